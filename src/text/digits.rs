//! The digits a language writes its counts and times with: CLDR's default numbering system
//! of the language (`defaultNumberingSystem` in `common/main/<lang>.xml`). Squares keep their
//! Latin letter and digit ("d3") in every language: only counts and times go through here.
//!
//! From CLDR 49 (as Babel 2.19 ships it: `Locale.parse(lang).default_numbering_system`):
//!
//! | language | default | its native system |
//! |---|---|---|
//! | Persian `fa` | `arabext` ۰–۹ | `arabext` |
//! | Bengali `bn` | `beng` ০–৯ | `beng` |
//! | Arabic `ar-EG`, `ar-SA`, `ar-IQ`, `ar-SY`, `ar-JO`, `ar-LB` | `arab` ٠–٩ | `arab` |
//! | Arabic `ar` (= `ar-001`, no country), `ar-AE`, `ar-MA` | `latn` | `arab` |
//! | Hindi `hi` | `latn` | `deva` ०–९ |
//! | Thai `th` | `latn` | `thai` ๐–๙ |
//! | Hebrew `he` | `latn` | – |
//!
//! Bare `ar` moved to `latn` with CLDR-10825 ("Change the ar locale to default to ASCII
//! digits": every reader of Arabic reads them when the country is not known), its countries
//! keeping their own. The game's one Arabic has no country and writes ٠–٩ as issue 65 asks,
//! as the Arabic of Egypt, Saudi Arabia, Iraq and the Levant does: `arab` is its entry below.
//! Every other language follows its CLDR default.

/// A numbering system, by its CLDR name: the ten digits, zero first, that it writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbering {
    /// 0–9.
    Latn,
    /// Arabic-Indic ٠–٩ (U+0660).
    Arab,
    /// Extended Arabic-Indic ۰–۹ (U+06F0), Persian's: four, five and six differ in form.
    Arabext,
    /// Bengali ০–৯ (U+09E6).
    Beng,
}

impl Numbering {
    /// The system `lang` (a shipped code, or a tag: only its language counts) writes counts
    /// and times with.
    pub fn of_language(lang: &str) -> Numbering {
        // a build without shaping offers none of the languages with digits of their own (the
        // browser's default module then carries none of their formatting)
        if !cfg!(feature = "shaping") {
            return Numbering::Latn;
        }
        match lang.split(['-', '_']).next().unwrap_or(lang) {
            "ar" => Numbering::Arab,
            "fa" => Numbering::Arabext,
            "bn" => Numbering::Beng,
            _ => Numbering::Latn,
        }
    }

    /// Its digit zero (the other nine follow it in Unicode).
    pub fn zero(self) -> char {
        match self {
            Numbering::Latn => '0',
            Numbering::Arab => '\u{660}',
            Numbering::Arabext => '\u{6f0}',
            Numbering::Beng => '\u{9e6}',
        }
    }

    /// `n` written in these digits.
    pub fn number(self, n: u64) -> String {
        self.digits(&n.to_string())
    }

    /// `text` with every ASCII digit written in these digits, everything else as it was: for
    /// a count or a time already formatted ("12", "2 h 5 min"), never for a square.
    pub fn digits(self, text: &str) -> String {
        let zero = u32::from(self.zero());
        text.chars()
            .map(|c| match c.to_digit(10) {
                Some(d) => char::from_u32(zero + d).unwrap_or(c),
                None => c,
            })
            .collect()
    }
}

#[cfg(all(test, feature = "shaping"))]
mod tests {
    use super::*;

    #[test]
    fn each_language_gets_its_default_numbering_system() {
        assert_eq!(Numbering::of_language("fa"), Numbering::Arabext);
        assert_eq!(Numbering::of_language("bn"), Numbering::Beng);
        assert_eq!(Numbering::of_language("ar"), Numbering::Arab);
        assert_eq!(Numbering::of_language("ar-EG"), Numbering::Arab);
        assert_eq!(Numbering::of_language("fa_IR"), Numbering::Arabext);
        for lang in ["hi", "th", "he", "en", "ja", "zh-Hant", "pt-BR", "fil"] {
            assert_eq!(Numbering::of_language(lang), Numbering::Latn, "{lang}");
        }
    }

    #[test]
    fn numbers_are_written_in_the_languages_digits() {
        assert_eq!(Numbering::Arabext.number(1_234_567_890), "۱۲۳۴۵۶۷۸۹۰");
        assert_eq!(Numbering::Arab.number(1_234_567_890), "١٢٣٤٥٦٧٨٩٠");
        assert_eq!(Numbering::Beng.number(1_234_567_890), "১২৩৪৫৬৭৮৯০");
        assert_eq!(Numbering::Latn.number(64), "64");
        assert_eq!(Numbering::Arab.number(0), "٠");
    }

    #[test]
    fn only_ascii_digits_change() {
        // a time as Persian formats it; a digit already native, and a superscript two, stay
        // as they are
        assert_eq!(
            Numbering::Arabext.digits("2 ساعت 5 دقیقه"),
            "۲ ساعت ۵ دقیقه"
        );
        assert_eq!(Numbering::Beng.digits("৩ and 3, x²"), "৩ and ৩, x²");
        assert_eq!(Numbering::Latn.digits("12 min"), "12 min");
    }
}
