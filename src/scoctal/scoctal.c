/* scoctal.c - scoring play octal games: parsing, G_s by DP and memoized search, periods. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoctal.h"

void scoctal_clear(scoctal_game *g) {
    cgt_free(g->t);
    cgt_free(g->pnum);
    cgt_free(g->pden);
    memset(g, 0, sizeof *g);
}

static int alloc_game(scoctal_game *g, size_t k) {
    memset(g, 0, sizeof *g);
    g->k = k;
    g->t = cgt_calloc(k + 1, 1);
    g->pnum = cgt_calloc(k + 1, sizeof *g->pnum);
    g->pden = cgt_calloc(k + 1, sizeof *g->pden);
    for (size_t i = 0; i <= k; i++) g->pden[i] = 1;
    return 0;
}

int scoctal_subtraction(scoctal_game *g, const unsigned *set, size_t n) {
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (set[i] == 0) return cgt_error(CGT_EVALUE, "subtraction set element 0");
        if (set[i] > SCOCTAL_MAX_DIGITS)
            return cgt_error(CGT_ERANGE, "subtraction set element %u above %d", set[i],
                             SCOCTAL_MAX_DIGITS);
        if (set[i] > k) k = set[i];
    }
    if (k == 0) return cgt_error(CGT_EVALUE, "empty subtraction set");
    alloc_game(g, k);
    for (size_t i = 0; i < n; i++) {
        g->t[set[i]] = 3;
        g->pnum[set[i]] = set[i];
    }
    return 0;
}

/* Parses a rational "a", "-a", "a/b" from [s, e). */
static int parse_rat(const char *s, const char *e, int64_t *num, int64_t *den, const char *spec) {
    int col = (int)(s - spec) + 1;
    char buf[64];
    if (e - s <= 0 || e - s >= (long)sizeof buf)
        return cgt_error(CGT_EPARSE, "column %d: expected a point value", col);
    memcpy(buf, s, (size_t)(e - s));
    buf[e - s] = 0;
    char *end;
    long long a = strtoll(buf, &end, 10), b = 1;
    if (end == buf) return cgt_error(CGT_EPARSE, "column %d: bad point value '%s'", col, buf);
    if (*end == '/') {
        char *q = end + 1;
        if (!isdigit((unsigned char)*q))
            return cgt_error(CGT_EPARSE, "column %d: bad denominator in '%s'", col, buf);
        b = strtoll(q, &end, 10);
        if (b == 0) return cgt_error(CGT_EVALUE, "column %d: zero denominator", col);
    }
    if (*end) return cgt_error(CGT_EPARSE, "column %d: bad point value '%s'", col, buf);
    if (a > INT32_MAX || a < -INT32_MAX || b > INT32_MAX)
        return cgt_error(CGT_ERANGE, "column %d: point value '%s' too large", col, buf);
    int64_t gg = cgt_gcd_i64(a, b);
    if (gg == 0) gg = 1;
    *num = a / gg;
    *den = b / gg;
    return 0;
}

