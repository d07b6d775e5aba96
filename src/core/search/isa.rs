//! The instruction sets a search runs with (`Isa`), and the search's hot functions compiled
//! for each.

use super::{Evaluation, Searcher};

/// The instruction set a search runs with. The search's hot function, `negamax` with all it
/// inlines (children, `order`, `last_ply` and the leaves, ProbCut, and on x86_64 the moves,
/// flips and evaluation too), is compiled once for every CPU of the target and, on x86_64,
/// once more for CPUs with AVX2, BMI1/2, LZCNT and POPCNT (`x86_v3`, nearly every PC since
/// 2015): there Hard's move runs 31% fewer instructions and takes 5–15% less time. Both
/// copies compute the same integers, so every move is the same: a test compares them, and the
/// golden games hold on every platform.
pub(super) trait Isa: Copy {
    #[allow(clippy::too_many_arguments)]
    fn negamax<E: Evaluation>(
        s: &mut Searcher<'_, E, Self>,
        me: u64,
        opp: u64,
        state: &E::State,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32;
}

/// The target's baseline instruction set (the only one off x86_64).
#[derive(Clone, Copy)]
pub(super) struct Portable;

impl Isa for Portable {
    fn negamax<E: Evaluation>(
        s: &mut Searcher<'_, E, Self>,
        me: u64,
        opp: u64,
        state: &E::State,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        s.negamax_body(me, opp, state, depth, alpha, beta, passed)
    }
}

#[cfg(target_arch = "x86_64")]
pub(super) mod x86_v3 {
    use super::super::{Evaluation, Searcher};
    use super::Isa;

    /// Proof that the CPU has the features `wide_negamax` is compiled with: only
    /// `detect` makes one.
    #[derive(Clone, Copy)]
    pub(in crate::core::search) struct X86V3(());

    impl X86V3 {
        pub(in crate::core::search) fn detect() -> Option<X86V3> {
            let found = std::is_x86_feature_detected!("avx2")
                && std::is_x86_feature_detected!("bmi1")
                && std::is_x86_feature_detected!("bmi2")
                && std::is_x86_feature_detected!("lzcnt")
                && std::is_x86_feature_detected!("popcnt");
            found.then_some(X86V3(()))
        }
    }

    impl Isa for X86V3 {
        #[inline(always)]
        fn negamax<E: Evaluation>(
            s: &mut Searcher<'_, E, Self>,
            me: u64,
            opp: u64,
            state: &E::State,
            depth: u32,
            alpha: i32,
            beta: i32,
            passed: bool,
        ) -> i32 {
            // SAFETY: a `Searcher<_, X86V3>` holds an `X86V3`, which `detect` made only on a
            // CPU with every feature `wide_negamax` is compiled with.
            unsafe { wide_negamax(s, me, opp, state, depth, alpha, beta, passed) }
        }
    }

    #[allow(clippy::too_many_arguments)]
    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    fn wide_negamax<E: Evaluation>(
        s: &mut Searcher<'_, E, X86V3>,
        me: u64,
        opp: u64,
        state: &E::State,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        s.negamax_body(me, opp, state, depth, alpha, beta, passed)
    }
}
