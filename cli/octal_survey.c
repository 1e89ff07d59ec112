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

/* The code of index idx among codes of `digits` digits: base 8, the last 1..7. */
static void code_of(char *buf, uint64_t idx, long digits) {
    buf[0] = '.';
    buf[digits] = (char)('1' + idx % 7);
    idx /= 7;
    for (long i = digits - 1; i >= 1; i--) {
        buf[i] = (char)('0' + idx % 8);
        idx /= 8;
    }
    buf[digits + 1] = 0;
}

/* Findings of one code: kind "code" (value the code, example "P E M": period and
 * preperiod, or "- -", and the largest value) and kind "period" (the tally). */
static int survey_chunk(void *arg, size_t group, uint64_t idx, ex_agg *found) {
    const survey *s = arg;
    (void)group;
    char code[16];
    code_of(code, idx, s->digits);
    octal_game g;
    if (octal_parse(&g, code) < 0) return cgt_error_code() ? cgt_error_code() : CGT_EPARSE;
    uint32_t *v = cgt_malloc((s->upto + 1) * sizeof *v);
    int rc = octal_nim_values(v, &g, s->upto);
    if (rc == 0) {
        octal_period p;
        octal_find_period(&p, &g, v, s->upto);
        uint32_t maxv = 0;
        for (size_t n = 0; n <= s->upto; n++)
            if (v[n] > maxv) maxv = v[n];
        char res[96], per[32];
        if (p.proven) {
            snprintf(res, sizeof res, "%zu %zu %u", p.period, p.preperiod, maxv);
            snprintf(per, sizeof per, "%zu", p.period);
        } else {
            snprintf(res, sizeof res, "- - %u", maxv);
            snprintf(per, sizeof per, "none proven");
        }
        ex_agg_add(found, "code", code, 1, idx, res);
        ex_agg_add(found, "period", per, 1, idx, code);
    }
    cgt_free(v);
    octal_clear(&g);
    return rc;
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
    uint64_t ncodes = 7;
    for (long i = 1; i < digits; i++) ncodes *= 8;
    char params[64];
    snprintf(params, sizeof params, "D=%ld,N=%ld", digits, upto);
    const char *pp[1] = {params};
    uint64_t chunks[2] = {0, ncodes};
    survey s = {digits, (size_t)upto};
    ex_job job = {"octal-survey", 1, pp, chunks, (unsigned)jobs, &s, survey_chunk, NULL,
                  "octal survey"};
    ex_agg total = {0};
    char why[200] = "";
    int rc = ex_run(&job, db, opts, &total, why, sizeof why);
    if (rc != 0) {
        ex_agg_clear(&total);
        return rc < 0 ? CLI_FAIL : CLI_OK;
    }
    ex_agg_sort(&total);
    uint64_t ndone = 0, proven = 0;
    for (size_t i = 0; i < total.n; i++)
        if (strcmp(total.e[i].kind, "code") == 0) {
            ndone++;
            proven += total.e[i].example[0] != '-';
        }
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
            const ex_entry *e = &total.e[i];
            if (strcmp(e->kind, "code") != 0) continue;
            unsigned long long per = 0, pre = 0, maxv = 0;
            bool have = sscanf(e->example, "%llu %llu %llu", &per, &pre, &maxv) == 3;
            if (!have) sscanf(e->example, "- - %llu", &maxv);
            json_object o;
            if (!first) putchar(',');
            first = false;
            json_begin(&o, stdout);
            json_str(&o, "code", e->value);
            json_bool(&o, "period_proven", have);
            if (have) {
                json_uint(&o, "period", per);
                json_uint(&o, "preperiod", pre);
            }
            json_uint(&o, "max_value", maxv);
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
            const ex_entry *e = &total.e[i];
            if (strcmp(e->kind, "code") != 0) continue;
            unsigned long long per = 0, pre = 0, maxv = 0;
            if (sscanf(e->example, "%llu %llu %llu", &per, &pre, &maxv) == 3)
                printf("  %s: period %llu, preperiod %llu, largest value %llu\n", e->value, per,
                       pre, maxv);
            else if (sscanf(e->example, "- - %llu", &maxv) == 1)
                printf("  %s: no period proven up to %ld, largest value %llu\n", e->value, upto,
                       maxv);
        }
    }
    ex_agg_clear(&total);
    if (why[0]) {
        cli_error("survey stopped by %s%s", why, db ? "; run the same command to resume" : "");
        return CLI_FAIL;
    }
    return CLI_OK;
}
