/* test_catalogue.c - the rulesets added on the ruleset interface
 * (docs/ruleset.md): values published by CGSuite's and cgt-tools' own
 * ruleset tests and by Winning Ways, each cited where it is asserted. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/games.h"
#include "cgt/octal.h"
#include "test.h"

/* Checks that position text of ruleset name has the value written want (an
 * expression in CGSuite notation, compared as games, not as strings). */
static void check_value(const char *file, int line, const char *name, const char *text,
                        const char *want) {
    const games_def *d = games_find(name);
    if (!d) {
        test_fail(file, line, "no ruleset %s", name);
        return;
    }
    game_t g = GAME_NONE, w = GAME_NONE;
    if (games_def_eval(&g, d, text, 0) != 0) {
        test_fail(file, line, "%s(\"%s\"): %s", name, text, cgt_error_message());
        return;
    }
    if (expr_eval_game(&w, want) != 0) {
        test_fail(file, line, "expected value %s: %s", want, cgt_error_message());
        return;
    }
    if (g != w) {
        char *s = expr_game_str(g);
        test_fail(file, line, "%s(\"%s\") = %s, want %s", name, text, s, want);
        cgt_free(s);
    }
}
#define VALUE(name, text, want) check_value(__FILE__, __LINE__, name, text, want)

/* A published row: for n = first..last, the position fmt with scale * n for
 * its "%d" (or, for fmt "=ab", n - 1 letters a then b: "=TH" is the row of
 * coins "TT..TH", "=.." n empty points) has the value nimber *nim[n - first]
 * (nim given) or want[n - first] (an expression).  One helper for every
 * table of the file. */
static void check_row(const char *file, int line, const char *name, const char *fmt, int scale,
                      int first, int last, const int *nim, const char *const *want) {
    for (int n = first; n <= last; n++) {
        char text[80], w[16];
        if (fmt[0] == '=') {
            int k = 0;
            for (; k < n && k < 79; k++) text[k] = k == n - 1 ? fmt[2] : fmt[1];
            text[k] = '\0';
        } else {
            snprintf(text, sizeof text, fmt, scale * n);
        }
        if (nim) snprintf(w, sizeof w, "*%d", nim[n - first]);
        check_value(file, line, name, text, nim ? w : want[n - first]);
    }
}
#define NIM_ROW(name, fmt, scale, first, last, nim)                                                \
    check_row(__FILE__, __LINE__, name, fmt, scale, first, last, nim, NULL)
#define VALUE_ROW(name, fmt, first, last, want)                                                    \
    check_row(__FILE__, __LINE__, name, fmt, 1, first, last, NULL, want)

TEST(amazons_published) {
    /* CGSuite lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala,
     * "define Amazons properly". */
    VALUE("amazons", "x...|o...", "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}");
    /* cgt-tools cgt/short/partizan/games/amazons.rs, test canonical_form
     * ("Confirmed with cgsuite"). */
    VALUE("amazons", "x..#|....|.#.o",
          "{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, "
          "{1|-3}|-5}, {0, {0, *|0, {0, {1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, "
          "{2|0}}|0}}, {2, {3|0}|0, {0, {0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, {2|0}}|v*, "
          "{1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, {{3|0}, {3|1, {2|0}}, {3, {3|1}|1, "
          "{1|0, *}}|-1/16, {0|-1}, {*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5}, {{1/2|{-1/4, "
          "{0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, {1|*}}|-1/2}|-5}}}");
    /* By hand: on 1x2 a Left queen moves and shoots back at the square it
     * left, and is stuck: {0|} = 1.  On 1x3 its best move (to the middle,
     * shooting an end) leaves it one more move: {0,1|} = 2. */
    VALUE("amazons", "x.", "1");
    VALUE("amazons", "x..", "2");
}

TEST(konane_published) {
    /* cgt-tools cgt/short/partizan/games/konane.rs, test values. */
    VALUE("konane", "..ox", "1");
    VALUE("konane", ".ox.", "*");
    VALUE("konane", ".ox.|o..x|....", "{1|-1}");
    /* A run of jumps: x can capture one o (to column 3) or both (to column
     * 5); Right has no move: {0, 0 | } = 1. */
    VALUE("konane", "xo.o.", "1");
}

TEST(fission_published) {
    /* cgt-tools cgt/short/partizan/games/fission.rs, test canonical_form
     * (the first four are also the examples of CGSuite's Fission.cgs). */
    VALUE("fission", "....|..x.|....|....", "0");
    VALUE("fission", "..x.|....|..x.|....", "-2");
    VALUE("fission", ".x.x|....|..x.|....", "-1");
    VALUE("fission", ".x.x|..x.|....|..x.", "{-1|-4}");
    VALUE("fission", "....|..x.|....|#..#", "0");
}

TEST(ski_jumps_published) {
    /* cgt-tools cgt/short/partizan/games/ski_jumps.rs, test
     * winning_ways_examples (positions of Winning Ways, ch. 5). */
    VALUE("ski_jumps", "...L....|..R.....|........", "2");
    VALUE("ski_jumps", "........|...l....|.......R|........|......L.", "-1");
    VALUE("ski_jumps", ".L...|.R...|.....", "5/2");
    VALUE("ski_jumps", "...R.|...L.|.....", "-5/2");
    VALUE("ski_jumps", "L....|....R|.....", "1/2");
    VALUE("ski_jumps", "L....|R....|.....", "9/2");
    VALUE("ski_jumps", "L....|....R|l....", "5");
}

