//! Prints where src/ui/layout.rs puts the buttons and squares of every screen for one window
//! size, so that the end-to-end scripts click and sample where the game draws instead of
//! keeping copies of the numbers:
//!
//!     cargo run --release --example layout -- WIDTH HEIGHT [DENSITY]
//!
//! DENSITY is the layout's `scale` (pixels per 96-dpi pixel on the desktop, Android's pixels
//! per dp; default 1). One `NAME=VALUE` line per fact, whole pixels, for `read`ing in bash
//! (build-scripts/lib.sh's `load_layout`) or splitting in JS (build-scripts/e2e-web.d/common.mjs):
//!
//! - `BOARD_X`, `BOARD_Y`: a1's top-left corner; `CELL`: a square's side;
//! - for each button (`MENU_EASY`, `GAME_UNDO`, `SETTINGS_SOUND_ON`, ...) `_X`, `_Y`: its
//!   centre, `_LEFT`, `_TOP`, `_W`, `_H`: its rectangle;
//! - `SQUARE_A1_X`, `SQUARE_A1_Y` ... `SQUARE_H8_*`: the squares' centres.
//!
//! The game draws at whole pixels where these are fractions; centres are rounded to the
//! nearest pixel, rectangles' edges inwards, so every point printed is inside what it names.

use reversi::core::save::Animation;
use reversi::core::{Color, Opponent, Square};
use reversi::ui::layout::{
    GameLayout, MenuItem, MenuLayout, ReadingLayout, Rect, SettingsItem, SettingsLayout,
    StatsLayout,
};

/// The menu's items under the names printed.
const MENU: [(&str, MenuItem); 10] = [
    ("MENU_EASY", MenuItem::Opponent(Opponent::Easy)),
    ("MENU_MEDIUM", MenuItem::Opponent(Opponent::Medium)),
    ("MENU_HARD", MenuItem::Opponent(Opponent::Hard)),
    ("MENU_BLACK", MenuItem::Color(Color::Black)),
    ("MENU_WHITE", MenuItem::Color(Color::White)),
    ("MENU_CONTINUE", MenuItem::Continue),
    ("MENU_STATISTICS", MenuItem::Statistics),
    ("MENU_SETTINGS", MenuItem::Settings),
    ("MENU_HOW_TO_PLAY", MenuItem::HowToPlay),
    ("MENU_ABOUT", MenuItem::About),
];

/// The settings screen's items under the names printed.
const SETTINGS: [(&str, SettingsItem); 9] = [
    ("SETTINGS_SOUND_ON", SettingsItem::Sound(true)),
    ("SETTINGS_SOUND_OFF", SettingsItem::Sound(false)),
    (
        "SETTINGS_ANIMATION_NORMAL",
        SettingsItem::Animation(Animation::Normal),
    ),
    (
        "SETTINGS_ANIMATION_FAST",
        SettingsItem::Animation(Animation::Fast),
    ),
    (
        "SETTINGS_ANIMATION_OFF",
        SettingsItem::Animation(Animation::Off),
    ),
    ("SETTINGS_CONTRAST_NORMAL", SettingsItem::Contrast(false)),
    ("SETTINGS_CONTRAST_HIGH", SettingsItem::Contrast(true)),
    ("SETTINGS_LANGUAGE", SettingsItem::Language),
    ("SETTINGS_BACK", SettingsItem::Back),
];

/// The lines for a `w`×`h` window at `scale`, in the order printed.
fn coordinates(w: f32, h: f32, scale: f32) -> Vec<(String, i64)> {
    let mut out = Vec::new();
    let g = GameLayout::new(w, h, scale);
    out.push(("BOARD_X".to_string(), g.board.x.round() as i64));
    out.push(("BOARD_Y".to_string(), g.board.y.round() as i64));
    out.push(("CELL".to_string(), g.cell.round() as i64));
    let game = [
        ("GAME_COUNT_BLACK", g.count_black),
        ("GAME_COUNT_WHITE", g.count_white),
        ("GAME_STATUS", g.status),
        ("GAME_UNDO", g.undo),
        ("GAME_NEW_GAME", g.new_game),
        ("GAME_MENU", g.menu),
    ];
    let m = MenuLayout::new(w, h, scale);
    let menu = MENU.map(|(name, item)| (name, m.rect(item)));
    let s = SettingsLayout::new(w, h, scale);
    let settings = SETTINGS.map(|(name, item)| (name, s.rect(item)));
    let stats = [
        ("STATS_BACK", StatsLayout::new(w, h, scale).back),
        ("READING_BACK", ReadingLayout::new(w, h, scale).back),
    ];
    let buttons = game.iter().chain(&menu).chain(&settings).chain(&stats);
    for (name, r) in buttons {
        push_rect(&mut out, name, *r);
    }
    for i in 0..64 {
        let sq = Square::new(i).expect("0..64 are squares");
        let (x, y) = g.square_center(sq);
        let name = sq.name().to_uppercase();
        out.push((format!("SQUARE_{name}_X"), x.round() as i64));
        out.push((format!("SQUARE_{name}_Y"), y.round() as i64));
    }
    out
}

