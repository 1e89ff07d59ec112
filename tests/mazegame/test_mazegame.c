/* test_mazegame.c - MAZE: the engine against Theorem 14 on random boards,
 * Theorem 10's inequalities, Lemma 11, the construction of Theorem 13, board
 * errors, and exactness for huge denominators. */
#include <stdlib.h>

#include "cgt/expr.h"
#include "cgt/mazegame.h"
#include "cgt/rcf.h"
#include "test.h"

static void random_board(grid *g, cgt_rng *r, long maxside) {
    long rows = 1 + (long)cgt_rng_below(r, (uint64_t)maxside);
    long cols = 1 + (long)cgt_rng_below(r, (uint64_t)maxside);
    grid_init(g, rows, cols);
    uint64_t density = 1 + cgt_rng_below(r, 5); /* walls with probability density/6 */
    for (long cell = 0; cell < rows * cols; cell++) {
        if (cell / cols + 1 < rows) grid_set_open(g, cell, GRID_S, cgt_rng_below(r, 6) >= density);
        if (cell % cols + 1 < cols) grid_set_open(g, cell, GRID_E, cgt_rng_below(r, 6) >= density);
    }
}

static game_t G(const char *s) {
    game_t g = GAME_NONE;
    CHECK_MSG(expr_eval_game(&g, s) == 0, "eval(%s): %s", s, cgt_error_message());
    return g;
}

static const char *eval_str(const char *s) {
    static char buf[4][1024];
    static int k;
    expr_value v;
    char *b = buf[k++ & 3];
    if (expr_eval(&v, s) < 0) {
        snprintf(b, 1024, "error: %s", cgt_error_message());
        return b;
    }
    char *t = expr_value_str(&v);
    snprintf(b, 1024, "%s", t);
    cgt_free(t);
    return b;
}

TEST(small_examples) {
    grid g;
    /* a column of 3 cells is 2 = {1,0|}, a row of 3 is -2 */
    CHECK(mazegame_read(&g, "+---+\n|   |\n+   +\n|   |\n+   +\n|   |\n+---+\n") == 0);
    CHECK(mazegame_value(&g, 0) == G("2"));
    CHECK(form_is_option_closed(mazegame_form(&g, 0), NULL));
    grid_clear(&g);
    CHECK(mazegame_read(&g, "+---+---+---+\n|           |\n+---+---+---+\n") == 0);
    CHECK(mazegame_value(&g, 0) == G("-2"));
    grid_clear(&g);
    /* 2x2 open: top-left {{|0}... } = {0|0} + ... : Left to (1,0)=-1? */
    CHECK(mazegame_read(&g, "+---+---+\\n|       |\\n+   +   +\\n|       |\\n+---+---+") == 0);
    /* (1,1)=0, (1,0)={|0}=-1, (0,1)={0|}=1, (0,0)={-1|1}=0 */
    CHECK(mazegame_value(&g, 0) == G("0"));
    grid_clear(&g);
    /* {0|0} = * : one cell below and one to the right, both dead ends */
    CHECK(mazegame_read(&g, "+---+---+\n|       |\n+   +---+\n|   |   |\n+---+---+\n") == 0);
    CHECK(mazegame_value(&g, 0) == G("*"));
    mazegame_rcf r;
    CHECK(mazegame_rcf_all(&r, &g) == 0);
    CHECK(r.kind[0] == MAZEGAME_NUMBERISH && mazegame_rcf_game(&r, 0) == G("0"));
    mazegame_rcf_clear(&r);
    grid_clear(&g);
    CHECK_STR(eval_str("mazegame(\"+---+---+\\n|       |\\n+   +---+\\n|   |   |\\n+---+---+\")"),
              "*");
    CHECK_STR(
        eval_str("mazegame_rcf(\"+---+---+\\n|       |\\n+   +---+\\n|   |   |\\n+---+---+\")"),
        "0");
}

