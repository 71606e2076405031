#!/usr/bin/env bash
# A real PostgreSQL streaming replica of the running cluster, for tests and benchmarks.
#
#   scripts/services/replica.sh start    starts it (or finds it running) and prints its URL
#   scripts/services/replica.sh stop     stops it, removes its data directory and replication slot
#   scripts/services/replica.sh status   prints its URL and exits 0 when running, else exits 3
#
# The primary is FMR_PG_HOST:FMR_PG_PORT (127.0.0.1:5432), user postgres, trust auth; it is
# started when down. The replica is a `pg_basebackup -R` into a temporary directory, listening on
# 127.0.0.1:FMR_REPLICA_PORT (5433), streaming through a physical slot so the primary keeps the WAL
# it has not received yet. A throwaway copy: fsync is off on it. See common.sh for FMR_SERVICE_HOLDER (shared use by parallel tests).
REPLICA_PORT="${FMR_REPLICA_PORT:-5433}"
SERVICE="replica-$REPLICA_PORT"
# shellcheck source=common.sh
. "$(dirname "$0")/common.sh"

STATE="$STATE_ROOT/$SERVICE.dir"   # holds the path of the replica's temporary directory
SLOT="fmr_replica_$REPLICA_PORT"
URL="postgresql://$PG_USER@127.0.0.1:$REPLICA_PORT/postgres"

replica_dir () { [ -f "$STATE" ] && cat "$STATE"; }

replica_sql () { psql -h 127.0.0.1 -p "$REPLICA_PORT" -U "$PG_USER" -d postgres -XAtqc "$1"; }

running () {
  local dir
  dir="$(replica_dir)" || return 1
  [ -d "$dir/data" ] && as_server_user "$(pg_bin)/pg_ctl" status -D "$dir/data" >/dev/null 2>&1 &&
    [ "$(replica_sql 'select pg_is_in_recovery()' 2>/dev/null)" = t ]
}

# Streaming needs a replication line in the primary's pg_hba.conf ("all" does not cover it).
allow_replication () {
  local hba
  hba="$(primary_sql 'show hba_file')"
  if ! grep -qE "^[[:space:]]*host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32[[:space:]]+trust" "$hba"; then
    printf '\n# Streaming replicas of the test harness (scripts/services/replica.sh)\nhost replication all 127.0.0.1/32 trust\n' >>"$hba"
    primary_sql 'select pg_reload_conf()' >/dev/null
  fi
}

drop_slot () {
  for _ in $(seq 1 50); do
    case "$(primary_sql "select active from pg_replication_slots where slot_name = '$SLOT'")" in
      '') return 0 ;;
      f) primary_sql "select pg_drop_replication_slot('$SLOT')" >/dev/null && return 0 ;;
    esac
    sleep 0.1
  done
  die "replication slot $SLOT is still in use"
}

# Stops the replica, if any, and removes everything start left behind.
teardown () {
  local dir
  if dir="$(replica_dir)"; then
    if [ -d "$dir/data" ]; then
      # Immediate: its directory is removed next, so its shutdown checkpoint would be wasted time.
      as_server_user "$(pg_bin)/pg_ctl" stop -D "$dir/data" -m immediate -w -t 60 >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    rm -f "$STATE"
  fi
  drop_slot
}

# The replica's own postgresql.conf: the primary's settings (a hot standby needs max_connections
# and the like at least as high as the primary's), its own port, socket and name.
write_config () { # <data directory> <socket directory>
  {
    primary_sql "select name || ' = ''' || replace(current_setting(name), '''', '''''') || ''''
      from pg_settings where source = 'configuration file' and name not in
      ('data_directory', 'hba_file', 'ident_file', 'external_pid_file', 'config_file', 'port',
       'listen_addresses', 'unix_socket_directories', 'cluster_name')"
    echo "port = $REPLICA_PORT"
    echo "listen_addresses = '127.0.0.1'"
    echo "unix_socket_directories = '$2'"
    echo "cluster_name = '$SERVICE'"
    echo "hot_standby = on"
    # Long test reads on the replica are not cancelled by the primary's vacuum.
    echo "hot_standby_feedback = on"
    # A throwaway copy: no fsync of the whole directory at start (halves the start time).
    echo "fsync = off"
  } >"$1/postgresql.conf"
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$1/pg_hba.conf"
  : >"$1/pg_ident.conf"
  chown "$OS_USER:" "$1/postgresql.conf" "$1/pg_hba.conf" "$1/pg_ident.conf"
}

start () {
  ensure_primary
  if running; then add_holder; echo "$URL"; return; fi
  teardown
  if pg_isready -h 127.0.0.1 -p "$REPLICA_PORT" -q; then
    die "port $REPLICA_PORT is taken by another server (set FMR_REPLICA_PORT)"
  fi
  allow_replication
  local bin dir
  bin="$(pg_bin)"
  dir="$(mktemp -d "${TMPDIR:-/tmp}/fmr-$SERVICE.XXXXXX")"
  echo "$dir" >"$STATE"
  chown "$OS_USER:" "$dir"
  chmod 700 "$dir"
  if ! as_server_user "$bin/pg_basebackup" -h "$PG_HOST" -p "$PG_PORT" -U "$PG_USER" -D "$dir/data" \
      -R -X stream -C -S "$SLOT" --checkpoint=fast --no-sync >"$dir/basebackup.log" 2>&1; then
    cat "$dir/basebackup.log" >&2
    teardown
    die "pg_basebackup failed"
  fi
  write_config "$dir/data" "$dir"
  if ! as_server_user "$bin/pg_ctl" start -D "$dir/data" -l "$dir/server.log" -w -t 60 >/dev/null; then
    cat "$dir/server.log" >&2
    teardown
    die "the replica did not start"
  fi
  # Ready means: answers, is a standby, and receives the primary's WAL.
  for _ in $(seq 1 150); do
    [ "$(replica_sql "select pg_is_in_recovery() and exists (select 1 from pg_stat_wal_receiver where status = 'streaming')" 2>/dev/null)" = t ] && break
    sleep 0.2
  done
  if ! running || [ "$(replica_sql "select count(*) from pg_stat_wal_receiver where status = 'streaming'")" != 1 ]; then
    cat "$dir/server.log" >&2
    teardown
    die "the replica did not reach streaming recovery"
  fi
  add_holder
  echo "$URL"
}

serve_commands "$@"
