/* loopy.h - loopy partizan games (normal play, repetition allowed) as finite
 * game graphs: CGSuite's notation in and out, outcomes with draws by
 * retrograde analysis (of a game and of sums), stoppers (test, order, sums,
 * negation, simplest form), sides (onside and offside by sidling, the order
 * of loopy games, upsum, downsum, degree, variety), impartial token games on
 * digraphs (generalised Sprague-Grundy values), ko with a komaster, and the
 * rulesets Backsliding Toads and Frogs and Fox and Geese.  See docs/loopy.md.
 *
 * Ownership: a loopy_game owns its arrays (cgt_malloc); every function that
 * fills one (loopy_parse, loopy_add, ...) expects an uninitialised or cleared
 * struct and the caller releases it with loopy_clear().  Games are not
 * interned: two graphs of the same game may differ until simplified.
 *
 * Limits: building and analysing graphs tick cgt_limit_tick() once per node
 * or state and ask cgt_limit_memory() before large tables; a limit gives
 * CGT_ELIMIT with cgt_limit_check()'s message.  A graph never has more than
 * LOOPY_MAX_NODES nodes. */
#ifndef CGT_LOOPY_H
#define CGT_LOOPY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/game.h"
#include "cgt/thermo.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LOOPY_MAX_NODES (1u << 24)

/* A game graph and its start node.  Node v's Left options are
 * left[lstart[v] .. lstart[v+1]), its Right options right[rstart[v] ..
 * rstart[v+1]) (node numbers < n).  Every node is reachable from root. */
typedef struct loopy_game {
    uint32_t n, root;
    uint32_t *lstart, *rstart; /* n + 1 offsets each */
    uint32_t *left, *right;
} loopy_game;

CGT_API void loopy_clear(loopy_game *g);
/* A deep copy. */
CGT_API int loopy_copy(loopy_game *out, const loopy_game *g);
/* The graph of a short game's canonical form (equal games give isomorphic
 * graphs; each canonical follower is one node). */
CGT_API int loopy_from_game(loopy_game *out, game_t g);
/* Builds a game from explicit option lists: node v's Left options are
 * lopts[v][0..nl[v]), Right options ropts[v][0..nr[v]); nodes unreachable from
 * root are dropped (the rest renumbered in order). */
CGT_API int loopy_from_lists(loopy_game *out, uint32_t n, uint32_t root,
                             const uint32_t *const *lopts, const uint32_t *nl,
                             const uint32_t *const *ropts, const uint32_t *nr);

/* The smallest graph with the same unfolding: nodes whose option sets are
 * the same up to equivalence are merged (partition refinement).  Equal game
 * trees give isomorphic minimised graphs. */
CGT_API int loopy_minimize(loopy_game *out, const loopy_game *g);

/* ---- notation ------------------------------------------------------------ */

/* Parses CGSuite's loopy notation (docs/loopy.md): {A,B|C}, slashes, `pass`,
 * labels `a{0|a}`, on off over under upon dud tis tisn, numbers and
 * number-up-stars, sums and negation of complete games.  Errors: CGT_EPARSE
 * (or CGT_ELIMIT) with "column N: ...".  If `offside` is not NULL the text
 * may be a sided value `G & H`: *out gets G (the onside) and *offside H (a
 * copy of G when there is no `&`); with offside NULL, `&` is an error. */
CGT_API int loopy_parse(loopy_game *out, loopy_game *offside, const char *text);

/* Prints short subgames: returns a cgt_malloc'd string for g (the expression
 * printer, expr_game_str, is the one to pass). */
typedef char *(*loopy_short_printer)(game_t g);
/* g in CGSuite's notation: loop-free followers as their canonical short games
 * (through pr; without a printer as explicit braces), on/off/dud/over/under
 * recognised where a node is exactly that, other cycles with labels a, b, c...
 * ("a{0|{*|a}}").  The text parses back to a game with the same graph.
 * Returns a cgt_malloc'd string. */
CGT_API char *loopy_str(const loopy_game *g, loopy_short_printer pr);

/* ---- structure ----------------------------------------------------------- */

/* No cycle: the game is short. */
CGT_API bool loopy_is_loopfree(const loopy_game *g);
/* A loop-free game's canonical short form (GAME_NONE if loopy or on limits). */
CGT_API game_t loopy_get_game(const loopy_game *g);
/* No infinite alternating sequence of moves from any follower. */
CGT_API bool loopy_is_stopper(const loopy_game *g);
/* Only cycles of length one (pass moves): a "plumtree". */
CGT_API bool loopy_is_plumtree(const loopy_game *g);

