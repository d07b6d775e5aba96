//! localStorage through quad-storage (the browser, wasm32). quad-storage's calls report no
//! errors, so the page's `quad_storage` plugin (`web/quad-storage.js`) catches every exception
//! of `localStorage` and keeps a status that `reversi_storage_status` hands over after each call.

use super::{Storage, StorageError};
use quad_storage::LocalStorage;

extern "C" {
    /// 0 after a good call, else 1 unavailable, 2 quota exceeded, 3 another failure; reading
    /// it resets it to 0.
    fn reversi_storage_status() -> u32;
    /// The last failure's message (UTF-8 into `buf`), returns its full length.
    fn reversi_storage_message(buf: *mut u8, cap: u32) -> u32;
    /// Names of the records other tabs wrote since the last call, one a line (from the
    /// `storage` event); returns the full length, and forgets them once they fitted.
    fn reversi_storage_changed(buf: *mut u8, cap: u32) -> u32;
}

/// Every record lives under this prefix, so other pages of the same origin are left alone.
const PREFIX: &str = "reversi/";

pub struct WebStorage {
    local: LocalStorage,
}

fn status() -> Result<(), StorageError> {
    // SAFETY: takes nothing, returns a number (web/quad-storage.js).
    match unsafe { reversi_storage_status() } {
        0 => Ok(()),
        2 => Err(StorageError::Full),
        code => {
            // SAFETY: js_string hands a buffer of `cap` writable bytes; the plugin writes at
            // most `cap` of them (reversi_put_string).
            let why = crate::js::js_string(|buf, cap| unsafe { reversi_storage_message(buf, cap) });
            Err(if code == 1 {
                StorageError::Unavailable(why)
            } else {
                StorageError::Io(why)
            })
        }
    }
}

fn key(name: &str) -> String {
    format!("{PREFIX}{name}")
}

impl WebStorage {
    /// localStorage when the browser gives it; `Unavailable` when it is absent or refused
    /// (storage disabled, a sandboxed frame).
    pub fn open() -> Result<WebStorage, StorageError> {
        let storage = WebStorage {
            local: LocalStorage::default(),
        };
        storage.local.len();
        status()?;
        Ok(storage)
    }
}

impl Storage for WebStorage {
    fn load(&self, name: &str) -> Result<Option<String>, StorageError> {
        // The plugin hands back well-formed strings only (lone surrogates become U+FFFD), so
        // a foreign value arrives as text the caller can reject and set aside.
        let value = self.local.get(&key(name));
        status()?;
        Ok(value)
    }

    /// `localStorage.setItem` replaces the whole value or throws and leaves the old one.
    fn save(&mut self, name: &str, contents: &str) -> Result<(), StorageError> {
        self.local.set(&key(name), contents);
        status()
    }

    fn set_aside(&mut self, name: &str) -> Result<String, StorageError> {
        let contents = self.load(name)?.unwrap_or_default();
        let aside = super::free_damaged_name(name, |candidate| self.load(candidate))?;
        self.save(&aside, &contents)?;
        self.remove(name)?;
        Ok(aside)
    }

    fn remove(&mut self, name: &str) -> Result<(), StorageError> {
        self.local.remove(&key(name));
        status()
    }

    // No `lock_records`: localStorage has no lock a synchronous call could wait on. A read,
    // its change and the write happen in one call, so another tab's write can slip in only
    // within those microseconds (tabs in other processes see each other's writes a moment
    // later), not in the minutes between two moves as when each tab wrote its own copy.

    fn changed_elsewhere(&mut self) -> Vec<String> {
        // SAFETY: js_string hands a buffer of `cap` writable bytes; the plugin writes at most
        // `cap` of them (reversi_put_string).
        let names = crate::js::js_string(|buf, cap| unsafe { reversi_storage_changed(buf, cap) });
        names.lines().map(str::to_owned).collect()
    }
}

/// Exercises the localStorage backend (`?storagetest`, for the browser test): each step's
/// result, `;`-separated, e.g. `open ok; save ok; load ok; …; huge Err(Full)`.
pub fn selftest() -> String {
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
