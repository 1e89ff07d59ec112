/* witness.c - smallest witnesses for "any three outcome classes" under the
 * disjunctive, conjunctive and selective sums (Theorems 2.3.3, 4.1.2 and
 * 4.2.2 of Stewart's thesis): a search over a pool of small forms kept in
 * plain arrays (only witnesses are interned), pairs tried by increasing size. */
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring_internal.h"

enum { POOL_MAX = 4000000 };

/* The pool: thin forms (at most one option a side, -1 for none), ordered by
 * birthday then tree size, so options always precede the forms using them. */
typedef struct wpool {
    int32_t *score, *l, *r, *sl, *sr;
    uint8_t *bday;
    uint32_t *size;
    size_t n, cap;
} wpool;

static void pool_free(wpool *p) {
    cgt_free(p->score);
    cgt_free(p->l);
    cgt_free(p->r);
    cgt_free(p->sl);
    cgt_free(p->sr);
    cgt_free(p->bday);
    cgt_free(p->size);
}

static void pool_push(wpool *p, int32_t score, int32_t l, int32_t r, int bday) {
    p->score[p->n] = score;
    p->l[p->n] = l;
    p->r[p->n] = r;
    p->bday[p->n] = (uint8_t)bday;
    p->size[p->n] = 1 + (l >= 0 ? p->size[l] : 0) + (r >= 0 ? p->size[r] : 0);
    p->n++;
}

/* Forms born by day d from those born by day d - 1 (indices below m). */
static void pool_day(wpool *p, size_t m, int d, int s) {
    for (int64_t a = -1; a < (int64_t)m; a++)
        for (int64_t b = -1; b < (int64_t)m; b++) {
            if (a < 0 && b < 0) continue;
            if ((a < 0 || p->bday[a] != d - 1) && (b < 0 || p->bday[b] != d - 1)) continue;
            if (a >= 0 && b >= 0)
                pool_push(p, 0, (int32_t)a, (int32_t)b, d); /* dead score */
            else
                for (int v = -s; v <= s; v++) pool_push(p, v, (int32_t)a, (int32_t)b, d);
        }
}

static size_t pool_count(int b, int s) {
    double atoms = 2.0 * s + 1, n = atoms; /* forms born by day d */
    for (int d = 1; d <= b; d++) n = n * n + 2 * n * atoms + atoms;
    return n > POOL_MAX ? POOL_MAX + 1 : (size_t)n;
}

/* sorts the block [lo, n) by tree size; nothing refers to it yet */
static const uint32_t *sort_size;
static int by_size(const void *a, const void *b) {
    uint32_t x = sort_size[*(const uint32_t *)a], y = sort_size[*(const uint32_t *)b];
    if (x != y) return x < y ? -1 : 1;
    return *(const uint32_t *)a < *(const uint32_t *)b ? -1 : 1;
}

static void sort_block(wpool *p, size_t lo) {
    size_t k = p->n - lo;
    uint32_t *ix = cgt_malloc((k + 1) * sizeof *ix);
    for (size_t i = 0; i < k; i++) ix[i] = (uint32_t)(lo + i);
    sort_size = p->size;
    qsort(ix, k, sizeof *ix, by_size);
    int32_t *t = cgt_malloc((k + 1) * sizeof *t);
    int32_t *fields[3] = {p->score, p->l, p->r};
    for (int f = 0; f < 3; f++) {
        for (size_t i = 0; i < k; i++) t[i] = fields[f][ix[i]];
        memcpy(fields[f] + lo, t, k * sizeof *t);
    }
    uint32_t *u = (uint32_t *)t;
    for (size_t i = 0; i < k; i++) u[i] = p->size[ix[i]];
    memcpy(p->size + lo, u, k * sizeof *u);
    cgt_free(t);
    cgt_free(ix);
}

/* Final score of G op H (pool indices) with Left (left = 1) or Right to
 * move, long rule.  Thin forms: each side of a compound has at most three
 * options and the depth is at most the sum of the birthdays. */
static int32_t eval_pair(const wpool *p, int op, int32_t g, int32_t h, int left) {
    int32_t go = left ? p->l[g] : p->r[g], ho = left ? p->l[h] : p->r[h];
    int32_t og[3], oh[3];
    int k = 0;
    if (op == '&') {
        if (go >= 0 || ho >= 0) {
            og[k] = go >= 0 ? go : g;
            oh[k++] = ho >= 0 ? ho : h;
        }
    } else {
        if (go >= 0) og[k] = go, oh[k++] = h;
        if (ho >= 0) og[k] = g, oh[k++] = ho;
        if (op == 'v' && go >= 0 && ho >= 0) og[k] = go, oh[k++] = ho;
    }
    if (!k) return p->score[g] + p->score[h];
    int32_t best = 0;
    for (int i = 0; i < k; i++) {
        int32_t v = eval_pair(p, op, og[i], oh[i], !left);
        if (!i || (left ? v > best : v < best)) best = v;
    }
    return best;
}

