/* gsg.c - guaranteed scoring games (Larsson, Neto, Nowakowski, Santos 2016),
 * a universe separate from Stewart's: games <G^L | G^R> whose empty sides
 * carry atoms, the guaranteed test, sums, stops and pass-allowed stops, the
 * normal-play embedding (atoms 0), a brute-force refutation of G >= H, the
 * constructive comparison, the reductions to the canonical form and
 * inverses.  Definitions follow the authors' Scoring Games Calculator where
 * the paper could not be read (docs/scoring.md says which). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring_internal.h"

typedef struct gsg_rec {
    uint32_t nl, nr;
    scs_id latom, ratom;       /* meaningful when nl == 0, resp. nr == 0 (else 0) */
    uint32_t ls, rs, lsr, rsl; /* memo: stops and pass-allowed stops, UINT32_MAX unknown */
    uint32_t neg;
    scs_id lo, hi; /* the smallest and largest atom of the game tree */
    bool guar;     /* guaranteed (gsg_is_guaranteed) */
    uint64_t opt;
} gsg_rec;

static struct {
    gsg_rec *recs;
    size_t n, cap;
    cgt_index index; /* the records by hash (util.h, the interning index) */
    gsg_t *pool;
    size_t npool, cappool;
} gt;

#define NONE32 UINT32_MAX

static const gsg_t *lopt(gsg_t g) {
    return gt.pool + gt.recs[g].opt;
}
static const gsg_t *ropt(gsg_t g) {
    return gt.pool + gt.recs[g].opt + gt.recs[g].nl;
}

static int cmp_id(const void *a, const void *b) {
    gsg_t x = *(const gsg_t *)a, y = *(const gsg_t *)b;
    return (x > y) - (x < y);
}
static size_t uniq(gsg_t *v, size_t n) {
    if (n < 2) return n;
    qsort(v, n, sizeof *v, cmp_id);
    size_t k = 1;
    for (size_t i = 1; i < n; i++)
        if (v[i] != v[k - 1]) v[k++] = v[i];
    return k;
}

/* Interns <left | right> (arrays modified: sorted, deduplicated). */
static gsg_t make_ids(gsg_t *left, size_t nl, scs_id la, gsg_t *right, size_t nr, scs_id ra) {
    for (size_t i = 0; i < nl; i++)
        if (left[i] == GSG_NONE) return GSG_NONE;
    for (size_t i = 0; i < nr; i++)
        if (right[i] == GSG_NONE) return GSG_NONE;
    nl = uniq(left, nl);
    nr = uniq(right, nr);
    if (nl) la = 0;
    if (nr) ra = 0;
    uint64_t h = cgt_hash_mix(((uint64_t)la << 32 | ra) ^ (nl * 1315423911u + nr));
    h = cgt_hash_mix(h ^ cgt_hash_bytes(left, nl * sizeof *left, 0x1234567));
    h = cgt_hash_mix(h ^ cgt_hash_bytes(right, nr * sizeof *right, 0x7654321));
    size_t pos;
    for (gsg_t id = cgt_index_first(&gt.index, h, &pos); id != CGT_INDEX_END;
         id = cgt_index_next(&gt.index, h, &pos)) {
        const gsg_rec *r = &gt.recs[id];
        if (r->nl == nl && r->nr == nr && r->latom == la && r->ratom == ra &&
            (nl == 0 || memcmp(gt.pool + r->opt, left, nl * sizeof *left) == 0) &&
            (nr == 0 || memcmp(gt.pool + r->opt + nl, right, nr * sizeof *right) == 0))
            return id;
    }
    if (cgt_limit_tick()) return GSG_NONE;
    if (gt.n == gt.cap) {
        gt.cap = gt.cap ? 2 * gt.cap : 256;
        gt.recs = cgt_realloc(gt.recs, gt.cap * sizeof *gt.recs);
    }
    /* allocated even for option-less games: lopt() adds to it */
    if (!gt.pool || gt.npool + nl + nr > gt.cappool) {
        size_t cap = gt.cappool ? gt.cappool : 1024;
        while (cap < gt.npool + nl + nr) cap *= 2;
        gt.pool = cgt_realloc(gt.pool, cap * sizeof *gt.pool);
        gt.cappool = cap;
    }
    gsg_t id = (gsg_t)gt.n++;
    gsg_rec *r = &gt.recs[id];
    r->nl = (uint32_t)nl;
    r->nr = (uint32_t)nr;
    r->latom = la;
    r->ratom = ra;
    r->ls = r->rs = r->lsr = r->rsl = NONE32;
    r->neg = GSG_NONE;
    r->opt = gt.npool;
    if (nl) memcpy(gt.pool + gt.npool, left, nl * sizeof *left);
    if (nr) memcpy(gt.pool + gt.npool + nl, right, nr * sizeof *right);
    gt.npool += nl + nr;
    /* atom range and the guaranteed test, from the options' (see
     * gsg_is_guaranteed) */
    {
        int have = 0;
        scs_id lo = 0, hi = 0;
        bool guar = true;
        if (!nl) lo = hi = la, have = 1;
        if (!nr) {
            if (!have || scs_cmp(ra, lo) < 0) lo = ra;
            if (!have || scs_cmp(ra, hi) > 0) hi = ra;
            have = 1;
        }
        for (size_t i = 0; i < nl + nr; i++) {
            const gsg_rec *o = &gt.recs[gt.pool[r->opt + i]];
            if (!have || scs_cmp(o->lo, lo) < 0) lo = o->lo;
            if (!have || scs_cmp(o->hi, hi) > 0) hi = o->hi;
            have = 1;
            guar = guar && o->guar;
        }
        if (!nl && scs_cmp(la, lo) > 0) guar = false;
        if (!nr && scs_cmp(ra, hi) < 0) guar = false;
        r->lo = lo;
        r->hi = hi;
        r->guar = guar;
    }
    cgt_index_add(&gt.index, h, id);
    return id;
}

