/* test_reference.c - thermographs against the slow grid reference
 * (reference.c): random games, and number-up-stars whose thermographs the
 * library takes from a smaller representative. */
#include "thermo_check.h"

/* Compares the library's walls of g with the reference at every grid point.
 * Returns 1 if compared, 0 if the grid could not represent g exactly. */
static int compare_with_reference(game_t g) {
    const tc_ref_graph *rg = tc_ref_walls(g);
    if (!rg) return 0;
    thermograph_t th;
    thermo_graph_init(th);
    CHECK(thermo_thermograph(th, g) == 0);
    dyadic_t t, v, ref;
    dyadic_init(t);
    dyadic_init(v);
    dyadic_init(ref);
    for (int j = 0; j <= TC_GRID_POINTS && test_failures() < 5; j++) {
        tc_dy(t, j - (1 << TC_GRID_BITS), TC_GRID_BITS);
        for (int side = 0; side < 2; side++) {
            thermo_graph_value(v, th, side ? THERMO_RIGHT : THERMO_LEFT, t);
            tc_dy(ref, side ? rg->rw[j] : rg->lw[j], TC_GRID_BITS);
            if (!dyadic_equal(v, ref)) {
                char *s = thermo_graph_get_str(th), *ts = dyadic_get_str(t);
                CHECK_MSG(0, "game %u: %s wall at t=%s differs from the reference in %s",
                          (unsigned)g, side ? "right" : "left", ts, s);
                cgt_free(s);
                cgt_free(ts);
                break;
            }
        }
    }
    dyadic_clear(t);
    dyadic_clear(v);
    dyadic_clear(ref);
    thermo_graph_clear(th);
    return 1;
}

TEST(thermograph_matches_grid_reference) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 100);
    long n = test_iterations(600), compared = 0;
    for (long i = 0; i < n && test_failures() < 5; i++) {
        game_t g = randgame(&r, 1 + (int)cgt_rng_below(&r, 4), 3);
        compared += compare_with_reference(g);
        tc_ref_reset();
    }
    /* The grid is fine enough for nearly all small games. */
    CHECK_MSG(compared * 10 >= n * 9, "only %ld of %ld games compared", compared, n);
    game_table_free();
}

TEST(no_caves_in_canonical_games) {
    /* For canonical non-integers the scaffolds never cross below t = -1, so
     * CGSuite's cave rule is never needed (checked by the reference). */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 101);
    long before = tc_ref_caves();
    for (long i = 0; i < test_iterations(400); i++) {
        (void)tc_ref_walls(randgame(&r, 4, 3));
        tc_ref_reset();
    }
    CHECK_INT(tc_ref_caves() - before, 0);
    game_table_free();
}

TEST(number_up_star_representatives) {
    /* x + n.^ + *k for many n, k against the reference built from the options
     * themselves (the library uses *2 for *k, k > 2, and 3.^ for |n| > 3). */
    static const long nums[][2] = {{0, 0}, {1, 0},  {-2, 0}, {1, 1}, {-1, 1},
                                   {3, 2}, {-5, 3}, {7, 3},  {9, 2}, {3, 1}};
    for (size_t a = 0; a < sizeof nums / sizeof nums[0]; a++)
        for (int64_t n = -6; n <= 6; n++)
            for (uint64_t k = 0; k <= 6; k++) {
                game_t g = tc_nus(nums[a][0], (uint64_t)nums[a][1], n, k);
                CHECK_MSG(compare_with_reference(g), "no reference for x=%ld/2^%ld n=%d k=%d",
                          nums[a][0], nums[a][1], (int)n, (int)k);
                tc_ref_reset();
            }
    game_table_free();
}

TEST(numbers_match_reference_and_cooled_stops) {
    /* Numbers' thermographs come from a closed form (the alternating walk of
     * src/thermo/graph.c): against the grid reference built from the options,
     * and against LS/RS of the number cooled by t (recursion on options). */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 102);
    dyadic_t x, t, v, w;
    dyadic_init(x);
    dyadic_init(t);
    dyadic_init(v);
    dyadic_init(w);
    thermograph_t th;
    thermo_graph_init(th);
    for (long i = 0; i < test_iterations(400) && test_failures() < 5; i++) {
        tc_random_dyadic(x, &r, 200, 6);
        game_t g = game_from_dyadic(x);
        CHECK_MSG(compare_with_reference(g), "no reference for a number");
        tc_ref_reset();
        tc_random_dyadic(x, &r, 5000, 12);
        g = game_from_dyadic(x);
        CHECK(thermo_thermograph(th, g) == 0);
        for (int k = 0; k < 16; k++) {
            do tc_random_dyadic(t, &r, 1 << 14, 14);
            while (dyadic_cmp_si(t, -1) <= 0 || dyadic_sgn(t) > 0);
            game_t c;
            CHECK(thermo_cool(&c, g, t) == 0);
            thermo_graph_value(v, th, THERMO_LEFT, t);
            game_get_dyadic(w, game_left_stop(c));
            CHECK(dyadic_equal(v, w));
            thermo_graph_value(v, th, THERMO_RIGHT, t);
            game_get_dyadic(w, game_right_stop(c));
            CHECK(dyadic_equal(v, w));
        }
    }
    thermo_graph_clear(th);
    dyadic_clear(x);
    dyadic_clear(t);
    dyadic_clear(v);
    dyadic_clear(w);
    game_table_free();
}
