/* maze.c - maze benchmarks: the Daedalus 3.5 figures of issue 7 (4000x4000
 * generation and solving), 10,000 x 10,000 generate + solve, and cells per
 * second for every generator and solver.  A one-byte-per-cell memory pass is
 * timed in the same run as the baseline for the machine's speed. */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "cgt/maze.h"

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* What to time after generating: 0 nothing, 1 BFS, 2 dead-end filling.
 * Wall time is returned, CPU time (this process) put in *cpu. */
static double time_one(int algo, long side, int solve, uint64_t seed, int *ok, double *cpu) {
    double t0 = bench_now(), c0 = cpu_now();
    grid g;
    *ok = maze_generate(&g, algo, side, side, seed) == 0;
    if (*ok && solve) {
        maze_solution s;
        *ok = maze_solve(&s, &g, solve == 1 ? MAZE_BFS : MAZE_DEAD_END_FILL, NULL) == 0 && s.solved;
        maze_solution_clear(&s);
    }
    double t = bench_now() - t0;
    if (cpu) *cpu = cpu_now() - c0;
    if (*ok) grid_clear(&g);
    return t;
}

/* Medians of `runs` (at most 5) runs: wall time returned, CPU time in *cpu. */
static double median_of(int runs, int algo, long side, int solve, int *ok, double *cpu) {
    double t[5], c[5];
    for (int i = 0; i < runs; i++) t[i] = time_one(algo, side, solve, (uint64_t)(i + 1), ok, &c[i]);
    qsort(t, (size_t)runs, sizeof *t, cmp_double);
    qsort(c, (size_t)runs, sizeof *c, cmp_double);
    *cpu = c[runs / 2];
    return t[runs / 2];
}

/* The baseline: a textbook recursive backtracker written against the public
 * grid API only (grid_neighbor, grid_set_open, an explicit stack of cells and
 * cgt_rng_below), as a first implementation would be. */
static double baseline(long side) {
    double t0 = bench_now();
    grid g;
    grid_init(&g, side, side);
    long n = side * side, top = 0;
    long *stack = malloc((size_t)n * sizeof *stack);
    unsigned char *seen = calloc((size_t)n, 1);
    cgt_rng rng;
    cgt_rng_seed(&rng, 1);
    stack[top++] = 0;
    seen[0] = 1;
    while (top > 0) {
        long cell = stack[top - 1];
        int cand[4], k = 0;
        for (int d = 0; d < 4; d++) {
            long y = grid_neighbor(&g, cell, d);
            if (y >= 0 && !seen[y]) cand[k++] = d;
        }
        if (!k) {
            top--;
            continue;
        }
        int d = cand[cgt_rng_below(&rng, (uint64_t)k)];
        grid_set_open(&g, cell, d, 1);
        long y = grid_neighbor(&g, cell, d);
        seen[y] = 1;
        stack[top++] = y;
    }
    free(stack);
    free(seen);
    grid_clear(&g);
    return bench_now() - t0;
}

