/* test_sides.c - onsides and offsides (sidling).  Truth: CGSuite's tutorial
 * ("on + off" is dud = on & off; tis is a{{|a}|} = 1 & 0), Winning Ways
 * ch. 11 (dud's onside is on: with infinite play won by Left, Left always
 * wins), and the survival theorem checked against retrograde analysis on
 * random games: Left survives G + X moving second iff G+ + X >= 0, Right
 * survives G + X moving second iff G- + X <= 0, for stoppers X. */
#include "cgt/expr.h"
#include "loopy_check.h"
#include "test.h"

static const char *side_str(const char *s, loopy_side side) {
    loopy_game g = lp(s), h;
    int rc = loopy_get_side(&h, &g, side);
    CHECK_MSG(rc == 0, "side(%s): %s", s, cgt_error_message());
    const char *r = rc ? "?" : lstr(&h);
    loopy_clear(&g);
    if (!rc) loopy_clear(&h);
    return r;
}

static bool gle(const char *a, const char *b) {
    loopy_game x = lp(a), y = lp(b);
    bool le = false;
    int rc = loopy_general_leq(&le, &x, &y);
    CHECK_MSG(rc == 0, "leq(%s,%s): %s", a, b, cgt_error_message());
    loopy_clear(&x);
    loopy_clear(&y);
    return le;
}

TEST(named_sides) {
    CHECK_STR(side_str("dud", LOOPY_ONSIDE), "on");
    CHECK_STR(side_str("dud", LOOPY_OFFSIDE), "off");
    CHECK_STR(side_str("on+off", LOOPY_ONSIDE), "on");
    CHECK_STR(side_str("on+off", LOOPY_OFFSIDE), "off");
    CHECK_STR(side_str("tis", LOOPY_ONSIDE), "1");
    CHECK_STR(side_str("tis", LOOPY_OFFSIDE), "0");
    CHECK_STR(side_str("a{{|a}|}", LOOPY_ONSIDE), "1");
    CHECK_STR(side_str("tisn", LOOPY_ONSIDE), "0");
    CHECK_STR(side_str("tisn", LOOPY_OFFSIDE), "-1");
    CHECK_STR(side_str("over", LOOPY_ONSIDE), "over");
    CHECK_STR(side_str("upon", LOOPY_OFFSIDE), "^[on]");
}

TEST(general_order) {
    CHECK(gle("dud", "on+off") && gle("on+off", "dud"));
    CHECK(gle("dud", "on") && !gle("on", "dud"));
    CHECK(gle("off", "dud") && !gle("dud", "off"));
    CHECK(gle("tis", "1") && !gle("1", "tis"));
    CHECK(gle("0", "tis") && !gle("tis", "0"));
    CHECK(gle("tisn", "tis") && !gle("tis", "tisn"));
    CHECK(gle("over", "1") && !gle("1", "over"));
}

/* A random graph that is not a stopper, or one that is. */
static loopy_game random_kind(cgt_rng *r, uint32_t maxn, bool stopper) {
    for (;;) {
        loopy_game g = lrandom(r, maxn, false);
        if (loopy_is_stopper(&g) == stopper) return g;
        loopy_clear(&g);
    }
}

