/* misere.h - misère play: misère outcomes of literal forms and of ruleset
 * positions, impartial misère canonical forms (Conway, ONAG ch. 12), misère
 * nim values and genus (Winning Ways ch. 13), tame / restive / restless / wild, and the
 * misère quotients of heap games (Plambeck-Siegel).  See docs/misere.md.
 *
 * Ownership: misère canonical games live once in one process-wide table owned
 * by the library; a misere_t is a 32-bit id into it, and two ids are equal
 * exactly when the games are equal in misère play (o(G+X) = o(H+X) for every
 * impartial X).  The table is released with the game table (game_table_free()),
 * so misere_t ids are valid exactly as long as game ids.  Strings returned by
 * the *_str functions are cgt_malloc'd and owned by the caller.
 *
 * Limits: building canonical forms and searching ticks cgt_limit_tick(); once
 * a limit is hit constructors return MISERE_NONE and the int-returning
 * functions CGT_ELIMIT (nothing partial is cached). */
#ifndef CGT_MISERE_H
#define CGT_MISERE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/form.h"
#include "cgt/game.h"
#include "cgt/octal.h"
#include "cgt/position.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t misere_t;
#define MISERE_NONE ((misere_t)0xFFFFFFFFu)
/* Largest number of terms of a genus sequence kept (γ0 ... γ(n-1)). */
#define MISERE_GENUS_MAX 64

/* ---- impartial misère canonical forms ------------------------------------ */
CGT_API misere_t misere_zero(void);
CGT_API misere_t misere_nimber(uint32_t n); /* *n; MISERE_NONE on limits */
/* The canonical form of the impartial game whose options are opts[0..n)
 * (canonical ids, any order, repeats allowed): repeats merged, then Conway's
 * simplification (an option G' with an option G'' = G is reversible: then
 * G = G'').  MISERE_NONE on limits. */
CGT_API misere_t misere_make(const misere_t *opts, size_t n);
CGT_API size_t misere_num_options(misere_t g);
CGT_API misere_t misere_option(misere_t g, size_t i); /* canonical, in id order */
CGT_API uint32_t misere_birthday(misere_t g);
/* The misère sum G + H (memoized).  MISERE_NONE on limits. */
CGT_API misere_t misere_add(misere_t a, misere_t b);
/* Misère outcome: true when the player to move loses (a P-position). */
CGT_API bool misere_is_p(misere_t g);
/* Misère nim value G-(G) (1 for 0, else the mex of the options' values; 0
 * exactly on P-positions) and normal nim value G+(G). */
CGT_API uint32_t misere_nim_value(misere_t g);
CGT_API uint32_t misere_normal_value(misere_t g);
/* The number of distinct canonical games in the table. */
CGT_API size_t misere_table_size(void);

/* The genus g^{γ0 γ1 ...} (Winning Ways ch. 13): g = G+(G), γk = G-(G + k·*2),
 * kept up to where the sequence starts to alternate (γ(k+2) = γk from then
 * on): *0 is 0^120, *1 is 1^031, *2 is 2^20. */
typedef struct misere_genus {
    uint32_t g;
    size_t n; /* terms kept in gamma */
    uint32_t gamma[MISERE_GENUS_MAX];
} misere_genus;
/* Returns 0, or CGT_ELIMIT. */
CGT_API int misere_get_genus(misere_genus *out, misere_t g);
/* "0^120", "2^20", "3^31"; caller frees. */
CGT_API char *misere_genus_str(const misere_genus *gen);

typedef enum misere_class {
    MISERE_TAME,
    MISERE_RESTIVE,
    MISERE_RESTLESS,
    MISERE_WILD
} misere_class;
/* Tame: every follower (g itself included) has the genus of a nim position
 * (0^120, 1^031 or a^{a, a^2}).  Otherwise D. Hoey's phyla, as CGSuite has
 * them: restive when every option is tame and G+ (the g of the genus) is 0 or
 * 1; restless when every option is tame and G- (γ0) is 0 or 1 (Kayles' heap
 * of 5, 4^146); wild otherwise.  Returns 0 or CGT_ELIMIT. */
