/* test_rcf.c - the reduced canonical form: the seed paper's worked examples,
 * its theorems as properties, and the two constructions against each other. */
#include "cgt/rcf.h"
#include "randgame.h"
#include "test.h"

static game_t num(long n) {
    return game_from_si(n);
}
static game_t sw(game_t a, game_t b) {
    return game_make(&a, 1, &b, 1);
}
static game_t nstar(long n) {
    dyadic_t x;
    dyadic_init(x);
    dyadic_set_si(x, n);
    game_t g = game_nus(x, 0, 1);
    dyadic_clear(x);
    return g;
}

TEST(paper_worked_example) {
    /* G = {{2|0},1||0}: G_* = {1*|*}, rcf = {1|0}. */
    game_t L[2] = {sw(num(2), num(0)), num(1)};
    game_t z = num(0);
    game_t g = game_make(L, 2, &z, 1);
    CHECK(rcf_cool_star(g) == sw(nstar(1), game_star()));
    CHECK(rcf_reduce(g) == sw(num(1), num(0)));
    CHECK(rcf_reduce_gs(g) == sw(num(1), num(0)));
}

TEST(paper_note_example) {
    /* G = {1|*}: G_* = {1*|*}, rcf = {1|0}. */
    game_t g = sw(num(1), game_star());
    CHECK(rcf_cool_star(g) == sw(nstar(1), game_star()));
    CHECK(rcf_reduce(g) == sw(num(1), num(0)));
    CHECK(rcf_reduce_gs(g) == sw(num(1), num(0)));
}

TEST(issue_example_2_1_10) {
    /* {2|1,{1|0}} must reduce to {2||1|0}. */
    game_t R[2] = {num(1), sw(num(1), num(0))};
    game_t two = num(2);
    game_t g = game_make(&two, 1, R, 2);
    game_t want = sw(num(2), sw(num(1), num(0)));
    CHECK(rcf_reduce(g) == want);
    CHECK(rcf_reduce_gs(g) == want);
}

TEST(inf_order) {
    game_t up = game_up(), z = num(0), s = game_star();
    CHECK(rcf_equalish(up, z));
    CHECK(rcf_equalish(s, z));
    CHECK(rcf_geq_inf(z, up) && rcf_geq_inf(up, z));
    CHECK(!rcf_geq_inf(num(-1), z));
    CHECK(rcf_is_numberish(nstar(3)));
    CHECK(!rcf_is_numberish(sw(num(1), num(0))));
    CHECK(rcf_reduce(up) == z);
    CHECK(rcf_reduce(nstar(5)) == num(5));
}

TEST(constructions_agree_on_day3) {
    game_t *v;
    size_t n;
    CHECK(game_census(&v, &n, 3) == 0);
    CHECK_INT(n, 1474);
    for (size_t i = 0; i < n; i++) {
        game_t a = rcf_reduce(v[i]), b = rcf_reduce_gs(v[i]);
        CHECK_MSG(a == b, "census game %zu: constructions differ", i);
    }
    /* Theorem 5 among the games tried: no game equalish to G is simpler than
     * rcf(G) (birthday and number of options). */
    for (size_t i = 0; i < n; i++) {
        game_t r = rcf_reduce(v[i]);
        size_t ropts = game_num_left(r) + game_num_right(r);
        for (size_t j = 0; j < n; j++) {
            if (rcf_reduce(v[j]) != r) continue; /* v[j] equalish to v[i] */
            CHECK(game_birthday(r) <= game_birthday(v[j]));
            CHECK(ropts <= game_num_left(v[j]) + game_num_right(v[j]) ||
                  game_birthday(r) < game_birthday(v[j]));
        }
    }
    cgt_free(v);
}

TEST(theorems_on_random_games) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 10);
    long n = test_iterations(3000);
    game_t z = num(0);
    for (long i = 0; i < n && test_failures() < 5; i++) {
        game_t g = randgame(&r, 3, 3), h = randgame(&r, 3, 3);
        game_t rg = rcf_reduce(g), rh = rcf_reduce(h);
        /* Theorem 1: a homomorphism. */
        CHECK(rcf_reduce(game_add(g, h)) == rcf_reduce(game_add(rg, rh)));
        CHECK(rcf_reduce(game_add(g, h)) == rcf_reduce_gs(game_add(g, h)));
        /* Lemma 2: same stops. */
        CHECK(game_left_stop(rg) == game_left_stop(g));
        CHECK(game_right_stop(rg) == game_right_stop(g));
        /* Theorem 3: infinitesimal iff rcf = 0. */
        CHECK(game_is_infinitesimal(g) == (rg == z));
        /* Theorem 4: G - rcf(G) is infinitesimal. */
        CHECK(game_is_infinitesimal(game_sub(g, rg)));
        /* Reduced forms are fixed points and the constructions agree. */
        CHECK(rcf_reduce(rg) == rg);
        CHECK(rcf_reduce_gs(g) == rg);
        /* >=_Inf is the order of reduced forms up to infinitesimals. */
        CHECK(rcf_geq_inf(g, h) == rcf_geq_inf(rg, rh));
        CHECK(rcf_equalish(g, h) == (rg == rh));
    }
}

/* Issue #22: cool_star and star_projection are iterative now (^30000 is
 * 30000 levels deep and overflowed the stack). Checked against the
 * definitions, recursively, on random games. */
static game_t ref_cool(game_t g) {
    if (game_is_number(g)) return g;
    size_t nl = game_num_left(g), nr = game_num_right(g);
    game_t *v = cgt_malloc((nl + nr + 1) * sizeof *v);
    for (size_t i = 0; i < nl + nr; i++)
        v[i] = game_add(ref_cool(i < nl ? game_left(g, i) : game_right(g, i - nl)), game_star());
    game_t r = game_make(v, nl, v + nl, nr);
    cgt_free(v);
    return r;
}

static game_t ref_proj(game_t g) {
    if (game_is_number(g)) return g;
    if (game_is_nus(g) && game_is_number(game_add(g, game_star()))) return game_add(g, game_star());
    size_t nl = game_num_left(g), nr = game_num_right(g);
    game_t *v = cgt_malloc((nl + nr + 1) * sizeof *v);
    for (size_t i = 0; i < nl + nr; i++)
        v[i] = ref_proj(i < nl ? game_left(g, i) : game_right(g, i - nl));
    game_t r = game_make(v, nl, v + nl, nr);
    cgt_free(v);
    return r;
}

TEST(cool_star_and_projection_iterative) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    for (int k = 0; k < 200; k++) {
        game_t g = randgame(&r, 3, 3);
        CHECK(rcf_cool_star(g) == ref_cool(g));
        CHECK(rcf_star_projection(g) == ref_proj(g));
    }
    for (int n = 1; n < 8; n++) {
        game_t u = tgame_nus(0, 0, n, 0), us = tgame_nus(0, 0, n, 1);
        CHECK(rcf_cool_star(u) == ref_cool(u));
        CHECK(rcf_star_projection(u) == ref_proj(u));
        CHECK(rcf_star_projection(us) == ref_proj(us));
    }
    cgt_limits_reset();
    game_t deep = tgame_nus(0, 0, 30000, 0);
    CHECK(rcf_star_projection(deep) == tgame_nus(0, 0, 29999, 0));
    CHECK(rcf_cool_star(deep) == game_zero());
}
