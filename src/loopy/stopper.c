/* stopper.c - stoppers: the order (Left survives b - a moving second) and the
 * simplest form (fusion of equal nodes, dominated options removed, reversible
 * options bypassed). */
#include <string.h>

#include "loopy/loopy_internal.h"

/* g with Left and Right exchanged, sharing g's arrays (same numbering). */
static loopy_game negated_view(const loopy_game *g) {
    loopy_game t = *g;
    t.lstart = g->rstart, t.left = g->right;
    t.rstart = g->lstart, t.right = g->left;
    return t;
}

int loopy_leq(bool *out, const loopy_game *a, const loopy_game *b) {
    if (!loopy_is_stopper(a) || !loopy_is_stopper(b))
        return cgt_error(CGT_EVALUE,
                         "comparison needs stoppers (games without infinite alternating play)");
    loopy_game c[2] = {*b, negated_view(a)};
    loopy_outcome o;
    int rc = loopy_outcome_sum(&o, c, 2);
    if (rc < 0) return rc;
    *out = o.right_first != LOOPY_RIGHT_WINS;
    return 0;
}

/* le[u * n + v] = (node u <= node v) for every pair of nodes of a stopper. */
static int leq_matrix(uint8_t **le_out, const loopy_game *g) {
    uint32_t n = g->n;
    loopy_game c[2] = {*g, negated_view(g)};
    uint8_t *res = NULL;
    int rc = loopy_solve_product(&res, c, 2);
    if (rc < 0) return rc;
    uint8_t *le = cgt_malloc((size_t)n * n);
    /* position (v, u) is v - u; u <= v iff Right moving first does not win */
    for (uint32_t v = 0; v < n; v++)
        for (uint32_t u = 0; u < n; u++)
            le[(size_t)u * n + v] = res[2 * ((size_t)v * n + u) + 1] != 1;
    cgt_free(res);
    *le_out = le;
    return 0;
}

/* The builder's nodes as a game without renumbering (root 0 unused). */
static void builder_view(loopy_game *out, const loopy_builder *b) {
    memset(out, 0, sizeof *out);
    size_t nl = 0, nr = 0;
    for (uint32_t v = 0; v < b->n; v++) nl += b->nodes[v].nl, nr += b->nodes[v].nr;
    out->n = b->n;
    out->lstart = cgt_malloc(((size_t)b->n + 1) * sizeof(uint32_t));
    out->rstart = cgt_malloc(((size_t)b->n + 1) * sizeof(uint32_t));
    out->left = cgt_malloc((nl ? nl : 1) * sizeof(uint32_t));
    out->right = cgt_malloc((nr ? nr : 1) * sizeof(uint32_t));
    uint32_t kl = 0, kr = 0;
    for (uint32_t v = 0; v < b->n; v++) {
        out->lstart[v] = kl, out->rstart[v] = kr;
        memcpy(out->left + kl, b->nodes[v].l, b->nodes[v].nl * sizeof(uint32_t));
        memcpy(out->right + kr, b->nodes[v].r, b->nodes[v].nr * sizeof(uint32_t));
        kl += b->nodes[v].nl, kr += b->nodes[v].nr;
    }
    out->lstart[b->n] = kl, out->rstart[b->n] = kr;
}

static bool contains(const uint32_t *a, uint32_t n, uint32_t x) {
    for (uint32_t i = 0; i < n; i++)
        if (a[i] == x) return true;
    return false;
}

/* Options of x on one side after fusion (rep) and without dominated ones. */
static void reduced_side(loopy_builder *nb, uint32_t x, const loopy_game *g, const uint32_t *rep,
                         const uint8_t *le, int right) {
    uint32_t n = g->n;
    const uint32_t *st = right ? g->rstart : g->lstart, *op = right ? g->right : g->left;
    uint32_t *tmp = cgt_malloc(((size_t)st[x + 1] - st[x] + 1) * sizeof *tmp), k = 0;
    for (uint32_t i = st[x]; i < st[x + 1]; i++)
        if (!contains(tmp, k, rep[op[i]])) tmp[k++] = rep[op[i]];
    for (uint32_t i = 0; i < k; i++) {
        bool dominated = false;
        for (uint32_t j = 0; j < k && !dominated; j++)
            if (j != i)
                dominated =
                    right ? le[(size_t)tmp[j] * n + tmp[i]] : le[(size_t)tmp[i] * n + tmp[j]];
        if (dominated) continue;
        if (right)
            lb_add_right(nb, x, tmp[i]);
        else
            lb_add_left(nb, x, tmp[i]);
    }
    cgt_free(tmp);
}

/* One round: fuse equal nodes, drop dominated options, then bypass the first
 * reversible option not in `skip` whose bypass leaves a stopper.  Returns
 * 1 if g changed, 0 if it is already simplest, <0 on errors. */
