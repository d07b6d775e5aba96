//! The app's life on a phone, seen from macroquad's frame loop: the Back key, going to the
//! background (Home, another app, screen off) and coming back, and how much foreground time
//! passed since the previous frame.
//!
//! How these arrive (miniquad 0.4.11, Android):
//! - Back: miniquad's view consumes every key (`onKey` returns true), so Back never reaches
//!   `Activity.onBackPressed` (the app is not closed by the system): it arrives as
//!   `KeyCode::Back` key-down/up events. The app decides what Back does.
//! - Pause/resume: `Activity.onPause`/`onResume` become `window_minimized_event` /
//!   `window_restored_event` on miniquad's `EventHandler`; macroquad passes them to input
//!   subscribers (`register_input_subscriber` + `repeat_all_miniquad_input`) only.
//! - While the app is in the background its surface is destroyed and macroquad stops
//!   running the game's loop (no `next_frame()` returns). So the pause may be seen only on
//!   the first frame after the resume, and the game must not rely on a save at pause time:
//!   save after every change of the game, and let [`Lifecycle::update`] stop the clock.
//!
//! Desktop and browser: minimise/restore arrive the same way where the platform reports
//! them; there is no Back key.

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{EventHandler, KeyCode, KeyMods};

/// The longest gap between two frames that still counts as play time: a longer gap means
/// the app was not drawing (in the background, or the system stalled it).
pub const MAX_FRAME_GAP: f64 = 0.25;

/// What happened since the previous frame.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Frame {
    /// Back was pressed (Android's Back key or gesture), once per press.
    pub back: bool,
    /// The app went to the background: save now (if the game is still drawing).
    pub paused: bool,
    /// The app came back to the foreground.
    pub resumed: bool,
    /// Seconds of foreground play since the previous frame (0 while paused; a gap longer
    /// than [`MAX_FRAME_GAP`] counts as nothing). Add it to the play-time counter.
    pub active_seconds: f64,
}

/// Create one at start-up (after the window exists, i.e. inside `run()`), call
/// [`Lifecycle::update`] once per frame before handling input.
pub struct Lifecycle {
    subscriber: usize,
    in_background: bool,
    last_frame: Option<f64>,
}

impl Default for Lifecycle {
    fn default() -> Self {
        Self::new()
    }
}

impl Lifecycle {
    pub fn new() -> Lifecycle {
        Lifecycle {
            subscriber: register_input_subscriber(),
            in_background: false,
            last_frame: None,
        }
    }

    /// True between a pause and the next resume.
    pub fn in_background(&self) -> bool {
        self.in_background
    }

    pub fn update(&mut self) -> Frame {
        let mut events = Events::default();
        repeat_all_miniquad_input(&mut events, self.subscriber);
        let now = macroquad::time::get_time();
        self.step(events, now)
    }

    fn step(&mut self, events: Events, now: f64) -> Frame {
        let gap = self.last_frame.map_or(0.0, |last| now - last);
        self.last_frame = Some(now);
        let was_running = !self.in_background;
        // the last of the batch wins: pause+resume leaves the app running, resume+pause not
        if let Some(background) = events.background_after {
            self.in_background = background;
        }
        let counts = was_running && !events.paused && !events.resumed && !self.in_background;
        Frame {
            back: events.back,
            paused: events.paused,
            resumed: events.resumed,
            active_seconds: if counts { frame_seconds(gap) } else { 0.0 },
        }
    }
}

/// The play time a frame gap counts for.
pub fn frame_seconds(gap: f64) -> f64 {
    if gap.is_finite() && gap > 0.0 && gap <= MAX_FRAME_GAP {
        gap
    } else {
        0.0
    }
}

#[derive(Default)]
struct Events {
    back: bool,
    paused: bool,
    resumed: bool,
    background_after: Option<bool>,
}

impl EventHandler for Events {
    fn update(&mut self) {}
    fn draw(&mut self) {}
    fn key_down_event(&mut self, keycode: KeyCode, _mods: KeyMods, repeat: bool) {
        if keycode == KeyCode::Back && !repeat {
            self.back = true;
        }
    }
    fn window_minimized_event(&mut self) {
        self.paused = true;
        self.background_after = Some(true);
    }
    fn window_restored_event(&mut self) {
        self.resumed = true;
        self.background_after = Some(false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lifecycle() -> Lifecycle {
        Lifecycle {
            subscriber: 0,
            in_background: false,
            last_frame: None,
        }
    }

    fn ev(paused: bool, resumed: bool) -> Events {
        let mut e = Events::default();
        if paused {
            e.window_minimized_event();
        }
        if resumed {
            e.window_restored_event();
        }
        e
    }

    #[test]
    fn time_counts_only_in_the_foreground() {
        let mut l = lifecycle();
        assert_eq!(l.step(ev(false, false), 10.0).active_seconds, 0.0);
        assert_eq!(
            l.step(ev(false, false), 10.016).active_seconds,
            0.016000000000000014
        );
        // paused while still drawing: the frame that reports it and later ones count nothing
        let f = l.step(ev(true, false), 10.032);
        assert!(f.paused && f.active_seconds == 0.0 && l.in_background());
        assert_eq!(l.step(ev(false, false), 10.048).active_seconds, 0.0);
        // back after a minute: the resume frame counts nothing, the next one counts again
        let f = l.step(ev(false, true), 70.0);
        assert!(f.resumed && f.active_seconds == 0.0 && !l.in_background());
        assert!((l.step(ev(false, false), 70.02).active_seconds - 0.02).abs() < 1e-9);
    }

    #[test]
    fn pause_and_resume_seen_together_after_the_surface_came_back() {
        let mut l = lifecycle();
        l.step(ev(false, false), 1.0);
        let f = l.step(ev(true, true), 600.0);
        assert!(f.paused && f.resumed && f.active_seconds == 0.0);
        assert!(!l.in_background());
    }

    #[test]
    fn long_gaps_do_not_count() {
        assert_eq!(frame_seconds(0.1), 0.1);
        assert_eq!(frame_seconds(5.0), 0.0);
        assert_eq!(frame_seconds(-1.0), 0.0);
        assert_eq!(frame_seconds(f64::NAN), 0.0);
    }
}
