//! The macroquad shell: turns input into flow commands, steps the flow with the frame time
//! and draws it. It never changes the game itself.

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{self, conf::Icon, EventHandler};
use macroquad::prelude::*;

use crate::audio::Audio;
use crate::core::cpu::new_game_seed;
use crate::core::save::Settings;
use crate::core::Square;
use crate::flow::{Command, Flow, State};
use crate::i18n::{pick_language, Texts, LANGUAGES};
use crate::persist::Persistence;
use crate::platform;
use crate::ui::draw::{self, theme, Labels, Memo, StatsTexts, View};
use crate::ui::layout::{
    GameLayout, MenuItem, MenuLayout, SettingsItem, SettingsLayout, StatsLayout,
};

/// The window at the start: 544×680 fits a 1366×768 laptop screen with a title bar and a task
/// bar (the layout adapts to any size). `REVERSI_WINDOW_SIZE=WxH` asks for another size (the
/// end-to-end tests use 720x900, the size their click positions are for).
pub fn window_conf() -> Conf {
    let (window_width, window_height) = std::env::var("REVERSI_WINDOW_SIZE")
        .ok()
        .and_then(|v| parse_window_size(&v))
        .unwrap_or(DEFAULT_WINDOW_SIZE);
    Conf {
        window_title: "Reversi".to_owned(),
        window_width,
        window_height,
        high_dpi: true,
        icon: Some(icon()),
        ..Default::default()
    }
}

pub const DEFAULT_WINDOW_SIZE: (i32, i32) = (544, 680);

/// `WxH` (like `720x900`) as a window size, each side 200..=4000.
pub fn parse_window_size(text: &str) -> Option<(i32, i32)> {
    let (w, h) = text.trim().split_once(['x', 'X'])?;
    let side = |s: &str| {
        s.trim()
            .parse::<i32>()
            .ok()
            .filter(|n| (200..=4000).contains(n))
    };
    Some((side(w)?, side(h)?))
}

/// Set once `run` is going: the window and its GL context exist. Before that, a panic means
/// the window could not be opened (the desktop binary's main says so in one sentence).
static WINDOW_UP: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

pub fn window_is_up() -> bool {
    WINDOW_UP.load(std::sync::atomic::Ordering::Relaxed)
}

/// The window icon: src/icon.rs's drawing, also the exe's and the web app's icon.
fn icon() -> Icon {
    let mut icon = Icon {
        small: [0; 16 * 16 * 4],
        medium: [0; 32 * 32 * 4],
        big: [0; 64 * 64 * 4],
    };
    icon.small.copy_from_slice(&crate::icon::paint(16));
    icon.medium.copy_from_slice(&crate::icon::paint(32));
    icon.big.copy_from_slice(&crate::icon::paint(64));
    icon
}

/// What the shell reads from miniquad's events itself: window focus (on X11, wasm and
/// Android, minimized/restored are also sent on focus changes and app pause/resume) and
/// keys pressed with Ctrl (read from the event's modifiers, so a quick Ctrl+key that is
/// released within one frame still counts).
struct Events {
    focus_changed: Option<bool>,
    /// Minimized/restored at all since the last frame (on Android both can arrive in one
    /// batch when the surface was gone in between: the game loop does not run then).
    paused: bool,
    resumed: bool,
    ctrl_z: bool,
    ctrl_q: bool,
}

impl EventHandler for Events {
    fn update(&mut self) {}
    fn draw(&mut self) {}
    fn key_down_event(&mut self, key: KeyCode, mods: miniquad::KeyMods, _repeat: bool) {
        if mods.ctrl {
            self.ctrl_z |= key == KeyCode::Z;
            self.ctrl_q |= key == KeyCode::Q;
        }
    }
    fn window_minimized_event(&mut self) {
        self.focus_changed = Some(false);
        self.paused = true;
    }
    fn window_restored_event(&mut self) {
        self.focus_changed = Some(true);
        self.resumed = true;
    }
}

/// Average frame times, printed every 300 frames when REVERSI_FRAME_LOG=1.
struct FrameLog {
    on: bool,
    frames: u32,
    frame_sum: f64,
    work_sum: f64,
    work_max: f64,
}

