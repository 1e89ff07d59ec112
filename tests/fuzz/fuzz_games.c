/* fuzz_games.c - libFuzzer target for the ruleset position parsers (games.h):
 * the first byte picks the ruleset, the rest is the board or graph text; any
 * bytes give a position or a one-line "column N: ..." error, never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define NRULESETS 6

/* A failed call left a negative code and a one-line, non-empty message. */
static void check_error(int rc, int want) {
    const char *msg = cgt_error_message();
    if (rc >= 0 || !msg[0] || strchr(msg, '\n')) abort();
    if (want && rc != want) abort();
}

/* Parses text (which must parse) and prints it again. */
static char *reprint(games_ruleset k, const char *text) {
    uint8_t *pos = NULL;
    size_t len = 0;
    if (games_parse(&pos, &len, k, text) != 0) abort();
    char *s = games_format(k, pos, len);
    cgt_free(pos);
    return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static unsigned calls;
    games_ruleset back = GAMES_DOMINEERING;
    char *printed = NULL;
    if (size == 0) return 0;
    games_ruleset k = (games_ruleset)(data[0] % NRULESETS);
    char *text = malloc(size);
    if (!text) return 0;
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    cgt_limits_set(20000, 0.5);

    uint8_t *pos = NULL;
    size_t len = 0;
    int prc = games_parse(&pos, &len, k, text);
    if (prc == 0) {
        if (!pos && len) abort();
        /* The printed position reads back, and printing is a fixed point from
         * the second round on (the first may renumber vertices: an edge that
         * falls at once, as in "1-1:g,0-2:g", leaves a gap).  A Hackenbush
         * string prints in the graph syntax, which only the graph parser reads. */
        back = k == GAMES_HACKENBUSH_STRING ? GAMES_HACKENBUSH : k;
        printed = games_format(k, pos, len);
        if (!printed || strchr(printed, '\n')) abort();
        char *s2 = reprint(back, printed);
        char *s3 = reprint(back, s2);
        if (strcmp(s2, s3) != 0) abort();
        cgt_free(s3);
        cgt_free(s2);
        cgt_free(pos);
    } else {
        check_error(prc, CGT_EPARSE);
        if (strncmp(cgt_error_message(), "column ", 7) != 0) abort();
    }

    /* evaluation agrees with the parser on what is well formed */
    game_t g;
    int erc = games_eval(&g, k, text, 0);
    if (erc == 0) {
        if (prc != 0) abort();
        if (g == GAME_NONE) abort();
        /* Cram is impartial: its value is its own negative */
        if (k == GAMES_CRAM && game_neg(g) != g && !cgt_aborted()) abort();
        /* the printed position has the same value */
        game_t h;
        if (games_eval(&h, back, printed, 0) == 0 && h != g && !cgt_aborted()) abort();
    } else {
        check_error(erc, 0);
        if (prc != 0 && erc != CGT_EPARSE) abort();
        if (prc == 0 && erc != CGT_ELIMIT) abort();
    }
    cgt_limits_set(0, 0);
    cgt_free(printed);
    free(text);
    /* keep the table small between inputs; at the end nothing is left behind */
    if (++calls % 64 == 0) game_table_free();
    return 0;
}
