/* test_scoctal.c - scoring octal games: parsing, Table 3.1, (3333,2222), periods, Conjecture 3.1.1
 * samples. */
#include <stdlib.h>
#include <string.h>

#include "cgt/scoctal.h"
#include "test.h"

static void seq_is(const char *spec, const int64_t *want, size_t len) {
    scoctal_game g;
    CHECK_MSG(scoctal_parse(&g, spec) == 0, "%s: %s", spec, cgt_error_message());
    int64_t *v = malloc(len * sizeof *v);
    CHECK_INT(scoctal_values(v, &g, len - 1, 1, SCOCTAL_SUM), 0);
    for (size_t n = 0; n < len; n++)
        CHECK_MSG(v[n] == want[n], "%s: G_s(%zu) = %lld, want %lld", spec, n, (long long)v[n],
                  (long long)want[n]);
    free(v);
    scoctal_clear(&g);
}

TEST(table_3_1_subtraction_4_5) {
    static const int64_t want[16] = {0, 0, 0, 0, 4, 5, 5, 5, 5, 1, 0, 0, 0, 3, 4, 5};
    seq_is("sub{4,5}", want, 16);
    /* one subtraction syntax everywhere (issue 22): sub:4,5 as in cgt octal */
    seq_is("sub:4,5", want, 16);
    seq_is("sub:{4,5}", want, 16);
    seq_is("(00033,00045)", want, 16);
}

TEST(example_3333_2222_period_5) {
    static const int64_t want[11] = {0, 2, 2, 2, 2, 0, 2, 2, 2, 2, 0};
    seq_is("(3333,2222)", want, 11);
    scoctal_game g;
    CHECK_INT(scoctal_parse(&g, "(3333,2222)"), 0);
    int64_t v[200];
    CHECK_INT(scoctal_values(v, &g, 199, 1, SCOCTAL_SUM), 0);
    size_t pre = 99, per = 99;
    CHECK(scoctal_period(v, 200, g.k, &pre, &per));
    CHECK_INT(pre, 0);
    CHECK_INT(per, 5);
    scoctal_clear(&g);
}

TEST(parse_errors) {
    scoctal_game g;
    CHECK_INT(scoctal_parse(&g, "(183,123)"), CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "digit 8 above 7") != NULL);
    CHECK_INT(scoctal_parse(&g, "(123,12)"), CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "3 digits but 2 points") != NULL);
    CHECK_INT(scoctal_parse(&g, "(123,123"), CGT_EPARSE);
    CHECK_INT(scoctal_parse(&g, "sub{0,3}"), CGT_EVALUE);
    CHECK_INT(scoctal_parse(&g, "sub{1,2"), CGT_EPARSE);
    CHECK_INT(scoctal_parse(&g, "sub:1,2}"), CGT_EPARSE);
    /* one digit with a point of two digits prints as a list (fuzz finding
     * tests/fuzz/corpus/scoctal/finding-crash-3da2...: "(3,;13)" printed as
     * "(3,13)", which reads as two points) */
    CHECK_INT(scoctal_parse(&g, "(3,;13)"), 0);
    char *s13 = scoctal_str(&g);
    CHECK_STR(s13, "(3, 13)");
    scoctal_game b13;
    CHECK_INT(scoctal_parse(&b13, s13), 0);
    CHECK(b13.k == 1 && b13.pnum[1] == 13 && b13.pden[1] == 1);
    scoctal_clear(&b13);
    scoctal_clear(&g);
    cgt_free(s13);
    CHECK_INT(scoctal_parse(&g, "sub;1,2"), CGT_EPARSE);
    CHECK_INT(scoctal_parse(&g, "nim"), CGT_EPARSE);
    CHECK_INT(scoctal_parse(&g, "(33,1 1/0)"), CGT_EVALUE);
    CHECK_INT(scoctal_parse(&g, "(33,1 3/2)"), 0);
    CHECK_INT(g.pnum[2], 3);
    CHECK_INT(g.pden[2], 2);
    char *s = scoctal_str(&g);
    CHECK_STR(s, "(33,1;3/2)");
    cgt_free(s);
    int64_t den = scoctal_den(&g, NULL);
    CHECK_INT(den, 2);
    int64_t v[8];
    CHECK_INT(scoctal_values(v, &g, 4, den, SCOCTAL_SUM), 0);
    /* G(1)=1, G(2)=max(1-1, 3/2-0)=3/2, G(3)=max(1-3/2, 3/2-1)=1/2 */
    CHECK_INT(v[1], 2);
    CHECK_INT(v[2], 3);
    CHECK_INT(v[3], 1);
    char buf[32];
    scoctal_value_str(buf, sizeof buf, v[3], den);
    CHECK_STR(buf, "1/2");
    int64_t *big = NULL;
    CHECK_INT(scoctal_values(big, &g, SCOCTAL_MAX_HEAP + 1, 1, SCOCTAL_SUM), CGT_ERANGE);
    scoctal_clear(&g);
    CHECK_INT(scoctal_parse(&g, "sub{ 1, 3 }"), 0);
    s = scoctal_str(&g);
    CHECK_STR(s, "(303,103)");
    cgt_free(s);
    scoctal_clear(&g);
}

