/* test_impartial.c - impartial scoring games: Definition 3.0.1, scoring Nim,
 * Conjecture 3.0.1's example and the identity theorems 3.0.1, 4.2.3, 4.3.1
 * and 4.1.3 over thousands of random impartial games. */
#include "scoring_check.h"

TEST(definition_3_0_1_examples) {
    /* Figure 3.1 (the thesis prints "{2,{11|4|-3}|3|,4,{9|2|-5}}" with a stray
     * comma and the options' signs lost; by the worked check in the text,
     * 2 - 3 = -(4 - 3), so the Right options are 4 and {9|2|-5}) */
    CHECK_STR(sc_eval("is_impartial({2,{11|4|-3}|3|4,{9|2|-5}})"), "true");
    CHECK_STR(sc_eval("is_impartial({-2|0|2})"), "true"); /* Figure 3.2 */
    CHECK_STR(sc_eval("is_impartial({4|3|2})"), "true");
    CHECK_STR(sc_eval("is_impartial({1|0|.})"), "false");
    CHECK_STR(sc_eval("is_impartial({1|0|1})"), "false");
    CHECK_STR(sc_eval("is_impartial(5)"), "true");
    /* the printed definition checks only the root and one direction */
    CHECK_STR(sc_eval("is_impartial({0|0|0,-1})"), "true");
    CHECK_STR(sc_eval("is_impartial_hereditary({0|0|0,-1})"), "false");
    CHECK_STR(sc_eval("is_impartial({{1|0|.}|0|{.|0|-1}})"), "true");
    CHECK_STR(sc_eval("is_impartial_hereditary({{1|0|.}|0|{.|0|-1}})"), "false");
    CHECK_STR(sc_eval("is_impartial_hereditary({{0|0|0}|0|{0|0|0}})"), "true");
}

TEST(scoring_nim) {
    CHECK_STR(sc_eval("nim(1)"), "{1|0|-1}");
    CHECK_STR(sc_eval("nim(2)"), "{2,{2|1|0}|0|-2,{0|-1|-2}}");
    CHECK_STR(sc_eval("is_impartial_hereditary(nim(3,2,2))"), "true");
    /* the best strategy is to empty the largest heap: with heaps sorted
     * decreasingly, SL = h1 - h2 + h3 - ... (Theorem 3.1.1: SL = -SR) */
    CHECK_STR(sc_eval("final_scores(nim(3,2,2))"), "3 -3");
    CHECK_STR(sc_eval("final_scores(nim(4,3,1,1))"), "1 -1");
    CHECK_STR(sc_eval("final_scores(nim(5,5))"), "0 0");
}

TEST(conjecture_3_0_1_example) {
    const char *g = "{2,{1|2|3}|0|-2,{-3|-2|-1}}";
    char e[256];
    snprintf(e, sizeof e, "is_impartial_hereditary(%s)", g);
    CHECK_STR(sc_eval(e), "true");
    snprintf(e, sizeof e, "-%s", g); /* the thesis: -G = G */
    CHECK_STR(sc_eval(e), "{2,{1|2|3}|0|-2,{-3|-2|-1}}");
    snprintf(e, sizeof e, "outcome(%s + %s)", g, g);
    CHECK_STR(sc_eval(e), "P");
}

/* outcome(op(G, i)) == outcome(G) for random impartial G; returns failures */
static long identity_failures(int op, scoring_t id, int swap, long n, uint64_t seed,
                              scoring_t *example) {
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long bad = 0;
    for (long k = 0; k < n; k++) {
        scoring_t g = sc_random_impartial(&r, 3, 2, 3);
        scoring_t a = swap ? id : g, b = swap ? g : id;
        scoring_t c = op == '+'   ? scoring_sum(a, b, SCORING_LONG)
                      : op == 'v' ? scoring_sel(a, b, SCORING_LONG)
                      : op == '&' ? scoring_conj(a, b, SCORING_LONG)
                                  : scoring_seq(a, b);
        if (scoring_get_outcome(c) != scoring_get_outcome(g)) {
            if (!bad) *example = g;
            bad++;
        }
    }
    return bad;
}

TEST(theorem_3_0_1_identity_under_sum) {
    scoring_t i = sc_parse("{{0|0|0}|0|{0|0|0}}"), ex = SCORING_NONE;
    long bad = identity_failures('+', i, 0, test_iterations(3000), test_seed(), &ex);
    CHECK_MSG(bad == 0, "%ld counterexamples, first G = %s", bad, sc_str(ex));
}