TEST(survival_theorem_on_random_games) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 30);
    long iters = test_iterations(150);
    int found = 0;
    for (long it = 0; it < iters; it++) {
        loopy_game g = random_kind(&r, 5, false), on, off;
        int r1 = loopy_get_side(&on, &g, LOOPY_ONSIDE),
            r2 = loopy_get_side(&off, &g, LOOPY_OFFSIDE);
        CHECK(r1 == 0 || r1 == CGT_EVALUE);
        CHECK(r2 == 0 || r2 == CGT_EVALUE);
        if (r1 == 0 && r2 == 0) {
            found++;
            bool ge;
            CHECK(loopy_is_stopper(&on) && loopy_is_stopper(&off));
            CHECK(loopy_leq(&ge, &off, &on) == 0 && ge);
            for (int k = 0; k < 6; k++) {
                loopy_game x = random_kind(&r, 4, true), nx;
                CHECK(loopy_neg(&nx, &x) == 0);
                loopy_game c[2] = {g, x};
                loopy_outcome o;
                CHECK(loopy_outcome_sum(&o, c, 2) == 0);
                bool left_survives = o.right_first != LOOPY_RIGHT_WINS;
                bool right_survives = o.left_first != LOOPY_LEFT_WINS;
                bool a, b;
                CHECK(loopy_leq(&a, &nx, &on) == 0);  /* G+ >= -X */
                CHECK(loopy_leq(&b, &off, &nx) == 0); /* G- <= -X */
                CHECK_MSG(a == left_survives, "iteration %ld: G = %s, G+ = %s, X = %s", it,
                          lstr(&g), lstr(&on), lstr(&x));
                CHECK_MSG(b == right_survives, "iteration %ld: G = %s, G- = %s, X = %s", it,
                          lstr(&g), lstr(&off), lstr(&x));
                loopy_clear(&x);
                loopy_clear(&nx);
            }
            loopy_clear(&on);
            loopy_clear(&off);
        }
        loopy_clear(&g);
        if (test_failures()) break;
    }
    printf("sides found for %d of %ld games\n", found, iters);
    CHECK_MSG(found > iters / 2, "sides found for %d of %ld games", found, iters);
}

TEST(degree_is_nonnegative) {
    /* the degree (G - G)+ is >= 0: Left survives G - G moving second by
     * copying Right's moves, so by the survival theorem (G - G)+ >= 0.  (It
     * need not be an idempotent: the degree D = {on|{0|off}} of {0|off} has
     * D +^ D = on, so variety() reports an error there.) */
    /* {0|off} by hand: G - G = {0|off} + {on|0}.  Left's move to
     * {0|off} + on has onside on (Left passes for ever); her move to {on|0}
     * is dominated by it.  Right's moves: to {0|off} + 0 = {0|off}, and to
     * off + {on|0}, whose onside is {on|off} >= {0|off} (dominated).  Nothing
     * reverses (0 >= D fails: Left first moves to on).  So D = {on|{0|off}}.
     * In D + D Left can always move to on (first: at once; second: in the
     * other component), so D +^ D = on != D.  CGSuite (CanonicalStopper.scala)
     * defines isIdempotent as D + D == D and Variety raises "Variety degree
     * must be an idempotent." in exactly this case: this is CGSuite's
     * behaviour, not a defect. */
    loopy_game z = lp("0");
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 31);
    for (long it = 0; it < test_iterations(60); it++) {
        loopy_game g = random_kind(&r, 4, true), d;
        bool ge = false;
        CHECK(loopy_degree(&d, &g) == 0);
        CHECK(loopy_leq(&ge, &z, &d) == 0 && ge);
        if (loopy_is_loopfree(&g)) CHECK(loopy_get_game(&d) == game_zero());
        loopy_clear(&g), loopy_clear(&d);
        if (test_failures()) break;
    }
    loopy_game g = lp("{0|off}"), d, dd, v;
    CHECK(loopy_degree(&d, &g) == 0);
    CHECK_STR(lstr(&d), "{on|{0|off}}");
    CHECK(loopy_upsum(&dd, &d, &d, LOOPY_ONSIDE) == 0);
    CHECK_STR(lstr(&dd), "on");
    CHECK(loopy_variety(&v, &g) == CGT_EVALUE);
    loopy_clear(&g), loopy_clear(&d), loopy_clear(&dd), loopy_clear(&z);
}

/* Siegel, Combinatorial Game Theory, Exercise VI.5.1(b), as CGSuite's
 * loopy-games tutorial states it: for G = {0 | uponth || -uponth} (uponth =
 * {0|-upon+*}) the varieties of G, G +^ G, G +^ G +^ G are strictly
 * increasing. */
