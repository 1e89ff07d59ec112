/* test_published.c - the nimber field and the ordinal sum against published
 * tables and theorems: ONAG's nim-multiplication table (p. 52; Winning Ways
 * p. 60), as OEIS A051910 lists it for 0 <= m <= n <= 11, through both nim
 * products (the 64-bit field and the ordinal one); and Winning Ways' colon
 * principle in its inequality form, H >= H' implies G:H >= G:H', on random
 * games (printed seed). */
#include <stdio.h>

#include "cgt/compound.h"
#include "cgt/ordinal.h"
#include "randgame.h"
#include "test.h"

/* OEIS A051910: T(n,m) = n (x) m read by rows, 0 <= m <= n. */
static const int onag_table[] = {
    0,                                            /* n = 0 */
    0, 1,                                         /* 1 */
    0, 2,  3,                                     /* 2 */
    0, 3,  1,  2,                                 /* 3 */
    0, 4,  8,  12, 6,                             /* 4 */
    0, 5,  10, 15, 2,  7,                         /* 5 */
    0, 6,  11, 13, 14, 8,  5,                     /* 6 */
    0, 7,  9,  14, 10, 13, 3,  4,                 /* 7 */
    0, 8,  12, 4,  11, 3,  7,  15, 13,            /* 8 */
    0, 9,  14, 7,  15, 6,  1,  8,  5,  12,        /* 9 */
    0, 10, 15, 5,  3,  9,  12, 6,  1,  11, 14,    /* 10 */
    0, 11, 13, 6,  7,  12, 10, 1,  9,  2,  4,  15 /* 11 */
};

TEST(onag_nim_multiplication_table) {
    size_t k = 0;
    ordinal a, b, r;
    ordinal_init(&a);
    ordinal_init(&b);
    ordinal_init(&r);
    for (int n = 0; n <= 11; n++)
        for (int m = 0; m <= n; m++, k++) {
            uint64_t want = (uint64_t)onag_table[k];
            CHECK_MSG(compound_nim_mul((uint64_t)n, (uint64_t)m) == want, "%d (x) %d", n, m);
            CHECK(compound_nim_mul((uint64_t)m, (uint64_t)n) == want);
            ordinal_set_ui(&a, (uint64_t)n);
            ordinal_set_ui(&b, (uint64_t)m);
            CHECK(ordinal_nim_mul(&r, &a, &b) == 0);
            CHECK(ordinal_finite(&r) == want);
            /* and through the game operator */
            game_t g = GAME_NONE;
            CHECK(compound_nim_product(&g, game_nimber((uint64_t)n), game_nimber((uint64_t)m)) ==
                  0);
            CHECK(g == game_nimber(want));
        }
    CHECK(k == sizeof onag_table / sizeof *onag_table);
    ordinal_clear(&a);
    ordinal_clear(&b);
    ordinal_clear(&r);
    game_table_free();
}

TEST(colon_principle_inequality) {
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed ^ 0xC010);
    long n = test_iterations(300), compared = 0;
    for (long it = 0; it < n; it++) {
        game_t g = randgame(&r, 2, 2), h = randgame(&r, 2, 2), h2 = randgame(&r, 2, 2);
        if (!game_geq(h, h2)) continue;
        compared++;
        CHECK_MSG(game_geq(compound_ordinal_sum(g, h), compound_ordinal_sum(g, h2)), "seed %llu",
                  (unsigned long long)seed);
    }
    CHECK(compared > 20);
    game_table_free();
}
