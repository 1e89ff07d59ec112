/* test_games.c - the rulesets: known values, parsers and their error
 * messages, and Toads and Frogs against a brute-force game tree. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/games.h"
#include "test.h"

/* The value of text under ruleset k, printed (or "error: <message>"). */
static char *value_str(games_ruleset k, const char *text, unsigned flags) {
    game_t g;
    int rc = games_eval(&g, k, text, flags);
    if (rc < 0) {
        char buf[512];
        snprintf(buf, sizeof buf, "error: %s", cgt_error_message());
        return cgt_strdup(buf);
    }
    return expr_game_str(g);
}

#define CHECK_VALUE(k, text, want)                                                                 \
    do {                                                                                           \
        char *s_ = value_str(k, text, 0);                                                          \
        CHECK_MSG(strcmp(s_, want) == 0, "%s: got %s, want %s", text, s_, want);                   \
        cgt_free(s_);                                                                              \
    } while (0)

static game_t eval_expr(const char *text) {
    game_t g = GAME_NONE;
    int rc = expr_eval_game(&g, text);
    CHECK_MSG(rc == 0, "%s: %s", text, cgt_error_message());
    return g;
}

TEST(domineering_known_values) {
    /* The values quoted in issue 4 (CGSuite's), rows x columns. */
    CHECK_VALUE(GAMES_DOMINEERING, "....|....|....|....", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
    CHECK_VALUE(GAMES_DOMINEERING, ".....|.....|.....|.....", "1");
    CHECK_VALUE(GAMES_DOMINEERING, ".....|.....|.....|.....|.....", "0");
    /* Small boards by hand: a vertical domino space is Left's move (1), a
     * horizontal one Right's (-1); 2x2: either player's move leaves the
     * mover one more move: {1|-1}. */
    CHECK_VALUE(GAMES_DOMINEERING, ".|.", "1");
    CHECK_VALUE(GAMES_DOMINEERING, "..", "-1");
    CHECK_VALUE(GAMES_DOMINEERING, "..|..", "+-1");
    CHECK_VALUE(GAMES_DOMINEERING, "#.|..", "*"); /* L tromino: one move each, to 0: {0|0} */
    CHECK_VALUE(GAMES_DOMINEERING, ".", "0");
    CHECK_VALUE(GAMES_DOMINEERING, "#", "0");
    /* 2x3: Left's middle column leaves two vertical spaces (2); Right's
     * moves leave {1|-1}-like regions: CGSuite {2|-1/2}. */
    CHECK_VALUE(GAMES_DOMINEERING, "...|...", "{2|-1/2}");
    CHECK_VALUE(GAMES_DOMINEERING, "..|..|..", "{1/2|-2}");
    /* independent regions add: two vertical spaces and a horizontal one */
    CHECK_VALUE(GAMES_DOMINEERING, ".#.|.#.|###|..#", "1");
}

TEST(cram_known_values) {
    /* Cram on an even x even board is 0 (the second player mirrors); on
     * even x odd boards the first player wins by taking the centre. */
    CHECK_VALUE(GAMES_CRAM, "..|..", "0");
    CHECK_VALUE(GAMES_CRAM, "....|....|....|....", "0");
    CHECK_VALUE(GAMES_CRAM, "..", "*");
    CHECK_VALUE(GAMES_CRAM, "...", "*");   /* two moves, each to a dead cell */
    CHECK_VALUE(GAMES_CRAM, "....", "*2"); /* ends: *, middle: 0 -> mex{0,1} */
}

TEST(clobber_known_values) {
    CHECK_VALUE(GAMES_CLOBBER, "xo", "*");    /* either captures, leaving one stone */
    CHECK_VALUE(GAMES_CLOBBER, "x|o", "*");   /* the same vertically */
    CHECK_VALUE(GAMES_CLOBBER, "xx", "0");    /* no moves */
    CHECK_VALUE(GAMES_CLOBBER, "xo.ox", "0"); /* * + * */
    /* "xoo": Left's only move gives ".xo" = *, Right's "o.o" = 0: {*|0} = v. */
    CHECK_VALUE(GAMES_CLOBBER, "xoo", "v");
    CHECK_VALUE(GAMES_CLOBBER, "XOO", "v"); /* upper case accepted */
    char *s = value_str(GAMES_CLOBBER, "xoxo|oxox|xoxo", 0);
    CHECK_MSG(strlen(s) > 0 && strncmp(s, "error", 5) != 0, "%s", s);
    cgt_free(s);
}

TEST(hackenbush_known_values) {
    /* Blue-Red strings: binary expansion (the first letter on the ground). */
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "B", "1");
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "R", "-1");
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "BR", "1/2");
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "BRR", "1/4");
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "BBR", "3/2");
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "BRRB", "3/8");
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "RBBBB", "-1/16"); /* -1 + 15/16 */
    /* Green strings are nimbers; "BG": {0, 1 | 1} = 1*. */
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "G", "*");
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "GGG", "*3");
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "BG", "1*");
    CHECK_VALUE(GAMES_HACKENBUSH_STRING, "", "0");
    /* Graphs: a path written as edges equals the string. */
    CHECK_VALUE(GAMES_HACKENBUSH, "0-1:b,1-2:r,2-3:r,3-4:b", "3/8");
    CHECK_VALUE(GAMES_HACKENBUSH, "4-3:b,0-1:b,2-1:r,3-2:r", "3/8"); /* any order */
    /* Green triangle on the ground: cutting a ground edge leaves a path of
     * two (*2), cutting the top edge leaves two stalks (* + * = 0):
     * mex{0, 2} = *. */
    CHECK_VALUE(GAMES_HACKENBUSH, "0-1:g,1-2:g,0-2:g", "*");
    /* A tree: a blue stalk with a red and a green branch. */
    CHECK_VALUE(GAMES_HACKENBUSH, "0-1:b,1-2:r,1-3:g", "1/2*");
    /* Edges with both ends on the ground, and floating edges (they fall). */
    CHECK_VALUE(GAMES_HACKENBUSH, "0-0:b,0-0:r,0-0:g", "*");
    CHECK_VALUE(GAMES_HACKENBUSH, "0-1:b,5-6:r", "1");
    CHECK_VALUE(GAMES_HACKENBUSH, "", "0");
    /* Large vertex names are just names. */
    CHECK_VALUE(GAMES_HACKENBUSH, "0-100:B, 100-7:R", "1/2");
}