TEST(lemma_3_1_1) {
    /* G_s(s + 2ik) = s and G_s(s + (2i+1)k) = k - s for s in S, on random sets */
    srand(11);
    for (int t = 0; t < 300; t++) {
        unsigned set[12];
        size_t n = 0, k = 1 + (size_t)(rand() % 12);
        set[n++] = (unsigned)k;
        for (unsigned s = 1; s < k; s++)
            if (rand() % 2) set[n++] = s;
        scoctal_game g;
        CHECK_INT(scoctal_subtraction(&g, set, n), 0);
        size_t len = 12 * k + 1;
        int64_t *v = malloc(len * sizeof *v);
        CHECK_INT(scoctal_values(v, &g, len - 1, 1, SCOCTAL_SUM), 0);
        for (size_t j = 0; j < n; j++)
            for (size_t i = 0; set[j] + (2 * i + 1) * k < len; i++) {
                CHECK(v[set[j] + 2 * i * k] == set[j]);
                CHECK(v[set[j] + (2 * i + 1) * k] == (int64_t)(k - set[j]));
            }
        free(v);
        scoctal_clear(&g);
    }
}

TEST(conjecture_3_1_1_small) {
    /* every subtraction set with max <= 10 */
    for (unsigned k = 1; k <= 10; k++)
        for (unsigned mask = 0; mask < (1u << (k - 1)); mask++) {
            unsigned set[16];
            size_t n = 0;
            for (unsigned s = 1; s < k; s++)
                if (mask >> (s - 1) & 1) set[n++] = s;
            set[n++] = k;
            size_t from = 0, per = 0;
            int rc = scoctal_conj311(set, n, &from, &per);
            CHECK_MSG(rc == 1, "k=%u mask=%u rc=%d", k, mask, rc);
            CHECK(per % k == 0 || per == 2 * k || per > 0);
        }
    unsigned s45[2] = {4, 5};
    size_t from = 0, per = 0;
    CHECK_INT(scoctal_conj311(s45, 2, &from, &per), 1);
    CHECK_INT(per, 10);
}

TEST(pair_matches_table) {
    scoctal_game g, h;
    CHECK_INT(scoctal_parse(&g, "(3311,1234)"), 0);
    CHECK_INT(scoctal_parse(&h, "(333,123)"), 0);
    int64_t T[13 * 13];
    for (int op = 0; op < 4; op++) {
        CHECK_INT(scoctal_table(T, &g, &h, 12, 1, (scoctal_op)op), 0);
        for (size_t m = 0; m <= 12; m += 3)
            for (size_t n = 0; n <= 12; n += 2) {
                int64_t v = 0;
                CHECK_INT(scoctal_pair(&v, &g, n, &h, m, 1, (scoctal_op)op), 0);
                CHECK(v == T[m * 13 + n]);
            }
    }
    scoctal_clear(&g);
    scoctal_clear(&h);
}
