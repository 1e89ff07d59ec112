/* test_parse.c - every form of the input grammar, precedence and associativity. */
#include "expr_check.h"

TEST(parse_numbers) {
    SAME("3/4", "1/2+1/4");
    SAME("-1/2", "-(1/2)");
    SAME("-1/2", "0-1/2");
    SAME("4/2", "2");
    SAME("007", "7");
    SAME("1/0002", "1/2");
    SAME("{|}", "0");
    SAME("{0|}", "1");
    SAME("{1|}", "2");
    SAME("{|-1}", "-2");
    SAME("{0|1}", "1/2");
    SAME("{1/2|1}", "3/4");
    SAME("{-1|1}", "0");
    SAME("{-1/2|}", "0");
    SAME("{1|1/2}", "{1|1/2}");
    SAME("  1 ", "1");
    SAME("\t1\n+\r2", "3");
}

TEST(parse_nimbers_and_ups) {
    SAME("*", "{0|0}");
    SAME("*2", "{0,*|0,*}");
    SAME("*3", "{0,*,*2|0,*,*2}");
    SAME("^", "{0|*}");
    SAME("v", "{*|0}");
    SAME("^^", "^+^");
    SAME("^3", "^+^+^");
    SAME("^^^", "^3");
    SAME("vv", "v+v");
    SAME("v3", "-^3");
    SAME("vvv", "v3");
    SAME("^*", "^+*");
    SAME("v*", "v+*");
    SAME("^3*2", "^3+*2");
    SAME("v3*2", "v3+*2");
    SAME("1/2^*", "1/2+^+*");
    SAME("3v*2", "3+v+*2");
    SAME("9/8*", "9/8+*");
    SAME("1*", "1+*");
    SAME("2*3", "2+*3");
    SAME("2*", "2+*");
    SAME("1^", "1+^");
    SAME("1vv", "1+vv");
    SAME("^*6", "^+*6");
    /* a '-' glued to a number belongs to the literal */
    SAME("-1^", "(-1)+^");
    SAME("-1/2^*", "-1/2+^+*");
    SAME("-1*", "-1+*");
    SAME("- 1^", "-(1^)");
    SAME("-^", "v");
    SAME("-v3", "^3");
    SAME("-*2", "*2");
    SAME("--1", "1");
    SAME("---1^", "-(1v)");
}

TEST(parse_braces_and_slashes) {
    SAME("{3||2|1}", "{3|{2|1}}");
    SAME("{3|2||1}", "{{3|2}|1}");
    SAME("{4|3||2|1}", "{{4|3}|{2|1}}");
    SAME("{1|||2||3|4}", "{1|{2|{3|4}}}");
    SAME("{1|2||3|||4}", "{{{1|2}|3}|4}");
    SAME("{1|2||3|4|||5}", "{{{1|2}|{3|4}}|5}");
    SAME("{1,2|3}", "{2|3}");
    SAME("{0,*|0}", "^*");
    SAME("{0,*,*2|0}", "{0,*,*2|0}");
    SAME("{1|}", "{1||}");
    SAME("{|1||2}", "{{|1}|2}");
    SAME("{|||}", "0");
    SAME("{1+*|-1}", "{1*|-1}");
    SAME("{1|0}", "{(1)|(0)}");
    SAME("{ 1 , 2 | 3 }", "{2|3}");
    SAME("{{1|0}|{0|-1}}", "{1|0||0|-1}");
    SAME("{-1|-2}", "{-(1)|-2}");
    SAME("{+-1|0}", "{{1|-1}|0}");
    SAME("{0|+-1}", "{0|{1|-1}}");
    SAME("{2Tiny(1)|}", "{{2||2|1}|}");
    SAME("{1*|-1*}", "+-(1*)");
}

TEST(parse_switches) {
    SAME("+-1", "{1|-1}");
    SAME("+-{3|2}", "{{3|2}|{-2|-3}}");
    SAME("+-{0,{2|0}}", "{0,{2|0}|0,{0|-2}}");
    SAME("+-{1,2}", "{1,2|-1,-2}");
    SAME("+-(1*)", "{1*|-1*}");
    SAME("+-1*", "{1*|-1*}");
    SAME("1+-1", "1+(+-1)");
    SAME("1+-1", "{2|0}");
    SAME("1 +- 1", "{2|0}");
    SAME("2+-{1,3}", "2+{1,3|-1,-3}");
    SAME("+-1+1", "(+-1)+1");
    SAME("+-1-1", "(+-1)-1");
    SAME("-+-1", "-(+-1)");
    SAME("+-+-1", "+-(+-1)");
    SAME("+-2^^", "{2^^|-2vv}");
    SAME("+-(1/2)", "{1/2|-1/2}");
    SAME("+-1/2", "{1/2|-1/2}");
}

