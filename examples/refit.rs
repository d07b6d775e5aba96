//! Fits a kept training run's games again with other fit options, to measure a fit lever
//! without playing the games again (the games themselves were played by that run's own fits):
//!
//!     cargo run --release --example refit -- --dir target/training --generations 12
//!         [--from 0] [--value-weight 50] [--stages 5] [--epochs 12] [--l2 0.002]
//!         [--learning-rate 0.6] [--min-count 16] [--seed 1] [--step 4] [--walks 0]
//!         [--walk-random 80] [--walk-seeds S,S…] [--threads 2] --out FILE
//!
//! Reads `DIR/genG/chunk-*.bin` for generations `from..generations`, fits them as the
//! pipeline's last fit does (written in steps of `--step` eighths of a disc, the pipeline's
//! half discs unless told) and prints the error on `DIR/holdout.bin`. `--walks N` adds the
//! pipeline's walks from N empty squares (`src/train/walks.rs`), solved with the player of the
//! last generation (`DIR/gen{generations - 2}.weights`), one set per walk seed (by default the
//! one the run with `--seed 1` makes: `pipeline::walk_seed`). `--seed` is the fit's order seed
//! alone. With a run's own options it writes that run's file byte for byte (the documented
//! command's with `--walks 12`). Measure the result with `arena --weights-a FILE` and
//! `bench --weights FILE`.

use reversi::core::weights::Weights;
use reversi::train::pipeline::{chunk_path, walk_seed, weights_path, write_atomic};
use reversi::train::walks::walk_all;
use reversi::train::{fit, fnv64, weights_error, FitOptions, Sample, Walks};
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("refit: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut dir = PathBuf::from("target/training");
    let (mut from, mut generations) = (0u32, 12u32);
    let mut options = FitOptions {
        value_weight: 0.5,
        ..FitOptions::default()
    };
    let mut min_count = 16;
    let mut step = 4;
    let mut walks = Walks {
        from_empties: 0,
        random: 80,
    };
    let mut walk_seeds = None;
    let mut threads = 2;
    let mut out = None;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let bad = |_| format!("{flag}: {value} is not a number");
        match flag.as_str() {
            "--dir" => dir = PathBuf::from(&value),
            "--from" => from = value.parse().map_err(bad)?,
            "--generations" => generations = value.parse().map_err(bad)?,
            "--value-weight" => {
                options.value_weight = value.parse::<u32>().map_err(bad)?.min(100) as f32 / 100.0
            }
            "--stages" => options.stages = value.parse::<usize>().map_err(bad)?.clamp(1, 60),
            "--epochs" => options.epochs = value.parse().map_err(bad)?,
            "--l2" => options.l2 = value.parse().map_err(|_| format!("--l2: {value}?"))?,
            "--learning-rate" => {
                options.learning_rate = value
                    .parse()
                    .map_err(|_| format!("--learning-rate: {value}?"))?
            }
            "--seed" => options.seed = value.parse().map_err(bad)?,
            "--min-count" => min_count = value.parse().map_err(bad)?,
            "--step" => step = value.parse::<i32>().map_err(bad)?.clamp(1, 128),
            "--walks" => walks.from_empties = value.parse::<u32>().map_err(bad)?.min(60),
            "--walk-random" => walks.random = value.parse::<u32>().map_err(bad)?.min(100),
            "--walk-seeds" => {
                let seeds: Result<Vec<u64>, _> = value.split(',').map(str::parse).collect();
                walk_seeds = Some(seeds.map_err(|_| format!("--walk-seeds: {value}?"))?);
            }
            "--threads" => threads = value.parse::<usize>().map_err(bad)?.max(1),
            "--out" => out = Some(PathBuf::from(&value)),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    let out = out.ok_or("--out FILE is needed")?;
    let read = |path: PathBuf| {
        let bytes =
            std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Sample::read_all(&bytes).ok_or_else(|| format!("{} is not samples", path.display()))
    };
    let mut samples = Vec::new();
    for gen in from..generations {
        let mut chunk = 0;
        loop {
            let path = chunk_path(&dir, gen, chunk);
            if !path.exists() {
                break;
            }
            samples.extend(read(path)?);
            chunk += 1;
        }
        if chunk == 0 {
            return Err(format!(
                "{} has no games of generation {gen}",
                dir.display()
            ));
        }
    }
    let games = samples.len();
    if walks.from_empties > 0 {
        let last = generations
            .checked_sub(2)
            .ok_or("walks need two generations or more")?;
        let path = weights_path(&dir, last);
        let bytes =
            std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let walker = Weights::parse(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        for seed in walk_seeds.unwrap_or_else(|| vec![walk_seed(1, generations)]) {
            let walked = walk_all(&samples[..games], &walker, seed, &walks, threads);
            println!("walks of seed {seed:#018x}: {} positions", walked.len());
            samples.extend(walked);
        }
    }
    let held_out = read(dir.join("holdout.bin"))?;
    let (bytes, _) = fit(&samples, &options).encode(step, min_count);
    let weights = Weights::parse(&bytes).map_err(|e| format!("the fit does not read back: {e}"))?;
    let error = weights_error(&weights, &held_out);
    write_atomic(&out, &bytes)?;
    println!(
        "wrote {}: {games} samples of generations {from}..{generations} and {} walked, {} bytes, fnv64 {:016x}, held-out error {error:.2} discs",
        out.display(),
        samples.len() - games,
        bytes.len(),
        fnv64(&bytes)
    );
    Ok(())
}
