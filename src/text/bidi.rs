//! The order of a line's runs on screen, by Unicode's bidirectional algorithm (UAX #9, the
//! `unicode-bidi` crate) with the paragraph's direction set by the language rather than
//! guessed from the text: an Arabic message that starts with a move ("d3 ...") still reads
//! from the right. Fluent's isolation marks (U+2068 FIRST STRONG ISOLATE ... U+2069 POP
//! DIRECTIONAL ISOLATE around every placeable) are honoured: a move or a number keeps its
//! place in the sentence, whatever the characters beside it.

use std::ops::Range;

use unicode_bidi::{Level, ParagraphBidiInfo};

/// A paragraph's direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    LeftToRight,
    RightToLeft,
}

impl Direction {
    /// The direction `lang` (a code or a tag: only its language counts) writes its
    /// paragraphs in.
    pub fn of_language(lang: &str) -> Direction {
        if super::is_rtl(lang) {
            Direction::RightToLeft
        } else {
            Direction::LeftToRight
        }
    }
}

/// A run of one direction: its byte range in the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub range: Range<usize>,
    pub rtl: bool,
}

/// `line`'s runs (one line of one paragraph, no line breaks in it) in visual order, left to
/// right; a right-to-left run's characters are to be laid out right to left.
pub fn visual_runs(line: &str, direction: Direction) -> Vec<Run> {
    if line.is_empty() {
        return Vec::new();
    }
    let level = match direction {
        Direction::LeftToRight => Level::ltr(),
        Direction::RightToLeft => Level::rtl(),
    };
    let info = ParagraphBidiInfo::new(line, Some(level));
    let (levels, runs) = info.visual_runs(0..line.len());
    runs.into_iter()
        .map(|range| Run {
            rtl: levels[range.start].is_rtl(),
            range,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const FSI: char = '\u{2068}';
    const PDI: char = '\u{2069}';

    /// A message as Fluent formats it: each placeable between isolation marks.
    fn isolated(pattern: &str, args: &[&str]) -> String {
        args.iter().fold(pattern.to_owned(), |text, arg| {
            text.replacen("{}", &format!("{FSI}{arg}{PDI}"), 1)
        })
    }

    fn runs<'a>(line: &'a str, lang: &str) -> Vec<(&'a str, bool)> {
        visual_runs(line, Direction::of_language(lang))
            .into_iter()
            .map(|run| (&line[run.range], run.rtl))
            .collect()
    }

    #[test]
    fn right_to_left_languages() {
        for lang in ["ar", "fa", "he", "fa-IR"] {
            assert_eq!(
                Direction::of_language(lang),
                Direction::RightToLeft,
                "{lang}"
            );
        }
        for lang in ["en", "hi", "bn", "th", "ja", "pt-BR"] {
            assert_eq!(
                Direction::of_language(lang),
                Direction::LeftToRight,
                "{lang}"
            );
        }
    }

    #[test]
    fn an_arabic_sentence_keeps_its_move_and_its_count_in_place() {
        // "The computer played d3 and flipped 12 discs", the count in Arabic-Indic digits.
        // Read from the right: the sentence's start is its rightmost run, the move and the
        // number each read left to right where the sentence puts them (UAX #9: the isolates
        // are levels 2 and 4, an Arabic number at an even level rising by two, rule I1).
        let line = isolated("لعب الحاسوب {} وقلب {} قرصًا", &["d3", "١٢"]);
        assert_eq!(
            runs(&line, "ar"),
            [
                ("\u{2069} قرصًا", true),
                ("١٢", false),
                ("\u{2069} وقلب \u{2068}", true),
                ("d3", false),
                ("لعب الحاسوب \u{2068}", true),
            ]
        );
    }

    #[test]
    fn a_move_first_in_an_arabic_line_still_reads_from_the_right() {
        // "d3: your turn". Guessed from its first strong character (rule P2), the paragraph
        // would be left to right and the move would stand at the left end.
        let line = isolated("{}: دورك", &["d3"]);
        assert_eq!(
            runs(&line, "ar"),
            [("\u{2069}: دورك", true), ("d3", false), ("\u{2068}", true)]
        );
    }

    #[test]
    fn isolation_keeps_a_hebrew_move_apart_from_the_number_after_it() {
        // "At d3, 4 discs flipped". Without the marks, the number after the move would join
        // it (rule W7: a European number after a Latin letter is taken as Latin) and the two
        // would read "d3, 4" from the left, the number before the move for a reader from the
        // right; isolated, each is a run of its own in the sentence's order.
        let marked = isolated("במהלך {}, {} דיסקיות התהפכו", &["d3", "4"]);
        assert_eq!(
            runs(&marked, "he"),
            [
                ("\u{2069} דיסקיות התהפכו", true),
                ("4", false),
                ("\u{2069}, \u{2068}", true),
                ("d3", false),
                ("במהלך \u{2068}", true),
            ]
        );
        let plain = "במהלך d3, 4 דיסקיות התהפכו";
        assert_eq!(
            runs(plain, "he"),
            [
                (" דיסקיות התהפכו", true),
                ("d3, 4", false),
                ("במהלך ", true)
            ]
        );
    }

    #[test]
    fn left_to_right_lines_are_one_run_and_empty_lines_none() {
        assert_eq!(runs("आपने d3 खेला", "hi"), [("आपने d3 खेला", false)]);
        assert_eq!(runs("", "ar"), []);
    }
}
