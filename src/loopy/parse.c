/* parse.c - CGSuite's loopy notation in: braces and slashes, `pass`, labelled
 * nodes, the named stoppers, number-up-stars, sums and negation of complete
 * games, and the sided value `G & H` (grammar in docs/loopy.md). */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "loopy/loopy_internal.h"

/* Deepest nesting of braces, parentheses and prefix minus. */
#define MAX_DEPTH 1000
/* Literals: |integers| and denominators up to 2^20, ups up to 1024, *n up to 256. */
#define MAX_INT (1L << 20)
#define MAX_UPS 1024
#define MAX_NIM 256

#define PASS_NODE (UINT32_MAX - 1)
#define CLOSED UINT32_MAX

/* A parsed game: its node in the builder, and the innermost-but-one... the
 * outermost scope (braces) it refers to while that is unfinished, or CLOSED. */
typedef struct pval {
    uint32_t node, open;
} pval;

typedef struct scope {
    uint32_t node;
    size_t lab, lablen; /* label text[lab, lab+lablen); lablen 0: none */
} scope;

/* A label defined so far: while its braces are open it is in a scope;
 * afterwards references get the finished game's openness. */
typedef struct label {
    size_t at, len;
    uint32_t node, open;
} label;

typedef struct parser {
    label *labels;
    size_t nlabels, caplabels;
    const char *t;
    size_t pos;
    loopy_builder b;
    scope *sc;
    uint32_t nsc, capsc;
    int depth;
    game_t *memo_g;
    uint32_t *memo_n;
    size_t nmemo, capmemo;
    /* sided values in parentheses, (A & B): -1 not allowed here, 0 reading
     * onsides (A), 1 reading offsides (B); negation swaps 0 and 1 */
    int mode;
} parser;

/* Runs call with p->mode set to m, then restores it (an int-valued call). */
#define WITH_MODE(p, m, call)                                                                      \
    __extension__({                                                                                \
        int saved_ = (p)->mode, r_;                                                                \
        (p)->mode = (m);                                                                           \
        r_ = (call);                                                                               \
        (p)->mode = saved_;                                                                        \
        r_;                                                                                        \
    })
/* The mode for a negated operand. */
static int flipped(int mode) {
    return mode < 0 ? mode : 1 - mode;
}

static int column(const char *t, size_t at) {
    int c = 1;
    for (size_t i = 0; i < at && t[i]; i++)
        if (((unsigned char)t[i] & 0xC0) != 0x80) c++;
    return c;
}

