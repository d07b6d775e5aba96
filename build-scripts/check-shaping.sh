#!/usr/bin/env bash
# The game's text path (src/text/: UAX #9's runs, cut by script, each shaped by HarfRust)
# against HarfBuzz itself: words of Arabic, Persian, Hebrew, Hindi, Bengali and Thai, each
# shaped in Debian's Noto font for its script by `examples/shape_line.rs` and by HarfBuzz's
# `hb-shape`, must give the same glyphs, clusters, offsets and advances. Each word keeps to
# one direction (hb-shape knows no bidi): a mixed line's order is src/text/'s unit tests'.
# Installs what it needs from Debian (fonts-noto-core, libharfbuzz-bin); the fonts are read
# where Debian puts them, never copied into the project.
#
#   ./build-scripts/check-shaping.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

NOTO=/usr/share/fonts/truetype/noto
need_packages --no-recommends "fonts-noto-core:$NOTO/NotoSansThai-Regular.ttf" \
  libharfbuzz-bin:hb-shape

trap cleanup EXIT
new_temp_dir work

release_build --example shape_line
SHAPE=${CARGO_TARGET_DIR:-target}/release/examples/shape_line
harfrust=$(sed -n '/^name = "harfrust"/{n;s/^version = "\(.*\)"/\1/p}' Cargo.lock)
echo "$(hb-shape --version | head -1) against HarfRust $harfrust"

failed=0
# check LANG FONT WORD...: every word shaped both ways, in LANG (hb-shape guesses the script and
# direction from the text, as src/text/ finds them); invisible controls are removed and each
# word is a whole paragraph, as src/text/shape.rs shapes a line. NUMBERS=1 before it: the words
# are numbers, which UAX #9 makes runs of their own read from the left in every script, so
# hb-shape (which knows no bidi, and would set Arabic digits right to left) is told so.
check() {
  local lang=$1 font=$NOTO/$2 what=words direction=()
  shift 2
  if [ -n "${NUMBERS:-}" ]; then what=numbers direction=(--direction=ltr); fi
  printf '%s\n' "$@" >"$work/$lang.txt"
  hb-shape --no-glyph-names --utf8-clusters --remove-default-ignorables --bot --eot \
    --language="$lang" "${direction[@]}" --text-file="$work/$lang.txt" "$font" >"$work/$lang.hb"
  "$SHAPE" "$font" "$lang" <"$work/$lang.txt" >"$work/$lang.ours"
  if cmp -s "$work/$lang.hb" "$work/$lang.ours"; then
    printf '  %-3s %-30s %2d %-7s the same glyphs\n' "$lang" "$(basename "$font")" $# "$what,"
  else
    echo "  $lang $(basename "$font"): differs ($what: word, hb-shape, src/text/):"
    paste -d '\n' "$work/$lang.txt" "$work/$lang.hb" "$work/$lang.ours" | sed 's/^/    /'
    failed=1
  fi
}

# the game's words and their hard parts: Arabic's joining, the lam-alef ligature and a vowel
# mark; Persian's half-space (ZWNJ); Hebrew's points; Devanagari's and Bengali's conjuncts,
# reordered vowel signs (Bengali's o-kar split around its consonant) and nuktas; Thai's stacked
# tone marks and sara am; and each language's digits
check ar NotoSansArabic-Regular.ttf "مرحبا" "لعب الحاسوب" "الأقراص" "قرصًا" "دورك" "انتهت اللعبة"
check fa NotoSansArabic-Regular.ttf "بازی" "می‌کنید" "نوبت شما" "مهره‌ها"
check he NotoSansHebrew-Regular.ttf "שלום" "במהלך" "שָׁלוֹם" "דיסקיות התהפכו" "תורך"
check hi NotoSansDevanagari-Regular.ttf "नमस्ते" "क्षत्रिय" "खिलाड़ी" "चाल" "कंप्यूटर" "आपकी बारी"
check bn NotoSansBengali-Regular.ttf "বাংলা" "খেলোয়াড়" "চাল" "কম্পিউটার" "আপনার পালা"
check th NotoSansThai-Regular.ttf "สวัสดีครับ" "ผู้เล่น" "คอมพิวเตอร์" "ตาของคุณ" "น้ำ"
NUMBERS=1 check ar NotoSansArabic-Regular.ttf "١٢" "٦٤" "٠"
NUMBERS=1 check fa NotoSansArabic-Regular.ttf "۱۲۴۵۶" "۶۴"
NUMBERS=1 check he NotoSansHebrew-Regular.ttf "12" "64"
NUMBERS=1 check hi NotoSansDevanagari-Regular.ttf "१२" "12"
NUMBERS=1 check bn NotoSansBengali-Regular.ttf "১২" "৬৪"
NUMBERS=1 check th NotoSansThai-Regular.ttf "๑๒" "12"

# every message of each language shaped in the game's cut font (assets/fonts/<lang>.ttf) and in
# Debian's whole font: the same advances and offsets, glyph for glyph (the ids differ: the cut
# renumbers them), so the cut lost none of the forms the texts need
declare -A SCRIPT=([he]=Hebrew [ar]=Arabic [fa]=Arabic [hi]=Devanagari [bn]=Bengali [th]=Thai)
for lang in he ar fa hi bn th; do
  grep -hv '^#' "locales/$lang/"*.ftl | sed 's/^[a-z0-9-]* = //' >"$work/$lang.messages"
  positions() { "$SHAPE" "$1" "$lang" <"$work/$lang.messages" | sed 's/[0-9]*=/=/g'; }
  if [ "$(positions "assets/fonts/$lang.ttf")" = "$(positions "$NOTO/NotoSans${SCRIPT[$lang]}-Regular.ttf")" ]; then
    printf '  %-3s %-30s %d messages shaped alike\n' "$lang" "$lang.ttf and the whole font" "$(wc -l <"$work/$lang.messages")"
  else
    echo "  $lang: assets/fonts/$lang.ttf shapes its messages otherwise than NotoSans${SCRIPT[$lang]}-Regular.ttf"
    failed=1
  fi
done

[ "$failed" -eq 0 ] || fail "src/text/ shapes differently from hb-shape, or a cut font from its whole font (above)"
echo "check-shaping: every word shaped as HarfBuzz shapes it"
