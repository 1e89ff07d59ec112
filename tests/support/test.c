/* test.c - registration, running by name and the closing "N passed, N failed". */
#include "test.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/game.h"

#define MAX_TESTS 1024
static struct {
    const char *name;
    test_fn fn;
} tests[MAX_TESTS];
static int ntests;
static int current_failures;

void test_register(const char *name, test_fn fn) {
    if (ntests == MAX_TESTS) {
        fprintf(stderr, "too many tests\n");
        exit(2);
    }
    tests[ntests].name = name;
    tests[ntests].fn = fn;
    ntests++;
}

void test_fail(const char *file, int line, const char *fmt, ...) {
    va_list ap;
    if (current_failures < 20) {
        fprintf(stderr, "  %s:%d: ", file, line);
        va_start(ap, fmt);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
        fputc('\n', stderr);
    }
    current_failures++;
}

int test_failures(void) {
    return current_failures;
}

uint64_t test_seed(void) {
    const char *s = getenv("CGT_TEST_SEED");
    return s ? strtoull(s, NULL, 0) : 20261121u;
}

long test_iterations(long n) {
    const char *s = getenv("CGT_TEST_SCALE");
    double k = s ? atof(s) : 1.0;
    long r = (long)(n * k);
    return r < 1 ? 1 : r;
}

static char path_buf[4096];
const char *test_data_path_at(const char *file, int line, const char *relative) {
    const char *dir = getenv("CGT_TEST_DATA_DIR"); /* overrides the built-in path */
    snprintf(path_buf, sizeof path_buf, "%s/%s", dir && *dir ? dir : CGT_TEST_DATA_DIR, relative);
    if (access(path_buf, R_OK) != 0)
        test_fail(file, line, "missing test data file %s (%s; see tests/data/README.md)", path_buf,
                  strerror(errno));
    return path_buf;
}
const char *test_source_path(const char *relative) {
    snprintf(path_buf, sizeof path_buf, "%s/%s", CGT_SOURCE_DIR, relative);
    return path_buf;
}

int main(int argc, char **argv) {
    int passed = 0, failed = 0;
    printf("seed %llu (set CGT_TEST_SEED to reproduce)\n", (unsigned long long)test_seed());
    for (int i = 0; i < ntests; i++) {
        if (argc > 1) {
            int wanted = 0;
            for (int j = 1; j < argc; j++)
                if (strcmp(argv[j], tests[i].name) == 0) wanted = 1;
            if (!wanted) continue;
        }
        current_failures = 0;
        tests[i].fn();
        if (current_failures) {
            printf("FAIL %s (%d failures)\n", tests[i].name, current_failures);
            failed++;
        } else {
            printf("ok   %s\n", tests[i].name);
            passed++;
        }
        fflush(stdout);
    }
    game_table_free();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
