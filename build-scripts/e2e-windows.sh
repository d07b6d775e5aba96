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

OUT=${E2E_OUT:-target/e2e-windows}
ZIP=target/dist/reversi-windows-x86_64.zip
rm -rf "$OUT"
mkdir -p "$OUT"

need=()
[ -x /usr/lib/wine/wine64 ] || command -v wine64 >/dev/null || command -v wine >/dev/null || need+=(wine64)
command -v Xvfb >/dev/null || need+=(xvfb xauth)
command -v xdotool >/dev/null || need+=(xdotool)
command -v import >/dev/null || need+=(imagemagick)
command -v xdpyinfo >/dev/null || need+=(x11-utils)
command -v unzip >/dev/null || need+=(unzip)
command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(gcc-mingw-w64-x86-64)
ls /usr/lib/*/dri/swrast_dri.so >/dev/null 2>&1 || need+=(libgl1-mesa-dri)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
WINE=${WINE:-$(command -v wine64 || command -v wine || echo /usr/lib/wine/wine64)}
WINESERVER=$(command -v wineserver || echo /usr/lib/wine/wineserver64)
[ -f "$ZIP" ] || build-scripts/build-windows.sh

# --- the test's copy: the unzipped download plus the ProcessPrng stand-in for Wine 8
APPDIR="$OUT/app"
unzip -q "$ZIP" -d "$APPDIR"
EXE=$(ls "$APPDIR"/*/Reversi.exe)
x86_64-w64-mingw32-gcc -shared -O2 -o "$(dirname "$EXE")/bcryptprimitives.dll" \
  build-scripts/windows/processprng.c build-scripts/windows/processprng.def

# --- a fresh prefix; no Mono/Gecko installer dialogs
export WINEPREFIX
WINEPREFIX=$(cd "$OUT" && pwd)/prefix
export WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
export LANG=C.UTF-8   # the game then picks English
export REVERSI_WINDOW_SIZE=720x900   # the size the click positions below are for
export REVERSI_FRAME_LOG=1           # a line per frame drawn in wine.log (the idle probe)
unset LC_ALL LANGUAGE LC_MESSAGES

# --- geometry (720x900 client area, scale 1): see src/ui/layout.rs (test e2e_coordinates)
BOARD_X=52; BOARD_Y=103; CELL=77
EASY_X=360; EASY_Y=257
CONTINUE_X=360; CONTINUE_Y=594

source build-scripts/x11-display.sh
source build-scripts/idle-probe.sh
APP=""
XVFB=""
cleanup() {
  [ -n "$APP" ] && kill "$APP" 2>/dev/null || true
  "$WINESERVER" -k 2>/dev/null || true
  [ -n "$XVFB" ] && kill "$XVFB" 2>/dev/null || true
}
trap cleanup EXIT
start_display "${E2E_DISPLAY:-77}" "$OUT/xvfb.log" || exit 1

fail() { echo "FAIL: $*"; exit 1; }

echo "== a fresh Wine prefix ($("$WINE" --version))"
T0=$(date +%s)
"$WINE" wineboot --init >>"$OUT/wine.log" 2>&1 || true
"$WINESERVER" -w
echo "   made in $(( $(date +%s) - T0 )) s"
SAVES="$WINEPREFIX/drive_c/users/$(id -un)/AppData/Roaming/Reversi"

# whether Reversi.exe still runs, and if not the end of its log (why it stopped)
exited_or_not() {
  if kill -0 "$APP" 2>/dev/null; then echo "Reversi.exe still runs"
  else echo "Reversi.exe exited; the end of $OUT/wine.log: $(grep -v '^ALSA lib' "$OUT/wine.log" | tail -n 3 | tr '\n' ' ')"; fi
}

start_app() {
  (cd "$(dirname "$EXE")" && exec "$WINE" Reversi.exe) >>"$OUT/wine.log" 2>&1 &
  APP=$!
  WID=""
  for _ in $(seq 600); do
    WID=$(xdotool search --onlyvisible --name '^Reversi$' 2>/dev/null | head -1 || true)
    [ -n "$WID" ] && break
    kill -0 "$APP" 2>/dev/null || fail "Reversi.exe exited at start (see $OUT/wine.log)"
    sleep 0.1
  done
  [ -n "$WID" ] || fail "no window named Reversi after 60 s"
  wait_drawn started 30 || fail "the window drew no screen ($(exited_or_not))"
}

