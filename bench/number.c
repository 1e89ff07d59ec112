/* number.c - benchmark: adding and comparing dyadics with 10^4 to 10^6-bit
 * numerators scales linearly in the size of the numerator. */
#include <gmp.h>
#include <stdint.h>

#include "bench.h"
#include "cgt/number.h"
#include "cgt/util.h"

/* x = a random odd `bits`-bit numerator over 2^exp. */
static void random_dyadic(dyadic_t x, cgt_rng *rng, uint64_t bits, uint64_t exp) {
    mpz_t n;
    size_t words = (size_t)((bits + 63) / 64);
    uint64_t *w = cgt_malloc(words * sizeof *w);
    for (size_t i = 0; i < words; i++) w[i] = cgt_rng_next(rng);
    mpz_init(n);
    mpz_import(n, words, -1, sizeof *w, 0, 0, w);
    mpz_fdiv_r_2exp(n, n, bits);
    mpz_setbit(n, bits - 1);
    mpz_setbit(n, 0);
    dyadic_set_mpz_2exp(x, n, exp);
    mpz_clear(n);
    cgt_free(w);
}

BENCH(number, 30) {
    static const uint64_t sizes[] = {10000, 100000, 1000000};
    enum { NSIZES = sizeof sizes / sizeof sizes[0] };
    double add_ns[NSIZES], cmp_ns[NSIZES];
    cgt_rng rng;
    cgt_rng_seed(&rng, 30);
    volatile int sink = 0;
    for (int s = 0; s < NSIZES; s++) {
        uint64_t bits = sizes[s];
        dyadic_t a, b, r, c;
        dyadic_init(a);
        dyadic_init(b);
        dyadic_init(r);
        dyadic_init(c);
        /* a + b with different exponents: one shift and one addition, the
         * general case.  c = a + 2^-7 differs from a only in the lowest bits,
         * so comparing them reads every limb. */
        random_dyadic(a, &rng, bits, 7);
        random_dyadic(b, &rng, bits, 3);
        dyadic_set_si_2exp(c, 1, 7);
        dyadic_add(c, a, c);
        /* About 10^10 bit-operations per figure: enough for a stable time. */
        long reps = (long)(1e10 / (double)bits);
        dyadic_add(r, a, b); /* warm up: r owns a numerator of the right size */
        double t0 = bench_now();
        for (long i = 0; i < reps; i++) dyadic_add(r, a, b);
        double t1 = bench_now();
        for (long i = 0; i < reps; i++) sink += dyadic_cmp(a, c);
        double t2 = bench_now();
        add_ns[s] = (t1 - t0) * 1e9 / (double)reps;
        cmp_ns[s] = (t2 - t1) * 1e9 / (double)reps;
        dyadic_clear(a);
        dyadic_clear(b);
        dyadic_clear(r);
        dyadic_clear(c);
    }
    (void)sink;
    fprintf(report, "## Numbers: add and compare scale linearly\n\n");
    fprintf(report, "Dyadic rationals with random odd numerators of the given size "
                    "(`bench/number.c`). `a + b` has exponents 7 and 3 (a shift and an "
                    "addition); the comparison is against `a + 2^-7`, which differs only in "
                    "the last bits, so every limb is read. The ratio columns divide the time "
                    "per bit by that of the 10,000-bit case: 1.0 means exactly linear.\n\n");
    fprintf(report, "| bits | ns per add | ns per cmp | add ns/bit vs 10k | cmp ns/bit vs 10k |\n");
    fprintf(report, "|---:|---:|---:|---:|---:|\n");
    for (int s = 0; s < NSIZES; s++) {
        double k = (double)sizes[0] / (double)sizes[s];
        fprintf(report, "| %llu | %.0f | %.0f | %.2f | %.2f |\n", (unsigned long long)sizes[s],
                add_ns[s], cmp_ns[s], add_ns[s] * k / add_ns[0], cmp_ns[s] * k / cmp_ns[0]);
    }
    fprintf(report, "\n");
}
