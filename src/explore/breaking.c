/* breaking.c - the scoring breaking explorer: Question 3.1.1 of Stewart's thesis
 * (seed 004) over the taking-and-breaking scoring octal codes of a length
 * (explore.h).  The periods are observed, not proven: for breaking games no window
 * argument proves a period (values may grow without bound). */
#include <stdio.h>
#include <string.h>

#include "cgt/explore.h"
#include "cgt/scoctal.h"
#include "cgt/util.h"

bool explore_observed_period(size_t *pre, size_t *period, const int64_t *v, size_t len) {
    for (size_t p = 1; 3 * p <= len; p++) {
        /* the least preperiod for p: one past the last mismatch */
        size_t last = 0;
        bool any = false;
        for (size_t n = 0; n + p < len; n++)
            if (v[n + p] != v[n]) last = n, any = true;
        size_t s = any ? last + 1 : 0;
        if (len - s >= 3 * p) {
            *pre = s;
            *period = p;
            return true;
        }
    }
    return false;
}

bool explore_breaking_code(char *buf, size_t size, uint64_t idx, long len) {
    char t[16], p[16];
    bool breaking = false;
    if (size) buf[0] = 0;
    if (len < 1 || len > 8) return false;
    uint64_t x = idx;
    int last = (int)(x % 7) + 1;
    x /= 7;
    for (long i = len - 2; i >= 0; i--) {
        t[i] = (char)('0' + x % 8);
        x /= 8;
    }
    t[len - 1] = (char)('0' + last);
    for (long i = 0; i < len; i++) {
        p[i] = (char)('1' + i);
        if (t[i] >= '4') breaking = true;
    }
    t[len] = p[len] = 0;
    snprintf(buf, size, "(%s,%s)", t, p);
    return breaking;
}

int explore_breaking_chunk(explore_findings *found, long len, long upto, long rows, uint64_t idx) {
    char code[48];
    if (!explore_breaking_code(code, sizeof code, idx, len)) return 0; /* not asked */
    if (cgt_limit_poll()) return cgt_limit_check();
    scoctal_game g;
    if (scoctal_parse(&g, code) < 0) return cgt_error_code() ? cgt_error_code() : CGT_EVALUE;
    int64_t den = scoctal_den(&g, NULL);
    int64_t *v = cgt_malloc((size_t)(upto + 1) * sizeof *v);
    char rowtext[512] = "";
    size_t used = 0;
    uint64_t t = 1;
    bool all = true, err = false;
    for (long m = 0; m <= rows && !err; m++) {
        int r = 0;
        for (long n = 0; n <= upto && r == 0; n++)
            r = m == 0 ? (n == 0 ? scoctal_values(v, &g, (size_t)upto, den, SCOCTAL_SUM) : 0)
                       : scoctal_pair(&v[n], &g, (size_t)n, &g, (size_t)m, den, SCOCTAL_SUM);
        if (r < 0 || cgt_aborted()) {
            err = true;
            break;
        }
        size_t pre = 0, per = 0;
        if (explore_observed_period(&pre, &per, v, (size_t)upto + 1)) {
            t = t / (uint64_t)cgt_gcd_i64((int64_t)t, (int64_t)per) * per;
            used += (size_t)snprintf(rowtext + used, sizeof rowtext - used,
                                     "%sm=%ld: period %zu from %zu", m ? "; " : "", m, per, pre);
        } else {
            all = false;
            used += (size_t)snprintf(rowtext + used, sizeof rowtext - used, "%sm=%ld: none",
                                     m ? "; " : "", m);
        }
        if (used >= sizeof rowtext) used = sizeof rowtext - 1;
    }
    scoctal_clear(&g);
    cgt_free(v);
    if (err) {
        if (cgt_aborted()) return cgt_limit_check();
        cgt_error_clear(); /* a code too large for the search: recorded as such */
        snprintf(rowtext, sizeof rowtext, "not computed (search limit)");
        all = false;
    }
    char tv[32];
    snprintf(tv, sizeof tv, "%llu", (unsigned long long)t);
    explore_add(found, "code", code, 1, idx, rowtext);
    explore_add(found, "t", err ? "not computed" : all ? tv : "none observed", 1, idx, code);
    return 0;
}
