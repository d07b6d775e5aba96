//! The macroquad shell: gathers each frame's input for `input.rs`, which makes the flow
//! commands of it, steps the flow with the frame time and draws it. It never changes the
//! game itself.

use macroquad::conf::UpdateTrigger;
use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{self, conf::Icon, window::NativeWindow, EventHandler};
use macroquad::prelude::*;

use crate::audio::Audio;
use crate::flow::{Command, Flow, Page, Redraw, State, TIME_CHECKPOINT_MS};
use crate::i18n::{pick_language, shipped, Texts};
use crate::input::{Frame, Input, Key};
use crate::packs::{Came, Packs};
use crate::persist::Persistence;
use crate::platform;
use crate::platform::wake::{self, Waker};
use crate::ui::access;
use crate::ui::draw::{self, rgba, Labels, Memo, StatsTexts, View};
use crate::ui::glyphs::GlyphFont;
use crate::ui::layout::{
    Directional, GameLayout, LanguagesLayout, MenuLayout, ReadingLayout, SettingsLayout,
    StatsLayout,
};
use crate::ui::mirror::{self, Control, Mirror};
use crate::ui::page::{self, PageLayout};
use crate::ui::palette::palette;
use crate::ui::turn_words::TurnWords;

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
    // (`Flow::redraw`, obeyed at the end of each frame), exposure, mapping and focus
    // (miniquad, vendor/patches/0007)
    miniquad_conf.platform.blocking_event_loop = wake::BLOCKING_EVENT_LOOP;
    miniquad_conf.platform.before_first_show = Some(platform::before_first_show);
    macroquad::conf::Conf {
        miniquad_conf,
        update_on: Some(UpdateTrigger {
            key_down: true,
            mouse_down: true,
            mouse_up: true,
            // the buttons light up under the pointer
            mouse_motion: true,
            // a page scrolls by the wheel
            mouse_wheel: true,
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
#[derive(Default)]
struct Events {
    focus_changed: Option<bool>,
    /// Minimized/restored at all since the last frame (on Android both can arrive in one
    /// batch when the surface was gone in between: the game loop does not run then).
    paused: bool,
    resumed: bool,
    ctrl_z: bool,
    ctrl_q: bool,
    shift_tab: bool,
    /// Key presses and releases since the last frame (any key: one the keyboard map leaves
    /// without a symbol too); the frame log tells them.
    keys: u32,
    /// Pointer and touch events since the last frame.
    pointer: u32,
    /// The wheel's turns since the last frame, summed (macroquad keeps only the last of a
    /// frame's wheel events): notches (X11, Windows, Android report ±1 an event) and pixels
    /// (the browser reports its deltas).
    wheel_notches: f32,
    wheel_pixels: f32,
}

impl EventHandler for Events {
    fn update(&mut self) {}
    fn draw(&mut self) {}
    fn key_down_event(&mut self, key: KeyCode, mods: miniquad::KeyMods, _repeat: bool) {
        self.keys += 1;
        if mods.ctrl {
            self.ctrl_z |= key == KeyCode::Z;
            self.ctrl_q |= key == KeyCode::Q;
        }
        self.shift_tab |= mods.shift && key == KeyCode::Tab;
    }
    fn key_up_event(&mut self, _key: KeyCode, _mods: miniquad::KeyMods) {
        self.keys += 1;
    }
    fn mouse_motion_event(&mut self, _x: f32, _y: f32) {
        self.pointer += 1;
    }
    fn mouse_wheel_event(&mut self, _x: f32, y: f32) {
        self.pointer += 1;
        if y.abs() < 10.0 {
            self.wheel_notches += y;
        } else if y.is_finite() {
            self.wheel_pixels += y;
        }
    }
    fn mouse_button_down_event(&mut self, _button: MouseButton, _x: f32, _y: f32) {
        self.pointer += 1;
    }
    fn mouse_button_up_event(&mut self, _button: MouseButton, _x: f32, _y: f32) {
        self.pointer += 1;
    }
    fn touch_event(&mut self, _phase: miniquad::TouchPhase, _id: u64, _x: f32, _y: f32) {
        self.pointer += 1;
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
/// since the previous frame, the time its update and drawing took, the input it read, and
/// why it was drawn again or not (the idle probe counts these lines); before the first, the
/// window's handle (the end-to-end test checks it against the window it finds).
struct FrameLog {
    on: bool,
    frames: u64,
}

impl FrameLog {
    fn record(
        &mut self,
        since_previous_s: f64,
        work_s: f64,
        passes: u32,
        events: &Events,
        next: Redraw,
    ) {
        if !self.on {
            return;
        }
        if self.frames == 0 {
            match platform::native_window() {
                Some(NativeWindow::X11 { window, .. }) => {
                    eprintln!("frame-log: window x11 {window}")
                }
                Some(NativeWindow::Win32 { hwnd }) => eprintln!("frame-log: window win32 {hwnd:?}"),
                None => {}
            }
        }
        self.frames += 1;
        let next = match next {
            Redraw::Idle => "idle".to_owned(),
            Redraw::Animating => "animating".to_owned(),
            Redraw::After(s) => format!("after {s:.3} s"),
        };
        eprintln!(
            "frame-log: frame {} drawn, {:.1} ms after the previous, update+draw {:.3} ms ({} pass{}), input: {} key, {} pointer, next: {}",
            self.frames,
            since_previous_s * 1000.0,
            work_s * 1000.0,
            passes,
            if passes == 1 { "" } else { "es" },
            events.keys,
            events.pointer,
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

/// The keys the game answers to, as macroquad names them (Ctrl+Z comes from the events).
const KEYS: [(KeyCode, Key); 17] = [
    (KeyCode::Up, Key::Up),
    (KeyCode::Down, Key::Down),
    (KeyCode::Left, Key::Left),
    (KeyCode::Right, Key::Right),
    (KeyCode::Tab, Key::Tab),
    (KeyCode::Enter, Key::Enter),
    (KeyCode::KpEnter, Key::KpEnter),
    (KeyCode::Space, Key::Space),
    (KeyCode::Escape, Key::Escape),
    (KeyCode::Back, Key::Back),
    (KeyCode::Backspace, Key::Backspace),
    (KeyCode::U, Key::U),
    (KeyCode::PageUp, Key::PageUp),
    (KeyCode::PageDown, Key::PageDown),
    (KeyCode::Home, Key::Home),
    (KeyCode::End, Key::End),
    (KeyCode::F1, Key::F1),
];

/// What the frame loop keeps from one frame to the next.
struct Shell {
    /// The fonts of the language in use and of the language list; a language on its way.
    packs: Packs,
    /// The language on its way was chosen by the player (it is saved when it comes), not
    /// the one the game starts in.
    chosen: bool,
    /// The game started in a language that is not here yet: nothing is drawn until it comes
    /// (or cannot, and English stays), so that no other language flashes first.
    starting: bool,
    flow: Flow,
    input: Input,
    mirror: Mirror,
    /// The desktop screen reader's words, held while the CPU's turn goes on.
    turn_words: TurnWords,
    texts: Texts,
    labels: Labels,
    audio: Audio,
    subscriber: usize,
    events: Events,
    frame_log: FrameLog,
    waker: Waker,
    previous_start: Option<f64>,
    memo: Memo,
    stats_texts: StatsTexts,
    /// The window the screen reader's tree was last built for; `None` while none is wanted.
    tree_for: Option<(f32, f32, f32)>,
    page: PageCache,
}

/// The page being read, laid out for the window and language it was made for.
#[derive(Default)]
struct PageCache {
    key: Option<(Page, &'static str, (u32, u32, u32))>,
    title: String,
    layout: PageLayout,
}

impl PageCache {
    /// Lays `page` out again if the window or the language changed since.
    fn refresh(&mut self, page: Page, texts: &Texts, font: &GlyphFont, screen: (f32, f32, f32)) {
        let (w, h, scale) = screen;
        let key = (
            page,
            texts.lang(),
            (w.to_bits(), h.to_bits(), scale.to_bits()),
        );
        if self.key == Some(key) {
            return;
        }
        let l = ReadingLayout::new(w, h, scale);
        self.title = page::title(page, texts);
        let blocks = page::blocks(page, texts);
        // words are measured at the sizes they are drawn at (glyphs.rs has them ready)
        self.layout = PageLayout::new(&blocks, &l, |text, size| {
            font.measure(text, size as u16).width
        });
        self.key = Some(key);
    }
}

pub async fn run() {
    WINDOW_UP.store(true, std::sync::atomic::Ordering::Relaxed);
    crate::platform::init();
    prevent_quit();
    let mut shell = Shell::start();
    loop {
        let started = miniquad::date::now();
        let size = screen_size();
        shell.packs.start_frame();
        shell.take_language();
        shell.lay_out_page(size);
        let since_previous = shell.pass_time(started);
        if is_quit_requested() || shell.events.ctrl_q {
            shell.waker.after(None);
            shell.flow.apply(Command::Quit);
            break;
        }
        // this frame's commands after the time up to now: the CPU's pause and the flips
        // count from the moment a disc is placed, not from the previous frame
        let say_score = shell.react(size);
        shell.speak(say_score, size);
        let passes = shell.draw(size);
        let next = shell.ask_for_next(started);
        shell.frame_log.record(
            since_previous,
            miniquad::date::now() - started,
            passes,
            &shell.events,
            next,
        );
        next_frame().await;
    }
}

/// The window's width and height in the units macroquad draws in, and how many of those
/// units make one density-independent unit.
fn screen_size() -> (f32, f32, f32) {
    (screen_width(), screen_height(), platform::display_density())
}

impl Shell {
    /// The font, the saves, the language, the sound and the frame clock, at launch.
    fn start() -> Shell {
        let (storage, unavailable) = platform::open_storage();
        let (persistence, loaded) = Persistence::open(storage, unavailable);
        let mut flow = Flow::new(persistence, loaded);
        // reduced motion and contrast follow the system until the player chooses
        flow.system_prefers(platform::system_look());
        let system = platform::system_language();
        flow.set_system_language(pick_language(system.as_deref()));
        let lang = flow.language();
        // a language this build fetches starts in English until it comes (not drawn)
        let texts = Texts::new(lang);
        let mut packs = Packs::new(&texts);
        let starting = texts.lang() != lang;
        if starting {
            packs.request(lang);
        }
        Shell {
            packs,
            chosen: false,
            starting,
            flow,
            input: Input::default(),
            mirror: Mirror::default(),
            turn_words: TurnWords::default(),
            labels: Labels::new(&texts),
            texts,
            audio: Audio::start(),
            subscriber: register_input_subscriber(),
            events: Events::default(),
            frame_log: FrameLog {
                on: std::env::var("REVERSI_FRAME_LOG").is_ok_and(|v| v == "1"),
                frames: 0,
            },
            waker: Waker::start(),
            previous_start: None,
            memo: Memo::default(),
            stats_texts: StatsTexts::default(),
            page: PageCache::default(),
            tree_for: None,
        }
    }

    /// A language asked for, once it came: its texts and fonts in use (a chosen one saved,
    /// and the list closed); one that could not be had leaves the language as it was and a
    /// notice says so.
    fn take_language(&mut self) {
        let Some(came) = self.packs.poll() else {
            return;
        };
        self.starting = false;
        match came {
            Came::Ready(texts) => {
                let lang = texts.lang();
                self.texts = *texts;
                self.labels = Labels::new(&self.texts);
                if std::mem::take(&mut self.chosen) {
                    self.flow.apply(Command::SetLanguage(lang.to_owned()));
                }
            }
            Came::Failed => {
                self.chosen = false;
                self.flow.apply(Command::LanguageUnavailable);
            }
        }
        miniquad::window::schedule_update();
    }

    /// On a page to read: its layout for this window and language, and so how far it
    /// scrolls (before time passes: a fling stops at the page's end).
    fn lay_out_page(&mut self, screen: (f32, f32, f32)) {
        let (w, h, scale) = screen;
        match self.flow.state() {
            State::Reading { page, .. } => {
                self.page
                    .refresh(page, &self.texts, self.packs.font(), screen);
                let l = ReadingLayout::new(w, h, scale);
                self.flow.set_scroll_max(self.page.layout.scroll_max(&l));
            }
            State::Languages => {
                let l = LanguagesLayout::new(w, h, scale);
                self.flow
                    .set_scroll_max(l.scroll_max(crate::i18n::LANGUAGES.len()));
            }
            _ => {}
        }
    }

    /// Reads the window's events and steps the flow by the time since the previous frame;
    /// returns that time (s).
    fn pass_time(&mut self, started: f64) -> f64 {
        self.events = Events {
            focus_changed: self.events.focus_changed.take(),
            ..Events::default()
        };
        repeat_all_miniquad_input(&mut self.events, self.subscriber);
        let events = &mut self.events;
        let flow = &mut self.flow;

        // The real time since the previous frame passes first (frames come only when
        // something happens, so it can be long: the player thinking). Time in the background
        // is not game time: a frame that saw a resume passes none (on Android the pause and
        // the resume arrive together after it); one that saw focus go passes the time up
        // to then (the platform draws a frame when focus goes).
        let since_previous = self.previous_start.map_or(0.0, |p| (started - p).max(0.0));
        self.previous_start = Some(started);
        let dt = if events.resumed {
            0.0
        } else {
            since_previous.min(MAX_STEP_S) as f32
        };
        flow.update(dt);
        if let Some(focused) = events.focus_changed.take() {
            platform::window_focused(focused);
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
        since_previous
    }

    /// This frame's keys, click or tap and mirror events, through the input's rules, to the
    /// flow; true when the mirror asked for the score.
    fn react(&mut self, screen: (f32, f32, f32)) -> bool {
        let mut keys: Vec<Key> = KEYS
            .iter()
            .filter(|(code, _)| is_key_pressed(*code))
            .map(|(_, key)| *key)
            .collect();
        if self.events.ctrl_z {
            keys.push(Key::CtrlZ);
        }
        if self.events.shift_tab {
            keys.retain(|k| *k != Key::Tab);
            keys.push(Key::ShiftTab);
        }
        let frame = Frame {
            keys,
            click: is_mouse_button_pressed(MouseButton::Left).then(mouse_position),
            held: is_mouse_button_down(MouseButton::Left).then(mouse_position),
            wheel: wheel_units(&self.events, screen),
            mirror: platform::take_mirror_events()
                .into_iter()
                .filter_map(|(activated, id)| Some((activated, Control::from_id(id)?)))
                .collect(),
            screen,
            lang: self.texts.lang(),
            clock_ms: (miniquad::date::now() * 1000.0) as u64,
        };
        let reaction = self.input.frame(&self.flow, &frame);
        if reaction.leave_app {
            platform::leave_app();
        }
        for command in reaction.commands {
            if let Command::SetLanguage(code) = &command {
                // one this build cannot draw (the browser's default module: the six drawn by
                // shaping): saved, and the page started again in the build that draws it
                if !crate::text::drawable(code) {
                    self.flow.apply(command);
                    platform::reload_page();
                    continue;
                }
                let lang = shipped(code).unwrap_or("en");
                if lang != self.texts.lang() {
                    // saved and shown when it comes (at once when compiled in)
                    self.packs.request(lang);
                    self.chosen = true;
                    self.take_language();
                    continue;
                }
            }
            let opens_page = matches!(command, Command::ShowPage(_) | Command::ShowLanguages);
            self.flow.apply(command);
            if opens_page {
                // the page's extent before its scroll keys in this same frame
                self.lay_out_page(screen);
            }
        }
        self.input.place_focus(&self.flow, platform::tree_wanted());
        reaction.say_score
    }

    /// The sounds due, and in the page (or to a screen reader) the live region (what this
    /// frame's moves did, and the score when asked) and the accessible copy of the screen.
    fn speak(&mut self, say_score: bool, screen: (f32, f32, f32)) {
        self.audio.poll();
        for sound in self.flow.take_sounds() {
            self.audio.play(sound);
        }
        if self.starting {
            // the language the game starts in is on its way: described and said in it
            return;
        }
        // drained everywhere, said in the page and to a screen reader
        let said = self.flow.take_said();
        let tree = platform::tree_wanted().then_some(screen);
        let asked_anew = platform::tree_asked_anew();
        if tree != self.tree_for || asked_anew {
            // a screen reader just came, or the window changed size: the whole tree again
            self.tree_for = tree;
            self.mirror = Mirror::default();
        }
        if !platform::HAS_MIRROR && tree.is_none() {
            return;
        }
        let mut words = mirror::words(&said, &self.texts);
        if say_score {
            let score = mirror::score(&self.flow, &self.texts);
            words = Some(words.map_or(score.clone(), |w| format!("{w} {score}")));
        }
        if let Some(words) = &words {
            platform::mirror_say(words);
        }
        if let Some(turn) = self.turn_words.next(words, self.flow.state()) {
            platform::reader_say(&turn);
        }
        if let Some(description) = self
            .mirror
            .changed(&self.flow, &self.texts, &self.input.focus)
        {
            platform::mirror_show(description);
            if let Some((w, h, scale)) = tree {
                platform::tree_show(&access::build(description, &self.flow, w, h, scale));
            }
        }
        if tree.is_some() {
            platform::tree_frame(&self.texts.tr("app-title"));
        }
    }

    /// Draws the screen; returns how many passes it took.
    fn draw(&mut self, screen: (f32, f32, f32)) -> u32 {
        if self.flow.state() == State::Languages {
            self.packs.prepare_names(self.texts.lang());
        }
        let view = View {
            font: self.packs.font(),
            texts: &self.texts,
            labels: &self.labels,
            focus: self.input.focus,
            pointer: mouse_position(),
            pal: palette(self.flow.settings().high_contrast),
            min_text: crate::ui::fit::min_text(screen.2),
        };
        // Drawn once, unless a text size was new: its glyphs were added to the atlas
        // mid-frame, which may have replaced the texture the frame's earlier texts were
        // queued with, so the frame is drawn again from the settled atlas (see glyphs.rs).
        let mut passes = 0;
        loop {
            clear_background(rgba(view.pal.background));
            if self.starting {
                // the language the game starts in is on its way
                return 1;
            }
            draw_screen(
                &self.flow,
                &view,
                screen,
                (&mut self.memo, &mut self.stats_texts),
                (&self.page, &self.packs),
            );
            passes += 1;
            if !self.packs.take_changed() || passes == 2 {
                return passes;
            }
        }
    }

    /// Asks for the next frame when the flow needs it; returns the flow's need.
    fn ask_for_next(&mut self, started: f64) -> Redraw {
        // the flow's rule, and a few frames a second while the sounds load (they load in
        // frames: the browser decodes them asynchronously)
        let next = if self.audio.loading() {
            self.flow.redraw().sooner(Redraw::After(SOUND_LOADING_S))
        } else {
            self.flow.redraw()
        };
        ask_for_frame(&self.waker, next, started);
        next
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

/// The wheel's turns as how far a page moves: three lines a notch, the browser's pixels as
/// they are; positive towards the page's end (the wheel reports up as positive).
fn wheel_units(events: &Events, (w, h, scale): (f32, f32, f32)) -> f32 {
    let line = ReadingLayout::new(w, h, scale).body * 1.45;
    -(events.wheel_notches * 3.0 * line + events.wheel_pixels)
}

/// One frame's picture of the flow's current screen.
fn draw_screen(
    flow: &Flow,
    view: &View,
    (w, h, scale): (f32, f32, f32),
    (memo, stats_texts): (&mut Memo, &mut StatsTexts),
    (page, packs): (&PageCache, &Packs),
) {
    let lang = view.texts.lang();
    match flow.state() {
        State::Menu => {
            let l = MenuLayout::new(w, h, scale).for_language(w, lang);
            draw::menu(flow, view, &l);
            draw::notice_bar(flow, view, w, l.metrics.text, memo);
        }
        State::Statistics => {
            let l = StatsLayout::new(w, h, scale).for_language(w, lang);
            draw::stats(flow, view, &l, stats_texts);
            draw::notice_bar(flow, view, w, l.metrics.text, memo);
        }
        State::Settings => {
            let l = SettingsLayout::new(w, h, scale).for_language(w, lang);
            draw::settings(flow, view, &l);
            draw::notice_bar(flow, view, w, l.metrics.text, memo);
        }
        State::Reading { .. } => {
            let l = ReadingLayout::new(w, h, scale).for_language(w, lang);
            draw::reading(flow, view, &l, &page.title, &page.layout);
            draw::notice_bar(flow, view, w, l.metrics.text, memo);
        }
        State::Languages => {
            let l = LanguagesLayout::new(w, h, scale).for_language(w, lang);
            let fonts = |lang: &str| packs.name_font(lang, view.texts.lang());
            draw::languages(flow, view, &l, &fonts, packs.pending_language());
            draw::notice_bar(flow, view, w, l.frame.metrics.text, memo);
        }
        _ => {
            let l = GameLayout::new(w, h, scale).for_language(w, lang);
            draw::game(flow, view, &l, memo)
        }
    }
}
