//! A line of text as positioned glyphs, in visual order, left to right: the line's runs by
//! UAX #9 (`bidi`), each cut where its script changes (`script`), each piece shaped by
//! HarfRust (the HarfBuzz project's Rust port) with its script, direction and the game's
//! language, so that Arabic joins, Devanagari and Bengali reorder and conjoin, Thai and
//! Hebrew marks stack, and the font's kerning applies. Positions are in font units (the
//! shaper knows no size): scale by the text size over [`LineShaper::units_per_em`].

use harfrust::font::{Blob, Font};
use harfrust::{
    shape, Buffer, BufferFlags, Direction as ShapeDirection, Language, Script, ShapeOptions,
    ShaperFont,
};

use super::bidi::{visual_runs, Direction};
use super::script;

/// One glyph of a shaped line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glyph {
    /// The glyph's id in the font (0: the font has none for the character).
    pub id: u32,
    /// The byte offset in the line of the first character this glyph draws (a ligature or a
    /// conjunct draws several; a character split in two, as Bengali's o-kar, gives two
    /// glyphs the same cluster).
    pub cluster: u32,
    /// How far the pen moves after it, to the right.
    pub x_advance: i32,
    /// Where it is drawn from the pen: a mark's place over or under its base.
    pub x_offset: i32,
    pub y_offset: i32,
}

/// A font made ready for shaping lines.
pub struct LineShaper {
    font: Font,
}

impl LineShaper {
    /// The shaper of the font file `font` (its first face: the bytes compiled in, or a
    /// `Vec` of those read or fetched); `None` when it is not a font.
    pub fn new(font: impl Into<Blob>) -> Option<LineShaper> {
        Some(LineShaper {
            font: Font::new(font.into(), 0)?,
        })
    }

    /// The font's units per em, the scale of every position.
    pub fn units_per_em(&self) -> u16 {
        self.font.units_per_em()
    }

    /// `line` (one line: no line breaks in it) in `lang` (a code or a tag, e.g. "fa") as
    /// glyphs in visual order. Its paragraph direction is the language's; isolation marks
    /// and other invisible controls leave no glyph.
    pub fn shape(&self, line: &str, lang: &str) -> Vec<Glyph> {
        let font = ShaperFont::new(&self.font);
        let language: Option<Language> = lang.parse().ok();
        let mut glyphs = Vec::with_capacity(line.len());
        let mut buffer = Buffer::new();
        for run in visual_runs(line, Direction::of_language(lang)) {
            let start = run.range.start;
            let mut pieces = script::pieces(&line[run.range]);
            // a right-to-left run's pieces stand right to left; each comes out of the shaper
            // already in visual order
            if run.rtl {
                pieces.reverse();
            }
            for (range, script) in pieces {
                let range = start + range.start..start + range.end;
                buffer.clear();
                for (i, c) in line[range.clone()].char_indices() {
                    buffer.push(u32::from(c), cluster(range.start + i));
                }
                // the text around the piece, for joining and reordering across its ends
                buffer.set_pre_context(&line[..range.start]);
                buffer.set_post_context(&line[range.end..]);
                buffer.set_direction(if run.rtl {
                    ShapeDirection::RightToLeft
                } else {
                    ShapeDirection::LeftToRight
                });
                buffer.set_script(Some(script.unwrap_or(Script::COMMON)));
                buffer.set_language(language.clone());
                let mut flags = BufferFlags::REMOVE_DEFAULT_IGNORABLES;
                if range.start == 0 {
                    flags |= BufferFlags::BEGINNING_OF_TEXT;
                }
                if range.end == line.len() {
                    flags |= BufferFlags::END_OF_TEXT;
                }
                buffer.set_flags(flags);
                // the direction is always set, so only a broken font fails: its piece is
                // left out rather than the line
                if shape(&font, &mut buffer, ShapeOptions::new()).is_err() {
                    continue;
                }
                glyphs.extend(
                    buffer
                        .glyph_infos()
                        .iter()
                        .zip(buffer.glyph_positions())
                        .map(|(info, pos)| Glyph {
                            id: info.glyph_id,
                            cluster: info.cluster,
                            x_advance: pos.x_advance,
                            x_offset: pos.x_offset,
                            y_offset: pos.y_offset,
                        }),
                );
            }
        }
        glyphs
    }
}

/// A byte offset as the shaper keeps clusters (a line is far shorter than 4 GiB).
fn cluster(offset: usize) -> u32 {
    u32::try_from(offset).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game's base font (DejaVu Sans cut to the Latin, Greek and Cyrillic of its
    /// languages): its glyphs for Latin, the .notdef glyph for Hebrew and Arabic, one a
    /// character, which is enough to see where each character stands.
    const BASE: &[u8] = include_bytes!("../../assets/fonts/base.ttf");

    /// The characters the glyphs draw, in the glyphs' order: the line as it stands on screen,
    /// left to right. (A removed isolation mark leaves its place in the cluster of the glyph
    /// beside it, as HarfBuzz merges clusters: the glyph draws the character after it.)
    fn on_screen(line: &str, lang: &str) -> String {
        let shaper = LineShaper::new(BASE).expect("the base font");
        shaper
            .shape(line, lang)
            .iter()
            .map(|g| {
                let mut drawn = line[g.cluster as usize..].chars();
                drawn
                    .find(|c| !matches!(c, '\u{2068}' | '\u{2069}'))
                    .unwrap()
            })
            .collect()
    }

    #[test]
    fn a_hebrew_line_stands_in_the_order_uax_9_gives() {
        // "At d3, 4 discs flipped", as Fluent formats it: the sentence from the right, the
        // move and the number each read from the left, the isolation marks drawn as nothing
        let line = "במהלך \u{2068}d3\u{2069}, \u{2068}4\u{2069} דיסקיות התהפכו";
        assert_eq!(on_screen(line, "he"), "וכפהתה תויקסיד 4 ,d3 ךלהמב");
    }

    #[test]
    fn a_persian_number_reads_from_the_left_in_a_line_read_from_the_right() {
        // "12 discs flipped", the count first
        let line = "\u{2068}۱۲\u{2069} مهره برگشت";
        assert_eq!(on_screen(line, "fa"), "تشگرب هرهم ۱۲");
    }

    #[test]
    fn a_left_to_right_line_keeps_its_order() {
        assert_eq!(on_screen("You played d3", "en"), "You played d3");
    }

    #[test]
    fn latin_glyphs_are_the_fonts_own_in_font_units() {
        let shaper = LineShaper::new(BASE).unwrap();
        let font = fontdue::Font::from_bytes(BASE, fontdue::FontSettings::default()).unwrap();
        let em = font.units_per_em();
        assert_eq!(f32::from(shaper.units_per_em()), em);
        let glyphs = shaper.shape("d3 Wo", "en");
        let expected: Vec<(u32, u32, i32)> = "d3 Wo"
            .char_indices()
            .map(|(i, c)| {
                let id = font.lookup_glyph_index(c);
                let advance = font.metrics_indexed(id, em).advance_width;
                (u32::from(id), i as u32, advance.round() as i32)
            })
            .collect();
        let got: Vec<(u32, u32, i32)> = glyphs
            .iter()
            .map(|g| (g.id, g.cluster, g.x_advance))
            .collect();
        assert_eq!(got, expected);
        assert!(glyphs
            .iter()
            .all(|g| g.id != 0 && g.x_offset == 0 && g.y_offset == 0));
    }

    #[test]
    fn only_fonts_make_a_shaper() {
        assert!(LineShaper::new(b"not a font".as_slice()).is_none());
        assert!(LineShaper::new(Vec::new()).is_none());
    }
}
