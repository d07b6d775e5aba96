//! Measures how well a one-ply search predicts a deeper one, the basis of Hard's multi-ProbCut
//! (`src/core/search/tuning.rs`, `MPC_MARGINS`):
//!
//!     cargo run --release --example mpc -- [--games 60] [--seed 1]
//!
//! Positions every 3 plies from ply 12 to 45 of seeded games (2–9 random opening moves, then
//! Hard-v2's moves with a random one now and then); for each, the shipped evaluation's minimax
//! value at depth 1 and at depths 4–7 (`search_depth`). Prints, per depth and game stage, the
//! mean and standard deviation of the deep value minus the shallow one in discs: a margin of
//! about 1.5–2 deviations cuts few nodes wrongly.

use reversi::core::cpu::{hard_v2_search, mix};
use reversi::core::eval::WIN;
use reversi::core::search::search_depth;
use reversi::core::weights::{builtin, UNITS_PER_DISC};
use reversi::core::{Board, Square};

const DEPTHS: [u32; 4] = [4, 5, 6, 7];
/// Stages by empty squares, near the middle three of the evaluation's five (47–36, 35–24,
/// 23–12); the fit stops at 15, where the endgame search takes over.
const STAGES: [(u32, u32); 3] = [(36, 48), (24, 35), (15, 23)];

/// The positions of one seeded game from ply 12 to 45, every 3 plies.
fn positions(seed: u64, game: u64) -> Vec<Board> {
    let mut board = Board::start();
    let mut out = Vec::new();
    let random_plies = 2 + mix(seed ^ game) % 8;
    while !board.is_game_over() && board.ply() <= 45 {
        if board.must_pass() {
            let _ = board.pass();
            continue;
        }
        let r = mix(seed ^ mix(game) ^ u64::from(board.ply()));
        let moves: Vec<Square> = Square::all_in(board.legal_moves()).collect();
        let random = u64::from(board.ply()) < random_plies || r.is_multiple_of(10);
        let sq = if random {
            moves[(r >> 8) as usize % moves.len()]
        } else {
            match hard_v2_search(&board).best {
                Some(sq) => sq,
                None => break,
            }
        };
        if board.play(sq).is_err() {
            break;
        }
        if board.ply() >= 12 && board.ply().is_multiple_of(3) && !board.must_pass() {
            out.push(board);
        }
    }
    out
}

fn main() {
    let mut games = 60u64;
    let mut seed = 1u64;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().and_then(|v| v.parse().ok());
        match (flag.as_str(), value) {
            ("--games", Some(v)) => games = v,
            ("--seed", Some(v)) => seed = v,
            _ => {
                eprintln!("mpc: usage: --games N --seed S");
                std::process::exit(2);
            }
        }
    }
    let Some(weights) = builtin() else {
        eprintln!("mpc: the shipped weights do not load");
        std::process::exit(1);
    };
    // (depth, stage) → differences in discs.
    let mut diffs = vec![vec![Vec::<f64>::new(); STAGES.len()]; DEPTHS.len()];
    for game in 0..games {
        for board in positions(seed, game) {
            let empties = board.empties().count_ones();
            let Some(stage) = STAGES
                .iter()
                .position(|&(lo, hi)| (lo..=hi).contains(&empties))
            else {
                continue;
            };
            let shallow = search_depth(&board, 1, weights).score;
            for (d, &depth) in DEPTHS.iter().enumerate() {
                let deep = search_depth(&board, depth, weights).score;
                if shallow.abs() < WIN / 2 && deep.abs() < WIN / 2 {
                    let discs = f64::from(deep - shallow) / f64::from(UNITS_PER_DISC);
                    diffs[d][stage].push(discs);
                }
            }
        }
    }
    println!("deep minus 1-ply value, discs: mean / standard deviation (positions)");
    for (d, depth) in DEPTHS.iter().enumerate() {
        let cells: Vec<String> = STAGES
            .iter()
            .zip(&diffs[d])
            .map(|(&(lo, hi), v)| {
                let n = v.len().max(1) as f64;
                let mean = v.iter().sum::<f64>() / n;
                let sd = (v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n).sqrt();
                format!("{hi}-{lo} empties {mean:+.1} / {sd:.1} ({})", v.len())
            })
            .collect();
        println!("depth {depth}: {}", cells.join("; "));
    }
}
