//! Where a line of text may break, by Unicode's line-breaking algorithm (UAX #14, Unicode
//! 15.0) for the characters the game's texts use: at spaces in the scripts that have them
//! (words stay whole), between the characters of Japanese and Chinese, never before closing
//! punctuation (。、」）！？), small kana and the prolonged-sound mark, nor after opening
//! punctuation (「（). Korean is set as its players read it in an app (CSS's `keep-all`):
//! it spaces its words, so a word of Hangul syllables stays whole as a Latin one does; this
//! is UAX #14's own tailoring for Korean, its syllables taken as alphabetic (LB1). Plain
//! Rust and small: the browser build carries it (the `unicode-linebreak` crate's tables
//! would cost about ten times as much). tests/wrapping.rs checks it against that crate on
//! every text of every language, character classes and break positions alike.

/// A character's line-breaking class (UAX #14's names), as far as the game's texts need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Mandatory break after (line feed, paragraph separators).
    Bk,
    Cr,
    Lf,
    Sp,
    /// Zero-width space.
    Zw,
    /// Word joiner: no break either side.
    Wj,
    /// Non-breaking ("glue"): no-break spaces, the non-breaking hyphen.
    Gl,
    /// Break after: en dash, hyphenation points, the ideographic space.
    Ba,
    /// Break opportunity before and after: the em dash.
    B2,
    /// Hyphen-minus.
    Hy,
    /// Close punctuation: 」、。）.
    Cl,
    /// Close parenthesis: ) ].
    Cp,
    /// Open punctuation: ( [ { 「 （ ¡ ¿ „.
    Op,
    /// Quotation marks.
    Qu,
    /// Exclamation and question marks.
    Ex,
    /// Infix separators: , . : ;
    Is,
    /// Solidus.
    Sy,
    /// Inseparable: the ellipsis.
    In,
    Nu,
    /// Prefix numeric: + $ € ...
    Pr,
    /// Postfix numeric: % ° ...
    Po,
    /// Nonstarters: small kana (conditional Japanese starters, CJ, resolved as NS by the
    /// algorithm's default), ー, 々, ・, ：
    Ns,
    /// Ideographs, kana, full-width forms.
    Id,
    /// Hangul syllables: LV (H2) and LVT (H3), which `breaks` takes as alphabetic.
    H2,
    H3,
    /// Combining marks (they take the class of the character before): also the vowel signs
    /// of Devanagari and Bengali, Thai's marks (LB1 resolves its SA so), the isolation marks
    /// and the joiners.
    Cm,
    /// Hebrew letters: alphabetic, but a hyphen after one does not break (LB21a).
    Hl,
    /// Alphabetic and everything else (Arabic, Devanagari, Bengali and Thai letters too: Thai
    /// breaks only at the zero-width spaces its texts carry between words).
    Al,
}

use Class::*;

/// `c`'s class (with UAX #14's LB1 resolved: ambiguous and unknown characters are
/// alphabetic, conditional Japanese starters nonstarters).
pub fn class(c: char) -> Class {
    punctuation(c)
        .or_else(|| east_asian(c))
        .or_else(|| shaped_scripts(c).filter(|_| cfg!(feature = "shaping")))
        .unwrap_or(match c {
            '\u{300}'..='\u{36f}'
            | '\u{1ab0}'..='\u{1aff}'
            | '\u{1dc0}'..='\u{1dff}'
            | '\u{20d0}'..='\u{20ff}'
            | '\u{fe20}'..='\u{fe2f}'
            | '\u{200c}'..='\u{200f}'
            | '\u{202a}'..='\u{202e}'
            | '\u{2066}'..='\u{2069}' => Cm,
            '0'..='9' => Nu,
            _ => Al,
        })
}

