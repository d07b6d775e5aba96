//! WebAssembly SIMD (simd128: the browser build and the WASI test runs, see
//! `.cargo/config.toml`). Each function gives its portable twin's integers exactly:
//!
//! - `legal_moves_both`: SSE2's two lanes (`sse2.rs`) in simd128; the twin is
//!   `board::legal_moves`, called once per side.
//! - `play`: `pattern::Incremental::play`; the twin is `Incremental::play_lanes`. The browser
//!   build optimizes for size, which leaves the twin's lane loops scalar, so the vectors are
//!   spelled out (same sums, wrapping `u16`).

use crate::core::board::NOT_EDGE_FILES;
use crate::core::pattern::{Incremental, BRANCHLESS_FLIPS, LANES, SQUARE_POWERS};
use std::arch::wasm32::{
    i16x8_add, i16x8_shl, i16x8_sub, i64x2, i64x2_extract_lane, i64x2_shl, i64x2_splat,
    u16x8_splat, u64x2_shr, v128, v128_and, v128_andnot, v128_load, v128_or, v128_store,
};

/// `board::moves_along` in both lanes.
#[inline(always)]
fn along(p: v128, inner: v128, s: u32) -> v128 {
    let mut up = v128_and(inner, i64x2_shl(p, s));
    let mut down = v128_and(inner, u64x2_shr(p, s));
    up = v128_or(up, v128_and(inner, i64x2_shl(up, s)));
    down = v128_or(down, v128_and(inner, u64x2_shr(down, s)));
    let inner_up = v128_and(inner, i64x2_shl(inner, s));
    let inner_down = v128_and(inner, u64x2_shr(inner, s));
    up = v128_or(up, v128_and(inner_up, i64x2_shl(up, 2 * s)));
    down = v128_or(down, v128_and(inner_down, u64x2_shr(down, 2 * s)));
    up = v128_or(up, v128_and(inner_up, i64x2_shl(up, 2 * s)));
    down = v128_or(down, v128_and(inner_down, u64x2_shr(down, 2 * s)));
    v128_or(i64x2_shl(up, s), u64x2_shr(down, s))
}

#[inline]
pub(crate) fn legal_moves_both(me: u64, opp: u64) -> (u64, u64) {
    // Lane 0: `me` to move against `opp`; lane 1: the other way round.
    let p = i64x2(me as i64, opp as i64);
    let o = i64x2(opp as i64, me as i64);
    let inner = v128_and(o, i64x2_splat(NOT_EDGE_FILES as i64));
    let moves = v128_or(
        v128_or(along(p, inner, 1), along(p, inner, 7)),
        v128_or(along(p, o, 8), along(p, inner, 9)),
    );
    let moves = v128_andnot(moves, v128_or(p, o));
    (
        i64x2_extract_lane::<0>(moves) as u64,
        i64x2_extract_lane::<1>(moves) as u64,
    )
}

/// `v128` vectors of `u16` lanes in `Incremental::indices`.
const VECTORS: usize = LANES / 8;

#[inline(always)]
fn load(lanes: &[u16; LANES], k: usize) -> v128 {
    assert!(k < VECTORS);
    // SAFETY: lanes 8k..8k+8 are inside the array (k < LANES / 8); wasm loads need no
    // alignment.
    unsafe { v128_load(lanes.as_ptr().add(8 * k).cast::<v128>()) }
}

/// The six vectors are named one by one: the size-optimized build does not unroll loops
/// over them, which would keep them in linear memory rather than in locals.
#[inline]
pub(crate) fn play(from: &Incremental, placed: u64, flipped: u64) -> Incremental {
    const _: () = assert!(VECTORS == 6, "play names six vectors");
    let zero = u16x8_splat(0);
    let (mut t0, mut t1, mut t2, mut t3, mut t4, mut t5) = (zero, zero, zero, zero, zero, zero);
    let mut rest = flipped;
    macro_rules! add_lowest {
        () => {
            let powers = &SQUARE_POWERS[rest.trailing_zeros() as usize];
            t0 = i16x8_add(t0, load(powers, 0));
            t1 = i16x8_add(t1, load(powers, 1));
            t2 = i16x8_add(t2, load(powers, 2));
            t3 = i16x8_add(t3, load(powers, 3));
            t4 = i16x8_add(t4, load(powers, 4));
            t5 = i16x8_add(t5, load(powers, 5));
            rest &= rest.wrapping_sub(1);
        };
    }
    // As in `play_lanes`: the first few without a branch on `rest`.
    for _ in 0..BRANCHLESS_FLIPS {
        add_lowest!();
    }
    while rest != 0 {
        add_lowest!();
    }
    let put = &SQUARE_POWERS[placed.trailing_zeros() as usize & 63];
    let mut out = Incremental {
        indices: [0; LANES],
        x_to_move: !from.x_to_move,
    };
    let x_to_move = from.x_to_move;
    let mut store = |k: usize, t: v128| {
        let i = load(&from.indices, k);
        let p = load(put, k);
        let sum = if x_to_move {
            i16x8_sub(i16x8_add(i, p), t)
        } else {
            i16x8_add(i16x8_add(i, i16x8_shl(p, 1)), t)
        };
        assert!(k < VECTORS);
        // SAFETY: as in `load`, lanes 8k..8k+8 of the output array.
        unsafe { v128_store(out.indices.as_mut_ptr().add(8 * k).cast::<v128>(), sum) };
    };
    store(0, t0);
    store(1, t1);
    store(2, t2);
    store(3, t3);
    store(4, t4);
    store(5, t5);
    out
}
