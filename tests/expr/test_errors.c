/* test_errors.c - every error message with its column, deep nesting and limits. */
#include <stdlib.h>
#include <string.h>

#include "expr_check.h"

TEST(error_empty_and_unbalanced) {
    ERR("", CGT_EPARSE, "column 1: empty expression");
    ERR("   ", CGT_EPARSE, "column 4: empty expression");
    ERR("{", CGT_EPARSE, "column 1: '{' is never closed");
    ERR("{1|0", CGT_EPARSE, "column 1: '{' is never closed");
    ERR("{1|{0|}", CGT_EPARSE, "column 1: '{' is never closed");
    ERR("{1|0} + {", CGT_EPARSE, "column 9: '{' is never closed");
    ERR("(1", CGT_EPARSE, "column 1: '(' is never closed");
    ERR("(", CGT_EPARSE, "column 1: '(' is never closed");
    ERR("((1)", CGT_EPARSE, "column 1: '(' is never closed");
    ERR("outcome(1", CGT_EPARSE, "column 8: '(' is never closed");
    ERR("outcome(", CGT_EPARSE, "column 8: '(' is never closed");
    ERR("1)", CGT_EPARSE, "column 2: unmatched ')'");
    ERR("1}", CGT_EPARSE, "column 2: unmatched '}'");
    ERR("(1))", CGT_EPARSE, "column 4: unmatched ')'");
    ERR("{1|0)", CGT_EPARSE, "column 5: expected ',', '|' or '}', found ')'");
    ERR("(1}", CGT_EPARSE, "column 3: expected ')', found '}'");
    ERR(")", CGT_EPARSE, "column 1: unexpected ')'");
    ERR("}", CGT_EPARSE, "column 1: unexpected '}'");
}

TEST(error_names) {
    ERR("foo", CGT_EPARSE, "column 1: unknown name 'foo'");
    ERR("foo(1)", CGT_EPARSE, "column 1: unknown function 'foo'");
    ERR("1 + foo(1)", CGT_EPARSE, "column 5: unknown function 'foo'");
    ERR("x", CGT_EPARSE, "column 1: unknown name 'x'");
    ERR("vv3", CGT_EPARSE, "column 1: unknown name 'vv3'");
    ERR("tiny(1)", CGT_EPARSE, "column 1: unknown function 'tiny'");
    ERR("outcome", CGT_EPARSE, "column 1: 'outcome' is a function: write outcome(...)");
    ERR("Tiny", CGT_EPARSE, "column 1: 'Tiny' is a function: write Tiny(...)");
    ERR("2Foo(1)", CGT_EPARSE, "column 2: unexpected 'Foo'");
    ERR("2 Tiny(1)", CGT_EPARSE, "column 3: unexpected 'Tiny'");
}

