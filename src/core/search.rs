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
//!   squares) lands more than the margin away from the null window is cut off there. Such an iteration is not exact, but it usually completes where the exact one
//!   does not fit in the budget, and it picks an optimal move more often than the deepest
//!   heuristic iteration would.
//! - Ties are broken by a fixed rule: the first move in search order keeps the place (the
//!   previous iteration's best move, then by ordering key, then a1 before b1 … before h8).
//! - A small transposition table (`search/table.rs`, empty at every search) keeps each position's
//!   best move for ordering, and its value only when stored at the same remaining depth, so a
//!   search of depth d returns exactly the plain minimax value of depth d.

use super::board::{flips_at, legal_moves, legal_moves_both, Board, Square};
use super::eval::{self, final_score_of, Evaluation, INFINITY};
use super::stability::stable_discs;
#[cfg(target_arch = "x86_64")]
use super::x86v3::X86V3;

#[cfg(target_arch = "x86_64")]
mod isa;
mod table;

pub use table::TABLE_BYTES;
use table::{Entry, Table};

/// Hard's budget of visited positions per move.
pub const HARD_BUDGET: u64 = 12_000;

/// Deepest iteration ever tried (more than the 60 empty squares a game can have).
const MAX_DEPTH: u32 = 64;

/// Children are ordered by the opponent's mobility only this far from the leaves; nearer the
/// leaves a fixed square order is used (cheap, and most of those children are cut off).
const MOBILITY_ORDER_DEPTH: u32 = 4;

/// Before the endgame, children this far from the leaves are ordered by the evaluation (each
/// such child counts as a visited position): 86% against the hand-written Hard over 400 arena
/// games, 78% with mobility ordering alone.
const EVAL_ORDER_DEPTH: u32 = 6;

/// From this many empty squares up, the exact search cuts a node off when the opponent's stable
/// discs already keep the score at or below alpha (fewer nodes per solve; below it the
/// stable-disc count rarely pays for itself).
const STABILITY_EMPTIES: u32 = 5;

/// From this many empty squares, Hard's search goes to the end of the game selectively before
/// it tries to solve exactly (with fewer, the exact solve usually fits in the budget).
const SELECTIVE_EMPTIES: u32 = 12;

/// The selective iterations' margins in discs, in the order they are tried: each completed one
/// replaces the previous one's move. Optimal moves over the 1,115 positions of the endgame
/// suites (8–14 empties): 1025 with these, 1024 with 7/12/16 or 8/11/16, 1018 with 9/13/18,
/// 996 without selective iterations.
const SELECTIVE_MARGINS: [i32; 3] = [8, 12, 16];

/// ProbCut is tried at nodes with at least this many empty squares (nearer the end the exact
/// search is cheap and the shallow one less telling).
const PROBCUT_EMPTIES: u32 = 7;

/// From this many empty squares ProbCut's shallow search looks two plies ahead instead of one:
/// such nodes are few, near the root, and their cuts decide the most. Over the endgame suites'
/// 1,115 positions: 1025 optimal moves against 1017 with one ply everywhere (from 11 empty
/// squares 1018, from 13 1020; three plies from 12 1025).
const PROBCUT_TWO_PLY_EMPTIES: u32 = 12;

/// What a search did, for the CPU and for the benchmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The move to play; `None` when the side to move has no legal move.
    pub best: Option<Square>,
    /// The value of `best` from the deepest completed iteration (side to move's view).
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

struct Searcher<'e, E: Evaluation> {
    eval: &'e E,
    /// Proof that this CPU runs `isa::wide_negamax`, when the search is to use it.
    #[cfg(target_arch = "x86_64")]
    wide: Option<X86V3>,
    nodes: u64,
    budget: u64,
    aborted: bool,
    /// The current iteration evaluated a position that was not finished.
    heuristic: bool,
    /// The margin in discs of the current selective iteration, if it is one.
    margin: Option<i32>,
    /// Marks the stored depth of the current selective iteration's entries (its number in the
    /// top two bits; depths stay below 64), so that no other iteration takes their values for
    /// its own.
    tag: u8,
    table: &'e mut Table,
}

