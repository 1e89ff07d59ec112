/* main.c - runs every registered benchmark (or those named) and writes the
 * markdown report given as the first argument (default: stdout).
 *
 * Each section runs in a process of its own (forked), writing its Markdown
 * to a temporary file; up to --jobs sections run at a time (default 2, one
 * per core), handed out longest first by the CPU times of the report being
 * replaced; the report is assembled in the fixed section order, so its
 * layout is the same whatever the number of jobs.  Sections that start
 * processes of their own or use both cores (see `alone` below) run with no
 * other section beside them. */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
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

/* Sections that must run with nothing beside them: the explorers start worker
 * processes (the sweep's --jobs, 2 by default), maze_formats times pipelines
 * of two processes; maze_daedalus and position_engine set their times
 * against outside programs' whole-process times taken on an idle machine
 * (Daedalus 3.5, CGSuite), and a section beside them would share the memory
 * bus and the last-level cache. */
static const struct {
    const char *name, *why;
} alone[] = {
    {"explorers", "starts worker processes"},
    {"maze_formats", "times pipelines of two processes"},
    {"maze_daedalus", "is set against Daedalus 3.5's idle whole-process times"},
    {"position_engine", "is set against CGSuite's idle whole-process times"},
};
#define NALONE (sizeof alone / sizeof *alone)

static bool runs_alone(const char *name) {
    for (size_t i = 0; i < NALONE; i++)
        if (strcmp(alone[i].name, name) == 0) return true;
    return false;
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

/* The fixed section order: by order, then by registration. */
static int by_order(const void *a, const void *b) {
    const int *x = a, *y = b;
    int d = benches[*x].order - benches[*y].order;
    return d ? d : *x - *y;
}

static double estimate[MAX_BENCH];

/* Longest first by estimate, then in the fixed order. */
static int by_estimate(const void *a, const void *b) {
    const int *x = a, *y = b;
    if (estimate[*x] != estimate[*y]) return estimate[*x] < estimate[*y] ? 1 : -1;
    return by_order(a, b);
}

/* The estimate of each section: its CPU seconds in the table "This run of
 * cgt_bench" of the report at path (the one this run replaces).  A section
 * not there (new, or no report yet) counts as longest: it starts first. */
static void read_estimates(const char *path) {
    for (int i = 0; i < nbench; i++) estimate[i] = 1e9;
    FILE *f = path ? fopen(path, "r") : NULL;
    if (!f) return;
    char line[1024];
    bool in_table = false;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "## ", 3) == 0) in_table = strstr(line, "This run of cgt_bench") != NULL;
        char name[128];
        double wall, cpu;
        if (!in_table || sscanf(line, "| %127s | %lf | %lf |", name, &wall, &cpu) != 3) continue;
        for (int i = 0; i < nbench; i++)
            if (strcmp(benches[i].name, name) == 0) estimate[i] = cpu;
    }
    fclose(f);
}

/* What a section's process reports back (shared memory). */
struct result {
    double wall, cpu;
    int done; /* 1 once the section returned */
};

/* Runs section i in a new process writing to out; returns its pid or -1. */
static pid_t start_section(int i, FILE *out, struct result *res) {
    fprintf(stderr, "bench %s...\n", benches[i].name);
    pid_t pid = fork();
    if (pid != 0) return pid;
    double w = bench_now(), c = cpu_seconds();
    benches[i].fn(out);
    fflush(out);
    game_table_free();
    res->wall = bench_now() - w;
    res->cpu = cpu_seconds() - c;
    res->done = 1;
    _exit(ferror(out) ? 1 : 0);
}

/* --plan: the order the sections would start in with jobs workers, each
 * taking its estimate, and when the run would end (no section is run). */
static void print_plan(const int *queue, int nq, int nalone, int jobs) {
    double t = 0, sum = 0, free_at[64];
    bool unknown = false;
    printf(
        "| section | estimate (s) | starts (s) | ends (s) | worker |\n|---|---:|---:|---:|---|\n");
    for (int k = 0; k < nq; k++) {
        int i = queue[k], w = 0;
        double e = estimate[i] >= 1e9 ? 0 : estimate[i];
        unknown |= estimate[i] >= 1e9;
        sum += e;
        if (k < nalone) {
            printf("| %s | %.1f | %.1f | %.1f | alone |\n", benches[i].name, e, t, t + e);
            t += e;
            continue;
        }
        if (k == nalone)
            for (int j = 0; j < jobs; j++) free_at[j] = t;
        for (int j = 1; j < jobs; j++)
            if (free_at[j] < free_at[w]) w = j;
        printf("| %s | %s%.1f | %.1f | %.1f | %d |\n", benches[i].name,
               estimate[i] >= 1e9 ? "unknown: " : "", e, free_at[w], free_at[w] + e, w + 1);
        free_at[w] += e;
    }
    double end = t;
    for (int j = 0; j < jobs && nq > nalone; j++)
        if (free_at[j] > end) end = free_at[j];
    printf("\nEstimated from the CPU times: %.1f s (%.1f min) with %d at a time; %.1f s one at a "
           "time%s.\n",
           end, end / 60, jobs, sum, unknown ? " (sections not in the report counted as 0 s)" : "");
}

