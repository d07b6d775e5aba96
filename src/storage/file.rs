//! Records as files in one directory, written atomically: the desktop's per-user data
//! directory, Android's app-internal files directory.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::{RecordsLock, Storage, StorageError};

/// More than any record of ours; a larger file is read only this far (and then fails to
/// validate and is set aside whole).
const READ_LIMIT: u64 = 1024 * 1024;

/// Held by the instance that owns the saved game (see [`Storage::claim_game`]).
const GAME_LOCK: &str = "game.lock";
/// Held for the moment a record is read and rewritten (see [`Storage::lock_records`]).
const RECORDS_LOCK: &str = "records.lock";
/// How long a write waits for another instance's read-and-write before going on unlocked:
/// theirs takes milliseconds; a hung one must not freeze this window.
const LOCK_PATIENCE: Duration = Duration::from_secs(2);

/// Makes each temporary file name unique within the process (the process id makes it
/// unique between processes), so two writers never write into one file.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

#[derive(Debug)]
pub struct FileStorage {
    dir: PathBuf,
    /// The open, locked `game.lock` while this instance owns the saved game.
    game_lock: Option<File>,
}

impl FileStorage {
    pub fn new(dir: PathBuf) -> FileStorage {
        FileStorage {
            dir,
            game_lock: None,
        }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Creates the directory; an error says the storage cannot be used.
    pub fn ensure_dir(&self) -> Result<(), StorageError> {
        fs::create_dir_all(&self.dir).map_err(|e| storage_error(&e))
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }
}

/// ENOSPC and EDQUOT are "full" whatever std's version calls them.
fn storage_error(e: &io::Error) -> StorageError {
    match (e.kind(), e.raw_os_error()) {
        (io::ErrorKind::StorageFull, _) | (_, Some(28)) | (_, Some(122)) => StorageError::Full,
        (io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem, _) => {
            StorageError::Unavailable(e.to_string())
        }
        _ => StorageError::Io(e.to_string()),
    }
}

impl Storage for FileStorage {
    fn load(&self, name: &str) -> Result<Option<String>, StorageError> {
        let file = match File::open(self.path(name)) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(storage_error(&e)),
        };
        let mut bytes = Vec::new();
        file.take(READ_LIMIT)
            .read_to_end(&mut bytes)
            .map_err(|e| storage_error(&e))?;
        Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
    }

    /// Temporary file, flush to disk, rename over the old one: a crash or a full disk at
    /// any point leaves either the old record or the new one.
    fn save(&mut self, name: &str, contents: &str) -> Result<(), StorageError> {
        self.ensure_dir()?;
        let target = self.path(name);
        let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
        let temp = self.path(&format!("{name}.tmp-{}-{n}", std::process::id()));
        let written = (|| -> io::Result<()> {
            let mut file = OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(true)
                .open(&temp)?;
            file.write_all(contents.as_bytes())?;
            file.sync_all()?;
            fs::rename(&temp, &target)?;
            // The rename itself is durable only once the directory is synced (POSIX). The
            // record is replaced already, so a failure here is no failure to save: reporting
            // one would have the statistics' changes merged a second time.
            #[cfg(unix)]
            let _ = File::open(&self.dir).and_then(|dir| dir.sync_all());
            Ok(())
        })();
        written.map_err(|e| {
            let _ = fs::remove_file(&temp);
            storage_error(&e)
        })
    }

    fn set_aside(&mut self, name: &str) -> Result<String, StorageError> {
        let aside = super::free_damaged_name(name, |candidate| {
            Ok(self.path(candidate).exists().then_some(()))
        })?;
        fs::rename(self.path(name), self.path(&aside)).map_err(|e| storage_error(&e))?;
        Ok(aside)
    }

