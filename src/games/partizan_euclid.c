/* partizan_euclid.c - Partizan Euclid (McKay and Nowakowski, "Outcomes of
 * Partizan Euclid", Integers 12B (2012/13); CGSuite's PartizanEuclid): a
 * pair "p,q" of positive integers, p > q; write p = kq + t with 0 <= t < q.
 * If t = 0 the game is over; otherwise Left moves to (q, t) and Right to
 * (q, q - t).  cgt reads the pair in either order and treats (p, p) and a
 * zero as over. */
#include <stdio.h>
#include <string.h>

#include "games/games_internal.h"

/* Encoding: the larger and the smaller number, 4 bytes each, big-endian. */
#define EUCLID_MAX 1000000000UL

static uint32_t get32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void put32(uint8_t *p, uint32_t x) {
    p[0] = (uint8_t)(x >> 24);
    p[1] = (uint8_t)(x >> 16);
    p[2] = (uint8_t)(x >> 8);
    p[3] = (uint8_t)x;
}

static void pair_put(uint8_t *q, uint32_t a, uint32_t b) {
    put32(q, a > b ? a : b);
    put32(q + 4, a > b ? b : a);
}

static void eu_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    (void)len, (void)arg;
    uint32_t a = get32(p), b = get32(p + 4);
    if (b == 0 || a % b == 0) return;
    uint32_t t = a % b;
    pair_put(position_sink_push(s, POSITION_LEFT, 8), b, t);
    pair_put(position_sink_push(s, POSITION_RIGHT, 8), b, b - t);
}

static uint32_t gcd32(uint32_t a, uint32_t b) {
    while (b) {
        uint32_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* (p, q) and (p/g, q/g) play alike (every remainder scales by g). */
static int eu_normalise(uint8_t *p, size_t *len, const void *arg) {
    (void)len, (void)arg;
    uint32_t a = get32(p), b = get32(p + 4), g = gcd32(a, b);
    if (g > 1) pair_put(p, a / g, b / g);
    return 1;
}

static const position_rules eu_rules = {"partizan_euclid", eu_options, NULL, eu_normalise, NULL};

static int eu_parse(uint8_t **pos, size_t *len, const char *text) {
    unsigned long v[2];
    int rc = games_read_pair(v, text, 0, EUCLID_MAX, "partizan_euclid", "number", "p,q");
    if (rc < 0) return rc;
    uint8_t *q = cgt_malloc(8);
    pair_put(q, (uint32_t)v[0], (uint32_t)v[1]);
    *pos = q;
    *len = 8;
    return 0;
}

static char *eu_format(const uint8_t *p, size_t len) {
    (void)len;
    char *s = cgt_malloc(24);
    snprintf(s, 24, "%lu,%lu", (unsigned long)get32(p), (unsigned long)get32(p + 4));
    return s;
}

const games_def games_def_partizan_euclid = {
    "partizan_euclid",
    "partizan_euclid(\"8,3\")  Partizan Euclid: from p = kq + t Left moves to (q,t), Right to "
    "(q,q-t)",
    "8,3",
    eu_parse,
    eu_format,
    &eu_rules,
    0,
    0,
    NULL};
