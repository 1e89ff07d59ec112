/* test_known.c - published and hand-derived values of Go regions, and the
 * examples of Stewart's thesis, chapter 6 (seed 004), constructed as boards.
 *
 * Sources:
 * - closed corridors: Sensei's Library, "Corridors"
 *   (https://senseis.xmp.net/?Corridors), after Berlekamp and Wolfe,
 *   Mathematical Go (1994), section 1.2: a closed corridor of n points (the
 *   mouth included) has count n - 2 + 1/2^(n-1) and move value
 *   1 - 1/2^(n-1); its temperature is below 1, so chilled it is that number.
 * - the thesis, section 6.1.1: G = {0|0|0} and H = {0|1|.} as scoring games,
 *   G = * and H = 1 in Mathematical Go's terms (here: the counting values),
 *   X = {1|-2|.} refutes H >= G; Figure 6.1, normal-play value 0 but not
 *   identical to 0 (Theorem 2.3.4). */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/number.h"
#include "cgt/thermo.h"
#include "go_check.h"

static go_value value(const char *text, go_rules rules) {
    go_board *b = NULL;
    go_value v = {SCORING_NONE, GAME_NONE, GAME_NONE};
    int rc = go_parse(&b, text, NULL);
    CHECK_MSG(rc == 0, "%s: %s", text, cgt_error_message());
    if (rc) return v;
    rc = go_board_value(&v, b, rules);
    CHECK_MSG(rc == 0, "%s: %s", text, cgt_error_message());
    go_board_free(b);
    return v;
}

static scoring_t form(const char *text) {
    scoring_t f = SCORING_NONE;
    CHECK(scoring_parse(&f, text) == 0);
    return f;
}

static game_t game(const char *text) {
    game_t g = GAME_NONE;
    CHECK_MSG(expr_eval_game(&g, text) == 0, "%s: %s", text, cgt_error_message());
    return g;
}

static void check_game(game_t got, const char *want, const char *what) {
    char *s = expr_game_str(got);
    CHECK_MSG(got == game(want), "%s: got %s, want %s", what, s, want);
    cgt_free(s);
}

/* G: one point between a black and a white wall (a dame); H: a one-point
 * black eye; K: the corridor of two points whose Left options are G (Black
 * plays at the closed end, leaving the mouth a dame) and H (Black plays at
 * the mouth, closing a one-point eye). */
static const char *G = "XXX|X.O|XXX", *H = "XXX|X.X|XXX", *K = "XXXX|X..O|XXXX";

TEST(thesis_corridor_g_and_h) {
    go_value g = value(G, GO_JAPANESE), h = value(H, GO_JAPANESE);
    CHECK(g.scoring == form("{0|0|0}"));
    CHECK(h.scoring == form("{0|1|.}"));
    /* Mathematical Go: G = *, H = 1, so H >= G (the thesis' numbers are the
     * counting values: a dame is * and a one-point eye is 1) */
    check_game(g.counting, "*", "counting G");
    check_game(h.counting, "1", "counting H");
    CHECK(game_geq(h.counting, g.counting));
    /* chilled (cooled by 1): the dame vanishes (* cools to 0), the eye stays 1 */
    check_game(g.chilled, "0", "chilled G");
    check_game(h.chilled, "1", "chilled H");
    CHECK(game_geq(h.chilled, g.chilled));
}

TEST(thesis_corridor_k_left_options) {
    go_value k = value(K, GO_JAPANESE);
    go_value g = value(G, GO_JAPANESE), h = value(H, GO_JAPANESE);
    CHECK_INT(scoring_left_count(k.scoring), 2);
    bool has_g = false, has_h = false;
    for (size_t i = 0; i < scoring_left_count(k.scoring); i++) {
        has_g |= scoring_left(k.scoring, i) == g.scoring;
        has_h |= scoring_left(k.scoring, i) == h.scoring;
    }
    CHECK_MSG(has_g && has_h, "the Left options of K are G and H");
    /* in normal play G is dominated: K's counting value keeps only H */
    check_game(k.counting, "{1|*}", "counting K");
}