static int parse_jobs(const char *s) {
    char *end;
    long j = strtol(s, &end, 10);
    return *s && !*end && j >= 1 && j <= 64 ? (int)j : -1;
}

static int usage(int code) {
    fprintf(stderr, "usage: cgt_bench [--jobs N] [--plan] [FILE|-] [BENCH...]  (N: sections run at "
                    "a time, default 2 or $CGT_BENCH_JOBS; --plan: print the order they would "
                    "start in and the estimated end from FILE's CPU times, run nothing; FILE: "
                    "where the Markdown goes, - for stdout; BENCH: names to run, all by "
                    "default)\n");
    for (int i = 0; i < nbench; i++)
        fprintf(stderr, "  %s%s\n", benches[i].name, runs_alone(benches[i].name) ? " (alone)" : "");
    return code;
}

int main(int argc, char **argv) {
    int jobs = 2;
    const char *env = getenv("CGT_BENCH_JOBS");
    if (env && *env && (jobs = parse_jobs(env)) < 0) {
        fprintf(stderr, "cgt_bench: CGT_BENCH_JOBS must be a number from 1 to 64, not '%s'\n", env);
        return 2;
    }
    int a = 1;
    bool plan = false;
    for (;;) {
        if (a < argc && strcmp(argv[a], "--plan") == 0) {
            plan = true;
            a++;
        } else if (a < argc && (strcmp(argv[a], "--jobs") == 0 || strcmp(argv[a], "-j") == 0)) {
            if (a + 1 >= argc || (jobs = parse_jobs(argv[a + 1])) < 0) {
                fprintf(stderr, "cgt_bench: --jobs needs a number from 1 to 64\n");
                return 2;
            }
            a += 2;
        } else
            break;
    }
    /* an option where the output file goes is a mistake, not a file name */
    if (a < argc && argv[a][0] == '-' && argv[a][1] != '\0')
        return usage(strcmp(argv[a], "--help") == 0 || strcmp(argv[a], "-h") == 0 ? 0 : 2);
    const char *path = a < argc && strcmp(argv[a], "-") != 0 ? argv[a] : NULL;
    int first_name = a + 1;
    /* unknown bench names are errors, before any file is overwritten */
    for (int j = first_name; j < argc; j++) {
        int known = 0;
        for (int i = 0; i < nbench; i++) known |= strcmp(argv[j], benches[i].name) == 0;
        if (!known) {
            fprintf(stderr, "cgt_bench: unknown bench '%s' (cgt_bench --help lists them)\n",
                    argv[j]);
            return 2;
        }
    }
    read_estimates(path);
    FILE *out = stdout;
    if (!plan && path && !(out = fopen(path, "w"))) {
        perror(path);
        return 1;
    }

    /* the sections to run, in the fixed order */
    int sel[MAX_BENCH], nsel = 0;
    for (int i = 0; i < nbench; i++) {
        bool wanted = first_name >= argc;
        for (int j = first_name; j < argc; j++) wanted |= strcmp(argv[j], benches[i].name) == 0;
        if (wanted) sel[nsel++] = i;
    }
    qsort(sel, (size_t)nsel, sizeof sel[0], by_order);
    /* the order they start in: the alone ones first (one at a time), then the
       others longest first (in the fixed order with one job) */
    int queue[MAX_BENCH], nq = 0;
    for (int k = 0; k < nsel; k++)
        if (runs_alone(benches[sel[k]].name)) queue[nq++] = sel[k];
    int nalone = nq;
    for (int k = 0; k < nsel; k++)
        if (!runs_alone(benches[sel[k]].name)) queue[nq++] = sel[k];
    if (jobs > 1) qsort(queue + nalone, (size_t)(nq - nalone), sizeof queue[0], by_estimate);

    if (plan) {
        print_plan(queue, nq, nalone, jobs);
        return 0;
    }
    struct result *res = mmap(NULL, MAX_BENCH * sizeof *res, PROT_READ | PROT_WRITE,
                              MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (res == MAP_FAILED) {
        perror("cgt_bench: mmap");
        return 1;
    }
    FILE *part[MAX_BENCH] = {0};
    pid_t pid[MAX_BENCH] = {0};
    int status[MAX_BENCH];
    fflush(NULL); /* nothing buffered is copied into the sections' processes */
    double wall0 = bench_now(), cpu0 = cpu_seconds();
    int next = 0, running = 0;
    bool alone_running = false, beside[MAX_BENCH] = {0};
    while (next < nq || running > 0) {
        /* start what may start: an alone section when nothing runs, nothing
           beside an alone section */
        while (next < nq && running < jobs && !(running > 0 && (next < nalone || alone_running))) {
            int i = queue[next];
            if (!(part[i] = tmpfile())) {
                perror("cgt_bench: tmpfile");
                return 1;
            }
            pid[i] = start_section(i, part[i], &res[i]);
            if (pid[i] < 0) {
                perror("cgt_bench: fork");
                return 1;
            }
            /* it and those running now ran beside another section */
            for (int k = 0; k < next && running > 0; k++)
                if (pid[queue[k]] > 0) beside[queue[k]] = beside[i] = true;
            next++;
            running++;
            alone_running = next <= nalone;
        }
        int st;
        pid_t done = wait(&st);
        if (done < 0) {
            if (errno == EINTR) continue;
            perror("cgt_bench: wait");
            return 1;
        }
        for (int k = 0; k < nq; k++)
            if (pid[queue[k]] == done) {
                int i = queue[k];
                status[i] = st;
                pid[i] = 0; /* not running */
                running--;
                alone_running = false;
                if (res[i].done)
                    fprintf(stderr, "bench %s: %.1f s wall, %.1f s CPU\n", benches[i].name,
                            res[i].wall, res[i].cpu);
                else
                    fprintf(stderr, "bench %s: FAILED (%s %d)\n", benches[i].name,
                            WIFSIGNALED(st) ? "signal" : "exit status",
                            WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
            }
    }
    double wall_all = bench_now() - wall0, cpu_all = cpu_seconds() - cpu0;

    fprintf(out, "# Performance\n\nWritten by `make bench` (bench/); figures are from the machine "
                 "that last ran it (2 cores). Compare ratios, not absolute times. ");
    if (jobs > 1) {
        fprintf(out,
                "The sections ran %d at a time (`cgt_bench --jobs %d`: each in a process of its "
                "own, longest first, one per core on an idle machine), except these, which ran "
                "alone:",
                jobs, jobs);
        for (size_t i = 0; i < NALONE; i++)
            fprintf(out, "%s `%s` (it %s)", i ? ";" : "", alone[i].name, alone[i].why);
        fprintf(out, ". ");
    } else
        fprintf(out, "The sections ran one at a time (`cgt_bench --jobs 1`). ");
    fprintf(out, "Every ratio is measured within its section in the same run, both sides under "
                 "the same conditions; `make bench BENCH_JOBS=1` runs the sections one at a time "
                 "for a figure that needs an idle core. Studies made by hand (before/after builds, "
                 "profiles, callgrind counts, idle-machine runs) are in "
                 "docs/performance-notes.md.\n\n");
    bool failed = false;
    for (int k = 0; k < nsel; k++) {
        int i = sel[k];
        char buf[65536];
        size_t n;
        rewind(part[i]);
        while ((n = fread(buf, 1, sizeof buf, part[i])) > 0) fwrite(buf, 1, n, out);
        fclose(part[i]);
        if (!res[i].done || !WIFEXITED(status[i]) || WEXITSTATUS(status[i]) != 0) {
            fprintf(out, "\n**The section `%s` failed in this run.**\n\n", benches[i].name);
            failed = true;
        }
    }
    double load[1] = {-1};
    FILE *la = fopen("/proc/loadavg", "r");
    if (la) {
        if (fscanf(la, "%lf", &load[0]) != 1) load[0] = -1;
        fclose(la);
    }
    fprintf(out,
            "\n## This run of cgt_bench\n\nEach section's wall-clock and CPU time (user + system, "
            "its child processes included), in the fixed order, and whether another section ran "
            "beside it (%d at a time at most; the sections' wall times add up to more than the "
            "whole run's). Load average at the end: %.2f%s.\n\n",
            jobs, load[0], bench_quick() ? "; CGT_BENCH_QUICK was set" : "");
    fprintf(out, "| section | wall (s) | CPU (s) | ran |\n|---|---:|---:|---|\n");
    for (int k = 0; k < nsel; k++) {
        int i = sel[k];
        fprintf(out, "| %s | %.1f | %.1f | %s |\n", benches[i].name, res[i].wall, res[i].cpu,
                !res[i].done ? "failed"
                : beside[i]  ? "beside another"
                             : "alone");
    }
    fprintf(out, "| **all** | **%.1f** | **%.1f** | |\n", wall_all, cpu_all);
    if (out != stdout) fclose(out);
    munmap(res, MAX_BENCH * sizeof *res);
    return failed ? 1 : 0;
}
