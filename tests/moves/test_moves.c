/* test_moves.c - options, winning and sensible moves and components of
 * ruleset positions: winning moves against a brute-force search of the
 * positions (no values) on random sums of every ruleset; sensible moves and
 * values on hand-checked positions. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/moves.h"
#include "cgt/position.h"
#include "randgame.h"
#include "test.h"

/* ---- the brute force: plain minimax over the positions' bytes ------------------ */

typedef struct bpos {
    uint8_t *p[3];
    size_t n[3];
    size_t count;
} bpos;

/* side to move wins the sum (k's rules, every move either player's in cram). */
static bool brute_wins(games_ruleset k, const bpos *b, int side) {
    const position_rules *r = games_rules(k);
    bool impartial = k == GAMES_CRAM;
    for (size_t c = 0; c < b->count; c++) {
        position_sink s;
        position_sink_init(&s);
        r->options(&s, b->p[c], b->n[c], r->arg);
        bool win = false;
        for (size_t i = 0; i < s.n && !win; i++) {
            if (!impartial && s.side[i] != side) continue;
            size_t n;
            const uint8_t *q = position_sink_at(&s, i, &n);
            bpos next = *b;
            next.p[c] = cgt_malloc(n ? n : 1);
            if (n) memcpy(next.p[c], q, n);
            next.n[c] = n;
            win = !brute_wins(k, &next, 1 - side);
            cgt_free(next.p[c]);
        }
        position_sink_clear(&s);
        if (win) return true;
    }
    return false;
}

/* ---- random positions of every ruleset ------------------------------------------ */

static void rand_board(char *out, cgt_rng *r, int rows, int cols, const char *cells) {
    size_t k = 0, nc = strlen(cells);
    for (int i = 0; i < rows; i++) {
        if (i) out[k++] = '|';
        for (int j = 0; j < cols; j++) out[k++] = cells[cgt_rng_below(r, nc)];
    }
    out[k] = '\0';
}

/* Also used by test_misere_moves.c. */
void moves_test_rand_position(char *out, cgt_rng *r, games_ruleset k);
void moves_test_rand_position(char *out, cgt_rng *r, games_ruleset k) {
    switch (k) {
    case GAMES_DOMINEERING:
    case GAMES_CRAM:
        rand_board(out, r, 1 + (int)cgt_rng_below(r, 3), 1 + (int)cgt_rng_below(r, 3), "...#");
        break;
    case GAMES_CLOBBER:
        rand_board(out, r, 1 + (int)cgt_rng_below(r, 2), 1 + (int)cgt_rng_below(r, 3), "xo.");
        break;
    case GAMES_TOADS: rand_board(out, r, 1, 1 + (int)cgt_rng_below(r, 6), "tf.."); break;
    case GAMES_HACKENBUSH_STRING: rand_board(out, r, 1, 1 + (int)cgt_rng_below(r, 4), "BRG"); break;
    case GAMES_HACKENBUSH: {
        size_t edges = 1 + cgt_rng_below(r, 4), k2 = 0;
        for (size_t e = 0; e < edges; e++) {
            unsigned u = (unsigned)cgt_rng_below(r, 3), v = u + 1 + (unsigned)cgt_rng_below(r, 2);
            k2 += (size_t)sprintf(out + k2, "%s%u-%u:%c", e ? "," : "", u, v,
                                  "brg"[cgt_rng_below(r, 3)]);
        }
        break;
    }
    }
}

