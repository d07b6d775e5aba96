//! No label is drawn below the minimum size (SPEC R-FEEL-3): every text of every screen, in
//! every language, measured with the shipped font at every supported window size, fits its
//! box at ui/fit.rs's minimum or larger, on at most two lines. The sizes wanted are those
//! src/ui/draw.rs asks for.

// A test walks every screen in one place; the function-length limit is for the game's code.
#![allow(clippy::too_many_lines)]

use reversi::i18n::{Arg, Texts};
use reversi::ui::fit::{fit, min_text};
use reversi::ui::layout::{
    count_label_rect, GameLayout, LanguagesLayout, MenuLayout, ReadingLayout, Rect, SettingsLayout,
    StatsLayout,
};
use reversi::ui::page::wrap;

mod font;
use font::Font;

/// Window width, height, the layout's scale, and window units per density-independent
/// pixel: desktop windows down to the smallest (320×480 and 480×320); Android phones, which
/// count screen pixels (density 2.6–2.75); phones in the browser, which count CSS pixels
/// (the layout's scale is the device pixel ratio, text is in CSS pixels).
const SIZES: [(f32, f32, f32, f32); 16] = [
    (1920.0, 1080.0, 1.0, 1.0),
    (544.0, 680.0, 1.0, 1.0),
    (720.0, 900.0, 1.0, 1.0),
    (1280.0, 720.0, 1.0, 1.0),
    (1080.0, 2200.0, 2.75, 2.75),
    (2200.0, 1080.0, 2.75, 2.75),
    (1080.0, 1920.0, 2.7, 2.7),
    (1920.0, 1080.0, 2.7, 2.7),
    (720.0, 1280.0, 2.0, 2.0),
    (320.0, 480.0, 1.0, 1.0),
    (480.0, 320.0, 1.0, 1.0),
    (1920.0, 1080.0, 2.0, 2.0),
    (2560.0, 1600.0, 2.0, 2.0),
    (360.0, 640.0, 3.0, 1.0),
    (640.0, 360.0, 3.0, 1.0),
    (390.0, 844.0, 3.0, 1.0),
];

struct Check<'a> {
    font: &'a Font,
    min: f32,
    failures: Vec<String>,
    checked: usize,
}

impl Check<'_> {
    fn fits(&mut self, what: &str, text: &str, (w, h): (f32, f32), wanted: f32) {
        let font = self.font;
        self.fits_in(font, what, text, (w, h), wanted);
    }

    /// The same, drawn with `font` (a language's name in the list, in its own font).
    fn fits_in(&mut self, font: &Font, what: &str, text: &str, (w, h): (f32, f32), wanted: f32) {
        self.checked += 1;
        if fit(text, |t, s| font.width(t, s), (w, h), wanted, self.min).is_none() {
            self.failures.push(format!(
                "{what}: {text:?} in {w:.0}×{h:.0} at ≥ {} px (wanted {wanted:.0})",
                self.min
            ));
        }
    }

    /// A text centred in `r` (a screen's title, its prompt), as draw.rs sets it.
    fn centred(&mut self, what: &str, text: &str, r: Rect, wanted: f32) {
        self.fits(what, text, (r.w * 0.92, r.h), wanted);
    }

    fn button(&mut self, what: &str, text: &str, r: Rect) {
        self.fits(what, text, (r.w * 0.92, r.h), (r.h * 0.42).round());
    }
}

