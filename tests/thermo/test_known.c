/* test_known.c - thermographs, means, temperatures, cooling, heating, Norton
 * products, incentives, atomic weights and confusion intervals of games whose
 * values are known by hand or from the literature; the value type's API. */
#include <string.h>

#include "thermo_check.h"

static void check_graph_str(game_t g, const char *want) {
    char *s = tc_graph_str(g);
    CHECK_STR(s, want);
    cgt_free(s);
}

static void check_temp_mean(game_t g, long tn, uint64_t te, long mn, uint64_t me) {
    dyadic_t t, m;
    dyadic_init(t);
    dyadic_init(m);
    CHECK(thermo_temperature(t, g) == 0);
    CHECK(thermo_mean(m, g) == 0);
    char *ts = dyadic_get_str(t), *ms = dyadic_get_str(m);
    CHECK_MSG(tc_dy_is(t, tn, te), "game %u: temperature %s, want %ld/2^%llu", (unsigned)g, ts, tn,
              (unsigned long long)te);
    CHECK_MSG(tc_dy_is(m, mn, me), "game %u: mean %s, want %ld/2^%llu", (unsigned)g, ms, mn,
              (unsigned long long)me);
    cgt_free(ts);
    cgt_free(ms);
    dyadic_clear(t);
    dyadic_clear(m);
}

static game_t cool(game_t g, long n, uint64_t e) {
    dyadic_t t;
    dyadic_init(t);
    tc_dy(t, n, e);
    game_t r;
    int rc = thermo_cool(&r, g, t);
    dyadic_clear(t);
    return rc == 0 ? r : GAME_NONE;
}

TEST(thermograph_strings) {
    game_t one = tc_num(1, 0), m1 = tc_num(-1, 0), zero = game_zero();
    check_graph_str(tc_sw(one, m1), "Thermograph(0,[1],[0,-1],0,[1],[0,1])");  /* +-1 */
    check_graph_str(game_star(), "Thermograph(0,[0],[0,-1],0,[0],[0,1])");     /* * */
    check_graph_str(game_up(), "Thermograph(0,[0],[0,-1],0,[],[0])");          /* ^ */
    check_graph_str(game_neg(game_up()), "Thermograph(0,[],[0],0,[0],[0,1])"); /* v */
    check_graph_str(zero, "Thermograph(0,[],[0],0,[],[0])");
    check_graph_str(tc_num(-7, 0), "Thermograph(-7,[],[0],-7,[],[0])");
    check_graph_str(tc_num(1, 1), "Thermograph(1/2,[-1/2],[0,-1],1/2,[-1/2],[0,1])");
    check_graph_str(tc_num(3, 2), "Thermograph(3/4,[-1/4,-1/2],[0,-1,0],3/4,[-1/4],[0,1])");
    /* {2|-1}: scaffolds 2 - t and -1 + t meet at t = 3/2, value 1/2. */
    check_graph_str(tc_sw(tc_num(2, 0), m1), "Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1])");
    /* {3|{2|0}}: Left's scaffold 3 - t meets Right's, the constant 2 (from
     * {2|0}'s left wall 2 - t, plus t), at t = 1. */
    check_graph_str(tc_sw(tc_num(3, 0), tc_sw(tc_num(2, 0), zero)),
                    "Thermograph(2,[1],[0,-1],2,[],[0])");
    game_table_free();
}

TEST(temperatures_and_means) {
    game_t one = tc_num(1, 0), m1 = tc_num(-1, 0);
    check_temp_mean(tc_sw(one, m1), 1, 0, 0, 0); /* +-1 */
    check_temp_mean(game_star(), 0, 0, 0, 0);
    check_temp_mean(game_up(), 0, 0, 0, 0);
    check_temp_mean(tc_nus(5, 3, -4, 7), 0, 0, 5, 3);
    check_temp_mean(tc_num(17, 0), -1, 0, 17, 0);
    check_temp_mean(tc_num(0, 0), -1, 0, 0, 0);
    check_temp_mean(tc_num(-3, 1), -1, 1, -3, 1);
    check_temp_mean(tc_num(13, 4), -1, 4, 13, 4);
    /* {a|b} with numbers a > b: mean (a+b)/2, temperature (a-b)/2. */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 200);
    dyadic_t a, b, want, got;
    dyadic_init(a);
    dyadic_init(b);
    dyadic_init(want);
    dyadic_init(got);
    for (long i = 0; i < test_iterations(500) && test_failures() < 5; i++) {
        tc_random_dyadic(a, &r, 40, 4);
        tc_random_dyadic(b, &r, 40, 4);
        if (dyadic_cmp(a, b) <= 0) continue;
        game_t g = tc_sw(game_from_dyadic(a), game_from_dyadic(b));
        CHECK(game_is_switch(g));
        CHECK(thermo_temperature(got, g) == 0);
        dyadic_sub(want, a, b);
        dyadic_div_2exp(want, want, 1);
        CHECK(dyadic_equal(got, want));
        CHECK(thermo_mean(got, g) == 0);
        dyadic_add(want, a, b);
        dyadic_div_2exp(want, want, 1);
        CHECK(dyadic_equal(got, want));
        CHECK(thermo_mean_game(g) == game_from_dyadic(want));
    }
    dyadic_clear(a);
    dyadic_clear(b);
    dyadic_clear(want);
    dyadic_clear(got);
    CHECK(thermo_temperature_game(tc_sw(one, m1)) == one);
    game_table_free();
}