TEST(theorem_14_equals_engine) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    long n = test_iterations(1500);
    for (long it = 0; it < n; it++) {
        grid g;
        random_board(&g, &r, 6);
        mazegame_rcf t;
        CHECK(mazegame_rcf_all(&t, &g) == 0);
        for (long cell = 0; cell < grid_cells(&g); cell++) {
            form_t f = mazegame_form(&g, cell);
            game_t v = form_canonical(f);
            game_t want = rcf_reduce(v);
            CHECK_MSG(mazegame_rcf_game(&t, cell) == want, "board %ld cell %ld", it, cell);
            CHECK((t.kind[cell] == MAZEGAME_NUMBER) == game_is_number(v));
            if (it < 100) CHECK(form_is_option_closed(f, NULL));
            /* Theorem 2.16 of 002 */
            game_t d = game_sub(v, want);
            CHECK(game_lt(G("vv*"), d) && game_lt(d, G("^^*")));
            /* Theorem 10: numbers lie strictly between their options; other
             * cells lie between the stops up to infinitesimals */
            long lbest = mazegame_best_move(&t, &g, cell, 'L');
            long rbest = mazegame_best_move(&t, &g, cell, 'R');
            if (game_is_number(v)) {
                for (size_t i = 0; i < form_num_left(f); i++)
                    CHECK(game_lt(form_canonical(form_left(f, i)), v));
                for (size_t i = 0; i < form_num_right(f); i++)
                    CHECK(game_lt(v, form_canonical(form_right(f, i))));
            } else {
                CHECK(lbest >= 0 && rbest >= 0);
                game_t a = mazegame_value(&g, lbest), b = mazegame_value(&g, rbest);
                CHECK(rcf_geq_inf(a, v) && rcf_geq_inf(v, b));
                CHECK(game_left_stop(v) == a && game_right_stop(v) == b);
            }
        }
        mazegame_rcf_clear(&t);
        grid_clear(&g);
    }
}

TEST(lemma_11_keeps_values) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 1);
    long n = test_iterations(400);
    for (long it = 0; it < n; it++) {
        grid g, h;
        random_board(&g, &r, 5);
        CHECK(mazegame_grow(&h, &g) == 0);
        CHECK(h.rows == g.rows + 1 && h.cols == g.cols + 1);
        CHECK(mazegame_value(&h, 0) == mazegame_value(&g, 0));
        mazegame_rcf a, b;
        mazegame_rcf_all(&a, &g);
        mazegame_rcf_all(&b, &h);
        for (long cell = 0; cell < grid_cells(&g); cell++)
            CHECK(mazegame_rcf_game(&a, cell) ==
                  mazegame_rcf_game(&b, grid_cell(&h, cell / g.cols, cell % g.cols)));
        /* the new bottom row is 0,-1,-2,... from the right, the new column
         * 0,1,2,... from the bottom */
        CHECK(mazegame_rcf_game(&b, grid_cells(&h) - 1) == game_zero());
        CHECK(mazegame_rcf_game(&b, grid_cell(&h, h.rows - 1, 0)) == game_from_si(-g.cols));
        CHECK(mazegame_rcf_game(&b, grid_cell(&h, 0, h.cols - 1)) == game_from_si(g.rows));
        mazegame_rcf_clear(&a);
        mazegame_rcf_clear(&b);
        grid_clear(&g);
        grid_clear(&h);
    }
}

/* Builds x (y NULL) or {x|y}, checks only vertical interior walls and the
 * top-left rcf by Theorem 14 (and by the engine when small). */
