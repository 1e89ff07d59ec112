/* sidle.c - the onside by sidling (Winning Ways ch. 11; Siegel, Combinatorial
 * Game Theory, ch. VI): every loopy position starts at `on`, then each is
 * replaced by {its Left options' values | its Right options' values} until
 * nothing changes.  The values decrease from `on` and a fixed point reached
 * from the top is the greatest one, the onside.  What keeps this fast is that
 * the approximants are kept in their simplest forms in one interned pool, so
 * that "nothing changed" is an identity test, and that every approximant is
 * a finite game over `on`, short games and the stopper positions of g (whose
 * values are exact from the start): comparisons are a memoised recursion
 * whose base cases are one product-graph table of those stoppers.  The
 * result is checked against the game by the side comparison
 * (loopy_side_leq, on the product of the small result with g).
 *
 * Pool nodes: STOP (a position of the stopper graph U: on, with its pass,
 * and g's stopper positions; compared through U's table), SHORT (a canonical
 * short game, its options SHORT nodes), NODE (options other pool nodes; a
 * NODE only refers to older nodes, so cycles stay inside U).  Comparisons
 * between a NODE or SHORT and anything recurse on the options: every step
 * moves in a DAG node, or alternately inside the stopper U, so the recursion
 * is well founded. */
#include <string.h>

#include "loopy/loopy_internal.h"

enum { P_STOP, P_SHORT, P_NODE };

typedef struct pnode {
    uint8_t kind;
    game_t g;        /* SHORT */
    uint32_t u;      /* STOP: index in U */
    uint32_t nl, nr; /* options: opts[off .. off + nl) Left, then nr Right */
    uint32_t off;
    int8_t geon; /* -1 unknown, else whether the node is >= on */
} pnode;

/* Open addressing from 64-bit keys to 32-bit values (UINT32_MAX = empty). */
typedef struct hmap {
    uint64_t *keys;
    uint32_t *vals;
    size_t cap, len;
} hmap;

static uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
}

static void hmap_init(hmap *h) {
    h->cap = 1024, h->len = 0;
    h->keys = cgt_malloc(h->cap * sizeof *h->keys);
    h->vals = cgt_malloc(h->cap * sizeof *h->vals);
    for (size_t i = 0; i < h->cap; i++) h->vals[i] = UINT32_MAX;
}

static void hmap_clear(hmap *h) {
    cgt_free(h->keys);
    cgt_free(h->vals);
}

static uint32_t *hmap_slot(hmap *h, uint64_t key) {
    size_t i = mix(key) & (h->cap - 1);
    while (h->vals[i] != UINT32_MAX && h->keys[i] != key) i = (i + 1) & (h->cap - 1);
    h->keys[i] = key;
    return &h->vals[i];
}

static uint32_t hmap_get(hmap *h, uint64_t key) {
    size_t i = mix(key) & (h->cap - 1);
    while (h->vals[i] != UINT32_MAX) {
        if (h->keys[i] == key) return h->vals[i];
        i = (i + 1) & (h->cap - 1);
    }
    return UINT32_MAX;
}

static void hmap_put(hmap *h, uint64_t key, uint32_t val) {
    if (2 * (h->len + 1) > h->cap) {
        hmap old = *h;
        h->cap *= 2, h->len = 0;
        h->keys = cgt_malloc(h->cap * sizeof *h->keys);
        h->vals = cgt_malloc(h->cap * sizeof *h->vals);
        for (size_t i = 0; i < h->cap; i++) h->vals[i] = UINT32_MAX;
        for (size_t i = 0; i < old.cap; i++)
            if (old.vals[i] != UINT32_MAX) *hmap_slot(h, old.keys[i]) = old.vals[i], h->len++;
        hmap_clear(&old);
    }
    uint32_t *s = hmap_slot(h, key);
    if (*s == UINT32_MAX) h->len++;
    *s = val;
}

typedef struct pool {
    pnode *nodes;
    uint32_t n, cap;
    uint32_t *opts;
    size_t nopts, capopts;
    hmap by_short;   /* game_t -> node */
    hmap by_opts;    /* hash of a NODE's option lists -> first node in its chain */
    uint32_t *chain; /* next NODE with the same hash */
    hmap memo;       /* (a, b, kind) -> comparison result */
    uint32_t on;
    bool full;      /* over the size limit (or the recursion too deep) */
    uint32_t depth; /* of the comparison recursion */
    uint8_t *ule;   /* U's table: ule[i * nu + j] = (U node i <= U node j) */
    uint32_t nu;
    uint32_t *rep; /* STOP node -> the first STOP node equal to it */
} pool;

