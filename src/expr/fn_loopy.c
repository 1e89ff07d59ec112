/* fn_loopy.c - expression bindings of loopy games (loopy.h): a loopy game is
 * quoted text in CGSuite's notation, loopy('{0|pass}'), so the short-game
 * parser is untouched; functions return loopy games as text that reads back.
 * loopy, loopy_form, outcome (through expr_loopy_outcome), who_wins,
 * is_stopper, is_plumtree, loopy_le, loopy_eq, onside, offside, upsum,
 * downsum, degree, variety, gsg, backsliding_toads, fox_and_geese, digraph. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/loopy.h"
#include "expr/expr_internal.h"

/* Games returned by rulesets (backsliding_toads) print as their values; the
 * kept text pointer maps back to the game graph until game_table_free(). */
typedef struct kept_game {
    const char *text;
    loopy_game g;
} kept_game;
static kept_game *kept;
static size_t nkept, capkept;

static void kept_free(void) {
    for (size_t i = 0; i < nkept; i++) loopy_clear(&kept[i].g);
    cgt_free(kept);
    kept = NULL;
    nkept = capkept = 0;
}

static const loopy_game *kept_find(const char *text) {
    for (size_t i = nkept; i-- > 0;)
        if (kept[i].text == text) return &kept[i].g;
    return NULL;
}

/* The loopy game in argument i: quoted text (with an optional `& H` when
 * offside is not NULL), a game a ruleset returned, or a short game.  Errors
 * carry the right column. */
static int loopy_arg(loopy_game *out, loopy_game *offside, const expr_call *call, size_t i) {
    const expr_value *v = &call->args[i];
    const loopy_game *k = v->kind == EXPR_TEXT ? kept_find(v->text) : NULL;
    if (k) {
        int rc = loopy_copy(out, k);
        if (rc == 0 && offside && (rc = loopy_copy(offside, k)) < 0) loopy_clear(out);
        return rc;
    }
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

/* A lower module's error (not a parse error) at argument i's column (a
 * column inside the argument's text, "column N: ", is dropped). */
static int error_at_arg(const expr_call *call, size_t i, int rc) {
    const char *m = cgt_error_message(), *colon = strstr(m, ": ");
    char msg[400];
    snprintf(msg, sizeof msg, "%s", strncmp(m, "column ", 7) == 0 && colon ? colon + 2 : m);
    return expr_error_at(call->text, call->arg_offsets[i], rc, "%s: %s", call->name, msg);
}

static int set_owned_text(expr_value *out, char *s) {
    if (!s) return cgt_limit_error();
    int rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

/* The sides of argument i as simplified stoppers: a stopper is both its
 * sides; `G & H` gives G and H (stoppers, G >= H); another game its onside
 * and offside by sidling (*found false, sides cleared, when sidling does not
 * reach stoppers).  *g gets the game itself (the onside for `G & H`). */
static int sides_of(loopy_game *on, loopy_game *off, loopy_game *g, bool *found,
                    const expr_call *call, size_t i) {
    loopy_game a, b;
    memset(on, 0, sizeof *on), memset(off, 0, sizeof *off), memset(g, 0, sizeof *g);
    *found = true;
    int rc = loopy_arg(&a, &b, call, i);
    if (rc < 0) return rc;
    bool sided = call->args[i].kind == EXPR_TEXT && !kept_find(call->args[i].text) &&
                 strchr(call->args[i].text, '&');
    if (sided) {
        /* a reads every G & H as G (and sums of them), b as H: their
         * onside and offside are the sides */
        bool ge = false, both = false;
        rc = loopy_is_stopper(&a) ? loopy_simplify(on, &a) : loopy_get_side(on, &a, LOOPY_ONSIDE);
        if (rc == 0) {
            rc = loopy_is_stopper(&b) ? loopy_simplify(off, &b)
                                      : loopy_get_side(off, &b, LOOPY_OFFSIDE);
            if (rc < 0) loopy_clear(on);
            both = rc == 0;
        }
        if (rc == CGT_EVALUE)
            rc = expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                               "%s: the sides of G & H must be stoppers", call->name);
        else if (rc == 0 && (rc = loopy_leq(&ge, off, on)) == 0 && !ge)
            rc = expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                               "%s: in G & H the onside G must be >= the offside H", call->name);
        if (rc < 0 && both) loopy_clear(on), loopy_clear(off);
    } else if (loopy_is_stopper(&a)) {
        if ((rc = loopy_simplify(on, &a)) == 0 && (rc = loopy_copy(off, on)) < 0) loopy_clear(on);
    } else {
        rc = loopy_get_side(on, &a, LOOPY_ONSIDE);
        if (rc == 0 && (rc = loopy_get_side(off, &a, LOOPY_OFFSIDE)) < 0) loopy_clear(on);
        if (rc == CGT_EVALUE) {
            *found = false;
            rc = 0;
        }
    }
    if (rc == 0) {
        *g = a;
        memset(&a, 0, sizeof a);
    }
    loopy_clear(&a);
    loopy_clear(&b);
    return rc;
}

