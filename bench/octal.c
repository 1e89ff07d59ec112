/* octal.c - benchmarks of nim sequences: Kayles, Grundy's game and .6 to heap
 * 100,000 against the straightforward mex over every split (same run, same n). */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cgt/octal.h"

/* Seconds to compute G(0..upto) of spec with alg into v; -1 on failure. */
/* The processor's name from /proc/cpuinfo, or "unknown". */
static void cpu_name(char *buf, size_t size) {
    snprintf(buf, size, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return;
    char line[256];
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "model name", 10) == 0) {
            char *colon = strchr(line, ':');
            if (colon) {
                snprintf(buf, size, "%s", colon + 2);
                buf[strcspn(buf, "\n")] = '\0';
            }
            break;
        }
    fclose(f);
}

static double time_alg(uint32_t *v, const char *spec, size_t upto, octal_algorithm alg) {
    octal_game g;
    if (octal_parse(&g, spec) < 0) return -1;
    double t0 = bench_now();
    int rc = octal_nim_values_alg(v, &g, upto, alg);
    double t = bench_now() - t0;
    octal_clear(&g);
    return rc < 0 ? -1 : t;
}

BENCH(octal, 60) {
    const size_t upto = 100000;
    const size_t bytes = (upto + 1) * sizeof(uint32_t);
    uint32_t *v[3] = {malloc(bytes), malloc(bytes), malloc(bytes)};
    static const octal_algorithm algs[3] = {OCTAL_ALG_NAIVE, OCTAL_ALG_SPARSE, OCTAL_ALG_FAST};
    static const char *const alg_names[3] = {"naive mex (baseline)", "rare values",
                                             "rare values + proven period (default)"};
    static const struct {
        const char *spec, *name;
    } games[] = {{".77", "Kayles (.77)"}, {"grundy", "Grundy's game"}, {".6", ".6"}};

    char cpu[128];
    cpu_name(cpu, sizeof cpu);
    fprintf(report, "## Nim sequences of heap games\n\n");
    fprintf(report,
            "`octal_nim_values_alg` computes G(0..%zu) of one heap. The baseline "
            "(`OCTAL_ALG_NAIVE`) takes the mex over every option of every heap, O(n^2) for games "
            "that split heaps. `OCTAL_ALG_SPARSE` is the rare-value method: with a mask chosen "
            "from the values so far, values of odd parity on the mask are common and the others "
            "rare; an option of common value needs exactly one rare heap, so all of those come "
            "from the few rare heaps, and the rare values below the candidate are looked for "
            "among the splits, smallest heaps first, only until all are found. "
            "`OCTAL_ALG_FAST` (the default) is the same until the octal periodicity theorem "
            "proves a period from the values so far (tried at heaps 64, 256, 1024, ...), then "
            "extends the sequence by it; Grundy's game and .6 have no proven period, so there "
            "it is the rare-value method. The three results are compared value by value; the "
            "baseline runs in the same process at the same n (processor: %s).\n\n",
            upto, cpu);
    fprintf(report, "| game | algorithm | time (s) | heaps per second | speed-up |\n"
                    "|---|---|---:|---:|---:|\n");
    double kayles[3] = {-1, -1, -1};
    for (size_t i = 0; i < sizeof games / sizeof *games; i++) {
        double t[3];
        for (int k = 0; k < 3; k++) t[k] = time_alg(v[k], games[i].spec, upto, algs[k]);
        bool same = memcmp(v[0], v[1], bytes) == 0 && memcmp(v[0], v[2], bytes) == 0;
        for (int k = 0; k < 3; k++) {
            fprintf(report, "| %s | %s | %.4f | %.3g | %.1fx |\n", k ? "" : games[i].name,
                    alg_names[k], t[k], t[k] > 0 ? (double)(upto + 1) / t[k] : 0.0,
                    t[k] > 0 ? t[0] / t[k] : 0.0);
            if (i == 0) kayles[k] = t[k];
        }
        if (!same) fprintf(report, "| %s | **values differ** | | | |\n", games[i].name);
    }
    fprintf(report,
            "\nTarget: Kayles nim values to heap 100,000 under 2 s — %s (%.4f s by default, "
            "%.4f s by the rare-value method alone, %.2f s by the baseline).\n\n",
            kayles[2] >= 0 && kayles[2] < 2 && kayles[1] < 2 ? "met" : "NOT met", kayles[2],
            kayles[1], kayles[0]);
    for (int k = 0; k < 3; k++) free(v[k]);
}