TEST(error_numbers) {
    ERR("1/3", CGT_EVALUE,
        "column 1: 1/3 is not a dyadic rational (denominator 3 is not a power of two)");
    ERR("2+1/3", CGT_EVALUE,
        "column 3: 1/3 is not a dyadic rational (denominator 3 is not a power of two)");
    ERR("-1/6", CGT_EVALUE,
        "column 2: 1/6 is not a dyadic rational (denominator 6 is not a power of two)");
    ERR("{1/3|}", CGT_EVALUE,
        "column 2: 1/3 is not a dyadic rational (denominator 3 is not a power of two)");
    ERR("1/03", CGT_EVALUE,
        "column 1: 1/03 is not a dyadic rational (denominator 3 is not a power of two)");
    ERR("1/0", CGT_EVALUE, "column 1: 1/0 has a zero denominator");
    ERR("1/00", CGT_EVALUE, "column 1: 1/00 has a zero denominator");
    ERR("12345678901234567890123456789012345678901234567890/3", CGT_EVALUE,
        "column 1: 1234567890123456789012345678901234567890... is not a dyadic rational "
        "(denominator 3 is not a power of two)");
    ERR("1/", CGT_EPARSE, "column 2: expected a denominator after '/'");
    ERR("1/x", CGT_EPARSE, "column 2: expected a denominator after '/'");
    /* decimals must be dyadic (issue 22: 1.5 and 0.375 read, 0.3 does not) */
    ERR("0.3", CGT_EVALUE,
        "column 1: 0.3 is not a dyadic rational (a decimal must be a multiple of a power of "
        "1/2, like 0.375 = 3/8)");
    ERR("{1|0.1}", CGT_EVALUE,
        "column 4: 0.1 is not a dyadic rational (a decimal must be a multiple of a power of "
        "1/2, like 0.375 = 3/8)");
    ERR("1.", CGT_EPARSE, "column 2: unexpected '.'");
    ERR(".5", CGT_EPARSE, "column 1: unexpected '.'");
    ERR("1.5.5", CGT_EPARSE, "column 4: unexpected '.'");
    ERR("1/2*^", CGT_EPARSE, "column 5: unexpected '^'");
    ERR("(^)*", CGT_EPARSE, "column 4: unexpected '*'");
    ERR("MeanOf(1)", CGT_EPARSE, "column 1: unknown function 'MeanOf'");
    ERR("Tiny_(1)", CGT_EPARSE, "column 1: unknown function 'Tiny_'");
    /* a '/' outside a literal is nim division (*a / *b) */
    ERR("(1)/2", CGT_EVALUE, "column 4: '/': nim division needs two nimbers");
    ERR("^1/2", CGT_EVALUE, "column 3: '/': nim division needs two nimbers");
    ERR("*-1", CGT_EVALUE,
        "column 1: *-1 is not a nimber (the index must be a non-negative integer)");
    ERR("{*-1|}", CGT_EVALUE,
        "column 2: *-1 is not a nimber (the index must be a non-negative integer)");
    ERR("1*-2", CGT_EVALUE,
        "column 2: *-2 is not a nimber (the index must be a non-negative integer)");
    ERR("*1/2", CGT_EVALUE,
        "column 1: *1/2 is not a nimber (the index must be a non-negative integer)");
    ERR("*18446744073709551616", CGT_EVALUE,
        "column 1: *18446744073709551616: nimber index too large");
    ERR("^9223372036854775808", CGT_EVALUE, "column 1: ^9223372036854775808: too many ups");
    ERR("v99999999999999999999", CGT_EVALUE, "column 1: v99999999999999999999: too many downs");
}

TEST(error_syntax) {
    ERR("1 2", CGT_EPARSE, "column 3: unexpected '2'");
    ERR("^ ^", CGT_EPARSE, "column 3: unexpected '^'");
    ERR("**", CGT_EPARSE, "column 1: unexpected '**'");
    ERR("1:", CGT_EPARSE, "column 3: unexpected end of input");
    ERR(":1", CGT_EPARSE, "column 1: unexpected ':'");
    ERR("^ ** 2", CGT_EVALUE,
        "column 3: '**': the product needs two numbers (or two nimbers for the nim product)");
    ERR("1 ** (1>0)", CGT_EVALUE, "column 3: '**' needs a game, got a boolean");
    ERR("1+", CGT_EPARSE, "column 3: unexpected end of input");
    ERR("-", CGT_EPARSE, "column 2: unexpected end of input");
    ERR("+-", CGT_EPARSE, "column 3: unexpected end of input");
    ERR("1 <", CGT_EPARSE, "column 4: unexpected end of input");
    ERR("1=1", CGT_EPARSE, "column 2: unexpected '=' (comparison is '==')");
    ERR("1 ! 2", CGT_EPARSE, "column 3: unexpected '!'");
    ERR("1 # 2", CGT_EPARSE, "column 3: unexpected '#'");
    ERR("1;", CGT_EPARSE, "column 2: unexpected ';'");
    ERR("\xc3\xa9", CGT_EPARSE, "column 1: unexpected '\xc3\xa9'");
    ERR("\xc3\xa9 + \xc3\xa9", CGT_EPARSE, "column 1: unexpected '\xc3\xa9'");
    ERR("1 + \xc3\xa9", CGT_EPARSE, "column 5: unexpected '\xc3\xa9'");
    ERR("\xc3\xa9\xc3\xa9 + foo", CGT_EPARSE, "column 1: unexpected '\xc3\xa9'");
    ERR("\x01", CGT_EPARSE, "column 1: unexpected character 0x01");
    ERR("\xff", CGT_EPARSE, "column 1: unexpected byte 0xff");
    ERR("|", CGT_EPARSE, "column 1: unexpected '|'");
    ERR("1|", CGT_EPARSE, "column 2: unexpected '|' outside braces");
    ERR("1<2|0", CGT_EPARSE, "column 4: unexpected '|' outside braces");
    ERR(",", CGT_EPARSE, "column 1: unexpected ','");
    ERR("1,2", CGT_EPARSE, "column 2: unexpected ',' outside braces");
    ERR("1 < 2 < 3", CGT_EPARSE, "column 7: comparisons cannot be chained (use parentheses)");
    ERR("1 == 1 != 0", CGT_EPARSE, "column 8: comparisons cannot be chained (use parentheses)");
    ERR("1 <|| 2", CGT_EPARSE, "column 5: unexpected '|'");
}

