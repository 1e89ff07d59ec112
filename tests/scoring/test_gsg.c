/* test_gsg.c - guaranteed scoring games: notation, the guaranteed test,
 * sums and stops, the normal-play embedding (order preserved, checked
 * against the normal-play engine) and the constructive comparison checked
 * against a brute-force search for refuting games. */
#include <gmp.h>
#include <string.h>

#include "cgt/game.h"
#include "scoring_check.h"

static gsg_t gp(const char *text) {
    gsg_t g = GSG_NONE;
    if (gsg_parse(&g, text) != 0)
        test_fail(__FILE__, __LINE__, "gsg parse '%s': %s", text, cgt_error_message());
    return g;
}
static char gbuf[4][512];
static int gnext;
static const char *gs(gsg_t g) {
    char *s = gsg_get_str(g), *b = gbuf[gnext++ & 3];
    snprintf(b, sizeof gbuf[0], "%s", s);
    cgt_free(s);
    return b;
}

TEST(gsg_notation_and_basics) {
    CHECK_STR(gs(gp("<@1|@1>")), "1");
    CHECK_STR(gs(gp("<@-1|@1>")), "<@-1|@1>");
    CHECK_STR(gs(gp("< 2 , 1 | @3 >")), "<1,2|@3>");
    CHECK(gp("<1,1|@0>") == gp("<1|@0>"));
    CHECK(gsg_is_guaranteed(gp("<@-1|@1>")));
    CHECK(!gsg_is_guaranteed(gp("<@1|@-1>")));
    CHECK(!gsg_is_guaranteed(gp("<<@1|@0>|@5>")));
    /* an empty side's atom must not beat any atom below it */
    CHECK(!gsg_is_guaranteed(gp("<@1|-1>")));
    CHECK(gsg_is_guaranteed(gp("<@-1|1>")));
    CHECK(gsg_is_guaranteed(gp("<<@-1|@1>|@1>")));
    CHECK_STR(gs(gsg_neg(gp("<1,<@0|3>|@2>"))), "<@-2|-1,<-3|@0>>");
    /* atoms of the sum add when both sides are empty */
    CHECK_STR(gs(gsg_sum(gp("<@-1|@1>"), gp("<@-1|@1>"))), "<@-2|@2>");
    CHECK_STR(gs(gsg_sum(gp("<3|@0>"), gp("2"))), "<5|@2>");
    mpq_t a, b;
    mpq_init(a);
    mpq_init(b);
    gsg_stops(a, b, gp("<<@0|5>|@-2>"));
    CHECK(mpq_cmp_si(a, 5, 1) == 0 && mpq_cmp_si(b, -2, 1) == 0);
    mpq_clear(a);
    mpq_clear(b);
    gsg_t g;
    CHECK(gsg_parse(&g, "<1|@2") == CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "column 6") != NULL);
}

/* The embedding of a normal-play game from the game table. */
static gsg_t embed(game_t g) {
    size_t nl = game_num_left(g), nr = game_num_right(g);
    gsg_t L[64], R[64];
    for (size_t i = 0; i < nl && i < 64; i++) L[i] = embed(game_left(g, i));
    for (size_t i = 0; i < nr && i < 64; i++) R[i] = embed(game_right(g, i));
    mpq_t m, p;
    mpq_init(m);
    mpq_init(p);
    mpq_set_si(m, -1, 1);
    mpq_set_si(p, 1, 1);
    gsg_t r = gsg_make(L, nl, m, R, nr, p);
    mpq_clear(m);
    mpq_clear(p);
    return r;
}

TEST(gsg_normal_play_embedding_preserves_order) {
    game_t *v = NULL;
    size_t n = 0;
    CHECK(game_census(&v, &n, 2) == 0);
    CHECK_INT(n, 22);
    long bad = 0;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            gsg_t a = embed(v[i]), b = embed(v[j]);
            bool want = game_leq(v[j], v[i]);
            if (gsg_geq(a, b) != want) {
                if (!bad)
                    test_fail(__FILE__, __LINE__, "G=%s H=%s: normal play G>=H is %d", gs(a), gs(b),
                              want);
                bad++;
            }
        }
    CHECK_INT(bad, 0);
    cgt_free(v);
    gsg_t z;
    CHECK(gsg_from_normal_play(&z, "{|}") == 0);
    CHECK_STR(gs(z), "<@-1|@1>");
    CHECK(gsg_from_normal_play(&z, "{0|}") == 0);
    CHECK_STR(gs(z), "<<@-1|@1>|@1>");
}

