//! SSE2, part of the x86_64 baseline: both sides' legal moves at once, `me` to move in one
//! 64-bit lane and the other side in the other. The portable twin is `board::legal_moves`,
//! called once per side; `board::legal_moves_both` takes this one on every x86_64 build.

use crate::core::board::NOT_EDGE_FILES;
use std::arch::x86_64::{
    __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cvtsi128_si64, _mm_or_si128, _mm_set1_epi64x,
    _mm_set_epi64x, _mm_slli_epi64, _mm_srli_epi64, _mm_unpackhi_epi64,
};

/// `moves_along` for both lanes; the shift is a constant so that it is an immediate.
macro_rules! along {
    ($p:expr, $inner:expr, $s:literal, $s2:literal) => {{
        let p = $p;
        let inner = $inner;
        let mut up = _mm_and_si128(inner, _mm_slli_epi64::<$s>(p));
        let mut down = _mm_and_si128(inner, _mm_srli_epi64::<$s>(p));
        up = _mm_or_si128(up, _mm_and_si128(inner, _mm_slli_epi64::<$s>(up)));
        down = _mm_or_si128(down, _mm_and_si128(inner, _mm_srli_epi64::<$s>(down)));
        let inner_up = _mm_and_si128(inner, _mm_slli_epi64::<$s>(inner));
        let inner_down = _mm_and_si128(inner, _mm_srli_epi64::<$s>(inner));
        up = _mm_or_si128(up, _mm_and_si128(inner_up, _mm_slli_epi64::<$s2>(up)));
        down = _mm_or_si128(down, _mm_and_si128(inner_down, _mm_srli_epi64::<$s2>(down)));
        up = _mm_or_si128(up, _mm_and_si128(inner_up, _mm_slli_epi64::<$s2>(up)));
        down = _mm_or_si128(down, _mm_and_si128(inner_down, _mm_srli_epi64::<$s2>(down)));
        _mm_or_si128(_mm_slli_epi64::<$s>(up), _mm_srli_epi64::<$s>(down))
    }};
}

#[inline]
#[target_feature(enable = "sse2")]
pub(crate) fn legal_moves_both(me: u64, opp: u64) -> (u64, u64) {
    // Lane 0: `me` to move against `opp`; lane 1: the other way round.
    let p: __m128i = _mm_set_epi64x(opp as i64, me as i64);
    let o: __m128i = _mm_set_epi64x(me as i64, opp as i64);
    let inner = _mm_and_si128(o, _mm_set1_epi64x(NOT_EDGE_FILES as i64));
    let moves = _mm_or_si128(
        _mm_or_si128(along!(p, inner, 1, 2), along!(p, inner, 7, 14)),
        _mm_or_si128(along!(p, o, 8, 16), along!(p, inner, 9, 18)),
    );
    let moves = _mm_andnot_si128(_mm_or_si128(p, o), moves);
    let mine = _mm_cvtsi128_si64(moves) as u64;
    let theirs = _mm_cvtsi128_si64(_mm_unpackhi_epi64(moves, moves)) as u64;
    (mine, theirs)
}
