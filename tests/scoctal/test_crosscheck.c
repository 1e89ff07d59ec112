/* test_crosscheck.c - G_s against final scores of game trees built with the scoring engine
 * (Theorem 3.1.1). */
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoctal.h"
#include "cgt/scoring.h"
#include "test.h"

static scoring_t combine(scoring_t a, scoring_t b, scoctal_op op) {
    switch (op) {
    case SCOCTAL_SUM: return scoring_sum(a, b, SCORING_LONG);
    case SCOCTAL_CONJ: return scoring_conj(a, b, SCORING_LONG);
    case SCOCTAL_SEL: return scoring_sel(a, b, SCORING_LONG);
    default: return scoring_seq(a, b);
    }
}

/* The form of heap n of g (breaks joined by op), scores starting at 0. */
static scoring_t heap_form(const scoctal_game *g, size_t n, scoctal_op op) {
    scoring_t left[256], right[256];
    size_t nl = 0;
    mpq_t p, mp, zero;
    mpq_inits(p, mp, zero, NULL);
    for (size_t i = 1; i <= g->k && i <= n; i++) {
        uint8_t d = g->t[i];
        size_t rem = n - i;
        mpq_set_si(p, g->pnum[i], (unsigned long)g->pden[i]);
        mpq_canonicalize(p);
        mpq_neg(mp, p);
        scoring_t opts[64];
        size_t no = 0;
        if (rem == 0 && (d & 1)) opts[no++] = scoring_integer(0);
        if (rem > 0 && (d & 2)) opts[no++] = heap_form(g, rem, op);
        if (rem >= 2 && (d & 4))
            for (size_t s = 1; s <= rem / 2; s++)
                opts[no++] = combine(heap_form(g, s, op), heap_form(g, rem - s, op), op);
        for (size_t j = 0; j < no; j++) {
            left[nl] = scoring_shift(opts[j], p);
            right[nl++] = scoring_shift(opts[j], mp);
        }
    }
    scoring_t f = scoring_make(zero, left, nl, right, nl);
    mpq_clears(p, mp, zero, NULL);
    return f;
}

static void random_game(scoctal_game *g, bool tnb) {
    size_t k = 1 + (size_t)(rand() % 4);
    char spec[64], *q = spec;
    *q++ = '(';
    for (size_t i = 0; i < k; i++) *q++ = (char)('0' + rand() % (tnb ? 4 : 8));
    *q++ = ',';
    for (size_t i = 0; i < k; i++) {
        int r = rand() % 10;
        if (r < 6)
            q += sprintf(q, "%s%d", i ? ";" : "", rand() % 6);
        else if (r < 8)
            q += sprintf(q, "%s-%d", i ? ";" : "", 1 + rand() % 3);
        else
            q += sprintf(q, "%s%d/2", i ? ";" : "", rand() % 7 - 3);
    }
    *q++ = ')';
    *q = 0;
    CHECK_MSG(scoctal_parse(g, spec) == 0, "%s: %s", spec, cgt_error_message());
}

static void check_value(scoring_t f, int64_t v, int64_t den, const char *what) {
    mpq_t sl, sr, want;
    mpq_inits(sl, sr, want, NULL);
    scoring_final_scores(sl, sr, f);
    mpq_set_si(want, v, (unsigned long)den);
    mpq_canonicalize(want);
    CHECK_MSG(mpq_equal(sl, want), "%s: SL mismatch", what);
    mpq_neg(sr, sr);
    CHECK_MSG(mpq_equal(sr, want), "%s: SR != -SL", what);
    mpq_clears(sl, sr, want, NULL);
}