int scoctal_parse(scoctal_game *g, const char *spec) {
    memset(g, 0, sizeof *g);
    const char *s = spec;
    while (isspace((unsigned char)*s)) s++;
    if (strncmp(s, "sub", 3) == 0) {
        s += 3;
        unsigned set[SCOCTAL_MAX_DIGITS];
        size_t n = 0;
        /* sub:4,5 (the syntax of every command) or sub{4,5} */
        if (*s != '{' && *s != ':')
            return cgt_error(CGT_EPARSE, "column %d: expected ':' after sub", (int)(s - spec) + 1);
        bool brace = *s == '{';
        s++;
        if (!brace && *s == '{') {
            brace = true;
            s++;
        }
        while (*s && *s != '}') {
            while (*s == ' ' || *s == ',') s++;
            if (*s == '}') break;
            if (!isdigit((unsigned char)*s))
                return cgt_error(CGT_EPARSE, "column %d: expected a positive integer",
                                 (int)(s - spec) + 1);
            char *end;
            unsigned long v = strtoul(s, &end, 10);
            if (v == 0 || v > SCOCTAL_MAX_DIGITS)
                return cgt_error(CGT_EVALUE, "column %d: subtraction element must be 1..%d",
                                 (int)(s - spec) + 1, SCOCTAL_MAX_DIGITS);
            if (n >= SCOCTAL_MAX_DIGITS) return cgt_error(CGT_ERANGE, "subtraction set too long");
            set[n++] = (unsigned)v;
            s = end;
        }
        if (brace) {
            if (*s != '}')
                return cgt_error(CGT_EPARSE, "column %d: missing '}'", (int)(s - spec) + 1);
            s++;
        }
        while (isspace((unsigned char)*s)) s++;
        if (*s) return cgt_error(CGT_EPARSE, "column %d: unexpected text", (int)(s - spec) + 1);
        return scoctal_subtraction(g, set, n);
    }
    if (*s != '(')
        return cgt_error(CGT_EPARSE, "column %d: expected '(' or 'sub:'", (int)(s - spec) + 1);
    const char *d0 = ++s;
    while (isdigit((unsigned char)*s)) {
        if (*s > '7')
            return cgt_error(CGT_EPARSE, "column %d: digit %c above 7", (int)(s - spec) + 1, *s);
        s++;
    }
    size_t k = (size_t)(s - d0);
    if (k == 0)
        return cgt_error(CGT_EPARSE, "column %d: expected octal digits", (int)(s - spec) + 1);
    if (k > SCOCTAL_MAX_DIGITS)
        return cgt_error(CGT_ERANGE, "more than %d digits", SCOCTAL_MAX_DIGITS);
    if (*s != ',')
        return cgt_error(CGT_EPARSE, "column %d: expected ',' after the digits",
                         (int)(s - spec) + 1);
    s++;
    const char *close = strchr(s, ')');
    if (!close) return cgt_error(CGT_EPARSE, "column %d: missing ')'", (int)strlen(spec) + 1);
    for (const char *q = close + 1; *q; q++)
        if (!isspace((unsigned char)*q))
            return cgt_error(CGT_EPARSE, "column %d: unexpected text after ')'",
                             (int)(q - spec) + 1);
    alloc_game(g, k);
    for (size_t i = 0; i < k; i++) g->t[i + 1] = (uint8_t)(d0[i] - '0');
    bool list = false;
    for (const char *q = s; q < close; q++)
        if (*q == ' ' || *q == ';' || *q == '/' || *q == '-') list = true;
    size_t np = 0;
    int rc = 0;
    if (!list) {
        for (const char *q = s; q < close; q++) {
            if (!isdigit((unsigned char)*q)) {
                rc = cgt_error(CGT_EPARSE, "column %d: bad point '%c'", (int)(q - spec) + 1, *q);
                break;
            }
            if (np < k) g->pnum[np + 1] = *q - '0';
            np++;
        }
    } else {
        const char *q = s;
        while (q < close && !rc) {
            while (q < close && (*q == ' ' || *q == ';')) q++;
            if (q >= close) break;
            const char *e = q;
            while (e < close && *e != ' ' && *e != ';') e++;
            int64_t a = 0, b = 1;
            rc = parse_rat(q, e, &a, &b, spec);
            if (!rc && np < k) {
                g->pnum[np + 1] = a;
                g->pden[np + 1] = b;
            }
            np++;
            q = e;
        }
    }
    if (!rc && np != k)
        rc = cgt_error(CGT_EPARSE, "%zu digits but %zu points (counts must match)", k, np);
    if (rc) scoctal_clear(g);
    return rc;
}

char *scoctal_str(const scoctal_game *g) {
    bool digits = true;
    for (size_t i = 1; i <= g->k; i++)
        if (g->pden[i] != 1 || g->pnum[i] < 0 || g->pnum[i] > 9) digits = false;
    size_t cap = 64 + g->k * 48;
    char *out = cgt_malloc(cap), *p = out;
    *p++ = '(';
    for (size_t i = 1; i <= g->k; i++) *p++ = (char)('0' + g->t[i]);
    *p++ = ',';
    for (size_t i = 1; i <= g->k; i++) {
        if (digits)
            *p++ = (char)('0' + g->pnum[i]);
        else {
            /* points are a list when a separator shows it: a single point
             * other than one digit gets a space, "(3, 13)" (fuzz finding:
             * "(3,13)" reads back as two points) */
            if (i > 1) *p++ = ';';
            if (g->k == 1) *p++ = ' ';
            char b[48];
            scoctal_value_str(b, sizeof b, g->pnum[i] * 1, 1);
            if (g->pden[i] != 1)
                snprintf(b, sizeof b, "%lld/%lld", (long long)g->pnum[i], (long long)g->pden[i]);
            size_t l = strlen(b);
            memcpy(p, b, l);
            p += l;
        }
    }
    *p++ = ')';
    *p = 0;
    return out;
}

bool scoctal_is_tnb(const scoctal_game *g) {
    for (size_t i = 1; i <= g->k; i++)
        if (g->t[i] > 3) return false;
    return true;
}

int64_t scoctal_den(const scoctal_game *g, const scoctal_game *h) {
    int64_t d = 1;
    for (int w = 0; w < 2; w++) {
        const scoctal_game *x = w ? h : g;
        if (!x) continue;
        for (size_t i = 1; i <= x->k; i++) {
            int64_t q = x->pden[i] / cgt_gcd_i64(d, x->pden[i]), r;
            if (__builtin_mul_overflow(d, q, &r) || r > ((int64_t)1 << 40)) return 0;
            d = r;
        }
    }
    return d;
}

void scoctal_value_str(char *buf, size_t size, int64_t v, int64_t den) {
    int64_t g = cgt_gcd_i64(v, den);
    if (g == 0) g = 1;
    if (den / g == 1)
        snprintf(buf, size, "%lld", (long long)(v / g));
    else
        snprintf(buf, size, "%lld/%lld", (long long)(v / g), (long long)(den / g));
}

