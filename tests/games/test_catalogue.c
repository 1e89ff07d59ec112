/* test_catalogue.c - the rulesets added on the ruleset interface
 * (docs/ruleset.md): values published by CGSuite's and cgt-tools' own
 * ruleset tests and by Winning Ways, each cited where it is asserted. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/games.h"
#include "test.h"

/* Checks that position text of ruleset name has the value written want (an
 * expression in CGSuite notation, compared as games, not as strings). */
static void check_value(const char *file, int line, const char *name, const char *text,
                        const char *want) {
    const games_def *d = games_find(name);
    if (!d) {
        test_fail(file, line, "no ruleset %s", name);
        return;
    }
    game_t g = GAME_NONE, w = GAME_NONE;
    if (games_def_eval(&g, d, text, 0) != 0) {
        test_fail(file, line, "%s(\"%s\"): %s", name, text, cgt_error_message());
        return;
    }
    if (expr_eval_game(&w, want) != 0) {
        test_fail(file, line, "expected value %s: %s", want, cgt_error_message());
        return;
    }
    if (g != w) {
        char *s = expr_game_str(g);
        test_fail(file, line, "%s(\"%s\") = %s, want %s", name, text, s, want);
        cgt_free(s);
    }
}
#define VALUE(name, text, want) check_value(__FILE__, __LINE__, name, text, want)

TEST(amazons_published) {
    /* CGSuite lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala,
     * "define Amazons properly". */
    VALUE("amazons", "x...|o...", "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}");
    /* cgt-tools cgt/short/partizan/games/amazons.rs, test canonical_form
     * ("Confirmed with cgsuite"). */
    VALUE("amazons", "x..#|....|.#.o",
          "{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, "
          "{1|-3}|-5}, {0, {0, *|0, {0, {1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, "
          "{2|0}}|0}}, {2, {3|0}|0, {0, {0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, {2|0}}|v*, "
          "{1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, {{3|0}, {3|1, {2|0}}, {3, {3|1}|1, "
          "{1|0, *}}|-1/16, {0|-1}, {*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5}, {{1/2|{-1/4, "
          "{0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, {1|*}}|-1/2}|-5}}}");
    /* By hand: on 1x2 a Left queen moves and shoots back at the square it
     * left, and is stuck: {0|} = 1.  On 1x3 its best move (to the middle,
     * shooting an end) leaves it one more move: {0,1|} = 2. */
    VALUE("amazons", "x.", "1");
    VALUE("amazons", "x..", "2");
}

TEST(konane_published) {
    /* cgt-tools cgt/short/partizan/games/konane.rs, test values. */
    VALUE("konane", "..ox", "1");
    VALUE("konane", ".ox.", "*");
    VALUE("konane", ".ox.|o..x|....", "{1|-1}");
    /* A run of jumps: x can capture one o (to column 3) or both (to column
     * 5); Right has no move: {0, 0 | } = 1. */
    VALUE("konane", "xo.o.", "1");
}

TEST(fission_published) {
    /* cgt-tools cgt/short/partizan/games/fission.rs, test canonical_form
     * (the first four are also the examples of CGSuite's Fission.cgs). */
    VALUE("fission", "....|..x.|....|....", "0");
    VALUE("fission", "..x.|....|..x.|....", "-2");
    VALUE("fission", ".x.x|....|..x.|....", "-1");
    VALUE("fission", ".x.x|..x.|....|..x.", "{-1|-4}");
    VALUE("fission", "....|..x.|....|#..#", "0");
}

TEST(ski_jumps_published) {
    /* cgt-tools cgt/short/partizan/games/ski_jumps.rs, test
     * winning_ways_examples (positions of Winning Ways, ch. 5). */
    VALUE("ski_jumps", "...L....|..R.....|........", "2");
    VALUE("ski_jumps", "........|...l....|.......R|........|......L.", "-1");
    VALUE("ski_jumps", ".L...|.R...|.....", "5/2");
    VALUE("ski_jumps", "...R.|...L.|.....", "-5/2");
    VALUE("ski_jumps", "L....|....R|.....", "1/2");
    VALUE("ski_jumps", "L....|R....|.....", "9/2");
    VALUE("ski_jumps", "L....|....R|l....", "5");
}

TEST(toppling_dominoes_published) {
    /* cgt-tools cgt/short/partizan/games/toppling_dominoes.rs, test
     * correct_canonical: blue red red blue blue. */
    VALUE("toppling_dominoes", "lrrll", "{1|*}");
    /* By hand: n blue dominoes are n moves for Left (Winning Ways' rows of
     * one colour are integers); a green one is *; rows add up. */
    VALUE("toppling_dominoes", "lll", "3");
    VALUE("toppling_dominoes", "e", "*");
    VALUE("toppling_dominoes", "lrrll|lll", "{4|3*}");
    VALUE("toppling_dominoes", "", "0");
}
