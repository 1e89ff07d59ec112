/* form.c - the literal form table (hash-consed option sets, nothing simplified),
 * canonicalisation into the game table, the option-closed test, text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "cgt/form.h"
#include "cgt/number.h"

/* One form: its options are pool[off, off+nl) (Left) and pool[off+nl,
 * off+nl+nr) (Right), each sorted by id without repeats. */
typedef struct fnode {
    uint32_t off, nl, nr;
    game_t canon;  /* GAME_NONE until computed */
    int8_t oc;     /* -1 unknown, 0 no, 1 yes (recursive option-closed) */
    int8_t atom;   /* -1 unknown, 0 no, 1 literal form of a number-up-star */
    form_t oc_bad; /* when oc == 0: a follower failing the local condition */
} fnode;

static fnode *nodes;
static size_t nnodes, capnodes;
static form_t *pool;
static size_t npool, cappool;
static cgt_index index_; /* the nodes by hash (util.h, the interning index) */
static bool registered;
/* form_from_game memo: game id -> form (grown on demand) */
static form_t *from_game;
static size_t cap_from_game;

static void form_table_free(void) {
    cgt_free(nodes);
    cgt_free(pool);
    cgt_index_clear(&index_);
    cgt_free(from_game);
    nodes = NULL, pool = NULL, from_game = NULL;
    nnodes = capnodes = npool = cappool = cap_from_game = 0;
}

static int cmp_form(const void *a, const void *b) {
    form_t x = *(const form_t *)a, y = *(const form_t *)b;
    return x < y ? -1 : x > y;
}

static size_t sort_unique(form_t *v, size_t n) {
    if (n < 2) return n;
    qsort(v, n, sizeof *v, cmp_form);
    size_t m = 1;
    for (size_t i = 1; i < n; i++)
        if (v[i] != v[m - 1]) v[m++] = v[i];
    return m;
}

static uint64_t hash_sets(const form_t *l, size_t nl, const form_t *r, size_t nr) {
    uint64_t h = cgt_hash_mix(0x9e3779b97f4a7c15ULL ^ nl);
    for (size_t i = 0; i < nl; i++) h = cgt_hash_mix(h ^ (l[i] + 0x1000193ULL));
    h = cgt_hash_mix(h ^ 0xabcdefULL ^ nr);
    for (size_t i = 0; i < nr; i++) h = cgt_hash_mix(h ^ (r[i] + 0x51ed27ULL));
    return h;
}

static form_t intern(const form_t *l, size_t nl, const form_t *r, size_t nr) {
    if (!registered) {
        game_table_on_free(form_table_free);
        registered = true;
    }
    uint64_t h = hash_sets(l, nl, r, nr);
    size_t pos;
    for (form_t f = cgt_index_first(&index_, h, &pos); f != CGT_INDEX_END;
         f = cgt_index_next(&index_, h, &pos)) {
        const fnode *n = &nodes[f];
        if (n->nl == nl && n->nr == nr &&
            (nl == 0 || memcmp(pool + n->off, l, nl * sizeof *l) == 0) &&
            (nr == 0 || memcmp(pool + n->off + nl, r, nr * sizeof *r) == 0))
            return f;
    }
    if (cgt_limit_tick()) return FORM_NONE;
    if (nnodes + 1 >= 0xFFFFFFF0u) {
        cgt_limit_abort("form table full");
        return FORM_NONE;
    }
    if (npool + nl + nr > cappool) {
        size_t c = cappool ? cappool : 4096;
        while (c < npool + nl + nr) c *= 2;
        pool = cgt_realloc(pool, c * sizeof *pool);
        cappool = c;
    }
    if (nnodes == capnodes) {
        capnodes = capnodes ? capnodes * 2 : 1024;
        nodes = cgt_realloc(nodes, capnodes * sizeof *nodes);
    }
    fnode *n = &nodes[nnodes];
    n->off = (uint32_t)npool;
    n->nl = (uint32_t)nl;
    n->nr = (uint32_t)nr;
    n->canon = GAME_NONE;
    n->oc = -1;
    n->atom = -1;
    n->oc_bad = FORM_NONE;
    if (nl) memcpy(pool + npool, l, nl * sizeof *l);
    if (nr) memcpy(pool + npool + nl, r, nr * sizeof *r);
    npool += nl + nr;
    form_t id = (form_t)nnodes++;
    cgt_index_add(&index_, h, id);
    return id;
}

