#!/usr/bin/env bash
# store_faults.sh - a sweep stored with --db can always resume, however a run
# of it failed (issue #22, item 5).
#
# For EVERY row k that a small sweep writes, the sweep runs with a fault at
# row k (CGT_TEST_STORE_FAULT, see cli/scoctal_store.c: an SQLite error, a full
# disk, an I/O error that rolls back the transaction, SIGKILL), then resumes
# without the fault; the resumed run must print what a clean run prints and
# leave exactly the clean run's rows in the database.  Then the same with real
# limits: the database may grow by only K pages (SQLITE_FULL from the pager),
# and the file size is capped by `ulimit -f` (write() fails with EFBIG).  Last,
# a store damaged by the old bug (results of a chunk without its chunk row)
# resumes too.
#
# Usage: tests/cli/store_faults.sh CGT_BINARY   (needs python3 for its sqlite3)
set -u
case $1 in
/*) CGT=$1 ;;
*) CGT=$PWD/$1 ;;
esac
command -v python3 >/dev/null 2>&1 || { echo "store_faults: python3 is missing"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cgt-store.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 2
fail=0
cases=0

# dump DB: every stored row, sweep ids replaced by the sweep's key.
dump() {
    python3 "$here/store_dump.py" "$1"
}

bad() {
    echo "FAIL: $*"
    fail=1
}

# check NAME ARGS...: resumes the sweep ARGS in $tmp/f.db (no fault) and
# compares its output and rows with the clean run's.
check() {
    local name=$1
    shift
    local out st
    out=$("$CGT" scoring conjecture "$@" --db f.db --jobs 2 2>&1)
    st=$?
    if [ $st -ne "$clean_status" ] || [ "$out" != "$clean_out" ]; then
        bad "$name: the resumed run printed (status $st):"
        printf '%s\n' "$out" | sed 's/^/    | /' | head -5
        return
    fi
    dump f.db >f.dump
    cmp -s f.dump clean.dump || {
        bad "$name: the resumed database differs from a clean run's:"
        diff clean.dump f.dump | head -5 | sed 's/^/    | /'
    }
}

for sweep in "4.3.1 --max-k 1" "3.1.1 --max-k 7"; do
    # shellcheck disable=SC2086
    set -- $sweep
    rm -f clean.db
    clean_out=$("$CGT" scoring conjecture "$@" --db clean.db --jobs 1 2>&1)
    clean_status=$?
    dump clean.db >clean.dump
    rows=$(grep -c -e '^result' -e '^chunk' clean.dump)
    chunks=$(grep -c '^chunk' clean.dump)
    if [ "$chunks" -lt 2 ]; then
        bad "$sweep: a test sweep needs several chunks, it has $chunks"
        continue
    fi
    for mode in error full ioerr kill; do
        ks=$(seq 1 "$rows")
        # 3.1.1: every row for one mode, the rows about the chunk ends (64
        # sets and the chunk row) for the others, to keep the test short.
        [ "$1" = 3.1.1 ] && [ $mode != error ] && ks="1 2 64 65 66 67 $((rows - 1)) $rows"
        for k in $ks; do
            cases=$((cases + 1))
            rm -f f.db f.db-journal
            out=$(CGT_TEST_STORE_FAULT=$mode:$k "$CGT" scoring conjecture "$@" --db f.db \
                --jobs 1 2>&1 >/dev/null)
            st=$?
            if [ $mode = kill ]; then
                [ $st -eq 137 ] || bad "$sweep, kill at row $k: status $st, not 137"
            elif [ $st -ne 1 ] || [ "$(printf '%s\n' "$out" | wc -l)" -ne 1 ] ||
                ! grep -q "cannot store chunk .*injected fault.*rolled back" <<<"$out"; then
                bad "$sweep, $mode at row $k: status $st, stderr: $out"
            fi
            check "$sweep, $mode at row $k" "$@"
        done
    done
    # A real SQLITE_FULL: the file may grow by only K pages.
    for k in $(seq 0 40); do
        cases=$((cases + 1))
        rm -f f.db f.db-journal
        CGT_TEST_STORE_FAULT=pages:$k "$CGT" scoring conjecture "$@" --db f.db --jobs 1 \
            >/dev/null 2>&1
        st=$?
        check "$sweep, at most $k more pages" "$@"
        [ $st -eq "$clean_status" ] && break # the sweep fitted: larger K change nothing
    done
    # A real write error: the file size is capped (write() fails with EFBIG).
    kb=$(($(wc -c <clean.db) / 1024))
    for blocks in $(seq 1 4 $((kb + 8))); do # ulimit -f counts KiB in bash
        cases=$((cases + 1))
        rm -f f.db f.db-journal
        (
            trap '' XFSZ
            ulimit -f "$blocks"
            exec "$CGT" scoring conjecture "$@" --db f.db --jobs 1
        ) >/dev/null 2>&1
        st=$?
        check "$sweep, file size at most $blocks blocks" "$@"
        [ $st -eq "$clean_status" ] && break
    done
done

# A store written by the old code, which committed the rows of a chunk that
# failed part way: results without their chunk row.  The next run drops them
# and redoes the chunk.
set -- 3.1.1 --max-k 7
rm -f clean.db f.db
clean_out=$("$CGT" scoring conjecture "$@" --db clean.db --jobs 1 2>&1)
clean_status=$?
dump clean.db >clean.dump
"$CGT" scoring conjecture "$@" --db f.db --jobs 1 --max-cases 1 >/dev/null 2>&1
python3 - <<'EOF'
import sqlite3
db = sqlite3.connect("f.db")
db.execute("INSERT INTO result SELECT sweep, idx + 64, game, game2, status, n, period, witness"
           " FROM result WHERE idx < 10")
db.commit()
EOF
cases=$((cases + 1))
check "a store with the rows of a half-written chunk" "$@"

[ $fail -eq 0 ] && echo "store_faults: $cases cases ok"
exit $fail
