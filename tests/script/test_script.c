/* test_script.c - the calculator's scripting language (script.h).
 *
 * Truth: each script's printed values are compared with the same values
 * computed without the script layer (expr_eval of the expression with the
 * variables written out, game_add / game_mul_si for sums built in loops), on
 * random games from a printed seed; error messages are checked for the exact
 * line and column of the offending character. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/script.h"
#include "randgame.h"
#include "test.h"

/* The printed values of a run, one per line. */
typedef struct out {
    char buf[1 << 16];
    size_t len;
} out;

static int collect(void *ctx, const char *stmt, size_t len, const script_value *v) {
    out *o = ctx;
    char *s = script_value_str(v);
    size_t n = strlen(s);
    if (o->len + n + 2 < sizeof o->buf) {
        memcpy(o->buf + o->len, s, n);
        o->len += n;
        o->buf[o->len++] = '\n';
        o->buf[o->len] = '\0';
    }
    cgt_free(s);
    (void)stmt;
    (void)len;
    return 0;
}

/* Runs src in a fresh state; returns the printed lines (static) or the error
 * message prefixed by "error: ". */
static const char *run(const char *src) {
    static out o;
    o.len = 0;
    o.buf[0] = '\0';
    script_state *s = script_new();
    cgt_limits_set(0, 0);
    int rc = script_run(s, src, collect, &o);
    script_free(s);
    if (rc < 0) snprintf(o.buf, sizeof o.buf, "error: %s", cgt_error_message());
    return o.buf;
}

static char *str(game_t g) {
    return expr_game_str(g);
}

/* The value of a plain expression, printed, with a newline (static): what
 * the script layer must agree with. */
static const char *ev(const char *text) {
    static char buf[4096];
    expr_value v;
    if (expr_eval(&v, text) < 0) return "(error)";
    char *s = expr_value_str(&v);
    snprintf(buf, sizeof buf, "%s\n", s);
    cgt_free(s);
    return buf;
}

TEST(variables_and_comments) {
    CHECK_STR(run("g := {0|*}\ng + g   # ^ + ^\n"), "^^\n");
    CHECK_STR(run("a := 1/2; b := a + a; b"), "1\n");
    CHECK_STR(run("# only a comment\n\n"), "");
    CHECK_STR(run("x := 'a#b'\n"), "");               /* '#' in quotes is text */
    CHECK_STR(run("x := 1\nx := x + 1\nx\n"), "2\n"); /* reassignment */
    CHECK_STR(run("g := {1|\n  -1}  # a game over two lines\ng"), "+-1\n");
    CHECK_STR(run("^ > 0; outcome(*)"), "true\nN\n");
}

TEST(functions) {
    CHECK_STR(run("f(x) := x + x\nf(^)\nf(f(*))"), "^^\n0\n");
    CHECK_STR(run("g := ^\nh(x, y) := {x | y} + g\nh(1, -1)"), ev("{1|-1} + ^")); /* globals */
    CHECK_STR(run("x := 5\nf(x) := x\nf(1)\nx"), "1\n5\n"); /* params shadow */
    CHECK_STR(run("t(g) := temperature(g)\nt({3||2*|1*})"), "3/4\n");
    CHECK_STR(run("f(x) := x\nf := 1"), ""); /* a variable too */
}

TEST(for_loops) {
    CHECK_STR(run("for n in 1..3 do n end"), "1\n2\n3\n");
    CHECK_STR(run("for n in 3..1 do n end"), "");
    CHECK_STR(run("for g in [0, *, ^] do g + g end"), "0\n0\n^^\n");
    char want[4096] = "2\n";
    strcat(want, ev("1 + {1|0}"));
    size_t k = strlen(want);
    const char *b = ev("{1|0} + 1");
    if (k + strlen(b) + 3 < sizeof want) {
        strcat(want, b);
        strcat(want, "1\n");
    }
    CHECK_STR(run("L := [1, {1|0}]\nfor g in L do\n  for h in L do g + h end\nend"), want);
    CHECK_STR(run("L := [*, *2]\nL\n[]"), "[*,*2]\n[]\n");
    CHECK_STR(run("s := 0\nfor i in -2..2 do s := s + i end\ns"), "0\n");
}

