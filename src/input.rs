//! One frame's input as flow commands, in plain Rust: the keyboard navigation and focus of
//! every screen, clicks and taps by where they land, and the page's accessible mirror.
//!
//! The shell gathers what macroquad saw in a frame into a [`Frame`] (the keys pressed, the
//! click or tap and its position, the mirror's events) and hands it to [`Input::frame`] with
//! the flow; tests do the same without a window. Focus lives here between frames, so the
//! screens draw it and the mirror follows it.

mod languages;

use crate::core::cpu::new_game_seed;
use crate::core::Square;
use crate::flow::{Command, Flow, Page, State};
use crate::ui::focus::Focus;
use crate::ui::layout::{
    Directional, GameLayout, MenuItem, MenuLayout, ReadingLayout, Rect, SettingsItem,
    SettingsLayout, StatsLayout,
};
use crate::ui::mirror::Control;

/// A key the game answers to (pressed this frame).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Up,
    Down,
    Left,
    Right,
    Tab,
    /// Tab with Shift held: back where Tab goes forward.
    ShiftTab,
    Enter,
    /// The keypad's Enter.
    KpEnter,
    Space,
    Escape,
    /// Android's Back button.
    Back,
    Backspace,
    U,
    PageUp,
    PageDown,
    Home,
    End,
    /// How to play, from a game.
    F1,
    /// Ctrl+Z, read from the key event's modifiers (a quick chord released within one frame
    /// still counts).
    CtrlZ,
}

/// What the player did in one frame.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame<'a> {
    /// Keys pressed in this frame, in any order (each screen answers them in its own order).
    pub keys: Vec<Key>,
    /// Where the left button went down or a finger touched (macroquad reports a tap as a
    /// click), in the window's units.
    pub click: Option<(f32, f32)>,
    /// Where the left button or a finger is held down this frame (a drag), if it is.
    pub held: Option<(f32, f32)>,
    /// The wheel turned this frame: how far the page should move, in window units,
    /// positive towards the end.
    pub wheel: f32,
    /// The page's accessible copy: a control activated (true) or focused (false).
    pub mirror: Vec<(bool, Control)>,
    /// The window: width, height and its density (as the layouts take them).
    pub screen: (f32, f32, f32),
    /// The language shown (the settings' language button goes on from it).
    pub lang: &'a str,
    /// A clock in ms for the seed of a game started in this frame.
    pub clock_ms: u64,
}

impl<'a> Frame<'a> {
    /// A frame with nothing done yet, on a window of `screen`.
    pub fn new(screen: (f32, f32, f32), lang: &'a str) -> Frame<'a> {
        Frame {
            keys: Vec::new(),
            click: None,
            held: None,
            wheel: 0.0,
            mirror: Vec::new(),
            screen,
            lang,
            clock_ms: 0,
        }
    }

    fn pressed(&self, key: Key) -> bool {
        self.keys.contains(&key)
    }

    /// Enter, the keypad's Enter or Space: the focused thing is chosen.
    fn activates(&self) -> bool {
        self.pressed(Key::Enter) || self.pressed(Key::KpEnter) || self.pressed(Key::Space)
    }
}

/// What the shell does with a frame's input.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reaction {
    /// For [`Flow::apply`], in order.
    pub commands: Vec<Command>,
    /// Back on the menu: the app goes to the background (Android, as the home screen's Back
    /// does; the pause that follows saves everything).
    pub leave_app: bool,
    /// The mirror's Score button: the live region says the score.
    pub say_score: bool,
}

/// The input's state between frames: focus, and how many games it started (for their seeds).
#[derive(Clone, Debug, Default)]
pub struct Input {
    pub focus: Focus,
    games_started: u64,
    /// A finger or the button dragging a page: where it was, when (ms), how fast it moved.
    drag: Option<Drag>,
    /// The game whose board [`Input::place_focus`] last saw (`Match::id`).
    board_of: Option<u64>,
    /// The language list's row a press went down on (a tap chooses it when it lets go).
    pressed_row: Option<usize>,
}

