#!/usr/bin/env bash
# The Debian package: target/dist/reversi_<version>_amd64.deb, built with dpkg-deb from a tree
# that build-scripts/packaging/install-tree.sh lays out (the Flatpak's is the same):
#
#   /usr/games/reversi                                   the stripped release binary
#   /usr/share/applications/APP_ID.desktop               the menu entry
#   /usr/share/icons/hicolor/{48..512}/apps/APP_ID.png   src/icon.rs's drawing
#   /usr/share/metainfo/APP_ID.metainfo.xml              AppStream (what software centres show)
#   /usr/share/man/man6/reversi.6.gz                     the manual page
#   /usr/share/doc/reversi/{copyright,changelog.gz}      the licences and CHANGELOG.md
#   /usr/share/lintian/overrides/reversi                 one false positive, explained
#
# The version is Cargo.toml's, APP_ID and the maintainer app.conf's; the dependencies on shared
# libraries are dpkg-shlibdeps', plus the libraries miniquad opens at run time (libGL, libX11,
# libXi; libasound for sound, recommended). Checks: appstreamcli validate --no-net,
# desktop-file-validate, lintian without errors, the size (at most 3.0 MB). Installing it and
# playing: build-scripts/e2e-deb.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

need_packages dpkg-dev:dpkg-shlibdeps lintian:lintian appstream:appstreamcli \
  desktop-file-utils:desktop-file-validate python3:python3 binutils:strip man-db:man

load_app_conf
VERSION=$(crate_version)
DIST=target/dist
DEB=$DIST/reversi_${VERSION}_amd64.deb
WORK=$DIST/deb
STAGE=$WORK/root
RELEASE=${CARGO_TARGET_DIR:-target}/release
LIMIT=3000000

echo "== cargo build --release (the binary and the icons example)"
release_build --bin reversi --example icons
python3 build-scripts/packaging/changelog.py check

rm -rf "$WORK" "$DEB"
mkdir -p "$STAGE/DEBIAN"
build-scripts/packaging/install-tree.sh "$STAGE/usr" "$STAGE/usr/games" "$RELEASE"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$STAGE/usr/games/reversi"

DOC=$STAGE/usr/share/doc/reversi
install -d "$DOC"
python3 build-scripts/dist/licences.py x86_64-unknown-linux-gnu "$WORK/licences.txt" --common-licenses
{
  echo "Reversi $VERSION, packaged for Debian from its own repository. The game is under the"
  echo "MIT licence; the licences of the font and of every library compiled into"
  echo "/usr/games/reversi follow."
  echo
  cat "$WORK/licences.txt"
} >"$DOC/copyright"
python3 build-scripts/packaging/changelog.py debian reversi | gzip -9n >"$DOC/changelog.gz"
# lintian's zlib pattern ("deflate <version>") matches the crate "fdeflate 0.3.7" in the About
# page's licence list; the binary holds no zlib (its PNG decoding is the Rust miniz_oxide)
install -d "$STAGE/usr/share/lintian/overrides"
cat >"$STAGE/usr/share/lintian/overrides/reversi" <<'OVERRIDES'
# The About page's licence list names the crate "fdeflate 0.3.7", which the zlib pattern
# matches; no zlib is compiled in (PNG decoding is the Rust crate miniz_oxide).
reversi: embedded-library zlib [usr/games/reversi]
OVERRIDES

echo "== dependencies (dpkg-shlibdeps)"
# dpkg-shlibdeps reads a debian/control; one with the binary package's name is enough
mkdir -p "$WORK/debian"
printf 'Source: reversi\n\nPackage: reversi\nArchitecture: amd64\n' >"$WORK/debian/control"
SHLIBS=$(cd "$WORK" && dpkg-shlibdeps -O -eroot/usr/games/reversi 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$SHLIBS" ] || fail "dpkg-shlibdeps found no dependencies of the binary"
echo "  $SHLIBS (and libgl1, libx11-6, libxi6, which miniquad opens at run time)"

find "$STAGE" -type d -exec chmod 0755 {} +
find "$STAGE/usr" -type f -exec chmod 0644 {} +
chmod 0755 "$STAGE/usr/games/reversi"
(cd "$STAGE" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$STAGE/DEBIAN/md5sums"
chmod 0644 "$STAGE/DEBIAN/md5sums"
INSTALLED_SIZE=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
sed -e "s|@VERSION@|$VERSION|" -e "s|@MAINTAINER@|$MAINTAINER|" -e "s|@HOMEPAGE@|$HOMEPAGE|" \
  -e "s|@INSTALLED_SIZE@|$INSTALLED_SIZE|" -e "s|@SHLIBS@|$SHLIBS|" \
  build-scripts/packaging/deb-control.in >"$STAGE/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz -b "$STAGE" "$DEB" >/dev/null
dpkg-deb -I "$DEB" | sed -n '/^ Package:/,/^ Description:/p'
dpkg-deb -c "$DEB" | awk '{print "  " $1, $3, $6}'

echo "== desktop-file-validate"
desktop-file-validate "$STAGE/usr/share/applications/$APP_ID.desktop"
echo "  $APP_ID.desktop: valid"
echo "== appstreamcli validate --no-net"
appstreamcli validate --no-net "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
echo "== lintian"
# lintian says it would rather not run as root; its checks are the same
lintian --fail-on error --display-info "$DEB" 2>&1 | grep -v 'running with root privileges' || {
  echo "FAIL: lintian reports errors in $DEB" >&2
  exit 1
}
SIZE=$(stat -c %s "$DEB")
echo "== $DEB: $SIZE bytes (at most $LIMIT); installed $INSTALLED_SIZE KiB"
[ "$SIZE" -le "$LIMIT" ] || fail "$DEB is $SIZE bytes, over $LIMIT"