/* "S & T", "S" when the sides are equal, "dud" for on & off. */
static char *sided_str(const loopy_game *on, const loopy_game *off) {
    char *a = loopy_str(on, expr_game_str), *b = a ? loopy_str(off, expr_game_str) : NULL,
         *s = NULL;
    if (a && b) {
        size_t n = strlen(a) + strlen(b) + 4;
        s = cgt_malloc(n);
        if (strcmp(a, b) == 0)
            snprintf(s, n, "%s", a);
        else if (strcmp(a, "on") == 0 && strcmp(b, "off") == 0)
            snprintf(s, n, "dud"); /* CGSuite's shorthand */
        else
            snprintf(s, n, "%s & %s", a, b);
    }
    cgt_free(a);
    cgt_free(b);
    return s;
}

static int fn_loopy(expr_value *out, const expr_call *call) {
    loopy_game on, off, g;
    bool found;
    int rc = sides_of(&on, &off, &g, &found, call, 0);
    if (rc < 0) return rc;
    /* a game whose sides sidling does not find prints as its graph */
    rc = set_owned_text(out, found ? sided_str(&on, &off) : loopy_str(&g, expr_game_str));
    loopy_clear(&on), loopy_clear(&off), loopy_clear(&g);
    return rc;
}

/* onside('G') (side 0) or offside('G'). */
static int one_side(expr_value *out, const expr_call *call, int which) {
    loopy_game on, off, g;
    bool found;
    int rc = sides_of(&on, &off, &g, &found, call, 0);
    if (rc < 0) return rc;
    if (!found)
        rc = expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                           "%s: sidling finds no stopper for this game's sides", call->name);
    else
        rc = set_owned_text(out, loopy_str(which ? &off : &on, expr_game_str));
    loopy_clear(&on), loopy_clear(&off), loopy_clear(&g);
    return rc;
}

static int fn_onside(expr_value *out, const expr_call *call) {
    return one_side(out, call, 0);
}
static int fn_offside(expr_value *out, const expr_call *call) {
    return one_side(out, call, 1);
}

/* The stopper in argument i (CGT_EVALUE naming the function otherwise). */
static int stopper_arg(loopy_game *out, const expr_call *call, size_t i) {
    int rc = loopy_arg(out, NULL, call, i);
    if (rc == 0 && !loopy_is_stopper(out)) {
        loopy_clear(out);
        rc = expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                           "%s needs a stopper (no infinite alternating play)", call->name);
    }
    return rc;
}

/* Prints the simplified stopper g (consumed). */
static int set_stopper(expr_value *out, loopy_game *g) {
    loopy_game h;
    int rc = loopy_simplify(&h, g);
    loopy_clear(g);
    if (rc < 0) return rc;
    rc = set_owned_text(out, loopy_str(&h, expr_game_str));
    loopy_clear(&h);
    return rc;
}

/* upsum('G','H') = (G + H)+ and downsum = (G + H)- for stoppers. */
static int up_down(expr_value *out, const expr_call *call, loopy_side side) {
    loopy_game a, b, r;
    int rc = stopper_arg(&a, call, 0);
    if (rc < 0) return rc;
    if ((rc = stopper_arg(&b, call, 1)) == 0) {
        rc = loopy_upsum(&r, &a, &b, side);
        loopy_clear(&b);
        if (rc == CGT_EVALUE) rc = error_at_arg(call, 0, rc);
        if (rc == 0) rc = set_stopper(out, &r);
    }
    loopy_clear(&a);
    return rc;
}

static int fn_upsum(expr_value *out, const expr_call *call) {
    return up_down(out, call, LOOPY_ONSIDE);
}
static int fn_downsum(expr_value *out, const expr_call *call) {
    return up_down(out, call, LOOPY_OFFSIDE);
}

