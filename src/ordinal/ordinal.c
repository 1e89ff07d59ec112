/* ordinal.c - ordinals below ω^ω in Cantor normal form and their nim sum and
 * nim product (transfinite nimbers; see include/cgt/ordinal.h and
 * docs/ordinal.md). */
#include "cgt/ordinal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/compound.h"

#define DIGITS 40 /* base-3 digits of an exponent below 3^40 */

void ordinal_init(ordinal *a) {
    memset(a, 0, sizeof *a);
}

void ordinal_clear(ordinal *a) {
    cgt_free(a->t);
    memset(a, 0, sizeof *a);
}

static void reserve(ordinal *a, size_t n) {
    if (n <= a->cap) return;
    size_t cap = a->cap ? a->cap : 4;
    while (cap < n) cap *= 2;
    a->t = cgt_realloc(a->t, cap * sizeof *a->t);
    a->cap = cap;
}

void ordinal_set(ordinal *r, const ordinal *a) {
    if (r == a) return;
    reserve(r, a->n);
    if (a->n) memcpy(r->t, a->t, a->n * sizeof *a->t);
    r->n = a->n;
}

void ordinal_set_term(ordinal *r, uint64_t e, uint64_t c) {
    r->n = 0;
    if (!c) return;
    reserve(r, 1);
    r->t[0].exp = e;
    r->t[0].coef = c;
    r->n = 1;
}

void ordinal_set_ui(ordinal *r, uint64_t n) {
    ordinal_set_term(r, 0, n);
}

bool ordinal_is_finite(const ordinal *a) {
    return a->n == 0 || (a->n == 1 && a->t[0].exp == 0);
}

uint64_t ordinal_finite(const ordinal *a) {
    return a->n == 0 ? 0 : a->t[a->n - 1].exp == 0 ? a->t[a->n - 1].coef : 0;
}

int ordinal_cmp(const ordinal *a, const ordinal *b) {
    for (size_t i = 0;; i++) {
        if (i >= a->n || i >= b->n) return i < a->n ? 1 : i < b->n ? -1 : 0;
        if (a->t[i].exp != b->t[i].exp) return a->t[i].exp > b->t[i].exp ? 1 : -1;
        if (a->t[i].coef != b->t[i].coef) return a->t[i].coef > b->t[i].coef ? 1 : -1;
    }
}

/* ---- nim addition: merge by exponent, exclusive-or equal exponents --------------- */

void ordinal_nim_add(ordinal *r, const ordinal *a, const ordinal *b) {
    ordinal out;
    ordinal_init(&out);
    reserve(&out, a->n + b->n);
    size_t i = 0, j = 0;
    while (i < a->n || j < b->n) {
        ordinal_term t;
        if (j >= b->n || (i < a->n && a->t[i].exp > b->t[j].exp)) {
            t = a->t[i++];
        } else if (i >= a->n || b->t[j].exp > a->t[i].exp) {
            t = b->t[j++];
        } else {
            t.exp = a->t[i].exp;
            t.coef = a->t[i++].coef ^ b->t[j++].coef;
        }
        if (t.coef) out.t[out.n++] = t;
    }
    ordinal_clear(r);
    *r = out;
}

/* ---- nim multiplication ----------------------------------------------------------- */

static void digits3(uint8_t d[DIGITS], uint64_t e) {
    for (int i = 0; i < DIGITS; i++) {
        d[i] = (uint8_t)(e % 3);
        e /= 3;
    }
}

/* (ω^e·c) ⊗ (ω^f·d) = ω^g · (c ⊗ d ⊗ 2^carry): the exponents' base-3 digits
 * are added from the top, a digit sum of 3 or more leaving its excess and
 * carrying one into the digit below (three of ω^(3^n) make ω^(3^(n-1))), the
 * carry out of the units digit multiplying by ω^⊗3 = 2. */