TEST(toppling_dominoes_published) {
    /* cgt-tools cgt/short/partizan/games/toppling_dominoes.rs, test
     * correct_canonical: blue red red blue blue. */
    VALUE("toppling_dominoes", "lrrll", "{1|*}");
    /* By hand: n blue dominoes are n moves for Left (Winning Ways' rows of
     * one colour are integers); a green one is *; rows add up. */
    VALUE("toppling_dominoes", "lll", "3");
    VALUE("toppling_dominoes", "e", "*");
    VALUE("toppling_dominoes", "lrrll|lll", "{4|3*}");
    VALUE("toppling_dominoes", "", "0");
}

TEST(push_shove_by_hand) {
    /* Lessons in Play's definitions, by hand: a lone piece of Left's on
     * square k (from 1) is k moves of hers: "l" = 1, "..l" = 3.  "rl":
     * Left's move leaves "l" (the r falls off), Right's ".l": {1|2} = 3/2
     * in both.  "r.l": in Shove Left's move takes the r off too (".l" = 2),
     * in Push it stops at the gap ("rl" = 3/2); Right's leaves "..l" = 3:
     * Shove {2|3} = 5/2, Push {3/2|3} = 2. */
    VALUE("shove", "l", "1");
    VALUE("push", "..l", "3");
    VALUE("shove", "rl", "3/2");
    VALUE("push", "rl", "3/2");
    VALUE("shove", "r.l", "5/2");
    VALUE("push", "r.l", "2");
    VALUE("push", "l.r", "-2");
    VALUE("shove", "", "0");
}

TEST(cakes_published) {
    /* CGSuite GameHeapTest.scala, "define partizan coordinate games
     * properly": Cutcake((8,n)) and MaundyCake((8,n)) for n = 0..8, 8 rows
     * of n columns.  The n = 0 entries (-7, as for n = 1) are left out: a
     * cake of no columns is no cake here, and cgt rejects a side of 0. */
    static const char *const cut[] = {"-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"};
    static const char *const maundy[] = {"-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"};
    VALUE_ROW("cutcake", "8x%d", 1, 8, cut);
    VALUE_ROW("maundy_cake", "8x%d", 1, 8, maundy);
    /* The same test, Eatcake((8,n)) and TurnAndEatcake((8,n)) (CGSuite's
     * GenCutcake with TakeAndBreak("0.7") for both players, twisted for
     * Turn-and-Eatcake), n = 1..8 (n = 0, no cake here, left out). */
    static const char *const eat[] = {"^",
                                      "{^|||^*|v||0}",
                                      "{^^|*}",
                                      "{^^|*||0,{0|vv*}}",
                                      "{^3|^*||*}",
                                      "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}",
                                      "{0||^^*|0|||*}",
                                      "*"};
    static const char *const turn_eat[] = {"v", "0", "v", "0", "v<3>", "0", "v", "0"};
    VALUE_ROW("eatcake", "8x%d", 1, 8, eat);
    VALUE_ROW("turn_and_eatcake", "8x%d", 1, 8, turn_eat);
    /* Winning Ways ch. 8 by hand: a 1x1 cake is eaten by either player (*);
     * Left eats the one column of a 2x1 cake (0), Right a row (1x1 = *):
     * {0|*} = ^. */
    VALUE("eatcake", "1x1", "*");
    VALUE("eatcake", "2x1", "^");
    /* Turning the cake a quarter swaps the players; a sum adds. */
    VALUE("cutcake", "1x8", "7");
    VALUE("cutcake", "8x2, 2x8", "0");
}

/* floor(n phi) exactly: floor((n + sqrt(5 n^2)) / 2) = floor((n + isqrt(5 n^2)) / 2)
 * since sqrt(5 n^2) is irrational for n > 0. */
static unsigned long floor_n_phi(unsigned long n) {
    unsigned long t = 5 * n * n, s = 0;
    while ((s + 1) * (s + 1) <= t) s++;
    return (n + s) / 2;
}

TEST(wythoff_published) {
    /* CGSuite GameHeapTest.scala, "define coordinate games properly":
     * Wythoff((10,n)).NimValue for n = 0..20. */
    static const int row10[] = {10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14,
                                18, 7,  6, 2, 3,  1,  4, 5,  23, 28};
    NIM_ROW("wythoff", "10,%d", 1, 0, 20, row10);
    /* Wythoff's theorem (Winning Ways ch. 3; Wythoff 1907): the P-positions
     * are exactly (floor(n phi), floor(n phi^2)) = (a_n, a_n + n) and their
     * mirrors.  Every (a, b) with a, b < 60 is 0 iff it is one of them. */
    static bool is_p[60][60];
    for (unsigned long n = 0;; n++) {
        unsigned long a = floor_n_phi(n), b = a + n;
        if (b >= 60) break;
        is_p[a][b] = is_p[b][a] = true;
    }
    const games_def *d = games_find("wythoff");
    for (int a = 0; a < 60; a++)
        for (int b = 0; b < 60; b++) {
            char text[16];
            game_t g;
            snprintf(text, sizeof text, "%d,%d", a, b);
            if (games_def_eval(&g, d, text, 0) != 0) {
                CHECK_MSG(0, "wythoff(\"%s\"): %s", text, cgt_error_message());
                continue;
            }
            CHECK_MSG((g == game_zero()) == is_p[a][b], "wythoff(\"%s\") P-position? %d", text,
                      is_p[a][b]);
        }
}