TEST(winning_moves_agree_with_brute_force) {
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    const games_ruleset all[] = {GAMES_DOMINEERING, GAMES_CRAM,       GAMES_CLOBBER,
                                 GAMES_TOADS,       GAMES_HACKENBUSH, GAMES_HACKENBUSH_STRING};
    long n = test_iterations(40);
    long moves_seen = 0, winning_seen = 0;
    for (size_t ki = 0; ki < sizeof all / sizeof *all; ki++) {
        games_ruleset k = all[ki];
        for (long it = 0; it < n; it++) {
            char text[2][64];
            const char *texts[2] = {text[0], text[1]};
            size_t count = 1 + cgt_rng_below(&r, 2);
            bpos b = {0};
            b.count = count;
            for (size_t c = 0; c < count; c++) {
                moves_test_rand_position(text[c], &r, k);
                CHECK(games_parse(&b.p[c], &b.n[c], k, text[c]) == 0);
            }
            moves_analysis a;
            CHECK_MSG(moves_analyse(&a, k, texts, count) == 0, "%s", cgt_error_message());
            for (int side = 0; side < 2; side++) {
                /* remoteness is odd iff the player to move wins (Steinhaus) */
                unsigned rem;
                CHECK(moves_remoteness(&rem, k, (const uint8_t *const *)b.p, b.n, count, side) ==
                      0);
                CHECK((rem % 2 == 1) == brute_wins(k, &b, side));
                /* the best move wins whenever some move does, in rem moves */
                bool exact;
                long best = moves_best(&a, (const uint8_t *const *)b.p, b.n, count, side, &exact);
                CHECK(exact);
                if (rem == 0) CHECK(best < 0);
                if (rem > 0 && best >= 0) {
                    CHECK(a.moves[best].winning == (rem % 2 == 1));
                    bpos after = b;
                    after.p[a.moves[best].component] = a.moves[best].bytes;
                    after.n[a.moves[best].component] = a.moves[best].len;
                    unsigned r2;
                    CHECK(moves_remoteness(&r2, k, (const uint8_t *const *)after.p, after.n, count,
                                           1 - side) == 0);
                    CHECK(r2 + 1 == rem); /* the fastest win, or the slowest loss */
                }
                /* sensible moves, CGSuite's definition (lib/game/Game.cgs): for
                 * each canonical option K the first move at least as good as K */
                size_t nk = side ? game_num_right(a.value) : game_num_left(a.value), ns = 0;
                bool *want = calloc(a.nmoves + 1, sizeof *want);
                for (size_t kk = 0; kk < nk; kk++) {
                    game_t K = side ? game_right(a.value, kk) : game_left(a.value, kk);
                    for (size_t i = 0; i < a.nmoves; i++)
                        if (a.moves[i].side == side && (side ? game_leq(a.moves[i].after, K)
                                                             : game_geq(a.moves[i].after, K))) {
                            want[i] = true;
                            break;
                        }
                }
                for (size_t i = 0; i < a.nmoves; i++)
                    if (a.moves[i].side == side) {
                        CHECK(a.moves[i].sensible == want[i]);
                        ns += a.moves[i].sensible;
                    }
                CHECK(ns <= nk);
                free(want);
                /* the first player wins iff some move wins */
                bool any = false;
                for (size_t i = 0; i < a.nmoves; i++)
                    any |= a.moves[i].side == side && a.moves[i].winning;
                CHECK_MSG(any == brute_wins(k, &b, side), "%s %s: first player %d", text[0],
                          count > 1 ? text[1] : "", side);
            }
            for (size_t i = 0; i < a.nmoves; i++) {
                const moves_move *m = &a.moves[i];
                bpos next = b;
                /* replay the move on the bytes: find it among the options */
                const position_rules *rr = games_rules(k);
                position_sink s;
                position_sink_init(&s);
                rr->options(&s, b.p[m->component], b.n[m->component], rr->arg);
                bool found = false;
                for (size_t j = 0; j < s.n && !found; j++) {
                    if (k != GAMES_CRAM && s.side[j] != m->side) continue;
                    size_t qn;
                    const uint8_t *q = position_sink_at(&s, j, &qn);
                    char *t = games_format(k, q, qn);
                    if (strcmp(t, m->position) == 0) {
                        found = true;
                        next.p[m->component] = (uint8_t *)q;
                        next.n[m->component] = qn;
                        bool win = !brute_wins(k, &next, 1 - m->side);
                        CHECK_MSG(win == m->winning, "%s: move to %s: winning %d, brute force %d",
                                  text[0], m->position, m->winning, win);
                        /* the value of the option and the sum after it */
                        game_t v = GAME_NONE;
                        CHECK(position_eval(&v, rr, q, qn,
                                            k == GAMES_CRAM ? POSITION_IMPARTIAL : 0) == 0);
                        CHECK(v == m->value);
                    }
                    cgt_free(t);
                }
                position_sink_clear(&s);
                CHECK_MSG(found, "move %s is not an option", m->position);
                moves_seen++;
                winning_seen += m->winning;
                /* the cells of the move name it back (grid rulesets) */
                if (k != GAMES_HACKENBUSH && k != GAMES_HACKENBUSH_STRING) {
                    char *d = moves_describe(&a, (const uint8_t *const *)b.p, b.n, count, i);
                    long back = -1;
                    int frc =
                        moves_find(&back, &a, (const uint8_t *const *)b.p, b.n, count, m->side, d);
                    /* two positions of a sum may have the same move: ambiguous without K: */
                    CHECK_MSG(frc == 0 && (size_t)back == i, "%s names move %zu, found %ld: %s", d,
                              i, back, cgt_error_message());
                    cgt_free(d);
                }
                /* incentives: Left's is after - G, Right's G - after */
                CHECK(m->incentive == (m->side == POSITION_LEFT ? game_sub(m->after, a.value)
                                                                : game_sub(a.value, m->after)));
            }
            moves_analysis_clear(&a);
            for (size_t c = 0; c < count; c++) cgt_free(b.p[c]);
        }
    }
    CHECK(moves_seen > 100 && winning_seen > 10);
    game_table_free();
}

