/* test_kothermo.c - Berlekamp's komaster thermographs of games with one ko
 * (loopy_ko_thermograph).  Truth:
 * - the short engine (thermo_thermograph) on loop-free games, computed here
 *   through the generalized construction with every node that is not a
 *   number a graph node;
 * - published ko values: a simple ko is worth a third of its swing (its
 *   miai value, the temperature) and its count lies a third of the way from
 *   the taker's result (Sensei's Library, "Smallest Kos": the "half-point"
 *   ko has net count 1 and local tally 3, miai value 1/3; a ko with net count
 *   4 and tally 3 has miai value 4/3; "Real Half Point Ko/Discussion" (Bill
 *   Spight): the taken half-point ko is worth 2/3 point to a komaster);
 * - the thermographs of the simple ko worked out by hand from the definition
 *   (docs/loopy.md), with their inclined masts;
 * - properties on random games with one ko: -G with Right komaster is the
 *   mirror image of G with Left komaster, adding an integer x to every
 *   terminal short option shifts both walls by x, and the construction with
 *   the short engine for short followers equals the one computing them. */
#include <stdio.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/thermo.h"
#include "loopy/loopy_internal.h"
#include "loopy_check.h"
#include "test.h"

/* The komaster thermograph of the loopy game written s. */
static int ko_graph(thermo_qgraph_t th, const char *s, bool left) {
    loopy_game g = lp(s);
    int rc = loopy_ko_thermograph(th, &g, left);
    loopy_clear(&g);
    return rc;
}

/* The komaster thermograph of s as text (what -1), its mast value (0) or
 * temperature (1) as p/q; or "error: <message>". */
static const char *ko_text(const char *s, bool left, int what) {
    static char buf[4][512];
    static int k;
    char *out = buf[k++ & 3];
    thermo_qgraph_t th;
    thermo_qgraph_init(th);
    if (ko_graph(th, s, left) < 0) {
        snprintf(out, 512, "error: %s", cgt_error_message());
    } else if (what < 0) {
        char *t = thermo_qgraph_get_str(th);
        snprintf(out, 512, "%s", t);
        cgt_free(t);
    } else {
        mpq_t x;
        mpq_init(x);
        if (what == 0)
            thermo_qgraph_mast(x, th);
        else
            thermo_qgraph_temperature(x, th);
        gmp_snprintf(out, 512, "%Qd", x);
        mpq_clear(x);
    }
    thermo_qgraph_clear(th);
    return out;
}
static const char *ko_str(const char *s, bool left) {
    return ko_text(s, left, -1);
}
static const char *ko_num(const char *s, bool left, int what) {
    return ko_text(s, left, what);
}

