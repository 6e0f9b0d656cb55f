#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests: a fresh cluster in a temp dir, on 127.0.0.1 and a free port,
# with durability off (fsync, synchronous_commit, full_page_writes) and trust auth, holding one
# database `rendezvous_test`. Deleted again on exit.
#
#   bash scripts/pg-throwaway.sh npx vitest run --project server   # run a command with TEST_DATABASE_URL set
#   source scripts/pg-throwaway.sh; pg_throwaway_start; ...; pg_throwaway_stop   # as scripts/test.sh does
#
# pg_throwaway_start exports TEST_DATABASE_URL=postgres://<user>@127.0.0.1:<port>/rendezvous_test and sets
# PG_THROWAWAY_BIN (the PostgreSQL bin dir) and PG_THROWAWAY_VERSION (`select version()`).
# Needs initdb/pg_ctl in PATH or under /usr/lib/postgresql/*/bin (scripts/test.sh installs them if missing).
# As root it runs the server as the `postgres` system user, or creates the user `rdvtest` when that is absent.

PG_THROWAWAY_DB=rendezvous_test
PG_THROWAWAY_DIR=
PG_THROWAWAY_USER=
PG_THROWAWAY_BIN=
PG_THROWAWAY_VERSION=

# Prints the directory holding initdb and pg_ctl, or nothing.
pg_throwaway_find_bin() {
  local initdb dir
  if initdb=$(command -v initdb) && command -v pg_ctl >/dev/null; then
    dirname "$(readlink -f "$initdb")"
    return
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x $dir/initdb && -x $dir/pg_ctl ]]; then
      echo "$dir"
      return
    fi
  done
}

# Runs a command as the cluster's owner, from inside the cluster's dir (the owner may not read the caller's cwd).
pg_throwaway_as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    (cd "$PG_THROWAWAY_DIR" && runuser -u "$PG_THROWAWAY_USER" -- "$@")
  else
    (cd "$PG_THROWAWAY_DIR" && "$@")
  fi
}

pg_throwaway_free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

pg_throwaway_start() {
  PG_THROWAWAY_BIN=$(pg_throwaway_find_bin)
  if [[ -z $PG_THROWAWAY_BIN ]]; then
    echo "pg-throwaway: no initdb/pg_ctl in PATH or /usr/lib/postgresql/*/bin (apt-get install postgresql)" >&2
    return 1
  fi

  if [[ $(id -u) -eq 0 ]]; then
    # initdb refuses to run as root.
    if id -u postgres >/dev/null 2>&1; then
      PG_THROWAWAY_USER=postgres
    else
      PG_THROWAWAY_USER=rdvtest
      id -u rdvtest >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin rdvtest
    fi
  else
    PG_THROWAWAY_USER=$(id -un)
  fi

  PG_THROWAWAY_DIR=$(mktemp -d "${TMPDIR:-/tmp}/rdv-pg.XXXXXX")
  mkdir "$PG_THROWAWAY_DIR/sock"
  [[ $(id -u) -eq 0 ]] && chown -R "$PG_THROWAWAY_USER" "$PG_THROWAWAY_DIR"

  if ! pg_throwaway_as_owner "$PG_THROWAWAY_BIN/initdb" -D "$PG_THROWAWAY_DIR/data" -U "$PG_THROWAWAY_USER" \
    --auth=trust --encoding=UTF8 --locale=C --no-sync --no-instructions >"$PG_THROWAWAY_DIR/initdb.log" 2>&1; then
    cat "$PG_THROWAWAY_DIR/initdb.log" >&2
    echo "pg-throwaway: initdb failed" >&2
    return 1
  fi

  # A free port can be taken between asking and binding: try a few.
  local port attempt started=
  for attempt in 1 2 3; do
    port=$(pg_throwaway_free_port)
    if pg_throwaway_as_owner "$PG_THROWAWAY_BIN/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -l "$PG_THROWAWAY_DIR/server.log" \
      -w -t 60 -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_THROWAWAY_DIR/sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null; then
      started=1
      break
    fi
  done
  if [[ -z $started ]]; then
    cat "$PG_THROWAWAY_DIR/server.log" >&2 || true
    echo "pg-throwaway: the server did not start" >&2
    return 1
  fi

  "$PG_THROWAWAY_BIN/createdb" -h 127.0.0.1 -p "$port" -U "$PG_THROWAWAY_USER" "$PG_THROWAWAY_DB" || return 1
  export TEST_DATABASE_URL="postgres://$PG_THROWAWAY_USER@127.0.0.1:$port/$PG_THROWAWAY_DB"
  PG_THROWAWAY_VERSION=$("$PG_THROWAWAY_BIN/psql" "$TEST_DATABASE_URL" -XAtc 'select version()') || return 1
}

pg_throwaway_stop() {
  [[ -n $PG_THROWAWAY_DIR && -d $PG_THROWAWAY_DIR ]] || return 0
  if [[ -f $PG_THROWAWAY_DIR/data/postmaster.pid ]]; then
    pg_throwaway_as_owner "$PG_THROWAWAY_BIN/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_THROWAWAY_DIR"
  PG_THROWAWAY_DIR=
}

# Executed (not sourced): run the given command against a throwaway server.
if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  set -euo pipefail
  if [[ $# -eq 0 ]]; then
    echo "usage: bash scripts/pg-throwaway.sh COMMAND [ARGS...]   (runs COMMAND with TEST_DATABASE_URL set)" >&2
    exit 2
  fi
  trap pg_throwaway_stop EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  pg_throwaway_start
  echo "pg-throwaway: $PG_THROWAWAY_VERSION" >&2
  echo "pg-throwaway: TEST_DATABASE_URL=$TEST_DATABASE_URL" >&2
  "$@"
fi
