#!/usr/bin/env bash
# The game as far as it can be checked for macOS here: `cargo check` for aarch64-apple-darwin
# (the Rust standard library for that target installs through rustup; linking would need
# Apple's SDK, which this Debian machine cannot have). It compiles the vendored miniquad's
# macOS loop, its wake (vendor/patches/0006) and the game's code for that target.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

TARGET=aarch64-apple-darwin
need_rust_target "$TARGET"
cargo check --locked --target "$TARGET"
echo "check-macos: the game compiles for $TARGET (not linked: no Apple SDK here)"