/// Squares in a fixed order of promise for cheap ordering near the leaves: corners, edges
/// away from corners, the centre, the inner ring, C-squares, X-squares last.
const ORDER_CLASSES: [u64; 6] = [
    0x8100_0000_0000_0081,
    0x3c00_8181_8181_003c,
    0x0000_3c3c_3c3c_0000,
    0x003c_4242_4242_3c00,
    0x4281_0000_0000_8142,
    0x0042_0000_0000_4200,
];

/// From this many empty squares down, moves into regions with an odd number of empty squares
/// come first (parity: the side that fills such a region last gets its last move for free).
const PARITY_EMPTIES: u32 = 14;

/// The four quadrants, the regions of the parity rule.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0f0f_0f0f,
    0x0000_0000_f0f0_f0f0,
    0x0f0f_0f0f_0000_0000,
    0xf0f0_f0f0_0000_0000,
];

/// The fixed square order near the leaves is `ORDER_CLASSES` within each of these masks in
/// turn: late in the game first the odd quadrants, then the others; earlier every square in a
/// single pass (the second mask is then empty).
#[cfg_attr(target_arch = "x86_64", inline(always))]
#[cfg_attr(not(target_arch = "x86_64"), inline)]
fn parity_passes(empty: u64) -> [u64; 2] {
    if empty.count_ones() > PARITY_EMPTIES {
        return [u64::MAX, 0];
    }
    let mut odd = 0;
    for q in QUADRANTS {
        if (empty & q).count_ones() % 2 == 1 {
            odd |= q;
        }
    }
    [odd, !odd]
}

/// The legal moves of one position in search order (sized for every square).
struct MoveList {
    squares: [u8; 64],
    len: usize,
}

impl MoveList {
    fn new() -> MoveList {
        MoveList {
            squares: [0; 64],
            len: 0,
        }
    }

