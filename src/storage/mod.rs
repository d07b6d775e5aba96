//! Where saves live: one small trait over named text records, with a backend per platform
//! (memory for tests, files on desktop and Android, localStorage in the browser).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
pub mod file;

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The place to save is missing, refused or read-only (private browsing, no permission).
    Unavailable(String),
    /// The disk or the browser's quota is full.
    Full,
    /// Any other failure, with the system's words.
    Io(String),
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Unavailable(why) => write!(f, "storage unavailable: {why}"),
            StorageError::Full => write!(f, "storage full"),
            StorageError::Io(why) => write!(f, "storage error: {why}"),
        }
    }
}

/// Named text records. A `save` either replaces the whole record or leaves the old one:
/// a crash or a full disk mid-write never leaves half a record behind.
pub trait Storage {
    /// The record's text, `Ok(None)` when there is none. Bytes that are not UTF-8 are a
    /// damaged record: they come back lossily converted, so the caller can set them aside.
    fn load(&self, name: &str) -> Result<Option<String>, StorageError>;
    fn save(&mut self, name: &str, contents: &str) -> Result<(), StorageError>;
    /// Keeps a damaged record under a new name (never overwriting an earlier one) and
    /// removes it under its own name; returns the new name.
    fn set_aside(&mut self, name: &str) -> Result<String, StorageError>;
    fn remove(&mut self, name: &str) -> Result<(), StorageError>;

    /// Keeps a copy of a record under a new name (as `set_aside` names it) and leaves the
    /// record in place, for a repair that rewrites it: a crash between the two steps then
    /// leaves the original, never nothing.
    fn keep_copy(&mut self, name: &str) -> Result<String, StorageError> {
        let contents = self.load(name)?.unwrap_or_default();
        let copy = free_damaged_name(name, |candidate| self.load(candidate))?;
        self.save(&copy, &contents)?;
        Ok(copy)
    }

    /// Keeps every other instance of the game from changing records until the returned
    /// guard is dropped, so a read, a change and a write of a record are one step. Files
    /// take an advisory lock; the browser needs none (one call runs to its end before
    /// another tab's script can touch localStorage through us).
    fn lock_records(&mut self) -> RecordsLock {
        RecordsLock::default()
    }

    /// Claims the saved game for this instance for as long as it runs; false when another
    /// running instance (a second window) holds it. Where that cannot be known, true.
    fn claim_game(&mut self) -> bool {
        true
    }

    /// Names of the records another instance wrote since the last call (the browser's
    /// `storage` event from other tabs); empty where nobody tells.
    fn changed_elsewhere(&mut self) -> Vec<String> {
        Vec::new()
    }
}

/// How many damaged copies of one record are kept at most; beyond, setting aside fails and
/// the record is protected instead (see `persist`), so a record damaged at every start never
/// fills the disk.
const MAX_DAMAGED_COPIES: u32 = 999;

/// The first free name for a damaged copy of `name`: `name.damaged-1`, `-2`, … (`exists`
/// loads a candidate: `Some` when it is taken). Every backend names its copies here.
pub fn free_damaged_name<T>(
    name: &str,
    exists: impl Fn(&str) -> Result<Option<T>, StorageError>,
) -> Result<String, StorageError> {
    for n in 1..=MAX_DAMAGED_COPIES {
        let candidate = format!("{name}.damaged-{n}");
        if exists(&candidate)?.is_none() {
            return Ok(candidate);
        }
    }
    Err(StorageError::Io("too many damaged copies".into()))
}

/// Held while records are read and rewritten as one step (see [`Storage::lock_records`]);
/// dropping it lets the next instance in.
#[derive(Debug, Default)]
pub struct RecordsLock {
    _file: Option<std::fs::File>,
}

impl RecordsLock {
    pub fn holding(file: std::fs::File) -> RecordsLock {
        RecordsLock { _file: Some(file) }
    }
}

