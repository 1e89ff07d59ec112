/* nimsearch.h - nim values of impartial games on small boards by Lemoine and
 * Viennot's search (normal play), shared by the dedicated solvers of Cram
 * (cram.h) and impartial NoGo (games: impartial_nogo).
 *
 * A game plugs in as a nimsearch_game: its positions are components (a key
 * of up to NIMSEARCH_WORDS 64-bit words over a bounding box, normalised by
 * the game under its symmetries), and it lists a component's moves and cuts
 * the option a move leaves into independent components.  The search finds
 * the nim value of G as the first k for which G + *k is a P-position; it
 * decides G + *n by folding the nim values of all parts of an option but the
 * largest into the heap, with a transposition table of nim values (and of
 * values excluded) per component (docs/nimsearch.md).
 *
 * Ownership: a nimsearch owns its table; nimsearch_new allocates it and
 * nimsearch_free frees it.  One nimsearch is used by one thread at a time.
 *
 * Limits: the search calls cgt_limit_tick() once per position searched and
 * returns CGT_ELIMIT (with cgt_limit_error()'s message) once a limit is met;
 * its table grows only within the memory budget (cgt_limits_memory()), and
 * past it keeps the most useful entries. */
#ifndef CGT_NIMSEARCH_H
#define CGT_NIMSEARCH_H

#include <stddef.h>
#include <stdint.h>

#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Words of a key; a game uses the first nwords (the others stay 0). */
#define NIMSEARCH_WORDS 3
/* Moves of a component and parts of an option, at most. */
#define NIMSEARCH_MAX_MOVES 256
#define NIMSEARCH_MAX_PARTS 8

/* A component: the game's normalised key over a box of h rows and w
 * columns.  size is popcount(k[0]) as nimsearch_hash sets it, or a count
 * the game sets after it (Cram's two-word components: the cells of both
 * words), a function of the key either way (the searched part of an option
 * is the one of largest size); hash comes from nimsearch_hash. */
typedef struct nimsearch_comp {
    uint64_t k[NIMSEARCH_WORDS];
    uint8_t h, w;
    uint8_t size;
    uint32_t hash;
} nimsearch_comp;

/* A game.  ctx is passed to every callback. */
typedef struct nimsearch_game {
    const char *name; /* in progress messages */
    unsigned nwords;  /* words of the key used, 1..NIMSEARCH_WORDS */
    const void *ctx;
    /* The moves of c (any 64-bit code the game reads back in play) into mv,
     * at most NIMSEARCH_MAX_MOVES; returns how many. */
    unsigned (*moves)(const void *ctx, uint64_t *mv, const nimsearch_comp *c);
    /* The option of c after move mv: its parts whose nim value the game knows
     * at once XORed into *x, the others (finished by nimsearch_hash, at most
     * NIMSEARCH_MAX_PARTS) into parts; returns how many. */
    unsigned (*play)(const void *ctx, nimsearch_comp *parts, unsigned *x, const nimsearch_comp *c,
                     uint64_t mv);
    /* The number of moves of c (its nim value is at most that). */
    unsigned (*count)(const void *ctx, const nimsearch_comp *c);
    /* c's nim value when the game knows it without search (a theorem, a
     * small component), else -1.  May be NULL. */
    int (*known)(const void *ctx, const nimsearch_comp *c);
    /* NIMSEARCH_ORDERED: moves() gives the moves in the order to try them,
     * and options of equal cost are searched in that order (by the first
     * of the options equal to each); 0: at equal cost, by a hash.
     * NIMSEARCH_BY_SIZE: an option's cost is the sum of the squares of its
     * unknown parts' sizes; 0: twice the moves of its largest unknown part
     * plus that part's size. */
    unsigned flags;
} nimsearch_game;

#define NIMSEARCH_ORDERED 1u
#define NIMSEARCH_BY_SIZE 2u

/* Counters of one search. */
typedef struct nimsearch_stats {
    uint64_t searched; /* (component, heap) pairs searched */
    uint64_t stored;   /* entries in the table at the end */
    uint64_t bytes;    /* bytes of the table at the end */
    uint64_t saved;    /* entries the last checkpoint at the end of nimsearch_nim wrote (0: none) */
    uint64_t loaded;   /* entries nimsearch_load added (nimsearch_resume's checkpoint) */
} nimsearch_stats;

typedef struct nimsearch nimsearch;

/* A search for game g (which must outlive it) with an empty table.  Returns
 * 0 or CGT_ELIMIT (out of memory). */
CGT_API int nimsearch_new(nimsearch **out, const nimsearch_game *g);
/* Frees s (NULL is fine), its counters into st first when st is not NULL. */
CGT_API void nimsearch_free(nimsearch *s, nimsearch_stats *st);

/* The search of nimsearch_nim: Lemoine and Viennot's win(G, n) (the
 * default), or Beling and Rogalski's search of G's value within a requested
 * set of values (docs/nimsearch.md).  Both give the same values and share
 * the table. */
