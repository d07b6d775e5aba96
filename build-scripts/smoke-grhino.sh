#!/usr/bin/env bash
# The arena against GRhino, an engine from outside the project, over GTP
# (examples/arena/gtp.rs): installs Debian's grhino (run as root or with sudo), builds the arena
# once (the release profile the tests share) and plays a short match at a shallow depth: every
# game must end, with 64 discs or with neither side able to move, and the score and Elo lines
# must be printed. Where grhino cannot be installed (not Debian, no network) it says so and
# skips (exit 0). Its output is kept in target/smoke-grhino.txt.
#
#   build-scripts/smoke-grhino.sh [GAMES]     (4 by default)
set -euo pipefail
cd "$(dirname "$0")/.."
source build-scripts/lib.sh

GAMES=${1:-4}
# `-m 2 -e 6 -w 8`: midgame depth 2, exact from 6 empty squares, win/loss/draw from 8; a
# move takes GRhino milliseconds.
FLAGS="-m 2 -e 6 -w 8"
OUT=${CARGO_TARGET_DIR:-target}/smoke-grhino.txt

# Debian installs gtp-rhino in /usr/games, which root's PATH lacks.
if ! need_packages grhino:gtp-rhino\|/usr/games/gtp-rhino \
  || ! { command -v gtp-rhino || [ -x /usr/games/gtp-rhino ]; } >/dev/null; then
  echo "SKIP: smoke-grhino: GRhino could not be installed (apt-get install grhino); the arena was not played against it"
  exit 0
fi

release_build --example arena
mkdir -p "$(dirname "$OUT")"
rc=0
"${CARGO_TARGET_DIR:-target}/release/examples/arena" --a hard --b grhino --grhino "$FLAGS" \
  --games "$GAMES" --threads 1 --list >"$OUT" || rc=$?
cat "$OUT"
[ "$rc" -eq 0 ] || fail "the arena exited with $rc against GRhino ($FLAGS)"

ended=$(grep -cE '^game [0-9]+: .*\((64 discs|no moves)\) ' "$OUT" || true)
[ "$ended" -eq "$GAMES" ] \
  || fail "$ended of $GAMES games ended with 64 discs or with no moves ($OUT)"
grep -qE "^hard: [0-9]+ wins, [0-9]+ draws, [0-9]+ losses; score [0-9.]+/$GAMES = " "$OUT" \
  || fail "no score line for hard"
grep -qE '^Elo difference hard: [-+][0-9]+ \(95% interval ' "$OUT" || fail "no Elo line for hard"
grep -qE '^hard vs GTP GRhino [0-9.]+ \(-b 0 -r 0 -m 2 -e 6 -w 8\)' "$OUT" \
  || fail "GRhino's name, version and flags are not in the match line"
echo "smoke-grhino: $GAMES games of hard against GRhino ($FLAGS) played to their end"
