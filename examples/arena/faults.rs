//! What went wrong with an outside engine (GRhino, Zebra), kept across the match's threads in
//! the order it happened: the arena prints it and fails the run.

use std::fmt::Display;
use std::sync::{Mutex, PoisonError};

#[derive(Default)]
pub struct Faults(Mutex<Vec<String>>);

impl Faults {
    /// Keeps `error` of the engine named `who`.
    pub fn push(&self, who: &str, error: impl Display) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(format!("{who}: {error}"));
    }

    /// Every fault so far.
    pub fn all(&self) -> Vec<String> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}
