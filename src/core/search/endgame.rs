//! The iterations to the end of the game: the exact one closes in on the final disc
//! difference by null-window passes at the root (MTD(f)); the selective ones before it cut
//! nodes off by ProbCut; inside both, a node whose opponent's stable discs already hold the
//! score below the window is cut off at once, and (since issue 25) so is a node with a child
//! whose stored value already refutes it (the enhanced transposition cutoff). In Hard since
//! issue 25 a selective iteration stores a node's value as exact when nothing selective
//! decided it, so the iterations after it (and the exact one) take it as their own.

use super::node::{Node, Window};
use super::ordering::MoveList;
use super::root::{Root, RootResult};
use super::tuning::{
    MAX_PROBCUT_DISCS, PROBCUT_TWO_PLY_EMPTIES, STABILITY_EMPTIES, V3_MAX_PROBCUT_DISCS,
    V3_PROBCUT_THREE_PLY_EMPTIES, V3_PROBCUT_TWO_PLY_EMPTIES, V3_STATIC_PROBCUT_EMPTIES,
    V4_PROBCUT_TWO_PLY_EMPTIES, V4_STATIC_PROBCUT_EMPTIES,
};
use super::{Searcher, LOWER, NO_MOVE};
use crate::core::board::legal_moves;
use crate::core::eval::{self, final_score_of, Evaluation, INFINITY, WIN};
use crate::core::stability::stable_discs;

