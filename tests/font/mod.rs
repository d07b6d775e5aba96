//! The shipped font's text widths, as the game measures them, for the tests that lay text out
//! (tests/readable.rs, tests/reading.rs; each takes this in with `mod font;`).

pub struct Font(fontdue::Font);

impl Font {
    pub fn load() -> Font {
        let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/font.ttf")).unwrap();
        Font(fontdue::Font::from_bytes(&bytes[..], fontdue::FontSettings::default()).unwrap())
    }

    pub fn width(&self, text: &str, size: f32) -> f32 {
        // drawn at whole pixel sizes (glyphs.rs)
        let size = size.floor().max(1.0);
        text.chars()
            .map(|c| self.0.metrics(c, size).advance_width)
            .sum()
    }
}
