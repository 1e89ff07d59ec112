/* test_optclosed.c - ROLL THE LAWN, CRICKET PITCH and HACKENBUSH strings from
 * the rules against seed 002's values, lemmas and theorems, and Theorems 2.10
 * and 2.16 on random option-closed forms. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/form.h"
#include "cgt/optclosed.h"
#include "cgt/rcf.h"
#include "test.h"

static const char *eval_str(const char *s) {
    static char buf[4][1024];
    static int k;
    expr_value v;
    char *b = buf[k++ & 3];
    if (expr_eval(&v, s) < 0) {
        snprintf(b, 1024, "error: %s", cgt_error_message());
        return b;
    }
    char *t = expr_value_str(&v);
    snprintf(b, 1024, "%s", t);
    cgt_free(t);
    return b;
}

static game_t G(const char *s) {
    game_t g = GAME_NONE;
    CHECK_MSG(expr_eval_game(&g, s) == 0, "eval(%s): %s", s, cgt_error_message());
    return g;
}

static lawn_pos POS(const char *s) {
    lawn_pos p = {NULL, 0, 0};
    CHECK_MSG(lawn_pos_parse(&p, s) == 0, "parse %s: %s", s, cgt_error_message());
    return p;
}

/* The value from the rules (the literal form), never the fast path. */
static game_t cricket_value_str(const char *s) {
    lawn_pos p = POS(s);
    game_t g = form_canonical(cricket_form(&p));
    lawn_pos_clear(&p);
    return g;
}

/* A random position: n bumps in [0, maxb], roller anywhere. */
static lawn_pos random_pos(cgt_rng *r, size_t maxn, uint32_t maxb) {
    lawn_pos p;
    p.n = (size_t)cgt_rng_below(r, maxn + 1);
    p.bumps = cgt_malloc((p.n + 1) * sizeof *p.bumps);
    for (size_t i = 0; i < p.n; i++) p.bumps[i] = (uint32_t)cgt_rng_below(r, maxb + 1);
    p.roller = (size_t)cgt_rng_below(r, p.n + 1);
    return p;
}

TEST(positions_parse_and_print) {
    lawn_pos p = POS(" [1, 1,3,@,5,3,1] ");
    char *s = lawn_pos_str(&p);
    CHECK_STR(s, "[1,1,3,@,5,3,1]");
    cgt_free(s);
    lawn_pos_clear(&p);
    p = POS("[@]");
    CHECK(p.n == 0 && p.roller == 0);
    lawn_pos_clear(&p);
    CHECK_STR(eval_str("cricket(\"[1,@,2,@]\")"),
              "error: column 9: cricket: column 8: a second roller '@'");
    CHECK_STR(eval_str("cricket(\"[1,2]\")"),
              "error: column 9: cricket: column 5: the roller '@' is missing");
    CHECK_STR(eval_str("lawn('[1,x,@]')"),
              "error: column 6: lawn: column 4: expected a bump or '@', found 'x'");
    CHECK_STR(eval_str("lawn('[1,-1,@]')"),
              "error: column 6: lawn: column 4: bumps are non-negative integers");
    CHECK_STR(eval_str("lawn('[1,1,@')"), "error: column 6: lawn: column 7: ']' is missing");
    CHECK_STR(eval_str("lawn(1)"), "error: column 6: lawn needs a quoted text here, got a game");
}

TEST(lawn_paper) {
    /* section 1's played-out line and Corollary 3.2's example [5,@,2,4] = 1 */
    CHECK_STR(eval_str("lawn(\"[5,@,2,4]\")"), "1");
    CHECK_STR(eval_str("lawn_formula(\"[5,@,2,4]\")"), "1");
    /* the line [5,@,2,4] R> [5,1,3,@] L> [5,@,0,2] R> [5,0,1,@] L> [5,0,@,0]
     * ends with Right to move and no move: Left wins. */
    CHECK(G("lawn(\"[5,0,@,0]\")") == G("1")); /* Left still has the 5 */
    CHECK_STR(eval_str("is_option_closed(lawn_form(\"[5,@,2,4]\"))"), "true");
}

