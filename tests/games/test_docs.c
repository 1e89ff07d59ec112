/* test_docs.c - the `$ cgt eval '...'` examples of docs/games.md, each
 * followed by its output line, are evaluated here so the page cannot rot. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "test.h"

TEST(docs_games_examples) {
    FILE *f = fopen(test_source_path("docs/games.md"), "r");
    CHECK_MSG(f != NULL, "cannot open docs/games.md");
    if (!f) return;
    char line[512], want[512];
    size_t examples = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "$ cgt eval '", 12) != 0) continue;
        if (!fgets(want, sizeof want, f)) break;
        want[strcspn(want, "\n")] = '\0';
        char *start = line + 12, *end = strrchr(line, '\'');
        if (!end || end < start) continue;
        *end = '\0';
        expr_value v;
        char got[600];
        if (expr_eval(&v, start) == 0) {
            char *s = expr_value_str(&v);
            snprintf(got, sizeof got, "%s", s);
            cgt_free(s);
        } else {
            snprintf(got, sizeof got, "cgt: %s", cgt_error_message());
        }
        CHECK_MSG(strcmp(got, want) == 0, "%s: got %s, docs say %s", start, got, want);
        examples++;
    }
    fclose(f);
    CHECK_MSG(examples >= 15, "only %zu examples found", examples);
    game_table_free();
}
