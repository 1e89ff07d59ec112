#!/bin/sh
# intern_count.sh - interning by instruction counts: bench/intern_count/driver.c
# under callgrind against the library of each commit given, so that a change
# to the interning index is measured by a repeatable count rather than by
# time on a shared machine (docs/performance.md, "Interning").
#
# Usage: bench/intern_count.sh COMMIT...     ("." is the working tree)
#   N=100000 (nodes), TABLES="games forms scoring gsg misere", CACHE=1 adds
#   callgrind's cache simulation (D1 and last-level misses).
# Each commit is extracted with `git archive` into $WORK/<commit>/src, its
# libcgt.a built there (RelWithDebInfo, as `make`), and the driver linked
# against it.  Prints one markdown row per table and commit: instructions
# per node of the first pass (adding every node) and of the second (finding
# every one), inclusive of everything the pass calls.
set -eu
N=${N:-100000}
TABLES=${TABLES:-"games forms scoring gsg misere"}
CACHE=${CACHE:-0}
root=$(cd "$(dirname "$0")/.." && pwd)
WORK=${WORK:-${TMPDIR:-/tmp}/cgt-intern-count}
mkdir -p "$WORK"
extra_libs=$(pkg-config --libs libpng 2>/dev/null || true)

build() { # commit -> $WORK/<name>/driver
    c=$1
    if [ "$c" = . ]; then name=worktree; else name=$(git -C "$root" rev-parse --short "$c"); fi
    d=$WORK/$name
    if [ "$c" = . ]; then
        src=$root
    else
        src=$d/src
        if [ ! -d "$src" ]; then
            mkdir -p "$src"
            git -C "$root" archive "$c" | tar -x -C "$src"
        fi
    fi
    cmake -S "$src" -B "$d/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCGT_PYTHON=OFF \
        -DBUILD_TESTING=OFF >/dev/null
    cmake --build "$d/build" -j 2 --target cgt_static >/dev/null
    cc -O2 -g -DNDEBUG -std=c11 -I"$src/include" -I"$src/src" "$root/bench/intern_count/driver.c" \
        "$d/build/libcgt.a" -lgmp $extra_libs -lm -lpthread -o "$d/driver"
    echo "$d"
}

# the inclusive event counts of a function (Ir, and with CACHE=1 the cache
# events), as numbers separated by spaces
cost() { # file function
    callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null |
        awk -v f="$2" 'index($0, ":" f " [") {
            gsub(",", ""); gsub(/\([^)]*\)/, "")
            for (i = 1; i <= NF && $i ~ /^[0-9.]+$/; i++) printf "%s ", $i
            print ""; exit }'
}

opts=""
[ "$CACHE" = 1 ] && opts="--cache-sim=yes"
echo "| table | commit | add: Ir/node | find: Ir/node |$([ "$CACHE" = 1 ] && echo ' add: D1 misses/node | add: LL misses/node | find: D1 misses/node | find: LL misses/node |')"
echo "|---|---|---:|---:|$([ "$CACHE" = 1 ] && echo '---:|---:|---:|---:|')"
for c in "$@"; do
    d=$(build "$c")
    for t in $TABLES; do
        out=$d/callgrind.$t
        valgrind --tool=callgrind $opts --callgrind-out-file="$out" "$d/driver" "$t" "$N" \
            >"$d/driver.$t.log" 2>&1 || { echo "driver $t failed: $d/driver.$t.log" >&2; exit 1; }
        a=$(cost "$out" add_pass)
        f=$(cost "$out" find_pass)
        if [ "$CACHE" = 1 ]; then
            # columns (callgrind_annotate's order): Ir Dr Dw I1mr D1mr D1mw ILmr DLmr
            # DLmw, add's then find's
            echo "$a $f" | awk -v t="$t" -v c="$c" -v n="$N" '{
                printf "| %s | %s | %.0f | %.0f | %.2f | %.2f | %.2f | %.2f |\n", t, c,
                    $1 / n, $10 / n, ($5 + $6) / n, ($8 + $9) / n, ($14 + $15) / n, ($17 + $18) / n }'
        else
            echo "$a $f" | awk -v t="$t" -v c="$c" -v n="$N" '{
                printf "| %s | %s | %.0f | %.0f |\n", t, c, $1 / n, $2 / n }'
        fi
    done
done
