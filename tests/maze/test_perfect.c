/* test_perfect.c - the acceptance of issue 7, exhaustively: every generator
 * on every size WxH with 1 <= W <= 60 and 1 <= H <= 40 (2400 sizes), one
 * seed per size and more on small ones, checked by a union-find written
 * here (not the library's maze analysis): a perfect maze has exactly
 * cells - 1 doors, no door that closes a loop, and one region. */
#include <stdlib.h>

#include "cgt/maze.h"
#include "test.h"

/* Every size in every build: about 1.5 s of CPU in the normal build and 9 s
 * under the sanitizers (measured), so no coarser subset is needed there. */

static long uf_find(long *p, long x) {
    while (p[x] != x) x = p[x] = p[p[x]];
    return x;
}

/* What the checker found on one maze. */
typedef struct verdict {
    long doors;      /* interior doors, each counted once */
    long loops;      /* doors that joined two cells already connected */
    long regions;    /* connected regions */
    long bad_border; /* border segments that are not walls */
    long asymmetric; /* doors open from one side only */
} verdict;

static verdict check_maze(const grid *g) {
    long rows = g->rows, cols = g->cols, n = rows * cols;
    verdict v = {0, 0, n, 0, 0};
    long *p = malloc((size_t)n * sizeof *p);
    for (long i = 0; i < n; i++) p[i] = i;
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            long x = r * cols + c;
            /* each interior segment once: east and south of the cell */
            long nb[2] = {c + 1 < cols ? x + 1 : -1, r + 1 < rows ? x + cols : -1};
            int dir[2] = {GRID_E, GRID_S}, back[2] = {GRID_W, GRID_N};
            for (int k = 0; k < 2; k++) {
                if (nb[k] < 0) {
                    v.bad_border += grid_border(g, x, dir[k]) != GRID_BORDER_WALL;
                    continue;
                }
                int open = grid_is_open(g, x, dir[k]);
                v.asymmetric += open != grid_is_open(g, nb[k], back[k]);
                if (!open) continue;
                v.doors++;
                long a = uf_find(p, x), b = uf_find(p, nb[k]);
                if (a == b) {
                    v.loops++;
                } else {
                    p[a] = b;
                    v.regions--;
                }
            }
            if (c == 0) v.bad_border += grid_border(g, x, GRID_W) != GRID_BORDER_WALL;
            if (r == 0) v.bad_border += grid_border(g, x, GRID_N) != GRID_BORDER_WALL;
        }
    free(p);
    return v;
}

static void check_size(int algo, long rows, long cols, uint64_t seed) {
    grid g;
    int rc = maze_generate(&g, algo, rows, cols, seed);
    CHECK_MSG(rc == 0, "%s %ldx%ld seed %llu: error %d", maze_algo_name(algo), cols, rows,
              (unsigned long long)seed, rc);
    if (rc) return;
    verdict v = check_maze(&g);
    long n = rows * cols;
    const char *what = maze_algo_name(algo);
    if (algo == MAZE_CONNECTION_MATRIX) { /* random doors joined up: connected, loops allowed */
        CHECK_MSG(v.regions == 1, "%s %ldx%ld seed %llu: %ld regions", what, cols, rows,
                  (unsigned long long)seed, v.regions);
    } else {
        CHECK_MSG(v.doors == n - 1 && v.loops == 0 && v.regions == 1,
                  "%s %ldx%ld seed %llu: %ld doors for %ld cells, %ld loops, %ld regions", what,
                  cols, rows, (unsigned long long)seed, v.doors, n, v.loops, v.regions);
    }
    CHECK_MSG(v.bad_border == 0 && v.asymmetric == 0,
              "%s %ldx%ld seed %llu: %ld open border segments, %ld one-sided doors", what, cols,
              rows, (unsigned long long)seed, v.bad_border, v.asymmetric);
    CHECK_MSG(g.start == 0 && g.goal == n - 1, "%s %ldx%ld seed %llu: start %ld goal %ld", what,
              cols, rows, (unsigned long long)seed, g.start, g.goal);
    grid_clear(&g);
}

/* Seeds per size: more where there are few mazes of that size to hit. */
static long seeds_for(long cells) {
    return cells <= 16 ? test_iterations(8) : cells <= 100 ? test_iterations(3) : 1;
}

TEST(every_size_1x1_to_60x40) {
    uint64_t base = test_seed();
    long sizes = 0, mazes = 0;
    for (int a = 0; a < MAZE_ALGO_COUNT; a++)
        for (long rows = 1; rows <= 40; rows++)
            for (long cols = 1; cols <= 60; cols++) {
                if (a == 0) sizes++;
                long k = seeds_for(rows * cols);
                for (long s = 0; s < k; s++, mazes++) {
                    uint64_t seed = base * 7919 + (uint64_t)((rows * 61 + cols) * 16 + s);
                    int before = test_failures();
                    check_size(a, rows, cols, seed);
                    if (test_failures() > before + 20) return; /* enough to go on */
                }
            }
    CHECK_INT(sizes, 2400);
    CHECK(mazes >= sizes * MAZE_ALGO_COUNT);
}

/* The checker itself, on hand-made boards: it must see a loop, a missing
 * door, an open border and an extra region. */
TEST(checker_sees_flaws) {
    grid g;
    CHECK_INT(grid_init(&g, 2, 2), 0);
    verdict v = check_maze(&g);
    CHECK_INT(v.doors, 0);
    CHECK_INT(v.regions, 4);
    grid_set_open(&g, 0, GRID_E, 1);
    grid_set_open(&g, 0, GRID_S, 1);
    grid_set_open(&g, 1, GRID_S, 1);
    v = check_maze(&g);
    CHECK_INT(v.doors, 3);
    CHECK_INT(v.loops, 0);
    CHECK_INT(v.regions, 1);
    grid_set_open(&g, 2, GRID_E, 1); /* closes the square */
    v = check_maze(&g);
    CHECK_INT(v.doors, 4);
    CHECK_INT(v.loops, 1);
    CHECK_INT(v.regions, 1);
    grid_set_open(&g, 3, GRID_E, 1); /* a hole in the border */
    v = check_maze(&g);
    CHECK_INT(v.bad_border, 1);
    grid_clear(&g);
}