impl FrameLog {
    fn record(&mut self, frame_s: f32, work_s: f64) {
        if !self.on {
            return;
        }
        self.frames += 1;
        self.frame_sum += f64::from(frame_s);
        self.work_sum += work_s;
        self.work_max = self.work_max.max(work_s);
        if self.frames == 300 {
            eprintln!(
                "frame-log: {} frames, frame time avg {:.2} ms ({:.1} fps), update+draw avg {:.3} ms, max {:.3} ms",
                self.frames,
                self.frame_sum * 1000.0 / f64::from(self.frames),
                f64::from(self.frames) / self.frame_sum.max(1e-9),
                self.work_sum * 1000.0 / f64::from(self.frames),
                self.work_max * 1000.0
            );
            self.frames = 0;
            self.frame_sum = 0.0;
            self.work_sum = 0.0;
            self.work_max = 0.0;
        }
    }
}

/// Keyboard-only state of the screen: menu focus, the board cursor, settings focus.
struct Keys {
    menu_focus: Option<usize>,
    cursor: Option<Square>,
    settings_focus: Option<SettingsItem>,
}

pub async fn run() {
    WINDOW_UP.store(true, std::sync::atomic::Ordering::Relaxed);
    crate::platform::init();
    prevent_quit();
    let font = match load_ttf_font_from_bytes(include_bytes!("../assets/font.ttf")) {
        Ok(font) => font,
        Err(_) => get_default_font(),
    };
    let (storage, unavailable) = platform::open_storage();
    let (persistence, loaded) = Persistence::open(storage, unavailable);
    let mut flow = Flow::new(persistence, loaded);
    let system = platform::system_language();
    let mut texts = Texts::new(
        flow.settings()
            .language
            .as_deref()
            .unwrap_or_else(|| pick_language(system.as_deref())),
    );
    let mut labels = Labels::new(&texts);
    let mut keys = Keys {
        menu_focus: None,
        cursor: None,
        settings_focus: None,
    };
    let mut audio = Audio::start();
    let subscriber = register_input_subscriber();
    let mut events = Events {
        focus_changed: None,
        paused: false,
        resumed: false,
        ctrl_z: false,
        ctrl_q: false,
    };
    let mut frame_log = FrameLog {
        on: std::env::var("REVERSI_FRAME_LOG").is_ok_and(|v| v == "1"),
        frames: 0,
        frame_sum: 0.0,
        work_sum: 0.0,
        work_max: 0.0,
    };
    let mut games_started: u64 = 0;
    let mut memo = Memo::default();
    let mut stats_texts = StatsTexts::default();

    loop {
        let started = miniquad::date::now();
        let (w, h) = (screen_width(), screen_height());
        // miniquad reports no density on Android (always 1.0): the platform reads the
        // device's (DisplayMetrics.density, pixels per dp)
        let scale = if cfg!(target_os = "android") {
            platform::display_density()
        } else {
            screen_dpi_scale()
        };

        events.ctrl_z = false;
        events.ctrl_q = false;
        events.paused = false;
        events.resumed = false;
        repeat_all_miniquad_input(&mut events, subscriber);
        if let Some(focused) = events.focus_changed.take() {
            flow.focus_changed(focused);
        }
        if events.paused {
            // app paused (Android) or window left: keep everything safe
            flow.suspend();
        }

        if is_quit_requested() || events.ctrl_q {
            flow.apply(Command::Quit);
            break;
        }

        let commands = input(
            &flow,
            &mut keys,
            (w, h, scale),
            texts.lang(),
            events.ctrl_z,
            &mut games_started,
        );
        // a long stall (window dragged, machine asleep) is not game time, nor is the time
        // in the background before a resume
        let dt = if events.paused || events.resumed {
            0.0
        } else {
            get_frame_time().min(0.25)
        };
        // time up to now passes first, then this frame's commands: the CPU's pause and the
        // flips count from the moment a disc is placed, not from the previous frame
        flow.update(dt);
        for command in commands {
            if let Command::SetLanguage(code) = &command {
                texts = Texts::new(code);
                labels = Labels::new(&texts);
            }
            flow.apply(command);
        }
        audio.poll();
        for sound in flow.take_sounds() {
            audio.play(sound);
        }

        let view = View {
            font: &font,
            texts: &texts,
            labels: &labels,
            menu_focus: keys.menu_focus,
            cursor: keys.cursor,
            settings_focus: keys.settings_focus,
        };
        // Drawn twice. macroquad's glyph atlas grows when a text needs glyphs it lacks, and
        // deletes the texture that the frame's earlier texts were queued with (the browser
        // logs "glBindTexture called with an already deleted texture", the text blinks).
        // The first pass caches every glyph of the frame; clear_background drops its draw
        // calls; the second pass finds all glyphs cached. (Drawing costs well under 1 ms.)
        for _ in 0..2 {
            clear_background(theme::BACKGROUND);
            draw_screen(&flow, &view, (w, h, scale), &mut memo, &mut stats_texts);
        }
        frame_log.record(get_frame_time(), miniquad::date::now() - started);
        next_frame().await;
    }
}

