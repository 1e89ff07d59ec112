/* cake.c - Cutcake and Maundy Cake (Winning Ways, ch. 2 and 8) on sums of
 * rectangles "RxC" (R rows of C columns): in Cutcake Left cuts a rectangle
 * along a vertical line into two, Right along a horizontal line; in Maundy
 * Cake Left divides the columns of one rectangle into d > 1 equal parts,
 * Right its rows.  Both share the encoding and the symmetries. */
#include <stdlib.h>
#include <string.h>

#include "games/games_internal.h"

/* Encoding: 2 bytes a rectangle (rows, cols), each 1..255. */

static void cake_push(position_sink *s, int side, const uint8_t *p, size_t len, size_t at,
                      const uint8_t *with, size_t nwith) {
    uint8_t *q = position_sink_push(s, side, len - 2 + 2 * nwith);
    memcpy(q, p, at);
    memcpy(q + at, with, 2 * nwith);
    memcpy(q + at + 2 * nwith, p + at + 2, len - at - 2);
}

static void cut_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    for (size_t at = 0; at + 1 < len; at += 2)
        for (int side = 0; side < 2; side++) {
            /* Left cuts the columns (byte 1), Right the rows (byte 0) */
            int k = side == POSITION_LEFT ? 1 : 0;
            for (int a = 1; a < p[at + k]; a++) {
                uint8_t two[4] = {p[at], p[at + 1], p[at], p[at + 1]};
                two[k] = (uint8_t)a;
                two[2 + k] = (uint8_t)(p[at + k] - a);
                cake_push(s, side, p, len, at, two, 2);
            }
        }
    (void)arg;
}

static void maundy_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    uint8_t parts[2 * 255];
    for (size_t at = 0; at + 1 < len; at += 2)
        for (int side = 0; side < 2; side++) {
            int k = side == POSITION_LEFT ? 1 : 0, n = p[at + k];
            for (int d = 2; d <= n; d++) {
                if (n % d) continue;
                for (int i = 0; i < d; i++) {
                    parts[2 * i] = p[at];
                    parts[2 * i + 1] = p[at + 1];
                    parts[2 * i + k] = (uint8_t)(n / d);
                }
                cake_push(s, side, p, len, at, parts, (size_t)d);
            }
        }
    (void)arg;
}

/* Each rectangle is a game; a 1x1 one has no moves. */
static void cake_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    for (size_t at = 0; at + 1 < len; at += 2)
        if (p[at] > 1 || p[at + 1] > 1) position_sink_add(s, 0, p + at, 2);
    (void)arg;
}

static int pair_cmp(const void *a, const void *b) {
    return memcmp(a, b, 2);
}

/* Turning the cake a quarter swaps the players (negative value): one
 * rectangle is written with rows <= columns; a sum is sorted. */
static int cake_normalise(uint8_t *p, size_t *len, const void *arg) {
    (void)arg;
    if (*len == 2) {
        if (p[0] <= p[1]) return 1;
        uint8_t t = p[0];
        p[0] = p[1];
        p[1] = t;
        return -1;
    }
    qsort(p, *len / 2, 2, pair_cmp);
    return 1;
}

static const position_rules cut_rules = {"cutcake", cut_options, cake_split, cake_normalise, NULL};
static const position_rules maundy_rules = {"maundy_cake", maundy_options, cake_split,
                                            cake_normalise, NULL};

/* "8x5", or a sum "8x5, 3x2"; spaces around the parts are ignored. */
static int cake_parse_named(uint8_t **pos, size_t *len, const char *text, const char *what) {
    size_t i = 0, n = 0, cap = 8;
    uint8_t *q = cgt_malloc(cap);
    int rc = 0;
    while (text[i] == ' ') i++;
    while (text[i] && rc == 0) {
        unsigned long side[2];
        for (int k = 0; k < 2 && rc == 0; k++) {
            size_t at = i;
            if (text[i] < '0' || text[i] > '9') {
                char d[16];
                rc = cgt_error(CGT_EPARSE, "column %zu: expected %s in a %s position, found %s",
                               i + 1, k ? "the number of columns" : "a rectangle RxC", what,
                               text[i] ? games_char_desc(d, text[i]) : "the end");
                break;
            }
            side[k] = 0;
            while (text[i] >= '0' && text[i] <= '9' && side[k] < 1000)
                side[k] = side[k] * 10 + (unsigned long)(text[i++] - '0');
            if (side[k] == 0 || side[k] > 255)
                rc = cgt_error(CGT_EPARSE, "column %zu: a side of a %s rectangle is 1 to 255",
                               at + 1, what);
            else if (k == 0 && text[i] != 'x' && text[i] != 'X')
                rc = cgt_error(CGT_EPARSE, "column %zu: expected 'x' between rows and columns",
                               i + 1);
            else if (k == 0)
                i++;
        }
        if (rc) break;
        if (n + 2 > cap) q = cgt_realloc(q, cap *= 2);
        if (n >= 2 * 1024) {
            rc = cgt_error(CGT_EPARSE, "column %zu: more than 1024 rectangles", i + 1);
            break;
        }
        q[n++] = (uint8_t)side[0];
        q[n++] = (uint8_t)side[1];
        while (text[i] == ' ') i++;
        if (text[i] == ',') {
            i++;
            while (text[i] == ' ') i++;
            if (!text[i])
                rc = cgt_error(CGT_EPARSE, "column %zu: expected a rectangle after ','", i + 1);
        } else if (text[i]) {
            char d[16];
            rc = cgt_error(CGT_EPARSE, "column %zu: unexpected %s after a rectangle (use ',')",
                           i + 1, games_char_desc(d, text[i]));
        }
    }
    if (rc) {
        cgt_free(q);
        return rc;
    }
    *pos = q;
    *len = n;
    return 0;
}

static int cut_parse(uint8_t **pos, size_t *len, const char *text) {
    return cake_parse_named(pos, len, text, "cutcake");
}

static int maundy_parse(uint8_t **pos, size_t *len, const char *text) {
    return cake_parse_named(pos, len, text, "maundy_cake");
}

static char *cake_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(len / 2 * 10 + 1);
    size_t k = 0;
    s[0] = '\0';
    for (size_t at = 0; at + 1 < len; at += 2)
        k += (size_t)sprintf(s + k, "%s%ux%u", at ? "," : "", p[at], p[at + 1]);
    return s;
}

const games_def games_def_cutcake = {
    "cutcake",
    "cutcake(\"8x5\")  Cutcake on R rows x C columns (sums: \"8x5,2x3\"); Left cuts "
    "vertically",
    "2x3",
    cut_parse,
    cake_format,
    &cut_rules,
    0,
    0,
    NULL};

const games_def games_def_maundy_cake = {
    "maundy_cake",
    "maundy_cake(\"8x5\")  Maundy Cake: Left divides the columns into equal parts, Right the rows",
    "2x3",
    maundy_parse,
    cake_format,
    &maundy_rules,
    0,
    0,
    NULL};
