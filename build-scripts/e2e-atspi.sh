#!/usr/bin/env bash
# The desktop game as Orca meets it: AT-SPI under Xvfb with a private D-Bus session and the
# accessibility bus (at-spi2-core), walked with pyatspi (build-scripts/atspi/walk.py):
#
# - English: the menu's buttons by name; Easy started by its accessible action; 64 cells named
#   as in the browser ("d3, empty, you can play here"); d3 played by its action; the live
#   region's announcements of the move and of the CPU's reply read back; the window moved and
#   its cells' screen positions following it; then 10 s with the screen reader on and nothing
#   done: no frame drawn.
# - German: the menu's buttons by their German names.
# - Before all that, with the accessibility bus up but no screen reader on: the game rests.
#
# The trees as the walker printed them: target/e2e-atspi/tree-{en,de}.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

OUT=${E2E_OUT:-target/e2e-atspi}
BIN=${REVERSI_BIN:-target/release/reversi}

need_packages xvfb:Xvfb xauth:xauth xdotool:xdotool x11-utils:xdpyinfo \
  libgl1-mesa-dri:/usr/lib/*/dri/swrast_dri.so dbus:dbus-run-session \
  at-spi2-core:/usr/libexec/at-spi-bus-launcher python3-pyatspi:/usr/lib/python3/dist-packages/pyatspi \
  gir1.2-atspi-2.0:/usr/lib/*/girepository-1.0/Atspi-2.0.typelib libglib2.0-bin:gdbus \
  imagemagick:import
[ -x "$BIN" ] || cargo build --release

# a session bus of our own: the accessibility bus and its registry start on it
if [ -z "${REVERSI_IN_DBUS_SESSION:-}" ]; then
  exec env REVERSI_IN_DBUS_SESSION=1 dbus-run-session -- "$0" "$@"
fi
mkdir -p "$OUT"
rm -f "$OUT"/*.txt "$OUT"/*.log "$OUT"/*.png

# a11y_status true|false: a screen reader on or off, as Orca's start and end say it
a11y_status() {
  local property
  for property in IsEnabled ScreenReaderEnabled; do
    gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
      --method org.freedesktop.DBus.Properties.Set org.a11y.Status "$property" "<$1>" >/dev/null
  done
}

start_display "${E2E_DISPLAY:-77}" "$OUT/xvfb.log" || exit 1
new_temp_dir DATA

# run_game LANG NAME: the game on a fresh data dir in that language; sets APP and WID.
run_game() {
  rm -rf "${DATA:?}"/*
  LANG=$1 LC_ALL=$1 LANGUAGE= REVERSI_WINDOW_SIZE=720x900 REVERSI_DATA_DIR="$DATA" \
    REVERSI_FRAME_LOG=1 "$BIN" >"$OUT/app-$2.log" 2>&1 &
  APP=$!
  find_window 15 "$APP" || { cat "$OUT/app-$2.log"; fail "the game's window did not open ($2)"; }
}

walk() { /usr/bin/python3 build-scripts/atspi/walk.py --pid "$APP" "$@"; }

echo "== no screen reader on (the accessibility bus up, IsEnabled false): no tree, the game rests"
a11y_status false
run_game en_US.UTF-8 off
wait_drawn off-menu 15 || fail "the game drew no screen"
idle_probe atspi-off "$APP" "$OUT/app-off.log" 5 || fail "the game draws while nothing happens"
kill "$APP"; wait "$APP" 2>/dev/null || true

echo "== English: the menu, a game started and a move made by the accessible actions"
a11y_status true
run_game en_US.UTF-8 en
walk --lang en --out "$OUT/tree-en.txt" --play --wid "$WID" \
  || { cat "$OUT/app-en.log" >&2; fail "AT-SPI walk (English)"; }
sed -n '1,/^-- board/p' "$OUT/tree-en.txt" | head -n 40

echo "== with the screen reader on and nothing done, the game rests"
idle_probe atspi-idle "$APP" "$OUT/app-en.log" 10 || fail "the game draws while nothing happens"
frames=$(grep -c '^frame-log: frame' "$OUT/app-en.log" || true)
echo "  (frames drawn in the whole English run: $frames)"
kill "$APP"; wait "$APP" 2>/dev/null || true

echo "== German: the menu's buttons by their German names"
run_game de_DE.UTF-8 de
walk --lang de --out "$OUT/tree-de.txt" || { cat "$OUT/app-de.log" >&2; fail "AT-SPI walk (German)"; }
kill "$APP"; wait "$APP" 2>/dev/null || true
APP=

echo "e2e-atspi: PASS (trees in $OUT/tree-en.txt, $OUT/tree-de.txt)"
