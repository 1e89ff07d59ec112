/* fn_rcf.c - expression bindings of the reduced canonical form (rcf.h). */
#include <string.h>

#include "cgt/rcf.h"
#include "expr/expr_internal.h"

static int bool_value(expr_value *out, bool b) {
    memset(out, 0, sizeof *out);
    out->kind = EXPR_BOOL;
    out->boolean = b;
    return 0;
}

#define UNARY_GAME(fname, op)                                                                      \
    static int fname(expr_value *out, const expr_call *call) {                                     \
        game_t g = GAME_NONE;                                                                      \
        int rc = expr_arg_game(&g, call, 0);                                                       \
        return rc < 0 ? rc : expr_set_game(out, op(g));                                            \
    }
UNARY_GAME(fn_rcf, rcf_reduce)
UNARY_GAME(fn_rcf_gs, rcf_reduce_gs)
UNARY_GAME(fn_cool_star, rcf_cool_star)
UNARY_GAME(fn_star_projection, rcf_star_projection)

static int fn_is_infinitesimal(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : bool_value(out, game_is_infinitesimal(g));
}

static int fn_is_numberish(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : bool_value(out, rcf_is_numberish(g));
}

static int fn_equalish(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE, h = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc == 0) rc = expr_arg_game(&h, call, 1);
    return rc < 0 ? rc : bool_value(out, rcf_equalish(g, h));
}

static int fn_geq_inf(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE, h = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc == 0) rc = expr_arg_game(&h, call, 1);
    return rc < 0 ? rc : bool_value(out, rcf_geq_inf(g, h));
}

const expr_function expr_fns_rcf[] = {
    {"rcf", 1, 1, fn_rcf, "rcf(G)         reduced canonical form (Calistrate: p(G cooled by *))"},
    {"reduced", 1, 1, fn_rcf, "reduced(G)     the reduced canonical form (rcf)"},
    {"reduced_canonical_form", 1, 1, fn_rcf,
     "reduced_canonical_form(G)  CGSuite's G.ReducedCanonicalForm (rcf)"},
    {"rcf_gs", 1, 1, fn_rcf_gs,
     "rcf_gs(G)      reduced canonical form by Grossman-Siegel reductions"},
    {"cool_star", 1, 1, fn_cool_star, "cool_star(G)   G cooled by *"},
    {"star_projection", 1, 1, fn_star_projection,
     "star_projection(G)  x* and x become x, recursively"},
    {"is_infinitesimal", 1, 1, fn_is_infinitesimal, "is_infinitesimal(G)  both stops are 0"},
    {"is_numberish", 1, 1, fn_is_numberish, "is_numberish(G)  a number plus an infinitesimal"},
    {"equalish", 2, 2, fn_equalish, "equalish(G,H)  G - H is infinitesimal"},
    {"geq_inf", 2, 2, fn_geq_inf, "geq_inf(G,H)   G >= H up to infinitesimals"},
    {NULL, 0, 0, NULL, NULL},
};
