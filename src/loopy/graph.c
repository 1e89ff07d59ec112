/* graph.c - loopy game graphs: the builder, construction from short games and
 * option lists, sums and negation, and the structural tests (loop-free,
 * stopper, plumtree). */
#include <stdlib.h>
#include <string.h>

#include "loopy/loopy_internal.h"

/* ---- a small hash map uint64 -> uint32 (open addressing) ------------------ */

typedef struct u64map {
    uint64_t *keys;
    uint32_t *vals;
    size_t cap, n;
} u64map;

static void map_init(u64map *m) {
    m->cap = 64;
    m->n = 0;
    m->keys = cgt_malloc(m->cap * sizeof *m->keys);
    m->vals = cgt_malloc(m->cap * sizeof *m->vals);
    memset(m->keys, 0xff, m->cap * sizeof *m->keys);
}

static void map_clear(u64map *m) {
    cgt_free(m->keys);
    cgt_free(m->vals);
    memset(m, 0, sizeof *m);
}

static uint32_t *map_slot(u64map *m, uint64_t key, bool *found) {
    size_t i = (size_t)cgt_hash_mix(key + 1) & (m->cap - 1);
    while (m->keys[i] != UINT64_MAX && m->keys[i] != key) i = (i + 1) & (m->cap - 1);
    *found = m->keys[i] == key;
    if (!*found) {
        if ((m->n + 1) * 2 > m->cap) {
            u64map big;
            big.cap = m->cap * 2;
            big.n = 0;
            big.keys = cgt_malloc(big.cap * sizeof *big.keys);
            big.vals = cgt_malloc(big.cap * sizeof *big.vals);
            memset(big.keys, 0xff, big.cap * sizeof *big.keys);
            for (size_t k = 0; k < m->cap; k++)
                if (m->keys[k] != UINT64_MAX) {
                    bool f;
                    *map_slot(&big, m->keys[k], &f) = m->vals[k];
                }
            map_clear(m);
            *m = big;
            return map_slot(m, key, found);
        }
        m->keys[i] = key;
        m->n++;
    }
    return &m->vals[i];
}

/* ---- the builder ------------------------------------------------------------ */

void lb_init(loopy_builder *b) {
    memset(b, 0, sizeof *b);
}

void lb_clear(loopy_builder *b) {
    for (uint32_t i = 0; i < b->n; i++) {
        cgt_free(b->nodes[i].l);
        cgt_free(b->nodes[i].r);
    }
    cgt_free(b->nodes);
    memset(b, 0, sizeof *b);
}

uint32_t lb_node_new(loopy_builder *b) {
    if (b->n >= LOOPY_MAX_NODES) {
        cgt_limit_abort("loopy graph over "
                        "16777216 nodes");
        return UINT32_MAX;
    }
    if (cgt_limit_tick()) return UINT32_MAX;
    if (b->n == b->cap) {
        b->cap = b->cap ? b->cap * 2 : 16;
        b->nodes = cgt_realloc(b->nodes, b->cap * sizeof *b->nodes);
    }
    memset(&b->nodes[b->n], 0, sizeof b->nodes[b->n]);
    return b->n++;
}

void lb_nodes_copy(loopy_builder *b, uint32_t n) {
    /* nodes for a copy of an existing graph: no limit can be crossed here
     * that the original did not cross, so nothing is ticked */
    if (b->n + n > b->cap) {
        b->cap = b->n + n;
        b->nodes = cgt_realloc(b->nodes, b->cap * sizeof *b->nodes);
    }
    memset(&b->nodes[b->n], 0, n * sizeof *b->nodes);
    b->n += n;
}

static void push_u32(uint32_t **a, uint32_t *n, uint32_t *cap, uint32_t x) {
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 4;
        *a = cgt_realloc(*a, *cap * sizeof **a);
    }
    (*a)[(*n)++] = x;
}

void lb_add_left(loopy_builder *b, uint32_t v, uint32_t t) {
    lb_node *x = &b->nodes[v];
    push_u32(&x->l, &x->nl, &x->capl, t);
}