BENCH(maze_daedalus, 70) {
    double loads[1] = {0};
    if (getloadavg(loads, 1) < 1) loads[0] = -1;
    double load = loads[0];
    long ncores = sysconf(_SC_NPROCESSORS_ONLN);
    struct {
        const char *what;
        int algo, solve, runs;
        long side;
        double daedalus;
    } rows[] = {
        {"backtracker 4000x4000", MAZE_BACKTRACKER, 0, 3, 4000, 1.16},
        {"backtracker + shortest path (BFS)", MAZE_BACKTRACKER, 1, 3, 4000, 1.68},
        {"backtracker + dead-end filling", MAZE_BACKTRACKER, 2, 3, 4000, 2.13},
        {"Eller 4000x4000", MAZE_ELLER, 0, 3, 4000, 0.83},
        {"Kruskal 4000x4000", MAZE_KRUSKAL, 0, 3, 4000, 8.8},
        {"Wilson 4000x4000", MAZE_WILSON, 0, 3, 4000, 6.8},
        {"Aldous-Broder 4000x4000", MAZE_ALDOUS_BRODER, 0, 1, 4000, 38.7},
        {"backtracker 1000x1000", MAZE_BACKTRACKER, 0, 5, 1000, 0.10},
    };
    double base = baseline(4000);
    fprintf(report, "## Mazes: the Daedalus 3.5 figures (issue 7)\n\n");
    fprintf(report,
            "Median of several runs in this process (generation, and the solving named) in "
            "wall time and in CPU time, against Daedalus 3.5's whole-process times on this "
            "machine kind.  The goal is 4x faster (the target column); **met** is yes when the "
            "wall time meets it, and \"in CPU time\" when only the CPU time does: other work "
            "on the shared machine inflates wall times (compare the load below).  "
            "Walls take under 2 bits per cell (one bit per interior segment); the "
            "backtracker adds one byte per cell and a stack of 4-byte cells, BFS and dead-end "
            "filling one byte per cell (doors, label, parent direction) and a queue.  "
            "Baseline in the same run: a textbook backtracker written against the public grid "
            "API (explicit stack, grid_set_open) makes a 4000x4000 maze in %.3f s.  "
            "Load average when the run started: %.2f on %ld cores.\n\n",
            base, load, ncores);
    fprintf(report, "| task | cgt wall (s) | cgt CPU (s) | Daedalus (s) | target (s) | "
                    "speed-up (wall) | speed-up (CPU) | met |\n");
    fprintf(report, "|---|---:|---:|---:|---:|---:|---:|---|\n");
    for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
        int ok = 0;
        double cpu = 0;
        double t = median_of(rows[i].runs, rows[i].algo, rows[i].side, rows[i].solve, &ok, &cpu);
        fprintf(report, "| %s | %.3f | %.3f | %.2f | %.3f | %.1fx | %.1fx | %s |\n", rows[i].what,
                t, cpu, rows[i].daedalus, rows[i].daedalus / 4, rows[i].daedalus / t,
                rows[i].daedalus / cpu,
                !ok                           ? "FAILED"
                : t <= rows[i].daedalus / 4   ? "yes"
                : cpu <= rows[i].daedalus / 4 ? "in CPU time"
                                              : "no");
    }
    grid g;
    maze_generate(&g, MAZE_BINARY_TREE, 4000, 4000, 1);
    double bits = (double)(4000L * 3999L * 2) / (4000.0 * 4000.0);
    grid_clear(&g);
    fprintf(report,
            "\nWall data: %.4f bits per cell (interior segments), plus 1 byte per border "
            "segment.\n\n",
            bits);
    double cpu = 0;
    double w1 =
        bench_process("maze generate --algo backtracker --size 4000x4000 --seed 1", 3, &cpu);
    if (w1 >= 0) {
        fprintf(report,
                "Whole process (`cgt maze generate --algo backtracker --size 4000x4000 --seed 1 "
                ">/dev/null`: start, generate, write 128 MB of ASCII, exit), median of 3: "
                "%.3f s wall, %.3f s CPU (target 0.290 s; %.1fx / %.1fx Daedalus's 1.16 s).  "
                "The generate-and-solve command and the binary format are measured in the "
                "next section.\n\n",
                w1, cpu, 1.16 / w1, 1.16 / cpu);
    }
}

BENCH(maze_huge, 71) {
    const long side = 10000;
    fprintf(report, "## Mazes: 10,000 x 10,000 generate + BFS solve\n\n");
    fprintf(report,
            "| generator | generate (s) | BFS solve (s) | path length | cells/s (generate) |\n");
    fprintf(report, "|---|---:|---:|---:|---:|\n");
    int algos[] = {MAZE_BACKTRACKER, MAZE_ELLER, MAZE_KRUSKAL};
    for (int i = 0; i < 3; i++) {
        double t0 = bench_now();
        grid g;
        if (maze_generate(&g, algos[i], side, side, 1) < 0) {
            fprintf(report, "| %s | failed: %s | | | |\n", maze_algo_name(algos[i]),
                    cgt_error_message());
            continue;
        }
        double tg = bench_now() - t0;
        t0 = bench_now();
        maze_solution s;
        maze_solve(&s, &g, MAZE_BFS, NULL);
        double ts = bench_now() - t0;
        fprintf(report, "| %s | %.2f | %.2f | %ld | %.3g |\n", maze_algo_name(algos[i]), tg, ts,
                s.length, (double)side * side / tg);
        maze_solution_clear(&s);
        grid_clear(&g);
    }
    fprintf(report, "\n");
}

