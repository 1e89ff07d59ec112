/* sowing.h - sowing (mancala) games, the thesis' second application
 * (chapter 6): Kalah as a scoring game {L|S|R}, and Tchoukaillon as an
 * impartial game under normal play with its nim values.  docs/sowing.md
 * states the rules.
 *
 * Ownership: forms are ids in the scoring table (scoring.h) and games ids in
 * the game table (game.h); both tables own them. */
#ifndef CGT_SOWING_H
#define CGT_SOWING_H

#include <stdbool.h>
#include <stddef.h>

#include "cgt/game.h"
#include "cgt/scoring.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Most houses (pits) a side or a row may have, and most seeds in one. */
#define SOWING_MAX_HOUSES 8
#define SOWING_MAX_SEEDS 60

/* A Kalah position: houses listed "a,b,c|d,e,f", Left's (South's) houses
 * first in Left's sowing order (the last is next to Left's store), then
 * Right's in Right's sowing order; both sides have the same number of
 * houses.  Stores start empty: scores are Left's store minus Right's from
 * here.  Errors name the column (1-based). */
typedef struct sowing_kalah {
    int m;                             /* houses per side */
    unsigned left[SOWING_MAX_HOUSES];  /* Left's houses, sowing order */
    unsigned right[SOWING_MAX_HOUSES]; /* Right's houses, sowing order */
    /* The capture rule.  false (what sowing_kalah_parse sets): a last seed
     * in an empty house of the mover's captures only when the opposite
     * house holds seeds (the rules of the Wikipedia article).  true: it is
     * captured even when the opposite house is empty ("empty capture", the
     * rules Irving, Donkers and Uiterwijk solved: "Solving Kalah", ICGA
     * Journal 23(3), 2000). */
    bool empty_capture;
} sowing_kalah;
CGT_API int sowing_kalah_parse(sowing_kalah *out, const char *text);

/* The scoring form of a Kalah position: an option is a whole turn (extra
 * moves after a last seed in one's own store are part of it), the score is
 * the difference of the stores, and play ends when a side's houses are all
 * empty (each player then banks the seeds left on their side).  SCORING_NONE
 * with CGT_ELIMIT at a limit. */
CGT_API int sowing_kalah_form(scoring_t *out, const sowing_kalah *p);

/* Tchoukaillon: pits 1..n at distances 1..n from the store, given as
 * "p1,p2,...".  A move takes the i seeds of a pit i that holds exactly i
 * and sows them one each into pits i-1, ..., 1 and the store (so the last
 * seed always lands in the store).  As a two-player impartial game under
 * normal play its value is a nimber, *out = *g. */
CGT_API int sowing_tchoukaillon_parse(unsigned *pits, size_t *n, const char *text);
CGT_API int sowing_tchoukaillon_value(game_t *out, const unsigned *pits, size_t n);
/* Whether the solitaire can sow every seed into the store. */
CGT_API bool sowing_tchoukaillon_clears(const unsigned *pits, size_t n);

/* Adds sowing(kalah, "...") to the scoring expression language
 * (`cgt scoring eval`).  Idempotent. */
CGT_API void sowing_scoring_register(void);

#ifdef __cplusplus
}
#endif
#endif
