/* test_props.c - octal property tests: the fast, sparse and naive sequences
 * agree with a slow mex over explicit option lists for random codes, and with
 * values built by the game engine from the options themselves. */
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "test.h"

/* A random game: an octal code with up to 5 digits after the point (d0 is 0
 * or 4), a subtraction set, an all-but subtraction set, or Grundy's game. */
static void random_game(octal_game *g, cgt_rng *r, char *desc, size_t size) {
    uint64_t kind = cgt_rng_below(r, 10);
    if (kind == 0) {
        octal_grundy(g);
        snprintf(desc, size, "grundy");
        return;
    }
    if (kind == 2) {
        char set[40];
        size_t j = 0;
        int n = 1 + (int)cgt_rng_below(r, 3);
        for (int i = 0; i < n; i++)
            j += (size_t)snprintf(set + j, sizeof set - j, "%s%d", i ? "," : "",
                                  1 + (int)cgt_rng_below(r, 7));
        char spec[48];
        snprintf(spec, sizeof spec, "allbut:%s", set);
        int rc = octal_parse(g, spec);
        CHECK_INT(rc, 0);
        snprintf(desc, size, "%s", spec);
        return;
    }
    if (kind == 1) {
        char set[40];
        size_t j = 0;
        int n = 1 + (int)cgt_rng_below(r, 4);
        for (int i = 0; i < n; i++)
            j += (size_t)snprintf(set + j, sizeof set - j, "%s%d", i ? "," : "",
                                  1 + (int)cgt_rng_below(r, 9));
        int rc = octal_subtraction(g, set);
        CHECK_INT(rc, 0);
        snprintf(desc, size, "sub:%s", set);
        return;
    }
    char code[16];
    size_t j = 0;
    if (cgt_rng_below(r, 4) == 0) code[j++] = '4';
    code[j++] = '.';
    int nd = 1 + (int)cgt_rng_below(r, 5);
    for (int i = 0; i < nd; i++) code[j++] = (char)('0' + cgt_rng_below(r, 8));
    code[j] = '\0';
    int rc = octal_parse(g, code);
    CHECK_INT(rc, 0);
    snprintf(desc, size, "%s", code);
}

TEST(fast_equals_slow) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    long iters = test_iterations(300);
    const size_t upto = 200;
    uint32_t *fast = malloc((upto + 1) * sizeof *fast), *sparse = malloc((upto + 1) * 4),
             *naive = malloc((upto + 1) * 4);
    for (long it = 0; it < iters; it++) {
        octal_game g;
        char desc[64];
        random_game(&g, &r, desc, sizeof desc);
        CHECK_INT(octal_nim_values_alg(fast, &g, upto, OCTAL_ALG_FAST), 0);
        CHECK_INT(octal_nim_values_alg(sparse, &g, upto, OCTAL_ALG_SPARSE), 0);
        CHECK_INT(octal_nim_values_alg(naive, &g, upto, OCTAL_ALG_NAIVE), 0);
        for (size_t n = 0; n <= upto; n++) {
            uint32_t slow = octal_nim_value_slow(&g, naive, n);
            if (fast[n] != slow || sparse[n] != slow || naive[n] != slow) {
                CHECK_MSG(0, "%s G(%zu): fast %u sparse %u naive %u slow %u", desc, n, fast[n],
                          sparse[n], naive[n], slow);
                break;
            }
        }
        /* a proven period holds on every value computed */
        octal_period p;
        octal_find_period(&p, &g, naive, upto);
        if (p.proven) {
            CHECK(p.needed <= upto);
            for (size_t n = p.preperiod; n + p.period <= upto; n++)
                if (naive[n + p.period] != naive[n]) {
                    CHECK_MSG(0, "%s: period %zu from %zu fails at %zu", desc, p.period,
                              p.preperiod, n);
                    break;
                }
        }
        octal_clear(&g);
    }
    free(fast);
    free(sparse);
    free(naive);
}

/* Longer sequences exercise the rare-value masks (chosen again at heaps 64,
 * 256, 1024 and 4096) and the periodic extension. */
