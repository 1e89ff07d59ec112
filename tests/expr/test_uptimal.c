/* test_uptimal.c - ^<n> (up-nth) and ^[n] (^ + ^<2> + ... + ^<n>) in and out. */
#include "expr_check.h"

TEST(uptimal_printing) {
    /* ^<2> = {0|v*}, ^[2] = {^|*}: built from options, printed in CGSuite form. */
    EVAL("{0|v*}", "^<2>");
    EVAL("{^|*}", "^[2]");
    EVAL("-{0|v*}", "v<2>");
    EVAL("-{^|*}", "v[2]");
    EVAL("1+{0|v*}", "1^<2>");
    EVAL("{0|v*}+*", "^<2>*");
    EVAL("-1/2+{^|*}+*", "-1/2^[2]*");
}

TEST(uptimal_definitions) {
    /* ^<n> = {0 | * - ^[n-1]} and ^[n] = {^[n-1] | *}. */
    SAME("^<3>", "{0|*-^[2]}");
    SAME("^[3]", "{^[2]|*}");
    SAME("^<1>", "^");
    SAME("^[1]", "^");
    /* ^[n] is the sum of the unit powers. */
    SAME("^[4]", "^+^<2>+^<3>+^<4>");
    SAME("v<3>", "-^<3>");
    SAME("v[3]", "-^[3]");
    /* ^<n> is positive and infinitesimal, smaller than every ^<m>, m < n. */
    EVAL("^<3> > 0", "true");
    EVAL("^<3> < ^<2>", "true");
    EVAL("^<2> < ^", "true");
    EVAL("is_infinitesimal(^<5>)", "true");
}

TEST(uptimal_round_trip) {
    const char *forms[] = {"^<2>", "v<2>", "^[3]", "v[3]", "^<7>*", "3/4v[5]*", "-2^<4>"};
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) EVAL(forms[i], forms[i]);
    ERR("^<0>", CGT_EVALUE, "column 1: ^<0>: the exponent must be 1 to 256");
    ERR("^[257]", CGT_EVALUE, "column 1: ^[257]: the exponent must be 1 to 256");
}
