/* test_trace.c - the step-by-step traces of Figures 8, 9 and 17:
 *  - a traced generator makes the very maze maze_generate makes (same seed);
 *  - spanning tree (2.1): at every step the visited cells and their doors form
 *    a tree, the frontier is exactly the unvisited cells next to a visited one
 *    (step 3's definition), and the events come in the paper's order
 *    (2, then 3 and 4 alternating);
 *  - Anderson (2.2): every step 3 adds one wall, the maze stays connected
 *    (a wall grown from an attached corner to a free one never closes a
 *    region), and the corner picked is free with an attached neighbour;
 *  - breadth-first search (3.4): the labels of each level are the distances
 *    of maze_bfs, and the search stops as soon as the other end is labelled. */
#include <stdlib.h>
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

typedef struct trace_check {
    long steps, last_walls, last_labelled;
    int algo, prev_step; /* the paper's step number of the previous event */
    const long *dist;    /* BFS: the true distances */
    long target;         /* BFS: the other end */
} trace_check;

static long count_walls(const grid *g) {
    return g->rows * (g->cols - 1) + (g->rows - 1) * g->cols - grid_count_doors(g);
}

static int check_step(const maze_trace_step *st, void *ud) {
    trace_check *t = ud;
    const grid *g = st->g;
    long n = grid_cells(g);
    t->steps++;
    CHECK_INT(st->number, t->steps);
    int step = st->event[5] - '0'; /* "step N: ..." */
    char *pic = maze_trace_render(st);
    CHECK(pic != NULL && strlen(pic) == (size_t)((2 * g->rows + 1) * (4 * g->cols + 2)));
    if (t->algo == MAZE_SPANNING_TREE) {
        if (t->steps == 1) CHECK_INT(step, 2);
        if (t->steps > 1) CHECK(step == (t->prev_step == 3 ? 4 : 3));
        long visited = 0, doors = 0, present = 0;
        for (long x = 0; x < n; x++) {
            char m = st->marks[x];
            CHECK(m == 'P' || m == 'f' || m == 'V' || m == ' ');
            present += m == 'P';
            int vx = m == 'V' || m == 'P';
            visited += vx;
            int next_to_visited = 0;
            for (int d = 0; d < 4; d++) {
                long y = grid_neighbor(g, x, d);
                if (y < 0) continue;
                int vy = st->marks[y] == 'V' || st->marks[y] == 'P';
                next_to_visited |= vy;
                if (grid_is_open(g, x, d)) {
                    CHECK(vx && vy); /* doors only inside the tree */
                    doors += d == GRID_E || d == GRID_S;
                }
            }
            /* after step 3 the frontier is every unvisited cell next to the tree;
             * after step 4 the present cell has just left it */
            if (step == 3 && m != 'V' && m != 'P') CHECK_INT(m == 'f', next_to_visited);
        }
        CHECK_INT(present, 1);
        CHECK_INT(doors, visited - 1); /* a tree, with the connectivity checked below */
        grid h;
        CHECK_INT(grid_copy(&h, g), 0);
        long *dist = malloc((size_t)n * sizeof *dist);
        long p = 0;
        while (st->marks[p] != 'P') p++;
        maze_bfs(dist, &h, p);
        for (long x = 0; x < n; x++)
            if (st->marks[x] == 'V' || st->marks[x] == 'P') CHECK(dist[x] >= 0);
        free(dist);
        grid_clear(&h);
    } else if (t->algo == MAZE_ANDERSON) {
        long walls = count_walls(g);
        if (t->steps == 1) CHECK_INT(walls, 0);
        if (step == 3) CHECK_INT(walls, t->last_walls + 1);
        if (step == 2) {
            CHECK_INT(walls, t->last_walls);
            CHECK(st->corner >= 0 && st->corners[st->corner] != 2);
        }
        t->last_walls = walls;
        CHECK(maze_is_connected(g));
    } else { /* breadth-first search */
        long labelled = 0;
        for (long x = 0; x < n; x++) {
            if (st->labels[x] < 0) continue;
            labelled++;
            CHECK_INT(st->labels[x], t->dist[x]);
            CHECK(st->labels[x] <= t->steps - 1); /* level k is labelled by step k+1 */
        }
        CHECK(labelled > t->last_labelled || t->steps == 1);
        t->last_labelled = labelled;
        if (st->labels[t->target] >= 0) CHECK(strstr(st->event, "stop") != NULL);
    }
    t->prev_step = step;
    cgt_free(pic);
    return 0;
}

