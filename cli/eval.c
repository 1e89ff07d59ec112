/* eval.c - `cgt eval EXPR...`, and the evaluation of one expression that the
 * REPL shares: limits, the printed result or JSON object, one-line errors. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/thermo.h"
#include "cgt/game.h"
#include "cgt/script.h"
#include "cgt/util.h"
#include "cli.h"

/* JSON integers stay exact in every common reader below 2^53. */
#define JSON_SAFE_INT ((uint64_t)1 << 53)

static const char *kind_name(expr_kind k) {
    switch (k) {
    case EXPR_GAME: return "game";
    case EXPR_BOOL: return "bool";
    case EXPR_OUTCOME: return "outcome";
    case EXPR_TEXT: return "text";
    }
    return "unknown";
}

static const char *status_name(int code) {
    switch (code) {
    case CGT_EPARSE: return "parse";
    case CGT_EVALUE: return "value";
    case CGT_ELIMIT: return "limit";
    case CGT_EIO: return "io";
    case CGT_ERANGE: return "range";
    case CGT_EUSAGE: return "usage";
    }
    return "error";
}

/* Writes a game as a JSON member holding its canonical form. */
static void json_game(json_object *j, const char *key, game_t g) {
    char *s = expr_game_str(g);
    json_str(j, key, s ? s : "");
    cgt_free(s);
}

/* The facts about a game that --json adds.  Computed under the same limits as
 * the expression; returns a negative status if a limit stopped them. */
static int json_game_facts(json_object *j, game_t g) {
    game_t ls = game_left_stop(g), rs = game_right_stop(g);
    uint64_t birthday = game_birthday(g);
    game_outcome outcome = game_get_outcome(g);
    bool is_number = game_is_number(g), is_nimber = game_is_nimber(g);
    bool is_inf = game_is_infinitesimal(g), is_all_small = game_is_all_small(g);
    game_t mean = thermo_mean_game(g), temp = thermo_temperature_game(g);
    if (cgt_aborted() || ls == GAME_NONE || rs == GAME_NONE || mean == GAME_NONE ||
        temp == GAME_NONE) {
        int rc = cgt_limit_check();
        return rc < 0 ? rc : cgt_error(CGT_ELIMIT, "limit reached");
    }
    char oc[2] = {game_outcome_char(outcome), '\0'};
    json_str(j, "outcome", oc);
    json_game(j, "left_stop", ls);
    json_game(j, "right_stop", rs);
    json_game(j, "mean", mean);
    json_game(j, "temperature", temp);
    if (birthday < JSON_SAFE_INT) {
        json_uint(j, "birthday", birthday);
    } else {
        dyadic_t b;
        dyadic_init(b);
        game_birthday_dyadic(b, g);
        char *s = dyadic_get_str(b);
        json_str(j, "birthday", s);
        cgt_free(s);
        dyadic_clear(b);
    }
    json_bool(j, "is_number", is_number);
    json_bool(j, "is_nimber", is_nimber);
    json_bool(j, "is_infinitesimal", is_inf);
    json_bool(j, "is_all_small", is_all_small);
    return 0;
}

static int report_error(const char *text, size_t len, const cli_options *opts, int rc, double ms) {
    const char *msg = cgt_error_message();
    if (!msg || !*msg) msg = "evaluation failed";
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_strn(&j, "expr", text, len);
        json_str(&j, "error", msg);
        json_str(&j, "error_kind", status_name(rc));
        json_double(&j, "time_ms", ms, 3);
        json_end(&j);
    }
    cli_error("%s", msg);
    return CLI_FAIL;
}

/* Prints one value of an expression: plain, or its JSON object.  Returns
 * CLI_OK, or CLI_FAIL after reporting the error (a limit reached while the
 * JSON facts are computed). */
