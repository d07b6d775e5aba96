#!/usr/bin/env python3
"""CHANGELOG.md, read for every package: each release's version, date and "What's new" line per
language, rendered as what each channel shows.

    changelog.py check                     Cargo.toml's version has an entry, every entry has
                                           every language (locales/) within 500 characters
    changelog.py appstream                 AppStream's <releases> element (stdout)
    changelog.py debian PACKAGE            the Debian package's changelog (stdout)
    changelog.py store CODE DIR            DIR/<store locale>/changelogs/CODE.txt for
                                           Cargo.toml's version (the store listings' notes)

A release is a heading `## VERSION — YYYY-MM-DD` followed by lines `- LANG: text` (one line
each); whatever follows them (### Changes, ...) is for developers and not read.
"""
import datetime
import os
import re
import sys
import textwrap
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import project  # noqa: E402

# What Google Play and F-Droid take as a release's "What's new" (characters).
NOTE_LIMIT = 500

HEADING = re.compile(r"^## (\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?) [—-] (\d{4}-\d{2}-\d{2})\s*$")
NOTE = re.compile(r"^- ([a-z]{2,3}(?:-[A-Za-z]{2,4})?): (.+)$")


class Release:
    def __init__(self, version, date):
        self.version = version
        self.date = date
        self.notes = {}  # language code -> text


def parse(text, where="CHANGELOG.md"):
    """The releases, newest first, or SystemExit naming the line that is wrong."""
    releases, current, in_notes = [], None, False
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("## "):
            m = HEADING.match(line)
            if not m:
                raise SystemExit(f"{where}:{number}: a release heading is '## X.Y.Z — YYYY-MM-DD'")
            try:
                date = datetime.date.fromisoformat(m.group(2))
            except ValueError:
                raise SystemExit(f"{where}:{number}: no such date {m.group(2)}")
            current, in_notes = Release(m.group(1), date), True
            releases.append(current)
            continue
        if current is None or not in_notes:
            continue
        m = NOTE.match(line)
        if m:
            lang, note = m.group(1), m.group(2).strip()
            if lang in current.notes:
                raise SystemExit(f"{where}:{number}: a second '{lang}' line for {current.version}")
            current.notes[lang] = note
        elif line.strip() and current.notes:
            in_notes = False  # the notes end at the first other line
        elif line.strip():
            raise SystemExit(f"{where}:{number}: release {current.version} starts with its "
                             "notes, '- LANG: text'")
    return releases


def problems(releases, languages, version):
    """What is wrong with the releases for these languages and the crate's version."""
    found = []
    if not any(r.version == version for r in releases):
        found.append(f"Cargo.toml's version {version} has no release in CHANGELOG.md")
    seen = set()
    for r in releases:
        if r.version in seen:
            found.append(f"release {r.version} is there twice")
        seen.add(r.version)
        for lang in languages:
            note = r.notes.get(lang)
            if note is None:
                found.append(f"release {r.version} has no '{lang}' note")
            elif len(note) > NOTE_LIMIT:
                found.append(f"release {r.version}'s '{lang}' note has {len(note)} characters "
                             f"(at most {NOTE_LIMIT})")
        for lang in r.notes:
            if lang not in languages:
                found.append(f"release {r.version} has a note in '{lang}', not a game language")
    dates = [r.date for r in releases]
    if dates != sorted(dates, reverse=True):
        found.append("releases are not newest first")
    return found


def load():
    with open(project.path("CHANGELOG.md"), encoding="utf-8") as f:
        releases = parse(f.read())
    found = problems(releases, project.languages(), project.crate_version())
    if found:
        raise SystemExit("CHANGELOG.md: " + "; ".join(found))
    return releases


def appstream(releases, indent="  "):
    """<releases>: every release with its date and its notes as the description, the English
    one untranslated and the others with xml:lang."""
    lines = [f"{indent}<releases>"]
    for r in releases:
        lines.append(f'{indent}  <release version="{r.version}" date="{r.date.isoformat()}">')
        lines.append(f"{indent}    <description>")
        for lang in sorted(r.notes, key=lambda c: (c != "en", c)):
            attr = "" if lang == "en" else f' xml:lang="{lang}"'
            lines.append(f"{indent}      <p{attr}>{escape(r.notes[lang])}</p>")
        lines.append(f"{indent}    </description>")
        lines.append(f"{indent}  </release>")
    lines.append(f"{indent}</releases>")
    return "\n".join(lines)


def debian(releases, package, maintainer):
    """debian/changelog's format, the English notes, each release signed at noon UTC."""
    out = []
    for r in releases:
        when = datetime.datetime.combine(r.date, datetime.time(12), datetime.timezone.utc)
        body = textwrap.fill(r.notes["en"], width=78, initial_indent="  * ",
                             subsequent_indent="    ")
        out.append(f"{package} ({r.version}) unstable; urgency=medium\n\n{body}\n\n"
                   f" -- {maintainer}  {when.strftime('%a, %d %b %Y %H:%M:%S %z')}\n")
    return "\n".join(out)


def store(releases, version, code, out_dir):
    release = next(r for r in releases if r.version == version)
    for lang, note in release.notes.items():
        folder = os.path.join(out_dir, project.STORE_LOCALES[lang], "changelogs")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"{code}.txt"), "w", encoding="utf-8") as f:
            f.write(note + "\n")


def main(args):
    if not args:
        raise SystemExit(__doc__)
    releases = load()
    if args[0] == "check":
        print(f"CHANGELOG.md: {len(releases)} release(s), {project.crate_version()} the newest "
              f"in Cargo.toml, every note in {len(project.languages())} languages")
    elif args[0] == "appstream":
        print(appstream(releases))
    elif args[0] == "debian" and len(args) == 2:
        sys.stdout.write(debian(releases, args[1], project.app_conf()["MAINTAINER"]))
    elif args[0] == "store" and len(args) == 3:
        store(releases, project.crate_version(), int(args[1]), args[2])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
