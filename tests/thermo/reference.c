/* reference.c - helpers for the thermo tests and the slow grid reference for
 * thermographs: walls evaluated pointwise from the options' walls, memoized
 * per game id only within one top-level check. */
#include <stdlib.h>

#include "thermo_check.h"

game_t tc_num(long n, uint64_t e) {
    return tc_nus(n, e, 0, 0);
}

game_t tc_nus(long n, uint64_t e, int64_t ups, uint64_t nim) {
    dyadic_t x;
    dyadic_init(x);
    dyadic_set_si_2exp(x, n, e);
    game_t g = game_nus(x, ups, nim);
    dyadic_clear(x);
    return g;
}

game_t tc_sw(game_t l, game_t r) {
    return game_make(&l, 1, &r, 1);
}

void tc_dy(dyadic_t x, long n, uint64_t e) {
    dyadic_set_si_2exp(x, n, e);
}

void tc_random_dyadic(dyadic_t x, cgt_rng *r, long range, uint64_t maxe) {
    long n = (long)cgt_rng_below(r, (uint64_t)(2 * range + 1)) - range;
    tc_dy(x, n, cgt_rng_below(r, maxe + 1));
}

game_t tc_random_all_small(cgt_rng *r, int depth, int width) {
    if (depth <= 0 || cgt_rng_below(r, 4) == 0) {
        dyadic_t z;
        dyadic_init(z);
        game_t g = game_nus(z, (int64_t)cgt_rng_below(r, 7) - 3, cgt_rng_below(r, 4));
        dyadic_clear(z);
        return g;
    }
    game_t L[8], R[8];
    if (width > 8) width = 8;
    size_t nl = 1 + cgt_rng_below(r, (uint64_t)width), nr = 1 + cgt_rng_below(r, (uint64_t)width);
    for (size_t i = 0; i < nl; i++) L[i] = tc_random_all_small(r, depth - 1, width);
    for (size_t i = 0; i < nr; i++) R[i] = tc_random_all_small(r, depth - 1, width);
    return game_make(L, nl, R, nr);
}

bool tc_dy_is(const dyadic_t x, long n, uint64_t e) {
    dyadic_t y;
    dyadic_init(y);
    tc_dy(y, n, e);
    bool eq = dyadic_equal(x, y);
    dyadic_clear(y);
    return eq;
}

char *tc_graph_str(game_t g) {
    thermograph_t th;
    thermo_graph_init(th);
    char *s = thermo_thermograph(th, g) == 0 ? thermo_graph_get_str(th) : NULL;
    thermo_graph_clear(th);
    return s;
}

/* ---- the grid reference ------------------------------------------------------- */

typedef struct ref_slot {
    tc_ref_graph *g; /* NULL: not computed */
    int failed;      /* the grid cannot represent the walls */
} ref_slot;

static ref_slot *slots;
static size_t nslots;
static long caves;

void tc_ref_reset(void) {
    for (size_t i = 0; i < nslots; i++) free(slots[i].g);
    free(slots);
    slots = NULL;
    nslots = 0;
}

long tc_ref_caves(void) {
    return caves;
}

/* x * 2^TC_GRID_BITS as an integer; false if not integral or too large. */
static bool scaled(int64_t *out, const dyadic_t x) {
    dyadic_t y;
    dyadic_init(y);
    dyadic_mul_2exp(y, x, TC_GRID_BITS);
    long v;
    bool ok = dyadic_get_si(&v, y) && v > -(1L << 40) && v < (1L << 40);
    dyadic_clear(y);
    *out = v;
    return ok;
}

const tc_ref_graph *tc_ref_walls(game_t g) {
    if (g >= nslots) {
        size_t n = nslots ? nslots : 256;
        while (n <= g) n *= 2;
        slots = realloc(slots, n * sizeof *slots);
        for (size_t i = nslots; i < n; i++) slots[i] = (ref_slot){NULL, 0};
        nslots = n;
    }
    if (slots[g].failed) return NULL;
    if (slots[g].g) return slots[g].g;
    tc_ref_graph *rg = malloc(sizeof *rg);
    const int64_t unit = 1 << TC_GRID_BITS;
    if (game_is_integer(g)) {
        dyadic_t x;
        dyadic_init(x);
        game_get_dyadic(x, g);
        int64_t v;
        bool ok = scaled(&v, x);
        dyadic_clear(x);
        if (!ok) goto fail;
        for (int j = 0; j <= TC_GRID_POINTS; j++) rg->lw[j] = rg->rw[j] = v;
        slots[g].g = rg;
        return rg;
    }
    /* Scaffolds pointwise: L_j = max RW(G^L)_j - t_j, R_j = min LW(G^R)_j + t_j. */
    /* The scaffolds are built in rg itself (lw = L, rw = R): the recursive
     * calls below use their own storage. */
    int64_t *L = rg->lw, *R = rg->rw;
    size_t nl = game_num_left(g), nr = game_num_right(g);
    if (nl == 0 || nr == 0) goto fail;
    for (int side = 0; side < 2; side++) {
        size_t n = side ? nr : nl;
        int64_t *sc = side ? R : L;
        for (size_t i = 0; i < n; i++) {
            const tc_ref_graph *o = tc_ref_walls(side ? game_right(g, i) : game_left(g, i));
            if (!o) goto fail;
            for (int j = 0; j <= TC_GRID_POINTS; j++) {
                int64_t v = side ? o->lw[j] : o->rw[j];
                if (i == 0 || (side ? v < sc[j] : v > sc[j])) sc[j] = v;
            }
        }
    }
    for (int j = 0; j <= TC_GRID_POINTS; j++) {
        int64_t t = j - unit; /* t_j scaled */
        L[j] -= t;
        R[j] += t;
    }
    /* The first grid point where the scaffolds meet or have crossed. */
    int T = 0;
    while (T <= TC_GRID_POINTS && L[T] > R[T]) T++;
    if (T > TC_GRID_POINTS) goto fail;
    int64_t mast;
    if (T == 0 && L[0] < R[0]) {
        caves++;
        mast = L[0] > 0 ? L[0] : R[0] < 0 ? R[0] : 0;
    } else if (L[T] == R[T]) {
        /* The meeting point lies in (t_{T-1}, t_T]; if it is below t_T the
         * scaffolds coincide (both vertical) up to t_T, so L_T is the mast. */
        mast = L[T];
    } else {
        goto fail; /* they cross strictly between two grid points */
    }
    for (int j = T; j <= TC_GRID_POINTS; j++) L[j] = R[j] = mast;
    slots[g].g = rg;
    return rg;
fail:
    free(rg);
    slots[g].failed = 1;
    return NULL;
}
