#!/usr/bin/env bash
# Starts a throw-away PostgreSQL for the history tests and prints its URL, or stops it.
#   scripts/dev/postgres-test-server.sh start DIR   initdb into DIR/data, serve on a Unix socket in DIR
#                                               (no TCP port), print postgresql://evidence@/postgres?host=DIR
#   scripts/dev/postgres-test-server.sh stop DIR    stop it (fast) and remove DIR
# Finds initdb and pg_ctl on PATH or under /usr/lib/postgresql/*/bin (Debian keeps them off PATH);
# exits 3 with one line when there are none. PostgreSQL refuses to run as root: as root, the server
# runs as the unprivileged user `nobody`, which owns DIR.
set -euo pipefail
action=${1:-}
dir=${2:-}
[ -n "$dir" ] || { echo "usage: scripts/dev/postgres-test-server.sh start|stop DIR" >&2; exit 64; }

bin=""
if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
  bin=$(dirname "$(command -v pg_ctl)")
  [ -x "$bin/initdb" ] || bin=""
fi
if [ -z "$bin" ]; then
  for candidate in $(ls -d /usr/lib/postgresql/*/bin /opt/homebrew/opt/postgresql*/bin /usr/local/opt/postgresql*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then bin=$candidate; break; fi
  done
fi

as_server=()
if [ "$(id -u)" -eq 0 ]; then
  runuser=$(command -v runuser || echo /usr/sbin/runuser)
  as_server=("$runuser" -u nobody --)
fi

case "$action" in
  start)
    [ -n "$bin" ] || { echo "no PostgreSQL binaries (initdb, pg_ctl) found on PATH or in /usr/lib/postgresql/*/bin" >&2; exit 3; }
    mkdir -p "$dir"
    chmod 700 "$dir"
    if [ "$(id -u)" -eq 0 ]; then
      chown nobody "$dir"
      "${as_server[@]}" test -w "$dir" \
        || { echo "the user nobody cannot reach $dir (a parent folder is closed to it); give a folder under /tmp" >&2; exit 1; }
    fi
    "${as_server[@]}" "$bin/initdb" -D "$dir/data" -U evidence -A trust --no-sync -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 \
      || { echo "initdb failed; see $dir/initdb.log:" >&2; tail -5 "$dir/initdb.log" >&2; exit 1; }
    # The socket folder must be reachable by the (root) test processes: they can; others cannot.
    "${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-k $dir -c listen_addresses= -c fsync=off -c max_connections=100" start >/dev/null \
      || { echo "pg_ctl start failed; see $dir/server.log:" >&2; tail -5 "$dir/server.log" >&2; exit 1; }
    echo "postgresql://evidence@/postgres?host=$dir"
    ;;
  stop)
    if [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
      "${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *) echo "usage: scripts/dev/postgres-test-server.sh start|stop DIR" >&2; exit 64 ;;
esac
