//! Drawing each state with macroquad. Reads the flow, never changes it.

mod game;
mod languages;
mod reading;

pub use game::game;
pub use languages::languages;
pub use reading::reading;

use macroquad::prelude::{draw_ellipse, draw_rectangle, draw_rectangle_lines, Color as Rgba};

use super::fit::{fit, Fit};
use super::glyphs::GlyphFont;
use super::layout::{MenuItem, MenuLayout, Rect, SettingsItem, SettingsLayout, StatsLayout};
use super::palette::Palette;
use crate::core::stats::{GameResult, Stats};
use crate::core::{Color, Opponent};
use crate::flow::{Flow, NOTICE_FADE};
use crate::i18n::{Arg, Texts};
use crate::text::is_rtl;
use crate::ui::focus::Focus;

/// A palette colour as macroquad's.
pub fn rgba(c: [f32; 4]) -> Rgba {
    Rgba::new(c[0], c[1], c[2], c[3])
}

/// Texts that do not change while the language stays (built once per language).
pub struct Labels {
    pub title: String,
    pub choose: String,
    pub opponents: [String; 3],
    pub colors: [String; 2],
    pub continue_game: String,
    pub statistics: String,
    pub settings: String,
    pub how_to_play: String,
    pub about: String,
    pub you: String,
    /// The CPU's count label per opponent: "CPU · Medium" (the opponent on screen).
    pub cpu_opponent: [String; 3],
    pub undo: String,
    pub new_game: String,
    pub menu: String,
    pub back: String,
    pub stats_title: String,
    pub played: String,
    pub won: String,
    pub lost: String,
    pub drawn: String,
    pub settings_title: String,
    /// Captions: Sound, Animation, Language.
    pub settings_captions: [String; 4],
    /// On, Off.
    pub sound: [String; 2],
    /// Normal, Fast, Off.
    pub animation: [String; 3],
    /// Normal, High.
    pub contrast: [String; 2],
    /// This language's own name, on the language button.
    pub language_name: String,
    /// "System language", beside the language list's first.
    pub system_language: String,
    /// "0" to "64", for the disc counts.
    pub numbers: Vec<String>,
}

impl Labels {
    pub fn new(texts: &Texts) -> Labels {
        let name = Texts::language_name(texts.lang());
        let opponents = [
            texts.tr("opponent-easy"),
            texts.tr("opponent-medium"),
            texts.tr("opponent-hard"),
        ];
        let cpu_opponent = opponents
            .clone()
            .map(|o| texts.tr_args("count-cpu-opponent", &[("opponent", Arg::Text(&o))]));
        Labels {
            title: texts.tr("app-title"),
            choose: texts.tr("menu-choose-opponent"),
            opponents,
            colors: [
                texts.tr("color-black-first"),
                texts.tr("color-white-second"),
            ],
            continue_game: texts.tr("menu-continue"),
            statistics: texts.tr("menu-statistics"),
            settings: texts.tr("menu-settings"),
            how_to_play: texts.tr("page-how-to-play"),
            about: texts.tr("page-about"),
            you: texts.tr("count-you"),
            cpu_opponent,
            undo: texts.tr("button-undo"),
            new_game: texts.tr("button-new-game"),
            menu: texts.tr("button-menu"),
            back: texts.tr("button-back"),
            stats_title: texts.tr("stats-title"),
            played: texts.tr("stats-played"),
            won: texts.tr("stats-won"),
            lost: texts.tr("stats-lost"),
            drawn: texts.tr("stats-drawn"),
            settings_title: texts.tr("settings-title"),
            settings_captions: [
                texts.tr("settings-sound"),
                texts.tr("settings-animation"),
                texts.tr("settings-contrast"),
                texts.tr("settings-language"),
            ],
            contrast: [texts.tr("contrast-normal"), texts.tr("contrast-high")],
            sound: [texts.tr("sound-on"), texts.tr("sound-off")],
            animation: [
                texts.tr("animation-normal"),
                texts.tr("animation-fast"),
                texts.tr("animation-off"),
            ],
            language_name: name,
            system_language: texts.tr("language-system"),
            numbers: (0..=64).map(|n| texts.number(n)).collect(),
        }
    }
}

/// What a changing text was made from: the text is made again only when this changes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MemoKey {
    Notice(&'static str, &'static str),
    /// A notice's wrapped lines: its id, the language, the width they are wrapped to.
    NoticeLines(&'static str, &'static str, u32),
    Result(GameResult, u32, u32, &'static str),
}

/// One text kept between frames, so that drawing allocates nothing while it stays the same.
#[derive(Default)]
pub struct Memo {
    key: Option<MemoKey>,
    text: String,
}

