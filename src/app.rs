//! The macroquad shell: turns input into flow commands, steps the flow with the frame time
//! and draws it. It never changes the game itself.

use macroquad::conf::UpdateTrigger;
use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{self, conf::Icon, EventHandler};
use macroquad::prelude::*;

use crate::audio::Audio;
use crate::core::cpu::new_game_seed;
use crate::core::save::Settings;
use crate::core::Square;
use crate::flow::{Command, Flow, Redraw, State, TIME_CHECKPOINT_MS};
use crate::i18n::{pick_language, Texts, LANGUAGES};
use crate::persist::Persistence;
use crate::platform;
use crate::platform::wake::{self, Waker};
use crate::ui::draw::{self, rgba, Labels, Memo, StatsTexts, View};
use crate::ui::glyphs::GlyphFont;
use crate::ui::layout::{
    GameLayout, MenuItem, MenuLayout, SettingsItem, SettingsLayout, StatsLayout,
};
use crate::ui::mirror::{self, Control, Mirror};
use crate::ui::palette::palette;

/// The window at the start: 544×680 fits a 1366×768 laptop screen with a title bar and a task
/// bar (the layout adapts to any size). `REVERSI_WINDOW_SIZE=WxH` asks for another size (the
/// end-to-end tests use 720x900, the size their click positions are for).
pub fn window_conf() -> macroquad::conf::Conf {
    let (window_width, window_height) = std::env::var("REVERSI_WINDOW_SIZE")
        .ok()
        .and_then(|v| parse_window_size(&v))
        .unwrap_or(DEFAULT_WINDOW_SIZE);
    let mut miniquad_conf = Conf {
        window_title: "Reversi".to_owned(),
        window_width,
        window_height,
        high_dpi: true,
        icon: Some(icon()),
        ..Default::default()
    };
    // frames only when something changes: input (below), the flow's animations and timers
    // (`Flow::redraw`, obeyed at the end of each frame), exposure and focus (platform)
    miniquad_conf.platform.blocking_event_loop = wake::BLOCKING_EVENT_LOOP;
    macroquad::conf::Conf {
        miniquad_conf,
        update_on: Some(UpdateTrigger {
            key_down: true,
            mouse_down: true,
            mouse_up: true,
            // the buttons light up under the pointer
            mouse_motion: true,
            mouse_wheel: false,
            specific_key: None,
            touch: true,
        }),
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
/// Android, minimized/restored are also sent on focus changes and app pause/resume),
/// and keys pressed with Ctrl (read from the event's modifiers, so a quick Ctrl+key
/// that is released within one frame still counts).
struct Events {
    focus_changed: Option<bool>,
    /// Minimized/restored at all since the last frame (on Android both can arrive in one
    /// batch when the surface was gone in between: the game loop does not run then).
    paused: bool,
    resumed: bool,
    ctrl_z: bool,
    ctrl_q: bool,
    /// Any key, pointer or touch input since the last frame.
    input: bool,
}

impl EventHandler for Events {
    fn update(&mut self) {}
    fn draw(&mut self) {}
    fn key_down_event(&mut self, key: KeyCode, mods: miniquad::KeyMods, _repeat: bool) {
        // a key without a symbol is the X11 waker's (platform/x11.rs), not the player's
        self.input |= key != KeyCode::Unknown;
        if mods.ctrl {
            self.ctrl_z |= key == KeyCode::Z;
            self.ctrl_q |= key == KeyCode::Q;
        }
    }
    fn key_up_event(&mut self, key: KeyCode, _mods: miniquad::KeyMods) {
        self.input |= key != KeyCode::Unknown;
    }
    fn mouse_motion_event(&mut self, _x: f32, _y: f32) {
        self.input = true;
    }
    fn mouse_button_down_event(&mut self, _button: MouseButton, _x: f32, _y: f32) {
        self.input = true;
    }
    fn mouse_button_up_event(&mut self, _button: MouseButton, _x: f32, _y: f32) {
        self.input = true;
    }
    fn touch_event(&mut self, _phase: miniquad::TouchPhase, _id: u64, _x: f32, _y: f32) {
        self.input = true;
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

/// With REVERSI_FRAME_LOG=1, a line on stderr for every frame drawn: its number, the time
/// since the previous frame, the time its update and drawing took, and why it was drawn
/// again or not (the idle probe counts these lines).
struct FrameLog {
    on: bool,
    frames: u64,
}

impl FrameLog {
    fn record(&mut self, since_previous_s: f64, work_s: f64, passes: u32, next: Redraw) {
        if !self.on {
            return;
        }
        self.frames += 1;
        let next = match next {
            Redraw::Idle => "idle".to_owned(),
            Redraw::Animating => "animating".to_owned(),
            Redraw::After(s) => format!("after {s:.3} s"),
        };
        eprintln!(
            "frame-log: frame {} drawn, {:.1} ms after the previous, update+draw {:.3} ms ({} pass{}), next: {}",
            self.frames,
            since_previous_s * 1000.0,
            work_s * 1000.0,
            passes,
            if passes == 1 { "" } else { "es" },
            next
        );
    }
}

/// A frame as often as a 60 Hz display shows them, where the display does not pace the
/// frames itself (no vsync: Xvfb, some virtual machines, Wine).
const FRAME_INTERVAL_S: f64 = 1.0 / 60.0;

/// How often frames come while the sounds are loading.
const SOUND_LOADING_S: f32 = 0.05;

/// The longest step of game time one frame may pass: frames come at least once a minute
/// while a game's time counts (the checkpoint), so a longer gap is the machine asleep or
/// the loop held up, not play.
const MAX_STEP_S: f64 = TIME_CHECKPOINT_MS / 1000.0 + 1.0;

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
    let font = GlyphFont::new(
        match load_ttf_font_from_bytes(include_bytes!("../assets/font.ttf")) {
            Ok(font) => font,
            Err(_) => get_default_font(),
        },
    );
    let (storage, unavailable) = platform::open_storage();
    let (persistence, loaded) = Persistence::open(storage, unavailable);
    let mut flow = Flow::new(persistence, loaded);
    // reduced motion and contrast follow the system until the player chooses
    flow.system_prefers(platform::system_look());
    let mut mirror = Mirror::default();
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
        input: false,
    };
    let mut frame_log = FrameLog {
        on: std::env::var("REVERSI_FRAME_LOG").is_ok_and(|v| v == "1"),
        frames: 0,
    };
    let waker = Waker::start();
    let mut previous_start: Option<f64> = None;
    let mut tail_armed = false;
    let mut games_started: u64 = 0;
    let mut memo = Memo::default();
    let mut stats_texts = StatsTexts::default();

    loop {
        let started = miniquad::date::now();
        waker.frame_begun();
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
        events.input = false;
        repeat_all_miniquad_input(&mut events, subscriber);

        // The real time since the previous frame passes first (frames come only when
        // something happens, so it can be long: the player thinking). Time in the background
        // is not game time: a frame that saw a resume passes none (on Android the pause and
        // the resume arrive together after it); one that saw focus go passes the time up
        // to then (the platform draws a frame when focus goes).
        let since_previous = previous_start.map_or(0.0, |p| (started - p).max(0.0));
        previous_start = Some(started);
        let dt = if events.resumed {
            0.0
        } else {
            since_previous.min(MAX_STEP_S) as f32
        };
        flow.update(dt);
        if let Some(focused) = events.focus_changed.take() {
            flow.focus_changed(focused);
        }
        if platform::SYSTEM_LOOK_EVERY_FRAME || events.resumed {
            // the browser's media queries ask for a frame when they change; elsewhere the
            // system's settings may have changed while the app was away
            flow.system_prefers(platform::system_look());
        }
        if events.paused {
            // app paused (Android) or window left: keep everything safe
            flow.suspend();
        }

        if is_quit_requested() || events.ctrl_q {
            waker.after(None);
            flow.apply(Command::Quit);
            break;
        }

        // this frame's commands after the time up to now: the CPU's pause and the flips
        // count from the moment a disc is placed, not from the previous frame
        let mut from_mirror = Vec::new();
        for (activated, id) in platform::take_mirror_events() {
            let Some(control) = Control::from_id(id) else {
                continue;
            };
            if activated {
                from_mirror.push(control);
            } else {
                mirror_focus(&mut keys, control);
            }
        }
        let mut commands = input(
            &flow,
            &mut keys,
            (w, h, scale),
            texts.lang(),
            events.ctrl_z,
            &mut games_started,
        );
        let mut say_score = false;
        for control in from_mirror {
            say_score |= control == Control::Score;
            commands.extend(mirror_command(
                &flow,
                control,
                texts.lang(),
                &mut games_started,
            ));
        }
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
        // the live region: what this frame's moves did (drained everywhere, said in the page)
        let said = flow.take_said();
        if platform::HAS_MIRROR {
            let mut words = mirror::words(&said, &texts);
            if say_score {
                let score = mirror::score(&flow, &texts);
                words = Some(words.map_or(score.clone(), |w| format!("{w} {score}")));
            }
            if let Some(words) = words {
                platform::mirror_say(&words);
            }
            if let Some(description) = mirror.changed(&flow, &texts, keys.cursor) {
                platform::mirror_show(description);
            }
        }

        let view = View {
            font: &font,
            texts: &texts,
            labels: &labels,
            menu_focus: keys.menu_focus,
            cursor: keys.cursor,
            settings_focus: keys.settings_focus,
            pal: palette(flow.settings().high_contrast),
            // the window's units are density-independent except on Android, where they are
            // the screen's pixels (macroquad's are logical pixels in the browser and on a
            // desktop; miniquad reports no density on Android)
            min_text: crate::ui::fit::min_text(if cfg!(target_os = "android") {
                scale
            } else {
                1.0
            }),
        };
        // Drawn once, unless a text size was new: its glyphs were added to the atlas
        // mid-frame, which may have replaced the texture the frame's earlier texts were
        // queued with, so the frame is drawn again from the settled atlas (see glyphs.rs).
        let mut passes = 0;
        loop {
            clear_background(rgba(view.pal.background));
            draw_screen(&flow, &view, (w, h, scale), &mut memo, &mut stats_texts);
            passes += 1;
            if !font.take_changed() || passes == 2 {
                break;
            }
        }

        // the flow's rule, and a few frames a second while the sounds load (they load in
        // frames: the browser decodes them asynchronously)
        let next = if audio.loading() {
            flow.redraw().sooner(Redraw::After(SOUND_LOADING_S))
        } else {
            flow.redraw()
        };
        // miniquad's X11 loop, after the events it finds waiting, blocks for one more
        // before it draws: input that arrives while a frame is drawn (a click right after
        // the pointer moved) would wait for the next event. So a burst of frames ends with
        // one more, a frame later, which finds such input.
        let tail = cfg!(target_os = "linux") && (events.input || !tail_armed);
        tail_armed = tail;
        let wanted = if tail {
            next.sooner(Redraw::After(FRAME_INTERVAL_S as f32))
        } else {
            next
        };
        ask_for_frame(&waker, wanted, started);
        frame_log.record(
            since_previous,
            miniquad::date::now() - started,
            passes,
            next,
        );
        next_frame().await;
    }
}

/// Obeys the flow's rule for the next frame (input brings its own frames). An animation
/// runs at most at [`FRAME_INTERVAL_S`] (with vsync the display is slower anyway); the
/// browser's animation frames are paced to the display already.
fn ask_for_frame(waker: &Waker, next: Redraw, started: f64) {
    let paced_by_display = cfg!(target_arch = "wasm32");
    let after = match next {
        Redraw::Idle => None,
        Redraw::After(s) => Some(s),
        Redraw::Animating if paced_by_display => Some(0.0),
        Redraw::Animating => {
            let left = started + FRAME_INTERVAL_S - miniquad::date::now();
            Some(left.max(0.0) as f32)
        }
    };
    match after {
        None => waker.after(None),
        Some(s) if s > 0.001 && waker.on_time() => waker.after(Some(s)),
        Some(_) => {
            waker.after(None);
            if !waker.on_time() && !paced_by_display {
                // no timer here: frames until the time has come, at most at display rate
                let left = started + FRAME_INTERVAL_S - miniquad::date::now();
                if left > 0.0 {
                    std::thread::sleep(std::time::Duration::from_secs_f64(left));
                }
            }
            miniquad::window::schedule_update();
        }
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

/// A control of the page's accessible mirror got the keyboard focus: the canvas shows the
/// cursor or the focus ring on the same thing.
fn mirror_focus(keys: &mut Keys, control: Control) {
    match control {
        Control::Cell(sq) => keys.cursor = Some(sq),
        Control::Menu(item) => {
            keys.menu_focus = MenuLayout::ITEMS.iter().position(|it| *it == item);
        }
        Control::Setting(item) => keys.settings_focus = Some(item),
        _ => {}
    }
}

/// What a control activated in the mirror asks for, if it means something on the screen
/// shown now (a late event from the previous screen is dropped).
fn mirror_command(flow: &Flow, control: Control, lang: &str, counter: &mut u64) -> Option<Command> {
    let state = flow.state();
    match control {
        Control::Menu(item) if state == State::Menu => match item {
            MenuItem::Opponent(opponent) => Some(Command::StartGame {
                opponent,
                seed: new_seed(counter),
            }),
            MenuItem::Color(c) => Some(Command::ChooseColor(c)),
            MenuItem::Continue => flow.can_continue().then_some(Command::Continue),
            MenuItem::Statistics => Some(Command::ShowStats),
            MenuItem::Settings => Some(Command::ShowSettings),
        },
        Control::Setting(item) if state == State::Settings => Some(settings_command(item, lang)),
        Control::StatsBack if state == State::Statistics => Some(Command::BackToMenu),
        Control::Undo if flow.can_undo() => Some(Command::Undo),
        Control::NewGame if state == State::GameOver => Some(Command::NewGame {
            seed: new_seed(counter),
        }),
        Control::GameMenu if state.shows_game() => Some(Command::BackToMenu),
        Control::Cell(sq) if flow.playable() & sq.bit() != 0 => Some(Command::PlaySquare(sq)),
        _ => None,
    }
}

/// The command of a settings choice (the language button goes to the next language).
fn settings_command(item: SettingsItem, lang: &str) -> Command {
    match item {
        SettingsItem::Sound(on) => Command::SetSound(on),
        SettingsItem::Animation(a) => Command::SetAnimation(a),
        SettingsItem::Contrast(high) => Command::SetHighContrast(high),
        SettingsItem::Language => next_language(lang, true),
        SettingsItem::Back => Command::BackToMenu,
    }
}

/// The language after (or before) `lang` in the settings' order.
fn next_language(lang: &str, forward: bool) -> Command {
    let n = LANGUAGES.len();
    let current = LANGUAGES.iter().position(|code| *code == lang).unwrap_or(0);
    let next = if forward {
        (current + 1) % n
    } else {
        (current + n - 1) % n
    };
    Command::SetLanguage(LANGUAGES[next].to_owned())
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
    let language = |forward: bool| next_language(lang, forward);
    let activate = |item: SettingsItem| settings_command(item, lang);
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
                SettingsItem::Contrast(high) => *high == settings.high_contrast,
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
            Some(
                item @ (SettingsItem::Sound(_)
                | SettingsItem::Animation(_)
                | SettingsItem::Contrast(_)),
            ) => {
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
