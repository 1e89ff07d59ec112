/* mazegame.c - benchmarks of MAZE (Theorem 14 on big boards, the Theorem 13
 * construction for huge denominators, the engine on small boards) and of
 * CRICKET PITCH's canonical forms. */
#include <stdlib.h>

#include "bench.h"
#include "cgt/form.h"
#include "cgt/mazegame.h"
#include "cgt/optclosed.h"

static void random_board(grid *g, cgt_rng *r, long rows, long cols) {
    grid_init(g, rows, cols);
    for (long cell = 0; cell < rows * cols; cell++) {
        if (cell / cols + 1 < rows) grid_set_open(g, cell, GRID_S, cgt_rng_below(r, 3) != 0);
        if (cell % cols + 1 < cols) grid_set_open(g, cell, GRID_E, cgt_rng_below(r, 3) != 0);
    }
}

BENCH(mazegame_theorem14, 60) {
    cgt_rng r;
    cgt_rng_seed(&r, 14);
    fprintf(report, "## MAZE: the rcf of every cell (Theorem 14)\n\n");
    fprintf(report, "`mazegame_rcf_all` on random square boards (each interior wall present with "
                    "probability 1/3), exact dyadic arithmetic; best of 3 runs. Board generation "
                    "is not timed.\n\n");
    fprintf(report, "| board | cells | time (s) | ns per cell | distinct numbers |\n");
    fprintf(report, "|---|---:|---:|---:|---:|\n");
    long sides[3] = {500, 1000, 2000};
    double t2000 = 0;
    for (int i = 0; i < 3; i++) {
        grid g;
        random_board(&g, &r, sides[i], sides[i]);
        mazegame_rcf t;
        double dt = 1e9;
        for (int rep = 0; rep < 3; rep++) { /* best of 3: the machine is shared */
            double t0 = bench_now();
            mazegame_rcf_all(&t, &g);
            double d = bench_now() - t0;
            if (d < dt) dt = d;
            if (rep < 2) mazegame_rcf_clear(&t);
        }
        double cells = (double)sides[i] * (double)sides[i];
        fprintf(report, "| %ld x %ld | %.0f | %.3f | %.1f | %zu |\n", sides[i], sides[i], cells, dt,
                dt / cells * 1e9, t.nvals);
        if (i == 2) t2000 = dt;
        mazegame_rcf_clear(&t);
        grid_clear(&g);
    }
    fprintf(report, "\nTarget: 2000 x 2000 under 1 s — %s.\n\n", t2000 < 1.0 ? "met" : "NOT met");

    /* the construction for 1/2^200 and for the switch {1 - 2^-200 | -3/2} */
    fprintf(report, "Exactness on the construction (Theorem 13) for huge denominators:\n\n");
    fprintf(report, "| value | board | build (s) | Theorem 14 (s) | top-left exact |\n");
    fprintf(report, "|---|---|---:|---:|---|\n");
    for (int k = 0; k < 2; k++) {
        dyadic_t x, y;
        dyadic_init(x);
        dyadic_init(y);
        dyadic_set_si_2exp(x, 1, 200);
        if (k == 1) {
            dyadic_set_si(y, 1);
            dyadic_sub(x, y, x);
            dyadic_set_si_2exp(y, -3, 1);
        }
        grid g;
        double t0 = bench_now();
        int rc = mazegame_build(&g, x, k ? y : NULL, 0);
        double tb = bench_now() - t0;
        if (rc == 0) {
            mazegame_rcf t;
            t0 = bench_now();
            mazegame_rcf_all(&t, &g);
            double tr = bench_now() - t0;
            bool ok = k ? t.kind[0] == MAZEGAME_SWITCH && dyadic_equal(t.vals[t.x[0]], x) &&
                              dyadic_equal(t.vals[t.y[0]], y)
                        : t.kind[0] == MAZEGAME_NUMBER && dyadic_equal(t.vals[t.x[0]], x);
            fprintf(report, "| %s | %ld x %ld | %.4f | %.4f | %s |\n",
                    k ? "{1-2^-200 \\| -3/2}" : "2^-200", g.rows, g.cols, tb, tr,
                    ok ? "yes" : "NO");
            mazegame_rcf_clear(&t);
            grid_clear(&g);
        }
        dyadic_clear(x);
        dyadic_clear(y);
    }
    fprintf(report, "\n");
}

BENCH(mazegame_engine, 61) {
    cgt_rng r;
    cgt_rng_seed(&r, 8);
    fprintf(report, "## MAZE and CRICKET PITCH through the engine\n\n");
    fprintf(report,
            "Canonical form of the top-left cell of random boards from the literal form "
            "(`mazegame_value`: every follower built as a form, then canonicalised), 20 boards "
            "per size, each with a fresh (empty) game table.\n\n");
    fprintf(report, "| board | mean (ms) | max (ms) |\n|---|---:|---:|\n");
    for (long side = 4; side <= 8; side++) {
        double sum = 0, mx = 0;
        for (int i = 0; i < 20; i++) {
            game_table_free();
            grid g;
            random_board(&g, &r, side, side);
            double t0 = bench_now();
            mazegame_value(&g, 0);
            double dt = bench_now() - t0;
            sum += dt;
            if (dt > mx) mx = dt;
            grid_clear(&g);
        }
        fprintf(report, "| %ld x %ld | %.3f | %.3f |\n", side, side, sum / 20 * 1e3, mx * 1e3);
    }
    fprintf(report,
            "\nCRICKET PITCH rows of 12 bumps in 1..7 with the roller in the middle, 10 random "
            "rows: `cricket_value` (positions reduced, pruned and mirrored before the memo) and, "
            "for rows of 9 bumps in 1..5, the literal form from the rules "
            "(`form_canonical(cricket_form(p))`).\n\n");
    fprintf(report, "| method | rows | mean (ms) | max (ms) |\n|---|---|---:|---:|\n");
    for (int method = 0; method < 2; method++) {
        double sum = 0, mx = 0;
        size_t n = method ? 9 : 12;
        uint32_t maxb = method ? 5 : 7;
        for (int i = 0; i < 10; i++) {
            game_table_free();
            uint32_t b[12];
            for (size_t k = 0; k < n; k++) b[k] = 1 + (uint32_t)cgt_rng_below(&r, maxb);
            lawn_pos p = {b, n, n / 2};
            double t0 = bench_now();
            if (method)
                form_canonical(cricket_form(&p));
            else
                cricket_value(&p);
            double dt = bench_now() - t0;
            sum += dt;
            if (dt > mx) mx = dt;
        }
        fprintf(report, "| %s | %zu bumps in 1..%u | %.2f | %.2f |\n",
                method ? "literal form" : "cricket_value", n, maxb, sum / 10 * 1e3, mx * 1e3);
    }
    fprintf(report, "\n");
    game_table_free();
}
