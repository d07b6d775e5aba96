#!/usr/bin/env bash
# build-android.sh — the Reversi APK (arm64-v8a + x86_64), signed, verified, at a stable path:
#   target/android/reversi.apk        (install: adb install -r target/android/reversi.apk)
# from a fresh Debian bookworm machine WITHOUT Google's NDK or SDK (they cannot be downloaded
# here). Adapted from the team's shared pipeline (../shared/android/build-apk.sh beside the
# repository); it
# installs what it needs (apt-get, rustup targets) and needs root for apt-get.
#
# What replaces what (cargo-quad-apk needs NDK_HOME + ANDROID_HOME):
#   NDK clang/ld + sysroot  -> Debian clang-14 + lld-14; crtbegin_so.o/crtend_so.o
#                              written here; stub libc/libm/libdl/liblog/libandroid/
#                              libOpenSLES.so generated at every link from the link's
#                              own undefined symbols, for LINKING ONLY (the device's
#                              real libraries are used at run time; check-api21.sh checks
#                              the imports against Android 5.0's public libraries)
#   NDK libunwind.a         -> the pure-Rust `unwinding` crate (crates.io), linked
#                              into the .so; -lunwind gets an empty archive
#   platforms/android.jar   -> Debian bullseye's libandroid-23-java (API 23) plus
#                              compile-time stand-ins for 4 newer classes miniquad's
#                              MainActivity uses behind SDK_INT checks (never packaged)
#   build-tools dx          -> Debian bullseye's dalvik-exchange (dx 10.0.0)
#   aapt/zipalign/apksigner -> Debian bookworm packages; keytool from OpenJDK 17
# miniquad is the project's vendored copy (vendor/miniquad: 0.4.11 with vendor/patches; for
# Android 0001-android-idle: its render thread otherwise keeps a core busy while the app is
# in the background, and a pause or a new surface gets no frame of its own in a blocking
# event loop).
#
# The game's contract: the crate's library exposes `pub fn window_conf() -> Conf` and
# `pub async fn run()`; a generated glue crate (cdylib "libmain.so") defines `quad_main`,
# which miniquad's JNI glue calls.
#
# Project settings (all overridable from the environment):
#   APP_ID=rust.reversi  ABIS="arm64-v8a x86_64"
#   APP_LABEL = the game's title (app-title in locales/en/main.ftl); the label is localized from
#     each locales/<lang>/main.ftl into res/values-<lang>/strings.xml (en is the default)
#   ORIENTATION = empty: no lock (Android 16 ignores locks on large screens; the layout has a
#     portrait and a landscape form); set ORIENTATION=portrait to lock phones again
#   TARGET_SDK=36 (Google Play's requirement since 31 August 2026); compiled against API 23
#   APP_CATEGORY=game (android:appCategory, API 26: an attribute API 23's android.jar lacks, so
#     a stand-in framework package declares it with its real id, 0x01010545; see "stand-in")
#   ASSETS_EXCLUDE="eval-weights.bin fonts/base.ttf": assets the library compiles in
#     (include_bytes!), so they are not packed a second time; the languages' own fonts (CJK and
#     the scripts drawn by shaping) stay assets, read when their language is in use: packed
#     once rather than in each ABI's library
#   VERSION_NAME = the crate version; VERSION_CODE = derived from it (see below), never lower
#   Signing: the release (upload) key when RELEASE_KEYSTORE is set, from the environment only:
#     RELEASE_KEYSTORE (a JKS or PKCS12 file outside the repository), RELEASE_KEYSTORE_PASSWORD,
#     RELEASE_KEY_ALIAS, RELEASE_KEY_PASSWORD (default: the store password). The passwords reach
#     apksigner, jarsigner and keytool through the environment, never on a command line.
#     Without RELEASE_KEYSTORE: KEYSTORE = build-scripts/android/debug.keystore (a DEBUG/TEST
#     key kept in the repository so that every build, on any machine, can update the previous
#     install; see its README; KS_PASS, KEY_ALIAS). The build says which key signed.
#   ICONS: the launcher icons are drawn by examples/icons.rs (src/icon.rs, the drawing of every
#     other icon of the game), compiled here with plain rustc: mipmap-{mdpi..xxxhdpi} (48-192 px)
#     and the adaptive icon (mipmap-anydpi-v26: background, foreground, monochrome layers)
#   MAX_APK_BYTES = 3145728 (3.0 MiB budget, with every language, its font and the shaper of
#     issue 65: 2,940,391 bytes then; the build fails above it)
#   OUT_AAB = target/dist/reversi.aab: the app bundle for Google Play (AAB=0: none), built
#     with aapt2 (link --proto-format) from the same manifest, resources, dex and libraries,
#     signed with jarsigner and the same key; checked by a round trip (see "app bundle")
#   TOOLS = ~/.cache/reversi-android (dx.jar, android-23.jar, linker; safe to delete)
set -euo pipefail
T0=$(date +%s)
say() { printf '\n== [%3ss] %s\n' "$(( $(date +%s) - T0 ))" "$*"; }

HERE=$(cd "$(dirname "$0")" && pwd)
PROJECT=$(cd "${PROJECT:-$HERE/..}" && pwd)
MIN_SDK=${MIN_SDK:-21}            # Rust's std needs >= 21
TARGET_SDK=${TARGET_SDK:-36}      # Google Play: API 36 since 31 August 2026; compileSdk stays 23 (Debian)
ABIS=${ABIS:-arm64-v8a x86_64}    # arm64-v8a and/or x86_64 (armeabi-v7a: `unwinding` has no ARM EHABI)
APP_ID=${APP_ID:-rust.reversi}
APP_LABEL=${APP_LABEL:-$(sed -n 's/^app-title *= *//p' "$PROJECT/locales/en/main.ftl" 2>/dev/null)}
APP_LABEL=${APP_LABEL:-Reversi}
APP_CATEGORY=${APP_CATEGORY:-game}
ASSETS_EXCLUDE=${ASSETS_EXCLUDE:-eval-weights.bin fonts/base.ttf}
TOOLS=${TOOLS:-$HOME/.cache/reversi-android}
KEYSTORE=${KEYSTORE:-$HERE/android/debug.keystore}   # committed debug/test key: updates need the same key
KS_PASS=${KS_PASS:-android}; KEY_ALIAS=${KEY_ALIAS:-androiddebugkey}; KEY_KIND=debug
if [ -n "${RELEASE_KEYSTORE:-}" ]; then
  [ -f "$RELEASE_KEYSTORE" ] || { echo "RELEASE_KEYSTORE=$RELEASE_KEYSTORE: no such file" >&2; exit 1; }
  [ -n "${RELEASE_KEYSTORE_PASSWORD:-}" ] || { echo "RELEASE_KEYSTORE is set: RELEASE_KEYSTORE_PASSWORD is needed too" >&2; exit 1; }
  [ -n "${RELEASE_KEY_ALIAS:-}" ] || { echo "RELEASE_KEYSTORE is set: RELEASE_KEY_ALIAS is needed too" >&2; exit 1; }
  KEYSTORE=$RELEASE_KEYSTORE; KS_PASS=$RELEASE_KEYSTORE_PASSWORD; KEY_ALIAS=$RELEASE_KEY_ALIAS
  KEY_PASS=${RELEASE_KEY_PASSWORD:-$RELEASE_KEYSTORE_PASSWORD}; KEY_KIND=release
