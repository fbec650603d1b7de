# Sourced by scripts/test (and scripts/bench-davical.sh): DAViCal, a CalDAV
# server on PHP and PostgreSQL, on loopback, from Debian 12's packages.
#
# start_davical DIR (as root): installs davical, apache2,
# libapache2-mod-php, php-pgsql, postgresql and curl when one is missing
# (apt; the services kept from starting on install), then starts a
# PostgreSQL cluster and an Apache of this run's own — none of the
# machine's clusters, sites or ports is used or changed — with the DAViCal
# database and the users alice, bob, carol, dave, erin and frank (password
# "secret"; each with DAViCal's home calendar .../caldav.php/USER/calendar/),
# and returns once DAViCal answers. Exports KAIROS_DAVICAL_URL (the CalDAV
# root, http://127.0.0.1:PORT/davical/caldav.php/; the server's web address
# is http://127.0.0.1:PORT/davical/, and /.well-known/caldav leads to the
# root as DAViCal's Apache site says) and KAIROS_DAVICAL_LOG (Apache's
# access log: one line per request, the time taken in µs last). Sets
# DAVICAL_PIDS (Apache's and PostgreSQL's main processes); stop_davical
# stops both and removes the cluster.
#
# The first run makes the database (DAViCal's create-database.sh) and the
# users (through DAViCal's admin pages, as an administrator would), then
# keeps the cluster as a template in target/davical-template; later runs
# start from a copy of it (remade when DAViCal, PostgreSQL or this file
# change).
#
# Layout: Apache's configuration, logs and PID under DIR/davical (root's);
# the cluster and the PHP prepend file, which the postgres and www-data
# users must reach, in a directory of its own ($DAVICAL_STATE) under
# /dev/shm when it has room, else under /tmp.
# The one file outside is /etc/davical/kairos-test-conf.php, the same for
# every run: DAViCal reads /etc/davical/SERVER_NAME-conf.php, so this
# Apache's PHP names itself "kairos-test" to DAViCal, and that file takes
# the database from this Apache's environment (SetEnv): runs side by side
# never share a database, and the machine's own DAViCal, if any, is left
# alone.
. "$(dirname "${BASH_SOURCE[0]}")/wait.sh"

DAVICAL_PACKAGES=(davical apache2 libapache2-mod-php php-pgsql postgresql curl)
DAVICAL_USERS=(alice bob carol dave erin frank)
# Users for meetings (tests/sync_meetings.rs): they may deliver invitations
# and answers to each other, and have real scheduling mailboxes (see
# davical_add_user). alice … frank keep DAViCal 1.1.12's stock layout,
# which the other sync tests check Kairos against, and deliver nothing.
DAVICAL_MEETING_USERS=(gina hank ivan judy kate liam mona noah olga piet)
DAVICAL_PG_VERSION=15
DAVICAL_ADMIN_PASS=admin-secret
DAVICAL_PIDS="" DAVICAL_APACHE_PID="" DAVICAL_PG_PID="" DAVICAL_STATE="" DAVICAL_DIR=""
DAVICAL_LIB=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/davical.sh

