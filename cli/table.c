/* table.c - `cgt table EXPR --rows a..b [--cols c..d]`: an expression
 * evaluated over a grid of parameters ($r, $c), printed as an aligned text
 * table, CSV (--csv) or JSON (--json) (formula.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/formula.h"
#include "cgt/game.h"
#include "cgt/util.h"
#include "cli.h"
#include "explore_store.h"

/* A CSV field: quoted when it holds a comma, a quote or a line break. */
static void csv_field(const char *s) {
    if (!strpbrk(s, ",\"\n\r")) {
        fputs(s, stdout);
        return;
    }
    putchar('"');
    for (; *s; s++) {
        if (*s == '"') putchar('"');
        putchar(*s);
    }
    putchar('"');
}

typedef struct table_job {
    const char *expr;
    long r0, c0;
    size_t nc;
    bool has_c;
} table_job;

/* Cell k of the table, row-major: kind "cell", value k, the printed value. */
static int table_cell(void *arg, size_t group, uint64_t k, explore_findings *found) {
    const table_job *t = arg;
    (void)group;
    char *cell = NULL, idx[32];
    int rc = formula_cell(&cell, t->expr, t->r0 + (long)(k / t->nc), t->c0 + (long)(k % t->nc),
                          t->has_c);
    if (rc < 0) return rc;
    snprintf(idx, sizeof idx, "%llu", (unsigned long long)k);
    explore_add(found, "cell", idx, 1, k, cell);
    cgt_free(cell);
    return 0;
}

