/* error.c - the one-line error message and code behind every failing call. */
#include <stdarg.h>
#include <stdio.h>

#include "cgt/util.h"

static char message[1024];
static int last_code;

/* The length of the valid UTF-8 sequence at s that is not a C1 control
 * (U+0080..U+009F) and not an overlong or surrogate form, or 0. */
static size_t utf8_printable(const unsigned char *s) {
    unsigned c = s[0];
    size_t n = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
    if (n == 0 || c > 0xF4) return 0;
    unsigned cp = c & (0x7F >> n);
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    if (cp < 0xA0 || (n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
        (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

size_t cgt_escape(char *dst, size_t cap, const char *src) {
    static const char hex[] = "0123456789abcdef";
    size_t o = 0;
    const unsigned char *s = (const unsigned char *)src;
    if (cap == 0) return 0;
    while (*s) {
        char esc[5];
        size_t k = 0, n = 1;
        if (*s >= 0x20 && *s < 0x7F) {
            esc[k++] = (char)*s;
        } else if (*s >= 0x80 && (n = utf8_printable(s)) > 0) {
            if (o + n >= cap) break;
            for (size_t i = 0; i < n; i++) dst[o++] = (char)s[i];
            s += n;
            continue;
        } else {
            n = 1;
            esc[k++] = '\\';
            if (*s == '\n' || *s == '\t' || *s == '\r') {
                esc[k++] = *s == '\n' ? 'n' : *s == '\t' ? 't' : 'r';
            } else {
                esc[k++] = 'x';
                esc[k++] = hex[*s >> 4];
                esc[k++] = hex[*s & 15];
            }
        }
        if (o + k >= cap) break;
        for (size_t i = 0; i < k; i++) dst[o++] = esc[i];
        s += n;
    }
    dst[o] = '\0';
    return o;
}

int cgt_error(int code, const char *fmt, ...) {
    char raw[sizeof message];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    cgt_escape(message, sizeof message, raw);
    last_code = code;
    return code;
}

const char *cgt_error_message(void) {
    return message;
}
int cgt_error_code(void) {
    return last_code;
}
void cgt_error_clear(void) {
    message[0] = '\0';
    last_code = CGT_OK;
}
