//! The search's hot function compiled a second time on x86_64, for CPUs with AVX2, BMI1/2,
//! LZCNT and POPCNT (x86-64-v3; the proof that the CPU has them is `core::arch::x86v3::X86V3`).
//! `negamax` with all it inlines (children, `order`, `last_ply` and the leaves, ProbCut, and
//! on x86_64 the moves, flips and evaluation too) runs there, and takes `arch/x86v3.rs`'s AVX2 code
//! for the legal moves and the flips: 1,653 M instructions before, 1,007 M after (`bench
//! --skip-perft --endgame 0 --positions 200`; 857 M with gathered pattern sums, which ran
//! slower).
//! Both copies compute the same integers, so every move is the same: a test compares them,
//! and the golden games hold on every platform.

use super::node::{Node, Window};
use super::{Evaluation, Searcher};

/// `Searcher::negamax_body` compiled with the features; its recursion comes back here through
/// `Searcher::negamax`.
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
pub(super) fn wide_negamax<E: Evaluation>(
    s: &mut Searcher<'_, E>,
    node: Node<'_, E::State>,
    depth: u32,
    window: Window,
    passed: bool,
) -> i32 {
    s.negamax_body(node, depth, window, passed)
}
