/* grid.h - rectangular boards of p x q cells with walls between neighbours and
 * on the border, shared by the maze module and board games such as MAZE.
 *
 * Ownership: a grid is a value the caller owns: grid_init (or grid_read)
 * before use, grid_clear after.  Cells are numbered row by row from 0 (top
 * left) to rows*cols-1 (bottom right); directions are GRID_N, GRID_E, GRID_S,
 * GRID_W (clockwise from north).
 *
 * Representation (docs/grid.md): interior doors are two bit arrays, one bit per
 * interior segment, so walls cost under 2 bits per cell; border segments are
 * one byte each (wall, opening to the outside, or wrap-around passage to the
 * opposite border); one-way doors are an optional byte per cell of directions
 * in which the cell cannot be left although the segment is open. */
#ifndef CGT_GRID_H
#define CGT_GRID_H

#include <stddef.h>
#include <stdint.h>

#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { GRID_N = 0, GRID_E = 1, GRID_S = 2, GRID_W = 3 };

/* Border segment states. */
enum { GRID_BORDER_WALL = 0, GRID_BORDER_OPEN = 1, GRID_BORDER_WRAP = 2 };

/* Size limits: each side 1..GRID_MAX_SIDE and at most GRID_MAX_CELLS cells. */
#define GRID_MAX_SIDE 1000000L
#define GRID_MAX_CELLS 1000000000L

typedef struct grid {
    long rows, cols;
    uint64_t *east;   /* bit r*(cols-1)+c: door between (r,c) and (r,c+1) */
    uint64_t *south;  /* bit r*cols+c (r < rows-1): door between (r,c) and (r+1,c) */
    uint8_t *north_b; /* cols border states above row 0 */
    uint8_t *south_b; /* cols border states below the last row */
    uint8_t *west_b;  /* rows border states left of column 0 */
    uint8_t *east_b;  /* rows border states right of the last column */
    uint8_t *oneway;  /* NULL, or per cell: bit (1<<dir) = cannot leave that way */
    long start, goal; /* cell numbers, or -1 for none */
} grid;

/* A rows x cols grid with every segment a wall, no start or goal.  Returns
 * CGT_EVALUE (message "size RxC ...") for sizes out of range. */
CGT_API int grid_init(grid *g, long rows, long cols);
CGT_API void grid_clear(grid *g);
/* dst = a copy of src (dst uninitialised). */
CGT_API int grid_copy(grid *dst, const grid *src);
/* Checks a size without allocating: 0 or CGT_EVALUE with a message. */
CGT_API int grid_check_size(long rows, long cols);

static inline long grid_cells(const grid *g) {
    return g->rows * g->cols;
}
static inline long grid_cell(const grid *g, long r, long c) {
    return r * g->cols + c;
}

/* The neighbour of `cell` in direction dir inside the board, or -1 at the
 * border (wrap-around is not followed here). */
CGT_API long grid_neighbor(const grid *g, long cell, int dir);

/* 1 if the segment on side dir of cell is open (a door, a border opening or a
 * wrap passage), ignoring one-way restrictions; 0 if it is a wall. */
CGT_API int grid_is_open(const grid *g, long cell, int dir);
/* Sets the segment on side dir of cell: open != 0 makes it a two-way door
 * (a border segment becomes GRID_BORDER_OPEN), 0 a wall.  Clears one-way
 * restrictions on the segment. */
CGT_API void grid_set_open(grid *g, long cell, int dir, int open);
/* Sets a border segment (dir must point out of the board from cell). */
CGT_API void grid_set_border(grid *g, long cell, int dir, int state);
CGT_API int grid_border(const grid *g, long cell, int dir);
/* Makes the interior segment on side dir of cell a one-way door passable
 * only from cell outwards. */
CGT_API void grid_set_oneway(grid *g, long cell, int dir);

/* Where a move from cell in direction dir leads: the cell (following wrap
 * passages), -1 if blocked (wall or one-way door), -2 if it leaves the board
 * through a border opening. */
CGT_API long grid_move(const grid *g, long cell, int dir);

/* Number of two-way-or-one-way open interior segments (doors). */
CGT_API long grid_count_doors(const grid *g);

/* Parses the ASCII format (docs/grid.md).  On error returns CGT_EPARSE with a
 * message "line L, column C: ...", and g is left cleared. */
CGT_API int grid_read(grid *g, const char *text, size_t len);
/* Reads a file ("-" is stdin). */
CGT_API int grid_read_file(grid *g, const char *path);
/* The ASCII format, with S and G letters; the caller frees with cgt_free. */
CGT_API char *grid_write(const grid *g);

/* The binary format (docs/grid.md): a 48-byte header (magic 0x89 "CGTMZ\r\n",
 * version, flags, rows, cols, start, goal, little-endian) and one bit per
 * interior segment, then border bytes and one-way bytes only when the board
 * has them.  grid_write_binary sets *out (cgt_malloc'd) and *len; equal
 * boards give equal bytes.  grid_read_binary checks every field (CGT_EPARSE
 * "binary maze: byte N: ..."); g is left cleared on error. */
CGT_API int grid_is_binary(const void *data, size_t len);
CGT_API int grid_write_binary(uint8_t **out, size_t *len, const grid *g);
CGT_API int grid_read_binary(grid *g, const uint8_t *data, size_t len);

static inline int grid_dir_opposite(int d) {
    return (d + 2) & 3;
}

#ifdef __cplusplus
}
#endif
#endif
