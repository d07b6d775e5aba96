//! What differs per platform: where records are stored, which language the system uses and
//! what it asks of the game's looks. Desktop (Linux, macOS, Windows), the browser (wasm32) and
//! Android each fill in their part.

#[cfg(all(any(target_os = "linux", target_os = "windows"), feature = "gui"))]
mod accesskit_bridge;
#[cfg(all(any(target_os = "linux", target_os = "windows"), feature = "gui"))]
pub mod accesskit_tree;
#[cfg(all(target_os = "android", feature = "gui"))]
mod android;
#[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
mod desktop;
#[cfg(all(any(target_os = "linux", target_os = "windows"), feature = "gui"))]
mod screen_reader;
#[cfg(feature = "gui")]
pub mod wake;
#[cfg(all(target_arch = "wasm32", feature = "gui"))]
pub mod web;
#[cfg(all(target_os = "windows", feature = "gui"))]
mod win32;

#[cfg(target_os = "linux")]
pub use desktop::display_problem;

#[cfg(feature = "gui")]
use crate::look::SystemLook;
use crate::storage::{Storage, StorageError};

/// The storage for this platform. When it cannot be had, a memory store is returned with
/// the reason, so the game still runs and can say that nothing will be kept.
pub fn open_storage() -> (Box<dyn Storage>, Option<StorageError>) {
    #[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
    return desktop::open_storage();
    #[cfg(all(target_arch = "wasm32", feature = "gui"))]
    return web::open_storage();
    #[cfg(all(target_os = "android", feature = "gui"))]
    return android::open_storage();
    #[cfg(all(
        any(target_arch = "wasm32", target_os = "android"),
        not(feature = "gui")
    ))]
    return (
        Box::new(crate::storage::MemoryStorage::default()),
        Some(StorageError::Unavailable(
            "no storage without the gui feature".into(),
        )),
    );
}

/// The system's language tag (e.g. `de_DE.UTF-8`, `de-DE`, `et`), if it tells one.
pub fn system_language() -> Option<String> {
    #[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
    return desktop::system_language();
    #[cfg(all(target_arch = "wasm32", feature = "gui"))]
    return web::system_language();
    #[cfg(all(target_os = "android", feature = "gui"))]
    return android::system_language();
    #[cfg(all(
        any(target_arch = "wasm32", target_os = "android"),
        not(feature = "gui")
    ))]
    return None;
}

/// Platform set-up at the start of `run()`: on wasm32 the panic hook that reaches the
/// browser's console (and the `?bench` self-benchmark); on Linux the AT-SPI adapter, which
/// waits on its own thread for a screen reader.
pub fn init() {
    #[cfg(all(target_arch = "wasm32", feature = "gui"))]
    web::init();
    #[cfg(all(target_os = "linux", feature = "gui"))]
    screen_reader::start();
}

/// Runs once after the window is created and before it is first shown (miniquad's hook,
/// vendor/patches/0008): Windows attaches UI Automation's provider there.
#[cfg(feature = "gui")]
pub fn before_first_show(_window: macroquad::miniquad::window::NativeWindow) {
    #[cfg(target_os = "windows")]
    if let macroquad::miniquad::window::NativeWindow::Win32 { hwnd } = _window {
        screen_reader::attach(hwnd);
    }
}

/// How many of the units macroquad draws in make one density-independent pixel ("dp":
/// 1/160 inch on a phone, a CSS pixel in a browser): on Android, where it draws in physical
/// pixels, the device's density from `DisplayMetrics` (~2.6 on a phone); elsewhere 1.0,
/// because there macroquad's sizes are already logical pixels (physical ones divided by its
/// DPI scale; taking that scale again drew everything twice as large on a HiDPI screen).
/// Size touch targets as `48.0 * display_density()` units or more. On the desktop
/// `REVERSI_DENSITY` can ask for another (see [`parse_density`]).
#[cfg(feature = "gui")]
pub fn display_density() -> f32 {
    #[cfg(target_os = "android")]
    return android::display_density();
    #[cfg(target_arch = "wasm32")]
    return 1.0;
    #[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
    return desktop::display_density();
}

/// `REVERSI_DENSITY`'s value, 0.5 to 4 units per dp: the desktop window then draws as a
/// screen of that density does, so the store screenshots (build-scripts/build-listing.sh)
/// show a 1080×1920 window as a phone at 2.625 pixels per dp shows the game.
pub fn parse_density(text: &str) -> Option<f32> {
    text.trim()
        .parse::<f32>()
        .ok()
        .filter(|d| (0.5..=4.0).contains(d))
}

/// The system's reduced-motion and contrast settings, where they are cheap to read: the
/// browser's media queries (read every frame: a change asks for a frame, web/reversi.js),
/// Android's animator duration scale, GNOME's `enable-animations` and `high-contrast`,
/// Windows' client-area animation and high-contrast mode. Elsewhere: neither.
#[cfg(feature = "gui")]
pub fn system_look() -> SystemLook {
    #[cfg(target_arch = "wasm32")]
    return web::system_look();
    #[cfg(target_os = "android")]
    return SystemLook {
        reduced_motion: android::animations_removed(),
        high_contrast: false,
    };
    #[cfg(all(target_os = "linux", not(target_os = "android")))]
    return desktop::gnome_look();
    #[cfg(target_os = "windows")]
    return win32::system_look();
    #[cfg(not(any(
        target_arch = "wasm32",
        target_os = "android",
        target_os = "linux",
        target_os = "windows"
    )))]
    return SystemLook::default();
}

/// Whether [`system_look`] can change while the game runs and is cheap enough to read every
/// frame (the browser); elsewhere it is read at the start and when the app comes back.
pub const SYSTEM_LOOK_EVERY_FRAME: bool = cfg!(target_arch = "wasm32");

