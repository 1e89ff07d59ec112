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
int loopy_leq_matrix(uint8_t **le_out, const loopy_game *g) {
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
        if (b->nodes[v].nl)
            memcpy(out->left + kl, b->nodes[v].l, b->nodes[v].nl * sizeof(uint32_t));
        if (b->nodes[v].nr)
            memcpy(out->right + kr, b->nodes[v].r, b->nodes[v].nr * sizeof(uint32_t));
        kl += b->nodes[v].nl, kr += b->nodes[v].nr;
    }
    out->lstart[b->n] = kl, out->rstart[b->n] = kr;
}

/* The builder holding g's nodes with the same numbering. */
static void builder_of(loopy_builder *b, const loopy_game *g) {
    lb_init(b);
    lb_nodes_copy(b, g->n);
    for (uint32_t v = 0; v < g->n; v++) {
        for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++) lb_add_left(b, v, g->left[i]);
        for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++) lb_add_right(b, v, g->right[i]);
    }
}

/* Accepts the candidate built in b (same nodes as *cur) if it is a stopper
 * whose every node equals the same node of *cur: then *cur becomes it and 1
 * is returned.  Replacing options by equal ones does not always keep a loopy
 * game's value (fusing on's options into {pass,on|on} gives dud), so every
 * step is checked. */
static int try_accept(loopy_game *cur, const loopy_builder *b, uint32_t root) {
    loopy_game cand;
    builder_view(&cand, b);
    cand.root = root;
    int ok = loopy_is_stopper(&cand);
    uint32_t n = cur->n;
    for (int dir = 0; dir < 2 && ok && !cgt_aborted(); dir++) {
        /* dir 0: old <= new at every node (Left survives new - old) */
        loopy_game c[2] = {dir ? *cur : cand, negated_view(dir ? &cand : cur)};
        uint8_t *res = NULL;
        if (loopy_solve_product(&res, c, 2) < 0) {
            ok = 0;
            break;
        }
        for (uint32_t v = 0; v < n && ok; v++) ok = res[2 * ((size_t)v * n + v) + 1] != 1;
        cgt_free(res);
    }
    if (ok && !cgt_aborted()) {
        loopy_clear(cur);
        *cur = cand;
        return 1;
    }
    loopy_clear(&cand);
    return 0;
}

/* Removes option o from node x's side in b. */
static void remove_option(loopy_builder *b, uint32_t x, int right, uint32_t o) {
    lb_node *bx = &b->nodes[x];
    uint32_t *side = right ? bx->r : bx->l, *cnt = right ? &bx->nr : &bx->nl, keep = 0;
    for (uint32_t q = 0; q < *cnt; q++)
        if (side[q] != o) side[keep++] = side[q];
    *cnt = keep;
}

static bool dominated(const loopy_game *g, const uint8_t *le, uint32_t x, int right, uint32_t o) {
    uint32_t n = g->n;
    const uint32_t *st = right ? g->rstart : g->lstart, *op = right ? g->right : g->left;
    for (uint32_t i = st[x]; i < st[x + 1]; i++) {
        uint32_t q = op[i];
        if (q == o) continue;
        if (right ? le[(size_t)q * n + o] : le[(size_t)o * n + q]) {
            /* o <= q (Left) or q <= o (Right); for equal options keep the first */
            bool equal = le[(size_t)q * n + o] && le[(size_t)o * n + q];
            if (!equal || q < o) return true;
        }
    }
    return false;
}

/* One simplification step on *g: a dominated option removed, two equal
 * nodes fused or a reversible option bypassed, whichever is found first and
 * keeps every node's value.  Returns 1 if g changed, 0 if none applies. */