fi
KEY_PASS=${KEY_PASS:-$KS_PASS}
# for the signing tools, read from the environment (env:NAME, -storepass:env NAME)
export QUADAPK_KS_PASS=$KS_PASS QUADAPK_KEY_PASS=$KEY_PASS
GLES=${GLES:-0x00020000}          # miniquad asks EGL for a GLES 2 context
FULLSCREEN=${FULLSCREEN:-1}
ORIENTATION=${ORIENTATION:-}
MAX_APK_BYTES=${MAX_APK_BYTES:-3145728}
# check-api21.sh and its AOSP symbol lists are used from the shared folder beside the
# repository (../shared), never copied here; without it the check is skipped with a note
CHECK_API21=${CHECK_API21:-$PROJECT/../shared/android/check-api21.sh}
mkdir -p "$TOOLS"

# ---------------------------------------------------------------- host packages
say "host tools"
# shellcheck source=build-scripts/lib.sh
source "$HERE/lib.sh"
need_packages --no-recommends clang-14 lld-14 libc6-dev aapt zipalign apksigner dexdump \
  openjdk-17-jdk-headless python3 binutils unzip
command -v cargo >/dev/null || { echo "cargo/rustup required" >&2; exit 1; }
declare -A RUST_TRIPLE=([arm64-v8a]=aarch64-linux-android [x86_64]=x86_64-linux-android)
for abi in $ABIS; do
  [ -n "${RUST_TRIPLE[$abi]:-}" ] || { echo "unsupported ABI $abi" >&2; exit 1; }
  need_rust_target "${RUST_TRIPLE[$abi]}"
done

