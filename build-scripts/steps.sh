# shellcheck shell=bash
# Sourced by build-scripts/test.sh: its steps, each timed, and lanes of steps that run beside
# each other. Every step's output goes to $STEP_LOGS/NAME.log and is printed whole when the
# step ends (a lane's steps do not interleave their lines with another lane's); a step of the
# first, sequential part prints as it goes. At the end, `step_table` prints every step with its
# wall-clock seconds, the slowest first, and the whole run's.
#
#   step NAME COMMAND...     runs one step; returns its status
#   lane NAME STEP...        (in the background) runs steps in order, each "NAME COMMAND..." in
#                            a word list given as one string; stops at the first failure
#   after NAME               waits until step NAME has ended; fails when it failed or never ran
#   step_table               the table of every step, the slowest first

STEP_LOGS=${STEP_LOGS:-target/test-logs}
STEP_T0=$(date +%s.%N)

steps_init() {
  rm -rf "$STEP_LOGS"
  mkdir -p "$STEP_LOGS"
  : >"$STEP_LOGS/times"
}

# now: seconds since the run began, to the tenth.
now() { awk -v a="$STEP_T0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

# children_cpu: the CPU seconds (user + system) of this shell's ended children so far.
# (`times` in this shell, not in a command substitution's, whose children are its own)
children_cpu() {
  times >"$STEP_LOGS/.times.$BASHPID"
  awk 'NR == 2 { gsub(/s/, ""); split($1, u, "m"); split($2, k, "m")
    printf "%.1f", u[1] * 60 + u[2] + k[1] * 60 + k[2] }' "$STEP_LOGS/.times.$BASHPID"
}

# say LINE: one line to the run's output, whole, whichever lane says it.
say() { flock "$STEP_LOGS/print.lock" echo "$*"; }

# step NAME COMMAND...: runs COMMAND with its output in $STEP_LOGS/NAME.log (and on the
# screen as it goes when STEP_LIVE=1), records its wall-clock and CPU seconds (of the processes
# it waited for), and marks it ended (NAME.ok or NAME.failed). A step does not start once another lane's step has failed.
step() {
  local name=$1 log=$STEP_LOGS/$1.log start end rc=0 cpu0 cpu
  shift
  if compgen -G "$STEP_LOGS/*.failed" >/dev/null; then
    echo "not run" >"$STEP_LOGS/$name.failed"
    say "-- $name: not run (a step failed: $(basename -s .failed "$STEP_LOGS"/*.failed | head -1))"
    return 1
  fi
  start=$(now)
  local mark=$STEP_LOGS/.cpu.$BASHPID
  children_cpu >"$mark"
  cpu0=$(<"$mark")
  say "-- $name: started at ${start} s"
  if [ "${STEP_LIVE:-0}" = 1 ]; then
    set +e
    "$@" 2>&1 | tee "$log"
    rc=${PIPESTATUS[0]}
    set -e
  else
    "$@" >"$log" 2>&1 || rc=$?
  fi
  end=$(now)
  local secs
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
  children_cpu >"$mark"
  cpu=$(awk -v a="$cpu0" -v b="$(<"$mark")" 'BEGIN { printf "%.1f", b - a }')
  flock "$STEP_LOGS/print.lock" sh -c '
    printf "%s %s %s %s %s\n" "$1" "$2" "$3" "$4" "$9" >>"$5"
    if [ "$6" != 1 ]; then
      printf "== %s (lane %s, %s s, from %s s)\n" "$1" "$3" "$2" "$7"
      cat "$8"
    else
      printf -- "-- %s: %s s\n" "$1" "$2"
    fi
    if [ "$4" != 0 ]; then printf "FAIL: step %s ended with status %s (its output: %s)\n" "$1" "$4" "$8"; fi
  ' sh "$name" "$secs" "${LANE:-main}" "$rc" "$STEP_LOGS/times" "${STEP_LIVE:-0}" "$start" "$log" "$cpu"
  if [ "$rc" = 0 ]; then touch "$STEP_LOGS/$name.ok"; else echo "$rc" >"$STEP_LOGS/$name.failed"; fi
  return "$rc"
}

# after NAME...: waits until each step NAME has ended; returns 1 when one of them failed.
after() {
  local name
  for name in "$@"; do
    until [ -e "$STEP_LOGS/$name.ok" ] || [ -e "$STEP_LOGS/$name.failed" ]; do sleep 1; done
    [ -e "$STEP_LOGS/$name.ok" ] || return 1
  done
}

# step_table: every step that ran, the slowest first, with its lane, and the run's wall clock.
step_table() {
  echo "== the steps, the slowest first (seconds of wall clock, lanes side by side; CPU seconds)"
  sort -k2,2nr "$STEP_LOGS/times" | awk '
    { printf "%8.1f %8.1f  %-10s %-26s %s\n", $2, $5, $3, $1, ($4 == 0 ? "" : "FAILED (" $4 ")")
      cpu += $5 }
    END { printf "   CPU seconds of all steps: %.1f\n", cpu }'
  echo "   total: $(now) s of wall clock"
}
