#!/usr/bin/env bash
# Regenerates assets/font.ttf: DejaVu Sans cut down to the characters the game can show
# (printable ASCII, the dashes and dots the texts use, and every character in locales/):
# every glyph costs bytes in the browser build.
# Run after adding a language or a message with new characters; tests/i18n.rs checks it.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh
src=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
need_packages --no-recommends "fonts-dejavu-core:$src" fonttools:pyftsubset
text=$(mktemp)
cat locales/*/*.ftl > "$text"
pyftsubset "$src" \
  --unicodes='U+0020-007E,U+00B7,U+2013,U+2014,U+2026' \
  --text-file="$text" --layout-features='' --drop-tables+=GPOS,GSUB,GDEF,kern,MATH --no-hinting --desubroutinize \
  --output-file=assets/font.ttf
rm -f "$text"
cp /usr/share/doc/fonts-dejavu-core/copyright assets/font-LICENSE.txt 2>/dev/null || true
ls -l assets/font.ttf
