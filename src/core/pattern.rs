//! The board patterns of Hard's trained evaluation (Logistello / Edax tradition): each pattern
//! is a fixed list of squares, read in base 3 (0 empty, 1 the side to move, 2 the other side),
//! and placed on the board in every distinct orientation of the board's 8 symmetries. All
//! placements of one pattern share one table of weights.
//!
//! The fast path reads a pattern by transforming the whole board into the orientation that
//! carries the placement onto the pattern's canonical squares (`images`) and gathering those
//! squares' bits with fixed shifts and masks; `tests/pattern.rs` checks it square by square
//! against `reference_indices` on many random positions.

/// Identifies the pattern set below in the weights asset: a different set needs new weights.
pub const PATTERN_SET_ID: u32 = 1;

/// One pattern: its canonical squares (bit numbers, ascending) and the board orientations
/// (indices into `images`) that place it on the board.
pub struct Pattern {
    pub name: &'static str,
    pub mask: u64,
    pub images: &'static [usize],
}

impl Pattern {
    /// Number of squares in the pattern.
    pub const fn len(&self) -> usize {
        self.mask.count_ones() as usize
    }

    pub const fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// Number of base-3 configurations: 3^len.
    pub const fn configurations(&self) -> usize {
        3usize.pow(self.mask.count_ones())
    }
}

const fn diagonal(offset: u32) -> u64 {
    // Squares (row r, column r + offset) for r = 0..8-offset.
    let mut mask = 0u64;
    let mut r = 0;
    while r + offset < 8 {
        mask |= 1u64 << (r * 8 + r + offset);
        r += 1;
    }
    mask
}

/// The images (see `images`) used by each pattern: edges and lines need the four sides,
/// corner blocks the four corners, the 2×4 corner all eight orientations.
const SIDES: &[usize] = &[0, 1, 4, 5];
const CORNERS: &[usize] = &[0, 1, 2, 3];
const ALL: &[usize] = &[0, 1, 2, 3, 4, 5, 6, 7];
const DIAGONALS: &[usize] = &[0, 1, 2, 4];

pub const PATTERNS: [Pattern; 11] = [
    Pattern {
        name: "edge+2X",
        mask: 0x42ff,
        images: SIDES,
    },
    Pattern {
        name: "corner 3x3",
        mask: 0x07_0707,
        images: CORNERS,
    },
    Pattern {
        name: "corner 2x4",
        mask: 0x0f0f,
        images: ALL,
    },
    Pattern {
        name: "row 2",
        mask: 0xff00,
        images: SIDES,
    },
    Pattern {
        name: "row 3",
        mask: 0xff_0000,
        images: SIDES,
    },
    Pattern {
        name: "row 4",
        mask: 0xff00_0000,
        images: SIDES,
    },
    Pattern {
        name: "diagonal 8",
        mask: diagonal(0),
        images: &[0, 2],
    },
    Pattern {
        name: "diagonal 7",
        mask: diagonal(1),
        images: DIAGONALS,
    },
    Pattern {
        name: "diagonal 6",
        mask: diagonal(2),
        images: DIAGONALS,
    },
    Pattern {
        name: "diagonal 5",
        mask: diagonal(3),
        images: DIAGONALS,
    },
    Pattern {
        name: "diagonal 4",
        mask: diagonal(4),
        images: DIAGONALS,
    },
];

/// Placements of all patterns on the board (the number of table look-ups per evaluation).
pub const INSTANCES: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < PATTERNS.len() {
        n += PATTERNS[i].images.len();
        i += 1;
    }
    n
};

/// Mirror columns: a ↔ h.
#[inline(always)]
pub const fn flip_h(mut x: u64) -> u64 {
    x = ((x >> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) << 1);
    x = ((x >> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) << 2);
    ((x >> 4) & 0x0f0f_0f0f_0f0f_0f0f) | ((x & 0x0f0f_0f0f_0f0f_0f0f) << 4)
}

/// Mirror rows: 1 ↔ 8.
#[inline(always)]
pub const fn flip_v(x: u64) -> u64 {
    x.swap_bytes()
}

/// Mirror on the a1–h8 diagonal: (row, column) → (column, row).
#[inline(always)]
pub const fn transpose(mut x: u64) -> u64 {
    let t = 0x0f0f_0f0f_0000_0000 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^ t ^ (t >> 7)
}

/// The 8 symmetric images of a bitboard, in the order the patterns' `images` name them:
/// identity, V, H, HV, T, V∘T, H∘T, HV∘T (V: rows mirrored, H: columns mirrored, T: transposed).
#[inline(always)]
pub fn images(x: u64) -> [u64; 8] {
    let v = flip_v(x);
    let h = flip_h(x);
    let t = transpose(x);
    let vt = flip_v(t);
    let ht = flip_h(t);
    [x, v, h, flip_v(h), t, vt, ht, flip_v(ht)]
}

