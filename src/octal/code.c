/* code.c - octal game specifications: parsing codes, names and subtraction
 * sets into digit arrays, and printing them back. */
#include <stdio.h>
#include <string.h>

#include "cgt/octal.h"

#define MAX_DIGITS ((size_t)1 << 20)

static void set_digits(octal_game *g, const uint8_t *d, size_t n) {
    while (n > 0 && d[n - 1] == 0) n--;
    g->digits = cgt_malloc(n ? n : 1);
    if (n) memcpy(g->digits, d, n);
    g->ndigits = n;
    g->unequal = false;
    g->tail = false;
}

static int from_code(octal_game *g, const char *code) {
    g->digits = NULL;
    g->ndigits = 0;
    g->unequal = false;
    g->tail = false;
    size_t len = strlen(code), i = 0;
    /* a first bound on the text (a digit, the point, the digits, "[3]"); the
     * digits themselves are counted below */
    if (len > MAX_DIGITS + 5)
        return cgt_error(CGT_EPARSE, "column %zu: octal code longer than %zu digits",
                         MAX_DIGITS + 6, MAX_DIGITS);
    uint8_t *d = cgt_calloc(len + 2, 1);
    int rc = 0;
    if (code[0] >= '0' && code[0] <= '9') {
        if (code[0] > '7') {
            rc = cgt_error(CGT_EPARSE, "column 1: '%c' is not an octal digit (0-7)", code[0]);
            goto out;
        }
        if (code[0] != '0' && code[0] != '4') {
            rc = cgt_error(CGT_EPARSE,
                           "column 1: the digit before the point must be 0 or 4 (split a heap "
                           "without removing beans)");
            goto out;
        }
        d[0] = (uint8_t)(code[0] - '0');
        i = 1;
        /* CGSuite's TBCode "4!.0" (or "4!"): split into two unequal heaps,
         * Grundy's game */
        if (code[1] == '!') {
            if (code[0] != '4' || (code[2] && strcmp(code + 2, ".0") != 0)) {
                rc = cgt_error(CGT_EPARSE,
                               "column 2: '!' (unequal heaps) is read only in 4!.0, Grundy's "
                               "game");
                goto out;
            }
            cgt_free(d);
            octal_grundy(g);
            return 0;
        }
        if (code[1] != '.' && code[1] != '\0') {
            rc = cgt_error(CGT_EPARSE, "column 2: expected '.' after the digit before the point");
            goto out;
        }
    }
    size_t nd = 1;
    bool tail = false;
    if (code[i] == '.') {
        i++;
        if (code[i] == '\0') {
            rc = cgt_error(CGT_EPARSE, "column %zu: expected octal digits after '.'", i + 1);
            goto out;
        }
        for (; code[i]; i++, nd++) {
            char c = code[i];
            if (nd > MAX_DIGITS) { /* as many digits as sub:1048576 has, no more */
                rc = cgt_error(CGT_EPARSE, "column %zu: octal code longer than %zu digits", i + 1,
                               MAX_DIGITS);
                goto out;
            }
            if (c >= '0' && c <= '7') {
                d[nd] = (uint8_t)(c - '0');
            } else if (c == '[') {
                /* CGSuite's TBCode "0.[3]": digit 3 forever (Nim); read after
                 * digits 0 and 3 only, the all-but subtraction games */
                if (strcmp(code + i, "[3]") != 0) {
                    rc = cgt_error(CGT_EPARSE,
                                   "column %zu: a repeated digit is read only as a final [3]",
                                   i + 1);
                    goto out;
                }
                for (size_t k = 0; k < nd; k++)
                    if (d[k] != 0 && d[k] != 3) {
                        rc = cgt_error(CGT_EPARSE,
                                       "column %zu: [3] follows digits 0 and 3 only (an all-but "
                                       "subtraction game)",
                                       i + 1);
                        goto out;
                    }
                tail = true;
                break;
            } else if (c == '8' || c == '9') {
                rc =
                    cgt_error(CGT_EPARSE, "column %zu: '%c' is not an octal digit (0-7)", i + 1, c);
                goto out;
            } else if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) {
                rc = cgt_error(CGT_EPARSE,
                               "column %zu: '%c' is a hexadecimal digit (leaving three heaps): "
                               "only octal digits (0-7) are read",
                               i + 1, c);
                goto out;
            } else {
                unsigned char u = (unsigned char)c;
                if (u >= 0x20 && u < 0x7f)
                    rc = cgt_error(CGT_EPARSE, "column %zu: unexpected '%c' in an octal code",
                                   i + 1, c);
                else
                    rc = cgt_error(CGT_EPARSE,
                                   "column %zu: unexpected character 0x%02x in an octal code",
                                   i + 1, u);
                goto out;
            }
        }
    }
    if (tail) { /* digits 3 from nd on: ndigits counts trailing zeros too */
        g->digits = cgt_malloc(nd);
        memcpy(g->digits, d, nd);
        g->ndigits = nd;
        g->unequal = false;
        g->tail = true;
        goto out;
    }
    set_digits(g, d, nd);
