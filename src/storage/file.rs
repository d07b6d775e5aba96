//! Records as files in one directory, written atomically (temporary file, fsync, rename).
//!
//! STAND-IN on the `android` branch: the lead's `FileStorage` (same name and `new(dir)`)
//! on main replaces this file when main is merged; Android only needs `FileStorage::new`.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::{Storage, StorageError};

pub struct FileStorage {
    dir: PathBuf,
}

impl FileStorage {
    /// Records live in `dir`, which is created on the first save.
    pub fn new(dir: PathBuf) -> FileStorage {
        FileStorage { dir }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, name: &str) -> Result<PathBuf, StorageError> {
        let ok = !name.is_empty()
            && !name.starts_with('.')
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
        if !ok {
            return Err(StorageError::Io(format!("bad record name {name:?}")));
        }
        Ok(self.dir.join(name))
    }
}

fn error(err: io::Error) -> StorageError {
    match err.kind() {
        io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem => {
            StorageError::Unavailable(err.to_string())
        }
        io::ErrorKind::StorageFull => StorageError::Full,
        _ => StorageError::Io(err.to_string()),
    }
}

impl Storage for FileStorage {
    fn load(&self, name: &str) -> Result<Option<String>, StorageError> {
        match fs::read(self.path(name)?) {
            Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
            Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(err) => Err(error(err)),
        }
    }

    fn save(&mut self, name: &str, contents: &str) -> Result<(), StorageError> {
        let path = self.path(name)?;
        fs::create_dir_all(&self.dir).map_err(error)?;
        let tmp = self.dir.join(format!(".{name}.tmp"));
        let written = (|| {
            let mut file = File::create(&tmp)?;
            file.write_all(contents.as_bytes())?;
            file.sync_all()?;
            fs::rename(&tmp, &path)?;
            // the rename itself is durable once the directory is synced
            if let Ok(dir) = File::open(&self.dir) {
                let _ = dir.sync_all();
            }
            Ok(())
        })();
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        written.map_err(error)
    }

    fn set_aside(&mut self, name: &str) -> Result<String, StorageError> {
        let path = self.path(name)?;
        let aside = (1..)
            .map(|n| format!("{name}.damaged-{n}"))
            .find(|candidate| !self.dir.join(candidate).exists())
            .unwrap_or_else(|| format!("{name}.damaged"));
        fs::rename(&path, self.dir.join(&aside)).map_err(error)?;
        Ok(aside)
    }

    fn remove(&mut self, name: &str) -> Result<(), StorageError> {
        match fs::remove_file(self.path(name)?) {
            Err(err) if err.kind() != io::ErrorKind::NotFound => Err(error(err)),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_load_set_aside_remove() {
        let dir = std::env::temp_dir().join(format!("reversi-file-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let mut s = FileStorage::new(dir.join("files"));
        assert_eq!(s.load("stats"), Ok(None));
        s.save("stats", "one").unwrap();
        s.save("stats", "two").unwrap();
        assert_eq!(s.load("stats"), Ok(Some("two".into())));
        assert_eq!(s.set_aside("stats"), Ok("stats.damaged-1".into()));
        assert_eq!(s.load("stats"), Ok(None));
        assert_eq!(s.load("stats.damaged-1"), Ok(Some("two".into())));
        s.remove("stats.damaged-1").unwrap();
        s.remove("stats.damaged-1").unwrap();
        assert!(s.load("../x").is_err());
        let _ = fs::remove_dir_all(&dir);
    }
}