TEST(simple_ko_by_hand) {
    /* Q = a{{1|a}|-1}: Right fills to -1, Left takes to P = {1|Q}, from
     * which Left fills to 1 and Right retakes.  Left komaster: at Q* (after
     * Right's take at P) Left retakes and fills at once, 1 - 2t; Right's
     * wall there is -1 + t; they cross at t = 2/3, value -1/3.  So P's walls
     * are both 1 - t up to 2/3 (Left's fill, and Right's take answered by
     * the double move: (1 - 2t) + t), an inclined mast, vertical at 1/3
     * above; Q's Left wall is RW(P) - t = 1 - 2t, its Right wall -1 + t:
     * temperature 2/3, mast -1/3.  Right komaster, mirror image: P's Right
     * wall is -1 + 2t (Left's take answered by Right's retake and fill), so P
     * has temperature 2/3 and mast 1/3, and Q's walls are both -1 + t up to
     * 2/3: the inclined mast is Q's. */
    CHECK_STR(ko_str("a{{1|a}|-1}", true), "Thermograph(-1/3,[2/3],[0,-2],-1/3,[2/3],[0,1])");
    CHECK_STR(ko_str("a{1|{a|-1}}", true), "Thermograph(1/3,[2/3],[0,-1],1/3,[2/3],[0,-1])");
    CHECK_STR(ko_str("a{{1|a}|-1}", false), "Thermograph(-1/3,[2/3],[0,1],-1/3,[2/3],[0,1])");
    CHECK_STR(ko_str("a{1|{a|-1}}", false), "Thermograph(1/3,[2/3],[0,-1],1/3,[2/3],[0,2])");
    /* a hot position above the ko: {5 | P}: Left's wall 5 - t, Right's
     * LW(P) + t = 1 below 2/3, then 1/3 + t: they cross at t = 7/3, 8/3 */
    CHECK_STR(ko_str("{5|a{1|{a|-1}}}", true),
              "Thermograph(8/3,[7/3],[0,-1],8/3,[7/3,2/3],[0,1,0])");
    /* Being komaster can cost (Spight, lifein19x19.com, 2019, of
     * Berlekamp's rule: the komaster "must continue, at the same turn, to
     * make one or more plays to win the ko. It may not be obvious, but that
     * is a cost to the komaster").  P = {{0|-1} | Q}, Q = {P | {1|0}}: the
     * ko is worth nothing to Left.  Left komaster: after Right's take, Q*
     * has only Left's double move to {0|-1}, walls -1 - t and 1, crossed at
     * t = -1: the base mast 0; so P's walls are -1 (Left's move to {0|-1})
     * and 0 + t, equal at t = -1 and crossing there: P = -1.  Right
     * komaster: Q = {P* | {1|0}} with P* = 0 has walls -t and 1, a mast at 1
     * (Q is {0|{1|0}} = 1), and P's walls -1 and 1 + t start crossed: the
     * base mast 0.  So Left does better when Right is komaster. */
    CHECK_STR(ko_str("p{{0|-1}|{p|{1|0}}}", true), "Thermograph(-1,[],[0],-1,[],[0])");
    CHECK_STR(ko_str("p{{0|-1}|{p|{1|0}}}", false), "Thermograph(0,[],[0],0,[],[0])");
}

TEST(cave_mast_dragged) {
    /* Berlekamp's generalized intersection (CGSuite's
     * Trajectory.thermographicIntersection): in a cave the mast is dragged
     * by a scaffold that pushes past it.  With Right komaster, Q =
     * a{{24|a}|0} has walls both t up to 8, then a vertical mast at 8; P' =
     * {|Q} (Left can only wait) has walls LW(Q) + t = 2t, then 8 + t; X =
     * {P' | {10|-10}} has Left scaffold RW(P') - t = t up to 8, then 8, and
     * Right scaffold LW({10|-10}) + t = 10 up to t = 10.  At t = -1 they are
     * crossed (-1 < 10): a cave at the base value 0; Left's scaffold reaches
     * 0 at t = 0 and drags the mast along (slope 1) up to 8, where it stops
     * rising: a vertical mast at 8 (the first-crossing rule would have left
     * it at 0). */
    CHECK_STR(ko_str("a{{24|a}|0}", false), "Thermograph(8,[8],[0,1],8,[8],[0,1])");
    CHECK_STR(ko_str("{|a{{24|a}|0}}", false), "Thermograph(16,[8],[1,2],16,[8],[1,2])");
    CHECK_STR(ko_str("{{|a{{24|a}|0}}|{10|-10}}", false),
              "Thermograph(8,[8,0],[0,1,0],8,[8,0],[0,1,0])");
}

TEST(simple_ko_published) {
    /* A simple ko with the taker's results A (Left fills) and B (Right
     * fills), A > B: for either komaster the temperature (miai value) is
     * (A - B)/3, P (Left holds the ko) has mast (2A + B)/3 and Q (Right
     * holds it) (A + 2B)/3.  Sensei's Library, "Smallest Kos": the
     * half-point ko (swing 1) has miai value 1/3 and the ko with net count 4
     * has 4/3; "Real Half Point Ko/Discussion": the taken half-point ko is
     * worth 2/3 to a komaster (P's mast minus B). */
    static const int cases[][2] = {{1, 0}, {4, 0}, {1, -1}, {3, 1}, {7, -2}, {0, -5}, {10, 4}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        int A = cases[i][0], B = cases[i][1];
        char p[64], q[64], want[32];
        snprintf(p, sizeof p, "a{%d|{a|%d}}", A, B);
        snprintf(q, sizeof q, "a{{%d|a}|%d}", A, B);
        for (int left = 0; left < 2; left++) {
            mpq_t x;
            mpq_init(x);
            mpq_set_si(x, A - B, 3);
            mpq_canonicalize(x);
            gmp_snprintf(want, sizeof want, "%Qd", x);
            CHECK_STR(ko_num(p, left, 1), want);
            CHECK_STR(ko_num(q, left, 1), want);
            mpq_set_si(x, 2 * A + B, 3);
            mpq_canonicalize(x);
            gmp_snprintf(want, sizeof want, "%Qd", x);
            CHECK_STR(ko_num(p, left, 0), want);
            mpq_set_si(x, A + 2 * B, 3);
            mpq_canonicalize(x);
            gmp_snprintf(want, sizeof want, "%Qd", x);
            CHECK_STR(ko_num(q, left, 0), want);
            mpq_clear(x);
        }
    }
    /* the half-point ko: miai value 1/3, worth 2/3 to the komaster who took it */
    CHECK_STR(ko_num("a{1|{a|0}}", true, 1), "1/3");
    CHECK_STR(ko_num("a{1|{a|0}}", true, 0), "2/3");
    CHECK_STR(ko_num("a{4|{a|0}}", false, 1), "4/3");
}