static int print_value(const char *text, size_t len, expr_value v, const cli_options *opts,
                       double t0) {
    int rc = 0;
    if (cgt_aborted() || (v.kind == EXPR_GAME && v.game == GAME_NONE)) {
        rc = cgt_limit_check();
        if (rc == 0) rc = cgt_error(CGT_ELIMIT, "limit reached");
        cgt_progress_done();
        return report_error(text, len, opts, rc, cli_now_ms() - t0);
    }
    if (!opts->json) {
        char *s = expr_value_str(&v);
        cgt_progress_done();
        if (!s) return report_error(text, len, opts, cgt_error(CGT_EVALUE, "cannot print"), 0);
        puts(s);
        cgt_free(s);
        /* printing stopped on a limit: the text so far ends in "..." */
        if (cgt_aborted()) return report_error(text, len, opts, cgt_limit_error(), 0);
        return CLI_OK;
    }
    /* JSON: build the line in memory so that a limit reached while computing
     * the facts leaves no half-written object behind. */
    char *buf = NULL;
    size_t size = 0;
    FILE *mem = open_memstream(&buf, &size);
    if (!mem) return report_error(text, len, opts, cgt_error(CGT_EIO, "out of memory"), 0);
    json_object j;
    json_begin(&j, mem);
    json_strn(&j, "expr", text, len);
    json_str(&j, "type", kind_name(v.kind));
    switch (v.kind) {
    case EXPR_GAME:
        json_game(&j, "value", v.game);
        rc = json_game_facts(&j, v.game);
        break;
    case EXPR_BOOL: json_bool(&j, "value", v.boolean); break;
    case EXPR_OUTCOME: {
        char oc[2] = {game_outcome_char(v.outcome), '\0'};
        json_str(&j, "value", oc);
        break;
    }
    case EXPR_TEXT: json_str(&j, "value", v.text); break;
    }
    double ms = cli_now_ms() - t0;
    json_double(&j, "time_ms", ms, 3);
    json_end(&j);
    fclose(mem);
    cgt_progress_done();
    if (rc < 0) {
        free(buf);
        return report_error(text, len, opts, rc, ms);
    }
    fwrite(buf, 1, size, stdout);
    free(buf);
    return CLI_OK;
}

/* The state of the calculator's scripts (script.h): variables and functions
 * live across the expressions of `cgt eval`, the lines of the REPL and the
 * statements of `cgt run`. */
static script_state *state;
static const char **names; /* cli_script_names() */
static void free_state(void) {
    script_free(state);
    state = NULL;
    cgt_free(names);
    names = NULL;
}

typedef struct print_ctx {
    const cli_options *opts;
    double t0;
    bool reported; /* print_value reported an error: stop without a second message */
} print_ctx;

static int print_statement(void *ctx, const char *stmt, size_t len, const script_value *sv) {
    print_ctx *c = ctx;
    int rc = CLI_OK;
    if (!sv->is_list) {
        rc = print_value(stmt, len, sv->value, c->opts, c->t0);
    } else if (!c->opts->json) {
        char *s = script_value_str(sv);
        if (s) puts(s);
        cgt_free(s);
    } else { /* {"expr", "type":"list", "value":[...], "time_ms"}; a table's value is
              * [[key, value], ...] in the order the keys were set */
        json_object j;
        json_begin(&j, stdout);
        json_strn(&j, "expr", stmt, len);
        json_str(&j, "type", sv->is_table ? "table" : "list");
        json_key(&j, "value");
        putchar('[');
        for (size_t i = 0; i < sv->n; i++) {
            if (i) putchar(',');
            if (sv->is_table) {
                char *k = expr_value_str(&sv->keys[i]);
                putchar('[');
                json_write_string(stdout, k ? k : "", k ? strlen(k) : 0);
                putchar(',');
                cgt_free(k);
            }
            char *s = expr_value_str(&sv->items[i]);
            json_write_string(stdout, s ? s : "", s ? strlen(s) : 0);
            if (sv->is_table) putchar(']');
            cgt_free(s);
        }
        putchar(']');
        json_double(&j, "time_ms", cli_now_ms() - c->t0, 3);
        json_end(&j);
    }
    if (rc == CLI_OK && sv->is_list && cgt_aborted()) { /* a printing stopped on a limit */
        cgt_limit_error();
        cli_error("%s", cgt_error_message());
        rc = CLI_FAIL;
    }
    c->t0 = cli_now_ms();
    if (rc == CLI_OK) return 0;
    c->reported = true;
    return CGT_EVALUE;
}

