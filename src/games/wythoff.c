/* wythoff.c - Wythoff's game (impartial): two heaps "a,b"; a move takes any
 * positive number of counters from one heap, or the same number from both.
 * Its P-positions are (floor(n phi), floor(n phi^2)) and their mirrors. */
#include <stdio.h>
#include <string.h>

#include "games/games_internal.h"

/* Encoding: the two heaps, 2 bytes each, big-endian, at most WYT_MAX. */
#define WYT_MAX 4095

static void put(uint8_t *q, unsigned a, unsigned b) {
    q[0] = (uint8_t)(a >> 8);
    q[1] = (uint8_t)a;
    q[2] = (uint8_t)(b >> 8);
    q[3] = (uint8_t)b;
}

/* Impartial: only Left's moves are listed; the registry plays it with
 * POSITION_IMPARTIAL, which gives Right the same moves. */
static void wyt_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    unsigned a = (unsigned)p[0] << 8 | p[1], b = (unsigned)p[2] << 8 | p[3];
    for (unsigned k = 1; k <= a; k++) put(position_sink_push(s, POSITION_LEFT, 4), a - k, b);
    for (unsigned k = 1; k <= b; k++) put(position_sink_push(s, POSITION_LEFT, 4), a, b - k);
    for (unsigned k = 1; k <= a && k <= b; k++)
        put(position_sink_push(s, POSITION_LEFT, 4), a - k, b - k);
    (void)len, (void)arg;
}

/* (a, b) and (b, a) are the same game: the lesser heap first. */
static int wyt_normalise(uint8_t *p, size_t *len, const void *arg) {
    (void)arg;
    if (memcmp(p, p + 2, 2) > 0) {
        uint8_t t[2] = {p[0], p[1]};
        memmove(p, p + 2, 2);
        memcpy(p + 2, t, 2);
    }
    (void)len;
    return 1;
}

static const position_rules wyt_rules = {"wythoff", wyt_options, NULL, wyt_normalise, NULL};

static int wyt_parse(uint8_t **pos, size_t *len, const char *text) {
    unsigned long h[2];
    size_t i = 0;
    for (int k = 0; k < 2; k++) {
        while (text[i] == ' ') i++;
        if (text[i] < '0' || text[i] > '9') {
            char d[16];
            return cgt_error(
                CGT_EPARSE, "column %zu: expected %s heap of wythoff \"a,b\", found %s", i + 1,
                k ? "the second" : "the first", text[i] ? games_char_desc(d, text[i]) : "the end");
        }
        size_t at = i;
        h[k] = 0;
        while (text[i] >= '0' && text[i] <= '9' && h[k] <= WYT_MAX)
            h[k] = h[k] * 10 + (unsigned long)(text[i++] - '0');
        if (h[k] > WYT_MAX)
            return cgt_error(CGT_EPARSE, "column %zu: a wythoff heap has at most %d counters",
                             at + 1, WYT_MAX);
        while (text[i] == ' ') i++;
        if (k == 0 && text[i++] != ',')
            return cgt_error(CGT_EPARSE, "column %zu: expected ',' between the two heaps", i);
    }
    if (text[i]) {
        char d[16];
        return cgt_error(CGT_EPARSE, "column %zu: unexpected %s after the second heap", i + 1,
                         games_char_desc(d, text[i]));
    }
    uint8_t *q = cgt_malloc(4);
    put(q, (unsigned)h[0], (unsigned)h[1]);
    *pos = q;
    *len = 4;
    return 0;
}

static char *wyt_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(16);
    snprintf(s, 16, "%u,%u", (unsigned)p[0] << 8 | p[1], (unsigned)p[2] << 8 | p[3]);
    (void)len;
    return s;
}

const games_def games_def_wythoff = {
    "wythoff",
    "wythoff(\"3,5\")  Wythoff's game on heaps a,b: take from one heap or equally from "
    "both; a nimber",
    "3,5",
    wyt_parse,
    wyt_format,
    &wyt_rules,
    POSITION_IMPARTIAL,
    0,
    NULL};