#define POOL_MAX (1u << 22)
/* Comparisons recurse along the approximants' depth (one level a sweep):
 * deeper than this, sidling gives up instead of overflowing the stack. */
#define SIDLE_MAX_DEPTH 20000u
/* A candidate is checked on its product with g: at most this many pairs. */
#define KNOT_MAX_PRODUCT (1ull << 26)

static uint32_t pool_push(pool *p, uint8_t kind, game_t g, const uint32_t *l, uint32_t nl,
                          const uint32_t *r, uint32_t nr) {
    if (p->n == POOL_MAX || cgt_limit_tick()) {
        p->full = true;
        return p->on;
    }
    if (p->n == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 256;
        p->nodes = cgt_realloc(p->nodes, p->cap * sizeof *p->nodes);
        p->chain = cgt_realloc(p->chain, p->cap * sizeof *p->chain);
    }
    if (p->nopts + nl + nr > p->capopts) {
        while (p->nopts + nl + nr > p->capopts) p->capopts = p->capopts ? 2 * p->capopts : 1024;
        p->opts = cgt_realloc(p->opts, p->capopts * sizeof *p->opts);
    }
    pnode *x = &p->nodes[p->n];
    x->kind = kind, x->g = g, x->u = 0, x->nl = nl, x->nr = nr, x->off = (uint32_t)p->nopts,
    x->geon = -1;
    if (nl) memcpy(p->opts + p->nopts, l, nl * sizeof *l);
    if (nr) memcpy(p->opts + p->nopts + nl, r, nr * sizeof *r);
    p->nopts += nl + nr;
    p->chain[p->n] = UINT32_MAX;
    return p->n++;
}

static const uint32_t *lopts(const pool *p, uint32_t x) {
    return p->opts + p->nodes[x].off;
}
static const uint32_t *ropts(const pool *p, uint32_t x) {
    return p->opts + p->nodes[x].off + p->nodes[x].nl;
}

/* The pool node of a canonical short game (its options interned first). */
static uint32_t pool_short(pool *p, game_t g) {
    uint32_t id = hmap_get(&p->by_short, g);
    if (id != UINT32_MAX) return id;
    size_t nl = game_num_left(g), nr = game_num_right(g);
    uint32_t *o = cgt_malloc((nl + nr + 1) * sizeof *o);
    for (size_t i = 0; i < nl; i++) o[i] = pool_short(p, game_left(g, i));
    for (size_t i = 0; i < nr; i++) o[nl + i] = pool_short(p, game_right(g, i));
    id = pool_push(p, P_SHORT, g, o, (uint32_t)nl, o + nl, (uint32_t)nr);
    cgt_free(o);
    if (!p->full) hmap_put(&p->by_short, g, id);
    return id;
}

static uint64_t opts_hash(const uint32_t *l, uint32_t nl, const uint32_t *r, uint32_t nr) {
    uint64_t h = 0x9e3779b97f4a7c15ull ^ nl;
    for (uint32_t i = 0; i < nl; i++) h = mix(h ^ l[i]) + 1;
    h = mix(h ^ 0xabcdefull ^ nr);
    for (uint32_t i = 0; i < nr; i++) h = mix(h ^ r[i]) + 3;
    return h;
}

/* The NODE with these (sorted) option lists, interned. */
static uint32_t pool_node(pool *p, const uint32_t *l, uint32_t nl, const uint32_t *r, uint32_t nr) {
    uint64_t h = opts_hash(l, nl, r, nr);
    uint32_t first = hmap_get(&p->by_opts, h);
    for (uint32_t x = first; x != UINT32_MAX; x = p->chain[x]) {
        const pnode *y = &p->nodes[x];
        if (y->nl == nl && y->nr == nr && (nl == 0 || !memcmp(lopts(p, x), l, nl * sizeof *l)) &&
            (nr == 0 || !memcmp(ropts(p, x), r, nr * sizeof *r)))
            return x;
    }
    uint32_t id = pool_push(p, P_NODE, GAME_NONE, l, nl, r, nr);
    if (p->full) return id;
    p->chain[id] = first;
    hmap_put(&p->by_opts, h, id);
    return id;
}

/* x >= on: Left survives x + off moving second.  Right may pass in off, so
 * Left needs a Left option >= on; Right may move in x, and then Left needs a
 * reply >= on there (Left has no move in off). */