/* degree('G') or variety('G'): fn of the stopper in argument 0, simplified. */
static int stopper_fn(expr_value *out, const expr_call *call,
                      int (*fn)(loopy_game *, const loopy_game *)) {
    loopy_game g, r;
    int rc = stopper_arg(&g, call, 0);
    if (rc < 0) return rc;
    rc = fn(&r, &g);
    loopy_clear(&g);
    if (rc == CGT_EVALUE) return error_at_arg(call, 0, rc);
    return rc < 0 ? rc : set_stopper(out, &r);
}

static int fn_degree(expr_value *out, const expr_call *call) {
    return stopper_fn(out, call, loopy_degree);
}
static int fn_variety(expr_value *out, const expr_call *call) {
    return stopper_fn(out, call, loopy_variety);
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
    if (rc < 0 && strncmp(cgt_error_message(), "column ", 7) != 0) return error_at_arg(call, 0, rc);
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

/* a <= b (both directions with eq) for any loopy games and sided values:
 * onsides compare and offsides compare. */
static int compare(expr_value *out, const expr_call *call, bool both) {
    loopy_game a[2], b[2];
    int rc = loopy_arg(&a[0], &a[1], call, 0);
    if (rc < 0) return rc;
    if ((rc = loopy_arg(&b[0], &b[1], call, 1)) < 0) {
        loopy_clear(&a[0]), loopy_clear(&a[1]);
        return rc;
    }
    bool ok = true;
    for (int dir = 0; dir < (both ? 2 : 1) && ok && rc == 0; dir++)
        for (int side = 0; side < 2 && ok && rc == 0; side++) {
            loopy_game *x = dir ? &b[side] : &a[side], *y = dir ? &a[side] : &b[side];
            rc = loopy_side_leq(&ok, x, y, side ? LOOPY_OFFSIDE : LOOPY_ONSIDE);
        }
    loopy_clear(&a[0]), loopy_clear(&a[1]), loopy_clear(&b[0]), loopy_clear(&b[1]);
    return rc < 0 ? rc : bool_value(out, ok);
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

/* A ruleset's position: the text names it, the kept graph is the game. */
static int ruleset_position(expr_value *out, const expr_call *call, const char *example,
                            int (*build)(loopy_game *, const char *)) {
    const expr_value *v = &call->args[0];
    if (v->kind != EXPR_TEXT)
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "%s needs a quoted position such as '%s', got %s", call->name, example,
                             expr_kind_name(v->kind));
    loopy_game g;
    int rc = build(&g, v->text);
    if (rc == CGT_EPARSE) return expr_arg_text_error(call, 0);
    if (rc < 0) return error_at_arg(call, 0, rc); /* a limit: the position's column */
    /* the text names the position; the kept graph is what functions use
     * (loopy(...) for the value, outcome(...), who_wins(...)) */
    static bool registered;
    if (!registered) {
        game_table_on_free(kept_free);
        registered = true;
    }
    size_t n = strlen(v->text) + strlen(call->name) + 8;
    char *name = cgt_malloc(n);
    snprintf(name, n, "%s('%s')", call->name, v->text);
    rc = expr_set_text(out, name);
    cgt_free(name);
    if (rc < 0) {
        loopy_clear(&g);
        return rc;
    }
    if (nkept == capkept)
        kept = cgt_realloc(kept, (capkept = capkept ? capkept * 2 : 16) * sizeof *kept);
    kept[nkept].text = out->text;
    kept[nkept++].g = g;
    return 0;
}

static int fn_backsliding_toads(expr_value *out, const expr_call *call) {
    return ruleset_position(out, call, "ttt..fff", loopy_backsliding_toads);
}

static int fn_fox_and_geese(expr_value *out, const expr_call *call) {
    return ruleset_position(out, call, ".x.x|....|o...", loopy_fox_and_geese);
}

static int fn_digraph(expr_value *out, const expr_call *call) {
    return ruleset_position(out, call, "a>b b>c c>a", loopy_token_digraph);
}

/* Argument i, "left" or "right": *left (an error naming what it is for). */
static int player_arg(bool *left, const expr_call *call, size_t i, const char *what) {
    const expr_value *w = &call->args[i];
    *left = w->kind == EXPR_TEXT && strcmp(w->text, "left") == 0;
    if (!*left && !(w->kind == EXPR_TEXT && strcmp(w->text, "right") == 0))
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                             "%s needs \"left\" or \"right\"%s", call->name, what);
    return 0;
}

