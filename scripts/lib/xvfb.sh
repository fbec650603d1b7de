# Sourced by the scripts that need a private X display.
# start_xvfb FIRST LAST SIZE: starts Xvfb on the first free display between
# :FIRST and :LAST at SIZE (e.g. 1280x800), exports DISPLAY, sets XVFB_PID.
start_xvfb() {
  local n display=""
  for n in $(seq "$1" "$2"); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
  done
  [ -n "$display" ] || { echo "no free X display between :$1 and :$2" >&2; return 1; }
  Xvfb "$display" -screen 0 "${3}x24" -nolisten tcp -noreset >/dev/null 2>&1 &
  XVFB_PID=$!
  export DISPLAY="$display"
}
