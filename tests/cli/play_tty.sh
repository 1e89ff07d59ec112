#!/usr/bin/env bash
# play_tty.sh - `cgt play` on a real terminal (a tmux pane): the board is
# drawn in colour, cgt answers a move, hints, undo, illegal moves and
# coordinates off the board leave the game unchanged, and the game ends with
# the winner named; then a misère game (--misere) to its end.
#
# Usage: tests/cli/play_tty.sh CGT_BINARY
set -u
CGT_BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
command -v tmux >/dev/null 2>&1 || { echo "play_tty: tmux is missing (scripts/deps.sh installs it)"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cgt-play.XXXXXX") || exit 2
export HOME=$tmp TMUX_TMPDIR=$tmp
unset TMUX NO_COLOR
S=cgt-play-test
trap 'tmux kill-server >/dev/null 2>&1; rm -rf "$tmp"' EXIT
fail=0
check() { # check WHAT PATTERN [-e]: the pane (with -e: with colours) must show PATTERN within 20 s
    for _ in $(seq 200); do
        tmux capture-pane -t $S -p ${3:-} >"$tmp/pane" 2>/dev/null
        grep -Eq "$2" "$tmp/pane" && return 0
        sleep 0.1
    done
    echo "FAIL: $1: no '$2' on the screen:"
    sed 's/^/    | /' "$tmp/pane" | grep -v '^    | $'
    fail=1
    return 1
}
tmux new-session -d -s $S -x 150 -y 50 \
    "$CGT_BIN play clobber 'xoxo|oxox'; echo \"[exit \$?]\"; sleep 30"
check "the board" '^  2 o x o x$'
check "Left's pieces in blue" '34mx' -e
check "the prompt" '^Left>'
# coordinates off the board and an illegal move change nothing
tmux send-keys -t $S 'e1 e2' Enter
check "off the board" "coordinates off the board: 'e1 e2' \(the board is 2 x 4\)"
tmux send-keys -t $S 'a1 d2' Enter
check "illegal" "illegal move: 'a1 d2'"
tmux send-keys -t $S 'h' Enter
check "a hint" '^hint: [a-d][12] [a-d][12] \('
# a move: x at a1 takes o at b1; cgt answers
tmux send-keys -t $S 'a1 b1' Enter
check "the move" '^  1 \. x x o$'
check "cgt answers" '^cgt \(Right\) plays [a-d][12] [a-d][12]$'
# undo takes back cgt's answer and the move
tmux send-keys -t $S 'u' Enter
sleep 0.3
tmux send-keys -t $S '!!' Enter # not a command: an error line, the game unchanged
tmux send-keys -t $S 'b' Enter
check "unreadable input" 'cannot read .!!.'
sleep 0.5; tmux capture-pane -t $S -p >"$tmp/pane"
grep -v "^$" "$tmp/pane" | tail -n 6 | grep -q '^  1 x o x o$' || { echo "FAIL: undo did not restore row 1"; fail=1; }
# play the game out (always move 1): it ends with a winner and exit 0
for _ in $(seq 8); do
    tmux send-keys -t $S '1' Enter
    sleep 0.2
done
check "the game ends" 'has no move: (Left|Right) wins'
check "exit status 0" '\[exit 0\]'
# misère play (the player with no move wins): after the middle domino of a
# 1x4 Cram strip Right has no move, so Right (cgt) wins
tmux new-session -d -s cgt-play-misere -x 150 -y 50 \
    "$CGT_BIN play cram '....' --misere; echo \"[exit \$?]\"; sleep 30"
tmux kill-session -t =$S >/dev/null 2>&1
S=cgt-play-misere
check "misère announced" '^Misere play: the player with no move wins'
tmux send-keys -t $S 'l' Enter
check "misère winning moves" '^ +1\. a1 b1  \(leaves \*\)  wins$'
tmux send-keys -t $S 'b1 c1' Enter
check "misère: no move wins" '^Right has no move: Right wins \(cgt\)\.$'
check "exit status 0 (misère)" '\[exit 0\]'
[ $fail -eq 0 ] && echo "play_tty: ok"
exit $fail
