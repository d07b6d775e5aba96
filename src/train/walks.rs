//! Walks: from positions of the self-play lines with a given count of empty squares to the end
//! of the game, most moves random, every position on the way solved exactly. A search visits
//! positions after poor moves far more often than a game reaches them, and in the selective
//! endgame the evaluation's values there decide which subtrees are cut off; the games alone
//! seldom show the last stage such positions. The walks are added to the last fit only: in
//! every generation's fit they made the games worse (issue 35, docs/engine.md).

use super::parallel::in_order;
use super::selfplay::{random_move, settle, Sample};
use crate::core::board::{Board, Color};
use crate::core::cpu::mix;
use crate::core::eval::{disc_difference, Evaluation};
use crate::core::search;

/// Where the walks start and how they move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walks {
    /// A walk starts from every position with this many empty squares; 0: no walks.
    pub from_empties: u32,
    /// The chance in percent that a move is random rather than the exact solver's.
    pub random: u32,
}

impl Walks {
    pub const NONE: Walks = Walks {
        from_empties: 0,
        random: 0,
    };
}

/// One walk from `board` (`key` seeds its random moves): every position after the first,
/// labelled with its exact value from the side to move's view.
pub fn walk<E: Evaluation>(mut board: Board, eval: &E, key: u64, walks: &Walks) -> Vec<Sample> {
    let mut out = Vec::new();
    let mut step = 0u64;
    while settle(&mut board) {
        let report = search::search_depth(&board, 64, eval);
        let (me, opp) = board.mover_and_other();
        if (!(me | opp)).count_ones() < walks.from_empties {
            let exact = disc_difference(report.score) as i8;
            out.push(Sample {
                me,
                opp,
                score: exact,
                value: exact,
            });
        }
        step += 1;
        let r = mix(key ^ step);
        let sq = if r % 100 < u64::from(walks.random) {
            random_move(&board, r >> 8)
        } else {
            report.best
        };
        match sq {
            Some(sq) if board.play(sq).is_ok() => {}
            _ => break,
        }
    }
    out
}

/// The walks from every sample of `samples` with `walks.from_empties` empty squares (walk `i`
/// from the `i`-th such sample, seeded by `seed ^ mix(i)`), in that order whatever `threads`
/// did.
pub fn walk_all<E: Evaluation + Sync>(
    samples: &[Sample],
    eval: &E,
    seed: u64,
    walks: &Walks,
    threads: usize,
) -> Vec<Sample> {
    if walks.from_empties == 0 {
        return Vec::new();
    }
    let starts: Vec<Board> = samples
        .iter()
        .filter(|s| s.empties() == walks.from_empties)
        .filter_map(|s| Board::from_bits(s.me, s.opp, Color::Black).ok())
        .collect();
    in_order(0..starts.len() as u64, threads, |i| {
        walk(starts[i as usize], eval, seed ^ mix(i), walks)
    })
    .into_iter()
    .flatten()
    .collect()
}
