//! The shipped fonts' text widths, as the game measures them, for the tests that lay text out
//! (tests/readable.rs, tests/reading.rs, tests/wrapping.rs; each takes this in with
//! `mod font;`): the font that draws each language (ui/font_files.rs).

pub struct Font(fontdue::Font);

impl Font {
    /// The base font (DejaVu Sans): every language but Japanese, Chinese and Korean.
    pub fn load() -> Font {
        Font::from_file("fonts/base.ttf")
    }

    /// The font that draws `lang`'s texts.
    pub fn for_language(lang: &str) -> Font {
        match reversi::ui::font_files::text_font(lang) {
            Some(file) => Font::from_file(&file),
            None => Font::load(),
        }
    }

    fn from_file(file: &str) -> Font {
        let path = format!("{}/assets/{file}", env!("CARGO_MANIFEST_DIR"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        Font(fontdue::Font::from_bytes(&bytes[..], fontdue::FontSettings::default()).unwrap())
    }

    pub fn width(&self, text: &str, size: f32) -> f32 {
        // drawn at whole pixel sizes (glyphs.rs)
        let size = size.floor().max(1.0);
        text.chars()
            .map(|c| self.0.metrics(c, size).advance_width)
            .sum()
    }

    /// Whether the font has a glyph for `c` (not the missing glyph's box).
    #[allow(dead_code)]
    pub fn has(&self, c: char) -> bool {
        self.0.lookup_glyph_index(c) != 0
    }
}