static gsg_t rand_gsg(cgt_rng *r, int depth) {
    gsg_t L[3], R[3];
    size_t nl = depth ? cgt_rng_below(r, 3) : 0, nr = depth ? cgt_rng_below(r, 3) : 0;
    for (size_t i = 0; i < nl; i++) L[i] = rand_gsg(r, depth - 1);
    for (size_t i = 0; i < nr; i++) R[i] = rand_gsg(r, depth - 1);
    mpq_t a, b;
    mpq_init(a);
    mpq_init(b);
    long x = (long)cgt_rng_below(r, 5) - 2, y = (long)cgt_rng_below(r, 5) - 2;
    if (!nl && !nr && x > y) {
        long t = x;
        x = y;
        y = t;
    }
    mpq_set_si(a, x, 1);
    mpq_set_si(b, y, 1);
    gsg_t g = gsg_make(L, nl, a, R, nr, b);
    mpq_clear(a);
    mpq_clear(b);
    return g;
}

/* A random guaranteed game (rejection sampling). */
static gsg_t rand_guaranteed(cgt_rng *r, int depth) {
    for (;;) {
        gsg_t g = rand_gsg(r, depth);
        if (gsg_is_guaranteed(g)) return g;
    }
}

TEST(gsg_comparison_never_contradicted_by_search) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 11);
    long claimed = 0, bad = 0, denied = 0, refuted = 0;
    for (long k = 0; k < test_iterations(100); k++) {
        gsg_t g = rand_guaranteed(&r, 2), h = rand_guaranteed(&r, 2);
        if (k % 3 == 0) h = g; /* reflexivity */
        CHECK(gsg_is_guaranteed(g) && gsg_is_guaranteed(h));
        if (!gsg_geq(g, h)) {
            gsg_t w;
            if (denied++ < 25) refuted += gsg_refute_geq(&w, g, h, 1) == 1;
            continue;
        }
        claimed++;
        gsg_t w;
        if (gsg_refute_geq(&w, g, h, 1) == 1) {
            if (!bad)
                test_fail(__FILE__, __LINE__, "G=%s >= H=%s claimed, X=%s refutes", gs(g), gs(h),
                          gs(w));
            bad++;
        }
    }
    CHECK(claimed > 30);
    /* the other direction: most denials are confirmed by a small witness */
    printf("    gsg: %ld >= claimed, none refuted; %ld denied, %ld of the first 25 refuted by "
           "birthday <= 1 witnesses\n",
           claimed, denied, refuted);
    CHECK(refuted * 10 >= (denied < 25 ? denied : 25) * 8);
    CHECK_INT(bad, 0);
}

TEST(gsg_reductions_preserve_value) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 12);
    long pairs = 0, equal = 0, same_form = 0;
    gsg_t v[200];
    for (int k = 0; k < 200; k++) {
        v[k] = rand_guaranteed(&r, 2);
        gsg_t red = gsg_reduce(v[k]);
        CHECK_MSG(gsg_geq(red, v[k]) && gsg_geq(v[k], red), "reduce(%s) = %s is not equal",
                  gs(v[k]), gs(red));
        CHECK(gsg_is_guaranteed(red));
        CHECK(gsg_reduce(red) == red);
    }
    /* uniqueness: equal games reduce to one form */
    for (int i = 0; i < 200; i++)
        for (int j = i + 1; j < 200; j++) {
            pairs++;
            if (gsg_geq(v[i], v[j]) && gsg_geq(v[j], v[i])) {
                equal++;
                same_form += gsg_reduce(v[i]) == gsg_reduce(v[j]);
                CHECK_MSG(gsg_reduce(v[i]) == gsg_reduce(v[j]), "%s = %s but reduce to %s, %s",
                          gs(v[i]), gs(v[j]), gs(gsg_reduce(v[i])), gs(gsg_reduce(v[j])));
            }
        }
    printf("    gsg: %ld pairs, %ld equal, %ld of them with identical reduced forms\n", pairs,
           equal, same_form);
    CHECK(equal > 100);
    /* a dominated normal-play option goes: {0,-1|} = 1 in normal play */
    gsg_t a, b;
    CHECK(gsg_from_normal_play(&a, "{0,-1|}") == 0);
    CHECK(gsg_from_normal_play(&b, "1") == 0);
    CHECK(gsg_reduce(a) == b);
}

