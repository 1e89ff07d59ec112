/* scoring.h - scoring play games in Stewart's sense (thesis, chapters 2-4):
 * forms {G^L | G^S | G^R} with exact rational scores, final scores, the five
 * outcome classes, the four compounds, impartiality, rulesets and a search
 * for distinguishing games.
 *
 * Ownership: forms live once in a process-wide hash-consed table that owns
 * them; a scoring_t is a 32-bit id into it, so identity of forms (the
 * thesis' G ≅ H) is `==`.  Strings returned by this module are the caller's
 * and are released with cgt_free.  Scores are exact rationals: integers that
 * fit in 64 bits take a fast path, everything else is an mpq_t; callers only
 * see mpq_t. */
#ifndef CGT_SCORING_H
#define CGT_SCORING_H

#include <gmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/form.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t scoring_t;
#define SCORING_NONE UINT32_MAX /* returned with an error set (limit, bad input) */

/* ---- forms ---------------------------------------------------------------- */
/* {.|n|.} and {.|q|.}. */
CGT_API scoring_t scoring_integer(long n);
CGT_API scoring_t scoring_rational(const mpq_t q);
/* {left | score | right}.  The option lists are sets: order and repetition
 * do not matter (they are sorted and deduplicated).  SCORING_NONE once the
 * node limit is reached. */
CGT_API scoring_t scoring_make(const mpq_t score, const scoring_t *left, size_t nl,
                               const scoring_t *right, size_t nr);
/* The score G^S. */
CGT_API void scoring_get_score(mpq_t out, scoring_t g);
CGT_API size_t scoring_left_count(scoring_t g);
CGT_API size_t scoring_right_count(scoring_t g);
CGT_API scoring_t scoring_left(scoring_t g, size_t i);
CGT_API scoring_t scoring_right(scoring_t g, size_t i);
/* True if G = {.|G^S|.}. */
CGT_API bool scoring_is_atomic(scoring_t g);
/* -G = {-G^R | -G^S | -G^L} (Definition 2.3.1). */
CGT_API scoring_t scoring_neg(scoring_t g);
/* G + x: every score in G's tree shifted by x (this is G + {.|x|.}). */
CGT_API scoring_t scoring_shift(scoring_t g, const mpq_t x);
/* Birthday (height of the game tree) and number of distinct subpositions. */
CGT_API uint64_t scoring_birthday(scoring_t g);
CGT_API uint64_t scoring_subpositions(scoring_t g);
/* Number of nodes of g's game tree written out as a tree (shared
 * subpositions counted each time they occur), saturating at UINT64_MAX: the
 * size of the printed notation is proportional to it. */
CGT_API uint64_t scoring_tree_size(scoring_t g);
/* Number of forms in the table (for memory reports). */
CGT_API size_t scoring_table_size(void);
/* Bytes used by the table, its index, option pool and caches. */
CGT_API size_t scoring_table_bytes(void);

/* ---- thesis notation ------------------------------------------------------- */
/* Parses one form: `{L|S|R}` with `.` for an empty side, options separated by
 * commas, a bare number n meaning {.|n|.}; scores are integers, fractions
 * `3/2` or decimals `-0.5`, kept exact.  Whitespace is allowed between
 * tokens.  Errors (CGT_EPARSE) name the column (1-based). */
CGT_API int scoring_parse(scoring_t *out, const char *text);
/* The thesis notation of g: `{{2|1|.}|0|.}`, bare scores for {.|n|.}.
 * Left options are printed by increasing final score, ties by id. */
CGT_API char *scoring_get_str(scoring_t g);
/* A score as text: "3/2", "-4". */
CGT_API char *scoring_score_str(const mpq_t q);

/* ---- final scores and outcomes (Definitions 2.0.1, 2.1.1, 2.1.2) ----------- */
/* G_F^{SL} and G_F^{SR}: the final score with Left, resp. Right, moving first
 * under optimal play; a player with no move ends the game at the current
 * score.  Memoized in the table. */
