/* findings.c - the findings of an exploration: counts and smallest examples per
 * (kind, value), their merge and their bytes (explore.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/explore.h"
#include "cgt/util.h"

static char *dup_str(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = cgt_malloc(n);
    memcpy(d, s, n);
    return d;
}

static uint64_t hash2(const char *a, const char *b) {
    uint64_t h = 1469598103934665603ULL;
    for (; *a; a++) h = (h ^ (unsigned char)*a) * 1099511628211ULL;
    h = (h ^ 0xff) * 1099511628211ULL;
    for (; *b; b++) h = (h ^ (unsigned char)*b) * 1099511628211ULL;
    return h;
}

static void rehash(explore_findings *a, size_t nslot) {
    cgt_free(a->slot);
    a->slot = cgt_calloc(nslot, sizeof *a->slot);
    a->nslot = nslot;
    for (size_t i = 0; i < a->n; i++) {
        size_t j = (size_t)(hash2(a->e[i].kind, a->e[i].value) & (nslot - 1));
        while (a->slot[j]) j = (j + 1) & (nslot - 1);
        a->slot[j] = (uint32_t)(i + 1);
    }
}

void explore_add(explore_findings *a, const char *kind, const char *value, uint64_t count,
                 uint64_t size, const char *example) {
    if (2 * (a->n + 1) > a->nslot) rehash(a, a->nslot ? 2 * a->nslot : 64);
    size_t j = (size_t)(hash2(kind, value) & (a->nslot - 1));
    while (a->slot[j]) {
        explore_entry *e = &a->e[a->slot[j] - 1];
        if (strcmp(e->kind, kind) == 0 && strcmp(e->value, value) == 0) {
            e->count += count;
            if (size < e->size) {
                cgt_free(e->example);
                e->example = dup_str(example);
                e->size = size;
            }
            return;
        }
        j = (j + 1) & (a->nslot - 1);
    }
    if (a->n == a->cap) {
        a->cap = a->cap ? 2 * a->cap : 64;
        a->e = cgt_realloc(a->e, a->cap * sizeof *a->e);
    }
    a->e[a->n] = (explore_entry){dup_str(kind), dup_str(value), dup_str(example), count, size};
    a->slot[j] = (uint32_t)(++a->n);
}

void explore_merge(explore_findings *into, const explore_findings *from) {
    for (size_t i = 0; i < from->n; i++)
        explore_add(into, from->e[i].kind, from->e[i].value, from->e[i].count, from->e[i].size,
                    from->e[i].example);
}

static int cmp_entry(const void *x, const void *y) {
    const explore_entry *a = x, *b = y;
    int c = strcmp(a->kind, b->kind);
    if (c) return c;
    if (a->size != b->size) return a->size < b->size ? -1 : 1;
    return strcmp(a->value, b->value);
}

void explore_sort(explore_findings *a) {
    if (a->n > 1) qsort(a->e, a->n, sizeof *a->e, cmp_entry);
    if (a->nslot) rehash(a, a->nslot);
}

void explore_clear(explore_findings *a) {
    for (size_t i = 0; i < a->n; i++) {
        cgt_free(a->e[i].kind);
        cgt_free(a->e[i].value);
        cgt_free(a->e[i].example);
    }
    cgt_free(a->e);
    cgt_free(a->slot);
    memset(a, 0, sizeof *a);
}

const explore_entry *explore_find(const explore_findings *a, const char *kind, const char *value) {
    if (!a->nslot) return NULL;
    size_t j = (size_t)(hash2(kind, value) & (a->nslot - 1));
    while (a->slot[j]) {
        const explore_entry *e = &a->e[a->slot[j] - 1];
        if (strcmp(e->kind, kind) == 0 && strcmp(e->value, value) == 0) return e;
        j = (j + 1) & (a->nslot - 1);
    }
    return NULL;
}

uint64_t explore_count_kind(const explore_findings *a, const char *kind) {
    uint64_t n = 0;
    for (size_t i = 0; i < a->n; i++) n += strcmp(a->e[i].kind, kind) == 0;
    return n;
}

void explore_write(sweep_out *out, const explore_findings *a) {
    char num[32];
    for (size_t i = 0; i < a->n; i++) {
        const explore_entry *e = &a->e[i];
        sweep_out_str(out, e->kind);
        sweep_out_str(out, e->value);
        sweep_out_str(out, e->example);
        snprintf(num, sizeof num, "%llu", (unsigned long long)e->count);
        sweep_out_str(out, num);
        snprintf(num, sizeof num, "%llu", (unsigned long long)e->size);
        sweep_out_str(out, num);
    }
}

/* The next NUL-terminated field of data[*off..n), or NULL. */
static const char *field(const char *data, size_t n, size_t *off) {
    if (*off >= n) return NULL;
    const char *f = data + *off;
    const char *z = memchr(f, 0, n - *off);
    if (!z) return NULL;
    *off += (size_t)(z - f) + 1;
    return f;
}

int explore_read(explore_findings *into, const char *data, size_t n) {
    size_t off = 0;
    while (off < n) {
        const char *k = field(data, n, &off), *v = field(data, n, &off), *e = field(data, n, &off),
                   *cnt = field(data, n, &off), *sz = field(data, n, &off);
        if (!(k && v && e && cnt && sz))
            return cgt_error(CGT_EPARSE, "malformed findings at byte %zu", off);
        explore_add(into, k, v, strtoull(cnt, NULL, 10), strtoull(sz, NULL, 10), e);
    }
    return 0;
}

uint64_t explore_code_count(long digits) {
    uint64_t n = 7;
    for (long i = 1; i < digits; i++) n *= 8;
    return n;
}
