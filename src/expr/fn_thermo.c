/* fn_thermo.c - expression bindings of temperature theory (thermo.h): mean,
 * temperature, thermograph, cooling, heating, Norton products, incentives,
 * atomic weight, confusion interval. */
#include <string.h>

#include "cgt/thermo.h"
#include "expr/expr_internal.h"

/* The number in argument i as a dyadic, or CGT_EVALUE at that argument. */
static int arg_number(dyadic_t out, game_t *g, const expr_call *call, size_t i, const char *what) {
    int rc = expr_arg_game(g, call, i);
    if (rc < 0) return rc;
    if (!game_is_number(*g))
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE, "%s needs a number %s",
                             call->name, what);
    game_get_dyadic(out, *g);
    return 0;
}

static int fn_mean(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : expr_set_game(out, thermo_mean_game(g));
}

static int fn_temperature(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : expr_set_game(out, thermo_temperature_game(g));
}

static int fn_freeze(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : expr_set_game(out, thermo_freeze(g));
}

static int fn_thermograph(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    thermograph_t th;
    thermo_graph_init(th);
    rc = thermo_thermograph(th, g);
    if (rc == 0) {
        char *s = thermo_graph_get_str(th);
        rc = expr_set_text(out, s);
        cgt_free(s);
    } else {
        rc = expr_set_game(out, GAME_NONE); /* the caller reports the limit */
    }
    thermo_graph_clear(th);
    return rc;
}

static int fn_cool(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE, tg = GAME_NONE;
    dyadic_t t;
    dyadic_init(t);
    int rc = expr_arg_game(&g, call, 0);
    if (rc == 0) rc = arg_number(t, &tg, call, 1, "temperature");
    if (rc == 0 && dyadic_cmp_si(t, -1) <= 0)
        rc = expr_error_at(call->text, call->arg_offsets[1], CGT_EVALUE,
                           "cool needs a temperature > -1");
    game_t r = GAME_NONE;
    if (rc == 0 && thermo_cool(&r, g, t) < 0) r = GAME_NONE;
    dyadic_clear(t);
    return rc < 0 ? rc : expr_set_game(out, r);
}

static int fn_heat(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE, t = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc == 0) rc = expr_arg_game(&t, call, 1);
    return rc < 0 ? rc : expr_set_game(out, thermo_heat(g, t));
}

static int fn_overheat(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE, s = GAME_NONE, t = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc == 0) rc = expr_arg_game(&s, call, 1);
    if (rc == 0) rc = expr_arg_game(&t, call, 2);
    return rc < 0 ? rc : expr_set_game(out, thermo_overheat(g, s, t));
}

static int fn_norton(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE, u = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc == 0) rc = expr_arg_game(&u, call, 1);
    return rc < 0 ? rc : expr_set_game(out, thermo_norton(g, u));
}

static int fn_atomic_weight(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE, w = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    rc = thermo_atomic_weight(&w, g);
    if (rc == CGT_EVALUE)
        return expr_error_at(call->text, call->offset, CGT_EVALUE, "%s", cgt_error_message());
    return expr_set_game(out, rc < 0 ? GAME_NONE : w);
}

/* A set of games as text: "{a,b,c}", "{}" when empty. */
static int set_text(expr_value *out, const game_t *v, size_t n) {
    expr_buf b = {0};
    expr_buf_puts(&b, "{");
    for (size_t i = 0; i < n; i++) {
        char *s = expr_game_str(v[i]);
        if (i) expr_buf_puts(&b, ",");
        expr_buf_puts(&b, s ? s : "?");
        cgt_free(s);
    }
    expr_buf_puts(&b, "}");
    char *text = expr_buf_take(&b);
    int rc = expr_set_text(out, text);
    cgt_free(text);
    return rc;
}

static int incentives(expr_value *out, const expr_call *call, thermo_side side) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    game_t *v;
    size_t n;
    if (thermo_incentives(&v, &n, g, side) < 0) return expr_set_game(out, GAME_NONE);
    rc = set_text(out, v, n);
    cgt_free(v);
    return rc;
}

static int fn_incentives(expr_value *out, const expr_call *call) {
    return incentives(out, call, THERMO_BOTH);
}
static int fn_left_incentives(expr_value *out, const expr_call *call) {
    return incentives(out, call, THERMO_LEFT);
}
static int fn_right_incentives(expr_value *out, const expr_call *call) {
    return incentives(out, call, THERMO_RIGHT);
}

static int fn_confusion_interval(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    thermo_interval iv;
    if (thermo_confusion_interval(&iv, g) < 0) return expr_set_game(out, GAME_NONE);
    if (thermo_interval_is_empty(&iv)) return expr_set_text(out, "empty");
    char *lo = expr_game_str(iv.lo), *hi = expr_game_str(iv.hi);
    expr_buf b = {0};
    expr_buf_puts(&b, iv.lo_closed ? "[" : "(");
    expr_buf_puts(&b, lo);
    expr_buf_puts(&b, ",");
    expr_buf_puts(&b, hi);
    expr_buf_puts(&b, iv.hi_closed ? "]" : ")");
    char *text = expr_buf_take(&b);
    rc = expr_set_text(out, text);
    cgt_free(text);
    cgt_free(lo);
    cgt_free(hi);
    return rc;
}

const expr_function expr_fns_thermo[] = {
    {"mean", 1, 1, fn_mean, "mean(G)        the mean (mast value of the thermograph)"},
    {"temperature", 1, 1, fn_temperature,
     "temperature(G)  the temperature (CGSuite: integers -1, m/2^k -1/2^k)"},
    {"thermograph", 1, 1, fn_thermograph,
     "thermograph(G)  Thermograph(leftMast,[temps],[slopes],rightMast,...)"},
    {"cool", 2, 2, fn_cool, "cool(G,t)      G cooled by the number t > -1"},
    {"freeze", 1, 1, fn_freeze, "freeze(G)      G cooled by its temperature"},
    {"heat", 2, 2, fn_heat, "heat(G,t)      G heated by t: {heat(G^L)+t | heat(G^R)-t}"},
    {"overheat", 3, 3, fn_overheat, "overheat(G,s,t)  G overheated from s to t (CGSuite)"},
    {"norton", 2, 2, fn_norton, "norton(G,U)    the Norton product G.U"},
    {"atomic_weight", 1, 1, fn_atomic_weight, "atomic_weight(G)  the atomic weight (CGSuite)"},
    {"incentives", 1, 1, fn_incentives, "incentives(G)  the undominated incentives, as a set"},
    {"left_incentives", 1, 1, fn_left_incentives, "left_incentives(G)  G^L - G, undominated"},
    {"right_incentives", 1, 1, fn_right_incentives, "right_incentives(G)  G - G^R, undominated"},
    {"confusion_interval", 1, 1, fn_confusion_interval,
     "confusion_interval(G)  the numbers confused with G: [RS,LS] with open or closed ends"},
    {NULL, 0, 0, NULL, NULL},
};