# android.jar (API 23) and dx from Debian bullseye, fetched with apt-get into $TOOLS
# only (no change to the system's apt sources), using this machine's Debian mirror.
if [ ! -s "$TOOLS/android-23.jar" ] || [ ! -s "$TOOLS/dx.jar" ]; then
  say "android.jar + dx from Debian bullseye (dalvik-exchange, libandroid-23-java)"
  uri=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  [ -n "$uri" ] || uri=$(awk '$1=="deb" && $2 ~ /debian\/?$/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
  [ -n "$uri" ] || { echo "no Debian mirror found in apt sources" >&2; exit 1; }
  A="$TOOLS/apt"; rm -rf "$A"; mkdir -p "$A/lists/partial" "$A/archives/partial" "$A/root"
  echo "deb $uri bullseye main" > "$A/sources.list"
  APTO=(-o Dir::Etc::SourceList="$A/sources.list" -o Dir::Etc::SourceParts=/dev/null
        -o Dir::State::Lists="$A/lists" -o Dir::Cache="$A" -o Dir::Cache::Archives="$A/archives"
        -o APT::Sandbox::User=root)
  apt-get "${APTO[@]}" -qq update
  (cd "$A" && apt-get "${APTO[@]}" -qq download dalvik-exchange libandroid-23-java)
  for d in "$A"/*.deb; do dpkg-deb -x "$d" "$A/root"; done
  cp -L "$A/root/usr/share/java/com.android.dx.jar" "$TOOLS/dx.jar"
  cp -L "$A/root/usr/share/java/com.android.android-23.jar" "$TOOLS/android-23.jar"
  rm -rf "$A"
fi
ANDROID_JAR=$TOOLS/android-23.jar

# ------------------------------------------------------------ helpers
# android/tools/: quadapk.py (the linker, the import summary, the dex check), the linker's
# shell entry, the crtbegin_so.o stand-in and the list of newer-API members the dex may use
TOOLS_SRC=$HERE/android/tools
QUADAPK=$TOOLS_SRC/quadapk.py
NEWER_API=$TOOLS_SRC/newer-api.txt


# rustc's linker for *-linux-android: clang-14 + lld, two passes per link (see
# "Stub libraries" in quadapk.py): a probe link lists the undefined symbols, stubs
# made from them give each its library, then the real link. libmain.so is linked
# with --no-undefined and must not import anything no system library provides.

# (android/tools/crtbegin_so.c stands in for the NDK's crtbegin_so.o: __dso_handle,
# __cxa_finalize at dlclose, and the .note.android.ident note with the API level)

# ------------------------------------------------------------- stub sysroot
# Holds only crtbegin_so.o/crtend_so.o and an empty libunwind.a; the stub libc.so,
# libm.so, ... are generated per link (quadapk.py link), for linking only.
SYSROOT=$TOOLS/sysroot-$(cat "$QUADAPK" "$TOOLS_SRC/crtbegin_so.c" "$TOOLS_SRC/android-linker.sh" | sha1sum | cut -c1-10)
# the linker's path names the linker version and API level, so cargo relinks when either changes
LINKER=$SYSROOT/linker-api$MIN_SDK.sh; mkdir -p "$SYSROOT"
cp "$TOOLS_SRC/android-linker.sh" "$LINKER"; cp "$QUADAPK" "$SYSROOT/quadapk.py"
for abi in $ABIS; do
  t=${RUST_TRIPLE[$abi]}; d=$SYSROOT/usr/lib/$t/$MIN_SDK
  if [ ! -s "$d/crtbegin_so.o" ]; then
    say "crt objects for $abi, API $MIN_SDK"
    mkdir -p "$d"
    clang-14 --target="$t$MIN_SDK" -fPIC -O2 -DAPI_STR="\"$MIN_SDK\"" -c "$TOOLS_SRC/crtbegin_so.c" -o "$d/crtbegin_so.o"
    echo | clang-14 --target="$t$MIN_SDK" -x c -c - -o "$d/crtend_so.o"
    rm -f "$SYSROOT/usr/lib/$t/libunwind.a"; ar rc "$SYSROOT/usr/lib/$t/libunwind.a"  # empty: -lunwind
  fi
done

# --------------------------------------------------------------- glue crate
say "cargo metadata"
META=$(mktemp); trap 'rm -f "$META"' EXIT
(cd "$PROJECT" && cargo metadata --format-version 1 --no-deps) > "$META"
read -r PKG_NAME PKG_VERSION _ < <(python3 "$TOOLS_SRC/package-info.py" "$META" "$PROJECT")
WS_ROOT=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["workspace_root"])' "$META")
TARGET_DIR=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["target_directory"])' "$META")
VERSION_NAME=${VERSION_NAME:-$PKG_VERSION}
# versionCode from the crate version (lib.sh's version_code, which also names the store
# listings' changelogs): it rises with every version bump, so a newer build always updates an
# older install. Android refuses an update with a lower code: the build stops if the code
# would fall below build-scripts/android/min-version-code (the last released code).
if [ -z "${VERSION_CODE:-}" ]; then
  VERSION_CODE=$(version_code "$PKG_VERSION") || exit 1
fi
FLOOR=$(grep -v '^#' "$HERE/android/min-version-code" 2>/dev/null | tr -dc 0-9 || true)
if [ -n "$FLOOR" ] && [ "$VERSION_CODE" -lt "$FLOOR" ]; then
  echo "versionCode $VERSION_CODE (version $PKG_VERSION) is below the released $FLOOR: Android would refuse the update" >&2
  exit 1
fi
echo "  $APP_ID \"$APP_LABEL\" version $VERSION_NAME, versionCode $VERSION_CODE, ABIs: $ABIS"
ENTRY=${ENTRY:-"macroquad::Window::from_config(game::window_conf(), game::run());"}
WORK=$TARGET_DIR/android-nondk; OUT_APK=${OUT_APK:-$TARGET_DIR/android/$PKG_NAME.apk}
GLUE=$WORK/glue; mkdir -p "$GLUE" "$(dirname "$OUT_APK")"
# Sized for the 1.5 MiB APK budget: with the sound library and Hard's weights in both ABIs,
# opt-level 3 came to 1.82 MB and "s" to 1.60 MB; "z" gives 1.55 MB (Hard's search is slower
# per position on the phone, still far under the CPU's 450 ms pause). OPT_LEVEL=3 overrides.
OPT_LEVEL=${OPT_LEVEL:-'"z"'}
cat > "$GLUE/Cargo.toml" <<TOML
[package]
name = "quadapk-glue"
version = "0.0.0"
edition = "2021"
publish = false

[lib]
name = "main"            # -> libmain.so, loaded by MainActivity's System.loadLibrary("main")
path = "lib.rs"
crate-type = ["cdylib"]

[dependencies]
game = { package = "$PKG_NAME", path = "$PROJECT" }
macroquad = "*"          # the game's macroquad (same lock file)
unwinding = "0.2"        # _Unwind_* for std (the NDK's libunwind.a is not available)

[workspace]

[profile.release]
opt-level = $OPT_LEVEL
strip = true
panic = "${PANIC:-unwind}"
lto = ${LTO:-true}
codegen-units = ${CODEGEN_UNITS:-1}
TOML
# miniquad and macroquad from the project's vendored copies, as the game's own Cargo.toml
# patches them (a glue crate outside the project's workspace does not inherit that [patch]).
if [ -d "$PROJECT/vendor/miniquad" ]; then
  printf '\n[patch.crates-io]\nminiquad = { path = "%s" }\nmacroquad = { path = "%s" }\n' \
    "$PROJECT/vendor/miniquad" "$PROJECT/vendor/macroquad" >> "$GLUE/Cargo.toml"
fi
cat > "$GLUE/lib.rs" <<RS
// Generated by build-android.sh: the Android entry point of the game.
extern crate unwinding;

/// Called by miniquad's JNI glue (Java_quad_1native_QuadNative_activityOnCreate).
#[no_mangle]
pub extern "C" fn quad_main() {
    $ENTRY
}
RS
# same dependency versions as the game (cargo adds the glue-only crates to the copy)
if [ -f "$WS_ROOT/Cargo.lock" ]; then cp "$WS_ROOT/Cargo.lock" "$GLUE/Cargo.lock"; fi

# ------------------------------------------------------------ native build
LIBDIR=$WORK/apk/lib; rm -rf "$WORK/apk"; mkdir -p "$LIBDIR"
ALLOWED_NEEDED="libandroid.so liblog.so libdl.so libm.so libc.so"
if grep -q '^name = "quad-snd"' "$WS_ROOT/Cargo.lock" 2>/dev/null; then ALLOWED_NEEDED="$ALLOWED_NEEDED libOpenSLES.so"; fi
for abi in $ABIS; do
  t=${RUST_TRIPLE[$abi]}; T=$(echo "$t" | tr 'a-z-' 'A-Z_')
  say "cargo build --target $t (release)"
  (cd "$GLUE" && env "CARGO_TARGET_${T}_LINKER=$LINKER" \
      ANDROID_CLANG_TARGET="$t" ANDROID_MIN_SDK="$MIN_SDK" ANDROID_STUB_SYSROOT="$SYSROOT" \
      CARGO_TARGET_DIR="$TARGET_DIR" cargo build --release --target "$t" ${CARGO_FLAGS:-})
  so=$TARGET_DIR/$t/release/libmain.so
  say "check $abi libmain.so"
  # Each tool's output is read whole into a variable and searched from there (see "verify"
  # below: `tool | grep -q` under pipefail fails at random).
  elf_h=$(readelf -h "$so"); elf_d=$(readelf -d "$so"); elf_l=$(readelf -lW "$so")
  grep -q "DYN (Shared object" <<<"$elf_h" || { echo "$elf_h"; echo "not a shared object" >&2; exit 1; }
  needed=$(sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' <<<"$elf_d" | tr '\n' ' ')
  echo "  NEEDED: $needed"
  # only Android's public libraries the game needs; libOpenSLES only with sound (quad-snd)
  for n in $needed; do
    case " $ALLOWED_NEEDED " in
      *" $n "*) ;; *) echo "  NEEDED $n is not allowed (allowed: $ALLOWED_NEEDED)" >&2; exit 1;; esac
  done
  grep -q "SONAME.*\[libmain.so\]" <<<"$elf_d" || { echo "$elf_d"; echo "no SONAME" >&2; exit 1; }
  ! grep -q TEXTREL <<<"$elf_d" || { echo "$elf_d"; echo "TEXTREL" >&2; exit 1; }
  ! grep -q "^ *TLS " <<<"$elf_l" || { echo "$elf_l"; echo "ELF TLS segment (needs API 29)" >&2; exit 1; }
  awk '$1=="LOAD" && $NF!="0x4000" && $NF!="0x10000" {bad=1} END {exit bad}' <<<"$elf_l" \
    || { echo "$elf_l"; echo "LOAD segments not 16 KiB aligned" >&2; exit 1; }
  syms=$(readelf --dyn-syms -W "$so")
  for s in JNI_OnLoad quad_main Java_quad_1native_QuadNative_activityOnCreate Java_quad_1native_QuadNative_surfaceOnTouch \
      Java_reversi_1android_Access_nativeServiceOn Java_reversi_1android_Access_nativeAction; do
    awk -v s="$s" '$8==s && $7!="UND" {found=1} END {exit !found}' <<<"$syms" || { echo "  $s not exported" >&2; exit 1; }
  done
  python3 "$QUADAPK" undef "$so"
  echo "  undefined (resolved by the device's libs): $(awk '$7=="UND" && $8!=""' <<<"$syms" | wc -l) symbols; JNI entry points exported; no TEXTREL/TLS; 16 KiB LOAD alignment"
  mkdir -p "$LIBDIR/$abi"; cp "$so" "$LIBDIR/$abi/libmain.so"
done

# --------------------------------------------------------------- Java side
say "java: miniquad MainActivity -> classes.dex"
(cd "$GLUE" && cargo metadata --format-version 1 --filter-platform "${RUST_TRIPLE[${ABIS%% *}]}") > "$META"
MQ=$(python3 "$QUADAPK" pkgdir "$META" miniquad)
J=$WORK/java; rm -rf "$J"; mkdir -p "$J/src/quad_native" "$J/src/${APP_ID//.//}" "$J/obj" "$J/compat-obj"
# miniquad's MainActivity.java with two lines of ours at its plugin placeholders (//%):
# - predictive back (API 33+, java/src/reversi_android/PredictiveBack.java): at targetSdk 36
#   Android 16 gives Back only to an OnBackInvokedCallback, which hands it to the game as the
#   Back key (below API 33, and on 33-35 without the manifest opt-in, the key comes as before);
# - edge-to-edge below API 30 (java/src/reversi_android/SafeArea.java: the system window
#   insets and, on API 28-29, the display cutout's safe insets pad the game's surface).
# - TalkBack (java/src/reversi_android/Access.java): the node provider on the game's view, and
#   reversiAccess(what, text), through which the game's thread hands it the accessible tree
#   and the live region's words (src/platform/android/access.rs).
# On API 30+ miniquad's ResizingLayout pads the surface by the system bars' insets; the cutout's
# are added to them here, so on every level no button, score or square lies under a bar or a
# cutout (enforced edge-to-edge from API 35). android/host-test/ runs the result on the JVM.
MA=$J/src/${APP_ID//.//}/MainActivity.java
sed -e "s/TARGET_PACKAGE_NAME/$APP_ID/g" -e "s/LIBRARY_NAME/main/g" \
  -e '/^[[:space:]]*\/\/% MAIN_ACTIVITY_ON_CREATE/a\        reversi_android.PredictiveBack.register(this);' \
  -e '/^[[:space:]]*\/\/% MAIN_ACTIVITY_ON_CREATE/a\        reversi_android.Access.attach(this, view);' \
  -e '/^[[:space:]]*\/\/% MAIN_ACTIVITY_BODY/a\    public void reversiAccess(String what, String text) { reversi_android.Access.fromGame(what, text); }' \
  -e '/^[[:space:]]*\/\/% RESIZING_LAYOUT_ON_APPLY_WINDOW_INSETS/a\        if (Build.VERSION.SDK_INT < 30) { return reversi_android.SafeArea.padBelowApi30(v, insets); }' \
  -e '/^[[:space:]]*\/\/%/d' \
  -e 's/insets\.getInsets(WindowInsets\.Type\.systemBars())/insets.getInsets(WindowInsets.Type.systemBars() | WindowInsets.Type.displayCutout())/' \
  "$MQ/java/MainActivity.java" > "$MA"
for want in "WindowInsets.Type.displayCutout()" "PredictiveBack.register(this);" "SafeArea.padBelowApi30(v, insets)" \
    "Access.attach(this, view);" "public void reversiAccess("; do
  grep -qF "$want" "$MA" ||
    { echo "MainActivity.java: '$want' was not put in (miniquad's MainActivity or its placeholders changed?)" >&2; exit 1; }
done
cp "$MQ/java/QuadNative.java" "$J/src/quad_native/"
cp -r "$HERE/android/java/src/reversi_android" "$J/src/"
# Compile-time stand-ins for API 28-33 members (android.jar here is API 23), in
# android/java/compat/. Only javac sees them; the dex references the real framework members by
# name, and quadapk.py checkdex allows only those listed in android/tools/newer-api.txt.
JAVAC=(javac -nowarn -Xlint:-options -source 8 -target 8 -encoding UTF-8)
mapfile -t COMPAT_SRC < <(find "$HERE/android/java/compat" -name '*.java')
mapfile -t APP_SRC < <(find "$J/src" -name '*.java')
"${JAVAC[@]}" -bootclasspath "$ANDROID_JAR" -d "$J/compat-obj" "${COMPAT_SRC[@]}"
JO=$("${JAVAC[@]}" -bootclasspath "$J/compat-obj:$ANDROID_JAR" -d "$J/obj" "${APP_SRC[@]}" 2>&1) ||
  { echo "$JO" >&2; echo "javac failed" >&2; exit 1; }
grep -v '^Note:' <<<"$JO" || true
java -cp "$TOOLS/dx.jar" com.android.dx.command.Main --dex --min-sdk-version="$MIN_SDK" \
  --output="$WORK/apk/classes.dex" "$J/obj"
python3 "$QUADAPK" checkdex "$WORK/apk/classes.dex" "$ANDROID_JAR" "$NEWER_API"

# ------------------------------------------------------------------ the APK
say "aapt package, zipalign, apksigner"
A=$WORK/apk; rm -rf "$A/res"; mkdir -p "$A/res"
# the icons (examples/icons.rs includes src/icon.rs by path: no dependencies, one rustc call)
rustc -O --edition 2021 -o "$WORK/icons" "$PROJECT/examples/icons.rs"
"$WORK/icons" --android "$A/res" | sed "s|^$A/||" | tr '\n' ' '; echo
# the label, localized: res/values/strings.xml (English, the default) and values-<lang>/ for
# every other locales/<lang>/main.ftl, each from that file's app-title. A language with an old
# ISO 639 code gets that folder too: Android's Locale still names Indonesian "in" (Hebrew "iw",
# Yiddish "ji"), its own resources use values-in, and older versions match only that folder.
# Chinese and Portuguese by region (the "b+zh+Hant" form needs Android 7): Simplified for zh,
# China and Singapore, Traditional for Taiwan, Hong Kong and Macau, Brazil's for every pt.
# LABEL_LOCALES lists res-code:ftl-lang pairs for the check below.
xml_text() { python3 -c 'import sys, html; print(html.escape(sys.argv[1], quote=False).replace("\x27", "\\\x27").replace("\"", "\\\""))' "$1"; }
res_codes() {
  case $1 in
    id) echo "id in";; zh-Hans) echo "zh zh-rCN zh-rSG";; zh-Hant) echo "zh-rTW zh-rHK zh-rMO";;
    pt-BR) echo "pt pt-rBR";; he) echo "iw he";; *) echo "$1";;
  esac
}
LABEL_LOCALES=""
for ftl in "$PROJECT"/locales/*/main.ftl; do
  lang=$(basename "$(dirname "$ftl")"); title=$(sed -n 's/^app-title *= *//p' "$ftl")
  [ -n "$title" ] || { echo "no app-title in $ftl" >&2; exit 1; }
  codes=$(res_codes "$lang")
  for code in $codes; do
    if [ "$code" = en ]; then d=$A/res/values; else d=$A/res/values-$code; LABEL_LOCALES="$LABEL_LOCALES $code:$lang"; fi
    mkdir -p "$d"
    printf '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="app_name">%s</string>\n</resources>\n' \
      "$(xml_text "$title")" > "$d/strings.xml"
  done
done
[ -f "$A/res/values/strings.xml" ] || { echo "no locales/en/main.ftl: no default label" >&2; exit 1; }
# The stand-in framework package: android:appCategory (API 26) and
# android:enableOnBackInvokedCallback (API 33) with their real resource ids, for
# aapt/aapt2 only (given before android.jar with -I; never packaged): the manifest then holds
# the attribute's id and its enum value as a device's framework defines them.
FW=$WORK/framework-standin; rm -rf "$FW"; cp -r "$HERE/android/framework-standin" "$FW"
aapt package -f -x -M "$FW/AndroidManifest.xml" -S "$FW/res" -F "$FW/framework-standin.apk"
THEME='@android:style/Theme.DeviceDefault.NoActionBar'; [ "$FULLSCREEN" = 1 ] && THEME="$THEME.Fullscreen"
cat > "$A/AndroidManifest.xml" <<XML
<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android"
        package="$APP_ID" android:versionCode="$VERSION_CODE" android:versionName="$VERSION_NAME">
    <uses-sdk android:minSdkVersion="$MIN_SDK" android:targetSdkVersion="$TARGET_SDK" />
    <uses-feature android:glEsVersion="$GLES" android:required="true" />
    <application android:hasCode="true" android:label="@string/app_name"${APP_CATEGORY:+ android:appCategory=\"$APP_CATEGORY\"}
            android:icon="@mipmap/ic_launcher" android:theme="$THEME" android:enableOnBackInvokedCallback="true"
            android:supportsRtl="true">
        <activity android:name=".MainActivity" android:label="@string/app_name" android:exported="true"${ORIENTATION:+ android:screenOrientation=\"$ORIENTATION\"}
                android:configChanges="orientation|keyboardHidden|screenSize|screenLayout|smallestScreenSize|uiMode">
            <intent-filter>
                <action android:name="android.intent.action.MAIN" />
                <category android:name="android.intent.category.LAUNCHER" />
            </intent-filter>
        </activity>
    </application>
</manifest>
XML
# assets: the project's assets/ less ASSETS_EXCLUDE, each of which the library must compile in
ASSETS=${ASSETS_DIR:-$PROJECT/assets}; AOPT=(); rm -rf "$A/assets"
if [ -d "$ASSETS" ]; then
  cp -r "$ASSETS" "$A/assets"
  rm -f "$A/assets/"*.provenance  # how the weights were made: for the repository, not the phone
  for f in $ASSETS_EXCLUDE; do
    if [ -d "$A/assets/$f" ]; then
      grep -rqE "include_bytes!\(.*assets/$f/" "$PROJECT/src" \
        || { echo "assets/$f/ is left out of the APK but src/ does not include_bytes! from it" >&2; exit 1; }
      rm -rf "${A:?}/assets/$f"
      continue
    fi
    [ -f "$A/assets/$f" ] || continue
    grep -rqE "include_bytes!\(\"[./]*assets/$f\"\)" "$PROJECT/src" \
      || { echo "assets/$f is left out of the APK but src/ does not include_bytes! it" >&2; exit 1; }
    rm -f "$A/assets/$f"
  done
  [ -n "$(ls -A "$A/assets")" ] && AOPT=(-A "$A/assets")
fi
(cd "$A" && rm -f app.unaligned.apk app.aligned.apk \
  && aapt package -f -0 arsc -M AndroidManifest.xml -S res "${AOPT[@]}" -I "$FW/framework-standin.apk" -I "$ANDROID_JAR" -F app.unaligned.apk \
  && aapt add app.unaligned.apk classes.dex >/dev/null \
  && for abi in $ABIS; do aapt add app.unaligned.apk "lib/$abi/libmain.so" >/dev/null; done)
zipalign -f -p 4 "$A/app.unaligned.apk" "$A/app.aligned.apk"
if [ ! -f "$KEYSTORE" ] && [ "$KEY_KIND" = debug ]; then
  mkdir -p "$(dirname "$KEYSTORE")"
  keytool -genkeypair -keystore "$KEYSTORE" -storepass:env QUADAPK_KS_PASS -keypass:env QUADAPK_KS_PASS -alias "$KEY_ALIAS" \
    -dname "CN=Android Debug,O=Android,C=US" -keyalg RSA -keysize 2048 -validity 10000 >/dev/null 2>&1
fi
apksigner sign --ks "$KEYSTORE" --ks-pass env:QUADAPK_KS_PASS --key-pass env:QUADAPK_KEY_PASS \
  --ks-key-alias "$KEY_ALIAS" --out "$OUT_APK" "$A/app.aligned.apk"
rm -f "$OUT_APK.idsig"

say "verify"
# Every check searches a tool's whole output kept in a variable, with a here-string: never
# `echo "$OUT" | grep -q PATTERN`. bash's stdout is line-buffered, so echo writes a long output
# line by line; grep -q exits at its first match, the next line's write gets SIGPIPE, and under
# pipefail the pipeline fails although the pattern was there (the "VERIFY FAILED: icon" of
# issue 26: 2 runs of 23). On a failure, what was read is printed.
fail() { echo "VERIFY FAILED: $*" >&2; exit 1; }
# fail_read TEXT WHAT: a check of TEXT failed: TEXT in full, then the failure
fail_read() { printf -- '---- what the check read:\n%s\n---- end\n' "$1" >&2; fail "$2"; }
# signature (v1 + v2), as an update of any earlier build signed with the same key
V=$(apksigner verify --verbose --print-certs "$OUT_APK" 2>&1) || fail_read "$V" "apksigner verify"
grep -E "^Verif|scheme|certificate SHA-256" <<<"$V" || fail_read "$V" "apksigner: no verification lines"
grep -q "^Verifies$" <<<"$V" || fail_read "$V" "apksigner: not verified"
grep -q "v2 scheme (APK Signature Scheme v2): true" <<<"$V" || fail_read "$V" "apksigner: no v2 signature"
KS=$(keytool -list -v -keystore "$KEYSTORE" -storepass:env QUADAPK_KS_PASS -alias "$KEY_ALIAS" 2>&1) ||
  fail_read "$KS" "keytool -list $KEYSTORE"
KS_SHA=$(sed -n 's/^[[:space:]]*SHA256: //p' <<<"$KS" | tr -d ':' | tr 'A-F' 'a-f')
[ -n "$KS_SHA" ] || fail_read "$KS" "no SHA256 fingerprint for $KEY_ALIAS in $KEYSTORE"
grep -q "certificate SHA-256 digest: $KS_SHA" <<<"$V" || fail_read "$V" "signed with another key than $KEYSTORE ($KS_SHA)"
KS_OWNER=$(sed -n 's/^Owner: //p' <<<"$KS" | head -1)
if [ "$KEY_KIND" = release ]; then
  echo "SIGNED WITH THE RELEASE (UPLOAD) KEY: alias $KEY_ALIAS in $KEYSTORE ($KS_OWNER), certificate SHA-256 $KS_SHA"
else
  echo "signed with the DEBUG key (not for a store; set RELEASE_KEYSTORE... for a release): alias $KEY_ALIAS in $KEYSTORE ($KS_OWNER), certificate SHA-256 $KS_SHA"
fi
# alignment: 4-byte zip entries, page-aligned (-p) uncompressed native libraries
Z=$(zipalign -c -v -p 4 "$OUT_APK" 2>&1) || fail_read "$Z" "zipalign -c"
echo "zipalign -c -p 4: OK"
# manifest as packaged
B=$(aapt dump badging "$OUT_APK" 2>&1) || fail_read "$B" "aapt dump badging"
grep -E "^package|sdkVersion|targetSdk|application-label|application-icon|locales|launchable|native-code|uses-gl-es|feature|densities" <<<"$B" ||
  fail_read "$B" "badging: none of the expected lines"
grep -q "^package: name='$APP_ID' versionCode='$VERSION_CODE' versionName='$VERSION_NAME'" <<<"$B" || fail_read "$B" "package line"
grep -q "^sdkVersion:'$MIN_SDK'" <<<"$B" || fail_read "$B" "minSdkVersion"
grep -q "^targetSdkVersion:'$TARGET_SDK'" <<<"$B" || fail_read "$B" "targetSdkVersion"
grep -q "^application-label:'$APP_LABEL'" <<<"$B" || fail_read "$B" "label"
# the label in every locale: values-<lang> from locales/<lang>/main.ftl's app-title
for pair in $LABEL_LOCALES; do
  code=${pair%%:*}; lang=${pair#*:}; code=${code/-r/-}  # aapt names values-zh-rTW zh-TW
  t=$(sed -n 's/^app-title *= *//p' "$PROJECT/locales/$lang/main.ftl")
  grep -qxF "application-label-$code:'$t'" <<<"$B" || fail_read "$B" "label for $code is not '$t'"
  grep -q "^locales:.* '$code'" <<<"$B" || fail_read "$B" "locale $code not in the locales line"
done
echo "label: '$APP_LABEL' (default) +$(for pair in $LABEL_LOCALES; do printf ' %s' "${pair%%:*}"; done)"
grep -q "^launchable-activity: name='$APP_ID.MainActivity'" <<<"$B" || fail_read "$B" "launchable activity"
want_nc="native-code:"; for abi in $ABIS; do want_nc="$want_nc '$abi'"; done
grep -qx "$want_nc" <<<"$B" || fail_read "$B" "native-code is not: $want_nc"
grep -q "^application: label='$APP_LABEL' icon='res/mipmap" <<<"$B" || fail_read "$B" "icon"
# a launcher icon at every density (mdpi 160 ... xxxhdpi 640) and the adaptive icon (anydpi).
# aapt's badging names the anydpi-v26 XML at every density (anydpi matches any), so the PNGs
# for Android before 8.0 are checked in the APK itself: present, and of the density's size.
IL=$(unzip -l "$OUT_APK" 2>&1) || fail_read "$IL" "unzip -l"
for d in 160:mdpi:48 240:hdpi:72 320:xhdpi:96 480:xxhdpi:144 640:xxxhdpi:192; do
  IFS=: read -r dpi dname px <<<"$d"
  grep -q "^application-icon-$dpi:'res/mipmap-" <<<"$B" || fail_read "$B" "no icon for $dname ($dpi)"
  for f in ic_launcher ic_launcher_foreground ic_launcher_monochrome; do
    grep -q " res/mipmap-$dname-v4/$f.png\$" <<<"$IL" || fail_read "$IL" "no res/mipmap-$dname-v4/$f.png"
  done
  got=$(unzip -p "$OUT_APK" "res/mipmap-$dname-v4/ic_launcher.png" | python3 -c \
    'import struct, sys; d = sys.stdin.buffer.read(); print("%dx%d" % struct.unpack(">II", d[16:24]))')
  [ "$got" = "${px}x$px" ] || fail "res/mipmap-$dname-v4/ic_launcher.png is $got, not ${px}x$px"
done
grep -q "^application-icon-65534:'res/mipmap-anydpi-v26/ic_launcher.xml'" <<<"$B" || fail_read "$B" "adaptive icon (anydpi-v26)"
AI=$(aapt dump xmltree "$OUT_APK" res/mipmap-anydpi-v26/ic_launcher.xml 2>&1) || fail_read "$AI" "aapt dump xmltree ic_launcher.xml"
for layer in background foreground monochrome; do
  grep -q "E: $layer" <<<"$AI" || fail_read "$AI" "adaptive icon: no $layer layer"
done
echo "icons: mdpi 48, hdpi 72, xhdpi 96, xxhdpi 144, xxxhdpi 192 px + adaptive (anydpi-v26: background, foreground, monochrome)"
XT=$(aapt dump xmltree "$OUT_APK" AndroidManifest.xml 2>&1) || fail_read "$XT" "aapt dump xmltree"
if [ -n "$APP_CATEGORY" ]; then
  # android:appCategory (0x01010545) as an integer: game=0 audio=1 video=2 image=3 social=4 ...
  cat_val=$(case $APP_CATEGORY in game) echo 0;; audio) echo 1;; video) echo 2;; image) echo 3;; social) echo 4;; news) echo 5;; maps) echo 6;; productivity) echo 7;; esac)
  grep -q "android:appCategory(0x01010545)=(type 0x10)0x$cat_val\b" <<<"$XT" || fail_read "$XT" "appCategory is not $APP_CATEGORY"
  echo "appCategory: $APP_CATEGORY ($(grep -o 'android:appCategory.*' <<<"$XT"))"
