/* fn_ordinal.c - transfinite nimbers *α (α an ordinal below ω^ω, ordinal.h)
 * in expressions.  A transfinite nimber is a text value, its CGSuite printing
 * ("*ω", "*(ω+1)"), read back into its ordinal when an operator needs it; a
 * finite result becomes the nimber game *n.  The parser (parser.c) reads the literals *ω, *omega,
 * *ω^2 and
 * *(ORDINAL) and sends +, -, **, / and comparisons here when an operand is a
 * transfinite nimber; like CGSuite's TransfiniteNimber they combine only
 * with nimbers. */
#include <stdio.h>
#include <string.h>

#include "cgt/ordinal.h"
#include "expr/expr_internal.h"

/* The ordinal of a transfinite nimber's text ("*ω", "*(ω+1)": a '*', then an
 * ordinal with an ω, in parentheses or not); false (and the error state left
 * as it was) for any other value. */
static bool tnim_read(ordinal *o, const expr_value *v) {
    if (v->kind != EXPR_TEXT || v->text[0] != '*' || !strstr(v->text, "\xCF\x89")) return false;
    const char *s = v->text + 1;
    size_t n = strlen(s), par = s[0] == '(';
    if (par && (n < 2 || s[n - 1] != ')')) return false;
    char *inner = cgt_malloc(n + 1);
    memcpy(inner, s + par, n - 2 * par);
    inner[n - 2 * par] = '\0';
    int code = cgt_error_code();
    char saved[512];
    snprintf(saved, sizeof saved, "%s", cgt_error_message());
    bool ok = ordinal_parse(o, inner) == 0 && !ordinal_is_finite(o);
    if (!ok && code)
        cgt_error(code, "%s", saved);
    else if (!ok)
        cgt_error_clear();
    cgt_free(inner);
    return ok;
}

bool expr_tnim_of(const expr_value *v) {
    ordinal o;
    ordinal_init(&o);
    bool r = tnim_read(&o, v);
    ordinal_clear(&o);
    return r;
}