gsg_t gsg_make(const gsg_t *left, size_t nl, const mpq_t latom, const gsg_t *right, size_t nr,
               const mpq_t ratom) {
    gsg_t *buf = cgt_malloc((nl + nr + 1) * sizeof *buf);
    if (nl) memcpy(buf, left, nl * sizeof *buf);
    if (nr) memcpy(buf + nl, right, nr * sizeof *buf);
    scs_id la = nl ? 0 : scs_from_mpq(latom), ra = nr ? 0 : scs_from_mpq(ratom);
    gsg_t g = make_ids(buf, nl, la, buf + nl, nr, ra);
    cgt_free(buf);
    return g;
}

size_t gsg_left_count(gsg_t g) {
    return gt.recs[g].nl;
}
size_t gsg_right_count(gsg_t g) {
    return gt.recs[g].nr;
}
gsg_t gsg_left(gsg_t g, size_t i) {
    return lopt(g)[i];
}
gsg_t gsg_right(gsg_t g, size_t i) {
    return ropt(g)[i];
}
void gsg_left_atom(mpq_t out, gsg_t g) {
    scs_get_mpq(out, gt.recs[g].nl ? scs_from_si(0) : gt.recs[g].latom);
}
void gsg_right_atom(mpq_t out, gsg_t g) {
    scs_get_mpq(out, gt.recs[g].nr ? scs_from_si(0) : gt.recs[g].ratom);
}

static gsg_t atomic(scs_id a, scs_id b) {
    return make_ids(NULL, 0, a, NULL, 0, b);
}

gsg_t gsg_number(long n) {
    scs_id s = scs_from_si(n);
    return atomic(s, s);
}

/* The smallest and largest atom anywhere in g's game tree. */
static void atom_range(gsg_t g, scs_id *lo, scs_id *hi) {
    *lo = gt.recs[g].lo;
    *hi = gt.recs[g].hi;
}

/* Guaranteed: in every subposition H, an empty Left side's atom is at most
 * every atom of H's game tree, and an empty Right side's atom at least
 * every atom (so a player never profits from being unable to move; for a
 * purely atomic <@l|@r> this is l <= r).  Computed when the game is made. */
bool gsg_is_guaranteed(gsg_t g) {
    return gt.recs[g].guar;
}

