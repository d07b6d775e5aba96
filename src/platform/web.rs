//! The browser (wasm32-unknown-unknown): what the page's own JS plugin `web/reversi.js` gives
//! the game — the browser's language, a panic hook that reaches the console, query flags and
//! the `?bench` self-benchmark. Storage is in `crate::storage::web`.

use crate::storage::StorageError;
use std::fmt::Write as _;

extern "C" {
    fn reversi_language(buf: *mut u8, cap: u32) -> u32;
    fn reversi_console_error(text: *const u8, len: u32);
    fn reversi_debug(text: *const u8, len: u32);
    fn reversi_query_has(name: *const u8, len: u32) -> u32;
    fn reversi_system_look() -> u32;
    fn reversi_mirror_show(text: *const u8, len: u32);
    fn reversi_mirror_say(text: *const u8, len: u32);
}

/// `prefers-reduced-motion: reduce` (bit 1), `prefers-contrast: more` or `forced-colors:
/// active` (bit 2), as the page's media queries say now.
pub fn system_look() -> crate::flow::SystemLook {
    let bits = unsafe { reversi_system_look() };
    crate::flow::SystemLook {
        reduced_motion: bits & 1 != 0,
        high_contrast: bits & 2 != 0,
    }
}

/// The accessible mirror's description (src/ui/mirror.rs): the page renders it.
pub fn mirror_show(description: &str) {
    unsafe { reversi_mirror_show(description.as_ptr(), description.len() as u32) }
}

/// Words for the mirror's polite live region.
pub fn mirror_say(words: &str) {
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

/// A string from JS: `fill(buf, cap)` writes up to `cap` UTF-8 bytes and returns the full
/// length, so a too-small buffer is retried once at the right size.
pub(crate) fn js_string(fill: impl Fn(*mut u8, u32) -> u32) -> String {
    let mut buf = vec![0u8; 64];
    let mut len = fill(buf.as_mut_ptr(), buf.len() as u32) as usize;
    if len > buf.len() {
        buf.resize(len, 0);
        len = fill(buf.as_mut_ptr(), buf.len() as u32).min(buf.len() as u32) as usize;
    }
    buf.truncate(len);
    String::from_utf8_lossy(&buf).into_owned()
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
    let tag = js_string(|buf, cap| unsafe { reversi_language(buf, cap) });
    let tag = tag.trim();
    (!tag.is_empty()).then(|| tag.to_owned())
}

/// Whether the page's address carries `?name` (or `&name`), e.g. `debug`, `bench`.
pub fn query_flag(name: &str) -> bool {
    unsafe { reversi_query_has(name.as_ptr(), name.len() as u32) != 0 }
}

/// `console.error` (and, on the page, a visible message).
pub fn console_error(text: &str) {
    unsafe { reversi_console_error(text.as_ptr(), text.len() as u32) }
}

/// `console.log`, and a line in the on-screen debug panel when the page has `?debug`.
pub fn debug_log(text: &str) {
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
        let report = bench_hard();
        debug_log(&report);
    }
    if query_flag("panictest") {
        panic!("a test panic (?panictest)");
    }
    if query_flag("storagetest") {
        debug_log(&format!("storage selftest: {}", storage_selftest()));
    }
}

