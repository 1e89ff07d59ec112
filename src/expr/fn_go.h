/* fn_go.h - the Go half of solve() (private to src/expr/fn_games.c and
 * src/expr/fn_go.c): solve("go", "board"[, "japanese"|"chinese"]). */
#ifndef CGT_EXPR_FN_GO_H
#define CGT_EXPR_FN_GO_H

#include "expr/expr_internal.h"

/* The scoring outcome class (L, R, N, P, T) of the board, as text. */
int fngo_solve(expr_value *out, const expr_call *call);

#endif
