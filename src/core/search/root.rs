//! The root and iterative deepening: iterations of growing depth, each ordered by the previous
//! one's best move, until the budget runs out or one solves the position exactly; the move
//! played is the deepest completed iteration's.

use super::node::{Node, Window};
use super::ordering::MoveList;
use super::table::Table;
use super::tuning::{
    EXACT_JUMP, EXACT_JUMP_EMPTIES, MOBILITY_ORDER_DEPTH, SELECTIVE_EMPTIES, SELECTIVE_JUMP,
    SELECTIVE_MARGINS, V3_SELECTIVE_JUMP, V4_SELECTIVE_JUMP,
};
use super::{SearchReport, Searcher, NO_MOVE};
use crate::core::board::{legal_moves, Board, Square};
use crate::core::eval::{self, Evaluation};

/// One iteration's root: the position, its legal moves, the iteration's depth and the move
/// to try first (the previous iteration's best, `NO_MOVE` in the first).
pub(super) struct Root<'s, S> {
    pub node: Node<'s, S>,
    pub moves: u64,
    pub depth: u32,
    pub hint: u8,
}

// Written out rather than derived: a derive would ask `S: Copy` of the state.
impl<S> Clone for Root<'_, S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S> Copy for Root<'_, S> {}

/// The result of one completed iteration at the root.
pub(super) struct RootResult {
    pub best: u8,
    pub score: i32,
}

impl<E: Evaluation> Searcher<'_, E> {
    /// The root counted as visited and its moves in search order; `None` when the budget ran
    /// out.
    pub(super) fn root_moves(&mut self, root: Root<'_, E::State>) -> Option<MoveList> {
        if self.tally.nodes >= self.tally.budget {
            self.tally.aborted = true;
            return None;
        }
        self.tally.nodes += 1;
        let depth = root.depth.max(MOBILITY_ORDER_DEPTH);
        Some(self.order(root.node, root.moves, depth, root.hint))
    }

    /// One full-window iteration at the root; `None` when the budget ran out.
    fn root(&mut self, root: Root<'_, E::State>) -> Option<RootResult> {
        let list = self.root_moves(root)?;
        let mut window = Window::FULL;
        let mut best = NO_MOVE;
        for (i, &sq) in list.as_slice().iter().enumerate() {
            let score = self.child(root.node, sq, root.depth, window, i == 0);
            if self.tally.aborted {
                return None;
            }
            if score > window.alpha {
                window.alpha = score;
                best = sq;
            }
        }
        Some(RootResult {
            best,
            score: window.alpha,
        })
    }
}

/// How `run` searches, beyond its budget and depth.
#[derive(Clone, Copy)]
pub(super) struct Mode {
    /// A single legal move is returned without searching.
    pub forced_at_once: bool,
    /// From `SELECTIVE_EMPTIES` empty squares the selective iterations come before the exact
    /// one.
    pub selective: bool,
    /// The search of issue 25 on; without it, the search as that issue found it (hard-v2, and
    /// the self-play of the shipped weights).
    pub v3: bool,
    /// Issue 35's figures for the selective endgame on (`tuning::V4_…`: ProbCut's shallow
    /// values and where the selective iterations begin); without them, the search as that
    /// issue found it (hard-v3, and the self-play of the training pipeline).
    pub v4: bool,
}

impl Mode {
    pub fn budgeted(selective: bool) -> Mode {
        Mode {
            forced_at_once: true,
            selective,
            v3: true,
            v4: true,
        }
    }

    /// The same, as the search was when issue 35 began (`hard-v3`, a yardstick, and the
    /// tests that compare with it).
    #[cfg(any(feature = "yardsticks", test))]
    pub fn v3(self) -> Mode {
        Mode { v4: false, ..self }
    }

    /// The same, as the search was when issue 25 began.
    pub fn v2(self) -> Mode {
        Mode {
            v3: false,
            v4: false,
            ..self
        }
    }
}

/// The depth of the iteration after `depth`.
fn next_depth(depth: u32, empties: u32, selective: bool, mode: Mode) -> u32 {
    let jump = if empties <= EXACT_JUMP_EMPTIES {
        EXACT_JUMP
    } else if selective && mode.v4 {
        V4_SELECTIVE_JUMP
    } else if selective && mode.v3 {
        V3_SELECTIVE_JUMP
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

pub(super) fn run<E: Evaluation>(
    board: &Board,
    budget: u64,
    max_depth: u32,
    eval: &E,
    mode: Mode,
) -> SearchReport {
    run_on(board, budget, max_depth, eval, mode, true)
}

/// `run`, with `isa::wide_negamax` where the CPU has its features if `wide`.
pub(super) fn run_on<E: Evaluation>(
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
    let mut searcher = Searcher::new(eval, budget, wide, mode, &mut table);
    let state = eval.state(me, opp);
    let node = Node {
        me,
        opp,
        state: &state,
    };
    let mut hint = NO_MOVE;
    let mut depth = 1;
    let selective = mode.selective && empties >= SELECTIVE_EMPTIES;
    let mut margins: &[i32] = if selective { &SELECTIVE_MARGINS } else { &[] };
    while depth <= max_depth {
        searcher.tally.heuristic = false;
        searcher.tally.proven = NO_MOVE;
        let margin = margins.first().copied().filter(|_| depth >= empties);
        // After a selective iteration the score is a finished game's.
        let guess = if report.depth >= empties {
            eval::disc_difference(report.score)
        } else {
            eval.predicted_discs(report.score)
        };
        let root = Root {
            node,
            moves,
            depth,
            hint,
        };
        let result = if let Some(margin) = margin {
            margins = &margins[1..];
            let number = (SELECTIVE_MARGINS.len() - margins.len()) as u8;
            searcher.root_selective(root, guess, margin, number)
        } else if depth >= empties {
            searcher.root_exact_untracked(root, guess)
        } else {
            searcher.root(root)
        };
        let Some(result) = result else {
            // An unfinished iteration to the end still knows better than the one before it
            // when a null-window pass showed another move reaching what the first could not.
            if let Some(sq) = Square::new(searcher.tally.proven).filter(|_| mode.v3) {
                report.best = Some(sq);
            }
            break;
        };
        hint = result.best;
        if let Some(sq) = Square::new(result.best) {
            report.best = Some(sq);
        }
        report.score = result.score;
        report.depth = depth;
        report.exact = margin.is_none() && (depth >= empties || !searcher.tally.heuristic);
        if report.exact {
            break;
        }
        if margin.is_none() {
            depth = next_depth(depth, empties, selective, mode).min(max_depth.max(depth + 1));
        }
    }
    report.nodes = searcher.tally.nodes;
    table.keep();
    report
}
