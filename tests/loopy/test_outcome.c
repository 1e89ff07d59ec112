/* test_outcome.c - outcomes with draws.  Truth: the definitions (the named
 * games' outcomes worked out by hand from their graphs below), CGSuite's
 * outcome class names (LoopyOutcomeClass: (Left first, Right first) = (L,D)
 * NHat, (R,D) PCheck, (D,L) PHat, (D,R) NCheck), the slow reference
 * (explicit sum graph, naive fixed point) on random graphs up to 8 nodes a
 * component and 3 components, and the short-game engine on loop-free ones. */
#include "cgt/expr.h"
#include "loopy_check.h"
#include "test.h"

TEST(named_outcomes) {
    /* on: Left always has a move, Right never: Left wins */
    CHECK_STR(lout("on"), "L");
    CHECK_STR(lout("off"), "R");
    /* dud: both pass for ever */
    CHECK_STR(lout("dud"), "D");
    CHECK_STR(lout("on+off"), "D");
    /* over: Left moves to 0 and wins; Right passes, then Left moves to 0 */
    CHECK_STR(lout("over"), "L");
    CHECK_STR(lout("under"), "R");
    CHECK_STR(lout("upon"), "L");
    /* tis = {tisn|}: Left first moves to tisn, Right back to tis: a draw;
     * Right first has no move */
    CHECK_STR(lout("tis"), "PHat");
    CHECK_STR(lout("tisn"), "PCheck");
    /* tis+*: Left first moves * to 0 and Right has no move in tis; Right
     * first can only move * to 0, leaving tis to Left: a draw */
    CHECK_STR(lout("tis+*"), "NHat");
    CHECK_STR(lout("tisn+*"), "NCheck");
    /* {pass|0}+{0|pass} = under + over: Left first to under loses? Left
     * moves over->0 leaving under, Right moves to 0 and Left has no move */
    CHECK_STR(lout("over+under"), "D");
    CHECK_STR(lout("{0|pass}"), "L");
    /* Left's only move is to pass, then Right moves to 0 */
    CHECK_STR(lout("{pass|pass,0}"), "R");
    CHECK_STR(lout("{0,pass|pass}"), "L");
    CHECK_STR(lout("0"), "P");
    CHECK_STR(lout("*"), "N");
    CHECK_STR(lout("on+off+*"), "D");
    CHECK_STR(lout("on+(-1)"), "L");
}

TEST(result_names) {
    CHECK_STR(loopy_result_name(LOOPY_DRAW), "draw");
    loopy_outcome o = {LOOPY_LEFT_WINS, LOOPY_RIGHT_WINS};
    CHECK_STR(loopy_outcome_name(o), "N");
    o.left_first = LOOPY_RIGHT_WINS, o.right_first = LOOPY_LEFT_WINS;
    CHECK_STR(loopy_outcome_name(o), "P");
}

static bool same(loopy_outcome a, loopy_outcome b) {
    return a.left_first == b.left_first && a.right_first == b.right_first;
}

TEST(fast_equals_slow_reference_on_random_sums) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    long iters = test_iterations(3000);
    int draws = 0;
    for (long it = 0; it < iters; it++) {
        size_t k = 1 + (size_t)cgt_rng_below(&r, 3);
        loopy_game c[3];
        for (size_t i = 0; i < k; i++) c[i] = lrandom(&r, 8, false);
        loopy_outcome fast, slow;
        int rf = loopy_outcome_sum(&fast, c, k), rs = loopy_outcome_sum_slow(&slow, c, k);
        CHECK(rf == 0 && rs == 0);
        CHECK_MSG(same(fast, slow), "iteration %ld: fast %s slow %s (%s + ...)", it,
                  loopy_outcome_name(fast), loopy_outcome_name(slow), lstr(&c[0]));
        if (fast.left_first == LOOPY_DRAW || fast.right_first == LOOPY_DRAW) draws++;
        for (size_t i = 0; i < k; i++) loopy_clear(&c[i]);
        if (test_failures()) break;
    }
    /* the random graphs do exercise draws */
    CHECK(draws > iters / 20);
}

