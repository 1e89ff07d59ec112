/* script.h - the calculator's scripting language (docs/expr.md, "Scripts";
 * docs/script.md): statements over CGSuite expressions with variables
 * (`g := {0|*}`), user functions (`f(x) := x + x`), `for` loops over integer
 * ranges, lists and tables, lists and tables (`t := table()`, `t["a"] := 3`)
 * as values and `#` comments.  `cgt run FILE`, the
 * REPL and `cgt eval` run the same language.
 *
 * Ownership: a script_state holds the variables and functions, kept between
 * runs (the REPL's lines, the arguments of `cgt eval`); it is the caller's
 * (script_new / script_free).  Values are games of the game table, so they
 * are valid until game_table_free(); free the state before or after it but
 * do not run it across it.  Strings returned are the caller's (cgt_free).
 *
 * Errors: a run stops at the first failing statement and returns its
 * negative cgt_status with the message "line L, column C: ..." (just
 * "column C: ..." when the source is one line, as for an expression). */
#ifndef CGT_SCRIPT_H
#define CGT_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

#include "cgt/expr.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct script_state script_state;

/* A value a statement prints: one expression value, a list of them, or a
 * table (is_table, and is_list too: items are its n values, keys its n keys
 * in the order they were first set). */
typedef struct script_value {
    bool is_list;
    expr_value value;        /* !is_list */
    const expr_value *items; /* is_list: n items, valid during the callback */
    size_t n;
    bool is_table;
    const expr_value *keys; /* is_table: n keys, valid during the callback */
} script_value;

/* Called for each expression statement with its text (stmt[0..len)) and
 * value.  A negative return stops the run with that status. */
typedef int (*script_print_fn)(void *ctx, const char *stmt, size_t len, const script_value *v);

CGT_API script_state *script_new(void);
CGT_API void script_free(script_state *s);

/* Runs source (statements separated by newlines or ';').  Returns 0 or the
 * negative status of the first error (message as above).  Honours the work
 * limits: loops poll them, so --timeout stops an endless script. */
CGT_API int script_run(script_state *s, const char *source, script_print_fn print, void *ctx);

/* The names of the state's variables, then its functions: writes at most
 * cap of them into out (owned by the state, valid until it next runs) and
 * returns how many there are. */
CGT_API size_t script_names(const script_state *s, const char **out, size_t cap);

/* A value as printed: expr_value_str, "[a,b,c]" for a list, {"a" => 3, ^ => *}
 * for a table (text keys in double quotes, {=>} when empty, as CGSuite). */
CGT_API char *script_value_str(const script_value *v);

/* The script's own built-ins (table, keys): their names, NULL-terminated,
 * and one line of help each (NULL for another name), for the REPL's
 * completion and `help NAME`. */
CGT_API const char *const *script_builtin_names(void);
CGT_API const char *script_builtin_summary(const char *name);

/* Deepest nesting of user function calls before an error. */
#define SCRIPT_MAX_CALL_DEPTH 200

#ifdef __cplusplus
}
#endif
#endif
