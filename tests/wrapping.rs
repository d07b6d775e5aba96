//! Line breaking (SPEC R-I18N-4): the game's own UAX #14 (src/ui/line_break.rs) gives every
//! character of every language the class the Unicode data gives it and the same break
//! opportunities as the `unicode-linebreak` crate on every message of every language (with
//! UAX #14's tailoring for Korean: its words stay whole); and
//! every page in every language, laid out at 320×480, 544×680 and 1920×1080, has no line
//! wider than its column and breaks its lines only where the rules allow (never before a
//! closing mark, never after an opening one).

use reversi::flow::Page;
use reversi::i18n::{own_name, source, Arg, Texts, LANGUAGES};
use reversi::ui::layout::ReadingLayout;
use reversi::ui::line_break::{self, Break, Class};
use reversi::ui::page::{self, Item, PageLayout};
use unicode_linebreak::{break_property, linebreaks, BreakClass, BreakOpportunity};

mod font;
use font::Font;

/// The class the Unicode data gives `c`, resolved as UAX #14's LB1 does by default.
fn unicode_class(c: char) -> Class {
    use BreakClass as B;
    match break_property(u32::from(c)) {
        B::Mandatory | B::NextLine => Class::Bk,
        B::CarriageReturn => Class::Cr,
        B::LineFeed => Class::Bk,
        B::CombiningMark | B::ZeroWidthJoiner => Class::Cm,
        B::WordJoiner => Class::Wj,
        B::ZeroWidthSpace => Class::Zw,
        B::NonBreakingGlue => Class::Gl,
        B::Space => Class::Sp,
        B::BeforeAndAfter => Class::B2,
        B::After => Class::Ba,
        B::Hyphen => Class::Hy,
        B::ClosePunctuation => Class::Cl,
        B::CloseParenthesis => Class::Cp,
        B::Exclamation => Class::Ex,
        B::Inseparable => Class::In,
        B::NonStarter | B::ConditionalJapaneseStarter => Class::Ns,
        B::OpenPunctuation => Class::Op,
        B::Quotation => Class::Qu,
        B::InfixSeparator => Class::Is,
        B::Numeric => Class::Nu,
        B::Postfix => Class::Po,
        B::Prefix => Class::Pr,
        B::Symbol => Class::Sy,
        B::Ideographic => Class::Id,
        B::HangulLvSyllable => Class::H2,
        B::HangulLvtSyllable => Class::H3,
        B::HebrewLetter => Class::Hl,
        // LB1: SA's marks (Mn, Mc) are combining, the rest alphabetic; Thai's marks
        B::ComplexContext if matches!(c, '\u{e31}' | '\u{e34}'..='\u{e3a}' | '\u{e47}'..='\u{e4e}') => {
            Class::Cm
        }
        B::Ambiguous | B::Alphabetic | B::Unknown | B::ComplexContext => Class::Al,
        other => panic!("{c:?} is of class {other:?}, which the game's texts should not use"),
    }
}

/// Every message of a language, formatted, and every page's paragraphs.
fn texts_of(lang: &str) -> Vec<String> {
    let t = Texts::new(lang);
    let mut out = Vec::new();
    let ids = source(lang).unwrap().lines().filter_map(|l| {
        let (id, _) = l.split_once(" = ")?;
        (!id.starts_with(' ') && !id.is_empty()).then(|| id.to_owned())
    });
    for id in ids {
        for n in [1, 3, 8, 21] {
            out.push(t.tr_args(
                &id,
                &[
                    ("square", Arg::Text("d3")),
                    ("turned", Arg::Text("d4, e5")),
                    ("corner", Arg::Text("a1")),
                    ("player", Arg::Text(&t.tr("diagram-black"))),
                    ("other", Arg::Text(&t.tr("diagram-white"))),
                    ("opponent", Arg::Text(&t.tr("opponent-medium"))),
                    ("count", Arg::Num(n)),
                    ("flips", Arg::Num(n)),
                    ("number", Arg::Num(n)),
                    ("you", Arg::Num(33)),
                    ("cpu", Arg::Num(31)),
                    ("version", Arg::Text("0.1.0")),
                    ("licence", Arg::Text("MIT")),
                    ("time", Arg::Text("2 h 5 min")),
                    ("hours", Arg::Num(2)),
                    ("minutes", Arg::Num(5)),
                ],
            ));
        }
    }
    for p in [Page::HowToPlay, Page::About] {
        for block in page::blocks(p, &t) {
            if let page::Block::Heading(s) | page::Block::Text(s) = block {
                out.push(s);
            }
        }
    }
    out.push(own_name(lang).to_owned());
    out
}