/* Record-scale runs (octal_run): Grundy's game at 10^6, 10^7 and 10^8 heaps
 * against the uint32 rare-value code (octal_nim_values_alg, OCTAL_ALG_SPARSE)
 * in the same run; the baseline stops at 10^7 (10^6 with CGT_BENCH_QUICK).
 * The rows of one game are the stages of one octal_run, extended from one
 * stage to the next: the time of a row is the run's time from heap 0 to
 * its heaps (wall clock, as every row here), what a run started for that row
 * alone would take (octal_run_extend streams: a stage adds only the
 * reallocation of the value table), without computing the first stages two
 * or three times. */
typedef struct {
    octal_run r;
    octal_game g;
    double t; /* CPU seconds of the run so far */
    bool ok;
} staged_run;

static void staged_init(staged_run *s, const char *spec) {
    memset(s, 0, sizeof *s);
    s->ok = octal_parse(&s->g, spec) >= 0;
    if (s->ok) octal_run_init(&s->r, &s->g);
}

static void staged_clear(staged_run *s) {
    if (!s->ok) return;
    octal_run_clear(&s->r);
    octal_clear(&s->g);
}

/* One row of the record table: the run extended to n heaps, against the
 * baseline when n <= base_max (every value compared). */
static void record_row(FILE *report, staged_run *s, const char *spec, size_t n, size_t base_max) {
    double tb = -1;
    uint32_t *v = NULL;
    if (n <= base_max) {
        v = malloc((n + 1) * sizeof *v);
        tb = v ? time_alg(v, spec, n, OCTAL_ALG_SPARSE) : -1;
    }
    double tr = -1;
    if (s->ok) {
        double t0 = bench_now();
        int rc = octal_run_extend(&s->r, n);
        s->t += bench_now() - t0;
        s->ok = rc >= 0;
        tr = s->ok ? s->t : -1;
    }
    bool same = s->ok;
    if (v && tb >= 0 && s->ok)
        for (size_t k = 0; k <= n && same; k++) same = octal_run_value(&s->r, k) == v[k];
    char base[32] = "", ratio[32] = "";
    if (tb >= 0) {
        snprintf(base, sizeof base, "%.2f", tb);
        snprintf(ratio, sizeof ratio, "%.2fx", tr > 0 ? tb / tr : 0.0);
    }
    if (s->ok)
        fprintf(report, "| %s | %zu | %s | %.2f | %.3g | %s | %.3f | *%u (%zu) | %zu |\n", spec, n,
                base, tr, tr > 0 ? (double)(n + 1) / tr : 0.0, ratio,
                (double)octal_run_bytes(&s->r) / (double)(n + 1), s->r.max_value, s->r.max_heap,
                s->r.nrare);
    if (!same)
        fprintf(report, "| %s | %zu | **values differ or the run failed** | | | | | | |\n", spec,
                n);
    free(v);
}

static void record_header(FILE *report) {
    fprintf(report, "| game | heaps | baseline (s) | octal_run (s) | heaps per second | speed-up | "
                    "bytes per heap | largest value (first heap) | rare heaps |\n"
                    "|---|---:|---:|---:|---:|---:|---:|---|---:|\n");
}

BENCH(octal_record, 61) {
    bool quick = bench_quick();
    size_t base_max = quick ? 1000000 : 10000000;
    fprintf(report, "## Nim sequences at record scale (issue 20)\n\n");
    fprintf(report,
            "`octal_run_extend` (docs/octal.md, \"Long runs\"): values bit-packed (8 bits per "
            "heap until a value reaches 256, then 16), the rare-value method with the splits "
            "scanned 32 at a time (AVX2) for the rare values below the candidate, periods tried "
            "as the values stream. Baseline: the uint32 rare-value code "
            "(`octal_nim_values_alg(..., OCTAL_ALG_SPARSE)`, the code before this change) in the "
            "same run, up to %zu heaps; every value is compared. The rows of a game are the "
            "stages of one run, extended from one to the next: a row's time is that run's time "
            "from heap 0 to its heaps (the baseline has no such stages: each of its rows "
            "is a run of its own).%s\n\n",
            base_max,
            quick ? " Grundy's game to 10^7 and 10^8 heaps is not run with CGT_BENCH_QUICK." : "");
    record_header(report);
    staged_run s;
    staged_init(&s, "grundy");
    record_row(report, &s, "grundy", 1000000, base_max);
    if (!quick) {
        record_row(report, &s, "grundy", 10000000, base_max);
        record_row(report, &s, "grundy", 100000000, base_max);
    }
    staged_clear(&s);
    staged_init(&s, ".6");
    record_row(report, &s, ".6", 1000000, base_max); /* .6: 10^6 only (make bench's budget) */
    staged_clear(&s);
    fprintf(report, "\n");
}
