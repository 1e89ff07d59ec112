/* test_lemma12.c - Lemma 12 of seed 000 (the denominators of {p | q}), used
 * by Theorem 13's construction: for dyadics p < q and x = {p | q},
 * ||x|| <= max(||p||, ||q||) + 1, with equality when {p | q} is x's canonical
 * form, and then every dyadic strictly between p and q other than x has a
 * larger ||.|| (||y/2^m|| = m for odd y).  Values from the game engine. */
#include "cgt/game.h"
#include "cgt/number.h"
#include "test.h"

static uint64_t norm(game_t g) {
    dyadic_t x;
    dyadic_init(x);
    game_get_dyadic(x, g);
    uint64_t e = dyadic_get_exp(x);
    dyadic_clear(x);
    return e;
}

static game_t dy(long n, uint64_t e) {
    dyadic_t x;
    dyadic_init(x);
    dyadic_set_si_2exp(x, n, e);
    game_t g = game_from_dyadic(x);
    dyadic_clear(x);
    return g;
}

TEST(lemma_12_random) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 12);
    long n = test_iterations(3000);
    for (long i = 0; i < n && test_failures() < 5; i++) {
        game_t p = dy((long)cgt_rng_below(&r, 129) - 64, cgt_rng_below(&r, 7));
        game_t q = dy((long)cgt_rng_below(&r, 129) - 64, cgt_rng_below(&r, 7));
        if (game_compare(p, q) != GAME_LESS) continue;
        game_t x = game_make(&p, 1, &q, 1); /* the engine's value of {p | q} */
        CHECK(game_is_number(x));
        uint64_t m = norm(p) > norm(q) ? norm(p) : norm(q);
        CHECK_MSG(norm(x) <= m + 1, "iteration %ld", i);
    }
}

TEST(lemma_12_canonical_forms) {
    /* every non-integer y/2^k with |y| < 2^(k+2), k <= 6: its canonical form
     * {a | b} has ||x|| = max(||a||, ||b||) + 1, and no dyadic strictly
     * between a and b with denominator up to 2^(k+2) other than x has a norm
     * as small as ||x|| */
    for (uint64_t k = 1; k <= 6; k++)
        for (long y = -(1L << (k + 2)) + 1; y < (1L << (k + 2)); y += 2) {
            game_t x = dy(y, k);
            CHECK_INT(game_num_left(x), 1);
            CHECK_INT(game_num_right(x), 1);
            game_t a = game_left(x, 0), b = game_right(x, 0);
            uint64_t m = norm(a) > norm(b) ? norm(a) : norm(b);
            CHECK_MSG(norm(x) == m + 1, "%ld/2^%llu", y, (unsigned long long)k);
            for (long s = (y - 2) * 4 + 1; s < (y + 2) * 4; s++) {
                game_t g = dy(s, k + 2);
                if (g == x || game_compare(a, g) != GAME_LESS || game_compare(g, b) != GAME_LESS)
                    continue;
                CHECK_MSG(norm(g) > norm(x), "%ld/2^%llu between", s, (unsigned long long)k + 2);
            }
        }
}
