//! What several integration tests share (each test file is a crate of its own and takes this
//! in with `mod common;`).

// Each test crate that takes this module in uses some of it, none all.
#![allow(dead_code)]

use reversi::core::Board;

/// The eight directions a line runs from a square, as (column, row) steps.
pub const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// Black to move takes White's last disc at g4, and then neither side can move: the game
/// ends 6–0 with 58 squares empty.
pub fn early_end() -> Board {
    Board::from_text(
        &[
            "--------",
            "--------",
            "--------",
            "---XXO--",
            "---XX---",
            "--------",
            "--------",
            "-------- X",
        ]
        .concat(),
    )
    .expect("a valid position")
}
