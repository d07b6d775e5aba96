//! The shipped fonts' text widths, as the game measures them, for the tests that lay text out
//! (tests/readable.rs, tests/reading.rs, tests/wrapping.rs; each takes this in with
//! `mod font;`): the font that draws each language (ui/font_files.rs), one glyph per
//! character, or, for every language with a font of its own when the text path is built
//! (the scripts of text::SHAPED, and Japanese, Chinese and Korean), shaped as
//! src/ui/shaped.rs shapes it.

#[cfg(feature = "shaping")]
use reversi::text::shape::LineShaper;

/// The languages this build draws: every one, but those drawn by shaping only with the
/// `shaping` feature (the aarch64 and WASI runs of the core's tests build without it).
pub fn drawn_languages() -> Vec<&'static str> {
    reversi::i18n::LANGUAGES
        .into_iter()
        .filter(|l| reversi::text::drawable(l))
        .collect()
}

pub enum Font {
    Glyphs(fontdue::Font),
    /// A language drawn by the text path: its own font, the base font for what that lacks.
    #[cfg(feature = "shaping")]
    Shaped {
        shaper: LineShaper,
        lang: &'static str,
        fonts: Box<[fontdue::Font; 2]>,
    },
}

fn bytes(file: &str) -> Vec<u8> {
    let path = format!("{}/assets/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn parse(bytes: &[u8]) -> fontdue::Font {
    fontdue::Font::from_bytes(bytes, fontdue::FontSettings::default()).unwrap()
}

impl Font {
    /// The base font (DejaVu Sans): every language but Japanese, Chinese and Korean.
    pub fn load() -> Font {
        Font::Glyphs(parse(&bytes("fonts/base.ttf")))
    }

    /// The font that draws `lang`'s texts.
    pub fn for_language(lang: &str) -> Font {
        let file = reversi::ui::font_files::text_font(lang);
        assert!(
            reversi::text::drawable(lang),
            "{lang} is not drawn by this build"
        );
        #[cfg(feature = "shaping")]
        if let (Some(file), Some(lang)) =
            (&file, reversi::i18n::LANGUAGES.iter().find(|l| **l == lang))
        {
            let own = bytes(file);
            let base = bytes("fonts/base.ttf");
            return Font::Shaped {
                shaper: LineShaper::new(own.clone())
                    .and_then(|s| s.with_fallback(base.clone()))
                    .expect("the fonts parse"),
                lang,
                fonts: Box::new([parse(&own), parse(&base)]),
            };
        }
        match file {
            Some(file) => Font::Glyphs(parse(&bytes(&file))),
            None => Font::load(),
        }
    }

    pub fn width(&self, text: &str, size: f32) -> f32 {
        // drawn at whole pixel sizes (glyphs.rs)
        let size = size.floor().max(1.0);
        match self {
            Font::Glyphs(font) => text
                .chars()
                .map(|c| font.metrics(c, size).advance_width)
                .sum(),
            #[cfg(feature = "shaping")]
            Font::Shaped { shaper, lang, .. } => shaper.width(&shaper.shape(text, lang), size),
        }
    }

    /// Whether the font has a glyph for `c` (not the missing glyph's box).
    #[allow(dead_code)]
    pub fn has(&self, c: char) -> bool {
        match self {
            Font::Glyphs(font) => font.lookup_glyph_index(c) != 0,
            #[cfg(feature = "shaping")]
            Font::Shaped { fonts, .. } => fonts.iter().any(|f| f.lookup_glyph_index(c) != 0),
        }
    }
}
