#!/usr/bin/env bash
# The store listings, complete and checked, in target/listing/fastlane/metadata/android/
# (the layout Google Play's tools and F-Droid read; build-scripts/publish-listing.sh hands it
# to them):
#
# - the texts: fastlane/metadata/android/<locale>/{title,short_description,full_description}.txt
#   as committed; "What's new" changelogs/<versionCode>.txt from CHANGELOG.md;
# - images/icon.png (512 px) and images/featureGraphic.png (1024x500), drawn by src/icon.rs;
# - the screenshots, drawn by the game itself in each language: one game per language, started
#   on the records of examples/listing_records.rs (a game against Medium near its end, a
#   player's statistics, the animation off), taken through the screens listed in
#   build-scripts/packaging/screens, each at two sizes by resizing the window: a phone,
#   1080x1920 at 2.625 pixels per dp (images/phoneScreenshots/), and a 10-inch tablet,
#   1920x1200 at 1.5 (images/tenInchScreenshots/). REVERSI_DENSITY makes the desktop window
#   draw at that density, so a phone shot shows what a phone shows, not a 1080-pixel desktop
#   window. The languages are shot on LISTING_JOBS displays at once (default 6), each an Xvfb
#   and a game of its own.
#
# Then build-scripts/packaging/listing.py checks every limit the stores set (lengths, image
# sizes and formats) and its own test runs. The images stay in target/: nothing here writes
# into fastlane/ (see publish-listing.sh). The single screenshots are also in
# target/listing/shots/<lang>/{phone,tablet}/ to look at.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

OUT=target/listing
SHOTS=$OUT/shots
TREE=$OUT/fastlane/metadata/android
RELEASE=${CARGO_TARGET_DIR:-target}/release
declare -A SIZES=([phone]="1080 1920 2.625" [tablet]="1920 1200 1.5")

need_packages xvfb:Xvfb xauth:xauth xdotool:xdotool imagemagick:import x11-utils:xdpyinfo \
  libgl1-mesa-dri:/usr/lib/*/dri/swrast_dri.so libgl1:/usr/lib/*/libGL.so.1 python3:python3
echo "== cargo build --release (the game, the icons, the records, the layout)"
release_build --bin reversi --example icons --example listing_records --example layout
rm -rf "$OUT"
mkdir -p "$SHOTS"
"$RELEASE/examples/listing_records" "$OUT/records"

# the screens: "NAME ACTION [ARGS]" lines
mapfile -t SCREENS < <(grep -v '^\s*\(#\|$\)' build-scripts/packaging/screens)
LANGS=$(python3 -c 'import sys; sys.path.insert(0, "build-scripts/packaging"); import project; print(" ".join(project.languages()))')
# LISTING_LANGS="en ja": only these (a look at one language; the listing's check then fails)
LANGS=${LISTING_LANGS:-$LANGS}

# The game draws a frame only when something changes, and logs each one (REVERSI_FRAME_LOG):
# a picture is settled once the frames have stopped, which costs no screenshots to find out.
# frames: how many frames the game has drawn so far.
frames() { grep -c '^frame-log: frame' "$FRAME_LOG" || true; }

# settled [AFTER]: waits until the game has drawn more than AFTER frames (when given: an action
# that changes the picture has been taken), then until it has drawn none for 0.6 s, longer
# than the CPU's 450 ms pause, and its last frame asks for no other within 0.6 s (the frame
# log's "next:"): on a busy machine the CPU's reply can come later than 0.6 s after the frame
# that started its pause, and a picture taken then would be the wrong one.
settled() {
  local end=$((SECONDS + 30)) last count quiet=0 next
  if [ -n "${1:-}" ]; then
    until [ "$(frames)" -gt "$1" ]; do
      [ "$SECONDS" -lt "$end" ] || fail "$SHOOTING: the game drew nothing after: $ACTION ($(game_state))"
      sleep 0.05
    done
  fi
  last=$(frames)
  while [ "$quiet" -lt 6 ]; do
    sleep 0.1
    count=$(frames)
    if [ "$count" = "$last" ]; then quiet=$((quiet + 1)); else quiet=0 last=$count; fi
    if [ "$quiet" = 6 ]; then
      next=$(grep '^frame-log: frame' "$FRAME_LOG" | tail -1 | sed -n 's/.*next: //p')
      case $next in
        idle) ;;
        "after "*) awk -v t="${next#after }" 'BEGIN { exit !(t + 0 >= 0.6) }' || quiet=0 ;;
        *) quiet=0 ;;
      esac
    fi
    [ "$SECONDS" -lt "$end" ] || fail "$SHOOTING: the game did not stop drawing within 30 s"
  done
}

