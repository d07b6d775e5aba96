//! What several integration tests share (each test file is a crate of its own and takes this
//! in with `mod common;`).

use reversi::core::Board;

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
