# shellcheck shell=bash
# Sourced by the build and test scripts (run from the repository's root): what they share.
#   need_packages, need_rust_target      what a fresh Debian machine lacks
#   load_layout                          where the game draws (examples/layout.rs)
#   start_display, find_window, wait_exit, cleanup   the game in an Xvfb window of its own
#   shot, wait_drawn, wait_changed, settle, board, dots, click, square_click   looking and acting
#   idle_probe                           what a game that waits for the player costs
#   crate_version, version_code, load_app_conf   one version and one identity for every package
#   wine_prefix, wine_processprng            a fresh Wine prefix for the Windows tests
# Waits are on conditions (a picture, a process, a window), each with a limit in seconds and
# a FAIL line that names what did not happen; sleeps only pace the polling.

# fail MESSAGE: says what went wrong and ends the script (cleanup runs on exit).
fail() { echo "FAIL: $*"; exit 1; }

# ---- Installing --------------------------------------------------------------------------

# need_packages [--no-recommends] SPEC...: installs the missing Debian packages in one apt-get
# run (quiet, no questions; through sudo unless root). Recommended packages come along unless
# --no-recommends is given: the desktop, Windows and web tests have only ever run (on CI's
# fresh machines too) with them, e.g. wine64 recommends the `wine` launcher they use.
# A SPEC is PACKAGE, missing when dpkg does not have it installed, or PACKAGE:PROBE[|PROBE...],
# missing when none of its probes is found: a command on PATH, or a path (a glob) starting with /. Probes let a tool
# that came from elsewhere do: Node from nodesource carries its own npm, WineHQ its wine.
need_packages() {
  local spec probe probes found missing=() sudo=() extra=()
  if [ "${1:-}" = --no-recommends ]; then extra=(--no-install-recommends); shift; fi
  for spec in "$@"; do
    if [ "${spec%%:*}" = "$spec" ]; then
      dpkg -s "$spec" >/dev/null 2>&1 || missing+=("$spec")
      continue
    fi
    found=0
    IFS='|' read -ra probes <<<"${spec#*:}"
    for probe in "${probes[@]}"; do
      if [ "${probe#/}" != "$probe" ]; then
        if compgen -G "$probe" >/dev/null; then found=1; fi
      elif command -v "$probe" >/dev/null; then
        found=1
      fi
    done
    [ "$found" -eq 1 ] || missing+=("${spec%%:*}")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  echo "== installing ${missing[*]} (Debian)"
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then sudo=(sudo); fi
  # test.sh's lanes install side by side: one apt at a time, the others wait for its lock
  "${sudo[@]}" flock /tmp/reversi-apt.lock sh -c 'apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq "$@" >/dev/null' sh \
    "${extra[@]}" "${missing[@]}"
}

# need_rust_target TARGET: rustup adds the standard library for TARGET when it is missing (a
# toolchain without rustup is taken as it is).
need_rust_target() {
  command -v rustup >/dev/null || return 0
  grep -qx "$1" <<<"$(rustup target list --installed)" || flock /tmp/reversi-rustup.lock rustup target add "$1"
}

# ---- One version, one identity ---------------------------------------------------------

# crate_version: Cargo.toml's version, the version of every package and listing.
crate_version() { sed -n 's/^version = "\(.*\)"/\1/p;T;q' Cargo.toml; }

# version_code VERSION: Android's versionCode (and the store listings' changelog name) for a
# version MAJOR.MINOR.PATCH: MAJOR*1000000 + MINOR*1000 + PATCH, so it rises with every bump
# (0.1.0 -> 1000, 0.2.0 -> 2000, 1.0.0 -> 1000000). A pre-release (1.2.0-rc.1) gets its
# release's code. Fails when MINOR or PATCH reaches 1000.
version_code() {
  local major minor patch
  IFS=. read -r major minor patch <<<"${1%%[-+]*}"
  if [ "$minor" -ge 1000 ] || [ "$patch" -ge 1000 ]; then
    echo "version $1: minor and patch must stay below 1000 for the versionCode scheme" >&2
    return 1
  fi
  echo $((major * 1000000 + minor * 1000 + patch))
}

