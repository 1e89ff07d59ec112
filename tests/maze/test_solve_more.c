/* test_solve_more.c - the Pledge and chain walkers, the collision solver, the
 * cul-de-sac and blind-alley fillers and all shortest paths, against
 * references written here from the definitions (W. D. Pullen, "Think
 * Labyrinth: Maze Algorithms"; the Pledge algorithm as in H. Abelson and
 * A. diSessa, "Turtle Geometry", 1980):
 *  - every path found is a path of the maze from start to goal;
 *  - the cells on some path without repeated cells (blind-alley filler), on
 *    some shortest path and their number (collision, all-shortest) by
 *    enumerating every simple path of small mazes;
 *  - the cul-de-sac filler by removing each door in turn and looking at what
 *    the start can no longer reach;
 *  - on perfect mazes each filler leaves exactly the one solution.
 * Mazes are random (seed printed by the harness), with loops, wrap-around
 * passages and one-way doors. */
#include <stdlib.h>
#include <string.h>

#include "cgt/maze.h"
#include "maze_tests.h"
#include "test.h"

#define path_ok maze_test_path_ok

static int solve(maze_solution *s, const grid *g, int m) {
    CHECK_INT(maze_solve(s, g, m, NULL), 0);
    return s->solved;
}

/* ---- the reference: every simple path from start to goal ----------------- */
typedef struct enum_state {
    const grid *g;
    uint8_t *on;     /* on the current path */
    long *path, len; /* current path */
    uint8_t *simple; /* cells on some simple path */
    uint8_t *best;   /* cells on some shortest path */
    long shortest;   /* moves */
    uint64_t nshort; /* number of shortest paths */
} enum_state;

static void enum_paths(enum_state *e, long x) {
    if (x == e->g->goal) {
        for (long i = 0; i < e->len; i++) e->simple[e->path[i]] = 1;
        long moves = e->len - 1;
        if (e->shortest < 0 || moves < e->shortest) {
            e->shortest = moves;
            e->nshort = 0;
            memset(e->best, 0, (size_t)grid_cells(e->g));
        }
        if (moves == e->shortest) {
            e->nshort++;
            for (long i = 0; i < e->len; i++) e->best[e->path[i]] = 1;
        }
        return;
    }
    for (int d = 0; d < 4; d++) {
        long y = grid_move(e->g, x, d);
        if (y < 0 || e->on[y]) continue;
        e->on[y] = 1;
        e->path[e->len++] = y;
        enum_paths(e, y);
        e->len--;
        e->on[y] = 0;
    }
}

static void reference(enum_state *e, const grid *g) {
    long n = grid_cells(g);
    e->g = g;
    e->on = calloc((size_t)n, 1);
    e->path = malloc((size_t)n * sizeof *e->path);
    e->simple = calloc((size_t)n, 1);
    e->best = calloc((size_t)n, 1);
    e->shortest = -1;
    e->nshort = 0;
    e->on[g->start] = 1;
    e->path[0] = g->start;
    e->len = 1;
    enum_paths(e, g->start);
}
static void reference_clear(enum_state *e) {
    free(e->on);
    free(e->path);
    free(e->simple);
    free(e->best);
}

/* The cul-de-sac reference: a door whose removal leaves cells the start
 * reached before unreachable cuts off a part; that part is filled unless the
 * goal is in it. */
static void ref_cul_de_sac(uint8_t *filled, const grid *g) {
    long n = grid_cells(g);
    long *before = malloc((size_t)n * sizeof *before), *after = malloc((size_t)n * sizeof *after);
    memset(filled, 0, (size_t)n);
    maze_bfs(before, g, g->start);
    for (long x = 0; x < n; x++)
        for (int d = GRID_E; d <= GRID_S; d++) { /* each interior door once */
            if (before[x] < 0 || grid_neighbor(g, x, d) < 0 || !grid_is_open(g, x, d)) continue;
            grid h;
            CHECK_INT(grid_copy(&h, g), 0);
            grid_set_open(&h, x, d, 0);
            maze_bfs(after, &h, g->start);
            int goal_cut = before[g->goal] >= 0 && after[g->goal] < 0;
            if (!goal_cut)
                for (long y = 0; y < n; y++)
                    if (before[y] >= 0 && after[y] < 0) filled[y] = 1;
            grid_clear(&h);
        }
    /* wrap passages are doors too */
    for (long x = 0; x < n; x++)
        for (int d = 0; d < 4; d++) {
            if (before[x] < 0 || grid_neighbor(g, x, d) >= 0) continue;
            if (grid_border(g, x, d) != GRID_BORDER_WRAP) continue;
            grid h;
            CHECK_INT(grid_copy(&h, g), 0);
            long y = grid_move(g, x, d);
            grid_set_border(&h, x, d, GRID_BORDER_WALL);
            if (y >= 0) grid_set_border(&h, y, grid_dir_opposite(d), GRID_BORDER_WALL);
            maze_bfs(after, &h, g->start);
            int goal_cut = before[g->goal] >= 0 && after[g->goal] < 0;
            if (!goal_cut)
                for (long z = 0; z < n; z++)
                    if (before[z] >= 0 && after[z] < 0) filled[z] = 1;
            grid_clear(&h);
        }
    free(before);
    free(after);
}