out:
    cgt_free(d);
    return rc;
}

/* Parses the set in text, reporting columns from base_col (1-based column of
 * text[0]). */
static int from_set(octal_game *g, const char *text, size_t base_col, bool all_but) {
    g->digits = NULL;
    g->ndigits = 0;
    g->unequal = false;
    g->tail = false;
    size_t i = 0, cap = 16, maxv = 0, count = 0;
    uint8_t *d = cgt_calloc(cap, 1);
    int rc = 0;
#define COL (base_col + i)
    while (text[i] == ' ') i++;
    bool brace = text[i] == '{';
    if (brace) i++;
    for (;;) {
        while (text[i] == ' ') i++;
        if (!(text[i] >= '0' && text[i] <= '9')) {
            if (text[i] == '\0')
                rc = cgt_error(CGT_EPARSE, "column %zu: expected a positive integer, got the end",
                               COL);
            else
                rc = cgt_error(CGT_EPARSE, "column %zu: expected a positive integer", COL);
            goto out;
        }
        size_t start = i, v = 0;
        while (text[i] >= '0' && text[i] <= '9') {
            v = v * 10 + (size_t)(text[i] - '0');
            if (v > MAX_DIGITS) {
                i = start;
                rc = cgt_error(CGT_EPARSE, "column %zu: subtraction set element over %zu", COL,
                               MAX_DIGITS);
                goto out;
            }
            i++;
        }
        if (v == 0) {
            i = start;
            rc =
                cgt_error(CGT_EPARSE, "column %zu: subtraction set elements must be positive", COL);
            goto out;
        }
        if (v + 1 > cap) {
            size_t nc = cap;
            while (nc < v + 1) nc *= 2;
            d = cgt_realloc(d, nc);
            memset(d + cap, 0, nc - cap);
            cap = nc;
        }
        d[v] = 3;
        if (v > maxv) maxv = v;
        count++;
        while (text[i] == ' ') i++;
        if (text[i] == ',') {
            i++;
            continue;
        }
        break;
    }
    if (brace) {
        if (text[i] != '}') {
            rc = cgt_error(CGT_EPARSE, "column %zu: expected ',' or '}'", COL);
            goto out;
        }
        i++;
        while (text[i] == ' ') i++;
    }
    if (text[i] != '\0') {
        rc = cgt_error(CGT_EPARSE, "column %zu: expected ',' or the end of the set", COL);
        goto out;
    }
#undef COL
    (void)count;
    if (all_but) {
        /* digits 3 below the largest excluded removal except at the excluded
         * ones, then 3 forever */
        for (size_t k = 1; k <= maxv; k++) d[k] = d[k] ? 0 : 3;
        g->digits = cgt_malloc(maxv + 1);
        memcpy(g->digits, d, maxv + 1);
        g->ndigits = maxv + 1;
        g->unequal = false;
        g->tail = true;
    } else {
        set_digits(g, d, maxv + 1);
    }
out:
    cgt_free(d);
    return rc;
}