fi
# predictive back on Android 13-15 too (Android 16 has it by default at targetSdkVersion 36)
BACK_OPT_IN=false
grep -q "android:enableOnBackInvokedCallback(0x0101066c)=(type 0x12)0xffffffff" <<<"$XT" && BACK_OPT_IN=true
[ "$BACK_OPT_IN" = true ] || fail_read "$XT" "android:enableOnBackInvokedCallback is not true"
echo "enableOnBackInvokedCallback: true"
# the system's own parts (dialogs, the back gesture's side) from the right in Hebrew, Arabic and
# Persian, as the game's screens are
grep -q "android:supportsRtl(0x010103af)=(type 0x12)0xffffffff" <<<"$XT" || fail_read "$XT" "android:supportsRtl is not true"
echo "supportsRtl: true"
if [ -n "$ORIENTATION" ]; then
  grep -q "screenOrientation.*(type 0x10)0x$(
    case $ORIENTATION in portrait) echo 1;; landscape) echo 0;; sensorPortrait) echo 7;; *) echo '[0-9a-f]*';; esac)\b" <<<"$XT" \
    || fail_read "$XT" "screenOrientation is not $ORIENTATION"
  echo "screenOrientation: $ORIENTATION"
else
  # no lock: no screenOrientation attribute and no screen.portrait/landscape feature required
  ! grep -q "screenOrientation" <<<"$XT" || fail_read "$XT" "a screenOrientation lock (ORIENTATION is empty)"
  ! grep -qE "uses-(implied-)?feature.*android.hardware.screen.(portrait|landscape)" <<<"$B" ||
    fail_read "$B" "the badging requires a screen orientation"
  echo "screenOrientation: none (portrait and landscape; no screen.portrait feature)"