void lb_add_right(loopy_builder *b, uint32_t v, uint32_t t) {
    lb_node *x = &b->nodes[v];
    push_u32(&x->r, &x->nr, &x->capr, t);
}

uint32_t lb_embed(loopy_builder *b, const loopy_game *g) {
    uint32_t base = b->n;
    for (uint32_t v = 0; v < g->n; v++)
        if (lb_node_new(b) == UINT32_MAX) return UINT32_MAX;
    for (uint32_t v = 0; v < g->n; v++) {
        for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++)
            lb_add_left(b, base + v, base + g->left[i]);
        for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++)
            lb_add_right(b, base + v, base + g->right[i]);
    }
    return base + g->root;
}

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

uint32_t loopy_sort_unique(uint32_t *a, uint32_t n) {
    if (n < 2) return n;
    qsort(a, n, sizeof *a, cmp_u32);
    uint32_t k = 1;
    for (uint32_t i = 1; i < n; i++)
        if (a[i] != a[k - 1]) a[k++] = a[i];
    return k;
}

int lb_finish(loopy_game *out, const loopy_builder *b, uint32_t root) {
    memset(out, 0, sizeof *out);
    if (cgt_aborted() || root >= b->n) return cgt_limit_error();
    uint32_t *map = cgt_malloc((size_t)b->n * sizeof *map),
             *order = cgt_malloc((size_t)b->n * sizeof *order);
    memset(map, 0xff, (size_t)b->n * sizeof *map);
    uint32_t n = 0, head = 0;
    map[root] = n, order[n++] = root;
    size_t nl = 0, nr = 0;
    while (head < n) {
        const lb_node *x = &b->nodes[order[head++]];
        nl += x->nl, nr += x->nr;
        for (uint32_t i = 0; i < x->nl + x->nr; i++) {
            uint32_t t = i < x->nl ? x->l[i] : x->r[i - x->nl];
            if (map[t] == UINT32_MAX) map[t] = n, order[n++] = t;
        }
    }
    out->n = n;
    out->root = 0;
    out->lstart = cgt_malloc(((size_t)n + 1) * sizeof(uint32_t));
    out->rstart = cgt_malloc(((size_t)n + 1) * sizeof(uint32_t));
    out->left = cgt_malloc((nl ? nl : 1) * sizeof(uint32_t));
    out->right = cgt_malloc((nr ? nr : 1) * sizeof(uint32_t));
    uint32_t kl = 0, kr = 0;
    for (uint32_t v = 0; v < n; v++) {
        const lb_node *x = &b->nodes[order[v]];
        out->lstart[v] = kl;
        for (uint32_t i = 0; i < x->nl; i++) out->left[kl + i] = map[x->l[i]];
        kl += loopy_sort_unique(out->left + kl, x->nl);
        out->rstart[v] = kr;
        for (uint32_t i = 0; i < x->nr; i++) out->right[kr + i] = map[x->r[i]];
        kr += loopy_sort_unique(out->right + kr, x->nr);
    }
    out->lstart[n] = kl;
    out->rstart[n] = kr;
    cgt_free(map);
    cgt_free(order);
    return 0;
}

/* ---- games --------------------------------------------------------------------- */

void loopy_clear(loopy_game *g) {
    if (!g) return;
    cgt_free(g->lstart);
    cgt_free(g->rstart);
    cgt_free(g->left);
    cgt_free(g->right);
    memset(g, 0, sizeof *g);
}

int loopy_copy(loopy_game *out, const loopy_game *g) {
    loopy_builder b;
    lb_init(&b);
    uint32_t r = lb_embed(&b, g);
    int rc = r == UINT32_MAX ? cgt_limit_error() : lb_finish(out, &b, r);
    lb_clear(&b);
    return rc;
}