# load_app_conf: sets the shell variables of build-scripts/packaging/app.conf (APP_ID,
# PUBLISHER, MAINTAINER, ...), read as plain NAME=value lines (the Python reads them so too).
load_app_conf() {
  local name value
  while IFS='=' read -r name value; do
    case "$name" in '#'* | '') continue ;; esac
    printf -v "$name" '%s' "$value"
  done <build-scripts/packaging/app.conf
}

# ---- Wine --------------------------------------------------------------------------------

# wine_prefix DIR LOG: a fresh Wine prefix in DIR for the Windows tests (run it with a display
# up): exports WINEPREFIX, WINEDEBUG=-all and WINEDLLOVERRIDES (no Mono or Gecko installer
# dialogs, and no menu entries written into this machine's home for the shortcuts an
# installer makes), sets WINE and WINESERVER, and waits until wineboot has made the prefix
# (20-40 s the first time). Wine's output goes to LOG.
wine_prefix() {
  WINE=${WINE:-$(command -v wine64 || command -v wine || echo /usr/lib/wine/wine64)}
  WINESERVER=$(command -v wineserver || echo /usr/lib/wine/wineserver64)
  mkdir -p "$1"
  export WINEPREFIX WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
  WINEPREFIX=$(cd "$1" && pwd)
  "$WINE" wineboot --init >>"$2" 2>&1 || true
  "$WINESERVER" -w
}

# wine_processprng FILE: builds the test's stand-in for bcryptprimitives.dll as FILE. Rust's
# std imports ProcessPrng from it (Windows 10 and later have it); Wine 8 does not. Only the
# tests' copies get it, never a download.
wine_processprng() {
  x86_64-w64-mingw32-gcc -shared -O2 -o "$1" \
    build-scripts/windows/processprng.c build-scripts/windows/processprng.def
}

# release_build ARGS...: `cargo build --locked --release ARGS` (the game, examples), unless
# test.sh built every host artifact already (REVERSI_PREBUILT=1): then nothing, so that a
# script in one lane does not wait for the build directory's lock while another lane builds.
release_build() {
  [ -n "${REVERSI_PREBUILT:-}" ] || cargo build --locked --release "$@"
}

# ---- Where the game draws ----------------------------------------------------------------

# load_layout WIDTH HEIGHT [DENSITY]: sets the shell variables that examples/layout.rs prints
# for a window of that size (BOARD_X, BOARD_Y, CELL, MENU_EASY_X, GAME_UNDO_Y, ...). The example
# is built with the release profile the tests and binaries share (built already after
# `cargo test --release`: then this only checks that it is fresh). Under test.sh
# (REVERSI_PREBUILT) it runs the built example itself: cargo would wait for the build
# directory's lock while another lane builds.
load_layout() {
  local lines name value
  local run=(cargo run --locked --release -q --example layout --)
  if [ -n "${REVERSI_PREBUILT:-}" ]; then run=("${CARGO_TARGET_DIR:-target}/release/examples/layout"); fi
  lines=$("${run[@]}" "$@") || {
    echo "FAIL: examples/layout.rs printed no layout for $*" >&2
    return 1
  }
  while IFS='=' read -r name value; do
    printf -v "$name" '%s' "$value"
  done <<<"$lines"
}

# ---- A display of our own, the game's window, and cleaning up -----------------------------

APP=""           # the game's process
XVFB=""          # the X server's
EXTRA_PIDS=()    # more processes to end on exit
TEMP_DIRS=()     # directories to remove on exit

# new_temp_dir NAME: a fresh directory in variable NAME, removed on exit.
new_temp_dir() {
  local dir
  dir=$(mktemp -d)
  TEMP_DIRS+=("$dir")
  printf -v "$1" '%s' "$dir"
}