TEST(ko_errors) {
    CHECK_STR(ko_str("on", true), "error: ko thermograph: the game has no ko (a Right move P -> "
                                  "Q answered by a Left move Q -> P)");
    /* two kos */
    CHECK(strstr(ko_str("{a{{1|a}|-1}|b{{2|b}|-2}}", true), "only games whose one cycle") != NULL);
    /* a ko and a pass */
    CHECK(strstr(ko_str("a{{1,pass|a}|-1}", true), "only games whose one cycle") != NULL);
    /* P -> Q for both players is a second cycle through the pair */
    CHECK(strstr(ko_str("a{{1|a}|-1,{a|a}}", false), "error:") != NULL);
    /* a position depending on the ko where neither player has a move: Q*
     * after Right's take in P = {|Q}, Q = {P|} */
    CHECK(strstr(ko_str("a{|{a|}}", true), "no move for either player") != NULL);
}

TEST(approach_ko_published) {
    /* Sensei's Library, "Ko Master" (Bill Spight; 2002 snapshot): an
     * approach ko A where Black (Left) wins at once by playing at a, local
     * score 15; White must first approach (P), then take the ko (Q) and
     * fill, local score -12; Black, having retaken (R), fills for 14.  So A
     * = {15 | P}, P = {| Q} (Black has no local play after the approach),
     * Q = {R | -12}, R = {14 | Q}.  "If Black is komaster, White has nothing
     * better than to make the approach move and convert this to a regular
     * ko ... the local score is 14. Since this is, in effect, White's sente,
     * that is the count of the original position."  "If White is komaster
     * she can win the ko in 3 net plays, for a local score of -12. Black can
     * win the ko in 1 play at a, for a local score of 15 ... 4 plays make a
     * difference of 27 points, so the miai value of the ko is 6 3/4, and
     * this position has a count of 8 1/4."  By the definition: White
     * komaster, Q's walls are both -12 + t (White fills, or answers Black's
     * retake by retaking and filling: -12 + 2t - t), P's (Black can only
     * wait) both -12 + 2t, and A's Left wall 15 - t meets LW(P) + t = -12 +
     * 3t at t = 27/4, value 33/4; Black komaster, R's walls are 14 - t up
     * to 26/3, P's both LW(Q) + t = 14 - t there, and A's 15 - t meets 14 at
     * t = 1: White's approach is sente, count 14. */
    const char *a = "{15|{|c{{14|c}|-12}}}";
    CHECK_STR(ko_num(a, true, 0), "14");
    CHECK_STR(ko_num(a, false, 0), "33/4");
    CHECK_STR(ko_num(a, false, 1), "27/4");
    CHECK_STR(ko_str(a, false), "Thermograph(33/4,[27/4],[0,-1],33/4,[27/4],[0,3])");
    CHECK_STR(ko_str(a, true), "Thermograph(14,[1],[0,-1],14,[],[0])");
    /* P alone with White komaster: an inclined mast, -12 + 2t up to 26/3
     * (where Q's walls -12 + t cross into Q's vertical mast at -10/3), then
     * -10/3 + t for ever: a sloping top mast ("the inclined mast indicates
     * that White should wait": Spight, lifein19x19.com, "Endgame value of
     * ko", 2020) */
    CHECK_STR(ko_str("{|c{{14|c}|-12}}", false),
              "Thermograph(16/3,[26/3],[1,2],16/3,[26/3],[1,2])");
}