/// Hebrew, Arabic, Devanagari, Bengali and Thai: their marks, digits and punctuation (their
/// letters are alphabetic, Hebrew's of their own class).
fn shaped_scripts(c: char) -> Option<Class> {
    Some(match c {
        '\u{5d0}'..='\u{5ea}' | '\u{5ef}'..='\u{5f2}' | '\u{fb1d}'..='\u{fb4f}' => Hl,
        '\u{591}'..='\u{5bd}'
        | '\u{5bf}'
        | '\u{5c1}'..='\u{5c2}'
        | '\u{5c4}'..='\u{5c5}'
        | '\u{5c7}' => Cm,
        '\u{5be}' => Ba,
        '\u{610}'..='\u{61a}'
        | '\u{64b}'..='\u{65f}'
        | '\u{670}'
        | '\u{6d6}'..='\u{6dc}'
        | '\u{6df}'..='\u{6e4}'
        | '\u{6e7}'..='\u{6e8}'
        | '\u{6ea}'..='\u{6ed}' => Cm,
        '\u{660}'..='\u{669}' | '\u{66b}'..='\u{66c}' | '\u{6f0}'..='\u{6f9}' => Nu,
        '\u{60c}'..='\u{60d}' => Is,
        '\u{61b}' | '\u{61e}'..='\u{61f}' | '\u{6d4}' => Ex,
        '\u{66a}' => Po,
        '\u{900}'..='\u{903}'
        | '\u{93a}'..='\u{93c}'
        | '\u{93e}'..='\u{94f}'
        | '\u{951}'..='\u{957}'
        | '\u{962}'..='\u{963}'
        | '\u{981}'..='\u{983}'
        | '\u{9bc}'
        | '\u{9be}'..='\u{9c4}'
        | '\u{9c7}'..='\u{9c8}'
        | '\u{9cb}'..='\u{9cd}'
        | '\u{9d7}'
        | '\u{9e2}'..='\u{9e3}'
        | '\u{9fe}' => Cm,
        '\u{964}'..='\u{965}' => Ba,
        '\u{966}'..='\u{96f}' | '\u{9e6}'..='\u{9ef}' | '\u{e50}'..='\u{e59}' => Nu,
        '\u{e31}' | '\u{e34}'..='\u{e3a}' | '\u{e47}'..='\u{e4e}' => Cm,
        '\u{e3f}' => Pr,
        '\u{e5a}'..='\u{e5b}' => Ba,
        _ => return None,
    })
}

/// Spaces, breaks, dashes, brackets, quotes and the marks of numbers.
fn punctuation(c: char) -> Option<Class> {
    Some(match c {
        '\n' | '\u{b}' | '\u{c}' | '\u{2028}' | '\u{2029}' | '\u{85}' => Bk,
        '\r' => Cr,
        ' ' => Sp,
        '\t' | '\u{ad}' | '\u{2010}' | '\u{2012}' | '\u{2013}' | '\u{3000}' | '|' => Ba,
        '\u{200b}' => Zw,
        '\u{2060}' | '\u{feff}' => Wj,
        '\u{a0}' | '\u{202f}' | '\u{2007}' | '\u{2011}' => Gl,
        '\u{2014}' => B2,
        '-' => Hy,
        ')' | ']' => Cp,
        '}' | '\u{3001}' | '\u{3002}' | '\u{ff0c}' | '\u{ff0e}' | '\u{3009}' | '\u{300b}'
        | '\u{300d}' | '\u{300f}' | '\u{3011}' | '\u{3015}' | '\u{3017}' | '\u{3019}'
        | '\u{301b}' | '\u{301e}' | '\u{301f}' | '\u{ff09}' | '\u{ff3d}' | '\u{ff5d}'
        | '\u{ff60}' | '\u{ff61}' | '\u{ff63}' | '\u{ff64}' => Cl,
        '(' | '[' | '{' | '\u{a1}' | '\u{bf}' | '\u{201a}' | '\u{201e}' | '\u{3008}'
        | '\u{300a}' | '\u{300c}' | '\u{300e}' | '\u{3010}' | '\u{3014}' | '\u{3016}'
        | '\u{3018}' | '\u{301a}' | '\u{301d}' | '\u{ff08}' | '\u{ff3b}' | '\u{ff5b}'
        | '\u{ff5f}' | '\u{ff62}' => Op,
        '"' | '\'' | '\u{ab}' | '\u{bb}' | '\u{2018}' | '\u{2019}' | '\u{201b}' | '\u{201c}'
        | '\u{201d}' | '\u{201f}' | '\u{2039}' | '\u{203a}' => Qu,
        '!' | '?' | '\u{ff01}' | '\u{ff1f}' => Ex,
        ',' | '.' | ':' | ';' | '\u{37e}' => Is,
        '/' => Sy,
        '\u{2024}'..='\u{2026}' | '\u{22ef}' | '\u{fe19}' => In,
        '+' | '$' | '\\' | '\u{a3}' | '\u{a5}' | '\u{20ac}' => Pr,
        '%' | '\u{b0}' | '\u{2030}' | '\u{2032}' | '\u{2033}' | '\u{2103}' => Po,
        _ => return None,
    })
}