impl Memo {
    pub fn get(&mut self, key: MemoKey, make: impl FnOnce() -> String) -> &str {
        if self.key != Some(key) {
            self.text = make();
            self.key = Some(key);
        }
        &self.text
    }
}

/// The statistics screen's numbers and time lines, made again only when the statistics or
/// the language change, so that the screen allocates nothing frame after frame.
#[derive(Default)]
pub struct StatsTexts {
    key: Option<(Stats, &'static str)>,
    /// "Played 3 · Won 1 · Lost 2 · Drawn 0" per opponent.
    counts: [String; 3],
    times: [String; 3],
}

impl StatsTexts {
    fn refresh(&mut self, stats: &Stats, labels: &Labels, texts: &Texts) {
        if self
            .key
            .as_ref()
            .is_some_and(|(s, lang)| s == stats && *lang == texts.lang())
        {
            return;
        }
        for (k, o) in Opponent::ALL.into_iter().enumerate() {
            let rec = stats.get(o);
            let heads = [&labels.played, &labels.won, &labels.lost, &labels.drawn];
            let counts = [rec.played, rec.won, rec.lost, rec.drawn];
            self.counts[k] = heads
                .iter()
                .zip(counts)
                .map(|(head, n)| format!("{head} {}", texts.number(u64::from(n))))
                .collect::<Vec<_>>()
                .join(" · ");
            let time = texts.duration(rec.time_ms);
            self.times[k] = texts.tr_args("stats-time", &[("time", Arg::Text(&time))]);
        }
        self.key = Some((stats.clone(), texts.lang()));
    }
}

/// What the shell keeps for drawing besides the flow: keyboard focus and cursor.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub font: &'a GlyphFont,
    pub texts: &'a Texts,
    pub labels: &'a Labels,
    /// The keyboard's focus and board cursor, when the keyboard is used.
    pub focus: Focus,
    /// Where the pointer is (the button under it lights up).
    pub pointer: (f32, f32),
    /// The look: normal or high contrast.
    pub pal: &'a Palette,
    /// The smallest text size (ui/fit.rs).
    pub min_text: f32,
}

/// How `text` is set in a box of `r`'s size at `size` or smaller, never below the
/// minimum (ui/fit.rs); text that cannot fit even on two lines is drawn at the minimum.
fn fitted(view: &View, text: &str, w: f32, h: f32, size: f32) -> Fit {
    // measured at one size and scaled: every size measured would be rasterized into the
    // glyph atlas with the whole alphabet (glyphs.rs), and a phone's atlas overflows
    let reference = size.max(view.min_text).max(1.0) as u16;
    let measure =
        |t: &str, s: f32| view.font.measure(t, reference).width * s / f32::from(reference);
    fit(text, measure, (w, h), size, view.min_text).unwrap_or(Fit::Line(view.min_text))
}

/// One line at `size`, its left end at `x`, centred on `r`'s height.
fn line_at(view: &View, text: &str, x: f32, r: Rect, size: f32, color: Rgba) {
    // centre on the font's cap height rather than the glyphs' box, so lines align
    let y = r.y + r.h / 2.0 + size * 0.36;
    view.font.draw(text, x, y, size, color);
}

/// Draws `text` in `r` as [`fitted`] sets it: centred, or from `left` when given (in a
/// language read from the right, ending as far from `r`'s right edge as `left` is from its
/// left).
fn set_text(view: &View, text: &str, r: Rect, size: f32, color: Rgba, left: Option<f32>) {
    let room = match left {
        Some(x) => r.x + r.w - x,
        None => r.w * 0.92,
    };
    let rtl = is_rtl(view.texts.lang());
    let place = |t: &str, r: Rect, size: f32| {
        let width = || view.font.measure(t, size as u16).width;
        let x = match left {
            Some(x) if rtl => r.x + r.w - (x - r.x) - width(),
            Some(x) => x,
            None => r.x + (r.w - width()) / 2.0,
        };
        line_at(view, t, x, r, size, color);
    };
    match fitted(view, text, room, r.h, size) {
        Fit::Line(size) => place(text, r, size),
        Fit::Lines(size, split) => {
            let upper = Rect::new(r.x, r.y + r.h / 2.0 - size * 1.15, r.w, size * 1.15);
            let lower = Rect::new(r.x, r.y + r.h / 2.0, r.w, size * 1.15);
            place(text[..split].trim_end(), upper, size);
            place(text[split..].trim_start(), lower, size);
        }
    }
}

/// Draws `text` centred in `r`: smaller if it must, down to the minimum, then on two lines.
pub fn text_centered(view: &View, text: &str, r: Rect, size: f32, color: Rgba) {
    set_text(view, text, r, size, color, None);
}

/// The same, starting at `x`.
fn text_left(view: &View, text: &str, x: f32, r: Rect, size: f32, color: Rgba) {
    set_text(view, text, r, size, color, Some(x));
}

