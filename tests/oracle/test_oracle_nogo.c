/* test_oracle_nogo.c - the MCGS NoGo files ([nogo], [nogo_1xn] and their
 * impartial sections; tests/data/mcgs/PROVENANCE.md) replayed through the
 * nogo and impartial_nogo rulesets.  Each case is one board: its outcomes
 * ({B win, W loss}: Black = x = Left) by the outcome search (solve()), its
 * nim values ({N k}) by impartial_nogo's value.  Every recorded check is
 * verified (the number of checks of each file is asserted too). */
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"
#include "mcgs.h"
#include "test.h"

/* Replays every `thin`-th case of file (all with CGT_CHECK_FULL); the file
 * must hold want_checks checks. */
static void replay_nogo(const char *file, size_t want_checks, size_t thin) {
    mcgs_file f;
    if (mcgs_read_checked(&f, file, want_checks)) return;
    if (mcgs_check_full()) thin = 1;
    const games_def *nogo = games_find("nogo"), *inogo = games_find("impartial_nogo");
    size_t checks = 0, verified = 0;
    for (size_t i = 0; i < f.ncases; i += thin) {
        const mcgs_case *c = &f.cases[i];
        CHECK_MSG(c->ngames == 1, "%s:%d: %zu games in one case", file, c->line, c->ngames);
        if (c->ngames != 1) continue;
        const mcgs_game *g = &c->games[0];
        CHECK_MSG(!strcmp(g->section, "nogo") || !strcmp(g->section, "nogo_1xn"), "%s:%d: [%s]",
                  file, g->line, g->section);
        bool have_outcome = false; /* one search serves both players */
        game_outcome o = GAME_OUTCOME_P;
        for (size_t k = 0; k < c->ncmds; k++) {
            const mcgs_command *cmd = &c->cmds[k];
            if (cmd->kind == MCGS_CMD_OTHER || cmd->expect < 0) continue;
            checks++;
            long got = -1;
            int rc;
            if (cmd->kind == MCGS_CMD_NIM) {
                game_t v;
                rc = games_def_eval(&v, g->impartial ? inogo : nogo, g->text, 0);
                int64_t ups;
                uint64_t nim;
                dyadic_t x;
                dyadic_init(x);
                if (rc == 0 && game_is_nimber(v)) {
                    game_nus_parts(x, &ups, &nim, v);
                    got = (long)nim;
                }
                dyadic_clear(x);
            } else {
                rc = have_outcome ? 0
                                  : games_def_outcome(&o, g->impartial ? inogo : nogo, g->text, 0);
                have_outcome = rc == 0;
                if (rc == 0) {
                    game_outcome win = cmd->player == 'B' ? GAME_OUTCOME_L : GAME_OUTCOME_R;
                    got = o == GAME_OUTCOME_N || o == win;
                }
            }
            CHECK_MSG(rc == 0, "%s:%d: %s: %s", file, g->line, g->text, cgt_error_message());
            CHECK_MSG(got == cmd->expect, "%s:%d: %s {%s}: got %ld", file, g->line, g->text,
                      cmd->text, got);
            verified += got == cmd->expect;
        }
    }
    printf("  %s: %zu of %zu checks replayed, %zu agree\n", file, checks, want_checks, verified);
    CHECK_INT(verified, checks);
    if (thin == 1) CHECK_INT(checks, want_checks);
    mcgs_file_clear(&f);
    game_table_free();
}

/* Du, Wei and Müller (ACG 2023), as MCGS records them: 1 x n, n = 1..17,
 * both players first. */
TEST(nogo_1xn_empty) {
    replay_nogo("nogo_1xn__nogo_1xn_empty.test", 34, 1);
}

/* MCGS' own results and SBHSolver's (Du, Wei and Müller's solver) on 4 x 4
 * and 4 x 5 boards with stones. */
TEST(nogo_small_boards) {
    replay_nogo("nogo__nogo.test", 9, 1);
    replay_nogo("nogo__nogo_4x4_filled.test", 40, 1);
    replay_nogo("nogo__nogo_4x5_filled.test", 12, SANITIZED ? 3 : 1);
}

/* Linear boards of 30 points with stones: the modified SBHSolver's and
 * MCGS' outcomes (a sample under the sanitizers), MCGS' nim values. */
TEST(nogo_1xn_filled) {
    replay_nogo("nogo_1xn__nogo_1xn_filled_easy.test", 30, SANITIZED ? 5 : 1);
    replay_nogo("nogo_1xn__nogo_1xn_filled.test", 136, SANITIZED ? 17 : 4);
    replay_nogo("nogo_1xn__nogo_1xn_filled_imp_easy.test", 25, SANITIZED ? 5 : 1);
}
