//! Stable discs (`stability::stable_discs`, the exact solver's cutoff bound) checked against
//! play: from positions of seeded games, many seeded random continuations to the end of the
//! game never flip a disc that was called stable.

use reversi::core::board::{Board, Color, Square};
use reversi::core::cpu::mix;
use reversi::core::stability::stable_discs;

/// Plays seeded random moves to the end of the game, checking after every move that the
/// discs in `stable` still have the colour they had.
fn random_finish(mut b: Board, mut seed: u64, black_stable: u64, white_stable: u64) {
    while !b.is_game_over() {
        if b.must_pass() {
            b.pass().unwrap();
            continue;
        }
        let moves = b.legal_moves();
        seed = mix(seed);
        let pick = (seed % u64::from(moves.count_ones())) as usize;
        let sq = Square::all_in(moves).nth(pick).unwrap();
        b.play(sq).unwrap();
        assert_eq!(
            b.discs(Color::Black) & black_stable,
            black_stable,
            "{}",
            b.to_text()
        );
        assert_eq!(
            b.discs(Color::White) & white_stable,
            white_stable,
            "{}",
            b.to_text()
        );
    }
}

#[test]
fn stable_discs_are_never_flipped() {
    let mut checked_positions = 0;
    let mut stable_seen = 0u32;
    for game in 0..300u64 {
        let mut b = Board::start();
        let mut seed = mix(game + 1);
        while !b.is_game_over() {
            if b.must_pass() {
                b.pass().unwrap();
                continue;
            }
            let black = b.discs(Color::Black);
            let white = b.discs(Color::White);
            let black_stable = stable_discs(black, white);
            let white_stable = stable_discs(white, black);
            assert_eq!(black_stable & !black, 0);
            assert_eq!(white_stable & !white, 0);
            if b.ply().is_multiple_of(4) {
                stable_seen += (black_stable | white_stable).count_ones();
                checked_positions += 1;
                for k in 0..8 {
                    random_finish(b, mix(seed ^ k), black_stable, white_stable);
                }
            }
            let moves = b.legal_moves();
            seed = mix(seed);
            let pick = (seed % u64::from(moves.count_ones())) as usize;
            b.play(Square::all_in(moves).nth(pick).unwrap()).unwrap();
        }
    }
    assert!(checked_positions > 3000, "{checked_positions}");
    // The check means something only if many discs were called stable.
    assert!(stable_seen > 20_000, "{stable_seen}");
}
