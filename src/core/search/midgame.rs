//! Multi-ProbCut before the endgame (Hard since issue 25): at a null-window node far enough
//! from the leaves, a shallower search of the same node predicts the deeper one well enough
//! that a value far outside the window answers for the node at a fraction of its cost; the
//! positions saved go into deeper iterations.

use super::node::{Node, Window};
use super::tuning::{
    MPC_MARGINS, MPC_MIN_DEPTH, MPC_SHALLOW_DEPTH, PROBCUT_EMPTIES, V3_PROBCUT_EMPTIES,
    V4_PROBCUT_EMPTIES,
};
use super::Searcher;
use crate::core::eval::{Evaluation, WIN};

impl<E: Evaluation> Searcher<'_, E> {
    /// A null-window node's ProbCut of either kind: before the endgame Hard's (since issue
    /// 25), in a selective iteration to the end the endgame's (`probcut`).
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn forward_cutoff(
        &mut self,
        node: Node<'_, E::State>,
        moves: u64,
        depth: u32,
        empties: u32,
        window: Window,
    ) -> Option<i32> {
        let Window { alpha, beta } = window;
        if beta - alpha != 1 {
            return None;
        }
        if depth < empties {
            return if self.v3 {
                self.midgame_probcut(node, depth, beta)
            } else {
                None
            };
        }
        let from = if self.v4 {
            V4_PROBCUT_EMPTIES
        } else if self.v3 {
            V3_PROBCUT_EMPTIES
        } else {
            PROBCUT_EMPTIES
        };
        match self.margin {
            Some(margin) if empties >= from => self.probcut(node, moves, empties, beta, margin),
            _ => None,
        }
    }

    /// The cut of a null-window node (`beta - 1`, `beta`) searched `depth` plies before the
    /// endgame: a bound when the shallow search lands more than the depth's margin beyond the
    /// window, `None` otherwise.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn midgame_probcut(
        &mut self,
        node: Node<'_, E::State>,
        depth: u32,
        beta: i32,
    ) -> Option<i32> {
        let units = self.eval.units_per_disc();
        if units == 0 || depth < MPC_MIN_DEPTH {
            return None;
        }
        let index = ((depth - MPC_MIN_DEPTH) as usize).min(MPC_MARGINS.len() - 1);
        let margin = MPC_MARGINS[index] * units / 4;
        // Only between heuristic values: a finished game's score is no estimate.
        if beta.abs() + margin >= WIN / 2 {
            return None;
        }
        let (high, low) = (beta + margin, beta - 1 - margin);
        let shallow = Window {
            alpha: low,
            beta: high,
        };
        let value = self.negamax(node, MPC_SHALLOW_DEPTH, shallow, false);
        if self.tally.aborted {
            Some(0)
        } else if value >= high {
            Some(beta)
        } else if value <= low {
            Some(beta - 1)
        } else {
            None
        }
    }
}