TEST(if_statements) {
    CHECK_STR(run("if ^ > 0 then 1 end"), "1\n");
    CHECK_STR(run("if * > 0 then 1 else 2 end"), "2\n");
    CHECK_STR(run("if 0 > 0 then 1 end"), "");
    CHECK_STR(run("s := 0\nfor n in -5..5 do\n  if n > 0 then s := s + n end\nend\ns"), "15\n");
    CHECK_STR(run("f(x) := x + x\nif f(^) == ^^ then\n  for i in 1..2 do i end\nelse\n  0\nend"),
              "1\n2\n");
    CHECK_STR(run("if 1 > 0 then if 2 > 3 then 1 else 2 end else 3 end"), "2\n");
    /* errors: where, and which */
    CHECK_STR(run("if 1 then 2 end"),
              "error: column 4: 'if' needs a condition that is true or false (a comparison such as "
              "g > 0), not a game or another value");
    CHECK_STR(run("if 1 > 0 2 end"), /* the condition runs to the `end` */
              "error: column 12: expected 'then' after 'if' and its condition on the same line");
    CHECK_STR(run("x := 1\nif x > 0 then x"),
              "error: line 2, column 1: 'if' is never closed (no 'end')");
    CHECK_STR(run("else"), "error: column 1: 'else' without 'if ... then'");
    CHECK_STR(run("if 1 > 0 then 1 else 2 else 3 end"),
              "error: column 24: a second 'else' for one 'if'");
    CHECK_STR(run("if then 1 end"), "error: column 3: 'if' needs a condition before 'then'");
    CHECK_STR(run("then := 1"), "error: column 1: 'then' is a keyword, not a name");
    CHECK_STR(run("x := 1 then"), "error: column 8: unexpected 'then'");
}

/* if/else picks the outcome class the engine computes: L when g > 0, R when
 * g < 0, P when g == 0, N otherwise (the order with 0 decides the outcome). */
TEST(if_matches_the_outcome) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    for (long k = 0; k < test_iterations(40); k++) {
        game_t g = randgame(&r, 2, 3);
        char *gs = str(g), src[8192];
        snprintf(src, sizeof src,
                 "g := %s\nif g > 0 then 1 else\n  if g < 0 then -1 else\n"
                 "    if g == 0 then 0 else * end\n  end\nend\n",
                 gs);
        static const char *const want[] = {"1\n", "-1\n", "*\n", "0\n"}; /* L R N P */
        CHECK_STR(run(src), want[game_get_outcome(g)]);
        if (test_failures()) {
            printf("seed %llu game %s\n", (unsigned long long)test_seed(), gs);
            cgt_free(gs);
            break;
        }
        cgt_free(gs);
    }
}

/* A sum built by a loop is the sum of the games (game_mul_si, game_add). */
TEST(loop_sums_match_the_engine) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    for (long k = 0; k < test_iterations(30); k++) {
        game_t g = randgame(&r, 2, 3), h = randgame(&r, 2, 3);
        long n = (long)cgt_rng_below(&r, 5);
        char *gs = str(g), *hs = str(h), *src = cgt_malloc(1 << 16), *want = cgt_malloc(1 << 16);
        snprintf(src, 1 << 16,
                 "g := %s\nh := %s\ns := 0\nfor i in 1..%ld do s := s + g end\ns\n"
                 "f(a, b) := a - b\nf(g, h)\nfor x in [g, h] do x + 0 end\n",
                 gs, hs, n);
        char *ms = str(game_mul_si(g, n)), *ds = str(game_sub(g, h));
        snprintf(want, 1 << 16, "%s\n%s\n%s\n%s\n", ms, ds, gs, hs);
        CHECK_STR(run(src), want);
        cgt_free(src);
        cgt_free(want);
        cgt_free(gs);
        cgt_free(hs);
        cgt_free(ms);
        cgt_free(ds);
    }
}

