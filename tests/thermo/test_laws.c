/* test_laws.c - theorems of temperature theory over thousands of random games
 * from a printed seed: means add, temperatures of sums, cooling is a
 * homomorphism whose stops are the walls, heating is undone by cooling, wall
 * shapes, incentives, Norton products, atomic weights, confusion intervals. */
#include "thermo_check.h"

static void temperature_of(dyadic_t t, game_t g) {
    CHECK(thermo_temperature(t, g) == 0);
}

static game_t cool(game_t g, const dyadic_t t) {
    game_t r;
    CHECK(thermo_cool(&r, g, t) == 0);
    return r;
}

/* A random cooling temperature t > -1: n/2^e with -1 < t <= 6. */
static void random_temperature(dyadic_t t, cgt_rng *r) {
    do {
        tc_random_dyadic(t, r, 12, 3);
    } while (dyadic_cmp_si(t, -1) <= 0 || dyadic_cmp_si(t, 6) > 0);
}

TEST(mean_is_additive_and_temperature_of_sum_is_bounded) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 300);
    dyadic_t ma, mb, ms, ta, tb, ts;
    dyadic_init(ma);
    dyadic_init(mb);
    dyadic_init(ms);
    dyadic_init(ta);
    dyadic_init(tb);
    dyadic_init(ts);
    for (long i = 0; i < test_iterations(3000) && test_failures() < 5; i++) {
        game_t a = randgame(&r, 4, 3), b = randgame(&r, 3, 3), s = game_add(a, b);
        CHECK(thermo_mean(ma, a) == 0 && thermo_mean(mb, b) == 0 && thermo_mean(ms, s) == 0);
        dyadic_add(ma, ma, mb);
        CHECK(dyadic_equal(ma, ms));
        temperature_of(ta, a);
        temperature_of(tb, b);
        temperature_of(ts, s);
        CHECK(dyadic_cmp(ts, ta) <= 0 || dyadic_cmp(ts, tb) <= 0);
        /* mean(-a) = -mean(a), temperature(-a) = temperature(a) */
        CHECK(thermo_mean(ms, game_neg(a)) == 0 && thermo_mean(mb, a) == 0);
        dyadic_neg(ms, ms);
        CHECK(dyadic_equal(ms, mb));
        temperature_of(ts, game_neg(a));
        CHECK(dyadic_equal(ts, ta));
    }
    dyadic_clear(ma);
    dyadic_clear(mb);
    dyadic_clear(ms);
    dyadic_clear(ta);
    dyadic_clear(tb);
    dyadic_clear(ts);
    game_table_free();
}

TEST(cooling_is_a_homomorphism_whose_stops_are_the_walls) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 301);
    dyadic_t t, v, w, temp;
    dyadic_init(t);
    dyadic_init(v);
    dyadic_init(w);
    dyadic_init(temp);
    thermograph_t th;
    thermo_graph_init(th);
    for (long i = 0; i < test_iterations(3000) && test_failures() < 5; i++) {
        game_t a = randgame(&r, 4, 3), b = randgame(&r, 3, 3);
        random_temperature(t, &r);
        game_t ca = cool(a, t), cb = cool(b, t);
        /* (G + H)_t = G_t + H_t and (-G)_t = -(G_t), for every t > -1 */
        CHECK(cool(game_add(a, b), t) == game_add(ca, cb));
        CHECK(cool(game_neg(a), t) == game_neg(ca));
        /* LW(t) = LS(G_t), RW(t) = RS(G_t) */
        CHECK(thermo_thermograph(th, a) == 0);
        thermo_graph_value(v, th, THERMO_LEFT, t);
        game_get_dyadic(w, game_left_stop(ca));
        CHECK(dyadic_equal(v, w));
        thermo_graph_value(v, th, THERMO_RIGHT, t);
        game_get_dyadic(w, game_right_stop(ca));
        CHECK(dyadic_equal(v, w));
        /* Above the temperature the result is the mean; at it, infinitely
         * close to the mean. */
        temperature_of(temp, a);
        if (dyadic_cmp(t, temp) > 0) CHECK(ca == thermo_mean_game(a));
        game_t f = thermo_freeze(a), m = thermo_mean_game(a);
        CHECK(f != GAME_NONE);
        CHECK(game_left_stop(f) == m && game_right_stop(f) == m);
        CHECK(game_is_infinitesimal(game_sub(f, m)));
        if (dyadic_cmp_si(temp, -1) > 0) CHECK(f == cool(a, temp));
    }
    thermo_graph_clear(th);
    dyadic_clear(t);
    dyadic_clear(v);
    dyadic_clear(w);
    dyadic_clear(temp);
    game_table_free();
}

