/* fn_sowing.c - expression bindings of the sowing games (sowing.h):
 * sowing("kalah", "3,3|3,3") prints the scoring form in the thesis'
 * notation; sowing("tchoukaillon", "1,2,0") is a nimber. */
#include <stdio.h>
#include <string.h>

#include "cgt/sowing.h"
#include "expr/expr_internal.h"

static int fn_sowing(expr_value *out, const expr_call *call) {
    for (size_t i = 0; i < 2; i++)
        if (call->args[i].kind != EXPR_TEXT)
            return expr_error_at(
                call->text, call->arg_offsets[i], CGT_EVALUE,
                i ? "sowing needs quoted houses such as \"3,3|3,3\", got %s"
                  : "sowing needs a game name, \"kalah\", \"kalah_empty_capture\" or "
                    "\"tchoukaillon\", "
                    "got %s",
                expr_kind_name(call->args[i].kind));
    const char *name = call->args[0].text, *pos = call->args[1].text;
    int rc;
    if (!strcmp(name, "tchoukaillon")) {
        unsigned pits[SOWING_MAX_HOUSES];
        size_t n;
        game_t g;
        rc = sowing_tchoukaillon_parse(pits, &n, pos);
        if (rc == CGT_EPARSE || rc == CGT_ERANGE) return expr_arg_text_error(call, 1);
        if (!rc) rc = sowing_tchoukaillon_value(&g, pits, n);
        return rc ? rc : expr_set_game(out, g);
    }
    bool empty_capture = !strcmp(name, "kalah_empty_capture");
    if (strcmp(name, "kalah") && !empty_capture)
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "sowing: unknown game '%.40s' (kalah, kalah_empty_capture or "
                             "tchoukaillon)",
                             name);
    sowing_kalah k;
    rc = sowing_kalah_parse(&k, pos);
    if (rc) return expr_arg_text_error(call, 1);
    k.empty_capture = empty_capture;
    scoring_t f;
    if ((rc = sowing_kalah_form(&f, &k))) return rc;
    if (scoring_tree_size(f) > SCORING_PRINT_MAX)
        return expr_error_at(call->text, call->offset, CGT_ERANGE,
                             "sowing: the form has %llu nodes written out: too large to print; "
                             "use `cgt scoring eval 'final_scores(sowing(kalah, \"...\"))'`",
                             (unsigned long long)scoring_tree_size(f));
    char *s = scoring_get_str(f);
    rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

const expr_function expr_fns_sowing[] = {
    {"sowing", 2, 2, fn_sowing,
     "sowing(\"kalah\", \"2,2|2,2\")  Kalah's scoring form {L|S|R} (\"kalah_empty_capture\": "
     "the rules of Irving et al.); sowing(\"tchoukaillon\", \"1,2\") a nimber"},
    {NULL, 0, 0, NULL, NULL},
};
