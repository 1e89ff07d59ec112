/* fuzz_ordinal.c - libFuzzer target for the ordinal reader (ordinal.h): any
 * bytes give an ordinal whose printing reads back as the same ordinal (and
 * whose nim square, sum and inverse stay well formed), or a one-line
 * "column N: ..." error; and "*" followed by the bytes in an expression
 * evaluates or fails with one line, never a crash. */
#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/ordinal.h"
#include "fuzz.h"

static void check_form(const ordinal *o) {
    for (size_t i = 0; i < o->n; i++) {
        if (o->t[i].coef == 0) abort();
        if (i && o->t[i - 1].exp <= o->t[i].exp) abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *s = fuzz_text(data, size);
    if (!s) return 0;
    /* no limits for the ordinal part: the expression part below sets a node
     * limit, which would otherwise carry over (with the node count) into the
     * next inputs, whose nim products would then stop at it */
    cgt_limits_set(0, 0);
    ordinal o, back, t;
    ordinal_init(&o);
    ordinal_init(&back);
    ordinal_init(&t);
    int rc = ordinal_parse(&o, s);
    if (rc == 0) {
        check_form(&o);
        char *p = ordinal_str(&o);
        if (ordinal_parse(&back, p) != 0 || ordinal_cmp(&o, &back) != 0) abort();
        cgt_free(p);
        ordinal_nim_add(&t, &o, &o);
        if (t.n != 0) abort();
        if (o.n <= 64 && ordinal_nim_mul(&t, &o, &o) == 0) check_form(&t);
        if (o.n && o.n <= 4 && o.t[0].exp < 9 && ordinal_nim_inverse(&t, &o) == 0) {
            if (ordinal_nim_mul(&t, &t, &o) == 0 &&
                (!ordinal_is_finite(&t) || ordinal_finite(&t) != 1))
                abort();
        }
    } else if (rc != CGT_EPARSE && rc != CGT_ERANGE) {
        abort();
    } else {
        fuzz_check_message();
        if (strncmp(cgt_error_message(), "column ", 7) != 0) abort();
    }
    ordinal_clear(&o);
    ordinal_clear(&back);
    ordinal_clear(&t);
    /* the same text as a transfinite nimber literal in an expression */
    if (size < 200 && !memchr(data, '\0', size)) {
        char *e = malloc(size + 4);
        if (e) {
            memcpy(e, "*(", 2);
            memcpy(e + 2, s, size);
            memcpy(e + 2 + size, ")", 2);
            expr_value v;
            cgt_limits_set(5000, 0);
            if (expr_eval(&v, e) < 0) fuzz_check_message();
            cgt_limits_reset();
            game_table_free();
            free(e);
        }
    }
    free(s);
    return 0;
}
