"""Copies the JS that ships inside crates into the browser build: gl.js (miniquad),
sapp_jsutils.js and audio.js (quad-snd, macroquad's sound), from the exact versions in
Cargo.lock. Reads `cargo metadata` on stdin; the destination folder is the argument.
Fails when a crate is missing or present in two versions (which copy would the page need?).

    cargo metadata --format-version 1 --filter-platform wasm32-unknown-unknown |
        python3 build-scripts/dist/crate-js.py target/web
"""
import json
import os
import shutil
import sys

WANTED = {"miniquad": "js/gl.js", "sapp-jsutils": "js/sapp_jsutils.js", "quad-snd": "js/audio.js"}


def main(dest):
    found = {}
    for package in json.load(sys.stdin)["packages"]:
        if package["name"] in WANTED:
            if package["name"] in found:
                sys.exit("two versions of %s in Cargo.lock" % package["name"])
            src = os.path.join(os.path.dirname(package["manifest_path"]), WANTED[package["name"]])
            shutil.copy(src, dest)
            found[package["name"]] = package["version"]
            print("  %s %s: %s" % (package["name"], package["version"], src))
    missing = set(WANTED) - set(found)
    if missing:
        sys.exit("not in cargo metadata: %s" % ", ".join(sorted(missing)))


if __name__ == "__main__":
    main(sys.argv[1])
