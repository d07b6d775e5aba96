#!/usr/bin/env bash
# Everything CI checks, in one place: formatting, lints, unit and integration tests.
# One cargo target dir for all steps; the release profile is shared by tests and binaries.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== format"
cargo fmt --all -- --check
echo "== clippy"
cargo clippy --all-targets -- -D warnings
echo "== vendor/miniquad: miniquad 0.4.11 from crates.io + vendor/patches, byte for byte"
./build-scripts/vendor-miniquad.sh
echo "== tests (release profile, shared with the binaries below)"
# (also builds the examples: examples/layout, which the end-to-end scripts ask where to click,
# is then ready for them)
cargo test --release
echo "== release build (the binary the end-to-end tests run)"
cargo build --release
echo "== desktop end-to-end, in a real window under Xvfb"
build-scripts/e2e-desktop.sh
echo "== Windows download (cross-built with mingw-w64) and its end-to-end test under Wine"
./build-scripts/build-windows.sh
./build-scripts/e2e-windows.sh
echo "== macOS: the game compiles for aarch64-apple-darwin (cargo check; no Apple SDK to link)"
./build-scripts/check-macos.sh
echo "== Linux download (tar.gz: binary, .desktop, icon, licences; glibc floor; starts unpacked)"
./build-scripts/build-linux.sh
echo "== core tests as wasm32 (wasm32-wasip1 under Node's WASI: same CPU replies as natively)"
./build-scripts/test-wasi.sh
echo "== browser build (wasm32-unknown-unknown, profile web) and the installable offline web app (target/dist/reversi-web.zip)"
./build-scripts/build-web.sh
echo "== browser end-to-end test (Debian chromium, playwright-core), with the offline, install and update checks"
./build-scripts/e2e-web
echo "== Android APK and app bundle (build, sign, verify; the activity's Java on the JVM: insets, cutout, back; the bundle's round trip to a binary APK)"
./build-scripts/build-android.sh
echo "== Android smoke test (arm64 library under qemu)"
./build-scripts/smoke-android.sh
echo "== Android smoke test in landscape (2160x1080)"
SCREEN="2160 1080" ./build-scripts/smoke-android.sh
echo "== core tests on aarch64 (qemu)"
./build-scripts/test-aarch64.sh
