/* go.c - benchmark of Go region analysis: a whole 9x9 endgame board with 20
 * empty points in independent regions, split into regions (the library's
 * way) against a baseline that evaluates all its points as one position,
 * in the same run. */
#include <stdlib.h>

#include "bench.h"
#include "cgt/go.h"

static const char *const boards[][2] = {
    {"3 rows of examples/go/endgame9x9.txt (5 empty points, 2 regions)",
     "XXXXXXXXX|X..OX...O|XXXXXXXXX"},
    {"5 rows (10 empty points, 4 regions)", "XXXXXXXXX|X..OX...O|XXXXXXXXX|X....OX.X|XXXXXXXXX"},
    {"the 9x9 board (20 empty points, 10 regions)",
     "XXXXXXXXX|X..OX...O|XXXXXXXXX|X....OX.X|XXXXXXXXX|O.X.O.X.O|XXXXXXXXX|X.....O.X|"
     "XXXXXXXXX"},
};

BENCH(go_regions, 80) {
    const double budget = 5.0;
    fprintf(report, "## Go regions: split into regions against one position\n\n");
    fprintf(report,
            "`go_board_value` evaluates each region (the empty points and mortal stones between "
            "immortal stones) on its own and adds the counting and chilled values; the baseline "
            "`go_board_value_unsplit` searches every position of all the points together, as a "
            "program that does not split regions must. Each run is cold (the game table is "
            "emptied first); the baseline gets %.0f s.\n\n",
            budget);
    fprintf(report, "| board | split (s) | scoring sum | unsplit (s) | ratio |\n"
                    "|---|---:|---|---:|---:|\n");
    for (size_t i = 0; i < sizeof boards / sizeof *boards; i++) {
        go_board *b;
        if (go_parse(&b, boards[i][1], NULL)) {
            fprintf(report, "| %s | board error: %s | | | |\n", boards[i][0], cgt_error_message());
            continue;
        }
        go_value v, u;
        game_table_free();
        cgt_limits_reset();
        double t0 = bench_now();
        int rc = go_board_value(&v, b, GO_JAPANESE);
        double t_split = bench_now() - t0;
        game_table_free();
        cgt_limits_set(0, budget);
        t0 = bench_now();
        int rc2 = go_board_value_unsplit(&u, b, GO_JAPANESE);
        double t_whole = bench_now() - t0;
        cgt_limits_set(0, 0);
        cgt_limits_reset();
        const char *sum = rc ? "" : v.scoring == SCORING_NONE ? "too large, skipped" : "built";
        if (rc)
            fprintf(report, "| %s | error: %s | | | |\n", boards[i][0], cgt_error_message());
        else if (rc2)
            fprintf(report, "| %s | %.4f | %s | > %.1f (stopped) | > %.0f |\n", boards[i][0],
                    t_split, sum, t_whole, t_split > 0 ? t_whole / t_split : 0.0);
        else
            fprintf(report, "| %s | %.4f | %s | %.4f | %.1f |\n", boards[i][0], t_split, sum,
                    t_whole, t_split > 0 ? t_whole / t_split : 0.0);
        go_board_free(b);
    }
    fprintf(report,
            "\nThe split time includes building the scoring sum of the regions where it is "
            "built; the unsplit search always builds the whole board's scoring form. "
            "The split values are the same games as the unsplit ones wherever both finish "
            "(tests/go/test_laws.c checks this on random boards). The scoring-play sum of many "
            "regions is not computed past %.0f positions: its size is the product of the "
            "regions' and no decomposition of final scores over a sum is known (the thesis, "
            "Theorem 2.3.3).\n\n",
            GO_SCORING_SUM_MAX);
}
