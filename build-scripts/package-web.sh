#!/usr/bin/env bash
# Makes the browser build in target/web/ (build-web.sh calls this at its end) an installable
# offline web app, and packs it: the icons named by web/manifest.webmanifest (192 and 512 px,
# from src/icon.rs's drawing, written by the `icons` example), then precache.json, the list of
# every file of the page for the service worker web/sw.js (build-scripts/dist/precache.py), then target/dist/reversi-web.zip: the static site
# to upload to any HTTPS host, at its root or under a sub-path.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

SITE=target/web
ZIP=target/dist/reversi-web.zip
STAGE=target/dist/web/reversi-web
[ -f "$SITE/index.html" ] || { echo "no $SITE/index.html: run build-scripts/build-web.sh" >&2; exit 1; }
need_packages zip:zip unzip:unzip python3:python3

echo "== icons (192, 512 px)"
release_build --example icons
"${CARGO_TARGET_DIR:-target}/release/examples/icons" "$SITE" 192 512
echo "== the service worker's file list"
python3 build-scripts/dist/precache.py "$SITE"

rm -rf "$STAGE" "$ZIP"
mkdir -p "$STAGE"
cp -r "$SITE"/. "$STAGE/"
python3 build-scripts/dist/licences.py wasm32-unknown-unknown "$STAGE/LICENSES.txt"
(cd "$(dirname "$STAGE")" && zip -q -9 -r -X "$OLDPWD/$ZIP" "$(basename "$STAGE")")
echo "== $ZIP: $(stat -c %s "$ZIP") bytes"
unzip -l "$ZIP"
