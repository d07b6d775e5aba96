//! The trainer cannot rot: a short, seeded training run (a few dozen quick self-play games, one
//! fit) must lower the error on held-out positions below that of an all-zero evaluation, and
//! its weights must be a valid asset. And the pipeline that makes the shipped weights stays
//! deterministic: a seconds-long run of it must write the bytes whose hash is pinned here, on
//! one thread or two, afresh or resumed from its kept games.

use reversi::core::board::{Board, Color};
use reversi::core::cpu::Player;
use reversi::core::eval::{disc_difference, Classic};
use reversi::core::search;
use reversi::core::weights::{Weights, UNITS_PER_DISC};
use reversi::train::pipeline::{Outcome, Run};
use reversi::train::select::{best, play_games, play_match, Selection, Tally};
use reversi::train::selfplay::exact_positions;
use reversi::train::walks::walk;
use reversi::train::{
    fit, fnv64, mean_abs_error, play_game, FitOptions, Model, Pipeline, Sample, Search, SelfPlay,
    Walks,
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
        walks: Walks::NONE,
        select: None,
    }
}

fn run(pipeline: &Pipeline, threads: usize, dir: Option<&Path>) -> Result<Outcome, String> {
    pipeline.run(&mut Run {
        threads,
        dir,
        on_chunk: &mut |_, _, _| {},
        on_fit: &mut |_, _, _| {},
        on_trial: &mut |_| {},
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
    let afresh = run(&pipeline, 2, Some(&dir)).expect("afresh");
    assert_eq!(afresh.bytes, alone);
    assert_eq!(afresh.games_played, 24);
    assert!(dir.join("gen1/chunk-0000.bin").exists());
    let resumed = run(&pipeline, 1, Some(&dir)).expect("resumed");
    assert_eq!(resumed.bytes, alone);
    // The provenance says when the time taken is not the whole run's.
    assert_eq!(resumed.games_played, 0);
    let told = pipeline.provenance(&resumed, "the test", "its revision", 1.0);
    assert!(told.contains("playing 0 of the 24 games"), "{told}");
    let whole = pipeline.provenance(&afresh, "the test", "its revision", 1.0);
    assert!(whole.contains("time: 1 s\n"), "{whole}");
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

/// The small pipeline choosing its last fit among three order seeds by a few games against
/// `hard-classic`.
fn selecting_pipeline() -> Pipeline {
    Pipeline {
        select: Some(Selection {
            fits: 3,
            against: Player::HardClassic,
            seeds: vec![101, 102],
            games: 2,
        }),
        ..small_pipeline()
    }
}

/// The written file is the candidate that played best; the candidates are the last fit with
/// the run's order seed and the ones after it, played the same on one thread or two; the
/// games are the plain run's (the same kept directory serves both) and only the last fit
/// differs.
#[cfg(not(target_os = "wasi"))]
#[test]
fn the_last_fit_is_the_candidate_that_played_best() {
    let plain = small_pipeline();
    let selecting = selecting_pipeline();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("train-select");
    let _ = std::fs::remove_dir_all(&dir);
    let unchosen = run(&plain, 2, Some(&dir)).expect("the plain run");
    let chosen = run(&selecting, 2, Some(&dir)).expect("the same games, kept");
    assert_eq!(
        chosen.games_played, 0,
        "the selection must not change the games"
    );
    assert_eq!(chosen.generations, unchosen.generations);
    let seeds: Vec<u64> = chosen.trials.iter().map(|t| t.seed).collect();
    assert_eq!(seeds, [7, 8, 9]);
    // The first candidate is the plain run's own last fit.
    assert_eq!(chosen.trials[0].fnv64, fnv64(&unchosen.bytes));
    let mut hashes: Vec<u64> = chosen.trials.iter().map(|t| t.fnv64).collect();
    hashes.dedup();
    assert_eq!(hashes.len(), 3, "order seeds make different fits");
    for t in &chosen.trials {
        assert_eq!(t.tally.games(), 4, "{t:?}");
    }
    let tallies: Vec<Tally> = chosen.trials.iter().map(|t| t.tally).collect();
    let pick = best(&tallies).expect("three candidates");
    assert_eq!(fnv64(&chosen.bytes), chosen.trials[pick].fnv64);
    assert_eq!(chosen.last_seed, chosen.trials[pick].seed);
    let alone = run(&selecting, 1, None).expect("one thread, afresh");
    assert_eq!(alone.trials, chosen.trials);
    assert_eq!(alone.bytes, chosen.bytes);
    let told = selecting.provenance(&chosen, "the test", "its revision", 1.0);
    assert!(
        told.contains("last fit: chosen by play among 3 order seeds")
            && told.contains(&format!("written: order seed {}", chosen.last_seed))
            && told.contains(&format!("(fnv64 {:016x})", chosen.trials[2].fnv64)),
        "{told}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The most points win, then the larger disc difference, then the earlier candidate.
#[test]
fn the_best_tally_has_the_most_points_then_discs_then_comes_first() {
    let t = |wins, draws, losses, discs| Tally {
        wins,
        draws,
        losses,
        discs,
    };
    assert_eq!(best(&[]), None);
    assert_eq!(best(&[t(2, 0, 2, 0), t(2, 1, 1, -9)]), Some(1));
    assert_eq!(best(&[t(2, 0, 2, 0), t(1, 2, 1, 5)]), Some(1));
    assert_eq!(best(&[t(2, 0, 2, 3), t(1, 2, 1, 3)]), Some(0));
    assert_eq!(t(3, 1, 0, 0).half_points(), 7);
    assert!((t(3, 1, 0, 0).percent() - 87.5).abs() < 1e-9);
}

/// A match is the same on any number of threads, every opening is played with both colours,
/// and a player against itself scores exactly half.
#[cfg(not(target_os = "wasi"))]
#[test]
fn a_match_is_the_same_on_any_number_of_threads() {
    let classic = |board: &Board, _seed: u64| search::search(board, 300, &Classic).best;
    let greedy = |board: &Board, _seed: u64| {
        let mut best = None;
        let mut most = -1;
        for sq in reversi::core::Square::all_in(board.legal_moves()) {
            let mut after = *board;
            if after.play(sq).is_ok() {
                let mine = i64::from(after.count(board.to_move()));
                if mine > most {
                    (most, best) = (mine, Some(sq));
                }
            }
        }
        best
    };
    let one = play_match(&classic, &greedy, 3, 10, 1);
    assert_eq!(one.games(), 10);
    assert_eq!(play_match(&classic, &greedy, 3, 10, 3), one);
    assert!(one.wins > one.losses, "{one:?}");
    let mirror = play_match(&greedy, &greedy, 3, 10, 2);
    assert_eq!(mirror.half_points(), 10, "{mirror:?}");
    assert_eq!(mirror.discs, 0);
    // The games one by one: played to their end, A Black in the even ones, and the tally theirs.
    let games = play_games(&classic, &greedy, 3, 10, 2);
    assert_eq!(games.len(), 10);
    assert!(games.iter().all(|g| g.end.is_game_over()));
    assert!(games
        .iter()
        .enumerate()
        .all(|(i, g)| (g.a_colour == Color::Black) == (i % 2 == 0)));
    let wins = games.iter().map(|g| g.tally().wins).sum::<u32>();
    let discs = games.iter().map(|g| g.tally().discs).sum::<i64>();
    assert_eq!((wins, discs), (one.wins, one.discs));
}

/// Quick self-play: 300 positions a move, exact from 8 empty squares.
fn quick_games() -> SelfPlay {
    SelfPlay {
        budget: 300,
        exact_empties: 8,
        ..SelfPlay::default()
    }
}

/// The samples of `count` quick games of the shipped weights, game g from `seed ^ g`.
fn games_of_the_shipped_weights(seed: u64, count: u64) -> Vec<Sample> {
    let trained = Weights::parse(reversi::core::weights::ASSET).expect("the shipped weights");
    (0..count)
        .flat_map(|g| play_game(&trained, seed ^ g, &quick_games()))
        .collect()
}

/// Every position keeps the playing search's value beside its line's result: where the exact
/// solver plays (and so the rest of the line is perfect) the two are equal, from the side to
/// move's view; before that the value is the search's estimate in discs, which predicts the
/// result better than no estimate; and an evaluation that does not speak discs (the
/// hand-written one) gives no value, so the result stands in for it.
#[test]
fn positions_carry_the_search_value_exact_where_the_solver_plays() {
    let options = quick_games();
    let samples = games_of_the_shipped_weights(0x5a17, 16);
    let (late, early): (Vec<Sample>, Vec<Sample>) = samples.iter().partition(|s| s.empties() <= 8);
    assert!(late.len() > 100 && early.len() > 500);
    assert!(late.iter().all(|s| s.value == s.score));
    let differ = early.iter().filter(|s| s.value != s.score).count();
    assert!(differ > early.len() / 2, "{differ} of {}", early.len());
    let with_value = mean_abs_error(&early, |s| f64::from(s.value));
    let without = mean_abs_error(&early, |_| 0.0);
    assert!(with_value < without, "{with_value:.2} against {without:.2}");

    let classic: Vec<Sample> = play_game(&Classic, 0x5a17, &options);
    assert!(!classic.is_empty());
    assert!(classic.iter().all(|s| s.value == s.score));
}

/// The fit's target is the result, the search's value, or a blend of the two.
#[test]
fn the_value_weight_moves_the_fit_from_results_to_values() {
    let samples: Vec<Sample> = games_of_the_shipped_weights(0xb1e0, 40)
        .into_iter()
        .filter(|s| s.empties() > 20)
        .collect();
    let error_against = |weight: f32, label: fn(&Sample) -> i8| {
        let model = fit(
            &samples,
            &FitOptions {
                stages: 1,
                epochs: 6,
                value_weight: weight,
                ..FitOptions::default()
            },
        );
        let w = Weights::parse(&model.encode(1, 0).0).expect("valid weights");
        let relabelled: Vec<Sample> = samples
            .iter()
            .map(|s| Sample {
                score: label(s),
                ..*s
            })
            .collect();
        mean_abs_error(&relabelled, |s| {
            f64::from(w.evaluate_position(s.me, s.opp)) / f64::from(UNITS_PER_DISC)
        })
    };
    let (by_value, by_result) = (|s: &Sample| s.value, |s: &Sample| s.score);
    assert!(error_against(1.0, by_value) < error_against(0.0, by_value));
    assert!(error_against(0.0, by_result) < error_against(1.0, by_result));
}

/// A walk goes to the end of the game from its start, every position after the start
/// labelled with its exact value from the side to move's view; the same key gives the same
/// walk, and with every move random it leaves the solver's line.
#[test]
fn walks_are_exactly_labelled_and_leave_the_lines() {
    let trained = Weights::parse(reversi::core::weights::ASSET).expect("the shipped weights");
    let starts: Vec<Sample> = games_of_the_shipped_weights(0x3a1c, 4)
        .into_iter()
        .filter(|s| s.empties() == 10)
        .collect();
    assert!(starts.len() >= 4, "{} starts", starts.len());
    let random = Walks {
        from_empties: 10,
        random: 100,
    };
    let solver = Walks {
        random: 0,
        ..random
    };
    let mut checked = 0;
    let mut differ = 0;
    for (i, s) in starts.iter().enumerate() {
        let board = Board::from_bits(s.me, s.opp, Color::Black).expect("a position");
        let walked = walk(board, &trained, i as u64, &random);
        assert_eq!(walked, walk(board, &trained, i as u64, &random), "seeded");
        assert!(!walked.is_empty());
        assert!(walked
            .iter()
            .all(|w| w.empties() < 10 && w.score == w.value));
        differ += usize::from(walked != walk(board, &trained, i as u64, &solver));
        for w in walked.iter().step_by(3) {
            let position = Board::from_bits(w.me, w.opp, Color::Black).expect("a position");
            let exact = search::search_depth(&position, 64, &Classic);
            assert!(exact.exact);
            assert_eq!(i32::from(w.score), disc_difference(exact.score));
            checked += 1;
        }
    }
    assert!(
        checked >= 8 && differ > starts.len() / 2,
        "{checked} checked, {differ} differ"
    );
}

/// Walks join the last fit only: they change the written bytes, not the games, so a kept
/// directory of the same games serves a run with walks; threads do not change the bytes.
#[cfg(not(target_os = "wasi"))]
#[test]
fn walks_change_the_last_fit_not_the_games() {
    let plain = small_pipeline();
    let walking = Pipeline {
        walks: Walks {
            from_empties: 10,
            random: 80,
        },
        ..plain.clone()
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("train-walks");
    let _ = std::fs::remove_dir_all(&dir);
    let without = run(&plain, 2, Some(&dir)).expect("without walks");
    let with = run(&walking, 1, Some(&dir)).expect("with walks, over the kept games");
    assert_eq!(with.games_played, 0);
    assert_eq!(with.positions, without.positions);
    assert!(with.walked > 0);
    assert_ne!(with.bytes, without.bytes);
    assert_eq!(run(&walking, 2, None).expect("afresh").bytes, with.bytes);
    let told = walking.provenance(&with, "the test", "its revision", 1.0);
    assert!(
        told.contains(&format!("walks: {} positions in the last fit", with.walked)),
        "{told}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The shipped weights and their provenance travel together: the file beside the weights names
/// their size and hash, the documented command and a whole run (not one resumed over games
/// another run played), so a weights file replaced without its account fails here.
#[test]
fn the_shipped_provenance_names_the_shipped_bytes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(root.join("assets/eval-weights.bin")).expect("the shipped weights");
    let told = std::fs::read_to_string(root.join("assets/eval-weights.provenance"))
        .expect("the provenance beside them");
    let weights = format!(
        "weights: {} bytes, fnv64 {:016x}\n",
        bytes.len(),
        fnv64(&bytes)
    );
    assert!(told.contains(&weights), "{told}");
    assert!(
        told.contains("command: cargo run --release --example train -- "),
        "{told}"
    );
    let time = told
        .lines()
        .find(|l| l.starts_with("time: "))
        .expect("time");
    assert!(!time.contains("playing"), "a resumed run's time: {time}");
}
