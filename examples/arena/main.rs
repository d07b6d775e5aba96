//! Plays two opponents against each other from varied openings, both colours each:
//!
//!     cargo run --release --example arena -- --a hard --b medium --games 200 [--seed 1]
//!         [--weights-a FILE] [--weights-b FILE] [--grhino FLAGS] [--zebra FLAGS] [--threads 1]
//!         [--list]
//!
//! `--weights-a FILE` (or `-b`): that side plays Hard's search with the evaluation weights of
//! FILE (as `examples/train.rs` writes them) instead of the shipped ones, to measure a training
//! run before it ships; its level must be `hard`.
//!
//! `--a grhino` or `--b grhino`: that side is GRhino, an engine from outside the project
//! (Debian's `grhino`, its `gtp-rhino` over GTP, `gtp.rs`), started with `-b 0 -r 0` (no
//! book, no randomness: the same moves every time) and then FLAGS, e.g. `--grhino "-m 6 -e 14
//! -w 16"` (midgame depth 6, exact from 14 empty squares, win/loss/draw from 16). One engine
//! plays for each thread.
//!
//! `--a zebra` or `--b zebra`: that side is Zebra, Gunnar Andersson's engine, built by hand
//! outside this repository from its public source (`zebra.rs`): `REVERSI_ZEBRA` is the path
//! of its console `zebra`, `REVERSI_ZEBRA_DATA` the directory of its `coeffs2.bin` (by default
//! the binary's). One run of it a move, on the position alone, with `-b 0 -r 0 -w 0 -e 0
//! -test` (no book, no randomness: the same moves every time) and then FLAGS, which must give
//! both sides' levels, e.g. `--zebra "-l 6 12 14 6 12 14"` (depth 6, exact from 12 empty
//! squares, win/loss/draw from 14).
//!
//! Each opening (a few seeded random moves from the start) is played twice, A as Black and A
//! as White (`reversi::train::select::play_games`, which the trainer's choice of its last fit
//! plays too). Prints A's wins, draws and losses, its score (win 1, draw ½) and the Elo
//! difference, each with its 95% interval (1.96 standard errors); `--threads` changes only
//! the time taken. `--list` prints each game's end too. A game that stops before its end (an
//! outside engine that fails or plays an illegal move) is told with what went wrong, and the
//! arena then exits with a failure.

mod faults;
mod gtp;
mod zebra;

use reversi::core::cpu::Player;
use reversi::core::search::{self, HARD_BUDGET};
use reversi::core::weights::Weights;
use reversi::core::{Board, Opponent, Square};
use reversi::train::select::{play_games, Game, Tally};
use std::path::PathBuf;
use std::process::ExitCode;

struct Options {
    a: Side,
    b: Side,
    games: u32,
    seed: u64,
    threads: usize,
    list: bool,
}