static void roundtrip(const dyadic_t x, const dyadic_t y, bool engine) {
    grid g;
    int rc = mazegame_build(&g, x, y, 0);
    CHECK_MSG(rc == 0, "build: %s", cgt_error_message());
    if (rc < 0) return;
    for (long cell = 0; cell + g.cols < grid_cells(&g); cell++)
        CHECK(grid_is_open(&g, cell, GRID_S)); /* no horizontal interior wall */
    CHECK(mazegame_check(&g) == 0);
    mazegame_rcf t;
    mazegame_rcf_all(&t, &g);
    if (y) {
        CHECK(t.kind[0] == MAZEGAME_SWITCH && dyadic_equal(t.vals[t.x[0]], x) &&
              dyadic_equal(t.vals[t.y[0]], y));
    } else {
        CHECK(t.kind[0] == MAZEGAME_NUMBER && dyadic_equal(t.vals[t.x[0]], x));
    }
    if (engine && grid_cells(&g) <= 40) {
        game_t want = game_from_dyadic(x);
        if (y) {
            game_t b = game_from_dyadic(y);
            want = game_make(&want, 1, &b, 1);
        }
        CHECK(rcf_reduce(mazegame_value(&g, 0)) == want);
    }
    mazegame_rcf_clear(&t);
    grid_clear(&g);
}

TEST(theorem_13_numbers) {
    dyadic_t x;
    dyadic_init(x);
    for (long k = -256; k <= 256; k++) {
        dyadic_set_si_2exp(x, k, 6);
        roundtrip(x, NULL, true);
    }
    dyadic_clear(x);
    /* the paper's integer case: a column for g > 0 (Left moves down) */
    grid g;
    dyadic_t three;
    dyadic_init(three);
    dyadic_set_si(three, 3);
    mazegame_build(&g, three, NULL, 0);
    CHECK(g.rows == 4 && g.cols == 1);
    grid_clear(&g);
    dyadic_clear(three);
}

TEST(theorem_13_switches) {
    /* every switch {a|b} with a > b in [-4,4], denominators <= 64, is 131328
     * pairs: a random sample (all of them with CGT_TEST_SCALE=60) */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 2);
    dyadic_t a, b;
    dyadic_init(a);
    dyadic_init(b);
    long n = test_iterations(2500);
    if (n >= 131328) {
        for (long i = -256; i <= 256; i++)
            for (long j = -256; j < i; j++) {
                dyadic_set_si_2exp(a, i, 6);
                dyadic_set_si_2exp(b, j, 6);
                roundtrip(a, b, false);
            }
    } else {
        for (long it = 0; it < n; it++) {
            long i = (long)cgt_rng_below(&r, 513) - 256, j = (long)cgt_rng_below(&r, 513) - 256;
            if (i == j) continue;
            if (i < j) {
                long t = i;
                i = j;
                j = t;
            }
            dyadic_set_si_2exp(a, i, 6);
            dyadic_set_si_2exp(b, j, 6);
            roundtrip(a, b, it < 300);
        }
    }
    dyadic_clear(a);
    dyadic_clear(b);
}

TEST(huge_denominator_exact) {
    /* 1/2^200 and 1 - 1/2^200: Theorem 14 stays exact on the construction */
    dyadic_t x, y;
    dyadic_init(x);
    dyadic_init(y);
    dyadic_set_si_2exp(x, 1, 200);
    grid g;
    CHECK(mazegame_build(&g, x, NULL, 0) == 0);
    mazegame_rcf t;
    mazegame_rcf_all(&t, &g);
    CHECK(t.kind[0] == MAZEGAME_NUMBER && dyadic_equal(t.vals[t.x[0]], x));
    mazegame_rcf_clear(&t);
    grid_clear(&g);
    dyadic_set_si(y, 1);
    dyadic_sub(x, y, x);
    dyadic_set_si_2exp(y, -3, 1);
    CHECK(mazegame_build(&g, x, y, 0) == 0);
    mazegame_rcf_all(&t, &g);
    CHECK(t.kind[0] == MAZEGAME_SWITCH && dyadic_equal(t.vals[t.x[0]], x) &&
          dyadic_equal(t.vals[t.y[0]], y));
    mazegame_rcf_clear(&t);
    grid_clear(&g);
    dyadic_clear(x);
    dyadic_clear(y);
}

