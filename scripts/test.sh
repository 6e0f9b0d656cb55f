#!/usr/bin/env bash
# `npm test`: the one test command (run after `npm ci`). On a fresh Debian 12 machine as root it installs
# what the tests need (Chromium, PostgreSQL), then runs, failing fast:
#   lint (dependency-cruiser, ESLint, knip) -> typecheck (tsc) -> build (locales + client into dist/client)
#   -> vitest, all projects (unit, server, e2e) against a throwaway PostgreSQL server,
# and closes with the line "N passed, N failed".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

RESULTS=.vitest-results.json
CHROMIUM=/usr/bin/chromium

step() { printf '\n=== %s\n' "$*"; }

# --- system packages -------------------------------------------------------------------------------------
source scripts/pg-throwaway.sh

missing=()
[[ -x $CHROMIUM ]] || missing+=(chromium fonts-dejavu-core)
[[ -n $(pg_throwaway_find_bin) ]] || missing+=(postgresql)
if ((${#missing[@]})); then
  step "installing ${missing[*]}"
  if [[ $(id -u) -ne 0 ]]; then
    echo "test.sh: ${missing[*]} missing and not root; install them: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
  [[ -x $CHROMIUM ]] || { echo "test.sh: $CHROMIUM still missing after install" >&2; exit 1; }
  [[ -n $(pg_throwaway_find_bin) ]] || { echo "test.sh: initdb/pg_ctl still missing after install" >&2; exit 1; }
fi
chromium_version=$("$CHROMIUM" --version 2>/dev/null || echo "unknown")
echo "Chromium: $chromium_version ($CHROMIUM)"
echo "PostgreSQL binaries: $(pg_throwaway_find_bin)"

# --- static checks and build -----------------------------------------------------------------------------
step "lint (dependency-cruiser, ESLint, knip)"
npm run --silent lint

step "compile locales"  # before typecheck: code may import locales/compiled/*.json, a build output
npm run --silent i18n:compile

step "typecheck (tsc)"
npm run --silent typecheck

step "build"
npm run --silent build

# --- tests -----------------------------------------------------------------------------------------------
step "starting a throwaway PostgreSQL server"
trap pg_throwaway_stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
pg_throwaway_start
echo "PostgreSQL: $PG_THROWAWAY_VERSION"
echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"

step "vitest (unit, server, e2e)"
rm -f "$RESULTS"
vitest_status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS" || vitest_status=$?

step "summary"
echo "Chromium:   $chromium_version"
echo "PostgreSQL: $PG_THROWAWAY_VERSION"
if [[ ! -s $RESULTS ]]; then
  echo "test.sh: vitest wrote no $RESULTS (exit $vitest_status)" >&2
  echo "0 passed, 1 failed"
  exit 1
fi
# Reads vitest's JSON report. A test file that failed to load has no failing test; count it as a failure.
# Prints a breakdown and the closing "N passed, N failed" line; exits 1 on any failure or when no test ran.
node - "$RESULTS" "$vitest_status" <<'EOF'
const fs = require('node:fs');
const [file, status] = process.argv.slice(2);
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const brokenFiles = report.testResults.filter(
  (r) => r.status === 'failed' && !r.assertionResults.some((a) => a.status === 'failed'),
);
for (const r of brokenFiles) console.log(`failed to run: ${r.name}: ${String(r.message ?? '').split('\n')[0]}`);
const passed = report.numPassedTests;
const failed = report.numFailedTests + brokenFiles.length;
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`${report.numTotalTests} tests in ${report.testResults.length} files; ${skipped} skipped or todo`);
let ok = failed === 0 && Number(status) === 0;
if (report.numTotalTests === 0) {
  console.log('no test ran');
  ok = false;
}
if (failed === 0 && Number(status) !== 0) console.log(`vitest exited ${status}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
EOF
