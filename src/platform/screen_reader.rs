//! The desktop's screen readers: Orca (and any AT-SPI client) on Linux through
//! `accesskit_unix`, Narrator, NVDA and JAWS on Windows through `accesskit_windows`. Both
//! read the tree of `src/ui/access.rs`, made from the same description the browser's mirror
//! shows (src/ui/mirror.rs), only while a screen reader listens.
//!
//! Everything here runs on the game's thread (the loop's thread, which owns the window): the
//! adapters live in a thread-local. AT-SPI's handlers run on accesskit_unix's own thread,
//! UI Automation's inside the window procedure; both only flag and wake (accesskit_bridge).

use std::cell::RefCell;

use super::accesskit_bridge::{self, Sent};

#[cfg(target_os = "linux")]
type Adapter = accesskit_unix::Adapter;
#[cfg(target_os = "windows")]
type Adapter = accesskit_windows::SubclassingAdapter;

struct ScreenReader {
    adapter: Adapter,
    sent: Sent,
    /// The window's place on the screen last told to the adapter (AT-SPI wants screen
    /// coordinates; UI Automation asks the window itself).
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    origin: Option<(u32, u32, f32, f32)>,
}

thread_local! {
    static READER: RefCell<Option<ScreenReader>> = const { RefCell::new(None) };
}

fn set(adapter: Adapter) {
    READER.with(|r| {
        *r.borrow_mut() = Some(ScreenReader {
            adapter,
            sent: Sent::default(),
            origin: None,
        })
    });
}

/// Linux: the adapter, at the start. It connects to the session's accessibility bus on its
/// own thread and stays inactive (no tree) until a screen reader is enabled there; without a
/// bus it does nothing at all.
#[cfg(target_os = "linux")]
pub fn start() {
    let mut adapter = accesskit_unix::Adapter::new(
        accesskit_bridge::Activation,
        accesskit_bridge::Actions,
        accesskit_bridge::Deactivation,
    );
    // the window opens focused; X11 tells of later changes (FocusIn/FocusOut)
    adapter.update_window_focus_state(true);
    set(adapter);
}

/// Windows: the subclassing adapter must be attached before the window is first shown
/// (miniquad's `before_first_show` hook, vendor/patches/0008).
#[cfg(target_os = "windows")]
pub fn attach(hwnd: *mut std::ffi::c_void) {
    let hwnd = accesskit_windows::HWND(hwnd);
    set(accesskit_windows::SubclassingAdapter::new(
        hwnd,
        accesskit_bridge::Activation,
        accesskit_bridge::Actions,
    ));
}

pub fn active() -> bool {
    accesskit_bridge::active()
}

pub fn take_events() -> Vec<(bool, u32)> {
    accesskit_bridge::take_events()
}

fn with<R>(f: impl FnOnce(&mut ScreenReader) -> R) -> Option<R> {
    READER.with(|r| r.borrow_mut().as_mut().map(f))
}

/// True once after a screen reader came: the shell describes the screen anew.
pub fn take_fresh() -> bool {
    accesskit_bridge::take_fresh()
}

pub fn show(tree: &crate::ui::access::tree::Tree) {
    with(|r| r.sent.show(tree));
}

pub fn say(words: &str) {
    with(|r| r.sent.say(words));
}

/// Keyboard focus on the game's window or not: a screen reader follows the focused window.
/// (Windows: the subclassing adapter sees WM_SETFOCUS and WM_KILLFOCUS itself.)
pub fn window_focused(_focused: bool) {
    #[cfg(target_os = "linux")]
    with(|r| r.adapter.update_window_focus_state(_focused));
}

/// The frame's part: the tree when something in it changed, and (X11) where the window is.
pub fn frame(title: &str) {
    if !active() {
        return;
    }
    let pixels = f64::from(macroquad::miniquad::window::dpi_scale());
    with(|r| {
        #[cfg(target_os = "linux")]
        follow_window(r);
        // AT-SPI's readers present notifications (Orca 43 no live region); UI Automation's
        // read a live region
        let notification = cfg!(target_os = "linux");
        for update in r.sent.take_updates(title, pixels, notification) {
            #[cfg(target_os = "linux")]
            r.adapter.update_if_active(|| update);
            #[cfg(target_os = "windows")]
            if let Some(events) = r.adapter.update_if_active(|| update) {
                events.raise();
            }
        }
    });
}

/// AT-SPI gives positions on the screen: the window's origin (miniquad records it from X11's
/// ConfigureNotify, and a move gives a frame: vendor/patches/0009) and its size, both in the
/// X server's pixels (the nodes' bounds are the layout's units times the DPI scale).
#[cfg(target_os = "linux")]
fn follow_window(r: &mut ScreenReader) {
    let (x, y) = macroquad::miniquad::window::get_window_position();
    let (w, h) = macroquad::miniquad::window::screen_size();
    if r.origin == Some((x, y, w, h)) {
        return;
    }
    r.origin = Some((x, y, w, h));
    let bounds = accesskit::Rect {
        x0: f64::from(x),
        y0: f64::from(y),
        x1: f64::from(x) + f64::from(w),
        y1: f64::from(y) + f64::from(h),
    };
    r.adapter.set_root_window_bounds(bounds, bounds);
}