gsg_t gsg_neg(gsg_t g) {
    if (g == GSG_NONE) return g;
    if (gt.recs[g].neg != GSG_NONE) return gt.recs[g].neg;
    size_t nl = gt.recs[g].nl, nr = gt.recs[g].nr;
    gsg_t *buf = cgt_malloc((nl + nr + 1) * sizeof *buf);
    for (size_t i = 0; i < nr; i++) buf[i] = gsg_neg(ropt(g)[i]);
    for (size_t i = 0; i < nl; i++) buf[nr + i] = gsg_neg(lopt(g)[i]);
    scs_id la = nr ? 0 : scs_neg(gt.recs[g].ratom), ra = nl ? 0 : scs_neg(gt.recs[g].latom);
    gsg_t r = make_ids(buf, nr, la, buf + nr, nl, ra);
    cgt_free(buf);
    if (r != GSG_NONE) gt.recs[g].neg = r, gt.recs[r].neg = g;
    return r;
}

enum { OP_GSG_SUM = 40, OP_GSG_GEQ = 41 };

gsg_t gsg_sum(gsg_t g, gsg_t h) {
    if (g == GSG_NONE || h == GSG_NONE || cgt_aborted()) return GSG_NONE;
    if (g > h) {
        gsg_t t = g;
        g = h;
        h = t;
    }
    gsg_t c = scoring_opcache_get(OP_GSG_SUM, g, h);
    if (c != GSG_NONE) return c;
    size_t gl = gt.recs[g].nl, gr = gt.recs[g].nr, hl = gt.recs[h].nl, hr = gt.recs[h].nr;
    gsg_t *buf = cgt_malloc((gl + gr + hl + hr + 1) * sizeof *buf);
    size_t k = 0;
    for (size_t i = 0; i < gl; i++) buf[k++] = gt.pool[gt.recs[g].opt + i];
    for (size_t i = 0; i < hl; i++) buf[k++] = gt.pool[gt.recs[h].opt + i];
    for (size_t i = 0; i < gr; i++) buf[k++] = gt.pool[gt.recs[g].opt + gl + i];
    for (size_t i = 0; i < hr; i++) buf[k++] = gt.pool[gt.recs[h].opt + hl + i];
    for (size_t i = 0; i < gl; i++) buf[i] = gsg_sum(buf[i], h);
    for (size_t i = 0; i < hl; i++) buf[gl + i] = gsg_sum(g, buf[gl + i]);
    for (size_t i = 0; i < gr; i++) buf[gl + hl + i] = gsg_sum(buf[gl + hl + i], h);
    for (size_t i = 0; i < hr; i++) buf[gl + hl + gr + i] = gsg_sum(g, buf[gl + hl + gr + i]);
    scs_id la = gl + hl ? 0 : scs_add(gt.recs[g].latom, gt.recs[h].latom);
    scs_id ra = gr + hr ? 0 : scs_add(gt.recs[g].ratom, gt.recs[h].ratom);
    gsg_t r = cgt_aborted() ? GSG_NONE : make_ids(buf, gl + hl, la, buf + gl + hl, gr + hr, ra);
    cgt_free(buf);
    if (r != GSG_NONE) scoring_opcache_put(OP_GSG_SUM, g, h, r);
    return r;
}

/* ---- stops ------------------------------------------------------------------ */
static scs_id smax(scs_id a, scs_id b) {
    return scs_cmp(a, b) >= 0 ? a : b;
}
static scs_id smin(scs_id a, scs_id b) {
    return scs_cmp(a, b) <= 0 ? a : b;
}

static void stops(gsg_t g) {
    gsg_rec *r = &gt.recs[g];
    if (r->ls != NONE32) return;
    scs_id ls = r->latom, rs = r->ratom;
    for (uint32_t i = 0; i < gt.recs[g].nl; i++) {
        gsg_t o = lopt(g)[i];
        stops(o);
        ls = i == 0 ? gt.recs[o].rs : smax(ls, gt.recs[o].rs);
    }
    for (uint32_t i = 0; i < gt.recs[g].nr; i++) {
        gsg_t o = ropt(g)[i];
        stops(o);
        rs = i == 0 ? gt.recs[o].ls : smin(rs, gt.recs[o].ls);
    }
    gt.recs[g].ls = ls;
    gt.recs[g].rs = rs;
}