    fn push(&mut self, sq: u8) {
        if self.len < self.squares.len() {
            self.squares[self.len] = sq;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[u8] {
        &self.squares[..self.len]
    }
}

impl<'e, E: Evaluation> Searcher<'e, E> {
    /// `wide`: run `isa::wide_negamax` where the CPU has its features (x86_64 only).
    fn new(eval: &'e E, budget: u64, wide: bool, table: &'e mut Table) -> Searcher<'e, E> {
        #[cfg(not(target_arch = "x86_64"))]
        let _ = wide;
        Searcher {
            eval,
            #[cfg(target_arch = "x86_64")]
            wide: X86V3::detect().filter(|_| wide),
            nodes: 0,
            budget,
            aborted: false,
            heuristic: false,
            margin: None,
            tag: 0,
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

    /// The moves of `me` in search order: the stored best move first; then, far from the
    /// leaves, by the opponent's reply count (fewer first) and square value; near the leaves
    /// by fixed square classes.
    // On x86_64 inlined into `negamax`, so that `isa::wide_negamax` has it.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn order(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        moves: u64,
        depth: u32,
        hint: u8,
    ) -> MoveList {
        let mut list = MoveList::new();
        if depth >= MOBILITY_ORDER_DEPTH {
            let endgame = (!(me | opp)).count_ones() <= PARITY_EMPTIES;
            let eval_order = !endgame && depth >= EVAL_ORDER_DEPTH;
            let mut keys = [0i32; 64];
            let mut rest = moves;
            while rest != 0 {
                let sq = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                let key = if sq == hint {
                    INFINITY
                } else {
                    let placed = 1u64 << sq;
                    let flipped = self.flips(me, opp, usize::from(sq));
                    let child_opp = opp & !flipped;
                    let child_me = me | flipped | placed;
                    let (replies, again) = self.moves_both(child_opp, child_me);
                    let corner_replies = (replies & ORDER_CLASSES[0]).count_ones() as i32;
                    if eval_order && self.nodes < self.budget {
                        // The child is looked at, so it counts as visited.
                        self.nodes += 1;
                        let child = self.eval.play(state, placed, flipped);
                        -self
                            .eval
                            .unfinished(child_opp, child_me, replies, again, &child)
                    } else if endgame {
                        // Fastest first: the fewer replies, the smaller the subtree.
                        -16 * replies.count_ones() as i32 - 8 * corner_replies
                            + eval::SQUARE_VALUES[usize::from(sq)] / 16
                    } else {
                        -16 * replies.count_ones() as i32 - 64 * corner_replies
                            + eval::SQUARE_VALUES[usize::from(sq)]
                    }
                };
                // Stable insertion, highest key first: equal keys keep square order.
                let mut j = list.len;
                list.push(sq);
                while j > 0 && keys[j - 1] < key {
                    keys[j] = keys[j - 1];
                    list.squares[j] = list.squares[j - 1];
                    j -= 1;
                }
                keys[j] = key;
                list.squares[j] = sq;
            }
        } else {
            let mut others = moves;
            if hint != NO_MOVE && moves & (1u64 << hint) != 0 {
                list.push(hint);
                others &= !(1u64 << hint);
            }
            for pass in parity_passes(!(me | opp)) {
                for class in ORDER_CLASSES {
                    let mut rest = others & class & pass;
                    while rest != 0 {
                        let sq = rest.trailing_zeros() as u8;
                        rest &= rest - 1;
                        list.push(sq);
                    }
                }
            }
        }
        list
    }

    /// A leaf: counted, then scored (exactly if the game is over).
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    #[cfg_attr(not(target_arch = "x86_64"), inline)]
    fn leaf(&mut self, me: u64, opp: u64, state: &E::State) -> i32 {
        if self.nodes >= self.budget {
            self.aborted = true;
            return 0;
        }
        self.nodes += 1;
        let (moves, replies) = self.moves_both(me, opp);
        if moves == 0 && replies == 0 {
            return eval::final_score(me, opp);
        }
        self.heuristic = true;
        self.eval.unfinished(me, opp, moves, replies, state)
    }

    /// A node one ply above the leaves: plain alpha-beta over the children in fixed square
    /// order (a leaf's value is exact, so a null window would only cost a second visit).
    // On x86_64 inlined into `negamax`, so that `isa::wide_negamax` has it.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn last_ply(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        moves: u64,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut best = -INFINITY;
        for pass in parity_passes(!(me | opp)) {
            for class in ORDER_CLASSES {
                let mut rest = moves & class & pass;
                while rest != 0 {
                    let sq = rest.trailing_zeros() as usize;
                    let placed = rest & rest.wrapping_neg();
                    rest ^= placed;
                    let flipped = self.flips(me, opp, sq);
                    let child = self.eval.play(state, placed, flipped);
                    let score = -self.leaf(opp & !flipped, me | flipped | placed, &child);
                    if self.aborted {
                        return 0;
                    }
                    if score > best {
                        best = score;
                        if score > alpha {
                            alpha = score;
                            if alpha >= beta {
                                return best;
                            }
                        }
                    }
                }
            }
        }
        best
    }

    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn negamax(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if self.wide.is_some() {
            // SAFETY: `wide` holds an `X86V3`, which `X86V3::detect` made only on a CPU with
            // every feature `wide_negamax` is compiled with.
            return unsafe { isa::wide_negamax(self, me, opp, state, depth, alpha, beta, passed) };
        }
        self.negamax_body(me, opp, state, depth, alpha, beta, passed)
    }

    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn negamax_body(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        if self.nodes >= self.budget {
            self.aborted = true;
            return 0;
        }
        self.nodes += 1;
        let moves = legal_moves(me, opp);
        if moves == 0 {
            let replies = legal_moves(opp, me);
            if passed || replies == 0 {
                return eval::final_score(me, opp);
            }
            if depth == 0 {
                self.heuristic = true;
                return self.eval.unfinished(me, opp, 0, replies, state);
            }
            let passed_state = self.eval.pass(state);
            return -self.negamax(opp, me, &passed_state, depth, -beta, -alpha, true);
        }
        if depth == 0 {
            self.heuristic = true;
            return self
                .eval
                .unfinished(me, opp, moves, legal_moves(opp, me), state);
        }
        if depth == 1 {
            return self.last_ply(me, opp, state, moves, alpha, beta);
        }
        let empties = (!(me | opp)).count_ones();
        if depth >= empties && empties >= STABILITY_EMPTIES && alpha >= 0 {
            // The mover can at best take every disc but the opponent's stable ones.
            let bound = final_score_of(64 - 2 * stable_discs(opp, me).count_ones() as i32);
            if bound <= alpha {
                return bound;
            }
        }

        let mut hint = NO_MOVE;
        if let Some(entry) = self.table.probe(me, opp) {
            hint = entry.best;
            if entry.depth == depth as u8 | self.tag {
                match entry.bound {
                    EXACT => return entry.score,
                    LOWER if entry.score >= beta => return entry.score,
                    UPPER if entry.score <= alpha => return entry.score,
                    _ => {}
                }
            }
        }

        if let Some(margin) = self.margin {
            if depth >= empties && empties >= PROBCUT_EMPTIES && beta - alpha == 1 {
                if let Some(score) = self.probcut(me, opp, state, moves, empties, beta, margin) {
                    return score;
                }
            }
        }

        let original_alpha = alpha;
        let list = self.order(me, opp, state, moves, depth, hint);
        let mut best = -INFINITY;
        let mut best_sq = NO_MOVE;
        for (i, &sq) in list.as_slice().iter().enumerate() {
            let score = self.child(me, opp, state, sq, depth, alpha, beta, i == 0);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_sq = sq;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best <= original_alpha {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        self.table.store(Entry {
            me,
            opp,
            score: best,
            depth: depth as u8 | self.tag,
            bound,
            best: best_sq,
            ..Entry::default()
        });
        best
    }
}

impl<E: Evaluation> Searcher<'_, E> {
    /// ProbCut at a node of a selective iteration, whose null window asks whether the final
    /// disc difference reaches `beta`'s: a shallow search (its positions count as visited)
    /// answers for the node when its value lies more than `margin` discs beyond that, on
    /// either side. The answer is a finished game's score, like every other in the iteration.
    #[allow(clippy::too_many_arguments)]
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn probcut(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        moves: u64,
        empties: u32,
        beta: i32,
        margin: i32,
    ) -> Option<i32> {
        let units = self.eval.units_per_disc();
        let target = eval::disc_difference(beta);
        // Far from the heuristic values' range a finished game's score would be compared
        // with a heuristic one.
        if target.abs() + margin > MAX_PROBCUT_DISCS {
            return None;
        }
        let high = (target + margin) * units;
        let low = (target - margin) * units;
        let value = if empties >= PROBCUT_TWO_PLY_EMPTIES {
            self.negamax(me, opp, state, 2, low - 1, high, false)
        } else {
            self.last_ply(me, opp, state, moves, low - 1, high)
        };
        if self.aborted {
            Some(0)
        } else if value >= high {
            Some(final_score_of(target))
        } else if value < low {
            Some(final_score_of(target - 1))
        } else {
            None
        }
    }
}

/// ProbCut's thresholds stay within this many discs of a draw: in heuristic units they then
/// stay inside the heuristic values' range (`WIN / 2`), below every finished win.
const MAX_PROBCUT_DISCS: i32 = 64;

impl<E: Evaluation> Searcher<'_, E> {
    /// Plays `sq` and searches the child (PVS): the first move with the full window, the
    /// others with a null window, searched again in full when they beat `alpha`.
    #[allow(clippy::too_many_arguments)]
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn child(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        sq: u8,
        depth: u32,
        alpha: i32,
        beta: i32,
        first: bool,
    ) -> i32 {
        let flipped = self.flips(me, opp, usize::from(sq));
        let child_me = opp & !flipped;
        let child_opp = me | flipped | (1u64 << sq);
        let child = self.eval.play(state, 1u64 << sq, flipped);
        if first {
            return -self.negamax(child_me, child_opp, &child, depth - 1, -beta, -alpha, false);
        }
        let score = -self.negamax(
            child_me,
            child_opp,
            &child,
            depth - 1,
            -alpha - 1,
            -alpha,
            false,
        );
        if score > alpha && score < beta && !self.aborted {
            -self.negamax(child_me, child_opp, &child, depth - 1, -beta, -alpha, false)
        } else {
            score
        }
    }
}

/// The result of one completed iteration at the root.
struct RootResult {
    best: u8,
    score: i32,
}

impl<E: Evaluation> Searcher<'_, E> {
    /// The root counted as visited and its moves in search order; `None` when the budget ran
    /// out.
    fn root_moves(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        moves: u64,
        depth: u32,
        hint: u8,
    ) -> Option<MoveList> {
        if self.nodes >= self.budget {
            self.aborted = true;
            return None;
        }
        self.nodes += 1;
        Some(self.order(me, opp, state, moves, depth.max(MOBILITY_ORDER_DEPTH), hint))
    }