static bool ge_on(pool *p, uint32_t x) {
    pnode *v = &p->nodes[x];
    if (v->geon >= 0) return v->geon;
    bool r = x == p->on;
    if (p->full || p->depth > SIDLE_MAX_DEPTH) {
        p->full = true;
        return false;
    }
    p->depth++;
    if (!r && v->kind == P_STOP) r = p->ule[p->nodes[p->on].u * (size_t)p->nu + v->u];
    if (!r && v->kind == P_NODE) {
        for (uint32_t i = 0; !r && i < v->nl; i++) r = ge_on(p, lopts(p, x)[i]);
        for (uint32_t i = 0; r && i < p->nodes[x].nr; i++) {
            uint32_t y = ropts(p, x)[i];
            bool reply = false;
            for (uint32_t j = 0; !reply && j < p->nodes[y].nl; j++)
                reply = ge_on(p, lopts(p, y)[j]);
            r = reply;
        }
    }
    p->depth--;
    if (!p->full) p->nodes[x].geon = r;
    return r;
}

static bool lf(pool *p, uint32_t b, uint32_t a);

/* a <= b: Left survives b - a moving second. */
static bool le(pool *p, uint32_t a, uint32_t b) {
    if (b == p->on || a == b) return true;
    if (a == p->on) return ge_on(p, b);
    const pnode *x = &p->nodes[a], *y = &p->nodes[b];
    if (x->kind == P_SHORT && y->kind == P_SHORT) return game_leq(x->g, y->g);
    if (x->kind == P_STOP && y->kind == P_STOP) return p->ule[x->u * (size_t)p->nu + y->u];
    uint64_t key = ((uint64_t)a << 33) | ((uint64_t)b << 1);
    uint32_t m = hmap_get(&p->memo, key);
    if (m != UINT32_MAX) return m;
    if (p->full || p->depth > SIDLE_MAX_DEPTH) { /* the stack: give up, not crash */
        p->full = true;
        return false;
    }
    p->depth++;
    bool r = true;
    uint32_t ynr = y->nr, xnl = x->nl;
    for (uint32_t i = 0; r && i < ynr; i++) r = lf(p, ropts(p, b)[i], a);
    for (uint32_t i = 0; r && i < xnl; i++) r = lf(p, b, lopts(p, a)[i]);
    p->depth--;
    if (!p->full) hmap_put(&p->memo, key, r);
    return r;
}

/* Left survives b - a moving first. */
static bool lf(pool *p, uint32_t b, uint32_t a) {
    if (b == p->on) return true;
    if (a == p->on) {
        /* Left must move in b (none in off) to something >= on */
        for (uint32_t i = 0; i < p->nodes[b].nl; i++)
            if (ge_on(p, lopts(p, b)[i])) return true;
        return false;
    }
    uint64_t key = ((uint64_t)a << 33) | ((uint64_t)b << 1) | 1;
    uint32_t m = hmap_get(&p->memo, key);
    if (m != UINT32_MAX) return m;
    if (p->full || p->depth > SIDLE_MAX_DEPTH) {
        p->full = true;
        return false;
    }
    p->depth++;
    bool r = false;
    uint32_t ynl = p->nodes[b].nl, xnr = p->nodes[a].nr;
    for (uint32_t i = 0; !r && i < ynl; i++) r = le(p, a, lopts(p, b)[i]);
    for (uint32_t i = 0; !r && i < xnr; i++) r = le(p, ropts(p, a)[i], b);
    p->depth--;
    if (!p->full) hmap_put(&p->memo, key, r);
    return r;
}

/* Drops Left options (right == 0) dominated by another (a <= b), or Right
 * options dominating another; of equal ones the first is kept. */
static uint32_t undominated(pool *p, uint32_t *a, uint32_t n, int right) {
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        bool drop = false;
        for (uint32_t j = 0; j < n && !drop; j++) {
            if (j == i) continue;
            bool worse = right ? le(p, a[j], a[i]) : le(p, a[i], a[j]);
            if (worse) {
                bool equal = right ? le(p, a[i], a[j]) : le(p, a[j], a[i]);
                drop = !equal || j < i;
            }
        }
        if (!drop) a[k++] = a[i];
    }
    return k;
}

/* A growable list of node ids. */
typedef struct ulist {
    uint32_t *a;
    uint32_t n, cap;
} ulist;

