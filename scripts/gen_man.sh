#!/bin/sh
# gen_man.sh - writes the man pages cgt(1) and libcgt(3) into OUTDIR.
#
# Usage: scripts/gen_man.sh CGT_BINARY SOURCE_DIR OUTDIR
#
# cgt(1) is generated from the program's own help (`cgt help` and `cgt help
# CMD` for every command it lists), so it is complete and cannot drift from
# the program.  libcgt(3) is docs/man/libcgt.3.in with @VERSION@ and
# @HEADERS@ filled in: one entry per public header, its first comment line.
set -eu
cgt=$1
src=$2
out=$3
mkdir -p "$out"
version=$("$cgt" --version | sed 's/^cgt //')
# roff-escapes text shown verbatim: backslashes, and lines that start with a
# control character ('.' or ').
esc() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }

commands=$("$cgt" help | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z][a-z]*\)\( .*\)\{0,1\}$/\1/p')
{
    echo ".TH CGT 1 \"\" \"cgt $version\" \"User Commands\""
    echo ".SH NAME"
    echo "cgt \\- combinatorial game theory: canonical forms of short games, scoring play, mazes"
    echo ".SH SYNOPSIS"
    echo ".B cgt"
    echo "[\\fIOPTIONS\\fR] \\fICOMMAND\\fR [\\fIARGS\\fR...]"
    echo ".br"
    echo ".B cgt"
    echo "[\\fIOPTIONS\\fR]"
    echo ".SH DESCRIPTION"
    echo "The text below is the program's own help (\\fBcgt help\\fR); each command's"
    echo "help follows under COMMANDS."
    echo ".PP"
    echo ".nf"
    "$cgt" help | esc
    echo ".fi"
    echo ".SH COMMANDS"
    for c in $commands; do
        [ "$c" = help ] && continue
        echo ".SS $c"
        echo ".nf"
        # the common options are listed once, above
        "$cgt" help "$c" | sed '/^Options (anywhere/,$d' | esc
        echo ".fi"
    done
    echo ".SH EXIT STATUS"
    echo "0 on success, 1 when an expression failed or a limit was reached, 2 on a usage error."
    echo ".SH FILES"
    echo ".TP"
    echo ".I ~/.cgt_history"
    echo "the interactive calculator's history"
    echo ".SH SEE ALSO"
    echo ".BR libcgt (3),"
    echo "docs/cli.md and docs/expr.md in the source tree"
} >"$out/cgt.1"

headers=$(for h in "$src"/include/cgt/*.h; do
    name=$(basename "$h")
    # the first paragraph of the opening comment, after "name.h - "
    what=$(awk 'NR == 1 { sub(/^\/\* *[a-z_]*\.h *- */, "") }
                NR > 1 && /^ \*\/?$/ { exit }
                NR > 1 { sub(/^ \* ?/, "") }
                { done = sub(/ *\*\/.*$/, ""); printf "%s%s", (NR > 1 ? " " : ""), $0; if (done) exit }' "$h" | esc)
    printf '.TP\n.B <cgt/%s>\n%s\n' "$name" "$what"
done)
awk -v version="$version" -v headers="$headers" '
    /^@HEADERS@$/ { print headers; next }
    { gsub(/@VERSION@/, version); print }' "$src/docs/man/libcgt.3.in" >"$out/libcgt.3"
