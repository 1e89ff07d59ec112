/* test_quotient.c - misère quotients: misère Nim's heaps 1-3 give T2
 * (Plambeck and Siegel, "Misère quotients for impartial games", arXiv
 * math/0609825: order 6, a^2 = 1, b^3 = b, P-portion {a, b^2}), and the
 * quotient's answers agree with Bouton's rule on larger positions. */
#include <stdlib.h>

#include "cgt/misere.h"
#include "test.h"

TEST(nim_heaps_1_to_3_is_T2) {
    octal_game g;
    CHECK(octal_parse(&g, "nim") == 0);
    misere_quotient q;
    CHECK(misere_quotient_compute(&q, &g, 3) == 0);
    CHECK_INT(q.order, 6);
    CHECK_INT(q.ngens, 2);
    CHECK_INT(q.nrel, 2);
    if (q.nrel == 2) {
        CHECK_STR(q.relation[0], "a^2=1");
        CHECK_STR(q.relation[1], "b^3=b");
    }
    size_t np = 0;
    for (size_t i = 0; i < q.order; i++)
        if (q.p[i]) {
            np++;
            CHECK_MSG(!strcmp(q.name[i], "a") || !strcmp(q.name[i], "b^2"), "P element %s",
                      q.name[i]);
        }
    CHECK_INT(np, 2);
    CHECK_STR(q.name[q.heap[3]], "ab");
    /* Bouton's rule on every position of at most 6 heaps of sizes 1-3, read
     * off the quotient's multiplication table */
    for (unsigned code = 0; code < 4 * 4 * 4 * 4 * 4 * 4; code++) {
        size_t el = 0, x = 0, big = 0, ones = 0;
        for (unsigned c = code, i = 0; i < 6; i++, c /= 4) {
            size_t h = c % 4;
            if (!h) continue;
            el = q.mul[el * q.order + q.heap[h]];
            x ^= h;
            big += h >= 2;
            ones += h == 1;
        }
        bool p = big ? x == 0 : (ones & 1);
        CHECK_MSG(q.p[el] == p, "position code %u", code);
    }
    misere_quotient_clear(&q);
    octal_clear(&g);
}

/* A quotient of a wild game is checked against the searched outcomes of every
 * small position before it is returned; its table is a commutative monoid. */
TEST(kayles_small_quotient_is_a_monoid) {
    octal_game g;
    CHECK(octal_parse(&g, "kayles") == 0);
    misere_quotient q;
    CHECK(misere_quotient_compute(&q, &g, 5) == 0);
    CHECK(q.verified >= 3);
    for (size_t a = 0; a < q.order; a++)
        for (size_t b = 0; b < q.order; b++)
            for (size_t c = 0; c < q.order; c++) {
                size_t ab = q.mul[a * q.order + b], bc = q.mul[b * q.order + c];
                CHECK(q.mul[ab * q.order + c] == q.mul[a * q.order + bc]);
            }
    CHECK(!q.p[0]); /* the empty position is N in misère play */
    misere_quotient_clear(&q);
    octal_clear(&g);
}

/* A computation cut by the node limit keeps the quotient of the heaps it
 * finished; that partial result must equal the quotient computed without
 * limits for the same heaps (the independent truth here), and say it is not
 * complete. */
TEST(cut_quotient_is_the_quotient_of_the_finished_heaps) {
    octal_game g;
    CHECK(octal_parse(&g, "kayles") == 0);
    static const uint64_t budgets[] = {20, 200, 2000};
    for (size_t b = 0; b < sizeof budgets / sizeof *budgets; b++) {
        game_table_free(); /* no memo from the run before */
        cgt_limits_set(budgets[b], 0);
        misere_quotient q;
        int rc = misere_quotient_compute(&q, &g, 40);
        cgt_limits_set(0, 0);
        CHECK_INT(rc, CGT_ELIMIT);
        CHECK_MSG(q.order > 0, "budget %llu: nothing kept", (unsigned long long)budgets[b]);
        CHECK(!q.complete);
        CHECK_INT(q.requested, 40);
        CHECK(q.upto >= 1 && q.upto < 40);
        CHECK_INT(q.verified, 0);
        misere_quotient full;
        CHECK(misere_quotient_compute(&full, &g, q.upto) == 0);
        CHECK(full.complete);
        CHECK_INT(full.order, q.order);
        if (full.order == q.order) {
            CHECK(!memcmp(full.mul, q.mul, q.order * q.order * sizeof *q.mul));
            CHECK(!memcmp(full.p, q.p, q.order * sizeof *q.p));
            CHECK(!memcmp(full.heap, q.heap, (q.upto + 1) * sizeof *q.heap));
        }
        misere_quotient_clear(&full);
        misere_quotient_clear(&q);
    }
    /* no heap finished: nothing kept */
    cgt_limits_set(1, 0);
    misere_quotient q;
    game_table_free();
    CHECK_INT(misere_quotient_compute(&q, &g, 40), CGT_ELIMIT);
    cgt_limits_set(0, 0);
    CHECK_INT(q.order, 0);
    misere_quotient_clear(&q);
    octal_clear(&g);
}
