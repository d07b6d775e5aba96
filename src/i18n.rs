//! Texts from Fluent files. Provisional: the lead's version replaces it (same API).

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub const LANGUAGES: [(&str, &str); 5] = [
    ("en", "English"),
    ("id", "Bahasa Indonesia"),
    ("de", "Deutsch"),
    ("et", "Eesti"),
    ("su", "Basa Sunda"),
];

pub enum Arg<'a> {
    Num(i64),
    Text(&'a str),
}

pub struct Texts {
    lang: &'static str,
    bundle: FluentBundle<FluentResource>,
}

impl Texts {
    pub fn new(lang: &str) -> Texts {
        let code = LANGUAGES
            .iter()
            .map(|(c, _)| *c)
            .find(|c| *c == lang)
            .unwrap_or("en");
        let id: LanguageIdentifier = "en".parse().unwrap_or_default();
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        if let Ok(res) = FluentResource::try_new(include_str!("../locales/en/main.ftl").to_owned())
        {
            let _ = bundle.add_resource(res);
        }
        Texts { lang: code, bundle }
    }

    pub fn lang(&self) -> &'static str {
        self.lang
    }

    pub fn tr(&self, id: &str) -> String {
        self.tr_args(id, &[])
    }

    pub fn tr_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_owned();
        };
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
                Arg::Text(t) => fargs.set(*k, FluentValue::from(*t)),
            }
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fargs), &mut errors)
            .into_owned()
    }

    pub fn duration(&self, ms: u64) -> String {
        let min = ms / 60_000;
        format!("{} h {:02} min", min / 60, min % 60)
    }
}

pub fn pick_language(system: Option<&str>) -> &'static str {
    let sys = system.unwrap_or("en");
    LANGUAGES
        .iter()
        .map(|(c, _)| *c)
        .find(|c| sys.starts_with(c))
        .unwrap_or("en")
}
