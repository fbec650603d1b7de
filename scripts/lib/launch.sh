# Launching the window for a measurement (sourced by the bench scripts).

# `launch_window BIN DB VIEW ERR [TRIES]`: makes DB (the caller's copy)
# open in VIEW, starts BIN on it with its stderr in ERR, and waits
# (TRIES × 50 ms) for its first frame. Sets LAUNCH_PID, LAUNCH_START
# (wall-clock seconds) and LAUNCH_FRAME (the first frame's, empty if none
# came).
launch_window() {
  local bin=$1 db=$2 view=$3 err=$4 tries=${5:-200}
  python3 - "$db" "$view" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("INSERT OR REPLACE INTO settings VALUES ('view', ?)", (sys.argv[2],))
c.commit()
PY
  LAUNCH_START=$(date +%s.%N)
  KAIROS_DB=$db "$bin" 2>"$err" &
  LAUNCH_PID=$!
  for _ in $(seq "$tries"); do grep -q "first frame" "$err" 2>/dev/null && break; sleep 0.05; done
  LAUNCH_FRAME=$(sed -n 's/.*first frame at \([0-9.]*\).*/\1/p' "$err")
}

# Milliseconds from LAUNCH_START to LAUNCH_FRAME, or "none".
launch_ms() {
  awk -v f="$LAUNCH_FRAME" -v s="$LAUNCH_START" \
    'BEGIN { print f == "" ? "none" : sprintf("%.0f", (f - s) * 1000) }'
}
