//! Perft from the start position with the standard convention: a forced pass counts as a ply,
//! a position where neither side can move is one leaf.

use reversi::core::board::{perft, Board};

#[test]
fn perft_depths_1_to_9() {
    let expected = [4u64, 12, 56, 244, 1396, 8200, 55092, 390_216, 3_005_288];
    let b = Board::start();
    for (i, &n) in expected.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(&b, depth), n, "depth {depth}");
    }
}

#[test]
fn perft_counts_a_finished_position_as_one_leaf() {
    let text = concat!(
        "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX",
        "XXXXXXX-", " O"
    );
    let b = Board::from_text(text).unwrap();
    assert!(b.is_game_over());
    for depth in 1..5 {
        assert_eq!(perft(&b, depth), 1);
    }
    // One move left for Black after White passes: the pass is a ply.
    let text = concat!(
        "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXO",
        "XXXXXXX-", " O"
    );
    let b = Board::from_text(text).unwrap();
    assert!(b.must_pass());
    assert_eq!(perft(&b, 1), 1);
    assert_eq!(perft(&b, 2), 1);
    assert_eq!(perft(&b, 3), 1);
}
