//! Fitting the pattern weights: regularized least squares on (position → final disc
//! difference), one model per game stage, by Adagrad over the samples in a seeded order. Every
//! placement of a pattern updates the weight of its canonical configuration, so the weights are
//! shared by the board's symmetries. The result is rounded to the integers of the weights file.

use super::selfplay::Sample;
use crate::core::board::legal_moves_both;
use crate::core::cpu::mix;
use crate::core::pattern::{self, INSTANCES, PATTERNS};
use crate::core::weights::{
    self, pattern_offset, scalar_features, stage_of, CONFIGURATIONS, SCALARS,
};

#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    pub stages: usize,
    pub epochs: u32,
    pub learning_rate: f32,
    /// L2 penalty per update, pulling rarely seen configurations towards 0.
    pub l2: f32,
    pub seed: u64,
    /// How much of each position's target is the search's value rather than its line's final
    /// result (0: the result alone; 1: the value alone).
    pub value_weight: f32,
}

impl Default for FitOptions {
    fn default() -> Self {
        FitOptions {
            stages: 5,
            epochs: 12,
            learning_rate: 0.6,
            l2: 0.002,
            seed: 1,
            value_weight: 0.0,
        }
    }
}

/// Weights in discs, as fitted.
pub struct Model {
    pub stages: usize,
    /// Stage-major, `CONFIGURATIONS` per stage, indexed by canonical configuration.
    pub tables: Vec<f32>,
    pub scalars: Vec<[f32; SCALARS]>,
    /// How many training positions read each table entry (same layout as `tables`).
    pub counts: Vec<u32>,
}

/// What the fit needs of one position: its stage, the canonical feature of every placement and
/// its scalar features.
struct Features {
    stage: usize,
    index: [u32; INSTANCES],
    scalars: [f32; SCALARS],
}

/// Maps placement indices to canonical features (offsets included).
struct Canon {
    tables: Vec<Vec<u32>>,
    offsets: Vec<usize>,
    placement_pattern: Vec<usize>,
}

impl Canon {
    fn new() -> Canon {
        let mut placement_pattern = Vec::with_capacity(INSTANCES);
        for (p, pattern) in PATTERNS.iter().enumerate() {
            placement_pattern.extend(std::iter::repeat_n(p, pattern.images.len()));
        }
        Canon {
            tables: weights::canonical_tables(),
            offsets: (0..PATTERNS.len()).map(pattern_offset).collect(),
            placement_pattern,
        }
    }

    fn features(&self, s: &Sample, stages: usize) -> Features {
        let raw = pattern::indices(s.me, s.opp);
        let mut index = [0u32; INSTANCES];
        for (n, &i) in raw.iter().enumerate() {
            let p = self.placement_pattern[n];
            index[n] = self.offsets[p] as u32 + self.tables[p][usize::from(i)];
        }
        let (mine, theirs) = legal_moves_both(s.me, s.opp);
        let f = scalar_features(s.me, s.opp, mine, theirs);
        Features {
            stage: stage_of(s.empties(), stages),
            index,
            scalars: f.map(|x| x as f32),
        }
    }
}

impl Model {
    pub fn zero(stages: usize) -> Model {
        Model {
            stages,
            tables: vec![0.0; CONFIGURATIONS * stages],
            scalars: vec![[0.0; SCALARS]; stages],
            counts: vec![0; CONFIGURATIONS * stages],
        }
    }

    fn predict(&self, f: &Features) -> f32 {
        let table = &self.tables[f.stage * CONFIGURATIONS..][..CONFIGURATIONS];
        let mut sum: f32 = f.index.iter().map(|&i| table[i as usize]).sum();
        for (x, w) in f.scalars.iter().zip(&self.scalars[f.stage]) {
            sum += x * w;
        }
        sum
    }

