/* thesis.c - the misère results of Stewart's thesis (seed 004) as computable
 * objects: literal sums of forms (disjunctive, conjunctive, selective;
 * Definition 1.5.1), the witness search of Theorem 1.4.1 and the Hackenbush
 * transformation of Theorem 5.3.2. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "misere/misere_internal.h"

static void mis_day3_free(void);

static struct {
    mis_map sum, conj, sel; /* (g << 32 | h) + 1 -> form */
    form_t *day;            /* forms born by day 2, by birthday */
    size_t nday[3];
    uint32_t *bday; /* birthday of day[i] */
} TH;

void mis_thesis_free(void) {
    mis_map_clear(&TH.sum);
    mis_map_clear(&TH.conj);
    mis_map_clear(&TH.sel);
    cgt_free(TH.day);
    cgt_free(TH.bday);
    memset(&TH, 0, sizeof TH);
    mis_day3_free();
}

int misere_form_outcome_in(game_outcome *out, form_t f, bool misere) {
    return mis_form_outcome(out, f, misere ? 1 : 0);
}

enum { OP_SUM, OP_CONJ, OP_SEL };

static form_t combine(int op, form_t g, form_t h, size_t depth) {
    if (g == FORM_NONE || h == FORM_NONE) return FORM_NONE;
    if (depth > FORM_MAX_DEPTH) {
        cgt_error(CGT_ELIMIT, "misere: sum nested too deeply");
        cgt_limit_abort("misere: sum nested too deeply");
        return FORM_NONE;
    }
    mis_map *memo = op == OP_SUM ? &TH.sum : op == OP_CONJ ? &TH.conj : &TH.sel;
    uint64_t key = ((uint64_t)g << 32 | h) + 1;
    uint32_t v;
    if (mis_map_get(memo, key, &v)) return v;
    form_t *side[2];
    size_t ns[2];
    for (int s = 0; s < 2; s++) {
        size_t ng = s ? form_num_right(g) : form_num_left(g);
        size_t nh = s ? form_num_right(h) : form_num_left(h);
        side[s] = cgt_malloc((ng + nh + ng * nh + 1) * sizeof(form_t));
        size_t k = 0;
        for (size_t i = 0; i < ng; i++) {
            form_t gi = s ? form_right(g, i) : form_left(g, i);
            if (op != OP_CONJ) side[s][k++] = combine(op, gi, h, depth + 1);
            if (op != OP_SUM)
                for (size_t j = 0; j < nh; j++)
                    side[s][k++] =
                        combine(op, gi, s ? form_right(h, j) : form_left(h, j), depth + 1);
        }
        if (op != OP_CONJ)
            for (size_t j = 0; j < nh; j++)
                side[s][k++] = combine(op, g, s ? form_right(h, j) : form_left(h, j), depth + 1);
        ns[s] = k;
    }
    form_t r = FORM_NONE;
    bool bad = false;
    for (int s = 0; s < 2; s++)
        for (size_t i = 0; i < ns[s]; i++) bad |= side[s][i] == FORM_NONE;
    if (!bad) r = form_make(side[0], ns[0], side[1], ns[1]);
    cgt_free(side[0]);
    cgt_free(side[1]);
    if (r != FORM_NONE) mis_map_put(memo, key, r);
    return r;
}

form_t misere_form_sum(form_t g, form_t h) {
    mis_register_free();
    return combine(OP_SUM, g, h, 0);
}
form_t misere_form_conj(form_t g, form_t h) {
    mis_register_free();
    return combine(OP_CONJ, g, h, 0);
}
form_t misere_form_sel(form_t g, form_t h) {
    mis_register_free();
    return combine(OP_SEL, g, h, 0);
}

/* ---- forms born by day 2 -------------------------------------------------- */

