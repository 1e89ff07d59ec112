/* fn_optclosed.c - expression bindings of the option-closed rulesets
 * (optclosed.h): lawn, cricket and HACKENBUSH strings. */
#include <stdio.h>
#include <string.h>

#include "cgt/mazegame.h"
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
    rc = expr_set_game(out, cricket_value(&p));
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

/* A MAZE board: the text itself if it starts with '+' (lines separated by
 * newlines or by the two characters \n), else the path of a board file. */
static int board_arg(grid *g, const expr_call *call, size_t i) {
    const char *t;
    int rc = fnform_arg_text(&t, call, i);
    if (rc < 0) return rc;
    const char *p = t;
    while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t') p++;
    if (*p == '+') {
        rc = mazegame_read(g, t);
    } else if (!expr_files_allowed()) {
        memset(g, 0, sizeof *g);
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EUSAGE,
                             "%s: reading files is switched off here (give the board itself, "
                             "starting with '+')",
                             call->name);
    } else if ((rc = grid_read_file(g, t)) == 0 && (rc = mazegame_check(g)) < 0) {
        grid_clear(g);
    }
    return rc < 0 ? fnform_error_at(call, i) : 0;
}

static int fn_mazegame(expr_value *out, const expr_call *call) {
    grid g;
    int rc = board_arg(&g, call, 0);
    if (rc < 0) return rc;
    rc = expr_set_game(out, mazegame_value(&g, mazegame_start(&g)));
    grid_clear(&g);
    return rc;
}

static int fn_mazegame_form(expr_value *out, const expr_call *call) {
    grid g;
    int rc = board_arg(&g, call, 0);
    if (rc < 0) return rc;
    rc = fnform_set(out, mazegame_form(&g, mazegame_start(&g)));
    grid_clear(&g);
    return rc;
}

static int fn_mazegame_rcf(expr_value *out, const expr_call *call) {
    grid g;
    mazegame_rcf r;
    int rc = board_arg(&g, call, 0);
    if (rc < 0) return rc;
    if ((rc = mazegame_rcf_all(&r, &g)) == 0) {
        rc = expr_set_game(out, mazegame_rcf_game(&r, mazegame_start(&g)));
        mazegame_rcf_clear(&r);
    }
    grid_clear(&g);
    return rc;
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
    {"mazegame", 1, 1, fn_mazegame,
     "mazegame(B)    MAZE value at the start (B: board text with \\n, or a file)"},
    {"mazegame_form", 1, 1, fn_mazegame_form, "mazegame_form(B)  MAZE's literal form at the start"},
    {"mazegame_rcf", 1, 1, fn_mazegame_rcf,
     "mazegame_rcf(B)  rcf at the start by Theorem 14 (linear time)"},
    {NULL, 0, 0, NULL, NULL},
};
