/* functions.c - the table of built-in functions callable as name(args), and
 * the games the notation names (switches, Tiny, Miny).  To add a function,
 * write it here and add one row to `functions`; the parser needs no change. */
#include <string.h>

#include "expr/expr_internal.h"

/* ---- games named by the notation ------------------------------------------- */

game_t expr_switch(const game_t *opts, size_t n) {
    game_t small[8];
    game_t *neg = n <= 8 ? small : cgt_malloc(n * sizeof *neg);
    for (size_t i = 0; i < n; i++) neg[i] = game_neg(opts[i]);
    game_t g = game_make(opts, n, neg, n);
    if (neg != small) cgt_free(neg);
    return g;
}

game_t expr_tiny(game_t x) {
    game_t zero = game_zero(), mx = game_neg(x);
    game_t inner = game_make(&zero, 1, &mx, 1); /* {0 | -x} */
    return game_make(&zero, 1, &inner, 1);
}

game_t expr_miny(game_t x) {
    game_t zero = game_zero();
    game_t inner = game_make(&x, 1, &zero, 1); /* {x | 0} */
    return game_make(&inner, 1, &zero, 1);
}

/* ---- argument helpers --------------------------------------------------------- */

const char *expr_kind_name(expr_kind k) {
    switch (k) {
    case EXPR_GAME: return "a game";
    case EXPR_BOOL: return "a boolean";
    case EXPR_OUTCOME: return "an outcome";
    }
    return "a value";
}

int expr_arg_game(game_t *out, const expr_call *call, size_t i) {
    const expr_value *v = &call->args[i];
    if (v->kind != EXPR_GAME)
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                             "%s needs a game, got %s", call->name, expr_kind_name(v->kind));
    *out = v->game;
    return 0;
}

static int set_game(expr_value *out, game_t g) {
    memset(out, 0, sizeof *out);
    out->kind = EXPR_GAME;
    out->game = g;
    return 0;
}

/* ---- the built-ins -------------------------------------------------------------- */

static int fn_outcome(expr_value *out, const expr_call *call) {
    game_t g;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    memset(out, 0, sizeof *out);
    out->kind = EXPR_OUTCOME;
    out->outcome = game_get_outcome(g);
    return 0;
}

static int fn_left_stop(expr_value *out, const expr_call *call) {
    game_t g;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : set_game(out, game_left_stop(g));
}

static int fn_right_stop(expr_value *out, const expr_call *call) {
    game_t g;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : set_game(out, game_right_stop(g));
}

static int fn_birthday(expr_value *out, const expr_call *call) {
    game_t g;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    dyadic_t b;
    dyadic_init(b);
    game_birthday_dyadic(b, g);
    game_t r = cgt_aborted() ? GAME_NONE : game_from_dyadic(b);
    dyadic_clear(b);
    return set_game(out, r);
}

static int fn_tiny(expr_value *out, const expr_call *call) {
    game_t g;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : set_game(out, expr_tiny(g));
}

static int fn_miny(expr_value *out, const expr_call *call) {
    game_t g;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : set_game(out, expr_miny(g));
}

static const expr_function functions[] = {
    {"outcome", 1, 1, fn_outcome, "outcome(G)     the outcome class: L, R, N or P"},
    {"left_stop", 1, 1, fn_left_stop, "left_stop(G)   the left stop, a number"},
    {"right_stop", 1, 1, fn_right_stop, "right_stop(G)  the right stop, a number"},
    {"birthday", 1, 1, fn_birthday, "birthday(G)    the birthday of the canonical form"},
    {"Tiny", 1, 1, fn_tiny, "Tiny(G)        {0||0|-G}"},
    {"Miny", 1, 1, fn_miny, "Miny(G)        {G|0||0}"},
};
#define NFUNCTIONS (sizeof functions / sizeof functions[0])

const expr_function *expr_function_find(const char *name, size_t len) {
    for (size_t i = 0; i < NFUNCTIONS; i++)
        if (strlen(functions[i].name) == len && memcmp(functions[i].name, name, len) == 0)
            return &functions[i];
    return NULL;
}

const char *const *expr_function_names(void) {
    static const char *names[NFUNCTIONS + 1];
    if (!names[0])
        for (size_t i = 0; i < NFUNCTIONS; i++) names[i] = functions[i].name;
    return names;
}
