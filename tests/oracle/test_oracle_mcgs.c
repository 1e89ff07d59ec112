/* test_oracle_mcgs.c - replays the MCGS autotest files (results recorded from
 * CGSuite) against the game engine, and tests the .test reader itself. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "mcgs.h"
#include "randgame.h"
#include "test.h"

static game_t num(long n, uint64_t e) {
    return tgame_num(n, e);
}
static game_t nus(long n, uint64_t e, int64_t ups, uint64_t nim) {
    return tgame_nus(n, e, ups, nim);
}

static game_t sw(game_t l, game_t r) {
    return game_make(&l, 1, &r, 1);
}

/* Builds a game with the basic handler for section; GAME_NONE unless MCGS_OK. */
static game_t basic(const char *section, const char *text, bool impartial) {
    for (const mcgs_handler *h = mcgs_basic_handlers; h->section; h++)
        if (strcmp(h->section, section) == 0) {
            game_t g = GAME_NONE;
            return h->build(&g, text, impartial) == MCGS_OK ? g : GAME_NONE;
        }
    return GAME_NONE;
}

/* Reads, counts and replays one oracle file with the basic handlers; the
 * count of recorded checks guards against a silently empty parse. */
static void replay_file(const char *file, size_t want_checks, mcgs_stats *st) {
    memset(st, 0, sizeof *st); /* the callers read *st even when the file is missing */
    mcgs_file f;
    if (mcgs_read_checked(&f, file, want_checks)) return;
    mcgs_replay(&f, file, mcgs_basic_handlers, 0, st);
    CHECK_INT(st->checks, want_checks);
    mcgs_file_clear(&f);
}

TEST(reader_syntax) {
    const char *text = "{version 1.7}\n"
                       "/* header */\n"
                       "[clobber_1xn] XOXO OXX\n"
                       "[integer_game] 4\n"
                       "/* Comments can go here too. */\n"
                       "-5\n"
                       "[switch_game] /*_ hidden */\n"
                       "(21, 7/8)\n"
                       "( 21   7/8 )\n"
                       "21,7/8\n"
                       "{B, W}\n"
                       "/* Sum #1 */\n"
                       "{B loss}\n"
                       "[impartial  kayles] 2\n"
                       "{N 3, B win,W loss}\n"
                       "[domineering] ..|..\n"
                       "{thermograph\n\tL: (1, -1) (-1/2, 1)\n\tR: (-1, -1) (-1, 1/2)}\n"
                       "{}\n";
    mcgs_file f;
    char err[200];
    CHECK_MSG(mcgs_parse(&f, text, err, sizeof err) == 0, "%s", err);
    CHECK_STR(f.version, "1.7");
    CHECK_INT(f.ncases, 5);
    if (f.ncases != 5) return;
    const mcgs_case *c = &f.cases[0];
    CHECK_INT(c->ngames, 7);
    CHECK_STR(c->games[0].section, "clobber_1xn");
    CHECK_STR(c->games[1].text, "OXX");
    CHECK_STR(c->games[2].section, "integer_game");
    CHECK_STR(c->games[3].text, "-5");
    CHECK_INT(c->games[3].line, 6);
    CHECK_STR(c->games[4].text, "21, 7/8");
    CHECK_STR(c->games[5].text, "21 7/8");
    CHECK_STR(c->games[6].text, "21,7/8");
    CHECK(!c->games[6].impartial);
    CHECK_STR(c->comment, "Comments can go here too.");
    CHECK_INT(c->ncmds, 2);
    CHECK(c->cmds[0].kind == MCGS_CMD_SOLVE && c->cmds[0].player == 'B' && c->cmds[0].expect == -1);
    CHECK(c->cmds[1].kind == MCGS_CMD_SOLVE && c->cmds[1].player == 'W');
    CHECK_INT(c->line, 11);
    c = &f.cases[1];
    CHECK_INT(c->ngames, 0);
    CHECK_STR(c->comment, "Sum #1");
    CHECK(c->ncmds == 1 && c->cmds[0].expect == 0);
    c = &f.cases[2];
    CHECK(c->ngames == 1 && c->games[0].impartial);
    CHECK_STR(c->games[0].section, "kayles");
    CHECK_INT(c->ncmds, 3);
    CHECK(c->cmds[0].kind == MCGS_CMD_NIM && c->cmds[0].expect == 3);
    CHECK(c->cmds[1].player == 'B' && c->cmds[1].expect == 1);
    CHECK(c->cmds[2].player == 'W' && c->cmds[2].expect == 0);
    c = &f.cases[3];
    CHECK_INT(c->ncmds, 1);
    CHECK(c->cmds[0].kind == MCGS_CMD_OTHER);
    CHECK_STR(c->cmds[0].text, "thermograph L: (1, -1) (-1/2, 1) R: (-1, -1) (-1, 1/2)");
    CHECK_INT(f.cases[4].ncmds, 0);
    CHECK_INT(mcgs_count_checks(&f), 4);

    /* Replaying: clobber, kayles and domineering have no handler here, so
     * their checks are skipped; the empty sum {B loss} is checked. */
    mcgs_stats st = {0};
    mcgs_replay(&f, "inline", mcgs_basic_handlers, 0, &st);
    CHECK_INT(st.cases, 5);
    CHECK_INT(st.checks, 4);
    CHECK_INT(st.verified, 1);
    CHECK_INT(st.skipped, 3);
    CHECK_INT(st.other, 1);
    CHECK_INT(st.unknown, 4);
    CHECK_INT(st.mismatched, 0);
    mcgs_file_clear(&f);
}

