#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback for the API tests and prints its URL.
# Usage: eval "$(bash scripts/pg-cluster.sh start)"   /   bash scripts/pg-cluster.sh stop
set -euo pipefail
PORT="${PGPORT_TEST:-55432}"
DIR="${PGDATA_TEST:-/tmp/switchboard-pg-$PORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$BIN" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "${1:-start}" in
  start)
    if [ ! -f "$DIR/PG_VERSION" ]; then
      mkdir -p "$DIR"
      [ "$(id -u)" = 0 ] && chown postgres "$DIR"
      as_pg "$BIN/initdb" -D "$DIR" -A trust -U postgres >/dev/null
    fi
    if ! as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
      as_pg "$BIN/pg_ctl" -D "$DIR" -w -l "$DIR/server.log" \
        -o "-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off" start >/dev/null
    fi
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true
    ;;
esac
