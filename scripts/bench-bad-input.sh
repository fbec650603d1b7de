#!/usr/bin/env bash
# Peak memory (and time) of kairos on hostile input: a server answer made
# of 15 million empty XML elements (60 MB, within the 64 MiB body cap), and
# big .ics imports. `scripts/bench-bad-input.sh [KAIROS_BINARY] [EVENTS...]`
# (default: target/release/kairos, built if missing; imports of 100000 and
# 1000000 events). Peak RSS is the child's ru_maxrss, read by Python.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/kairos}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100000 1000000)
[ -x "$bin" ] || cargo build --release --locked
dir=$(mktemp -d)
server=""
trap '[ -z "$server" ] || kill $server 2>/dev/null; rm -rf "$dir"' EXIT

# Runs a command; prints its exit status, time and peak resident memory.
peak() {
  python3 - "$@" <<'PY'
import resource, subprocess, sys, time
begun = time.monotonic()
run = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
said = run.stderr.decode(errors="replace").strip().splitlines()
print(f"   exit {run.returncode}, {time.monotonic() - begun:.1f} s, peak RSS {peak:.0f} MB"
      + (f"; {said[0][:160]}" if said else ""))
PY
}

# A server whose every answer is 207 with 15 million empty elements.
python3 - "$dir/port" <<'PY' &
import http.server, sys
body = (b'<?xml version="1.0"?><d:multistatus xmlns:d="DAV:">'
        + b"<a/>" * 15_000_000 + b"</d:multistatus>")
class Hostile(http.server.BaseHTTPRequestHandler):
    def answer(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        self.send_response(207)
        self.send_header("Content-Type", "application/xml; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    do_PROPFIND = do_REPORT = do_GET = do_OPTIONS = answer
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Hostile)
open(sys.argv[1], "w").write(str(server.server_address[1]))
server.serve_forever()
PY
server=$!
while [ ! -s "$dir/port" ]; do sleep 0.1; done
port=$(cat "$dir/port")
echo "== a 60 MB answer of 15 million empty XML elements (kairos accounts add)"
KAIROS_DB="$dir/hostile.db" peak "$bin" accounts add hostile --url "http://127.0.0.1:$port/" \
  --user u --password-command "echo p"

echo "== a month's agenda of an event repeating every second"
KAIROS_DB="$dir/secondly.db" "$bin" add Tick --start 2026-12-01T00:00 --rrule FREQ=SECONDLY \
  --tz UTC >/dev/null
KAIROS_DB="$dir/secondly.db" peak "$bin" agenda --from 2026-12-01 --days 31 --tz UTC

for n in "${sizes[@]}"; do
  python3 - "$dir/big.ics" "$n" <<'PY'
import sys
n = int(sys.argv[2])
with open(sys.argv[1], "w", newline="") as f:
    f.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n")
    for i in range(n):
        f.write(f"BEGIN:VEVENT\r\nUID:event-{i}@bench\r\nDTSTAMP:20261101T000000Z\r\n"
                f"DTSTART:2026{1 + i % 12:02d}{1 + i % 28:02d}T090000Z\r\nDURATION:PT1H\r\n"
                f"SUMMARY:Event number {i}\r\nEND:VEVENT\r\n")
    f.write("END:VCALENDAR\r\n")
PY
  size=$(du -m "$dir/big.ics" | cut -f1)
  echo "== import of $n events ($size MB)"
  rm -f "$dir/import.db"*
  KAIROS_DB="$dir/import.db" peak "$bin" import "$dir/big.ics"
done
