/* table.c - `cgt table EXPR --rows a..b [--cols c..d]`: an expression
 * evaluated over a grid of parameters ($r, $c), printed as an aligned text
 * table, CSV (--csv) or JSON (--json) (formula.h). */
#include <stdio.h>
#include <string.h>

#include "cgt/formula.h"
#include "cgt/game.h"
#include "cgt/util.h"
#include "cli.h"

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

static int run_table(int argc, char **argv, const cli_options *opts) {
    const char *expr = NULL, *rows = NULL, *cols = NULL;
    bool csv = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--rows") == 0 && i + 1 < argc)
            rows = argv[++i];
        else if (strcmp(argv[i], "--cols") == 0 && i + 1 < argc)
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
    char **cells = cgt_calloc(nr * nc, sizeof *cells);
    int rc = 0;
    for (size_t i = 0; i < nr && rc == 0; i++)
        for (size_t j = 0; j < nc && rc == 0; j++)
            rc = formula_cell(&cells[i * nc + j], expr, r0 + (long)i, c0 + (long)j, cols != NULL);
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
    return rc < 0 ? cli_fail("table failed") : CLI_OK;
}

const cli_command cli_cmd_table = {
    "table",
    "EXPR --rows a..b [--cols c..d] [--csv]",
    "an expression over a grid of parameters $r, $c (text, --csv, --json)",
    "Evaluates EXPR once for every row number r in a..b (and column number c in\n"
    "c..d): $r and $c in EXPR stand for the numbers.  rect(R,C), repeat(T,N) and\n"
    "concat(A,...) build positions.  Prints an aligned table, CSV with --csv, or\n"
    "one JSON object with --json.  The first error stops the table and names the\n"
    "cell (its columns are those of EXPR with $r and $c replaced).\n"
    "\n"
    "Examples:\n"
    "  cgt table 'domineering(rect($r,$c))' --rows 1..3 --cols 1..4\n"
    "  cgt table 'outcome(toads(concat(repeat(\"t\",$r), \".\", repeat(\"f\",$c))))' --rows 1..4 "
    "--cols 1..4\n",
    run_table,
    NULL,
};
