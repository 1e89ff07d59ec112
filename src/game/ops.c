/* ops.c - constructors of closed forms and the arithmetic of canonical games:
 * sum (memoized by pair), negation (memoized in the record), difference and
 * integer multiples. */
#include <limits.h>
#include <string.h>

#include "game/game_internal.h"

static game_cache add_cache;

/* Sums of two number-up-stars (closed forms, not in add_cache): a small
 * direct-mapped memo, as the same few numbers are added over and over (the
 * values of small components), and each sum otherwise hashes and interns a
 * dyadic.  An entry is valid while the table lives (ids are not reused). */
#define NUS_MEMO_SLOTS 4096
static struct { game_t a, b, r; } nus_memo[NUS_MEMO_SLOTS];
static bool nus_memo_live;

void game_ops_caches_free(void) {
    game_cache_free(&add_cache);
    if (nus_memo_live) memset(nus_memo, 0xFF, sizeof nus_memo); /* GAME_NONE everywhere */
    nus_memo_live = false;
}

game_t game_zero(void) {
    game_table_ensure();
    return game_tab.zero;
}
game_t game_star(void) {
    game_table_ensure();
    return game_tab.star;
}
game_t game_up(void) {
    game_table_ensure();
    return game_tab.up;
}

game_t game_nus(const dyadic_t x, int64_t ups, uint64_t nim) {
    if (cgt_aborted_fast()) return GAME_NONE;
    return game_intern_nus(x, ups, nim);
}

game_t game_from_dyadic(const dyadic_t x) {
    return game_nus(x, 0, 0);
}

game_t game_from_si(long n) {
    dyadic_t x;
    dyadic_init(x);
    dyadic_set_si(x, n);
    game_t g = game_nus(x, 0, 0);
    dyadic_clear(x);
    return g;
}

game_t game_nimber(uint64_t k) {
    dyadic_t x;
    dyadic_init(x);
    game_t g = game_nus(x, 0, k);
    dyadic_clear(x);
    return g;
}

game_t game_neg(game_t g) {
    if (g == GAME_NONE || cgt_aborted_fast()) return GAME_NONE;
    game_rec *r = game_rec_of(g);
    if (r->neg != GAME_NONE) return r->neg;
    game_t result;
    if (r->kind == GK_NUS) {
        const game_nus_rec *n = game_nus_of(g);
        dyadic_t x;
        dyadic_init(x);
        dyadic_neg(x, n->x);
        int64_t ups = n->ups == INT64_MIN ? INT64_MAX : -n->ups;
        result = game_intern_nus(x, ups, n->nim);
        dyadic_clear(x);
    } else {
        if (!game_depth_enter()) {
            game_depth_leave();
            return GAME_NONE;
        }
        game_vec L = {0}, R = {0};
        size_t nl = game_tab.recs[g].nl, nr = game_tab.recs[g].nr;
        for (size_t i = 0; i < nr; i++) game_vec_push(&L, game_neg(game_ropts(g)[i]));
        for (size_t i = 0; i < nl; i++) game_vec_push(&R, game_neg(game_lopts(g)[i]));
        if (cgt_aborted_fast()) {
            result = GAME_NONE;
        } else {
            /* The negative of a canonical form is canonical: intern directly. */
            game_sort_unique(&L);
            game_sort_unique(&R);
            result = game_intern_general(L.v, L.n, R.v, R.n);
        }
        game_vec_free(&L);
        game_vec_free(&R);
        game_depth_leave();
    }
    if (result != GAME_NONE) {
        game_rec_of(g)->neg = result;
        game_rec_of(result)->neg = g;
    }
    return result;
}

/* Sum of two number-up-stars in closed form. */
static game_t add_nus(game_t a, game_t b) {
    const game_nus_rec *x = game_nus_of(a), *y = game_nus_of(b);
    int64_t ups;
    if (__builtin_add_overflow(x->ups, y->ups, &ups)) {
        cgt_error(CGT_ERANGE, "up multiple out of range");
        return GAME_NONE;
    }
    dyadic_t s;
    dyadic_init(s);
    dyadic_add(s, x->x, y->x);
    game_t g = game_intern_nus(s, ups, x->nim ^ y->nim);
    dyadic_clear(s);
    return g;
}

