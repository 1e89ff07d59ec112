/* thermo.h - temperature theory of canonical short games: thermographs, mean
 * and temperature, cooling, heating, overheating, Norton products, incentives,
 * atomic weight and the confusion interval.  Conventions follow CGSuite.
 *
 * Ownership: a thermograph_t is a value type in GMP style (thermo_graph_init
 * before use, thermo_graph_clear after; the caller owns it).  Game results are
 * ids in the game table (game.h).  Every recursive operation is memoized by game
 * id (and parameter ids) in caches owned by this module and released by
 * game_table_free() (registered with game_table_on_free).
 *
 * Temperatures start at -1 (CGSuite): an integer has temperature -1, a number
 * m/2^k (k >= 1, m odd) has temperature -1/2^k, a number plus a nonzero
 * infinitesimal has temperature 0.  Everything is exact (dyadic rationals).
 *
 * Limits: like game.h.  Once a limit is reached, game-valued functions return
 * GAME_NONE and int-valued ones CGT_ELIMIT (with cgt_limit_check()'s message);
 * nothing partial is cached.  GAME_NONE given as an input yields GAME_NONE (or
 * CGT_ELIMIT). */
#ifndef CGT_THERMO_H
#define CGT_THERMO_H

#include <stdbool.h>
#include <stddef.h>

#include "cgt/game.h"
#include "cgt/number.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A side of a game or of a thermograph. */
typedef enum thermo_side {
    THERMO_LEFT = 0,
    THERMO_RIGHT = 1,
    THERMO_BOTH = 2 /* only where a function says so (incentives) */
} thermo_side;

/* ---- thermographs --------------------------------------------------------
 * A wall is a continuous piecewise-linear function v(t) of the temperature
 * t >= -1, stored bottom-up.  Breakpoint 0 is t = -1; breakpoint i >= 1 is the
 * critical temperature temps[i-1].  Invariants: -1 < temps[0] < temps[1] < ...;
 * values[i] is v at breakpoint i; slopes[i] (dv/dt) holds from breakpoint i up
 * to the next, slopes[n] above the last (the mast's slope, 0 for short games);
 * consecutive slopes differ (no redundant breakpoints).  Values grow to the
 * left in the usual picture, so Left's wall is the left one and LW >= RW.
 * For short games left walls have slopes 0 and -1, right walls 0 and +1.
 * Read walls through the accessors below, which use CGSuite's (top-down)
 * order; the layout is public only so that thermographs can live on the stack. */
typedef struct thermo_wall {
    size_t n;              /* number of critical temperatures */
    size_t cap;            /* allocated length of the three arrays */
    dyadic_struct *temps;  /* n critical temperatures, increasing */
    dyadic_struct *values; /* n + 1 values, at t = -1 and at each temps[i] */
    dyadic_struct *slopes; /* n + 1 slopes */
} thermo_wall;

typedef struct thermograph_struct {
    thermo_wall wall[2]; /* indexed by THERMO_LEFT, THERMO_RIGHT */
} thermograph_struct;
typedef thermograph_struct thermograph_t[1];
typedef const thermograph_struct *thermograph_srcptr;

CGT_API void thermo_graph_init(thermograph_t th); /* a mast at 0 from t = -1 */
CGT_API void thermo_graph_clear(thermograph_t th);
CGT_API void thermo_graph_set(thermograph_t r, const thermograph_t th);
/* r = the thermograph of an integer: both walls the vertical line at x. */
CGT_API void thermo_graph_set_mast(thermograph_t r, const dyadic_t x);
CGT_API bool thermo_graph_equal(const thermograph_t a, const thermograph_t b);

/* Number of critical temperatures of a wall (side THERMO_LEFT or _RIGHT). */
CGT_API size_t thermo_graph_num_critical(const thermograph_t th, thermo_side side);
/* The i-th critical temperature, highest first (i < num_critical), as in CGSuite. */
CGT_API dyadic_srcptr thermo_graph_critical(const thermograph_t th, thermo_side side, size_t i);
/* The i-th slope, top-down as in CGSuite: i = 0 is the mast above the highest
 * critical temperature, i = num_critical the slope just above t = -1. */
CGT_API dyadic_srcptr thermo_graph_slope(const thermograph_t th, thermo_side side, size_t i);
/* CGSuite's mast value of a wall: its value at the highest critical
 * temperature (its constant value if it has none). */
CGT_API void thermo_graph_wall_mast(dyadic_t out, const thermograph_t th, thermo_side side);
/* out = the value of a wall at temperature t (t >= -1; asserted). */
CGT_API void thermo_graph_value(dyadic_t out, const thermograph_t th, thermo_side side,
                                const dyadic_t t);
/* The temperature: the highest critical temperature of either wall, -1 when
 * both walls are vertical masts (integers). */
