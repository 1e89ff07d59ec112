/* seeds.c - benchmarks of issue 15 (the seed papers): the explorers of the
 * papers' open questions (quick rows; the long runs are recorded in
 * bench/explorers_long.md by bench/explorers_long.sh), the further maze
 * solvers on a 4000x4000 maze against breadth-first search, the other maze
 * shapes against the square grid, and section 4.3's shortest tour. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "cgt/maze.h"
#include "cgt/topo.h"

/* The explorers live in the program (cli/), so each is timed as a whole
 * process at a small size.  No other program answers these questions, so
 * there is no outside baseline; the throughput column is the figure to
 * compare between runs, and the baseline in the same run is `cgt eval 0`
 * (starting the program and printing). */
BENCH(explorers, 95) {
    static const struct {
        const char *what, *args;
        double units; /* boards, rows, pairs, games or codes searched */
        const char *unit;
    } rows[] = {
        {"MAZE Questions 15/16 (000)", "mazegame explore --rows 3 --cols 3", 4381, "boards"},
        {"CRICKET PITCH open question (002)", "cricket explore --max-bump 4 --max-len 5", 0,
         "rows"},
        {"Stewart Question 2.4.1 (004)", "scoring search 2.4.1 --search-birthday 1", 3456, "pairs"},
        {"Stewart Conjecture 3.0.1 (004)", "scoring search 3.0.1 --levels 1", 22, "games"},
        {"Stewart Conjecture 4.2.1 (004)", "scoring search 4.2.1 --levels 1", 22, "games"},
        {"Stewart Question 3.1.1, breaking games (004)", "scoring breaking --length 2 --upto 30",
         44, "codes"},
    };
    double cpu0 = 0, base = bench_process("eval 0", 3, &cpu0);
    fprintf(report, "## Explorers of the papers' open questions (issue 15)\n\n");
    fprintf(report,
            "Each explorer as a whole process (`cgt ARGS >/dev/null`, median of 3) at a small "
            "size.  Baseline in the same run: `cgt eval 0` (start-up and exit) takes %.3f s; "
            "no other program answers these questions.  The largest sizes finished in 10 "
            "minutes follow in the next section.\n\n",
            base);
    fprintf(report, "| explorer | command | wall (s) | CPU (s) | x start-up | searched | per s |\n"
                    "|---|---|---:|---:|---:|---:|---:|\n");
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        double cpu = 0, t = bench_process(rows[i].args, 3, &cpu);
        if (t < 0) {
            fprintf(report, "| %s | `cgt %s` | failed | | | | |\n", rows[i].what, rows[i].args);
            continue;
        }
        if (rows[i].units > 0)
            fprintf(report, "| %s | `cgt %s` | %.3f | %.3f | %.1f | %.0f %s | %.3g |\n",
                    rows[i].what, rows[i].args, t, cpu, base > 0 ? t / base : 0, rows[i].units,
                    rows[i].unit, rows[i].units / t);
        else
            fprintf(report, "| %s | `cgt %s` | %.3f | %.3f | %.1f | | |\n", rows[i].what,
                    rows[i].args, t, cpu, base > 0 ? t / base : 0);
    }
    fprintf(report, "\n");
    /* the long runs: too long for `make bench`, run once by hand */
    fprintf(report, "## Explorers: the largest sizes finished in 10 minutes (issue 15)\n\n");
#ifdef CGT_SOURCE_DIR
    FILE *f = fopen(CGT_SOURCE_DIR "/bench/explorers_long.md", "r");
#else
    FILE *f = NULL;
#endif
    if (!f) {
        fprintf(report, "(bench/explorers_long.md not found)\n\n");
        return;
    }
    char line[4096];
    while (fgets(line, sizeof line, f)) fputs(line, report);
    fclose(f);
    fprintf(report, "\n");
}

/* Each solver of issue 15 on a 4000x4000 backtracker maze, against
 * breadth-first search on the same maze in the same run. */
