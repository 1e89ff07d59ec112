/* test_generate.c - every generator makes perfect mazes of every size up to
 * 60x40 for many seeds, deterministically; braiding makes loops; the
 * connection-matrix method makes connected mazes. */
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

TEST(names) {
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) CHECK_INT(maze_algo_from_name(maze_algo_name(a)), a);
    CHECK_INT(maze_algo_from_name("bogus"), CGT_EVALUE);
    CHECK(strstr(cgt_error_message(), "unknown maze algorithm 'bogus'") != NULL);
    CHECK_STR(maze_algo_name(MAZE_RECURSIVE_DIVISION), "recursive-division");
}

static void check_one(int algo, long rows, long cols, uint64_t seed) {
    grid g;
    int rc = maze_generate(&g, algo, rows, cols, seed);
    CHECK_INT(rc, 0);
    if (rc) return;
    if (algo == MAZE_CONNECTION_MATRIX) {
        CHECK_MSG(maze_is_connected(&g), "%s %ldx%ld seed %llu not connected", maze_algo_name(algo),
                  cols, rows, (unsigned long long)seed);
    } else {
        CHECK_MSG(maze_is_perfect(&g) && grid_count_doors(&g) == rows * cols - 1,
                  "%s %ldx%ld seed %llu not perfect", maze_algo_name(algo), cols, rows,
                  (unsigned long long)seed);
    }
    CHECK_INT(g.start, 0);
    CHECK_INT(g.goal, rows * cols - 1);
    grid_clear(&g);
}

TEST(every_size_every_algorithm) {
    /* every height 1..40 with widths 1,2,3,5,...,55,60; every width for heights 1, 2, 40 */
    static const long widths[] = {1, 2, 3, 4, 5, 8, 13, 21, 34, 55, 60};
    uint64_t seed = test_seed();
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        for (long rows = 1; rows <= 40; rows++)
            for (size_t i = 0; i < sizeof widths / sizeof *widths; i++)
                check_one(a, rows, widths[i], seed + (uint64_t)(rows * 61 + widths[i]));
        for (long cols = 1; cols <= 60; cols++) {
            check_one(a, 1, cols, seed + (uint64_t)cols);
            check_one(a, 2, cols, seed + (uint64_t)cols);
            check_one(a, 40, cols, seed + (uint64_t)cols);
        }
    }
}

TEST(many_seeds) {
    uint64_t seed = test_seed();
    long iters = test_iterations(40);
    for (int a = 0; a < MAZE_ALGO_COUNT; a++)
        for (long i = 0; i < iters; i++) {
            check_one(a, 1 + (long)(i % 9), 1 + (long)((i * 7) % 13), seed * 1000 + (uint64_t)i);
            check_one(a, 60, 40, seed * 1000 + (uint64_t)i);
        }
}

TEST(deterministic) {
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        grid g, h, k;
        CHECK_INT(maze_generate(&g, a, 9, 11, 42), 0);
        CHECK_INT(maze_generate(&h, a, 9, 11, 42), 0);
        CHECK_INT(maze_generate(&k, a, 9, 11, 43), 0);
        char *s = grid_write(&g), *t = grid_write(&h), *u = grid_write(&k);
        CHECK_STR(s, t);
        if (a != MAZE_BINARY_TREE || 1)
            CHECK_MSG(strcmp(s, u) != 0, "%s ignores the seed", maze_algo_name(a));
        cgt_free(s);
        cgt_free(t);
        cgt_free(u);
        grid_clear(&g);
        grid_clear(&h);
        grid_clear(&k);
    }
}

TEST(bad_sizes) {
    grid g;
    CHECK_INT(maze_generate(&g, MAZE_BACKTRACKER, 0, 5, 1), CGT_EVALUE);
    CHECK_INT(maze_generate(&g, MAZE_BACKTRACKER, 1000000000, 1000000000, 1), CGT_EVALUE);
    CHECK_INT(maze_generate(&g, 99, 3, 3, 1), CGT_EVALUE);
}

TEST(braid_makes_loops) {
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        grid g;
        CHECK_INT(maze_generate(&g, a, 12, 15, 7), 0);
        long before = grid_count_doors(&g);
        long removed = maze_braid(&g, 1.0, 7);
        CHECK(removed > 0);
        CHECK(grid_count_doors(&g) == before + removed);
        CHECK(maze_is_connected(&g));
        CHECK(!maze_is_perfect(&g));
        /* no dead ends remain after braid 1 */
        maze_stats st;
        CHECK_INT(maze_stats_compute(&st, &g), 0);
        CHECK_INT(st.dead_ends, 0);
        CHECK(st.loops > 0);
        grid_clear(&g);
    }
    grid g;
    CHECK_INT(maze_generate(&g, MAZE_BACKTRACKER, 20, 20, 3), 0);
    maze_stats a, b;
    maze_stats_compute(&a, &g);
    maze_braid(&g, 0.5, 3);
    maze_stats_compute(&b, &g);
    CHECK(b.dead_ends < a.dead_ends && b.dead_ends > 0);
    grid_clear(&g);
}

TEST(connection_matrix_connected_by_powers) {
    for (uint64_t s = 0; s < 30; s++) {
        grid g;
        CHECK_INT(
            maze_generate(&g, MAZE_CONNECTION_MATRIX, 1 + (long)(s % 6), 1 + (long)(s % 5), s), 0);
        CHECK(maze_complete_power(&g) >= 1);
        grid_clear(&g);
    }
}

TEST(enlarge_open_maze) {
    const char *open = "+   +---+---+\n"
                       "|       |   |\n"
                       "+---+   +   +\n"
                       "|            \n"
                       "+---+---+---+\n";
    grid g, e;
    CHECK_INT(grid_read(&g, open, strlen(open)), 0);
    CHECK_INT(maze_enlarge(&e, &g), 0);
    CHECK_INT(e.rows, 4);
    CHECK_INT(e.cols, 5);
    CHECK_INT(e.start, 1); /* above the top opening */
    CHECK_INT(e.goal, 14); /* right of the east opening in row 1 */
    CHECK(maze_is_perfect(&e));
    maze_solution s;
    CHECK_INT(maze_solve(&s, &e, MAZE_BFS, NULL), 0);
    CHECK(s.solved);
    CHECK_INT(s.length, 5);
    maze_solution_clear(&s);
    grid_clear(&e);
    grid_clear(&g);
    /* generated mazes with an entrance and an exit cut into the border */
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        if (a == MAZE_CONNECTION_MATRIX) continue;
        CHECK_INT(maze_generate(&g, a, 6, 9, 3), 0);
        grid_set_open(&g, 0, GRID_W, 1);
        grid_set_open(&g, grid_cells(&g) - 1, GRID_E, 1);
        g.start = g.goal = -1;
        CHECK_INT(maze_enlarge(&e, &g), 0);
        CHECK(maze_is_perfect(&e));
        grid_clear(&e);
        grid_clear(&g);
    }
    CHECK_INT(maze_generate(&g, MAZE_KRUSKAL, 3, 3, 1), 0);
    CHECK_INT(maze_enlarge(&e, &g), CGT_EVALUE);
    grid_clear(&g);
}
