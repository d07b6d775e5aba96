//! The node search: negamax with principal-variation search over the ordered moves, the
//! transposition table, the last ply before the leaves and the leaves themselves. Every
//! visited position counts against the budget; once it is spent every node returns 0 and the
//! iteration is thrown away (`Tally::aborted`).

#[cfg(target_arch = "x86_64")]
use super::isa;
use super::ordering::{parity_passes, ORDER_CLASSES};
use super::table::Entry;
use super::tuning::ETC_EMPTIES;
use super::{Searcher, EXACT, LOWER, NO_MOVE, UPPER};
use crate::core::board::legal_moves;
use crate::core::eval::{self, Evaluation, INFINITY};

/// A position as the search visits it: the discs of the side to move and of the other side,
/// and the evaluation's state for them (a pattern evaluation's running indices).
pub(super) struct Node<'s, S> {
    pub me: u64,
    pub opp: u64,
    pub state: &'s S,
}

// Written out rather than derived: a derive would ask `S: Copy` of the state.
impl<S> Clone for Node<'_, S> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<S> Copy for Node<'_, S> {}

impl<S> Node<'_, S> {
    /// The empty squares.
    #[inline(always)]
    pub fn empty(&self) -> u64 {
        !(self.me | self.opp)
    }
}

/// The bounds a node's value is asked within, from its side to move's view: only which side
/// of them the value lies on is sure outside them.
#[derive(Clone, Copy)]
pub(super) struct Window {
    pub alpha: i32,
    pub beta: i32,
}

impl Window {
    /// Every value inside.
    pub const FULL: Window = Window {
        alpha: -INFINITY,
        beta: INFINITY,
    };

    /// The null window that asks whether a value reaches `beta`.
    #[inline(always)]
    pub fn reaching(beta: i32) -> Window {
        Window {
            alpha: beta - 1,
            beta,
        }
    }

    /// The same bounds from the other side's view.
    #[inline(always)]
    pub fn negated(self) -> Window {
        Window {
            alpha: -self.beta,
            beta: -self.alpha,
        }
    }
}

