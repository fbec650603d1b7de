#!/usr/bin/env bash
# What `kairos daemon` costs when nothing happens, with three CalDAV
# accounts on Radicale (loopback): one with the 10,000-event seed calendar,
# two with a small one. After the start-up pass, for SECS seconds (default
# 120): its CPU time, its resident memory, and the HTTP requests Radicale
# logged — at the default interval (15 minutes), then with the interval set
# to 10 s to show what each idle pass costs.
# `scripts/bench-idle.sh [SECS]`. Needs python3 with venv; shares
# target/bench-sync-venv with scripts/bench-sync.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-120}
seed=../shared/fixtures/bench/seed_events_10000.ics
[ -f "$seed" ] || { echo "bench-idle: $seed is missing" >&2; exit 1; }
venv=target/bench-sync-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import radicale' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check radicale==3.9.0
fi
cargo build --release --quiet
kairos=$PWD/target/release/kairos
work=$(mktemp -d)
port=$("$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
url="http://127.0.0.1:$port"
"$venv/bin/python" -m radicale --server-hosts "127.0.0.1:$port" --auth-type none \
  --storage-filesystem-folder "$work/radicale" --logging-level info \
  >"$work/radicale.log" 2>&1 &
radicale=$!
daemon=""
trap 'kill $radicale $daemon 2>/dev/null || true; rm -rf "$work"' EXIT
. scripts/lib/wait.sh
wait_until "$radicale" "Radicale" "$venv/bin/python" -c \
  "import socket; socket.create_connection(('127.0.0.1', $port))"

# Each account's calendar, uploaded in one request (Radicale makes a
# calendar of a VCALENDAR PUT on a new collection).
upload() { # USER NAME FILE
  "$venv/bin/python" - "$url/$1/$2/" "$3" "$1" <<'PY'
import base64, sys, urllib.request
body = open(sys.argv[2], "rb").read()
auth = base64.b64encode(f"{sys.argv[3]}:x".encode()).decode()
r = urllib.request.Request(sys.argv[1], data=body, method="PUT",
    headers={"Content-Type": "text/calendar", "Authorization": "Basic " + auth})
urllib.request.urlopen(r)
PY
}
small="$work/small.ics"
{
  printf 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n'
  for i in $(seq 1 50); do
    printf 'BEGIN:VEVENT\r\nUID:small-%s@bench\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:202612%02dT090000Z\r\nDURATION:PT1H\r\nSUMMARY:Event %s\r\nEND:VEVENT\r\n' \
      "$i" $(( (i % 28) + 1 )) "$i"
  done
  printf 'END:VCALENDAR\r\n'
} >"$small"
upload big seed "$seed"
upload family home "$small"
upload club club "$small"

db="$work/kairos.db"
for account in big family club; do
  "$kairos" --db "$db" accounts add "$account" --url "$url/" --user "$account" \
    --password-command "echo x" >/dev/null
done
"$kairos" --db "$db" sync >/dev/null
echo "== three accounts synced: $("$kairos" --db "$db" agenda --from 2026-01-01 --days 1 --json >/dev/null; echo ok)"

stat_of() { # PID -> "utime+stime ticks" "VmRSS kB" "VmHWM kB"
  local ticks rss hwm
  ticks=$(awk '{print $14 + $15}' "/proc/$1/stat")
  rss=$(awk '/^VmRSS/ {print $2}' "/proc/$1/status")
  hwm=$(awk '/^VmHWM/ {print $2}' "/proc/$1/status")
  echo "$ticks $rss $hwm"
}
hz=$(getconf CLK_TCK)

measure() { # LABEL INTERVAL-SETTING
  local label=$1 interval=$2 before after requests_before requests_after
  if [ -n "$interval" ]; then
    "$venv/bin/python" - "$db" "$interval" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("INSERT INTO settings (key, value) VALUES ('sync_interval', ?) "
          "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (sys.argv[2],))
c.commit()
PY
  fi
  TZ=UTC DBUS_SESSION_BUS_ADDRESS=disabled: "$kairos" --db "$db" daemon --log "$work/daemon.log" \
    >/dev/null 2>&1 &
  daemon=$!
  # The start-up pass: wait until Radicale has answered it (its log stops
  # growing for two seconds).
  local last=-1 now
  while now=$(wc -l <"$work/radicale.log"); [ "$now" != "$last" ]; do
    last=$now
    sleep 2
  done
  read -r before _ _ <<<"$(stat_of "$daemon")"
  requests_before=$(grep -c "request for" "$work/radicale.log" || true)
  sleep "$secs"
  read -r after rss hwm <<<"$(stat_of "$daemon")"
  requests_after=$(grep -c "request for" "$work/radicale.log" || true)
  kill "$daemon"
  wait "$daemon" 2>/dev/null || true
  daemon=""
  local cpu_ms=$(( (after - before) * 1000 / hz ))
  awk -v l="$label" -v s="$secs" -v c="$cpu_ms" -v r="$rss" -v h="$hwm" \
    -v q=$((requests_after - requests_before)) 'BEGIN {
      printf "%-26s %4d s: CPU %5d ms (%.3f%% of a core), RSS %6d kB (peak %6d kB), %4d requests\n",
        l, s, c, c / (s * 10), r, h, q }'
}

echo "== kairos daemon, three accounts (10,000 + 50 + 50 events), nothing changing"
measure "interval 15 min (default)" ""
measure "interval 10 s" "10"
