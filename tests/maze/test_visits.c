/* test_visits.c - the visiting order of every solver (maze_solve_traced):
 * the traced solve gives maze_solve's very solution; every path cell is
 * entered and none filled; the walkers' entries are a walk through open
 * passages (one move apart) that covers exactly the cells they saw; the
 * searches enter each cell once, next to a cell entered before, breadth-first
 * ones in nondecreasing distance (recomputed here by a plain relaxation) and
 * A* in nondecreasing f = distance + Manhattan distance (its heuristic is
 * consistent, so the cells it closes come in that order); dead-end filling
 * fills only cells with at most one unfilled neighbour; the filled sets are
 * the solvers' own.  Random mazes from every generator, braided, one-way and
 * on the torus; the seed is printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/maze.h"
#include "maze_tests.h"
#include "test.h"

/* Distances by relaxation until nothing changes (forward: from src along
 * the moves; backward: to src against them); -1 unreachable. */
static void ref_dist(long *dist, const grid *g, long src, int backward) {
    long n = grid_cells(g);
    for (long x = 0; x < n; x++) dist[x] = -1;
    dist[src] = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (long x = 0; x < n; x++)
            for (int d = 0; d < 4; d++) {
                long y = grid_move(g, x, d);
                if (y < 0) continue;
                long from = backward ? y : x, to = backward ? x : y;
                if (dist[from] >= 0 && (dist[to] < 0 || dist[to] > dist[from] + 1)) {
                    dist[to] = dist[from] + 1;
                    changed = 1;
                }
            }
    }
}

static int adjacent(const grid *g, long x, long y) {
    for (int d = 0; d < 4; d++)
        if (grid_move(g, x, d) == y) return 1;
    return 0;
}

static int is_walker(int m) {
    return m == MAZE_RANDOM_WALK || m == MAZE_LEFT_HAND || m == MAZE_RIGHT_HAND ||
           m == MAZE_SWITCH_HAND || m == MAZE_LRU || m == MAZE_LRU_RENUMBER || m == MAZE_TREMAUX ||
           m == MAZE_TREMAUX_ALL || m == MAZE_CHEESE || m == MAZE_PLEDGE || m == MAZE_CHAIN;
}

static int two_way(const grid *g) {
    for (long x = 0; x < grid_cells(g); x++)
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y >= 0 && !adjacent(g, y, x)) return 0;
        }
    return 1;
}