/// One frame's picture of the flow's current screen.
fn draw_screen(
    flow: &Flow,
    view: &View,
    (w, h, scale): (f32, f32, f32),
    memo: &mut Memo,
    stats_texts: &mut StatsTexts,
) {
    match flow.state() {
        State::Menu => {
            let l = MenuLayout::new(w, h, scale);
            draw::menu(flow, view, &l);
            draw::notice_bar(flow, view, w, l.metrics.text, memo);
        }
        State::Statistics => {
            let l = StatsLayout::new(w, h, scale);
            draw::stats(flow, view, &l, stats_texts);
            draw::notice_bar(flow, view, w, l.metrics.text, memo);
        }
        State::Settings => {
            let l = SettingsLayout::new(w, h, scale);
            draw::settings(flow, view, &l);
            draw::notice_bar(flow, view, w, l.metrics.text, memo);
        }
        _ => draw::game(flow, view, &GameLayout::new(w, h, scale), memo),
    }
}

/// A fresh seed for each new game, from the clock and a counter.
fn new_seed(counter: &mut u64) -> u64 {
    *counter += 1;
    new_game_seed((miniquad::date::now() * 1000.0) as u64 ^ counter.rotate_left(32))
}

/// This frame's input as flow commands.
fn input(
    flow: &Flow,
    keys: &mut Keys,
    (w, h, scale): (f32, f32, f32),
    lang: &str,
    ctrl_z: bool,
    counter: &mut u64,
) -> Vec<Command> {
    let mut out = Vec::new();
    let click = is_mouse_button_pressed(MouseButton::Left).then(mouse_position);
    match flow.state() {
        State::Menu => {
            if is_key_pressed(KeyCode::Back) {
                // Android's Back on the menu leaves the app (to the background, as the home
                // screen's Back does; the pause that follows saves everything)
                platform::leave_app();
            }
            let l = MenuLayout::new(w, h, scale);
            let can_continue = flow.can_continue();
            let mut chosen = None;
            if let Some((x, y)) = click {
                keys.menu_focus = None;
                chosen = l.hit(x, y, can_continue);
            }
            let items = MenuLayout::ITEMS;
            let usable = |i: usize| can_continue || items[i] != MenuItem::Continue;
            let step = |from: Option<usize>, forward: bool| -> usize {
                let n = items.len();
                let mut i = from.unwrap_or(if forward { n - 1 } else { 0 });
                for _ in 0..n {
                    i = if forward {
                        (i + 1) % n
                    } else {
                        (i + n - 1) % n
                    };
                    if usable(i) {
                        break;
                    }
                }
                i
            };
            if is_key_pressed(KeyCode::Down) || is_key_pressed(KeyCode::Tab) {
                keys.menu_focus = Some(step(keys.menu_focus, true));
            }
            if is_key_pressed(KeyCode::Up) {
                keys.menu_focus = Some(step(keys.menu_focus, false));
            }
            if is_key_pressed(KeyCode::Left) || is_key_pressed(KeyCode::Right) {
                if let Some(MenuItem::Color(c)) = keys.menu_focus.map(|i| items[i]) {
                    let other = MenuItem::Color(c.opposite());
                    keys.menu_focus = items.iter().position(|it| *it == other);
                    chosen = Some(other);
                }
            }
            if is_key_pressed(KeyCode::Enter)
                || is_key_pressed(KeyCode::KpEnter)
                || is_key_pressed(KeyCode::Space)
            {
                chosen = keys
                    .menu_focus
                    .map(|i| items[i])
                    .filter(|it| can_continue || *it != MenuItem::Continue);
            }
            match chosen {
                Some(MenuItem::Opponent(opponent)) => out.push(Command::StartGame {
                    opponent,
                    seed: new_seed(counter),
                }),
                Some(MenuItem::Color(c)) => out.push(Command::ChooseColor(c)),
                Some(MenuItem::Continue) => out.push(Command::Continue),
                Some(MenuItem::Statistics) => out.push(Command::ShowStats),
                Some(MenuItem::Settings) => {
                    // entered by keyboard: focus on the sound's current choice
                    keys.settings_focus = keys
                        .menu_focus
                        .map(|_| SettingsItem::Sound(flow.settings().sound));
                    out.push(Command::ShowSettings);
                }
                None => {}
            }
        }
        State::Settings => {
            settings_input(flow.settings(), keys, click, (w, h, scale), lang, &mut out)
        }
        State::Statistics => {
            let l = StatsLayout::new(w, h, scale);
            let back = click.is_some_and(|(x, y)| l.back.contains(x, y));
            if back
                || is_key_pressed(KeyCode::Escape)
                || is_key_pressed(KeyCode::Back)
                || is_key_pressed(KeyCode::Enter)
                || is_key_pressed(KeyCode::Space)
                || is_key_pressed(KeyCode::Backspace)
            {
                out.push(Command::BackToMenu);
            }
        }
        state => {
            let l = GameLayout::new(w, h, scale);
            let over = state == State::GameOver;
            if let Some((x, y)) = click {
                keys.cursor = None;
                if let Some(sq) = l.square_at(x, y) {
                    // only dotted squares react; the flow ignores the rest
                    if flow.playable() & sq.bit() != 0 {
                        out.push(Command::PlaySquare(sq));
                    }
                } else if l.undo.contains(x, y) {
                    out.push(Command::Undo);
                } else if l.menu.contains(x, y) {
                    out.push(Command::BackToMenu);
                } else if over && l.new_game.contains(x, y) {
                    out.push(Command::NewGame {
                        seed: new_seed(counter),
                    });
                }
            }
            let arrows = [
                (KeyCode::Left, -1i8, 0i8),
                (KeyCode::Right, 1, 0),
                (KeyCode::Up, 0, -1),
                (KeyCode::Down, 0, 1),
            ];
            for (key, dx, dy) in arrows {
                if is_key_pressed(key) {
                    let from = keys
                        .cursor
                        .or_else(|| Square::first(flow.playable()))
                        .or_else(|| Square::parse("d4"));
                    keys.cursor = from.map(|sq| {
                        let col = (sq.col() as i8 + dx).clamp(0, 7) as u8;
                        let row = (sq.row() as i8 + dy).clamp(0, 7) as u8;
                        Square::at(col, row).unwrap_or(sq)
                    });
                }
            }
            if is_key_pressed(KeyCode::Enter)
                || is_key_pressed(KeyCode::KpEnter)
                || is_key_pressed(KeyCode::Space)
            {
                if over {
                    out.push(Command::NewGame {
                        seed: new_seed(counter),
                    });
                } else if let Some(sq) = keys.cursor {
                    if flow.playable() & sq.bit() != 0 {
                        out.push(Command::PlaySquare(sq));
                    }
                } else {
                    keys.cursor = Square::first(flow.playable());
                }
            }
            if is_key_pressed(KeyCode::U) || ctrl_z {
                out.push(Command::Undo);
            }
            // Esc, or Android's Back button
            if is_key_pressed(KeyCode::Escape) || is_key_pressed(KeyCode::Back) {
                out.push(Command::BackToMenu);
            }
        }
    }
    // a menu entered by keyboard keeps keyboard focus on its first item
    if out.iter().any(|c| matches!(c, Command::BackToMenu)) && keys.cursor.is_some() {
        keys.menu_focus = Some(0);
    }
    out
}

