/* test_wrap.c - mazes on the torus and mazes with one-way doors:
 *  - every torus maze is perfect on the torus (connected through its wrap
 *    passages, cells - 1 passages, all two-way), its border only walls and
 *    two-way wrap passages;
 *  - Wilson's algorithm draws every spanning tree equally often (D. B.
 *    Wilson, "Generating random spanning trees more quickly than the cover
 *    time", STOC 1996): on the 2x2 and 3x2 tori every tree appears, the
 *    number of trees is the matrix-tree theorem's count computed here, and
 *    the frequencies stay within 5 standard deviations;
 *  - one-way doors keep a strongly connected maze strongly connected
 *    (Robbins' theorem), bridges stay two-way (a perfect maze gets none). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

static void check_torus_border(const grid *g) {
    for (long x = 0; x < grid_cells(g); x++)
        for (int d = 0; d < 4; d++) {
            if (grid_neighbor(g, x, d) >= 0) continue;
            int b = grid_border(g, x, d);
            CHECK(b == GRID_BORDER_WALL || b == GRID_BORDER_WRAP);
            if (b == GRID_BORDER_WRAP) {
                long y = grid_move(g, x, d);
                CHECK(y >= 0 && grid_move(g, y, grid_dir_opposite(d)) == x);
            }
        }
}

TEST(torus_mazes_are_perfect) {
    uint64_t seed = test_seed();
    long reps = test_iterations(2);
    long wraps = 0;
    for (long rows = 1; rows <= 12; rows++)
        for (long cols = 1; cols <= 12; cols++)
            for (long k = 0; k < reps; k++) {
                grid g;
                CHECK_INT(maze_generate_torus(&g, rows, cols,
                                              seed + (uint64_t)(rows * 100 + cols * 7 + k)),
                          0);
                CHECK_MSG(maze_is_perfect(&g), "torus %ldx%ld not perfect", cols, rows);
                check_torus_border(&g);
                for (long c = 0; c < cols; c++) wraps += g.north_b[c] == GRID_BORDER_WRAP;
                for (long r = 0; r < rows; r++) wraps += g.west_b[r] == GRID_BORDER_WRAP;
                CHECK_INT(g.start, 0);
                CHECK_INT(g.goal, rows * cols - 1);
                grid_clear(&g);
            }
    CHECK(wraps > 100); /* the wrap passages are used */
}

/* The number of spanning trees of the torus multigraph (each of the 4 moves
 * of a cell is an edge; loops dropped) by the matrix-tree theorem: the
 * determinant of the Laplacian without its last row and column, by Gaussian
 * elimination in doubles (exact enough for these sizes). */
static double torus_trees(long rows, long cols) {
    long n = rows * cols, m = n - 1;
    double *L = calloc((size_t)(n * n), sizeof *L);
    for (long x = 0; x < n; x++) {
        long r = x / cols, c = x % cols;
        long nb[4] = {((r + rows - 1) % rows) * cols + c, r * cols + (c + 1) % cols,
                      ((r + 1) % rows) * cols + c, r * cols + (c + cols - 1) % cols};
        for (int d = 0; d < 4; d++) {
            if (nb[d] == x) continue;
            L[x * n + x] += 1;
            L[x * n + nb[d]] -= 1;
        }
    }
    double det = 1;
    for (long i = 0; i < m; i++) {
        long p = i;
        for (long k = i + 1; k < m; k++)
            if (fabs(L[k * n + i]) > fabs(L[p * n + i])) p = k;
        if (p != i) {
            for (long j = 0; j < m; j++) {
                double t = L[i * n + j];
                L[i * n + j] = L[p * n + j];
                L[p * n + j] = t;
            }
            det = -det;
        }
        det *= L[i * n + i];
        for (long k = i + 1; k < m; k++) {
            double f = L[k * n + i] / L[i * n + i];
            for (long j = i; j < m; j++) L[k * n + j] -= f * L[i * n + j];
        }
    }
    free(L);
    return det;
}

