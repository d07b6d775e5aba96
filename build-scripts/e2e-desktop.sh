#!/usr/bin/env bash
# End-to-end test of the desktop game in a real window: Xvfb + Mesa (llvmpipe), driven with
# xdotool, checked with screenshots (ImageMagick) and pixel samples.
#
#   build-scripts/e2e-desktop.sh            # uses target/release/reversi (builds it if missing)
#
# Steps: the patched miniquad's wake under stress (examples/wake_stress.rs) -> start with an
# empty data dir -> menu (its window id as the game logs it; covered by another window and
# uncovered, it draws itself again within 100 ms; a key without a symbol is input) -> Easy -> click d3 (a legal square) -> the
# disc is placed and flips at 60 frames a second, the CPU replies after its pause -> Undo puts the start position
# back -> play d3 again -> Ctrl+Q (the game saves on quit) -> start again -> Continue ->
# the same position is on the board -> a whole game to its end with sound on (no device
# here: it must stay silent, with no audio error in the log) -> Statistics -> Settings in
# each language. Screenshots go to $E2E_OUT (default target/e2e-desktop).
#
# Click positions come from src/ui/layout.rs (examples/layout.rs prints them) for a 720x900
# window at scale 1 (asked for with REVERSI_WINDOW_SIZE; the default window is smaller).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

OUT=${E2E_OUT:-target/e2e-desktop}
BIN=${REVERSI_BIN:-target/release/reversi}
mkdir -p "$OUT"
rm -f "$OUT"/*.png "$OUT"/*.log

need_packages xvfb:Xvfb xauth:xauth xdotool:xdotool imagemagick:import x11-utils:xdpyinfo \
  libgl1-mesa-dri:/usr/lib/*/dri/swrast_dri.so libgl1:/usr/lib/*/libGL.so.1 \
  python3:python3 libxtst6:/usr/lib/*/libXtst.so.6
[ -x "$BIN" ] || cargo build --release
STRESS=target/release/examples/wake_stress
[ -x "$STRESS" ] || cargo build --release --example wake_stress

load_layout 720 900
# probes: inside New game (drawn at the end only), inside the status line (notices)
NEWGAME_PROBE_X=$((GAME_NEW_GAME_LEFT + 6)); NEWGAME_PROBE_Y=$((GAME_NEW_GAME_TOP + 5))
STATUS_PROBE_X=$((GAME_STATUS_LEFT + 8)); STATUS_PROBE_Y=$((GAME_STATUS_TOP + 8))

# --- a display of our own
new_temp_dir DATA
start_display "${E2E_DISPLAY:-87}" "$OUT/xvfb.log" || exit 1

# start_window NAME DIR: one more game on data directory DIR (its output in $OUT/app-NAME.log,
# a line per frame drawn); waits until its window (one not open before) has drawn a screen.
# Sets NEW_PID and WID.
start_window() {
  local before
  before=$(xdotool search --name '^Reversi$' 2>/dev/null || true)
  # the click positions are for a 720x900 window (the default is smaller)
  REVERSI_WINDOW_SIZE=720x900 REVERSI_DATA_DIR="$2" REVERSI_FRAME_LOG=1 "$BIN" >>"$OUT/app-$1.log" 2>&1 &
  NEW_PID=$!
  find_window 10 "$NEW_PID" "$before" || fail "window $1 did not open"
  wait_drawn "started-$1" 15 || fail "window $1 drew no screen"
}

start_app() {
  start_window "$1" "$DATA"
  APP=$NEW_PID
}

# frames LOG: how many frames the game's log LOG says it drew.
frames() { grep -c '^frame-log: frame' "$1" || true; }

# wait_frame LOG AFTER PATTERN SECONDS: a frame line after the first AFTER ones of LOG
# matches PATTERN (grep -E) within SECONDS.
wait_frame() {
  local end=$((SECONDS + $4))
  until grep '^frame-log: frame' "$1" | tail -n +$(($2 + 1)) | grep -qE "$3"; do
    [ "$SECONDS" -lt "$end" ] || return 1
    sleep 0.05
  done
}

