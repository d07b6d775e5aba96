//! Where everything goes on screen: pure geometry and hit tests, no macroquad, so tests
//! (and the end-to-end scripts) can compute positions for any window size.
//!
//! All sizes are in the units the shell draws in; `scale` is how many of them make one
//! density-independent unit (`platform::display_density()`: 1.0 where macroquad draws in
//! logical pixels, i.e. everywhere but Android; pixels per dp on Android, which draws in
//! physical pixels). Buttons are at least
//! 54 × scale pixels high (≈ 14 mm at 96 dpi, ≈ 8.6 mm at Android's 160 dpi per unit) unless
//! the window is too small to hold them.

mod languages;
mod mirrored;

pub use languages::LanguagesLayout;
pub use mirrored::Directional;

use crate::core::save::Animation;
use crate::core::{Color, Opponent, Square};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }

    pub fn contains(&self, x: f32, y: f32) -> bool {
        x >= self.x && x < self.x + self.w && y >= self.y && y < self.y + self.h
    }

    pub fn center(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The same rectangle with `by` added on every side.
    pub fn grown(&self, by: f32) -> Rect {
        Rect::new(
            self.x - by,
            self.y - by,
            self.w + 2.0 * by,
            self.h + 2.0 * by,
        )
    }

    /// The left or right part of a row split in two with a gap.
    fn halves(&self, gap: f32) -> (Rect, Rect) {
        let w = (self.w - gap) / 2.0;
        (
            Rect::new(self.x, self.y, w, self.h),
            Rect::new(self.x + w + gap, self.y, w, self.h),
        )
    }
}

/// Sizes shared by every screen of one window size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Metrics {
    pub margin: f32,
    pub gap: f32,
    /// Height of a button (a touch target).
    pub button: f32,
    /// Font size of button and body text.
    pub text: f32,
    /// Font size of titles.
    pub title: f32,
}

impl Metrics {
    pub fn new(w: f32, h: f32, scale: f32) -> Metrics {
        let scale = if scale.is_finite() && scale > 0.0 {
            scale
        } else {
            1.0
        };
        let short = w.min(h).max(1.0);
        // at least 54 px at 96 dpi (≈ 14 mm; ≥ 9 mm wherever `scale` is right), at most
        // a 7.5th of the short side so that every screen still fits
        let button = (short * 0.09)
            .clamp(54.0 * scale, 88.0 * scale)
            .min(short / 7.5);
        Metrics {
            margin: (short * 0.03).max(6.0 * scale),
            gap: (button * 0.2).max(6.0 * scale),
            button,
            text: (button * 0.42).round(),
            title: (button * 0.7).round(),
        }
    }
}

/// One item of the menu, in keyboard order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    Opponent(Opponent),
    Color(Color),
    Continue,
    Statistics,
    /// The settings screen (sound, animation, language).
    Settings,
    /// The rules, how this app plays, first strategy.
    HowToPlay,
    /// Version and licences.
    About,
}

/// The menu: "Choose your opponent", the three opponents, the colour choice, Continue,
/// then Statistics and Settings side by side, How to play and About side by side.
/// Positions do not move when Continue is hidden.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MenuLayout {
    pub metrics: Metrics,
    pub title: Rect,
    pub prompt: Rect,
    pub opponents: [Rect; 3],
    /// Black · first, White · second.
    pub colors: [Rect; 2],
    pub continue_game: Rect,
    pub statistics: Rect,
    pub settings: Rect,
    pub how_to_play: Rect,
    pub about: Rect,
}

impl MenuLayout {
    pub const ITEMS: [MenuItem; 10] = [
        MenuItem::Opponent(Opponent::Easy),
        MenuItem::Opponent(Opponent::Medium),
        MenuItem::Opponent(Opponent::Hard),
        MenuItem::Color(Color::Black),
        MenuItem::Color(Color::White),
        MenuItem::Continue,
        MenuItem::Statistics,
        MenuItem::Settings,
        MenuItem::HowToPlay,
        MenuItem::About,
    ];