static void build_days(void) {
    if (TH.day) return;
    mis_register_free();
    form_t d0 = form_make(NULL, 0, NULL, 0);
    form_t d1[4];
    size_t n1 = 0;
    for (int l = 0; l < 2; l++)
        for (int r = 0; r < 2; r++) d1[n1++] = form_make(&d0, (size_t)l, &d0, (size_t)r);
    TH.day = cgt_malloc(257 * sizeof *TH.day);
    TH.bday = cgt_malloc(257 * sizeof *TH.bday);
    size_t n = 0;
    TH.day[n] = d0;
    TH.bday[n++] = 0;
    for (size_t i = 0; i < n1; i++)
        if (d1[i] != d0) {
            TH.day[n] = d1[i];
            TH.bday[n++] = 1;
        }
    TH.nday[0] = 1;
    TH.nday[1] = n;
    for (unsigned lm = 0; lm < 16; lm++)
        for (unsigned rm = 0; rm < 16; rm++) {
            form_t l[4], r[4];
            size_t nl = 0, nr = 0;
            bool new_day2 = false;
            for (size_t i = 0; i < 4; i++) {
                if (lm >> i & 1) {
                    l[nl++] = d1[i];
                    new_day2 |= d1[i] != d0;
                }
                if (rm >> i & 1) {
                    r[nr++] = d1[i];
                    new_day2 |= d1[i] != d0;
                }
            }
            if (!new_day2) continue; /* born by day 1 already */
            TH.day[n] = form_make(l, nl, r, nr);
            TH.bday[n++] = 2;
        }
    TH.nday[2] = n;
}

size_t misere_forms_by_day(const form_t **out, int d) {
    build_days();
    *out = TH.day;
    return TH.nday[d < 0 ? 0 : d > 2 ? 2 : d];
}

/* Forms born by day 3 tried when day 2 has no witness: {X|X}, {X|} and {|X}
 * for X born by day 2 (all of day 3 is far too many).  One operand is such a
 * form, the other is born by day 2 or of the form {X|X}. */
static form_t *day3;
static size_t nday3;
static uint32_t day3_bday = 3;

static void build_day3(void) {
    if (day3) return;
    size_t n = TH.nday[2];
    day3 = cgt_malloc((3 * n + 1) * sizeof *day3);
    /* {X|X} first (the partners of one another), then {X|} and {|X} */
    for (int kind = 0; kind < 3; kind++)
        for (size_t i = 0; i < n; i++) {
            form_t x = TH.day[i];
            form_t f = form_make(&x, kind != 2, &x, kind != 1);
            bool old = false;
            for (size_t k = 0; k < n && !old; k++) old = TH.day[k] == f;
            for (size_t k = 0; k < nday3 && !old; k++) old = day3[k] == f;
            if (!old) day3[nday3++] = f;
        }
}

static void mis_day3_free(void) {
    cgt_free(day3);
    day3 = NULL;
    nday3 = 0;
}

typedef struct cand {
    form_t f;
    uint32_t bday;
} cand;

static int search(form_t *g, form_t *h, const cand *c, size_t n, game_outcome x, game_outcome y,
                  game_outcome z) {
    size_t best = SIZE_MAX;
    for (size_t i = 0; i < n; i++) {
        game_outcome oi;
        int rc = mis_form_outcome(&oi, c[i].f, 1);
        if (rc < 0) return rc;
        if (oi != x) continue;
        for (size_t j = 0; j < n; j++) {
            size_t cost = (c[i].bday + c[j].bday) * 1000000 +
                          (form_num_followers(c[i].f) + form_num_followers(c[j].f));
            if (cost >= best) continue;
            game_outcome oj, os;
            rc = mis_form_outcome(&oj, c[j].f, 1);
            if (rc < 0) return rc;
            if (oj != y) continue;
            form_t s = misere_form_sum(c[i].f, c[j].f);
            if (s == FORM_NONE) return cgt_limit_error();
            rc = mis_form_outcome(&os, s, 1);
            if (rc < 0) return rc;
            if (os != z) continue;
            best = cost;
            *g = c[i].f;
            *h = c[j].f;
        }
    }
    return 0;
}

