#!/usr/bin/env bash
# The Windows installer: target/dist/reversi-setup-<version>.exe, built with Debian's makensis
# from build-scripts/packaging/reversi.nsi around the Windows download's Reversi.exe and
# LICENSES.txt (build-scripts/build-windows.sh, run first if its folder is missing) and the
# icon (src/icon.rs, written by the icons example). Per-user install, Start-menu entry,
# uninstaller in "Installed apps"; the saves in %APPDATA%\Reversi are never touched. Prints
# the size (at most 3.0 MB). Run it under Wine: build-scripts/e2e-installer.sh.
#
# INSTALLER_VERSION and INSTALLER_OUT build another version's installer of the same files
# (the update test installs a newer one over the first); the version is otherwise Cargo.toml's.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

need_packages nsis:makensis
load_app_conf
VERSION=${INSTALLER_VERSION:-$(crate_version)}
NUMBERS=${VERSION%%[-+]*}
[[ "$NUMBERS" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "version $VERSION is not X.Y.Z"
OUTFILE=${INSTALLER_OUT:-target/dist/reversi-setup-$VERSION.exe}
STAGE=target/dist/windows/reversi-windows-x86_64
WORK=target/dist/installer
LIMIT=3000000

[ -f "$STAGE/Reversi.exe" ] || build-scripts/build-windows.sh
mkdir -p "$WORK" "$(dirname "$OUTFILE")"
release_build --example icons
"${CARGO_TARGET_DIR:-target}/release/examples/icons" --ico "$WORK/reversi.ico" >/dev/null
SIZE_KB=$(du -sk "$STAGE/Reversi.exe" "$STAGE/LICENSES.txt" | awk '{s += $1} END {print s}')

echo "== makensis (Reversi $VERSION, publisher $PUBLISHER)"
rm -f "$OUTFILE"
# makensis resolves File and icon paths from the script's folder: absolute ones here
makensis -V2 -INPUTCHARSET UTF8 -DVERSION="$NUMBERS" -DPUBLISHER="$PUBLISHER" -DSIZE_KB="$SIZE_KB" \
  -DSTAGE="$(pwd)/$STAGE" -DICON="$(pwd)/$WORK/reversi.ico" -DOUTFILE="$(pwd)/$OUTFILE" \
  build-scripts/packaging/reversi.nsi
SIZE=$(stat -c %s "$OUTFILE")
echo "== $OUTFILE: $SIZE bytes (at most $LIMIT); Reversi.exe $(stat -c %s "$STAGE/Reversi.exe") bytes"
[ "$SIZE" -le "$LIMIT" ] || fail "$OUTFILE is $SIZE bytes, over $LIMIT"
