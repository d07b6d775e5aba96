#!/usr/bin/env bash
# The Windows download: target/dist/reversi-windows-x86_64.zip with Reversi.exe (64-bit, GUI
# subsystem: no console window; icon and version information embedded by build.rs through
# mingw-w64's windres), LICENSES.txt and README.txt. Cross-built here with the Rust target
# x86_64-pc-windows-gnu and Debian's mingw-w64 (both installed if missing: run as root or with
# sudo). Checks the exe's import table: only DLLs that every Windows 10/11 has.
# Run it under Wine: build-scripts/e2e-windows.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

TARGET=x86_64-pc-windows-gnu
DIST=target/dist
ZIP=$DIST/reversi-windows-x86_64.zip
STAGE=target/dist/windows/reversi-windows-x86_64
VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p;T;q' Cargo.toml)

need_packages gcc-mingw-w64-x86-64:x86_64-w64-mingw32-gcc \
    binutils-mingw-w64-x86-64:x86_64-w64-mingw32-windres zip:zip unzip:unzip python3:python3
need_rust_target "$TARGET"

echo "== cargo build --release --target $TARGET"
cargo build --locked --release --target "$TARGET" --bin reversi
EXE="${CARGO_TARGET_DIR:-target}/$TARGET/release/reversi.exe"

rm -rf "$STAGE" "$ZIP"
mkdir -p "$STAGE"
x86_64-w64-mingw32-strip -o "$STAGE/Reversi.exe" "$EXE"

echo "== checks of Reversi.exe"
HEADERS=$(x86_64-w64-mingw32-objdump -p "$STAGE/Reversi.exe")
grep -q 'Subsystem.*(Windows GUI)' <<<"$HEADERS" || { echo "Reversi.exe is not a GUI program" >&2; exit 1; }
echo "  subsystem: Windows GUI (no console window)"
grep -q '^Magic.*020b' <<<"$HEADERS" || { echo "Reversi.exe is not 64-bit (PE32+)" >&2; exit 1; }
grep -q ' \.rsrc ' <<<"$(x86_64-w64-mingw32-objdump -h "$STAGE/Reversi.exe")" ||
    { echo "Reversi.exe has no resources (icon, version information)" >&2; exit 1; }
echo "  resources: icon and version information (.rsrc)"
DLLS=$(sed -n 's/^\s*DLL Name: //p' <<<"$HEADERS" | sort -fu)
echo "  imported DLLs: $(tr '\n' ' ' <<<"$DLLS")"
# What every Windows 10/11 has (no mingw runtime such as libgcc_s or libwinpthread beside it).
# bcryptprimitives.dll: Rust's std (ProcessPrng), Windows 10 and later. uiautomationcore,
# combase, propsys, rpcrt4: UI Automation (accesskit_windows), in every Windows since 7.
SYSTEM_DLLS="kernel32.dll ntdll.dll user32.dll gdi32.dll opengl32.dll advapi32.dll shell32.dll
ole32.dll oleaut32.dll ws2_32.dll userenv.dll bcrypt.dll bcryptprimitives.dll msvcrt.dll
winmm.dll ole32.dll shcore.dll dwmapi.dll imm32.dll uxtheme.dll secur32.dll synchronization.dll
uiautomationcore.dll combase.dll propsys.dll rpcrt4.dll"
while read -r dll; do
    [ -z "$dll" ] && continue
    lower=$(tr '[:upper:]' '[:lower:]' <<<"$dll")
    case "$lower" in api-ms-win-*) continue ;; esac
    grep -qw -- "$lower" <<<"$SYSTEM_DLLS" || { echo "Reversi.exe needs $dll, which Windows does not ship" >&2; exit 1; }
done <<<"$DLLS"

sed "s/@VERSION@/$VERSION/" build-scripts/dist/README-windows.txt | sed 's/$/\r/' >"$STAGE/README.txt"
python3 build-scripts/dist/licences.py "$TARGET" "$STAGE/LICENSES.txt"
sed -i 's/$/\r/' "$STAGE/LICENSES.txt"
(cd "$(dirname "$STAGE")" && zip -q -9 -r -X "$OLDPWD/$ZIP" "$(basename "$STAGE")")
echo "== $ZIP: $(stat -c %s "$ZIP") bytes; Reversi.exe $(stat -c %s "$STAGE/Reversi.exe") bytes"
# the download's budget (issue 53: every language and its font within it)
MAX_ZIP_BYTES=${MAX_ZIP_BYTES:-3200000}
[ "$(stat -c %s "$ZIP")" -le "$MAX_ZIP_BYTES" ] \
    || { echo "FAIL: $ZIP is over its budget of $MAX_ZIP_BYTES bytes" >&2; exit 1; }
unzip -l "$ZIP"
