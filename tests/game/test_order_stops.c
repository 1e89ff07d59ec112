/* test_order_stops.c - game_leq's shortcut by the stops (src/game/order.c)
 * against the definition of <= on the unsimplified trees (reference.c:
 * G <= H iff no G^L >= H and no H^R <= G, plain recursion), and against
 * game_leq with the shortcut switched off, on random pairs of games; and
 * game_make's removal of dominated options by the stops likewise; and
 * game_sort_unique against qsort. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game_internal.h"
#include "randgame.h"
#include "reference.h"
#include "test.h"

/* a <= b and b <= a into le[0], le[1], with the stops on or off, from an
 * empty comparison memo (left empty, and the stops on, afterwards). */
static void leq_both(int le[2], game_t a, game_t b, bool stops) {
    game_order_caches_free();
    game_order_use_stops(stops);
    le[0] = game_leq(a, b);
    le[1] = game_leq(b, a);
    game_order_caches_free();
    game_order_use_stops(true);
}

TEST(leq_by_stops_against_definition) {
    uint64_t seed = test_seed() + 21;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(1500);
    for (long it = 0; it < iters; it++) {
        game_t a = randgame(&r, 3, 3), b = randgame(&r, 3, 3);
        if (it % 4 == 0) b = game_add(a, randgame_leaf(&r)); /* close pairs */
        int f[2], sl[2];
        leq_both(f, a, b, true);
        leq_both(sl, a, b, false);
        int fast = f[0], fast2 = f[1], slow = sl[0], slow2 = sl[1];
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

/* game_leq of a number-up-star x + n.^ + *k (not a number) against another
 * game skips the options of the number-up-star when the other game's stops
 * rule them out (order.c): against game_leq with the stops off, which always
 * looks at every option, and for small k against the definition on the
 * unsimplified trees.  Big nimbers (k up to 60) make the skipped loops long;
 * the other game is a random game, sometimes plus the same x, so that both
 * outcomes of the stop test occur. */
TEST(leq_with_number_up_stars_against_plain) {
    uint64_t seed = test_seed() + 23;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(800);
    for (long it = 0; it < iters; it++) {
        long x = (long)cgt_rng_below(&r, 7) - 3;
        int64_t ups = (int64_t)cgt_rng_below(&r, 5) - 2;
        bool small = it % 2 == 0;
        uint64_t k = cgt_rng_below(&r, small ? 5 : 61);
        if (ups == 0 && k == 0) k = 1; /* not a number */
        uint64_t e = cgt_rng_below(&r, 2);
        game_t a = tgame_nus(x, e, ups, k);
        game_t b = randgame(&r, 2, 3);
        if (it % 4 == 1) b = game_add(b, tgame_num(x, e));
        if (it % 4 == 2) b = game_add(b, tgame_nus(x, e, 0, cgt_rng_below(&r, 4)));
        if (it % 4 == 3) { /* x plus an infinitesimal: both stops x, as a's */
            game_t opt[6];
            size_t nl = 1 + cgt_rng_below(&r, 3), nr = 1 + cgt_rng_below(&r, 3);
            for (size_t i = 0; i < nl + nr; i++)
                opt[i] = tgame_nus(0, 0, (int64_t)cgt_rng_below(&r, 5) - 2, cgt_rng_below(&r, 4));
            b = game_add(game_make(opt, nl, opt + nl, nr), tgame_num(x, e));
        }
        int f[2], sl[2];
        leq_both(f, a, b, true);
        leq_both(sl, a, b, false);
        int fast = f[0], fast2 = f[1], slow = sl[0], slow2 = sl[1];
        CHECK_MSG(fast == slow && fast2 == slow2,
                  "iteration %ld: %ld + %lld.^ + *%llu: by stops %d %d, plain %d %d", it, x,
                  (long long)ups, (unsigned long long)k, fast, fast2, slow, slow2);
        if (small) {
            ref *ra = ref_from_game(a), *rb = ref_from_game(b);
            int def = ref_leq(ra, rb), def2 = ref_leq(rb, ra);
            ref_free_all();
            CHECK_MSG(fast == def && fast2 == def2,
                      "iteration %ld: by stops %d %d, definition %d %d", it, fast, fast2, def,
                      def2);
        }
        if (test_failures()) break;
    }
}

/* Stops kept as floats in the records (exact for numerators below 2^24 and
 * denominators up to 2^60, game_stops_ready) and stops compared as interned
 * numbers otherwise: random games shifted by numbers on both sides of those
 * bounds, so that pairs mix the two kinds, by game_leq and game_make with the
 * stops on against the plain recursion. */
TEST(float_and_exact_stops_against_plain) {
    uint64_t seed = test_seed() + 24;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    static const long nums[] = {0,       1, -3, (1L << 23) - 1, 1L << 23, 1L << 24, -(1L << 24) - 1,
                                1L << 40};
    static const uint64_t exps[] = {0, 1, 3, 60, 61, 62};
    long iters = test_iterations(600);
    for (long it = 0; it < iters; it++) {
        game_t shift = tgame_num(nums[cgt_rng_below(&r, 8)], exps[cgt_rng_below(&r, 6)]);
        game_t a = game_add(randgame(&r, 2, 3), shift);
        game_t b = it % 2 ? game_add(randgame(&r, 2, 3), shift)
                          : game_add(a, randgame_leaf(&r)); /* close pairs */
        if (it % 5 == 0)
            b = game_add(b, tgame_num(nums[cgt_rng_below(&r, 8)], exps[cgt_rng_below(&r, 6)]));
        game_t opt[4] = {a, b, game_add(a, tgame_num(1, 1)), game_add(b, tgame_nus(0, 0, 1, 0))};
        int f[2], sl[2];
        leq_both(f, a, b, true);
        game_t made = game_make(opt, 2, opt + 2, 2), made2 = game_make(opt, 3, opt + 3, 1);
        leq_both(sl, a, b, false);
        game_order_use_stops(false);
        game_t plain = game_make(opt, 2, opt + 2, 2), plain2 = game_make(opt, 3, opt + 3, 1);
        game_order_caches_free();
        game_order_use_stops(true);
        int fast = f[0], fast2 = f[1], slow = sl[0], slow2 = sl[1];
        CHECK_MSG(fast == slow && fast2 == slow2, "iteration %ld: by stops %d %d, plain %d %d", it,
                  fast, fast2, slow, slow2);
        CHECK_MSG(made == plain && made2 == plain2, "iteration %ld: game_make differs", it);
        if (test_failures()) break;
    }
}

/* game_leq's small memo (buckets of 5 results, order.c) against the
 * definition: with one bucket every comparison's result meets the others'
 * (a lookup that matched a pair by a alone, or by b alone, or kept a stale
 * result, gives wrong answers), with the usual 2^14 buckets few do; random
 * pairs of games and sums built from them (whose comparisons repeat
 * subcomparisons), each compared both ways. */
TEST(leq_small_memo_against_definition) {
    uint64_t seed = test_seed() + 24;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(600);
    for (long it = 0; it < iters && !test_failures(); it++) {
        game_t g[4];
        for (int i = 0; i < 4; i++) g[i] = randgame(&r, 3, 3);
        game_t a = game_add(g[0], g[1]), b = game_add(g[2], it % 2 ? g[1] : g[3]);
        game_order_fast_buckets(it % 3 == 0 ? (size_t)1 << 14 : 1);
        int got[4] = {game_leq(a, b), game_leq(b, a), game_leq(g[0], b), game_leq(a, g[2])};
        game_order_fast_buckets((size_t)1 << 14);
        ref *ra = ref_from_game(a), *rb = ref_from_game(b);
        ref *r0 = ref_from_game(g[0]), *r2 = ref_from_game(g[2]);
        int def[4] = {ref_leq(ra, rb), ref_leq(rb, ra), ref_leq(r0, rb), ref_leq(ra, r2)};
        ref_free_all();
        CHECK_MSG(got[0] == def[0] && got[1] == def[1] && got[2] == def[2] && got[3] == def[3],
                  "iteration %ld: memo %d %d %d %d, definition %d %d %d %d", it, got[0], got[1],
                  got[2], got[3], def[0], def[1], def[2], def[3]);
    }
}

static int cmp_game_id(const void *x, const void *y) {
    game_t a = *(const game_t *)x, b = *(const game_t *)y;
    return (a > b) - (a < b);
}

/* game_sort_unique (the branch-free count sort of lists of up to 16 ids, the
 * insertion sort up to 32, qsort beyond) against qsort and a plain removal
 * of repeats, on random lists of 0 to 40 ids with many repeats. */
TEST(sort_unique_against_qsort) {
    uint64_t seed = test_seed() + 22;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(20000);
    for (long it = 0; it < iters && !test_failures(); it++) {
        size_t n = cgt_rng_below(&r, 41);
        game_t range = (game_t)(1 + cgt_rng_below(&r, it % 2 ? 20 : 1000000));
        game_t ids[40], want[40];
        game_vec v = {0};
        for (size_t i = 0; i < n; i++) {
            ids[i] = (game_t)cgt_rng_below(&r, range);
            game_vec_push(&v, ids[i]);
        }
        memcpy(want, ids, n * sizeof *ids);
        qsort(want, n, sizeof *want, cmp_game_id);
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (m == 0 || want[m - 1] != want[i]) want[m++] = want[i];
        game_sort_unique(&v);
        CHECK_MSG(v.n == m && (m == 0 || memcmp(v.v, want, m * sizeof *want) == 0),
                  "iteration %ld: %zu ids, %zu distinct, sorted list of %zu", it, n, m, v.n);
        game_vec_free(&v);
    }
}