TEST(reader_errors) {
    static const struct {
        const char *text;
        const char *msg;
    } bad[] = {
        {"[integer_game] 1\n/* open\n", "line 2: unterminated comment"},
        {"5 {B win}", "line 1: game before any [section] title"},
        {"[nimber]\n\n(3\n{N 3}", "line 3: '(' without a matching ')'"},
        {"[nimber] 3 {N x}", "line 1: bad nim value in command {N x}"},
        {"[nimber] 3\n{B won}", "line 2: bad result in command {B won}"},
        {"[nimber] 3 {B win,, W win}", "line 1: empty command in a command block"},
        {"[nimber] 3 )", "line 1: unexpected ')'"},
        {"[impartial ] 3 {N 3}", "line 1: bad section title [impartial]"},
        {"[nimber] 3 {N 3}\n[nimber] 4\n", "line 2: 1 game(s) after the last command block"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        mcgs_file f;
        char err[200];
        CHECK_MSG(mcgs_parse(&f, bad[i].text, err, sizeof err) == -1, "case %zu parsed", i);
        CHECK_STR(err, bad[i].msg);
        CHECK(f.ncases == 0 && f.cases == NULL);
    }
}

TEST(basic_handlers) {
    CHECK(basic("integer_game", "5", false) == num(5, 0));
    CHECK(basic("integer_game", "-7", false) == num(-7, 0));
    CHECK(basic("dyadic_rational", "5/4", false) == num(5, 2));
    CHECK(basic("dyadic_rational", "16/8", false) == num(2, 0));
    CHECK(basic("dyadic_rational", "-3 / 8", false) == num(-3, 3));
    CHECK(basic("dyadic_rational", "-48/4", false) == num(-12, 0));
    CHECK(basic("nimber", "12", false) == game_nimber(12));
    game_t s = sw(num(21, 0), num(7, 3));
    CHECK(basic("switch_game", "21, 7/8", false) == s);
    CHECK(basic("switch_game", "21 7/8", false) == s);
    CHECK(basic("switch_game", "21,7/8", false) == s);
    CHECK(game_is_switch(s));
    /* {a | b} with a <= b is a number, with a = b a number plus star. */
    CHECK(basic("switch_game", "-45/2, 16/8", false) == game_zero());
    CHECK(basic("switch_game", "-8/2, -8/2", false) == nus(-4, 0, 0, 1));
    CHECK(basic("switch_game", "-28/16, 29/16", false) == game_zero());
    CHECK(basic("up_star", "4 *", false) == nus(0, 0, 4, 1));
    CHECK(basic("up_star", "* 4", false) == nus(0, 0, 4, 1));
    CHECK(basic("up_star", "3", false) == nus(0, 0, 3, 0));
    CHECK(basic("up_star", "-10 *", false) == nus(0, 0, -10, 1));
    CHECK(basic("up_star", "0", false) == game_zero());
    CHECK(basic("up_star", "*", false) == game_star());
    CHECK(basic("up_star", "1", false) == game_up());

    static const char *const malformed[][2] = {{"integer_game", "1/2"},
                                               {"integer_game", ""},
                                               {"integer_game", "x"},
                                               {"dyadic_rational", "1/3"},
                                               {"dyadic_rational", "1/0"},
                                               {"dyadic_rational", "1 2"},
                                               {"nimber", "-1"},
                                               {"switch_game", "1"},
                                               {"switch_game", "1, "},
                                               {"switch_game", "1 2 3"},
                                               {"up_star", "* *"},
                                               {"up_star", "1 2"},
                                               {"up_star", ""},
                                               {"up_star", "^"}};
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++)
        CHECK_MSG(basic(malformed[i][0], malformed[i][1], false) == GAME_NONE, "[%s] %s accepted",
                  malformed[i][0], malformed[i][1]);
}

TEST(basic_handlers_impartial) {
    /* Hand-computed nim values of MCGS's impartial versions, where either
     * player may make any move of either player. */
    CHECK(basic("integer_game", "4", true) == game_zero());           /* path of 4 moves */
    CHECK(basic("integer_game", "-3", true) == game_star());          /* path of 3 moves */
    CHECK(basic("dyadic_rational", "1/2", true) == game_nimber(2));   /* {0, 1} */
    CHECK(basic("dyadic_rational", "3/4", true) == game_zero());      /* {1/2, 1} = {*2, *} */
    CHECK(basic("dyadic_rational", "-17/2", true) == game_nimber(2)); /* {-9, -8} */
    CHECK(basic("dyadic_rational", "22/32", true) == game_nimber(2)); /* 11/16 */
    CHECK(basic("switch_game", "34/8, -5/16", true) == game_zero());  /* {*, *2} */
    CHECK(basic("nimber", "5", true) == game_nimber(5));
    CHECK(basic("up_star", "0", true) == game_zero());
    CHECK(basic("up_star", "*", true) == game_star());
    CHECK(basic("up_star", "1", true) == game_nimber(2));   /* ^ = {0 | *} */
    CHECK(basic("up_star", "1 *", true) == game_nimber(2)); /* ^* = {0, * | 0} */
    CHECK(basic("up_star", "2", true) == game_star());      /* {0 | ^*} */
    CHECK(basic("up_star", "-3 *", true) == game_nimber(2));
}