/// Records in memory: for tests, and the fallback when no real storage can be had.
#[derive(Clone, Debug, Default)]
pub struct MemoryStorage {
    pub records: BTreeMap<String, String>,
    /// When set, every save fails with this error (tests of a full or refused storage).
    pub fail_saves: Option<StorageError>,
    /// A running instance holds the saved game (tests of a second window: shared stores
    /// let the first owner claim it and refuse the later ones).
    pub game_claimed: bool,
}

impl Storage for MemoryStorage {
    fn load(&self, name: &str) -> Result<Option<String>, StorageError> {
        Ok(self.records.get(name).cloned())
    }

    fn save(&mut self, name: &str, contents: &str) -> Result<(), StorageError> {
        if let Some(err) = &self.fail_saves {
            return Err(err.clone());
        }
        self.records.insert(name.to_owned(), contents.to_owned());
        Ok(())
    }

    fn set_aside(&mut self, name: &str) -> Result<String, StorageError> {
        let aside = free_damaged_name(name, |candidate| Ok(self.records.get(candidate)))?;
        let contents = self.records.remove(name).unwrap_or_default();
        self.records.insert(aside.clone(), contents);
        Ok(aside)
    }

    fn remove(&mut self, name: &str) -> Result<(), StorageError> {
        self.records.remove(name);
        Ok(())
    }
}

#[cfg(all(target_arch = "wasm32", feature = "gui"))]
pub mod web;

/// One memory store with several owners, as launches share a disk: tests of saving and
/// resuming keep a clone to look at the records or to open them again. A clone that claimed
/// the saved game (see [`Storage::claim_game`]) gives it back when dropped, as a process that
/// exits releases its lock.
#[derive(Debug, Default)]
pub struct SharedMemoryStorage(pub Rc<RefCell<MemoryStorage>>, bool);

impl Clone for SharedMemoryStorage {
    fn clone(&self) -> Self {
        SharedMemoryStorage(Rc::clone(&self.0), false)
    }
}

impl Drop for SharedMemoryStorage {
    fn drop(&mut self) {
        if self.1 {
            self.0.borrow_mut().game_claimed = false;
        }
    }
}

impl Storage for SharedMemoryStorage {
    fn load(&self, name: &str) -> Result<Option<String>, StorageError> {
        self.0.borrow().load(name)
    }

    fn save(&mut self, name: &str, contents: &str) -> Result<(), StorageError> {
        self.0.borrow_mut().save(name, contents)
    }

    fn set_aside(&mut self, name: &str) -> Result<String, StorageError> {
        self.0.borrow_mut().set_aside(name)
    }

    fn remove(&mut self, name: &str) -> Result<(), StorageError> {
        self.0.borrow_mut().remove(name)
    }

    fn claim_game(&mut self) -> bool {
        if !self.1 {
            let mut memory = self.0.borrow_mut();
            self.1 = !std::mem::replace(&mut memory.game_claimed, true);
        }
        self.1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damaged_copies_take_the_next_free_number() {
        let mut memory = MemoryStorage::default();
        memory.save("stats.json", "one").unwrap();
        assert_eq!(
            memory.set_aside("stats.json"),
            Ok("stats.json.damaged-1".into())
        );
        memory.save("stats.json", "two").unwrap();
        assert_eq!(
            memory.keep_copy("stats.json"),
            Ok("stats.json.damaged-2".into())
        );
        assert_eq!(memory.load("stats.json"), Ok(Some("two".into())));
        memory.remove("stats.json.damaged-1").unwrap();
        assert_eq!(
            memory.set_aside("stats.json"),
            Ok("stats.json.damaged-1".into())
        );
        assert_eq!(memory.load("stats.json.damaged-2"), Ok(Some("two".into())));
    }

    #[test]
    fn a_record_damaged_too_often_is_refused_not_copied_again() {
        let taken = |_: &str| Ok(Some(()));
        assert_eq!(
            free_damaged_name("game.json", taken),
            Err(StorageError::Io("too many damaged copies".into()))
        );
    }
}
