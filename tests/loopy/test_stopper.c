/* test_stopper.c - stoppers: the stopper test, the order, the simplest form.
 * Truth: the definitions (Siegel, Combinatorial Game Theory, ch. VI: a
 * stopper has no infinite alternating play; for stoppers G <= H iff Left
 * survives H - G moving second), the classic identities (on >= every short
 * game; over = {0|pass}; upon = {pass|*}; on + off = dud, not a stopper),
 * CGSuite's tutorial (Figure VI.3.2 of Siegel's book, a{0||||0|||a|*||*}, "has
 * an irreducible 4-cycle in canonical form. It's nonetheless a stopper"; and
 * Siegel, "Loopy games", Games of No Chance 3, 2009: the graph of a canonical
 * stopper may contain n-cycles for n >= 4), and the short engine. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "loopy_check.h"
#include "test.h"

static bool leq_s(const char *a, const char *b) {
    loopy_game x = lp(a), y = lp(b);
    bool le = false;
    int rc = loopy_leq(&le, &x, &y);
    CHECK_MSG(rc == 0, "leq(%s, %s): %s", a, b, cgt_error_message());
    loopy_clear(&x);
    loopy_clear(&y);
    return le;
}

static bool eq_s(const char *a, const char *b) {
    return leq_s(a, b) && leq_s(b, a);
}

static bool stopper_s(const char *s) {
    loopy_game g = lp(s);
    bool r = loopy_is_stopper(&g);
    loopy_clear(&g);
    return r;
}

static const char *simplest(const char *s) {
    loopy_game g = lp(s), h;
    int rc = loopy_simplify(&h, &g);
    CHECK_MSG(rc == 0, "simplify(%s): %s", s, cgt_error_message());
    const char *r = rc ? "?" : lstr(&h);
    CHECK_MSG(rc || lequal(&g, &h), "simplify(%s) = %s is not equal", s, r);
    loopy_clear(&g);
    if (!rc) loopy_clear(&h);
    return r;
}

TEST(stopper_test) {
    CHECK(stopper_s("on"));
    CHECK(stopper_s("off"));
    CHECK(stopper_s("over"));
    CHECK(stopper_s("upon"));
    CHECK(stopper_s("{1|0}"));
    CHECK(stopper_s("a{0||||0|||a|*||*}"));
    CHECK(!stopper_s("dud"));
    CHECK(!stopper_s("on+off"));
    CHECK(!stopper_s("tis")); /* tis -> tisn -> tis alternates for ever */
    CHECK(!stopper_s("over-over"));
    CHECK(stopper_s("over+over"));
    loopy_game g = lp("a{0||||0|||a|*||*}");
    CHECK(!loopy_is_plumtree(&g));
    loopy_clear(&g);
    g = lp("upon");
    CHECK(loopy_is_plumtree(&g) && !loopy_is_loopfree(&g));
    loopy_clear(&g);
}

TEST(classic_identities) {
    /* on >= every short game, off <= every short game */
    game_t *day;
    size_t n;
    CHECK(game_census(&day, &n, 2) == 0);
    for (size_t i = 0; i < n; i++) {
        char *s = expr_game_str(day[i]);
        CHECK_MSG(leq_s(s, "on") && !leq_s("on", s), "on > %s", s);
        CHECK_MSG(leq_s("off", s) && !leq_s(s, "off"), "off < %s", s);
        cgt_free(s);
    }
    cgt_free(day);
    CHECK(eq_s("over", "{0|pass}"));
    CHECK(eq_s("over", "a{0|a}"));
    CHECK(eq_s("upon", "{pass|*}"));
    CHECK(eq_s("under", "-over"));
    /* over is positive and below every positive number (ONAG ch. 16, WW ch. 11) */
    CHECK(leq_s("0", "over") && !leq_s("over", "0"));
    CHECK(leq_s("over", "1/64") && !leq_s("1/64", "over"));
    /* on + off is dud: its graph is one node passing for both players */
    loopy_game d = lp("on+off");
    CHECK_STR(lstr(&d), "dud");
    CHECK_INT(d.n, 1);
    loopy_clear(&d);
    /* comparison needs stoppers */
    loopy_game a = lp("dud"), b = lp("0");
    bool le;
    CHECK(loopy_leq(&le, &a, &b) == CGT_EVALUE);
    loopy_clear(&a);
    loopy_clear(&b);
}

