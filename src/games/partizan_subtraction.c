/* partizan_subtraction.c - partizan subtraction and splitting games:
 * partizan_subtraction("1,3|2,3:6") is heaps (here one of 6) from which Left
 * may take 1 or 3 counters and Right 2 or 3 (CGSuite's
 * PartizanSubtraction([1,3],[2,3])); "1,3|2,3:6,7" is a sum of heaps.
 * partizan_splittles takes the same text: the player takes a number of his
 * set and may then split what is left of the heap into two (CGSuite's
 * PartizanSplittles: TakeAndBreak digits 7). */
#include <stdio.h>
#include <string.h>

#include "games/games_internal.h"

/* Encoding: Left's and Right's subtraction sets as 8-byte masks (bit s - 1:
 * s may be taken, 1 <= s <= 64), then the heaps, 2 bytes each, big-endian,
 * at most PSUB_MAX. */
#define PSUB_MAX 4095
#define PSUB_HDR 16

static uint64_t mask_at(const uint8_t *p) {
    uint64_t m = 0;
    for (int i = 0; i < 8; i++) m |= (uint64_t)p[i] << (8 * i);
    return m;
}

static unsigned heap_at(const uint8_t *p, size_t i) {
    return (unsigned)p[PSUB_HDR + 2 * i] << 8 | p[PSUB_HDR + 2 * i + 1];
}

/* Splittles: heap i of h minus t leaves nothing, one heap or two. */
static void psplit_push(position_sink *s, int side, const uint8_t *p, size_t len, size_t i,
                        const unsigned *parts, size_t np) {
    uint8_t *q = position_sink_push(s, side, len - 2 + 2 * np);
    size_t at = PSUB_HDR + 2 * i;
    memcpy(q, p, at);
    for (size_t k = 0; k < np; k++) {
        q[at + 2 * k] = (uint8_t)(parts[k] >> 8);
        q[at + 2 * k + 1] = (uint8_t)parts[k];
    }
    memcpy(q + at + 2 * np, p + at + 2, len - at - 2);
}

/* arg: true for Splittles (what is left may be split), false for
 * subtraction. */
static void psub_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    bool split = *(const bool *)arg;
    size_t nh = (len - PSUB_HDR) / 2;
    for (int side = 0; side < 2; side++) {
        uint64_t m = mask_at(p + 8 * side);
        for (size_t i = 0; i < nh; i++) {
            unsigned h = heap_at(p, i);
            for (unsigned t = 1; t <= 64 && t <= h; t++) {
                if (!(m >> (t - 1) & 1)) continue;
                unsigned r = h - t, parts[2] = {r, 0};
                psplit_push(s, side, p, len, i, parts, split && r == 0 ? 0 : 1);
                for (unsigned a = 1; split && 2 * a <= r; a++) {
                    parts[0] = a;
                    parts[1] = r - a;
                    psplit_push(s, side, p, len, i, parts, 2);
                }
            }
        }
    }
}

/* Each heap is a game of its own (with the same sets). */
static void psub_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    for (size_t i = 0; i < (len - PSUB_HDR) / 2; i++) {
        uint8_t *q = position_sink_push(s, 0, PSUB_HDR + 2);
        memcpy(q, p, PSUB_HDR);
        memcpy(q + PSUB_HDR, p + PSUB_HDR + 2 * i, 2);
    }
    (void)arg;
}

/* Swapping the two sets swaps the players: the value is negated. */
static int psub_normalise(uint8_t *p, size_t *len, const void *arg) {
    (void)arg, (void)len;
    if (memcmp(p + 8, p, 8) >= 0) return 1;
    uint8_t t[8];
    memcpy(t, p, 8);
    memmove(p, p + 8, 8);
    memcpy(p + 8, t, 8);
    return -1;
}

static const bool psub_splits = false, psplit_splits = true;
static const position_rules psub_rules = {"partizan_subtraction", psub_options, psub_split,
                                          psub_normalise, &psub_splits};

static const position_rules psplit_rules = {"partizan_splittles", psub_options, psub_split,
                                            psub_normalise, &psplit_splits};

