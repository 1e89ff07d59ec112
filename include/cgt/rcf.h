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

#ifdef __cplusplus
}
#endif
#endif
