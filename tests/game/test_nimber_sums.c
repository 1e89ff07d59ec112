/* test_nimber_sums.c - sums with a nimber part *k (k >= 2), which game_add
 * computes by the gift-horse shortcut when it applies (src/game/ops.c,
 * add_big_nimber): against the reference model's unsimplified sums for small
 * k, and for larger k against the canonical form built from every option of
 * the sum, {G^L + N, G + N^L | G^R + N, G + N^R}. */
#include <stdio.h>

#include "cgt/game.h"
#include "randgame.h"
#include "reference.h"
#include "test.h"

TEST(nimber_sums_match_reference) {
    cgt_rng r;
    uint64_t seed = test_seed() + 20;
    cgt_rng_seed(&r, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    long n = test_iterations(400);
    for (long i = 0; i < n && test_failures() < 5; i++) {
        ref *tg = ref_random(&r, 3, 2);
        game_t g = ref_to_game(tg);
        uint64_t k = 2 + cgt_rng_below(&r, 4);
        long num = (long)cgt_rng_below(&r, 5) - 2;
        int64_t ups = (int64_t)cgt_rng_below(&r, 3) - 1;
        game_t nus = tgame_nus(num, 0, ups, k);
        ref *tn = ref_from_game(nus);
        game_t s = game_add(nus, g);
        ref *ts = ref_sum(tn, tg);
        ref *cs = ref_from_game(s);
        CHECK_MSG(ref_eq(cs, ts), "iteration %ld: %ld + %lld.^ + *%llu plus a random game", i, num,
                  (long long)ups, (unsigned long long)k);
        CHECK(ref_is_canonical(cs));
        ref_free_all();
    }
    ref_free_all();
}

static game_t sum_by_options(game_t g, game_t nus) {
    game_t L[256], R[256];
    size_t nl = 0, nr = 0;
    for (size_t i = 0; i < game_num_left(g) && nl < 256; i++)
        L[nl++] = game_add(game_left(g, i), nus);
    for (size_t i = 0; i < game_num_right(g) && nr < 256; i++)
        R[nr++] = game_add(game_right(g, i), nus);
    for (size_t i = 0; i < game_num_left(nus) && nl < 256; i++)
        L[nl++] = game_add(g, game_left(nus, i));
    for (size_t i = 0; i < game_num_right(nus) && nr < 256; i++)
        R[nr++] = game_add(g, game_right(nus, i));
    return game_make(L, nl, R, nr);
}

TEST(big_nimber_sums_match_options) {
    cgt_rng r;
    uint64_t seed = test_seed() + 21;
    cgt_rng_seed(&r, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    long n = test_iterations(150);
    for (long i = 0; i < n && test_failures() < 5; i++) {
        game_t g = randgame(&r, 3, 3);
        uint64_t k = 2 + cgt_rng_below(&r, 60);
        long num = (long)cgt_rng_below(&r, 9) - 4;
        int64_t ups = (int64_t)cgt_rng_below(&r, 3) - 1;
        game_t nus = tgame_nus(num, 1, ups, k);
        game_t fast = game_add(g, nus), slow = sum_by_options(g, nus);
        CHECK_MSG(fast == slow, "iteration %ld: %ld/2 + %lld.^ + *%llu plus a random game", i, num,
                  (long long)ups, (unsigned long long)k);
    }
    /* the sum of the issue: *247 + {10|-10} + {4|1} */
    game_t ten = game_from_si(10), mten = game_from_si(-10), four = game_from_si(4),
           one = game_from_si(1);
    game_t sw = game_make(&ten, 1, &mten, 1), h = game_make(&four, 1, &one, 1);
    game_t s = game_add(game_add(game_nimber(247), sw), h);
    game_t t = sum_by_options(game_add(sw, h), game_nimber(247));
    CHECK(s == t);
    game_table_free();
}

/* The options of x + *k are x + *j for j < k, Left and Right alike, whether
 * they are built one by one or copied from those of x + *(k-1)
 * (src/game/table.c): built in a random order of k from an empty table. */
TEST(nimber_options_are_the_smaller_nimbers) {
    cgt_rng r;
    uint64_t seed = test_seed() + 22;
    cgt_rng_seed(&r, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    long n = test_iterations(60);
    for (long i = 0; i < n && test_failures() < 5; i++) {
        game_table_free();
        long num = (long)cgt_rng_below(&r, 9) - 4;
        uint64_t e = cgt_rng_below(&r, 3);
        for (int step = 0; step < 12; step++) {
            uint64_t k = 1 + cgt_rng_below(&r, step % 2 ? 80 : 12);
            game_t g = tgame_nus(num, e, 0, k);
            CHECK_INT(game_num_left(g), (long long)k);
            CHECK_INT(game_num_right(g), (long long)k);
            bool seen[80] = {false};
            for (size_t j = 0; j < game_num_left(g) && j < k; j++) {
                game_t o = game_left(g, j);
                CHECK(o == game_right(g, j));
                dyadic_t x;
                dyadic_init(x);
                int64_t ups;
                uint64_t nim;
                CHECK(game_is_nus(o));
                game_nus_parts(x, &ups, &nim, o);
                CHECK(ups == 0 && nim < k && !seen[nim]);
                if (nim < k) seen[nim] = true;
                CHECK(o == tgame_nus(num, e, 0, nim));
                dyadic_clear(x);
            }
        }
    }
    game_table_free();
}
