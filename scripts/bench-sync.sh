#!/usr/bin/env bash
# Sync against Radicale on loopback, Kairos beside vdirsyncer on the same
# server and data in the same run: the first sync of the 10,000-event seed
# calendar, then syncs with nothing changed (time and HTTP requests, counted
# from Radicale's request log), and on Xandikos a push of 1,000 events and
# a sync with nothing changed. `scripts/bench-sync.sh [RUNS]` (default 5).
# Needs python3 with venv; installs Radicale and vdirsyncer (pinned) into
# target/bench-sync-venv.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
seed=../shared/fixtures/bench/seed_events_10000.ics
[ -f "$seed" ] || { echo "bench-sync: $seed is missing" >&2; exit 1; }
venv=target/bench-sync-venv
if [ ! -x "$venv/bin/vdirsyncer" ] || [ ! -x "$venv/bin/xandikos" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check \
    radicale==3.9.0 vdirsyncer==0.21.0 xandikos==0.4.10
fi
cargo build --release --quiet
work=$(mktemp -d)
port=$("$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
url="http://127.0.0.1:$port"
"$venv/bin/python" -m radicale --server-hosts "127.0.0.1:$port" --auth-type none \
  --storage-filesystem-folder "$work/radicale" --logging-level info \
  >"$work/radicale.log" 2>&1 &
radicale=$!
trap 'kill $radicale 2>/dev/null || true; rm -rf "$work"' EXIT
. scripts/lib/wait.sh
wait_until "$radicale" "Radicale" "$venv/bin/python" -c \
  "import socket; socket.create_connection(('127.0.0.1', $port))"

# The seed calendar, uploaded in one request (Radicale makes a calendar of
# a VCALENDAR PUT on a new collection).
"$venv/bin/python" - "$url/bench/seed/" "$seed" <<'PY'
import sys, urllib.request
body = open(sys.argv[2], "rb").read()
r = urllib.request.Request(sys.argv[1], data=body, method="PUT",
    headers={"Content-Type": "text/calendar", "Authorization": "Basic YmVuY2g6eA=="})
urllib.request.urlopen(r)
PY

requests() { grep -c "request for" "$work/radicale.log" || true; }
# Seconds Radicale itself spent on the requests logged after line $1.
server_ms() { tail -n +"$(($1 + 1))" "$work/radicale.log" | grep -o "in [0-9.]* seconds" \
  | awk '{ s += $2 } END { printf "%.1f", s * 1000 }'; }
now() { date +%s.%N; }
ms() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b - a) * 1000 }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

