#!/usr/bin/env python3
"""Writes DIR/fonts/<lang>-list.ttf for each language drawn by shaping (he ar fa hi bn th):
its name font (assets/fonts/<lang>-name.ttf) with one more glyph, the language's own name
shaped by the game's text path (SHAPE_LINE, examples/shape_line.rs), as a composite of the
name's glyphs at their shaped places, mapped from U+E000. The browser's default module,
which has no shaper, draws that one character in its language list (src/ui/font_files.rs,
LIST_NAME): the name joined, reordered and right to left as it would be drawn shaped.
Usage: list-names.py DIR SHAPE_LINE"""
import os
import re
import subprocess
import sys

from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphComponent

SHAPED = ["he", "ar", "fa", "hi", "bn", "th"]
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
site, shape_line = sys.argv[1], sys.argv[2]


def own_name(lang):
    with open(os.path.join(ROOT, "locales", lang, "core.ftl"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("language-name = "):
                return line[len("language-name = "):].strip()
    sys.exit(f"locales/{lang}/core.ftl: no language-name")


def shaped(font, lang, text):
    """The glyphs of `text` as (id, x offset, y offset, advance), in visual order."""
    out = subprocess.run([shape_line, font, lang], input=text + "\n", capture_output=True,
                         text=True, check=True).stdout.strip()
    glyphs = []
    for g in out.strip("[]").split("|"):
        m = re.fullmatch(r"(\d+)=\d+(?:@(-?\d+),(-?\d+))?\+(-?\d+)", g)
        if not m:
            sys.exit(f"{font}: cannot read {g!r} of {out!r}")
        glyphs.append((int(m[1]), int(m[2] or 0), int(m[3] or 0), int(m[4])))
    return glyphs


for lang in SHAPED:
    source = os.path.join(ROOT, "assets", "fonts", f"{lang}-name.ttf")
    font = TTFont(source)
    order = font.getGlyphOrder()
    glyf = font["glyf"]
    name = "reversi.listname"
    composite = Glyph()
    composite.numberOfContours = -1
    composite.components = []
    pen = 0
    for gid, dx, dy, advance in shaped(source, lang, own_name(lang)):
        c = GlyphComponent()
        c.glyphName = order[gid]
        c.x, c.y = pen + dx, dy
        c.flags = 0x0002 | 0x0004  # ARGS_ARE_XY_VALUES, ROUND_XY_TO_GRID
        composite.components.append(c)
        pen += advance
    font.setGlyphOrder(order + [name])
    glyf.glyphOrder = font.getGlyphOrder()
    glyf[name] = composite
    composite.recalcBounds(glyf)
    font["hmtx"][name] = (pen, composite.xMin)
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[0xE000] = name
    if "post" in font and font["post"].formatType == 2.0:
        font["post"].extraNames.append(name)
    out = os.path.join(site, "fonts", f"{lang}-list.ttf")
    font.save(out)
    print(f"  {out}: {own_name(lang)} as one glyph of {len(composite.components)} ({os.path.getsize(out)} bytes)")
