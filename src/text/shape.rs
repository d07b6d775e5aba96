//! A line of text as positioned glyphs, in visual order, left to right: the line's runs by
//! UAX #9 (`bidi`), each cut where its script changes (`script`), each piece shaped by
//! HarfRust (the HarfBuzz project's Rust port) with its script, direction and the game's
//! language, so that Arabic joins, Devanagari and Bengali reorder and conjoin, Thai and
//! Hebrew marks stack, and the font's kerning applies. Positions are in font units (the
//! shaper knows no size): scale by the text size over [`LineShaper::units_per_em`].

use std::cell::RefCell;
use std::ops::Range;

use harfrust::font::{Blob, Font};
use harfrust::{
    shape, Buffer, BufferFlags, Direction as ShapeDirection, Language, Script, ShapeOptions,
    ShapePlan, ShaperFont,
};

use super::bidi::{visual_runs, Direction};
use super::script;

/// One glyph of a shaped line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glyph {
    /// Which of the shaper's fonts draws it: 0 the language's, 1 the fallback's.
    pub font: u8,
    /// The glyph's id in that font (0: no font has one for the character).
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

/// A font made ready for shaping lines, with a second one for the characters it lacks (the
/// script fonts have no Latin letters for a move's "d3" or a key's name).
pub struct LineShaper {
    fonts: Vec<Font>,
    /// The plans made so far, one for each font, direction, script and language met: making
    /// one (the font's lookups for that script, compiled) costs more than shaping a line
    /// with it. A language's lines meet a handful.
    plans: RefCell<Vec<(PlanKey, ShapePlan)>>,
}

#[derive(Clone, PartialEq)]
struct PlanKey {
    font: u8,
    rtl: bool,
    script: Option<Script>,
    language: Option<Language>,
}

impl LineShaper {
    /// The shaper of the font file `font` (its first face: the bytes compiled in, or a
    /// `Vec` of those read or fetched); `None` when it is not a font.
    pub fn new(font: impl Into<Blob>) -> Option<LineShaper> {
        Some(LineShaper {
            fonts: vec![Font::new(font.into(), 0)?],
            plans: RefCell::new(Vec::new()),
        })
    }

    /// The same, drawing what its font lacks from `fallback` (glyphs of font 1).
    pub fn with_fallback(mut self, fallback: impl Into<Blob>) -> Option<LineShaper> {
        self.fonts.truncate(1);
        self.fonts.push(Font::new(fallback.into(), 0)?);
        self.plans.get_mut().retain(|(key, _)| key.font == 0);
        Some(self)
    }

    /// The units per em of font 0, the scale of its glyphs' positions.
    pub fn units_per_em(&self) -> u16 {
        self.units_per_em_of(0)
    }

    /// The units per em of the font `font` (0, or 1 the fallback).
    pub fn units_per_em_of(&self, font: u8) -> u16 {
        self.fonts
            .get(usize::from(font))
            .map_or(1000, Font::units_per_em)
    }

    /// How wide `glyphs` (shaped by this shaper) are at `size` pixels to the em.
    pub fn width(&self, glyphs: &[Glyph], size: f32) -> f32 {
        glyphs
            .iter()
            .map(|g| g.x_advance as f32 * size / f32::from(self.units_per_em_of(g.font)))
            .sum()
    }

