#!/usr/bin/env bash
# Renders the PNG sizes of the app icon from assets/io.github.kairos.Kairos.svg
# into packaging/icons/hicolor/<N>x<N>/apps/, where the .deb takes them from
# (Cargo.toml, [package.metadata.deb]). The PNGs are committed; run this again
# after changing the SVG. Needs rsvg-convert (Debian: librsvg2-bin; installed
# here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

SVG=assets/io.github.kairos.Kairos.svg
# The hicolor sizes desktops ask for (each is a Directory of
# /usr/share/icons/hicolor/index.theme): panels and menus 16-32, launchers and
# docks 48-128, app stores and HiDPI 256-512.
SIZES=(16 24 32 48 64 128 256 512)

if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "== installing librsvg2-bin (rsvg-convert)"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq librsvg2-bin
fi

for n in "${SIZES[@]}"; do
  dir="packaging/icons/hicolor/${n}x${n}/apps"
  mkdir -p "$dir"
  rsvg-convert --width "$n" --height "$n" --keep-aspect-ratio --format png \
    --output "$dir/io.github.kairos.Kairos.png" "$SVG"
  echo "$dir/io.github.kairos.Kairos.png"
done