/* ---- arithmetic ---------------------------------------------------------- */

/* The disjunctive sum (the reachable part of the product graph). */
CGT_API int loopy_add(loopy_game *out, const loopy_game *a, const loopy_game *b);
/* -g: Left and Right exchanged. */
CGT_API int loopy_neg(loopy_game *out, const loopy_game *g);
CGT_API int loopy_sub(loopy_game *out, const loopy_game *a, const loopy_game *b);

/* ---- outcomes with draws --------------------------------------------------- */

typedef enum loopy_result {
    LOOPY_RIGHT_WINS = -1,
    LOOPY_DRAW = 0,
    LOOPY_LEFT_WINS = 1
} loopy_result;
/* Who wins with Left moving first and with Right moving first. */
typedef struct loopy_outcome {
    loopy_result left_first, right_first;
} loopy_outcome;
/* CGSuite's class name: L R N P D, and the one-sided classes NHat (Left
 * first wins, Right first draws), PCheck (R, D), PHat (D, L), NCheck (D, R). */
CGT_API const char *loopy_outcome_name(loopy_outcome o);
CGT_API const char *loopy_result_name(loopy_result r); /* "Left wins" ... */

/* The outcome of the sum of k components by retrograde analysis over their
 * product (states counted with counters, predecessors generated from each
 * component's reverse graph, loop-free components first replaced by their
 * canonical forms).  k == 1 is one game. */
CGT_API int loopy_outcome_sum(loopy_outcome *out, const loopy_game *comps, size_t k);
CGT_API int loopy_get_outcome(loopy_outcome *out, const loopy_game *g);
/* The slow reference: builds the sum graph explicitly with loopy_add and
 * iterates "a player to move wins if some option wins for her, loses if every
 * option loses" to its fixed point; states never decided are draws. */
CGT_API int loopy_outcome_sum_slow(loopy_outcome *out, const loopy_game *comps, size_t k);

/* ---- stoppers -------------------------------------------------------------- */

/* For stoppers a, b: a <= b iff Left, moving second in b - a, never runs out
 * of moves (wins or draws).  CGT_EVALUE if either is not a stopper. */
CGT_API int loopy_leq(bool *out, const loopy_game *a, const loopy_game *b);
/* The simplest form of a stopper: equal nodes fused, dominated options
 * removed and reversible options bypassed until none is left (Siegel,
 * Combinatorial Game Theory, ch. VI.3).  CGT_EVALUE if g is not a stopper. */
CGT_API int loopy_simplify(loopy_game *out, const loopy_game *g);

/* ---- sides (sidling) ------------------------------------------------------ */

/* The onside G+ is G with infinite play won by Left, the offside G- with
 * infinite play won by Right (Winning Ways ch. 11; Siegel, CGT ch. VI). */
typedef enum loopy_side { LOOPY_ONSIDE, LOOPY_OFFSIDE } loopy_side;
/* a+ <= b+ (or a- <= b-) for any loopy games: Left, moving second in b - a,
 * wins or makes play infinite with infinitely many moves in b (onside) or in
 * -a (offside): a Buchi game on the product, solved by attractors. */
CGT_API int loopy_side_leq(bool *out, const loopy_game *a, const loopy_game *b, loopy_side side);
/* a <= b: for stoppers loopy_leq; otherwise both sides compare (the order of
 * stopper-sided values, G <= H iff G+ <= H+ and G- <= H-). */
CGT_API int loopy_general_leq(bool *out, const loopy_game *a, const loopy_game *b);
/* The onside or offside of g as a simplified stopper: by sidling
 * (loopy_sidle), and when that does not settle and g has at most
 * LOOPY_SIDLE_FALLBACK nodes, by the search of loopy_get_side_slow.
 * CGT_EVALUE when neither finds a stopper. */
#define LOOPY_SIDLE_FALLBACK 64
CGT_API int loopy_get_side(loopy_game *out, const loopy_game *g, loopy_side side);
/* Sidling (Winning Ways ch. 11; Siegel, CGT ch. VI): every loopy position of
 * g starts at on (off for the offside) and is replaced by {Left options |
 * Right options}, each approximant in its simplest form in an interned pool
 * of finite games over on and short games, until nothing changes (the
 * greatest fixed point, from on); the result is then checked to be g's side
 * with loopy_side_leq both ways.  CGT_EVALUE when the approximants do not
 * settle (a stopper part approached only in the limit, as over = {0|pass}
 * by 1, 1/2, 1/4, ...) or the check fails. */
