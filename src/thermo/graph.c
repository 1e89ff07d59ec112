/* graph.c - thermographs of games from their options (scaffolds, the first
 * meeting point, the mast), cached by game id; mean, temperature and the
 * confusion interval. */
#include <assert.h>

#include "thermo/thermo_internal.h"

/* cache[g]: the thermograph of game g, heap-allocated so that pointers handed
 * out stay valid while the array grows. */
static thermograph_struct **cache;
static size_t cache_cap;

void thermo_graph_cache_free(void) {
    for (size_t i = 0; i < cache_cap; i++)
        if (cache[i]) {
            thermo_graph_clear(cache[i]);
            cgt_free(cache[i]);
        }
    cgt_free(cache);
    cache = NULL;
    cache_cap = 0;
}

static void cache_store(game_t g, thermograph_struct *th) {
    if (g >= cache_cap) {
        size_t nc = cache_cap ? cache_cap : 1024;
        while (nc <= g) nc *= 2;
        cache = cgt_realloc(cache, nc * sizeof *cache);
        for (size_t i = cache_cap; i < nc; i++) cache[i] = NULL;
        cache_cap = nc;
    }
    cache[g] = th;
}

/* Builds the walls from the scaffolds: both follow their scaffold up to the
 * first temperature T where L(T) <= R(T), then the vertical mast at L(T).  For
 * short games L - R never increases (left walls have slopes 0, -1 and right
 * walls 0, +1), so this is CGSuite's thermographic intersection. */
static void intersect(thermograph_struct *out, const thermo_wall *L, const thermo_wall *R) {
    dyadic_t p, fl, fr, d, sd, x, zero;
    dyadic_init(p);
    dyadic_init(fl);
    dyadic_init(fr);
    dyadic_init(d);
    dyadic_init(sd);
    dyadic_init(x);
    dyadic_init(zero);
    dyadic_set_si(p, -1);
    size_t il = 0, ir = 0;
    bool at_base = true;
    for (;;) {
        tw_value(fl, L, p);
        tw_value(fr, R, p);
        dyadic_sub(d, fl, fr);
        if (dyadic_sgn(d) <= 0) break; /* T = p */
        const dyadic_struct *nl = il < L->n ? &L->temps[il] : NULL;
        const dyadic_struct *nr = ir < R->n ? &R->temps[ir] : NULL;
        const dyadic_struct *next = !nl ? nr : !nr ? nl : dyadic_cmp(nl, nr) <= 0 ? nl : nr;
        dyadic_sub(sd, &L->slopes[il], &R->slopes[ir]);
        if (dyadic_sgn(sd) < 0) {
            dyadic_neg(sd, sd);
            thermo_div_pow2(x, d, sd);
            dyadic_add(x, x, p);
            if (!next || dyadic_cmp(x, next) <= 0) {
                dyadic_set(p, x);
                at_base = false;
                tw_value(fl, L, p);
                break;
            }
        }
        assert(next); /* the scaffolds of a short game always meet */
        dyadic_set(p, next);
        at_base = false;
        if (nl && dyadic_equal(nl, p)) il++;
        if (nr && dyadic_equal(nr, p)) ir++;
    }
    if (at_base) {
        /* A mast from t = -1.  If the scaffolds cross below the base (a
         * "cave"), CGSuite takes 0 when it lies between them, else the
         * scaffold nearer 0; for canonical short games L(-1) >= R(-1). */
        if (dyadic_sgn(d) < 0) {
            if (dyadic_sgn(fl) > 0)
                dyadic_set(x, fl);
            else if (dyadic_sgn(fr) < 0)
                dyadic_set(x, fr);
            else
                dyadic_set_si(x, 0);
        } else {
            dyadic_set(x, fl);
        }
        thermo_graph_set_mast(out, x);
    } else {
        for (int side = 0; side < 2; side++) {
            const thermo_wall *s = side ? R : L;
            thermo_wall *w = &out->wall[side];
            tw_start(w, &s->values[0], &s->slopes[0]);
            for (size_t i = 0; i < s->n && dyadic_cmp(&s->temps[i], p) < 0; i++)
                tw_push(w, &s->temps[i], &s->values[i + 1], &s->slopes[i + 1]);
            tw_push(w, p, fl, zero);
        }
    }
    dyadic_clear(p);
    dyadic_clear(fl);
    dyadic_clear(fr);
    dyadic_clear(d);
    dyadic_clear(sd);
    dyadic_clear(x);
    dyadic_clear(zero);
}