/* A random small maze: perfect, braided, with two-way wrap passages, or with
 * one-way doors; start and goal random. */
static void random_maze(grid *g, cgt_rng *rng, int kind) {
    long rows = 1 + (long)cgt_rng_below(rng, 4), cols = 1 + (long)cgt_rng_below(rng, 5);
    int algo = (int)cgt_rng_below(rng, MAZE_ALGO_COUNT);
    CHECK_INT(maze_generate(g, algo, rows, cols, cgt_rng_next(rng)), 0);
    if (kind >= 1) maze_braid(g, 0.8, cgt_rng_next(rng));
    if (kind == 2) { /* two-way wrap passages on some rows and columns */
        for (long r = 0; r < rows; r++)
            if (cgt_rng_below(rng, 2)) {
                grid_set_border(g, grid_cell(g, r, 0), GRID_W, GRID_BORDER_WRAP);
                grid_set_border(g, grid_cell(g, r, cols - 1), GRID_E, GRID_BORDER_WRAP);
            }
        for (long c = 0; c < cols; c++)
            if (cgt_rng_below(rng, 3) == 0) {
                grid_set_border(g, grid_cell(g, 0, c), GRID_N, GRID_BORDER_WRAP);
                grid_set_border(g, grid_cell(g, rows - 1, c), GRID_S, GRID_BORDER_WRAP);
            }
    }
    if (kind == 3) /* one-way doors */
        for (long x = 0; x < grid_cells(g); x++)
            for (int d = GRID_E; d <= GRID_S; d++)
                if (grid_neighbor(g, x, d) >= 0 && grid_is_open(g, x, d) &&
                    cgt_rng_below(rng, 3) == 0) {
                    if (cgt_rng_below(rng, 2))
                        grid_set_oneway(g, x, d);
                    else
                        grid_set_oneway(g, grid_neighbor(g, x, d), grid_dir_opposite(d));
                }
    g->start = (long)cgt_rng_below(rng, (uint64_t)grid_cells(g));
    g->goal = (long)cgt_rng_below(rng, (uint64_t)grid_cells(g));
}

TEST(shortest_sets_and_fillers_match_references) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0x5eed);
    long iters = test_iterations(400);
    long n_two_way = 0, n_unsolvable = 0;
    for (long it = 0; it < iters; it++) {
        int kind = (int)(it % 4);
        grid g;
        random_maze(&g, &rng, kind);
        long n = grid_cells(&g);
        enum_state e;
        reference(&e, &g);
        int solvable = e.shortest >= 0;
        n_unsolvable += !solvable;
        maze_solution s;
        /* collision and all-shortest: the cells of every shortest path */
        for (int m = MAZE_COLLISION; m <= MAZE_ALL_SHORTEST;
             m += MAZE_ALL_SHORTEST - MAZE_COLLISION) {
            int ok = solve(&s, &g, m);
            CHECK_MSG(ok == solvable, "%s it %ld: solved %d, reference %d", maze_method_name(m), it,
                      ok, solvable);
            if (ok && solvable) {
                CHECK(path_ok(&g, &s));
                CHECK_INT(s.length, e.shortest);
                for (long x = 0; x < n; x++) {
                    int on = m == MAZE_COLLISION ? !s.seen[x] : s.seen[x];
                    CHECK_MSG(on == e.best[x], "%s it %ld cell %ld: %d, reference %d",
                              maze_method_name(m), it, x, on, e.best[x]);
                }
                if (m == MAZE_ALL_SHORTEST) CHECK_INT(s.count, e.nshort);
            }
            maze_solution_clear(&s);
        }
        /* the fillers: two-way doors only */
        int two_way = 1;
        if (kind == 3) {
            for (long x = 0; x < n; x++)
                for (int d = 0; d < 4; d++) {
                    long y = grid_move(&g, x, d);
                    if (y >= 0 && y != x && grid_move(&g, y, grid_dir_opposite(d)) != x)
                        two_way = 0;
                }
        }
        uint8_t *ref = malloc((size_t)n);
        ref_cul_de_sac(ref, &g);
        for (int m = MAZE_CUL_DE_SAC_FILL; m <= MAZE_BLIND_ALLEY_FILL; m++) {
            int ok = solve(&s, &g, m);
            if (!two_way) {
                CHECK(!ok);
                CHECK(strstr(s.reason, "two-way") != NULL);
                maze_solution_clear(&s);
                continue;
            }
            n_two_way++;
            CHECK_MSG(ok == solvable, "%s it %ld: solved %d, reference %d: %s", maze_method_name(m),
                      it, ok, solvable, s.reason);
            if (ok) {
                CHECK(path_ok(&g, &s));
                CHECK_INT(s.length, e.shortest);
            }
            for (long x = 0; x < n; x++) {
                int want = m == MAZE_BLIND_ALLEY_FILL ? x != g.start && !e.simple[x] : ref[x];
                CHECK_MSG(s.seen[x] == want,
                          "%s it %ld (kind %d) cell %ld: filled %d, reference %d",
                          maze_method_name(m), it, kind, x, s.seen[x], want);
            }
            maze_solution_clear(&s);
        }
        free(ref);
        /* the chain algorithm finds a path whenever there is one (with two-way
         * doors: a one-way door can keep its wall-following robots out) */
        int chain = solve(&s, &g, MAZE_CHAIN);
        if (two_way) CHECK_MSG(chain == solvable, "chain it %ld: %s", it, s.reason);
        if (s.solved) CHECK(path_ok(&g, &s));
        if (!s.solved) CHECK(s.reason[0] != 0);
        maze_solution_clear(&s);
        /* Pledge: when it says solved, the path is one */
        if (solve(&s, &g, MAZE_PLEDGE)) CHECK(path_ok(&g, &s));
        maze_solution_clear(&s);
        reference_clear(&e);
        grid_clear(&g);
    }
    CHECK(n_two_way > iters / 2);
    CHECK(n_unsolvable > 0);
}