#[test]
fn every_label_fits_at_the_minimum_size_or_larger() {
    let languages = font::drawn_languages();
    let fonts: Vec<Font> = languages.iter().map(|l| Font::for_language(l)).collect();
    // each name in the language list in its own language's font
    let name_font = |code: &str| &fonts[languages.iter().position(|l| *l == code).unwrap()];
    let mut total = 0;
    let mut failures = Vec::new();
    for (w, h, scale, dp) in SIZES {
        for (lang, font) in languages.iter().copied().zip(&fonts) {
            let t = Texts::new(lang);
            let mut c = Check {
                font,
                min: min_text(dp),
                failures: Vec::new(),
                checked: 0,
            };
            let at = format!("{w}x{h}@{scale}/{dp} {lang}");
            let opponents =
                ["opponent-easy", "opponent-medium", "opponent-hard"].map(|id| t.tr(id));

            let m = MenuLayout::new(w, h, scale);
            let mt = m.metrics;
            c.centred(&at, &t.tr("app-title"), m.title, mt.title);
            c.fits(
                &at,
                &t.tr("menu-choose-opponent"),
                (m.prompt.w * 0.92, m.prompt.h),
                mt.text,
            );
            for (o, r) in opponents.iter().zip(m.opponents) {
                c.button(&at, o, r);
            }
            for (id, r) in ["color-black-first", "color-white-second"]
                .iter()
                .zip(m.colors)
            {
                let rad = r.h * 0.16;
                c.fits(
                    &at,
                    &t.tr(id),
                    ((r.w - rad * 3.4) * 0.92, r.h),
                    (r.h * 0.42).round(),
                );
            }
            c.button(&at, &t.tr("menu-continue"), m.continue_game);
            c.button(&at, &t.tr("menu-statistics"), m.statistics);
            c.button(&at, &t.tr("menu-settings"), m.settings);
            c.button(&at, &t.tr("page-how-to-play"), m.how_to_play);
            c.button(&at, &t.tr("page-about"), m.about);

            // a reading page's title bar: its title and Back
            let r = ReadingLayout::new(w, h, scale);
            let title = r.metrics.title.min(r.title.h * 0.6).round();
            for id in ["page-how-to-play", "page-about"] {
                c.fits(&at, &t.tr(id), (r.title.w, r.title.h), title);
            }
            c.button(&at, &t.tr("button-back"), r.back);

            let g = GameLayout::new(w, h, scale);
            let gt = g.metrics;
            for r in [g.count_black, g.count_white] {
                let size = (r.h * 0.4).round();
                let label = count_label_rect(r, font.width("64", size));
                let mut names = vec![t.tr("count-you")];
                for o in &opponents {
                    names.push(t.tr_args("count-cpu-opponent", &[("opponent", Arg::Text(o))]));
                }
                for name in names {
                    c.fits(
                        &format!("{at} header"),
                        &name,
                        (label.w, label.h),
                        size * 0.85,
                    );
                }
            }
            c.button(&at, &t.tr("button-undo"), g.undo);
            c.button(&at, &t.tr("button-new-game"), g.new_game);
            c.button(&at, &t.tr("button-menu"), g.menu);
            for id in ["result-won", "result-lost", "result-drawn"] {
                let args = [("you", Arg::Num(32)), ("cpu", Arg::Num(32))];
                let text = t.tr_args(id, &args);
                c.fits(&at, &text, (g.status.w * 0.92, g.status.h), gt.title * 0.8);
            }
            for id in ["notice-player-passes", "notice-cpu-passes"] {
                c.fits(&at, &t.tr(id), (g.status.w * 0.92, g.status.h), gt.text);
            }

            let s = SettingsLayout::new(w, h, scale);
            let st = s.metrics;
            c.centred(&at, &t.tr("settings-title"), s.title, st.title);
            let captions = [
                "settings-sound",
                "settings-animation",
                "settings-contrast",
                "settings-language",
            ];
            for (id, r) in captions.iter().zip(s.captions) {
                c.fits(&at, &t.tr(id), (r.w * 0.95, r.h), st.text);
            }
            for (id, r) in ["sound-on", "sound-off"].iter().zip(s.sound) {
                c.button(&at, &t.tr(id), r);
            }
            for (id, r) in ["animation-normal", "animation-fast", "animation-off"]
                .iter()
                .zip(s.animation)
            {
                c.button(&at, &t.tr(id), r);
            }
            for (id, r) in ["contrast-normal", "contrast-high"].iter().zip(s.contrast) {
                c.button(&at, &t.tr(id), r);
            }
            c.button(&at, &Texts::language_name(lang), s.language);
            c.button(&at, &t.tr("button-back"), s.back);

            // the language list: each name, with room on the first row for the caption that
            // says it is the system's, and that caption
            let ll = LanguagesLayout::new(w, h, scale);
            let row = ll.row(0, 0.0);
            let pad = (row.h * 0.3).round();
            let caption = (row.h * 0.3).round().max(c.min);
            for code in languages.iter().copied() {
                let name = Texts::language_name(code);
                let room = row.w * 0.55 - pad;
                c.fits_in(
                    name_font(code),
                    &format!("{at} list"),
                    &name,
                    (room, row.h),
                    (row.h * 0.42).round(),
                );
            }
            c.fits(
                &format!("{at} list"),
                &t.tr("language-system"),
                (row.w * 0.45 - pad, row.h),
                caption,
            );
            c.fits(
                &at,
                &t.tr("settings-language"),
                (ll.frame.title.w, ll.frame.title.h),
                title,
            );

            // the notices across the top: wrapped to the window, at a readable size
            for id in [
                "notice-damaged-game",
                "notice-other-window",
                "notice-language-unavailable",
                "notice-unreadable-stats",
            ] {
                let size = mt.text;
                assert!(size >= c.min, "{at}: notices at {size}");
                for line in wrap(&t.tr(id), w * 0.92, size, &|s, z| font.width(s, z)) {
                    c.checked += 1;
                    if font.width(&line, size) > w * 0.92 + 0.5 {
                        c.failures
                            .push(format!("{at} {id}: {line:?} wider than the window"));
                    }
                }
            }

            let l = StatsLayout::new(w, h, scale);
            let size = l.text_size();
            let room = l.table.w - size * 0.6;
            let heads =
                ["stats-played", "stats-won", "stats-lost", "stats-drawn"].map(|id| t.tr(id));
            let counts = heads.map(|head| format!("{head} 1234")).join(" · ");
            c.fits(&at, &counts, (room, 2.0 * l.row), size);
            let time = t.duration(123 * 3_600_000 + 59 * 60_000);
            let line = t.tr_args("stats-time", &[("time", Arg::Text(&time))]);
            c.fits(&at, &line, (room, l.row), size * 0.85);
            for o in &opponents {
                c.fits(&at, o, (room, l.row), size);
            }
            c.button(&at, &t.tr("button-back"), l.back);

            total += c.checked;
            failures.extend(c.failures);
        }
    }
    assert!(total > 1000, "{total} labels checked");
    assert!(
        failures.is_empty(),
        "{} of {total}:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
