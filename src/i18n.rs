//! Every text on screen, from the Fluent files under `locales/` (SPEC R-I18N).
//!
//! The files are compiled in, so the browser and Android builds need no file access. Each
//! locale has `main.ftl` (the screens), `core.ftl` (storage notices, durations, the
//! language's own name) and `pages.ftl` (How to play and About). A missing message falls back to English, then to its id.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// Shipped languages, English first (the fallback).
pub const LANGUAGES: [&str; 5] = ["en", "id", "de", "et", "su"];

/// The Fluent sources of one locale, as build.rs copies them from `locales/` without their
/// comments (notes for translators, bytes in the browser build).
pub fn sources(lang: &str) -> [&'static str; 3] {
    match lang {
        "id" => [
            include_str!(concat!(env!("OUT_DIR"), "/locales/id/main.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/id/core.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/id/pages.ftl")),
        ],
        "de" => [
            include_str!(concat!(env!("OUT_DIR"), "/locales/de/main.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/de/core.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/de/pages.ftl")),
        ],
        "et" => [
            include_str!(concat!(env!("OUT_DIR"), "/locales/et/main.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/et/core.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/et/pages.ftl")),
        ],
        "su" => [
            include_str!(concat!(env!("OUT_DIR"), "/locales/su/main.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/su/core.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/su/pages.ftl")),
        ],
        _ => [
            include_str!(concat!(env!("OUT_DIR"), "/locales/en/main.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/en/core.ftl")),
            include_str!(concat!(env!("OUT_DIR"), "/locales/en/pages.ftl")),
        ],
    }
}

/// A value for a message's placeable.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Num(i64),
    Text(&'a str),
}

pub struct Texts {
    lang: &'static str,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<FluentBundle<FluentResource>>,
}

fn bundle_for(lang: &'static str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // U+2068/U+2069 around placeables would be drawn as gaps by our font
    bundle.set_use_isolating(false);
    for source in sources(lang) {
        // A syntax error drops only the broken entry; the tests keep the files clean.
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The shipped code for a language tag, if it is one of ours: `de_DE.UTF-8`, `de-AT`,
/// `DE` → `de`; `in` (Java's old code for Indonesian) → `id`.
pub fn shipped(tag: &str) -> Option<&'static str> {
    let primary = tag
        .split(['_', '-', '.', '@', ':'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    let primary = if primary == "in" {
        "id".into()
    } else {
        primary
    };
    LANGUAGES.into_iter().find(|code| *code == primary)
}

/// The language to use for a system tag (or a `LANGUAGE`-style list `de:en`); English when
/// the system names none of ours.
pub fn pick_language(system: Option<&str>) -> &'static str {
    system
        .into_iter()
        .flat_map(|list| list.split(':'))
        .find_map(shipped)
        .unwrap_or("en")
}

impl Texts {
    /// Texts in `lang` (a shipped code or any tag); unknown languages get English.
    pub fn new(lang: &str) -> Texts {
        let lang = shipped(lang).unwrap_or("en");
        Texts {
            lang,
            bundle: bundle_for(lang),
            fallback: (lang != "en").then(|| bundle_for("en")),
        }
    }

    pub fn lang(&self) -> &'static str {
        self.lang
    }

    pub fn tr(&self, id: &str) -> String {
        self.tr_args(id, &[])
    }

    pub fn tr_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match *value {
                Arg::Num(n) => fluent_args.set(*name, FluentValue::from(n)),
                Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t)),
            }
        }
        for bundle in std::iter::once(&self.bundle).chain(self.fallback.as_ref()) {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, Some(&fluent_args), &mut errors)
                    .into_owned();
            }
        }
        id.to_owned()
    }

    /// Play time as the statistics show it, e.g. "2 h 5 min", "12 min".
    pub fn duration(&self, ms: u64) -> String {
        let minutes = i64::try_from(ms / 60_000).unwrap_or(i64::MAX);
        let (hours, minutes) = (minutes / 60, minutes % 60);
        if hours > 0 {
            self.tr_args(
                "duration-hours-minutes",
                &[("hours", Arg::Num(hours)), ("minutes", Arg::Num(minutes))],
            )
        } else {
            self.tr_args("duration-minutes", &[("minutes", Arg::Num(minutes))])
        }
    }

    /// A language's name in that language, for the language chooser.
    pub fn language_name(code: &str) -> String {
        Texts::new(code).tr("language-name")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_tags_map_to_shipped_languages() {
        assert_eq!(pick_language(Some("de_DE.UTF-8")), "de");
        assert_eq!(pick_language(Some("et-EE")), "et");
        assert_eq!(pick_language(Some("in_ID")), "id");
        assert_eq!(pick_language(Some("su")), "su");
        assert_eq!(pick_language(Some("fr_FR:de:en")), "de");
        assert_eq!(pick_language(Some("C")), "en");
        assert_eq!(pick_language(Some("")), "en");
        assert_eq!(pick_language(None), "en");
    }

    #[test]
    fn durations_read_naturally() {
        let en = Texts::new("en");
        assert_eq!(en.duration(0), "0 min");
        assert_eq!(en.duration(59_999), "0 min");
        assert_eq!(en.duration(12 * 60_000), "12 min");
        assert_eq!(en.duration((2 * 60 + 5) * 60_000), "2 h 5 min");
    }

    #[test]
    fn unknown_ids_and_languages_fall_back() {
        assert_eq!(Texts::new("xx").lang(), "en");
        assert_eq!(Texts::new("en").tr("no-such-message"), "no-such-message");
        assert_eq!(Texts::language_name("de"), "Deutsch");
        assert_eq!(Texts::language_name("et"), "Eesti");
    }
}