/// The settings screen's input: a click or tap on a choice, Up/Down between rows,
/// Left/Right within a row (and through the languages), Enter/Space, Esc or Back.
fn settings_input(
    settings: &Settings,
    keys: &mut Keys,
    click: Option<(f32, f32)>,
    (w, h, scale): (f32, f32, f32),
    lang: &str,
    out: &mut Vec<Command>,
) {
    let l = SettingsLayout::new(w, h, scale);
    let language = |forward: bool| {
        let n = LANGUAGES.len();
        let current = LANGUAGES.iter().position(|code| *code == lang).unwrap_or(0);
        let next = if forward {
            (current + 1) % n
        } else {
            (current + n - 1) % n
        };
        Command::SetLanguage(LANGUAGES[next].to_owned())
    };
    let activate = |item: SettingsItem| match item {
        SettingsItem::Sound(on) => Command::SetSound(on),
        SettingsItem::Animation(a) => Command::SetAnimation(a),
        SettingsItem::Language => language(true),
        SettingsItem::Back => Command::BackToMenu,
    };
    if let Some((x, y)) = click {
        keys.settings_focus = None;
        if let Some(item) = l.hit(x, y) {
            out.push(activate(item));
        }
    }
    // the row's current choice gets the focus when Up/Down arrive at it
    let chosen = |row: &[SettingsItem]| -> SettingsItem {
        row.iter()
            .copied()
            .find(|item| match item {
                SettingsItem::Sound(on) => *on == settings.sound,
                SettingsItem::Animation(a) => *a == settings.animation,
                _ => true,
            })
            .unwrap_or(row[0])
    };
    let rows = SettingsLayout::ROWS;
    let row_of = |item: SettingsItem| rows.iter().position(|r| r.contains(&item)).unwrap_or(0);
    let down = is_key_pressed(KeyCode::Down) || is_key_pressed(KeyCode::Tab);
    if down || is_key_pressed(KeyCode::Up) {
        let row = match keys.settings_focus {
            None if down => 0,
            None => rows.len() - 1,
            Some(item) if down => (row_of(item) + 1) % rows.len(),
            Some(item) => (row_of(item) + rows.len() - 1) % rows.len(),
        };
        keys.settings_focus = Some(chosen(rows[row]));
    }
    for (key, forward) in [(KeyCode::Left, false), (KeyCode::Right, true)] {
        if !is_key_pressed(key) {
            continue;
        }
        match keys.settings_focus {
            Some(SettingsItem::Language) => out.push(language(forward)),
            Some(item @ (SettingsItem::Sound(_) | SettingsItem::Animation(_))) => {
                // Left/Right moves the choice itself, as the menu's colour choice does
                let row = rows[row_of(item)];
                let i = row.iter().position(|it| *it == item).unwrap_or(0);
                let j = if forward {
                    (i + 1).min(row.len() - 1)
                } else {
                    i.saturating_sub(1)
                };
                keys.settings_focus = Some(row[j]);
                out.push(activate(row[j]));
            }
            _ => {}
        }
    }
    if is_key_pressed(KeyCode::Enter)
        || is_key_pressed(KeyCode::KpEnter)
        || is_key_pressed(KeyCode::Space)
    {
        match keys.settings_focus {
            Some(item) => out.push(activate(item)),
            None => keys.settings_focus = Some(chosen(rows[0])),
        }
    }
    if is_key_pressed(KeyCode::Escape)
        || is_key_pressed(KeyCode::Back)
        || is_key_pressed(KeyCode::Backspace)
    {
        out.push(Command::BackToMenu);
    }
    if out.iter().any(|c| matches!(c, Command::BackToMenu)) {
        // back in the menu on the Settings button, if the keyboard was in use
        keys.menu_focus = keys.settings_focus.and_then(|_| {
            MenuLayout::ITEMS
                .iter()
                .position(|it| *it == MenuItem::Settings)
        });
        keys.settings_focus = None;
    }
}
