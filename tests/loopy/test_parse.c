/* test_parse.c - loopy notation in and out: the named stoppers as CGSuite
 * defines them (CGSuite's "Loopy Games" tutorial, loopy-games.cgsh: on :=
 * {pass|}, off := {|pass}, over := {0|pass}, upon := {pass|*}; `a{0|a}` is
 * another name for over), labels, slashes, and errors with columns. */
#include "cgt/expr.h"
#include "loopy_check.h"
#include "test.h"

static const char *rt(const char *s) {
    loopy_game g = lp(s);
    const char *r = lstr(&g);
    loopy_clear(&g);
    return r;
}

TEST(named_stoppers) {
    CHECK_STR(rt("on"), "on");
    CHECK_STR(rt("{pass|}"), "on");
    CHECK_STR(rt("off"), "off");
    CHECK_STR(rt("{|pass}"), "off");
    CHECK_STR(rt("over"), "over");
    CHECK_STR(rt("{0|pass}"), "over");
    CHECK_STR(rt("a{0|a}"), "over"); /* CGSuite: "a{0|a} is equivalent to {0|pass}" */
    CHECK_STR(rt("under"), "under");
    CHECK_STR(rt("{pass|0}"), "under");
    CHECK_STR(rt("upon"), "^[on]"); /* CGSuite prints upon as ^[on] */
    CHECK_STR(rt("{pass|*}"), "^[on]");
    CHECK_STR(rt("{pass,0|0}"), "^[on]*");
    CHECK_STR(rt("-1/4v[on]"), "-1/4v[on]");
    CHECK_STR(rt("1/2^[on]*3"), "1/2^[on]*3");
    CHECK_STR(rt("{0|v[on]*}"), "^<on>");
    CHECK_STR(rt("1^<on>*"), "1^<on>*");
    CHECK_STR(rt("-1/2v<on>*2"), "-1/2v<on>*2");
    CHECK_STR(rt("dud"), "dud");
    CHECK_STR(rt("{pass|pass}"), "dud");
    /* Winning Ways ch. 11: tis = {tisn|}, tisn = {|tis} */
    CHECK_STR(rt("tis"), "tis");
    CHECK_STR(rt("tisn"), "tisn");
    CHECK_STR(rt("a{b{|a}|}"), "tis");
    CHECK_STR(rt("{1|pass}"), "1over");
    CHECK_STR(rt("{pass|3/2}"), "3/2under");
    CHECK_STR(rt("{-1|pass}"), "-1over"); /* -1 belongs to the number, as in -1^ */
    CHECK_STR(rt("- 1^"), "-1v");
}

TEST(short_games_print_as_short_games) {
    CHECK_STR(rt("{1|0}"), "{1|0}");
    CHECK_STR(rt("{0|0}"), "*");
    CHECK_STR(rt("{0,*|0,*}"), "*2");
    CHECK_STR(rt("{3||2|1}"), "{3||2|1}");
    CHECK_STR(rt("1/2^*"), "1/2^*");
    CHECK_STR(rt("vv*3"), "vv*3");
    CHECK_STR(rt("-{2|1}+1"), "{0|-1}");
    CHECK_STR(rt("{pass|{0|0}}"), "^[on]");
}

TEST(cycles_and_labels) {
    /* slashes: {0||0|pass} is {0|{0|pass}}: pass is the innermost game */
    CHECK_STR(rt("{0||0|pass}"), "{0|over}");
    /* Siegel, Combinatorial Game Theory, Figure VI.3.2 (as entered in
     * CGSuite's tutorial): a stopper with a 4-cycle */
    CHECK_STR(rt("a{0||||0|||a|*||*}"), "a{0|{0|{{a|*}|*}}}");
    CHECK_STR(rt("a{0,b{a|a}|b}"), "a{0,{a|a}|{a|a}}");
    /* a label stays usable after its braces close */
    loopy_game x = lp("a{0|b{1|a}}+b"), y = lp("a{0|b{1|a}}+{1|a{0|b{1|a}}}");
    loopy_outcome ox, oy;
    memset(&ox, 0, sizeof ox);
    memset(&oy, 0, sizeof oy);
    CHECK(loopy_get_outcome(&ox, &x) == 0 && loopy_get_outcome(&oy, &y) == 0);
    CHECK_STR(loopy_outcome_name(ox), loopy_outcome_name(oy));
    loopy_clear(&x);
    loopy_clear(&y);
    CHECK_STR(rt("a{0|pass,a}"), "over");
    /* printed text parses back to the same printed text */
    const char *cases[] = {"a{0||||0|||a|*||*}", "a{b{a,0|*}|b}", "on+1", "tis+*", "{over|under}"};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *once = rt(cases[i]);
        char copy[1024];
        snprintf(copy, sizeof copy, "%s", once);
        CHECK_STR(rt(copy), copy);
    }
}

