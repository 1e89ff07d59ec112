/* test_order_stops.c - game_leq's shortcut by the stops (src/game/order.c)
 * against the definition of <= on the unsimplified trees (reference.c:
 * G <= H iff no G^L >= H and no H^R <= G, plain recursion), and against
 * game_leq with the shortcut switched off, on random pairs of games. */
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
