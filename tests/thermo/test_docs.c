/* test_docs.c - the examples of docs/thermo.md: every "$ cgt thermograph 'E'"
 * line is evaluated (through the expression parser) and its thermograph
 * compared with the line that follows. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "thermo_check.h"

TEST(docs_examples) {
    FILE *f = fopen(test_source_path("docs/thermo.md"), "r");
    CHECK_MSG(f != NULL, "cannot open docs/thermo.md");
    if (!f) return;
    char line[512], want[512];
    const char *prefix = "$ cgt thermograph '";
    int examples = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, prefix, strlen(prefix)) != 0) continue;
        char *expr = line + strlen(prefix), *end = strrchr(expr, '\'');
        CHECK(end != NULL);
        if (!end) continue;
        *end = '\0';
        CHECK(fgets(want, sizeof want, f) != NULL);
        want[strcspn(want, "\n")] = '\0';
        game_t g;
        int rc = expr_eval_game(&g, expr);
        CHECK_MSG(rc == 0, "%s: %s", expr, cgt_error_message());
        if (rc) continue;
        char *got = tc_graph_str(g);
        CHECK_STR(got, want);
        cgt_free(got);
        examples++;
    }
    fclose(f);
    CHECK(examples >= 8);
    game_table_free();
}
