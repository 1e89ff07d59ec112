/* test_file.c - cgt_file_exists (the probe before resuming from a
 * checkpoint): a file there, no file (ENOENT), a path under a regular file
 * (ENOTDIR), and no error message set by any of them. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cgt/util.h"
#include "test.h"

TEST(file_exists_probes) {
    const char *path = "test_util_file_exists.tmp";
    remove(path);
    cgt_error(CGT_EUSAGE, "earlier message");
    errno = 0;
    CHECK_INT(cgt_file_exists(path), 0);
    CHECK_INT(errno, ENOENT);
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs("x\n", f);
        fclose(f);
    }
    CHECK_INT(cgt_file_exists(path), 1);
    char under[64];
    snprintf(under, sizeof under, "%s/x", path);
    errno = 0;
    CHECK_INT(cgt_file_exists(under), 0);
    CHECK_INT(errno, ENOTDIR);
    CHECK(strcmp(cgt_error_message(), "earlier message") == 0); /* no message of its own */
    CHECK_INT(cgt_error_code(), CGT_EUSAGE);
    remove(path);
    CHECK_INT(cgt_file_exists(path), 0);
    cgt_error_clear();
}