fi
# assets the library compiles in are not packed (the weights ship once)
L=$(unzip -l "$OUT_APK" 2>&1) || fail_read "$L" "unzip -l"
for f in $ASSETS_EXCLUDE; do
  ! grep -q " assets/$f\$" <<<"$L" || fail_read "$L" "assets/$f is packed although the library compiles it in"
done
# the native libraries inside the APK (what the phone will load)
X=$WORK/verify; rm -rf "$X"; mkdir -p "$X"; unzip -q -o "$OUT_APK" 'lib/*' -d "$X"
for abi in $ABIS; do
  so=$X/lib/$abi/libmain.so; [ -f "$so" ] || fail "lib/$abi/libmain.so missing"
  D=$(readelf -d "$so" 2>&1) || fail_read "$D" "readelf -d lib/$abi/libmain.so"
  echo "readelf -d lib/$abi/libmain.so:"; grep -E "NEEDED|SONAME" <<<"$D" || fail_read "$D" "lib/$abi/libmain.so: no NEEDED or SONAME"
  for n in $(sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' <<<"$D"); do
    case " $ALLOWED_NEEDED " in *" $n "*) ;; *) fail_read "$D" "lib/$abi/libmain.so needs $n";; esac
  done
done
# the activity's Java side (the class files just dexed) run on the host JVM over stand-in
# android.* classes: edge-to-edge padding at API 21-36, Back through the callback and the key,
# TalkBack on the node provider at API 21, 28 and 36
say "the activity on the host JVM (android/host-test: insets, cutout, back, TalkBack)"
# the trees and words the game hands the node provider, from src/ui/access.rs on the host
(cd "$PROJECT" && CARGO_TARGET_DIR="$TARGET_DIR" cargo build --release --example access_tree) || fail "cargo build --example access_tree"
"$HERE/android/host-test/run.sh" "$J/obj" "$APP_ID" "$BACK_OPT_IN" "$TARGET_DIR/release/examples/access_tree" ||
  fail "the activity's host test (android/host-test)"