/* Scaled points: out[i] = den * p_i. */
static int scaled(int64_t **out, const scoctal_game *g, int64_t den) {
    *out = cgt_calloc(g->k + 1, sizeof **out);
    for (size_t i = 1; i <= g->k; i++) {
        if (den % g->pden[i] != 0) {
            cgt_free(*out);
            return cgt_error(CGT_EVALUE, "denominator %lld does not divide %lld",
                             (long long)g->pden[i], (long long)den);
        }
        if (__builtin_mul_overflow(g->pnum[i], den / g->pden[i], &(*out)[i])) {
            cgt_free(*out);
            return cgt_error(CGT_ERANGE, "points overflow 64 bits");
        }
    }
    return 0;
}

static bool tnb_move(const scoctal_game *g, size_t n, size_t i) {
    if (i > n || i > g->k) return false;
    return n == i ? (g->t[i] & 1) != 0 : (g->t[i] & 2) != 0;
}

static bool has_move(const scoctal_game *g, size_t n) {
    for (size_t i = 1; i <= g->k && i <= n; i++) {
        uint8_t d = g->t[i];
        size_t rem = n - i;
        if ((rem == 0 && (d & 1)) || (rem > 0 && (d & 2)) || (rem >= 2 && (d & 4))) return true;
    }
    return false;
}

#define OVF(expr)                                                                                  \
    do {                                                                                           \
        if (expr) return cgt_error(CGT_ERANGE, "G_s value overflows 64 bits");                     \
    } while (0)

/* ---- memoized search over heap multisets ------------------------------------------- */

typedef struct memo_entry {
    size_t off; /* into pool */
    uint32_t len;
    bool used;
    int64_t val;
} memo_entry;

/* Heaps in the search are uint32: ruleset index in the top HEAP_SHIFT bits. */
#define HEAP_SHIFT 28
#define HEAP_MASK ((1u << HEAP_SHIFT) - 1)
#define MAX_RULESETS 16
/* Memo entries before a multi-heap search gives up (CGT_ELIMIT). */
#define MEMO_LIMIT ((size_t)1 << 22)

typedef struct ctx {
    const scoctal_game *g[MAX_RULESETS];
    int64_t *p[MAX_RULESETS];
    size_t ng;
    scoctal_op op;
    memo_entry *tab;
    size_t cap, count;
    uint32_t *pool;
    size_t pool_len, pool_cap;
    int err;
} ctx;

static uint64_t hash_key(const uint32_t *k, size_t len) {
    uint64_t h = 1469598103934665603ull ^ len;
    for (size_t i = 0; i < len; i++) h = (h ^ k[i]) * 1099511628211ull;
    return h ^ (h >> 29);
}

static memo_entry *memo_find(ctx *c, const uint32_t *k, size_t len) {
    size_t i = hash_key(k, len) & (c->cap - 1);
    for (;; i = (i + 1) & (c->cap - 1)) {
        memo_entry *e = &c->tab[i];
        if (!e->used) return e;
        if (e->len == len && memcmp(c->pool + e->off, k, len * sizeof *k) == 0) return e;
    }
}

static void memo_put(ctx *c, const uint32_t *k, size_t len, int64_t val) {
    if (c->count >= MEMO_LIMIT) {
        if (!c->err)
            c->err =
                cgt_error(CGT_ELIMIT, "position too large: more than %zu subpositions", MEMO_LIMIT);
        return;
    }
    if ((c->count + 1) * 2 > c->cap) {
        memo_entry *old = c->tab;
        size_t oc = c->cap;
        c->cap = c->cap ? c->cap * 2 : 1024;
        c->tab = cgt_calloc(c->cap, sizeof *c->tab);
        for (size_t i = 0; i < oc; i++)
            if (old[i].used) *memo_find(c, c->pool + old[i].off, old[i].len) = old[i];
        cgt_free(old);
    }
    if (c->pool_len + len > c->pool_cap) {
        c->pool_cap = (c->pool_cap + len) * 2;
        c->pool = cgt_realloc(c->pool, c->pool_cap * sizeof *c->pool);
    }
    memcpy(c->pool + c->pool_len, k, len * sizeof *k);
    memo_entry *e = memo_find(c, k, len);
    e->used = true;
    e->off = c->pool_len;
    e->len = (uint32_t)len;
    e->val = val;
    c->pool_len += len;
    c->count++;
}

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static int64_t solve(ctx *c, const uint32_t *pos, size_t len);

/* Enumerates the options of pos for c->op.  Component ci onwards is being
 * chosen; out holds the heaps built so far, moved says whether some component
 * moved, acc the points scored.  Updates *best. */
