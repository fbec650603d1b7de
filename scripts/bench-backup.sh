#!/usr/bin/env bash
# What checking and backing up the 100,000-event benchmark file costs, as
# whole commands: `kairos check --quick` (what the window or daemon runs
# when it starts and daily, and a command that writes runs when no check
# is recent), `kairos check` (the full integrity check), and `kairos backup
# now` (a quick check, VACUUM INTO, and the copy's full check).
# `scripts/bench-backup.sh [RUNS]` (default 5). Needs /usr/bin/time (apt
# install time). KAIROS_BIN=PATH times another build on the same data.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build --release --quiet
KAIROS_BENCH_WRITE_DB="$work/bench.db" cargo bench --quiet --bench view >/dev/null
bin=${KAIROS_BIN:-target/release/kairos}
echo "the file: $(du -h "$work/bench.db" | cut -f1), $runs runs each"
for what in "check --quick" "check" "backup now"; do
  : > "$work/times"
  for run in $(seq "$runs"); do
    # Each run from the same start: no recent check, no backup.
    rm -rf "$work/backups" "$work/bench.db.health"
    # shellcheck disable=SC2086 # $what is the command's words
    /usr/bin/time -f "%e %M" -a -o "$work/times" "$bin" --db "$work/bench.db" $what >/dev/null
  done
  sort -n "$work/times" | awk -v what="$what" '
    { wall[NR] = $1; if ($2 > rss) rss = $2 }
    END { printf "BENCH %-14s wall_s min=%.2f median=%.2f max=%.2f  peak_rss_mb=%.1f\n",
          what, wall[1], wall[int((NR + 1) / 2)], wall[NR], rss / 1024 }'
done
du -h "$work/backups/"*.db | sed 's/^/the backup: /'
