/* atomic.c - incentives, Norton products and atomic weight (CGSuite's
 * algorithms), memoized by game id. */
#include <assert.h>

#include "thermo/thermo_internal.h"

/* ---- incentives -------------------------------------------------------------- */

int thermo_incentives(game_t **out, size_t *n, game_t g, thermo_side side) {
    *out = NULL;
    *n = 0;
    if (g == GAME_NONE || cgt_aborted()) return cgt_limit_error();
    size_t nl = side != THERMO_RIGHT ? game_num_left(g) : 0;
    size_t nr = side != THERMO_LEFT ? game_num_right(g) : 0;
    if (nl + nr == 0) return 0;
    game_t *v = cgt_malloc((nl + nr) * sizeof *v);
    size_t m = 0;
    for (size_t i = 0; i < nl + nr; i++) {
        game_t x = i < nl ? game_sub(game_left(g, i), g) : game_sub(g, game_right(g, i - nl));
        if (x == GAME_NONE) {
            cgt_free(v);
            return cgt_limit_error();
        }
        bool dup = false;
        for (size_t j = 0; j < m && !dup; j++) dup = v[j] == x;
        if (!dup) v[m++] = x;
    }
    /* Drop dominated incentives: x with x <= y for another y. */
    size_t k = 0;
    for (size_t i = 0; i < m; i++) {
        bool dominated = false;
        for (size_t j = 0; j < m && !dominated; j++) dominated = j != i && game_leq(v[i], v[j]);
        if (!dominated) v[k++] = v[i];
    }
    if (cgt_aborted()) {
        cgt_free(v);
        return cgt_limit_error();
    }
    game_sort_display(v, k);
    *out = v;
    *n = k;
    return 0;
}

/* ---- Norton products ------------------------------------------------------------ */

/* n copies of u for an integer game n of any size, by doubling. */
static game_t copies(game_t n, game_t u) {
    dyadic_t x;
    dyadic_init(x);
    game_get_dyadic(x, n);
    long small;
    game_t r;
    if (dyadic_get_si(&small, x)) {
        r = game_mul_si(u, small);
    } else {
        mpz_t z;
        mpz_init(z);
        dyadic_get_num(z, x);
        game_t base = mpz_sgn(z) < 0 ? game_neg(u) : u;
        mpz_abs(z, z);
        r = game_zero();
        size_t bits = mpz_sizeinbase(z, 2);
        for (size_t b = 0; b < bits && r != GAME_NONE; b++) {
            if (b) base = game_add(base, base);
            if (mpz_tstbit(z, b)) r = game_add(r, base);
        }
        mpz_clear(z);
    }
    dyadic_clear(x);
    return r;
}

game_t thermo_norton(game_t g, game_t u) {
    if (g == GAME_NONE || u == GAME_NONE || cgt_aborted()) return GAME_NONE;
    thermo_ensure();
    if (game_is_integer(g)) return copies(g, u);
    game_t r = thermo_memo_get(THERMO_OP_NORTON, g, u, THERMO_NO_ARG);
    if (r != GAME_NONE) return r;
    game_t *inc;
    size_t ni;
    if (!thermo_depth_enter()) {
        thermo_depth_leave();
        return GAME_NONE;
    }
    if (thermo_incentives(&inc, &ni, u, THERMO_BOTH) < 0) {
        thermo_depth_leave();
        return GAME_NONE;
    }
    for (size_t j = 0; j < ni; j++) inc[j] = game_add(u, inc[j]); /* u + I */
    size_t nl = game_num_left(g), nr = game_num_right(g);
    game_t *opts = cgt_malloc((nl + nr) * ni * sizeof *opts + 1);
    bool ok = true;
    for (size_t i = 0; i < nl + nr && ok; i++) {
        game_t o = i < nl ? game_left(g, i) : game_right(g, i - nl);
        game_t p = thermo_norton(o, u);
        for (size_t j = 0; j < ni && ok; j++) {
            game_t v = i < nl ? game_add(p, inc[j]) : game_sub(p, inc[j]);
            opts[i * ni + j] = v;
            ok = v != GAME_NONE;
        }
        ok = ok && p != GAME_NONE;
    }
    r = ok ? game_make(opts, nl * ni, opts + nl * ni, nr * ni) : GAME_NONE;
    cgt_free(opts);
    cgt_free(inc);
    thermo_depth_leave();
    if (cgt_aborted()) return GAME_NONE;
    thermo_memo_put(THERMO_OP_NORTON, g, u, THERMO_NO_ARG, r);
    return r;
}