/* The value of the twisted variant of ruleset name at text. */
static game_t twisted_value(const char *name, const char *text) {
    game_t g = GAME_NONE;
    int rc = games_variant_eval(&g, games_find(name), GAMES_VARIANT_TWISTED, text, 0);
    CHECK_MSG(rc == 0, "twisted(\"%s\", \"%s\"): %s", name, text, cgt_error_message());
    return g;
}

TEST(twisted_by_hand) {
    /* CGSuite's TwistedVariantGame (lib/core/.../game/variant/
     * TwistedVariantGame.cgs): the options of twisted(G) are -twisted(G')
     * for the options G' of G.  By hand: a Domineering column of two cells
     * is Left's move to 0: {0|} = 1, a row of two Right's: -1; a twisted
     * impartial game is the game itself (cram("...|...") = *). */
    CHECK(twisted_value("domineering", ".|.") == game_from_si(1));
    CHECK(twisted_value("domineering", "..") == game_from_si(-1));
    CHECK(twisted_value("cram", "...|...") == game_star());
    /* Toppling Dominoes "l" = {-twisted("")|} = 1; "ll": Left topples one
     * domino, leaving "l" or nothing: {-1, 0|} = 1 (untwisted: 2). */
    CHECK(twisted_value("toppling_dominoes", "l") == game_from_si(1));
    CHECK(twisted_value("toppling_dominoes", "ll") == game_from_si(1));
    /* Cutcake 1x3: Left cuts into 1x1 + 1x2 (untwisted 0 + 1), whose twist
     * is {-(1x1 + 1x2 twisted)} where 1x1 + 1x2 twisted = {-0|} = 1: so
     * {-1|} = 0. */
    CHECK(twisted_value("cutcake", "1x3") == game_zero());
    game_t g = GAME_NONE;
    CHECK(expr_eval_game(&g, "twisted(\"chess\", \"..\")") == CGT_EVALUE);
}

/* floor(i alpha) for Fraenkel's alpha = (2 - r + sqrt(r^2 + 4)) / 2, exactly:
 * floor((i (2 - r) + floor(sqrt(i^2 (r^2 + 4)))) / 2), the root irrational
 * for i > 0 (r^2 + 4 is no square for r >= 1). */
static long floor_i_alpha(long i, long r) {
    long t = i * i * (r * r + 4), s = 0;
    while ((s + 1) * (s + 1) <= t) s++;
    long a = i * (2 - r) + s;
    return a >= 0 ? a / 2 : -((-a + 1) / 2);
}

TEST(gen_wythoff_published) {
    /* CGSuite GameHeapTest.scala, "define coordinate games properly":
     * GenWythoff(r => 2)((10,n)).NimValue for n = 0..20. */
    static const int row10[] = {10, 11, 12, 13, 0,  14, 9,  17, 18, 19, 20,
                                21, 22, 23, 24, 25, 26, 15, 28, 29, 30};
    NIM_ROW("gen_wythoff", "2:10,%d", 1, 0, 20, row10);
    /* The same file checks r = 1..5 on the first 15 P-positions by
     * Fraenkel's formula (How to beat your Wythoff games' opponent on three
     * fronts, 1982): (floor(i alpha), floor(i alpha) + i r).  Here: for
     * r = 1..4 every (a, b) with a, b < 40 is 0 iff it is one of them. */
    const games_def *d = games_find("gen_wythoff");
    for (long r = 1; r <= 4; r++) {
        static bool is_p[40][40];
        memset(is_p, 0, sizeof is_p);
        for (long i = 0;; i++) {
            long a = floor_i_alpha(i, r), b = a + i * r;
            if (b >= 40) break;
            is_p[a][b] = is_p[b][a] = true;
        }
        for (int a = 0; a < 40; a++)
            for (int b = 0; b < 40; b++) {
                char text[24];
                game_t g;
                snprintf(text, sizeof text, "%ld:%d,%d", r, a, b);
                if (games_def_eval(&g, d, text, 0) != 0) {
                    CHECK_MSG(0, "gen_wythoff(\"%s\"): %s", text, cgt_error_message());
                    continue;
                }
                CHECK_MSG((g == game_zero()) == is_p[a][b], "gen_wythoff(\"%s\") P-position? %d",
                          text, is_p[a][b]);
            }
    }
    /* r = 1 is Wythoff's game */
    VALUE("gen_wythoff", "1:10,13", "wythoff(\"10,13\")");
}

TEST(queen_published) {
    /* Winning Ways ch. 3 ("Wyt Queens"): a queen moving towards the corner
     * of an empty board is Wythoff's game on her distances to the two
     * edges; CGSuite's Wythoff((10,n)) row (wythoff_published) on a board
     * of 11 rows and n + 1 columns, the queen in the far corner. */
    static const int row10[] = {10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14,
                                18, 7,  6, 2, 3,  1,  4, 5,  23, 28};
    for (int n = 0; n <= 20; n++) {
        char text[300], want[16];
        size_t k = 0;
        for (int r = 0; r <= 10; r++) {
            if (r) text[k++] = '|';
            for (int c = 0; c <= n; c++) text[k++] = r == 10 && c == n ? 'q' : '.';
        }
        text[k] = '\0';
        snprintf(want, sizeof want, "*%d", row10[n]);
        VALUE("queen", text, want);
    }
    /* By hand: walls stop the queen.  Walled in: 0; with only the square
     * above free, or only the diagonal one (walls beside a diagonal do not
     * stop it): *; "q" in a corner: 0. */
    VALUE("queen", "##|#q", "0");
    VALUE("queen", ".#|#q", "*");
    VALUE("queen", "#.|#q", "*");
    VALUE("queen", "q", "0");
    /* A wall on the diagonal (rows and columns from 0): from (2,2) the
     * queen reaches (1,2), (0,2), (2,1), (2,0), not (1,1) nor (0,0).  On
     * the edges (0,1) = *, (0,2) = (2,0) = *2 as in Wythoff; (1,2) moves
     * to (0,2) and diagonally to (0,1) only (the wall is to its left):
     * mex{2,1} = 0, and (2,1) likewise; so (2,2) = mex{0,2} = *. */
    VALUE("queen", "...|.#.|..q", "*");
}

