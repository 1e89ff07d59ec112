#!/bin/sh
# uninstall.sh - `make uninstall`: removes what `make install` put under
# DESTDIR/PREFIX, and nothing else.
#
# Usage: scripts/uninstall.sh BUILD_DIR PREFIX [DESTDIR]
#
# The list of files is not guessed: the build is installed again into a
# scratch DESTDIR with the same PREFIX, and each file found there is removed
# from the real DESTDIR; then the directories cgt owns (include/cgt) are
# removed when empty.
set -eu
build=$1
prefix=$2
destdir=${3:-}
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
DESTDIR=$stage cmake --install "$build" --prefix "$prefix" >/dev/null
(cd "$stage" && find . \( -type f -o -type l \) | sed 's|^\./|/|') | while IFS= read -r f; do
    if [ -e "$destdir$f" ] || [ -L "$destdir$f" ]; then
        rm -f "$destdir$f"
        echo "-- Removed: $destdir$f"
    fi
done
(cd "$stage" && find . -type d -name cgt \( -path '*/include/cgt' -o -path '*-packages/cgt' \) | sed 's|^\./|/|') | while IFS= read -r d; do
    rm -rf "$destdir$d/__pycache__"
    rmdir "$destdir$d" 2>/dev/null || true
done
