/* file.c - reading a whole input file (or standard input) with a size cap,
 * and whether a file is there to be read. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cgt/util.h"

uint64_t cgt_file_max_bytes(void) {
    uint64_t budget = cgt_limits_memory();
    uint64_t cap = budget ? budget / 4 : (uint64_t)1 << 30;
    return cap < ((uint64_t)1 << 20) ? (uint64_t)1 << 20 : cap;
}

int cgt_file_exists(const char *path, bool *exists) {
    FILE *f = fopen(path, "rb");
    *exists = f != NULL;
    if (f) fclose(f);
    return f || errno == ENOENT ? 0 : cgt_error(CGT_EIO, "%s: %s", path, strerror(errno));
}

int cgt_file_read(char **text, size_t *len, const char *path) {
    *text = NULL;
    *len = 0;
    int std = strcmp(path, "-") == 0;
    const char *name = std ? "standard input" : path;
    FILE *f = std ? stdin : fopen(path, "rb");
    if (!f) return cgt_error(CGT_EIO, "cannot open '%s': %s", name, strerror(errno));
    uint64_t max = cgt_file_max_bytes();
    size_t cap = 1 << 16, n = 0, got;
    char *buf = cgt_malloc(cap + 1);
    int rc = CGT_OK;
    errno = 0;
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n > max) {
            rc = cgt_error(CGT_EIO,
                           "'%s' is larger than %llu MiB, the most an input file may hold "
                           "(a quarter of --max-memory)",
                           name, (unsigned long long)(max >> 20));
            break;
        }
        if (n == cap) {
            cap = cap * 2 > max + 1 ? (size_t)max + 1 : cap * 2;
            buf = cgt_realloc(buf, cap + 1);
        }
    }
    if (rc == CGT_OK && ferror(f))
        rc = cgt_error(CGT_EIO, "cannot read '%s': %s", name, strerror(errno ? errno : EIO));
    if (!std) fclose(f);
    if (rc < 0) {
        cgt_free(buf);
        return rc;
    }
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return CGT_OK;
}
