# Sourced by the scripts that need a private X display.
# start_xvfb FIRST LAST SIZE: starts Xvfb on the first free display between
# :FIRST and :LAST at SIZE (e.g. 1280x800), exports DISPLAY, sets XVFB_PID,
# and returns once the server accepts clients (Xvfb writes its display
# number to -displayfd then): a client started earlier on a busy machine
# would find no display.
. "$(dirname "${BASH_SOURCE[0]}")/wait.sh"
start_xvfb() {
  local n display="" ready
  for n in $(seq "$1" "$2"); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
  done
  [ -n "$display" ] || { echo "no free X display between :$1 and :$2" >&2; return 1; }
  ready=$(mktemp)
  Xvfb "$display" -screen 0 "${3}x24" -nolisten tcp -noreset -displayfd 3 \
    3>"$ready" >/dev/null 2>&1 &
  XVFB_PID=$!
  export DISPLAY="$display"
  wait_until "$XVFB_PID" "Xvfb on $display" test -s "$ready" || { rm -f "$ready"; return 1; }
  rm -f "$ready"
}
