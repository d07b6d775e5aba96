#!/usr/bin/env bash
# Hands the store listing that build-scripts/build-listing.sh drew and checked
# (target/listing/fastlane/metadata/android: texts, "What's new", icon, feature graphic,
# screenshots in 17 languages) to where each channel takes it:
#
#   publish-listing.sh play DIR          Play's locales (every one but Sundanese, which Play
#                                        does not have) into DIR, for
#                                        fastlane supply --metadata_path DIR ...
#   publish-listing.sh fdroid DIR        every locale into DIR, an fdroiddata checkout's
#                                        metadata/<ANDROID_ID>/ (F-Droid takes a listing there
#                                        over the one in the app's repository)
#   publish-listing.sh screenshots DIR   the tablet screenshots as DIR/<lang>/tablet/N-NAME.png,
#                                        where AppStream's screenshot URLs point: upload DIR's
#                                        contents to app.conf's SCREENSHOTS_URL
#
# The images stay generated: they live in target/ and reach the stores only through here,
# never through git. The listing is checked (listing.py) before anything is copied; run
# build-listing.sh first (test.sh does).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

TREE=target/listing/fastlane/metadata/android
SHOTS=target/listing/shots
[ $# -eq 2 ] || { sed -n '2,20s/^# \{0,1\}//p' "$0"; exit 2; }
KIND=$1 DEST=$2
[ -d "$TREE" ] || fail "no listing in $TREE: run build-scripts/build-listing.sh first"
CODE=$(version_code "$(crate_version)")
mkdir -p "$DEST"
case "$KIND" in
  play)
    python3 build-scripts/packaging/listing.py check "$TREE" "$CODE"
    python3 build-scripts/packaging/listing.py copy "$TREE" "$DEST" --play
    python3 build-scripts/packaging/listing.py check "$DEST" "$CODE" --play
    ;;
  fdroid)
    python3 build-scripts/packaging/listing.py check "$TREE" "$CODE"
    python3 build-scripts/packaging/listing.py copy "$TREE" "$DEST"
    python3 build-scripts/packaging/listing.py check "$DEST" "$CODE"
    ;;
  screenshots)
    for dir in "$SHOTS"/*/tablet; do
      lang=$(basename "$(dirname "$dir")")
      mkdir -p "$DEST/$lang/tablet"
      cp "$dir"/*.png "$DEST/$lang/tablet/"
    done
    echo "publish-listing: $(find "$DEST" -name '*.png' | wc -l) screenshots in $DEST"
    ;;
  *) fail "publish-listing.sh play|fdroid|screenshots DIR" ;;
esac