#[derive(Clone, Copy, Debug, Default)]
struct Drag {
    y: f32,
    ms: u64,
    /// Units a second, positive towards the page's end.
    velocity: f32,
    /// How far it moved in all (a tap moves little).
    travel: f32,
}

impl Input {
    /// This frame's input on the flow's current screen: the commands, in order, and the
    /// focus moved.
    pub fn frame(&mut self, flow: &Flow, frame: &Frame) -> Reaction {
        let mut out = Reaction::default();
        // the mirror's focus first: the keys then move on from it
        for &(_, control) in frame.mirror.iter().filter(|(activated, _)| !activated) {
            self.mirror_focus(control);
        }
        match flow.state() {
            State::Menu => self.menu(flow, frame, &mut out),
            State::Settings => self.settings(flow, frame, &mut out.commands),
            State::Statistics => statistics(frame, &mut out.commands),
            State::Reading { .. } => self.reading(frame, &mut out.commands),
            State::Languages => self.languages(flow, frame, &mut out.commands),
            _ => self.game(flow, frame, &mut out.commands),
        }
        for &(_, control) in frame.mirror.iter().filter(|(activated, _)| *activated) {
            out.say_score |= control == Control::Score;
            out.commands
                .extend(self.mirror_command(flow, control, frame));
        }
        out
    }

    /// While a screen reader is on (`assistive`), the keyboard is always somewhere, so that
    /// what the screen reader says has the focus is what Enter chooses: a screen that opens
    /// without keyboard focus takes its first control (the menu its first opponent, settings
    /// the sound's current choice), and a new board (a game started, or a new game) puts the
    /// cursor on the first square the player can play (d4 while the CPU moves first). The
    /// cursor then moves to another square than before, so that the screen reader says the
    /// new board. Called after the frame's commands, so a screen is never shown, nor
    /// described, without it. Without a screen reader the focus stays where keys and clicks
    /// put it.
    pub fn place_focus(&mut self, flow: &Flow, assistive: bool) {
        let state = flow.state();
        let game = flow
            .game()
            .filter(|_| state.shows_game())
            .map(crate::core::game::Match::id);
        let new_board = game.is_some() && game != self.board_of;
        if game.is_some() {
            self.board_of = game;
        }
        if !assistive {
            return;
        }
        match state {
            State::Menu if self.focus.menu.is_none() => {
                self.focus.menu = Some(MenuLayout::ITEMS[0]);
            }
            State::Settings if self.focus.settings.is_none() => {
                self.focus.settings = Some(chosen_in(SettingsLayout::ROWS[0], flow));
            }
            State::Languages if self.focus.language.is_none() => {
                self.focus.language = Some(flow.language());
            }
            _ if state.shows_game() && (new_board || self.focus.cursor.is_none()) => {
                let before = self.focus.cursor;
                let playable = flow.playable();
                let first = Square::first(playable);
                let start = match first {
                    Some(sq) if Some(sq) == before => next_playable(Some(sq), playable, true),
                    Some(sq) => Some(sq),
                    None => ["d4", "e4"]
                        .iter()
                        .filter_map(|name| Square::parse(name))
                        .find(|sq| Some(*sq) != before),
                };
                self.focus.cursor = start.or(before);
            }
            _ => {}
        }
    }

    /// A fresh seed for each new game, from the clock and a counter.
    fn new_seed(&mut self, frame: &Frame) -> u64 {
        self.games_started += 1;
        new_game_seed(frame.clock_ms ^ self.games_started.rotate_left(32))
    }

