//! The game's screens and their transitions, in plain Rust (SPEC R-PLAT-1).
//!
//! The frame loop is driven by an explicit state — `Menu`, `Statistics`, `Settings`,
//! `PlayerTurn`, `CpuWait`, `Flipping`, `GameOver` — that changes only through [`Flow::apply`] (a command
//! from the player) and [`Flow::update`] (time passing, given as an argument). No window,
//! no clock, no randomness: the shell passes in the seed of each new game. Tests step it
//! with explicit time steps.

mod notices;
pub mod reading;
mod tally;

use crate::core::save::{Animation, Settings};
use crate::core::stats::{GameResult, Stats};
use crate::core::{hash, Color, Event, Match, Opponent, Outcome, Square, Turn};
use crate::look::SystemLook;
use crate::persist::{Loaded, Notice, Persistence};
use crate::sounds::Sound;
pub use notices::ActiveNotice;
use notices::Notices;
pub use reading::{Back, Page, Scroll};
use tally::Tally;

/// The CPU's reply appears this long after the previous disc was placed (R-CPU-5).
pub const CPU_PAUSE: f32 = 0.45;
/// How long a flip takes on screen; the colour changes halfway (R-PLAY-5).
pub const FLIP_TIME: f32 = 0.3;
/// The same with Animation: Fast.
pub const FAST_FLIP_TIME: f32 = 0.12;

/// How long a flip takes with this animation setting (0: the discs change at once).
pub fn flip_time(animation: Animation) -> f32 {
    match animation {
        Animation::Normal => FLIP_TIME,
        Animation::Fast => FAST_FLIP_TIME,
        Animation::Off => 0.0,
    }
}
/// How long a pass notice stays on screen.
pub const NOTICE_TIME: f32 = 2.6;
/// How long a storage notice (longer text) stays on screen.
pub const STORAGE_NOTICE_TIME: f32 = 5.0;
/// A notice fades out over its last this many seconds.
pub const NOTICE_FADE: f32 = 0.3;

/// Play time not yet saved is saved after this long (ms), even without a move.
pub const TIME_CHECKPOINT_MS: f64 = 60_000.0;

/// A storage problem that went away and came back is told again, but not more often
/// than this (seconds).
pub const NOTICE_REPEAT_S: f64 = 60.0;

/// The two pass notices (R-PLAY-6), as message ids: the player passed, the CPU passed.
pub const PASS_NOTICE_IDS: [&str; 2] = ["notice-player-passes", "notice-cpu-passes"];

/// Where the frame loop is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum State {
    /// "Choose your opponent", the colour choice, Continue, Statistics, Settings.
    Menu,
    /// The statistics per opponent (from the menu).
    Statistics,
    /// Sound, animation, contrast and language (from the menu).
    Settings,
    /// The player's turn: dots on the legal squares, only they react.
    PlayerTurn,
    /// The CPU's pause; `elapsed` seconds since the previous disc was placed. The search
    /// runs once, when it passes [`CPU_PAUSE`].
    CpuWait { elapsed: f32 },
    /// A placed disc's `flip` is being drawn; `since_placed` seconds since it was placed.
    Flipping { since_placed: f32, flip: Flip },
    /// The game reached its end: result, New game, Menu, Undo.
    GameOver,
    /// How to play or About, scrolled; Back returns to `back`.
    Reading { page: Page, back: Back },
    /// The language list (from Settings, back to it), scrolled as a page is.
    Languages,
}

impl State {
    /// A game is on screen (its time counts for the statistics).
    pub fn shows_game(self) -> bool {
        !matches!(
            self,
            State::Menu
                | State::Statistics
                | State::Settings
                | State::Reading { .. }
                | State::Languages
        )
    }
}

/// The flip being drawn: `flips` turn from the other colour to `color` at `progress` 0.5.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Flip {
    pub color: Color,
    pub square: Square,
    pub flips: u64,
    /// 0.0 at the placement, 1.0 when done.
    pub progress: f32,
}

/// When the screen needs its next frame, if no input comes first (input always gets one).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Redraw {
    /// Nothing moves and nothing is due: no frame until an event.
    Idle,
    /// Something moves (flips, a notice fading): the next frame as soon as the display
    /// takes it.
    Animating,
    /// Nothing moves until then: one frame after this many seconds (the CPU's pause ends,
    /// a notice starts to fade, the play-time checkpoint is due).
    After(f32),
}

