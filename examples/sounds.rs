//! Writes the game's synthesized sounds as WAV files, to listen to or measure:
//!
//!     cargo run --example sounds [DIR]        # default DIR: target/sounds
//!     sox target/sounds/place.wav -n stat     # length and peak level
//!
//! Prints each sound's length and peak (dBFS) as the game makes them.

use std::path::PathBuf;

use reversi::sounds::{peak, Sound, SAMPLE_RATE};

fn main() {
    let dir = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/sounds"));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("cannot create {}: {e}", dir.display());
        std::process::exit(1);
    }
    for sound in Sound::ALL {
        let samples = sound.samples();
        let path = dir.join(format!("{}.wav", sound.name()));
        if let Err(e) = std::fs::write(&path, sound.wav()) {
            eprintln!("cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
        let ms = samples.len() as f64 * 1000.0 / f64::from(SAMPLE_RATE);
        let db = 20.0 * f64::from(peak(&samples)).log10();
        println!(
            "{}: {ms:.0} ms, peak {db:.1} dBFS, {} bytes",
            path.display(),
            std::fs::metadata(&path).map_or(0, |m| m.len())
        );
    }
}