/// The same transform applied square by square (slow; the reference for tests).
pub fn image_slow(x: u64, which: usize) -> u64 {
    (0..64u32)
        .filter(|&sq| x >> sq & 1 != 0)
        .fold(0, |out, sq| out | 1u64 << image_square(which, sq))
}

/// Base-3 value of a bit set: bit k contributes 3^k (10-bit sets: every pattern fits).
static TERNARY: [u16; 1024] = {
    let mut t = [0u16; 1024];
    let mut m = 0;
    while m < 1024 {
        let mut v = 0u32;
        let mut k = 9;
        loop {
            v = v * 3 + ((m >> k) & 1) as u32;
            if k == 0 {
                break;
            }
            k -= 1;
        }
        t[m] = v as u16;
        m += 1;
    }
    t
};

/// The base-3 index of a pattern from the packed bits of the side to move and the other side.
#[inline(always)]
fn ternary(me: u32, opp: u32) -> usize {
    TERNARY[me as usize] as usize + 2 * TERNARY[opp as usize] as usize
}

/// The bits of pattern `p`'s squares in an image, packed towards bit 0 in ascending square
/// order (a `pext` with the pattern's mask, by fixed shifts).
#[inline(always)]
fn gather(p: usize, x: u64) -> u32 {
    const D8: u64 = diagonal(0);
    const D7: u64 = diagonal(1);
    const D6: u64 = diagonal(2);
    const D5: u64 = diagonal(3);
    const D4: u64 = diagonal(4);
    const BYTES: u64 = 0x0101_0101_0101_0101;
    // A diagonal has one square per row, each in a different column: adding the rows up
    // (multiplying by BYTES) lays them side by side in the top byte, in column order.
    let diag = |mask: u64, len: u32| ((x & mask).wrapping_mul(BYTES) >> (64 - len)) as u32;
    match p {
        0 => ((x & 0xff) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200)) as u32,
        1 => ((x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1c0)) as u32,
        2 => ((x & 0xf) | ((x >> 4) & 0xf0)) as u32,
        3 => ((x >> 8) & 0xff) as u32,
        4 => ((x >> 16) & 0xff) as u32,
        5 => ((x >> 24) & 0xff) as u32,
        6 => diag(D8, 8),
        7 => diag(D7, 7),
        8 => diag(D6, 6),
        9 => diag(D5, 5),
        _ => diag(D4, 4),
    }
}

/// Every placement's base-3 index, pattern by pattern in `PATTERNS` order, placements in each
/// pattern's `images` order. Written out placement by placement so that every gather is
/// straight-line code with constant shifts (a loop over the patterns measured 3× slower).
#[inline]
pub fn indices(me: u64, opp: u64) -> [u16; INSTANCES] {
    let m = images(me);
    let o = images(opp);
    macro_rules! placements {
        ($($p:literal : $($i:literal)+);+) => {
            [$($(ternary(gather($p, m[$i]), gather($p, o[$i])) as u16),+),+]
        };
    }
    placements!(
        0: 0 1 4 5;
        1: 0 1 2 3;
        2: 0 1 2 3 4 5 6 7;
        3: 0 1 4 5;
        4: 0 1 4 5;
        5: 0 1 4 5;
        6: 0 2;
        7: 0 1 2 4;
        8: 0 1 2 4;
        9: 0 1 2 4;
        10: 0 1 2 4
    )
}

/// Where image `which` (see `images`; bits 1 → V, 2 → H, 4 → T) moves the square `sq`: T
/// first, then H, then V.
const fn image_square(which: usize, sq: u32) -> u32 {
    let (mut row, mut col) = (sq / 8, sq % 8);
    if which & 4 != 0 {
        (row, col) = (col, row);
    }
    if which & 2 != 0 {
        col = 7 - col;
    }
    if which & 1 != 0 {
        row = 7 - row;
    }
    row * 8 + col
}

/// The image that undoes image `which`: each is its own inverse but V∘T and H∘T, which undo
/// each other.
pub const fn inverse_image(which: usize) -> usize {
    match which {
        5 => 6,
        6 => 5,
        w => w,
    }
}

/// `play` adds this many turned squares' rows without a branch on how many there are: the
/// loop's exit mispredicted once per move (a third of the search's mispredictions). With 4,
/// Hard's bench mispredicts 30% less for 2% more instructions, about 5% faster; 3 and 5 did
/// no better.
pub(super) const BRANCHLESS_FLIPS: usize = 4;

/// `INSTANCES` rounded up to whole 16-byte vectors of `u16` (the update loops vectorize).
pub const LANES: usize = INSTANCES.div_ceil(8) * 8;

