# Sourced by scripts/test: the CalDAV servers the sync tests talk to, on
# loopback, from pinned PyPI packages in their own venv.
# start_caldav_servers DIR: installs (once) and starts Radicale (htpasswd
# login; users alice, bob, … with password "secret") and Xandikos (no
# login), exports KAIROS_SYNC_PYTHON, KAIROS_RADICALE_URL,
# KAIROS_XANDIKOS_URL, and sets RADICALE_PID / XANDIKOS_PID. Returns once
# both answer.
. "$(dirname "${BASH_SOURCE[0]}")/wait.sh"

SYNC_PACKAGES=(radicale==3.9.0 xandikos==0.4.10 caldav==3.6.0)

# answers URL: the server at URL answers HTTP (any status).
answers() {
  "$KAIROS_SYNC_PYTHON" - "$1" <<'PY' 2>/dev/null
import sys, urllib.request, urllib.error
try:
    urllib.request.urlopen(sys.argv[1], timeout=5)
except urllib.error.HTTPError:
    pass
PY
}

free_port() {
  "$KAIROS_SYNC_PYTHON" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

start_caldav_servers() {
  local dir="$1" venv="$PWD/target/sync-venv" port
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" - <<'PY' 2>/dev/null
import importlib.metadata as m, sys
want = {"radicale": "3.9.0", "xandikos": "0.4.10", "caldav": "3.6.0"}
sys.exit(any(m.version(k) != v for k, v in want.items()))
PY
  then
    echo "== installing ${SYNC_PACKAGES[*]} into $venv"
    if ! python3 -m venv "$venv" 2>/dev/null; then
      local sudo=""
      [ "$(id -u)" -eq 0 ] || sudo="sudo"
      $sudo apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv
      python3 -m venv "$venv"
    fi
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${SYNC_PACKAGES[@]}"
  fi
  export KAIROS_SYNC_PYTHON="$venv/bin/python"
  mkdir -p "$dir/radicale" "$dir/xandikos"
  : > "$dir/users"
  for u in alice bob carol dave erin frank grace heidi ivan judy mallory niaj olivia oscar peggy quinn rupert sybil trent uma victor walter xavier yves zoe amos bea cleo dov ezra fay gil hal anna; do
    echo "$u:secret" >> "$dir/users"
  done
  port=$(free_port)
  "$KAIROS_SYNC_PYTHON" -m radicale --server-hosts "127.0.0.1:$port" --auth-type htpasswd \
    --auth-htpasswd-filename "$dir/users" --auth-htpasswd-encryption plain \
    --storage-filesystem-folder "$dir/radicale" --logging-level warning \
    >"$dir/radicale.log" 2>&1 &
  RADICALE_PID=$!
  export KAIROS_RADICALE_URL="http://127.0.0.1:$port/"
  wait_until "$RADICALE_PID" "Radicale on port $port" \
    answers "http://127.0.0.1:$port/.well-known/caldav" || return 1
  port=$(free_port)
  "$venv/bin/xandikos" serve -d "$dir/xandikos" --defaults -l 127.0.0.1 -p "$port" \
    >"$dir/xandikos.log" 2>&1 &
  XANDIKOS_PID=$!
  export KAIROS_XANDIKOS_URL="http://127.0.0.1:$port/"
  wait_until "$XANDIKOS_PID" "Xandikos on port $port" \
    answers "http://127.0.0.1:$port/" || return 1
  echo "== CalDAV servers: Radicale $KAIROS_RADICALE_URL, Xandikos $KAIROS_XANDIKOS_URL"
}