/* G + *k for a canonical G that is not a nus, by the gift-horse principle:
 * with H = {G^L + *k | G^R + *k}, the nimber moves of G + *k (to G + *j,
 * j < k, for both players) are gifts to H: a Left option Y with Y <| H, or
 * a Right option Z with Z |> H, does not change H's value.  G + *j <| H when
 * Right's move G^R + *j from it is <= H for some G^R, and G + *j |> H when
 * Left's move G^L + *j is >= H for some G^L.  When that holds for every j,
 * G + *k = {G^L + *k, G + *j | G^R + *k, G + *j} = H, built from
 * |G^L| + |G^R| options instead of k more, and G + *j is never built.  Sets
 * *fallback (returning GAME_NONE) when it does not: the caller then builds
 * every option. */
int game_big_nimber_shortcut = 1;

static game_t add_big_nimber(game_t g, uint64_t k, int *fallback) {
    *fallback = 0;
    game_t star_k = game_nimber(k);
    game_options_ready(g);
    size_t nl = game_tab.recs[g].nl, nr = game_tab.recs[g].nr;
    game_vec L = {0}, R = {0}, GL = {0}, GR = {0};
    for (size_t i = 0; i < nl; i++) game_vec_push(&GL, game_lopts(g)[i]);
    for (size_t i = 0; i < nr; i++) game_vec_push(&GR, game_ropts(g)[i]);
    for (size_t i = 0; i < nl; i++) game_vec_push(&L, game_add(GL.v[i], star_k));
    for (size_t i = 0; i < nr; i++) game_vec_push(&R, game_add(GR.v[i], star_k));
    game_t h = cgt_aborted_fast() ? GAME_NONE : game_make(L.v, L.n, R.v, R.n);
    for (uint64_t j = 0; h != GAME_NONE && j < k && !*fallback; j++) {
        game_t sj = game_nimber(j);
        int left_gift = 0, right_gift = 0;
        for (size_t i = 0; i < nr && !left_gift && !cgt_aborted_fast(); i++)
            left_gift = game_leq(game_add(GR.v[i], sj), h);
        for (size_t i = 0; i < nl && !right_gift && !cgt_aborted_fast(); i++)
            right_gift = game_leq(h, game_add(GL.v[i], sj));
        if (cgt_aborted_fast()) h = GAME_NONE;
        if (!left_gift || !right_gift) *fallback = 1;
    }
    game_vec_free(&L);
    game_vec_free(&R);
    game_vec_free(&GL);
    game_vec_free(&GR);
    return *fallback ? GAME_NONE : h;
}

