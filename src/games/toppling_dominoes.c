/* toppling_dominoes.c - Toppling Dominoes: rows of dominoes, l blue
 * (Left's), r red (Right's), e green (either's); a move topples one of one's
 * dominoes to the left or to the right, removing it and every domino on that
 * side of it in its row.  Rows are separated by '|'. */
#include <string.h>

#include "games/games_internal.h"

/* Encoding: the rows' dominoes 1 l, 2 r, 3 e, each row ended by a 0 byte. */
static const char top_chars[] = "?lre";

static bool top_mine(uint8_t v, int side) {
    return v == 3 || v == (side == POSITION_LEFT ? 1 : 2);
}

static void top_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t start = 0;
    for (size_t i = 0; i < len; i++) {
        if (p[i] == 0) {
            start = i + 1;
            continue;
        }
        size_t end = i;
        while (p[end] != 0) end++;
        for (int side = 0; side < 2; side++) {
            if (!top_mine(p[i], side)) continue;
            /* toppled to the left: the row keeps (i, end); to the right: [start, i) */
            uint8_t *q = position_sink_push(s, side, len - (i + 1 - start));
            memcpy(q, p, start);
            memcpy(q + start, p + i + 1, len - i - 1);
            q = position_sink_push(s, side, len - (end - i));
            memcpy(q, p, i);
            memcpy(q + i, p + end, len - end);
        }
    }
    (void)arg;
}

/* Each row is a game of its own; empty rows are dropped. */
static void top_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t start = 0;
    for (size_t i = 0; i < len; i++)
        if (p[i] == 0) {
            if (i > start) position_sink_add(s, 0, p + start, i + 1 - start);
            start = i + 1;
        }
    (void)arg;
}

/* A single row: reversing keeps the value, swapping l and r negates it; the
 * least of the four images represents them.  Several rows are left as they
 * are (the engine splits them first). */
static int top_normalise(uint8_t *p, size_t *len, const void *arg) {
    static const uint8_t swap[4] = {0, 2, 1, 3};
    size_t n = *len;
    (void)arg;
    if (n == 0 || memchr(p, 0, n - 1)) return 1;
    uint8_t best[256], img[256];
    if (n > sizeof best) return 1;
    memcpy(best, p, n);
    int sign = 1;
    for (int k = 1; k < 4; k++) {
        for (size_t i = 0; i + 1 < n; i++) {
            uint8_t v = (k & 1) ? p[n - 2 - i] : p[i];
            img[i] = (k & 2) ? swap[v & 3] : v;
        }
        img[n - 1] = 0;
        if (memcmp(img, best, n) < 0) {
            memcpy(best, img, n);
            sign = (k & 2) ? -1 : 1;
        }
    }
    memcpy(p, best, n);
    return sign;
}

static const position_rules top_rules = {"toppling_dominoes", top_options, top_split, top_normalise,
                                         NULL};

static int top_parse(uint8_t **pos, size_t *len, const char *text) {
    size_t n = strlen(text), row = 0;
    if (n > GRID_MAX_CELLS)
        return cgt_error(CGT_EPARSE,
                         "column %d: a toppling_dominoes position has at most %d "
                         "characters",
                         GRID_MAX_CELLS + 1, GRID_MAX_CELLS);
    uint8_t *q = cgt_malloc(n + 1);
    for (size_t i = 0; i <= n; i++) {
        char c = text[i];
        if (c == '|' || c == '\0') {
            q[i] = 0;
            row = 0;
            continue;
        }
        char lc = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        const char *k = strchr(top_chars + 1, lc);
        if (!k || !lc || ++row > 255) {
            char d[16];
            cgt_free(q);
            if (k && lc)
                return cgt_error(CGT_EPARSE, "column %zu: a row of more than 255 dominoes", i + 1);
            return cgt_error(CGT_EPARSE,
                             "column %zu: unexpected %s in a toppling_dominoes row (use l, r, e "
                             "and |)",
                             i + 1, games_char_desc(d, c));
        }
        q[i] = (uint8_t)(k - top_chars);
    }
    *pos = q;
    *len = n + 1;
    return 0;
}

static char *top_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(len + 1);
    for (size_t i = 0; i < len; i++) s[i] = p[i] ? top_chars[p[i] & 3] : '|';
    s[len ? len - 1 : 0] = '\0'; /* the last row's end */
    return s;
}

const games_def games_def_toppling_dominoes = {
    "toppling_dominoes",
    "toppling_dominoes(\"lrre|ll\")  Toppling Dominoes: l Left's, r Right's, e either's; rows "
    "split by |",
    "lrl",
    top_parse,
    top_format,
    &top_rules,
    0,
    3 + GAMES_OUTCOME_SMALL,
    NULL};