TEST(board_errors) {
    grid g;
    CHECK(mazegame_read(&g, "") < 0);
    CHECK(mazegame_read(&g, "+---+\n|   \n+---+\n") < 0); /* ragged */
    CHECK(strstr(cgt_error_message(), "line 2") != NULL);
    CHECK(mazegame_read(&g, "+---+\n| x |\n+---+\n") < 0); /* unknown character */
    CHECK(strstr(cgt_error_message(), "line 2, column 3") != NULL);
    CHECK(mazegame_read(&g, "+---+\n|    \n+---+\n") < 0); /* open border */
    CHECK_STR(cgt_error_message(), "line 2, column 5: MAZE needs a wall on the border");
    CHECK(mazegame_read(&g, "+   +\n|   |\n+---+\n") < 0);
    CHECK_STR(cgt_error_message(), "line 1, column 2: MAZE needs a wall on the border");
    CHECK(strncmp(eval_str("mazegame(\"+---+\\n| x |\\n+---+\")"),
                  "error: column 10: mazegame: line 2, column 3", 44) == 0);
}

TEST(start_cell) {
    grid g;
    CHECK(mazegame_read(&g, "+---+---+\n|   | S |\n+   +   +\n|       |\n+---+---+\n") == 0);
    CHECK(mazegame_start(&g) == 1);
    CHECK(mazegame_value(&g, 1) == G("1"));
    grid_clear(&g);
}

TEST(pictures) {
    dyadic_t x, y;
    dyadic_init(x);
    dyadic_init(y);
    dyadic_set_si_2exp(x, 5, 3);
    dyadic_set_si_2exp(y, -3, 2);
    grid g;
    CHECK(mazegame_build(&g, x, y, 0) == 0);
    mazegame_rcf r;
    mazegame_rcf_all(&r, &g);
    char *svg = mazegame_svg(&g, &r);
    CHECK(strncmp(svg, "<svg", 4) == 0 && strstr(svg, ">{5/8|-3/4}<") != NULL);
    cgt_free(svg);
    uint8_t *png;
    size_t n;
    CHECK(mazegame_png(&png, &n, &g, &r) == 0);
    CHECK(n > 33 && memcmp(png, "\x89PNG\r\n\x1a\n", 8) == 0 && memcmp(png + 12, "IHDR", 4) == 0);
    uint32_t w =
        (uint32_t)png[16] << 24 | (uint32_t)png[17] << 16 | (uint32_t)png[18] << 8 | png[19];
    CHECK(w == (uint32_t)(g.cols * 56 + 12));
    CHECK(memcmp(png + n - 8, "IEND", 4) == 0);
    cgt_free(png);
    mazegame_rcf_clear(&r);
    grid_clear(&g);
    dyadic_clear(x);
    dyadic_clear(y);
}

/* mazegame_build_game: a number or a switch game gives the board of
 * mazegame_build (the same grid, written the same), any other game the
 * error naming the value as written. */
TEST(build_game_matches_build) {
    const char *values[] = {"3/4", "-5/8", "{1|-1/2}", "+-2", "0"};
    for (size_t i = 0; i < sizeof values / sizeof *values; i++) {
        game_t v;
        CHECK(expr_eval_game(&v, values[i]) == 0);
        dyadic_t x, y;
        dyadic_init(x);
        dyadic_init(y);
        bool sw = !game_is_number(v);
        game_get_dyadic(x, sw ? game_left(v, 0) : v);
        if (sw) game_get_dyadic(y, game_right(v, 0));
        grid a, b;
        CHECK(mazegame_build(&a, x, sw ? y : NULL, 0) == 0);
        CHECK_MSG(mazegame_build_game(&b, v, values[i], 0) == 0, "%s: %s", values[i],
                  cgt_error_message());
        char *sa = grid_write(&a), *sb = grid_write(&b);
        CHECK_STR(sb, sa);
        cgt_free(sa);
        cgt_free(sb);
        grid_clear(&a);
        grid_clear(&b);
        dyadic_clear(x);
        dyadic_clear(y);
    }
    grid g;
    CHECK_INT(mazegame_build_game(&g, game_up(), "^", 0), CGT_EVALUE);
    CHECK_STR(cgt_error_message(), "'^' is not a number or a switch {a|b} of numbers a > b");
}