    /// The menu: a click or tap on an item, Up/Down (or Tab) between the items Continue
    /// skipped when there is nothing to continue, Left/Right between the colours,
    /// Enter/Space.
    fn menu(&mut self, flow: &Flow, frame: &Frame, out: &mut Reaction) {
        out.leave_app = frame.pressed(Key::Back);
        let can_continue = flow.can_continue();
        let mut chosen = None;
        if let Some((x, y)) = frame.click {
            let (w, h, scale) = frame.screen;
            self.focus.menu = None;
            chosen = MenuLayout::new(w, h, scale)
                .for_language(w, frame.lang)
                .hit(x, y, can_continue);
        }
        if frame.pressed(Key::Down) || frame.pressed(Key::Tab) {
            self.focus.menu = Some(menu_step(self.focus.menu, true, can_continue));
        }
        if frame.pressed(Key::Up) || frame.pressed(Key::ShiftTab) {
            self.focus.menu = Some(menu_step(self.focus.menu, false, can_continue));
        }
        if frame.pressed(Key::Left) || frame.pressed(Key::Right) {
            if let Some(MenuItem::Color(c)) = self.focus.menu {
                let other = MenuItem::Color(c.opposite());
                self.focus.menu = Some(other);
                chosen = Some(other);
            }
        }
        if frame.activates() {
            chosen = self
                .focus
                .menu
                .filter(|it| can_continue || *it != MenuItem::Continue);
        }
        let command = match chosen {
            Some(MenuItem::Opponent(opponent)) => Command::StartGame {
                opponent,
                seed: self.new_seed(frame),
            },
            Some(MenuItem::Color(c)) => Command::ChooseColor(c),
            Some(MenuItem::Continue) => Command::Continue,
            Some(MenuItem::Statistics) => Command::ShowStats,
            Some(MenuItem::HowToPlay) => Command::ShowPage(Page::HowToPlay),
            Some(MenuItem::About) => Command::ShowPage(Page::About),
            Some(MenuItem::Settings) => {
                // entered by keyboard: focus on the sound's current choice
                self.focus.settings = self
                    .focus
                    .menu
                    .map(|_| SettingsItem::Sound(flow.settings().sound));
                Command::ShowSettings
            }
            None => return,
        };
        out.commands.push(command);
    }

    /// The game screen (the player's turn, the CPU's, the flips, the end): a click or tap on
    /// a dotted square or a button, the arrows move the cursor, Tab (Shift+Tab) takes it to
    /// the next (previous) square the player can play, Enter/Space plays it (or New game at
    /// the end), U or Ctrl+Z undoes, Esc or Back goes to the menu.
    fn game(&mut self, flow: &Flow, frame: &Frame, out: &mut Vec<Command>) {
        let over = flow.state() == State::GameOver;
        let playable = flow.playable();
        if let Some((x, y)) = frame.click {
            let (w, h, scale) = frame.screen;
            let l = GameLayout::new(w, h, scale).for_language(w, frame.lang);
            self.focus.cursor = None;
            if let Some(sq) = l.square_at(x, y) {
                // only dotted squares react; the flow ignores the rest
                if playable & sq.bit() != 0 {
                    out.push(Command::PlaySquare(sq));
                }
            } else if l.undo.contains(x, y) {
                out.push(Command::Undo);
            } else if l.menu.contains(x, y) {
                out.push(Command::BackToMenu);
            } else if over && l.new_game.contains(x, y) {
                let seed = self.new_seed(frame);
                out.push(Command::NewGame { seed });
            }
        }
        let arrows = [
            (Key::Left, -1i8, 0i8),
            (Key::Right, 1, 0),
            (Key::Up, 0, -1),
            (Key::Down, 0, 1),
        ];
        for (key, dx, dy) in arrows {
            if frame.pressed(key) {
                let from = self
                    .focus
                    .cursor
                    .or_else(|| Square::first(playable))
                    .or_else(|| Square::parse("d4"));
                self.focus.cursor = from.map(|sq| {
                    let col = (sq.col() as i8 + dx).clamp(0, 7) as u8;
                    let row = (sq.row() as i8 + dy).clamp(0, 7) as u8;
                    Square::at(col, row).unwrap_or(sq)
                });
            }
        }
        for (key, forward) in [(Key::Tab, true), (Key::ShiftTab, false)] {
            if frame.pressed(key) {
                if let Some(sq) = next_playable(self.focus.cursor, playable, forward) {
                    self.focus.cursor = Some(sq);
                }
            }
        }
        if frame.activates() {
            if over {
                let seed = self.new_seed(frame);
                out.push(Command::NewGame { seed });
            } else if let Some(sq) = self.focus.cursor {
                if playable & sq.bit() != 0 {
                    out.push(Command::PlaySquare(sq));
                }
            } else {
                self.focus.cursor = Square::first(playable);
            }
        }
        if frame.pressed(Key::U) || frame.pressed(Key::CtrlZ) {
            out.push(Command::Undo);
        }
        if frame.pressed(Key::Escape) || frame.pressed(Key::Back) {
            out.push(Command::BackToMenu);
        } else if frame.pressed(Key::F1) {
            out.push(Command::ShowPage(Page::HowToPlay));
        }
        // a menu entered by keyboard keeps keyboard focus on its first item
        if out.contains(&Command::BackToMenu) && self.focus.cursor.is_some() {
            self.focus.menu = Some(MenuLayout::ITEMS[0]);
        }
    }

