/* loopy.c - benchmarks of loopy games: the outcome of sums of random loopy
 * graphs by retrograde analysis over the implicit product (counters,
 * predecessors from the components' reverse graphs, minimised components)
 * against the naive baseline in the same run (the explicit sum graph built
 * with loopy_add, then the win/loss rules iterated to their fixed point). */
#include <stdlib.h>

#include "bench.h"
#include "cgt/expr.h"
#include "cgt/loopy.h"

/* A random graph of n nodes with 1..3 Left and 1..3 Right options each. */
static loopy_game random_graph(cgt_rng *r, uint32_t n) {
    uint32_t lo[16][3], ro[16][3], nl[16], nr[16];
    const uint32_t *lp[16], *rp[16];
    for (uint32_t v = 0; v < n; v++) {
        nl[v] = 1 + (uint32_t)cgt_rng_below(r, 3);
        nr[v] = 1 + (uint32_t)cgt_rng_below(r, 3);
        for (uint32_t i = 0; i < 3; i++) {
            lo[v][i] = (uint32_t)cgt_rng_below(r, n);
            ro[v][i] = (uint32_t)cgt_rng_below(r, n);
        }
        /* some terminal-ish nodes so that games are decided */
        if (cgt_rng_below(r, 4) == 0) nl[v] = 0;
        if (cgt_rng_below(r, 4) == 0) nr[v] = 0;
        lp[v] = lo[v], rp[v] = ro[v];
    }
    loopy_game g;
    if (loopy_from_lists(&g, n, 0, lp, nl, rp, nr) != 0) abort();
    return g;
}

BENCH(loopy_sums, 90) {
    fprintf(report, "## Outcomes of sums of loopy games\n\n");
    fprintf(report,
            "Random loopy graphs (up to 12 nodes, 0-3 options a side); the outcome of the sum "
            "of k of them, fast (`loopy_outcome_sum`: retrograde analysis with counters over "
            "the implicit product) against the naive baseline (`loopy_outcome_sum_slow`: the "
            "explicit sum graph, then fixed-point iteration), same inputs, same run; the two "
            "must agree.\n\n");
    fprintf(report, "| k | sums | states (max) | fast (s) | naive (s) | ratio | agree "
                    "|\n|---:|---:|---:|---:|---:|---:|---|\n");
    cgt_rng r;
    cgt_rng_seed(&r, 19);
    for (size_t k = 2; k <= 4; k++) {
        int sums = k == 4 ? 5 : 40;
        double tf = 0, ts = 0;
        uint64_t maxstates = 0;
        int agree = 1;
        for (int s = 0; s < sums; s++) {
            loopy_game c[4];
            uint64_t states = 2;
            for (size_t i = 0; i < k; i++) {
                c[i] = random_graph(&r, 8 + (uint32_t)cgt_rng_below(&r, 5));
                states *= c[i].n;
            }
            if (states > maxstates) maxstates = states;
            loopy_outcome a, b;
            double t0 = bench_now();
            int ra = loopy_outcome_sum(&a, c, k);
            double t1 = bench_now();
            int rb = loopy_outcome_sum_slow(&b, c, k);
            double t2 = bench_now();
            tf += t1 - t0, ts += t2 - t1;
            if (ra || rb || a.left_first != b.left_first || a.right_first != b.right_first)
                agree = 0;
            for (size_t i = 0; i < k; i++) loopy_clear(&c[i]);
        }
        fprintf(report, "| %zu | %d | %llu | %.4f | %.4f | %.1f | %s |\n", k, sums,
                (unsigned long long)maxstates, tf, ts, tf > 0 ? ts / tf : 0.0,
                agree ? "yes" : "NO");
    }
    fprintf(report, "\n");
}

