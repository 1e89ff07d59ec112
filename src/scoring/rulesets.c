/* rulesets.c - rulesets in scoring play producing forms: scoring Nim,
 * scoring Toads and Frogs and scoring Hackenbush.  A form is built for each
 * (position, accumulated score) pair, memoized in a transposition table. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring_internal.h"

/* ---- a transposition table: 128-bit key -> form ----------------------------- */
/* key (a, b): a position and the accumulated score (as a uint32), 16 bytes */
typedef struct tt_entry {
    uint64_t a;
    uint32_t b;
    scoring_t v; /* SCORING_NONE = empty slot */
} tt_entry;
typedef struct ttable {
    tt_entry *e;
    size_t cap, n;
} ttable;

static uint64_t tt_hash(uint64_t a, uint32_t b) {
    return cgt_hash_mix(a * 0x9e3779b97f4a7c15ULL ^ b);
}
static void tt_insert_raw(ttable *t, tt_entry x) {
    size_t mask = t->cap - 1, i = tt_hash(x.a, x.b) & mask;
    while (t->e[i].v != SCORING_NONE) i = (i + 1) & mask;
    t->e[i] = x;
}
static scoring_t tt_get(const ttable *t, uint64_t a, uint32_t b) {
    if (!t->cap) return SCORING_NONE;
    size_t mask = t->cap - 1;
    for (size_t i = tt_hash(a, b) & mask; t->e[i].v != SCORING_NONE; i = (i + 1) & mask)
        if (t->e[i].a == a && t->e[i].b == b) return t->e[i].v;
    return SCORING_NONE;
}
static void tt_put(ttable *t, uint64_t a, uint32_t b, scoring_t v) {
    if (2 * (t->n + 1) > t->cap) {
        size_t old = t->cap;
        tt_entry *o = t->e;
        t->cap = old ? 2 * old : 1024;
        t->e = cgt_malloc(t->cap * sizeof *t->e);
        memset(t->e, 0xff, t->cap * sizeof *t->e);
        for (size_t i = 0; i < old; i++)
            if (o[i].v != SCORING_NONE) tt_insert_raw(t, o[i]);
        cgt_free(o);
    }
    tt_insert_raw(t, (tt_entry){a, b, v});
    t->n++;
}

static scoring_t finish(int64_t score, sc_idvec *L, sc_idvec *R) {
    scoring_t r =
        cgt_aborted() ? SCORING_NONE : scf_make(scs_from_si(score), L->v, L->n, R->v, R->n);
    cgt_free(L->v);
    cgt_free(R->v);
    return r;
}

/* ---- scoring Nim -------------------------------------------------------------- */
static scoring_t nim_heap(ttable *t, unsigned n, int64_t score) {
    scoring_t c = tt_get(t, n, (uint32_t)score);
    if (c != SCORING_NONE) return c;
    sc_idvec L = {0}, R = {0};
    for (unsigned k = 1; k <= n && !cgt_aborted(); k++) {
        sc_idvec_push(&L, nim_heap(t, n - k, score + k));
        sc_idvec_push(&R, nim_heap(t, n - k, score - k));
    }
    scoring_t r = finish(score, &L, &R);
    if (r != SCORING_NONE) tt_put(t, n, (uint32_t)score, r);
    return r;
}

scoring_t scoring_nim(const unsigned *heaps, size_t n) {
    ttable t = {0};
    scoring_t g = scoring_integer(0);
    for (size_t i = 0; i < n && g != SCORING_NONE; i++)
        g = scoring_sum(g, nim_heap(&t, heaps[i], 0), SCORING_LONG);
    cgt_free(t.e);
    return g;
}

/* ---- scoring Toads and Frogs ------------------------------------------------------ */
/* A row of at most 28 cells, 2 bits each: 0 blank, 1 toad, 2 frog. */
enum { CB = 0, CT = 1, CF = 2 };
static int cell(uint64_t row, int i) {
    return (int)(row >> (2 * i)) & 3;
}
static uint64_t with(uint64_t row, int i, int v) {
    return (row & ~(3ULL << (2 * i))) | ((uint64_t)v << (2 * i));
}

