//! Integer evaluation of a position from the side to move's point of view (SPEC R-CPU-3,
//! R-CPU-4). No floating point: the same position gets the same value on every platform.
//!
//! Terms: square values (corners good; X- and C-squares bad while their corner is empty),
//! mobility (legal moves of each side), frontier discs (discs next to an empty square, which
//! give the other side moves) and, at the end, the disc difference.

use super::board::legal_moves_both;

/// A won or lost finished game scores `WIN` plus the disc difference, so any finished win
/// beats any heuristic value and a bigger win beats a smaller one.
pub const WIN: i32 = 10_000;

/// Bigger than every score.
pub const INFINITY: i32 = 30_000;

const CORNERS: u64 = 0x8100_0000_0000_0081;
/// Squares diagonally next to a corner: b2, g2, b7, g7.
const X_SQUARES: u64 = 0x0042_0000_0000_4200;
/// Edge squares next to a corner: b1, g1, a2, h2, a7, h7, b8, g8.
const C_SQUARES: u64 = 0x4281_0000_0000_8142;
/// c1, f1, a3, h3, a6, h6, c8, f8.
const A_SQUARES: u64 = 0x2400_8100_0081_0024;
/// d1, e1, a4, h4, a5, h5, d8, e8.
const B_SQUARES: u64 = 0x1800_0081_8100_0018;
/// The ring just inside the edge, apart from the X-squares.
const INNER_RING: u64 = 0x003c_4242_4242_3c00;
/// The 4×4 centre.
const CENTRE: u64 = 0x0000_3c3c_3c3c_0000;

/// For each corner: the corner, its X-square and its two C-squares.
const CORNER_ZONES: [(u64, u64); 4] = [
    (1 << 0, (1 << 1) | (1 << 8) | (1 << 9)),
    (1 << 7, (1 << 6) | (1 << 15) | (1 << 14)),
    (1 << 56, (1 << 57) | (1 << 48) | (1 << 49)),
    (1 << 63, (1 << 62) | (1 << 55) | (1 << 54)),
];

/// A static value per square (the classic table), used by Medium and for move ordering.
pub const SQUARE_VALUES: [i32; 64] = build_square_values();

const fn build_square_values() -> [i32; 64] {
    let mut values = [0i32; 64];
    let mut i = 0;
    while i < 64 {
        let bit = 1u64 << i;
        values[i] = if bit & CORNERS != 0 {
            100
        } else if bit & X_SQUARES != 0 {
            -50
        } else if bit & C_SQUARES != 0 {
            -20
        } else if bit & A_SQUARES != 0 {
            10
        } else if bit & B_SQUARES != 0 {
            5
        } else if bit & INNER_RING != 0 {
            -2
        } else {
            -1
        };
        i += 1;
    }
    values
}

/// Bitboard masks and weights that add up to `SQUARE_VALUES`.
const SQUARE_CLASSES: [(u64, i32); 7] = [
    (CORNERS, 100),
    (X_SQUARES, -50),
    (C_SQUARES, -20),
    (A_SQUARES, 10),
    (B_SQUARES, 5),
    (INNER_RING, -2),
    (CENTRE, -1),
];

#[inline]
fn diff(me: u64, opp: u64, mask: u64) -> i32 {
    (me & mask).count_ones() as i32 - (opp & mask).count_ones() as i32
}

/// The sum of `SQUARE_VALUES` over `me`'s discs minus over `opp`'s.
#[inline]
pub fn square_score(me: u64, opp: u64) -> i32 {
    let mut score = 0;
    for (mask, weight) in SQUARE_CLASSES {
        score += weight * diff(me, opp, mask);
    }
    score
}

/// The final score of a finished game for `me`: `±WIN` plus the disc difference (empty
/// squares count for nobody, R-RULES-4), 0 for a draw.
#[inline]
pub fn final_score(me: u64, opp: u64) -> i32 {
    final_score_of(me.count_ones() as i32 - opp.count_ones() as i32)
}

/// `final_score` of a game finished with disc difference `d`.
#[inline]
pub fn final_score_of(d: i32) -> i32 {
    match d.signum() {
        1 => WIN + d,
        -1 => -WIN + d,
        _ => 0,
    }
}

/// The disc difference of an exact search score (`final_score`'s inverse).
pub fn disc_difference(score: i32) -> i32 {
    if score > WIN / 2 {
        score - WIN
    } else if score < -WIN / 2 {
        score + WIN
    } else {
        0
    }
}

/// Medium's evaluation: square values plus mobility, for `me` to move or not.
pub fn medium(me: u64, opp: u64) -> i32 {
    let (my_moves, their_moves) = legal_moves_both(me, opp);
    let (my_moves, their_moves) = (
        my_moves.count_ones() as i32,
        their_moves.count_ones() as i32,
    );
    if my_moves == 0 && their_moves == 0 {
        return final_score(me, opp);
    }
    square_score(me, opp) + 8 * (my_moves - their_moves)
}

