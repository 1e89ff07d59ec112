/* support.c - helpers of the scoring tests (see scoring_check.h). */
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "scoring_check.h"

static char bufs[4][8192];
static int nextbuf;

static const char *keep(char *s) {
    char *b = bufs[nextbuf++ & 3];
    snprintf(b, sizeof bufs[0], "%s", s ? s : "(null)");
    cgt_free(s);
    return b;
}

gsg_t gp(const char *text) {
    gsg_t g = GSG_NONE;
    if (gsg_parse(&g, text) != 0)
        test_fail(__FILE__, __LINE__, "gsg parse '%s': %s", text, cgt_error_message());
    return g;
}

const char *gs(gsg_t g) {
    return keep(gsg_get_str(g));
}

bool eq(gsg_t a, gsg_t b) {
    return gsg_geq(a, b) && gsg_geq(b, a);
}

scoring_t sc_parse(const char *text) {
    scoring_t g = SCORING_NONE;
    if (scoring_parse(&g, text) != 0)
        test_fail(__FILE__, __LINE__, "parse '%s': %s", text, cgt_error_message());
    return g;
}

const char *sc_str(scoring_t g) {
    return keep(scoring_get_str(g));
}

const char *sc_eval(const char *expr) {
    char *out = NULL;
    scoring_t g;
    if (scoring_eval(&out, &g, expr) != 0) {
        char msg[512];
        snprintf(msg, sizeof msg, "error: %s", cgt_error_message());
        return keep(cgt_strdup(msg));
    }
    return keep(out);
}

static long rnd(cgt_rng *r, int range) {
    return (long)cgt_rng_below(r, 2 * (uint64_t)range + 1) - range;
}

scoring_t sc_random(cgt_rng *r, int depth, int width, int range) {
    mpq_t s;
    mpq_init(s);
    mpq_set_si(s, rnd(r, range), 1);
    scoring_t L[8], R[8];
    size_t nl = 0, nr = 0;
    if (depth > 0) {
        nl = cgt_rng_below(r, (uint64_t)width + 1);
        nr = cgt_rng_below(r, (uint64_t)width + 1);
        for (size_t i = 0; i < nl; i++) L[i] = sc_random(r, depth - 1, width, range);
        for (size_t i = 0; i < nr; i++) R[i] = sc_random(r, depth - 1, width, range);
    }
    scoring_t g = scoring_make(s, L, nl, R, nr);
    mpq_clear(s);
    return g;
}

scoring_t sc_random_impartial(cgt_rng *r, int depth, int width, int range) {
    mpq_t s;
    mpq_init(s);
    mpq_set_si(s, rnd(r, range), 1);
    scoring_t L[8], R[8];
    size_t n = depth > 0 ? cgt_rng_below(r, (uint64_t)width + 1) : 0;
    for (size_t i = 0; i < n; i++) {
        scoring_t y = sc_random_impartial(r, depth - 1, width, range);
        L[i] = scoring_shift(y, s);
        R[i] = scoring_shift(scoring_neg(y), s);
    }
    scoring_t g = scoring_make(s, L, n, R, n);
    mpq_clear(s);
    return g;
}

static double score_d(scoring_t g) {
    mpq_t q;
    mpq_init(q);
    scoring_get_score(q, g);
    double d = mpq_get_d(q);
    mpq_clear(q);
    return d;
}

double sc_final_left(scoring_t g) {
    mpq_t a, b;
    mpq_init(a);
    mpq_init(b);
    scoring_final_scores(a, b, g);
    double d = mpq_get_d(a);
    mpq_clear(a);
    mpq_clear(b);
    return d;
}
double sc_final_right(scoring_t g) {
    mpq_t a, b;
    mpq_init(a);
    mpq_init(b);
    scoring_final_scores(a, b, g);
    double d = mpq_get_d(b);
    mpq_clear(a);
    mpq_clear(b);
    return d;
}

/* Moves of the compound for the player `left`: each move is a pair of
 * successor components.  A component with no move stays as it is. */
typedef struct pair {
    scoring_t g, h;
} pair;

static size_t opts(scoring_t g, int left, const scoring_t **o) {
    size_t n = left ? scoring_left_count(g) : scoring_right_count(g);
    static scoring_t tmp[2][64];
    static int k;
    scoring_t *t = tmp[k++ & 1];
    for (size_t i = 0; i < n && i < 64; i++) t[i] = left ? scoring_left(g, i) : scoring_right(g, i);
    *o = t;
    return n;
}

static size_t moves(pair *out, int op, int shortrule, scoring_t g, scoring_t h, int left) {
    scoring_t go[64], ho[64];
    const scoring_t *p;
    size_t ng = opts(g, left, &p);
    memcpy(go, p, ng * sizeof *go);
    size_t nh = opts(h, left, &p);
    memcpy(ho, p, nh * sizeof *ho);
    size_t n = 0;
    if (op == '>') {
        if (scoring_is_atomic(g)) {
            for (size_t j = 0; j < nh; j++) out[n++] = (pair){g, ho[j]};
        } else {
            for (size_t i = 0; i < ng; i++) out[n++] = (pair){go[i], h};
        }
        return n;
    }
    if (shortrule && (ng == 0 || nh == 0)) return 0;
    if (op == '+' || op == 'v') {
        for (size_t i = 0; i < ng; i++) out[n++] = (pair){go[i], h};
        for (size_t j = 0; j < nh; j++) out[n++] = (pair){g, ho[j]};
    }
    if (op == '&' || op == 'v') {
        if (ng && nh) {
            for (size_t i = 0; i < ng; i++)
                for (size_t j = 0; j < nh; j++) out[n++] = (pair){go[i], ho[j]};
        } else if (op == '&') {
            for (size_t i = 0; i < ng; i++) out[n++] = (pair){go[i], h};
            for (size_t j = 0; j < nh; j++) out[n++] = (pair){g, ho[j]};
        }
    }
    return n;
}

double sc_ref_final(int op, int shortrule, scoring_t g, scoring_t h, int left_first) {
    pair *m = malloc(4096 * sizeof *m);
    size_t n = moves(m, op, shortrule, g, h, left_first);
    double best = score_d(g) + score_d(h);
    for (size_t i = 0; i < n; i++) {
        double v = sc_ref_final(op, shortrule, m[i].g, m[i].h, !left_first);
        if (i == 0 || (left_first ? v > best : v < best)) best = v;
    }
    free(m);
    return best;
}
