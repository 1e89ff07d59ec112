/* games.h - the partizan rulesets (Domineering, Cram, Clobber, Toads and
 * Frogs, Red-Blue-Green Hackenbush): their text syntax and their values
 * through the position engine (position.h).  See docs/games.md.
 *
 * Ownership: encoded positions returned by games_parse are cgt_malloc'd and
 * owned by the caller; the rules are static and owned by the library. */
#ifndef CGT_GAMES_H
#define CGT_GAMES_H

#include <stddef.h>
#include <stdint.h>

#include "cgt/game.h"
#include "cgt/position.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum games_ruleset {
    GAMES_DOMINEERING,      /* "..#.|....": Left places vertical dominoes */
    GAMES_CRAM,             /* same board, either player places either way */
    GAMES_CLOBBER,          /* "xo.|ox.": x Left, o Right */
    GAMES_TOADS,            /* "tt..ff": t Left's toads, f Right's frogs */
    GAMES_HACKENBUSH,       /* "0-1:b,1-2:r,1-3:g": vertex 0 is the ground */
    GAMES_HACKENBUSH_STRING /* "BRRG": a path up from the ground */
} games_ruleset;

/* The rules of ruleset k for the engine.  Cram is Domineering played with
 * POSITION_IMPARTIAL (games_eval adds the flag). */
CGT_API const position_rules *games_rules(games_ruleset k);
/* Parses text into the engine's encoding of the position (*pos cgt_malloc'd).
 * Returns 0, or CGT_EPARSE with "column N: ..." (columns count from 1). */
CGT_API int games_parse(uint8_t **pos, size_t *len, games_ruleset k, const char *text);
/* The value of the position written text.  flags are position_eval's
 * (POSITION_NO_TABLE, ...); Cram adds POSITION_IMPARTIAL itself.  Returns 0,
 * CGT_EPARSE for bad text, CGT_ELIMIT when a work limit stopped it. */
CGT_API int games_eval(game_t *out, games_ruleset k, const char *text, unsigned flags);
/* The outcome class of the position written text, by position_outcome:
 * components of more than GAMES_OUTCOME_SMALL cells (or edges) are searched
 * instead of evaluated.  Returns 0, CGT_EPARSE or CGT_ELIMIT. */
#define GAMES_OUTCOME_SMALL 30
CGT_API int games_outcome(game_outcome *out, games_ruleset k, const char *text, unsigned flags);
/* The position in the ruleset's text syntax (cgt_malloc'd), for messages and
 * tests. */
CGT_API char *games_format(games_ruleset k, const uint8_t *pos, size_t len);

#ifdef __cplusplus
}
#endif
#endif