TEST(thesis_witness_x) {
    scoring_t g = value(G, GO_JAPANESE).scoring, h = value(H, GO_JAPANESE).scoring;
    scoring_t x = form("{1|-2|.}");
    mpq_t sl, sr;
    mpq_init(sl);
    mpq_init(sr);
    /* Left moving second = Right moving first */
    scoring_final_scores(sl, sr, scoring_sum(g, x, SCORING_LONG));
    CHECK_MSG(mpq_sgn(sr) > 0, "Left wins G + X moving second");
    scoring_final_scores(sl, sr, scoring_sum(h, x, SCORING_LONG));
    CHECK_MSG(mpq_sgn(sr) < 0, "Left loses H + X moving second");
    mpq_clear(sl);
    mpq_clear(sr);
    /* the library's own search refutes H >= G too */
    scoring_t w = SCORING_NONE;
    CHECK_INT(scoring_refute(&w, h, g, '>', 2, 2), 1);
}

/* Figure 6.1: two dame points side by side.  Each is * in normal play, so
 * the region is * + * = 0 and Mathematical Go dismisses it; its scoring form
 * {{0|0|0}|0|{0|0|0}} is not {.|0|.}, so by Theorem 2.3.4 it is not 0. */
TEST(thesis_figure_6_1) {
    go_value v = value("X.O|X.O", GO_JAPANESE);
    check_game(v.counting, "0", "counting");
    check_game(v.chilled, "0", "chilled");
    CHECK(v.scoring == form("{{0|0|0}|0|{0|0|0}}"));
    CHECK(v.scoring != scoring_integer(0));
    scoring_t w = SCORING_NONE;
    CHECK_INT(scoring_distinguish(&w, v.scoring, scoring_integer(0), 2, 2), 1);
}

TEST(closed_corridors) {
    for (int n = 2; n <= 7; n++) {
        char text[64], wall[16];
        memset(wall, 'X', (size_t)n + 2);
        wall[n + 2] = 0;
        snprintf(text, sizeof text, "%s|X%.*sO|%s", wall, n, "........", wall);
        go_value v = value(text, GO_JAPANESE);
        /* n - 2 + 1/2^(n-1) = ((n-2) 2^(n-1) + 1) / 2^(n-1) */
        dyadic_t x, t;
        dyadic_init(x);
        dyadic_init(t);
        dyadic_set_si_2exp(x, (long)(n - 2) * (1L << (n - 1)) + 1, (uint64_t)(n - 1));
        CHECK_MSG(v.chilled == game_from_dyadic(x), "corridor of %d points: chilled value", n);
        /* move value 1 - 1/2^(n-1) is the counting value's temperature */
        dyadic_set_si_2exp(x, (1L << (n - 1)) - 1, (uint64_t)(n - 1));
        CHECK(thermo_temperature(t, v.counting) == 0);
        CHECK_MSG(dyadic_equal(t, x), "corridor of %d points: temperature", n);
        dyadic_clear(x);
        dyadic_clear(t);
    }
}

TEST(eyes_dame_and_dead_stones) {
    /* a black eye of k points: k points of territory */
    check_game(value("XXXXX|X...X|XXXXX", GO_JAPANESE).counting, "3", "three-point eye");
    /* a dame under area scoring: whoever fills it gains a point: +-1, which
     * cools by 1 to * (under Japanese rules the dame is * and cools to 0) */
    go_value d = value(G, GO_CHINESE);
    CHECK(d.scoring == form("{1|0|-1}"));
    check_game(d.counting, "+-1", "dame, area");
    check_game(d.chilled, "*", "dame, area, chilled");
    /* a dead black stone in a white eye space of two points: White's
     * territory 2 plus one prisoner (Japanese), 2 points of area (Chinese) */
    check_game(value("OOOO|O.xO|OOOO", GO_JAPANESE).counting, "-3", "dead stone");
    /* as scoring games, Right moving first captures (the only move of
     * either side) and Left then has no move: White's territory 1 and the
     * capturing stone, area -2; territory 1 and a prisoner, Japanese -2 */
    mpq_t sl, sr;
    mpq_init(sl);
    mpq_init(sr);
    for (int r = 0; r < 2; r++) {
        scoring_final_scores(sl, sr, value("OOOO|O.xO|OOOO", (go_rules)r).scoring);
        CHECK_MSG(mpq_cmp_si(sr, -2, 1) == 0, "dead stone, rules %d, Right first", r);
    }
    mpq_clear(sl);
    mpq_clear(sr);
}

