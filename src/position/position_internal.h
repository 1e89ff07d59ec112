/* position_internal.h - what the engine (position.c) offers the outcome
 * search (outcome.c) beyond include/cgt/position.h. */
#ifndef CGT_POSITION_INTERNAL_H
#define CGT_POSITION_INTERNAL_H

#include "cgt/position.h"
#include "util/limits_internal.h"

/* position_eval that gives up once it has evaluated max_new positions not in
 * the transposition table (those it finished stay there): 0 with *out set,
 * 1 when it gave up (no error set), or a negative error (a limit).  Always
 * uses the table. */
int position_eval_budget(game_t *out, const position_rules *r, const uint8_t *pos, size_t len,
                         unsigned flags, uint64_t max_new);

/* Frees the engine's scratch, which position_eval_budget keeps for the next
 * call. */
void position_scratch_free(void);

/* The budget position_outcome gives position_eval_budget before it searches
 * a component of at most `small` bytes instead of valuing it (0: the
 * default, 20000 positions).  For tests: a tiny budget sends most components
 * through the search. */
void position_outcome_set_budget(uint64_t max_new);

/* The outcome search's cut-off by stops on the sum g[0] + ... + g[n-1] of
 * canonical games (mover: POSITION_LEFT or POSITION_RIGHT to move first) by
 * its two paths: *fixed by the 128-bit fixed point one (-2 where it does not
 * apply: over 32 components, a stop's numerator past 62 bits or its
 * denominator past 2^56), *slow by the GMP-backed dyadics; each 1 when the
 * mover wins, 0 when the mover loses, -1 when the stops do not tell.  For
 * tests: the two must agree wherever the fixed point applies. */
void position_stop_cuts(int *fixed, int *slow, const game_t *g, size_t n, int mover);

#endif