static int sgn(int32_t v) {
    return (v > 0) - (v < 0);
}

/* The pool form i as an interned form. */
static scoring_t intern(const wpool *p, int32_t i) {
    scoring_t l = SCORING_NONE, r = SCORING_NONE;
    if (p->l[i] >= 0 && (l = intern(p, p->l[i])) == SCORING_NONE) return SCORING_NONE;
    if (p->r[i] >= 0 && (r = intern(p, p->r[i])) == SCORING_NONE) return SCORING_NONE;
    mpq_t q;
    mpq_init(q);
    mpq_set_si(q, p->score[i], 1);
    scoring_t f = scoring_make(q, &l, p->l[i] >= 0, &r, p->r[i] >= 0);
    mpq_clear(q);
    return f;
}

/* The pool of thin forms born by day b with scores in [-s, s], with their
 * own final scores. */
static int pool_build(wpool *p, int b, int s) {
    size_t cap = pool_count(b, s);
    if (cap > POOL_MAX)
        return cgt_error(CGT_ERANGE,
                         "witnesses: forms born by day %d with scores in [-%d,%d] are more than "
                         "%d; lower the birthday or the score range",
                         b, s, s, POOL_MAX);
    int rc = cgt_limit_memory((uint64_t)cap * 25, "the witness pool");
    if (rc < 0) return rc;
    p->cap = cap;
    p->score = cgt_malloc(cap * sizeof *p->score);
    p->l = cgt_malloc(cap * sizeof *p->l);
    p->r = cgt_malloc(cap * sizeof *p->r);
    p->sl = cgt_malloc(cap * sizeof *p->sl);
    p->sr = cgt_malloc(cap * sizeof *p->sr);
    p->bday = cgt_malloc(cap);
    p->size = cgt_malloc(cap * sizeof *p->size);
    for (int v = -s; v <= s; v++) pool_push(p, v, -1, -1, 0);
    for (int d = 1; d <= b; d++) {
        size_t lo = p->n;
        pool_day(p, lo, d, s);
        sort_block(p, lo);
    }
    for (size_t i = 0; i < p->n; i++) { /* the forms' own final scores */
        p->sl[i] = p->l[i] >= 0 ? p->sr[p->l[i]] : p->score[i];
        p->sr[i] = p->r[i] >= 0 ? p->sl[p->r[i]] : p->score[i];
    }
    return 0;
}

static int check_args(int op, int b, int s, const char *what) {
    if (op != '+' && op != '&' && op != 'v')
        return cgt_error(CGT_EUSAGE, "%s: the sum is '+', '&' (conj) or 'v' (sel)", what);
    if (b < 0 || b > 3) return cgt_error(CGT_EUSAGE, "%s: the birthday is 0 to 3, not %d", what, b);
    if (s < 0 || s > 4)
        return cgt_error(CGT_EUSAGE, "%s: the score range is 0 to 4, not %d", what, s);
    return 0;
}

typedef struct group {
    uint32_t bday, size;
    size_t lo, hi;
} group;
typedef struct gpair {
    uint32_t a, b; /* group indices */
    uint32_t bsum, ssum;
} gpair;

static int by_cost(const void *x, const void *y) {
    const gpair *a = x, *b = y;
    if (a->bsum != b->bsum) return a->bsum < b->bsum ? -1 : 1;
    if (a->ssum != b->ssum) return a->ssum < b->ssum ? -1 : 1;
    if (a->a != b->a) return a->a < b->a ? -1 : 1;
    return a->b < b->b ? -1 : a->b > b->b;
}