impl<E: Evaluation> Searcher<'_, E> {
    /// A leaf: counted, then scored (exactly if the game is over).
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    #[cfg_attr(not(target_arch = "x86_64"), inline)]
    fn leaf(&mut self, node: Node<'_, E::State>) -> i32 {
        if self.tally.nodes >= self.tally.budget {
            self.tally.aborted = true;
            return 0;
        }
        self.tally.nodes += 1;
        let Node { me, opp, state } = node;
        let (moves, replies) = self.moves_both(me, opp);
        if moves == 0 && replies == 0 {
            return eval::final_score(me, opp);
        }
        self.tally.heuristic = true;
        self.eval.unfinished(me, opp, moves, replies, state)
    }

    /// A node one ply above the leaves: plain alpha-beta over the children in fixed square
    /// order (a leaf's value is exact, so a null window would only cost a second visit).
    // On x86_64 inlined into `negamax`, so that `isa::wide_negamax` has it.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn last_ply(&mut self, node: Node<'_, E::State>, moves: u64, window: Window) -> i32 {
        let Node { me, opp, state } = node;
        let Window { mut alpha, beta } = window;
        let mut best = -INFINITY;
        for pass in parity_passes(node.empty()) {
            for class in ORDER_CLASSES {
                let mut rest = moves & class & pass;
                while rest != 0 {
                    let sq = rest.trailing_zeros() as usize;
                    let placed = rest & rest.wrapping_neg();
                    rest ^= placed;
                    let flipped = self.flips(me, opp, sq);
                    let child = self.eval.play(state, placed, flipped);
                    let score = -self.leaf(Node {
                        me: opp & !flipped,
                        opp: me | flipped | placed,
                        state: &child,
                    });
                    if self.tally.aborted {
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

    /// The value of `node` searched `depth` plies deep within `window`; `passed`: the move
    /// that led here was a pass (a second one ends the game).
    #[inline]
    pub(super) fn negamax(
        &mut self,
        node: Node<'_, E::State>,
        depth: u32,
        window: Window,
        passed: bool,
    ) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if self.wide.is_some() {
            // SAFETY: `wide` holds an `X86V3`, which `X86V3::detect` made only on a CPU with
            // every feature `wide_negamax` is compiled with.
            return unsafe { isa::wide_negamax(self, node, depth, window, passed) };
        }
        self.negamax_body(node, depth, window, passed)
    }

    #[inline(always)]
    pub(super) fn negamax_body(
        &mut self,
        node: Node<'_, E::State>,
        depth: u32,
        window: Window,
        passed: bool,
    ) -> i32 {
        if self.tally.nodes >= self.tally.budget {
            self.tally.aborted = true;
            return 0;
        }
        self.tally.nodes += 1;
        let Node { me, opp, state } = node;
        let Window { mut alpha, beta } = window;
        let moves = legal_moves(me, opp);
        if moves == 0 {
            return self.without_moves(node, depth, window, passed);
        }
        if depth == 0 {
            self.tally.heuristic = true;
            return self
                .eval
                .unfinished(me, opp, moves, legal_moves(opp, me), state);
        }
        if depth == 1 {
            return self.last_ply(node, moves, window);
        }
        let empties = node.empty().count_ones();
        if depth >= empties {
            if let Some(bound) = self.stability_cutoff(node, empties, alpha) {
                return bound;
            }
        }

        let (hint, stored) = self.stored_cutoff(node, depth, empties, window);
        if let Some(score) = stored {
            return score;
        }
        let cuts_before = self.tally.selective_cuts;

        if self.v3 && depth >= empties && empties >= ETC_EMPTIES {
            if let Some(score) = self.transposition_cutoff(node, moves, depth, beta) {
                return score;
            }
        }

        if let Some(score) = self.forward_cutoff(node, moves, depth, empties, window) {
            return score;
        }

        let original_alpha = alpha;
        let list = self.order(node, moves, depth, hint);
        let mut best = -INFINITY;
        let mut best_sq = NO_MOVE;
        for (i, &sq) in list.as_slice().iter().enumerate() {
            let score = self.child(node, sq, depth, Window { alpha, beta }, i == 0);
            if self.tally.aborted {
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
            depth: depth as u8 | self.store_tag(depth, empties, cuts_before),
            bound,
            best: best_sq,
            ..Entry::default()
        });
        best
    }

    /// The node's stored entry: its best move for ordering (`NO_MOVE` if none) and its value
    /// when that already answers the window. An entry stored at the node's depth in this
    /// iteration answers; so does, in a selective iteration of Hard since issue 25, an exact
    /// one (tag 0), which counts as a selective cut only if it was not.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn stored_cutoff(
        &mut self,
        node: Node<'_, E::State>,
        depth: u32,
        empties: u32,
        window: Window,
    ) -> (u8, Option<i32>) {
        let Some(entry) = self.table.probe(node.me, node.opp) else {
            return (NO_MOVE, None);
        };
        let ours = entry.depth == depth as u8 | self.tag;
        let exact = self.v3 && depth >= empties && entry.depth == depth as u8;
        if !(ours || exact) {
            return (entry.best, None);
        }
        let answers = match entry.bound {
            EXACT => true,
            LOWER => entry.score >= window.beta,
            UPPER => entry.score <= window.alpha,
            _ => false,
        };
        if !answers {
            return (entry.best, None);
        }
        if self.tag != 0 && entry.depth != depth as u8 {
            self.tally.selective_cuts += 1;
        }
        (entry.best, Some(entry.score))
    }

    /// A visited node whose side to move has no legal move: the game is over, or it passes
    /// (a pass uses up no depth).
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn without_moves(
        &mut self,
        node: Node<'_, E::State>,
        depth: u32,
        window: Window,
        passed: bool,
    ) -> i32 {
        let Node { me, opp, state } = node;
        let replies = legal_moves(opp, me);
        if passed || replies == 0 {
            return eval::final_score(me, opp);
        }
        if depth == 0 {
            self.tally.heuristic = true;
            return self.eval.unfinished(me, opp, 0, replies, state);
        }
        let passed_state = self.eval.pass(state);
        let after_pass = Node {
            me: opp,
            opp: me,
            state: &passed_state,
        };
        -self.negamax(after_pass, depth, window.negated(), true)
    }

    /// The position after `node`'s side to move plays `sq`: its side to move's discs, the
    /// other side's, and the evaluation's state for it.
    #[inline(always)]
    pub(super) fn played(&self, node: Node<'_, E::State>, sq: u8) -> (u64, u64, E::State) {
        let Node { me, opp, state } = node;
        let placed = 1u64 << sq;
        let flipped = self.flips(me, opp, usize::from(sq));
        let child_state = self.eval.play(state, placed, flipped);
        (opp & !flipped, me | flipped | placed, child_state)
    }

    /// Plays `sq` and searches the child (PVS): the first move with the full window, the
    /// others with a null window, searched again in full when they beat `alpha`.
    // On x86_64 inlined into `negamax`, so that `isa::wide_negamax` has it.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn child(
        &mut self,
        node: Node<'_, E::State>,
        sq: u8,
        depth: u32,
        window: Window,
        first: bool,
    ) -> i32 {
        let (me, opp, child_state) = self.played(node, sq);
        let child = Node {
            me,
            opp,
            state: &child_state,
        };
        let full = window.negated();
        if first {
            return -self.negamax(child, depth - 1, full, false);
        }
        let alpha = window.alpha;
        let above_alpha = Window {
            alpha: -alpha - 1,
            beta: -alpha,
        };
        let score = -self.negamax(child, depth - 1, above_alpha, false);
        if score > alpha && score < window.beta && !self.tally.aborted {
            -self.negamax(child, depth - 1, full, false)
        } else {
            score
        }
    }
}
