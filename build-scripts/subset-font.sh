#!/usr/bin/env bash
# Regenerates assets/font.ttf: DejaVu Sans cut down to the characters the game can show
# (printable ASCII, Latin-1, Latin Extended-A, a few symbols, and anything in locales/).
# Run after adding a language or a message with new characters; tests/i18n.rs checks it.
set -euo pipefail
cd "$(dirname "$0")/.."
src=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
[ -f "$src" ] || { apt-get update -qq && apt-get install -y -qq fonts-dejavu-core; }
python3 -c 'import fontTools' 2>/dev/null || pip install -q fonttools
text=$(mktemp)
cat locales/*/*.ftl > "$text"
pyftsubset "$src" \
  --unicodes='U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+2190-2193,U+21B6,U+21BA,U+2212,U+2713,U+25CF,U+25CB' \
  --text-file="$text" --layout-features='kern,liga' --no-hinting --desubroutinize \
  --output-file=assets/font.ttf
rm -f "$text"
cp /usr/share/doc/fonts-dejavu-core/copyright assets/font-LICENSE.txt 2>/dev/null || true
ls -l assets/font.ttf
