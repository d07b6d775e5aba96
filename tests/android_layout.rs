//! The layout on Android: every tappable area inside any surface a phone leaves the game.
//! (build-scripts/smoke-android.sh asks examples/layout.rs where Easy and d3 are on its fake
//! phone, so its taps follow the layout.)

use reversi::ui::layout::{GameLayout, MenuLayout, Rect, SettingsLayout, StatsLayout};

/// The fake phone's density in smoke-android.sh (a common 1080-pixel-wide phone's).
const DENSITY: f32 = 2.625;

/// Every tappable area of every screen lies inside the game's surface, for any surface a phone
/// leaves the game: build-scripts/android/host-test checks that the surface is the screen less
/// the system bars and the display cutout (the safe area), so together nothing the player
/// taps sits under a bar or a cutout. Sizes: short side 700–1440 px, long side 1–3 times that
/// (phones, unfolded foldables, tablets, split screen), both ways round, at density 2.625.
/// The menu's items also never overlap (its form is chosen by the window's shape).
#[test]
fn tappable_areas_lie_inside_any_safe_area() {
    let inside = |w: f32, h: f32, r: Rect| {
        r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5
    };
    let overlap =
        |a: Rect, b: Rect| a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    let (mut sizes, mut wrong) = (0, Vec::new());
    for short in (700..=1440).step_by(37) {
        for tenths in 10..=30 {
            let long = short * tenths / 10;
            for (w, h) in [(short, long), (long, short)] {
                let (w, h) = (w as f32, h as f32);
                let m = MenuLayout::new(w, h, DENSITY);
                let menu: Vec<Rect> = MenuLayout::ITEMS.iter().map(|i| m.rect(*i)).collect();
                for (i, a) in menu.iter().enumerate() {
                    for b in &menu[i + 1..] {
                        if overlap(*a, *b) {
                            wrong.push(format!("{w}x{h}: menu items {a:?} and {b:?} overlap"));
                        }
                    }
                }
                let mut taps: Vec<(&str, Rect)> = menu.iter().map(|r| ("menu", *r)).collect();
                let g = GameLayout::new(w, h, DENSITY);
                taps.extend([
                    ("board", g.board),
                    ("undo", g.undo),
                    ("new game", g.new_game),
                ]);
                taps.push(("menu button", g.menu));
                let s = SettingsLayout::new(w, h, DENSITY);
                taps.extend(
                    SettingsLayout::ITEMS
                        .iter()
                        .map(|i| ("settings", s.rect(*i))),
                );
                taps.push(("statistics back", StatsLayout::new(w, h, DENSITY).back));
                for (what, r) in taps {
                    if !inside(w, h, r) {
                        wrong.push(format!("{w}x{h}: {what} at {r:?}"));
                    }
                }
                sizes += 1;
            }
        }
    }
    assert_eq!(sizes, 21 * 21 * 2);
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