TEST(varieties_of_upsum_multiples_increase) {
    loopy_game g = lp("{0|{0|-upon+*}||-{0|-upon+*}}"), m, v[3];
    CHECK(loopy_copy(&m, &g) == 0);
    for (int k = 0; k < 3; k++) {
        CHECK_MSG(loopy_variety(&v[k], &m) == 0, "variety %d: %s", k, cgt_error_message());
        loopy_game t;
        CHECK(loopy_upsum(&t, &m, &g, LOOPY_ONSIDE) == 0);
        loopy_clear(&m);
        m = t;
    }
    for (int k = 0; k + 1 < 3; k++) {
        bool le = false, ge = true;
        CHECK(loopy_leq(&le, &v[k], &v[k + 1]) == 0 && le);
        CHECK(loopy_leq(&ge, &v[k + 1], &v[k]) == 0 && !ge);
    }
    /* regression, not a published value: the degree found is uponth (an
     * idempotent, as the variety needs) */
    loopy_game d, u = lp("{0|-upon+*}");
    CHECK(loopy_degree(&d, &g) == 0 && lequal(&d, &u));
    loopy_clear(&d), loopy_clear(&u);
    for (int k = 0; k < 3; k++) loopy_clear(&v[k]);
    loopy_clear(&g), loopy_clear(&m);
}

TEST(backsliding_toads_and_frogs) {
    /* CGSuite's test suite (game.strip.BackslidingToadsAndFrogs("ttt..fff")
     * .GameValue): {on||0|-1/2} & {1/2|0||off}; compared side by side with
     * the position's graph, not through sidling */
    loopy_game g, on, off;
    CHECK(loopy_backsliding_toads(&g, "ttt..fff") == 0);
    CHECK(loopy_parse(&on, &off, "{on||0|-1/2} & {1/2|0||off}") == 0);
    bool a, b, c, d;
    CHECK(loopy_side_leq(&a, &g, &on, LOOPY_ONSIDE) == 0 &&
          loopy_side_leq(&b, &on, &g, LOOPY_ONSIDE) == 0);
    CHECK(loopy_side_leq(&c, &g, &off, LOOPY_OFFSIDE) == 0 &&
          loopy_side_leq(&d, &off, &g, LOOPY_OFFSIDE) == 0);
    CHECK(a && b && c && d);
    /* and not a neighbouring value */
    loopy_game w = lp("{1/2|0||-1}");
    CHECK(loopy_side_leq(&a, &off, &w, LOOPY_OFFSIDE) == 0 &&
          loopy_side_leq(&b, &w, &off, LOOPY_OFFSIDE) == 0);
    CHECK(!(a && b));
    loopy_outcome o;
    CHECK(loopy_get_outcome(&o, &g) == 0);
    CHECK_STR(loopy_outcome_name(o), "D");
    loopy_clear(&g), loopy_clear(&on), loopy_clear(&off), loopy_clear(&w);
    /* a lone toad with room can always move and Right never can: on */
    CHECK(loopy_backsliding_toads(&g, "t..") == 0);
    CHECK(loopy_get_side(&on, &g, LOOPY_ONSIDE) == 0);
    CHECK_STR(lstr(&on), "on");
    loopy_clear(&g), loopy_clear(&on);
    /* no empty square: no moves */
    CHECK(loopy_backsliding_toads(&g, "tf") == 0);
    CHECK(loopy_get_game(&g) == game_zero());
    loopy_clear(&g);
    CHECK(loopy_backsliding_toads(&g, "tx") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 2: expected t, f or '.'");
    /* mirror symmetry: reversing the strip and swapping toads and frogs
     * negates the game */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 40);
    for (long it = 0; it < test_iterations(40); it++) {
        char p[8], q[8];
        int n = 2 + (int)cgt_rng_below(&r, 5);
        for (int i = 0; i < n; i++) p[i] = ".tf"[cgt_rng_below(&r, 3)];
        for (int i = 0; i < n; i++) q[n - 1 - i] = p[i] == 't' ? 'f' : p[i] == 'f' ? 't' : '.';
        p[n] = q[n] = 0;
        loopy_game x, y, ny;
        CHECK(loopy_backsliding_toads(&x, p) == 0 && loopy_backsliding_toads(&y, q) == 0);
        CHECK(loopy_neg(&ny, &y) == 0);
        bool eq = false;
        CHECK(loopy_equal(&eq, &x, &ny) == 0);
        CHECK_MSG(eq, "%s is not -(%s)", p, q);
        loopy_clear(&x), loopy_clear(&y), loopy_clear(&ny);
        if (test_failures()) break;
    }
}