    /// One full-window iteration at the root; `None` when the budget ran out.
    fn root(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        moves: u64,
        depth: u32,
        hint: u8,
    ) -> Option<RootResult> {
        let list = self.root_moves(me, opp, state, moves, depth, hint)?;
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best = NO_MOVE;
        for (i, &sq) in list.as_slice().iter().enumerate() {
            let score = self.child(me, opp, state, sq, depth, alpha, beta, i == 0);
            if self.aborted {
                return None;
            }
            if score > alpha {
                alpha = score;
                best = sq;
            }
        }
        Some(RootResult { best, score: alpha })
    }
}

impl<E: Evaluation> Searcher<'_, E> {
    /// The iteration to the end of the game at the root: null-window passes, each asking
    /// whether some move reaches at least a given disc difference, narrow the exact value from
    /// `guess` until its lower and upper bounds meet. The move that passed the test at the
    /// final lower bound is optimal. `None` when the budget ran out.
    #[allow(clippy::too_many_arguments)]
    fn root_exact(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        moves: u64,
        depth: u32,
        hint: u8,
        guess: i32,
    ) -> Option<RootResult> {
        // One order for every pass: the move found at the final bound is then the first in
        // this order to reach the exact value, the move a single full-window pass would pick.
        let list = self.root_moves(me, opp, state, moves, depth, hint)?;
        // Disc differences: `lower` is reached by `best`, nothing exceeds `upper`.
        let (mut lower, mut upper) = (-65, 64);
        let mut test = guess;
        let mut best = hint;
        while lower < upper {
            let beta = final_score_of(test.clamp(lower + 1, upper));
            let mut value = -INFINITY;
            let mut reached = NO_MOVE;
            for &sq in list.as_slice() {
                let score = self.child(me, opp, state, sq, depth, beta - 1, beta, true);
                if self.aborted {
                    return None;
                }
                value = value.max(score);
                if score >= beta {
                    reached = sq;
                    break;
                }
            }
            // Every score here is a finished game's, so it maps back to a disc difference.
            test = eval::disc_difference(value);
            if reached == NO_MOVE {
                upper = test;
            } else {
                best = reached;
                lower = test;
            }
        }
        Some(RootResult {
            best,
            score: final_score_of(lower),
        })
    }
}

