#!/usr/bin/env bash
# Everything CI checks, in one place: formatting, lints, unit and integration tests, every
# download built and tested in its runtime. One cargo target dir for all steps; the release
# profile is shared by tests and binaries.
#
# First, in order, what everything else needs: the checks of the sources and the host's
# release build (the tests, the game and every example the later steps run). Then three
# lanes side by side (build-scripts/steps.sh times every step and prints a table at the end):
#   builds   the cross builds and the cross-target tests, one after another and at the lowest
#            CPU priority: they take the cores only while the other lanes wait (the idle
#            probes, Wine, a screen reader's speech, the CPU's pauses), so a probe's figures
#            still measure the game;
#   desktop  the desktop game in Xvfb windows, with AT-SPI and Orca, then the Linux
#            downloads and the store screenshots;
#   runtimes each download in its runtime as soon as the builds lane has made it: Wine,
#            Chromium, the Android library under qemu.
# The host's release artifacts are built once, before the lanes (REVERSI_PREBUILT=1 tells the
# scripts so; alone, each script builds what it needs). Each end-to-end script has its own
# display (lib.sh's start_display takes the first free one), D-Bus session, data directory
# and output folder under target/.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/steps.sh
steps_init
trap 'jobs -p | xargs -r kill 2>/dev/null || true' INT TERM

# the examples the later steps run: the layout the end-to-end scripts click by, the icons, the
# store screenshots' records, the wake stress test, Android's accessible trees, the locale
# files for the browser, the match runner (its smoke match against GRhino), the text path's
# shaper (compared with HarfBuzz's)
EXAMPLES=(--example layout --example icons --example listing_records --example wake_stress
  --example access_tree --example locale_files --example arena --example shape_line)

# what every later step needs, in order, printed as it goes
first_steps() {
  local STEP_LIVE=1
  step format cargo fmt --all -- --check &&
    step clippy cargo clippy --all-targets -- -D warnings &&
    # vendor/: miniquad 0.4.11, macroquad 0.4.16 and accesskit_atspi_common 0.21.1 from
    # crates.io + their patches, byte for byte
    step vendor ./build-scripts/vendor-crates.sh &&
    # every font in assets/fonts is what make-fonts.sh cuts from Debian's DejaVu and Noto CJK
    # for the texts, byte for byte
    step fonts ./build-scripts/make-fonts.sh --check &&
    # Thai's texts break only between words: the zero-width spaces they carry are ICU's word
    # boundaries (Node's Intl.Segmenter), no more and no fewer
    step thai-words ./build-scripts/thai-words.sh --check &&
    # the tests, in the release profile shared with the binaries below
    step tests cargo test --release &&
    # the examples first, then the game alone: with an example in the same command cargo
    # would give the game the dev-dependencies' features; target/release/reversi is the
    # game as `cargo build --release` builds it
    step release-build sh -c "cargo build --locked --release ${EXAMPLES[*]} && cargo build --locked --release"
}

lane_builds() {
  renice -n 19 -p "$BASHPID" >/dev/null
  # the browser build (wasm32-unknown-unknown, profile web) and the offline web app, first:
  # its test in Chromium is the longest of the runtimes lane
  step web-build ./build-scripts/build-web.sh || return
  # the Windows download, cross-built with mingw-w64
  step windows-build ./build-scripts/build-windows.sh || return
  # the Android APK and app bundle (build, sign, verify; the activity's Java on the JVM:
  # insets, cutout, back; the bundle's round trip to a binary APK)
  step android-build ./build-scripts/build-android.sh || return
  # macOS: the game compiles for aarch64-apple-darwin (cargo check; no Apple SDK to link)
  step macos-check ./build-scripts/check-macos.sh || return
  # the core's tests as wasm32-wasip1 under Node's WASI: the same CPU replies as natively
  step wasi-tests ./build-scripts/test-wasi.sh || return
  # the core's tests on aarch64 under qemu
  step aarch64-tests ./build-scripts/test-aarch64.sh
}

