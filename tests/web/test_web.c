/* test_web.c - the web page's C entry point (web/cgt_web.c), compiled natively
 * so that every build, the sanitizer builds included, runs it: one request of
 * each op, errors with their column, limits, and its facts against the
 * expression functions on random games.  The page's own test, in a browser
 * against the CLI, is web/test/check_web.js (make check-web). */
#include <stdio.h>
#include <string.h>

#include "../../web/cgt_web.c"
#include "cgt/expr.h"
#include "randgame.h"
#include "test.h"

/* The string member "key" of a flat JSON object, unescaped into buf ("" if none). */
static const char *field(const char *json, const char *key, char *buf, size_t n) {
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":\"", key);
    const char *p = strstr(json, pat);
    size_t k = 0;
    if (p)
        for (p += strlen(pat); *p && *p != '"' && k + 1 < n; p++) {
            if (*p == '\\' && p[1]) p++;
            buf[k++] = *p == 'n' && p[-1] == '\\' ? '\n' : *p;
        }
    buf[k] = '\0';
    return buf;
}

static const char *run(const char *op, const char *arg) {
    return cgt_web_run(op, arg, 0, 0);
}

/* Known values: ^ = {0|*} (Winning Ways, ch. 3); 1474 games born by day 3
 * (Winning Ways, ch. 3; ONAG); the README's error. */
TEST(eval_census_errors) {
    char b[256];
    CHECK_STR(field(run("eval", "{0|*}"), "value", b, sizeof b), "^");
    CHECK_STR(field(run("eval", "{0|*}"), "outcome", b, sizeof b), "L");
    CHECK_STR(field(run("census", "3"), "value", b, sizeof b), "1474");
    const char *e = run("eval", "{0|*");
    CHECK(strstr(e, "\"ok\":false") != NULL);
    CHECK(strstr(e, "\"column\":1") != NULL);
    CHECK_STR(field(e, "error", b, sizeof b), "column 1: '{' is never closed");
    CHECK(strstr(run("census", "4"), "\"ok\":false") != NULL);
    CHECK(strstr(run("nosuchop", ""), "unknown operation") != NULL);
    CHECK(strstr(run("eval", "mazegame(\"/etc/passwd\")"), "switched off") != NULL);
}

/* The facts the page shows are what the expression functions print, on
 * random games (seed printed by the test runner). */
TEST(facts_match_expression_functions) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    for (long i = 0; i < test_iterations(60); i++) {
        game_t g = randgame(&r, 3, 3);
        char *s = expr_game_str(g), fn[600], got[256], want[256];
        char json[8192];
        snprintf(json, sizeof json, "%s", run("eval", s));
        CHECK_STR(field(json, "value", got, sizeof got), s);
        static const char *const fns[][2] = {{"temperature", "temperature"},
                                             {"mean", "mean"},
                                             {"outcome", "outcome"},
                                             {"left_stop", "left_stop"},
                                             {"right_stop", "right_stop"}};
        for (size_t k = 0; k < sizeof fns / sizeof *fns; k++) {
            snprintf(fn, sizeof fn, "%s(%s)", fns[k][1], s);
            snprintf(want, sizeof want, "%s", run("eval", fn));
            CHECK_STR(field(json, fns[k][0], got, sizeof got), field(want, "value", fn, sizeof fn));
        }
        cgt_free(s);
    }
}

/* Domineering: a 2x1 column is 1 (Left's one move, Right none); the 2x2
 * square is +-1 and every first move wins (Winning Ways, ch. 2). */
TEST(board_moves) {
    char b[256];
    const char *j = run("board", "domineering\n.|.");
    CHECK_STR(field(j, "value", b, sizeof b), "1");
    j = run("board", "domineering\n..|..");
    CHECK_STR(field(j, "value", b, sizeof b), "+-1");
    const char *p = j;
    int moves = 0, wins = 0;
    while ((p = strstr(p, "\"player\":")) != NULL) {
        moves++;
        p++;
    }
    for (p = j; (p = strstr(p, "\"wins\":true")) != NULL; p++) wins++;
    CHECK_INT(moves, 4);
    CHECK_INT(wins, 4);
    CHECK(strstr(run("board", "chess\n..|.."), "ruleset") != NULL);
    CHECK(strstr(run("board", "domineering\n..|x."), "\"ok\":false") != NULL);
}

/* MAZE on one row of two open cells: from the right cell nobody moves (0);
 * from the left only Right moves, to 0, so {|0} = -1 (rules of seed 000). */
TEST(mazegame_and_mazes) {
    char b[256];
    const char *j = run("mazegame", "+---+---+\n|       |\n+---+---+\n");
    CHECK(strstr(j, "\"rcf\":\"-1\"") != NULL);
    CHECK(strstr(j, "\"rcf\":\"0\"") != NULL);
    CHECK(strstr(run("mazebuild", "5/8"), "\"board\":") != NULL);
    CHECK(strstr(run("mazebuild", "1/3"), "\"ok\":false") != NULL);
    j = run("maze", "backtracker 5 6 7 bfs");
    CHECK(strstr(j, "\"solved\":true") != NULL);
    CHECK(strstr(run("maze", "nosuch 5 6 7 bfs"), "unknown maze algorithm") != NULL);
    CHECK(strstr(run("maze", "backtracker 500 6 7 bfs"), "\"ok\":false") != NULL);
    /* A 1x3 corridor: east twice reaches the goal (bottom-right). */
    CHECK_STR(field(run("mazeplay", "backtracker 1 3 1 0 0 0\ne\ne"), "status", b, sizeof b),
              "won");
    CHECK_STR(field(run("mazeplay", "backtracker 1 3 1 1 0 0\nforward"), "status", b, sizeof b),
              "on");
}

/* A runaway computation stops on the timeout with the CLI's message. */
TEST(limits) {
    char b[256];
    const char *j =
        cgt_web_run("eval", "domineering(\"......|......|......|......|......|......\")", 0, 0.2);
    CHECK(strstr(j, "\"kind\":\"limit\"") != NULL);
    CHECK(strlen(field(j, "error", b, sizeof b)) > 0);
    j = cgt_web_run("eval", "domineering(\"......|......|......|......|......|......\")", 500, 0);
    CHECK(strstr(j, "\"kind\":\"limit\"") != NULL);
    CHECK_STR(field(run("eval", "^+^"), "value", b, sizeof b), "^^");
    game_table_free();
}

#ifdef CGT_WEB_SCRIPTS
/* With the scripting language: variables live across requests until reset,
 * as in the REPL; an assignment prints nothing. */
TEST(script_state) {
    char b[256];
    CHECK_STR(field(run("eval", "g := ^"), "value", b, sizeof b), "");
    CHECK_STR(field(run("eval", "g + g"), "value", b, sizeof b), "^^");
    run("reset", "");
    CHECK(strstr(run("eval", "g"), "unknown name 'g'") != NULL);
}
#endif
