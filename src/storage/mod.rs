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
}

/// Records in memory: for tests, and the fallback when no real storage can be had.
#[derive(Clone, Debug, Default)]
pub struct MemoryStorage {
    pub records: BTreeMap<String, String>,
    /// When set, every save fails with this error (tests of a full or refused storage).
    pub fail_saves: Option<StorageError>,
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
        let contents = self.records.remove(name).unwrap_or_default();
        let mut n = 1;
        while self.records.contains_key(&format!("{name}.damaged-{n}")) {
            n += 1;
        }
        let aside = format!("{name}.damaged-{n}");
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
/// resuming keep a clone to look at the records or to open them again.
#[derive(Clone, Debug, Default)]
pub struct SharedMemoryStorage(pub Rc<RefCell<MemoryStorage>>);

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
}