    /// The pieces of `range` (of `line`, in `script`) each drawn by one font, in logical
    /// order: a character goes to the first font that has it, the fallback first in a piece
    /// of Latin, Greek or Cyrillic (so that a move or a key's name is in one face); one that
    /// none has, or that draws nothing (an isolation mark, a joiner), stays with the
    /// character before it.
    fn by_font(
        faces: &[ShaperFont],
        line: &str,
        range: Range<usize>,
        script: Option<Script>,
    ) -> Vec<(Range<usize>, u8)> {
        let alphabetic = matches!(
            script,
            Some(Script::LATIN) | Some(Script::GREEK) | Some(Script::CYRILLIC)
        );
        let order: &[u8] = match (faces.len(), alphabetic) {
            (1, _) => &[0],
            (_, true) => &[1, 0],
            _ => &[0, 1],
        };
        let mut pieces: Vec<(Range<usize>, u8)> = Vec::new();
        for (i, c) in line[range.clone()].char_indices() {
            let at = range.start + i;
            let end = at + c.len_utf8();
            let has = |f: u8| {
                faces[usize::from(f)]
                    .nominal_glyph(u32::from(c))
                    .is_some_and(|g| g.to_u32() != 0)
            };
            let own = order
                .iter()
                .copied()
                .find(|&f| has(f))
                .filter(|_| !invisible(c));
            match (pieces.last_mut(), own) {
                (Some((r, font)), Some(f)) if *font == f => r.end = end,
                (Some((r, _)), None) => r.end = end,
                (_, f) => pieces.push((at..end, f.unwrap_or(0))),
            }
        }
        pieces
    }

    /// `line` (one line: no line breaks in it) in `lang` (a code or a tag, e.g. "fa") as
    /// glyphs in visual order. Its paragraph direction is the language's; isolation marks
    /// and other invisible controls leave no glyph.
    pub fn shape(&self, line: &str, lang: &str) -> Vec<Glyph> {
        let faces: Vec<ShaperFont> = self.fonts.iter().map(ShaperFont::new).collect();
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
                let mut by_font = LineShaper::by_font(&faces, line, range, script);
                if run.rtl {
                    by_font.reverse();
                }
                for (range, font) in by_font {
                    buffer.clear();
                    for (i, c) in line[range.clone()].char_indices() {
                        buffer.push(u32::from(c), cluster(range.start + i));
                    }
                    // the text around the piece, for joining and reordering across its ends
                    buffer.set_pre_context(&line[..range.start]);
                    buffer.set_post_context(&line[range.end..]);
                    let key = PlanKey {
                        font,
                        rtl: run.rtl,
                        script: Some(script.unwrap_or(Script::COMMON)),
                        language: language.clone(),
                    };
                    buffer.set_direction(key.direction());
                    buffer.set_script(key.script);
                    buffer.set_language(key.language.clone());
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
                    let shaped = self.with_plan(&key, |plan| {
                        shape(
                            &faces[usize::from(font)],
                            &mut buffer,
                            ShapeOptions::new().plan(Some(plan)),
                        )
                    });
                    if shaped.is_err() {
                        continue;
                    }
                    glyphs.extend(
                        buffer
                            .glyph_infos()
                            .iter()
                            .zip(buffer.glyph_positions())
                            .map(|(info, pos)| Glyph {
                                font,
                                id: info.glyph_id,
                                cluster: info.cluster,
                                x_advance: pos.x_advance,
                                x_offset: pos.x_offset,
                                y_offset: pos.y_offset,
                            }),
                    );
                }
            }
        }
        glyphs
    }
}

impl LineShaper {
    /// Runs `f` with the plan for `key`, made the first time it is met.
    fn with_plan<T>(&self, key: &PlanKey, f: impl FnOnce(&ShapePlan) -> T) -> T {
        let mut plans = self.plans.borrow_mut();
        let at = match plans.iter().position(|(k, _)| k == key) {
            Some(at) => at,
            None => {
                let plan = ShapePlan::new(
                    &self.fonts[usize::from(key.font)],
                    key.direction(),
                    key.script,
                    key.language.as_ref(),
                    &[],
                );
                plans.push((key.clone(), plan));
                plans.len() - 1
            }
        };
        f(&plans[at].1)
    }
}

impl PlanKey {
    fn direction(&self) -> ShapeDirection {
        if self.rtl {
            ShapeDirection::RightToLeft
        } else {
            ShapeDirection::LeftToRight
        }
    }
}

/// Characters that draw nothing themselves and belong with their neighbours: the isolation
/// and direction marks, the joiners, the zero-width space that marks Thai's word breaks.
fn invisible(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
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
