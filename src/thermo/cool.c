/* cool.c - cooling, freezing, heating and overheating, each memoized by
 * (game id, parameter ids) so that shared subpositions are done once. */
#include <assert.h>

#include "thermo/thermo_internal.h"

/* {f(G^L) + dl | f(G^R) + dr}: the shape shared by cooling, heating and
 * overheating.  f(o) is rec(o, arg...) given by the callback. */
typedef game_t (*rec_fn)(game_t o, const void *ctx);

static game_t map_options(game_t g, rec_fn f, const void *ctx, game_t dl, game_t dr) {
    if (!thermo_depth_enter()) {
        thermo_depth_leave();
        return GAME_NONE;
    }
    size_t nl = game_num_left(g), nr = game_num_right(g);
    game_t small[16];
    game_t *opts = nl + nr <= 16 ? small : cgt_malloc((nl + nr) * sizeof *opts);
    game_t r = GAME_NONE;
    for (size_t i = 0; i < nl + nr; i++) {
        game_t o = i < nl ? game_left(g, i) : game_right(g, i - nl);
        game_t v = f(o, ctx);
        if (v != GAME_NONE) v = game_add(v, i < nl ? dl : dr);
        if (v == GAME_NONE) goto done;
        opts[i] = v;
    }
    r = game_make(opts, nl, opts + nl, nr);
done:
    if (opts != small) cgt_free(opts);
    thermo_depth_leave();
    return cgt_aborted() ? GAME_NONE : r;
}

/* ---- cooling ---------------------------------------------------------------- */

typedef struct cool_ctx {
    dyadic_srcptr t;
    game_t tg; /* t as a number game: the memo key */
} cool_ctx;

static game_t cool_rec(game_t g, const void *vctx) {
    const cool_ctx *ctx = vctx;
    if (g == GAME_NONE || cgt_aborted()) return GAME_NONE;
    if (game_is_integer(g)) return g;
    game_t r = thermo_memo_get(THERMO_OP_COOL, g, ctx->tg, THERMO_NO_ARG);
    if (r != GAME_NONE) return r;
    dyadic_t temp;
    dyadic_init(temp);
    if (thermo_temperature(temp, g) < 0) {
        r = GAME_NONE;
    } else if (dyadic_cmp(temp, ctx->t) < 0) {
        r = thermo_mean_game(g);
    } else if (dyadic_is_zero(ctx->t)) {
        r = g; /* G_0 = G, by induction */
    } else {
        r = map_options(g, cool_rec, ctx, game_neg(ctx->tg), ctx->tg);
    }
    dyadic_clear(temp);
    thermo_memo_put(THERMO_OP_COOL, g, ctx->tg, THERMO_NO_ARG, r);
    return r;
}

int thermo_cool(game_t *out, game_t g, const dyadic_t t) {
    *out = GAME_NONE;
    if (dyadic_cmp_si(t, -1) <= 0) {
        char *s = dyadic_get_str(t);
        int rc = cgt_error(CGT_EVALUE, "cool: the temperature must be > -1, got %s", s);
        cgt_free(s);
        return rc;
    }
    if (g == GAME_NONE || cgt_aborted()) return cgt_limit_error();
    thermo_ensure();
    cool_ctx ctx = {t, game_from_dyadic(t)};
    if (ctx.tg == GAME_NONE) return cgt_limit_error();
    *out = cool_rec(g, &ctx);
    return *out == GAME_NONE ? cgt_limit_error() : 0;
}

game_t thermo_freeze(game_t g) {
    if (g == GAME_NONE || cgt_aborted()) return GAME_NONE;
    if (game_is_integer(g)) return g;
    dyadic_t t;
    dyadic_init(t);
    game_t r = GAME_NONE;
    if (thermo_temperature(t, g) == 0 && thermo_cool(&r, g, t) < 0) r = GAME_NONE;
    dyadic_clear(t);
    return r;
}

/* ---- heating -------------------------------------------------------------------- */

static game_t heat_rec(game_t g, const void *vctx) {
    game_t t = *(const game_t *)vctx;
    if (g == GAME_NONE || cgt_aborted()) return GAME_NONE;
    if (game_is_number(g)) return g;
    game_t r = thermo_memo_get(THERMO_OP_HEAT, g, t, THERMO_NO_ARG);
    if (r != GAME_NONE) return r;
    r = map_options(g, heat_rec, &t, t, game_neg(t));
    thermo_memo_put(THERMO_OP_HEAT, g, t, THERMO_NO_ARG, r);
    return r;
}

game_t thermo_heat(game_t g, game_t t) {
    if (g == GAME_NONE || t == GAME_NONE || cgt_aborted()) return GAME_NONE;
    thermo_ensure();
    return heat_rec(g, &t);
}

/* ---- overheating ------------------------------------------------------------------ */

typedef struct overheat_ctx {
    game_t s, t;
} overheat_ctx;

static game_t overheat_rec(game_t g, const void *vctx) {
    const overheat_ctx *ctx = vctx;
    if (g == GAME_NONE || cgt_aborted()) return GAME_NONE;
    if (game_is_integer(g)) return thermo_norton(g, ctx->s); /* g copies of s */
    game_t r = thermo_memo_get(THERMO_OP_OVERHEAT, g, ctx->s, ctx->t);
    if (r != GAME_NONE) return r;
    r = map_options(g, overheat_rec, ctx, ctx->t, game_neg(ctx->t));
    thermo_memo_put(THERMO_OP_OVERHEAT, g, ctx->s, ctx->t, r);
    return r;
}

game_t thermo_overheat(game_t g, game_t s, game_t t) {
    if (g == GAME_NONE || s == GAME_NONE || t == GAME_NONE || cgt_aborted()) return GAME_NONE;
    thermo_ensure();
    overheat_ctx ctx = {s, t};
    return overheat_rec(g, &ctx);
}