if [ -x "$CHECK_API21" ]; then
  say "check-api21 (imports against Android 5.0's public libraries)"
  "$CHECK_API21" "$OUT_APK" || fail "check-api21"
else
  echo "note: $CHECK_API21 not found: imports not checked against API 21's symbol lists"
fi
unzip -lv "$OUT_APK" | sed -n '1,3p;/lib\/\|classes.dex\|resources.arsc\|\.png/p;$p'
SIZE=$(stat -c %s "$OUT_APK")
[ "$SIZE" -le "$MAX_APK_BYTES" ] || fail "APK is $SIZE bytes, over the budget of $MAX_APK_BYTES"

# ------------------------------------------------------------- the app bundle
# Google Play takes app bundles. Its module "base" holds the manifest and resources in aapt2's
# protobuf form (aapt2 link --proto-format, from the same manifest, res/ and assets as the
# APK), dex/classes.dex, lib/<abi>/libmain.so and assets/; BundleConfig.pb at the root names
# the bundletool version the bundle was made for. jarsigner signs it with the APK's key (Play
# checks that an upload is signed with the registered upload key).
OUT_AAB=${OUT_AAB:-$TARGET_DIR/dist/$PKG_NAME.aab}
if [ "${AAB:-1}" != 0 ]; then
  say "app bundle: aapt2 link --proto-format, zip, jarsigner -> $OUT_AAB"
  AB=$WORK/aab; rm -rf "$AB"; mkdir -p "$AB/bundle/base/manifest" "$AB/bundle/base/dex" "$(dirname "$OUT_AAB")"
  aapt2 compile --dir "$A/res" -o "$AB/res.zip"
  AB_ASSETS=(); [ -d "$A/assets" ] && [ -n "$(ls -A "$A/assets")" ] && AB_ASSETS=(-A "$A/assets")
  # (aapt2 warns that android.jar's resources.arsc is compressed: harmless, filtered out.
  # aapt2 takes the stand-in framework package AFTER android.jar, aapt before it: in the other
  # order each tool reads the enum's values against the wrong package's types)
  L2=$(aapt2 link --proto-format -o "$AB/proto.apk" --manifest "$A/AndroidManifest.xml" \
    -I "$ANDROID_JAR" -I "$FW/framework-standin.apk" "${AB_ASSETS[@]}" "$AB/res.zip" 2>&1) ||
    { echo "$L2" >&2; fail "aapt2 link --proto-format"; }
  grep -v "resources.arsc in APK .* is compressed" <<<"$L2" || true
  (cd "$AB" && unzip -q proto.apk -d proto)
  mv "$AB/proto/AndroidManifest.xml" "$AB/bundle/base/manifest/"
  mv "$AB/proto/resources.pb" "$AB/bundle/base/"
  mv "$AB/proto/res" "$AB/bundle/base/res"
  [ -d "$AB/proto/assets" ] && mv "$AB/proto/assets" "$AB/bundle/base/assets"
  cp "$A/classes.dex" "$AB/bundle/base/dex/classes.dex"
  cp -r "$A/lib" "$AB/bundle/base/lib"
  # BundleConfig.pb, written by hand: BundleConfig { bundletool { version: "1.15.6" } }
  # (field 1, a message holding field 2, a string); everything else takes bundletool's defaults
  printf '\x0a\x08\x12\x061.15.6' > "$AB/bundle/BundleConfig.pb"
  rm -f "$AB/unsigned.aab" "$OUT_AAB"
  (cd "$AB/bundle" && zip -q -X -r -D "$AB/unsigned.aab" BundleConfig.pb base)
  JS=$(jarsigner -keystore "$KEYSTORE" -storepass:env QUADAPK_KS_PASS -keypass:env QUADAPK_KEY_PASS \
    -sigalg SHA256withRSA -digestalg SHA-256 -signedjar "$OUT_AAB" "$AB/unsigned.aab" "$KEY_ALIAS" 2>&1) ||
    fail_read "$JS" "jarsigner (app bundle)"
  say "verify the app bundle"
  # (not -strict: it counts the self-signed certificate, which every Android key has, as an error)
  JV=$(jarsigner -verify "$OUT_AAB" 2>&1) || fail_read "$JV" "jarsigner -verify"
  grep -q "^jar verified\.$" <<<"$JV" || fail_read "$JV" "jarsigner: the bundle is not verified"
  JC=$(keytool -printcert -jarfile "$OUT_AAB" 2>&1) || fail_read "$JC" "keytool -printcert -jarfile"
  AAB_SHA=$(sed -n 's/^[[:space:]]*SHA256: //p' <<<"$JC" | head -1 | tr -d ':' | tr 'A-F' 'a-f')
  [ "$AAB_SHA" = "$KS_SHA" ] || fail_read "$JC" "the bundle is signed with another key than the APK ($KS_SHA)"
  echo "jarsigner -verify: jar verified; signed with the $KEY_KIND key, certificate SHA-256 $AAB_SHA"
  AL=$(unzip -l "$OUT_AAB" 2>&1) || fail_read "$AL" "unzip -l (app bundle)"
  for f in BundleConfig.pb base/manifest/AndroidManifest.xml base/resources.pb base/dex/classes.dex \
      base/res/mipmap-anydpi-v26/ic_launcher.xml; do
    grep -q " $f\$" <<<"$AL" || fail_read "$AL" "the bundle has no $f"
  done
  for abi in $ABIS; do grep -q " base/lib/$abi/libmain.so\$" <<<"$AL" || fail_read "$AL" "the bundle has no base/lib/$abi/libmain.so"; done
  # Round trip: base/ back into a proto-format APK, aapt2 convert to binary, then the badging
  # must say what the APK's says (package, versions, SDKs, labels, icons, native code).
  RT=$AB/roundtrip; rm -rf "$RT"; mkdir -p "$RT/x"; (cd "$RT/x" && unzip -q "$OUT_AAB" 'base/*')
  (cd "$RT/x/base" && mv manifest/AndroidManifest.xml . && rmdir manifest && mv dex/classes.dex . && rmdir dex \
    && zip -q -r -D "$RT/proto.apk" .)
  CV=$(aapt2 convert --output-format binary -o "$RT/binary.apk" "$RT/proto.apk" 2>&1) || fail_read "$CV" "aapt2 convert"
  RB=$(aapt dump badging "$RT/binary.apk" 2>&1) || fail_read "$RB" "aapt dump badging (round trip)"
  # the lines compared; the package line without platformBuildVersion*/compileSdk* (aapt and
  # aapt2 write those differently), icon paths without the -v4 that aapt adds to densities
  badging_core() {
    sed -n -e "s/^\(package: name='[^']*' versionCode='[^']*' versionName='[^']*'\).*/\1/p" \
      -e '/^\(sdkVersion\|targetSdkVersion\|application-label\|application-icon\|launchable-activity\|native-code\|locales\|densities\| *uses-gl-es\| *uses-feature\| *uses-implied-feature\)/p' <<<"$1" |
      sed 's/-v4\//\//' | sort
  }
  WANT=$(badging_core "$B"); GOT=$(badging_core "$RB")
  if [ "$WANT" != "$GOT" ]; then
    printf -- '---- APK:\n%s\n---- bundle, converted back:\n%s\n----\n' "$WANT" "$GOT" >&2
    fail_read "$RB" "the bundle's base module does not convert back to the APK's badging"
  fi
  # the manifest's attributes the badging does not show (appCategory, the back opt-in, the
  # theme, configChanges), as in the APK
  RX=$(aapt dump xmltree "$RT/binary.apk" AndroidManifest.xml 2>&1) || fail_read "$RX" "aapt dump xmltree (round trip)"
  for attr in appCategory enableOnBackInvokedCallback theme configChanges; do
    [ "$(grep "android:$attr(" <<<"$RX")" = "$(grep "android:$attr(" <<<"$XT")" ] ||
      fail_read "$RX" "round trip: android:$attr differs from the APK's ($(grep "android:$attr(" <<<"$XT"))"
  done
  # every launcher icon file of the APK is in the round trip's binary APK
  RL=$(unzip -l "$RT/binary.apk" 2>&1) || fail_read "$RL" "unzip -l (round trip)"
  for f in $(grep -o 'res/mipmap-[^ ]*' <<<"$IL"); do grep -q " $f\$" <<<"$RL" || fail_read "$RL" "round trip: no $f"; done
  echo "round trip (base/ -> aapt2 convert -> aapt dump badging): the same $(wc -l <<<"$GOT") lines as the APK:"
  sed 's/^/  /' <<<"$GOT"
  echo "app bundle: $OUT_AAB ($(stat -c %s "$OUT_AAB") bytes)"
fi
say "done: $OUT_APK ($SIZE bytes, budget $MAX_APK_BYTES; versionCode $VERSION_CODE)"
