"""python_sums.py - the Python module against the C loop on 10^5 small sums
(`make bench` appends its section to docs/performance.md; issue 16 asks for at
most 2x).  Usage: PYTHONPATH=build/python python3 bench/python_sums.py [N]

The same N sums a[i] + b[i] (a[i] = games[i % k], b[i] = games[(i * 7 + 3) % k],
built once as lists) are run, in the same process:
  - in C: cgt._bench_c_sums(a, b), a loop of game_add over the ids;
  - by a Python loop, `for x, y in zip(a, b): x + y`, one `Game.__add__` each;
  - by the same Python loop over ints (what Python costs without cgt);
  - by `map(operator.add, a, b)` consumed by a deque: one `Game.__add__` call
    per sum, with no bytecode per sum;
  - by `cgt.add_pairs(a, b)`, one call for the batch;
  - and the Python loop again with the module's memo of sums switched off
    (`cgt._cgt._binop_memo(False)`): the per-call path as it was before.
Every variant is run in each of 15 interleaved rounds after a warm-up; each
column is the best round, in CPU time of the process (time.process_time() and
CLOCK_PROCESS_CPUTIME_ID in C: the machine is shared, and wall time counts the
other jobs' turns).  Two sets of games: number-up-stars (closed forms: the
engine computes each sum, no memo) and small games of any shape.
"""
import operator
import sys
import time
from collections import deque

import cgt
from cgt._cgt import _bench_c_sums, _binop_memo

NUS = ["0", "1", "-1", "1/2", "*", "*2", "^", "v", "^*", "3/4^", "-2*3", "^^*", "5/8v*", "7"]
SMALL = ["{1|0}", "+-1", "{0|-1}", "{1|*}", "{0,*|0}", "{2|0}", "{1/2|-1}", "{*|-1}", "{1||0|-1}",
         "+-{2,3}", "{0||0|-1}", "{3|1}", "^", "*2", "1/2", "{1|-1/2}"]
ROUNDS = 15


def python_loop(a, b):
    t0 = time.process_time()
    for x, y in zip(a, b):
        x + y
    return time.process_time() - t0


def map_calls(a, b):
    t0 = time.process_time()
    deque(map(operator.add, a, b), maxlen=0)
    return time.process_time() - t0


def batch(a, b):
    t0 = time.process_time()
    sums = cgt.add_pairs(a, b)
    t = time.process_time() - t0
    del sums  # the list is the caller's: freeing it is not the call's cost
    return t


def no_memo_loop(a, b):
    _binop_memo(False)
    try:
        return python_loop(a, b)
    finally:
        _binop_memo(True)


def measure(texts, n):
    games = [cgt.Game(t) for t in texts]
    k = len(games)
    a = [games[i % k] for i in range(n)]
    b = [games[(i * 7 + 3) % k] for i in range(n)]
    ia, ib = list(range(n)), [(i * 7 + 3) % k for i in range(n)]
    variants = {
        "c": lambda: _bench_c_sums(a, b),
        "loop": lambda: python_loop(a, b),
        "ints": lambda: python_loop(ia, ib),
        "map": lambda: map_calls(a, b),
        "pairs": lambda: batch(a, b),
        "before": lambda: no_memo_loop(a, b),
    }
    for f in variants.values():  # warm-up: every sum interned and memoized
        f()
    best = {name: float("inf") for name in variants}
    for _ in range(ROUNDS):
        for name, f in variants.items():
            best[name] = min(best[name], f())
    return best


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    print()
    print("## Python module: 10^5 small sums against the C loop")
    print()
    print("The same %d sums a[i] + b[i] (bench/python_sums.py) through `game_add` in a C "
          "loop and through the Python module, same process, CPU time, best of %d interleaved "
          "rounds after a warm-up. Target: Python at most 2x the C loop." % (n, ROUNDS))
    print()
    print("| games | C loop | `for x, y in zip(a, b): x + y` | the same over ints "
          "| `map(operator.add, a, b)` | `cgt.add_pairs` | loop / C | map / C | add_pairs / C "
          "| loop without the module's memo | its ratio to C |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    worst = {"loop": 0.0, "map": 0.0, "pairs": 0.0, "before": 0.0, "ints": 0.0}
    for name, texts in [("number-up-stars", NUS), ("small games", SMALL)]:
        t = measure(texts, n)
        c = t["c"]
        for key in worst:
            worst[key] = max(worst[key], t[key] / c)
        print("| %s | %.2f ms | %.2f ms | %.2f ms | %.2f ms | %.2f ms | %.1f | %.1f | %.1f "
              "| %.2f ms | %.1f |"
              % (name, c * 1e3, t["loop"] * 1e3, t["ints"] * 1e3, t["map"] * 1e3,
                 t["pairs"] * 1e3, t["loop"] / c, t["map"] / c, t["pairs"] / c,
                 t["before"] * 1e3, t["before"] / c))
    print()
    print("In this run the per-call Python loop costs at most %.1fx the C loop (%s the "
          "target's 2x); the same loop adding ints costs %.1fx, so the interpreter's loop "
          "itself, not the call into cgt, is what is left. Each `a + b` is one call of "
          "the `nb_add` slot on the two interned ids, answered from the module's memo "
          "(a direct-mapped table of 16384 (a, b, op) -> a op b, read and written under "
          "the GIL, so neither the library lock nor the engine is touched on a hit; ids "
          "are never freed by the module, so an entry stays true) and returning the one "
          "cached Python object of the result. Without bytecode per sum, "
          "`map(operator.add, a, b)` costs at most %.1fx and `cgt.add_pairs` at most "
          "%.1fx. Before the memo (last columns, the same loop with it switched off: the "
          "library lock, the quick-work checks and `game_add` on every call) the loop "
          "cost up to %.1fx."
          % (worst["loop"], "within" if worst["loop"] <= 2 else "over", worst["ints"],
             worst["map"], worst["pairs"], worst["before"]))
    print()
    print("Earlier runs measured a loop that also computed the indices (`games[i % k] + "
          "games[(i * 7 + 3) % k]` over `range(n)`), against a C loop computing them too: "
          "21-55x the C loop, of which the index arithmetic in the interpreter was most.")


if __name__ == "__main__":
    main()