TEST(theorem_3_0_1_needs_the_hereditary_reading) {
    /* G = {{1|0|.}|0|{.|0|-1}} satisfies Definition 3.0.1 as printed (root
     * only: {1|0|.} - 0 = -({.|0|-1} - 0)) and G is in T, yet G + i is in N:
     * Left moves to {1|0|.} + i, and after Right's reply in i Left plays i
     * too, leaving Right without a move at score 1.  The proof of Theorem
     * 3.0.1 uses impartiality of every subposition ("if Left has no move on
     * G, then neither does Right"), so the theorem holds for the hereditary
     * reading only; the random games above are hereditary. */
    CHECK_STR(sc_eval("is_impartial({{1|0|.}|0|{.|0|-1}})"), "true");
    CHECK_STR(sc_eval("outcome({{1|0|.}|0|{.|0|-1}})"), "T");
    CHECK_STR(sc_eval("outcome({{1|0|.}|0|{.|0|-1}} + {{0|0|0}|0|{0|0|0}})"), "N");
    CHECK_STR(sc_eval("final_scores({{1|0|.}|0|{.|0|-1}} + {{0|0|0}|0|{0|0|0}})"), "1 -1");
}

TEST(theorem_4_3_1_identity_under_seq) {
    scoring_t i = sc_parse("{{0|0|0}|0|{0|0|0}}"), ex = SCORING_NONE;
    long bad = identity_failures('>', i, 0, test_iterations(3000), test_seed() + 1, &ex);
    CHECK_MSG(bad == 0, "G seq i: %ld counterexamples, first G = %s", bad, sc_str(ex));
    bad = identity_failures('>', i, 1, test_iterations(3000), test_seed() + 2, &ex);
    CHECK_MSG(bad == 0, "i seq G: %ld counterexamples, first G = %s", bad, sc_str(ex));
}

TEST(theorem_4_3_1_seq_identity_for_all_games) {
    /* Theorem 4.3.1 claims i seq G = G seq i = G (same outcome) for every
     * game G, not only impartial ones */
    scoring_t i = sc_parse("{{0|0|0}|0|{0|0|0}}");
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 5);
    long bad[2] = {0, 0};
    scoring_t ex[2] = {SCORING_NONE, SCORING_NONE};
    for (long k = 0; k < test_iterations(2000); k++) {
        scoring_t g = sc_random(&r, 3, 2, 3);
        scoring_outcome o = scoring_get_outcome(g);
        if (scoring_get_outcome(scoring_seq(i, g)) != o && !bad[0]++) ex[0] = g;
        if (scoring_get_outcome(scoring_seq(g, i)) != o && !bad[1]++) ex[1] = g;
    }
    CHECK_MSG(bad[0] == 0, "i seq G: %ld counterexamples, first %s", bad[0], sc_str(ex[0]));
    CHECK_MSG(bad[1] == 0, "G seq i: %ld counterexamples, first %s", bad[1], sc_str(ex[1]));
}

TEST(theorem_4_2_3_identity_under_sel) {
    scoring_t i = sc_parse("{{0|0|0}|0|{0|0|0}}"), ex = SCORING_NONE;
    long bad = identity_failures('v', i, 0, test_iterations(3000), test_seed() + 3, &ex);
    CHECK_MSG(bad == 0, "%ld counterexamples, first G = %s", bad, sc_str(ex));
}

TEST(theorem_4_1_3_identity_under_conj) {
    /* I = impartial games in T; each must be an identity for impartial P */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 4);
    long tested = 0, bad = 0;
    scoring_t ex_i = SCORING_NONE, ex_p = SCORING_NONE;
    for (long k = 0; k < test_iterations(20000) && tested < test_iterations(300); k++) {
        scoring_t i = sc_random_impartial(&r, 2, 2, 2);
        if (scoring_get_outcome(i) != SCORING_OUTCOME_T) continue;
        tested++;
        for (int j = 0; j < 10; j++) {
            scoring_t p = sc_random_impartial(&r, 3, 2, 3);
            if (scoring_get_outcome(scoring_conj(i, p, SCORING_LONG)) != scoring_get_outcome(p)) {
                if (!bad) ex_i = i, ex_p = p;
                bad++;
            }
        }
    }
    CHECK(tested > 50);
    CHECK_MSG(bad == 0, "%ld counterexamples, first i = %s, P = %s", bad, sc_str(ex_i),
              sc_str(ex_p));
}
