/* test_forms.c - scoring forms: hash-consing, thesis notation in and out,
 * exact scores, negation, parse errors with columns. */
#include <gmp.h>
#include <string.h>

#include "scoring_check.h"

TEST(parse_print_round_trip) {
    const char *cases[][2] = {
        {"{.|0|.}", "0"},
        {"0", "0"},
        {"{1|0|.}", "{1|0|.}"},
        {"{{.|1|1}|0|.}", "{{.|1|1}|0|.}"},
        {"{ 1 , 2 | 0 | . }", "{1,2|0|.}"},
        {"{2,1|0|.}", "{1,2|0|.}"},
        {"{1,1|0|.}", "{1|0|.}"},
        {"{3/2|1/2|1}", "{3/2|1/2|1}"},
        {"{1.5|0.5|1}", "{3/2|1/2|1}"},
        {"-0.5", "-1/2"},
        {"6/4", "3/2"},
        {"{.|-3|-4}", "{.|-3|-4}"},
        {"123456789012345678901234567890", "123456789012345678901234567890"},
        {"{.|1/3|.}", "1/3"},
        {"{{.|0|0}|-1|.}", "{{.|0|0}|-1|.}"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        scoring_t g = sc_parse(cases[i][0]);
        CHECK_STR(sc_str(g), cases[i][1]);
        /* the printed form reads back as the same id */
        CHECK(sc_parse(sc_str(g)) == g);
    }
}

TEST(hash_consing) {
    CHECK(sc_parse("{1|0|.}") == sc_parse("{{.|1|.}|0|.}"));
    CHECK(sc_parse("{1,2|0|3}") == sc_parse("{2,1,2|0|3}"));
    CHECK(sc_parse("{1|0|.}") != sc_parse("{.|0|1}"));
    CHECK(sc_parse("1/2") == sc_parse("0.5"));
    CHECK(sc_parse("-0.5") == sc_parse("-1/2"));
    CHECK(scoring_integer(7) == sc_parse("7"));
    size_t before = scoring_table_size();
    sc_parse("{1|0|.}");
    CHECK_INT(scoring_table_size(), before);
}

TEST(accessors) {
    scoring_t g = sc_parse("{1,{2|1|.}|1/2|-3}");
    CHECK_INT(scoring_left_count(g), 2);
    CHECK_INT(scoring_right_count(g), 1);
    CHECK(scoring_right(g, 0) == scoring_integer(-3));
    mpq_t q;
    mpq_init(q);
    scoring_get_score(q, g);
    CHECK(mpq_cmp_si(q, 1, 2) == 0);
    mpq_clear(q);
    CHECK(!scoring_is_atomic(g));
    CHECK(scoring_is_atomic(scoring_integer(3)));
    CHECK_INT(scoring_birthday(g), 2);
    CHECK_INT(scoring_birthday(scoring_integer(3)), 0);
    CHECK_INT(scoring_subpositions(g), 5); /* g, 1, {2|1|.}, 2, -3 (1 shared) */
    CHECK_INT(scoring_tree_size(g), 5);    /* no follower is shared: as many as subpositions */
    scoring_t h = sc_parse("{1|0|1}");     /* the game 1 is both options: counted twice */
    CHECK_INT(scoring_tree_size(h), 3);
    CHECK_INT(scoring_subpositions(h), 2);
    CHECK_INT(scoring_birthday(h), 1);
}

TEST(negation) {
    /* Definition 2.3.1: -G = {-G^R | -G^S | -G^L} */
    CHECK_STR(sc_str(scoring_neg(sc_parse("{1|0|.}"))), "{.|0|-1}");
    CHECK_STR(sc_str(scoring_neg(sc_parse("{3|2|-4}"))), "{4|-2|-3}");
    CHECK_STR(sc_str(scoring_neg(sc_parse("{{.|1|1}|0|.}"))), "{.|0|{-1|-1|.}}");
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    for (long i = 0; i < test_iterations(300); i++) {
        scoring_t g = sc_random(&r, 3, 2, 3);
        CHECK(scoring_neg(scoring_neg(g)) == g);
        /* final scores swap and change sign */
        CHECK(sc_final_left(scoring_neg(g)) == -sc_final_right(g));
    }
}

TEST(exact_scores) {
    /* scores are kept exact: 1/3 + 1/3 + 1/3 = 1 */
    CHECK_STR(sc_eval("1/3 + 1/3 + 1/3"), "1");
    CHECK_STR(sc_eval("{1/3|1/10|.} + 0.2"), "{8/15|3/10|.}");
    CHECK_STR(sc_eval("99999999999999999999/2 + 1/2"), "50000000000000000000");
    CHECK_STR(sc_eval("9223372036854775807 + 1"), "9223372036854775808");
    CHECK_STR(sc_eval("-9223372036854775807 - 2"), "-9223372036854775809");
}

static void check_error(const char *text, const char *want) {
    scoring_t g;
    int rc = scoring_parse(&g, text);
    CHECK_MSG(rc == CGT_EPARSE || rc == CGT_EVALUE, "'%s' parsed", text);
    CHECK_MSG(strstr(cgt_error_message(), want) != NULL, "'%s': got \"%s\", want \"%s\"", text,
              cgt_error_message(), want);
}

TEST(parse_errors_with_column) {
    check_error("{1|2}", "column 5: a scoring form has three parts {L|S|R}");
    check_error("{1||2}", "column 4: missing score");
    check_error("{1|0|.", "column 7: missing '}' for the '{' at column 1");
    check_error("{1|0|.}}", "column 8: unbalanced '}'");
    check_error("{|0|.}", "column 2: empty left side: write '.'");
    check_error("{.|0|}", "column 6: empty right side: write '.'");
    check_error("{.|x|.}", "column 4: expected a score");
    check_error("{.|1/0|.}", "column 6: zero denominator");
    check_error("{.|1.|.}", "column 6: expected digits after '.'");
    check_error("{1|0|.|2}", "column 7: too many '|'");
    check_error("", "column 1: expected a score, found end of input");
    check_error("{{.|1|1}|0", "column 11");
    check_error("{1 2|0|.}", "column 4: expected ',' or '|'");
}

TEST(deep_nesting_is_an_error_not_a_crash) {
    size_t n = 5000;
    char *s = cgt_malloc(n * 6 + 8);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) memcpy(s + k, "{.|0|", 5), k += 5;
    s[k++] = '0';
    for (size_t i = 0; i < n; i++) s[k++] = '}';
    s[k] = 0;
    scoring_t g;
    CHECK(scoring_parse(&g, s) == CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "nesting deeper") != NULL);
    cgt_free(s);
    /* 1000 levels are fine */
    n = 1000;
    s = cgt_malloc(n * 6 + 8);
    k = 0;
    for (size_t i = 0; i < n; i++) memcpy(s + k, "{.|0|", 5), k += 5;
    s[k++] = '0';
    for (size_t i = 0; i < n; i++) s[k++] = '}';
    s[k] = 0;
    CHECK(scoring_parse(&g, s) == 0);
    CHECK_INT(scoring_birthday(g), 1000);
    cgt_free(s);
}

