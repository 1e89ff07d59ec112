/* lawn_internal.h - shared by lawn.c and cricket.c: the form builder of rolling
 * games, memoized by position. */
#ifndef CGT_GAMES_LAWN_INTERNAL_H
#define CGT_GAMES_LAWN_INTERNAL_H

#include "cgt/optclosed.h"

/* The literal form of p under ROLL THE LAWN (cricket false) or CRICKET PITCH
 * (cricket true) rules. */
form_t lawn_roll_form(const lawn_pos *p, bool cricket);

#endif
