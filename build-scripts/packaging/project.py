"""What the packaging scripts beside this file share: where the repository is, its app.conf,
the crate's version and the game's languages. Run them from anywhere; paths are found from
this file's place."""
import os
import re

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
HERE = os.path.join(ROOT, "build-scripts", "packaging")

# The game's language codes (locales/<code>/) and the folder each has in the store listings'
# fastlane layout: Play's code where Play has the language (Play has no Sundanese; F-Droid
# takes any BCP 47 tag). English, the source language, first.
STORE_LOCALES = {
    "en": "en-US", "id": "id", "de": "de-DE", "et": "et", "su": "su",
    "ja": "ja-JP", "zh-Hans": "zh-CN", "zh-Hant": "zh-TW", "ko": "ko-KR", "es": "es-ES",
    "pt-BR": "pt-BR", "fr": "fr-FR", "it": "it-IT", "nl": "nl-NL", "pl": "pl-PL",
    "ru": "ru-RU", "tr": "tr-TR", "vi": "vi", "uk": "uk", "el": "el-GR", "cs": "cs-CZ",
    "sv": "sv-SE", "hu": "hu-HU", "ro": "ro", "ms": "ms-MY", "ar": "ar", "fa": "fa-IR",
    "he": "iw-IL", "hi": "hi-IN", "bn": "bn-BD", "th": "th",
}
# the listing languages Google Play takes (it has no Sundanese)
PLAY_LOCALES = {
    "en-US", "id", "de-DE", "et", "ja-JP", "zh-CN", "zh-TW", "ko-KR", "es-ES", "pt-BR",
    "fr-FR", "it-IT", "nl-NL", "pl-PL", "ru-RU", "tr-TR", "vi", "uk", "el-GR", "cs-CZ", "sv-SE",
    "hu-HU", "ro", "ms-MY", "ar", "fa-IR", "iw-IL", "hi-IN", "bn-BD", "th",
}


def path(*parts):
    return os.path.join(ROOT, *parts)


def app_conf():
    """app.conf's NAME=value lines as a dict (no quotes, no expansions)."""
    conf = {}
    with open(os.path.join(HERE, "app.conf"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                name, _, value = line.partition("=")
                conf[name.strip()] = value.strip()
    return conf


def crate_version():
    """The version in Cargo.toml's [package], the one version of every package."""
    with open(path("Cargo.toml"), encoding="utf-8") as f:
        for line in f:
            m = re.match(r'^version\s*=\s*"([^"]+)"', line)
            if m:
                return m.group(1)
    raise SystemExit("Cargo.toml has no version")


def languages():
    """The game's languages: locales/<code>/ folders, English first."""
    codes = sorted(d for d in os.listdir(path("locales")) if os.path.isdir(path("locales", d)))
    missing = [c for c in codes if c not in STORE_LOCALES]
    if missing:
        raise SystemExit(f"languages {missing} have no store locale in project.py")
    return sorted(codes, key=lambda c: (c != "en", c))


def screens():
    """The store screenshots' screens, in order: (name, how the script gets there) from the
    file `screens` beside this one."""
    out = []
    with open(os.path.join(HERE, "screens"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                name, _, action = line.partition(" ")
                out.append((name, action.strip()))
    return out
