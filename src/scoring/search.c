/* search.c - final scores of a long-rule disjunctive sum G1 + ... + Gn by
 * alpha-beta search over the tuple of components, without building the sum
 * form: the sum of forms with s1 ... sn subpositions has up to s1*...*sn
 * subpositions, the search visits only the lines alpha-beta cannot cut.
 *
 * A position is the sorted multiset of its components that still have a
 * move (atomic components {.|s|.} only add their score) and the player to
 * move.  V(P, Left) = the sum of the scores when Left has no move in any
 * component, else the maximum over Left's moves of V(P', Right); V(P,
 * Right) symmetrically (Definition 2.0.1 on the sum of Definition 2.2.1).
 *
 * Scores are exact: every score of every subposition is scaled by the least
 * common multiple D of their denominators, and the search runs on 64-bit
 * integers; a sum whose scaled scores could leave 60 bits is refused with
 * CGT_ERANGE, never rounded.  The transposition table keeps, per position,
 * bounds on V from earlier searches (exact when they meet) and lives as long
 * as the context, so the searches of the moves of one position share it. */
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoring.h"

/* Longest line of play searched (each level holds a C stack frame). */
#define SEARCH_MAX_DEPTH 20000
/* Scaled values stay below 2^60 in magnitude; the window's infinities. */
#define VALUE_MAX ((int64_t)1 << 60)
#define WINDOW_INF ((int64_t)1 << 61)

typedef struct tt_entry {
    uint64_t hash;
    size_t key;   /* offset of the component ids in the pool */
    uint32_t len; /* number of components */
    uint8_t side; /* 0 Left to move, 1 Right */
    uint8_t used, has_lo, has_hi;
    int64_t lo, hi; /* lo <= V <= hi, scaled by D */
} tt_entry;

/* Scaled scores of the subpositions seen: id -> G^S * D. */
typedef struct score_entry {
    scoring_t id;
    int64_t s;      /* G^S */
    int64_t fl, fr; /* G's own final scores, Left resp. Right first (move ordering) */
} score_entry;

struct scoring_search {
    tt_entry *tab;
    size_t cap, count;
    scoring_t *pool;
    size_t pool_len, pool_cap;
    score_entry *sc;
    size_t sc_cap, sc_count;
    int64_t max_abs; /* largest |scaled score| seen */
    mpz_t denom;     /* D: the table's values depend on it */
};

scoring_search *scoring_search_new(void) {
    scoring_search *s = cgt_calloc(1, sizeof(scoring_search));
    mpz_init_set_ui(s->denom, 1);
    return s;
}

/* Drops the table and the scores (when D changes). */
static void forget(scoring_search *s) {
    cgt_free(s->tab);
    cgt_free(s->pool);
    cgt_free(s->sc);
    s->tab = NULL;
    s->pool = NULL;
    s->sc = NULL;
    s->cap = s->count = s->pool_len = s->pool_cap = s->sc_cap = s->sc_count = 0;
    s->max_abs = 0;
}

void scoring_search_free(scoring_search *s) {
    if (!s) return;
    forget(s);
    mpz_clear(s->denom);
    cgt_free(s);
}

uint64_t scoring_search_positions(const scoring_search *s) {
    return s ? s->count : 0;
}

/* ---- scaled scores of the subpositions -------------------------------------- */

/* 64-bit integers to and from GMP, exact also where long has 32 bits (the
 * WebAssembly build). */
static void set_i64(mpz_t z, int64_t v) {
    uint64_t m = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    mpz_import(z, 1, 1, sizeof m, 0, 0, &m);
    if (v < 0) mpz_neg(z, z);
}

static int64_t get_i64(const mpz_t z) { /* |z| < 2^63 */
    uint64_t m = 0;
    size_t count = 0;
    mpz_export(&m, &count, 1, sizeof m, 0, 0, z);
    return mpz_sgn(z) < 0 ? -(int64_t)m : (int64_t)m;
}

