#!/usr/bin/env bash
# run_golden.sh - golden tests of the cgt program, and of the examples in the docs.
#
# Usage: tests/cli/run_golden.sh CGT_BINARY TESTDIR [FILE...]
# Runs every TESTDIR/*.golden file (or the FILEs given), then the ```console
# blocks of README.md and docs/cli.md (found two levels above TESTDIR).  Prints
# one line per failure with a diff, then "N passed, N failed"; exits 1 if any
# case failed.
#
# Format of a .golden file: cases, one after another.
#
#   # a comment
#   $ cgt eval '{0|*}' '^+^'        the command: one sh command line, in which
#   ^                               `cgt` runs the binary under test; pipes and
#   ^^                              $(...) work, stdin is /dev/null otherwise
#   ? 0                             the expected exit status (default 0)
#   ! cgt: column 3: ...            one expected stderr line per '!' line;
#                                   without any, stderr must be empty;
#                                   '!*' accepts any stderr
#
# Every other line up to the next '$ ' line is one expected stdout line,
# verbatim.  Blank lines are ignored; an empty output line is written '|', and
# an output line that starts with '$', '?', '!', '#' or '|' is written with a
# '|' in front ("|#not a comment").  Output is compared byte for byte.
#
# In the markdown files, a ```console block holds '$ cgt ...' lines each
# followed by the output it prints (stdout and stderr together, verbatim,
# blank lines included); the exit status is not checked there.
set -u

if [ $# -lt 2 ]; then
    echo "usage: $0 CGT_BINARY TESTDIR [FILE...]" >&2
    exit 2
fi
case $1 in
/*) CGT_BIN=$1 ;;
*) CGT_BIN=$PWD/$1 ;;
esac
export CGT_BIN
TESTDIR=$2
shift 2
if [ ! -x "$CGT_BIN" ]; then
    echo "$0: $CGT_BIN is not an executable" >&2
    exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cgt-golden.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/home" "$tmp/work"
export HOME="$tmp/home" # the REPL never touches a real ~/.cgt_history
export LC_ALL=C

TIMEOUT=""
command -v timeout >/dev/null 2>&1 && TIMEOUT="timeout 120"

pass=0
fail=0

# fail_case WHERE CMD WHAT: prints a failure and the evidence in $tmp.
fail_case() {
    fail=$((fail + 1))
    printf 'FAIL %s: $ %s\n  %s\n' "$1" "$2" "$3"
}

show_diff() { # expected actual
    diff -u "$1" "$2" | head -n 40 | cut -c 1-300 | sed 's/^/    /'
}

# run_case WHERE CMD MERGE: runs CMD and leaves stdout/stderr/status in $tmp.
run_case() {
    local script="cgt() { \"\$CGT_BIN\" \"\$@\"; }
$2"
    if [ "$3" = merge ]; then
        (cd "$tmp/work" && $TIMEOUT sh -c "$script" </dev/null >"$tmp/out" 2>&1)
    else
        (cd "$tmp/work" && $TIMEOUT sh -c "$script" </dev/null >"$tmp/out" 2>"$tmp/err")
    fi
    status=$?
}

# Checks the case collected in the globals below.
check_case() {
    [ -z "$cmd" ] && return
    run_case "$where" "$cmd" split
    local ok=1
    if [ "$status" != "$want_status" ]; then
        fail_case "$where" "$cmd" "exit status $status, expected $want_status"
        ok=0
    fi
    if ! cmp -s "$tmp/want_out" "$tmp/out"; then
        [ $ok = 1 ] && fail_case "$where" "$cmd" "stdout differs (- expected, + actual):"
        [ $ok = 0 ] && echo "  stdout differs (- expected, + actual):"
        show_diff "$tmp/want_out" "$tmp/out"
        ok=0
    fi
    if [ "$err_any" = 0 ] && ! cmp -s "$tmp/want_err" "$tmp/err"; then
        [ $ok = 1 ] && fail_case "$where" "$cmd" "stderr differs (- expected, + actual):"
        [ $ok = 0 ] && echo "  stderr differs (- expected, + actual):"
        show_diff "$tmp/want_err" "$tmp/err"
        ok=0
    fi
    [ $ok = 1 ] && pass=$((pass + 1))
    cmd=""
}

new_case() {
    cmd=$1
    where=$2
    want_status=0
    err_any=0
    : >"$tmp/want_out"
    : >"$tmp/want_err"
}

run_golden_file() {
    local file=$1 lineno=0 line
    cmd=""
    while IFS= read -r line || [ -n "$line" ]; do
        lineno=$((lineno + 1))
        case $line in
        '$ '*)
            check_case
            new_case "${line#\$ }" "$file:$lineno"
            ;;
        '' | '#'*) ;;
        '? '*) want_status=${line#\? } ;;
        '!*') err_any=1 ;;
        '! '*) printf '%s\n' "${line#! }" >>"$tmp/want_err" ;;
        '|'*) [ -n "$cmd" ] && printf '%s\n' "${line#|}" >>"$tmp/want_out" ;;
        *)
            if [ -z "$cmd" ]; then
                echo "$file:$lineno: output line before any '\$ ' command" >&2
                fail=$((fail + 1))
            else
                printf '%s\n' "$line" >>"$tmp/want_out"
            fi
            ;;
        esac
    done <"$file"
    check_case
}

# The console blocks of a markdown file: output is stdout+stderr verbatim.
check_doc_case() {
    [ -z "$cmd" ] && return
    # Trailing blank lines of a block belong to the layout, not the output.
    sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$tmp/want_out" >"$tmp/want_trim"
    run_case "$where" "$cmd" merge
    if cmp -s "$tmp/want_trim" "$tmp/out"; then
        pass=$((pass + 1))
    else
        fail_case "$where" "$cmd" "output differs from the documentation (- doc, + actual):"
        show_diff "$tmp/want_trim" "$tmp/out"
    fi
    cmd=""
}

run_doc_file() {
    local file=$1 lineno=0 line in_block=0
    cmd=""
    while IFS= read -r line || [ -n "$line" ]; do
        lineno=$((lineno + 1))
        if [ $in_block = 0 ]; then
            case $line in '```console'*) in_block=1 ;; esac
            continue
        fi
        case $line in
        '```'*)
            check_doc_case
            in_block=0
            ;;
        '$ '*)
            check_doc_case
            new_case "${line#\$ }" "$file:$lineno"
            ;;
        *) [ -n "$cmd" ] && printf '%s\n' "$line" >>"$tmp/want_out" ;;
        esac
    done <"$file"
    check_doc_case
}

if [ $# -gt 0 ]; then
    files=("$@")
else
    files=("$TESTDIR"/*.golden)
fi
for f in "${files[@]}"; do
    [ -f "$f" ] || continue
    case $f in
    *.md) run_doc_file "$f" ;;
    *) run_golden_file "$f" ;;
    esac
done
if [ $# -eq 0 ]; then
    root=$TESTDIR/../..
    for f in "$root/README.md" "$root/docs/cli.md"; do
        [ -f "$f" ] && run_doc_file "$f"
    done
fi

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
