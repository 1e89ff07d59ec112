/* test_analyze.c - the paper's matrices (Figures 10-14, 20, 21) on hand-made
 * 3x3 mazes, M^d against breadth-first search, M^c iff connected, counting
 * perfect mazes, and statistics. */
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

/* The maze of Figures 15 and 20 (cells 1..9 of the paper are 0..8 here): the
 * doors are those at distance 1 in the printed M^d: 1-2, 2-3, 1-4, 3-6, 4-5,
 * 5-6, 4-7, 6-9, 7-8. */
static const char *FIG20 = "+---+---+---+\n"
                           "|           |\n"
                           "+   +---+   +\n"
                           "|           |\n"
                           "+   +---+   +\n"
                           "|       |   |\n"
                           "+---+---+---+\n";

/* Figure 20(c) as printed (rows = from, columns = to, 1-based in the paper). */
static const long FIG20_MD[9][9] = {
    {0, 1, 2, 1, 2, 3, 2, 3, 4}, {1, 0, 1, 2, 3, 2, 3, 4, 3}, {2, 1, 0, 3, 2, 1, 4, 5, 2},
    {1, 2, 3, 0, 1, 2, 1, 2, 3}, {2, 3, 2, 1, 0, 1, 2, 3, 2}, {3, 2, 1, 2, 1, 0, 3, 4, 1},
    {2, 3, 4, 1, 2, 3, 0, 1, 4}, {3, 4, 4, 2, 3, 4, 1, 0, 5}, {4, 3, 2, 3, 2, 1, 4, 5, 0}};

static void read_maze(grid *g, const char *t) {
    CHECK_INT(grid_read(g, t, strlen(t)), 0);
}

TEST(figure20_distance_matrix) {
    grid g;
    read_maze(&g, FIG20);
    long md[81], mb[81];
    CHECK_INT(maze_distance_matrix(md, &g), 0);
    maze_distance_matrix_bfs(mb, &g);
    int mismatches = 0;
    for (int i = 0; i < 9; i++)
        for (int j = 0; j < 9; j++) {
            CHECK_INT(md[i * 9 + j], mb[i * 9 + j]);
            if (md[i * 9 + j] != FIG20_MD[i][j]) {
                mismatches++;
                /* The printed figure has M^d(8,3) = 4 but M^d(3,8) = 5; M^d of
                 * a maze of two-way doors is symmetric and the only paths from
                 * cell 8 to cell 3 are 8-7-4-1-2-3 and 8-7-4-5-6-3, both 5
                 * moves: the definition wins, the printed 4 is a misprint. */
                CHECK(i == 7 && j == 2);
                CHECK_INT(md[i * 9 + j], 5);
            }
        }
    CHECK_INT(mismatches, 1);
    CHECK_INT(maze_complete_power(&g), 5);
    grid_clear(&g);
}

TEST(figure21_solution_matrices) {
    grid g;
    read_maze(&g, FIG20);
    long md[81], ms[81];
    maze_distance_matrix(md, &g);
    /* goal = paper's cell 1: from cell 5 the way is through cell 4, 2 moves */
    maze_solution_matrix(ms, md, 9, 0);
    CHECK_INT(ms[4 * 9 + 3], 2);
    CHECK_INT(ms[4 * 9 + 5], -1);
    CHECK_INT(ms[0], 0);
    /* every row but the goal's names exactly the neighbours one step closer */
    for (long goal = 0; goal < 9; goal++) {
        maze_solution_matrix(ms, md, 9, goal);
        for (long i = 0; i < 9; i++) {
            int any = 0;
            for (long k = 0; k < 9; k++) {
                long v = ms[i * 9 + k];
                if (i == goal) {
                    CHECK_INT(v, k == goal ? 0 : -1);
                    continue;
                }
                if (v >= 0) {
                    any = 1;
                    CHECK_INT(v, md[i * 9 + goal]);
                    CHECK_INT(md[i * 9 + k], 1);
                    CHECK_INT(md[k * 9 + goal], md[i * 9 + goal] - 1);
                }
            }
            if (i != goal) CHECK(any);
        }
    }
    grid_clear(&g);
}