static size_t sc_slot(const scoring_search *s, scoring_t id) {
    size_t i = (size_t)cgt_hash_mix(id) & (s->sc_cap - 1);
    while (s->sc[i].id != SCORING_NONE && s->sc[i].id != id) i = (i + 1) & (s->sc_cap - 1);
    return i;
}

static int sc_reserve(scoring_search *s) {
    if ((s->sc_count + 1) * 2 <= s->sc_cap) return 0;
    size_t ncap = s->sc_cap ? s->sc_cap * 2 : 1024;
    int rc = cgt_limit_memory((uint64_t)ncap * sizeof(score_entry), "scoring search scores");
    if (rc) return rc;
    score_entry *old = s->sc;
    size_t ocap = s->sc_cap;
    s->sc = cgt_malloc(ncap * sizeof *s->sc);
    for (size_t i = 0; i < ncap; i++) s->sc[i].id = SCORING_NONE;
    s->sc_cap = ncap;
    for (size_t i = 0; i < ocap; i++)
        if (old[i].id != SCORING_NONE) s->sc[sc_slot(s, old[i].id)] = old[i];
    cgt_free(old);
    return 0;
}

static const score_entry *sc_entry(const scoring_search *s, scoring_t id) {
    return &s->sc[sc_slot(s, id)];
}

static int64_t sc_get(const scoring_search *s, scoring_t id) {
    return sc_entry(s, id)->s;
}

/* x * D as a 64-bit integer, or an error if it needs more than 58 bits. */
static int scaled(int64_t *out, const mpq_t x, const mpz_t denom, mpz_t tmp) {
    mpz_divexact(tmp, denom, mpq_denref(x));
    mpz_mul(tmp, tmp, mpq_numref(x));
    if (mpz_sizeinbase(tmp, 2) > 58)
        return cgt_error(CGT_ERANGE, "scoring search: a score times the common denominator of "
                                     "the scores does not fit in 58 bits");
    *out = get_i64(tmp);
    return 0;
}

/* Enters every subposition of the n components not seen yet, without its
 * scaled score; their ids are appended to *ids. */
static int collect(scoring_t **ids, size_t *nids, scoring_search *s, const scoring_t *c, size_t n) {
    size_t cap = n + 64, top = 0, idcap = 64;
    scoring_t *stack = cgt_malloc(cap * sizeof *stack);
    *ids = cgt_malloc(idcap * sizeof **ids);
    *nids = 0;
    for (size_t i = 0; i < n; i++) stack[top++] = c[i];
    int rc = 0;
    while (top && !rc) {
        scoring_t g = stack[--top];
        if ((rc = sc_reserve(s))) break;
        size_t i = sc_slot(s, g);
        if (s->sc[i].id == g) continue;
        s->sc[i].id = g;
        s->sc[i].s = 0;
        s->sc_count++;
        if (*nids == idcap) *ids = cgt_realloc(*ids, (idcap *= 2) * sizeof **ids);
        (*ids)[(*nids)++] = g;
        size_t nl = scoring_left_count(g), nr = scoring_right_count(g);
        while (top + nl + nr > cap) stack = cgt_realloc(stack, (cap *= 2) * sizeof *stack);
        for (size_t k = 0; k < nl; k++) stack[top++] = scoring_left(g, k);
        for (size_t k = 0; k < nr; k++) stack[top++] = scoring_right(g, k);
    }
    cgt_free(stack);
    return rc;
}

/* Makes the context ready for a search of the n components: every
 * subposition has its scaled score, D covers every denominator, and the
 * bound on scaled values holds for a sum of n components. */
