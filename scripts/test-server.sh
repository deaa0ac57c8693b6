#!/usr/bin/env bash
# The game server's PostgreSQL tests (crates/daldos-server/tests/postgres.rs):
# starts a throwaway PostgreSQL cluster of its own (initdb into a temporary
# folder, on a free port of 127.0.0.1), runs the tests against it with
# DALDOS_TEST_POSTGRES set, and stops and removes exactly that cluster on
# the way out, whatever happens. Two server processes share the database;
# one is killed with SIGKILL 20 times while bots play.
#
#   scripts/test-server.sh               # PostgreSQL from Debian's packages
#                                        # (scripts/setup.sh test installs it)
#   scripts/test-server.sh COMMAND ARG…  # COMMAND instead of the tests, with
#                                        # DALDOS_TEST_POSTGRES set (the
#                                        # PostgreSQL run of make bench-server)
#
# As root the cluster runs as the user postgres (PostgreSQL refuses root).
set -euo pipefail
cd "$(dirname "$0")/.."

die() {
    printf 'test-server: error: %s\n' "$*" >&2
    exit 1
}

pg_bin=${PG_BIN:-$( (ls -d /usr/lib/postgresql/*/bin 2>/dev/null || true) | sort -V | tail -n 1)}
[[ -n "$pg_bin" && -x "$pg_bin/initdb" && -x "$pg_bin/pg_ctl" ]] ||
    die "PostgreSQL's initdb not found under /usr/lib/postgresql/*/bin: run scripts/setup.sh test (apt-get install postgresql), or set PG_BIN"

tmp=$(mktemp -d /tmp/daldos-pg.XXXXXX)
data="$tmp/data"
as_owner=()
if [[ "$(id -u)" == 0 ]]; then
    id postgres >/dev/null 2>&1 || die "no user postgres to run the cluster as (install the postgresql package)"
    chown postgres "$tmp"
    as_owner=(runuser -u postgres --)
fi

started=0
cleanup() {
    if ((started)); then
        "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT INT TERM

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"${as_owner[@]}" "$pg_bin/initdb" -D "$data" -U daldos --auth=trust -E UTF8 --no-instructions >"$tmp/initdb.log" 2>&1 ||
    { cat "$tmp/initdb.log" >&2; die "initdb failed"; }
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$data" -l "$tmp/postgres.log" -w \
    -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null ||
    { cat "$tmp/postgres.log" >&2; die "PostgreSQL did not start"; }
started=1
"${as_owner[@]}" "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U daldos daldos_test
echo "test-server: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($data)"

export DALDOS_TEST_POSTGRES="postgres://daldos@127.0.0.1:$port/daldos_test"
if (($#)); then
    "$@"
else
    cargo test -p daldos-server --test postgres -- --test-threads=1 --nocapture
fi
