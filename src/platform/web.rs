//! The browser (wasm32-unknown-unknown): what the page's own JS plugin `web/reversi.js` gives
//! the game — the browser's language, a panic hook that reaches the console, query flags and
//! the switches for the `?bench` self-benchmark (`crate::bench`) and the storage self-test.
//! Storage is in `crate::storage::web`.

use crate::js::js_string;
use crate::storage::StorageError;

// Imports from web/reversi.js. A (pointer, length) pair is read there as UTF-8 from the
// module's memory during the call and never kept; a (buf, cap) pair is written with at most
// `cap` bytes (`reversi_put_string`). None of them calls back into the module.
extern "C" {
    fn reversi_language(buf: *mut u8, cap: u32) -> u32;
    fn reversi_console_error(text: *const u8, len: u32);
    fn reversi_debug(text: *const u8, len: u32);
    fn reversi_query_has(name: *const u8, len: u32) -> u32;
    fn reversi_system_look() -> u32;
    fn reversi_mirror_show(text: *const u8, len: u32);
    fn reversi_mirror_say(text: *const u8, len: u32);
    fn reversi_reload();
}

/// Starts the page again (web/boot.js then picks the build for the language saved).
pub fn reload_page() {
    // SAFETY: takes and returns nothing.
    unsafe { reversi_reload() }
}

/// `prefers-reduced-motion: reduce` (bit 1), `prefers-contrast: more` or `forced-colors:
/// active` (bit 2), as the page's media queries say now.
pub fn system_look() -> crate::look::SystemLook {
    // SAFETY: takes nothing, returns a number.
    let bits = unsafe { reversi_system_look() };
    crate::look::SystemLook {
        reduced_motion: bits & 1 != 0,
        high_contrast: bits & 2 != 0,
    }
}

/// The accessible mirror's description (src/ui/mirror.rs): the page renders it.
pub fn mirror_show(description: &str) {
    // SAFETY: a live str's pointer and length, only read during the call.
    unsafe { reversi_mirror_show(description.as_ptr(), description.len() as u32) }
}

/// Words for the mirror's polite live region.
pub fn mirror_say(words: &str) {
    // SAFETY: a live str's pointer and length, only read during the call.
    unsafe { reversi_mirror_say(words.as_ptr(), words.len() as u32) }
}

/// What the page's mirror sent since the last frame: (true, id) a control activated,
/// (false, id) a control focused. The page asks for a frame after each.
static MIRROR_EVENTS: std::sync::Mutex<Vec<(bool, u32)>> = std::sync::Mutex::new(Vec::new());

pub fn take_mirror_events() -> Vec<(bool, u32)> {
    MIRROR_EVENTS
        .lock()
        .map(|mut q| std::mem::take(&mut *q))
        .unwrap_or_default()
}

fn push_mirror_event(event: (bool, u32)) {
    if let Ok(mut q) = MIRROR_EVENTS.lock() {
        // a page cannot flood the queue between two frames by much; keep it bounded anyway
        if q.len() < 64 {
            q.push(event);
        }
    }
}

/// Called by web/reversi.js when a control of the mirror is activated (Enter, Space, a
/// click or a screen reader's tap).
#[no_mangle]
pub extern "C" fn reversi_mirror_activate(id: u32) {
    push_mirror_event((true, id));
}

/// Called by web/reversi.js when a control of the mirror gets the keyboard focus: the
/// canvas shows its cursor or focus ring there.
#[no_mangle]
pub extern "C" fn reversi_mirror_focus(id: u32) {
    push_mirror_event((false, id));
}

/// Lets gl.js check that the page's `reversi` plugin matches this build.
#[no_mangle]
pub extern "C" fn reversi_crate_version() -> u32 {
    1
}

/// localStorage (through quad-storage), or a memory store and the reason when the browser
/// refuses it.
pub fn open_storage() -> (Box<dyn crate::storage::Storage>, Option<StorageError>) {
    match crate::storage::web::WebStorage::open() {
        Ok(storage) => (Box::new(storage), None),
        Err(why) => (
            Box::new(crate::storage::MemoryStorage::default()),
            Some(why),
        ),
    }
}

/// `navigator.languages[0]` or `navigator.language` (e.g. `de-DE`), if the browser tells one.
pub fn system_language() -> Option<String> {
    // SAFETY: js_string hands a buffer of `cap` writable bytes; JS writes at most `cap`.
    let tag = js_string(|buf, cap| unsafe { reversi_language(buf, cap) });
    let tag = tag.trim();
    (!tag.is_empty()).then(|| tag.to_owned())
}

/// Whether the page's address carries `?name` (or `&name`), e.g. `debug`, `bench`.
pub fn query_flag(name: &str) -> bool {
    // SAFETY: a live str's pointer and length, only read during the call.
    unsafe { reversi_query_has(name.as_ptr(), name.len() as u32) != 0 }
}

/// `console.error` (and, on the page, a visible message).
pub fn console_error(text: &str) {
    // SAFETY: a live str's pointer and length, only read during the call.
    unsafe { reversi_console_error(text.as_ptr(), text.len() as u32) }
}

/// `console.log`, and a line in the on-screen debug panel when the page has `?debug`.
pub fn debug_log(text: &str) {
    // SAFETY: a live str's pointer and length, only read during the call.
    unsafe { reversi_debug(text.as_ptr(), text.len() as u32) }
}

/// miniquad's default loses the panic message in the browser: log it to the console.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        console_error(&format!("Reversi stopped: {info}"));
    }));
}

/// Everything the browser build does before the first frame (called from `run()`).
pub fn init() {
    install_panic_hook();
    if query_flag("bench") {
        let positions = crate::bench::bench_positions();
        debug_log(&crate::bench::bench_hard(
            &positions,
            macroquad::miniquad::date::now,
        ));
    }
    if query_flag("panictest") {
        panic!("a test panic (?panictest)");
    }
    if query_flag("storagetest") {
        let report = crate::storage::web::selftest();
        debug_log(&format!("storage selftest: {report}"));
    }
}
