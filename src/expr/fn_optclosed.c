/* fn_optclosed.c - expression bindings of the option-closed rulesets
 * (optclosed.h): lawn, cricket and HACKENBUSH strings. */
#include <stdio.h>
#include <string.h>

#include "cgt/optclosed.h"
#include "expr/fn_form.h"

static int pos_arg(lawn_pos *p, const expr_call *call, size_t i) {
    const char *t;
    int rc = fnform_arg_text(&t, call, i);
    if (rc < 0) return rc;
    if (lawn_pos_parse(p, t) < 0) return fnform_error_at(call, i);
    return 0;
}

static int game_of_form(expr_value *out, form_t f) {
    return expr_set_game(out, f == FORM_NONE ? GAME_NONE : form_canonical(f));
}

static int fn_lawn(expr_value *out, const expr_call *call) {
    lawn_pos p;
    int rc = pos_arg(&p, call, 0);
    if (rc < 0) return rc;
    rc = game_of_form(out, lawn_form(&p));
    lawn_pos_clear(&p);
    return rc;
}

static int fn_lawn_form(expr_value *out, const expr_call *call) {
    lawn_pos p;
    int rc = pos_arg(&p, call, 0);
    if (rc < 0) return rc;
    rc = fnform_set(out, lawn_form(&p));
    lawn_pos_clear(&p);
    return rc;
}

static int fn_lawn_formula(expr_value *out, const expr_call *call) {
    lawn_pos p;
    int rc = pos_arg(&p, call, 0);
    if (rc < 0) return rc;
    rc = expr_set_game(out, game_from_si(lawn_formula(&p)));
    lawn_pos_clear(&p);
    return rc;
}

static int fn_cricket(expr_value *out, const expr_call *call) {
    lawn_pos p;
    int rc = pos_arg(&p, call, 0);
    if (rc < 0) return rc;
    rc = game_of_form(out, cricket_form(&p));
    lawn_pos_clear(&p);
    return rc;
}

static int fn_cricket_form(expr_value *out, const expr_call *call) {
    lawn_pos p;
    int rc = pos_arg(&p, call, 0);
    if (rc < 0) return rc;
    rc = fnform_set(out, cricket_form(&p));
    lawn_pos_clear(&p);
    return rc;
}

static int fn_cricket_reduce(expr_value *out, const expr_call *call) {
    lawn_pos p;
    int rc = pos_arg(&p, call, 0);
    if (rc < 0) return rc;
    cricket_reduce_prune(&p);
    char *s = lawn_pos_str(&p);
    rc = expr_set_text(out, s);
    cgt_free(s);
    lawn_pos_clear(&p);
    return rc;
}

static int dip(expr_value *out, const expr_call *call, bool left) {
    lawn_pos p;
    int rc = pos_arg(&p, call, 0);
    if (rc < 0) return rc;
    uint32_t d = left ? cricket_ldip(&p) : cricket_rdip(&p);
    lawn_pos_clear(&p);
    if (d == UINT32_MAX) return expr_set_text(out, "inf");
    return expr_set_game(out, game_from_si((long)d));
}
static int fn_ldip(expr_value *out, const expr_call *call) {
    return dip(out, call, true);
}
static int fn_rdip(expr_value *out, const expr_call *call) {
    return dip(out, call, false);
}

static int fn_cricket_predict(expr_value *out, const expr_call *call) {
    lawn_pos p;
    int rc = pos_arg(&p, call, 0);
    if (rc < 0) return rc;
    memset(out, 0, sizeof *out);
    out->kind = EXPR_OUTCOME;
    out->outcome = cricket_predict_outcome(&p);
    lawn_pos_clear(&p);
    return 0;
}

static int fn_hackenbush_string(expr_value *out, const expr_call *call) {
    const char *t;
    form_t f;
    int rc = fnform_arg_text(&t, call, 0);
    if (rc < 0) return rc;
    if (hackenbush_string_form(&f, t) < 0) return fnform_error_at(call, 0);
    return fnform_set(out, f);
}

const expr_function expr_fns_optclosed[] = {
    {"lawn", 1, 1, fn_lawn, "lawn(\"[5,@,2,4]\")  ROLL THE LAWN from the rules (@ = roller)"},
    {"lawn_form", 1, 1, fn_lawn_form, "lawn_form(P)   ROLL THE LAWN's literal form"},
    {"lawn_formula", 1, 1, fn_lawn_formula,
     "lawn_formula(P)  Corollary 3.2: odd bumps left minus odd bumps right"},
    {"cricket", 1, 1, fn_cricket, "cricket(\"[1,@,1]\")  CRICKET PITCH from the rules"},
    {"cricket_form", 1, 1, fn_cricket_form, "cricket_form(P)  CRICKET PITCH's literal form"},
    {"cricket_reduce", 1, 1, fn_cricket_reduce,
     "cricket_reduce(P)  reduced (Lemma 3.4) and pruned (Obs. 3.3) position"},
    {"ldip", 1, 1, fn_ldip, "ldip(P)        least odd low point left of the roller (or inf)"},
    {"rdip", 1, 1, fn_rdip, "rdip(P)        least odd low point right of the roller (or inf)"},
    {"cricket_predict", 1, 1, fn_cricket_predict,
     "cricket_predict(P)  Theorem 3.6's outcome from ldip and rdip"},
    {"hackenbush_string", 1, 1, fn_hackenbush_string,
     "hackenbush_string(\"LLR\")  literal form of a blue(L)/red(R) string"},
    {NULL, 0, 0, NULL, NULL},
};
