/* error.c - the one-line error message and code behind every failing call. */
#include <stdarg.h>
#include <stdio.h>

#include "cgt/util.h"

static char message[1024];
static int last_code;

/* Decodes the valid UTF-8 sequence at s (not overlong, not a surrogate, at
 * most U+10FFFF): its length, with *cp set; 0 if there is none. */
static size_t utf8_decode(const unsigned char *s, unsigned *cp) {
    unsigned c = s[0];
    size_t n = c >= 0xC2 && c < 0xE0    ? 2
               : c >= 0xE0 && c < 0xF0  ? 3
               : c >= 0xF0 && c <= 0xF4 ? 4
                                        : 0;
    if (n == 0) return 0;
    unsigned v = c & (0x7F >> n);
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        v = v << 6 | (s[i] & 0x3F);
    }
    if ((n == 3 && v < 0x800) || (n == 4 && (v < 0x10000 || v > 0x10FFFF)) ||
        (v >= 0xD800 && v <= 0xDFFF))
        return 0;
    *cp = v;
    return n;
}

/* Code points that drive a terminal or hide or reorder text: C1 controls,
 * zero-width and direction marks, line and paragraph separators, bidi
 * embeddings, overrides and isolates, invisible operators, the BOM and the
 * interlinear annotation marks. */
static int unsafe_code_point(unsigned cp) {
    return cp < 0xA0 || cp == 0xAD || (cp >= 0x200B && cp <= 0x200F) ||
           (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x206F) || cp == 0xFEFF ||
           (cp >= 0xFFF9 && cp <= 0xFFFB);
}

size_t cgt_escape(char *dst, size_t cap, const char *src) {
    static const char hex[] = "0123456789abcdef";
    size_t o = 0;
    const unsigned char *s = (const unsigned char *)src;
    if (cap == 0) return 0;
    while (*s) {
        char esc[16];
        size_t k = 0, n = 1;
        unsigned cp = 0;
        if (*s >= 0x20 && *s < 0x7F) {
            esc[k++] = (char)*s;
        } else if (*s == '\n' || *s == '\t' || *s == '\r') {
            esc[k++] = '\\';
            esc[k++] = *s == '\n' ? 'n' : *s == '\t' ? 't' : 'r';
        } else if (*s >= 0x80 && (n = utf8_decode(s, &cp)) > 0) {
            if (unsafe_code_point(cp)) {
                k = (size_t)snprintf(esc, sizeof esc, "\\u{%x}", cp);
            } else { /* printable UTF-8 (an arrow, a Greek letter) as it is */
                if (o + n >= cap) break;
                for (size_t i = 0; i < n; i++) dst[o++] = (char)s[i];
                s += n;
                continue;
            }
        } else { /* other control bytes, DEL, bytes that are not UTF-8 */
            n = 1;
            esc[k++] = '\\';
            esc[k++] = 'x';
            esc[k++] = hex[*s >> 4];
            esc[k++] = hex[*s & 15];
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