int loopy_from_lists(loopy_game *out, uint32_t n, uint32_t root, const uint32_t *const *lopts,
                     const uint32_t *nl, const uint32_t *const *ropts, const uint32_t *nr) {
    memset(out, 0, sizeof *out);
    if (n == 0 || root >= n) return cgt_error(CGT_EUSAGE, "loopy_from_lists: root out of range");
    loopy_builder b;
    lb_init(&b);
    int rc = 0;
    for (uint32_t v = 0; v < n && rc == 0; v++)
        if (lb_node_new(&b) == UINT32_MAX) rc = cgt_limit_error();
    for (uint32_t v = 0; v < n && rc == 0; v++) {
        for (uint32_t i = 0; i < nl[v] && rc == 0; i++)
            if (lopts[v][i] >= n)
                rc = cgt_error(CGT_EUSAGE, "loopy_from_lists: option out of range");
            else
                lb_add_left(&b, v, lopts[v][i]);
        for (uint32_t i = 0; i < nr[v] && rc == 0; i++)
            if (ropts[v][i] >= n)
                rc = cgt_error(CGT_EUSAGE, "loopy_from_lists: option out of range");
            else
                lb_add_right(&b, v, ropts[v][i]);
    }
    if (rc == 0) rc = lb_finish(out, &b, root);
    lb_clear(&b);
    return rc;
}

int loopy_from_game(loopy_game *out, game_t g) {
    memset(out, 0, sizeof *out);
    if (g == GAME_NONE) return cgt_limit_error();
    loopy_builder b;
    lb_init(&b);
    u64map m;
    map_init(&m);
    game_t *queue = NULL;
    uint32_t nq = 0, capq = 0, head = 0;
    bool found;
    uint32_t root = lb_node_new(&b);
    if (root != UINT32_MAX) {
        *map_slot(&m, g, &found) = root;
        push_u32(&queue, &nq, &capq, g);
    }
    while (head < nq && !cgt_aborted()) {
        game_t x = queue[head++];
        uint32_t v = *map_slot(&m, x, &found);
        size_t nl = game_num_left(x), nr = game_num_right(x);
        for (size_t i = 0; i < nl + nr; i++) {
            game_t o = i < nl ? game_left(x, i) : game_right(x, i - nl);
            uint32_t *slot = map_slot(&m, o, &found);
            if (!found) {
                uint32_t w = lb_node_new(&b);
                if (w == UINT32_MAX) break;
                slot = map_slot(&m, o, &found); /* the map may have grown */
                *slot = w;
                push_u32(&queue, &nq, &capq, o);
            }
            if (i < nl)
                lb_add_left(&b, v, *slot);
            else
                lb_add_right(&b, v, *slot);
        }
    }
    int rc = cgt_aborted() ? cgt_limit_error() : lb_finish(out, &b, root);
    cgt_free(queue);
    map_clear(&m);
    lb_clear(&b);
    return rc;
}

int loopy_neg(loopy_game *out, const loopy_game *g) {
    loopy_game t = *g;
    t.lstart = g->rstart, t.left = g->right;
    t.rstart = g->lstart, t.right = g->left;
    return loopy_copy(out, &t);
}

