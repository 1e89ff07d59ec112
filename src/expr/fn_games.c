/* fn_games.c - expression bindings of the rulesets (games.h):
 * domineering("..|.."), cram, clobber, toads and hackenbush (graphs and strings). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"
#include "expr/expr_internal.h"

/* Evaluates the board in argument 0 under ruleset k.  A parse error's
 * "column N" inside the board becomes the column in the whole expression. */
static int ruleset_call(expr_value *out, const expr_call *call, games_ruleset k) {
    const expr_value *v = &call->args[0];
    if (v->kind != EXPR_TEXT)
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "%s needs a quoted position such as \"%s\", got %s", call->name,
                             k == GAMES_CLOBBER             ? "xo|ox"
                             : k == GAMES_TOADS             ? "tt..ff"
                             : k == GAMES_HACKENBUSH        ? "0-1:b,1-2:r"
                             : k == GAMES_HACKENBUSH_STRING ? "BRG"
                                                            : "..|..",
                             expr_kind_name(v->kind));
    game_t g = GAME_NONE;
    int rc = games_eval(&g, k, v->text, 0);
    if (rc == CGT_EPARSE) {
        const char *msg = cgt_error_message();
        size_t col = 1;
        if (strncmp(msg, "column ", 7) == 0) {
            char *end;
            col = strtoul(msg + 7, &end, 10);
            if (*end == ':') msg = end + 2;
        }
        char copy[256];
        snprintf(copy, sizeof copy, "%s", msg);
        /* the text starts one byte after the opening quote */
        return expr_error_at(call->text, call->arg_offsets[0] + col, CGT_EPARSE, "%s: %s",
                             call->name, copy);
    }
    if (rc < 0) return rc;
    return expr_set_game(out, g);
}

#define RULESET_FN(fname, kind)                                                                    \
    static int fname(expr_value *out, const expr_call *call) {                                     \
        return ruleset_call(out, call, kind);                                                      \
    }
RULESET_FN(fn_domineering, GAMES_DOMINEERING)
RULESET_FN(fn_cram, GAMES_CRAM)
RULESET_FN(fn_clobber, GAMES_CLOBBER)
RULESET_FN(fn_toads, GAMES_TOADS)

/* hackenbush("0-1:b,1-2:r") is a graph; a text of the letters B, R and G
 * only (no '-') is a string: hackenbush("BRRG"). */
static int fn_hackenbush(expr_value *out, const expr_call *call) {
    const expr_value *v = &call->args[0];
    bool string = v->kind == EXPR_TEXT && v->text[0] && !strchr(v->text, '-');
    return ruleset_call(out, call, string ? GAMES_HACKENBUSH_STRING : GAMES_HACKENBUSH);
}

const expr_function expr_fns_games[] = {
    {"domineering", 1, 1, fn_domineering,
     "domineering(\"..#|...\")  Domineering: rows split by |, # filled; Left vertical"},
    {"cram", 1, 1, fn_cram, "cram(\"...|...\")  Cram (impartial Domineering), a nimber"},
    {"clobber", 1, 1, fn_clobber, "clobber(\"xo.|ox.\")  Clobber: x Left, o Right, . empty"},
    {"toads", 1, 1, fn_toads, "toads(\"tt..ff\")  Toads and Frogs: t Left, f Right, . empty"},
    {"hackenbush", 1, 1, fn_hackenbush,
     "hackenbush(\"0-1:b,1-2:g\")  Red-Blue-Green Hackenbush (vertex 0 the ground); "
     "hackenbush(\"BRG\") a string"},
    {NULL, 0, 0, NULL, NULL},
};
