#!/usr/bin/env bash
# End-to-end test of the Windows download under Wine: the exe from
# target/dist/reversi-windows-x86_64.zip (build-scripts/build-windows.sh, built first if
# missing) in a fresh Wine prefix, in an Xvfb window, driven with xdotool, checked with
# screenshots. Installs what it needs from Debian (wine64, xvfb, xdotool, imagemagick, mingw).
#
# Steps: first start -> menu -> Easy -> click d3 -> the CPU replies -> Ctrl+Q -> the save file
# is under the prefix's AppData/Roaming/Reversi -> start again -> Continue shows the same
# position; with Windows' user language German (and no LANG), the menu is in German.
# Screenshots go to $E2E_OUT (default target/e2e-windows): look at them.
#
# Wine 8 has no bcryptprimitives.dll, from which Rust's std imports ProcessPrng (Windows 10+
# has it): the test's own copy of the exe gets a stand-in DLL built here from
# build-scripts/windows/processprng.c. It is never put in the zip.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

OUT=${E2E_OUT:-target/e2e-windows}
ZIP=target/dist/reversi-windows-x86_64.zip
rm -rf "$OUT"
mkdir -p "$OUT"

need_packages 'wine64:wine64|wine|/usr/lib/wine/wine64' xvfb:Xvfb xauth:xauth xdotool:xdotool \
  imagemagick:import x11-utils:xdpyinfo unzip:unzip gcc-mingw-w64-x86-64:x86_64-w64-mingw32-gcc \
  libgl1-mesa-dri:/usr/lib/*/dri/swrast_dri.so
[ -f "$ZIP" ] || build-scripts/build-windows.sh

# --- the test's copy: the unzipped download plus the ProcessPrng stand-in for Wine 8
APPDIR="$OUT/app"
unzip -q "$ZIP" -d "$APPDIR"
EXE=$(ls "$APPDIR"/*/Reversi.exe)
wine_processprng "$(dirname "$EXE")/bcryptprimitives.dll"

export LANG=C.UTF-8   # the game then picks English
export REVERSI_WINDOW_SIZE=720x900   # the size the click positions below are for
export REVERSI_FRAME_LOG=1           # a line per frame drawn in wine.log (the idle probe)
unset LC_ALL LANGUAGE LC_MESSAGES

# --- where to click: src/ui/layout.rs for the 720x900 client area at scale 1
load_layout 720 900

before_exit() { if [ -n "${WINESERVER:-}" ]; then "$WINESERVER" -k 2>/dev/null; fi; }
start_display "${E2E_DISPLAY:-77}" "$OUT/xvfb.log" || exit 1

echo "== a fresh Wine prefix"
T0=$(date +%s)
wine_prefix "$OUT/prefix" "$OUT/wine.log"
echo "   $("$WINE" --version), made in $(( $(date +%s) - T0 )) s"
SAVES="$WINEPREFIX/drive_c/users/$(id -un)/AppData/Roaming/Reversi"

# whether Reversi.exe still runs, and if not the end of its log (why it stopped)
exited_or_not() {
  if kill -0 "$APP" 2>/dev/null; then echo "Reversi.exe still runs"
  else echo "Reversi.exe exited; the end of $OUT/wine.log: $(grep -v '^ALSA lib' "$OUT/wine.log" | tail -n 3 | tr '\n' ' ')"; fi
}

# start_app [ENV...]: Reversi.exe under Wine from its folder (ENV: variables for Wine's start
# environment); waits until its window has drawn a screen.
start_app() {
  (cd "$(dirname "$EXE")" && exec env "$@" "$WINE" "${WIN_COMMAND[@]}") >>"$OUT/wine.log" 2>&1 &
  APP=$!
  find_window 60 "$APP" || fail "Reversi.exe did not open its window (see $OUT/wine.log)"
  wait_drawn started 30 || fail "the window drew no screen ($(exited_or_not))"
}
WIN_COMMAND=(Reversi.exe)

# quit_app: Ctrl+Q; Reversi.exe ends within 10 s.
quit_app() {
  xdotool windowfocus --sync "$WID" 2>/dev/null || true
  xdotool key --clearmodifiers ctrl+q
  wait_exit "$APP" 10 || fail "Reversi.exe did not quit on Ctrl+Q"
  APP=""
}

echo "== first start: the menu"
start_app
GEOMETRY=$(xdotool getwindowgeometry "$WID" | sed -n 's/.*Geometry: //p')
echo "   window $GEOMETRY"
shot 01-menu
read -r r g b < <(pixel 01-menu "$MENU_EASY_X" $((MENU_EASY_Y - 20)))
[ "$r" -lt 90 ] && [ "$g" -lt 90 ] || fail "menu: no Easy button at $MENU_EASY_X,$MENU_EASY_Y ($r $g $b)"

echo "== Easy: the start position"
click "$MENU_EASY_X" "$MENU_EASY_Y"
expect_start 02-easy 10

echo "== d3: the disc is placed, the CPU replies"
square_click 3 2
expect_reply 03-cpu-replied 15
b1=$REPLIED

echo "== Ctrl+Q: saved and closed"
quit_app
[ -s "$SAVES/game.json" ] || fail "no save file at $SAVES/game.json"
echo "   saved: $(ls "$SAVES" | tr '\n' ' ')in ${SAVES#"$WINEPREFIX"/}"

echo "== second start: Continue shows the same position"
start_app
shot 04-menu-continue
click "$MENU_CONTINUE_X" "$MENU_CONTINUE_Y"
b2=$(settle 05-continued 6 10)
[ "$b2" = "$b1" ] || fail "continued position differs: $b2 vs $b1"
# Wine's process for the exe is the one started here (wine execs its loader in place)
idle_probe "Windows (Wine) board waiting for the player" "$APP" "$OUT/wine.log" || exit 1
quit_app

echo "== the language follows Windows': German user language, no LANG in the Windows environment"
"$WINESERVER" -k 2>/dev/null || true   # Wine takes the user language from its start environment
WIN_COMMAND=(cmd /c "set LANG=&& set LC_ALL=&& Reversi.exe")
start_app LC_ALL=de_DE.UTF-8 LANG=de_DE.UTF-8
shot 06-menu-german
# the Easy button's label: the middle of the button, across its width less the edges
easy_label() {
  /usr/bin/convert "$OUT/$1.png" -crop "$((MENU_EASY_W - 186))x40+$((MENU_EASY_LEFT + 93))+$((MENU_EASY_Y - 20))" \
    +repage -depth 8 rgb:- | md5sum
}
[ "$(easy_label 06-menu-german)" != "$(easy_label 01-menu)" ] || fail "the menu is not in another language"
echo "   the menu's labels differ from the English ones (06-menu-german.png: Leicht, Mittel, Schwer)"
quit_app
echo "e2e-windows: PASS (screenshots in $OUT)"