int loopy_add(loopy_game *out, const loopy_game *a, const loopy_game *b) {
    memset(out, 0, sizeof *out);
    loopy_builder bl;
    lb_init(&bl);
    u64map m;
    map_init(&m);
    uint64_t *queue = NULL;
    size_t nq = 0, capq = 0, head = 0;
    bool found;
    uint64_t key0 = (uint64_t)a->root * b->n + b->root;
    uint32_t root = lb_node_new(&bl);
    if (root != UINT32_MAX) {
        *map_slot(&m, key0, &found) = root;
        queue = cgt_malloc((capq = 64) * sizeof *queue);
        queue[nq++] = key0;
    }
    while (head < nq && !cgt_aborted()) {
        uint64_t key = queue[head++];
        uint32_t u = (uint32_t)(key / b->n), w = (uint32_t)(key % b->n);
        uint32_t v = *map_slot(&m, key, &found);
        for (int side = 0; side < 2; side++) {
            const uint32_t *as = side ? a->rstart : a->lstart, *ao = side ? a->right : a->left;
            const uint32_t *bs = side ? b->rstart : b->lstart, *bo = side ? b->right : b->left;
            uint32_t na = as[u + 1] - as[u], nb = bs[w + 1] - bs[w];
            for (uint32_t i = 0; i < na + nb; i++) {
                uint64_t k2 = i < na ? (uint64_t)ao[as[u] + i] * b->n + w
                                     : (uint64_t)u * b->n + bo[bs[w] + i - na];
                uint32_t *slot = map_slot(&m, k2, &found);
                if (!found) {
                    uint32_t t = lb_node_new(&bl);
                    if (t == UINT32_MAX) break;
                    slot = map_slot(&m, k2, &found);
                    *slot = t;
                    if (nq == capq) queue = cgt_realloc(queue, (capq *= 2) * sizeof *queue);
                    queue[nq++] = k2;
                }
                if (side)
                    lb_add_right(&bl, v, *slot);
                else
                    lb_add_left(&bl, v, *slot);
            }
        }
    }
    int rc = cgt_aborted() ? cgt_limit_error() : lb_finish(out, &bl, root);
    cgt_free(queue);
    map_clear(&m);
    lb_clear(&bl);
    return rc;
}

int loopy_sub(loopy_game *out, const loopy_game *a, const loopy_game *b) {
    loopy_game nb;
    int rc = loopy_neg(&nb, b);
    if (rc < 0) return rc;
    rc = loopy_add(out, a, &nb);
    loopy_clear(&nb);
    return rc;
}

/* ---- structure --------------------------------------------------------------- */

void loopy_reverse_init(loopy_reverse *rv, const loopy_game *g) {
    for (int side = 0; side < 2; side++) {
        const uint32_t *st = side ? g->rstart : g->lstart, *op = side ? g->right : g->left;
        uint32_t m = st[g->n];
        uint32_t *ps = cgt_calloc((size_t)g->n + 2, sizeof *ps),
                 *pr = cgt_malloc((m ? m : 1) * sizeof *pr);
        for (uint32_t i = 0; i < m; i++) ps[op[i] + 2]++;
        for (uint32_t v = 0; v < g->n; v++) ps[v + 2] += ps[v + 1];
        for (uint32_t v = 0; v < g->n; v++)
            for (uint32_t i = st[v]; i < st[v + 1]; i++) pr[ps[op[i] + 1]++] = v;
        if (side)
            rv->rpstart = ps, rv->rpred = pr;
        else
            rv->lpstart = ps, rv->lpred = pr;
    }
}

void loopy_reverse_clear(loopy_reverse *rv) {
    cgt_free(rv->lpstart);
    cgt_free(rv->lpred);
    cgt_free(rv->rpstart);
    cgt_free(rv->rpred);
    memset(rv, 0, sizeof *rv);
}

/* Kahn's algorithm on the nodes: order[] receives the loop-free nodes, each
 * after all its options; returns how many. */
static uint32_t loopfree_order(uint32_t *order, const loopy_game *g) {
    loopy_reverse rv;
    loopy_reverse_init(&rv, g);
    uint32_t *deg = cgt_malloc((size_t)g->n * sizeof *deg), n = 0, head = 0;
    for (uint32_t v = 0; v < g->n; v++) {
        deg[v] = g->lstart[v + 1] - g->lstart[v] + g->rstart[v + 1] - g->rstart[v];
        if (!deg[v]) order[n++] = v;
    }
    while (head < n) {
        uint32_t u = order[head++];
        for (uint32_t i = rv.lpstart[u]; i < rv.lpstart[u + 1]; i++)
            if (--deg[rv.lpred[i]] == 0) order[n++] = rv.lpred[i];
        for (uint32_t i = rv.rpstart[u]; i < rv.rpstart[u + 1]; i++)
            if (--deg[rv.rpred[i]] == 0) order[n++] = rv.rpred[i];
    }
    cgt_free(deg);
    loopy_reverse_clear(&rv);
    return n;
}