static ordinal_term term_mul(const uint8_t *de, const uint8_t *df, uint64_t c, uint64_t d) {
    uint64_t g = 0;
    int carry = 0;
    uint8_t out[DIGITS];
    for (int n = DIGITS - 1; n >= 0; n--) {
        int s = de[n] + df[n] + carry;
        carry = s >= 3;
        out[n] = (uint8_t)(carry ? s - 3 : s);
    }
    for (int n = DIGITS - 1; n >= 0; n--) g = g * 3 + out[n];
    uint64_t coef = compound_nim_mul(c, d);
    if (carry) coef = compound_nim_mul(coef, 2);
    ordinal_term t = {g, coef};
    return t;
}

static int by_exp_desc(const void *x, const void *y) {
    const ordinal_term *a = x, *b = y;
    return a->exp < b->exp ? 1 : a->exp > b->exp ? -1 : 0;
}

int ordinal_nim_mul(ordinal *r, const ordinal *a, const ordinal *b) {
    if ((double)a->n * (double)b->n > 1e8)
        return cgt_error(CGT_ERANGE, "nim product of ordinals with %zu and %zu terms: too many",
                         a->n, b->n);
    size_t np = a->n * b->n;
    ordinal_term *p = cgt_malloc((np ? np : 1) * sizeof *p);
    uint8_t *da = cgt_malloc((a->n ? a->n : 1) * DIGITS),
            *db = cgt_malloc((b->n ? b->n : 1) * DIGITS);
    for (size_t i = 0; i < a->n; i++) digits3(da + i * DIGITS, a->t[i].exp);
    for (size_t j = 0; j < b->n; j++) digits3(db + j * DIGITS, b->t[j].exp);
    int rc = 0;
    size_t k = 0;
    for (size_t i = 0; i < a->n && rc == 0; i++)
        for (size_t j = 0; j < b->n; j++) {
            if ((k & 255) == 0 && cgt_limit_tick()) {
                rc = cgt_limit_error();
                break;
            }
            p[k++] = term_mul(da + i * DIGITS, db + j * DIGITS, a->t[i].coef, b->t[j].coef);
        }
    cgt_free(da);
    cgt_free(db);
    if (rc < 0) {
        cgt_free(p);
        return rc;
    }
    if (k) qsort(p, k, sizeof *p, by_exp_desc);
    size_t m = 0;
    for (size_t i = 0; i < k;) {
        ordinal_term t = {p[i].exp, 0};
        for (; i < k && p[i].exp == t.exp; i++) t.coef ^= p[i].coef;
        if (t.coef) p[m++] = t;
    }
    if (m > ORDINAL_MAX_TERMS) {
        cgt_free(p);
        return cgt_error(CGT_ERANGE, "nim product with %zu terms (at most %d)", m,
                         ORDINAL_MAX_TERMS);
    }
    ordinal_clear(r);
    r->t = p;
    r->n = m;
    r->cap = np ? np : 1;
    return 0;
}

int ordinal_nim_pow(ordinal *r, const ordinal *a, uint64_t k) {
    ordinal acc, x;
    ordinal_init(&acc);
    ordinal_init(&x);
    ordinal_set_ui(&acc, 1);
    ordinal_set(&x, a);
    int rc = 0;
    while (k && rc == 0) {
        if (k & 1) rc = ordinal_nim_mul(&acc, &acc, &x);
        k >>= 1;
        if (k && rc == 0) rc = ordinal_nim_mul(&x, &x, &x);
    }
    if (rc == 0) ordinal_set(r, &acc);
    ordinal_clear(&acc);
    ordinal_clear(&x);
    return rc;
}