# root_shot NAME: the screen's pixels where window $WID is (what is seen there, whichever
# window is on top), as $OUT/NAME.png.
root_shot() {
  local info x y w h
  info=$(xwininfo -id "$WID")
  x=$(sed -n 's/^ *Absolute upper-left X: *//p' <<<"$info")
  y=$(sed -n 's/^ *Absolute upper-left Y: *//p' <<<"$info")
  w=$(sed -n 's/^ *Width: *//p' <<<"$info")
  h=$(sed -n 's/^ *Height: *//p' <<<"$info")
  timeout 20 import -window root -crop "${w}x${h}+${x}+${y}" +repage "$OUT/$1.png"
}

# flip_rate LOG: "FRAMES FPS" of the frames LOG drew while an animation ran (each frame that
# followed one which said "next: animating"), FPS from their median interval (a frame held
# up by a busy machine does not move it).
flip_rate() {
  awk '/^frame-log: frame/ {
         if (anim) gaps[n++] = $5
         anim = ($NF == "animating")
       }
       END {
         if (!n) { print "0 0"; exit }
         for (i = 1; i < n; i++) for (j = i; j > 0 && gaps[j] < gaps[j - 1]; j--) {
           t = gaps[j]; gaps[j] = gaps[j - 1]; gaps[j - 1] = t
         }
         printf "%d %.1f\n", n, 1000 / gaps[int(n / 2)]
       }' "$1"
}

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

# play_to_end NAME: plays the game in window $WID to its end, always the first dotted square
# (screenshots NAME*.png). Sets MOVES (how many it played) and NOTICE (1 when a notice showed
# in the status line, a pass: its screenshot is NAME-pass-notice.png); the fifth move is also
# caught mid-flip (NAME-flip-mid.png).
play_to_end() {
  local first before r g b
  MOVES=0; NOTICE=0
  for _ in $(seq 400); do
    shot "$1"
    read -r r g b < <(pixel "$1" "$NEWGAME_PROBE_X" "$NEWGAME_PROBE_Y")
    [ "$g" -gt 80 ] && return 0
    read -r r g b < <(pixel "$1" "$STATUS_PROBE_X" "$STATUS_PROBE_Y")
    if [ "$r" -gt 45 ] && [ "$NOTICE" -eq 0 ]; then
      NOTICE=1; cp "$OUT/$1.png" "$OUT/$1-pass-notice.png"
    fi
    first=$(dots "$1" | sed -n 1p)
    if [ -n "$first" ]; then
      before=$(board "$1")
      square_click $((first % 8)) $((first / 8))
      MOVES=$((MOVES + 1))
      if [ "$MOVES" -eq 5 ]; then sleep 0.05; shot "$1-flip-mid"; fi
      wait_move "$1-moved" "$before"
    else
      sleep 0.3
    fi
  done
  fail "$1: the game did not reach its end"
}

# quit PID WHAT: Ctrl+Q in window $WID (the keyboard follows the pointer: there is no window
# manager); process PID ends within 5 s.
quit() {
  xdotool mousemove --window "$WID" "$BOARD_X" 40 key ctrl+q
  wait_exit "$1" 5 || fail "$2 did not quit"
}

echo "== the patched miniquad's wake: 10,000 schedule_update() calls from another thread"
# (examples/wake_stress.rs: each must get a frame within 50 ms while the loop blocks; another
# thread keeps taking the display's lock; no panic)
timeout 120 "$STRESS" 10000 1 || fail "wake-stress failed (see above)"

echo "== first launch: menu"
start_app 1
shot 01-menu
read -r r g b < <(pixel 01-menu "$MENU_EASY_X" $((MENU_EASY_Y - 20)))
[ "$r" -lt 90 ] && [ "$g" -lt 90 ] || fail "menu: no Easy button at $MENU_EASY_X,$MENU_EASY_Y ($r $g $b)"
idle_probe "desktop menu" "$APP" "$OUT/app-1.log" || exit 1

echo "== the window's handle: the game names the window that xdotool found (miniquad's, 0008)"
logged=$(sed -n 's/^frame-log: window x11 //p' "$OUT/app-1.log" | head -n1)
[ "$logged" = "$WID" ] || fail "the game says its X11 window is '$logged'; xdotool found $WID"