static void enumerate(ctx *c, const uint32_t *pos, size_t len, size_t ci, uint32_t *out,
                      size_t olen, bool moved, int64_t acc, int64_t *best, bool *any) {
    if (c->err) return;
    if (ci == len) {
        if (!moved) return;
        uint32_t *sorted = cgt_malloc((olen + 1) * sizeof *sorted);
        memcpy(sorted, out, olen * sizeof *out);
        qsort(sorted, olen, sizeof *sorted, cmp_u32);
        int64_t v = solve(c, sorted, olen), r;
        cgt_free(sorted);
        if (c->err) return;
        if (__builtin_sub_overflow(acc, v, &r)) {
            c->err = cgt_error(CGT_ERANGE, "G_s value overflows 64 bits");
            return;
        }
        if (!*any || r > *best) *best = r;
        *any = true;
        return;
    }
    uint32_t x = pos[ci];
    int r = (int)(x >> HEAP_SHIFT);
    size_t n = x & HEAP_MASK;
    const scoctal_game *g = c->g[r];
    bool can = has_move(g, n);
    /* stay: SUM allows it unless this is the moved component; CONJ only if no move */
    bool stay = c->op == SCOCTAL_SEL || (c->op == SCOCTAL_CONJ && !can) || (c->op == SCOCTAL_SUM);
    if (stay) {
        out[olen] = x;
        enumerate(c, pos, len, ci + 1, out, olen + 1, moved, acc, best, any);
    }
    if (!can || (c->op == SCOCTAL_SUM && moved)) return;
    if (c->op == SCOCTAL_SUM && ci > 0 && pos[ci - 1] == x) return; /* symmetric duplicate */
    for (size_t i = 1; i <= g->k && i <= n; i++) {
        uint8_t d = g->t[i];
        size_t rem = n - i;
        int64_t a;
        if (__builtin_add_overflow(acc, c->p[r][i], &a)) {
            c->err = cgt_error(CGT_ERANGE, "G_s value overflows 64 bits");
            return;
        }
        uint32_t tag = (uint32_t)r << HEAP_SHIFT;
        if (rem == 0 && (d & 1)) enumerate(c, pos, len, ci + 1, out, olen, true, a, best, any);
        if (rem > 0 && (d & 2)) {
            out[olen] = tag | (uint32_t)rem;
            enumerate(c, pos, len, ci + 1, out, olen + 1, true, a, best, any);
        }
        if (rem >= 2 && (d & 4))
            for (size_t s = 1; s <= rem / 2; s++) {
                out[olen] = tag | (uint32_t)s;
                out[olen + 1] = tag | (uint32_t)(rem - s);
                enumerate(c, pos, len, ci + 1, out, olen + 2, true, a, best, any);
            }
    }
}

static int64_t solve(ctx *c, const uint32_t *pos, size_t len) {
    if (len == 0 || c->err) return 0;
    if (c->cap) {
        memo_entry *e = memo_find(c, pos, len);
        if (e->used) return e->val;
    }
    uint32_t *out = cgt_malloc((2 * len + 2) * sizeof *out);
    int64_t best = 0;
    bool any = false;
    enumerate(c, pos, len, 0, out, 0, false, 0, &best, &any);
    cgt_free(out);
    if (c->err) return 0;
    memo_put(c, pos, len, best);
    return best;
}

static int ctx_init_n(ctx *c, const scoctal_game *const *gs, size_t ng, int64_t den,
                      scoctal_op op) {
    memset(c, 0, sizeof *c);
    c->op = op;
    for (size_t i = 0; i < ng; i++) {
        c->g[i] = gs[i];
        int rc = scaled(&c->p[i], gs[i], den);
        if (rc) {
            for (size_t j = 0; j < i; j++) cgt_free(c->p[j]);
            return rc;
        }
    }
    c->ng = ng;
    return 0;
}

static int ctx_init(ctx *c, const scoctal_game *g, const scoctal_game *h, int64_t den,
                    scoctal_op op) {
    const scoctal_game *gs[2] = {g, h ? h : g};
    return ctx_init_n(c, gs, 2, den, op);
}

static void ctx_free(ctx *c) {
    for (size_t i = 0; i < c->ng; i++) cgt_free(c->p[i]);
    cgt_free(c->tab);
    cgt_free(c->pool);
}

/* ---- public G_s ------------------------------------------------------------------- */

static int check_args(size_t upto, int64_t den) {
    if (upto > SCOCTAL_MAX_HEAP)
        return cgt_error(CGT_ERANGE, "heap size %zu too large (at most %zu)", upto,
                         SCOCTAL_MAX_HEAP);
    if (den <= 0) return cgt_error(CGT_EVALUE, "denominator must be positive");
    return 0;
}

int scoctal_values(int64_t *out, const scoctal_game *g, size_t upto, int64_t den, scoctal_op op) {
    int rc = check_args(upto, den);
    if (rc) return rc;
    if (scoctal_is_tnb(g)) {
        int64_t *p;
        if ((rc = scaled(&p, g, den))) return rc;
        out[0] = 0;
        for (size_t n = 1; n <= upto; n++) {
            int64_t best = 0;
            bool any = false;
            size_t lim = n < g->k ? n : g->k;
            for (size_t i = 1; i <= lim; i++) {
                if (!tnb_move(g, n, i)) continue;
                int64_t v;
                if (__builtin_sub_overflow(p[i], out[n - i], &v)) {
                    cgt_free(p);
                    return cgt_error(CGT_ERANGE, "G_s value overflows 64 bits");
                }
                if (!any || v > best) best = v;
                any = true;
            }
            out[n] = best;
        }
        cgt_free(p);
        return 0;
    }
    if (op == SCOCTAL_SEQ)
        return cgt_error(CGT_EUSAGE, "the sequential join (Definition 4.3.2) is defined for "
                                     "taking-no-breaking games only");
    ctx c;
    if ((rc = ctx_init(&c, g, NULL, den, op))) return rc;
    for (size_t n = 0; n <= upto && !c.err; n++) {
        uint32_t x = (uint32_t)n;
        out[n] = n ? solve(&c, &x, 1) : 0;
    }
    rc = c.err;
    ctx_free(&c);
    return rc;
}