/// The evaluation as the iteration to the end of the game sees it. Every leaf there is a
/// finished game, so the evaluation's state (the pattern indices, a fifth of a node's cost)
/// need not follow the moves; the rare heuristic value it still asks for (ordering with more
/// than `PARITY_EMPTIES` empty squares) is computed from scratch, the same value.
struct Untracked<'e, E: Evaluation>(&'e E);

impl<E: Evaluation> Evaluation for Untracked<'_, E> {
    type State = ();

    fn state(&self, _: u64, _: u64) {}

    #[inline]
    fn play(&self, _: &(), _: u64, _: u64) {}

    #[inline]
    fn pass(&self, _: &()) {}

    fn unfinished(&self, me: u64, opp: u64, my_moves: u64, their_moves: u64, _: &()) -> i32 {
        let state = self.0.state(me, opp);
        self.0.unfinished(me, opp, my_moves, their_moves, &state)
    }

    fn predicted_discs(&self, score: i32) -> i32 {
        self.0.predicted_discs(score)
    }
}

impl<E: Evaluation> Searcher<'_, E> {
    /// `root_exact` as the selective iteration `number` (1, 2, …) with ProbCut's `margin`.
    #[allow(clippy::too_many_arguments)]
    fn root_selective(
        &mut self,
        me: u64,
        opp: u64,
        state: &E::State,
        moves: u64,
        depth: u32,
        hint: u8,
        guess: i32,
        margin: i32,
        number: u8,
    ) -> Option<RootResult> {
        self.margin = Some(margin);
        self.tag = number << 6;
        let result = self.root_exact(me, opp, state, moves, depth, hint, guess);
        self.margin = None;
        self.tag = 0;
        result
    }

    /// `root_exact` with the evaluation `Untracked`, on the same table and count.
    fn root_exact_untracked(
        &mut self,
        me: u64,
        opp: u64,
        moves: u64,
        depth: u32,
        hint: u8,
        guess: i32,
    ) -> Option<RootResult> {
        let untracked = Untracked(self.eval);
        let mut exact = Searcher {
            eval: &untracked,
            #[cfg(target_arch = "x86_64")]
            wide: self.wide,
            nodes: self.nodes,
            budget: self.budget,
            aborted: self.aborted,
            heuristic: self.heuristic,
            margin: None,
            tag: 0,
            table: &mut *self.table,
        };
        let result = exact.root_exact(me, opp, &(), moves, depth, hint, guess);
        self.nodes = exact.nodes;
        self.aborted = exact.aborted;
        self.heuristic = exact.heuristic;
        result
    }
}

