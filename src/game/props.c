/* props.c - options, predicates and invariants of canonical games: stops,
 * birthday, all-small, switches; memoized in the records. */
#include <assert.h>

#include "game/game_internal.h"

size_t game_num_left(game_t g) {
    game_options_ready(g);
    return game_tab.recs[g].nl;
}
size_t game_num_right(game_t g) {
    game_options_ready(g);
    return game_tab.recs[g].nr;
}
game_t game_left(game_t g, size_t i) {
    game_options_ready(g);
    assert(i < game_tab.recs[g].nl);
    return game_lopts(g)[i];
}
game_t game_right(game_t g, size_t i) {
    game_options_ready(g);
    assert(i < game_tab.recs[g].nr);
    return game_ropts(g)[i];
}

bool game_is_number(game_t g) {
    return g != GAME_NONE && game_is_number_fast(g);
}
bool game_is_nus(game_t g) {
    return g != GAME_NONE && game_is_nus_fast(g);
}

bool game_is_integer(game_t g) {
    return game_is_number(g) && dyadic_is_integer(game_nus_of(g)->x);
}

bool game_is_nimber(game_t g) {
    if (!game_is_nus(g)) return false;
    const game_nus_rec *n = game_nus_of(g);
    return n->ups == 0 && dyadic_is_zero(n->x);
}

void game_nus_parts(dyadic_t x, int64_t *ups, uint64_t *nim, game_t g) {
    assert(game_is_nus(g));
    const game_nus_rec *n = game_nus_of(g);
    if (x) dyadic_set(x, n->x);
    if (ups) *ups = n->ups;
    if (nim) *nim = n->nim;
}

void game_get_dyadic(dyadic_t x, game_t g) {
    assert(game_is_number(g));
    dyadic_set(x, game_nus_of(g)->x);
}

const dyadic_struct *game_dyadic_of(game_t g) {
    assert(game_is_number(g));
    return game_nus_of(g)->x;
}

game_t game_left_stop(game_t g) {
    if (g == GAME_NONE || cgt_aborted_fast()) return GAME_NONE;
    game_rec *r = game_rec_of(g);
    if (game_cold_of(g)->lstop != GAME_NONE) return game_cold_of(g)->lstop;
    game_t best = GAME_NONE;
    if (r->kind == GK_NUS) {
        dyadic_t x;
        dyadic_init(x);
        dyadic_set(x, game_nus_of(g)->x);
        best = game_intern_nus(x, 0, 0);
        dyadic_clear(x);
    } else {
        /* A general canonical game is not a number, so both sides are nonempty. */
        for (size_t i = 0; i < game_tab.recs[g].nl; i++) {
            game_t s = game_right_stop(game_lopts(g)[i]);
            if (s == GAME_NONE) return GAME_NONE;
            if (best == GAME_NONE || game_nus_leq(best, s)) best = s;
        }
    }
    game_cold_of(g)->lstop = best;
    return best;
}

game_t game_right_stop(game_t g) {
    if (g == GAME_NONE || cgt_aborted_fast()) return GAME_NONE;
    game_rec *r = game_rec_of(g);
    if (game_cold_of(g)->rstop != GAME_NONE) return game_cold_of(g)->rstop;
    game_t best = GAME_NONE;
    if (r->kind == GK_NUS) {
        best = game_left_stop(g);
    } else {
        for (size_t i = 0; i < game_tab.recs[g].nr; i++) {
            game_t s = game_left_stop(game_ropts(g)[i]);
            if (s == GAME_NONE) return GAME_NONE;
            if (best == GAME_NONE || game_nus_leq(s, best)) best = s;
        }
    }
    game_cold_of(g)->rstop = best;
    return best;
}

/* A number as a float when that is exact: numerator below 2^24 in absolute
 * value (the float's mantissa), denominator at most 2^60. */
static bool number_float(game_t num, float *f) {
    const game_nus_rec *n = game_nus_of(num);
    const int64_t lim = (int64_t)1 << 24;
    if (n->x->big || n->x->exp > 60 || n->x->small >= lim || n->x->small <= -lim) return false;
    *f = (float)n->x->small / (float)((uint64_t)1 << n->x->exp);
    return true;
}

void game_stops_ready(game_t g) {
    if (game_tab.recs[g].flags & GF_STOPS_EXACT) return;
    game_t l = game_left_stop(g), r = game_right_stop(g);
    float lf, rf;
    if (l == GAME_NONE || r == GAME_NONE || !number_float(l, &lf) || !number_float(r, &rf)) return;
    game_rec *rec = game_rec_of(g);
    rec->lsf = lf;
    rec->rsf = rf;
    rec->flags |= GF_STOPS_EXACT;
}

bool game_is_infinitesimal(game_t g) {
    game_t z = game_zero();
    return game_left_stop(g) == z && game_right_stop(g) == z;
}

