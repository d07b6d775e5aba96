//! Drawing each state with macroquad. Reads the flow, never changes it.

use std::f32::consts::PI;

use macroquad::prelude::{
    draw_circle, draw_ellipse, draw_line, draw_rectangle, draw_rectangle_lines, draw_text_ex,
    mouse_position, Color as Rgba, TextParams,
};

use super::glyphs::GlyphFont;
use super::layout::{
    GameLayout, MenuItem, MenuLayout, Rect, SettingsItem, SettingsLayout, StatsLayout,
};
use super::palette::Palette;
use crate::core::stats::{GameResult, Stats};
use crate::core::{Color, Opponent, Square};
use crate::flow::{Flow, State, NOTICE_FADE};
use crate::i18n::{Arg, Texts};

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
            numbers: (0..=64).map(|n: u32| n.to_string()).collect(),
        }
    }
}

/// What a changing text was made from: the text is made again only when this changes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MemoKey {
    Notice(&'static str, &'static str),
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
    counts: [[String; 4]; 3],
    times: [String; 3],
}

impl StatsTexts {
    fn refresh(&mut self, stats: &Stats, texts: &Texts) {
        if self
            .key
            .as_ref()
            .is_some_and(|(s, lang)| s == stats && *lang == texts.lang())
        {
            return;
        }
        for (k, o) in Opponent::ALL.into_iter().enumerate() {
            let rec = stats.get(o);
            self.counts[k] = [rec.played, rec.won, rec.lost, rec.drawn].map(|n| n.to_string());
            let time = texts.duration(rec.time_ms);
            self.times[k] = texts.tr_args("stats-time", &[("time", Arg::Text(&time))]);
        }
        self.key = Some((stats.clone(), texts.lang()));
    }
}

/// What the shell keeps for drawing besides the flow: keyboard focus and cursor.
pub struct View<'a> {
    pub font: &'a GlyphFont,
    pub texts: &'a Texts,
    pub labels: &'a Labels,
    /// Keyboard focus in the menu (index into `MenuLayout::ITEMS`), when the keyboard is used.
    pub menu_focus: Option<usize>,
    /// The board cursor, when the keyboard is used.
    pub cursor: Option<Square>,
    /// Keyboard focus on the settings screen, when the keyboard is used.
    pub settings_focus: Option<SettingsItem>,
    /// The look: normal or high contrast.
    pub pal: &'a Palette,
}

fn text_params(font: &GlyphFont, size: f32, color: Rgba) -> TextParams<'_> {
    let font_size = size.max(1.0) as u16;
    TextParams {
        font: Some(font.at(font_size)),
        font_size,
        color,
        ..Default::default()
    }
}

/// Draws `text` centred in `r`, shrunk to fit its width.
pub fn text_centered(font: &GlyphFont, text: &str, r: Rect, size: f32, color: Rgba) {
    let mut size = size;
    let mut dims = font.measure(text, size as u16);
    let max_w = r.w * 0.92;
    if dims.width > max_w && dims.width > 0.0 {
        size = (size * max_w / dims.width).floor().max(6.0);
        dims = font.measure(text, size as u16);
    }
    let x = r.x + (r.w - dims.width) / 2.0;
    // centre on the font's cap height rather than the glyphs' box, so lines align
    let y = r.y + r.h / 2.0 + size * 0.36;
    draw_text_ex(text, x, y, text_params(font, size, color));
}

/// Like [`text_centered`], but a text too wide for `r` goes on two lines (split at the
/// space nearest the middle) before it is shrunk.
pub fn text_wrapped(font: &GlyphFont, text: &str, r: Rect, size: f32, color: Rgba) {
    let width = font.measure(text, size as u16).width;
    if width <= r.w * 0.92 {
        text_centered(font, text, r, size, color);
        return;
    }
    let middle = text.len() / 2;
    let split = text
        .char_indices()
        .filter(|(_, c)| *c == ' ')
        .map(|(i, _)| i)
        .min_by_key(|i| i.abs_diff(middle));
    match split {
        Some(i) if r.h >= size * 2.4 => {
            let half = Rect::new(r.x, r.y, r.w, r.h / 2.0);
            let lower = Rect::new(r.x, r.y + r.h / 2.0, r.w, r.h / 2.0);
            let line_size = size.min(r.h * 0.4);
            text_centered(font, text[..i].trim_end(), half, line_size, color);
            text_centered(font, text[i..].trim_start(), lower, line_size, color);
        }
        _ => text_centered(font, text, r, size, color),
    }
}