/* The thermograph as text through the sweep (short_nodes as given), or NULL. */
static char *sweep_str(const loopy_game *g, bool left, bool short_nodes) {
    thermo_qgraph_t th;
    thermo_qgraph_init(th);
    char *s = loopy_ko_thermograph_sweep(th, g, left, short_nodes, NULL) == 0
                  ? thermo_qgraph_get_str(th)
                  : NULL;
    thermo_qgraph_clear(th);
    return s;
}

TEST(ko_loop_free_equals_short_engine) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 71);
    long iters = test_iterations(300);
    for (long it = 0; it < iters; it++) {
        loopy_game g = lrandom(&r, 7, true), c;
        game_t x = loopy_get_game(&g);
        CHECK(loopy_from_game(&c, x) == 0);
        thermograph_t th;
        thermo_graph_init(th);
        CHECK(thermo_thermograph(th, x) == 0);
        char *b = thermo_graph_get_str(th);
        for (int left = 0; left < 2; left++) {
            char *a = sweep_str(&c, left, false);
            CHECK_MSG(a && strcmp(a, b) == 0, "seed %llu iteration %ld: %s: sweep %s, short %s",
                      (unsigned long long)test_seed(), it, lstr(&c), a ? a : cgt_error_message(),
                      b);
            cgt_free(a);
        }
        /* the public function on a loop-free game */
        thermo_qgraph_t q, want;
        thermo_qgraph_init(q), thermo_qgraph_init(want);
        thermo_qgraph_set_graph(want, th);
        CHECK(loopy_ko_thermograph(q, &c, true) == 0 && thermo_qgraph_equal(q, want));
        thermo_qgraph_clear(q), thermo_qgraph_clear(want);
        cgt_free(b);
        thermo_graph_clear(th);
        loopy_clear(&g), loopy_clear(&c);
        if (test_failures()) break;
    }
}

/* A random short game's text, shifted by x. */
static void short_text(char *out, size_t len, cgt_rng *r, int x) {
    loopy_game g = lrandom(r, 4, true);
    game_t v = loopy_get_game(&g);
    loopy_clear(&g);
    v = game_add(v, game_from_si(x));
    char *s = expr_game_str(v);
    snprintf(out, len, "%s", s);
    cgt_free(s);
}

/* A random game with one ko, every terminal short option shifted by x:
 * p{A1,A2|{p,C|D1,D2},B} (P, with Q inside), sometimes under a root
 * {W|P} or {Q|W}; draws the same choices for the same rng state. */
static void random_ko(char *out, size_t len, cgt_rng *r, int x) {
    char a1[160], a2[160], b[160], c[160], d1[160], d2[160], w[160];
    short_text(a1, sizeof a1, r, x), short_text(a2, sizeof a2, r, x);
    short_text(b, sizeof b, r, x), short_text(c, sizeof c, r, x);
    short_text(d1, sizeof d1, r, x), short_text(d2, sizeof d2, r, x);
    short_text(w, sizeof w, r, x);
    unsigned shape = (unsigned)cgt_rng_below(r, 16);
    char ko[1200];
    snprintf(ko, sizeof ko, "p{%s%s%s|{p%s%s|%s%s%s}%s%s}", a1, shape & 1 ? "," : "",
             shape & 1 ? a2 : "", shape & 2 ? "," : "", shape & 2 ? c : "", d1,
             shape & 4 ? "," : "", shape & 4 ? d2 : "", shape & 8 ? "," : "", shape & 8 ? b : "");
    unsigned root = (unsigned)cgt_rng_below(r, 3);
    if (root == 0)
        snprintf(out, len, "%s", ko);
    else if (root == 1)
        snprintf(out, len, "{%s|%s}", w, ko);
    else /* Q as the root */
        snprintf(out, len, "q{{%s%s%s|q%s%s}%s%s|%s%s%s}", a1, shape & 1 ? "," : "",
                 shape & 1 ? a2 : "", shape & 8 ? "," : "", shape & 8 ? b : "",
                 shape & 2 ? "," : "", shape & 2 ? c : "", d1, shape & 4 ? "," : "",
                 shape & 4 ? d2 : "");
}