echo "== covered by another window and uncovered: the game draws itself again, no input (Expose)"
root_shot 01a-expose-before
xmessage -geometry 360x240+40+40 -title cover "covering the game" & COVER=$!
EXTRA_PIDS+=("$COVER")
end=$((SECONDS + 10))
until xdotool search --onlyvisible --name '^cover$' >/dev/null 2>&1; do
  [ "$SECONDS" -lt "$end" ] || fail "the covering window did not appear"
  sleep 0.05
done
sleep 0.3
root_shot 01b-covered
! same_pixels 01a-expose-before 01b-covered || fail "the covering window is not seen over the game"
f0=$(frames "$OUT/app-1.log")
kill "$COVER"; wait "$COVER" 2>/dev/null || true
sleep 0.1
root_shot 01c-uncovered
same_pixels 01a-expose-before 01c-uncovered ||
  fail "100 ms after the covering window went, the game's window is not drawn again ($OUT/01c-uncovered.png)"
[ "$(frames "$OUT/app-1.log")" -gt "$f0" ] || fail "no frame was drawn when the window was uncovered"
echo "   drawn again within 100 ms ($(( $(frames "$OUT/app-1.log") - f0 )) frame(s), no input)"

echo "== a key the keyboard map leaves without a symbol reaches the game as input (XTest)"
xdotool mousemove --window "$WID" 10 10   # the keyboard follows the pointer (no window manager)
sleep 0.3
f0=$(frames "$OUT/app-1.log")
keycode=$(python3 build-scripts/x11/unmapped-key.py) || fail "no unmapped key could be sent"
wait_frame "$OUT/app-1.log" "$f0" 'input: [1-9][0-9]* key' 5 ||
  fail "keycode $keycode (no symbol) gave the game no frame with key input"
echo "   keycode $keycode: $(grep '^frame-log: frame' "$OUT/app-1.log" | tail -n +$((f0 + 1)) | grep -m1 -oE 'input: [0-9]+ key')"

echo "== choose Easy: the start position with the player's dots"
click "$MENU_EASY_X" "$MENU_EASY_Y"
expect_start 02-board 5
# d3 (col 3, row 2) carries a dot: dark green at its centre; a1 does not
read -r r g b < <(pixel 02-board $((BOARD_X + 3 * CELL + CELL / 2)) $((BOARD_Y + 2 * CELL + CELL / 2)))
read -r r1 g1 b1 < <(pixel 02-board $((BOARD_X + CELL / 2)) $((BOARD_Y + CELL / 2)))
[ "$g" -lt $((g1 - 25)) ] || fail "no dot on d3 ($r $g $b vs board $r1 $g1 $b1)"
idle_probe "desktop board waiting for the player" "$APP" "$OUT/app-1.log" || exit 1

echo "== play d3: the disc is placed, d4 flips, the CPU replies"
square_click 3 2
sleep 0.12
shot 03-flip-mid
expect_reply 04-cpu-replied 8
b1=$REPLIED
# a figure to read (60 on an idle machine, fewer on a busy one), not a timed test; the flips
# must come as a run of frames, each asking for the next
read -r n fps < <(flip_rate "$OUT/app-1.log")
echo "   flips: $n frames, $fps frames a second (median interval, frame log)"
[ "$n" -ge 5 ] || fail "the flips drew $n frames (an animation runs frame by frame)"

echo "== Undo: back to the start position"
click "$GAME_UNDO_X" "$GAME_UNDO_Y"
expect_start 05-undone 5

echo "== play d3 again: the same reply (the seed and ply fix it)"
square_click 3 2
b3=$(settle 06-replayed 6 8)
[ "$b3" = "$b1" ] || fail "replay gave another reply: $b3 vs $b1"

echo "== quit with Ctrl+Q: the game is saved"
quit "$APP" "the game"
APP=""
[ -n "$(ls "$DATA")" ] || fail "nothing saved in $DATA"

echo "== start again: Continue shows the same position"
start_app 2
shot 07-menu-continue
click "$MENU_CONTINUE_X" "$MENU_CONTINUE_Y"
b4=$(settle 08-resumed 6 5)
[ "$b4" = "$b1" ] || fail "resumed position differs: $b4 vs $b1"

