/* test_theorem6.c - Calistrate's permitted numbers and Theorem 6 (seed 001):
 * the interval rcf_permitted computes against the definition applied to
 * every sample number, and the theorem as a property on every game born by
 * day 3 and on random games. */
#include <stdio.h>

#include "cgt/rcf.h"
#include "randgame.h"
#include "test.h"

static game_t num(long n, uint64_t e) {
    return tgame_num(n, e);
}

/* The definition: G^L <| x <| G^R, i.e. not x <= G^L and not G^R <= x. */
static bool permitted_by_definition(game_t x, const game_t *l, size_t nl, const game_t *r,
                                    size_t nr) {
    for (size_t i = 0; i < nl; i++)
        if (game_leq(x, l[i])) return false;
    for (size_t i = 0; i < nr; i++)
        if (game_leq(r[i], x)) return false;
    return true;
}

static bool in_interval(const rcf_permitted *p, game_t x) {
    if (p->count == 0) return false;
    if (p->count == 1) return x == p->only;
    if (p->lo != GAME_NONE) {
        game_relation c = game_compare(p->lo, x);
        if (!(c == GAME_LESS || (x == p->lo && p->lo_closed))) return false;
    }
    if (p->hi != GAME_NONE) {
        game_relation c = game_compare(x, p->hi);
        if (!(c == GAME_LESS || (x == p->hi && p->hi_closed))) return false;
    }
    return true;
}

/* rcf_permitted_str, freed. */
static void check_text(const rcf_permitted *p, const char *want) {
    char *s = rcf_permitted_str(p);
    CHECK_STR(s, want);
    cgt_free(s);
}

TEST(permitted_examples) {
    rcf_permitted p;
    game_t z = num(0, 0), one = num(1, 0), half = num(1, 1);
    /* {0 | 1}: every x strictly between (the value is 1/2, the simplest) */
    game_t l[1] = {z}, r[1] = {one};
    rcf_permitted_opts(&p, l, 1, r, 1);
    CHECK_INT(p.count, 2);
    check_text(&p, "(0, 1)");
    CHECK(in_interval(&p, half));
    /* {1 | 0}: none */
    rcf_permitted_opts(&p, r, 1, l, 1);
    CHECK_INT(p.count, 0);
    /* {{1|0} | 1/2} (literal options): x = 0 is not <= {1|0} (confused), so
     * 0 is permitted, and so is everything up to 1/2 */
    game_t sw = game_make(&one, 1, &z, 1);
    rcf_permitted_opts(&p, &sw, 1, &half, 1);
    check_text(&p, "[0, 1/2)");
    /* {0 | 0}: x = 0 would need 0 <| 0; none */
    rcf_permitted_opts(&p, l, 1, l, 1);
    CHECK_INT(p.count, 0);
    /* {{1|0} | {1|0}}: from the right stop 0 to the left stop 1, both ends
     * permitted (each is confused with {1|0}) */
    rcf_permitted_opts(&p, &sw, 1, &sw, 1);
    check_text(&p, "[0, 1]");
    /* {{1|0} | {0|-1}}: exactly 0 (lo = hi = 0, permitted) */
    game_t m1 = num(-1, 0), sw0m1 = game_make(&z, 1, &m1, 1);
    rcf_permitted_opts(&p, &sw, 1, &sw0m1, 1);
    CHECK_INT(p.count, 1);
    CHECK(p.only == z);
    check_text(&p, "0");
    /* an empty side */
    rcf_permitted_opts(&p, l, 1, NULL, 0);
    check_text(&p, "(0, inf)");
    rcf_permitted_opts(&p, NULL, 0, NULL, 0);
    check_text(&p, "(-inf, inf)");
}

/* The interval against the definition on every sample number: dyadics with
 * denominator 16 in [-5, 5], the ends themselves and numbers just inside and
 * outside them. */
TEST(permitted_matches_definition_random) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed() + 61);
    long n = test_iterations(400);
    for (long it = 0; it < n && test_failures() < 5; it++) {
        game_t l[3], r[3];
        size_t nl = cgt_rng_below(&rng, 4), nr = cgt_rng_below(&rng, 4);
        for (size_t i = 0; i < nl; i++) l[i] = randgame(&rng, 2, 2);
        for (size_t i = 0; i < nr; i++) r[i] = randgame(&rng, 2, 2);
        rcf_permitted p;
        rcf_permitted_opts(&p, l, nl, r, nr);
        game_t samples[200];
        size_t ns = 0;
        for (long k = -80; k <= 80; k += 1) samples[ns++] = num(k, 4);
        game_t ends[2] = {p.lo, p.hi};
        for (int e = 0; e < 2; e++) {
            if (ends[e] == GAME_NONE) continue;
            samples[ns++] = ends[e];
            samples[ns++] = game_add(ends[e], num(1, 10));
            samples[ns++] = game_sub(ends[e], num(1, 10));
        }
        size_t inside = 0;
        for (size_t k = 0; k < ns; k++) {
            bool def = permitted_by_definition(samples[k], l, nl, r, nr);
            inside += def;
            CHECK_MSG(def == in_interval(&p, samples[k]), "iteration %ld, sample %zu", it, k);
        }
        if (p.count == 1) CHECK(inside >= 1);
    }
}

/* Theorem 6: when {rcf(G^L) | rcf(G^R)} permits at most one number,
 * rcf(G) = rcf({rcf(G^L) | rcf(G^R)}).  Every game born by day 3, then random
 * games; both branches of the hypothesis must occur. */
TEST(theorem_6_day3_and_random) {
    game_t *v;
    size_t n;
    CHECK(game_census(&v, &n, 3) == 0);
    size_t hyp = 0, nohyp_differs = 0;
    for (size_t i = 0; i < n; i++) {
        game_t h = GAME_NONE;
        bool ok = rcf_theorem6(v[i], &h);
        if (ok) {
            hyp++;
            CHECK_MSG(rcf_reduce(v[i]) == rcf_reduce(h), "census game %zu", i);
        } else if (rcf_reduce(v[i]) != rcf_reduce(h)) {
            nohyp_differs++;
        }
    }
    printf("theorem 6, day 3: %zu of %zu games meet the hypothesis; %zu others have "
           "rcf(G) != rcf({rcf(G^L)|rcf(G^R)})\n",
           hyp, n, nohyp_differs);
    CHECK(hyp > 0 && hyp < n);
    cgt_free(v);
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed() + 62);
    long iters = test_iterations(2000);
    for (long it = 0; it < iters && test_failures() < 5; it++) {
        game_t g = randgame(&rng, 3, 3), h = GAME_NONE;
        if (rcf_theorem6(g, &h)) CHECK_MSG(rcf_reduce(g) == rcf_reduce(h), "random game %ld", it);
    }
}

/* The paper's two worked examples meet the hypothesis: {{2|0},1||0} and the
 * NOTE's {1|*} both reduce to {1|0}. */
TEST(theorem_6_paper_examples) {
    game_t z = num(0, 0), one = num(1, 0), two = num(2, 0), h = GAME_NONE;
    game_t sw20 = game_make(&two, 1, &z, 1);
    game_t L[2] = {sw20, one};
    game_t g = game_make(L, 2, &z, 1);
    CHECK(rcf_theorem6(g, &h));
    CHECK(rcf_reduce(h) == game_make(&one, 1, &z, 1));
    game_t star = tgame_nus(0, 0, 0, 1);
    game_t g2 = game_make(&one, 1, &star, 1);
    CHECK(rcf_theorem6(g2, &h));
    CHECK(h == game_make(&one, 1, &z, 1));
}
