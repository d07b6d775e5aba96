//! The locale files: the 31 languages each have every message and only those, none left as
//! English wrote it, every message the code uses exists, and every character has a glyph in
//! the font that draws it (SPEC R-I18N).

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use reversi::i18n::{own_name, source, Texts, LANGUAGES};
#[cfg(feature = "shaping")]
use reversi::text::shape::LineShaper;
use reversi::text::SHAPED;
use reversi::ui::font_files::{name_font, text_font};

fn message_ids(source: &str) -> BTreeSet<String> {
    let resource = match FluentResource::try_new(source.to_owned()) {
        Ok(r) => r,
        Err((_, errors)) => panic!("parse errors: {errors:?}"),
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

fn ids_of(lang: &str) -> BTreeSet<String> {
    message_ids(source(lang).expect("every language is compiled in natively"))
}

#[test]
fn the_languages_are_the_locales() {
    let mut dirs: Vec<String> = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("locales"))
        .expect("locales/")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    dirs.sort();
    let mut shipped: Vec<String> = LANGUAGES.iter().map(|l| (*l).to_owned()).collect();
    shipped.sort();
    assert_eq!(dirs, shipped);
    assert_eq!(LANGUAGES.len(), 31);
    assert_eq!(LANGUAGES[0], "en", "English first: the fallback");
    // a build without the text path (the aarch64 and WASI runs) offers English for the
    // languages drawn by shaping
    for lang in LANGUAGES.into_iter().filter(|l| reversi::text::drawable(l)) {
        assert_eq!(Texts::new(lang).lang(), lang);
        assert_eq!(Texts::new(lang).tr("language-name"), own_name(lang));
    }
    assert_eq!(own_name("ja"), "日本語");
    assert_eq!(own_name("zh-Hant"), "繁體中文");
}

/// Messages that are the same word in a language as in English (and so no oversight).
const SAME_AS_ENGLISH: [(&str, &str); 19] = [
    ("cs", "button-menu"),        // Menu
    ("de", "settings-animation"), // Animation
    ("de", "animation-normal"),   // Normal
    ("de", "contrast-normal"),
    ("fr", "settings-animation"),     // Animation
    ("fr", "contrast-normal"),        // Normal
    ("fr", "button-score"),           // Score
    ("fr", "about-licences-heading"), // Licences
    ("id", "button-menu"),            // Menu
    ("id", "animation-normal"),
    ("id", "contrast-normal"),
    ("it", "button-menu"),       // Menu
    ("nl", "button-menu"),       // Menu
    ("nl", "settings-contrast"), // Contrast
    ("pl", "button-menu"),       // Menu
    ("ro", "contrast-normal"),   // Normal
    ("ro", "settings-contrast"), // Contrast
    ("sv", "animation-normal"),  // Normal
    ("sv", "contrast-normal"),
];

/// Messages that are names, numbers, codes or punctuation in every language.
const NAMES: [&str; 7] = [
    "app-title",
    "a11y-sentence",
    "about-version",
    "duration-minutes",
    "duration-hours-minutes",
    "list-separator",
    "sentence-separator",
];

#[test]
fn no_message_is_left_as_english_wrote_it() {
    let en = Texts::new("en");
    let mut left = Vec::new();
    for lang in LANGUAGES[1..].iter().filter(|l| reversi::text::drawable(l)) {
        let t = Texts::new(lang);
        for id in ids_of("en") {
            let plain = |t: &Texts| {
                t.tr_args(
                    &id,
                    &[
                        ("square", reversi::i18n::Arg::Text("d3")),
                        ("flips", reversi::i18n::Arg::Num(3)),
                    ],
                )
            };
            let same = plain(&t) == plain(&en);
            let allowed = NAMES.contains(&id.as_str())
                || SAME_AS_ENGLISH.contains(&(*lang, id.as_str()))
                || id.starts_with("count-cpu")
                || id == "a11y-cell-empty" && plain(&t).ends_with("empty");
            if same && !allowed {
                left.push(format!("{lang} {id}: {:?}", plain(&t)));
            }
        }
    }
    assert!(left.is_empty(), "as in English:\n{}", left.join("\n"));
}

#[test]
fn every_locale_parses_and_has_every_message() {
    let english = ids_of("en");
    assert!(english.contains("language-name"));
    for lang in LANGUAGES {
        let ids = ids_of(lang);
        let missing: Vec<_> = english.difference(&ids).collect();
        let extra: Vec<_> = ids.difference(&english).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has ids English lacks: {extra:?}");
    }
}

/// String literals passed to `tr(`/`tr_args(`, and those listed in `…_IDS` arrays.
fn ids_used_in(code: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for call in ["tr(", "tr_args("] {
        for (at, _) in code.match_indices(call) {
            let rest = code[at + call.len()..].trim_start();
            if let Some(literal) = rest.strip_prefix('"') {
                if let Some(end) = literal.find('"') {
                    ids.push(literal[..end].to_owned());
                }
            }
        }
    }
    for (at, _) in code.match_indices("_IDS: [") {
        let block = &code[at..];
        let start = block.find('=').unwrap_or(0);
        let end = block[start..].find("];").map_or(block.len(), |e| start + e);
        ids.extend(
            block[start..end]
                .split('"')
                .skip(1)
                .step_by(2)
                .map(str::to_owned),
        );
    }
    ids
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("src readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_message_the_code_uses_exists() {
    let english = ids_of("en");
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut used = BTreeSet::new();
    for file in files {
        let code = fs::read_to_string(&file).expect("source readable");
        used.extend(ids_used_in(&code));
    }
    used.remove("no-such-message");
    assert!(used.contains("notice-damaged-stats"), "scan found {used:?}");
    let missing: Vec<_> = used.difference(&english).collect();
    assert!(missing.is_empty(), "used but not in locales: {missing:?}");
}

fn font(file: &str) -> fontdue::Font {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join(file);
    let bytes = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    fontdue::Font::from_bytes(&bytes[..], fontdue::FontSettings::default()).expect("font parses")
}

fn missing(font: &fontdue::Font, text: &str) -> Vec<String> {
    let mut gone: Vec<char> = text
        .chars()
        .filter(|c| !c.is_whitespace() && font.lookup_glyph_index(*c) == 0)
        .collect();
    gone.sort_unstable();
    gone.dedup();
    gone.iter()
        .map(|c| format!("{c:?} (U+{:04X})", *c as u32))
        .collect()
}

#[cfg(feature = "shaping")]
fn font_bytes(file: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join(file);
    fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[cfg(feature = "shaping")]
/// The glyphs of a language drawn by shaping: every line of its source, shaped as the game
/// shapes it (its script's font, the base font for what that lacks), gives no glyph 0.
fn shaped_gaps(file: &str, lang: &str, text: &str) -> Vec<String> {
    let shaper = LineShaper::new(font_bytes(file))
        .and_then(|s| s.with_fallback(font_bytes("fonts/base.ttf")))
        .expect("the fonts parse");
    text.lines()
        .filter(|line| shaper.shape(line, lang).iter().any(|g| g.id == 0))
        .map(str::to_owned)
        .collect()
}

#[cfg(feature = "shaping")]
#[test]
fn every_glyph_the_shaper_returns_is_in_the_font_that_draws_it() {
    // every language with a font of its own is drawn by the text path (src/packs.rs)
    for lang in reversi::ui::font_files::OWN_FONT {
        let file = text_font(lang).expect("a font of its own");
        let gaps = shaped_gaps(&file, lang, source(lang).unwrap());
        assert!(
            gaps.is_empty(),
            "{lang} ({file}) shapes a .notdef glyph in {gaps:#?}"
        );
        // counts in the language's digits, the game's punctuation
        let digits = Texts::new(lang).number(1_234_567_890);
        let gaps = shaped_gaps(&file, lang, &format!("{digits} ·–—…"));
        assert!(gaps.is_empty(), "{lang} ({file}) lacks {gaps:?}");
        let name_file = name_font(lang).expect("a name font");
        let gaps = shaped_gaps(&name_file, lang, own_name(lang));
        assert!(
            gaps.is_empty(),
            "{lang}'s name ({name_file}) lacks {gaps:?}"
        );
    }
}

#[test]
fn every_character_has_a_glyph_in_the_font_that_draws_it() {
    let ascii: String = (' '..='~').collect();
    for lang in LANGUAGES.into_iter().filter(|l| !SHAPED.contains(l)) {
        let file = text_font(lang).unwrap_or_else(|| "fonts/base.ttf".to_owned());
        let f = font(&file);
        // every message (every variant of every selector: the whole source), the licences on
        // About (printable ASCII) and the game's own punctuation
        let text = format!("{}{ascii}·–—…", source(lang).unwrap());
        let gone = missing(&f, &text);
        assert!(gone.is_empty(), "{lang} ({file}) has no glyph for {gone:?}");
        // the language's name in the list, in its own font, while another is in use
        let name_file = name_font(lang).unwrap_or_else(|| "fonts/base.ttf".to_owned());
        let gone = missing(&font(&name_file), own_name(lang));
        assert!(
            gone.is_empty(),
            "{lang}'s name ({name_file}) lacks {gone:?}"
        );
    }
}

#[test]
fn a_han_character_is_drawn_in_its_readers_forms() {
    // 語 / 语: the same word, a different glyph in the Japanese, Simplified and Traditional
    // Chinese and Korean faces; each font is cut from its language's face
    let outline = |file: &str, c: char| {
        let f = font(file);
        let (m, bitmap) = f.rasterize(c, 48.0);
        (m.width, m.height, bitmap)
    };
    let ja = outline("fonts/ja.otf", '語');
    let zh_hant = outline("fonts/zh-Hant.otf", '語');
    assert_ne!(ja, zh_hant, "語 is drawn alike in Japan and Taiwan");
    let ja = outline("fonts/ja.otf", '角');
    let zh_hans = outline("fonts/zh-Hans.otf", '角');
    assert_ne!(ja, zh_hans, "角 is drawn alike in Japan and China");
}
