/* form.h - literal (unsimplified) game forms as hash-consed DAGs, and the
 * option-closed test of Nowakowski and Ottaway.
 *
 * Ownership: every form lives once in one process-wide table owned by the
 * library; a form_t is a 32-bit id into it.  The form table is released
 * together with the game table (game_table_free()), so form ids are valid
 * exactly as long as game ids.  A form's Left and Right options are *sets*:
 * stored sorted by id without repeats, so two forms with the same option sets
 * are the same id and `==` is equality of literal forms (not of values).
 *
 * Limits: form_make ticks cgt_limit_tick() once per new form; once aborted,
 * constructors return FORM_NONE and queries return GAME_NONE / false. */
#ifndef CGT_FORM_H
#define CGT_FORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/game.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t form_t;
/* Deepest recursion of the form engine and of the rulesets that build forms
 * (a chain of followers this long): beyond it they stop with a limit error
 * instead of exhausting the C stack. */
#define FORM_MAX_DEPTH 10000
/* How much C stack a recursion bounded by depth may use before it stops with
 * a limit error: three quarters of the stack limit (RLIMIT_STACK, at most
 * 64 MiB counted). Frames differ a lot between compilers (clang's ASan uses
 * several times gcc's), so the deep recursions check bytes as well as levels. */
CGT_API size_t form_stack_budget(void);
#define FORM_NONE ((form_t)0xFFFFFFFFu)

/* ---- construction ----------------------------------------------------- */
/* The form {left | right}, nothing simplified; options in any order, repeats
 * merged.  Any option FORM_NONE gives FORM_NONE. */
CGT_API form_t form_make(const form_t *left, size_t nl, const form_t *right, size_t nr);
/* The literal form of g's canonical form (a number n is {n-1|} etc.). */
CGT_API form_t form_from_game(game_t g);
/* Parses a form in CGSuite brace notation, nothing simplified: "{1,0|0}",
 * "{0|{1|0},0}", "{3||2|1}".  Atoms (numbers 3/4, nimbers *2, ups ^ v and
 * combinations 1/2^*) stand for the literal form of their canonical form.
 * Errors: CGT_EPARSE / CGT_EVALUE with "column N: ...". */
CGT_API int form_parse(form_t *out, const char *text);

/* ---- structure -------------------------------------------------------- */
CGT_API size_t form_num_left(form_t f);
CGT_API size_t form_num_right(form_t f);
CGT_API form_t form_left(form_t f, size_t i); /* in increasing id order */
CGT_API form_t form_right(form_t f, size_t i);
CGT_API size_t form_table_size(void);
/* Number of distinct followers of f, f included (the DAG's size). */
CGT_API size_t form_num_followers(form_t f);

/* ---- values ----------------------------------------------------------- */
/* The canonical form of f (memoized).  GAME_NONE on limits. */
CGT_API game_t form_canonical(form_t f);

/* ---- option-closed (Nowakowski-Ottaway, Definition 1.1) ---------------- */
/* Why a form is not option-closed: at the follower `at`, player `side` ('L'
 * or 'R') can move from `at` to `via` and then to `missing`, but `missing`
 * is not among at's own options for that player. */
typedef struct form_witness {
    form_t at, via, missing;
    char side;
} form_witness;
/* G^LL within G^L and G^RR within G^R for f itself only (not its followers).
 * On failure fills *w (may be NULL). */
CGT_API bool form_is_option_closed_here(form_t f, form_witness *w);
/* f and all its followers satisfy the condition above (memoized).  On failure
 * *w (may be NULL) names one failing follower. */
CGT_API bool form_is_option_closed(form_t f, form_witness *w);

/* ---- text ---------------------------------------------------------------- */
/* The form in brace notation; a follower equal to the literal form of a
 * number-up-star prints as that value ("1", "*", "^*"), every other follower
 * with braces and single slashes: "{0|{1|0},0}".  Output longer than max_len
 * bytes (0 = no limit) is cut and ends with "...".  Caller frees (cgt_free). */
CGT_API char *form_str(form_t f, size_t max_len);
/* One line describing w: "at {1|0}: Left reaches 0 in two moves (via 1) but
 * not in one".  Caller frees. */
CGT_API char *form_witness_str(const form_witness *w);

#ifdef __cplusplus
}
#endif
#endif
