/* test_file.c - cgt_file_exists (the probe before resuming from a
 * checkpoint): no file is no error and not there; a file there is there; a
 * path that is there but cannot be opened (a link to itself: ELOOP) or
 * cannot be reached (under a regular file: ENOTDIR) is CGT_EIO naming it. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cgt/util.h"
#include "test.h"

TEST(file_exists_probes) {
    const char *path = "test_util_file_exists.tmp";
    remove(path);
    bool there = true;
    CHECK_INT(cgt_file_exists(path, &there), 0);
    CHECK(!there);
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs("x\n", f);
        fclose(f);
    }
    CHECK_INT(cgt_file_exists(path, &there), 0);
    CHECK(there);
    char under[64];
    snprintf(under, sizeof under, "%s/x", path);
    CHECK_INT(cgt_file_exists(under, &there), CGT_EIO);
    CHECK(!there && strstr(cgt_error_message(), under) != NULL);
    remove(path);
    CHECK(symlink(path, path) == 0);
    CHECK_INT(cgt_file_exists(path, &there), CGT_EIO);
    CHECK(!there && strstr(cgt_error_message(), path) != NULL);
    remove(path);
    CHECK_INT(cgt_file_exists(path, &there), 0);
    CHECK(!there);
    cgt_error_clear();
}