static scoring_t toads_rec(ttable *t, uint64_t row, int len, int64_t score) {
    scoring_t c = tt_get(t, row, (uint32_t)score);
    if (c != SCORING_NONE) return c;
    sc_idvec L = {0}, R = {0};
    for (int i = 0; i < len && !cgt_aborted(); i++) {
        int x = cell(row, i);
        if (x == CT) {
            if (i + 1 < len && cell(row, i + 1) == CB)
                sc_idvec_push(&L, toads_rec(t, with(with(row, i, CB), i + 1, CT), len, score));
            else if (i + 2 < len && cell(row, i + 1) == CF && cell(row, i + 2) == CB)
                sc_idvec_push(&L, toads_rec(t, with(with(row, i, CB), i + 2, CT), len, score + 1));
        } else if (x == CF) {
            if (i >= 1 && cell(row, i - 1) == CB)
                sc_idvec_push(&R, toads_rec(t, with(with(row, i, CB), i - 1, CF), len, score));
            else if (i >= 2 && cell(row, i - 1) == CT && cell(row, i - 2) == CB)
                sc_idvec_push(&R, toads_rec(t, with(with(row, i, CB), i - 2, CF), len, score - 1));
        }
    }
    scoring_t r = finish(score, &L, &R);
    if (r != SCORING_NONE) tt_put(t, row, (uint32_t)score, r);
    return r;
}

int scoring_toads(scoring_t *out, const char *text) {
    uint64_t row = 0;
    int len = 0;
    for (const char *p = text; *p; p++) {
        int v;
        switch (toupper((unsigned char)*p)) {
        case 'T': v = CT; break;
        case 'F': v = CF; break;
        case 'B':
        case '.': v = CB; break;
        default:
            return cgt_error(CGT_EPARSE,
                             "toads: column %d: expected T (toad), F (frog) or B (blank)",
                             (int)(p - text) + 1);
        }
        if (len == 28) return cgt_error(CGT_EVALUE, "toads: at most 28 cells");
        row = with(row, len++, v);
    }
    ttable t = {0};
    scoring_t g = toads_rec(&t, row, len, 0);
    cgt_free(t.e);
    if (g == SCORING_NONE) return cgt_limit_check();
    *out = g;
    return 0;
}

/* ---- scoring Hackenbush ------------------------------------------------------------ */
typedef struct hgraph {
    int ne;
    int u[64], v[64];
    char colour[64];   /* 'B' or 'R' */
    uint64_t inc[128]; /* edges incident to each vertex */
} hgraph;

/* The edges of mask still connected to the ground (vertex 0): a search over
 * vertices using each vertex's incident-edge mask, O(edges). */
static uint64_t grounded(const hgraph *h, uint64_t mask) {
    uint64_t seen_v[2] = {1, 0}, done = 0;
    int queue[129], head = 0, tail = 0;
    queue[tail++] = 0;
    while (head < tail) {
        int x = queue[head++];
        uint64_t es = h->inc[x] & mask & ~done;
        done |= es;
        while (es) {
            int e = __builtin_ctzll(es);
            es &= es - 1;
            int y = h->u[e] == x ? h->v[e] : h->u[e];
            if (!(seen_v[y >> 6] >> (y & 63) & 1)) {
                seen_v[y >> 6] |= 1ULL << (y & 63);
                queue[tail++] = y;
            }
        }
    }
    return done;
}

static scoring_t hack_rec(ttable *t, const hgraph *h, uint64_t mask, int64_t score) {
    scoring_t c = tt_get(t, mask, (uint32_t)score);
    if (c != SCORING_NONE) return c;
    sc_idvec L = {0}, R = {0};
    for (int e = 0; e < h->ne && !cgt_aborted(); e++) {
        if (!(mask >> e & 1)) continue;
        uint64_t next = grounded(h, mask & ~(1ULL << e));
        int pts = __builtin_popcountll(mask) - __builtin_popcountll(next);
        if (h->colour[e] == 'B')
            sc_idvec_push(&L, hack_rec(t, h, next, score + pts));
        else
            sc_idvec_push(&R, hack_rec(t, h, next, score - pts));
    }
    scoring_t r = finish(score, &L, &R);
    if (r != SCORING_NONE) tt_put(t, mask, (uint32_t)score, r);
    return r;
}