pub fn button(view: &View, r: Rect, label: &str, selected: bool, focused: bool) {
    let (mx, my) = view.pointer;
    let fill = match (selected, r.contains(mx, my)) {
        (true, _) => rgba(view.pal.button_on),
        (false, true) => rgba(view.pal.button_hover),
        (false, false) => rgba(view.pal.button),
    };
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, rgba(view.pal.button_edge));
    if focused {
        let t = 3.0;
        let ring = r.grown(t);
        draw_rectangle_lines(ring.x, ring.y, ring.w, ring.h, t, rgba(view.pal.focus));
    }
    let size = (r.h * 0.42).round();
    text_centered(view, label, r, size, rgba(view.pal.text));
}

pub fn menu(flow: &Flow, view: &View, l: &MenuLayout) {
    let m = l.metrics;
    text_centered(
        view,
        &view.labels.title,
        l.title,
        m.title,
        rgba(view.pal.text),
    );
    text_centered(
        view,
        &view.labels.choose,
        l.prompt,
        m.text,
        rgba(view.pal.text_dim),
    );
    let focus = view.focus.menu;
    for (i, o) in Opponent::ALL.into_iter().enumerate() {
        let item = MenuItem::Opponent(o);
        button(
            view,
            l.rect(item),
            &view.labels.opponents[i],
            false,
            focus == Some(item),
        );
    }
    let chosen = flow.settings().player_color;
    // both colour labels at one size: the larger that fits both
    let r = l.colors[0];
    let rad = r.h * 0.16;
    let text_w = (r.w - rad * 3.4) * 0.92;
    let mut size = (r.h * 0.42).round();
    for label in &view.labels.colors {
        size = size.min(fitted(view, label, text_w, r.h, size).size());
    }
    for (i, c) in [Color::Black, Color::White].into_iter().enumerate() {
        let item = MenuItem::Color(c);
        let r = l.rect(item);
        button(view, r, "", chosen == c, focus == Some(item));
        // a small disc of the colour, then the label in the rest of the button (from the
        // right in a language read from the right)
        let mut text = Rect::new(r.x + rad * 3.2, r.y, r.w - rad * 3.4, r.h);
        let mut disc_x = r.x + rad * 2.0;
        if is_rtl(view.texts.lang()) {
            disc_x = r.x + r.w - rad * 2.0;
            text.x = r.x + rad * 0.2;
        }
        disc(view.pal, disc_x, r.y + r.h / 2.0, rad, c, 1.0);
        text_centered(
            view,
            &view.labels.colors[i],
            text,
            size,
            rgba(view.pal.text),
        );
    }
    if flow.can_continue() {
        button(
            view,
            l.continue_game,
            &view.labels.continue_game,
            false,
            focus == Some(MenuItem::Continue),
        );
    }
    button(
        view,
        l.statistics,
        &view.labels.statistics,
        false,
        focus == Some(MenuItem::Statistics),
    );
    button(
        view,
        l.settings,
        &view.labels.settings,
        false,
        focus == Some(MenuItem::Settings),
    );
    button(
        view,
        l.how_to_play,
        &view.labels.how_to_play,
        false,
        focus == Some(MenuItem::HowToPlay),
    );
    button(
        view,
        l.about,
        &view.labels.about,
        false,
        focus == Some(MenuItem::About),
    );
}

/// The settings screen: the chosen option of each row is drawn selected.
pub fn settings(flow: &Flow, view: &View, l: &SettingsLayout) {
    let m = l.metrics;
    let labels = view.labels;
    text_centered(
        view,
        &labels.settings_title,
        l.title,
        m.title,
        rgba(view.pal.text),
    );
    // captions at one size, left-aligned with their buttons
    let mut size = m.text;
    for (caption, r) in labels.settings_captions.iter().zip(l.captions) {
        size = size.min(fitted(view, caption, r.w * 0.95, r.h, size).size());
    }
    for (caption, r) in labels.settings_captions.iter().zip(l.captions) {
        text_left(view, caption, r.x, r, size, rgba(view.pal.text_dim));
    }
    let settings = flow.settings();
    for item in SettingsLayout::ITEMS {
        let (label, selected) = match item {
            SettingsItem::Sound(on) => (&labels.sound[usize::from(!on)], settings.sound == on),
            SettingsItem::Animation(a) => (
                &labels.animation[super::layout::animation_index(a)],
                settings.animation == a,
            ),
            SettingsItem::Contrast(high) => (
                &labels.contrast[usize::from(high)],
                settings.high_contrast == high,
            ),
            SettingsItem::Language => (&labels.language_name, false),
            SettingsItem::Back => (&labels.back, false),
        };
        button(
            view,
            l.rect(item),
            label,
            selected,
            view.focus.settings == Some(item),
        );
    }
}

