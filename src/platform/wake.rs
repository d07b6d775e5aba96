//! One frame at a set time while the event loop blocks (`blocking_event_loop`): the CPU's
//! pause ending, a notice starting to fade, the play-time checkpoint, the next animation
//! frame on a display without vsync.
//!
//! - Browser: a `setTimeout` in `web/reversi.js` that asks gl.js for an animation frame.
//! - Desktop and Android: a timer thread calls miniquad's `schedule_update()`. Android's
//!   loop wakes on it; Windows blocks in its own message queue and needs a message as well
//!   (a posted `WM_NULL`); on X11 the wake is an event alone (`x11.rs`).
//!
//! Where no such event can be sent, `Waker::on_time` is false and the shell asks for
//! frames until the time has come.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::{Arc, Condvar, Mutex};
#[cfg(not(target_arch = "wasm32"))]
use std::time::{Duration, Instant};

/// Whether this platform runs the blocking event loop (macOS: miniquad's loop there is
/// not woken from another thread; it keeps drawing every frame).
pub const BLOCKING_EVENT_LOOP: bool = cfg!(any(
    target_arch = "wasm32",
    target_os = "android",
    target_os = "linux",
    target_os = "windows"
));

#[cfg(target_arch = "wasm32")]
extern "C" {
    /// `ms` from now one animation frame is asked for; a negative `ms` cancels.
    fn reversi_wake_after(ms: f64);
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
    kick: Kick,
}

/// What makes the blocked event loop run a frame, per platform.
#[cfg(not(target_arch = "wasm32"))]
enum Kick {
    /// `schedule_update()` wakes the loop itself.
    #[cfg_attr(not(target_os = "android"), allow(dead_code))]
    Request,
    #[cfg(target_os = "linux")]
    X11(&'static super::x11::Kick),
    #[cfg(target_os = "windows")]
    Windows(super::win32::Kick),
}

#[cfg(not(target_arch = "wasm32"))]
impl Kick {
    fn wake(&self) {
        match self {
            Kick::Request => macroquad::miniquad::window::schedule_update(),
            #[cfg(target_os = "linux")]
            Kick::X11(kick) => kick.wake(),
            #[cfg(target_os = "windows")]
            Kick::Windows(kick) => kick.wake(),
        }
    }

    /// This platform's kick, found from the game's thread in a frame.
    fn find() -> Option<Kick> {
        #[cfg(target_os = "android")]
        return Some(Kick::Request);
        #[cfg(target_os = "linux")]
        return super::x11::start().map(Kick::X11);
        #[cfg(target_os = "windows")]
        return super::win32::Kick::find().map(Kick::Windows);
        #[cfg(not(any(target_os = "android", target_os = "linux", target_os = "windows")))]
        return None;
    }
}

impl Waker {
    /// Starts the platform's waker. Called on the game's thread, in a frame.
    pub fn start() -> Waker {
        #[cfg(target_arch = "wasm32")]
        return Waker {};
        #[cfg(not(target_arch = "wasm32"))]
        {
            let timer = BLOCKING_EVENT_LOOP.then(Kick::find).flatten().map(|kick| {
                Arc::new(Timer {
                    due: Mutex::new(None),
                    changed: Condvar::new(),
                    kick,
                })
            });
            if let Some(timer) = &timer {
                let timer = Arc::clone(timer);
                let spawned = std::thread::Builder::new()
                    .name("frame-timer".into())
                    .spawn(move || run_timer(&timer));
                if spawned.is_err() {
                    return Waker { timer: None };
                }
            }
            Waker { timer }
        }
    }

    /// Timed frames work here; otherwise the shell asks for every frame until then.
    pub fn on_time(&self) -> bool {
        #[cfg(target_arch = "wasm32")]
        return true;
        #[cfg(not(target_arch = "wasm32"))]
        return self.timer.is_some();
    }

    /// A frame begins (X11's wake is repeated until one does).
    pub fn frame_begun(&self) {
        #[cfg(target_os = "linux")]
        if let Some(timer) = &self.timer {
            if let Kick::X11(kick) = &timer.kick {
                kick.frame_begun();
            }
        }
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
                    timer.kick.wake();
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