TEST(very_deep_forms_are_refused_not_crashed) {
    /* a chain 1500 deep joined in sequence 150 times is 225000 levels deep */
    size_t n = 1500, k = 0;
    char *chain = cgt_malloc(n * 6 + 8);
    for (size_t i = 0; i < n; i++) memcpy(chain + k, "{.|0|", 5), k += 5;
    chain[k++] = '0';
    for (size_t i = 0; i < n; i++) chain[k++] = '}';
    chain[k] = 0;
    size_t len = 150 * (k + 6) + 64;
    char *e = cgt_malloc(len), *f = cgt_malloc(len);
    size_t m = 0;
    for (int i = 0; i < 149; i++) m += (size_t)snprintf(e + m, len - m, "seq(%s,", chain);
    m += (size_t)snprintf(e + m, len - m, "%s", chain);
    for (int i = 0; i < 149; i++) e[m++] = ')';
    e[m] = 0;
    char *out = NULL;
    scoring_t g;
    cgt_limits_reset();
    /* final scores are iterative: any depth works */
    snprintf(f, len, "final_scores(%s)", e);
    CHECK(scoring_eval(&out, &g, f) == 0);
    CHECK_STR(out, "0 0");
    cgt_free(out);
    snprintf(f, len, "birthday(%s)", e);
    CHECK(scoring_eval(&out, &g, f) == 0);
    CHECK_STR(out, "225000");
    cgt_free(out);
    /* printing is refused */
    CHECK(scoring_eval(&out, &g, e) == CGT_ERANGE);
    CHECK(strstr(cgt_error_message(), "too deep to print") != NULL);
    /* negation and shifting are iterative too (they overflowed clang's ASan
     * stack before their 20000-level bound) */
    snprintf(f, len, "birthday(-%s)", e);
    CHECK(scoring_eval(&out, &g, f) == 0);
    CHECK_STR(out, "225000");
    cgt_free(out);
    snprintf(f, len, "final_scores(-%s)", e);
    CHECK(scoring_eval(&out, &g, f) == 0);
    CHECK_STR(out, "0 0");
    cgt_free(out);
    /* the compounds stop with a limit error */
    char *f2 = cgt_malloc(len + k + 16);
    snprintf(f2, len + k + 16, "outcome(%s + %s)", chain, e);
    CHECK_INT(scoring_eval(&out, &g, f2), CGT_ELIMIT);
    cgt_free(f2);
    CHECK(strstr(cgt_error_message(), "too deep") != NULL);
    cgt_limits_reset();
    cgt_free(f);
    cgt_free(e);
    cgt_free(chain);
}

TEST(eval_errors) {
    CHECK_STR(sc_eval("outcome(1) + 1"), "error: column 1: '+' needs a game, not the text 'L'");
    CHECK_STR(sc_eval("foo(1)"), "error: unknown function 'foo'");
    CHECK_STR(sc_eval("(1"), "error: column 3: expected ')', found end of input");
    CHECK_STR(sc_eval("1 )"), "error: column 3: unbalanced ')'");
    CHECK_STR(sc_eval("toads(TXF)"),
              "error: toads: column 2: expected T (toad), F (frog) or B (blank)");
}