TEST(cooling_known) {
    game_t one = tc_num(1, 0), m1 = tc_num(-1, 0), two = tc_num(2, 0);
    game_t pm1 = tc_sw(one, m1), g = tc_sw(two, m1);
    CHECK(cool(g, 3, 1) == tc_nus(1, 1, 0, 1));                   /* {2|-1} cooled by 3/2 = 1/2* */
    CHECK(cool(pm1, 1, 0) == game_star());                        /* +-1 cooled by 1 = * */
    CHECK(cool(pm1, 1, 1) == tc_sw(tc_num(1, 1), tc_num(-1, 1))); /* +-1/2 */
    CHECK(cool(g, 2, 0) == tc_num(1, 1)); /* past the temperature: the mean */
    CHECK(cool(g, 0, 0) == g);            /* cooling by 0 is the identity */
    CHECK(cool(tc_num(3, 0), 5, 0) == tc_num(3, 0));
    CHECK(cool(tc_num(5, 2), 1, 0) == tc_num(5, 2));
    /* A number cooled exactly at its temperature is x* (CGSuite, Siegel). */
    CHECK(cool(tc_num(1, 1), -1, 1) == tc_nus(1, 1, 0, 1));
    CHECK(cool(game_star(), 1, 0) == game_zero());
    CHECK(cool(game_up(), 1, 3) == game_zero());
    CHECK(thermo_freeze(g) == tc_nus(1, 1, 0, 1));
    CHECK(thermo_freeze(tc_num(4, 0)) == tc_num(4, 0));
    CHECK(thermo_freeze(tc_num(1, 1)) == tc_nus(1, 1, 0, 1));
    CHECK(thermo_freeze(game_up()) == game_up());
    /* Errors. */
    dyadic_t t;
    dyadic_init(t);
    game_t out = 0;
    tc_dy(t, -1, 0);
    CHECK(thermo_cool(&out, g, t) == CGT_EVALUE);
    CHECK(out == GAME_NONE);
    CHECK(strstr(cgt_error_message(), "cool") != NULL);
    tc_dy(t, -3, 1);
    CHECK(thermo_cool(&out, g, t) == CGT_EVALUE);
    tc_dy(t, -7, 3);
    CHECK(thermo_cool(&out, g, t) == 0);
    dyadic_clear(t);
    game_table_free();
}

TEST(heating_known) {
    game_t one = tc_num(1, 0), m1 = tc_num(-1, 0), zero = game_zero();
    CHECK(thermo_heat(game_star(), one) == tc_sw(one, m1)); /* integral of * = +-1 */
    CHECK(thermo_heat(game_up(), one) == tc_sw(one, tc_sw(zero, tc_num(-2, 0))));
    CHECK(thermo_heat(tc_num(3, 1), one) == tc_num(3, 1));      /* numbers unchanged */
    CHECK(thermo_heat(tc_sw(one, m1), zero) == tc_sw(one, m1)); /* by 0: identity */
    /* Heating by * is how CGSuite builds the reduced canonical form. */
    CHECK(thermo_heat(game_star(), game_star()) == zero); /* {0+*|0-*} = {*|*} = 0 */
    /* Overheating: integers give g copies of s; otherwise like heating by t. */
    CHECK(thermo_overheat(tc_num(3, 0), game_up(), one) == tc_nus(0, 0, 3, 0));
    CHECK(thermo_overheat(tc_num(1, 1), one, one) == tc_sw(tc_num(1, 0), zero));
    CHECK(thermo_overheat(game_star(), one, one) == tc_sw(one, m1));
    game_table_free();
}

