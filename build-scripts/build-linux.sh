#!/usr/bin/env bash
# The Linux download: target/dist/reversi-linux-x86_64.tar.gz with the release binary
# (stripped), reversi.desktop, the icon as PNG (src/icon.rs's drawing, written by the `icons`
# example), install-menu-entry.sh, LICENSES.txt and README.txt. Prints the libraries the binary
# links and the highest glibc symbol version it needs (the oldest glibc it runs on), then
# unpacks the archive and checks that the binary opens its window under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

NAME=reversi-linux-x86_64
DIST=target/dist
TGZ=$DIST/$NAME.tar.gz
STAGE=$DIST/linux/$NAME
VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p;T;q' Cargo.toml)
BIN="${CARGO_TARGET_DIR:-target}/release/reversi"

need_packages xvfb:Xvfb xauth:xauth xdotool:xdotool x11-utils:xdpyinfo imagemagick:import \
  binutils:objdump python3:python3 libgl1-mesa-dri:/usr/lib/*/dri/swrast_dri.so

echo "== cargo build --release (the binary and the icons example)"
release_build --bin reversi --example icons

rm -rf "$STAGE" "$TGZ"
mkdir -p "$STAGE"
strip -o "$STAGE/reversi" "$BIN"
"${CARGO_TARGET_DIR:-target}/release/examples/icons" "$DIST/linux" 256 >/dev/null
mv "$DIST/linux/icon-256.png" "$STAGE/reversi.png"
cp build-scripts/dist/reversi.desktop build-scripts/dist/install-menu-entry.sh "$STAGE/"
python3 build-scripts/dist/licences.py x86_64-unknown-linux-gnu "$STAGE/LICENSES.txt"

echo "== what the binary needs"
NEEDED=$(objdump -p "$STAGE/reversi" | sed -n 's/^\s*NEEDED\s*//p' | tr '\n' ' ')
GLIBC=$(objdump -T "$STAGE/reversi" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
echo "  linked libraries: $NEEDED"
echo "  loaded at run time by miniquad: libX11.so.6, libXi.so.6, libGL.so.1 (or libEGL.so.1)"
echo "  glibc floor: $GLIBC (the highest GLIBC_ symbol version the binary asks for)"
sed -e "s/@VERSION@/$VERSION/" -e "s/@GLIBC@/$GLIBC/" build-scripts/dist/README-linux.txt >"$STAGE/README.txt"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$STAGE/reversi.desktop"; fi

tar -C "$(dirname "$STAGE")" --owner=0 --group=0 --numeric-owner -cf - "$NAME" | gzip -9 -n >"$TGZ"
echo "== $TGZ: $(stat -c %s "$TGZ") bytes; reversi $(stat -c %s "$STAGE/reversi") bytes"
# the download's budget (issue 53: every language and its font within it)
MAX_TGZ_BYTES=${MAX_TGZ_BYTES:-3000000}
[ "$(stat -c %s "$TGZ")" -le "$MAX_TGZ_BYTES" ] \
    || { echo "FAIL: $TGZ is over its budget of $MAX_TGZ_BYTES bytes" >&2; exit 1; }
tar -tvzf "$TGZ"

echo "== without a display: one sentence and a failure status, no panic"
set +e
NO_DISPLAY_MSG=$(env -u DISPLAY -u WAYLAND_DISPLAY RUST_BACKTRACE=1 "$STAGE/reversi" 2>&1)
NO_DISPLAY_RC=$?
set -e
echo "  exit status $NO_DISPLAY_RC: $NO_DISPLAY_MSG"
[ "$NO_DISPLAY_RC" -ne 0 ] && [ "$(wc -l <<<"$NO_DISPLAY_MSG")" -eq 1 ] && ! grep -q panicked <<<"$NO_DISPLAY_MSG" ||
    { echo "FAIL: without a display the binary should say so in one line and fail" >&2; exit 1; }

echo "== the unpacked binary starts under Xvfb (default window size)"
new_temp_dir TRY
start_display "${E2E_DISPLAY:-67}" /dev/null || exit 1
tar -C "$TRY" -xzf "$TGZ"
REVERSI_DATA_DIR="$TRY/data" "$TRY/$NAME/reversi" >"$TRY/app.log" 2>&1 &
APP=$!
find_window 10 "$APP" || { cat "$TRY/app.log"; echo "FAIL: the unpacked binary opened no window" >&2; exit 1; }
OUT=target/e2e-linux
mkdir -p "$OUT"
wait_drawn unpacked-menu 15 || { cat "$TRY/app.log"; echo "FAIL: the unpacked binary's window drew no screen" >&2; exit 1; }
kill -0 "$APP" || { echo "FAIL: the unpacked binary stopped" >&2; exit 1; }
SIZE=$(xdotool getwindowgeometry "$WID" | sed -n 's/.*Geometry: //p')
echo "  window $SIZE, screenshot target/e2e-linux/unpacked-menu.png"
# a 1366x768 laptop screen keeps ~700 px for a window's inside (title bar, task bar)
[ "${SIZE#*x}" -le 700 ] || { echo "FAIL: the default window is ${SIZE#*x} px tall (at most 700)" >&2; exit 1; }
echo "build-linux: $TGZ (glibc >= $GLIBC)"
