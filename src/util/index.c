/* index.c - the interning index shared by the hash-consed tables (util.h,
 * docs/util.md "Interning index"): adding an id and growing. */
#include <string.h>

#include "cgt/util.h"

static void place(cgt_index *x, uint64_t slot) {
    size_t mask = x->cap - 1, i = cgt_index_home_(x, (uint32_t)(slot >> 32));
    while (x->slots[i] != CGT_INDEX_FREE) i = (i + 1) & mask;
    x->slots[i] = slot;
}

static void grow(cgt_index *x) {
    uint64_t *old = x->slots;
    size_t oldcap = x->cap;
    x->cap = oldcap ? 2 * oldcap : 1024;
    x->bits = 0;
    while (((size_t)1 << x->bits) < x->cap) x->bits++;
    x->slots = cgt_malloc(x->cap * sizeof *x->slots);
    memset(x->slots, 0xff, x->cap * sizeof *x->slots);
    for (size_t i = 0; i < oldcap; i++)
        if (old[i] != CGT_INDEX_FREE) place(x, old[i]);
    cgt_free(old);
}

void cgt_index_add(cgt_index *x, uint64_t hash, uint32_t id) {
    if (2 * (x->count + 1) > x->cap) grow(x);
    place(x, (hash >> 32) << 32 | id);
    x->count++;
}

void cgt_index_clear(cgt_index *x) {
    cgt_free(x->slots);
    memset(x, 0, sizeof *x);
}