static int simplify_step(loopy_game *g) {
    uint32_t n = g->n;
    uint8_t *le;
    int rc = loopy_leq_matrix(&le, g), changed = 0;
    if (rc < 0) return rc;
    loopy_builder b;
    /* dominated options: all at once, else one at a time */
    builder_of(&b, g);
    int any = 0;
    for (uint32_t x = 0; x < n; x++)
        for (int right = 0; right < 2; right++) {
            const uint32_t *st = right ? g->rstart : g->lstart, *op = right ? g->right : g->left;
            for (uint32_t i = st[x]; i < st[x + 1]; i++)
                if (dominated(g, le, x, right, op[i])) remove_option(&b, x, right, op[i]), any = 1;
        }
    if (any) changed = try_accept(g, &b, g->root);
    lb_clear(&b);
    for (uint32_t x = 0; x < n && any && !changed; x++)
        for (int right = 0; right < 2 && !changed; right++) {
            const uint32_t *st = right ? g->rstart : g->lstart, *op = right ? g->right : g->left;
            for (uint32_t i = st[x]; !changed && i < st[x + 1]; i++) {
                if (!dominated(g, le, x, right, op[i])) continue;
                builder_of(&b, g);
                remove_option(&b, x, right, op[i]);
                changed = try_accept(g, &b, g->root);
                lb_clear(&b);
            }
        }
    /* fusion: every reference to v made a reference to u */
    for (uint32_t u = 0; u < n && !changed; u++)
        for (uint32_t v = 0; v < n && !changed; v++) {
            if (u == v || !le[(size_t)u * n + v] || !le[(size_t)v * n + u]) continue;
            bool used = g->root == v;
            for (uint32_t i = 0; i < g->lstart[n] && !used; i++) used = g->left[i] == v;
            for (uint32_t i = 0; i < g->rstart[n] && !used; i++) used = g->right[i] == v;
            if (!used) continue;
            builder_of(&b, g);
            for (uint32_t x = 0; x < n; x++) {
                lb_node *bx = &b.nodes[x];
                for (uint32_t q = 0; q < bx->nl; q++)
                    if (bx->l[q] == v) bx->l[q] = u;
                for (uint32_t q = 0; q < bx->nr; q++)
                    if (bx->r[q] == v) bx->r[q] = u;
            }
            changed = try_accept(g, &b, g->root == v ? u : g->root);
            lb_clear(&b);
        }
    /* reversible options: Left option o reverses through o^R = w <= x, a
     * Right option through o^L = w >= x; o is replaced by w's options */
    for (uint32_t x = 0; x < n && !changed && !cgt_aborted(); x++)
        for (int right = 0; right < 2 && !changed; right++) {
            const uint32_t *st = right ? g->rstart : g->lstart, *op = right ? g->right : g->left;
            for (uint32_t i = st[x]; !changed && i < st[x + 1]; i++) {
                uint32_t o = op[i];
                const uint32_t *rst = right ? g->lstart : g->rstart,
                               *rop = right ? g->left : g->right;
                for (uint32_t j = rst[o]; !changed && j < rst[o + 1]; j++) {
                    uint32_t w = rop[j];
                    if (!(right ? le[(size_t)x * n + w] : le[(size_t)w * n + x])) continue;
                    const uint32_t *wst = right ? g->rstart : g->lstart,
                                   *wop = right ? g->right : g->left;
                    bool self = false;
                    for (uint32_t q = wst[w]; q < wst[w + 1]; q++) self |= wop[q] == o;
                    if (self) continue;
                    builder_of(&b, g);
                    remove_option(&b, x, right, o);
                    for (uint32_t q = wst[w]; q < wst[w + 1]; q++) {
                        bool dup = false;
                        const lb_node *bx = &b.nodes[x];
                        for (uint32_t z = 0; z < (right ? bx->nr : bx->nl); z++)
                            dup |= (right ? bx->r[z] : bx->l[z]) == wop[q];
                        if (dup) continue;
                        if (right)
                            lb_add_right(&b, x, wop[q]);
                        else
                            lb_add_left(&b, x, wop[q]);
                    }
                    changed = try_accept(g, &b, g->root);
                    lb_clear(&b);
                }
            }
        }
    cgt_free(le);
    if (cgt_aborted()) return cgt_limit_error();
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
    /* each step removes an option or a reference, or bypasses one */
    for (uint32_t round = 0; round < 64 * cur.n + 256; round++) {
        rc = simplify_step(&cur);
        if (rc <= 0) break;
        /* drop the nodes no longer reachable (they would only block steps) */
        loopy_game t;
        if ((rc = loopy_copy(&t, &cur)) < 0) break;
        loopy_clear(&cur);
        cur = t;
    }
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
