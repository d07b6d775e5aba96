//! Windows: waking miniquad's blocking event loop from another thread. The loop waits in
//! `GetMessageW`, and `schedule_update()` from another thread only queues a request that
//! is read after the next message; a `WM_NULL` posted to the game's window is that message.

use std::ffi::c_void;

type Hwnd = *mut c_void;

#[link(name = "user32")]
extern "system" {
    fn EnumThreadWindows(
        thread: u32,
        callback: unsafe extern "system" fn(Hwnd, isize) -> i32,
        param: isize,
    ) -> i32;
    fn PostMessageW(window: Hwnd, message: u32, wparam: usize, lparam: isize) -> i32;
    fn IsWindowVisible(window: Hwnd) -> i32;
}

#[link(name = "kernel32")]
extern "system" {
    fn GetCurrentThreadId() -> u32;
}

const WM_NULL: u32 = 0;

pub struct Kick {
    window: Hwnd,
}

// SAFETY: a window handle is a plain value; PostMessageW may be called from any thread.
unsafe impl Send for Kick {}
// SAFETY: `wake` only reads the handle, and PostMessageW may be called from any thread.
unsafe impl Sync for Kick {}

/// Keeps the first visible window of the thread in `*param`.
///
/// # Safety
/// `param` is the address of a live, writable `Hwnd` (EnumThreadWindows passes on the one
/// [`Kick::find`] gave it).
unsafe extern "system" fn first_visible(window: Hwnd, param: isize) -> i32 {
    // SAFETY: a window handle the system passed in.
    if unsafe { IsWindowVisible(window) } == 0 {
        return 1;
    }
    // SAFETY: `param` is the address of the caller's `Hwnd`, alive during the enumeration.
    unsafe { *(param as *mut Hwnd) = window };
    0
}

impl Kick {
    /// The game's window: the visible one owned by this (the game's) thread.
    pub fn find() -> Option<Kick> {
        let mut window: Hwnd = std::ptr::null_mut();
        // SAFETY: the callback writes only to `window`, which outlives the call.
        unsafe {
            EnumThreadWindows(
                GetCurrentThreadId(),
                first_visible,
                &mut window as *mut Hwnd as isize,
            )
        };
        (!window.is_null()).then_some(Kick { window })
    }

    pub fn wake(&self) {
        macroquad::miniquad::window::schedule_update();
        // SAFETY: posting a message that means nothing to a window handle; a window that is
        // gone makes the call fail, which is fine.
        unsafe { PostMessageW(self.window, WM_NULL, 0, 0) };
    }
}

#[repr(C)]
struct HighContrast {
    size: u32,
    flags: u32,
    scheme: *mut u16,
}

#[link(name = "user32")]
extern "system" {
    fn SystemParametersInfoW(action: u32, param: u32, value: *mut c_void, ini: u32) -> i32;
}

const SPI_GETCLIENTAREAANIMATION: u32 = 0x1042;
const SPI_GETHIGHCONTRAST: u32 = 0x0042;
const HCF_HIGHCONTRASTON: u32 = 1;

/// "Show animations in Windows" off, and high-contrast mode on.
pub fn system_look() -> crate::flow::SystemLook {
    let mut animate: i32 = 1;
    // SAFETY: the call writes one BOOL into `animate`.
    let read = unsafe {
        SystemParametersInfoW(
            SPI_GETCLIENTAREAANIMATION,
            0,
            &mut animate as *mut i32 as *mut c_void,
            0,
        )
    };
    let mut contrast = HighContrast {
        size: std::mem::size_of::<HighContrast>() as u32,
        flags: 0,
        scheme: std::ptr::null_mut(),
    };
    // SAFETY: the call fills the HIGHCONTRASTW whose size it is given.
    let contrast_read = unsafe {
        SystemParametersInfoW(
            SPI_GETHIGHCONTRAST,
            contrast.size,
            &mut contrast as *mut HighContrast as *mut c_void,
            0,
        )
    };
    crate::flow::SystemLook {
        reduced_motion: read != 0 && animate == 0,
        high_contrast: contrast_read != 0 && contrast.flags & HCF_HIGHCONTRASTON != 0,
    }
}
