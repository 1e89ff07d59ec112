/* explore.c - the graph of a ruleset's reachable positions: breadth-first
 * search from a start position, each position a two-word key, its moves given
 * by the ruleset (Backsliding Toads and Frogs, Fox and Geese). */
#include <stdio.h>
#include <string.h>

#include "loopy/loopy_internal.h"

/* Open addressing: key (k0, k1) -> node; keys of node v in nk[2 v], nk[2 v + 1]. */
typedef struct key_table {
    uint64_t *k;  /* 2 words a slot */
    uint32_t *v;  /* node + 1; 0 is an empty slot */
    uint64_t *nk; /* the keys by node */
    size_t cap, ncap;
} key_table;

static size_t key_hash(const uint64_t *key, size_t cap) {
    return (size_t)cgt_hash_mix(cgt_hash_mix(key[0] + 1) ^ key[1]) & (cap - 1);
}

static void table_grow(key_table *t) {
    size_t ncap = t->cap ? t->cap * 4 : 1024;
    uint64_t *k = cgt_malloc(ncap * 2 * sizeof *k);
    uint32_t *v = cgt_malloc(ncap * sizeof *v);
    memset(v, 0, ncap * sizeof *v);
    for (size_t i = 0; i < t->cap; i++)
        if (t->v[i]) {
            size_t h = key_hash(t->k + 2 * i, ncap);
            while (v[h]) h = (h + 1) & (ncap - 1);
            k[2 * h] = t->k[2 * i], k[2 * h + 1] = t->k[2 * i + 1], v[h] = t->v[i];
        }
    cgt_free(t->k), cgt_free(t->v);
    t->k = k, t->v = v, t->cap = ncap;
}

/* The node of key, created in b when new (UINT32_MAX on limits). */
static uint32_t table_node(key_table *t, loopy_builder *b, const uint64_t *key) {
    if (2 * ((size_t)b->n + 1) > t->cap) table_grow(t);
    size_t h = key_hash(key, t->cap);
    while (t->v[h]) {
        if (t->k[2 * h] == key[0] && t->k[2 * h + 1] == key[1]) return t->v[h] - 1;
        h = (h + 1) & (t->cap - 1);
    }
    uint32_t node = lb_node_new(b);
    if (node == UINT32_MAX) return node;
    t->k[2 * h] = key[0], t->k[2 * h + 1] = key[1], t->v[h] = node + 1;
    if (b->n > t->ncap) {
        t->ncap = t->ncap ? t->ncap * 2 : 256;
        t->nk = cgt_realloc(t->nk, t->ncap * 2 * sizeof *t->nk);
    }
    t->nk[2 * node] = key[0], t->nk[2 * node + 1] = key[1];
    return node;
}

int loopy_explore(loopy_game *out, const uint64_t start[2], loopy_moves_fn moves, void *ctx,
                  size_t max_moves) {
    memset(out, 0, sizeof *out);
    loopy_builder b;
    lb_init(&b);
    key_table t;
    memset(&t, 0, sizeof t);
    uint64_t *next = cgt_malloc(2 * (max_moves ? max_moves : 1) * sizeof *next);
    int rc = 0;
    uint32_t root = table_node(&t, &b, start);
    if (root == UINT32_MAX) rc = cgt_limit_error();
    for (uint32_t v = 0; rc == 0 && v < b.n; v++) {
        if (cgt_aborted()) {
            rc = cgt_limit_error();
            break;
        }
        for (int right = 0; right < 2 && rc == 0; right++) {
            uint64_t key[2] = {t.nk[2 * v], t.nk[2 * v + 1]};
            size_t k = moves(next, key, right, ctx);
            for (size_t i = 0; i < k; i++) {
                uint32_t w = table_node(&t, &b, next + 2 * i);
                if (w == UINT32_MAX) {
                    rc = cgt_limit_error();
                    break;
                }
                if (right)
                    lb_add_right(&b, v, w);
                else
                    lb_add_left(&b, v, w);
            }
        }
    }
    if (rc == 0) rc = lb_finish(out, &b, root);
    if (rc < 0) { /* the position text is what was too large: its column */
        char msg[300];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        rc = cgt_error(rc, "column 1: %s", msg);
    }
    cgt_free(next);
    cgt_free(t.k), cgt_free(t.v), cgt_free(t.nk);
    lb_clear(&b);
    return rc;
}