TEST(lawn_closed_form_property) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    long n = test_iterations(1500);
    for (long i = 0; i < n; i++) {
        lawn_pos p = random_pos(&r, 6, 4);
        form_t f = lawn_form(&p);
        game_t g = form_canonical(f);
        CHECK(g == game_from_si(lawn_formula(&p)));
        if (i < 200) CHECK(form_is_option_closed(f, NULL));
        /* Lemma 3.1: bumps mod 2 give the same game */
        lawn_pos q = p;
        q.bumps = cgt_malloc((p.n + 1) * sizeof *q.bumps);
        for (size_t k = 0; k < p.n; k++) q.bumps[k] = p.bumps[k] % 2;
        CHECK(form_canonical(lawn_form(&q)) == g);
        lawn_pos_clear(&q);
        lawn_pos_clear(&p);
    }
}

TEST(cricket_section_3_2_values) {
    CHECK(cricket_value_str("[5,@,1,2,4]") == G("-1/2"));
    CHECK(cricket_value_str("[1,@,1]") == G("*"));
    CHECK(cricket_value_str("[1,3,@,3,1]") == G("*2"));
    CHECK(cricket_value_str("[1,3,5,@,5,3,1]") == G("*3"));
    CHECK(cricket_value_str("[1,3,5,7,@,7,5,3,1]") == G("*4"));
    CHECK(cricket_value_str("[1,1,@,3,3,2]") == G("5/4"));
    CHECK(cricket_value_str("[1,2,@,3,3,1]") == G("v+v<2>+*")); /* the paper's ↓+↓²* */
    CHECK_STR(eval_str("cricket(\"[1,2,@,3,3,1]\")"), "v[2]*");
    CHECK(cricket_value_str("[1,3,@,3,1,2]") == G("*2"));
    CHECK(cricket_value_str("[1,2,@,3,3,3]") == G("1/8"));
    /* DISAGREEMENT: the paper prints [1,1,@,3,3,1] = {0,{0,{0|-1}|-1}|-1}, the
     * negative of the engine's value; the paper's value is that of the mirror
     * image [1,3,3,@,1,1].  Evidence from the rules: Left rolls over one bump,
     * [1,1,@,3,3,1] -> [1,@,0,3,3,1]; there Right has no move (the 0 blocks
     * him) and Left still rolls over the 1, so that option is {0|} = 1 and
     * Left's stop is >= 1, while every Left option of the printed value is <= 0. */
    CHECK(cricket_value_str("[1,1,@,3,3,1]") == G("{1|0,{1|0,{1|0}}}"));
    CHECK(cricket_value_str("[1,@,0,3,3,1]") == G("1"));
    CHECK(cricket_value_str("[1,3,3,@,1,1]") == G("{0,{0,{0|-1}|-1}|-1}"));
    CHECK(cricket_value_str("[1,1,@,3,3,1]") == game_neg(G("{0,{0,{0|-1}|-1}|-1}")));
}

TEST(cricket_introduction_example) {
    /* [1,1,3,@,5,3,1] = {1,{1|0} | 0,{1|0},{1,{1|0}|0,{1|0}}}, rcf {1|0}; the
     * winning moves are Left to [1,@,0,2,5,3,1] and Right to [1,1,3,4,2,0,@]. */
    game_t g = cricket_value_str("[1,1,3,@,5,3,1]");
    CHECK(g == G("{1,{1|0}|0,{1|0},{1,{1|0}|0,{1|0}}}"));
    CHECK(rcf_reduce(g) == G("{1|0}"));
    CHECK(cricket_value_str("[1,@,0,2,5,3,1]") == G("1"));
    CHECK(cricket_value_str("[1,1,3,4,2,0,@]") == G("0"));
    /* ominus_1 < G - {1|0} < oplus_1 */
    game_t d = game_sub(g, G("{1|0}"));
    CHECK(game_lt(G("{{1|0}|0}"), d) && game_lt(d, G("{0|{0|-1}}")));
    CHECK(game_is_infinitesimal(d));
    /* Left's other first moves lose (she moves first and must win) */
    lawn_pos p = POS("[1,1,3,@,5,3,1]");
    form_t f = cricket_form(&p);
    size_t winning = 0;
    for (size_t i = 0; i < form_num_left(f); i++)
        if (game_geq(form_canonical(form_left(f, i)), game_zero())) winning++;
    /* DISAGREEMENT: the paper says all other moves lose, but Left has a second
     * winning move, rolling over all three bumps: [1,1,3,@,5,3,1] ->
     * [@,0,0,2,5,3,1], where Left has no bump to roll over and Right is
     * blocked by the 0 next to the roller: the position is 0 and Right, to
     * move, loses at once.  Right's winning move is unique, as stated. */
    CHECK_INT(winning, 2);
    CHECK(cricket_value_str("[@,0,0,2,5,3,1]") == game_zero());
    winning = 0;
    for (size_t i = 0; i < form_num_right(f); i++)
        if (game_leq(form_canonical(form_right(f, i)), game_zero())) winning++;
    CHECK_INT(winning, 1);
    lawn_pos_clear(&p);
    CHECK_STR(eval_str("rcf(cricket(\"[1,1,3,@,5,3,1]\"))"), "{1|0}");
}

