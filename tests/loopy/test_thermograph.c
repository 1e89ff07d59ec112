/* test_thermograph.c - thermographs of stoppers (loopy_thermograph).  Truth:
 * the short engine (thermo_thermograph) on loop-free games, computed here
 * through the loopy sweep with every node a graph node; games worked out by
 * hand from the definition (docs/loopy.md); and the theorems of short-game
 * thermography as properties on random stoppers: translation by a number
 * shifts the thermograph, negation mirrors it, the walls at temperature 0
 * are the stops (Siegel, Combinatorial Game Theory, II.5: L(G_0) = L(G)),
 * G <= H orders the walls (cooling preserves the order),
 * the mast is additive over sums (the mean of G + H is mean G + mean H) and
 * the temperature of a sum is at most the larger one. */
#include <stdio.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/thermo.h"
#include "loopy/loopy_internal.h"
#include "loopy_check.h"
#include "test.h"

/* The thermograph of s in CGSuite's text, or "error: <message>". */
static const char *th_str(const char *s) {
    static char buf[4][512];
    static int k;
    char *out = buf[k++ & 3];
    loopy_game g = lp(s);
    thermograph_t th;
    thermo_graph_init(th);
    if (loopy_thermograph(th, &g) < 0) {
        snprintf(out, 512, "error: %s", cgt_error_message());
    } else {
        char *t = thermo_graph_get_str(th);
        snprintf(out, 512, "%s", t);
        cgt_free(t);
    }
    thermo_graph_clear(th);
    loopy_clear(&g);
    return out;
}

/* The short engine's thermograph of the short game written s. */
static const char *short_th(const char *s) {
    static char buf[4][512];
    static int k;
    char *out = buf[k++ & 3];
    game_t x = GAME_NONE;
    CHECK(expr_eval_game(&x, s) == 0);
    thermograph_t th;
    thermo_graph_init(th);
    CHECK(thermo_thermograph(th, x) == 0);
    char *t = thermo_graph_get_str(th);
    snprintf(out, 512, "%s", t);
    cgt_free(t);
    thermo_graph_clear(th);
    return out;
}

TEST(named_stoppers) {
    /* over = {0|pass}: Left's wall RW(0) - t = -t, Right's wall LW(over) + t
     * = 0; they meet at t = 0, mast 0: the thermograph of ^ = {0|*} (whose
     * Right wall is LW(*) + t = 0 below 0).  upon = {pass|*}: LW = RW(upon)
     * - t, RW = LW(*) + t = 0 below 0: the same. */
    CHECK_STR(th_str("over"), short_th("^"));
    CHECK_STR(th_str("upon"), short_th("^"));
    CHECK_STR(th_str("under"), short_th("v"));
    CHECK_STR(th_str("1over"), short_th("1^"));
    CHECK_STR(th_str("{3/2|pass}"), short_th("3/2^"));
    /* {2|over}: LW = 2 - t, RW = LW(over) + t = 0 below 0 (LW(over) = -t),
     * then t above 0 (over frozen at 0): meets at t = 1, mast 1; the same as
     * {2|^}, and above 0 as {2|0} */
    CHECK_STR(th_str("{2|over}"), short_th("{2|^}"));
    CHECK_STR(th_str("{2|{1|pass}}"), short_th("{2|1^}"));
    /* u = {pass|+-3}, which stays loopy: RW = LW(+-3) + t = 3 below 3, LW =
     * RW(u) - t = 3 - t: they meet at 0, mast 3, as in 3^ = {3|3*}; with a
     * Left option 5 added, LW = max(3 - t, 5 - t) meets RW = 3 at t = 2, as
     * in {5|+-3}; inside {4|u'}, u' = {pass|+-1} is 1^-like and the walls
     * 4 - t and LW(u') + t meet at 3/2, mast 5/2, as in {4|1^} */
    CHECK_STR(th_str("{pass|+-3}"), short_th("3^"));
    CHECK_STR(th_str("{5,pass|+-3}"), short_th("{5|+-3}"));
    CHECK_STR(th_str("{4|{pass|+-1}}"), short_th("{4|1^}"));
    /* on, off: infinite walls */
    CHECK(strstr(th_str("on"), "error: thermograph: the Left wall is infinite") != NULL);
    CHECK(strstr(th_str("off"), "the Left wall is infinite (the Left stop is off)") != NULL);
    CHECK(strstr(th_str("{on|0}"), "Left wall is infinite (the Left stop is on)") != NULL);
    /* not a stopper */
    CHECK_STR(th_str("dud"), "error: thermographs need a stopper");
}

