#!/usr/bin/env bash
# repl_tty.sh - the REPL on a real terminal (a tmux pane): Ctrl-C during a
# long computation stops the computation, not the session; Ctrl-C at the
# prompt clears the line; every line typed is in ~/.cgt_history, even when the
# session is then killed; Ctrl-D, SIGTERM and SIGHUP end it with the terminal
# restored.
#
# Usage: tests/cli/repl_tty.sh CGT_BINARY
set -u
CGT_BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
command -v tmux >/dev/null 2>&1 || { echo "repl_tty: tmux is missing (scripts/deps.sh installs it)"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cgt-tty.XXXXXX") || exit 2
export HOME=$tmp TMUX_TMPDIR=$tmp
unset TMUX
S=cgt-repl-test
trap 'tmux kill-server >/dev/null 2>&1; rm -rf "$tmp"' EXIT
fail=0
check() { # check WHAT PATTERN: the pane must show PATTERN (grep -E) within 20 s
    for _ in $(seq 200); do
        tmux capture-pane -t $S -p >"$tmp/pane" 2>/dev/null
        grep -Eq "$2" "$tmp/pane" && return 0
        sleep 0.1
    done
    echo "FAIL: $1: no '$2' on the screen:"
    sed 's/^/    | /' "$tmp/pane" | grep -v '^    | $'
    fail=1
    return 1
}
# start: a new session running cgt; when cgt ends, the pane shows its exit
# status and whether the terminal was left in raw mode (readline's state).
# The new session is made before the old one is killed: killing the last
# session makes the tmux server exit, and a new-session racing that exit fails
# with "server exited unexpectedly" (seen on a loaded CI machine).
n=0
start() {
    old=$S
    n=$((n + 1))
    S=cgt-repl-test-$n
    tmux new-session -d -s $S -x 150 -y 40 \
        "$CGT_BIN; echo \"[exit \$?]\"; stty -a | grep -qw -- -icanon && echo RAW || echo COOKED; sleep 30"
    tmux kill-session -t "=$old" >/dev/null 2>&1 # "=": exact name, not a prefix
    check "banner" '^cgt>'
}
start
# A computation of minutes (Domineering 6x6), interrupted after a second.
tmux send-keys -t $S 'domineering("......|......|......|......|......|......")' Enter
sleep 1
tmux send-keys -t $S C-c
check "Ctrl-C stops the computation" '^(\^C)?cgt: interrupted$'
# Ctrl-C at the prompt drops the half-typed line; the session goes on.
tmux send-keys -t $S '{0|' C-c
sleep 0.3
tmux send-keys -t $S '^+^' Enter
check "the session survives" '^\^\^$'
tmux send-keys -t $S 'outcome(*)' Enter
check "and computes again" '^N$'
# Tab completes the names a script defined (variables and functions).
tmux send-keys -t $S 'gamma_up := 7/16' Enter
sleep 0.3
tmux send-keys -t $S 'gamma_' Tab ' + gamma_' Tab Enter
check "Tab completes a variable" '^7/8$'
# History is on disk at once: kill the session without letting cgt exit.
sleep 0.3
pid=$(pgrep -f "^$CGT_BIN\$" | head -1)
[ -n "$pid" ] && kill -9 "$pid"
check "killed" '\[exit 137\]'
hist=$HOME/.cgt_history
for want in 'domineering("......|......|......|......|......|......")' '^+^' 'outcome(*)'; do
    if ! grep -qxF "$want" "$hist" 2>/dev/null; then
        echo "FAIL: '$want' is not in ~/.cgt_history"
        fail=1
    fi
done
if grep -qF '{0|' "$hist" 2>/dev/null; then
    echo "FAIL: the line cleared by Ctrl-C is in the history"
    fail=1
fi
# Ctrl-D leaves (status 0) and keeps the history.
start
tmux send-keys -t $S '1+1' Enter
check "a new session computes" '^2$'
tmux send-keys -t $S C-d
check "Ctrl-D leaves" '\[exit 0\]'
check "Ctrl-D: the terminal is restored" '^COOKED$'
grep -qxF '1+1' "$hist" 2>/dev/null || { echo "FAIL: '1+1' is not in ~/.cgt_history"; fail=1; }
# SIGTERM during a computation, SIGHUP and SIGTERM at the prompt (with a line
# half typed): the session ends by that signal, the terminal restored.
for how in "TERM computing 143" "HUP prompt 129" "TERM prompt 143"; do
    set -- $how
    start
    if [ "$2" = computing ]; then
        tmux send-keys -t $S 'domineering("......|......|......|......|......|......")' Enter
        sleep 1
    else
        tmux send-keys -t $S "half$1"
        check "typed" "half$1"
    fi
    pkill -"$1" -f "^$CGT_BIN\$"
    check "SIG$1 while $2 ends the session" "\[exit $3\]"
    check "SIG$1 while $2: the terminal is restored" '^COOKED$'
done
[ $fail -eq 0 ] && echo "repl_tty: ok"
exit $fail