form_t form_make(const form_t *left, size_t nl, const form_t *right, size_t nr) {
    if (cgt_aborted()) return FORM_NONE;
    form_t small[32];
    form_t *buf = nl + nr <= 32 ? small : cgt_malloc((nl + nr) * sizeof *buf);
    for (size_t i = 0; i < nl; i++) buf[i] = left[i];
    for (size_t i = 0; i < nr; i++) buf[nl + i] = right[i];
    form_t res = FORM_NONE;
    bool bad = false;
    for (size_t i = 0; i < nl + nr; i++)
        if (buf[i] == FORM_NONE || buf[i] >= nnodes) bad = true;
    if (!bad) {
        size_t ml = sort_unique(buf, nl);
        size_t mr = sort_unique(buf + nl, nr);
        if (ml < nl) memmove(buf + ml, buf + nl, mr * sizeof *buf);
        res = intern(buf, ml, buf + ml, mr);
    }
    if (buf != small) cgt_free(buf);
    return res;
}

size_t form_num_left(form_t f) {
    return f < nnodes ? nodes[f].nl : 0;
}
size_t form_num_right(form_t f) {
    return f < nnodes ? nodes[f].nr : 0;
}
form_t form_left(form_t f, size_t i) {
    return pool[nodes[f].off + i];
}
form_t form_right(form_t f, size_t i) {
    return pool[nodes[f].off + nodes[f].nl + i];
}
size_t form_table_size(void) {
    return nnodes;
}

size_t form_num_followers(form_t f) {
    if (f >= nnodes) return 0;
    uint8_t *seen = cgt_calloc(nnodes, 1);
    form_t *stack = cgt_malloc(nnodes * sizeof *stack);
    size_t sp = 0, count = 0;
    stack[sp++] = f;
    seen[f] = 1;
    while (sp) {
        form_t x = stack[--sp];
        count++;
        const fnode *n = &nodes[x];
        for (size_t i = 0; i < n->nl + n->nr; i++) {
            form_t y = pool[n->off + i];
            if (!seen[y]) seen[y] = 1, stack[sp++] = y;
        }
    }
    cgt_free(seen);
    cgt_free(stack);
    return count;
}

static form_t from_game_cached(game_t g) {
    return g < cap_from_game ? from_game[g] : FORM_NONE;
}

static void from_game_store(game_t g, form_t f) {
    if (g >= cap_from_game) {
        size_t c = cap_from_game ? cap_from_game : 1024;
        while (c <= g) c *= 2;
        from_game = cgt_realloc(from_game, c * sizeof *from_game);
        memset(from_game + cap_from_game, 0xFF, (c - cap_from_game) * sizeof *from_game);
        cap_from_game = c;
    }
    from_game[g] = f;
    if (nodes[f].canon == GAME_NONE) nodes[f].canon = g;
}

/* Builds the form of g and of every follower not yet built, by an iterative
 * post-order walk (an integer n has n levels: no recursion). */
static form_t from_game_build(game_t g) {
    size_t sp = 0, cap = 64;
    game_t *stack = cgt_malloc(cap * sizeof *stack);
    form_t small[32], *buf = small;
    size_t bufcap = 32;
    form_t result = FORM_NONE;
    stack[sp++] = g;
    while (sp) {
        game_t x = stack[sp - 1];
        if (from_game_cached(x) != FORM_NONE) {
            sp--;
            continue;
        }
        if (cgt_limit_poll()) break;
        size_t nl = game_num_left(x), nr = game_num_right(x);
        bool pending = false;
        for (size_t i = 0; i < nl + nr; i++) {
            game_t y = i < nl ? game_left(x, i) : game_right(x, i - nl);
            if (from_game_cached(y) == FORM_NONE) {
                if (sp == cap) stack = cgt_realloc(stack, (cap *= 2) * sizeof *stack);
                stack[sp++] = y;
                pending = true;
            }
        }
        if (pending) continue;
        sp--;
        if (nl + nr > bufcap) {
            bufcap = nl + nr;
            buf = buf == small ? cgt_malloc(bufcap * sizeof *buf)
                               : cgt_realloc(buf, bufcap * sizeof *buf);
        }
        for (size_t i = 0; i < nl + nr; i++)
            buf[i] = from_game_cached(i < nl ? game_left(x, i) : game_right(x, i - nl));
        form_t f = form_make(buf, nl, buf + nl, nr);
        if (f == FORM_NONE) break;
        from_game_store(x, f);
    }
    if (!cgt_aborted()) result = from_game_cached(g);
    if (buf != small) cgt_free(buf);
    cgt_free(stack);
    return result;
}

