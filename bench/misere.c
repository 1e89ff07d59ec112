/* misere.c - misère outcomes by search: the transposition table and
 * component split of misere_position_outcome against plain minimax (no
 * table, no split, no symmetry) on random Clobber and Domineering boards of
 * 16-20 cells, in the same run; and the time of Kayles' misère quotient. */
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cgt/games.h"
#include "cgt/misere.h"

static void random_board(char *out, cgt_rng *r, games_ruleset k, int rows, int cols) {
    int p = 0;
    for (int i = 0; i < rows; i++) {
        if (i) out[p++] = '|';
        for (int j = 0; j < cols; j++) {
            uint64_t x = cgt_rng_below(r, 10);
            out[p++] = k == GAMES_CLOBBER ? (x < 5 ? 'x' : x < 9 ? 'o' : '.') : (x < 9 ? '.' : '#');
        }
    }
    out[p] = 0;
}

static double run(game_outcome *o, games_ruleset k, const char *text, unsigned flags, double limit,
                  int *rc) {
    uint8_t *p = NULL;
    size_t n = 0;
    games_parse(&p, &n, k, text);
    game_table_free();
    cgt_limits_set(0, limit);
    double t0 = bench_now();
    *rc = misere_position_outcome(o, games_rules(k), p, n, flags);
    double t = bench_now() - t0;
    cgt_limits_set(0, 0);
    cgt_free(p);
    return t;
}

BENCH(misere_outcome, 53) {
    const double limit = 30.0;
    fprintf(report, "## Misère outcomes: transposition table against plain minimax\n\n");
    fprintf(report,
            "`misere_position_outcome` (components, transposition table on the sorted "
            "components and the player to move) against plain minimax (`POSITION_NO_TABLE | "
            "POSITION_NO_SPLIT | POSITION_NO_SYMMETRY`) on random boards (seed 13; Clobber x 50%%, "
            "o 40%%, empty 10%%; Domineering 10%% filled), each from an empty table. A run stops "
            "after %.0f s (shown as >). Ratio = minimax time / search time.\n\n",
            limit);
    fprintf(report, "| ruleset | board | outcome | search (s) | minimax (s) | ratio |\n"
                    "|---|---|:-:|---:|---:|---:|\n");
    cgt_rng r;
    cgt_rng_seed(&r, 13);
    const struct {
        games_ruleset k;
        const char *name;
        int rows, cols;
    } cases[] = {
        {GAMES_CLOBBER, "clobber", 4, 4},         {GAMES_CLOBBER, "clobber", 4, 5},
        {GAMES_CLOBBER, "clobber", 4, 5},         {GAMES_DOMINEERING, "domineering", 4, 4},
        {GAMES_DOMINEERING, "domineering", 4, 5}, {GAMES_DOMINEERING, "domineering", 4, 5}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[64];
        random_board(text, &r, cases[i].k, cases[i].rows, cases[i].cols);
        fprintf(stderr, "  %s %s\n", cases[i].name, text);
        game_outcome a = GAME_OUTCOME_P, b = GAME_OUTCOME_P;
        int ra, rb;
        double ts = run(&a, cases[i].k, text, 0, limit, &ra);
        double tm = run(&b, cases[i].k, text,
                        POSITION_NO_TABLE | POSITION_NO_SPLIT | POSITION_NO_SYMMETRY, limit, &rb);
        if (ra == 0 && rb == 0 && a != b) fprintf(stderr, "  DISAGREE\n");
        fprintf(report, "| %s | `%s` | %c | %s%.3f | %s%.3f | %s%.1f |\n", cases[i].name, text,
                ra == 0 ? game_outcome_char(a) : '?', ra ? ">" : "", ts, rb ? ">" : "", tm,
                ra || rb ? ">" : "", tm / (ts > 1e-6 ? ts : 1e-6));
    }
    fprintf(report, "\n");

    fprintf(report, "## Misère quotient of Kayles\n\n");
    octal_game g;
    octal_parse(&g, "kayles");
    const size_t upto[] = {10, 40, 100, 150};
    fprintf(report, "`misere_quotient_compute` on Kayles' heaps 1..N from an empty table, "
                    "stopped after 10 s (the issue's target for N = 100).\n\n"
                    "| N | order | time (s) |\n|---:|---:|---:|\n");
    for (size_t i = 0; i < sizeof upto / sizeof *upto; i++) {
        game_table_free();
        cgt_limits_set(0, 10.0);
        double t0 = bench_now();
        misere_quotient q;
        int rc = misere_quotient_compute(&q, &g, upto[i]);
        double t = bench_now() - t0;
        cgt_limits_set(0, 0);
        if (rc == 0)
            fprintf(report, "| %zu | %zu | %.3f |\n", upto[i], q.order, t);
        else
            fprintf(report, "| %zu | not within the limit | >%.1f |\n", upto[i], t);
        misere_quotient_clear(&q);
    }
    octal_clear(&g);
    game_table_free();
    fprintf(report, "\n");
}