int cli_run_script(const char *text, size_t len, const char *origin, const cli_options *opts) {
    double t0 = cli_now_ms();
    const char *nul = memchr(text, '\0', len);
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    const char *shown = origin ? origin : text;
    size_t shown_len = origin ? strlen(origin) : len;
    if (nul) {
        int rc = cgt_error(CGT_EPARSE, "column %zu: unexpected NUL byte", (size_t)(nul - text) + 1);
        return report_error(shown, shown_len, opts, rc, cli_now_ms() - t0);
    }
    size_t blank = 0;
    while (blank < len && (text[blank] == ' ' || text[blank] == '\t')) blank++;
    if (blank == len && !origin) { /* nothing to run: the expression parser's error */
        expr_value v;
        int rc = expr_eval(&v, text);
        return rc < 0 ? report_error(text, len, opts, rc, cli_now_ms() - t0) : CLI_OK;
    }
    if (!state) {
        state = script_new();
        atexit(free_state);
    }
    print_ctx c = {opts, t0, false};
    int rc = script_run(state, text, print_statement, &c);
    if (rc < 0 && !c.reported) {
        cgt_progress_done();
        if (origin) { /* name the file before the line and column */
            char msg[600];
            snprintf(msg, sizeof msg, "%s", cgt_error_message());
            cgt_error(rc, "%s: %s", cli_excerpt(origin), msg);
        }
        return report_error(shown, shown_len, opts, rc, cli_now_ms() - c.t0);
    }
    return rc < 0 ? CLI_FAIL : CLI_OK;
}

const char *const *cli_script_names(void) {
    size_t n = state ? script_names(state, NULL, 0) : 0;
    names = cgt_realloc(names, (n + 1) * sizeof *names);
    if (state) script_names(state, names, n);
    names[n] = NULL;
    return names;
}

int cli_eval_one(const char *text, size_t len, const cli_options *opts) {
    return cli_run_script(text, len, NULL, opts);
}

static int run_eval(int argc, char **argv, const cli_options *opts) {
    int status = CLI_OK, count = 0;
    bool dashdash = false;
    for (int i = 1; i < argc; i++) {
        if (!dashdash && strcmp(argv[i], "--") == 0) {
            dashdash = true;
        } else if (!dashdash && strncmp(argv[i], "--", 2) == 0) {
            return cli_usage_error("eval",
                                   "unknown option '%s' (put '--' before an expression "
                                   "that starts with '--')",
                                   cli_excerpt(argv[i]));
        }
    }
    dashdash = false;
    for (int i = 1; i < argc; i++) {
        if (!dashdash && strcmp(argv[i], "--") == 0) {
            dashdash = true;
            continue;
        }
        count++;
        if (cli_eval_one(argv[i], strlen(argv[i]), opts) != CLI_OK) status = CLI_FAIL;
    }
    if (count == 0) return cli_usage_error("eval", "eval needs at least one expression");
    return status;
}

const cli_command cli_cmd_eval = {
    "eval",
    "EXPR...",
    "evaluate expressions, one result per line",
    "Each EXPR is evaluated separately; its value is printed on one line: a game in\n"
    "CGSuite notation, true/false for a comparison, L/R/N/P for outcome(G).  An\n"
    "expression with an error prints one line \"cgt: column N: ...\" on stderr; the\n"
    "others are still evaluated and the exit status is 1.  Quote expressions for\n"
    "the shell; put '--' before one that starts with '--'.\n"
    "\n"
    "With --json each expression gives one JSON object per line:\n"
    "  game:    {\"expr\", \"type\":\"game\", \"value\", \"outcome\", \"left_stop\",\n"
    "            \"right_stop\", \"birthday\", \"is_number\", \"is_nimber\",\n"
    "            \"is_infinitesimal\", \"is_all_small\", \"time_ms\"}\n"
    "  bool:    {\"expr\", \"type\":\"bool\", \"value\":true|false, \"time_ms\"}\n"
    "  outcome: {\"expr\", \"type\":\"outcome\", \"value\":\"N\", \"time_ms\"}\n"
    "  error:   {\"expr\", \"error\", \"error_kind\", \"time_ms\"} (and the line on stderr)\n"
    "\n"
    "Examples:\n"
    "  cgt eval '{0|*}' '*2+*3' '{3||2+*|1+*}'     prints ^, * and {3||2*|1*}\n"
    "  cgt eval '^ > 0' 'outcome(+-1)'             prints true and N\n"
    "  cgt --json eval '{1|-1}'\n",
    run_eval,
    NULL, /* no subcommands */
};