/// For every square, its digit's weight (3^k) in each placement it belongs to, 0 in the
/// others: what a disc that appears or turns on the square adds to the indices. Row 64, all
/// zeros, is what `trailing_zeros` of an empty set reads.
pub(super) static SQUARE_POWERS: [[u16; LANES]; 65] = {
    let mut powers = [[0u16; LANES]; 65];
    let mut n = 0;
    let mut p = 0;
    while p < PATTERNS.len() {
        let mut k = 0;
        while k < PATTERNS[p].images.len() {
            let undo = inverse_image(PATTERNS[p].images[k]);
            let mut rest = PATTERNS[p].mask;
            let mut power = 1u16;
            while rest != 0 {
                let sq = image_square(undo, rest.trailing_zeros()) as usize;
                rest &= rest - 1;
                powers[sq][n] = power;
                power *= 3;
            }
            n += 1;
            k += 1;
        }
        p += 1;
    }
    powers
};

/// Pattern indices kept up to date move by move (as in Edax), so a search pays a few vector
/// additions per changed square instead of reading every pattern at every leaf. The digits are
/// fixed to two sides, `x` (1) and `y` (2), whichever of them is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Incremental {
    /// The first `INSTANCES` lanes are the placements' indices; the rest stay 0.
    pub indices: [u16; LANES],
    /// Side `x` is to move.
    pub x_to_move: bool,
}

impl Incremental {
    /// From scratch, with `me` (the side to move) as side `x`.
    #[inline]
    pub fn new(me: u64, opp: u64) -> Incremental {
        let mut indices = [0u16; LANES];
        indices[..INSTANCES].copy_from_slice(&self::indices(me, opp));
        Incremental {
            indices,
            x_to_move: true,
        }
    }

    /// After the side to move put a disc on `placed` (one bit) and turned `flipped`: the
    /// placed square's digit goes from 0 to the mover's, each turned one from the other
    /// side's to the mover's (x: 2 → 1, y: 1 → 2). In the browser in WebAssembly SIMD
    /// (`arch/simd128.rs`), elsewhere `play_lanes`.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    #[cfg_attr(not(target_arch = "x86_64"), inline)]
    pub fn play(&self, placed: u64, flipped: u64) -> Incremental {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        {
            super::arch::simd128::play(self, placed, flipped)
        }
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        {
            self.play_lanes(placed, flipped)
        }
    }

    /// `play` lane by lane (the compiler vectorizes it where it optimizes for speed).
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    #[cfg_attr(not(target_arch = "x86_64"), inline)]
    fn play_lanes(&self, placed: u64, flipped: u64) -> Incremental {
        let mut turned = [0u16; LANES];
        let mut rest = flipped;
        let mut add_lowest = |rest: &mut u64| {
            let powers = &SQUARE_POWERS[rest.trailing_zeros() as usize];
            for (t, p) in turned.iter_mut().zip(powers) {
                *t = t.wrapping_add(*p);
            }
            *rest &= rest.wrapping_sub(1);
        };
        // The first few without a branch on `rest`: an emptied `rest` reads the zero row.
        for _ in 0..BRANCHLESS_FLIPS {
            add_lowest(&mut rest);
        }
        while rest != 0 {
            add_lowest(&mut rest);
        }
        let put = &SQUARE_POWERS[placed.trailing_zeros() as usize & 63];
        let mut indices = self.indices;
        if self.x_to_move {
            for ((i, p), t) in indices.iter_mut().zip(put).zip(&turned) {
                *i = i.wrapping_add(*p).wrapping_sub(*t);
            }
        } else {
            for ((i, p), t) in indices.iter_mut().zip(put).zip(&turned) {
                *i = i.wrapping_add(p.wrapping_mul(2)).wrapping_add(*t);
            }
        }
        Incremental {
            indices,
            x_to_move: !self.x_to_move,
        }
    }

    /// After the side to move passed.
    #[inline]
    pub fn pass(&self) -> Incremental {
        Incremental {
            indices: self.indices,
            x_to_move: !self.x_to_move,
        }
    }
}

/// For every index below `count` (a power of 3), the index of the same configuration with
/// the two sides' digits exchanged (1 ↔ 2): the lowest digit swapped plus three times the
/// swap of the rest.
pub(crate) fn swap_table(count: usize) -> Vec<u32> {
    let mut out = vec![0u32; count];
    for i in 1..count {
        out[i] = [0, 2, 1][i % 3] + 3 * out[i / 3];
    }
    out
}