impl Redraw {
    /// The sooner of two needs.
    pub fn sooner(self, other: Redraw) -> Redraw {
        match (self, other) {
            (Redraw::Animating, _) | (_, Redraw::Animating) => Redraw::Animating,
            (Redraw::After(a), Redraw::After(b)) => Redraw::After(a.min(b)),
            (Redraw::After(a), Redraw::Idle) | (Redraw::Idle, Redraw::After(a)) => Redraw::After(a),
            (Redraw::Idle, Redraw::Idle) => Redraw::Idle,
        }
    }
}

/// What the player (or the shell) asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A new game against `opponent`, with the current colour choice. A saved game is
    /// abandoned (not counted as a loss).
    StartGame {
        opponent: Opponent,
        seed: u64,
    },
    /// A new game against the current game's opponent (the game-over screen).
    NewGame {
        seed: u64,
    },
    /// Back to the game in progress.
    Continue,
    /// The colour for the next game.
    ChooseColor(Color),
    PlaySquare(Square),
    Undo,
    BackToMenu,
    ShowStats,
    /// The settings screen (from the menu).
    ShowSettings,
    /// The language list (from Settings).
    ShowLanguages,
    /// The language to show from now (from the list it leads back to Settings).
    SetLanguage(String),
    /// A language asked for could not be had (the browser fetches it): a notice says so.
    LanguageUnavailable,
    SetSound(bool),
    SetAnimation(Animation),
    /// The high-contrast look on or off (a choice: the system's no longer counts).
    SetHighContrast(bool),
    /// A page to read, from the menu or (How to play) from a game, which is kept.
    ShowPage(Page),
    /// The page moves by this many units (wheel, keys, a drag); a fling stops.
    ScrollBy(f32),
    /// The page goes to its top (`false`) or its end (`true`).
    ScrollToEdge(bool),
    /// A finger let go of the page at this speed (units a second).
    Fling(f32),
    /// Save everything and stop.
    Quit,
}

/// What happened, for the screen reader's live region (ui/mirror.rs words it): each move
/// with its flips, a pass, the end, an undo, a notice about the records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    Played {
        by_player: bool,
        square: Square,
        flips: u32,
    },
    Passed {
        by_player: bool,
    },
    /// The game ended: the player's and the CPU's discs.
    Ended {
        result: GameResult,
        you: u32,
        cpu: u32,
    },
    /// Undo went back to the player's move of this number (1 for the first).
    Undone {
        move_number: u32,
    },
    /// A notice about the records (the message's id), e.g. that the game cannot be saved.
    Notice(&'static str),
}

pub struct Flow {
    state: State,
    game: Option<Match>,
    /// Time this game has been on screen, in ms (saved with the game).
    game_ms: f64,
    tally: Tally,
    settings: Settings,
    persistence: Persistence,
    notices: Notices,
    /// After a player's pass the CPU's pause starts when the flips end.
    player_passed: bool,
    /// Sounds for the shell to play, in order (none while the sound is off).
    sounds: Vec<Sound>,
    /// What happened since the shell last asked, for the live region.
    said: Vec<Said>,
    focused: bool,
    searches: u32,
    quit: bool,
    /// The page being read (State::Reading), or the language list.
    scroll: Scroll,
    /// The language the system asks for (a shipped code): the language list's first.
    system_language: &'static str,
}

/// A game's id for the statistics' counted results: from its seed and how many games had
/// been started everywhere, so two games never share one even with the same seed.
fn game_id(seed: u64, started: u64) -> u64 {
    hash::finalize(seed ^ started.rotate_left(32) ^ hash::GAMMA).max(1)
}

impl Flow {
    /// The flow at launch, from what persistence loaded.
    pub fn new(persistence: Persistence, loaded: Loaded) -> Flow {
        let mut flow = Flow {
            state: State::Menu,
            game_ms: loaded.game.as_ref().map_or(0.0, |(_, ms)| *ms as f64),
            game: loaded.game.map(|(m, _)| m),
            tally: Tally::new(loaded.stats),
            settings: loaded.settings,
            persistence,
            notices: Notices::default(),
            player_passed: false,
            sounds: Vec::new(),
            said: Vec::new(),
            focused: true,
            searches: 0,
            quit: false,
            scroll: Scroll::default(),
            system_language: "en",
        };
        for notice in loaded.notices {
            flow.notices.tell(notice);
        }
        flow
    }

