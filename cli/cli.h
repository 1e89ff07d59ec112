/* cli.h - what the files of the cgt program share: options, the command type,
 * evaluation of one expression, error reporting and the JSON writer. */
#ifndef CGT_CLI_H
#define CGT_CLI_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit statuses of the program. */
enum { CLI_OK = 0, CLI_FAIL = 1, CLI_USAGE = 2 };

/* Options that every command accepts (parsed by main.c wherever they appear
 * before a "--" argument). */
typedef struct cli_options {
    uint64_t max_nodes;  /* --max-nodes N; 0 = no limit */
    double timeout;      /* --timeout SECONDS; 0 = no limit */
    uint64_t max_memory; /* --max-memory BYTES; 0 = no limit (default: cgt_limits_default_memory) */
    bool json;           /* --json: one JSON object per line */
    bool progress;       /* --progress: progress lines on stderr */
    bool no_files;       /* --no-files: expressions may not read files */
} cli_options;

/* One subcommand of a command (`maze generate`): the one table that `cgt help`,
 * `cgt help CMD`, the "needs a subcommand" and "unknown subcommand" errors and
 * the docs test (tests/docs/check_docs.sh) all read. */
typedef struct cli_subcommand {
    const char *name;     /* as typed: "generate" */
    const char *synopsis; /* arguments after the name: "--algo NAME --size WxH" */
    const char *summary;  /* one line for `cgt help CMD` */
} cli_subcommand;

/* A command.  Adding one is one new cli/<name>.c defining
 * `const cli_command cli_cmd_<name>` plus one entry in commands.h. */
typedef struct cli_command {
    const char *name;     /* as typed: "eval" */
    const char *synopsis; /* arguments after the name: "EXPR..." */
    const char *summary;  /* one line for the command list */
    const char *help;     /* the rest of `cgt help <name>`: options and examples */
    /* argv[0] is the command name and argv[1..argc-1] its arguments, with the
     * global options removed (a "--" argument and all after it are kept).
     * Returns an exit status (CLI_OK, CLI_FAIL, CLI_USAGE). */
    int (*run)(int argc, char **argv, const cli_options *opts);
    /* The subcommands, ended by an entry with a NULL name; NULL for a command
     * without subcommands. */
    const cli_subcommand *subcommands;
} cli_command;

/* The command table (main.c), NULL-terminated, and lookup by name. */
extern const cli_command *const cli_command_table[];
const cli_command *cli_find_command(const char *name);

/* Prints "cgt: <message>" as one line on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Prints "cgt: <message>" and a pointer to the help of command `cmd` (NULL:
 * general help); returns CLI_USAGE. */
int cli_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A short printable excerpt of a user's argument for messages: at most 40
 * characters, "..." when cut, non-printing bytes as '?'.  Valid until the
 * fourth next call. */
const char *cli_excerpt(const char *arg);
/* CLI_OK when `sub` names a subcommand of command `cmd` (by its table); else
 * prints "<cmd> needs a subcommand: a, b or c" (sub NULL) or "unknown <cmd>
 * subcommand 'x' (a, b or c)" and returns CLI_USAGE. */
int cli_check_subcommand(const char *cmd, const char *sub);
/* Prints `cgt help [cmd]` to f (cmd NULL: the general help). */
void cli_print_help(FILE *f, const cli_command *cmd);

/* Writes n bytes to the file at path (files.c); 0 or CGT_EIO with a message. */
int cli_write_file(const char *path, const void *data, size_t n);
/* Prints the library's last error message (or fallback) as one line and
 * returns CLI_FAIL (files.c). */
int cli_fail(const char *fallback);
/* A whole decimal number a in lo..hi into *out; false (nothing printed) otherwise. */
bool cli_parse_long(const char *a, long lo, long hi, long *out);

/* Milliseconds on a monotonic clock. */
double cli_now_ms(void);

/* The value of a `--checkpoint-every S` option: a number of seconds from 0
 * to 1e9, into *out; false (nothing printed) otherwise. */
bool cli_parse_seconds(const char *a, double *out);

/* While a long run keeps a checkpoint: SIGINT and SIGTERM ask it to stop
 * (cgt_limit_interrupt), so that it saves and exits instead of dying
 * unsaved; cli_stop_signals_restore puts the former handlers back. */

/* `cgt nimsearch` and `cgt cram` (nimsearch.c): a ruleset's dedicated nim
 * solver (games_def_nim_search) on the board and options of argv[first..);
 * cmd names the command in messages; ruleset_key: the JSON object starts
 * with "ruleset". */
struct games_def;
int cli_nim_run(const char *cmd, const struct games_def *d, int first, int argc, char **argv,
                const cli_options *opts, bool ruleset_key);

typedef struct cli_stop_signals {
    struct sigaction old_int, old_term;
} cli_stop_signals;
void cli_stop_signals_catch(cli_stop_signals *saved);
void cli_stop_signals_restore(const cli_stop_signals *saved);

/* Evaluates one expression under the limits in opts and prints its result
 * (or its JSON object) on stdout, or the error as one line on stderr.
 * `len` is the length of text, which may contain a NUL byte (an error).
 * Returns CLI_OK or CLI_FAIL. */
int cli_eval_one(const char *text, size_t len, const cli_options *opts);
/* Runs text as a script (script.h) in the state that `cgt eval`, the REPL and
 * `cgt run` share, printing each expression statement's value as
 * cli_eval_one does.  origin (a file name, or NULL for an expression) starts
 * error messages.  Returns CLI_OK or CLI_FAIL. */
int cli_run_script(const char *text, size_t len, const char *origin, const cli_options *opts);
/* The names of the variables and functions the scripts have defined so far
 * (NULL-terminated, valid until the next script runs): the REPL completes them. */
const char *const *cli_script_names(void);
/* The same for a scoring play expression in the thesis notation (scoring.c). */
int cli_scoring_eval_one(const char *text, const cli_options *opts);
/* `cgt octal CODE --misere` (quotient 0) and `--quotient` (1): misere.c. */
int cli_octal_misere(const char *spec, size_t upto, int quotient, size_t grow_to,
                     const cli_options *opts);

/* ---- JSON output (json.c) ------------------------------------------------ */
/* Writes s[0..n) as a JSON string literal: quotes, escapes, control
 * characters as \u00XX and invalid UTF-8 bytes as U+FFFD. */
void json_write_string(FILE *f, const char *s, size_t n);

/* A single-line JSON object written member by member. */
typedef struct json_object {
    FILE *f;
    int members;
} json_object;
void json_begin(json_object *j, FILE *f);
void json_str(json_object *j, const char *key, const char *value);
void json_strn(json_object *j, const char *key, const char *value, size_t n);
void json_bool(json_object *j, const char *key, bool value);
void json_uint(json_object *j, const char *key, uint64_t value);
void json_double(json_object *j, const char *key, double value, int decimals);
/* Starts a member whose value the caller writes itself (an array, say). */
void json_key(json_object *j, const char *key);
void json_end(json_object *j); /* writes "}\n" */

#endif
