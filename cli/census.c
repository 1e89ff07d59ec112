/* census.c - `cgt census N [--list]`: the canonical games born by day N. */
#include <string.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/util.h"
#include "cli.h"

#define CENSUS_MAX_DAY 3

static int run_census(int argc, char **argv, const cli_options *opts) {
    bool list = false, dashdash = false;
    const char *day_arg = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!dashdash && strcmp(a, "--") == 0) {
            dashdash = true;
        } else if (!dashdash && strcmp(a, "--list") == 0) {
            list = true;
        } else if (!dashdash && strncmp(a, "--", 2) == 0) {
            return cli_usage_error("census", "unknown option '%s'", cli_excerpt(a));
        } else if (day_arg) {
            return cli_usage_error("census", "census takes one day, got '%s' and '%s'",
                                   cli_excerpt(day_arg), cli_excerpt(a));
        } else {
            day_arg = a;
        }
    }
    if (!day_arg)
        return cli_usage_error("census", "census needs a day N (0 to %d)", CENSUS_MAX_DAY);
    if (strlen(day_arg) != 1 || day_arg[0] < '0' || day_arg[0] > '0' + CENSUS_MAX_DAY)
        return cli_usage_error("census", "the day must be 0, 1, 2 or %d, not '%s'", CENSUS_MAX_DAY,
                               cli_excerpt(day_arg));
    int day = day_arg[0] - '0';

    game_t *games = NULL;
    size_t count = 0;
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    int rc = game_census(&games, &count, day);
    if (rc == 0 && cgt_aborted()) rc = cgt_limit_check();
    cgt_progress_done();
    if (rc < 0) {
        cgt_free(games);
        cli_error("%s", *cgt_error_message() ? cgt_error_message() : "census failed");
        return CLI_FAIL;
    }

    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "day", (uint64_t)day);
        json_uint(&j, "count", count);
        if (list) {
            json_key(&j, "games");
            fputc('[', stdout);
            for (size_t i = 0; i < count; i++) {
                char *s = expr_game_str(games[i]);
                if (i) fputc(',', stdout);
                json_write_string(stdout, s, strlen(s));
                cgt_free(s);
            }
            fputc(']', stdout);
        }
        json_end(&j);
    } else if (list) {
        for (size_t i = 0; i < count; i++) {
            char *s = expr_game_str(games[i]);
            puts(s);
            cgt_free(s);
        }
    } else {
        printf("%zu\n", count);
    }
    cgt_free(games);
    return CLI_OK;
}

const cli_command cli_cmd_census = {
    "census",
    "N [--list]",
    "count (or list) the canonical games born by day N <= 3",
    "Prints how many canonical short games are born by day N: 1, 4, 22 and 1474\n"
    "for N = 0, 1, 2, 3.  With --list, prints the games themselves, one per line,\n"
    "in CGSuite's order: numbers, nimbers, other number-up-stars, then the rest by\n"
    "their options.  With --json: {\"day\":N,\"count\":C}, and \"games\":[...] with\n"
    "--list.\n"
    "\n"
    "Examples:\n"
    "  cgt census 3             prints 1474\n"
    "  cgt census 1 --list      prints -1, 0, 1 and *\n",
    run_census,
    NULL, /* no subcommands */
};
