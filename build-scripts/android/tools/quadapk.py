#!/usr/bin/env python3
"""Helpers for build-android.sh (no Android NDK/SDK needed).

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
