//! Stable discs: discs that no sequence of moves can ever flip. The exact solver uses them
//! as a bound: the side to move can never end with more than 64 minus twice the opponent's
//! stable discs, so a window above that bound is cut off without searching.
//!
//! The rule is conservative (it finds most, not all, stable discs): a disc is stable when,
//! along each of its four lines (row, column, two diagonals), the line is full, or the disc
//! touches the board's edge along it, or its neighbour along it is a stable disc of the same
//! colour. A flip along a line needs a run of the disc's colour bracketed at both ends by the
//! other colour; a wall or a stable neighbour of the same colour closes one end for ever, and
//! a full line admits no new disc at all.

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = 0x8080_8080_8080_8080;
const RANK_1: u64 = 0x0000_0000_0000_00ff;
const RANK_8: u64 = 0xff00_0000_0000_0000;
const BORDER: u64 = FILE_A | FILE_H | RANK_1 | RANK_8;

/// The 15 diagonals running a1–h8 (step +9) and the 15 running h1–a8 (step +7).
const DIAGONALS: ([u64; 15], [u64; 15]) = {
    let mut rising = [0u64; 15];
    let mut falling = [0u64; 15];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        rising[7 + file - rank] |= 1u64 << sq;
        falling[file + rank] |= 1u64 << sq;
        sq += 1;
    }
    (rising, falling)
};

/// Squares whose row, column and both diagonals are all completely filled.
fn full_lines(filled: u64) -> (u64, u64, u64, u64) {
    let mut rows = 0;
    let mut columns = FILE_A * 0xff;
    for r in 0..8 {
        let row = RANK_1 << (8 * r);
        if filled & row == row {
            rows |= row;
        }
        // A column is full when every row has its bit: AND the rows onto rank 1.
        columns &= (filled >> (8 * r)) & 0xff;
    }
    let columns = columns * FILE_A;
    let mut rising = 0;
    let mut falling = 0;
    for i in 0..15 {
        let (r, f) = (DIAGONALS.0[i], DIAGONALS.1[i]);
        if filled & r == r {
            rising |= r;
        }
        if filled & f == f {
            falling |= f;
        }
    }
    (rows, columns, rising, falling)
}

/// The stable discs of `color` (a subset of it), with `other` the opponent's discs.
pub fn stable_discs(color: u64, other: u64) -> u64 {
    if color == 0 {
        return 0;
    }
    let (rows, columns, rising, falling) = full_lines(color | other);
    let row_fixed = rows | FILE_A | FILE_H;
    let column_fixed = columns | RANK_1 | RANK_8;
    let rising_fixed = rising | BORDER;
    let falling_fixed = falling | BORDER;
    let mut stable = 0u64;
    loop {
        let row_ok = row_fixed | ((stable << 1) & !FILE_A) | ((stable >> 1) & !FILE_H);
        let column_ok = column_fixed | (stable << 8) | (stable >> 8);
        let rising_ok = rising_fixed | ((stable << 9) & !FILE_A) | ((stable >> 9) & !FILE_H);
        let falling_ok = falling_fixed | ((stable << 7) & !FILE_H) | ((stable >> 7) & !FILE_A);
        let next = color & row_ok & column_ok & rising_ok & falling_ok;
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_are_stable_and_the_start_position_has_no_stable_disc() {
        assert_eq!(stable_discs(1, 0), 1);
        assert_eq!(stable_discs(1 << 63, 1 << 62), 1 << 63);
        let (black, white) = (0x0000_0008_1000_0000u64, 0x0000_0010_0800_0000u64);
        assert_eq!(stable_discs(black, white), 0);
        assert_eq!(stable_discs(white, black), 0);
    }

    #[test]
    fn a_run_along_an_edge_from_a_corner_is_stable_up_to_the_first_gap() {
        // a1 b1 c1 black, d1 empty, e1 black: e1 can still be flipped along rank 1.
        let black = 0b1_0111u64;
        assert_eq!(stable_discs(black, 0), 0b111);
    }

    #[test]
    fn a_full_board_is_all_stable() {
        let black = 0x0f0f_0f0f_0f0f_0f0f;
        assert_eq!(stable_discs(black, !black), black);
        assert_eq!(stable_discs(!black, black), !black);
    }
}