/// Japanese, Chinese and Korean: nonstarters (small kana, the prolonged-sound mark,
/// iteration marks, middle dots and colons), Hangul syllables, ideographs and kana.
fn east_asian(c: char) -> Option<Class> {
    Some(match c {
        '\u{3041}'
        | '\u{3043}'
        | '\u{3045}'
        | '\u{3047}'
        | '\u{3049}'
        | '\u{3063}'
        | '\u{3083}'
        | '\u{3085}'
        | '\u{3087}'
        | '\u{308e}'
        | '\u{3095}'
        | '\u{3096}'
        | '\u{30a1}'
        | '\u{30a3}'
        | '\u{30a5}'
        | '\u{30a7}'
        | '\u{30a9}'
        | '\u{30c3}'
        | '\u{30e3}'
        | '\u{30e5}'
        | '\u{30e7}'
        | '\u{30ee}'
        | '\u{30f5}'
        | '\u{30f6}'
        | '\u{30fc}'
        | '\u{31f0}'..='\u{31ff}'
        | '\u{3005}'
        | '\u{303b}'
        | '\u{309b}'..='\u{309e}'
        | '\u{30a0}'
        | '\u{30fb}'
        | '\u{30fd}'
        | '\u{30fe}'
        | '\u{301c}'
        | '\u{ff1a}'
        | '\u{ff1b}'
        | '\u{ff65}'
        | '\u{ff67}'..='\u{ff70}'
        | '\u{203c}'
        | '\u{2047}'..='\u{2049}' => Ns,
        '\u{ac00}'..='\u{d7a3}' if (u32::from(c) - 0xac00) % 28 == 0 => H2,
        '\u{ac00}'..='\u{d7a3}' => H3,
        '\u{2e80}'..='\u{2fff}'
        | '\u{3003}'..='\u{3004}'
        | '\u{3006}'..='\u{3007}'
        | '\u{3012}'..='\u{3013}'
        | '\u{3020}'..='\u{303a}'
        | '\u{303c}'..='\u{303f}'
        | '\u{3040}'..='\u{309a}'
        | '\u{309f}'
        | '\u{30a1}'..='\u{30fa}'
        | '\u{30ff}'
        | '\u{3105}'..='\u{31ef}'
        | '\u{3200}'..='\u{4dbf}'
        | '\u{4e00}'..='\u{9fff}'
        | '\u{a000}'..='\u{a4cf}'
        | '\u{f900}'..='\u{faff}'
        | '\u{fe30}'..='\u{fe4f}'
        | '\u{ff02}'..='\u{ff07}'
        | '\u{ff0a}'..='\u{ff0b}'
        | '\u{ff0d}'
        | '\u{ff0f}'..='\u{ff19}'
        | '\u{ff1c}'..='\u{ff1e}'
        | '\u{ff20}'..='\u{ff3a}'
        | '\u{ff3c}'
        | '\u{ff3e}'..='\u{ff5a}'
        | '\u{ff5c}'
        | '\u{ff5e}'
        | '\u{ffe2}'..='\u{ffe4}'
        | '\u{20000}'..='\u{3fffd}' => Id,
        _ => return None,
    })
}

