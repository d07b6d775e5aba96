#!/usr/bin/env bash
# Thai writes no spaces between its words, and a line may break only between two words. The
# game breaks lines by UAX #14 (src/ui/line_break.rs), which breaks at a zero-width space
# (U+200B) but cannot find Thai's words without a dictionary. So the words are found here, by
# ICU's dictionary (Node's Intl.Segmenter), and kept with the text: locales/th/*.ftl carry a
# zero-width space between every two Thai words. The shaper draws it as nothing.
#
#   ./build-scripts/thai-words.sh           # put them in (after a Thai text was written)
#   ./build-scripts/thai-words.sh --check   # fail unless they are exactly ICU's word
#                                           # boundaries (test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh
need_packages nodejs:node

mode=${1:-write}
node - "$mode" locales/th/*.ftl <<'JS'
const fs = require("fs");
const [mode, ...files] = process.argv.slice(2);
const segmenter = new Intl.Segmenter("th", { granularity: "word" });
const thai = /[\u0e01-\u0e5b]/;
// a line's text with a zero-width space at each word boundary inside Thai text; comment lines
// and message ids as they are
function words(line) {
  if (line.startsWith("#")) return line;
  const plain = line.replaceAll("\u200b", "");
  const eq = plain.match(/^[a-z0-9-]+ = /);
  const head = eq ? eq[0] : "";
  let out = head;
  let prev = "";
  for (const { segment } of segmenter.segment(plain.slice(head.length))) {
    if (thai.test(prev.slice(-1)) && thai.test(segment[0])) out += "\u200b";
    out += segment;
    prev = segment;
  }
  return out;
}
let differs = 0;
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const made = text.split("\n").map(words).join("\n");
  if (made === text) continue;
  if (mode === "--check") {
    const a = text.split("\n"), b = made.split("\n");
    a.forEach((line, i) => {
      if (line !== b[i]) {
        console.log(`${file}:${i + 1}: words by ICU: ${b[i].replaceAll("\u200b", "|")}`);
        differs++;
      }
    });
  } else {
    fs.writeFileSync(file, made);
    console.log(`${file}: zero-width spaces put between its words`);
  }
}
if (differs) {
  console.log(`${differs} lines of locales/th/ do not break at ICU's word boundaries (run build-scripts/thai-words.sh)`);
  process.exit(1);
}
if (mode === "--check") console.log("thai-words: every Thai line breaks where ICU finds a word boundary, and only there");
JS