CGT_API int loopy_sidle(loopy_game *out, const loopy_game *g, loopy_side side);
/* The reference: options deleted one at a time while every node keeps its
 * side (checked by the Buchi comparisons, both ways, every node), until no
 * alternating cycle is left.  Slow: one product-graph game per candidate
 * deletion.  CGT_EVALUE when that does not reach a stopper (a side that is
 * not a stopper, as for Bach's carousel, or one this search misses). */
CGT_API int loopy_get_side_slow(loopy_game *out, const loopy_game *g, loopy_side side);
/* a +^ b (side LOOPY_ONSIDE: the onside of a + b, the upsum) or a +_ b
 * (LOOPY_OFFSIDE: the downsum). */
CGT_API int loopy_upsum(loopy_game *out, const loopy_game *a, const loopy_game *b, loopy_side side);

/* a == b: loopy_general_leq both ways. */
CGT_API int loopy_equal(bool *eq, const loopy_game *a, const loopy_game *b);
/* CGSuite's degree of a stopper G: 0 if G is loop-free, else G +^ -G (an
 * idempotent).  CGT_EVALUE if g is not a stopper. */
CGT_API int loopy_degree(loopy_game *out, const loopy_game *g);
/* CGSuite's variety of a stopper G with degree D: G +^ (-G +_ -D), checked
 * to equal G +_ (-G +^ D) (Siegel's Stability Conjecture; CGT_EVALUE
 * naming it if they differ). */
CGT_API int loopy_variety(loopy_game *out, const loopy_game *g);

/* The Left stop (left true) or Right stop of a stopper, as CGSuite's
 * CanonicalStopper defines them: a pseudonumber (a number x, x + over =
 * {x|pass}, x + under = {pass|x}, on, off) is its own stop; otherwise the
 * Left stop is the largest Right stop of a Left option and the Right stop
 * the smallest Left stop of a Right option, on g's simplified form.  *out
 * is the pseudonumber.  CGT_EVALUE if g is not a stopper, or alternating
 * play reaches a position that is not a pseudonumber where the mover has
 * no move. */
CGT_API int loopy_stop(loopy_game *out, const loopy_game *g, bool left);

/* The thermograph of a stopper (th initialised by the caller): the
 * short-game construction applied node by node to g's simplified form.  At
 * temperature t an unfrozen node's Left wall is max RW(G^L)(t) - t and its
 * Right wall min LW(G^R)(t) + t, a node whose walls have met (at its first
 * such temperature, CGSuite's base rule at t = -1) is frozen into its mast,
 * and short followers keep the short engine's thermographs; alternating play
 * ends in a stopper, so this is well defined at every t.  Loop-free stoppers
 * get exactly thermo_thermograph's result.  CGT_EVALUE if g is not a stopper,
 * its simplified form has over 4096 nodes, or a wall is infinite (a stop is
 * on or off, or the mover has no move). */
CGT_API int loopy_thermograph(thermograph_t th, const loopy_game *g);

/* ---- ko ------------------------------------------------------------------ */

/* g played with a komaster (Berlekamp's ko analysis, simplified): the player
 * who is not komaster may never move to a position that already occurred in
 * the play (he cannot retake a ko); the komaster may, and may delay winning
 * the ko for ever (Go players' "komonster"; docs/loopy.md).  Play is then finite
 * unless the komaster can repeat positions alone, and *out is the short game
 * of its game tree (so thermo_thermograph gives the komaster thermograph).
 * CGT_EVALUE when the komaster can repeat positions alone (on, over, ...) or g
 * has more than 64 positions. */
CGT_API int loopy_komaster(game_t *out, const loopy_game *g, bool left_komaster);
/* g with ko threats priced in: a move to a position that already occurred in
 * the play costs the mover one ko threat (which the opponent answers, so the
 * threat changes nothing else), and a player with no threat left may not
 * make it.  Left has left_threats, Right right_threats (0..255, or -1 for
 * unlimited: loopy_komaster(g, true) is loopy_ko_threats(g, -1, 0)).  With
 * finite threats play always ends and *out is the short game of the game
 * tree.  CGT_EVALUE for both unlimited, an unlimited player who can repeat
 * positions alone, or more than 64 positions. */