/* A key of the maze's passages: interior door bits and wrap states. */
static void maze_key(const grid *g, char *key, size_t n) {
    char *w = grid_write(g);
    snprintf(key, n, "%s", w);
    cgt_free(w);
}

TEST(torus_wilson_is_uniform) {
    uint64_t seed = test_seed();
    long sizes[2][2] = {{2, 2}, {2, 3}};
    for (int s = 0; s < 2; s++) {
        long rows = sizes[s][0], cols = sizes[s][1];
        long T = lround(torus_trees(rows, cols));
        /* 2x2: four cells in a ring of double edges: 4 * 2^3 = 32 trees */
        if (s == 0) CHECK_INT(T, 32);
        long per = 150, draws = T * per;
        char(*keys)[160] = calloc((size_t)T + 1, sizeof *keys);
        long *count = calloc((size_t)T + 1, sizeof *count), distinct = 0;
        for (long i = 0; i < draws; i++) {
            grid g;
            CHECK_INT(maze_generate_torus(&g, rows, cols, seed * 1000003 + (uint64_t)i), 0);
            char key[160];
            maze_key(&g, key, sizeof key);
            grid_clear(&g);
            long j = 0;
            while (j < distinct && strcmp(keys[j], key)) j++;
            if (j == distinct) {
                if (distinct == T) { /* more trees than the theorem allows */
                    CHECK_MSG(0, "torus %ldx%ld: more than %ld distinct mazes", cols, rows, T);
                    break;
                }
                strcpy(keys[distinct++], key);
            }
            count[j]++;
        }
        CHECK_INT(distinct, T);
        double sd = sqrt((double)per * (1 - 1.0 / (double)T));
        for (long j = 0; j < distinct; j++)
            CHECK_MSG(fabs((double)count[j] - (double)per) < 5 * sd,
                      "torus %ldx%ld tree %ld drawn %ld times of %ld (expected %ld)", cols, rows, j,
                      count[j], draws, per);
        free(keys);
        free(count);
    }
}

TEST(oneway_doors_keep_strong_connectivity) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0x1ee7);
    long iters = test_iterations(150), total = 0;
    for (long it = 0; it < iters; it++) {
        grid g;
        long rows = 1 + (long)cgt_rng_below(&rng, 10), cols = 1 + (long)cgt_rng_below(&rng, 10);
        if (it % 3 == 2)
            CHECK_INT(maze_generate_torus(&g, rows, cols, cgt_rng_next(&rng)), 0);
        else
            CHECK_INT(maze_generate(&g, (int)cgt_rng_below(&rng, MAZE_ALGO_COUNT), rows, cols,
                                    cgt_rng_next(&rng)),
                      0);
        int perfect = maze_is_perfect(&g);
        if (it % 3 != 0) maze_braid(&g, 1, cgt_rng_next(&rng)), perfect = maze_is_perfect(&g);
        long doors_before = grid_count_doors(&g);
        double p = it % 2 ? 1.0 : 0.4;
        long made = maze_make_oneway(&g, p, cgt_rng_next(&rng));
        CHECK(made >= 0);
        total += made;
        CHECK_MSG(maze_is_connected(&g), "it %ld: %ld one-way doors broke connectivity", it, made);
        if (perfect) CHECK_INT(made, 0); /* every door of a tree is a bridge */
        CHECK_INT(grid_count_doors(&g), doors_before);
        /* count the one-way segments */
        long oneway = 0;
        for (long x = 0; x < grid_cells(&g); x++)
            for (int d = 0; d < 4; d++) {
                long y = grid_move(&g, x, d);
                if (y >= 0 && y != x && grid_move(&g, y, grid_dir_opposite(d)) != x) oneway++;
            }
        CHECK_INT(oneway, made);
        /* a second call refuses: the maze has one-way doors now */
        if (made > 0) CHECK_INT(maze_make_oneway(&g, 0.5, 1), CGT_EVALUE);
        grid_clear(&g);
    }
    CHECK(total > iters); /* doors were made one-way */
}