    pub fn new(w: f32, h: f32, scale: f32) -> MenuLayout {
        let m = Metrics::new(w, h, scale);
        let (b, g) = (m.button, m.gap);
        let title_h = m.title * 1.6;
        let prompt_h = m.text * 1.8;
        let first_h = title_h + prompt_h + 3.0 * b + 3.0 * g;
        let second_h = 4.0 * b + 4.0 * g + g;
        let col_w = (w - 2.0 * m.margin).min(m.button * 7.5);
        // one column when it fits; in an upright window also when it only fits without the
        // bottom margin, or when two columns do not fit either. Else two columns side by side:
        // a square or near-square window (an unfolded phone, a split screen) is too short
        // for the column below its top margin and wide enough for two.
        let total = first_h + second_h + g;
        let fits_two = first_h + g <= h - 2.0 * m.margin;
        let one_column =
            total <= h - 2.0 * m.margin || (w <= h && (m.margin + total <= h || !fits_two));
        let (x1, y1, x2, y2);
        if one_column {
            x1 = (w - col_w) / 2.0;
            x2 = x1;
            y1 = ((h - total) / 2.0).max(m.margin);
            y2 = y1 + first_h + g;
        } else {
            let col_w2 = col_w.min((w - 3.0 * m.margin) / 2.0);
            let total_w = 2.0 * col_w2 + m.margin;
            x1 = (w - total_w) / 2.0;
            x2 = x1 + col_w2 + m.margin;
            y1 = ((h - first_h) / 2.0).max(m.margin);
            y2 = y1 + title_h + prompt_h - b - g;
            return MenuLayout::build(m, col_w2, (x1, y1), (x2, y2.max(m.margin)));
        }
        MenuLayout::build(m, col_w, (x1, y1), (x2, y2))
    }

    fn build(m: Metrics, col_w: f32, first: (f32, f32), second: (f32, f32)) -> MenuLayout {
        let (b, g) = (m.button, m.gap);
        let title_h = m.title * 1.6;
        let prompt_h = m.text * 1.8;
        let (x, mut y) = first;
        let title = Rect::new(x, y, col_w, title_h);
        y += title_h;
        let prompt = Rect::new(x, y, col_w, prompt_h);
        y += prompt_h;
        let mut opponents = [Rect::new(0.0, 0.0, 0.0, 0.0); 3];
        for slot in &mut opponents {
            *slot = Rect::new(x, y, col_w, b);
            y += b + g;
        }
        let (x, mut y) = second;
        let (black, white) = Rect::new(x, y, col_w, b).halves(g);
        y += b + 2.0 * g;
        let continue_game = Rect::new(x, y, col_w, b);
        y += b + g;
        // two to a row: the four of them take the height two took before
        let (statistics, settings) = Rect::new(x, y, col_w, b).halves(g);
        y += b + g;
        let (how_to_play, about) = Rect::new(x, y, col_w, b).halves(g);
        MenuLayout {
            metrics: m,
            title,
            prompt,
            opponents,
            colors: [black, white],
            continue_game,
            statistics,
            settings,
            how_to_play,
            about,
        }
    }

    /// The rectangle of a menu item.
    pub fn rect(&self, item: MenuItem) -> Rect {
        match item {
            MenuItem::Opponent(o) => self.opponents[opponent_index(o)],
            MenuItem::Color(Color::Black) => self.colors[0],
            MenuItem::Color(Color::White) => self.colors[1],
            MenuItem::Continue => self.continue_game,
            MenuItem::Statistics => self.statistics,
            MenuItem::Settings => self.settings,
            MenuItem::HowToPlay => self.how_to_play,
            MenuItem::About => self.about,
        }
    }

