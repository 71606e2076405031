# Shared by the service scripts in this folder (sourced, not run): where their state lives,
# how they run commands as the server's user, and who holds a service.
#
# Holders: a test process that starts a service passes FMR_SERVICE_HOLDER (an id; its pid after
# the last dot) and stops it with the same id. The service really stops only when no live holder
# is left and nobody started it by hand: `start` without a holder (CI, a developer) pins it until
# a `stop` without a holder, which always stops it. So parallel test files, and a suite run under a
# service that .ci/run started, never pull a service from under each other; holders whose process
# died are pruned.

set -euo pipefail

STATE_ROOT="${FMR_SERVICES_DIR:-/tmp/fmr-services}"
PG_HOST="${FMR_PG_HOST:-127.0.0.1}"
PG_PORT="${FMR_PG_PORT:-5432}"
PG_USER="${FMR_PG_USER:-postgres}"
# The operating-system user the PostgreSQL server runs as (owns data directories, runs daemons).
OS_USER="${FMR_PG_OS_USER:-postgres}"

mkdir -p "$STATE_ROOT"
chmod 1777 "$STATE_ROOT" 2>/dev/null || true

die () { echo "$SERVICE: $*" >&2; exit 1; }

# Installs Debian packages, waiting for dpkg's lock: two test files may install different
# packages at once (PgBouncer and Chromium on a fresh machine), and apt refuses the second at once.
apt_install () {
  apt-get -o DPkg::Lock::Timeout=300 update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "$@" >&2
}

# Runs a command as $OS_USER: root switches user, that user runs it directly. The lock's
# descriptor is closed for it, or a daemon it starts would hold the lock for its whole life.
as_server_user () {
  if [ "$(id -un)" = "$OS_USER" ]; then "$@" 9>&-
  elif [ "$(id -u)" -eq 0 ]; then runuser -u "$OS_USER" -- "$@" 9>&-
  else sudo -n -u "$OS_USER" -- "$@" 9>&-
  fi
}

# Serialises start/stop/status of one service across processes (tap runs files in parallel).
take_lock () {
  exec 9>"$STATE_ROOT/$SERVICE.lock"
  flock -w 120 9 || die "another start/stop is still running (lock $STATE_ROOT/$SERVICE.lock)"
}

# The primary is up; started here when it is down (a clean CI machine boots with it stopped).
ensure_primary () {
  if pg_isready -h "$PG_HOST" -p "$PG_PORT" -q; then return; fi
  local version
  version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)"
  [ -n "$version" ] || die "PostgreSQL is not running on $PG_HOST:$PG_PORT and no cluster is configured in /etc/postgresql"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 || true
  for _ in $(seq 1 60); do pg_isready -h "$PG_HOST" -p "$PG_PORT" -q && return; sleep 0.5; done
  die "PostgreSQL did not start on $PG_HOST:$PG_PORT"
}

primary_sql () { psql -h "$PG_HOST" -p "$PG_PORT" -U "$PG_USER" -d postgres -XAtqc "$1"; }

# The binaries matching the running primary's major version (pg_basebackup must match it).
pg_bin () {
  local major
  major="$(primary_sql 'show server_version_num')"
  major=$((major / 10000))
  [ -x "/usr/lib/postgresql/$major/bin/pg_ctl" ] || die "no PostgreSQL $major binaries in /usr/lib/postgresql/$major/bin"
  echo "/usr/lib/postgresql/$major/bin"
}

# A process that exists and is not a zombie (a holder killed a moment ago may still be one).
alive () {
  local state
  state="$(ps -o stat= -p "$1" 2>/dev/null)" && [ -n "$state" ] && [ "${state:0:1}" != Z ]
}

holders_dir () { echo "$STATE_ROOT/$SERVICE.holders"; }

# Records who asked for the service: the holder's id, or the pin when started by hand.
add_holder () {
  mkdir -p "$(holders_dir)"
  if [ -n "${FMR_SERVICE_HOLDER:-}" ]; then touch "$(holders_dir)/$FMR_SERVICE_HOLDER"
  else touch "$(holders_dir)/pinned"
  fi
}

# Drops this caller's hold (all holds for a stop without a holder); succeeds when none is left.
release_holder () {
  local dir
  dir="$(holders_dir)"
  if [ -z "${FMR_SERVICE_HOLDER:-}" ]; then rm -rf "$dir"; return 0; fi
  rm -f "$dir/$FMR_SERVICE_HOLDER"
  local holder
  for holder in "$dir"/*; do
    [ -e "$holder" ] || continue
    holder="$(basename "$holder")"
    [ "$holder" = pinned ] && return 1
    if alive "${holder##*.}"; then return 1; fi
    rm -f "$dir/$holder"
  done
  rm -rf "$dir"
}

# Waits until `pg_isready` answers on a port.
wait_ready () { # <port> <seconds>
  local tries=$(($2 * 5))
  for _ in $(seq 1 "$tries"); do pg_isready -h 127.0.0.1 -p "$1" -U "$PG_USER" -q && return 0; sleep 0.2; done
  return 1
}

# The commands every service script answers, once the script has defined start, teardown,
# running and URL: stop lets go of this holder (and stops the service when it was the last).
serve_commands () {
  stop () {
    if release_holder; then teardown
    else echo "$SERVICE: still held by another test, left running" >&2
    fi
  }
  status () {
    if running; then echo "$URL"; else echo "$SERVICE: stopped"; exit 3; fi
  }
  take_lock
  case "${1:-}" in
    start) start ;;
    stop) stop ;;
    status) status ;;
    *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
  esac
}