/* Fast table for two taking-no-breaking games. */
static int tnb_table(int64_t *T, const scoctal_game *g, const scoctal_game *h, size_t N, size_t M,
                     int64_t den, scoctal_op op) {
    int64_t *p, *q;
    int rc = scaled(&p, g, den);
    if (rc) return rc;
    if ((rc = scaled(&q, h, den))) {
        cgt_free(p);
        return rc;
    }
    size_t W = N + 1;
#define AT(n, m) T[(m)*W + (n)]
    for (size_t m = 0; m <= M && !rc; m++)
        for (size_t n = 0; n <= N; n++) {
            bool gn = has_move(g, n), hm = has_move(h, m), any = false;
            int64_t best = 0, v, s;
            bool one_g = op == SCOCTAL_SUM || op == SCOCTAL_SEL || (op == SCOCTAL_CONJ && !hm) ||
                         (op == SCOCTAL_SEQ && gn);
            bool one_h = op == SCOCTAL_SUM || op == SCOCTAL_SEL || (op == SCOCTAL_CONJ && !gn) ||
                         (op == SCOCTAL_SEQ && !gn);
            bool both = op == SCOCTAL_SEL || op == SCOCTAL_CONJ;
            for (size_t i = 1; i <= g->k && i <= n; i++) {
                if (!tnb_move(g, n, i)) continue;
                if (one_g) {
                    if (__builtin_sub_overflow(p[i], AT(n - i, m), &v)) goto ovf;
                    if (!any || v > best) best = v;
                    any = true;
                }
                if (both)
                    for (size_t l = 1; l <= h->k && l <= m; l++) {
                        if (!tnb_move(h, m, l)) continue;
                        if (__builtin_add_overflow(p[i], q[l], &s) ||
                            __builtin_sub_overflow(s, AT(n - i, m - l), &v))
                            goto ovf;
                        if (!any || v > best) best = v;
                        any = true;
                    }
            }
            if (one_h)
                for (size_t l = 1; l <= h->k && l <= m; l++) {
                    if (!tnb_move(h, m, l)) continue;
                    if (__builtin_sub_overflow(q[l], AT(n, m - l), &v)) goto ovf;
                    if (!any || v > best) best = v;
                    any = true;
                }
            AT(n, m) = best;
            continue;
        ovf:
            rc = cgt_error(CGT_ERANGE, "G_s value overflows 64 bits");
            break;
        }
#undef AT
    cgt_free(p);
    cgt_free(q);
    return rc;
}

int scoctal_table(int64_t *out, const scoctal_game *g, const scoctal_game *h, size_t size,
                  int64_t den, scoctal_op op) {
    int rc = check_args(size, den);
    if (rc) return rc;
    if ((size + 1) > SCOCTAL_MAX_HEAP / (size + 1))
        return cgt_error(CGT_ERANGE, "table size %zu too large", size);
    if (scoctal_is_tnb(g) && scoctal_is_tnb(h)) return tnb_table(out, g, h, size, size, den, op);
    if (op == SCOCTAL_SEQ)
        return cgt_error(CGT_EUSAGE, "the sequential join (Definition 4.3.2) is defined for "
                                     "taking-no-breaking games only");
    ctx c;
    if ((rc = ctx_init(&c, g, h, den, op))) return rc;
    for (size_t m = 0; m <= size && !c.err; m++)
        for (size_t n = 0; n <= size && !c.err; n++) {
            uint32_t pos[2];
            size_t len = 0;
            if (n) pos[len++] = (uint32_t)n;
            if (m) pos[len++] = (1u << HEAP_SHIFT) | (uint32_t)m;
            out[m * (size + 1) + n] = solve(&c, pos, len);
        }
    rc = c.err;
    ctx_free(&c);
    return rc;
}

int scoctal_pair(int64_t *out, const scoctal_game *g, size_t n, const scoctal_game *h, size_t m,
                 int64_t den, scoctal_op op) {
    size_t N = n > m ? n : m;
    int rc = check_args(N, den);
    if (rc) return rc;
    if (scoctal_is_tnb(g) && scoctal_is_tnb(h) && (n + 1) <= ((size_t)1 << 26) / (m + 1)) {
        int64_t *T = cgt_malloc((n + 1) * (m + 1) * sizeof *T);
        rc = tnb_table(T, g, h, n, m, den, op);
        if (!rc) *out = T[m * (n + 1) + n];
        cgt_free(T);
        return rc;
    }
    if (op == SCOCTAL_SEQ)
        return cgt_error(CGT_EUSAGE, "the sequential join needs taking-no-breaking games");
    ctx c;
    if ((rc = ctx_init(&c, g, h, den, op))) return rc;
    uint32_t pos[2];
    size_t len = 0;
    if (n) pos[len++] = (uint32_t)n;
    if (m) pos[len++] = (1u << HEAP_SHIFT) | (uint32_t)m;
    *out = solve(&c, pos, len);
    rc = c.err;
    ctx_free(&c);
    return rc;
}

