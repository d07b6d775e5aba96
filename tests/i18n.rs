//! The locale files: every file parses, every locale has every message, every message the
//! code uses exists, and the shipped font has a glyph for every character (SPEC R-I18N).

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use reversi::i18n::{sources, Texts, LANGUAGES};

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
    sources(lang).iter().flat_map(|s| message_ids(s)).collect()
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

#[test]
fn the_font_draws_every_character_of_every_locale() {
    let bytes = include_bytes!("../assets/font.ttf");
    let font = fontdue::Font::from_bytes(&bytes[..], fontdue::FontSettings::default())
        .expect("font parses");
    for lang in LANGUAGES {
        let texts = Texts::new(lang);
        for id in ids_of(lang) {
            let text = texts.tr_args(
                &id,
                &[
                    ("count", reversi::i18n::Arg::Num(12)),
                    ("black", reversi::i18n::Arg::Num(33)),
                    ("white", reversi::i18n::Arg::Num(31)),
                    ("opponent", reversi::i18n::Arg::Text("x")),
                ],
            );
            for c in text.chars().filter(|c| !c.is_whitespace()) {
                assert_ne!(
                    font.lookup_glyph_index(c),
                    0,
                    "{lang} {id}: no glyph for {c:?} (U+{:04X})",
                    c as u32
                );
            }
        }
    }
}