/// `indices` computed square by square from slow transforms: the reference for tests.
pub fn reference_indices(me: u64, opp: u64) -> Vec<u16> {
    let mut out = Vec::with_capacity(INSTANCES);
    for pattern in &PATTERNS {
        for &image in pattern.images {
            let (m, o) = (image_slow(me, image), image_slow(opp, image));
            let mut index = 0usize;
            let mut power = 1usize;
            let mut rest = pattern.mask;
            while rest != 0 {
                let sq = rest.trailing_zeros();
                rest &= rest - 1;
                let digit = if m >> sq & 1 != 0 {
                    1
                } else if o >> sq & 1 != 0 {
                    2
                } else {
                    0
                };
                index += digit * power;
                power *= 3;
            }
            out.push(index as u16);
        }
    }
    out
}

/// For each pattern, the permutations of its digits under the board symmetries that map its
/// canonical square set onto itself (always including the identity). Configurations that such
/// a permutation relates are the same configuration seen from another side, so they share a
/// weight.
fn self_symmetries(p: usize) -> Vec<Vec<usize>> {
    let mask = PATTERNS[p].mask;
    let squares: Vec<u32> = (0..64).filter(|&s| mask >> s & 1 != 0).collect();
    let mut perms: Vec<Vec<usize>> = Vec::new();
    for which in 0..8 {
        if image_slow(mask, which) != mask {
            continue;
        }
        // Digit k (square squares[k]) moves to the digit of its image square.
        let perm: Vec<usize> = squares
            .iter()
            .map(|&sq| {
                let to = image_slow(1u64 << sq, which).trailing_zeros();
                squares.iter().position(|&s| s == to).unwrap_or(0)
            })
            .collect();
        if !perms.contains(&perm) {
            perms.push(perm);
        }
    }
    perms
}

/// The canonical configuration of each configuration of pattern `p`: the smallest index among
/// its images under the pattern's self-symmetries. A table of `configurations()` entries.
pub(crate) fn canonical_table(p: usize) -> Vec<u32> {
    let count = PATTERNS[p].configurations();
    let mut canonical: Vec<u32> = (0..count as u32).collect();
    let mut image = vec![0u32; count];
    for perm in self_symmetries(p) {
        // The image of `i` is the image of `i` without its highest digit plus that digit
        // moved: one step per configuration (loading runs this on the first Hard move).
        let mut span = 1;
        let mut top = 0;
        for i in 1..count {
            if i == 3 * span {
                span *= 3;
                top += 1;
            }
            image[i] = image[i % span] + (i / span) as u32 * 3u32.pow(perm[top] as u32);
            canonical[i] = canonical[i].min(image[i]);
        }
    }
    canonical
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `canonical_table` digit by digit, as it was first written: the reference.
    fn canonical_table_by_digits(p: usize) -> Vec<u32> {
        let len = PATTERNS[p].len();
        let perms = self_symmetries(p);
        (0..PATTERNS[p].configurations())
            .map(|index| {
                let digits: Vec<usize> =
                    (0..len).map(|k| index / 3usize.pow(k as u32) % 3).collect();
                perms
                    .iter()
                    .map(|perm| {
                        (0..len)
                            .map(|k| digits[k] * 3usize.pow(perm[k] as u32))
                            .sum::<usize>()
                    })
                    .min()
                    .unwrap_or(index) as u32
            })
            .collect()
    }

    /// `swap_table`'s entry for one index, digit by digit: the reference.
    fn swap_sides(index: usize, len: usize) -> usize {
        let (mut rest, mut out, mut power) = (index, 0, 1);
        for _ in 0..len {
            out += [0, 2, 1][rest % 3] * power;
            rest /= 3;
            power *= 3;
        }
        out
    }

    #[test]
    fn the_built_tables_match_digit_by_digit_references() {
        for (p, pattern) in PATTERNS.iter().enumerate() {
            assert_eq!(
                canonical_table(p),
                canonical_table_by_digits(p),
                "pattern {p}"
            );
            let swap = swap_table(pattern.configurations());
            for (i, &s) in swap.iter().enumerate() {
                assert_eq!(s as usize, swap_sides(i, pattern.len()), "pattern {p}, {i}");
            }
        }
    }

    #[test]
    fn fast_transforms_match_the_slow_ones() {
        let mut x = 0x1234_5678_9abc_def0u64;
        for _ in 0..1000 {
            x = crate::core::cpu::mix(x);
            let fast = images(x);
            for (which, &image) in fast.iter().enumerate() {
                // images() order: I, V, H, HV, T, VT, HT, HVT = bits (V=1, H=2, T=4).
                assert_eq!(image, image_slow(x, which), "image {which} of {x:#x}");
            }
        }
    }

    #[test]
    fn patterns_fit_the_ternary_table_and_count_46_placements() {
        for p in &PATTERNS {
            assert!(p.len() <= 10, "{}", p.name);
        }
        assert_eq!(INSTANCES, 46);
    }
}
