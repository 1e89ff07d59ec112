/* games.h - the ruleset catalogue: every ruleset (Domineering, Clobber,
 * Amazons, Col, Wythoff...) is a games_def in the registry, with its text
 * syntax, printer, options, split and symmetries, valued through the position
 * engine (position.h).  See docs/games.md (the games) and docs/ruleset.md
 * (how to add one).
 *
 * Ownership: encoded positions returned by games_parse are cgt_malloc'd and
 * owned by the caller; the rules and the registry are static and owned by
 * the library. */
#ifndef CGT_GAMES_H
#define CGT_GAMES_H

#include <stddef.h>
#include <stdint.h>

#include "cgt/game.h"
#include "cgt/nimsearch.h"
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

/* ---- the registry (docs/ruleset.md) ---------------------------------------- */

/* One ruleset: what one source file of src/games/ defines and one line of
 * src/games/rulesets.def registers. */
typedef struct games_def {
    const char *name;    /* "toppling_dominoes": the expression function and solve() name */
    const char *help;    /* one line for `cgt help expr`: "name(\"...\")  what it is" */
    const char *example; /* a short legal position, quoted in messages */
    /* Reads text into the engine's encoding (*pos cgt_malloc'd, owned by the
     * caller).  Returns 0 or CGT_EPARSE "column N: <problem>" (columns from 1). */
    int (*parse)(uint8_t **pos, size_t *len, const char *text);
    /* The position in the ruleset's text syntax (cgt_malloc'd): parsing it
     * again gives a position of the same value. */
    char *(*format)(const uint8_t *pos, size_t len);
    const position_rules *rules; /* options, split into components, symmetries */
    unsigned flags;              /* POSITION_IMPARTIAL for impartial rulesets; GAMES_DEF_* */
    /* solve(): components of at most this many bytes get canonical values,
     * larger ones are searched (0: 2 + GAMES_OUTCOME_SMALL, a board's). */
    size_t outcome_small;
    /* Optional: the name of the registered impartial ruleset that is this one
     * played impartially (domineering: "cram"), NULL if none. */
    const char *impartial;
} games_def;

/* games_def.flags besides POSITION_IMPARTIAL: reachable by name (games_find,
 * solve) but not an expression function of its own. */
#define GAMES_DEF_NO_FUNCTION 0x100
/* games_def.flags: the encoding is a board (rows, columns, then the cells
 * row by row; games_internal.h), so that a move can be named by the cells
 * it changes (`cgt play`, moves_describe). */
#define GAMES_DEF_BOARD 0x200

/* The registered rulesets, in the order of src/games/rulesets.def. */
CGT_API size_t games_count(void);
CGT_API const games_def *games_at(size_t i);
/* The ruleset called name, or NULL. */
CGT_API const games_def *games_find(const char *name);
/* Reads text under d (d->parse, *pos cgt_malloc'd).  Returns 0 or CGT_EPARSE. */
CGT_API int games_def_parse(uint8_t **pos, size_t *len, const games_def *d, const char *text);
/* The value of text under d; flags as position_eval's (d->flags are added).
 * Returns 0, CGT_EPARSE or CGT_ELIMIT. */
CGT_API int games_def_eval(game_t *out, const games_def *d, const char *text, unsigned flags);
/* The outcome class of text under d by position_outcome (see games_outcome). */
CGT_API int games_def_outcome(game_outcome *out, const games_def *d, const char *text,
                              unsigned flags);

/* Rulesets with a dedicated solver of nim values (cram, impartial_nogo:
 * the search of nimsearch.h, which games_def_eval uses for them), run with
 * its options, counters and checkpoints (`cgt nimsearch`, the Python
 * module's nim_search): */
typedef struct games_nim_run {
    int outcome;            /* only the outcome: *nim 0 for a P-position, 1 for an N-position */
    int method;             /* NIMSEARCH_LV (Lemoine and Viennot, the default) or NIMSEARCH_BR */
    int no_mirror;          /* cram: without the mirror theorem */
    const char *checkpoint; /* resume from and save to this file (NULL: none) */
    double every;           /* seconds between saves (600 when 0) */
} games_nim_run;
/* What games_def_nim_search found on one board, from its one parse. */
typedef struct games_nim_result {
    unsigned nim;          /* the nim value; with run->outcome 0 for a P-position, 1 for N */
    int rows, cols;        /* the board's size as the solver read it (0 until it parsed) */
    nimsearch_stats stats; /* the search's counters (also when it stopped on a limit) */
} games_nim_result;
/* Whether d has such a solver. */
CGT_API bool games_def_nim_solver(const games_def *d);
/* The nim value of text under d by its solver (run NULL: the defaults) in
 * res->nim, with the board's size and the search's counters.  Returns 0,
 * CGT_EPARSE, CGT_EUSAGE (d has no solver, or the board is beyond it: more
 * than 128 cells for Cram, 64 points for NoGo), CGT_ELIMIT (a checkpoint,
 * when given, then holds the facts found: the same call resumes), CGT_EIO or
 * CGT_EPARSE for a checkpoint that cannot be written or read. */
CGT_API int games_def_nim_search(games_nim_result *res, const games_def *d, const char *text,
                                 const games_nim_run *run);

/* The value games_def_nim_search found (res->nim), as `cgt nimsearch`
 * prints it: "P" or "N" with outcome set, else the nimber in CGSuite's
 * notation ("0", "*", "*2").  Writes at most size bytes to buf (16 suffice)
 * and returns buf. */
CGT_API char *games_nim_text(char *buf, size_t size, unsigned nim, int outcome);

/* The variants of any ruleset (CGSuite's): impartial (either player may make
 * either player's moves), dicotic (no one may move unless both players can;
 * values are then infinitesimal).  Evaluates text under d's variant v; flags
 * as games_def_eval's.  Returns 0, CGT_EPARSE or CGT_ELIMIT. */
typedef enum games_variant {
    GAMES_VARIANT_IMPARTIAL,
    GAMES_VARIANT_DICOTIC,
    /* CGSuite's TwistedVariant: the options of twisted(G) are -twisted(G')
     * for G's options G' (after every move the players swap roles) */
    GAMES_VARIANT_TWISTED
} games_variant;
CGT_API int games_variant_eval(game_t *out, const games_def *d, games_variant v, const char *text,
                               unsigned flags);

/* ---- the first six rulesets by number (kept for existing callers) ---------- */

/* Every registered ruleset also has a number: GAMES_REGISTERED + i is
 * games_at(i) (moves.h names rulesets this way), for games_get and the
 * functions below. */
#define GAMES_REGISTERED 0x100

/* The registered ruleset of k ("domineering", ..., "hackenbush_graph" for
 * GAMES_HACKENBUSH, "hackenbush_string"; games_at(k - GAMES_REGISTERED)
 * from GAMES_REGISTERED on), NULL if none. */
CGT_API const games_def *games_get(games_ruleset k);

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