/* Every property above for method m on g; what names the case on failure. */
static void check_trace(const grid *g, int m, uint64_t seed, const char *what) {
    long n = grid_cells(g);
    maze_solve_options o;
    maze_solve_options_init(&o);
    o.seed = seed;
    o.max_steps = 200 * (uint64_t)n + 200;
    maze_solution s, t;
    CHECK_INT(maze_solve(&s, g, m, &o), 0);
    maze_visits v;
    memset(&v, 0, sizeof v);
    CHECK_INT(maze_solve_traced(&t, &v, g, m, &o), 0);
    const char *mn = maze_method_name(m);
    /* the same solution */
    CHECK_MSG(t.solved == s.solved && t.path_len == s.path_len && t.length == s.length &&
                  t.visited == s.visited && t.steps == s.steps && t.count == s.count,
              "%s on %s: traced solve differs", mn, what);
    for (long i = 0; i < s.path_len && i < t.path_len; i++)
        CHECK_MSG(t.path[i] == s.path[i], "%s on %s: path differs at %ld", mn, what, i);
    for (long x = 0; x < n; x++) CHECK(!s.seen == !t.seen || (s.seen && t.seen[x] == s.seen[x]));
    CHECK_MSG(!v.truncated, "%s on %s: truncated", mn, what);
    uint8_t *entered = calloc((size_t)n, 1), *filled = calloc((size_t)n, 1);
    long *ds = malloc((size_t)n * sizeof *ds), *dg = malloc((size_t)n * sizeof *dg);
    ref_dist(ds, g, g->start, 0);
    ref_dist(dg, g, g->goal, 1);
    long enters = 0, probes = 0, last = -1, lastkey = -1;
    int wrap = 0;
    for (long r = 0; r < g->rows; r++)
        wrap |= grid_border(g, r * g->cols, GRID_W) == GRID_BORDER_WRAP ||
                grid_border(g, r * g->cols + g->cols - 1, GRID_E) == GRID_BORDER_WRAP;
    for (long c = 0; c < g->cols; c++)
        wrap |= grid_border(g, c, GRID_N) == GRID_BORDER_WRAP ||
                grid_border(g, (g->rows - 1) * g->cols + c, GRID_S) == GRID_BORDER_WRAP;
    int searches_once = !is_walker(m);
    long gr = g->goal / g->cols, gc = g->goal % g->cols;
    for (long i = 0; i < v.len; i++) {
        long x = v.v[i].cell;
        int e = v.v[i].event;
        CHECK_MSG(x >= 0 && x < n && e >= MAZE_VISIT_ENTER && e <= MAZE_VISIT_FILL,
                  "%s on %s: event %ld is (%ld, %d)", mn, what, i, x, e);
        if (x < 0 || x >= n) break;
        if (e == MAZE_VISIT_PROBE) {
            probes++;
            if (m == MAZE_ALL_SHORTEST) { /* the backward flood: distance to the goal */
                CHECK_MSG(enters == 0 && dg[x] >= 0 && (probes == 1 || dg[x] >= lastkey),
                          "all-shortest on %s: probe %ld at distance %ld after %ld", what, i, dg[x],
                          lastkey);
                lastkey = dg[x];
            }
            continue;
        }
        if (e == MAZE_VISIT_FILL) {
            CHECK_MSG(!filled[x], "%s on %s: (%ld) filled twice", mn, what, x);
            if (m == MAZE_DEAD_END_FILL && two_way(g)) { /* a dead end when filled */
                int open = 0;
                for (int d = 0; d < 4; d++) {
                    long y = grid_move(g, x, d);
                    open += y >= 0 && y != x && !filled[y];
                }
                CHECK_MSG(open <= 1 && x != g->start && x != g->goal,
                          "dead-end-fill on %s: (%ld) filled with %d ways out", what, x, open);
            }
            filled[x] = 1;
            continue;
        }
        /* an entry */
        if (enters == 0) {
            CHECK_MSG(x == (m == MAZE_BFS_GOAL ? g->goal : g->start),
                      "%s on %s: the first entry is %ld", mn, what, x);
            if (m == MAZE_ALL_SHORTEST) lastkey = -1;
        } else if (is_walker(m)) {
            CHECK_MSG(adjacent(g, last, x), "%s on %s: entry %ld (%ld) is no move from %ld", mn,
                      what, i, x, last);
        } else if (!(m == MAZE_BLIND_ALLEY_FILL && enters == 1 && x == g->goal)) {
            /* a search: next to a cell it has entered before */
            int near = 0;
            for (long y = 0; y < n && !near; y++)
                if (entered[y]) near = m == MAZE_BFS_GOAL ? adjacent(g, x, y) : adjacent(g, y, x);
            CHECK_MSG(near, "%s on %s: entry %ld (%ld) is next to no cell entered before", mn, what,
                      i, x);
        }
        if (searches_once) CHECK_MSG(!entered[x], "%s on %s: (%ld) entered twice", mn, what, x);
        long key = -1; /* what a breadth-first or best-first order keeps nondecreasing */
        if (m == MAZE_BFS || m == MAZE_COLLISION || m == MAZE_ALL_SHORTEST)
            key = ds[x];
        else if (m == MAZE_BFS_GOAL)
            key = dg[x];
        else if (m == MAZE_ASTAR && !wrap)
            key = ds[x] + labs(x / g->cols - gr) + labs(x % g->cols - gc);
        if (key >= 0 || m == MAZE_BFS || m == MAZE_BFS_GOAL) {
            CHECK_MSG(key >= 0 && key >= lastkey, "%s on %s: entry %ld (%ld) has key %ld after %ld",
                      mn, what, i, x, key, lastkey);
            lastkey = key;
        }
        entered[x] = 1;
        enters++;
        last = x;
    }
    /* every path cell entered, none filled */
    for (long i = 0; t.solved && i < t.path_len; i++)
        CHECK_MSG(entered[t.path[i]] && !filled[t.path[i]], "%s on %s: path cell %ld", mn, what,
                  t.path[i]);
    /* the walkers saw exactly the cells they entered, one move per step */
    if (is_walker(m)) {
        for (long x = 0; x < n; x++)
            CHECK_MSG(!entered[x] == !t.seen[x], "%s on %s: cell %ld seen %d entered %d", mn, what,
                      x, t.seen[x], entered[x]);
        if (m != MAZE_CHAIN)
            CHECK_MSG((uint64_t)(enters - 1) == t.steps && probes == 0,
                      "%s on %s: %ld entries, %ld probes, %llu steps", mn, what, enters, probes,
                      (unsigned long long)t.steps);
        else /* steps: the walker's moves along the line plus the robots' moves (the
                probes); the walker then also retraces the winning robot's way */
            CHECK_MSG((uint64_t)probes <= t.steps && t.steps <= (uint64_t)(enters - 1 + probes),
                      "chain on %s: %ld entries, %ld probes, %llu steps", what, enters, probes,
                      (unsigned long long)t.steps);
    }
    if (m == MAZE_BFS || m == MAZE_BFS_GOAL)
        for (long x = 0; x < n; x++) CHECK(!entered[x] == !t.seen[x]);
    if (m == MAZE_DEAD_END_FILL || m == MAZE_CUL_DE_SAC_FILL || m == MAZE_BLIND_ALLEY_FILL)
        for (long x = 0; x < n; x++)
            CHECK_MSG(!filled[x] == !t.seen[x], "%s on %s: cell %ld filled %d, solver %d", mn, what,
                      x, filled[x], t.seen[x]);
    if (m == MAZE_COLLISION)
        for (long x = 0; x < n; x++) CHECK(filled[x] == (ds[x] >= 0 && t.seen[x]));
    free(entered);
    free(filled);
    free(ds);
    free(dg);
    maze_visits_clear(&v);
    maze_solution_clear(&s);
    maze_solution_clear(&t);
}