CGT_API void scoring_final_scores(mpq_t sl, mpq_t sr, scoring_t g);
/* Signs of G_F^{SL} and G_F^{SR}: +1 (L>, R>), 0 (L=, R=), -1 (L<, R<). */
CGT_API int scoring_left_sign(scoring_t g);
CGT_API int scoring_right_sign(scoring_t g);
typedef enum scoring_outcome {
    SCORING_OUTCOME_L,
    SCORING_OUTCOME_R,
    SCORING_OUTCOME_N,
    SCORING_OUTCOME_P,
    SCORING_OUTCOME_T
} scoring_outcome;
/* The outcome class of Definition 2.1.2.  Every game is in exactly one. */
CGT_API scoring_outcome scoring_get_outcome(scoring_t g);
/* The same class from the signs of G_F^{SL} and G_F^{SR} (-1, 0, +1). */
CGT_API scoring_outcome scoring_outcome_of_signs(int left_sign, int right_sign);
CGT_API const char *scoring_outcome_name(scoring_outcome o); /* "L" ... "T" */

/* ---- final scores of large sums by search (search.c) ---------------------- */
/* The final scores of the long-rule sum G1 + ... + Gn, found by alpha-beta
 * search over the tuple of components with a transposition table, without
 * building the sum's form (whose subpositions multiply).  Equal to
 * scoring_final_scores(scoring_sum(...)).  A context keeps the table across
 * searches (the searches of every move of one position share it);
 * scoring_sum_final_scores is the one-shot form.  Honours the node, time and
 * memory limits (CGT_ELIMIT). */
typedef struct scoring_search scoring_search;
CGT_API scoring_search *scoring_search_new(void);
CGT_API void scoring_search_free(scoring_search *s);
/* The final score with Left (right_first = 0) or Right moving first. */
CGT_API int scoring_search_final(scoring_search *s, mpq_t out, const scoring_t *parts, size_t n,
                                 int right_first);
/* Positions in the context's table. */
CGT_API uint64_t scoring_search_positions(const scoring_search *s);
CGT_API int scoring_sum_final_scores(mpq_t sl, mpq_t sr, const scoring_t *parts, size_t n);

/* ---- compounds (Definitions 2.2.1, 4.1.1, 4.2.1, 4.3.1) -------------------- */
/* The long rule (the thesis' default): the compound ends only when the player
 * to move has no move in any component.  The short rule: it ends as soon as
 * the player to move has no move in some component. */
typedef enum scoring_rule { SCORING_LONG, SCORING_SHORT } scoring_rule;
/* Disjunctive sum G + H. */
CGT_API scoring_t scoring_sum(scoring_t g, scoring_t h, scoring_rule rule);
/* Conjunctive sum G △ H: move in every component that has a move. */
CGT_API scoring_t scoring_conj(scoring_t g, scoring_t h, scoring_rule rule);
/* Selective sum G ▽ H: move in any nonempty set of components. */
CGT_API scoring_t scoring_sel(scoring_t g, scoring_t h, scoring_rule rule);
/* Sequential join G ▷ H: G is played out first, then H (not commutative).
 * The thesis' second case, {G^S ▷ H | ...} for G = {.|G^S|.}, is read as
 * G ▷ H = H + G^S (the literal formula would not terminate). */
CGT_API scoring_t scoring_seq(scoring_t g, scoring_t h);

/* ---- impartial games (Definition 3.0.1) ------------------------------------ */
/* Definition 3.0.1 as printed, at the root only: G^L empty iff G^R empty, and
 * every g^L has a g^R with g^L + -G^S ≅ -(g^R + -G^S). */
CGT_API bool scoring_is_impartial(scoring_t g);
/* The reading the thesis' proofs use: the condition holds in both directions
 * (every g^R also has its g^L) at every subposition. */
CGT_API bool scoring_is_impartial_hereditary(scoring_t g);

/* ---- normal and misere play of forms (chapter 1) --------------------------- */
/* Outcome of g's game tree played under normal play (last mover wins) or
 * misere play (last mover loses), ignoring scores (Theorems 1.1.1, 1.1.2). */
CGT_API scoring_outcome scoring_play_outcome(scoring_t g, bool misere);
/* A normal-play or misère literal form as a scoring game (the issue's
 * Theorem 1.1.2: normal and misère games are scoring games):
 * {S(G^L) | 0 | S(G^R)}, a side with no option getting instead one option to
 * the final score of the player who cannot move, -1 for Left and +1 for Right
 * in normal play, +1 for Left and -1 for Right in misère play.  Play ends
 * on those atoms only, so the scoring outcome (L, R, N or P, never T) is the
 * form's outcome in that convention.  SCORING_NONE on limits or FORM_NONE. */
