//! x86-64-v3 (AVX2, BMI1/2, LZCNT, POPCNT, in nearly every PC since 2015): the proof that the
//! CPU has it, and the AVX2 versions of two of the search's hottest steps, which the second
//! build of the search (`search/isa.rs`) calls through that proof. Each gives exactly the
//! portable function's result, so every move stays the same; the tests below compare them on
//! random positions.
//!
//! - both sides' legal moves: the four directions of a side in the four 64-bit lanes of one
//!   register, instead of two sides × one direction in SSE2's two lanes;
//! - a move's flips: four rays per register, filled like the legal moves.
//!
//! The pattern tables' sum stays scalar: six `vpgatherdd` of eight took fewer instructions
//! than the 46 loads, but on this Zen 3 host Hard's bench ran about 10% faster without them
//! (gathers are slow on AMD, and on Intel CPUs with the Downfall microcode).

use crate::core::board::{self, NOT_EDGE_FILES};
use std::arch::x86_64::{
    __m256i, _mm256_and_si256, _mm256_andnot_si256, _mm256_castsi256_si128, _mm256_cmpeq_epi64,
    _mm256_extracti128_si256, _mm256_loadu_si256, _mm256_or_si256, _mm256_set1_epi64x,
    _mm256_set_epi64x, _mm256_setzero_si256, _mm256_sllv_epi64, _mm256_srlv_epi64,
    _mm256_unpackhi_epi64, _mm256_unpacklo_epi64, _mm_cvtsi128_si64, _mm_extract_epi64,
    _mm_or_si128, _mm_unpackhi_epi64,
};

/// Proof that the CPU has x86-64-v3: only `detect` makes one.
#[derive(Clone, Copy)]
pub struct X86V3(());

impl X86V3 {
    pub fn detect() -> Option<X86V3> {
        let found = std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("lzcnt")
            && std::is_x86_feature_detected!("popcnt");
        found.then_some(X86V3(()))
    }

    /// `board::legal_moves_both`.
    #[inline(always)]
    pub fn legal_moves_both(self, me: u64, opp: u64) -> (u64, u64) {
        // SAFETY: `self` exists only where `detect` found AVX2.
        unsafe { legal_moves_both(me, opp) }
    }

    /// `board::flips_at`.
    #[inline(always)]
    pub fn flips_at(self, me: u64, opp: u64, index: usize) -> u64 {
        // SAFETY: as above.
        unsafe { flips_at(me, opp, index) }
    }
}

/// Shift counts of the four directions, lane by lane, and twice them: east/west,
/// south-west/north-east, south/north, south-east/north-west. The same order as the rays of
/// `board::rays`.
#[target_feature(enable = "avx2")]
#[inline]
fn shifts() -> (__m256i, __m256i) {
    (
        _mm256_set_epi64x(9, 8, 7, 1),
        _mm256_set_epi64x(18, 16, 14, 2),
    )
}

/// One side's moves along the four directions (lane by lane, as `board::moves_along`): the
/// squares of `me` seen through a run of `inner` discs, shifted one further.
#[target_feature(enable = "avx2")]
#[inline]
fn moves_along(me: __m256i, inner: __m256i, s: __m256i, s2: __m256i) -> __m256i {
    let mut up = _mm256_and_si256(inner, _mm256_sllv_epi64(me, s));
    let mut down = _mm256_and_si256(inner, _mm256_srlv_epi64(me, s));
    up = _mm256_or_si256(up, _mm256_and_si256(inner, _mm256_sllv_epi64(up, s)));
    down = _mm256_or_si256(down, _mm256_and_si256(inner, _mm256_srlv_epi64(down, s)));
    let inner_up = _mm256_and_si256(inner, _mm256_sllv_epi64(inner, s));
    let inner_down = _mm256_and_si256(inner, _mm256_srlv_epi64(inner, s));
    up = _mm256_or_si256(up, _mm256_and_si256(inner_up, _mm256_sllv_epi64(up, s2)));
    down = _mm256_or_si256(
        down,
        _mm256_and_si256(inner_down, _mm256_srlv_epi64(down, s2)),
    );
    up = _mm256_or_si256(up, _mm256_and_si256(inner_up, _mm256_sllv_epi64(up, s2)));
    down = _mm256_or_si256(
        down,
        _mm256_and_si256(inner_down, _mm256_srlv_epi64(down, s2)),
    );
    _mm256_or_si256(_mm256_sllv_epi64(up, s), _mm256_srlv_epi64(down, s))
}

#[target_feature(enable = "avx2")]
#[inline]
fn legal_moves_both(me: u64, opp: u64) -> (u64, u64) {
    let (s, s2) = shifts();
    // Only the vertical direction (lane 2) may run through the side files.
    let files = NOT_EDGE_FILES as i64;
    let mask = _mm256_set_epi64x(files, -1, files, files);
    let mine = _mm256_set1_epi64x(me as i64);
    let theirs = _mm256_set1_epi64x(opp as i64);
    let a = moves_along(mine, _mm256_and_si256(theirs, mask), s, s2);
    let b = moves_along(theirs, _mm256_and_si256(mine, mask), s, s2);
    // [a0|a1, b0|b1, a2|a3, b2|b3], then the two halves together.
    let pairs = _mm256_or_si256(_mm256_unpacklo_epi64(a, b), _mm256_unpackhi_epi64(a, b));
    let both = _mm_or_si128(
        _mm256_castsi256_si128(pairs),
        _mm256_extracti128_si256::<1>(pairs),
    );
    let empty = !(me | opp);
    (
        _mm_cvtsi128_si64(both) as u64 & empty,
        _mm_extract_epi64::<1>(both) as u64 & empty,
    )
}

