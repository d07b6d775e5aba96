//! Reversi against the CPU. The `core` is plain Rust (no window, no I/O, no clock); the
//! `flow` drives the screens with explicit time steps; the `gui` feature adds the macroquad
//! shell that draws it on desktop, web and Android; the `train` feature the trainer of Hard's
//! evaluation, which the game does not need.
//!
//! The layers, each taking only from those below it:
//!
//! ```text
//! app, packs, audio   the shell (gui): the window's events in, the flow stepped, drawn, said
//! input               one frame's keys, clicks and mirror events as flow commands
//! platform            per OS: records' place, the system's language and look, the screen
//!                     readers' adapters (they take the accessible tree as plain data)
//! ui                  layout, drawing, the mirror; the accessible tree built from the flow
//!                     (ui::access), its plain types apart (ui::access::tree)
//! flow                the screens as a state machine, driven by commands and time steps
//! look, persist       the system's look as a value; loading and saving the records
//! storage             named records and their backends
//! core, i18n, sounds  rules, search, the match, statistics, save formats; texts; sounds
//! text                a line as shaped glyphs in visual order (bidi, scripts, HarfRust; the
//!                     `shaping` feature), a language's digits
//! ```

// Tests may run long (a table of cases, a whole game played out): Cargo.toml's function-length
// limit is for the code they test. (Each file in tests/ says the same at its top as needed.)
#![cfg_attr(test, allow(clippy::too_many_lines))]

pub mod core;
pub mod flow;
pub mod i18n;
pub mod icon;
pub mod input;
pub mod look;
pub mod persist;
pub mod platform;
pub mod sounds;
pub mod storage;
pub mod text;
#[cfg(feature = "train")]
pub mod train;
pub mod ui;

#[cfg(feature = "gui")]
mod app;
#[cfg(feature = "gui")]
mod audio;
#[cfg(any(all(target_arch = "wasm32", feature = "gui"), test))]
mod bench;
#[cfg(all(target_arch = "wasm32", feature = "gui"))]
mod js;
#[cfg(feature = "gui")]
mod packs;

#[cfg(feature = "gui")]
pub use app::{parse_window_size, run, window_conf, window_is_up, DEFAULT_WINDOW_SIZE};