fn push_rect(out: &mut Vec<(String, i64)>, name: &str, r: Rect) {
    let (cx, cy) = r.center();
    let (left, top) = (r.x.ceil(), r.y.ceil());
    let (right, bottom) = ((r.x + r.w).floor(), (r.y + r.h).floor());
    for (key, value) in [
        ("X", cx.round()),
        ("Y", cy.round()),
        ("LEFT", left),
        ("TOP", top),
        ("W", right - left),
        ("H", bottom - top),
    ] {
        out.push((format!("{name}_{key}"), value as i64));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: Option<f32>| -> f32 {
        match args.get(i) {
            Some(text) => text
                .parse()
                .unwrap_or_else(|_| usage(&format!("not a number: {text}"))),
            None => default.unwrap_or_else(|| usage("WIDTH and HEIGHT are needed")),
        }
    };
    if args.len() > 3 {
        usage("too many arguments");
    }
    let (w, h, scale) = (number(0, None), number(1, None), number(2, Some(1.0)));
    for (name, value) in coordinates(w, h, scale) {
        println!("{name}={value}");
    }
}

fn usage(why: &str) -> ! {
    eprintln!("layout: {why}\nusage: cargo run --example layout -- WIDTH HEIGHT [DENSITY]");
    std::process::exit(2);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(lines: &[(String, i64)], name: &str) -> f32 {
        let found = lines.iter().find(|(n, _)| n == name);
        found.unwrap_or_else(|| panic!("no {name}")).1 as f32
    }

    /// Each printed centre lies in the rectangle of the item it is named after, and each
    /// printed rectangle inside it: the names are the right ones, at a size with whole and one
    /// with fractional positions.
    #[test]
    fn names_point_at_their_items() {
        for (w, h, scale) in [
            (720.0, 900.0, 1.0),
            (1080.0, 2160.0, 2.625),
            (2160.0, 1080.0, 2.625),
        ] {
            let lines = coordinates(w, h, scale);
            let m = MenuLayout::new(w, h, scale);
            let s = SettingsLayout::new(w, h, scale);
            let g = GameLayout::new(w, h, scale);
            let mut checked = 0;
            let mut at = |name: &str, r: Rect, hit: &dyn Fn(f32, f32) -> bool| {
                let (x, y) = (
                    value(&lines, &format!("{name}_X")),
                    value(&lines, &format!("{name}_Y")),
                );
                assert!(hit(x, y), "{w}x{h}: {name} at {x},{y} is not on it ({r:?})");
                let (left, top) = (
                    value(&lines, &format!("{name}_LEFT")),
                    value(&lines, &format!("{name}_TOP")),
                );
                let (rw, rh) = (
                    value(&lines, &format!("{name}_W")),
                    value(&lines, &format!("{name}_H")),
                );
                assert!(
                    r.contains(left, top) && r.contains(left + rw - 1.0, top + rh - 1.0),
                    "{name}"
                );
                checked += 1;
            };
            for (name, item) in MENU {
                at(name, m.rect(item), &|x, y| m.hit(x, y, true) == Some(item));
            }
            for (name, item) in SETTINGS {
                at(name, s.rect(item), &|x, y| s.hit(x, y) == Some(item));
            }
            for (name, r) in [
                ("GAME_UNDO", g.undo),
                ("GAME_NEW_GAME", g.new_game),
                ("GAME_MENU", g.menu),
            ] {
                at(name, r, &|x, y| r.contains(x, y));
            }
            assert_eq!(checked, MENU.len() + SETTINGS.len() + 3);
            for name in ["a1", "d3", "h1", "a8", "h8"] {
                let key = name.to_uppercase();
                let (x, y) = (
                    value(&lines, &format!("SQUARE_{key}_X")),
                    value(&lines, &format!("SQUARE_{key}_Y")),
                );
                assert_eq!(
                    g.square_at(x, y),
                    Square::parse(name),
                    "{w}x{h}: {name} at {x},{y}"
                );
            }
            // the scripts find a square's centre as BOARD + k * CELL + CELL / 2 (whole pixels)
            let (bx, by, cell) = (
                value(&lines, "BOARD_X"),
                value(&lines, "BOARD_Y"),
                value(&lines, "CELL"),
            );
            assert_eq!(
                (bx, by, cell),
                (g.board.x, g.board.y, g.cell),
                "{w}x{h}: the board at whole pixels"
            );
        }
    }
}
