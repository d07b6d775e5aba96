//! One frame at a set time while the event loop blocks (`blocking_event_loop`): the CPU's
//! pause ending, a notice starting to fade, the play-time checkpoint, the next animation
//! frame on a display without vsync.
//!
//! - Browser: a `setTimeout` in `web/reversi.js` that asks gl.js for an animation frame.
//! - Everywhere else: a timer thread calls miniquad's `schedule_update()` when the time has
//!   come, which wakes the blocked loop from that thread (vendor/patches: a self-pipe on X11,
//!   a private message on Windows, an application-defined event on macOS; Android's loop
//!   waits on the request itself).
//!
//! Where no timer thread can be started, `Waker::on_time` is false and the shell asks for
//! frames until the time has come.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::{Arc, Condvar, Mutex};
#[cfg(not(target_arch = "wasm32"))]
use std::time::{Duration, Instant};

/// Whether the game runs miniquad's blocking event loop: everywhere (the platform issue's
/// patches made every desktop loop wake from another thread).
pub const BLOCKING_EVENT_LOOP: bool = true;

#[cfg(target_arch = "wasm32")]
extern "C" {
    /// `ms` from now one animation frame is asked for; a negative `ms` cancels.
    fn reversi_wake_after(ms: f64);
}

/// The running timer, for [`frame_now`] from other threads.
#[cfg(not(target_arch = "wasm32"))]
static RUNNING: std::sync::OnceLock<Arc<Timer>> = std::sync::OnceLock::new();

/// A frame as soon as possible, asked from any thread (a screen reader's action arriving on
/// Android's UI thread): the timer thread wakes the loop, so the caller never waits for the
/// game's thread (it takes only the timer's lock, which nobody holds for long). Nothing
/// before the game has started: its first frames come anyway.
#[cfg(not(target_arch = "wasm32"))]
#[cfg_attr(not(target_os = "android"), allow(dead_code))]
pub fn frame_now() {
    if let Some(timer) = RUNNING.get() {
        let now = Instant::now();
        let mut slot = timer.due.lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none_or(|due| due > now) {
            *slot = Some(now);
            timer.changed.notify_one();
        }
    }
}

pub struct Waker {
    #[cfg(not(target_arch = "wasm32"))]
    timer: Option<Arc<Timer>>,
}

#[cfg(not(target_arch = "wasm32"))]
struct Timer {
    /// When the next frame is due; `None`: no frame is due.
    due: Mutex<Option<Instant>>,
    changed: Condvar,
}

impl Waker {
    /// Starts the timer thread. Called on the game's thread, in a frame.
    pub fn start() -> Waker {
        #[cfg(target_arch = "wasm32")]
        return Waker {};
        #[cfg(not(target_arch = "wasm32"))]
        {
            let timer = Arc::new(Timer {
                due: Mutex::new(None),
                changed: Condvar::new(),
            });
            let theirs = Arc::clone(&timer);
            let spawned = std::thread::Builder::new()
                .name("frame-timer".into())
                .spawn(move || run_timer(&theirs));
            if spawned.is_ok() {
                let _ = RUNNING.set(Arc::clone(&timer));
            }
            Waker {
                timer: spawned.is_ok().then_some(timer),
            }
        }
    }

    /// Timed frames work here; otherwise the shell asks for every frame until then.
    pub fn on_time(&self) -> bool {
        #[cfg(target_arch = "wasm32")]
        return true;
        #[cfg(not(target_arch = "wasm32"))]
        return self.timer.is_some();
    }

    /// One frame `seconds` from now, in place of any earlier request; `None`: none.
    pub fn after(&self, seconds: Option<f32>) {
        #[cfg(target_arch = "wasm32")]
        {
            let ms = seconds.map_or(-1.0, |s| f64::from(s.max(0.0)) * 1000.0);
            // SAFETY: a plain call into web/reversi.js with a number.
            unsafe { reversi_wake_after(ms) };
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(timer) = &self.timer {
            let due = seconds.map(|s| Instant::now() + Duration::from_secs_f32(s.max(0.0)));
            let mut slot = timer.due.lock().unwrap_or_else(|e| e.into_inner());
            if *slot != due {
                *slot = due;
                timer.changed.notify_one();
            }
        }
    }
}

/// Sleeps until the due time (or a change of it), then wakes the loop once.
#[cfg(not(target_arch = "wasm32"))]
fn run_timer(timer: &Timer) {
    let mut due = timer.due.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        match *due {
            None => {
                due = timer.changed.wait(due).unwrap_or_else(|e| e.into_inner());
            }
            Some(at) => {
                let now = Instant::now();
                if at <= now {
                    *due = None;
                    drop(due);
                    macroquad::miniquad::window::schedule_update();
                    due = timer.due.lock().unwrap_or_else(|e| e.into_inner());
                } else {
                    due = timer
                        .changed
                        .wait_timeout(due, at - now)
                        .unwrap_or_else(|e| e.into_inner())
                        .0;
                }
            }
        }
    }
}
