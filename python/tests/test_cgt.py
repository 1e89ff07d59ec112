"""Tests of the Python module cgt (ctest `python`; docs/python.md).

Sources of truth: the CLI's golden files and README's examples (every `cgt
eval` and `cgt scoring eval` case is replayed through the module and must
print the same lines and raise the same messages); the `cgt` program itself
for random expressions; theorems as properties over random games (group laws,
the order, nim sums by the Sprague-Grundy theorem); published values (Winning
Ways: {0|*} = ^; the number of spanning trees of the 3x3 grid, 192, OEIS
A007341).  Environment: PYTHONPATH holds the built module, CGT_BINARY the
program, CGT_SOURCE_DIR the source tree (CMake sets them); CGT_TEST_SCALE
scales the random iterations; CGT_TEST_SEED fixes the seed.
"""

import glob
import os
import operator
import random
import shlex
import subprocess
import sys
import threading
import unittest
import xml.etree.ElementTree as ET
from fractions import Fraction

import cgt

SRC = os.environ.get("CGT_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))
CGT = os.environ.get("CGT_BINARY", os.path.join(SRC, "build", "cgt"))
SCALE = float(os.environ.get("CGT_TEST_SCALE", "1"))
SEED = int(os.environ.get("CGT_TEST_SEED", random.randrange(1 << 30)))
print("test_cgt: seed %d (CGT_TEST_SEED to repeat)" % SEED, file=sys.stderr)


def show(v):
    """A value printed as the CLI prints it."""
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def run_cli(args, stdin=None):
    p = subprocess.run([CGT] + args, input=stdin, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def golden_cases():
    """(file, kind, expressions, stdout lines, stderr lines) of every plain
    `cgt eval` / `cgt scoring eval` case of the golden files, and of README's
    console blocks (there stdout and stderr are merged: stderr is None)."""
    cases = []
    for path in sorted(glob.glob(os.path.join(SRC, "tests", "cli", "*.golden"))):
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        i = 0
        while i < len(lines):
            line = lines[i]
            i += 1
            if not line.startswith("$ "):
                continue
            out, err = [], []
            while i < len(lines) and not lines[i].startswith("$ "):
                ln = lines[i]
                i += 1
                if ln.startswith("#") or ln == "" or ln.startswith("?"):
                    continue
                if ln.startswith("!"):
                    err.append(ln[1:].lstrip(" "))
                else:
                    out.append("" if ln == "|" else (ln[1:] if ln.startswith("|") else ln))
            case = parse_command(line[2:])
            if case:
                cases.append((os.path.basename(path), case[0], case[1], out, err))
    with open(os.path.join(SRC, "README.md"), encoding="utf-8") as f:
        readme = f.read().split("\n")
    inblock = False
    cur = None
    for ln in readme:
        if ln.startswith("```"):
            if cur:
                cases.append(cur)
                cur = None
            inblock = ln == "```console"
            continue
        if not inblock:
            continue
        if ln.startswith("$ "):
            if cur:
                cases.append(cur)
            c = parse_command(ln[2:])
            cur = ("README.md", c[0], c[1], [], None) if c else None
        elif cur:
            cur[3].append(ln)
    return cases


def parse_command(cmd):
    """('eval'|'scoring', [expressions]) for a plain command, else None."""
    if "$(" in cmd or "`" in cmd:
        return None
    try:
        lex = shlex.shlex(cmd, posix=True, punctuation_chars=True)
        lex.whitespace_split = True
        words = list(lex)
    except ValueError:
        return None
    # pipes, redirections, several commands: not a plain case
    if any(w and all(ch in "();<>|&" for ch in w) for w in words):
        return None
    if len(words) < 3 or words[0] != "cgt":
        return None
    if words[1] == "eval":
        kind, args = "eval", words[2:]
    elif words[1:3] == ["scoring", "eval"]:
        kind, args = "scoring", words[3:]
    else:
        return None
    if "--" in args:
        i = args.index("--")
        if any(a.startswith("--") for a in args[:i]):
            return None
        args = args[:i] + args[i + 1:]
    elif any(a.startswith("--") for a in args):
        return None  # options (--json, limits) are the CLI's business
    return (kind, args) if args else None


def python_lines(kind, exprs):
    """What `cgt eval` would print for exprs, computed by the module: stdout
    lines and the stderr messages ("cgt: " + the exception's message)."""
    out, err, merged = [], [], []
    script = cgt.Script()  # the variables of one `cgt eval` run
    for e in exprs:
        try:
            vs = script.run(e) if kind == "eval" and e.strip() else [
                cgt.eval(e) if kind == "eval" else cgt.scoring_eval(e)]
            for v in vs:
                text = "[%s]" % ",".join(show(x) for x in v) if isinstance(v, list) else show(v)
                out.append(text)
                merged.append(text)
        except cgt.Error as ex:
            err.append("cgt: " + str(ex))
            merged.append("cgt: " + str(ex))
    return out, err, merged


class TestAcceptance(unittest.TestCase):
    def test_import_and_print(self):
        # the acceptance line, in a fresh interpreter
        p = subprocess.run([sys.executable, "-c", "import cgt; print(cgt.eval('{0|*}'))"],
                           capture_output=True, text=True, env=os.environ)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stdout, "^\n")

    def test_golden_and_readme_cases(self):
        cases = golden_cases()
        self.assertGreater(len(cases), 40, "too few golden cases found")
        files = set(c[0] for c in cases)
        self.assertIn("README.md", files)
        self.assertIn("eval.golden", files)
        for fname, kind, exprs, out, err in cases:
            with self.subTest(file=fname, exprs=exprs):
                pout, perr, merged = python_lines(kind, exprs)
                if err is None:  # README: stdout and stderr together
                    self.assertEqual(merged, [ln for ln in out if ln != ""] if "" not in merged else out)
                else:
                    self.assertEqual(pout, out)
                    self.assertEqual(perr, err)


def random_game_text(rng, depth):
    """A random game in CGSuite notation (nested braces over small literals)."""
    atoms = ["0", "1", "-1", "*", "^", "v", "1/2", "-1/2", "*2", "2", "^*"]
    if depth == 0 or rng.random() < 0.3:
        return rng.choice(atoms)
    left = [random_game_text(rng, depth - 1) for _ in range(rng.randrange(3))]
    right = [random_game_text(rng, depth - 1) for _ in range(rng.randrange(3))]
    return "{%s|%s}" % (",".join(left), ",".join(right))


class TestGames(unittest.TestCase):
    def setUp(self):
        self.rng = random.Random(SEED)

    def games(self, n, depth=3):
        return [cgt.Game(random_game_text(self.rng, depth)) for _ in range(n)]

    def test_published_values(self):
        self.assertEqual(str(cgt.Game("{0|*}")), "^")  # Winning Ways: up
        self.assertEqual(str(cgt.Game("^") + cgt.Game("^")), "^^")
        self.assertEqual(repr(cgt.Game("{0,*|0}")), "^*")
        self.assertEqual(str(cgt.Game("{1|-1}")), "+-1")
        self.assertEqual(cgt.Game("{1|0}") + cgt.Game("{1|0}"), 1)
        self.assertTrue(cgt.Game("^") > 0)
        self.assertTrue(cgt.Game("*").fuzzy(0))
        self.assertFalse(cgt.Game("*") <= 0 or cgt.Game("*") >= 0)

    def test_nim_sums(self):
        # Sprague-Grundy: *a + *b = *(a xor b)
        for _ in range(int(50 * SCALE)):
            a, b = self.rng.randrange(64), self.rng.randrange(64)
            self.assertEqual(cgt.nim(a) + cgt.nim(b), cgt.Game("*%d" % (a ^ b)) if a ^ b else 0)

    def test_memoized_sums_are_the_engines(self):
        # a + b and a - b answered from the module's memo (python/cgtmodule.c) must be
        # what the engine computes with the memo off and what the notation evaluates
        # (the sum's printed text read back); many pairs, so slots are reused
        from cgt._cgt import _binop_memo
        gs = self.games(int(30 * SCALE), depth=2) + [cgt.nim(k) for k in range(40)]
        pairs = [(self.rng.choice(gs), self.rng.choice(gs)) for _ in range(int(3000 * SCALE))]
        on = [(a + b, a - b) for a, b in pairs]
        on_again = [(a + b, a - b) for a, b in pairs]  # from the memo now
        _binop_memo(False)
        try:
            off = [(a + b, a - b) for a, b in pairs]
        finally:
            _binop_memo(True)
        self.assertEqual(on, off)
        self.assertEqual(on_again, off)
        for (a, b), (s, d) in list(zip(pairs, on))[:int(200 * SCALE)]:
            self.assertEqual(s, cgt.eval("(%s) + (%s)" % (a, b)))
            self.assertEqual(d, cgt.eval("(%s) - (%s)" % (a, b)))

    def test_group_and_order_laws(self):
        gs = self.games(int(40 * SCALE))
        zero = cgt.Game(0)
        for g in gs:
            self.assertEqual(g - g, zero)
            self.assertEqual(-(-g), g)
            self.assertEqual(g + 0, g)
            self.assertEqual(cgt.Game(str(g)), g)  # printing reads back
        for g, h, k in zip(gs, gs[1:], gs[2:]):
            self.assertEqual(g + h, h + g)
            self.assertEqual((g + h) + k, g + (h + k))
            self.assertEqual(g <= h, (h - g) >= 0)
            self.assertEqual(g <= h and h <= g, g == h)
            self.assertEqual(g.fuzzy(h), not (g <= h) and not (h <= g))
            self.assertEqual(g < h, g <= h and g != h)
            self.assertEqual(3 * g, g + g + g)
            self.assertEqual(-2 * g, -(g + g))
            # the outcome class from the order with 0
            oc = {(True, False): "L", (False, True): "R", (True, True): "P"}.get((g >= 0, g <= 0), "N")
            self.assertEqual(g.outcome(), oc if g != 0 else "P")
        # hash agrees with ==
        self.assertEqual(len({cgt.Game(7), 7, cgt.Game("7"), cgt.Game("{6|}")}), 1)

    def test_add_pairs(self):
        # the batch agrees with a + b pair by pair (ints and tuples too), as Game.from_options
        # built sums: {G^L + H, G + H^L | ...} is G + H by definition
        gs = self.games(int(30 * SCALE)) + [3, cgt.Game("^"), cgt.nim(5)]
        a = [self.rng.choice(gs) for _ in range(200)]
        b = tuple(self.rng.choice(gs) for _ in range(200))
        self.assertEqual(cgt.add_pairs(a, b), [cgt.Game(x) + y if isinstance(x, int) else x + y
                                               for x, y in zip(a, b)])
        for g, h in list(zip(a, b))[:20]:
            g, h = cgt.Game(g) if isinstance(g, int) else g, cgt.Game(h) if isinstance(h, int) else h
            left = [x + h for x in g.left_options] + [g + y for y in h.left_options]
            right = [x + h for x in g.right_options] + [g + y for y in h.right_options]
            self.assertEqual(cgt.add_pairs([g], [h]), [cgt.Game.from_options(left, right)])
        self.assertEqual(cgt.add_pairs([], []), [])
        with self.assertRaises(cgt.UsageError):
            cgt.add_pairs([1, 2], [1])
        with self.assertRaises(TypeError):
            cgt.add_pairs([1, "x"], [1, 2])

    def test_options(self):
        g = cgt.Game("{0,*|0}")
        self.assertEqual([str(x) for x in g.left_options], ["0", "*"])
        self.assertEqual(cgt.Game.from_options(g.left_options, g.right_options), g)
        self.assertEqual(cgt.Game.from_options([0], [cgt.Game("*")]), cgt.Game("^"))
        self.assertEqual(cgt.Game.from_options(), 0)

    def test_agrees_with_the_program(self):
        exprs = []
        for _ in range(int(60 * SCALE)):
            a, b = random_game_text(self.rng, 3), random_game_text(self.rng, 2)
            op = self.rng.choice(["+", "-", "<=", ">=", "<>", "=="])
            exprs.append("%s %s %s" % (a, op, b))
            exprs.append("rcf(%s)" % a)
            exprs.append("temperature(%s)" % a)
            exprs.append("thermograph(%s)" % a)
            exprs.append("outcome(%s)" % a)
        rc, out, err = run_cli(["eval", "--"] + exprs)
        self.assertEqual(rc, 0, err)
        self.assertEqual(out.split("\n")[:-1], [show(cgt.eval(e)) for e in exprs])

    def test_functions_as_methods(self):
        g = cgt.Game("{3||2*|1*}")
        self.assertEqual(g.temperature(), cgt.eval("temperature({3||2*|1*})"))
        self.assertEqual(g.mean(), cgt.call("mean", g))
        self.assertEqual(cgt.rcf(cgt.Game("{1|0}")), cgt.eval("rcf({1|0})"))
        self.assertEqual(cgt.Game("{1|-1}").cool(1), cgt.Game("*"))
        self.assertEqual(set(cgt.functions()) >= {"rcf", "outcome", "domineering"}, True)
        self.assertIsNotNone(cgt.function_help("rcf"))
        with self.assertRaises(AttributeError):
            cgt.Game(0).no_such_function
        with self.assertRaises(cgt.UsageError):
            cgt.call("no_such_function", 1)

    def test_thermograph(self):
        t = cgt.Game("{3||2*|1*}").thermograph()
        rc, out, _ = run_cli(["eval", "thermograph({3||2*|1*})"])
        self.assertEqual(str(t), out.strip())
        self.assertEqual(t.temperature, cgt.Game("{3||2*|1*}").temperature())
        self.assertEqual(t.mast, cgt.Game("{3||2*|1*}").mean())
        svg = t._repr_svg_()
        self.assertEqual(ET.fromstring(svg).tag, "{http://www.w3.org/2000/svg}svg")


class TestScripts(unittest.TestCase):
    def test_run(self):
        s = cgt.Script()
        self.assertEqual(s.run("g := {0|*}\ng + g  # up up"), [cgt.Game("^^")])
        self.assertEqual(s.run("f(x) := x + g; for n in 1..2 do f(n) end"), [cgt.eval("1^"), cgt.eval("2^")])
        self.assertEqual(s.run("L := [0, *]\nL\n^ > 0"), [[cgt.Game(0), cgt.Game("*")], True])
        with self.assertRaises(cgt.GameValueError) as cm:
            s.run("x := 1\n\nx + 1/3")
        self.assertEqual(str(cm.exception),
                         "line 3, column 5: 1/3 is not a dyadic rational (denominator 3 is not a power of two)")
        self.assertEqual(cgt.run("h := ^"), [])
        self.assertEqual(cgt.run("h + h"), [cgt.Game("^^")])  # the module's script keeps h

    def test_tables_are_dicts(self):
        s = cgt.Script()
        # keys by value: * + * is the game 0 (nim addition); the text "a" is its own key
        out = s.run('t := table()\nt["a"] := 3\nt[* + *] := ^\nt[0] := v\nt\nt["a"] + 1')
        self.assertEqual(out, [{"a": cgt.Game(3), cgt.Game(0): cgt.Game("v")}, cgt.Game(4)])
        self.assertEqual(list(out[0]), ["a", cgt.Game(0)])  # the order the keys were set
        with self.assertRaises(cgt.GameValueError) as cm:
            s.run("t[2]")
        self.assertEqual(str(cm.exception), "column 3: t has no key 2")


class TestErrors(unittest.TestCase):
    BAD = ["{0|*", "1/3", "*-1", "{1|2|3}", "outcome(1,2)", "nosuch(1)", "", "1 +", "((((", "^^^^x"]

    def test_messages_are_the_programs(self):
        for text in self.BAD:
            with self.subTest(text=text):
                rc, out, err = run_cli(["eval", "--", text])
                self.assertNotEqual(rc, 0)
                with self.assertRaises(cgt.Error) as cm:
                    cgt.eval(text)
                self.assertEqual("cgt: " + str(cm.exception), err.strip())

    def test_exception_classes(self):
        with self.assertRaises(cgt.ParseError):
            cgt.eval("{0|*")
        with self.assertRaises(ValueError):  # ParseError is a ValueError too
            cgt.Game("1/3")
        with self.assertRaises(cgt.ParseError):
            cgt.eval("1\0")
        with self.assertRaises(TypeError):
            cgt.Game(1.5)
        with self.assertRaises(TypeError):
            cgt.Game(0) + "x"

    def test_limits(self):
        expr = 'domineering("......|......|......|......")'
        rc, out, err = run_cli(["--max-nodes", "50", "eval", expr])
        self.assertEqual(rc, 1)
        try:
            cgt.set_limits(max_nodes=50)
            with self.assertRaises(cgt.LimitError) as cm:
                cgt.eval(expr)
            self.assertEqual("cgt: " + str(cm.exception), err.strip())
        finally:
            cgt.set_limits()
        self.assertEqual(cgt.eval("^+^"), cgt.Game("^^"))  # usable afterwards

    def test_limits_while_printing(self):
        # *:14*14 is computed within 2000 nodes but prints as 267 MB: str()
        # stops at the limit with LimitError, as the CLI does
        try:
            cgt.set_limits(max_nodes=2000)
            g = cgt.eval("*:14*14")
            with self.assertRaises(cgt.LimitError):
                str(g)
        finally:
            cgt.set_limits()
        self.assertEqual(str(cgt.eval("*:2*2")), str(cgt.Game(str(cgt.eval("*:2*2")))))


class TestRulesets(unittest.TestCase):
    def test_positions(self):
        p = cgt.domineering("..|..")
        self.assertEqual(repr(p), 'domineering("..|..")')
        self.assertEqual(str(p), "..|..")
        self.assertEqual(p.value, cgt.eval('domineering("..|..")'))
        self.assertEqual(p + p, p.value + p.value)
        self.assertEqual(cgt.domineering("..|.."), p)
        for ruleset, text in [("clobber", "xo.|ox."), ("toads", "tt..ff"), ("domineering", "...|...|...")]:
            q = cgt.Position(ruleset, text)
            self.assertEqual(q.outcome(), q.value.outcome())  # search agrees with the value
        self.assertEqual(cgt.cricket("[1,3,@,3,1]").value, cgt.Game("*2"))  # README
        with self.assertRaises(cgt.UsageError):
            cgt.Position("chess", "...")
        with self.assertRaises(cgt.ParseError):
            cgt.domineering("..|.x").value

    def test_octal(self):
        self.assertEqual(cgt.kayles(100), cgt.Game("*"))  # README


class TestScoring(unittest.TestCase):
    def test_forms(self):
        s = cgt.Scoring("{1|0|.}")
        self.assertEqual(str(s + s), "{{2|1|.}|0|.}")  # README
        self.assertEqual(s + s, cgt.scoring_eval("{1|0|.} + {1|0|.}"))
        self.assertEqual(-(-s), s)
        self.assertEqual(s.score, Fraction(0))
        # Left moves to {.|1|.} and the game ends at 1; Right cannot move: 0
        self.assertEqual(s.final_scores, (Fraction(1), Fraction(0)))
        self.assertEqual(str(cgt.Scoring(5)), "5")
        self.assertEqual(s - s, s + (-s))
        self.assertEqual(s.conj(s), cgt.scoring_eval("conj({1|0|.}, {1|0|.})"))
        with self.assertRaises(TypeError):
            s <= s  # Stewart's order is not decidable: not offered
        with self.assertRaises(cgt.ParseError):
            cgt.Scoring("{1|0")


class TestMazes(unittest.TestCase):
    def test_count(self):
        self.assertEqual(cgt.Maze.count(2, 2), 4)  # a 4-cycle has 4 spanning trees
        self.assertEqual(cgt.Maze.count(3, 3), 192)  # OEIS A007341

    def test_generate_and_solve(self):
        rng = random.Random(SEED)
        for _ in range(int(5 * SCALE)):
            r, c = rng.randrange(2, 9), rng.randrange(2, 9)
            m = cgt.Maze.generate(r, c, algo="kruskal", seed=rng.randrange(1 << 30))
            self.assertTrue(m.is_perfect())
            self.assertEqual(str(cgt.Maze(str(m))), str(m))
            sol = m.solve("bfs")
            self.assertTrue(sol["solved"])
            path = sol["path"]
            for (a, b), (x, y) in zip(path, path[1:]):
                self.assertEqual(abs(a - x) + abs(b - y), 1)
            self.assertEqual(sol["length"], len(path) - 1)
            ET.fromstring(m._repr_svg_())
        with self.assertRaises(cgt.UsageError):
            cgt.Maze.generate(3, 3, algo="nosuch")
        with self.assertRaises(cgt.ParseError):
            cgt.Maze("+--+\n|x")

    def test_mazegame_board(self):
        b = cgt.MazeBoard.build(cgt.Game("3/4"))
        rc, out, _ = run_cli(["mazegame", "build", "3/4"])
        self.assertEqual(str(b), out)
        self.assertEqual(b.rcf(0, 0), "3/4")  # Theorem 13
        self.assertEqual(cgt.MazeBoard(str(b)).value(), cgt.call("mazegame", str(b)))
        sw = cgt.MazeBoard.build("{1|-1/2}")
        self.assertEqual(sw.rcf(0, 0), "{1|-1/2}")
        self.assertEqual(str(sw.value()), "{1|-1/2}")  # mazegame.golden
        ET.fromstring(sw._repr_svg_())
        with self.assertRaises(cgt.GameValueError):
            cgt.MazeBoard.build("^")


class TestRecordRuns(unittest.TestCase):
    """nim_search (cram_search) and octal_run: the library's long-run drivers
    (the same as `cgt nimsearch`, `cgt cram` and `cgt octal --checkpoint`),
    against the CLI's --json output, Beling's Cram table, MCGS' impartial
    NoGo values and the naive nim sequences; a run stopped by a limit resumes
    from its checkpoint with the same answer."""

    def cli_json(self, *args):
        out = subprocess.run([CGT, "--json"] + list(args), capture_output=True, text=True)
        self.assertEqual(out.returncode, 0, out.stderr)
        import json

        return json.loads(out.stdout)

    def test_cram_search_beling(self):
        # Beling's table of Cram nim values (README.md of github.com/beling/
        # impartial-games): 4x5 *2, 5x5 *0, 3x7 *1, 5x6 *2
        for board, nim in (("4x5", 2), ("5x5", 0), ("3x7", 1), ("5x6", 2)):
            rows, cols = map(int, board.split("x"))
            text = "|".join(["." * cols] * rows)
            r = cgt.cram_search(text, mirror=False)
            self.assertEqual((r["rows"], r["cols"], r["nim"]), (rows, cols, nim), board)
            self.assertEqual(r["value"], "0" if nim == 0 else "*" if nim == 1 else "*%d" % nim)
            self.assertEqual(cgt.cram_search(text, outcome=True)["outcome"], "P" if nim == 0 else "N")

    def test_cram_search_equals_cli(self):
        rng = random.Random(SEED)
        for _ in range(int(6 * SCALE) + 1):
            rows, cols = rng.randint(2, 5), rng.randint(2, 6)
            text = "|".join("".join(rng.choice("...#") for _ in range(cols)) for _ in range(rows))
            r = cgt.cram_search(text)
            j = self.cli_json("cram", text)
            for k in ("rows", "cols", "nim", "value", "positions", "table_entries"):
                self.assertEqual(r[k], j[k], (text, k))
            # the value of the ruleset's position engine path
            self.assertEqual(str(cgt.call("cram", text)), r["value"], text)

    def test_cram_search_checkpoint_resumes(self):
        path = "test_cgt_cram.ckpt"
        if os.path.exists(path):
            os.remove(path)
        board = "|".join(["......."] * 5)  # Beling: 5x7 is *1
        try:
            cgt.set_limits(max_nodes=60000)
            with self.assertRaisesRegex(cgt.LimitError, "checkpoint saved to test_cgt_cram.ckpt"):
                cgt.cram_search(board, checkpoint=path)
            cgt.set_limits()
            whole = cgt.cram_search(board)
            r = cgt.cram_search(board, checkpoint=path)
            self.assertEqual(r["nim"], 1)
            self.assertGreater(r["loaded"], 0)
            self.assertLess(r["positions"], whole["positions"])
            self.assertEqual(r["checkpoint"], path)
        finally:
            cgt.set_limits()
            if os.path.exists(path):
                os.remove(path)

    def test_nim_search_impartial_nogo(self):
        # MCGS' results page, "Impartial Linear NoGo": 1 x 11 *3, 1 x 12 *,
        # 1 x 19 *3; its "Impartial NoGo" table: 3 x 4 0
        for board, value in (("." * 11, "*3"), ("." * 12, "*"), ("." * 19, "*3"), ("....|....|....", "0")):
            r = cgt.nim_search("impartial_nogo", board)
            self.assertEqual((r["ruleset"], r["value"]), ("impartial_nogo", value), board)
            self.assertEqual(cgt.nim_search("impartial_nogo", board, br=True)["value"], value)
            j = self.cli_json("nimsearch", "impartial_nogo", board)
            self.assertEqual((r["nim"], r["positions"]), (j["nim"], j["positions"]))
        with self.assertRaisesRegex(cgt.UsageError, "no dedicated nim solver"):
            cgt.nim_search("domineering", "..")
        with self.assertRaisesRegex(cgt.UsageError, "unknown ruleset"):
            cgt.nim_search("frobnicate", "..")
        with self.assertRaisesRegex(cgt.UsageError, "mirror=False is Cram's"):
            cgt.nim_search("impartial_nogo", "..", mirror=False)

    def test_cram_search_errors(self):
        with self.assertRaisesRegex(cgt.ParseError, "column 3"):
            cgt.cram_search("..x|...")
        with self.assertRaisesRegex(cgt.UsageError, "over the solver's 128 cells"):
            cgt.cram_search("|".join(["." * 12] * 11))
        with self.assertRaises(cgt.UsageError):
            cgt.cram_search("..|..", checkpoint_every=-1)
        with self.assertRaises(cgt.FileError):
            cgt.cram_search("..|..", checkpoint="no/such/dir/x.ckpt")

    def test_octal_run_values(self):
        # Grundy's game: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 (OEIS A002188)
        r = cgt.octal_run("grundy", 20000, values=True)
        self.assertEqual(r["values"][:21].tolist(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0])
        self.assertEqual(len(r["values"]), 20001)
        self.assertIsNone(r["period"])
        j = self.cli_json("octal", "grundy", "--upto", "20000", "--summary")
        for k in ("max_value", "max_heap", "rare_mask", "rare_heaps", "sparse_mask", "sparse_heaps", "last_sparse_heap"):
            self.assertEqual(r[k], j[k], k)
        # Kayles: period 12 from heap 71 (Guy and Smith; Winning Ways)
        k = cgt.octal_run(".77", 2000, values=True)
        self.assertEqual(k["period"], (71, 12))
        naive = [str(cgt.call("kayles", n)) for n in range(200)]
        self.assertEqual(["0" if x == 0 else "*" if x == 1 else "*%d" % x for x in k["values"][:200]], naive)

    def test_octal_run_checkpoint_resumes(self):
        path = "test_cgt_octal.ckpt"
        if os.path.exists(path):
            os.remove(path)
        try:
            cgt.set_limits(max_nodes=5000)
            with self.assertRaisesRegex(cgt.LimitError, "checkpoint saved"):
                cgt.octal_run(".6", 30000, checkpoint=path)
            cgt.set_limits()
            r = cgt.octal_run(".6", 30000, checkpoint=path, values=True)
            self.assertGreater(r["resumed_from"], 1000)
            self.assertEqual(r["values"].tolist(), cgt.octal_run(".6", 30000, values=True)["values"].tolist())
            with self.assertRaisesRegex(cgt.ParseError, "not of grundy"):
                cgt.octal_run("grundy", 100, checkpoint=path)
        finally:
            cgt.set_limits()
            if os.path.exists(path):
                os.remove(path)
        with self.assertRaisesRegex(cgt.UsageError, "take-and-break code"):
            cgt.octal_run("0.3F", 10)
        with self.assertRaises(cgt.ParseError):
            cgt.octal_run(".9x", 10)
        with self.assertRaises(cgt.RangeError):
            cgt.octal_run("grundy", 1 << 40)


class TestThreads(unittest.TestCase):
    def test_concurrent_sums(self):
        rng = random.Random(SEED)
        texts = [random_game_text(rng, 3) for _ in range(int(40 * SCALE))]
        expected = [str(cgt.Game(a) + cgt.Game(b)) for a, b in zip(texts, texts[1:])]
        results = {}

        def work(k):
            results[k] = [str(cgt.eval("%s + %s" % (a, b))) for a, b in zip(texts, texts[1:])]

        threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for k in range(4):
            self.assertEqual(results[k], expected)

    @staticmethod
    def run_in_worker(fn):
        """Runs fn() in another thread and returns (whether the main thread ran
        while fn was computing, fn's result). With a huge switch interval the
        interpreter never takes the GIL from the worker: the main thread can only
        run while the worker's computation has released it."""
        done = []
        started = threading.Event()

        def work():
            started.set()
            done.append(fn())

        old = sys.getswitchinterval()
        sys.setswitchinterval(1000)
        try:
            t = threading.Thread(target=work)
            t.start()
            started.wait()
            seen_running = not done
        finally:
            sys.setswitchinterval(old)
        t.join()
        return seen_running, done[0] if done else None

    def test_gil_released_during_a_long_computation(self):
        seen_running, value = self.run_in_worker(
            lambda: cgt.eval('domineering("......|......|......|......")'))
        self.assertTrue(seen_running, "the main thread did not run during the computation")
        self.assertIsNotNone(value)

    def test_gil_released_during_a_long_sum(self):
        # `a + b` and `a - b` of games too large for the quick path (birthdays adding up
        # to more than 6, not number-up-stars) and not in the module's memo release the
        # GIL around the engine's work, as eval does. Each is a sum of 8 distinct
        # switches of switches (a tenth of a second or more): the worker must stay
        # without the GIL long enough for the main thread to wake.
        hs = [cgt.Game("{%d||%d|%d}" % (3 * i + 9, 2 * i + 1, -i - 1)) for i in range(8)]
        a, b = hs[0] + hs[1] + hs[2] + hs[3], hs[4] + hs[5] + hs[6] + hs[7]
        for op in (operator.add, operator.sub):
            seen_running, value = self.run_in_worker(lambda: op(a, b))
            self.assertTrue(seen_running, "the main thread did not run during %s" % op.__name__)
            # the engine's answer, through the batch call (not the memo of a + b)
            self.assertEqual(value, cgt.add_pairs([a], [b if op is operator.add else -b])[0])

if __name__ == "__main__":
    unittest.main()
