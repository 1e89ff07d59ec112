/* fn_form.c - expression bindings of literal forms (form.h): form, canonical,
 * is_option_closed, option_closed_witness, is_option_closed_here. */
#include <stdio.h>
#include <string.h>

#include "cgt/form.h"
#include "expr/fn_form.h"

/* Kept text pointer -> form id, for forms returned by functions. */
typedef struct kept_form {
    const char *text;
    form_t form;
} kept_form;
static kept_form *kept;
static size_t nkept, capkept;
static bool registered;

static void kept_free(void) {
    cgt_free(kept);
    kept = NULL;
    nkept = capkept = 0;
}

int fnform_error_at(const expr_call *call, size_t i) {
    int code = cgt_error_code();
    char msg[512];
    snprintf(msg, sizeof msg, "%s", cgt_error_message());
    return expr_error_at(call->text, call->arg_offsets[i], code ? code : CGT_EVALUE, "%s: %s",
                         call->name, msg);
}

int fnform_arg_text(const char **out, const expr_call *call, size_t i) {
    if (call->args[i].kind != EXPR_TEXT)
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                             "%s needs a quoted text here, got %s", call->name,
                             expr_kind_name(call->args[i].kind));
    *out = call->args[i].text;
    return 0;
}

int fnform_arg(form_t *out, const expr_call *call, size_t i) {
    const expr_value *v = &call->args[i];
    if (v->kind == EXPR_GAME) {
        *out = form_from_game(v->game);
        return *out == FORM_NONE ? cgt_limit_error() : 0;
    }
    if (v->kind != EXPR_TEXT)
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                             "%s needs a form ('{...}') or a game, got %s", call->name,
                             expr_kind_name(v->kind));
    for (size_t k = nkept; k-- > 0;)
        if (kept[k].text == v->text) {
            *out = kept[k].form;
            return 0;
        }
    /* a quoted form: its columns are inside the quotes */
    int rc = form_parse(out, v->text);
    if (rc < 0) {
        char msg[512];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        return expr_error_at(call->text, call->arg_offsets[i], rc, "in the form: %s", msg);
    }
    return 0;
}

int fnform_args2(form_t *a, form_t *b, const expr_call *call) {
    int rc = fnform_arg(a, call, 0);
    return rc < 0 ? rc : fnform_arg(b, call, 1);
}

int fnform_binary(expr_value *out, const expr_call *call, form_t (*op)(form_t, form_t)) {
    form_t a, b;
    int rc = fnform_args2(&a, &b, call);
    return rc < 0 ? rc : fnform_set(out, op(a, b));
}

int fnform_set(expr_value *out, form_t f) {
    if (f == FORM_NONE) return cgt_limit_error();
    char *s = form_str(f, 100000);
    int rc = expr_set_text(out, s);
    cgt_free(s);
    if (rc < 0) return rc;
    if (!registered) {
        game_table_on_free(kept_free);
        registered = true;
    }
    if (nkept == capkept)
        kept = cgt_realloc(kept, (capkept = capkept ? capkept * 2 : 64) * sizeof *kept);
    kept[nkept].text = out->text;
    kept[nkept++].form = f;
    return 0;
}

static int bool_value(expr_value *out, bool b) {
    memset(out, 0, sizeof *out);
    out->kind = EXPR_BOOL;
    out->boolean = b;
    return 0;
}

static int fn_form(expr_value *out, const expr_call *call) {
    form_t f;
    int rc = fnform_arg(&f, call, 0);
    return rc < 0 ? rc : fnform_set(out, f);
}

static int fn_canonical(expr_value *out, const expr_call *call) {
    form_t f;
    int rc = fnform_arg(&f, call, 0);
    return rc < 0 ? rc : expr_set_game(out, form_canonical(f));
}

static int fn_is_option_closed(expr_value *out, const expr_call *call) {
    form_t f;
    int rc = fnform_arg(&f, call, 0);
    return rc < 0 ? rc : bool_value(out, form_is_option_closed(f, NULL));
}

static int fn_is_option_closed_here(expr_value *out, const expr_call *call) {
    form_t f;
    int rc = fnform_arg(&f, call, 0);
    return rc < 0 ? rc : bool_value(out, form_is_option_closed_here(f, NULL));
}

static int fn_option_closed_witness(expr_value *out, const expr_call *call) {
    form_t f;
    form_witness w;
    int rc = fnform_arg(&f, call, 0);
    if (rc < 0) return rc;
    if (form_is_option_closed(f, &w)) return expr_set_text(out, "option-closed");
    char *s = form_witness_str(&w);
    rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

static int fn_form_size(expr_value *out, const expr_call *call) {
    form_t f;
    int rc = fnform_arg(&f, call, 0);
    return rc < 0 ? rc : expr_set_game(out, game_from_si((long)form_num_followers(f)));
}

const expr_function expr_fns_form[] = {
    {"form", 1, 1, fn_form, "form(F)        the literal form F ('{...}' or a game), unsimplified"},
    {"canonical", 1, 1, fn_canonical, "canonical(F)   the canonical form of the literal form F"},
    {"is_option_closed", 1, 1, fn_is_option_closed,
     "is_option_closed(F)  F^LL in F^L, F^RR in F^R at F and every follower"},
    {"is_option_closed_here", 1, 1, fn_is_option_closed_here,
     "is_option_closed_here(F)  F^LL in F^L and F^RR in F^R at F itself only"},
    {"option_closed_witness", 1, 1, fn_option_closed_witness,
     "option_closed_witness(F)  why F is not option-closed"},
    {"form_size", 1, 1, fn_form_size, "form_size(F)   distinct followers of F, F included"},
    {NULL, 0, 0, NULL, NULL},
};