/// A disc of radius `r`; `squeeze` < 1 draws it edge-on (mid-flip). High contrast
/// outlines it, so both colours keep a clear edge on the board.
fn disc(pal: &Palette, x: f32, y: f32, r: f32, c: Color, squeeze: f32) {
    let w = (r * squeeze).max(r * 0.06);
    draw_ellipse(x + r * 0.06, y + r * 0.1, w, r, 0.0, rgba(pal.shadow));
    if pal.disc_outline_width > 0.0 {
        let o = r * pal.disc_outline_width;
        let outline = pal.disc_outline[usize::from(c == Color::White)];
        draw_ellipse(x, y, w + o, r + o, 0.0, rgba(outline));
    }
    let (face, ring, ring_at, face_at) = match c {
        Color::Black => (pal.black_disc, pal.black_ring, 0.78, 0.72),
        Color::White => (pal.white_disc, pal.white_ring, 0.8, 0.74),
    };
    draw_ellipse(x, y, w, r, 0.0, rgba(face));
    draw_ellipse(x, y, w * ring_at, r * ring_at, 0.0, rgba(ring));
    draw_ellipse(x, y, w * face_at, r * face_at, 0.0, rgba(face));
}

/// A neutral notice: same colours as the rest, fading out at the end.
fn notice(view: &View, r: Rect, text: &str, remaining: f32, size: f32) {
    let alpha = (remaining / NOTICE_FADE).clamp(0.0, 1.0);
    let mut bg = rgba(view.pal.notice);
    bg.a = alpha;
    let mut fg = rgba(view.pal.text);
    fg.a = alpha;
    draw_rectangle(r.x, r.y, r.w, r.h, bg);
    text_centered(view, text, r, size, fg);
}

/// Notices shown over the screens other than the game's (about the records, a language):
/// a bar across the top, as many lines high as the notice wraps to in the window's width.
pub fn notice_bar(flow: &Flow, view: &View, w: f32, size: f32, memo: &mut Memo) {
    let Some(n) = flow.notice() else {
        return;
    };
    let room = w * 0.92;
    // the wrapped lines, one a line, made again only for another notice, language or width
    let key = MemoKey::NoticeLines(n.id, view.texts.lang(), room.to_bits());
    let text = memo.get(key, || {
        let measure = |t: &str, s: f32| view.font.measure(t, s as u16).width;
        super::page::wrap(&view.texts.tr(n.id), room, size, &measure).join("\n")
    });
    let line_h = (size * 1.3).round();
    let lines = text.lines().count().max(1) as f32;
    let r = Rect::new(0.0, 0.0, w, (lines * line_h + size * 1.6).max(size * 3.0));
    let alpha = (n.remaining / NOTICE_FADE).clamp(0.0, 1.0);
    let mut bg = rgba(view.pal.notice);
    bg.a = alpha;
    let mut fg = rgba(view.pal.text);
    fg.a = alpha;
    draw_rectangle(r.x, r.y, r.w, r.h, bg);
    let top = r.y + (r.h - lines * line_h) / 2.0;
    for (k, line) in text.lines().enumerate() {
        let row = Rect::new(0.0, top + k as f32 * line_h, w, line_h);
        let x = (w - view.font.measure(line, size as u16).width) / 2.0;
        line_at(view, line, x, row, size, fg);
    }
}

pub fn stats(flow: &Flow, view: &View, l: &StatsLayout, cache: &mut StatsTexts) {
    let m = l.metrics;
    text_centered(
        view,
        &view.labels.stats_title,
        l.title,
        m.title,
        rgba(view.pal.text),
    );
    let size = l.text_size();
    cache.refresh(flow.stats(), view.labels, view.texts);
    for (k, name) in view.labels.opponents.iter().enumerate() {
        let [block, name_row, counts, time] = l.block(k);
        draw_rectangle(block.x, block.y, block.w, block.h, rgba(view.pal.button));
        // the edge keeps the blocks apart where the box is the background's colour
        draw_rectangle_lines(
            block.x,
            block.y,
            block.w,
            block.h,
            1.0,
            rgba(view.pal.button_edge),
        );
        let x = block.x + size * 0.6;
        text_left(view, name, x, name_row, size, rgba(view.pal.text));
        text_left(view, &cache.counts[k], x, counts, size, rgba(view.pal.text));
        text_left(
            view,
            &cache.times[k],
            x,
            time,
            size * 0.85,
            rgba(view.pal.text_dim),
        );
    }
    back_button(view, l.back);
}

/// The Back of a screen every key of which leads back: it shows the focus ring while the
/// keyboard is in use (the menu's focus kept for the return).
fn back_button(view: &View, r: Rect) {
    button(view, r, &view.labels.back, false, view.focus.menu.is_some());
}