/// Searches `board` by iterative deepening within `budget` visited positions and reports the
/// best move of the deepest completed iteration. A single legal move is returned without
/// searching (0 nodes, depth 0).
pub fn search<E: Evaluation>(board: &Board, budget: u64, eval: &E) -> SearchReport {
    let selective = eval.units_per_disc() > 0;
    run(board, budget, MAX_DEPTH, eval, Mode::budgeted(selective))
}

/// `search` without the selective iterations: the search the shipped weights' self-play games
/// were played with, which the trainer keeps so that its documented run still makes them.
pub fn search_plain<E: Evaluation>(board: &Board, budget: u64, eval: &E) -> SearchReport {
    run(board, budget, MAX_DEPTH, eval, Mode::budgeted(false))
}

/// Searches `board` to exactly `depth` plies (or to the end of the game, if nearer) without a
/// budget, even when only one move is legal; for tests against plain minimax, exact solving
/// and analysis.
pub fn search_depth<E: Evaluation>(board: &Board, depth: u32, eval: &E) -> SearchReport {
    let mode = Mode {
        forced_at_once: false,
        selective: false,
    };
    run(board, u64::MAX, depth.max(1), eval, mode)
}

/// How `run` searches, beyond its budget and depth.
#[derive(Clone, Copy)]
struct Mode {
    /// A single legal move is returned without searching.
    forced_at_once: bool,
    /// From `SELECTIVE_EMPTIES` empty squares the selective iterations come before the exact
    /// one.
    selective: bool,
}

impl Mode {
    fn budgeted(selective: bool) -> Mode {
        Mode {
            forced_at_once: true,
            selective,
        }
    }
}