/* On a perfect maze there is one solution, so each filler and shortest-path
 * set is exactly that path; larger mazes than the enumeration can take. */
TEST(fillers_leave_the_solution_of_perfect_mazes) {
    uint64_t seed = test_seed();
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        if (a == MAZE_CONNECTION_MATRIX) continue;
        grid g;
        long rows = 5 + a % 7, cols = 30 - a;
        CHECK_INT(maze_generate(&g, a, rows, cols, seed + (uint64_t)a), 0);
        CHECK(maze_is_perfect(&g));
        long n = grid_cells(&g);
        g.start = (long)((seed + 7 * (uint64_t)a) % (uint64_t)n);
        maze_solution b;
        CHECK(solve(&b, &g, MAZE_BFS));
        uint8_t *onpath = calloc((size_t)n, 1);
        for (long i = 0; i < b.path_len; i++) onpath[b.path[i]] = 1;
        for (int m = MAZE_COLLISION; m <= MAZE_ALL_SHORTEST; m++) {
            maze_solution s;
            CHECK_MSG(solve(&s, &g, m), "%s: %s", maze_method_name(m), s.reason);
            CHECK(path_ok(&g, &s));
            CHECK_INT(s.length, b.length);
            for (long x = 0; x < n; x++) {
                int left = m == MAZE_ALL_SHORTEST ? s.seen[x] : !s.seen[x];
                CHECK_MSG(left == onpath[x], "%s on %s: cell %ld left %d, on the path %d",
                          maze_method_name(m), maze_algo_name(a), x, left, onpath[x]);
            }
            if (m == MAZE_ALL_SHORTEST) CHECK_INT(s.count, 1);
            maze_solution_clear(&s);
        }
        free(onpath);
        maze_solution_clear(&b);
        grid_clear(&g);
    }
}

/* The Pledge walk as the textbook states it, with no cycle detection: the
 * moves it takes to reach the goal within `limit` moves, or -1. */
static long ref_pledge(const grid *g, int pref, long limit) {
    if (pref < 0) { /* the default: towards the goal */
        long dr = g->goal / g->cols - g->start / g->cols;
        long dc = g->goal % g->cols - g->start % g->cols;
        pref = labs(dc) >= labs(dr) ? (dc >= 0 ? GRID_E : GRID_W) : (dr >= 0 ? GRID_S : GRID_N);
    }
    long cell = g->start, count = 0, moves = 0;
    int facing = pref, following = 0;
    while (cell != g->goal && moves < limit) {
        if (!following) {
            if (grid_move(g, cell, pref) >= 0) {
                cell = grid_move(g, cell, pref);
                moves++;
                continue;
            }
            following = 1; /* turn right until a way is open */
            facing = pref;
            count = 0;
            do {
                facing = (facing + 1) & 3;
                count++;
            } while (grid_move(g, cell, facing) < 0 && count < 4);
            if (count == 4) return -1;
        } else { /* left hand: left, ahead, right, back */
            static const int turn[4] = {-1, 0, 1, 2};
            int i = 0;
            while (grid_move(g, cell, (facing + turn[i] + 4) & 3) < 0) i++;
            facing = (facing + turn[i] + 4) & 3;
            count += turn[i];
        }
        cell = grid_move(g, cell, facing);
        moves++;
        if (count == 0) following = 0;
    }
    return cell == g->goal ? moves : -1;
}

