/* loopy_check.h - helpers shared by the loopy tests: parsing with a test
 * failure on errors, printing, and random game graphs from a seed. */
#ifndef CGT_TEST_LOOPY_CHECK_H
#define CGT_TEST_LOOPY_CHECK_H

#include "cgt/loopy.h"

/* Parses s (a test failure if it does not parse). */
loopy_game lp(const char *s);
/* loopy_str with the expression printer, in a rotating static buffer. */
const char *lstr(const loopy_game *g);
/* The outcome class name of the game in s. */
const char *lout(const char *s);
/* The error message of parsing s ("" if it parses). */
const char *lerr(const char *s);
/* A random graph of 1..maxn nodes, each with 0..3 Left and 0..3 Right options
 * (any node when loopfree is false, only later nodes when it is true). */
loopy_game lrandom(cgt_rng *r, uint32_t maxn, bool loopfree);
/* A random impartial graph (Left options = Right options). */
loopy_game lrandom_impartial(cgt_rng *r, uint32_t maxn);
/* a == b as stoppers (a <= b and b <= a). */
bool lequal(const loopy_game *a, const loopy_game *b);

#endif