TEST(sparse_equals_naive_long) {
    const char *specs[] = {"grundy", ".6", ".04", ".16", ".156", ".45", ".77", "4.005", ".356"};
    const size_t upto = 5000;
    uint32_t *a = malloc((upto + 1) * 4), *b = malloc((upto + 1) * 4), *c = malloc((upto + 1) * 4);
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        octal_game g;
        CHECK_INT(octal_parse(&g, specs[i]), 0);
        CHECK_INT(octal_nim_values_alg(a, &g, upto, OCTAL_ALG_NAIVE), 0);
        CHECK_INT(octal_nim_values_alg(b, &g, upto, OCTAL_ALG_SPARSE), 0);
        CHECK_INT(octal_nim_values_alg(c, &g, upto, OCTAL_ALG_FAST), 0);
        for (size_t n = 0; n <= upto; n++)
            if (a[n] != b[n] || a[n] != c[n]) {
                CHECK_MSG(0, "%s G(%zu): naive %u sparse %u fast %u", specs[i], n, a[n], b[n],
                          c[n]);
                break;
            }
        octal_clear(&g);
    }
    free(a);
    free(b);
    free(c);
}

/* The game of heap n built by the engine from its options (sums of the games
 * of smaller heaps), never from nim values. */
static game_t engine_value(const octal_game *g, game_t *memo, size_t n) {
    if (memo[n] != GAME_NONE) return memo[n];
    game_t opts[256];
    size_t count = 0;
    for (size_t k = 0; k < g->ndigits && k <= n; k++) {
        uint8_t d = g->digits[k];
        size_t m = n - k;
        if (k > 0 && m == 0 && (d & 1)) opts[count++] = game_zero();
        if (k > 0 && m > 0 && (d & 2)) opts[count++] = engine_value(g, memo, m);
        if (d & 4)
            for (size_t a = 1; 2 * a <= m; a++) {
                if (g->unequal && 2 * a == m) continue;
                opts[count++] = game_add(engine_value(g, memo, a), engine_value(g, memo, m - a));
            }
    }
    if (g->tail)
        for (size_t k = g->ndigits; k <= n; k++) opts[count++] = engine_value(g, memo, n - k);
    return memo[n] = game_make(opts, count, opts, count);
}

TEST(engine_equals_fast) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 1);
    long iters = test_iterations(60);
    const size_t upto = 24;
    for (long it = 0; it < iters; it++) {
        octal_game g;
        char desc[64];
        random_game(&g, &r, desc, sizeof desc);
        uint32_t v[25];
        game_t memo[25];
        for (size_t n = 0; n <= upto; n++) memo[n] = GAME_NONE;
        CHECK_INT(octal_nim_values(v, &g, upto), 0);
        for (size_t n = 0; n <= upto; n++) {
            game_t x = engine_value(&g, memo, n);
            if (x != game_nimber(v[n])) {
                CHECK_MSG(0, "%s heap %zu: engine differs from *%u", desc, n, v[n]);
                break;
            }
        }
        CHECK(octal_game_value(&g, upto) == game_nimber(v[upto]));
        octal_clear(&g);
    }
    game_table_free();
}

/* Random text from the alphabet of specifications: octal_parse either accepts
 * it (and its printed code parses back to the same digits) or rejects it with
 * one "column N: ..." line inside the text. */
TEST(parse_random_text) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 2);
    static const char alphabet[] = "0123456789.,{} :subkaylesgrundy\t-x\xff";
    long iters = test_iterations(20000);
    char text[16];
    for (long it = 0; it < iters; it++) {
        size_t len = cgt_rng_below(&r, sizeof text);
        bool prefix = cgt_rng_below(&r, 3) == 0, dot = cgt_rng_below(&r, 2) == 0;
        size_t j = 0;
        if (prefix && len >= 4) {
            memcpy(text, "sub:", 4);
            j = 4;
        } else if (dot && len >= 1) {
            text[j++] = '.';
        }
        for (; j < len; j++) text[j] = alphabet[cgt_rng_below(&r, sizeof alphabet - 1)];
        text[len] = '\0';
        octal_game g;
        int rc = octal_parse(&g, text);
        if (rc == 0) {
            char *code = octal_code_string(&g);
            octal_game h;
            CHECK_MSG(octal_parse(&h, code) == 0, "'%s' -> '%s' does not parse", text, code);
            CHECK(h.ndigits == g.ndigits && h.unequal == g.unequal &&
                  (g.ndigits == 0 || memcmp(h.digits, g.digits, g.ndigits) == 0));
            for (size_t k = 0; k < g.ndigits; k++) CHECK(g.digits[k] <= 7);
            CHECK(g.ndigits == 0 || g.digits[g.ndigits - 1] != 0);
            cgt_free(code);
            octal_clear(&h);
        } else {
            CHECK_INT(rc, CGT_EPARSE);
            const char *msg = cgt_error_message();
            unsigned long col = 0;
            CHECK_MSG(sscanf(msg, "column %lu:", &col) == 1 && col >= 1 && col <= len + 1,
                      "'%s': %s", text, msg);
            CHECK(strchr(msg, '\n') == NULL);
        }
        octal_clear(&g);
    }
}
