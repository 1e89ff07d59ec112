/* scoring.c - benchmarks of scoring play: final scores and outcome of scoring
 * Toads and Frogs and scoring Hackenbush positions with about 10^6 distinct
 * subpositions (forms), with memory per form. */
#include <stdio.h>
#include <time.h>

#include "bench.h"
#include "cgt/scoring.h"

static double cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void row(FILE *report, const char *what, const char *pos, int is_toads) {
    size_t forms0 = scoring_table_size(), bytes0 = scoring_table_bytes();
    double w0 = bench_now(), c0 = cpu_now();
    scoring_t g;
    int rc = is_toads ? scoring_toads(&g, pos) : scoring_hackenbush(&g, pos);
    if (rc) {
        fprintf(report, "| %s `%s` | failed: %s | | | | |\n", what, pos, cgt_error_message());
        return;
    }
    mpq_t sl, sr;
    mpq_init(sl);
    mpq_init(sr);
    scoring_final_scores(sl, sr, g);
    const char *o = scoring_outcome_name(scoring_get_outcome(g));
    double wall = bench_now() - w0, cpu = cpu_now() - c0;
    uint64_t sub = scoring_subpositions(g);
    size_t forms = scoring_table_size() - forms0, bytes = scoring_table_bytes() - bytes0;
    char *a = scoring_score_str(sl), *b = scoring_score_str(sr);
    char per[32] = "-"; /* the tables may not grow for a small position */
    if (forms && bytes) snprintf(per, sizeof per, "%.0f", (double)bytes / (double)forms);
    fprintf(report, "| %s `%s` | %llu | %s %s, %s | %.2f s | %.2f s | %s |\n", what, pos,
            (unsigned long long)sub, a, b, o, cpu, wall, per);
    cgt_free(a);
    cgt_free(b);
    mpq_clear(sl);
    mpq_clear(sr);
}

BENCH(scoring, 70) {
    fprintf(report, "## Scoring play: final scores of big rulesets positions\n\n");
    fprintf(report, "Builds the form of the position (one interned form per distinct (position, "
                    "score) pair), then its final scores and outcome. Memory is the growth of the "
                    "scoring tables (forms, hash index, option pool, operation cache) per new "
                    "form, in bytes; the transposition table of the ruleset is freed after the "
                    "build. Target: 10^6 subpositions in under 2 s.\n\n");
    fprintf(report, "| position | distinct subpositions | SL SR, outcome | CPU | wall | "
                    "bytes/form |\n|---|---|---|---|---|---|\n");
    row(report, "Toads and Frogs", "TTTTTBBBFFFFF", 1);
    row(report, "Toads and Frogs", "TTTTTBBBBFFFFF", 1);
    row(report, "Hackenbush stalks", "BRBR RBRB BBRR RRBB BRRB RBBR BBBR", 0);
    row(report, "Hackenbush graph", "0-1:B,1-2:R,2-3:B,3-0:R,1-3:B,2-4:R,4-5:B,5-6:R", 0);
    /* a ladder of squares on the ground: many edge sets give the same form,
     * so far more positions are searched than forms are built */
    row(report, "Hackenbush ladder",
        "0-1:B,1-2:R,2-3:B,3-4:R,4-0:B,1-5:R,5-6:B,6-2:R,3-7:B,7-8:R,8-4:B,5-9:R,9-10:B,"
        "10-6:R,7-11:B,11-12:R,12-8:R,9-13:B,13-14:R,14-10:B,11-15:R,15-16:B,16-12:B",
        0);
    fprintf(report, "\n");
}