/* Left stop with Right allowed to pass: Left to move as usual; at Right's
 * turn, Right may also pass (then Left moves again in the same game); a
 * Right without a move must pass.  Terminates: only Right passes. */
static scs_id lsr(gsg_t g);
static scs_id rsr(gsg_t g) { /* Right to move, Right may pass */
    scs_id best = lsr(g);
    for (uint32_t i = 0; i < gt.recs[g].nr; i++) best = smin(best, lsr(ropt(g)[i]));
    return best;
}
static scs_id lsr(gsg_t g) {
    gsg_rec *r = &gt.recs[g];
    if (r->lsr != NONE32) return r->lsr;
    scs_id v = r->latom;
    for (uint32_t i = 0; i < gt.recs[g].nl; i++) {
        scs_id x = rsr(lopt(g)[i]);
        v = i == 0 ? x : smax(v, x);
    }
    gt.recs[g].lsr = v;
    return v;
}
static scs_id rsl(gsg_t g);
static scs_id lsl(gsg_t g) { /* Left to move, Left may pass */
    scs_id best = rsl(g);
    for (uint32_t i = 0; i < gt.recs[g].nl; i++) best = smax(best, rsl(lopt(g)[i]));
    return best;
}
static scs_id rsl(gsg_t g) {
    gsg_rec *r = &gt.recs[g];
    if (r->rsl != NONE32) return r->rsl;
    scs_id v = r->ratom;
    for (uint32_t i = 0; i < gt.recs[g].nr; i++) {
        scs_id x = lsl(ropt(g)[i]);
        v = i == 0 ? x : smin(v, x);
    }
    gt.recs[g].rsl = v;
    return v;
}

void gsg_stops(mpq_t ls, mpq_t rs, gsg_t g) {
    stops(g);
    scs_get_mpq(ls, gt.recs[g].ls);
    scs_get_mpq(rs, gt.recs[g].rs);
}
void gsg_left_stop_rpass(mpq_t out, gsg_t g) {
    scs_get_mpq(out, lsr(g));
}
void gsg_right_stop_lpass(mpq_t out, gsg_t g) {
    scs_get_mpq(out, rsl(g));
}
void gsg_left_stop_lpass(mpq_t out, gsg_t g) {
    scs_get_mpq(out, lsl(g));
}
void gsg_right_stop_rpass(mpq_t out, gsg_t g) {
    scs_get_mpq(out, rsr(g));
}

/* ---- the constructive comparison ---------------------------------------------- */
bool gsg_geq(gsg_t g, gsg_t h) {
    gsg_t c = scoring_opcache_get(OP_GSG_GEQ, g, h);
    if (c != GSG_NONE) return c == 1;
    bool ok = scs_cmp(lsr(g), lsr(h)) >= 0 && scs_cmp(rsl(g), rsl(h)) >= 0;
    /* every H^L is answered: some G^L >= H^L, or some H^LR <= G */
    for (uint32_t i = 0; ok && i < gt.recs[h].nl; i++) {
        gsg_t hl = lopt(h)[i];
        bool found = false;
        for (uint32_t j = 0; !found && j < gt.recs[g].nl; j++) found = gsg_geq(lopt(g)[j], hl);
        for (uint32_t j = 0; !found && j < gt.recs[hl].nr; j++) found = gsg_geq(g, ropt(hl)[j]);
        ok = found;
    }
    /* every G^R is answered: some H^R <= G^R, or some G^RL >= H */
    for (uint32_t i = 0; ok && i < gt.recs[g].nr; i++) {
        gsg_t gr = ropt(g)[i];
        bool found = false;
        for (uint32_t j = 0; !found && j < gt.recs[h].nr; j++) found = gsg_geq(gr, ropt(h)[j]);
        for (uint32_t j = 0; !found && j < gt.recs[gr].nl; j++) found = gsg_geq(lopt(gr)[j], h);
        ok = found;
    }
    scoring_opcache_put(OP_GSG_GEQ, g, h, ok ? 1 : 0);
    return ok;
}

