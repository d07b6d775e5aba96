#!/usr/bin/env python3
"""The store listings in the fastlane layout that Google Play's tools (fastlane supply) and
F-Droid read: TREE/<locale>/{title,short_description,full_description}.txt,
changelogs/<versionCode>.txt and images/.

    listing.py assemble CODE ICON FEATURE SHOTS TREE
        TREE made whole: the committed texts (fastlane/metadata/android/<locale>/), the
        changelogs from CHANGELOG.md, ICON and FEATURE as en-US's images/icon.png and
        images/featureGraphic.png, SHOTS/<lang>/phone/*.png as images/phoneScreenshots/ and
        SHOTS/<lang>/tablet/*.png as images/tenInchScreenshots/ of the language's locale
    listing.py check TREE CODE [--play]
        every limit below, for every locale of the game (--play: Play's locales only, which
        is what a tree for Play holds); exit status 1 with one line per problem
    listing.py copy TREE DEST [--play]
        TREE's locales (--play: Play's only) copied into DEST, replacing what DEST had of them

The limits are the stores' (Google Play Console's listing and graphic assets rules; F-Droid
takes the same files and allows more): title 30 characters, short description 80, full
description 4,000, "What's new" 500; the icon a 512x512 PNG with alpha, at most 1 MB; the
feature graphic a 1024x500 PNG without alpha; screenshots PNGs without alpha, each side 320 to
3,840 pixels, the long side at most twice the short one, at most 8 MB each and 8 of a kind,
at least 2 phone screenshots.
"""
import os
import shutil
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import changelog  # noqa: E402
import project  # noqa: E402

TEXT_LIMITS = {"title.txt": 30, "short_description.txt": 80, "full_description.txt": 4000}
ICON = {"size": (512, 512), "alpha": True, "bytes": 1024 * 1024}
FEATURE = {"size": (1024, 500), "alpha": False, "bytes": 15 * 1024 * 1024}
SCREENSHOT_SIDES = (320, 3840)
SCREENSHOT_BYTES = 8 * 1024 * 1024
SCREENSHOT_KINDS = ("phoneScreenshots", "sevenInchScreenshots", "tenInchScreenshots")
MAX_PER_KIND = 8
MIN_PHONE = 2


