#!/usr/bin/env bash
# A sync with nothing changed against DAViCal on loopback, Kairos beside
# vdirsyncer on the same server and data in the same run: the 1,000-event
# seed calendar (../shared/fixtures/bench/seed_events_1000.ics) in alice's
# home calendar, the account added by the calendar's own URL and by the
# server's CalDAV root. Per case: the requests each client made and the time
# DAViCal took for them (from Apache's access log, %D), each client's wall
# time (process start to exit) and CPU time (user + system), Kairos's own
# part of its wall time (less DAViCal's), and the ratio of the wall times
# (vdirsyncer's / Kairos's). `scripts/bench-davical.sh [RUNS]`
# (default 5; medians). Needs root (or sudo) for DAViCal
# (scripts/lib/davical.sh) and python3 with venv; installs vdirsyncer
# (pinned, beside Radicale and Xandikos as scripts/bench-sync.sh does) into
# target/bench-sync-venv.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
seed=../shared/fixtures/bench/seed_events_1000.ics
[ -f "$seed" ] || { echo "bench-davical: $seed is missing" >&2; exit 1; }
venv=target/bench-sync-venv
if [ ! -x "$venv/bin/vdirsyncer" ] || [ ! -x "$venv/bin/xandikos" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check \
    radicale==3.9.0 vdirsyncer==0.21.0 xandikos==0.4.10
fi
cargo build --release --quiet
work=$(mktemp -d)
. scripts/lib/davical.sh
trap 'stop_davical; rm -rf "$work"' EXIT
start_davical "$work"
root=$KAIROS_DAVICAL_URL
log=$KAIROS_DAVICAL_LOG
calendar="${root}alice/calendar/"

# The seed, one event a resource (DAViCal keeps one per UID), three PUTs
# at a time; a PUT answered 5xx (seen once, on a loaded machine) is tried
# again.
"$venv/bin/python" - "$calendar" "$seed" <<'PY'
import base64, concurrent.futures, re, sys, time, urllib.error, urllib.request
url, path = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read().replace("\r\n", "\n")
zones = "".join(re.findall(r"BEGIN:VTIMEZONE\n.*?END:VTIMEZONE\n", text, re.S))
events = re.findall(r"BEGIN:VEVENT\n.*?END:VEVENT\n", text, re.S)
auth = "Basic " + base64.b64encode(b"alice:secret").decode()
def put(event):
    uid = re.search(r"^UID:(.*)$", event, re.M).group(1)
    body = ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//bench//EN\n" + zones + event
            + "END:VCALENDAR\n").replace("\n", "\r\n").encode()
    name = re.sub(r"[^A-Za-z0-9._-]", "_", uid) + ".ics"
    for attempt in range(5):
        r = urllib.request.Request(url + name, data=body, method="PUT", headers={
            "Content-Type": "text/calendar; charset=utf-8", "If-None-Match": "*",
            "Authorization": auth})
        try:
            urllib.request.urlopen(r).read()
            return
        except urllib.error.HTTPError as e:
            if e.code == 412 and attempt > 0:
                return  # the earlier try was stored after all
            if e.code < 500 or attempt == 4:
                raise
            time.sleep(0.2)
with concurrent.futures.ThreadPoolExecutor(3) as pool:
    list(pool.map(put, events))
print(f"bench-davical: {len(events)} events in {url}", file=sys.stderr)
PY