TEST(norton_known) {
    game_t up = game_up(), one = tc_num(1, 0);
    CHECK(thermo_norton(tc_num(3, 0), up) == tc_nus(0, 0, 3, 0)); /* 3.^ = ^^^ */
    CHECK(thermo_norton(tc_num(-2, 0), up) == tc_nus(0, 0, -2, 0));
    CHECK(thermo_norton(game_zero(), up) == game_zero());
    CHECK(thermo_norton(tc_num(1, 1), one) == tc_num(1, 1)); /* x.1 = x */
    CHECK(thermo_norton(game_star(), one) == game_star());
    /* 1/2.^ = {0.^ + (^ + ^*) | 1.^ - (^ + ^*)} = {^^* | v*} (the incentives of
     * ^ are v and ^*, and v is dominated). */
    game_t a = tc_nus(0, 0, 2, 1), b = tc_nus(0, 0, -1, 1);
    CHECK(thermo_norton(tc_num(1, 1), up) == game_make(&a, 1, &b, 1));
    /* A huge integer multiple, beyond a long. */
    dyadic_t x;
    dyadic_init(x);
    dyadic_set_si(x, 1);
    dyadic_mul_2exp(x, x, 70);
    game_t big = game_from_dyadic(x);
    game_t r = thermo_norton(big, tc_num(1, 1));
    dyadic_div_2exp(x, x, 1);
    CHECK(r == game_from_dyadic(x));
    dyadic_clear(x);
    game_table_free();
}

static void check_incentives(game_t g, thermo_side side, size_t n, const game_t *want) {
    game_t *v;
    size_t k;
    CHECK(thermo_incentives(&v, &k, g, side) == 0);
    CHECK_INT(k, n);
    for (size_t i = 0; i < k && i < n; i++) CHECK(v[i] == want[i]);
    cgt_free(v);
}

TEST(incentives_known) {
    game_t one = tc_num(1, 0), m1 = tc_num(-1, 0);
    game_t h = tc_num(-1, 1), m1g = tc_num(-1, 0), s = game_star();
    check_incentives(tc_num(1, 1), THERMO_BOTH, 1, &h);   /* 1/2: {-1/2} */
    check_incentives(tc_num(3, 0), THERMO_BOTH, 1, &m1g); /* 3: {-1} */
    check_incentives(tc_num(3, 0), THERMO_RIGHT, 0, NULL);
    check_incentives(game_zero(), THERMO_BOTH, 0, NULL);
    check_incentives(s, THERMO_BOTH, 1, &s); /* *: {*} */
    game_t upstar = tc_nus(0, 0, 1, 1), down = tc_nus(0, 0, -1, 0);
    check_incentives(game_up(), THERMO_BOTH, 1, &upstar); /* ^: v <= ^*, so {^*} */
    check_incentives(game_up(), THERMO_LEFT, 1, &down);
    check_incentives(game_up(), THERMO_RIGHT, 1, &upstar);
    game_t two0 = tc_sw(tc_num(2, 0), game_zero());
    check_incentives(tc_sw(one, m1), THERMO_BOTH, 1, &two0); /* +-1: {{2|0}} */
    game_table_free();
}

static void check_aw(game_t g, long want) {
    game_t w;
    int rc = thermo_atomic_weight(&w, g);
    CHECK_MSG(rc == 0, "game %u: %s", (unsigned)g, cgt_error_message());
    if (rc == 0) CHECK_MSG(w == tc_num(want, 0), "game %u: wrong atomic weight", (unsigned)g);
}

TEST(atomic_weight_known) {
    game_t zero = game_zero(), s = game_star();
    check_aw(game_up(), 1);
    check_aw(tc_nus(0, 0, 1, 1), 1); /* ^* */
    check_aw(s, 0);
    check_aw(zero, 0);
    check_aw(tc_nus(0, 0, 2, 0), 2);
    check_aw(tc_nus(0, 0, -5, 3), -5);
    check_aw(game_nimber(9), 0);
    /* {0|^} = ^^*, built from options. */
    check_aw(tc_sw(zero, game_up()), 2);
    /* {0,*|0,*} = *2; {^|v} = *  (Left's ^ reverses out). */
    CHECK(tc_sw(game_up(), game_neg(game_up())) == s);
    check_aw(tc_sw(game_up(), game_neg(game_up())), 0);
    /* Not infinitesimal: no atomic weight. */
    game_t w;
    CHECK(thermo_atomic_weight(&w, tc_sw(tc_num(1, 0), tc_num(-1, 0))) == CGT_EVALUE);
    CHECK(w == GAME_NONE);
    CHECK(strstr(cgt_error_message(), "atomic weight") != NULL);
    CHECK(strstr(cgt_error_message(), "not atomic") != NULL);
    CHECK(thermo_atomic_weight(&w, tc_num(1, 1)) == CGT_EVALUE);
    CHECK(thermo_atomic_weight(&w, tc_nus(1, 0, 1, 0)) == CGT_EVALUE);
    game_table_free();
}

