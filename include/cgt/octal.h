/* octal.h - impartial heap games: octal games by code, subtraction games,
 * Grundy's game; their nim sequences and proven periods (docs/octal.md).
 *
 * Ownership: an octal_game owns its digit array (octal_parse / octal_subtraction
 * / octal_grundy allocate it, octal_clear frees it); value arrays are owned by
 * the caller.  Nothing here touches the game table except octal_game_value. */
#ifndef CGT_OCTAL_H
#define CGT_OCTAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/game.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Largest heap size the sequence functions accept (values are stored in
 * 32 bits per heap, so this is 1 GiB of values). */
#define OCTAL_MAX_HEAP ((size_t)1 << 28)

/* The moves of a heap game: digits[k] says what removing k beans from one heap
 * may leave: bit 1 nothing (only when the heap has exactly k beans), bit 2 one
 * nonempty heap, bit 4 two nonempty heaps.  digits[0] is 0 or 4 (4: a heap may
 * be split in two without removing beans).  ndigits is the index of the last
 * nonzero digit + 1 (0 for the game with no moves). */
typedef struct octal_game {
    uint8_t *digits;
    size_t ndigits;
    bool unequal; /* splits must leave two heaps of different sizes (Grundy's game) */
    bool tail;    /* every k >= ndigits may be removed too, leaving one heap or none:
                     digit 3 repeated forever (Nim, all-but subtraction games); then
                     ndigits counts trailing zeros as well */
} octal_game;

/* Parses a game specification into g (which it initialises; octal_clear it):
 *   an octal code  [d0].d1d2d3...  digits 0-7 (".77", "0.07", "4.3"), or a lone
 *                  d0 ("4", "0"); trailing zeros are ignored;
 *   a name         kayles (.77), dawson (.07, Dawson's Kayles),
 *                  dawsons-chess (.137), grundy (Grundy's game);
 *   a subtraction game  sub:1,2,5  (see octal_subtraction);
 *   an all-but subtraction game  allbut:1,3  (remove any number of beans but
 *                  1 and 3; elements at most 2^20), or nim (remove any number).
 * Returns 0, or CGT_EPARSE with "column N: ..." on bad input. */
CGT_API int octal_parse(octal_game *g, const char *spec);
/* The subtraction game whose set is the comma-separated positive integers in
 * `set` ("1,2,5", braces and spaces allowed: "{1, 2, 5}"): remove s beans for
 * any s in the set, the whole heap included; equal to the octal code with
 * digit 3 at each s.  Elements are at most 2^20.  Returns 0 or CGT_EPARSE. */
CGT_API int octal_subtraction(octal_game *g, const char *set);
/* Grundy's game: split one heap into two nonempty heaps of different sizes. */
CGT_API void octal_grundy(octal_game *g);
CGT_API void octal_clear(octal_game *g);
/* The canonical code of g as text (".77", "4.3", "grundy"); caller frees it
 * with cgt_free. */
CGT_API char *octal_code_string(const octal_game *g);
/* Largest number of beans one move removes (the index of the last nonzero
 * digit; 0 for Grundy's game; SIZE_MAX for Nim and all-but games). */
CGT_API size_t octal_max_removal(const octal_game *g);

/* Algorithms for octal_nim_values_alg. */
typedef enum octal_algorithm {
    OCTAL_ALG_FAST,   /* rare-value (sparse space) mex, then periodic extension
                         once a period is proven; the default */
    OCTAL_ALG_SPARSE, /* rare-value mex (naive while over a quarter of the heaps are
                         rare), no periodic extension */
    OCTAL_ALG_NAIVE   /* mex over every option of every heap: the baseline */
} octal_algorithm;

/* Nim values of heaps 0..upto: out[n] = G(n) for n <= upto (out holds upto+1
 * entries).  Exact with every algorithm.  Ticks cgt_limit_tick() once per heap
 * and reports progress (cgt_progress) every 65536 heaps;
 * returns 0, CGT_ELIMIT when a limit stops it (out then partly filled), or
 * CGT_ERANGE if upto > OCTAL_MAX_HEAP. */
CGT_API int octal_nim_values(uint32_t *out, const octal_game *g, size_t upto);
CGT_API int octal_nim_values_alg(uint32_t *out, const octal_game *g, size_t upto,
                                 octal_algorithm alg);
/* The nim value of one heap by the slow definition (mex over the values of the
 * explicit option list, each option a sum of at most two heaps), given the
 * values of all smaller heaps in vals[0..n-1].  For tests. */
CGT_API uint32_t octal_nim_value_slow(const octal_game *g, const uint32_t *vals, size_t n);

