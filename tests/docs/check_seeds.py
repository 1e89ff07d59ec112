#!/usr/bin/env python3
"""check_seeds.py - docs/seeds.md indexes every numbered item of the five
seed papers, and every command it lists still runs.

Usage:
  check_seeds.py --extract SEEDS_DIR        print the numbered items of the
                                            papers (one "NNN Kind Number" a line)
  check_seeds.py CGT_BINARY SOURCE_DIR      the check (ctest test seeds_index)

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
    run only with CGT_SEEDS_LONG=1 (make check-full).
Prints one line per problem and "seeds: N problems"; exits 1 if any.
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


def main():
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
            for m in re.finditer(r"`(cgt [^`]*)`\s*(\((long|exit \d+)\))?", cells[2]):
                commands.append((paper, cells[0], m.group(1), m.group(3)))
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
