# Sourced by the scripts that run the desktop game under Xvfb (e2e-desktop, e2e-windows):
# how much a game that waits for the player costs. Xvfb has no vsync, so a game that keeps
# drawing shows up as a core or more.

# idle_probe NAME PID LOG [SECONDS]: CPU time of process PID (utime+stime from /proc) and the
# frames it logged (REVERSI_FRAME_LOG=1 lines in LOG) over SECONDS (default 10) in which
# nothing is done to it. Prints both; fails when it drew more than 2 frames a second: the
# frames drawn while idle are behaviour, the CPU share is a figure to read.
idle_probe() {
  local name=$1 pid=$2 log=$3 seconds=${4:-10}
  local tck c0 c1 f0 f1 frames
  tck=$(getconf CLK_TCK)
  c0=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  f0=$(grep -c '^frame-log: frame' "$log" || true)
  sleep "$seconds"
  c1=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  f1=$(grep -c '^frame-log: frame' "$log" || true)
  frames=$((f1 - f0))
  awk -v n="$name" -v c=$((c1 - c0)) -v t="$tck" -v s="$seconds" -v f="$frames" \
    'BEGIN { printf "idle-probe %s: %.1f %% of one core, %d frames drawn in %d s\n", n, 100 * c / t / s, f, s }'
  if [ "$frames" -gt $((2 * seconds)) ]; then
    echo "FAIL: idle-probe $name: $frames frames in $seconds s while nothing moves (at most $((2 * seconds)))"
    return 1
  fi
}
