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
# miniquad is built with build-scripts/android/miniquad-android-idle.patch (its render
# thread otherwise keeps a core busy while the app is in the background, and a pause or a
# new surface gets no frame of its own in a blocking event loop).
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
#   ASSETS_EXCLUDE="eval-weights.bin font.ttf": assets the library compiles in (include_bytes!),
#     so they are not packed a second time
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
#   MAX_APK_BYTES = 1572864 (1.5 MiB budget; the build fails above it)
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
ASSETS_EXCLUDE=${ASSETS_EXCLUDE:-eval-weights.bin font.ttf}
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
MAX_APK_BYTES=${MAX_APK_BYTES:-1572864}
# check-api21.sh and its AOSP symbol lists are used from the shared folder beside the
# repository (../shared), never copied here; without it the check is skipped with a note
CHECK_API21=${CHECK_API21:-$PROJECT/../shared/android/check-api21.sh}
mkdir -p "$TOOLS"

# ---------------------------------------------------------------- host packages
say "host tools"
pkgs=(clang-14 lld-14 aapt zipalign apksigner dexdump openjdk-17-jdk-headless python3 binutils unzip patch)
missing=(); for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if ((${#missing[@]})); then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v cargo >/dev/null || { echo "cargo/rustup required" >&2; exit 1; }
declare -A RUST_TRIPLE=([arm64-v8a]=aarch64-linux-android [x86_64]=x86_64-linux-android)
for abi in $ABIS; do
  [ -n "${RUST_TRIPLE[$abi]:-}" ] || { echo "unsupported ABI $abi" >&2; exit 1; }
  grep -qx "${RUST_TRIPLE[$abi]}" <<<"$(rustup target list --installed)" || rustup target add "${RUST_TRIPLE[$abi]}"
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

# ------------------------------------------------------------ embedded helpers
cat > "$TOOLS/quadapk.py" <<'PYEOF'
#!/usr/bin/env python3
"""Helpers for build-apk.sh (no Android NDK/SDK needed).

  link ARGS...                  rustc's linker for *-linux-android (called through
                                linker-apiNN.sh): links with clang-14 + lld against
                                stub libraries generated from the link's own
                                undefined symbols (see "Stub libraries" below).
  undef LIBMAIN.so              summary of what a linked .so imports from the device.
  checkdex DEX ANDROID_JAR ALLOWED
                                every framework member classes.dex references must
                                exist in ANDROID_JAR (walking superclasses), or be listed
                                in ALLOWED (newer-API members guarded by SDK_INT checks).
  icon OUT.png                  draw a 192x192 Reversi-style launcher icon.
  pkgdir METADATA.json NAME     print the source dir of package NAME from `cargo metadata`.
"""
import json, os, re, shutil, struct, subprocess, sys, tempfile, zlib

# ---------------------------------------------------------------- Stub libraries
# The stub libc.so/libm.so/libdl.so/liblog.so/libandroid.so/libOpenSLES.so made here
# exist ONLY so that lld can link libmain.so: each gives the undefined symbols that
# belong to it a home with the right SONAME (-> a DT_NEEDED entry) and type (function
# or data object). They are never packaged; on the device the real system libraries
# provide the code. They are generated for every link from the link's own undefined
# symbols (a first "probe" link against empty stubs lists them), so nothing here knows
# which symbols an Android version really exports: a symbol the device lacks links
# fine and fails at load time ("cannot locate symbol"), which is what the qemu smoke
# test and a run on a device are for.

# public NDK libraries a link may ask for with -lNAME (any other -lNAME must exist as a
# file, like the empty libunwind.a; else the link stops with an explanation)
PUBLIC_LIBS = ("c", "m", "dl", "log", "android", "EGL", "GLESv1_CM", "GLESv2", "GLESv3",
               "OpenSLES", "aaudio", "jnigraphics", "mediandk", "camera2ndk", "nativewindow",
               "vulkan", "z")
# the dynamic-loader API: POSIX dlopen family, GNU extensions, <android/dlext.h>
DL_FUNCS = {"dlopen", "dlclose", "dlsym", "dlvsym", "dlerror", "dladdr", "dl_iterate_phdr",
            "dl_unwind_find_exidx", "android_dlopen_ext", "android_get_LD_LIBRARY_PATH",
            "android_update_LD_LIBRARY_PATH"}
# C99 <math.h> (7.12) functions, each also with the f and l suffix, a few common
# POSIX/BSD/GNU additions, and C99 <fenv.h> (7.6)
_C99_MATH = """acos asin atan atan2 cos sin tan acosh asinh atanh cosh sinh tanh exp exp2
  expm1 frexp ilogb ldexp log log10 log1p log2 logb modf scalbn scalbln cbrt fabs hypot pow
  sqrt erf erfc lgamma tgamma ceil floor nearbyint rint lrint llrint round lround llround
  trunc fmod remainder remquo copysign nan nextafter nexttoward fdim fmax fmin fma
  sincos lgamma_r gamma significand drem scalb j0 j1 jn y0 y1 yn""".split()
MATH_FUNCS = {f + s for f in _C99_MATH for s in ("", "f", "l")} | set(
    """feclearexcept fegetexceptflag feraiseexcept fesetexceptflag fetestexcept fegetround
    fesetround fegetenv feholdexcept fesetenv feupdateenv signgam""".split())
# well-known C/POSIX/BSD data objects. A symbol the probe link calls through the PLT is
# a function; one it only takes the address of is data if listed here or SL_IID_*, else
# a function whose address is taken (in a shared library a wrong guess is harmless:
# either way the reference is a GOT entry bound by name at load time)
DATA_OBJECTS = set("""environ stdin stdout stderr __sF optarg optind opterr optopt optreset
  timezone daylight tzname signgam __progname sys_siglist sys_signame in6addr_any
  in6addr_loopback __stack_chk_guard _ctype_""".split())
# symbols no Android system library provides for an app: they must be linked into
# libmain.so itself (the unwinder comes from the `unwinding` crate, atomics helpers and
# soft-float from compiler_builtins, C++ runtime from a packaged libc++_shared.so)
NOT_FROM_DEVICE = ("_Unwind_", "__gxx_personality", "__rust_", "_ZN", "_ZS", "_ZT", "__aarch64_")


def lib_for(sym, asked):
    """Which system library an undefined symbol comes from, by its name."""
    if sym.startswith("__android_log_"):
        return "log"
    if sym in DL_FUNCS:
        return "dl"
    if sym.startswith("SL_IID_") or re.match(r"sl[A-Z]", sym):
        return "OpenSLES"
    if re.match(r"egl[A-Z]", sym):
        return "EGL"
    if re.match(r"gl[A-Z]", sym):
        return next((l for l in ("GLESv3", "GLESv2", "GLESv1_CM") if l in asked), "GLESv2")
    if re.match(r"vk[A-Z]", sym):
        return "vulkan"
    if sym.startswith("AAudio"):
        return "aaudio"
    if sym.startswith(("AndroidBitmap_", "AImageDecoder")):
        return "jnigraphics"
    if re.match(r"A(Media|Image)[A-Za-z]*_", sym):
        return "mediandk"
    if sym.startswith("ACamera"):
        return "camera2ndk"
    if re.match(r"A[A-Z][A-Za-z0-9]*_", sym):          # ANativeWindow_, AAssetManager_, ALooper_ ...
        return "android"
    if sym in MATH_FUNCS:
        return "m"
    if "z" in asked and re.match(r"(deflate|inflate|compress|uncompress|crc32|adler32|zlib|zError|gz)", sym):
        return "z"
    return "c"


def _readelf(args):
    return subprocess.run(["readelf"] + args, capture_output=True, text=True, check=True).stdout.splitlines()


def dyn_imports(path):
    """(strong undefined, weak undefined, called via PLT) dynamic symbols of an ELF file."""
    strong, weak, called = set(), set(), set()
    for l in _readelf(["--dyn-syms", "-W", path]):
        c = l.split()
        if len(c) >= 8 and c[0].rstrip(":").isdigit() and c[-2] == "UND":
            (weak if c[4] == "WEAK" else strong).add(c[-1].split("@")[0])
    for l in _readelf(["-rW", path]):
        c = l.split()
        if len(c) >= 5 and c[2].endswith("JUMP_SLOT"):
            called.add(c[4].split("@")[0])
    return strong, weak, called


def needed(path):
    return [m.group(1) for l in _readelf(["-d", path]) for m in [re.search(r"\(NEEDED\).*\[(.*)\]", l)] if m]


def make_stub(libdir, lib, syms, triple, api):
    """lib<lib>.so exporting syms {name: is_data}; link-time only, never packaged."""
    asm = ["/* link-time stub of the device's lib%s.so: never packaged, never run */" % lib, ".text"]
    for name, is_data in sorted(syms.items()):
        if is_data:
            asm += [".data", ".balign 8", f".globl {name}", f".type {name},%object",
                    f".size {name},8", f"{name}:", ".quad 0", ".text"]
        else:
            asm += [f".globl {name}", f".type {name},%function", f"{name}:", "ret"]
    src = os.path.join(libdir, f"lib{lib}.S")
    with open(src, "w") as f:
        f.write("\n".join(asm) + "\n")
    subprocess.check_call(["clang-14", f"--target={triple}{api}", "-nostdlib", "-shared", "-fuse-ld=lld",
                           f"-Wl,-soname,lib{lib}.so", "-Wl,--hash-style=both",
                           "-o", os.path.join(libdir, f"lib{lib}.so"), src])
    os.remove(src)


def _expand(args):
    """Arguments with rustc's @response files read (for looking only; clang reads them itself)."""
    out = []
    for a in args:
        if a.startswith("@") and os.path.isfile(a[1:]):
            for l in open(a[1:], encoding="utf-8", errors="replace").read().splitlines():
                out.append(re.sub(r"\\(.)", r"\1", l.strip().strip('"')))
        else:
            out.append(a)
    return out


def link(*args):
    args = list(args)
    triple, api = os.environ["ANDROID_CLANG_TARGET"], os.environ["ANDROID_MIN_SDK"]
    sysroot = os.environ["ANDROID_STUB_SYSROOT"]
    flat = _expand(args)
    out = next((flat[i + 1] for i in range(len(flat) - 1) if flat[i] == "-o"), "lib.so")
    soname = os.path.basename(out)
    asked = []
    for i, a in enumerate(flat):
        n = flat[i + 1] if a == "-l" and i + 1 < len(flat) else a[2:] if a.startswith("-l") and len(a) > 2 else None
        if n and not n.startswith(":") and n not in asked:
            asked.append(n)
    dirs = [flat[i + 1] for i in range(len(flat) - 1) if flat[i] == "-L"] + \
        [a[2:] for a in flat if a.startswith("-L") and len(a) > 2] + [os.path.join(sysroot, "usr/lib", triple)]
    for n in asked:
        if n not in PUBLIC_LIBS and not any(os.path.exists(os.path.join(d, f"lib{n}{x}")) for d in dirs for x in (".a", ".so")):
            sys.exit(f"android-linker: -l{n} is not a public NDK library; without the NDK it cannot be "
                     f"linked (a crate that builds or links C code for Android is not supported)")
    strict = soname == "libmain.so"
    clang = ["clang-14", f"--target={triple}{api}", f"--sysroot={sysroot}", "-fuse-ld=lld"]
    tail = [f"-Wl,-soname,{soname}", "-Wl,-z,max-page-size=16384", "-Wl,--hash-style=both",
            "-Wl,--build-id=sha1"]
    tmp = tempfile.mkdtemp(prefix="quadapk-link-")
    try:
        # 1. probe: link against empty stubs, undefined symbols allowed
        probe = os.path.join(tmp, "probe")
        os.mkdir(probe)
        for n in asked:
            if n in PUBLIC_LIBS:
                make_stub(probe, n, {}, triple, api)
        rc = subprocess.call(clang + ["-L", probe] + args + tail + ["-Wl,-z,undefs"])
        if rc:
            return rc
        strong, weak, called = dyn_imports(out)
        if strict:
            bad = sorted(s for s in strong if s.startswith(NOT_FROM_DEVICE))
            if bad:
                os.remove(out)
                sys.exit("android-linker: libmain.so would import " + ", ".join(bad) +
                         "\n  no Android system library provides these; they must be linked into libmain.so")
        # 2. stubs: every strong undefined symbol goes to its library, as a function
        #    (called through the PLT, or unknown) or a data object. Weak references stay
        #    unresolved (as a weak reference to an NDK symbol newer than minSdk would): the
        #    device binds them if present, else they are null.
        per_lib = {n: {} for n in asked if n in PUBLIC_LIBS}
        for s in sorted(strong):
            if s in called:
                is_data = False
            else:
                is_data = s.startswith("SL_IID_") or s in DATA_OBJECTS
            per_lib.setdefault(lib_for(s, asked), {})[s] = is_data
        final = os.path.join(tmp, "final")
        os.mkdir(final)
        extra = []
        for n, syms in per_lib.items():
            make_stub(final, n, syms, triple, api)
            if n not in asked:
                extra.append(f"-l{n}")
                print(f"android-linker: note: {soname} uses lib{n}.so ({', '.join(sorted(syms)[:3])} ...)"
                      f" but nothing asked for -l{n}; added", file=sys.stderr)
        # 3. the real link: every non-weak symbol must now resolve
        rc = subprocess.call(clang + ["-L", final] + args + extra + tail +
                             (["-Wl,--no-undefined"] if strict else []))
        if rc:
            if os.path.exists(out):
                os.remove(out)
            return rc
        s2, w2, _ = dyn_imports(out)
        if (s2, w2) != (strong, weak):
            os.remove(out)
            sys.exit(f"android-linker: probe and final link of {soname} import different symbols")
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def undef(so):
    strong, weak, _ = dyn_imports(so)
    libs = needed(so)
    per = {}
    for s in strong:
        per.setdefault(f"lib{lib_for(s, [l[3:-3] for l in libs])}.so", []).append(s)
    print("  imports from the device: " + ", ".join(f"{l} {len(v)}" for l, v in sorted(per.items()))
          + (f"; weak (optional): {' '.join(sorted(weak))}" if weak else ""))
    missing = sorted(set(per) - set(libs))
    if missing:
        sys.exit(f"  symbols for {' '.join(missing)}, which is not NEEDED")


def _javap(jar, classes, cache):
    todo = [c for c in classes if c not in cache]
    if not todo:
        return
    names = [c[1:-1].replace("/", ".") for c in todo]
    out = subprocess.run(["javap", "-cp", jar, "-s", "-p"] + names, capture_output=True, text=True).stdout
    for c in todo:
        cache[c] = None
    cur = None
    lines = out.splitlines()
    for i, l in enumerate(lines):
        m = re.match(r"^(?:public |protected |private |abstract |final |static |sealed |non-sealed )*(?:class|interface|enum) ([\w.$]+)(.*)\{$", l)
        if m:
            cur = "L" + m.group(1).replace(".", "/") + ";"
            supers = []
            for kw in ("extends", "implements"):
                mm = re.search(kw + r" ([\w.$, ]+?)(?= implements| extends|\s*$)", m.group(2))
                if mm:
                    supers += ["L" + s.strip().replace(".", "/") + ";" for s in mm.group(1).split(",")]
            if not supers and cur != "Ljava/lang/Object;":
                supers = ["Ljava/lang/Object;"]
            cache[cur] = (supers, set())
            simple = m.group(1).split(".")[-1]
            continue
        if cur and l.strip().startswith("descriptor:"):
            decl, desc = lines[i - 1], l.split(":", 1)[1].strip()
            if decl.strip().startswith("static {}"):
                continue
            if "(" in decl:
                n = re.search(r"([\w$<>]+)\(", decl).group(1)
                if n in (simple, m and m.group(1)) or n == cur[1:-1].replace("/", "."):
                    n = "<init>"
            else:
                n = re.search(r"([\w$]+)\s*$", decl.split("=")[0].strip().rstrip(";")).group(1)
            cache[cur][1].add((n, desc))


def checkdex(dex, jar, allowed_file):
    allowed = {l.strip() for l in open(allowed_file) if l.strip() and not l.startswith("#")}
    dd = subprocess.run(["dexdump", "-d", dex], capture_output=True, text=True, check=True).stdout
    refs = sorted(set(re.findall(r"(L[\w/$]+;)\.([\w<>$]+):(\S+)", dd)))
    own, declared = {}, set()
    for blk in re.split(r"Class #\d+\s*-", dd)[1:]:
        c = re.search(r"Class descriptor\s*:\s*'(L[^']+;)'", blk).group(1)
        sup = re.search(r"Superclass\s*:\s*'(L[^']+;)'", blk).group(1)
        ifs = re.findall(r"#\d+\s*:\s*'(L[^']+;)'", blk.split("Static fields")[0])
        own[c] = [sup] + ifs
        for n, d in re.findall(r"name\s*:\s*'([^']+)'\s*\n\s*type\s*:\s*'([^']+)'", blk):
            declared.add((c, n, d))
    cache = {}

    def supers(c):
        if c in own:
            return own[c]
        _javap(jar, [c], cache)
        return cache[c][0] if cache.get(c) else []

    def has(c, n, d, seen):
        if c in seen:
            return False
        seen.add(c)
        if (c, n, d) in declared:
            return True
        if c not in own:
            _javap(jar, [c], cache)
            if not cache.get(c):
                return False
            if (n, d) in cache[c][1]:
                return True
        return any(has(s, n, d, seen) for s in supers(c))

    # prefetch in one javap call
    _javap(jar, sorted({c for c, _, _ in refs if c not in own} | {s for v in own.values() for s in v if s not in own}), cache)
    bad = newer = 0
    for c, n, d in refs:
        key = f"{c}.{n}:{d}"
        if has(c, n, d, set()):
            continue
        if key in allowed:
            newer += 1
            continue
        bad += 1
        print("  MISSING in android.jar:", key)
    print(f"  classes.dex: {len(refs)} member refs checked, {bad} missing, {newer} newer-API (allowed)")
    sys.exit(1 if bad else 0)


def icon(out):
    n = 192

    def px(x, y):
        cx, cy = (x + 0.5) / n * 4, (y + 0.5) / n * 4
        gx, gy = int(cx), int(cy)
        if 1 <= gx <= 2 and 1 <= gy <= 2:
            dx, dy = cx - gx - 0.5, cy - gy - 0.5
            if dx * dx + dy * dy < 0.16:
                return (240, 240, 240) if (gx + gy) % 2 == 0 else (15, 15, 15)
        if min(cx % 1, cy % 1) < 0.03:
            return (10, 60, 25)
        return (24, 110, 50)
    raw = b"".join(b"\0" + bytes(v for x in range(n) for v in px(x, y)) for y in range(n))

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    open(out, "wb").write(png)


def pkgdir(meta, name):
    for p in json.load(open(meta))["packages"]:
        if p["name"] == name:
            print(os.path.dirname(p["manifest_path"]))
            return
    sys.exit(f"package {name} not found in cargo metadata")


if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    sys.exit({"link": link, "undef": undef, "checkdex": checkdex, "icon": icon, "pkgdir": pkgdir}[cmd](*args))
PYEOF

# (a file of this build's own: $TOOLS is shared by every checkout's builds, which may run at
# the same time with another list)
NEWER_API=$(mktemp); trap 'rm -f "$NEWER_API"' EXIT
cat > "$NEWER_API" <<'APIEOF'
# Framework members newer than API 23 that miniquad 0.4's MainActivity.java uses,
# each behind a Build.VERSION.SDK_INT check (Insets: 29, the rest: 28/30).
Landroid/graphics/Insets;.bottom:I
Landroid/graphics/Insets;.left:I
Landroid/graphics/Insets;.right:I
Landroid/graphics/Insets;.top:I
Landroid/view/Window;.setDecorFitsSystemWindows:(Z)V
Landroid/view/WindowInsets$Type;.ime:()I
Landroid/view/WindowInsets$Type;.systemBars:()I
Landroid/view/WindowInsets$Type;.displayCutout:()I
Landroid/view/WindowInsets;.getInsets:(I)Landroid/graphics/Insets;
Landroid/view/WindowManager$LayoutParams;.LAYOUT_IN_DISPLAY_CUTOUT_MODE_SHORT_EDGES:I
Landroid/view/WindowManager$LayoutParams;.layoutInDisplayCutoutMode:I
APIEOF

# rustc's linker for *-linux-android: clang-14 + lld, two passes per link (see
# "Stub libraries" in quadapk.py): a probe link lists the undefined symbols, stubs
# made from them give each its library, then the real link. libmain.so is linked
# with --no-undefined and must not import anything no system library provides.
cat > "$TOOLS/android-linker.sh" <<'LDEOF'
#!/bin/sh
# Env: ANDROID_CLANG_TARGET (e.g. aarch64-linux-android), ANDROID_MIN_SDK, ANDROID_STUB_SYSROOT
exec python3 "$(dirname "$0")/quadapk.py" link "$@"
LDEOF
chmod +x "$TOOLS/android-linker.sh"

# Stand-in for the NDK's crtbegin_so.o: __dso_handle, __cxa_finalize at dlclose, and the
# .note.android.ident note with the API level.
cat > "$TOOLS/crtbegin_so.c" <<'CEOF'
extern void __cxa_finalize(void *);
__attribute__((visibility("hidden"))) void *__dso_handle = &__dso_handle;
__attribute__((visibility("hidden"), destructor)) void __on_dlclose(void) {
  __cxa_finalize(&__dso_handle);
}
__asm__(".pushsection .note.android.ident,\"a\",%note\n.balign 4\n"
        ".long 8\n.long 4\n.long 1\n.ascii \"Android\\0\"\n.long " API_STR "\n.popsection\n");
CEOF

# ------------------------------------------------------------- stub sysroot
# Holds only crtbegin_so.o/crtend_so.o and an empty libunwind.a; the stub libc.so,
# libm.so, ... are generated per link (quadapk.py link), for linking only.
SYSROOT=$TOOLS/sysroot-$(cat "$TOOLS/quadapk.py" "$TOOLS/crtbegin_so.c" "$TOOLS/android-linker.sh" | sha1sum | cut -c1-10)
# the linker's path names the linker version and API level, so cargo relinks when either changes
LINKER=$SYSROOT/linker-api$MIN_SDK.sh; mkdir -p "$SYSROOT"
cp "$TOOLS/android-linker.sh" "$LINKER"; cp "$TOOLS/quadapk.py" "$SYSROOT/quadapk.py"
for abi in $ABIS; do
  t=${RUST_TRIPLE[$abi]}; d=$SYSROOT/usr/lib/$t/$MIN_SDK
  if [ ! -s "$d/crtbegin_so.o" ]; then
    say "crt objects for $abi, API $MIN_SDK"
    mkdir -p "$d"
    clang-14 --target="$t$MIN_SDK" -fPIC -O2 -DAPI_STR="\"$MIN_SDK\"" -c "$TOOLS/crtbegin_so.c" -o "$d/crtbegin_so.o"
    echo | clang-14 --target="$t$MIN_SDK" -x c -c - -o "$d/crtend_so.o"
    rm -f "$SYSROOT/usr/lib/$t/libunwind.a"; ar rc "$SYSROOT/usr/lib/$t/libunwind.a"  # empty: -lunwind
  fi
done

# --------------------------------------------------------------- glue crate
say "cargo metadata"
META=$(mktemp); trap 'rm -f "$META" "$NEWER_API"' EXIT
(cd "$PROJECT" && cargo metadata --format-version 1 --no-deps) > "$META"
read -r PKG_NAME PKG_VERSION GAME_LIB < <(python3 - "$META" "$PROJECT" <<'PY'
import json, os, sys
m = json.load(open(sys.argv[1]))
want = os.path.realpath(os.path.join(sys.argv[2], "Cargo.toml"))
p = next(p for p in m["packages"] if os.path.realpath(p["manifest_path"]) == want)
lib = next((t["name"] for t in p["targets"] if "lib" in t["kind"] or "rlib" in t["kind"]), None)
if lib is None:
    sys.exit("the game package needs a [lib] target (see the header of build-apk.sh)")
print(p["name"], p["version"], lib.replace("-", "_"))
PY
)
WS_ROOT=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["workspace_root"])' "$META")
TARGET_DIR=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["target_directory"])' "$META")
VERSION_NAME=${VERSION_NAME:-$PKG_VERSION}
# versionCode from the crate version MAJOR.MINOR.PATCH: MAJOR*1000000 + MINOR*1000 + PATCH.
# It rises with every version bump (0.1.0 -> 1000, 0.1.1 -> 1001, 0.2.0 -> 2000, 1.0.0 ->
# 1000000), so a newer build always updates an older install. A pre-release (1.2.0-rc.1)
# gets its release's code. Android refuses an update with a lower code: the build stops if
# the code would fall below build-scripts/android/min-version-code (the last released code).
if [ -z "${VERSION_CODE:-}" ]; then
  IFS=. read -r vmaj vmin vpat <<< "${PKG_VERSION%%[-+]*}"
  if [ "$vmin" -ge 1000 ] || [ "$vpat" -ge 1000 ]; then
    echo "version $PKG_VERSION: minor and patch must stay below 1000 for the versionCode scheme" >&2; exit 1
  fi
  VERSION_CODE=$(( vmaj * 1000000 + vmin * 1000 + vpat ))
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
# miniquad with build-scripts/android/miniquad-android-idle.patch: without it miniquad 0.4's
# render thread keeps looping at full speed while the app is in the background (no surface),
# and with the game's blocking event loop a pause or a new surface would get no frame (the
# frame in which the game saves on a pause; the first picture on a new surface).
# The registry's sources are copied to $WORK and patched there (recreated only when the
# version or the patch changes, so cargo does not rebuild it every time).
MQ_PATCH=${MQ_PATCH:-$HERE/android/miniquad-android-idle.patch}
if [ -n "$MQ_PATCH" ]; then
  (cd "$GLUE" && cargo metadata --format-version 1 --filter-platform aarch64-linux-android) > "$META"
  MQ_REG=$(python3 "$TOOLS/quadapk.py" pkgdir "$META" miniquad)
  MQ_DST=$WORK/$(basename "$MQ_REG")-patched
  stamp="$(basename "$MQ_REG") $(sha1sum < "$MQ_PATCH" | cut -c1-16)"
  if [ "$(cat "$MQ_DST/.patched" 2>/dev/null)" != "$stamp" ]; then
    say "miniquad: $(basename "$MQ_PATCH")"
    rm -rf "$MQ_DST"; cp -r "$MQ_REG" "$MQ_DST"
    patch -d "$MQ_DST" -p1 --no-backup-if-mismatch < "$MQ_PATCH" \
      || { echo "the miniquad patch does not apply to $(basename "$MQ_REG"): update it or set MQ_PATCH=" >&2; exit 1; }
    echo "$stamp" > "$MQ_DST/.patched"
  fi
  printf '\n[patch.crates-io]\nminiquad = { path = "%s" }\n' "$MQ_DST" >> "$GLUE/Cargo.toml"
fi
cat > "$GLUE/lib.rs" <<RS
// Generated by build-apk.sh: the Android entry point of the game.
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
  for s in JNI_OnLoad quad_main Java_quad_1native_QuadNative_activityOnCreate Java_quad_1native_QuadNative_surfaceOnTouch; do
    awk -v s="$s" '$8==s && $7!="UND" {found=1} END {exit !found}' <<<"$syms" || { echo "  $s not exported" >&2; exit 1; }
  done
  python3 "$TOOLS/quadapk.py" undef "$so"
  echo "  undefined (resolved by the device's libs): $(awk '$7=="UND" && $8!=""' <<<"$syms" | wc -l) symbols; JNI entry points exported; no TEXTREL/TLS; 16 KiB LOAD alignment"
  mkdir -p "$LIBDIR/$abi"; cp "$so" "$LIBDIR/$abi/libmain.so"
done

# --------------------------------------------------------------- Java side
say "java: miniquad MainActivity -> classes.dex"
(cd "$GLUE" && cargo metadata --format-version 1 --filter-platform "${RUST_TRIPLE[${ABIS%% *}]}") > "$META"
MQ=$(python3 "$TOOLS/quadapk.py" pkgdir "$META" miniquad)
J=$WORK/java; rm -rf "$J"; mkdir -p "$J/src/quad_native" "$J/src/${APP_ID//.//}" "$J/obj" "$J/compat/android/view" "$J/compat/android/graphics" "$J/compat/android/window" "$J/compat-obj"
# Predictive back (API 33+). At targetSdkVersion 36 Android 16 no longer gives Back to the
# view as KEYCODE_BACK (nor calls onBackPressed): an OnBackInvokedCallback must take it. The
# callback hands it to the game as the Back key, the same key the view passes on below API 33,
# so the game decides as before (in a game: the menu, saved; Statistics/Settings: the menu; the
# menu: moveTaskToBack). Android 13-15 ignore the registration unless the manifest opts in
# (android:enableOnBackInvokedCallback, not set): there the key path goes on working.
# Registered through reflection on the dispatcher; the interface is a compile-time stand-in.
cat > "$J/back-callback.java" <<'JEOF'
    private Object backCallback;

    private void registerBackCallback() {
        if (Build.VERSION.SDK_INT < 33) {
            return;
        }
        try {
            backCallback = new android.window.OnBackInvokedCallback() {
                public void onBackInvoked() {
                    QuadNative.surfaceOnKeyDown(KeyEvent.KEYCODE_BACK);
                    QuadNative.surfaceOnKeyUp(KeyEvent.KEYCODE_BACK);
                }
            };
            Object dispatcher = Activity.class.getMethod("getOnBackInvokedDispatcher").invoke(this);
            Class.forName("android.window.OnBackInvokedDispatcher")
                .getMethod("registerOnBackInvokedCallback", int.class,
                    Class.forName("android.window.OnBackInvokedCallback"))
                .invoke(dispatcher, 0, backCallback);   // 0 = PRIORITY_DEFAULT
        } catch (Throwable e) {
            Log.w("SAPP", "OnBackInvokedCallback not registered: " + e);
        }
    }
JEOF
echo '        registerBackCallback();' > "$J/back-oncreate.java"
sed -e "s/TARGET_PACKAGE_NAME/$APP_ID/g" -e "s/LIBRARY_NAME/main/g" \
  -e "/^[[:space:]]*\/\/% MAIN_ACTIVITY_BODY/r $J/back-callback.java" \
  -e "/^[[:space:]]*\/\/% MAIN_ACTIVITY_ON_CREATE/r $J/back-oncreate.java" \
  -e '/^[[:space:]]*\/\/%/d' \
  "$MQ/java/MainActivity.java" > "$J/src/${APP_ID//.//}/MainActivity.java"
# Edge-to-edge (enforced from API 35): miniquad's ResizingLayout pads the game's surface by the
# system bars' insets (API 30+); the display cutout's insets are added to that padding, so no
# part of the picture (button, score, square) lies under a bar or a cutout.
sed -i 's/insets\.getInsets(WindowInsets\.Type\.systemBars())/insets.getInsets(WindowInsets.Type.systemBars() | WindowInsets.Type.displayCutout())/' \
  "$J/src/${APP_ID//.//}/MainActivity.java"
grep -q "WindowInsets.Type.displayCutout()" "$J/src/${APP_ID//.//}/MainActivity.java" ||
  { echo "MainActivity.java: the cutout insets were not added (miniquad's ResizingLayout changed?)" >&2; exit 1; }
grep -q "registerBackCallback();" "$J/src/${APP_ID//.//}/MainActivity.java" ||
  { echo "MainActivity.java: the back callback was not inserted (miniquad's placeholders moved?)" >&2; exit 1; }
cat > "$J/compat/android/window/OnBackInvokedCallback.java" <<'JEOF'
package android.window;
public interface OnBackInvokedCallback {
    void onBackInvoked();
}
JEOF
cp "$MQ/java/QuadNative.java" "$J/src/quad_native/"
# Compile-time stand-ins for API 28-30 members (android.jar here is API 23). Only
# javac sees them; the dex references the real framework members by name.
cat > "$J/compat/android/graphics/Insets.java" <<'JEOF'
package android.graphics;
public final class Insets {
    public final int left, top, right, bottom;
    private Insets() { left = top = right = bottom = 0; }
}
JEOF
cat > "$J/compat/android/view/WindowInsets.java" <<'JEOF'
package android.view;
public final class WindowInsets {
    private WindowInsets() {}
    public android.graphics.Insets getInsets(int typeMask) { return null; }
    public static final class Type {
        private Type() {}
        public static int ime() { return 0; }
        public static int systemBars() { return 0; }
        public static int displayCutout() { return 0; }
    }
}
JEOF
cat > "$J/compat/android/view/Window.java" <<'JEOF'
package android.view;
public abstract class Window {
    public static final int FEATURE_NO_TITLE = 1;              // = SDK value
    public void setFlags(int flags, int mask) {}
    public final WindowManager.LayoutParams getAttributes() { return null; }
    public abstract View getDecorView();
    public void setDecorFitsSystemWindows(boolean decorFitsSystemWindows) {}
}
JEOF
cat > "$J/compat/android/view/WindowManager.java" <<'JEOF'
package android.view;
public interface WindowManager extends ViewManager {
    public static class LayoutParams extends ViewGroup.LayoutParams {
        public LayoutParams() { super(0, 0); }
        public static final int FLAG_LAYOUT_NO_LIMITS = 0x00000200;  // = SDK value
        // not a compile-time constant on purpose: read from the framework at run time
        public static final int LAYOUT_IN_DISPLAY_CUTOUT_MODE_SHORT_EDGES;
        static { LAYOUT_IN_DISPLAY_CUTOUT_MODE_SHORT_EDGES = 1; }
        public int layoutInDisplayCutoutMode;
    }
}
JEOF
JAVAC=(javac -nowarn -Xlint:-options -source 8 -target 8 -encoding UTF-8)
"${JAVAC[@]}" -bootclasspath "$ANDROID_JAR" -d "$J/compat-obj" $(find "$J/compat" -name '*.java')
"${JAVAC[@]}" -bootclasspath "$J/compat-obj:$ANDROID_JAR" -d "$J/obj" \
  "$J/src/quad_native/QuadNative.java" "$J/src/${APP_ID//.//}/MainActivity.java" 2>&1 | grep -v '^Note:' || true
[ -f "$J/obj/${APP_ID//.//}/MainActivity.class" ] || { echo "javac failed" >&2; exit 1; }
java -cp "$TOOLS/dx.jar" com.android.dx.command.Main --dex --min-sdk-version="$MIN_SDK" \
  --output="$WORK/apk/classes.dex" "$J/obj"
python3 "$TOOLS/quadapk.py" checkdex "$WORK/apk/classes.dex" "$ANDROID_JAR" "$NEWER_API"

# ------------------------------------------------------------------ the APK
say "aapt package, zipalign, apksigner"
A=$WORK/apk; rm -rf "$A/res"; mkdir -p "$A/res"
# the icons (examples/icons.rs includes src/icon.rs by path: no dependencies, one rustc call)
rustc -O --edition 2021 -o "$WORK/icons" "$PROJECT/examples/icons.rs"
"$WORK/icons" --android "$A/res" | sed "s|^$A/||" | tr '\n' ' '; echo
# the label, localized: res/values/strings.xml (English, the default) and values-<lang>/ for
# every other locales/<lang>/main.ftl, each from that file's app-title
xml_text() { python3 -c 'import sys, html; print(html.escape(sys.argv[1], quote=False).replace("\x27", "\\\x27").replace("\"", "\\\""))' "$1"; }
LABEL_LOCALES=""
for ftl in "$PROJECT"/locales/*/main.ftl; do
  lang=$(basename "$(dirname "$ftl")"); title=$(sed -n 's/^app-title *= *//p' "$ftl")
  [ -n "$title" ] || { echo "no app-title in $ftl" >&2; exit 1; }
  if [ "$lang" = en ]; then d=$A/res/values; else d=$A/res/values-$lang; LABEL_LOCALES="$LABEL_LOCALES $lang"; fi
  mkdir -p "$d"
  printf '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="app_name">%s</string>\n</resources>\n' \
    "$(xml_text "$title")" > "$d/strings.xml"
done
[ -f "$A/res/values/strings.xml" ] || { echo "no locales/en/main.ftl: no default label" >&2; exit 1; }
# The stand-in framework package: android:appCategory (API 26) with its real resource id, for
# aapt/aapt2 only (given before android.jar with -I; never packaged): the manifest then holds
# the attribute's id and its enum value as a device's framework defines them.
FW=$WORK/framework-standin; rm -rf "$FW"; mkdir -p "$FW/res/values"
cat > "$FW/AndroidManifest.xml" <<'XML'
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="android" />
XML
cat > "$FW/res/values/attrs.xml" <<'XML'
<resources>
    <!-- frameworks/base/core/res/res/values/attrs_manifest.xml and public.xml (API 26) -->
    <attr name="appCategory" format="enum">
        <enum name="game" value="0" /> <enum name="audio" value="1" /> <enum name="video" value="2" />
        <enum name="image" value="3" /> <enum name="social" value="4" /> <enum name="news" value="5" />
        <enum name="maps" value="6" /> <enum name="productivity" value="7" />
    </attr>
    <public type="attr" name="appCategory" id="0x01010545" />
</resources>
XML
aapt package -f -x -M "$FW/AndroidManifest.xml" -S "$FW/res" -F "$FW/framework-standin.apk"
THEME='@android:style/Theme.DeviceDefault.NoActionBar'; [ "$FULLSCREEN" = 1 ] && THEME="$THEME.Fullscreen"
cat > "$A/AndroidManifest.xml" <<XML
<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android"
        package="$APP_ID" android:versionCode="$VERSION_CODE" android:versionName="$VERSION_NAME">
    <uses-sdk android:minSdkVersion="$MIN_SDK" android:targetSdkVersion="$TARGET_SDK" />
    <uses-feature android:glEsVersion="$GLES" android:required="true" />
    <application android:hasCode="true" android:label="@string/app_name"${APP_CATEGORY:+ android:appCategory=\"$APP_CATEGORY\"}
            android:icon="@mipmap/ic_launcher" android:theme="$THEME">
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
  for f in $ASSETS_EXCLUDE; do
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
for lang in $LABEL_LOCALES; do
  t=$(sed -n 's/^app-title *= *//p' "$PROJECT/locales/$lang/main.ftl")
  grep -qxF "application-label-$lang:'$t'" <<<"$B" || fail_read "$B" "label for $lang is not '$t'"
  grep -q "^locales:.* '$lang'" <<<"$B" || fail_read "$B" "locale $lang not in the locales line"
done
echo "label: '$APP_LABEL' (default) +$LABEL_LOCALES"
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
  # the manifest's attributes the badging does not show: appCategory and the theme, as in the APK
  RX=$(aapt dump xmltree "$RT/binary.apk" AndroidManifest.xml 2>&1) || fail_read "$RX" "aapt dump xmltree (round trip)"
  for attr in appCategory theme configChanges; do
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