# cleanup: the EXIT trap (set by start_display): ends the game and $EXTRA_PIDS, runs the
# script's own before_exit if it has one, ends the X server, removes $TEMP_DIRS.
cleanup() {
  local pid
  for pid in "$APP" "${EXTRA_PIDS[@]}"; do
    if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi
  done
  if declare -F before_exit >/dev/null; then before_exit || true; fi
  if [ -n "$XVFB" ]; then kill "$XVFB" 2>/dev/null || true; fi
  rm -rf "${TEMP_DIRS[@]}"
}

# start_display FIRST LOG: Xvfb on the first free display number from FIRST (its output to
# LOG; its screen XVFB_SCREEN, default 1024x960x24); sets XVFB (the server's pid) and DISPLAY, and cleanup as the EXIT trap. Returns 1 if
# no server is up in 30 s: it can take several seconds on a busy machine. -noreset, else the
# server resets when a probe disconnects and the game's connection fails.
# The server itself says when it is ready (-displayfd: it writes the display number once it
# accepts connections). A probe such as xdpyinfo cannot tell our server from another one on
# the same number: two scripts (or two checkouts' tests) that pick the same free number at
# once would both talk to the winner's server. Here the loser's Xvfb exits, and it moves on.
start_display() {
  local num=$1 ready pid end
  trap cleanup EXIT
  ready=$(mktemp)
  end=$((SECONDS + 30))
  while [ "$SECONDS" -lt "$end" ]; do
    while [ -e "/tmp/.X11-unix/X$num" ] || [ -e "/tmp/.X$num-lock" ]; do
      num=$((num + 1))
    done
    Xvfb ":$num" -displayfd 3 -screen 0 "${XVFB_SCREEN:-1024x960x24}" -nolisten tcp -noreset 3>"$ready" >>"$2" 2>&1 &
    pid=$!
    while [ "$SECONDS" -lt "$end" ] && kill -0 "$pid" 2>/dev/null; do
      if grep -qx "$num" "$ready"; then
        XVFB=$pid
        export DISPLAY=":$num"
        rm -f "$ready"
        return 0
      fi
      sleep 0.05
    done
    if kill -0 "$pid" 2>/dev/null; then
      kill "$pid" 2>/dev/null || true
      break
    fi
    wait "$pid" 2>/dev/null || true
    echo "note: Xvfb :$num did not start (taken by another server?), trying :$((num + 1))" >&2
    num=$((num + 1))
  done
  rm -f "$ready"
  echo "FAIL: no Xvfb server was ready to accept connections within 30 s (from display :$1; see $2)" >&2
  return 1
}

# find_window SECONDS [PID [IGNORE]]: waits for a visible window named Reversi that is not
# one of the ids in IGNORE (one a line); sets WID. Fails at once when process PID has ended.
find_window() {
  local end=$((SECONDS + $1)) pid=${2:-} ignore=${3:-} id
  WID=""
  while :; do
    while read -r id; do
      if [ -n "$id" ] && ! grep -qx "$id" <<<"$ignore"; then
        WID=$id
        return 0
      fi
    done <<<"$(xdotool search --onlyvisible --name '^Reversi$' 2>/dev/null || true)"
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
      echo "FAIL: the game (process $pid) ended before its window opened" >&2
      return 1
    fi
    [ "$SECONDS" -lt "$end" ] || { echo "FAIL: no window named Reversi within $1 s" >&2; return 1; }
    sleep 0.1
  done
}

# wait_exit PID SECONDS: process PID (a child of this shell) ends within SECONDS; reaps it.
wait_exit() {
  local end=$((SECONDS + $2))
  while kill -0 "$1" 2>/dev/null; do
    [ "$SECONDS" -lt "$end" ] || return 1
    sleep 0.1
  done
  wait "$1" 2>/dev/null || true
}

# ---- Looking at the window ----------------------------------------------------------------