BENCH(maze_rates, 72) {
    fprintf(report, "## Mazes: cells per second\n\n");
    fprintf(report, "Every generator on a 1000x1000 board (one run, seed 1):\n\n");
    fprintf(report, "| generator | time (s) | cells/s |\n|---|---:|---:|\n");
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        int ok = 0;
        double t = time_one(a, 1000, 0, 1, &ok, NULL);
        fprintf(report, "| %s | %.3f | %.3g |\n", maze_algo_name(a), t, 1e6 / t);
    }
    const long side = 200, small = 60;
    fprintf(report,
            "\nEvery solver on a %ldx%ld backtracker maze (seed 1), except the random walk and "
            "the cheese diffusion (whose cost is cells x time units) on a %ldx%ld one; cells/s = "
            "cells of the maze / time:\n\n",
            side, side, small, small);
    fprintf(report, "| method | maze | solved | length | visited | steps | time (s) | cells/s |\n");
    fprintf(report, "|---|---|---|---:|---:|---:|---:|---:|\n");
    grid g, gs;
    maze_generate(&g, MAZE_BACKTRACKER, side, side, 1);
    maze_generate(&gs, MAZE_BACKTRACKER, small, small, 1);
    for (int m = 0; m < MAZE_METHOD_COUNT; m++) {
        const grid *mg = m == MAZE_CHEESE || m == MAZE_RANDOM_WALK ? &gs : &g;
        maze_solve_options o;
        maze_solve_options_init(&o);
        double t0 = bench_now();
        maze_solution s;
        maze_solve(&s, mg, m, &o);
        double t = bench_now() - t0;
        fprintf(report, "| %s | %ldx%ld | %s | %ld | %ld | %llu | %.4f | %.3g |\n",
                maze_method_name(m), mg->cols, mg->rows, s.solved ? "yes" : "no", s.length,
                s.visited, (unsigned long long)s.steps, t, (double)grid_cells(mg) / t);
        maze_solution_clear(&s);
    }
    grid_clear(&gs);
    grid_clear(&g);
    fprintf(report, "\n");
}

/* ns per cell of every generator as the board grows (issue 20: "their ns per
 * cell rise with size from cache misses"; every generator linear in the
 * number of cells).  One run each, CPU time of this process; the backtracker
 * (a walk whose working set is the cells next to it) is the baseline whose
 * curve shows what the machine gives a generator with locality. */
BENCH(maze_growth, 72) {
    static const long sides[] = {250, 1000, 4000, 8000};
    int nsides = bench_quick() ? 2 : 4;
    /* 8000x8000 is 64 M cells: Kruskal's segments, parents and buckets take
     * about 14 bytes a cell; run it only with 2 GB to spare */
    long pages = sysconf(_SC_AVPHYS_PAGES), psize = sysconf(_SC_PAGESIZE);
    int big_ok = pages > 0 && psize > 0 && (double)pages * (double)psize > 2.0e9;
    fprintf(report, "## Mazes: ns per cell as the board grows (issue 20)\n\n");
    fprintf(report,
            "Every generator on square boards, one run each (seed 1), CPU time of the "
            "generation in ns per cell; growth is the 8000x8000 (or largest) figure over the "
            "1000x1000 one, 1.0 for a flat curve.  Baseline in the same run: the backtracker "
            "row (its working set is the cells next to the walk, so its curve shows what the "
            "machine gives a generator with locality).  Wilson's expected steps are the mean "
            "hitting time of the walk, about log cells a cell on the grid (5.0, 8.5 and 11.8 "
            "steps a cell at 250x250, 1000x1000 and 4000x4000), so its ns per cell grows like "
            "log cells even at a flat ns per step; Aldous-Broder's grow like cells x log^2 "
            "cells (the cover time), so it is not run at 8000x8000.%s\n\n",
            big_ok || nsides < 4 ? "" : "  (8000x8000 not run: under 2 GB of memory free.)");
    fprintf(report, "| generator |");
    for (int i = 0; i < nsides; i++) fprintf(report, " %ldx%ld |", sides[i], sides[i]);
    fprintf(report, " growth |\n|---|");
    for (int i = 0; i < nsides; i++) fprintf(report, "---:|");
    fprintf(report, "---:|\n");
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        fprintf(report, "| %s |", maze_algo_name(a));
        double at1000 = 0, last = 0;
        for (int i = 0; i < nsides; i++) {
            long side = sides[i];
            if (side > 4000 && (!big_ok || a == MAZE_ALDOUS_BRODER)) {
                fprintf(report, " |");
                continue;
            }
            int ok = 0;
            double cpu = 0;
            time_one(a, side, 0, 1, &ok, &cpu);
            double ns = 1e9 * cpu / ((double)side * (double)side);
            if (!ok) {
                fprintf(report, " failed |");
                continue;
            }
            fprintf(report, " %.1f |", ns);
            if (side == 1000) at1000 = ns;
            last = ns;
        }
        if (at1000 > 0 && last > 0)
            fprintf(report, " %.2f |\n", last / at1000);
        else
            fprintf(report, " |\n");
    }
    fprintf(report, "\n");
}

