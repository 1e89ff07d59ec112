/* table.c - the interned tables of scoring play: exact rational scores,
 * hash-consed forms {L|S|R} and the cache of binary operations; negation,
 * score shifts and simple measures of forms. */
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring_internal.h"

scs_table scs_tab;
scf_table scf_tab;

#define EMPTY UINT32_MAX

/* ---- scores --------------------------------------------------------------- */
static uint64_t hash_mpz(const mpz_t z, uint64_t seed) {
    size_t n = mpz_size(z);
    uint64_t h = cgt_hash_bytes(mpz_limbs_read(z), n * sizeof(mp_limb_t), seed);
    return cgt_hash_mix(h ^ (uint64_t)(mpz_sgn(z) + 2));
}

static scs_id scs_new(int64_t small, const mpq_t big, uint64_t h) {
    if (scs_tab.n == scs_tab.cap) {
        scs_tab.cap = scs_tab.cap ? scs_tab.cap * 2 : 256;
        scs_tab.recs = cgt_realloc(scs_tab.recs, scs_tab.cap * sizeof *scs_tab.recs);
    }
    scs_id id = (scs_id)scs_tab.n++;
    scs_rec *r = &scs_tab.recs[id];
    r->small = small;
    r->big = NULL;
    if (big) {
        r->big = cgt_malloc(sizeof(__mpq_struct));
        mpq_init(r->big);
        mpq_set(r->big, big);
    }
    cgt_index_add(&scs_tab.index, h, id);
    return id;
}

scs_id scs_from_si(int64_t v) {
    uint64_t h = cgt_hash_mix((uint64_t)v * 0x9e3779b97f4a7c15ULL + 1);
    size_t pos;
    for (scs_id id = cgt_index_first(&scs_tab.index, h, &pos); id != CGT_INDEX_END;
         id = cgt_index_next(&scs_tab.index, h, &pos)) {
        const scs_rec *r = &scs_tab.recs[id];
        if (!r->big && r->small == v) return id;
    }
    return scs_new(v, NULL, h);
}

scs_id scs_from_mpq(const mpq_t q) {
    if (mpz_cmp_ui(mpq_denref(q), 1) == 0 && mpz_fits_slong_p(mpq_numref(q)))
        return scs_from_si(mpz_get_si(mpq_numref(q)));
    uint64_t h = hash_mpz(mpq_numref(q), 77) ^ cgt_hash_mix(hash_mpz(mpq_denref(q), 99));
    size_t pos;
    for (scs_id id = cgt_index_first(&scs_tab.index, h, &pos); id != CGT_INDEX_END;
         id = cgt_index_next(&scs_tab.index, h, &pos)) {
        const scs_rec *r = &scs_tab.recs[id];
        if (r->big && mpq_equal(r->big, q)) return id;
    }
    return scs_new(0, q, h);
}

void scs_get_mpq(mpq_t out, scs_id s) {
    const scs_rec *r = &scs_tab.recs[s];
    if (r->big)
        mpq_set(out, r->big);
    else
        mpq_set_si(out, r->small, 1);
}

int scs_cmp(scs_id a, scs_id b) {
    if (a == b) return 0;
    const scs_rec *x = &scs_tab.recs[a], *y = &scs_tab.recs[b];
    if (!x->big && !y->big) return (x->small > y->small) - (x->small < y->small);
    mpq_t p, q;
    mpq_init(p);
    mpq_init(q);
    scs_get_mpq(p, a);
    scs_get_mpq(q, b);
    int c = mpq_cmp(p, q);
    mpq_clear(p);
    mpq_clear(q);
    return (c > 0) - (c < 0);
}

int scs_sgn(scs_id a) {
    const scs_rec *x = &scs_tab.recs[a];
    if (!x->big) return (x->small > 0) - (x->small < 0);
    return mpq_sgn(x->big);
}

scs_id scs_add(scs_id a, scs_id b) {
    const scs_rec *x = &scs_tab.recs[a], *y = &scs_tab.recs[b];
    int64_t s;
    if (!x->big && !y->big && !__builtin_add_overflow(x->small, y->small, &s))
        return scs_from_si(s);
    mpq_t p, q;
    mpq_init(p);
    mpq_init(q);
    scs_get_mpq(p, a);
    scs_get_mpq(q, b);
    mpq_add(p, p, q);
    scs_id r = scs_from_mpq(p);
    mpq_clear(p);
    mpq_clear(q);
    return r;
}

