#!/usr/bin/env python3
"""Writes DIR/precache.json for the web app's service worker (web/sw.js): every file in DIR
(whatever the build put there: new JS files are included without a change here) and a
version made from their names and contents, which names the cache; any changed file gives a
new version, which the service worker fetches at the next start of the page. The languages'
texts and fonts (locales/, fonts/ but the fonts of the language list's names: the CJK ones,
and the six drawn by shaping as the default module draws them, fonts/*-list.ttf) and the
module with the text path (reversi-shaped.wasm, for the languages drawn by shaping) are
"lazy": fetched when a player needs them and then kept; an update fetches anew those a
player had.
Usage: precache.py DIR"""
import hashlib
import json
import os
import sys

site = sys.argv[1]
# sw.js is fetched by the browser itself, precache.json by the service worker: never cached
LEFT_OUT = {"sw.js", "precache.json"}
files = sorted(
    os.path.relpath(os.path.join(folder, name), site).replace(os.sep, "/")
    for folder, _, names in os.walk(site)
    for name in names
    if not (folder == site and name in LEFT_OUT)
)
digest = hashlib.sha256()
for name in files + ["sw.js"]:
    path = os.path.join(site, name)
    if os.path.exists(path):
        with open(path, "rb") as f:
            digest.update(name.encode() + b"\0" + hashlib.sha256(f.read()).digest())
version = digest.hexdigest()[:16]
# "./" is the page's address itself (https://host/games/reversi/), besides index.html
def lazy(name):
    return (name.startswith("locales/")
            or (name.startswith("fonts/") and not name.endswith(("-name.otf", "-list.ttf")))
            or name == "reversi-shaped.wasm")


urls = ["./"] + [f for f in files if not lazy(f)]
later = [f for f in files if lazy(f)]
with open(os.path.join(site, "precache.json"), "w", encoding="utf-8") as f:
    json.dump({"version": version, "files": urls, "lazy": later}, f, indent=1)
    f.write("\n")
print(f"  precache.json: version {version}, {len(urls)} entries: {' '.join(urls)}")
print(f"  fetched when needed: {' '.join(later)}")
