/* test_docs.c - the examples of docs/octal.md: every "$ cgt eval 'E'" line is
 * evaluated and compared with the next line, and every "$ cgt octal ..."
 * block's values and period line are recomputed from the library. */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

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

/* cmd is "SPEC --upto N --summary": the summary's value lines recomputed
 * with octal_run (the memory line's total depends on the build; its bits
 * per value do not). */
static void check_summary(const char *cmd, char lines[][1024], int nlines) {
    char spec[64];
    unsigned long upto = 0;
    CHECK_MSG(sscanf(cmd, "%63s --upto %lu", spec, &upto) == 2, "bad example: %s", cmd);
    octal_game g;
    CHECK_INT(octal_parse(&g, spec), 0);
    octal_run r;
    octal_run_init(&r, &g);
    CHECK_INT(octal_run_extend(&r, upto), 0);
    char *code = octal_code_string(&g), want[256];
    CHECK(nlines >= 6);
    if (nlines >= 6) {
        snprintf(want, sizeof want, "%s: nim values of heaps 0..%lu", code, upto);
        CHECK_STR(lines[0], want);
        snprintf(want, sizeof want, "largest value *%u, first at heap %zu", r.max_value,
                 r.max_heap);
        CHECK_STR(lines[1], want);
        snprintf(want, sizeof want,
                 "rare heaps: %zu of heaps 1..%lu (mask %u: values of even parity on it)", r.nrare,
                 upto, r.mask);
        CHECK_STR(lines[2], want);
        octal_sparse sp;
        octal_run_sparse(&sp, &r);
        snprintf(want, sizeof want,
                 "sparse space: %zu of heaps 0..%lu rare under the best mask %u (0x%x), the last "
                 "at heap %zu",
                 sp.rare, upto, sp.mask, sp.mask, sp.last_rare);
        CHECK_STR(lines[3], want);
        snprintf(want, sizeof want, "memory: %u bits per value, ", 8 * r.width);
        CHECK_MSG(strncmp(lines[4], want, strlen(want)) == 0, "%s", lines[4]);
    }
    cgt_free(code);
    octal_run_clear(&r);
    octal_clear(&g);
}

/* cmd is "SPEC --upto N [--line]"; block the printed lines up to the fence. */
static void check_octal(const char *cmd, char lines[][1024], int nlines) {
    if (strstr(cmd, "--summary")) {
        check_summary(cmd, lines, nlines);
        return;
    }
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
                 g.unequal ? " (the periodicity theorem does not apply to Grundy's game)"
                 : g.tail  ? " (the periodicity theorem does not apply: moves of every size)"
                           : "");
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

/* ---- the cgt program itself (built next to this test binary) ------------- */

/* Path of the cgt binary beside /proc/self/exe, or NULL. */
static const char *cgt_path(void) {
    static char path[4096];
    ssize_t n = readlink("/proc/self/exe", path, sizeof path - 8);
    if (n <= 0) return NULL;
    path[n] = '\0';
    char *slash = strrchr(path, '/');
    if (!slash) return NULL;
    strcpy(slash + 1, "cgt");
    return access(path, X_OK) == 0 ? path : NULL;
}

/* Runs `cgt args` through the shell; returns its exit status and its stdout
 * and stderr (2>&1) in out. */
static int run_cgt(const char *args, char *out, size_t size) {
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "'%s' %s 2>&1", cgt_path(), args);
    FILE *p = popen(cmd, "r");
    if (!p) return -1;
    size_t n = fread(out, 1, size - 1, p);
    out[n] = '\0';
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The docs' `cgt octal` blocks, printed by the program byte for byte. */
TEST(cli_docs_blocks) {
    if (!cgt_path()) {
        printf("  (no cgt binary beside the test; skipped)\n");
        return;
    }
    FILE *f = fopen(test_source_path("docs/octal.md"), "r");
    CHECK(f != NULL);
    if (!f) return;
    static char line[2048], want[16384], got[16384];
    int blocks = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "$ cgt octal ", 12) != 0) continue;
        line[strcspn(line, "\n")] = '\0';
        size_t n = 0;
        char buf[2048];
        while (fgets(buf, sizeof buf, f) && strncmp(buf, "```", 3)) {
            size_t l = strlen(buf);
            if (n + l < sizeof want) memcpy(want + n, buf, l + 1);
            n += l;
        }
        CHECK_INT(run_cgt(line + 2 + 4, got, sizeof got), 0);
        CHECK_STR(got, want);
        blocks++;
    }
    fclose(f);
    CHECK(blocks >= 5);
}

TEST(cli_errors) {
    if (!cgt_path()) {
        printf("  (no cgt binary beside the test; skipped)\n");
        return;
    }
    static const struct {
        const char *args, *out;
        int status;
    } cases[] = {
        {"octal '0.3{'", "cgt: column 5: expected a heap count (0 to 63) in {...}\n", 1},
        {"octal ''", "cgt: column 1: empty game code\n", 1},
        {"octal .7x7", "cgt: column 3: unexpected 'x' in an octal code\n", 1},
        {"octal 3.1",
         "cgt: column 1: the digit before the point must be 0 or 4 (split a heap without "
         "removing beans)\n",
         1},
        {"octal sub:1,,2", "cgt: column 7: expected a positive integer\n", 1},
        {"octal .77 --upto 999999999999",
         "cgt: --upto 999999999999 is over the limit of 268435456 heaps\n", 1},
        {"octal .77 --upto x", "cgt: --upto needs a heap size, got 'x' (see 'cgt help octal')\n",
         2},
        {"octal", "cgt: octal needs a game code such as .77 (see 'cgt help octal')\n", 2},
        {"octal .77 .4", "cgt: octal takes one game, got '.77' and '.4' (see 'cgt help octal')\n",
         2},
        {"--json octal .22 --upto 12 | sed 's/\"time_ms\":[0-9.]*/\"time_ms\":T/'",
         "{\"game\":\".22\",\"code\":\".22\",\"upto\":12,\"values\":[0,0,1,2,0,1,2,0,1,2,0,1,2],"
         "\"max_value\":2,\"period_proven\":true,\"period\":3,\"preperiod\":1,\"proof_heaps\":5,"
         "\"time_ms\":T}\n",
         0},
        {"eval 'octal(\"0.{9\", 1)'",
         "cgt: column 12: octal: expected ',', '+' or '}' in a heap-count list\n", 1},
        {"eval 'kayles(-1)'",
         "cgt: column 8: kayles needs a heap size, an integer from 0 to 268435456\n", 1},
        {"eval 'octal(.77, 1)'", NULL, 1},
        {"--max-nodes 1000 octal grundy --upto 100000", NULL, 1},
    };
    char got[4096];
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        int st = run_cgt(cases[i].args, got, sizeof got);
        CHECK_MSG(st == cases[i].status, "cgt %s: status %d, want %d", cases[i].args, st,
                  cases[i].status);
        if (cases[i].out)
            CHECK_STR(got, cases[i].out);
        else
            CHECK_MSG(strncmp(got, "cgt: ", 5) == 0 && strchr(got, '\n') == got + strlen(got) - 1,
                      "cgt %s: %s", cases[i].args, got);
    }
}