int scoring_hackenbush(scoring_t *out, const char *spec) {
    hgraph h;
    memset(&h, 0, sizeof h);
    int nextv = 1;
    if (strchr(spec, '-')) {
        /* graph: u-v:C,u-v:C,... */
        const char *p = spec;
        while (*p) {
            while (*p == ' ' || *p == ',') p++;
            if (!*p) break;
            char *end;
            long a = strtol(p, &end, 10);
            if (end == p || *end != '-' || a < 0 || a > 127) goto bad;
            p = end + 1;
            long b = strtol(p, &end, 10);
            if (end == p || *end != ':' || b < 0 || b > 127) goto bad;
            p = end + 1;
            char col = (char)toupper((unsigned char)*p);
            if (col != 'B' && col != 'R') goto bad;
            p++;
            if (h.ne == 64) return cgt_error(CGT_EVALUE, "hackenbush: at most 64 edges");
            h.u[h.ne] = (int)a;
            h.v[h.ne] = (int)b;
            h.colour[h.ne++] = col;
            continue;
        bad:
            return cgt_error(CGT_EPARSE,
                             "hackenbush: column %d: expected an edge u-v:B or u-v:R (vertex 0 "
                             "is the ground, vertices up to 127)",
                             (int)(p - spec) + 1);
        }
    } else {
        /* stalks: "BBR RB" */
        int below = 0;
        for (const char *p = spec; *p; p++) {
            char c = (char)toupper((unsigned char)*p);
            if (c == ' ' || c == ',') {
                below = 0;
                continue;
            }
            if (c != 'B' && c != 'R')
                return cgt_error(CGT_EPARSE,
                                 "hackenbush: column %d: expected B, R, a space, or a graph "
                                 "u-v:C,...",
                                 (int)(p - spec) + 1);
            if (h.ne == 64 || nextv > 127)
                return cgt_error(CGT_EVALUE, "hackenbush: at most 64 edges");
            h.u[h.ne] = below;
            h.v[h.ne] = nextv;
            h.colour[h.ne++] = c;
            below = nextv++;
        }
    }
    for (int e = 0; e < h.ne; e++) {
        h.inc[h.u[e]] |= 1ULL << e;
        h.inc[h.v[e]] |= 1ULL << e;
    }
    uint64_t all = h.ne == 64 ? ~0ULL : (1ULL << h.ne) - 1;
    uint64_t start = grounded(&h, all);
    /* Components that meet only at the ground are played independently: the
     * position is their disjunctive sum (long rule), built component-wise. */
    int parent[128];
    for (int i = 0; i < 128; i++) parent[i] = i;
    for (int e = 0; e < h.ne; e++) {
        int a = h.u[e], b = h.v[e];
        if (!a || !b) continue;
        while (parent[a] != a) a = parent[a] = parent[parent[a]];
        while (parent[b] != b) b = parent[b] = parent[parent[b]];
        parent[a] = b;
    }
    uint64_t comp[128] = {0};
    for (int e = 0; e < h.ne; e++) {
        if (!(start >> e & 1)) continue;
        int a = h.u[e] ? h.u[e] : h.v[e];
        while (parent[a] != a) a = parent[a];
        comp[a] |= 1ULL << e;
    }
    ttable t = {0};
    scoring_t g = scoring_integer(0);
    for (int c = 0; c < 128 && g != SCORING_NONE; c++)
        if (comp[c]) g = scoring_sum(g, hack_rec(&t, &h, comp[c], 0), SCORING_LONG);
    cgt_free(t.e);
    if (g == SCORING_NONE) return cgt_limit_check();
    *out = g;
    return 0;
}
