/* test_roundtrip.c - printing then parsing gives back the same game, for the
 * census and for thousands of random games; printed forms are well formed. */
#include <stdlib.h>

#include "expr_check.h"
#include "randgame.h"

/* Checks expr_eval_game(expr_game_str(g)) == g and the shape of the text;
 * returns 1 if it held. */
static int roundtrip(const char *file, int line, game_t g) {
    char *s = expr_game_str(g);
    game_t back = GAME_NONE;
    int rc = expr_eval_game(&back, s);
    int ok = 1;
    if (rc < 0) {
        test_fail(file, line, "\"%.200s\" does not parse: %s", s, cgt_error_message());
        ok = 0;
    } else if (back != g) {
        char *t = expr_game_str(back);
        test_fail(file, line, "\"%.200s\" parses as a different game \"%.200s\"", s, t);
        cgt_free(t);
        ok = 0;
    }
    if (strchr(s, ' ')) {
        test_fail(file, line, "\"%.200s\" contains a space", s);
        ok = 0;
    }
    if (strstr(s, "|||||")) {
        test_fail(file, line, "\"%.200s\" has five slashes in a row", s);
        ok = 0;
    }
    cgt_free(s);
    return ok;
}
#define ROUNDTRIP(g) roundtrip(__FILE__, __LINE__, g)

TEST(roundtrip_census) {
    for (int day = 0; day <= 3; day++) {
        game_t *gs;
        size_t n;
        CHECK_INT(game_census(&gs, &n, day), 0);
        for (size_t i = 0; i < n; i++)
            if (!ROUNDTRIP(gs[i])) break;
        cgt_free(gs);
    }
}

TEST(roundtrip_randgame) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    long n = test_iterations(3000);
    for (long i = 0; i < n; i++) {
        game_t g = randgame(&r, 1 + (int)cgt_rng_below(&r, 4), 1 + (int)cgt_rng_below(&r, 3));
        if (!ROUNDTRIP(g) || !ROUNDTRIP(game_neg(g))) break;
    }
}

/* Random games grown from a pool: each new game takes a few options from the
 * pool (so depth grows) and joins it; sums and negatives join it too. */
TEST(roundtrip_pool) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() ^ 0x5eed);
    const char *leaves[] = {"0", "*", "1", "-1", "^", "v", "1/2", "-1/2", "*2", "^*", "2", "-2"};
    size_t nleaves = sizeof leaves / sizeof leaves[0];
    size_t cap = 4096, n = 0;
    game_t *pool = malloc(cap * sizeof *pool);
    for (size_t i = 0; i < nleaves; i++) CHECK_INT(expr_eval_game(&pool[n++], leaves[i]), 0);
    long iters = test_iterations(4000);
    for (long it = 0; it < iters; it++) {
        game_t l[4], rt[4], g;
        size_t nl = cgt_rng_below(&r, 4), nr = cgt_rng_below(&r, 4);
        /* prefer recent games so that depth grows */
        for (size_t i = 0; i < nl; i++) l[i] = pool[n - 1 - cgt_rng_below(&r, n < 40 ? n : 40)];
        for (size_t i = 0; i < nr; i++) rt[i] = pool[cgt_rng_below(&r, n)];
        switch (cgt_rng_below(&r, 8)) {
        case 0: g = game_add(pool[cgt_rng_below(&r, n)], pool[cgt_rng_below(&r, n)]); break;
        case 1: g = game_neg(pool[cgt_rng_below(&r, n)]); break;
        case 2: g = game_make(l, nl, l, nl); break; /* symmetric-ish */
        default: g = game_make(l, nl, rt, nr);
        }
        if (!ROUNDTRIP(g)) break;
        if (game_birthday(g) < 9) {
            if (n == cap)
                pool[cgt_rng_below(&r, n - nleaves) + nleaves] = g;
            else
                pool[n++] = g;
        }
    }
    free(pool);
}

/* Switches, Tiny and Miny shapes specifically: {x|-x}, {a,b|-a,-b},
 * {x||x|y}, translated by numbers. */
TEST(roundtrip_special_shapes) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() ^ 0x7171);
    game_t pool[64];
    size_t n = 0;
    const char *seeds[] = {"0",       "1",       "2",        "1/2", "3/4",   "*",
                           "^",       "^*",      "1*",       "+-1", "{2|1}", "{1|0}",
                           "Tiny(1)", "Miny(1)", "{3||2|1}", "v3",  "-1",    "-3/2"};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++)
        CHECK_INT(expr_eval_game(&pool[n++], seeds[i]), 0);
    long iters = test_iterations(1500);
    for (long it = 0; it < iters; it++) {
        game_t a = pool[cgt_rng_below(&r, n)], b = pool[cgt_rng_below(&r, n)];
        game_t c = pool[cgt_rng_below(&r, n)];
        game_t shapes[6];
        game_t na = game_neg(a), nb = game_neg(b);
        game_t two[2] = {a, b}, ntwo[2] = {na, nb};
        shapes[0] = game_make(&a, 1, &na, 1);    /* +-a */
        shapes[1] = game_make(two, 2, ntwo, 2);  /* +-{a,b} */
        game_t inner = game_make(&a, 1, &b, 1);  /* {a|b} */
        shapes[2] = game_make(&a, 1, &inner, 1); /* {a||a|b} */
        shapes[3] = game_make(&inner, 1, &b, 1); /* {a|b||b} */
        shapes[4] = game_add(shapes[2], c);
        shapes[5] = game_add(shapes[3], c);
        for (int i = 0; i < 6; i++)
            if (!ROUNDTRIP(shapes[i])) return;
        if (n < 64 && game_birthday(shapes[it % 6]) < 7) pool[n++] = shapes[it % 6];
    }
}