static int prepare(scoring_search *s, const scoring_t *c, size_t n) {
    scoring_t *ids;
    size_t nids;
    int rc = collect(&ids, &nids, s, c, n);
    mpq_t q;
    mpz_t d;
    mpq_init(q);
    mpz_init_set(d, s->denom);
    for (size_t i = 0; i < nids && !rc; i++) {
        scoring_get_score(q, ids[i]);
        mpz_lcm(d, d, mpq_denref(q));
    }
    if (!rc && mpz_cmp(d, s->denom) != 0) {
        /* a new denominator: every scaled value changes, start again */
        forget(s);
        mpz_set(s->denom, d);
        cgt_free(ids);
        rc = collect(&ids, &nids, s, c, n);
    }
    mpz_t x;
    mpq_t fl, fr;
    mpz_init(x);
    mpq_init(fl);
    mpq_init(fr);
    for (size_t i = 0; i < nids && !rc; i++) {
        score_entry *e = &s->sc[sc_slot(s, ids[i])];
        scoring_get_score(q, ids[i]);
        scoring_final_scores(fl, fr, ids[i]);
        mpq_canonicalize(fl);
        mpq_canonicalize(fr);
        if (!rc) rc = scaled(&e->s, q, s->denom, x);
        if (!rc) rc = scaled(&e->fl, fl, s->denom, x);
        if (!rc) rc = scaled(&e->fr, fr, s->denom, x);
        if (!rc && (e->s < 0 ? -e->s : e->s) > s->max_abs) s->max_abs = e->s < 0 ? -e->s : e->s;
    }
    mpq_clear(fl);
    mpq_clear(fr);
    if (!rc && n && (uint64_t)s->max_abs > (uint64_t)VALUE_MAX / (n + 1))
        rc = cgt_error(CGT_ERANGE,
                       "scoring search: %zu components with scores this large could "
                       "overflow the search's 60-bit values",
                       n);
    mpz_clear(x);
    mpz_clear(d);
    mpq_clear(q);
    cgt_free(ids);
    return rc;
}

/* ---- the transposition table ------------------------------------------------ */

static uint64_t key_hash(const scoring_t *c, size_t n, int side) {
    return cgt_hash_bytes(c, n * sizeof *c, 0x9e3779b97f4a7c15ULL + (uint64_t)side);
}

static size_t probe(const scoring_search *s, uint64_t h, const scoring_t *c, size_t n, int side) {
    size_t i = (size_t)h & (s->cap - 1);
    while (s->tab[i].used) {
        const tt_entry *e = &s->tab[i];
        if (e->hash == h && e->len == n && e->side == side &&
            (n == 0 || memcmp(s->pool + e->key, c, n * sizeof *c) == 0))
            return i;
        i = (i + 1) & (s->cap - 1);
    }
    return i;
}

static int tt_memory(const scoring_search *s, size_t cap, size_t pool_cap) {
    return cgt_limit_memory((uint64_t)cap * sizeof(tt_entry) +
                                (uint64_t)pool_cap * sizeof(scoring_t) +
                                (uint64_t)s->sc_cap * sizeof(score_entry),
                            "scoring search positions");
}

static int grow(scoring_search *s) {
    size_t ncap = s->cap ? s->cap * 2 : 4096;
    int rc = tt_memory(s, ncap, s->pool_cap);
    if (rc) return rc;
    tt_entry *old = s->tab;
    size_t ocap = s->cap;
    s->tab = cgt_calloc(ncap, sizeof(tt_entry));
    s->cap = ncap;
    for (size_t i = 0; i < ocap; i++) {
        if (!old[i].used) continue;
        size_t j = (size_t)old[i].hash & (ncap - 1);
        while (s->tab[j].used) j = (j + 1) & (ncap - 1);
        s->tab[j] = old[i];
    }
    cgt_free(old);
    return 0;
}

