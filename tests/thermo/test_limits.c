/* test_limits.c - behaviour at the work limits (GAME_NONE / CGT_ELIMIT, nothing
 * partial cached) and sizes that must stay polynomial thanks to the memos. */
#include <string.h>
#include <time.h>

#include "thermo_check.h"

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

TEST(limits_give_none_and_cache_nothing) {
    game_t one = tc_num(1, 0);
    game_t g = game_nimber(12);
    game_t h = game_add(tc_sw(tc_num(3, 0), tc_num(-2, 1)), game_up());
    cgt_limits_set(20, 0);
    cgt_limits_reset();
    game_t heated = thermo_heat(g, one);
    CHECK(heated == GAME_NONE);
    CHECK(cgt_limit_check() == CGT_ELIMIT);
    /* Everything now reports the limit. */
    thermograph_t th;
    thermo_graph_init(th);
    dyadic_t t;
    dyadic_init(t);
    dyadic_set_si(t, 1);
    game_t out;
    CHECK(thermo_thermograph(th, h) == CGT_ELIMIT);
    CHECK(thermo_mean(t, h) == CGT_ELIMIT);
    CHECK(thermo_cool(&out, h, t) == CGT_ELIMIT);
    CHECK(out == GAME_NONE);
    CHECK(thermo_norton(tc_num(1, 1), game_up()) == GAME_NONE);
    CHECK(thermo_overheat(h, one, one) == GAME_NONE);
    CHECK(thermo_atomic_weight(&out, game_up()) == CGT_ELIMIT);
    CHECK(thermo_heat(GAME_NONE, one) == GAME_NONE);
    game_t *inc;
    size_t n;
    CHECK(thermo_incentives(&inc, &n, h, THERMO_BOTH) == CGT_ELIMIT);
    CHECK(n == 0 && inc == NULL);
    thermo_interval iv;
    CHECK(thermo_confusion_interval(&iv, h) == CGT_ELIMIT);
    /* Lifting the limit, the same calls give the right answers. */
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    heated = thermo_heat(g, one);
    CHECK(heated != GAME_NONE);
    CHECK(thermo_cool(&out, heated, t) == 0 && out == g);
    CHECK(thermo_thermograph(th, h) == 0);
    char *s = thermo_graph_get_str(th);
    CHECK_STR(s, "Thermograph(1,[2],[0,-1],1,[2,0],[0,1,0])"); /* {3|-1} + ^ */
    cgt_free(s);
    CHECK(thermo_atomic_weight(&out, game_up()) == 0 && out == one);
    dyadic_clear(t);
    thermo_graph_clear(th);
    game_table_free();
}

TEST(memos_keep_big_cases_polynomial) {
    /* Heating *k by 1 and cooling it back, and huge closed forms, finish
     * quickly (each subposition is done once).  k stays small: canonicalizing
     * the heated nimbers is exponential in the game module's lossy comparison
     * cache beyond k ~ 18 (reported, not a thermo issue). */
    double t0 = now_s();
    game_t one = tc_num(1, 0);
    dyadic_t t;
    dyadic_init(t);
    dyadic_set_si(t, 1);
    for (uint64_t k = 1; k <= 16; k++) {
        game_t h = thermo_heat(game_nimber(k), one), c;
        CHECK(thermo_cool(&c, h, t) == 0 && c == game_nimber(k));
    }
    /* Closed forms with enormous parameters. */
    char *s = tc_graph_str(tc_nus(3, 2, 1000000000, 1u << 30));
    CHECK_STR(s, "Thermograph(3/4,[0,-1/4],[0,-1,0],3/4,[-1/4],[0,1])");
    cgt_free(s);
    dyadic_t x;
    dyadic_init(x);
    CHECK(thermo_temperature(x, game_nimber(1000000007)) == 0 && dyadic_is_zero(x));
    game_t w;
    CHECK(thermo_atomic_weight(&w, tc_nus(0, 0, -123456789, 77)) == 0 &&
          w == tc_num(-123456789, 0));
    CHECK(thermo_cool(&w, tc_nus(5, 1, 99999, 3), t) == 0 && w == tc_num(5, 1));
    /* A sum of many switches cooled: (sum)_t = sum of the cooled parts. */
    game_t sum = game_zero(), want = game_zero();
    for (long i = 1; i <= 12; i++) {
        game_t sw = tc_sw(tc_num(i, 0), tc_num(-i, 1));
        sum = game_add(sum, sw);
        game_t c;
        CHECK(thermo_cool(&c, sw, t) == 0);
        want = game_add(want, c);
    }
    CHECK(thermo_cool(&w, sum, t) == 0 && w == want);
    dyadic_clear(x);
    dyadic_clear(t);
    CHECK_MSG(now_s() - t0 < 20.0, "took %.1f s", now_s() - t0);
    game_table_free();
}

TEST(deep_games_stop_cleanly) {
    /* A number with a 20000-bit denominator: its thermograph is built bottom-up
     * (no deep recursion) and is exact. */
    dyadic_t x, t;
    dyadic_init(x);
    dyadic_init(t);
    dyadic_set_si_2exp(x, 3, 20000);
    thermograph_t th;
    thermo_graph_init(th);
    CHECK(thermo_thermograph(th, game_from_dyadic(x)) == 0);
    thermo_graph_temperature(t, th);
    dyadic_t want;
    dyadic_init(want);
    dyadic_set_si_2exp(want, -1, 20000);
    CHECK(dyadic_equal(t, want));
    thermo_graph_mast(t, th);
    CHECK(dyadic_equal(t, x));
    /* A general game nested 12000 levels deep: a clean limit, not a crash. */
    game_t g = game_star();
    game_t one = tc_num(1, 0);
    cgt_limits_reset();
    for (int i = 0; i < 12000 && g != GAME_NONE; i++) {
        game_t l[2] = {g, one};
        g = game_make(l, 2, &g, 1);
    }
    if (g != GAME_NONE && !cgt_aborted()) {
        int rc = thermo_thermograph(th, g);
        CHECK(rc == 0 || rc == CGT_ELIMIT);
        if (rc == CGT_ELIMIT) CHECK(strstr(cgt_error_message(), "deeper") != NULL);
    }
    cgt_limits_reset();
    dyadic_clear(x);
    dyadic_clear(t);
    dyadic_clear(want);
    thermo_graph_clear(th);
    game_table_free();
}

/* Regression: with a lossy comparison cache, heating *k by 1 took time
 * exponential in k (17 s at k = 24); now every expensive comparison is
 * memoized exactly.  Heating *k by 1 has birthday 2k. */
TEST(heating_big_nimbers_is_polynomial) {
    for (uint64_t k = 8; k <= 40; k += 8) {
        game_t h = thermo_heat(game_nimber(k), game_from_si(1));
        CHECK_INT(game_birthday(h), 2 * k);
    }
}
