/* tbcode.c - general take-and-break codes in CGSuite's TBCode syntax
 * (hexadecimal and base-32 digits, {..} heap-count lists, "+", the
 * constraints "!", "?", "=", repeated digits "[..]", digits before the point
 * that add tokens): parsing, printing, the options of one heap and the nim
 * values, splitting a heap into any number of heaps (docs/octal.md). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cgt/octal.h"

#define TB_MAX_DIGITS ((size_t)1 << 16)
#define TB_COUNTS 64 /* heap counts 0..63 may be listed */

enum { TB_NO = 0, TB_ANY, TB_UNEQUAL, TB_SOME, TB_EQUAL };

/* One digit: c[r] is the constraint on the heaps left when r heaps are left
 * (TB_NO: not allowed); every r >= top is allowed too, with constraint mc,
 * when `more` (then mc is the constraint of the last count listed).  Heap
 * counts 0 and 1 are always TB_ANY when allowed (a constraint on fewer than
 * two heaps says nothing). */
typedef struct tb_digit {
    uint8_t c[TB_COUNTS];
    uint8_t top; /* largest listed count + 1; 0 for the zero digit */
    bool more;
    uint8_t mc;
} tb_digit;

struct octal_tb {
    tb_digit *d; /* d[k]: removing k tokens; d[0] is the digit before the point */
    size_t nd;
    size_t period; /* > 0: d[nd - period .. nd - 1] repeat forever */
    tb_digit *add; /* add[j - 1]: adding j tokens (digits before d[0]) */
    size_t nadd;
};

static const char base32[] = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

static uint8_t constraint_of(uint8_t ch) {
    return ch == '!' ? TB_UNEQUAL : ch == '?' ? TB_SOME : ch == '=' ? TB_EQUAL : TB_NO;
}

static void digit_finish(tb_digit *g) {
    g->top = 0;
    for (int r = TB_COUNTS - 1; r >= 0; r--)
        if (g->c[r]) {
            g->top = (uint8_t)(r + 1);
            break;
        }
    if (!g->top) g->more = false;
    g->mc = g->more ? g->c[g->top - 1] : TB_NO;
    for (int r = 0; r < 2; r++)
        if (g->c[r]) g->c[r] = TB_ANY;
}

static bool digit_zero(const tb_digit *g) {
    return g->top == 0;
}

static bool digit_allows(const tb_digit *g, size_t r, uint8_t *cons) {
    uint8_t c = r < g->top ? g->c[r] : (g->more ? g->mc : TB_NO);
    if (c && r < 2) c = TB_ANY;
    *cons = c;
    return c != TB_NO;
}

/* The smallest heap count the digit allows (SIZE_MAX for the zero digit). */
static size_t digit_min(const tb_digit *g) {
    for (size_t r = 0; r < g->top; r++)
        if (g->c[r]) return r;
    return SIZE_MAX;
}

/* A constraint suffix at text[*i], if any. */
static uint8_t read_suffix(const char *text, size_t *i) {
    uint8_t c = constraint_of((uint8_t)text[*i]);
    if (c) (*i)++;
    return c ? c : TB_ANY;
}

#define PERR(col, ...) cgt_error(CGT_EPARSE, "column %zu: " __VA_ARGS__)

