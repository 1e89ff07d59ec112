/* test_outcome.c - final scores and the outcome classes of Definitions
 * 2.1.1 and 2.1.2, against the thesis' examples and a reference search. */
#include "scoring_check.h"

TEST(final_scores_examples) {
    CHECK_STR(sc_eval("final_scores({1|0|.})"), "1 0");
    CHECK_STR(sc_eval("final_scores({.|2|{.|1|3}})"), "2 1");
    /* Thesis typo (proof of Theorem 2.3.3): for G = {{{d|c|e}|b|.}|a|.} it
     * prints G_F^SL = a and G_F^SR = b.  By Definition 2.0.1 Left's only move
     * reaches {{d|c|e}|b|.}, where Right has no move, so G_F^SL = b; Right
     * has no move in G, so G_F^SR = a.  With a=1, b=2: "2 1", not "1 2". */
    CHECK_STR(sc_eval("final_scores({{{4|3|5}|2|.}|1|.})"), "2 1");
    CHECK_STR(sc_eval("final_scores(3/2)"), "3/2 3/2");
}

TEST(outcome_classes) {
    /* each of the nine (L?, R?) pairs */
    struct {
        const char *g, *classes, *outcome;
    } c[] = {
        {"{1|0|-1}", "L> R<", "N"},  {"{1|0|0}", "L> R=", "L"},  {"{1|0|2}", "L> R>", "L"},
        {"{0|0|-1}", "L= R<", "R"},  {"{0|0|0}", "L= R=", "T"},  {"{0|0|1}", "L= R>", "L"},
        {"{-1|0|-1}", "L< R<", "R"}, {"{-1|0|0}", "L< R=", "R"}, {"{-1|0|1}", "L< R>", "P"},
        {"0", "L= R=", "T"},         {"{1|0|.}", "L> R=", "L"},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        char e[128];
        snprintf(e, sizeof e, "classes(%s)", c[i].g);
        CHECK_STR(sc_eval(e), c[i].classes);
        snprintf(e, sizeof e, "outcome(%s)", c[i].g);
        CHECK_STR(sc_eval(e), c[i].outcome);
    }
    /* the thesis' own remark: {1|0|0} is in L */
    CHECK_STR(sc_eval("outcome({1|0|0})"), "L");
}

TEST(final_scores_match_reference) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    scoring_t zero = scoring_integer(0);
    for (long i = 0; i < test_iterations(500); i++) {
        scoring_t g = sc_random(&r, 4, 3, 5);
        /* G seq 0 = G played alone */
        CHECK(sc_final_left(g) == sc_ref_final('>', 0, g, zero, 1));
        CHECK(sc_final_right(g) == sc_ref_final('>', 0, g, zero, 0));
        int o = scoring_get_outcome(g);
        int l = scoring_left_sign(g), rr = scoring_right_sign(g);
        /* Theorem 2.1.1: exactly one class, as the definition lists */
        int want = (l > 0 && rr < 0)     ? SCORING_OUTCOME_N
                   : (l < 0 && rr > 0)   ? SCORING_OUTCOME_P
                   : (l == 0 && rr == 0) ? SCORING_OUTCOME_T
                   : (l >= 0 && rr >= 0) ? SCORING_OUTCOME_L
                                         : SCORING_OUTCOME_R;
        CHECK_INT(o, want);
    }
}