echo "== play the game to its end (always the first dotted square)"
play_to_end 09-playing
shot 10-game-over
idle_probe "desktop game over" "$APP" "$OUT/app-2.log" || exit 1
bend=$(board 10-game-over)
echo "   played $MOVES moves; final board $bend ($(count "$bend" X) black, $(count "$bend" O) white)"
[ "$NOTICE" -eq 1 ] && echo "   a pass notice was seen (09-playing-pass-notice.png)"

echo "== sound on, no sound device: nothing about audio in the log"
# (the game's own log has frame-log lines only; ALSA's messages are silenced, no panic)
if grep -hv '^frame-log:' "$OUT"/app-*.log | grep -iE 'panic|alsa|audio|sound|pcm|error' >/dev/null; then
  grep -hv '^frame-log:' "$OUT"/app-*.log | head -20
  fail "audio messages in the log"
fi

echo "== Menu, Statistics, Settings; the language list: Korean chosen by keys, then English again"
wait_changed menu 10 click "$GAME_MENU_X" "$GAME_MENU_Y" || fail "Menu did not open the menu"
wait_changed 11-statistics 10 click "$MENU_STATISTICS_X" "$MENU_STATISTICS_Y" || fail "Statistics did not open"
wait_changed 12-menu 10 xdotool key Escape || fail "Escape did not leave the statistics"
wait_changed settings 10 click "$MENU_SETTINGS_X" "$MENU_SETTINGS_Y" || fail "Settings did not open"
# Sound: On is the chosen (green) button by default, in every language
sound_on_chosen() {
  read -r r g b < <(pixel "$1" $((SETTINGS_SOUND_ON_X - 100)) "$SETTINGS_SOUND_ON_Y")
  [ "$g" -gt 90 ] && [ "$g" -gt $((r + 40)) ] || fail "settings ($1): Sound On not shown chosen ($r $g $b)"
}
shot 13-settings; sound_on_chosen 13-settings
wait_changed 13-languages 10 click "$SETTINGS_LANGUAGE_X" "$SETTINGS_LANGUAGE_Y" || fail "the language button opened no list"
wait_changed 13-languages-end 10 xdotool key End || fail "End moved nothing in the language list"
wait_changed 13-settings-korean 10 xdotool key Return || fail "Enter chose no language"
sound_on_chosen 13-settings-korean
wait_changed 13-languages-again 10 click "$SETTINGS_LANGUAGE_X" "$SETTINGS_LANGUAGE_Y" || fail "the language button opened no list (Korean)"
wait_changed 13-languages-home 10 xdotool key Home || fail "Home moved nothing in the language list"
wait_changed 13-settings-english 10 xdotool key Return || fail "Enter chose no language (English)"
sound_on_chosen 13-settings-english
wait_changed 14-menu-after-settings 10 click "$SETTINGS_BACK_X" "$SETTINGS_BACK_Y" || fail "Back did not leave the settings"

echo "== How to play: from the menu, Page Down, End (the last line), Back"
wait_changed 15-how-to-play 10 click "$MENU_HOW_TO_PLAY_X" "$MENU_HOW_TO_PLAY_Y" || fail "How to play did not open"
idle_probe "desktop How to play" "$APP" "$OUT/app-2.log" 5 || exit 1
wait_changed 16-how-to-play-next 10 xdotool key Next || fail "Page Down did not scroll How to play"
wait_changed 17-how-to-play-end 10 xdotool key End || fail "End did not scroll How to play"
# at the end a line down moves nothing
xdotool key Down
sleep 0.5
shot 17-how-to-play-end-down
same_pixels 17-how-to-play-end 17-how-to-play-end-down || fail "How to play scrolled past its end"
wait_changed 18-menu-after-how-to-play 10 click "$READING_BACK_X" "$READING_BACK_Y" || fail "Back did not leave How to play"

quit "$APP" "the game (second Ctrl+Q)"
APP=""
grep -h frame-log "$OUT"/app-*.log | tail -3 || true
# --- Two windows on one data directory (issue 11): each plays a game to its end and quits;
# the statistics count both games. The second window says the game there is not saved.
new_temp_dir TWO_DATA