/* Reads one digit at text[*i]; returns 0 or CGT_EPARSE. */
static int read_digit(tb_digit *g, const char *text, size_t *i) {
    memset(g, 0, sizeof *g);
    size_t start = *i;
    unsigned char ch = (unsigned char)text[*i];
    if (ch == '{') {
        size_t j = *i + 1;
        uint8_t items[TB_COUNTS] = {0};
        bool any_explicit = false;
        for (;;) {
            if (!(text[j] >= '0' && text[j] <= '9'))
                return PERR(j + 1, "expected a heap count (0 to 63) in {...}", j + 1);
            size_t v = 0, vs = j;
            while (text[j] >= '0' && text[j] <= '9') {
                v = v * 10 + (size_t)(text[j] - '0');
                if (v >= TB_COUNTS) return PERR(vs + 1, "heap count over 63", vs + 1);
                j++;
            }
            uint8_t c = constraint_of((uint8_t)text[j]);
            if (c) {
                any_explicit = true;
                j++;
            }
            items[v] = c ? c : TB_ANY;
            if (text[j] == '+') {
                g->more = true;
                j++;
                if (text[j] != '}')
                    return PERR(j + 1, "'+' (or more heaps) ends the list: expected '}'", j + 1);
            }
            if (text[j] == ',') {
                j++;
                continue;
            }
            if (text[j] == '}') break;
            return PERR(j + 1, "expected ',', '+' or '}' in a heap-count list", j + 1);
        }
        j++;
        size_t sj = j;
        uint8_t global = constraint_of((uint8_t)text[j]);
        if (global) {
            if (any_explicit)
                return PERR(sj + 1, "a constraint after '}' and on an element of the list at once",
                            sj + 1);
            j++;
        }
        for (int r = 0; r < TB_COUNTS; r++)
            if (items[r]) g->c[r] = global && items[r] == TB_ANY ? global : items[r];
        *i = j;
    } else if (ch == '*') {
        (*i)++;
        g->c[0] = read_suffix(text, i);
        g->more = true;
    } else if (ch == '&') {
        size_t j = *i + 1;
        uint64_t v = 0;
        if (!(text[j] >= '0' && text[j] <= '9'))
            return PERR(j + 1, "expected a number after '&' (a digit as &N;)", j + 1);
        while (text[j] >= '0' && text[j] <= '9') {
            uint64_t dd = (uint64_t)(text[j] - '0');
            if (v > (UINT64_MAX - dd) / 10)
                return PERR(start + 1, "digit &N; over 2^64", start + 1);
            v = v * 10 + dd;
            j++;
        }
        if (text[j] != ';')
            return PERR(j + 1, "expected ';' after &%llu", j + 1, (unsigned long long)v);
        j++;
        uint8_t c = read_suffix(text, &j);
        for (int r = 0; r < TB_COUNTS; r++)
            if (v >> r & 1) g->c[r] = c;
        *i = j;
    } else {
        const char *p = ch ? strchr(base32, ch >= 'a' && ch <= 'z' ? ch - 32 : ch) : NULL;
        if (!p) {
            if (ch >= 0x20 && ch < 0x7f)
                return PERR(start + 1,
                            "'%c' is not a take-and-break digit (0-9, A-V, *, {..}, &N;)",
                            start + 1, ch);
            return PERR(start + 1, "unexpected character 0x%02x in a take-and-break code",
                        start + 1, ch);
        }
        unsigned v = (unsigned)(p - base32);
        (*i)++;
        uint8_t c = read_suffix(text, i);
        for (int r = 0; r < 5; r++)
            if (v >> r & 1) g->c[r] = c;
    }
    digit_finish(g);
    return 0;
}

/* Appends digit g, read at column col, to the array *d (and *cols). */
static void push_digit(tb_digit **d, size_t **cols, size_t *n, size_t *cap, const tb_digit *g,
                       size_t col) {
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 8;
        *d = cgt_realloc(*d, *cap * sizeof **d);
        *cols = cgt_realloc(*cols, *cap * sizeof **cols);
    }
    (*cols)[*n] = col;
    (*d)[(*n)++] = *g;
}

void octal_tb_free(octal_tb *t) {
    if (!t) return;
    cgt_free(t->d);
    cgt_free(t->add);
    cgt_free(t);
}