CGT_API int loopy_ko_threats(game_t *out, const loopy_game *g, int32_t left_threats,
                             int32_t right_threats);

/* Berlekamp's komaster thermograph of a game with one ko (docs/loopy.md):
 * the game's only cycle must be a ko, positions P, Q with a Right move
 * P -> Q and a Left move Q -> P.  With Left the komaster, Right may take the
 * ko, but then Left retakes and moves again from P at once (two moves, two
 * taxes: "The Economist's View of Combinatorial Games", 1996); with Right
 * the komaster, the mirror image.  The walls are the short construction with
 * those taxes, followed up to the first temperature where they cross, so a
 * mast may slope (where both walls coincide) and critical temperatures may
 * be any rationals (a simple ko's is a third of its swing): a thermo_qgraph.
 * Loop-free games get exactly thermo_thermograph's thermograph.  CGT_EVALUE
 * for a game with another cycle, several kos, no ko, over
 * LOOPY_KO_MAX_NODES positions, or a position that depends on the ko where
 * the mover has no move (an infinite wall). */
#define LOOPY_KO_MAX_NODES 4096u
CGT_API int loopy_ko_thermograph(thermo_qgraph_t out, const loopy_game *g, bool left_komaster);

/* ---- rulesets -------------------------------------------------------------- */

/* Backsliding Toads and Frogs on a strip of at most 32 squares ("ttt..fff":
 * t toads, Left's, moving right; f frogs, Right's, moving left; '.' empty):
 * a piece moves one square forward or jumps forward over one opposing piece
 * into an empty square, or retreats one square into an empty square.  The
 * graph of the reachable positions.  Errors: CGT_EPARSE "column N: ...". */
CGT_API int loopy_backsliding_toads(loopy_game *out, const char *position);

/* Fox and Geese as CGSuite's FoxAndGeese (Winning Ways ch. 22): rows from top
 * to bottom separated by '|' or '/', '.' empty, 'x' a goose (Left's), 'o' the
 * fox (Right's); at most 64 squares, one fox, at least one goose.  Geese move
 * one square diagonally down, the fox one square diagonally either way, onto
 * empty squares; the board is unbounded above, and a fox that has escaped
 * (on or above the highest goose's row, or one row below it with a free
 * square diagonally above) is off.  Standard start on 8x8:
 * ".x.x.x.x|........|........|........|........|........|........|o.......".
 * Errors: CGT_EPARSE "column N: ...". */
CGT_API int loopy_fox_and_geese(loopy_game *out, const char *position);

/* Token sliding on a digraph given as edges "a>b b>c c>a" (either player
 * slides the token along an edge), "L:a>b" (Left only), "R:a>b" (Right
 * only); the token starts on the first node named.  Errors: CGT_EPARSE
 * "column N: ...". */
CGT_API int loopy_token_digraph(loopy_game *out, const char *text);

/* ---- impartial token games on digraphs --------------------------------------- */

/* Generalised Sprague-Grundy value of a node (Smith; Fraenkel): a finite
 * value (infinite == false, value = the nim value), or infinite with the set
 * of finite values among its followers in `sub` (printed ∞_{a,b,...}: a sum
 * with a finite component of value k wins for the mover iff k is in it). */
typedef struct loopy_gsg {
    bool infinite;
    uint32_t value; /* finite value */
    uint32_t *sub;  /* infinite: sorted finite follower values, nsub of them */
    uint32_t nsub;
} loopy_gsg;
/* The values of every node of the digraph with n nodes and successor lists
 * succ[v][0..nsucc[v]) (a token moved along an edge; who cannot move loses).
 * vals has n entries; release each with loopy_gsg_clear. */
CGT_API int loopy_gsg_values(loopy_gsg *vals, uint32_t n, const uint32_t *const *succ,
                             const uint32_t *nsucc);
CGT_API void loopy_gsg_clear(loopy_gsg *v);
/* "3", "∞", "∞_{0,2}"; cgt_malloc'd. */
CGT_API char *loopy_gsg_str(const loopy_gsg *v);
/* The outcome of a sum of tokens with these values: for the player to move,
 * win (1), lose (-1) or draw (0) (Smith's rule: all finite - nim sum nonzero
 * wins; exactly one infinite ∞_K - win iff the nim sum of the others is in
 * K; two or more infinite - draw). */
CGT_API int loopy_gsg_sum_result(const loopy_gsg *vals, size_t k);

#ifdef __cplusplus
}
#endif
#endif