BENCH(maze_solvers_4000, 96) {
    static const int methods[] = {MAZE_BFS,          MAZE_PLEDGE,          MAZE_CHAIN,
                                  MAZE_COLLISION,    MAZE_CUL_DE_SAC_FILL, MAZE_BLIND_ALLEY_FILL,
                                  MAZE_ALL_SHORTEST, MAZE_DEAD_END_FILL,   MAZE_ASTAR};
    long side = bench_quick() ? 1000 : 4000;
    grid g;
    fprintf(report, "## Mazes: the further solvers at %ldx%ld against BFS (issue 15)\n\n", side,
            side);
    if (maze_generate(&g, MAZE_BACKTRACKER, side, side, 1) != 0) {
        fprintf(report, "generation failed\n\n");
        return;
    }
    fprintf(report,
            "One %ldx%ld backtracker maze (seed 1; a perfect maze, so every solver that "
            "solves it finds the one path), each solver once; baseline: breadth-first search "
            "on the same maze in the same run.  \"same path\" compares the length with BFS's.\n\n",
            side, side);
    fprintf(report, "| method | solved | length | same path | visited | time (s) | x BFS |\n"
                    "|---|---|---:|---|---:|---:|---:|\n");
    double tbfs = 0;
    long lbfs = -1;
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++) {
        maze_solve_options o;
        maze_solve_options_init(&o);
        maze_solution s;
        double t0 = bench_now();
        int rc = maze_solve(&s, &g, methods[i], &o);
        double t = bench_now() - t0;
        if (methods[i] == MAZE_BFS) {
            tbfs = t;
            lbfs = s.length;
        }
        if (rc != 0)
            fprintf(report, "| %s | error | | | | %.3f | |\n", maze_method_name(methods[i]), t);
        else
            fprintf(report, "| %s | %s | %ld | %s | %ld | %.3f | %.2f |\n",
                    maze_method_name(methods[i]), s.solved ? "yes" : "no", s.length,
                    s.length == lbfs ? "yes" : "no", s.visited, t, tbfs > 0 ? t / tbfs : 0);
        if (rc == 0) maze_solution_clear(&s);
    }
    grid_clear(&g);
    fprintf(report, "\n");
}

/* The other topologies (cgt maze shape) against the square grid: each shape
 * generates a perfect maze (Kruskal on its cell graph) of about the same
 * number of cells and solves it by BFS; baseline: Kruskal and BFS on the
 * square grid of that many cells in the same run. */
BENCH(maze_shapes, 97) {
    long side = bench_quick() ? 300 : 1000; /* about side^2 cells */
    double t0 = bench_now();
    grid g;
    int ok = maze_generate(&g, MAZE_KRUSKAL, side, side, 1) == 0;
    double tg = bench_now() - t0;
    maze_solution s;
    double t1 = bench_now();
    ok = ok && maze_solve(&s, &g, MAZE_BFS, NULL) == 0;
    double ts = bench_now() - t1;
    if (ok) {
        maze_solution_clear(&s);
        grid_clear(&g);
    }
    fprintf(report, "## Mazes: hexagonal, polar, 3-D and weave shapes (issue 15)\n\n");
    fprintf(report,
            "`cgt maze shape`'s generator (Kruskal on the shape's cell graph) and BFS solver "
            "on about %ld cells, once each (seed 1).  Baseline in the same run: Kruskal on the "
            "%ldx%ld square grid %.3f s, BFS %.3f s.  Every maze is checked perfect.\n\n",
            side * side, side, side, tg, ts);
    fprintf(report, "| shape | size | cells | generate (s) | x grid | solve (s) | x grid | "
                    "path cells | perfect |\n|---|---|---:|---:|---:|---:|---:|---:|---|\n");
    static const struct {
        const char *name;
        long rows, cols, levels;
    } shapes[] = {{"hex", 1, 1, 1}, {"polar", 1, 0, 1}, {"3d", 1, 1, 10}, {"weave", 1, 1, 1}};
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        long rows = side, cols = side, levels = 1;
        if (shapes[i].levels > 1) { /* 10 levels of side/sqrt(10) squares */
            levels = shapes[i].levels;
            rows = cols = (long)(side / 3.1623);
        }
        if (shapes[i].cols == 0) {        /* polar: r rings hold about pi r^2 cells */
            rows = (long)(side / 1.7725); /* pi r^2 cells */
            cols = 0;
        }
        int shape = topo_shape_from_name(shapes[i].name);
        topo_maze m;
        double a = bench_now();
        if (shape < 0 || topo_generate(&m, shape, rows, cols, levels, 1) != 0) {
            fprintf(report, "| %s | | | failed | | | | | |\n", shapes[i].name);
            continue;
        }
        double tgen = bench_now() - a;
        long *path = NULL;
        double b = bench_now();
        long len = topo_solve(&path, &m);
        double tsol = bench_now() - b;
        char size[64];
        if (levels > 1)
            snprintf(size, sizeof size, "%ldx%ldx%ld", rows, cols, levels);
        else if (cols == 0)
            snprintf(size, sizeof size, "%ld rings", rows);
        else
            snprintf(size, sizeof size, "%ldx%ld", rows, cols);
        fprintf(report, "| %s | %s | %ld | %.3f | %.2f | %.3f | %.2f | %ld | %s |\n",
                shapes[i].name, size, m.n, tgen, tg > 0 ? tgen / tg : 0, tsol,
                ts > 0 ? tsol / ts : 0, len, topo_is_perfect(&m) ? "yes" : "NO");
        free(path);
        topo_clear(&m);
    }
    fprintf(report, "\n");
}

