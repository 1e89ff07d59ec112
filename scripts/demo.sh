#!/bin/sh
# demo.sh - a short showcase of the cgt program, run by `make demo`.
# Usage: scripts/demo.sh [PATH_TO_CGT]   (default: build/cgt)
CGT=${1:-build/cgt}
if [ ! -x "$CGT" ]; then
    echo "demo: $CGT not found; run 'make' first" >&2
    exit 1
fi

section() { printf '\n== %s\n' "$1"; }
# show EXPR...: prints "EXPR = value" for each expression.
show() {
    for e in "$@"; do
        printf '  %-26s = %s\n' "$e" "$("$CGT" eval -- "$e" 2>&1)"
    done
}

echo "cgt demo ($("$CGT" --version)): exact combinatorial game theory in CGSuite notation"

section "The basic facts: games built from their options, in canonical form"
show '{0|*}' '{0,*|0}' '^+^' '{0,*|0,*}' '*2+*3' '{*|*}' '{1|1}' '{1|0}+{1|0}'

section "Numbers are exact dyadic rationals; nested games print like CGSuite"
show '1/2+1/4' '9/8+*' '{3||2+*|1+*}' '{0||0|vvv}' '123456789012345678901234567890/1024'

section "A sum of switches: +-1 + +-2 + ... + +-6"
show '+-1 + +-2 + +-3 + +-4 + +-5 + +-6'

section "Comparisons: greater, less, equal or confused (<>)"
show '^ > 0' '* <> 0' '^* <> 0' 'v < ^' '{1|0} > 1/2' '^+^+* > 0'

section "Outcome classes, stops and birthdays"
show 'outcome(^*)' 'outcome({1|-1})' 'outcome(^)' 'outcome(0)'
show 'left_stop({3||2*|1*})' 'right_stop({3||2*|1*})' 'birthday(25/16)'

section "Temperature theory and reduced canonical forms (Calistrate)"
show 'thermograph({3||2*|1*})' 'temperature({3|1})' 'cool({2|-1},3/2)' 'rcf({{2|0},1||0})' 'rcf({2|1,{1|0}})'

section "Rulesets: Domineering 4x4, Clobber, Toads and Frogs, Kayles, CRICKET PITCH"
show 'domineering("....|....|....|....")' 'clobber("xoxo|oxox|xoxo")' 'toads("tt..ff")' 'kayles(70)' 'cricket("[1,1,3,@,5,3,1]")'

section "A MAZE board whose top-left cell has value 5/8 (Theorem 13)"
"$CGT" mazegame build 5/8

section "A maze: generated, then solved by breadth-first search"
"$CGT" maze generate --algo backtracker --size 8x4 --seed 1 | "$CGT" maze solve - --json

section "Scoring play (Stewart): {1|0|.} + {1|0|.}"
"$CGT" scoring eval '{1|0|.} + {1|0|.}' 'final_scores({3|2|-4} + {3/2|1/2|1})'

section "Census: canonical games born by day 3"
printf '  cgt census 3            -> %s games\n' "$("$CGT" census 3)"
printf '  cgt census 2 --list     -> %s\n' "$("$CGT" census 2 --list | tr '\n' ' ')"

section "Machine-readable output: cgt --json eval '{3||2+*|1+*}'"
"$CGT" --json eval '{3||2+*|1+*}'

section "Errors name the column; limits stop runaway work"
printf '  $ cgt eval %s\n  ' "'{0|*'"
"$CGT" eval '{0|*' 2>&1
printf '  $ cgt --max-nodes 50 eval %s\n  ' "'+-1 + +-2 + ... + +-12'"
"$CGT" --max-nodes 50 eval '+-1++-2++-3++-4++-5++-6++-7++-8++-9++-10++-11++-12' 2>&1
echo
echo "More: '$CGT help', the REPL ('$CGT' alone), README.md and docs/cli.md."