TEST(coins_published) {
    /* CGSuite GameHeapTest.scala, "define Spawning properly": the nim
     * values of heaps 0..20 (a heap of n is here a row of n - 1 tails and
     * one head: "TTH" for 3) of Spawning("1,2,3") (Mock Turtles, whose
     * values are the odious numbers, Winning Ways ch. 14), "1,...,9"
     * (Moidores), "1+(C)" (Ruler), "3(E)" (Turnips) and "4(FS)" (Grunt). */
    static const struct {
        const char *name;
        int last; /* the largest n checked */
        int seq[21];
    } games[] = {
        {"mock_turtles", 20, {0,  1,  2,  4,  7,  8,  11, 13, 14, 16, 19,
                              21, 22, 25, 26, 28, 31, 32, 35, 37, 38}},
        {"moidores", 14, {0,   1,    2,    4,    8,    16,   32,    64,    128,   256,  511,
                          512, 1024, 2048, 4096, 7711, 8192, 16384, 26215, 32768, 43691}},
        {"ruler", 20, {0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4}},
        {"turnips", 20, {0, 0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4}},
        {"grunt", 20, {0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3}},
    };
    for (size_t g = 0; g < sizeof games / sizeof *games; g++)
        NIM_ROW(games[g].name, "=TH", 1, 0, games[g].last, games[g].seq);
    /* Mock Turtles: the values are the odious numbers (OEIS A000069), an
     * odd number of ones in binary, in order: checked to 60 coins. */
    int odious[60], x = 0;
    for (int n = 1; n <= 60; n++) {
        do x++;
        while (__builtin_popcount((unsigned)x) % 2 == 0);
        odious[n - 1] = x;
    }
    NIM_ROW("mock_turtles", "=TH", 1, 1, 60, odious);
    /* Ruler: the largest power of 2 dividing n (Winning Ways ch. 14); a row
     * is the nim sum of its heads. */
    VALUE("ruler", "TTTTTTTTTTTTTTTTTTTTTTTH", "*8");
    VALUE("ruler", "HHHH", "*1 + *2 + *1 + *4");
    VALUE("mock_turtles", "THHTH", "*2 + *4 + *8");
    /* Grunt's values are Grundy's game's (octal 4!.0, heap n - 1), Winning
     * Ways ch. 14: the octal module's grundy(n - 1), to 40 coins. */
    octal_game grundy;
    octal_grundy(&grundy);
    uint32_t gv[40];
    CHECK_INT(octal_nim_values(gv, &grundy, 39), 0);
    octal_clear(&grundy);
    int shifted[41] = {0};
    for (int n = 1; n <= 40; n++) shifted[n] = (int)gv[n - 1];
    NIM_ROW("grunt", "=TH", 1, 0, 40, shifted);
}

TEST(childish_hackenbush_published) {
    /* CGSuite GameGraphTest.scala, "define Childish Hackenbush properly";
     * its strings (from the ground, "(a;b)" branches, ":X" joins the
     * vertices labelled X) written as edges, vertex 0 the ground:
     * "l(l;rl)" = 2, ":{ground}llllllrrrr:{ground}" (a cycle of 6 blue
     * and 4 red edges through the ground) = {4|-2}, and
     * "r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))" (a red path 0-1-2-3-4-5, each of
     * 1..5 joined to T = 6 by a blue edge) = 15/16. */
    VALUE("childish_hackenbush", "0-1:b,1-2:b,1-3:r,3-4:b", "2");
    VALUE("childish_hackenbush", "0-1:b,1-2:b,2-3:b,3-4:b,4-5:b,5-6:b,6-7:r,7-8:r,8-9:r,9-0:r",
          "{4|-2}");
    VALUE("childish_hackenbush", "0-1:r,1-2:r,2-3:r,3-4:r,4-5:r,1-6:b,2-6:b,3-6:b,4-6:b,5-6:b",
          "15/16");
    /* The lollipops: "(e:B;e:Bllllllrrr:B)" is two green edges from the
     * ground to B, then a cycle through B of 6 blue and 3 red edges; it is
     * {0|^[4]*||vv}.  They hold only because green edges are not childish:
     * CGSuite defines ChildishHackenbush as GenHackenbush(childishEdges =>
     * [Color.Blue, Color.Red]) (lib/core/src/main/resources/org/cgsuite/lang/
     * resources/game/graph/constants.cgs; GenHackenbush.cgs skips an option
     * only for a childish colour), so a green edge may be cut even when others
     * fall with it.  cgt first made every colour childish and got another
     * value here. */
    VALUE("childish_hackenbush",
          "0-1:g,0-1:g,1-2:b,2-3:b,3-4:b,4-5:b,5-6:b,6-7:b,7-8:r,8-9:r,9-1:r", "{0|^[4]*||vv}");
    /* "(e:B;e:B;e:Blllllllllrr:B)": three green edges to B, a cycle of 9 blue
     * and 2 red edges; CGSuite gives its AtomicWeight as 3/2. */
    game_t g = GAME_NONE, w = GAME_NONE;
    CHECK_INT(expr_eval_game(&g, "atomic_weight(childish_hackenbush(\"0-1:g,0-1:g,0-1:g,1-2:b,"
                                 "2-3:b,3-4:b,4-5:b,5-6:b,6-7:b,7-8:b,8-9:b,9-10:b,10-11:r,"
                                 "11-1:r\"))"),
              0);
    CHECK_INT(expr_eval_game(&w, "3/2"), 0);
    CHECK(g == w);
    /* By hand: on a blue-red string only the top edge may be cut: "BBR" is
     * Right's move to "BB" = 2, {|2} = 0.  Green edges are as in Hackenbush:
     * "GGG" is *3. */
    VALUE("childish_hackenbush", "BBR", "0");
    VALUE("childish_hackenbush", "GGG", "*3");
    VALUE("childish_hackenbush", "BBB", "3");
}

