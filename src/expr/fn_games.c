/* fn_games.c - expression bindings of the rulesets (games.h):
 * domineering("..|.."), cram, clobber, toads and hackenbush (graphs and strings). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"
#include "cgt/misere.h"
#include "expr/expr_internal.h"
#include "expr/fn_misere.h"

static const char *example_position(games_ruleset k) {
    return k == GAMES_CLOBBER             ? "xo|ox"
           : k == GAMES_TOADS             ? "tt..ff"
           : k == GAMES_HACKENBUSH        ? "0-1:b,1-2:r"
           : k == GAMES_HACKENBUSH_STRING ? "BRG"
                                          : "..|..";
}

static int need_position(const expr_call *call, size_t arg, games_ruleset k) {
    const expr_value *v = &call->args[arg];
    if (v->kind == EXPR_TEXT) return 0;
    return expr_error_at(call->text, call->arg_offsets[arg], CGT_EVALUE,
                         "%s needs a quoted position such as \"%s\", got %s", call->name,
                         example_position(k), expr_kind_name(v->kind));
}

/* Evaluates the board in argument 0 under ruleset k. */
static int ruleset_call(expr_value *out, const expr_call *call, games_ruleset k) {
    int rc = need_position(call, 0, k);
    if (rc < 0) return rc;
    game_t g = GAME_NONE;
    rc = games_eval(&g, k, call->args[0].text, 0);
    if (rc < 0) return rc == CGT_EPARSE ? expr_arg_text_error(call, 0) : rc;
    return expr_set_game(out, g);
}

/* solve("clobber", "xoxo..."): the outcome class by search (games_outcome),
 * for positions whose canonical value is too large to build. */
static int fn_solve(expr_value *out, const expr_call *call) {
    static const struct {
        const char *name;
        games_ruleset k;
    } names[] = {{"domineering", GAMES_DOMINEERING},
                 {"cram", GAMES_CRAM},
                 {"clobber", GAMES_CLOBBER},
                 {"toads", GAMES_TOADS},
                 {"hackenbush", GAMES_HACKENBUSH}};
    int misere = fnmisere_convention(call);
    if (misere < 0) return misere;
    int heaps = fnmisere_solve_heaps(out, call, misere);
    if (heaps != 0) return heaps < 0 ? heaps : 0;
    const expr_value *name = &call->args[0];
    size_t i = 0, n = sizeof names / sizeof *names;
    while (name->kind == EXPR_TEXT && i < n && strcmp(names[i].name, name->text) != 0) i++;
    if (name->kind != EXPR_TEXT || i == n)
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "solve needs a ruleset name: \"domineering\", \"cram\", "
                             "\"clobber\", \"toads\" or \"hackenbush\"");
    games_ruleset k = names[i].k;
    int rc = need_position(call, 1, k);
    if (rc < 0) return rc;
    const char *text = call->args[1].text;
    if (k == GAMES_HACKENBUSH && text[0] && !strchr(text, '-')) k = GAMES_HACKENBUSH_STRING;
    game_outcome o;
    if (misere) {
        uint8_t *p = NULL;
        size_t len = 0;
        rc = games_parse(&p, &len, k, text);
        if (rc == 0)
            rc = misere_position_outcome(&o, games_rules(k), p, len,
                                         k == GAMES_CRAM ? POSITION_IMPARTIAL : 0);
        cgt_free(p);
    } else
        rc = games_outcome(&o, k, text, 0);
    if (rc < 0) return rc == CGT_EPARSE ? expr_arg_text_error(call, 1) : rc;
    memset(out, 0, sizeof *out);
    out->kind = EXPR_OUTCOME;
    out->outcome = o;
    return 0;
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
    {"solve", 2, 3, fn_solve,
     "solve(\"clobber\", \"xoxo.ox\"[, \"misere\"])  the outcome class by search, without the "
     "canonical value (any ruleset above, or a heap game: solve(\"kayles\", \"3,4,7\"))"},
    {NULL, 0, 0, NULL, NULL},
};