int octal_tb_parse(octal_tb **out, const char *code) {
    *out = NULL;
    size_t len = strlen(code);
    if (len == 0) return cgt_error(CGT_EPARSE, "column 1: empty take-and-break code");
    if (len > 8 * TB_MAX_DIGITS)
        return cgt_error(CGT_EPARSE, "column %zu: take-and-break code longer than %zu characters",
                         8 * TB_MAX_DIGITS + 1, 8 * TB_MAX_DIGITS);
    tb_digit *before = NULL, *after = NULL;
    size_t nb = 0, na = 0, capb = 0, capa = 0, period_start = SIZE_MAX;
    size_t *bcol = NULL, *acol = NULL;
    bool point = false, closed = false;
    int rc = 0;
    size_t i = 0;
    while (i < len) {
        char ch = code[i];
        const char *bad = NULL; /* the problem at column i + 1 */
        if (closed)
            bad = "nothing may follow the repeated digits '[...]'";
        else if (ch == '.')
            bad = point ? "a second '.'" : NULL, point = true;
        else if (ch == '[' && (!point || period_start != SIZE_MAX))
            bad = "'[' (repeated digits) only once, after the point";
        else if (ch == '[')
            period_start = na;
        else if (ch == ']')
            bad = period_start == SIZE_MAX ? "']' without '['"
                  : period_start == na     ? "'[]' repeats no digit"
                                           : NULL,
            closed = true;
        if (bad) {
            rc = PERR(i + 1, "%s", i + 1, bad);
            goto fail;
        }
        if (ch == '.' || ch == '[' || ch == ']') {
            i++;
            continue;
        }
        tb_digit g;
        size_t col = i + 1;
        if ((rc = read_digit(&g, code, &i)) < 0) goto fail;
        if (point && na >= TB_MAX_DIGITS) {
            rc = PERR(col, "more than %zu digits", col, TB_MAX_DIGITS);
            goto fail;
        }
        if (point)
            push_digit(&after, &acol, &na, &capa, &g, col);
        else
            push_digit(&before, &bcol, &nb, &capb, &g, col);
    }
    if (period_start != SIZE_MAX && !closed) {
        rc = PERR(len + 1, "expected ']' to close the repeated digits", len + 1);
        goto fail;
    }
    if (point && nb == 0) { /* ".77": the digit before the point is 0 */
        before = cgt_realloc(before, sizeof *before);
        bcol = cgt_realloc(bcol, sizeof *bcol);
        memset(before, 0, sizeof *before);
        bcol[0] = 1;
        nb = 1;
    }
    if (nb == 0) {
        rc = PERR((size_t)1, "expected a digit", (size_t)1);
        goto fail;
    }
    if (nb > TB_MAX_DIGITS) {
        rc = PERR(bcol[TB_MAX_DIGITS], "more than %zu digits", bcol[TB_MAX_DIGITS], TB_MAX_DIGITS);
        goto fail;
    }
    /* Every option leaves heaps smaller than the heap (a short game): removing
     * nothing must leave two heaps or more, adding j tokens j + 2 or more. */
    for (size_t b = 0; b < nb; b++) {
        size_t j = nb - 1 - b; /* tokens added; 0 for the digit before the point */
        size_t lo = digit_min(&before[b]);
        if (lo != SIZE_MAX && lo < j + 2) {
            if (j == 0)
                rc = PERR(bcol[b],
                          "the digit before the point may not leave %s (only splits into two "
                          "heaps or more remove nothing)",
                          bcol[b], lo == 0 ? "no heap" : "one heap (a pass)");
            else
                rc = PERR(bcol[b],
                          "adding %zu token%s must leave at least %zu heaps (else a heap may "
                          "grow: not a short game)",
                          bcol[b], j, j == 1 ? "" : "s", j + 2);
            goto fail;
        }
    }
    octal_tb *t = cgt_calloc(1, sizeof *t);
    /* digits: d[0] = the last digit before the point, then those after it */
    t->nd = 1 + na;
    t->d = cgt_malloc(t->nd * sizeof *t->d);
    t->d[0] = before[nb - 1];
    if (na) memcpy(t->d + 1, after, na * sizeof *after);
    t->period = period_start == SIZE_MAX ? 0 : na - period_start;
    bool zero_period = true;
    for (size_t k = t->nd - t->period; k < t->nd; k++)
        if (!digit_zero(&t->d[k])) zero_period = false;
    if (zero_period) {
        t->nd -= t->period;
        t->period = 0;
    }
    if (!t->period)
        while (t->nd > 1 && digit_zero(&t->d[t->nd - 1])) t->nd--;
    t->nadd = nb - 1;
    while (t->nadd > 0 && digit_zero(&before[nb - 1 - t->nadd])) t->nadd--;
    t->add = cgt_malloc((t->nadd ? t->nadd : 1) * sizeof *t->add);
    for (size_t j = 1; j <= t->nadd; j++) t->add[j - 1] = before[nb - 1 - j];
    *out = t;
fail:
    cgt_free(before);
    cgt_free(after);
    cgt_free(bcol);
    cgt_free(acol);
    return rc;
}