TEST(parse_tiny_miny) {
    SAME("Tiny(2)", "{0||0|-2}");
    SAME("Miny(2)", "{2|0||0}");
    SAME("Tiny(1/2)", "{0||0|-1/2}");
    SAME("Tiny({3|2})", "{0||0|-{3|2}}");
    SAME("Miny(1+1)", "Miny(2)");
    SAME("2Tiny(2)", "2+Tiny(2)");
    SAME("2Tiny(2)", "{2||2|0}");
    SAME("3Miny(2)", "3+Miny(2)");
    SAME("-1Tiny(1/2)", "-1+Tiny(1/2)");
    SAME("1/2Miny(1)", "1/2+Miny(1)");
    SAME("-Tiny(3)", "Miny(3)");
}

TEST(parse_copies) {
    SAME("2*{1|0}", "{1|0}+{1|0}");
    SAME("2*{1|0}", "1");
    SAME("3*(^)", "^3");
    SAME("3 * (^)", "^3");
    SAME("3* {0|*}", "^3");
    SAME("2*(*)", "0");
    SAME("0*{1|0}", "0");
    SAME("1*{3|2}", "{3|2}");
    SAME("-2*(^)", "vv");
    SAME("-2*(^)", "-(2*(^))");
    SAME("2*{1|0}+1", "(2*{1|0})+1");
    SAME("1+2*(^)", "1^^");
    SAME("10*(1/2)", "5");
    SAME("2*(1*)", "2");
    SAME("+-2*(1)", "+-2");
    SAME("2*(2*(^))", "^4");
}

/* What researchers type in CGSuite (issue 22): copies without parentheses,
 * G*n after a closed atom, Unicode arrows and ±, dyadic decimals and
 * CGSuite's capitalised names.  Each is checked against the spelling cgt
 * already read, so the two readings must agree. */
TEST(parse_cgsuite_habits) {
    SAME("2*^", "2*(^)");
    SAME("2*^", "^^");
    SAME("2 * ^", "^^");
    SAME("3*v", "v3");
    SAME("2*^*", "^^"); /* 2 copies of ^* */
    SAME("2*^+1", "1^^");
    SAME("-2*^", "vv");
    SAME("(^)*3", "^3");
    SAME("{1|0}*2", "1");
    SAME("(^)*3*2", "^6");
    SAME("(^)*0", "0");
    SAME("3*domineering(\"..|..\")", "3*(+-1)");
    SAME("domineering(\"..\")*2", "2*domineering(\"..\")");
    SAME("2*3", "2+*3"); /* a nimber index is still a nimber */
    SAME("\u00b11", "+-1");
    SAME("1\u00b12", "1+-2");
    SAME("\u2191", "^");
    SAME("\u2193", "v");
    SAME("\u21d1", "^^");
    SAME("\u21d3", "vv");
    SAME("\u2191\u2191\u2191*", "^3*");
    SAME("\u21d1\u2191", "^3");
    SAME("1/2\u2191*", "1/2^*");
    SAME("{0|\u2191}", "{0|^}");
    SAME("1.5", "3/2");
    SAME("0.375", "3/8");
    SAME("-2.25", "-9/4");
    SAME("{1.5|0.5}", "{3/2|1/2}");
    SAME("0.0", "0");
    SAME("1.5*", "3/2*");
    SAME("Mean({3|1})", "mean({3|1})");
    SAME("Temperature({3|1})", "temperature({3|1})");
    SAME("LeftStop({3|1})", "left_stop({3|1})");
    SAME("AtomicWeight(^)", "atomic_weight(^)");
    SAME("CanonicalForm({0|0})", "canonical({0|0})");
    SAME("ReducedCanonicalForm(^*)", "rcf(^*)");
    SAME("OutcomeClass(*)", "outcome(*)");
    SAME("Domineering(\"...\")", "domineering(\"...\")");
    SAME("Tiny(1)", "{0||0|-1}");
}

TEST(parse_operators_and_precedence) {
    SAME("1+2-3", "0");
    SAME("1-2+3", "2");
    SAME("1-2-3", "-4");
    SAME("1-(2+3)", "-4");
    SAME("(1-2)-3", "1-2-3");
    SAME("-1+2", "1");
    SAME("-(1+2)", "-3");
    SAME("- 1+2", "1");
    SAME("2-1^", "1v");
    SAME("2 - 1^", "1v");
    SAME("2--1", "3");
    SAME("2- -1", "3");
    SAME("+1", "1");
    SAME("1++1", "2");
    SAME("((((1))))", "1");
    SAME("-(-(-(1)))", "-1");
    SAME("^-^", "0");
    SAME("*-*", "0");
    SAME("* - 1", "-1*");
    SAME("{1|0}-{1|0}", "0");
    SAME("(1+1 == 2)", "1 == 1");
    SAME("1+1 == 2", "2 == 2");
    SAME("1 == 2-1", "1 >= 1");
    SAME("-1 < 0", "0 < 1");
}

