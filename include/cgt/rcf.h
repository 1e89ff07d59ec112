/* rcf.h - the reduced canonical form (Calistrate) and the infinitesimal order.
 *
 * rcf(G) is the simplest game infinitesimally close to G.  Two constructions
 * are provided and tested to agree: Calistrate's p(G_*) (cool by star, then
 * project the stars away) and Grossman-Siegel's reduction (reduce the options,
 * remove Inf-dominated options, bypass Inf-reversible ones).
 *
 * Ownership: results are ids in the game table (game.h); every operation is
 * memoized by id and the caches are dropped by game_table_free(). */
#ifndef CGT_RCF_H
#define CGT_RCF_H

#include <stdbool.h>
#include <stddef.h>

#include "cgt/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* G cooled by *: G if G is a number, else {G^L_* + * | G^R_* + *}. */
CGT_API game_t rcf_cool_star(game_t g);
/* The star projection p(H): x if H = x or x* for a number x, else
 * {p(H^L) | p(H^R)} on the canonical form of H. */
CGT_API game_t rcf_star_projection(game_t h);
/* The reduced canonical form, by Calistrate's construction p(G_*). */
CGT_API game_t rcf_reduce(game_t g);
/* The reduced canonical form, by the Grossman-Siegel reductions. */
CGT_API game_t rcf_reduce_gs(game_t g);

/* G >=_Inf H: G >= H up to an infinitesimal; holds iff the right stop of
 * G - H is >= 0. */
CGT_API bool rcf_geq_inf(game_t g, game_t h);
/* G - H is infinitesimal (G and H are "equalish"). */
CGT_API bool rcf_equalish(game_t g, game_t h);
/* G is infinitesimally close to a number: both stops equal. */
CGT_API bool rcf_is_numberish(game_t g);

/* ---- Calistrate's permitted numbers and Theorem 6 ------------------------ */
/* The numbers x permitted by a form {L | R}: G^L <| x <| G^R for every
 * G^L, G^R (x not <= any Left option, no Right option <= x).  They form an
 * interval from lo = max over L of the right stop to hi = min over R of the
 * left stop (an empty side leaves that end open at infinity); each end that
 * is finite may or may not belong to it. */
typedef struct rcf_permitted {
    int count;                 /* 0, 1, or 2 = more than one (infinitely many) */
    game_t lo, hi;             /* the ends (numbers); GAME_NONE = -inf / +inf */
    bool lo_closed, hi_closed; /* whether a finite end is permitted */
    game_t only;               /* the permitted number when count == 1 */
} rcf_permitted;

/* The numbers permitted by the form with these options. */
CGT_API void rcf_permitted_opts(rcf_permitted *out, const game_t *left, size_t nl,
                                const game_t *right, size_t nr);
/* The numbers permitted by the canonical form of g. */
CGT_API void rcf_permitted_game(rcf_permitted *out, game_t g);
/* The interval as text: "none", "1/2", "(0, 1]", "(-inf, 2)".  Caller frees. */
CGT_API char *rcf_permitted_str(const rcf_permitted *p);

/* Theorem 6 (Calistrate): let H be the form {rcf(G^L) | rcf(G^R)} over the
 * options of G's canonical form.  Returns true when H permits at most one
 * number (the hypothesis); then rcf(G) = rcf(H).  *h (may be NULL) receives
 * the value of H. */
CGT_API bool rcf_theorem6(game_t g, game_t *h);

#ifdef __cplusplus
}
#endif
#endif
