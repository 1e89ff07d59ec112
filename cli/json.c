/* json.c - a minimal writer of single-line JSON objects for --json output:
 * proper string escaping, valid UTF-8 out whatever bytes come in. */
#include <math.h>
#include <string.h>

#include "cli.h"

/* Length of the valid UTF-8 sequence at s (at most n bytes), 0 if invalid. */
static size_t utf8_length(const unsigned char *s, size_t n) {
    size_t len;
    unsigned min;
    unsigned c = s[0];
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
        min = 0x80;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        min = 0x800;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    if (n < len) return 0;
    unsigned cp = c & (0x3F >> (len - 1));
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return len;
}

void json_write_string(FILE *f, const char *str, size_t n) {
    const unsigned char *s = (const unsigned char *)str;
    fputc('"', f);
    for (size_t i = 0; i < n;) {
        unsigned c = s[i];
        if (c == '"' || c == '\\') {
            fputc('\\', f);
            fputc((int)c, f);
            i++;
        } else if (c < 0x20 || c == 0x7F) {
            switch (c) {
            case '\n': fputs("\\n", f); break;
            case '\r': fputs("\\r", f); break;
            case '\t': fputs("\\t", f); break;
            case '\b': fputs("\\b", f); break;
            case '\f': fputs("\\f", f); break;
            default: fprintf(f, "\\u%04x", c); break;
            }
            i++;
        } else if (c < 0x80) {
            fputc((int)c, f);
            i++;
        } else {
            size_t len = utf8_length(s + i, n - i);
            if (len == 0) {
                fputs("\\ufffd", f);
                i++;
            } else {
                fwrite(s + i, 1, len, f);
                i += len;
            }
        }
    }
    fputc('"', f);
}

void json_begin(json_object *j, FILE *f) {
    j->f = f;
    j->members = 0;
    fputc('{', f);
}

void json_key(json_object *j, const char *key) {
    if (j->members++) fputc(',', j->f);
    json_write_string(j->f, key, strlen(key));
    fputc(':', j->f);
}

void json_strn(json_object *j, const char *key, const char *value, size_t n) {
    json_key(j, key);
    json_write_string(j->f, value, n);
}

void json_str(json_object *j, const char *key, const char *value) {
    json_strn(j, key, value, strlen(value));
}

void json_bool(json_object *j, const char *key, bool value) {
    json_key(j, key);
    fputs(value ? "true" : "false", j->f);
}

void json_uint(json_object *j, const char *key, uint64_t value) {
    json_key(j, key);
    fprintf(j->f, "%llu", (unsigned long long)value);
}

void json_double(json_object *j, const char *key, double value, int decimals) {
    json_key(j, key);
    if (!isfinite(value)) value = 0; /* JSON has no NaN or infinity */
    fprintf(j->f, "%.*f", decimals, value);
}

void json_end(json_object *j) {
    fputs("}\n", j->f);
}