/* For x + n.^ + *k (not a number) a representative with the same thermograph
 * and few options: *k ~ *2 for k >= 2 (the extra options *j, j >= 2, are
 * dominated at every temperature), and n.^ + *k ~ 3.^ for |n| >= 3 (Right's
 * only option x + (n-1).^ + ... has the same left wall for all n - 1 >= 2).
 * The test suite checks this against thermographs built from the options. */
static game_t nus_representative(game_t g) {
    dyadic_t x;
    dyadic_init(x);
    int64_t n;
    uint64_t k;
    game_nus_parts(x, &n, &k, g);
    game_t r = g;
    if (n >= 3 || n <= -3)
        r = game_nus(x, n > 0 ? 3 : -3, 0);
    else if (k > 2)
        r = game_nus(x, n, 2);
    dyadic_clear(x);
    return r;
}

/* One wall of a non-integer number x in closed form.  Cooled by t > -1, a
 * number with exponent e is frozen (unchanged) iff -2^-e < t, and the wall is
 * LS(x_t) (RS(x_t) for Right's).  Left's stop of x_t follows the alternating
 * walk p_0 = x, p_1 = p_0 - 2^-e(p_0) (Left moves), p_2 = p_1 + 2^-e(p_1)
 * (Right moves), ... until a frozen p_n, and is p_n - t if n is odd, p_n if
 * even.  The exponents e_0 > e_1 > ... fall to 0 (an integer), so on
 * (-2^-e_(i+1), -2^-e_i] the wall is the line of n = i + 1.  Right's wall is
 * the mirror: Right moves first and odd walks give p_n + t.  The test suite
 * checks this against thermographs built from the options and against the
 * stops of cooled numbers. */
static void number_wall(thermo_wall *w, const dyadic_t x, int side) {
    size_t cap = 8, m = 0;
    dyadic_struct *p = cgt_malloc(cap * sizeof *p); /* p[1..m] */
    dyadic_t cur, step, t, v, s;
    dyadic_init(cur);
    dyadic_init(step);
    dyadic_init(t);
    dyadic_init(v);
    dyadic_init(s);
    dyadic_set(cur, x);
    int dir = side ? 1 : -1; /* the first move: Left lowers, Right raises */
    while (!dyadic_is_integer(cur)) {
        dyadic_set_si_2exp(step, dir, dyadic_get_exp(cur));
        dyadic_add(cur, cur, step);
        if (++m == cap) {
            cap *= 2;
            p = cgt_realloc(p, cap * sizeof *p);
        }
        dyadic_init(&p[m]);
        dyadic_set(&p[m], cur);
        dir = -dir;
    }
    /* Bottom-up: segment i (from m-1 down to 0) uses p[i+1] and starts at
     * t = -2^-e(p[i+1]) (t = -1 for the integer p[m]). */
    for (size_t n = m; n >= 1; n--) {
        dyadic_set_si(s, (n & 1) ? (side ? 1 : -1) : 0);
        dyadic_set_si_2exp(t, -1, dyadic_get_exp(&p[n]));
        dyadic_mul(v, s, t);
        dyadic_add(v, v, &p[n]);
        if (n == m)
            tw_start(w, v, s);
        else
            tw_push(w, t, v, s);
    }
    dyadic_set_si_2exp(t, -1, dyadic_get_exp(x));
    dyadic_set_si(s, 0);
    tw_push(w, t, x, s);
    for (size_t n = 1; n <= m; n++) dyadic_clear(&p[n]);
    cgt_free(p);
    dyadic_clear(cur);
    dyadic_clear(step);
    dyadic_clear(t);
    dyadic_clear(v);
    dyadic_clear(s);
}

