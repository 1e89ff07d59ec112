/* game.c - benchmarks of the game table: comparing every pair of games born
 * by day 3, and canonical forms of sums of switches +-1 + ... + +-n. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "cgt/expr.h"
#include "cgt/game.h"
#include "game/game_internal.h" /* game_order_caches_free: a truly cold baseline */

/* All ordered pairs of v compared with game_leq; returns how many are <=. */
static size_t compare_all(const game_t *v, size_t n) {
    size_t le = 0;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) le += game_leq(v[i], v[j]);
    return le;
}

BENCH(census, 10) {
    double t0 = bench_now();
    game_t *v = NULL;
    size_t n = 0;
    if (game_census(&v, &n, 3) != CGT_OK) {
        fprintf(report, "## Census of day 3\n\ncensus failed: %s\n\n", cgt_error_message());
        return;
    }
    double t_build = bench_now() - t0;
    size_t interned = game_table_size();

    /* Cold: the comparison cache emptied, so every result is computed; warm:
     * the same pairs again, with whatever the caches kept. */
    game_order_caches_free();
    t0 = bench_now();
    size_t le_cold = compare_all(v, n);
    double t_cold = bench_now() - t0;
    t0 = bench_now();
    size_t le_warm = compare_all(v, n);
    double t_warm = bench_now() - t0;
    double pairs = (double)n * (double)n;
    double total = t_build + t_cold;

    fprintf(report, "## Census of day 3 and all pairwise comparisons\n\n");
    fprintf(report,
            "`game_census(3)` builds the %zu games born by day 3 (%zu games interned in all); "
            "then `game_leq` is called on every ordered pair (%.0f calls). The cold pass starts "
            "with the comparison caches emptied; the warm pass repeats the same calls. Every "
            "result goes into a small direct-mapped table and only results that took more than "
            "64 recursive comparisons into the exact memo, so most of the %.0f cheap top-level "
            "results are recomputed in the warm pass (recomputing them is cheaper than looking "
            "them up in a large table).\n\n",
            n, interned, pairs, pairs);
    fprintf(report, "| step | time (s) | ns per comparison |\n|---|---:|---:|\n");
    fprintf(report, "| build the census | %.4f | |\n", t_build);
    fprintf(report, "| compare all pairs, cold | %.4f | %.1f |\n", t_cold, t_cold / pairs * 1e9);
    fprintf(report, "| compare all pairs, warm | %.4f | %.1f |\n", t_warm, t_warm / pairs * 1e9);
    fprintf(report, "| **total** (build + cold) | **%.4f** | |\n\n", total);
    fprintf(report,
            "Cold / warm ratio: %.2f. Pairs with G <= H: %zu (cold) and %zu (warm)%s. "
            "Target: total under 0.5 s — %s.\n\n",
            t_warm > 0 ? t_cold / t_warm : 0.0, le_cold, le_warm,
            le_cold == le_warm ? ", equal" : " — MISMATCH", total < 0.5 ? "met" : "NOT met");
    free(v);
}

#define SWITCH_MIN 8
#define SWITCH_MAX 16
#define SWITCH_CUTOFF 30.0 /* seconds for one n */

