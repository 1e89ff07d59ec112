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

/* Comparisons of general games recurse into sorted option lists, and the
 * same pairs recur at every level of a deep game (an ordinal sum of
 * nimbers printed a million characters long took minutes): results are kept
 * in a lossy cache of pairs, emptied with the game table. */
#define ORDER_CACHE_BITS 16
typedef struct order_slot {
    game_t a, b;
    int8_t c;
    bool used;
} order_slot;
static order_slot *order_cache;
static bool order_hooked;

static void order_cache_free(void) {
    cgt_free(order_cache);
    order_cache = NULL;
}

static order_slot *order_slot_of(game_t a, game_t b) {
    if (!order_cache) {
        order_cache = cgt_calloc((size_t)1 << ORDER_CACHE_BITS, sizeof *order_cache);
        if (!order_hooked) {
            game_table_on_free(order_cache_free);
            order_hooked = true;
        }
    }
    uint64_t h = cgt_hash_mix(((uint64_t)a << 32) | b);
    return &order_cache[h & (((size_t)1 << ORDER_CACHE_BITS) - 1)];
}

static int order_cmp_general(game_t a, game_t b);

int game_order_cmp(game_t a, game_t b) {
    if (a == b) return 0;
    int ca = order_class(a), cb = order_class(b);
    if (ca == 3 && cb == 3) {
        order_slot *e = order_slot_of(a, b);
        if (e->used && e->a == a && e->b == b) return e->c;
        int c = order_cmp_general(a, b);
        e = order_slot_of(a, b); /* unchanged: the cache is never reallocated while in use */
        e->a = a;
        e->b = b;
        e->c = (int8_t)c;
        e->used = true;
        return c;
    }
    if (ca != cb) return ca < cb ? -1 : 1;
    if (ca < 3) {
        const game_nus_rec *x = game_nus_of(a), *y = game_nus_of(b);
        int c = dyadic_cmp(x->x, y->x);
        if (c) return c;
        c = cmp_i64(x->ups, y->ups);
        return c ? c : cmp_u64(x->nim, y->nim);
    }
    return order_cmp_general(a, b);
}

/* Two general games: Left's sorted options, then Right's, lexicographically. */
static int order_cmp_general(game_t a, game_t b) {
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
