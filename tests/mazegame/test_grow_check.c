/* test_grow_check.c - mazegame_grow_check (Lemma 11 of seed 000 checked step by
 * step) on random boards: the lemma as a property (the new row holds -q..0, the new
 * column p..0, every old cell keeps its rcf and, by the engine, its exact value), and
 * the report's texts against the rcf of the grown board computed directly. */
#include "cgt/mazegame.h"
#include "test.h"

TEST(grow_check_lemma_11_random) {
    cgt_rng r;
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng_seed(&r, seed);
    for (long it = 0; it < test_iterations(40); it++) {
        long rows = 1 + (long)cgt_rng_below(&r, 3), cols = 1 + (long)cgt_rng_below(&r, 3);
        grid g, h;
        CHECK(grid_init(&g, rows, cols) == 0);
        for (long cell = 0; cell < rows * cols; cell++) {
            if (cell / cols + 1 < rows) grid_set_open(&g, cell, GRID_S, cgt_rng_below(&r, 2));
            if (cell % cols + 1 < cols) grid_set_open(&g, cell, GRID_E, cgt_rng_below(&r, 2));
        }
        mazegame_grow_report rep;
        CHECK(mazegame_grow_check(&rep, &h, &g, 100) == 0);
        CHECK(h.rows == rows + 1 && h.cols == cols + 1);
        CHECK(rep.as_in_the_proof && rep.rcf_kept);
        CHECK_INT(rep.values_kept, 1);
        mazegame_rcf rh;
        CHECK(mazegame_rcf_all(&rh, &h) == 0);
        CHECK_INT(rep.nrow, cols + 1);
        CHECK_INT(rep.ncol, rows + 1);
        for (long c = 0; c <= cols; c++) {
            char *want = mazegame_rcf_str(&rh, grid_cell(&h, rows, c));
            CHECK_STR(rep.row[c], want);
            cgt_free(want);
            /* the bottom row's cell c is the number c - cols (Right's c moves left) */
            CHECK(mazegame_rcf_game(&rh, grid_cell(&h, rows, c)) == game_from_si(c - cols));
        }
        for (long i = 0; i <= rows; i++)
            CHECK(mazegame_rcf_game(&rh, grid_cell(&h, i, cols)) == game_from_si(rows - i));
        mazegame_rcf_clear(&rh);
        mazegame_grow_report_clear(&rep);
        grid_clear(&g);
        grid_clear(&h);
        if (test_failures()) break;
    }
    /* over the cell bound the values are not compared */
    grid g, h;
    CHECK(grid_init(&g, 2, 2) == 0);
    mazegame_grow_report rep;
    CHECK(mazegame_grow_check(&rep, &h, &g, 4) == 0);
    CHECK_INT(rep.values_kept, -1);
    mazegame_grow_report_clear(&rep);
    grid_clear(&g);
    grid_clear(&h);
}
