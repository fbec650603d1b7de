#!/usr/bin/env bash
# The real window on the 100,000-event benchmark file under Xvfb with the
# tiny-skia renderer: start to first frame, and resident memory once open.
# `scripts/bench-window.sh [RUNS]` (default 5). Needs xvfb (apt install xvfb).
# KAIROS_BIN=PATH times another build (say, main's) on the same data; LANG
# chooses the language the window starts in.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
work=$(mktemp -d)
. scripts/lib/xvfb.sh
start_xvfb 140 180 1280x800
xvfb=$XVFB_PID
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
cargo build --release --quiet
KAIROS_BENCH_WRITE_DB="$work/bench.db" cargo bench --quiet --bench view >/dev/null
export ICED_BACKEND=tiny-skia TZ=Europe/Paris KAIROS_STARTUP_TIMING=1
for view in Month Week Agenda; do
  for run in $(seq "$runs"); do
    db="$work/run.db"
    cp "$work/bench.db" "$db"
    rm -f "$db-wal" "$db-shm"
    # Open on a month of the data (2024) in this view: the window opens on
    # today, which the data reaches too (2020–2029).
    python3 - "$db" "$view" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("INSERT OR REPLACE INTO settings VALUES ('view', ?)", (sys.argv[2],))
c.commit()
PY
    start=$(date +%s.%N)
    KAIROS_DB=$db "${KAIROS_BIN:-target/release/kairos}" 2>"$work/err" &
    pid=$!
    for _ in $(seq 200); do grep -q "first frame" "$work/err" 2>/dev/null && break; sleep 0.05; done
    frame=$(sed -n 's/.*first frame at \([0-9.]*\).*/\1/p' "$work/err")
    sleep 2
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
    kill "$pid"; wait "$pid" 2>/dev/null || true
    awk -v v="$view" -v r="$run" -v f="$frame" -v s="$start" -v m="$rss" \
      'BEGIN { printf "BENCH window_%s run=%d first_frame_ms=%.0f rss_mb=%.1f\n", v, r, (f - s) * 1000, m / 1024 }'
  done
done
