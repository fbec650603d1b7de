# Sourced by the scripts that start services and must wait for them.
# wait_until PID WHAT COMMAND [ARG ...]: runs COMMAND every 0.1 s until it
# succeeds. Fails, naming WHAT, if process PID exits first or after 120 s
# (generous: a loaded machine can take seconds).
wait_until() {
  local pid=$1 what=$2 waited=0
  shift 2
  until "$@"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "waiting for $what: the process exited first" >&2
      return 1
    fi
    if [ "$waited" -ge 1200 ]; then
      echo "waiting for $what: not within 120 s" >&2
      return 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
}
