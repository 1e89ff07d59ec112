/* test.h - the minimal test harness every test binary uses.
 *
 * Each test binary is the tests of one module.  TEST(name) defines and
 * registers a test; `test_<module> [name...]` runs all or the named tests and
 * ends with the line "N passed, N failed".  Property tests take their random
 * seed from CGT_TEST_SEED (printed on every run) and scale their iteration
 * counts by CGT_TEST_SCALE (default 1). */
#ifndef CGT_TEST_H
#define CGT_TEST_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef void (*test_fn)(void);
void test_register(const char *name, test_fn fn);

#define TEST(name)                                                                                 \
    static void test_##name(void);                                                                 \
    __attribute__((constructor)) static void test_register_##name(void) {                          \
        test_register(#name, test_##name);                                                         \
    }                                                                                              \
    static void test_##name(void)

/* Records a failure of the current test (does not stop it). */
void test_fail(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) test_fail(__FILE__, __LINE__, "CHECK(%s)", #cond);                            \
    } while (0)
#define CHECK_MSG(cond, ...)                                                                       \
    do {                                                                                           \
        if (!(cond)) test_fail(__FILE__, __LINE__, __VA_ARGS__);                                   \
    } while (0)
#define CHECK_STR(got, want)                                                                       \
    do {                                                                                           \
        const char *got_ = (got), *want_ = (want);                                                 \
        if (!got_ || strcmp(got_, want_) != 0)                                                     \
            test_fail(__FILE__, __LINE__, "%s: got \"%s\", want \"%s\"", #got,                     \
                      got_ ? got_ : "(null)", want_);                                              \
    } while (0)
#define CHECK_INT(got, want)                                                                       \
    do {                                                                                           \
        long long got_ = (long long)(got), want_ = (long long)(want);                              \
        if (got_ != want_)                                                                         \
            test_fail(__FILE__, __LINE__, "%s: got %lld, want %lld", #got, got_, want_);           \
    } while (0)

/* The seed for this run's random tests (CGT_TEST_SEED or a fixed default). */
uint64_t test_seed(void);
/* n scaled by CGT_TEST_SCALE. */
long test_iterations(long n);
/* Number of failures recorded in the current test so far. */
int test_failures(void);
/* Path of a file under tests/data (CGT_TEST_DATA_DIR, or the environment
 * variable of that name), the data computed outside the project; a missing or
 * unreadable file is a test failure
 * "missing test data file PATH".  The path is valid until the next call. */
#define test_data_path(relative) test_data_path_at(__FILE__, __LINE__, relative)
const char *test_data_path_at(const char *file, int line, const char *relative);
/* Path of a file under the source tree. */
const char *test_source_path(const char *relative);

#endif
