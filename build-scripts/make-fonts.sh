#!/usr/bin/env bash
# Makes every font the game draws with, cut down to the characters its texts use (every
# glyph costs bytes), into assets/fonts/:
#
#   base.ttf           DejaVu Sans: Latin, Greek and Cyrillic, for every language but
#                      Japanese, Chinese and Korean (printable ASCII, the dashes and dots the
#                      texts use, and every character of those languages' locales/)
#   ja.otf, ko.otf,    Noto Sans CJK in the face of the language's readers (JP, KR, SC, TC:
#   zh-Hans.otf,       a Han character drawn in their forms), with that language's characters
#   zh-Hant.otf        and printable ASCII (the licences on About are English)
#   <lang>-name.otf    the same face with only the language's own name (日本語, 한국어,
#                      简体中文, 繁體中文), for the language list while another is in use
#   he.ttf, ar.ttf,    the Noto Sans of the script of each language drawn by shaping (Hebrew,
#   fa.ttf, hi.ttf,    Arabic, Devanagari, Bengali, Thai), with that language's characters,
#   bn.ttf, th.ttf     its digits, and its layout tables (GSUB, GPOS, GDEF: the shaper
#                      joins, reorders and stacks with them); what the script's font
#                      lacks (Latin letters, some punctuation) the base font draws, so the
#                      base font also holds those characters of these languages' texts
#   <lang>-name.ttf    the same with only the language's own name
#
# and the fonts' licences beside them. Comment lines of the .ftl files are left out, as the
# game leaves them out (build.rs). Debian's fonttools (its one version) makes the same bytes
# from the same texts every time:
#
#   ./build-scripts/make-fonts.sh           # write assets/fonts/
#   ./build-scripts/make-fonts.sh --check   # fail when a committed font differs (test.sh)
#
# Run it after a text changed; tests/i18n.rs fails when a character has no glyph in the font
# that draws it.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

DEJAVU=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
NOTO=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
NOTO_CORE=/usr/share/fonts/truetype/noto
need_packages --no-recommends "fonts-dejavu-core:$DEJAVU" "fonts-noto-cjk:$NOTO" \
  "fonts-noto-core:$NOTO_CORE/NotoSansThai-Regular.ttf" \
  python3-fonttools:/usr/lib/python3/dist-packages/fontTools

mode=write
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

trap cleanup EXIT
new_temp_dir work
out=$work/fonts
mkdir -p "$out"

# the face of each CJK language in NotoSansCJK-Regular.ttc
declare -A FACE=([ja]=0 [ko]=1 [zh-Hans]=2 [zh-Hant]=3)
# the Noto Sans of each language drawn by shaping, and the digits it writes counts with
# (src/text/digits.rs) besides 0-9
declare -A SCRIPT=([he]=Hebrew [ar]=Arabic [fa]=Arabic [hi]=Devanagari [bn]=Bengali [th]=Thai)
declare -A DIGITS=([ar]=',U+0660-0669' [fa]=',U+06F0-06F9' [bn]=',U+09E6-09EF')
# what every font holds besides the texts: printable ASCII, middle dot, en and em dash, ellipsis
COMMON='U+0020-007E,U+00B7,U+2013,U+2014,U+2026'

# texts LANG...: the languages' messages, without comment lines
texts() {
  local lang
  for lang in "$@"; do
    cat "locales/$lang/main.ftl" "locales/$lang/core.ftl" "locales/$lang/pages.ftl" | grep -v '^#' || true
  done
}

subset() { /usr/bin/python3 -m fontTools.subset "$@" --layout-features='' --no-hinting --desubroutinize; }
# a font for shaping keeps its layout tables with the features a shaper applies by default
# (fontTools' default list: joining forms, conjuncts, reordering, marks, kerning; not the
# stylistic sets, which took Arabic from 22 to 57 KB); check-shaping.sh shapes every message
# with the cut font and with Debian's whole font and finds the same advances
shaping_subset() { /usr/bin/python3 -m fontTools.subset "$@" --no-hinting --notdef-outline; }

# only_missing FONT < TEXT: the characters of TEXT that FONT has no glyph for
only_missing() {
  /usr/bin/python3 -c '
import sys
from fontTools.ttLib import TTFont
cmap = TTFont(sys.argv[1]).getBestCmap()
text = sys.stdin.read()
print("".join(sorted({c for c in text if ord(c) not in cmap and c.isprintable()})))' "$1"
}

# with_parts < TEXT: the text and the characters the shaper may take its characters apart
# into (Unicode's decompositions: Bengali's o-kar around its consonant, a nukta letter into
# its letter and nukta, Thai's sara am into nikhahit and sara aa)
with_parts() {
  /usr/bin/python3 -c '
import sys, unicodedata
t = sys.stdin.read()
print(t + unicodedata.normalize("NFD", t) + unicodedata.normalize("NFKD", t))'
}