TEST(one_player_cycle_by_hand) {
    /* p = {q, 3 | -3}, q = {p | 0}: Left's cycle p -> q -> p.  q's walls: LW =
     * RW(p) - t = (-3 + t) - t = -3, RW = 0 + t; at t = -1 they start
     * crossed (-3 < -1), so q is frozen at -1 with the base rule's mast -1
     * (both below 0: the nearer).  Then p: LW = max(-1 - t, 3 - t), RW = -3 +
     * t, meeting at t = 3 at 0: {3|-3}'s thermograph.  (Indeed q = -1: Left's
     * move to p reverses through -3, and p = {3|-3}.)  The raw graph is
     * swept here, without simplification. */
    loopy_game g = lp("p{q{p|0},3|-3}");
    thermograph_t th;
    thermo_graph_init(th);
    CHECK(loopy_thermograph_sweep(th, &g, true) == 0);
    char *s = thermo_graph_get_str(th);
    CHECK_STR(s, short_th("{3|-3}"));
    cgt_free(s);
    CHECK_STR(th_str("p{q{p|0},3|-3}"), short_th("{3|-3}"));
    thermo_graph_clear(th);
    loopy_clear(&g);
}

/* The thermograph of g by the sweep (short_nodes as given), or NULL. */
static char *sweep_str(const loopy_game *g, bool short_nodes) {
    thermograph_t th;
    thermo_graph_init(th);
    char *s = loopy_thermograph_sweep(th, g, short_nodes) == 0 ? thermo_graph_get_str(th) : NULL;
    thermo_graph_clear(th);
    return s;
}

TEST(loop_free_equals_short_engine) {
    /* every node of the canonical form swept as a graph node, against the
     * short engine's recursion */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 41);
    long iters = test_iterations(400);
    for (long it = 0; it < iters; it++) {
        loopy_game g = lrandom(&r, 7, true), c;
        game_t x = loopy_get_game(&g);
        CHECK(loopy_from_game(&c, x) == 0);
        char *a = sweep_str(&c, false);
        thermograph_t th;
        thermo_graph_init(th);
        CHECK(thermo_thermograph(th, x) == 0);
        char *b = thermo_graph_get_str(th);
        CHECK_MSG(a && strcmp(a, b) == 0, "seed %llu iteration %ld: %s: sweep %s, short %s",
                  (unsigned long long)test_seed(), it, lstr(&c), a ? a : cgt_error_message(), b);
        cgt_free(a), cgt_free(b);
        thermo_graph_clear(th);
        loopy_clear(&g), loopy_clear(&c);
        if (test_failures()) break;
    }
}

/* A random graph of 1..6 nodes whose Right moves go to later nodes and Left
 * moves anywhere, so that Left's cycles (passes among them) are common. */
static loopy_game random_left_cycles(cgt_rng *r) {
    uint32_t n = 1 + (uint32_t)cgt_rng_below(r, 6);
    uint32_t lo[6][3], ro[6][3], nl[6], nr[6];
    const uint32_t *lp_[6], *rp_[6];
    for (uint32_t v = 0; v < n; v++) {
        nl[v] = nr[v] = 0;
        if (v + 1 < n) {
            uint32_t k = 1 + (uint32_t)cgt_rng_below(r, 2);
            for (uint32_t i = 0; i < k; i++)
                ro[v][nr[v]++] = v + 1 + (uint32_t)cgt_rng_below(r, n - v - 1);
        }
        uint32_t k = (uint32_t)cgt_rng_below(r, 3);
        for (uint32_t i = 0; i < k; i++) {
            uint64_t c = cgt_rng_below(r, 8);
            lo[v][nl[v]++] = c < 2 || v + 1 == n ? v /* a pass */
                             : c < 3             ? (uint32_t)cgt_rng_below(r, n)
                                                 : v + 1 + (uint32_t)cgt_rng_below(r, n - v - 1);
        }
        lp_[v] = lo[v], rp_[v] = ro[v];
    }
    loopy_game g;
    CHECK(loopy_from_lists(&g, n, 0, lp_, nl, rp_, nr) == 0);
    return g;
}

/* A random stopper whose thermograph exists (finite walls): from lrandom
 * or, every other time, with Left's cycles (and their negatives). */
static loopy_game random_thermal(cgt_rng *r, uint32_t maxn, thermograph_t th) {
    for (;;) {
        loopy_game g;
        uint64_t k = cgt_rng_below(r, 4);
        if (k < 2) {
            g = lrandom(r, maxn, false);
        } else {
            loopy_game h = random_left_cycles(r);
            if (k == 2) {
                g = h;
            } else {
                CHECK(loopy_neg(&g, &h) == 0);
                loopy_clear(&h);
            }
        }
        if (loopy_is_stopper(&g) && loopy_thermograph(th, &g) == 0) return g;
        loopy_clear(&g);
    }
}

static loopy_game plus_number(const loopy_game *g, game_t x) {
    loopy_game n, s;
    CHECK(loopy_from_game(&n, x) == 0);
    CHECK(loopy_add(&s, g, &n) == 0);
    loopy_clear(&n);
    return s;
}