CGT_API scoring_t scoring_from_normal(form_t f);
CGT_API scoring_t scoring_from_misere(form_t f);
/* Evidence for Tables 1.1, 1.3 and 1.4 (disjunctive sum, Definition 1.2.1,
 * and sequential join, Definition 1.5.2, of normal-play games, which are the
 * score-0 forms here).  Cells are indexed [h][g] by the classes of H and G
 * under the same convention, P = 0, N = 1, L = 2, R = 3 (the thesis' rows and
 * columns); outcomes o are scoring_outcome values (L, R, N, P). */
typedef struct scoring_play_cells {
    unsigned seen[4][4];     /* bit (1 << o) for every outcome o of the compound observed */
    scoring_t wg[4][4][4];   /* [h][g][o]: G of the smallest witness pair found */
    scoring_t wh[4][4][4];   /* its H; both SCORING_NONE while o is unobserved */
    uint64_t wsize[4][4][4]; /* tree size of G plus that of H (smaller replaces) */
    bool wsampled[4][4][4];  /* the witness came from scoring_play_table_search */
    uint64_t pairs;          /* pairs enumerated by scoring_play_table */
    uint64_t samples;        /* pairs drawn by scoring_play_table_search */
    int max_birthday;        /* scoring_play_table's day */
} scoring_play_cells;
/* Fills *out from every pair of score-0 forms born by day max_birthday
 * (0..2; day 3 has 2^512 forms), each compound built explicitly (scoring_sum,
 * scoring_seq) and played by scoring_play_outcome.  op: '+' (disjunctive sum)
 * or '>' (sequential join G then H); misere selects the play convention. */
CGT_API int scoring_play_table(scoring_play_cells *out, int op, bool misere, int max_birthday);
/* Adds to *io `samples` random pairs of score-0 forms born by day birthday
 * (3..6): each side of a form has 0..4 options, each born by a day drawn
 * uniformly below the form's and drawn the same way.
 * Outcomes are found without building the compound (G ▷ H is G's tree with
 * every {.|.} leaf replaced by H, so its outcome depends on H's class only;
 * G + H by a search over pairs of subpositions); a pair that would be a new
 * or smaller witness is interned, checked by the explicit compound and
 * scoring_play_outcome, shrunk greedily (options deleted while G, H keep
 * their classes and the compound its outcome) and checked again.
 * Deterministic for a seed.  Progress on stderr; stops at the node or time
 * limit (CGT_ELIMIT; *io keeps what was found). */
CGT_API int scoring_play_table_search(scoring_play_cells *io, int op, bool misere, int birthday,
                                      uint64_t samples, uint64_t seed);
/* The thesis' claim for a cell, as printed (corrected = false: Table 1.1 for
 * '+' under normal play, 1.3 and 1.4 for '>' under normal and misere play),
 * or with the cells docs/scoring.md proves wrong corrected (corrected =
 * true: Table 1.1's L+N and R+N cells).  CGT_EUSAGE for the misere sum,
 * for which the thesis prints no table. */
CGT_API int scoring_play_table_claim(unsigned out[4][4], int op, bool misere, bool corrected);

/* ---- witnesses for Theorems 2.3.3, 4.1.2, 4.2.2 (witness.c) ------------------ */
/* For every triple (X, Y, Z) of the five outcome classes, the smallest G in
 * X and H in Y found with G op H in Z (long rule): op '+' (disjunctive sum,
 * Theorem 2.3.3), '&' (conjunctive sum, Theorem 4.1.2) or 'v' (selective
 * sum, Theorem 4.2.2).  Searched: the "thin" forms born by day max_birthday
 * (at most one option a side, integer scores in [-max_score, max_score]; a
 * node with options on both sides gets score 0, since its score can never
 * be a final score of it or of any compound containing it).  Pairs are
 * tried by increasing total birthday, then total tree size, then pool
 * order, so a witness is the smallest pair of that family.  Indices
 * [x][y][z] are scoring_outcome values; SCORING_NONE where none is found. */
typedef struct scoring_witness_table {
    scoring_t g[5][5][5], h[5][5][5];
    int op, max_birthday, max_score;
    uint64_t forms;        /* the pool's size */
    uint64_t pairs;        /* compounds evaluated */
    unsigned found;        /* triples with a witness (of 125) */
    int complete_birthday; /* every pair with total birthday <= this was searched (-1: none) */
} scoring_witness_table;
/* Fills *out.  CGT_EUSAGE for a bad op, max_birthday outside 0..3 or
 * max_score outside 0..4; CGT_ERANGE when the pool would exceed 4 million
 * forms.  At the node or time limit CGT_ELIMIT, with *out holding the
 * witnesses found so far (each one minimal up to complete_birthday + 1). */