# davical_install: the packages, when one is missing.
davical_install() {
  local need=() p policy="" rc=0
  for p in "${DAVICAL_PACKAGES[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
  done
  [ ${#need[@]} -eq 0 ] && return 0
  echo "== installing ${need[*]} (DAViCal)"
  # Debian starts a service on install (Apache on *:80, PostgreSQL's main
  # cluster): a policy-rc.d that says no keeps it from doing so, removed
  # again if it was ours.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    policy=1
  fi
  apt-get update -qq || rc=$?
  [ $rc -ne 0 ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    --no-install-recommends "${need[@]}" >/dev/null || rc=$?
  [ -z "$policy" ] || rm -f /usr/sbin/policy-rc.d
  return $rc
}

davical_free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

# davical_status URL [USER]: the HTTP status of a depth-0 PROPFIND of URL.
davical_status() {
  local auth=()
  [ -z "${2:-}" ] || auth=(-u "$2:secret")
  curl -s -o /dev/null -w '%{http_code}' --max-time 10 "${auth[@]}" -X PROPFIND -H 'Depth: 0' "$1"
}

# davical_up: PHP and the database answer (401 to a PROPFIND without login).
davical_up() {
  [ "$(davical_status "$KAIROS_DAVICAL_URL")" = 401 ]
}

# davical_serves USER: DAViCal answers 207 for USER's home calendar.
davical_serves() {
  [ "$(davical_status "${KAIROS_DAVICAL_URL}$1/calendar/" "$1")" = 207 ]
}

# davical_add_user USER [meetings]: creates USER (password "secret") through
# DAViCal's admin pages, which also makes the user's home calendar and
# address book. With "meetings", as the admin page's form does by default:
# others may deliver invitations and answers to USER (without these
# privileges DAViCal marks each attendee SCHEDULE-STATUS=3.8 and delivers
# nothing); and USER's scheduling inbox and outbox are made again as real
# ones — 1.1.12 makes them plain calendars, and then every write of an
# attendee's copy fails with a 500 and the organiser's updates can land in
# the inbox instead of the calendar. Deleted, DAViCal makes them again as
# schedule-inbox/-outbox on the next request, as for users made before
# 1.1.11.
davical_add_user() {
  local user=$1 meetings=${2:-} base=${KAIROS_DAVICAL_URL%caldav.php/} jar tok
  local privileges=()
  [ -z "$meetings" ] || privileges=(
    --data-urlencode "default_privileges[read-free-busy]=on"
    --data-urlencode "default_privileges[schedule-deliver-invite]=on"
    --data-urlencode "default_privileges[schedule-deliver-reply]=on"
    --data-urlencode "default_privileges[schedule-query-freebusy]=on")
  jar=$(mktemp)
  csrf() { sed -n 's/.*name="csrf_token" value="\([^"]*\)".*/\1/p' | head -1; }
  tok=$(curl -s -c "$jar" -b "$jar" "${base}index.php" | csrf)
  curl -s -c "$jar" -b "$jar" -o /dev/null --data-urlencode "csrf_token=$tok" \
    --data-urlencode "username=admin" --data-urlencode "password=$DAVICAL_ADMIN_PASS" \
    --data-urlencode "submit=Log On" "${base}index.php"
  tok=$(curl -s -c "$jar" -b "$jar" "${base}admin.php?action=edit&t=principal" | csrf)
  curl -s -c "$jar" -b "$jar" -o "$DAVICAL_DIR/create-$user.html" \
    --data-urlencode "csrf_token=$tok" --data-urlencode "_editor_action[editor_1]=insert" \
    --data-urlencode "xxxxusername=$user" --data-urlencode "fullname=${user^} Example" \
    --data-urlencode "email=$user@example.org" \
    --data-urlencode "newpass1=secret" --data-urlencode "newpass2=secret" \
    --data-urlencode "type_id=1" --data-urlencode "user_active=on" \
    --data-urlencode "locale=en" --data-urlencode "date_format_type=E" \
    "${privileges[@]}" \
    --data-urlencode "submit=Create" "${base}admin.php?action=edit&t=principal"
  rm -f "$jar"
  davical_serves "$user" || {
    echo "DAViCal: user $user was not created; see $DAVICAL_DIR/create-$user.html" >&2
    return 1
  }
  [ -n "$meetings" ] || return 0
  local box code
  for box in .in .out; do
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -u "$user:secret" \
      -X DELETE "${KAIROS_DAVICAL_URL}$user/$box/")
    case $code in 200 | 204) ;; *)
      echo "DAViCal: could not remake $user's $box/ (HTTP $code)" >&2
      return 1 ;;
    esac
  done
  # Made again on this request; the inbox must now be one.
  curl -s --max-time 10 -u "$user:secret" -X PROPFIND -H 'Depth: 0' \
    -H 'Content-Type: application/xml' \
    --data '<d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/></d:prop></d:propfind>' \
    "${KAIROS_DAVICAL_URL}$user/.in/" | grep -q 'schedule-inbox' || {
    echo "DAViCal: $user's .in/ was not made again as a scheduling inbox" >&2
    return 1
  }
}