/* ---- periods ---------------------------------------------------------------------- */

bool scoctal_period(const int64_t *v, size_t len, size_t k, size_t *pre, size_t *period) {
    if (k == 0) k = 1;
    for (size_t p = 1; p < len; p++) {
        /* least preperiod for p: one past the last mismatch */
        size_t last = 0;
        bool mism = false;
        for (size_t n = len - 1 - p + 1; n-- > 0;)
            if (v[n] != v[n + p]) {
                last = n + 1;
                mism = true;
                break;
            }
        size_t b = mism ? last : 0;
        size_t i = b < 1 ? 1 : b;
        if (i + p + k - 1 <= len - 1) {
            *pre = b;
            *period = p;
            return true;
        }
    }
    return false;
}

static bool cols_equal(const int64_t *T, size_t W, size_t rows, size_t a, size_t b) {
    for (size_t m = 0; m <= rows; m++)
        if (T[m * W + a] != T[m * W + b]) return false;
    return true;
}

/* Least proven joint period of the columns of T (rows 0..rows, n < len): the
 * last k columns of a repeated window of period p determine the rest. */
static bool joint_period(const int64_t *T, size_t W, size_t rows, size_t len, size_t k, size_t *pre,
                         size_t *period) {
    for (size_t p = 1; p < len; p++) {
        size_t b = 0;
        for (size_t n = len - p; n-- > 0;)
            if (!cols_equal(T, W, rows, n, n + p)) {
                b = n + 1;
                break;
            }
        size_t i = b < 1 ? 1 : b;
        if (i + p + k - 1 <= len - 1) {
            *pre = b;
            *period = p;
            return true;
        }
    }
    return false;
}

int scoctal_pair_period(const scoctal_game *g, const scoctal_game *h, scoctal_op op, size_t rows,
                        size_t len, size_t *pre, size_t *period) {
    if (!scoctal_is_tnb(g) || !scoctal_is_tnb(h))
        return cgt_error(CGT_EUSAGE, "pair periods need taking-no-breaking games");
    if (len < 2) return 0;
    size_t N = len - 1;
    if (N > 65536 || rows > 4096 || (N + 1) * (rows + 1) > ((size_t)1 << 24))
        return cgt_error(CGT_ERANGE, "pair period range %zu x %zu too large", N, rows);
    int64_t den = scoctal_den(g, h);
    if (!den) return cgt_error(CGT_ERANGE, "point denominators too large");
    size_t W = N + 1;
    int64_t *T = cgt_malloc(W * (rows + 1) * sizeof *T);
    int rc = tnb_table(T, g, h, N, rows, den, op);
    if (rc) {
        cgt_free(T);
        return rc;
    }
    rc = joint_period(T, W, rows, len, g->k ? g->k : 1, pre, period) ? 1 : 0;
    cgt_free(T);
    return rc;
}

int scoctal_conj311(const unsigned *set, size_t n, size_t *from, size_t *period) {
    scoctal_game g;
    int rc = scoctal_subtraction(&g, set, n);
    if (rc) return rc;
    size_t k = g.k, len = 8 * k + 16;
    int64_t *v = NULL;
    for (;;) {
        v = cgt_realloc(v, len * sizeof *v);
        if ((rc = scoctal_values(v, &g, len - 1, 1, SCOCTAL_SUM))) break;
        size_t pre, per;
        if (scoctal_period(v, len, k, &pre, &per)) {
            /* check G(n+k) + G(n) = k on one period from pre; find least N */
            bool ok = true;
            size_t wit = 0;
            for (size_t x = pre; x < pre + per; x++)
                if (v[x] + v[x + k] != (int64_t)k) {
                    ok = false;
                    wit = x;
                    break;
                }
            if (period) *period = per;
            if (!ok) {
                if (from) *from = wit;
                rc = 0;
                break;
            }
            size_t N = pre;
            while (N > 0 && v[N - 1] + v[N - 1 + k] == (int64_t)k) N--;
            if (from) *from = N;
            rc = 1;
            break;
        }
        if (len > SCOCTAL_MAX_HEAP / 2) {
            rc = cgt_error(CGT_ELIMIT, "no period proven below %zu", len);
            break;
        }
        len *= 2;
    }
    cgt_free(v);
    scoctal_clear(&g);
    return rc;
}

/* ---- positions of several heaps ----------------------------------------------------- */

/* Largest total number of beans the memoized multi-heap search accepts (its
 * recursion depth grows with the beans). */
#define POSITION_MAX_BEANS 20000

