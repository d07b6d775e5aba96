//! The vector versions of the core's hottest steps, one file per instruction set. Each gives
//! exactly its portable twin's integers, so every move is the same on every platform:
//!
//! - `sse2.rs` (every x86_64 build): both sides' legal moves in two lanes; twin
//!   `board::legal_moves`, chosen at compile time by `board::legal_moves_both`.
//! - `simd128.rs` (wasm32 with simd128): the same moves, and `pattern::Incremental::play`;
//!   twins `board::legal_moves` and `Incremental::play_lanes`, chosen at compile time.
//! - `x86v3.rs` (x86_64 CPUs with AVX2 and co., found at run time): both sides' moves and a
//!   move's flips; twins `board::legal_moves_both` and `board::flips_at`, taken by the
//!   search's second build (`search/isa.rs`) through the proof `X86V3`. Its tests compare
//!   them on random positions; the golden games hold on every platform.

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(super) mod simd128;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
pub(super) mod sse2;
#[cfg(target_arch = "x86_64")]
pub(super) mod x86v3;