/* ---- refutation by search ---------------------------------------------------------- */
int gsg_refute_geq(gsg_t *witness, gsg_t g, gsg_t h, int s) {
    if (s < 0 || s > 2) return cgt_error(CGT_EUSAGE, "gsg_refute_geq: atoms range 0..2");
    gsg_t b0[32];
    size_t n0 = 0;
    for (int a = -s; a <= s; a++)
        for (int b = a; b <= s; b++) b0[n0++] = atomic(scs_from_si(a), scs_from_si(b));
    size_t sides = ((size_t)1 << n0) - 1 + (size_t)(2 * s + 1); /* subsets, or an atom */
    gsg_t L[32], R[32];
    for (size_t ls = 0; ls < sides; ls++)
        for (size_t rs = 0; rs < sides; rs++) {
            size_t nl = 0, nr = 0;
            scs_id la = 0, ra = 0;
            if (ls < ((size_t)1 << n0) - 1) {
                for (size_t j = 0; j < n0; j++)
                    if ((ls + 1) >> j & 1) L[nl++] = b0[j];
            } else {
                la = scs_from_si((long)(ls - (((size_t)1 << n0) - 1)) - s);
            }
            if (rs < ((size_t)1 << n0) - 1) {
                for (size_t j = 0; j < n0; j++)
                    if ((rs + 1) >> j & 1) R[nr++] = b0[j];
            } else {
                ra = scs_from_si((long)(rs - (((size_t)1 << n0) - 1)) - s);
            }
            gsg_t x = make_ids(L, nl, la, R, nr, ra);
            if (x == GSG_NONE) return cgt_limit_check();
            if (!gsg_is_guaranteed(x)) continue;
            gsg_t a = gsg_sum(g, x), b = gsg_sum(h, x);
            if (a == GSG_NONE || b == GSG_NONE) return cgt_limit_check();
            stops(a);
            stops(b);
            if (scs_cmp(gt.recs[a].ls, gt.recs[b].ls) < 0 ||
                scs_cmp(gt.recs[a].rs, gt.recs[b].rs) < 0) {
                *witness = x;
                return 1;
            }
        }
    return 0;
}

/* ---- notation ------------------------------------------------------------------------ */
typedef struct gp {
    const char *s;
    size_t pos;
    int depth;
} gp;
static void skip(gp *p) {
    while (isspace((unsigned char)p->s[p->pos])) p->pos++;
}
static int number(gp *p, scs_id *out) {
    scp_parser q = {p->s, p->pos, 0, 0};
    int rc = scp_number(&q, out);
    p->pos = q.pos;
    return rc;
}
static int parse_game(gp *p, gsg_t *out, int normal);

/* side := '@' number | game (',' game)* ; for normal play: empty (atom 0) or games */
static int parse_side(gp *p, gsg_t **v, size_t *n, size_t *cap, scs_id *atom, int normal) {
    skip(p);
    if (!normal && p->s[p->pos] == '@') {
        p->pos++;
        return number(p, atom);
    }
    if (normal && (p->s[p->pos] == '|' || p->s[p->pos] == '}')) {
        *atom = scs_from_si(0);
        return 0;
    }
    for (;;) {
        gsg_t g;
        int rc = parse_game(p, &g, normal);
        if (rc) return rc;
        if (*n == *cap) {
            *cap = *cap ? 2 * *cap : 8;
            *v = cgt_realloc(*v, *cap * sizeof **v);
        }
        (*v)[(*n)++] = g;
        skip(p);
        if (p->s[p->pos] != ',') return 0;
        p->pos++;
    }
}

/* Normal-play integer n: ^n with atom 0 (0 = {|}, n = {n-1|}, -n = {|-(n-1)}). */
static gsg_t waiting(scs_id a, long k);
static gsg_t normal_integer(long n) {
    return waiting(scs_from_si(0), n);
}

