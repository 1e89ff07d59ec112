/* test_search_ref.c - BFS (from either end) and dead-end filling against
 * slow reference implementations written here from their definitions:
 * same path, same cells labelled / filled, same counts, on perfect and
 * braided mazes of many shapes (the library uses a packed fast path on such
 * boards). */
#include <stdlib.h>

#include "cgt/maze.h"
#include "test.h"

static const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};

/* The neighbour through an open door in direction d, or -1. */
static long step(const grid *g, long x, int d) {
    long r = x / g->cols + dr[d], c = x % g->cols + dc[d];
    if (r < 0 || c < 0 || r >= g->rows || c >= g->cols) return -1;
    return grid_is_open(g, x, d) ? r * g->cols + c : -1;
}

/* The textbook BFS: a FIFO queue, neighbours tried N, E, S, W, stop as soon
 * as dst is labelled; cells in `blocked` are never labelled.  Returns the
 * path length in cells (0 if unreachable), the path from src in path[]. */
typedef struct ref_result {
    long path_len, labelled, expanded;
} ref_result;
static ref_result ref_bfs(const grid *g, long src, long dst, const unsigned char *blocked,
                          long *path, unsigned char *labelled) {
    long n = grid_cells(g), head = 0, tail = 0;
    long *q = malloc((size_t)n * sizeof *q), *par = malloc((size_t)n * sizeof *par);
    for (long i = 0; i < n; i++) labelled[i] = 0;
    ref_result res = {0, 1, 0};
    labelled[src] = 1;
    par[src] = -1;
    q[tail++] = src;
    while (head < tail && !labelled[dst]) {
        long x = q[head++];
        res.expanded++;
        for (int d = 0; d < 4; d++) {
            long y = step(g, x, d);
            if (y < 0 || labelled[y] || (blocked && blocked[y])) continue;
            labelled[y] = 1;
            par[y] = x;
            q[tail++] = y;
            res.labelled++;
        }
    }
    if (labelled[dst]) {
        long len = 0;
        for (long x = dst; x >= 0; x = par[x]) len++;
        long i = len;
        for (long x = dst; x >= 0; x = par[x]) path[--i] = x;
        res.path_len = len;
    }
    free(q);
    free(par);
    return res;
}

/* Dead-end filling by its definition: repeatedly fill a cell other than the
 * start and goal with at most one open door to an unfilled cell. */
static long ref_fill(const grid *g, unsigned char *filled) {
    long n = grid_cells(g), count = 0;
    for (long i = 0; i < n; i++) filled[i] = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (long x = 0; x < n; x++) {
            if (filled[x] || x == g->start || x == g->goal) continue;
            int deg = 0;
            for (int d = 0; d < 4; d++) {
                long y = step(g, x, d);
                deg += y >= 0 && !filled[y];
            }
            if (deg <= 1) {
                filled[x] = 1;
                count++;
                changed = 1;
            }
        }
    }
    return count;
}

static void compare(const grid *g, const char *what) {
    long n = grid_cells(g);
    long *path = malloc((size_t)n * sizeof *path);
    unsigned char *lab = malloc((size_t)n), *filled = malloc((size_t)n);
    for (int from_goal = 0; from_goal < 2; from_goal++) {
        maze_solution s;
        CHECK_INT(maze_solve(&s, g, from_goal ? MAZE_BFS_GOAL : MAZE_BFS, NULL), 0);
        ref_result r = from_goal ? ref_bfs(g, g->goal, g->start, NULL, path, lab)
                                 : ref_bfs(g, g->start, g->goal, NULL, path, lab);
        CHECK_MSG(s.solved == (r.path_len > 0) && s.visited == r.labelled &&
                      s.steps == (uint64_t)r.expanded,
                  "%s bfs%s: solved %d visited %ld steps %llu, want %d %ld %ld", what,
                  from_goal ? "-goal" : "", s.solved, s.visited, (unsigned long long)s.steps,
                  r.path_len > 0, r.labelled, r.expanded);
        if (s.solved && s.path_len == r.path_len) {
            long bad = 0; /* bfs-goal lists the path from the start: reversed */
            for (long i = 0; i < r.path_len; i++)
                bad += s.path[i] != (from_goal ? path[r.path_len - 1 - i] : path[i]);
            CHECK_MSG(bad == 0, "%s bfs%s: %ld cells of the path differ", what,
                      from_goal ? "-goal" : "", bad);
        } else {
            CHECK_MSG(!s.solved, "%s: path of %ld cells, want %ld", what, s.path_len, r.path_len);
        }
        long diff = 0;
        for (long i = 0; i < n; i++) diff += !s.seen[i] != !lab[i];
        CHECK_MSG(diff == 0, "%s: %ld cells labelled differently", what, diff);
        maze_solution_clear(&s);
    }
    maze_solution s;
    CHECK_INT(maze_solve(&s, g, MAZE_DEAD_END_FILL, NULL), 0);
    long fills = ref_fill(g, filled);
    ref_result r = ref_bfs(g, g->start, g->goal, filled, path, lab);
    CHECK_MSG(s.steps == (uint64_t)fills && s.solved == (r.path_len > 0),
              "%s dead-end-fill: %llu filled, want %ld", what, (unsigned long long)s.steps, fills);
    long diff = 0;
    for (long i = 0; i < n; i++) diff += !s.seen[i] != !filled[i];
    CHECK_MSG(diff == 0, "%s dead-end-fill: %ld cells filled differently", what, diff);
    if (s.solved && s.path_len == r.path_len) {
        long bad = 0;
        for (long i = 0; i < r.path_len; i++) bad += s.path[i] != path[i];
        CHECK_MSG(bad == 0, "%s dead-end-fill: %ld cells of the path differ", what, bad);
    } else {
        CHECK_MSG(!s.solved, "%s dead-end-fill: path of %ld cells, want %ld", what, s.path_len,
                  r.path_len);
    }
    maze_solution_clear(&s);
    free(path);
    free(lab);
    free(filled);
}

TEST(bfs_and_dead_end_fill_match_references) {
    uint64_t seed = test_seed();
    long iters = test_iterations(60);
    char what[96];
    for (long i = 0; i < iters; i++) {
        long rows = 1 + (long)(i % 13), cols = 1 + (long)((i * 7) % 71); /* widths past 64 */
        int algo = (int)(i % MAZE_ALGO_COUNT);
        grid g;
        CHECK_INT(maze_generate(&g, algo, rows, cols, seed + (uint64_t)i), 0);
        long n = rows * cols;
        /* a start and goal away from the corners too */
        g.start = (long)((seed + (uint64_t)i * 31) % (uint64_t)n);
        g.goal = (long)((seed * 3 + (uint64_t)i * 17) % (uint64_t)n);
        snprintf(what, sizeof what, "%s %ldx%ld seed %llu", maze_algo_name(algo), cols, rows,
                 (unsigned long long)(seed + (uint64_t)i));
        compare(&g, what);
        maze_braid(&g, (double)(i % 4) / 3, seed + (uint64_t)i); /* loops, ties */
        compare(&g, what);
        /* two regions: a wall across the middle row */
        if (rows > 2) {
            for (long c = 0; c < cols; c++) grid_set_open(&g, (rows / 2) * cols + c, GRID_S, 0);
            compare(&g, what);
        }
        grid_clear(&g);
    }
}
