//! The game's font with its glyphs rasterized before they are drawn.
//!
//! macroquad rasterizes a glyph the first time a text needs it at a size, into one atlas
//! texture. When the atlas has to grow, it is made anew: the texture that the frame's
//! earlier texts were queued with is deleted and their glyphs move (the browser logs
//! "glBindTexture called with an already deleted texture", the text blinks). Here every
//! text size is prepared with every character the game can show before its first text is
//! measured or drawn, and a frame in which that happened is drawn a second time, from an
//! atlas that no longer changes. Every other frame is drawn once.
//!
//! Each size holds the whole alphabet, so the atlas grows with every new size: resizing the
//! window again and again (the store screenshots' phone and tablet, a player dragging a
//! window's edge) brings new sizes until the atlas outgrows what a texture can be (macroquad's
//! assertion on a 4 GiB image ended the game). `glyph_sizes.rs` keeps the sizes within a
//! budget, within a frame as well as across frames, and says when the font starts over.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use macroquad::prelude::{
    draw_text_ex, load_ttf_font_from_bytes, measure_text, Color, Font, TextDimensions, TextParams,
};

use super::glyph_sizes::{Need, SizeBook};
#[cfg(feature = "shaping")]
use super::shaped::ShapedFont;

/// A font file's bytes: compiled in, or loaded (the browser fetches the Japanese, Chinese
/// and Korean ones).
#[derive(Clone)]
pub enum FontBytes {
    Static(&'static [u8]),
    Loaded(Rc<[u8]>),
}

impl FontBytes {
    fn bytes(&self) -> &[u8] {
        match self {
            FontBytes::Static(b) => b,
            FontBytes::Loaded(b) => b,
        }
    }
}

pub struct GlyphFont {
    font: Font,
    /// The font file, to start over from (`None`: macroquad's own font, shared, kept).
    source: Option<FontBytes>,
    /// Every character the texts drawn with it use, and printable ASCII, sorted.
    alphabet: Vec<char>,
    /// Which sizes (in the atlas's pixels) the atlas holds, and how.
    sizes: RefCell<SizeBook>,
    /// The atlas changed since the last [`GlyphFont::take_changed`].
    changed: Cell<bool>,
    /// A language drawn by shaping (text::SHAPED) draws through this instead.
    #[cfg(feature = "shaping")]
    shaped: Option<ShapedFont>,
}

impl GlyphFont {
    /// The font of `source` for drawing `texts` (their characters are made ready at each
    /// size, within the atlas's budget), or macroquad's own if it cannot be read.
    pub fn new(source: FontBytes, texts: &str) -> GlyphFont {
        let (font, source) = match load_ttf_font_from_bytes(source.bytes()) {
            Ok(font) => (font, Some(source)),
            Err(_) => (macroquad::text::get_default_font(), None),
        };
        let mut alphabet: Vec<char> = texts
            .chars()
            .chain(' '..='~')
            .filter(|c| !c.is_control())
            .collect();
        alphabet.sort_unstable();
        alphabet.dedup();
        GlyphFont {
            font,
            source,
            sizes: RefCell::new(SizeBook::for_alphabet(alphabet.len())),
            alphabet,
            changed: Cell::new(false),
            #[cfg(feature = "shaping")]
            shaped: None,
        }
    }

    /// The font of `source` for `lang`, a language drawn by shaping, with the base font for
    /// the characters it lacks (a move's letters, a key's name); the base font alone when
    /// `source` is not a font.
    #[cfg(feature = "shaping")]
    pub fn shaped(lang: &'static str, source: FontBytes) -> GlyphFont {
        let base = super::font_files::BASE;
        let shaped = ShapedFont::new(lang, source.bytes(), base);
        let mut font = GlyphFont::new(FontBytes::Static(base), "");
        font.shaped = shaped;
        font
    }

    /// Draws `text` (one line) at `size`, its left end at `x`, its baseline at `y`.
    pub fn draw(&self, text: &str, x: f32, y: f32, size: f32, color: Color) {
        #[cfg(feature = "shaping")]
        if let Some(shaped) = &self.shaped {
            return shaped.draw(text, x, y, size, color);
        }
        let font_size = size.max(1.0) as u16;
        let params = TextParams {
            font: Some(self.at(font_size)),
            font_size,
            color,
            ..Default::default()
        };
        draw_text_ex(text, x, y, params);
    }

    /// The font, with every glyph of `size` (logical pixels, as macroquad takes it) ready.
    pub fn at(&self, size: u16) -> &Font {
        // macroquad keys its glyphs by the size in physical pixels
        let dpi = macroquad::miniquad::window::dpi_scale();
        let key = (f32::from(size) * dpi).ceil() as u16;
        let need = self.sizes.borrow_mut().need(key);
        match need {
            Need::Held => {}
            Need::Populate => {
                self.font.populate_font_cache(&self.alphabet, key);
                self.changed.set(true);
            }
            // the glyphs drawn are rasterized as they come, maybe growing the atlas: the
            // frame is drawn again, from the atlas as it is then
            Need::Lazy => self.changed.set(true),
        }
        &self.font
    }

    /// Before a frame: a fresh font (an empty atlas) when `SizeBook::start_frame` asks for
    /// one; the frame then rasterizes what it draws (and is drawn twice).
    pub fn start_frame(&mut self) {
        #[cfg(feature = "shaping")]
        if let Some(shaped) = &mut self.shaped {
            return shaped.start_frame();
        }
        if !self.sizes.get_mut().start_frame() {
            return;
        }
        let fresh = self
            .source
            .as_ref()
            .map(|s| load_ttf_font_from_bytes(s.bytes()));
        if let Some(Ok(font)) = fresh {
            self.font = font;
            self.sizes.get_mut().restart();
        }
    }

    /// `text`'s size at `size`, like macroquad's `measure_text`.
    pub fn measure(&self, text: &str, size: u16) -> TextDimensions {
        #[cfg(feature = "shaping")]
        if let Some(shaped) = &self.shaped {
            let size = f32::from(size);
            return TextDimensions {
                width: shaped.width(text, size),
                height: size,
                offset_y: size * 0.75,
            };
        }
        measure_text(text, Some(self.at(size)), size, 1.0)
    }

    /// Whether glyphs were added since the last call (then the frame is drawn again).
    pub fn take_changed(&self) -> bool {
        self.changed.replace(false)
    }
}
