#!/usr/bin/env bash
# mpi_sweep.sh - a conjecture sweep or a seed explorer sharded over MPI ranks
# (mpirun -np 2) gives what one process gives, bit for bit: the same output and
# the same rows in its --db store; and a run stopped partway (a limit, SIGKILL,
# SIGTERM) resumes under MPI without redoing or losing a chunk (issue 20, item 4;
# docs/cluster.md).
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
# The seed explorers (docs/seeds.md), the octal-code survey and a table of
# Domineering rectangles the same way: one process, 2 ranks and 3
# ranks with 2 processes on rank 0 print the same findings and store the same rows
# (the per-size times, "ms this run", are the only lines that differ).
noms() { sed 's/, [0-9.]* ms this run//'; }
# chunks DB: the chunks committed to an explorer store so far
chunks() { python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from chunk").fetchone()[0])' "$1" 2>/dev/null || echo 0; }
# rank0 DB: the pid of rank 0 of the running job whose command line names DB (not
# one of its worker processes, which share its environment)
rank0() {
    python3 - "$1" <<'PY'
import os, sys
def env(pid):
    try:
        return open(f"/proc/{pid}/environ", "rb").read().split(b"\0")
    except OSError:
        return []
def ppid(pid):
    return open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1]
for pid in filter(str.isdigit, os.listdir("/proc")):
    try:
        cmd = open(f"/proc/{pid}/cmdline", "rb").read()
    except OSError:
        continue
    if sys.argv[1].encode() in cmd and b"OMPI_COMM_WORLD_RANK=0" in env(pid) and \
            not any(e.startswith(b"OMPI_COMM_WORLD_RANK=") for e in env(ppid(pid))):
        print(pid)
PY
}
# kill_mid SIG DB CMD...: runs CMD, and sends SIG once DB has a committed chunk
# (TERM0: SIGTERM to rank 0 of the MPI job only)
kill_mid() {
    local sig=$1 db=$2 i n=0
    shift 2
    "$@" >/dev/null 2>&1 &
    local p=$!
    for i in $(seq 400); do
        n=$(chunks "$db")
        [ "$n" -gt 0 ] && break
        kill -0 $p 2>/dev/null || break
        sleep 0.05
    done
    if [ "$sig" = TERM0 ]; then
        # rank 0 alone, as a scheduler's signal reaches it first: it stops, tells
        # rank 1 to stop, commits and ends the job
        sig=TERM
        p0=$(rank0 "$db")
        [ -n "$p0" ] && kill -TERM "$p0" 2>/dev/null
    else
        kill -"$sig" $p 2>/dev/null
    fi
    wait $p 2>/dev/null
    echo "note: $sig after $n of $total chunks committed (then $(chunks "$db"))"
}
for explore in "mazegame explore --rows 3 --cols 4" "scoring breaking --length 2 --upto 30" \
    "octal --survey 3 --upto 600" "table domineering(rect(\$r,\$c)) --rows 1..4 --cols 1..5"; do
    # shellcheck disable=SC2086
    set -- $explore
    rm -f one.db two.db three.db part.db kill.db term.db
    one=$("$CGT" "$@" --db one.db --jobs 1 2>/dev/null | noms)
    two=$(mpi 2 "$@" --db two.db | noms)
    three=$(mpi 3 "$@" --db three.db --jobs 2 | noms)
    [ -n "$one" ] && [ "$two" = "$one" ] && ok || bad "$explore: 2 ranks printed '$two', one process '$one'"
    [ "$three" = "$one" ] && ok || bad "$explore: 3 ranks printed '$three'"
    python3 "$here/store_dump.py" one.db >one.dump
    python3 "$here/store_dump.py" two.db >two.dump
    python3 "$here/store_dump.py" three.db >three.dump
    cmp -s one.dump two.dump && ok || bad "$explore: the 2-rank store differs: $(diff one.dump two.dump | head -3)"
    cmp -s one.dump three.dump && ok || bad "$explore: the 3-rank store differs"
    total=$(grep -c '^chunk' one.dump)
    [ "$total" -ge 8 ] && ok || bad "$explore: a test sweep needs several chunks ($total)"
    # stopped by a limit under MPI, resumed under MPI: the same store (breaking's
    # scoring search counts no nodes)
    if [ "$1" = mazegame ]; then
        mpi 2 "$@" --db part.db --max-nodes 2000 >/dev/null
        part=$(python3 "$here/store_dump.py" part.db | grep -c '^chunk')
        [ "$part" -lt "$total" ] && ok || bad "$explore: --max-nodes did not stop early ($part of $total chunks)"
        resumed=$(mpi 2 "$@" --db part.db | noms)
        [ "$resumed" = "$one" ] && ok || bad "$explore: the resumed run printed '$resumed'"
        python3 "$here/store_dump.py" part.db >part.dump
        cmp -s one.dump part.dump && ok || bad "$explore: the resumed store differs: $(diff one.dump part.dump | head -3)"
    fi
    # killed outright (SIGKILL, one process) once its first chunks are committed,
    # resumed under 2 ranks; rank 0 of a 2-rank job stopped by SIGTERM (it stops
    # rank 1 and commits), resumed by one process.  Nothing is lost or counted twice.
    kill_mid KILL kill.db "$CGT" "$@" --db kill.db
    resumed=$(mpi 2 "$@" --db kill.db | noms)
    python3 "$here/store_dump.py" kill.db >kill.dump
    [ "$resumed" = "$one" ] && cmp -s one.dump kill.dump && ok || bad "$explore: resumed after SIGKILL differs"
    kill_mid TERM0 term.db timeout 120 mpirun -np 2 --oversubscribe "$CGT" "$@" --db term.db
    resumed=$("$CGT" "$@" --db term.db 2>/dev/null | noms)
    python3 "$here/store_dump.py" term.db >term.dump
    [ "$resumed" = "$one" ] && cmp -s one.dump term.dump && ok || bad "$explore: resumed after SIGTERM to mpirun differs"
done
# every other command runs on rank 0 alone: one answer, not two
out=$(mpi 2 eval '{0|*}')
[ "$out" = "^" ] && ok || bad "eval under mpirun printed '$out'"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