# Brings window $1 to the front (the windows overlap: screenshots show what is on top).
front() {
  WID=$1; xdotool windowraise "$WID"; xdotool windowfocus "$WID" 2>/dev/null || true
  wait_on_top 10 || fail "window $WID did not come to the front"
}

# played and results (won+lost+drawn) against Easy in $TWO_DATA/stats.json
easy_counts() {
  tr -d ' \n' <"$TWO_DATA/stats.json" |
    sed -E 's/.*"easy":\{"played":([0-9]+),"won":([0-9]+),"lost":([0-9]+),"drawn":([0-9]+).*/\1 \2 \3 \4/' |
    awk '{print $1, $2 + $3 + $4}'
}

echo "== two windows on one data directory"
start_window a "$TWO_DATA"; APP_A=$NEW_PID; WID_A=$WID; EXTRA_PIDS+=("$APP_A")
start_window b "$TWO_DATA"; APP_B=$NEW_PID; WID_B=$WID; EXTRA_PIDS+=("$APP_B")
front "$WID_B"; shot 20-second-window
# the notice bar across the top is lighter than the background below it
read -r r g b < <(pixel 20-second-window 5 10)
read -r r0 g0 b0 < <(pixel 20-second-window 5 450)
notice_seen=1   # told after the counts, which matter more
[ $((r + g + b)) -gt $((r0 + g0 + b0 + 18)) ] || notice_seen=0
front "$WID_A"; wait_changed easy-a 10 click "$MENU_EASY_X" "$MENU_EASY_Y" || fail "Easy in window a started no game"
front "$WID_B"; wait_changed easy-b 10 click "$MENU_EASY_X" "$MENU_EASY_Y" || fail "Easy in window b started no game"
front "$WID_A"; play_to_end 21-window-a
shot 22-window-a-over
front "$WID_B"; play_to_end 23-window-b
shot 24-window-b-over
front "$WID_A"; quit "$APP_A" "window a"
front "$WID_B"; quit "$APP_B" "window b"
[ ! -e "$TWO_DATA/game.json" ] || fail "a finished game is still saved: $(cat "$TWO_DATA/game.json")"
read -r played results < <(easy_counts)
echo "   stats.json, Easy: played $played, results $results"
[ "$played" -eq 2 ] && [ "$results" -eq 2 ] || fail "both games counted expected (2 2), got $played $results: $(cat "$TWO_DATA/stats.json")"
if grep -q '\.tmp' <<<"$(ls "$TWO_DATA")"; then fail "temporary files left: $(ls "$TWO_DATA")"; fi
[ "$notice_seen" -eq 1 ] || fail "the second window showed no notice (20-second-window.png)"
start_window c "$TWO_DATA"; APP=$NEW_PID
wait_changed 25-statistics-both 10 click "$MENU_STATISTICS_X" "$MENU_STATISTICS_Y" || fail "Statistics did not open (window c)"
quit "$APP" "window c"
APP=""

echo "== memory at the menu: English, Japanese, Arabic and Hindi (a language's font is read only while it is in use; Arabic's and Hindi's glyphs are rasterized as their texts need them)"
for lang in en_US.UTF-8 ja_JP.UTF-8 ar_EG.UTF-8 hi_IN.UTF-8; do
  new_temp_dir RSS_DATA
  before=$(xdotool search --name '^Reversi$' 2>/dev/null || true)
  LANG=$lang LC_ALL=$lang LANGUAGE= REVERSI_WINDOW_SIZE=720x900 REVERSI_DATA_DIR="$RSS_DATA" "$BIN" >"$OUT/app-rss.log" 2>&1 &
  APP=$!
  find_window 10 "$APP" "$before" || fail "the game ($lang) opened no window"
  wait_drawn "30-menu-$lang" 15 || fail "the game ($lang) drew no menu"
  echo "  RSS ${lang%%.*}: $(awk '/^VmRSS/ {print $2, $3}' "/proc/$APP/status")"
  kill "$APP"; wait "$APP" 2>/dev/null || true
  APP=""
done

echo "e2e-desktop: PASS (screenshots in $OUT)"