static game_outcome short_outcome(loopy_outcome o) {
    if (o.left_first == LOOPY_LEFT_WINS)
        return o.right_first == LOOPY_LEFT_WINS ? GAME_OUTCOME_L : GAME_OUTCOME_N;
    return o.right_first == LOOPY_LEFT_WINS ? GAME_OUTCOME_P : GAME_OUTCOME_R;
}

TEST(loopfree_equals_short_engine) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 1);
    long iters = test_iterations(2000);
    for (long it = 0; it < iters; it++) {
        size_t k = 1 + (size_t)cgt_rng_below(&r, 3);
        loopy_game c[3];
        game_t sum = game_zero();
        for (size_t i = 0; i < k; i++) {
            c[i] = lrandom(&r, 8, true);
            CHECK(loopy_is_loopfree(&c[i]) && loopy_is_stopper(&c[i]));
            game_t g = loopy_get_game(&c[i]);
            sum = game_add(sum, g);
            /* printed like the short engine prints it */
            char *s = expr_game_str(g);
            CHECK_STR(lstr(&c[i]), s);
            cgt_free(s);
        }
        loopy_outcome o, slow;
        CHECK(loopy_outcome_sum(&o, c, k) == 0);
        CHECK(loopy_outcome_sum_slow(&slow, c, k) == 0);
        CHECK(o.left_first != LOOPY_DRAW && o.right_first != LOOPY_DRAW);
        CHECK(short_outcome(o) == game_get_outcome(sum));
        CHECK(short_outcome(slow) == game_get_outcome(sum));
        /* comparison of loop-free stoppers is the short order */
        if (k >= 2) {
            bool le = false;
            CHECK(loopy_leq(&le, &c[0], &c[1]) == 0);
            CHECK(le == game_leq(loopy_get_game(&c[0]), loopy_get_game(&c[1])));
        }
        /* the graph of a canonical form has one node per canonical follower */
        loopy_game h;
        CHECK(loopy_from_game(&h, loopy_get_game(&c[0])) == 0);
        CHECK(loopy_get_game(&h) == loopy_get_game(&c[0]));
        loopy_clear(&h);
        for (size_t i = 0; i < k; i++) loopy_clear(&c[i]);
        if (test_failures()) break;
    }
}

TEST(sum_graph_is_the_sum) {
    /* the explicit sum graph has the same outcome as the implicit product */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 2);
    for (long it = 0; it < test_iterations(500); it++) {
        loopy_game a = lrandom(&r, 6, false), b = lrandom(&r, 6, false), s, nb, d;
        loopy_outcome o1, o2, o3;
        CHECK(loopy_add(&s, &a, &b) == 0);
        loopy_game c[2] = {a, b};
        CHECK(loopy_outcome_sum(&o1, c, 2) == 0);
        CHECK(loopy_get_outcome(&o2, &s) == 0);
        CHECK(same(o1, o2));
        /* -G: the outcome with the players exchanged */
        CHECK(loopy_neg(&nb, &a) == 0);
        CHECK(loopy_get_outcome(&o3, &nb) == 0);
        CHECK(loopy_get_outcome(&o1, &a) == 0);
        CHECK((int)o3.left_first == -(int)o1.right_first &&
              (int)o3.right_first == -(int)o1.left_first);
        /* G - G: the second player survives (mirror strategy) */
        CHECK(loopy_sub(&d, &a, &a) == 0);
        CHECK(loopy_get_outcome(&o1, &d) == 0);
        CHECK(o1.left_first != LOOPY_LEFT_WINS && o1.right_first != LOOPY_RIGHT_WINS);
        loopy_clear(&a), loopy_clear(&b), loopy_clear(&s), loopy_clear(&nb), loopy_clear(&d);
        if (test_failures()) break;
    }
}

TEST(limits) {
    loopy_game g = lp("a{b{a|0}|c{a|*}}");
    loopy_game c[3] = {g, g, g};
    loopy_outcome o;
    cgt_limits_set_memory(100);
    int rc = loopy_outcome_sum(&o, c, 3);
    CHECK(rc == CGT_ELIMIT);
    CHECK(strstr(cgt_error_message(), "max-memory") != NULL);
    cgt_limits_set_memory(0);
    cgt_limits_reset();
    CHECK(loopy_outcome_sum(&o, c, 3) == 0);
    loopy_clear(&g);
}
