/* files.c - what several commands share: writing an output file and reporting
 * the library's last error as one line, reading a number option. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/util.h"
#include "cli.h"

int cli_write_file(const char *path, const void *data, size_t n) {
    FILE *f = fopen(path, "wb");
    if (!f) return cgt_error(CGT_EIO, "cannot write '%s': %s", cli_excerpt(path), strerror(errno));
    int ok = fwrite(data, 1, n, f) == n;
    int err = errno;
    ok = fclose(f) == 0 && ok;
    if (!ok && err == 0) err = errno;
    return ok ? 0 : cgt_error(CGT_EIO, "cannot write '%s': %s", cli_excerpt(path), strerror(err));
}

int cli_fail(const char *fallback) {
    const char *msg = cgt_error_message();
    cli_error("%s", msg && *msg ? msg : fallback);
    return CLI_FAIL;
}

bool cli_parse_long(const char *a, long lo, long hi, long *out) {
    char *end = NULL;
    long v = strtol(a, &end, 10);
    if (!end || end == a || *end || v < lo || v > hi) return false;
    *out = v;
    return true;
}