static const tb_digit *digit_at(const octal_tb *t, long long k) {
    static const tb_digit zero;
    if (k < 0) return (size_t)(-k) <= t->nadd ? &t->add[-k - 1] : &zero;
    size_t u = (size_t)k;
    if (u < t->nd) return &t->d[u];
    if (t->period) {
        size_t pre = t->nd - t->period;
        return &t->d[(u - pre) % t->period + pre];
    }
    return &zero;
}

/* ---- printing ---------------------------------------------------------- */

typedef struct sbuf {
    char *s;
    size_t len, cap;
} sbuf;

static void sb_put(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_put(sbuf *b, const char *fmt, ...) {
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
        va_end(ap);
        if (n >= 0 && (size_t)n < b->cap - b->len) {
            b->len += (size_t)n;
            return;
        }
        b->cap = 2 * b->cap + (size_t)(n > 0 ? n : 16);
        b->s = cgt_realloc(b->s, b->cap);
    }
}

static const char *suffix(uint8_t c) {
    return c == TB_UNEQUAL ? "!" : c == TB_SOME ? "?" : c == TB_EQUAL ? "=" : "";
}

/* CGSuite's canonical spelling of a digit (TBCode.scala's Digit.toString):
 * one base-32 character or &N; with one constraint when every count of two
 * heaps or more shares it, "*" for any number of heaps, else a list. */
static void put_digit(sbuf *b, const tb_digit *g) {
    if (digit_zero(g)) {
        sb_put(b, "0");
        return;
    }
    uint8_t uni = 0;
    bool uniform = true;
    int top = g->top;
    uint8_t pc[TB_COUNTS];
    /* the constraints on two heaps or more: the listed ones, then mc */
    for (int r = top < 2 ? top : 2; r <= top; r++) {
        uint8_t c = r >= 2 && r < top ? g->c[r] : g->more ? g->mc : TB_NO;
        if (c) {
            if (!uni)
                uni = c;
            else if (c != uni)
                uniform = false;
        }
    }
    for (int r = 0; r < top; r++)
        pc[r] = r < 2 && g->c[r] ? (uniform && uni ? uni : TB_ANY) : g->c[r];
    if (g->more) pc[top - 1] = uniform && uni ? uni : g->mc; /* the last count goes on */
    if (g->more)                                             /* "{2,3+}" is "{2+}" */
        while (top >= 2 && pc[top - 2] && pc[top - 2] == pc[top - 1]) top--;
    if (uniform) {
        uint8_t c = uni ? uni : TB_ANY;
        if (g->more && top == 1) {
            sb_put(b, "*%s", suffix(c));
            return;
        }
        if (!g->more) {
            uint64_t mask = 0;
            for (int r = 0; r < top; r++)
                if (pc[r]) mask |= (uint64_t)1 << r;
            if (mask < 32)
                sb_put(b, "%c%s", base32[mask], suffix(c));
            else
                sb_put(b, "&%llu;%s", (unsigned long long)mask, suffix(c));
            return;
        }
        sb_put(b, "{");
        bool first = true;
        for (int r = 0; r < top; r++)
            if (pc[r]) {
                sb_put(b, "%s%d", first ? "" : ",", r);
                first = false;
            }
        sb_put(b, "+}%s", suffix(c));
        return;
    }
    sb_put(b, "{");
    bool first = true;
    for (int r = 0; r < top; r++)
        if (pc[r]) {
            sb_put(b, "%s%d%s", first ? "" : ",", r, suffix(pc[r]));
            first = false;
        }
    sb_put(b, "%s}", g->more ? "+" : "");
}

