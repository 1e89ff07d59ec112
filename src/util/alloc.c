/* alloc.c - the single allocation hook: all library memory comes from here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/util.h"

static void default_oom(size_t n) {
    fprintf(stderr, "cgt: out of memory (requested %zu bytes)\n", n);
    abort();
}
static cgt_oom_hook oom_hook = default_oom;

void cgt_set_oom_hook(cgt_oom_hook hook) {
    oom_hook = hook ? hook : default_oom;
}

void *cgt_malloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) oom_hook(n);
    return p;
}

void *cgt_calloc(size_t count, size_t size) {
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (!p) oom_hook(count * size);
    return p;
}

void *cgt_realloc(void *p, size_t n) {
    void *q = realloc(p, n ? n : 1);
    if (!q) oom_hook(n);
    return q;
}

char *cgt_strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = cgt_malloc(n);
    memcpy(d, s, n);
    return d;
}

void cgt_free(void *p) {
    free(p);
}