TEST(gsg_in_eval) {
    CHECK_STR(sc_eval("gsg_embed(\"{0|}\")"), "<<@-1|@1>|@1>");
    CHECK_STR(sc_eval("gsg_geq(\"<<@-1|@1>|@1>\", \"<@-1|@1>\")"), "true");
    CHECK_STR(sc_eval("gsg_geq(\"<@-1|@1>\", \"<<@-1|@1>|@1>\")"), "false");
    CHECK_STR(sc_eval("gsg_refute(\"<@-1|@1>\", \"<<@-1|@1>|@1>\")"), "<-1|-1>");
    CHECK_STR(sc_eval("gsg_sum(\"<@-1|@1>\", \"2\")"), "<@1|@3>");
    CHECK_STR(sc_eval("gsg_neg(\"<3|@5>\")"), "<@-5|-3>");
    /* Ls, Rs, Ls with Right passes, Rs with Left passes */
    CHECK_STR(sc_eval("gsg_stops(\"<<@0|5>|@7>\")"), "5 7 0 7");
    CHECK_STR(sc_eval("gsg_is_guaranteed(\"<@1|-1>\")"), "false");
    CHECK_STR(sc_eval("gsg_reduce(\"<@1|-1>\")"),
              "error: gsg_reduce: the first game is not guaranteed");
    CHECK_STR(sc_eval("gsg_reduce(\"<0,-1|@1>\")"), "<0|@1>");
}

TEST(gsg_canonical_forms_unique_exhaustive_day_1) {
    /* every guaranteed game of birthday <= 1 with atoms in {-1, 0, 1} */
    gsg_t b0[8], *all = cgt_malloc(5000 * sizeof *all);
    size_t n0 = 0, n = 0;
    mpq_t x, y;
    mpq_init(x);
    mpq_init(y);
    for (int a = -1; a <= 1; a++)
        for (int b = a; b <= 1; b++) {
            mpq_set_si(x, a, 1);
            mpq_set_si(y, b, 1);
            b0[n0++] = gsg_make(NULL, 0, x, NULL, 0, y);
        }
    size_t sides = ((size_t)1 << n0) - 1 + 3;
    for (size_t ls = 0; ls < sides; ls++)
        for (size_t rs = 0; rs < sides; rs++) {
            gsg_t L[8], R[8];
            size_t nl = 0, nr = 0;
            if (ls < sides - 3) {
                for (size_t j = 0; j < n0; j++)
                    if ((ls + 1) >> j & 1) L[nl++] = b0[j];
            } else {
                mpq_set_si(x, (long)(ls - (sides - 3)) - 1, 1);
            }
            if (rs < sides - 3) {
                for (size_t j = 0; j < n0; j++)
                    if ((rs + 1) >> j & 1) R[nr++] = b0[j];
            } else {
                mpq_set_si(y, (long)(rs - (sides - 3)) - 1, 1);
            }
            gsg_t g = gsg_make(L, nl, x, R, nr, y);
            if (gsg_is_guaranteed(g) && n < 5000) all[n++] = g;
        }
    mpq_clear(x);
    mpq_clear(y);
    /* group by reduced form: members must equal their group's reduced form,
     * and distinct reduced forms must be unequal */
    gsg_t *reps = cgt_malloc(n * sizeof *reps);
    size_t k = 0;
    long bad = 0;
    for (size_t i = 0; i < n; i++) {
        gsg_t r = gsg_reduce(all[i]);
        if (!(gsg_geq(r, all[i]) && gsg_geq(all[i], r))) {
            if (!bad) test_fail(__FILE__, __LINE__, "%s reduces to unequal %s", gs(all[i]), gs(r));
            bad++;
        }
        size_t t = 0;
        while (t < k && reps[t] != r) t++;
        if (t == k) reps[k++] = r;
    }
    for (size_t a = 0; a < k; a++)
        for (size_t b = a + 1; b < k; b++)
            if (gsg_geq(reps[a], reps[b]) && gsg_geq(reps[b], reps[a])) {
                if (!bad)
                    test_fail(__FILE__, __LINE__, "equal games %s and %s: two reduced forms",
                              gs(reps[a]), gs(reps[b]));
                bad++;
            }
    printf("    gsg: %zu guaranteed games of birthday <= 1, %zu values (reduced forms)\n", n, k);
    CHECK_INT(bad, 0);
    cgt_free(reps);
    cgt_free(all);
}
