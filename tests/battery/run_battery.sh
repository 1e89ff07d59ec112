#!/usr/bin/env bash
# run_battery.sh - the bad-input battery: every case in cases.txt is malformed
# input, and cgt must answer each with a clean failure.
#
# Usage: tests/battery/run_battery.sh CGT_BINARY [CASES_FILE]
#
# A case is one line of cases.txt: an sh command in which `cgt` runs the binary
# under test (with --timeout 10 and --max-memory 1G given first) and $T names a
# scratch directory holding these inputs:
#   $T/empty  an empty file          $T/garbage  4 KiB of random bytes
#   $T/dir    a directory            $T/long     one 2 MiB line of '{'
#   $T/nul    text with a NUL byte   $T/ctl      text with ESC and CR bytes
# Blank lines and lines starting with '#' are skipped.
#
# Each case passes when the program
#   - exits with status 1 or 2 (never 0, never a signal, never 124 = hung);
#   - writes exactly one line to stderr, starting "cgt: ";
#   - writes no control character other than newline to stderr;
#   - finishes within 60 s (wall clock; the limits say 10 s).
# Prints one line per failure, then "N passed, N failed"; exits 1 on a failure.
set -u
if [ $# -lt 1 ]; then
    echo "usage: $0 CGT_BINARY [CASES_FILE]" >&2
    exit 2
fi
case $1 in
/*) CGT_BIN=$1 ;;
*) CGT_BIN=$PWD/$1 ;;
esac
CASES=${2:-$(dirname "$0")/cases.txt}
T=$(mktemp -d "${TMPDIR:-/tmp}/cgt-battery.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
export T CGT_BIN LC_ALL=C HOME=$T/home
mkdir -p "$T/dir" "$T/home"
: >"$T/empty"
head -c 4096 /dev/urandom >"$T/garbage"
head -c 2097152 /dev/zero | tr '\0' '{' >"$T/long"
printf '0+\0*\n' >"$T/nul"
printf '0+\033[31m*\r\n' >"$T/ctl"

pass=0
fail=0
n=0
while IFS= read -r line || [ -n "$line" ]; do
    case $line in '' | '#'*) continue ;; esac
    n=$((n + 1))
    out=$T/out.$n
    err=$T/err.$n
    timeout -k 5 60 sh -c "cgt() { \"\$CGT_BIN\" --timeout 10 --max-memory 1G \"\$@\"; }; $line" \
        </dev/null >"$out" 2>"$err"
    rc=$?
    why=""
    if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
        why="did not finish within 60 s"
    elif [ $rc -ne 1 ] && [ $rc -ne 2 ]; then
        why="exit status $rc"
    elif [ "$(wc -l <"$err")" -ne 1 ]; then
        why="stderr has $(wc -l <"$err") lines"
    elif ! head -c 5 "$err" | grep -q '^cgt: '; then
        why="stderr does not start with 'cgt: '"
    elif tr -d '\n' <"$err" | LC_ALL=C grep -q '[[:cntrl:]]'; then
        why="control character on stderr"
    fi
    if [ -n "$why" ]; then
        fail=$((fail + 1))
        echo "FAIL: $line: $why"
        head -c 600 "$err" | cat -v | sed 's/^/    stderr: /' | head -5
    else
        pass=$((pass + 1))
    fi
done <"$CASES"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
