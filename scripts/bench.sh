#!/usr/bin/env bash
# `npm run bench`: builds the client if dist/client is missing, starts a throwaway PostgreSQL server
# (scripts/pg-throwaway.sh, deleted again on exit) and runs bench/run.ts against it and against PGlite.
# A benchmark, not a test: it prints figures and exits 0, or non-zero when something could not run.
# `bash scripts/bench.sh --api`: the API part alone (bench/api.ts), without building or measuring the client.
# `bash scripts/bench.sh --search`: search over a million members alone (bench/search.ts), on the throwaway server.
# `bash scripts/bench.sh --chat`: the chat part alone (bench/chat.ts: 1,000 open streams, the credits model test at 10,000 histories).
# `bash scripts/bench.sh --lighthouse`: the Lighthouse part alone (on embedded PGlite, so no PostgreSQL server);
# `--lighthouse-public`: the same for the landers, a member landing and legal pages (issue 11).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

entry=bench/run.ts
if [[ "${1:-}" == "--api" ]]; then entry=bench/api.ts; fi
if [[ "${1:-}" == "--search" ]]; then entry=bench/search.ts; fi
if [[ "${1:-}" == "--chat" ]]; then entry=bench/chat.ts; fi

if [[ "$entry" == bench/run.ts && ! -f dist/client/index.html ]]; then
  echo "bench: dist/client/index.html missing, building the client" >&2
  npm run --silent build >&2
fi

if [[ "${1:-}" == "--lighthouse" || "${1:-}" == "--lighthouse-public" ]]; then
  exec npx tsx bench/run.ts "$1"
fi

source scripts/pg-throwaway.sh
trap pg_throwaway_stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
echo "bench: starting a throwaway PostgreSQL server" >&2
pg_throwaway_start

BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx "$entry"
