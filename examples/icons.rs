//! Writes the game's icon (src/icon.rs, the window's drawing) as PNG files for the Linux
//! bundle and the web app: `cargo run --release --example icons -- DIR SIZE...`
//! writes DIR/icon-SIZE.png for each size.

use std::path::PathBuf;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next().map(PathBuf::from) else {
        eprintln!("usage: icons DIR SIZE...");
        std::process::exit(2);
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("icons: cannot make {}: {e}", dir.display());
        std::process::exit(1);
    }
    for size in args {
        let n: usize = match size.parse() {
            Ok(n) if (1..=1024).contains(&n) => n,
            _ => {
                eprintln!("icons: not a size in 1..=1024: {size}");
                std::process::exit(2);
            }
        };
        let path = dir.join(format!("icon-{n}.png"));
        let png = reversi::icon::png(n, &reversi::icon::paint(n));
        if let Err(e) = std::fs::write(&path, &png) {
            eprintln!("icons: cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
        println!("{} ({} bytes)", path.display(), png.len());
    }
}