    /// The item under a point (Continue only when `with_continue`).
    pub fn hit(&self, x: f32, y: f32, with_continue: bool) -> Option<MenuItem> {
        MenuLayout::ITEMS
            .iter()
            .copied()
            .filter(|item| with_continue || *item != MenuItem::Continue)
            .find(|item| self.rect(*item).contains(x, y))
    }
}

pub fn opponent_index(o: Opponent) -> usize {
    match o {
        Opponent::Easy => 0,
        Opponent::Medium => 1,
        Opponent::Hard => 2,
    }
}

/// The game screen: the two counts, the board, a status line (notices, the result) and the
/// buttons Undo, New game (game over only) and Menu.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameLayout {
    pub metrics: Metrics,
    pub board: Rect,
    /// Side of one square.
    pub cell: f32,
    pub count_black: Rect,
    pub count_white: Rect,
    pub status: Rect,
    pub undo: Rect,
    pub new_game: Rect,
    pub menu: Rect,
}

impl GameLayout {
    pub fn new(w: f32, h: f32, scale: f32) -> GameLayout {
        let m = Metrics::new(w, h, scale);
        let (b, g, mg) = (m.button, m.gap, m.margin);
        let status_h = m.text * 2.4;
        // Portrait: counts above, status and buttons below the board.
        let portrait_side = (w - 2.0 * mg).min(h - 2.0 * mg - 2.0 * b - status_h - 3.0 * g);
        // Landscape: a panel to the right of the board.
        let panel_w = (b * 4.0).max((b * 6.0).min(w * 0.4));
        let landscape_side = (h - 2.0 * mg).min(w - 3.0 * mg - panel_w);
        if portrait_side >= landscape_side {
            let side = (portrait_side / 8.0).floor().max(1.0) * 8.0;
            // a narrow phone stacks the two counts when the height allows, so that the
            // opponent's name keeps a readable size (R-FEEL-3)
            let slack = h - 2.0 * mg - 2.0 * b - status_h - 3.0 * g - side;
            let stacked = (side - g) / 2.0 < 4.0 * b && slack >= b + g;
            let header_h = if stacked { 2.0 * b + g } else { b };
            let content_h = header_h + g + side + g + status_h + g + b;
            let top = ((h - content_h) / 2.0).max(mg);
            let x = ((w - side) / 2.0).floor();
            let (count_black, count_white) = if stacked {
                (
                    Rect::new(x, top, side, b),
                    Rect::new(x, top + b + g, side, b),
                )
            } else {
                Rect::new(x, top, side, b).halves(g)
            };
            let board = Rect::new(x, (top + header_h + g).floor(), side, side);
            let status = Rect::new(x, board.y + side + g, side, status_h);
            let row = Rect::new(x, status.y + status_h + g, side, b);
            let third = (side - 2.0 * g) / 3.0;
            let buttons =
                [0.0, 1.0, 2.0].map(|i| Rect::new(row.x + i * (third + g), row.y, third, b));
            GameLayout::of(m, board, (count_black, count_white), status, buttons)
        } else {
            let side = (landscape_side / 8.0).floor().max(1.0) * 8.0;
            let total_w = side + mg + panel_w;
            let x = ((w - total_w) / 2.0).floor().max(mg);
            let y = ((h - side) / 2.0).floor().max(mg);
            let board = Rect::new(x, y, side, side);
            let px = x + side + mg;
            let count_black = Rect::new(px, y, panel_w, b);
            let count_white = Rect::new(px, y + b + g, panel_w, b);
            let room = side - 5.0 * b - 5.0 * g;
            let status = Rect::new(px, y + 2.0 * (b + g), panel_w, (status_h * 1.5).min(room));
            let bottom = y + side;
            let buttons =
                [3.0, 2.0, 1.0].map(|n| Rect::new(px, bottom - n * b - (n - 1.0) * g, panel_w, b));
            GameLayout::of(m, board, (count_black, count_white), status, buttons)
        }
    }