fn text_left(font: &GlyphFont, text: &str, x: f32, r: Rect, size: f32, color: Rgba) {
    let y = r.y + r.h / 2.0 + size * 0.36;
    draw_text_ex(text, x, y, text_params(font, size, color));
}

pub fn button(view: &View, r: Rect, label: &str, selected: bool, focused: bool) {
    let (mx, my) = mouse_position();
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
    text_centered(view.font, label, r, size, rgba(view.pal.text));
}

pub fn menu(flow: &Flow, view: &View, l: &MenuLayout) {
    let m = l.metrics;
    text_centered(
        view.font,
        &view.labels.title,
        l.title,
        m.title,
        rgba(view.pal.text),
    );
    text_centered(
        view.font,
        &view.labels.choose,
        l.prompt,
        m.text,
        rgba(view.pal.text_dim),
    );
    let focus = view.menu_focus.map(|i| MenuLayout::ITEMS[i]);
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
        let w = view.font.measure(label, size as u16).width;
        if w > text_w && w > 0.0 {
            size = (size * text_w / w).floor().max(6.0);
        }
    }
    for (i, c) in [Color::Black, Color::White].into_iter().enumerate() {
        let item = MenuItem::Color(c);
        let r = l.rect(item);
        button(view, r, "", chosen == c, focus == Some(item));
        // a small disc of the colour, then the label in the rest of the button
        disc(view.pal, r.x + rad * 2.0, r.y + r.h / 2.0, rad, c, 1.0);
        let text = Rect::new(r.x + rad * 3.2, r.y, r.w - rad * 3.4, r.h);
        text_centered(
            view.font,
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
}

/// The settings screen: the chosen option of each row is drawn selected.
pub fn settings(flow: &Flow, view: &View, l: &SettingsLayout) {
    let m = l.metrics;
    let labels = view.labels;
    text_centered(
        view.font,
        &labels.settings_title,
        l.title,
        m.title,
        rgba(view.pal.text),
    );
    // captions at one size, left-aligned with their buttons
    let mut size = m.text;
    for (caption, r) in labels.settings_captions.iter().zip(l.captions) {
        let w = view.font.measure(caption, size as u16).width;
        if w > r.w * 0.95 && w > 0.0 {
            size = (size * r.w * 0.95 / w).floor().max(6.0);
        }
    }
    for (caption, r) in labels.settings_captions.iter().zip(l.captions) {
        text_left(view.font, caption, r.x, r, size, rgba(view.pal.text_dim));
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
            view.settings_focus == Some(item),
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

pub fn game(flow: &Flow, view: &View, l: &GameLayout, memo: &mut Memo) {
    let Some(m) = flow.game() else {
        return;
    };
    let board = m.board();
    let b = l.board;
    let edge = b.grown((l.cell * 0.12).max(4.0));
    draw_rectangle(edge.x, edge.y, edge.w, edge.h, rgba(view.pal.board_edge));
    draw_rectangle(b.x, b.y, b.w, b.h, rgba(view.pal.board));
    let line = (l.cell * view.pal.grid_width).max(1.0);
    for i in 1..8 {
        let o = i as f32 * l.cell;
        draw_line(b.x + o, b.y, b.x + o, b.y + b.h, line, rgba(view.pal.grid));
        draw_line(b.x, b.y + o, b.x + b.w, b.y + o, line, rgba(view.pal.grid));
    }
    // the four small points of a Reversi board
    for (c, r) in [(2.0, 2.0), (6.0, 2.0), (2.0, 6.0), (6.0, 6.0)] {
        draw_circle(
            b.x + c * l.cell,
            b.y + r * l.cell,
            line * 2.5,
            rgba(view.pal.grid),
        );
    }

    let flip = flow.flip();
    let dots = flow.playable();
    let radius = l.cell * 0.41;
    for i in 0..64u8 {
        let Some(sq) = Square::new(i) else { continue };
        let (cx, cy) = l.square_center(sq);
        match board.color_at(sq) {
            Some(c) => {
                let mut shown = c;
                let mut squeeze = 1.0;
                let mut r = radius;
                if let Some(f) = flip {
                    if f.flips & sq.bit() != 0 {
                        // edge-on at the halfway point, where the colour changes
                        squeeze = (f.progress * PI).cos().abs();
                        if f.progress < 0.5 {
                            shown = c.opposite();
                        }
                    } else if f.square == sq {
                        r = radius * (0.75 + 0.25 * (f.progress * 3.0).min(1.0));
                    }
                }
                disc(view.pal, cx, cy, r, shown, squeeze);
            }
            None if dots & sq.bit() != 0 => {
                draw_circle(cx, cy, l.cell * 0.11, rgba(view.pal.dot));
            }
            None => {}
        }
    }
    if let Some(last) = m.last_move() {
        let (cx, cy) = l.square_center(last);
        if let Some(ring) = view.pal.marker_ring {
            // a ring of the other colour keeps the marker visible on both discs
            draw_circle(cx, cy, l.cell * 0.13, rgba(ring));
            draw_circle(cx, cy, l.cell * 0.1, rgba(view.pal.black_disc));
        }
        draw_circle(cx, cy, l.cell * 0.07, rgba(view.pal.marker));
    }
    if let Some(cursor) = view.cursor {
        let r = l.square_rect(cursor);
        let t = (l.cell * 0.05).max(2.0);
        draw_rectangle_lines(
            r.x + t / 2.0,
            r.y + t / 2.0,
            r.w - t,
            r.h - t,
            t,
            rgba(view.pal.cursor),
        );
    }

    // counts: the player's and the CPU's, the side to move outlined
    let state = flow.state();
    let to_move = if matches!(state, State::GameOver) {
        None
    } else {
        Some(board.to_move())
    };
    for (c, r) in [(Color::Black, l.count_black), (Color::White, l.count_white)] {
        draw_rectangle(r.x, r.y, r.w, r.h, rgba(view.pal.button));
        if to_move == Some(c) {
            draw_rectangle_lines(r.x, r.y, r.w, r.h, 3.0, rgba(view.pal.turn));
        }
        let rad = r.h * 0.3;
        let dx = r.x + rad * 1.5;
        disc(view.pal, dx, r.y + r.h / 2.0, rad, c, 1.0);
        let who = if c == m.player() {
            &view.labels.you
        } else {
            // the header names the opponent during the game and at its end (R-FEEL-2)
            &view.labels.cpu_opponent[super::layout::opponent_index(m.opponent())]
        };
        let size = (r.h * 0.4).round();
        let count = view
            .labels
            .numbers
            .get(board.count(c) as usize)
            .map_or("", String::as_str);
        let dims = view.font.measure(count, size as u16);
        // the label shrinks to leave room for the count
        let label_x = dx + rad * 1.6;
        let room = r.x + r.w - dims.width * 1.15 - rad * 1.6 - label_x;
        let mut label_size = size * 0.85;
        let label_w = view.font.measure(who, label_size as u16).width;
        if label_w > room && label_w > 0.0 {
            label_size = (label_size * room / label_w).floor().max(6.0);
        }
        text_left(
            view.font,
            who,
            label_x,
            r,
            label_size,
            rgba(view.pal.text_dim),
        );
        text_left(
            view.font,
            count,
            r.x + r.w - dims.width - rad * 0.8,
            r,
            size * 1.15,
            rgba(view.pal.text),
        );
    }

    // the status line: the result at the end, else a notice
    if let Some((result, outcome)) = flow.result() {
        let (you, cpu) = match m.player() {
            Color::Black => (outcome.black, outcome.white),
            Color::White => (outcome.white, outcome.black),
        };
        let texts = view.texts;
        let text = memo.get(MemoKey::Result(result, you, cpu, texts.lang()), || {
            let args = [
                ("you", Arg::Num(i64::from(you))),
                ("cpu", Arg::Num(i64::from(cpu))),
            ];
            match result {
                GameResult::Won => texts.tr_args("result-won", &args),
                GameResult::Lost => texts.tr_args("result-lost", &args),
                GameResult::Drawn => texts.tr_args("result-drawn", &args),
            }
        });
        text_wrapped(
            view.font,
            text,
            l.status,
            l.metrics.title * 0.8,
            rgba(view.pal.text),
        );
    } else if let Some(n) = flow.notice() {
        let text = memo.get(MemoKey::Notice(n.id, view.texts.lang()), || {
            view.texts.tr(n.id)
        });
        notice(view, l.status, text, n.remaining, l.metrics.text);
    }

    if flow.can_undo() {
        button(view, l.undo, &view.labels.undo, false, false);
    } else {
        draw_rectangle(
            l.undo.x,
            l.undo.y,
            l.undo.w,
            l.undo.h,
            rgba(view.pal.button),
        );
        let size = (l.undo.h * 0.42).round();
        text_centered(
            view.font,
            &view.labels.undo,
            l.undo,
            size,
            rgba(view.pal.text_dim),
        );
    }
    if state == State::GameOver {
        button(view, l.new_game, &view.labels.new_game, true, false);
    }
    button(view, l.menu, &view.labels.menu, false, false);
}

/// A neutral notice: same colours as the rest, fading out at the end.
fn notice(view: &View, r: Rect, text: &str, remaining: f32, size: f32) {
    let alpha = (remaining / NOTICE_FADE).clamp(0.0, 1.0);
    let mut bg = rgba(view.pal.notice);
    bg.a = alpha;
    let mut fg = rgba(view.pal.text);
    fg.a = alpha;
    draw_rectangle(r.x, r.y, r.w, r.h, bg);
    text_wrapped(view.font, text, r, size, fg);
}

/// Notices shown over the menu and statistics screens (persistence notices).
pub fn notice_bar(flow: &Flow, view: &View, w: f32, size: f32, memo: &mut Memo) {
    if let Some(n) = flow.notice() {
        let r = Rect::new(0.0, 0.0, w, size * 3.0);
        let text = memo.get(MemoKey::Notice(n.id, view.texts.lang()), || {
            view.texts.tr(n.id)
        });
        notice(view, r, text, n.remaining, size);
    }
}

pub fn stats(flow: &Flow, view: &View, l: &StatsLayout, cache: &mut StatsTexts) {
    let m = l.metrics;
    text_centered(
        view.font,
        &view.labels.stats_title,
        l.title,
        m.title,
        rgba(view.pal.text),
    );
    let t = l.table;
    let row_h = l.row;
    let first_w = t.w * 0.32;
    let col_w = (t.w - first_w) / 4.0;
    let size = m.text.min(row_h * 0.45);
    let heads = [
        &view.labels.played,
        &view.labels.won,
        &view.labels.lost,
        &view.labels.drawn,
    ];
    for (i, head) in heads.iter().enumerate() {
        let r = Rect::new(t.x + first_w + i as f32 * col_w, t.y, col_w, row_h);
        text_centered(view.font, head, r, size * 0.85, rgba(view.pal.text_dim));
    }
    cache.refresh(flow.stats(), view.texts);
    for (k, name) in view.labels.opponents.iter().enumerate() {
        let y = t.y + row_h * (1.2 + 2.2 * k as f32);
        let row = Rect::new(t.x, y, t.w, row_h);
        draw_rectangle(t.x, y, t.w, row_h * 2.0, rgba(view.pal.button));
        text_left(
            view.font,
            name,
            t.x + size * 0.6,
            row,
            size,
            rgba(view.pal.text),
        );
        for (i, n) in cache.counts[k].iter().enumerate() {
            let r = Rect::new(t.x + first_w + i as f32 * col_w, y, col_w, row_h);
            text_centered(view.font, n, r, size, rgba(view.pal.text));
        }
        let r = Rect::new(t.x, y + row_h, t.w, row_h);
        text_left(
            view.font,
            &cache.times[k],
            t.x + size * 0.6,
            r,
            size * 0.85,
            rgba(view.pal.text_dim),
        );
    }
    button(
        view,
        l.back,
        &view.labels.back,
        false,
        view.menu_focus.is_some(),
    );
}