form_t form_from_game(game_t g) {
    if (g == GAME_NONE || cgt_aborted()) return FORM_NONE;
    form_t f = from_game_cached(g);
    return f != FORM_NONE ? f : from_game_build(g);
}

size_t form_stack_budget(void) {
    static size_t budget;
    if (!budget) {
        struct rlimit rl;
        size_t lim = (size_t)8 << 20, cap = (size_t)64 << 20;
        if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
            lim = rl.rlim_cur;
        else if (getrlimit(RLIMIT_STACK, &rl) == 0)
            lim = cap;
        if (lim > cap) lim = cap;
        budget = lim / 4 * 3;
    }
    return budget;
}

static int canon_depth;

game_t form_canonical(form_t f) {
    if (f == FORM_NONE || f >= nnodes || cgt_aborted()) return GAME_NONE;
    if (nodes[f].canon != GAME_NONE) return nodes[f].canon;
    if (canon_depth >= FORM_MAX_DEPTH) {
        cgt_limit_abort("form too deep (more than 10000 levels)");
        return GAME_NONE;
    }
    size_t nl = nodes[f].nl, nr = nodes[f].nr;
    game_t small[32];
    game_t *buf = nl + nr <= 32 ? small : cgt_malloc((nl + nr) * sizeof *buf);
    game_t g = GAME_NONE;
    bool ok = true;
    canon_depth++;
    for (size_t i = 0; i < nl + nr && ok; i++) {
        buf[i] = form_canonical(pool[nodes[f].off + i]);
        if (buf[i] == GAME_NONE) ok = false;
    }
    canon_depth--;
    if (ok) g = game_make(buf, nl, buf + nl, nr);
    if (buf != small) cgt_free(buf);
    if (g != GAME_NONE && !cgt_aborted()) nodes[f].canon = g;
    return g;
}

/* ---- option-closed ---------------------------------------------------------- */

