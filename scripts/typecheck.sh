#!/usr/bin/env bash
# The eight TypeScript programs in two lanes at once: tsc checks on one core, and checking them
# one after another left the second core idle for minutes of every `npm test`. Each lane's
# output is printed whole when it ends, so errors never interleave.
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc
lane() {
  local rc=0
  for project in "$@"; do "$tsc" -p "$project" || rc=1; done
  return $rc
}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Halves of about equal CPU time (user seconds of each tsc, measured one at a time): the server
# 35 and the web app 23; the cli 32 (it takes in the server's test setup), the cluster 7, the
# journeys 5, the contracts 5, markdown 3 and the docs checks 2.
lane apps/server apps/web >"$out/a" 2>&1 &
first=$!
lane packages/cli tests/cluster tests/e2e packages/contracts packages/markdown scripts >"$out/b" 2>&1
second=$?
wait "$first"
first=$?
cat "$out/a" "$out/b"
[ "$first" -eq 0 ] && [ "$second" -eq 0 ]
