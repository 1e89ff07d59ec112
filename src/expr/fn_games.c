/* fn_games.c - expression bindings of the ruleset registry (games.h): one
 * function per registered ruleset, named as the ruleset (domineering("..|.."),
 * amazons(...), col("P7")...), built from the registry at run time, and
 * solve(RULESET, POSITION). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"
#include "cgt/misere.h"
#include "expr/expr_internal.h"
#include "expr/fn_go.h"
#include "expr/fn_misere.h"

static int need_position(const expr_call *call, size_t arg, const games_def *d) {
    const expr_value *v = &call->args[arg];
    if (v->kind == EXPR_TEXT) return 0;
    return expr_error_at(call->text, call->arg_offsets[arg], CGT_EVALUE,
                         "%s needs a quoted position such as \"%s\", got %s", call->name,
                         d->example, expr_kind_name(v->kind));
}

/* ruleset("position"): the value of the position under the ruleset named as
 * the function. */
static int fn_ruleset(expr_value *out, const expr_call *call) {
    const games_def *d = games_find(call->name);
    if (!d) return cgt_error(CGT_EUSAGE, "unknown ruleset %s", call->name);
    int rc = need_position(call, 0, d);
    if (rc < 0) return rc;
    game_t g = GAME_NONE;
    rc = games_def_eval(&g, d, call->args[0].text, 0);
    if (rc < 0) return rc == CGT_EPARSE ? expr_arg_text_error(call, 0) : rc;
    return expr_set_game(out, g);
}

/* solve("clobber", "xoxo..."): the outcome class by search (games_def_outcome),
 * for positions whose canonical value is too large to build. */
static int fn_solve(expr_value *out, const expr_call *call) {
    if (call->args[0].kind == EXPR_TEXT && strcmp(call->args[0].text, "go") == 0)
        return fngo_solve(out, call);
    int misere = fnmisere_convention(call);
    if (misere < 0) return misere;
    int heaps = fnmisere_solve_heaps(out, call, misere);
    if (heaps != 0) return heaps < 0 ? heaps : 0;
    int loopy = expr_loopy_solve(out, call, misere);
    if (loopy != 1) return loopy;
    const expr_value *name = &call->args[0];
    const games_def *d = name->kind == EXPR_TEXT ? games_find(name->text) : NULL;
    if (!d)
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "solve needs a ruleset name such as \"domineering\" or \"clobber\" "
                             "(every ruleset function of 'cgt help expr')");
    int rc = need_position(call, 1, d);
    if (rc < 0) return rc;
    game_outcome o;
    if (misere) {
        uint8_t *p = NULL;
        size_t len = 0;
        rc = games_def_parse(&p, &len, d, call->args[1].text);
        if (rc == 0)
            rc = misere_position_outcome(&o, d->rules, p, len, d->flags & POSITION_IMPARTIAL);
        cgt_free(p);
    } else
        rc = games_def_outcome(&o, d, call->args[1].text, 0);
    if (rc < 0) return rc == CGT_EPARSE ? expr_arg_text_error(call, 1) : rc;
    memset(out, 0, sizeof *out);
    out->kind = EXPR_OUTCOME;
    out->outcome = o;
    return 0;
}

/* impartial("domineering", "..|..") and dicotic("clobber", "xo.o"): a
 * variant of a ruleset (games_variant_eval). */
static int variant_call(expr_value *out, const expr_call *call, games_variant v) {
    const expr_value *name = &call->args[0];
    const games_def *d = name->kind == EXPR_TEXT ? games_find(name->text) : NULL;
    if (!d)
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "%s needs a ruleset name such as \"domineering\" (every ruleset "
                             "function of 'cgt help expr')",
                             call->name);
    int rc = need_position(call, 1, d);
    if (rc < 0) return rc;
    game_t g = GAME_NONE;
    rc = games_variant_eval(&g, d, v, call->args[1].text, 0);
    if (rc < 0) return rc == CGT_EPARSE ? expr_arg_text_error(call, 1) : rc;
    return expr_set_game(out, g);
}

static int fn_impartial(expr_value *out, const expr_call *call) {
    return variant_call(out, call, GAMES_VARIANT_IMPARTIAL);
}

static int fn_dicotic(expr_value *out, const expr_call *call) {
    return variant_call(out, call, GAMES_VARIANT_DICOTIC);
}

static int fn_twisted(expr_value *out, const expr_call *call) {
    return variant_call(out, call, GAMES_VARIANT_TWISTED);
}

const expr_function expr_fns_games[] = {
    {"solve", 2, 3, fn_solve,
     "solve(\"clobber\", \"xoxo.ox\"[, \"misere\"])  the outcome class by search, without the "
     "canonical value (any ruleset function, or a heap game: solve(\"kayles\", \"3,4,7\")); "
     "loopy rulesets give L R N P D NHat...: solve(\"fox_and_geese\", \"x.x.|.o..\"); "
     "solve(\"go\", \"XXX|X.O|XXX\"[, \"chinese\"]): a Go board's scoring outcome L R N P T"},
    {"impartial", 2, 2, fn_impartial,
     "impartial(\"domineering\", \"..|..\")  the impartial variant: either player makes "
     "either's moves"},
    {"dicotic", 2, 2, fn_dicotic,
     "dicotic(\"domineering\", \"..|..\")  the dicotic variant: no move unless both can move"},
    {"twisted", 2, 2, fn_twisted,
     "twisted(\"eatcake\", \"8x5\")  the twisted variant: the players swap roles after each "
     "move"},
    {NULL, 0, 0, NULL, NULL},
};

const expr_function *expr_fns_rulesets(void) {
    static expr_function *table;
    if (!table) {
        size_t n = games_count(), k = 0;
        table = calloc(n + 1, sizeof *table);  /* lives as long as the process */
        if (!table) return expr_fns_games + 4; /* the empty table */
        for (size_t i = 0; i < n; i++) {
            const games_def *d = games_at(i);
            if (d->flags & GAMES_DEF_NO_FUNCTION) continue;
            table[k++] = (expr_function){d->name, 1, 1, fn_ruleset, d->help};
        }
    }
    return table;
}
