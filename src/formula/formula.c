/* formula.c - expressions over a grid of parameters: ranges, substitution of
 * $r and $c, evaluation of one cell (docs/formula.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/formula.h"

#define RANGE_MAX 1000000L

static int read_long(long *out, const char *s, const char **end) {
    char *e;
    if (!((*s >= '0' && *s <= '9') || (*s == '-' && s[1] >= '0' && s[1] <= '9'))) return -1;
    long v = strtol(s, &e, 10);
    if (v < -RANGE_MAX || v > RANGE_MAX) return -1;
    *out = v;
    *end = e;
    return 0;
}

int formula_range(long *lo, long *hi, const char *text, const char *what) {
    const char *p = text, *e;
    char shown[64];
    cgt_escape(shown, sizeof shown, text);
    if (read_long(lo, p, &e) < 0) goto bad;
    if (*e == '\0') {
        *hi = *lo;
        return 0;
    }
    if (e[0] != '.' || e[1] != '.' || read_long(hi, e + 2, &e) < 0 || *e) goto bad;
    if (*hi < *lo)
        return cgt_error(CGT_EUSAGE, "%s %s: the range is empty (write the smaller end first)",
                         what, shown);
    return 0;
bad:
    return cgt_error(CGT_EUSAGE, "%s needs a range a..b of integers (|a|, |b| <= %ld), got '%s'",
                     what, RANGE_MAX, shown);
}

int formula_substitute(char **out, const char *expr, long r, long c, bool has_c) {
    size_t n = strlen(expr), cap = n + 1, len = 0;
    char *s = cgt_malloc(cap);
    char quote = 0;
    for (size_t i = 0; i < n; i++) {
        char ch = expr[i];
        if (quote) { /* $r inside quotes is substituted too: concat("x", $r) and "$r" alike */
            if (ch == quote) quote = 0;
        } else if (ch == '\'' || ch == '"') {
            quote = ch;
        }
        if (ch == '$') {
            char v = expr[i + 1];
            /* expr[i + 2] only exists when '$' is not the last character
             * (fuzz finding: "...d($" read past the end) */
            bool ident_after =
                v && ((expr[i + 2] >= 'a' && expr[i + 2] <= 'z') ||
                      (expr[i + 2] >= 'A' && expr[i + 2] <= 'Z') || expr[i + 2] == '_');
            if ((v == 'r' || (v == 'c' && has_c)) && !ident_after) {
                char num[32];
                long x = v == 'r' ? r : c;
                int k = quote || x >= 0 ? snprintf(num, sizeof num, "%ld", x)
                                        : snprintf(num, sizeof num, "(%ld)", x);
                if (len + (size_t)k + (n - i) + 1 > cap) {
                    cap = 2 * (len + (size_t)k + (n - i) + 1);
                    s = cgt_realloc(s, cap);
                }
                memcpy(s + len, num, (size_t)k);
                len += (size_t)k;
                i++;
                continue;
            }
            cgt_free(s);
            return cgt_error(CGT_EPARSE, "column %zu: '$' must be followed by r%s", i + 1,
                             has_c ? " or c" : " (no --cols given, so no $c)");
        }
        if (len + 2 > cap) s = cgt_realloc(s, cap *= 2);
        s[len++] = ch;
    }
    s[len] = '\0';
    *out = s;
    return 0;
}

/* The error rc with the current message, prefixed by the cell's place. */
static int cell_error(const char *where, int rc) {
    char msg[512];
    snprintf(msg, sizeof msg, "%s", cgt_error_message());
    return cgt_error(rc, "%s: %s", where, msg);
}

int formula_cell(char **out, const char *expr, long r, long c, bool has_c) {
    char *text;
    char where[64];
    if (has_c)
        snprintf(where, sizeof where, "r=%ld c=%ld", r, c);
    else
        snprintf(where, sizeof where, "r=%ld", r);
    int rc = formula_substitute(&text, expr, r, c, has_c);
    if (rc < 0) return rc;
    expr_value v;
    rc = expr_eval(&v, text);
    cgt_free(text);
    if (rc < 0) return cell_error(where, rc);
    *out = expr_value_str(&v);
    if (cgt_aborted()) { /* printing the value stopped on a limit */
        cgt_free(*out);
        *out = NULL;
        return cell_error(where, cgt_limit_error());
    }
    return 0;
}
