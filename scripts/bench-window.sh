#!/usr/bin/env bash
# The real window on the 100,000-event benchmark file under Xvfb with the
# tiny-skia renderer: start to first frame, and resident memory once open,
# split into anonymous memory (the heap: what Kairos holds) and file pages
# (the program, its libraries and fonts, and the database SQLite maps).
# Then the same for the 10,000-event seed calendar's week of today
# (thousands of occurrences a week), and the reminder daemon's memory on
# the 100,000-event file.
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

# `mem`: the resident memory of process $1 in MB, whole and split.
memory() {
  mem=$(awk '/^VmRSS/ {r=$2} /^RssAnon/ {a=$2} /^RssFile/ {f=$2} /^RssShmem/ {s=$2}
    END { printf "rss_mb=%.1f anon_mb=%.1f file_mb=%.1f shmem_mb=%.1f", r/1024, a/1024, f/1024, s/1024 }' \
    "/proc/$1/status")
}
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
    memory "$pid"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    awk -v v="$view" -v r="$run" -v f="$frame" -v s="$start" -v m="$mem" \
      'BEGIN { printf "BENCH window_%s run=%d first_frame_ms=%s %s\n", v, r, ms(f, s), m }
       function ms(f, s) { return f == "" ? "none" : sprintf("%.0f", (f - s) * 1000) }'
  done
done

# The seed calendar (one event a day since 2007, a quarter of them daily):
# this week holds some 14,000 occurrences.
cargo run --release --quiet -- --db "$work/seed.db" import \
  ../shared/fixtures/bench/seed_events_10000.ics >/dev/null
for run in $(seq "$runs"); do
  db="$work/seed-run.db"
  cp "$work/seed.db" "$db"
  rm -f "$db-wal" "$db-shm"
  python3 - "$db" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("INSERT OR REPLACE INTO settings VALUES ('view', 'Week')")
c.commit()
PY
  start=$(date +%s.%N)
  KAIROS_DB=$db "${KAIROS_BIN:-target/release/kairos}" 2>"$work/err" &
  pid=$!
  for _ in $(seq 400); do grep -q "first frame" "$work/err" 2>/dev/null && break; sleep 0.05; done
  frame=$(sed -n 's/.*first frame at \([0-9.]*\).*/\1/p' "$work/err")
  sleep 2
  memory "$pid"
  kill "$pid"; wait "$pid" 2>/dev/null || true
  awk -v r="$run" -v f="$frame" -v s="$start" -v m="$mem" \
    'BEGIN { printf "BENCH window_seed10k_week run=%d first_frame_ms=%s %s\n", r, ms(f, s), m }
     function ms(f, s) { return f == "" ? "none" : sprintf("%.0f", (f - s) * 1000) }'
done

# The daemon on the 100,000-event file, once it has planned its reminders.
for run in $(seq "$runs"); do
  db="$work/run.db"
  cp "$work/bench.db" "$db"
  rm -f "$db-wal" "$db-shm"
  KAIROS_DB=$db "${KAIROS_BIN:-target/release/kairos}" daemon 2>"$work/daemon.err" &
  pid=$!
  sleep 5
  memory "$pid"
  kill "$pid"; wait "$pid" 2>/dev/null || true
  echo "BENCH daemon_100k run=$run $mem"
done
