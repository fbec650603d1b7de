#!/usr/bin/env bash
# Builds Kairos's .deb, lints it, installs it with apt the way a user would,
# checks that every file is where the desktop looks for it and that the
# installed binary runs, then purges it and checks that nothing of it is left.
# Fails (non-zero, with a line saying what is wrong) on any mismatch.
#
# CI runs it at the end of scripts/test, after `cargo test`, so the dev build
# target/debug/kairos exists. It packages that binary instead of making a
# release build: a release build of Kairos costs CI minutes it does not have,
# and what is checked here is the packaging (files, paths, metadata,
# dependencies, install and removal), which is the same for both profiles.
# Hence `cargo deb --no-build --profile dev`: cargo-deb maps the
# `target/release/` paths of Cargo.toml's [package.metadata.deb] assets to the
# chosen profile's directory (target/debug/); 3.8.0 warns that the dev profile
# is unsupported, which --quiet hides. `--strip` strips the copy it packages
# (never target/debug/kairos itself), and `--fast` compresses lightly: the
# .deb is thrown away. Users build a release package with plain `cargo deb`
# (README, "Install"). The binary is packaged as it is: run this after a
# build of the sources you mean to check.
#
# Needs root or passwordless sudo (apt-get, dpkg). Installs what it needs when
# missing: cargo-deb (pinned, into target/tools, reused on later runs) and
# Debian's lintian, xdg-utils, desktop-file-utils, appstream, dpkg-dev
# (dpkg-shlibdeps computes the package's `$auto` Depends), binutils (strip)
# and hicolor-icon-theme. If the package is installed when it starts (a run
# that was interrupted), it is purged first; if a check fails after the
# install, the package is purged before the script exits.
set -euo pipefail
cd "$(dirname "$0")/.."

START=$(date +%s)
CARGO_DEB_VERSION=3.8.0
TOOLS="$PWD/target/tools"
CARGO_DEB="$TOOLS/bin/cargo-deb"
TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
BIN="$TARGET_DIR/debug/kairos"
APP_ID=io.github.kairos.Kairos
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
WORK=$(mktemp -d)
INSTALLED=0

