//! What differs per platform: where records are stored and which language the system uses.
//! Desktop (Linux, macOS, Windows), the browser (wasm32) and Android each fill in their part.

use crate::storage::{MemoryStorage, Storage, StorageError};

/// The storage for this platform. When it cannot be had, a memory store is returned with
/// the reason, so the game still runs and can say that nothing will be kept.
pub fn open_storage() -> (Box<dyn Storage>, Option<StorageError>) {
    #[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
    {
        match desktop::FileStorage::open() {
            Ok(files) => return (Box::new(files), None),
            Err(e) => return (Box::new(MemoryStorage::default()), Some(e)),
        }
    }
    #[allow(unreachable_code)]
    (
        Box::new(MemoryStorage::default()),
        Some(StorageError::Unavailable("not wired yet".into())),
    )
}

/// Provisional desktop files (REVERSI_DATA_DIR, else the per-user data dir), written
/// atomically; the lead's platform storage replaces this.
#[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
mod desktop {
    use crate::storage::{Storage, StorageError};
    use std::path::PathBuf;

    pub struct FileStorage {
        dir: PathBuf,
    }

    fn io(e: std::io::Error) -> StorageError {
        StorageError::Io(e.to_string())
    }

    impl FileStorage {
        pub fn open() -> Result<FileStorage, StorageError> {
            let dir = match std::env::var_os("REVERSI_DATA_DIR") {
                Some(d) => PathBuf::from(d),
                None => match std::env::var_os("XDG_DATA_HOME") {
                    Some(d) => PathBuf::from(d).join("reversi"),
                    None => std::env::var_os("HOME")
                        .map(|h| PathBuf::from(h).join(".local/share/reversi"))
                        .ok_or_else(|| StorageError::Unavailable("no home directory".into()))?,
                },
            };
            std::fs::create_dir_all(&dir).map_err(|e| StorageError::Unavailable(e.to_string()))?;
            Ok(FileStorage { dir })
        }

        fn path(&self, name: &str) -> PathBuf {
            self.dir.join(format!("{name}.txt"))
        }
    }

    impl Storage for FileStorage {
        fn load(&self, name: &str) -> Result<Option<String>, StorageError> {
            match std::fs::read(self.path(name)) {
                Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(io(e)),
            }
        }

        fn save(&mut self, name: &str, contents: &str) -> Result<(), StorageError> {
            let tmp = self.dir.join(format!("{name}.tmp"));
            std::fs::write(&tmp, contents).map_err(io)?;
            std::fs::rename(&tmp, self.path(name)).map_err(io)
        }

        fn set_aside(&mut self, name: &str) -> Result<String, StorageError> {
            let aside = (1..1000)
                .map(|n| format!("{name}.damaged-{n}"))
                .find(|c| !self.path(c).exists())
                .unwrap_or_else(|| format!("{name}.damaged"));
            std::fs::rename(self.path(name), self.path(&aside)).map_err(io)?;
            Ok(aside)
        }

        fn remove(&mut self, name: &str) -> Result<(), StorageError> {
            match std::fs::remove_file(self.path(name)) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(io(e)),
                _ => Ok(()),
            }
        }
    }
}

/// The system's language tag (e.g. `de_DE.UTF-8`, `de-DE`, `et`), if it tells one.
pub fn system_language() -> Option<String> {
    None
}
