/* take_away.c - Take-Away games (impartial): take_away("r:n,m") is a heap of
 * n from which the next player may take 1 to m counters; after taking k the
 * opponent may take up to r*k.  fibonacci_nim("n,m") is r = 2 (CGSuite's
 * TakeAway(r) and FibonacciNim, on coordinates (n, m)). */
#include <stdio.h>
#include <string.h>

#include "games/games_internal.h"

/* Encoding: r, then n and m (m clamped to n), 2 bytes each, big-endian. */
#define TA_MAX 4095

static void ta_put(uint8_t *q, unsigned r, unsigned n, unsigned m) {
    if (m > n) m = n;
    q[0] = (uint8_t)r;
    q[1] = (uint8_t)(n >> 8);
    q[2] = (uint8_t)n;
    q[3] = (uint8_t)(m >> 8);
    q[4] = (uint8_t)m;
}

static void ta_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    unsigned r = p[0], n = (unsigned)p[1] << 8 | p[2], m = (unsigned)p[3] << 8 | p[4];
    for (unsigned k = 1; k <= m && k <= n; k++)
        ta_put(position_sink_push(s, POSITION_LEFT, 5), r, n - k, r * k);
    (void)len, (void)arg;
}

static const position_rules ta_rules = {"take_away", ta_options, NULL, NULL, NULL};

static int ta_read(uint8_t **pos, size_t *len, const char *text, size_t i, unsigned r) {
    unsigned long v[2];
    for (int k = 0; k < 2; k++) {
        size_t at = i;
        if (text[i] < '0' || text[i] > '9') {
            char d[16];
            return cgt_error(CGT_EPARSE, "column %zu: expected %s, found %s", i + 1,
                             k ? "the largest first take m" : "the heap n",
                             text[i] ? games_char_desc(d, text[i]) : "the end");
        }
        v[k] = 0;
        while (text[i] >= '0' && text[i] <= '9' && v[k] <= TA_MAX)
            v[k] = v[k] * 10 + (unsigned long)(text[i++] - '0');
        if (v[k] > TA_MAX) return cgt_error(CGT_EPARSE, "column %zu: at most %d", at + 1, TA_MAX);
        if (k == 0 && text[i++] != ',')
            return cgt_error(CGT_EPARSE, "column %zu: expected ',' between n and m", i);
    }
    if (text[i]) {
        char d[16];
        return cgt_error(CGT_EPARSE, "column %zu: unexpected %s after m", i + 1,
                         games_char_desc(d, text[i]));
    }
    uint8_t *q = cgt_malloc(5);
    ta_put(q, r, (unsigned)v[0], (unsigned)v[1]);
    *pos = q;
    *len = 5;
    return 0;
}

static int ta_parse(uint8_t **pos, size_t *len, const char *text) {
    size_t i = 0;
    unsigned long r = 0;
    if (text[0] < '1' || text[0] > '9')
        return cgt_error(CGT_EPARSE, "column 1: expected the factor r before ':' (\"2:10,3\")");
    while (text[i] >= '0' && text[i] <= '9' && r <= 255)
        r = r * 10 + (unsigned long)(text[i++] - '0');
    if (r > 255) return cgt_error(CGT_EPARSE, "column 1: the factor r is 1 to 255");
    if (text[i] != ':')
        return cgt_error(CGT_EPARSE, "column %zu: expected ':' after the factor r", i + 1);
    return ta_read(pos, len, text, i + 1, (unsigned)r);
}

static int fib_parse(uint8_t **pos, size_t *len, const char *text) {
    return ta_read(pos, len, text, 0, 2);
}

static char *ta_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(24);
    snprintf(s, 24, "%u:%u,%u", p[0], (unsigned)p[1] << 8 | p[2], (unsigned)p[3] << 8 | p[4]);
    (void)len;
    return s;
}

static char *fib_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(16);
    snprintf(s, 16, "%u,%u", (unsigned)p[1] << 8 | p[2], (unsigned)p[3] << 8 | p[4]);
    (void)len;
    return s;
}

const games_def games_def_take_away = {
    "take_away",
    "take_away(\"3:10,4\")  heap n, first take 1..m, then up to r times the last",
    "2:10,3",
    ta_parse,
    ta_format,
    &ta_rules,
    POSITION_IMPARTIAL,
    0,
    NULL};

const games_def games_def_fibonacci_nim = {
    "fibonacci_nim",
    "fibonacci_nim(\"10,3\")  Fibonacci Nim: heap n, first take 1..m, then up "
    "to twice the last",
    "10,3",
    fib_parse,
    fib_format,
    &ta_rules,
    POSITION_IMPARTIAL,
    0,
    NULL};
