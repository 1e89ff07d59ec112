#!/bin/sh
# check_web.sh - make check-web: the WebAssembly build against the native
# program (diff_native.js, under node), then the page in headless Chromium
# (check_web.js, puppeteer-core from npm into web/test/node_modules).
# Usage: web/test/check_web.sh path/to/cgt     (after make web)
set -e
case $1 in /*) cli=$1 ;; *) cli=$PWD/$1 ;; esac
here=$(cd "$(dirname "$0")" && pwd)
command -v chromium >/dev/null 2>&1 || { echo "check-web: chromium is missing (sh scripts/deps.sh web installs it)" >&2; exit 1; }
if [ ! -d "$here/node_modules/puppeteer-core" ]; then
    (cd "$here" && npm ci --no-fund --no-audit --silent)
fi
node "$here/diff_native.js" "$cli"
node "$here/check_web.js" "$cli"