/* The index of position (c, n, side)'s entry, created empty if new. */
static int lookup(size_t *out, scoring_search *s, const scoring_t *c, size_t n, int side) {
    if ((s->count + 1) * 2 > s->cap) {
        int rc = grow(s);
        if (rc) return rc;
    }
    uint64_t h = key_hash(c, n, side);
    size_t i = probe(s, h, c, n, side);
    tt_entry *e = &s->tab[i];
    if (!e->used) {
        if (s->pool_len + n > s->pool_cap) {
            size_t ncap = s->pool_cap ? s->pool_cap * 2 : 4096;
            while (ncap < s->pool_len + n) ncap *= 2;
            int rc = tt_memory(s, s->cap, ncap);
            if (rc) return rc;
            s->pool = cgt_realloc(s->pool, ncap * sizeof *s->pool);
            s->pool_cap = ncap;
        }
        if (n) memcpy(s->pool + s->pool_len, c, n * sizeof *c); /* the pool may be NULL */
        memset(e, 0, sizeof *e);
        e->hash = h;
        e->key = s->pool_len;
        e->len = (uint32_t)n;
        e->side = (uint8_t)side;
        e->used = 1;
        s->pool_len += n;
        s->count++;
    }
    *out = i;
    return 0;
}

/* ---- alpha-beta ----------------------------------------------------------- */

static int cmp_id(const void *a, const void *b) {
    scoring_t x = *(const scoring_t *)a, y = *(const scoring_t *)b;
    return x < y ? -1 : x > y;
}

typedef struct search_move {
    size_t i;    /* the component moved in */
    scoring_t o; /* its option */
    int64_t key; /* smaller is tried first */
} search_move;

static int cmp_move(const void *x, const void *y) {
    const search_move *a = x, *b = y;
    if (a->key != b->key) return a->key < b->key ? -1 : 1;
    return a->i < b->i ? -1 : a->i > b->i ? 1 : (a->o > b->o) - (a->o < b->o);
}

/* The position after component i of c becomes o, written to t (sorted,
 * without o if o is atomic); returns its length and sets *gain to o's
 * scaled score when o was dropped, else 0. */
static size_t after(scoring_t *t, int64_t *gain, const scoring_search *s, const scoring_t *c,
                    size_t n, size_t i, scoring_t o) {
    size_t m = 0;
    for (size_t k = 0; k < n; k++)
        if (k != i) t[m++] = c[k];
    *gain = 0;
    if (scoring_is_atomic(o)) {
        *gain = sc_get(s, o);
        return m;
    }
    size_t pos = m;
    while (pos > 0 && t[pos - 1] > o) {
        t[pos] = t[pos - 1];
        pos--;
    }
    t[pos] = o;
    return m + 1;
}

/* V(c, side) within the window (alpha, beta), fail-soft: the result is exact
 * if alpha < v < beta, an upper bound if v <= alpha, a lower bound if
 * v >= beta. */