/* The textbook hunt-and-kill, as cgt had it before the frontier set: each
 * hunt scans from the first unvisited cell in reading order (cells^1.5). */
static double scan_hunt_and_kill(long side) {
    double t0 = bench_now();
    grid g;
    grid_init(&g, side, side);
    long n = side * side, hunt = 0;
    unsigned char *seen = calloc((size_t)n, 1);
    cgt_rng rng;
    cgt_rng_seed(&rng, 1);
    long cell = (long)cgt_rng_below(&rng, (uint64_t)n); /* a random start, as cgt's */
    seen[cell] = 1;
    for (;;) {
        int cand[4], k = 0;
        for (int d = 0; d < 4; d++) {
            long y = grid_neighbor(&g, cell, d);
            if (y >= 0 && !seen[y]) cand[k++] = d;
        }
        if (k) {
            int d = cand[cgt_rng_below(&rng, (uint64_t)k)];
            grid_set_open(&g, cell, d, 1);
            cell = grid_neighbor(&g, cell, d);
            seen[cell] = 1;
            continue;
        }
        while (hunt < n && seen[hunt]) hunt++;
        long found = -1;
        for (long x = hunt; x < n && found < 0; x++) {
            if (seen[x]) continue;
            for (int d = 0; d < 4; d++) {
                long y = grid_neighbor(&g, x, d);
                if (y >= 0 && seen[y]) {
                    grid_set_open(&g, x, d, 1);
                    seen[x] = 1;
                    found = x;
                    break;
                }
            }
        }
        if (found < 0) break;
        cell = found;
    }
    free(seen);
    grid_clear(&g);
    return bench_now() - t0;
}

/* Hunt-and-kill against the scanning baseline: a section of its own, beside
 * another (both sides in this process under the same conditions), so that
 * only the pipelines below run alone. */
BENCH(maze_hunt_and_kill, 72) {
    fprintf(report, "## Mazes: hunt-and-kill (issue 20)\n\n");
    fprintf(report,
            "Hunt-and-kill finds its next hunt cell in a bit set of the frontier (unvisited "
            "cells next to visited ones) with summary levels, instead of rescanning rows from "
            "the first unvisited cell.  Baseline in the same run: the scanning version (the "
            "textbook algorithm, as cgt had it).  ns/cell should stay flat as the maze grows.\n\n");
    fprintf(report, "| size | cgt (s) | cgt ns/cell | scanning baseline (s) | baseline ns/cell | "
                    "speed-up |\n|---|---:|---:|---:|---:|---:|\n");
    const long sides[] = {1000, 2000, 4000, 8000};
    for (size_t i = 0; i < sizeof sides / sizeof *sides; i++) {
        long side = sides[i];
        double t0 = bench_now();
        grid g;
        maze_generate(&g, MAZE_HUNT_AND_KILL, side, side, 1);
        double t = bench_now() - t0;
        grid_clear(&g);
        double cells = (double)side * (double)side;
        if (side <= 4000) {
            double b = scan_hunt_and_kill(side);
            fprintf(report, "| %ldx%ld | %.3f | %.0f | %.3f | %.0f | %.1fx |\n", side, side, t,
                    1e9 * t / cells, b, 1e9 * b / cells, b / t);
        } else {
            fprintf(report, "| %ldx%ld | %.3f | %.0f | (not run: minutes) | | |\n", side, side, t,
                    1e9 * t / cells);
        }
    }
    fprintf(report, "\n");
}