TEST(parse_comparisons) {
    EVAL("1 < 2", "true");
    EVAL("2 < 1", "false");
    EVAL("1 <= 1", "true");
    EVAL("1 >= 2", "false");
    EVAL("2 > 1", "true");
    EVAL("1 == 1", "true");
    EVAL("1 != 1", "false");
    EVAL("^ == {0|*}", "true");
    EVAL("^ > 0", "true");
    EVAL("^ < 0", "false");
    EVAL("* <> 0", "true");
    EVAL("* == 0", "false");
    EVAL("^* <> 0", "true");
    EVAL("{1|0} >= 1/2", "false");
    EVAL("{1|0} <> 1/2", "true");
    EVAL("^ <= *", "false");
    EVAL("v < ^", "true");
    EVAL("+-1 != 0", "true");
    EVAL("* |> 0", "true");  /* confused */
    EVAL("1 |> 0", "true");  /* greater */
    EVAL("0 |> 0", "false"); /* equal */
    EVAL("-1 |> 0", "false");
    EVAL("* <| 0", "true");
    EVAL("-1 <| 0", "true");
    EVAL("0 <| 0", "false");
    EVAL("1 <| 0", "false");
    EVAL("1|>0", "true");
    EVAL("1<|2", "true");
    EVAL("1<>2", "false");
    EVAL("1<=2", "true");
    EVAL("(1 < 2)", "true");
    EVAL("{0|*} > 0", "true");
}

TEST(parse_functions) {
    EVAL("outcome(1)", "L");
    EVAL("outcome(-1)", "R");
    EVAL("outcome(0)", "P");
    EVAL("outcome(*)", "N");
    EVAL("outcome(^)", "L");
    EVAL("outcome(v)", "R");
    EVAL("outcome(^*)", "N");
    EVAL("outcome(+-1)", "N");
    EVAL("outcome( {1|0} + {1|0} )", "L");
    EVAL("left_stop(+-1)", "1");
    EVAL("right_stop(+-1)", "-1");
    EVAL("left_stop(^*)", "0");
    EVAL("left_stop({3||2*|1*})", "3");
    EVAL("right_stop({3||2*|1*})", "2");
    EVAL("left_stop(3/4)", "3/4");
    EVAL("left_stop(2Tiny(1))", "2");
    EVAL("birthday(0)", "0");
    EVAL("birthday(^)", "2");
    EVAL("birthday(*2)", "2");
    EVAL("birthday(25/16)", "6");
    EVAL("birthday(-5)", "5");
    EVAL("birthday(+-1)", "2");
    EVAL("birthday(birthday(*7))", "7");
    EVAL("left_stop(+-1) + 1", "2");
    EVAL("{left_stop(+-2)|}", "3");
    SAME("Tiny(left_stop(+-2))", "Tiny(2)");

    const char *const *names = expr_function_names();
    const char *want[] = {"outcome", "left_stop", "right_stop", "birthday", "Tiny", "Miny"};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        int found = 0;
        for (size_t j = 0; names[j]; j++)
            if (strcmp(names[j], want[i]) == 0) found = 1;
        CHECK_MSG(found, "function %s missing from expr_function_names()", want[i]);
    }
}

TEST(eval_game_entry_point) {
    game_t g;
    CHECK_INT(expr_eval_game(&g, "{0|*}"), 0);
    CHECK(g == game_up());
    CHECK_INT(expr_eval_game(&g, "1 < 2"), CGT_EVALUE);
    CHECK_STR(cgt_error_message(), "column 1: the expression is a boolean, not a game");
    CHECK_INT(expr_eval_game(&g, "outcome(1)"), CGT_EVALUE);
    CHECK_INT(expr_eval_game(&g, "{"), CGT_EPARSE);

    expr_value v;
    CHECK_INT(expr_eval(&v, "outcome(^)"), 0);
    CHECK(v.kind == EXPR_OUTCOME && v.outcome == GAME_OUTCOME_L);
    CHECK_INT(expr_eval(&v, "^ > 0"), 0);
    CHECK(v.kind == EXPR_BOOL && v.boolean);
    char *s = expr_value_str(&v);
    CHECK_STR(s, "true");
    cgt_free(s);
}

/* G:H, G ** H and G / H bind tighter than sums; values from the definitions
 * (1:-1 = {0|1} = 1/2, Winning Ways' Hackenbush string BR; *2 ** *2 = *3,
 * ONAG's nim multiplication table). */
TEST(parse_products_and_ordinal_sums) {
    EVAL("1:-1", "1/2");
    EVAL("1:1", "2");
    EVAL("-1:1", "-1/2");
    EVAL("1:-1:-1", "1/4");
    EVAL("1 + 1:-1", "3/2");
    EVAL("1:-1 + 1", "3/2");
    EVAL("{1:1|0}", "{2|0}");
    EVAL("*:1", "^*");
    EVAL("*2 ** *2", "*3");
    EVAL("*2 ** *3", "*");
    EVAL("*3 / *2", "*2");
    EVAL("*2 ** *3 + *", "0");
    EVAL("3/4 ** -2", "-3/2");
    EVAL("2 ** 3 ** 1/2", "3");
    EVAL("2*3", "2*3");
}
