//! X11: waking miniquad's blocking event loop from another thread, and redrawing when the
//! window is exposed or its focus changes.
//!
//! With `blocking_event_loop`, miniquad 0.4.11 waits in `XNextEvent` on its own connection.
//! `schedule_update()` from another thread only queues a request that is read after the
//! next X event, and miniquad asks for no frame on `Expose` or focus events (without a
//! compositor, a window raised over another keeps the other's pixels until it draws). So a
//! second connection of ours watches the game's window for those events and, to wake the
//! loop, sends it a key that means nothing (see [`Kick::wake`]).
//!
//! miniquad does not tell its window's id. Its GLX drawable (the current one on the game's
//! thread) was made by the same client right after the window, and X gives every client
//! its own range of ids: the window is the one in the tree named like ours whose id shares
//! the drawable's range. Where this cannot be had (EGL instead of GLX, no libX11), the game
//! wakes only on input, and the shell asks for frames instead of timers.

use std::ffi::{c_char, c_int, c_long, c_uchar, c_uint, c_ulong, c_void, CStr};
use std::sync::atomic::{AtomicPtr, AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

type Display = c_void;
type Window = c_ulong;

/// Xlib's event union is 24 longs; only the fields read or written here are named.
#[repr(C)]
#[derive(Clone, Copy)]
struct XEvent {
    kind: c_int,
    rest: [c_long; 24],
}

/// Xlib's XKeyEvent.
#[repr(C)]
struct XKeyEvent {
    kind: c_int,
    serial: c_ulong,
    send_event: c_int,
    display: *mut Display,
    window: Window,
    root: Window,
    subwindow: Window,
    time: c_ulong,
    x: c_int,
    y: c_int,
    x_root: c_int,
    y_root: c_int,
    state: c_uint,
    keycode: c_uint,
    same_screen: c_int,
}

#[repr(C)]
struct XErrorEvent {
    kind: c_int,
    display: *mut Display,
}

type ErrorHandler = Option<unsafe extern "C" fn(*mut Display, *mut XErrorEvent) -> c_int>;

const EXPOSE: c_int = 12;
const FOCUS_IN: c_int = 9;
const FOCUS_OUT: c_int = 10;
const VISIBILITY_NOTIFY: c_int = 15;
const DESTROY_NOTIFY: c_int = 17;
const MAP_NOTIFY: c_int = 19;
const CONFIGURE_NOTIFY: c_int = 22;
const KEY_PRESS: c_int = 2;
const KEY_RELEASE: c_int = 3;
const EXPOSURE_MASK: c_long = 1 << 15;
const VISIBILITY_CHANGE_MASK: c_long = 1 << 16;
const STRUCTURE_NOTIFY_MASK: c_long = 1 << 17;
const FOCUS_CHANGE_MASK: c_long = 1 << 21;

/// The libX11 functions used here, resolved at run time like miniquad does (nothing links
/// against libX11).
struct Xlib {
    open_display: unsafe extern "C" fn(*const c_char) -> *mut Display,
    default_root_window: unsafe extern "C" fn(*mut Display) -> Window,
    query_tree: unsafe extern "C" fn(
        *mut Display,
        Window,
        *mut Window,
        *mut Window,
        *mut *mut Window,
        *mut c_uint,
    ) -> c_int,
    fetch_name: unsafe extern "C" fn(*mut Display, Window, *mut *mut c_char) -> c_int,
    free: unsafe extern "C" fn(*mut c_void) -> c_int,
    select_input: unsafe extern "C" fn(*mut Display, Window, c_long) -> c_int,
    next_event: unsafe extern "C" fn(*mut Display, *mut XEvent) -> c_int,
    send_event: unsafe extern "C" fn(*mut Display, Window, c_int, c_long, *mut XEvent) -> c_int,
    flush: unsafe extern "C" fn(*mut Display) -> c_int,
    set_error_handler: unsafe extern "C" fn(ErrorHandler) -> ErrorHandler,
    display_keycodes: unsafe extern "C" fn(*mut Display, *mut c_int, *mut c_int) -> c_int,
    get_keyboard_mapping:
        unsafe extern "C" fn(*mut Display, c_uchar, c_int, *mut c_int) -> *mut c_ulong,
}

/// Our own connections: errors on them (a window gone between two calls) are not fatal.
static OURS_WATCHING: AtomicPtr<Display> = AtomicPtr::new(std::ptr::null_mut());
static OURS_SENDING: AtomicPtr<Display> = AtomicPtr::new(std::ptr::null_mut());

/// The watching connection, handed to the watcher thread that alone uses it from then on.
struct SendPtr(*mut Display);
// SAFETY: moved once to the watcher thread; the starting thread does not use it after.
unsafe impl Send for SendPtr {}
/// Xlib's handler before ours, for every other connection's errors.
static PREVIOUS_HANDLER: OnceLock<ErrorHandler> = OnceLock::new();

/// Xlib's error handler: errors on our own connections are dropped, every other one goes
/// to the handler that was installed before ours.
///
/// # Safety
/// Called by Xlib only, with the connection and the error it reports.
unsafe extern "C" fn on_error(display: *mut Display, event: *mut XErrorEvent) -> c_int {
    if display == OURS_WATCHING.load(Ordering::Relaxed)
        || display == OURS_SENDING.load(Ordering::Relaxed)
    {
        return 0;
    }
    match PREVIOUS_HANDLER.get().copied().flatten() {
        // SAFETY: Xlib's own handler, called as Xlib would have.
        Some(previous) => unsafe { previous(display, event) },
        None => 0,
    }
}

/// Resolves `name` in `lib` as a function of type `T`.
///
/// # Safety
/// `T` must be the C signature of that symbol.
unsafe fn symbol<T: Copy>(lib: *mut c_void, name: &CStr) -> Option<T> {
    // SAFETY: dlsym with a valid handle and a NUL-terminated name.
    let f = unsafe { libc::dlsym(lib, name.as_ptr()) };
    // SAFETY: a non-null symbol of the type the caller vouches for.
    (!f.is_null()).then(|| unsafe { std::mem::transmute_copy::<*mut c_void, T>(&f) })
}

/// The already loaded (or loadable) library `name`.
fn library(names: &[&CStr]) -> Option<*mut c_void> {
    names.iter().find_map(|name| {
        // SAFETY: dlopen with a NUL-terminated name.
        let lib = unsafe { libc::dlopen(name.as_ptr(), libc::RTLD_LAZY) };
        (!lib.is_null()).then_some(lib)
    })
}

impl Xlib {
    fn load() -> Option<Xlib> {
        let lib = library(&[c"libX11.so.6", c"libX11.so"])?;
        // SAFETY: each type below is the symbol's documented C signature.
        unsafe {
            Some(Xlib {
                open_display: symbol(lib, c"XOpenDisplay")?,
                default_root_window: symbol(lib, c"XDefaultRootWindow")?,
                query_tree: symbol(lib, c"XQueryTree")?,
                fetch_name: symbol(lib, c"XFetchName")?,
                free: symbol(lib, c"XFree")?,
                select_input: symbol(lib, c"XSelectInput")?,
                next_event: symbol(lib, c"XNextEvent")?,
                send_event: symbol(lib, c"XSendEvent")?,
                flush: symbol(lib, c"XFlush")?,
                set_error_handler: symbol(lib, c"XSetErrorHandler")?,
                display_keycodes: symbol(lib, c"XDisplayKeycodes")?,
                get_keyboard_mapping: symbol(lib, c"XGetKeyboardMapping")?,
            })
        }
    }
}

/// The GLX drawable current on this thread (the game's window's), 0 if none.
fn current_drawable() -> c_ulong {
    let Some(lib) = library(&[c"libGL.so.1", c"libGL.so"]) else {
        return 0;
    };
    // SAFETY: glXGetCurrentDrawable takes nothing and returns an XID.
    match unsafe { symbol::<unsafe extern "C" fn() -> c_ulong>(lib, c"glXGetCurrentDrawable") } {
        // SAFETY: called on the thread whose context is current (the game's).
        Some(f) => unsafe { f() },
        None => 0,
    }
}

/// How long a wake is repeated without a frame beginning.
const WAKE_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

/// What wakes the game's event loop.
pub struct Kick {
    xlib: &'static Xlib,
    /// A connection only for sending (the watcher waits on another), used by one thread at
    /// a time.
    display: Mutex<*mut Display>,
    window: Window,
    /// A key that the keyboard map leaves without a symbol: pressing it means nothing.
    keycode: c_uint,
    /// Frames begun so far (the game's thread counts them).
    frames: AtomicU64,
}

// SAFETY: the only non-Send field is the sending connection's pointer, used under its
// mutex only; Xlib was made thread-safe by miniquad's XInitThreads before any of our
// connections was opened. `xlib` holds plain function pointers.
unsafe impl Send for Kick {}
// SAFETY: as for Send: shared use goes through the mutex, the counter is atomic.
unsafe impl Sync for Kick {}

impl Kick {
    /// A frame now. miniquad's `schedule_update()` must not be called from another thread
    /// on X11 (its loop takes the display's lock with `try_lock().unwrap()` and panics when
    /// another thread holds it), so the wake is a press and release of a key without a
    /// symbol: macroquad asks for a frame on every key press, and the key means nothing (a
    /// pointer motion would also move macroquad's pointer, and a click after it would land
    /// where the pointer was).
    ///
    /// An event that arrives while a frame is still being drawn is read by the loop with
    /// the others waiting, after which it blocks for one more before it draws (see app.rs):
    /// so the key is sent again, a little later each time, until a frame has begun (on a
    /// loaded machine that can take long), or for at most [`WAKE_LIMIT`] (the game has quit).
    pub fn wake(&self) {
        let seen = self.frames.load(Ordering::Acquire);
        let started = std::time::Instant::now();
        let mut pause = std::time::Duration::from_millis(4);
        while started.elapsed() < WAKE_LIMIT {
            self.send_key();
            std::thread::sleep(pause);
            if self.frames.load(Ordering::Acquire) != seen {
                return;
            }
            pause = (pause * 2).min(std::time::Duration::from_millis(50));
        }
    }

    /// Called by the game's thread as each frame begins.
    pub fn frame_begun(&self) {
        self.frames.fetch_add(1, Ordering::Release);
    }

    fn send_key(&self) {
        let display = self.display.lock().unwrap_or_else(|e| e.into_inner());
        for kind in [KEY_PRESS, KEY_RELEASE] {
            let mut event = XEvent {
                kind: 0,
                rest: [0; 24],
            };
            let key = &mut event as *mut XEvent as *mut XKeyEvent;
            // SAFETY: XKeyEvent fits in XEvent (24 longs after the type); the fields miniquad
            // reads are written before the event is sent, on our own sending connection.
            unsafe {
                (*key).kind = kind;
                (*key).display = *display;
                (*key).window = self.window;
                (*key).keycode = self.keycode;
                (*key).same_screen = 1;
                (self.xlib.send_event)(*display, self.window, 0, 0, &mut event);
            }
        }
        // SAFETY: our sending connection, under its lock.
        unsafe { (self.xlib.flush)(*display) };
    }
}

/// Finds the game's window and starts watching it; `None` where that cannot be done.
/// Called on the game's thread, in a frame (its GL context is current).
pub fn start() -> Option<&'static Kick> {
    let drawable = current_drawable();
    if drawable == 0 {
        return None;
    }
    let xlib: &'static Xlib = Box::leak(Box::new(Xlib::load()?));
    // SAFETY: plain Xlib calls on a connection of our own; the handler is installed once.
    unsafe {
        let display = (xlib.open_display)(std::ptr::null());
        let sender = (xlib.open_display)(std::ptr::null());
        if display.is_null() || sender.is_null() {
            return None;
        }
        OURS_WATCHING.store(display, Ordering::Relaxed);
        OURS_SENDING.store(sender, Ordering::Relaxed);
        let previous = (xlib.set_error_handler)(Some(on_error));
        let _ = PREVIOUS_HANDLER.set(previous);
        let keycode = unmapped_keycode(xlib, sender)?;
        let root = (xlib.default_root_window)(display);
        let window = find_window(xlib, display, root, drawable, 0)?;
        (xlib.select_input)(
            display,
            window,
            EXPOSURE_MASK | VISIBILITY_CHANGE_MASK | STRUCTURE_NOTIFY_MASK | FOCUS_CHANGE_MASK,
        );
        (xlib.flush)(display);
        let kick: &'static Kick = Box::leak(Box::new(Kick {
            xlib,
            display: Mutex::new(sender),
            window,
            keycode,
            frames: AtomicU64::new(0),
        }));
        let watching = SendPtr(display);
        std::thread::Builder::new()
            .name("x11-watch".into())
            .spawn(move || watch(xlib, watching, kick))
            .ok()?;
        Some(kick)
    }
}