char *octal_tb_string(const octal_tb *t) {
    sbuf b = {cgt_malloc(32), 0, 32};
    b.s[0] = '\0';
    for (size_t j = t->nadd; j >= 1; j--) put_digit(&b, &t->add[j - 1]);
    put_digit(&b, &t->d[0]);
    sb_put(&b, ".");
    size_t pre = t->nd - t->period;
    if (pre <= 1 && !t->period) sb_put(&b, "0");
    for (size_t k = 1; k < pre; k++) put_digit(&b, &t->d[k]);
    if (t->period) {
        sb_put(&b, "[");
        for (size_t k = pre; k < t->nd; k++) put_digit(&b, &t->d[k]);
        sb_put(&b, "]");
    }
    return b.s;
}

/* ---- options ----------------------------------------------------------- */

static bool parts_ok(const size_t *p, size_t r, uint8_t c) {
    if (r < 2 || c == TB_ANY) return true;
    if (c == TB_UNEQUAL) {
        for (size_t i = 1; i < r; i++)
            if (p[i] == p[i - 1]) return false;
        return true;
    }
    bool all_equal = p[0] == p[r - 1];
    return c == TB_EQUAL ? all_equal : !all_equal;
}

typedef octal_tb_visit part_fn;

/* Every nondecreasing p[i..r-1] with parts >= lo summing to m, in
 * lexicographic order, that meets c; stops on a nonzero return. */
static int partitions(size_t *p, size_t i, size_t r, size_t m, size_t lo, uint8_t c, part_fn fn,
                      void *ctx) {
    if (c == TB_EQUAL) { /* one way at most: r parts of m / r */
        if (m % r) return 0;
        for (size_t j = 0; j < r; j++) p[j] = m / r;
        return fn(ctx, p, r);
    }
    if (i == r - 1) {
        if (m < lo) return 0;
        p[i] = m;
        return parts_ok(p, r, c) ? fn(ctx, p, r) : 0;
    }
    size_t left = r - i; /* parts still to place, each >= the one before */
    for (size_t a = lo; a * left <= m; a++) {
        if (c == TB_UNEQUAL && a * left + left * (left - 1) / 2 > m) return 0;
        p[i] = a;
        int rc = partitions(p, i + 1, r, m - a, c == TB_UNEQUAL ? a + 1 : a, c, fn, ctx);
        if (rc) return rc;
    }
    return 0;
}

/* The options of a heap of n under digit g removing k tokens (m left), in
 * CGSuite's order: by heap count, then lexicographically. */
static int digit_options(const tb_digit *g, size_t m, size_t *buf, part_fn fn, void *ctx) {
    size_t rmax = g->more ? m : (g->top ? (size_t)g->top - 1 : 0);
    if (rmax > m) rmax = m;
    uint8_t c;
    if (m == 0) return digit_allows(g, 0, &c) ? fn(ctx, buf, 0) : 0;
    for (size_t r = 1; r <= rmax; r++) {
        if (!digit_allows(g, r, &c)) continue;
        int rc = partitions(buf, 0, r, m, 1, c, fn, ctx);
        if (rc) return rc;
    }
    return 0;
}

int octal_tb_options(const octal_tb *t, size_t n, part_fn fn, void *ctx) {
    size_t *buf = cgt_malloc((n + t->nadd + 1) * sizeof *buf);
    int rc = 0;
    long long kmax = (long long)n;
    if (!t->period && (long long)t->nd - 1 < kmax) kmax = (long long)t->nd - 1;
    for (long long k = -(long long)t->nadd; k <= kmax && !rc; k++) {
        const tb_digit *g = digit_at(t, k);
        if (digit_zero(g)) continue;
        rc = digit_options(g, (size_t)((long long)n - k), buf, fn, ctx);
    }
    cgt_free(buf);
    return rc;
}

/* ---- nim values -------------------------------------------------------- */

/* Sets of values as bitsets of W words (values below 64 W).  level[r] for
 * r = 2..63 holds S_r(m), the XORs of G over the ways to write m as r
 * positive parts; level[64 + L] for L = 1..63 holds U_L(m), the same over L
 * parts or more.  Both are filled for m = 0, 1, ... as far as asked. */
