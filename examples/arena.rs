//! Plays two opponents against each other from varied openings, both colours each:
//!
//!     cargo run --release --example arena -- --a hard --b medium --games 200 [--seed 1]
//!         [--weights-a FILE] [--weights-b FILE] [--threads 1]
//!
//! `--weights-a FILE` (or `-b`): that side plays Hard's search with the evaluation weights of
//! FILE (as `examples/train.rs` writes them) instead of the shipped ones, to measure a training
//! run before it ships; its level must be `hard`.
//!
//! Each opening (a few seeded random moves from the start) is played twice, A as Black and A
//! as White (`reversi::train::select::play_match`, which the trainer's choice of its last fit
//! plays too). Prints A's wins, draws and losses and its score (win 1, draw ½); `--threads`
//! changes only the time taken.

use reversi::core::cpu::Player;
use reversi::core::search::{self, HARD_BUDGET};
use reversi::core::weights::Weights;
use reversi::core::{Board, Opponent, Square};
use reversi::train::select::{play_match, Tally};
use std::process::ExitCode;

struct Options {
    a: Side,
    b: Side,
    games: u32,
    seed: u64,
    threads: usize,
}

/// One side of the games: a level, or Hard's search with weights read from a file.
#[derive(Clone, Copy)]
enum Side {
    Level(Player),
    HardWith(&'static Weights),
}

impl Side {
    fn name(self) -> &'static str {
        match self {
            Side::Level(p) => p.name(),
            Side::HardWith(_) => "hard (weights from the file)",
        }
    }

    fn choose(self, board: &Board, seed: u64, ply: u32) -> Option<Square> {
        match self {
            Side::Level(p) => p.choose(board, seed, ply),
            Side::HardWith(w) => search::search(board, HARD_BUDGET, w).best,
        }
    }

    /// This side's Hard with the weights of `path` instead.
    fn with_weights(self, path: &str) -> Result<Side, String> {
        if !matches!(self, Side::Level(Player::Opponent(Opponent::Hard))) {
            return Err("--weights-a/--weights-b need that side's level to be hard".into());
        }
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        let weights = Weights::parse(&bytes).map_err(|e| format!("{path}: {e}"))?;
        Ok(Side::HardWith(Box::leak(Box::new(weights))))
    }
}

fn parse_args() -> Result<Options, String> {
    let mut options = Options {
        a: Side::Level(Player::Opponent(Opponent::Hard)),
        b: Side::Level(Player::Opponent(Opponent::Medium)),
        games: 200,
        seed: 1,
        threads: 1,
    };
    let (mut weights_a, mut weights_b) = (None, None);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--a" => {
                options.a = Side::Level(Player::parse(&value).ok_or("unknown opponent for --a")?)
            }
            "--b" => {
                options.b = Side::Level(Player::parse(&value).ok_or("unknown opponent for --b")?)
            }
            "--weights-a" => weights_a = Some(value),
            "--weights-b" => weights_b = Some(value),
            "--games" => options.games = value.parse().map_err(|_| "--games needs a number")?,
            "--seed" => options.seed = value.parse().map_err(|_| "--seed needs a number")?,
            "--threads" => {
                options.threads = value
                    .parse::<usize>()
                    .map_err(|_| "--threads needs a number")?
                    .max(1)
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if let Some(path) = weights_a {
        options.a = options.a.with_weights(&path)?;
    }
    if let Some(path) = weights_b {
        options.b = options.b.with_weights(&path)?;
    }
    Ok(options)
}

/// The Elo difference for a score fraction (±inf at 0 and 1, clamped to ±999 for printing).
fn elo(score: f64) -> f64 {
    if score <= 0.0 {
        return -999.0;
    }
    if score >= 1.0 {
        return 999.0;
    }
    (-400.0 * (1.0 / score - 1.0).log10()).clamp(-999.0, 999.0)
}

/// Elo estimate and 95% interval from the score's standard error over the games (each game
/// scores 1, ½ or 0).
fn elo_interval(wins: u32, draws: u32, losses: u32) -> (f64, f64, f64) {
    let n = f64::from(wins + draws + losses).max(1.0);
    let p = (f64::from(wins) + f64::from(draws) / 2.0) / n;
    let var = (f64::from(wins) * (1.0 - p).powi(2)
        + f64::from(draws) * (0.5 - p).powi(2)
        + f64::from(losses) * p.powi(2))
        / n;
    let se = (var / n).sqrt();
    (elo(p), elo(p - 1.96 * se), elo(p + 1.96 * se))
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("arena: {e}");
            eprintln!(
                "usage: arena --a LEVEL --b LEVEL --games N [--seed S] [--weights-a FILE] [--weights-b FILE] [--threads N]  (LEVEL: easy, medium, hard, hard-classic, hard-v2, hard-v3, hard-v4)"
            );
            return ExitCode::FAILURE;
        }
    };
    let start = std::time::Instant::now();
    let side = |side: Side| move |board: &Board, seed: u64| side.choose(board, seed, board.ply());
    let tally = play_match(
        &side(options.a),
        &side(options.b),
        options.seed,
        options.games,
        options.threads,
    );
    let Tally {
        wins,
        draws,
        losses,
        discs: disc_diff,
    } = tally;
    let games = options.games.max(1);
    let score = f64::from(wins) + f64::from(draws) / 2.0;
    println!(
        "{} vs {}: {} games ({} openings, both colours), seed {}",
        options.a.name(),
        options.b.name(),
        options.games,
        options.games.div_ceil(2),
        options.seed
    );
    println!(
        "{}: {wins} wins, {draws} draws, {losses} losses; score {score:.1}/{} = {:.1}%; mean disc difference {:+.1}",
        options.a.name(),
        options.games,
        100.0 * score / f64::from(games),
        disc_diff as f64 / f64::from(games)
    );
    let (elo, low, high) = elo_interval(wins, draws, losses);
    println!(
        "Elo difference {}: {elo:+.0} (95% interval {low:+.0} to {high:+.0})",
        options.a.name()
    );
    println!("({:.1} s)", start.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}
