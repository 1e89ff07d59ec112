/* randgame.h - random canonical games for property tests, reproducible from a
 * cgt_rng.  Games are built bottom-up through game_make, so they exercise
 * canonicalization; leaves are small numbers, nimbers and up-multiples. */
#ifndef CGT_RANDGAME_H
#define CGT_RANDGAME_H

#include "cgt/game.h"

/* A random small number-up-star leaf. */
game_t randgame_leaf(cgt_rng *r);
/* A random game of depth at most `depth` with at most `width` options a side. */
game_t randgame(cgt_rng *r, int depth, int width);

#endif
