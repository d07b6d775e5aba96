#!/usr/bin/env bash
# End-to-end test of the desktop game in a real window: Xvfb + Mesa (llvmpipe), driven with
# xdotool, checked with screenshots (ImageMagick) and pixel samples.
#
#   build-scripts/e2e-desktop.sh            # uses target/release/reversi (builds it if missing)
#
# Steps: start with an empty data dir -> menu -> Easy -> click d3 (a legal square) -> the
# disc is placed and flips, the CPU replies after its pause -> Undo puts the start position
# back -> play d3 again -> Ctrl+Q (the game saves on quit) -> start again -> Continue ->
# the same position is on the board -> a whole game to its end with sound on (no device
# here: it must stay silent, with no audio error in the log) -> Statistics -> Settings in
# each language. Screenshots go to $E2E_OUT (default target/e2e-desktop).
#
# Click positions come from src/ui/layout.rs for a 720x900 window at scale 1 (asked for with
# REVERSI_WINDOW_SIZE; the default window is smaller)
# (the unit test `layout::tests::e2e_coordinates` keeps these numbers true).
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${E2E_OUT:-target/e2e-desktop}
BIN=${REVERSI_BIN:-target/release/reversi}
mkdir -p "$OUT"
rm -f "$OUT"/*.png "$OUT"/*.log

# --- what the test needs from Debian (a fresh CI machine has none of it)
need=()
command -v Xvfb >/dev/null || need+=(xvfb xauth)
command -v xdotool >/dev/null || need+=(xdotool)
command -v import >/dev/null || need+=(imagemagick)
command -v xdpyinfo >/dev/null || need+=(x11-utils)
ls /usr/lib/*/dri/swrast_dri.so >/dev/null 2>&1 || need+=(libgl1-mesa-dri)
ls /usr/lib/*/libGL.so.1 >/dev/null 2>&1 || need+=(libgl1)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
[ -x "$BIN" ] || cargo build --release

# --- geometry (720x900 window, scale 1): see src/ui/layout.rs
BOARD_X=52; BOARD_Y=103; CELL=77           # a1's top-left corner and the side of a square
EASY_X=360; EASY_Y=257                      # menu: Easy
CONTINUE_X=360; CONTINUE_Y=594              # menu: Continue (shown when a game is saved)
UNDO_X=150; UNDO_Y=842                      # game: Undo
MENU_X=517; MENU_Y=842                      # game: Menu
NEWGAME_PROBE_X=268; NEWGAME_PROBE_Y=815    # inside New game (drawn at the end only)
STATUS_PROBE_X=60; STATUS_PROBE_Y=740       # inside the status line (notices)
STATS_X=360; STATS_Y=672                    # menu: Statistics
SETTINGS_X=360; SETTINGS_Y=750              # menu: Settings
SOUND_ON_X=211; SOUND_ON_Y=281              # settings: Sound On
SET_LANGUAGE_X=360; SET_LANGUAGE_Y=644      # settings: the language button
SET_BACK_X=360; SET_BACK_Y=734              # settings: Back

# --- a display of our own
source build-scripts/x11-display.sh
source build-scripts/idle-probe.sh
DATA=$(mktemp -d)
APP=""
XVFB=""
cleanup() {
  [ -n "$APP" ] && kill "$APP" 2>/dev/null || true
  [ -n "$XVFB" ] && kill "$XVFB" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT
start_display "${E2E_DISPLAY:-87}" "$OUT/xvfb.log" || exit 1

fail() { echo "FAIL: $*"; exit 1; }

start_app() {
  # the click positions below are for a 720x900 window (the default is smaller)
  REVERSI_WINDOW_SIZE=720x900 REVERSI_DATA_DIR="$DATA" REVERSI_FRAME_LOG=1 "$BIN" >>"$OUT/app.log" 2>&1 &
  APP=$!
  WID=""
  for _ in $(seq 100); do
    WID=$(xdotool search --name '^Reversi$' 2>/dev/null | head -1 || true)
    [ -n "$WID" ] && break
    sleep 0.1
  done
  [ -n "$WID" ] || fail "no window named Reversi"
  wait_drawn started 15 || fail "the window drew no screen"
}

# Squares carrying a dot (the player's legal moves), as indices 0..63, one a line.
dots() {
  /usr/bin/convert "$OUT/$1.png" -depth 8 rgb:"$OUT/$1.rgb"
  local width
  width=$(/usr/bin/identify -format '%w' "$OUT/$1.png")
  local i x y off r g b
  for i in $(seq 0 63); do
    x=$((BOARD_X + (i % 8) * CELL + CELL / 2))
    y=$((BOARD_Y + (i / 8) * CELL + CELL / 2))
    off=$(((y * width + x) * 3))
    read -r r g b < <(od -An -tu1 -j "$off" -N3 "$OUT/$1.rgb")
    if [ "$r" -lt 30 ] && [ "$g" -gt 45 ] && [ "$g" -lt 95 ]; then echo "$i"; fi
  done
  rm -f "$OUT/$1.rgb"
}

# Waits (at most $3 seconds) until the board in screenshot $1 shows $2 discs and stays the
# same over two screenshots 0.4 s apart (flips and the CPU's pause are over); prints it.
settle() {
  local name=$1 want=$2 tries=$(($3 * 5 / 2)) prev="" cur=""
  for _ in $(seq "$tries"); do
    shot "$name" || return 1
    cur=$(board "$name")
    if [ "$(count "$cur" XO)" -eq "$want" ] && [ "$cur" = "$prev" ]; then break; fi
    prev=$cur
    sleep 0.4
  done
  echo "$cur"
}

click() { xdotool mousemove --window "$WID" "$1" "$2" click 1; }
# wait_move NAME BEFORE: after a click on a dotted square (the player's turn, so the click is
# taken), waits until the board in screenshot NAME is no longer BEFORE: the disc is placed.
wait_move() {
  local end=$((SECONDS + 10))
  while :; do
    shot "$1"
    [ "$(board "$1")" != "$2" ] && return 0
    [ "$SECONDS" -lt "$end" ] || fail "a click on a dotted square placed no disc within 10 s ($OUT/$1.png)"
    sleep 0.1
  done
}
square_click() { # column 0-7, row 0-7
  click $((BOARD_X + $1 * CELL + CELL / 2)) $((BOARD_Y + $2 * CELL + CELL / 2))
}
count() { local t=${1//[^$2]/}; echo ${#t}; }

START="---------------------------OX------XO---------------------------"
echo "== first launch: menu"
start_app
shot 01-menu
read -r r g b < <(pixel 01-menu "$EASY_X" $((EASY_Y - 20)))
[ "$r" -lt 90 ] && [ "$g" -lt 90 ] || fail "menu: no Easy button at $EASY_X,$EASY_Y ($r $g $b)"
idle_probe "desktop menu" "$APP" "$OUT/app.log" || exit 1

echo "== choose Easy: the start position with the player's dots"
click "$EASY_X" "$EASY_Y"
b0=$(settle 02-board 4 5)
[ "$b0" = "$START" ] || fail "start position expected, got $b0"
# d3 (col 3, row 2) carries a dot: dark green at its centre; a1 does not
read -r r g b < <(pixel 02-board $((BOARD_X + 3 * CELL + CELL / 2)) $((BOARD_Y + 2 * CELL + CELL / 2)))
read -r r1 g1 b1 < <(pixel 02-board $((BOARD_X + CELL / 2)) $((BOARD_Y + CELL / 2)))
[ "$g" -lt $((g1 - 25)) ] || fail "no dot on d3 ($r $g $b vs board $r1 $g1 $b1)"
idle_probe "desktop board waiting for the player" "$APP" "$OUT/app.log" || exit 1

echo "== play d3: the disc is placed, d4 flips, the CPU replies"
square_click 3 2
sleep 0.12
shot 03-flip-mid
b1=$(settle 04-cpu-replied 6 8)
[ "${b1:19:1}" = "X" ] || fail "no black disc on d3: $b1"
[ "$(count "$b1" XO)" -eq 6 ] || fail "expected 6 discs after the CPU's reply: $b1"
[ "$(count "$b1" O)" -ge 1 ] || fail "no white disc left: $b1"
echo "   board after the reply: $b1"

echo "== Undo: back to the start position"
click "$UNDO_X" "$UNDO_Y"
b2=$(settle 05-undone 4 5)
[ "$b2" = "$START" ] || fail "undo did not restore the start: $b2"

echo "== play d3 again: the same reply (the seed and ply fix it)"
square_click 3 2
b3=$(settle 06-replayed 6 8)
[ "$b3" = "$b1" ] || fail "replay gave another reply: $b3 vs $b1"

echo "== quit with Ctrl+Q: the game is saved"
xdotool key ctrl+q
for _ in $(seq 50); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
kill -0 "$APP" 2>/dev/null && fail "the game did not quit"
wait "$APP" || true
APP=""
[ -n "$(ls "$DATA")" ] || fail "nothing saved in $DATA"

echo "== start again: Continue shows the same position"
start_app
shot 07-menu-continue
click "$CONTINUE_X" "$CONTINUE_Y"
b4=$(settle 08-resumed 6 5)
[ "$b4" = "$b1" ] || fail "resumed position differs: $b4 vs $b1"

echo "== play the game to its end (always the first dotted square)"
moves=0; notices=0; over=0
for _ in $(seq 400); do
  shot 09-playing
  read -r r g b < <(pixel 09-playing "$NEWGAME_PROBE_X" "$NEWGAME_PROBE_Y")
  if [ "$g" -gt 80 ]; then over=1; break; fi
  read -r r g b < <(pixel 09-playing "$STATUS_PROBE_X" "$STATUS_PROBE_Y")
  if [ "$r" -gt 45 ] && [ "$notices" -eq 0 ]; then
    notices=1; cp "$OUT/09-playing.png" "$OUT/09-pass-notice.png"
  fi
  first=$(dots 09-playing | sed -n 1p)
  if [ -n "$first" ]; then
    before=$(board 09-playing)
    square_click $((first % 8)) $((first / 8))
    moves=$((moves + 1))
    if [ "$moves" -eq 5 ]; then sleep 0.05; shot 09-flip-mid; fi
    wait_move 09-moved "$before"
  else
    sleep 0.3
  fi
done
[ "$over" -eq 1 ] || fail "the game did not reach its end"
shot 10-game-over
idle_probe "desktop game over" "$APP" "$OUT/app.log" || exit 1
bend=$(board 10-game-over)
echo "   played $moves moves; final board $bend ($(count "$bend" X) black, $(count "$bend" O) white)"
[ "$notices" -eq 1 ] && echo "   a pass notice was seen (09-pass-notice.png)"

echo "== sound on, no sound device: nothing about audio in the log"
# (the game's own log has frame-log lines only; ALSA's messages are silenced, no panic)
if grep -v '^frame-log:' "$OUT/app.log" | grep -iE 'panic|alsa|audio|sound|pcm|error' >/dev/null; then
  grep -v '^frame-log:' "$OUT/app.log" | head -20
  fail "audio messages in the log"
fi

echo "== Menu, Statistics, Settings in each language"
wait_changed menu 10 click "$MENU_X" "$MENU_Y" || fail "Menu did not open the menu"
wait_changed 11-statistics 10 click "$STATS_X" "$STATS_Y" || fail "Statistics did not open"
wait_changed 12-menu 10 xdotool key Escape || fail "Escape did not leave the statistics"
wait_changed settings 10 click "$SETTINGS_X" "$SETTINGS_Y" || fail "Settings did not open"
for n in 1 2 3 4 5; do
  shot "13-settings-language-$n"
  # Sound: On is the chosen (green) button by default
  read -r r g b < <(pixel "13-settings-language-$n" $((SOUND_ON_X - 100)) "$SOUND_ON_Y")
  [ "$g" -gt 90 ] && [ "$g" -gt $((r + 40)) ] || fail "settings: Sound On not shown chosen ($r $g $b)"
  wait_changed settings 10 click "$SET_LANGUAGE_X" "$SET_LANGUAGE_Y" || fail "the language button changed nothing"
done
wait_changed 14-menu-after-settings 10 click "$SET_BACK_X" "$SET_BACK_Y" || fail "Back did not leave the settings"

xdotool key ctrl+q
for _ in $(seq 50); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
kill -0 "$APP" 2>/dev/null && fail "the game did not quit (second Ctrl+Q)"
APP=""
grep frame-log "$OUT/app.log" | tail -3 || true
# --- Two windows on one data directory (issue 11): each plays a game to its end and quits;
# the statistics count both games. The second window says the game there is not saved.
TWO_DATA=$(mktemp -d)
APP_A=""; APP_B=""
trap 'cleanup; [ -n "$APP_A" ] && kill "$APP_A" 2>/dev/null; [ -n "$APP_B" ] && kill "$APP_B" 2>/dev/null; rm -rf "$TWO_DATA"' EXIT

# Starts one more window on $TWO_DATA; sets NEW_PID and NEW_WID.
start_window() {
  local before
  before=$(xdotool search --name '^Reversi$' 2>/dev/null | sort || true)
  REVERSI_WINDOW_SIZE=720x900 REVERSI_DATA_DIR="$TWO_DATA" "$BIN" >>"$OUT/app-$1.log" 2>&1 &
  NEW_PID=$!
  NEW_WID=""
  for _ in $(seq 100); do
    NEW_WID=$(comm -13 <(echo "$before") <(xdotool search --name '^Reversi$' 2>/dev/null | sort) | head -1)
    [ -n "$NEW_WID" ] && break
    sleep 0.1
  done
  [ -n "$NEW_WID" ] || fail "window $1 did not open"
  WID=$NEW_WID
  wait_drawn "started-$1" 15 || fail "window $1 drew no screen"
}

# Brings window $1 to the front (the windows overlap: screenshots show what is on top).
front() {
  WID=$1; xdotool windowraise "$WID"; xdotool windowfocus "$WID" 2>/dev/null || true
  wait_on_top 10 || fail "window $WID did not come to the front"
}

# Plays the game in window $WID to its end, always the first dotted square; $1 names the shots.
play_to_end() {
  local over=0 first r g b before
  for _ in $(seq 400); do
    shot "$1"
    read -r r g b < <(pixel "$1" "$NEWGAME_PROBE_X" "$NEWGAME_PROBE_Y")
    if [ "$g" -gt 80 ]; then over=1; break; fi
    first=$(dots "$1" | sed -n 1p)
    if [ -n "$first" ]; then
      before=$(board "$1")
      square_click $((first % 8)) $((first / 8))
      wait_move "$1-moved" "$before"
    else
      sleep 0.3
    fi
  done
  [ "$over" -eq 1 ] || fail "$1: the game did not reach its end"
}

# Ctrl+Q in window $1; waits for process $2 to end.
quit_window() {
  front "$1"
  xdotool mousemove --window "$1" 360 40   # the keyboard follows the pointer (no window manager)
  xdotool key ctrl+q
  for _ in $(seq 50); do kill -0 "$2" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$2" 2>/dev/null && fail "window $1 did not quit"
  wait "$2" 2>/dev/null || true
}

# played and results (won+lost+drawn) against Easy in $TWO_DATA/stats.json
easy_counts() {
  tr -d ' \n' <"$TWO_DATA/stats.json" |
    sed -E 's/.*"easy":\{"played":([0-9]+),"won":([0-9]+),"lost":([0-9]+),"drawn":([0-9]+).*/\1 \2 \3 \4/' |
    awk '{print $1, $2 + $3 + $4}'
}

