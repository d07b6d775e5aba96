//! The tap positions build-scripts/smoke-android.sh uses on its fake phone (1080×2160
//! pixels, density 2.625): the menu's Easy button, then d3 (a legal first move for Black).
//! Keeps the smoke test's numbers true when the layout changes.

use reversi::core::{Opponent, Square};
use reversi::ui::layout::{GameLayout, MenuItem, MenuLayout};

const SCREEN: (f32, f32) = (1080.0, 2160.0);
const DENSITY: f32 = 2.625;

/// TAPS in smoke-android.sh: Easy on the menu, then d3 on the board.
const EASY: (f32, f32) = (540.0, 660.0);
const D3: (f32, f32) = (477.0, 889.0);

#[test]
fn smoke_test_taps() {
    let m = MenuLayout::new(SCREEN.0, SCREEN.1, DENSITY);
    let easy = m.rect(MenuItem::Opponent(Opponent::Easy));
    let g = GameLayout::new(SCREEN.0, SCREEN.1, DENSITY);
    let d3 = g.square_rect(Square::parse("d3").unwrap());
    assert!(easy.contains(EASY.0, EASY.1), "Easy is at {easy:?}");
    assert!(d3.contains(D3.0, D3.1), "d3 is at {d3:?}");
}

/// The same phone turned to landscape (2160×1080): smoke-android.sh's landscape run
/// (`SCREEN="2160 1080" TAPS=...` in test.sh) taps these.
const LANDSCAPE: (f32, f32) = (2160.0, 1080.0);
const LANDSCAPE_EASY: (f32, f32) = (548.0, 489.0);
const LANDSCAPE_D3: (f32, f32) = (575.0, 351.0);

#[test]
fn smoke_test_taps_in_landscape() {
    let m = MenuLayout::new(LANDSCAPE.0, LANDSCAPE.1, DENSITY);
    let easy = m.rect(MenuItem::Opponent(Opponent::Easy));
    let g = GameLayout::new(LANDSCAPE.0, LANDSCAPE.1, DENSITY);
    let d3 = g.square_rect(Square::parse("d3").unwrap());
    assert!(
        g.board.y + g.board.h <= LANDSCAPE.1,
        "the board fits the height: {:?}",
        g.board
    );
    assert!(
        easy.contains(LANDSCAPE_EASY.0, LANDSCAPE_EASY.1),
        "Easy is at {easy:?}"
    );
    assert!(
        d3.contains(LANDSCAPE_D3.0, LANDSCAPE_D3.1),
        "d3 is at {d3:?}"
    );
}
