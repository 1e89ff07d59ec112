#!/usr/bin/env bash
# bench_layout.sh - cgt_bench's report has the same layout whatever the
# number of sections run at a time (bench/main.c): a few short sections, one
# of them run alone (explorers), with --jobs 1 and --jobs 2 give the same file
# once the numbers are taken out, but for the sentence saying how the sections
# ran and the run table's "ran" column; the sections come in the fixed order.
# No time is asserted (speed is measured only by make bench).
#
# Usage: tests/cli/bench_layout.sh CGT_BENCH_BINARY
set -u
BENCH=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail=0
err() {
    echo "bench_layout: $*" >&2
    fail=1
}
# named out of order: the report keeps the fixed order
sections="thermo_heat_nimbers explorers census switch_sums"
"$BENCH" --jobs 1 "$dir/one.md" $sections 2>"$dir/one.err" || err "--jobs 1 exited $?"
CGT_BENCH_JOBS=2 "$BENCH" "$dir/two.md" $sections 2>"$dir/two.err" || err "--jobs 2 exited $?"
# the headings in order: the fixed order (census 10, switch_sums 20,
# thermo_heat_nimbers 41, explorers 95), each section once
for f in one two; do
    grep '^## ' "$dir/$f.md" >"$dir/$f.h"
    printf '%s\n' "## Census of day 3 and all pairwise comparisons" \
        "## Sums of switches +-1 + +-2 + ... + +-n" "## Heating nimbers by 1" \
        "## Explorers of the papers' open questions (issue 15)" \
        "## Explorers: the largest sizes finished in 10 minutes (issue 15)" \
        "## This run of cgt_bench" >"$dir/want.h"
    diff "$dir/want.h" "$dir/$f.h" >/dev/null || err "$f: headings $(tr '\n' ';' <"$dir/$f.h")"
    rows=$(grep -cE '^\| (census|switch_sums|thermo_heat_nimbers|explorers) \|' "$dir/$f.md")
    [ "$rows" = 4 ] || err "$f: $rows rows in the run table, want 4"
    grep -q '^| explorers | .* | alone |$' "$dir/$f.md" || err "$f: explorers did not run alone"
done
grep -q 'The sections ran 2 at a time' "$dir/two.md" || err "two: the header does not say 2 at a time"
grep -q 'The sections ran one at a time' "$dir/one.md" || err "one: the header does not say one at a time"
# the rest: equal once the numbers, the header's sentence and the ran column go
strip() { sed -e 's/[0-9][0-9.e+-]*//g' -e '/^Written by/d' -e 's/| [a-z ]* |$/|/' -e '/NOT met\|— met/d' "$1"; }
diff <(strip "$dir/one.md") <(strip "$dir/two.md") >"$dir/diff" || err "layouts differ: $(head -5 "$dir/diff")"
# --plan runs nothing and leaves the report: the sections it names, longest
# first by the report's CPU times, each once
before=$(cksum <"$dir/one.md")
"$BENCH" --plan --jobs 2 "$dir/one.md" census explorers switch_sums >"$dir/plan" 2>&1 || err "--plan exited $?"
[ "$(cksum <"$dir/one.md")" = "$before" ] || err "--plan changed the report"
[ "$(grep -c '^| [a-z_]* |' "$dir/plan")" = 4 ] || err "--plan: $(cat "$dir/plan")"
grep -q '^| explorers | .* | alone |$' "$dir/plan" || err "--plan: explorers not alone"
grep -q '^Estimated from the CPU times' "$dir/plan" || err "--plan: no estimate"
# bad options and names: an error, and the report is not touched
echo keep >"$dir/keep.md"
"$BENCH" --jobs 0 "$dir/keep.md" census 2>/dev/null && err "--jobs 0 accepted"
"$BENCH" --jobs "$dir/keep.md" 2>/dev/null && err "--jobs without a number accepted"
CGT_BENCH_JOBS=x "$BENCH" "$dir/keep.md" census 2>/dev/null && err "CGT_BENCH_JOBS=x accepted"
"$BENCH" "$dir/keep.md" no_such_bench 2>/dev/null && err "an unknown section accepted"
[ "$(cat "$dir/keep.md")" = keep ] || err "a refused run overwrote the report"
[ $fail = 0 ] && echo "bench_layout: ok"
exit $fail
