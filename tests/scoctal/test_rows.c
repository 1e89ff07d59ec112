/* test_rows.c - periods proven for every row m (scoctal_rows_period) against a large
 * brute-force table; Conjecture 3.1.3's uniform period. */
#include <stdlib.h>
#include <string.h>

#include "cgt/scoctal.h"
#include "test.h"

static void random_tnb(scoctal_game *g) {
    size_t k = 1 + (size_t)(rand() % 3);
    char spec[64], *q = spec;
    *q++ = '(';
    for (size_t i = 0; i < k; i++) *q++ = (char)('0' + (i + 1 == k ? 1 + rand() % 3 : rand() % 4));
    *q++ = ',';
    for (size_t i = 0; i < k; i++) {
        int r = rand() % 6;
        if (r < 4)
            q += sprintf(q, "%s%d", i ? ";" : "", rand() % 5);
        else if (r < 5)
            q += sprintf(q, "%s-%d", i ? ";" : "", 1 + rand() % 3);
        else
            q += sprintf(q, "%s%d/2", i ? ";" : "", rand() % 7 - 3);
    }
    strcpy(q, ")");
    CHECK_MSG(scoctal_parse(g, spec) == 0, "%s", spec);
}

/* Least d with row[n + d] = row[n] for all n in [from, to - d]. */
static size_t tail_period(const int64_t *row, size_t from, size_t to) {
    for (size_t d = 1; d < to - from; d++) {
        bool ok = true;
        for (size_t n = from; n + d <= to && ok; n++) ok = row[n] == row[n + d];
        if (ok) return d;
    }
    return 0;
}

TEST(rows_period_against_brute_force) {
    static const scoctal_op ops[4] = {SCOCTAL_SUM, SCOCTAL_CONJ, SCOCTAL_SEL, SCOCTAL_SEQ};
    srand(5);
    int proven = 0, trials = 300;
    for (int t = 0; t < trials; t++) {
        scoctal_game g, h;
        random_tnb(&g);
        random_tnb(&h);
        scoctal_op op = ops[t % 4];
        scoctal_rows r;
        int rc = scoctal_rows_period(&r, &g, &h, op, 256, 4096);
        CHECK(rc >= 0);
        if (rc == 1) {
            proven++;
            /* a table far past every claimed bound */
            size_t S = 3 * (r.pre + r.period + r.mpre + r.mperiod + r.mshift) + 60;
            if (S > 600) S = 600;
            int64_t den = scoctal_den(&g, &h);
            int64_t *T = malloc((S + 1) * (S + 1) * sizeof *T);
            CHECK_INT(scoctal_table(T, &g, &h, S, den, op), 0);
            size_t W = S + 1;
            char *a = scoctal_str(&g), *b = scoctal_str(&h);
            for (size_t m = 0; m <= S; m++) {
                const int64_t *row = T + m * W;
                if (r.mshift == 0 || m < r.mpre + r.mperiod)
                    for (size_t n = r.pre; n + r.period <= S; n++)
                        CHECK_MSG(row[n + r.period] == row[n], "%s/%s m=%zu n=%zu", a, b, m, n);
                /* the translation (mshift, mperiod) from the corner (mpre, mpre) */
                if (m >= r.mpre && m + r.mperiod <= S)
                    for (size_t n = r.mpre; n + r.mshift <= S; n++)
                        CHECK_MSG(T[(m + r.mperiod) * W + n + r.mshift] == row[n],
                                  "%s/%s (%zu,%zu) + (%zu,%zu)", a, b, n, m, r.mshift, r.mperiod);
                /* each row's least period, seen far out, is the one reported for its
                 * representative row */
                size_t rep = scoctal_rows_rep(&r, m);
                CHECK(rep <= r.rows);
                if (m <= S / 3)
                    CHECK_MSG(tail_period(row, S / 2, S) == r.rowper[rep],
                              "%s/%s m=%zu: %zu vs %zu", a, b, m, tail_period(row, S / 2, S),
                              r.rowper[rep]);
            }
            /* the joint period is least: every row's least period divides it, and their
             * lcm is it */
            size_t l = 1;
            for (size_t m = 0; m < r.mpre + r.mperiod; m++) {
                CHECK(r.period % r.rowper[m] == 0);
                size_t x = l, y = r.rowper[m];
                while (y) {
                    size_t z = x % y;
                    x = y;
                    y = z;
                }
                l = l / x * r.rowper[m];
            }
            CHECK_INT(l, r.period);
            free(T);
            cgt_free(a);
            cgt_free(b);
            scoctal_rows_clear(&r);
        }
        scoctal_clear(&g);
        scoctal_clear(&h);
    }
    CHECK_MSG(proven > trials / 2, "only %d of %d proven", proven, trials);
}

/* (23,12) + (23,12): the odd rows m have preperiods that grow with m (the
 * table shows a diagonal), so no two rows are equal, yet every row has period
 * 4 eventually: the translation found is diagonal. */
TEST(rows_period_growing_preperiod) {
    scoctal_game g;
    CHECK_INT(scoctal_parse(&g, "(23,12)"), 0);
    scoctal_rows r;
    CHECK_INT(scoctal_rows_period(&r, &g, &g, SCOCTAL_SUM, 256, 4096), 1);
    CHECK(r.mshift > 0);
    CHECK_INT(r.period, 4);
    static int64_t T[301 * 301];
    CHECK_INT(scoctal_table(T, &g, &g, 300, 1, SCOCTAL_SUM), 0);
    for (size_t m = 5; m <= 99; m += 2) {
        const int64_t *row = T + m * 301;
        /* row m ends constant 1 and is not constant at n = m - 2 */
        CHECK(tail_period(row, 200, 300) == 1);
        CHECK(row[m - 2] != 1 || row[m - 1] != 1 || row[m] != 1);
        CHECK_INT(r.rowper[scoctal_rows_rep(&r, m)], 1);
    }
    scoctal_rows_clear(&r);
    scoctal_clear(&g);
}

/* Table 3.2's game: (123,123) + (123,123) has period 2k = 6 in n for every m
 * (Conjecture 3.1.2 for this pair; 3.1.3's t = 6). */
TEST(rows_period_table_3_2) {
    scoctal_game g;
    CHECK_INT(scoctal_parse(&g, "(123,123)"), 0);
    scoctal_rows r;
    CHECK_INT(scoctal_rows_period(&r, &g, &g, SCOCTAL_SUM, 256, 4096), 1);
    CHECK(6 % r.period == 0);
    scoctal_rows_clear(&r);
    scoctal_clear(&g);
}
