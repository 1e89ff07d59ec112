/* display.c - CGSuite's deterministic print order of canonical games, used to
 * print option lists and to list the census. */
#include <stdlib.h>

#include "game/game_internal.h"

/* 0 numbers, 1 nimbers *k (k >= 1), 2 other number-up-stars, 3 general. */
static int order_class(game_t g) {
    if (!game_is_nus_fast(g)) return 3;
    const game_nus_rec *n = game_nus_of(g);
    if (n->ups == 0 && n->nim == 0) return 0;
    if (n->ups == 0 && dyadic_is_zero(n->x)) return 1;
    return 2;
}

static int cmp_u64(uint64_t a, uint64_t b) {
    return a < b ? -1 : a > b;
}
static int cmp_i64(int64_t a, int64_t b) {
    return a < b ? -1 : a > b;
}

static int qsort_cmp(const void *a, const void *b) {
    return game_order_cmp(*(const game_t *)a, *(const game_t *)b);
}

void game_sort_display(game_t *ids, size_t n) {
    if (n > 1) qsort(ids, n, sizeof *ids, qsort_cmp);
}

/* Copies one side's options of g, sorted in display order. */
static game_t *sorted_side(game_t g, int left, size_t *n) {
    game_options_ready(g);
    *n = left ? game_tab.recs[g].nl : game_tab.recs[g].nr;
    game_t *v = cgt_malloc((*n ? *n : 1) * sizeof *v);
    for (size_t i = 0; i < *n; i++) v[i] = left ? game_lopts(g)[i] : game_ropts(g)[i];
    game_sort_display(v, *n);
    return v;
}

static int cmp_lists(const game_t *a, size_t na, const game_t *b, size_t nb) {
    for (size_t i = 0; i < na && i < nb; i++) {
        int c = game_order_cmp(a[i], b[i]);
        if (c) return c;
    }
    return na < nb ? -1 : na > nb;
}

int game_order_cmp(game_t a, game_t b) {
    if (a == b) return 0;
    int ca = order_class(a), cb = order_class(b);
    if (ca != cb) return ca < cb ? -1 : 1;
    if (ca < 3) {
        const game_nus_rec *x = game_nus_of(a), *y = game_nus_of(b);
        int c = dyadic_cmp(x->x, y->x);
        if (c) return c;
        c = cmp_i64(x->ups, y->ups);
        return c ? c : cmp_u64(x->nim, y->nim);
    }
    int c = 0;
    for (int left = 1; left >= 0 && c == 0; left--) {
        size_t na, nb;
        game_t *la = sorted_side(a, left, &na), *lb = sorted_side(b, left, &nb);
        c = cmp_lists(la, na, lb, nb);
        cgt_free(la);
        cgt_free(lb);
    }
    return c;
}
