#!/usr/bin/env bash
# The Windows installer under Wine, as a player uses it, in a fresh prefix and an Xvfb display:
#
# 1. `reversi-setup-<version>.exe /S` (build-scripts/build-installer.sh, built first if missing)
#    installs silently, per user: Reversi.exe, LICENSES.txt and Uninstall.exe in
#    %LOCALAPPDATA%\Programs\Reversi, the Start-menu shortcut, and the "Installed apps" entry
#    (HKCU\...\Uninstall\Reversi: name, version, publisher, icon, uninstall commands), which
#    Wine's own list of installed programs shows;
# 2. the shortcut starts the installed game: d3 against Easy, the CPU replies, Ctrl+Q saves
#    the game and the statistics in %APPDATA%\Reversi;
# 3. the installer of a newer version (the same files as version X.Y.Z+1) installed over it,
#    silently, leaves the saved game and the statistics byte for byte, the entry shows the new
#    version, and Continue shows the saved position;
# 4. `Uninstall.exe /S` removes the program's folder, the shortcut and the entry, and leaves
#    %APPDATA%\Reversi as it was.
#
# Wine 8 lacks bcryptprimitives.dll (see e2e-windows.sh): the test's prefix gets the stand-in
# in its system32, so the installed folder holds exactly what the installer put there.
# Screenshots and logs in $E2E_OUT (default target/e2e-installer).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

OUT=${E2E_OUT:-target/e2e-installer}
VERSION=$(crate_version)
SETUP=target/dist/reversi-setup-$VERSION.exe
rm -rf "$OUT"
mkdir -p "$OUT"

need_packages 'wine64:wine64|wine|/usr/lib/wine/wine64' xvfb:Xvfb xauth:xauth xdotool:xdotool \
  imagemagick:import x11-utils:xdpyinfo gcc-mingw-w64-x86-64:x86_64-w64-mingw32-gcc nsis:makensis \
  libgl1-mesa-dri:/usr/lib/*/dri/swrast_dri.so
[ -f "$SETUP" ] || build-scripts/build-installer.sh
load_app_conf

# the newer version: the same files under the next patch version
IFS=. read -r major minor patch <<<"${VERSION%%[-+]*}"
NEWER=$major.$minor.$((patch + 1))
NEWER_SETUP=$OUT/reversi-setup-$NEWER.exe
INSTALLER_VERSION=$NEWER INSTALLER_OUT=$NEWER_SETUP build-scripts/build-installer.sh >"$OUT/build-newer.log" 2>&1 ||
  { cat "$OUT/build-newer.log"; fail "could not build the $NEWER installer"; }

export LANG=C.UTF-8 REVERSI_WINDOW_SIZE=720x900
unset LC_ALL LANGUAGE LC_MESSAGES
load_layout 720 900
before_exit() { if [ -n "${WINESERVER:-}" ]; then "$WINESERVER" -k 2>/dev/null; fi; }
start_display "${E2E_DISPLAY:-107}" "$OUT/xvfb.log" || exit 1

echo "== a fresh Wine prefix"
wine_prefix "$OUT/prefix" "$OUT/wine.log"
wine_processprng "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll"
USERDIR=$WINEPREFIX/drive_c/users/$(id -un)
INSTDIR=$USERDIR/AppData/Local/Programs/Reversi
SHORTCUT=$USERDIR/AppData/Roaming/Microsoft/Windows/Start\ Menu/Programs/Reversi.lnk
SAVES=$USERDIR/AppData/Roaming/Reversi
KEY='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Reversi'

# run_silently EXE: EXE /S under Wine; waits until every process of the prefix has ended (an
# NSIS uninstaller runs on from a copy of itself in the temporary folder).
run_silently() {
  "$WINE" "$1" /S >>"$OUT/wine.log" 2>&1 || fail "$(basename "$1") /S failed (see $OUT/wine.log)"
  "$WINESERVER" -w
}

# entry NAME: the value NAME of the "Installed apps" entry ("" when there is none).
entry() {
  "$WINE" reg query "$KEY" /v "$1" 2>/dev/null | tr -d '\r' | sed -n "s/^ *$1 *REG_[A-Z_]* *//p"
}

# start_from_shortcut NAME: the Start-menu shortcut opened as Explorer opens it (`start` hands
# it to the shell and returns); waits for the game's window to draw (screenshot NAME) and sets
# APP to the game's process (the window's _NET_WM_PID, which Wine sets).
start_from_shortcut() {
  "$WINE" start /unix "$SHORTCUT" >>"$OUT/wine.log" 2>&1 || fail "wine start could not open the shortcut"
  find_window 60 || fail "the shortcut started no game window (see $OUT/wine.log)"
  APP=$(xdotool getwindowpid "$WID") || fail "the game's window names no process"
  wait_drawn "$1" 30 || fail "the installed game drew no screen"
}

