/* fuzz.h - what the fuzz targets share: the input bytes as a C string, and
 * the check that a failed call left a one-line message. */
#ifndef CGT_FUZZ_H
#define CGT_FUZZ_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The bytes with a NUL after them (malloc'd; the caller frees), or NULL. */
static inline char *fuzz_text(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    if (!text) return NULL;
    memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

/* Aborts unless the last error message is one non-empty line. */
static inline void fuzz_check_message(void) {
    const char *msg = cgt_error_message();
    if (!msg[0] || strchr(msg, '\n')) abort();
}

#endif