static int parse_game(gp *p, gsg_t *out, int normal) {
    skip(p);
    char open = normal ? '{' : '<', close = normal ? '}' : '>';
    if (p->s[p->pos] != open) {
        if (normal) {
            char *end;
            long v = strtol(p->s + p->pos, &end, 10);
            if (end == p->s + p->pos || v > 1000 || v < -1000)
                return cgt_error(CGT_EPARSE, "column %d: expected '{' or an integer",
                                 (int)p->pos + 1);
            p->pos = (size_t)(end - p->s);
            *out = normal_integer(v);
            return *out == GSG_NONE ? cgt_limit_check() : 0;
        }
        scs_id s;
        int rc = number(p, &s);
        if (rc) return rc;
        *out = atomic(s, s);
        return *out == GSG_NONE ? cgt_limit_check() : 0;
    }
    size_t at = p->pos;
    if (++p->depth > SCORING_MAX_DEPTH)
        return cgt_error(CGT_EPARSE, "column %d: nesting deeper than %d", (int)p->pos + 1,
                         SCORING_MAX_DEPTH);
    p->pos++;
    gsg_t *v = NULL;
    size_t n = 0, cap = 0, nl;
    scs_id la = 0, ra = 0;
    int rc = parse_side(p, &v, &n, &cap, &la, normal);
    nl = n;
    if (!rc) {
        skip(p);
        if (p->s[p->pos] != '|')
            rc = cgt_error(CGT_EPARSE, "column %d: expected '|' (game opened at column %d)",
                           (int)p->pos + 1, (int)at + 1);
        else
            p->pos++;
    }
    if (!rc) rc = parse_side(p, &v, &n, &cap, &ra, normal);
    if (!rc) {
        skip(p);
        if (p->s[p->pos] != close)
            rc = cgt_error(CGT_EPARSE, "column %d: expected '%c' for the '%c' at column %d",
                           (int)p->pos + 1, close, open, (int)at + 1);
        else
            p->pos++;
    }
    if (!rc) {
        *out = make_ids(v, nl, la, v ? v + nl : NULL, n - nl, ra);
        if (*out == GSG_NONE) rc = cgt_limit_check();
    }
    cgt_free(v);
    p->depth--;
    return rc;
}

static int parse_all(gsg_t *out, const char *text, int normal) {
    gp p = {text, 0, 0};
    gsg_t g;
    int rc = parse_game(&p, &g, normal);
    if (rc) return rc;
    skip(&p);
    if (p.s[p.pos])
        return cgt_error(CGT_EPARSE, "column %d: unexpected '%c' after the game", (int)p.pos + 1,
                         p.s[p.pos]);
    *out = g;
    return 0;
}

int gsg_parse(gsg_t *out, const char *text) {
    return parse_all(out, text, 0);
}
int gsg_from_normal_play(gsg_t *out, const char *text) {
    return parse_all(out, text, 1);
}

typedef struct sb {
    char *s;
    size_t n, cap;
} sb;
static void put(sb *b, const char *t) {
    size_t k = strlen(t);
    if (b->n + k + 1 > b->cap) {
        while (b->n + k + 1 > b->cap) b->cap = b->cap ? 2 * b->cap : 64;
        b->s = cgt_realloc(b->s, b->cap);
    }
    memcpy(b->s + b->n, t, k + 1);
    b->n += k;
}
static void put_score(sb *b, scs_id s) {
    mpq_t q;
    mpq_init(q);
    scs_get_mpq(q, s);
    char *t = scoring_score_str(q);
    put(b, t);
    cgt_free(t);
    mpq_clear(q);
}
static void print(sb *b, gsg_t g) {
    const gsg_rec *r = &gt.recs[g];
    if (r->nl == 0 && r->nr == 0 && r->latom == r->ratom) {
        put_score(b, r->latom);
        return;
    }
    put(b, "<");
    if (!r->nl) put(b, "@"), put_score(b, r->latom);
    for (uint32_t i = 0; i < r->nl; i++) {
        if (i) put(b, ",");
        print(b, lopt(g)[i]);
    }
    put(b, "|");
    r = &gt.recs[g];
    if (!r->nr) put(b, "@"), put_score(b, r->ratom);
    for (uint32_t i = 0; i < r->nr; i++) {
        if (i) put(b, ",");
        print(b, ropt(g)[i]);
    }
    put(b, ">");
}
char *gsg_get_str(gsg_t g) {
    sb b = {0};
    if (g == GSG_NONE)
        put(&b, "?");
    else
        print(&b, g);
    return b.s;
}

/* ---- reductions ---------------------------------------------------------------------- */
enum { OP_GSG_REDUCE = 42, OP_GSG_HEIGHT = 43 };

