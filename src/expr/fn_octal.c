/* fn_octal.c - expression bindings of impartial heap games (octal.h): nim(n),
 * octal("code", n), kayles(n), dawson(n), subtraction("set", n), grundy(n). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "expr/expr_internal.h"

/* The heap size in argument i: an integer from 0 to OCTAL_MAX_HEAP. */
static int arg_heap(size_t *out, const expr_call *call, size_t i) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, i);
    if (rc < 0) return rc;
    long n = -1;
    if (game_is_integer(g)) {
        dyadic_t x;
        dyadic_init(x);
        game_get_dyadic(x, g);
        if (!dyadic_get_si(&n, x)) n = -1;
        dyadic_clear(x);
    }
    if (n < 0 || (unsigned long)n > OCTAL_MAX_HEAP)
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                             "%s needs a heap size, an integer from 0 to %zu", call->name,
                             OCTAL_MAX_HEAP);
    *out = (size_t)n;
    return 0;
}

static int heap_value(expr_value *out, const expr_call *call, const octal_game *g, size_t i) {
    size_t n = 0;
    int rc = arg_heap(&n, call, i);
    if (rc < 0) return rc;
    game_t v = octal_game_value(g, n);
    if (v == GAME_NONE) { return cgt_limit_error(); }
    return expr_set_game(out, v);
}

static int named(expr_value *out, const expr_call *call, const char *spec) {
    octal_game g;
    int rc = octal_parse(&g, spec);
    if (rc == 0) rc = heap_value(out, call, &g, 0);
    octal_clear(&g);
    return rc;
}

static int with_text(expr_value *out, const expr_call *call, bool subtraction) {
    const expr_value *v = &call->args[0];
    if (v->kind != EXPR_TEXT)
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "%s needs a quoted %s such as \"%s\", got %s", call->name,
                             subtraction ? "set" : "code", subtraction ? "1,2,5" : ".77",
                             expr_kind_name(v->kind));
    octal_game g;
    octal_tb *tb = NULL;
    int rc = subtraction ? octal_subtraction(&g, v->text) : octal_parse_any(&g, &tb, v->text);
    if (tb) { /* a take-and-break code beyond octal: 0.3F, {2+}=.0 */
        size_t n = 0;
        rc = arg_heap(&n, call, 1);
        if (rc == 0 && n > OCTAL_TB_MAX_HEAP)
            rc = expr_error_at(call->text, call->arg_offsets[1], CGT_EVALUE,
                               "%s: heaps of take-and-break codes go up to %zu", call->name,
                               (size_t)OCTAL_TB_MAX_HEAP);
        game_t val = rc < 0 ? GAME_NONE : octal_tb_value(tb, n);
        octal_tb_free(tb);
        if (rc < 0) return rc;
        return val == GAME_NONE ? cgt_limit_error() : expr_set_game(out, val);
    }
    if (rc == CGT_EPARSE) rc = expr_arg_text_error(call, 0);
    if (rc == 0) rc = heap_value(out, call, &g, 1);
    octal_clear(&g);
    return rc;
}

static int fn_nim(expr_value *out, const expr_call *call) {
    size_t n = 0;
    int rc = arg_heap(&n, call, 0);
    return rc < 0 ? rc : expr_set_game(out, game_nimber(n));
}
static int fn_octal(expr_value *out, const expr_call *call) {
    return with_text(out, call, false);
}
static int fn_subtraction(expr_value *out, const expr_call *call) {
    return with_text(out, call, true);
}
static int fn_kayles(expr_value *out, const expr_call *call) {
    return named(out, call, ".77");
}
static int fn_dawson(expr_value *out, const expr_call *call) {
    return named(out, call, ".07");
}
static int fn_grundy(expr_value *out, const expr_call *call) {
    return named(out, call, "grundy");
}

/* Table 1.2 of the thesis: the heaps in binary, the column parities (the
 * nim-sum) and the winning moves, as text. */
static int fn_nim_table(expr_value *out, const expr_call *call) {
    size_t heaps[16], to[16], n = call->nargs, bits = 1;
    for (size_t i = 0; i < n; i++) {
        int rc = arg_heap(&heaps[i], call, i);
        if (rc < 0) return rc;
        while (bits < 64 && (heaps[i] >> bits)) bits++;
    }
    size_t sum = octal_nim_moves(to, heaps, n);
    size_t cap = (n + 4) * (2 * bits + 64) + n * 48 + 64, len = 0;
    char *t = cgt_malloc(cap);
    for (size_t i = 0; i <= n; i++) {
        size_t v = i < n ? heaps[i] : sum;
        len += (size_t)snprintf(t + len, cap - len, i < n ? "%8zu" : "     sum", v);
        for (size_t b = bits; b-- > 0;)
            len += (size_t)snprintf(t + len, cap - len, " %zu", (v >> b) & 1);
        len += (size_t)snprintf(t + len, cap - len, "\n");
    }
    len += (size_t)snprintf(t + len, cap - len, "nim-sum %zu: %s", sum,
                            sum ? "a first-player win; winning moves:"
                                : "a P-position (no winning move)");
    for (size_t i = 0, k = 0; i < n; i++)
        if (to[i] != SIZE_MAX)
            len += (size_t)snprintf(t + len, cap - len, "%s %zu -> %zu", k++ ? "," : "", heaps[i],
                                    to[i]);
    int rc = expr_set_text(out, t);
    cgt_free(t);
    return rc;
}

const expr_function expr_fns_octal[] = {
    {"nim_table", 1, 16, fn_nim_table,
     "nim_table(a,b,...)  Nim heaps in binary, the nim-sum, the winning moves (thesis Table 1.2)"},
    {"nim", 1, 1, fn_nim, "nim(n)         a Nim heap of n: *n"},
    {"octal", 2, 2, fn_octal,
     "octal(\"C\",n)   a heap of n in the octal game C (\".77\", \"4.3\") or take-and-break code "
     "(\"0.3F\"): a nimber"},
    {"kayles", 1, 1, fn_kayles, "kayles(n)      a row of n pins in Kayles (.77): a nimber"},
    {"dawson", 1, 1, fn_dawson, "dawson(n)      a heap of n in Dawson's Kayles (.07): a nimber"},
    {"subtraction", 2, 2, fn_subtraction,
     "subtraction(\"S\",n)  a heap of n in the subtraction game S (\"1,2,5\"): a nimber"},
    {"grundy", 1, 1, fn_grundy, "grundy(n)      a heap of n in Grundy's game: a nimber"},
    {NULL, 0, 0, NULL, NULL},
};
