#!/usr/bin/env bash
# What can be checked of the Flatpak (build-scripts/packaging/APP_ID.yml) on a machine that
# cannot fetch the freedesktop runtime and SDK from Flathub:
#
# - flatpak-builder reads the manifest (--show-manifest, with an empty stand-in for the
#   generated cargo-sources.json); its app id is app.conf's APP_ID and its command the game;
# - the module's build commands, run here outside the sandbox with FLATPAK_DEST in
#   target/flatpak-check/app (cargo from this machine's registry cache instead of the
#   manifest's cargo-sources.json), install the game, the .desktop entry, the icons and the
#   metainfo, every exported file named after the app id as Flatpak requires;
# - desktop-file-validate and appstreamcli validate --no-net pass on that tree.
#
# Not checked here: building in the sandbox on the runtime (its libraries, the SDK's Rust
# version), cargo-sources.json's generation, flathub's own linter (flatpak-builder-lint), and
# that the game runs in the sandbox (X11, GL through --device=dri, sound through PulseAudio).
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

need_packages --no-recommends flatpak-builder:flatpak-builder python3-yaml:/usr/lib/python3/dist-packages/yaml
need_packages appstream:appstreamcli desktop-file-utils:desktop-file-validate
load_app_conf
MANIFEST=build-scripts/packaging/$APP_ID.yml
OUT=target/flatpak-check
[ -f "$MANIFEST" ] || fail "no Flatpak manifest $MANIFEST (app.conf's APP_ID names it)"
rm -rf "$OUT"
mkdir -p "$OUT/manifest"

echo "== flatpak-builder --show-manifest $MANIFEST"
cp "$MANIFEST" "$OUT/manifest/"
# (a stand-in of one source: flatpak-builder drops a module's sources whole when a file of
# them holds none)
echo '[{"type": "inline", "contents": "", "dest-filename": "cargo-sources-stand-in"}]' \
  >"$OUT/manifest/cargo-sources.json"
# (from its own folder: flatpak-builder makes its state folder, .flatpak-builder, where it runs)
(cd "$OUT/manifest" && flatpak-builder --show-manifest "$APP_ID.yml") >"$OUT/manifest.json" 2>"$OUT/show-manifest.log" ||
  { cat "$OUT/show-manifest.log"; fail "flatpak-builder cannot read $MANIFEST"; }
[ ! -s "$OUT/show-manifest.log" ] || { cat "$OUT/show-manifest.log"; fail "flatpak-builder warns about $MANIFEST"; }
python3 - "$OUT/manifest.json" <<'PY' || fail "flatpak-builder did not read the manifest as written"
import json, sys
m = json.load(open(sys.argv[1]))
kinds = [s["type"] for s in m["modules"][0].get("sources", [])]
assert kinds == ["dir", "inline"], kinds
print(f"   read: {m['id']} on {m['runtime']} {m['runtime-version']}, command {m['command']}, sources {kinds}")
PY

# the manifest's facts and its one module's build commands, one a line
COMMANDS=$(python3 - "$MANIFEST" "$APP_ID" <<'PY'
import sys, yaml
manifest, app_id = sys.argv[1], sys.argv[2]
m = yaml.safe_load(open(manifest, encoding="utf-8"))
problems = []
if m.get("app-id") != app_id:
    problems.append(f"app-id {m.get('app-id')} is not app.conf's {app_id}")
if m.get("command") != "reversi":
    problems.append("command is not reversi")
for arg in ("--socket=x11", "--device=dri", "--share=ipc"):
    if arg not in m.get("finish-args", []):
        problems.append(f"finish-args lack {arg}")
modules = m.get("modules", [])
if len(modules) != 1 or modules[0].get("buildsystem") != "simple":
    problems.append("expected one module with buildsystem simple")
if problems:
    sys.exit("manifest: " + "; ".join(problems))
print("\n".join(modules[0]["build-commands"]))
PY
)

echo "== its build commands, outside the sandbox, into $OUT/app"
DEST=$(pwd)/$OUT/app
while read -r command; do
  echo "   \$ $command"
  FLATPAK_DEST=$DEST bash -c "$command" >"$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; fail "the manifest's command failed: $command"; }
done <<<"$COMMANDS"
(cd "$DEST" && find . -type f | sort | sed 's/^/   /')
[ -x "$DEST/bin/reversi" ] || fail "no bin/reversi in the Flatpak's tree"
for d in share/applications share/icons share/metainfo; do
  while read -r f; do
    case "$(basename "$f")" in "$APP_ID".*) ;; *) fail "Flatpak exports only files named after $APP_ID: $f" ;; esac
  done < <(find "$DEST/$d" -type f)
done
desktop-file-validate "$DEST/share/applications/$APP_ID.desktop"
appstreamcli validate --no-net "$DEST/share/metainfo/$APP_ID.metainfo.xml"
echo "check-flatpak: PASS (not built in the sandbox: the runtime cannot be fetched here)"
