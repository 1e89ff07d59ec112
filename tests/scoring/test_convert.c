/* test_convert.c - normal-play and misère forms as scoring games
 * (scoring_from_normal, scoring_from_misere; the issue's reading of the
 * thesis' Theorem 1.1.2): on random literal forms born by day 4, the scoring
 * outcome of the converted game equals the outcome of the form under that
 * convention, found by a plain search of the form (the definitions: in
 * normal play the player who cannot move loses, in misère play wins). */
#include "cgt/form.h"
#include "scoring_check.h"

/* 1 when the player to move (left: Left) wins the form f moving first. */
static int slow_wins(form_t f, bool left, bool misere) {
    size_t n = left ? form_num_left(f) : form_num_right(f);
    if (n == 0) return misere;
    for (size_t i = 0; i < n; i++)
        if (!slow_wins(left ? form_left(f, i) : form_right(f, i), !left, misere)) return 1;
    return 0;
}

static scoring_outcome slow_outcome(form_t f, bool misere) {
    int l = slow_wins(f, true, misere), r = slow_wins(f, false, misere);
    return l && !r   ? SCORING_OUTCOME_L
           : !l && r ? SCORING_OUTCOME_R
           : l && r  ? SCORING_OUTCOME_N
                     : SCORING_OUTCOME_P;
}

/* A random literal form born by day `day`: 0..3 options a side. */
static form_t rand_form(cgt_rng *r, int day) {
    if (day == 0) return form_make(NULL, 0, NULL, 0);
    form_t l[3], rr[3];
    size_t nl = (size_t)cgt_rng_below(r, 4), nr = (size_t)cgt_rng_below(r, 4);
    for (size_t i = 0; i < nl; i++) l[i] = rand_form(r, (int)cgt_rng_below(r, (uint64_t)day));
    for (size_t i = 0; i < nr; i++) rr[i] = rand_form(r, (int)cgt_rng_below(r, (uint64_t)day));
    return form_make(l, nl, rr, nr);
}

TEST(conversions_keep_outcomes_on_random_forms) {
    cgt_rng r;
    uint64_t seed = test_seed() + 31;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(3000);
    unsigned seen[2][5] = {{0}};
    for (long it = 0; it < iters; it++) {
        form_t f = rand_form(&r, 3 + (int)cgt_rng_below(&r, 2));
        CHECK(f != FORM_NONE);
        for (int m = 0; m < 2; m++) {
            scoring_t s = m ? scoring_from_misere(f) : scoring_from_normal(f);
            CHECK(s != SCORING_NONE);
            scoring_outcome got = scoring_get_outcome(s), want = slow_outcome(f, m);
            seen[m][got]++;
            if (got != want) {
                char *t = form_str(f, 200);
                CHECK_MSG(0, "seed %llu: %s in %s play: scoring outcome %s, want %s",
                          (unsigned long long)seed, t, m ? "misère" : "normal",
                          scoring_outcome_name(got), scoring_outcome_name(want));
                cgt_free(t);
            }
        }
    }
    /* every class occurred in both conventions, and no tie can */
    for (int m = 0; m < 2; m++) {
        for (int o = 0; o < 4; o++)
            CHECK_MSG(seen[m][o] > 0, "convention %d class %d unseen", m, o);
        CHECK_INT(seen[m][SCORING_OUTCOME_T], 0);
    }
}

/* Small cases by hand: {|} is P in normal play and N in misère play; {0|}
 * is L in normal play and R in misère play (ONAG; Winning Ways). */
TEST(conversions_examples) {
    CHECK_STR(sc_eval("from_normal(\"{|}\")"), "{-1|0|1}");
    CHECK_STR(sc_eval("outcome(from_normal(\"{|}\"))"), "P");
    CHECK_STR(sc_eval("from_misere(\"{|}\")"), "{1|0|-1}");
    CHECK_STR(sc_eval("outcome(from_misere(\"{|}\"))"), "N");
    CHECK_STR(sc_eval("outcome(from_normal(\"{0|}\"))"), "L");
    CHECK_STR(sc_eval("outcome(from_misere(\"{0|}\"))"), "R");
    CHECK_STR(sc_eval("outcome(from_normal(\"{0|0}\"))"), "N");
    CHECK_STR(sc_eval("outcome(from_misere(\"{0|0}\"))"), "P");
}