int ordinal_nim_inverse(ordinal *r, const ordinal *a) {
    if (a->n == 0) return cgt_error(CGT_EVALUE, "nim division by 0");
    if (ordinal_is_finite(a)) {
        ordinal_set_ui(r, compound_nim_inverse(ordinal_finite(a)));
        return 0;
    }
    int levels = 0;
    for (uint64_t e = a->t[0].exp; e; e /= 3) levels++;
    if (levels > 4)
        return cgt_error(CGT_ERANGE, "nim inverse of an ordinal of ω^81 or more is not supported");
    /* the field of order q = 2^N, N = 64·3^levels: a^(q-2) = Π a^(2^i), 1 <= i < N */
    uint64_t nbits = 64;
    for (int i = 0; i < levels; i++) nbits *= 3;
    ordinal x, acc;
    ordinal_init(&x);
    ordinal_init(&acc);
    ordinal_set(&x, a);
    ordinal_set_ui(&acc, 1);
    int rc = 0;
    for (uint64_t i = 1; i < nbits && rc == 0; i++) {
        rc = ordinal_nim_mul(&x, &x, &x);
        if (rc == 0) rc = ordinal_nim_mul(&acc, &acc, &x);
    }
    if (rc == 0) ordinal_set(r, &acc);
    ordinal_clear(&x);
    ordinal_clear(&acc);
    return rc;
}

/* ---- text ------------------------------------------------------------------------ */

static int column(const char *text, size_t off) {
    int col = 1;
    for (size_t i = 0; i < off && text[i]; i++)
        if (((unsigned char)text[i] & 0xC0) != 0x80) col++;
    return col;
}

/* "column N: what" for the character at text[off]; `what` names the problem
 * and `detail` (may be "") follows it. */
static int parse_error(const char *text, size_t off, int code, const char *what,
                       const char *detail) {
    return cgt_error(code, "column %d: %s%s", column(text, off), what, detail);
}

static void skip_spaces(const char *t, size_t *p) {
    while (t[*p] == ' ' || t[*p] == '\t') (*p)++;
}

/* ω or "omega" at t[*p]: advances past it. */
static bool read_omega(const char *t, size_t *p) {
    if ((unsigned char)t[*p] == 0xCF && (unsigned char)t[*p + 1] == 0x89) {
        *p += 2;
        return true;
    }
    if (strncmp(t + *p, "omega", 5) == 0) {
        *p += 5;
        return true;
    }
    return false;
}

static bool read_times(const char *t, size_t *p) {
    if (t[*p] == '*') return ++*p, true;
    if ((unsigned char)t[*p] == 0xC2 && (unsigned char)t[*p + 1] == 0xB7) return *p += 2, true;
    return false;
}

static int read_uint(uint64_t *out, const char *text, size_t *p, uint64_t limit, const char *what) {
    size_t at = *p;
    if (text[*p] < '0' || text[*p] > '9')
        return parse_error(text, at, CGT_EPARSE, "expected ", what);
    uint64_t v = 0;
    bool over = false;
    for (; text[*p] >= '0' && text[*p] <= '9'; (*p)++) {
        unsigned d = (unsigned)(text[*p] - '0');
        if (v > (UINT64_MAX - d) / 10)
            over = true;
        else
            v = v * 10 + d;
    }
    if (over || (limit && v >= limit))
        return parse_error(text, at, CGT_ERANGE, what,
                           limit ? " too large (at most 3^40 - 1)"
                                 : " too large (at most 2^64 - 1)");
    *out = v;
    return 0;
}

/* ω ['^' exponent] at t[*p] (the ω already seen is consumed here). */
static int read_power(uint64_t *e, const char *t, size_t *p) {
    *e = 1;
    skip_spaces(t, p);
    if (t[*p] != '^') return 0;
    (*p)++;
    skip_spaces(t, p);
    return read_uint(e, t, p, ORDINAL_EXP_LIMIT, "an exponent");
}