/* ---- atomic weight ------------------------------------------------------------------- */

/* far star of a number-up-star in closed form: 1 + the largest nimber among
 * its followers (1 if none but 0).  Only x = 0 has nimber followers; for
 * n != 0 the chain x + n.^ + *k -> x + (n-1).^ + *(k^1) -> ... reaches
 * +-(^ + *j), which is {0,*|0} when j = 1 and {0 | *(j^1)} otherwise. */
static uint64_t farstar_nus(game_t g) {
    dyadic_t x;
    dyadic_init(x);
    int64_t n;
    uint64_t k;
    game_nus_parts(x, &n, &k, g);
    bool zero = dyadic_is_zero(x);
    dyadic_clear(x);
    if (!zero) return 1;
    if (n == 0) return k == UINT64_MAX ? k : k + 1;
    uint64_t m = n < 0 ? (uint64_t)(-(n + 1)) + 1 : (uint64_t)n;
    uint64_t j = k ^ ((m - 1) & 1);
    return j == 1 ? 2 : (j ^ 1) + 1;
}

static uint64_t farstar(game_t g) {
    if (game_is_nus(g)) return farstar_nus(g);
    game_t c = thermo_memo_get(THERMO_OP_FARSTAR, g, THERMO_NO_ARG, THERMO_NO_ARG);
    if (c != GAME_NONE) return c;
    uint64_t best = 1;
    size_t nl = game_num_left(g), nr = game_num_right(g);
    if (thermo_depth_enter())
        for (size_t i = 0; i < nl + nr && !cgt_aborted(); i++) {
            uint64_t f = farstar(i < nl ? game_left(g, i) : game_right(g, i - nl));
            if (f > best) best = f;
        }
    thermo_depth_leave();
    if (best < GAME_NONE)
        thermo_memo_put(THERMO_OP_FARSTAR, g, THERMO_NO_ARG, THERMO_NO_ARG, (game_t)best);
    return best;
}

static game_t dyadic_int_game(const dyadic_t x) {
    return game_from_dyadic(x);
}

