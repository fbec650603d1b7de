#!/usr/bin/env bash
# Renders each view of the window from a demo database under Xvfb into PNGs:
# `scripts/screenshots.sh [OUT_DIR]` (default docs/screenshots). Needs xvfb,
# xdotool and imagemagick (apt install xvfb xdotool imagemagick).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
cargo build --quiet
bin=$PWD/target/debug/kairos
work=$(mktemp -d)
. scripts/lib/xvfb.sh
start_xvfb 140 180 1200x800
xvfb=$XVFB_PID
pid=""
trap 'kill $pid $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
export ICED_BACKEND=tiny-skia TZ=Europe/Berlin LANG=C.UTF-8
sleep 1
KAIROS_BIN=$bin scripts/demo-db.sh "$work/demo.db" "${SCREENSHOT_DAY:-$(date +%F)}" >/dev/null
# ImageMagick's `import` (Debian's /usr/bin/import; another `import` may be
# first on PATH).
shot() { /usr/bin/import -window root "$out/$1.png"; echo "$out/$1.png"; }
for view in month week agenda; do
  KAIROS_DB=$work/demo.db "$bin" >/dev/null 2>&1 &
  pid=$!
  id=$(xdotool search --sync --name '^Kairos$' | head -1)
  xdotool windowmove "$id" 0 0 windowsize "$id" 1200 800 windowfocus --sync "$id"
  sleep 1
  xdotool key "${view:0:1}"
  sleep 1.5
  shot "$view"
  kill "$pid"; wait "$pid" 2>/dev/null || true
done