/* The wall value of th at t (an integer). */
static void wall_at(dyadic_t out, const thermograph_t th, thermo_side side, long t) {
    dyadic_t tt;
    dyadic_init(tt);
    dyadic_set_si(tt, t);
    thermo_graph_value(out, th, side, tt);
    dyadic_clear(tt);
}

TEST(properties_on_random_stoppers) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 42);
    long iters = test_iterations(150);
    int loopy_ones = 0, raw_defined = 0;
    dyadic_t a, b, x;
    dyadic_init(a), dyadic_init(b), dyadic_init(x);
    for (long it = 0; it < iters; it++) {
        thermograph_t tg, t2;
        thermo_graph_init(tg), thermo_graph_init(t2);
        loopy_game g = random_thermal(&r, 6, tg);
        if (!loopy_is_loopfree(&g)) loopy_ones++;
        const char *gs = lstr(&g);
        /* the raw graph swept without simplifying gives the same */
        loopy_game sg;
        CHECK(loopy_simplify(&sg, &g) == 0);
        char *raw = sweep_str(&g, true);
        char *simp = thermo_graph_get_str(tg);
        raw_defined += raw != NULL;
        CHECK_MSG(!raw || strcmp(raw, simp) == 0, "seed %llu it %ld: %s raw %s simplified %s",
                  (unsigned long long)test_seed(), it, gs, raw, simp);
        cgt_free(raw);
        /* G + 3/2 shifted by 3/2 at t >= 0 (below 0 a number's walls depend on
         * its birthday: -1 + 3/2 = 1/2 has temperature -1/2), G - 2 at every t */
        for (int k = 0; k < 2; k++) {
            dyadic_set_si(x, k ? -2 : 3);
            if (!k) dyadic_div_2exp(x, x, 1);
            loopy_game h = plus_number(&g, game_from_dyadic(x));
            CHECK(loopy_thermograph(t2, &h) == 0);
            for (long t = k ? -1 : 0; t <= 6; t++)
                for (int side = 0; side < 2; side++) {
                    wall_at(a, tg, (thermo_side)side, t), wall_at(b, t2, (thermo_side)side, t);
                    dyadic_add(a, a, x);
                    CHECK_MSG(dyadic_equal(a, b), "seed %llu it %ld: %s + %s at t=%ld",
                              (unsigned long long)test_seed(), it, gs, k ? "-2" : "3/2", t);
                }
            loopy_clear(&h);
        }
        loopy_game h;
        /* -G: mirrored */
        CHECK(loopy_neg(&h, &g) == 0);
        CHECK(loopy_thermograph(t2, &h) == 0);
        for (long t = -1; t <= 6; t++)
            for (int side = 0; side < 2; side++) {
                wall_at(a, tg, (thermo_side)side, t), wall_at(b, t2, (thermo_side)(1 - side), t);
                dyadic_neg(a, a);
                CHECK_MSG(dyadic_equal(a, b), "seed %llu it %ld: -(%s) at t=%ld",
                          (unsigned long long)test_seed(), it, gs, t);
            }
        loopy_clear(&h);
        /* walls at 0 are the stops (their number parts) */
        for (int side = 0; side < 2; side++) {
            loopy_game st;
            CHECK(loopy_stop(&st, &g, side == 0) == 0);
            wall_at(a, tg, (thermo_side)side, 0);
            /* the stop is x, {x|pass} or {pass|x}: its number x */
            game_t sx = loopy_is_loopfree(&st) ? loopy_get_game(&st) : GAME_NONE;
            if (sx == GAME_NONE) {
                uint32_t rt = st.root;
                uint32_t w = st.lstart[rt + 1] > st.lstart[rt] && st.left[st.lstart[rt]] != rt
                                 ? st.left[st.lstart[rt]]
                                 : st.right[st.rstart[rt]];
                uint8_t *lf = cgt_malloc(st.n);
                game_t *sv = cgt_malloc(st.n * sizeof *sv);
                loopy_mark_loopy(lf, &st);
                loopy_short_values(sv, &st, lf);
                sx = sv[w];
                cgt_free(lf), cgt_free(sv);
            }
            CHECK_MSG(sx != GAME_NONE && game_is_number(sx), "%s: stop %s", gs, lstr(&st));
            if (sx != GAME_NONE) {
                game_get_dyadic(b, sx);
                CHECK_MSG(dyadic_equal(a, b), "seed %llu it %ld: %s: wall %d at 0 vs stop %s",
                          (unsigned long long)test_seed(), it, gs, side, lstr(&st));
            }
            loopy_clear(&st);
        }
        cgt_free(simp);
        loopy_clear(&sg), loopy_clear(&g);
        thermo_graph_clear(tg), thermo_graph_clear(t2);
        if (test_failures()) break;
    }
    printf("random stoppers with a thermograph: %ld, %d with cycles, %d defined unsimplified\n",
           iters, loopy_ones, raw_defined);
    CHECK(loopy_ones > iters / 10);
    dyadic_clear(a), dyadic_clear(b), dyadic_clear(x);
}