static void crosscheck(int trials, bool tnb, size_t maxheap) {
    static const scoctal_op ops[4] = {SCOCTAL_SUM, SCOCTAL_CONJ, SCOCTAL_SEL, SCOCTAL_SEQ};
    static const char *names[4] = {"+", "conj", "sel", "seq"};
    for (int t = 0; t < trials; t++) {
        scoctal_game g, h;
        random_game(&g, tnb);
        random_game(&h, tnb);
        int64_t den = scoctal_den(&g, &h);
        CHECK(den > 0);
        for (int o = 0; o < 4; o++) {
            scoctal_op op = ops[o];
            if (op == SCOCTAL_SEQ && !tnb) continue;
            int64_t v[16];
            CHECK_INT(scoctal_values(v, &g, maxheap, den, op), 0);
            int64_t T[16 * 16];
            size_t N = maxheap > 4 ? 4 : maxheap;
            CHECK_INT(scoctal_table(T, &g, &h, N, den, op), 0);
            char *gs = scoctal_str(&g), *hs = scoctal_str(&h), what[256];
            for (size_t n = 0; n <= maxheap; n++) {
                snprintf(what, sizeof what, "%s heap %zu op %s", gs, n, names[o]);
                check_value(heap_form(&g, n, op), v[n], den, what);
            }
            for (size_t m = 0; m <= N; m++)
                for (size_t n = 0; n <= N; n++) {
                    snprintf(what, sizeof what, "%s %zu %s %s %zu", gs, n, names[o], hs, m);
                    scoring_t f = combine(heap_form(&g, n, op), heap_form(&h, m, op), op);
                    check_value(f, T[m * (N + 1) + n], den, what);
                }
            cgt_free(gs);
            cgt_free(hs);
        }
        scoctal_clear(&g);
        scoctal_clear(&h);
    }
}

TEST(crosscheck_taking_no_breaking) {
    srand(1);
    crosscheck(600, true, 7);
}

TEST(crosscheck_breaking) {
    srand(2);
    crosscheck(300, false, 5);
}

/* scoctal_position on three heaps (from up to two rulesets, in random order)
 * against the final score of the explicit game tree: the heaps' forms joined
 * left to right by the compound (for seq: played in the given order). */
static void crosscheck_position(int trials, bool tnb, size_t maxheap) {
    static const scoctal_op ops[4] = {SCOCTAL_SUM, SCOCTAL_CONJ, SCOCTAL_SEL, SCOCTAL_SEQ};
    static const char *names[4] = {"+", "conj", "sel", "seq"};
    for (int t = 0; t < trials; t++) {
        scoctal_game g, h;
        random_game(&g, tnb);
        random_game(&h, tnb);
        const scoctal_game *gs[2] = {&g, &h};
        int64_t den = scoctal_den(&g, &h);
        CHECK(den > 0);
        size_t heaps[3], rule[3];
        for (int j = 0; j < 3; j++) {
            heaps[j] = (size_t)rand() % (maxheap + 1);
            rule[j] = (size_t)(rand() % 2);
        }
        for (int o = 0; o < 4; o++) {
            if (ops[o] == SCOCTAL_SEQ && !tnb) continue;
            int64_t v = 0;
            CHECK_MSG(scoctal_position(&v, gs, 2, rule, heaps, 3, den, ops[o]) == 0, "%s",
                      cgt_error_message());
            scoring_t f = heap_form(gs[rule[0]], heaps[0], ops[o]);
            for (int j = 1; j < 3; j++)
                f = combine(f, heap_form(gs[rule[j]], heaps[j], ops[o]), ops[o]);
            char *a = scoctal_str(&g), *b = scoctal_str(&h), what[256];
            snprintf(what, sizeof what, "%s / %s: %zu:%zu %s %zu:%zu %s %zu:%zu", a, b, rule[0] + 1,
                     heaps[0], names[o], rule[1] + 1, heaps[1], names[o], rule[2] + 1, heaps[2]);
            check_value(f, v, den, what);
            cgt_free(a);
            cgt_free(b);
        }
        scoctal_clear(&g);
        scoctal_clear(&h);
    }
}

TEST(crosscheck_position_three_heaps) {
    srand(3);
    crosscheck_position(400, true, 5);
    srand(4);
    crosscheck_position(150, false, 4);
}

TEST(position_errors) {
    scoctal_game g;
    CHECK_INT(scoctal_parse(&g, "(127,123)"), 0);
    const scoctal_game *gs[1] = {&g};
    size_t rule[3] = {0, 0, 1}, heaps[3] = {3, 4, 5};
    int64_t v;
    CHECK_INT(scoctal_position(&v, gs, 1, rule, heaps, 3, 1, SCOCTAL_SUM), CGT_EVALUE);
    rule[2] = 0;
    CHECK_INT(scoctal_position(&v, gs, 1, rule, heaps, 3, 1, SCOCTAL_SEQ), CGT_EUSAGE);
    heaps[0] = 30000;
    CHECK_INT(scoctal_position(&v, gs, 1, rule, heaps, 3, 1, SCOCTAL_SUM), CGT_ERANGE);
    /* the empty position and a position of empty heaps are worth 0 */
    CHECK_INT(scoctal_position(&v, gs, 1, rule, heaps, 0, 1, SCOCTAL_SUM), 0);
    CHECK_INT(v, 0);
    scoctal_clear(&g);
}
