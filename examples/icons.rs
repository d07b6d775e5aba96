//! Writes the game's icon (src/icon.rs, the window's drawing) as PNG files for the Linux
//! bundle and the web app: `cargo run --release --example icons -- DIR SIZE...`
//! writes DIR/icon-SIZE.png for each size.
//!
//! `icons --android RES` writes Android's launcher icons into the resource folder RES: the
//! whole icon at every density (mipmap-{mdpi..xxxhdpi}/ic_launcher.png, 48 to 192 px), the
//! adaptive icon's foreground and monochrome layers (108 dp: 108 to 432 px) and
//! mipmap-anydpi-v26/ic_launcher.xml with values/ic_launcher_background.xml (the green).
//!
//! `icons --feature FILE` writes the store listings' 1024×500 feature graphic (an RGB PNG).
//!
//! `icons --ico FILE` writes the Windows icon (16 to 256 px, the exe's own, see build.rs) for
//! the installer (build-scripts/build-installer.sh).
//!
//! The icon module is included by path (as build.rs does), so this program also builds
//! with a plain `rustc examples/icons.rs` in a second, without the game's dependencies:
//! build-android.sh does that.

#[allow(dead_code)]
#[path = "../src/icon.rs"]
mod icon;

use icon::Layer;
use std::path::{Path, PathBuf};

/// Android's density buckets with their launcher icon size (48 dp) in px.
const DENSITIES: [(&str, usize); 5] = [
    ("mdpi", 48),
    ("hdpi", 72),
    ("xhdpi", 96),
    ("xxhdpi", 144),
    ("xxxhdpi", 192),
];

/// Google Play's and F-Droid's feature graphic size.
const FEATURE_GRAPHIC: (usize, usize) = (1024, 500);

fn write(path: &Path, bytes: &[u8]) {
    if let Some(dir) = path.parent() {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("icons: cannot make {}: {e}", dir.display());
            std::process::exit(1);
        }
    }
    if let Err(e) = std::fs::write(path, bytes) {
        eprintln!("icons: cannot write {}: {e}", path.display());
        std::process::exit(1);
    }
    println!("{} ({} bytes)", path.display(), bytes.len());
}

fn android(res: &Path) {
    for (density, n) in DENSITIES {
        let dir = res.join(format!("mipmap-{density}"));
        write(&dir.join("ic_launcher.png"), &icon::png(n, &icon::paint(n)));
        // adaptive layers: 108 dp where the icon is 48 dp
        let m = n * 108 / 48;
        for (name, layer) in [
            ("foreground", Layer::Foreground),
            ("monochrome", Layer::Monochrome),
        ] {
            let png = icon::png(m, &icon::paint_layer(m, layer));
            write(&dir.join(format!("ic_launcher_{name}.png")), &png);
        }
    }
    let [r, g, b] = icon::GREEN_RGB;
    let color = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    \
         <color name=\"ic_launcher_background\">#{r:02X}{g:02X}{b:02X}</color>\n</resources>\n"
    );
    write(
        &res.join("values/ic_launcher_background.xml"),
        color.as_bytes(),
    );
    let adaptive = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
        <adaptive-icon xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    \
        <background android:drawable=\"@color/ic_launcher_background\" />\n    \
        <foreground android:drawable=\"@mipmap/ic_launcher_foreground\" />\n    \
        <monochrome android:drawable=\"@mipmap/ic_launcher_monochrome\" />\n\
        </adaptive-icon>\n";
    write(
        &res.join("mipmap-anydpi-v26/ic_launcher.xml"),
        adaptive.as_bytes(),
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(first) = args.next() else {
        eprintln!("usage: icons DIR SIZE... | icons --android RES | icons --ico FILE | icons --feature FILE");
        std::process::exit(2);
    };
    if first == "--feature" {
        let Some(file) = args.next() else {
            eprintln!("usage: icons --feature FILE");
            std::process::exit(2);
        };
        let (w, h) = FEATURE_GRAPHIC;
        write(
            Path::new(&file),
            &icon::png_rgb(w, h, &icon::feature_graphic(w, h)),
        );
        return;
    }
    if first == "--ico" {
        let Some(file) = args.next() else {
            eprintln!("usage: icons --ico FILE");
            std::process::exit(2);
        };
        write(Path::new(&file), &icon::ico(&icon::ICO_SIZES));
        return;
    }
    if first == "--android" {
        let Some(res) = args.next() else {
            eprintln!("usage: icons --android RES");
            std::process::exit(2);
        };
        android(Path::new(&res));
        return;
    }
    let dir = PathBuf::from(first);
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
        write(&path, &icon::png(n, &icon::paint(n)));
    }
}