TEST(random_cgt_games1) {
    mcgs_stats st;
    replay_file("basic_cgt__random_cgt_games1.test", 12, &st);
    CHECK_INT(st.cases, 6);
    CHECK_INT(st.verified, 12);
    CHECK_INT(st.skipped, 0);
    CHECK_INT(st.unknown, 0);
}

TEST(random_cgt_games_imp1) {
    mcgs_stats st;
    replay_file("basic_cgt__random_cgt_games_imp1.test", 12, &st);
    CHECK_INT(st.cases, 4);
    CHECK_INT(st.verified, 12);
    CHECK_INT(st.skipped, 0);
}

TEST(random_cgt_games_imp2) {
    mcgs_stats st;
    replay_file("basic_cgt__random_cgt_games_imp2.test", 6, &st);
    CHECK_INT(st.cases, 6);
    CHECK_INT(st.verified, 6);
    CHECK_INT(st.skipped, 0);
}

/* The driver rejects wrong records: with every expectation of games1 and
 * imp1 flipped (win <-> loss, *k -> *(k+1)) nothing is verified, and a
 * malformed game is caught. */
TEST(replay_detects_wrong_records) {
    static const char *const files[] = {"mcgs/basic_cgt__random_cgt_games1.test",
                                        "mcgs/basic_cgt__random_cgt_games_imp1.test"};
    for (size_t i = 0; i < 2; i++) {
        mcgs_file f;
        char err[256];
        int rc = mcgs_read(&f, test_data_path(files[i]), err, sizeof err);
        CHECK_MSG(rc == 0, "%s", err);
        if (rc) continue;
        for (size_t c = 0; c < f.ncases; c++)
            for (size_t k = 0; k < f.cases[c].ncmds; k++) {
                mcgs_command *cmd = &f.cases[c].cmds[k];
                if (cmd->kind == MCGS_CMD_SOLVE) cmd->expect = !cmd->expect;
                if (cmd->kind == MCGS_CMD_NIM) cmd->expect++;
            }
        mcgs_stats st = {0};
        mcgs_replay(&f, files[i], mcgs_basic_handlers, MCGS_REPLAY_QUIET, &st);
        CHECK_INT(st.checks, 12);
        CHECK_INT(st.verified, 0);
        CHECK_INT(st.mismatched, 12);
        mcgs_file_clear(&f);
    }
    mcgs_file f;
    char err[200];
    CHECK(mcgs_parse(&f, "[nimber] 3 [dyadic_rational] (1/3) {N 3}", err, sizeof err) == 0);
    mcgs_stats st = {0};
    mcgs_replay(&f, "inline", mcgs_basic_handlers, MCGS_REPLAY_QUIET, &st);
    CHECK(st.bad == 1 && st.checks == 1 && st.skipped == 1 && st.verified == 0);
    mcgs_file_clear(&f);
}

/* Every MCGS file parses; sections without a handler (Domineering, Clobber,
 * ...) are reported and their checks skipped, never failed. */
TEST(all_files_parse) {
    char dirpath[4096];
    snprintf(dirpath, sizeof dirpath, "%s", test_data_path("mcgs"));
    DIR *d = opendir(dirpath);
    CHECK_MSG(d != NULL, "cannot open %s", dirpath);
    if (!d) return;
    size_t files = 0;
    mcgs_stats total = {0};
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".test") != 0) continue;
        char path[8192], err[256];
        snprintf(path, sizeof path, "%s/%s", dirpath, e->d_name);
        mcgs_file f;
        int rc = mcgs_read(&f, path, err, sizeof err);
        CHECK_MSG(rc == 0, "%s: %s", e->d_name, err);
        if (rc) continue;
        files++;
        CHECK_MSG(f.ncases > 0, "%s: no command blocks", e->d_name);
        mcgs_stats st = {0};
        mcgs_replay(&f, e->d_name, mcgs_basic_handlers, 0, &st);
        CHECK_MSG(st.checks + st.other > 0, "%s: no commands", e->d_name);
        CHECK_MSG(st.verified + st.skipped == st.checks, "%s: checks not all accounted", e->d_name);
        total.checks += st.checks;
        total.verified += st.verified;
        total.skipped += st.skipped;
        mcgs_file_clear(&f);
    }
    closedir(d);
    CHECK_MSG(files >= 33, "only %zu .test files", files);
    printf("  all files: %zu files, %zu checks: %zu verified, %zu skipped (no handler yet)\n",
           files, total.checks, total.verified, total.skipped);
}
