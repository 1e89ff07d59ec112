#!/bin/sh
# intern_count.sh - interning by instruction counts: bench/intern_count/driver.c
# under callgrind against the library of each commit given, so that a change
# to the interning index is measured by a repeatable count rather than by
# time on a shared machine (docs/performance.md, "Interning").
#
# Usage: bench/intern_count.sh COMMIT...     ("." is the working tree)
#   N=100000 (nodes), TABLES="games forms scoring gsg misere", CACHE=1 adds
#   callgrind's cache simulation (D1 and last-level misses).  TIME=R instead
#   runs each driver natively R times, the commits interleaved run by run,
#   and prints the median CPU ns per node of each pass (time on a shared
#   machine: compare with the counts).
# Each commit is extracted with `git archive` into $WORK/<commit>/src, its
# libcgt.a built there (RelWithDebInfo, as `make`), and the driver linked
# against it.  Prints one markdown row per table and commit: instructions
# per node of the first pass (adding every node) and of the second (finding
# every one), inclusive of everything the pass calls, and of the adding, the
# part spent in libc's memset (callgrind counts each byte of its `rep stosb`
# as an instruction, so a fill of fresh slots weighs far more in these counts
# than in time).
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
        awk -v f="$2" 'index($0, ":" f " [") || (f == "memset" && index($0, ":__memset_") && index($0, " [")) {
            gsub(",", ""); gsub(/\([^)]*\)/, "")
            for (i = 1; i <= NF && $i ~ /^[0-9.]+$/; i++) printf "%s ", $i
            print ""; exit }'
}

if [ "${TIME:-0}" -gt 0 ]; then
    dirs=""
    for c in "$@"; do dirs="$dirs $(build "$c")"; done
    echo "| table | commit | add: CPU ns/node (median of $TIME) | find: CPU ns/node |"
    echo "|---|---|---:|---:|"
    for t in $TABLES; do
        for r in $(seq "$TIME"); do
            for d in $dirs; do
                "$d/driver" "$t" "$N" | awk -v d="$d" '/^ns\/node/ { print d, $3, $5 }'
            done
        done >"$WORK/times.$t"
        i=0
        for d in $dirs; do
            i=$((i + 1))
            c=$(echo "$@" | cut -d' ' -f$i)
            a=$(grep "^$d " "$WORK/times.$t" | cut -d' ' -f2 | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
            f=$(grep "^$d " "$WORK/times.$t" | cut -d' ' -f3 | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
            echo "| $t | $c | $a | $f |"
        done
    done
    exit 0
fi

opts=""
[ "$CACHE" = 1 ] && opts="--cache-sim=yes"
echo "| table | commit | add: Ir/node | of which memset | find: Ir/node |$([ "$CACHE" = 1 ] && echo ' add: D1 misses/node | add: LL misses/node | find: D1 misses/node | find: LL misses/node |')"
echo "|---|---|---:|---:|---:|$([ "$CACHE" = 1 ] && echo '---:|---:|---:|---:|')"
for c in "$@"; do
    d=$(build "$c")
    for t in $TABLES; do
        out=$d/callgrind.$t
        valgrind --tool=callgrind $opts --toggle-collect=add_pass --toggle-collect=find_pass \
            --callgrind-out-file="$out" "$d/driver" "$t" "$N" \
            >"$d/driver.$t.log" 2>&1 || { echo "driver $t failed: $d/driver.$t.log" >&2; exit 1; }
        a=$(cost "$out" add_pass)
        f=$(cost "$out" find_pass)
        m=$(cost "$out" memset | awk '{ print $1 + 0 }') # only the passes are collected
        if [ "$CACHE" = 1 ]; then
            # columns (callgrind_annotate's order): Ir Dr Dw I1mr D1mr D1mw ILmr DLmr
            # DLmw, add's then find's
            echo "$a $f" | awk -v t="$t" -v c="$c" -v n="$N" -v m="$m" '{
                printf "| %s | %s | %.0f | %.0f | %.0f | %.2f | %.2f | %.2f | %.2f |\n", t, c,
                    $1 / n, m / n, $10 / n, ($5 + $6) / n, ($8 + $9) / n, ($14 + $15) / n, ($17 + $18) / n }'
        else
            echo "$a $f" | awk -v t="$t" -v c="$c" -v n="$N" -v m="$m" '{
                printf "| %s | %s | %.0f | %.0f | %.0f |\n", t, c, $1 / n, m / n, $2 / n }'
        fi
    done
done
