# Sourced by the scripts that run the game under Xvfb (e2e-desktop, e2e-windows, build-linux,
# repro-issue-11): a display of their own, and reading the board from screenshots.

# start_display FIRST LOG: Xvfb on the first free display number from FIRST (its output to
# LOG); sets XVFB (the server's pid) and DISPLAY. Returns 1 if no server is up in 30 s: it
# can take several seconds on a busy machine. -noreset, else the server resets when a probe
# disconnects and the game's connection fails.
# The server itself says when it is ready (-displayfd: it writes the display number once it
# accepts connections). A probe such as xdpyinfo cannot tell our server from another one on
# the same number: two scripts (or two checkouts' tests) that pick the same free number at
# once would both talk to the winner's server. Here the loser's Xvfb exits, and it moves on.
start_display() {
  local num=$1 ready pid end
  ready=$(mktemp)
  end=$((SECONDS + 30))
  while [ "$SECONDS" -lt "$end" ]; do
    while [ -e "/tmp/.X11-unix/X$num" ] || [ -e "/tmp/.X$num-lock" ]; do
      num=$((num + 1))
    done
    Xvfb ":$num" -displayfd 3 -screen 0 1024x960x24 -nolisten tcp -noreset 3>"$ready" >>"$2" 2>&1 &
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

# shot NAME: a screenshot of window $WID as $OUT/NAME.png. ImageMagick's import does not fail
# when the window is gone (its program exited): it says so, then waits for ever for a window to
# be picked with the mouse, and the whole suite hangs. Hence the time limit.
shot() {
  timeout 20 import -window "$WID" "$OUT/$1.png" && return 0
  echo "FAIL: no screenshot of window $WID within 20 s: the window is gone (did its program exit?) or the X server does not answer" >&2
  return 1
}

# The waits below look at the window in screenshots and give up after SECONDS with a message
# naming what did not happen. They ask nothing of the game but to draw a changed
# picture once: a game that draws only when something changes passes them as well as one that
# draws all the time.

# same_pixels A B: screenshots $OUT/A.png and $OUT/B.png hold the same pixels.
same_pixels() {
  [ "$(/usr/bin/convert "$OUT/$1.png" -depth 8 rgb:- | md5sum)" = \
    "$(/usr/bin/convert "$OUT/$2.png" -depth 8 rgb:- | md5sum)" ]
}

# wait_mapped SECONDS: window $WID is mapped and viewable (xwininfo).
wait_mapped() {
  local end=$((SECONDS + $1))
  until grep -q 'Map State: IsViewable' <<<"$(xwininfo -id "$WID" 2>/dev/null)"; do
    [ "$SECONDS" -lt "$end" ] || { echo "FAIL: window $WID not mapped within $1 s" >&2; return 1; }
    sleep 0.1
  done
}

# wait_drawn NAME SECONDS: window $WID is mapped and drawn: its screenshot has more than one
# colour (an undrawn window is one flat colour) and is the same twice 0.4 s apart. Leaves the
# last screenshot as $OUT/NAME.png.
wait_drawn() {
  local name=$1 end=$((SECONDS + $2))
  wait_mapped "$2" || return 1
  shot "$name.prev" || return 1
  while :; do
    sleep 0.4
    shot "$name" || return 1
    if [ "$(/usr/bin/identify -format '%k' "$OUT/$name.png")" -gt 1 ] && same_pixels "$name" "$name.prev"; then
      rm -f "$OUT/$name.prev.png"
      return 0
    fi
    [ "$SECONDS" -lt "$end" ] ||
      { echo "FAIL: window $WID not drawn and still within $2 s (last screenshot $OUT/$name.png)" >&2; return 1; }
    mv "$OUT/$name.png" "$OUT/$name.prev.png"
  done
}

# wait_changed NAME SECONDS COMMAND...: runs COMMAND (a click, a key), then waits until the
# window's picture differs from the one before it and is the same twice 0.4 s apart (the
# screen it leads to is up and its animations are over). Leaves that screenshot as
# $OUT/NAME.png.
wait_changed() {
  local name=$1 limit=$2 end=$((SECONDS + $2))
  shift 2
  shot "$name.before" || return 1
  "$@"
  shot "$name.prev" || return 1
  while :; do
    sleep 0.4
    shot "$name" || return 1
    if ! same_pixels "$name" "$name.before" && same_pixels "$name" "$name.prev"; then
      rm -f "$OUT/$name.prev.png" "$OUT/$name.before.png"
      return 0
    fi
    [ "$SECONDS" -lt "$end" ] ||
      { echo "FAIL: the window did not change and settle within $limit s after: $* (last screenshot $OUT/$name.png)" >&2; return 1; }
    mv "$OUT/$name.png" "$OUT/$name.prev.png"
  done
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

# pixel NAME X Y: "R G B" of one pixel of the screenshot $OUT/NAME.png.
pixel() {
  /usr/bin/convert "$OUT/$1.png" -format '%[fx:int(255*p{'"$2,$3"'}.r)] %[fx:int(255*p{'"$2,$3"'}.g)] %[fx:int(255*p{'"$2,$3"'}.b)]\n' info:
}

# board NAME: the board of $OUT/NAME.png as 64 letters a1..h8 (X black disc, O white disc,
# - empty), with a1's top-left corner at BOARD_X, BOARD_Y and squares CELL pixels wide. Samples
# each square a little below its centre (clear of the last-move marker and of the dots).
board() {
  /usr/bin/convert "$OUT/$1.png" -depth 8 rgb:"$OUT/$1.rgb"
  local width s="" row col x y off r g b
  width=$(/usr/bin/identify -format '%w' "$OUT/$1.png")
  for row in 0 1 2 3 4 5 6 7; do
    for col in 0 1 2 3 4 5 6 7; do
      x=$((BOARD_X + col * CELL + CELL / 2))
      y=$((BOARD_Y + row * CELL + CELL / 2 + CELL / 5))
      off=$(((y * width + x) * 3))
      read -r r g b < <(od -An -tu1 -j "$off" -N3 "$OUT/$1.rgb")
      if [ "$r" -lt 60 ] && [ "$g" -lt 60 ] && [ "$b" -lt 60 ]; then s+="X"
      elif [ "$r" -gt 200 ] && [ "$g" -gt 200 ] && [ "$b" -gt 200 ]; then s+="O"
      else s+="-"; fi
    done
  done
  rm -f "$OUT/$1.rgb"
  echo "$s"
}