CGT_API int misere_classify(misere_class *out, misere_t g);
CGT_API const char *misere_class_name(misere_class c); /* "tame", "restive", "restless", "wild" */

/* CGSuite's misère notation: "*[2[2]321]".  Inside the brackets a run of
 * atoms is the game whose options are those atoms (a single atom is itself);
 * an atom is a nimber digit (or <n> for n >= 10) or a parenthesised run,
 * followed by optional brackets of operations: a digit d adds *d, a slash
 * makes the game so far the only option ("2[/]" is {*2}, "2[2]" is *2+*2,
 * "2[/1/]" is {{*2}+*}).  "0", "*", "*3" and "*[4]" are accepted too.
 * Errors: CGT_EPARSE with "column N: ..."; CGT_ELIMIT. */
CGT_API int misere_parse(misere_t *out, const char *text);
/* The canonical form in that notation (cut after 100000 bytes, then ending
 * with "...]"); caller frees. */
CGT_API char *misere_str(misere_t g);

/* The misère canonical form of an impartial literal form (Left's and Right's
 * options equal at every follower).  CGT_EVALUE if f is not impartial. */
CGT_API int misere_from_form(misere_t *out, form_t f);

/* ---- misère outcomes by search ---------------------------------------------- */
/* The misère outcome class (a player unable to move wins) of the literal form
 * f: decided on the form, not on its normal-play value.  Returns 0 or
 * CGT_ELIMIT. */
CGT_API int misere_form_outcome(game_outcome *out, form_t f);
/* The misère outcome of a position of rules r (flags as position_eval's:
 * POSITION_IMPARTIAL, POSITION_NO_TABLE for the plain-minimax baseline,
 * POSITION_NO_SPLIT).  The position is split into components; impartial
 * components become misère canonical forms and are summed; partizan ones are
 * searched as one sum with a transposition table on (player to move, sorted
 * components).  Returns 0 or CGT_ELIMIT. */
CGT_API int misere_position_outcome(game_outcome *out, const position_rules *r, const uint8_t *pos,
                                    size_t len, unsigned flags);
/* The misère canonical form of an impartial position.  Returns 0 or CGT_ELIMIT. */
CGT_API int misere_position_canonical(misere_t *out, const position_rules *r, const uint8_t *pos,
                                      size_t len, unsigned flags);

/* ---- heap games ----------------------------------------------------------------- */
/* The misère canonical form of one heap of n beans of the heap game g
 * (memoized per game code).  Returns 0, CGT_ELIMIT or CGT_ERANGE. */
CGT_API int misere_octal_heap(misere_t *out, const octal_game *g, size_t n);
/* The misère outcome of a sum of heaps.  Returns 0 or CGT_ELIMIT. */
CGT_API int misere_octal_outcome(game_outcome *out, const octal_game *g, const size_t *heaps,
                                 size_t nheaps);
/* The same for a take-and-break code in CGSuite's TBCode syntax
 * (octal_tb_parse: hexadecimal digits, splits into any number of heaps); heaps
 * up to OCTAL_TB_MAX_HEAP, CGT_ERANGE beyond.  Each option ticks the limits. */
CGT_API int misere_tb_heap(misere_t *out, const octal_tb *t, size_t n);
CGT_API int misere_tb_outcome(game_outcome *out, const octal_tb *t, const size_t *heaps,
                              size_t nheaps);

/* ---- the thesis' misère results (seed 004, §1.4, §1.5, ch. 5) ---------------- */
/* Outcome of a literal form in normal (misere = false) or misère play. */
CGT_API int misere_form_outcome_in(game_outcome *out, form_t f, bool misere);
/* The literal disjunctive sum G + H, the conjunctive sum G △ H = {G^L △ H^L |
 * G^R △ H^R} and the selective sum G ▽ H = {G^L ▽ H, G ▽ H^L, G^L ▽ H^L |
 * ...} (Definition 1.5.1), memoized.  FORM_NONE on limits. */
CGT_API form_t misere_form_sum(form_t g, form_t h);
CGT_API form_t misere_form_conj(form_t g, form_t h);
CGT_API form_t misere_form_sel(form_t g, form_t h);

