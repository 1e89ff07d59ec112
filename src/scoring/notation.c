/* notation.c - the thesis notation for scoring forms: the parser ({L|S|R},
 * `.` for an empty side, bare numbers, exact fractions and decimals) with
 * column-accurate errors, and the printer. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring_internal.h"

void scp_skip(scp_parser *p) {
    while (p->s[p->pos] == ' ' || p->s[p->pos] == '\t' || p->s[p->pos] == '\n' ||
           p->s[p->pos] == '\r')
        p->pos++;
}

int scp_col(const scp_parser *p) {
    return (int)p->pos + 1;
}

static const char *what(const scp_parser *p) {
    static char buf[32];
    unsigned char c = (unsigned char)p->s[p->pos];
    if (!c) return "end of input";
    if (isprint(c))
        snprintf(buf, sizeof buf, "'%c'", c);
    else
        snprintf(buf, sizeof buf, "byte 0x%02x", c);
    return buf;
}

int scp_number(scp_parser *p, scs_id *out) {
    size_t start = p->pos, i = p->pos;
    int neg = 0;
    if (p->s[i] == '-') neg = 1, i++;
    if (!isdigit((unsigned char)p->s[i]))
        return cgt_error(CGT_EPARSE, "column %d: expected a score, found %s", scp_col(p), what(p));
    size_t d0 = i;
    while (isdigit((unsigned char)p->s[i])) i++;
    size_t d1 = i;
    mpq_t q;
    mpq_init(q);
    char *digits = cgt_malloc(d1 - d0 + 1);
    memcpy(digits, p->s + d0, d1 - d0);
    digits[d1 - d0] = 0;
    mpz_set_str(mpq_numref(q), digits, 10);
    cgt_free(digits);
    if (p->s[i] == '/' || p->s[i] == '.') {
        char sep = p->s[i++];
        size_t e0 = i;
        while (isdigit((unsigned char)p->s[i])) i++;
        if (i == e0) {
            p->pos = i;
            mpq_clear(q);
            return cgt_error(CGT_EPARSE, "column %d: expected digits after '%c'", scp_col(p), sep);
        }
        char *t = cgt_malloc(i - e0 + 1);
        memcpy(t, p->s + e0, i - e0);
        t[i - e0] = 0;
        mpz_t z;
        mpz_init_set_str(z, t, 10);
        cgt_free(t);
        if (sep == '/') {
            if (mpz_sgn(z) == 0) {
                mpz_clear(z);
                mpq_clear(q);
                p->pos = e0;
                return cgt_error(CGT_EVALUE, "column %d: zero denominator", scp_col(p));
            }
            mpz_set(mpq_denref(q), z);
        } else {
            /* a.b = (a * 10^k + b) / 10^k */
            mpz_t ten;
            mpz_init(ten);
            mpz_ui_pow_ui(ten, 10, (unsigned long)(i - e0));
            mpz_mul(mpq_numref(q), mpq_numref(q), ten);
            mpz_add(mpq_numref(q), mpq_numref(q), z);
            mpz_set(mpq_denref(q), ten);
            mpz_clear(ten);
        }
        mpz_clear(z);
        mpq_canonicalize(q);
    }
    if (neg) mpq_neg(q, q);
    *out = scs_from_mpq(q);
    mpq_clear(q);
    (void)start;
    p->pos = i;
    return 0;
}

static int option(scp_parser *p, scoring_t *out) {
    return p->expr ? scp_expr_game(p, out) : scp_form(p, out);
}

/* side := '.' | option (',' option)* ; stops before '|' or '}' */
static int side(scp_parser *p, scoring_t **v, size_t *n, size_t *cap, int right) {
    scp_skip(p);
    if (p->s[p->pos] == '.' && !isdigit((unsigned char)p->s[p->pos + 1])) {
        p->pos++;
        return 0;
    }
    char stop = right ? '}' : '|';
    if (p->s[p->pos] == stop)
        return cgt_error(CGT_EPARSE, "column %d: empty %s side: write '.'", scp_col(p),
                         right ? "right" : "left");
    for (;;) {
        scoring_t g;
        int rc = option(p, &g);
        if (rc) return rc;
        if (*n == *cap) {
            *cap = *cap ? 2 * *cap : 8;
            *v = cgt_realloc(*v, *cap * sizeof **v);
        }
        (*v)[(*n)++] = g;
        scp_skip(p);
        if (p->s[p->pos] != ',') return 0;
        p->pos++;
    }
}