static int psub_number(const char *t, size_t *i, unsigned long max, unsigned long *x,
                       const char *what) {
    if (t[*i] < '0' || t[*i] > '9') {
        char d[16];
        return cgt_error(CGT_EPARSE, "column %zu: expected %s, found %s", *i + 1, what,
                         t[*i] ? games_char_desc(d, t[*i]) : "the end");
    }
    size_t at = *i;
    *x = 0;
    while (t[*i] >= '0' && t[*i] <= '9' && *x <= max)
        *x = *x * 10 + (unsigned long)(t[(*i)++] - '0');
    if (*x > max) return cgt_error(CGT_EPARSE, "column %zu: %s is at most %lu", at + 1, what, max);
    return 0;
}

static int psub_parse(uint8_t **pos, size_t *len, const char *text) {
    uint8_t hdr[PSUB_HDR] = {0};
    size_t i = 0, nh = 0, cap = 8;
    int rc;
    unsigned long x = 0;
    for (int side = 0; side < 2; side++) {
        const char end = side ? ':' : '|';
        while (text[i] != end) {
            size_t at = i;
            if ((rc = psub_number(text, &i, 64, &x, "a subtraction")) < 0) return rc;
            if (x == 0)
                return cgt_error(CGT_EPARSE, "column %zu: a subtraction is 1 to 64", at + 1);
            hdr[8 * side + (x - 1) / 8] |= (uint8_t)(1u << ((x - 1) % 8));
            if (text[i] == ',')
                i++;
            else if (text[i] != end)
                return cgt_error(CGT_EPARSE, "column %zu: expected ',' or '%c' after a subtraction",
                                 i + 1, end);
        }
        i++;
    }
    uint8_t *p = cgt_malloc(PSUB_HDR + 2 * cap);
    memcpy(p, hdr, PSUB_HDR);
    do {
        if ((rc = psub_number(text, &i, PSUB_MAX, &x, "a heap size")) < 0) {
            cgt_free(p);
            return rc;
        }
        if (nh == cap) p = cgt_realloc(p, PSUB_HDR + 2 * (cap *= 2));
        p[PSUB_HDR + 2 * nh] = (uint8_t)(x >> 8);
        p[PSUB_HDR + 2 * nh + 1] = (uint8_t)x;
        nh++;
    } while (text[i] == ',' && ++i);
    if (text[i]) {
        char d[16];
        cgt_free(p);
        return cgt_error(CGT_EPARSE, "column %zu: unexpected %s after the heaps", i + 1,
                         games_char_desc(d, text[i]));
    }
    *pos = p;
    *len = PSUB_HDR + 2 * nh;
    return 0;
}

static char *psub_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(2 * 64 * 3 + 8 * len + 8);
    size_t k = 0;
    for (int side = 0; side < 2; side++) {
        uint64_t m = mask_at(p + 8 * side);
        bool first = true;
        for (unsigned t = 1; t <= 64; t++)
            if (m >> (t - 1) & 1) {
                k += (size_t)sprintf(s + k, "%s%u", first ? "" : ",", t);
                first = false;
            }
        s[k++] = side ? ':' : '|';
    }
    for (size_t i = 0; i < (len - PSUB_HDR) / 2; i++)
        k += (size_t)sprintf(s + k, "%s%u", i ? "," : "", heap_at(p, i));
    s[k] = '\0';
    return s;
}

const games_def games_def_partizan_subtraction = {
    "partizan_subtraction",
    "partizan_subtraction(\"1,3|2,3:6\")  heaps; Left subtracts 1 or 3, Right 2 or 3",
    "1,3|2,3:6",
    psub_parse,
    psub_format,
    &psub_rules,
    0,
    PSUB_HDR + 2,
    NULL};

const games_def games_def_partizan_splittles = {
    "partizan_splittles",
    "partizan_splittles(\"1,2|2,3:6\")  heaps; Left takes 1 or 2, Right 2 or 3, and may split "
    "the rest in two",
    "1,2|2,3:6",
    psub_parse,
    psub_format,
    &psplit_rules,
    0,
    PSUB_HDR + 2,
    NULL};
