//! Every text on screen, from the Fluent files under `locales/` (SPEC R-I18N).
//!
//! Each locale has `main.ftl` (the screens), `core.ftl` (storage notices, durations, the
//! language's own name) and `pages.ftl` (How to play and About); build.rs joins them into one
//! source per language. The desktop and Android builds compile every language in; the
//! browser's only English, and fetches the others' sources when a player needs them
//! (src/platform/web.rs), for [`Texts::from_source`]. A missing message falls back to
//! English, then to its id. Which language a system tag means is [`tags`]'s.

pub mod tags;

pub use tags::{pick_language, shipped};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::text::digits::Numbering;

include!(concat!(env!("OUT_DIR"), "/bundled.rs"));

/// Shipped languages, English first (the fallback), then in the language list's order: by
/// their own names, the Latin scripts, Greek, Cyrillic, Hebrew, Arabic, Devanagari, Bengali,
/// Thai, then Japanese, Chinese and Korean. A build without shaping (the browser's default
/// module) offers those of `text::SHAPED` to no one ([`offered`]).
pub const LANGUAGES: [&str; 31] = [
    "en", "id", "ms", "su", "cs", "de", "et", "es", "fr", "it", "hu", "nl", "pl", "pt-BR", "ro",
    "sv", "vi", "tr", "el", "ru", "uk", "he", "ar", "fa", "hi", "bn", "th", "ja", "zh-Hans",
    "zh-Hant", "ko",
];

/// The languages this build can draw, in [`LANGUAGES`]' order.
pub fn offered() -> impl Iterator<Item = &'static str> {
    LANGUAGES.into_iter().filter(|l| crate::text::drawable(l))
}

/// The language list's order: the system's language first, then the others in
/// [`LANGUAGES`]' order. Every language, those this build cannot draw too: the browser's
/// default module lists the six drawn by shaping, and choosing one starts the page again in
/// the build that draws them (src/app.rs).
pub fn list_order(system: &str) -> impl Iterator<Item = &'static str> + '_ {
    let first = shipped(system).unwrap_or("en");
    std::iter::once(first).chain(LANGUAGES.into_iter().filter(move |l| *l != first))
}

/// The Fluent source of a shipped language, if this build has it compiled in (every one;
/// the browser build English only).
pub fn source(lang: &str) -> Option<&'static str> {
    bundled(lang)
}

/// A shipped language's name in that language ("Deutsch", "日本語"), known before its texts.
pub fn own_name(lang: &str) -> &'static str {
    OWN_NAMES
        .iter()
        .find(|(code, _)| *code == lang)
        .map_or("English", |(_, name)| *name)
}

/// A value for a message's placeable.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Num(i64),
    Text(&'a str),
}

pub struct Texts {
    lang: &'static str,
    /// The Fluent source (its characters are the font's alphabet).
    source: String,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<FluentBundle<FluentResource>>,
}

fn bundle_for(lang: &str, source: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // U+2068/U+2069 around placeables keep a move or a number in its place in a line read
    // from the right (the shaped path draws them as nothing); elsewhere one glyph per
    // character would draw them as gaps
    bundle.set_use_isolating(crate::text::is_rtl(lang));
    // counts and times in the language's own digits, after Fluent chose the plural by the
    // number
    bundle.set_formatter(match Numbering::of_language(lang) {
        Numbering::Latn => None,
        Numbering::Arab => Some(in_digits::<{ Numbering::Arab as u8 }, _>),
        Numbering::Arabext => Some(in_digits::<{ Numbering::Arabext as u8 }, _>),
        Numbering::Beng => Some(in_digits::<{ Numbering::Beng as u8 }, _>),
    });
    // A syntax error drops only the broken entry; the tests keep the files clean.
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
    let _ = bundle.add_resource(resource);
    bundle
}

/// A number placeable written in the digits of the numbering system `N` (a [`Numbering`] as
/// u8: Fluent takes a plain function, not a closure).
fn in_digits<const N: u8, M>(value: &FluentValue, _: &M) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let numbering = [Numbering::Arab, Numbering::Arabext, Numbering::Beng]
        .into_iter()
        .find(|s| *s as u8 == N)?;
    Some(numbering.digits(&n.as_string()))
}

fn english() -> FluentBundle<FluentResource> {
    bundle_for("en", bundled("en").unwrap_or_default())
}

impl Texts {
    /// Texts in `lang` (a shipped code or any tag) from the sources compiled in; unknown
    /// languages, and those this build fetches instead, get English.
    pub fn new(lang: &str) -> Texts {
        let lang = shipped(lang).unwrap_or("en");
        match bundled(lang) {
            Some(source) if lang != "en" => Texts::from_source(lang, source),
            _ => Texts {
                lang: "en",
                source: bundled("en").unwrap_or_default().to_owned(),
                bundle: english(),
                fallback: None,
            },
        }
    }

    /// Texts in the shipped language `lang` from its Fluent `source` (fetched by the
    /// browser); English for what it lacks.
    pub fn from_source(lang: &'static str, source: &str) -> Texts {
        if lang == "en" {
            return Texts::new("en");
        }
        Texts {
            lang,
            source: source.to_owned(),
            bundle: bundle_for(lang, source),
            fallback: Some(english()),
        }
    }

    /// The Fluent source the texts come from.
    pub fn source(&self) -> &str {
        &self.source
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

    /// A count as this language writes it (Persian ۱۲, Bengali ১২, Arabic ١٢; 12 elsewhere).
    pub fn number(&self, n: u64) -> String {
        Numbering::of_language(self.lang).number(n)
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
        own_name(shipped(code).unwrap_or("en")).to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