/// A break opportunity before the character at a byte index: may the line break there, or
/// must it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Break {
    Allowed,
    Mandatory,
}

/// Every break opportunity in `text`, as the byte index of the character after it, in order
/// (the end of the text included, as UAX #14 has it: a mandatory break).
pub fn breaks(text: &str) -> Vec<(usize, Break)> {
    let chars: Vec<(usize, char, Class)> =
        text.char_indices().map(|(i, c)| (i, c, class(c))).collect();
    // LB9/LB10: a combining mark takes the class of the character it follows (unless that
    // is a space or a break), else it is alphabetic
    let mut resolved: Vec<Class> = Vec::with_capacity(chars.len());
    for (k, &(_, _, cl)) in chars.iter().enumerate() {
        let cl = match (cl, k.checked_sub(1).map(|j| resolved[j])) {
            (Cm, Some(prev)) if !matches!(prev, Bk | Cr | Lf | Sp | Zw) => prev,
            (Cm, _) | (H2 | H3, _) => Al,
            (cl, _) => cl,
        };
        resolved.push(cl);
    }
    let mut out = Vec::new();
    for k in 1..chars.len() {
        let (i, c, _) = chars[k];
        let (a, b) = (resolved[k - 1], resolved[k]);
        // the class before any spaces that end the text before this point
        let before_spaces = (0..k).rev().map(|j| resolved[j]).find(|cl| *cl != Sp);
        // LB21a: HL (HY | BA) × (marks held to what they follow, LB9)
        let base = |mut j: usize| {
            while j > 0 && class(chars[j].1) == Cm && resolved[j - 1] == resolved[j] {
                j -= 1;
            }
            j
        };
        let hyphen = base(k - 1);
        if matches!(a, Hy | Ba) && hyphen > 0 && resolved[base(hyphen - 1)] == Hl {
            continue;
        }
        // LB9 holds a mark to what it follows, but one after a space stands alone (LB10)
        let mark = class(c) == Cm && !matches!(a, Bk | Cr | Lf | Sp | Zw);
        if let Some(kind) = decide(a, b, before_spaces, mark) {
            out.push((i, kind));
        }
    }
    if !text.is_empty() {
        out.push((text.len(), Break::Mandatory));
    }
    out
}