typedef struct tb_sets {
    uint64_t *bits;
    size_t count; /* m = 0..count-1 filled */
    size_t cap;
} tb_sets;

typedef struct tb_calc {
    const octal_tb *t;
    const uint32_t *v; /* values so far */
    size_t known;      /* v[0..known-1] */
    size_t W;          /* words per set */
    tb_sets lv[128];
    uint64_t *seen; /* W words */
    size_t *buf;
} tb_calc;

static void set_xor_into(uint64_t *dst, const uint64_t *src, uint32_t x, size_t W) {
    for (size_t w = 0; w < W; w++) {
        uint64_t b = src[w];
        while (b) {
            unsigned i = (unsigned)__builtin_ctzll(b);
            b &= b - 1;
            uint32_t y = ((uint32_t)(w * 64 + i)) ^ x;
            dst[y >> 6] |= (uint64_t)1 << (y & 63);
        }
    }
}

static void set_add(uint64_t *dst, uint32_t y) {
    dst[y >> 6] |= (uint64_t)1 << (y & 63);
}

static const uint64_t *level_get(tb_calc *c, int level, size_t m);

static void level_fill(tb_calc *c, int level, size_t m, uint64_t *dst) {
    size_t W = c->W;
    memset(dst, 0, W * sizeof *dst);
    bool u = level >= 64;
    size_t r = u ? (size_t)(level - 64) : (size_t)level;
    if (m < r || m == 0) return;
    if (u && r == 1) { /* A(m) = {G(m)} plus G(a) ^ A(m - a) */
        set_add(dst, c->v[m]);
        for (size_t a = 1; a < m; a++) set_xor_into(dst, level_get(c, 65, m - a), c->v[a], W);
        return;
    }
    if (!u && r == 2) {
        for (size_t a = 1; a < m; a++) set_add(dst, c->v[a] ^ c->v[m - a]);
        return;
    }
    for (size_t a = 1; a + (r - 1) <= m; a++)
        set_xor_into(dst, level_get(c, level - 1, m - a), c->v[a], W);
}

static const uint64_t *level_get(tb_calc *c, int level, size_t m) {
    tb_sets *s = &c->lv[level];
    while (s->count <= m) {
        if (s->count == s->cap) {
            s->cap = s->cap ? 2 * s->cap : 64;
            s->bits = cgt_realloc(s->bits, s->cap * c->W * sizeof(uint64_t));
        }
        size_t mm = s->count;
        level_fill(c, level, mm, s->bits + mm * c->W);
        s->count++;
    }
    return s->bits + m * c->W;
}

static void seen_or(tb_calc *c, const uint64_t *src) {
    for (size_t w = 0; w < c->W; w++) c->seen[w] |= src[w];
}

static int mark_part(void *ctx, const size_t *p, size_t r) {
    tb_calc *c = ctx;
    uint32_t x = 0;
    for (size_t i = 0; i < r; i++) x ^= c->v[p[i]];
    set_add(c->seen, x);
    return cgt_limit_tick() ? CGT_ELIMIT : 0;
}

/* Marks the values of the options removing k tokens (m left). */
static int mark_digit(tb_calc *c, const tb_digit *g, size_t m) {
    uint8_t cons;
    if (m == 0) {
        if (digit_allows(g, 0, &cons)) set_add(c->seen, 0);
        return 0;
    }
    size_t listed = g->top ? (size_t)g->top - 1 : 0; /* largest listed count */
    size_t rmax = g->more ? m : (listed < m ? listed : m);
    for (size_t r = 1; r <= rmax; r++) {
        if (!digit_allows(g, r, &cons)) continue;
        if (r == 1) {
            set_add(c->seen, c->v[m]);
        } else if (cons == TB_ANY) {
            if (g->more && g->mc == TB_ANY && r + 1 >= g->top) { /* r heaps or more, at once */
                seen_or(c, level_get(c, 64 + (int)r, m));
                break;
            }
            seen_or(c, level_get(c, (int)r, m));
        } else if (cons == TB_EQUAL) {
            if (m % r == 0) set_add(c->seen, r % 2 ? c->v[m / r] : 0);
        } else {
            if (cons == TB_UNEQUAL && r * (r + 1) / 2 > m) break;
            int rc = partitions(c->buf, 0, r, m, 1, cons, mark_part, c);
            if (rc) return rc;
        }
    }
    return 0;
}

