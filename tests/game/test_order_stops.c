/* test_order_stops.c - game_leq's shortcut by the stops (src/game/order.c)
 * against the definition of <= on the unsimplified trees (reference.c:
 * G <= H iff no G^L >= H and no H^R <= G, plain recursion), and against
 * game_leq with the shortcut switched off, on random pairs of games; and
 * game_make's removal of dominated options by the stops likewise. */
#include <stdio.h>

#include "game/game_internal.h"
#include "randgame.h"
#include "reference.h"
#include "test.h"

TEST(leq_by_stops_against_definition) {
    uint64_t seed = test_seed() + 21;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(1500);
    for (long it = 0; it < iters; it++) {
        game_t a = randgame(&r, 3, 3), b = randgame(&r, 3, 3);
        if (it % 4 == 0) b = game_add(a, randgame_leaf(&r)); /* close pairs */
        game_order_use_stops(true);
        int fast = game_leq(a, b), fast2 = game_leq(b, a);
        game_order_caches_free();
        game_order_use_stops(false);
        int slow = game_leq(a, b), slow2 = game_leq(b, a);
        game_order_caches_free();
        game_order_use_stops(true);
        ref *ra = ref_from_game(a), *rb = ref_from_game(b);
        int def = ref_leq(ra, rb), def2 = ref_leq(rb, ra);
        ref_free_all();
        CHECK_MSG(fast == def && fast2 == def2 && slow == def && slow2 == def2,
                  "iteration %ld: by stops %d %d, plain %d %d, definition %d %d", it, fast, fast2,
                  slow, slow2, def, def2);
        if (test_failures()) break;
    }
}

/* game_make's removal of dominated options by the stops (src/game/make.c)
 * against the same construction with the shortcut off and against the
 * definition: random lists of up to 8 Left and 8 Right options (random
 * games, some close to each other so that domination and equal stops
 * occur); the value must equal the unsimplified game {L | R} by ref_eq, and
 * its tree must be canonical by ref_is_canonical. */
TEST(make_by_stops_against_definition) {
    uint64_t seed = test_seed() + 22;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(600);
    for (long it = 0; it < iters; it++) {
        game_t opt[16], base = randgame(&r, 2, 2);
        size_t nl = cgt_rng_below(&r, 9), nr = cgt_rng_below(&r, 9);
        for (size_t i = 0; i < nl + nr; i++) {
            /* a shared part plus small games: many equal stops */
            if (it % 3 == 0)
                opt[i] = randgame(&r, 2, 3);
            else if (it % 3 == 1)
                opt[i] = game_add(base, randgame(&r, 1 + (int)cgt_rng_below(&r, 2), 2));
            else /* infinitesimals: all stops 0 */
                opt[i] = tgame_nus(0, 0, (int64_t)cgt_rng_below(&r, 5) - 2, cgt_rng_below(&r, 3));
            if (i && cgt_rng_below(&r, 3) == 0) opt[i] = game_add(opt[i - 1], randgame_leaf(&r));
        }
        game_order_use_stops(true);
        game_t fast = game_make(opt, nl, opt + nl, nr);
        game_order_caches_free();
        game_order_use_stops(false);
        game_t slow = game_make(opt, nl, opt + nl, nr);
        game_order_caches_free();
        game_order_use_stops(true);
        ref *whole = ref_new((int)nl, (int)nr);
        for (size_t i = 0; i < nl + nr; i++) whole->opt[i] = ref_from_game(opt[i]);
        ref *got = ref_from_game(fast);
        CHECK_MSG(fast == slow, "iteration %ld: by stops and plain differ", it);
        CHECK_MSG(ref_eq(got, whole), "iteration %ld: not the value of {L | R}", it);
        CHECK_MSG(ref_is_canonical(got), "iteration %ld: not canonical", it);
        ref_free_all();
        if (test_failures()) break;
    }
}
