#!/usr/bin/env bash
# Everything CI checks, in one place: formatting, lints, unit and integration tests.
# One cargo target dir for all steps; the release profile is shared by tests and binaries.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== format"
cargo fmt --all -- --check
echo "== clippy"
cargo clippy --all-targets -- -D warnings
echo "== vendor/: miniquad 0.4.11 and macroquad 0.4.16 from crates.io + their patches, byte for byte"
./build-scripts/vendor-crates.sh
echo "== fonts: every font in assets/fonts is what build-scripts/make-fonts.sh cuts from Debian's DejaVu and Noto CJK for the texts, byte for byte"
./build-scripts/make-fonts.sh --check
echo "== tests (release profile, shared with the binaries below)"
# (also builds the examples: examples/layout, which the end-to-end scripts ask where to click,
# is then ready for them)
cargo test --release
echo "== release build (the binary the end-to-end tests run)"
cargo build --release
echo "== desktop end-to-end, in a real window under Xvfb"
build-scripts/e2e-desktop.sh
echo "== the desktop game through AT-SPI, as Orca meets it (private D-Bus session, Xvfb)"
build-scripts/e2e-atspi.sh
echo "== the desktop game with the real Orca (speech-dispatcher, openbox, Xvfb), played by keys only: every focus and every move said"
build-scripts/e2e-orca.sh
echo "== Windows download (cross-built with mingw-w64) and its end-to-end test under Wine"
./build-scripts/build-windows.sh
./build-scripts/e2e-windows.sh
echo "== Windows installer (NSIS, size) under Wine: silent per-user install, Start-menu shortcut, a move, an update over it keeps the saves, the silent uninstall keeps them"
./build-scripts/build-installer.sh
./build-scripts/e2e-installer.sh
echo "== macOS: the game compiles for aarch64-apple-darwin (cargo check; no Apple SDK to link)"
./build-scripts/check-macos.sh
echo "== Linux download (tar.gz: binary, .desktop, icon, licences; glibc floor; starts unpacked)"
./build-scripts/build-linux.sh
echo "== Debian package (AppStream and desktop entry validated, lintian, size); apt install, the installed game plays a move, apt remove leaves none of its files"
./build-scripts/build-deb.sh
./build-scripts/e2e-deb.sh
echo "== Flatpak manifest: read by flatpak-builder, its build commands outside the sandbox (no runtime here)"
./build-scripts/check-flatpak.sh
echo "== store listings: the screens drawn by the game in every language, phone and tablet; icon, feature graphic, What's new; the stores' limits"
./build-scripts/build-listing.sh
./build-scripts/publish-listing.sh play target/publish-check/play
./build-scripts/publish-listing.sh fdroid target/publish-check/fdroid
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
echo "== Android smoke test in landscape (2160x1080), as on Android 6 (no LocaleList: Locale alone)"
SCREEN="2160 1080" LOCALES= ./build-scripts/smoke-android.sh
echo "== core tests on aarch64 (qemu)"
./build-scripts/test-aarch64.sh