static int perr(parser *p, size_t at, int code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int perr(parser *p, size_t at, int code, const char *fmt, ...) {
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return cgt_error(code, "column %d: %s", column(p->t, at), msg);
}

/* A limit reached while building: the limit's message with the column. */
static int plimit(parser *p, size_t at) {
    cgt_limit_error();
    char msg[300];
    snprintf(msg, sizeof msg, "%s", cgt_error_message());
    return perr(p, at, CGT_ELIMIT, "%s", msg);
}

static void skip_ws(parser *p) {
    while (p->t[p->pos] == ' ' || p->t[p->pos] == '\t' || p->t[p->pos] == '\n' ||
           p->t[p->pos] == '\r')
        p->pos++;
}

/* A printable description of the character at `at` for messages. */
static const char *describe(char *buf, size_t n, const char *t, size_t at) {
    unsigned char c = (unsigned char)t[at];
    if (!c)
        snprintf(buf, n, "the end");
    else if (c >= 0x21 && c < 0x7f)
        snprintf(buf, n, "'%c'", c);
    else
        snprintf(buf, n, "character 0x%02x", c);
    return buf;
}

static uint32_t new_node(parser *p) {
    return lb_node_new(&p->b);
}

/* The node of a short game (one copy per game per parse). */
static uint32_t short_node(parser *p, game_t g) {
    if (g == GAME_NONE) return UINT32_MAX;
    for (size_t i = 0; i < p->nmemo; i++)
        if (p->memo_g[i] == g) return p->memo_n[i];
    loopy_game lg;
    if (loopy_from_game(&lg, g) < 0) return UINT32_MAX;
    uint32_t r = lb_embed(&p->b, &lg);
    loopy_clear(&lg);
    if (r == UINT32_MAX) return r;
    if (p->nmemo == p->capmemo) {
        p->capmemo = p->capmemo ? p->capmemo * 2 : 16;
        p->memo_g = cgt_realloc(p->memo_g, p->capmemo * sizeof *p->memo_g);
        p->memo_n = cgt_realloc(p->memo_n, p->capmemo * sizeof *p->memo_n);
    }
    p->memo_g[p->nmemo] = g;
    p->memo_n[p->nmemo++] = r;
    return r;
}

/* The named stoppers of CGSuite and Winning Ways. */
static const char *const keywords[] = {"pass", "on",  "off", "over", "under",
                                       "upon", "dud", "tis", "tisn", NULL};

static int keyword_index(const char *s, size_t n) {
    for (int i = 0; keywords[i]; i++)
        if (strlen(keywords[i]) == n && memcmp(keywords[i], s, n) == 0) return i;
    return -1;
}

/* Builds the named game k (1 on ... 8 tisn); UINT32_MAX on limits. */
static uint32_t named_node(parser *p, int k) {
    uint32_t x = new_node(p);
    if (x == UINT32_MAX) return x;
    uint32_t z, y;
    switch (k) {
    case 1: lb_add_left(&p->b, x, x); return x;  /* on = {pass|} */
    case 2: lb_add_right(&p->b, x, x); return x; /* off = {|pass} */
    case 3:                                      /* over = {0|pass} */
    case 4:                                      /* under = {pass|0} */
        if ((z = short_node(p, game_zero())) == UINT32_MAX) return z;
        if (k == 3)
            lb_add_left(&p->b, x, z), lb_add_right(&p->b, x, x);
        else
            lb_add_left(&p->b, x, x), lb_add_right(&p->b, x, z);
        return x;
    case 5: /* upon = {pass|*} */
        if ((z = short_node(p, game_star())) == UINT32_MAX) return z;
        lb_add_left(&p->b, x, x), lb_add_right(&p->b, x, z);
        return x;
    case 6: lb_add_left(&p->b, x, x), lb_add_right(&p->b, x, x); return x; /* dud = {pass|pass} */
    default: /* tis = {tisn|}, tisn = {|tis} */
        if ((y = new_node(p)) == UINT32_MAX) return y;
        lb_add_left(&p->b, x, y), lb_add_right(&p->b, y, x);
        return k == 7 ? x : y;
    }
}

static int parse_sum(parser *p, pval *out);

/* `what` of a game that still refers to an unfinished game is an error. */
static int need_closed(parser *p, const pval *v, size_t at, const char *what) {
    if (v->open == CLOSED) return 0;
    return perr(p, at, CGT_EPARSE,
                "cannot %s a game that refers to 'pass' or a label of an unfinished game", what);
}

/* The complete game at node v as a loopy_game. */
static int extract(parser *p, loopy_game *g, uint32_t v) {
    return lb_finish(g, &p->b, v);
}

/* a + b (b negated if neg) for complete games. */
static int closed_sum(parser *p, pval *out, const pval *a, const pval *b, int neg, size_t at) {
    loopy_game ga, gb, gs;
    int rc = extract(p, &ga, a->node);
    if (rc < 0) return plimit(p, at);
    rc = extract(p, &gb, b->node);
    if (rc < 0) {
        loopy_clear(&ga);
        return plimit(p, at);
    }
    game_t sa = loopy_get_game(&ga), sb = loopy_get_game(&gb);
    if (sa != GAME_NONE && sb != GAME_NONE) {
        out->node = short_node(p, neg ? game_sub(sa, sb) : game_add(sa, sb));
    } else {
        rc = neg ? loopy_sub(&gs, &ga, &gb) : loopy_add(&gs, &ga, &gb);
        out->node = rc < 0 ? UINT32_MAX : lb_embed(&p->b, &gs);
        if (rc == 0) loopy_clear(&gs);
    }
    loopy_clear(&ga);
    loopy_clear(&gb);
    out->open = CLOSED;
    return out->node == UINT32_MAX ? plimit(p, at) : 0;
}

static int closed_neg(parser *p, pval *out, const pval *a, size_t at) {
    pval z = {0, CLOSED};
    z.node = short_node(p, game_zero());
    if (z.node == UINT32_MAX) return plimit(p, at);
    return closed_sum(p, out, &z, a, 1, at);
}

/* ^<n> = {0 | * - ^[n-1]} and ^[n] = {^[n-1] | *}, ^<1> = ^[1] = ^. */
static game_t uptimal(int sum, int n) {
    game_t z = game_zero(), st = game_star(), up_sum = game_up(), up_nth = game_up();
    for (int k = 2; k <= n; k++) {
        game_t r = game_sub(st, up_sum);
        up_nth = game_make(&z, 1, &r, 1);
        up_sum = game_make(&up_sum, 1, &st, 1);
    }
    return sum ? up_sum : up_nth;
}

static bool is_tiny(const char *s, size_t n) {
    return n == 4 && (memcmp(s, "Tiny", 4) == 0 || memcmp(s, "Miny", 4) == 0) && s[4] == '(';
}

/* The short game of the complete game v, or GAME_NONE (loopy). */
static game_t short_of(parser *p, uint32_t v) {
    loopy_game g;
    if (lb_finish(&g, &p->b, v) < 0) return GAME_NONE;
    game_t r = loopy_get_game(&g);
    loopy_clear(&g);
    return r;
}

/* Tiny(x) = {0 || 0 | -x}, Miny(x) = {x | 0 || 0} at p->pos (x short). */
static int parse_tiny(parser *p, pval *out) {
    size_t st = p->pos;
    bool miny = p->t[st] == 'M';
    p->pos += 5;
    pval a;
    int rc = parse_sum(p, &a);
    if (rc < 0) return rc;
    skip_ws(p);
    if (p->t[p->pos] != ')')
        return perr(p, p->pos, CGT_EPARSE, "expected ')' after the argument of %s",
                    miny ? "Miny" : "Tiny");
    p->pos++;
    game_t x = a.open == CLOSED ? short_of(p, a.node) : GAME_NONE;
    if (x == GAME_NONE)
        return perr(p, st, CGT_EPARSE, "%s needs a short game", miny ? "Miny" : "Tiny");
    game_t z = game_zero(), nx = game_neg(x);
    game_t in = game_make(&z, 1, &nx, 1);
    game_t tiny = game_make(&z, 1, &in, 1);
    out->node = short_node(p, miny ? game_neg(tiny) : tiny);
    out->open = CLOSED;
    return out->node == UINT32_MAX ? plimit(p, st) : 0;
}

/* The number part of a number-star. */
static game_t game_nus_number(game_t g) {
    dyadic_t x;
    int64_t ups;
    uint64_t nim;
    dyadic_init(x);
    game_nus_parts(x, &ups, &nim, g);
    game_t r = game_from_dyadic(x);
    dyadic_clear(x);
    return r;
}

/* CGSuite's x^[on]*m: {pass | x*k} with k = m xor 1 when k != 0, else
 * {pass, x | x}; xv[on]*m is its mirror {x*k | pass} or {x | pass, x}. */
static int upon_node(parser *p, pval *out, game_t x, uint64_t m, int sign, size_t st) {
    uint64_t k = m ^ 1;
    uint32_t v = new_node(p);
    uint32_t xs = v == UINT32_MAX ? v : short_node(p, game_add(x, game_nimber(k)));
    if (xs == UINT32_MAX) return plimit(p, st);
    if (sign > 0) {
        lb_add_left(&p->b, v, v);
        if (!k) lb_add_left(&p->b, v, xs);
        lb_add_right(&p->b, v, xs);
    } else {
        lb_add_right(&p->b, v, v);
        if (!k) lb_add_right(&p->b, v, xs);
        lb_add_left(&p->b, v, xs);
    }
    out->node = v;
    out->open = CLOSED;
    if (isalpha((unsigned char)p->t[p->pos]))
        return perr(p, p->pos, CGT_EPARSE, "expected an operator after the game");
    return 0;
}

/* CGSuite's x^<on>*m: {x, x*, ..., x*m | xv[on]*(m xor 1)}; xv<on>*m is its
 * mirror {xv... } = {x^[on]*(m xor 1) | x, x*, ..., x*m}. */
static int uponth_node(parser *p, pval *out, game_t x, uint64_t m, int sign, size_t st) {
    if (m > MAX_NIM) return perr(p, st, CGT_EPARSE, "nimber too large");
    pval r;
    int rc = upon_node(p, &r, x, m ^ 1, -sign, st);
    if (rc < 0) return rc;
    uint32_t v = new_node(p);
    if (v == UINT32_MAX) return plimit(p, st);
    for (uint64_t n = 0; n <= m; n++) {
        uint32_t xs = short_node(p, game_add(x, game_nimber(n)));
        if (xs == UINT32_MAX) return plimit(p, st);
        if (sign > 0)
            lb_add_left(&p->b, v, xs);
        else
            lb_add_right(&p->b, v, xs);
    }
    if (sign > 0)
        lb_add_right(&p->b, v, r.node);
    else
        lb_add_left(&p->b, v, r.node);
    out->node = v;
    out->open = CLOSED;
    return 0;
}

/* [number][ups][star] at p->pos: 3, -, 1/2, ^, ^^, ^3, v, vv, v3, *, *4,
 * 1/2^*, 3v*2. */
static int parse_nus(parser *p, pval *out, bool negative) {
    const char *t = p->t;
    size_t st = p->pos;
    long num = 0;
    uint64_t e = 0;
    while (isdigit((unsigned char)t[p->pos])) {
        num = num * 10 + (t[p->pos++] - '0');
        if (num > MAX_INT)
            return perr(p, st, CGT_EPARSE, "integer too large for a loopy graph (at most %ld)",
                        MAX_INT);
    }
    if (t[p->pos] == '/' && p->pos > st) {
        size_t ds = ++p->pos;
        long den = 0;
        while (isdigit((unsigned char)t[p->pos])) {
            den = den * 10 + (t[p->pos++] - '0');
            if (den > MAX_INT)
                return perr(p, ds, CGT_EPARSE, "denominator too large (at most %ld)", MAX_INT);
        }
        if (p->pos == ds) return perr(p, ds, CGT_EPARSE, "expected a denominator after '/'");
        if (den <= 0 || (den & (den - 1)))
            return perr(p, ds, CGT_EPARSE, "the denominator %ld is not a power of two", den);
        while ((1L << e) < den) e++;
    }
    int64_t ups = 0;
    char u = t[p->pos];
    game_t upt = game_zero(); /* ^<n>, ^[n], v<n>, v[n] */
    int upon = 0, uponth = 0; /* ^[on] 1, v[on] -1; ^<on>, v<on> */
    if ((u == '^' || u == 'v') &&
        (strncmp(t + p->pos + 1, "[on]", 4) == 0 || strncmp(t + p->pos + 1, "<on>", 4) == 0)) {
        upon = u == '^' ? 1 : -1;
        uponth = t[p->pos + 1] == '<';
        p->pos += 5;
        u = 0;
    }
    if ((u == '^' || u == 'v') && (t[p->pos + 1] == '<' || t[p->pos + 1] == '[')) {
        size_t us = p->pos;
        char close = t[p->pos + 1] == '<' ? '>' : ']';
        p->pos += 2;
        long k = 0;
        while (isdigit((unsigned char)t[p->pos]) && k <= MAX_NIM) k = k * 10 + (t[p->pos++] - '0');
        if (k < 1 || k > MAX_NIM || t[p->pos] != close)
            return perr(p, us, CGT_EPARSE, "expected %c<n%c or %c[n] with 1 <= n <= %d", u, '>', u,
                        MAX_NIM);
        p->pos++;
        upt = uptimal(close == ']', (int)k);
        if (u == 'v') upt = game_neg(upt);
        u = 0;
    }
    if (u == '^' || u == 'v') {
        size_t us = p->pos;
        int sign = u == '^' ? 1 : -1;
        while (t[p->pos] == u) p->pos++;
        ups = (int64_t)(p->pos - us);
        if (ups == 1 && isdigit((unsigned char)t[p->pos])) {
            ups = 0;
            while (isdigit((unsigned char)t[p->pos])) {
                ups = ups * 10 + (t[p->pos++] - '0');
                if (ups > MAX_UPS)
                    return perr(p, us, CGT_EPARSE, "too many ups (at most %d)", MAX_UPS);
            }
        }
        if (ups > MAX_UPS) return perr(p, us, CGT_EPARSE, "too many ups (at most %d)", MAX_UPS);
        ups *= sign;
    }
    uint64_t nim = 0;
    if (t[p->pos] == '*') {
        size_t ns = p->pos++;
        nim = 1;
        if (isdigit((unsigned char)t[p->pos])) {
            nim = 0;
            while (isdigit((unsigned char)t[p->pos])) {
                nim = nim * 10 + (uint64_t)(t[p->pos++] - '0');
                if (nim > MAX_NIM)
                    return perr(p, ns, CGT_EPARSE, "nimber too large (at most *%d)", MAX_NIM);
            }
        }
    }
    if (p->pos == st) {
        char buf[32];
        return perr(p, st, CGT_EPARSE, "expected a game, found %s",
                    describe(buf, sizeof buf, t, st));
    }
    dyadic_t x;
    dyadic_init(x);
    dyadic_set_si_2exp(x, negative ? -num : num, e);
    game_t g = game_add(game_nus(x, ups, nim), upt);
    dyadic_clear(x);
    if (upon && !uponth) return upon_node(p, out, game_nus_number(g), nim, upon, st);
    if (upon) return uponth_node(p, out, game_nus_number(g), nim, upon, st);
    out->node = short_node(p, g);
    out->open = CLOSED;
    if (out->node == UINT32_MAX) return plimit(p, st);
    /* a number directly followed by a named stopper is their sum: 3/2under */
    if (isalpha((unsigned char)t[p->pos])) {
        size_t is = p->pos, n = 0;
        while (isalnum((unsigned char)t[is + n]) || t[is + n] == '_') n++;
        int k = keyword_index(t + is, n);
        pval kv = {0, CLOSED};
        if (k < 1 && is_tiny(t + is, n)) {
            int rc = WITH_MODE(p, -1, parse_tiny(p, &kv));
            if (rc < 0) return rc;
        } else {
            if (k < 1) return perr(p, is, CGT_EPARSE, "expected an operator after the number");
            p->pos += n;
            kv.node = named_node(p, k);
            if (kv.node == UINT32_MAX) return plimit(p, is);
        }
        pval a = *out;
        return closed_sum(p, out, &a, &kv, 0, st);
    }
    return 0;
}

/* A growable list of option values with the position of each. */
typedef struct plist {
    pval *v;
    size_t n, cap;
} plist;

static void plist_push(plist *l, pval v) {
    if (l->n == l->cap) l->v = cgt_realloc(l->v, (l->cap = l->cap ? l->cap * 2 : 4) * sizeof *l->v);
    l->v[l->n++] = v;
}

/* Adds the values of list l as options of node x on one side; `pass` is x. */
static void add_list(parser *p, uint32_t x, const plist *l, int right) {
    for (size_t i = 0; i < l->n; i++) {
        uint32_t t = l->v[i].node == PASS_NODE ? x : l->v[i].node;
        if (right)
            lb_add_right(&p->b, x, t);
        else
            lb_add_left(&p->b, x, t);
    }
}

/* Builds the game of lists[lo..hi] split at their separators (seps[i] is the
 * run of '|' between lists i-1 and i, at byte sepat[i]) into node x. */
static int build_slashes(parser *p, uint32_t x, const plist *lists, const size_t *seps,
                         const size_t *sepat, size_t lo, size_t hi) {
    size_t k = lo + 1, best = 0;
    for (size_t i = lo + 1; i <= hi; i++)
        if (seps[i] > best) best = seps[i], k = i;
    for (size_t i = lo + 1; i <= hi; i++)
        if (i != k && seps[i] == best)
            return perr(p, sepat[i > k ? i : k], CGT_EPARSE,
                        "ambiguous slashes: two runs of %zu '|' at the same level", best);
    for (int side = 0; side < 2; side++) {
        size_t a = side ? k : lo, b = side ? hi : k - 1;
        if (a == b) {
            add_list(p, x, &lists[a], side);
        } else {
            uint32_t y = new_node(p);
            if (y == UINT32_MAX) return plimit(p, sepat[k]);
            int rc = build_slashes(p, y, lists, seps, sepat, a, b);
            if (rc < 0) return rc;
            if (side)
                lb_add_right(&p->b, x, y);
            else
                lb_add_left(&p->b, x, y);
        }
    }
    return 0;
}

/* '{' at p->pos; lab/lablen its label (lablen 0: none). */
static int parse_braces(parser *p, pval *out, size_t lab, size_t lablen) {
    size_t open_at = p->pos++;
    uint32_t x = new_node(p);
    if (x == UINT32_MAX) return plimit(p, open_at);
    if (p->nsc == p->capsc)
        p->sc = cgt_realloc(p->sc, (p->capsc = p->capsc ? p->capsc * 2 : 8) * sizeof *p->sc);
    uint32_t my = p->nsc;
    p->sc[p->nsc++] = (scope){x, lab, lablen};
    size_t mylabel = p->nlabels;
    if (lablen) {
        if (p->nlabels == p->caplabels)
            p->labels =
                cgt_realloc(p->labels, (p->caplabels = p->caplabels ? p->caplabels * 2 : 8) *
                                           sizeof *p->labels);
        p->labels[p->nlabels++] = (label){lab, lablen, x, my};
    }
    plist *lists = NULL;
    size_t *seps = NULL, *sepat = NULL, nlists = 0, cap = 0;
    int rc = 0;
    uint32_t open = CLOSED;
    for (;;) {
        if (nlists == cap) {
            cap = cap ? cap * 2 : 4;
            lists = cgt_realloc(lists, cap * sizeof *lists);
            /* seps[i] and sepat[i] belong to list i, written before it exists */
            seps = cgt_realloc(seps, (cap + 1) * sizeof *seps);
            sepat = cgt_realloc(sepat, (cap + 1) * sizeof *sepat);
        }
        memset(&lists[nlists], 0, sizeof lists[nlists]);
        nlists++;
        skip_ws(p);
        if (p->t[p->pos] != '|' && p->t[p->pos] != '}') {
            for (;;) {
                pval v;
                if ((rc = parse_sum(p, &v)) < 0) goto done;
                if (v.open < open) open = v.open;
                plist_push(&lists[nlists - 1], v);
                skip_ws(p);
                if (p->t[p->pos] != ',') break;
                p->pos++;
            }
        }
        skip_ws(p);
        char c = p->t[p->pos];
        if (c == '|') {
            sepat[nlists] = p->pos;
            size_t s = 0;
            while (p->t[p->pos] == '|') s++, p->pos++;
            seps[nlists] = s;
            continue;
        }
        if (c == '}') {
            p->pos++;
            break;
        }
        char buf[32];
        rc = perr(p, p->pos, CGT_EPARSE, "expected ',', '|' or '}', found %s",
                  describe(buf, sizeof buf, p->t, p->pos));
        goto done;
    }
    if (nlists < 2) {
        rc = perr(p, open_at, CGT_EPARSE,
                  "a game in braces needs '|' between Left and Right options");
        goto done;
    }
    rc = build_slashes(p, x, lists, seps, sepat, 0, nlists - 1);
done:
    for (size_t i = 0; i < nlists; i++) cgt_free(lists[i].v);
    cgt_free(lists);
    cgt_free(seps);
    cgt_free(sepat);
    p->nsc = my;
    out->node = x;
    out->open = open < my ? open : CLOSED;
    if (lablen && mylabel < p->nlabels) p->labels[mylabel].open = out->open;
    /* every game at this depth or deeper is finished now */
    for (size_t i = 0; i < p->nlabels; i++)
        if (p->labels[i].open != CLOSED && p->labels[i].open >= my) p->labels[i].open = CLOSED;
    return rc;
}

static int parse_unary(parser *p, pval *out);

static int parse_primary(parser *p, pval *out) {
    skip_ws(p);
    const char *t = p->t;
    size_t st = p->pos;
    char c = t[st];
    if (c == '(') {
        p->pos++;
        int rc = parse_sum(p, out);
        if (rc < 0) return rc;
        skip_ws(p);
        if (t[p->pos] == '&') { /* a sided value: the side being read */
            if (p->mode < 0)
                return perr(p, p->pos, CGT_EPARSE, "a sided value 'G & H' is not a game here");
            pval off;
            p->pos++;
            if ((rc = parse_sum(p, &off)) < 0) return rc;
            if ((rc = need_closed(p, out, st, "take the side of")) < 0 ||
                (rc = need_closed(p, &off, st, "take the side of")) < 0)
                return rc;
            if (p->mode == 1) *out = off;
            skip_ws(p);
        }
        if (t[p->pos] != ')') {
            char buf[32];
            return perr(p, p->pos, CGT_EPARSE, "expected ')', found %s",
                        describe(buf, sizeof buf, t, p->pos));
        }
        p->pos++;
        return 0;
    }
    if (c == '{') return WITH_MODE(p, -1, parse_braces(p, out, 0, 0));
    if (isalpha((unsigned char)c) || c == '_') {
        size_t n = 0;
        while (isalnum((unsigned char)t[st + n]) || t[st + n] == '_') n++;
        /* v, vv, v3 (downs) are literals */
        bool downs = t[st] == 'v';
        for (size_t i = 1; i < n && downs; i++)
            if (t[st + i] != 'v' && !(isdigit((unsigned char)t[st + i]) && t[st + 1] != 'v'))
                downs = false;
        if (downs) return parse_nus(p, out, false);
        if (is_tiny(t + st, n)) return WITH_MODE(p, -1, parse_tiny(p, out));
        int k = keyword_index(t + st, n);
        p->pos += n;
        if (t[p->pos] == '{') {
            if (k >= 0)
                return perr(p, st, CGT_EPARSE, "'%.*s' is a reserved name, not a label", (int)n,
                            t + st);
            return WITH_MODE(p, -1, parse_braces(p, out, st, n));
        }
        if (k == 0) {
            if (p->nsc == 0) return perr(p, st, CGT_EPARSE, "'pass' outside braces");
            out->node = PASS_NODE;
            out->open = p->nsc - 1;
            return 0;
        }
        if (k > 0) {
            out->node = named_node(p, k);
            out->open = CLOSED;
            return out->node == UINT32_MAX ? plimit(p, st) : 0;
        }
        for (size_t i = p->nlabels; i-- > 0;)
            if (p->labels[i].len == n && memcmp(t + p->labels[i].at, t + st, n) == 0) {
                out->node = p->labels[i].node;
                out->open = p->labels[i].open;
                return 0;
            }
        char name[48];
        snprintf(name, sizeof name, "%.*s%s", (int)(n > 40 ? 40 : n), t + st, n > 40 ? "..." : "");
        return perr(p, st, CGT_EPARSE, "undefined label '%s'", name);
    }
    if (isdigit((unsigned char)c) || c == '^' || c == '*') return parse_nus(p, out, false);
    char buf[32];
    return perr(p, st, CGT_EPARSE, "expected a game, found %s", describe(buf, sizeof buf, t, st));
}

/* +-X = {X | -X}; +-{a,b} = {a,b | -a,-b} (an option list in braces). */
static int parse_switch(parser *p, pval *out, size_t st) {
    plist l = {0};
    int rc = 0;
    skip_ws(p);
    size_t save = p->pos;
    bool list = false;
    if (p->t[p->pos] == '{') {
        /* an option list if the braces hold no '|' at their top level */
        p->pos++;
        list = true;
        for (;;) {
            pval v;
            int erc = parse_sum(p, &v);
            skip_ws(p);
            if (erc < 0 || (p->t[p->pos] != ',' && p->t[p->pos] != '}')) {
                list = false;
                break;
            }
            plist_push(&l, v);
            if (p->t[p->pos++] == '}') break;
        }
        if (!list) {
            cgt_error_clear();
            l.n = 0;
            p->pos = save;
        }
    }
    if (!list) {
        pval v;
        if ((rc = parse_unary(p, &v)) < 0) goto done;
        plist_push(&l, v);
    }
    uint32_t x = new_node(p);
    if (x == UINT32_MAX) {
        rc = plimit(p, st);
        goto done;
    }
    for (size_t i = 0; i < l.n && rc == 0; i++) {
        pval nv;
        if ((rc = need_closed(p, &l.v[i], st, "negate")) < 0) break;
        if ((rc = closed_neg(p, &nv, &l.v[i], st)) < 0) break;
        lb_add_left(&p->b, x, l.v[i].node);
        lb_add_right(&p->b, x, nv.node);
    }
    out->node = x;
    out->open = CLOSED;
done:
    cgt_free(l.v);
    return rc;
}

static int parse_unary(parser *p, pval *out) {
    skip_ws(p);
    size_t st = p->pos;
    if (++p->depth > MAX_DEPTH)
        return perr(p, st, CGT_EPARSE, "nested deeper than %d levels", MAX_DEPTH);
    int rc;
    if (p->t[st] == '+' && p->t[st + 1] == '-') {
        p->pos += 2;
        rc = WITH_MODE(p, -1, parse_switch(p, out, st));
    } else if (p->t[st] == '-' && isdigit((unsigned char)p->t[st + 1])) {
        /* -1^, -1/4v[on]: the minus belongs to the number, as CGSuite reads it */
        p->pos++;
        rc = parse_nus(p, out, true);
    } else if (p->t[st] == '-') {
        p->pos++;
        pval a;
        rc = WITH_MODE(p, flipped(p->mode), parse_unary(p, &a));
        if (rc == 0) rc = need_closed(p, &a, st, "negate");
        if (rc == 0) rc = closed_neg(p, out, &a, st);
    } else {
        rc = parse_primary(p, out);
    }
    p->depth--;
    return rc;
}

static int parse_sum(parser *p, pval *out) {
    int rc = parse_unary(p, out);
    while (rc == 0) {
        skip_ws(p);
        char c = p->t[p->pos];
        if (c != '+' && c != '-') break;
        size_t at = p->pos;
        /* a+-b is a + (+-b): leave "+-" to parse_unary */
        if (!(c == '+' && p->t[at + 1] == '-'))
            p->pos++;
        else
            c = '+';
        pval b, a = *out;
        size_t bst = p->pos;
        if ((rc = WITH_MODE(p, c == '-' ? flipped(p->mode) : p->mode, parse_unary(p, &b))) < 0)
            break;
        if ((rc = need_closed(p, &a, at, "add")) < 0) break;
        if ((rc = need_closed(p, &b, bst, "add")) < 0) break;
        rc = closed_sum(p, out, &a, &b, c == '-', at);
    }
    return rc;
}

/* One reading of text: mode -1 (no sided values), 0 (onsides: G of every
 * G & H) or 1 (offsides: H). */
static int parse_once(loopy_game *out, const char *text, int mode) {
    memset(out, 0, sizeof *out);
    parser p;
    memset(&p, 0, sizeof p);
    p.t = text;
    p.mode = mode;
    lb_init(&p.b);
    pval a, b;
    int rc;
    skip_ws(&p);
    if (!text[p.pos]) {
        rc = perr(&p, p.pos, CGT_EPARSE, "empty input: expected a game");
        goto done;
    }
    if ((rc = parse_sum(&p, &a)) < 0) goto done;
    skip_ws(&p);
    if (text[p.pos] == '&') {
        if (mode < 0) {
            rc = perr(&p, p.pos, CGT_EPARSE, "a sided value 'G & H' is not a game here");
            goto done;
        }
        p.pos++;
        if ((rc = parse_sum(&p, &b)) < 0) goto done;
        if (mode == 1) a = b;
        skip_ws(&p);
    }
    if (text[p.pos]) {
        char buf[32];
        rc = perr(&p, p.pos, CGT_EPARSE, "unexpected %s after the game",
                  describe(buf, sizeof buf, text, p.pos));
        goto done;
    }
    if ((rc = lb_finish(out, &p.b, a.node)) < 0) rc = plimit(&p, 0);
done:
    /* a limit met inside a short game's evaluation comes back without a
     * column: give it the one reached */
    if (rc == CGT_ELIMIT && strncmp(cgt_error_message(), "column ", 7) != 0) rc = plimit(&p, p.pos);
    lb_clear(&p.b);
    cgt_free(p.sc);
    cgt_free(p.labels);
    cgt_free(p.memo_g);
    cgt_free(p.memo_n);
    return rc;
}

int loopy_parse(loopy_game *out, loopy_game *offside, const char *text) {
    if (offside) memset(offside, 0, sizeof *offside);
    int rc = parse_once(out, text, offside ? 0 : -1);
    if (rc < 0 || !offside) return rc;
    /* the offside reading differs only where there is an '&' */
    rc = strchr(text, '&') ? parse_once(offside, text, 1) : loopy_copy(offside, out);
    if (rc == CGT_ELIMIT && strncmp(cgt_error_message(), "column ", 7) != 0) {
        /* the copy of a large game met the limit: errors of this reader name a column */
        char msg[300];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        rc = cgt_error(CGT_ELIMIT, "column %zu: %s", strlen(text) + 1, msg);
    }
    if (rc < 0) loopy_clear(out);
    return rc;
}