lines() { wc -l <"$log"; }
# Requests, and DAViCal's milliseconds for them, logged after line $1.
requests_since() { tail -n +"$(($1 + 1))" "$log" | wc -l; }
busy_since() { tail -n +"$(($1 + 1))" "$log" | awk '{ s += $NF } END { printf "%.1f", s / 1000 }'; }
# timed CMD [ARG ...]: runs CMD, its output discarded; sets wall_ms (start
# to exit) and cpu_ms (user + system time of CMD and its children), from
# bash's own `time`.
timed() {
  local TIMEFORMAT='%3R %3U %3S' out r u s
  out=$( { time "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }; } 2>&1 )
  read -r r u s <<<"$out"
  wall_ms=$(awk -v r="$r" 'BEGIN { printf "%.1f", r * 1000 }')
  cpu_ms=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.1f", (u + s) * 1000 }')
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
kairos=target/release/kairos

# One Kairos database and one vdirsyncer storage per case, each synced
# once (checked: 1,000 events), then RUNS syncs with nothing changed, the
# two clients in turn.
declare -A kdb vconf
failed=() cases=()
for case in by_calendar by_root; do
  url=$calendar
  [ "$case" = by_root ] && url=$root
  kdb[$case]="$work/$case.db"
  if ! $kairos --db "${kdb[$case]}" accounts add "$case" --url "$url" --user alice \
    --password-command "echo secret" >/dev/null 2>"$work/add.err"; then
    echo "$case: kairos accounts add failed: $(cat "$work/add.err")" >&2
    failed+=("$case")
    continue
  fi
  l=$(lines); timed $kairos --db "${kdb[$case]}" sync
  echo "$case: first sync kairos $wall_ms ms ($(requests_since "$l") requests)"
  n=$("$venv/bin/python" -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT count(DISTINCT uid) FROM events WHERE calendar_id <> 1").fetchone()[0])' "${kdb[$case]}")
  [ "$n" -eq 1000 ] || { echo "kairos ($case) pulled $n distinct events, not 1000" >&2; exit 1; }

  vdir="$work/v-$case"
  mkdir -p "$vdir/cal" "$vdir/status"
  if [ "$case" = by_calendar ]; then
    collections=null     # the URL is the calendar
  else
    collections='["calendar"]'     # found under the principal
  fi
  cat >"$vdir/config" <<EOF
[general]
status_path = "$vdir/status"
[pair bench]
a = "local"
b = "davical"
collections = $collections
[storage local]
type = "filesystem"
path = "$vdir/cal"
fileext = ".ics"
[storage davical]
type = "caldav"
url = "$url"
username = "alice"
password = "secret"
EOF
  vconf[$case]="$vdir/config"
  VDIRSYNCER_CONFIG="$vdir/config" "$venv/bin/vdirsyncer" discover >/dev/null 2>&1 < <(yes)
  l=$(lines); timed env VDIRSYNCER_CONFIG="$vdir/config" "$venv/bin/vdirsyncer" sync
  echo "$case: first sync vdirsyncer $wall_ms ms ($(requests_since "$l") requests)"
  files=$(find "$vdir/cal" -name '*.ics' | wc -l)
  [ "$files" -eq 1000 ] || { echo "vdirsyncer ($case) wrote $files files, not 1000" >&2; exit 1; }
  cases+=("$case")
done

for case in "${cases[@]}"; do
  k=() kc=() kr=() kb=() ko=() v=() vc=() vr=()
  for run in $(seq "$runs"); do
    l=$(lines); timed $kairos --db "${kdb[$case]}" sync
    k+=("$wall_ms"); kc+=("$cpu_ms"); kr+=("$(requests_since "$l")"); kb+=("$(busy_since "$l")")
    ko+=("$(awk -v a="$wall_ms" -v b="${kb[-1]}" 'BEGIN { printf "%.1f", a - b }')")
    l=$(lines); timed env VDIRSYNCER_CONFIG="${vconf[$case]}" "$venv/bin/vdirsyncer" sync
    v+=("$wall_ms"); vc+=("$cpu_ms"); vr+=("$(requests_since "$l")")
    echo "$case run $run: kairos ${k[-1]} ms, CPU ${kc[-1]} ms (${kr[-1]} requests," \
      "DAViCal busy ${kb[-1]} ms of it); vdirsyncer ${v[-1]} ms, CPU ${vc[-1]} ms (${vr[-1]} requests)"
  done
  km=$(printf '%s\n' "${k[@]}" | median); vm=$(printf '%s\n' "${v[@]}" | median)
  echo "BENCH davical_quiet_$case kairos_ms=$km kairos_cpu_ms=$(printf '%s\n' "${kc[@]}" | median)" \
    "kairos_requests=$(printf '%s\n' "${kr[@]}" | median)" \
    "davical_busy_ms=$(printf '%s\n' "${kb[@]}" | median)" \
    "kairos_own_ms=$(printf '%s\n' "${ko[@]}" | median)" \
    "vdirsyncer_ms=$vm vdirsyncer_cpu_ms=$(printf '%s\n' "${vc[@]}" | median)" \
    "vdirsyncer_requests=$(printf '%s\n' "${vr[@]}" | median)" \
    "ratio=$(awk -v a="$vm" -v b="$km" 'BEGIN { printf "%.2f", a / b }')"
done
[ ${#failed[@]} -eq 0 ] || { echo "bench-davical: no figures for ${failed[*]}" >&2; exit 1; }