/// The accessible mirror's events since the last frame (the browser's page, Android's node
/// provider, the desktop's screen reader): (true, id) activated, (false, id) focused.
#[cfg(feature = "gui")]
pub fn take_mirror_events() -> Vec<(bool, u32)> {
    #[cfg(target_arch = "wasm32")]
    return web::take_mirror_events();
    #[cfg(target_os = "android")]
    return android::access::take_actions();
    #[cfg(any(target_os = "linux", target_os = "windows"))]
    return screen_reader::take_events();
    #[cfg(not(any(
        target_arch = "wasm32",
        target_os = "android",
        target_os = "linux",
        target_os = "windows"
    )))]
    return Vec::new();
}

/// Whether a screen reader wants the accessible tree now (Android: an accessibility service
/// is on; Linux, Windows: an AT-SPI or UI Automation client asked for it). Cheap: the shell
/// asks every frame, and builds the tree only when this is true and the description changed.
#[cfg(feature = "gui")]
pub fn tree_wanted() -> bool {
    #[cfg(target_os = "android")]
    return android::access::service_on();
    #[cfg(any(target_os = "linux", target_os = "windows"))]
    return screen_reader::active();
    #[cfg(not(any(target_os = "android", target_os = "linux", target_os = "windows")))]
    return false;
}

/// True once when a desktop screen reader has (again) asked for the whole tree.
#[cfg(feature = "gui")]
pub fn tree_asked_anew() -> bool {
    #[cfg(any(target_os = "linux", target_os = "windows"))]
    return screen_reader::take_fresh();
    #[cfg(not(any(target_os = "linux", target_os = "windows")))]
    return false;
}

/// Hands the accessible tree to the platform's screen-reader adapter (Android's node
/// provider, AccessKit's on Linux and Windows).
#[cfg(feature = "gui")]
pub fn tree_show(_tree: &crate::ui::access::tree::Tree) {
    #[cfg(target_os = "android")]
    android::access::send("tree", &crate::ui::access::tree::serialize(_tree));
    #[cfg(any(target_os = "linux", target_os = "windows"))]
    screen_reader::show(_tree);
}

/// Whether the page has an accessible mirror to keep in step (the browser).
pub const HAS_MIRROR: bool = cfg!(target_arch = "wasm32");

/// Hands the mirror's description to the page (the browser; nothing elsewhere).
#[cfg(feature = "gui")]
pub fn mirror_show(_description: &str) {
    #[cfg(target_arch = "wasm32")]
    web::mirror_show(_description);
}

/// Words for the live region, as they come (the browser's page; Android's node provider
/// while a service is on).
#[cfg(feature = "gui")]
pub fn mirror_say(_words: &str) {
    #[cfg(target_arch = "wasm32")]
    web::mirror_say(_words);
    #[cfg(target_os = "android")]
    if android::access::service_on() {
        android::access::send("say", _words);
    }
}

/// Words for the desktop's screen reader while one is on, a turn at a time
/// (src/ui/turn_words.rs says why).
#[cfg(feature = "gui")]
pub fn reader_say(_words: &str) {
    #[cfg(any(target_os = "linux", target_os = "windows"))]
    screen_reader::say(_words);
}

/// The end of a frame for the desktop's screen reader: the tree to the adapter when it or
/// the words changed, and (X11) where the window is. Nothing while none listens.
#[cfg(feature = "gui")]
pub fn tree_frame(_title: &str) {
    #[cfg(any(target_os = "linux", target_os = "windows"))]
    screen_reader::frame(_title);
}

/// The window gained or lost the keyboard focus (a screen reader follows the focused one).
#[cfg(feature = "gui")]
pub fn window_focused(_focused: bool) {
    #[cfg(any(target_os = "linux", target_os = "windows"))]
    screen_reader::window_focused(_focused);
}

/// The game's window as the system knows it (X11: miniquad's connection and the window;
/// Windows: the HWND), for what works with the window beside miniquad; `None` elsewhere.
/// From miniquad (vendor/patches/0008-window-handles.patch).
#[cfg(feature = "gui")]
pub fn native_window() -> Option<macroquad::miniquad::window::NativeWindow> {
    macroquad::miniquad::window::native_window()
}

/// Leaves the app. Android: to the background, as Back on the home screen does (the game
/// keeps its state). Desktop: closes the window. Browser: nothing (a page cannot close
/// itself).
#[cfg(feature = "gui")]
pub fn leave_app() {
    #[cfg(target_os = "android")]
    android::leave_app();
    #[cfg(not(target_os = "android"))]
    macroquad::miniquad::window::order_quit();
}

/// Starts the game again where a language just chosen needs another build of it: the
/// browser's default module cannot draw the six drawn by shaping, and the page started again
/// loads the one that can (web/boot.js). Every other build draws every language: nothing.
#[cfg(feature = "gui")]
pub fn reload_page() {
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    web::reload_page();
}

/// Fetches `path` (the browser: beside the page, through its service worker; elsewhere a
/// file, but every build except the browser's has its files compiled in) and hands its bytes,
/// or why not, to `done` on the game's thread; the loop gets a frame to take them.
#[cfg(feature = "gui")]
pub fn fetch(path: &str, done: impl FnOnce(Result<Vec<u8>, String>) + 'static) {
    let done = std::cell::Cell::new(Some(done));
    let what = path.to_owned();
    macroquad::miniquad::fs::load_file(path, move |response| {
        if let Some(done) = done.take() {
            done(response.map_err(|e| format!("{what}: {e:?}")));
        }
        macroquad::miniquad::window::schedule_update();
    });
}