TEST(error_braces) {
    ERR("{1,|0}", CGT_EPARSE, "column 4: expected an option, found '|'");
    ERR("{,}", CGT_EPARSE, "column 2: expected an option, found ','");
    ERR("{1|,}", CGT_EPARSE, "column 4: expected an option, found ','");
    ERR("{1,}", CGT_EPARSE, "column 4: expected an option, found '}'");
    ERR("{1 2|}", CGT_EPARSE, "column 4: expected ',', '|' or '}', found '2'");
    ERR("{1|2|3}", CGT_EPARSE,
        "column 5: ambiguous: two runs of 1 '|' at the same level (use braces or more '|')");
    ERR("{1||2||3}", CGT_EPARSE,
        "column 6: ambiguous: two runs of 2 '|' at the same level (use braces or more '|')");
    ERR("{1|2||3|4|5}", CGT_EPARSE,
        "column 10: ambiguous: two runs of 1 '|' at the same level (use braces or more '|')");
    ERR("{1,2}", CGT_EPARSE,
        "column 1: a game needs '|' between its Left and Right options "
        "(braces without '|' only follow '+-')");
    ERR("{}", CGT_EPARSE,
        "column 1: a game needs '|' between its Left and Right options "
        "(braces without '|' only follow '+-')");
    ERR("-{1,2}", CGT_EPARSE,
        "column 2: a game needs '|' between its Left and Right options "
        "(braces without '|' only follow '+-')");
    ERR("2*{1,2}", CGT_EPARSE,
        "column 3: a game needs '|' between its Left and Right options "
        "(braces without '|' only follow '+-')");
    ERR("{1<2|}", CGT_EVALUE, "column 2: an option must be a game, not a boolean");
    ERR("{|outcome(1)}", CGT_EVALUE, "column 3: an option must be a game, not an outcome");
}