#[test]
fn every_character_has_its_unicode_class() {
    // a build without the text path classes the shaped scripts' letters as it never draws them
    for lang in font::drawn_languages() {
        let mut chars: Vec<char> = texts_of(lang).iter().flat_map(|t| t.chars()).collect();
        chars.sort_unstable();
        chars.dedup();
        for c in chars {
            assert_eq!(
                line_break::class(c),
                unicode_class(c),
                "{lang}: {c:?} (U+{:04X})",
                c as u32
            );
        }
    }
}

#[test]
fn every_text_breaks_where_unicode_says() {
    let mut checked = 0;
    for lang in LANGUAGES {
        for text in texts_of(lang) {
            let ours: Vec<(usize, bool)> = line_break::breaks(&text)
                .into_iter()
                .map(|(i, b)| (i, b == Break::Mandatory))
                .collect();
            // Korean's tailoring (src/ui/line_break.rs: its syllables alphabetic), given to
            // the crate as a three-byte alphabetic letter (Samaritan alaf) in each one's place
            let tailored: String = text
                .chars()
                .map(|c| match c {
                    '\u{ac00}'..='\u{d7a3}' => '\u{800}',
                    c => c,
                })
                .collect();
            let theirs: Vec<(usize, bool)> = linebreaks(&tailored)
                .map(|(i, b)| (i, b == BreakOpportunity::Mandatory))
                .collect();
            assert_eq!(ours, theirs, "{lang}: {text:?}");
            checked += 1;
        }
    }
    assert!(checked > LANGUAGES.len() * 200, "{checked} texts");
}

#[test]
fn every_page_in_every_language_wraps_within_its_column_where_the_rules_allow() {
    for (w, h) in [(320.0, 480.0), (544.0, 680.0), (1920.0, 1080.0)] {
        let l = ReadingLayout::new(w, h, 1.0);
        for lang in font::drawn_languages() {
            let font = Font::for_language(lang);
            let t = Texts::new(lang);
            for p in [Page::HowToPlay, Page::About] {
                let blocks = page::blocks(p, &t);
                let laid = PageLayout::new(&blocks, &l, |s, size| font.width(s, size));
                let paragraphs: Vec<String> = blocks
                    .iter()
                    .filter_map(|b| match b {
                        page::Block::Heading(s) | page::Block::Text(s) => Some(s.clone()),
                        page::Block::Diagram(_) => None,
                    })
                    .collect();
                for line in &laid.lines {
                    let Item::Text { text, heading } = &line.item else {
                        continue;
                    };
                    let size = if *heading { l.heading } else { l.body };
                    assert!(
                        font.width(text, size) <= l.column.w + 0.5,
                        "{w}x{h} {lang} {p:?}: {text:?} is wider than its column"
                    );
                    // the line is a run of a paragraph between two of its break
                    // opportunities (trailing spaces aside): no line starts with a closing
                    // mark or a small kana, none ends with an opening mark. A run that is
                    // wider than the column by itself (a row of "=" in a licence) is cut
                    // where it must be.
                    let column = l.column.w;
                    let ok = paragraphs.iter().any(|para| {
                        para.match_indices(text.as_str()).any(|(at, _)| {
                            let breaks: Vec<usize> = linebreaks(para).map(|(i, _)| i).collect();
                            let end = at + text.len();
                            let spaces = para[end..].len() - para[end..].trim_start().len();
                            let forced = |i: usize| {
                                let from =
                                    breaks.iter().rev().find(|b| **b < i).copied().unwrap_or(0);
                                let to = breaks
                                    .iter()
                                    .find(|b| **b > i)
                                    .copied()
                                    .unwrap_or(para.len());
                                font.width(para[from..to].trim_end(), size) > column
                            };
                            let start_ok = at == 0 || breaks.contains(&at) || forced(at);
                            let end_ok = breaks.contains(&end)
                                || breaks.contains(&(end + spaces))
                                || forced(end);
                            start_ok && end_ok
                        })
                    });
                    assert!(
                        ok,
                        "{w}x{h} {lang} {p:?}: {text:?} is not broken where the rules allow"
                    );
                }
            }
        }
    }
}
