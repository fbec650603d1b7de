#!/usr/bin/env bash
# The real window on the 100,000-event benchmark file under Xvfb with the
# tiny-skia renderer: start to first frame, and resident memory once open,
# split into anonymous memory (the heap: what Kairos holds) and file pages
# (the program, its libraries and fonts, and the database SQLite maps).
# Then the same for the 10,000-event seed calendar's week of today
# (thousands of occurrences a week), the 100,000-event file's Month view
# after one search, and the reminder daemon's memory on the 100,000-event
# file.
# `scripts/bench-window.sh [RUNS]` (default 5). Needs xvfb (apt install xvfb).
# KAIROS_BIN=PATH times another build (say, main's) on the same data; LANG
# chooses the language the window starts in.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
work=$(mktemp -d)
. scripts/lib/xvfb.sh
. scripts/lib/launch.sh
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
    # The window opens on today, which the data reaches (2020–2029).
    launch_window "${KAIROS_BIN:-target/release/kairos}" "$db" "$view" "$work/err"
    sleep 2
    memory "$LAUNCH_PID"
    kill "$LAUNCH_PID"; wait "$LAUNCH_PID" 2>/dev/null || true
    echo "BENCH window_$view run=$run first_frame_ms=$(launch_ms) $mem"
  done
done

# The 100,000-event file's Month view after one search, as a user makes it
# (xdotool: Ctrl+F, "event", Escape): the search thread's index stays, so
# this is the window's memory with the index warm.
if command -v xdotool >/dev/null 2>&1; then
  for run in $(seq "$runs"); do
    db="$work/run.db"
    cp "$work/bench.db" "$db"
    rm -f "$db-wal" "$db-shm"
    launch_window "${KAIROS_BIN:-target/release/kairos}" "$db" Month "$work/err"
    sleep 2
    id=$(xdotool search --sync --pid "$LAUNCH_PID" | head -1)
    xdotool windowfocus "$id"
    sleep 0.3
    xdotool key ctrl+f
    sleep 0.3
    xdotool type --delay 150 event
    sleep 2
    xdotool key Escape
    sleep 1
    memory "$LAUNCH_PID"
    kill "$LAUNCH_PID"; wait "$LAUNCH_PID" 2>/dev/null || true
    echo "BENCH window_Month_searched run=$run $mem"
  done
else
  echo "bench-window: no xdotool (apt install xdotool): the searched window is not measured" >&2
fi

# The seed calendar (one event a day since 2007, a quarter of them daily):
# this week holds some 14,000 occurrences.
cargo run --release --quiet -- --db "$work/seed.db" import \
  ../shared/fixtures/bench/seed_events_10000.ics >/dev/null
for run in $(seq "$runs"); do
  db="$work/seed-run.db"
  cp "$work/seed.db" "$db"
  rm -f "$db-wal" "$db-shm"
  launch_window "${KAIROS_BIN:-target/release/kairos}" "$db" Week "$work/err" 400
  sleep 2
  memory "$LAUNCH_PID"
  kill "$LAUNCH_PID"; wait "$LAUNCH_PID" 2>/dev/null || true
  echo "BENCH window_seed10k_week run=$run first_frame_ms=$(launch_ms) $mem"
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