static int ab(int64_t *v, scoring_search *s, const scoring_t *c, size_t n, int side, int64_t alpha,
              int64_t beta, int depth) {
    if (cgt_limit_tick()) return cgt_limit_check();
    if (depth > SEARCH_MAX_DEPTH)
        return cgt_error(CGT_ERANGE,
                         "scoring search: lines of play longer than %d moves are not "
                         "searched",
                         SEARCH_MAX_DEPTH);
    size_t at;
    int rc = lookup(&at, s, c, n, side);
    if (rc) return rc;
    const tt_entry *e = &s->tab[at];
    if (e->has_lo && e->has_hi && e->lo == e->hi) return *v = e->lo, 0;
    if (e->has_lo && e->lo >= beta) return *v = e->lo, 0;
    if (e->has_hi && e->hi <= alpha) return *v = e->hi, 0;
    int64_t a = alpha, b = beta, best = 0;
    /* the moves, best first by a static guess: how much the move raises
     * (Left) or lowers (Right) the component's mean of its own final scores */
    size_t nm = 0, cap = 0;
    for (size_t i = 0; i < n; i++)
        if (i == 0 || c[i] != c[i - 1])
            cap += side ? scoring_right_count(c[i]) : scoring_left_count(c[i]);
    search_move *mv = cgt_malloc((cap ? cap : 1) * sizeof *mv);
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && c[i] == c[i - 1]) continue; /* the same component again */
        const score_entry *ce = sc_entry(s, c[i]);
        size_t no = side ? scoring_right_count(c[i]) : scoring_left_count(c[i]);
        for (size_t k = 0; k < no; k++) {
            scoring_t o = side ? scoring_right(c[i], k) : scoring_left(c[i], k);
            const score_entry *oe = sc_entry(s, o);
            int64_t d = (oe->fl + oe->fr) - (ce->fl + ce->fr);
            mv[nm].i = i;
            mv[nm].o = o;
            mv[nm++].key = side ? d : -d;
        }
    }
    qsort(mv, nm, sizeof *mv, cmp_move);
    scoring_t *t = cgt_malloc((n ? n : 1) * sizeof *t);
    bool moved = false;
    for (size_t j = 0; j < nm && a < b && !rc; j++) {
        int64_t gain = 0, child = 0;
        size_t m = after(t, &gain, s, c, n, mv[j].i, mv[j].o);
        scoring_t *tc = cgt_malloc((m ? m : 1) * sizeof *tc);
        if (m) memcpy(tc, t, m * sizeof *tc);
        /* the child's window, shifted by the score o leaves behind */
        rc = ab(&child, s, tc, m, !side, a - gain, b - gain, depth + 1);
        cgt_free(tc);
        if (rc) break;
        child += gain;
        if (!moved || (side ? child < best : child > best)) best = child;
        moved = true;
        if (side) {
            if (best < b) b = best;
        } else if (best > a)
            a = best;
    }
    cgt_free(mv);
    cgt_free(t);
    if (rc) return rc;
    if (!moved) { /* the player to move has no move: the game ends here */
        best = 0;
        for (size_t i = 0; i < n; i++) best += sc_get(s, c[i]);
    }
    *v = best;
    /* store (the table may have moved during the children's searches) */
    rc = lookup(&at, s, c, n, side);
    if (rc) return rc;
    tt_entry *w = &s->tab[at];
    bool exact = !moved || (best > alpha && best < beta);
    if (exact || best <= alpha) { /* an upper bound */
        if (!w->has_hi || best < w->hi) w->hi = best;
        w->has_hi = 1;
    }
    if (exact || best >= beta) { /* a lower bound */
        if (!w->has_lo || best > w->lo) w->lo = best;
        w->has_lo = 1;
    }
    return 0;
}

int scoring_search_final(scoring_search *s, mpq_t out, const scoring_t *parts, size_t n,
                         int right_first) {
    for (size_t i = 0; i < n; i++)
        if (parts[i] == SCORING_NONE)
            return cgt_error(CGT_EVALUE, "scoring search: component %zu is not a form", i + 1);
    int rc = prepare(s, parts, n);
    if (rc) return rc;
    scoring_t *c = cgt_malloc((n ? n : 1) * sizeof *c);
    int64_t offset = 0, v = 0;
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (scoring_is_atomic(parts[i]))
            offset += sc_get(s, parts[i]);
        else
            c[m++] = parts[i];
    }
    qsort(c, m, sizeof *c, cmp_id);
    rc = ab(&v, s, c, m, right_first ? 1 : 0, -WINDOW_INF, WINDOW_INF, 0);
    cgt_free(c);
    if (rc) return rc;
    set_i64(mpq_numref(out), v + offset);
    mpz_set(mpq_denref(out), s->denom);
    mpq_canonicalize(out);
    return 0;
}

int scoring_sum_final_scores(mpq_t sl, mpq_t sr, const scoring_t *parts, size_t n) {
    scoring_search *s = scoring_search_new();
    int rc = scoring_search_final(s, sl, parts, n, 0);
    if (!rc) rc = scoring_search_final(s, sr, parts, n, 1);
    scoring_search_free(s);
    return rc;
}