TEST(trace_every_solver_random_mazes) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0x7ace);
    long iters = test_iterations(24);
    for (long it = 0; it < iters; it++) {
        grid g;
        long rows = 1 + (long)cgt_rng_below(&rng, 9), cols = 1 + (long)cgt_rng_below(&rng, 9);
        int kind = (int)(it % 4); /* perfect, braided, one-way, torus */
        if (kind == 3)
            CHECK_INT(maze_generate_torus(&g, rows, cols, cgt_rng_next(&rng)), 0);
        else
            CHECK_INT(maze_generate(&g, (int)cgt_rng_below(&rng, MAZE_ALGO_COUNT), rows, cols,
                                    cgt_rng_next(&rng)),
                      0);
        if (kind >= 1 && kind <= 2) maze_braid(&g, 0.6, cgt_rng_next(&rng));
        if (kind == 2) maze_make_oneway(&g, 0.5, cgt_rng_next(&rng));
        long n = grid_cells(&g);
        if (it % 3 == 1) { /* start and goal anywhere */
            g.start = (long)cgt_rng_below(&rng, (uint64_t)n);
            g.goal = (long)cgt_rng_below(&rng, (uint64_t)n);
        }
        char what[96];
        snprintf(what, sizeof what, "iteration %ld (%ldx%ld, kind %d, seed %llu)", it, cols, rows,
                 kind, (unsigned long long)seed);
        for (int m = 0; m < MAZE_METHOD_COUNT; m++) check_trace(&g, m, seed + (uint64_t)it, what);
        grid_clear(&g);
    }
}