game_t game_add(game_t a, game_t b) {
    if (a == GAME_NONE || b == GAME_NONE || cgt_aborted_fast()) return GAME_NONE;
    game_table_ensure();
    if (a == game_tab.zero) return b;
    if (b == game_tab.zero) return a;
    if (game_is_nus_fast(a) && game_is_nus_fast(b)) {
        if (a > b) {
            game_t t = a;
            a = b;
            b = t;
        }
        if (!nus_memo_live) {
            memset(nus_memo, 0xFF, sizeof nus_memo);
            nus_memo_live = true;
        }
        size_t i = cgt_hash_mix(((uint64_t)a << 32) | b) & (NUS_MEMO_SLOTS - 1);
        if (nus_memo[i].a == a && nus_memo[i].b == b) return nus_memo[i].r;
        game_t r = add_nus(a, b);
        if (r != GAME_NONE) {
            nus_memo[i].a = a;
            nus_memo[i].b = b;
            nus_memo[i].r = r;
        }
        return r;
    }
    if (a > b) {
        game_t t = a;
        a = b;
        b = t;
    }
    game_t memo;
    if (game_cache_get(&add_cache, a, b, &memo)) return memo;
    if (!game_depth_enter()) {
        game_depth_leave();
        return GAME_NONE;
    }
    /* A nus with a nimber part *k, k >= 2, plus a game that is not a nus:
     * (x + ups + *k) + G = ((x + ups) + G) + *k, the last sum by the gift-horse
     * shortcut when it applies (add_big_nimber). */
    if (game_is_nus_fast(a) != game_is_nus_fast(b)) {
        game_t n = game_is_nus_fast(a) ? a : b, o = n == a ? b : a;
        uint64_t k = game_nus_of(n)->nim;
        if (k >= 2 && game_big_nimber_shortcut) {
            dyadic_t x;
            dyadic_init(x);
            dyadic_set(x, game_nus_of(n)->x); /* interning may move the nus array */
            game_t rest = game_intern_nus(x, game_nus_of(n)->ups, 0);
            dyadic_clear(x);
            game_t base = game_add(rest, o);
            game_t result = GAME_NONE;
            int fallback = 1;
            if (base != GAME_NONE && game_is_nus_fast(base)) {
                result = add_nus(base, game_nimber(k));
                fallback = 0;
            } else if (base != GAME_NONE) {
                result = add_big_nimber(base, k, &fallback);
            }
            if (!fallback || cgt_aborted_fast()) {
                game_depth_leave();
                if (!cgt_aborted_fast()) game_cache_put(&add_cache, a, b, result);
                return cgt_aborted_fast() ? GAME_NONE : result;
            }
        }
    }

    /* small buffers: this frame stays on the stack while the sums of the
     * options recurse (at most GAME_MAX_DEPTH levels) */
    game_t lbuf[16], rbuf[16];
    game_vec L = game_vec_with(lbuf, 16), R = game_vec_with(rbuf, 16);
    int a_number = game_is_number_fast(a), b_number = game_is_number_fast(b);
    game_options_ready(a);
    game_options_ready(b);
    /* By number translation x + G = {x + G^L | x + G^R} when G is not a number:
     * moves in a number summand are never needed. */
    if (!a_number) {
        for (size_t i = 0; i < game_tab.recs[a].nl; i++)
            game_vec_push(&L, game_add(game_lopts(a)[i], b));
        for (size_t i = 0; i < game_tab.recs[a].nr; i++)
            game_vec_push(&R, game_add(game_ropts(a)[i], b));
    }
    if (!b_number) {
        for (size_t i = 0; i < game_tab.recs[b].nl; i++)
            game_vec_push(&L, game_add(a, game_lopts(b)[i]));
        for (size_t i = 0; i < game_tab.recs[b].nr; i++)
            game_vec_push(&R, game_add(a, game_ropts(b)[i]));
    }
    game_t result = cgt_aborted_fast() ? GAME_NONE : game_make(L.v, L.n, R.v, R.n);
    game_vec_free(&L);
    game_vec_free(&R);
    game_depth_leave();
    game_cache_put(&add_cache, a, b, result);
    return result;
}

void game_add_prefetch(game_t a, game_t b) {
    if (!add_cache.cap || a == GAME_NONE || b == GAME_NONE) return;
    game_cache_prefetch(&add_cache, a < b ? a : b, a < b ? b : a);
}

game_t game_sub(game_t a, game_t b) {
    return game_add(a, game_neg(b));
}

game_t game_mul_si(game_t g, long n) {
    if (g == GAME_NONE) return GAME_NONE;
    if (n < 0) {
        g = game_neg(g);
        n = n == LONG_MIN ? LONG_MAX : -n; /* LONG_MIN copies are out of reach anyway */
    }
    game_t result = game_zero(), power = g;
    unsigned long k = (unsigned long)n;
    while (k && result != GAME_NONE) {
        if (k & 1) result = game_add(result, power);
        k >>= 1;
        if (k) power = game_add(power, power);
    }
    return result;
}
