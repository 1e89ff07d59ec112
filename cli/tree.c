/* tree.c - `cgt tree EXPR|RULESET POS`: the game tree of a game (canonical,
 * or literal with --literal) or of a ruleset position, as text, JSON or SVG
 * (tree.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/form.h"
#include "cgt/moves.h"
#include "cgt/tree.h"
#include "cgt/util.h"
#include "cli.h"

static void json_node(const game_tree *t, size_t i) {
    const tree_node *nd = &t->nodes[i];
    json_object o;
    json_begin(&o, stdout);
    char *s = expr_game_str(nd->value);
    json_str(&o, "value", s);
    cgt_free(s);
    if (nd->position) json_str(&o, "position", nd->position);
    if (nd->cut) json_bool(&o, "cut", true);
    for (int side = 0; side < 2; side++) {
        size_t from = nd->first + (side ? nd->nleft : 0), m = side ? nd->nright : nd->nleft;
        json_key(&o, side ? "right" : "left");
        fputc('[', stdout);
        for (size_t j = 0; j < m; j++) {
            if (j) fputc(',', stdout);
            json_node(t, t->kids[from + j]);
        }
        fputc(']', stdout);
    }
    fputc('}', stdout);
}

static int run_tree(int argc, char **argv, const cli_options *opts) {
    const char *args[2] = {NULL, NULL}, *svg = NULL;
    size_t nargs = 0;
    long depth = 4;
    bool literal = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--depth") == 0 && i + 1 < argc) {
            char *end;
            depth = strtol(argv[++i], &end, 10);
            if (*end || end == argv[i] || depth < 0 || depth > 1000)
                return cli_usage_error("tree", "--depth needs an integer 0..1000, got '%s'",
                                       cli_excerpt(argv[i]));
        } else if (strcmp(argv[i], "--svg") == 0 && i + 1 < argc) {
            svg = argv[++i];
        } else if (strcmp(argv[i], "--literal") == 0) {
            literal = true;
        } else if (argv[i][0] == '-' && argv[i][1] == '-') {
            return cli_usage_error("tree", "unknown option '%s' (or missing value)",
                                   cli_excerpt(argv[i]));
        } else if (nargs < 2) {
            args[nargs++] = argv[i];
        } else {
            return cli_usage_error("tree", "too many arguments: '%s'", cli_excerpt(argv[i]));
        }
    }
    if (nargs == 0) return cli_usage_error("tree", "tree needs an expression or RULESET POS");
    cgt_limits_set(opts->max_nodes, opts->timeout);
    game_tree t;
    int rc;
    if (nargs == 2) {
        games_ruleset k;
        if (moves_ruleset(&k, args[0], args[1]) < 0) return cli_fail("tree failed");
        rc = game_tree_from_position(&t, k, args[1], (int)depth);
    } else if (literal) {
        form_t f;
        rc = form_parse(&f, args[0]);
        if (rc == 0) rc = game_tree_from_form(&t, f, (int)depth);
    } else {
        game_t g;
        rc = expr_eval_game(&g, args[0]);
        if (rc == 0) rc = game_tree_from_game(&t, g, (int)depth);
    }
    if (rc < 0) return cli_fail("tree failed");
    rc = 0;
    if (svg) {
        char *s = game_tree_svg(&t, expr_game_str);
        rc = cli_write_file(svg, s, strlen(s));
        cgt_free(s);
    } else if (opts->json) {
        json_node(&t, 0);
        fputc('\n', stdout);
    } else {
        char *s = game_tree_text(&t, expr_game_str);
        fputs(s, stdout);
        cgt_free(s);
    }
    game_tree_clear(&t);
    return rc < 0 ? cli_fail("tree failed") : CLI_OK;
}

const cli_command cli_cmd_tree = {
    "tree",
    "EXPR|RULESET POS [--depth N] [--literal] [--svg FILE]",
    "the game tree of a game or a position (text, --json or SVG)",
    "Draws the game tree of a game's canonical form (of the literal form as typed\n"
    "with --literal: dominated and reversible options kept) or of a position of a\n"
    "ruleset (domineering, clobber, hackenbush, any of 'cgt help expr'), each node labelled\n"
    "with its value (and its position).  --depth N cuts the tree N moves below\n"
    "the root (default 4; a cut node ends with '...').  The text form marks Left\n"
    "options '+-L' and Right options '+-R'; --svg FILE draws Left options\n"
    "down-left and Right options down-right, as in Winning Ways; --json prints\n"
    "nested objects {value, position, cut, left, right}.\n"
    "\n"
    "Examples:\n"
    "  cgt tree '{1|0}'\n"
    "  cgt tree --literal '{1,0|0}'\n"
    "  cgt tree domineering '..|..' --depth 1\n"
    "  cgt tree '{2|1||0}' --svg tree.svg\n",
    run_tree,
    NULL,
};