    /// A page to read: the wheel, a drag (a fling when the finger lets go while moving), the
    /// arrows (a line), Page Up/Down and Space (a screen), Home/End; Back by its button,
    /// Esc, Android's Back, Backspace or Enter.
    fn reading(&mut self, frame: &Frame, out: &mut Vec<Command>) {
        let (w, h, scale) = frame.screen;
        let l = ReadingLayout::new(w, h, scale).for_language(w, frame.lang);
        let line = (l.body * 1.45).round();
        let screen = (l.viewport.h - 2.0 * line).max(line);
        if let Some((x, y)) = frame.click {
            if l.back.contains(x, y) {
                out.push(Command::BackToMenu);
                self.drag = None;
                return;
            }
        }
        self.drag_page(frame, l.viewport, out);
        if frame.wheel != 0.0 {
            out.push(Command::ScrollBy(frame.wheel));
        }
        let steps = [
            (Key::Down, line),
            (Key::Up, -line),
            (Key::PageDown, screen),
            (Key::Space, screen),
            (Key::PageUp, -screen),
        ];
        for (key, by) in steps {
            if frame.pressed(key) {
                out.push(Command::ScrollBy(by));
            }
        }
        if frame.pressed(Key::Home) {
            out.push(Command::ScrollToEdge(false));
        }
        if frame.pressed(Key::End) {
            out.push(Command::ScrollToEdge(true));
        }
        if [
            Key::Escape,
            Key::Back,
            Key::Backspace,
            Key::Enter,
            Key::KpEnter,
        ]
        .iter()
        .any(|k| frame.pressed(*k))
        {
            out.push(Command::BackToMenu);
        }
    }

    /// A finger or the button on a page (`viewport`) drags it; let go while moving, it
    /// flings it. Returns, when it lets go, how far it travelled (a tap travels little).
    fn drag_page(&mut self, frame: &Frame, viewport: Rect, out: &mut Vec<Command>) -> Option<f32> {
        if let Some((x, y)) = frame.click {
            self.drag = viewport.contains(x, y).then_some(Drag {
                y,
                ms: frame.clock_ms,
                velocity: 0.0,
                travel: 0.0,
            });
        }
        match (frame.held, self.drag) {
            (Some((_, y)), Some(drag)) if frame.click.is_none() => {
                let moved = drag.y - y;
                if moved != 0.0 {
                    out.push(Command::ScrollBy(moved));
                }
                let dt = frame.clock_ms.saturating_sub(drag.ms) as f32 / 1000.0;
                // the speed of the last moments of the drag, smoothed over frames
                let velocity = if dt > 0.0 {
                    0.6 * moved / dt + 0.4 * drag.velocity
                } else {
                    drag.velocity
                };
                self.drag = Some(Drag {
                    y,
                    ms: frame.clock_ms,
                    velocity,
                    travel: drag.travel + moved.abs(),
                });
                None
            }
            (None, Some(drag)) => {
                // let go: a finger still moving flings the page; one held still stops it
                let rested = frame.clock_ms.saturating_sub(drag.ms) > 100;
                if !rested && drag.velocity != 0.0 {
                    out.push(Command::Fling(drag.velocity));
                }
                self.drag = None;
                Some(drag.travel)
            }
            _ => None,
        }
    }

