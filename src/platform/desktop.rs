//! Linux, macOS and Windows: files in the per-user data directory, language from the
//! environment.

use std::path::PathBuf;

use crate::storage::file::FileStorage;
use crate::storage::{MemoryStorage, Storage, StorageError};

/// `REVERSI_DATA_DIR` (tests, portable installs), else the platform's per-user data place.
pub fn data_dir() -> Option<PathBuf> {
    let var = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if let Some(dir) = var("REVERSI_DATA_DIR") {
        return Some(dir);
    }
    if cfg!(target_os = "windows") {
        return var("APPDATA").map(|d| d.join("Reversi"));
    }
    if cfg!(target_os = "macos") {
        return var("HOME").map(|h| h.join("Library/Application Support/Reversi"));
    }
    var("XDG_DATA_HOME")
        .or_else(|| var("HOME").map(|h| h.join(".local/share")))
        .map(|d| d.join("reversi"))
}

/// 1.0, as macroquad counts logical pixels here, unless `REVERSI_DENSITY` asks for another
/// (the store screenshots); read once.
#[cfg(feature = "gui")]
pub fn display_density() -> f32 {
    static DENSITY: std::sync::OnceLock<f32> = std::sync::OnceLock::new();
    *DENSITY.get_or_init(|| {
        std::env::var("REVERSI_DENSITY")
            .ok()
            .and_then(|v| super::parse_density(&v))
            .unwrap_or(1.0)
    })
}

pub fn open_storage() -> (Box<dyn Storage>, Option<StorageError>) {
    let Some(dir) = data_dir() else {
        return (
            Box::new(MemoryStorage::default()),
            Some(StorageError::Unavailable("no home directory".into())),
        );
    };
    let files = FileStorage::new(dir);
    // keep the file store even if the directory can't be made now: reads may still work
    let problem = files.ensure_dir().err();
    (Box::new(files), problem)
}

/// The POSIX locale variables as gettext reads them; on Windows (where they are normally
/// unset) then the user's display language.
pub fn system_language() -> Option<String> {
    let var = |name: &str| std::env::var(name).ok();
    posix_languages(var).or_else(windows_ui_language)
}

/// gettext's order: `LANGUAGE`'s list first, unless the locale is `C` (or `POSIX`), then the
/// locale of messages: `LC_ALL`, else `LC_MESSAGES`, else `LANG`. A list for
/// `i18n::pick_language`, which takes its first shipped language.
pub fn posix_languages(var: impl Fn(&str) -> Option<String>) -> Option<String> {
    let set = |name: &str| var(name).filter(|v| !v.is_empty());
    let locale = set("LC_ALL")
        .or_else(|| set("LC_MESSAGES"))
        .or_else(|| set("LANG"));
    let plain = locale
        .as_deref()
        .is_some_and(|l| matches!(l.split('.').next(), Some("C" | "POSIX")));
    match (set("LANGUAGE").filter(|_| !plain), locale) {
        (Some(list), Some(locale)) => Some(format!("{list}:{locale}")),
        (list, locale) => list.or(locale),
    }
}

/// Windows' user interface language as a tag such as `de-DE` (kernel32, no extra DLL).
#[cfg(target_os = "windows")]
fn windows_ui_language() -> Option<String> {
    #[link(name = "kernel32")]
    extern "system" {
        fn GetUserDefaultUILanguage() -> u16;
        fn LCIDToLocaleName(locale: u32, name: *mut u16, len: i32, flags: u32) -> i32;
    }
    const LOCALE_NAME_MAX_LENGTH: usize = 85;
    let mut name = [0u16; LOCALE_NAME_MAX_LENGTH];
    // SAFETY: plain Win32 calls; the buffer's length is passed and the result bounds-checked.
    let len = unsafe {
        LCIDToLocaleName(
            u32::from(GetUserDefaultUILanguage()),
            name.as_mut_ptr(),
            name.len() as i32,
            0,
        )
    };
    // the length counts the terminating zero
    let len = usize::try_from(len)
        .ok()
        .filter(|&n| n > 1 && n <= name.len())?;
    String::from_utf16(&name[..len - 1]).ok()
}

#[cfg(not(target_os = "windows"))]
fn windows_ui_language() -> Option<String> {
    None
}

