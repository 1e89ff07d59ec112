/* thermograph.c - `cgt thermograph EXPR [--svg FILE]`: the thermograph of a
 * game in CGSuite's text form, and optionally its picture as SVG. */
#include <stdio.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/loopy.h"
#include "cgt/number.h"
#include "cgt/thermo.h"
#include "cgt/util.h"
#include "cli.h"

static int fail(void) {
    return cli_fail("thermograph failed");
}

static void json_dyadic(json_object *j, const char *key, const dyadic_t x) {
    char *s = dyadic_get_str(x);
    json_str(j, key, s);
    cgt_free(s);
}

static void json_mpq(json_object *j, const char *key, const mpq_t x) {
    char *s = thermo_rational_str(x);
    json_str(j, key, s);
    cgt_free(s);
}

/* --komaster left|right: text is a loopy game whose one cycle is a ko;
 * Berlekamp's komaster thermograph (docs/loopy.md). */
static int run_ko_thermograph(const char *text, bool left, const char *svg_path,
                              const cli_options *opts) {
    double t0 = cli_now_ms();
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    loopy_game g;
    int rc = loopy_parse(&g, NULL, text);
    if (rc < 0) return fail();
    thermo_qgraph_t th;
    thermo_qgraph_init(th);
    rc = loopy_ko_thermograph(th, &g, left);
    char *value = rc == 0 ? loopy_str(&g, expr_game_str) : NULL;
    loopy_clear(&g);
    int status = CLI_OK;
    if (rc < 0) {
        status = fail();
    } else {
        char *str = thermo_qgraph_get_str(th);
        if (svg_path) {
            char *svg = thermo_qgraph_svg(th, text);
            if (cli_write_file(svg_path, svg, strlen(svg)) < 0) status = fail();
            cgt_free(svg);
        }
        if (status != CLI_OK) {
            /* the error is reported */
        } else if (opts->json) {
            mpq_t mean, temp;
            mpq_inits(mean, temp, NULL);
            thermo_qgraph_mast(mean, th);
            thermo_qgraph_temperature(temp, th);
            json_object j;
            json_begin(&j, stdout);
            json_str(&j, "expr", text);
            json_str(&j, "value", value);
            json_str(&j, "komaster", left ? "left" : "right");
            json_str(&j, "thermograph", str);
            json_mpq(&j, "mean", mean);
            json_mpq(&j, "temperature", temp);
            if (svg_path) json_str(&j, "svg", svg_path);
            json_double(&j, "time_ms", cli_now_ms() - t0, 3);
            json_end(&j);
            mpq_clears(mean, temp, NULL);
        } else {
            puts(str);
        }
        cgt_free(str);
    }
    cgt_free(value);
    thermo_qgraph_clear(th);
    return status;
}

