#!/usr/bin/env bash
# Everything CI runs: types and lint, unit and API tests on the embedded PGlite, the same API
# suite on a scratch PostgreSQL and once more on Node 24, the browser journeys against the
# built app, then the cluster: two app processes behind nginx on PostgreSQL with a replica and S3.
set -uo pipefail
cd "$(dirname "$0")/.."

results=.test-results
rm -rf "$results" && mkdir -p "$results"
failed=()
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
run() { local name=$1; shift; "$@" || failed+=("$name"); }
vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$PWD/$results/$1.json"; }

step "System packages (Chromium, PostgreSQL, nginx, libfaketime)"
bash scripts/ensure-system-deps.sh || exit 1

step "Types and lint"
run typecheck npm run -s typecheck
run lint npx biome ci .
run imports npm run -s lint:imports

step "Unit and API tests (embedded PGlite)"
run unit npx vitest run $(vitest_json unit)

step "API tests on PostgreSQL"
run postgres bash scripts/scratch-postgres.sh npx vitest run --project server $(vitest_json postgres)

step "API tests on Node 24 (embedded PGlite)"
run node24 env SKIP_SERVER_PROCESS_DRILLS=true bash scripts/node24.sh node node_modules/vitest/vitest.mjs run --project server $(vitest_json node24)

step "Browser journeys (Chromium)"
if npm run -s build >"$results/build.log" 2>&1; then
  run bundle-size node apps/web/scripts/check-bundle-size.mjs
  run e2e bash -c "cd tests/e2e && npx vitest run $(vitest_json e2e)"
  step "Cluster (nginx, two app processes, PostgreSQL with a replica, S3)"
  run cluster bash -c "cd tests/cluster && npx vitest run $(vitest_json cluster)"
else
  cat "$results/build.log"; failed+=(build)
fi

node scripts/summarize-tests.mjs "$results"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed steps: ${failed[*]}"
  exit 1
fi