/* Height of the game tree (0 for <@l|@r>). */
static uint32_t height(gsg_t g) {
    gsg_t c = scoring_opcache_get(OP_GSG_HEIGHT, g, 0);
    if (c != GSG_NONE) return c;
    uint32_t h = 0;
    for (uint32_t i = 0; i < gt.recs[g].nl + gt.recs[g].nr; i++) {
        uint32_t x = height(lopt(g)[i]) + 1;
        if (x > h) h = x;
    }
    scoring_opcache_put(OP_GSG_HEIGHT, g, 0, h);
    return h;
}

/* a + ^k: a plus k waiting moves, the embedding of the normal-play integer k
 * with every atom a: a + ^0 = a, a + ^k = <a + ^(k-1) | @a> for k > 0 (Left
 * waits) and <@a | a + ^(k+1)> for k < 0 (Right waits). */
static gsg_t waiting(scs_id a, long k) {
    gsg_t g = atomic(a, a);
    for (long i = 0; i < (k < 0 ? -k : k) && g != GSG_NONE; i++)
        g = k > 0 ? make_ids(&g, 1, 0, NULL, 0, a) : make_ids(NULL, 0, a, &g, 1, 0);
    return g;
}

gsg_t gsg_waiting(const mpq_t atom, long k) {
    return waiting(scs_from_mpq(atom), k);
}

/* True if <@l | right> (right = 1) or <left | @l> (right = 0) is guaranteed:
 * the atom is at most (resp. at least) every atom of the options' trees, the
 * options themselves being guaranteed; with no options, compared with the
 * other side's atom `other`. */
static bool atom_side_ok(scs_id l, const gsg_t *opts, size_t n, scs_id other, int right) {
    if (n == 0) return right ? scs_cmp(l, other) <= 0 : scs_cmp(l, other) >= 0;
    for (size_t i = 0; i < n; i++) {
        scs_id lo, hi;
        atom_range(opts[i], &lo, &hi);
        if (right ? scs_cmp(l, lo) > 0 : scs_cmp(l, hi) < 0) return false;
    }
    return true;
}

/* One reduction step on side `right` of h = <L | R> (v is that side, *n its
 * size; *atom the side's atom once it becomes empty).  Applies the first
 * applicable reduction (the calculator's dominance and reversibility),
 * written for Left (Right mirrors):
 *   domination: drop A in G^L when another B in G^L has B >= A;
 *   reversibility: A in G^L, B in A^R with B <= G and B^L non-empty:
 *     replace A by the options B^L;
 *   atomic reversibility, B^L = @l:
 *     (a) A is G's only Left option and <@l | G^R> is guaranteed: G^L := @l;
 *     (b) otherwise replace A by l + ^-(m+1), m the least k >= 0 with
 *         G >= l + ^-k (unless A already is that game).
 * Returns 1 if the side changed, 0 if not, a negative code on a limit. */
