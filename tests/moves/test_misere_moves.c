/* test_misere_moves.c - misère winning moves (moves_set_misere, the
 * "misere" argument of winning_moves) against two independent truths: a plain
 * misère minimax over the positions' bytes (the player with no move wins) on
 * random sums of every ruleset, and, for single positions, the misère
 * outcome of the position the move leaves from the misère module
 * (misere_position_outcome, which uses canonical forms for Cram). */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/misere.h"
#include "cgt/moves.h"
#include "cgt/position.h"
#include "test.h"

typedef struct mpos {
    const uint8_t *p[2];
    size_t n[2];
    size_t count;
} mpos;

/* side to move wins the sum in misère play (plain minimax, no memo). */
static bool brute_misere_wins(games_ruleset k, const mpos *b, int side) {
    const position_rules *r = games_rules(k);
    bool impartial = k == GAMES_CRAM, any = false, win = false;
    for (size_t c = 0; c < b->count && !win; c++) {
        position_sink s;
        position_sink_init(&s);
        r->options(&s, b->p[c], b->n[c], r->arg);
        for (size_t i = 0; i < s.n && !win; i++) {
            if (!impartial && s.side[i] != side) continue;
            any = true;
            mpos next = *b;
            next.p[c] = position_sink_at(&s, i, &next.n[c]);
            win = !brute_misere_wins(k, &next, 1 - side);
        }
        position_sink_clear(&s);
    }
    return !any || win;
}

/* Random positions of every ruleset (test_moves.c). */
void moves_test_rand_position(char *out, cgt_rng *r, games_ruleset k);

TEST(misere_winning_moves_agree_with_brute_force) {
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    const games_ruleset all[] = {GAMES_DOMINEERING, GAMES_CRAM, GAMES_CLOBBER, GAMES_TOADS,
                                 GAMES_HACKENBUSH_STRING};
    long iters = test_iterations(40), seen = 0, differ = 0, single = 0;
    for (size_t ki = 0; ki < sizeof all / sizeof *all; ki++) {
        games_ruleset k = all[ki];
        for (long it = 0; it < iters; it++) {
            char text[2][64];
            const char *texts[2] = {text[0], text[1]};
            uint8_t *bytes[2] = {NULL, NULL};
            size_t count = 1 + cgt_rng_below(&r, 2);
            mpos b = {{NULL, NULL}, {0, 0}, count};
            for (size_t c = 0; c < count; c++) {
                moves_test_rand_position(text[c], &r, k);
                CHECK(games_parse(&bytes[c], &b.n[c], k, text[c]) == 0);
                b.p[c] = bytes[c];
            }
            moves_analysis a, normal;
            CHECK_MSG(moves_analyse_in(&a, k, texts, count, true) == 0, "%s", cgt_error_message());
            CHECK(moves_analyse(&normal, k, texts, count) == 0);
            CHECK(a.misere && a.nmoves == normal.nmoves);
            for (int side = 0; side < 2; side++) {
                unsigned rem;
                CHECK(moves_remoteness_in(&rem, k, b.p, b.n, count, side, true) == 0);
                bool brute = brute_misere_wins(k, &b, side);
                CHECK_MSG((rem % 2 == 1) == brute, "%s: misère remoteness %u, brute force %d",
                          text[0], rem, brute);
                bool exact;
                long best = moves_best(&a, b.p, b.n, count, side, &exact);
                CHECK(exact);
                bool any = false;
                for (size_t i = 0; i < a.nmoves; i++)
                    any |= a.moves[i].side == side && a.moves[i].winning;
                if (best >= 0) CHECK(a.moves[best].winning == any);
                /* a player with moves wins iff some move wins; without, he wins */
                CHECK(best >= 0 ? any == brute : brute);
            }
            for (size_t i = 0; i < a.nmoves; i++) {
                const moves_move *m = &a.moves[i];
                CHECK(!m->sensible);
                mpos next = b;
                next.p[m->component] = m->bytes;
                next.n[m->component] = m->len;
                bool win = !brute_misere_wins(k, &next, 1 - m->side);
                CHECK_MSG(win == m->winning, "%s: misère move to %s: %d, brute force %d", text[0],
                          m->position, m->winning, win);
                differ += m->winning != normal.moves[i].winning;
                seen++;
                if (count == 1) {
                    /* the misère module's outcome of the position left */
                    game_outcome o;
                    unsigned flags = k == GAMES_CRAM ? POSITION_IMPARTIAL : 0;
                    CHECK(misere_position_outcome(&o, games_rules(k), m->bytes, m->len, flags) ==
                          0);
                    bool wins = m->side == POSITION_LEFT
                                    ? (o == GAME_OUTCOME_L || o == GAME_OUTCOME_P)
                                    : (o == GAME_OUTCOME_R || o == GAME_OUTCOME_P);
                    CHECK_MSG(wins == m->winning, "%s: move to %s: outcome %d", text[0],
                              m->position, (int)o);
                    single++;
                }
            }
            moves_analysis_clear(&a);
            moves_analysis_clear(&normal);
            for (size_t c = 0; c < count; c++) cgt_free(bytes[c]);
        }
    }
    printf("%ld moves (%ld in single positions), %ld differ from normal play\n", seen, single,
           differ);
    CHECK(seen > 100 && single > 20 && differ > 5);
    game_table_free();
}

TEST(misere_in_expressions) {
    expr_value v;
    /* one empty cell in Cram: no move for anyone.  Two cells in a row: the
     * only move leaves a position where the opponent cannot move, which wins
     * in normal play and loses in misère. */
    CHECK(expr_eval(&v, "winning_moves(\"cram\", \"..\", \"left\")") == 0);
    CHECK_STR(v.text, "[\"##\" = 0]");
    CHECK(expr_eval(&v, "winning_moves(\"cram\", \"..\", \"left\", \"misere\")") == 0);
    CHECK_STR(v.text, "[]");
    CHECK(expr_eval(&v, "winning_moves(\"cram\", \"..\", \"left\", \"normal\")") == 0);
    CHECK_STR(v.text, "[\"##\" = 0]");
    /* three in a row: either domino leaves one cell, where the opponent has
     * no move, so he wins in misère. */
    CHECK(expr_eval(&v, "winning_moves(\"cram\", \"...\", \"left\", \"misere\")") == 0);
    CHECK_STR(v.text, "[]");
    /* four in a row: the middle domino leaves two single cells (the opponent
     * has no move and wins); an end domino leaves two cells, where the
     * opponent must move, and then the mover has no move and wins. */
    CHECK(expr_eval(&v, "winning_moves(\"cram\", \"....\", \"left\", \"misere\")") == 0);
    CHECK_STR(v.text, "[\"##..\" = *, \"..##\" = *]");
    CHECK(expr_eval(&v, "sensible_moves(\"cram\", \"....\", \"left\", \"misere\")") < 0);
    CHECK(strstr(cgt_error_message(), "normal play only") != NULL);
    game_table_free();
}