    /// The layout from its parts; `buttons` are Undo, New game and Menu.
    fn of(m: Metrics, board: Rect, counts: (Rect, Rect), status: Rect, buttons: [Rect; 3]) -> Self {
        let [undo, new_game, menu] = buttons;
        GameLayout {
            metrics: m,
            board,
            cell: board.w / 8.0,
            count_black: counts.0,
            count_white: counts.1,
            status,
            undo,
            new_game,
            menu,
        }
    }

    /// The square under a point.
    pub fn square_at(&self, x: f32, y: f32) -> Option<Square> {
        if !self.board.contains(x, y) {
            return None;
        }
        let col = ((x - self.board.x) / self.cell) as u8;
        let row = ((y - self.board.y) / self.cell) as u8;
        Square::at(col.min(7), row.min(7))
    }

    pub fn square_rect(&self, sq: Square) -> Rect {
        Rect::new(
            self.board.x + f32::from(sq.col()) * self.cell,
            self.board.y + f32::from(sq.row()) * self.cell,
            self.cell,
            self.cell,
        )
    }

    pub fn square_center(&self, sq: Square) -> (f32, f32) {
        self.square_rect(sq).center()
    }
}

/// Where a count box's name ("You", "CPU · Medium") goes: right of its disc, left of the
/// count (`count_w` wide at the count's size), in the box's full height.
pub fn count_label_rect(r: Rect, count_w: f32) -> Rect {
    let rad = r.h * 0.3;
    let x = r.x + rad * 3.1;
    let right = r.x + r.w - count_w * 1.15 - rad * 1.6;
    Rect::new(x, r.y, (right - x).max(1.0), r.h)
}

/// The statistics screen: a title, a block per opponent (its name, its counts on up to two
/// lines, its play time) and Back. The counts share the table's whole width, so that long
/// words ("Unentschieden") stay readable on a narrow screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StatsLayout {
    pub metrics: Metrics,
    pub title: Rect,
    /// The three blocks.
    pub table: Rect,
    /// Height of a row of text (a block is [`StatsLayout::BLOCK_ROWS`] rows).
    pub row: f32,
    pub back: Rect,
}

impl StatsLayout {
    /// Rows of a block: the name, the counts (two), the time.
    pub const BLOCK_ROWS: f32 = 4.0;
    /// Rows between two blocks.
    pub const GAP_ROWS: f32 = 0.4;

    pub fn new(w: f32, h: f32, scale: f32) -> StatsLayout {
        let m = Metrics::new(w, h, scale);
        let col_w = (w - 2.0 * m.margin).min(m.button * 9.0);
        let x = (w - col_w) / 2.0;
        let title_h = m.title * 1.6;
        let rows = 3.0 * StatsLayout::BLOCK_ROWS + 2.0 * StatsLayout::GAP_ROWS;
        let room = h - 2.0 * m.margin - title_h - m.gap - m.button;
        let row = (m.text * 1.5).min(room / rows).max(1.0);
        let table_h = row * rows;
        let total = title_h + table_h + m.gap + m.button;
        let y = ((h - total) / 2.0).max(m.margin);
        StatsLayout {
            metrics: m,
            title: Rect::new(x, y, col_w, title_h),
            table: Rect::new(x, y + title_h, col_w, table_h),
            row,
            back: Rect::new(x, y + title_h + table_h + m.gap, col_w, m.button),
        }
    }

    /// Opponent `k`'s block: its whole box, the name's row, the counts' two rows, the
    /// time's row.
    pub fn block(&self, k: usize) -> [Rect; 4] {
        let t = self.table;
        let r = self.row;
        let y = t.y + k as f32 * r * (StatsLayout::BLOCK_ROWS + StatsLayout::GAP_ROWS);
        [
            Rect::new(t.x, y, t.w, r * StatsLayout::BLOCK_ROWS),
            Rect::new(t.x, y, t.w, r),
            Rect::new(t.x, y + r, t.w, 2.0 * r),
            Rect::new(t.x, y + 3.0 * r, t.w, r),
        ]
    }