scs_id scs_neg(scs_id a) {
    const scs_rec *x = &scs_tab.recs[a];
    if (!x->big && x->small != INT64_MIN) return scs_from_si(-x->small);
    mpq_t p;
    mpq_init(p);
    scs_get_mpq(p, a);
    mpq_neg(p, p);
    scs_id r = scs_from_mpq(p);
    mpq_clear(p);
    return r;
}

/* ---- forms ---------------------------------------------------------------- */
static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static size_t sort_dedup(scoring_t *v, size_t n) {
    if (n < 2) return n;
    if (n == 2) {
        if (v[0] > v[1]) {
            scoring_t t = v[0];
            v[0] = v[1];
            v[1] = t;
        }
        return v[0] == v[1] ? 1 : 2;
    }
    qsort(v, n, sizeof *v, cmp_u32);
    size_t k = 1;
    for (size_t i = 1; i < n; i++)
        if (v[i] != v[k - 1]) v[k++] = v[i];
    return k;
}

static uint64_t scf_hash(scs_id s, const scoring_t *l, size_t nl, const scoring_t *r, size_t nr) {
    uint64_t h = cgt_hash_mix(s * 0x9e3779b97f4a7c15ULL + nl * 131 + nr);
    h = cgt_hash_mix(h ^ cgt_hash_bytes(l, nl * sizeof *l, 0x51ed270b27a6b3c5ULL));
    return cgt_hash_mix(h ^ cgt_hash_bytes(r, nr * sizeof *r, 0x2545f4914f6cdd1dULL));
}

scoring_t scf_make(scs_id s, scoring_t *left, size_t nl, scoring_t *right, size_t nr) {
    for (size_t i = 0; i < nl; i++)
        if (left[i] == SCORING_NONE) return SCORING_NONE;
    for (size_t i = 0; i < nr; i++)
        if (right[i] == SCORING_NONE) return SCORING_NONE;
    nl = sort_dedup(left, nl);
    nr = sort_dedup(right, nr);
    uint64_t h = scf_hash(s, left, nl, right, nr);
    size_t pos;
    for (scoring_t id = cgt_index_first(&scf_tab.index, h, &pos); id != CGT_INDEX_END;
         id = cgt_index_next(&scf_tab.index, h, &pos)) {
        const scf_rec *r = &scf_tab.recs[id];
        if (r->score == s && r->nl == nl && r->nr == nr) {
            const scoring_t *o = scf_tab.pool + r->opt;
            if ((nl == 0 || memcmp(o, left, nl * sizeof *o) == 0) &&
                (nr == 0 || memcmp(o + nl, right, nr * sizeof *o) == 0))
                return id;
        }
    }
    if (cgt_limit_tick()) return SCORING_NONE;
    if (scf_tab.n + 1 >= 0xFFFFFFF0u) {
        cgt_limit_abort("scoring form table full (2^32 forms)");
        return SCORING_NONE;
    }
    if (scf_tab.n == scf_tab.cap) {
        scf_tab.cap = scf_tab.cap ? scf_tab.cap * 2 : 1024;
        scf_tab.recs = cgt_realloc(scf_tab.recs, scf_tab.cap * sizeof *scf_tab.recs);
    }
    /* allocated even for the first, option-less forms: scf_left() adds to it */
    if (!scf_tab.pool || scf_tab.npool + nl + nr > scf_tab.cappool) {
        size_t cap = scf_tab.cappool ? scf_tab.cappool : 4096;
        while (cap < scf_tab.npool + nl + nr) cap *= 2;
        scf_tab.pool = cgt_realloc(scf_tab.pool, cap * sizeof *scf_tab.pool);
        scf_tab.cappool = cap;
    }
    scoring_t id = (scoring_t)scf_tab.n++;
    scf_rec *r = &scf_tab.recs[id];
    r->score = s;
    r->nl = (uint32_t)nl;
    r->nr = (uint32_t)nr;
    r->sl = r->sr = EMPTY;
    r->neg = SCORING_NONE;
    r->opt = scf_tab.npool;
    if (nl) memcpy(scf_tab.pool + scf_tab.npool, left, nl * sizeof *left);
    if (nr) memcpy(scf_tab.pool + scf_tab.npool + nl, right, nr * sizeof *right);
    scf_tab.npool += nl + nr;
    cgt_index_add(&scf_tab.index, h, id);
    return id;
}

scoring_t scf_atom(scs_id s) {
    return scf_make(s, NULL, 0, NULL, 0);
}

scoring_t scoring_integer(long n) {
    return scf_atom(scs_from_si(n));
}
scoring_t scoring_rational(const mpq_t q) {
    return scf_atom(scs_from_mpq(q));
}

