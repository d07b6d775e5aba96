#!/usr/bin/env python3
"""Writes the AppStream metainfo (reversi.metainfo.xml.in filled in) to OUT_FILE:

    metainfo.py OUT_FILE

- the name in every language: the store listings' title.txt;
- the description in every language: the store listings' full_description.txt, its
  paragraphs as <p> and its lines starting with "• " as <ul><li> (the English ones untranslated,
  the others with xml:lang);
- the screenshots: the tablet ones (1920x1200, the software centres' landscape) of every screen
  in `screens`, under app.conf's SCREENSHOTS_URL as LANG/tablet/N-SCREEN.png, each language's
  own image with xml:lang (build-scripts/publish-listing.sh lays them out so);
- the releases: CHANGELOG.md; the branding colour: src/icon.rs's green.
"""
import os
import re
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import changelog  # noqa: E402
import project  # noqa: E402

TABLET = (1920, 1200)
BULLET = "• "


def listing_text(lang, name):
    locale = project.STORE_LOCALES[lang]
    with open(project.path("fastlane", "metadata", "android", locale, name), encoding="utf-8") as f:
        return f.read().strip()


def blocks(text):
    """The description's blocks: ("p", text) or ("ul", [items])."""
    out = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if all(line.startswith(BULLET) for line in lines):
            out.append(("ul", [line[len(BULLET):].strip() for line in lines]))
        elif any(line.startswith(BULLET) for line in lines):
            raise SystemExit(f"a paragraph mixes list items and text: {block[:60]}...")
        else:
            out.append(("p", " ".join(lines)))
    return out


def description(languages, indent="    "):
    out = []
    for lang in languages:
        attr = "" if lang == "en" else f' xml:lang="{lang}"'
        for kind, content in blocks(listing_text(lang, "full_description.txt")):
            if kind == "p":
                out.append(f"{indent}<p{attr}>{escape(content)}</p>")
            else:
                out.append(f"{indent}<ul>")
                out.extend(f"{indent}  <li{attr}>{escape(item)}</li>" for item in content)
                out.append(f"{indent}</ul>")
    return "\n".join(out)


def names(languages):
    out = []
    for lang in languages:
        attr = "" if lang == "en" else f' xml:lang="{lang}"'
        out.append(f"  <name{attr}>{escape(listing_text(lang, 'title.txt'))}</name>")
    return "\n".join(out)


def screenshots(languages, base):
    w, h = TABLET
    out = ["  <screenshots>"]
    for number, (screen, _) in enumerate(project.screens(), 1):
        kind = ' type="default"' if number == 1 else ""
        out.append(f"    <screenshot{kind}>")
        for lang in languages:
            attr = "" if lang == "en" else f' xml:lang="{lang}"'
            url = f"{base}{lang}/tablet/{number}-{screen}.png"
            out.append(f'      <image type="source" width="{w}" height="{h}"{attr}>{escape(url)}</image>')
        out.append("    </screenshot>")
    out.append("  </screenshots>")
    return "\n".join(out)


def icon_green():
    """src/icon.rs's GREEN_RGB as #rrggbb."""
    with open(project.path("src", "icon.rs"), encoding="utf-8") as f:
        m = re.search(r"GREEN_RGB: \[u8; 3\] = \[(\d+), (\d+), (\d+)\]", f.read())
    if not m:
        raise SystemExit("src/icon.rs: no GREEN_RGB")
    return "#" + "".join(f"{int(c):02x}" for c in m.groups())


def main(args):
    if len(args) != 1:
        raise SystemExit(__doc__)
    conf = project.app_conf()
    languages = project.languages()
    with open(os.path.join(project.HERE, "reversi.metainfo.xml.in"), encoding="utf-8") as f:
        text = f.read()
    fills = {
        "@APP_ID@": conf["APP_ID"],
        "@DEVELOPER_ID@": conf["DEVELOPER_ID"],
        "@PUBLISHER@": escape(conf["PUBLISHER"]),
        "@HOMEPAGE@": escape(conf["HOMEPAGE"]),
        "@GREEN@": icon_green(),
        "@NAMES@": names(languages),
        "@DESCRIPTION@": description(languages),
        "@SCREENSHOTS@": screenshots(languages, conf["SCREENSHOTS_URL"]),
        "@RELEASES@": changelog.appstream(changelog.load()),
    }
    for key, value in fills.items():
        if key not in text:
            raise SystemExit(f"reversi.metainfo.xml.in has no {key}")
        text = text.replace(key, value)
    left = re.findall(r"@[A-Z_]+@", text)
    if left:
        raise SystemExit(f"reversi.metainfo.xml.in: nothing fills {left}")
    with open(args[0], "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