static bool contains(const form_t *v, size_t n, form_t x) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (v[mid] == x) return true;
        if (v[mid] < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

bool form_is_option_closed_here(form_t f, form_witness *w) {
    if (f >= nnodes) return false;
    for (int s = 0; s < 2; s++) {
        const fnode *n = &nodes[f];
        const form_t *opts = pool + n->off + (s ? n->nl : 0);
        size_t no = s ? n->nr : n->nl;
        for (size_t i = 0; i < no; i++) {
            const fnode *m = &nodes[opts[i]];
            const form_t *o2 = pool + m->off + (s ? m->nl : 0);
            size_t n2 = s ? m->nr : m->nl;
            for (size_t j = 0; j < n2; j++)
                if (!contains(opts, no, o2[j])) {
                    if (w) {
                        w->at = f;
                        w->via = opts[i];
                        w->missing = o2[j];
                        w->side = s ? 'R' : 'L';
                    }
                    return false;
                }
        }
    }
    return true;
}

/* Iterative post-order over the DAG so long strings do not overflow the stack. */
bool form_is_option_closed(form_t f, form_witness *w) {
    if (f >= nnodes) return false;
    if (nodes[f].oc < 0) {
        form_t *stack = cgt_malloc(16 * sizeof *stack);
        size_t sp = 0, cap = 16;
        stack[sp++] = f;
        while (sp) {
            form_t x = stack[sp - 1];
            if (nodes[x].oc >= 0) {
                sp--;
                continue;
            }
            bool pending = false;
            const fnode *n = &nodes[x];
            for (size_t i = 0; i < n->nl + n->nr; i++) {
                form_t y = pool[n->off + i];
                if (nodes[y].oc < 0) {
                    if (sp == cap) stack = cgt_realloc(stack, (cap *= 2) * sizeof *stack);
                    stack[sp++] = y;
                    pending = true;
                }
            }
            if (pending) continue;
            sp--;
            form_t bad = FORM_NONE;
            if (!form_is_option_closed_here(x, NULL)) bad = x;
            for (size_t i = 0; i < n->nl + n->nr && bad == FORM_NONE; i++) {
                form_t y = pool[n->off + i];
                if (nodes[y].oc == 0) bad = nodes[y].oc_bad;
            }
            nodes[x].oc = bad == FORM_NONE ? 1 : 0;
            nodes[x].oc_bad = bad;
        }
        cgt_free(stack);
    }
    if (nodes[f].oc == 1) return true;
    if (w) form_is_option_closed_here(nodes[f].oc_bad, w);
    return false;
}

/* ---- text ------------------------------------------------------------------- */

typedef struct sbuf {
    char *s;
    size_t len, cap, max;
    bool cut;
} sbuf;

static void sb_puts(sbuf *b, const char *s) {
    size_t n = strlen(s);
    if (b->cut) return;
    if (b->max && b->len + n > b->max) {
        n = b->max > b->len ? b->max - b->len : 0;
        b->cut = true;
    }
    if (b->len + n + 4 > b->cap) {
        size_t c = b->cap ? b->cap : 64;
        while (c < b->len + n + 4) c *= 2;
        b->s = cgt_realloc(b->s, c);
        b->cap = c;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
    if (b->cut) {
        memcpy(b->s + b->len, "...", 4);
        b->len += 3;
    }
}

/* Appends the number-up-star g ("0", "-3/4", "^*", "1v3*2"). */
static void sb_nus(sbuf *b, game_t g) {
    dyadic_t x;
    int64_t ups;
    uint64_t nim;
    char tmp[48];
    dyadic_init(x);
    game_nus_parts(x, &ups, &nim, g);
    if (!dyadic_is_zero(x) || (ups == 0 && nim == 0)) {
        char *s = dyadic_get_str(x);
        sb_puts(b, s);
        cgt_free(s);
    }
    dyadic_clear(x);
    if (ups) {
        char c = ups > 0 ? '^' : 'v';
        uint64_t n = ups > 0 ? (uint64_t)ups : (uint64_t) - (ups + 1) + 1;
        if (n <= 2)
            snprintf(tmp, sizeof tmp, "%c%s", c, n == 2 ? (c == '^' ? "^" : "v") : "");
        else
            snprintf(tmp, sizeof tmp, "%c%llu", c, (unsigned long long)n);
        sb_puts(b, tmp);
    }
    if (nim) {
        if (nim == 1)
            snprintf(tmp, sizeof tmp, "*");
        else
            snprintf(tmp, sizeof tmp, "*%llu", (unsigned long long)nim);
        sb_puts(b, tmp);
    }
}

static bool is_atom(form_t f) {
    if (nodes[f].atom < 0) {
        game_t g = form_canonical(f);
        nodes[f].atom = (int8_t)(g != GAME_NONE && game_is_nus(g) && form_from_game(g) == f);
    }
    return nodes[f].atom == 1;
}

static void sb_form(sbuf *b, form_t f, int depth) {
    if (b->cut) return;
    if (depth > FORM_MAX_DEPTH) {
        sb_puts(b, "...");
        return;
    }
    if (is_atom(f)) {
        sb_nus(b, nodes[f].canon);
        return;
    }
    sb_puts(b, "{");
    for (uint32_t i = 0; i < nodes[f].nl && !b->cut; i++) {
        if (i) sb_puts(b, ",");
        sb_form(b, pool[nodes[f].off + i], depth + 1);
    }
    sb_puts(b, "|");
    for (uint32_t i = 0; i < nodes[f].nr && !b->cut; i++) {
        if (i) sb_puts(b, ",");
        sb_form(b, pool[nodes[f].off + nodes[f].nl + i], depth + 1);
    }
    sb_puts(b, "}");
}

char *form_str(form_t f, size_t max_len) {
    sbuf b = {NULL, 0, 0, max_len, false};
    if (f >= nnodes)
        sb_puts(&b, "(none)");
    else
        sb_form(&b, f, 0);
    return b.s;
}

char *form_witness_str(const form_witness *w) {
    char *at = form_str(w->at, 200), *via = form_str(w->via, 200),
         *miss = form_str(w->missing, 200);
    const char *who = w->side == 'L' ? "Left" : "Right";
    size_t n = strlen(at) + strlen(via) + strlen(miss) + 96;
    char *s = cgt_malloc(n);
    snprintf(s, n, "at %s: %s reaches %s in two moves (via %s) but not in one", at, who, miss, via);
    cgt_free(at);
    cgt_free(via);
    cgt_free(miss);
    return s;
}

/* ---- parsing ------------------------------------------------------------------ */

typedef struct fparser {
    const char *t;
    size_t p;
    int depth;
} fparser;

static int perr(fparser *ps, size_t at, int code, const char *msg) {
    int col = 1;
    for (size_t i = 0; i < at && ps->t[i]; i++)
        if (((unsigned char)ps->t[i] & 0xC0) != 0x80) col++;
    return cgt_error(code, "column %d: %s", col, msg);
}

static void skip(fparser *ps) {
    while (ps->t[ps->p] == ' ' || ps->t[ps->p] == '\t' || ps->t[ps->p] == '\n' ||
           ps->t[ps->p] == '\r')
        ps->p++;
}

static int parse_form(fparser *ps, form_t *out);

/* atom: ['-'] [number] [ups] [star] */
static int parse_atom(fparser *ps, form_t *out) {
    const char *t = ps->t;
    size_t start = ps->p;
    bool neg = false;
    if (t[ps->p] == '-') neg = true, ps->p++;
    dyadic_t x;
    dyadic_init(x);
    bool any = false, has_num = false;
    if (t[ps->p] >= '0' && t[ps->p] <= '9') {
        const char *end;
        int rc = dyadic_parse_prefix(x, t + ps->p, &end);
        if (rc < 0) {
            dyadic_clear(x);
            return perr(ps, ps->p, rc, cgt_error_message());
        }
        ps->p = (size_t)(end - t);
        any = has_num = true;
    }
    int64_t ups = 0;
    uint64_t nim = 0;
    if (t[ps->p] == '^' || t[ps->p] == 'v') {
        char c = t[ps->p++];
        int64_t n = 1;
        if (t[ps->p] >= '0' && t[ps->p] <= '9') {
            n = 0;
            while (t[ps->p] >= '0' && t[ps->p] <= '9' && n < 1000000)
                n = n * 10 + (t[ps->p++] - '0');
        } else {
            while (t[ps->p] == c) n++, ps->p++;
        }
        ups = c == '^' ? n : -n;
        any = true;
    }
    if (t[ps->p] == '*') {
        ps->p++;
        nim = 1;
        if (t[ps->p] >= '0' && t[ps->p] <= '9') {
            nim = 0;
            while (t[ps->p] >= '0' && t[ps->p] <= '9' && nim < 1000000)
                nim = nim * 10 + (uint64_t)(t[ps->p++] - '0');
        }
        if (nim > 4096) {
            dyadic_clear(x);
            return perr(ps, start, CGT_EVALUE, "nimber too large for a literal form");
        }
        any = true;
    }
    if (!any) {
        dyadic_clear(x);
        return perr(ps, start, CGT_EPARSE,
                    t[start] ? "expected a form: '{', a number, '*' or '^'"
                             : "unexpected end of input");
    }
    if (neg && has_num) /* as in CGSuite: -1^* is (-1) + ^* */
        dyadic_neg(x, x);
    else if (neg)
        ups = -ups;
    game_t g = game_nus(x, ups, nim);
    dyadic_clear(x);
    *out = form_from_game(g);
    if (*out == FORM_NONE) return cgt_limit_error();
    return 0;
}

typedef struct fsep {
    size_t n, at;
} fsep;

/* Builds sides lo..hi of a brace: split at the unique longest slash run. */
static int build(fparser *ps, form_t *opts, size_t *side_start, size_t nsides, size_t nopts,
                 fsep *seps, size_t lo, size_t hi, form_t *out) {
    if (lo == hi) return perr(ps, 0, CGT_EPARSE, "internal: empty side range");
    size_t k = lo;
    for (size_t i = lo + 1; i < hi; i++)
        if (seps[i].n > seps[k].n) k = i;
    for (size_t i = k + 1; i < hi; i++)
        if (seps[i].n == seps[k].n)
            return perr(ps, seps[i].at, CGT_EPARSE,
                        "ambiguous: two runs of '|' of the same length at the same level");
    form_t half[2];
    const form_t *o[2];
    size_t no[2];
    for (int s = 0; s < 2; s++) {
        size_t a = s ? k + 1 : lo, b = s ? hi : k;
        if (a == b) {
            size_t first = side_start[a], next = a + 1 < nsides ? side_start[a + 1] : nopts;
            o[s] = opts ? opts + first : NULL; /* no option at all: {|} */
            no[s] = next - first;
        } else {
            int rc = build(ps, opts, side_start, nsides, nopts, seps, a, b, &half[s]);
            if (rc < 0) return rc;
            o[s] = &half[s];
            no[s] = 1;
        }
    }
    *out = form_make(o[0], no[0], o[1], no[1]);
    if (*out == FORM_NONE) return cgt_limit_error();
    return 0;
}

static int parse_braces(fparser *ps, form_t *out) {
    size_t open = ps->p++;
    if (++ps->depth > 10000) return perr(ps, open, CGT_EPARSE, "nesting deeper than 10000");
    form_t *opts = NULL;
    size_t nopts = 0, capo = 0;
    size_t *sides = NULL, nsides = 0, caps = 0;
    fsep *seps = NULL;
    size_t nseps = 0, capp = 0;
    int rc = 0;
#define PUSH(arr, n, cap, v)                                                                       \
    do {                                                                                           \
        if (n == cap) arr = cgt_realloc(arr, (cap = cap ? cap * 2 : 8) * sizeof *arr);             \
        arr[n++] = v;                                                                              \
    } while (0)
    PUSH(sides, nsides, caps, 0);
    int state = 0; /* 0 start of side, 1 after option, 2 after comma */
    for (;;) {
        skip(ps);
        char c = ps->t[ps->p];
        if (!c) {
            rc = perr(ps, open, CGT_EPARSE, "'{' is never closed");
            break;
        }
        if (c == '}' && state != 2) {
            ps->p++;
            break;
        }
        if (c == '|' && state != 2) {
            fsep sp = {0, ps->p};
            while (ps->t[ps->p] == '|') sp.n++, ps->p++;
            PUSH(seps, nseps, capp, sp);
            PUSH(sides, nsides, caps, nopts);
            state = 0;
        } else if (c == ',' && state == 1) {
            ps->p++;
            state = 2;
        } else if (state == 1) {
            rc = perr(ps, ps->p, CGT_EPARSE, "expected ',', '|' or '}'");
            break;
        } else if (c == '}' || c == ',' || c == '|') {
            rc = perr(ps, ps->p, CGT_EPARSE, "expected an option");
            break;
        } else {
            form_t f;
            if ((rc = parse_form(ps, &f)) < 0) break;
            PUSH(opts, nopts, capo, f);
            state = 1;
        }
    }
#undef PUSH
    if (rc == 0 && nsides < 2)
        rc = perr(ps, open, CGT_EPARSE, "a form needs '|' between its Left and Right options");
    if (rc == 0) rc = build(ps, opts, sides, nsides, nopts, seps, 0, nsides - 1, out);
    cgt_free(opts);
    cgt_free(sides);
    cgt_free(seps);
    ps->depth--;
    return rc;
}

static int parse_form(fparser *ps, form_t *out) {
    skip(ps);
    if (ps->t[ps->p] == '{') return parse_braces(ps, out);
    return parse_atom(ps, out);
}

int form_parse(form_t *out, const char *text) {
    fparser ps = {text, 0, 0};
    form_t f;
    skip(&ps);
    if (!text[ps.p]) return perr(&ps, ps.p, CGT_EPARSE, "empty form");
    int rc = parse_form(&ps, &f);
    if (rc < 0) return rc;
    skip(&ps);
    if (text[ps.p]) return perr(&ps, ps.p, CGT_EPARSE, "unexpected text after the form");
    *out = f;
    return 0;
}
