/* test_binary.c - the binary board format: round trips against the ASCII
 * format on random boards (doors, borders, wrap passages, one-way doors,
 * start and goal), canonical bytes, and every malformed field refused. */
#include <stdlib.h>
#include <string.h>

#include "cgt/grid.h"
#include "test.h"

/* A random board as in test_grid.c's random_roundtrip. */
static void random_board(grid *g, cgt_rng *rng, long maxside, int extras) {
    long rows = 1 + (long)cgt_rng_below(rng, (uint64_t)maxside);
    long cols = 1 + (long)cgt_rng_below(rng, (uint64_t)maxside);
    CHECK_INT(grid_init(g, rows, cols), 0);
    for (long c = 0; c < rows * cols; c++)
        for (int d = 0; d < 4; d++) {
            uint64_t x = cgt_rng_below(rng, 8);
            if (grid_neighbor(g, c, d) < 0) {
                if (extras) grid_set_border(g, c, d, (int)(x % 3));
            } else if (x < 3) {
                grid_set_open(g, c, d, 1);
            } else if (x == 3 && extras) {
                grid_set_oneway(g, c, d);
            } else if (x == 4) {
                grid_set_open(g, c, d, 0);
            }
        }
    g->start = (long)cgt_rng_below(rng, (uint64_t)(rows * cols));
    g->goal = (long)cgt_rng_below(rng, (uint64_t)(rows * cols));
    if (g->goal == g->start) g->goal = -1;
}

TEST(binary_random_roundtrip) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed());
    long iters = test_iterations(400);
    for (long it = 0; it < iters; it++) {
        grid g, h;
        random_board(&g, &rng, it % 2 ? 9 : 70, (int)(it % 3 != 0));
        uint8_t *b, *b2;
        size_t n, n2;
        CHECK_INT(grid_write_binary(&b, &n, &g), 0);
        CHECK(grid_is_binary(b, n));
        CHECK_INT(grid_read_binary(&h, b, n), 0);
        /* the same board by the independent ASCII writer, and the same moves */
        char *s = grid_write(&g), *t = grid_write(&h);
        CHECK_STR(t, s);
        for (long c = 0; c < grid_cells(&g); c++)
            for (int d = 0; d < 4; d++) CHECK_INT(grid_move(&h, c, d), grid_move(&g, c, d));
        /* canonical: writing the read board gives the same bytes */
        CHECK_INT(grid_write_binary(&b2, &n2, &h), 0);
        CHECK(n2 == n && memcmp(b, b2, n) == 0);
        cgt_free(s);
        cgt_free(t);
        cgt_free(b);
        cgt_free(b2);
        grid_clear(&g);
        grid_clear(&h);
    }
}

/* One bit per interior wall: a perfect 1000x1000 board of walls takes the
 * 48-byte header and two bit arrays, about 250 KB against 8 MB of ASCII. */
TEST(binary_size) {
    grid g;
    CHECK_INT(grid_init(&g, 1000, 1000), 0);
    uint8_t *b;
    size_t n;
    CHECK_INT(grid_write_binary(&b, &n, &g), 0);
    CHECK_INT(n, 48 + ((1000 * 999 + 63) / 64) * 8 * 2);
    cgt_free(b);
    grid_clear(&g);
}

static void expect_error(const uint8_t *b, size_t n, const char *want) {
    grid g;
    CHECK_INT(grid_read_binary(&g, b, n), CGT_EPARSE);
    CHECK_STR(cgt_error_message(), want);
    CHECK(g.east == NULL && g.rows == 0);
}

TEST(binary_errors) {
    grid g;
    CHECK_INT(grid_init(&g, 3, 5), 0);
    grid_set_open(&g, 0, GRID_E, 1);
    grid_set_border(&g, 0, GRID_N, GRID_BORDER_OPEN);
    uint8_t *b;
    size_t n;
    CHECK_INT(grid_write_binary(&b, &n, &g), 0);
    CHECK_INT(n, 80); /* 48 + 8 (12 east bits) + 8 (10 south bits) + 16 border bytes */
    grid_clear(&g);
    uint8_t *c = malloc(n + 1);
    memcpy(c, b, n);
    expect_error(c, 5, "binary maze: byte 1: not a binary maze (wrong magic)");
    expect_error(c, 20, "binary maze: the header is cut short (20 of 48 bytes)");
    expect_error(c, n - 1, "binary maze: 79 bytes, a 5x3 maze takes 80");
    c[n] = 0;
    expect_error(c, n + 1, "binary maze: 81 bytes, a 5x3 maze takes 80");
    c[0] = '+';
    expect_error(c, n, "binary maze: byte 1: not a binary maze (wrong magic)");
    memcpy(c, b, n);
    c[8] = 2;
    expect_error(c, n, "binary maze: byte 9: version 2, this cgt reads version 1");
    memcpy(c, b, n);
    c[12] = 0x10;
    expect_error(c, n, "binary maze: byte 13: unknown flags 0x10");
    memcpy(c, b, n);
    c[16] = 0;
    expect_error(c, n, "binary maze: byte 17: size 5x0 is out of range");
    memcpy(c, b, n);
    c[32] = 15; /* start = 15 on a 15-cell board */
    expect_error(c, n, "binary maze: byte 33: start or goal outside the board");
    memcpy(c, b, n);
    c[48 + 1] = 0xff; /* 12 east segments: bits 12.. are padding */
    expect_error(c, n, "binary maze: east door bits past the last segment are set");
    memcpy(c, b, n);
    c[n - 16] = 3; /* the first border byte: 48 + 8 + 8 = 64 */
    expect_error(c, n, "binary maze: byte 65: border state 3 is not 0-2");
    memcpy(c, b, n);
    CHECK_INT(grid_read_binary(&g, c, n), 0); /* unchanged: reads */
    grid_clear(&g);
    free(c);
    cgt_free(b);
}
