/* thermo.c - benchmarks of temperature theory: thermographs and cooling of
 * sums of switches, heating nimbers, thermographs of many random games. */
#include "bench.h"
#include "cgt/game.h"
#include "cgt/thermo.h"

#define THERMO_CUTOFF 20.0 /* seconds for one step */

/* {k | -k/2} */
static game_t switch_k(long k) {
    game_t l = game_from_si(k);
    dyadic_t x;
    dyadic_init(x);
    dyadic_set_si_2exp(x, -k, 1);
    game_t r = game_from_dyadic(x);
    dyadic_clear(x);
    return game_make(&l, 1, &r, 1);
}

BENCH(thermo_switch_sums, 40) {
    fprintf(report, "## Thermographs and cooling of sums of switches\n\n");
    fprintf(report,
            "G(n) = {1|-1/2} + {2|-1} + ... + {n|-n/2}, each n from an empty table. Columns: "
            "building the canonical sum, its thermograph (every subposition's thermograph is "
            "computed once and cached), and cooling it by t = 1 (memoized per subposition). "
            "Cooling is checked against the sum of the cooled switches. A step stops after %.0f "
            "s.\n\n",
            THERMO_CUTOFF);
    fprintf(report, "| n | games | sum (s) | thermograph (s) | temperature | cool by 1 (s) | "
                    "check |\n|---:|---:|---:|---:|---|---:|---|\n");
    for (long n = 4; n <= 20; n += 2) {
        game_table_free();
        cgt_limits_set(0, THERMO_CUTOFF);
        cgt_limits_reset();
        double t0 = bench_now();
        game_t sum = game_zero(), want = game_zero();
        for (long k = 1; k <= n; k++) sum = game_add(sum, switch_k(k));
        double t_sum = bench_now() - t0;
        if (sum == GAME_NONE) {
            fprintf(report, "| %ld | | > %.0f | | | | stopped |\n", n, THERMO_CUTOFF);
            break;
        }
        thermograph_t th;
        thermo_graph_init(th);
        dyadic_t temp, one;
        dyadic_init(temp);
        dyadic_init(one);
        dyadic_set_si(one, 1);
        t0 = bench_now();
        int rc = thermo_thermograph(th, sum);
        double t_th = bench_now() - t0;
        thermo_graph_temperature(temp, th);
        char *ts = dyadic_get_str(temp);
        game_t cooled = GAME_NONE;
        t0 = bench_now();
        if (rc == 0) rc = thermo_cool(&cooled, sum, one);
        double t_cool = bench_now() - t0;
        for (long k = 1; k <= n && rc == 0; k++) {
            game_t c;
            rc = thermo_cool(&c, switch_k(k), one);
            want = game_add(want, c);
        }
        fprintf(report, "| %ld | %zu | %.4f | %.4f | %s | %.4f | %s |\n", n, game_table_size(),
                t_sum, t_th, ts, t_cool,
                rc < 0           ? "stopped"
                : cooled == want ? "ok"
                                 : "MISMATCH");
        cgt_free(ts);
        dyadic_clear(temp);
        dyadic_clear(one);
        thermo_graph_clear(th);
        if (rc < 0) break;
    }
    fprintf(report, "\n");
    cgt_limits_set(0, 0);
    cgt_limits_reset();
}

BENCH(thermo_heat_nimbers, 41) {
    fprintf(report, "## Heating nimbers by 1\n\n");
    fprintf(report,
            "heat(*k, 1) for growing k, each from an empty table, then cooled back by 1 (which "
            "must give *k). The thermo side is linear in k (one heat per *j, j < k); the rest is "
            "canonicalizing the heated options. (With the former lossy comparison cache this grew "
            "exponentially: 17 s at k = 24; expensive comparisons are now memoized exactly.) A "
            "step stops after %.0f s.\n\n",
            THERMO_CUTOFF);
    fprintf(report, "| k | games | heat (s) | ratio | cool back (s) | check |\n"
                    "|---:|---:|---:|---:|---:|---|\n");
    double prev = 0;
    for (uint64_t k = 4; k <= 20; k += 2) {
        game_table_free();
        cgt_limits_set(0, THERMO_CUTOFF);
        cgt_limits_reset();
        double t0 = bench_now();
        game_t h = thermo_heat(game_nimber(k), game_from_si(1));
        double t_heat = bench_now() - t0;
        if (h == GAME_NONE) {
            fprintf(report, "| %llu | | > %.0f | | | stopped |\n", (unsigned long long)k,
                    THERMO_CUTOFF);
            break;
        }
        dyadic_t one;
        dyadic_init(one);
        dyadic_set_si(one, 1);
        game_t c = GAME_NONE;
        t0 = bench_now();
        int rc = thermo_cool(&c, h, one);
        double t_cool = bench_now() - t0;
        dyadic_clear(one);
        fprintf(report, "| %llu | %zu | %.4f | %.2f | %.4f | %s |\n", (unsigned long long)k,
                game_table_size(), t_heat, prev > 0 ? t_heat / prev : 0.0, t_cool,
                rc < 0                ? "stopped"
                : c == game_nimber(k) ? "ok"
                                      : "MISMATCH");
        prev = t_heat;
    }
    fprintf(report, "\n");
    cgt_limits_set(0, 0);
    cgt_limits_reset();
}

/* A random game: leaves are small numbers, nimbers and ups. */
static game_t random_game(cgt_rng *r, int depth) {
    if (depth == 0 || cgt_rng_below(r, 5) == 0) {
        dyadic_t x;
        dyadic_init(x);
        dyadic_set_si_2exp(x, (long)cgt_rng_below(r, 9) - 4, cgt_rng_below(r, 3));
        game_t g = game_nus(x, (int64_t)cgt_rng_below(r, 3) - 1, cgt_rng_below(r, 3));
        dyadic_clear(x);
        return g;
    }
    game_t L[3], R[3];
    size_t nl = 1 + cgt_rng_below(r, 3), nr = 1 + cgt_rng_below(r, 3);
    for (size_t i = 0; i < nl; i++) L[i] = random_game(r, depth - 1);
    for (size_t i = 0; i < nr; i++) R[i] = random_game(r, depth - 1);
    return game_make(L, nl, R, nr);
}

BENCH(thermo_random, 42) {
    enum { N = 2000 };
    cgt_rng r;
    cgt_rng_seed(&r, 42);
    game_t *v = cgt_malloc(N * sizeof *v);
    double t0 = bench_now();
    for (int i = 0; i < N; i++) v[i] = random_game(&r, 5);
    double t_build = bench_now() - t0;
    size_t games = game_table_size();
    thermograph_t th;
    thermo_graph_init(th);
    size_t crit = 0;
    t0 = bench_now();
    for (int i = 0; i < N; i++) {
        if (thermo_thermograph(th, v[i]) != 0) break;
        crit += thermo_graph_num_critical(th, THERMO_LEFT) +
                thermo_graph_num_critical(th, THERMO_RIGHT);
    }
    double t_th = bench_now() - t0;
    thermo_graph_clear(th);
    cgt_free(v);
    fprintf(report, "## Thermographs of random games\n\n");
    fprintf(report,
            "%d random games of depth up to 5 (up to 3 options a side, leaves x + n.^ + *k), "
            "%zu games interned by building them (%.4f s). Thermographs of all %d, every "
            "subposition's computed once: %.4f s, %.1f us per top-level game, %.1f critical "
            "temperatures per thermograph on average.\n\n",
            N, games, t_build, N, t_th, t_th / N * 1e6, (double)crit / N);
}
