/* test_expr.c - the expression bindings of loopy games, and minimisation.
 * Truth: the named games' definitions (see test_parse.c), CGSuite's outcome
 * class names and the column conventions of docs/expr.md. */
#include <string.h>

#include "cgt/expr.h"
#include "loopy_check.h"
#include "test.h"

static const char *ev(const char *s) {
    static char buf[4][512];
    static int k;
    char *b = buf[k++ & 3];
    expr_value v;
    if (expr_eval(&v, s) < 0) {
        snprintf(b, 512, "error: %s", cgt_error_message());
        return b;
    }
    char *t = expr_value_str(&v);
    snprintf(b, 512, "%s", t);
    cgt_free(t);
    return b;
}

TEST(functions) {
    CHECK_STR(ev("loopy('{0|pass}')"), "over");
    CHECK_STR(ev("loopy('on + off')"), "dud");
    CHECK_STR(ev("loopy('on & off')"), "dud");
    CHECK_STR(ev("loopy('over & 0')"), "over & 0");
    CHECK_STR(ev("loopy('1 & 1')"), "1");
    CHECK_STR(ev("loopy({1|0})"), "{1|0}");
    CHECK_STR(ev("loopy_form('{0,pass|*}')"), "{0,pass|*}");
    CHECK_STR(ev("loopy('{0,pass|*}')"), "^[on]");
    /* CGSuite's tutorial: uponth := {0|-upon+*}, printed ^<on> */
    CHECK_STR(ev("loopy('{0|-upon+*}')"), "^<on>");
    CHECK_STR(ev("loopy('-{0|-upon+*}')"), "v<on>");
    CHECK_STR(ev("outcome('dud')"), "D");
    CHECK_STR(ev("outcome('tisn')"), "PCheck");
    CHECK_STR(ev("outcome(*)"), "N");
    CHECK_STR(ev("who_wins('on+off')"), "Left first: draw; Right first: draw");
    CHECK_STR(ev("is_stopper('over')"), "true");
    CHECK_STR(ev("is_stopper('over-over')"), "false");
    CHECK_STR(ev("is_plumtree('a{0||||0|||a|*||*}')"), "false");
    CHECK_STR(ev("loopy_le('off','-5')"), "true");
    CHECK_STR(ev("loopy_eq('upon','{pass|*}')"), "true");
    CHECK_STR(ev("gsg('{0,*|0,*}')"), "2");
    CHECK_STR(ev("gsg('dud')"), "\xe2\x88\x9e");
}

TEST(sides_and_sums) {
    /* CGSuite's tutorial: tis = a{{|a}|} = 1 & 0; dud = on & off; sidling
     * decomposes games that are not stoppers */
    CHECK_STR(ev("loopy('tis')"), "1 & 0");
    CHECK_STR(ev("loopy('a{{|a}|}')"), "1 & 0");
    CHECK_STR(ev("loopy('tisn')"), "0 & -1");
    CHECK_STR(ev("loopy('on+off')"), "dud");
    CHECK_STR(ev("loopy('over-over')"), "over & under");
    CHECK_STR(ev("onside('tis')"), "1");
    CHECK_STR(ev("offside('tis')"), "0");
    CHECK_STR(ev("onside('over & 0')"), "over");
    CHECK_STR(ev("loopy_eq('tis','1 & 0')"), "true");
    CHECK_STR(ev("loopy_eq('on+off','dud')"), "true");
    CHECK_STR(ev("loopy_le('dud','on')"), "true");
    CHECK_STR(ev("loopy_le('on','dud')"), "false");
    CHECK_STR(ev("loopy_le('dud','0')"), "false");
    /* the degree of over is the onside of over + under, over (over - over = over & under) */
    CHECK_STR(ev("degree('over')"), "over");
    CHECK_STR(ev("degree('5')"), "0");
    CHECK_STR(ev("upsum('over','under')"), "over");
    CHECK_STR(ev("downsum('over','under')"), "under");
    CHECK_STR(ev("variety('over')"), "over");
}

TEST(errors) {
    CHECK_STR(ev("loopy('{0|a}')"), "error: column 11: loopy: undefined label 'a'");
    CHECK_STR(
        ev("loopy(1==1)"),
        "error: column 7: loopy needs a loopy game in quotes such as '{0|pass}', got a boolean");
    CHECK_STR(ev("loopy('0 & over')"),
              "error: column 7: loopy: in G & H the onside G must be >= the offside H");
    /* G & H takes G's onside and H's offside: dud's onside is on */
    CHECK_STR(ev("loopy('dud & 0')"), "on & 0");
    /* a side that sidling cannot make a stopper (Bach's carousel, CGSuite's
     * tutorial: its sides are not stoppers) */
    CHECK(strncmp(ev("loopy('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} & 0')"),
                  "error: column 7: loopy: the sides of G & H must be stoppers", 40) == 0);
    CHECK_STR(ev("degree('dud')"),
              "error: column 8: degree needs a stopper (no infinite alternating play)");
    CHECK_STR(ev("upsum('over','dud')"),
              "error: column 14: upsum needs a stopper (no infinite alternating play)");
    CHECK_STR(ev("gsg('over')"),
              "error: column 5: gsg needs an impartial game (the same options for both players)");
    CHECK_STR(ev("outcome('{0|pass+1}')"), "error: column 17: outcome: cannot add a game that "
                                           "refers to 'pass' or a label of an unfinished game");
}

