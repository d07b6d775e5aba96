//! Which script a character is written in, for the shaper: a line is shaped in pieces of one
//! script each (a Hindi sentence with a move in it is Devanagari, then Latin "d3", then
//! Devanagari again), as HarfBuzz wants its buffers. Only the scripts of the game's languages
//! and their neighbours are known here (Unicode's Scripts.txt by block, the few Common
//! characters inside those blocks named); everything else, like Unicode's Common and
//! Inherited characters (spaces, digits, punctuation, dandas, combining marks), has no script
//! of its own and goes with its neighbours.

use std::ops::Range;

use harfrust::Script;

/// `c`'s script, or `None` when it takes its neighbours'.
pub fn of(c: char) -> Option<Script> {
    Some(match c {
        'A'..='Z' | 'a'..='z' | 'ª' | 'º' => Script::LATIN,
        '\u{d7}' | '\u{f7}' => return None,
        '\u{c0}'..='\u{24f}' | '\u{1e00}'..='\u{1eff}' => Script::LATIN,
        '\u{37e}' | '\u{387}' => return None,
        '\u{370}'..='\u{3ff}' | '\u{1f00}'..='\u{1fff}' => Script::GREEK,
        '\u{400}'..='\u{52f}' => Script::CYRILLIC,
        '\u{591}'..='\u{5f4}' | '\u{fb1d}'..='\u{fb4f}' => Script::HEBREW,
        // the comma, semicolon, question mark and tatweel are everyone's; the vowel marks
        // (Inherited) take the letter's script all the same
        '\u{60c}' | '\u{61b}' | '\u{61f}' | '\u{640}' => return None,
        '\u{600}'..='\u{6ff}'
        | '\u{750}'..='\u{77f}'
        | '\u{8a0}'..='\u{8ff}'
        | '\u{fb50}'..='\u{fdff}'
        | '\u{fe70}'..='\u{fefe}' => Script::ARABIC,
        '\u{964}' | '\u{965}' => return None,
        '\u{900}'..='\u{97f}' | '\u{a8e0}'..='\u{a8ff}' => Script::DEVANAGARI,
        '\u{980}'..='\u{9ff}' => Script::BENGALI,
        '\u{e3f}' => return None,
        '\u{e01}'..='\u{e5b}' => Script::THAI,
        '\u{3099}'..='\u{309c}' | '\u{30a0}' | '\u{30fb}' | '\u{30fc}' => return None,
        '\u{3041}'..='\u{309f}' => Script::HIRAGANA,
        '\u{30a1}'..='\u{30ff}' | '\u{31f0}'..='\u{31ff}' | '\u{ff66}'..='\u{ff9d}' => {
            Script::KATAKANA
        }
        '\u{3005}' | '\u{3007}' | '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' => Script::HAN,
        '\u{f900}'..='\u{faff}' | '\u{20000}'..='\u{3134f}' => Script::HAN,
        '\u{1100}'..='\u{11ff}' | '\u{3131}'..='\u{318e}' | '\u{ac00}'..='\u{d7a3}' => {
            Script::HANGUL
        }
        _ => return None,
    })
}

/// `text` cut where its script changes, in logical order: each piece's byte range and
/// script. A character without a script of its own stays in the piece before it, or, at the
/// start, joins the first piece with a script; a text without any is one piece of none.
pub fn pieces(text: &str) -> Vec<(Range<usize>, Option<Script>)> {
    let mut pieces: Vec<(Range<usize>, Option<Script>)> = Vec::new();
    for (i, c) in text.char_indices() {
        let end = i + c.len_utf8();
        match (pieces.last_mut(), of(c)) {
            (None, script) => pieces.push((i..end, script)),
            (Some((range, current @ None)), script) => {
                range.end = end;
                *current = script;
            }
            (Some((range, Some(current))), script) if script.is_none_or(|s| s == *current) => {
                range.end = end;
            }
            (Some(_), script) => pieces.push((i..end, script)),
        }
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(text: &str) -> Vec<(&str, Option<Script>)> {
        pieces(text)
            .into_iter()
            .map(|(range, script)| (&text[range], script))
            .collect()
    }

    #[test]
    fn a_move_in_a_hindi_sentence_is_a_latin_piece() {
        assert_eq!(
            named("आपने d3 खेला।"),
            [
                ("आपने ", Some(Script::DEVANAGARI)),
                ("d3 ", Some(Script::LATIN)),
                ("खेला।", Some(Script::DEVANAGARI))
            ]
        );
    }

    #[test]
    fn neutral_characters_go_with_their_neighbours() {
        // leading digits and a quote join the Arabic after them; the Arabic comma and the
        // Persian half-space (ZWNJ) stay inside it
        assert_eq!(
            named("«12 می‌کنید، ok"),
            [
                ("«12 می‌کنید، ", Some(Script::ARABIC)),
                ("ok", Some(Script::LATIN))
            ]
        );
        assert_eq!(named("12 – 30"), [("12 – 30", None)]);
        assert_eq!(named(""), []);
    }

    #[test]
    fn marks_and_signs_of_each_script() {
        assert_eq!(of('ক'), Some(Script::BENGALI));
        assert_eq!(of('\u{9cd}'), Some(Script::BENGALI)); // virama
        assert_eq!(of('০'), Some(Script::BENGALI));
        assert_eq!(of('\u{5bc}'), Some(Script::HEBREW)); // dagesh
        assert_eq!(of('ๆ'), Some(Script::THAI));
        assert_eq!(of('฿'), None);
        assert_eq!(of('\u{94d}'), Some(Script::DEVANAGARI)); // virama
        assert_eq!(of('।'), None); // the danda, Bengali's full stop too
        assert_eq!(of('\u{301}'), None); // combining acute
        assert_eq!(of('é'), Some(Script::LATIN));
        assert_eq!(of('ж'), Some(Script::CYRILLIC));
        assert_eq!(of('ー'), None);
        assert_eq!(of('한'), Some(Script::HANGUL));
    }
}