/* A hand-drawn maze whose traces are known in full. */
TEST(trace_small_known) {
    const char *t = "+---+---+---+\n"
                    "| S         |\n"
                    "+   +---+   +\n"
                    "|   |     G |\n"
                    "+---+---+---+\n";
    grid g;
    CHECK_INT(grid_read(&g, t, strlen(t)), 0);
    maze_solution s;
    maze_visits v;
    memset(&v, 0, sizeof v);
    /* cells 0 1 2 on the top row, 3 4 5 below; breadth-first from 0 labels
     * 1 (east) and 3 (south), then 2, then the goal 5 and stops: 4 is never
     * labelled */
    CHECK_INT(maze_solve_traced(&s, &v, &g, MAZE_BFS, NULL), 0);
    static const long bfs[] = {0, 1, 3, 2, 5};
    CHECK_INT(v.len, 5);
    for (long i = 0; i < v.len && i < 5; i++) {
        CHECK_INT(v.v[i].cell, bfs[i]);
        CHECK_INT(v.v[i].event, MAZE_VISIT_ENTER);
    }
    maze_solution_clear(&s);
    /* dead-end filling: the dead ends 3 and 4 (the last found is filled
     * first), then the search through the rest enters 0 1 2 and the goal 5 */
    CHECK_INT(maze_solve_traced(&s, &v, &g, MAZE_DEAD_END_FILL, NULL), 0);
    static const long de[] = {4, 3, 0, 1, 2, 5};
    CHECK_INT(v.len, 6);
    for (long i = 0; i < v.len && i < 6; i++) CHECK_INT(v.v[i].cell, de[i]);
    CHECK_INT(v.v[0].event, MAZE_VISIT_FILL);
    CHECK_INT(v.v[1].event, MAZE_VISIT_FILL);
    CHECK_INT(v.v[2].event, MAZE_VISIT_ENTER);
    CHECK_STR(maze_visit_name(v.v[0].event), "fill");
    maze_solution_clear(&s);
    /* the bound: three events kept, the rest counted as truncation, the
     * solution unchanged */
    v.max = 3;
    CHECK_INT(maze_solve_traced(&s, &v, &g, MAZE_LEFT_HAND, NULL), 0);
    CHECK_INT(v.len, 3);
    CHECK_INT(v.truncated, 1);
    CHECK(s.solved && maze_test_path_ok(&g, &s));
    maze_solution_clear(&s);
    maze_visits_clear(&v);
    grid_clear(&g);
}

/* The animated picture: one hidden cell per event, shown at nondecreasing
 * times within the duration, in the trace's order and colours, then the path;
 * the walls of the plain picture drawn last (over the cells). */
TEST(trace_animated_svg) {
    grid g;
    CHECK_INT(maze_generate(&g, MAZE_KRUSKAL, 5, 7, 3), 0);
    maze_solution s;
    maze_visits v;
    memset(&v, 0, sizeof v);
    CHECK_INT(maze_solve_traced(&s, &v, &g, MAZE_DEAD_END_FILL, NULL), 0);
    char *svg = maze_render_svg_animated(&g, &s, &v, 16, 4.0);
    char *plain = maze_render_svg(&g, NULL, 16);
    const char *walls = strstr(plain, "<path stroke=\"black\"");
    CHECK(walls && strstr(svg, walls) && strlen(strstr(svg, walls)) == strlen(walls));
    long k = 0;
    double last = -1;
    for (const char *p = svg; (p = strstr(p, "visibility=\"hidden\"")); p++, k++) {
        if (k >= v.len) break;
        char want[96];
        snprintf(want, sizeof want, "<rect x=\"%ld\" y=\"%ld\"", (v.v[k].cell % g.cols) * 16,
                 (v.v[k].cell / g.cols) * 16);
        const char *r = p;
        while (r > svg && strncmp(r, "<rect", 5)) r--;
        CHECK_MSG(strncmp(r, want, strlen(want)) == 0, "event %ld drawn at the wrong cell", k);
        CHECK(strstr(r, v.v[k].event == MAZE_VISIT_FILL ? "#9e9e9e" : "#90caf9") < p);
        double t = atof(strstr(p, "begin=\"") + 7);
        CHECK(t >= last && t < 4.0);
        last = t;
    }
    CHECK_INT(k, v.len);
    CHECK(strstr(svg, "attributeName=\"stroke-dashoffset\"") != NULL);
    CHECK(strstr(svg, "begin=\"4.000s\" dur=\"1s\"") != NULL);
    cgt_free(svg);
    cgt_free(plain);
    maze_visits_clear(&v);
    maze_solution_clear(&s);
    grid_clear(&g);
}
