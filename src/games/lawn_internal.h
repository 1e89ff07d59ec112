/* lawn_internal.h - shared by lawn.c and cricket.c: the form builder of rolling
 * games, memoized by position. */
#ifndef CGT_GAMES_LAWN_INTERNAL_H
#define CGT_GAMES_LAWN_INTERNAL_H

#include "cgt/optclosed.h"

/* The literal form of p under ROLL THE LAWN (cricket false) or CRICKET PITCH
 * (cricket true) rules. */
form_t lawn_roll_form(const lawn_pos *p, bool cricket);

/* Memo tables keyed by uint32 strings (0 lawn forms, 1 cricket forms, 2
 * cricket values), dropped by game_table_free().  find returns a pointer to
 * the stored value or NULL. */
uint32_t *lawn_memo_find(int which, const uint32_t *key, size_t n);
void lawn_memo_put(int which, const uint32_t *key, size_t n, uint32_t value);

#endif