scoring_t scoring_make(const mpq_t score, const scoring_t *left, size_t nl, const scoring_t *right,
                       size_t nr) {
    scoring_t *buf = cgt_malloc((nl + nr + 1) * sizeof *buf);
    if (nl) memcpy(buf, left, nl * sizeof *buf);
    if (nr) memcpy(buf + nl, right, nr * sizeof *buf);
    scoring_t g = scf_make(scs_from_mpq(score), buf, nl, buf + nl, nr);
    cgt_free(buf);
    return g;
}

void scoring_get_score(mpq_t out, scoring_t g) {
    scs_get_mpq(out, scf_tab.recs[g].score);
}
size_t scoring_left_count(scoring_t g) {
    return scf_tab.recs[g].nl;
}
size_t scoring_right_count(scoring_t g) {
    return scf_tab.recs[g].nr;
}
scoring_t scoring_left(scoring_t g, size_t i) {
    return scf_left(g)[i];
}
scoring_t scoring_right(scoring_t g, size_t i) {
    return scf_right(g)[i];
}
bool scoring_is_atomic(scoring_t g) {
    return scf_tab.recs[g].nl == 0 && scf_tab.recs[g].nr == 0;
}
size_t scoring_table_size(void) {
    return scf_tab.n;
}
size_t scoring_table_bytes(void) {
    return scf_tab.cap * sizeof(scf_rec) + cgt_index_bytes(&scf_tab.index) +
           scf_tab.cappool * sizeof(scoring_t) + scs_tab.cap * sizeof(scs_rec) +
           cgt_index_bytes(&scs_tab.index) + scoring_opcache_bytes();
}

/* Options of a new form are collected on a heap stack so that deep
 * recursions keep small frames. */
/* Negation and shifting walk the followers iteratively (an explicit stack on
 * the heap, post-order), so forms of any depth work: a chain of seq() is
 * hundreds of thousands of levels deep. op is OP_SHIFT (by x) or 0 (neg). */
static scoring_t unary_done(int op, scoring_t g, scs_id x) {
    return op ? scoring_opcache_get(op, g, x) : scf_tab.recs[g].neg;
}

static scoring_t unary_walk(int op, scoring_t g, scs_id x) {
    if (g == SCORING_NONE || cgt_aborted()) return SCORING_NONE;
    scoring_t r = unary_done(op, g, x);
    if (r != SCORING_NONE) return r;
    size_t sp = 0, cap = 64, bufcap = 16;
    scoring_t *stack = cgt_malloc(cap * sizeof *stack);
    scoring_t *buf = cgt_malloc(bufcap * sizeof *buf);
    stack[sp++] = g;
    while (sp) {
        scoring_t y = stack[sp - 1];
        if (unary_done(op, y, x) != SCORING_NONE) {
            sp--;
            continue;
        }
        size_t nl = scf_tab.recs[y].nl, nr = scf_tab.recs[y].nr;
        bool pending = false;
        for (size_t i = 0; i < nl + nr; i++) {
            scoring_t o = scf_left(y)[i];
            if (unary_done(op, o, x) != SCORING_NONE) continue;
            if (sp == cap) stack = cgt_realloc(stack, (cap *= 2) * sizeof *stack);
            stack[sp++] = o;
            pending = true;
        }
        if (pending) continue;
        sp--;
        if (nl + nr + 1 > bufcap) {
            bufcap = nl + nr + 1;
            buf = cgt_realloc(buf, bufcap * sizeof *buf);
        }
        if (op) {
            for (size_t i = 0; i < nl + nr; i++) buf[i] = unary_done(op, scf_left(y)[i], x);
            r = scf_make(scs_add(scf_tab.recs[y].score, x), buf, nl, buf + nl, nr);
            if (r == SCORING_NONE) break;
            scoring_opcache_put(op, y, x, r);
        } else {
            for (size_t i = 0; i < nr; i++) buf[i] = scf_tab.recs[scf_right(y)[i]].neg;
            for (size_t i = 0; i < nl; i++) buf[nr + i] = scf_tab.recs[scf_left(y)[i]].neg;
            r = scf_make(scs_neg(scf_tab.recs[y].score), buf, nr, buf + nr, nl);
            if (r == SCORING_NONE) break;
            scf_tab.recs[y].neg = r;
            scf_tab.recs[r].neg = y;
        }
    }
    cgt_free(stack);
    cgt_free(buf);
    return cgt_aborted() ? SCORING_NONE : unary_done(op, g, x);
}