static int run_table(int argc, char **argv, const cli_options *opts) {
    const char *expr = NULL, *rows = NULL, *cols = NULL, *db = NULL;
    bool csv = false;
    long jobs = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--rows") == 0 && i + 1 < argc)
            rows = argv[++i];
        else if (strcmp(argv[i], "--db") == 0 && i + 1 < argc)
            db = argv[++i];
        else if (strcmp(argv[i], "--jobs") == 0 && i + 1 < argc) {
            char *end = NULL;
            jobs = strtol(argv[++i], &end, 10);
            if (!end || *end || end == argv[i] || jobs < 1 || jobs > SWEEP_MAX_WORKERS)
                return cli_usage_error("table", "--jobs needs a number from 1 to %d",
                                       SWEEP_MAX_WORKERS);
        } else if (strcmp(argv[i], "--cols") == 0 && i + 1 < argc)
            cols = argv[++i];
        else if (strcmp(argv[i], "--csv") == 0)
            csv = true;
        else if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_usage_error("table", "unknown option '%s' (or missing value)",
                                   cli_excerpt(argv[i]));
        else if (!expr)
            expr = argv[i];
        else
            return cli_usage_error("table", "too many arguments: '%s'", cli_excerpt(argv[i]));
    }
    if (!expr || !rows) return cli_usage_error("table", "table needs EXPR and --rows a..b");
    long r0, r1, c0 = 0, c1 = 0;
    if (formula_range(&r0, &r1, rows, "--rows") < 0 ||
        (cols && formula_range(&c0, &c1, cols, "--cols") < 0))
        return cli_usage_error("table", "%s", cgt_error_message());
    size_t nr = (size_t)(r1 - r0 + 1), nc = (size_t)(c1 - c0 + 1);
    if (nr * nc > FORMULA_MAX_CELLS)
        return cli_usage_error("table", "a table has at most %d cells, this one %zu",
                               FORMULA_MAX_CELLS, nr * nc);
    cgt_limits_set(opts->max_nodes, opts->timeout);
    /* the cells as a sweep (cgt/sweep.h): one chunk per cell, in --jobs worker
     * processes and every rank under mpirun, kept in the explorer store with --db */
    table_job tj = {expr, r0, c0, nc, cols != NULL};
    size_t plen = strlen(expr) + 64;
    char *params = cgt_malloc(plen);
    snprintf(params, plen, "r=%ld..%ld;c=%ld..%ld;%s;%s", r0, r1, c0, c1, cols ? "c" : "-", expr);
    const char *pp[1] = {params};
    uint64_t chunks[2] = {0, nr * nc};
    ex_job job = {"table", 1, pp, chunks, (unsigned)jobs, &tj, table_cell, NULL, "table"};
    explore_findings total = {0};
    char why[300] = "";
    int rc = ex_run(&job, db, opts, &total, why, sizeof why);
    cgt_free(params);
    if (rc == 0 && why[0]) {
        cli_error("%s", why); /* a limit met in a cell fails the table, as any error */
        rc = -1;
    }
    if (rc != 0) {
        explore_clear(&total);
        return rc < 0 ? CLI_FAIL : CLI_OK;
    }
    char **cells = cgt_calloc(nr * nc, sizeof *cells);
    for (size_t k = 0; k < total.n; k++) {
        unsigned long long idx = strtoull(total.e[k].value, NULL, 10);
        if (idx < nr * nc && !cells[idx]) {
            cells[idx] = total.e[k].example;
            total.e[k].example = NULL;
        }
    }
    for (size_t k = 0; k < nr * nc; k++)
        if (!cells[k]) {
            cli_error("internal error: cell %zu missing", k);
            rc = -1;
        }
    explore_clear(&total);
    if (rc == 0) {
        if (opts->json) {
            json_object o;
            json_begin(&o, stdout);
            json_str(&o, "expr", expr);
            json_key(&o, "rows");
            printf("[%ld,%ld]", r0, r1);
            if (cols) {
                json_key(&o, "cols");
                printf("[%ld,%ld]", c0, c1);
            }
            json_key(&o, "cells");
            putchar('[');
            for (size_t i = 0; i < nr; i++) {
                printf(i ? ",[" : "[");
                for (size_t j = 0; j < nc; j++) {
                    if (j) putchar(',');
                    json_write_string(stdout, cells[i * nc + j], strlen(cells[i * nc + j]));
                }
                putchar(']');
            }
            putchar(']');
            json_end(&o);
        } else if (csv) {
            printf(cols ? "r\\c" : "r,value");
            for (size_t j = 0; cols && j < nc; j++) printf(",%ld", c0 + (long)j);
            putchar('\n');
            for (size_t i = 0; i < nr; i++) {
                printf("%ld", r0 + (long)i);
                for (size_t j = 0; j < nc; j++) {
                    putchar(',');
                    csv_field(cells[i * nc + j]);
                }
                putchar('\n');
            }
        } else {
            /* aligned columns: the widest entry of each column */
            size_t w0 = cols ? 3 : 1, *w = cgt_calloc(nc, sizeof *w);
            char num[32];
            for (size_t i = 0; i < nr; i++) {
                size_t l = (size_t)snprintf(num, sizeof num, "%ld", r0 + (long)i);
                if (l > w0) w0 = l;
            }
            for (size_t j = 0; j < nc; j++) {
                w[j] = cols ? (size_t)snprintf(num, sizeof num, "%ld", c0 + (long)j) : 5;
                for (size_t i = 0; i < nr; i++)
                    if (strlen(cells[i * nc + j]) > w[j]) w[j] = strlen(cells[i * nc + j]);
            }
            printf("%-*s", (int)w0, cols ? "r\\c" : "r");
            for (size_t j = 0; j < nc; j++) {
                if (cols)
                    snprintf(num, sizeof num, "%ld", c0 + (long)j);
                else
                    snprintf(num, sizeof num, "value");
                printf("  %-*s", j + 1 < nc ? (int)w[j] : 0, num);
            }
            putchar('\n');
            for (size_t i = 0; i < nr; i++) {
                printf("%-*ld", (int)w0, r0 + (long)i);
                for (size_t j = 0; j < nc; j++)
                    printf("  %-*s", j + 1 < nc ? (int)w[j] : 0, cells[i * nc + j]);
                putchar('\n');
            }
            cgt_free(w);
        }
    }
    for (size_t i = 0; i < nr * nc; i++) cgt_free(cells[i]);
    cgt_free(cells);
    return rc < 0 ? CLI_FAIL : CLI_OK;
}

const cli_command cli_cmd_table = {
    "table",
    "EXPR --rows a..b [--cols c..d] [--csv] [--jobs J] [--db FILE]",
    "an expression over a grid of parameters $r, $c (text, --csv, --json)",
    "Evaluates EXPR once for every row number r in a..b (and column number c in\n"
    "c..d): $r and $c in EXPR stand for the numbers.  rect(R,C), repeat(T,N) and\n"
    "concat(A,...) build positions.  Prints an aligned table, CSV with --csv, or\n"
    "one JSON object with --json.  The first error stops the table and names the\n"
    "cell (its columns are those of EXPR with $r and $c replaced).  --jobs J\n"
    "evaluates the cells in J worker processes (default 1), and under mpirun on\n"
    "every rank too; --db FILE keeps finished cells so that a stopped table\n"
    "resumes (docs/cluster.md).\n"
    "\n"
    "Examples:\n"
    "  cgt table 'domineering(rect($r,$c))' --rows 1..3 --cols 1..4\n"
    "  cgt table 'outcome(toads(concat(repeat(\"t\",$r), \".\", repeat(\"f\",$c))))' --rows 1..4 "
    "--cols 1..4\n",
    run_table,
    NULL,
};