TEST(errors_name_line_and_column) {
    CHECK_STR(run("g := 1\n\n  g + 1/3\n"),
              "error: line 3, column 7: 1/3 is not a dyadic rational (denominator 3 is not a power "
              "of two)");
    CHECK_STR(run("g + 1"), "error: column 1: unknown name 'g'");
    CHECK_STR(run("x := 1\ny + x"), "error: line 2, column 1: unknown name 'y'");
    CHECK_STR(run("for i in 1..2 do\n  i +\nend"),
              "error: line 2, column 6: unexpected end of input");
    CHECK_STR(run("for i in 1..3 do i"), "error: column 1: 'for' is never closed (no 'end')");
    CHECK_STR(run("x := 1\nend"), "error: line 2, column 1: 'end' without 'for' or 'if'");
    CHECK_STR(run("for i in ^..3 do i end"), "error: column 10: a range goes between integers");
    CHECK_STR(
        run("for i in * do i end"),
        "error: column 10: 'for' goes over a range a..b, a list [x, y, ...] or a table's keys, not "
        "a single value");
    CHECK_STR(run("L := [1, 2]\nL + 1"),
              "error: line 2, column 1: 'L' is a list: go over it with 'for', or print it");
    CHECK_STR(run("outcome := 1"), "error: column 1: 'outcome' is a built-in function");
    CHECK_STR(run("vv := 1"), "error: column 1: 'vv' reads as a down (vv), not a name");
    CHECK_STR(run("f(x) := x\nf(1, 2)"), "error: line 2, column 1: f takes 1 argument, got 2");
    CHECK_STR(run("f(x) := x + 1/3\n\nf(1)"),
              "error: line 3, column 1: in f (line 1, column 13): 1/3 is not a dyadic rational "
              "(denominator 3 is not a power of two)");
    /* endless recursion stops at SCRIPT_MAX_CALL_DEPTH with a one-line message */
    const char *m = run("f(x) := f(x)\nf(1)");
    CHECK(strncmp(m, "error: line 2, column 1: in f (line 1, column 9): in f (line 1, column 9)",
                  70) == 0);
    CHECK(!strchr(m, '\n'));
    script_state *st = script_new();
    CHECK_INT(script_run(st, "f(x) := f(x)\nf(1)", NULL, NULL), CGT_ELIMIT);
    script_free(st);
}

TEST(tables) {
    CHECK_STR(run("t := table()\nt[\"a\"] := 3\nt[^] := *\nt\nt[\"a\"] + t[^]"),
              "{\"a\" => 3, ^ => *}\n3*\n");
    CHECK_STR(run("t := table()\nt"), "{=>}\n");
    /* keys are games by value: * + * is 0 (nim addition), {1|1} is 1* (ONAG) */
    CHECK_STR(run("t := table(); t[0] := 1; t[* + *]; t[{1|1}] := 2; t[1*]"), "1\n2\n");
    /* the text "1" and the game 1 are different keys; setting a key again keeps its place */
    CHECK_STR(run("t := table(); t[\"1\"] := 2; t[1] := 3; t[\"1\"] := 4; t"),
              "{\"1\" => 4, 1 => 3}\n");
    /* iteration goes over the keys in the order they were first set */
    CHECK_STR(run("t := table()\nfor n in 1..3 do t[-n] := n + n end\nfor k in t do k + t[k] "
                  "end\nkeys(t)"),
              "1\n2\n3\n[-1,-2,-3]\n");
    /* a copy is a value: changing it leaves the original alone */
    CHECK_STR(run("t := table(); t[1] := 1; u := t; u[1] := 2; u[2] := 3; t; u"),
              "{1 => 1}\n{1 => 2, 2 => 3}\n");
    CHECK_STR(run("t := table(); t[1 > 0] := \"yes\"; t[outcome(*)] := 2; t[^ > 0]; t"),
              "yes\n{true => yes, N => 2}\n");
    /* user functions read tables */
    CHECK_STR(run("t := table(); t[1] := ^\nf(x) := t[x] + t[x]\nf(1)"), "^^\n");
}

/* Tables against a slow reference: random games (seed printed) set as keys
 * and values in random order, overwriting, kept in an array searched
 * linearly with G <= H and H <= G (game_leq); the printed table must list the same pairs. */