def png_info(path):
    """(width, height, has_alpha) of a PNG file, or a string saying why it is not one."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        return "not a PNG file"
    width, height, depth, colour = struct.unpack(">IIBB", data[16:26])
    if depth != 8 or colour not in (2, 6):
        return f"not 8-bit RGB or RGBA (bit depth {depth}, colour type {colour})"
    alpha = colour == 6
    at = 8
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        if kind == b"tRNS":
            alpha = True
        at += 12 + length
    return width, height, alpha


def text_problems(locale_dir, locale):
    found = []
    for name, limit in TEXT_LIMITS.items():
        path = os.path.join(locale_dir, name)
        if not os.path.isfile(path):
            found.append(f"{locale}: no {name}")
            continue
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read().strip()
        except UnicodeDecodeError:
            found.append(f"{locale}/{name}: not UTF-8")
            continue
        if not text:
            found.append(f"{locale}/{name}: empty")
        elif len(text) > limit:
            found.append(f"{locale}/{name}: {len(text)} characters (at most {limit})")
        elif name != "full_description.txt" and "\n" in text:
            found.append(f"{locale}/{name}: more than one line")
    return found


def changelog_problems(locale_dir, locale, code):
    found = []
    path = os.path.join(locale_dir, "changelogs", f"{code}.txt")
    if not os.path.isfile(path):
        return [f"{locale}: no changelogs/{code}.txt for the current version code"]
    for name in sorted(os.listdir(os.path.join(locale_dir, "changelogs"))):
        stem, ext = os.path.splitext(name)
        if ext != ".txt" or not stem.isdigit() or stem.startswith("0"):
            found.append(f"{locale}/changelogs/{name}: not named VERSIONCODE.txt")
            continue
        with open(os.path.join(locale_dir, "changelogs", name), encoding="utf-8") as f:
            text = f.read().strip()
        if not text or len(text) > changelog.NOTE_LIMIT:
            found.append(f"{locale}/changelogs/{name}: {len(text)} characters "
                         f"(1 to {changelog.NOTE_LIMIT})")
    return found


def graphic_problems(path, where, rule):
    if not os.path.isfile(path):
        return [f"{where}: missing"]
    info = png_info(path)
    if isinstance(info, str):
        return [f"{where}: {info}"]
    found = []
    width, height, alpha = info
    if (width, height) != rule["size"]:
        found.append(f"{where}: {width}x{height}, must be {rule['size'][0]}x{rule['size'][1]}")
    if rule["alpha"] and not alpha:
        found.append(f"{where}: a 32-bit PNG with alpha is asked for")
    if not rule["alpha"] and alpha:
        found.append(f"{where}: has alpha (must be 24-bit, without)")
    if os.path.getsize(path) > rule["bytes"]:
        found.append(f"{where}: {os.path.getsize(path)} bytes (at most {rule['bytes']})")
    return found


def screenshot_problems(locale_dir, locale):
    found = []
    images = os.path.join(locale_dir, "images")
    counts = {}
    for kind in SCREENSHOT_KINDS:
        folder = os.path.join(images, kind)
        names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
        counts[kind] = len(names)
        if len(names) > MAX_PER_KIND:
            found.append(f"{locale}/{kind}: {len(names)} screenshots (at most {MAX_PER_KIND})")
        for name in names:
            where = f"{locale}/images/{kind}/{name}"
            path = os.path.join(folder, name)
            if not name.endswith(".png"):
                found.append(f"{where}: not a .png")
                continue
            info = png_info(path)
            if isinstance(info, str):
                found.append(f"{where}: {info}")
                continue
            width, height, alpha = info
            low, high = SCREENSHOT_SIDES
            if not (low <= width <= high and low <= height <= high):
                found.append(f"{where}: {width}x{height}, each side must be {low} to {high}")
            if max(width, height) > 2 * min(width, height):
                found.append(f"{where}: {width}x{height}, the long side over twice the short")
            if alpha:
                found.append(f"{where}: has alpha (must be 24-bit, without)")
            if os.path.getsize(path) > SCREENSHOT_BYTES:
                found.append(f"{where}: {os.path.getsize(path)} bytes (at most {SCREENSHOT_BYTES})")
    if counts["phoneScreenshots"] < MIN_PHONE:
        found.append(f"{locale}: {counts['phoneScreenshots']} phone screenshots "
                     f"(at least {MIN_PHONE})")
    return found


def problems(tree, code, locales):
    """Every way TREE breaks the stores' limits, for these locales ("" when none)."""
    found = []
    present = sorted(d for d in os.listdir(tree) if os.path.isdir(os.path.join(tree, d)))
    for extra in sorted(set(present) - set(locales)):
        found.append(f"{extra}: a locale the listing should not have here")
    for locale in locales:
        locale_dir = os.path.join(tree, locale)
        if not os.path.isdir(locale_dir):
            found.append(f"{locale}: missing")
            continue
        found += text_problems(locale_dir, locale)
        found += changelog_problems(locale_dir, locale, code)
        found += screenshot_problems(locale_dir, locale)
    if "en-US" in locales:
        images = os.path.join(tree, "en-US", "images")
        found += graphic_problems(os.path.join(images, "icon.png"), "en-US/images/icon.png", ICON)
        found += graphic_problems(os.path.join(images, "featureGraphic.png"),
                                  "en-US/images/featureGraphic.png", FEATURE)
    return found


def locales(play):
    every = [project.STORE_LOCALES[lang] for lang in project.languages()]
    return [l for l in every if l in project.PLAY_LOCALES] if play else every


def assemble(code, icon, feature, shots, tree):
    committed = project.path("fastlane", "metadata", "android")
    if os.path.isdir(tree):
        shutil.rmtree(tree)
    for lang in project.languages():
        locale = project.STORE_LOCALES[lang]
        src, dest = os.path.join(committed, locale), os.path.join(tree, locale)
        os.makedirs(dest)
        for name in TEXT_LIMITS:
            shutil.copy(os.path.join(src, name), dest)
        for size, kind in (("phone", "phoneScreenshots"), ("tablet", "tenInchScreenshots")):
            folder = os.path.join(shots, lang, size)
            shutil.copytree(folder, os.path.join(dest, "images", kind))
    changelog.store(changelog.load(), project.crate_version(), code, tree)
    images = os.path.join(tree, "en-US", "images")
    shutil.copy(icon, os.path.join(images, "icon.png"))
    shutil.copy(feature, os.path.join(images, "featureGraphic.png"))
    extra = set(os.listdir(committed)) - {project.STORE_LOCALES[l] for l in project.languages()}
    if extra:
        raise SystemExit(f"fastlane/metadata/android has locales of no game language: {sorted(extra)}")


def copy(tree, dest, play):
    for locale in locales(play):
        target = os.path.join(dest, locale)
        if os.path.isdir(target):
            shutil.rmtree(target)
        shutil.copytree(os.path.join(tree, locale), target)


def main(args):
    play = "--play" in args
    args = [a for a in args if a != "--play"]
    if len(args) == 6 and args[0] == "assemble":
        assemble(int(args[1]), *args[2:])
    elif len(args) == 3 and args[0] == "check":
        found = problems(args[1], int(args[2]), locales(play))
        for line in found:
            print(f"FAIL: listing {line}")
        if found:
            sys.exit(1)
        print(f"listing: {args[1]}: {len(locales(play))} locales within the stores' limits")
    elif len(args) == 3 and args[0] == "copy":
        copy(args[1], args[2], play)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