/* Pn, Cn and Kn over vertex names already used (fuzz finding
 * tests/fuzz/corpus/rulesets/finding-path-over-named-vertices: the path took
 * its vertices' numbers as consecutive and wrote edges past the board): each
 * must equal the same graph written edge by edge. */
TEST(graph_shorthand_after_named_vertices) {
    const char *pairs[][3] = {
        {"col", "2:l,P3", "0-1,1-2,2:l"},
        {"col", "5-6,P3", "0-1,1-2,5-6"},
        {"snort", "3:r,C4", "0-1,1-2,2-3,3-0,3:r"},
        {"col", "0:r,4:r,6:r,P3", "0-1,1-2,0:r,4:r,6:r"},
        {"node_kayles", "7-1,K3", "0-1,0-2,1-2,7-1"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        const games_def *d = games_find(pairs[i][0]);
        game_t a, b;
        CHECK_INT(games_def_eval(&a, d, pairs[i][1], 0), 0);
        CHECK_INT(games_def_eval(&b, d, pairs[i][2], 0), 0);
        CHECK(a == b);
    }
}

TEST(graph_games_published) {
    /* CGSuite GameGraphTest.scala, "define Col properly".  CGSuite writes a
     * path of vertices, "R" a vertex tinted by (touching) a Right-coloured
     * one, "L" by a Left-coloured one; cgt writes the path P10 and the tints
     * u:r, u:l. */
    VALUE("col", "P10,0:r,2:r,4:l,6:r,8:r", "7/8");  /* "R-.-R-.-L-.-R-.-R-." */
    VALUE("snort", "P5,0:l,4:l", "{4|0,+-1}");       /* "L-.-.-.-L" */
    VALUE("snort", "0-1,1-2,2-3,2-4", "+-{3|2}");    /* ".-.-.(-.;-.)" */
    VALUE("snort", "5-6, 6-7, 7-8, 7-9", "+-{3|2}"); /* any vertex names */
    VALUE("col", "P10,0:l,2:l,4:r,6:l,8:l", "-7/8"); /* colours swapped */
    /* Arc Kayles on a path is Dawson's Kayles (.07, remove two adjacent
     * pins); Node Kayles on a path of n vertices is Dawson's Kayles of n + 1
     * (a move removes 1, 2 or 3 adjacent vertices: .137).  The sequence is
     * CGSuite's GameHeapTest DawsonsKayles nim values for heaps 0..20. */
    static const int dawson[] = {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3};
    NIM_ROW("arc_kayles", "P%d", 1, 1, 20, dawson + 1);
    NIM_ROW("node_kayles", "P%d", 1, 1, 19, dawson + 2);
    /* By hand: a complete graph is one move in Node Kayles (*).  On K2, the
     * first vertex coloured tints the other with the mover's colour: in Col
     * it is then the opponent's move (Left's option -1, Right's 1: {-1|1} =
     * 0), in Snort the mover's ({1|-1}). */
    VALUE("node_kayles", "K5", "*");
    VALUE("col", "K2", "0");
    VALUE("snort", "K2", "+-1");
    VALUE("col", "", "0");
}

/* Winning Ways ch. 2: every position of Col is a number or a number plus
 * *.  Checked on random graphs of up to 9 vertices with random tints. */
TEST(col_numbers_or_number_star) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 17);
    const games_def *d = games_find("col");
    long iters = test_iterations(200);
    for (long it = 0; it < iters; it++) {
        char text[512];
        size_t k = 0;
        unsigned n = 1 + (unsigned)cgt_rng_below(&r, 9);
        k += (size_t)snprintf(text + k, sizeof text - k, "P1");
        for (unsigned v = 1; v < n; v++) {
            k += (size_t)snprintf(text + k, sizeof text - k, ",%u", v);
            for (unsigned u = 0; u < v; u++)
                if (cgt_rng_below(&r, 3) == 0)
                    k += (size_t)snprintf(text + k, sizeof text - k, ",%u-%u", u, v);
            if (cgt_rng_below(&r, 4) == 0)
                k += (size_t)snprintf(text + k, sizeof text - k, ",%u:%c", v,
                                      cgt_rng_below(&r, 2) ? 'l' : 'r');
        }
        game_t g;
        if (games_def_eval(&g, d, text, 0) != 0) {
            CHECK_MSG(0, "col(\"%s\"): %s", text, cgt_error_message());
            continue;
        }
        CHECK_MSG(game_is_number(g) || game_is_number(game_add(g, game_star())),
                  "col(\"%s\") is neither a number nor a number plus *", text);
    }
}

