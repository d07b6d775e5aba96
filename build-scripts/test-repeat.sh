#!/usr/bin/env bash
# Runs the suite (or one of its scripts) several times in a row, to hunt the failures that come
# once in N runs: stops at the first failure and prints each run's status and time.
#
#   build-scripts/test-repeat.sh 3                                   # build-scripts/test.sh, 3 times
#   build-scripts/test-repeat.sh 10 build-scripts/build-android.sh   # one script (and its arguments)
#   TOUCH=src/lib.rs build-scripts/test-repeat.sh 10 build-scripts/build-android.sh
#                                     # a source change before each run: the library is rebuilt
#
# Each run's whole output goes to target/test-repeat/run-K.log (emptied at the start); the end
# of a failing run's log is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

N=${1:-}
[[ "$N" =~ ^[1-9][0-9]*$ ]] || { echo "usage: $0 N [script [args...]]  (N runs; default script build-scripts/test.sh)" >&2; exit 2; }
shift
[ $# -gt 0 ] || set -- build-scripts/test.sh
LOGS=target/test-repeat
rm -rf "$LOGS"
mkdir -p "$LOGS"

T0=$SECONDS
for k in $(seq "$N"); do
  [ -z "${TOUCH:-}" ] || touch $TOUCH
  start=$SECONDS
  printf 'run %d/%d: %s (%s) ... ' "$k" "$N" "$*" "$(date -u +%H:%M:%S)"
  rc=0
  "$@" >"$LOGS/run-$k.log" 2>&1 || rc=$?
  secs=$((SECONDS - start))
  if [ "$rc" -ne 0 ]; then
    echo "FAIL (exit $rc) after ${secs} s; the end of $LOGS/run-$k.log:"
    tail -n 40 "$LOGS/run-$k.log" | sed 's/^/    /'
    echo "test-repeat: run $k of $N failed ($((k - 1)) passed before it; $((SECONDS - T0)) s in all)"
    exit 1
  fi
  echo "pass in ${secs} s"
done
echo "test-repeat: all $N runs passed ($((SECONDS - T0)) s in all)"