TEST(cricket_observation_3_3_example) {
    CHECK(cricket_value_str("[2,3,0,3,4,@,1,2,0,56]") == cricket_value_str("[3,4,@,1,2]"));
    lawn_pos p = POS("[2,3,0,3,4,@,1,2,0,56]");
    cricket_prune(&p);
    char *s = lawn_pos_str(&p);
    CHECK_STR(s, "[3,4,@,1,2]");
    cgt_free(s);
    lawn_pos_clear(&p);
    /* the reduce-and-prune example of section 3.2 */
    CHECK_STR(eval_str("cricket_reduce(\"[3,2,5,8,@,6,2,5,7]\")"), "[1,4,@,2]");
    CHECK(cricket_value_str("[3,2,5,8,@,6,2,5,7]") == cricket_value_str("[1,4,@,2]"));
}

TEST(cricket_dips) {
    /* Definition 3.5's examples */
    CHECK_STR(eval_str("ldip(\"[1,2,3,4,@,1,2,2,3]\")"), "1");
    CHECK_STR(eval_str("rdip(\"[1,2,3,4,@,1,2,2,3]\")"), "1");
    CHECK_STR(eval_str("ldip(\"[3,2,3,4,@,2,2,2,3]\")"), "3");
    CHECK_STR(eval_str("rdip(\"[3,2,3,4,@,2,2,2,3]\")"), "inf");
    CHECK_STR(eval_str("cricket_predict(\"[1,1,3,@,5,3,1]\")"), "N");
    /* section 3.2's sum of four N positions: the engine answers who wins */
    const char *sum = "cricket(\"[1,2,3,1,@,4,1,3]\") + cricket(\"[1,1,3,2,@,1,3,1]\") + "
                      "cricket(\"[3,3,2,1,2,@,2,2,1]\") + cricket(\"[1,2,@,3,1,2]\")";
    const char *parts[] = {"[1,2,3,1,@,4,1,3]", "[1,1,3,2,@,1,3,1]", "[3,3,2,1,2,@,2,2,1]",
                           "[1,2,@,3,1,2]"};
    for (int i = 0; i < 4; i++) {
        lawn_pos p = POS(parts[i]);
        CHECK(cricket_predict_outcome(&p) == GAME_OUTCOME_N);
        CHECK(game_get_outcome(form_canonical(cricket_form(&p))) == GAME_OUTCOME_N);
        lawn_pos_clear(&p);
    }
    game_t g = G(sum);
    CHECK(g != GAME_NONE);
}

