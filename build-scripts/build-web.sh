#!/usr/bin/env bash
# The browser build: reversi.wasm (wasm32-unknown-unknown, size profile `web`, wasm-opt -Oz
# --converge), reversi-shaped.wasm (the same with the text path, `--features shaping`, which
# web/boot.js fetches only for the languages drawn by shaping: docs/platforms.md, "The text
# path") and the page around them, assembled in target/web/ (serve it with build-scripts/serve-web.sh).
# Installs what it needs: the Rust target and Debian's binaryen (run as root or with sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

TARGET=wasm32-unknown-unknown
OUT=target/web

need_rust_target "$TARGET"
need_packages binaryen:wasm-opt python3:python3

# The page loads the module with miniquad's gl.js and our plugins, not wasm-bindgen's glue.
# (The tree is read whole first: `cargo tree | grep -q` under pipefail fails when grep leaves
# early, which here would hide the very match looked for.)
TREE=$(cargo tree --locked --target "$TARGET" -e normal --prefix none)
if grep -q '^wasm-bindgen ' <<<"$TREE"; then
    echo "wasm-bindgen is in the $TARGET dependency tree: the page cannot load it" >&2
    exit 1
fi

# The modules are built first, then $OUT made anew: cargo keeps the `web` profile's host
# artifacts (build scripts, proc macros) in target/web/ too.
RAW_DIR="${CARGO_TARGET_DIR:-target}/web-modules"
mkdir -p "$RAW_DIR"
# module NAME FEATURES: the game built with FEATURES, kept as $RAW_DIR/NAME.
module() {
    echo "== cargo build --profile web --target $TARGET --features $2 ($1)"
    cargo build --locked --profile web --target "$TARGET" --bin reversi --no-default-features --features "$2"
    cp "${CARGO_TARGET_DIR:-target}/$TARGET/web/reversi.wasm" "$RAW_DIR/$1"
}
module reversi.wasm gui
module reversi-shaped.wasm gui,shaping

rm -rf "$OUT"
mkdir -p "$OUT"
for name in reversi.wasm reversi-shaped.wasm; do
    echo "== wasm-opt -Oz --converge ($name)"
    # The profile strips the target-features section, so wasm-opt is told what rustc may
    # emit. --converge repeats the passes while they still shrink the module: 1,205 bytes
    # less after gzip than one -Oz (340,118 -> 338,913 with issue 35's 16-generation
    # weights), 7 s more. --low-memory-unused lets it fold small offsets into loads and
    # stores (789 bytes less after gzip): rustc's wasm32 layout has the stack's 1 MiB first,
    # growing down to address 0, and the data above it, so the low 1 KiB is only ever the
    # last of a stack about to overflow. --ignore-implicit-traps (605 bytes less) lets it
    # assume that no load, store or division traps by itself: Rust's never does (its bounds
    # and divisors are checked before, its float-to-int casts saturate), so only a program
    # already past a panic could tell.
    wasm-opt -Oz --converge --low-memory-unused --ignore-implicit-traps \
        --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
        --enable-mutable-globals --enable-multivalue --enable-reference-types --enable-simd \
        "$RAW_DIR/$name" -o "$OUT/$name"
done

echo "== page"
cp web/* "$OUT/"
# every language but English is fetched when a player needs it (src/packs.rs): its texts as
# the game reads them (examples/locale_files.rs) and, for Japanese, Chinese, Korean and the
# languages drawn by shaping, its font; the fonts of the language list's names too
mkdir -p "$OUT/locales" "$OUT/fonts"
release_build --example locale_files
"${CARGO_TARGET_DIR:-target}/release/examples/locale_files" "$OUT/locales"
cp assets/fonts/*.otf assets/fonts/*.ttf "$OUT/fonts/"
rm "$OUT/fonts/base.ttf"
# the default module's language list draws each of the six drawn by shaping as one glyph made
# of its name shaped (fonts/<lang>-list.ttf): choosing one starts the page again in the shaped
# module
need_packages --no-recommends python3-fonttools:/usr/lib/python3/dist-packages/fontTools
release_build --example shape_line
python3 build-scripts/dist/list-names.py "$OUT" "${CARGO_TARGET_DIR:-target}/release/examples/shape_line"
# gl.js, sapp_jsutils.js and audio.js (macroquad's sound, quad-snd) from the exact crate
# versions in Cargo.lock.
cargo metadata --locked --format-version 1 --filter-platform "$TARGET" |
    python3 build-scripts/dist/crate-js.py "$OUT"

RAW=$(stat -c %s "$OUT/reversi.wasm")
GZ=$(gzip -9 -c "$OUT/reversi.wasm" | wc -c)
echo "== $OUT: $(ls "$OUT" | tr '\n' ' ')"
SHAPED_RAW=$(stat -c %s "$OUT/reversi-shaped.wasm")
SHAPED_GZ=$(gzip -9 -c "$OUT/reversi-shaped.wasm" | wc -c)
echo "languages fetched when needed: $(ls "$OUT/locales" | wc -l) texts ($(cat "$OUT"/locales/* | wc -c) bytes), $(ls "$OUT"/fonts/* | wc -l) fonts ($(cat "$OUT"/fonts/* | wc -c) bytes)"
echo "reversi.wasm: $RAW bytes raw ($((RAW / 1024)) KiB), $GZ bytes gzipped ($((GZ / 1024)) KiB)"
echo "reversi-shaped.wasm (fetched for he ar fa hi bn th): $SHAPED_RAW bytes raw, $SHAPED_GZ bytes gzipped"
# Its budget: 340 KB gzipped (a page that starts fast on a phone's connection). Said, not failed:
# the figure moves a little with the toolchain.
if [ "$GZ" -gt 340000 ]; then
    echo "WARNING: reversi.wasm is $GZ bytes gzipped, over its budget of 340,000" >&2
fi

# The installable offline web app (icons, manifest, service worker) and target/dist/reversi-web.zip.
./build-scripts/package-web.sh