TEST(simplest_forms) {
    CHECK_STR(simplest("{0|pass}"), "over");
    CHECK_STR(simplest("a{0|b{0|a}}"), "over"); /* equal nodes fused */
    CHECK_STR(simplest("{0,pass|*}"), "^[on]" /* 0 is dominated: 0 < upon */);
    CHECK(eq_s("^[on]*", "upon+*"));
    CHECK(eq_s("-1over", "{-1|pass}"));
    CHECK(eq_s("-1/4v[on]", "{-1/4*|pass}"));
    CHECK_STR(simplest("on+1"), "on");
    CHECK_STR(simplest("{1|0}+{0|-1}"), "0");
    /* Figure VI.3.2: the 4-cycle is irreducible */
    CHECK_STR(simplest("a{0||||0|||a|*||*}"), "a{0|{0|{{a|*}|*}}}");
    /* a number plus over is the pseudonumber {x|pass} */
    CHECK(eq_s("1over", "{1|pass}"));
    CHECK_STR(simplest("1+over"), "1over");
    CHECK_STR(simplest("3/2+under"), "3/2under");
    loopy_game g = lp("dud"), h;
    CHECK(loopy_simplify(&h, &g) == CGT_EVALUE);
    loopy_clear(&g);
}

/* A random stopper: a random graph until one is a stopper. */
static loopy_game random_stopper(cgt_rng *r, uint32_t maxn) {
    for (;;) {
        loopy_game g = lrandom(r, maxn, false);
        if (loopy_is_stopper(&g)) return g;
        loopy_clear(&g);
    }
}

TEST(simplest_form_properties) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 3);
    long iters = test_iterations(300);
    int loopy_ones = 0;
    for (long it = 0; it < iters; it++) {
        loopy_game g = random_stopper(&r, 6), h, h2;
        if (!loopy_is_loopfree(&g)) loopy_ones++;
        CHECK(loopy_simplify(&h, &g) == 0);
        /* equal to the original, a stopper, and idempotent */
        CHECK_MSG(lequal(&g, &h), "iteration %ld: %s simplified to %s", it, lstr(&g), lstr(&h));
        CHECK(loopy_is_stopper(&h));
        CHECK(h.n <= g.n + 1);
        CHECK(loopy_simplify(&h2, &h) == 0);
        CHECK_STR(lstr(&h2), lstr(&h));
        CHECK_INT(h2.n, h.n);
        /* no two nodes equal */
        for (uint32_t u = 0; u < h.n; u++)
            for (uint32_t v = u + 1; v < h.n; v++) {
                loopy_game a = h, b = h;
                a.root = u, b.root = v;
                CHECK_MSG(!lequal(&a, &b), "iteration %ld: nodes %u and %u of %s are equal", it, u,
                          v, lstr(&h));
            }
        /* loop-free: the canonical form, one node per canonical follower */
        if (loopy_is_loopfree(&g)) {
            loopy_game c;
            CHECK(loopy_from_game(&c, loopy_get_game(&g)) == 0);
            CHECK_INT(h.n, c.n);
            CHECK(loopy_get_game(&h) == loopy_get_game(&g));
            loopy_clear(&c);
        }
        /* printed, parsed back: equal */
        loopy_game back = lp(lstr(&h));
        CHECK(lequal(&back, &h));
        loopy_clear(&back);
        loopy_clear(&g), loopy_clear(&h), loopy_clear(&h2);
        if (test_failures()) break;
    }
    CHECK(loopy_ones > iters / 10);
}

TEST(order_is_a_preorder_on_random_stoppers) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 4);
    for (long it = 0; it < test_iterations(300); it++) {
        loopy_game a = random_stopper(&r, 5), b = random_stopper(&r, 5), c = random_stopper(&r, 5);
        bool ab, bc, ac, aa;
        CHECK(loopy_leq(&aa, &a, &a) == 0 && aa);
        CHECK(loopy_leq(&ab, &a, &b) == 0 && loopy_leq(&bc, &b, &c) == 0 &&
              loopy_leq(&ac, &a, &c) == 0);
        CHECK_MSG(!(ab && bc) || ac, "iteration %ld: transitivity", it);
        /* -b <= -a iff a <= b */
        loopy_game na, nb;
        bool nn;
        CHECK(loopy_neg(&na, &a) == 0 && loopy_neg(&nb, &b) == 0);
        CHECK(loopy_leq(&nn, &nb, &na) == 0 && nn == ab);
        loopy_clear(&a), loopy_clear(&b), loopy_clear(&c), loopy_clear(&na), loopy_clear(&nb);
        if (test_failures()) break;
    }
}

/* ---- uniqueness of the simplest form --------------------------------------- */

/* Slow reference for "same unfolding": naive bisimulation classes over the
 * disjoint union of a and b (class, then the sets of Left and Right option
 * classes, refined until stable).  cls gets a.n + b.n entries. */