int scp_form(scp_parser *p, scoring_t *out) {
    scp_skip(p);
    if (p->s[p->pos] != '{') {
        scs_id s;
        int rc = scp_number(p, &s);
        if (rc) return rc;
        *out = scf_atom(s);
        return *out == SCORING_NONE ? cgt_limit_check() : 0;
    }
    size_t open = p->pos;
    if (++p->depth > SCORING_MAX_DEPTH)
        return cgt_error(CGT_EPARSE, "column %d: nesting deeper than %d", scp_col(p),
                         SCORING_MAX_DEPTH);
    p->pos++;
    scoring_t *v = NULL;
    size_t n = 0, cap = 0, nl;
    scs_id s = 0;
    int rc = side(p, &v, &n, &cap, 0);
    nl = n;
    if (!rc) {
        scp_skip(p);
        if (p->s[p->pos] != '|') {
            if (p->s[p->pos] == '}' || !p->s[p->pos])
                rc = cgt_error(CGT_EPARSE,
                               "column %d: a scoring form has three parts {L|S|R}: expected "
                               "'|' and the score, found %s (form opened at column %d)",
                               scp_col(p), what(p), (int)open + 1);
            else
                rc = cgt_error(CGT_EPARSE, "column %d: expected ',' or '|', found %s", scp_col(p),
                               what(p));
        } else {
            p->pos++;
            scp_skip(p);
            if (p->s[p->pos] == '|' || p->s[p->pos] == '}')
                rc = cgt_error(CGT_EPARSE, "column %d: missing score between '|' and %s",
                               scp_col(p), what(p));
            else
                rc = scp_number(p, &s);
        }
    }
    if (!rc) {
        scp_skip(p);
        if (p->s[p->pos] != '|') {
            if (p->s[p->pos] == '}' || !p->s[p->pos])
                rc = cgt_error(CGT_EPARSE,
                               "column %d: a scoring form has three parts {L|S|R}: expected "
                               "'|' and the right side, found %s (form opened at column %d)",
                               scp_col(p), what(p), (int)open + 1);
            else
                rc = cgt_error(CGT_EPARSE, "column %d: expected '|' after the score, found %s",
                               scp_col(p), what(p));
        } else {
            p->pos++;
            rc = side(p, &v, &n, &cap, 1);
        }
    }
    if (!rc) {
        scp_skip(p);
        if (p->s[p->pos] != '}') {
            if (!p->s[p->pos])
                rc = cgt_error(CGT_EPARSE, "column %d: missing '}' for the '{' at column %d",
                               scp_col(p), (int)open + 1);
            else if (p->s[p->pos] == '|')
                rc = cgt_error(CGT_EPARSE,
                               "column %d: too many '|': a scoring form is {L|S|R} (nest "
                               "braces for deeper games)",
                               scp_col(p));
            else
                rc = cgt_error(CGT_EPARSE, "column %d: expected ',' or '}', found %s", scp_col(p),
                               what(p));
        } else {
            p->pos++;
        }
    }
    if (!rc) {
        *out = scf_make(s, v, nl, v ? v + nl : NULL, n - nl); /* v is NULL for {|s|} */
        if (*out == SCORING_NONE) rc = cgt_limit_check();
    }
    cgt_free(v);
    p->depth--;
    return rc;
}

int scoring_parse(scoring_t *out, const char *text) {
    scp_parser p = {text, 0, 0, 0};
    scoring_t g;
    int rc = scp_form(&p, &g);
    if (rc) return rc;
    scp_skip(&p);
    if (p.s[p.pos]) {
        if (p.s[p.pos] == '}')
            return cgt_error(CGT_EPARSE, "column %d: unbalanced '}'", scp_col(&p));
        return cgt_error(CGT_EPARSE, "column %d: unexpected %s after the form", scp_col(&p),
                         what(&p));
    }
    *out = g;
    return 0;
}

