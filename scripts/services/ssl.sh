#!/usr/bin/env bash
# A PostgreSQL server of its own with TLS on, for the tests of sslmode (the primary has ssl off).
#
#   scripts/services/ssl.sh start    starts it (or finds it running); prints its directory, then its URL
#   scripts/services/ssl.sh stop     stops it and removes its directory
#   scripts/services/ssl.sh status   prints its directory and URL and exits 0 when running, else exits 3
#
# A new cluster (initdb, the primary's major version) in a temporary directory, listening on
# 127.0.0.1:FMR_SSL_PORT (5434), user postgres, trust, plain and TLS connections both accepted.
# Its certificates, made with openssl in that directory: ca.crt (a CA made for the run) signed
# server.crt, whose only name is DNS:localhost (so verify-full passes for localhost and fails for
# 127.0.0.1); other-ca.crt is a CA that signed nothing. A throwaway cluster: fsync is off.
# See common.sh for FMR_SERVICE_HOLDER (shared use by parallel tests).
SSL_PORT="${FMR_SSL_PORT:-5434}"
SERVICE="ssl-$SSL_PORT"
# shellcheck source=common.sh
. "$(dirname "$0")/common.sh"

STATE="$STATE_ROOT/$SERVICE.dir"   # holds the path of its temporary directory
URL="postgresql://$PG_USER@127.0.0.1:$SSL_PORT/postgres"

ssl_dir () { [ -f "$STATE" ] && cat "$STATE"; }

running () {
  local dir
  dir="$(ssl_dir)" || return 1
  [ -d "$dir/data" ] && as_server_user "$(pg_bin)/pg_ctl" status -D "$dir/data" >/dev/null 2>&1 &&
    pg_isready -h 127.0.0.1 -p "$SSL_PORT" -U "$PG_USER" -q
}

teardown () {
  local dir
  dir="$(ssl_dir)" || return 0
  if [ -d "$dir/data" ]; then
    as_server_user "$(pg_bin)/pg_ctl" stop -D "$dir/data" -m immediate -w -t 60 >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  rm -f "$STATE"
}

# A CA (certificate and key) named <name> in <dir>.
make_ca () { # <dir> <name> <subject>
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=$3" -keyout "$1/$2.key" -out "$1/$2.crt" \
    -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign 2>/dev/null
}

make_certificates () { # <dir>
  make_ca "$1" ca 'fastify-model-resources test CA'
  make_ca "$1" other-ca 'another test CA'
  openssl req -newkey rsa:2048 -nodes -subj /CN=localhost -keyout "$1/server.key" -out "$1/server.csr" 2>/dev/null
  printf 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' >"$1/server.ext"
  openssl x509 -req -in "$1/server.csr" -CA "$1/ca.crt" -CAkey "$1/ca.key" -CAcreateserial -days 2 \
    -extfile "$1/server.ext" -out "$1/server.crt" 2>/dev/null
  # The server refuses a key that others may read.
  chmod 600 "$1/server.key"
  chmod 644 "$1/ca.crt" "$1/other-ca.crt" "$1/server.crt"
}

start () {
  ensure_primary
  if running; then add_holder; ssl_dir; echo "$URL"; return; fi
  teardown
  if pg_isready -h 127.0.0.1 -p "$SSL_PORT" -q; then
    die "port $SSL_PORT is taken by another server (set FMR_SSL_PORT)"
  fi
  local bin dir
  bin="$(pg_bin)"
  dir="$(mktemp -d "${TMPDIR:-/tmp}/fmr-$SERVICE.XXXXXX")"
  echo "$dir" >"$STATE"
  chmod 755 "$dir"
  make_certificates "$dir"
  chown -R "$OS_USER:" "$dir"
  if ! as_server_user "$bin/initdb" -D "$dir/data" -U "$PG_USER" --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    teardown
    die "initdb failed"
  fi
  {
    echo "port = $SSL_PORT"
    echo "listen_addresses = '127.0.0.1'"
    echo "unix_socket_directories = '$dir'"
    echo "cluster_name = '$SERVICE'"
    echo "ssl = on"
    echo "ssl_cert_file = '$dir/server.crt'"
    echo "ssl_key_file = '$dir/server.key'"
    echo "max_connections = 40"
    echo "shared_buffers = 16MB"
    echo "fsync = off"
  } >>"$dir/data/postgresql.conf"
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$dir/data/pg_hba.conf"
  if ! as_server_user "$bin/pg_ctl" start -D "$dir/data" -l "$dir/server.log" -w -t 60 >/dev/null || ! wait_ready "$SSL_PORT" 30; then
    cat "$dir/server.log" >&2
    teardown
    die "the TLS server did not start"
  fi
  add_holder
  echo "$dir"
  echo "$URL"
}

serve_commands "$@"