/* ---- hand-checked positions ------------------------------------------------------------- */

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

TEST(options_and_sensible_moves_by_hand) {
    /* 2x2 Domineering is +-1 (Winning Ways ch. 5): each Left move leaves a
     * vertical domino's room, value 1. */
    CHECK_STR(eval_str("options(\"domineering\", \"..|..\", \"left\")"),
              "[\"#.|#.\" = 1, \".#|.#\" = 1]");
    /* Hackenbush: a blue edge and a blue stalk of two, value 3 = {2|}; cutting
     * the stalk's bottom edge (to 1) is dominated, so not sensible. */
    CHECK_STR(eval_str("options(\"hackenbush\", \"0-1:b,0-2:b,2-3:b\", \"left\")"),
              "[\"0-2:b,2-3:b\" = 2, \"0-1:b\" = 1, \"0-1:b,0-2:b\" = 2]");
    CHECK_STR(eval_str("sensible_moves(\"hackenbush\", \"0-1:b,0-2:b,2-3:b\", \"left\")"),
              "[\"0-2:b,2-3:b\" = 2]");
    /* Clobber xox = {0|0} = *: every move wins for either player */
    CHECK_STR(eval_str("winning_moves(\"clobber\", \"xox\", \"right\")"),
              "[\"o.x\" = 0, \"x.o\" = 0]");
    /* a sum: 1/2 (BR) + -1/2 (RB): Left wins moving first only by taking the
     * red edge of RB's top... here both of Left's moves lose: BR - 1/2 = 0 */
    CHECK_STR(eval_str("winning_moves(\"hackenbush\", \"BR\", \"RB\", \"left\")"), "[]");
    CHECK_STR(eval_str("winning_moves(\"hackenbush\", \"BR\", \"RB\", \"right\")"), "[]");
    /* errors name the argument */
    CHECK_STR(eval_str("options(\"go\", \"..\", \"left\")"),
              "error: column 9: options: unknown ruleset 'go' (domineering, clobber, hackenbush, "
              "any ruleset of 'cgt help expr')");
    CHECK_STR(eval_str("options(\"clobber\", \"xo\", \"up\")"),
              "error: column 26: options: unknown player 'up' (left or right)");
    CHECK_STR(eval_str("options(\"clobber\", \"xq\", \"left\")"),
              "error: column 22: options: unexpected 'q' in a clobber board");
    CHECK_STR(eval_str("options(\"clobber\", 1, \"left\")"),
              "error: column 20: options needs a position in quotes here, got a game");
    game_table_free();
}

TEST(components_and_temperatures) {
    /* Domineering: two separate 2x1 rooms (vertical: 1; horizontal: -1) and
     * a 2x2 square (+-1, temperature 1) */
    const char *pos[] = {"..#..|..#..", "."};
    moves_analysis a;
    CHECK(moves_analyse(&a, GAMES_DOMINEERING, pos, 2) == 0);
    size_t hot = a.hottest;
    CHECK(a.ncomponents >= 2);
    char *s = expr_game_str(a.components[hot].value);
    CHECK_STR(s, "+-1");
    cgt_free(s);
    CHECK(a.components[hot].temperature == game_from_si(1));
    moves_analysis_clear(&a);
    game_table_free();
}

/* Every registered ruleset works in the moves module (games_def registry,
 * docs/ruleset.md), not only the first six. */
TEST(moves_of_registered_rulesets) {
    /* Wythoff's theorem (Winning Ways ch. 3): from (4,5) the winning moves
     * are to the P-positions (3,5) = (floor(2 phi), floor(2 phi^2)) and
     * (1,2); an impartial ruleset: Right has the same moves. */
    CHECK_STR(eval_str("winning_moves(\"wythoff\", \"4,5\", \"left\")"),
              "[\"3,5\" = 0, \"1,2\" = 0]");
    CHECK_STR(eval_str("winning_moves(\"wythoff\", \"4,5\", \"right\")"),
              "[\"3,5\" = 0, \"1,2\" = 0]");
    /* Cutcake: Right's one cut of 2x3 leaves two 1x3 strips, 2 + 2 = 4. */
    CHECK_STR(eval_str("options(\"cutcake\", \"2x3\", \"right\")"), "[\"1x3,1x3\" = 4]");
}
