/* limits_internal.h - inline fast paths of cgt_limit_tick() and cgt_aborted()
 * for the library's hot loops (comparisons, canonical forms, position
 * search): a node is counted by an increment and a comparison with the next
 * count at which limits.c has something to do, instead of a call. */
#ifndef CGT_LIMITS_INTERNAL_H
#define CGT_LIMITS_INTERNAL_H

#include <signal.h>
#include <stdint.h>

#include "cgt/util.h"

/* Owned by limits.c: the nodes counted since cgt_limits_reset(); the first
 * count at which a tick must go through cgt_limit_tick() (the node limit
 * passed, or the clock to read); nonzero once aborted or an interrupt is
 * pending. */
extern uint64_t cgt_limit_nodes_, cgt_limit_next_;
extern volatile sig_atomic_t cgt_limit_stop_;

/* cgt_limit_tick(), the same count and the same result. */
static inline int cgt_limit_tick_fast(void) {
    uint64_t n = cgt_limit_nodes_ + 1;
    if (!cgt_limit_stop_ && n < cgt_limit_next_) {
        cgt_limit_nodes_ = n;
        return 0;
    }
    return cgt_limit_tick();
}

/* cgt_aborted(). */
static inline int cgt_aborted_fast(void) {
    return cgt_limit_stop_ ? cgt_aborted() : 0;
}

#endif