/* Theorem 1.4.1 (Ottaway): for outcome classes x, y, z (indices of
 * game_outcome) a pair G in x, H in y with G + H in z under misère play, the
 * smallest found among the forms born by day 2 (by birthday sum, then
 * followers): *g = *h = FORM_NONE when none is.  Returns 0 or CGT_ELIMIT. */
CGT_API int misere_witness(form_t *g, form_t *h, game_outcome x, game_outcome y, game_outcome z);
/* Theorem 1.4.2 (Ottaway): for each literal form X born by day 2 other than
 * {|}, the first G born by day 2 (in misere_forms_by_day order) with
 * o(G + X) != o(G) in misère play, else the first such G among the day-3
 * forms {Y|Y}, {Y|} and {|Y} (Y born by day 2); refuter[i] is that G for
 * X = forms[i] (refuter[0], for {|} itself, is FORM_NONE), or FORM_NONE when
 * none is found.  refuter holds misere_forms_by_day(.., 2) entries.
 * Returns 0 or CGT_ELIMIT. */
CGT_API int misere_identity_search(form_t *refuter);
/* The literal forms born by day d (d <= 2), in increasing birthday; the array
 * is owned by the library. */
CGT_API size_t misere_forms_by_day(const form_t **out, int d);

/* Theorem 5.3.2: G -> G_m for a Hackenbush graph in games' syntax
 * ("0-1:b,1-2:r"): the ground becomes one vertex, hung on one grounded green
 * edge.  Returns the new graph's text (caller frees) or NULL with CGT_EPARSE. */
CGT_API char *misere_hackenbush_transform(const char *text);

/* Theorem 5.2.1 (seed 004, §5.2; Winning Ways pp. 211-217): redwood
 * furniture.  A redwood bed in Winning Ways' sense: `legs` blue feet on the
 * ground, each under one red leg, and red bed edges joining the legs' tops
 * (bed[k] = {i, j}: legs i and j, i != j < legs; repeats allowed).  Returns
 * its Hackenbush text ("0-1:b,1-3:r,0-2:b,2-4:r,3-4:r": 0 the ground, 1..legs
 * the feet's tops, legs+1..2 legs the legs' tops; caller frees), or NULL for
 * a bad leg number. */
CGT_API char *misere_redwood_bed(size_t legs, const size_t (*bed)[2], size_t nbed);
/* The check: every connected bed of 1..max_legs legs (at most 5) and at most
 * max_bed bed edges (at most 6) has value 1/2^(m+1), m = bed edges - (legs -
 * 1) the red edges removable without disconnecting it (m = 0: a redwood tree,
 * value 1/2); and every "redwood tree" of the thesis' printed definition
 * (each red edge touching exactly one blue edge, no red cycle) with 1-2
 * feet and 1-3 other vertices, against 1/2.  Counts and first failures. */
typedef struct misere_redwood_report {
    size_t max_legs;
    size_t trees, tree_fails, beds, bed_fails, literal, literal_fails;
    char tree_first_fail[256], bed_first_fail[256], literal_first_fail[256];
    char tree_note[64], bed_note[64], literal_note[64];
} misere_redwood_report;
/* Returns 0 or CGT_ELIMIT (the counts then cover what was checked). */
CGT_API int misere_redwood_check(misere_redwood_report *r, size_t max_legs, size_t max_bed);

/* Theorems 5.3.1 and 5.3.2 checked on every Hackenbush graph of 1..max_edges
 * edges on the vertices 0..3 (0 the ground), as `cgt misere hackenbush` does.
 * theorem 531: Red-Blue graphs, the misère outcome against the printed rule
 * (L if B > R, R if R > B, N if B = R; B, R the grounded blue and red edges)
 * and against the same rule with L and R exchanged (the *_swapped fields);
 * theorem 532: Red-Blue-Green graphs, the misère outcome of G_m
 * (misere_hackenbush_transform) against the normal outcome of G.  Counts the
 * graphs and the disagreements, with the first (smallest) counterexample and
 * a note on it.  Returns 0, CGT_EUSAGE (another theorem, max_edges > 6),
 * CGT_ELIMIT. */
typedef struct misere_hack_check {
    size_t max_edges, graphs, fails, fails_swapped;
    char first_fail[128], first_fail_swapped[128];
    char note[96], note_swapped[96];
} misere_hack_check;
CGT_API int misere_hackenbush_check(misere_hack_check *out, int theorem, size_t max_edges);

