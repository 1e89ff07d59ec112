/* test_hackcheck.c - misere_hackenbush_check (Theorems 5.3.1 and 5.3.2 over
 * small Hackenbush graphs).  Truth: the number of graphs is the number of
 * multisets of 1..m edges from 6 vertex pairs times the colours,
 * sum_k C(6c + k - 1, k); a single grounded blue edge is Theorem 5.3.1's
 * smallest counterexample as printed: in misère play Left must take it and
 * then Right, unable to move, wins, and Right starting cannot move and wins,
 * so the outcome is R where the printed rule says L (B = 1 > R = 0). */
#include <string.h>

#include "cgt/misere.h"
#include "test.h"

static size_t multisets(size_t types, size_t max_k) {
    size_t total = 0;
    for (size_t k = 1; k <= max_k; k++) {
        size_t c = 1; /* C(types + k - 1, k) */
        for (size_t i = 1; i <= k; i++) c = c * (types + i - 1) / i;
        total += c;
    }
    return total;
}

TEST(hackenbush_check_counts_and_counterexample) {
    misere_hack_check a, b;
    cgt_limits_set(0, 0);
    CHECK(misere_hackenbush_check(&a, 531, 2) == 0);
    CHECK(a.graphs == multisets(12, 2));
    CHECK(a.fails >= 1);
    CHECK_STR(a.first_fail, "0-1:b");
    CHECK(strstr(a.note, "formula L, misère outcome R") != NULL);
    CHECK(a.fails_swapped <= a.graphs);
    CHECK(misere_hackenbush_check(&b, 532, 2) == 0);
    CHECK(b.graphs == multisets(18, 2));
    CHECK(b.fails == 0); /* the G_m transform holds on these graphs */
    CHECK(misere_hackenbush_check(&a, 533, 2) == CGT_EUSAGE);
    CHECK(misere_hackenbush_check(&a, 531, 7) == CGT_EUSAGE);
}