int octal_subtraction(octal_game *g, const char *set) {
    return from_set(g, set, 1, false);
}

void octal_grundy(octal_game *g) {
    uint8_t d0 = 4;
    set_digits(g, &d0, 1);
    g->unequal = true;
}

int octal_parse(octal_game *g, const char *spec) {
    if (spec[0] == '\0') {
        g->digits = NULL;
        g->ndigits = 0;
        g->unequal = false;
        g->tail = false;
        return cgt_error(CGT_EPARSE, "column 1: empty game code");
    }
    if (strcmp(spec, "kayles") == 0) return from_code(g, ".77");
    if (strcmp(spec, "dawson") == 0) return from_code(g, ".07");
    if (strcmp(spec, "dawsons-chess") == 0) return from_code(g, ".137");
    if (strcmp(spec, "grundy") == 0) {
        octal_grundy(g);
        return 0;
    }
    /* sub:1,2,5 is the syntax everywhere; sub{1,2,5} (the scoring octal
     * games' old spelling) is the same game. */
    if (strncmp(spec, "sub:", 4) == 0) return from_set(g, spec + 4, 5, false);
    if (strncmp(spec, "sub{", 4) == 0) return from_set(g, spec + 3, 4, false);
    if (strncmp(spec, "allbut:", 7) == 0) return from_set(g, spec + 7, 8, true);
    if (strncmp(spec, "allbut{", 7) == 0) return from_set(g, spec + 6, 7, true);
    if (strcmp(spec, "nim") == 0) {
        uint8_t d0 = 0;
        g->digits = cgt_malloc(1);
        g->digits[0] = d0;
        g->ndigits = 1;
        g->unequal = false;
        g->tail = true;
        return 0;
    }
    if (spec[0] == '.' || (spec[0] >= '0' && spec[0] <= '9')) return from_code(g, spec);
    g->digits = NULL;
    g->ndigits = 0;
    g->unequal = false;
    g->tail = false;
    return cgt_error(CGT_EPARSE,
                     "column 1: expected an octal code (.77, 0.07, 4.3), a name (kayles, dawson, "
                     "dawsons-chess, grundy, nim), sub:1,2,5 or allbut:1,3");
}

void octal_clear(octal_game *g) {
    cgt_free(g->digits);
    g->digits = NULL;
    g->ndigits = 0;
}

char *octal_code_string(const octal_game *g) {
    if (g->unequal) return cgt_strdup("grundy");
    if (g->tail) {
        if (g->ndigits <= 1) return cgt_strdup("nim");
        size_t cap = 16 + 8 * g->ndigits, j = 0;
        char *t = cgt_malloc(cap);
        j += (size_t)snprintf(t, cap, "allbut:");
        for (size_t k = 1; k < g->ndigits; k++)
            if (g->digits[k] == 0)
                j += (size_t)snprintf(t + j, cap - j, "%s%zu", j > 7 ? "," : "", k);
        return t;
    }
    size_t n = g->ndigits;
    char *s = cgt_malloc(n + 3);
    size_t j = 0;
    uint8_t d0 = n ? g->digits[0] : 0;
    if (n <= 1) {
        s[j++] = (char)('0' + d0);
    } else {
        if (d0) s[j++] = (char)('0' + d0);
        s[j++] = '.';
        for (size_t k = 1; k < n; k++) s[j++] = (char)('0' + g->digits[k]);
    }
    s[j] = '\0';
    return s;
}

size_t octal_max_removal(const octal_game *g) {
    if (g->tail) return SIZE_MAX;
    return g->ndigits ? g->ndigits - 1 : 0;
}
