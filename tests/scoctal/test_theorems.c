/* test_theorems.c - Theorems 4.1.4 (conj is additive) and 4.2.4 (sel is additive on non-negative
 * values) as properties. */
#include <stdlib.h>

#include "cgt/scoctal.h"
#include "test.h"

static void random_game(scoctal_game *g, int maxdigit, bool nonneg) {
    char spec[64], *q = spec;
    size_t k = 1 + (size_t)(rand() % 4);
    *q++ = '(';
    for (size_t i = 0; i < k; i++) *q++ = (char)('0' + rand() % (maxdigit + 1));
    *q++ = ',';
    for (size_t i = 0; i < k; i++)
        q += sprintf(q, "%s%d", i ? ";" : "", nonneg ? rand() % 6 : rand() % 9 - 3);
    *q++ = ')';
    *q = 0;
    CHECK_INT(scoctal_parse(g, spec), 0);
}

TEST(theorem_4_1_4_conj_additive) {
    srand(41);
    int tried = 0, failed = 0;
    for (int t = 0; t < 400; t++) {
        scoctal_game g, h;
        random_game(&g, t % 2 ? 7 : 3, false);
        random_game(&h, t % 2 ? 7 : 3, false);
        const size_t N = 5;
        int64_t a[N + 1], b[N + 1], T[(N + 1) * (N + 1)];
        CHECK_INT(scoctal_values(a, &g, N, 1, SCOCTAL_CONJ), 0);
        CHECK_INT(scoctal_values(b, &h, N, 1, SCOCTAL_CONJ), 0);
        CHECK_INT(scoctal_table(T, &g, &h, N, 1, SCOCTAL_CONJ), 0);
        for (size_t m = 0; m <= N; m++)
            for (size_t n = 0; n <= N; n++) {
                tried++;
                if (T[m * (N + 1) + n] != a[n] + b[m]) failed++;
            }
        scoctal_clear(&g);
        scoctal_clear(&h);
    }
    /* G_s(n conj m) = G_s(n) + G_s(m) on every cell, breaking games included */
    CHECK_INT(failed, 0);
    CHECK(tried > 10000);
}

TEST(theorem_4_2_4_sel_additive_nonneg) {
    srand(42);
    int checked = 0;
    for (int t = 0; t < 400; t++) {
        scoctal_game g, h;
        random_game(&g, t % 2 ? 7 : 3, true);
        random_game(&h, t % 2 ? 7 : 3, true);
        const size_t N = 5;
        int64_t a[N + 1], b[N + 1], T[(N + 1) * (N + 1)];
        CHECK_INT(scoctal_values(a, &g, N, 1, SCOCTAL_SEL), 0);
        CHECK_INT(scoctal_values(b, &h, N, 1, SCOCTAL_SEL), 0);
        CHECK_INT(scoctal_table(T, &g, &h, N, 1, SCOCTAL_SEL), 0);
        /* N_i: the largest prefix where all values are >= 0 */
        size_t Ng = 0, Nh = 0;
        while (Ng < N && a[Ng + 1] >= 0) Ng++;
        while (Nh < N && b[Nh + 1] >= 0) Nh++;
        for (size_t m = 0; m <= Nh; m++)
            for (size_t n = 0; n <= Ng; n++) {
                checked++;
                CHECK_MSG(T[m * (N + 1) + n] == a[n] + b[m], "sel not additive at %zu, %zu", n, m);
            }
        scoctal_clear(&g);
        scoctal_clear(&h);
    }
    CHECK(checked > 1000);
}

/* Conjecture 3.1.2 on Tables 3.2 and 3.3: period 2k in n for every m <= 12,
 * with k the largest index whose digit is not 0 or 1 (here 3 for (123,123)). */
TEST(conjecture_3_1_2_on_thesis_tables) {
    scoctal_game g, h, h2;
    CHECK_INT(scoctal_parse(&g, "(123,123)"), 0);
    CHECK_INT(scoctal_parse(&h, "(123,123)"), 0);
    CHECK_INT(scoctal_parse(&h2, "(3111,1234)"), 0);
    size_t pre = 0, per = 0;
    CHECK_INT(scoctal_pair_period(&g, &h, SCOCTAL_SUM, 12, 200, &pre, &per), 1);
    CHECK(6 % per == 0);
    CHECK_INT(scoctal_pair_period(&g, &h2, SCOCTAL_SUM, 12, 200, &pre, &per), 1);
    CHECK(6 % per == 0);
    size_t p2 = 0;
    /* Conjecture 4.3.1 on Table 4.2's games */
    scoctal_game s;
    CHECK_INT(scoctal_parse(&s, "(30033,10045)"), 0);
    CHECK_INT(scoctal_pair_period(&g, &s, SCOCTAL_SUM, 12, 200, &pre, &per), 1);
    CHECK_INT(scoctal_pair_period(&g, &s, SCOCTAL_SEQ, 12, 200, &pre, &p2), 1);
    CHECK_INT(per, p2);
    scoctal_clear(&g);
    scoctal_clear(&h);
    scoctal_clear(&h2);
    scoctal_clear(&s);
}