/// Iterations nearer than this to the end of the game are skipped: the search goes straight
/// to the exact solve, which the shallower iterations' best moves already order well.
const EXACT_JUMP: u32 = 7;

/// With more empty squares than this an exact solve rarely fits in Hard's budget (measured
/// with the benchmark's endgame suite), so the deepening goes on step by step instead.
const EXACT_JUMP_EMPTIES: u32 = 12;

/// With more than `EXACT_JUMP_EMPTIES` empty squares, Hard's deepening goes to the end of the
/// game (selectively first) from this far: a jump from further wastes the budget on iterations
/// that cannot complete, one from nearer leaves them too little of it.
const SELECTIVE_JUMP: u32 = 6;

/// The depth of the iteration after `depth`.
fn next_depth(depth: u32, empties: u32, selective: bool) -> u32 {
    let jump = if empties <= EXACT_JUMP_EMPTIES {
        EXACT_JUMP
    } else if selective {
        SELECTIVE_JUMP
    } else {
        0
    };
    if depth + jump >= empties {
        empties.max(depth + 1)
    } else {
        depth + 1
    }
}

fn run<E: Evaluation>(
    board: &Board,
    budget: u64,
    max_depth: u32,
    eval: &E,
    mode: Mode,
) -> SearchReport {
    run_on(board, budget, max_depth, eval, mode, true)
}

