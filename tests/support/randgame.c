/* randgame.c - random canonical games for property tests. */
#include "randgame.h"

game_t tgame_nus(long n, uint64_t e, int64_t ups, uint64_t nim) {
    dyadic_t x;
    dyadic_init(x);
    dyadic_set_si_2exp(x, n, e);
    game_t g = game_nus(x, ups, nim);
    dyadic_clear(x);
    return g;
}

game_t tgame_num(long n, uint64_t e) {
    return tgame_nus(n, e, 0, 0);
}

game_t randgame_leaf(cgt_rng *r) {
    dyadic_t x;
    dyadic_init(x);
    long num = (long)cgt_rng_below(r, 9) - 4;
    uint64_t e = cgt_rng_below(r, 4) == 0 ? cgt_rng_below(r, 3) : 0;
    dyadic_set_si_2exp(x, num, e);
    int64_t ups = cgt_rng_below(r, 3) == 0 ? (int64_t)cgt_rng_below(r, 5) - 2 : 0;
    uint64_t nim = cgt_rng_below(r, 3) == 0 ? cgt_rng_below(r, 4) : 0;
    game_t g = game_nus(x, ups, nim);
    dyadic_clear(x);
    return g;
}

game_t randgame(cgt_rng *r, int depth, int width) {
    if (depth <= 0 || cgt_rng_below(r, 5) == 0) return randgame_leaf(r);
    game_t L[8], R[8];
    if (width > 8) width = 8;
    size_t nl = cgt_rng_below(r, (uint64_t)width + 1), nr = cgt_rng_below(r, (uint64_t)width + 1);
    for (size_t i = 0; i < nl; i++) L[i] = randgame(r, depth - 1, width);
    for (size_t i = 0; i < nr; i++) R[i] = randgame(r, depth - 1, width);
    return game_make(L, nl, R, nr);
}