kairos=target/release/kairos
first_k=() first_v=() quiet_k=() quiet_v=() quiet_req_k=() quiet_req_v=() quiet_server=()
for run in $(seq "$runs"); do
  db="$work/k$run.db"
  $kairos --db "$db" accounts add bench --url "$url/" --user bench \
    --password-command "echo x" >/dev/null
  t0=$(now); $kairos --db "$db" sync >/dev/null; t1=$(now)
  first_k+=("$(ms "$t0" "$t1")")
  n=$("$venv/bin/python" -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT count(DISTINCT uid) FROM events WHERE calendar_id <> 1").fetchone()[0])' "$db")
  [ "$n" -eq 10000 ] || { echo "kairos pulled $n distinct events, not 10000" >&2; exit 1; }
  lines=$(wc -l <"$work/radicale.log")
  r0=$(requests); t0=$(now); $kairos --db "$db" sync >/dev/null; t1=$(now); r1=$(requests)
  quiet_k+=("$(ms "$t0" "$t1")"); quiet_req_k+=("$((r1 - r0))")
  quiet_server+=("$(server_ms "$lines")")

  vdir="$work/v$run"
  mkdir -p "$vdir/cal" "$vdir/status"
  cat >"$vdir/config" <<EOF
[general]
status_path = "$vdir/status"
[pair bench]
a = "local"
b = "radicale"
collections = ["seed"]
[storage local]
type = "filesystem"
path = "$vdir/cal"
fileext = ".ics"
[storage radicale]
type = "caldav"
url = "$url/bench/"
username = "bench"
password = "x"
EOF
  VDIRSYNCER_CONFIG="$vdir/config" "$venv/bin/vdirsyncer" discover >/dev/null 2>&1 < <(yes)
  t0=$(now); VDIRSYNCER_CONFIG="$vdir/config" "$venv/bin/vdirsyncer" sync >/dev/null 2>&1; t1=$(now)
  first_v+=("$(ms "$t0" "$t1")")
  files=$(find "$vdir/cal" -name '*.ics' | wc -l)
  [ "$files" -eq 10000 ] || { echo "vdirsyncer wrote $files files, not 10000" >&2; exit 1; }
  r0=$(requests); t0=$(now); VDIRSYNCER_CONFIG="$vdir/config" "$venv/bin/vdirsyncer" sync >/dev/null 2>&1; t1=$(now); r1=$(requests)
  quiet_v+=("$(ms "$t0" "$t1")"); quiet_req_v+=("$((r1 - r0))")
  echo "run $run: first sync kairos ${first_k[-1]} ms, vdirsyncer ${first_v[-1]} ms;" \
    "quiet sync kairos ${quiet_k[-1]} ms (${quiet_req_k[-1]} requests, Radicale busy ${quiet_server[-1]} ms of it)," \
    "vdirsyncer ${quiet_v[-1]} ms (${quiet_req_v[-1]} requests)"
done
fk=$(printf '%s\n' "${first_k[@]}" | median); fv=$(printf '%s\n' "${first_v[@]}" | median)
qk=$(printf '%s\n' "${quiet_k[@]}" | median); qv=$(printf '%s\n' "${quiet_v[@]}" | median)
rk=$(printf '%s\n' "${quiet_req_k[@]}" | median); rv=$(printf '%s\n' "${quiet_req_v[@]}" | median)
echo "BENCH sync_first_10000 kairos_ms=$fk vdirsyncer_ms=$fv ratio=$(awk -v a="$fv" -v b="$fk" 'BEGIN { printf "%.2f", a / b }')"
qs=$(printf '%s\n' "${quiet_server[@]}" | median)
echo "BENCH sync_quiet kairos_ms=$qk kairos_requests=$rk radicale_busy_ms=$qs kairos_own_ms=$(awk -v a="$qk" -v b="$qs" 'BEGIN { printf "%.1f", a - b }') vdirsyncer_ms=$qv vdirsyncer_requests=$rv"

# Xandikos, whose sync token costs it nothing to compute (a git commit id):
# Kairos pushes the 1,000-event seed (an import into the server calendar;
# Xandikos commits each PUT, so 10,000 would take it half an hour), then
# syncs with nothing changed.
port=$("$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$venv/bin/xandikos" serve -d "$work/xandikos" --defaults -l 127.0.0.1 -p "$port" \
  >"$work/xandikos.log" 2>&1 &
xandikos=$!
trap 'kill $radicale $xandikos 2>/dev/null || true; rm -rf "$work"' EXIT
wait_until "$xandikos" "Xandikos" "$venv/bin/python" -c \
  "import socket; socket.create_connection(('127.0.0.1', $port))"
db="$work/x.db"
$kairos --db "$db" accounts add x --url "http://127.0.0.1:$port/user/calendars/calendar/" \
  --user "" --password-command "echo x" >/dev/null
name=$($kairos --db "$db" accounts list --json | "$venv/bin/python" -c \
  'import json,sys; print(json.load(sys.stdin)[0]["calendars"][0]["name"])')
$kairos --db "$db" import "${seed/10000/1000}" --calendar "$name" >/dev/null
t0=$(now); $kairos --db "$db" sync >/dev/null; t1=$(now)
push=$(ms "$t0" "$t1")
xq=()
for run in $(seq "$runs"); do
  t0=$(now); $kairos --db "$db" sync >/dev/null; t1=$(now); xq+=("$(ms "$t0" "$t1")")
done
echo "BENCH sync_xandikos push_1000_ms=$push quiet_ms=$(printf '%s\n' "${xq[@]}" | median)"
