/* test_docs.c - the examples of docs/thermo.md: every "$ cgt thermograph 'E'"
 * line is evaluated (through the expression parser) and its thermograph
 * compared with the line that follows, and likewise every "$ cgt eval 'E'"
 * line with the printed value. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "thermo_check.h"

/* The printed result of `cgt thermograph 'expr'` (thermograph) or
 * `cgt eval 'expr'` (any value); NULL with a failed check on errors. */
static char *run_example(const char *expr, bool thermograph) {
    if (thermograph) {
        game_t g;
        int rc = expr_eval_game(&g, expr);
        CHECK_MSG(rc == 0, "%s: %s", expr, cgt_error_message());
        return rc == 0 ? tc_graph_str(g) : NULL;
    }
    expr_value v;
    int rc = expr_eval(&v, expr);
    CHECK_MSG(rc == 0, "%s: %s", expr, cgt_error_message());
    return rc == 0 ? expr_value_str(&v) : NULL;
}

TEST(docs_examples) {
    FILE *f = fopen(test_source_path("docs/thermo.md"), "r");
    CHECK_MSG(f != NULL, "cannot open docs/thermo.md");
    if (!f) return;
    char line[512], want[512];
    static const char *const prefixes[2] = {"$ cgt thermograph '", "$ cgt eval '"};
    int examples = 0;
    while (fgets(line, sizeof line, f)) {
        int kind = -1;
        for (int k = 0; k < 2 && kind < 0; k++)
            if (strncmp(line, prefixes[k], strlen(prefixes[k])) == 0) kind = k;
        if (kind < 0) continue;
        char *expr = line + strlen(prefixes[kind]), *end = strrchr(expr, '\'');
        CHECK(end != NULL);
        if (!end) continue;
        *end = '\0';
        CHECK(fgets(want, sizeof want, f) != NULL);
        want[strcspn(want, "\n")] = '\0';
        char *got = run_example(expr, kind == 0);
        if (got) CHECK_STR(got, want);
        cgt_free(got);
        examples++;
    }
    fclose(f);
    CHECK(examples >= 20);
    game_table_free();
}
