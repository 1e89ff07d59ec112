/* test_print.c - printing canonical forms exactly as CGSuite does. */
#include "test.h"

#include "cgt/expr.h"

/* Evaluates text and checks the printed value. */
static void check_eval(const char *file, int line, const char *text, const char *want) {
    expr_value v;
    int rc = expr_eval(&v, text);
    if (rc < 0) {
        test_fail(file, line, "%s: error %d: %s", text, rc, cgt_error_message());
        return;
    }
    char *s = expr_value_str(&v);
    if (strcmp(s, want) != 0) test_fail(file, line, "%s: got \"%s\", want \"%s\"", text, s, want);
    cgt_free(s);
}
#define EVAL(text, want) check_eval(__FILE__, __LINE__, text, want)

TEST(print_basic_examples) {
    EVAL("{0|*}", "^");
    EVAL("{0,*|0}", "^*");
    EVAL("^+^", "^^");
    EVAL("*2+*3", "*");
    EVAL("{0,*|0,*}", "*2");
    EVAL("{*|*}", "0");
    EVAL("{1|1}", "1*");
    EVAL("{1|0}+{1|0}", "1");
    EVAL("{1|-1}", "+-1");
    EVAL("{3||2+*|1+*}", "{3||2*|1*}");
    EVAL("9/8+*", "9/8*");
    EVAL("{0||0|vvv}", "{0||0|v3}");
    EVAL("1/2+1/4", "3/4");
    EVAL("{1|^^||^}", "{1|^^||^}");
    EVAL("{0,*|0,{0,*|0,v*}}", "{0,*|0,{0,*|0,v*}}");
    EVAL("Tiny(2)", "Tiny(2)");
    EVAL("{2||2|0}", "2Tiny(2)");
    EVAL("+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
    EVAL("outcome(^*)", "N");
    EVAL("left_stop({3||2*|1*})", "3");
    EVAL("right_stop({3||2*|1*})", "2");
    EVAL("birthday(25/16)", "6");
    EVAL("^ > 0", "true");
    EVAL("* <> 0", "true");
    EVAL("{|}", "0");
    EVAL("{1|}", "2");
    EVAL("{0|}", "1");
    EVAL("{-1|1}", "0");
    EVAL("{0|1}", "1/2");
}
