/* fn_compound.c - expression bindings of compound.h: the ordinal sum, the
 * compounds of ONAG ch. 14 and the sequential join on literal forms, nim
 * multiplication and division, the Conway product.  The operators G:H, G**H
 * and G/H are read by the parser (parser.c). */
#include <string.h>

#include "cgt/compound.h"
#include "expr/fn_form.h"

/* A lower module's error with the column of the call. */
static int call_error(const expr_call *call, int rc) {
    if (rc == CGT_ELIMIT) return rc;
    return fnform_error_at(call, 0);
}

static int fn_ordinal_sum(expr_value *out, const expr_call *call) {
    if (call->args[0].kind == EXPR_GAME && call->args[1].kind == EXPR_GAME)
        return expr_set_game(out, compound_ordinal_sum(call->args[0].game, call->args[1].game));
    return fnform_binary(out, call, compound_ordinal_sum_form);
}

static int compound_call(expr_value *out, const expr_call *call, compound_kind kind) {
    form_t f, k;
    int rc = fnform_args2(&f, &k, call);
    return rc < 0 ? rc : fnform_set(out, compound_form(kind, f, k));
}

#define COMPOUND_FN(fname, kind)                                                                   \
    static int fname(expr_value *out, const expr_call *call) {                                     \
        return compound_call(out, call, kind);                                                     \
    }
COMPOUND_FN(fn_conjunctive, COMPOUND_CONJUNCTIVE)
COMPOUND_FN(fn_selective, COMPOUND_SELECTIVE)
COMPOUND_FN(fn_continued, COMPOUND_CONTINUED)
COMPOUND_FN(fn_diminished, COMPOUND_DIMINISHED)
COMPOUND_FN(fn_shortened, COMPOUND_SHORTENED)
COMPOUND_FN(fn_sequential, COMPOUND_SEQUENTIAL)

/* A product or quotient of two games: op is the operator token for
 * transfinite nimbers (either argument one: their arithmetic), fn the
 * finite case's library call. */
static int game_product(expr_value *out, const expr_call *call, int op,
                        int (*fn)(game_t *, game_t, game_t)) {
    if (expr_tnim_of(&call->args[0]) || expr_tnim_of(&call->args[1]))
        return expr_tnim_binary(out, op, &call->args[0], &call->args[1], call->text, call->offset,
                                call->name);
    game_t a, b, r = GAME_NONE;
    int rc = expr_arg_game(&a, call, 0);
    if (rc == 0) rc = expr_arg_game(&b, call, 1);
    if (rc == 0 && (rc = fn(&r, a, b)) < 0) return call_error(call, rc);
    return rc < 0 ? rc : expr_set_game(out, r);
}

static int fn_nim_product(expr_value *out, const expr_call *call) {
    return game_product(out, call, TOK_POW, compound_nim_product);
}
static int fn_nim_quotient(expr_value *out, const expr_call *call) {
    return game_product(out, call, TOK_DIV, compound_nim_quotient);
}
static int fn_conway_product(expr_value *out, const expr_call *call) {
    return game_product(out, call, TOK_POW, compound_conway_product);
}

const expr_function expr_fns_compound[] = {
    {"ordinal_sum", 2, 2, fn_ordinal_sum,
     "ordinal_sum(G,H)  G:H = {G^L, G:H^L | G^R, G:H^R} (forms stay forms)"},
    {"conjunctive", 2, 2, fn_conjunctive,
     "conjunctive(F,G)  the conjunctive compound {F^L△G^L | F^R△G^R}, a form"},
    {"selective", 2, 2, fn_selective,
     "selective(F,G)  the selective compound: move in any nonempty set of components"},
    {"continued_conjunctive", 2, 2, fn_continued,
     "continued_conjunctive(F,G)  move in every component that still has a move"},
    {"diminished_disjunctive", 2, 2, fn_diminished,
     "diminished_disjunctive(F,G)  move in one component; ends when one has no move"},
    {"shortened_selective", 2, 2, fn_shortened,
     "shortened_selective(F,G)  selective; ends when one component has no move"},
    {"sequential_join", 2, 2, fn_sequential,
     "sequential_join(F,G)  F is played out first, then G (seed 004, Def. 1.5.2)"},
    {"nim_product", 2, 2, fn_nim_product, "nim_product(*a,*b)  *a ** *b, the nim product"},
    {"nim_quotient", 2, 2, fn_nim_quotient, "nim_quotient(*a,*b)  *a / *b, nim division"},
    {"conway_product", 2, 2, fn_conway_product,
     "conway_product(x,y)  x ** y: the product of numbers (of nimbers: nim product)"},
    {NULL, 0, 0, NULL, NULL},
};
