/* scoctal.c - benchmarks of scoring octal games: G_s of a 20-digit game to 10^6, Conjecture 3.1.1
 * sweep throughput. */
#include <stdlib.h>

#include "bench.h"
#include "cgt/scoctal.h"

/* Subtraction sets with max k per second: masks 0..count-1 of the smaller elements. */
static double sweep_rate(unsigned k, unsigned long count, unsigned long *fails) {
    double t0 = bench_now();
    for (unsigned long mask = 0; mask < count; mask++) {
        unsigned set[32];
        size_t n = 0;
        for (unsigned s = 1; s < k; s++)
            if (mask >> (s - 1) & 1) set[n++] = s;
        set[n++] = k;
        size_t from, per;
        if (scoctal_conj311(set, n, &from, &per) != 1) ++*fails;
    }
    return (double)count / (bench_now() - t0);
}

BENCH(scoctal, 75) {
    fprintf(report, "## Scoring octal games (scoctal)\n\n");
    scoctal_game g;
    if (scoctal_parse(&g, "(31232123312321233123,12345678912345678912)") == 0) {
        size_t upto = 1000000;
        int64_t *v = malloc((upto + 1) * sizeof *v);
        double t0 = bench_now();
        int rc = scoctal_values(v, &g, upto, 1, SCOCTAL_SUM);
        double t = bench_now() - t0;
        size_t pre = 0, per = 0;
        bool have = rc == 0 && scoctal_period(v, 4096, g.k, &pre, &per);
        fprintf(report,
                "- G_s of one heap of the 20-digit taking-no-breaking game "
                "(31232123312321233123,12345678912345678912), n = 0..10^6: %.3f s%s",
                t, rc ? " (failed)" : "");
        if (have) fprintf(report, " (period %zu, preperiod %zu)", per, pre);
        fprintf(report, "\n");
        free(v);
        scoctal_clear(&g);
    }
    static const unsigned ks[3] = {16, 20, 24};
    for (int i = 0; i < 3; i++) {
        unsigned long fails = 0, count = 1ul << 15;
        double r = sweep_rate(ks[i], count, &fails);
        fprintf(report,
                "- Conjecture 3.1.1 sweep, max S = %u (first %lu sets): %.0f sets/s on one core, "
                "%lu counterexamples\n",
                ks[i], count, r, fails);
    }
    /* all-m period proofs (Conjecture 3.1.3's check) on pairs of 3-digit games */
    {
        static const char *const specs[6] = {"(123,123)", "(332,123)", "(231,123)",
                                             "(313,123)", "(223,123)", "(133,123)"};
        scoctal_game gs[6];
        int ok = 1;
        for (int i = 0; i < 6; i++) ok &= scoctal_parse(&gs[i], specs[i]) == 0;
        if (ok) {
            unsigned long proven = 0, pairs = 0;
            double t0 = bench_now();
            for (int rep = 0; rep < 5; rep++)
                for (int i = 0; i < 6; i++)
                    for (int j = 0; j < 6; j++) {
                        scoctal_rows r;
                        pairs++;
                        if (scoctal_rows_period(&r, &gs[i], &gs[j], SCOCTAL_SUM, 256, 4096) == 1)
                            proven++;
                        scoctal_rows_clear(&r);
                    }
            fprintf(report,
                    "- Period proofs for every m (scoctal_rows_period, +), pairs of 3-digit "
                    "games: %.0f pairs/s on one core (%lu of %lu proven)\n",
                    (double)pairs / (bench_now() - t0), proven, pairs);
        }
        for (int i = 0; i < 6; i++)
            if (ok) scoctal_clear(&gs[i]);
    }
    double t0 = bench_now();
    unsigned long fails = 0;
    for (unsigned k = 1; k <= 20; k++) sweep_rate(k, 1ul << (k - 1), &fails);
    fprintf(report,
            "- The thesis' whole range (every subtraction set with max <= 20, 1048575 sets): "
            "%.1f s on one core, %lu counterexamples\n\n",
            bench_now() - t0, fails);
}