/// One side of the games: a level, Hard's search with weights read from a file, an engine
/// over GTP, or Zebra.
#[derive(Clone, Copy)]
enum Side {
    Level(Player),
    HardWith(&'static Weights),
    Gtp(&'static gtp::Engines),
    Zebra(&'static zebra::Zebra),
}

impl Side {
    fn name(self) -> &'static str {
        match self {
            Side::Level(p) => p.name(),
            Side::HardWith(_) => "hard (weights from the file)",
            Side::Gtp(engines) => &engines.name,
            Side::Zebra(zebra) => &zebra.name,
        }
    }

    fn choose(self, board: &Board, seed: u64, ply: u32) -> Option<Square> {
        match self {
            Side::Level(p) => p.choose(board, seed, ply),
            Side::HardWith(w) => search::search(board, HARD_BUDGET, w).best,
            Side::Gtp(engines) => engines.choose(board),
            Side::Zebra(zebra) => zebra.choose(board),
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

    /// What the side's errors were, for an engine from outside.
    fn errors(self) -> Vec<String> {
        match self {
            Side::Gtp(engines) => engines.errors(),
            Side::Zebra(zebra) => zebra.errors(),
            Side::Level(_) | Side::HardWith(_) => Vec::new(),
        }
    }
}

/// What `--a` or `--b` named: a level, GRhino or Zebra (started once the flags are all read).
enum Named {
    Level(Player),
    Grhino,
    Zebra,
}

impl Named {
    fn parse(text: &str, flag: &str) -> Result<Named, String> {
        if text.eq_ignore_ascii_case("grhino") {
            return Ok(Named::Grhino);
        }
        if text.eq_ignore_ascii_case("zebra") {
            return Ok(Named::Zebra);
        }
        Player::parse(text)
            .map(Named::Level)
            .ok_or_else(|| format!("unknown opponent for {flag}"))
    }
}

/// Where GRhino's GTP engine is: on PATH, or where Debian's `grhino` installs it (`/usr/games`
/// is not on every PATH, e.g. not on root's).
fn gtp_rhino() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/games")])
        .map(|dir| dir.join("gtp-rhino"))
        .find(|program| program.is_file())
}

/// GRhino with `flags` after the ones that make it deterministic.
fn start_grhino(flags: &str) -> Result<&'static gtp::Engines, String> {
    let program = gtp_rhino().ok_or(
        "GRhino's gtp-rhino is not installed (looked on PATH and in /usr/games): \
         install it with `apt-get install grhino` (Debian), then run again",
    )?;
    let args = ["-b", "0", "-r", "0"]
        .into_iter()
        .chain(flags.split_whitespace())
        .map(String::from)
        .collect();
    let engines = gtp::Engines::start(program.clone(), args)
        .map_err(|e| format!("{}: {e}", program.display()))?;
    Ok(Box::leak(Box::new(engines)))
}

/// Zebra where the environment says, at `flags`.
fn start_zebra(flags: &str) -> Result<&'static zebra::Zebra, String> {
    let zebra = zebra::Zebra::from_env(flags).map_err(|e| e.to_string())?;
    Ok(Box::leak(Box::new(zebra)))
}

/// The options, GRhino or Zebra started if a side is one of them. `Err((message, usage))`:
/// `usage` when the command line is wrong (rather than the engine missing).
fn parse_args() -> Result<Options, (String, bool)> {
    let usage = |message: String| (message, true);
    let (mut a, mut b) = (
        Named::Level(Opponent::Hard.into()),
        Named::Level(Opponent::Medium.into()),
    );
    let (mut games, mut seed, mut threads, mut list) = (200, 1, 1, false);
    let (mut weights_a, mut weights_b) = (None, None);
    let (mut grhino, mut zebra) = (String::new(), String::new());
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        if flag == "--list" {
            list = true;
            continue;
        }
        let value = args
            .next()
            .ok_or_else(|| usage(format!("{flag} needs a value")))?;
        match flag.as_str() {
            "--a" => a = Named::parse(&value, "--a").map_err(usage)?,
            "--b" => b = Named::parse(&value, "--b").map_err(usage)?,
            "--weights-a" => weights_a = Some(value),
            "--weights-b" => weights_b = Some(value),
            "--grhino" => grhino = value,
            "--zebra" => zebra = value,
            "--games" => {
                games = value
                    .parse()
                    .map_err(|_| usage("--games needs a number".into()))?
            }
            "--seed" => {
                seed = value
                    .parse()
                    .map_err(|_| usage("--seed needs a number".into()))?
            }
            "--threads" => {
                threads = value
                    .parse::<usize>()
                    .map_err(|_| usage("--threads needs a number".into()))?
                    .max(1)
            }
            _ => return Err(usage(format!("unknown option {flag}"))),
        }
    }
    let side = |named: Named, weights: Option<String>| -> Result<Side, (String, bool)> {
        let side = match named {
            Named::Level(player) => Side::Level(player),
            Named::Grhino => Side::Gtp(start_grhino(&grhino).map_err(|e| (e, false))?),
            Named::Zebra => Side::Zebra(start_zebra(&zebra).map_err(|e| (e, false))?),
        };
        match weights {
            Some(path) => side.with_weights(&path).map_err(usage),
            None => Ok(side),
        }
    };
    Ok(Options {
        a: side(a, weights_a)?,
        b: side(b, weights_b)?,
        games,
        seed,
        threads,
        list,
    })
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

/// The score fraction and its standard error over the games (each game scores 1, ½ or 0).
fn score_and_error(wins: u32, draws: u32, losses: u32) -> (f64, f64) {
    let n = f64::from(wins + draws + losses).max(1.0);
    let p = (f64::from(wins) + f64::from(draws) / 2.0) / n;
    let var = (f64::from(wins) * (1.0 - p).powi(2)
        + f64::from(draws) * (0.5 - p).powi(2)
        + f64::from(losses) * p.powi(2))
        / n;
    (p, (var / n).sqrt())
}

/// Elo estimate and 95% interval (1.96 standard errors of the score either side).
fn elo_interval(wins: u32, draws: u32, losses: u32) -> (f64, f64, f64) {
    let (p, se) = score_and_error(wins, draws, losses);
    (elo(p), elo(p - 1.96 * se), elo(p + 1.96 * se))
}

/// How a game ended, as `--list` prints it.
fn ending(end: &Board) -> &'static str {
    if end.empties() == 0 {
        "64 discs"
    } else if end.is_game_over() {
        "no moves"
    } else {
        "stopped before the end"
    }
}