CGT_API int scoring_witnesses(scoring_witness_table *out, int op, int max_birthday, int max_score);

/* Theorems 2.3.4, 4.1.1, 4.2.1 ("if G is not identical to 0 then G != 0"
 * under +, conj, sel): for every G ≇ 0 of the same pool as
 * scoring_witnesses (thin forms born by day max_birthday, scores in
 * [-max_score, max_score]), the first X of the pool (by birthday, then tree
 * size) with outcome(G op X) != outcome(X) = outcome(0 op X).  Reports the
 * forms without such an X (evidence against the theorem within the pool)
 * and the G whose refuting X comes latest.  CGT_ELIMIT at a limit. */
typedef struct scoring_identity_report {
    int op, max_birthday, max_score;
    uint64_t forms, checked, pairs; /* pool size, forms G done, pairs evaluated */
    uint64_t unrefuted_count;       /* G with no refuting X in the pool */
    scoring_t unrefuted[8];         /* the first of them */
    scoring_t hardest_g, hardest_x; /* the G needing the latest X, and that X */
} scoring_identity_report;
CGT_API int scoring_identity_refute(scoring_identity_report *out, int op, int max_birthday,
                                    int max_score);

/* ---- rulesets producing forms ------------------------------------------------ */
/* Scoring Nim (section 3.1): heaps; removing k beans scores k for the mover. */
CGT_API scoring_t scoring_nim(const unsigned *heaps, size_t n);
/* Scoring Toads and Frogs (section 2.0.1): a row of T, F and B (blank);
 * toads (Left) move right, frogs (Right) move left, one step or a jump over
 * one opposing piece; each jump scores a point for the jumper. */
CGT_API int scoring_toads(scoring_t *out, const char *row);
/* Scoring Hackenbush (section 2.1): removing an edge scores one point per
 * edge disconnected from the ground, the removed edge included.  spec is
 * either stalks of B/R letters separated by spaces ("BB R"), each stalk
 * growing from the ground, or a graph "u-v:C,..." with C in {B,R} and vertex
 * 0 the ground (at most 64 edges). */
CGT_API int scoring_hackenbush(scoring_t *out, const char *spec);

/* ---- distinguishing games (section 2.3) ----------------------------------- */
/* Searches games X, smallest birthday first, with integer scores in
 * [-max_score, max_score] at every node, for one where G + X and H + X (long
 * rule) have different outcome classes; that refutes G = H.  Birthday 1 is
 * searched completely; at birthday 2 each side has at most one option.
 * Returns 1 and sets *witness when found, 0 when none exists in the searched
 * range, or a negative code at a limit.  The sums G + X and H + X are searched
 * (scoring_search_final), not built: the scoring table keeps only the X. */
CGT_API int scoring_distinguish(scoring_t *witness, scoring_t g, scoring_t h, int max_birthday,
                                int max_score);

/* Removes dominated options where the domination is proven without
 * Stewart's (undecidable) order: a Left option B goes when another Left
 * option A is B with every score raised by c > 0 (A ≅ B + c, so A + X has
 * every final score c above B + X and A >= B); Right options symmetrically.
 * Applied at every subposition (Theorem 2.4.2).  Reversible options are
 * never removed (Question 2.4.1 is open). */
CGT_API scoring_t scoring_reduce_shifts(scoring_t g);

/* The same search refuting one relation of Definition 2.3.1: rel '=' (as
 * scoring_distinguish), '>' for G >= H (an X with H+X in O but G+X not in O
 * for some O among L>=, R>=, L>, R>) or '<' for G <= H (O among L<=, R<=,
 * L<, R<). */
CGT_API int scoring_refute(scoring_t *witness, scoring_t g, scoring_t h, int rel, int max_birthday,
                           int max_score);

/* ---- the thesis' open questions searched (`cgt scoring search`) -------------------
 * Stewart's order and equivalence quantify over all games and are not decidable as
 * stated; these searches refute what they can (scoring_refute, a family of impartial
 * games) and report what survives as *candidates*, not proofs. */