static void ul_push(ulist *u, uint32_t x) {
    if (u->n == u->cap)
        u->a = cgt_realloc(u->a, (u->cap = u->cap ? 2 * u->cap : 16) * sizeof *u->a);
    u->a[u->n++] = x;
}

/* The simplest form of {l | r} over pool nodes: on if a Left option is on,
 * Right's moves to on dropped (they reverse through on's pass to nothing),
 * dominated options removed, reversible options bypassed; a game whose
 * options are all short is the short game. */
/* Whether replacing x by the options of y (its Left ones if left) brings x
 * back (a bypass through a cycle of the stoppers, which gains nothing). */
static bool brings_back(const pool *p, uint32_t x, uint32_t y, int left) {
    uint32_t k = left ? p->nodes[y].nl : p->nodes[y].nr;
    const uint32_t *o = left ? lopts(p, y) : ropts(p, y);
    for (uint32_t t = 0; t < k; t++) {
        uint32_t z = p->nodes[o[t]].kind == P_STOP ? p->rep[o[t]] : o[t];
        if (z == x) return true;
    }
    return false;
}

static uint32_t canon(pool *p, ulist *l, ulist *r) {
    for (uint32_t round = 0;; round++) {
        if (p->full) return p->on;
        for (uint32_t i = 0; i < l->n; i++)
            if (p->nodes[l->a[i]].kind == P_STOP) l->a[i] = p->rep[l->a[i]];
        for (uint32_t i = 0; i < r->n; i++)
            if (p->nodes[r->a[i]].kind == P_STOP) r->a[i] = p->rep[r->a[i]];
        uint32_t k = 0;
        for (uint32_t i = 0; i < r->n; i++)
            if (r->a[i] != p->on) r->a[k++] = r->a[i];
        r->n = k;
        l->n = loopy_sort_unique(l->a, l->n), r->n = loopy_sort_unique(r->a, r->n);
        l->n = undominated(p, l->a, l->n, 0);
        r->n = undominated(p, r->a, r->n, 1);
        l->n = loopy_sort_unique(l->a, l->n), r->n = loopy_sort_unique(r->a, r->n);
        uint32_t x = pool_node(p, l->a, l->n, r->a, r->n);
        if (p->full || ge_on(p, x)) return p->on; /* on is the largest game */
        bool changed = false;
        for (uint32_t i = 0; i < l->n && !changed; i++) {
            uint32_t a = l->a[i], na = p->nodes[a].nr;
            for (uint32_t j = 0; j < na && !changed; j++) {
                uint32_t ar = ropts(p, a)[j];
                if (ar != p->on && le(p, ar, x) && !brings_back(p, a, ar, 1)) {
                    /* reversible: a replaced by ar's Left options */
                    l->a[i] = l->a[--l->n];
                    for (uint32_t t = 0; t < p->nodes[ar].nl; t++) ul_push(l, lopts(p, ar)[t]);
                    changed = true;
                }
            }
        }
        for (uint32_t i = 0; i < r->n && !changed; i++) {
            uint32_t b = r->a[i], nb = p->nodes[b].nl;
            for (uint32_t j = 0; j < nb && !changed; j++) {
                uint32_t bl = lopts(p, b)[j];
                if (le(p, x, bl) && !brings_back(p, b, bl, 0)) {
                    r->a[i] = r->a[--r->n];
                    for (uint32_t t = 0; t < p->nodes[bl].nr; t++) ul_push(r, ropts(p, bl)[t]);
                    changed = true;
                }
            }
        }
        /* every bypass keeps the value; the bound only guards against
         * bypasses that go round in circles through equal stoppers */
        if (changed && round < 256) continue;
        bool allshort = true;
        for (uint32_t i = 0; i < l->n && allshort; i++)
            allshort = p->nodes[l->a[i]].kind == P_SHORT;
        for (uint32_t i = 0; i < r->n && allshort; i++)
            allshort = p->nodes[r->a[i]].kind == P_SHORT;
        if (!allshort) return x;
        game_t *buf = cgt_malloc(((size_t)l->n + r->n + 1) * sizeof *buf);
        for (uint32_t i = 0; i < l->n; i++) buf[i] = p->nodes[l->a[i]].g;
        for (uint32_t i = 0; i < r->n; i++) buf[l->n + i] = p->nodes[r->a[i]].g;
        game_t g = game_make(buf, l->n, buf + l->n, r->n);
        cgt_free(buf);
        if (g == GAME_NONE) {
            p->full = true;
            return p->on;
        }
        return pool_short(p, g);
    }
}

