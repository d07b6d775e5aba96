//! Shapes each line read from standard input with the game's text path (src/text/: UAX #9's
//! runs, each piece shaped by HarfRust) in the font FONT for the language LANG, and prints its
//! glyphs as HarfBuzz's `hb-shape --no-glyph-names --utf8-clusters` does, one line each:
//! `[id=cluster@x,y+advance|...]`, the offset left out when it is zero. For
//! build-scripts/check-shaping.sh, which compares them with hb-shape's:
//!
//!     cargo run --example shape_line -- FONT LANG < lines.txt

use std::io::BufRead;

use reversi::text::shape::{Glyph, LineShaper};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [font, lang] = args.as_slice() else {
        eprintln!("usage: shape_line FONT LANG < lines");
        std::process::exit(2);
    };
    let bytes = std::fs::read(font).unwrap_or_else(|e| {
        eprintln!("{font}: {e}");
        std::process::exit(1);
    });
    let Some(shaper) = LineShaper::new(bytes) else {
        eprintln!("{font}: not a font");
        std::process::exit(1);
    };
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap_or_else(|e| {
            eprintln!("standard input: {e}");
            std::process::exit(1);
        });
        let glyphs: Vec<String> = shaper.shape(&line, lang).iter().map(hb_shape).collect();
        println!("[{}]", glyphs.join("|"));
    }
}

/// One glyph as hb-shape writes it.
fn hb_shape(g: &Glyph) -> String {
    let offset = if g.x_offset != 0 || g.y_offset != 0 {
        format!("@{},{}", g.x_offset, g.y_offset)
    } else {
        String::new()
    };
    format!("{}={}{offset}+{}", g.id, g.cluster, g.x_advance)
}
