#!/usr/bin/env bash
# Everything CI runs: types and lint, unit and API tests on the embedded PGlite (this machine's
# Node), the same API suite on a scratch PostgreSQL under Node 24, the embedded-database layer on
# Node 24, the browser journeys against the built app, then the cluster: two app processes behind
# nginx on PostgreSQL with a replica and S3, under the browser journeys and then under the API
# suite (decision 042). Why Node 24 rides along with PostgreSQL: decision 020.
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

step "API tests on PostgreSQL, under Node 24"
run postgres bash scripts/node24.sh bash scripts/scratch-postgres.sh \
  node node_modules/vitest/vitest.mjs run --project server $(vitest_json postgres)

step "Embedded database layer (PGlite) under Node 24"
run node24 bash scripts/node24.sh node node_modules/vitest/vitest.mjs run --project server src/db $(vitest_json node24)

step "Browser journeys (Chromium)"
if npm run -s build >"$results/build.log" 2>&1; then
  run bundle-size node apps/web/scripts/check-bundle-size.mjs
  run e2e bash -c "cd tests/e2e && npx vitest run $(vitest_json e2e)"
  step "Cluster (nginx, two app processes, PostgreSQL with a replica, S3)"
  run cluster bash -c "cd tests/cluster && npx vitest run $(vitest_json cluster)"
  step "API suite through the cluster (every request through nginx to two app processes)"
  run cluster-api npx vitest run --config tests/cluster/api.vitest.config.ts $(vitest_json cluster-api)
else
  cat "$results/build.log"; failed+=(build)
fi

node scripts/summarize-tests.mjs "$results"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed steps: ${failed[*]}"
  exit 1
fi
