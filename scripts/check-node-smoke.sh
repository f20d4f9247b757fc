#!/usr/bin/env bash
# A smoke run on the older Node the app still supports (20.19+) beside Node 24, on which the whole suite runs:
# the built server starts on it and answers its health, the first Super Admin signs in, then the engine's tests
# and one API test file run on it. Needs the built API (npm run build).
# Usage: bash scripts/check-node-smoke.sh [node binary]; by default Node 20.20.2 from the npm registry.
set -euo pipefail
cd "$(dirname "$0")/.."
node_bin="${1:-}"
[ -n "$node_bin" ] || node_bin="$(bash scripts/fetch-node.sh 20.20.2)/node"
echo "Node $("$node_bin" --version): start, health, sign-in, engine and one API test file"

port="${NODE_SMOKE_PORT:-3390}"
data_dir="$(mktemp -d)"
log="${data_dir}/api.log"
email="smoke@example.com" password="Smoke-pass-2026!"
(cd apps/api && PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" LOG_LEVEL=warn ADMIN_EMAIL="$email" \
  ADMIN_PASSWORD="$password" exec "$node_bin" dist/main.js) >"$log" 2>&1 &
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
  echo "The built API did not answer its health check:"
  cat "$log"
  exit 1
fi
echo "health: ${health}"
session="$(curl -sf -X POST "http://127.0.0.1:${port}/api/auth/token" -H 'content-type: application/json' \
  -d "{\"username\":\"${email}\",\"password\":\"${password}\"}" || true)"
if [[ "$session" != *'"bearerToken"'* ]]; then
  echo "The first Super Admin could not sign in: ${session}"
  cat "$log"
  exit 1
fi
echo "signed in"

"$node_bin" node_modules/vitest/vitest.mjs run --project engine --project api-pglite \
  packages/engine apps/api/src/features/customers/customers.test.ts
