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

/// The languages whose texts are drawn by shaping (one glyph per character cannot draw them:
/// joining, conjuncts, reordered vowel signs, stacked marks, right to left).
pub const SHAPED: [&str; 6] = ["he", "ar", "fa", "hi", "bn", "th"];

/// Whether `lang` (a shipped code) is drawn by shaping.
pub fn is_shaped(lang: &str) -> bool {
    SHAPED.contains(&lang)
}

/// Whether this build can draw `lang`: every language, but the ones drawn by shaping only
/// with the `shaping` feature (the browser's default module leaves it out).
pub fn drawable(lang: &str) -> bool {
    cfg!(feature = "shaping") || !is_shaped(lang)
}

/// Whether `lang` (a code or a tag: only its language counts) is written right to left:
/// Arabic, Persian, Hebrew. Never in a build without shaping, which does not offer them: the
/// browser's default module then carries no right-to-left layout at all.
pub fn is_rtl(lang: &str) -> bool {
    cfg!(feature = "shaping")
        && matches!(
            lang.split(['-', '_']).next().unwrap_or(lang),
            "ar" | "fa" | "he"
        )
}

#[cfg(feature = "shaping")]
pub mod bidi;
#[cfg(feature = "shaping")]
mod script;
#[cfg(feature = "shaping")]
pub mod shape;