TEST(error_values_and_calls) {
    ERR("(1<2)+1", CGT_EVALUE, "column 6: '+' needs a game, got a boolean");
    ERR("1-(1<2)", CGT_EVALUE, "column 2: '-' needs a game, got a boolean");
    ERR("1+-(1<2)", CGT_EVALUE, "column 2: '+-' needs a game, got a boolean");
    ERR("-(1<2)", CGT_EVALUE, "column 1: '-' needs a game, got a boolean");
    ERR("(1<2) == (1<2)", CGT_EVALUE, "column 7: '==' needs a game, got a boolean");
    ERR("1 <= outcome(1)", CGT_EVALUE, "column 3: '<=' needs a game, got an outcome");
    ERR("2*((1<2))", CGT_EVALUE, "column 2: '*' needs a game, got a boolean");
    ERR("outcome(1,2)", CGT_EVALUE, "column 1: outcome takes 1 argument, got 2");
    ERR("outcome()", CGT_EVALUE, "column 1: outcome takes 1 argument, got 0");
    ERR("Tiny(1,2)", CGT_EVALUE, "column 1: Tiny takes 1 argument, got 2");
    ERR("left_stop(1<2)", CGT_EVALUE, "column 11: left_stop needs a game, got a boolean");
    ERR("outcome(outcome(1))", CGT_EVALUE, "column 9: outcome needs a game, got an outcome");
    ERR("birthday( 1 < 2 )", CGT_EVALUE, "column 11: birthday needs a game, got a boolean");
    ERR("outcome(1 2)", CGT_EPARSE, "column 11: expected ',' or ')', found '2'");
    ERR("(1)*(2)", CGT_EPARSE, "column 4: '*' must follow an integer here (n*G is n copies of G)");
    ERR("*(1)", CGT_EPARSE, "column 1: '*' must follow an integer here (n*G is n copies of G)");
    ERR("1/2*{1|0}", CGT_EPARSE,
        "column 4: '*' must follow an integer here (n*G is n copies of G)");
    ERR("^*(1)", CGT_EPARSE, "column 2: '*' must follow an integer here (n*G is n copies of G)");
    ERR("99999999999999999999*{1|0}", CGT_EVALUE, "column 21: too many copies in n*G");
}

TEST(error_columns_count_characters) {
    /* columns count UTF-8 characters, not bytes; tabs and newlines count one */
    ERR("\xc3\xa9", CGT_EPARSE, "column 1: unexpected '\xc3\xa9'");
    ERR("{\t1/3|}", CGT_EVALUE,
        "column 3: 1/3 is not a dyadic rational (denominator 3 is not a power of two)");
    ERR("1 +\n 1/3", CGT_EVALUE,
        "column 6: 1/3 is not a dyadic rational (denominator 3 is not a power of two)");
}

/* A string of n copies of s, then mid, then n copies of t. */
static char *nest(const char *s, const char *mid, const char *t, size_t n) {
    size_t ls = strlen(s), lm = strlen(mid), lt = strlen(t);
    char *r = malloc(n * (ls + lt) + lm + 1), *q = r;
    for (size_t i = 0; i < n; i++, q += ls) memcpy(q, s, ls);
    memcpy(q, mid, lm);
    q += lm;
    for (size_t i = 0; i < n; i++, q += lt) memcpy(q, t, lt);
    *q = '\0';
    return r;
}

TEST(error_deep_nesting) {
    /* 10 MB of '{' is an error, never a crash */
    size_t big = (size_t)10 << 20;
    char *s = nest("{", "", "", big);
    ERR(s, CGT_EPARSE, "column 10001: nesting deeper than 10000");
    memset(s, '(', big);
    ERR(s, CGT_EPARSE, "column 10001: nesting deeper than 10000");
    memset(s, '-', big);
    ERR(s, CGT_EPARSE, "column 10001: nesting deeper than 10000");
    memset(s, '|', big);
    ERR(s, CGT_EPARSE, "column 1: unexpected '||||||||||||||||||||||||...'");
    free(s);

    s = nest("Tiny(", "1", ")", 20000);
    ERR(s, CGT_EPARSE, "column 50005: nesting deeper than 10000");
    free(s);
    s = nest("2*(", "1", ")", 10001);
    ERR(s, CGT_EPARSE, "column 30003: nesting deeper than 10000");
    free(s);
    s = nest("{0,", "0", "|}", 10001);
    ERR(s, CGT_EPARSE, "column 30001: nesting deeper than 10000");
    free(s);
}

