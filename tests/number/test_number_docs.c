/* test_number_docs.c - runs the examples block of docs/number.md so that the
 * documented results cannot rot. */
#include <stdlib.h>

#include "number_check.h"

/* Sets x from an argument token; "_" gives NULL (an open end). */
static dyadic_srcptr arg(dyadic_t x, const char *tok) {
    if (strcmp(tok, "_") == 0) return NULL;
    nc_set(x, tok);
    return x;
}

/* Evaluates "op a [b]" into the printed result (or "error: <message>"). */
static char *run(char *expr) {
    char *op = strtok(expr, " "), *t1 = strtok(NULL, " "), *t2 = strtok(NULL, " ");
    dyadic_t a, b, r;
    dyadic_init(a);
    dyadic_init(b);
    dyadic_init(r);
    char *out = NULL;
    if (!op || !t1) {
        out = cgt_strdup("bad example");
    } else if (strcmp(op, "parse") == 0) {
        if (dyadic_parse(r, t1) != CGT_OK) {
            char buf[1100];
            snprintf(buf, sizeof buf, "error: %s", cgt_error_message());
            out = cgt_strdup(buf);
        }
    } else if (strcmp(op, "birthday") == 0) {
        char buf[32];
        snprintf(buf, sizeof buf, "%llu", (unsigned long long)dyadic_birthday(arg(a, t1)));
        out = cgt_strdup(buf);
    } else if (strcmp(op, "floor") == 0) {
        dyadic_floor(r, arg(a, t1));
    } else if (strcmp(op, "ceil") == 0) {
        dyadic_ceil(r, arg(a, t1));
    } else if (t2 && strcmp(op, "add") == 0) {
        dyadic_add(r, arg(a, t1), arg(b, t2));
    } else if (t2 && strcmp(op, "sub") == 0) {
        dyadic_sub(r, arg(a, t1), arg(b, t2));
    } else if (t2 && strcmp(op, "mul") == 0) {
        dyadic_mul(r, arg(a, t1), arg(b, t2));
    } else if (t2 && strcmp(op, "simplest") == 0) {
        dyadic_simplest_between(r, arg(a, t1), arg(b, t2));
    } else {
        out = cgt_strdup("unknown example");
    }
    if (!out) out = dyadic_get_str(r);
    dyadic_clear(a);
    dyadic_clear(b);
    dyadic_clear(r);
    return out;
}

TEST(docs_examples) {
    FILE *f = fopen(test_source_path("docs/number.md"), "r");
    CHECK_MSG(f != NULL, "cannot open docs/number.md");
    if (!f) return;
    char line[512];
    bool in_block = false;
    int count = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (strncmp(line, "```", 3) == 0) {
            in_block = strcmp(line, "```text") == 0;
            continue;
        }
        char *eq = strstr(line, " = ");
        if (!in_block || !eq) continue;
        *eq = '\0';
        const char *want = eq + 3;
        while (*want == ' ') want++;
        char *got = run(line);
        CHECK_MSG(strcmp(got, want) == 0, "docs/number.md: %s gave \"%s\", documented \"%s\"", line,
                  got, want);
        cgt_free(got);
        count++;
    }
    fclose(f);
    CHECK_MSG(count >= 10, "only %d examples found in docs/number.md", count);
}