/* A period of a nim sequence, proven by the periodicity theorem. */
typedef struct octal_period {
    bool proven;      /* false: no period proven from the values given */
    size_t preperiod; /* smallest e with G(n+p) = G(n) for all n >= e */
    size_t period;    /* smallest p > 0 */
    size_t needed;    /* the proof uses G(0..needed) */
} octal_period;

/* Finds the smallest period p and preperiod e of vals[0..upto] (the nim values
 * of g) that the octal periodicity theorem proves from these values alone:
 * with t = octal_max_removal(g), if G(n+p) = G(n) for e <= n < 2e + p + t
 * (one more when e = 0) then for all n >= e; for games without splitting moves
 * e <= n < max(e + t, t + 1) suffices.  Grundy's game, Nim and all-but games
 * have no such theorem: p->proven is then always false. */
CGT_API void octal_find_period(octal_period *p, const octal_game *g, const uint32_t *vals,
                               size_t upto);

/* Record-scale runs (docs/octal.md "Long runs"): the same exact values as
 * octal_nim_values, kept bit-packed (8 bits per heap while every value is
 * below 256, widened to 16 and then 32 bits when a larger value appears), the
 * rare-value method throughout, the periodicity theorem tried as the values
 * stream (from then on the proven period extends the sequence), and
 * checkpoints to a file so that a run can stop and resume.  Heaps up to
 * OCTAL_RUN_MAX_HEAP; the table is allocated through cgt_malloc, so the memory
 * budget (--max-memory) applies. */
#if SIZE_MAX > 0xffffffffu
#define OCTAL_RUN_MAX_HEAP ((size_t)1 << 36)
#else /* 32-bit size_t (the WebAssembly build): more than its memory holds anyway */
#define OCTAL_RUN_MAX_HEAP ((size_t)1 << 30)
#endif

typedef struct octal_run {
    octal_game game;    /* a copy of the game (owned) */
    size_t computed;    /* G(0..computed-1) are known */
    unsigned width;     /* bytes per stored value: 1, 2 or 4 */
    void *values;       /* computed values, width bytes each, capacity entries */
    size_t capacity;    /* entries allocated */
    uint32_t max_value; /* the largest value so far, first at max_heap */
    size_t max_heap;
    uint32_t mask;                 /* the rare-value mask in use (0 before the first choice) */
    size_t nrare;                  /* heaps 1..computed-1 of even parity on mask (rare) */
    octal_period period;           /* proven while streaming; then the rest is periodic */
    struct octal_run_state *state; /* working arrays (private) */
} octal_run;

/* Starts an empty run of g (copied). */
CGT_API void octal_run_init(octal_run *r, const octal_game *g);
/* Computes G(computed..upto).  Ticks the work limits once per heap; returns 0,
 * CGT_ELIMIT when a limit stops it (the values so far stay valid: save them
 * and extend later), CGT_ERANGE when upto > OCTAL_RUN_MAX_HEAP. */
CGT_API int octal_run_extend(octal_run *r, size_t upto);
/* G(n) for n < r->computed. */
CGT_API uint32_t octal_run_value(const octal_run *r, size_t n);
/* Bytes the run holds (value table, rare-heap list, working arrays). */
CGT_API size_t octal_run_bytes(const octal_run *r);
/* Writes the run to path (a text header naming the game, then the values in
 * native byte order), through a temporary file renamed over path, so that an
 * interrupted save leaves the previous checkpoint intact.  0 or CGT_EIO. */
CGT_API int octal_run_save(const octal_run *r, const char *path);
/* Starts r (as octal_run_init) from a checkpoint of the same game g: 0;
 * CGT_EIO when the file cannot be read; CGT_EPARSE when it is not a
 * checkpoint or is one of another game (r is then an empty run of g). */
CGT_API int octal_run_load(octal_run *r, const octal_game *g, const char *path);
CGT_API void octal_run_clear(octal_run *r);

/* A long run with a checkpoint file (what `cgt octal --checkpoint` and the
 * Python module's octal_run do).  octal_run_resume starts r from path when
 * the file exists (*resumed = the heaps loaded), else empty (*resumed = 0):
 * 0, or octal_run_load's errors.  octal_run_extend_saving then extends r to
 * upto in steps of 2^22 heaps, saving to path every `every` seconds of wall
 * time (never when every < 0), at the end, and when a limit stops the run
 * (*saved: 1 when that last save was written, 0 when not).  Returns 0,
 * CGT_ELIMIT (the values so far stay in r and, *saved set, in path: run
 * again to resume), CGT_ERANGE, or CGT_EIO when a save fails. */
