/* fn_loopy.c - expression bindings of loopy games (loopy.h): a loopy game is
 * quoted text in CGSuite's notation, loopy('{0|pass}'), so the short-game
 * parser is untouched; functions return loopy games as text that reads back.
 * loopy, loopy_form, outcome (through expr_loopy_outcome), who_wins,
 * is_stopper, is_plumtree, loopy_le, loopy_eq, gsg. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/loopy.h"
#include "expr/expr_internal.h"

/* The loopy game in argument i: quoted text (with an optional `& H` when
 * offside is not NULL) or a short game.  Errors carry the right column. */
static int loopy_arg(loopy_game *out, loopy_game *offside, const expr_call *call, size_t i) {
    const expr_value *v = &call->args[i];
    if (v->kind == EXPR_GAME) {
        int rc = loopy_from_game(out, v->game);
        if (rc == 0 && offside) rc = loopy_copy(offside, out);
        return rc;
    }
    if (v->kind != EXPR_TEXT)
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                             "%s needs a loopy game in quotes such as '{0|pass}', got %s",
                             call->name, expr_kind_name(v->kind));
    int rc = loopy_parse(out, offside, v->text);
    if (rc == CGT_EPARSE) return expr_arg_text_error(call, i);
    if (rc < 0 && strncmp(cgt_error_message(), "column ", 7) == 0) {
        /* a limit inside the quotes: the column in the whole expression */
        char *end;
        unsigned long col = strtoul(cgt_error_message() + 7, &end, 10);
        char msg[400];
        snprintf(msg, sizeof msg, "%s", *end == ':' ? end + 2 : cgt_error_message());
        return expr_error_at(call->text, call->arg_offsets[i] + col, rc, "%s: %s", call->name, msg);
    }
    return rc;
}

/* A lower module's error (not a parse error) at argument i's column. */
static int error_at_arg(const expr_call *call, size_t i, int rc) {
    char msg[400];
    snprintf(msg, sizeof msg, "%s", cgt_error_message());
    return expr_error_at(call->text, call->arg_offsets[i], rc, "%s: %s", call->name, msg);
}

/* g simplified when it is a stopper (else as it is), printed. */
static char *simplified_str(const loopy_game *g) {
    if (loopy_is_stopper(g)) {
        loopy_game h;
        if (loopy_simplify(&h, g) < 0) return NULL;
        char *s = loopy_str(&h, expr_game_str);
        loopy_clear(&h);
        return s;
    }
    return loopy_str(g, expr_game_str);
}

static int set_owned_text(expr_value *out, char *s) {
    if (!s) return cgt_limit_error();
    int rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

static int fn_loopy(expr_value *out, const expr_call *call) {
    loopy_game on, off;
    int rc = loopy_arg(&on, &off, call, 0);
    if (rc < 0) return rc;
    char *a = simplified_str(&on), *b = a ? simplified_str(&off) : NULL, *s = NULL;
    if (a && b) {
        bool ge = false;
        if (strcmp(a, b) == 0) {
            s = cgt_strdup(a);
        } else if (!loopy_is_stopper(&on) || !loopy_is_stopper(&off)) {
            rc = expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                               "loopy: the sides of G & H must be stoppers");
        } else if ((rc = loopy_leq(&ge, &off, &on)) == 0 && !ge) {
            rc = expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                               "loopy: in G & H the onside G must be >= the offside H");
        } else if (rc == 0) {
            /* CGSuite's shorthand: dud = on & off */
            bool dud = strcmp(a, "on") == 0 && strcmp(b, "off") == 0;
            size_t n = strlen(a) + strlen(b) + 4;
            s = cgt_malloc(n);
            snprintf(s, n, "%s & %s", a, b);
            if (dud) snprintf(s, n, "dud");
        }
    }
    if (rc == 0)
        rc = a && b ? set_owned_text(out, s) : cgt_limit_error();
    else
        cgt_free(s);
    cgt_free(a);
    cgt_free(b);
    loopy_clear(&on);
    loopy_clear(&off);
    return rc;
}

static int fn_loopy_form(expr_value *out, const expr_call *call) {
    loopy_game g;
    int rc = loopy_arg(&g, NULL, call, 0);
    if (rc < 0) return rc;
    rc = set_owned_text(out, loopy_str(&g, expr_game_str));
    loopy_clear(&g);
    return rc;
}

/* The outcome of the loopy game in argument 0. */
static int arg_outcome(loopy_outcome *o, const expr_call *call) {
    loopy_game g;
    int rc = loopy_arg(&g, NULL, call, 0);
    if (rc < 0) return rc;
    rc = loopy_get_outcome(o, &g);
    loopy_clear(&g);
    return rc;
}

int expr_loopy_outcome(expr_value *out, const expr_call *call) {
    loopy_outcome o;
    int rc = arg_outcome(&o, call);
    return rc < 0 ? rc : expr_set_text(out, loopy_outcome_name(o));
}