TEST(cooling_undoes_heating) {
    /* (heat(G, t))_t = G for every dyadic t > 0. */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 302);
    dyadic_t t;
    dyadic_init(t);
    for (long i = 0; i < test_iterations(3000) && test_failures() < 5; i++) {
        game_t g = randgame(&r, 4, 3);
        do random_temperature(t, &r);
        while (dyadic_sgn(t) <= 0);
        game_t h = thermo_heat(g, game_from_dyadic(t));
        CHECK(h != GAME_NONE);
        CHECK(cool(h, t) == g);
    }
    dyadic_clear(t);
    game_table_free();
}

/* LW >= RW at every breakpoint of both walls and above them; left walls have
 * slopes 0 and -1, right walls 0 and +1, masts are vertical; walls at t = 0
 * are the stops; the mast is the mean. */
static void check_wall_shapes(game_t g) {
    thermograph_t th;
    thermo_graph_init(th);
    CHECK(thermo_thermograph(th, g) == 0);
    dyadic_t t, l, rr, x;
    dyadic_init(t);
    dyadic_init(l);
    dyadic_init(rr);
    dyadic_init(x);
    for (int side = 0; side < 2; side++) {
        thermo_side sd = side ? THERMO_RIGHT : THERMO_LEFT;
        size_t n = thermo_graph_num_critical(th, sd);
        CHECK(dyadic_is_zero(thermo_graph_slope(th, sd, 0)));
        for (size_t i = 0; i <= n; i++) {
            dyadic_srcptr s = thermo_graph_slope(th, sd, i);
            CHECK(dyadic_is_zero(s) || dyadic_cmp_si(s, side ? 1 : -1) == 0);
            if (i > 0) CHECK(!dyadic_equal(s, thermo_graph_slope(th, sd, i - 1)));
            dyadic_set_si(t, -1);
            if (i < n) dyadic_set(t, thermo_graph_critical(th, sd, i));
            if (i > 0) CHECK(dyadic_cmp(t, thermo_graph_critical(th, sd, i - 1)) < 0);
            CHECK(dyadic_cmp_si(t, -1) >= 0);
            thermo_graph_value(l, th, THERMO_LEFT, t);
            thermo_graph_value(rr, th, THERMO_RIGHT, t);
            CHECK(dyadic_cmp(l, rr) >= 0);
        }
    }
    dyadic_set_si(t, 0);
    thermo_graph_value(l, th, THERMO_LEFT, t);
    thermo_graph_value(rr, th, THERMO_RIGHT, t);
    game_get_dyadic(x, game_left_stop(g));
    CHECK(dyadic_equal(l, x));
    game_get_dyadic(x, game_right_stop(g));
    CHECK(dyadic_equal(rr, x));
    /* At the temperature both walls reach the mast, which is the mean. */
    thermo_graph_temperature(t, th);
    thermo_graph_value(l, th, THERMO_LEFT, t);
    thermo_graph_value(rr, th, THERMO_RIGHT, t);
    CHECK(dyadic_equal(l, rr));
    CHECK(thermo_mean(x, g) == 0);
    CHECK(dyadic_equal(l, x));
    thermo_graph_mast(rr, th);
    CHECK(dyadic_equal(rr, x));
    thermo_graph_wall_mast(rr, th, THERMO_RIGHT);
    CHECK(dyadic_equal(rr, x));
    /* The temperature from the thermograph is the module's temperature
     * (closed form for number-up-stars). */
    CHECK(thermo_temperature(x, g) == 0);
    CHECK(dyadic_equal(t, x));
    dyadic_clear(t);
    dyadic_clear(l);
    dyadic_clear(rr);
    dyadic_clear(x);
    thermo_graph_clear(th);
}