CGT_API int octal_run_resume(octal_run *r, const octal_game *g, const char *path, size_t *resumed);
CGT_API int octal_run_extend_saving(octal_run *r, size_t upto, const char *path, double every,
                                    int *saved);

/* The sparse space of a run's values in Flammenkamp's sense (the range
 * type): a value x is rare when x & mask has even parity.  The mask is the
 * one (below the power of two above the largest value, and below 4096) that
 * makes the fewest of the heaps 0..computed-1 rare, the smaller mask on a
 * tie; it can differ from r->mask, the mask the run chose while streaming.
 * Heap 0 counts (its value 0 is always rare), as the published tables count
 * it (Flammenkamp; Czajka's UnsolvedGames.md). */
typedef struct octal_sparse {
    uint32_t mask;
    size_t rare;      /* heaps 0..computed-1 whose value is rare */
    size_t last_rare; /* the last of them */
} octal_sparse;
CGT_API void octal_run_sparse(octal_sparse *out, const octal_run *r);

/* The value *G(heap) of one heap as a game (a nimber), or GAME_NONE on
 * limits / heap > OCTAL_MAX_HEAP (with cgt_error set). */
CGT_API game_t octal_game_value(const octal_game *g, size_t heap);

/* Normal-play Nim (Stewart's thesis, Table 1.2): the nim-sum (XOR) of the n
 * heaps, and each winning move: moves_to[i] = the size heap i must be reduced
 * to (heaps[i] XOR nim-sum, when that is smaller), or SIZE_MAX when heap i has
 * none.  The position is a P-position exactly when the nim-sum is 0. */
CGT_API size_t octal_nim_moves(size_t *moves_to, const size_t *heaps, size_t n);

/* General take-and-break codes in CGSuite's TBCode syntax (docs/octal.md),
 * for the games the octal digit array cannot hold: hexadecimal and base-32
 * digits (bit r of a digit: the move may leave r heaps, so 8 to F split a
 * heap into three), heap-count lists "{0,2,3+}" ("+": that many or more),
 * the constraints "!" (the heaps left pairwise unequal), "?" (not all equal)
 * and "=" (all equal) after a digit, "*" (any number of heaps), "&N;" (the
 * digit N), repeated digits "[..]" at the end, and digits before the last one
 * before the point, which add tokens ("80.0": add one token, leave three
 * heaps).  Every option must leave heaps smaller than the heap (else
 * CGT_EPARSE): a short game.  The nim values are the mex over every way to
 * split, computed with sets of XORs per heap count. */
typedef struct octal_tb octal_tb;
/* Largest heap octal_tb_nim_values accepts. */
#define OCTAL_TB_MAX_HEAP ((size_t)1 << 20)
/* Parses code into *out (octal_tb_free it): 0, or CGT_EPARSE with
 * "column N: ..." (then *out is NULL). */
CGT_API int octal_tb_parse(octal_tb **out, const char *code);
CGT_API void octal_tb_free(octal_tb *t);
/* The canonical code, as CGSuite prints it ("0.{0,2+}!"); cgt_free it. */
CGT_API char *octal_tb_string(const octal_tb *t);
/* Calls visit(ctx, heaps, count) for each option of a heap of n (the heaps it
 * leaves, ascending; count 0 for taking the whole heap), in CGSuite's order:
 * by tokens removed, then number of heaps, then lexicographically.  Stops at
 * and returns the first nonzero return of visit; else 0. */
typedef int (*octal_tb_visit)(void *ctx, const size_t *heaps, size_t count);
CGT_API int octal_tb_options(const octal_tb *t, size_t n, octal_tb_visit visit, void *ctx);
/* G(0..upto) into out (upto + 1 entries).  Ticks the work limits per heap and
 * per option enumerated one by one ("!" and "?" digits); 0, CGT_ELIMIT, or
 * CGT_ERANGE when upto > OCTAL_TB_MAX_HEAP. */
CGT_API int octal_tb_nim_values(uint32_t *out, const octal_tb *t, size_t upto);
/* The nimber of one heap, or GAME_NONE with cgt_error set. */
CGT_API game_t octal_tb_value(const octal_tb *t, size_t heap);
/* Reads spec as octal_parse does (into g, 0 and *tb NULL), else, when it
 * uses what only take-and-break codes have (digits 8 and up, "{", "*", "!",
 * "[" ...), as a take-and-break code (0, *tb set, g cleared); else the error
 * of the reader it is meant for. */
CGT_API int octal_parse_any(octal_game *g, octal_tb **tb, const char *spec);

#ifdef __cplusplus
}
#endif
#endif
