/* expr.h - CGSuite notation: parse, evaluate and print expressions over games.
 *
 * Ownership: strings returned by the printers are malloc'd with cgt_malloc and
 * owned by the caller (cgt_free).  Games are ids in the game table (game.h).
 *
 * Errors: parse and evaluation errors return CGT_EPARSE / CGT_EVALUE / ... with a
 * one-line message "column N: what is wrong" (columns count from 1). */
#ifndef CGT_EXPR_H
#define CGT_EXPR_H

#include <stdbool.h>

#include "cgt/game.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Kinds of values an expression can produce. */
typedef enum expr_kind {
    EXPR_GAME,    /* a canonical game (numbers included) */
    EXPR_BOOL,    /* result of a comparison */
    EXPR_OUTCOME, /* result of outcome(G) */
    EXPR_TEXT     /* any other result, already printed (a thermograph, a list) */
} expr_kind;

typedef struct expr_value {
    expr_kind kind;
    game_t game;          /* EXPR_GAME */
    bool boolean;         /* EXPR_BOOL */
    game_outcome outcome; /* EXPR_OUTCOME */
    const char *text;     /* EXPR_TEXT: owned by the library until game_table_free() */
} expr_value;

/* Keeps a copy of s alive until game_table_free() and returns it: how functions
 * return EXPR_TEXT values without giving callers anything to free. */
CGT_API const char *expr_text_keep(const char *s);

/* Parses and evaluates one expression (see docs/expr.md for the grammar and
 * the functions available).  Returns 0 or a negative cgt_status. */
CGT_API int expr_eval(expr_value *out, const char *text);
/* Variables and user functions (the scripts of script.h): names that are no
 * built-in function are looked up here.  Each callback returns 1 with *out
 * set, 0 for an unknown name (the usual "unknown name" error follows), or a
 * negative cgt_status after cgt_error() (reported at the name's column). */
typedef struct expr_env {
    void *ctx;
    int (*lookup)(void *ctx, const char *name, size_t len, expr_value *out);
    int (*call)(void *ctx, const char *name, size_t len, const expr_value *args, size_t nargs,
                expr_value *out);
    /* name[key]: a table's entry (NULL, or 0 returned: the name is no table).
     * A CGT_EVALUE return (no such key) is reported at the key's column. */
    int (*index)(void *ctx, const char *name, size_t len, const expr_value *key, expr_value *out);
} expr_env;
/* expr_eval with an environment (env NULL: expr_eval). */
CGT_API int expr_eval_env(expr_value *out, const char *text, const expr_env *env);

/* Evaluates text, which must produce a game. */
CGT_API int expr_eval_game(game_t *out, const char *text);

/* The canonical form of g in CGSuite notation, e.g. "{3||2*|1*}", "^*", "+-1". */
CGT_API char *expr_game_str(game_t g);
/* A value: games as above, booleans "true"/"false", outcomes "L" "R" "N" "P". */
CGT_API char *expr_value_str(const expr_value *v);

/* Whether expressions may read files: mazegame("board.txt") reads a MAZE
 * board from a path.  Off by default, so that a library context (the Python
 * module, the web page, a program evaluating text it was sent) cannot probe
 * the file system; the cgt program turns it on (off with --no-files).  With
 * it off, such a call fails with "reading files is switched off" whatever
 * the path, so nothing is learnt about the file. */
CGT_API void expr_allow_files(bool allow);
CGT_API bool expr_files_allowed(void);

/* Names of the built-in functions, NULL-terminated (for help and completion). */
CGT_API const char *const *expr_function_names(void);
/* One line of help for the named function ("outcome(G)  the outcome class"),
 * or NULL if there is no such function. */
CGT_API const char *expr_function_summary(const char *name);

#ifdef __cplusplus
}
#endif
#endif