TEST(wall_shapes) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 303);
    for (long i = 0; i < test_iterations(3000) && test_failures() < 5; i++)
        check_wall_shapes(randgame(&r, 4, 3));
    for (long i = 0; i < test_iterations(500) && test_failures() < 5; i++) {
        dyadic_t x;
        dyadic_init(x);
        tc_random_dyadic(x, &r, 64, 6);
        check_wall_shapes(game_nus(x, (int64_t)cgt_rng_below(&r, 41) - 20, cgt_rng_below(&r, 40)));
        dyadic_clear(x);
    }
    game_table_free();
}

TEST(walls_of_negatives_translates_and_sums) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 304);
    thermograph_t ta, tb, ts, tn;
    thermo_graph_init(ta);
    thermo_graph_init(tb);
    thermo_graph_init(ts);
    thermo_graph_init(tn);
    dyadic_t t, la, ra, lb, rb, ls, rs, x, y;
    dyadic_t *all[] = {&t, &la, &ra, &lb, &rb, &ls, &rs, &x, &y};
    for (size_t i = 0; i < 9; i++) dyadic_init(*all[i]);
    for (long i = 0; i < test_iterations(2000) && test_failures() < 5; i++) {
        game_t a = randgame(&r, 4, 3), b = randgame(&r, 3, 3);
        tc_random_dyadic(x, &r, 8, 2);
        game_t xg = game_from_dyadic(x);
        CHECK(thermo_thermograph(ta, a) == 0 && thermo_thermograph(tb, b) == 0);
        CHECK(thermo_thermograph(ts, game_add(a, b)) == 0);
        CHECK(thermo_thermograph(tn, game_neg(a)) == 0);
        for (int k = 0; k < 4; k++) {
            if (k == 0)
                dyadic_set_si(t, -1);
            else
                do tc_random_dyadic(t, &r, 40, 3);
                while (dyadic_cmp_si(t, -1) < 0);
            thermo_graph_value(la, ta, THERMO_LEFT, t);
            thermo_graph_value(ra, ta, THERMO_RIGHT, t);
            thermo_graph_value(lb, tb, THERMO_LEFT, t);
            thermo_graph_value(rb, tb, THERMO_RIGHT, t);
            thermo_graph_value(ls, ts, THERMO_LEFT, t);
            thermo_graph_value(rs, ts, THERMO_RIGHT, t);
            /* -G mirrors G */
            thermo_graph_value(y, tn, THERMO_LEFT, t);
            dyadic_neg(y, y);
            CHECK(dyadic_equal(y, ra));
            /* RW_a + RW_b <= RW_{a+b} <= RW_a + LW_b <= LW_{a+b} <= LW_a + LW_b */
            dyadic_add(y, ra, rb);
            CHECK(dyadic_cmp(y, rs) <= 0);
            dyadic_add(y, ra, lb);
            CHECK(dyadic_cmp(rs, y) <= 0 && dyadic_cmp(y, ls) <= 0);
            dyadic_add(y, la, lb);
            CHECK(dyadic_cmp(ls, y) <= 0);
        }
        /* Adding a number x moves the walls by x above x's temperature (and
         * everywhere for an integer). */
        CHECK(thermo_thermograph(ts, game_add(a, xg)) == 0);
        for (int k = 0; k < 3; k++) {
            do tc_random_dyadic(t, &r, 40, 3);
            while (dyadic_cmp_si(t, dyadic_is_integer(x) ? -1 : 0) < 0);
            for (int side = 0; side < 2; side++) {
                thermo_side sd = side ? THERMO_RIGHT : THERMO_LEFT;
                thermo_graph_value(la, ta, sd, t);
                thermo_graph_value(ls, ts, sd, t);
                dyadic_add(la, la, x);
                CHECK(dyadic_equal(la, ls));
            }
        }
    }
    for (size_t i = 0; i < 9; i++) dyadic_clear(*all[i]);
    thermo_graph_clear(ta);
    thermo_graph_clear(tb);
    thermo_graph_clear(ts);
    thermo_graph_clear(tn);
    game_table_free();
}

