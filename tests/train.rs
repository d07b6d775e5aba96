//! The trainer cannot rot: a short, seeded training run (a few dozen quick self-play games, one
//! fit) must lower the error on held-out positions below that of an all-zero evaluation, and
//! its weights must be a valid asset. And the pipeline that makes the shipped weights stays
//! deterministic: a seconds-long run of it must write the bytes whose hash is pinned here, on
//! one thread or two, afresh or resumed from its kept games.

use reversi::core::eval::Classic;
use reversi::core::weights::{Weights, UNITS_PER_DISC};
use reversi::train::pipeline::{Outcome, Run};
use reversi::train::selfplay::exact_positions;
use reversi::train::{
    fit, fnv64, mean_abs_error, play_game, FitOptions, Model, Pipeline, Sample, Search, SelfPlay,
};
use std::path::Path;

#[test]
fn a_short_seeded_training_run_lowers_the_held_out_error() {
    let options = SelfPlay {
        budget: 300,
        exact_empties: 8,
        ..SelfPlay::default()
    };
    let samples: Vec<Sample> = (0..60u64)
        .flat_map(|g| play_game(&Classic, 0x7e57 ^ g, &options))
        .collect();
    assert!(samples.len() > 2_000, "{} samples", samples.len());
    let held_out = exact_positions(&Classic, 99, 24, 10, 300);
    assert_eq!(held_out.len(), 24);

    let fit_options = FitOptions {
        stages: 2,
        epochs: 6,
        ..FitOptions::default()
    };
    let model = fit(&samples, &fit_options);
    let (bytes, _) = model.encode(1, 0);
    let trained = Weights::parse(&bytes).expect("the trainer writes a valid asset");
    let (zero_bytes, _) = Model::zero(2).encode(1, 0);
    let zero = Weights::parse(&zero_bytes).expect("zero weights");
    let error = |w: &Weights| {
        mean_abs_error(&held_out, |s| {
            f64::from(w.evaluate_position(s.me, s.opp)) / f64::from(UNITS_PER_DISC)
        })
    };
    let (before, after) = (error(&zero), error(&trained));
    assert!(
        after < before * 0.9,
        "held-out error {after:.2} discs after training, {before:.2} before"
    );
    // The same seed gives the same weights.
    assert_eq!(fit(&samples, &fit_options).encode(1, 0).0, bytes);
}

/// The pipeline of `examples/train.rs`, small enough for seconds: two generations of twelve
/// games at 300 positions a move, the second played by the first's weights.
fn small_pipeline() -> Pipeline {
    Pipeline {
        seed: 7,
        generations: 2,
        games: 12,
        selfplay: SelfPlay {
            budget: 300,
            exact_empties: 8,
            ..SelfPlay::default()
        },
        fit: FitOptions {
            stages: 2,
            epochs: 3,
            seed: 7,
            ..FitOptions::default()
        },
        step: 4,
        min_count: 2,
        start: None,
    }
}

fn run(pipeline: &Pipeline, threads: usize, dir: Option<&Path>) -> Result<Outcome, String> {
    pipeline.run(&mut Run {
        threads,
        dir,
        on_chunk: &mut |_, _, _| {},
        on_fit: &mut |_, _, _| {},
    })
}

/// The FNV-1a 64 hash of the small pipeline's weights file. It changes when the self-play's
/// search or the fit changes what they compute (then pin the new value deliberately, as with
/// the golden games); it must not change with threads, a resumed run or the machine.
const SMALL_PIPELINE_FNV64: u64 = 0x1266_7511_ef71_6fc3;

#[test]
fn the_pipeline_writes_the_pinned_bytes() {
    assert_eq!(fnv64(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv64(b"a"), 0xaf63_dc4c_8601_ec8c);
    let pipeline = small_pipeline();
    let outcome = run(&pipeline, 1, None).expect("the small pipeline runs");
    assert!(Weights::parse(&outcome.bytes).is_ok());
    assert_eq!(outcome.generations.len(), 2);
    assert_eq!(
        outcome.positions,
        outcome
            .generations
            .iter()
            .map(|g| g.positions)
            .sum::<usize>()
    );
    assert!(
        outcome.generations[1]
            .player
            .starts_with("generation 0's weights"),
        "{}",
        outcome.generations[1].player
    );
    let hash = fnv64(&outcome.bytes);
    assert_eq!(
        hash,
        SMALL_PIPELINE_FNV64,
        "the small pipeline wrote fnv64 {hash:016x} ({} bytes, {} positions)",
        outcome.bytes.len(),
        outcome.positions
    );
    let provenance = pipeline.provenance(&outcome, "the test", "its revision", 1.0);
    assert!(
        provenance.contains(&format!("fnv64 {hash:016x}")),
        "{provenance}"
    );
    assert!(provenance.contains("generation 1: "), "{provenance}");
}

/// Threads split the games, the kept chunks replace playing them: neither changes a byte. A
/// directory that holds another run's games is refused rather than mixed in. (Not on
/// wasm32-wasip1, which has neither threads nor this test's directory.)
#[cfg(not(target_os = "wasi"))]
#[test]
fn threads_and_resuming_do_not_change_the_bytes() {
    let pipeline = small_pipeline();
    let alone = run(&pipeline, 1, None).expect("one thread").bytes;
    assert_eq!(run(&pipeline, 2, None).expect("two threads").bytes, alone);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("train-pipeline");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(run(&pipeline, 2, Some(&dir)).expect("afresh").bytes, alone);
    assert!(dir.join("gen1/chunk-0000.bin").exists());
    assert_eq!(run(&pipeline, 1, Some(&dir)).expect("resumed").bytes, alone);
    let other = Pipeline {
        selfplay: SelfPlay {
            search: Search::Hard,
            ..pipeline.selfplay
        },
        ..pipeline.clone()
    };
    let refused = run(&other, 1, Some(&dir))
        .err()
        .expect("another run's directory");
    assert!(refused.contains("another run"), "{refused}");
    let _ = std::fs::remove_dir_all(&dir);
}
