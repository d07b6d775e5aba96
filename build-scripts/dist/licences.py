#!/usr/bin/env python3
"""Writes the licence file that goes into every archive a player downloads: the game's own
licence, the font's, and the licence texts of every crate compiled into the binary for one
target (from `cargo metadata` for that platform: normal dependencies only, no build or dev
tools). Usage: licences.py TARGET OUT_FILE [--common-licenses]   (run from the repository
root)."""
import json
import os
import re
import subprocess
import sys

target, out_path = sys.argv[1], sys.argv[2]
# --common-licenses (the Debian package's copyright file): the body of a licence that every
# Debian system has in /usr/share/common-licenses is named there instead of printed again.
common_licenses = sys.argv[3:] == ["--common-licenses"]
COMMON = [
    (re.compile(r"Apache License\s+Version 2\.0, January 2004.*?END OF TERMS AND CONDITIONS", re.S),
     "Apache-2.0"),
    (re.compile(r"GNU GENERAL PUBLIC LICENSE\s+Version 2, June 1991.*?END OF TERMS AND CONDITIONS", re.S),
     "GPL-2"),
]
meta = json.loads(subprocess.check_output(
    ["cargo", "metadata", "--locked", "--format-version", "1", "--filter-platform", target]))
packages = {p["id"]: p for p in meta["packages"]}
nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
root = meta["resolve"]["root"]

# every package reached from the game through normal (not build, not dev) dependencies
shipped, todo = set(), [root]
while todo:
    pid = todo.pop()
    for dep in nodes[pid]["deps"]:
        kinds = {t for target in packages[dep["pkg"]]["targets"] for t in target["kind"]}
        if "proc-macro" in kinds:
            continue  # runs in the compiler, not part of the binary
        if any(k["kind"] is None for k in dep["dep_kinds"]) and dep["pkg"] not in shipped:
            shipped.add(dep["pkg"])
            todo.append(dep["pkg"])

game = packages[root]
mit = """Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT
OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
"""
def unchosen_gpl(expression, name):
    """A crate offered under a choice of licences ("Apache-2.0 OR GPL-2.0-only") is used under
    one that is not the GPL: the GPL's text in its file `name` is not the terms it is taken
    under (the About page leaves it out the same way, build-scripts/licences.rs)."""
    if not expression:
        return False
    choices = [c for part in expression.split(" OR ") for c in part.split("/")]
    return len(choices) > 1 and any("GPL" not in c for c in choices) and "GPL" in name.upper()


rule = "=" * 78
seen = {}  # licence text -> the first crate that printed it
parts = [
    f"Reversi {game['version']}: licence {game['license']}\n\nCopyright (c) the Reversi authors\n\n{mit}",
    "The font: DejaVu Sans, cut to the characters the game uses (assets/fonts/base.ttf)\n\n"
    + open("assets/fonts/DejaVu-LICENSE.txt", encoding="utf-8").read(),
    "The fonts of Japanese, Chinese and Korean: Noto Sans CJK, cut to the characters each "
    "language uses (assets/fonts/*.otf)\n\n"
    + open("assets/fonts/NotoSansCJK-LICENSE.txt", encoding="utf-8").read(),
    "The fonts of Hebrew, Arabic, Persian, Hindi, Bengali and Thai: Noto Sans Hebrew, Arabic, "
    "Devanagari, Bengali and Thai, cut to the characters each language uses "
    "(assets/fonts/*.ttf but base.ttf)\n\n"
    + open("assets/fonts/NotoSans-LICENSE.txt", encoding="utf-8").read(),
]
for pid in sorted(shipped, key=lambda p: (packages[p]["name"], packages[p]["version"])):
    p = packages[pid]
    folder = os.path.dirname(p["manifest_path"])
    texts = []
    for name in sorted(os.listdir(folder)):
        upper = name.upper()
        if upper.startswith(("LICENSE", "LICENCE", "COPYING", "NOTICE")) and \
                os.path.isfile(os.path.join(folder, name)) and \
                not unchosen_gpl(p.get("license"), name):
            with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
                text = f.read().strip()
            if common_licenses:
                for body, licence in COMMON:
                    text = body.sub(f"[the {licence} licence: on Debian systems in "
                                    f"/usr/share/common-licenses/{licence}]", text)
            key = " ".join(text.split())
            if key in seen:
                texts.append(f"--- {name}: the same text as printed for {seen[key]} above\n")
            else:
                seen[key] = f"{p['name']} {p['version']}"
                texts.append(f"--- {name}\n\n{text}\n")
    if not texts and "MIT" in (p["license"] or ""):
        authors = ", ".join(p.get("authors") or []) or f"the {p['name']} authors"
        texts.append(f"--- MIT (the crate ships no licence file)\n\nCopyright (c) {authors}\n\n{mit}")
    head = f"Crate {p['name']} {p['version']}: licence {p['license'] or p.get('license_file') or 'not stated'}"
    parts.append(head + "\n\n" + ("\n".join(texts) if texts else "(no licence text in the crate)\n"))

with open(out_path, "w", encoding="utf-8") as out:
    out.write(f"\n{rule}\n".join(parts))
print(f"  {out_path}: the game, the font and {len(shipped)} crates for {target}")