/// With `--list`, each game's end; then every game that stopped before its end and what went
/// wrong. False when a game did not end.
fn check_games(games: &[Game], options: &Options) -> bool {
    if options.list {
        for (i, game) in games.iter().enumerate() {
            let (mine, theirs) = (
                game.end.count(game.a_colour),
                game.end.count(game.a_colour.opposite()),
            );
            println!(
                "game {i}: opening {}, {} {:?}: {mine}-{theirs} ({}) {}",
                i / 2,
                options.a.name(),
                game.a_colour,
                ending(&game.end),
                game.end.to_text()
            );
        }
    }
    let stopped = games.iter().filter(|g| !g.end.is_game_over()).count();
    for error in options.a.errors().iter().chain(&options.b.errors()) {
        eprintln!("arena: {error}");
    }
    if stopped > 0 {
        eprintln!(
            "arena: {stopped} of {} games stopped before their end",
            games.len()
        );
    }
    stopped == 0
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(o) => o,
        Err((e, usage)) => {
            eprintln!("arena: {e}");
            if usage {
                eprintln!(
                    "usage: arena --a LEVEL --b LEVEL --games N [--seed S] [--weights-a FILE] [--weights-b FILE] [--grhino FLAGS] [--zebra FLAGS] [--threads N] [--list]  (LEVEL: easy, medium, hard, hard-classic, hard-v2, hard-v3, hard-v4, grhino, zebra)"
                );
            }
            return ExitCode::FAILURE;
        }
    };
    let start = std::time::Instant::now();
    let side = |side: Side| move |board: &Board, seed: u64| side.choose(board, seed, board.ply());
    let games = play_games(
        &side(options.a),
        &side(options.b),
        options.seed,
        options.games,
        options.threads,
    );
    let ended = check_games(&games, &options);
    let Tally {
        wins,
        draws,
        losses,
        discs: disc_diff,
    } = Tally::of(&games);
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
    let (_, se) = score_and_error(wins, draws, losses);
    println!(
        "{}: {wins} wins, {draws} draws, {losses} losses; score {score:.1}/{} = {:.1}% ± {:.1}; mean disc difference {:+.1}",
        options.a.name(),
        options.games,
        100.0 * score / f64::from(games),
        100.0 * 1.96 * se,
        disc_diff as f64 / f64::from(games)
    );
    let (elo, low, high) = elo_interval(wins, draws, losses);
    println!(
        "Elo difference {}: {elo:+.0} (95% interval {low:+.0} to {high:+.0})",
        options.a.name()
    );
    println!("({:.1} s)", start.elapsed().as_secs_f64());
    if ended {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