count() { local t=${1//[^$2]/}; echo ${#t}; }

# Screenshots until the board shows $2 discs, the same twice 0.5 s apart (at most $3 s).
settle() {
  local name=$1 want=$2 tries=$(($3 * 2)) prev="" cur=""
  for _ in $(seq "$tries"); do
    shot "$name" || return 1
    cur=$(board "$name")
    if [ "$(count "$cur" XO)" -eq "$want" ] && [ "$cur" = "$prev" ]; then break; fi
    prev=$cur
    sleep 0.5
  done
  echo "$cur"
}

click() { xdotool mousemove --window "$WID" "$1" "$2" click 1; }

START="---------------------------OX------XO---------------------------"
echo "== first start: the menu"
start_app
GEOMETRY=$(xdotool getwindowgeometry "$WID" | sed -n 's/.*Geometry: //p')
echo "   window $GEOMETRY"
shot 01-menu
read -r r g b < <(pixel 01-menu "$EASY_X" $((EASY_Y - 20)))
[ "$r" -lt 90 ] && [ "$g" -lt 90 ] || fail "menu: no Easy button at $EASY_X,$EASY_Y ($r $g $b)"

echo "== Easy: the start position"
click "$EASY_X" "$EASY_Y"
b0=$(settle 02-easy 4 10)
[ "$b0" = "$START" ] || fail "start position expected, got $b0"

echo "== d3: the disc is placed, the CPU replies"
click $((BOARD_X + 3 * CELL + CELL / 2)) $((BOARD_Y + 2 * CELL + CELL / 2))
b1=$(settle 03-cpu-replied 6 15)
[ "${b1:19:1}" = "X" ] || fail "no black disc on d3: $b1"
[ "$(count "$b1" XO)" -eq 6 ] && [ "$(count "$b1" O)" -ge 1 ] || fail "no CPU reply: $b1"
echo "   board: $b1"

echo "== Ctrl+Q: saved and closed"
xdotool windowfocus --sync "$WID" 2>/dev/null || true
xdotool key --clearmodifiers ctrl+q
for _ in $(seq 100); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
kill -0 "$APP" 2>/dev/null && fail "Reversi.exe did not quit on Ctrl+Q"
wait "$APP" || true
APP=""
[ -s "$SAVES/game.json" ] || fail "no save file at $SAVES/game.json"
echo "   saved: $(ls "$SAVES" | tr '\n' ' ')in ${SAVES#"$WINEPREFIX"/}"

echo "== second start: Continue shows the same position"
start_app
shot 04-menu-continue
click "$CONTINUE_X" "$CONTINUE_Y"
b2=$(settle 05-continued 6 10)
[ "$b2" = "$b1" ] || fail "continued position differs: $b2 vs $b1"
# Wine's process for the exe is the one started here (wine execs its loader in place)
idle_probe "Windows (Wine) board waiting for the player" "$APP" "$OUT/wine.log" || exit 1

quit_app() {
  xdotool windowfocus --sync "$WID" 2>/dev/null || true
  xdotool key --clearmodifiers ctrl+q
  for _ in $(seq 100); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$APP" 2>/dev/null && fail "Reversi.exe did not quit on Ctrl+Q"
  wait "$APP" || true
  APP=""
}
quit_app

echo "== the language follows Windows': German user language, no LANG in the Windows environment"
"$WINESERVER" -k 2>/dev/null || true   # Wine takes the user language from its start environment
EXE_WIN=Reversi.exe
start_app() {
  (cd "$(dirname "$EXE")" && LC_ALL=de_DE.UTF-8 LANG=de_DE.UTF-8 exec "$WINE" cmd /c "set LANG=&& set LC_ALL=&& $EXE_WIN") >>"$OUT/wine.log" 2>&1 &
  APP=$!
  WID=""
  for _ in $(seq 600); do
    WID=$(xdotool search --onlyvisible --name '^Reversi$' 2>/dev/null | head -1 || true)
    [ -n "$WID" ] && break
    kill -0 "$APP" 2>/dev/null || fail "Reversi.exe exited at start (German start; see $OUT/wine.log)"
    sleep 0.1
  done
  [ -n "$WID" ] || fail "no window named Reversi after 60 s (German start)"
  wait_drawn started 30 || fail "the window drew no screen (German start; $(exited_or_not))"
}
start_app
shot 06-menu-german
easy_label() { /usr/bin/convert "$OUT/$1.png" -crop 300x40+210+237 +repage -depth 8 rgb:- | md5sum; }
[ "$(easy_label 06-menu-german)" != "$(easy_label 01-menu)" ] || fail "the menu is not in another language"
echo "   the menu's labels differ from the English ones (06-menu-german.png: Leicht, Mittel, Schwer)"
quit_app
echo "e2e-windows: PASS (screenshots in $OUT)"