/* The pool node x as a loopy game (on as a pass, short games as their
 * canonical graphs). */
static int pool_game(loopy_game *out, pool *p, uint32_t x) {
    uint32_t *map = cgt_malloc((size_t)p->n * sizeof *map);
    for (uint32_t i = 0; i < p->n; i++) map[i] = UINT32_MAX;
    loopy_builder b;
    lb_init(&b);
    ulist todo = {0};
    map[x] = lb_node_new(&b);
    ul_push(&todo, x);
    for (uint32_t t = 0; t < todo.n; t++) {
        uint32_t y = todo.a[t];
        const pnode *v = &p->nodes[y];
        for (uint32_t i = 0; i < v->nl + v->nr; i++) {
            uint32_t z = p->opts[v->off + i];
            if (map[z] == UINT32_MAX) {
                map[z] = lb_node_new(&b);
                if (map[z] == UINT32_MAX) break;
                ul_push(&todo, z);
            }
            if (i < v->nl)
                lb_add_left(&b, map[y], map[z]);
            else
                lb_add_right(&b, map[y], map[z]);
        }
        if (cgt_aborted()) break;
    }
    int rc = cgt_aborted() ? cgt_limit_error() : lb_finish(out, &b, map[x]);
    lb_clear(&b);
    cgt_free(map);
    cgt_free(todo.a);
    return rc;
}

/* Which nodes of g are stoppers: no follower (reached by any moves, as in
 * a sum) lies on an alternating cycle. */
static void stopper_nodes(uint8_t *stop, const loopy_game *g) {
    uint32_t n = g->n, ns = 2 * n, nq = 0;
    uint32_t *comp = cgt_malloc((size_t)(ns ? ns : 1) * sizeof *comp);
    uint32_t *size = cgt_calloc(ns ? ns : 1, sizeof *size);
    uint32_t *queue = cgt_malloc((size_t)(n ? n : 1) * sizeof *queue);
    loopy_state_sccs(comp, g);
    for (uint32_t s = 0; s < ns; s++) size[comp[s]]++;
    for (uint32_t v = 0; v < n; v++) {
        stop[v] = size[comp[2 * v]] < 2 && size[comp[2 * v + 1]] < 2;
        if (!stop[v]) queue[nq++] = v;
    }
    /* whatever reaches a non-stopper is not one */
    loopy_reverse rv;
    loopy_reverse_init(&rv, g);
    for (uint32_t h = 0; h < nq; h++) {
        uint32_t u = queue[h];
        for (uint32_t i = rv.lpstart[u]; i < rv.lpstart[u + 1]; i++)
            if (stop[rv.lpred[i]]) stop[rv.lpred[i]] = 0, queue[nq++] = rv.lpred[i];
        for (uint32_t i = rv.rpstart[u]; i < rv.rpstart[u + 1]; i++)
            if (stop[rv.rpred[i]]) stop[rv.rpred[i]] = 0, queue[nq++] = rv.rpred[i];
    }
    loopy_reverse_clear(&rv);
    cgt_free(comp), cgt_free(size), cgt_free(queue);
}

/* Puts on and g's loopy stopper positions into the pool as STOP nodes (cur[v]
 * for those), with U's comparison table. */
