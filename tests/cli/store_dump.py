"""store_dump.py DB - every row of a sweep store (cli/scoctal_store.c) or of an
explorer store (cli/explore_store.c), sweep ids replaced by the sweep's key, in a
fixed order: two stores hold the same results exactly when their dumps are equal
(tests/cli/store_faults.sh, mpi_sweep.sh)."""
import sqlite3
import sys

db = sqlite3.connect(sys.argv[1])
tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
if "found" in tables:  # an explorer store
    for row in db.execute("SELECT explorer, params, chunk FROM chunk ORDER BY 1, 2, 3"):
        print("chunk", row)
    for row in db.execute("SELECT explorer, params, kind, value, count, size, example FROM found"
                          " ORDER BY 1, 2, 3, 4"):
        print("found", row)
    sys.exit(0)
key = "s.conjecture, s.max_k, s.points"
for row in db.execute(f"SELECT {key}, r.idx, r.game, r.game2, r.status, r.n, r.period,"
                      " r.witness FROM result r JOIN sweep s ON s.id = r.sweep ORDER BY 1, 2, 3, 4"):
    print("result", row)
for row in db.execute(f"SELECT {key}, c.chunk, c.cases FROM chunk c JOIN sweep s"
                      " ON s.id = c.sweep ORDER BY 1, 2, 3, 4"):
    print("chunk", row)
for row in db.execute(f"SELECT {key}, s.chunk_size, s.chunks FROM sweep s ORDER BY 1, 2, 3"):
    print("sweep", row)
