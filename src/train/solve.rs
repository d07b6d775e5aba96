//! The fit of `fit.rs` solved to convergence instead of by passes over the samples: the same
//! least squares (every placement of a pattern reads its canonical configuration's weight, plus
//! the scalar features, one model per stage), with a ridge penalty of `ridge` pseudo-positions
//! at 0 on every weight, solved by conjugate gradients on the normal equations with the
//! diagonal as preconditioner. Nothing depends on the samples' order, so there is no order
//! seed to choose (the samples' own order only rounds the sums); stages are independent
//! systems, solved side by side on the threads.

use super::fit::{target, Canon, Features, FitOptions, Model};
use super::parallel::in_order;
use super::selfplay::Sample;
use crate::core::weights::{CONFIGURATIONS, SCALARS};

/// How far the conjugate gradients go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Converged {
    pub iterations: u32,
    /// Weight of the penalty `ridge * w²` on every weight, in squared discs: a configuration
    /// seen in a few positions keeps only part of their mean.
    pub ridge: f64,
}

/// Unknowns of one stage: its pattern weights, then its scalars.
const UNKNOWNS: usize = CONFIGURATIONS + SCALARS;

/// Fits a model to `samples` by `solver`; `options` gives the stages and the target (its
/// rate, epochs, L2 and order seed are Adagrad's and unused). Deterministic whatever
/// `threads`.
pub fn solve(
    samples: &[Sample],
    options: &FitOptions,
    solver: &Converged,
    threads: usize,
) -> Model {
    let canon = Canon::new();
    let mut per_stage: Vec<(Vec<Features>, Vec<f64>)> = (0..options.stages)
        .map(|_| (Vec::new(), Vec::new()))
        .collect();
    for s in samples {
        let f = canon.features(s, options.stages);
        let stage = &mut per_stage[f.stage];
        stage.0.push(f);
        stage.1.push(f64::from(target(s, options.value_weight)));
    }
    let solved = in_order(0..options.stages as u64, threads, |stage| {
        let (features, targets) = &per_stage[stage as usize];
        solve_stage(features, targets, solver)
    });
    let mut model = Model::zero(options.stages);
    for (stage, (x, counts)) in solved.into_iter().enumerate() {
        let base = stage * CONFIGURATIONS;
        let (tables, scalars) = x.split_at(CONFIGURATIONS);
        for (to, from) in model.tables[base..base + CONFIGURATIONS]
            .iter_mut()
            .zip(tables)
        {
            *to = *from as f32;
        }
        model.counts[base..base + CONFIGURATIONS].copy_from_slice(&counts);
        for (to, from) in model.scalars[stage].iter_mut().zip(scalars) {
            *to = *from as f32;
        }
    }
    model
}

/// One stage's weights and how many of its positions read each table entry.
fn solve_stage(features: &[Features], targets: &[f64], solver: &Converged) -> (Vec<f64>, Vec<u32>) {
    let mut counts = vec![0u32; CONFIGURATIONS];
    // The preconditioner: the diagonal of AᵀA + ridge, where A's entry is how often a
    // position reads a weight (a configuration can appear at two placements).
    let mut diagonal = vec![solver.ridge; UNKNOWNS];
    for f in features {
        let mut index = f.index;
        index.sort_unstable();
        for run in index.chunk_by(|a, b| a == b) {
            let n = run.len() as f64;
            diagonal[run[0] as usize] += n * n;
            counts[run[0] as usize] += run.len() as u32;
        }
        for (n, &s) in f.scalars.iter().enumerate() {
            diagonal[CONFIGURATIONS + n] += f64::from(s) * f64::from(s);
        }
    }
    let inverse: Vec<f64> = diagonal
        .iter()
        .map(|&d| if d > 0.0 { 1.0 / d } else { 0.0 })
        .collect();
    let mut x = vec![0.0; UNKNOWNS];
    // r = Aᵀt − (AᵀA + ridge)·0.
    let mut r = vec![0.0; UNKNOWNS];
    scatter(features, targets, &mut r);
    let mut z: Vec<f64> = r.iter().zip(&inverse).map(|(r, m)| r * m).collect();
    let mut p = z.clone();
    let mut rz = dot(&r, &z);
    let mut q = vec![0.0; features.len()];
    let mut y = vec![0.0; UNKNOWNS];
    for _ in 0..solver.iterations {
        if rz <= 0.0 {
            break;
        }
        // y = (AᵀA + ridge)·p
        for (q, f) in q.iter_mut().zip(features) {
            *q = gather(f, &p);
        }
        y.iter_mut()
            .zip(&p)
            .for_each(|(y, p)| *y = solver.ridge * p);
        scatter(features, &q, &mut y);
        let py = dot(&p, &y);
        if py <= 0.0 {
            break;
        }
        let alpha = rz / py;
        for j in 0..UNKNOWNS {
            x[j] += alpha * p[j];
            r[j] -= alpha * y[j];
            z[j] = r[j] * inverse[j];
        }
        let next = dot(&r, &z);
        let beta = next / rz;
        rz = next;
        for j in 0..UNKNOWNS {
            p[j] = z[j] + beta * p[j];
        }
    }
    (x, counts)
}

/// A position's value under the stage's weights `w`.
fn gather(f: &Features, w: &[f64]) -> f64 {
    let mut sum: f64 = f.index.iter().map(|&i| w[i as usize]).sum();
    for (n, &s) in f.scalars.iter().enumerate() {
        sum += f64::from(s) * w[CONFIGURATIONS + n];
    }
    sum
}

/// Adds Aᵀv to `out`: every position's `v` to each weight it reads.
fn scatter(features: &[Features], v: &[f64], out: &mut [f64]) {
    for (f, &v) in features.iter().zip(v) {
        for &i in &f.index {
            out[i as usize] += v;
        }
        for (n, &s) in f.scalars.iter().enumerate() {
            out[CONFIGURATIONS + n] += f64::from(s) * v;
        }
    }
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(a, b)| a * b).sum()
}