/* komaster('G', "left"): G played with Left as komaster, a short game. */
static int fn_komaster(expr_value *out, const expr_call *call) {
    bool left;
    int rc = player_arg(&left, call, 1, " (who is komaster)");
    if (rc < 0) return rc;
    loopy_game g;
    rc = loopy_arg(&g, NULL, call, 0);
    if (rc < 0) return rc;
    game_t x;
    rc = loopy_komaster(&x, &g, left);
    loopy_clear(&g);
    if (rc < 0) return error_at_arg(call, 0, rc);
    return expr_set_game(out, x);
}

/* loopy_stop('G', "left"): the Left or Right stop of a stopper. */
static int fn_loopy_stop(expr_value *out, const expr_call *call) {
    bool left;
    int rc = player_arg(&left, call, 1, "");
    if (rc < 0) return rc;
    loopy_game g, s;
    rc = stopper_arg(&g, call, 0);
    if (rc < 0) return rc;
    rc = loopy_stop(&s, &g, left);
    loopy_clear(&g);
    if (rc < 0) return error_at_arg(call, 0, rc);
    rc = set_owned_text(out, loopy_str(&s, expr_game_str));
    loopy_clear(&s);
    return rc;
}

/* A generalized thermograph as an expression value (what 0: its text, 1:
 * its mast value, 2: its temperature; the numbers as games when dyadic,
 * else as text p/q). */
static int qgraph_value(expr_value *out, const thermo_qgraph_t th, int what) {
    if (what == 0) return set_owned_text(out, thermo_qgraph_get_str(th));
    mpq_t x;
    mpq_init(x);
    if (what == 1)
        thermo_qgraph_mast(x, th);
    else
        thermo_qgraph_temperature(x, th);
    dyadic_t d;
    dyadic_init(d);
    int rc;
    if (dyadic_set_mpq(d, x) == 0) {
        rc = expr_set_game(out, game_from_dyadic(d));
    } else {
        cgt_error_clear();
        rc = set_owned_text(out, thermo_rational_str(x));
    }
    dyadic_clear(d);
    mpq_clear(x);
    return rc;
}

/* loopy_thermograph('G'), loopy_mean('G'), loopy_temperature('G'): the
 * thermograph of a stopper (what 0, 1, 2) in thermograph(...)'s notation, its
 * mast value, its temperature; ko_thermograph('G', "left"), ko_mean(...),
 * ko_temperature(...) (ko true): Berlekamp's komaster thermograph of a game
 * with one ko and the same. */
static int loopy_thermo(expr_value *out, const expr_call *call, int what, bool ko) {
    bool left = false;
    int rc = ko ? player_arg(&left, call, 1, " (who is komaster)") : 0;
    if (rc < 0) return rc;
    loopy_game g;
    rc = ko ? loopy_arg(&g, NULL, call, 0) : stopper_arg(&g, call, 0);
    if (rc < 0) return rc;
    thermo_qgraph_t q;
    thermo_qgraph_init(q);
    if (ko) {
        rc = loopy_ko_thermograph(q, &g, left);
    } else {
        thermograph_t th;
        thermo_graph_init(th);
        rc = loopy_thermograph(th, &g);
        if (rc == 0) thermo_qgraph_set_graph(q, th);
        thermo_graph_clear(th);
    }
    loopy_clear(&g);
    rc = rc < 0 ? error_at_arg(call, 0, rc) : qgraph_value(out, q, what);
    thermo_qgraph_clear(q);
    return rc;
}
#define LOOPY_THERMO_FN(f, what, ko)                                                               \
    static int f(expr_value *out, const expr_call *call) {                                         \
        return loopy_thermo(out, call, what, ko);                                                  \
    }
LOOPY_THERMO_FN(fn_loopy_thermograph, 0, false)
LOOPY_THERMO_FN(fn_loopy_mean, 1, false)
LOOPY_THERMO_FN(fn_loopy_temperature, 2, false)
LOOPY_THERMO_FN(fn_ko_thermograph, 0, true)
LOOPY_THERMO_FN(fn_ko_mean, 1, true)
LOOPY_THERMO_FN(fn_ko_temperature, 2, true)

/* Argument i as a number of ko threats: an integer from 0 to 255 (games
 * are interned, so the integers are found by identity). */
static int arg_threats(int32_t *out, const expr_call *call, size_t i) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, i);
    if (rc < 0) return rc;
    for (int32_t n = 0; n <= 255; n++)
        if (game_from_si(n) == g) {
            *out = n;
            return 0;
        }
    return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                         "ko_threats needs a number of threats from 0 to 255");
}