static void calc_widen(tb_calc *c, size_t W) {
    for (int l = 0; l < 128; l++) {
        cgt_free(c->lv[l].bits);
        memset(&c->lv[l], 0, sizeof c->lv[l]);
    }
    c->W = W;
    c->seen = cgt_realloc(c->seen, W * sizeof(uint64_t));
}

int octal_tb_nim_values(uint32_t *out, const octal_tb *t, size_t upto) {
    if (upto > OCTAL_TB_MAX_HEAP)
        return cgt_error(CGT_ERANGE, "heap %zu is over the limit of %zu for take-and-break codes",
                         upto, (size_t)OCTAL_TB_MAX_HEAP);
    tb_calc c;
    memset(&c, 0, sizeof c);
    c.t = t;
    c.v = out;
    c.buf = cgt_malloc((upto + t->nadd + 2) * sizeof(size_t));
    calc_widen(&c, 1);
    int rc = 0;
    uint32_t maxv = 0;
    for (size_t n = 0; n <= upto; n++) {
        if (cgt_limit_tick()) {
            rc = cgt_limit_check();
            break;
        }
        memset(c.seen, 0, c.W * sizeof(uint64_t));
        long long kmax = (long long)n;
        if (!t->period && (long long)t->nd - 1 < kmax) kmax = (long long)t->nd - 1;
        for (long long k = -(long long)t->nadd; k <= kmax && !rc; k++) {
            const tb_digit *g = digit_at(t, k);
            if (digit_zero(g) || (n == 0 && k <= 0)) continue;
            rc = mark_digit(&c, g, (size_t)((long long)n - k));
        }
        if (rc) {
            rc = cgt_limit_check();
            break;
        }
        uint32_t mex = 0;
        size_t w = 0;
        while (w < c.W && c.seen[w] == UINT64_MAX) w++;
        mex = (uint32_t)(w * 64) + (w < c.W ? (uint32_t)__builtin_ctzll(~c.seen[w]) : 0);
        out[n] = mex;
        if (mex > maxv) {
            maxv = mex;
            size_t W = c.W;
            while ((uint64_t)W * 64 <= maxv) W *= 2;
            if (W != c.W) calc_widen(&c, W);
        }
        if (cgt_limit_memory(cgt_memory_live(), "take-and-break value sets")) {
            rc = cgt_limit_check();
            break;
        }
    }
    for (int l = 0; l < 128; l++) cgt_free(c.lv[l].bits);
    cgt_free(c.seen);
    cgt_free(c.buf);
    return rc;
}

game_t octal_tb_value(const octal_tb *t, size_t heap) {
    if (heap > OCTAL_TB_MAX_HEAP) {
        cgt_error(CGT_ERANGE, "heap %zu is over the limit of %zu for take-and-break codes", heap,
                  (size_t)OCTAL_TB_MAX_HEAP);
        return GAME_NONE;
    }
    uint32_t *v = cgt_malloc((heap + 1) * sizeof(uint32_t));
    int rc = octal_tb_nim_values(v, t, heap);
    game_t r = rc < 0 ? GAME_NONE : game_nimber(v[heap]);
    cgt_free(v);
    return r;
}

int octal_parse_any(octal_game *g, octal_tb **tb, const char *spec) {
    *tb = NULL;
    int rc = octal_parse(g, spec);
    if (rc == 0) return 0;
    octal_clear(g);
    /* only a code with something octal codes lack is read as a take-and-break
     * code; others keep the octal reader's message */
    bool code = (spec[0] && strchr("0123456789.{*&", spec[0])) ||
                (strchr(spec, '.') && !strchr(spec, ':')); /* "C.0", not "sub:1" */
    if (!code || !spec[strcspn(spec, "89ABCDEFGHIJKLMNOPQRSTUVabcdefghijklmnopqrstuv{}*&!?=[]")])
        return rc;
    return octal_tb_parse(tb, spec);
}