int ordinal_parse(ordinal *r, const char *text) {
    ordinal acc;
    ordinal_init(&acc);
    size_t p = 0;
    int rc = 0;
    for (;;) {
        skip_spaces(text, &p);
        uint64_t coef = 1, e = 0;
        size_t at = p;
        if (read_omega(text, &p)) {
            if ((rc = read_power(&e, text, &p)) < 0) break;
            size_t q = p;
            skip_spaces(text, &q);
            if (read_times(text, &q)) {
                skip_spaces(text, &q);
                p = q;
                if ((rc = read_uint(&coef, text, &p, 0, "a coefficient")) < 0) break;
            }
        } else if (text[p] >= '0' && text[p] <= '9') {
            if ((rc = read_uint(&coef, text, &p, 0, "a coefficient")) < 0) break;
            size_t q = p;
            skip_spaces(text, &q);
            bool times = read_times(text, &q);
            skip_spaces(text, &q);
            if (read_omega(text, &q)) {
                p = q;
                if ((rc = read_power(&e, text, &p)) < 0) break;
            } else if (times) {
                rc = parse_error(text, q, CGT_EPARSE, "expected ω after '*'", "");
                break;
            }
        } else {
            rc = parse_error(text, at, CGT_EPARSE,
                             text[at] ? "expected an integer or ω" : "expected an ordinal", "");
            break;
        }
        /* natural sum: coefficients of equal exponents add (as integers) */
        ordinal_term *found = NULL;
        for (size_t i = 0; i < acc.n; i++)
            if (acc.t[i].exp == e) found = &acc.t[i];
        if (found) {
            if (found->coef > UINT64_MAX - coef) {
                rc = parse_error(text, at, CGT_ERANGE, "coefficient too large (at most 2^64 - 1)",
                                 "");
                break;
            }
            found->coef += coef;
        } else if (coef) {
            if (acc.n >= ORDINAL_MAX_TERMS) {
                rc = parse_error(text, at, CGT_ERANGE, "more than 100000 terms", "");
                break;
            }
            reserve(&acc, acc.n + 1);
            acc.t[acc.n].exp = e;
            acc.t[acc.n++].coef = coef;
        }
        skip_spaces(text, &p);
        if (text[p] == '+') {
            p++;
            continue;
        }
        if (text[p])
            rc = parse_error(text, p, CGT_EPARSE, "expected '+' or the end of the ordinal", "");
        break;
    }
    if (rc == 0) {
        if (acc.n) qsort(acc.t, acc.n, sizeof *acc.t, by_exp_desc);
        ordinal_set(r, &acc);
    }
    ordinal_clear(&acc);
    return rc;
}

/* Appends prefix (and v when with_v) to dst[0, cap) at *k like snprintf,
 * counting what does not fit: a first pass with cap 0 measures, a second
 * writes. */
static void out(char *dst, size_t cap, size_t *k, const char *prefix, bool with_v, uint64_t v) {
    bool fits = dst && *k < cap;
    char *at = fits ? dst + *k : NULL;
    size_t room = fits ? cap - *k : 0;
    *k += (size_t)(with_v ? snprintf(at, room, "%s%llu", prefix, (unsigned long long)v)
                          : snprintf(at, room, "%s", prefix));
}

static size_t write_ordinal(char *dst, size_t cap, const ordinal *a, bool nimber) {
    size_t k = 0;
    bool one = ordinal_is_finite(a) && ordinal_finite(a) == 1;
    bool parens = a->n > 1 || (a->n == 1 && a->t[0].exp != 0 && a->t[0].coef != 1);
    if (a->n == 0 || (nimber && one)) {
        out(dst, cap, &k, a->n == 0 ? "0" : "*", false, 0);
        return k;
    }
    if (nimber) out(dst, cap, &k, parens ? "*(" : "*", false, 0);
    for (size_t i = 0; i < a->n; i++) {
        const ordinal_term *t = &a->t[i];
        const char *plus = i ? "+" : "";
        if (t->exp == 0 || t->coef != 1)
            out(dst, cap, &k, plus, true, t->coef);
        else
            out(dst, cap, &k, plus, false, 0);
        if (t->exp >= 1) out(dst, cap, &k, "\xCF\x89", false, 0); /* ω */
        if (t->exp >= 2) out(dst, cap, &k, "^", true, t->exp);
    }
    if (nimber && parens) out(dst, cap, &k, ")", false, 0);
    return k;
}

static char *print(const ordinal *a, bool nimber) {
    size_t n = write_ordinal(NULL, 0, a, nimber);
    char *s = cgt_malloc(n + 1);
    write_ordinal(s, n + 1, a, nimber);
    return s;
}

char *ordinal_str(const ordinal *a) {
    return print(a, false);
}

char *ordinal_nimber_str(const ordinal *a) {
    return print(a, true);
}