CGT_API void thermo_graph_temperature(dyadic_t out, const thermograph_t th);
/* The mast value (the mean for short games). */
CGT_API void thermo_graph_mast(dyadic_t out, const thermograph_t th);
/* CGSuite's text form, no spaces:
 * "Thermograph(leftMast,[temps],[slopes],rightMast,[temps],[slopes])", e.g.
 * "Thermograph(0,[1],[0,-1],0,[1],[0,1])" for +-1.  Caller frees (cgt_free). */
CGT_API char *thermo_graph_get_str(const thermograph_t th);
/* An SVG document drawing th: value axis reversed (positive values on the
 * left, where Left's wall is), temperature upward, the mast, both walls and
 * the critical points labelled with their exact values.  title may be NULL.
 * Caller frees (cgt_free). */
CGT_API char *thermo_graph_svg(const thermograph_t th, const char *title);

/* Builder (instead of filling the arrays): wall `side` of th becomes the line
 * from t = -1 with value v and slope s (thermo_graph_wall_start), then each
 * push starts a new piece at temperature t > the last one with value v (the
 * wall's value there: continuity is the caller's) and slope s.  A push with
 * the current slope adds no breakpoint; a push at the last breakpoint
 * replaces its slope. */
CGT_API void thermo_graph_wall_start(thermograph_t th, thermo_side side, const dyadic_t v,
                                     const dyadic_t s);
CGT_API void thermo_graph_wall_push(thermograph_t th, thermo_side side, const dyadic_t t,
                                    const dyadic_t v, const dyadic_t s);

/* ---- generalized thermographs ---------------------------------------------
 * Berlekamp's generalized thermographs of games with kos ("The Economist's
 * View of Combinatorial Games", Games of No Chance, 1996) have rational
 * critical temperatures (a simple ko's is a third of its swing) and walls of
 * any slope: where both walls coincide on a sloping segment the mast is
 * inclined.  A thermo_qgraph holds such a thermograph exactly (GMP
 * rationals).  Each wall is a continuous piecewise-linear function of t >= -1
 * stored bottom-up as pieces: piece i starts at temperature t (t = -1 for
 * piece 0, increasing), has value v there and slope s up to the next piece
 * (the last piece's slope holds for ever, the top mast's slope); consecutive
 * slopes differ.  Value type like thermograph_t (init before use, clear
 * after); build walls with thermo_qgraph_reset and thermo_qgraph_push; the
 * layout is public only so that it can live on the stack. */
typedef struct thermo_qpiece {
    mpq_t t, v, s;
} thermo_qpiece;
typedef struct thermo_qwall {
    size_t n, cap; /* pieces used, allocated (each allocated one initialised) */
    thermo_qpiece *p;
} thermo_qwall;
typedef struct thermo_qgraph_struct {
    thermo_qwall wall[2]; /* indexed by THERMO_LEFT, THERMO_RIGHT */
} thermo_qgraph_struct;
typedef thermo_qgraph_struct thermo_qgraph_t[1];

CGT_API void thermo_qgraph_init(thermo_qgraph_t th); /* a mast at 0 from t = -1 */
CGT_API void thermo_qgraph_clear(thermo_qgraph_t th);
CGT_API void thermo_qgraph_set(thermo_qgraph_t r, const thermo_qgraph_t th);
/* r = the short thermograph th, exactly. */
CGT_API void thermo_qgraph_set_graph(thermo_qgraph_t r, const thermograph_t th);
CGT_API bool thermo_qgraph_equal(const thermo_qgraph_t a, const thermo_qgraph_t b);
/* Builder: both walls emptied; then each wall gets its pieces bottom-up with
 * push: the first at t = -1, each later one at a higher t, with v the
 * previous piece's value at t (the wall is continuous).  A piece with the
 * previous piece's slope is merged into it.  Returns 0, or CGT_EVALUE naming
 * the violation (th unchanged).  A wall left empty reads as the constant 0. */
CGT_API void thermo_qgraph_reset(thermo_qgraph_t th);
CGT_API int thermo_qgraph_push(thermo_qgraph_t th, thermo_side side, const mpq_t t, const mpq_t v,
                               const mpq_t s);
/* Accessors in CGSuite's top-down order, as for thermograph_t: the number of
 * critical temperatures of a wall, the i-th highest, the i-th slope (i = 0 the
 * mast's, i = num_critical the one just above t = -1). */
CGT_API size_t thermo_qgraph_num_critical(const thermo_qgraph_t th, thermo_side side);
CGT_API mpq_srcptr thermo_qgraph_critical(const thermo_qgraph_t th, thermo_side side, size_t i);
CGT_API mpq_srcptr thermo_qgraph_slope(const thermo_qgraph_t th, thermo_side side, size_t i);
/* out = the wall's value at t (t >= -1; asserted). */
CGT_API void thermo_qgraph_value(mpq_t out, const thermo_qgraph_t th, thermo_side side,
                                 const mpq_t t);
/* The highest critical temperature of either wall (-1 if none). */
CGT_API void thermo_qgraph_temperature(mpq_t out, const thermo_qgraph_t th);
/* The mast value: Left's wall at the temperature. */
CGT_API void thermo_qgraph_mast(mpq_t out, const thermo_qgraph_t th);
/* thermo_graph_get_str's form, rationals as p/q: for a short thermograph
 * the same text.  Caller frees (cgt_free). */