static int pool_stoppers(pool *p, uint32_t *cur, const loopy_game *g, const uint8_t *loopy,
                         const uint8_t *stop) {
    uint32_t n = g->n, k = 0;
    uint32_t *ui = cgt_malloc((size_t)(n ? n : 1) * sizeof *ui); /* node -> U index */
    for (uint32_t v = 0; v < n; v++) ui[v] = stop[v] ? 1 + k++ : UINT32_MAX;
    /* U: node 0 is on, node 1 + j the j-th stopper node of g */
    loopy_game u;
    u.n = 1 + k, u.root = 0;
    u.lstart = cgt_malloc(((size_t)u.n + 1) * sizeof(uint32_t));
    u.rstart = cgt_malloc(((size_t)u.n + 1) * sizeof(uint32_t));
    size_t ml = 1, mr = 0;
    for (uint32_t v = 0; v < n; v++)
        if (stop[v]) ml += g->lstart[v + 1] - g->lstart[v], mr += g->rstart[v + 1] - g->rstart[v];
    u.left = cgt_malloc(ml * sizeof(uint32_t));
    u.right = cgt_malloc((mr ? mr : 1) * sizeof(uint32_t));
    uint32_t kl = 0, kr = 0;
    u.lstart[0] = 0, u.rstart[0] = 0, u.left[kl++] = 0;
    for (uint32_t v = 0; v < n; v++) {
        if (!stop[v]) continue;
        u.lstart[ui[v]] = kl, u.rstart[ui[v]] = kr;
        for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++) u.left[kl++] = ui[g->left[i]];
        for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++) u.right[kr++] = ui[g->right[i]];
    }
    u.lstart[u.n] = kl, u.rstart[u.n] = kr;
    int rc = 0;
    if (cgt_limit_memory((uint64_t)u.n * u.n * 6, "sidling")) rc = cgt_limit_error();
    if (rc == 0) rc = loopy_leq_matrix(&p->ule, &u);
    p->nu = u.n;
    if (rc == 0) {
        /* pool ids: on is 0 (pushed already); loop-free stopper nodes are
         * their SHORT nodes (cur[v] set); the loopy ones follow in order */
        uint32_t base = p->n, j = 0;
        uint32_t *pid = cgt_malloc((size_t)(n ? n : 1) * sizeof *pid);
        for (uint32_t v = 0; v < n; v++)
            if (stop[v] && loopy[v])
                pid[v] = base + j++;
            else
                pid[v] = cur[v];
        ulist o = {0};
        for (uint32_t v = 0; v < n && !p->full; v++) {
            if (!stop[v] || !loopy[v]) continue;
            o.n = 0;
            for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++) ul_push(&o, pid[g->left[i]]);
            uint32_t nl = o.n;
            for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++)
                ul_push(&o, pid[g->right[i]]);
            uint32_t x = pool_push(p, P_STOP, GAME_NONE, o.a, nl, o.a + nl, o.n - nl);
            if (!p->full) p->nodes[x].u = ui[v], cur[v] = x;
        }
        cgt_free(o.a);
        cgt_free(pid);
        /* representatives: the first STOP node of each class of equal ones,
         * on first */
        p->rep = cgt_malloc((size_t)p->cap * sizeof *p->rep);
        for (uint32_t x = 0; x < p->n; x++) {
            p->rep[x] = x;
            if (p->nodes[x].kind != P_STOP) continue;
            for (uint32_t y = 0; y < x; y++) {
                if (p->nodes[y].kind != P_STOP) continue;
                size_t a = p->nodes[x].u, b = p->nodes[y].u;
                if (p->ule[a * p->nu + b] && p->ule[b * p->nu + a]) {
                    p->rep[x] = y;
                    break;
                }
            }
        }
    }
    loopy_clear(&u);
    cgt_free(ui);
    return rc;
}

/* Marks the options of v that no other option of the same player dominates
 * by the current approximants (Right's options worth on are dropped). */
static void mark_kept(pool *p, uint8_t *keepl, uint8_t *keepr, const loopy_game *g,
                      const uint32_t *cur, uint32_t v) {
    uint32_t l0 = g->lstart[v], l1 = g->lstart[v + 1], r0 = g->rstart[v], r1 = g->rstart[v + 1];
#define VAL(x) (p->nodes[cur[x]].kind == P_STOP ? p->rep[cur[x]] : cur[x])
    for (uint32_t i = l0; i < l1; i++) {
        uint32_t a = VAL(g->left[i]);
        bool drop = false;
        for (uint32_t j = l0; j < l1 && !drop; j++) {
            uint32_t b = VAL(g->left[j]);
            if (j != i && le(p, a, b)) drop = !le(p, b, a) || j < i;
        }
        keepl[i] = !drop;
    }
    for (uint32_t i = r0; i < r1; i++) {
        uint32_t a = VAL(g->right[i]);
        bool drop = a == p->on;
        for (uint32_t j = r0; j < r1 && !drop; j++) {
            uint32_t b = VAL(g->right[j]);
            if (j != i && le(p, b, a)) drop = !le(p, a, b) || j < i;
        }
        keepr[i] = !drop;
    }
#undef VAL
}

/* 1 (and *out = *h) if the stopper h is g's onside, 0 (h cleared) if not. */
static int try_game(loopy_game *out, loopy_game *h, const loopy_game *g) {
    int rc = 0;
    bool a = false, c = false;
    if ((uint64_t)h->n * g->n <= KNOT_MAX_PRODUCT &&
        (rc = loopy_side_leq(&a, h, g, LOOPY_ONSIDE)) == 0 && a)
        rc = loopy_side_leq(&c, g, h, LOOPY_ONSIDE);
    if (rc == 0 && a && c) {
        *out = *h;
        return 1;
    }
    loopy_clear(h);
    return rc;
}