TEST(cricket_properties) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 1);
    long n = test_iterations(1200);
    dyadic_t a, b;
    dyadic_init(a);
    dyadic_init(b);
    for (long i = 0; i < n; i++) {
        lawn_pos p = random_pos(&r, 7, 5);
        game_t g = form_canonical(cricket_form(&p));
        char *s = lawn_pos_str(&p);
        CHECK_MSG(cricket_value(&p) == g, "cricket_value at %s", s);
        /* Theorem 3.6 */
        CHECK_MSG(game_get_outcome(g) == cricket_predict_outcome(&p), "Thm 3.6 at %s", s);
        /* Lemma 3.4 (+2 everywhere) and Observation 3.3 keep the value */
        lawn_pos q = {cgt_malloc((p.n + 1) * sizeof *q.bumps), p.n, p.roller};
        for (size_t k = 0; k < p.n; k++) q.bumps[k] = p.bumps[k] + 2;
        CHECK_MSG(form_canonical(cricket_form(&q)) == g, "Lemma 3.4 at %s", s);
        for (size_t k = 0; k < p.n; k++) q.bumps[k] = p.bumps[k];
        cricket_prune(&q);
        CHECK_MSG(form_canonical(cricket_form(&q)) == g, "Obs 3.3 at %s", s);
        cricket_reduce_prune(&q);
        CHECK_MSG(form_canonical(cricket_form(&q)) == g, "reduce+prune at %s", s);
        /* Theorem 3.7 */
        uint32_t l = cricket_ldip(&p), rr = cricket_rdip(&p);
        game_t rc = rcf_reduce(g);
        if (l == rr && l == UINT32_MAX) CHECK_MSG(g == game_zero(), "Thm 3.7(1) at %s", s);
        if (l == rr && l != UINT32_MAX) {
            bool ok = rc == game_zero();
            if (game_is_switch(rc)) {
                game_get_dyadic(a, game_left(rc, 0));
                game_get_dyadic(b, game_right(rc, 0));
                ok = dyadic_is_integer(a) && dyadic_is_integer(b) && dyadic_sgn(a) >= 0 &&
                     dyadic_sgn(b) <= 0;
            }
            CHECK_MSG(ok, "Thm 3.7(2) at %s", s);
            /* and the proof's a and b: Left (Right) rolling just past the
             * nearest 1 of the reduced-and-pruned row */
            lawn_pos rp = {cgt_malloc((p.n + 1) * sizeof *rp.bumps), p.n, p.roller};
            memcpy(rp.bumps, p.bumps, p.n * sizeof *rp.bumps);
            cricket_reduce_prune(&rp);
            game_t side[2];
            for (int sd = 0; sd < 2; sd++) {
                lawn_pos x = {cgt_malloc((rp.n + 1) * sizeof *x.bumps), rp.n, rp.roller};
                memcpy(x.bumps, rp.bumps, rp.n * sizeof *x.bumps);
                size_t k = rp.roller;
                if (sd == 0) {
                    while (k > 0 && (x.bumps[k - 1]--, rp.bumps[k - 1] != 1)) k--;
                    x.roller = k - 1;
                } else {
                    while (k < rp.n && (x.bumps[k]--, rp.bumps[k] != 1)) k++;
                    x.roller = k + 1;
                }
                side[sd] = cricket_value(&x);
                lawn_pos_clear(&x);
            }
            game_t want = side[0] == side[1] ? side[0] : game_make(&side[0], 1, &side[1], 1);
            CHECK_MSG(rcf_reduce(want) == rc, "Thm 3.7 a, b at %s", s);
            lawn_pos_clear(&rp);
        }
        /* Theorem 2.10 and 2.16 */
        CHECK_MSG(game_is_number(rc) || game_is_switch(rc), "Thm 2.10 at %s", s);
        game_t d = game_sub(g, rc);
        CHECK_MSG(game_lt(G("vv*"), d) && game_lt(d, G("^^*")), "Thm 2.16 at %s", s);
        if (i < 300) CHECK(form_is_option_closed(cricket_form(&p), NULL));
        cgt_free(s);
        lawn_pos_clear(&q);
        lawn_pos_clear(&p);
    }
    dyadic_clear(a);
    dyadic_clear(b);
}

TEST(cricket_value_long_rows) {
    /* the fast path (reduce, prune, mirror, memo) against the rules on longer
     * rows, and a row the rules alone take minutes on */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 4);
    for (long i = 0; i < test_iterations(60); i++) {
        lawn_pos p = random_pos(&r, 9, 3);
        CHECK(cricket_value(&p) == form_canonical(cricket_form(&p)));
        lawn_pos_clear(&p);
    }
    lawn_pos p = POS("[7,7,7,7,7,7,@,7,7,7,7,7]");
    CHECK(cricket_value(&p) == cricket_value_str("[1,1,1,1,1,1,@,1,1,1,1,1]"));
    lawn_pos_clear(&p);
}

