/* kalah.c - Kalah as a scoring game: whole turns as options (extra moves
 * included), captures, the end when a side is empty, positions memoized by
 * their houses. */
#include <gmp.h>
#include <string.h>

#include "sowing/sowing_internal.h"

/* Houses as one array: Left's 0..m-1, Right's m..2m-1. */
typedef struct kpos {
    uint16_t h[2 * SOWING_MAX_HOUSES]; /* up to 2 * 8 * 60 seeds in all */
} kpos;

typedef struct kentry {
    kpos key;
    bool used;
    scoring_t form;
} kentry;

typedef struct kctx {
    int m;
    bool empty_capture;
    kentry *tab;
    size_t cap, used;
    mpq_t q;
} kctx;

static size_t kslot(const kctx *c, const kpos *p) {
    size_t i =
        (size_t)cgt_hash_bytes(p->h, sizeof(uint16_t) * (size_t)(2 * c->m), 7) & (c->cap - 1);
    while (c->tab[i].used && memcmp(c->tab[i].key.h, p->h, sizeof(uint16_t) * (size_t)(2 * c->m)))
        i = (i + 1) & (c->cap - 1);
    return i;
}

static int kgrow(kctx *c) {
    size_t ncap = c->cap ? 2 * c->cap : 1024;
    int rc = cgt_limit_memory((uint64_t)ncap * sizeof(kentry), "Kalah positions");
    if (rc) return rc;
    kentry *old = c->tab;
    size_t ocap = c->cap;
    c->tab = cgt_calloc(ncap, sizeof(kentry));
    c->cap = ncap;
    for (size_t i = 0; i < ocap; i++)
        if (old[i].used) c->tab[kslot(c, &old[i].key)] = old[i];
    cgt_free(old);
    return 0;
}

static bool side_empty(const kpos *p, int m, int side) {
    for (int i = 0; i < m; i++)
        if (p->h[side * m + i]) return false;
    return true;
}

/* Sows house i of player `side` (0 Left, 1 Right) in p; *gain gets the
 * seeds banked (signed: + for Left).  Returns 1 for an extra turn, 2 when the
 * game ended (the sweep is in *gain), else 0. */
static int sow(kpos *p, int m, bool empty_capture, int side, int i, long *gain) {
    /* ring of 2m+1 slots for this player: own houses, own store, other houses */
    int seeds = p->h[side * m + i];
    p->h[side * m + i] = 0;
    int slot = i, sign = side ? -1 : 1;
    while (seeds--) {
        slot = (slot + 1) % (2 * m + 1);
        if (slot == m)
            *gain += sign;
        else if (slot < m)
            p->h[side * m + slot]++;
        else
            p->h[(1 - side) * m + (slot - m - 1)]++;
    }
    int result = slot == m;
    if (slot < m && p->h[side * m + slot] == 1) {
        int opp = (1 - side) * m + (m - 1 - slot);
        if (p->h[opp] || empty_capture) {
            *gain += sign * (long)(p->h[opp] + 1);
            p->h[opp] = 0;
            p->h[side * m + slot] = 0;
        }
    }
    if (side_empty(p, m, 0) || side_empty(p, m, 1)) {
        for (int k = 0; k < m; k++) {
            *gain += p->h[k];
            *gain -= p->h[m + k];
            p->h[k] = p->h[m + k] = 0;
        }
        return 2;
    }
    return result;
}

static int form_of(kctx *c, const kpos *p, scoring_t *out);

typedef struct optlist {
    scoring_t *v;
    size_t n, cap;
} optlist;

static void opt_push(optlist *o, scoring_t f) {
    if (o->n == o->cap) o->v = cgt_realloc(o->v, (o->cap = o->cap ? 2 * o->cap : 16) * sizeof f);
    o->v[o->n++] = f;
}

/* Every whole turn of `side` from p (gain so far), its results into o. */
static int turns(kctx *c, const kpos *p, int side, long gain, optlist *o, int depth) {
    if (depth > 4 * SOWING_MAX_HOUSES * SOWING_MAX_SEEDS)
        return cgt_error(CGT_ERANGE, "Kalah: a turn of more than %d sowings",
                         4 * SOWING_MAX_HOUSES * SOWING_MAX_SEEDS);
    for (int i = 0; i < c->m; i++) {
        if (!p->h[side * c->m + i]) continue;
        kpos t = *p;
        long g = gain;
        int r = sow(&t, c->m, c->empty_capture, side, i, &g);
        int rc = 0;
        if (r == 2)
            opt_push(o, scoring_integer(g));
        else if (r == 1)
            rc = turns(c, &t, side, g, o, depth + 1);
        else {
            scoring_t f = SCORING_NONE;
            if ((rc = form_of(c, &t, &f))) return rc;
            mpq_set_si(c->q, g, 1);
            f = scoring_shift(f, c->q);
            if (f == SCORING_NONE) return cgt_limit_error();
            opt_push(o, f);
        }
        if (rc) return rc;
    }
    return 0;
}

static int form_of(kctx *c, const kpos *p, scoring_t *out) {
    if (cgt_limit_tick()) return cgt_limit_check();
    if ((c->used + 1) * 2 > c->cap) {
        int rc = kgrow(c);
        if (rc) return rc;
    }
    size_t i = kslot(c, p);
    if (c->tab[i].used) {
        *out = c->tab[i].form;
        return 0;
    }
    optlist l = {NULL, 0, 0}, r = {NULL, 0, 0};
    int rc = turns(c, p, 0, 0, &l, 0);
    if (!rc) rc = turns(c, p, 1, 0, &r, 0);
    if (!rc) {
        mpq_set_si(c->q, 0, 1);
        *out = scoring_make(c->q, l.v, l.n, r.v, r.n);
        if (*out == SCORING_NONE) rc = cgt_limit_error();
    }
    cgt_free(l.v);
    cgt_free(r.v);
    if (rc) return rc;
    /* positions never repeat (seeds only move forward or into stores), so
     * the entry is written after its options */
    if ((c->used + 1) * 2 > c->cap && (rc = kgrow(c))) return rc;
    i = kslot(c, p);
    c->tab[i].key = *p;
    c->tab[i].used = true;
    c->tab[i].form = *out;
    c->used++;
    return 0;
}

int sowing_kalah_form(scoring_t *out, const sowing_kalah *k) {
    *out = SCORING_NONE;
    if (k->m < 1 || k->m > SOWING_MAX_HOUSES)
        return cgt_error(CGT_EVALUE, "Kalah needs 1 to %d houses a side", SOWING_MAX_HOUSES);
    kpos p;
    memset(&p, 0, sizeof p);
    for (int i = 0; i < k->m; i++) {
        p.h[i] = (uint16_t)k->left[i];
        p.h[k->m + i] = (uint16_t)k->right[i];
    }
    if (side_empty(&p, k->m, 0) || side_empty(&p, k->m, 1)) {
        long g = 0;
        for (int i = 0; i < k->m; i++) g += (long)p.h[i] - (long)p.h[k->m + i];
        *out = scoring_integer(g);
        return 0;
    }
    kctx c;
    memset(&c, 0, sizeof c);
    c.m = k->m;
    c.empty_capture = k->empty_capture;
    mpq_init(c.q);
    int rc = form_of(&c, &p, out);
    mpq_clear(c.q);
    cgt_free(c.tab);
    if (rc) *out = SCORING_NONE;
    return rc;
}