/* ---- misère quotients (Plambeck-Siegel) -------------------------------------- */
/* The misère quotient of the heaps 1..upto of a heap game: the commutative
 * monoid of the sums of those heaps modulo indistinguishability (G ~ H when
 * o(G+X) = o(H+X) for every sum X of such heaps), with its P-portion.
 * Computed heap by heap on the monoid alone (no canonical forms), after
 * Siegel's MisereSolver: each candidate (monoid, P-portion, heap map) is kept
 * only after an exact check that it answers every position correctly (the
 * states (element, elements of the options) of all positions, docs/misere.md),
 * then reduced to the quotient. */
typedef struct misere_quotient {
    size_t order;     /* elements 0..order-1; element 0 is the identity */
    uint32_t *mul;    /* order x order multiplication table */
    bool *p;          /* P-portion */
    char **name;      /* each element as a word in the generators: "1", "a", "ab^2" */
    size_t upto;      /* heaps 1..upto */
    uint32_t *heap;   /* heap n -> element, n = 0..upto */
    size_t ngens;     /* generators a, b, c, ...: the first heaps not generated
                         by the earlier ones */
    size_t *gen_heap; /* the heap each generator is */
    char **relation;  /* the presentation's relations, "a^2=1" */
    size_t nrel;
    size_t stable_from; /* the last heap that needed a larger monoid (0: none) */
    size_t requested;   /* the upto asked for */
    bool complete;      /* upto == requested */
    bool proven;        /* every position's outcome checked (always, for heaps 1..upto) */
    /* Set by misere_quotient_grow: */
    bool whole_game;  /* proved to be the quotient of every heap (see below) */
    size_t preperiod; /* when whole_game: heap h >= preperiod maps as heap h + period */
    size_t period;
    size_t proved_at;      /* the heaps 1..proved_at computed for the proof */
    size_t grown_to;       /* the largest heap count computed while growing (>= upto) */
    size_t grown_order;    /* the order of the quotient of heaps 1..grown_to */
    size_t grown_last_new; /* the last heap up to grown_to that needed a new element */
    char grow_note[320];   /* why growing stopped without a proof ("" when proved) */
} misere_quotient;
/* Largest order computed. */
#define MISERE_QUOTIENT_MAX 1024
/* Returns 0; CGT_ELIMIT (work limits, an order above MISERE_QUOTIENT_MAX,
 * or no candidate found among those tried: "no quotient within the
 * limits").  q is cleared first and must be freed with misere_quotient_clear
 * in every case.  On CGT_ELIMIT, q->order > 0 means q holds what was
 * finished before the limit: the quotient of heaps 1..q->upto (q->upto <
 * q->requested, q->complete false); q->order == 0 means nothing was
 * finished. */
CGT_API int misere_quotient_compute(misere_quotient *q, const octal_game *g, size_t upto);
/* The quotient of heaps 1..upto, then grown: the heaps 1..M for M = 2 upto,
 * 4 upto, ... up to max_heap, until the periodicity test proves that the
 * quotient of heaps 1..M is the quotient of every heap.  The test (an octal
 * game with a finite code whose last digit is t, splits into any two heaps):
 * heap h maps as heap h + p for preperiod <= h <= M - p, preperiod >= 1,
 * and M >= 2 preperiod + 2 p + t - 1.  Then heaps M + 1, M + 2, ... have the
 * letters (image, images of the options) of heaps p earlier, the check of
 * docs/misere.md meets no new state, and no heap adds an element.  q is the
 * quotient of heaps 1..upto when growing added no element (or when nothing
 * was proved), else that of heaps 1..M; whole_game says whether the proof
 * was found, grown_* and grow_note what growing saw.  Returns what
 * misere_quotient_compute(q, g, upto) returns: a limit met while growing
 * only stops the growing (grow_note says so). */
CGT_API int misere_quotient_grow(misere_quotient *q, const octal_game *g, size_t upto,
                                 size_t max_heap);
CGT_API void misere_quotient_clear(misere_quotient *q);

#ifdef __cplusplus
}
#endif
#endif