BENCH(maze_formats, 72) {
    fprintf(report, "## Mazes: the binary format, generate-and-solve (issue 20)\n\n");
    fprintf(report,
            "Whole processes on a 4000x4000 backtracker maze (median of 3, wall and CPU of "
            "all processes): the ASCII pipeline pushes 128 MB through the pipe, the binary one "
            "4 MB, and `--solve` none.\n\n| command | wall (s) | CPU (s) | vs ASCII pipe (wall) |\n"
            "|---|---:|---:|---:|\n");
    const char *cmds[] = {
        "maze generate --algo backtracker --size 4000x4000 | \"$CGT\" maze solve - --method bfs",
        ("maze generate --algo backtracker --size 4000x4000 --format binary | \"$CGT\" maze solve "
         "- --method bfs"),
        "maze generate --algo backtracker --size 4000x4000 --solve bfs"};
    double ascii = 0;
    for (int i = 0; i < 3; i++) {
        char dir[4096], args[8192];
        ssize_t n = readlink("/proc/self/exe", dir, sizeof dir - 1);
        if (n <= 0) return;
        dir[n] = 0;
        char *slash = strrchr(dir, '/');
        if (!slash) return;
        *slash = 0;
        char env[4200];
        snprintf(env, sizeof env, "%s/cgt", dir);
        setenv("CGT", env, 1);
        snprintf(args, sizeof args, "%s", cmds[i]);
        double cpu = 0, w = bench_process(args, 3, &cpu);
        if (w < 0) return;
        if (i == 0) ascii = w;
        char shown[512];
        size_t k = 0;
        for (const char *c = cmds[i]; *c && k + 3 < sizeof shown; c++) {
            if (*c == '|') shown[k++] = '\\'; /* a pipe inside a table cell */
            shown[k++] = *c;
        }
        shown[k] = 0;
        fprintf(report, "| `cgt %s` | %.3f | %.3f | %.2fx |\n", shown, w, cpu, ascii / w);
    }
    fprintf(report, "\n");
}

/* The solvers of issue 15 (Pullen's catalogue) on 4000x4000 mazes, against
 * breadth-first search on the same maze in the same run: a perfect
 * backtracker maze and the same maze braided (half its dead ends opened). */
BENCH(maze_more_solvers, 73) {
    const long side = 4000;
    fprintf(report, "## Mazes: Pledge, chain, collision, fillers, all shortest paths\n\n");
    fprintf(report,
            "A %ldx%ld backtracker maze (seed 1), start top-left, goal bottom-right, and the "
            "same maze braided 0.5; each method against BFS on the same maze in this run "
            "(one run each; ratio = time / BFS time).\n\n",
            side, side);
    fprintf(report, "| maze | method | solved | length | visited | steps | time (s) | x BFS |\n");
    fprintf(report, "|---|---|---|---:|---:|---:|---:|---:|\n");
    static const int methods[] = {MAZE_BFS,         MAZE_PLEDGE,          MAZE_CHAIN,
                                  MAZE_COLLISION,   MAZE_CUL_DE_SAC_FILL, MAZE_BLIND_ALLEY_FILL,
                                  MAZE_ALL_SHORTEST};
    for (int braid = 0; braid < 2; braid++) {
        grid g;
        if (maze_generate(&g, MAZE_BACKTRACKER, side, side, 1) < 0) {
            fprintf(report, "| failed: %s |\n", cgt_error_message());
            return;
        }
        if (braid) maze_braid(&g, 0.5, 1);
        double tbfs = 0;
        for (size_t i = 0; i < sizeof methods / sizeof *methods; i++) {
            maze_solution s;
            double t0 = bench_now();
            int rc = maze_solve(&s, &g, methods[i], NULL);
            double t = bench_now() - t0;
            if (i == 0) tbfs = t;
            fprintf(report, "| %s | %s | %s | %ld | %ld | %llu | %.3f | %.1f |\n",
                    braid ? "braided 0.5" : "perfect", maze_method_name(methods[i]),
                    rc < 0     ? "error"
                    : s.solved ? "yes"
                               : "no",
                    s.length, s.visited, (unsigned long long)s.steps, t, tbfs > 0 ? t / tbfs : 0);
            if (rc == 0) maze_solution_clear(&s);
        }
        grid_clear(&g);
    }
    fprintf(report, "\n");
}