BENCH(switch_sums, 20) {
    fprintf(report, "## Sums of switches +-1 + +-2 + ... + +-n\n\n");
    fprintf(report,
            "The canonical form of the sum of the switches +-k = {k | -k} for k = 1..n, each n "
            "from an empty table (`game_table_free()` in between), so the games interned are "
            "all the canonical forms the computation needed. Bytes per game is "
            "`game_table_bytes() / game_table_size()` (records, option lists and the hash "
            "index; caches excluded). Time is the best of up to 5 runs; ratio is the time over "
            "the time for n - 1. A run stops after %.0f s (the work limit's timeout).\n\n",
            SWITCH_CUTOFF);
    fprintf(report, "| n | time (s) | ratio | games interned | bytes per game | left stop "
                    "= ceil(n/2) |\n|---:|---:|---:|---:|---:|---|\n");
    double prev = 0;
    for (int n = SWITCH_MIN; n <= SWITCH_MAX; n++) {
        /* Best of a few runs, each from an empty table, to damp timer noise
         * on the small n; a single run once a run takes over a second. */
        double t = 0;
        game_t sum = GAME_NONE;
        size_t interned = 0;
        int rc = CGT_OK;
        for (int rep = 0; rep < 5 && (rep == 0 || t < 1.0); rep++) {
            game_table_free();
            size_t before = game_table_size();
            cgt_limits_set(0, SWITCH_CUTOFF);
            double t0 = bench_now();
            sum = game_zero();
            for (long k = 1; k <= n; k++) {
                game_t l = game_from_si(k), r = game_from_si(-k);
                sum = game_add(sum, game_make(&l, 1, &r, 1));
            }
            double dt = bench_now() - t0;
            rc = cgt_limit_check();
            cgt_limits_set(0, 0);
            if (rc != CGT_OK || sum == GAME_NONE) break;
            if (rep == 0 || dt < t) t = dt;
            interned = game_table_size() - before;
        }
        if (rc != CGT_OK || sum == GAME_NONE) {
            fprintf(report, "| %d | skipped (over %.0f s) | | | | |\n", n, SWITCH_CUTOFF);
            fprintf(stderr, "  n=%d: skipped (over %.0f s)\n", n, SWITCH_CUTOFF);
            break; /* larger n would take longer still */
        }
        size_t size = game_table_size();
        char ratio[32] = "";
        if (prev > 0) snprintf(ratio, sizeof ratio, "%.2f", t / prev);
        /* Left moves +-n to n, Right answers in +-(n-1), ...: the left stop
         * is n - (n-1) + (n-2) - ... = ceil(n/2). */
        game_t stop = game_left_stop(sum);
        long want = (n + 1) / 2;
        fprintf(report, "| %d | %.4f | %s | %zu | %.1f | %s |\n", n, t, ratio, interned,
                size ? (double)game_table_bytes() / (double)size : 0.0,
                stop == game_from_si(want) ? "ok" : "WRONG");
        fprintf(stderr, "  n=%d: %.4f s, %zu games\n", n, t, interned);
        fflush(report);
        prev = t;
    }
    fprintf(report, "\n");
}

/* *k + {10|-10} + {4|1}: the gift-horse shortcut for big nimbers (docs/game.md,
 * "Big nimbers") against forming every option (game_big_nimber_shortcut = 0),
 * each from an empty table, in the same run. */
static double cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static double time_nimber_sum(uint64_t k, int shortcut, game_t *out) {
    game_table_free();
    game_big_nimber_shortcut = shortcut;
    double t0 = cpu_now();
    game_t ten = game_from_si(10), mten = game_from_si(-10), four = game_from_si(4),
           one = game_from_si(1);
    game_t sw = game_make(&ten, 1, &mten, 1), h = game_make(&four, 1, &one, 1);
    *out = game_add(game_add(game_nimber(k), sw), h);
    double t = cpu_now() - t0;
    game_big_nimber_shortcut = 1;
    return t;
}

BENCH(big_nimber_sums, 21) {
    fprintf(report, "## Sums with big nimbers (issue 20)\n\n");
    fprintf(report,
            "`*k + {10|-10} + {4|1}` from an empty table: the gift-horse shortcut (docs/game.md, "
            "\"Big nimbers\") against forming all k nimber moves and simplifying (the code before "
            "it), in the same run; CPU time of the process (the machine is shared). The two "
            "canonical forms are compared.\n\n");
    fprintf(report, "| k | every option (CPU ms) | shortcut (CPU ms) | speed-up | same form |\n"
                    "|---:|---:|---:|---:|---|\n");
    static const uint64_t ks[] = {31, 127, 247, 1023};
    double t247 = -1;
    for (size_t i = 0; i < sizeof ks / sizeof *ks; i++) {
        game_t slow = GAME_NONE, fast = GAME_NONE;
        /* the baseline grows like k^3: not run past k = 247 (about 1 s) */
        double ts = ks[i] <= (bench_quick() ? 127u : 247u) ? time_nimber_sum(ks[i], 0, &slow) : -1;
        /* the forms live in different tables: compare them printed */
        char *slow_text = slow != GAME_NONE ? expr_game_str(slow) : NULL;
        double tf = time_nimber_sum(ks[i], 1, &fast);
        if (ks[i] == 247) t247 = tf;
        char *fast_text = fast != GAME_NONE ? expr_game_str(fast) : NULL;
        int same = slow_text && fast_text && strcmp(slow_text, fast_text) == 0;
        if (ts >= 0)
            fprintf(report, "| %llu | %.2f | %.3f | %.0fx | %s |\n", (unsigned long long)ks[i],
                    ts * 1e3, tf * 1e3, tf > 0 ? ts / tf : 0.0, same ? "yes" : "**no**");
        else
            fprintf(report, "| %llu | | %.3f | | |\n", (unsigned long long)ks[i], tf * 1e3);
        cgt_free(slow_text);
        cgt_free(fast_text);
    }
    fprintf(report, "\nTarget: `*247 + {10|-10} + {4|1}` under 10 ms — %s (%.2f ms).\n\n",
            t247 < 0.010 ? "met" : "NOT met", t247 * 1e3);
}