/* ko_threats('G', L, R): G with each repetition costing the mover a ko
 * threat, Left having L and Right R; a short game. */
static int fn_ko_threats(expr_value *out, const expr_call *call) {
    int32_t t[2] = {0, 0};
    int rc = arg_threats(&t[0], call, 1);
    if (rc == 0) rc = arg_threats(&t[1], call, 2);
    if (rc < 0) return rc;
    loopy_game g;
    rc = loopy_arg(&g, NULL, call, 0);
    if (rc < 0) return rc;
    game_t x;
    rc = loopy_ko_threats(&x, &g, t[0], t[1]);
    loopy_clear(&g);
    if (rc < 0) return error_at_arg(call, 0, rc);
    return expr_set_game(out, x);
}

/* solve("fox_and_geese", "..."): the outcome of a loopy ruleset's position
 * (or of a loopy game written in CGSuite's notation, solve("loopy", "...")),
 * draws included; 1 when the name is not a loopy ruleset. */
int expr_loopy_solve(expr_value *out, const expr_call *call, int misere) {
    static const struct {
        const char *name;
        int (*build)(loopy_game *, const char *);
    } rules[] = {{"backsliding_toads", loopy_backsliding_toads},
                 {"fox_and_geese", loopy_fox_and_geese},
                 {"digraph", loopy_token_digraph},
                 {"loopy", NULL}};
    const expr_value *name = &call->args[0];
    size_t i = 0;
    while (i < 4 && !(name->kind == EXPR_TEXT && strcmp(name->text, rules[i].name) == 0)) i++;
    if (i == 4) return 1;
    if (misere)
        return expr_error_at(call->text, call->arg_offsets[2], CGT_EVALUE,
                             "solve: %s is a loopy ruleset; misere play of loopy games is not "
                             "supported",
                             rules[i].name);
    if (call->args[1].kind != EXPR_TEXT)
        return expr_error_at(call->text, call->arg_offsets[1], CGT_EVALUE,
                             "solve needs a quoted position, got %s",
                             expr_kind_name(call->args[1].kind));
    loopy_game g;
    int rc = rules[i].build ? rules[i].build(&g, call->args[1].text)
                            : loopy_parse(&g, NULL, call->args[1].text);
    if (rc == CGT_EPARSE) return expr_arg_text_error(call, 1);
    if (rc < 0) return error_at_arg(call, 1, rc);
    loopy_outcome o;
    rc = loopy_get_outcome(&o, &g);
    loopy_clear(&g);
    if (rc < 0) return error_at_arg(call, 1, rc);
    return expr_set_text(out, loopy_outcome_name(o));
}

/* Every error names a column: one raised below the expression layer (a
 * limit reached while sidling, say) gets the first argument's. */
static int with_column(const expr_call *call, int rc) {
    if (rc < 0 && strncmp(cgt_error_message(), "column ", 7) != 0) return error_at_arg(call, 0, rc);
    return rc;
}
#define WITH_COLUMN(f)                                                                             \
    static int f##_c(expr_value *out, const expr_call *call) {                                     \
        return with_column(call, f(out, call));                                                    \
    }
WITH_COLUMN(fn_loopy)
WITH_COLUMN(fn_loopy_form)
WITH_COLUMN(fn_who_wins)
WITH_COLUMN(fn_is_stopper)
WITH_COLUMN(fn_is_plumtree)
WITH_COLUMN(fn_loopy_le)
WITH_COLUMN(fn_loopy_eq)
WITH_COLUMN(fn_onside)
WITH_COLUMN(fn_offside)
WITH_COLUMN(fn_upsum)
WITH_COLUMN(fn_downsum)
WITH_COLUMN(fn_degree)
WITH_COLUMN(fn_variety)
WITH_COLUMN(fn_backsliding_toads)
WITH_COLUMN(fn_digraph)
WITH_COLUMN(fn_fox_and_geese)
WITH_COLUMN(fn_komaster)
WITH_COLUMN(fn_ko_threats)
WITH_COLUMN(fn_loopy_stop)
WITH_COLUMN(fn_gsg)
WITH_COLUMN(fn_loopy_thermograph)
WITH_COLUMN(fn_loopy_mean)
WITH_COLUMN(fn_loopy_temperature)
WITH_COLUMN(fn_ko_thermograph)
WITH_COLUMN(fn_ko_mean)
WITH_COLUMN(fn_ko_temperature)