TEST(traced_generators_make_the_same_maze) {
    uint64_t seed = test_seed();
    int algos[2] = {MAZE_SPANNING_TREE, MAZE_ANDERSON};
    for (int a = 0; a < 2; a++)
        for (long rows = 1; rows <= 6; rows++)
            for (long cols = 1; cols <= 7; cols++) {
                trace_check t;
                memset(&t, 0, sizeof t);
                t.algo = algos[a];
                grid g, h;
                uint64_t s = seed + (uint64_t)(rows * 10 + cols);
                CHECK_INT(maze_trace_generate(&g, algos[a], rows, cols, s, check_step, &t), 0);
                CHECK_INT(maze_generate(&h, algos[a], rows, cols, s), 0);
                char *x = grid_write(&g), *y = grid_write(&h);
                CHECK_MSG(!strcmp(x, y), "%s %ldx%ld: traced maze differs",
                          maze_algo_name(algos[a]), cols, rows);
                cgt_free(x);
                cgt_free(y);
                if (algos[a] == MAZE_SPANNING_TREE) CHECK_INT(t.steps, 2 * rows * cols);
                if (algos[a] == MAZE_ANDERSON && rows > 1 && cols > 1)
                    CHECK_INT(t.steps, 1 + 2 * (rows - 1) * (cols - 1));
                grid_clear(&g);
                grid_clear(&h);
            }
    grid g;
    CHECK_INT(maze_trace_generate(&g, MAZE_KRUSKAL, 3, 3, 1, check_step, NULL), CGT_EVALUE);
}

static int stop_after_3(const maze_trace_step *st, void *ud) {
    (void)ud;
    return st->number >= 3;
}

TEST(bfs_traces_are_distances) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0xbf5);
    for (long it = 0; it < test_iterations(30); it++) {
        grid g;
        long rows = 1 + (long)cgt_rng_below(&rng, 8), cols = 1 + (long)cgt_rng_below(&rng, 8);
        CHECK_INT(maze_generate(&g, (int)cgt_rng_below(&rng, MAZE_ALGO_COUNT), rows, cols,
                                cgt_rng_next(&rng)),
                  0);
        maze_braid(&g, 0.5, cgt_rng_next(&rng));
        if (it % 2) maze_make_oneway(&g, 0.7, cgt_rng_next(&rng));
        long n = grid_cells(&g);
        g.start = (long)cgt_rng_below(&rng, (uint64_t)n);
        g.goal = (long)cgt_rng_below(&rng, (uint64_t)n);
        long *dist = malloc((size_t)n * sizeof *dist);
        for (int from_goal = 0; from_goal < 2; from_goal++) {
            trace_check t;
            memset(&t, 0, sizeof t);
            t.algo = -1;
            if (!from_goal) {
                maze_bfs(dist, &g, g.start);
            } else { /* distance to the goal: a search from every cell */
                long *d2 = malloc((size_t)n * sizeof *d2);
                for (long x = 0; x < n; x++) {
                    maze_bfs(d2, &g, x);
                    dist[x] = d2[g.goal];
                }
                free(d2);
            }
            t.dist = dist;
            t.target = from_goal ? g.start : g.goal;
            long levels = maze_trace_bfs(&g, from_goal, check_step, &t);
            CHECK_INT(levels, dist[t.target]); /* connected: the level of the other end */
            CHECK_INT(t.steps, levels + 1);
        }
        CHECK_INT(maze_trace_bfs(&g, 0, stop_after_3, NULL) >= 0, 1);
        free(dist);
        grid_clear(&g);
    }
}
