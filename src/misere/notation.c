/* notation.c - CGSuite's misère notation for impartial canonical forms:
 * "*[2[2]321]" (see misere.h for the grammar) read and written. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "misere/misere_internal.h"

/* ---- a growable string --------------------------------------------------- */

typedef cgt_str sbuf; /* util.h */
#define sb_put cgt_str_put
#define sb_puts cgt_str_puts
static void sb_nimber(sbuf *b, uint32_t n) {
    char tmp[16];
    snprintf(tmp, sizeof tmp, n < 10 ? "%u" : "<%u>", n);
    sb_puts(b, tmp);
}

/* ---- printing -------------------------------------------------------------- */

/* n if g is the nimber *n, else -1. */
static long nimber_of(misere_t g) {
    uint32_t n = misere_normal_value(g);
    if (misere_num_options(g) != n) return -1;
    misere_t s = misere_nimber(n);
    return s == g ? (long)n : -1;
}

static void put_list(sbuf *b, misere_t g);

/* Printing a DAG as a tree can be exponentially long: past this many bytes
 * the printer stops and the string ends with "...". */
#define PRINT_MAX 100000
static size_t printed;

/* Writes g as one atom: a nimber, base[ops] or (list).  The operations are
 * gathered in ops (appended by callers) so that "2[/]" then "/" prints as
 * "2[//]". */
static void atom_parts(sbuf *base, sbuf *ops, misere_t g, size_t depth) {
    long nim = nimber_of(g);
    if (nim >= 0) {
        sb_nimber(base, (uint32_t)nim);
        return;
    }
    size_t n = misere_num_options(g);
    if (n == 1 && depth < 1000) {
        atom_parts(base, ops, misere_option(g, 0), depth + 1);
        sb_puts(ops, "/");
        return;
    }
    /* g = A + *d with A an option of g (every such A is one: the move in *d
     * to 0); smallest d first, so odd games print as their even part + 1 */
    /* g + *d and g have the same normal nim value xor d, so d is fixed by A */
    uint32_t maxd = misere_birthday(g);
    for (uint32_t dd = 1; dd <= maxd && depth < 1000; dd++)
        for (size_t i = 0; i < n; i++) {
            misere_t a = misere_option(g, i);
            uint32_t d = misere_normal_value(a) ^ misere_normal_value(g);
            if (d != dd || misere_birthday(a) + d < misere_birthday(g)) continue;
            if (misere_add(a, misere_nimber(d)) == g) {
                atom_parts(base, ops, a, depth + 1);
                sb_nimber(ops, d);
                return;
            }
        }
    sb_puts(base, "(");
    put_list(base, g);
    sb_puts(base, ")");
}

static void put_atom(sbuf *b, misere_t g) {
    if (printed > PRINT_MAX) return;
    sbuf base = {0}, ops = {0};
    atom_parts(&base, &ops, g, 0);
    sb_put(b, base.s, base.len);
    if (ops.len) {
        sb_puts(b, "[");
        sb_put(b, ops.s, ops.len);
        sb_puts(b, "]");
    }
    cgt_free(base.s);
    cgt_free(ops.s);
}

static int print_order(const void *x, const void *y) {
    misere_t a = *(const misere_t *)x, b = *(const misere_t *)y;
    long na = nimber_of(a), nb = nimber_of(b);
    if ((na < 0) != (nb < 0)) return na < 0 ? -1 : 1; /* compound options first */
    if (na >= 0) return na > nb ? -1 : na < nb;       /* nimbers descending */
    uint32_t ba = misere_birthday(a), bb = misere_birthday(b);
    if (ba != bb) return ba > bb ? -1 : 1;
    return a < b ? -1 : a > b;
}

/* The options of g as a run of atoms. */
static void put_list(sbuf *b, misere_t g) {
    size_t n = misere_num_options(g);
    misere_t *o = cgt_malloc((n + 1) * sizeof *o);
    for (size_t i = 0; i < n; i++) o[i] = misere_option(g, i);
    qsort(o, n, sizeof *o, print_order);
    for (size_t i = 0; i < n && printed <= PRINT_MAX; i++) {
        size_t before = b->len;
        put_atom(b, o[i]);
        printed += b->len - before;
    }
    cgt_free(o);
}

char *misere_str(misere_t g) {
    sbuf b = {0};
    printed = 0;
    sb_puts(&b, "*[");
    long nim = nimber_of(g);
    if (nim >= 0)
        sb_nimber(&b, (uint32_t)nim);
    else {
        /* one atom when g has a short name (single option or A + *d), else
         * the run of its options */
        sbuf base = {0}, ops = {0};
        atom_parts(&base, &ops, g, 0);
        if (ops.len) {
            sb_put(&b, base.s, base.len);
            sb_puts(&b, "[");
            sb_put(&b, ops.s, ops.len);
            sb_puts(&b, "]");
        } else if (base.len && base.s[0] == '(') {
            /* base is "(" + the run of options + ")": the run itself */
            size_t end = base.len > 1 && base.s[base.len - 1] == ')' ? base.len - 1 : base.len;
            sb_put(&b, base.s + 1, end - 1);
        } else
            put_list(&b, g);
        cgt_free(base.s);
        cgt_free(ops.s);
    }
    if (printed > PRINT_MAX) sb_puts(&b, "...");
    sb_puts(&b, "]");
    return b.s;
}