/// Exercises the localStorage backend (`?storagetest`, for the browser test): each step's
/// result, `;`-separated, e.g. `open ok; save ok; load ok; …; huge Err(Full)`.
pub fn storage_selftest() -> String {
    use crate::storage::{web::WebStorage, Storage};

    let mut storage = match WebStorage::open() {
        Ok(storage) => storage,
        Err(why) => return format!("open Err({why:?})"),
    };
    let text = "Reversi ✓ äöüß õšž \u{1F600}";
    let mut steps = vec!["open ok".to_owned()];
    let mut note = |what: &str, ok: bool, detail: String| {
        steps.push(format!(
            "{what} {}{detail}",
            if ok { "ok" } else { "FAILED" }
        ));
    };
    let saved = storage.save("selftest", text);
    note("save", saved.is_ok(), String::new());
    let loaded = storage.load("selftest");
    note("load", loaded == Ok(Some(text.to_owned())), String::new());
    let aside = storage.set_aside("selftest");
    let aside_name = aside.clone().unwrap_or_default();
    note("set_aside", aside.is_ok(), format!(" {aside_name}"));
    let gone = storage.load("selftest");
    let kept = storage.load(&aside_name);
    note(
        "moved",
        gone == Ok(None) && kept == Ok(Some(text.to_owned())),
        String::new(),
    );
    let removed = storage.remove(&aside_name);
    note(
        "remove",
        removed.is_ok() && storage.load(&aside_name) == Ok(None),
        String::new(),
    );
    // Beyond every browser's localStorage quota (5–10 MB per origin).
    let huge = "x".repeat(12 << 20);
    let full = storage.save("selftest-huge", &huge);
    note(
        "huge",
        full == Err(StorageError::Full),
        format!(" {full:?}"),
    );
    steps.push(format!("missing {:?}", storage.load("no-such-record")));
    steps.join("; ")
}

/// Times `Opponent::Hard` on a fixed set of positions from seeded games (`?bench`). Each
/// position is searched repeatedly for at least 10 ms, as `date::now()` counts milliseconds,
/// in three passes over all positions: a position's time is its best pass, which leaves out
/// what the rest of the machine did meanwhile (on a 2-core machine the browser's other
/// processes slow a pass by up to half). The first pass's median is reported too.
pub fn bench_hard() -> String {
    use crate::core::Opponent;
    use macroquad::miniquad::date;

    const PASSES: usize = 3;
    let positions = bench_positions();
    let mut best_ms = vec![f64::INFINITY; positions.len()];
    let mut first_pass_ms = Vec::with_capacity(positions.len());
    let started = date::now();
    for pass in 0..PASSES {
        for ((board, seed), best) in positions.iter().zip(best_ms.iter_mut()) {
            let ply = board.ply();
            let t0 = date::now();
            let mut runs = 0u32;
            loop {
                let chosen = Opponent::Hard.choose(board, *seed, ply);
                std::hint::black_box(chosen);
                runs += 1;
                if date::now() - t0 >= 0.010 {
                    break;
                }
            }
            let ms = (date::now() - t0) * 1000.0 / f64::from(runs);
            if pass == 0 {
                first_pass_ms.push(ms);
            }
            *best = best.min(ms);
        }
    }
    let total_s = date::now() - started;
    best_ms.sort_by(f64::total_cmp);
    first_pass_ms.sort_by(f64::total_cmp);
    let at = |times: &[f64], q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let mut report = String::new();
    let _ = write!(
        report,
        "bench hard: {} positions, best of {PASSES} passes: median {:.3} ms, p95 {:.3} ms, \
         max {:.3} ms; first pass: median {:.3} ms ({:.1} s)",
        best_ms.len(),
        at(&best_ms, 0.5),
        at(&best_ms, 0.95),
        at(&best_ms, 1.0),
        at(&first_pass_ms, 0.5),
        total_s
    );
    report
}

/// Positions from 12 seeded games (Easy against Easy), every third ply, side to move with a
/// legal move: openings, midgames and endgames alike.
fn bench_positions() -> Vec<(crate::core::Board, u64)> {
    use crate::core::{Board, Opponent};
    let mut positions = Vec::new();
    for seed in 1..=12u64 {
        let mut board = Board::start();
        while !board.is_game_over() {
            if board.must_pass() {
                board.pass().expect("a side without moves passes");
                continue;
            }
            let ply = board.ply();
            if ply % 3 == seed as u32 % 3 {
                positions.push((board, seed));
            }
            let square = Opponent::Easy
                .choose(&board, seed, ply)
                .expect("a side that need not pass has a move");
            board.play(square).expect("the CPU plays legal moves");
        }
    }
    positions
}
