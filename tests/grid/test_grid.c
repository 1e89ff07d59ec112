/* test_grid.c - the board type: doors, borders, one-way doors, wrap moves and
 * the ASCII reader's round trip and error messages. */
#include <stdlib.h>
#include <string.h>

#include "cgt/grid.h"
#include "test.h"

static const char *EXAMPLE = "+---+---+---+\n"
                             "|       |   |\n"
                             "+   +---+   +\n"
                             "|           |\n"
                             "+---+---+---+\n";

TEST(read_issue_example) {
    grid g;
    CHECK_INT(grid_read(&g, EXAMPLE, strlen(EXAMPLE)), 0);
    CHECK_INT(g.rows, 2);
    CHECK_INT(g.cols, 3);
    CHECK_INT(g.start, -1);
    CHECK(grid_is_open(&g, 0, GRID_E));
    CHECK(!grid_is_open(&g, 1, GRID_E));
    CHECK(grid_is_open(&g, 0, GRID_S));
    CHECK(!grid_is_open(&g, 1, GRID_S));
    CHECK(grid_is_open(&g, 2, GRID_S));
    CHECK(!grid_is_open(&g, 0, GRID_N));
    CHECK_INT(grid_move(&g, 0, GRID_W), -1);
    CHECK_INT(grid_move(&g, 3, GRID_E), 4);
    CHECK_INT(grid_count_doors(&g), 5);
    char *s = grid_write(&g);
    CHECK_STR(s, EXAMPLE);
    cgt_free(s);
    grid_clear(&g);
}

TEST(start_goal_oneway_wrap_roundtrip) {
    const char *t = "+---+ ~ +---+\n"
                    "~ S >   |   ~\n"
                    "+ v +---+   +\n"
                    "|   <     G  \n"
                    "+---+ ~ +---+\n";
    grid g;
    CHECK_INT(grid_read(&g, t, strlen(t)), 0);
    CHECK_INT(g.start, 0);
    CHECK_INT(g.goal, 5);
    CHECK_INT(grid_move(&g, 0, GRID_E), 1);
    CHECK_INT(grid_move(&g, 1, GRID_W), -1);
    CHECK_INT(grid_move(&g, 0, GRID_S), 3);
    CHECK_INT(grid_move(&g, 3, GRID_N), -1);
    CHECK_INT(grid_move(&g, 4, GRID_W), 3);
    CHECK_INT(grid_move(&g, 3, GRID_E), -1);
    CHECK_INT(grid_move(&g, 0, GRID_W), 2); /* wrap */
    CHECK_INT(grid_move(&g, 2, GRID_E), 0);
    CHECK_INT(grid_move(&g, 1, GRID_N), 4);
    CHECK_INT(grid_move(&g, 4, GRID_S), 1);
    CHECK_INT(grid_move(&g, 5, GRID_E), -2); /* exit */
    char *s = grid_write(&g);
    CHECK_STR(s, t);
    cgt_free(s);
    grid g2;
    CHECK_INT(grid_copy(&g2, &g), 0);
    s = grid_write(&g2);
    CHECK_STR(s, t);
    cgt_free(s);
    grid_clear(&g2);
    grid_clear(&g);
}

TEST(crlf_and_trailing_blank_lines) {
    const char *t = "+---+\r\n| G |\r\n+---+\r\n\r\n\n";
    grid g;
    CHECK_INT(grid_read(&g, t, strlen(t)), 0);
    CHECK_INT(g.goal, 0);
    grid_clear(&g);
}

static void expect_error(const char *text, const char *msg) {
    grid g;
    int rc = grid_read(&g, text, strlen(text));
    CHECK_INT(rc, CGT_EPARSE);
    CHECK_STR(cgt_error_message(), msg);
    CHECK(g.east == NULL);
}