    /// The size of the statistics' text.
    pub fn text_size(&self) -> f32 {
        self.metrics.text.min(self.row * 0.6).floor()
    }
}

/// A reading screen (How to play, About): a title bar with Back, and below it the page's
/// column, which scrolls. The column keeps a readable measure on a wide window.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReadingLayout {
    pub metrics: Metrics,
    pub title: Rect,
    pub back: Rect,
    /// Where the page shows: the text scrolls within it.
    pub viewport: Rect,
    /// The text's column inside the viewport (x and width; y is the page's).
    pub column: Rect,
    /// Body text and heading sizes.
    pub body: f32,
    pub heading: f32,
    /// The diagrams' boards: side of one (two stand side by side).
    pub board: f32,
}

impl ReadingLayout {
    pub fn new(w: f32, h: f32, scale: f32) -> ReadingLayout {
        let m = Metrics::new(w, h, scale);
        let scale = if scale.is_finite() && scale > 0.0 {
            scale
        } else {
            1.0
        };
        let (b, g, mg) = (m.button, m.gap, m.margin);
        let back_w = (b * 2.6).min((w - 2.0 * mg) * 0.4);
        let back = Rect::new(w - mg - back_w, mg, back_w, b);
        let title = Rect::new(mg, mg, (back.x - g - mg).max(1.0), b);
        let top = mg + b + g;
        let viewport = Rect::new(0.0, top, w, (h - top).max(1.0));
        // body text: 15–20 dp, never under the minimum (ui/fit.rs); about 70 characters a line
        let body = (m.text * 0.8)
            .clamp(15.0 * scale, 20.0 * scale)
            .max(crate::ui::fit::min_text(scale))
            .round();
        let heading = (body * 1.3).round();
        let col_w = (w - 2.0 * mg).min(body * 36.0).max(1.0);
        let column = Rect::new(((w - col_w) / 2.0).floor(), top, col_w, viewport.h);
        // two boards with an arrow between them
        let board = ((col_w - body * 2.0) / 2.0)
            .min(220.0 * scale)
            .floor()
            .max(8.0);
        ReadingLayout {
            metrics: m,
            title,
            back,
            viewport,
            column,
            body,
            heading,
            board,
        }
    }
}

/// One choice on the settings screen, in keyboard order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsItem {
    /// Sound on (true) or off.
    Sound(bool),
    Animation(Animation),
    /// The look: high contrast on (true) or the normal one.
    Contrast(bool),
    /// The language button: it opens the language list.
    Language,
    Back,
}

/// The settings screen: a title, four rows (Sound: On / Off; Animation: Normal / Fast /
/// Off; Contrast: Normal / High; Language) each with its caption, and Back. Captions sit above their buttons when
/// the window is tall enough, else to their left.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SettingsLayout {
    pub metrics: Metrics,
    pub title: Rect,
    /// Captions of the rows Sound, Animation, Contrast, Language.
    pub captions: [Rect; 4],
    /// On, Off.
    pub sound: [Rect; 2],
    /// Normal, Fast, Off.
    pub animation: [Rect; 3],
    /// Normal, High.
    pub contrast: [Rect; 2],
    pub language: Rect,
    pub back: Rect,
}

impl SettingsLayout {
    pub const ITEMS: [SettingsItem; 9] = [
        SettingsItem::Sound(true),
        SettingsItem::Sound(false),
        SettingsItem::Animation(Animation::Normal),
        SettingsItem::Animation(Animation::Fast),
        SettingsItem::Animation(Animation::Off),
        SettingsItem::Contrast(false),
        SettingsItem::Contrast(true),
        SettingsItem::Language,
        SettingsItem::Back,
    ];

