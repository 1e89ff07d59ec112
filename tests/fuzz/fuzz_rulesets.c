/* fuzz_rulesets.c - libFuzzer target for the parsers of every registered
 * ruleset (games.h registry, docs/ruleset.md): the input is "name:position"
 * (a registered name), or else its first byte picks the ruleset by index and
 * the rest is the position.  Any bytes give a position or a one-line
 * "column N: ..." error, never a crash; what parses prints back to text of
 * the same value, and evaluation agrees with the parser. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_error(int rc, int want) {
    const char *msg = cgt_error_message();
    if (rc >= 0 || !msg[0] || strchr(msg, '\n')) abort();
    if (want && rc != want) abort();
    if (want == CGT_EPARSE && strncmp(msg, "column ", 7) != 0) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static unsigned calls;
    if (size == 0) return 0;
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    const games_def *d = NULL;
    const char *pos_text = text;
    char *colon = memchr(text, ':', size);
    if (colon) {
        *colon = '\0';
        d = games_find(text);
        if (d)
            pos_text = colon + 1;
        else
            *colon = ':';
    }
    if (!d) {
        d = games_at(data[0] % games_count());
        pos_text = text + 1;
    }
    /* the hackenbush_string printer writes graphs, which "hackenbush" reads */
    const games_def *back = strcmp(d->name, "hackenbush_string") ? d : games_find("hackenbush");
    cgt_limits_set(20000, 0.5);
    uint8_t *pos = NULL;
    size_t len = 0;
    char *printed = NULL;
    int prc = games_def_parse(&pos, &len, d, pos_text);
    if (prc == 0) {
        if (!pos && len) abort();
        printed = d->format(pos, len);
        if (!printed || strchr(printed, '\n')) abort();
        uint8_t *q = NULL;
        size_t qlen = 0;
        if (games_def_parse(&q, &qlen, back, printed) != 0) abort();
        cgt_free(q);
        cgt_free(pos);
    } else {
        check_error(prc, CGT_EPARSE);
    }
    game_t g;
    int erc = games_def_eval(&g, d, pos_text, 0);
    if (erc == 0) {
        if (prc != 0 || g == GAME_NONE) abort();
        if ((d->flags & POSITION_IMPARTIAL) && !game_is_nimber(g) && !cgt_aborted()) abort();
        game_t h;
        if (games_def_eval(&h, back, printed, 0) == 0 && h != g && !cgt_aborted()) abort();
    } else {
        check_error(erc, 0);
        if (prc != 0 && erc != CGT_EPARSE) abort();
        if (prc == 0 && erc != CGT_ELIMIT) abort();
    }
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    cgt_free(printed);
    free(text);
    if (++calls % 64 == 0) game_table_free();
    return 0;
}