TEST(colour_swap_negates) {
    const char *boards[] = {K,         "XXXXX|X...O|XXXXX", "XXXXX|X.x.O|XXOOO", "OOOO|O.xO|OOOO",
                            "X.O|X.O", "XXXXX|X..OO|XXXXX"};
    for (size_t i = 0; i < sizeof boards / sizeof *boards; i++) {
        char swapped[64];
        size_t n = strlen(boards[i]);
        for (size_t k = 0; k <= n; k++) {
            char c = boards[i][k];
            swapped[k] = c == 'x' ? 'o' : c == 'o' ? 'x' : c == 'X' ? 'O' : c == 'O' ? 'X' : c;
        }
        for (int r = 0; r < 2; r++) {
            go_value a = value(boards[i], (go_rules)r), b = value(swapped, (go_rules)r);
            CHECK_MSG(b.scoring == scoring_neg(a.scoring), "%s: scoring form of the swap",
                      boards[i]);
            CHECK_MSG(b.counting == game_neg(a.counting), "%s: counting of the swap", boards[i]);
            CHECK_MSG(b.chilled == game_neg(a.chilled), "%s: chilled of the swap", boards[i]);
        }
    }
}

/* Best moves: with closed corridors of 2 and 3 points, a dame and an eye,
 * Mathematical Go plays the hottest region first (move values 1/2 and 3/4
 * by Sensei's Library's formula): the mouth of the 3-point corridor, for
 * either player.  With a three-point eye and a dame (sum 3*), the counting
 * theory fills the dame (the last move), while in scoring play, where
 * nobody may pass, Black plays inside its own eye. */
TEST(best_moves) {
    go_board *b = NULL;
    CHECK(go_parse(&b, "XXXXXXXXX|X..OX...O|XXXXXXXXX|X.OOXX.XX|XXXXXXXXX", NULL) == 0);
    for (int c = 0; c < 2 && b; c++) {
        go_advice a;
        CHECK(go_best_moves(&a, b, c ? 'o' : 'x', GO_JAPANESE) == 0);
        CHECK_INT(a.n_counting, 1);
        if (a.n_counting) {
            CHECK_INT(a.counting_best[0].row, 1);
            CHECK_INT(a.counting_best[0].col, 7);
        }
        CHECK(!a.differ);
        go_advice_clear(&a);
    }
    go_board_free(b);
    CHECK(go_parse(&b, "..xXOXX|X.XO.XX", NULL) == 0);
    if (b) {
        go_advice a;
        CHECK(go_best_moves(&a, b, 'x', GO_JAPANESE) == 0);
        CHECK_INT(a.n_counting, 1);
        if (a.n_counting) {
            CHECK_INT(a.counting_best[0].row, 1);
            CHECK_INT(a.counting_best[0].col, 4);
        }
        CHECK(a.differ);
        for (size_t i = 0; i < a.n_scoring; i++)
            CHECK_MSG(go_region_of(b, a.scoring_best[i].row, a.scoring_best[i].col) == 0,
                      "scoring play moves inside the eye");
        go_advice_clear(&a);
        CHECK_INT(go_best_moves(&a, b, 'z', GO_JAPANESE), CGT_EUSAGE);
    }
    go_board_free(b);
}