int expr_tnim_set(expr_value *out, const ordinal *o) {
    if (ordinal_is_finite(o)) return expr_set_game(out, game_nimber(ordinal_finite(o)));
    char *s = ordinal_nimber_str(o);
    int rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

int expr_tnim_literal(expr_value *out, const char *text, size_t start, size_t end) {
    /* text[start] is '*'; the ordinal is the rest, without parentheses */
    size_t s = start + 1, e = end;
    if (text[s] == '(') s++, e--;
    char *inner = cgt_malloc(e - s + 1);
    memcpy(inner, text + s, e - s);
    inner[e - s] = '\0';
    ordinal o;
    ordinal_init(&o);
    int rc = ordinal_parse(&o, inner);
    cgt_free(inner);
    if (rc < 0) {
        /* "column N: msg" inside the ordinal -> the column in the expression */
        int col = 1, used = 0;
        const char *msg = cgt_error_message();
        if (sscanf(msg, "column %d: %n", &col, &used) < 1 || used == 0) col = 1, used = 0;
        char copy[256];
        snprintf(copy, sizeof copy, "%s", msg + used);
        size_t off = s;
        for (int c = 1; c < col && text[off]; off++)
            if (((unsigned char)text[off + 1] & 0xC0) != 0x80) c++;
        ordinal_clear(&o);
        return expr_error_at(text, off, rc, "in the transfinite nimber: %s", copy);
    }
    rc = expr_tnim_set(out, &o);
    ordinal_clear(&o);
    return rc;
}

/* The ordinal of a nimber operand: a transfinite nimber or a game *n. */
static int operand(ordinal *o, const expr_value *v, const char *text, size_t at, const char *op) {
    if (tnim_read(o, v)) return 0;
    if (v->kind == EXPR_GAME && game_is_nimber(v->game)) {
        dyadic_t x;
        int64_t ups;
        uint64_t nim;
        dyadic_init(x);
        game_nus_parts(x, &ups, &nim, v->game);
        dyadic_clear(x);
        ordinal_set_ui(o, nim);
        return 0;
    }
    return expr_error_at(text, at, CGT_EVALUE,
                         "%s: a transfinite nimber combines only with nimbers, not with %s", op,
                         v->kind == EXPR_GAME ? "this game" : expr_kind_name(v->kind));
}

static int set_bool(expr_value *out, bool b) {
    memset(out, 0, sizeof *out);
    out->kind = EXPR_BOOL;
    out->boolean = b;
    return 0;
}

int expr_tnim_binary(expr_value *out, int op, const expr_value *a, const expr_value *b,
                     const char *text, size_t at, const char *name) {
    ordinal x, y, r;
    ordinal_init(&x);
    ordinal_init(&y);
    ordinal_init(&r);
    int rc = operand(&x, a, text, at, name);
    if (rc == 0) rc = operand(&y, b, text, at, name);
    if (rc == 0) {
        int eq = ordinal_cmp(&x, &y) == 0;
        switch (op) {
        case TOK_PLUS:
        case TOK_MINUS: ordinal_nim_add(&r, &x, &y); break;
        case TOK_POW: rc = ordinal_nim_mul(&r, &x, &y); break;
        case TOK_DIV:
            rc = ordinal_nim_inverse(&r, &y);
            if (rc == 0) rc = ordinal_nim_mul(&r, &x, &r);
            break;
        /* two nimbers are equal or confused */
        case TOK_EQ:
        case TOK_LE:
        case TOK_GE: rc = set_bool(out, eq), op = -1; break;
        case TOK_LT:
        case TOK_GT: rc = set_bool(out, false), op = -1; break;
        default: rc = set_bool(out, !eq), op = -1; break; /* != <> |> <| */
        }
        if (rc < 0 && rc != CGT_ELIMIT) {
            char msg[256];
            snprintf(msg, sizeof msg, "%s", cgt_error_message());
            rc = expr_error_at(text, at, rc, "%s: %s", name, msg);
        }
        if (rc == 0 && op >= 0) rc = expr_tnim_set(out, &r);
    }
    ordinal_clear(&x);
    ordinal_clear(&y);
    ordinal_clear(&r);
    return rc;
}

/* ---- functions ---------------------------------------------------------------------- */

static int fn_nimber(expr_value *out, const expr_call *call) {
    const expr_value *v = &call->args[0];
    if (v->kind == EXPR_GAME) {
        dyadic_t x;
        long n;
        int ok = game_is_number(v->game);
        dyadic_init(x);
        if (ok) {
            game_get_dyadic(x, v->game);
            ok = dyadic_get_si(&n, x) && n >= 0;
        }
        dyadic_clear(x);
        if (!ok)
            return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                                 "nimber needs a non-negative integer or an ordinal in quotes");
        ordinal o;
        ordinal_init(&o);
        ordinal_set_ui(&o, (uint64_t)n);
        int rc = expr_tnim_set(out, &o);
        ordinal_clear(&o);
        return rc;
    }
    if (v->kind != EXPR_TEXT || expr_tnim_of(v))
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "nimber needs a non-negative integer or an ordinal in quotes, got %s",
                             expr_tnim_of(v) ? "a transfinite nimber" : expr_kind_name(v->kind));
    ordinal o;
    ordinal_init(&o);
    int rc = ordinal_parse(&o, v->text);
    if (rc < 0) {
        ordinal_clear(&o);
        return expr_arg_text_error(call, 0);
    }
    rc = expr_tnim_set(out, &o);
    ordinal_clear(&o);
    return rc;
}

static int fn_nim_value(expr_value *out, const expr_call *call) {
    ordinal t;
    ordinal_init(&t);
    if (!tnim_read(&t, &call->args[0])) {
        ordinal_clear(&t);
        game_t g = GAME_NONE;
        int rc = expr_arg_game(&g, call, 0);
        if (rc < 0) return rc;
        if (!game_is_nimber(g))
            return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                                 "nim_value needs a nimber");
        dyadic_t x;
        int64_t ups;
        uint64_t nim;
        dyadic_init(x);
        game_nus_parts(x, &ups, &nim, g);
        dyadic_clear(x);
        char buf[32];
        snprintf(buf, sizeof buf, "%llu", (unsigned long long)nim);
        return expr_set_text(out, buf);
    }
    char *s = ordinal_str(&t);
    ordinal_clear(&t);
    int rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

const expr_function expr_fns_ordinal[] = {
    {"nimber", 1, 1, fn_nimber,
     "nimber(\"ω+1\")  the (transfinite) nimber of an ordinal below ω^ω, or of an integer"},
    {"nim_value", 1, 1, fn_nim_value, "nim_value(*a)  the ordinal a of a nimber *a (*ω -> ω)"},
    {NULL, 0, 0, NULL, NULL},
};