bool game_is_all_small(game_t g) {
    if (g == GAME_NONE) return false;
    game_rec *r = game_rec_of(g);
    if (r->flags & GF_SMALL_KNOWN) return (r->flags & GF_ALL_SMALL) != 0;
    bool small;
    if (r->kind == GK_NUS) {
        small = dyadic_is_zero(game_nus_of(g)->x);
    } else {
        small = true;
        size_t n = game_tab.recs[g].nl + game_tab.recs[g].nr;
        for (size_t i = 0; small && i < n; i++)
            small = game_is_all_small(game_tab.pool[game_tab.recs[g].opts + i]);
    }
    game_rec_of(g)->flags |= GF_SMALL_KNOWN | (small ? GF_ALL_SMALL : 0);
    return small;
}

bool game_is_switch(game_t g) {
    if (g == GAME_NONE || game_is_nus_fast(g)) return false;
    const game_rec *r = game_rec_of(g);
    return r->nl == 1 && r->nr == 1 && game_is_number_fast(game_lopts(g)[0]) &&
           game_is_number_fast(game_ropts(g)[0]);
}

bool game_is_symmetric_switch(game_t g) {
    if (g == GAME_NONE || game_is_nus_fast(g)) return false;
    return game_neg(g) == g;
}

/* Birthday of u.^ + *k (infinitesimal part of a number-up-star). */
static uint64_t infinitesimal_birthday(int64_t u, uint64_t k) {
    if (u == 0) return k;
    uint64_t n = u > 0 ? (uint64_t)u : (uint64_t)(-(u + 1)) + 1;
    /* b(1,1) = 2; b(1,j) = 1 + (j xor 1); b(n,k) = 1 + b(n-1, k xor 1). */
    uint64_t kk = ((n - 1) & 1) ? (k ^ 1) : k;
    uint64_t base = kk == 1 ? 2 : 1 + (kk ^ 1);
    return (n - 1) + base;
}

void game_birthday_dyadic(dyadic_t out, game_t g) {
    assert(g != GAME_NONE);
    if (game_is_nus_fast(g)) {
        const game_nus_rec *n = game_nus_of(g);
        /* x.birthday is floor(|x|)+1+e or |x|: compute exactly with dyadics. */
        dyadic_t b, t;
        dyadic_init(b);
        dyadic_init(t);
        dyadic_abs(b, n->x);
        if (!dyadic_is_integer(b)) {
            uint64_t e = dyadic_get_exp(b);
            dyadic_floor(b, b);
            dyadic_add_si(b, b, 1);
            dyadic_set_si(t, 0);
            /* add e (may exceed long) */
            mpz_t z;
            mpz_init(z);
            mpz_set_ui(z, e);
            dyadic_set_mpz_2exp(t, z, 0);
            dyadic_add(b, b, t);
            mpz_clear(z);
        }
        uint64_t inf = infinitesimal_birthday(n->ups, n->nim);
        mpz_t z;
        mpz_init(z);
        mpz_set_ui(z, inf);
        dyadic_set_mpz_2exp(t, z, 0);
        mpz_clear(z);
        dyadic_add(out, b, t);
        dyadic_clear(b);
        dyadic_clear(t);
        return;
    }
    uint64_t b = game_birthday(g);
    if (b == UINT64_MAX) { /* too big for a machine word: 1 + max over options, exactly */
        dyadic_t best, c;
        dyadic_init(best);
        dyadic_init(c);
        size_t n = game_tab.recs[g].nl + game_tab.recs[g].nr;
        for (size_t i = 0; i < n; i++) {
            game_birthday_dyadic(c, game_tab.pool[game_tab.recs[g].opts + i]);
            if (dyadic_cmp(c, best) > 0) dyadic_set(best, c);
        }
        dyadic_add_si(out, best, 1);
        dyadic_clear(best);
        dyadic_clear(c);
        return;
    }
    mpz_t z;
    mpz_init(z);
    mpz_set_ui(z, b);
    dyadic_set_mpz_2exp(out, z, 0);
    mpz_clear(z);
}

uint64_t game_birthday(game_t g) {
    if (g == GAME_NONE) return 0;
    game_rec *r = game_rec_of(g);
    if (game_cold_of(g)->birthday != GAME_UNKNOWN_BIRTHDAY) return game_cold_of(g)->birthday;
    uint64_t b;
    if (r->kind == GK_NUS) {
        const game_nus_rec *n = game_nus_of(g);
        uint64_t x = dyadic_birthday(n->x), inf = infinitesimal_birthday(n->ups, n->nim);
        b = x > UINT64_MAX - inf ? UINT64_MAX : x + inf;
    } else {
        b = 0;
        size_t n = game_tab.recs[g].nl + game_tab.recs[g].nr;
        for (size_t i = 0; i < n; i++) {
            uint64_t c = game_birthday(game_tab.pool[game_tab.recs[g].opts + i]);
            if (c > b) b = c;
        }
        if (b != UINT64_MAX) b++;
    }
    if (b != UINT64_MAX) game_cold_of(g)->birthday = b;
    return b;
}
