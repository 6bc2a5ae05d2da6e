#!/usr/bin/env bash
# pg-test-cluster.sh start PASSWORD | stop DIR
# A throw-away PostgreSQL cluster for the desktop end-to-end suite, as the Rust tests make
# one (gpucase_store::testing::PgCluster): Debian's server binaries (the postgresql package,
# scripts/setup-system.sh), initdb in a new temporary directory, superuser gpucase_admin with
# PASSWORD over TCP (SCRAM) and trust on the socket in that directory, on a free port of
# 127.0.0.1; `start` prints "DIR PORT". As root the server runs as the package's postgres
# user (PostgreSQL refuses root; the directory is theirs). `stop DIR` stops it by the PID in
# its postmaster.pid and removes DIR.
set -euo pipefail
cmd=${1:?start or stop}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/postgres" ] || { echo "pg-test-cluster: no PostgreSQL server in /usr/lib/postgresql" >&2; exit 1; }
as=()
if [ "$(id -u)" -eq 0 ]; then as=(runuser -u postgres --); fi
case "$cmd" in
start)
    password=${2:?a password for gpucase_admin}
    dir=$(mktemp -d /tmp/gpucase-pg-XXXXXX)
    printf '%s' "$password" > "$dir/pwfile"
    if [ "${#as[@]}" -gt 0 ]; then chown -R postgres: "$dir"; fi
    "${as[@]}" "$bin/initdb" -D "$dir/data" -U gpucase_admin --auth-local=trust \
        --auth-host=scram-sha-256 --pwfile="$dir/pwfile" -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
    rm -f "$dir/pwfile"
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
    echo "$dir $port"
    ;;
stop)
    dir=${2:?the directory start printed}
    if [ -f "$dir/data/postmaster.pid" ]; then
        pid=$(head -n 1 "$dir/data/postmaster.pid")
        kill -INT "$pid" 2>/dev/null || true
        for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -rf "$dir"
    ;;
*)
    echo "pg-test-cluster: start PASSWORD | stop DIR" >&2
    exit 2
    ;;
esac
