/* index.c - the interning index shared by the hash-consed tables (util.h,
 * docs/util.md "Interning index"): growing.  Looking up and adding are inline
 * in util.h. */
#include <string.h>

#include "cgt/util.h"

/* Doubles the slots (1024 at first, at most 2^32: ids are 32 bits, so the
 * index never fills) and re-places every id from its tag: no record is read.
 * The new slots are zeroed (0 is the empty marker) by cgt_calloc_huge: from
 * 256 KiB on they are transparent huge pages (few TLB entries for a table
 * probed at random; and one page fault per 2 MiB: plain calloc's fresh 4 KiB
 * pages at every doubling made 4000 more page faults for 400000 nodes than a
 * memset of reused memory, bench/intern_count.sh, docs/performance-notes.md
 * "Interning"). */
void cgt_index_grow_(cgt_index *x) {
    uint64_t *old = x->slots;
    size_t oldcap = x->cap;
    x->cap = oldcap ? 2 * oldcap : 1024;
    unsigned bits = 0;
    while (((size_t)1 << bits) < x->cap) bits++;
    x->shift = 64 - bits;
    void *oldblock = x->block_;
    x->slots = cgt_calloc_huge(x->cap * sizeof *x->slots, &x->block_);
    size_t mask = x->cap - 1;
    unsigned shift = x->shift;
    uint64_t *slots = x->slots;
    for (size_t k = 0; k < oldcap; k++) {
        uint64_t s = old[k];
        if (s == CGT_INDEX_FREE) continue;
        size_t i = (size_t)(s >> shift);
        while (slots[i] != CGT_INDEX_FREE) i = (i + 1) & mask;
        slots[i] = s;
    }
    cgt_free(oldblock);
}

void cgt_index_clear(cgt_index *x) {
    cgt_free(x->block_);
    memset(x, 0, sizeof *x);
}
