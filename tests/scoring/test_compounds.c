/* test_compounds.c - the disjunctive sum, conjunctive and selective sums and
 * sequential join: the thesis' examples (sections 2.2.1, 4.1.1, 4.2.1,
 * 4.3.1), a reference game-tree search, and algebraic laws. */
#include "scoring_check.h"

/* Checks that expr evaluates to the same form as the thesis' printed value. */
static void same(const char *expr, const char *thesis) {
    char *out = NULL;
    scoring_t g = SCORING_NONE, want = sc_parse(sc_eval(thesis));
    int rc = scoring_eval(&out, &g, expr);
    CHECK_MSG(rc == 0 && g == want, "%s = %s, thesis %s", expr, out ? out : cgt_error_message(),
              thesis);
    cgt_free(out);
}

TEST(section_2_2_1_sums) {
    same("{1|0|.} + {1|0|.}", "{{2|1|.}|0|.}");
    /* the intermediate line and the result as printed (minus signs restored) */
    same("{2|0|{0|-1|.}} + {.|0|-1}", "{2+{.|0|-1}|0|{0|-1|.}+{.|0|-1},-1+{2|0|{0|-1|.}}}");
    same("{2|0|{0|-1|.}} + {.|0|-1}", "{{.|2|1}|0|{{.|0|-1}|-1|{-1|-2|.}},{1|-1|{-1|-2|.}}}");
    /* G = {3|2|-4}, H = {1.5|0.5|1}: the printed result with its minus signs
     * is exactly the definition's; the typeset thesis text drops them
     * ({2.5|3.5|3} for {-5/2|-7/2|-3}), which the definition rules out since
     * -4 + H has score -4 + 1/2 = -7/2. */
    same("{3|2|-4} + {1.5|0.5|1}", "{3+{1.5|0.5|1},1.5+{3|2|-4}|2.5|-4+{1.5|0.5|1},1+{3|2|-4}}");
    same("{3|2|-4} + {3/2|1/2|1}", "{{9/2|7/2|4},{9/2|7/2|-5/2}|5/2|{-5/2|-7/2|-3},{4|3|-3}}");
    /* n + G adds n to every score */
    same("5 + {1|0|{.|2|3}}", "{6|5|{.|7|8}}");
}

TEST(section_4_examples) {
    /* BTF = {.|0|{-1|-1|.}}, TFB = {{.|1|1}|0|.} (Figure 4.1) */
    same("toads(BTF)", "{.|0|{-1|-1|.}}");
    same("toads(TFB)", "{{.|1|1}|0|.}");
    same("conj(toads(BTF), toads(TFB))", "{{.|1|{0|0|.}}|0|{{.|0|0}|-1|.}}");
    /* 4.2.1: the thesis prints "{0|0.}" and "{{.|0|0}|\\ -1|.}"; restored: */
    same("sel(toads(BTF), toads(TFB))", "{{.|1|{.|1|{0|0|.}},{0|0|.},{{.|0|0}|0|{0|0|.}}}|0|"
                                        "{{{.|0|0}|0|{0|0|.}},{.|0|0},{{.|0|0}|-1|.}|-1|.}}");
    /* 4.3.1: the thesis prints {.|0|{{.|0|0}|-1.}|-1|.}, which has unbalanced
     * braces and a missing '|'; by Definition 4.3.1 Right's move in BTF to
     * {-1|-1|.} continues as {-1|-1|.} seq TFB = {(-1 seq TFB)|-1|.} and
     * -1 seq TFB = TFB - 1 = {{.|0|0}|-1|.}: */
    same("seq(toads(BTF), toads(TFB))", "{.|0|{{{.|0|0}|-1|.}|-1|.}}");
    /* not commutative */
    CHECK(sc_parse(sc_eval("seq(toads(BTF), toads(TFB))")) !=
          sc_parse(sc_eval("seq(toads(TFB), toads(BTF))")));
}

static const int ops[] = {'+', '&', 'v', '>'};

