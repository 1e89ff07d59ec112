#!/usr/bin/env python3
"""check_seeds.py - docs/seeds.md indexes every numbered item of the five
seed papers, and every command it lists still runs.

Usage:
  check_seeds.py --extract SEEDS_DIR        print the numbered items of the
                                            papers (one "NNN Kind Number" a line)
  check_seeds.py CGT_BINARY SOURCE_DIR      the check (ctest test seeds_index)
  check_seeds.py --selftest                 its comparisons and independent checks
                                            reject wrong answers (seeds_index_selftest)

The papers are not part of the repository, so the list of items is committed
as tests/docs/seed_items.txt.  When the papers are found (CGT_SEEDS_DIR, or a
directory shared/seeds above the source tree) the list is extracted again and
must equal the committed one.  Then:
 1. every item of seed_items.txt has a row in its paper's section of
    docs/seeds.md (a table row whose first cell starts with the item, e.g.
    "| Lemma 11 |" or "| Lemma 11 (growth) |");
 2. every row names a command or says why not ("not covered", "not yet",
    "text only", ...), and a test or "not covered"/"not yet"; every test
    written "tests/<dir>/<file>.c: name, name" exists as TEST(name) there;
 3. every command `cgt ...` in a row is run (from a scratch directory with
    data/, tests/ and examples/ linked to the source tree) and must exit 0,
    or the status written after it as "(exit N)"; commands marked "(long)"
    run only with CGT_SEEDS_LONG=1 (make check-full);
 4. every command's output is compared with an expectation: a block of
    tests/docs/seeds_expected.txt (the expected text, with a "@ checked:" line
    saying what it was checked against: the paper, a hand computation, an
    independent check), or the same command verbatim as a case of a
    tests/cli/*.golden file (run by ctest cli_golden);
 5. a row without a command, or whose command cannot show the item, names a
    test ("tests/<dir>/<file>.c: name" or "tests/cli/<file>.golden") or says
    why there is none: "text only (...)" / "not covered (...)" with the reason.
Prints one line per problem and "seeds: N problems"; exits 1 if any.

Format of seeds_expected.txt: blocks separated by "$ " lines.
  $ cgt eval '{1|*}'        the command, as in docs/seeds.md ("\|" read as "|")
  @ checked: TEXT           required: what the expected text was checked against
  @ contains                the lines below occur in stdout, in this order, each
                            as a whole line (default: stdout equals them)
  @ property NAME           also run the independent check NAME (PROPERTIES)
  expected stdout lines; blank lines and "#" lines are ignored; a line that
  starts with "$", "@", "#" or "|" is written with a "|" in front, and "|"
  alone is an empty line (as in tests/cli/run_golden.sh)
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

KINDS = ("Definition|Lemma|Theorem|Corollary|Question|Conjecture|Observation|"
         "Proposition|Figure|Table|Example|Note|Notes")
HEAD = re.compile(r"^\**(" + KINDS + r")(?:\s+(\d+(?:\.\d+)*)|\.)", re.I)
SECTION = re.compile(r"^(\d+\.\d+) \*?[A-Z]")


def paper_items(num, text):
    """The numbered items of one paper, in order of first appearance."""
    items, unnumbered = [], {}
    for line in text.splitlines():
        line = line.strip()
        if num == "003":
            m = re.match(r"^Figure (\d+)\.", line)
            if m:
                items.append("Figure " + m.group(1))
                continue
            m = SECTION.match(line)
            if m:
                items.append("Section " + m.group(1))
            continue
        m = HEAD.match(line)
        if not m:
            continue
        kind = m.group(1).capitalize()
        if kind in ("Note", "Notes"):  # "NOTE." and "NOTES. 1. ..." in 001
            kind = "Note"
            if not re.match(r"^\**NOTES?\.", line):
                continue
        if num == "004":
            # the thesis states items alone on a line; tables and figures
            # have their caption after a colon
            if kind in ("Table", "Figure"):
                if not re.match(r"^(Table|Figure) \d+\.\d+:", line):
                    continue
            elif not re.match(r"^\w+ \d+\.\d+\.\d+\s*$", line):
                continue
        if m.group(2) and kind != "Note":
            items.append("%s %s" % (kind, m.group(2).rstrip(".")))
        else:  # 001's DEFINITION., EXAMPLE., 002's Question.: numbered by order
            unnumbered[kind] = unnumbered.get(kind, 0) + 1
            items.append("%s #%d" % (kind, unnumbered[kind]))
    seen, out = set(), []
    for it in items:
        if it not in seen:
            seen.add(it)
            out.append(it)
    return out


def extract(seeds_dir):
    out = []
    for name in sorted(os.listdir(seeds_dir)):
        m = re.match(r"^(\d{3})_.*\.txt$", name)
        if not m:
            continue
        with open(os.path.join(seeds_dir, name), encoding="utf-8") as f:
            for it in paper_items(m.group(1), f.read()):
                out.append("%s %s" % (m.group(1), it))
    return out


def find_seeds(src):
    d = os.environ.get("CGT_SEEDS_DIR")
    if d:
        return d if os.path.isdir(d) else None
    p = os.path.abspath(src)
    for _ in range(4):
        p = os.path.dirname(p)
        cand = os.path.join(p, "shared", "seeds")
        if os.path.isdir(cand):
            return cand
    return None


def index_rows(src):
    """{paper: [(first cell, row text)]} from docs/seeds.md."""
    rows, paper = {}, None
    with open(os.path.join(src, "docs", "seeds.md"), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^## (\d{3})\b", line)
            if m:
                paper = m.group(1)
                rows.setdefault(paper, [])
                continue
            if paper and line.startswith("| ") and not line.startswith("| item"):
                cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
                if cells and not set(cells[0]) <= set("-: "):
                    rows[paper].append((cells, line.rstrip("\n")))
    return rows


# ---- independent checks (PROPERTIES): written from docs/grid.md's picture
# format and Section 2/3.4 of 003, sharing no code with cgt --------------------

def parse_maze(text):
    """(rows, cols, edges, marks) of the first ASCII maze in text: edges a set
    of frozensets of cells (r, c), '~' on the border a wrap-around passage;
    marks {letter: cell} for S and G."""
    lines = [l.rstrip("\n") for l in text.splitlines()]
    start = next(i for i, l in enumerate(lines) if re.match(r"^[+~]", l))
    pic = []
    for l in lines[start:]:
        if not l or l[0] not in "+|~":
            break
        pic.append(l)
    rows, cols = (len(pic) - 1) // 2, (len(pic[0]) - 1) // 4
    edges, marks = set(), {}
    for r in range(rows):
        mid = pic[2 * r + 1].ljust(4 * cols + 1)
        for c in range(cols):
            body = mid[4 * c + 1:4 * c + 4]
            for ch in body:
                if ch in "SG":
                    marks[ch] = (r, c)
            east = mid[4 * c + 4]
            if c + 1 < cols and east == " ":
                edges.add(frozenset([(r, c), (r, c + 1)]))
            if c + 1 == cols and east == "~":
                edges.add(frozenset([(r, c), (r, 0)]))
            south = pic[2 * r + 2].ljust(4 * cols + 1)[4 * c + 1:4 * c + 4]
            if r + 1 < rows and south == "   ":
                edges.add(frozenset([(r, c), (r + 1, c)]))
            if r + 1 == rows and "~" in south:
                edges.add(frozenset([(r, c), (0, c)]))
    return rows, cols, edges, marks


def neighbours(edges):
    adj = {}
    for e in edges:
        a, b = tuple(e) if len(e) == 2 else (tuple(e)[0],) * 2
        adj.setdefault(a, set()).add(b)
        adj.setdefault(b, set()).add(a)
    return adj


def bfs_dist(adj, s):
    dist, todo = {s: 0}, [s]
    for x in todo:
        for y in adj.get(x, ()):
            if y not in dist:
                dist[y] = dist[x] + 1
                todo.append(y)
    return dist


def prop_perfect_maze(out, args, tmp, argv):
    """The picture is a perfect maze of the size asked: connected, and
    exactly cells - 1 passages (a spanning tree, 003 Section 2)."""
    rows, cols, edges, _ = parse_maze(out)
    want = [int(x) for x in args[0].split("x")] if args else None
    if want and (cols, rows) != tuple(want):
        return "perfect-maze: %dx%d, asked %s" % (cols, rows, args[0])
    n = rows * cols
    if len(edges) != n - 1:
        return "perfect-maze: %d passages for %d cells (a tree has %d)" % (len(edges), n, n - 1)
    if len(bfs_dist(neighbours(edges), (0, 0))) != n:
        return "perfect-maze: not connected"
    return None


def prop_connected_maze(out, args, tmp, argv):
    """The picture is a connected maze of the size asked (loops allowed)."""
    rows, cols, edges, _ = parse_maze(out)
    if args and (cols, rows) != tuple(int(x) for x in args[0].split("x")):
        return "connected-maze: %dx%d, asked %s" % (cols, rows, args[0])
    if len(bfs_dist(neighbours(edges), (0, 0))) != rows * cols:
        return "connected-maze: not connected"
    return None


def maze_file(tmp, argv):
    name = next(a for a in argv[3:] if not a.startswith("-"))
    with open(os.path.join(tmp, name), encoding="utf-8") as f:
        return parse_maze(f.read())


def prop_walk(out, args, tmp, argv):
    """'solved by ...: N moves' and the printed path a walk of N moves
    through open doors from S to G (any solver; 003 Section 3)."""
    rows, cols, edges, marks = maze_file(tmp, argv)
    adj = neighbours(edges)
    m = re.search(r"solved by [\w-]+: (\d+) moves", out)
    cells = [(int(a), int(b)) for a, b in re.findall(r"\((\d+),(\d+)\)", out)]
    if not m or cells[:1] != [marks["S"]] or cells[-1:] != [marks["G"]] or \
            len(cells) != int(m.group(1)) + 1 or any(b not in adj.get(a, ())
                                                     for a, b in zip(cells, cells[1:])):
        return "walk: the printed path is not a walk from S to G of the moves stated"
    return None


def prop_shortest(out, args, tmp, argv):
    """prop_walk, and N the breadth-first distance from S to G (003 Section 3.4)."""
    why = prop_walk(out, args, tmp, argv)
    if why:
        return why
    rows, cols, edges, marks = maze_file(tmp, argv)
    d = bfs_dist(neighbours(edges), marks["S"]).get(marks["G"])
    if "solved by %s: %d moves" % (argv[argv.index("--method") + 1], d) not in out:
        return "shortest: expected %d moves (breadth-first distance from S to G)" % d
    return None


def matrix_blocks(out):
    """{title: rows of ints} of the matrices printed as a title line, a
    header of column numbers, and one numbered row per cell."""
    lines, blocks, i = out.splitlines(), {}, 0
    while i < len(lines):
        if re.match(r"^M\^", lines[i]) and i + 1 < len(lines):
            n = len(lines[i + 1].split())
            rows = [[int(x) for x in l.split()[1:]] for l in lines[i + 2:i + 2 + n]]
            blocks[lines[i].split(" ")[0]] = rows
            i += 2 + n
        else:
            i += 1
    return blocks


def prop_matrices(out, args, tmp, argv):
    """Every printed M^k equals the k-th power of the connection matrix (1 on
    the diagonal: staying put, 003 Figure 10), computed here from the maze
    file; M^c = M^K is M^K; M^d is the breadth-first distance (-1: none)."""
    rows, cols, edges, marks = maze_file(tmp, argv)
    n = rows * cols
    adj = neighbours(edges)
    m1 = [[1 if i == j or (j // cols, j % cols) in adj.get((i // cols, i % cols), ()) else 0
           for j in range(n)] for i in range(n)]
    mul = lambda a, b: [[sum(a[i][k] * b[k][j] for k in range(n)) for j in range(n)]
                        for i in range(n)]
    blocks, checked = matrix_blocks(out), 0
    for title, got in blocks.items():
        m = re.match(r"^M\^(\d+)$", title) or re.match(r"^M\^c$", title)
        if title == "M^c":
            k = int(re.search(r"M\^c = M\^(\d+)", out).group(1))
        elif m:
            k = int(m.group(1))
        elif title == "M^d":
            want = [[bfs_dist(adj, (i // cols, i % cols)).get((j // cols, j % cols), -1)
                     for j in range(n)] for i in range(n)]
            if got != want:
                return "matrices: M^d is not the breadth-first distance"
            checked += 1
            continue
        else:
            continue
        p = m1
        for _ in range(k - 1):
            p = mul(p, m1)
        if got != p:
            return "matrices: %s is not the %d-th power of the connection matrix" % (title, k)
        checked += 1
    return None if checked else "matrices: no matrix printed"


def prop_tour(out, args, tmp, argv):
    """The tour is a walk from S through every cell S reaches, of the length
    of a shortest such walk: breadth-first search over (cell, cells seen)."""
    rows, cols, edges, marks = maze_file(tmp, argv)
    adj = neighbours(edges)
    cells = sorted(bfs_dist(adj, marks["S"]))
    bit = {c: 1 << i for i, c in enumerate(cells)}
    full, s = (1 << len(cells)) - 1, marks["S"]
    dist, todo = {(s, bit[s]): 0}, [(s, bit[s])]
    best = 0 if bit[s] == full else None
    for st in todo:
        if best is not None:
            break
        for y in adj.get(st[0], ()):
            nx = (y, st[1] | bit[y])
            if nx not in dist:
                dist[nx] = dist[st] + 1
                if nx[1] == full:
                    best = dist[nx]
                    break
                todo.append(nx)
    walk = [(int(a), int(b)) for a, b in re.findall(r"\((\d+),(\d+)\)", out)]
    if walk[:1] != [s] or set(walk) != set(cells) or any(
            b not in adj.get(a, ()) for a, b in zip(walk, walk[1:])):
        return "tour: the printed walk does not start at S and visit every cell by open doors"
    if len(walk) - 1 != best or "%d moves" % best not in out:
        return "tour: %d moves, the shortest walk has %d" % (len(walk) - 1, best)
    return None


def prop_table_additive(out, args, tmp, argv):
    """Every cell (n, m) of the table is cell (n, 0) + cell (0, m) (004
    Theorems 4.1.4 and 4.2.4: conjunctive sums add, and selective sums add
    while every value is non-negative)."""
    t = [[int(x) for x in l.split()[1:]] for l in out.splitlines()[1:] if l.strip()]
    for n, row in enumerate(t):
        for m, v in enumerate(row):
            if v != t[n][0] + t[0][m]:
                return "table-additive: cell (%d,%d) = %d, not %d + %d" % (n, m, v, t[n][0],
                                                                         t[0][m])
    return None


def prop_mazegame_value(out, args, tmp, argv):
    """The board drawn has the value asked for: the game engine evaluates it
    (`cgt mazegame value -`, exact canonical form), not the construction."""
    r = subprocess.run([argv[0], "mazegame", "value", "-"], input=out.encode(), cwd=tmp,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    got = r.stdout.decode(errors="replace").splitlines()[:1]
    return None if got == [args[0]] else "mazegame-value: the board is worth %s, not %s" % (
        got[0] if got else "(nothing)", args[0])


def prop_learner(out, args, tmp, argv):
    """003 Figure 22's claim: the trained learner reaches the goal more often,
    in fewer moves, than the random walk."""
    m = {k: (float(a), float(b)) for k, a, b in re.findall(
        r"^(learner|random walk) +([\d.]+)% reached the goal, ([\d.]+) moves", out, re.M)}
    if len(m) == 2 and m["learner"][0] > m["random walk"][0] and \
            m["learner"][1] < m["random walk"][1]:
        return None
    return "learner-beats-random: %s" % m


PROPERTIES = {"mazegame-value": prop_mazegame_value, "learner-beats-random": prop_learner,
              "perfect-maze": prop_perfect_maze,
              "connected-maze": prop_connected_maze, "walk": prop_walk, "shortest": prop_shortest,
              "matrices": prop_matrices, "tour": prop_tour, "table-additive": prop_table_additive}


def read_expected(src):
    """{command: {"checked", "contains", "props", "lines", "line"}} from
    tests/docs/seeds_expected.txt, and the problems found reading it."""
    path = os.path.join(src, "tests", "docs", "seeds_expected.txt")
    blocks, problems, cur = {}, [], None
    if not os.path.isfile(path):
        return blocks, ["tests/docs/seeds_expected.txt is missing"]
    with open(path, encoding="utf-8") as f:
        for no, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if line.startswith("$ "):
                cmd = line[2:].strip()
                if cmd in blocks:
                    problems.append("seeds_expected.txt:%d: `%s` twice" % (no, cmd))
                cur = blocks[cmd] = {"checked": "", "contains": False, "props": [],
                                     "lines": [], "line": no}
            elif cur is None or line.startswith("#") or not line.strip():
                continue
            elif line.startswith("@ checked:"):
                cur["checked"] = line[len("@ checked:"):].strip()
            elif line.strip() == "@ contains":
                cur["contains"] = True
            elif line.startswith("@ property "):
                cur["props"].append(line[len("@ property "):].split())
                if cur["props"][-1][0] not in PROPERTIES:
                    problems.append("seeds_expected.txt:%d: unknown property '%s'" % (
                        no, cur["props"][-1][0]))
            elif line.startswith("@"):
                problems.append("seeds_expected.txt:%d: unknown directive '%s'" % (no, line))
            else:  # "|" quotes a line starting with $ @ # | (or is an empty line)
                cur["lines"].append(line[1:] if line.startswith("|") else line)
    for cmd, b in blocks.items():
        while b["lines"] and b["lines"][-1] == "":
            b["lines"].pop()
        if not b["checked"]:
            problems.append("seeds_expected.txt:%d: `%s` says nothing of what its expected "
                            "text was checked against (@ checked:)" % (b["line"], cmd))
        if not b["lines"] and not b["props"]:
            problems.append("seeds_expected.txt:%d: `%s` expects nothing" % (b["line"], cmd))
    return blocks, problems


def golden_commands(src):
    """The commands of the cases of tests/cli/*.golden (ctest cli_golden)."""
    out = set()
    d = os.path.join(src, "tests", "cli")
    for name in sorted(os.listdir(d)):
        if name.endswith(".golden"):
            with open(os.path.join(d, name), encoding="utf-8") as f:
                out.update(l[2:].strip() for l in f if l.startswith("$ "))
    return out


def compare(block, stdout):
    """None when stdout meets the block, else a one-line reason."""
    got = stdout.splitlines()
    while got and got[-1] == "":
        got.pop()
    want = block["lines"]
    if not block["contains"]:
        if got == want:
            return None
        for i in range(max(len(got), len(want))):
            g = got[i] if i < len(got) else "(end of output)"
            w = want[i] if i < len(want) else "(end of output)"
            if g != w:
                return "line %d: got '%s', expected '%s'" % (i + 1, g[:120], w[:120])
    at = 0
    for w in want:
        while at < len(got) and got[at] != w:
            at += 1
        if at == len(got):
            return "no line '%s' (in order)" % w[:120]
        at += 1
    return None


def selftest():
    """The comparisons and the independent checks fail where they must
    (ctest seeds_index_selftest): a check that cannot fail checks nothing."""
    bad = []
    b = {"lines": ["a", "b"], "contains": False}
    if compare(b, "a\nb\n") or not compare(b, "a\nc\n") or not compare(b, "a\n"):
        bad.append("compare (exact)")
    b = {"lines": ["a", "c"], "contains": True}
    if compare(b, "a\nb\nc\n") or not compare(b, "c\na\n") or not compare(b, "a\nb\n"):
        bad.append("compare (contains)")
    tree = "+---+---+\n| S   G |\n+---+---+\n"       # 2 cells, 1 door
    loop = "+---+---+\n| S   G |\n+   +   +\n|       |\n+---+---+\n"
    cut = "+---+---+\n| S | G |\n+---+---+\n"
    if prop_perfect_maze(tree, ["2x1"], "", []) or not prop_perfect_maze(loop, [], "", []) or \
            not prop_perfect_maze(cut, [], "", []) or not prop_perfect_maze(tree, ["1x2"], "", []):
        bad.append("perfect-maze")
    if prop_connected_maze(loop, ["2x2"], "", []) or not prop_connected_maze(cut, [], "", []):
        bad.append("connected-maze")
    if prop_table_additive("x 0 1\n0 0 1\n1 1 2\n", [], "", []) or \
            not prop_table_additive("x 0 1\n0 0 1\n1 1 1\n", [], "", []):
        bad.append("table-additive")
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "m.txt"), "w") as f:
            f.write(loop)
        argv = ["cgt", "maze", "solve", "m.txt", "--method", "bfs"]
        if prop_shortest("solved by bfs: 1 moves\n(0,0) (0,1)\n", [], tmp, argv) or \
                not prop_shortest("solved by bfs: 3 moves\n(0,0) (1,0) (1,1) (0,1)\n", [], tmp,
                                  argv) or \
                not prop_walk("solved by bfs: 1 moves\n(0,0) (1,1)\n", [], tmp, argv):
            bad.append("shortest/walk")
        argv = ["cgt", "maze", "tour", "m.txt"]
        if prop_tour("3 moves\n(0,0) (1,0) (1,1) (0,1)\n", [], tmp, argv) or \
                not prop_tour("4 moves\n(0,0) (0,1) (0,0) (1,0) (1,1)\n", [], tmp, argv):
            bad.append("tour")
        one = "M^1 (x)\n 1 2 3 4\n 1 1 1 1 0\n 2 1 1 0 1\n 3 1 0 1 1\n 4 0 1 1 1\n"
        argv = ["cgt", "maze", "analyze", "m.txt"]
        if prop_matrices(one, [], tmp, argv) or \
                not prop_matrices(one.replace("4 0 1 1 1", "4 1 1 1 1"), [], tmp, argv) or \
                not prop_matrices("M^2 (x)\n 1 2 3 4\n" + one.split("\n", 2)[2], [], tmp, argv):
            bad.append("matrices")
    for b in bad:
        print("FAIL selftest: %s accepts a wrong answer or rejects a right one" % b)
    print("seeds selftest: %d problems" % len(bad))
    return 1 if bad else 0


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "--selftest":
        return selftest()
    if len(sys.argv) == 3 and sys.argv[1] == "--extract":
        print("\n".join(extract(sys.argv[2])))
        return 0
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    cgt, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    problems = []
    with open(os.path.join(src, "tests", "docs", "seed_items.txt")) as f:
        items = [l.strip() for l in f if l.strip()]
    seeds = find_seeds(src)
    if seeds:
        fresh = extract(seeds)
        for it in fresh:
            if it not in items:
                problems.append("tests/docs/seed_items.txt: '%s' is in the papers but not "
                                "in the list (regenerate with --extract)" % it)
        for it in items:
            if it not in fresh:
                problems.append("tests/docs/seed_items.txt: '%s' is not in the papers" % it)
    else:
        print("note: seed papers not found; checking the committed item list only")
    rows = index_rows(src)
    for it in items:
        paper, name = it.split(" ", 1)
        pat = re.compile(re.escape(name) + r"(?![\d.]*\d)")
        if not any(pat.match(cells[0]) for cells, _ in rows.get(paper, [])):
            problems.append("docs/seeds.md: %s has no row in section %s" % (name, paper))
    commands = []
    for paper, rs in rows.items():
        for cells, line in rs:
            if len(cells) < 4:
                problems.append("docs/seeds.md (%s): row '%s' needs 4 cells "
                                "(item, what, command, test)" % (paper, cells[0]))
                continue
            if not cells[2] or not cells[3]:
                problems.append("docs/seeds.md (%s): row '%s' has an empty command or "
                                "test cell" % (paper, cells[0]))
            # every test named "tests/<dir>/<file>.c: a, b" exists as TEST(a), TEST(b)
            for m in re.finditer(r"(tests/[\w/]+\.c): ([\w]+(?:, [\w]+)*)", cells[3]):
                path = os.path.join(src, m.group(1))
                if not os.path.isfile(path):
                    problems.append("docs/seeds.md (%s %s): no file %s" % (paper, cells[0], m.group(1)))
                    continue
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                for name in m.group(2).split(", "):
                    if "TEST(%s)" % name not in text:
                        problems.append("docs/seeds.md (%s %s): %s has no TEST(%s)" % (
                            paper, cells[0], m.group(1), name))
            for m in re.finditer(r"tests/cli/([\w.]+\.golden)", cells[3]):
                if not os.path.isfile(os.path.join(src, "tests", "cli", m.group(1))):
                    problems.append("docs/seeds.md (%s %s): no file tests/cli/%s" % (
                        paper, cells[0], m.group(1)))
            # a test named vaguely ("tests/game (outcome)") names nothing
            for m in re.finditer(r"tests/[\w/.]*", cells[3]):
                if not re.match(r"tests/[\w/]+\.c: \w|tests/cli/[\w.]+\.golden|"
                                r"tests/cli/json_check\.py", cells[3][m.start():]):
                    problems.append("docs/seeds.md (%s %s): '%s' names no test (write "
                                    "tests/<dir>/<file>.c: name)" % (paper, cells[0],
                                                                      m.group(0)))
            cmds = list(re.finditer(r"`(cgt [^`]*)`\s*(\((long|exit \d+)\))?", cells[2]))
            named = "tests/" in cells[3]
            if not named and not re.match(r"^(text only|not covered) \(.+\)", cells[3]):
                problems.append("docs/seeds.md (%s %s): the test cell names no test and "
                                "gives no reason ('text only (why)' or 'not covered (why)')"
                                % (paper, cells[0]))
            if not cmds and not named and not re.match(r"^(text only|not covered|not yet)\b",
                                                       cells[2]):
                problems.append("docs/seeds.md (%s %s): no command, no test, and no "
                                "'text only'/'not covered' in the command cell" % (paper, cells[0]))
            for m in cmds:
                commands.append((paper, cells[0], m.group(1), m.group(3)))
    expected, bad = read_expected(src)
    problems += bad
    golden = golden_commands(src)
    listed = set()
    for paper, item, cmd, mark in commands:
        c = cmd.replace("\\|", "|")
        listed.add(c)
        if c not in expected and c not in golden:
            problems.append("%s %s: `%s` has no expected output (tests/docs/seeds_expected.txt "
                            "or a tests/cli/*.golden case)" % (paper, item, cmd))
    for c, b in expected.items():
        if c not in listed:
            problems.append("seeds_expected.txt:%d: `%s` is not a command of docs/seeds.md" % (
                b["line"], c))
    long_ok = os.environ.get("CGT_SEEDS_LONG") == "1"
    ran = 0
    with tempfile.TemporaryDirectory() as tmp:
        for d in ("data", "tests", "examples"):
            os.symlink(os.path.join(src, d), os.path.join(tmp, d))
        for paper, item, cmd, mark in commands:
            if mark == "long" and not long_ok:
                continue
            want = int(mark.split()[1]) if mark and mark.startswith("exit") else 0
            argv = shlex.split(cmd.replace("\\|", "|"))
            argv[0] = cgt
            try:
                r = subprocess.run(argv, cwd=tmp, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   timeout=3600 if mark == "long" else 300)
            except subprocess.TimeoutExpired:
                problems.append("%s %s: `%s` timed out" % (paper, item, cmd))
                continue
            ran += 1
            block = expected.get(cmd.replace("\\|", "|"))
            if block:
                out = r.stdout.decode(errors="replace")
                why = compare(block, out) if block["lines"] else None
                for prop in block["props"]:
                    why = why or PROPERTIES[prop[0]](out, prop[1:], tmp, argv)
                if why:
                    problems.append("%s %s: `%s`: %s" % (paper, item, cmd, why))
            if r.returncode != want:
                err = r.stderr.decode(errors="replace").strip().splitlines()
                problems.append("%s %s: `%s` exited %d, expected %d%s" % (
                    paper, item, cmd, r.returncode, want, (": " + err[-1]) if err else ""))
    for p in problems:
        print("FAIL " + p)
    print("seeds: %d items, %d commands run, %d problems" % (len(items), ran, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