/* Every parser names the column (from 1, in the position text) and the
 * problem; illegal positions are errors, not values. */
TEST(catalogue_parse_errors) {
    static const struct {
        const char *name, *text, *msg;
    } cases[] = {
        {"amazons", "", "column 1: empty amazons board"},
        {"amazons", "x.|...", "column 7: row 2 has 3 cells, the first row has 2"},
        {"amazons", "x.z", "column 3: unexpected 'z' in an amazons board"},
        {"konane", ".ox|o", "column 6: row 2 has 1 cells, the first row has 3"},
        {"fission", "x?", "column 2: unexpected '?' in a fission board"},
        {"ski_jumps", "l.x", "column 3: unexpected 'x' in a ski_jumps board"},
        {"ski_jumps", "L|R|", "column 5: empty row in ski_jumps board"},
        {"toppling_dominoes", "lr|q",
         "column 4: unexpected 'q' in a toppling_dominoes row (use l, r, e and |)"},
        {"cutcake", "8", "column 2: expected 'x' between rows and columns"},
        {"cutcake", "8x",
         "column 3: expected the number of columns in a cutcake position, found the end"},
        {"cutcake", "0x5", "column 1: a side of a cutcake rectangle is 1 to 255"},
        {"cutcake", "8x256", "column 3: a side of a cutcake rectangle is 1 to 255"},
        {"cutcake", "8x5,", "column 5: expected a rectangle after ','"},
        {"maundy_cake", "2x2 3x3", "column 5: unexpected '3' after a rectangle (use ',')"},
        {"wythoff", "", "column 1: expected the first heap of wythoff \"a,b\", found the end"},
        {"wythoff", "3;5", "column 2: expected ',' between the two heaps"},
        {"wythoff", "3,5,7", "column 4: unexpected ',' after the second heap"},
        {"wythoff", "4096,1", "column 1: a wythoff heap is at most 4095"},
        {"col", "0-", "column 3: expected a vertex number, found the end"},
        {"col", "1-1", "column 1: a loop 1-1"},
        {"snort", "C2", "column 1: C2 is not a graph (P1, C3, K1 at least)"},
        {"col", "P33", "column 1: more than 32 vertices in a col graph"},
        {"col", "0:x", "column 3: expected a tint l or r after ':'"},
        {"node_kayles", "0:l", "column 2: node_kayles graphs have no tinted vertices"},
        {"arc_kayles", "0-1;1-2",
         "column 4: unexpected ';' in an arc_kayles graph (items are u-v, u, u:l, u:r, Pn, Cn, "
         "Kn, split by ',')"},
        {"col", "0-1,", "column 5: expected a vertex or an edge after ','"},
        {"queen", "q.|.q", "column 5: a second queen (the board has one)"},
        {"queen", "..|..", "column 1: no queen 'q' on the queen board"},
        {"gen_wythoff", "0:1,2", "column 1: expected the parameter r before ':' (\"2:3,5\")"},
        {"gen_wythoff", "2;1,2", "column 2: expected ':' after the parameter r"},
        {"gen_wythoff", "2:1", "column 4: expected ',' between the two heaps"},
        {"mock_turtles", "HTX", "column 3: unexpected 'X' in a mock_turtles row (use H and T)"},
        {"moidores", "TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTH",
         "column 41: more than 40 coins in a moidores row"},
        {"push", "l.x", "column 3: unexpected 'x' in a push strip (use l, r, .)"},
        {"partizan_euclid", "8;3", "column 2: expected ',' between the two numbers"},
        {"partizan_euclid", "8,3,", "column 4: unexpected ',' after the second number"},
        {"eatcake", "2x0", "column 3: a side of an eatcake rectangle is 1 to 255"},
        {"nogo", "...|.xo|.ox",
         "column 11: the group of the stone in row 3, column 3 has no "
         "liberty (illegal in nogo)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        game_t g;
        int rc = games_def_eval(&g, games_find(cases[i].name), cases[i].text, 0);
        CHECK_MSG(rc == CGT_EPARSE, "%s(\"%s\"): rc %d", cases[i].name, cases[i].text, rc);
        CHECK_MSG(strcmp(cgt_error_message(), cases[i].msg) == 0, "%s(\"%s\"): %s", cases[i].name,
                  cases[i].text, cgt_error_message());
    }
    /* in an expression the column counts in the whole text */
    game_t g;
    CHECK(expr_eval_game(&g, "1 + col(\"0-1,1-1\")") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 14: col: a loop 1-1");
}

TEST(cram_beling_table) {
    /* Piotr Beling's table of Cram nim values ("The results obtained so far",
     * README.md of github.com/beling/impartial-games; the smaller boards
     * first computed by Lemoine and Viennot's Glop and Schneider's thesis):
     * the boards cgt solves in a few seconds; more in tests/cram (the
     * dedicated solver cram() uses) and bench/cram.c. */
    static const struct {
        int rows, cols, nim;
    } table[] = {
        {4, 4, 0}, {4, 5, 2}, {4, 6, 0}, {5, 5, 0}, {4, 7, 3},
    };
    for (size_t i = 0; i < sizeof table / sizeof *table; i++) {
        char text[128], want[16];
        size_t k = 0;
        for (int r = 0; r < table[i].rows; r++) {
            if (r) text[k++] = '|';
            for (int c = 0; c < table[i].cols; c++) text[k++] = '.';
        }
        text[k] = '\0';
        snprintf(want, sizeof want, "*%d", table[i].nim);
        VALUE("cram", text, want);
    }
}

TEST(nogo_published) {
    /* MCGS results page (ualberta-mueller-group.github.io/MCGS/MCGS-results.html),
     * "Impartial Linear NoGo Nim Values", boards 1..18 (the page goes to 24;
     * 19 to 24 take cgt seconds each: nogo_published_full). */
    static const int linear[] = {0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 1, 0, 3, 1, 0, 2, 2};
    NIM_ROW("impartial_nogo", "=..", 1, 1, 18, linear);
    /* The same page, "Impartial NoGo Nim Values" (rows x columns).  Its rows
     * are printed left-aligned from the column "2": row 2 gives 2x2..2x9,
     * row 3 gives 3x2..3x6 and row 4 gives 4x2..4x4 (every board up to about
     * 18 points; read the other way, 3x3 and 3x5 would disagree with the
     * definition while 3x2 = 2x3 and 4x3 = 3x4 agree with this reading; cgt
     * finds 3x5 = *1 as this reading has it: bench/rulesets.c, with 2x8,
     * 4x4, 3x6 and 2x9). */
    VALUE("impartial_nogo", "..|..", "*");
    VALUE("impartial_nogo", "...|...", "*");
    VALUE("impartial_nogo", "....|....", "0");
    VALUE("impartial_nogo", ".....|.....", "0");
    VALUE("impartial_nogo", "......|......", "0");
    VALUE("impartial_nogo", "..|..|..", "*");        /* 3x2 */
    VALUE("impartial_nogo", "...|...|...", "0");     /* 3x3 */
    VALUE("impartial_nogo", "....|....|....", "0");  /* 3x4 */
    VALUE("impartial_nogo", ".......|.......", "0"); /* 2x7 */
    /* Partizan NoGo by hand: on ".." the first stone leaves the other point
     * without a legal move for either player: {0|0} = *; a point whose only
     * neighbour is an x is Left's alone (an o there would have no liberty):
     * "x.." has Left's move to "xx." (0) and both players' moves on the far
     * end, all to 0: {0,0|0} = *. */
    /* Müller, "Solving NoGo on Small Board Sizes"
     * (webdocs.cs.ualberta.ca/~mmueller/nogo/solving.html): 3x3 is a first
     * player win, 4x4 a second player win (the outcome search of solve()). */
    game_outcome o;
    CHECK(games_def_outcome(&o, games_find("nogo"), "...|...|...", 0) == 0);
    CHECK(o == GAME_OUTCOME_N);
    CHECK(games_def_outcome(&o, games_find("nogo"), "....|....|....|....", 0) == 0);
    CHECK(o == GAME_OUTCOME_P);
    VALUE("nogo", "..", "*");
    VALUE("nogo", "x..", "*");
    VALUE("nogo", ".", "0");
    VALUE("nogo", "x.o", "0");
}

/* make check-full (CGT_CHECK_FULL=1): the MCGS results page's impartial
 * NoGo values that take cgt seconds each.  impartial_nogo() uses the
 * dedicated solver (Lemoine and Viennot's search, nimsearch.h); CPU times
 * on an idle machine (2026-11-26): linear 19..24 in 1.0, 1.3, 4.7, 7.8, 9.5,
 * 14.7 s; 3x5, 2x8, 4x4 in 0.8, 2.8, 0.8 s; 3x6 in 14.4 s, 2x9 in 18.6 s
 * (about 73 s in all). */
TEST(nogo_published_full) {
    const char *full = getenv("CGT_CHECK_FULL");
    if (!full || !*full || !strcmp(full, "0")) return;
    /* "Impartial Linear NoGo Nim Values", 19 to 24 points (the page's last
     * value; 25 timed out for MCGS) */
    static const int linear[] = {3, 1, 3, 3, 1, 0};
    NIM_ROW("impartial_nogo", "=..", 1, 19, 24, linear);
    /* "Impartial NoGo Nim Values", read as tests/games' nogo_published has it */
    VALUE("impartial_nogo", ".....|.....|.....", "*");    /* 3x5 */
    VALUE("impartial_nogo", "........|........", "*");    /* 2x8 */
    VALUE("impartial_nogo", "....|....|....|....", "0");  /* 4x4 */
    VALUE("impartial_nogo", "......|......|......", "0"); /* 3x6 */
    VALUE("impartial_nogo", ".........|.........", "*");  /* 2x9 */
}

TEST(gen_toads_published) {
    /* CGSuite GameStripTest.scala: GenToadsAndFrogs(2)("tttt..fff"). */
    VALUE("gen_toads", "2:tttt..fff", "{1/2*|v}");
    /* Elephants and Rhinos by hand: facing across one empty square, either
     * player's step ends the game: {0|0} = *; across two, each step leaves
     * that: {*|*} = 0. */
    VALUE("elephants_rhinos", "e.r", "*");
    VALUE("elephants_rhinos", "e..r", "0");
    VALUE("elephants_rhinos", "e...", "3");
    /* k = 1 is Toads and Frogs (checked against a brute-force tree in
     * test_games.c), k = 0 Elephants and Rhinos: on random rows. */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 23);
    long iters = test_iterations(300);
    for (long it = 0; it < iters; it++) {
        char row[16], gen[24], er[16];
        size_t n = cgt_rng_below(&r, 10);
        for (size_t i = 0; i < n; i++) {
            size_t c = cgt_rng_below(&r, 4);
            row[i] = "tf.."[c];
            er[i] = "er.."[c];
        }
        row[n] = er[n] = '\0';
        game_t a, b;
        snprintf(gen, sizeof gen, "1:%s", row);
        CHECK(games_def_eval(&a, games_find("gen_toads"), gen, 0) == 0);
        CHECK(games_eval(&b, GAMES_TOADS, row, 0) == 0);
        CHECK_MSG(a == b, "gen_toads(\"%s\") differs from toads(\"%s\")", gen, row);
        snprintf(gen, sizeof gen, "0:%s", row);
        CHECK(games_def_eval(&a, games_find("gen_toads"), gen, 0) == 0);
        CHECK(games_def_eval(&b, games_find("elephants_rhinos"), er, 0) == 0);
        CHECK_MSG(a == b, "gen_toads(\"%s\") differs from elephants_rhinos(\"%s\")", gen, er);
    }
}

TEST(partizan_subtraction_published) {
    /* CGSuite GameHeapTest.scala, "define partizan heap games properly":
     * PartizanSubtraction([1,3],[2,3])(6). */
    VALUE("partizan_subtraction", "1,3|2,3:6", "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}");
    /* With the same set for both players it is the impartial subtraction
     * game: the octal module's subtraction("S", n), on random sets. */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 29);
    long iters = test_iterations(60);
    for (long it = 0; it < iters; it++) {
        char set[32], text[160], expr[160];
        size_t k = 0;
        for (unsigned t = 1; t <= 8; t++)
            if (cgt_rng_below(&r, 2)) k += (size_t)sprintf(set + k, "%s%u", k ? "," : "", t);
        if (k == 0) k = (size_t)sprintf(set, "1");
        unsigned n = (unsigned)cgt_rng_below(&r, 40);
        snprintf(text, sizeof text, "%s|%s:%u", set, set, n);
        snprintf(expr, sizeof expr, "subtraction(\"%s\", %u)", set, n);
        VALUE("partizan_subtraction", text, expr);
    }
}

