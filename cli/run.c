/* run.c - `cgt run FILE`: runs a script of the calculator's language
 * (script.h, docs/expr.md "Scripts"), printing each expression statement's
 * value as `cgt eval` does. */
#include <string.h>

#include "cgt/util.h"
#include "cli.h"

static int run_run(int argc, char **argv, const cli_options *opts) {
    const char *path = NULL;
    bool dashdash = false;
    for (int i = 1; i < argc; i++) {
        if (!dashdash && strcmp(argv[i], "--") == 0) {
            dashdash = true;
        } else if (!dashdash && strncmp(argv[i], "--", 2) == 0) {
            return cli_usage_error("run", "unknown option '%s'", cli_excerpt(argv[i]));
        } else if (path) {
            return cli_usage_error("run", "run takes one FILE ('%s' is one too many)",
                                   cli_excerpt(argv[i]));
        } else {
            path = argv[i];
        }
    }
    if (!path) return cli_usage_error("run", "run needs a script FILE ('-' reads stdin)");
    char *text;
    size_t len;
    if (cgt_file_read(&text, &len, path) < 0) return cli_fail("cannot read the script");
    int rc = cli_run_script(text, len, path, opts);
    cgt_free(text);
    return rc;
}

const cli_command cli_cmd_run = {
    "run",
    "FILE",
    "run a script: variables, functions, for loops, lists",
    "Runs the statements of FILE ('-' reads stdin) in the calculator's language\n"
    "(docs/expr.md, \"Scripts\"), printing the value of each expression statement\n"
    "as 'cgt eval' does:\n"
    "  g := {0|*}                 a variable (nothing printed)\n"
    "  f(x, y) := x + y           a function of the expression after :=\n"
    "  for n in 1..3 do f(g, n) end     for over an integer range\n"
    "  for h in [0, *, g] do h + h end  for over a list; L := [1, 2] is a list\n"
    "  # a comment                ';' or a newline ends a statement\n"
    "The first error stops the run: \"cgt: FILE: line L, column C: ...\", exit\n"
    "status 1.  --max-nodes and --timeout bound the whole run.  With --json each\n"
    "printed value is an object as in 'cgt help eval' (lists: \"type\":\"list\",\n"
    "\"value\" an array of strings).\n"
    "\n"
    "Examples:\n"
    "  cgt run study.cgt\n"
    "  printf 'g := ^\\nfor n in 1..3 do g + n end\\n' | cgt run -\n",
    run_run,
    NULL, /* no subcommands */
};