static int fn_who_wins(expr_value *out, const expr_call *call) {
    loopy_outcome o;
    int rc = arg_outcome(&o, call);
    if (rc < 0) return rc;
    char s[96];
    snprintf(s, sizeof s, "Left first: %s; Right first: %s", loopy_result_name(o.left_first),
             loopy_result_name(o.right_first));
    return expr_set_text(out, s);
}

static int bool_value(expr_value *out, bool b) {
    memset(out, 0, sizeof *out);
    out->kind = EXPR_BOOL;
    out->boolean = b;
    return 0;
}

/* A structural test of the loopy game in argument 0. */
static int structure_test(expr_value *out, const expr_call *call,
                          bool (*test)(const loopy_game *)) {
    loopy_game g;
    int rc = loopy_arg(&g, NULL, call, 0);
    if (rc < 0) return rc;
    bool b = test(&g);
    loopy_clear(&g);
    return bool_value(out, b);
}

static int fn_is_stopper(expr_value *out, const expr_call *call) {
    return structure_test(out, call, loopy_is_stopper);
}
static int fn_is_plumtree(expr_value *out, const expr_call *call) {
    return structure_test(out, call, loopy_is_plumtree);
}

/* a <= b (both directions with eq). */
static int compare(expr_value *out, const expr_call *call, bool both) {
    loopy_game a, b;
    int rc = loopy_arg(&a, NULL, call, 0);
    if (rc < 0) return rc;
    if ((rc = loopy_arg(&b, NULL, call, 1)) < 0) {
        loopy_clear(&a);
        return rc;
    }
    bool le = false, ge = true;
    rc = loopy_leq(&le, &a, &b);
    if (rc == 0 && both) rc = loopy_leq(&ge, &b, &a);
    loopy_clear(&a);
    loopy_clear(&b);
    if (rc == CGT_EVALUE) return error_at_arg(call, 0, rc);
    return rc < 0 ? rc : bool_value(out, le && ge);
}

static int fn_loopy_le(expr_value *out, const expr_call *call) {
    return compare(out, call, false);
}
static int fn_loopy_eq(expr_value *out, const expr_call *call) {
    return compare(out, call, true);
}

static int fn_gsg(expr_value *out, const expr_call *call) {
    loopy_game g0, g;
    int rc = loopy_arg(&g0, NULL, call, 0);
    if (rc < 0) return rc;
    /* equal subgames written twice become one node */
    rc = loopy_minimize(&g, &g0);
    loopy_clear(&g0);
    if (rc < 0) return rc;
    /* impartial: the same options for both players at every node */
    bool impartial = true;
    for (uint32_t v = 0; v < g.n && impartial; v++)
        impartial = g.lstart[v + 1] - g.lstart[v] == g.rstart[v + 1] - g.rstart[v] &&
                    memcmp(g.left + g.lstart[v], g.right + g.rstart[v],
                           (g.lstart[v + 1] - g.lstart[v]) * sizeof(uint32_t)) == 0;
    if (!impartial) {
        loopy_clear(&g);
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "gsg needs an impartial game (the same options for both players)");
    }
    const uint32_t **succ = cgt_malloc(g.n * sizeof *succ);
    uint32_t *ns = cgt_malloc(g.n * sizeof *ns);
    loopy_gsg *vals = cgt_malloc(g.n * sizeof *vals);
    for (uint32_t v = 0; v < g.n; v++)
        succ[v] = g.left + g.lstart[v], ns[v] = g.lstart[v + 1] - g.lstart[v];
    rc = loopy_gsg_values(vals, g.n, succ, ns);
    if (rc == 0) {
        rc = set_owned_text(out, loopy_gsg_str(&vals[g.root]));
        for (uint32_t v = 0; v < g.n; v++) loopy_gsg_clear(&vals[v]);
    }
    cgt_free(succ);
    cgt_free(ns);
    cgt_free(vals);
    loopy_clear(&g);
    return rc;
}

const expr_function expr_fns_loopy[] = {
    {"loopy", 1, 1, fn_loopy,
     "loopy('G')     a loopy game ('{0|pass}', 'a{0|{a|*}}', 'on+off', 'over & 0'), stoppers "
     "simplified"},
    {"loopy_form", 1, 1, fn_loopy_form,
     "loopy_form('G')  the loopy game's graph as entered, unsimplified"},
    {"who_wins", 1, 1, fn_who_wins,
     "who_wins('G')  who wins the loopy game moving first and second, or draw"},
    {"is_stopper", 1, 1, fn_is_stopper,
     "is_stopper('G')  no infinite alternating play from any follower"},
    {"is_plumtree", 1, 1, fn_is_plumtree, "is_plumtree('G')  the only cycles are pass moves"},
    {"loopy_le", 2, 2, fn_loopy_le,
     "loopy_le('G','H')  G <= H for stoppers (Left survives H - G second)"},
    {"loopy_eq", 2, 2, fn_loopy_eq, "loopy_eq('G','H')  G == H for stoppers"},
    {"gsg", 1, 1, fn_gsg,
     "gsg('G')       generalised Sprague-Grundy value of an impartial loopy game: n, ∞, ∞_{0,2}"},
    {NULL, 0, 0, NULL, NULL},
};