TEST(partizan_splittles_published) {
    /* With one set for both players Splittles is the octal game of digits
     * 7 (CGSuite's Splittles(S) = TakeAndBreak.FromSubtractionSet(S, "7")):
     * {1,2} is Kayles (0.77) and {2} Dawson's Kayles (0.07), whose nim
     * values for heaps 0..20 are CGSuite's GameHeapTest.scala "define
     * TakeAndBreak properly". */
    static const int kayles[] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1};
    static const int dawson[] = {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3};
    NIM_ROW("partizan_splittles", "1,2|1,2:%d", 1, 0, 20, kayles);
    NIM_ROW("partizan_splittles", "2|2:%d", 1, 0, 20, dawson);
    /* on random sets, against the octal module's code of digits 7 */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 41);
    long iters = test_iterations(40);
    for (long it = 0; it < iters; it++) {
        char set[32], code[16] = "0.", text[96], expr[64];
        size_t k = 0;
        for (unsigned t = 1; t <= 6; t++) {
            bool in = cgt_rng_below(&r, 2);
            if (in) k += (size_t)sprintf(set + k, "%s%u", k ? "," : "", t);
            code[1 + t] = in ? '7' : '0';
            code[2 + t] = '\0';
        }
        if (k == 0) {
            k = (size_t)sprintf(set, "1");
            code[2] = '7';
        }
        unsigned n = (unsigned)cgt_rng_below(&r, 25);
        snprintf(text, sizeof text, "%s|%s:%u", set, set, n);
        snprintf(expr, sizeof expr, "octal(\"%s\", %u)", code, n);
        VALUE("partizan_splittles", text, expr);
    }
    /* partizan, by hand: "1|2:1" is Left's move to 0: 1; "1|2:2": Left
     * takes 1 leaving "1|2:1" = 1, Right takes both: {1|0}. */
    VALUE("partizan_splittles", "1|2:1", "1");
    VALUE("partizan_splittles", "1|2:2", "{1|0}");
}