TEST(incentive_laws) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 305);
    for (long i = 0; i < test_iterations(2000) && test_failures() < 5; i++) {
        game_t g = randgame(&r, 4, 3);
        game_t *both, *left, *nright;
        size_t nb, nl, nnr;
        CHECK(thermo_incentives(&both, &nb, g, THERMO_BOTH) == 0);
        CHECK(thermo_incentives(&left, &nl, g, THERMO_LEFT) == 0);
        /* Right's incentives of -G are Left's of G. */
        CHECK(thermo_incentives(&nright, &nnr, game_neg(g), THERMO_RIGHT) == 0);
        CHECK(nl == nnr);
        for (size_t k = 0; k < nl && k < nnr; k++) CHECK(left[k] == nright[k]);
        for (size_t k = 0; k < nb; k++) {
            /* No incentive is >= 0 (G^L <| G <| G^R), and they form an antichain. */
            CHECK(!game_leq(game_zero(), both[k]));
            for (size_t j = 0; j < nb; j++)
                if (j != k) CHECK(!game_leq(both[k], both[j]));
            if (k > 0) CHECK(game_order_cmp(both[k - 1], both[k]) < 0);
        }
        /* Every left incentive is dominated by (or is) one of the incentives. */
        for (size_t k = 0; k < nl; k++) {
            bool covered = false;
            for (size_t j = 0; j < nb && !covered; j++) covered = game_leq(left[k], both[j]);
            CHECK(covered);
        }
        cgt_free(both);
        cgt_free(left);
        cgt_free(nright);
    }
    game_table_free();
}

TEST(norton_and_overheating_laws) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 306);
    game_t one = tc_num(1, 0), zero = game_zero();
    dyadic_t x, y, z;
    dyadic_init(x);
    dyadic_init(y);
    dyadic_init(z);
    for (long i = 0; i < test_iterations(1500) && test_failures() < 5; i++) {
        game_t g = randgame(&r, 3, 3), u = randgame(&r, 2, 2);
        CHECK(thermo_norton(g, one) == g); /* G.1 = G */
        CHECK(thermo_norton(g, zero) == zero);
        CHECK(thermo_overheat(g, one, zero) == g);
        long n = (long)cgt_rng_below(&r, 9) - 4;
        CHECK(thermo_norton(tc_num(n, 0), u) == game_mul_si(u, n));
        CHECK(thermo_overheat(tc_num(n, 0), u, g) == game_mul_si(u, n));
        /* x.U + y.U = (x+y).U for numbers x, y and U > 0 */
        game_t U = cgt_rng_below(&r, 2) ? game_up() : tc_random_all_small(&r, 1, 2);
        if (game_lt(zero, U)) {
            tc_random_dyadic(x, &r, 4, 2);
            tc_random_dyadic(y, &r, 4, 2);
            dyadic_add(z, x, y);
            CHECK(game_add(thermo_norton(game_from_dyadic(x), U),
                           thermo_norton(game_from_dyadic(y), U)) ==
                  thermo_norton(game_from_dyadic(z), U));
        }
    }
    dyadic_clear(x);
    dyadic_clear(y);
    dyadic_clear(z);
    game_table_free();
}

