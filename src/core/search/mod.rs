//! Hard's search (SPEC R-CPU-4): negamax with principal-variation search, iterative deepening
//! and a budget of visited positions. Everything is integer and deterministic: the same
//! position gives the same move, score, depth and node count on every platform.
//!
//! - Every visited position counts as a node: interior nodes, leaves, pass positions and
//!   finished positions. The search stops when the budget would be exceeded and plays the best
//!   move of the deepest iteration that completed.
//! - A pass does not use up depth, so an iteration of depth ≥ empty squares only reaches
//!   finished positions. An iteration whose visited leaves were all finished positions (that,
//!   or a game that ends early on every line it looked at) is an exact solve and ends the
//!   deepening.
//! - The iteration to the end of the game closes in on the exact value by null-window passes
//!   over the root's moves (MTD(f)), starting from the disc difference the previous iteration
//!   predicted: on the endgame suites it solves 12–13 empties in 12–30% fewer positions than
//!   one full-window pass, so more endgames fit in the budget.
//! - From `SELECTIVE_EMPTIES` empty squares, Hard's search goes to the end of the game first
//!   with ProbCut (selective iterations of growing margins, `SELECTIVE_MARGINS`), then exactly:
//!   a node whose shallow search (one ply, two with `PROBCUT_TWO_PLY_EMPTIES` or more empty
//!   squares; in Hard since issue 25 the evaluation below 8, two plies from 11 and three from
//!   13; since issue 35 ProbCut from 3 empty squares, the evaluation below 10, two plies from
//!   12, and the selective iteration a ply earlier) lands more than the margin away from the
//!   null window is cut off there. Such an iteration is not exact, but it usually completes
//!   where the exact one does not fit in the budget, and it picks an optimal move more often
//!   than the deepest heuristic iteration would.
//! - Ties are broken by a fixed rule: the first move in search order keeps the place (the
//!   previous iteration's best move, then by ordering key, then a1 before b1 … before h8).
//! - A small transposition table (`table.rs`, empty at every search) keeps each position's
//!   best move for ordering, and its value only when stored at the same remaining depth, so a
//!   search of depth d returns exactly the plain minimax value of depth d.
//!
//! In parts: `tuning.rs` holds every figure that shapes the search; `ordering.rs` the order of a
//! node's moves; `node.rs` the node search (PVS, the table, the leaves); `endgame.rs` the
//! iterations to the end of the game (MTD(f), ProbCut, the stability cutoff); `root.rs` the
//! root and iterative deepening; `table.rs` the transposition table; `isa.rs` the node search
//! compiled again for x86-64-v3.

#[cfg(target_arch = "x86_64")]
use super::arch::x86v3::X86V3;
use super::board::{flips_at, legal_moves_both, Board, Square};
use super::eval::Evaluation;

mod endgame;
#[cfg(target_arch = "x86_64")]
mod isa;
mod midgame;
mod node;
mod ordering;
mod root;
mod table;
#[cfg(test)]
mod tests;
mod tuning;

use root::{run, Mode};
use table::Table;
pub use table::TABLE_BYTES;
pub use tuning::HARD_BUDGET;
use tuning::MAX_DEPTH;

/// What a search did, for the CPU and for the benchmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The move to play; `None` when the side to move has no legal move.
    pub best: Option<Square>,
    /// The value of the deepest completed iteration's best move (side to move's view): `best`
    /// unless an unfinished iteration to the end already proved another move better (Hard
    /// since issue 25).
    pub score: i32,
    /// Depth of the deepest completed iteration (0 when nothing was searched).
    pub depth: u32,
    /// The completed iteration reached the end of the game on every line.
    pub exact: bool,
    /// Positions visited over all iterations, including the aborted one.
    pub nodes: u64,
}

const NO_MOVE: u8 = 64;
const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// What one search has spent and seen so far, kept across its iterations.
#[derive(Clone, Copy)]
struct Tally {
    nodes: u64,
    budget: u64,
    /// The budget ran out: the current iteration is thrown away.
    aborted: bool,
    /// The current iteration evaluated a position that was not finished.
    heuristic: bool,
    /// A move the current iteration to the end has already shown to reach more than its
    /// first move (the previous iteration's best) can (`NO_MOVE` if none): Hard since issue
    /// 25 plays it when the budget runs out before the iteration completes.
    proven: u8,
    /// Values a selective iteration took from ProbCut or from its own stored entries so far.
    selective_cuts: u64,
}

