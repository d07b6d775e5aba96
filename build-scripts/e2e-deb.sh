#!/usr/bin/env bash
# The Debian package as a player gets it, on this machine: `apt install
# ./target/dist/reversi_<version>_amd64.deb` (built first if missing), then the installed game,
# started as its menu entry says (Exec= on Debian's PATH, which has /usr/games), opens under
# Xvfb and plays a move against Easy; then `apt remove` must take away every file the package
# installed. Installs system-wide: run as root or with sudo. Screenshots in target/e2e-deb/.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

OUT=${E2E_OUT:-target/e2e-deb}
VERSION=$(crate_version)
DEB=target/dist/reversi_${VERSION}_amd64.deb
rm -rf "$OUT"
mkdir -p "$OUT"

# the package's dependencies too, so that installing it needs nothing from the network
need_packages xvfb:Xvfb xauth:xauth xdotool:xdotool imagemagick:import x11-utils:xdpyinfo \
  libgl1-mesa-dri:/usr/lib/*/dri/swrast_dri.so libgl1 libx11-6 libxi6 libc6 libgcc-s1 man-db:man
[ -f "$DEB" ] || build-scripts/build-deb.sh
load_app_conf
SUDO=()
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then SUDO=(sudo); fi
# another apt may be running on this machine: wait for its lock rather than fail
APT=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 -y -q)

installed() { [ "$(dpkg-query -W -f '${db:Status-Status}' reversi 2>/dev/null)" = installed ]; }
# before_exit (lib.sh's cleanup): a run that fails half-way leaves no package behind
before_exit() { if [ "${INSTALLED_HERE:-0}" = 1 ] && installed; then "${APT[@]}" remove reversi >/dev/null 2>&1; fi; }

if installed; then
  echo "note: a reversi package was installed before this test ($(dpkg-query -W -f '${Version}' reversi)); removing it first"
  "${APT[@]}" remove reversi >/dev/null
fi

echo "== apt install ./$DEB"
INSTALLED_HERE=1
"${APT[@]}" install "./$DEB" >"$OUT/apt-install.log" 2>&1 || { cat "$OUT/apt-install.log"; fail "apt could not install $DEB"; }
installed || fail "after apt install, dpkg does not list reversi as installed"
FILES=$(dpkg -L reversi)
NFILES=0
while read -r path; do if [ -f "$path" ]; then NFILES=$((NFILES + 1)); fi; done <<<"$FILES"
echo "   $(dpkg-query -W -f '${Package} ${Version}' reversi): $NFILES files"
for f in /usr/games/reversi "/usr/share/applications/$APP_ID.desktop" \
  "/usr/share/metainfo/$APP_ID.metainfo.xml" "/usr/share/icons/hicolor/512x512/apps/$APP_ID.png" \
  /usr/share/man/man6/reversi.6.gz /usr/share/doc/reversi/copyright; do
  [ -f "$f" ] || fail "the package did not install $f"
done
man -w reversi >/dev/null || fail "man does not find the reversi page"

echo "== the menu entry's command starts the installed game"
EXEC=$(sed -n 's/^Exec=//p' "/usr/share/applications/$APP_ID.desktop")
GAME=$(PATH=/usr/local/bin:/usr/bin:/bin:/usr/games command -v "$EXEC") ||
  fail "the menu entry's Exec=$EXEC is not on Debian's PATH"
[ "$GAME" = /usr/games/reversi ] || fail "Exec=$EXEC is $GAME, not the packaged /usr/games/reversi"
load_layout 720 900
new_temp_dir DATA
start_display "${E2E_DISPLAY:-97}" "$OUT/xvfb.log" || exit 1
REVERSI_WINDOW_SIZE=720x900 REVERSI_DATA_DIR="$DATA" LANG=C.UTF-8 "$GAME" >"$OUT/app.log" 2>&1 &
APP=$!
find_window 15 "$APP" || { cat "$OUT/app.log"; fail "the installed game opened no window"; }
wait_drawn 01-menu 15 || fail "the installed game drew no menu"
click "$MENU_EASY_X" "$MENU_EASY_Y"
expect_start 02-easy 10
square_click 3 2
expect_reply 03-cpu-replied 15
xdotool mousemove --window "$WID" "$BOARD_X" 40 key ctrl+q
wait_exit "$APP" 10 || fail "the installed game did not quit on Ctrl+Q"
APP=""

echo "== apt remove reversi: every file it installed is gone"
"${APT[@]}" remove reversi >"$OUT/apt-remove.log" 2>&1 || { cat "$OUT/apt-remove.log"; fail "apt could not remove reversi"; }
INSTALLED_HERE=0
STATUS=$(dpkg-query -W -f '${db:Status-Status}' reversi 2>/dev/null || true)
[ "$STATUS" = not-installed ] || [ -z "$STATUS" ] || fail "after apt remove, dpkg says reversi is '$STATUS'"
LEFT=0
while read -r path; do
  if [ -e "$path" ] && [ ! -d "$path" ]; then echo "   left behind: $path"; LEFT=$((LEFT + 1)); fi
done <<<"$FILES"
# the package's own folders go too (the shared ones, /usr/share/icons/..., stay)
for d in /usr/share/doc/reversi; do
  if [ -e "$d" ]; then echo "   left behind: $d/"; LEFT=$((LEFT + 1)); fi
done
[ "$LEFT" -eq 0 ] || fail "apt remove left $LEFT of the package's files"
echo "   none of the $NFILES files dpkg -L listed is left"
echo "e2e-deb: PASS (screenshots in $OUT)"
