/* octal_survey.c - `cgt octal --survey D`: every octal code .d1..dD (digits 0-7, the
 * last nonzero) with its nim values to heap N and the period the octal periodicity
 * theorem proves from them, as Czajka's table of trivial games lists them
 * (docs/octal.md).  A sweep (cgt/sweep.h): --jobs J worker processes, every rank
 * under mpirun, and a resumable explorer store with --db (docs/cluster.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "cgt/util.h"
#include "cli.h"
#include "explore_store.h"

int cli_octal_survey(int argc, char **argv, const cli_options *opts);

#define SURVEY_MAX_UPTO 1000000

typedef struct survey {
    long digits;
    size_t upto;
} survey;

/* Findings of one code: kind "code" (value the code, example "P E M": period and
 * preperiod, or "- -", and the largest value) and kind "period" (the tally). */
static int survey_chunk(void *arg, size_t group, uint64_t idx, explore_findings *found) {
    const survey *s = arg;
    (void)group;
    return explore_survey_chunk(found, s->digits, s->upto, idx);
}

int cli_octal_survey(int argc, char **argv, const cli_options *opts) {
    long digits = 0, upto = 1000, jobs = 2;
    const char *db = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        long *dst = strcmp(a, "--survey") == 0 ? &digits
                    : strcmp(a, "--upto") == 0 ? &upto
                    : strcmp(a, "--jobs") == 0 ? &jobs
                                               : NULL;
        long lo = dst == &upto ? 0 : 1, hi = dst == &digits ? 5
                                             : dst == &upto ? SURVEY_MAX_UPTO
                                                            : SWEEP_MAX_WORKERS;
        if (dst) {
            if (i + 1 >= argc || !cli_parse_long(argv[i + 1], lo, hi, dst))
                return cli_usage_error("octal", "%s needs a number from %ld to %ld", a, lo, hi);
            i++;
        } else if (strcmp(a, "--db") == 0) {
            if (i + 1 >= argc) return cli_usage_error("octal", "--db needs a file name");
            db = argv[++i];
        } else {
            return cli_usage_error("octal", "--survey takes --upto, --db and --jobs, not '%s'",
                                   cli_excerpt(a));
        }
    }
    uint64_t ncodes = explore_code_count(digits);
    char params[64];
    snprintf(params, sizeof params, "D=%ld,N=%ld", digits, upto);
    const char *pp[1] = {params};
    uint64_t chunks[2] = {0, ncodes};
    survey s = {digits, (size_t)upto};
    ex_job job = {"octal-survey", 1, pp, chunks, (unsigned)jobs, &s, survey_chunk, NULL,
                  "octal survey"};
    explore_findings total = {0};
    char why[200] = "";
    int rc = ex_run(&job, db, opts, &total, why, sizeof why);
    if (rc != 0) {
        explore_clear(&total);
        return rc < 0 ? CLI_FAIL : CLI_OK;
    }
    explore_sort(&total);
    uint64_t ndone, proven;
    explore_survey_summarize(&ndone, &proven, &total);
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "digits", (uint64_t)digits);
        json_uint(&j, "upto", (uint64_t)upto);
        json_uint(&j, "codes", ndone);
        json_uint(&j, "proven", proven);
        json_bool(&j, "complete", why[0] == 0);
        json_key(&j, "per_code");
        putchar('[');
        bool first = true;
        for (size_t i = 0; i < total.n; i++) {
            const explore_entry *e = &total.e[i];
            if (strcmp(e->kind, "code") != 0) continue;
            explore_survey_row row;
            explore_survey_row_parse(&row, e->example);
            json_object o;
            if (!first) putchar(',');
            first = false;
            json_begin(&o, stdout);
            json_str(&o, "code", e->value);
            json_bool(&o, "period_proven", row.proven);
            if (row.proven) {
                json_uint(&o, "period", row.period);
                json_uint(&o, "preperiod", row.preperiod);
            }
            json_uint(&o, "max_value", row.max_value);
            putchar('}');
        }
        putchar(']');
        json_end(&j);
    } else {
        printf("octal codes of %ld digit%s after the point (the last nonzero), nim values of "
               "heaps 0..%ld: %llu codes, %llu with a proven period%s\n",
               digits, digits > 1 ? "s" : "", upto, (unsigned long long)ndone,
               (unsigned long long)proven, why[0] ? " (incomplete)" : "");
        for (size_t i = 0; i < total.n; i++) {
            const explore_entry *e = &total.e[i];
            if (strcmp(e->kind, "code") != 0) continue;
            explore_survey_row row;
            int k = explore_survey_row_parse(&row, e->example);
            if (k == 1)
                printf("  %s: period %llu, preperiod %llu, largest value %llu\n", e->value,
                       (unsigned long long)row.period, (unsigned long long)row.preperiod,
                       (unsigned long long)row.max_value);
            else if (k == 0)
                printf("  %s: no period proven up to %ld, largest value %llu\n", e->value, upto,
                       (unsigned long long)row.max_value);
        }
    }
    explore_clear(&total);
    if (why[0]) {
        cli_error("survey stopped by %s%s", why, db ? "; run the same command to resume" : "");
        return CLI_FAIL;
    }
    return CLI_OK;
}