int scoctal_position(int64_t *out, const scoctal_game *const *games, size_t ngames,
                     const size_t *rule, const size_t *heaps, size_t nheaps, int64_t den,
                     scoctal_op op) {
    if (ngames == 0 || ngames > MAX_RULESETS)
        return cgt_error(CGT_ERANGE, "%zu rulesets (1..%d allowed)", ngames, MAX_RULESETS);
    if (den <= 0) return cgt_error(CGT_EVALUE, "denominator must be positive");
    size_t beans = 0;
    for (size_t j = 0; j < nheaps; j++) {
        if (rule[j] >= ngames)
            return cgt_error(CGT_EVALUE, "heap %zu: ruleset %zu does not exist", j + 1,
                             rule[j] + 1);
        if (heaps[j] > SCOCTAL_MAX_HEAP)
            return cgt_error(CGT_ERANGE, "heap %zu: size %zu too large (at most %zu)", j + 1,
                             heaps[j], SCOCTAL_MAX_HEAP);
        beans += heaps[j];
    }
    int rc;
    if (op == SCOCTAL_SEQ) {
        /* n1 > n2 > ...: play the first heap that has a move; heaps do not break, so
         * the value of a heap x in place j is has_move ? max(p_i - V_j(x - i)) : V_{j+1}. */
        for (size_t j = 0; j < nheaps; j++)
            if (!scoctal_is_tnb(games[rule[j]]))
                return cgt_error(CGT_EUSAGE, "the sequential join (Definition 4.3.2) is defined "
                                             "for taking-no-breaking games only");
        int64_t after = 0;
        for (size_t j = nheaps; j-- > 0;) {
            const scoctal_game *g = games[rule[j]];
            int64_t *p, *V = cgt_malloc((heaps[j] + 1) * sizeof *V);
            if ((rc = scaled(&p, g, den))) {
                cgt_free(V);
                return rc;
            }
            for (size_t x = 0; x <= heaps[j] && !rc; x++) {
                if (!has_move(g, x)) {
                    V[x] = after;
                    continue;
                }
                bool any = false;
                for (size_t i = 1; i <= g->k && i <= x; i++) {
                    int64_t v;
                    if (!tnb_move(g, x, i)) continue;
                    if (__builtin_sub_overflow(p[i], V[x - i], &v)) {
                        rc = cgt_error(CGT_ERANGE, "G_s value overflows 64 bits");
                        break;
                    }
                    if (!any || v > V[x]) V[x] = v;
                    any = true;
                }
            }
            after = V[heaps[j]];
            cgt_free(V);
            cgt_free(p);
            if (rc) return rc;
        }
        *out = after;
        return 0;
    }
    /* one or two heaps of taking-no-breaking games: the linear / two-dimensional DP */
    size_t nz = 0, idx[2] = {0, 0};
    for (size_t j = 0; j < nheaps; j++)
        if (heaps[j]) {
            if (nz < 2) idx[nz] = j;
            nz++;
        }
    if (nz == 0) {
        *out = 0;
        return 0;
    }
    if (nz <= 2) {
        const scoctal_game *g = games[rule[idx[0]]], *h = games[rule[idx[nz - 1]]];
        if (scoctal_is_tnb(g) && scoctal_is_tnb(h)) {
            if (nz == 1) {
                int64_t *v = cgt_malloc((heaps[idx[0]] + 1) * sizeof *v);
                rc = scoctal_values(v, g, heaps[idx[0]], den, op);
                if (!rc) *out = v[heaps[idx[0]]];
                cgt_free(v);
                return rc;
            }
            size_t n = heaps[idx[0]], m = heaps[idx[1]];
            if ((n + 1) <= ((size_t)1 << 26) / (m + 1))
                return scoctal_pair(out, g, n, h, m, den, op);
        }
    }
    if (beans > POSITION_MAX_BEANS)
        return cgt_error(CGT_ERANGE,
                         "position too large: %zu beans in %zu heaps (the multi-heap search "
                         "takes at most %d)",
                         beans, nz, POSITION_MAX_BEANS);
    ctx c;
    if ((rc = ctx_init_n(&c, games, ngames, den, op))) return rc;
    uint32_t *pos = cgt_malloc((nheaps + 1) * sizeof *pos);
    size_t len = 0;
    for (size_t j = 0; j < nheaps; j++)
        if (heaps[j]) pos[len++] = ((uint32_t)rule[j] << HEAP_SHIFT) | (uint32_t)heaps[j];
    qsort(pos, len, sizeof *pos, cmp_u32);
    *out = solve(&c, pos, len);
    rc = c.err;
    cgt_free(pos);
    ctx_free(&c);
    return rc;
}

/* ---- periods over all rows --------------------------------------------------------- */

/* G_s(n o m) for any n, from the table and its proven joint period. */
static int64_t row_val(const int64_t *T, size_t W, size_t m, size_t n, size_t pre, size_t per) {
    if (n >= W) n = pre + (n - pre) % per;
    return T[m * W + n];
}

void scoctal_rows_clear(scoctal_rows *r) {
    cgt_free(r->rowpre);
    cgt_free(r->rowper);
    memset(r, 0, sizeof *r);
}

size_t scoctal_rows_rep(const scoctal_rows *r, size_t m) {
    if (m <= r->rows) return m;
    return r->mpre + (m - r->mpre) % r->mperiod;
}

/* Least proven period in m of the rows restricted to n = 0..C (a row's part
 * n <= C depends only on the same part of the k_h rows below it). */