/* ---- printing -------------------------------------------------------------- */
typedef struct sbuf {
    char *s;
    size_t n, cap;
} sbuf;
static void put(sbuf *b, const char *t, size_t k) {
    if (b->n + k + 1 > b->cap) {
        while (b->n + k + 1 > b->cap) b->cap = b->cap ? 2 * b->cap : 64;
        b->s = cgt_realloc(b->s, b->cap);
    }
    memcpy(b->s + b->n, t, k);
    b->n += k;
    b->s[b->n] = 0;
}
static void puts_(sbuf *b, const char *t) {
    put(b, t, strlen(t));
}

char *scoring_score_str(const mpq_t q) {
    char *t = mpq_get_str(NULL, 10, q);
    char *r = cgt_strdup(t);
    void (*freefn)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &freefn);
    freefn(t, strlen(t) + 1);
    return r;
}

static void put_score(sbuf *b, scs_id s) {
    const scs_rec *r = &scs_tab.recs[s];
    if (!r->big) {
        char t[32];
        snprintf(t, sizeof t, "%lld", (long long)r->small);
        puts_(b, t);
        return;
    }
    char *t = scoring_score_str(r->big);
    puts_(b, t);
    cgt_free(t);
}

/* Print order of a side: atomic options by score, then the rest by their
 * shape (score, numbers of options, then the options themselves in this
 * order), never by id: ids follow the order in which a session happened to
 * build forms, and a form must print the same whatever came before it (the
 * Python module and the web page evaluate many forms in one process). */
static int opt_cmp(const void *x, const void *y);

static int form_cmp(scoring_t a, scoring_t b) {
    if (a == b) return 0;
    int aa = scoring_is_atomic(a), ab = scoring_is_atomic(b);
    if (aa != ab) return ab - aa;
    const scf_rec *ra = &scf_tab.recs[a], *rb = &scf_tab.recs[b];
    int c = scs_cmp(ra->score, rb->score);
    if (c || aa) return c;
    if (ra->nl != rb->nl) return ra->nl < rb->nl ? -1 : 1;
    if (ra->nr != rb->nr) return ra->nr < rb->nr ? -1 : 1;
    size_t n = ra->nl + ra->nr;
    scoring_t *oa = cgt_malloc(2 * n * sizeof *oa), *ob = oa + n;
    memcpy(oa, scf_left(a), n * sizeof *oa);
    memcpy(ob, scf_left(b), n * sizeof *ob);
    qsort(oa, ra->nl, sizeof *oa, opt_cmp);
    qsort(oa + ra->nl, ra->nr, sizeof *oa, opt_cmp);
    qsort(ob, rb->nl, sizeof *ob, opt_cmp);
    qsort(ob + rb->nl, rb->nr, sizeof *ob, opt_cmp);
    for (size_t i = 0; i < n && !c; i++) c = form_cmp(oa[i], ob[i]);
    cgt_free(oa);
    return c;
}

static int opt_cmp(const void *x, const void *y) {
    return form_cmp(*(const scoring_t *)x, *(const scoring_t *)y);
}

static void print_form(sbuf *b, scoring_t g) {
    const scf_rec *r = &scf_tab.recs[g];
    if (r->nl == 0 && r->nr == 0) {
        put_score(b, r->score);
        return;
    }
    size_t nl = r->nl, nr = r->nr;
    scoring_t *o = cgt_malloc((nl + nr) * sizeof *o);
    memcpy(o, scf_left(g), (nl + nr) * sizeof *o);
    qsort(o, nl, sizeof *o, opt_cmp);
    qsort(o + nl, nr, sizeof *o, opt_cmp);
    puts_(b, "{");
    if (!nl) puts_(b, ".");
    for (size_t i = 0; i < nl; i++) {
        if (i) puts_(b, ",");
        print_form(b, o[i]);
    }
    puts_(b, "|");
    put_score(b, scf_tab.recs[g].score);
    puts_(b, "|");
    if (!nr) puts_(b, ".");
    for (size_t i = 0; i < nr; i++) {
        if (i) puts_(b, ",");
        print_form(b, o[nl + i]);
    }
    puts_(b, "}");
    cgt_free(o);
}

char *scoring_get_str(scoring_t g) {
    sbuf b = {0};
    if (g == SCORING_NONE)
        puts_(&b, "?");
    else
        print_form(&b, g);
    return b.s;
}