    /// The weights file: pattern weights rounded to multiples of `step` eighths of a disc
    /// (clamped to `i8`; entries read by fewer than `min_count` training positions stored as
    /// 0), scalars to 1/64 disc. Returns the bytes and how many entries were clamped.
    pub fn encode(&self, step: i32, min_count: u32) -> (Vec<u8>, usize) {
        let canonical = weights::canonical_tables();
        let step = step.max(1) as f32;
        // The largest multiple of `step` within i8 (step ≤ 128).
        let limit = (127.0 / step).floor() * step;
        let mut clamped = 0;
        let mut patterns = Vec::with_capacity(self.stages);
        let mut scalars = Vec::with_capacity(self.stages);
        for stage in 0..self.stages {
            let table = &self.tables[stage * CONFIGURATIONS..][..CONFIGURATIONS];
            let mut entries = Vec::new();
            for (p, canon) in canonical.iter().enumerate() {
                let base = pattern_offset(p);
                for (i, &c) in canon.iter().enumerate() {
                    if c as usize == i {
                        let q = (table[base + i] * 8.0 / step).round() * step;
                        if !(-128.0..=127.0).contains(&q) {
                            clamped += 1;
                        }
                        let rare = self.counts[stage * CONFIGURATIONS + base + i] < min_count;
                        entries.push(if rare {
                            0
                        } else {
                            q.clamp(-limit, limit) as i8
                        });
                    }
                }
            }
            patterns.push(entries);
            scalars.push(
                self.scalars[stage].map(|w| (w * weights::UNITS_PER_DISC as f32).round() as i16),
            );
        }
        let stored = weights::Stored { patterns, scalars };
        (super::encode::encode(&stored), clamped)
    }
}

/// Fits a model to `samples`. Deterministic for the same samples and options.
pub fn fit(samples: &[Sample], options: &FitOptions) -> Model {
    let canon = Canon::new();
    let features: Vec<Features> = samples
        .iter()
        .map(|s| canon.features(s, options.stages))
        .collect();
    let mut model = Model::zero(options.stages);
    for f in &features {
        for &i in &f.index {
            model.counts[f.stage * CONFIGURATIONS + i as usize] += 1;
        }
    }
    let mut squares = vec![1e-3f32; model.tables.len()];
    let mut scalar_squares = vec![[1e-3f32; SCALARS]; options.stages];
    let mut order: Vec<u32> = (0..samples.len() as u32).collect();
    let lr = options.learning_rate;
    let w = options.value_weight;
    let targets: Vec<f32> = samples
        .iter()
        .map(|s| {
            let (score, value) = (f32::from(s.score), f32::from(s.value));
            score + w * (value - score)
        })
        .collect();
    for epoch in 0..options.epochs {
        // A seeded Fisher–Yates shuffle per epoch.
        for i in (1..order.len()).rev() {
            let j = (mix(options.seed ^ mix(u64::from(epoch) << 32 | i as u64)) % (i as u64 + 1))
                as usize;
            order.swap(i, j);
        }
        for &k in &order {
            let f = &features[k as usize];
            let error = model.predict(f) - targets[k as usize];
            let base = f.stage * CONFIGURATIONS;
            for &i in &f.index {
                let at = base + i as usize;
                let g = error + options.l2 * model.tables[at];
                squares[at] += g * g;
                model.tables[at] -= lr * g / squares[at].sqrt();
            }
            for (n, &x) in f.scalars.iter().enumerate() {
                let w = &mut model.scalars[f.stage][n];
                let g = error * x + options.l2 * *w;
                let sq = &mut scalar_squares[f.stage][n];
                *sq += g * g;
                *w -= 0.1 * lr * g / sq.sqrt();
            }
        }
    }
    model
}

/// Mean absolute error in discs of the weights' evaluation against the samples' labels.
pub fn weights_error(weights: &crate::core::weights::Weights, samples: &[Sample]) -> f64 {
    mean_abs_error(samples, |s| {
        f64::from(weights.evaluate_position(s.me, s.opp))
            / f64::from(crate::core::weights::UNITS_PER_DISC)
    })
}

/// Mean absolute error in discs of `value` against the samples' labels.
pub fn mean_abs_error(samples: &[Sample], mut value: impl FnMut(&Sample) -> f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| (value(s) - f64::from(s.score)).abs())
        .sum();
    total / samples.len() as f64
}
