//! The game's font with its glyphs rasterized before they are drawn.
//!
//! macroquad rasterizes a glyph the first time a text needs it at a size, into one atlas
//! texture. When the atlas has to grow, it is made anew: the texture that the frame's
//! earlier texts were queued with is deleted and their glyphs move (the browser logs
//! "glBindTexture called with an already deleted texture", the text blinks). Here every
//! text size is prepared with every character the game can show before its first text is
//! measured or drawn, and a frame in which that happened is drawn a second time, from an
//! atlas that no longer changes. Every other frame is drawn once.

use std::cell::{Cell, RefCell};

use macroquad::prelude::{measure_text, Font, TextDimensions};

use crate::i18n::{sources, LANGUAGES};

pub struct GlyphFont {
    font: Font,
    /// Every character of the five locales and printable ASCII, sorted.
    alphabet: Vec<char>,
    /// Sizes (in the atlas's pixels) whose glyphs are all in the atlas.
    ready: RefCell<Vec<u16>>,
    /// The atlas changed since the last [`GlyphFont::take_changed`].
    changed: Cell<bool>,
}

impl GlyphFont {
    pub fn new(font: Font) -> GlyphFont {
        let mut alphabet: Vec<char> = LANGUAGES
            .iter()
            .flat_map(|lang| sources(lang))
            .flat_map(str::chars)
            .chain(' '..='~')
            .filter(|c| !c.is_control())
            .collect();
        alphabet.sort_unstable();
        alphabet.dedup();
        GlyphFont {
            font,
            alphabet,
            ready: RefCell::new(Vec::new()),
            changed: Cell::new(false),
        }
    }

    /// The font, with every glyph of `size` (logical pixels, as macroquad takes it) ready.
    pub fn at(&self, size: u16) -> &Font {
        // macroquad keys its glyphs by the size in physical pixels
        let dpi = macroquad::miniquad::window::dpi_scale();
        let key = (f32::from(size) * dpi).ceil() as u16;
        let mut ready = self.ready.borrow_mut();
        if !ready.contains(&key) {
            self.font.populate_font_cache(&self.alphabet, key);
            ready.push(key);
            self.changed.set(true);
        }
        &self.font
    }

    /// `text`'s size at `size`, like macroquad's `measure_text`.
    pub fn measure(&self, text: &str, size: u16) -> TextDimensions {
        measure_text(text, Some(self.at(size)), size, 1.0)
    }

    /// Whether glyphs were added since the last call (then the frame is drawn again).
    pub fn take_changed(&self) -> bool {
        self.changed.replace(false)
    }
}