TEST(hackenbush_strings) {
    CHECK_STR(eval_str("canonical(hackenbush_string(\"LRRL\"))"), "3/8");
    CHECK_STR(eval_str("hackenbush_string(\"LR\")"), "1/2"); /* {0|1}: printed as its value */
    CHECK_STR(eval_str("hackenbush_string(\"LRR\")"), "{0|1,1/2}");
    CHECK_STR(eval_str("is_option_closed(hackenbush_string(\"LRRLLRLR\"))"), "true");
    CHECK_STR(eval_str("hackenbush_string(\"LXR\")"),
              "error: column 19: hackenbush_string: column 2: expected L (or B, blue) or R "
              "(red), found 'X'");
    /* Berlekamp's rule on random strings: value = sign-expansion */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 2);
    char s[24];
    dyadic_t v, step;
    dyadic_init(v);
    dyadic_init(step);
    for (long i = 0; i < test_iterations(300); i++) {
        size_t n = (size_t)cgt_rng_below(&r, 20);
        for (size_t k = 0; k < n; k++) s[k] = cgt_rng_below(&r, 2) ? 'L' : 'R';
        s[n] = '\0';
        /* sign expansion: first run integer, then halves with the switch */
        dyadic_set_si(v, 0);
        size_t k = 0;
        while (k < n && s[k] == s[0]) dyadic_add_si(v, v, s[0] == 'L' ? 1 : -1), k++;
        dyadic_set_si(step, 1);
        for (; k < n; k++) {
            dyadic_div_2exp(step, step, 1);
            if (s[k] == 'L')
                dyadic_add(v, v, step);
            else
                dyadic_sub(v, v, step);
        }
        form_t f;
        CHECK(hackenbush_string_form(&f, s) == 0);
        CHECK_MSG(form_canonical(f) == game_from_dyadic(v), "string %s", s);
        CHECK(form_is_option_closed(f, NULL));
    }
    dyadic_clear(v);
    dyadic_clear(step);
}

/* A random option-closed form: random options, each option-closed, then
 * G^L := G^L u G^LL (enough, since each G^L is closed) and the same for Right. */
static form_t random_closed(cgt_rng *r, int depth) {
    if (depth == 0 || cgt_rng_below(r, 4) == 0) return form_make(NULL, 0, NULL, 0);
    form_t opt[2][64];
    size_t n[2];
    for (int s = 0; s < 2; s++) {
        n[s] = (size_t)cgt_rng_below(r, 3);
        size_t base = n[s];
        for (size_t i = 0; i < base; i++) opt[s][i] = random_closed(r, depth - 1);
        for (size_t i = 0; i < base; i++) {
            size_t m = s ? form_num_right(opt[s][i]) : form_num_left(opt[s][i]);
            for (size_t j = 0; j < m && n[s] < 64; j++)
                opt[s][n[s]++] = s ? form_right(opt[s][i], j) : form_left(opt[s][i], j);
        }
    }
    return form_make(opt[0], n[0], opt[1], n[1]);
}

TEST(random_option_closed_forms) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 3);
    long n = test_iterations(1500);
    game_t lo = G("vv*"), hi = G("^^*");
    for (long i = 0; i < n; i++) {
        form_t f = random_closed(&r, 5);
        CHECK(form_is_option_closed(f, NULL));
        game_t g = form_canonical(f);
        game_t rc = rcf_reduce(g);
        CHECK(game_is_number(rc) || game_is_switch(rc));
        game_t d = game_sub(g, rc);
        CHECK(game_lt(lo, d) && game_lt(d, hi));
        /* Corollary 2.13: a switch rcf {a|b} has a and b among the options */
        if (game_is_switch(rc)) {
            game_t a = game_left(rc, 0), b = game_right(rc, 0);
            bool fa = false, fb = false;
            for (size_t k = 0; k < form_num_left(f); k++)
                fa |= form_canonical(form_left(f, k)) == a;
            for (size_t k = 0; k < form_num_right(f); k++)
                fb |= form_canonical(form_right(f, k)) == b;
            CHECK(fa && fb);
            CHECK(game_left_stop(g) == a && game_right_stop(g) == b);
        }
    }
}

TEST(deep_positions_are_limit_errors) {
    /* 10^6 rolls back and forth: a limit error, not a stack overflow */
    CHECK_STR(eval_str("lawn(\"[@,1000000]\")"), "error: limit reached: position too deep");
    cgt_limits_reset();
    /* the reduced path needs no depth at all */
    CHECK_STR(eval_str("cricket(\"[@,1000000]\")"), "0");
    cgt_limits_reset();
}