static int run_thermograph(int argc, char **argv, const cli_options *opts) {
    const char *text = NULL, *svg_path = NULL, *komaster = NULL;
    bool dashdash = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!dashdash && strcmp(a, "--") == 0) {
            dashdash = true;
        } else if (!dashdash && strcmp(a, "--svg") == 0) {
            if (i + 1 >= argc) return cli_usage_error("thermograph", "--svg needs a file name");
            svg_path = argv[++i];
        } else if (!dashdash && strcmp(a, "--komaster") == 0) {
            if (i + 1 >= argc ||
                (strcmp(argv[i + 1], "left") != 0 && strcmp(argv[i + 1], "right") != 0))
                return cli_usage_error("thermograph", "--komaster needs left or right");
            komaster = argv[++i];
        } else if (!dashdash && strncmp(a, "--", 2) == 0) {
            return cli_usage_error("thermograph",
                                   "unknown option '%s' (put '--' before an expression "
                                   "that starts with '--')",
                                   cli_excerpt(a));
        } else if (text) {
            return cli_usage_error("thermograph",
                                   "thermograph takes one expression, got '%s' and '%s'",
                                   cli_excerpt(text), cli_excerpt(a));
        } else {
            text = a;
        }
    }
    if (!text) return cli_usage_error("thermograph", "thermograph needs an expression");
    if (komaster) return run_ko_thermograph(text, strcmp(komaster, "left") == 0, svg_path, opts);

    double t0 = cli_now_ms();
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    game_t g = GAME_NONE;
    int rc = expr_eval_game(&g, text);
    thermograph_t th;
    thermo_graph_init(th);
    dyadic_t mean, temp;
    dyadic_init(mean);
    dyadic_init(temp);
    if (rc == 0 && g == GAME_NONE) {
        rc = cgt_limit_check();
        if (rc == 0) rc = cgt_error(CGT_ELIMIT, "limit reached");
    }
    if (rc == 0) rc = thermo_thermograph(th, g);
    if (rc == 0) {
        thermo_graph_mast(mean, th);
        thermo_graph_temperature(temp, th);
    }
    char *str = rc == 0 ? thermo_graph_get_str(th) : NULL;
    if (rc == 0 && svg_path) {
        char *svg = thermo_graph_svg(th, text);
        rc = cli_write_file(svg_path, svg, strlen(svg));
        cgt_free(svg);
    }
    cgt_progress_done();
    int status = CLI_OK;
    if (rc < 0) {
        status = fail();
    } else if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "expr", text);
        char *v = expr_game_str(g);
        json_str(&j, "value", v ? v : "");
        cgt_free(v);
        json_str(&j, "thermograph", str);
        json_dyadic(&j, "mean", mean);
        json_dyadic(&j, "temperature", temp);
        if (svg_path) json_str(&j, "svg", svg_path);
        json_double(&j, "time_ms", cli_now_ms() - t0, 3);
        json_end(&j);
    } else {
        puts(str);
    }
    cgt_free(str);
    dyadic_clear(mean);
    dyadic_clear(temp);
    thermo_graph_clear(th);
    return status;
}

const cli_command cli_cmd_thermograph = {
    "thermograph",
    "EXPR [--svg FILE] | --komaster left|right LOOPY [--svg FILE]",
    "the thermograph of a game (text, or a picture with --svg); of a ko with a komaster",
    "Prints the thermograph of the game EXPR in CGSuite's form\n"
    "  Thermograph(leftMast,[temperatures],[slopes],rightMast,[...],[...])\n"
    "with each wall's critical temperatures from the highest down and its slopes\n"
    "from the mast down.  Temperatures start at -1 (CGSuite): integers are masts\n"
    "from t = -1, a number m/2^k has temperature -1/2^k.  With --svg FILE, also\n"
    "writes the picture: positive values on the left (Left's wall), temperature\n"
    "upward, critical points labelled exactly.  With --json: {\"expr\", \"value\",\n"
    "\"thermograph\", \"mean\", \"temperature\", \"svg\", \"time_ms\"}.\n"
    "With --komaster left|right, LOOPY is a loopy game in CGSuite's notation\n"
    "(docs/loopy.md) whose one cycle is a ko, and the result is Berlekamp's\n"
    "komaster thermograph: the komaster may retake only by retaking and moving\n"
    "again at once (two taxes); masts may slope and temperatures be any\n"
    "rationals (p/q); --svg draws it (an inclined mast leans).  With --json:\n"
    "{\"expr\", \"value\", \"komaster\", \"thermograph\", \"mean\", \"temperature\",\n"
    "\"svg\", \"time_ms\"}.\n"
    "\n"
    "Examples:\n"
    "  cgt thermograph '+-1'             Thermograph(0,[1],[0,-1],0,[1],[0,1])\n"
    "  cgt thermograph '{2|-1}' --svg t.svg\n"
    "  cgt thermograph --komaster left 'a{{1|a}|-1}'\n"
    "                                    Thermograph(-1/3,[2/3],[0,-2],-1/3,[2/3],[0,1])\n",
    run_thermograph,
    NULL, /* no subcommands */
};
