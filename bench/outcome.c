/* outcome.c - the outcome search (games_outcome, `solve`) against the
 * outcome of the canonical value (games_eval + game_get_outcome) on 50-cell
 * Clobber rows from SEGClobber's test_50 (shared/oracles/clobber_segclobber),
 * both from an empty game table, in the same run. */
#include "bench.h"
#include "cgt/games.h"

BENCH(outcome_search, 52) {
    static const struct {
        int line;
        const char *row;
    } rows[] = {
        {1, "ooooxxoxxoxooxoxxoooxxxxoxxxxxxooxooxxoxxooxxooxoo"},
        {3, "xxxxxxxxoxox.oo.ooooox.xxoxox.xx.oooxoxoooxxxoxoxo"},
        {5, "oxxooxxxoxxxoxoxoo.xxoxoooxooxxxx.xxooooxoooxoxxxx"},
        {23, "oxoxoxxooxxoxxxoxoxxoooooooooooo.xoxxxooooooxoxxox"},
        {25, "oxoxooooxxxxoxxxoooxxxoxooxxoxxxoxxox.xxoxo.oxo.oo"},
        {27, "xxxooxxooxoxxoxoxoxxoxoxxxoxxxxxoxxoxooxxxoxoxooox"},
        {49, "xxoxoxxoxxoooxxxxxxxoxooxooxoooxxxoxoxoxoxxxxxoxox"},
        {175, "oooxxooxxoxoxxoxooxooxxxoooxxoxxxooxoxoxooxxoxooox"},
    };
    const double limit = 60.0;
    fprintf(report, "## Outcomes by search: 50-cell Clobber rows\n\n");
    fprintf(report,
            "`solve(\"clobber\", ROW)` (`games_outcome`: components of at most %d cells by "
            "canonical value, larger ones searched, no sums built) against `outcome(clobber(ROW))` "
            "(the canonical value of the whole row, then its outcome), each from an empty game "
            "table; rows from SEGClobber's `test_50.txt` (line numbers given). A run stops after "
            "%.0f s (shown as >). Ratio = canonical time / search time.\n\n",
            GAMES_OUTCOME_SMALL, limit);
    fprintf(report, "| line | outcome | search (s) | canonical value (s) | ratio |\n"
                    "|---:|:-:|---:|---:|---:|\n");
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        fprintf(stderr, "  line %d\n", rows[i].line);
        game_table_free();
        cgt_limits_set(0, limit);
        double t0 = bench_now();
        game_outcome o = GAME_OUTCOME_P;
        int rs = games_outcome(&o, GAMES_CLOBBER, rows[i].row, 0);
        double ts = bench_now() - t0;
        game_table_free();
        cgt_limits_set(0, limit);
        t0 = bench_now();
        game_t g;
        int rc = games_eval(&g, GAMES_CLOBBER, rows[i].row, 0);
        double tc = bench_now() - t0;
        cgt_limits_set(0, 0);
        if (rs == 0 && rc == 0 && game_get_outcome(g) != o) fprintf(stderr, "  DISAGREE\n");
        fprintf(report, "| %d | %c | %s%.3f | %s%.3f | %s%.1f |\n", rows[i].line,
                rs == 0 ? game_outcome_char(o) : '?', rs ? ">" : "", ts, rc ? ">" : "", tc,
                rc || rs ? ">" : "", tc / (ts > 1e-6 ? ts : 1e-6));
    }
    game_table_free();
    fprintf(report, "\n");
}