static bool rowpart_period(const int64_t *T, size_t W, size_t C, size_t R, size_t kh, size_t *pre,
                           size_t *period) {
    for (size_t p = 1; p <= R; p++) {
        size_t b = 0;
        for (size_t m = R - p + 1; m-- > 0;)
            if (memcmp(T + m * W, T + (m + p) * W, (C + 1) * sizeof *T) != 0) {
                b = m + 1;
                break;
            }
        size_t i = b < 1 ? 1 : b;
        if (i + p + kh - 1 <= R) {
            *pre = b;
            *period = p;
            return true;
        }
    }
    return false;
}

/* G_s(n o m) for any m and n <= C, from the rows' proven period in m. */
static int64_t col_val(const int64_t *T, size_t W, size_t R, size_t m, size_t n, size_t pre,
                       size_t per) {
    if (m > R) m = pre + (m - pre) % per;
    return T[m * W + n];
}

int scoctal_rows_period(scoctal_rows *r, const scoctal_game *g, const scoctal_game *h,
                        scoctal_op op, size_t max_rows, size_t max_len) {
    memset(r, 0, sizeof *r);
    if (!scoctal_is_tnb(g) || !scoctal_is_tnb(h))
        return cgt_error(CGT_EUSAGE, "row periods need taking-no-breaking games");
    int64_t den = scoctal_den(g, h);
    if (!den) return cgt_error(CGT_ERANGE, "point denominators too large");
    size_t kg = g->k ? g->k : 1, kh = h->k ? h->k : 1;
    /* C: columns whose period in m is proven; R rows; L columns computed */
    size_t C = 8 * (kg > kh ? kg : kh) + 8;
    for (;; C *= 2) {
        size_t R = 3 * C, L = 2 * R + 32 * kg + 32;
        if (R > max_rows || L > max_len || L * (R + 1) > ((size_t)1 << 24)) return 0;
        size_t W = L;
        int64_t *T = cgt_malloc(W * (R + 1) * sizeof *T);
        int rc = tnb_table(T, g, h, L - 1, R, den, op);
        if (rc) {
            cgt_free(T);
            return rc;
        }
        size_t pre = 0, per = 0, mpre = 0, mper = 0;
        if (!joint_period(T, W, R, L, kg, &pre, &per) ||
            !rowpart_period(T, W, C, R, kh, &mpre, &mper)) {
            cgt_free(T);
            continue;
        }
        /* A translation (a, b) from corner (s, s): G(n+a, m+b) = G(n, m) on the
         * rows s..s+kh-1 (all n >= s) and the columns s..s+kg-1 (all m >= s)
         * gives it on the whole quadrant n, m >= s, since there (and at the
         * translate) a cell is the same function of the cells left of and below
         * it.  Rows and columns are known for all n (resp. m) from the two
         * proven periods, so each check is finite. */
        bool found = false;
        size_t fa = 0, fb = 0, fs = 0;
        for (size_t b = 1; b <= R / 2 && !found; b++)
            for (size_t a = 0; a <= 2 * b && !found; a++)
                for (size_t s = 1; s + kh - 1 + b <= R && s + kg - 1 + a <= C && !found; s++) {
                    bool ok = true;
                    size_t nend = (s > pre ? s : pre) + per;
                    for (size_t m = s; m < s + kh && ok; m++)
                        for (size_t n = s; n <= nend && ok; n++)
                            ok = row_val(T, W, m + b, n + a, pre, per) ==
                                 row_val(T, W, m, n, pre, per);
                    size_t mend = (s > mpre ? s : mpre) + mper;
                    for (size_t n = s; n < s + kg && ok; n++)
                        for (size_t m = s; m <= mend && ok; m++)
                            ok = col_val(T, W, R, m + b, n + a, mpre, mper) ==
                                 col_val(T, W, R, m, n, mpre, mper);
                    if (ok) {
                        found = true;
                        fa = a;
                        fb = b;
                        fs = s;
                    }
                }
        if (!found) {
            cgt_free(T);
            continue;
        }
        r->rows = R;
        r->mpre = fs;
        r->mperiod = fb;
        r->mshift = fa;
        r->rowpre = cgt_malloc((R + 1) * sizeof *r->rowpre);
        r->rowper = cgt_malloc((R + 1) * sizeof *r->rowper);
        r->period = 1;
        r->pre = 0;
        for (size_t m = 0; m <= R; m++) {
            size_t d = 1;
            for (; d < per; d++) {
                if (per % d) continue;
                bool ok = true;
                for (size_t n = pre; n < pre + per && ok; n++)
                    ok = row_val(T, W, m, n, pre, per) == row_val(T, W, m, n + d, pre, per);
                if (ok) break;
            }
            size_t rb = 0;
            for (size_t n = pre + per; n-- > 0;)
                if (row_val(T, W, m, n, pre, per) != row_val(T, W, m, n + d, pre, per)) {
                    rb = n + 1;
                    break;
                }
            r->rowper[m] = d;
            r->rowpre[m] = rb;
            if (m < fs + fb) {
                r->period = cgt_lcm_size(r->period, d);
                if (rb > r->pre) r->pre = rb;
            }
        }
        cgt_free(T);
        return 1;
    }
}
