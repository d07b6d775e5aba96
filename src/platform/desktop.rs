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

/// The POSIX locale variables in their order of precedence.
pub fn system_language() -> Option<String> {
    ["LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
}