/* The knot tied: g with only the kept options.  1 (and *out) if that is a
 * stopper with g's onside, 0 if not. */
static int try_knot(loopy_game *out, const loopy_game *g, const uint8_t *keepl,
                    const uint8_t *keepr) {
    loopy_builder b;
    lb_init(&b);
    lb_nodes_copy(&b, g->n);
    for (uint32_t v = 0; v < g->n; v++) {
        for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++)
            if (keepl[i]) lb_add_left(&b, v, g->left[i]);
        for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++)
            if (keepr[i]) lb_add_right(&b, v, g->right[i]);
    }
    loopy_game h;
    int rc = lb_finish(&h, &b, g->root);
    lb_clear(&b);
    if (rc < 0) return rc;
    if (!loopy_is_stopper(&h)) {
        loopy_clear(&h);
        return 0;
    }
    return try_game(out, &h, g);
}

/* The pool node x as a game, 1 (and *out) if it is g's onside, 0 if not. */
static int try_value(loopy_game *out, pool *p, uint32_t x, const loopy_game *g) {
    loopy_game h;
    int rc = pool_game(&h, p, x);
    return rc < 0 ? rc : try_game(out, &h, g);
}

/* Guesses at a limit the approximants only approach: off, on, and when the
 * root's last two values a, b are numbers, x = 2 b - a (the limit of b, b +
 * (b - a) / 2, ...) with over, without and with under. */
static int try_limits(loopy_game *out, pool *p, uint32_t a, uint32_t b, const loopy_game *g) {
    game_t x = GAME_NONE;
    if (p->nodes[a].kind == P_SHORT && p->nodes[b].kind == P_SHORT &&
        game_is_number(p->nodes[a].g) && game_is_number(p->nodes[b].g))
        x = game_sub(game_mul_si(p->nodes[b].g, 2), p->nodes[a].g);
    int kinds[5] = {PN_OFF, PN_ON, PN_OVER, PN_NUM, PN_UNDER};
    for (int i = 0; i < 5; i++) {
        if (i >= 2 && x == GAME_NONE) break;
        loopy_game h;
        int rc = loopy_pseudonumber(&h, kinds[i], x);
        if (rc == 0) rc = try_game(out, &h, g);
        if (rc != 0) return rc;
    }
    return 0;
}