    /// The settings screen: a click or tap on a choice, Up/Down (or Tab) between rows,
    /// Left/Right within a row (and through the languages), Enter/Space, Esc or Back.
    fn settings(&mut self, flow: &Flow, frame: &Frame, out: &mut Vec<Command>) {
        let rows = SettingsLayout::ROWS;
        if let Some((x, y)) = frame.click {
            let (w, h, scale) = frame.screen;
            self.focus.settings = None;
            if let Some(item) = SettingsLayout::new(w, h, scale)
                .for_language(w, frame.lang)
                .hit(x, y)
            {
                out.push(settings_command(item));
            }
        }
        // the row's current choice gets the focus when Up/Down arrive at it
        let chosen = |row: usize| chosen_in(rows[row], flow);
        let down = frame.pressed(Key::Down) || frame.pressed(Key::Tab);
        if down || frame.pressed(Key::Up) || frame.pressed(Key::ShiftTab) {
            let row = match self.focus.settings {
                None if down => 0,
                None => rows.len() - 1,
                Some(item) if down => (row_of(item) + 1) % rows.len(),
                Some(item) => (row_of(item) + rows.len() - 1) % rows.len(),
            };
            self.focus.settings = Some(chosen(row));
        }
        // a row of choices reads from the right in Hebrew, Arabic and Persian (its first
        // choice rightmost): the arrows move the way they point
        let rtl = crate::text::is_rtl(frame.lang);
        for (key, forward) in [(Key::Left, rtl), (Key::Right, !rtl)] {
            if frame.pressed(key) {
                self.settings_sideways(forward, out);
            }
        }
        if frame.activates() {
            match self.focus.settings {
                Some(item) => out.push(settings_command(item)),
                None => self.focus.settings = Some(chosen(0)),
            }
        }
        if frame.pressed(Key::Escape) || frame.pressed(Key::Back) || frame.pressed(Key::Backspace) {
            out.push(Command::BackToMenu);
        }
        if out.contains(&Command::BackToMenu) {
            // back in the menu on the Settings button, if the keyboard was in use
            self.focus.menu = self.focus.settings.map(|_| MenuItem::Settings);
            self.focus.settings = None;
        }
    }

    /// Left/Right on the settings screen: in a row of choices the choice itself moves, as
    /// the menu's colour choice does.
    fn settings_sideways(&mut self, forward: bool, out: &mut Vec<Command>) {
        if let Some(
            item
            @ (SettingsItem::Sound(_) | SettingsItem::Animation(_) | SettingsItem::Contrast(_)),
        ) = self.focus.settings
        {
            let row = SettingsLayout::ROWS[row_of(item)];
            let i = row.iter().position(|it| *it == item).unwrap_or(0);
            let j = if forward {
                (i + 1).min(row.len() - 1)
            } else {
                i.saturating_sub(1)
            };
            self.focus.settings = Some(row[j]);
            out.push(settings_command(row[j]));
        }
    }

    /// A control of the page's accessible mirror got the keyboard focus: the canvas shows the
    /// cursor or the focus ring on the same thing.
    fn mirror_focus(&mut self, control: Control) {
        match control {
            Control::Cell(sq) => self.focus.cursor = Some(sq),
            Control::Menu(item) => self.focus.menu = Some(item),
            Control::Setting(item) => self.focus.settings = Some(item),
            Control::Language(code) => self.focus.language = Some(code),
            _ => {}
        }
    }