step() { echo "== check-deb: $*"; }
fail() {
  echo "check-deb: FAILED: $*" >&2
  exit 1
}
# dpkg's abbreviated status of kairos ("ii " installed, "rc " its conffiles
# left, "un "/nothing: unknown).
package_status() { dpkg-query -W -f='${db:Status-Abbrev}' kairos 2>/dev/null || true; }
known_to_dpkg() { [[ "$(package_status)" =~ ^[a-z][^n] ]]; }
apt_get() { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -o Dpkg::Use-Pty=0 "$@"; }
finish() {
  local status=$?
  if [ "$INSTALLED" = 1 ]; then
    echo "check-deb: purging the kairos package after the failure" >&2
    apt_get remove --purge -y -qq kairos >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  if [ "$status" -eq 0 ]; then
    echo "== check-deb: passed in $(($(date +%s) - START)) s"
  else
    echo "== check-deb: FAILED after $(($(date +%s) - START)) s" >&2
  fi
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# `--tools`: only install what the check needs (scripts/test starts this in
# the background while the tests run, so that CI does not wait for it).
TOOLS_ONLY=0
[ "${1:-}" = "--tools" ] && TOOLS_ONLY=1
[ "$TOOLS_ONLY" = 1 ] || [ -x "$BIN" ] \
  || fail "$BIN does not exist: build it first (scripts/test does; or \`cargo build\`)"

# ---------------------------------------------------------------- tools
need=()
command -v lintian >/dev/null 2>&1 || need+=(lintian)
command -v xdg-mime >/dev/null 2>&1 || need+=(xdg-utils)
{ command -v desktop-file-validate && command -v update-desktop-database; } >/dev/null 2>&1 \
  || need+=(desktop-file-utils)
command -v appstreamcli >/dev/null 2>&1 || need+=(appstream)
{ command -v dpkg-shlibdeps && command -v dpkg-parsechangelog; } >/dev/null 2>&1 || need+=(dpkg-dev)
command -v strip >/dev/null 2>&1 || need+=(binutils)
[ -f /usr/share/icons/hicolor/index.theme ] || need+=(hicolor-icon-theme)
if [ ${#need[@]} -gt 0 ]; then
  step "installing ${need[*]}"
  apt_get update -qq
  apt_get install -y -qq "${need[@]}"
fi
if [ "$("$CARGO_DEB" --version 2>/dev/null)" != "cargo-deb $CARGO_DEB_VERSION" ]; then
  step "installing cargo-deb $CARGO_DEB_VERSION into target/tools"
  t=$(date +%s)
  # Its own build directory: never the project's target/.
  CARGO_TARGET_DIR="$WORK/cargo-deb-build" \
    cargo install --quiet --locked cargo-deb --version "$CARGO_DEB_VERSION" --root "$TOOLS"
  echo "   cargo-deb built in $(($(date +%s) - t)) s"
fi
"$CARGO_DEB" --version
[ "$TOOLS_ONLY" = 0 ] || exit 0

# ---------------------------------------------------------------- build
step "building the .deb from $BIN"
mkdir -p "$TARGET_DIR/debian"
rm -f "$TARGET_DIR"/debian/kairos_*.deb
DEB=$("$CARGO_DEB" --no-build --profile dev --strip --fast --locked --quiet | tail -n 1) \
  || fail "cargo-deb could not build the package (its error is above)"
# cargo-deb leaves its stripped copy of the binary in target/kairos/.
rm -f "$TARGET_DIR"/kairos/kairos.stripped-*.tmp
rmdir "$TARGET_DIR/kairos" 2>/dev/null || true
[ -f "$DEB" ] || fail "cargo-deb did not say where the .deb is (got: $DEB)"
echo "$DEB ($(du -h "$DEB" | cut -f1))"
dpkg-deb --info "$DEB" | sed -n '/Package:/,$p'

# The control fields: the version, $auto, what is loaded at run time.
version=$(dpkg-deb --field "$DEB" Version)
upstream=${version%-*}
cargo_version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
[ "$upstream" = "$cargo_version" ] || fail "the package's version $version is not Cargo.toml's $cargo_version"
changelog_version=$(dpkg-parsechangelog -l packaging/deb/changelog -S Version)
[ "$version" = "$changelog_version" ] \
  || fail "the package is $version but packaging/deb/changelog's latest entry is $changelog_version: add an entry for $version"
depends=$(dpkg-deb --field "$DEB" Depends)
depends_on() { tr ',' '\n' <<<"$depends" | sed 's/^ *//; s/ .*//' | grep -qx "$1"; }
grep -Eq '(^|, )libc6 \(>= [^)]+\)' <<<"$depends" \
  || fail "Depends has no versioned libc6, so \$auto (dpkg-shlibdeps) did not run: $depends"
# The libraries winit loads with dlopen, as the window's preflight check names
# them: each one's package must be a dependency.
preflight_packages=$(sed -n 's/.*debian: "\([^"]*\)".*/\1/p' src/ui/preflight.rs)
[ -n "$preflight_packages" ] || fail "found no libraries in src/ui/preflight.rs (has it moved?)"
for pkg in $preflight_packages; do
  depends_on "$pkg" || fail "Depends lacks $pkg, which the window loads at run time (src/ui/preflight.rs): $depends"
done
grep -q gnome-keyring <<<"$(dpkg-deb --field "$DEB" Recommends)" \
  || fail "Recommends names no Secret Service (gnome-keyring | ...)"

# ---------------------------------------------------------------- lintian
step "lintian"
set +e
lint=$(lintian --fail-on error --tag-display-limit 0 "$DEB" 2>&1)
lint_status=$?
set -e
lint=$(grep -v 'running with root privileges is not recommended' <<<"$lint" || true)
[ -z "$lint" ] || printf '%s\n' "$lint"
if [ "$lint_status" -ne 0 ] || grep -q '^E: ' <<<"$lint"; then
  fail "lintian found errors (E: above; exit status $lint_status)"
fi
echo "lintian: no errors, $(grep -c '^W: ' <<<"$lint" || true) warning(s)"

# ---------------------------------------------------------------- install
if known_to_dpkg; then
  step "purging the kairos package left installed by an earlier run"
  apt_get remove --purge -y -qq kairos
fi
step "apt-get install $DEB"
touch "$WORK/before-install"
sleep 1 # so that a cache rewritten by the install is strictly newer
INSTALLED=1
apt_get install -y -q "$DEB"
[[ "$(package_status)" == ii* ]] || fail "dpkg does not list kairos as installed"
dpkg -L kairos | sort -u >"$WORK/listed"
: >"$WORK/files"
: >"$WORK/dirs"
while IFS= read -r p; do
  case "$p" in /. | /) continue ;; esac
  if [ -d "$p" ] && [ ! -L "$p" ]; then echo "$p" >>"$WORK/dirs"; else echo "$p" >>"$WORK/files"; fi
done <"$WORK/listed"

# Every file, from where it comes in the repository to where it must be.
declare -A SOURCE=(
  [/usr/share/applications/$APP_ID.desktop]=packaging/$APP_ID.desktop
  [/usr/share/metainfo/$APP_ID.metainfo.xml]=packaging/$APP_ID.metainfo.xml
  [/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg]=assets/$APP_ID.svg
  [/etc/xdg/autostart/kairos-daemon.desktop]=packaging/kairos-daemon.desktop
  [/usr/lib/systemd/user/kairos-daemon.service]=packaging/deb/kairos-daemon.service
  [/usr/share/doc/kairos/copyright]=packaging/deb/copyright
  [/usr/share/doc/kairos/README.md]=README.md
  [/usr/share/doc/kairos/LICENSE-MIT]=LICENSE-MIT
  [/usr/share/doc/kairos/LICENSE-APACHE]=LICENSE-APACHE
  [/usr/share/doc/kairos/Inter-LICENSE.txt]=assets/fonts/Inter-LICENSE.txt
)
png_sizes=()
for png in packaging/icons/hicolor/*/apps/"$APP_ID".png; do
  size=${png#packaging/icons/hicolor/}
  size=${size%%/*}
  png_sizes+=("$size")
  SOURCE[/usr/share/icons/hicolor/$size/apps/$APP_ID.png]=$png
done
[ ${#png_sizes[@]} -ge 8 ] || fail "expected the PNG icons in packaging/icons/hicolor (scripts/render-icons.sh), found ${#png_sizes[@]}"
EXPECTED=(/usr/bin/kairos /usr/share/doc/kairos/changelog.Debian.gz "${!SOURCE[@]}")

step "checking the installed files"
for f in "${EXPECTED[@]}"; do
  grep -qxF "$f" "$WORK/files" || fail "the package does not list $f (dpkg -L kairos)"
  [ -f "$f" ] || fail "$f is listed by dpkg but is not a file on disk"
  if [ -n "${SOURCE[$f]:-}" ]; then
    cmp -s "$f" "${SOURCE[$f]}" || fail "$f differs from ${SOURCE[$f]}"
  fi
done
while IFS= read -r f; do
  grep -qxF "$f" <<<"$(printf '%s\n' "${EXPECTED[@]}")" \
    || fail "the package installs $f, which this check does not know: add it to EXPECTED/SOURCE in scripts/check-deb.sh"
done <"$WORK/files"
echo "all ${#EXPECTED[@]} files in place"
[ -x /usr/bin/kairos ] || fail "/usr/bin/kairos is not executable"
first_entry=$(gzip -dc /usr/share/doc/kairos/changelog.Debian.gz | sed -n 1p)
[[ "$first_entry" == "kairos ($version) "* ]] \
  || fail "/usr/share/doc/kairos/changelog.Debian.gz does not start with kairos ($version)"

# The launcher and the autostart entry, as the desktop reads them.
for entry in /usr/share/applications/$APP_ID.desktop /etc/xdg/autostart/kairos-daemon.desktop; do
  out=$(desktop-file-validate "$entry" 2>&1) || fail "desktop-file-validate $entry: $out"
  [ -z "$out" ] || fail "desktop-file-validate $entry: $out"
  exe=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$entry")
  [ "$(PATH=/usr/local/bin:/usr/bin:/bin command -v "$exe")" = /usr/bin/kairos ] \
    || fail "$entry runs '$exe', which is not /usr/bin/kairos on the default PATH"
done
echo "desktop-file-validate: both entries valid; both run /usr/bin/kairos"
grep -qx 'MimeType=text/calendar;' /usr/share/applications/$APP_ID.desktop \
  || fail "the launcher does not declare MimeType=text/calendar;"

# AppStream: the metainfo file alone, then the installed tree as software
# centres read it (metainfo, its launchable .desktop file and the icons).
out=$(appstreamcli validate --no-net /usr/share/metainfo/$APP_ID.metainfo.xml 2>&1) \
  || fail "appstreamcli validate: $out"
if grep -Eq '^(E|W):' <<<"$out"; then fail "appstreamcli validate: $out"; fi
mkdir "$WORK/tree"
dpkg-deb -x "$DEB" "$WORK/tree"
out=$(appstreamcli validate-tree --no-net "$WORK/tree" 2>&1) || fail "appstreamcli validate-tree: $out"
if grep -Eq '^(E|W):' <<<"$out"; then fail "appstreamcli validate-tree: $out"; fi
echo "appstreamcli: metainfo and installed tree valid"

# The icons: every size in a directory the hicolor theme declares (icon
# lookups only search those), PNGs of the size their directory says.
theme_dirs=$(sed -n 's/^Directories=//p' /usr/share/icons/hicolor/index.theme | tr ',' '\n')
icon_name=$(sed -n 's/^Icon=//p' /usr/share/applications/$APP_ID.desktop)
[ "$icon_name" = "$APP_ID" ] || fail "the launcher's Icon=$icon_name is not $APP_ID"
for size in scalable "${png_sizes[@]}"; do
  grep -qx "$size/apps" <<<"$theme_dirs" \
    || fail "/usr/share/icons/hicolor/index.theme has no $size/apps directory: icons there are never found"
done
for size in "${png_sizes[@]}"; do
  f=/usr/share/icons/hicolor/$size/apps/$APP_ID.png
  read -r w h < <(od -An -tu1 -j16 -N8 "$f" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
  [ "${w}x${h}" = "$size" ] || fail "$f is ${w}x${h}, not $size"
done
# GTK reads the theme's cache when there is one; the dpkg trigger of
# hicolor-icon-theme (update-icon-caches) rewrites it after an install.
cache=/usr/share/icons/hicolor/icon-theme.cache
if [ -f "$cache" ] && command -v update-icon-caches >/dev/null 2>&1; then
  [ "$cache" -nt "$WORK/before-install" ] || fail "$cache was not rebuilt by the install (its dpkg trigger did not run)"
  echo "icons: scalable and ${png_sizes[*]} in hicolor; icon cache rebuilt"
else
  echo "icons: scalable and ${png_sizes[*]} in hicolor (no icon cache on this machine)"
fi

# "Open with Kairos" for .ics files. A desktop finds the handlers of a MIME
# type in mimeinfo.cache, which update-desktop-database writes (run by the
# dpkg trigger of desktop-file-utils after the install; nothing here runs it
# by hand); with no choice of the user's in mimeapps.list, the default is the
# first handler there. xdg-mime (and gio, when present) are asked as a new
# user would: an empty home, no desktop-specific settings.
grep -qF "$APP_ID.desktop" <<<"$(grep -E '^text/calendar=' /usr/share/applications/mimeinfo.cache 2>/dev/null)" \
  || fail "/usr/share/applications/mimeinfo.cache does not list $APP_ID.desktop for text/calendar (update-desktop-database did not run?)"
mkdir -p "$WORK/newuser"
as_new_user() {
  env -u XDG_CONFIG_HOME -u XDG_DATA_HOME -u XDG_CONFIG_DIRS -u XDG_DATA_DIRS \
    -u XDG_CURRENT_DESKTOP -u XDG_MENU_PREFIX -u DESKTOP_SESSION -u KDE_FULL_SESSION \
    -u GNOME_DESKTOP_SESSION_ID HOME="$WORK/newuser" "$@"
}
handlers=$(sed -n 's/^text\/calendar=//p' /usr/share/applications/mimeinfo.cache)
default=$(as_new_user xdg-mime query default text/calendar)
[ "$default" = "$APP_ID.desktop" ] \
  || fail "xdg-mime query default text/calendar says '$default', not $APP_ID.desktop (handlers: $handlers)"
echo "xdg-mime query default text/calendar: $default"
if command -v gio >/dev/null 2>&1; then
  out=$(as_new_user gio mime text/calendar 2>&1)
  grep -q "^Default application for .*text/calendar.*: $APP_ID.desktop$" <<<"$out" \
    || fail "gio mime text/calendar: $out"
  echo "gio mime text/calendar: $APP_ID.desktop"
fi

# The reminder daemon at login. Where the session runs under systemd (GNOME,
# KDE), systemd's generator turns the autostart entry into a user service:
# run it as the session would and check the command.
generator=/usr/lib/systemd/user-generators/systemd-xdg-autostart-generator
if [ -x "$generator" ]; then
  mkdir -p "$WORK/generated" "$WORK/newuser/.config"
  XDG_CONFIG_HOME="$WORK/newuser/.config" XDG_CONFIG_DIRS=/etc/xdg \
    "$generator" "$WORK/generated" "$WORK/generated" "$WORK/generated" 2>/dev/null || true
  unit="$WORK/generated/app-kairos\\x2ddaemon@autostart.service"
  [ -f "$unit" ] || fail "systemd's xdg-autostart generator made no unit of kairos-daemon.desktop"
  grep -q '^ExecStart=.*/usr/bin/kairos daemon$' "$unit" \
    || fail "the autostart unit runs $(grep '^ExecStart' "$unit"), not /usr/bin/kairos daemon"
  printf '%s\n' "autostart: systemd's generator makes ${unit##*/} running /usr/bin/kairos daemon"
fi
grep -qx 'ExecStart=/usr/bin/kairos daemon' /usr/lib/systemd/user/kairos-daemon.service \
  || fail "/usr/lib/systemd/user/kairos-daemon.service does not run /usr/bin/kairos daemon"

# ---------------------------------------------------------------- run it
step "running /usr/bin/kairos"
out=$(/usr/bin/kairos --version)
[ "$out" = "kairos $upstream" ] || fail "/usr/bin/kairos --version printed '$out', not 'kairos $upstream'"
echo "$out"
# The libraries the window opens at run time are there now (brought by Depends).
libraries=$(ldconfig -p)
for lib in $(sed -n 's/.*file: "\([^"]*\)".*/\1/p' src/ui/preflight.rs); do
  grep -qF "$lib " <<<"$libraries" || fail "$lib (loaded by the window) is not installed after the package"
done
# One command on a database of its own (and a home of its own, so nothing is
# written to the user's), read back by another.
mkdir -p "$WORK/cli-home"
uid=$(HOME="$WORK/cli-home" TZ=UTC /usr/bin/kairos --db "$WORK/cli-home/kairos.db" \
  add "Packaged standup" --start 2026-11-23T09:00 --duration 15m) \
  || fail "/usr/bin/kairos add failed"
agenda=$(HOME="$WORK/cli-home" TZ=UTC /usr/bin/kairos --db "$WORK/cli-home/kairos.db" \
  agenda --from 2026-11-23 --days 1) || fail "/usr/bin/kairos agenda failed"
grep -q '09:00.*Packaged standup' <<<"$agenda" \
  || fail "/usr/bin/kairos agenda does not show the event just added ($uid): $agenda"
echo "kairos add + agenda on a temporary database: ok"

# ---------------------------------------------------------------- remove
# First as `apt remove` does: only the conffile (the autostart entry in /etc)
# stays, and desktops skip it since its TryExec=kairos is gone.
step "apt-get remove kairos"
conffiles=$(dpkg-query -W -f='${Conffiles}' kairos | awk 'NF {print $1}' | sort)
[ "$conffiles" = /etc/xdg/autostart/kairos-daemon.desktop ] \
  || fail "the conffiles are '$conffiles', expected only /etc/xdg/autostart/kairos-daemon.desktop"
apt_get remove -y -q kairos
kept=()
while IFS= read -r f; do
  if [ -e "$f" ] || [ -L "$f" ]; then kept+=("$f"); fi
done <"$WORK/files"
[ "${kept[*]}" = "$conffiles" ] || fail "after apt-get remove, left: ${kept[*]} (expected only $conffiles)"
if [ -x "$generator" ]; then
  rm -rf "$WORK/generated"
  mkdir -p "$WORK/generated"
  XDG_CONFIG_HOME="$WORK/newuser/.config" XDG_CONFIG_DIRS=/etc/xdg \
    "$generator" "$WORK/generated" "$WORK/generated" "$WORK/generated" 2>/dev/null || true
  [ ! -e "$WORK/generated/app-kairos\\x2ddaemon@autostart.service" ] \
    || fail "after apt-get remove, the autostart entry still makes a unit (TryExec=kairos should stop it)"
fi
echo "only the autostart entry's conffile is kept, and nothing starts from it"

step "apt-get remove --purge kairos"
apt_get remove --purge -y -q kairos
INSTALLED=0
if known_to_dpkg; then
  fail "dpkg still knows kairos after the purge (status: $(package_status))"
fi
left=()
while IFS= read -r f; do
  if [ -e "$f" ] || [ -L "$f" ]; then left+=("$f"); fi
done <"$WORK/files"
# A directory stays only when another package owns it too.
while IFS= read -r d; do
  if [ -d "$d" ] && ! dpkg -S "$d" >/dev/null 2>&1; then left+=("$d/"); fi
done <"$WORK/dirs"
[ ${#left[@]} -eq 0 ] || fail "left behind after the purge: ${left[*]}"
if grep -qF "$APP_ID.desktop" /usr/share/applications/mimeinfo.cache 2>/dev/null; then
  fail "/usr/share/applications/mimeinfo.cache still names $APP_ID.desktop after the purge"
fi
default=$(as_new_user xdg-mime query default text/calendar)
[ "$default" != "$APP_ID.desktop" ] || fail "xdg-mime still opens text/calendar with Kairos after the purge"
echo "nothing of the package is left ($(wc -l <"$WORK/files") files, $(wc -l <"$WORK/dirs") directories checked)"
