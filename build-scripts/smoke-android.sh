#!/usr/bin/env bash
# smoke-android.sh — run the APK's arm64 libmain.so WITHOUT Android: qemu-aarch64 user mode +
# aarch64 glibc, with stand-ins for the device (adapted from ../shared/android/smoke-test-so.sh,
# the shared folder beside the repository):
#   libc.so/libm.so/libdl.so  -> forward to glibc (fixes __errno, strerror_r, sysconf ABI)
#   liblog.so                 -> prints "logcat" lines to stderr; a Rust panic fails the test
#   libandroid.so             -> fake ANativeWindow, AAssetManager reading $ASSETS
#   libEGL.so + GLES          -> fake EGL/GL that counts frames and hashes every frame's
#                                vertex/index uploads (what is drawn)
#   libOpenSLES.so            -> fake OpenSL ES (sound): accepts everything, plays nothing
#   harness                   -> fake JavaVM/JNIEnv and a fake MainActivity answering
#                                getFilesDir(), Locale.getDefault().toLanguageTag(),
#                                getResources().getDisplayMetrics().density, moveTaskToBack(),
#                                Settings.Global.getFloat("animator_duration_scale")
# It checks, in order:
#   1. the library loads (all relocations bound), JNI_OnLoad, activityOnCreate, the render
#      thread, EGL/GL set-up; the first screen is drawn, then no more frames (the game draws
#      only when something changes);
#   2. the game asked the activity for its files directory, the language and the density;
#   3. a tap on Easy in the menu starts a game (the picture changes); a tap on a legal square
#      (d3 for Black) changes what is drawn, and the game is saved into the directory
#      getFilesDir() reported (game.json), atomically (no temporary left); nothing is written
#      to the working directory; the move's frames stop when the reply has settled, and no
#      frame is drawn in 3 s of waiting for the player (idle-probe line);
#   4. pause (onPause) -> the game is saved again; surface destroyed: no frames and the render
#      thread idles; surface re-created, resume -> the same picture as before the pause; a
#      resize mid-game (width and height swapped, then back) draws at once and lays the game
#      out anew each time;
#   4b. TalkBack (reversi_android.Access's natives): until a service is on, the game hands the
#      activity nothing; then its accessible tree at once (reversiAccess("tree", ...) over
#      JNI, 64 cells), a cell's ACTION_CLICK (nativeAction) plays it and the live region's
#      words naming its square follow; off again, nothing more is handed over;
#   5. Back in the game -> the menu (the game stays saved); Back in the menu -> the app
#      leaves to the background (activity.moveTaskToBack(true)).
# It cannot check real bionic or real GL output; the Java side (insets, cutout, Back through
# the callback or the key) is build-android.sh's host test (android/host-test).
# Usage: smoke-android.sh [path/to/libmain.so] [assets-dir]
#   default: target/aarch64-linux-android/release/libmain.so (build-android.sh builds it)
#   env: SCREEN="w h" (1080 2160), DENSITY (2.625), TAPS="x y;x y" (Easy, then d3; by
#        default where examples/layout.rs says they are on that screen), LOCALES (the
#        device's languages as Android 7's LocaleList gives them: de-DE,en-US; empty: an older
#        Android without LocaleList), LOCALE (Locale.getDefault()'s: de-DE), TIMEOUT (300 s), WORK (its build folder), SLOW_FSYNC_MS (each fsync N ms
#        longer, as on a loaded disk: SLOW_FSYNC_MS=400 failed the old harness's "the tap on
#        Easy changed the screen"; the harness waits for each answer, it never times one)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SO=$(realpath "${1:-${CARGO_TARGET_DIR:-$ROOT/target}/aarch64-linux-android/release/libmain.so}")
ASSETS=$(realpath "${2:-$ROOT/assets}" 2>/dev/null || echo /nonexistent)
[ -f "$SO" ] || { echo "no $SO: run build-scripts/build-android.sh first" >&2; exit 1; }
FRAMES=${FRAMES:-100000}   # safety net only: the harness ends the run when its checks are done
read -r SW SH <<< "${SCREEN:-1080 2160}"
LOCALES=${LOCALES-de-DE,en-US}; LOCALE=${LOCALE:-de-DE}; DENSITY=${DENSITY:-2.625}
# shellcheck source=build-scripts/lib.sh
source "$ROOT/build-scripts/lib.sh"
# the menu's Easy button, then d3 on the board: where examples/layout.rs (src/ui/layout.rs)
# puts them on this screen
if [ -z "${TAPS:-}" ]; then
  pushd "$ROOT" >/dev/null
  load_layout "$SW" "$SH" "$DENSITY" || exit 1
  popd >/dev/null
  TAPS="$MENU_EASY_X $MENU_EASY_Y;$SQUARE_D3_X $SQUARE_D3_Y"
