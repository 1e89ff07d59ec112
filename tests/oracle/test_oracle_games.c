/* test_oracle_games.c - the MCGS Domineering, Cram and linear Clobber files
 * and the SEGClobber outcome tables replayed through the rulesets (games.h).
 * The 7x7 files run only when CGT_CHECK_FULL is set (`make check-full`).
 * SEGClobber's rows of length 10 to 30 run in `make check` by canonical
 * values, those of length 40 only with CGT_CHECK_FULL; rows of 50 and 60
 * cells (some take minutes by canonical values) by the outcome search, a
 * sample in `make check` and all with CGT_CHECK_FULL. */
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"
#include "mcgs.h"
#include "test.h"

static int build_ruleset(game_t *out, const char *text, games_ruleset k, bool impartial) {
    unsigned flags = impartial ? POSITION_IMPARTIAL : 0;
    if (k == GAMES_DOMINEERING && impartial) k = GAMES_CRAM; /* MCGS impartial domineering */
    int rc = games_eval(out, k, text, flags);
    return rc == 0 ? MCGS_OK : MCGS_BAD;
}

/* [domineering]: rows separated by '|', '.' empty, '#' blocked; Black =
 * Left = vertical.  [impartial domineering] is Cram. */
static int build_domineering(game_t *out, const char *text, bool impartial) {
    return build_ruleset(out, text, GAMES_DOMINEERING, impartial);
}

/* [clobber_1xn]: X Black = Left, O White = Right.  Impartially either
 * player moves any stone onto an adjacent stone of the other colour. */
static int build_clobber_1xn(game_t *out, const char *text, bool impartial) {
    if (strchr(text, '|')) return MCGS_BAD;
    return build_ruleset(out, text, GAMES_CLOBBER, impartial);
}

static const mcgs_handler handlers[] = {
    {"domineering", build_domineering}, {"clobber_1xn", build_clobber_1xn}, {NULL, NULL}};

/* Replays one file; every recorded check must be verified.  Under the
 * sanitizers (about ten times slower) only every `thin`-th case is replayed
 * unless CGT_CHECK_FULL is set; the normal build always replays them all. */
static void replay_thin(const char *file, size_t want_checks, size_t thin) {
    mcgs_file f;
    if (mcgs_read_checked(&f, file, want_checks)) return;
    mcgs_file sub = f;
    if (SANITIZED && !mcgs_check_full() && thin > 1) {
        sub.cases = cgt_malloc((f.ncases / thin + 1) * sizeof *sub.cases);
        sub.ncases = 0;
        for (size_t i = 0; i < f.ncases; i += thin) sub.cases[sub.ncases++] = f.cases[i];
        printf("  sanitizer build: every %zu-th case only\n", thin);
    }
    size_t want = mcgs_count_checks(&sub);
    mcgs_stats st = {0};
    mcgs_replay(&sub, file, handlers, 0, &st);
    CHECK_INT(st.checks, want);
    CHECK_INT(st.verified, want);
    CHECK_INT(st.skipped, 0);
    CHECK_INT(st.bad, 0);
    if (sub.cases != f.cases) cgt_free(sub.cases);
    mcgs_file_clear(&f);
    game_table_free();
}

static void replay(const char *file, size_t want_checks) {
    replay_thin(file, want_checks, 1);
}

TEST(domineering_4x4_easy) {
    replay("domineering__4x4_easy.test", 800);
}
TEST(cram_4x4_easy) {
    replay("domineering__4x4_easy_imp.test", 400);
}
TEST(domineering_6x6) {
    replay_thin("domineering__6x6.test", 200, 4);
}
TEST(cram_6x6) {
    replay_thin("domineering__6x6_imp.test", 100, 4);
}
TEST(domineering_7x7) {
    if (!mcgs_check_full()) {
        printf("  7x7 files skipped (set CGT_CHECK_FULL=1 or run make check-full)\n");
        return;
    }
    replay("domineering__7x7_15_stones.test", 20);
    replay("domineering__7x7_20_stones.test", 20);
    replay("domineering__7x7_15_stones_imp.test", 10);
    replay("domineering__7x7_20_stones_imp.test", 10);
}

TEST(clobber_1xn) {
    static const char *const files[] = {
        "clobber_1xn__clobber_1xn_le_2_moves.test",
        "clobber_1xn__clobber_1xn_le_4_moves.test",
        "clobber_1xn__clobber_1xn_le_6_moves.test",
        "clobber_1xn__clobber_1xn_le_8_moves.test",
        "clobber_1xn__clobber_1xn_le_10_moves.test",
        "clobber_1xn__clobber_1xn_le_12_moves.test",
        "clobber_1xn__clobber_1xn_le_14_moves.test",
        "clobber_1xn__clobber_1xn_le_2-14_imp_easy.test",
        "clobber_1xn__clobber_1xn_dai_chen_easy.test",
    };
    size_t total = 0;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char rel[256], err[256];
        snprintf(rel, sizeof rel, "mcgs/%s", files[i]);
        mcgs_file f;
        int rc = mcgs_read(&f, test_data_path(rel), err, sizeof err);
        CHECK_MSG(rc == 0, "%s: %s", files[i], err);
        if (rc) continue;
        size_t want = mcgs_count_checks(&f);
        mcgs_file_clear(&f);
        CHECK_MSG(want > 0, "%s: no checks", files[i]);
        replay(files[i], want);
        total += want;
    }
    /* 191 partizan checks (README) + 228 impartial + 11 Dai-Chen */
    CHECK_INT(total, 430);
}

