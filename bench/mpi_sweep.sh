#!/usr/bin/env bash
# mpi_sweep.sh CGT - the speed-up of a sweep on 2 MPI ranks against 1 rank
# (issue 20: "MPI with 2 ranks against 1 rank on a sweep"), as a markdown
# section for docs/performance.md (`make bench` appends it).  Each rank runs one
# worker (--jobs 1), so 1 rank is one worker and 2 ranks are two; best of 3
# wall-clock times, the two alternating.  Outputs are compared too: a speed-up
# of a run that printed something else would mean nothing.
set -u
case $1 in
/*) CGT=$1 ;;
*) CGT=$PWD/$1 ;;
esac
if ! command -v mpirun >/dev/null 2>&1 || ! ldd "$CGT" | grep -q libmpi; then
    echo "(no mpirun or cgt built without MPI: no MPI section)" >&2
    exit 0
fi
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cgt-mpibench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 2
# wall NP CMD...: seconds of one run on NP ranks (its output in out.NP)
wall() {
    local np=$1 t0 t1
    shift
    t0=$(date +%s.%N)
    mpirun -np "$np" --oversubscribe --mca mpi_yield_when_idle 1 "$CGT" "$@" --jobs 1 >"out.$np" 2>/dev/null
    t1=$(date +%s.%N)
    echo "$t1 - $t0" | bc
}
load0=$(cut -d' ' -f1 /proc/loadavg)
echo
echo "## MPI sweeps: 2 ranks against 1 rank (issue 20)"
echo
echo "Each sweep under \`mpirun -np 1\` and \`mpirun -np 2\`, one worker per rank (\`--jobs 1\`),"
echo "best of 3 wall-clock times each (alternating), MPI start-up included; the outputs are"
echo "equal (bench/mpi_sweep.sh).  Machine: $(nproc) cores, load average $load0 at the start"
echo "(other jobs share the cores, so the speed-up is bounded by the idle core time)."
echo
echo "| sweep | chunks | 1 rank (s) | 2 ranks (s) | speed-up | same output |"
echo "|---|---:|---:|---:|---:|---|"
# run NAME CHUNKS CMD...: best of $REPS (default 3) alternating runs on 1 and 2 ranks
run() {
    local name=$1 chunks=$2 b1=999999 b2=999999 t i
    shift 2
    for i in $(seq "${REPS:-3}"); do
        t=$(wall 1 "$@")
        [ "$(echo "$t < $b1" | bc)" = 1 ] && b1=$t
        t=$(wall 2 "$@")
        [ "$(echo "$t < $b2" | bc)" = 1 ] && b2=$t
    done
    local same=no
    sed 's/, [0-9.]* ms this run//' out.1 >o1
    sed 's/, [0-9.]* ms this run//' out.2 >o2
    cmp -s o1 o2 && same=yes
    printf '| %s | %s | %.2f | %.2f | %.2f | %s |\n' "$name" "$chunks" "$b1" "$b2" \
        "$(echo "$b1 / $b2" | bc -l)" "$same"
}
run '`scoring conjecture 3.1.1 --max-k 18`' 64 scoring conjecture 3.1.1 --max-k 18
run '`mazegame explore --rows 3 --cols 4`' 43 mazegame explore --rows 3 --cols 4
run '`octal --survey 3 --upto 3000`' 448 octal --survey 3 --upto 3000
run "\`table 'domineering(rect(\$r,\$c))' --rows 1..5 --cols 1..5\`" 25 table 'domineering(rect($r,$c))' --rows 1..5 --cols 1..5
# A longer sweep (about 10 s on one rank), one run each: here MPI's start-up and
# the last chunk's tail are small against the work, so the row shows the sharding.
REPS=1 run '`scoring conjecture 3.1.1 --max-k 20`' 256 scoring conjecture 3.1.1 --max-k 20
echo
echo "Load average at the end: $(cut -d' ' -f1 /proc/loadavg)."