    /// What a control activated in the mirror asks for, if it means something on the screen
    /// shown now (a late event from the previous screen is dropped).
    fn mirror_command(&mut self, flow: &Flow, control: Control, frame: &Frame) -> Option<Command> {
        let state = flow.state();
        match control {
            Control::Menu(item) if state == State::Menu => match item {
                MenuItem::Opponent(opponent) => Some(Command::StartGame {
                    opponent,
                    seed: self.new_seed(frame),
                }),
                MenuItem::Color(c) => Some(Command::ChooseColor(c)),
                MenuItem::Continue => flow.can_continue().then_some(Command::Continue),
                MenuItem::Statistics => Some(Command::ShowStats),
                MenuItem::Settings => Some(Command::ShowSettings),
                MenuItem::HowToPlay => Some(Command::ShowPage(Page::HowToPlay)),
                MenuItem::About => Some(Command::ShowPage(Page::About)),
            },
            Control::PageBack if matches!(state, State::Reading { .. }) => {
                Some(Command::BackToMenu)
            }
            Control::Setting(item) if state == State::Settings => Some(settings_command(item)),
            Control::Language(code) if state == State::Languages => {
                Some(Command::SetLanguage(code.to_owned()))
            }
            Control::LanguagesBack if state == State::Languages => Some(Command::BackToMenu),
            Control::StatsBack if state == State::Statistics => Some(Command::BackToMenu),
            Control::Undo if flow.can_undo() => Some(Command::Undo),
            Control::NewGame if state == State::GameOver => Some(Command::NewGame {
                seed: self.new_seed(frame),
            }),
            Control::GameMenu if state.shows_game() => Some(Command::BackToMenu),
            Control::Cell(sq) if flow.playable() & sq.bit() != 0 => Some(Command::PlaySquare(sq)),
            _ => None,
        }
    }
}

/// The statistics: its one button by click or tap, or Esc, Back, Backspace, Enter or Space.
fn statistics(frame: &Frame, out: &mut Vec<Command>) {
    let (w, h, scale) = frame.screen;
    let l = StatsLayout::new(w, h, scale).for_language(w, frame.lang);
    let back = frame.click.is_some_and(|(x, y)| l.back.contains(x, y));
    if back
        || frame.activates()
        || frame.pressed(Key::Escape)
        || frame.pressed(Key::Back)
        || frame.pressed(Key::Backspace)
    {
        out.push(Command::BackToMenu);
    }
}

/// The menu item after (or before) `from`, skipping Continue when there is nothing to
/// continue; from no focus, the first (or the last).
fn menu_step(from: Option<MenuItem>, forward: bool, can_continue: bool) -> MenuItem {
    let items = MenuLayout::ITEMS;
    let n = items.len();
    let from = from.and_then(|item| items.iter().position(|it| *it == item));
    let mut i = from.unwrap_or(if forward { n - 1 } else { 0 });
    for _ in 0..n {
        i = if forward {
            (i + 1) % n
        } else {
            (i + n - 1) % n
        };
        if can_continue || items[i] != MenuItem::Continue {
            break;
        }
    }
    items[i]
}

/// The square the player can play after (`forward`) or before `from` in reading order (a1,
/// b1, … h8), round the board's end; from no square, the first (or the last). None when no
/// square can be played.
fn next_playable(from: Option<Square>, playable: u64, forward: bool) -> Option<Square> {
    if playable == 0 {
        return None;
    }
    let start = from.map_or(if forward { 63 } else { 0 }, |sq| u32::from(sq.index()));
    (1..=64)
        .map(|step| {
            if forward {
                (start + step) % 64
            } else {
                (start + 64 - step) % 64
            }
        })
        .find(|i| playable & (1u64 << i) != 0)
        .and_then(|i| Square::new(i as u8))
}

/// The settings row that holds `item`.
fn row_of(item: SettingsItem) -> usize {
    SettingsLayout::ROWS
        .iter()
        .position(|r| r.contains(&item))
        .unwrap_or(0)
}

/// The item of `row` that is the current setting (the row's only item for Language, Back).
fn chosen_in(row: &[SettingsItem], flow: &Flow) -> SettingsItem {
    let settings = flow.settings();
    row.iter()
        .copied()
        .find(|item| match item {
            SettingsItem::Sound(on) => *on == settings.sound,
            SettingsItem::Animation(a) => *a == settings.animation,
            SettingsItem::Contrast(high) => *high == settings.high_contrast,
            _ => true,
        })
        .unwrap_or(row[0])
}

/// The command of a settings choice (the language button opens the list).
fn settings_command(item: SettingsItem) -> Command {
    match item {
        SettingsItem::Sound(on) => Command::SetSound(on),
        SettingsItem::Animation(a) => Command::SetAnimation(a),
        SettingsItem::Contrast(high) => Command::SetHighContrast(high),
        SettingsItem::Language => Command::ShowLanguages,
        SettingsItem::Back => Command::BackToMenu,
    }
}
