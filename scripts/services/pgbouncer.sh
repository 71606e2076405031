#!/usr/bin/env bash
# PgBouncer in transaction mode in front of the running PostgreSQL, for tests and benchmarks.
#
#   scripts/services/pgbouncer.sh start    installs (apt) and starts it, or finds it running; prints its URL
#   scripts/services/pgbouncer.sh stop     stops it and removes its files
#   scripts/services/pgbouncer.sh status   prints its URL and exits 0 when running, else exits 3
#
# Listens on 127.0.0.1:FMR_PGBOUNCER_PORT (6432); every database name is passed through to
# FMR_PG_HOST:FMR_PG_PORT (127.0.0.1:5432), user postgres, trust. The printed URL names the
# database `postgres`; any other database is reached by changing the URL's path. Pool sizes:
# FMR_PGBOUNCER_POOL_SIZE server connections per database (10), FMR_PGBOUNCER_MAX_SERVER in all
# (50, under the primary's max_connections, which direct connections of other tests share).
# See common.sh for FMR_SERVICE_HOLDER (shared use by parallel tests).
BOUNCER_PORT="${FMR_PGBOUNCER_PORT:-6432}"
SERVICE="pgbouncer-$BOUNCER_PORT"
# shellcheck source=common.sh
. "$(dirname "$0")/common.sh"

STATE="$STATE_ROOT/$SERVICE.dir"   # holds the path of its temporary directory
URL="postgresql://$PG_USER@127.0.0.1:$BOUNCER_PORT/postgres"

bouncer_dir () { [ -f "$STATE" ] && cat "$STATE"; }

bouncer_pid () {
  local dir
  dir="$(bouncer_dir)" && [ -s "$dir/pgbouncer.pid" ] && cat "$dir/pgbouncer.pid"
}

running () {
  local pid
  pid="$(bouncer_pid)" && kill -0 "$pid" 2>/dev/null && pg_isready -h 127.0.0.1 -p "$BOUNCER_PORT" -U "$PG_USER" -q
}

install_pgbouncer () {
  command -v pgbouncer >/dev/null && return
  [ "$(id -u)" -eq 0 ] || die "pgbouncer is not installed and installing it needs root (apt-get install pgbouncer)"
  echo "$SERVICE: installing pgbouncer (apt)" >&2
  apt_install pgbouncer
  command -v pgbouncer >/dev/null || die "apt-get install pgbouncer did not install it"
  # Where no policy-rc.d holds it back, the package starts its own server on port 6432: not ours.
  service pgbouncer stop >/dev/null 2>&1 || true
}

teardown () {
  local dir pid
  dir="$(bouncer_dir)" || return 0
  if pid="$(bouncer_pid)" && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"   # immediate shutdown: clients are dropped, nothing is kept
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
  fi
  rm -rf "$dir"
  rm -f "$STATE"
}

write_config () { # <directory>
  cat >"$1/pgbouncer.ini" <<EOF
[databases]
* = host=$PG_HOST port=$PG_PORT

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir = $1
pidfile = $1/pgbouncer.pid
logfile = $1/pgbouncer.log
auth_type = trust
auth_file = $1/userlist.txt
admin_users = $PG_USER
pool_mode = transaction
max_client_conn = 1000
default_pool_size = ${FMR_PGBOUNCER_POOL_SIZE:-10}
max_user_connections = ${FMR_PGBOUNCER_MAX_SERVER:-50}
; Test databases come and go: forget their pools and idle server connections soon.
autodb_idle_timeout = 30
server_idle_timeout = 10
; Startup parameters PgBouncer does not track are refused unless listed here (an ignored one is
; not applied: pg sends statement_timeout as one).
ignore_startup_parameters = ${FMR_PGBOUNCER_IGNORE_PARAMS:-extra_float_digits}
EOF
  echo "\"$PG_USER\" \"\"" >"$1/userlist.txt"
  chown -R "$OS_USER:" "$1"
}

start () {
  install_pgbouncer
  ensure_primary
  if running; then add_holder; echo "$URL"; return; fi
  teardown
  if pg_isready -h 127.0.0.1 -p "$BOUNCER_PORT" -q; then
    die "port $BOUNCER_PORT is taken by another server (set FMR_PGBOUNCER_PORT)"
  fi
  local dir
  dir="$(mktemp -d "${TMPDIR:-/tmp}/fmr-$SERVICE.XXXXXX")"
  echo "$dir" >"$STATE"
  write_config "$dir"
  chmod 700 "$dir"
  # PgBouncer refuses to run as root.
  if ! as_server_user pgbouncer -d "$dir/pgbouncer.ini" >"$dir/start.log" 2>&1 || ! wait_ready "$BOUNCER_PORT" 30; then
    cat "$dir/start.log" "$dir/pgbouncer.log" >&2 2>/dev/null || true
    teardown
    die "pgbouncer did not start"
  fi
  add_holder
  echo "$URL"
}

serve_commands "$@"
