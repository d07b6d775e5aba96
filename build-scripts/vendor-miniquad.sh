#!/usr/bin/env bash
# vendor/miniquad is miniquad 0.4.11 from crates.io with our patch series applied
# (vendor/patches/NNNN-topic.patch, in order; each says why in its header). This script makes
# that copy again from the registry's crate and compares it with the committed one:
#
#   ./build-scripts/vendor-miniquad.sh           # check: fails if vendor/miniquad differs
#   ./build-scripts/vendor-miniquad.sh --write   # replace vendor/miniquad with a fresh copy
#
# The crate is verified against the checksum crates.io published for it (the one Cargo.lock
# held before the copy replaced it). Files of the crate that are not the library's are left
# out: its CI workflow, FUNDING file and VCS note, and its .gitignore (which would hide the
# crate's own Cargo.lock from git, so the committed copy would differ from the made one).
# Updating miniquad: set VERSION and SHA256 to the new release, rebase each patch onto it
# (`patch -p1 --dry-run` tells which no longer apply), then --write; the copy must keep the
# registry's version so that `[patch.crates-io]` applies (macroquad pins `=0.4.11`).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

VERSION=0.4.11
SHA256=dcbaea978d741f3b60ced666b06a2a1e4a2bc81cb8b9dd29f4a40965e1f59e65
DEST=vendor/miniquad
PATCHES=vendor/patches
NOT_THE_LIBRARY=(.github .gitignore .cargo_vcs_info.json)

mode=check
case "${1:-}" in
  "") ;;
  --write) mode=write ;;
  *) echo "usage: $0 [--write]" >&2; exit 2 ;;
esac
need_packages --no-recommends patch:patch

trap cleanup EXIT
new_temp_dir work

# The .crate from cargo's cache; fetched through cargo (its registry settings) when absent.
crate_file() {
  local found
  found=$(compgen -G "${CARGO_HOME:-$HOME/.cargo}/registry/cache/*/miniquad-$VERSION.crate" | head -n1 || true)
  if [ -z "$found" ]; then
    mkdir -p "$work/fetch/src"
    printf '[package]\nname = "fetch-miniquad"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\nminiquad = "=%s"\n' \
      "$VERSION" > "$work/fetch/Cargo.toml"
    : > "$work/fetch/src/lib.rs"
    (cd "$work/fetch" && cargo fetch -q) >&2
    found=$(compgen -G "${CARGO_HOME:-$HOME/.cargo}/registry/cache/*/miniquad-$VERSION.crate" | head -n1 || true)
  fi
  [ -n "$found" ] || fail "miniquad-$VERSION.crate is not in cargo's cache and could not be fetched"
  echo "$found"
}

crate=$(crate_file)
sum=$(sha256sum "$crate" | cut -d' ' -f1)
[ "$sum" = "$SHA256" ] || fail "$crate: sha256 $sum, crates.io published $SHA256"

tar -xzf "$crate" -C "$work"
made=$work/miniquad-$VERSION
for extra in "${NOT_THE_LIBRARY[@]}"; do rm -rf "${made:?}/$extra"; done
count=0
for p in "$PATCHES"/[0-9][0-9][0-9][0-9]-*.patch; do
  [ -e "$p" ] || continue
  patch -s -d "$made" -p1 --no-backup-if-mismatch -F0 < "$p" \
    || fail "$p does not apply to miniquad $VERSION (after the patches before it)"
  count=$((count + 1))
done
# patch(1) leaves no .orig/.rej with the flags above; a file the series deletes is gone.

if [ "$mode" = write ]; then
  rm -rf "$DEST"
  mkdir -p "$(dirname "$DEST")"
  cp -a "$made" "$DEST"
  echo "vendor-miniquad: $DEST written (miniquad $VERSION + $count patches)"
else
  if ! diff -r "$made" "$DEST" > "$work/diff"; then
    head -n 60 "$work/diff"
    fail "$DEST differs from miniquad $VERSION + $PATCHES (run $0 --write, or fix the series)"
  fi
  echo "vendor-miniquad: $DEST is miniquad $VERSION + the $count patches of $PATCHES, byte for byte"
fi