# act COMMAND...: runs COMMAND (a click, a key, a resize), which changes the picture, and waits
# until the picture has settled.
act() {
  local before
  before=$(frames)
  ACTION="$*"
  "$@"
  settled "$before"
}

# game_state: what is known of the game when it did not draw: whether its process runs (and
# its threads' states), its window's geometry, the pointer, the last line of its frame log; or,
# when it has ended, the end of its log (how stop 41 found the glyph atlas's crash).
game_state() {
  local threads=""
  if [ -n "$APP" ] && kill -0 "$APP" 2>/dev/null; then
    threads=$(for t in /proc/"$APP"/task/*; do
      printf '%s:%s:%s ' "$(cat "$t/comm")" "$(awk '{print $3}' "$t/stat")" "$(cat "$t/wchan" 2>/dev/null)"
    done)
    echo "the game runs, threads (name:state:wait) $threads; window $(xdotool getwindowgeometry "$WID" 2>&1 | tr -s '\n ' ' '); pointer $(xdotool getmouselocation 2>&1); last log line: $(tail -n 1 "$FRAME_LOG")"
  else
    echo "the game has ended; the end of its log: $(tail -n 5 "$FRAME_LOG" | tr '\n' ' ')"
  fi
}

# use_size phone|tablet: the window resized, the layout of that size loaded (BOARD_X,
# MENU_*, ...), the picture settled.
use_size() {
  local w h d
  read -r w h d <<<"${SIZES[$1]}"
  SIZE=$1 WANT_SIZE="${w}x$h"
  load_layout "$w" "$h" "$d"
  act xdotool windowsize "$WID" "$w" "$h"
}

# keep NUMBER NAME: the settled window, the pointer off every button (they light up under
# it), as $SHOTS/$SHOOTING/$SIZE/NUMBER-NAME.png (RGB, no alpha).
keep() {
  local file=$SHOTS/$SHOOTING/$SIZE/$1-$2.png
  if [ "$POINTER_AWAY" = 0 ]; then act xdotool mousemove --window "$WID" 1 1; else settled; fi
  POINTER_AWAY=1
  mkdir -p "$(dirname "$file")"
  timeout 20 import -window "$WID" "PNG24:$file" || fail "no screenshot of the window within 20 s"
  [ "$(/usr/bin/identify -ping -format '%wx%h' "$file")" = "$WANT_SIZE" ] ||
    fail "$file is $(/usr/bin/identify -ping -format '%wx%h' "$file"), not $WANT_SIZE"
}

# ---- the actions of the screens file (ON_MENU: the menu is up; POINTER_AWAY: the pointer is
# in the window's corner, where it lights nothing up)

start() { ON_MENU=1; }

# menu_item NAME: to the menu (Esc), then a click on the item examples/layout.rs calls NAME.
menu_item() {
  local x=${1}_X y=${1}_Y
  [ -n "${!x:-}" ] || fail "examples/layout.rs prints no $1 (screens: menu_item $1)"
  if [ "$ON_MENU" = 0 ]; then act xdotool mousemove --window "$WID" 1 1 key Escape; fi
  act click "${!x}" "${!y}"
  ON_MENU=0 POINTER_AWAY=0
}

# play_to_end: whenever the board shows dots (the player's turn), a click on the first one,
# until the game is over (the New game button appears): the moves examples/listing_records.rs
# chose the game for.
play_to_end() {
  local first
  ON_MENU=0 POINTER_AWAY=0
  for _ in $(seq 100); do
    # a picture of this language's own (the displays side by side shoot at the same time)
    shot_raw "playing-$SHOOTING" || fail "$SHOOTING: no screenshot while playing"
    if game_over "playing-$SHOOTING"; then return 0; fi
    first=$(dots "playing-$SHOOTING" | sed -n 1p)
    if [ -n "$first" ]; then
      act square_click $((first % 8)) $((first / 8))
    else
      settled
    fi
  done
  fail "$SHOOTING: the game did not reach its end"
}
game_over() {
  local r g b
  read -r r g b < <(raw_pixel "$1" $((GAME_NEW_GAME_LEFT + GAME_NEW_GAME_W / 10)) $((GAME_NEW_GAME_TOP + GAME_NEW_GAME_H / 5)))
  [ "$g" -gt 80 ]
}

# shoot_language LANG: one game in LANG through every screen, each at both sizes (the size
# of the screen before first, so the window changes size once a screen).
shoot_language() {
  SHOOTING=$1 FRAME_LOG=$OUT/app-$1.log
  local data=$OUT/data-$1 line name action number=0 first=phone second=tablet started=$SECONDS
  local w h d
  cp -r "$OUT/records" "$data"
  read -r w h d <<<"${SIZES[phone]}"
  SIZE=phone WANT_SIZE="${w}x$h"
  load_layout "$w" "$h" "$d"
  env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG="$1" REVERSI_WINDOW_SIZE="$WANT_SIZE" \
    REVERSI_DENSITY="$d" REVERSI_DATA_DIR="$data" REVERSI_FRAME_LOG=1 "$RELEASE/reversi" >"$FRAME_LOG" 2>&1 &
  APP=$!
  find_window 15 "$APP" || fail "$1: the game opened no window"
  ACTION="the game's start"
  settled 0
  POINTER_AWAY=0
  for line in "${SCREENS[@]}"; do
    number=$((number + 1))
    read -r name action <<<"$line"
    # shellcheck disable=SC2086 # the action's words: a function and its arguments
    $action
    keep "$number" "$name"
    use_size "$second"
    keep "$number" "$name"
    read -r first second <<<"$second $first"
  done
  xdotool mousemove --window "$WID" 1 1 key ctrl+q
  wait_exit "$APP" 10 || fail "$1: the game did not quit"
  APP=""
  echo "   $1: $(ls "$SHOTS/$1/phone" | tr '\n' ' ')(phone and tablet; $((SECONDS - started)) s)"
}

# The languages are shot side by side, each display (an Xvfb of its own) taking every
# JOBS-th language: most of a language's time is the game's own waits (the CPU's pause, a
# picture settling), so JOBS displays take about 1/JOBS of the time.
JOBS=${LISTING_JOBS:-6}
read -ra ALL_LANGS <<<"$LANGS"
echo "== screenshots: ${#SCREENS[@]} screens, phone and tablet, in $LANGS ($JOBS displays side by side)"
WORKERS=()
for ((job = 0; job < JOBS; job++)); do
  (
    XVFB_SCREEN=1920x1920x24 start_display "$((${E2E_DISPLAY:-127} + job))" "$OUT/xvfb-$job.log" || exit 1
    for ((i = job; i < ${#ALL_LANGS[@]}; i += JOBS)); do shoot_language "${ALL_LANGS[i]}"; done
  ) &
  WORKERS+=($!)
done
FAILED=0
for pid in "${WORKERS[@]}"; do wait "$pid" || FAILED=1; done
[ "$FAILED" = 0 ] || fail "the screenshots of a display failed (its lines above)"

echo "== icon, feature graphic, changelogs; the listing assembled and checked"
"$RELEASE/examples/icons" "$OUT" 512 >/dev/null
"$RELEASE/examples/icons" --feature "$OUT/featureGraphic.png" >/dev/null
python3 build-scripts/packaging/listing.py assemble "$(version_code "$(crate_version)")" \
  "$OUT/icon-512.png" "$OUT/featureGraphic.png" "$SHOTS" "$TREE"
python3 build-scripts/packaging/listing.py check "$TREE" "$(version_code "$(crate_version)")"
python3 -m unittest discover -s build-scripts/packaging -p 'test_*.py'
echo "build-listing: $TREE"