/* A 3x3 maze in the style of Figure 13 (connected, 8 doors) and the same maze
 * with the wall between cells 5 and 6 of Figure 14 (unconnected). */
static const char *FIG13 = "+---+---+---+\n"
                           "|       |   |\n"
                           "+---+   +   +\n"
                           "|           |\n"
                           "+   +---+---+\n"
                           "|           |\n"
                           "+---+---+---+\n";
static const char *FIG14 = "+---+---+---+\n"
                           "|       |   |\n"
                           "+---+   +   +\n"
                           "|       |   |\n"
                           "+   +---+---+\n"
                           "|           |\n"
                           "+---+---+---+\n";

TEST(figure13_14_powers) {
    grid g;
    read_maze(&g, FIG13);
    long m1[81];
    CHECK_INT(maze_connection_matrix(m1, &g), 0);
    /* symmetric, ones on the diagonal, at least two ones a row (2.3) */
    for (int i = 0; i < 9; i++) {
        int ones = 0;
        CHECK_INT(m1[i * 9 + i], 1);
        for (int j = 0; j < 9; j++) {
            CHECK_INT(m1[i * 9 + j], m1[j * 9 + i]);
            ones += (int)m1[i * 9 + j];
        }
        CHECK(ones >= 2);
    }
    mpz_t p[81];
    for (int i = 0; i < 81; i++) mpz_init(p[i]);
    /* M^2 by hand: from cell 5 (centre, doors to 2, 4, 6): 5->5 in two moves:
     * stay-stay, 5-2-5, 5-4-5, 5-6-5 = 4 ways; 5->1: none (1 only via 2: 5-2-1 = 1) */
    CHECK_INT(maze_matrix_power(p, &g, 2), 0);
    CHECK_INT(mpz_get_si(p[4 * 9 + 4]), 4);
    CHECK_INT(mpz_get_si(p[4 * 9 + 0]), 1);
    CHECK_INT(mpz_get_si(p[0 * 9 + 8]), 0);
    /* M^c: the diameter is 1 -> 9: 1-2-5-6-3... longest shortest path */
    long c = maze_complete_power(&g);
    CHECK(c >= 1 && c <= 8);
    CHECK_INT(maze_matrix_power(p, &g, c), 0);
    for (int i = 0; i < 81; i++) CHECK(mpz_sgn(p[i]) > 0);
    CHECK_INT(maze_matrix_power(p, &g, c - 1), 0);
    int zero = 0;
    for (int i = 0; i < 81; i++) zero += mpz_sgn(p[i]) == 0;
    CHECK(zero > 0);
    /* M^8 all non-zero; Figure 14's maze has zeros in M^8 */
    CHECK_INT(maze_matrix_power(p, &g, 8), 0);
    for (int i = 0; i < 81; i++) CHECK(mpz_sgn(p[i]) > 0);
    grid h;
    read_maze(&h, FIG14);
    CHECK_INT(maze_complete_power(&h), -1);
    CHECK_INT(maze_matrix_power(p, &h, 8), 0);
    CHECK_INT(mpz_sgn(p[4 * 9 + 5]), 0); /* cells 5 and 6 are now in different regions */
    CHECK(!maze_is_connected(&h));
    for (int i = 0; i < 81; i++) mpz_clear(p[i]);
    grid_clear(&g);
    grid_clear(&h);
}

TEST(distance_matrix_equals_bfs_random) {
    uint64_t seed = test_seed();
    long iters = test_iterations(60);
    for (long it = 0; it < iters; it++) {
        grid g;
        int algo = (int)(it % MAZE_ALGO_COUNT);
        long rows = 1 + (long)(it % 7), cols = 1 + (long)((it * 3) % 8);
        CHECK_INT(maze_generate(&g, algo, rows, cols, seed + (uint64_t)it), 0);
        if (it % 3 == 1) maze_braid(&g, 0.5, (uint64_t)it);
        if (it % 3 == 2) { /* break it: some walls, a one-way door */
            for (long x = 0; x < grid_cells(&g); x += 3) grid_set_open(&g, x, GRID_E, 0);
            if (grid_cells(&g) > 1) grid_set_oneway(&g, 0, cols > 1 ? GRID_E : GRID_S);
        }
        long n = grid_cells(&g);
        long *a = cgt_malloc((size_t)(n * n) * sizeof *a),
             *b = cgt_malloc((size_t)(n * n) * sizeof *b);
        CHECK_INT(maze_distance_matrix(a, &g), 0);
        maze_distance_matrix_bfs(b, &g);
        CHECK(memcmp(a, b, (size_t)(n * n) * sizeof *a) == 0);
        /* M^c exists iff connected */
        CHECK_INT(maze_complete_power(&g) >= 1, maze_is_connected(&g));
        cgt_free(a);
        cgt_free(b);
        grid_clear(&g);
    }
}

