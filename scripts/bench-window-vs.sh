#!/usr/bin/env bash
# The window's first frame and memory (`scripts/bench-window.sh`) for this
# build and another, in turn (new, old, old, new), as a desktop without a
# screen reader runs it: under a private session bus with at-spi2-core's
# bus launcher and org.a11y.Status IsEnabled set false (its launcher
# answers true where GNOME's settings schemas are missing).
# `scripts/bench-window-vs.sh OLD_BINARY [RUNS]` (default 5 per pass). Needs
# xvfb, dbus and at-spi2-core.
set -euo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: scripts/bench-window-vs.sh OLD_BINARY [RUNS]}
runs=${2:-5}
for who in new old old new; do
  if [ "$who" = old ]; then bin=$old; else bin=target/release/kairos; fi
  echo "== PASS $who"
  KAIROS_BIN=$bin RUNS=$runs dbus-run-session -- sh -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
    for _ in $(seq 50); do
      gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
        --method org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled "<false>" \
        >/dev/null 2>&1 && break
      sleep 0.1
    done
    scripts/bench-window.sh "$RUNS"'
done
