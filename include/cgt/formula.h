/* formula.h - an expression evaluated over a grid of parameters (`cgt
 * table`): $r and $c in the expression stand for the row and column numbers.
 * See docs/formula.md.
 *
 * Ownership: returned strings are cgt_malloc'd and owned by the caller. */
#ifndef CGT_FORMULA_H
#define CGT_FORMULA_H

#include <stdbool.h>

#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Largest number of cells of a table. */
#define FORMULA_MAX_CELLS 100000

/* Parses "a..b" (or a single integer "a", meaning a..a) with
 * -1000000 <= a <= b <= 1000000 into *lo, *hi.  Returns 0 or CGT_EUSAGE with
 * a one-line message naming `what` ("--rows"). */
CGT_API int formula_range(long *lo, long *hi, const char *text, const char *what);
/* expr with every $r replaced by r and every $c by c (written in decimal,
 * negative numbers in parentheses).  $c is an error when has_c is false, and
 * any other '$' is an error naming its column.  Returns 0 or CGT_EPARSE. */
CGT_API int formula_substitute(char **out, const char *expr, long r, long c, bool has_c);
/* The value of the cell (r, c), printed as `cgt eval` prints it.  Errors are
 * the expression's, prefixed with the cell: "r=2 c=3: column 5: ...".
 * Returns 0 or a negative cgt_status. */
CGT_API int formula_cell(char **out, const char *expr, long r, long c, bool has_c);

#ifdef __cplusplus
}
#endif
#endif