lane_desktop() {
  # the desktop game in a real window under Xvfb
  step e2e-desktop build-scripts/e2e-desktop.sh || return
  # through AT-SPI, as Orca meets it (private D-Bus session, Xvfb)
  step e2e-atspi build-scripts/e2e-atspi.sh || return
  # with the real Orca (speech-dispatcher, openbox, Xvfb), played by keys only: every focus
  # and every move said
  step e2e-orca build-scripts/e2e-orca.sh || return
  # the Linux download (tar.gz: binary, .desktop, icon, licences; glibc floor; starts unpacked)
  step linux-build ./build-scripts/build-linux.sh || return
  # the Debian package (AppStream and desktop entry validated, lintian, size); apt install,
  # the installed game plays a move, apt remove leaves none of its files
  step deb-build ./build-scripts/build-deb.sh || return
  step e2e-deb ./build-scripts/e2e-deb.sh || return
  # the Flatpak manifest: read by flatpak-builder, its build commands outside the sandbox
  step flatpak-check ./build-scripts/check-flatpak.sh || return
  # the match runner against GRhino, an engine from outside the project (Debian's grhino),
  # over GTP: a short match at a shallow depth
  step smoke-grhino ./build-scripts/smoke-grhino.sh || return
  # the text path (src/text/: bidi runs, script pieces, HarfRust) against HarfBuzz's hb-shape:
  # Arabic, Persian, Hebrew, Hindi, Bengali and Thai words in Debian's Noto fonts
  step check-shaping ./build-scripts/check-shaping.sh || return
  # the store listings: the screens drawn by the game in every language, phone and tablet;
  # icon, feature graphic, What's new; the stores' limits. After the browser's test, the
  # busiest of the others: the statistics screen shows the play time of the game the
  # screenshots play, and a game played under Chromium's load took minutes, not seconds
  FOR=listing needs e2e-web || return
  step listing ./build-scripts/build-listing.sh || return
  step publish-play ./build-scripts/publish-listing.sh play target/publish-check/play || return
  step publish-fdroid ./build-scripts/publish-listing.sh fdroid target/publish-check/fdroid
}

# waits for the builds lane's step NAME; a step that cannot run for want of it says so
needs() {
  after "$1" && return 0
  say "-- ${FOR:-a step}: not run, $1 failed"
  return 1
}

lane_runtimes() {
  # the browser end-to-end test (Debian chromium, playwright-core), with the offline, install
  # and update checks
  FOR=e2e-web needs web-build || return
  step e2e-web ./build-scripts/e2e-web || return
  # the Windows download's end-to-end test under Wine; the installer (NSIS, size) under Wine:
  # silent per-user install, Start-menu shortcut, a move, an update over it keeps the saves,
  # the silent uninstall keeps them
  FOR=e2e-windows needs windows-build || return
  step e2e-windows ./build-scripts/e2e-windows.sh || return
  step installer-build ./build-scripts/build-installer.sh || return
  step e2e-installer ./build-scripts/e2e-installer.sh || return
  # the Android library under qemu: a phone in portrait, then landscape (2160x1080) as on
  # Android 6 (no LocaleList: Locale alone)
  FOR=android-smoke needs android-build || return
  step android-smoke ./build-scripts/smoke-android.sh || return
  step android-smoke-landscape env SCREEN="2160 1080" LOCALES= ./build-scripts/smoke-android.sh
}

status=0
if ! first_steps; then
  status=1
else
  export REVERSI_PREBUILT=1
  LANE=builds lane_builds &
  builds=$!
  LANE=desktop lane_desktop &
  desktop=$!
  LANE=runtimes lane_runtimes &
  runtimes=$!
  for pid in "$builds" "$desktop" "$runtimes"; do wait "$pid" || status=1; done
fi
step_table
exit "$status"