TEST(partizan_euclid_published) {
    /* CGSuite GameHeapTest.scala, "define partizan coordinate games
     * properly": PartizanEuclid((8,n)) for n = 0..8. */
    static const char *const row8[] = {"0", "0", "0", "v", "0", "0", "^", "^5", "0"};
    VALUE_ROW("partizan_euclid", "8,%d", 0, 8, row8);
    /* McKay and Nowakowski's definition by hand: (3,2) has 3 = 1*2 + 1,
     * Left and Right both move to (2,1), which is over: {0|0} = *; the
     * order of the pair and a common factor do not matter. */
    VALUE("partizan_euclid", "3,2", "*");
    VALUE("partizan_euclid", "2,3", "*");
    VALUE("partizan_euclid", "30,20", "*");
    VALUE("partizan_euclid", "80,30", "v");
}

TEST(take_away_published) {
    /* CGSuite GameHeapTest.scala, "define coordinate games properly":
     * FibonacciNim((10,k)) and TakeAway(3)((10,k)) for k = 0..20.  CGSuite's
     * second coordinate is the previous take k (the player to move may take
     * up to r k); cgt's is that largest take m = r k itself. */
    static const int fib[] = {0, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
    static const int ta3[] = {0, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6};
    NIM_ROW("fibonacci_nim", "10,%d", 2, 0, 20, fib);
    NIM_ROW("take_away", "2:10,%d", 2, 0, 20, fib);
    NIM_ROW("take_away", "3:10,%d", 3, 0, 20, ta3);
}