/// `run`, with `isa::wide_negamax` where the CPU has its features if `wide`.
fn run_on<E: Evaluation>(
    board: &Board,
    budget: u64,
    max_depth: u32,
    eval: &E,
    mode: Mode,
    wide: bool,
) -> SearchReport {
    let (me, opp) = board.mover_and_other();
    let moves = legal_moves(me, opp);
    let mut report = SearchReport {
        best: Square::first(moves),
        score: 0,
        depth: 0,
        exact: false,
        nodes: 0,
    };
    // Hard plays a forced move at once; a search to a fixed depth still scores it.
    if moves == 0 || (moves.count_ones() == 1 && mode.forced_at_once) {
        return report;
    }
    let empties = board.empties().count_ones();
    let mut table = Table::empty();
    let mut searcher = Searcher::new(eval, budget, wide, &mut table);
    let state = eval.state(me, opp);
    let mut hint = NO_MOVE;
    let mut depth = 1;
    let selective = mode.selective && empties >= SELECTIVE_EMPTIES;
    let mut margins: &[i32] = if selective { &SELECTIVE_MARGINS } else { &[] };
    while depth <= max_depth {
        searcher.heuristic = false;
        let margin = margins.first().copied().filter(|_| depth >= empties);
        // After a selective iteration the score is a finished game's.
        let guess = if report.depth >= empties {
            eval::disc_difference(report.score)
        } else {
            eval.predicted_discs(report.score)
        };
        let result = if let Some(margin) = margin {
            margins = &margins[1..];
            let number = (SELECTIVE_MARGINS.len() - margins.len()) as u8;
            searcher.root_selective(me, opp, &state, moves, depth, hint, guess, margin, number)
        } else if depth >= empties {
            searcher.root_exact_untracked(me, opp, moves, depth, hint, guess)
        } else {
            searcher.root(me, opp, &state, moves, depth, hint)
        };
        let Some(result) = result else {
            break;
        };
        hint = result.best;
        if let Some(sq) = Square::new(result.best) {
            report.best = Some(sq);
        }
        report.score = result.score;
        report.depth = depth;
        report.exact = margin.is_none() && (depth >= empties || !searcher.heuristic);
        if report.exact {
            break;
        }
        if margin.is_none() {
            depth = next_depth(depth, empties, selective).min(max_depth.max(depth + 1));
        }
    }
    report.nodes = searcher.nodes;
    table.keep();
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::eval::Classic;

    #[test]
    fn the_start_position_is_searched_within_the_budget() {
        let report = search(&Board::start(), HARD_BUDGET, &Classic);
        assert!(report.best.is_some());
        assert!(report.nodes <= HARD_BUDGET);
        assert!(report.depth >= 4, "{report:?}");
        assert!(!report.exact);
    }

    /// Positions with `empties` empty squares and a move to play, from seeded games of Easy
    /// against itself.
    fn positions_at(empties: u32, count: usize) -> Vec<Board> {
        let mut found = Vec::new();
        let mut game = 0u64;
        while found.len() < count {
            game += 1;
            let mut board = Board::start();
            while !board.is_game_over() && board.empties().count_ones() > empties {
                if board.must_pass() {
                    board.pass().unwrap();
                    continue;
                }
                let sq = crate::core::Opponent::Easy.choose(&board, game, board.ply());
                board.play(sq.unwrap()).unwrap();
            }
            if board.empties().count_ones() == empties && !board.must_pass() {
                found.push(board);
            }
        }
        found
    }

    #[test]
    fn selective_iterations_leave_the_exact_solve_exact() {
        let weights = crate::core::weights::builtin().expect("the shipped weights");
        for board in positions_at(13, 40) {
            let solved = search_depth(&board, 64, weights);
            // Without a budget the selective iterations all complete before the exact one,
            // which must not take their values (stored in the same table) for its own.
            let report = run(&board, u64::MAX, MAX_DEPTH, weights, Mode::budgeted(true));
            assert!(report.exact, "{report:?}");
            assert_eq!(report.score, solved.score, "{}", board.to_text());
            let mut after = board;
            after.play(report.best.unwrap()).unwrap();
            let reached = if after.is_game_over() {
                let (me, opp) = after.mover_and_other();
                -eval::final_score(me, opp)
            } else if after.must_pass() {
                after.pass().unwrap();
                search_depth(&after, 64, weights).score
            } else {
                -search_depth(&after, 64, weights).score
            };
            assert_eq!(reached, solved.score, "{}", board.to_text());
        }
    }

    #[test]
    fn a_completed_selective_iteration_is_not_reported_exact() {
        let weights = crate::core::weights::builtin().expect("the shipped weights");
        let mut selective = 0;
        for board in positions_at(14, 8) {
            let report = search(&board, HARD_BUDGET, weights);
            assert!(report.nodes <= HARD_BUDGET);
            if report.depth >= 14 && !report.exact {
                selective += 1;
            }
        }
        assert!(
            selective > 0,
            "no selective iteration completed at 14 empties"
        );
    }

    /// The search compiled for AVX2 and co. must give the baseline build's every report, with
    /// both evaluations, at the budget (midgame, selective endgame, exact endgame).
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_x86_v3_build_of_the_search_matches_the_portable_one() {
        if X86V3::detect().is_none() {
            eprintln!("this CPU lacks AVX2, BMI1/2, LZCNT or POPCNT: only one build to test");
            return;
        }
        let weights = crate::core::weights::builtin().expect("the shipped weights");
        let mode = Mode::budgeted(true);
        for empties in [50, 40, 30, 20, 14, 10] {
            for board in positions_at(empties, 12) {
                let budget = HARD_BUDGET;
                let wide = run_on(&board, budget, MAX_DEPTH, weights, mode, true);
                let plain = run_on(&board, budget, MAX_DEPTH, weights, mode, false);
                assert_eq!(wide, plain, "{}", board.to_text());
                let wide = run_on(&board, budget, MAX_DEPTH, &Classic, mode, true);
                let plain = run_on(&board, budget, MAX_DEPTH, &Classic, mode, false);
                assert_eq!(wide, plain, "{}", board.to_text());
            }
        }
    }

    #[test]
    fn a_single_move_is_played_without_searching() {
        let text = concat!(
            "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXO",
            "XXXXXXX-", " X"
        );
        let b = Board::from_text(text).unwrap();
        let report = search(&b, HARD_BUDGET, &Classic);
        assert_eq!(report.best, Square::parse("h8"));
        assert_eq!(report.nodes, 0);
    }
}