static int reduce_step(gsg_t h, gsg_t **v, size_t *n, size_t *cap, scs_id *atom, int right) {
    /* domination (equal options: the later one goes) */
    for (size_t i = 0; i < *n; i++)
        for (size_t j = 0; j < *n; j++) {
            if (i == j) continue;
            gsg_t a = (*v)[i], b = (*v)[j];
            if (right ? gsg_geq(a, b) : gsg_geq(b, a)) {
                memmove(*v + i, *v + i + 1, (*n - i - 1) * sizeof **v);
                --*n;
                return 1;
            }
        }
    /* reversibility through a non-atomic B first, then atomic reversibility */
    for (int atomic_pass = 0; atomic_pass < 2; atomic_pass++)
        for (size_t i = 0; i < *n; i++) {
            gsg_t a = (*v)[i];
            size_t na = right ? gt.recs[a].nl : gt.recs[a].nr;
            for (size_t j = 0; j < na; j++) {
                gsg_t b = right ? lopt(a)[j] : ropt(a)[j];
                size_t nb = right ? gt.recs[b].nr : gt.recs[b].nl;
                if ((nb == 0) != atomic_pass) continue;
                if (!(right ? gsg_geq(b, h) : gsg_geq(h, b))) continue;
                if (nb) {
                    memmove(*v + i, *v + i + 1, (*n - i - 1) * sizeof **v);
                    --*n;
                    for (size_t k = 0; k < nb; k++) {
                        if (*n == *cap) *v = cgt_realloc(*v, (*cap *= 2) * sizeof **v);
                        (*v)[(*n)++] = right ? ropt(b)[k] : lopt(b)[k];
                    }
                    *n = uniq(*v, *n);
                    return 1;
                }
                scs_id l = right ? gt.recs[b].ratom : gt.recs[b].latom;
                const gsg_t *other = right ? lopt(h) : ropt(h);
                size_t nother = right ? gt.recs[h].nl : gt.recs[h].nr;
                scs_id oatom = right ? gt.recs[h].latom : gt.recs[h].ratom;
                if (*n == 1 && atom_side_ok(l, other, nother, oatom, !right)) {
                    *n = 0;
                    *atom = l;
                    return 1;
                }
                gsg_t w = GSG_NONE;
                for (long k = 0; k <= (long)height(h) + 1; k++) {
                    gsg_t t = waiting(l, right ? k : -k);
                    if (t == GSG_NONE) return cgt_limit_check() ? cgt_limit_check() : CGT_ELIMIT;
                    if (right ? gsg_geq(t, h) : gsg_geq(h, t)) {
                        w = waiting(l, right ? k + 1 : -(k + 1));
                        break;
                    }
                }
                if (w == GSG_NONE) /* unreachable: l + ^-height(B) <= B <= G */
                    return cgt_error(CGT_EVALUE, "gsg_reduce: no waiting game below the game");
                if (w == a) continue;
                (*v)[i] = w;
                *n = uniq(*v, *n);
                return 1;
            }
        }
    return 0;
}

gsg_t gsg_reduce(gsg_t g) {
    if (g == GSG_NONE) return g;
    if (!gt.recs[g].guar) {
        cgt_error(CGT_EVALUE, "gsg_reduce: the game is not guaranteed");
        return GSG_NONE;
    }
    gsg_t c = scoring_opcache_get(OP_GSG_REDUCE, g, 0);
    if (c != GSG_NONE) return c;
    size_t nl = gt.recs[g].nl, nr = gt.recs[g].nr;
    size_t capl = nl + 8, capr = nr + 8;
    gsg_t *L = cgt_malloc(capl * sizeof *L), *R = cgt_malloc(capr * sizeof *R);
    for (size_t i = 0; i < nl; i++) L[i] = lopt(g)[i];
    for (size_t i = 0; i < nr; i++) R[i] = ropt(g)[i];
    for (size_t i = 0; i < nl; i++) L[i] = gsg_reduce(L[i]);
    for (size_t i = 0; i < nr; i++) R[i] = gsg_reduce(R[i]);
    scs_id la = gt.recs[g].latom, ra = gt.recs[g].ratom;
    nl = uniq(L, nl);
    nr = uniq(R, nr);
    gsg_t h = GSG_NONE;
    for (;;) {
        gsg_t *tl = cgt_malloc((nl + nr + 1) * sizeof *tl);
        memcpy(tl, L, nl * sizeof *tl);
        memcpy(tl + nl, R, nr * sizeof *tl);
        h = make_ids(tl, nl, la, tl + nl, nr, ra);
        cgt_free(tl);
        if (h == GSG_NONE) break;
        int rc = reduce_step(h, &L, &nl, &capl, &la, 0);
        if (rc == 0) rc = reduce_step(h, &R, &nr, &capr, &ra, 1);
        if (rc < 0) h = GSG_NONE;
        if (rc <= 0) break;
    }
    cgt_free(L);
    cgt_free(R);
    if (h != GSG_NONE) scoring_opcache_put(OP_GSG_REDUCE, g, 0, h);
    return h;
}

/* ---- inverses --------------------------------------------------------------------------- */
int gsg_inverse(gsg_t *out, gsg_t g) {
    if (!gt.recs[g].guar) return cgt_error(CGT_EVALUE, "gsg_inverse: the game is not guaranteed");
    gsg_t c = gsg_neg(g), s = gsg_sum(g, c), z = atomic(scs_from_si(0), scs_from_si(0));
    if (c == GSG_NONE || s == GSG_NONE || z == GSG_NONE) return cgt_limit_check();
    if (!(gsg_geq(s, z) && gsg_geq(z, s))) return 0;
    *out = c;
    return 1;
}
