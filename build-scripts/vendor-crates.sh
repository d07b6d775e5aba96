#!/usr/bin/env bash
# The vendored crates: each is the registry's crate with our patch series applied
# (NNNN-topic.patch, in order; each says why in its header):
#
#   vendor/miniquad   miniquad 0.4.11   + vendor/patches/
#   vendor/macroquad  macroquad 0.4.16  + vendor/macroquad-patches/
#   vendor/accesskit_atspi_common  accesskit_atspi_common 0.21.1  + vendor/accesskit_atspi_common-patches/
#
# This script makes each copy again from the registry's crate and compares it with the
# committed one:
#
#   ./build-scripts/vendor-crates.sh           # check: fails if a copy differs
#   ./build-scripts/vendor-crates.sh --write   # replace the copies with fresh ones
#
# Each crate is verified against the checksum crates.io published for it (the one Cargo.lock
# held before the copy replaced it). Files of a crate that are not the library's are left out:
# its CI workflow, FUNDING file and VCS note, and its .gitignore (which would hide the crate's
# own Cargo.lock from git, so the committed copy would differ from the made one).
# Updating a crate: set its version and SHA-256 below to the new release, rebase each patch
# onto it (`patch -p1 --dry-run` tells which no longer apply), then --write; a copy must keep
# the registry's version so that `[patch.crates-io]` applies (macroquad pins miniquad
# `=0.4.11`; the game asks for macroquad 0.4.16; accesskit_unix 0.24.1 asks for
# accesskit_atspi_common 0.21.1).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

# name version sha256 copy patches
CRATES=(
  "miniquad 0.4.11 dcbaea978d741f3b60ced666b06a2a1e4a2bc81cb8b9dd29f4a40965e1f59e65 vendor/miniquad vendor/patches"
  "macroquad 0.4.16 1cbd54d99d4d3ac59deed7ee4927bbbf4eb33a55635530af3be9395a55746090 vendor/macroquad vendor/macroquad-patches"
  "accesskit_atspi_common 0.21.1 24f5baf62e34a4a6c30e3d697e4782f821a7337049c44c3b40576a27dfbb580d vendor/accesskit_atspi_common vendor/accesskit_atspi_common-patches"
)
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

# crate_file NAME VERSION: the .crate from cargo's cache; fetched through cargo (its registry
# settings) when absent.
crate_file() {
  local name=$1 version=$2 found
  found=$(compgen -G "${CARGO_HOME:-$HOME/.cargo}/registry/cache/*/$name-$version.crate" | head -n1 || true)
  if [ -z "$found" ]; then
    rm -rf "$work/fetch"
    mkdir -p "$work/fetch/src"
    printf '[package]\nname = "fetch-%s"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n%s = { version = "=%s", default-features = false }\n' \
      "$name" "$name" "$version" > "$work/fetch/Cargo.toml"
    : > "$work/fetch/src/lib.rs"
    (cd "$work/fetch" && cargo fetch -q) >&2
    found=$(compgen -G "${CARGO_HOME:-$HOME/.cargo}/registry/cache/*/$name-$version.crate" | head -n1 || true)
  fi
  [ -n "$found" ] || fail "$name-$version.crate is not in cargo's cache and could not be fetched"
  echo "$found"
}

# vendor NAME VERSION SHA256 COPY PATCHES: makes the copy, then writes or checks it.
vendor() {
  local name=$1 version=$2 sha256=$3 dest=$4 patches=$5 crate sum made count=0 p extra
  crate=$(crate_file "$name" "$version")
  sum=$(sha256sum "$crate" | cut -d' ' -f1)
  [ "$sum" = "$sha256" ] || fail "$crate: sha256 $sum, crates.io published $sha256"
  tar -xzf "$crate" -C "$work"
  made=$work/$name-$version
  for extra in "${NOT_THE_LIBRARY[@]}"; do rm -rf "${made:?}/$extra"; done
  for p in "$patches"/[0-9][0-9][0-9][0-9]-*.patch; do
    [ -e "$p" ] || continue
    patch -s -d "$made" -p1 --no-backup-if-mismatch -F0 < "$p" \
      || fail "$p does not apply to $name $version (after the patches before it)"
    count=$((count + 1))
  done
  # patch(1) leaves no .orig/.rej with the flags above; a file the series deletes is gone.
  if [ "$mode" = write ]; then
    rm -rf "$dest"
    mkdir -p "$(dirname "$dest")"
    cp -a "$made" "$dest"
    echo "vendor-crates: $dest written ($name $version + $count patches)"
  else
    if ! diff -r "$made" "$dest" > "$work/diff"; then
      head -n 60 "$work/diff"
      fail "$dest differs from $name $version + $patches (run $0 --write, or fix the series)"
    fi
    echo "vendor-crates: $dest is $name $version + the $count patches of $patches, byte for byte"
  fi
}

for line in "${CRATES[@]}"; do
  # shellcheck disable=SC2086 # the line's five words
  vendor $line
done