/* The impartial games of the family (hereditary reading of Definition 3.0.1): the
 * atoms with scores in [-S, S]; level 1 has Left options among the atoms, level 2 at
 * most two Left options among levels <= 1; Right options mirror the Left ones
 * (a^R - s = -(a - s)).  *out is an array of *n distinct games (cgt_free). */
CGT_API void scoring_impartial_family(scoring_t **out, size_t *n, long S, int levels);

typedef struct scoring_q241 {
    uint64_t pairs, refuted, candidates;
    bool complete; /* false: a limit stopped the search (cgt_limit_check says which) */
    scoring_t first_game, first_option, first_reply; /* the first candidate (or NONE) */
    uint64_t total_pairs; /* the pairs of the whole search (pairs when complete) */
} scoring_q241;
/* Question 2.4.1: games G = {A | s | R}, A of birthday 1 with Right options (atoms
 * with scores in [-S, S]), R empty or one atom; for each reply A^R, is A^R <= G
 * refuted by an X of birthday <= D?  The pairs not refuted are candidate
 * reversible options.  Progress via cgt_progress. */
CGT_API void scoring_search_2_4_1(scoring_q241 *out, long S, int D);

typedef struct scoring_qinverse {
    uint64_t games, without, with; /* family size; no inverse in it; a candidate one */
    bool complete;
    int example_has; /* the thesis' example {2,{1|2|3}|0|-2,{-3|-2|-1}}: 1 candidate, 0 none,
                        -1 not reached */
    scoring_t first_without, first_with, first_inverse;
} scoring_qinverse;
/* Conjecture 3.0.1 (sel false: disjunctive sums) or 4.2.1 (selective sums): for each
 * G of scoring_impartial_family(S, levels) plus the thesis' example, is some Y of the
 * family an inverse candidate, G o Y o X having the outcome of X for every X of the
 * family?  Progress via cgt_progress.  Disjunctive sums are searched without being
 * built (scoring_search_final, a context renewed every 2^16 positions), so 3.0.1
 * runs in bounded memory whatever the family's size; selective sums G ▽ Y and
 * G ▽ Y ▽ X are built and stay in the scoring table. */
CGT_API void scoring_search_inverse(scoring_qinverse *out, bool sel, long S, int levels);

/* ---- expressions (`cgt scoring eval`) ----------------------------------------- */
/* Evaluates an expression in thesis notation with operators +, binary - (G + -H),
 * unary -, parentheses and functions conj, sel, seq (optional third argument
 * `short` for conj/sel/sum), sum, final_scores, outcome, left_outcome,
 * right_outcome, is_impartial, is_impartial_hereditary, distinguish, nim,
 * toads, hackenbush, birthday.  A game whose tree has more than
 * SCORING_PRINT_MAX nodes or deeper than SCORING_PRINT_DEPTH is not
 * printed: CGT_ERANGE.  On success *text is the printed result
 * (caller frees) and *form the form when the result is a game, else
 * SCORING_NONE. */
/* Functions added to that language by higher modules (the Go regions of
 * go.h register go_scoring this way, so that scoring does not depend on
 * them).  fn receives the call's arguments as words or quoted strings
 * (args[0..nargs)) and sets *out, or returns a negative code with a message.
 * Registering a name twice replaces the function; at most 16 names. */
typedef int (*scoring_eval_fn)(scoring_t *out, const char *const *args, size_t nargs);
CGT_API int scoring_eval_register(const char *name, scoring_eval_fn fn);
#define SCORING_PRINT_MAX 200000
#define SCORING_PRINT_DEPTH 10000
CGT_API int scoring_eval(char **text, scoring_t *form, const char *expr);

/* ==== Guaranteed scoring games (Larsson, Neto, Nowakowski, Santos 2016) ====
 * A separate universe from Stewart's: a game <G^L | G^R> whose empty side
 * carries an atom, the final score when the player to move there cannot move
 * (the paper's <∅^l | ...>, written @l here; a bare number x is <@x|@x>).
 * Guaranteed: in every subposition an empty Left side's atom is at most every
 * atom of that subposition's tree and an empty Right side's atom at least
 * every atom (for <@l|@r>: l <= r).  Ids (gsg_t) index their own hash-consed
 * table, never mixed with scoring_t.  Functions other than gsg_make,
 * gsg_parse, gsg_get_str, gsg_is_guaranteed, gsg_neg and gsg_sum expect
 * guaranteed games. */