static void bisim_classes(uint32_t *cls, const loopy_game *a, const loopy_game *b) {
    uint32_t n = a->n + b->n;
    uint32_t *next = calloc(n, sizeof *next);
    for (uint32_t v = 0; v < n; v++) cls[v] = 0;
    for (;;) {
        /* two nodes stay together iff same class and the same option-class
         * sets on both sides: compare every pair (slow, obviously right) */
        uint32_t k = 0;
        for (uint32_t v = 0; v < n; v++) next[v] = UINT32_MAX;
        for (uint32_t v = 0; v < n; v++) {
            if (next[v] != UINT32_MAX) continue;
            next[v] = k;
            for (uint32_t u = v + 1; u < n; u++) {
                if (next[u] != UINT32_MAX || cls[u] != cls[v]) continue;
                bool same = true;
                for (int side = 0; side < 2 && same; side++) {
                    const loopy_game *gv = v < a->n ? a : b, *gu = u < a->n ? a : b;
                    uint32_t bv = v < a->n ? 0 : a->n, bu = u < a->n ? 0 : a->n;
                    uint32_t lv = v - bv, lu = u - bu;
                    const uint32_t *sv = side ? gv->rstart : gv->lstart,
                                   *ov = side ? gv->right : gv->left,
                                   *su = side ? gu->rstart : gu->lstart,
                                   *ou = side ? gu->right : gu->left;
                    /* every option class of v is one of u's and back */
                    for (int dir = 0; dir < 2 && same; dir++) {
                        const uint32_t *s1 = dir ? su : sv, *o1 = dir ? ou : ov,
                                       *s2 = dir ? sv : su, *o2 = dir ? ov : ou;
                        uint32_t x1 = dir ? lu : lv, x2 = dir ? lv : lu, b1 = dir ? bu : bv,
                                 b2 = dir ? bv : bu;
                        for (uint32_t i = s1[x1]; i < s1[x1 + 1] && same; i++) {
                            bool found = false;
                            for (uint32_t j = s2[x2]; j < s2[x2 + 1] && !found; j++)
                                found = cls[b1 + o1[i]] == cls[b2 + o2[j]];
                            same = found;
                        }
                    }
                }
                if (same) next[u] = k;
            }
            k++;
        }
        bool stable = true;
        for (uint32_t v = 0; v < n && stable; v++)
            for (uint32_t u = 0; u < n && stable; u++)
                stable = (cls[u] == cls[v]) == (next[u] == next[v]);
        memcpy(cls, next, n * sizeof *cls);
        if (stable) break;
    }
    free(next);
}

/* a and b are isomorphic graphs: each has no two nodes with the same
 * unfolding, they have as many nodes, and their roots unfold the same. */
static bool isomorphic(const loopy_game *a, const loopy_game *b) {
    uint32_t *cls = calloc(a->n + b->n, sizeof *cls);
    bisim_classes(cls, a, b);
    bool iso = a->n == b->n && cls[a->root] == cls[a->n + b->root];
    for (uint32_t u = 0; u < a->n + b->n && iso; u++)
        for (uint32_t v = u + 1; v < a->n + b->n && iso; v++)
            if ((u < a->n) == (v < a->n)) iso = cls[u] != cls[v];
    free(cls);
    return iso;
}

/* Siegel, Combinatorial Game Theory, ch. VI.3 (and CGSuite's tutorial: "every
 * stopper has a canonical form ... just as canonical forms of short games"):
 * equal stoppers have isomorphic simplest forms.  Equal pairs: G and
 * G + X + (-X) for short X (a very different graph: the product). */
TEST(equal_stoppers_have_isomorphic_simplest_forms) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 5);
    long iters = test_iterations(120);
    int loopy_ones = 0;
    for (long it = 0; it < iters; it++) {
        loopy_game g = random_stopper(&r, 5), x = lrandom(&r, 3, true), nx, gx, h, sg, sh;
        loopy_ones += !loopy_is_loopfree(&g);
        CHECK(loopy_neg(&nx, &x) == 0 && loopy_add(&gx, &g, &x) == 0 &&
              loopy_add(&h, &gx, &nx) == 0);
        CHECK(loopy_is_stopper(&h) && lequal(&g, &h));
        CHECK(loopy_simplify(&sg, &g) == 0 && loopy_simplify(&sh, &h) == 0);
        CHECK_MSG(isomorphic(&sg, &sh), "seed %llu iteration %ld: %s and %s (from %s + %s - X)",
                  (unsigned long long)test_seed(), it, lstr(&sg), lstr(&sh), lstr(&g), lstr(&x));
        loopy_clear(&g), loopy_clear(&x), loopy_clear(&nx), loopy_clear(&gx), loopy_clear(&h);
        loopy_clear(&sg), loopy_clear(&sh);
        if (test_failures()) break;
    }
    CHECK(loopy_ones > iters / 10);
}

/* The reference itself: a graph and a relabelled copy with a duplicated node
 * unfold the same; over and upon do not. */
