//! Reversi against the CPU. The `core` is plain Rust (no window, no I/O, no clock); the
//! `flow` drives the screens with explicit time steps; the `gui` feature adds the macroquad
//! shell that draws it on desktop, web and Android; the `train` feature the trainer of Hard's
//! evaluation, which the game does not need.

pub mod core;
pub mod flow;
pub mod i18n;
pub mod icon;
pub mod input;
pub mod persist;
pub mod platform;
pub mod sounds;
pub mod storage;
#[cfg(feature = "train")]
pub mod train;
pub mod ui;

#[cfg(feature = "gui")]
mod app;
#[cfg(feature = "gui")]
mod audio;

#[cfg(feature = "gui")]
pub use app::{parse_window_size, run, window_conf, window_is_up, DEFAULT_WINDOW_SIZE};
