/* main.c - runs every registered benchmark (or those named) and writes the
 * markdown report given as the first argument (default: stdout). */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "cgt/game.h"

#define MAX_BENCH 128
static struct {
    const char *name;
    int order;
    bench_fn fn;
} benches[MAX_BENCH];
static int nbench;

void bench_register(const char *name, int order, bench_fn fn) {
    if (nbench < MAX_BENCH) {
        benches[nbench].name = name;
        benches[nbench].order = order;
        benches[nbench].fn = fn;
        nbench++;
    }
}

double bench_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* User + system seconds of who (RUSAGE_SELF or RUSAGE_CHILDREN: the
 * waited-for children). */
static double rusage_seconds(int who) {
    struct rusage u;
    getrusage(who, &u);
    return (double)(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           1e-6 * (double)(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

/* CPU seconds of this process and its waited-for children. */
static double cpu_seconds(void) {
    return rusage_seconds(RUSAGE_SELF) + rusage_seconds(RUSAGE_CHILDREN);
}

double bench_process(const char *args, int runs, double *cpu) {
    char dir[4096], cmd[8192];
    ssize_t n = readlink("/proc/self/exe", dir, sizeof dir - 1);
    if (n <= 0 || runs < 1 || runs > 5) return -1;
    dir[n] = 0;
    char *slash = strrchr(dir, '/');
    if (!slash) return -1;
    *slash = 0;
    snprintf(cmd, sizeof cmd, "%s/cgt", dir);
    if (access(cmd, X_OK) != 0) return -1;
    snprintf(cmd, sizeof cmd, "'%s/cgt' %s >/dev/null", dir, args);
    double t[5], c[5];
    for (int i = 0; i < runs; i++) {
        double c0 = rusage_seconds(RUSAGE_CHILDREN), t0 = bench_now();
        if (system(cmd) != 0) return -1;
        t[i] = bench_now() - t0;
        c[i] = rusage_seconds(RUSAGE_CHILDREN) - c0;
    }
    qsort(t, (size_t)runs, sizeof *t, cmp_double);
    qsort(c, (size_t)runs, sizeof *c, cmp_double);
    *cpu = c[runs / 2];
    return t[runs / 2];
}

int bench_quick(void) {
    const char *q = getenv("CGT_BENCH_QUICK");
    return q && *q && strcmp(q, "0") != 0;
}

static int by_order(const void *a, const void *b) {
    const int *x = a, *y = b;
    return benches[*x].order - benches[*y].order;
}

int main(int argc, char **argv) {
    FILE *out = stdout;
    /* an option where the output file goes is a mistake, not a file name */
    if (argc > 1 && argv[1][0] == '-' && argv[1][1] != '\0') {
        fprintf(stderr, "usage: cgt_bench [FILE|-] [BENCH...]  (FILE: where the Markdown "
                        "goes, - for stdout; BENCH: names to run, all by default)\n");
        for (int i = 0; i < nbench; i++) fprintf(stderr, "  %s\n", benches[i].name);
        return strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ? 0 : 2;
    }
    /* unknown bench names are errors, before any file is overwritten */
    for (int j = 2; j < argc; j++) {
        int known = 0;
        for (int i = 0; i < nbench; i++) known |= strcmp(argv[j], benches[i].name) == 0;
        if (!known) {
            fprintf(stderr, "cgt_bench: unknown bench '%s' (cgt_bench --help lists them)\n",
                    argv[j]);
            return 2;
        }
    }
    if (argc > 1 && strcmp(argv[1], "-") != 0) {
        out = fopen(argv[1], "w");
        if (!out) {
            perror(argv[1]);
            return 1;
        }
    }
    int idx[MAX_BENCH];
    for (int i = 0; i < nbench; i++) idx[i] = i;
    qsort(idx, nbench, sizeof idx[0], by_order);
    fprintf(out,
            "# Performance\n\nWritten by `make bench` (bench/); figures are from the machine "
            "that last ran it (2 cores). Compare ratios, not absolute times. "
            "Studies made by hand (before/after builds, profiles, callgrind counts, idle-machine "
            "runs) are in docs/performance-notes.md.\n\n");
    /* each section's wall and CPU time, reported at the end (issue 20: the whole
     * run must fit in 10 minutes, and this table shows where the time goes) */
    double wall[MAX_BENCH], cpu[MAX_BENCH];
    int ran[MAX_BENCH], nran = 0;
    double wall0 = bench_now(), cpu0 = cpu_seconds();
    for (int k = 0; k < nbench; k++) {
        int i = idx[k];
        if (argc > 2) {
            int wanted = 0;
            for (int j = 2; j < argc; j++)
                if (strcmp(argv[j], benches[i].name) == 0) wanted = 1;
            if (!wanted) continue;
        }
        fprintf(stderr, "bench %s...\n", benches[i].name);
        double w = bench_now(), c = cpu_seconds();
        benches[i].fn(out);
        fflush(out);
        game_table_free();
        wall[nran] = bench_now() - w;
        cpu[nran] = cpu_seconds() - c;
        ran[nran++] = i;
        fprintf(stderr, "bench %s: %.1f s wall, %.1f s CPU\n", benches[i].name, wall[nran - 1],
                cpu[nran - 1]);
    }
    double load[1] = {-1};
    FILE *la = fopen("/proc/loadavg", "r");
    if (la) {
        if (fscanf(la, "%lf", &load[0]) != 1) load[0] = -1;
        fclose(la);
    }
    fprintf(out,
            "\n## This run of cgt_bench\n\nEach section's wall-clock and CPU time (user + system, "
            "its child processes included). Load average at the end: %.2f%s.\n\n",
            load[0], bench_quick() ? "; CGT_BENCH_QUICK was set" : "");
    fprintf(out, "| section | wall (s) | CPU (s) |\n|---|---:|---:|\n");
    for (int k = 0; k < nran; k++)
        fprintf(out, "| %s | %.1f | %.1f |\n", benches[ran[k]].name, wall[k], cpu[k]);
    fprintf(out, "| **all** | **%.1f** | **%.1f** |\n", bench_now() - wall0, cpu_seconds() - cpu0);
    if (out != stdout) fclose(out);
    return 0;
}