int misere_witness(form_t *g, form_t *h, game_outcome x, game_outcome y, game_outcome z) {
    build_days();
    *g = *h = FORM_NONE;
    size_t n = TH.nday[2];
    cand *c = cgt_malloc((n + 1) * sizeof *c);
    for (size_t i = 0; i < n; i++) c[i] = (cand){TH.day[i], TH.bday[i]};
    int rc = search(g, h, c, n, x, y, z);
    cgt_free(c);
    if (rc < 0 || *g != FORM_NONE) return rc;
    /* day 2 has none: one operand from the day-3 forms above */
    build_day3();
    c = cgt_malloc((n + nday3 + 1) * sizeof *c);
    for (size_t i = 0; i < n; i++) c[i] = (cand){TH.day[i], TH.bday[i]};
    for (size_t i = 0; i < nday3; i++) c[n + i] = (cand){day3[i], day3_bday};
    size_t best = SIZE_MAX, npart = n;
    while (npart < n + nday3 && form_num_left(c[npart].f) == form_num_right(c[npart].f) &&
           form_num_left(c[npart].f) == 1 && form_left(c[npart].f, 0) == form_right(c[npart].f, 0))
        npart++; /* partners: day 2 and the {X|X} */
    for (int side = 0; side < 2 && rc == 0; side++)
        for (size_t i = n; i < n + nday3 && rc == 0; i++) {
            game_outcome oi;
            rc = mis_form_outcome(&oi, c[i].f, 1);
            if (rc < 0 || oi != (side ? y : x)) continue;
            for (size_t j = 0; j < npart && rc == 0; j++) {
                size_t cost = (c[i].bday + c[j].bday) * 1000000 +
                              (form_num_followers(c[i].f) + form_num_followers(c[j].f));
                if (cost >= best) continue;
                game_outcome oj, os;
                rc = mis_form_outcome(&oj, c[j].f, 1);
                if (rc < 0 || oj != (side ? x : y)) continue;
                form_t s = misere_form_sum(c[i].f, c[j].f);
                if (s == FORM_NONE) {
                    rc = cgt_limit_error();
                    break;
                }
                rc = mis_form_outcome(&os, s, 1);
                if (rc < 0 || os != z) continue;
                best = cost;
                *g = side ? c[j].f : c[i].f;
                *h = side ? c[i].f : c[j].f;
            }
        }
    cgt_free(c);
    return rc;
}

int misere_identity_search(form_t *refuter) {
    build_days();
    size_t n = TH.nday[2];
    for (size_t i = 0; i < n; i++) {
        refuter[i] = FORM_NONE;
        if (i == 0) continue; /* {|}: the identity */
        if (!day3) build_day3();
        for (size_t j = 0; j < n + nday3 && refuter[i] == FORM_NONE; j++) {
            game_outcome a, b;
            form_t g = j < n ? TH.day[j] : day3[j - n];
            form_t s = misere_form_sum(g, TH.day[i]);
            if (s == FORM_NONE) return cgt_limit_error();
            int rc = mis_form_outcome(&a, g, 1);
            if (rc == 0) rc = mis_form_outcome(&b, s, 1);
            if (rc < 0) return rc;
            if (a != b) refuter[i] = g;
        }
    }
    return 0;
}

/* ---- Hackenbush ---------------------------------------------------------------- */

static bool read_vertex(const char *t, size_t *i, size_t *v) {
    while (t[*i] == ' ') (*i)++;
    if (!isdigit((unsigned char)t[*i])) return false;
    *v = 0;
    while (isdigit((unsigned char)t[*i])) {
        *v = *v * 10 + (size_t)(t[(*i)++] - '0');
        if (*v > 1000000) return false;
    }
    while (t[*i] == ' ') (*i)++;
    return true;
}

char *misere_hackenbush_transform(const char *text) {
    /* edges "u-v:c" separated by commas; vertex 0 is the ground */
    size_t n = 0, cap = 16, maxv = 0, i = 0;
    struct edge {
        size_t u, v;
        char c;
    } *e = cgt_malloc(cap * sizeof *e);
    for (;;) {
        size_t u, v, at = i;
        if (!read_vertex(text, &i, &u) || text[i++] != '-' || !read_vertex(text, &i, &v) ||
            text[i++] != ':' || !strchr("bBrRgG", text[i]) || !text[i]) {
            cgt_free(e);
            cgt_error(CGT_EPARSE, "column %zu: expected an edge such as 0-1:b", at + 1);
            return NULL;
        }
        char c = (char)tolower((unsigned char)text[i++]);
        while (text[i] == ' ') i++;
        if (n == cap) e = cgt_realloc(e, (cap *= 2) * sizeof *e);
        e[n++] = (struct edge){u, v, c};
        if (u > maxv) maxv = u;
        if (v > maxv) maxv = v;
        if (!text[i]) break;
        if (text[i] != ',') {
            cgt_free(e);
            cgt_error(CGT_EPARSE, "column %zu: expected ',' between edges", i + 1);
            return NULL;
        }
        i++;
    }
    size_t m = maxv + 1; /* the old ground becomes vertex m */
    size_t ocap = 32 + n * 48, k = 0;
    char *out = cgt_malloc(ocap);
    k += (size_t)snprintf(out, ocap, "0-%zu:g", m);
    for (size_t j = 0; j < n; j++)
        k += (size_t)snprintf(out + k, ocap - k, ",%zu-%zu:%c", e[j].u ? e[j].u : m,
                              e[j].v ? e[j].v : m, e[j].c);
    cgt_free(e);
    return out;
}