# shot NAME: a screenshot of window $WID as $OUT/NAME.png. ImageMagick's import does not fail
# when the window is gone (its program exited): it says so, then waits for ever for a window to
# be picked with the mouse, and the whole suite hangs. Hence the time limit.
shot() {
  timeout 20 import -window "$WID" "$OUT/$1.png" && return 0
  echo "FAIL: no screenshot of window $WID within 20 s: the window is gone (did its program exit?) or the X server does not answer" >&2
  return 1
}

# same_pixels A B: screenshots $OUT/A.png and $OUT/B.png hold the same pixels.
same_pixels() {
  [ "$(/usr/bin/convert "$OUT/$1.png" -depth 8 rgb:- | md5sum)" = \
    "$(/usr/bin/convert "$OUT/$2.png" -depth 8 rgb:- | md5sum)" ]
}

# pixel NAME X Y: "R G B" of one pixel of the screenshot $OUT/NAME.png.
pixel() {
  /usr/bin/convert "$OUT/$1.png" -format '%[fx:int(255*p{'"$2,$3"'}.r)] %[fx:int(255*p{'"$2,$3"'}.g)] %[fx:int(255*p{'"$2,$3"'}.b)]\n' info:
}

# wait_mapped SECONDS: window $WID is mapped and viewable (xwininfo).
wait_mapped() {
  local end=$((SECONDS + $1))
  until grep -q 'Map State: IsViewable' <<<"$(xwininfo -id "$WID" 2>/dev/null)"; do
    [ "$SECONDS" -lt "$end" ] || { echo "FAIL: window $WID not mapped within $1 s" >&2; return 1; }
    sleep 0.1
  done
}

# The waits below ask nothing of the game but to draw a changed picture once: a game that
# draws only when something changes passes them as well as one that draws all the time.

# settle_picture NAME SECONDS TEST: screenshots $OUT/NAME.png 0.4 s apart until one is the same
# as the one before it and TEST (a command given the name) holds; the last one stays. Returns 1
# after SECONDS.
settle_picture() {
  local name=$1 end=$((SECONDS + $2)) test=$3
  shot "$name.prev" || return 1
  while :; do
    sleep 0.4
    shot "$name" || return 1
    if "$test" "$name" && same_pixels "$name" "$name.prev"; then
      rm -f "$OUT/$name.prev.png"
      return 0
    fi
    [ "$SECONDS" -lt "$end" ] || return 1
    mv "$OUT/$name.png" "$OUT/$name.prev.png"
  done
}

# more_than_one_colour NAME: an undrawn window is one flat colour.
more_than_one_colour() { [ "$(/usr/bin/identify -format '%k' "$OUT/$1.png")" -gt 1 ]; }
# unlike_before NAME: $OUT/NAME.png differs from $OUT/NAME.before.png.
unlike_before() { ! same_pixels "$1" "$1.before"; }

# wait_drawn NAME SECONDS: window $WID is mapped and drawn: its screenshot has more than one
# colour and is the same twice 0.4 s apart. Leaves the last screenshot as $OUT/NAME.png.
wait_drawn() {
  wait_mapped "$2" || return 1
  settle_picture "$1" "$2" more_than_one_colour ||
    { echo "FAIL: window $WID not drawn and still within $2 s (last screenshot $OUT/$1.png)" >&2; return 1; }
}

# wait_changed NAME SECONDS COMMAND...: runs COMMAND (a click, a key), then waits until the
# window's picture differs from the one before it and is the same twice 0.4 s apart (the
# screen it leads to is up and its animations are over). Leaves that screenshot as
# $OUT/NAME.png.
wait_changed() {
  local name=$1 limit=$2
  shift 2
  shot "$name.before" || return 1
  "$@"
  settle_picture "$name" "$limit" unlike_before ||
    { echo "FAIL: the window did not change and settle within $limit s after: $* (last screenshot $OUT/$name.png)" >&2; return 1; }
  rm -f "$OUT/$name.before.png"
}