TEST(isomorphism_reference) {
    loopy_game a0 = lp("a{0||||0|||a|*||*}"), a, b = lp("over"), c = lp("upon"), d;
    CHECK(loopy_simplify(&a, &a0) == 0);
    CHECK(isomorphic(&a, &a));
    CHECK(!isomorphic(&a0, &a0)); /* as parsed it has two nodes 0 */
    loopy_clear(&a0);
    CHECK(!isomorphic(&b, &c));
    CHECK(loopy_copy(&d, &b) == 0);
    CHECK(isomorphic(&b, &d));
    loopy_clear(&d);
    CHECK(loopy_parse(&d, NULL, "a{0|{0|a}}") == 0); /* over unrolled twice: not minimal */
    CHECK(!isomorphic(&b, &d));
    loopy_clear(&a), loopy_clear(&b), loopy_clear(&c), loopy_clear(&d);
}

static const char *stop_str(const char *s, bool left) {
    loopy_game g = lp(s), st;
    int rc = loopy_stop(&st, &g, left);
    CHECK_MSG(rc == 0, "stop(%s): %s", s, cgt_error_message());
    const char *r = rc ? "?" : lstr(&st);
    loopy_clear(&g);
    if (!rc) loopy_clear(&st);
    return r;
}

/* Stops as CGSuite's CanonicalStopper defines them (leftStop = max of the
 * Left options' right stops, a pseudonumber its own stop): on, off, over
 * are their own stops; upon = {pass|*} is infinitesimal (both stops 0:
 * Left passes, then Right moves to *, whose Left stop is 0). */
TEST(stops_of_stoppers) {
    CHECK_STR(stop_str("on", true), "on");
    CHECK_STR(stop_str("off", false), "off");
    CHECK_STR(stop_str("over", true), "over");
    CHECK_STR(stop_str("1under", false), "1under");
    CHECK_STR(stop_str("upon", true), "0");
    CHECK_STR(stop_str("upon", false), "0");
    CHECK_STR(stop_str("{3|over}", true), "3");
    CHECK_STR(stop_str("{3|over}", false), "over");
    CHECK_STR(stop_str("{on|0}", true), "on");
    loopy_game g = lp("dud"), s;
    CHECK(loopy_stop(&s, &g, true) == CGT_EVALUE);
    loopy_clear(&g);
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 70);
    long iters = test_iterations(200), defined = 0;
    for (long it = 0; it < iters; it++) {
        /* loop-free: the short engine's stops */
        loopy_game a = lrandom(&r, 6, true), ls, rs;
        CHECK(loopy_stop(&ls, &a, true) == 0 && loopy_stop(&rs, &a, false) == 0);
        game_t x = loopy_get_game(&a);
        CHECK(loopy_get_game(&ls) == game_left_stop(x) &&
              loopy_get_game(&rs) == game_right_stop(x));
        loopy_clear(&a), loopy_clear(&ls), loopy_clear(&rs);
        /* stoppers: Left stop >= Right stop, and -G's stops are G's negated
         * and exchanged */
        loopy_game b;
        do {
            b = lrandom(&r, 5, false);
            if (loopy_is_stopper(&b)) break;
            loopy_clear(&b);
        } while (1);
        loopy_game nb, nls, nrs, t;
        CHECK(loopy_neg(&nb, &b) == 0);
        int r1 = loopy_stop(&ls, &b, true), r2 = loopy_stop(&rs, &b, false);
        CHECK(r1 == 0 || r1 == CGT_EVALUE);
        CHECK(r2 == 0 || r2 == CGT_EVALUE);
        if (r1 == 0 && r2 == 0) {
            bool ge = false;
            defined++;
            CHECK(loopy_leq(&ge, &rs, &ls) == 0);
            CHECK_MSG(ge, "iteration %ld: %s: stops %s, %s", it, lstr(&b), lstr(&ls), lstr(&rs));
            CHECK(loopy_stop(&nls, &nb, true) == 0 && loopy_stop(&nrs, &nb, false) == 0);
            CHECK(loopy_neg(&t, &rs) == 0 && lequal(&t, &nls));
            loopy_clear(&t);
            CHECK(loopy_neg(&t, &ls) == 0 && lequal(&t, &nrs));
            loopy_clear(&t), loopy_clear(&nls), loopy_clear(&nrs);
            loopy_clear(&ls), loopy_clear(&rs);
        } else {
            if (r1 == 0) loopy_clear(&ls);
            if (r2 == 0) loopy_clear(&rs);
        }
        loopy_clear(&b), loopy_clear(&nb);
        if (test_failures()) break;
    }
    printf("stops defined for %ld of %ld random stoppers\n", defined, iters);
    CHECK(defined > iters / 2);
}
