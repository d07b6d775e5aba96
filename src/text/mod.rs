//! The text path for the scripts that one glyph per character cannot draw (issue 65: Arabic,
//! Persian, Hebrew, Hindi, Bengali, Thai), plain Rust without a window:
//!
//! ```text
//! message (Fluent, isolation marks around placeables; counts and times in digits::Numbering)
//!   -> bidi    the line's runs in visual order (UAX #9, the paragraph's direction the language's)
//!   -> script  each run cut where its script changes
//!   -> shape   each piece shaped by HarfRust: glyph ids and positions, in visual order
//! ```
//!
//! `digits` is always built (the browser draws counts too); the rest is the `shaping`
//! feature's, which the browser's default build leaves out (HarfRust and unicode-bidi cost
//! more than its budget has room for: docs/platforms.md, "The text path").

pub mod digits;

#[cfg(feature = "shaping")]
pub mod bidi;
#[cfg(feature = "shaping")]
mod script;
#[cfg(feature = "shaping")]
pub mod shape;