/// Why no window can be opened on Linux, as one sentence for the player, or `None` when an X
/// display answers (miniquad opens its window through X11; without one it panics with a
/// backtrace). libX11 is looked up at run time, as miniquad does, so the binary needs no
/// X11 library to start.
#[cfg(target_os = "linux")]
pub fn display_problem() -> Option<String> {
    use std::ffi::{c_char, c_int, c_void};
    extern "C" {
        fn dlopen(filename: *const c_char, flag: c_int) -> *mut c_void;
        fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
        fn dlclose(handle: *mut c_void) -> c_int;
    }
    const RTLD_LAZY: c_int = 1;
    type OpenDisplay = unsafe extern "C" fn(*const c_char) -> *mut c_void;
    type CloseDisplay = unsafe extern "C" fn(*mut c_void) -> c_int;
    // SAFETY: dlopen/dlsym with NUL-terminated names; the symbols are called with the
    // signatures Xlib documents, and only when found.
    unsafe {
        let lib = dlopen(c"libX11.so.6".as_ptr(), RTLD_LAZY);
        if lib.is_null() {
            return Some(
                "Reversi needs X11 (or XWayland) to show its window, and its library libX11.so.6 is not installed (Debian and Ubuntu: the package libx11-6).".into(),
            );
        }
        let open = dlsym(lib, c"XOpenDisplay".as_ptr());
        let close = dlsym(lib, c"XCloseDisplay".as_ptr());
        let mut problem = None;
        if !open.is_null() && !close.is_null() {
            let open: OpenDisplay = std::mem::transmute(open);
            let close: CloseDisplay = std::mem::transmute(close);
            let display = open(std::ptr::null());
            if display.is_null() {
                let name = std::env::var("DISPLAY").unwrap_or_default();
                problem = Some(if name.is_empty() {
                    "Reversi needs a graphical desktop to show its window, and no display is set (DISPLAY is empty): start it from a desktop session.".to_owned()
                } else {
                    format!("Reversi needs a graphical desktop to show its window, and the display {name} does not answer: start it from a desktop session.")
                });
            } else {
                close(display);
            }
        }
        dlclose(lib);
        problem
    }
}

/// GNOME's settings (also read by other GTK desktops): animations off, high contrast on.
/// `gsettings` is asked once per start; without it (another desktop, a server) neither.
#[cfg(all(target_os = "linux", feature = "gui"))]
pub fn gnome_look() -> crate::look::SystemLook {
    let get = |schema: &str, key: &str| -> Option<bool> {
        let out = std::process::Command::new("gsettings")
            .args(["get", schema, key])
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        match String::from_utf8_lossy(&out.stdout).trim() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        }
    };
    crate::look::SystemLook {
        reduced_motion: get("org.gnome.desktop.interface", "enable-animations") == Some(false),
        high_contrast: get("org.gnome.desktop.a11y.interface", "high-contrast") == Some(true),
    }
}

#[cfg(test)]
mod tests {
    use super::posix_languages;
    use crate::i18n::pick_language;

    fn lang(vars: &[(&str, &str)]) -> &'static str {
        let list = posix_languages(|name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        });
        pick_language(list.as_deref())
    }

    #[test]
    fn linux_reads_language_lc_all_lc_messages_and_lang_as_gettext_does() {
        assert_eq!(lang(&[("LANG", "ja_JP.UTF-8")]), "ja");
        assert_eq!(
            lang(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "ko_KR.UTF-8")]),
            "ko"
        );
        assert_eq!(
            lang(&[("LC_MESSAGES", "ko_KR.UTF-8"), ("LC_ALL", "ru_RU.UTF-8")]),
            "ru"
        );
        // LANGUAGE's list comes first, its first shipped language
        assert_eq!(
            lang(&[("LANG", "de_DE.UTF-8"), ("LANGUAGE", "fi:zh_TW:de")]),
            "zh-Hant"
        );
        // ... but not under the C locale
        assert_eq!(lang(&[("LANG", "C"), ("LANGUAGE", "fr")]), "en");
        assert_eq!(lang(&[("LC_ALL", "C.UTF-8"), ("LANGUAGE", "fr")]), "en");
        // empty is unset
        assert_eq!(lang(&[("LC_ALL", ""), ("LANG", "pt_PT.UTF-8")]), "pt-BR");
        assert_eq!(lang(&[("LANGUAGE", "es")]), "es");
        assert_eq!(lang(&[]), "en");
    }
}
