/* game.h - canonical short partizan games (normal play) as interned ids.
 *
 * Threads: the table is process-wide and not locked by the library; threads
 * hold cgt_lock() (util.h) around their calls (docs/util.md, "Threads").
 *
 * Ownership: every game lives once in one process-wide table owned by the
 * library; a game_t is a 32-bit id into it, valid until game_table_free().
 * Two ids are equal iff the games are equal, so `==` is game equality.
 * Results of recursive operations (sum, negation, comparison, stops,
 * birthday) are memoized by id.
 *
 * Limits: construction ticks cgt_limit_tick() once per new game interned.
 * Once a limit is reached every operation returns GAME_NONE (or false) and
 * caches nothing; callers check cgt_limit_check() after the top-level call.
 * GAME_NONE given as an input yields GAME_NONE. */
#ifndef CGT_GAME_H
#define CGT_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/number.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t game_t;
#define GAME_NONE ((game_t)0xFFFFFFFFu)

/* Outcome classes in normal play: Left wins whoever starts (L), Right wins (R),
 * the first player wins (N), the second player wins (P). */
typedef enum game_outcome {
    GAME_OUTCOME_L,
    GAME_OUTCOME_R,
    GAME_OUTCOME_N,
    GAME_OUTCOME_P
} game_outcome;
/* Relation between two games. */
typedef enum game_relation {
    GAME_EQUAL,
    GAME_LESS,
    GAME_GREATER,
    GAME_FUZZY /* confused, incomparable */
} game_relation;

/* ---- the table -------------------------------------------------------- */
CGT_API void game_table_free(void);    /* releases every game and cache */
CGT_API size_t game_table_size(void);  /* number of interned games */
CGT_API size_t game_table_bytes(void); /* bytes held by games and option lists */
/* Registers fn to run at the start of every game_table_free(): modules above
 * game (thermo, rcf, ...) keep caches keyed by ids and drop them there.
 * Registering the same fn twice has no further effect. */
CGT_API void game_table_on_free(void (*fn)(void));

/* ---- construction ----------------------------------------------------- */
CGT_API game_t game_zero(void);
CGT_API game_t game_star(void);
CGT_API game_t game_up(void);
CGT_API game_t game_from_si(long n);
CGT_API game_t game_from_dyadic(const dyadic_t x);
/* x + ups.^ + *nim (a "number-up-star"); recognised and stored in closed form. */
CGT_API game_t game_nus(const dyadic_t x, int64_t ups, uint64_t nim);
CGT_API game_t game_nimber(uint64_t k);
/* The canonical form of {left | right}: duplicates and dominated options are
 * removed and reversible options bypassed.  Options may come in any order and
 * repeat.  Any option GAME_NONE gives GAME_NONE. */
CGT_API game_t game_make(const game_t *left, size_t nl, const game_t *right, size_t nr);

/* ---- arithmetic ------------------------------------------------------- */
CGT_API game_t game_add(game_t a, game_t b);
/* A hint, no effect on any value: starts fetching the memo slot of a + b into
 * the processor's cache, so that several sums' cache misses overlap before
 * the sums are asked for (the position engine, for the options of a
 * position). */
CGT_API void game_add_prefetch(game_t a, game_t b);
CGT_API game_t game_neg(game_t a);
CGT_API game_t game_sub(game_t a, game_t b);
/* n copies of g (n may be negative: |n| copies of -g). */
CGT_API game_t game_mul_si(game_t g, long n);

/* ---- order ------------------------------------------------------------ */
CGT_API bool game_leq(game_t a, game_t b);
CGT_API bool game_geq(game_t a, game_t b);
CGT_API bool game_lt(game_t a, game_t b);
CGT_API bool game_gt(game_t a, game_t b);
CGT_API bool game_fuzzy(game_t a, game_t b); /* a <> b: confused */
CGT_API game_relation game_compare(game_t a, game_t b);
CGT_API game_outcome game_get_outcome(game_t g);
CGT_API char game_outcome_char(game_outcome o); /* 'L', 'R', 'N', 'P' */

/* ---- structure -------------------------------------------------------- */
/* Options of the canonical form, in increasing id order. */
CGT_API size_t game_num_left(game_t g);
CGT_API size_t game_num_right(game_t g);
CGT_API game_t game_left(game_t g, size_t i);
CGT_API game_t game_right(game_t g, size_t i);

/* ---- closed forms and predicates -------------------------------------- */
CGT_API bool game_is_number(game_t g);
CGT_API bool game_is_integer(game_t g);
CGT_API bool game_is_nimber(game_t g);        /* *k, including 0 */
CGT_API bool game_is_nus(game_t g);           /* x + n.^ + *k, numbers included */
CGT_API bool game_is_infinitesimal(game_t g); /* both stops 0 (0 included) */
CGT_API bool game_is_all_small(game_t g);
/* A switch is a canonical {a|b} with numbers a > b (a hot number switch). */
CGT_API bool game_is_switch(game_t g);
/* g == -g, g != 0, and g is not a number-up-star: printed with "+-". */
CGT_API bool game_is_symmetric_switch(game_t g);
/* For a number-up-star g: its number part x, up multiple n and nim value k. */
CGT_API void game_nus_parts(dyadic_t x, int64_t *ups, uint64_t *nim, game_t g);
/* For a number g: its value. */
CGT_API void game_get_dyadic(dyadic_t x, game_t g);
/* For a number g: its value as the table holds it (read only; valid until
 * game_table_free), without the copy of game_get_dyadic: for hot loops that
 * read numerators and exponents. */
CGT_API const dyadic_struct *game_dyadic_of(game_t g);

/* ---- invariants -------------------------------------------------------- */
/* Birthday (saturating at UINT64_MAX) and as an exact integer. */
CGT_API uint64_t game_birthday(game_t g);
CGT_API void game_birthday_dyadic(dyadic_t out, game_t g);
/* Left and right stops, returned as number games. */
CGT_API game_t game_left_stop(game_t g);
CGT_API game_t game_right_stop(game_t g);

/* ---- ordering and enumeration ------------------------------------------ */
/* CGSuite's deterministic print order (<0, 0, >0): numbers by value, then
 * nimbers *k (k >= 1) by k, then other number-up-stars by (number, ups, nim),
 * then all other games by their option lists sorted in this order, compared
 * lexicographically, Left options first (a shorter prefix comes first). */
CGT_API int game_order_cmp(game_t a, game_t b);
/* Sorts ids in place by game_order_cmp. */
CGT_API void game_sort_display(game_t *ids, size_t n);
/* All canonical games born by day `day` (0 <= day <= 3), sorted by
 * game_order_cmp; *out is cgt_malloc'd and owned by the caller.
 * Returns 0, or CGT_ERANGE for a day out of range. */
CGT_API int game_census(game_t **out, size_t *count, int day);

#ifdef __cplusplus
}
#endif
#endif
