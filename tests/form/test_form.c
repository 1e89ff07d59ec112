/* test_form.c - literal forms: hash-consing, parsing, canonicalisation and the
 * option-closed test on the seed papers' examples. */
#include "cgt/expr.h"
#include "cgt/form.h"
#include "cgt/rcf.h"
#include "randgame.h"
#include "test.h"

static form_t P(const char *s) {
    form_t f = FORM_NONE;
    int rc = form_parse(&f, s);
    CHECK_MSG(rc == 0, "form_parse(%s): %s", s, cgt_error_message());
    return f;
}

static game_t G(const char *s) {
    game_t g = GAME_NONE;
    int rc = expr_eval_game(&g, s);
    CHECK_MSG(rc == 0, "eval(%s): %s", s, cgt_error_message());
    return g;
}

static const char *eval_str(const char *s) {
    static char buf[4][512];
    static int k;
    expr_value v;
    char *b = buf[k++ & 3];
    if (expr_eval(&v, s) < 0) {
        snprintf(b, 512, "error: %s", cgt_error_message());
        return b;
    }
    char *t = expr_value_str(&v);
    snprintf(b, 512, "%s", t);
    cgt_free(t);
    return b;
}

TEST(hash_consing) {
    form_t a = P("{1,0|0}"), b = P("{0, 1 , 0 | 0}");
    CHECK(a == b);
    CHECK(P("{1|0}") != a);
    CHECK(form_canonical(a) == form_canonical(P("{1|0}")));
    CHECK(form_num_left(a) == 2 && form_num_right(a) == 1);
    /* numbers are the literal forms of their canonical forms */
    CHECK(P("1") == P("{0|}"));
    CHECK(P("2") == P("{{0|}|}"));
    CHECK(P("*") == P("{0|0}"));
    CHECK(P("1/2") == P("{0|1}"));
    CHECK(P("{3||2|1}") == P("{3|{2|1}}"));
}

TEST(printing) {
    char *s = form_str(P("{0|{1|-1},0}"), 0);
    CHECK_STR(s, "{0|0,{1|-1}}");
    cgt_free(s);
    s = form_str(P("{{0|}|{0|0}}"), 0);
    CHECK_STR(s, "{1|*}");
    cgt_free(s);
    s = form_str(P("{{0,1|}|}"), 0); /* {0,1|} is not the canonical 2 */
    CHECK_STR(s, "{{0,1|}|}");
    cgt_free(s);
}

TEST(paper_002_examples) {
    /* Definition 1.1's example: {1|0} is not option-closed, {1,0|0} is. */
    form_witness w;
    CHECK(!form_is_option_closed(P("{1|0}"), &w));
    CHECK(w.at == P("{1|0}") && w.side == 'L' && w.via == P("1") && w.missing == P("0"));
    CHECK(form_is_option_closed(P("{1,0|0}"), NULL));
    CHECK_STR(eval_str("is_option_closed('{1|0}')"), "false");
    CHECK_STR(eval_str("is_option_closed('{1,0|0}')"), "true");
    CHECK_STR(eval_str("option_closed_witness('{1|0}')"),
              "at {1|0}: Left reaches 0 in two moves (via 1) but not in one");
    CHECK_STR(eval_str("canonical('{1,0|0}')"), "{1|0}");
}

TEST(paper_000_examples) {
    /* 000 (Definition 1): G = {0|{1|0},0} is claimed option-closed and
     * H = {0|{1|-1},0} not; both have canonical form {0|{1|0},0}... in fact
     * canonical {0|0,{1|0}} vs {0|0,{1|-1}} differ, see below.  H fails at the
     * top: Right reaches -1 in two moves but not in one.  G passes at the top
     * (G^RR = {0} within G^R) but, by the recursive definition both papers
     * state, G is NOT option-closed: its follower {1|0} is 002's own example of
     * a form that is not (Left reaches 0 via 1).  The definitions win; the
     * paper's point (the top-level condition) is checked separately. */
    form_t g = P("{0|{1|0},0}"), h = P("{0|{1|-1},0}");
    form_witness w;
    CHECK(form_is_option_closed_here(g, NULL));
    CHECK(!form_is_option_closed_here(h, &w));
    CHECK(w.side == 'R' && w.via == P("{1|-1}") && w.missing == P("-1"));
    CHECK(!form_is_option_closed(g, &w));
    CHECK(w.at == P("{1|0}"));
    CHECK(!form_is_option_closed(h, NULL));
    /* with option-closed inner forms ({1,0|0} for {1|0}) G becomes closed */
    CHECK(form_is_option_closed(P("{0|{1,0|0},0}"), NULL));
    /* 000 says the canonical forms are the same: {1|-1} and {1|0} are
     * different canonical games, but as Right options of G next to 0 both
     * reverse out: the canonical forms of G and H agree. */
    CHECK(form_canonical(g) == form_canonical(h));
    CHECK_STR(eval_str("canonical('{0|{1|0},0}') == canonical('{0|{1|-1},0}')"), "true");
    CHECK_STR(eval_str("is_option_closed_here('{0|{1|0},0}')"), "true");
    CHECK_STR(eval_str("is_option_closed('{0|{1|-1},0}')"), "false");
}

