/* moves.h - move-level analysis of ruleset positions and of sums of them:
 * the options of a position with their values, the winning moves, CGSuite's
 * sensible moves, the components with values and temperatures (`cgt
 * analyze`).  See docs/moves.md.
 *
 * Ownership: a moves_analysis owns every string and array in it
 * (moves_analysis_clear releases them); games are ids in the game table.
 * Limits: values come from the position engine (position.h), which honours
 * the work limits; the functions return CGT_ELIMIT when one is reached. */
#ifndef CGT_MOVES_H
#define CGT_MOVES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/game.h"
#include "cgt/games.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The ruleset named name ("domineering", "cram", "clobber", "toads",
 * "hackenbush"); for "hackenbush" a position without '-' is a string
 * ("BRRG"), so the text decides.  Returns 0 or CGT_EVALUE naming the rulesets. */
CGT_API int moves_ruleset(games_ruleset *out, const char *name, const char *position);
/* "left" / "right" (also "L", "R", any case) -> POSITION_LEFT / POSITION_RIGHT;
 * CGT_EVALUE otherwise. */
CGT_API int moves_player(int *out, const char *name);

/* One move of a sum of positions: in component `component`, to the position
 * `position` (the ruleset's text syntax) of value `value`; the whole sum then
 * has value `after`. */
typedef struct moves_move {
    int side;         /* POSITION_LEFT or POSITION_RIGHT */
    size_t component; /* index into the components given */
    char *position;   /* the component after the move */
    uint8_t *bytes;   /* the same in the ruleset's encoding (games_parse's) */
    size_t len;
    game_t value; /* its value */
    game_t after; /* the sum's value after the move */
    /* Left: after - G; Right: G - after (CGSuite's incentives, so a larger
     * incentive is better for the mover). */
    game_t incentive;
    /* The mover wins moving first by this move: after >= 0 (Left) or
     * after <= 0 (Right). */
    bool winning;
    /* CGSuite's SensibleOptions (lib/game/Game.cgs): for each option K of
     * the canonical form of the sum on the mover's side, the first move (in
     * the ruleset's order) at least as good as K (after >= K for Left, after
     * <= K for Right) is sensible; so there is at most one sensible move per
     * canonical option. */
    bool sensible;
} moves_move;

/* A component of one of the positions (after the ruleset's split). */
typedef struct moves_component {
    size_t position; /* which of the positions given it belongs to */
    char *text;      /* the component in the ruleset's syntax */
    game_t value;
    game_t temperature; /* a number game (CGSuite's convention: -1 for integers) */
} moves_component;

typedef struct moves_analysis {
    games_ruleset ruleset;
    game_t value; /* the sum of the positions */
    game_t temperature;
    moves_component *components; /* ncomponents, in the positions' order */
    size_t ncomponents;
    size_t hottest;    /* index of the hottest component (first of the hottest); 0 if none */
    moves_move *moves; /* every Left move, then every Right move */
    size_t nmoves;
    /* Misère play (moves_set_misere): `winning` is decided by a misère search
     * of the positions, `sensible` is false, moves_best plays misère. */
    bool misere;
} moves_analysis;

/* Analyses the sum of the n positions (texts in ruleset k's syntax): the
 * value, the components with their values and temperatures, and every move of
 * either player with its value, incentive, and whether it wins and is
 * sensible.  Returns 0, CGT_EPARSE (a position's text; the message names the
 * position's index when n > 1 and the column), or CGT_ELIMIT. */
CGT_API int moves_analyse(moves_analysis *out, games_ruleset k, const char *const *positions,
                          size_t n);
/* The same for positions already encoded (games_parse's encoding). */
CGT_API int moves_analyse_bytes(moves_analysis *out, games_ruleset k, const uint8_t *const *pos,
                                const size_t *len, size_t n);
CGT_API void moves_analysis_clear(moves_analysis *a);
/* moves_analyse, in misère play when misere is true (see moves_set_misere). */
CGT_API int moves_analyse_in(moves_analysis *out, games_ruleset k, const char *const *positions,
                             size_t n, bool misere);
/* Turns a (of the sum pos[0..n)) into a misère analysis: each move's
 * `winning` becomes "the opponent, moving next, loses in misère play" (the
 * player with no move wins), by a search of the positions memoized by state;
 * `sensible` is cleared (CGSuite's SensibleOptions is a normal-play notion);
 * values and incentives stay the normal-play ones.  Returns 0 or CGT_ELIMIT. */
CGT_API int moves_set_misere(moves_analysis *a, const uint8_t *const *pos, const size_t *len,
                             size_t n);

/* The best move of `side` among a's moves in the sum pos[0..n) that a
 * describes: a winning move that wins fastest, else a move that loses
 * slowest, counted by Steinhaus remoteness of the whole sum (the winner
 * hurries, the loser delays) by a search of the positions; ties go to the
 * larger incentive, then to the first.  Returns the index into a->moves, or
 * -1 when side has no move.  When a work limit stops the search, *exact is
 * false and the choice is by `winning` and incentive only (the limit flag is
 * cleared: cgt_limits_reset). */
CGT_API long moves_best(const moves_analysis *a, const uint8_t *const *pos, const size_t *len,
                        size_t n, int side, bool *exact);
/* The move of `side` the text names, for a user typing moves: the cells the
 * move changes, as letter and row ("a1 a2", "b1-c1"; a bare letter on a
 * one-row board), optionally after "K:" for the K-th position of a sum.  Grid
 * rulesets only (Hackenbush moves have no cells).  *index is the move in
 * a->moves.  Returns 0, or CGT_EVALUE with one line: cells off the board,
 * an illegal move, an ambiguous one, unreadable text. */
CGT_API int moves_find(long *index, const moves_analysis *a, const uint8_t *const *pos,
                       const size_t *len, size_t n, int side, const char *text);
/* The cells move m changes, as moves_find reads them ("a1 a2", "2:b1 c1" in
 * a sum), or "to POSITION" when the ruleset has no cells (cgt_malloc'd). */
CGT_API char *moves_describe(const moves_analysis *a, const uint8_t *const *pos, const size_t *len,
                             size_t n, size_t m);

/* Steinhaus remoteness of the sum pos[0..n) with `side` to move: 0 when he
 * has no move; odd iff he wins.  Returns 0 or CGT_ELIMIT. */
CGT_API int moves_remoteness(unsigned *out, games_ruleset k, const uint8_t *const *pos,
                             const size_t *len, size_t n, int side);
/* The same in misère play when misere is true: the player with no move wins
 * and his remoteness is 1, so odd still means the player to move wins. */
CGT_API int moves_remoteness_in(unsigned *out, games_ruleset k, const uint8_t *const *pos,
                                const size_t *len, size_t n, int side, bool misere);

#ifdef __cplusplus
}
#endif
#endif
