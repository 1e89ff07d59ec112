/* sowing_internal.h - helpers shared by the files of src/sowing/ only. */
#ifndef CGT_SOWING_INTERNAL_H
#define CGT_SOWING_INTERNAL_H

#include "cgt/sowing.h"

/* Reads "a,b,c" from text[*pos] up to a '|' or the end: at most max counts
 * of at most SOWING_MAX_SEEDS each; advances *pos.  Errors name the column. */
int sowing_read_counts(unsigned *out, size_t *n, size_t max, const char *text, size_t *pos);

#endif
