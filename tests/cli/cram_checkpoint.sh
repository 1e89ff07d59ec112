#!/usr/bin/env bash
# cram_checkpoint.sh CGT - a Cram search killed outright (SIGKILL: no save at
# its end, as when a session's processes die) leaves the checkpoint of its
# last periodic save whole, and a new run loads it (docs/cram.md, "Long
# runs").  Prints "cram_checkpoint: ok" or the problem; exits 1 on a problem.
set -u
case $1 in
/*) cgt=$1 ;;
*) cgt=$PWD/$1 ;;
esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cgt-cramckpt.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 2
fail() {
    echo "cram_checkpoint: FAIL $*"
    exit 1
}
board='.......|.......|.......|.......|.......|.......' # 6x7, *5: twenty minutes
"$cgt" cram --checkpoint k.ckpt --checkpoint-every 0.05 "$board" >out 2>err &
pid=$!
# the first save comes with a progress report (every 2^17 positions); then
# a few more, and the kill
for _ in $(seq 600); do
    [ -s k.ckpt ] && break
    kill -0 "$pid" 2>/dev/null || fail "the search ended early: $(cat err)"
    sleep 0.1
done
[ -s k.ckpt ] || fail "no checkpoint after 60 s"
sleep 1
kill -KILL "$pid"
wait "$pid" 2>/dev/null
[ "$(head -1 k.ckpt)" = "cgt-nimsearch-checkpoint 1" ] || fail "not a checkpoint: $(head -c 80 k.ckpt)"
entries=$(sed -n 's/^entries 0*\([0-9]\)/\1/p' k.ckpt | head -1)
[ -n "$entries" ] && [ "$entries" -gt 0 ] || fail "a checkpoint of no entries"
# every fact of it goes into a new search (any board of up to 64 cells)
json=$("$cgt" --json cram --checkpoint k.ckpt '....|.#..|....') || fail "the checkpoint does not load: $json"
case $json in
*"\"loaded\":$entries,"*) ;;
*) fail "expected $entries entries loaded: $json" ;;
esac
# the run resumes: a node limit stops it at once, and it saves again
"$cgt" cram --max-nodes 1 --checkpoint k.ckpt "$board" >out 2>err && fail "no limit met"
grep -q "checkpoint saved to k.ckpt, run again to resume" err || fail "$(cat err)"
# the progress line of a long run names the outermost search's stage and
# its option under way, k of n with 1 <= k <= n (5x8: about a million
# positions, a report every 2^17)
"$cgt" --progress cram '........|........|........|........|........' >out 2>err || fail "5x8: $(cat err)"
[ "$(cat out)" = "*" ] || fail "5x8 is *1, written * (Beling), got $(cat out)"
lines=$(tr '\r' '\n' <err | sed 's/\x1b\[K//g' | grep -c 'at G + \*[0-9]*, option [0-9]* of [0-9]*$')
[ "$lines" -ge 2 ] || fail "no progress lines with the option under way: $(tr '\r' '\n' <err | head -3)"
tr '\r' '\n' <err | sed -n 's/.*, option \([0-9]*\) of \([0-9]*\)$/\1 \2/p' | while read -r k n; do
    [ "$k" -ge 1 ] && [ "$k" -le "$n" ] || fail "option $k of $n"
done || exit 1
echo "cram_checkpoint: ok ($entries entries; $lines progress lines)"
