/* test_distinguish.c - the bounded search for distinguishing games: the
 * Go-section example, Theorem 2.3.4's construction, and honest "none found". */
#include <ctype.h>

#include "scoring_check.h"

static int distinguishes(scoring_t g, scoring_t h, scoring_t x) {
    return scoring_get_outcome(scoring_sum(g, x, SCORING_LONG)) !=
           scoring_get_outcome(scoring_sum(h, x, SCORING_LONG));
}

TEST(go_example) {
    scoring_t g = sc_parse("{0|0|0}"), h = sc_parse("{0|1|.}"), w = SCORING_NONE;
    CHECK_INT(scoring_distinguish(&w, g, h, 2, 2), 1);
    CHECK(w != SCORING_NONE && distinguishes(g, h, w));
    /* the two games already differ in outcome (T versus L), so the smallest
     * witness is 0; the thesis' {1|-2|.} works too */
    CHECK_STR(sc_str(w), "0");
    CHECK(distinguishes(g, h, sc_parse("{1|-2|.}")));
    CHECK_STR(sc_eval("distinguish({0|0|0}, {0|1|.})"), "0");
}

TEST(theorem_2_3_4_nonzero_games_are_not_zero) {
    /* for G not identical to 0, some X = {.|a|b} separates G + X from X */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 7);
    scoring_t zero = scoring_integer(0);
    for (long i = 0; i < test_iterations(30); i++) {
        scoring_t g = sc_random(&r, 2, 2, 1);
        scoring_t w = SCORING_NONE;
        int rc = scoring_distinguish(&w, g, zero, 1, 3);
        if (g == zero) {
            CHECK_INT(rc, 0);
        } else {
            CHECK_MSG(rc == 1, "no witness for G = %s", sc_str(g));
            if (rc == 1) CHECK(distinguishes(g, zero, w));
        }
    }
}

TEST(none_found_is_reported_honestly) {
    scoring_t w = SCORING_NONE;
    scoring_t g = sc_parse("{1|0|.}");
    CHECK_INT(scoring_distinguish(&w, g, g, 2, 2), 0);
    /* Theorem 2.4.2's dominated option: {1,2|0|.} = {2|0|.} */
    CHECK_INT(scoring_distinguish(&w, sc_parse("{1,2|0|.}"), sc_parse("{2|0|.}"), 1, 2), 0);
    CHECK_STR(sc_eval("distinguish({1,2|0|.}, {2|0|.}, 1, 1)"),
              "none found (birthday <= 1, scores in [-1,1]; not a proof of equality)");
    CHECK_INT(scoring_distinguish(&w, g, g, 3, 2), CGT_EUSAGE);
    CHECK_INT(scoring_distinguish(&w, g, g, 1, 4), CGT_EUSAGE);
}

TEST(limits_stop_the_search) {
    cgt_limits_set(50, 0);
    scoring_t w = SCORING_NONE;
    int rc = scoring_distinguish(&w, sc_parse("{3,{2|1|.}|0|{.|-1|-2}}"),
                                 sc_parse("{3,{2|1|.}|0|{.|-1|-3}}"), 2, 3);
    /* either a quick witness or a limit, never a wrong answer */
    CHECK(rc == 1 || rc == CGT_ELIMIT);
    cgt_limits_set(0, 0);
    cgt_limits_reset();
}

TEST(refuting_the_order) {
    scoring_t w;
    /* Figures 2.4 and 2.5: G = {2,{2|1|.}|0|.} >= H = {1|0|.} */
    scoring_t g = sc_parse("{2,{2|1|.}|0|.}"), h = sc_parse("{1|0|.}");
    CHECK_INT(scoring_refute(&w, g, h, '>', 2, 2), 0);
    CHECK_INT(scoring_refute(&w, h, g, '<', 2, 2), 0); /* Theorem 2.3.1 */
    CHECK_INT(scoring_refute(&w, h, g, '>', 1, 2), 1);
    /* the thesis' {1|1|1} >= {0|0|0} */
    CHECK_INT(scoring_refute(&w, sc_parse("{1|1|1}"), sc_parse("{0|0|0}"), '>', 1, 2), 0);
    CHECK(sc_eval("refute_geq({1|0|.}, {2,{2|1|.}|0|.}, 1, 2)")[0] == '{' ||
          sc_eval("refute_geq({1|0|.}, {2,{2|1|.}|0|.}, 1, 2)")[0] == '-' ||
          isdigit((unsigned char)sc_eval("refute_geq({1|0|.}, {2,{2|1|.}|0|.}, 1, 2)")[0]));
    CHECK_STR(sc_eval("refute_geq({2,{2|1|.}|0|.}, {1|0|.}, 1, 1)"),
              "none found (birthday <= 1, scores in [-1,1]; not a proof of equality)");
    /* Theorem 2.3.1 on random pairs: a witness against G >= H exists in the
     * searched family exactly when one against H <= G does */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 21);
    for (long i = 0; i < test_iterations(20); i++) {
        scoring_t a = sc_random(&r, 2, 2, 1), b = sc_random(&r, 2, 2, 1);
        CHECK_INT(scoring_refute(&w, a, b, '>', 1, 1), scoring_refute(&w, b, a, '<', 1, 1));
    }
    CHECK_INT(scoring_refute(&w, g, h, '!', 1, 1), CGT_EUSAGE);
}

TEST(proven_domination_by_shifts) {
    /* the thesis' own example: {1,2|0|.} = {2|0|.} */
    CHECK_STR(sc_eval("reduce({1,2|0|.})"), "{2|0|.}");
    CHECK_STR(sc_eval("reduce({.|0|-1,-3})"), "{.|0|-3}");
    CHECK_STR(sc_eval("reduce({{2|1|.},{3|2|.}|0|.})"), "{{3|2|.}|0|.}");
    /* Figure 2.8: G+1 and H+2 are not shifts of each other, nothing goes */
    CHECK_STR(sc_eval("reduce({3,{3,{3|2|.}|1|.},{3|2|.}|0|.})"),
              "{3,{3,{3|2|.}|1|.},{3|2|.}|0|.}");
    /* Theorem 2.4.2 applied this way never changes the outcome of G + X in
     * the searched family, for random G */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 31);
    long reduced = 0;
    for (long i = 0; i < test_iterations(150); i++) {
        scoring_t g = sc_random(&r, 2, 3, 1), w;
        scoring_t red = scoring_reduce_shifts(g);
        CHECK(scoring_reduce_shifts(red) == red);
        if (red == g) continue;
        reduced++;
        int rc = scoring_distinguish(&w, g, red, 1, 1);
        CHECK_MSG(rc == 0, "G = %s, reduced %s, distinguished by %s", sc_str(g), sc_str(red),
                  sc_str(w));
    }
    CHECK(reduced > 10);
}
