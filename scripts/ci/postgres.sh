#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for the server tests.
#   scripts/ci/postgres.sh start DIR PORT   → prints the TEST_DATABASE_URL
#   scripts/ci/postgres.sh stop DIR
# Runs the server binaries as the 'postgres' user when started as root (initdb refuses root).
set -euo pipefail
cmd=${1:?start|stop}
dir=${2:?data folder}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL no está instalado (apt-get install postgresql)" >&2; exit 1; }

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    port=${3:?port}
    mkdir -p "$dir"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
      -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c full_page_writes=off" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -f "$dir/postmaster.pid" ] && as_pg "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null || true
    ;;
  *) echo "uso: $0 start DIR PORT | stop DIR" >&2; exit 2 ;;
esac