/// `x` shifted by `by` lane by lane, towards higher bits if `UP`.
#[target_feature(enable = "avx2")]
#[inline]
fn shift<const UP: bool>(x: __m256i, by: __m256i) -> __m256i {
    if UP {
        _mm256_sllv_epi64(x, by)
    } else {
        _mm256_srlv_epi64(x, by)
    }
}

/// The run of `opp` discs on each ray from `placed`, kept where the square after it is `me`'s
/// (lane by lane, the rays towards higher bits if `UP`).
#[target_feature(enable = "avx2")]
#[inline]
fn flips_along<const UP: bool>(
    placed: __m256i,
    me: __m256i,
    opp: __m256i,
    rays: __m256i,
) -> __m256i {
    let (s, s2) = shifts();
    // On the ray only, so that no run wraps around an edge.
    let inner = _mm256_and_si256(opp, rays);
    let mut run = _mm256_and_si256(inner, shift::<UP>(placed, s));
    run = _mm256_or_si256(run, _mm256_and_si256(inner, shift::<UP>(run, s)));
    let pairs = _mm256_and_si256(inner, shift::<UP>(inner, s));
    run = _mm256_or_si256(run, _mm256_and_si256(pairs, shift::<UP>(run, s2)));
    run = _mm256_or_si256(run, _mm256_and_si256(pairs, shift::<UP>(run, s2)));
    let closer = _mm256_and_si256(shift::<UP>(run, s), _mm256_and_si256(me, rays));
    let open = _mm256_cmpeq_epi64(closer, _mm256_setzero_si256());
    _mm256_andnot_si256(open, run)
}

#[target_feature(enable = "avx2")]
#[inline]
fn flips_at(me: u64, opp: u64, index: usize) -> u64 {
    let rays = board::rays(index);
    // SAFETY: `rays` is eight `u64`, read as two registers of four.
    let (higher, lower) = unsafe {
        (
            _mm256_loadu_si256(rays.as_ptr().cast()),
            _mm256_loadu_si256(rays.as_ptr().add(4).cast()),
        )
    };
    let placed = _mm256_set1_epi64x((1u64 << (index & 63)) as i64);
    let me = _mm256_set1_epi64x(me as i64);
    let opp = _mm256_set1_epi64x(opp as i64);
    let runs = _mm256_or_si256(
        flips_along::<true>(placed, me, opp, higher),
        flips_along::<false>(placed, me, opp, lower),
    );
    let half = _mm_or_si128(
        _mm256_castsi256_si128(runs),
        _mm256_extracti128_si256::<1>(runs),
    );
    _mm_cvtsi128_si64(_mm_or_si128(half, _mm_unpackhi_epi64(half, half))) as u64
}

#[cfg(test)]
mod tests {
    use super::X86V3;
    use crate::core::board::{flips_at, legal_moves_both};
    use crate::core::cpu::mix;

    fn isa() -> Option<X86V3> {
        let found = X86V3::detect();
        if found.is_none() {
            eprintln!(
                "skipped: no AVX2 (or BMI1/2, LZCNT, POPCNT) on this CPU, nothing to compare"
            );
        }
        found
    }

    /// Disjoint `(me, opp)` pairs of every density, from a few discs to a full board, with
    /// runs that reach every edge.
    fn random_pairs(count: usize) -> impl Iterator<Item = (u64, u64)> {
        let mut x = 0x5eed_u64;
        let mut draw = move || {
            x = mix(x);
            x
        };
        (0..count).map(move |i| {
            let occupied = match i % 4 {
                0 => draw() & draw(),
                1 => draw(),
                2 => draw() | draw(),
                _ => draw() | draw() | draw(),
            };
            let me = occupied & draw();
            (me, occupied & !me)
        })
    }

    #[test]
    fn the_avx2_moves_match_the_portable_ones() {
        let Some(isa) = isa() else { return };
        for (me, opp) in random_pairs(200_000) {
            assert_eq!(
                isa.legal_moves_both(me, opp),
                legal_moves_both(me, opp),
                "{me:#x} {opp:#x}"
            );
        }
    }

    #[test]
    fn the_avx2_flips_match_the_portable_ones() {
        let Some(isa) = isa() else { return };
        for (me, opp) in random_pairs(20_000) {
            let mut empty = !(me | opp);
            while empty != 0 {
                let sq = empty.trailing_zeros() as usize;
                empty &= empty - 1;
                assert_eq!(
                    isa.flips_at(me, opp, sq),
                    flips_at(me, opp, sq),
                    "{me:#x} {opp:#x} on {sq}"
                );
            }
        }
    }
}
