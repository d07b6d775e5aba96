//! The screen: pure layout (tested without a window) and, with the `gui` feature, the
//! macroquad drawing of each state.

pub mod access;
pub mod diagrams;
pub mod fit;
pub mod focus;
pub mod font_files;
pub mod glyph_sizes;
pub mod layout;
pub mod line_break;
pub mod mirror;
pub mod page;
pub mod palette;
pub mod turn_words;

#[cfg(feature = "gui")]
pub(crate) mod draw;
#[cfg(feature = "gui")]
pub(crate) mod glyphs;
#[cfg(all(feature = "gui", feature = "shaping"))]
pub(crate) mod shaped;