void loopy_mark_loopy(uint8_t *loopy, const loopy_game *g) {
    uint32_t *order = cgt_malloc((size_t)g->n * sizeof *order);
    uint32_t k = loopfree_order(order, g);
    memset(loopy, 1, g->n);
    for (uint32_t i = 0; i < k; i++) loopy[order[i]] = 0;
    cgt_free(order);
}

void loopy_short_values(game_t *out, const loopy_game *g, const uint8_t *loopy) {
    (void)loopy;
    uint32_t *order = cgt_malloc((size_t)g->n * sizeof *order);
    uint32_t k = loopfree_order(order, g);
    for (uint32_t v = 0; v < g->n; v++) out[v] = GAME_NONE;
    size_t cap = 4;
    game_t *buf = cgt_malloc(cap * sizeof *buf);
    for (uint32_t i = 0; i < k; i++) {
        uint32_t v = order[i];
        uint32_t nl = g->lstart[v + 1] - g->lstart[v], nr = g->rstart[v + 1] - g->rstart[v];
        if (nl + nr > cap) buf = cgt_realloc(buf, (cap = nl + nr) * sizeof *buf);
        for (uint32_t j = 0; j < nl; j++) buf[j] = out[g->left[g->lstart[v] + j]];
        for (uint32_t j = 0; j < nr; j++) buf[nl + j] = out[g->right[g->rstart[v] + j]];
        out[v] = game_make(buf, nl, buf + nl, nr);
        if (out[v] == GAME_NONE) break;
    }
    cgt_free(buf);
    cgt_free(order);
}

bool loopy_is_loopfree(const loopy_game *g) {
    uint32_t *order = cgt_malloc((size_t)g->n * sizeof *order);
    uint32_t k = loopfree_order(order, g);
    cgt_free(order);
    return k == g->n;
}

game_t loopy_get_game(const loopy_game *g) {
    if (!loopy_is_loopfree(g)) return GAME_NONE;
    game_t *vals = cgt_malloc((size_t)g->n * sizeof *vals);
    loopy_short_values(vals, g, NULL);
    game_t r = vals[g->root];
    cgt_free(vals);
    return r;
}

bool loopy_is_stopper(const loopy_game *g) {
    /* states (v, mover), 2v + 0 Left to move, 2v + 1 Right to move; an edge
     * (v,L) -> (u,R) for each Left option u; acyclic iff Kahn removes all */
    loopy_reverse rv;
    loopy_reverse_init(&rv, g);
    uint32_t ns = 2 * g->n, n = 0, head = 0;
    uint32_t *deg = cgt_malloc((size_t)ns * sizeof *deg),
             *queue = cgt_malloc((size_t)ns * sizeof *queue);
    for (uint32_t v = 0; v < g->n; v++) {
        deg[2 * v] = g->lstart[v + 1] - g->lstart[v];
        deg[2 * v + 1] = g->rstart[v + 1] - g->rstart[v];
        if (!deg[2 * v]) queue[n++] = 2 * v;
        if (!deg[2 * v + 1]) queue[n++] = 2 * v + 1;
    }
    while (head < n) {
        uint32_t s = queue[head++], u = s / 2;
        if (s & 1) { /* (u,R) is reached by Left moves from (p,L) */
            for (uint32_t i = rv.lpstart[u]; i < rv.lpstart[u + 1]; i++)
                if (--deg[2 * rv.lpred[i]] == 0) queue[n++] = 2 * rv.lpred[i];
        } else {
            for (uint32_t i = rv.rpstart[u]; i < rv.rpstart[u + 1]; i++)
                if (--deg[2 * rv.rpred[i] + 1] == 0) queue[n++] = 2 * rv.rpred[i] + 1;
        }
    }
    cgt_free(deg);
    cgt_free(queue);
    loopy_reverse_clear(&rv);
    return n == ns;
}