TEST(expressions) {
    CHECK(eval_expr("domineering(\"..|..\")") == eval_expr("+-1"));
    CHECK(eval_expr("domineering('.|.') + clobber(\"xo\")") == eval_expr("1*"));
    CHECK(eval_expr("toads(\"t.f\")") == game_star());
    CHECK(eval_expr("hackenbush(\"BR\")") == eval_expr("1/2")); /* a string */
    CHECK(eval_expr("hackenbush(\"bgG\")") == eval_expr("1*2"));
    CHECK(eval_expr("cram(\"....\")") == eval_expr("*2"));
    CHECK(eval_expr("hackenbush(\"0-1:b\")") == eval_expr("1"));
}

TEST(parse_errors) {
    static const struct {
        games_ruleset k;
        const char *text, *msg;
    } bad[] = {
        {GAMES_DOMINEERING, "", "column 1: empty domineering board"},
        {GAMES_DOMINEERING, "..x", "column 3: unexpected 'x' in a domineering board"},
        {GAMES_DOMINEERING, "..|...", "column 7: row 2 has 3 cells, the first row has 2"},
        {GAMES_DOMINEERING, "..||..", "column 4: empty row in domineering board"},
        {GAMES_CRAM, "..|.#|z.", "column 7: unexpected 'z' in a cram board"},
        {GAMES_CLOBBER, "xo.|ox#", "column 7: unexpected '#' in a clobber board"},
        {GAMES_TOADS, "tt.x", "column 4: unexpected 'x' in a toads row (use t, f and .)"},
        {GAMES_HACKENBUSH, "0-1:b,1-2", "column 10: expected ':' and a colour (b, r or g)"},
        {GAMES_HACKENBUSH, "0-1:q", "column 5: expected a colour b, r or g"},
        {GAMES_HACKENBUSH, "0:1:b", "column 2: expected '-' between two vertices"},
        {GAMES_HACKENBUSH, "0-1:b,", "column 7: expected an edge after ','"},
        {GAMES_HACKENBUSH, "0-1:b 1-2:r", "column 7: expected ',' between edges"},
        {GAMES_HACKENBUSH, "a-1:b", "column 1: expected a vertex number"},
        {GAMES_HACKENBUSH_STRING, "BRX",
         "column 3: unexpected 'X' in a Hackenbush string (use B, R and G)"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        game_t g;
        int rc = games_eval(&g, bad[i].k, bad[i].text, 0);
        CHECK_MSG(rc == CGT_EPARSE, "%s: rc %d", bad[i].text, rc);
        CHECK_STR(cgt_error_message(), bad[i].msg);
    }
    /* In expressions the column is the column in the whole expression. */
    expr_value v;
    CHECK(expr_eval(&v, "domineering(\"..|.x\")") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 18: domineering: unexpected 'x' in a domineering board");
    CHECK(expr_eval(&v, "1 + clobber(\"xo|o\")") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 18: clobber: row 2 has 1 cells, the first row has 2");
    CHECK(expr_eval(&v, "domineering(3)") == CGT_EVALUE);
    CHECK_STR(cgt_error_message(),
              "column 13: domineering needs a quoted position such as \"..|..\", got a game");
}

TEST(format_round_trip) {
    static const struct {
        games_ruleset k;
        const char *text, *printed;
    } cases[] = {
        {GAMES_DOMINEERING, "..#|#..", "..#|#.."},
        {GAMES_CLOBBER, "XO.|oxX", "xo.|oxx"},
        {GAMES_TOADS, "TT..fF", "tt..ff"},
        {GAMES_HACKENBUSH, "0-1:b,1-2:r,1-3:g", "0-1:b,1-2:r,1-3:g"},
        {GAMES_HACKENBUSH_STRING, "BRG", "0-1:b,1-2:r,2-3:g"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t *p;
        size_t n;
        CHECK(games_parse(&p, &n, cases[i].k, cases[i].text) == 0);
        char *s = games_format(cases[i].k, p, n);
        CHECK_STR(s, cases[i].printed);
        cgt_free(s);
        cgt_free(p);
    }
}

TEST(limits) {
    /* A node budget stops a 6x6 evaluation cleanly, and afterwards the same
     * board evaluates correctly (nothing partial was cached). */
    cgt_limits_set(200, 0);
    game_t g;
    int rc = games_eval(&g, GAMES_DOMINEERING, "......|......|......|......|......|......", 0);
    CHECK_INT(rc, CGT_ELIMIT);
    CHECK(g == GAME_NONE);
    CHECK(strstr(cgt_error_message(), "limit") != NULL);
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    CHECK(games_eval(&g, GAMES_DOMINEERING, "....|....|....|....", 0) == 0);
    CHECK(g == eval_expr("+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"));
    game_table_free();
}

/* ---- Toads and Frogs against a brute-force game tree ---------------------- */

/* The value of a row by the rules alone: plain recursion, game_make of the
 * options' values, no table, no split, no symmetry. */
static game_t toads_brute(char *row, size_t n) {
    game_t L[64], R[64];
    size_t nl = 0, nr = 0;
    for (size_t i = 0; i < n; i++) {
        if (row[i] == 't') {
            size_t to = (i + 1 < n && row[i + 1] == '.')                        ? i + 1
                        : (i + 2 < n && row[i + 1] == 'f' && row[i + 2] == '.') ? i + 2
                                                                                : i;
            if (to == i) continue;
            row[i] = '.', row[to] = 't';
            L[nl++] = toads_brute(row, n);
            row[i] = 't', row[to] = '.';
        } else if (row[i] == 'f') {
            size_t to = (i >= 1 && row[i - 1] == '.')                        ? i - 1
                        : (i >= 2 && row[i - 1] == 't' && row[i - 2] == '.') ? i - 2
                                                                             : i;
            if (to == i) continue;
            row[i] = '.', row[to] = 'f';
            R[nr++] = toads_brute(row, n);
            row[i] = 'f', row[to] = '.';
        }
    }
    return game_make(L, nl, R, nr);
}

TEST(toads_brute_force) {
    /* Every row of length 0..5 (364 rows), with and without the engine's
     * table, split and symmetry. */
    size_t count = 0;
    for (size_t n = 0; n <= 5; n++) {
        size_t total = 1;
        for (size_t i = 0; i < n; i++) total *= 3;
        for (size_t code = 0; code < total; code++) {
            char row[8];
            size_t c = code;
            for (size_t i = 0; i < n; i++, c /= 3) row[i] = ".tf"[c % 3];
            row[n] = '\0';
            game_t want = toads_brute(row, n);
            game_t got, plain;
            CHECK(games_eval(&got, GAMES_TOADS, row, 0) == 0);
            CHECK(games_eval(&plain, GAMES_TOADS, row,
                             POSITION_NO_TABLE | POSITION_NO_SPLIT | POSITION_NO_SYMMETRY) == 0);
            char *ws = expr_game_str(want), *gs = expr_game_str(got);
            CHECK_MSG(got == want && plain == want, "toads(\"%s\"): engine %s, brute force %s", row,
                      gs, ws);
            cgt_free(ws);
            cgt_free(gs);
            count++;
        }
    }
    CHECK_INT(count, 364);
}

TEST(toads_hand_checked) {
    /* "t." : the toad steps once, then nobody can move: {0|} = 1. */
    CHECK_VALUE(GAMES_TOADS, "t.", "1");
    /* ".f" mirrors it: -1.  "t..": two steps for Left: 2. */
    CHECK_VALUE(GAMES_TOADS, ".f", "-1");
    CHECK_VALUE(GAMES_TOADS, "t..", "2");
    /* "tf": nobody can move (no empty square): 0; "ft" too (and the frog at
     * the left end and the toad at the right end are dead). */
    CHECK_VALUE(GAMES_TOADS, "tf", "0");
    CHECK_VALUE(GAMES_TOADS, "ft", "0");
    /* "t.f": Left steps to ".tf", where only Right can move (jump to
     * "ft."), after which only Left steps ("f.t"): ".tf" = {|{0|}} = {|1} = 0.
     * By symmetry Right's move "tf." is 0 as well, so "t.f" = {0|0} = *. */
    CHECK_VALUE(GAMES_TOADS, ".tf", "0");
    CHECK_VALUE(GAMES_TOADS, "t.f", "*");
    /* "tf.": Left jumps to ".ft" (Right then has one step: -1) - the only
     * move of either player, so "tf." = {-1|} = 0. */
    CHECK_VALUE(GAMES_TOADS, "tf.", "0");
    /* "tt..ff" is its own mirror image with the pieces swapped: G = -G. */
    game_t g;
    CHECK(games_eval(&g, GAMES_TOADS, "tt..ff", 0) == 0 && g == game_neg(g));
    /* "ttff" is frozen and splits the row: "t.ttff.f" = "t." + ".f" = 0. */
    CHECK_VALUE(GAMES_TOADS, "t.ttff.f", "0");
    CHECK_VALUE(GAMES_TOADS, "t..ttff", "2");
}

/* Random text over each syntax's alphabet and some noise: every parser
 * either accepts it or gives a one-line "column N: ..." error, and what it
 * accepts prints back to text that parses to the same position. */
TEST(parsers_random_text) {
    static const char alphabet[] = ".#xotfbrgBRG|-:,0123 \t\"'{}";
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 7);
    long iters = test_iterations(3000);
    for (long it = 0; it < iters; it++) {
        char text[32];
        size_t n = cgt_rng_below(&r, sizeof text);
        for (size_t i = 0; i < n; i++) text[i] = alphabet[cgt_rng_below(&r, sizeof alphabet - 1)];
        text[n] = '\0';
        for (int k = 0; k <= GAMES_HACKENBUSH_STRING; k++) {
            uint8_t *p = NULL;
            size_t len = 0;
            int rc = games_parse(&p, &len, (games_ruleset)k, text);
            if (rc != 0) {
                CHECK_MSG(rc == CGT_EPARSE, "ruleset %d, \"%s\": rc %d", k, text, rc);
                CHECK_MSG(strncmp(cgt_error_message(), "column ", 7) == 0 &&
                              !strchr(cgt_error_message(), '\n'),
                          "ruleset %d, \"%s\": %s", k, text, cgt_error_message());
                continue;
            }
            char *s = games_format((games_ruleset)k, p, len);
            uint8_t *q = NULL;
            size_t qlen = 0;
            games_ruleset back = k == GAMES_HACKENBUSH_STRING ? GAMES_HACKENBUSH : (games_ruleset)k;
            CHECK_MSG(games_parse(&q, &qlen, back, s) == 0 && qlen == len &&
                          (len == 0 || memcmp(p, q, len) == 0),
                      "ruleset %d, \"%s\" printed \"%s\" does not read back", k, text, s);
            cgt_free(q);
            cgt_free(s);
            cgt_free(p);
        }
    }
}
