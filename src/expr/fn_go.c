/* fn_go.c - expression bindings of the Go regions (go.h): go_counting,
 * go_chilled (games) and go_scoring (the scoring form, printed in the
 * thesis' notation). */
#include <stdio.h>
#include <string.h>

#include "cgt/go.h"
#include "expr/expr_internal.h"
#include "expr/fn_go.h"

/* Reads the board of argument 0 and the rules of argument 1 (if any) and
 * computes the values of the whole board (the sum of its regions). */
static int board_values(go_value *v, const expr_call *call) {
    for (size_t i = 0; i < call->nargs; i++)
        if (call->args[i].kind != EXPR_TEXT)
            return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                                 i ? "%s needs the rules \"japanese\" or \"chinese\", got %s"
                                   : "%s needs a quoted board such as \"XXX|X.O|XXX\", got %s",
                                 call->name, expr_kind_name(call->args[i].kind));
    go_rules rules = GO_JAPANESE;
    if (call->nargs > 1 && go_rules_parse(&rules, call->args[1].text))
        return expr_error_at(call->text, call->arg_offsets[1], CGT_EVALUE, "%s: %s", call->name,
                             cgt_error_message());
    go_board *b;
    size_t bad = 0;
    int rc = go_parse(&b, call->args[0].text, &bad);
    if (rc) {
        char msg[256];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        /* the text starts one byte after the opening quote */
        return expr_error_at(call->text, call->arg_offsets[0] + 1 + bad, rc, "%s: %s", call->name,
                             msg);
    }
    rc = go_board_value(v, b, rules);
    go_board_free(b);
    if (rc) {
        char msg[256];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        return expr_error_at(call->text, call->arg_offsets[0], rc, "%s: %s", call->name, msg);
    }
    return 0;
}

static int fn_go_counting(expr_value *out, const expr_call *call) {
    go_value v;
    int rc = board_values(&v, call);
    return rc ? rc : expr_set_game(out, v.counting);
}

static int fn_go_chilled(expr_value *out, const expr_call *call) {
    go_value v;
    int rc = board_values(&v, call);
    return rc ? rc : expr_set_game(out, v.chilled);
}

static int fn_go_scoring(expr_value *out, const expr_call *call) {
    go_value v;
    int rc = board_values(&v, call);
    if (rc) return rc;
    if (v.scoring == SCORING_NONE)
        return expr_error_at(call->text, call->offset, CGT_ERANGE,
                             "go_scoring: the sum of the regions' forms would have more than "
                             "%.0f positions; ask for one region at a time",
                             GO_SCORING_SUM_MAX);
    if (scoring_tree_size(v.scoring) > SCORING_PRINT_MAX)
        return expr_error_at(call->text, call->offset, CGT_ERANGE,
                             "go_scoring: the form has %llu nodes written out: too large to "
                             "print; use `cgt scoring eval` for its outcome and final scores",
                             (unsigned long long)scoring_tree_size(v.scoring));
    char *s = scoring_get_str(v.scoring);
    rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

/* solve("go", "board"[, rules]): the outcome class of the whole board as a
 * scoring game (Definition 2.1.2), from its final scores found by search
 * over the regions' forms (go_board_final_scores), without the sum form. */
int fngo_solve(expr_value *out, const expr_call *call) {
    expr_call sub = *call; /* the board and the rules, as go_scoring takes them */
    sub.args = call->args + 1;
    sub.arg_offsets = call->arg_offsets + 1;
    sub.nargs = call->nargs - 1;
    for (size_t i = 0; i < sub.nargs; i++)
        if (sub.args[i].kind != EXPR_TEXT)
            return expr_error_at(call->text, sub.arg_offsets[i], CGT_EVALUE,
                                 i ? "solve(\"go\", ...) needs the rules \"japanese\" or "
                                     "\"chinese\", got %s"
                                   : "solve(\"go\", ...) needs a quoted board such as "
                                     "\"XXX|X.O|XXX\", got %s",
                                 expr_kind_name(sub.args[i].kind));
    go_rules rules = GO_JAPANESE;
    if (sub.nargs > 1 && go_rules_parse(&rules, sub.args[1].text))
        return expr_error_at(call->text, sub.arg_offsets[1], CGT_EVALUE, "solve: %s",
                             cgt_error_message());
    go_board *b;
    size_t bad = 0;
    int rc = go_parse(&b, sub.args[0].text, &bad);
    if (rc) {
        char msg[256];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        return expr_error_at(call->text, sub.arg_offsets[0] + 1 + bad, rc, "solve: %s", msg);
    }
    mpq_t sl, sr;
    mpq_init(sl);
    mpq_init(sr);
    rc = go_board_final_scores(sl, sr, b, rules);
    go_board_free(b);
    if (!rc) {
        scoring_outcome o = scoring_outcome_of_signs(mpq_sgn(sl), mpq_sgn(sr));
        rc = expr_set_text(out, scoring_outcome_name(o));
    } else {
        char msg[256];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        rc = expr_error_at(call->text, sub.arg_offsets[0], rc, "solve: %s", msg);
    }
    mpq_clear(sl);
    mpq_clear(sr);
    return rc;
}

const expr_function expr_fns_go[] = {
    {"go_counting", 1, 2, fn_go_counting,
     "go_counting(\"XXXX|X..O|XXXX\")  Go counting value (normal play, Japanese; or \"chinese\")"},
    {"go_chilled", 1, 2, fn_go_chilled,
     "go_chilled(\"XXXX|X..O|XXXX\")  Mathematical Go value: the counting value cooled by 1"},
    {"go_scoring", 1, 2, fn_go_scoring,
     "go_scoring(\"XXX|X.O|XXX\")  the Go region's scoring-play form {L|S|R} (thesis notation)"},
    {NULL, 0, 0, NULL, NULL},
};