latin=()
for dir in locales/*/; do
  lang=$(basename "$dir")
  if [ -z "${FACE[$lang]:-}" ] && [ -z "${SCRIPT[$lang]:-}" ]; then latin+=("$lang"); fi
done
texts "${latin[@]}" >"$work/base.txt"
for lang in "${!SCRIPT[@]}"; do
  [ -d "locales/$lang" ] || fail "locales/$lang is missing"
  font=$NOTO_CORE/NotoSans${SCRIPT[$lang]}-Regular.ttf
  texts "$lang" | with_parts >"$work/$lang.txt"
  shaping_subset "$font" --unicodes="U+0020-007E,U+00A0,U+200C,U+200D,U+25CC${DIGITS[$lang]:-}" \
    --text-file="$work/$lang.txt" --output-file="$out/$lang.ttf"
  sed -n 's/^language-name = //p' "locales/$lang/core.ftl" | tr -d '\n' >"$work/$lang-name.txt"
  [ -s "$work/$lang-name.txt" ] || fail "locales/$lang/core.ftl has no language-name"
  with_parts <"$work/$lang-name.txt" >"$work/$lang-name-parts.txt"
  shaping_subset "$font" --text-file="$work/$lang-name-parts.txt" --output-file="$out/$lang-name.ttf"
  # what the script's font lacks, the base font draws
  only_missing "$font" <"$work/$lang.txt" >>"$work/base.txt"
done
subset "$DEJAVU" --unicodes="$COMMON" --text-file="$work/base.txt" \
  --drop-tables+=GPOS,GSUB,GDEF,kern,MATH --output-file="$out/base.ttf"

for lang in "${!FACE[@]}"; do
  [ -d "locales/$lang" ] || fail "locales/$lang is missing"
  texts "$lang" >"$work/$lang.txt"
  subset "$NOTO" --font-number="${FACE[$lang]}" --unicodes="$COMMON" --text-file="$work/$lang.txt" \
    --output-file="$out/$lang.otf"
  sed -n 's/^language-name = //p' "locales/$lang/core.ftl" | tr -d '\n' >"$work/$lang-name.txt"
  [ -s "$work/$lang-name.txt" ] || fail "locales/$lang/core.ftl has no language-name"
  subset "$NOTO" --font-number="${FACE[$lang]}" --text-file="$work/$lang-name.txt" \
    --output-file="$out/$lang-name.otf"
done

cp /usr/share/doc/fonts-dejavu-core/copyright "$out/DejaVu-LICENSE.txt"
# font_licence COPYRIGHT LICENCE TITLE: a Noto font's licence from Debian's copyright file: the
# fonts' own stanza ("Files: *") and the SIL Open Font License's text (stanza "License:
# LICENCE"), under TITLE (the file's other stanzas, its packaging's, are not about the fonts)
font_licence() {
  /usr/bin/python3 - "$@" <<'PY'
import sys
path, licence, title = sys.argv[1:]
text = open(path, encoding="utf-8").read()
stanzas = text.split("\n\n")
files = next(s for s in stanzas if s.startswith("Files: *"))
ofl = next(s for s in stanzas if s.startswith(f"License: {licence}\n"))
body = "\n".join("" if l.strip() == "." else l[1:] for l in ofl.splitlines()[1:])
print(title)
print("\n".join(l for l in files.splitlines() if not l.startswith("Files:")).replace(licence, "SIL Open Font License 1.1"))
print()
print(body)
PY
}
font_licence /usr/share/doc/fonts-noto-cjk/copyright SIL-1.1 \
  "Noto Sans CJK (its Japanese, Korean, Simplified and Traditional Chinese faces)" \
  >"$out/NotoSansCJK-LICENSE.txt"
font_licence /usr/share/doc/fonts-noto-core/copyright OFL-1.1 \
  "Noto Sans Arabic, Hebrew, Devanagari, Bengali and Thai" >"$out/NotoSans-LICENSE.txt"

if [ "$mode" = write ]; then
  mkdir -p assets/fonts
  rm -f assets/fonts/*
  cp "$out"/* assets/fonts/
  ls -l assets/fonts
else
  diff -r "$out" assets/fonts >"$work/diff" 2>&1 \
    || { cat "$work/diff"; fail "assets/fonts differs from what build-scripts/make-fonts.sh makes from locales/ (run it, and commit)"; }
  echo "make-fonts: every font in assets/fonts is what the texts make, byte for byte"
fi
for f in "$out"/*.ttf "$out"/*.otf; do
  printf '  %-16s %7d bytes, %4d glyphs\n' "$(basename "$f")" "$(stat -c %s "$f")" \
    "$(/usr/bin/python3 -c 'import sys; from fontTools.ttLib import TTFont; print(len(TTFont(sys.argv[1]).getGlyphOrder()))' "$f")"
done