static thermograph_struct *compute(game_t g) {
    thermograph_struct *th = cgt_malloc(sizeof *th);
    thermo_graph_init(th);
    if (game_is_number(g) && !game_is_integer(g)) {
        dyadic_t x;
        dyadic_init(x);
        game_get_dyadic(x, g);
        number_wall(&th->wall[THERMO_LEFT], x, 0);
        number_wall(&th->wall[THERMO_RIGHT], x, 1);
        dyadic_clear(x);
        return th;
    }
    if (game_is_integer(g)) {
        dyadic_t x;
        dyadic_init(x);
        game_get_dyadic(x, g);
        thermo_graph_set_mast(th, x);
        dyadic_clear(x);
        return th;
    }
    if (game_is_nus(g) && !game_is_number(g)) {
        game_t h = nus_representative(g);
        if (h != g) {
            const thermograph_struct *t = thermo_graph_of(h);
            if (!t) goto fail;
            thermo_graph_set(th, t);
            return th;
        }
    }
    thermo_wall sc[2], tmp;
    tw_init(&sc[0]);
    tw_init(&sc[1]);
    tw_init(&tmp);
    bool ok = true;
    for (int side = 0; side < 2 && ok; side++) {
        size_t n = side ? game_num_right(g) : game_num_left(g);
        assert(n > 0); /* only integers have an empty side */
        for (size_t i = 0; i < n; i++) {
            game_t o = side ? game_right(g, i) : game_left(g, i);
            const thermograph_struct *to = thermo_graph_of(o);
            if (!to) {
                ok = false;
                break;
            }
            /* Left scaffold from the right walls of Left's options, and v.v. */
            const thermo_wall *w = &to->wall[side ? THERMO_LEFT : THERMO_RIGHT];
            if (i == 0) {
                tw_set(&sc[side], w);
            } else {
                tw_minmax(&tmp, &sc[side], w, side == 0);
                tw_set(&sc[side], &tmp);
            }
        }
    }
    if (ok) {
        tw_tilt(&sc[0], -1);
        tw_tilt(&sc[1], 1);
        intersect(th, &sc[0], &sc[1]);
    }
    tw_clear(&sc[0]);
    tw_clear(&sc[1]);
    tw_clear(&tmp);
    if (ok && !cgt_aborted()) return th;
fail:
    thermo_graph_clear(th);
    cgt_free(th);
    return NULL;
}

const thermograph_struct *thermo_graph_of(game_t g) {
    if (g == GAME_NONE || cgt_aborted()) return NULL;
    thermo_ensure();
    if (g < cache_cap && cache[g]) return cache[g];
    thermograph_struct *th = thermo_depth_enter() ? compute(g) : NULL;
    thermo_depth_leave();
    if (!th) return NULL;
    cache_store(g, th);
    return th;
}

int thermo_thermograph(thermograph_t out, game_t g) {
    const thermograph_struct *th = thermo_graph_of(g);
    if (!th) return cgt_limit_error();
    thermo_graph_set(out, th);
    return 0;
}

int thermo_mean(dyadic_t out, game_t g) {
    if (g != GAME_NONE && !cgt_aborted() && game_is_nus(g)) {
        int64_t n;
        uint64_t k;
        game_nus_parts(out, &n, &k, g);
        return 0;
    }
    const thermograph_struct *th = thermo_graph_of(g);
    if (!th) return cgt_limit_error();
    thermo_graph_mast(out, th);
    return 0;
}

int thermo_temperature(dyadic_t out, game_t g) {
    if (g != GAME_NONE && !cgt_aborted() && game_is_nus(g)) {
        if (!game_is_number(g)) {
            dyadic_set_si(out, 0);
        } else {
            dyadic_t x;
            dyadic_init(x);
            game_get_dyadic(x, g);
            dyadic_set_si_2exp(out, -1, dyadic_get_exp(x));
            dyadic_clear(x);
        }
        return 0;
    }
    const thermograph_struct *th = thermo_graph_of(g);
    if (!th) return cgt_limit_error();
    thermo_graph_temperature(out, th);
    return 0;
}

static game_t dyadic_game_of(int (*fn)(dyadic_t, game_t), game_t g) {
    dyadic_t x;
    dyadic_init(x);
    game_t r = fn(x, g) < 0 ? GAME_NONE : game_from_dyadic(x);
    dyadic_clear(x);
    return r;
}

game_t thermo_mean_game(game_t g) {
    return dyadic_game_of(thermo_mean, g);
}

game_t thermo_temperature_game(game_t g) {
    return dyadic_game_of(thermo_temperature, g);
}

int thermo_confusion_interval(thermo_interval *out, game_t g) {
    out->lo = out->hi = GAME_NONE;
    out->lo_closed = out->hi_closed = false;
    if (g == GAME_NONE || cgt_aborted()) return cgt_limit_error();
    if (game_is_number(g)) return 0;
    game_t ls = game_left_stop(g), rs = game_right_stop(g);
    if (ls == GAME_NONE || rs == GAME_NONE) return cgt_limit_error();
    bool hi_closed = game_fuzzy(g, ls), lo_closed = ls == rs ? hi_closed : game_fuzzy(g, rs);
    if (cgt_aborted()) return cgt_limit_error();
    if (ls == rs && !hi_closed) return 0; /* like ^: comparable with every number */
    out->lo = rs;
    out->hi = ls;
    out->lo_closed = lo_closed;
    out->hi_closed = hi_closed;
    return 0;
}

bool thermo_interval_is_empty(const thermo_interval *iv) {
    return iv->lo == GAME_NONE;
}
