/* test_limits.c - the inline fast paths of the work limits
 * (src/util/limits_internal.h) against the functions they stand for
 * (cgt_limit_tick, cgt_aborted), and the allocator's live and peak counts. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "test.h"
#include "util/limits_internal.h"

/* Ticks through the fast path until it reports an abort: the count at which
 * that happens. */
static uint64_t ticks_until_abort(int fast, uint64_t cap) {
    for (uint64_t i = 1; i <= cap; i++)
        if (fast ? cgt_limit_tick_fast() : cgt_limit_tick()) return i;
    return 0;
}

/* A random node budget stops both paths at the same tick, with the same
 * node count and the same message; mixing the two paths counts every tick
 * once; the seed picks the budgets. */
TEST(fast_tick_matches_tick) {
    cgt_rng r;
    uint64_t seed = test_seed() + 31;
    cgt_rng_seed(&r, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    for (long it = 0; it < test_iterations(200); it++) {
        uint64_t budget = 1 + cgt_rng_below(&r, 5000);
        cgt_limits_set(budget, 0);
        uint64_t slow = ticks_until_abort(0, 10000), slow_nodes = cgt_limit_nodes();
        char slow_msg[200];
        CHECK(cgt_limit_check() == CGT_ELIMIT);
        snprintf(slow_msg, sizeof slow_msg, "%s", cgt_error_message());
        cgt_limits_set(budget, 0);
        uint64_t fast = ticks_until_abort(1, 10000), fast_nodes = cgt_limit_nodes();
        CHECK(cgt_limit_check() == CGT_ELIMIT);
        CHECK_INT(fast, slow);
        CHECK_INT(fast, budget + 1);
        CHECK_INT(fast_nodes, slow_nodes);
        CHECK_STR(cgt_error_message(), slow_msg);
        CHECK(cgt_aborted_fast() && cgt_aborted());
        CHECK(cgt_limit_tick_fast()); /* stays aborted */
        /* mixed: every tick counted once */
        cgt_limits_set(0, 0);
        uint64_t n = cgt_rng_below(&r, 3000);
        for (uint64_t i = 0; i < n; i++) CHECK(!(i % 3 ? cgt_limit_tick_fast() : cgt_limit_tick()));
        CHECK_INT(cgt_limit_nodes(), n);
        CHECK(!cgt_aborted_fast());
        if (test_failures()) break;
    }
    cgt_limits_set(0, 0);
}

/* An interrupt and an abort for another reason are seen by the fast paths at
 * once; cgt_limits_reset clears them; a timeout is noticed through the fast
 * tick (the clock is read every few ticks). */
TEST(fast_paths_see_interrupts_aborts_and_time) {
    cgt_limits_set(0, 0);
    CHECK(!cgt_aborted_fast());
    cgt_limit_interrupt();
    CHECK(cgt_aborted_fast());
    CHECK(cgt_limit_tick_fast());
    CHECK(cgt_limit_check() == CGT_ELIMIT);
    CHECK(strstr(cgt_error_message(), "interrupted") != NULL);
    cgt_limits_reset();
    CHECK(!cgt_aborted_fast());
    CHECK(!cgt_limit_tick_fast());
    cgt_limit_abort("a test reason");
    CHECK(cgt_aborted_fast());
    CHECK(cgt_limit_tick_fast());
    cgt_limits_reset();
    CHECK(!cgt_aborted_fast());
    cgt_limits_set(0, 0.02);
    int stopped = 0;
    for (long i = 0; i < 4000000000L && !stopped; i++) stopped = cgt_limit_tick_fast();
    CHECK(stopped);
    CHECK(cgt_limit_check() == CGT_ELIMIT);
    CHECK(strstr(cgt_error_message(), "second") != NULL);
    cgt_limits_set(0, 0);
}

/* cgt_memory_live and cgt_memory_peak follow allocations of random sizes:
 * the peak is never below the live bytes and never decreases, and freeing
 * everything brings the live bytes back to where they were. */
TEST(memory_counts_follow_allocations) {
    cgt_rng r;
    uint64_t seed = test_seed() + 32;
    cgt_rng_seed(&r, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    enum { N = 64 };
    void *p[N] = {0};
    size_t live0 = cgt_memory_live(), peak = cgt_memory_peak();
    for (long it = 0; it < test_iterations(4000); it++) {
        size_t i = cgt_rng_below(&r, N), n = 1 + cgt_rng_below(&r, 5000);
        switch (cgt_rng_below(&r, 3)) {
        case 0:
            cgt_free(p[i]);
            p[i] = cgt_malloc(n);
            break;
        case 1: p[i] = cgt_realloc(p[i], n); break;
        default: cgt_free(p[i]); p[i] = NULL;
        }
        CHECK(cgt_memory_peak() >= cgt_memory_live());
        CHECK(cgt_memory_peak() >= peak);
        peak = cgt_memory_peak();
    }
    for (size_t i = 0; i < N; i++) cgt_free(p[i]);
    CHECK_INT(cgt_memory_live(), live0);
}

/* The clock reads (seen through a heartbeat called at every read). */
typedef struct reads {
    uint64_t nodes[64];
    int n;
} reads;
static void on_read(uint64_t nodes, double seconds, void *ctx) {
    (void)seconds;
    reads *r = ctx;
    if (r->n < 64) r->nodes[r->n++] = nodes;
}

/* One tick of about a quarter of a millisecond of work. */
static void slow_tick(void) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    do clock_gettime(CLOCK_MONOTONIC, &b);
    while ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec) < 2.5e5);
    cgt_limit_tick_fast();
}

/* When ticks turn slow after cheap ones (the clock then read every 1024
 * ticks), the first read that sees it brings the reads back to about a
 * millisecond or two of work apart: a few ticks of 0.25 ms.  Halving the stride
 * at each read took 512 + 256 + ... ticks, and `--timeout 1 eval
 * '+-^*333333'` ran 2.9 s (rows of a millisecond each, one tick a row). */
TEST(clock_reads_come_back_at_once_after_slow_ticks) {
    reads r = {{0}, 0};
    cgt_limits_set(0, 0);
    cgt_limits_set_heartbeat(on_read, &r, 1e-9);
    for (long i = 0; i < 100000; i++) cgt_limit_tick_fast();
    r.n = 0;
    uint64_t start = cgt_limit_nodes();
    for (long i = 0; i < 3000 && r.n < 3; i++) slow_tick();
    CHECK(r.n >= 3);
    if (r.n >= 3) {
        printf("reads after %llu, %llu, %llu slow ticks\n",
               (unsigned long long)(r.nodes[0] - start), (unsigned long long)(r.nodes[1] - start),
               (unsigned long long)(r.nodes[2] - start));
        CHECK(r.nodes[0] - start <= 1024);
        /* 8 to 12 on this machine (the first read's gap also holds the cheap
         * ticks since the read before, so the new stride overshoots a
         * little); the halving gave 512 and 256 */
        CHECK(r.nodes[1] - r.nodes[0] <= 64);
        CHECK(r.nodes[2] - r.nodes[1] <= 64);
    }
    cgt_limits_set_heartbeat(NULL, NULL, 0);
    cgt_limits_set(0, 0);
}