quit_game() {
  xdotool mousemove --window "$WID" "$BOARD_X" 40 key ctrl+q
  wait_exit "$APP" 15 || fail "the installed game did not quit on Ctrl+Q"
  APP=""
  "$WINESERVER" -w
}

echo "== $SETUP /S: a silent per-user install"
run_silently "$SETUP"
for f in Reversi.exe LICENSES.txt Uninstall.exe; do
  [ -f "$INSTDIR/$f" ] || fail "no $f in ${INSTDIR#"$WINEPREFIX"/}"
done
echo "   installed: $(ls "$INSTDIR" | tr '\n' ' ')in ${INSTDIR#"$WINEPREFIX"/}"
[ -f "$SHORTCUT" ] || fail "no Start-menu shortcut at ${SHORTCUT#"$WINEPREFIX"/}"
echo "   Start-menu shortcut: ${SHORTCUT#"$WINEPREFIX"/}"
[ "$(entry DisplayName)" = Reversi ] || fail "no \"Installed apps\" entry named Reversi under $KEY"
[ "$(entry DisplayVersion)" = "$VERSION" ] || fail "the entry's version is '$(entry DisplayVersion)', not $VERSION"
[ "$(entry Publisher)" = "$PUBLISHER" ] || fail "the entry's publisher is '$(entry Publisher)', not $PUBLISHER"
grep -qi 'Reversi.exe",0$' <<<"$(entry DisplayIcon)" || fail "the entry's icon is '$(entry DisplayIcon)'"
grep -qi 'Uninstall.exe" /S$' <<<"$(entry QuietUninstallString)" || fail "no silent uninstall command in the entry"
echo "   \"Installed apps\": $(entry DisplayName) $(entry DisplayVersion), $(entry Publisher), icon $(entry DisplayIcon)"
"$WINE" uninstaller --list 2>/dev/null | tr -d '\r' | grep -q '|||Reversi$' ||
  fail "Wine's list of installed programs does not show Reversi"

echo "== the shortcut starts the installed game; it plays a move"
start_from_shortcut 01-menu
click "$MENU_EASY_X" "$MENU_EASY_Y"
expect_start 02-easy 10
square_click 3 2
expect_reply 03-cpu-replied 15
PLAYED=$REPLIED
quit_game
[ -s "$SAVES/game.json" ] && [ -s "$SAVES/stats.json" ] || fail "no saved game and statistics in %APPDATA%\\Reversi"
SAVED=$(cd "$SAVES" && md5sum game.json stats.json)
echo "   saved: $(ls "$SAVES" | tr '\n' ' ')"

echo "== $(basename "$NEWER_SETUP") /S over it: the update keeps the saves"
run_silently "$NEWER_SETUP"
[ "$(entry DisplayVersion)" = "$NEWER" ] || fail "after the update the entry says version '$(entry DisplayVersion)'"
[ "$(cd "$SAVES" && md5sum game.json stats.json)" = "$SAVED" ] || fail "the update changed the saved game or the statistics"
[ -f "$SHORTCUT" ] && [ -f "$INSTDIR/Reversi.exe" ] || fail "the update lost the program or its shortcut"
echo "   entry version $NEWER; game.json and stats.json unchanged"
start_from_shortcut 04-menu-after-update
click "$MENU_CONTINUE_X" "$MENU_CONTINUE_Y"
CONTINUED=$(settle 05-continued 6 10)
[ "$CONTINUED" = "$PLAYED" ] || fail "after the update Continue shows $CONTINUED, not the saved $PLAYED"
quit_game
SAVED=$(cd "$SAVES" && md5sum game.json stats.json)

echo "== Uninstall.exe /S: the program goes, the saves stay"
run_silently "$INSTDIR/Uninstall.exe"
[ ! -e "$INSTDIR" ] || fail "the uninstaller left ${INSTDIR#"$WINEPREFIX"/}: $(ls -A "$INSTDIR" | tr '\n' ' ')"
[ ! -e "$SHORTCUT" ] || fail "the uninstaller left the Start-menu shortcut"
[ -z "$(entry DisplayName)" ] || fail "the uninstaller left the \"Installed apps\" entry"
[ "$(cd "$SAVES" && md5sum game.json stats.json)" = "$SAVED" ] || fail "the uninstaller changed %APPDATA%\\Reversi"
echo "   removed: the folder, the shortcut, the entry; kept: %APPDATA%\\Reversi ($(ls "$SAVES" | tr '\n' ' '))"
echo "e2e-installer: PASS (screenshots in $OUT)"
