#!/usr/bin/env bash
# The desktop game with the real screen reader, played as a blind player plays it: Debian's
# Orca with speech-dispatcher (espeak-ng), under Xvfb with a window manager (openbox), in a
# private D-Bus session with private XDG directories, by keys only. What Orca said is its
# debug file's SPEECH OUTPUT lines; build-scripts/atspi/orca_play.py checks them step by step
# (the menu's focus, the cursor's cells, a move and the CPU's reply with their flips, an undo,
# How to play's heading, a whole game to its result). Then, with Orca still on and nothing
# pressed, the game draws nothing. The whole speech log is printed, and kept in
# target/e2e-orca/speech.txt (Orca's own log beside it).
#
# Orca is started from a copy of /usr/bin/orca whose debug file is line-buffered: Orca kills
# itself with SIGKILL when it hangs, which would lose a fully buffered log. The sound goes to
# ALSA's null device: with no sound card speech-dispatcher's output module blocks, and Orca
# waits on it for ever. Another Orca of this user makes Orca refuse to start: the test says so.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

OUT=${E2E_OUT:-target/e2e-orca}
BIN=${REVERSI_BIN:-target/release/reversi}

need_packages --no-recommends xvfb:Xvfb xauth:xauth xdotool:xdotool x11-utils:xdpyinfo \
  libgl1-mesa-dri:/usr/lib/*/dri/swrast_dri.so dbus:dbus-run-session \
  at-spi2-core:/usr/libexec/at-spi-bus-launcher libglib2.0-bin:gdbus imagemagick:import \
  orca:/usr/bin/orca speech-dispatcher:/usr/bin/speech-dispatcher \
  speech-dispatcher-espeak-ng:/usr/lib/speech-dispatcher-modules/sd_espeak-ng \
  python3-speechd:/usr/lib/python3/dist-packages/speechd openbox:openbox
[ -x "$BIN" ] || cargo build --release

if [ -z "${REVERSI_IN_DBUS_SESSION:-}" ]; then
  exec env REVERSI_IN_DBUS_SESSION=1 dbus-run-session -- "$0" "$@"
fi
mkdir -p "$OUT"
rm -f "$OUT"/*.txt "$OUT"/*.log "$OUT"/*.png

if pgrep -u "$(id -u)" -x orca >/dev/null; then
  fail "an Orca of this user runs already; Orca refuses to start beside it (stop it and run again)"
fi

# a home of its own: Orca's settings, speech-dispatcher's socket and logs
new_temp_dir HOME_DIR
export HOME=$HOME_DIR/home XDG_RUNTIME_DIR=$HOME_DIR/run XDG_CACHE_HOME=$HOME_DIR/cache \
  XDG_CONFIG_HOME=$HOME_DIR/config XDG_DATA_HOME=$HOME_DIR/data
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" "$XDG_CACHE_HOME" "$XDG_CONFIG_HOME/speech-dispatcher" \
  "$XDG_DATA_HOME" "$HOME_DIR/orca-prefs" "$HOME_DIR/game"
chmod 700 "$XDG_RUNTIME_DIR"
cp -r /etc/speech-dispatcher/modules "$XDG_CONFIG_HOME/speech-dispatcher/"
sed 's/^# *AudioOutputMethod .*/AudioOutputMethod "alsa"/' /etc/speech-dispatcher/speechd.conf \
  >"$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
printf 'pcm.!default { type null }\nctl.!default { type hw card 0 }\n' >"$HOME/.asoundrc"
sed "s/debug.debugFile = open(args.debug_file, 'w')/debug.debugFile = open(args.debug_file, 'w', buffering=1)/" \
  /usr/bin/orca >"$HOME_DIR/orca"
grep -q "buffering=1" "$HOME_DIR/orca" || fail "/usr/bin/orca: its debug file's open() was not found to make it line-buffered"

# before_exit (lib.sh's cleanup): Orca and the speech server it started end with the test
ORCA=
before_exit() {
  if [ -n "$ORCA" ]; then kill "$ORCA" 2>/dev/null || true; fi
  sleep 0.5
  if [ -n "$ORCA" ]; then kill -9 "$ORCA" 2>/dev/null || true; fi
  pkill -f "speech-dispatcher.*$XDG_RUNTIME_DIR" 2>/dev/null || true
}

start_display "${E2E_DISPLAY:-88}" "$OUT/xvfb.log" || exit 1
openbox >"$OUT/openbox.log" 2>&1 &
EXTRA_PIDS+=($!)
for property in IsEnabled ScreenReaderEnabled; do
  gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
    --method org.freedesktop.DBus.Properties.Set org.a11y.Status "$property" "<true>" >/dev/null
done

LOG=$OUT/orca-debug.txt
/usr/bin/python3 "$HOME_DIR/orca" -u "$HOME_DIR/orca-prefs" --debug-file="$LOG" >"$OUT/orca.log" 2>&1 &
ORCA=$!
# Orca is ready when it has said so
end=$((SECONDS + 30))
until grep -q "SPEECH OUTPUT: 'Screen reader on.'" "$LOG" 2>/dev/null; do
  kill -0 "$ORCA" 2>/dev/null || { cat "$OUT/orca.log"; fail "Orca ended at its start"; }
  [ "$SECONDS" -lt "$end" ] || { tail -n 20 "$LOG"; fail "Orca did not say it was on within 30 s"; }
  sleep 0.2
done

# what Orca says from here on is the game's
from=$(stat -c %s "$LOG")
LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8 LANGUAGE= REVERSI_WINDOW_SIZE=720x900 \
  REVERSI_DATA_DIR="$HOME_DIR/game" REVERSI_FRAME_LOG=1 "$BIN" >"$OUT/app.log" 2>&1 &
APP=$!
find_window 15 "$APP" || { cat "$OUT/app.log"; fail "the game's window did not open"; }

status=0
/usr/bin/python3 build-scripts/atspi/orca_play.py --wid "$WID" --orca-pid "$ORCA" \
  --log "$LOG" --from "$from" --out "$OUT/speech.txt" || status=$?
shot end || true

echo "== what Orca said, in order ($OUT/speech.txt)"
sed 's/^/  | /' "$OUT/speech.txt" 2>/dev/null || true
[ "$status" -eq 0 ] || { tail -n 30 "$OUT/app.log"; fail "Orca did not say what a player must hear (above)"; }

echo "== Orca on, nothing pressed: the game draws nothing"
sleep 1
before=$(grep -c '^frame-log: frame' "$OUT/app.log" || true)
idle_probe orca-idle "$APP" "$OUT/app.log" 10 || fail "the game draws while nothing happens"
after=$(grep -c '^frame-log: frame' "$OUT/app.log" || true)
[ "$after" -eq "$before" ] || fail "$((after - before)) frames drawn in 10 s with Orca on and nothing pressed (0 expected)"
kill -0 "$ORCA" 2>/dev/null || fail "Orca ended during the test"
echo "e2e-orca: PASS"