static void check_interval(game_t g, game_t lo, bool lo_closed, game_t hi, bool hi_closed) {
    thermo_interval iv;
    CHECK(thermo_confusion_interval(&iv, g) == 0);
    CHECK(iv.lo == lo && iv.hi == hi);
    if (lo != GAME_NONE) CHECK(iv.lo_closed == lo_closed && iv.hi_closed == hi_closed);
    CHECK(thermo_interval_is_empty(&iv) == (lo == GAME_NONE));
}

TEST(confusion_interval_known) {
    game_t one = tc_num(1, 0), m1 = tc_num(-1, 0), zero = game_zero();
    check_interval(game_star(), zero, true, zero, true);
    check_interval(tc_sw(one, m1), m1, true, one, true);
    check_interval(game_up(), GAME_NONE, false, GAME_NONE, false);
    check_interval(tc_num(1, 1), GAME_NONE, false, GAME_NONE, false);
    /* {1*|-1} < 1, so the top end is open. */
    check_interval(tc_sw(tc_nus(1, 0, 0, 1), m1), m1, true, one, false);
    check_interval(tc_sw(tc_num(2, 0), m1), m1, true, tc_num(2, 0), true);
    game_table_free();
}

TEST(thermograph_value_type) {
    thermograph_t a, b;
    thermo_graph_init(a);
    thermo_graph_init(b);
    dyadic_t x, t;
    dyadic_init(x);
    dyadic_init(t);
    /* init is the mast at 0 */
    char *s = thermo_graph_get_str(a);
    CHECK_STR(s, "Thermograph(0,[],[0],0,[],[0])");
    cgt_free(s);
    CHECK(thermo_thermograph(a, tc_num(3, 2)) == 0); /* 3/4 */
    CHECK_INT(thermo_graph_num_critical(a, THERMO_LEFT), 2);
    CHECK_INT(thermo_graph_num_critical(a, THERMO_RIGHT), 1);
    CHECK(tc_dy_is(thermo_graph_critical(a, THERMO_LEFT, 0), -1, 2));
    CHECK(tc_dy_is(thermo_graph_critical(a, THERMO_LEFT, 1), -1, 1));
    CHECK(tc_dy_is(thermo_graph_slope(a, THERMO_LEFT, 0), 0, 0));
    CHECK(tc_dy_is(thermo_graph_slope(a, THERMO_LEFT, 1), -1, 0));
    CHECK(tc_dy_is(thermo_graph_slope(a, THERMO_LEFT, 2), 0, 0));
    CHECK(tc_dy_is(thermo_graph_slope(a, THERMO_RIGHT, 1), 1, 0));
    static const long pts[][4] = {/* t = n/2^e, left, right (in 8ths) */
                                  {-1, 0, 8, 0}, {-1, 1, 8, 4}, {-3, 3, 7, 5},
                                  {-1, 2, 6, 6}, {0, 0, 6, 6},  {5, 0, 6, 6}};
    for (size_t i = 0; i < sizeof pts / sizeof pts[0]; i++) {
        tc_dy(t, pts[i][0], (uint64_t)pts[i][1]);
        thermo_graph_value(x, a, THERMO_LEFT, t);
        CHECK_MSG(tc_dy_is(x, pts[i][2], 3), "left value at point %zu", i);
        thermo_graph_value(x, a, THERMO_RIGHT, t);
        CHECK_MSG(tc_dy_is(x, pts[i][3], 3), "right value at point %zu", i);
    }
    thermo_graph_wall_mast(x, a, THERMO_LEFT);
    CHECK(tc_dy_is(x, 3, 2));
    thermo_graph_temperature(x, a);
    CHECK(tc_dy_is(x, -1, 2));
    thermo_graph_mast(x, a);
    CHECK(tc_dy_is(x, 3, 2));
    /* set, equal, aliasing */
    CHECK(!thermo_graph_equal(a, b));
    thermo_graph_set(b, a);
    CHECK(thermo_graph_equal(a, b));
    thermo_graph_set(b, b);
    CHECK(thermo_graph_equal(a, b));
    tc_dy(x, 5, 0);
    thermo_graph_set_mast(b, x);
    s = thermo_graph_get_str(b);
    CHECK_STR(s, "Thermograph(5,[],[0],5,[],[0])");
    cgt_free(s);
    CHECK(thermo_thermograph(a, tc_num(5, 0)) == 0);
    CHECK(thermo_graph_equal(a, b));
    thermo_graph_temperature(x, a);
    CHECK(tc_dy_is(x, -1, 0));
    dyadic_clear(x);
    dyadic_clear(t);
    thermo_graph_clear(a);
    thermo_graph_clear(b);
    game_table_free();
}