/// Redraws on what changes the window's pixels or the game's clock, until it is gone.
/// `display` is the watching connection, used by this thread alone.
fn watch(xlib: &Xlib, display: SendPtr, kick: &Kick) {
    let mut event = XEvent {
        kind: 0,
        rest: [0; 24],
    };
    loop {
        // SAFETY: our watching connection, a buffer of Xlib's event size.
        unsafe { (xlib.next_event)(display.0, &mut event) };
        match event.kind {
            DESTROY_NOTIFY => return,
            EXPOSE | FOCUS_IN | FOCUS_OUT | VISIBILITY_NOTIFY | MAP_NOTIFY | CONFIGURE_NOTIFY => {
                kick.wake()
            }
            _ => {}
        }
    }
}

/// Depth-first through the tree below `parent` (a window manager puts a frame between
/// the root and the game's window): the window named "Reversi" made by the client that
/// made `drawable`.
///
/// # Safety
/// `display` is an open connection of ours.
unsafe fn find_window(
    xlib: &Xlib,
    display: *mut Display,
    parent: Window,
    drawable: c_ulong,
    depth: u32,
) -> Option<Window> {
    let (mut root, mut up, mut children, mut n) = (0, 0, std::ptr::null_mut(), 0);
    // SAFETY: out-pointers to locals; the list is freed below.
    if unsafe { (xlib.query_tree)(display, parent, &mut root, &mut up, &mut children, &mut n) } == 0
        || children.is_null()
    {
        return None;
    }
    // SAFETY: XQueryTree returned `n` windows at `children`.
    let list = unsafe { std::slice::from_raw_parts(children, n as usize) }.to_vec();
    // SAFETY: the list XQueryTree allocated.
    unsafe { (xlib.free)(children.cast()) };
    for &w in &list {
        // X servers give each client at least 2^18 ids with the client in the bits above
        // SAFETY: `display` is the open connection our caller vouches for.
        if (w ^ drawable) >> 18 == 0 && w < drawable && unsafe { named_reversi(xlib, display, w) } {
            return Some(w);
        }
    }
    if depth < 3 {
        for &w in &list {
            // SAFETY: as for this call.
            if let Some(found) = unsafe { find_window(xlib, display, w, drawable, depth + 1) } {
                return Some(found);
            }
        }
    }
    None
}

