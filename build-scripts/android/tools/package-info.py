#!/usr/bin/env python3
"""package-info.py METADATA.json PROJECT_DIR: prints the game package's name, version and
library name (as Rust spells it) from `cargo metadata --no-deps` output; the glue crate
depends on that library."""
import json
import os
import sys

m = json.load(open(sys.argv[1]))
want = os.path.realpath(os.path.join(sys.argv[2], "Cargo.toml"))
p = next(p for p in m["packages"] if os.path.realpath(p["manifest_path"]) == want)
lib = next((t["name"] for t in p["targets"] if "lib" in t["kind"] or "rlib" in t["kind"]), None)
if lib is None:
    sys.exit("the game package needs a [lib] target (see the header of build-android.sh)")
print(p["name"], p["version"], lib.replace("-", "_"))
