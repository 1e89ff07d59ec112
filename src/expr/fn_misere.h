/* fn_misere.h - the misère half of solve() (private to src/expr/fn_games.c
 * and fn_misere.c): heap games given as heap lists, in either convention. */
#ifndef CGT_EXPR_FN_MISERE_H
#define CGT_EXPR_FN_MISERE_H

#include "expr/expr_internal.h"

/* The play convention in argument 2 of solve (absent: normal): 0 normal,
 * 1 misère, or CGT_EVALUE ("unknown play convention"). */
int fnmisere_convention(const expr_call *call);
/* solve("kayles", "3,4,7"[, convention]) for a heap game named by argument 0
 * (kayles, dawson, grundy, nim, octal:CODE, sub:SET, or a bare octal code);
 * returns 1 after filling *out, 0 if argument 0 is not a heap game, or an
 * error. */
int fnmisere_solve_heaps(expr_value *out, const expr_call *call, int misere);

#endif