    fn remove(&mut self, name: &str) -> Result<(), StorageError> {
        match fs::remove_file(self.path(name)) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(storage_error(&e)),
        }
    }

    /// An advisory lock (`flock` on Unix and Android, `LockFileEx` on Windows, through
    /// std's `File::lock`) on a file beside the records. Where locking is impossible
    /// (no directory, a file system without locks) or another instance holds it too long,
    /// the write goes ahead unlocked: never worse than before locks existed.
    fn lock_records(&mut self) -> RecordsLock {
        if self.ensure_dir().is_err() {
            return RecordsLock::default();
        }
        let Ok(file) = open_lock_file(&self.path(RECORDS_LOCK)) else {
            return RecordsLock::default();
        };
        let since = Instant::now();
        loop {
            match file.try_lock() {
                Ok(()) => return RecordsLock::holding(file),
                Err(fs::TryLockError::WouldBlock) if since.elapsed() < LOCK_PATIENCE => {
                    std::thread::sleep(Duration::from_millis(2));
                }
                Err(_) => return RecordsLock::default(),
            }
        }
    }

    /// The first instance locks `game.lock` and keeps it open until it exits (the
    /// system releases it even after a crash); a second one finds it locked.
    fn claim_game(&mut self) -> bool {
        // One activity per task on Android: a second instance of the game there is a
        // recreated activity in the same process, which must keep saving its game.
        if cfg!(target_os = "android") || self.game_lock.is_some() {
            return true;
        }
        if self.ensure_dir().is_err() {
            return true;
        }
        let Ok(file) = open_lock_file(&self.path(GAME_LOCK)) else {
            return true;
        };
        match file.try_lock() {
            Ok(()) => {
                self.game_lock = Some(file);
                true
            }
            Err(fs::TryLockError::WouldBlock) => false,
            // no locks on this file system: nobody can tell, so behave as before
            Err(fs::TryLockError::Error(_)) => true,
        }
    }
}

fn open_lock_file(path: &Path) -> io::Result<File> {
    OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("reversi-file-{tag}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn records_round_trip_and_replace_atomically() {
        let dir = temp_dir("round");
        let mut s = FileStorage::new(dir.clone());
        assert_eq!(s.load("game.json"), Ok(None));
        s.save("game.json", "one").unwrap();
        s.save("game.json", "two").unwrap();
        assert_eq!(s.load("game.json"), Ok(Some("two".into())));
        let leftovers: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|name| name.contains(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
        s.remove("game.json").unwrap();
        assert_eq!(s.load("game.json"), Ok(None));
        s.remove("game.json").unwrap();
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn damaged_records_are_kept_under_new_names() {
        let dir = temp_dir("aside");
        let mut s = FileStorage::new(dir.clone());
        s.save("stats.json", "garbage 1").unwrap();
        assert_eq!(s.set_aside("stats.json"), Ok("stats.json.damaged-1".into()));
        s.save("stats.json", "garbage 2").unwrap();
        assert_eq!(s.set_aside("stats.json"), Ok("stats.json.damaged-2".into()));
        assert_eq!(s.load("stats.json"), Ok(None));
        assert_eq!(s.load("stats.json.damaged-1"), Ok(Some("garbage 1".into())));
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn non_utf8_bytes_come_back_as_text_to_reject() {
        let dir = temp_dir("bytes");
        let s = FileStorage::new(dir.clone());
        s.ensure_dir().unwrap();
        fs::write(dir.join("game.json"), [0xff, 0xfe, 0x00, b'{']).unwrap();
        let text = s.load("game.json").unwrap().unwrap();
        assert!(text.contains('\u{fffd}'));
        let _ = fs::remove_dir_all(dir);
    }

    #[cfg(unix)]
    #[test]
    fn an_unwritable_directory_is_an_error_not_a_panic() {
        // a directory path below a regular file can never be created
        let dir = temp_dir("blocked");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("file"), "x").unwrap();
        let mut s = FileStorage::new(dir.join("file").join("sub"));
        assert!(s.save("game.json", "x").is_err());
        assert!(s.load("game.json").is_err() || s.load("game.json") == Ok(None));
        let _ = fs::remove_dir_all(dir);
    }
}
