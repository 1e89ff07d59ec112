/* test_powers.c - M^k (section 2.3, Figures 12-14) against its definition:
 * the number of sequences of k moves (staying put is a move) from cell i to
 * cell j, counted here by enumerating every sequence, on random small mazes
 * with loops, one-way doors and wrap-around passages. */
#include "cgt/maze.h"
#include "test.h"

/* Sequences of k moves from x ending at y: each move stays or goes through
 * an open door (grid_move), so a cell of a one-cell wrap loop counts once. */
static long walks(const grid *g, long x, long y, int k) {
    if (k == 0) return x == y;
    long total = walks(g, x, y, k - 1); /* stay put */
    long seen[4];
    int ns = 0;
    for (int d = 0; d < 4; d++) {
        long z = grid_move(g, x, d);
        if (z < 0 || z == x) continue;
        int dup = 0; /* two segments to the same cell are one entry of M^1 */
        for (int i = 0; i < ns; i++) dup |= seen[i] == z;
        if (dup) continue;
        seen[ns++] = z;
        total += walks(g, z, y, k - 1);
    }
    return total;
}

TEST(powers_count_walks) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0x90e5);
    long iters = test_iterations(12);
    for (long it = 0; it < iters; it++) {
        grid g;
        long rows = 1 + (long)cgt_rng_below(&rng, 3), cols = 1 + (long)cgt_rng_below(&rng, 4);
        CHECK_INT(maze_generate(&g, (int)cgt_rng_below(&rng, MAZE_ALGO_COUNT), rows, cols,
                                cgt_rng_next(&rng)),
                  0);
        maze_braid(&g, 0.5, cgt_rng_next(&rng));
        if (it % 3 == 1) maze_make_oneway(&g, 0.5, cgt_rng_next(&rng));
        if (it % 3 == 2) {
            grid_set_border(&g, 0, GRID_W, GRID_BORDER_WRAP);
            grid_set_border(&g, cols - 1, GRID_E, GRID_BORDER_WRAP);
        }
        long n = grid_cells(&g);
        mpz_t p[144];
        for (long i = 0; i < n * n; i++) mpz_init(p[i]);
        for (int k = 1; k <= 6; k++) {
            CHECK_INT(maze_matrix_power(p, &g, k), 0);
            for (long i = 0; i < n; i++)
                for (long j = 0; j < n; j++)
                    CHECK_MSG(mpz_cmp_si(p[i * n + j], walks(&g, i, j, k)) == 0,
                              "it %ld M^%d[%ld][%ld]", it, k, i + 1, j + 1);
        }
        for (long i = 0; i < n * n; i++) mpz_clear(p[i]);
        grid_clear(&g);
    }
}