    /// The rows for Up/Down: the items of each row, top to bottom.
    pub const ROWS: [&'static [SettingsItem]; 5] = [
        &[SettingsItem::Sound(true), SettingsItem::Sound(false)],
        &[
            SettingsItem::Animation(Animation::Normal),
            SettingsItem::Animation(Animation::Fast),
            SettingsItem::Animation(Animation::Off),
        ],
        &[SettingsItem::Contrast(false), SettingsItem::Contrast(true)],
        &[SettingsItem::Language],
        &[SettingsItem::Back],
    ];

    pub fn new(w: f32, h: f32, scale: f32) -> SettingsLayout {
        let m = Metrics::new(w, h, scale);
        let (b, g) = (m.button, m.gap);
        let col_w = (w - 2.0 * m.margin).min(b * 9.0);
        let x = (w - col_w) / 2.0;
        let title_h = m.title * 1.6;
        let caption_h = m.text * 1.6;
        // captions above: four rows of caption + buttons, else captions to the left
        let above_h = title_h + 4.0 * (caption_h + b + g) + g + b;
        let above = above_h <= h - 2.0 * m.margin;
        let total = if above {
            above_h
        } else {
            title_h + 4.0 * (b + g) + g + b
        };
        let mut y = ((h - total) / 2.0).max(m.margin);
        let title = Rect::new(x, y, col_w, title_h);
        y += title_h;
        let mut captions = [Rect::new(0.0, 0.0, 0.0, 0.0); 4];
        let mut rows = [Rect::new(0.0, 0.0, 0.0, 0.0); 4];
        for (caption, row) in captions.iter_mut().zip(rows.iter_mut()) {
            if above {
                *caption = Rect::new(x, y, col_w, caption_h);
                *row = Rect::new(x, y + caption_h, col_w, b);
                y += caption_h + b + g;
            } else {
                let left = (col_w * 0.34).floor();
                *caption = Rect::new(x, y, left, b);
                *row = Rect::new(x + left + g, y, col_w - left - g, b);
                y += b + g;
            }
        }
        let (on, off) = rows[0].halves(g);
        let third = (rows[1].w - 2.0 * g) / 3.0;
        let animation =
            [0.0, 1.0, 2.0].map(|k| Rect::new(rows[1].x + k * (third + g), rows[1].y, third, b));
        let (normal, high) = rows[2].halves(g);
        SettingsLayout {
            metrics: m,
            title,
            captions,
            sound: [on, off],
            animation,
            contrast: [normal, high],
            language: rows[3],
            back: Rect::new(x, y + g, col_w, b),
        }
    }

    pub fn rect(&self, item: SettingsItem) -> Rect {
        match item {
            SettingsItem::Sound(true) => self.sound[0],
            SettingsItem::Sound(false) => self.sound[1],
            SettingsItem::Animation(a) => self.animation[animation_index(a)],
            SettingsItem::Contrast(high) => self.contrast[usize::from(high)],
            SettingsItem::Language => self.language,
            SettingsItem::Back => self.back,
        }
    }

    pub fn hit(&self, x: f32, y: f32) -> Option<SettingsItem> {
        SettingsLayout::ITEMS
            .iter()
            .copied()
            .find(|item| self.rect(*item).contains(x, y))
    }
}