CGT_API char *thermo_qgraph_get_str(const thermo_qgraph_t th);
/* thermo_graph_svg's picture of a generalized thermograph: the same drawing
 * (a short thermograph draws identically either way), walls of any slope
 * and an inclined mast; labels are exact rationals.  Caller frees. */
CGT_API char *thermo_qgraph_svg(const thermo_qgraph_t th, const char *title);
/* A rational as the thermographs print it: "n" or "p/q" (q > 1).  Caller
 * frees (cgt_free). */
CGT_API char *thermo_rational_str(mpq_srcptr x);

/* ---- invariants of games ------------------------------------------------- */
/* out = the thermograph of g: integers are masts from t = -1; otherwise the
 * left scaffold max_{G^L} RW(G^L)(t) - t and the right scaffold
 * min_{G^R} LW(G^R)(t) + t are followed up to the first temperature where they
 * meet, then the vertical mast.  Returns 0 or CGT_ELIMIT. */
CGT_API int thermo_thermograph(thermograph_t out, game_t g);
/* The mean (mast value) of g.  Returns 0 or CGT_ELIMIT. */
CGT_API int thermo_mean(dyadic_t out, game_t g);
/* The temperature of g (CGSuite convention above).  Returns 0 or CGT_ELIMIT. */
CGT_API int thermo_temperature(dyadic_t out, game_t g);
/* The same as number games; GAME_NONE on a limit. */
CGT_API game_t thermo_mean_game(game_t g);
CGT_API game_t thermo_temperature_game(game_t g);

/* The confusion interval: the set of numbers x with g <> x (g confused with
 * x).  It lies between the stops, RS(g) <= x <= LS(g), and contains every
 * number strictly between them; an end is closed iff g is confused with that
 * stop.  Empty (lo = hi = GAME_NONE) for numbers and for games like ^ that are
 * comparable with every number.  lo, hi are number games. */
typedef struct thermo_interval {
    game_t lo, hi;
    bool lo_closed, hi_closed;
} thermo_interval;
CGT_API int thermo_confusion_interval(thermo_interval *out, game_t g);
CGT_API bool thermo_interval_is_empty(const thermo_interval *iv);

/* ---- cooling, heating ---------------------------------------------------- */
/* *out = g cooled by t, t > -1 (CGSuite): an integer is unchanged; if the
 * temperature of g is less than t the result is the mean of g; otherwise
 * {G^L_t - t | G^R_t + t}.  So cool({2|-1}, 3/2) = 1/2*, cool(+-1, 1) = *,
 * cooling by 0 is the identity, and a non-integer number x is unchanged by
 * t > temperature(x) (cooled exactly at its temperature it becomes x*).
 * Returns 0, CGT_EVALUE for t <= -1, or CGT_ELIMIT. */
CGT_API int thermo_cool(game_t *out, game_t g, const dyadic_t t);
/* g cooled by its temperature (frozen): infinitesimally close to the mean.
 * Integers are unchanged; a non-integer number x freezes to x*. */
CGT_API game_t thermo_freeze(game_t g);
/* g heated by the game t: g itself if g is a number, otherwise
 * {heat(G^L) + t | heat(G^R) - t}. */
CGT_API game_t thermo_heat(game_t g, game_t t);
/* CGSuite's overheating from s to t: for an integer g, g copies of s (the
 * Norton product g.s); otherwise {overheat(G^L) + t | overheat(G^R) - t}. */
CGT_API game_t thermo_overheat(game_t g, game_t s, game_t t);

/* ---- Norton products, incentives, atomic weight -------------------------- */
/* The Norton product g.u (CGSuite's nortonMultiply): n copies of u for an
 * integer g = n; otherwise {G^L.u + (u + I) | G^R.u - (u + I)} over the
 * incentives I of u. */
CGT_API game_t thermo_norton(game_t g, game_t u);
/* The incentives of g: G^L - g (side THERMO_LEFT), g - G^R (THERMO_RIGHT) or
 * both (THERMO_BOTH), deduplicated with dominated ones removed (an incentive
 * <= another is dropped, as in CGSuite), sorted in display order.  *out is
 * cgt_malloc'd (NULL when *n == 0) and owned by the caller.
 * Returns 0 or CGT_ELIMIT. */
CGT_API int thermo_incentives(game_t **out, size_t *n, game_t g, thermo_side side);
/* The atomic weight of g (CGSuite's algorithm: the naive weight
 * {AW(G^L) - 2 | AW(G^R) + 2}, adjusted by the far-star test when that is an
 * integer, then the atomicity check g - AW.^ within ^* + (*N : -1)).  Returns 0;
 * CGT_EVALUE "atomic weight: ... is not atomic" when g is not infinitesimal or
 * fails the check; CGT_ELIMIT. */
CGT_API int thermo_atomic_weight(game_t *out, game_t g);

#ifdef __cplusplus
}
#endif
#endif