TEST(minimize) {
    loopy_game g = lp("a{*,b{a|a}|*,b{a|a}}"), m, m2;
    CHECK(loopy_minimize(&m, &g) == 0);
    CHECK_INT(m.n, 4); /* a, b, *, 0 */
    CHECK(loopy_minimize(&m2, &m) == 0);
    CHECK_INT(m2.n, m.n);
    loopy_clear(&g), loopy_clear(&m), loopy_clear(&m2);
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 20);
    for (long it = 0; it < test_iterations(500); it++) {
        g = lrandom(&r, 8, false);
        loopy_outcome a, b;
        CHECK(loopy_minimize(&m, &g) == 0);
        CHECK(m.n <= g.n);
        CHECK(loopy_outcome_sum_slow(&a, &g, 1) == 0 && loopy_outcome_sum_slow(&b, &m, 1) == 0);
        CHECK(a.left_first == b.left_first && a.right_first == b.right_first);
        CHECK(loopy_is_stopper(&g) == loopy_is_stopper(&m));
        loopy_clear(&g), loopy_clear(&m);
        if (test_failures()) break;
    }
}

/* solve(RULESET, POSITION) takes the loopy rulesets: the outcome with draws,
 * the same as outcome(...) of the position (truth: the outcomes asserted in
 * test_outcome.c, test_sides.c and test_foxgeese.c for these positions). */
TEST(solve_accepts_loopy_rulesets) {
    CHECK_STR(ev("solve(\"backsliding_toads\", \"ttt..fff\")"), "D");
    CHECK_STR(ev("solve(\"backsliding_toads\", \"ttt..fff\")"),
              ev("outcome(backsliding_toads('ttt..fff'))"));
    CHECK_STR(ev("solve(\"fox_and_geese\", \"x.x.|.o..\")"), "P");
    CHECK_STR(ev("solve(\"fox_and_geese\", \"x.|o.\")"), "R");
    CHECK_STR(ev("solve(\"digraph\", \"L:a>b R:a>c c>a\")"), "NHat");
    CHECK_STR(ev("solve(\"loopy\", \"tis\")"), "PHat");
    CHECK_STR(ev("solve(\"loopy\", \"on+off\")"), "D");
    /* short rulesets are unchanged */
    CHECK_STR(ev("solve(\"clobber\", \"xo\")"), "N");
    CHECK_STR(ev("solve(\"fox_and_geese\", \"x.|?o\")"),
              "error: column 28: solve: expected '.', 'x' (goose), 'o' (fox) or '|'");
    CHECK_STR(ev("solve(\"fox_and_geese\", \"x.|.o\", \"misere\")"),
              "error: column 33: solve: fox_and_geese is a loopy ruleset; misere play of loopy "
              "games is not supported");
}

/* Sided values inside sums: (A & B) + (C & D) = (A +^ C) & (B +_ D) and
 * -(A & B) = -B & -A (Siegel, Combinatorial Game Theory, ch. VI; CGSuite's
 * StopperSidedValue arithmetic, as its tutorial's "G := over & v; G + 1 + *"
 * uses it).  Each expected value below is the rule applied by hand with the
 * named sums: over +^ over = over, over + 1 = 1over, on + 1 = on. */
TEST(sided_values_in_sums) {
    CHECK_STR(ev("loopy('(over & 0) + 1')"), "1over & 1");
    CHECK_STR(ev("loopy('-(over & 0)')"), "0 & under");
    CHECK_STR(ev("loopy('1 - (over & 0)')"), "1 & 1under");
    CHECK_STR(ev("loopy('(on & off) + 1')"), "dud");
    CHECK_STR(ev("loopy('(over & 0) - (over & 0)')"), "over & under");
    CHECK_STR(ev("loopy_eq('(over & 0) + 1', '1over & 1')"), "true");
    CHECK_STR(ev("loopy_eq('(over & 0) + (1 & 1)', '(over & 0) + 1')"), "true");
    CHECK_STR(ev("onside('(over & 0) + 1')"), "1over");
    CHECK_STR(ev("offside('(over & 0) + 1')"), "1");
    /* a sided value is not a game: not inside braces, nor for outcome */
    CHECK_STR(ev("loopy('{(over & 0)|0}')"),
              "error: column 15: loopy: a sided value 'G & H' is not a game here");
    CHECK_STR(ev("loopy('(0 & over) + 1')"),
              "error: column 7: loopy: in G & H the onside G must be >= the offside H");
}
