//! The three CPU opponents behind one interface (SPEC R-CPU).
//!
//! Provisional implementations: the engine work (eval, search) replaces the bodies, the
//! interface stays: `Opponent::choose(&board, seed, ply)`.

use super::board::{Board, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Opponent {
    Easy,
    Medium,
    Hard,
}

impl Opponent {
    pub const ALL: [Opponent; 3] = [Opponent::Easy, Opponent::Medium, Opponent::Hard];

    /// Stable lower-case name, used in saves, golden files and command lines.
    pub fn name(self) -> &'static str {
        match self {
            Opponent::Easy => "easy",
            Opponent::Medium => "medium",
            Opponent::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Opponent> {
        Opponent::ALL
            .into_iter()
            .find(|o| o.name().eq_ignore_ascii_case(text.trim()))
    }

    /// The move for the side to move in `board`, or `None` when it has none. `ply` is the
    /// number of moves played so far (discs on the board − 4). The same (board, seed, ply)
    /// gives the same square on every platform.
    pub fn choose(self, board: &Board, seed: u64, ply: u32) -> Option<Square> {
        let moves = board.legal_moves();
        let count = moves.count_ones();
        if count == 0 {
            return None;
        }
        let pick = (mix(seed ^ u64::from(ply)) % u64::from(count)) as usize;
        Square::all_in(moves).nth(pick)
    }
}

/// SplitMix64 finaliser: a well-mixed, platform-independent hash of a 64-bit value.
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