/* CGSuite's naive atomic weight, memoized. */
static game_t naive_aw(game_t g) {
    if (g == GAME_NONE || cgt_aborted()) return GAME_NONE;
    if (game_is_nus(g)) {
        dyadic_t x;
        int64_t n;
        uint64_t k;
        dyadic_init(x);
        game_nus_parts(x, &n, &k, g);
        dyadic_clear(x);
        return game_from_si((long)n);
    }
    game_t r = thermo_memo_get(THERMO_OP_NAIVE_AW, g, THERMO_NO_ARG, THERMO_NO_ARG);
    if (r != GAME_NONE) return r;
    size_t nl = game_num_left(g), nr = game_num_right(g);
    game_t *opts = cgt_malloc((nl + nr) * sizeof *opts);
    game_t two = game_from_si(2), mtwo = game_from_si(-2);
    bool deep_ok = thermo_depth_enter();
    for (size_t i = 0; i < nl + nr; i++) {
        game_t w = deep_ok ? naive_aw(i < nl ? game_left(g, i) : game_right(g, i - nl)) : GAME_NONE;
        opts[i] = w == GAME_NONE ? GAME_NONE : game_add(w, i < nl ? mtwo : two);
    }
    thermo_depth_leave();
    game_t g0 = game_make(opts, nl, opts + nl, nr);
    r = g0;
    if (g0 != GAME_NONE && game_is_integer(g0)) {
        game_t fs = game_nimber(farstar(g));
        bool leq = game_leq(g, fs), geq = game_leq(fs, g);
        dyadic_t best, cur;
        dyadic_init(best);
        dyadic_init(cur);
        if (leq && !geq) {
            /* g < far star: the least integer n with n |> every new left option. */
            if (nl == 0) {
                r = game_zero();
            } else {
                for (size_t i = 0; i < nl; i++) {
                    game_get_dyadic(cur, game_right_stop(opts[i]));
                    dyadic_ceil(cur, cur);
                    if (game_leq(dyadic_int_game(cur), opts[i])) dyadic_add_si(cur, cur, 1);
                    if (i == 0 || dyadic_cmp(cur, best) > 0) dyadic_set(best, cur);
                }
                r = game_from_dyadic(best);
            }
        } else if (geq && !leq) {
            /* g > far star: the greatest integer n with n <| every new right option. */
            if (nr == 0) {
                r = game_zero();
            } else {
                for (size_t i = 0; i < nr; i++) {
                    game_get_dyadic(cur, game_left_stop(opts[nl + i]));
                    dyadic_floor(cur, cur);
                    if (game_leq(opts[nl + i], dyadic_int_game(cur))) dyadic_add_si(cur, cur, -1);
                    if (i == 0 || dyadic_cmp(cur, best) < 0) dyadic_set(best, cur);
                }
                r = game_from_dyadic(best);
            }
        }
        dyadic_clear(best);
        dyadic_clear(cur);
    }
    cgt_free(opts);
    if (cgt_aborted()) return GAME_NONE;
    thermo_memo_put(THERMO_OP_NAIVE_AW, g, THERMO_NO_ARG, THERMO_NO_ARG, r);
    return r;
}

int thermo_atomic_weight(game_t *out, game_t g) {
    *out = GAME_NONE;
    if (g == GAME_NONE || cgt_aborted()) return cgt_limit_error();
    thermo_ensure();
    if (!game_is_infinitesimal(g)) {
        if (cgt_aborted()) return cgt_limit_error();
        return cgt_error(CGT_EVALUE, "atomic weight: the game is not atomic (not infinitesimal)");
    }
    game_t aw = naive_aw(g);
    if (aw == GAME_NONE) return cgt_limit_error();
    bool atomic = game_is_all_small(g);
    if (!atomic) {
        game_t diff = game_sub(g, thermo_norton(aw, game_up()));
        uint64_t fs = farstar(g), np2 = 2;
        while (np2 < fs) np2 <<= 1;
        if (np2 > ((uint64_t)1 << 20)) {
            /* The game module refuses to expand nimbers this large anyway. */
            cgt_limit_abort("atomic weight: far star too large for the red kite");
            return cgt_limit_error();
        }
        /* The red kite *N : -1 = {0, *, ..., *(N-1) | 0, *, ..., *(N-1), *N}. */
        game_t *o = cgt_malloc((2 * np2 + 1) * sizeof *o);
        for (uint64_t i = 0; i < np2; i++) o[i] = o[np2 + i] = game_nimber(i);
        o[2 * np2] = game_nimber(np2);
        game_t kite = game_make(o, np2, o + np2, np2 + 1);
        cgt_free(o);
        dyadic_t zero;
        dyadic_init(zero);
        game_t eps = game_add(game_nus(zero, 1, 1), kite);
        dyadic_clear(zero);
        atomic = diff != GAME_NONE && eps != GAME_NONE && game_leq(diff, eps) &&
                 game_leq(game_neg(eps), diff);
    }
    if (cgt_aborted()) return cgt_limit_error();
    if (!atomic) return cgt_error(CGT_EVALUE, "atomic weight: the game is not atomic");
    *out = aw;
    return 0;
}