# wait_on_top SECONDS: window $WID is the topmost of the screen's windows (there is no window
# manager: windowraise restacks at once, but the screenshot shows what is on top), then
# wait_drawn: the parts it covered are drawn again.
wait_on_top() {
  local end=$((SECONDS + $1)) top
  while :; do
    # xwininfo lists the root's children topmost first
    top=$(sed -n '/^ *0x[0-9a-f]* /{s/^ *\(0x[0-9a-f]*\) .*/\1/p;q}' <<<"$(xwininfo -root -children 2>/dev/null || true)")
    [ -n "$top" ] && [ $((top)) -eq $((WID)) ] && break
    [ "$SECONDS" -lt "$end" ] || { echo "FAIL: window $WID not on top within $1 s (top: $top)" >&2; return 1; }
    sleep 0.1
  done
  wait_drawn on-top "$1"
}

# ---- The board ----------------------------------------------------------------------------
# Squares are found from BOARD_X, BOARD_Y (a1's top-left corner) and CELL (load_layout).

# shot_raw NAME: window $WID's pixels as raw RGB in $OUT/NAME.rgb, its width in
# $OUT/NAME.width: for reading pixels (board, dots, raw_pixel) with no PNG to encode and decode.
shot_raw() {
  timeout 20 import -window "$WID" -depth 8 "rgb:$OUT/$1.rgb" && [ -s "$OUT/$1.rgb" ] || {
    echo "FAIL: no screenshot of window $WID within 20 s: the window is gone (did its program exit?) or the X server does not answer" >&2
    return 1
  }
  xwininfo -id "$WID" | sed -n 's/^ *Width: *//p' >"$OUT/$1.width"
}

# raw_pixel NAME X Y: "R G B" of one pixel of $OUT/NAME.rgb (shot_raw).
raw_pixel() {
  od -An -tu1 -j $((($3 * $(<"$OUT/$1.width") + $2) * 3)) -N3 "$OUT/$1.rgb"
}

# square_rgb NAME DY: "R G B" of each square of $OUT/NAME.png (or of shot_raw's
# $OUT/NAME.rgb), a1..h8 one a line, sampled DY pixels below the square's centre.
square_rgb() {
  local width row col x y raw=$OUT/$1.rgb
  if [ -e "$OUT/$1.width" ]; then
    width=$(<"$OUT/$1.width")
  else
    /usr/bin/convert "$OUT/$1.png" -depth 8 rgb:"$raw"
    width=$(/usr/bin/identify -ping -format '%w' "$OUT/$1.png")
  fi
  for row in 0 1 2 3 4 5 6 7; do
    for col in 0 1 2 3 4 5 6 7; do
      x=$((BOARD_X + col * CELL + CELL / 2))
      y=$((BOARD_Y + row * CELL + CELL / 2 + $2))
      od -An -tu1 -j $(((y * width + x) * 3)) -N3 "$raw"
    done
  done
  [ -e "$OUT/$1.width" ] || rm -f "$raw"
}

# board NAME: the board of $OUT/NAME.png as 64 letters a1..h8 (X black disc, O white disc,
# - empty). Samples each square a little below its centre (clear of the last-move marker and
# of the dots).
board() {
  local s="" r g b
  while read -r r g b; do
    if [ "$r" -lt 60 ] && [ "$g" -lt 60 ] && [ "$b" -lt 60 ]; then s+="X"
    elif [ "$r" -gt 200 ] && [ "$g" -gt 200 ] && [ "$b" -gt 200 ]; then s+="O"
    else s+="-"; fi
  done <<<"$(square_rgb "$1" $((CELL / 5)))"
  echo "$s"
}

# dots NAME: the squares of $OUT/NAME.png carrying a dot (the player's legal moves: dark green
# at the centre), as indices 0..63, one a line.
dots() {
  local i=0 r g b
  while read -r r g b; do
    if [ "$r" -lt 30 ] && [ "$g" -gt 45 ] && [ "$g" -lt 95 ]; then echo "$i"; fi
    i=$((i + 1))
  done <<<"$(square_rgb "$1" 0)"
}

