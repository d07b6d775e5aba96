//! Which font draws which language (build-scripts/make-fonts.sh makes them, assets/fonts/):
//! DejaVu Sans, cut to the Latin, Greek and Cyrillic of every language but Japanese, Chinese
//! and Korean, draws those; each of the three draws with its own face of Noto Sans CJK, so
//! that a Han character has its readers' forms. The language list shows each language's
//! name in its own font while another is in use: for the CJK languages a font of just that
//! name.
//!
//! The desktop builds compile every font in (each is read only when its language is in use);
//! Android's reads the others from the APK's assets (packed once, not in each ABI's library);
//! the browser's compiles in only the base font, and fetches the others (src/packs.rs) as
//! `fonts/<lang>.otf` and `fonts/<lang>-name.otf` beside the page.

/// The languages with a font of their own: the CJK ones, and those drawn by shaping
/// (text::SHAPED), each with its script's Noto Sans (the base font draws their Latin).
pub const OWN_FONT: [&str; 10] = [
    "ja", "zh-Hans", "zh-Hant", "ko", "he", "ar", "fa", "hi", "bn", "th",
];

/// The base font (DejaVu Sans), compiled in everywhere.
pub const BASE: &[u8] = include_bytes!("../../assets/fonts/base.ttf");

/// The file of the font that draws `lang`'s texts (`None`: the base font).
pub fn text_font(lang: &str) -> Option<String> {
    OWN_FONT
        .contains(&lang)
        .then(|| format!("fonts/{lang}.{}", extension(lang)))
}

/// Noto Sans CJK is OpenType with CFF outlines, the scripts' Noto Sans TrueType.
fn extension(lang: &str) -> &'static str {
    if crate::text::is_shaped(lang) {
        "ttf"
    } else {
        "otf"
    }
}

/// The file of the font that draws `lang`'s own name in the language list while another
/// language is in use (`None`: the base font).
pub fn name_font(lang: &str) -> Option<String> {
    if !crate::text::drawable(lang) {
        return Some(format!("fonts/{lang}-list.ttf"));
    }
    OWN_FONT
        .contains(&lang)
        .then(|| format!("fonts/{lang}-name.{}", extension(lang)))
}

/// What the language list draws for the name of a language this build cannot draw (the
/// browser's default module: the six drawn by shaping): the one character of its
/// `fonts/<lang>-list.ttf`, a glyph made at build time of the name shaped
/// (build-scripts/dist/list-names.py).
pub const LIST_NAME: &str = "\u{e000}";

/// The name the language list draws for `lang`, in [`name_font`]'s font.
pub fn list_name(lang: &str) -> &'static str {
    if crate::text::drawable(lang) {
        crate::i18n::own_name(lang)
    } else {
        LIST_NAME
    }
}

/// A font file this build has compiled in (every one, but in the browser's build).
pub fn compiled_in(file: &str) -> Option<&'static [u8]> {
    #[cfg(not(any(
        all(target_arch = "wasm32", target_os = "unknown"),
        target_os = "android"
    )))]
    macro_rules! fonts {
        ($($name:literal),*) => {
            match file {
                $(concat!("fonts/", $name) => Some(include_bytes!(concat!("../../assets/fonts/", $name)).as_slice()),)*
                _ => None,
            }
        };
    }
    #[cfg(not(any(
        all(target_arch = "wasm32", target_os = "unknown"),
        target_os = "android"
    )))]
    return fonts!(
        "ja.otf",
        "ja-name.otf",
        "zh-Hans.otf",
        "zh-Hans-name.otf",
        "zh-Hant.otf",
        "zh-Hant-name.otf",
        "ko.otf",
        "ko-name.otf",
        "he.ttf",
        "he-name.ttf",
        "ar.ttf",
        "ar-name.ttf",
        "fa.ttf",
        "fa-name.ttf",
        "hi.ttf",
        "hi-name.ttf",
        "bn.ttf",
        "bn-name.ttf",
        "th.ttf",
        "th-name.ttf"
    );
    #[cfg(any(
        all(target_arch = "wasm32", target_os = "unknown"),
        target_os = "android"
    ))]
    {
        let _ = file;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::LANGUAGES;

    #[test]
    fn every_language_has_its_fonts() {
        for lang in LANGUAGES {
            match text_font(lang) {
                // a build without the text path: the list's name is one glyph of a font that
                // build-web.sh makes beside the page
                Some(_) if !crate::text::drawable(lang) => {
                    assert_eq!(name_font(lang), Some(format!("fonts/{lang}-list.ttf")));
                    assert_eq!(list_name(lang), LIST_NAME);
                }
                Some(file) => {
                    assert!(OWN_FONT.contains(&lang));
                    assert!(compiled_in(&file).is_some(), "{file}");
                    assert!(compiled_in(&name_font(lang).unwrap()).is_some());
                }
                None => assert!(name_font(lang).is_none()),
            }
        }
        assert_eq!(text_font("ja").as_deref(), Some("fonts/ja.otf"));
        assert_eq!(
            name_font("zh-Hant").as_deref(),
            Some("fonts/zh-Hant-name.otf")
        );
        assert_eq!(text_font("ru"), None);
        assert_eq!(list_name("ru"), "Русский");
    }
}
