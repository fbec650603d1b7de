#!/usr/bin/env bash
# Start to first frame of two builds, launch by launch in turn, on the
# 100,000-event benchmark file under Xvfb with the tiny-skia renderer: the
# two see the same machine at the same moments, which a busy or noisy
# machine otherwise hides.
# `scripts/bench-first-frame.sh BEFORE AFTER [RUNS]` (RUNS per view,
# default 7): BEFORE and AFTER are `kairos` binaries, say main's release
# build copied aside and this tree's. Needs xvfb (apt install xvfb).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
  echo "usage: scripts/bench-first-frame.sh BEFORE AFTER [RUNS]" >&2
  exit 2
fi
before=$(realpath "$1")
after=$(realpath "$2")
runs=${3:-7}
work=$(mktemp -d)
. scripts/lib/xvfb.sh
. scripts/lib/launch.sh
start_xvfb 140 180 1280x800
xvfb=$XVFB_PID
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
KAIROS_BENCH_WRITE_DB="$work/bench.db" cargo bench --quiet --bench view >/dev/null
export ICED_BACKEND=tiny-skia TZ=Europe/Paris KAIROS_STARTUP_TIMING=1

# Milliseconds from launch to the first frame of `$1` in view `$2`.
launch() {
  local db="$work/run.db"
  cp "$work/bench.db" "$db"
  rm -f "$db-wal" "$db-shm"
  launch_window "$1" "$db" "$2" "$work/err" 400
  # The window's services start after the first frame: let them, so the
  # next launch finds a machine as quiet as this one did.
  sleep 0.5
  kill "$LAUNCH_PID"; wait "$LAUNCH_PID" 2>/dev/null || true
  launch_ms
}

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

for view in Month Week Agenda; do
  b="" a=""
  for _ in $(seq "$runs"); do
    b="$b $(launch "$before" "$view")"
    a="$a $(launch "$after" "$view")"
  done
  echo "BENCH first_frame_$view before_ms=[$b ] median=$(echo "$b" | median)" \
    "after_ms=[$a ] median=$(echo "$a" | median)"
done