static int search_pairs(scoring_witness_table *out, const wpool *p, int op) {
    group *gr = cgt_malloc((p->n + 1) * sizeof *gr);
    size_t ng = 0;
    for (size_t i = 0; i < p->n; i++) {
        if (!ng || gr[ng - 1].bday != p->bday[i] || gr[ng - 1].size != p->size[i])
            gr[ng++] = (group){p->bday[i], p->size[i], i, i};
        gr[ng - 1].hi = i + 1;
    }
    gpair *gp = cgt_malloc((ng * ng + 1) * sizeof *gp);
    size_t np = 0;
    for (size_t a = 0; a < ng; a++)
        for (size_t b = 0; b < ng; b++)
            gp[np++] =
                (gpair){(uint32_t)a, (uint32_t)b, gr[a].bday + gr[b].bday, gr[a].size + gr[b].size};
    qsort(gp, np, sizeof *gp, by_cost);
    /* need[x][y]: bits of the classes z still without a witness */
    unsigned need[5][5];
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 5; y++) need[x][y] = 31;
    int rc = 0;
    for (size_t k = 0; k < np && out->found < 125 && rc == 0; k++) {
        if (k && gp[k].bsum != gp[k - 1].bsum) out->complete_birthday = (int)gp[k - 1].bsum;
        const group *a = &gr[gp[k].a], *b = &gr[gp[k].b];
        for (size_t i = a->lo; i < a->hi && rc == 0; i++) {
            scoring_outcome x = scoring_outcome_of_signs(sgn(p->sl[i]), sgn(p->sr[i]));
            for (size_t j = b->lo; j < b->hi; j++) {
                scoring_outcome y = scoring_outcome_of_signs(sgn(p->sl[j]), sgn(p->sr[j]));
                if (!need[x][y]) continue;
                if (cgt_limit_tick()) {
                    rc = cgt_limit_error();
                    break;
                }
                out->pairs++;
                int32_t sl = eval_pair(p, op, (int32_t)i, (int32_t)j, 1);
                int32_t sr = eval_pair(p, op, (int32_t)i, (int32_t)j, 0);
                scoring_outcome z = scoring_outcome_of_signs(sgn(sl), sgn(sr));
                if (!(need[x][y] >> z & 1)) continue;
                scoring_t g = intern(p, (int32_t)i), h = intern(p, (int32_t)j);
                if (g == SCORING_NONE || h == SCORING_NONE) {
                    rc = cgt_limit_error();
                    break;
                }
                need[x][y] &= ~(1u << z);
                out->g[x][y][z] = g;
                out->h[x][y][z] = h;
                out->found++;
            }
        }
    }
    if (rc == 0 && out->found < 125) out->complete_birthday = 2 * out->max_birthday;
    cgt_free(gp);
    cgt_free(gr);
    return rc;
}

int scoring_witnesses(scoring_witness_table *out, int op, int max_birthday, int max_score) {
    memset(out, 0, sizeof *out);
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 5; y++)
            for (int z = 0; z < 5; z++) out->g[x][y][z] = out->h[x][y][z] = SCORING_NONE;
    out->op = op;
    out->max_birthday = max_birthday;
    out->max_score = max_score;
    out->complete_birthday = -1;
    int rc = check_args(op, max_birthday, max_score, "witnesses");
    if (rc < 0) return rc;
    wpool p = {0};
    rc = pool_build(&p, max_birthday, max_score);
    if (rc < 0) return rc;
    out->forms = p.n;
    rc = search_pairs(out, &p, op);
    pool_free(&p);
    return rc;
}

int scoring_identity_refute(scoring_identity_report *out, int op, int max_birthday, int max_score) {
    memset(out, 0, sizeof *out);
    out->op = op;
    out->max_birthday = max_birthday;
    out->max_score = max_score;
    out->hardest_g = out->hardest_x = SCORING_NONE;
    for (int k = 0; k < 8; k++) out->unrefuted[k] = SCORING_NONE;
    int rc = check_args(op, max_birthday, max_score, "identity");
    if (rc < 0) return rc;
    wpool p = {0};
    rc = pool_build(&p, max_birthday, max_score);
    if (rc < 0) return rc;
    out->forms = p.n;
    int32_t zero = max_score, hard_g = -1, hard_x = -1; /* atoms come first: -S .. S */
    for (size_t g = 0; g < p.n && rc == 0; g++) {
        if ((int32_t)g == zero) continue; /* G = 0 itself */
        int32_t found = -1;
        for (size_t x = 0; x < p.n; x++) {
            if (cgt_limit_tick()) {
                rc = cgt_limit_error();
                break;
            }
            out->pairs++;
            /* 0 op X is X */
            scoring_outcome a = scoring_outcome_of_signs(sgn(p.sl[x]), sgn(p.sr[x]));
            scoring_outcome c =
                scoring_outcome_of_signs(sgn(eval_pair(&p, op, (int32_t)g, (int32_t)x, 1)),
                                         sgn(eval_pair(&p, op, (int32_t)g, (int32_t)x, 0)));
            if (a != c) {
                found = (int32_t)x;
                break;
            }
        }
        if (rc) break;
        out->checked++;
        if (found < 0) {
            if (out->unrefuted_count < 8 &&
                (out->unrefuted[out->unrefuted_count] = intern(&p, (int32_t)g)) == SCORING_NONE)
                rc = cgt_limit_error();
            out->unrefuted_count++;
        } else if (found > hard_x) {
            hard_x = found;
            hard_g = (int32_t)g;
        }
    }
    if (hard_g >= 0 && rc == 0) {
        out->hardest_g = intern(&p, hard_g);
        out->hardest_x = intern(&p, hard_x);
        if (out->hardest_g == SCORING_NONE || out->hardest_x == SCORING_NONE)
            rc = cgt_limit_error();
    }
    pool_free(&p);
    return rc;
}