typedef uint32_t gsg_t;
#define GSG_NONE UINT32_MAX
/* <left | right>; a NULL/empty side takes the atom (latom / ratom). */
CGT_API gsg_t gsg_make(const gsg_t *left, size_t nl, const mpq_t latom, const gsg_t *right,
                       size_t nr, const mpq_t ratom);
CGT_API gsg_t gsg_number(long n);
/* Options (sorted by id) and atoms; an atom is 0 on a side with options. */
CGT_API size_t gsg_left_count(gsg_t g);
CGT_API size_t gsg_right_count(gsg_t g);
CGT_API gsg_t gsg_left(gsg_t g, size_t i);
CGT_API gsg_t gsg_right(gsg_t g, size_t i);
CGT_API void gsg_left_atom(mpq_t out, gsg_t g);
CGT_API void gsg_right_atom(mpq_t out, gsg_t g);
/* atom + ^k, the waiting moves: the embedding of the normal-play integer k
 * with every atom replaced by `atom` (^1 = <0|@0>, ^-1 = <@0|0>). */
CGT_API gsg_t gsg_waiting(const mpq_t atom, long k);
/* Notation: <A,B|C> with @x for an empty side with atom x, numbers x for
 * <@x|@x>: "<@-1|@1>", "<1|@2>", "<<@0|3>|@0>". */
CGT_API int gsg_parse(gsg_t *out, const char *text);
CGT_API char *gsg_get_str(gsg_t g);
CGT_API bool gsg_is_guaranteed(gsg_t g);
/* The conjugate <-G^R | -G^L> (atoms negated): "switching the players". */
CGT_API gsg_t gsg_neg(gsg_t g);
/* Disjunctive sum; an empty side of the sum adds the two atoms. */
CGT_API gsg_t gsg_sum(gsg_t g, gsg_t h);
/* Stops Ls (Left first) and Rs (Right first); the pass-allowed stops: in
 * gsg_left_stop_rpass Right may pass at any of his turns (the paper's
 * underlined Ls), in gsg_right_stop_lpass Left may (overlined Rs). */
CGT_API void gsg_stops(mpq_t ls, mpq_t rs, gsg_t g);
CGT_API void gsg_left_stop_rpass(mpq_t out, gsg_t g);
CGT_API void gsg_right_stop_lpass(mpq_t out, gsg_t g);
/* The other two: overlined Ls (Left may pass) and underlined Rs (Right may
 * pass); a player who may pass may also pass when he has no move. */
CGT_API void gsg_left_stop_lpass(mpq_t out, gsg_t g);
CGT_API void gsg_right_stop_rpass(mpq_t out, gsg_t g);
/* The order embedding of normal-play games: every empty side gets the atom 0
 * (so {|} is the number 0 and integers are waiting moves ^n).  text is a
 * literal normal-play form: {A,B|C}, integers n. */
CGT_API int gsg_from_normal_play(gsg_t *out, const char *text);
/* Brute-force refutation of G >= H: searches X among guaranteed games of
 * birthday <= 1 with atoms in [-s, s] for Ls(G+X) < Ls(H+X) or
 * Rs(G+X) < Rs(H+X); returns 1 with *witness, or 0. */
CGT_API int gsg_refute_geq(gsg_t *witness, gsg_t g, gsg_t h, int s);
/* The constructive comparison G >= H: the pass-allowed stops compare
 * (underlined Ls and overlined Rs), every H^L has some G^L >= H^L or some
 * H^LR <= G, and every G^R has some H^R <= G^R or some G^RL >= H. */
CGT_API bool gsg_geq(gsg_t g, gsg_t h);
/* The canonical form: options reduced, then domination, reversibility
 * through a non-atomic option, and atomic reversibility (replacing the side
 * by the atom, or the option by a waiting-move game) applied until none
 * applies (docs/scoring.md states them).  Equal to g; equal games give the
 * identical form.  GSG_NONE on a limit, or with CGT_EVALUE if g is not
 * guaranteed. */
CGT_API gsg_t gsg_reduce(gsg_t g);
/* Inverses: G has an inverse iff G + conj(G) = 0, and then the inverse is
 * the conjugate (the paper's "switching the players").  Returns 1 with
 * *out = gsg_neg(g), 0 if g is not invertible (*out untouched), or a
 * negative code on a limit (CGT_EVALUE if g is not guaranteed). */
CGT_API int gsg_inverse(gsg_t *out, gsg_t g);

#ifdef __cplusplus
}
#endif
#endif
