# Sourced by the scripts that run the game under Xvfb (e2e-desktop, e2e-windows, build-linux,
# repro-issue-11): a display of their own, and reading the board from screenshots.

# start_display FIRST LOG: Xvfb on the first free display number from FIRST (its output to
# LOG); sets XVFB (the server's pid) and DISPLAY. Returns 1 if the server is not up in 30 s:
# it can take several seconds on a busy machine. -noreset, else the server resets when the
# xdpyinfo probe disconnects and the game's connection fails.
start_display() {
  local num=$1
  while [ -e "/tmp/.X11-unix/X$num" ] || [ -e "/tmp/.X$num-lock" ]; do
    num=$((num + 1))
  done
  Xvfb ":$num" -screen 0 1024x960x24 -nolisten tcp -noreset >"$2" 2>&1 &
  XVFB=$!
  export DISPLAY=":$num"
  for _ in $(seq 300); do
    xdpyinfo >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "FAIL: Xvfb $DISPLAY did not start" >&2
  return 1
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
