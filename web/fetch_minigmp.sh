#!/bin/sh
# Puts GMP's mini-gmp (mini-gmp.[ch], mini-mpq.[ch]) into DIR, from Debian's
# gmp source package for the installed libgmp, through apt-get source with a
# private sources list (the machine's apt configuration is not touched).
# Debian ships no GMP for WebAssembly; mini-gmp is GMP's own portable subset
# in plain C, so the web build compiles it with emcc.  Nothing is committed.
set -e
dir=$1
[ -f "$dir/mini-gmp.c" ] && [ -f "$dir/mini-mpq.c" ] && exit 0
mkdir -p "$dir"
work=$(cd "$dir/.." && pwd)/apt-gmp
mkdir -p "$dir" "$work/lists/partial" "$work/cache/archives/partial" "$work/src"
# The machine's own Debian archive entries (those signed by Debian's archive
# key), as deb-src: deb822 stanzas from sources.list.d and one-line entries.
: >"$work/sources.list"
for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    awk 'BEGIN { RS = ""; ORS = "\n\n" } /debian-archive-keyring/ { sub(/Types: *deb/, "Types: deb-src"); print }' \
        "$f" >>"$work/parts.sources"
done
[ -f /etc/apt/sources.list ] && sed -n 's/^deb \(.*\/debian\/* .*\)/deb-src \1/p' /etc/apt/sources.list >>"$work/sources.list"
mkdir -p "$work/parts"
[ -s "$work/parts.sources" ] && mv "$work/parts.sources" "$work/parts/debian.sources"
opts="-o Dir::Etc::SourceList=$work/sources.list -o Dir::Etc::SourceParts=$work/parts \
 -o Dir::State::Lists=$work/lists -o Dir::Cache=$work/cache -o APT::Sandbox::User=root"
echo "web: fetching GMP's source package for mini-gmp" >&2
apt-get $opts -qq update
(cd "$work/src" && apt-get $opts -qq source --download-only gmp)
tarball=$(ls "$work"/src/gmp_*.orig.tar.* | head -n 1)
top=$(tar tf "$tarball" | head -n 1 | cut -d/ -f1)
tar xf "$tarball" -C "$work/src" "$top/mini-gmp/mini-gmp.c" "$top/mini-gmp/mini-gmp.h" \
    "$top/mini-gmp/mini-mpq.c" "$top/mini-gmp/mini-mpq.h" "$top/COPYING.LESSERv3" "$top/COPYINGv2"
cp "$work/src/$top/mini-gmp/"mini-* "$work/src/$top/COPYING.LESSERv3" "$work/src/$top/COPYINGv2" "$dir/"
