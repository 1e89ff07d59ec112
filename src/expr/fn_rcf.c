/* fn_rcf.c - expression bindings of the reduced canonical form (rcf.h). */
#include <stdio.h>
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

static int fn_permitted(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    rcf_permitted p;
    rcf_permitted_game(&p, g);
    char *s = rcf_permitted_str(&p);
    rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

static int fn_rcf_options(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE, h = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    rcf_theorem6(g, &h);
    return expr_set_game(out, h);
}

/* "holds: rcf = X" when {rcf(G^L)|rcf(G^R)} permits at most one number (then
 * Theorem 6 says rcf(G) = rcf of that form, and this is checked), else
 * "not applicable: permits (a, b)". */
static int fn_theorem6(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE, h = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    bool hyp = rcf_theorem6(g, &h);
    game_t rg = rcf_reduce(g), rh = rcf_reduce(h);
    char *a = expr_game_str(rg), *b = expr_game_str(rh), *text;
    size_t n = strlen(a) + strlen(b) + 200;
    text = cgt_malloc(n);
    if (hyp)
        snprintf(text, n,
                 "%s: {rcf(G^L)|rcf(G^R)} permits at most one number; rcf(G) = %s, "
                 "rcf({rcf(G^L)|rcf(G^R)}) = %s",
                 rg == rh ? "holds" : "FAILS", a, b);
    else
        snprintf(text, n,
                 "not applicable: {rcf(G^L)|rcf(G^R)} permits more than one number; "
                 "rcf(G) = %s, rcf({rcf(G^L)|rcf(G^R)}) = %s",
                 a, b);
    rc = expr_set_text(out, text);
    cgt_free(a);
    cgt_free(b);
    cgt_free(text);
    return rc;
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
    {"permitted", 1, 1, fn_permitted,
     "permitted(G)   the numbers x with G^L <| x <| G^R for all options (Calistrate)"},
    {"rcf_options", 1, 1, fn_rcf_options, "rcf_options(G)  {rcf(G^L) | rcf(G^R)}"},
    {"theorem6", 1, 1, fn_theorem6,
     "theorem6(G)    Calistrate's Theorem 6 checked on G: rcf(G) = rcf(rcf_options(G))"},
    {NULL, 0, 0, NULL, NULL},
};
