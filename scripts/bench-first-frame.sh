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
  python3 - "$db" "$2" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("INSERT OR REPLACE INTO settings VALUES ('view', ?)", (sys.argv[2],))
c.commit()
PY
  local start pid frame
  start=$(date +%s.%N)
  KAIROS_DB=$db "$1" 2>"$work/err" &
  pid=$!
  for _ in $(seq 400); do grep -q "first frame" "$work/err" 2>/dev/null && break; sleep 0.02; done
  frame=$(sed -n 's/.*first frame at \([0-9.]*\).*/\1/p' "$work/err")
  # The window's services start after the first frame: let them, so the
  # next launch finds a machine as quiet as this one did.
  sleep 0.5
  kill "$pid"; wait "$pid" 2>/dev/null || true
  awk -v f="$frame" -v s="$start" 'BEGIN { print f == "" ? "none" : sprintf("%.0f", (f - s) * 1000) }'
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
