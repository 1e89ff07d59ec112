/* test_rcf_views.c - the expression names of the reduced canonical form:
 * reduced(G) and reduced_canonical_form(G) (CGSuite's ReducedCanonicalForm)
 * are rcf(G).  Truth: seed 001 (Calistrate)'s worked example
 * rcf({{2|0},1||0}) = {1|0}, and on random sums the two constructions. */
#include <stdio.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/rcf.h"
#include "test.h"

static char *eval_str(const char *s) {
    expr_value v;
    CHECK_MSG(expr_eval(&v, s) == 0, "%s: %s", s, cgt_error_message());
    return expr_value_str(&v);
}

TEST(reduced_is_the_rcf) {
    const char *cases[][2] = {
        {"reduced({{2|0},1||0})", "{1|0}"}, {"reduced_canonical_form({{2|0},1||0})", "{1|0}"},
        {"reduced({1|*})", "{1|0}"},        {"reduced(^*)", "0"},
        {"reduced(3/4*)", "3/4"},           {"reduced({2|1,{1|0}})", "{2||1|0}"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *s = eval_str(cases[i][0]);
        CHECK_STR(s, cases[i][1]);
        cgt_free(s);
    }
    /* the same game as rcf and rcf_gs on a few sums */
    const char *games[] = {"{3||2*|1*}", "{1|^^||^}+{2|0}", "+-1+^*", "Tiny(2)+{1/2|*}"};
    for (size_t i = 0; i < sizeof games / sizeof *games; i++) {
        char a[128], b[128];
        snprintf(a, sizeof a, "reduced(%s) == rcf_gs(%s)", games[i], games[i]);
        snprintf(b, sizeof b, "reduced(%s) == rcf(%s)", games[i], games[i]);
        char *x = eval_str(a), *y = eval_str(b);
        CHECK_STR(x, "true");
        CHECK_STR(y, "true");
        cgt_free(x);
        cgt_free(y);
    }
    game_table_free();
}