/// UAX #14's rules LB4 to LB31 between a character of class `a` and one of `b`; `last` is
/// the class before the spaces that end the text before `b` (when `a` is a space), `mark`
/// whether `b` is a combining mark (LB9: no break before one).
fn decide(a: Class, b: Class, last: Option<Class>, mark: bool) -> Option<Break> {
    let allowed = Some(Break::Allowed);
    // LB21b: SY × HL
    if a == Sy && b == Hl {
        return None;
    }
    // past LB21a and LB21b, Hebrew letters break as the alphabetic do
    let alphabetic = |c: Class| if c == Hl { Al } else { c };
    let (a, b, last) = (alphabetic(a), alphabetic(b), last.map(alphabetic));
    // LB4, LB5
    match (a, b) {
        (Bk, _) | (Lf, _) => return Some(Break::Mandatory),
        (Cr, Lf) => return None,
        (Cr, _) => return Some(Break::Mandatory),
        _ => {}
    }
    // LB6, LB7
    if matches!(b, Bk | Cr | Lf | Sp | Zw) {
        return None;
    }
    // LB8: ZW SP* ÷
    if last == Some(Zw) && (a == Zw || a == Sp) {
        return allowed;
    }
    // LB9: X CM (the mark took X's class: no break before it)
    if mark {
        return None;
    }
    // LB11, LB12, LB12a
    if a == Wj || b == Wj || a == Gl {
        return None;
    }
    if b == Gl && !matches!(a, Sp | Ba | Hy) {
        return None;
    }
    // LB13
    if matches!(b, Cl | Cp | Ex | Is | Sy) {
        return None;
    }
    // LB14-LB17, over spaces
    match (last, b) {
        (Some(Op), _) => return None,
        (Some(Qu), Op) => return None,
        (Some(Cl | Cp), Ns) => return None,
        (Some(B2), B2) => return None,
        _ => {}
    }
    // LB18
    if a == Sp {
        return allowed;
    }
    // LB19
    if a == Qu || b == Qu {
        return None;
    }
    // LB21 (LB20's CB does not occur)
    if matches!(b, Ba | Hy | Ns) {
        return None;
    }
    // LB22
    if b == In {
        return None;
    }
    let keep = match (a, b) {
        // LB23, LB23a, LB24
        (Al, Nu) | (Nu, Al) | (Pr, Id) | (Id, Po) | (Pr | Po, Al) | (Al, Pr | Po) => true,
        // LB25 (its pairs)
        (Cl | Cp, Po | Pr) | (Nu, Po | Pr) | (Po | Pr, Op | Nu) | (Hy | Is | Nu | Sy, Nu) => true,
        // (LB26, LB27 do not arise: Korean's syllables are alphabetic here, as the module says)
        // LB28, LB29
        (Al, Al) | (Is, Al) => true,
        // LB30 (as the unicode-linebreak crate has it: for the wide brackets too)
        (Al | Nu, Op) | (Cp, Al | Nu) => true,
        _ => false,
    };
    if keep {
        None
    } else {
        // LB31
        allowed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cuts(text: &str) -> Vec<&str> {
        let mut from = 0;
        breaks(text)
            .into_iter()
            .map(|(i, _)| {
                let part = &text[from..i];
                from = i;
                part
            })
            .collect()
    }

    #[test]
    fn words_break_after_their_spaces_and_stay_whole() {
        assert_eq!(cuts("Black plays d3."), ["Black ", "plays ", "d3."]);
        assert_eq!(cuts("You won 41–23."), ["You ", "won ", "41–", "23."]);
        assert_eq!(
            cuts("X-squares (b2, g2)"),
            ["X-", "squares ", "(b2, ", "g2)"]
        );
    }

    #[test]
    fn japanese_breaks_between_characters_but_not_before_closing_marks() {
        assert_eq!(
            cuts("黒が先手です。「角」は強い！"),
            [
                "黒",
                "が",
                "先",
                "手",
                "で",
                "す。",
                "「角」",
                "は",
                "強",
                "い！"
            ]
        );
        // no line starts with a small kana or the prolonged-sound mark
        assert_eq!(cuts("パスしょう"), ["パ", "ス", "しょ", "う"]);
        assert_eq!(cuts("ルールー"), ["ルー", "ルー"]);
    }

    #[test]
    fn the_end_is_a_mandatory_break_and_a_line_feed_one_too() {
        assert_eq!(breaks("ab"), [(2, Break::Mandatory)]);
        assert_eq!(
            breaks("a\nb"),
            [(2, Break::Mandatory), (3, Break::Mandatory)]
        );
        assert!(breaks("").is_empty());
    }

    #[test]
    fn korean_words_stay_whole_and_no_break_before_a_no_break_space() {
        assert_eq!(cuts("흑이 d3에 둡니다."), ["흑이 ", "d3에 ", "둡니다."]);
        assert_eq!(cuts("(흑) 둡니다"), ["(흑) ", "둡니다"]);
        assert_eq!(cuts("Tour\u{a0}: noir"), ["Tour\u{a0}: ", "noir"]);
    }
}