# davical_pg_start: PostgreSQL on the cluster $DAVICAL_STATE/data, on a
# Unix socket only, without durability (a test server); returns once it
# takes connections.
davical_pg_start() {
  local pgbin=/usr/lib/postgresql/$DAVICAL_PG_VERSION/bin
  setpriv --reuid=postgres --regid=postgres --clear-groups \
    "$pgbin/postgres" -D "$DAVICAL_STATE/data" -k "$DAVICAL_STATE/socket" -c listen_addresses= \
    -c fsync=off -c synchronous_commit=off -c full_page_writes=off \
    >>"$DAVICAL_DIR/postgres.log" 2>&1 &
  DAVICAL_PG_PID=$!
  wait_until "$DAVICAL_PG_PID" "PostgreSQL for DAViCal" \
    "$pgbin/pg_isready" -q -h "$DAVICAL_STATE/socket" -U postgres -d template1
}

# davical_gone PID: waits (up to 10 s) for process PID to end.
davical_gone() {
  local n
  for n in $(seq 100); do
    kill -0 "$1" 2>/dev/null || return 0
    sleep 0.1
  done
  return 1
}

# What a template was made from: one made by another DAViCal, PostgreSQL
# or version of this file is made again.
davical_template_key() {
  dpkg-query -W -f='${Package} ${Version}\n' davical libawl-php "postgresql-$DAVICAL_PG_VERSION"
  echo "${DAVICAL_USERS[*]} ${DAVICAL_MEETING_USERS[*]}"
  sha256sum "$DAVICAL_LIB" | cut -d' ' -f1
}

