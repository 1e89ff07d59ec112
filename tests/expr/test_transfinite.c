/* test_transfinite.c - transfinite nimbers *α in expressions (fn_ordinal.c):
 * CGSuite's printing (TransfiniteNimber.toOutput: "*ω", "*(ω+1)", "*(2ω)",
 * "*ω^2"), ONAG ch. 6's ω^⊗3 = 2 through the operators, the nimber laws as
 * properties of random expressions (printed seed), and the errors. */
#include <stdio.h>
#include <string.h>

#include "cgt/game.h"
#include "expr_check.h"

TEST(transfinite_nimbers_print_as_cgsuite) {
    EVAL("*ω", "*ω");
    EVAL("*omega", "*ω");
    EVAL("*ω^2", "*ω^2");
    EVAL("*omega^3", "*ω^3");
    EVAL("*(ω+1)", "*(ω+1)");
    EVAL("*(omega*2)", "*(2ω)");
    EVAL("*(3ω^2 + ω + 7)", "*(3ω^2+ω+7)");
    EVAL("*(ω+0)", "*ω");
    EVAL("nimber(\"ω^2+3\")", "*(ω^2+3)");
    EVAL("nimber(5)", "*5");
    EVAL("nim_value(*(ω+5))", "ω+5");
    EVAL("nim_value(*6)", "6");
    game_table_free();
}

TEST(transfinite_nimber_arithmetic) {
    /* the nim sum is digit-wise: *ω + *3 = *(ω+3), *(ω+1) + *ω = * */
    EVAL("*ω + *3", "*(ω+3)");
    EVAL("*(ω+1) + *ω", "*");
    EVAL("*ω + *ω", "0");
    EVAL("*ω - *(2ω)", "*(3ω)");
    EVAL("-*ω", "*ω");
    EVAL("*(5ω^2+3) + *(6ω^2+ω)", "*(3ω^2+ω+3)");
    /* ONAG ch. 6: ω ⊗ ω = ω^2 and ω^⊗3 = 2 */
    EVAL("*ω ** *ω", "*ω^2");
    EVAL("*ω ** *ω ** *ω", "*2");
    EVAL("nim_product(*ω, *ω^2)", "*2");
    EVAL("conway_product(*ω, *2)", "*(2ω)");
    /* Lenstra: (ω^3)^⊗3 = ω */
    EVAL("*ω^3 ** *ω^3 ** *ω^3", "*ω");
    /* division: (ω+1)^-1 ⊗ (ω+1) = 1 */
    EVAL("(* / *(ω+1)) ** *(ω+1)", "*");
    EVAL("nim_quotient(*ω^2, *ω)", "*ω");
    /* comparisons: two nimbers are equal or confused */
    EVAL("*ω == *ω", "true");
    EVAL("*ω == *(ω+1)", "false");
    EVAL("*ω <> *3", "true");
    EVAL("*ω >= *ω", "true");
    EVAL("*ω > *2", "false");
    EVAL("*ω ** *ω ** *ω == *2", "true");
    EVAL("outcome(*ω)", "N");
    game_table_free();
}

static void rand_nimber(char *out, size_t size, cgt_rng *r) {
    size_t k = (size_t)snprintf(out, size, "*(");
    int terms = 1 + (int)cgt_rng_below(r, 3);
    for (int i = 0; i < terms; i++)
        k += (size_t)snprintf(out + k, size - k, "%s%lluω^%llu", i ? "+" : "",
                              (unsigned long long)(1 + cgt_rng_below(r, 9)),
                              (unsigned long long)cgt_rng_below(r, 9));
    snprintf(out + k, size - k, ")");
}

TEST(nimber_laws_on_random_expressions) {
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long n = test_iterations(60);
    char a[96], b[96], c[96], x[512], y[512];
    for (long i = 0; i < n; i++) {
        rand_nimber(a, sizeof a, &r);
        rand_nimber(b, sizeof b, &r);
        rand_nimber(c, sizeof c, &r);
        snprintf(x, sizeof x, "(%s + %s) + %s", a, b, c);
        snprintf(y, sizeof y, "%s + (%s + %s)", a, b, c);
        SAME(x, y);
        snprintf(x, sizeof x, "%s ** (%s + %s)", a, b, c);
        snprintf(y, sizeof y, "%s ** %s + %s ** %s", a, b, a, c);
        SAME(x, y);
        snprintf(x, sizeof x, "(%s ** %s) ** %s", a, b, c);
        snprintf(y, sizeof y, "%s ** (%s ** %s)", a, b, c);
        SAME(x, y);
        snprintf(x, sizeof x, "(%s / %s) ** %s == %s", a, b, b, a);
        EVAL(x, "true");
        snprintf(x, sizeof x, "%s + %s == 0", a, a);
        EVAL(x, "true");
    }
    game_table_free();
}

TEST(transfinite_nimber_errors) {
    ERR("*ω + 1", CGT_EVALUE,
        "column 4: '+': a transfinite nimber combines only with nimbers, not with this game");
    ERR("*ω ** ^", CGT_EVALUE,
        "column 4: '**': a transfinite nimber combines only with nimbers, not with this game");
    ERR("{*ω|}", CGT_EVALUE, "column 2: an option must be a game, not a transfinite nimber");
    ERR("*ω:1", CGT_EVALUE,
        "column 3: ':' needs a game, got a transfinite nimber (which adds, multiplies and "
        "compares with nimbers only)");
    ERR("*(ω+)", CGT_EPARSE, "column 5: in the transfinite nimber: expected an ordinal");
    ERR("*(ω x)", CGT_EPARSE,
        "column 5: in the transfinite nimber: expected '+' or the end of the ordinal");
    ERR("*(ω", CGT_EPARSE, "column 2: '(' is never closed");
    ERR("*ω / 0", CGT_EVALUE, "column 4: '/': nim division by 0");
    ERR("*(ω^81) / *(ω^81+1)", CGT_ERANGE,
        "column 9: '/': nim inverse of an ordinal of ω^81 or more is not supported");
    ERR("nimber(-1)", CGT_EVALUE,
        "column 8: nimber needs a non-negative integer or an ordinal in quotes");
    /* *(1) keeps its old meaning: the copies operator without an integer */
    ERR("*(1)", CGT_EPARSE, "column 1: '*' must follow an integer here (n*G is n copies of G)");
    game_table_free();
}