/// A keycode with no symbol in the keyboard map (every map leaves some unused).
///
/// # Safety
/// `display` is an open connection of ours.
unsafe fn unmapped_keycode(xlib: &Xlib, display: *mut Display) -> Option<c_uint> {
    let (mut min, mut max, mut per) = (0, 0, 0);
    // SAFETY: out-pointers to locals.
    unsafe { (xlib.display_keycodes)(display, &mut min, &mut max) };
    if !(8..=255).contains(&min) || !(min..=255).contains(&max) {
        return None;
    }
    let count = max - min + 1;
    // SAFETY: a valid range of keycodes; the map is freed below.
    let map = unsafe { (xlib.get_keyboard_mapping)(display, min as c_uchar, count, &mut per) };
    if map.is_null() || per <= 0 {
        return None;
    }
    // SAFETY: XGetKeyboardMapping returned `count` rows of `per` symbols.
    let symbols = unsafe { std::slice::from_raw_parts(map, (count * per) as usize) };
    let free = symbols
        .chunks(per as usize)
        .position(|row| row.iter().all(|&sym| sym == 0));
    // SAFETY: the map XGetKeyboardMapping allocated.
    unsafe { (xlib.free)(map.cast()) };
    free.map(|row| (min + row as c_int) as c_uint)
}

/// # Safety
/// `display` is an open connection of ours.
unsafe fn named_reversi(xlib: &Xlib, display: *mut Display, window: Window) -> bool {
    let mut name: *mut c_char = std::ptr::null_mut();
    // SAFETY: an out-pointer to a local; the name is freed below.
    if unsafe { (xlib.fetch_name)(display, window, &mut name) } == 0 || name.is_null() {
        return false;
    }
    // SAFETY: XFetchName returned a NUL-terminated string, freed right after reading.
    let same = unsafe { CStr::from_ptr(name) }.to_bytes() == b"Reversi";
    // SAFETY: the string XFetchName allocated, no longer borrowed (`same` is a bool).
    unsafe { (xlib.free)(name.cast()) };
    same
}