static int simplify_round(loopy_game *g, uint8_t *skip) {
    uint32_t n = g->n;
    uint8_t *le;
    int rc = leq_matrix(&le, g);
    if (rc < 0) return rc;
    uint32_t *rep = cgt_malloc((size_t)n * sizeof *rep);
    for (uint32_t v = 0; v < n; v++) {
        rep[v] = v;
        for (uint32_t u = 0; u < v; u++)
            if (le[(size_t)u * n + v] && le[(size_t)v * n + u]) {
                rep[v] = rep[u];
                break;
            }
    }
    loopy_builder nb;
    lb_init(&nb);
    for (uint32_t v = 0; v < n; v++) lb_node_new(&nb);
    for (uint32_t v = 0; v < n && !cgt_aborted(); v++) {
        reduced_side(&nb, v, g, rep, le, 0);
        reduced_side(&nb, v, g, rep, le, 1);
    }
    loopy_game h;
    builder_view(&h, &nb);
    h.root = rep[g->root];
    int changed = 0;
    /* did fusion or domination change anything? */
    if (h.root != g->root || h.lstart[n] != g->lstart[n] || h.rstart[n] != g->rstart[n] ||
        memcmp(h.left, g->left, h.lstart[n] * sizeof(uint32_t)) ||
        memcmp(h.right, g->right, h.rstart[n] * sizeof(uint32_t)) ||
        memcmp(h.lstart, g->lstart, (n + 1) * sizeof(uint32_t)))
        changed = 1;
    /* reversible options of reachable nodes (values are unchanged, so le holds) */
    for (uint32_t x = 0; x < n && !changed && !cgt_aborted(); x++) {
        if (rep[x] != x) continue;
        for (int right = 0; right < 2 && !changed; right++) {
            const uint32_t *st = right ? h.rstart : h.lstart, *op = right ? h.right : h.left;
            for (uint32_t i = st[x]; i < st[x + 1] && !changed; i++) {
                uint32_t o = op[i];
                if (skip[(size_t)x * n + o] & (1u << right)) continue;
                /* Left option o reversible through o^R = w <= x; Right option
                 * o reversible through o^L = w >= x */
                const uint32_t *rst = right ? h.lstart : h.rstart, *rop = right ? h.left : h.right;
                for (uint32_t j = rst[o]; j < rst[o + 1] && !changed; j++) {
                    uint32_t w = rop[j];
                    if (!(right ? le[(size_t)x * n + w] : le[(size_t)w * n + x])) continue;
                    /* replace o by w's options on the same side */
                    const uint32_t *wst = right ? h.rstart : h.lstart,
                                   *wop = right ? h.right : h.left;
                    lb_node *bx = &nb.nodes[x];
                    uint32_t *side = right ? bx->r : bx->l, *cnt = right ? &bx->nr : &bx->nl;
                    bool self = false;
                    for (uint32_t q = wst[w]; q < wst[w + 1]; q++)
                        if (wop[q] == o) self = true;
                    if (self) break;
                    uint32_t keep = 0;
                    for (uint32_t q = 0; q < *cnt; q++)
                        if (side[q] != o) side[keep++] = side[q];
                    *cnt = keep;
                    for (uint32_t q = wst[w]; q < wst[w + 1]; q++) {
                        if (right)
                            lb_add_right(&nb, x, wop[q]);
                        else
                            lb_add_left(&nb, x, wop[q]);
                    }
                    loopy_game t;
                    builder_view(&t, &nb);
                    t.root = h.root;
                    if (loopy_is_stopper(&t)) {
                        loopy_clear(&h);
                        h = t;
                        changed = 1;
                    } else {
                        /* undo: not a stopper any more */
                        loopy_clear(&t);
                        skip[(size_t)x * n + o] |= (uint8_t)(1u << right);
                        *cnt = 0;
                        for (uint32_t q = st[x]; q < st[x + 1]; q++) {
                            if (right)
                                lb_add_right(&nb, x, op[q]);
                            else
                                lb_add_left(&nb, x, op[q]);
                        }
                        break;
                    }
                }
            }
        }
    }
    lb_clear(&nb);
    cgt_free(le);
    cgt_free(rep);
    if (cgt_aborted()) {
        loopy_clear(&h);
        return cgt_limit_error();
    }
    loopy_clear(g);
    *g = h;
    return changed;
}

int loopy_simplify(loopy_game *out, const loopy_game *g) {
    memset(out, 0, sizeof *out);
    if (!loopy_is_stopper(g)) return cgt_error(CGT_EVALUE, "only stoppers have a simplest form");
    loopy_game cur;
    int rc = loopy_copy(&cur, g);
    if (rc < 0) return rc;
    /* short followers first: their canonical forms */
    game_t sg = loopy_get_game(&cur);
    if (sg != GAME_NONE) {
        loopy_clear(&cur);
        return loopy_from_game(out, sg);
    }
    uint32_t n = cur.n;
    uint8_t *skip = cgt_calloc((size_t)n * n, 1);
    for (uint32_t round = 0; round < 8 * n + 64; round++) {
        rc = simplify_round(&cur, skip);
        if (rc <= 0) break;
    }
    cgt_free(skip);
    if (rc < 0) {
        loopy_clear(&cur);
        return rc;
    }
    loopy_builder b;
    lb_init(&b);
    uint32_t r = lb_embed(&b, &cur);
    rc = r == UINT32_MAX ? cgt_limit_error() : lb_finish(out, &b, r);
    lb_clear(&b);
    loopy_clear(&cur);
    return rc;
}
