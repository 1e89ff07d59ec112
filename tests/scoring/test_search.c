/* test_search.c - final scores of sums by alpha-beta search
 * (scoring_search_final, search.c) against the final scores of the sum form
 * built by scoring_sum (Definition 2.2.1, long rule) on random tuples of
 * forms, including equal components, atomic ones and rational scores. */
#include <gmp.h>

#include "scoring_check.h"

static scoring_t sum_of(const scoring_t *p, size_t n) {
    scoring_t s = scoring_integer(0);
    for (size_t i = 0; i < n; i++) s = scoring_sum(s, p[i], SCORING_LONG);
    return s;
}

TEST(search_equals_the_sum_form) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 11);
    mpq_t sl, sr, wl, wr;
    mpq_inits(sl, sr, wl, wr, NULL);
    scoring_search *shared = scoring_search_new();
    for (long it = 0; it < test_iterations(300); it++) {
        size_t n = 1 + cgt_rng_below(&r, 4);
        scoring_t p[4];
        for (size_t i = 0; i < n; i++) {
            p[i] = sc_random(&r, 1 + (int)cgt_rng_below(&r, 3), 2, 4);
            if (i && cgt_rng_below(&r, 4) == 0) p[i] = p[i - 1]; /* a repeated component */
        }
        if (cgt_rng_below(&r, 5) == 0) { /* a rational score */
            mpq_set_si(sl, 1 + (long)cgt_rng_below(&r, 5), 2 + cgt_rng_below(&r, 3));
            mpq_canonicalize(sl);
            p[0] = scoring_shift(p[0], sl);
        }
        scoring_t s = sum_of(p, n);
        scoring_final_scores(wl, wr, s);
        /* a fresh context for one half, the shared one for the other */
        CHECK(scoring_sum_final_scores(sl, sr, p, n) == 0);
        CHECK_MSG(mpq_equal(sl, wl) && mpq_equal(sr, wr), "sum %s: search %s %s, form %s %s",
                  sc_str(s), mpq_get_str(NULL, 10, sl), mpq_get_str(NULL, 10, sr),
                  mpq_get_str(NULL, 10, wl), mpq_get_str(NULL, 10, wr));
        CHECK(scoring_search_final(shared, sl, p, n, 0) == 0);
        CHECK(scoring_search_final(shared, sr, p, n, 1) == 0);
        CHECK(mpq_equal(sl, wl) && mpq_equal(sr, wr));
    }
    CHECK(scoring_search_positions(shared) > 0);
    scoring_search_free(shared);
    mpq_clears(sl, sr, wl, wr, NULL);
}

TEST(search_examples) {
    /* Section 2.2 of the thesis: {1|0|-1} + {1|0|-1}: Left moves to
     * 1 + {1|0|-1}, Right answers to 1 + -1 = 0; the final score is 0 either
     * way.  A lone atomic game {.|3|.} ends at 3. */
    mpq_t sl, sr;
    mpq_inits(sl, sr, NULL);
    scoring_t g = sc_parse("{1|0|-1}");
    scoring_t p[3] = {g, g, scoring_integer(3)};
    CHECK(scoring_sum_final_scores(sl, sr, p, 2) == 0);
    CHECK(mpq_cmp_si(sl, 0, 1) == 0 && mpq_cmp_si(sr, 0, 1) == 0);
    CHECK(scoring_sum_final_scores(sl, sr, p + 2, 1) == 0);
    CHECK(mpq_cmp_si(sl, 3, 1) == 0 && mpq_cmp_si(sr, 3, 1) == 0);
    CHECK(scoring_sum_final_scores(sl, sr, p, 0) == 0);
    CHECK(mpq_sgn(sl) == 0 && mpq_sgn(sr) == 0);
    mpq_clears(sl, sr, NULL);
}
