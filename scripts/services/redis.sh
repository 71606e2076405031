#!/usr/bin/env bash
# Redis on 127.0.0.1:FMR_REDIS_PORT (6379), for the rate-limit tests and the example.
#
#   scripts/services/redis.sh start    finds it running, or installs (apt) and starts one; prints its URL
#   scripts/services/redis.sh stop     stops the one it started (a Redis it found running is left alone)
#   scripts/services/redis.sh status   prints its URL and exits 0 when running, else exits 3
#
# One it starts keeps nothing on disk (no RDB, no AOF) and lives in a temporary directory.
# Tests keep their keys under a prefix of their own and delete them. See common.sh for
# FMR_SERVICE_HOLDER (shared use by parallel tests).
REDIS_PORT="${FMR_REDIS_PORT:-6379}"
SERVICE="redis-$REDIS_PORT"
# shellcheck source=common.sh
. "$(dirname "$0")/common.sh"

STATE="$STATE_ROOT/$SERVICE.dir"   # holds the path of the temporary directory of a Redis started here
URL="redis://127.0.0.1:$REDIS_PORT"

answers () { [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]; }
running () { answers; }

install_redis () {
  command -v redis-server >/dev/null && command -v redis-cli >/dev/null && return
  [ "$(id -u)" -eq 0 ] || die "redis-server is not installed and installing it needs root (apt-get install redis-server)"
  echo "$SERVICE: installing redis-server (apt)" >&2
  apt_install redis-server
  command -v redis-server >/dev/null || die "apt-get install redis-server did not install it"
}

teardown () {
  local dir
  dir="$([ -f "$STATE" ] && cat "$STATE")" || return 0
  if [ -s "$dir/redis.pid" ]; then
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || kill -TERM "$(cat "$dir/redis.pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do answers || break; sleep 0.1; done
  fi
  rm -rf "$dir"
  rm -f "$STATE"
}

start () {
  install_redis
  if answers; then
    # Ours when we started it (then this caller holds it too); otherwise the machine's, never stopped here.
    [ -f "$STATE" ] && add_holder
    echo "$URL"
    return
  fi
  teardown
  local dir
  dir="$(mktemp -d "${TMPDIR:-/tmp}/fmr-$SERVICE.XXXXXX")"
  echo "$dir" >"$STATE"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no \
    --dir "$dir" --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >&2 9>&-
  for _ in $(seq 1 50); do answers && break; sleep 0.1; done
  if ! answers; then cat "$dir/redis.log" >&2 2>/dev/null || true; teardown; die "redis-server did not start"; fi
  add_holder
  echo "$URL"
}

serve_commands "$@"
