//! Writes each language's Fluent source as the game reads it (src/i18n.rs: `main.ftl`,
//! `core.ftl` and `pages.ftl` joined, without comments) to DIR/<lang>.ftl, for the browser
//! build, which compiles in only English and fetches the others (build-scripts/build-web.sh):
//!
//!     cargo run --release --example locale_files -- DIR

use reversi::i18n::{source, LANGUAGES};

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: locale_files DIR");
        std::process::exit(2);
    };
    let dir = std::path::Path::new(&dir);
    if let Err(e) = std::fs::create_dir_all(dir) {
        eprintln!("{}: {e}", dir.display());
        std::process::exit(1);
    }
    // the languages drawn by shaping too: the browser's shaped module fetches them
    for lang in LANGUAGES.iter().filter(|l| **l != "en") {
        let text = source(lang).expect("every language is compiled in natively");
        let path = dir.join(format!("{lang}.ftl"));
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("{}: {e}", path.display());
            std::process::exit(1);
        }
    }
}