/* r = the mirror image of th: walls exchanged and negated. */
static void mirror(thermo_qgraph_t r, const thermo_qgraph_t th) {
    thermo_qgraph_reset(r);
    mpq_t v, s;
    mpq_inits(v, s, NULL);
    for (int side = 0; side < 2; side++) {
        const thermo_qwall *w = &th->wall[side ^ 1];
        for (size_t i = 0; i < w->n; i++) {
            mpq_neg(v, w->p[i].v), mpq_neg(s, w->p[i].s);
            CHECK(thermo_qgraph_push(r, (thermo_side)side, w->p[i].t, v, s) == 0);
        }
    }
    mpq_clears(v, s, NULL);
}

/* r = th with both walls shifted by x. */
static void shift(thermo_qgraph_t r, const thermo_qgraph_t th, int x) {
    thermo_qgraph_reset(r);
    mpq_t v, xq;
    mpq_inits(v, xq, NULL);
    mpq_set_si(xq, x, 1);
    for (int side = 0; side < 2; side++) {
        const thermo_qwall *w = &th->wall[side];
        for (size_t i = 0; i < w->n; i++) {
            mpq_add(v, w->p[i].v, xq);
            CHECK(thermo_qgraph_push(r, (thermo_side)side, w->p[i].t, v, w->p[i].s) == 0);
        }
    }
    mpq_clears(v, xq, NULL);
}

TEST(random_one_ko_properties) {
    cgt_rng r;
    uint64_t seed = test_seed() + 72;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(200), done = 0, translated = 0;
    for (long it = 0; it < iters; it++) {
        char s[4096], s2[4096], neg[4200];
        int x = (int)cgt_rng_below(&r, 7) - 3;
        cgt_rng save = r;
        random_ko(s, sizeof s, &r, 0);
        cgt_rng r2 = save;
        random_ko(s2, sizeof s2, &r2, x);
        snprintf(neg, sizeof neg, "-(%s)", s);
        for (int left = 0; left < 2; left++) {
            thermo_qgraph_t a, b, m;
            thermo_qgraph_init(a), thermo_qgraph_init(b), thermo_qgraph_init(m);
            int rc = ko_graph(a, s, left);
            CHECK_MSG(rc == 0, "seed %llu: %s: %s", (unsigned long long)seed, s,
                      cgt_error_message());
            if (rc == 0) {
                done++;
                /* negation exchanges the komasters */
                CHECK_MSG(ko_graph(b, neg, !left) == 0, "%s", cgt_error_message());
                mirror(m, a);
                CHECK_MSG(thermo_qgraph_equal(m, b), "seed %llu: -(%s), komaster %s",
                          (unsigned long long)seed, s, left ? "right" : "left");
                /* translation: the options shifted by an integer shift the
                 * thermograph, except where a position is a number (its
                 * scaffolds crossed at t = -1: {0|3} = 1 but {-3|0} = -1) */
                loopy_game g0 = lp(s);
                unsigned base = 0;
                CHECK(loopy_ko_thermograph_sweep(b, &g0, left, true, &base) == 0);
                loopy_clear(&g0);
                CHECK_MSG(ko_graph(b, s2, left) == 0, "%s", cgt_error_message());
                shift(m, a, x);
                if (base == 0) {
                    translated++;
                    CHECK_MSG(thermo_qgraph_equal(m, b), "seed %llu: %s and %s (x = %d)",
                              (unsigned long long)seed, s, s2, x);
                }
                /* short followers by the short engine or computed */
                loopy_game g = lp(s);
                char *p = sweep_str(&g, left, true), *q = sweep_str(&g, left, false);
                CHECK_MSG(p && q && strcmp(p, q) == 0, "seed %llu: %s: %s vs %s",
                          (unsigned long long)seed, s, p ? p : "-", q ? q : "-");
                cgt_free(p), cgt_free(q);
                loopy_clear(&g);
            }
            thermo_qgraph_clear(a), thermo_qgraph_clear(b), thermo_qgraph_clear(m);
        }
        if (test_failures()) break;
    }
    CHECK_MSG(translated > done / 4, "only %ld of %ld translations checked", translated, done);
}