/* The onside of g by sidling (g minimised, not a stopper). */
static int sidle_onside(loopy_game *out, const loopy_game *g) {
    uint32_t n = g->n;
    pool p;
    memset(&p, 0, sizeof p);
    memset(out, 0, sizeof *out);
    hmap_init(&p.by_short), hmap_init(&p.by_opts), hmap_init(&p.memo);
    uint32_t self = 0;
    p.on = pool_push(&p, P_STOP, GAME_NONE, &self, 1, NULL, 0);
    uint8_t *loopy = cgt_malloc(n ? n : 1), *stop = cgt_malloc(n ? n : 1);
    game_t *sv = cgt_malloc((size_t)(n ? n : 1) * sizeof *sv);
    uint32_t *cur = cgt_malloc((size_t)(n ? n : 1) * sizeof *cur);
    size_t ml = g->lstart[n], mr = g->rstart[n];
    uint8_t *keep = cgt_malloc(3 * (ml + mr) + 1), *prev = keep + ml + mr, *tried = prev + ml + mr;
    memset(keep, 1, 3 * (ml + mr) + 1);
    loopy_mark_loopy(loopy, g);
    loopy_short_values(sv, g, loopy);
    stopper_nodes(stop, g);
    for (uint32_t v = 0; v < n; v++) cur[v] = loopy[v] ? p.on : pool_short(&p, sv[v]);
    int rc = pool_stoppers(&p, cur, g, loopy, stop);
    ulist l = {0}, r = {0};
    bool stable = false, found = false;
    uint32_t knots = 0, tried_root = UINT32_MAX, root_prev = cur[g->root];
    /* every sweep that changes something lowers some approximant.  When the
     * values do not settle (a stopper with a cycle, such as over = {0|pass},
     * is approached by 1, 1/2, 1/4, ...) but which options are dominated
     * does, the knot is tied: g with the dominated options deleted, kept if
     * it is a stopper with g's onside.  The pool bound, a sweep bound and the
     * limits stop the rest. */
    for (uint32_t sweep = 0; rc == 0 && !stable && !found && !p.full && !cgt_aborted(); sweep++) {
        stable = true;
        if (cgt_limit_poll()) break;
        uint32_t root_before = cur[g->root];
        root_prev = root_before;
        for (uint32_t v = 0; v < n && !p.full; v++) {
            if (stop[v]) continue;
            l.n = r.n = 0;
            for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++) ul_push(&l, cur[g->left[i]]);
            for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++)
                ul_push(&r, cur[g->right[i]]);
            uint32_t x = canon(&p, &l, &r);
            if (x != cur[v] && !(le(&p, x, cur[v]) && le(&p, cur[v], x))) stable = false;
            cur[v] = x;
        }
        if (stable || p.full) break;
        /* the root may have its value while others still move: the value
         * is tried (checked against g) once it held for a sweep */
        if (cur[g->root] == root_before && root_before != tried_root && knots < 64) {
            knots++;
            tried_root = root_before;
            int k = try_value(out, &p, root_before, g);
            if (k < 0) rc = k;
            if ((found = k == 1)) break;
        }
        memcpy(prev, keep, ml + mr);
        for (uint32_t v = 0; v < n; v++)
            if (!stop[v]) mark_kept(&p, keep, keep + ml, g, cur, v);
        /* tied once per new structure that held for a sweep */
        if (sweep > 0 && !memcmp(prev, keep, ml + mr) && memcmp(tried, keep, ml + mr) &&
            knots < 64) {
            knots++;
            memcpy(tried, keep, ml + mr);
            int k = try_knot(out, g, keep, keep + ml);
            if (k < 0) rc = k;
            if ((found = k == 1)) break;
        }
        if (sweep > 4 * (uint64_t)n + 64) break;
    }
    if (rc == 0 && !found && !stable && !cgt_aborted()) {
        int k = try_limits(out, &p, root_prev, cur[g->root], g);
        if (k < 0) rc = k;
        found = k == 1;
    }
    if (rc < 0)
        ;
    else if (cgt_aborted())
        rc = cgt_limit_error();
    else if (found)
        ;
    else if (!stable || p.full)
        rc = cgt_error(CGT_EVALUE, "sidling did not settle");
    else
        rc = pool_game(out, &p, cur[g->root]);
    cgt_free(l.a), cgt_free(r.a), cgt_free(keep);
    cgt_free(loopy), cgt_free(stop), cgt_free(sv), cgt_free(cur);
    cgt_free(p.ule), cgt_free(p.rep);
    hmap_clear(&p.by_short), hmap_clear(&p.by_opts), hmap_clear(&p.memo);
    cgt_free(p.nodes), cgt_free(p.chain), cgt_free(p.opts);
    return rc;
}

int loopy_sidle(loopy_game *out, const loopy_game *g, loopy_side side) {
    memset(out, 0, sizeof *out);
    loopy_game m, s;
    int rc = side == LOOPY_ONSIDE ? loopy_minimize(&m, g) : loopy_neg(&s, g);
    if (rc < 0) return rc;
    if (side == LOOPY_OFFSIDE) {
        rc = loopy_minimize(&m, &s);
        loopy_clear(&s);
        if (rc < 0) return rc;
    }
    loopy_game t;
    memset(&t, 0, sizeof t);
    if (loopy_is_stopper(&m)) {
        /* a stopper is its own sides */
        rc = loopy_simplify(&t, &m);
        loopy_clear(&m);
        if (rc == 0 && side == LOOPY_OFFSIDE) {
            rc = loopy_neg(out, &t);
            loopy_clear(&t);
        } else if (rc == 0) {
            *out = t;
        }
        return rc;
    }
    if ((rc = sidle_onside(&s, &m)) == 0) {
        rc = loopy_simplify(&t, &s);
        loopy_clear(&s);
    }
    loopy_clear(&m);
    if (rc < 0) return rc;
    if (side == LOOPY_OFFSIDE) {
        rc = loopy_neg(out, &t);
        loopy_clear(&t);
        if (rc < 0) return rc;
    } else {
        *out = t;
    }
    /* the check: out is g's side, compared through the Buchi games */
    bool a = false, b = false;
    rc = loopy_side_leq(&a, out, g, side);
    if (rc == 0 && a) rc = loopy_side_leq(&b, g, out, side);
    if (rc == 0 && !(a && b))
        rc = cgt_error(CGT_EVALUE, "sidling settled on a value that is not the %s",
                       side == LOOPY_ONSIDE ? "onside" : "offside");
    if (rc < 0) loopy_clear(out);
    return rc;
}