/* Section 4.3's shortest tour: exact methods on small mazes, the heuristic
 * beyond, against the lower bound (cells - 1) and against one BFS from the
 * start (the baseline: the cheapest whole-maze search) in the same run. */
BENCH(maze_tour, 98) {
    static const struct {
        const char *what;
        int algo;
        long side;
        double braid;
        int method;
    } rows[] = {
        {"perfect 200x200, tree (exact)", MAZE_BACKTRACKER, 200, 0, MAZE_TOUR_TREE},
        {"perfect 1000x1000, tree (exact)", MAZE_BACKTRACKER, 1000, 0, MAZE_TOUR_TREE},
        {"4x4 with loops, Held-Karp (exact)", MAZE_KRUSKAL, 4, 0.5, MAZE_TOUR_HELD_KARP},
        {"3x6 with loops, Held-Karp (exact, at its limit 18)", MAZE_KRUSKAL, 0, 0.5,
         MAZE_TOUR_HELD_KARP},
        {"4x4 with loops, nearest (heuristic)", MAZE_KRUSKAL, 4, 0.5, MAZE_TOUR_NEAREST},
        {"100x100 with loops, nearest (heuristic)", MAZE_KRUSKAL, 100, 0.5, MAZE_TOUR_NEAREST},
        {"300x300 with loops, nearest (heuristic)", MAZE_KRUSKAL, 300, 0.5, MAZE_TOUR_NEAREST},
    };
    fprintf(report, "## Mazes: the shortest tour of section 4.3 (issue 15)\n\n");
    fprintf(report,
            "`cgt maze tour`: a shortest walk from the start through every cell.  Exact on "
            "perfect mazes (2(cells - 1) minus the deepest cell's depth) and by Held-Karp up to "
            "18 cells; beyond, the nearest-unvisited-cell heuristic, whose length is compared "
            "with the lower bound cells - 1 (and, on the 4x4 maze, with the exact length).  "
            "Mazes with loops: Kruskal with half the dead ends braided (seed 1).  Baseline in "
            "the same run: one BFS from the start on the same maze.\n\n");
    fprintf(report, "| maze, method | cells | length | lower bound | length / bound | "
                    "time (s) | BFS (s) | x BFS |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        long r = rows[i].side ? rows[i].side : 3, c = rows[i].side ? rows[i].side : 6;
        if (bench_quick() && r > 200) continue;
        grid g;
        if (maze_generate(&g, rows[i].algo, r, c, 1) != 0) continue;
        if (rows[i].braid > 0) maze_braid(&g, rows[i].braid, 1);
        double b = bench_now();
        maze_solution s;
        int okb = maze_solve(&s, &g, MAZE_BFS, NULL) == 0;
        double tb = bench_now() - b;
        if (okb) maze_solution_clear(&s);
        maze_tour t;
        double a = bench_now();
        int rc = maze_tour_find(&t, &g, 0, rows[i].method);
        double ta = bench_now() - a;
        if (rc != 0)
            fprintf(report, "| %s | %ld | failed | | | %.3f | %.4f | |\n", rows[i].what,
                    grid_cells(&g), ta, tb);
        else {
            fprintf(report, "| %s | %ld | %ld | %ld | %.3f | %.4f | %.4f | %.1f |\n", rows[i].what,
                    t.cells, t.length, t.lower_bound,
                    t.lower_bound > 0 ? (double)t.length / (double)t.lower_bound : 1.0, ta, tb,
                    tb > 0 ? ta / tb : 0);
            maze_tour_clear(&t);
        }
        grid_clear(&g);
    }
    fprintf(report, "\n");
}