/* The Pledge algorithm escapes: with the goal on the border (where the exit
 * of an open maze is) it reaches it from every start and every preferred
 * direction, on perfect and braided mazes.  With the goal inside it may
 * circle forever, and says so; the answer and the moves are those of the
 * textbook walk run for 200000 moves without any cycle detection. */
TEST(pledge_escapes_to_the_border) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0x91ed6e);
    long iters = test_iterations(60), failures_inside = 0;
    for (long it = 0; it < iters; it++) {
        grid g;
        long rows = 2 + (long)cgt_rng_below(&rng, 9), cols = 2 + (long)cgt_rng_below(&rng, 9);
        CHECK_INT(maze_generate(&g, (int)cgt_rng_below(&rng, MAZE_ALGO_COUNT), rows, cols,
                                cgt_rng_next(&rng)),
                  0);
        if (it % 2) maze_braid(&g, 0.7, cgt_rng_next(&rng));
        long n = grid_cells(&g);
        for (int trial = 0; trial < 8; trial++) {
            long r = (long)cgt_rng_below(&rng, (uint64_t)rows), c;
            c = r == 0 || r == rows - 1 ? (long)cgt_rng_below(&rng, (uint64_t)cols)
                                        : (cgt_rng_below(&rng, 2) ? cols - 1 : 0);
            g.goal = grid_cell(&g, r, c);
            g.start = (long)cgt_rng_below(&rng, (uint64_t)n);
            for (int f = 0; f < 4; f++) {
                maze_solve_options o;
                maze_solve_options_init(&o);
                o.facing = f;
                maze_solution s;
                CHECK_INT(maze_solve(&s, &g, MAZE_PLEDGE, &o), 0);
                CHECK_MSG(s.solved && path_ok(&g, &s), "pledge %ldx%ld it %ld facing %d: %s", cols,
                          rows, it, f, s.reason);
                maze_solution_clear(&s);
            }
            /* an inside goal: reached on perfect mazes, not always on braided ones */
            if (rows > 2 && cols > 2) {
                g.goal = grid_cell(&g, 1 + (long)cgt_rng_below(&rng, (uint64_t)rows - 2),
                                   1 + (long)cgt_rng_below(&rng, (uint64_t)cols - 2));
                maze_solution s;
                CHECK_INT(maze_solve(&s, &g, MAZE_PLEDGE, NULL), 0);
                if (s.solved)
                    CHECK(path_ok(&g, &s));
                else
                    failures_inside += strstr(s.reason, "repeats itself") != NULL;
                long ref = ref_pledge(&g, -1, 200000);
                CHECK_MSG(s.solved == (ref >= 0), "pledge it %ld: solved %d, reference %ld: %s", it,
                          s.solved, ref, s.reason);
                if (s.solved) CHECK_INT(s.steps, ref);
                maze_solution_clear(&s);
            }
        }
        grid_clear(&g);
    }
    CHECK(failures_inside > 0); /* the limitation is real, and reported */
}

/* The King's chamber of Figure 16: Pledge heading for it circles the room
 * none of whose corners touches a wall; the chain algorithm reaches it. */
TEST(kings_chamber_pledge_and_chain) {
    grid g;
    CHECK_INT(grid_read_file(&g, test_source_path("data/mazes/kings-chamber.txt")), 0);
    maze_solution s;
    CHECK(!solve(&s, &g, MAZE_PLEDGE));
    CHECK(strstr(s.reason, "repeats itself") != NULL);
    maze_solution_clear(&s);
    CHECK(solve(&s, &g, MAZE_CHAIN));
    CHECK(path_ok(&g, &s));
    maze_solution_clear(&s);
    /* by hand: the shortest paths go (0,0) (0,1) (1,1), then (1,2) or (2,1),
     * then (2,2): 4 moves, 2 paths, 6 cells on them */
    CHECK(solve(&s, &g, MAZE_ALL_SHORTEST));
    CHECK_INT(s.length, 4);
    CHECK_INT(s.count, 2);
    CHECK_INT(s.visited, 6);
    maze_solution_clear(&s);
    grid_clear(&g);
}
