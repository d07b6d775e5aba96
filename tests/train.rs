//! The trainer cannot rot: a short, seeded training run (a few dozen quick self-play games, one
//! fit) must lower the error on held-out positions below that of an all-zero evaluation, and
//! its weights must be a valid asset.

use reversi::core::eval::Classic;
use reversi::core::weights::{Weights, UNITS_PER_DISC};
use reversi::train::selfplay::exact_positions;
use reversi::train::{fit, mean_abs_error, play_game, FitOptions, Model, Sample, SelfPlay};

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