    pub fn state(&self) -> State {
        self.state
    }

    /// The current (or saved) game.
    pub fn game(&self) -> Option<&Match> {
        self.game.as_ref()
    }

    pub fn stats(&self) -> &Stats {
        self.tally.shown()
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The notice to show now, if any.
    pub fn notice(&self) -> Option<ActiveNotice> {
        self.notices.front()
    }

    /// The page's scroll (meaningful on a reading screen).
    pub fn scroll(&self) -> &Scroll {
        &self.scroll
    }

    /// How far the page shown can scroll: its content's height less the viewport's, for the
    /// window and the language shown (the shell lays the page out; tests do the same).
    pub fn set_scroll_max(&mut self, max: f32) {
        self.scroll.set_max(max);
    }

    /// The flip being drawn, if any.
    pub fn flip(&self) -> Option<Flip> {
        match self.state {
            State::Flipping { flip, .. } => Some(flip),
            _ => None,
        }
    }

    /// The sounds due since the last call, oldest first (the shell plays them).
    pub fn take_sounds(&mut self) -> Vec<Sound> {
        std::mem::take(&mut self.sounds)
    }

    /// What happened since the last call, oldest first (the shell's live region says it).
    pub fn take_said(&mut self) -> Vec<Said> {
        let mut said = std::mem::take(&mut self.said);
        said.extend(self.notices.take_fresh().into_iter().map(Said::Notice));
        said
    }

    /// How many CPU searches have run (tests: the search runs only after the pause).
    pub fn searches(&self) -> u32 {
        self.searches
    }

    /// Time of the current game so far, in ms.
    pub fn game_time_ms(&self) -> u64 {
        self.game_ms as u64
    }

    /// The menu offers Continue: a game is saved and not over.
    pub fn can_continue(&self) -> bool {
        self.game.as_ref().is_some_and(|m| m.turn() != Turn::Over)
    }

    /// The Undo button does something now.
    pub fn can_undo(&self) -> bool {
        self.state.shows_game() && self.game.as_ref().is_some_and(Match::can_undo)
    }

    /// The squares that react now: the player's legal moves on the player's turn.
    pub fn playable(&self) -> u64 {
        match (&self.state, &self.game) {
            (State::PlayerTurn, Some(m)) => m.player_moves(),
            _ => 0,
        }
    }

    /// The game's result on the game-over screen, with the final counts.
    pub fn result(&self) -> Option<(GameResult, Outcome)> {
        let m = self.game.as_ref()?;
        if m.turn() != Turn::Over {
            return None;
        }
        let outcome = m.board().outcome();
        Some((GameResult::for_player(outcome, m.player()), outcome))
    }

    /// Everything is saved and the shell may close.
    pub fn quit_done(&self) -> bool {
        self.quit
    }

    pub fn apply(&mut self, command: Command) {
        match command {
            Command::StartGame { opponent, seed } => self.start(opponent, seed),
            Command::NewGame { seed } => {
                let opponent = self
                    .game
                    .as_ref()
                    .map_or(self.settings.opponent, Match::opponent);
                self.start(opponent, seed);
            }
            Command::Continue => {
                if self.state == State::Menu && self.can_continue() {
                    self.state = self.state_for_turn(0.0);
                }
            }
            Command::ChooseColor(color) => {
                if self.settings.player_color != color {
                    self.settings.player_color = color;
                    self.save_settings();
                }
            }
            Command::PlaySquare(sq) => self.play_square(sq),
            Command::Undo => self.undo(),
            Command::BackToMenu if matches!(self.state, State::Reading { .. }) => self.leave_page(),
            Command::BackToMenu if self.state == State::Languages => self.state = State::Settings,
            Command::ShowPage(page) => self.show_page(page),
            Command::ScrollBy(by) => self.scroll.by(by),
            Command::ScrollToEdge(end) => self.scroll.to_edge(end),
            Command::Fling(v) => self.scroll.fling(v),
            Command::BackToMenu => {
                if self.state.shows_game() {
                    self.suspend();
                }
                self.notices.clear_passes();
                self.state = State::Menu;
            }
            Command::ShowStats => {
                if self.state == State::Menu {
                    // another window or tab may have counted games meanwhile
                    self.refresh_stats();
                    self.state = State::Statistics;
                }
            }
            Command::ShowSettings => {
                if self.state == State::Menu {
                    self.state = State::Settings;
                }
            }
            Command::ShowLanguages => {
                if self.state == State::Settings {
                    self.scroll = Scroll::default();
                    self.state = State::Languages;
                }
            }
            Command::SetLanguage(code) => {
                if self.settings.language.as_deref() != Some(code.as_str()) {
                    self.settings.language = Some(code);
                    self.save_settings();
                }
                if self.state == State::Languages {
                    self.state = State::Settings;
                }
            }
            Command::LanguageUnavailable => self.notices.show("notice-language-unavailable"),
            Command::SetSound(on) => {
                if self.settings.sound != on {
                    self.settings.sound = on;
                    self.save_settings();
                }
            }
            Command::SetAnimation(animation) => {
                // choosing what the system gave is still a choice: it is kept from now on
                if self.settings.animation != animation || !self.settings.animation_chosen {
                    self.settings.animation = animation;
                    self.settings.animation_chosen = true;
                    self.save_settings();
                }
            }
            Command::SetHighContrast(on) => {
                if self.settings.high_contrast != on || !self.settings.contrast_chosen {
                    self.settings.high_contrast = on;
                    self.settings.contrast_chosen = true;
                    self.save_settings();
                }
            }
            Command::Quit => {
                self.suspend();
                self.quit = true;
            }
        }
    }

    /// What the system asks for (the browser's media queries, Android's animator scale, the
    /// desktop's settings): it counts until the player chooses in Settings (R-FEEL-3). Not
    /// saved; the shell tells it at the start and whenever it may have changed.
    pub fn system_prefers(&mut self, system: SystemLook) {
        if !self.settings.animation_chosen {
            self.settings.animation = if system.reduced_motion {
                Animation::Off
            } else {
                Animation::Normal
            };
        }
        if !self.settings.contrast_chosen {
            self.settings.high_contrast = system.high_contrast;
        }
    }

    /// The language the system asks for (a shipped code: `i18n::pick_language`'s), as the
    /// shell read it at the start.
    pub fn set_system_language(&mut self, code: &'static str) {
        self.system_language = code;
    }

    /// The language chosen in Settings, else the system's.
    pub fn language(&self) -> &'static str {
        self.settings
            .language
            .as_deref()
            .and_then(crate::i18n::shipped)
            .unwrap_or(self.system_language)
    }

