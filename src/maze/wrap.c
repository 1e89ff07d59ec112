/* wrap.c - mazes on a torus (every border a wrap-around passage) and mazes
 * with one-way doors that stay strongly connected. */
#include <string.h>

#include "maze_internal.h"

static inline uint64_t rnd(cgt_rng *r, uint64_t n) {
    return (uint64_t)(((unsigned __int128)cgt_rng_next(r) * n) >> 64);
}

/* The neighbour of x in direction d on the torus. */
static long torus_step(long rows, long cols, long x, int d) {
    long r = x / cols, c = x % cols;
    switch (d) {
    case GRID_N: r = r ? r - 1 : rows - 1; break;
    case GRID_S: r = r + 1 < rows ? r + 1 : 0; break;
    case GRID_E: c = c + 1 < cols ? c + 1 : 0; break;
    default: c = c ? c - 1 : cols - 1; break;
    }
    return r * cols + c;
}

/* Opens the passage on side d of x on the torus: an interior door, or a
 * two-way wrap-around passage (both border segments marked). */
static void torus_open(grid *g, long x, int d) {
    long y = grid_neighbor(g, x, d);
    if (y >= 0) {
        grid_set_open(g, x, d, 1);
        return;
    }
    y = torus_step(g->rows, g->cols, x, d);
    grid_set_border(g, x, d, GRID_BORDER_WRAP);
    grid_set_border(g, y, grid_dir_opposite(d), GRID_BORDER_WRAP);
}

int maze_generate_torus(grid *out, long rows, long cols, uint64_t seed) {
    int rc = grid_init(out, rows, cols);
    if (rc < 0) return rc;
    long n = rows * cols;
    uint8_t *dir = cgt_malloc((size_t)n), *in = cgt_calloc((size_t)n, 1);
    /* the directions of a move that is not a loop of one cell onto itself */
    int ds[4], nd = 0;
    if (rows > 1) ds[nd++] = GRID_N, ds[nd++] = GRID_S;
    if (cols > 1) ds[nd++] = GRID_E, ds[nd++] = GRID_W;
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0x70c05ULL);
    in[rnd(&rng, (uint64_t)n)] = 1;
    for (long s = 0; s < n && nd > 0; s++) {
        if (in[s]) continue;
        /* Wilson: a random walk from s until it meets the tree, remembering
         * the last exit of each cell (which erases the loops) */
        long x = s;
        while (!in[x]) {
            if (MZ_STOP()) goto stop;
            int d = ds[rnd(&rng, (uint64_t)nd)];
            dir[x] = (uint8_t)d;
            x = torus_step(rows, cols, x, d);
        }
        for (x = s; !in[x]; x = torus_step(rows, cols, x, dir[x])) {
            in[x] = 1;
            torus_open(out, x, dir[x]);
        }
    }
stop:
    cgt_free(dir);
    cgt_free(in);
    if (cgt_aborted()) {
        grid_clear(out);
        return cgt_limit_error();
    }
    out->start = 0;
    out->goal = n - 1;
    return 0;
}

/* Robbins: orienting the tree doors of a depth-first search away from the
 * root and every other door towards the root side keeps a graph without
 * bridges strongly connected; a door that is a bridge stays two-way.  So any
 * chosen set of non-bridge doors can be made one-way this way and every cell
 * still reaches every other. */
long maze_make_oneway(grid *g, double p, uint64_t seed) {
    long n = grid_cells(g);
    if (!(p > 0) || n < 2) return 0;
    for (long x = 0; x < n; x++) /* the doors must be two-way to start with */
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y >= 0 && y != x && grid_move(g, y, grid_dir_opposite(d)) != x)
                return cgt_error(CGT_EVALUE, "the maze already has one-way doors");
        }
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0x0e3ea7ULL);
    uint32_t *disc = cgt_calloc((size_t)n, sizeof *disc), *low = cgt_calloc((size_t)n, sizeof *low);
    uint32_t *stack = cgt_malloc((size_t)n * sizeof *stack);
    uint8_t *pdir = cgt_malloc((size_t)n), *it = cgt_calloc((size_t)n, 1);
    /* per cell and direction: 1 = use the door only outwards from here */
    uint8_t *out = cgt_calloc((size_t)n, 1), *bridge_in = cgt_calloc((size_t)n, 1);
    uint32_t time = 0;
    long made = 0;
    for (long root = 0; root < n; root++) {
        if (disc[root]) continue;
        long top = 0;
        disc[root] = low[root] = ++time;
        pdir[root] = 0xff;
        stack[top++] = (uint32_t)root;
        while (top > 0) {
            if (MZ_STOP()) goto stop;
            long v = stack[top - 1];
            if (it[v] < 4) {
                int d = it[v]++;
                if (d == pdir[v]) continue;
                long y = grid_move(g, v, d);
                if (y < 0 || y == v) continue;
                if (disc[y]) {
                    if (disc[y] < disc[v]) { /* a back door: towards the ancestor */
                        out[v] |= (uint8_t)(1u << d);
                        if (disc[y] < low[v]) low[v] = disc[y];
                    }
                    continue;
                }
                out[v] |= (uint8_t)(1u << d); /* a tree door: away from the root */
                disc[y] = low[y] = ++time;
                pdir[y] = (uint8_t)grid_dir_opposite(d);
                stack[top++] = (uint32_t)y;
                continue;
            }
            top--;
            if (pdir[v] < 4) {
                long q = grid_move(g, v, pdir[v]);
                if (low[v] < low[q]) low[q] = low[v];
                if (low[v] > disc[q]) bridge_in[v] = 1;
            }
        }
    }
    for (long x = 0; x < n; x++)
        for (int d = 0; d < 4; d++) {
            if (!(out[x] >> d & 1)) continue;
            long y = grid_move(g, x, d);
            int e = grid_dir_opposite(d);
            /* the tree door into y is a bridge when bridge_in[y] and it is y's parent door */
            if (pdir[y] == e && bridge_in[y]) continue;
            if ((double)cgt_rng_next(&rng) / 18446744073709551616.0 >= p) continue;
            if (grid_neighbor(g, x, d) >= 0) {
                grid_set_oneway(g, x, d);
            } else { /* a wrap passage: used from x's side only */
                grid_set_border(g, y, e, GRID_BORDER_WALL);
            }
            made++;
        }
stop:
    cgt_free(disc);
    cgt_free(low);
    cgt_free(stack);
    cgt_free(pdir);
    cgt_free(it);
    cgt_free(out);
    cgt_free(bridge_in);
    if (cgt_aborted()) return cgt_limit_error();
    return made;
}