fi
IFS=';' read -r TAP1 TAP2 <<< "$TAPS"; read -r TX TY <<< "$TAP1"; read -r TX2 TY2 <<< "$TAP2"
W=${WORK:-$(mktemp -d)}; rm -rf "${W:?}/lib" "$W/files" "$W/cwd"; mkdir -p "$W/lib" "$W/files" "$W/cwd"
need_packages --no-recommends qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross
CC=aarch64-linux-gnu-gcc
SRC=$ROOT/build-scripts/android/smoke   # the fakes and the harness, in C
cd "$W"
# sysconf(): the .so passes bionic's _SC_* numbers, glibc expects its own. The bionic
# numbers are read from the `libc` crate's Android declarations in cargo's registry
# (the crate every Rust Android build compiles); each is mapped to glibc's at run time.
LIBC_RS=${LIBC_RS:-$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/libc-0.2.*/src/unix/linux_like/android/mod.rs 2>/dev/null | sort -V | tail -1)}
[ -f "$LIBC_RS" ] || { echo "libc crate sources not found in cargo's registry: build the APK first, or set LIBC_RS=.../libc-0.2.x/src/unix/linux_like/android/mod.rs" >&2; exit 1; }
{ echo '#include <unistd.h>'; echo 'static int sc_map(int b) { switch (b) {'
  sed -nE 's/^pub const (_SC_[A-Z0-9_]+): (::)?c_int = (0x[0-9a-fA-F]+|[0-9]+);.*/\1 \3/p' "$LIBC_RS" | sort -u -k1,1 |
    while read -r n v; do printf '#ifdef %s\ncase %s: return %s;\n#endif\n' "$n" "$v" "$n"; done
  echo 'default: return -1; } }'; } > sc_map.h
# egl_fake.c, completed below with the EGL functions this miniquad loads
cp "$SRC/egl_fake.c" .
# every function miniquad's LibEgl loads must exist: generic ones return EGL_TRUE
MQV=$(awk '$1=="name" && $3=="\"miniquad\"" {getline; gsub(/"/, "", $3); print $3; exit}' "$ROOT/Cargo.lock")
MQ_EGL=${MQ_EGL:-$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/miniquad-"${MQV:-0.4.}"*/src/native/egl.rs | sort -V | tail -1)}
[ -f "$MQ_EGL" ] || { echo "miniquad's egl.rs not found in cargo's registry: build the APK first (or set MQ_EGL)" >&2; exit 1; }
for f in $(grep -oE "pub fn (egl[A-Za-z]+)\(" "$MQ_EGL" | sed 's/pub fn //; s/(//' | sort -u); do
  grep -qE "[ *]$f\(" egl_fake.c || echo "long $f(void) { return 1; }" >> egl_fake.c
done
$CC -shared -fPIC -O1 -o lib/libc.so -Wl,-soname,libc.so -I. "$SRC/libc_shim.c"
$CC -shared -fPIC -O1 -o lib/liblog.so -Wl,-soname,liblog.so "$SRC/liblog_shim.c"
$CC -shared -fPIC -O1 -o lib/libandroid.so -Wl,-soname,libandroid.so "$SRC/libandroid_shim.c"
echo > empty.c
$CC -shared -fPIC -o lib/libm.so -Wl,-soname,libm.so -Wl,--no-as-needed -lm empty.c
$CC -shared -fPIC -o lib/libdl.so -Wl,-soname,libdl.so empty.c
$CC -shared -fPIC -O1 -o lib/libEGL.so -Wl,-soname,libEGL.so egl_fake.c
# libOpenSLES.so: a fake OpenSL ES for macroquad's sound (quad-snd): the engine, an output
# mix and a buffer-queue player that accept everything and play nothing; the player's state
# changes are logged ("[fake-sles] ...": playing at start, paused with the app, playing again).
$CC -shared -fPIC -O1 -o lib/libOpenSLES.so -Wl,-soname,libOpenSLES.so "$SRC/sles_fake.c"
$CC -O1 -o harness "$SRC/harness.c"
cp "$SO" lib/
set +e
(cd "$W/cwd" && SW=$SW SH=$SH TX=$TX TY=$TY TX2=$TX2 TY2=$TY2 FRAMES=$FRAMES ASSET_DIR="$ASSETS" LD_LIBRARY_PATH="$W/lib" \
  FILES_DIR="$W/files" LOCALES="$LOCALES" LOCALE="$LOCALE" DENSITY="$DENSITY" \
  timeout "${TIMEOUT:-300}" qemu-aarch64 -L /usr/aarch64-linux-gnu "$W/harness" "$W/lib/$(basename "$SO")") 2>&1 | tee "$W/run.log"
rc=${PIPESTATUS[0]}
set -e
# sound (when the game has it): paused with the app, playing again after the resume
# (sed's output read whole: `sed | grep -q` under pipefail fails when grep leaves early)
if grep -q "audio player created" "$W/run.log" && ! grep -q "play state playing" <<<"$(sed -n '/play state paused/,$p' "$W/run.log")"; then
  echo "FAIL: the sound was not paused and resumed with the app" | tee -a "$W/run.log"
fi
if [ "$rc" = 0 ] && ! grep -q "FAIL" "$W/run.log"; then echo "SMOKE TEST PASSED"; else echo "SMOKE TEST FAILED (rc=$rc)"; exit 1; fi
