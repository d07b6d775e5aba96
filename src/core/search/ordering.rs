//! The order in which a node's moves are tried: the better the first move, the more of the
//! others a cutoff spares. Ties keep square order (a1 before b1 … before h8), so the order,
//! and with it every move the search plays, is the same on every platform.

use super::node::Node;
use super::tuning::{
    CORNER_REPLY_WEIGHT, ENDGAME_CORNER_REPLY_WEIGHT, ENDGAME_SQUARE_VALUE_DIVISOR,
    EVAL_ORDER_DEPTH, MOBILITY_ORDER_DEPTH, PARITY_EMPTIES, REPLY_WEIGHT, V3_EVAL_ORDER_DEPTH,
    V3_MOBILITY_ORDER_DEPTH,
};
use super::{Searcher, NO_MOVE};
use crate::core::eval::{self, Evaluation, INFINITY};

/// Squares in a fixed order of promise for cheap ordering near the leaves: corners, edges
/// away from corners, the centre, the inner ring, C-squares, X-squares last.
pub(super) const ORDER_CLASSES: [u64; 6] = [
    0x8100_0000_0000_0081,
    0x3c00_8181_8181_003c,
    0x0000_3c3c_3c3c_0000,
    0x003c_4242_4242_3c00,
    0x4281_0000_0000_8142,
    0x0042_0000_0000_4200,
];

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
pub(super) fn parity_passes(empty: u64) -> [u64; 2] {
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
pub(super) struct MoveList {
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

    pub(super) fn as_slice(&self) -> &[u8] {
        &self.squares[..self.len]
    }

    pub(super) fn as_mut_slice(&mut self) -> &mut [u8] {
        &mut self.squares[..self.len]
    }
}

impl<E: Evaluation> Searcher<'_, E> {
    /// The moves of `node`'s side to move in search order: the stored best move (`hint`)
    /// first; then, far from the leaves, by the opponent's reply count (fewer first) and
    /// square value, or by the evaluation; near the leaves by fixed square classes.
    // On x86_64 inlined into `negamax`, so that `isa::wide_negamax` has it.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn order(
        &mut self,
        node: Node<'_, E::State>,
        moves: u64,
        depth: u32,
        hint: u8,
    ) -> MoveList {
        let Node { me, opp, state } = node;
        let mut list = MoveList::new();
        let keyed_from = if self.v3 {
            V3_MOBILITY_ORDER_DEPTH
        } else {
            MOBILITY_ORDER_DEPTH
        };
        if depth >= keyed_from {
            let endgame = (!(me | opp)).count_ones() <= PARITY_EMPTIES;
            let eval_from = if self.v3 {
                V3_EVAL_ORDER_DEPTH
            } else {
                EVAL_ORDER_DEPTH
            };
            let eval_order = !endgame && depth >= eval_from;
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
                    if eval_order && self.tally.nodes < self.tally.budget {
                        // The child is looked at, so it counts as visited.
                        self.tally.nodes += 1;
                        let child = self.eval.play(state, placed, flipped);
                        -self
                            .eval
                            .unfinished(child_opp, child_me, replies, again, &child)
                    } else if endgame {
                        // Fastest first: the fewer replies, the smaller the subtree.
                        -REPLY_WEIGHT * replies.count_ones() as i32
                            - ENDGAME_CORNER_REPLY_WEIGHT * corner_replies
                            + eval::SQUARE_VALUES[usize::from(sq)] / ENDGAME_SQUARE_VALUE_DIVISOR
                    } else {
                        -REPLY_WEIGHT * replies.count_ones() as i32
                            - CORNER_REPLY_WEIGHT * corner_replies
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
}