enum { NIMSEARCH_LV = 0, NIMSEARCH_BR = 1 };
CGT_API void nimsearch_set_method(nimsearch *s, int method);

/* The nim value of the sum of the n components and a heap *heap (with
 * outcome set, 0 when the sum is a P-position and 1 otherwise, which is
 * cheaper: the largest component is searched only for the one heap that
 * makes the sum a P-position).  The table is kept between calls on s.
 * Returns 0 or CGT_ELIMIT. */
CGT_API int nimsearch_nim(nimsearch *s, unsigned *nim, const nimsearch_comp *parts, size_t n,
                          unsigned heap, int outcome);

/* Checkpoints.  Every entry of the table is a fact proven about the
 * component of its key (its nim value, or values it does not have), true in
 * any search of the same game, so a search can start from another's facts.
 * nimsearch_save writes the entries of the most work (at most 2^22 of them,
 * those of at least the least work kept) to path, through path.tmp and a
 * rename (an interrupted save leaves the file before it intact); *saved (may
 * be NULL) gets their number.  0 or CGT_EIO.  nimsearch_load adds the facts
 * of a checkpoint of the same game (its name) and key width to the table of
 * s, checked first, each entry and a checksum over them, so that a damaged
 * file adds nothing; *loaded (may be NULL) gets their number.  0, CGT_EIO
 * (cannot read) or CGT_EPARSE (not such a checkpoint, another game, a
 * damaged file: the message names the line or the entry and its byte).
 * docs/nimsearch.md, "Checkpoints", has the format. */
CGT_API int nimsearch_save(const nimsearch *s, const char *path, uint64_t *saved);
CGT_API int nimsearch_load(nimsearch *s, const char *path, uint64_t *loaded);
/* From now on nimsearch_nim saves a checkpoint to path every every_seconds
 * (600 when 0) of wall time while it searches, and when it ends, with a
 * value or stopped by a limit (a save that fails stops the search with its
 * message: CGT_ELIMIT during the search, CGT_EIO at its end).  NULL: no
 * more checkpoints.  Returns 0, or CGT_EIO when path.tmp cannot be created
 * (tried at once; no checkpoints then). */
CGT_API int nimsearch_set_checkpoint(nimsearch *s, const char *path, double every_seconds);

/* What a resumable run does first: the facts of path loaded when the file
 * exists (*loaded, may be NULL, gets their number; no file: a first run, 0),
 * then checkpoints to path every every_seconds (nimsearch_set_checkpoint).
 * Returns 0, or nimsearch_load's or nimsearch_set_checkpoint's errors, or
 * CGT_EIO naming path when it cannot be opened for another reason than its
 * absence (it is then never overwritten). */
CGT_API int nimsearch_resume(nimsearch *s, const char *path, double every_seconds,
                             uint64_t *loaded);

/* Sets c->size and c->hash from c's key, h and w (a game's last step in
 * making a component). */
CGT_API void nimsearch_hash(nimsearch_comp *c, unsigned nwords);

/* ---- bit boards: cell r * w + c of an h x w box (h * w <= 64) ------------- */

/* The number of bits set (in line: without the instruction the builtin is a
 * call). */
static inline unsigned nimsearch_popcount(uint64_t x) {
#ifdef __POPCNT__
    return (unsigned)__builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (unsigned)((x * 0x0101010101010101ULL) >> 56);
#endif
}

/* The box turned by a half turn. */
CGT_API uint64_t nimsearch_rot180(uint64_t b, unsigned h, unsigned w);
/* The rows upside down. */
CGT_API uint64_t nimsearch_vflip(uint64_t b, unsigned h, unsigned w);
/* The h x w box transposed into a w x h box. */
CGT_API uint64_t nimsearch_transpose(uint64_t b, unsigned h, unsigned w);
/* The least of the images of b (an h x w box, w <= h, w <= 8) under the
 * symmetries of the box: 4, or 8 when the box is square. */
CGT_API uint64_t nimsearch_least_image(uint64_t b, unsigned h, unsigned w);
/* The cells of m reached from seed through 4-neighbours inside m. */
CGT_API uint64_t nimsearch_flood(uint64_t m, uint64_t seed, unsigned h, unsigned w);
/* The bounding box of the cells `cells` (not 0) of an h x w box: the first
 * row and column and the height and width; then nimsearch_crop_word moves
 * a word into it. */
CGT_API void nimsearch_box(unsigned *r0, unsigned *c0, unsigned *nh, unsigned *nw, uint64_t cells,
                           unsigned h, unsigned w);
CGT_API uint64_t nimsearch_crop_word(uint64_t b, unsigned r0, unsigned c0, unsigned nh, unsigned nw,
                                     unsigned w);

#ifdef __cplusplus
}
#endif
#endif