TEST(errors) {
    expect_error("", "line 1, column 1: empty board (no lines)");
    expect_error("\n\n", "line 1, column 1: empty board (no lines)");
    expect_error("|   |\n", "line 1, column 1: missing border: the first line must start with "
                            "'+', not '|'");
    expect_error("+--\n", "line 1, column 4: missing border: the top line must be '+---' "
                          "repeated and end in '+'");
    expect_error("+---+\n|   |\n",
                 "line 3, column 1: missing bottom border (a line of '+---' after the last row)");
    expect_error("+---+---+\n|   |\n+---+---+\n",
                 "line 2, column 6: ragged line: 5 characters where the first line has 9");
    expect_error("+---+\n|   |  \n+---+\n",
                 "line 2, column 6: ragged line: 7 characters where the first line has 5");
    expect_error("+---+\n| x |\n+---+\n",
                 "line 2, column 3: unexpected 'x' inside a cell (expected ' ', 'S' or 'G')");
    expect_error("+---+\n| S |\n+-x-+\n", "line 3, column 3: unexpected 'x' in a border segment "
                                          "(expected '---', '   ' or ' ~ ')");
    expect_error("+---+\n# S |\n+---+\n",
                 "line 2, column 1: unexpected '#' in the border (expected '|', ' ' or '~')");
    expect_error("+---+---+\n| S x G |\n+---+---+\n",
                 "line 2, column 5: unexpected 'x' between cells (expected '|', ' ', '>' or '<')");
    expect_error("+---+---+\n| S | S |\n+---+---+\n",
                 "line 2, column 7: a second start 'S' (only one is allowed)");
    expect_error("+---+\n|   |\n----+\n", "line 3, column 1: expected a corner '+', found '-'");
    expect_error("+---+\n|\t  |\n+---+\n",
                 "line 2, column 2: unexpected byte 0x09 inside a cell (expected ' ', 'S' or 'G')");
    expect_error("+---+---+\n|   |   |\n+ ~ +---+\n|   |   |\n+---+---+\n",
                 "line 3, column 3: unexpected '~' in a wall segment (expected '---', '   ', ' v ' "
                 "or ' ^ ')");
}

TEST(sizes) {
    grid g;
    CHECK_INT(grid_init(&g, 0, 5), CGT_EVALUE);
    CHECK_INT(grid_init(&g, 1000000000, 1000000000), CGT_EVALUE);
    CHECK_INT(grid_init(&g, 1, 1), 0);
    CHECK_INT(grid_count_doors(&g), 0);
    CHECK_INT(grid_neighbor(&g, 0, GRID_E), -1);
    grid_clear(&g);
}

TEST(random_roundtrip) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed);
    long iters = test_iterations(300);
    for (long it = 0; it < iters; it++) {
        long rows = 1 + (long)cgt_rng_below(&rng, 7), cols = 1 + (long)cgt_rng_below(&rng, 7);
        grid g;
        CHECK_INT(grid_init(&g, rows, cols), 0);
        for (long c = 0; c < rows * cols; c++)
            for (int d = 0; d < 4; d++) {
                uint64_t x = cgt_rng_below(&rng, 8);
                if (grid_neighbor(&g, c, d) < 0)
                    grid_set_border(&g, c, d, (int)(x % 3));
                else if (x < 3)
                    grid_set_open(&g, c, d, 1);
                else if (x == 3)
                    grid_set_oneway(&g, c, d);
                else if (x == 4)
                    grid_set_open(&g, c, d, 0);
            }
        g.start = (long)cgt_rng_below(&rng, (uint64_t)(rows * cols));
        g.goal = (long)cgt_rng_below(&rng, (uint64_t)(rows * cols));
        if (g.goal == g.start) g.goal = -1;
        char *s = grid_write(&g);
        grid h;
        CHECK_INT(grid_read(&h, s, strlen(s)), 0);
        char *s2 = grid_write(&h);
        CHECK_STR(s2, s);
        for (long c = 0; c < rows * cols; c++)
            for (int d = 0; d < 4; d++) CHECK_INT(grid_move(&h, c, d), grid_move(&g, c, d));
        cgt_free(s);
        cgt_free(s2);
        grid_clear(&g);
        grid_clear(&h);
    }
}
