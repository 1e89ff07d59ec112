/* cake.c - Cutcake, Maundy Cake, Eatcake and Turn-and-Eatcake (Winning
 * Ways, ch. 2 and 8; CGSuite's game.heap.GenCutcake) on sums of rectangles
 * "RxC" (R rows of C columns): in Cutcake Left cuts a rectangle along a
 * vertical line into two, Right along a horizontal line; in Maundy Cake Left
 * divides the columns of one rectangle into d > 1 equal parts, Right its
 * rows; in Eatcake Left eats one column (what is left may fall in two),
 * Right one row; Turn-and-Eatcake is Eatcake with the cake turned a quarter
 * after every move.  All share the encoding and the symmetries. */
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

/* How one side divides its heap (the columns for Left, the rows for Right;
 * the other way round after a turn): the parts of option k of a heap of n
 * into parts (0 parts: the rectangle is eaten), or -1 after the last. */
typedef enum cake_rule { CAKE_CUT, CAKE_MAUNDY, CAKE_EAT } cake_rule;

static int heap_parts(uint8_t *parts, cake_rule rule, int n, int k) {
    switch (rule) {
    case CAKE_CUT: /* two pieces a + (n - a) */
        if (k + 1 >= n) return -1;
        parts[0] = (uint8_t)(k + 1);
        parts[1] = (uint8_t)(n - k - 1);
        return 2;
    case CAKE_MAUNDY: /* d = k + 2 equal pieces, if d divides n (else no option k) */
        if (k + 2 > n) return -1;
        if (n % (k + 2)) return 0;
        for (int i = 0; i < k + 2; i++) parts[i] = (uint8_t)(n / (k + 2));
        return k + 2;
    case CAKE_EAT: { /* one strip eaten: a + (n - 1 - a), empty pieces gone */
        if (2 * k > n - 1) return -1;
        int m = 0;
        if (k > 0) parts[m++] = (uint8_t)k;
        if (n - 1 - k > 0) parts[m++] = (uint8_t)(n - 1 - k);
        return m;
    }
    }
    return -1;
}

/* Cutcake, Maundy Cake, Eatcake; twisted: the cake is turned a quarter after
 * each move (CGSuite's GenCutcake with twisted => true: Left then divides
 * the rows and the pieces are written columns x part). */
typedef struct cake_kind {
    cake_rule rule;
    bool twisted;
} cake_kind;

static void cake_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    const cake_kind *kind = arg;
    uint8_t parts[255], pieces[2 * 255];
    for (size_t at = 0; at + 1 < len; at += 2)
        for (int side = 0; side < 2; side++) {
            /* untwisted: Left divides the columns (byte 1) keeping the rows,
             * Right the rows; twisted, each the other coordinate, and the
             * kept side becomes the rows (Left) or the columns (Right) */
            bool left = side == POSITION_LEFT;
            int h = left != kind->twisted ? 1 : 0; /* the byte divided */
            int keep = p[at + 1 - h], slot = left ? 1 : 0;
            for (int k = 0;; k++) {
                int np = heap_parts(parts, kind->rule, p[at + h], k);
                if (np < 0) break;
                if (np == 0 && kind->rule == CAKE_MAUNDY) continue;
                for (int i = 0; i < np; i++) {
                    pieces[2 * i + slot] = parts[i];
                    pieces[2 * i + 1 - slot] = (uint8_t)keep;
                }
                cake_push(s, side, p, len, at, pieces, (size_t)np);
            }
        }
}

/* Each rectangle is a game; a 1x1 one has no moves but in Eatcake. */
static void cake_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    bool eat = ((const cake_kind *)arg)->rule == CAKE_EAT;
    for (size_t at = 0; at + 1 < len; at += 2)
        if (eat || p[at] > 1 || p[at + 1] > 1) position_sink_add(s, 0, p + at, 2);
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

static const cake_kind cut_kind = {CAKE_CUT, false}, maundy_kind = {CAKE_MAUNDY, false},
                       eat_kind = {CAKE_EAT, false}, turn_eat_kind = {CAKE_EAT, true};
static const position_rules cut_rules = {"cutcake", cake_options, cake_split, cake_normalise,
                                         &cut_kind};
static const position_rules maundy_rules = {"maundy_cake", cake_options, cake_split, cake_normalise,
                                            &maundy_kind};
static const position_rules eat_rules = {"eatcake", cake_options, cake_split, cake_normalise,
                                         &eat_kind};
static const position_rules turn_eat_rules = {"turn_and_eatcake", cake_options, cake_split,
                                              cake_normalise, &turn_eat_kind};

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
                rc = cgt_error(CGT_EPARSE, "column %zu: a side of %s %s rectangle is 1 to 255",
                               at + 1, games_article(what), what);
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

static int eat_parse(uint8_t **pos, size_t *len, const char *text) {
    return cake_parse_named(pos, len, text, "eatcake");
}

static int turn_eat_parse(uint8_t **pos, size_t *len, const char *text) {
    return cake_parse_named(pos, len, text, "turn_and_eatcake");
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

const games_def games_def_eatcake = {
    "eatcake",
    "eatcake(\"8x5\")  Eatcake: Left eats one column of a rectangle, Right one row (the rest may "
    "fall in two)",
    "2x3",
    eat_parse,
    cake_format,
    &eat_rules,
    0,
    0,
    NULL};

const games_def games_def_turn_and_eatcake = {
    "turn_and_eatcake",
    "turn_and_eatcake(\"8x5\")  Turn-and-Eatcake: Eatcake with the cake turned a quarter after "
    "each move",
    "2x3",
    turn_eat_parse,
    cake_format,
    &turn_eat_rules,
    0,
    0,
    NULL};