/* ---- parsing --------------------------------------------------------------- */

typedef struct parser {
    const char *t;
    size_t pos, depth;
} parser;

static int perr(const parser *p, const char *what) {
    return cgt_error(CGT_EPARSE, "column %zu: %s", p->pos + 1, what);
}

static void skip_ws(parser *p) {
    while (p->t[p->pos] == ' ' || p->t[p->pos] == '\t') p->pos++;
}

static int parse_number(parser *p, uint32_t *out) {
    uint64_t v = 0;
    size_t start = p->pos;
    while (isdigit((unsigned char)p->t[p->pos])) {
        v = v * 10 + (uint64_t)(p->t[p->pos] - '0');
        if (v > 4096) return perr(p, "nimber too large (at most 4096)");
        p->pos++;
    }
    if (p->pos == start) return perr(p, "expected a number");
    *out = (uint32_t)v;
    return 0;
}

/* A nimber: one digit, or <n>. */
static int parse_nim(parser *p, uint32_t *out) {
    char c = p->t[p->pos];
    if (isdigit((unsigned char)c)) {
        *out = (uint32_t)(c - '0');
        p->pos++;
        return 0;
    }
    if (c == '<') {
        p->pos++;
        int rc = parse_number(p, out);
        if (rc < 0) return rc;
        if (p->t[p->pos] != '>') return perr(p, "expected '>' after the nimber");
        p->pos++;
        return 0;
    }
    return perr(p, "expected a nimber digit, '<n>', '(' or '['");
}

static int parse_run(parser *p, misere_t *out, char close);

static int parse_atom(parser *p, misere_t *out) {
    if (++p->depth > 10000) return perr(p, "nested too deeply");
    misere_t x;
    int rc;
    if (p->t[p->pos] == '(') {
        p->pos++;
        rc = parse_run(p, &x, ')');
        if (rc < 0) return rc;
        p->pos++;
    } else {
        uint32_t n;
        rc = parse_nim(p, &n);
        if (rc < 0) return rc;
        x = misere_nimber(n);
    }
    while (p->t[p->pos] == '[') {
        p->pos++;
        while (p->t[p->pos] != ']') {
            if (!p->t[p->pos]) return perr(p, "missing ']'");
            if (p->t[p->pos] == '/') {
                p->pos++;
                x = misere_make(&x, 1);
            } else {
                uint32_t d;
                rc = parse_nim(p, &d);
                if (rc < 0) return perr(p, "expected a digit, '<n>' or '/' in the brackets");
                x = misere_add(x, misere_nimber(d));
            }
            if (x == MISERE_NONE) return cgt_limit_error();
        }
        p->pos++;
    }
    if (x == MISERE_NONE) return cgt_limit_error();
    p->depth--;
    *out = x;
    return 0;
}

/* A run of atoms up to `close` (not consumed): one atom is itself, several
 * are the options of a game. */
static int parse_run(parser *p, misere_t *out, char close) {
    size_t n = 0, cap = 8;
    misere_t *o = cgt_malloc(cap * sizeof *o);
    int rc = 0;
    skip_ws(p);
    while (p->t[p->pos] != close) {
        if (!p->t[p->pos]) {
            rc = perr(p, close == ')' ? "missing ')'" : "missing ']'");
            break;
        }
        if (n == cap) o = cgt_realloc(o, (cap *= 2) * sizeof *o);
        rc = parse_atom(p, &o[n]);
        if (rc < 0) break;
        n++;
        skip_ws(p);
    }
    if (rc == 0 && n == 0) rc = perr(p, "empty brackets (write 0 for the empty game)");
    if (rc == 0) {
        *out = n == 1 ? o[0] : misere_make(o, n);
        if (*out == MISERE_NONE) rc = cgt_limit_error();
    }
    cgt_free(o);
    return rc;
}

int misere_parse(misere_t *out, const char *text) {
    *out = MISERE_NONE;
    parser p = {text, 0, 0};
    (void)misere_zero();
    skip_ws(&p);
    misere_t g;
    int rc;
    if (text[p.pos] == '*') {
        p.pos++;
        if (text[p.pos] == '[') {
            p.pos++;
            rc = parse_run(&p, &g, ']');
            if (rc < 0) return rc;
            p.pos++;
        } else if (isdigit((unsigned char)text[p.pos])) {
            uint32_t n;
            rc = parse_number(&p, &n);
            if (rc < 0) return rc;
            g = misere_nimber(n);
        } else
            g = misere_nimber(1);
    } else if (isdigit((unsigned char)text[p.pos]) || text[p.pos] == '(' || text[p.pos] == '<') {
        rc = parse_run(&p, &g, '\0');
        if (rc < 0) return rc;
    } else
        return perr(&p, "expected a misère form such as *[2[2]321], *3 or 0");
    skip_ws(&p);
    if (text[p.pos]) return perr(&p, "unexpected text after the misère form");
    if (g == MISERE_NONE) return cgt_limit_error();
    *out = g;
    return 0;
}
