/* test_qgraph.c - the generalized thermograph type (thermo_qgraph: rational
 * breakpoints, any slopes) and the builders.  Truth: the short engine's
 * thermographs (a short thermograph copied into the rational type prints the
 * same text and reads the same values at every critical temperature and
 * between them; rebuilt through thermo_graph_wall_start/push from its
 * accessors it is equal), and the builder's documented rules (pieces from
 * t = -1 at increasing temperatures, continuity, equal slopes merged),
 * checked on hand-made walls. */
#include <string.h>

#include "thermo_check.h"

static void q(mpq_t x, long n, unsigned long d) {
    mpq_set_si(x, n, d);
    mpq_canonicalize(x);
}

TEST(qgraph_builder_rules) {
    thermo_qgraph_t th;
    thermo_qgraph_init(th);
    char *s = thermo_qgraph_get_str(th);
    CHECK_STR(s, "Thermograph(0,[],[0],0,[],[0])"); /* init: a mast at 0 */
    cgt_free(s);
    mpq_t t, v, sl;
    mpq_inits(t, v, sl, NULL);
    thermo_qgraph_reset(th);
    /* the first piece must start at -1 */
    q(t, 0, 1), q(v, 1, 1), q(sl, -1, 1);
    CHECK(thermo_qgraph_push(th, THERMO_LEFT, t, v, sl) == CGT_EVALUE);
    /* Left: 2 - t from -1 (value 3 there) up to 2/3 (value 4/3), then a mast */
    q(t, -1, 1), q(v, 3, 1), q(sl, -1, 1);
    CHECK(thermo_qgraph_push(th, THERMO_LEFT, t, v, sl) == 0);
    q(t, 0, 1), q(v, 2, 1); /* the same slope again: merged, no breakpoint */
    CHECK(thermo_qgraph_push(th, THERMO_LEFT, t, v, sl) == 0);
    q(t, 2, 3), q(v, 4, 3), q(sl, 0, 1);
    CHECK(thermo_qgraph_push(th, THERMO_LEFT, t, v, sl) == 0);
    /* not increasing, not continuous */
    q(t, 1, 2), q(v, 4, 3), q(sl, 1, 1);
    CHECK(thermo_qgraph_push(th, THERMO_LEFT, t, v, sl) == CGT_EVALUE);
    q(t, 1, 1), q(v, 2, 1), q(sl, 1, 1);
    CHECK(thermo_qgraph_push(th, THERMO_LEFT, t, v, sl) == CGT_EVALUE);
    CHECK(strstr(cgt_error_message(), "continuous") != NULL);
    /* Right: 1/3 + t/2 for ever (-1/6 at t = -1): a sloping top piece */
    q(t, -1, 1), q(v, -1, 6), q(sl, 1, 2);
    CHECK(thermo_qgraph_push(th, THERMO_RIGHT, t, v, sl) == 0);
    CHECK_INT((long)thermo_qgraph_num_critical(th, THERMO_LEFT), 1);
    CHECK_INT((long)thermo_qgraph_num_critical(th, THERMO_RIGHT), 0);
    CHECK(mpq_cmp_si(thermo_qgraph_critical(th, THERMO_LEFT, 0), 2, 3) == 0);
    CHECK(mpq_cmp_si(thermo_qgraph_slope(th, THERMO_LEFT, 0), 0, 1) == 0);
    CHECK(mpq_cmp_si(thermo_qgraph_slope(th, THERMO_LEFT, 1), -1, 1) == 0);
    CHECK(mpq_cmp_si(thermo_qgraph_slope(th, THERMO_RIGHT, 0), 1, 2) == 0);
    q(t, 5, 1);
    thermo_qgraph_value(v, th, THERMO_RIGHT, t);
    CHECK(mpq_cmp_si(v, 17, 6) == 0); /* -1/6 + 6/2 */
    thermo_qgraph_value(v, th, THERMO_LEFT, t);
    CHECK(mpq_cmp_si(v, 4, 3) == 0);
    thermo_qgraph_temperature(v, th);
    CHECK(mpq_cmp_si(v, 2, 3) == 0);
    thermo_qgraph_mast(v, th);
    CHECK(mpq_cmp_si(v, 4, 3) == 0);
    s = thermo_qgraph_get_str(th);
    /* a wall without critical temperatures shows its value at t = 0, as
     * thermo_graph_get_str does */
    CHECK_STR(s, "Thermograph(4/3,[2/3],[0,-1],1/3,[],[1/2])");
    cgt_free(s);
    thermo_qgraph_t c;
    thermo_qgraph_init(c);
    CHECK(!thermo_qgraph_equal(c, th));
    thermo_qgraph_set(c, th);
    CHECK(thermo_qgraph_equal(c, th));
    thermo_qgraph_clear(c);
    mpq_clears(t, v, sl, NULL);
    thermo_qgraph_clear(th);
}

TEST(qgraph_of_short_thermographs) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 91);
    long iters = test_iterations(300);
    mpq_t t, v;
    mpq_inits(t, v, NULL);
    dyadic_t dt, dv;
    dyadic_init(dt), dyadic_init(dv);
    for (long it = 0; it < iters && !test_failures(); it++) {
        game_t g = randgame(&r, 4, 3);
        thermograph_t th, re;
        thermo_graph_init(th), thermo_graph_init(re);
        CHECK(thermo_thermograph(th, g) == 0);
        thermo_qgraph_t qg;
        thermo_qgraph_init(qg);
        thermo_qgraph_set_graph(qg, th);
        char *a = thermo_graph_get_str(th), *b = thermo_qgraph_get_str(qg);
        CHECK_MSG(strcmp(a, b) == 0, "seed %llu: %s vs %s", (unsigned long long)test_seed(), a, b);
        cgt_free(a), cgt_free(b);
        for (int side = 0; side < 2; side++) {
            thermo_side sd = (thermo_side)side;
            size_t n = thermo_graph_num_critical(th, sd);
            CHECK(thermo_qgraph_num_critical(qg, sd) == n);
            /* values at -1, at each critical temperature and one above */
            for (size_t i = 0; i <= n + 1; i++) {
                if (i == 0)
                    dyadic_set_si(dt, -1);
                else if (i <= n)
                    dyadic_set(dt, thermo_graph_critical(th, sd, i - 1));
                else
                    dyadic_add_si(dt, dt, 1);
                thermo_graph_value(dv, th, sd, dt);
                dyadic_get_mpq(t, dt);
                thermo_qgraph_value(v, qg, sd, t);
                mpq_t w;
                mpq_init(w);
                dyadic_get_mpq(w, dv);
                CHECK(mpq_equal(v, w));
                mpq_clear(w);
            }
            /* rebuilt through the dyadic builder from the accessors */
            dyadic_set_si(dt, -1);
            thermo_graph_value(dv, th, sd, dt);
            thermo_graph_wall_start(re, sd, dv, thermo_graph_slope(th, sd, n));
            for (size_t k = n; k-- > 0;) {
                thermo_graph_value(dv, th, sd, thermo_graph_critical(th, sd, k));
                thermo_graph_wall_push(re, sd, thermo_graph_critical(th, sd, k), dv,
                                       thermo_graph_slope(th, sd, k));
            }
        }
        CHECK(thermo_graph_equal(th, re));
        thermo_qgraph_clear(qg);
        thermo_graph_clear(th), thermo_graph_clear(re);
    }
    mpq_clears(t, v, NULL);
    dyadic_clear(dt), dyadic_clear(dv);
}
