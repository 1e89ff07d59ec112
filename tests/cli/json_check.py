"""json_check.py - `--json` on every command (ctest `json_all`, issue 16).

Usage: python3 tests/cli/json_check.py CGT_BINARY

Runs one or more cases of every command and subcommand that `cgt help` and
`cgt help CMD` list, with --json, and checks with python3's json module that
every line of standard output is one JSON object holding the members that
command's documented schema names (`cgt help CMD`, docs/cli.md).  A command
or subcommand without a case here is a failure, so a new command cannot
forget --json; `help` prints text and is the one exception.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

CGT = os.path.abspath(sys.argv[1])
MAZE = "+---+---+---+\n| S         |\n+   +---+   +\n|   |       |\n+---+---+   +\n|         G |\n+---+---+---+\n"
OPEN = "+   +---+---+\n|       |   |\n+---+   +   +\n|            \n+---+---+---+\n"
GO_BOARD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "go",
                        "differ.txt")
STORY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "interpreted",
                     "bureaucracy.txt")

# (command, subcommand or None, argv after the command, stdin, the members every object has)
CASES = [
    ("eval", None, ["{0|*}", "^ > 0", "outcome(*)"], None, {"expr", "type", "value"}),
    ("eval", None, ["t := table()", "t[^] := *", "t", "keys(t)"], None, {"expr", "type", "value"}),
    ("repl", None, [], "^+^\n1/2\n", {"expr", "type", "value"}),
    ("census", None, ["2"], None, {"day", "count"}),
    ("census", None, ["1", "--list"], None, {"day"}),
    ("thermograph", None, ["{3||2*|1*}"], None, {"expr", "value", "thermograph", "mean", "temperature"}),
    ("thermograph", None, ["--komaster", "right", "{15|{|c{{14|c}|-12}}}"], None,
     {"expr", "value", "komaster", "thermograph", "mean", "temperature"}),
    ("thermograph", None, ["--komaster", "right", "{|a{{24|a}|0}}", "--svg", "{tmp}/ko.svg"], None,
     {"expr", "value", "komaster", "thermograph", "mean", "temperature", "svg"}),
    ("maze", "generate", ["--algo", "kruskal", "--size", "4x3", "--seed", "2"], None,
     {"rows", "cols", "start", "goal", "cells"}),
    ("maze", "count", ["3x3"], None, {"width", "height", "count"}),
    ("maze", "analyze", ["-"], MAZE, {"rows", "cols", "cells", "perfect"}),
    ("maze", "solve", ["-"], MAZE, {"solved", "length", "path"}),
    ("maze", "solve", ["-", "--method", "all-shortest"], MAZE,
     {"solved", "length", "path", "shortest_paths", "saturated"}),
    ("maze", "solve", ["-", "--method", "blind-alley-fill"], MAZE, {"solved", "length", "path"}),
    ("maze", "solve", ["-", "--method", "tremaux", "--trace"], MAZE,
     {"solved", "length", "path", "trace", "trace_truncated"}),
    ("maze", "render", ["-", "--format", "svg", "--solution", "chain", "--animate"], MAZE,
     {"format", "text"}),
    ("maze", "render", ["-"], MAZE, {"format", "text"}),
    ("maze", "render", ["-", "--format", "svg"], MAZE, {"format", "text"}),
    ("maze", "enlarge", ["-"], OPEN, {"rows", "cols", "cells"}),
    ("maze", "play", ["{maze}"], "e\nlook\nfrobnicate\nquit\n", set()),
    ("maze", "interpret", [STORY], "1\n2\nquit\n", set()),
    ("maze", "learn", ["-", "--runs", "3"], MAZE, {"train_runs", "learner_rate", "random_rate"}),
    ("octal", None, ["0.07", "--upto", "20"], None, {"game", "code", "values", "period_proven"}),
    ("cram", None, ["....|....|....|...."], None,
     {"board", "rows", "cols", "nim", "value", "positions", "table_entries", "table_bytes",
      "time_ms"}),
    ("cram", None, ["--outcome", "...|...", "--checkpoint", "{tmp}/c.ckpt"], None,
     {"board", "outcome", "value", "positions", "checkpoint", "loaded"}),
    ("nimsearch", None, ["impartial_nogo", "..........."], None,
     {"ruleset", "board", "rows", "cols", "nim", "value", "positions", "table_entries",
      "table_bytes", "time_ms"}),
    ("nimsearch", None, ["cram", "--outcome", "...|...", "--checkpoint", "{tmp}/n.ckpt"], None,
     {"ruleset", "board", "outcome", "value", "positions", "checkpoint", "loaded"}),
    ("octal", None, ["--survey", "2", "--upto", "200"], None,
     {"digits", "upto", "codes", "proven", "complete", "per_code"}),
    ("octal", None, ["grundy", "--upto", "3000", "--summary"], None,
     {"game", "code", "upto", "max_value", "max_heap", "rare_mask", "rare_heaps", "sparse_mask",
      "sparse_heaps", "last_sparse_heap", "value_bits",
      "bytes_per_heap", "period_proven"}),
    ("scoring", "eval", ["{1|0|.} + {1|0|.}", "outcome({1|0|.})"], None, {"expr", "value"}),
    ("scoring", "tables", ["--max-birthday", "1", "--table", "1.1"], None, {"table", "cells"}),
    ("scoring", "witnesses", ["--sum", "selective", "--max-birthday", "1"], None,
     {"theorem", "sum", "forms", "pairs", "witnesses", "found", "complete"}),
    ("scoring", "identity", ["--sum", "selective", "--max-birthday", "1"], None,
     {"theorem", "sum", "forms", "checked", "unrefuted", "hardest_g", "hardest_x", "complete"}),
    ("scoring", "octal", ["(123,123)", "--upto", "10"], None, {"game"}),
    ("scoring", "table", ["(123,123)", "+", "(123,123)", "--size", "3"], None, {"game1", "op", "game2", "rows"}),
    ("scoring", "conjecture", ["3.1.1", "--max-k", "4"], None, {"conjecture", "sets", "counterexamples"}),
    ("scoring", "breaking", ["--length", "1", "--upto", "20"], None,
     {"length", "upto", "rows", "codes", "complete", "t", "per_code"}),
    ("scoring", "search", ["3.0.1", "--levels", "1"], None,
     {"conjecture", "games", "no_inverse_in_family", "with_candidate_inverse", "complete"}),
    ("mazegame", "build", ["{1|-1/2}"], None, {"value", "rows", "cols", "board"}),
    ("mazegame", "value", ["{board}"], None, {"file", "start", "value", "rcf"}),
    ("mazegame", "rcf", ["{board}"], None, {"file", "rows", "cols", "rcf"}),
    ("mazegame", "best", ["{board}"], None, {"file", "start", "rcf", "left", "right"}),
    ("mazegame", "grow", ["{board}", "--times", "2"], None, {"file", "steps", "board"}),
    ("mazegame", "explore", ["--rows", "2", "--cols", "3"], None,
     {"complete", "boards", "sizes", "findings", "infinitesimals_within"}),
    ("cricket", "value", ["[1,1,3,@,5,3,1]"], None,
     {"position", "value", "rcf", "ldip", "rdip", "outcome", "predicted_outcome", "reduced"}),
    ("run", None, ["-"], "g := ^\ng + g  # a comment\nL := [0, *]\nL\nfor x in 1..2 do x end\n",
     {"expr", "type", "value"}),
    ("cricket", "explore", ["--max-bump", "2", "--max-len", "3"], None, set()),
    ("maze", "convert", ["-"], MAZE, {"rows", "cols", "start", "goal", "cells"}),
    ("maze", "trace", ["--algo", "spanning-tree", "--size", "3x2", "--steps", "3"], None, set()),
    ("maze", "trace", ["-", "--method", "bfs-goal"], MAZE, set()),
    ("maze", "marks", ["-", "--method", "tremaux"], MAZE, {"method", "moves", "solved", "format", "text"}),
    ("maze", "tour", ["-"], MAZE, {"method", "exact", "length", "cells", "lower_bound", "walk"}),
    ("maze", "shape", ["--shape", "weave", "--size", "6x5"], None,
     {"shape", "cells", "start", "goal", "passages", "perfect", "solution"}),
    ("analyze", None, ["domineering", "..|..", "..."], None,
     {"ruleset", "positions", "value", "temperature", "components", "hottest", "moves"}),
    ("analyze", None, ["cram", "....", "--misere"], None,
     {"ruleset", "positions", "value", "play", "components", "moves"}),
    ("tree", None, ["{1|0}"], None, {"value", "left", "right"}),
    ("table", None, ["domineering(rect($r,$c))", "--rows", "1..2", "--cols", "1..3"], None,
     {"expr", "rows", "cols", "cells"}),
    ("play", None, ["domineering", "...|..."], "l\nh\nzz\n1\nu\nq\n", set()),
    ("go", "analyze", [GO_BOARD], None,
     {"width", "height", "rules", "regions", "sum_counting", "sum_chilled"}),
    ("go", "render", [GO_BOARD, "--svg", "{tmp}/go.svg"], None, {"svg", "regions"}),
    ("misere", "witnesses", [], None, {"witnesses"}),
    ("misere", "identity", [], None, {"candidates", "survivors"}),
    ("misere", "sums", ["--max-birthday", "1"], None, {"max_birthday", "tables"}),
    ("misere", "hackenbush", ["--max-edges", "2"], None,
     {"thm_5_3_1_graphs", "thm_5_3_1_failures", "thm_5_3_2_graphs", "thm_5_3_2_failures"}),
    ("misere", "redwood", ["--max-legs", "3"], None,
     {"trees", "tree_failures", "beds", "bed_failures", "literal_trees", "literal_failures",
      "complete"}),
    ("octal", None, ["kayles", "--upto", "5", "--misere"], None, {"heaps", "complete"}),
    ("octal", None, ["nim", "--upto", "3", "--quotient"], None,
     {"order", "generators", "relations", "p_portion", "heaps", "complete"}),
    ("octal", None, ["0.75", "--upto", "10", "--quotient", "--grow-to", "40"], None,
     {"order", "stable", "grown_to", "grown_order", "preperiod", "period", "proved_at",
      "complete"}),
]
# Per-event schemas of the interactive and tabulating subcommands: every
# object has one of these member sets.
EVENTS = {
    ("maze", "play"): [{"view"}, {"command", "message"}, {"command", "error"}, {"result", "moves"}],
    ("maze", "trace"): [{"step", "event", "text"}, {"steps"}],
    ("maze", "interpret"): [{"title"}, {"situation", "choices"}, {"situation"}, {"pick", "helpful"},
                            {"error"}, {"won", "choices", "message"}],
    ("cricket", "explore"): [{"position", "ldip", "rdip", "outcome", "rcf", "kind"}, {"summary"}],
    ("play", None): [{"you", "cgt", "first"}, {"positions", "value", "to_move"},
                     {"cgt", "move", "exact"}, {"command", "message"}, {"command", "error"},
                     {"command", "moves"}, {"result", "winner", "you_win"}],
}


def plain_agrees(cmd, sub, obj, plain):
    """The JSON object says what the plain output says (None if agreed, else why)."""
    lines = plain.split("\n")
    if (cmd, sub) == ("mazegame", "value"):
        want = [obj["value"], "rcf " + obj["rcf"]]
    elif (cmd, sub) == ("mazegame", "rcf"):
        want = ["\t".join(row) for row in obj["rcf"]]
    elif (cmd, sub) == ("mazegame", "build"):
        want = obj["board"].split("\n")[:-1]
    elif (cmd, sub) == ("cricket", "value"):
        dip = lambda d: "inf" if d is None else str(d)
        want = [obj["value"], "rcf " + obj["rcf"], "ldip " + dip(obj["ldip"]), "rdip " + dip(obj["rdip"]),
                "outcome %s (Theorem 3.6 predicts %s)" % (obj["outcome"], obj["predicted_outcome"]),
                "reduced " + obj["reduced"]]
    else:
        return None
    return None if lines[:len(want)] == want else "plain output %r, JSON says %r" % (lines[:len(want)], want)


def listed(text, header):
    out, on = [], False
    for line in text.split("\n"):
        if line.startswith(header):
            on = True
            continue
        if on and line == "":
            break
        m = re.match(r"^  ([a-z]+)", line)
        if on and m:
            out.append(m.group(1))
    return out


def main():
    fails = []
    helptext = subprocess.run([CGT, "help"], capture_output=True, text=True).stdout
    commands = listed(helptext, "Commands:")
    wanted = set()
    for c in commands:
        if c == "help":
            continue
        subs = listed(subprocess.run([CGT, "help", c], capture_output=True, text=True).stdout, "Subcommands:")
        wanted |= {(c, s) for s in subs} if subs else {(c, None)}
    covered = {(c, s) for c, s, _, _, _ in CASES}
    for missing in sorted(wanted - covered, key=str):
        fails.append("no --json case for %s" % " ".join(x for x in missing if x))
    with tempfile.TemporaryDirectory() as tmp:
        maze = os.path.join(tmp, "maze.txt")
        with open(maze, "w") as f:
            f.write(MAZE)
        board = os.path.join(tmp, "board.txt")
        with open(board, "w") as f:
            f.write(subprocess.run([CGT, "mazegame", "build", "{1|-1/2}"], capture_output=True, text=True).stdout)
        for cmd, sub, args, stdin, members in CASES:
            args = [a.replace("{maze}", maze).replace("{board}", board).replace("{tmp}", tmp) for a in args]
            argv = [CGT, "--json", cmd] + ([sub] if sub else []) + args
            name = " ".join([cmd] + ([sub] if sub else []))
            p = subprocess.run(argv, input=stdin, capture_output=True, text=True, cwd=tmp, timeout=300)
            lines = p.stdout.split("\n")
            if lines and lines[-1] == "":
                lines.pop()
            if not lines:
                fails.append("%s: no output (exit %d): %s" % (name, p.returncode, p.stderr.strip()))
                continue
            n = 0
            for ln in lines:
                try:
                    obj = json.loads(ln)
                except ValueError as e:
                    fails.append("%s: not JSON (%s): %.100s" % (name, e, ln))
                    break
                if not isinstance(obj, dict):
                    fails.append("%s: not a JSON object: %.100s" % (name, ln))
                    break
                keys = set(obj)
                if not members <= keys:
                    fails.append("%s: object lacks %s: %.100s" % (name, sorted(members - keys), ln))
                    break
                events = EVENTS.get((cmd, sub))
                if events and not any(e <= keys for e in events):
                    fails.append("%s: object of no documented kind: %.100s" % (name, ln))
                    break
                n += 1
            else:
                plain = subprocess.run(argv[:1] + argv[2:], input=stdin, capture_output=True, text=True,
                                       cwd=tmp, timeout=300).stdout
                why = plain_agrees(cmd, sub, json.loads(lines[0]), plain)
                if why:
                    fails.append("%s: %s" % (name, why))
                print("ok   %-20s %d JSON objects" % (name, n))
    for f in fails:
        print("FAIL " + f)
    print("json_all: %d cases, %d failures" % (len(CASES), len(fails)))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
