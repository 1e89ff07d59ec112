/* bench.h - benchmark registration.  Each benchmark appends a markdown section
 * to the report; `make bench` writes the report to docs/performance.md.
 * Times are measured here, never in tests; where a figure needs a baseline,
 * the benchmark measures the baseline in the same run and reports the ratio. */
#ifndef CGT_BENCH_H
#define CGT_BENCH_H

#include <stdio.h>

typedef void (*bench_fn)(FILE *report);
void bench_register(const char *name, int order, bench_fn fn);
double bench_now(void); /* monotonic seconds */
/* The whole process `cgt ARGS >/dev/null`, run by the shell with the cgt
 * program next to this benchmark's binary: median wall time of `runs` (at
 * most 5) runs, the children's CPU time (user + system) of the median run in
 * *cpu.  -1 if the program is not there or a run exits nonzero. */
double bench_process(const char *args, int runs, double *cpu);
/* Nonzero when CGT_BENCH_QUICK is set (`make bench-quick`): CI-sized runs. */
int bench_quick(void);

#define BENCH(name, order)                                                                         \
    static void bench_##name(FILE *report);                                                        \
    __attribute__((constructor)) static void bench_register_##name(void) {                         \
        bench_register(#name, order, bench_##name);                                                \
    }                                                                                              \
    static void bench_##name(FILE *report)

#endif
