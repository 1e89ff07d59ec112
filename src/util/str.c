/* str.c - the growable string the printers build their text in (util.h, cgt_str). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cgt/util.h"

/* Room for n more bytes and the NUL. */
static void reserve(cgt_str *b, size_t n) {
    if (b->len + n + 1 <= b->cap) return;
    size_t cap = b->cap ? 2 * b->cap : 64;
    while (cap < b->len + n + 1) cap *= 2;
    b->s = cgt_realloc(b->s, cap);
    b->cap = cap;
}

void cgt_str_put(cgt_str *b, const char *s, size_t n) {
    reserve(b, n);
    if (n) memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void cgt_str_puts(cgt_str *b, const char *s) {
    cgt_str_put(b, s, strlen(s));
}

void cgt_str_printf(cgt_str *b, const char *fmt, ...) {
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n < sizeof small) {
        cgt_str_put(b, small, (size_t)n);
        return;
    }
    reserve(b, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}
