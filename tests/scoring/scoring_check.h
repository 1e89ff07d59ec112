/* scoring_check.h - helpers shared by the scoring tests: parse/print
 * shorthands, random forms and an independent final-score reference. */
#ifndef CGT_SCORING_CHECK_H
#define CGT_SCORING_CHECK_H

#include "cgt/scoring.h"
#include "test.h"

/* Parses thesis notation; a failed parse records a test failure. */
scoring_t sc_parse(const char *text);
/* The printed form in a static rotating buffer (valid for 4 calls). */
const char *sc_str(scoring_t g);
/* Evaluates an expression and returns its printed result (rotating buffer). */
const char *sc_eval(const char *expr);
/* Guaranteed scoring games (gsg_*): parse (a failed parse records a test
 * failure), print (rotating buffer, valid for 4 calls), equality (>= both
 * ways). */
gsg_t gp(const char *text);
const char *gs(gsg_t g);
bool eq(gsg_t a, gsg_t b);
/* A random form of depth <= depth, <= width options a side, integer scores
 * in [-range, range]. */
scoring_t sc_random(cgt_rng *r, int depth, int width, int range);
/* A random hereditarily impartial form (options g^L = S + Y, g^R = S - Y). */
scoring_t sc_random_impartial(cgt_rng *r, int depth, int width, int range);

/* The reference: final scores of a compound computed by plain game-tree
 * search over pairs of components, without building forms.  op is one of
 * '+', '&' (conj), 'v' (sel), '>' (seq); shortrule for + & v.  Scores are
 * doubles, exact for the small dyadic scores the tests use. */
double sc_ref_final(int op, int shortrule, scoring_t g, scoring_t h, int left_first);
double sc_final_left(scoring_t g);
double sc_final_right(scoring_t g);

#endif
