/* compound.h - operators that combine games other than the disjunctive sum:
 * the ordinal sum G:H, the compounds of ONAG chapter 14 and the sequential
 * join (seed 004, Definitions 1.5.1 and 1.5.2) on literal forms, the nimber
 * field (nim multiplication and division) and the Conway product of numbers.
 * See docs/compound.md.
 *
 * Ownership: results are ids in the game table (game.h) or the form table
 * (form.h), owned by the library; memo tables are released with
 * game_table_free().  Limits: construction ticks cgt_limit_tick() through
 * game_make / form_make; once a limit is reached the operators return
 * GAME_NONE / FORM_NONE. */
#ifndef CGT_COMPOUND_H
#define CGT_COMPOUND_H

#include <stdbool.h>
#include <stdint.h>

#include "cgt/form.h"
#include "cgt/game.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the ordinal sum ------------------------------------------------------ */
/* G:H = {G^L, G:H^L | G^R, G:H^R} over the canonical forms of G and H (the
 * value depends on G's form, so G's canonical form is used, as CGSuite does;
 * it depends only on H's value).  Memoized.  GAME_NONE on limits. */
CGT_API game_t compound_ordinal_sum(game_t g, game_t h);
/* The same over literal forms: f:k = {f^L, f:k^L | f^R, f:k^R}. */
CGT_API form_t compound_ordinal_sum_form(form_t f, form_t k);

/* ---- compounds of normal-play forms (ONAG ch. 14) ------------------------- */
/* A player "has no move" in a component when it has no option for him.
 *   CONJUNCTIVE       G△H = {G^L△H^L | G^R△H^R}: move in every component;
 *                     it ends as soon as one component ends (Definition 1.5.1).
 *   SELECTIVE         G▽H = {G^L▽H, G▽H^L, G^L▽H^L | ...}: move in any
 *                     nonempty set of components (Definition 1.5.1).
 *   CONTINUED         continued conjunctive: move in every component that still
 *                     has a move for the mover; it ends when none has.
 *   DIMINISHED        diminished disjunctive: move in exactly one component;
 *                     it ends as soon as one component has no move for the mover.
 *   SHORTENED         shortened selective: as SELECTIVE, but it ends as soon
 *                     as one component has no move for the mover.
 *   SEQUENTIAL        the sequential join G▷H = {G^L▷H | G^R▷H} while G has an
 *                     option, and H once G = {|} (Definition 1.5.2).
 * Memoized.  FORM_NONE on limits. */
typedef enum compound_kind {
    COMPOUND_CONJUNCTIVE,
    COMPOUND_SELECTIVE,
    COMPOUND_CONTINUED,
    COMPOUND_DIMINISHED,
    COMPOUND_SHORTENED,
    COMPOUND_SEQUENTIAL
} compound_kind;
CGT_API form_t compound_form(compound_kind kind, form_t g, form_t h);
/* "conjunctive", "selective", ...: the names the expression language uses. */
CGT_API const char *compound_name(compound_kind kind);

/* ---- the nimber field ----------------------------------------------------- */
/* Nim multiplication of a and b (the field of order 2^64 in the nimbers). */
CGT_API uint64_t compound_nim_mul(uint64_t a, uint64_t b);
/* The nim inverse of a != 0 (a ⊗ inverse = 1); asserts a != 0. */
CGT_API uint64_t compound_nim_inverse(uint64_t a);
/* *a ** *b and *a / *b on games: CGT_EVALUE unless both are nimbers (and the
 * divisor is not 0). */
CGT_API int compound_nim_product(game_t *out, game_t a, game_t b);
CGT_API int compound_nim_quotient(game_t *out, game_t a, game_t b);

/* ---- the Conway product --------------------------------------------------- */
/* x·y for numbers x and y (ONAG's product; on numbers it is the product of
 * the dyadic rationals), or the nim product when both are nimbers.
 * CGT_EVALUE otherwise. */
CGT_API int compound_conway_product(game_t *out, game_t a, game_t b);

#ifdef __cplusplus
}
#endif
#endif
