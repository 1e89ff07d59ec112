/* optclosed.h - option-closed rulesets of Nowakowski-Ottaway (seed 002):
 * ROLL THE LAWN, CRICKET PITCH and HACKENBUSH strings, built as literal forms
 * (form.h) from the rules, plus the paper's closed forms and reductions.
 *
 * Positions are written "[5,@,2,4]": non-negative bumps separated by commas
 * with exactly one '@' for the roller (the paper's circled minus).  Left rolls
 * the roller to the left, Right to the right; every bump passed over is
 * flattened by one.  In ROLL THE LAWN a move must flatten at least one bump and
 * bumps already 0 stay 0; in CRICKET PITCH the roller cannot pass a 0 bump.
 *
 * Ownership: lawn_pos values are plain structs owned by the caller (free the
 * bumps with lawn_pos_clear); forms and games are ids in the library's tables
 * (form.h, game.h).  Position forms are memoized by position until
 * game_table_free(). */
#ifndef CGT_OPTCLOSED_H
#define CGT_OPTCLOSED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/form.h"
#include "cgt/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A row of bumps with the roller after the first `roller` of them. */
typedef struct lawn_pos {
    uint32_t *bumps;
    size_t n;      /* number of bumps */
    size_t roller; /* 0..n: bumps[0..roller) are left of the roller */
} lawn_pos;

CGT_API void lawn_pos_clear(lawn_pos *p);
/* Parses "[1,1,3,@,5,3,1]" (spaces allowed; "[@]" is the empty row).  Bumps are
 * at most 10^6.  Errors: CGT_EPARSE / CGT_EVALUE with "column N: ...". */
CGT_API int lawn_pos_parse(lawn_pos *out, const char *text);
/* "[1,1,3,@,5,3,1]"; caller frees. */
CGT_API char *lawn_pos_str(const lawn_pos *p);

/* ---- ROLL THE LAWN ------------------------------------------------------- */
/* The literal form from the rules.  FORM_NONE on limits. */
CGT_API form_t lawn_form(const lawn_pos *p);
/* Corollary 3.2: the value sum_{i<=j} (a_i mod 2) - sum_{i>j} (a_i mod 2). */
CGT_API long lawn_formula(const lawn_pos *p);

/* ---- CRICKET PITCH ------------------------------------------------------- */
CGT_API form_t cricket_form(const lawn_pos *p);
/* The canonical value, fast: every position met is first reduced and pruned
 * (Lemma 3.4, Observation 3.3, both tested against cricket_form) and mirrored
 * to a normal orientation (the mirror image has the negative value), then
 * memoized.  Equal to form_canonical(cricket_form(p)).  GAME_NONE on limits. */
CGT_API game_t cricket_value(const lawn_pos *p);
/* Observation 3.3: drops the nearest 0 bump on each side of the roller and
 * everything beyond it (in place). */
CGT_API void cricket_prune(lawn_pos *p);
/* Lemma 3.4: subtracts 2 from every bump while all bumps are >= 2 (in place). */
CGT_API void cricket_reduce(lawn_pos *p);
/* Both, repeated until neither changes anything (the paper's "reduced and
 * pruned" position). */
CGT_API void cricket_reduce_prune(lawn_pos *p);
/* Definition 3.5: the least odd bump a_i left of the roller that is smaller
 * than every bump between it and the roller; UINT32_MAX for infinity. */
CGT_API uint32_t cricket_ldip(const lawn_pos *p);
CGT_API uint32_t cricket_rdip(const lawn_pos *p);
/* Theorem 3.6's outcome from ldip and rdip. */
CGT_API game_outcome cricket_predict_outcome(const lawn_pos *p);

/* One position of cricket_explore. */
typedef struct cricket_row {
    const lawn_pos *pos;
    game_t value, rcf; /* cricket_value and its reduced canonical form */
    uint32_t ldip, rdip;
    int relation; /* 0: ldip < rdip, 1: equal, 2: ldip > rdip */
    int kind;     /* the rcf: 0 a number, 1 a switch, 2 other */
} cricket_row;
/* Every row of 0..maxlen bumps of heights 1..maxbump with the roller anywhere
 * (`cgt cricket explore`; Theorem 3.6 and the rcf of the positions): lengths
 * increasing, bumps as a counter with the first bump fastest, the roller left to
 * right.  visit (may be NULL) gets each position as it is computed, counts
 * [relation][kind] the tally.  0, visit's nonzero return, or a negative error
 * (CGT_ELIMIT on a limit). */
CGT_API int cricket_explore(long counts[3][3], long maxbump, long maxlen,
                            int (*visit)(void *arg, const cricket_row *row), void *arg);

/* ---- HACKENBUSH strings ---------------------------------------------------- */
/* The literal form of a string of edges from the ground up, 'L' (bLue, Left's)
 * or 'R' (Red, Right's): cutting edge i removes it and all above it.  Letters
 * other than L/R (also B for blue) give CGT_EPARSE "column N: ...". */
CGT_API int hackenbush_string_form(form_t *out, const char *edges);

#ifdef __cplusplus
}
#endif
#endif
