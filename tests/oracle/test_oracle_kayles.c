/* test_oracle_kayles.c - the MCGS [kayles] files: a row of n pins is the heap
 * n of the octal game .77, value *G(n); partizan Kayles (both players have the
 * same moves, kayles_bw) has the same value, so its outcomes follow too. */
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "mcgs.h"
#include "test.h"

static int build_kayles(game_t *out, const char *text, bool impartial) {
    (void)impartial; /* Kayles is impartial already */
    char *end;
    long n = strtol(text, &end, 10);
    if (end == text || *end || n < 0 || n > 100000) return MCGS_BAD;
    octal_game g;
    if (octal_parse(&g, ".77") < 0) return MCGS_BAD;
    *out = octal_game_value(&g, (size_t)n);
    octal_clear(&g);
    return *out == GAME_NONE ? MCGS_BAD : MCGS_OK;
}

static const mcgs_handler kayles_handlers[] = {{"kayles", build_kayles}, {NULL, NULL}};

static void replay_kayles(const char *file, size_t want_checks) {
    mcgs_file f;
    if (mcgs_read_checked(&f, file, want_checks)) return;
    mcgs_stats st;
    memset(&st, 0, sizeof st);
    mcgs_replay(&f, file, kayles_handlers, 0, &st);
    CHECK_INT(st.checks, want_checks);
    CHECK_INT(st.verified, want_checks);
    CHECK_INT(st.mismatched + st.skipped + st.bad + st.unknown, 0);
    mcgs_file_clear(&f);
    game_table_free();
}

/* 300 nim values {N k} of rows 1..300 */
TEST(kayles_imp_easy) {
    replay_kayles("kayles__kayles_imp_easy.test", 300);
}

/* 56 rows 0..55, each with a Black-first and a White-first outcome */
TEST(kayles_bw_easy) {
    replay_kayles("kayles__kayles_bw_easy.test", 112);
}