TEST(sums_and_negation) {
    CHECK_STR(rt("on+off"), "dud");
    CHECK_STR(rt("-on"), "off");
    CHECK_STR(rt("-over"), "under");
    CHECK_STR(rt("-upon"), "v[on]");
    CHECK_STR(rt("over-over"), "{under,pass|over,pass}");
    CHECK_STR(rt("(on)"), "on");
}

TEST(errors_have_columns) {
    CHECK_STR(lerr("{0|a}"), "column 4: undefined label 'a'");
    CHECK_STR(lerr("a{0|b}+b{0|}"), "column 5: undefined label 'b'");
    CHECK_STR(lerr("pass"), "column 1: 'pass' outside braces");
    CHECK_STR(lerr("{0|pass+1}"),
              "column 8: cannot add a game that refers to 'pass' or a label of an unfinished game");
    CHECK_STR(
        lerr("a{0|-a}"),
        "column 5: cannot negate a game that refers to 'pass' or a label of an unfinished game");
    CHECK_STR(lerr("{0|1|2}"), "column 5: ambiguous slashes: two runs of 1 '|' at the same level");
    CHECK_STR(lerr("{0,1}"), "column 1: a game in braces needs '|' between Left and Right options");
    CHECK_STR(lerr("{0|1"), "column 5: expected ',', '|' or '}', found the end");
    CHECK_STR(lerr(""), "column 1: empty input: expected a game");
    CHECK_STR(lerr("on{0|}"), "column 1: 'on' is a reserved name, not a label");
    CHECK_STR(lerr("1/3"), "column 3: the denominator 3 is not a power of two");
    CHECK_STR(lerr("2000000"), "column 1: integer too large for a loopy graph (at most 1048576)");
    CHECK_STR(lerr("on & off"), "column 4: a sided value 'G & H' is not a game here");
    CHECK_STR(lerr("1x"), "column 2: expected an operator after the number");
    CHECK_STR(lerr("{0|\xc3\xa9}"), "column 4: expected a game, found character 0xc3");
    CHECK_STR(lerr("{0|on} )"), "column 8: unexpected ')' after the game");
    /* nesting is bounded */
    char deep[2100];
    for (int i = 0; i < 1050; i++) deep[2 * i] = '-', deep[2 * i + 1] = ' ';
    deep[2100 - 1] = 0;
    deep[2098] = '1';
    CHECK(strstr(lerr(deep), "nested deeper than 1000 levels") != NULL);
}

TEST(sided_values_parse) {
    loopy_game on, off;
    CHECK(loopy_parse(&on, &off, "on & off") == 0);
    CHECK_STR(lstr(&on), "on");
    CHECK_STR(lstr(&off), "off");
    loopy_clear(&on);
    loopy_clear(&off);
    CHECK(loopy_parse(&on, &off, "1") == 0);
    CHECK_STR(lstr(&off), "1");
    loopy_clear(&on);
    loopy_clear(&off);
}

TEST(limits_give_errors_with_columns) {
    cgt_limits_set(50, 0);
    const char *e = lerr("{0|pass}+100");
    CHECK_MSG(strncmp(e, "column ", 7) == 0 && cgt_error_code() == CGT_ELIMIT, "got %s", e);
    cgt_limits_set(0, 0);
    cgt_limits_reset();
}