const expr_function expr_fns_loopy[] = {
    {"loopy", 1, 1, fn_loopy_c,
     "loopy('G')     a loopy game ('{0|pass}', 'a{0|{a|*}}', 'on+off', 'over & 0'), stoppers "
     "simplified"},
    {"loopy_form", 1, 1, fn_loopy_form_c,
     "loopy_form('G')  the loopy game's graph as entered, unsimplified"},
    {"who_wins", 1, 1, fn_who_wins_c,
     "who_wins('G')  who wins the loopy game moving first and second, or draw"},
    {"is_stopper", 1, 1, fn_is_stopper_c,
     "is_stopper('G')  no infinite alternating play from any follower"},
    {"is_plumtree", 1, 1, fn_is_plumtree_c, "is_plumtree('G')  the only cycles are pass moves"},
    {"loopy_le", 2, 2, fn_loopy_le_c,
     "loopy_le('G','H')  G <= H: the onsides and the offsides compare"},
    {"loopy_eq", 2, 2, fn_loopy_eq_c, "loopy_eq('G','H')  G == H for loopy games and sided values"},
    {"onside", 1, 1, fn_onside_c,
     "onside('G')    the onside of G (infinite play won by Left) as a stopper"},
    {"offside", 1, 1, fn_offside_c,
     "offside('G')   the offside of G (infinite play won by Right) as a stopper"},
    {"upsum", 2, 2, fn_upsum_c, "upsum('G','H')  the onside of G + H, for stoppers"},
    {"downsum", 2, 2, fn_downsum_c, "downsum('G','H')  the offside of G + H, for stoppers"},
    {"degree", 1, 1, fn_degree_c,
     "degree('G')    CGSuite's degree of a stopper: 0 if loop-free, else G upsum -G"},
    {"variety", 1, 1, fn_variety_c,
     "variety('G')   CGSuite's variety of a stopper: G upsum (-G downsum -degree)"},
    {"backsliding_toads", 1, 1, fn_backsliding_toads_c,
     "backsliding_toads('ttt..fff')  Backsliding Toads and Frogs: the position (loopy(..) gives "
     "its value)"},
    {"fox_and_geese", 1, 1, fn_fox_and_geese_c,
     "fox_and_geese('.x.x|....|o...')  Fox and Geese (CGSuite's FoxAndGeese): rows top to "
     "bottom, x geese (Left, moving down), o the fox (Right)"},
    {"komaster", 2, 2, fn_komaster_c,
     "komaster('G', \"left\")  G with a komaster: the other player may not repeat a position "
     "(no ko retake); a short game, e.g. for thermograph(...)"},
    {"loopy_stop", 2, 2, fn_loopy_stop_c,
     "loopy_stop('G', \"left\")  the Left (or Right) stop of a stopper, a pseudonumber: x, "
     "xover, xunder, on or off"},
    {"ko_threats", 3, 3, fn_ko_threats_c,
     "ko_threats('G', L, R)  G with ko threats priced in: repeating a position costs the mover "
     "a threat (Left has L, Right R, 0..255); a short game, e.g. for thermograph(...)"},
    {"loopy_thermograph", 1, 1, fn_loopy_thermograph_c,
     "loopy_thermograph('G')  the thermograph of a stopper (cooling node by node; "
     "Thermograph(...) as thermograph(G))"},
    {"loopy_mean", 1, 1, fn_loopy_mean_c,
     "loopy_mean('G')  the mast value of a stopper's thermograph"},
    {"loopy_temperature", 1, 1, fn_loopy_temperature_c,
     "loopy_temperature('G')  the temperature of a stopper's thermograph"},
    {"ko_thermograph", 2, 2, fn_ko_thermograph_c,
     "ko_thermograph('G', \"left\")  Berlekamp's komaster thermograph of a game whose one cycle "
     "is a ko (Left or Right komaster; masts may slope, temperatures rational)"},
    {"ko_mean", 2, 2, fn_ko_mean_c,
     "ko_mean('G', \"left\")  the mast value of the komaster thermograph (p/q as text when "
     "not dyadic)"},
    {"ko_temperature", 2, 2, fn_ko_temperature_c,
     "ko_temperature('G', \"left\")  the temperature of the komaster thermograph"},
    {"digraph", 1, 1, fn_digraph_c,
     "digraph('a>b b>a L:b>c')  token sliding on a digraph (a>b both players, L:/R: one)"},
    {"gsg", 1, 1, fn_gsg_c,
     "gsg('G')       generalised Sprague-Grundy value of an impartial loopy game: n, ∞, ∞_{0,2}"},
    {NULL, 0, 0, NULL, NULL},
};