/// Hard's evaluation of a position that is not finished, with the legal moves of both sides
/// already known. Bounded well inside `±WIN`.
#[inline]
pub fn hard(me: u64, opp: u64, my_moves: u64, their_moves: u64) -> i32 {
    let empty = !(me | opp);
    // Square values, with the X- and C-squares of a taken corner counted as plain edges.
    let mut score = 0;
    let mut live = X_SQUARES | C_SQUARES;
    for (corner, zone) in CORNER_ZONES {
        if empty & corner == 0 {
            live &= !zone;
        }
    }
    score += 80 * diff(me, opp, CORNERS);
    score -= 50 * diff(me, opp, X_SQUARES & live);
    score -= 20 * diff(me, opp, C_SQUARES & live);
    // Mobility: the moves each side has now.
    let mobility = my_moves.count_ones() as i32 - their_moves.count_ones() as i32;
    score += 14 * mobility;
    // Corners the side to move can take next; the other side's are a threat.
    score += 30 * diff(my_moves, their_moves, CORNERS);
    // Frontier: discs next to empty squares give the other side moves.
    score -= 6 * diff(me, opp, super::board::around(empty));
    score.clamp(-WIN / 2, WIN / 2)
}

/// A search's evaluation of positions that are not finished, for the side owning `me`, with
/// both sides' legal moves already known. Values stay well inside `±WIN`. `State` is what the
/// evaluation keeps up to date from move to move along the search (nothing for the
/// hand-written one, the pattern indices for the trained one).
pub trait Evaluation {
    type State: Copy;

    /// The state of a position, from scratch (`me` to move).
    fn state(&self, me: u64, opp: u64) -> Self::State;
    /// The state after the side to move put a disc on `placed` and turned `flipped`.
    fn play(&self, state: &Self::State, placed: u64, flipped: u64) -> Self::State;
    /// The state after the side to move passed.
    fn pass(&self, state: &Self::State) -> Self::State;
    fn unfinished(
        &self,
        me: u64,
        opp: u64,
        my_moves: u64,
        their_moves: u64,
        state: &Self::State,
    ) -> i32;

    /// The final disc difference a heuristic score predicts, where the evaluation has a disc
    /// scale (the exact search starts its null-window tests there); 0 where it has none.
    fn predicted_discs(&self, _score: i32) -> i32 {
        0
    }
    /// Heuristic units per disc where the evaluation has a disc scale (the selective endgame
    /// compares its values with disc differences); 0 where it has none.
    fn units_per_disc(&self) -> i32 {
        0
    }
}

/// The hand-written evaluation (`hard`): Hard's before the trained one, kept as a yardstick
/// for the arena and the benchmark (`--level hard-classic`).
pub struct Classic;

impl Evaluation for Classic {
    type State = ();

    fn state(&self, _: u64, _: u64) {}

    #[inline]
    fn play(&self, _: &(), _: u64, _: u64) {}

    #[inline]
    fn pass(&self, _: &()) {}

    #[inline]
    fn unfinished(&self, me: u64, opp: u64, my_moves: u64, their_moves: u64, _: &()) -> i32 {
        hard(me, opp, my_moves, their_moves)
    }
}

impl Evaluation for super::weights::Weights {
    type State = super::pattern::Incremental;

    #[inline]
    fn state(&self, me: u64, opp: u64) -> Self::State {
        super::pattern::Incremental::new(me, opp)
    }

    #[cfg_attr(target_arch = "x86_64", inline(always))]
    #[cfg_attr(not(target_arch = "x86_64"), inline)]
    fn play(&self, state: &Self::State, placed: u64, flipped: u64) -> Self::State {
        state.play(placed, flipped)
    }

    #[inline]
    fn pass(&self, state: &Self::State) -> Self::State {
        state.pass()
    }

    #[cfg_attr(target_arch = "x86_64", inline(always))]
    #[cfg_attr(not(target_arch = "x86_64"), inline)]
    fn unfinished(
        &self,
        me: u64,
        opp: u64,
        my_moves: u64,
        their_moves: u64,
        state: &Self::State,
    ) -> i32 {
        self.evaluate_with(me, opp, my_moves, their_moves, state)
            .clamp(-WIN / 2, WIN / 2)
    }

    #[inline]
    fn predicted_discs(&self, score: i32) -> i32 {
        score / super::weights::UNITS_PER_DISC
    }

    fn units_per_disc(&self) -> i32 {
        super::weights::UNITS_PER_DISC
    }
}

/// The hand-written evaluation of any position for the side owning `me`.
pub fn evaluate(me: u64, opp: u64) -> i32 {
    let (my_moves, their_moves) = legal_moves_both(me, opp);
    if my_moves == 0 && their_moves == 0 {
        return final_score(me, opp);
    }
    hard(me, opp, my_moves, their_moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::Board;

    #[test]
    fn square_classes_cover_every_square_once() {
        let classes = [
            CORNERS, X_SQUARES, C_SQUARES, A_SQUARES, B_SQUARES, INNER_RING, CENTRE,
        ];
        let mut seen = 0u64;
        for mask in classes {
            assert_eq!(seen & mask, 0);
            seen |= mask;
        }
        assert_eq!(seen, u64::MAX);
        assert_eq!(SQUARE_VALUES[0], 100);
        assert_eq!(SQUARE_VALUES[9], -50);
        assert_eq!(square_score(1, 0), 100);
        for (i, &value) in SQUARE_VALUES.iter().enumerate() {
            assert_eq!(square_score(1 << i, 0), value);
        }
    }

    #[test]
    fn evaluation_is_symmetric_and_bounded() {
        let b = Board::start();
        let (me, opp) = b.mover_and_other();
        assert_eq!(evaluate(me, opp), 0);
        assert_eq!(medium(me, opp), 0);
        assert_eq!(final_score(0b111, 0b1), WIN + 2);
        assert_eq!(final_score(0b1, 0b111), -WIN - 2);
        assert_eq!(final_score(0b1, 0b10), 0);
    }
}
