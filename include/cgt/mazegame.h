/* mazegame.h - the game MAZE (Albert-Nowakowski-Wolfe; McKay-Nowakowski-Siegel,
 * seed 000) on boards with walls (grid.h): a token on a cell; Left moves it down
 * any number of cells, Right to the right any number, never across a wall
 * (one-way doors are honoured); whoever cannot move loses.  The start is the
 * cell marked S, else the top-left cell.
 *
 * Provides the literal form of every position (form.h) for the engine, the
 * reduced canonical form of every cell in O(pq) exactly (Theorem 14), the best
 * move up to an infinitesimal, and the construction of Theorem 13 / Lemma 11:
 * a board with only vertical interior walls whose top-left cell has a given
 * rcf.
 *
 * Ownership: mazegame_rcf tables are owned by the caller (mazegame_rcf_clear);
 * boards are grids owned by the caller; forms/games are ids in the library's
 * tables. */
#ifndef CGT_MAZEGAME_H
#define CGT_MAZEGAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/form.h"
#include "cgt/game.h"
#include "cgt/grid.h"
#include "cgt/number.h"

#ifdef __cplusplus
extern "C" {
#endif

/* 0 if g is a MAZE board: every border segment a wall (no openings or wrap
 * passages).  Otherwise CGT_EVALUE "line L, column C: ..." naming the first
 * offending segment in the ASCII format. */
CGT_API int mazegame_check(const grid *g);
/* Reads a board (grid_read) and checks it; errors carry line and column.  The
 * text may separate lines by real newlines or by the two characters "\n". */
CGT_API int mazegame_read(grid *g, const char *text);
/* The start cell: g->start if marked, else 0. */
CGT_API long mazegame_start(const grid *g);

/* ---- the engine ----------------------------------------------------------- */
/* The literal form of the token on `cell`: Left options every cell reachable
 * downwards, Right options every cell reachable to the right.  FORM_NONE on
 * limits. */
CGT_API form_t mazegame_form(const grid *g, long cell);
/* Its canonical form (form_canonical of the above). */
CGT_API game_t mazegame_value(const grid *g, long cell);

/* ---- Theorem 14: the rcf of every cell ------------------------------------ */
typedef enum mazegame_kind {
    MAZEGAME_NUMBER,    /* the cell's value is the number x */
    MAZEGAME_NUMBERISH, /* not a number, rcf = x (x plus an infinitesimal) */
    MAZEGAME_SWITCH     /* rcf = {x | y}, x > y */
} mazegame_kind;

typedef struct mazegame_rcf {
    long rows, cols;
    uint8_t *kind;   /* per cell, mazegame_kind */
    uint32_t *x, *y; /* per cell, indices into vals (y only for switches) */
    dyadic_t *vals;  /* the distinct numbers used: one per number cell */
    size_t nvals;
} mazegame_rcf;

/* Fills *out (uninitialised) with the rcf of every cell, in O(rows*cols)
 * arithmetic operations on exact dyadics. */
CGT_API int mazegame_rcf_all(mazegame_rcf *out, const grid *g);
CGT_API void mazegame_rcf_clear(mazegame_rcf *r);
/* The rcf of one cell as a game id (interns it: use for small boards). */
CGT_API game_t mazegame_rcf_game(const mazegame_rcf *r, long cell);
/* The rcf of one cell as text: "3/4", "{1|-1/2}", "+-1" (CGSuite style).
 * Caller frees. */
CGT_API char *mazegame_rcf_str(const mazegame_rcf *r, long cell);

/* The best move for `player` ('L' or 'R') from cell up to an infinitesimal
 * (Theorem 10): the nearest cell in the move's direction whose value is a
 * number (its value is the player's stop).  Returns the target cell or -1 if
 * the player has no move. */
CGT_API long mazegame_best_move(const mazegame_rcf *r, const grid *g, long cell, char player);

/* ---- Theorem 13 with Lemma 11 ---------------------------------------------- */
/* A board with only vertical interior walls whose top-left cell has rcf x (if
 * y is NULL) or the switch {x|y} (x > y required).  CGT_ERANGE if the board
 * would have more than max_cells cells (0 = 10^8): the construction grows
 * like a Fibonacci sequence in the denominator for some values. */
CGT_API int mazegame_build(grid *out, const dyadic_t x, const dyadic_t y, long max_cells);
/* mazegame_build for a game: a number x, or a switch {x|y} of numbers x > y.
 * Any other game is CGT_EVALUE "'<what>' is not a number or a switch {a|b}
 * of numbers a > b", what naming the value as the caller wrote it. */
CGT_API int mazegame_build_game(grid *out, game_t v, const char *what, long max_cells);
/* Lemma 11: out = g with one more row at the bottom and one more column on
 * the right, open to g, with no interior walls (same values). */
CGT_API int mazegame_grow(grid *out, const grid *g);

/* One step of Lemma 11 checked (`cgt mazegame grow`): *h = mazegame_grow(g), with
 * the rcf texts of h's new bottom row (left to right) and new right column (top to
 * bottom); whether they hold -q..0 and p..0 as the proof says (g is p x q); whether
 * the rcf of every old cell is unchanged (Theorem 14); and whether the exact value
 * of every old cell is unchanged by the engine (values_kept 1 or 0; -1 when h has
 * more than max_exact_cells cells or a limit stopped the engine: cgt_aborted() then
 * says so).  0 or a negative error; the report is the caller's
 * (mazegame_grow_report_clear). */
typedef struct mazegame_grow_report {
    char **row, **col;
    long nrow, ncol;
    bool as_in_the_proof, rcf_kept;
    int values_kept;
} mazegame_grow_report;
CGT_API int mazegame_grow_check(mazegame_grow_report *out, grid *h, const grid *g,
                                long max_exact_cells);
CGT_API void mazegame_grow_report_clear(mazegame_grow_report *r);

/* An SVG picture of the board with every cell's rcf written in it (as the
 * paper's Figure 1).  Caller frees. */
CGT_API char *mazegame_svg(const grid *g, const mazegame_rcf *r);
/* The same picture as a PNG file image (RGB, written without any library);
 * *out is cgt_malloc'd, *len bytes.  CGT_ERANGE if it would exceed 16384
 * pixels a side.  Values too wide for a cell are cut with "..". */
CGT_API int mazegame_png(uint8_t **out, size_t *len, const grid *g, const mazegame_rcf *r);

#ifdef __cplusplus
}
#endif
#endif