/* Sidling (loopy_sidle) against the slow reference (loopy_get_side_slow:
 * options deleted one at a time, each deletion checked by the Buchi
 * comparisons on every node) on random non-stoppers up to 8 nodes: where
 * both find a stopper they are equal; sidling's result is also checked by
 * the side order against the game itself (independent of both searches). */
TEST(sidling_matches_slow_reference) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 41);
    long iters = test_iterations(200);
    int both = 0, fast_only = 0, slow_only = 0;
    for (long it = 0; it < iters; it++) {
        loopy_game g = random_kind(&r, 8, false);
        for (int side = 0; side < 2; side++) {
            loopy_game a, b;
            int ra = loopy_sidle(&a, &g, (loopy_side)side);
            int rb = loopy_get_side_slow(&b, &g, (loopy_side)side);
            CHECK(ra == 0 || ra == CGT_EVALUE);
            CHECK(rb == 0 || rb == CGT_EVALUE);
            if (ra == 0) {
                bool x = false, y = false;
                CHECK(loopy_is_stopper(&a));
                CHECK(loopy_side_leq(&x, &a, &g, (loopy_side)side) == 0);
                CHECK(loopy_side_leq(&y, &g, &a, (loopy_side)side) == 0);
                CHECK_MSG(x && y, "iteration %ld: side %d of %s: %s", it, side, lstr(&g), lstr(&a));
            }
            if (ra == 0 && rb == 0) {
                both++;
                CHECK_MSG(lequal(&a, &b), "iteration %ld: side %d of %s: sidling %s, slow %s", it,
                          side, lstr(&g), lstr(&a), lstr(&b));
            } else if (ra == 0) {
                fast_only++;
            } else if (rb == 0) {
                slow_only++;
            }
            if (ra == 0) loopy_clear(&a);
            if (rb == 0) loopy_clear(&b);
        }
        loopy_clear(&g);
        if (test_failures()) break;
    }
    printf("sides: both %d, sidling only %d, slow only %d\n", both, fast_only, slow_only);
    CHECK_MSG(both > iters / 2, "both found %d sides of %ld games", both, iters);
}

/* CGSuite's value of Backsliding Toads and Frogs ttt..fff (560 positions),
 * {on||0|-1/2} & {1/2|0||off}, now found by sidling (before: out of reach). */
TEST(sidling_backsliding_toads) {
    loopy_game g, on, off, want_on, want_off;
    CHECK(loopy_backsliding_toads(&g, "ttt..fff") == 0);
    CHECK(loopy_parse(&want_on, &want_off, "{on||0|-1/2} & {1/2|0||off}") == 0);
    CHECK(loopy_get_side(&on, &g, LOOPY_ONSIDE) == 0);
    CHECK(loopy_get_side(&off, &g, LOOPY_OFFSIDE) == 0);
    CHECK(lequal(&on, &want_on) && lequal(&off, &want_off));
    CHECK_STR(lstr(&on), "{on|{0|-1/2}}");
    CHECK_STR(lstr(&off), "{{1/2|0}|off}");
    loopy_clear(&g), loopy_clear(&on), loopy_clear(&off);
    loopy_clear(&want_on), loopy_clear(&want_off);
}