pub fn animation_index(a: Animation) -> usize {
    match a {
        Animation::Normal => 0,
        Animation::Fast => 1,
        Animation::Off => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZES: [(f32, f32, f32); 11] = [
        (720.0, 900.0, 1.0),
        (800.0, 800.0, 1.0),
        (1280.0, 720.0, 1.0),
        (1080.0, 2200.0, 2.75),
        (2200.0, 1080.0, 2.75),
        (1080.0, 1920.0, 2.7),
        (1920.0, 1080.0, 2.7),
        (320.0, 480.0, 1.0),
        (480.0, 320.0, 1.0),
        (1920.0, 1080.0, 2.0),
        (2560.0, 1600.0, 2.0),
    ];

    fn inside(outer_w: f32, outer_h: f32, r: Rect) -> bool {
        r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= outer_w + 0.5 && r.y + r.h <= outer_h + 0.5
    }

    fn overlap(a: Rect, b: Rect) -> bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    #[test]
    fn squares_round_trip_through_hit_tests() {
        for (w, h, s) in SIZES {
            let l = GameLayout::new(w, h, s);
            for i in 0..64 {
                let sq = Square::new(i).unwrap();
                let (x, y) = l.square_center(sq);
                assert_eq!(l.square_at(x, y), Some(sq), "{w}x{h}");
            }
            assert_eq!(l.square_at(l.board.x - 1.0, l.board.y), None);
            assert_eq!(l.square_at(l.board.x, l.board.y + l.board.w + 1.0), None);
        }
    }

    #[test]
    fn game_screen_fits_and_nothing_overlaps() {
        for (w, h, s) in SIZES {
            let l = GameLayout::new(w, h, s);
            let rects = [
                l.board,
                l.count_black,
                l.count_white,
                l.status,
                l.undo,
                l.new_game,
                l.menu,
            ];
            for (i, a) in rects.iter().enumerate() {
                assert!(inside(w, h, *a), "{w}x{h}: {a:?}");
                for b in &rects[i + 1..] {
                    assert!(!overlap(*a, *b), "{w}x{h}: {a:?} {b:?}");
                }
            }
            assert!(l.undo.h >= (54.0 * s).min(w.min(h) / 7.5) - 0.01);
            // the board takes most of the short side
            assert!(l.board.w >= 0.5 * w.min(h), "{w}x{h}: {:?}", l.board);
        }
    }

    #[test]
    fn menu_fits_and_buttons_are_touch_sized() {
        for (w, h, s) in SIZES {
            let l = MenuLayout::new(w, h, s);
            let items: Vec<Rect> = MenuLayout::ITEMS.iter().map(|i| l.rect(*i)).collect();
            for (i, a) in items.iter().enumerate() {
                assert!(inside(w, h, *a), "{w}x{h}: {a:?}");
                assert!(a.h >= (54.0 * s).min(w.min(h) / 7.5) - 0.01);
                for b in &items[i + 1..] {
                    assert!(!overlap(*a, *b), "{w}x{h}: {a:?} {b:?}");
                }
                let (cx, cy) = a.center();
                assert_eq!(l.hit(cx, cy, true), Some(MenuLayout::ITEMS[i]));
            }
            let (cx, cy) = l.continue_game.center();
            assert_eq!(l.hit(cx, cy, false), None);
        }
    }

    #[test]
    fn settings_fit_and_buttons_are_touch_sized() {
        for (w, h, s) in SIZES {
            let l = SettingsLayout::new(w, h, s);
            let items: Vec<Rect> = SettingsLayout::ITEMS.iter().map(|i| l.rect(*i)).collect();
            let mut all = items.clone();
            all.extend(l.captions);
            all.push(l.title);
            for (i, a) in all.iter().enumerate() {
                assert!(inside(w, h, *a), "{w}x{h}: {a:?}");
                for b in &all[i + 1..] {
                    assert!(!overlap(*a, *b), "{w}x{h}: {a:?} {b:?}");
                }
            }
            for (i, r) in items.iter().enumerate() {
                assert!(r.h >= (54.0 * s).min(w.min(h) / 7.5) - 0.01, "{w}x{h}");
                let (cx, cy) = r.center();
                assert_eq!(l.hit(cx, cy), Some(SettingsLayout::ITEMS[i]));
            }
            let rows: usize = SettingsLayout::ROWS.iter().map(|r| r.len()).sum();
            assert_eq!(rows, SettingsLayout::ITEMS.len());
        }
    }

    #[test]
    fn stats_screen_fits() {
        for (w, h, s) in SIZES {
            let l = StatsLayout::new(w, h, s);
            assert!(inside(w, h, l.back), "{w}x{h}: {:?}", l.back);
            assert!(l.table.y + l.table.h <= l.back.y);
        }
    }
}