TEST(mean_is_additive_on_sums) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 43);
    long iters = test_iterations(100);
    dyadic_t a, b, c, ta, tb, tc;
    dyadic_init(a), dyadic_init(b), dyadic_init(c);
    dyadic_init(ta), dyadic_init(tb), dyadic_init(tc);
    int done = 0;
    for (long it = 0; it < iters; it++) {
        thermograph_t t1, t2, t3;
        thermo_graph_init(t1), thermo_graph_init(t2), thermo_graph_init(t3);
        loopy_game g = random_thermal(&r, 5, t1), h = random_thermal(&r, 5, t2), s;
        CHECK(loopy_add(&s, &g, &h) == 0);
        if (loopy_is_stopper(&s) && loopy_thermograph(t3, &s) == 0) {
            done++;
            thermo_graph_mast(a, t1), thermo_graph_mast(b, t2), thermo_graph_mast(c, t3);
            dyadic_add(a, a, b);
            CHECK_MSG(dyadic_equal(a, c), "seed %llu it %ld: mean(%s + %s)",
                      (unsigned long long)test_seed(), it, lstr(&g), lstr(&h));
            thermo_graph_temperature(ta, t1), thermo_graph_temperature(tb, t2);
            thermo_graph_temperature(tc, t3);
            if (dyadic_cmp(ta, tb) < 0) dyadic_set(ta, tb);
            CHECK_MSG(dyadic_cmp(tc, ta) <= 0, "seed %llu it %ld: temperature(%s + %s)",
                      (unsigned long long)test_seed(), it, lstr(&g), lstr(&h));
        }
        loopy_clear(&g), loopy_clear(&h), loopy_clear(&s);
        thermo_graph_clear(t1), thermo_graph_clear(t2), thermo_graph_clear(t3);
        if (test_failures()) break;
    }
    printf("sums with a thermograph: %d of %ld\n", done, iters);
    CHECK(done > iters / 4);
    dyadic_clear(a), dyadic_clear(b), dyadic_clear(c);
    dyadic_clear(ta), dyadic_clear(tb), dyadic_clear(tc);
}

TEST(walls_respect_the_order) {
    /* G <= H implies G_t <= H_t for short games (cooling is an order
     * homomorphism), so both walls of G are at most H's at every t */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 44);
    long iters = test_iterations(300);
    int compared = 0;
    dyadic_t a, b, t;
    dyadic_init(a), dyadic_init(b), dyadic_init(t);
    for (long it = 0; it < iters; it++) {
        thermograph_t t1, t2;
        thermo_graph_init(t1), thermo_graph_init(t2);
        loopy_game g = random_thermal(&r, 4, t1), h = random_thermal(&r, 4, t2);
        bool le = false;
        CHECK(loopy_leq(&le, &g, &h) == 0);
        if (le) {
            compared++;
            for (long k = -4; k <= 24; k++) {
                dyadic_set_si(t, k), dyadic_div_2exp(t, t, 2);
                for (int side = 0; side < 2; side++) {
                    thermo_graph_value(a, t1, (thermo_side)side, t);
                    thermo_graph_value(b, t2, (thermo_side)side, t);
                    CHECK_MSG(dyadic_cmp(a, b) <= 0, "seed %llu it %ld: %s <= %s, wall %d at %ld/4",
                              (unsigned long long)test_seed(), it, lstr(&g), lstr(&h), side, k);
                }
            }
        }
        loopy_clear(&g), loopy_clear(&h);
        thermo_graph_clear(t1), thermo_graph_clear(t2);
        if (test_failures()) break;
    }
    printf("ordered pairs compared: %d of %ld\n", compared, iters);
    CHECK(compared > iters / 20);
    dyadic_clear(a), dyadic_clear(b), dyadic_clear(t);
}

TEST(expression_functions) {
    expr_value v;
    CHECK(expr_eval(&v, "loopy_thermograph('over')") == 0);
    CHECK_STR(v.text, short_th("^"));
    CHECK(expr_eval(&v, "loopy_mean('{2|over}')") == 0);
    CHECK(v.kind == EXPR_GAME && v.game == game_from_si(1));
    CHECK(expr_eval(&v, "loopy_temperature('{2|over}')") == 0);
    CHECK(v.kind == EXPR_GAME && v.game == game_from_si(1));
    CHECK(expr_eval(&v, "loopy_thermograph('on')") < 0);
    CHECK(strstr(cgt_error_message(), "column 19: loopy_thermograph: thermograph: the Left wall") !=
          NULL);
}