scoring_t scoring_neg(scoring_t g) {
    return unary_walk(0, g, 0);
}

static scoring_t shift_id(scoring_t g, scs_id x) {
    return unary_walk(OP_SHIFT, g, x);
}

scoring_t scoring_shift(scoring_t g, const mpq_t x) {
    return shift_id(g, scs_from_mpq(x));
}

/* internal: shift by a score id (compound.c uses it for seq) */
scoring_t scoring_shift_id(scoring_t g, scs_id x);
scoring_t scoring_shift_id(scoring_t g, scs_id x) {
    return shift_id(g, x);
}

/* Marks g and every follower of g (ids 0..g; options always have smaller ids
 * than their parent, so one downward pass finds them all); returns the count. */
static char *mark_followers(scoring_t g, uint64_t *count) {
    size_t n = (size_t)g + 1;
    char *want = cgt_calloc(n, 1);
    want[g] = 1;
    *count = 0;
    for (size_t i = n; i-- > 0;) {
        if (!want[i]) continue;
        ++*count;
        const scoring_t *o = scf_left((scoring_t)i);
        size_t k = scf_tab.recs[i].nl + scf_tab.recs[i].nr;
        for (size_t j = 0; j < k; j++) want[o[j]] = 1;
    }
    return want;
}

/* Folds over the followers of g bottom-up: birthday (1 + max) or tree size
 * (1 + sum, saturating). Iterative, so forms of any depth work. */
static uint64_t fold_followers(scoring_t g, int tree_size) {
    uint64_t count;
    char *want = mark_followers(g, &count);
    uint64_t *v = cgt_calloc((size_t)g + 1, sizeof *v);
    for (size_t i = 0; i <= (size_t)g; i++) {
        if (!want[i]) continue;
        const scoring_t *o = scf_left((scoring_t)i);
        size_t k = scf_tab.recs[i].nl + scf_tab.recs[i].nr;
        uint64_t m = tree_size ? 1 : 0;
        for (size_t j = 0; j < k; j++) {
            uint64_t c = v[o[j]];
            if (tree_size)
                m = m + c < m ? UINT64_MAX : m + c;
            else if (c + 1 > m)
                m = c + 1;
        }
        v[i] = m;
    }
    uint64_t r = v[g];
    cgt_free(v);
    cgt_free(want);
    return r;
}

uint64_t scoring_birthday(scoring_t g) {
    return fold_followers(g, 0);
}

uint64_t scoring_tree_size(scoring_t g) {
    return fold_followers(g, 1);
}

uint64_t scoring_subpositions(scoring_t g) {
    uint64_t count;
    cgt_free(mark_followers(g, &count));
    return count;
}

/* ---- operation cache: open addressing, replaced wholesale when full ------- */
typedef struct op_entry {
    uint32_t op, a, b, r;
} op_entry;
static op_entry *opc;
static size_t opc_cap, opc_n;

static uint64_t op_hash(int op, uint32_t a, uint32_t b) {
    return cgt_hash_mix(((uint64_t)a << 32 | b) ^ ((uint64_t)op * 0x9e3779b97f4a7c15ULL));
}

scoring_t scoring_opcache_get(int op, uint32_t a, uint32_t b) {
    if (!opc_cap) return SCORING_NONE;
    size_t mask = opc_cap - 1;
    for (size_t i = op_hash(op, a, b) & mask; opc[i].op; i = (i + 1) & mask)
        if (opc[i].op == (uint32_t)op && opc[i].a == a && opc[i].b == b) return opc[i].r;
    return SCORING_NONE;
}

static void op_insert(op_entry e) {
    size_t mask = opc_cap - 1, i = op_hash((int)e.op, e.a, e.b) & mask;
    while (opc[i].op) i = (i + 1) & mask;
    opc[i] = e;
}

void scoring_opcache_put(int op, uint32_t a, uint32_t b, scoring_t r) {
    if (2 * (opc_n + 1) > opc_cap) {
        size_t old = opc_cap;
        op_entry *o = opc;
        opc_cap = old ? old * 2 : 4096;
        opc = cgt_calloc(opc_cap, sizeof *opc);
        opc_n = 0;
        for (size_t i = 0; i < old; i++)
            if (o[i].op) op_insert(o[i]), opc_n++;
        cgt_free(o);
    }
    op_insert((op_entry){(uint32_t)op, a, b, r});
    opc_n++;
}

size_t scoring_opcache_bytes(void) {
    return opc_cap * sizeof(op_entry);
}
