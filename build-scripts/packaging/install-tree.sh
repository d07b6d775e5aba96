#!/bin/sh
# Lays the installed game out under PREFIX, the same for the Debian package and the Flatpak:
#
#   install-tree.sh PREFIX BINDIR RELEASE_DIR
#
#   BINDIR/reversi                                  the game (RELEASE_DIR/reversi)
#   PREFIX/share/applications/APP_ID.desktop        build-scripts/dist/reversi.desktop, Icon=APP_ID
#   PREFIX/share/icons/hicolor/NxN/apps/APP_ID.png  src/icon.rs's drawing, 48 to 512 px
#                                                   (RELEASE_DIR/examples/icons writes them)
#   PREFIX/share/metainfo/APP_ID.metainfo.xml       metainfo.py
#   PREFIX/share/man/man6/reversi.6.gz              reversi.6
#
# Run from the repository's root; plain POSIX sh and python3, which the Flatpak SDK has too.
# APP_ID comes from app.conf.
set -eu
[ $# -eq 3 ] || { echo "usage: install-tree.sh PREFIX BINDIR RELEASE_DIR" >&2; exit 2; }
PREFIX=$1 BINDIR=$2 RELEASE=$3
HERE=build-scripts/packaging
APP_ID=$(sed -n 's/^APP_ID=//p' "$HERE/app.conf")
[ -n "$APP_ID" ] || { echo "install-tree.sh: no APP_ID in $HERE/app.conf" >&2; exit 1; }

install -d "$BINDIR" "$PREFIX/share/applications" "$PREFIX/share/metainfo" "$PREFIX/share/man/man6"
install -m 0755 "$RELEASE/reversi" "$BINDIR/reversi"
sed "s/^Icon=.*/Icon=$APP_ID/" build-scripts/dist/reversi.desktop >"$PREFIX/share/applications/$APP_ID.desktop"
chmod 0644 "$PREFIX/share/applications/$APP_ID.desktop"
ICONS=$(mktemp -d)
"$RELEASE/examples/icons" "$ICONS" 48 64 128 256 512 >/dev/null
for n in 48 64 128 256 512; do
  install -D -m 0644 "$ICONS/icon-$n.png" "$PREFIX/share/icons/hicolor/${n}x$n/apps/$APP_ID.png"
done
rm -rf "$ICONS"
python3 "$HERE/metainfo.py" "$PREFIX/share/metainfo/$APP_ID.metainfo.xml"
chmod 0644 "$PREFIX/share/metainfo/$APP_ID.metainfo.xml"
gzip -9n <"$HERE/reversi.6" >"$PREFIX/share/man/man6/reversi.6.gz"
chmod 0644 "$PREFIX/share/man/man6/reversi.6.gz"