TEST(games_as_forms) {
    /* canonical forms of numbers, nimbers and ups are option-closed or not as
     * their literal forms say: integers are ({n-1|}); *2 = {0,*|0,*} is. */
    /* canonical integers from 2 on are not: 2 = {1|} and Left reaches 0 via 1
     * (a MAZE column of three cells is the option-closed form {1,0|} of 2) */
    CHECK(form_is_option_closed(P("1"), NULL));
    CHECK(!form_is_option_closed(P("2"), NULL));
    CHECK(form_is_option_closed(P("{1,0|}"), NULL));
    CHECK(form_canonical(P("{1,0|}")) == G("2"));
    CHECK(form_is_option_closed(P("*2"), NULL));
    CHECK(!form_is_option_closed(P("^"), NULL)); /* {0|*}: Right 0 via * */
    CHECK(form_canonical(form_from_game(G("{3||2|1*}"))) == G("{3||2|1*}"));
}

TEST(random_roundtrip) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    long n = test_iterations(300);
    for (long i = 0; i < n; i++) {
        game_t g = randgame(&r, 3, 3);
        form_t f = form_from_game(g);
        CHECK(form_canonical(f) == g);
        char *s = form_str(f, 0);
        form_t f2 = P(s);
        CHECK_MSG(f2 == f, "reparse of %s", s);
        cgt_free(s);
    }
}

TEST(errors) {
    form_t f;
    CHECK(form_parse(&f, "{1|0") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 1: '{' is never closed");
    CHECK(form_parse(&f, "{1 2|0}") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 4: expected ',', '|' or '}'");
    CHECK(form_parse(&f, "{1|0|2}") == CGT_EPARSE);
    CHECK(form_parse(&f, "") == CGT_EPARSE);
    CHECK(form_parse(&f, "{1}") == CGT_EPARSE);
    CHECK(form_parse(&f, "{x|}") == CGT_EPARSE);
    CHECK(form_parse(&f, "{1/3|}") == CGT_EVALUE);
    CHECK_STR(eval_str("is_option_closed('{1|')"),
              "error: column 18: in the form: column 1: '{' is never closed");
    CHECK_STR(eval_str("canonical(1 < 2)"),
              "error: column 11: canonical needs a form ('{...}') or a game, got a boolean");
    CHECK_STR(eval_str("is_option_closed('{1|0}"), "error: column 18: quote ' is never closed");
}

/* Issue #22: an integer n is n levels deep; form_from_game, form_size,
 * is_option_closed and its witness used to recurse once per level and
 * overflowed the C stack at 50000 (sooner under ASan). */
TEST(deep_integers_do_not_overflow_the_stack) {
    cgt_limits_reset();
    long n = 200000;
    form_t f = form_from_game(game_from_si(n));
    CHECK(f != FORM_NONE);
    CHECK_INT((long long)form_num_followers(f), n + 1);
    CHECK(form_canonical(f) == game_from_si(n));
    /* the chain n, n-1, ..., 0: every level one Left option */
    form_t x = f;
    long levels = 0;
    while (form_num_left(x) == 1) x = form_left(x, 0), levels++;
    CHECK_INT(levels, n);
    CHECK_INT((long long)form_num_right(x), 0);
    form_witness w;
    CHECK(!form_is_option_closed(f, &w));
    char *s = form_witness_str(&w);
    CHECK_STR(s, "at 200000: Left reaches 199998 in two moves (via 199999) but not in one");
    cgt_free(s);
    /* negative integers and a switch over a deep integer through the language */
    CHECK_STR(eval_str("form_size(-300000)"), "300001");
    CHECK_STR(eval_str("is_option_closed({300000|-300000})"), "false");
    CHECK_STR(eval_str("form({300000|*})"), "{300000|*}");
    cgt_limits_reset();
}