static scoring_t apply(int op, int shortrule, scoring_t g, scoring_t h) {
    scoring_rule rule = shortrule ? SCORING_SHORT : SCORING_LONG;
    switch (op) {
    case '+': return scoring_sum(g, h, rule);
    case '&': return scoring_conj(g, h, rule);
    case 'v': return scoring_sel(g, h, rule);
    default: return scoring_seq(g, h);
    }
}

TEST(compounds_match_reference_search) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 1);
    for (long i = 0; i < test_iterations(150); i++) {
        scoring_t g = sc_random(&r, 3, 2, 4), h = sc_random(&r, 3, 2, 4);
        for (int k = 0; k < 4; k++)
            for (int sh = 0; sh < (ops[k] == '>' ? 1 : 2); sh++) {
                scoring_t c = apply(ops[k], sh, g, h);
                double wl = sc_ref_final(ops[k], sh, g, h, 1);
                double wr = sc_ref_final(ops[k], sh, g, h, 0);
                CHECK_MSG(sc_final_left(c) == wl && sc_final_right(c) == wr,
                          "op %c short %d G=%s H=%s: got %g %g, want %g %g", ops[k], sh, sc_str(g),
                          sc_str(h), sc_final_left(c), sc_final_right(c), wl, wr);
            }
    }
}

TEST(laws) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 2);
    scoring_t zero = scoring_integer(0);
    for (long i = 0; i < test_iterations(200); i++) {
        scoring_t g = sc_random(&r, 3, 2, 3), h = sc_random(&r, 2, 2, 3),
                  j = sc_random(&r, 2, 2, 3);
        for (int sh = 0; sh < 2; sh++) {
            scoring_rule rule = sh ? SCORING_SHORT : SCORING_LONG;
            /* + conj sel are commutative as forms */
            CHECK(scoring_sum(g, h, rule) == scoring_sum(h, g, rule));
            CHECK(scoring_conj(g, h, rule) == scoring_conj(h, g, rule));
            CHECK(scoring_sel(g, h, rule) == scoring_sel(h, g, rule));
            /* -(G+H) = -G + -H */
            CHECK(scoring_neg(scoring_sum(g, h, rule)) ==
                  scoring_sum(scoring_neg(g), scoring_neg(h), rule));
        }
        /* long-rule + is associative; 0 is an identity of forms for + and seq */
        CHECK(scoring_sum(scoring_sum(g, h, SCORING_LONG), j, SCORING_LONG) ==
              scoring_sum(g, scoring_sum(h, j, SCORING_LONG), SCORING_LONG));
        CHECK(scoring_sum(g, zero, SCORING_LONG) == g);
        CHECK(scoring_seq(zero, g) == g);
        CHECK(scoring_seq(g, zero) == g);
        CHECK(scoring_seq(scoring_seq(g, h), j) == scoring_seq(g, scoring_seq(h, j)));
        /* conj/sel with an atomic n shift every score by n (long rule) */
        mpq_t q;
        mpq_init(q);
        mpq_set_si(q, 3, 2);
        scoring_t n = scoring_rational(q);
        CHECK(scoring_conj(g, n, SCORING_LONG) == scoring_shift(g, q));
        CHECK(scoring_sel(g, n, SCORING_LONG) == scoring_shift(g, q));
        CHECK(scoring_sum(g, n, SCORING_LONG) == scoring_shift(g, q));
        mpq_clear(q);
    }
}

TEST(short_rule) {
    /* the short rule ends the sum when the mover lacks a move in some component */
    CHECK_STR(sc_eval("sum({1|0|.}, {.|0|-1}, short)"), "0");
    /* after Left's move one component is finished, which ends the game */
    CHECK_STR(sc_eval("sum({1|0|.}, {1|0|.}, short)"), "{1|0|.}");
    CHECK_STR(sc_eval("sum({1|0|.}, {1|0|.})"), "{{2|1|.}|0|.}");
    CHECK_STR(sc_eval("sum({1|0|.}, 2, short)"), "2");
    CHECK_STR(sc_eval("conj({1|0|.}, 2)"), "{3|2|.}");
    CHECK_STR(sc_eval("conj({1|0|.}, 2, short)"), "2");
    CHECK_STR(sc_eval("sel({1|0|.}, {1|0|.}, short)"), "{1,2|0|.}");
}