TEST(matrix_limits) {
    grid g;
    CHECK_INT(maze_generate(&g, MAZE_KRUSKAL, 40, 40, 1), 0);
    long dummy[1];
    CHECK_INT(maze_connection_matrix(dummy, &g), CGT_EVALUE);
    grid_clear(&g);
}

static void check_count(long rows, long cols, const char *want) {
    mpz_t c;
    mpz_init(c);
    CHECK_INT(maze_count(c, rows, cols), 0);
    char *s = mpz_get_str(NULL, 10, c);
    CHECK_STR(s, want);
    void (*freefunc)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &freefunc);
    freefunc(s, strlen(s) + 1);
    mpz_clear(c);
}

TEST(count_perfect_mazes) {
    check_count(1, 1, "1");
    check_count(1, 7, "1");
    check_count(2, 2, "4");
    check_count(2, 3, "15");
    check_count(3, 2, "15");
    check_count(3, 3, "192");
    check_count(4, 4, "100352");
    check_count(5, 5, "557568000");
    check_count(6, 6, "32565539635200");
    check_count(10, 10, "5694319004079097795957215725765328371712000");
    mpz_t c;
    mpz_init(c);
    CHECK_INT(maze_count(c, 0, 3), CGT_EVALUE);
    CHECK_INT(maze_count(c, 100, 100), CGT_EVALUE);
    mpz_clear(c);
}

TEST(count_brute_force) {
    /* all 2^doors door sets of small boards: the perfect ones are counted */
    for (long rows = 1; rows <= 3; rows++)
        for (long cols = 1; cols <= 3; cols++) {
            long nseg = rows * (cols - 1) + (rows - 1) * cols, perfect = 0;
            for (long mask = 0; mask < (1L << nseg); mask++) {
                grid g;
                grid_init(&g, rows, cols);
                long k = 0;
                for (long r = 0; r < rows; r++)
                    for (long c = 0; c < cols; c++) {
                        if (c + 1 < cols && (mask >> k++ & 1))
                            grid_set_open(&g, r * cols + c, GRID_E, 1);
                        if (r + 1 < rows && (mask >> k++ & 1))
                            grid_set_open(&g, r * cols + c, GRID_S, 1);
                    }
                perfect += maze_is_perfect(&g);
                grid_clear(&g);
            }
            mpz_t c;
            mpz_init(c);
            maze_count(c, rows, cols);
            CHECK_INT(mpz_get_si(c), perfect);
            mpz_clear(c);
        }
}

TEST(stats) {
    grid g;
    read_maze(&g, FIG20);
    g.start = 4;
    g.goal = 8;
    maze_stats s;
    CHECK_INT(maze_stats_compute(&s, &g), 0);
    CHECK_INT(s.cells, 9);
    CHECK_INT(s.doors, 9);
    CHECK_INT(s.loops, 1);
    CHECK_INT(s.dead_ends, 2); /* cells 8 and 9 */
    CHECK_INT(s.junctions, 2); /* cells 4 and 6 */
    CHECK_INT(s.turns, 3);     /* cells 1, 3, 7 */
    CHECK_INT(s.straights, 2); /* cells 2 and 5 */
    CHECK_INT(s.crossroads, 0);
    CHECK(s.connected && !s.perfect);
    CHECK_INT(s.solution_length, 2);
    CHECK_INT(s.longest_path, 5);
    CHECK_INT(s.bottlenecks, 3); /* cells 4, 6, 7 */
    grid_clear(&g);
}
