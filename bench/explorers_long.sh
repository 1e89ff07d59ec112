#!/usr/bin/env bash
# explorers_long.sh - the long runs of the papers' explorers (issue 15): each
# command once, niced, stopped after 10 minutes, one Markdown table row each
# ("the largest size finished in 10 minutes" of docs/performance.md).  The
# rows are recorded by hand in bench/explorers_long.md, which `make bench`
# appends to docs/performance.md (these runs take about an hour in all).
#
# Usage: bench/explorers_long.sh [CGT_BINARY]   (default build/cgt)
set -u
CGT=${1:-build/cgt}
case $CGT in /*) ;; *) CGT=$PWD/$CGT ;; esac
# the machine is shared: at most 2 GB of address space per run
ulimit -v 2000000
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
cd "$DIR" || exit 1
run() {
    local s e rc
    s=$(date +%s.%N)
    timeout 600 nice -n 19 "$CGT" "$@" > out.txt 2> err.txt
    rc=$?
    e=$(date +%s.%N)
    printf '| `cgt %s` | %s | %.0f | %s |\n' "$*" \
        "$([ $rc = 0 ] && echo finished || echo "stopped (exit $rc)")" \
        "$(echo "$e - $s" | bc)" "$(cut -d' ' -f1 /proc/loadavg)"
    head -c 300 out.txt | head -1 | sed 's/^/    /' >&2
}
echo '| command | result | wall (s) | load after |'
echo '|---|---|---:|---:|'
run mazegame explore --rows 4 --cols 4 --db maze44.db
run mazegame explore --rows 3 --cols 5
run cricket explore --max-bump 7 --max-len 7
run scoring search 2.4.1
run scoring search 2.4.1 --max-score 2
run scoring search 3.0.1
run scoring search 3.0.1 --max-score 2
run scoring search 4.2.1
run scoring breaking --length 3 --upto 30 --db breaking3.db
run scoring breaking --length 3 --upto 40 --db breaking40.db
