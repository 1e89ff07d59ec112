/* test_props.c - algebraic laws over random games from a printed seed, and
 * the engine against the slow reference model (reference.c). */
#include "randgame.h"
#include "reference.h"
#include "test.h"

TEST(group_laws) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    long n = test_iterations(3000);
    game_t z = game_zero();
    for (long i = 0; i < n && test_failures() < 5; i++) {
        game_t a = randgame(&r, 3, 3), b = randgame(&r, 3, 3), c = randgame(&r, 2, 3);
        CHECK(game_sub(a, a) == z);
        CHECK(game_add(a, b) == game_add(b, a));
        CHECK(game_add(game_add(a, b), c) == game_add(a, game_add(b, c)));
        CHECK(game_neg(game_neg(a)) == a);
        CHECK(game_neg(game_add(a, b)) == game_add(game_neg(a), game_neg(b)));
        CHECK(game_mul_si(a, 3) == game_add(a, game_add(a, a)));
        CHECK(game_mul_si(a, -2) == game_neg(game_add(a, a)));
    }
}

TEST(canonicalization_idempotent) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 1);
    long n = test_iterations(3000);
    for (long i = 0; i < n && test_failures() < 5; i++) {
        game_t a = randgame(&r, 4, 3);
        game_t L[64], R[64];
        size_t nl = game_num_left(a), nr = game_num_right(a);
        for (size_t k = 0; k < nl; k++) L[k] = game_left(a, k);
        for (size_t k = 0; k < nr; k++) R[k] = game_right(a, k);
        CHECK(game_make(L, nl, R, nr) == a);
    }
}

TEST(order_laws) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 2);
    long n = test_iterations(3000);
    for (long i = 0; i < n && test_failures() < 5; i++) {
        game_t a = randgame(&r, 3, 3), b = randgame(&r, 3, 3), c = randgame(&r, 3, 3);
        if (cgt_rng_below(&r, 4) == 0) b = game_add(a, randgame_leaf(&r));
        /* a <= b exactly when b - a is L or P. */
        game_outcome o = game_get_outcome(game_sub(b, a));
        CHECK(game_leq(a, b) == (o == GAME_OUTCOME_L || o == GAME_OUTCOME_P));
        CHECK(game_leq(a, a));
        /* antisymmetry: equal values are the same id */
        if (game_leq(a, b) && game_leq(b, a)) CHECK(a == b);
        if (game_leq(a, b) && game_leq(b, c)) CHECK(game_leq(a, c));
        /* order is compatible with sums */
        if (game_leq(a, b)) CHECK(game_leq(game_add(a, c), game_add(b, c)));
        game_relation rel = game_compare(a, b);
        CHECK(rel == GAME_FUZZY ? game_fuzzy(a, b) : !game_fuzzy(a, b));
    }
}

TEST(stop_inequalities) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 3);
    long n = test_iterations(2000);
    for (long i = 0; i < n && test_failures() < 5; i++) {
        game_t a = randgame(&r, 3, 3), b = randgame(&r, 3, 3), s = game_add(a, b);
        game_t la = game_left_stop(a), ra = game_right_stop(a);
        game_t lb = game_left_stop(b), rb = game_right_stop(b);
        CHECK(game_leq(ra, la));
        /* RS(a)+RS(b) <= RS(a+b) <= RS(a)+LS(b) <= LS(a+b) <= LS(a)+LS(b) */
        CHECK(game_leq(game_add(ra, rb), game_right_stop(s)));
        CHECK(game_leq(game_right_stop(s), game_add(ra, lb)));
        CHECK(game_leq(game_add(ra, lb), game_left_stop(s)));
        CHECK(game_leq(game_left_stop(s), game_add(la, lb)));
        /* a number x lies below a when x < RS(a) */
        if (game_lt(game_add(ra, game_from_si(1)), la) || 1) {
            game_t below = game_sub(ra, game_from_si(1));
            CHECK(game_lt(below, a));
        }
    }
}

TEST(engine_matches_reference) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 4);
    long n = test_iterations(1500);
    for (long i = 0; i < n && test_failures() < 5; i++) {
        ref *ta = ref_random(&r, 4, 2), *tb = ref_random(&r, 3, 2);
        game_t a = ref_to_game(ta), b = ref_to_game(tb);
        /* The engine's form equals the tree's value and is canonical. */
        ref *ca = ref_from_game(a);
        CHECK(ref_eq(ca, ta));
        CHECK(ref_is_canonical(ca));
        /* Comparison agrees with the definition on unsimplified trees. */
        CHECK(game_leq(a, b) == (ref_leq(ta, tb) != 0));
        CHECK(game_leq(b, a) == (ref_leq(tb, ta) != 0));
        /* Sum and negation agree. */
        if (ref_size(ta) * ref_size(tb) < 4000) {
            ref *ts = ref_sum(ta, tb);
            game_t s = game_add(a, b);
            ref *cs = ref_from_game(s);
            CHECK(ref_eq(cs, ts));
            CHECK(ref_is_canonical(cs));
        }
        CHECK(ref_eq(ref_from_game(game_neg(a)), ref_neg(ta)));
        ref_free_all();
    }
    ref_free_all();
}

TEST(closed_forms_match_reference) {
    /* x + n.^ + *k built by the reference as sums of trees {0|{0|0}} (up) and
     * nimbers from options, against the engine's closed forms. */
    ref *zero = ref_new(0, 0);
    ref *star = ref_new(1, 1);
    star->opt[0] = star->opt[1] = zero;
    ref *up = ref_new(1, 1);
    up->opt[0] = zero;
    up->opt[1] = star;
    ref *nim[5];
    nim[0] = zero;
    for (int k = 1; k < 5; k++) {
        nim[k] = ref_new(k, k);
        for (int j = 0; j < k; j++) nim[k]->opt[j] = nim[k]->opt[k + j] = nim[j];
    }
    for (int n = -3; n <= 3; n++)
        for (int k = 0; k < 5; k++) {
            if ((n < 0 ? -n : n) + k > 5) continue; /* the trees grow exponentially */
            ref *t = nim[k];
            for (int j = 0; j < (n < 0 ? -n : n); j++) t = ref_sum(t, n < 0 ? ref_neg(up) : up);
            dyadic_t x;
            dyadic_init(x);
            game_t g = game_nus(x, n, (uint64_t)k);
            dyadic_clear(x);
            ref *c = ref_from_game(g);
            CHECK_MSG(ref_eq(c, t) && ref_is_canonical(c), "n=%d k=%d", n, k);
        }
    ref_free_all();
}