TEST(atomic_weight_laws) {
    /* On all-small games (all atomic): additive and odd (weights need not be
     * integers), and
     * the two-ahead rule: AW >= 2 gives G > 0, AW >= 1 gives G |> 0. */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 307);
    game_t one = tc_num(1, 0), two = tc_num(2, 0), zero = game_zero();
    long checked_other = 0;
    for (long i = 0; i < test_iterations(2000) && test_failures() < 5; i++) {
        game_t g = tc_random_all_small(&r, 3, 3), h = tc_random_all_small(&r, 3, 3);
        CHECK(game_is_all_small(g));
        game_t wg, wh, ws, wn;
        CHECK(thermo_atomic_weight(&wg, g) == 0);
        CHECK(thermo_atomic_weight(&wh, h) == 0);
        CHECK(thermo_atomic_weight(&ws, game_add(g, h)) == 0);
        CHECK(thermo_atomic_weight(&wn, game_neg(g)) == 0);
        CHECK(ws == game_add(wg, wh));
        CHECK(wn == game_neg(wg));
        if (game_leq(two, wg)) CHECK(game_lt(zero, g));
        if (game_leq(one, wg)) CHECK(!game_leq(g, zero));
        if (game_leq(wg, game_neg(two))) CHECK(game_lt(g, zero));
        /* Infinitesimals that are not all small: when k and k + g pass
         * CGSuite's atomicity test (k + g need not), the weights add. */
        game_t k = randgame(&r, 3, 3), wk, wk2;
        if (game_is_infinitesimal(k) && !game_is_all_small(k) &&
            thermo_atomic_weight(&wk, k) == 0 && thermo_atomic_weight(&wk2, game_add(k, g)) == 0) {
            checked_other++;
            CHECK(wk2 == game_add(wk, wg));
        }
    }
    CHECK(checked_other > 0 || test_iterations(2000) < 2000);
    game_table_free();
}

TEST(confusion_interval_matches_definition) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 308);
    dyadic_t x, lo, hi;
    dyadic_init(x);
    dyadic_init(lo);
    dyadic_init(hi);
    for (long i = 0; i < test_iterations(1500) && test_failures() < 5; i++) {
        game_t g = randgame(&r, 4, 3);
        thermo_interval iv;
        CHECK(thermo_confusion_interval(&iv, g) == 0);
        if (!thermo_interval_is_empty(&iv)) {
            game_get_dyadic(lo, iv.lo);
            game_get_dyadic(hi, iv.hi);
            CHECK(dyadic_cmp(lo, hi) <= 0);
            CHECK(iv.lo == game_right_stop(g) && iv.hi == game_left_stop(g));
        }
        /* x is in the interval iff g <> x, for x on a fine grid around the stops. */
        for (int k = 0; k < 24; k++) {
            game_get_dyadic(x, game_right_stop(g));
            dyadic_t d;
            dyadic_init(d);
            tc_random_dyadic(d, &r, 24, 3);
            if (k == 0) dyadic_set_si(d, 0);
            if (k == 1) game_get_dyadic(x, game_left_stop(g)), dyadic_set_si(d, 0);
            dyadic_add(x, x, d);
            dyadic_clear(d);
            bool in = false;
            if (!thermo_interval_is_empty(&iv)) {
                int cl = dyadic_cmp(x, lo), ch = dyadic_cmp(x, hi);
                in = (cl > 0 || (cl == 0 && iv.lo_closed)) && (ch < 0 || (ch == 0 && iv.hi_closed));
            }
            CHECK(in == game_fuzzy(g, game_from_dyadic(x)));
        }
    }
    dyadic_clear(x);
    dyadic_clear(lo);
    dyadic_clear(hi);
    game_table_free();
}

TEST(results_survive_table_free) {
    /* Caches are dropped with the table; recomputation gives the same text. */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 309);
    uint64_t seed = cgt_rng_next(&r);
    char *before[40];
    for (int pass = 0; pass < 2; pass++) {
        cgt_rng_seed(&r, seed);
        for (int i = 0; i < 40; i++) {
            char *s = tc_graph_str(randgame(&r, 4, 3));
            if (pass == 0)
                before[i] = s;
            else {
                CHECK_STR(s, before[i]);
                cgt_free(s);
                cgt_free(before[i]);
            }
        }
        game_table_free();
    }
}
