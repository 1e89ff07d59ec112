/* scoring_explore.c - `cgt scoring breaking`: Question 3.1.1 of Stewart's
 * thesis (seed 004) explored over every taking-and-breaking scoring octal
 * code of a given length: does G_s(n + t) = G_s(n) eventually (m = 0 of the
 * question; --rows M adds G_s(n + m) for m = 1..M), and what is t?
 *
 * For breaking games no window argument proves a period (values may grow
 * without bound), so the periods reported are *observed*: the least p, with
 * the least preperiod, such that v(n + p) = v(n) for every computed n from the
 * preperiod on, with at least two full periods after it.  Results are stored
 * per code with `--db` (cli/explore_store.h), so a run resumes. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoctal.h"
#include "cgt/util.h"
#include "cli.h"
#include "explore_store.h"

/* The least observed period of v[0..len): smallest p, then smallest pre, with
 * v[n+p] = v[n] for pre <= n < len - p and len - pre >= 3p.  False if none. */
static bool observed_period(const int64_t *v, size_t len, size_t *pre, size_t *period) {
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

static uint64_t gcd64(uint64_t a, uint64_t b) {
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static volatile sig_atomic_t stop_signal;
static void on_signal(int sig) {
    stop_signal = sig;
    cgt_limit_interrupt();
}

/* The code of index idx among codes of length L: digits base 8, the last one
 * 1..7; points = beans.  Returns false for a taking-no-breaking code. */
static bool code_of(char *buf, size_t size, uint64_t idx, long len) {
    char t[16], p[16];
    bool breaking = false;
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

int cli_scoring_breaking(int argc, char **argv, const cli_options *opts);
int cli_scoring_breaking(int argc, char **argv, const cli_options *opts) {
    long len = 0, upto = 30, rows = 0;
    const char *db = NULL;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        long *dst = strcmp(a, "--length") == 0 ? &len
                    : strcmp(a, "--upto") == 0 ? &upto
                    : strcmp(a, "--rows") == 0 ? &rows
                                               : NULL;
        long lo = dst == &rows ? 0 : 1, hi = dst == &len ? 4 : dst == &upto ? 200 : 4;
        if (dst) {
            char *end = NULL;
            long v = i + 1 < argc ? strtol(argv[i + 1], &end, 10) : -1;
            if (i + 1 >= argc || !end || *end || end == argv[i + 1] || v < lo || v > hi)
                return cli_usage_error("scoring", "%s needs a number from %ld to %ld", a, lo, hi);
            *dst = v;
            i++;
        } else if (strcmp(a, "--db") == 0) {
            if (i + 1 >= argc) return cli_usage_error("scoring", "--db needs a file name");
            db = argv[++i];
        } else {
            return cli_usage_error("scoring", "unknown option '%s'", cli_excerpt(a));
        }
    }
    if (!len) return cli_usage_error("scoring", "scoring breaking needs --length L (1 to 4)");
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    uint64_t ncodes = 7;
    for (long i = 1; i < len; i++) ncodes *= 8;
    char params[64];
    snprintf(params, sizeof params, "L=%ld,N=%ld,M=%ld", len, upto, rows);
    ex_store *store = NULL;
    if (db && !(store = ex_store_open(db))) return CLI_FAIL;
    unsigned char *done = cgt_calloc(ncodes, 1);
    ex_agg total = {0};
    if (store && ex_store_load(store, "scoring-breaking", params, done, ncodes, &total) < 0) {
        ex_store_close(store);
        cgt_free(done);
        return CLI_FAIL;
    }
    struct sigaction sa, old_int, old_term;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    stop_signal = 0;
    int64_t *v = cgt_malloc((size_t)(upto + 1) * sizeof *v);
    bool stopped = false;
    int rc = 0;
    double t0 = cli_now_ms(), t_commit = t0;
    for (uint64_t idx = 0; idx < ncodes && rc == 0; idx++) {
        char code[48];
        if (!code_of(code, sizeof code, idx, len) || done[idx]) continue;
        if (cgt_limit_poll()) {
            stopped = true;
            break;
        }
        scoctal_game g;
        if (scoctal_parse(&g, code) < 0) {
            rc = -1;
            break;
        }
        int64_t den = scoctal_den(&g, NULL);
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
            if (observed_period(v, (size_t)upto + 1, &pre, &per)) {
                t = t / gcd64(t, per) * per;
                used +=
                    (size_t)snprintf(rowtext + used, sizeof rowtext - used,
                                     "%sm=%ld: period %zu from %zu", m ? "; " : "", m, per, pre);
            } else {
                all = false;
                used += (size_t)snprintf(rowtext + used, sizeof rowtext - used, "%sm=%ld: none",
                                         m ? "; " : "", m);
            }
            if (used >= sizeof rowtext) used = sizeof rowtext - 1;
        }
        scoctal_clear(&g);
        if (err) {
            if (cgt_aborted()) {
                stopped = true;
                break;
            }
            cgt_error_clear(); /* a code too large for the search: recorded as such */
            snprintf(rowtext, sizeof rowtext, "not computed (search limit)");
            all = false;
        }
        char tv[32];
        snprintf(tv, sizeof tv, "%llu", (unsigned long long)t);
        ex_agg one = {0};
        ex_agg_add(&one, "code", code, 1, idx, rowtext);
        ex_agg_add(&one, "t", err ? "not computed" : all ? tv : "none observed", 1, idx, code);
        if (store && ex_store_chunk(store, "scoring-breaking", params, idx, &one) < 0) rc = -1;
        ex_agg_merge(&total, &one);
        ex_agg_clear(&one);
        if (store && cli_now_ms() - t_commit > 1000) {
            if (ex_store_commit(store) < 0) rc = -1;
            t_commit = cli_now_ms();
        }
        cgt_progress("scoring breaking: code %llu of %llu %s", (unsigned long long)idx + 1,
                     (unsigned long long)ncodes, code);
    }
    cgt_progress_done();
    if (store && ex_store_commit(store) < 0) rc = -1;
    ex_store_close(store);
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    cgt_free(v);
    cgt_free(done);
    if (rc < 0) {
        ex_agg_clear(&total);
        return CLI_FAIL;
    }
    char why[200] = "a limit";
    if (stopped) {
        if (stop_signal)
            snprintf(why, sizeof why, "%s", stop_signal == SIGINT ? "an interrupt" : "a signal");
        else if (cgt_limit_check() < 0)
            snprintf(why, sizeof why, "%s", cgt_error_message());
        cgt_error_clear();
        cgt_limits_reset();
    }
    ex_agg_sort(&total);
    uint64_t ndone = 0;
    for (size_t i = 0; i < total.n; i++)
        if (strcmp(total.e[i].kind, "code") == 0) ndone++;
    double ms = cli_now_ms() - t0;
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "length", (uint64_t)len);
        json_uint(&j, "upto", (uint64_t)upto);
        json_uint(&j, "rows", (uint64_t)rows);
        json_uint(&j, "codes", ndone);
        json_bool(&j, "complete", !stopped);
        json_double(&j, "ms", ms, 1);
        json_key(&j, "t");
        putchar('[');
        bool first = true;
        for (size_t i = 0; i < total.n; i++) {
            const ex_entry *e = &total.e[i];
            if (strcmp(e->kind, "t") != 0) continue;
            json_object o;
            if (!first) putchar(',');
            first = false;
            json_begin(&o, stdout);
            json_str(&o, "t", e->value);
            json_uint(&o, "codes", e->count);
            json_str(&o, "first", e->example);
            putchar('}');
        }
        putchar(']');
        json_key(&j, "per_code");
        putchar('[');
        first = true;
        for (size_t i = 0; i < total.n; i++) {
            const ex_entry *e = &total.e[i];
            if (strcmp(e->kind, "code") != 0) continue;
            json_object o;
            if (!first) putchar(',');
            first = false;
            json_begin(&o, stdout);
            json_str(&o, "code", e->value);
            json_str(&o, "rows", e->example);
            putchar('}');
        }
        putchar(']');
        json_end(&j);
    } else {
        printf("Question 3.1.1: taking-and-breaking codes of length %ld, points = beans, "
               "G_s(n + m) for n <= %ld, m <= %ld: %llu codes (observed periods, not proven)\n",
               len, upto, rows, (unsigned long long)ndone);
        for (size_t i = 0; i < total.n; i++) {
            const ex_entry *e = &total.e[i];
            if (strcmp(e->kind, "t") == 0)
                printf("  t = %s: %llu codes (first %s)\n", e->value, (unsigned long long)e->count,
                       e->example);
        }
    }
    ex_agg_clear(&total);
    if (stopped) {
        cli_error("breaking stopped by %s%s", why, db ? "; run the same command to resume" : "");
        return CLI_FAIL;
    }
    return CLI_OK;
}
