//! The pure game core: no macroquad, no I/O, no clocks. Built and tested on every target.
mod arch;
pub mod board;
pub mod cpu;
pub mod eval;
pub mod game;
pub mod hash;
pub mod nboard;
pub mod pattern;
pub mod record;
pub mod save;
pub mod search;
pub mod stability;
pub mod stats;
pub mod weights;

pub use board::{Board, Color, Outcome, Square};
pub use cpu::Opponent;
pub use game::{Event, Match, Turn};
pub use stats::{GameResult, Record, Stats};