start_davical() {
  local dir=$1 pgbin=/usr/lib/postgresql/$DAVICAL_PG_VERSION/bin
  local template state sock port php_mod user key fresh="" conf
  template=${DAVICAL_TEMPLATE:-$(cd "$(dirname "$DAVICAL_LIB")/../.." && pwd)/target/davical-template}
  if [ "$(id -u)" -ne 0 ]; then
    echo "start_davical: needs root (PostgreSQL and Apache run as their own users)" >&2
    return 1
  fi
  davical_install || return 1
  DAVICAL_DIR=$dir/davical
  mkdir -p "$DAVICAL_DIR/run"
  # In memory where there is room (faster to copy, and no disk writes).
  local tmp=/tmp
  [ "$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')" -gt 1048576 ] 2>/dev/null \
    && tmp=/dev/shm
  state=$(mktemp -d "$tmp/kairos-davical.XXXXXX") || return 1
  DAVICAL_STATE=$state
  chmod 711 "$state"
  sock=$state/socket
  mkdir -p "$sock" "$state/php"
  chown postgres:postgres "$sock"
  key=$(davical_template_key)

  # The cluster: a copy of the template, or made here.
  if [ -d "$template/data" ] && [ "$(cat "$template/key" 2>/dev/null)" = "$key" ]; then
    cp -a "$template/data" "$state/data"
    davical_pg_start || return 1
  else
    fresh=1
    mkdir "$state/data"
    chown postgres:postgres "$state/data"
    chmod 700 "$state/data"
    setpriv --reuid=postgres --regid=postgres --clear-groups \
      "$pgbin/initdb" -D "$state/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 \
      --no-sync --wal-segsize=1 \
      >"$DAVICAL_DIR/initdb.log" 2>&1 || { cat "$DAVICAL_DIR/initdb.log" >&2; return 1; }
    davical_pg_start || return 1
    # The database, by DAViCal's own script (its schema and the admin user).
    (cd "$state" && setpriv --reuid=postgres --regid=postgres --clear-groups \
       env PGHOST="$sock" PSQLOPTS="-h $sock" DBAOPTS="--dbhost $sock" \
       /usr/share/davical/dba/create-database.sh davical "$DAVICAL_ADMIN_PASS") \
      >"$DAVICAL_DIR/create-database.log" 2>&1 \
      || { cat "$DAVICAL_DIR/create-database.log" >&2; return 1; }
    # A smaller template to copy: DAViCal needs only its own database.
    "$pgbin/psql" -qX -h "$sock" -U postgres -d template1 -c 'DROP DATABASE postgres' \
      >>"$DAVICAL_DIR/create-database.log" 2>&1
  fi
  DAVICAL_PIDS="$DAVICAL_PG_PID"

  # DAViCal's configuration: this run's database; the host name asked for.
  printf '%s\n' '<?php' \
    '// scripts/lib/davical.sh: DAViCal reads /etc/davical/SERVER_NAME-conf.php.' \
    '$_SERVER["KAIROS_SERVER_NAME"] = $_SERVER["SERVER_NAME"];' \
    '$_SERVER["SERVER_NAME"] = "kairos-test";' >"$state/php/prepend.php"
  chmod 755 "$state/php"
  chmod 644 "$state/php/prepend.php"
  conf=$(printf '%s\n' '<?php' \
    '// Kairos tests (scripts/lib/davical.sh): the DAViCal of one test run; its' \
    '// Apache names the database (SetEnv) and the host name asked for.' \
    '$_SERVER["SERVER_NAME"] = $_SERVER["KAIROS_SERVER_NAME"];' \
    '$c->domain_name = $_SERVER["SERVER_NAME"];' \
    '$c->pg_connect[] = $_SERVER["KAIROS_DAVICAL_PG"];' \
    '$c->system_name = "DAViCal (Kairos tests)";' \
    '$c->admin_email = "admin@example.org";')
  if [ "$(cat /etc/davical/kairos-test-conf.php 2>/dev/null)" != "$conf" ]; then
    printf '%s\n' "$conf" >"$state/php/conf.php"
    chmod 644 "$state/php/conf.php"
    mv "$state/php/conf.php" /etc/davical/kairos-test-conf.php
  fi

  # Apache on loopback: prefork with mod_php, and DAViCal's own site file
  # (the /davical alias and the /.well-known rewrite).
  port=$(davical_free_port)
  php_mod=$(ls /usr/lib/apache2/modules/ | sed -n 's/^libphp\([0-9.]*\)\.so$/\1/p' | head -1)
  cat >"$DAVICAL_DIR/apache.conf" <<EOF
# scripts/lib/davical.sh: DAViCal for one test run.
ServerRoot /etc/apache2
PidFile $DAVICAL_DIR/run/apache.pid
DefaultRuntimeDir $DAVICAL_DIR/run
Mutex file:$DAVICAL_DIR/run default
Listen 127.0.0.1:$port
ServerName 127.0.0.1
User www-data
Group www-data
LoadModule mpm_prefork_module /usr/lib/apache2/modules/mod_mpm_prefork.so
LoadModule authz_core_module /usr/lib/apache2/modules/mod_authz_core.so
LoadModule mime_module /usr/lib/apache2/modules/mod_mime.so
LoadModule dir_module /usr/lib/apache2/modules/mod_dir.so
LoadModule alias_module /usr/lib/apache2/modules/mod_alias.so
LoadModule env_module /usr/lib/apache2/modules/mod_env.so
LoadModule rewrite_module /usr/lib/apache2/modules/mod_rewrite.so
LoadModule headers_module /usr/lib/apache2/modules/mod_headers.so
LoadModule php_module /usr/lib/apache2/modules/libphp$php_mod.so
StartServers 2
MinSpareServers 2
MaxSpareServers 6
MaxRequestWorkers 16
KeepAlive On
Timeout 60
TypesConfig /etc/mime.types
ErrorLog $DAVICAL_DIR/error.log
LogLevel warn
LogFormat "%h %u %t \"%r\" %>s %B \"%{User-Agent}i\" %D" davical
CustomLog $DAVICAL_DIR/access.log davical
<FilesMatch ".+\.php\$">
  SetHandler application/x-httpd-php
</FilesMatch>
SetEnv KAIROS_DAVICAL_PG "host=$sock dbname=davical user=davical_app"
php_admin_value auto_prepend_file $state/php/prepend.php
Include /etc/apache2/sites-available/davical.conf
EOF
  : >"$DAVICAL_DIR/access.log"
  # NO_DETACH: in the foreground (its PID is $!) but in a session of its
  # own, since Apache signals its whole process group when it stops.
  /usr/sbin/apache2 -f "$DAVICAL_DIR/apache.conf" -DNO_DETACH >"$DAVICAL_DIR/apache.out" 2>&1 &
  DAVICAL_APACHE_PID=$!
  DAVICAL_PIDS="$DAVICAL_APACHE_PID $DAVICAL_PG_PID"
  export KAIROS_DAVICAL_URL="http://127.0.0.1:$port/davical/caldav.php/"
  export KAIROS_DAVICAL_LOG="$DAVICAL_DIR/access.log"
  wait_until "$DAVICAL_APACHE_PID" "DAViCal on port $port" davical_up || {
    cat "$DAVICAL_DIR/apache.out" "$DAVICAL_DIR/error.log" >&2
    return 1
  }
  if [ -n "$fresh" ]; then
    for user in "${DAVICAL_USERS[@]}"; do
      davical_add_user "$user" || return 1
    done
    for user in "${DAVICAL_MEETING_USERS[@]}"; do
      davical_add_user "$user" meetings || return 1
    done
    # The template for later runs: this cluster, shut down cleanly (Apache
    # connects per request, so it stays up meanwhile).
    kill -INT "$DAVICAL_PG_PID"
    davical_gone "$DAVICAL_PG_PID" || { echo "PostgreSQL for DAViCal did not stop" >&2; return 1; }
    rm -rf "$template.new.$$"
    mkdir -p "$template.new.$$"
    cp -a "$state/data" "$template.new.$$/data"
    printf '%s\n' "$key" >"$template.new.$$/key"
    rm -rf "$template"
    mv -T "$template.new.$$" "$template" 2>/dev/null || rm -rf "$template.new.$$"
    davical_pg_start || return 1
    DAVICAL_PIDS="$DAVICAL_APACHE_PID $DAVICAL_PG_PID"
  fi
  for user in "${DAVICAL_USERS[@]}" "${DAVICAL_MEETING_USERS[@]}"; do
    wait_until "$DAVICAL_APACHE_PID" "DAViCal to serve $user" davical_serves "$user" || return 1
  done
  echo "== DAViCal $KAIROS_DAVICAL_URL (users ${DAVICAL_USERS[*]} ${DAVICAL_MEETING_USERS[*]}, password secret)"
}

# stop_davical: stops Apache and PostgreSQL, and removes the cluster.
stop_davical() {
  [ -z "$DAVICAL_APACHE_PID" ] || kill "$DAVICAL_APACHE_PID" 2>/dev/null || true
  # SIGINT: PostgreSQL's fast shutdown (SIGTERM would wait for clients).
  [ -z "$DAVICAL_PG_PID" ] || kill -INT "$DAVICAL_PG_PID" 2>/dev/null || true
  [ -z "$DAVICAL_APACHE_PID" ] || davical_gone "$DAVICAL_APACHE_PID" || true
  [ -z "$DAVICAL_PG_PID" ] || davical_gone "$DAVICAL_PG_PID" || true
  [ -z "$DAVICAL_STATE" ] || rm -rf "$DAVICAL_STATE"
  DAVICAL_PIDS="" DAVICAL_APACHE_PID="" DAVICAL_PG_PID="" DAVICAL_STATE=""
}
