#!/usr/bin/env bash
# mpi_sweep.sh - a conjecture sweep sharded over MPI ranks (mpirun -np 2) gives
# what one process gives, bit for bit: the same output and the same rows in its
# --db store; and a run stopped partway resumes under MPI without redoing or
# losing a chunk (issue 20, item 4; docs/cluster.md).
#
# Usage: tests/cli/mpi_sweep.sh CGT_BINARY   (needs mpirun and python3)
# Prints "N passed, N failed"; exits 0 when every check passed.
set -u
case $1 in
/*) CGT=$1 ;;
*) CGT=$PWD/$1 ;;
esac
here=$(cd "$(dirname "$0")" && pwd)
if ! ldd "$CGT" | grep -q libmpi; then
    echo "mpi_sweep: $CGT is built without MPI (install libopenmpi-dev: scripts/deps.sh)"
    exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cgt-mpi.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 2
# CI runs as root; Open MPI refuses root unless told, and 2 ranks may exceed
# the cores it counts
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
mpi() { timeout 120 mpirun -np "$1" --oversubscribe "$CGT" "${@:2}" 2>/dev/null; }
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() {
    echo "FAIL: $*"
    fail=$((fail + 1))
}

for sweep in "4.3.1 --max-k 2" "3.1.1 --max-k 9" "4.2.3 --max-k 2 --per-row" "3.1.2 --max-k 2"; do
    # shellcheck disable=SC2086
    set -- $sweep
    rm -f one.db two.db three.db
    one=$("$CGT" scoring conjecture "$@" --db one.db --jobs 1 2>/dev/null)
    one_st=$?
    two=$(mpi 2 scoring conjecture "$@" --db two.db)
    three=$(mpi 3 scoring conjecture "$@" --db three.db --jobs 2 --json)
    one_json=$("$CGT" scoring conjecture "$@" --jobs 1 --json 2>/dev/null)
    [ "$two" = "$one" ] && ok || bad "$sweep: 2 ranks printed '$two', one process '$one'"
    [ "$three" = "$one_json" ] && ok || bad "$sweep: 3 ranks --json differs from one process"
    python3 "$here/store_dump.py" one.db >one.dump
    python3 "$here/store_dump.py" two.db >two.dump
    python3 "$here/store_dump.py" three.db >three.dump
    cmp -s one.dump two.dump && ok || bad "$sweep: the 2-rank store differs: $(diff one.dump two.dump | head -3)"
    cmp -s one.dump three.dump && ok || bad "$sweep: the 3-rank store differs"
    [ "$(grep -c '^chunk' one.dump)" -ge 2 ] && ok || bad "$sweep: a test sweep needs several chunks"
    # stop after a few cases, then resume, each under MPI: same store again
    rm -f part.db
    mpi 2 scoring conjecture "$@" --db part.db --max-cases 20 >/dev/null
    part=$(python3 "$here/store_dump.py" part.db | grep -c '^chunk')
    total=$(grep -c '^chunk' one.dump)
    [ "$part" -lt "$total" ] && ok || bad "$sweep: --max-cases 20 did not stop early ($part of $total chunks)"
    resumed=$(mpi 2 scoring conjecture "$@" --db part.db)
    [ "$resumed" = "$one" ] && ok || bad "$sweep: the resumed run printed '$resumed'"
    python3 "$here/store_dump.py" part.db >part.dump
    cmp -s one.dump part.dump && ok || bad "$sweep: the resumed store differs: $(diff one.dump part.dump | head -3)"
    [ "$one_st" -le 1 ] && ok || bad "$sweep: one process exited $one_st"
done
# every other command runs on rank 0 alone: one answer, not two
out=$(mpi 2 eval '{0|*}')
[ "$out" = "^" ] && ok || bad "eval under mpirun printed '$out'"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