struct Searcher<'e, E: Evaluation> {
    eval: &'e E,
    /// Proof that this CPU runs `isa::wide_negamax`, when the search is to use it.
    #[cfg(target_arch = "x86_64")]
    wide: Option<X86V3>,
    tally: Tally,
    /// The margin in discs of the current selective iteration, if it is one.
    margin: Option<i32>,
    /// Marks the stored depth of the current selective iteration's entries (its number in the
    /// top two bits; depths stay below 64), so that no other iteration takes their values for
    /// its own.
    tag: u8,
    /// The search of issue 25 on (`Mode::v3`).
    v3: bool,
    /// Issue 35's endgame figures on (`Mode::v4`).
    v4: bool,
    table: &'e mut Table,
}

impl<'e, E: Evaluation> Searcher<'e, E> {
    /// `wide`: run `isa::wide_negamax` where the CPU has its features (x86_64 only).
    fn new(
        eval: &'e E,
        budget: u64,
        wide: bool,
        mode: Mode,
        table: &'e mut Table,
    ) -> Searcher<'e, E> {
        #[cfg(not(target_arch = "x86_64"))]
        let _ = wide;
        Searcher {
            eval,
            #[cfg(target_arch = "x86_64")]
            wide: X86V3::detect().filter(|_| wide),
            tally: Tally {
                nodes: 0,
                budget,
                aborted: false,
                heuristic: false,
                proven: NO_MOVE,
                selective_cuts: 0,
            },
            margin: None,
            tag: 0,
            v3: mode.v3,
            v4: mode.v4,
            table,
        }
    }

    /// Both sides' legal moves (`legal_moves_both`), with AVX2 in the x86-64-v3 build.
    #[inline(always)]
    fn moves_both(&self, me: u64, opp: u64) -> (u64, u64) {
        #[cfg(target_arch = "x86_64")]
        if let Some(isa) = self.wide {
            return isa.legal_moves_both(me, opp);
        }
        legal_moves_both(me, opp)
    }

    /// The discs `me` turns by playing on square `index` (`flips_at`), with AVX2 in the
    /// x86-64-v3 build.
    #[inline(always)]
    fn flips(&self, me: u64, opp: u64, index: usize) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if let Some(isa) = self.wide {
            return isa.flips_at(me, opp, index);
        }
        flips_at(me, opp, index)
    }
}

/// Searches `board` by iterative deepening within `budget` visited positions and reports the
/// best move of the deepest completed iteration. A single legal move is returned without
/// searching (0 nodes, depth 0).
pub fn search<E: Evaluation>(board: &Board, budget: u64, eval: &E) -> SearchReport {
    let selective = eval.units_per_disc() > 0;
    run(board, budget, MAX_DEPTH, eval, Mode::budgeted(selective))
}

/// `search` as Hard searched when issue 25 began (`hard-v2`, the yardstick of a stronger
/// Hard), without what came since (`Mode::v3`).
pub fn search_v2<E: Evaluation>(board: &Board, budget: u64, eval: &E) -> SearchReport {
    search_as(board, budget, eval, Mode::v2)
}

/// A budgeted search in the mode `then` makes of Hard's (a yardstick's).
fn search_as<E: Evaluation>(
    board: &Board,
    budget: u64,
    eval: &E,
    then: fn(Mode) -> Mode,
) -> SearchReport {
    let selective = eval.units_per_disc() > 0;
    let mode = then(Mode::budgeted(selective));
    run(board, budget, MAX_DEPTH, eval, mode)
}

/// `search` as Hard searched when issue 35 began (`hard-v3`, the yardstick of a stronger Hard,
/// and the trainer's self-play, so that the documented run's games stay what they were):
/// without what came since (`Mode::v4`), as `search_v2` leaves off issue 25's (`Mode::v3`).
#[cfg(feature = "yardsticks")]
pub fn search_v3<E: Evaluation>(board: &Board, budget: u64, eval: &E) -> SearchReport {
    search_as(board, budget, eval, Mode::v3)
}

/// `search` without the selective iterations: the search the shipped weights' self-play games
/// were played with, which the trainer keeps so that its documented run still makes them.
#[cfg(feature = "train")]
pub fn search_plain<E: Evaluation>(board: &Board, budget: u64, eval: &E) -> SearchReport {
    run(board, budget, MAX_DEPTH, eval, Mode::budgeted(false).v2())
}

/// Searches `board` to exactly `depth` plies (or to the end of the game, if nearer) without a
/// budget, even when only one move is legal; for tests against plain minimax, exact solving
/// and analysis.
pub fn search_depth<E: Evaluation>(board: &Board, depth: u32, eval: &E) -> SearchReport {
    let mode = Mode {
        forced_at_once: false,
        selective: false,
        v3: false,
        v4: false,
    };
    run(board, u64::MAX, depth.max(1), eval, mode)
}
