/* test_docs.c - the examples of docs/octal.md: every "$ cgt eval 'E'" line is
 * evaluated and compared with the next line, and every "$ cgt octal ..."
 * block's values and period line are recomputed from the library. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/octal.h"
#include "test.h"

static void check_eval(const char *expr, const char *want) {
    expr_value v;
    int rc = expr_eval(&v, expr);
    CHECK_MSG(rc == 0, "%s: %s", expr, cgt_error_message());
    if (rc) return;
    char *got = expr_value_str(&v);
    CHECK_STR(got, want);
    cgt_free(got);
}

/* cmd is "SPEC --upto N [--line]"; block the printed lines up to the fence. */
static void check_octal(const char *cmd, char lines[][1024], int nlines) {
    char spec[64];
    unsigned long upto = 0;
    CHECK_MSG(sscanf(cmd, "%63s --upto %lu", spec, &upto) == 2, "bad example: %s", cmd);
    octal_game g;
    CHECK_INT(octal_parse(&g, spec), 0);
    uint32_t *v = malloc((upto + 1) * sizeof *v);
    CHECK_INT(octal_nim_values(v, &g, upto), 0);
    char *code = octal_code_string(&g), head[128];
    snprintf(head, sizeof head, "%s: nim values of heaps 0..%lu", code, upto);
    CHECK(nlines >= 2);
    CHECK_STR(lines[0], head);
    size_t n = 0;
    for (int i = 1; i + 1 < nlines; i++) {
        char *p = lines[i], *colon = strchr(p, ':');
        if (colon) p = colon + 1;
        for (char *end; *p; p = end) {
            unsigned long x = strtoul(p, &end, 10);
            if (end == p) break;
            CHECK_MSG(n <= upto && v[n] == x, "%s: G(%zu) printed %lu", spec, n, x);
            n++;
        }
    }
    CHECK_INT(n, upto + 1);
    octal_period p;
    octal_find_period(&p, &g, v, upto);
    char want[256];
    if (p.proven)
        snprintf(want, sizeof want,
                 "period %zu, preperiod %zu (proven by the periodicity theorem from heaps 0..%zu)",
                 p.period, p.preperiod, p.needed);
    else
        snprintf(want, sizeof want, "no period proven up to %lu%s", upto,
                 g.unequal ? " (the periodicity theorem does not apply to Grundy's game)" : "");
    CHECK_STR(lines[nlines - 1], want);
    cgt_free(code);
    free(v);
    octal_clear(&g);
}

TEST(docs_examples) {
    FILE *f = fopen(test_source_path("docs/octal.md"), "r");
    CHECK_MSG(f != NULL, "cannot open docs/octal.md");
    if (!f) return;
    static char line[1024], lines[64][1024];
    int evals = 0, octals = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (strncmp(line, "$ cgt eval '", 12) == 0) {
            char *expr = line + 12, *end = strrchr(expr, '\'');
            CHECK(end != NULL);
            if (!end) continue;
            *end = '\0';
            char want[256];
            CHECK(fgets(want, sizeof want, f) != NULL);
            want[strcspn(want, "\n")] = '\0';
            check_eval(expr, want);
            evals++;
        } else if (strncmp(line, "$ cgt octal ", 12) == 0) {
            char cmd[1024];
            snprintf(cmd, sizeof cmd, "%s", line + 12);
            int n = 0;
            while (n < 64 && fgets(lines[n], sizeof lines[n], f) && strncmp(lines[n], "```", 3)) {
                lines[n][strcspn(lines[n], "\n")] = '\0';
                n++;
            }
            check_octal(cmd, lines, n);
            octals++;
        }
    }
    fclose(f);
    CHECK(evals >= 8);
    CHECK(octals >= 5);
    game_table_free();
}
