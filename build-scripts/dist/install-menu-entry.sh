#!/bin/sh
# Adds Reversi to the desktop's application menu for this user: the icon and a copy of
# reversi.desktop that starts the reversi binary in this folder (keep the folder where it is).
# ./install-menu-entry.sh --remove takes the entry and the icon away again.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
ENTRY="$DATA/applications/reversi.desktop"
ICON="$DATA/icons/hicolor/256x256/apps/reversi.png"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$ENTRY" "$ICON"
    echo "removed $ENTRY and $ICON"
    exit 0
fi
mkdir -p "$(dirname "$ENTRY")" "$(dirname "$ICON")"
cp "$HERE/reversi.png" "$ICON"
sed "s|^Exec=.*|Exec=\"$HERE/reversi\"|" "$HERE/reversi.desktop" >"$ENTRY"
command -v update-desktop-database >/dev/null && update-desktop-database "$DATA/applications" 2>/dev/null || true
echo "added $ENTRY (starts $HERE/reversi)"
