/* cram.h - a dedicated solver of Cram's nim values (normal play).
 *
 * Cram is Domineering played impartially: either player places a domino on
 * two orthogonally adjacent empty cells.  Its values are nimbers.  The
 * position engine (position.h) computes them as canonical forms; this solver
 * computes them directly, on boards of up to 128 cells (64-bit words, two
 * for a region whose box is larger), and reaches boards the engine
 * cannot (docs/cram.md): components split apart (the nim value of a sum is
 * the XOR of its components'), each component normalised under the 8
 * symmetries of the square, a transposition table of nim values per
 * component, and the nim value of a component G found as the first k for
 * which G + *k is a P-position, by a search that folds every component but
 * the largest into the nim heap (Lemoine and Viennot's method, the search
 * of nimsearch.h, which impartial NoGo shares).
 *
 * Ownership: every call allocates and frees its own tables; nothing is kept
 * between calls (calls on different threads are independent, limits aside).
 *
 * Limits: the search calls cgt_limit_tick() once per position searched and
 * returns CGT_ELIMIT (with cgt_limit_error()'s message) once a limit is met;
 * its table grows only within the memory budget (cgt_limits_memory()), and
 * past it keeps the most useful entries. */
#ifndef CGT_CRAM_H
#define CGT_CRAM_H

#include <stddef.h>
#include <stdint.h>

#include "cgt/nimsearch.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Flags of cram_nim. */
enum {
    /* Use the mirror theorem: a component symmetric under the half turn, no
     * empty cell of which is its own image or next to it, is a P-position
     * (the second player answers every move by its image: even x even boards
     * are 0).  Off, such components are searched like any other. */
    CRAM_MIRROR = 1,
    /* Only the outcome: *nim is 0 for a P-position, 1 for an N-position. */
    CRAM_OUTCOME = 2,
    /* Beling and Rogalski's search (nimsearch.h: NIMSEARCH_BR) instead of
     * Lemoine and Viennot's. */
    CRAM_BR = 4,
    /* Keep every cell: without it the solver drops cells that cannot change
     * a value (all leaves but one on a cell, and a cell between leaves'
     * neighbours; docs/cram.md). */
    CRAM_NO_REDUCE = 8
};

/* Counters of one cram_nim call: the search's (nimsearch.h): positions
 * searched, the table's entries and bytes at the end, the entries loaded from
 * a checkpoint (cram_nim_checkpointed) and those its last save wrote. */
typedef nimsearch_stats cram_stats;

/* The nim value of the Cram board of rows x cols cells (rows * cols <= 64)
 * whose empty cells are the bits of `empty` (cell r * cols + c is bit
 * r * cols + c).  flags: CRAM_*.  st may be NULL.  Returns 0, CGT_EUSAGE for
 * a board of more than 64 cells, or CGT_ELIMIT. */
CGT_API int cram_nim(unsigned *nim, int rows, int cols, uint64_t empty, unsigned flags,
                     cram_stats *st);

/* Boards of cram_nim_wide, at most (components are held in 128 bits). */
#define CRAM_MAX_CELLS 128

/* The same on a board of up to CRAM_MAX_CELLS cells: cell r * cols + c is
 * bit (r * cols + c) % 64 of empty[(r * cols + c) / 64].  Returns 0,
 * CGT_EUSAGE for a board of more than CRAM_MAX_CELLS cells, or
 * CGT_ELIMIT. */
CGT_API int cram_nim_wide(unsigned *nim, int rows, int cols, const uint64_t empty[2],
                          unsigned flags, cram_stats *st);

/* A checkpoint of a long search (docs/cram.md, "Long runs"): the facts the
 * search proved that cost it the most (nimsearch.h: nimsearch_save), saved
 * to `path` every `every` seconds of wall time (600 when 0) and when the
 * search ends, with a value or stopped by a limit. */
typedef struct cram_checkpoint {
    const char *path;
    double every;
} cram_checkpoint;

/* cram_nim (a board of at most 64 cells) or cram_nim_wide (more: the keys of
 * two words, so the checkpoints of the two do not mix) with a checkpoint
 * (ck may be NULL: none): the facts of ck->path, when the file exists, are
 * loaded first (st->loaded), so that a search stopped by a limit, a signal
 * or the end of a session resumes where its last checkpoint was, and any
 * search of a board of the same kind may start from them.  Returns as
 * cram_nim, or CGT_EIO / CGT_EPARSE for a checkpoint that cannot be read,
 * written or is not one (nothing searched then). */
CGT_API int cram_nim_checkpointed(unsigned *nim, int rows, int cols, const uint64_t empty[2],
                                  unsigned flags, const cram_checkpoint *ck, cram_stats *st);

/* The board of the position engine's encoding (p[0] rows, p[1] columns, then
 * the cells row by row, 0 empty: what games_def_parse gives for cram("..."))
 * as cram_nim_checkpointed takes it: *rows, *cols and the empty cells' bits
 * (cell r * cols + c is bit (r * cols + c) % 64 of empty[(r * cols + c) / 64]).
 * Returns 0, CGT_EUSAGE for a board of more than CRAM_MAX_CELLS cells, or
 * CGT_EPARSE when len does not match p[0] * p[1]. */
CGT_API int cram_board_words(int *rows, int *cols, uint64_t empty[2], const uint8_t *p, size_t len);

/* The same on the position engine's board encoding (p[0] rows, p[1]
 * columns, then the cells row by row, 0 empty), with CRAM_MIRROR, and
 * CRAM_OUTCOME when outcome is nonzero (games_def.nim of Cram): each
 * 4-connected region of empty cells must fit in CRAM_MAX_CELLS cells of its bounding
 * box.  Returns 0, CGT_ELIMIT, or 1 when a region is too large for this
 * solver (nothing computed: the caller uses the position engine). */
CGT_API int cram_board_nim(unsigned *nim, const uint8_t *p, size_t len, int outcome);

#ifdef __cplusplus
}
#endif
#endif