echo "== two windows on one data directory"
start_window a; APP_A=$NEW_PID; WID_A=$NEW_WID
start_window b; APP_B=$NEW_PID; WID_B=$NEW_WID
front "$WID_B"; shot 20-second-window
# the notice bar across the top is lighter than the background below it
read -r r g b < <(pixel 20-second-window 5 10)
read -r r0 g0 b0 < <(pixel 20-second-window 5 450)
notice_seen=1   # told after the counts, which matter more
[ $((r + g + b)) -gt $((r0 + g0 + b0 + 18)) ] || notice_seen=0
front "$WID_A"; wait_changed easy-a 10 click "$EASY_X" "$EASY_Y" || fail "Easy in window a started no game"
front "$WID_B"; wait_changed easy-b 10 click "$EASY_X" "$EASY_Y" || fail "Easy in window b started no game"
front "$WID_A"; play_to_end 21-window-a
shot 22-window-a-over
front "$WID_B"; play_to_end 23-window-b
shot 24-window-b-over
quit_window "$WID_A" "$APP_A"; APP_A=""
quit_window "$WID_B" "$APP_B"; APP_B=""
[ ! -e "$TWO_DATA/game.json" ] || fail "a finished game is still saved: $(cat "$TWO_DATA/game.json")"
read -r played results < <(easy_counts)
echo "   stats.json, Easy: played $played, results $results"
[ "$played" -eq 2 ] && [ "$results" -eq 2 ] || fail "both games counted expected (2 2), got $played $results: $(cat "$TWO_DATA/stats.json")"
if grep -q '\.tmp' <<<"$(ls "$TWO_DATA")"; then fail "temporary files left: $(ls "$TWO_DATA")"; fi
[ "$notice_seen" -eq 1 ] || fail "the second window showed no notice (20-second-window.png)"
start_window c; WID=$NEW_WID; APP_C=$NEW_PID
wait_changed 25-statistics-both 10 click "$STATS_X" "$STATS_Y" || fail "Statistics did not open (window c)"
quit_window "$WID" "$APP_C"

echo "e2e-desktop: PASS (screenshots in $OUT)"
