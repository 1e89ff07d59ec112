/* thermo_check.h - helpers shared by the thermo tests: building games and
 * dyadics tersely, and the slow grid reference for thermographs (reference.c). */
#ifndef CGT_THERMO_CHECK_H
#define CGT_THERMO_CHECK_H

#include "cgt/thermo.h"
#include "randgame.h"
#include "test.h"

/* n / 2^e as a number game. */
game_t tc_num(long n, uint64_t e);
/* n/2^e + ups.^ + *nim. */
game_t tc_nus(long n, uint64_t e, int64_t ups, uint64_t nim);
/* {l | r} with one option a side. */
game_t tc_sw(game_t l, game_t r);
/* Sets x = n / 2^e. */
void tc_dy(dyadic_t x, long n, uint64_t e);
/* A random dyadic n/2^e with |n| <= range, e <= maxe. */
void tc_random_dyadic(dyadic_t x, cgt_rng *r, long range, uint64_t maxe);
/* A random all-small game (numbers only as 0 at the leaves). */
game_t tc_random_all_small(cgt_rng *r, int depth, int width);
/* true if x == n / 2^e. */
bool tc_dy_is(const dyadic_t x, long n, uint64_t e);
/* The thermograph of g as text (caller frees). */
char *tc_graph_str(game_t g);

/* ---- the grid reference (reference.c) --------------------------------------
 * Walls of g computed directly from the recursive definition, pointwise at the
 * temperatures t_j = -1 + j / 2^TC_GRID_BITS, 0 <= j <= TC_GRID_POINTS, as
 * integers scaled by 2^TC_GRID_BITS.  No piecewise-linear arithmetic is
 * shared with the library. */
#define TC_GRID_BITS 8
#define TC_GRID_TMAX 10
#define TC_GRID_POINTS ((TC_GRID_TMAX + 1) << TC_GRID_BITS)
typedef struct tc_ref_graph {
    int64_t lw[TC_GRID_POINTS + 1], rw[TC_GRID_POINTS + 1];
} tc_ref_graph;
/* The reference walls of g, or NULL when the grid cannot represent them
 * exactly (a meeting point strictly between grid points, or values too fine).
 * Owned by the reference; valid until tc_ref_reset(). */
const tc_ref_graph *tc_ref_walls(game_t g);
void tc_ref_reset(void);
/* Number of non-integer games met so far whose scaffolds cross below t = -1
 * (a "cave" at the base). */
long tc_ref_caves(void);

#endif
