#!/usr/bin/env bash
# check_docs.sh - the documentation cannot drift from the program.
#
# Usage: tests/docs/check_docs.sh CGT_BINARY LIBCGT_A SOURCE_DIR
#
# 1. The commands of `cgt help` and the rows of the command table in
#    docs/cli.md are the same set; so are the subcommands of `cgt help CMD`
#    (generated from each command's cli_subcommand table) and the
#    `| \`CMD SUB ...\` |` rows of docs/cli.md.  Every `cgt CMD SUB` written in
#    README.md or docs/*.md names a real subcommand.  Every function of
#    `cgt help expr` is documented in docs/*.md.
# 2. Every file a doc refers to exists: relative markdown links, and paths
#    under docs/ examples/ tests/ cli/ src/ include/ bench/ scripts/ written
#    in README.md and docs/*.md (a path with a wildcard or placeholder is
#    skipped).
# 3. Every build line runs: each line starting with `cc ` inside a ```sh block
#    of README.md or docs/*.md, and each ` *   cc ` line of an examples/*.c
#    header, is run as written from the top of the source tree, with
#    build/libcgt.a replaced by LIBCGT_A and the output put in a scratch
#    directory; the program it builds must exit 0.
# CGT_DOCS_CC and CGT_DOCS_CFLAGS (set by CMake) replace `cc` by the compiler
# and sanitizer flags the library was built with.
# Prints one line per problem and "docs: N problems"; exits 1 if any.
set -u
cgt=$(realpath "$1")
lib=$(realpath "$2")
src=$3
cd "$src" || exit 2
problems=0
problem() {
    echo "FAIL $*"
    problems=$((problems + 1))
}
docs=(README.md docs/*.md)

# ---- 1. commands and subcommands -------------------------------------------
help_commands=$("$cgt" help | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z][a-z]*\)\( .*\)\{0,1\}$/\1/p' | sort -u)
[ -n "$help_commands" ] || problem "cgt help lists no commands"
doc_commands=$(sed -n '/^## Commands/,/^###/p' docs/cli.md | sed -n 's/^| `\([a-z][a-z]*\)[ `].*/\1/p' | sort -u)
for c in $help_commands; do
    grep -qx "$c" <<<"$doc_commands" || problem "docs/cli.md: command '$c' (in cgt help) has no row in the command table"
done
for c in $doc_commands; do
    grep -qx "$c" <<<"$help_commands" || problem "docs/cli.md: command table row '$c' is not a command of cgt help"
done
with_subs=""
for c in $help_commands; do
    subs=$("$cgt" help "$c" | sed -n '/^Subcommands:/,/^$/p' | sed -n 's/^  \([a-z][a-z]*\).*/\1/p' | sort -u)
    [ -n "$subs" ] || continue
    with_subs="$with_subs $c"
    doc_subs=$(sed -n "s/^| \`$c \([a-z][a-z]*\)[ \`].*/\1/p" docs/cli.md | sort -u)
    for s in $subs; do
        grep -qx "$s" <<<"$doc_subs" || problem "docs/cli.md: '$c $s' (in cgt help $c) has no row"
    done
    for s in $doc_subs; do
        grep -qx "$s" <<<"$subs" || problem "docs/cli.md: row '$c $s' is not a subcommand of cgt help $c"
    done
    # every `cgt CMD SUB` or `cgt CMD A|B|C` in the docs names real subcommands
    while IFS=: read -r file mention; do
        for s in $(sed "s/^cgt $c //; s/\\\\|/ /g; s/|/ /g" <<<"$mention"); do
            grep -qx "$s" <<<"$subs" || problem "$file: '$mention': '$s' is not a subcommand of $c"
        done
    done < <(grep -oE "cgt $c [a-z][a-z|\\\\]*[a-z]" "${docs[@]}" /dev/null | sort -u)
done
[ -n "$with_subs" ] || problem "no command of cgt help has subcommands"

# every function of `cgt help expr` (the library's function tables) is
# documented as `name(...)` or `name` in docs/*.md
functions=$("$cgt" help expr | sed -n '/^  functions /,$p' | sed 's/^  functions //' | tr ',' '\n' | tr -d ' ')
[ -n "$functions" ] || problem "cgt help expr lists no functions"
for fn in $functions; do
    grep -qE "\`$fn[(\`]" docs/*.md || problem "function '$fn' (in cgt help expr) is not documented in docs/*.md"
done

# ---- 2. referenced files exist ---------------------------------------------
for f in "${docs[@]}"; do
    dir=$(dirname "$f")
    # markdown links [text](target), not URLs or anchors
    for t in $(grep -oE '\]\([^)#[:space:]]+' "$f" | sed 's/^](//'); do
        case $t in http:* | https:* | mailto:*) continue ;; esac
        [ -e "$dir/$t" ] || problem "$f: link to '$t': no such file"
    done
    # paths written in the text
    for t in $(grep -oE '(^|[^A-Za-z0-9_./-])(docs|examples|tests|cli|src|include|bench|scripts)/[A-Za-z0-9_./<>*{}-]*[A-Za-z0-9_*>}]' "$f" |
        sed -E 's/^[^a-z]//' | sort -u); do
        case $t in *'*'* | *'<'* | *'{'*) continue ;; esac
        [ -e "$t" ] || problem "$f: refers to '$t': no such file or directory"
    done
done

# ---- 3. build lines ----------------------------------------------------------
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
lines=$(
    for f in "${docs[@]}"; do
        awk -v f="$f" '/^```/ { insh = ($0 ~ /^```sh$/); next } insh && /^cc / { print f ": " $0 }' "$f"
    done
    for f in examples/*.c; do
        sed -n 's/^ \*   \(cc .*\)$/\1/p' "$f" | sed "s|^|$f: |"
    done
)
nbuild=0
while IFS= read -r entry; do
    [ -n "$entry" ] || continue
    file=${entry%%: *}
    line=${entry#*: }
    nbuild=$((nbuild + 1))
    out=$(sed -n 's/.* -o \([^ ]*\).*/\1/p' <<<"$line")
    if [ -z "$out" ]; then
        problem "$file: build line without -o NAME: $line"
        continue
    fi
    cmd=${line//build\/libcgt.a/$lib}
    # the compiler and sanitizer flags of the build under test (CMake sets them)
    cmd="${CGT_DOCS_CC:-cc} ${CGT_DOCS_CFLAGS:-} ${cmd#cc }"
    cmd=${cmd// -o $out/ -o $tmp/$out}
    if ! (eval "$cmd") >"$tmp/log" 2>&1; then
        problem "$file: build line fails: $line"
        sed 's/^/    /' "$tmp/log"
    elif ! (cd "$tmp" && "./$out") >"$tmp/log" 2>&1; then
        problem "$file: the program built by '$line' exits non-zero"
        tail -n 5 "$tmp/log" | sed 's/^/    /'
    fi
done <<<"$lines"
[ "$nbuild" -gt 0 ] || problem "no build lines found (README.md should show how to build against the library)"

echo "docs: $(wc -w <<<"$help_commands") commands, subcommands of:$with_subs; $(wc -w <<<"$functions") functions; $nbuild build lines; $problems problems"
[ "$problems" -eq 0 ]