BENCH(loopy_fox_and_geese, 91) {
    fprintf(report, "## Fox and Geese on the 8x8 board\n\n");
    fprintf(report,
            "CGSuite's FoxAndGeese (`loopy_fox_and_geese`), geese on the four dark squares of "
            "the top row, the fox on the bottom row: the reachable graph (one node per "
            "position, escaped foxes one `off` node), its outcome by retrograde analysis, and "
            "the comparison with Winning Ways' value 2 + over (both sides, both ways).\n\n");
    fprintf(report, "| fox | states | build (s) | outcome | outcome (s) | = 2over | compare (s) "
                    "|\n|---|---:|---:|---|---:|---|---:|\n");
    const char *rows = ".x.x.x.x|........|........|........|........|........|........|";
    const char *fox[] = {"o.......", "....o..."};
    for (size_t i = 0; i < 2; i++) {
        char pos[96];
        snprintf(pos, sizeof pos, "%s%s", rows, fox[i]);
        loopy_game g, v;
        double t0 = bench_now();
        if (loopy_fox_and_geese(&g, pos) != 0) abort();
        double t1 = bench_now();
        loopy_outcome o;
        if (loopy_get_outcome(&o, &g) != 0) abort();
        double t2 = bench_now();
        bool eq = false;
        if (loopy_parse(&v, NULL, "2over") != 0 || loopy_equal(&eq, &g, &v) != 0) abort();
        double t3 = bench_now();
        fprintf(report, "| `%s` | %u | %.2f | %s | %.2f | %s | %.2f |\n", fox[i], g.n, t1 - t0,
                loopy_outcome_name(o), t2 - t1, eq ? "yes" : "NO", t3 - t2);
        loopy_clear(&g), loopy_clear(&v);
    }
    fprintf(report, "\n");
}

/* s with '|' escaped for a Markdown table cell. */
static void md_cell(FILE *out, const char *s) {
    for (; s && *s; s++) {
        if (*s == '|') fputc('\\', out);
        fputc(*s, out);
    }
}

BENCH(loopy_sidling, 92) {
    fprintf(report, "## Sides of Backsliding Toads and Frogs (sidling)\n\n");
    fprintf(report,
            "Onside and offside of Backsliding Toads and Frogs positions. Sidling "
            "(`loopy_get_side`: approximants from on, simplified in an interned pool, compared "
            "by a memoised recursion, the settled value checked against the graph) against the "
            "former search (`loopy_get_side_slow`: options deleted one at a time, each deletion "
            "checked by a Buchi game on the product of the graph with itself), same run; the "
            "slow search only on the small strips. Both sides, seconds.\n\n");
    fprintf(report, "| position | nodes | value | sidling (s) | slow search (s) | agree "
                    "|\n|---|---:|---|---:|---:|---|\n");
    const char *pos[] = {"tt.f.f", "tt..ff", "tt...ff", "ttt..fff", "ttt...fff"};
    for (size_t i = 0; i < sizeof pos / sizeof *pos; i++) {
        loopy_game g, s[2], t[2];
        if (loopy_backsliding_toads(&g, pos[i]) != 0) abort();
        double t0 = bench_now();
        int ok = loopy_get_side(&s[0], &g, LOOPY_ONSIDE) == 0 &&
                 loopy_get_side(&s[1], &g, LOOPY_OFFSIDE) == 0;
        double t1 = bench_now();
        double ts = -1;
        int agree = -1;
        if (ok && g.n <= 250) {
            double t2 = bench_now();
            int ok2 = loopy_get_side_slow(&t[0], &g, LOOPY_ONSIDE) == 0 &&
                      loopy_get_side_slow(&t[1], &g, LOOPY_OFFSIDE) == 0;
            ts = bench_now() - t2;
            bool e0 = false, e1 = false;
            agree = ok2 && loopy_equal(&e0, &s[0], &t[0]) == 0 &&
                    loopy_equal(&e1, &s[1], &t[1]) == 0 && e0 && e1;
            if (ok2) loopy_clear(&t[0]), loopy_clear(&t[1]);
        }
        char *a = ok ? loopy_str(&s[0], expr_game_str) : NULL,
             *b = ok ? loopy_str(&s[1], expr_game_str) : NULL;
        char slow[32];
        snprintf(slow, sizeof slow, ts < 0 ? "-" : "%.2f", ts);
        fprintf(report, "| `%s` | %u | `", pos[i], g.n);
        md_cell(report, a ? a : "?");
        fprintf(report, " & ");
        md_cell(report, b ? b : "?");
        fprintf(report, "` | %.3f | %s | %s |\n", t1 - t0, slow,
                agree < 0 ? "-"
                : agree   ? "yes"
                          : "NO");
        cgt_free(a), cgt_free(b);
        if (ok) loopy_clear(&s[0]), loopy_clear(&s[1]);
        loopy_clear(&g);
    }
    fprintf(report, "\n");
}
