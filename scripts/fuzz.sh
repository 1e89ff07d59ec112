#!/bin/sh
# fuzz.sh SECONDS [TARGET...] - bounded coverage-guided fuzzing of every parser.
#
# Builds the libFuzzer targets (make fuzz: clang, ASan, UBSan) and runs each
# tests/fuzz/fuzz_<target>.c for SECONDS, starting from its saved corpus
# tests/fuzz/corpus/<target>/ (new inputs go to a scratch copy, so the repository
# only grows by findings).  A crash, leak, timeout or out-of-memory input is
# copied into tests/fuzz/corpus/<target>/ (replayed by `make check` from then
# on) and the run fails.  Executions per target are appended to
# build-fuzz/fuzz-stats.tsv (date, target, seconds, executions, result), the
# numbers docs/reliability.md adds up.
set -u
secs=${1:-30}
# A fixed seed (CGT_FUZZ_SEED, default 1) makes a run repeatable: what CI
# tries first, a developer can try the same way before submitting.  0 picks a
# random seed, for campaigns that should explore.
seed=${CGT_FUZZ_SEED:-1}
shift 2>/dev/null || true
cd "$(dirname "$0")/.."
make fuzz >/dev/null || { echo "fuzz: build failed" >&2; exit 1; }
targets="$*"
if [ -z "$targets" ]; then
    for f in tests/fuzz/fuzz_*.c; do
        t=${f#tests/fuzz/fuzz_}
        targets="$targets ${t%.c}"
    done
fi
stats=build-fuzz/fuzz-stats.tsv
work=$(mktemp -d "${TMPDIR:-/tmp}/cgt-fuzz.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
failed=0
for t in $targets; do
    bin=build-fuzz/fuzz_$t
    corpus=tests/fuzz/corpus/$t
    [ -x "$bin" ] || { echo "fuzz: no target $bin" >&2; exit 2; }
    mkdir -p "$work/$t" "$work/$t.art" "$corpus"
    cp "$corpus"/* "$work/$t/" 2>/dev/null
    log=$work/$t.log
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$bin" -seed="$seed" -max_total_time="$secs" -timeout=20 -rss_limit_mb=3072 -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="$work/$t.art/" "$work/$t" >"$log" 2>&1
    rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    result=ok
    # slow units (over 10 s, e.g. on a loaded machine) are reported, not failures
    found=$(ls "$work/$t.art" 2>/dev/null | grep -v '^slow-unit-')
    if [ $rc -ne 0 ] || [ -n "$found" ]; then
        result=finding
        failed=1
        for a in $found; do
            cp "$work/$t.art/$a" "$corpus/finding-$a"
            echo "fuzz: $t: saved $corpus/finding-$a" >&2
        done
        grep -m 5 -E 'ERROR|runtime error|SUMMARY' "$log" >&2
        for a in $found; do # the input itself, so a CI log is enough to replay it
            echo "fuzz: $t: input $a (hex): $(od -An -tx1 -v "$work/$t.art/$a" | tr -d ' \n' | head -c 2000)" >&2
        done
    fi
    printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$t" "$secs" "${execs:-0}" \
        "$result" >>"$stats"
    echo "fuzz: $t: ${execs:-0} executions in $secs s: $result"
done
exit $failed