impl<E: Evaluation> Searcher<'_, E> {
    /// The cutoff of a node searched to the end of the game (`empties` empty squares) whose
    /// mover can at best take every disc but the opponent's stable ones: that bound, when it
    /// is no better than `alpha`.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    #[cfg_attr(not(target_arch = "x86_64"), inline)]
    pub(super) fn stability_cutoff(
        &self,
        node: Node<'_, E::State>,
        empties: u32,
        alpha: i32,
    ) -> Option<i32> {
        if empties < STABILITY_EMPTIES || alpha < 0 {
            return None;
        }
        let bound = final_score_of(64 - 2 * stable_discs(node.opp, node.me).count_ones() as i32);
        (bound <= alpha).then_some(bound)
    }

    /// The enhanced transposition cutoff of a node searched to the end of the game: a child
    /// whose stored value (at the child's depth, in this iteration) is at most `-beta` already
    /// lifts the node to `beta`, so the node is cut off without visiting any child. The
    /// lookups are not visits: they cost time, not budget.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn transposition_cutoff(
        &mut self,
        node: Node<'_, E::State>,
        moves: u64,
        depth: u32,
        beta: i32,
    ) -> Option<i32> {
        let Node { me, opp, .. } = node;
        let stored = (depth - 1) as u8 | self.tag;
        let exact = (depth - 1) as u8;
        let mut rest = moves;
        while rest != 0 {
            let sq = rest.trailing_zeros() as usize;
            let placed = rest & rest.wrapping_neg();
            rest ^= placed;
            let flipped = self.flips(me, opp, sq);
            if let Some(entry) = self.table.probe(opp & !flipped, me | flipped | placed) {
                // An exact value or an upper bound of the child is a lower bound of the node.
                // In a selective iteration of Hard since issue 25 an exact value also does.
                let usable = entry.depth == stored || (self.v3 && entry.depth == exact);
                if usable && entry.bound != LOWER && -entry.score >= beta {
                    if entry.depth != exact {
                        self.tally.selective_cuts += 1;
                    }
                    return Some(-entry.score);
                }
            }
        }
        None
    }

    /// The tag a node's entry is stored with: in a selective iteration of Hard since issue 25
    /// 0, as the exact iteration's, when nothing selective (a ProbCut, a selective stored
    /// value) decided anything below the node since `cuts_before`.
    #[inline(always)]
    pub(super) fn store_tag(&self, depth: u32, empties: u32, cuts_before: u64) -> u8 {
        if self.v3 && depth >= empties && self.tally.selective_cuts == cuts_before {
            0
        } else {
            self.tag
        }
    }

    /// ProbCut at a node of a selective iteration, whose null window asks whether the final
    /// disc difference reaches `beta`'s: a shallow search (its positions count as visited)
    /// answers for the node when its value lies more than `margin` discs beyond that, on
    /// either side. The answer is a finished game's score, like every other in the iteration.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn probcut(
        &mut self,
        node: Node<'_, E::State>,
        moves: u64,
        empties: u32,
        beta: i32,
        margin: i32,
    ) -> Option<i32> {
        let units = self.eval.units_per_disc();
        let target = eval::disc_difference(beta);
        // Far from the heuristic values' range a finished game's score would be compared
        // with a heuristic one.
        let max = if self.v3 {
            V3_MAX_PROBCUT_DISCS
        } else {
            MAX_PROBCUT_DISCS
        };
        if target.abs() + margin > max || (target.abs() + margin) * units >= WIN / 2 {
            return None;
        }
        let high = (target + margin) * units;
        let low = (target - margin) * units;
        let shallow = Window {
            alpha: low - 1,
            beta: high,
        };
        let value = if self.v3 {
            self.shallow_value(node, moves, empties)
        } else if empties >= PROBCUT_TWO_PLY_EMPTIES {
            self.negamax(node, 2, shallow, false)
        } else {
            self.last_ply(node, moves, shallow)
        };
        if self.tally.aborted {
            Some(0)
        } else if value >= high {
            self.tally.selective_cuts += 1;
            Some(final_score_of(target))
        } else if value < low {
            self.tally.selective_cuts += 1;
            Some(final_score_of(target - 1))
        } else {
            None
        }
    }

    /// ProbCut's shallow value of a node for Hard since issue 25: with few empty squares the
    /// node's evaluation, otherwise searched with the full window (one, two or three plies
    /// deep by the empty squares) once and kept, so that the MTD(f) passes and the selective
    /// iterations after the first (which ask it at other bounds) find it without visiting a
    /// position again.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn shallow_value(&mut self, node: Node<'_, E::State>, moves: u64, empties: u32) -> i32 {
        let (static_below, two_plies_from) = if self.v4 {
            (V4_STATIC_PROBCUT_EMPTIES, V4_PROBCUT_TWO_PLY_EMPTIES)
        } else {
            (V3_STATIC_PROBCUT_EMPTIES, V3_PROBCUT_TWO_PLY_EMPTIES)
        };
        if empties < static_below {
            let Node { me, opp, state } = node;
            let (moves, replies) = self.moves_both(me, opp);
            return self.eval.unfinished(me, opp, moves, replies, state);
        }
        if let Some(value) = self.table.probe_shallow(node.me, node.opp) {
            return value;
        }
        let value = if empties >= V3_PROBCUT_THREE_PLY_EMPTIES {
            self.negamax(node, 3, Window::FULL, false)
        } else if empties >= two_plies_from {
            self.negamax(node, 2, Window::FULL, false)
        } else {
            self.last_ply(node, moves, Window::FULL)
        };
        if !self.tally.aborted {
            self.table.store_shallow(node.me, node.opp, value);
        }
        value
    }

    /// The iteration to the end of the game at the root: null-window passes, each asking
    /// whether some move reaches at least a given disc difference, narrow the exact value from
    /// `guess` until its lower and upper bounds meet. The move that passed the test at the
    /// final lower bound is optimal. `None` when the budget ran out.
    pub(super) fn root_exact(
        &mut self,
        root: Root<'_, E::State>,
        guess: i32,
    ) -> Option<RootResult> {
        // One order for every pass: the move found at the final bound is then the first in
        // this order to reach the exact value, the move a single full-window pass would pick.
        let mut list = self.root_moves(root)?;
        // Suites of 315 / 1,750 positions (`bench --endgame 45`, `250`): 310 / 1,697 optimal
        // moves without this order, 310 / 1,700 with it; 309 / 1,701 with the previous best
        // move sorted like the others (which the proven-move rule below cannot take), 310 /
        // 1,701 in the exact iteration too (not worth its cost at 8–11 empty squares).
        if self.v3 && self.margin.is_some() {
            self.order_by_shallow_values(root, &mut list)?;
        }
        // Disc differences: `lower` is reached by `best`, nothing exceeds `upper`.
        let (mut lower, mut upper) = (-65, 64);
        let mut test = guess;
        let mut best = root.hint;
        while lower < upper {
            let beta = final_score_of(test.clamp(lower + 1, upper));
            let mut value = -INFINITY;
            let mut reached = NO_MOVE;
            for &sq in list.as_slice() {
                let score = self.child(root.node, sq, root.depth, Window::reaching(beta), true);
                if self.tally.aborted {
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
                // A full board's disc difference is even: after a pass that failed at an even
                // bound, asking for the odd one just below would nearly always fail again. An
                // odd final value (a game ended with empty squares) is still found: the bounds
                // only meet once it has been asked for.
                // (Suites of 315 / 1,750 positions: 309 / 1,695 optimal moves without this
                // step, 310 / 1,697 with it.)
                if self.v3 && upper % 2 != 0 && upper - 1 > lower {
                    test = upper - 1;
                }
            } else {
                best = reached;
                lower = test;
                // The first move failed this pass or an earlier one at a lower bound, so
                // `reached` is the better move even if the iteration cannot complete.
                if reached != root.hint {
                    self.tally.proven = reached;
                }
            }
        }
        Some(RootResult {
            best,
            score: final_score_of(lower),
        })
    }

    /// The root's moves after the first (the previous iteration's best) ordered by their
    /// children's ProbCut shallow values, best first (ties keep the order given): the move
    /// that passes a null-window test is then tried early. The shallow values count as
    /// visited, and most would be searched by the first pass anyway, which then finds them
    /// kept. `None` when the budget ran out.
    fn order_by_shallow_values(
        &mut self,
        root: Root<'_, E::State>,
        list: &mut MoveList,
    ) -> Option<()> {
        let empties = root.node.empty().count_ones();
        let mut keys = [0i32; 64];
        let squares = list.as_mut_slice();
        for (key, &sq) in keys.iter_mut().zip(squares.iter()) {
            *key = if sq == root.hint {
                INFINITY
            } else {
                let (me, opp, child_state) = self.played(root.node, sq);
                let child = Node {
                    me,
                    opp,
                    state: &child_state,
                };
                match legal_moves(child.me, child.opp) {
                    // A pass or the end: left where fastest-first put it, among the even.
                    0 => 0,
                    moves => -self.shallow_value(child, moves, empties - 1),
                }
            };
            if self.tally.aborted {
                return None;
            }
        }
        // Stable insertion sort, highest key first.
        for i in 1..squares.len() {
            let mut j = i;
            while j > 0 && keys[j - 1] < keys[j] {
                keys.swap(j - 1, j);
                squares.swap(j - 1, j);
                j -= 1;
            }
        }
        Some(())
    }

    /// `root_exact` as the selective iteration `number` (1, 2, …) with ProbCut's `margin`.
    pub(super) fn root_selective(
        &mut self,
        root: Root<'_, E::State>,
        guess: i32,
        margin: i32,
        number: u8,
    ) -> Option<RootResult> {
        self.margin = Some(margin);
        self.tag = number << 6;
        let result = self.root_exact(root, guess);
        self.margin = None;
        self.tag = 0;
        result
    }

    /// `root_exact` with the evaluation `Untracked`, on the same table and tally.
    pub(super) fn root_exact_untracked(
        &mut self,
        root: Root<'_, E::State>,
        guess: i32,
    ) -> Option<RootResult> {
        let untracked = Untracked(self.eval);
        let mut exact = Searcher {
            eval: &untracked,
            #[cfg(target_arch = "x86_64")]
            wide: self.wide,
            tally: self.tally,
            margin: None,
            tag: 0,
            v3: self.v3,
            v4: self.v4,
            table: &mut *self.table,
        };
        let root = Root {
            node: Node {
                me: root.node.me,
                opp: root.node.opp,
                state: &(),
            },
            moves: root.moves,
            depth: root.depth,
            hint: root.hint,
        };
        let result = exact.root_exact(root, guess);
        // The tally goes on where the exact search left it.
        self.tally = exact.tally;
        result
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