    /// The language the system asks for (the language list's first).
    pub fn system_language(&self) -> &'static str {
        self.system_language
    }

    /// Time passes: `dt` seconds since the last update.
    pub fn update(&mut self, dt: f32) {
        let dt = dt.max(0.0);
        self.notices.advance(dt);
        let elsewhere = self.persistence.poll_elsewhere();
        if elsewhere.stats_changed {
            self.refresh_stats();
        }
        if elsewhere.game_taken {
            self.notices.tell(Notice::OtherInstance);
        }
        if self.counts_time() {
            self.game_ms += f64::from(dt) * 1000.0;
            self.tally.count_time(f64::from(dt) * 1000.0);
            // a long think is not lost if the app is killed: save the time once a minute
            if self.tally.unflushed_ms() >= TIME_CHECKPOINT_MS {
                self.suspend();
            }
        }
        self.notices.age(dt);
        self.scroll.advance(dt);
        match self.state {
            State::Flipping { since_placed, flip } => self.flipping(since_placed + dt, flip, dt),
            State::CpuWait { elapsed } => self.cpu_wait(elapsed + dt),
            // every other screen waits for the player
            _ => {}
        }
    }

    /// A page from the menu, or How to play from a game (saved, its time stops; Back takes
    /// its turn up again). Every page opens at its top.
    fn show_page(&mut self, page: Page) {
        let back = match self.state {
            State::Menu => Back::Menu,
            s if s.shows_game() && page == Page::HowToPlay => {
                self.suspend();
                self.notices.clear_passes();
                Back::Game
            }
            _ => return,
        };
        self.scroll = Scroll::default();
        self.state = State::Reading { page, back };
    }

    /// Back from a page: to the menu, or to the game as it was.
    fn leave_page(&mut self) {
        if let State::Reading { back, .. } = self.state {
            self.scroll = Scroll::default();
            self.state = match back {
                Back::Menu => State::Menu,
                Back::Game => self.state_for_turn(0.0),
            };
        }
    }

    /// The flips go on by `dt`: their sound halfway, where the discs change colour, and the
    /// next turn when they are done.
    fn flipping(&mut self, since_placed: f32, mut flip: Flip, dt: f32) {
        let time = flip_time(self.settings.animation);
        let before = flip.progress;
        flip.progress = if time > 0.0 {
            (flip.progress + dt / time).min(1.0)
        } else {
            1.0
        };
        if before < 0.5 && flip.progress >= 0.5 {
            self.cue(Sound::Flips);
        }
        if flip.progress >= 1.0 {
            self.flips_done(since_placed);
        } else {
            self.state = State::Flipping { since_placed, flip };
        }
    }

    /// The CPU's pause, `elapsed` seconds so far: once it is over, the search and its move.
    fn cpu_wait(&mut self, elapsed: f32) {
        if elapsed < CPU_PAUSE {
            self.state = State::CpuWait { elapsed };
            return;
        }
        let Some(game) = self.game.as_mut() else {
            self.state = State::Menu;
            return;
        };
        // The search: once, now that the pause is over (R-CPU-5, R-CPU-6).
        self.searches += 1;
        let events = game.cpu_choice().and_then(|sq| game.play_cpu(sq).ok());
        match events {
            Some(events) => self.after_move(&events),
            None => self.state = self.state_for_turn(0.0),
        }
    }

    /// When the next frame is needed if no input comes: the rule the shell obeys so that
    /// nothing is drawn, and no time is spent, while nothing moves.
    pub fn redraw(&self) -> Redraw {
        let state = match self.state {
            State::Flipping { .. } => Redraw::Animating,
            // nothing moves during the pause: one frame when it ends, for the search
            State::CpuWait { elapsed } => Redraw::After((CPU_PAUSE - elapsed).max(0.0)),
            // a fling glides: frames until it stops, none while the page rests
            State::Reading { .. } | State::Languages if self.scroll.moving() => Redraw::Animating,
            // every other screen rests until the player acts
            _ => Redraw::Idle,
        };
        let notice = self.notices.redraw();
        // a long think is saved once a minute (see `update`), so a frame is due then
        let checkpoint = if self.counts_time() {
            let ms = (TIME_CHECKPOINT_MS - self.tally.unflushed_ms()).max(0.0);
            Redraw::After((ms / 1000.0) as f32)
        } else {
            Redraw::Idle
        };
        state.sooner(notice).sooner(checkpoint)
    }

    /// Time passing now is this game's play time.
    fn counts_time(&self) -> bool {
        self.focused && self.state.shows_game() && self.game.is_some()
    }

    /// The window gained or lost focus (or the app went to the background).
    pub fn focus_changed(&mut self, focused: bool) {
        self.focused = focused;
    }

    /// Saves everything now (app paused, window closing): the game and the statistics.
    pub fn suspend(&mut self) {
        if self.flush_time() {
            self.save_stats();
        }
        self.save_game();
    }

    fn start(&mut self, opponent: Opponent, seed: u64) {
        // Time of the game being left goes to its opponent; the game itself is abandoned.
        self.flush_time();
        self.tally.record_start(opponent);
        self.save_stats();
        let id = game_id(seed, self.tally.shown().total_played());
        let m = Match::new(seed, self.settings.player_color, opponent).with_id(id);
        self.game = Some(m);
        self.game_ms = 0.0;
        self.player_passed = false;
        self.notices.clear_passes();
        if self.settings.opponent != opponent {
            self.settings.opponent = opponent;
            self.save_settings();
        }
        self.save_game();
        self.state = self.state_for_turn(0.0);
    }

    fn play_square(&mut self, sq: Square) {
        if self.playable() & sq.bit() == 0 {
            return;
        }
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if let Ok(events) = game.play_player(sq) {
            self.after_move(&events);
        }
    }

    fn undo(&mut self) {
        if !self.can_undo() {
            return;
        }
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.undo() {
            self.said.push(Said::Undone {
                move_number: game.player_move_number(),
            });
            self.player_passed = false;
            self.notices.clear_passes();
            self.state = self.state_for_turn(0.0);
            self.save_game();
        }
    }

    /// Plays back the events of one move: the flip, a pass notice, the end.
    fn after_move(&mut self, events: &[Event]) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        let (player, opponent, id) = (game.player(), game.opponent(), game.id());
        let mut ended = false;
        let mut result_recorded = false;
        let mut placed = None;
        for event in events {
            match *event {
                Event::Placed {
                    color,
                    square,
                    flips,
                } => {
                    self.cue(Sound::Place);
                    self.said.push(Said::Played {
                        by_player: color == player,
                        square,
                        flips: flips.count_ones(),
                    });
                    placed = Some(Flip {
                        color,
                        square,
                        flips,
                        progress: 0.0,
                    });
                }
                Event::Passed { color } => {
                    self.said.push(Said::Passed {
                        by_player: color == player,
                    });
                    let id = if color == player {
                        self.player_passed = true;
                        PASS_NOTICE_IDS[0]
                    } else {
                        PASS_NOTICE_IDS[1]
                    };
                    self.notices.pass(id);
                }
                Event::Ended { outcome, first } => {
                    ended = true;
                    let (you, cpu) = match player {
                        Color::Black => (outcome.black, outcome.white),
                        Color::White => (outcome.white, outcome.black),
                    };
                    self.said.push(Said::Ended {
                        result: GameResult::for_player(outcome, player),
                        you,
                        cpu,
                    });
                    if first {
                        result_recorded = true;
                        let result = GameResult::for_player(outcome, player);
                        self.tally.record_result(opponent, result, id);
                    }
                }
            }
        }
        // The result is written before the game is forgotten. Dying between the two leaves
        // the game saved at its last position, but its id is among the counted ones: it is
        // not offered again, and could not be counted twice.
        if self.flush_time() || result_recorded {
            self.save_stats();
        }
        if !ended {
            self.save_game();
        } else {
            let result = self.persistence.clear_game();
            self.notices.report(result);
        }
        match placed {
            Some(flip) if flip_time(self.settings.animation) > 0.0 => {
                self.state = State::Flipping {
                    since_placed: 0.0,
                    flip,
                };
            }
            placed => {
                // Animation off: the discs change at once, with their sound
                if placed.is_some() {
                    self.cue(Sound::Flips);
                }
                self.flips_done(0.0);
            }
        }
    }

    /// The flips are drawn: on to the next turn (the CPU's pause counts from the placement,
    /// except after the player's pass) or the end.
    fn flips_done(&mut self, since_placed: f32) {
        let elapsed = if self.player_passed {
            0.0
        } else {
            since_placed
        };
        self.player_passed = false;
        self.state = self.state_for_turn(elapsed);
        if self.state == State::GameOver {
            self.cue(Sound::End);
        }
    }

    /// Queues a sound for the shell, unless the sound is off.
    fn cue(&mut self, sound: Sound) {
        if self.settings.sound {
            self.sounds.push(sound);
        }
    }

    /// The state for the current game's turn; `elapsed` is the CPU's pause so far.
    fn state_for_turn(&self, elapsed: f32) -> State {
        match self.game.as_ref().map(Match::turn) {
            Some(Turn::Player) => State::PlayerTurn,
            Some(Turn::Cpu) => State::CpuWait { elapsed },
            Some(Turn::Over) => State::GameOver,
            None => State::Menu,
        }
    }

    /// Adds the time not yet counted to the statistics; true when they changed.
    fn flush_time(&mut self) -> bool {
        let opponent = self.game.as_ref().map(Match::opponent);
        self.tally.flush_time(opponent)
    }

    /// Saves the game in progress; a finished game is not kept.
    fn save_game(&mut self) {
        let result = match self.game.as_ref() {
            Some(m) if m.turn() != Turn::Over => self.persistence.save_game(m, self.game_ms as u64),
            Some(_) => self.persistence.clear_game(),
            None => Ok(()),
        };
        self.notices.report(result);
    }

    /// Merges the pending changes into the stored statistics (other windows' games kept).
    fn save_stats(&mut self) {
        if let Some(result) = self.tally.save(&mut self.persistence) {
            self.notices.report(result);
        }
    }

    /// The statistics as stored now, with this instance's unsaved changes.
    fn refresh_stats(&mut self) {
        if let Some(result) = self.tally.refresh(&mut self.persistence) {
            self.notices.report(result);
        }
    }

    fn save_settings(&mut self) {
        let result = self.persistence.save_settings(&self.settings);
        self.notices.report(result);
    }
}