# count TEXT CHARS: how many of TEXT's characters are among CHARS.
count() { local t=${1//[^$2]/}; echo ${#t}; }

# settle NAME DISCS SECONDS: screenshots until the board shows DISCS discs and is the same
# twice 0.4 s apart (flips and the CPU's pause are over), at most SECONDS; prints the board.
settle() {
  local name=$1 want=$2 end=$((SECONDS + $3)) prev="" cur=""
  while :; do
    shot "$name" || return 1
    cur=$(board "$name")
    if [ "$(count "$cur" XO)" -eq "$want" ] && [ "$cur" = "$prev" ]; then break; fi
    [ "$SECONDS" -lt "$end" ] || break
    prev=$cur
    sleep 0.4
  done
  echo "$cur"
}

START="---------------------------OX------XO---------------------------"

# expect_start NAME SECONDS: the board in screenshot NAME settles on the start position.
expect_start() {
  local b
  b=$(settle "$1" 4 "$2")
  [ "$b" = "$START" ] || fail "start position expected, got $b ($OUT/$1.png)"
}

# expect_reply NAME SECONDS: after the player's d3, the board in screenshot NAME settles on
# the CPU's reply: a black disc on d3, six discs, a white one at least. Sets REPLIED to it.
expect_reply() {
  REPLIED=$(settle "$1" 6 "$2")
  [ "${REPLIED:19:1}" = "X" ] || fail "no black disc on d3: $REPLIED ($OUT/$1.png)"
  [ "$(count "$REPLIED" XO)" -eq 6 ] && [ "$(count "$REPLIED" O)" -ge 1 ] ||
    fail "expected the CPU's reply (6 discs, a white one at least): $REPLIED ($OUT/$1.png)"
  echo "   board after the reply: $REPLIED"
}

# click X Y: a left click at X,Y in window $WID.
click() { xdotool mousemove --window "$WID" "$1" "$2" click 1; }

# square_click COLUMN ROW: a click on the centre of a square (0-7 each; a1 is 0 0).
square_click() {
  click $((BOARD_X + $1 * CELL + CELL / 2)) $((BOARD_Y + $2 * CELL + CELL / 2))
}

# ---- Rest while the player thinks -------------------------------------------------------
# Xvfb has no vsync, so a game that keeps drawing shows up as a core or more.

# idle_probe NAME PID LOG [SECONDS]: CPU time of process PID (utime+stime from /proc) and the
# frames it logged (REVERSI_FRAME_LOG=1 lines in LOG) over SECONDS (default 10) in which
# nothing is done to it. Prints both; fails when it drew more than 2 frames a second: the
# frames drawn while idle are behaviour, the CPU share is a figure to read.
idle_probe() {
  local name=$1 pid=$2 log=$3 seconds=${4:-10}
  local tck c0 c1 f0 f1 frames next
  # first the game settles: its last frame asks for none within the probe's time (a notice
  # still to fade out, 2.6 s after it showed, draws its fade; that is motion, not rest)
  for _ in $(seq 100); do
    next=$(grep '^frame-log: frame' "$log" | tail -1 | sed -n 's/.*next: //p')
    case $next in
      idle) break ;;
      "after "*) awk -v t="${next#after }" -v s="$seconds" 'BEGIN { exit !(t + 0 >= s) }' && break ;;
    esac
    sleep 0.1
  done
  tck=$(getconf CLK_TCK)
  c0=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  f0=$(grep -c '^frame-log: frame' "$log" || true)
  sleep "$seconds"
  c1=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  f1=$(grep -c '^frame-log: frame' "$log" || true)
  frames=$((f1 - f0))
  awk -v n="$name" -v c=$((c1 - c0)) -v t="$tck" -v s="$seconds" -v f="$frames" \
    'BEGIN { printf "idle-probe %s: %.1f %% of one core, %d frames drawn in %d s\n", n, 100 * c / t / s, f, s }'
  if [ "$frames" -gt $((2 * seconds)) ]; then
    echo "FAIL: idle-probe $name: $frames frames in $seconds s while nothing moves (at most $((2 * seconds)))"
    return 1
  fi
}
