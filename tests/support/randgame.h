/* randgame.h - random canonical games for property tests, reproducible from a
 * cgt_rng.  Games are built bottom-up through game_make, so they exercise
 * canonicalization; leaves are small numbers, nimbers and up-multiples. */
#ifndef CGT_RANDGAME_H
#define CGT_RANDGAME_H

#include "cgt/game.h"

/* n/2^e and n/2^e + ups.^ + *nim, for writing known games in tests. */
game_t tgame_num(long n, uint64_t e);
game_t tgame_nus(long n, uint64_t e, int64_t ups, uint64_t nim);

/* A random small number-up-star leaf. */
game_t randgame_leaf(cgt_rng *r);
/* A random game of depth at most `depth` with at most `width` options a side. */
game_t randgame(cgt_rng *r, int depth, int width);

#endif