/* SEGClobber: lines "<board> <first player> <winner>" over B (Left), W, '.'. */
/* Every `thin`-th line is replayed (1: all of them). */
static void segclobber(const char *file, size_t want_lines, size_t thin, bool search) {
    char rel[256];
    snprintf(rel, sizeof rel, "clobber_segclobber/%s", file);
    FILE *f = fopen(test_data_path(rel), "r");
    CHECK_MSG(f != NULL, "cannot open %s", rel);
    if (!f) return;
    char line[512], board[256];
    size_t lines = 0, replayed = 0, ok = 0;
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        char first, winner;
        if (sscanf(line, "%255s %c %c", board, &first, &winner) != 3) continue;
        lines++;
        if ((lines - 1) % thin) continue;
        replayed++;
        for (char *p = board; *p; p++) *p = *p == 'B' ? 'x' : *p == 'W' ? 'o' : *p;
        game_outcome o = GAME_OUTCOME_P;
        int rc;
        if (search) {
            rc = games_outcome(&o, GAMES_CLOBBER, board, 0);
        } else {
            game_t g;
            rc = games_eval(&g, GAMES_CLOBBER, board, 0);
            if (rc == 0) o = game_get_outcome(g);
        }
        CHECK_MSG(rc == 0, "%s:%d: %s", file, lineno, cgt_error_message());
        if (rc) continue;
        bool first_wins =
            o == GAME_OUTCOME_N || o == (first == 'B' ? GAME_OUTCOME_L : GAME_OUTCOME_R);
        char got = first_wins ? first : (first == 'B' ? 'W' : 'B');
        CHECK_MSG(got == winner, "%s:%d: %s first, winner %c recorded, got %c", file, lineno, line,
                  winner, got);
        ok += got == winner;
    }
    fclose(f);
    CHECK_INT(lines, want_lines);
    printf("  segclobber %s: %zu lines, %zu replayed, %zu agree\n", file, lines, replayed, ok);
    game_table_free();
}

TEST(segclobber_10_30) {
    segclobber("test_10.txt", 200, 1, false);
    segclobber("test_20.txt", 200, 1, false);
    segclobber("test_30.txt", 200, SANITIZED && !mcgs_check_full() ? 10 : 1, false);
}

TEST(segclobber_40) {
    if (!mcgs_check_full()) return;
    segclobber("test_40.txt", 400, 1, false);
}

/* Rows of 50 and 60 cells by the outcome search (games_outcome): all of them
 * with CGT_CHECK_FULL (about a minute), a sample in `make check`. */
TEST(segclobber_50_60) {
    if (SANITIZED && !mcgs_check_full()) return;
    segclobber("test_50.txt", 400, mcgs_check_full() ? 1 : 40, true);
    segclobber("test_60.txt", 160, mcgs_check_full() ? 1 : 40, true);
}

/* MCGS' clobber_rectangle_alternating: rectangles of alternating stones
 * (X Black = Left), solved by CGSuite up to 3x5 and 5x3 and by MCGS up to
 * 4x5, 5x4 and 6x3 (each case's comment; tests/data/mcgs/PROVENANCE.md).
 * Issue 20 measured cgt 1.96x slower than MCGS on this file, through the
 * canonical value; the outcome search (games_outcome) answers each case,
 * and both first players must get MCGS' result. */
TEST(clobber_rectangles_by_search) {
    mcgs_file f;
    if (mcgs_read_checked(&f, "clobber__clobber_rectangle_alternating.test", 32)) return;
    size_t verified = 0;
    for (size_t i = 0; i < f.ncases; i++) {
        const mcgs_case *c = &f.cases[i];
        CHECK_INT(c->ngames, 1);
        if (c->ngames != 1) continue;
        game_outcome o;
        bool solved = false;
        for (size_t j = 0; j < c->ncmds; j++) {
            const mcgs_command *cmd = &c->cmds[j];
            if (cmd->kind != MCGS_CMD_SOLVE || cmd->expect < 0) continue;
            if (!solved) {
                CHECK_INT(games_outcome(&o, GAMES_CLOBBER, c->games[0].text, 0), 0);
                solved = true;
            }
            bool left_first = o == GAME_OUTCOME_L || o == GAME_OUTCOME_N;
            bool right_first = o == GAME_OUTCOME_R || o == GAME_OUTCOME_N;
            bool wins = cmd->player == 'B' ? left_first : right_first;
            CHECK_MSG(wins == (cmd->expect == 1), "%s: %c %s expected (line %d)", c->games[0].text,
                      cmd->player, cmd->expect ? "win" : "loss", c->line);
            verified++;
        }
    }
    CHECK_INT(verified, 32);
    mcgs_file_clear(&f);
    game_table_free();
}
