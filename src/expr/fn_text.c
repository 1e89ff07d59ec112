/* fn_text.c - text builders for positions written by formula (cgt table):
 * rect(R,C), repeat(T,N), concat(A,...). */
#include <stdio.h>
#include <string.h>

#include "expr/expr_internal.h"

/* Texts longer than this are refused (a board of 4096 cells fits). */
#define TEXT_MAX 100000

/* A non-negative integer argument no larger than max. */
static int arg_count(long *out, const expr_call *call, size_t i, long max) {
    game_t g;
    int rc = expr_arg_game(&g, call, i);
    if (rc < 0) return rc;
    dyadic_t x;
    dyadic_init(x);
    bool ok = game_is_integer(g);
    if (ok) {
        game_get_dyadic(x, g);
        ok = dyadic_get_si(out, x) && *out >= 0 && *out <= max;
    }
    dyadic_clear(x);
    if (!ok)
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                             "%s needs an integer 0..%ld here", call->name, max);
    return 0;
}

static int fn_rect(expr_value *out, const expr_call *call) {
    long r, c;
    int rc = arg_count(&r, call, 0, 255);
    if (rc == 0) rc = arg_count(&c, call, 1, 255);
    if (rc < 0) return rc;
    if (r == 0 || c == 0)
        return expr_error_at(call->text, call->offset, CGT_EVALUE,
                             "rect needs at least one row and one column");
    expr_buf b = {0};
    for (long i = 0; i < r; i++) {
        if (i) expr_buf_putc(&b, '|');
        expr_buf_putn(&b, '.', (size_t)c);
    }
    char *s = expr_buf_take(&b);
    rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

/* Appends argument i (a text, or an integer written in digits). */
static int put_arg(expr_buf *b, const expr_call *call, size_t i) {
    const expr_value *v = &call->args[i];
    if (v->kind == EXPR_TEXT) {
        expr_buf_puts(b, v->text);
        return 0;
    }
    if (v->kind == EXPR_GAME && game_is_integer(v->game)) {
        char *s = expr_game_str(v->game);
        expr_buf_puts(b, s);
        cgt_free(s);
        return 0;
    }
    return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                         "%s needs a text or an integer here, got %s", call->name,
                         expr_kind_name(v->kind));
}

static int finish(expr_value *out, const expr_call *call, expr_buf *b) {
    char *s = expr_buf_take(b);
    int rc = strlen(s) > TEXT_MAX
                 ? expr_error_at(call->text, call->offset, CGT_EVALUE,
                                 "%s: text longer than %d bytes", call->name, TEXT_MAX)
                 : expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

static int fn_repeat(expr_value *out, const expr_call *call) {
    long n;
    int rc = arg_count(&n, call, 1, TEXT_MAX);
    if (rc < 0) return rc;
    expr_buf b = {0};
    for (long i = 0; i < n && rc == 0 && b.len <= TEXT_MAX; i++) rc = put_arg(&b, call, 0);
    if (rc < 0) {
        cgt_free(expr_buf_take(&b));
        return rc;
    }
    return finish(out, call, &b);
}

static int fn_concat(expr_value *out, const expr_call *call) {
    expr_buf b = {0};
    int rc = 0;
    for (size_t i = 0; i < call->nargs && rc == 0; i++) rc = put_arg(&b, call, i);
    if (rc < 0) {
        cgt_free(expr_buf_take(&b));
        return rc;
    }
    return finish(out, call, &b);
}

const expr_function expr_fns_text[] = {
    {"rect", 2, 2, fn_rect, "rect(R,C)      an empty R x C board \"...|...\" (for cgt table)"},
    {"repeat", 2, 2, fn_repeat, "repeat(T,N)    the text T written N times"},
    {"concat", 1, 64, fn_concat, "concat(A,...)  texts and integers written one after another"},
    {NULL, 0, 0, NULL, NULL},
};