TEST(deep_nesting_within_the_limit) {
    char *s = nest("(", "1", ")", 10000);
    EVAL(s, "1");
    free(s);
    s = nest("{", "0", "|}", 10000);
    EVAL(s, "10000");
    free(s);
    s = nest("2*(", "1", ")", 60);
    EVAL(s, "1152921504606846976");
    free(s);
    s = nest("-", "1", "", 10000);
    EVAL(s, "1");
    free(s);
    s = nest("- ", "1", "", 9999);
    EVAL(s, "-1");
    free(s);
    s = nest("{0|", "0", "}", 3000);
    EVAL(s, "^2999");
    free(s);
    s = nest("{|", "0", "}", 3000);
    EVAL(s, "-3000");
    free(s);
}

TEST(error_limits) {
    /* a budget too small for the expression: CGT_ELIMIT, not a wrong answer */
    cgt_limits_set(3, 0);
    expr_value v;
    int rc = expr_eval(&v, "{{5|4}|{3|2}}+{{7|6}|{1|0}}+Tiny(7)+Miny(9)");
    CHECK_INT(rc, CGT_ELIMIT);
    CHECK_STR(cgt_error_message(), "limit reached: more than 3 nodes (raise --max-nodes)");
    cgt_limits_set(0, 0);
    SAME("{{5|4}|{3|2}}+{{7|6}|{1|0}}", "{{7|6}|{1|0}}+{{5|4}|{3|2}}");
}

TEST(error_limits_while_printing) {
    /* Fuzz finding (fuzz_formula, 2026-11-26): the value of *:14*14 is a DAG of
     * a few hundred games computed well within 2000 nodes, but its text is
     * 267 MB; printing must stop at the limits too, end in "..." and report. */
    cgt_limits_set(2000, 0);
    expr_value v;
    CHECK_INT(expr_eval(&v, "*:14*14"), 0);
    CHECK(!cgt_aborted());
    char *s = expr_game_str(v.game);
    size_t n = strlen(s);
    CHECK(cgt_aborted());
    CHECK(n < 100000);
    CHECK(n >= 3 && strcmp(s + n - 3, "...") == 0);
    CHECK_INT(cgt_limit_check(), CGT_ELIMIT);
    cgt_free(s);
    /* without limits the same kind of value prints whole and reads back */
    cgt_limits_set(0, 0);
    CHECK_INT(expr_eval(&v, "*:6*6"), 0);
    s = expr_game_str(v.game);
    CHECK(!cgt_aborted() && !strstr(s, "..."));
    expr_value w;
    CHECK_INT(expr_eval(&w, s), 0);
    CHECK(w.kind == EXPR_GAME && w.game == v.game);
    cgt_free(s);
    /* a caller printing what it had after a limit stopped the work: the
     * printer's own cap bounds the text */
    cgt_limits_set(0, 0);
    CHECK_INT(expr_eval(&v, "*:14*14"), 0);
    cgt_limit_abort("test");
    s = expr_game_str(v.game);
    CHECK(strlen(s) < ((size_t)64 << 20));
    cgt_free(s);
    cgt_limits_set(0, 0);
}

TEST(error_heap_game_codes) {
    /* a malformed code names its column in the whole expression (the
     * take-and-break parser's column after the opening quote, and after an
     * "octal:" prefix) */
    ERR("misere_nim(\"0.3G!!\", 3)", CGT_EPARSE,
        "column 18: misere_nim: '!' is not a take-and-break digit (0-9, A-V, *, {..}, &N;)");
    ERR("genus(\"octal:0.3G!!\", 3)", CGT_EPARSE,
        "column 19: genus: '!' is not a take-and-break digit (0-9, A-V, *, {..}, &N;)");
    ERR("misere_nim(3, 3)", CGT_EVALUE,
        "column 12: misere_nim needs a heap game such as \"kayles\", \".77\" or \"0.3F\"");
    EVAL("misere_nim(\"0.3F\", 8)", "4"); /* CGSuite's GameHeapTest (tests/misere) */
}