bool loopy_is_plumtree(const loopy_game *g) {
    /* remove pass moves (self-loops), then loop-free? */
    loopy_builder b;
    lb_init(&b);
    lb_nodes_copy(&b, g->n);
    for (uint32_t v = 0; v < g->n; v++) {
        for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++)
            if (g->left[i] != v) lb_add_left(&b, v, g->left[i]);
        for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++)
            if (g->right[i] != v) lb_add_right(&b, v, g->right[i]);
    }
    loopy_game t;
    bool ok = false;
    if (lb_finish(&t, &b, g->root) == 0) {
        ok = loopy_is_loopfree(&t);
        loopy_clear(&t);
    }
    lb_clear(&b);
    return ok;
}

/* ---- minimisation (bisimulation) ------------------------------------------- */

/* Signature of node v under the classes cls: its class, then the sorted
 * distinct classes of its Left options, a separator, those of its Right
 * options.  Written to buf (enough room: 3 + nl + nr entries). */
static uint32_t signature(uint32_t *buf, const loopy_game *g, const uint32_t *cls, uint32_t v) {
    uint32_t k = 0;
    buf[k++] = cls[v];
    uint32_t s = k;
    for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++) buf[k++] = cls[g->left[i]];
    k = s + loopy_sort_unique(buf + s, k - s);
    buf[k++] = UINT32_MAX;
    s = k;
    for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++) buf[k++] = cls[g->right[i]];
    k = s + loopy_sort_unique(buf + s, k - s);
    return k;
}

typedef struct sig_ref {
    const uint32_t *sig;
    uint32_t len, node;
} sig_ref;

static int cmp_sig(const void *a, const void *b) {
    const sig_ref *x = a, *y = b;
    uint32_t n = x->len < y->len ? x->len : y->len;
    for (uint32_t i = 0; i < n; i++)
        if (x->sig[i] != y->sig[i]) return x->sig[i] < y->sig[i] ? -1 : 1;
    return (x->len > y->len) - (x->len < y->len);
}

int loopy_minimize(loopy_game *out, const loopy_game *g) {
    uint32_t n = g->n;
    size_t total = (size_t)g->lstart[n] + g->rstart[n] + 3 * (size_t)n;
    uint32_t *cls = cgt_calloc(n, sizeof *cls), *next = cgt_malloc(n * sizeof *next),
             *pool = cgt_malloc(total * sizeof *pool);
    sig_ref *refs = cgt_malloc(n * sizeof *refs);
    uint32_t nclasses = 1;
    for (;;) {
        if (cgt_limit_poll()) break;
        size_t at = 0;
        for (uint32_t v = 0; v < n; v++) {
            refs[v].sig = pool + at;
            refs[v].len = signature(pool + at, g, cls, v);
            refs[v].node = v;
            at += refs[v].len;
        }
        qsort(refs, n, sizeof *refs, cmp_sig);
        uint32_t k = 0;
        for (uint32_t i = 0; i < n; i++) {
            if (i && cmp_sig(&refs[i - 1], &refs[i]) != 0) k++;
            next[refs[i].node] = k;
        }
        memcpy(cls, next, n * sizeof *cls);
        if (k + 1 == nclasses) break;
        nclasses = k + 1;
    }
    int rc = 0;
    if (cgt_aborted()) {
        rc = cgt_limit_error();
    } else {
        /* one node per class, with the options of any member */
        loopy_builder b;
        lb_init(&b);
        uint32_t *first = cgt_malloc(nclasses * sizeof *first);
        memset(first, 0xff, nclasses * sizeof *first);
        lb_nodes_copy(&b, nclasses);
        for (uint32_t v = 0; v < n; v++) {
            if (first[cls[v]] != UINT32_MAX) continue;
            first[cls[v]] = v;
            for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++)
                lb_add_left(&b, cls[v], cls[g->left[i]]);
            for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++)
                lb_add_right(&b, cls[v], cls[g->right[i]]);
        }
        rc = lb_finish(out, &b, cls[g->root]);
        cgt_free(first);
        lb_clear(&b);
    }
    cgt_free(cls);
    cgt_free(next);
    cgt_free(pool);
    cgt_free(refs);
    return rc;
}