TEST(tables_match_a_reference) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    for (long it = 0; it < test_iterations(20); it++) {
        game_t pool[6], keys[6], vals[6];
        size_t nkeys = 0;
        for (int i = 0; i < 6; i++) pool[i] = randgame(&r, 2, 2);
        size_t cap = 1 << 16, len = 0;
        char *src = cgt_malloc(cap), *want = cgt_malloc(cap);
        len += (size_t)snprintf(src + len, cap - len, "t := table()\n");
        for (int op = 0; op < 12; op++) {
            game_t k = pool[cgt_rng_below(&r, 6)], v = pool[cgt_rng_below(&r, 6)];
            char *ks = str(k), *vs = str(v);
            len += (size_t)snprintf(src + len, cap - len, "t[%s] := %s\n", ks, vs);
            cgt_free(ks);
            cgt_free(vs);
            size_t j = 0;
            while (j < nkeys && !(game_leq(keys[j], k) && game_leq(k, keys[j]))) j++;
            if (j == nkeys) keys[nkeys++] = k;
            vals[j] = v;
        }
        snprintf(src + len, cap - len, "t\n");
        size_t w = (size_t)snprintf(want, cap, "{");
        for (size_t j = 0; j < nkeys; j++) {
            char *ks = str(keys[j]), *vs = str(vals[j]);
            w += (size_t)snprintf(want + w, cap - w, "%s%s => %s", j ? ", " : "", ks, vs);
            cgt_free(ks);
            cgt_free(vs);
        }
        snprintf(want + w, cap - w, "}\n");
        CHECK_STR(run(src), want);
        cgt_free(src);
        cgt_free(want);
    }
}

TEST(table_errors_name_line_and_column) {
    CHECK_STR(run("t := table()\nt[1] := 2\nt[2] + 1"), "error: line 3, column 3: t has no key 2");
    CHECK_STR(run("t := table(); t['a']"), "error: column 17: t has no key \"a\"");
    CHECK_STR(run("x := 1\nx[1] := 2"),
              "error: line 2, column 1: x is no table (make one with x := table())");
    CHECK_STR(run("u[1] := 2"), "error: column 1: unknown table u (make one with u := table())");
    CHECK_STR(run("x := 1; x[1] + 1"),
              "error: column 9: 'x' is no table: only a table (t := table()) takes t[key]");
    CHECK_STR(run("t := table()\nt + 1"),
              "error: line 2, column 1: 't' is a table: write t[key], go over its keys with "
              "'for', or print it");
    CHECK_STR(run("t := table(); t[1] := [1, 2]"),
              "error: column 23: a table entry holds one value, not a list");
    CHECK_STR(run("t := table(); t[] := 2"), "error: column 17: a key goes between '[' and ']'");
    CHECK_STR(run("t := table(); t[1 + ] := 2"), "error: column 20: unexpected end of input");
    CHECK_STR(run("t := table(); t[1 + ]"), "error: column 21: unexpected ']'");
    CHECK_STR(run("t := table(); t[1 2]"), "error: column 19: expected ']', found '2'");
    CHECK_STR(run("t := table(); t[1"), "error: column 16: '[' is never closed");
    CHECK_STR(run("t := table(3)"), "error: column 12: table() takes no arguments");
    CHECK_STR(run("keys(y)"), "error: column 6: unknown table y");
    CHECK_STR(run("table := 1"), "error: column 1: 'table' is a keyword, not a name");
    CHECK_STR(run("x := table() + 1"),
              "error: column 6: table(...) is a value of its own, not part of an expression: t := "
              "table(), L := keys(t), for k in keys(t) do ... end");
}

TEST(limits_stop_loops) {
    script_state *s = script_new();
    cgt_limits_set(0, 0.05);
    int rc = script_run(s, "for i in 1..1000000000000 do i end", NULL, NULL);
    CHECK_INT(rc, CGT_ELIMIT);
    cgt_limits_set(0, 0);
    script_free(s);
}

TEST(state_persists_between_runs) {
    script_state *s = script_new();
    out o = {{0}, 0};
    CHECK_INT(script_run(s, "g := ^", collect, &o), 0);
    CHECK_INT(script_run(s, "f(x) := x + g", collect, &o), 0);
    CHECK_INT(script_run(s, "f(g)", collect, &o), 0);
    CHECK_STR(o.buf, "^^\n");
    script_free(s);
}
