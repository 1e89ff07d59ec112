/* scoctal.c - `cgt scoring octal|table|conjecture`: G_s sequences, two-heap tables,
 * Conjecture 3.1.1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cgt/scoctal.h"
#include "cgt/util.h"
#include "cli.h"

int cli_scoctal_run(int argc, char **argv, const cli_options *opts);

static int parse_size(const char *s, size_t *out) {
    if (*s == '-') return cgt_error(CGT_EVALUE, "negative heap size '%s'", cli_excerpt(s));
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (end == s || *end) return cgt_error(CGT_EPARSE, "bad heap size '%s'", cli_excerpt(s));
    if (v > SCOCTAL_MAX_HEAP)
        return cgt_error(CGT_ERANGE, "N = %llu too large (at most %zu)", v, SCOCTAL_MAX_HEAP);
    *out = (size_t)v;
    return 0;
}

static void print_value(int64_t v, int64_t den) {
    char b[48];
    scoctal_value_str(b, sizeof b, v, den);
    fputs(b, stdout);
}

static int run_octal(int argc, char **argv, const cli_options *opts) {
    const char *spec = NULL;
    size_t upto = 30;
    bool csv = false;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--upto") == 0 && i + 1 < argc) {
            if (parse_size(argv[++i], &upto)) return cli_fail(NULL);
        } else if (strcmp(argv[i], "--csv") == 0)
            csv = true;
        else if (!spec && strncmp(argv[i], "--", 2) != 0)
            spec = argv[i];
        else
            return cli_usage_error("scoring", "unknown octal argument '%s'", cli_excerpt(argv[i]));
    }
    if (!spec) return cli_usage_error("scoring", "scoring octal needs a GAME");
    scoctal_game g;
    if (scoctal_parse(&g, spec)) return cli_fail(NULL);
    int64_t den = scoctal_den(&g, NULL);
    int64_t *v = cgt_malloc((upto + 1) * sizeof *v);
    int rc = den ? scoctal_values(v, &g, upto, den, SCOCTAL_SUM)
                 : cgt_error(CGT_ERANGE, "point denominators too large");
    if (rc) {
        cgt_free(v);
        scoctal_clear(&g);
        return cli_fail(NULL);
    }
    size_t pre = 0, per = 0;
    bool tnb = scoctal_is_tnb(&g);
    bool have = tnb && scoctal_period(v, upto + 1, g.k, &pre, &per);
    char *code = scoctal_str(&g);
    if (opts->json) {
        printf("{\"game\":\"%s\",\"upto\":%zu,\"values\":[", code, upto);
        for (size_t n = 0; n <= upto; n++) {
            char b[48];
            scoctal_value_str(b, sizeof b, v[n], den);
            printf("%s\"%s\"", n ? "," : "", b);
        }
        if (have)
            printf("],\"preperiod\":%zu,\"period\":%zu}\n", pre, per);
        else
            printf("],\"period\":null}\n");
    } else if (csv) {
        printf("n,G_s\n");
        for (size_t n = 0; n <= upto; n++) {
            printf("%zu,", n);
            print_value(v[n], den);
            printf("\n");
        }
    } else {
        printf("%s: G_s of heaps 0..%zu\n", code, upto);
        for (size_t n = 0; n <= upto; n++) {
            if (n % 10 == 0) printf("%s%4zu:", n ? "\n" : "", n);
            printf(" ");
            print_value(v[n], den);
        }
        printf("\n");
        if (have)
            printf("period %zu, preperiod %zu (proven: a window of %zu values repeats)\n", per, pre,
                   g.k);
        else if (tnb)
            printf("no period proven up to %zu\n", upto);
        else
            printf("period detection needs a taking-no-breaking game (digits 0-3)\n");
    }
    cgt_free(code);
    cgt_free(v);
    scoctal_clear(&g);
    return CLI_OK;
}

static int parse_op(const char *s, scoctal_op *op) {
    if (strcmp(s, "+") == 0 || strcmp(s, "sum") == 0)
        *op = SCOCTAL_SUM;
    else if (strcmp(s, "conj") == 0)
        *op = SCOCTAL_CONJ;
    else if (strcmp(s, "sel") == 0)
        *op = SCOCTAL_SEL;
    else if (strcmp(s, "seq") == 0)
        *op = SCOCTAL_SEQ;
    else
        return -1;
    return 0;
}

static int run_table(int argc, char **argv, const cli_options *opts) {
    const char *pos[3] = {NULL, NULL, NULL};
    int np = 0;
    size_t size = 12;
    bool csv = false;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            if (parse_size(argv[++i], &size)) return cli_fail(NULL);
        } else if (strcmp(argv[i], "--csv") == 0)
            csv = true;
        else if (np < 3 && (strncmp(argv[i], "--", 2) != 0))
            pos[np++] = argv[i];
        else
            return cli_usage_error("scoring", "unknown table argument '%s'", cli_excerpt(argv[i]));
    }
    if (np != 3) return cli_usage_error("scoring", "scoring table needs GAME1 OP GAME2");
    scoctal_op op;
    if (parse_op(pos[1], &op))
        return cli_usage_error("scoring", "unknown operator '%s' (+, conj, sel, seq)",
                               cli_excerpt(pos[1]));
    if (size > 4096) {
        cgt_error(CGT_ERANGE, "table size %zu too large (at most 4096)", size);
        return cli_fail(NULL);
    }
    scoctal_game g, h;
    if (scoctal_parse(&g, pos[0])) return cli_fail(NULL);
    if (scoctal_parse(&h, pos[2])) {
        scoctal_clear(&g);
        return cli_fail(NULL);
    }
    int64_t den = scoctal_den(&g, &h);
    size_t W = size + 1;
    int64_t *T = cgt_malloc(W * W * sizeof *T);
    int rc = den ? scoctal_table(T, &g, &h, size, den, op)
                 : cgt_error(CGT_ERANGE, "point denominators too large");
    if (!rc) {
        const char *sym = pos[1];
        if (opts->json) {
            char *a = scoctal_str(&g), *b = scoctal_str(&h);
            printf("{\"game1\":\"%s\",\"op\":\"%s\",\"game2\":\"%s\",\"size\":%zu,\"rows\":[", a,
                   sym, b, size);
            for (size_t m = 0; m <= size; m++) {
                printf("%s[", m ? "," : "");
                for (size_t n = 0; n <= size; n++) {
                    char buf[48];
                    scoctal_value_str(buf, sizeof buf, T[m * W + n], den);
                    printf("%s\"%s\"", n ? "," : "", buf);
                }
                printf("]");
            }
            printf("]}\n");
            cgt_free(a);
            cgt_free(b);
        } else {
            const char *sep = csv ? "," : " ";
            printf("n%sm", sym);
            for (size_t n = 0; n <= size; n++) printf("%s%zu", sep, n);
            printf("\n");
            for (size_t m = 0; m <= size; m++) {
                printf("%zu", m);
                for (size_t n = 0; n <= size; n++) {
                    fputs(sep, stdout);
                    print_value(T[m * W + n], den);
                }
                printf("\n");
            }
        }
    }
    cgt_free(T);
    scoctal_clear(&g);
    scoctal_clear(&h);
    return rc ? cli_fail(NULL) : CLI_OK;
}

/* Builds the taking-no-breaking game with digit string code[0..len) and points = beans. */
static void beans_game(scoctal_game *g, const uint8_t *code, size_t len) {
    char spec[128], *q = spec;
    *q++ = '(';
    for (size_t i = 0; i < len; i++) *q++ = (char)('0' + code[i]);
    *q++ = ',';
    for (size_t i = 0; i < len; i++)
        q += sprintf(q, "%s%zu", i ? ";" : "", code[i] ? i + 1 : (size_t)0);
    *q++ = ')';
    *q = 0;
    if (scoctal_parse(g, spec)) memset(g, 0, sizeof *g);
}

/* Conjectures 3.1.2 (period 2k under +), 4.2.3 (sel keeps the period of +),
 * 4.3.1 (seq keeps it) over every pair of taking-no-breaking games with at
 * most K digits, points = beans, rows m <= R, decided by proven periods. */
static int run_pair_conjecture(const char *name, size_t maxk, size_t rows) {
    scoctal_op op2 = strcmp(name, "4.2.3") == 0   ? SCOCTAL_SEL
                     : strcmp(name, "4.3.1") == 0 ? SCOCTAL_SEQ
                                                  : SCOCTAL_SUM;
    /* 3.1.2 and 4.2.2: the period under + (resp. sel) divides 2k */
    bool twok = strcmp(name, "3.1.2") == 0 || strcmp(name, "4.2.2") == 0;
    scoctal_op op1 = strcmp(name, "4.2.2") == 0 ? SCOCTAL_SEL : SCOCTAL_SUM;
    /* all digit strings of length 1..K with a nonzero last digit */
    size_t ngames = 0, cap = 0;
    uint8_t(*codes)[16] = NULL;
    size_t *lens = NULL;
    for (size_t len = 1; len <= maxk; len++) {
        size_t total = 1;
        for (size_t i = 0; i < len; i++) total *= 4;
        for (size_t c = 0; c < total; c++) {
            uint8_t code[16];
            size_t x = c;
            for (size_t i = 0; i < len; i++, x /= 4) code[i] = (uint8_t)(x % 4);
            if (!code[len - 1]) continue;
            if (ngames == cap) {
                cap = cap ? 2 * cap : 64;
                codes = cgt_realloc(codes, cap * sizeof *codes);
                lens = cgt_realloc(lens, cap * sizeof *lens);
            }
            memcpy(codes[ngames], code, len);
            lens[ngames++] = len;
        }
    }
    unsigned long long pairs = 0, undecided = 0, fails = 0;
    for (size_t a = 0; a < ngames; a++) {
        size_t kk = 0; /* largest index with digit not 0 or 1 */
        for (size_t i = 0; i < lens[a]; i++)
            if (codes[a][i] >= 2) kk = i + 1;
        if (!kk) continue; /* the conjecture needs some digit 2 or 3 */
        scoctal_game g;
        beans_game(&g, codes[a], lens[a]);
        for (size_t b = 0; b < ngames; b++) {
            scoctal_game h;
            beans_game(&h, codes[b], lens[b]);
            size_t pre = 0, per = 0, pre2 = 0, per2 = 0;
            size_t len = 64 * maxk + 64;
            int rc = scoctal_pair_period(&g, &h, op1, rows, len, &pre, &per);
            int rc2 =
                op2 == SCOCTAL_SUM ? 1 : scoctal_pair_period(&g, &h, op2, rows, len, &pre2, &per2);
            pairs++;
            char *gs = scoctal_str(&g), *hs = scoctal_str(&h);
            if (rc < 0 || rc2 < 0) {
                scoctal_clear(&h);
                scoctal_clear(&g);
                cgt_free(gs);
                cgt_free(hs);
                cgt_free(codes);
                cgt_free(lens);
                return cli_fail(NULL);
            }
            if (rc == 0 || rc2 == 0)
                undecided++;
            else if (twok && (2 * kk) % per != 0) {
                fails++;
                printf("counterexample: n in %s %s m in %s: least period %zu (preperiod %zu) "
                       "does not divide 2k = %zu\n",
                       gs, op1 == SCOCTAL_SEL ? "sel" : "+", hs, per, pre, 2 * kk);
            } else if (!twok && per % per2 != 0) {
                fails++;
                printf("counterexample: n in %s, m in %s: period %zu under +, least period %zu "
                       "(preperiod %zu) under %s\n",
                       gs, hs, per, per2, pre2, op2 == SCOCTAL_SEL ? "sel" : "seq");
            }
            cgt_free(gs);
            cgt_free(hs);
            scoctal_clear(&h);
        }
        scoctal_clear(&g);
    }
    printf("Conjecture %s, taking-no-breaking games with <= %zu digits, points = beans, "
           "m <= %zu: %llu pairs, %llu counterexamples, %llu undecided\n",
           name, maxk, rows, pairs, fails, undecided);
    cgt_free(codes);
    cgt_free(lens);
    return fails ? CLI_FAIL : CLI_OK;
}

typedef struct sweep_result {
    unsigned long long total, fails;
    unsigned long long worst_from, maxper;
    int error;
} sweep_result;

/* Checks the sets with max k <= maxk whose mask is = w (mod jobs). */
static void sweep(sweep_result *r, size_t maxk, unsigned w, unsigned jobs, bool progress) {
    memset(r, 0, sizeof *r);
    for (unsigned k = 1; k <= maxk; k++) {
        unsigned long long cnt = 0;
        for (unsigned long mask = w; mask < (1ul << (k - 1)); mask += jobs) {
            unsigned set[32];
            size_t n = 0;
            for (unsigned s = 1; s < k; s++)
                if (mask >> (s - 1) & 1) set[n++] = s;
            set[n++] = k;
            size_t from = 0, per = 0;
            int rc = scoctal_conj311(set, n, &from, &per);
            if (rc < 0) {
                r->error = 1;
                fprintf(stderr, "cgt: %s\n", cgt_error_message());
                return;
            }
            cnt++;
            if (per > r->maxper) r->maxper = per;
            if (rc == 0) {
                r->fails++;
                char line[256];
                int len = snprintf(line, sizeof line, "counterexample: S = {");
                for (size_t j = 0; j < n && len < 200; j++)
                    len += snprintf(line + len, sizeof line - (size_t)len, "%s%u", j ? "," : "",
                                    set[j]);
                snprintf(line + len, sizeof line - (size_t)len,
                         "}, G_s(n+%u) != %u - G_s(n) at n = %zu (period %zu)\n", k, k, from, per);
                fputs(line, stdout);
                fflush(stdout);
            } else if (from > r->worst_from)
                r->worst_from = from;
        }
        r->total += cnt;
        if (progress && w == 0)
            fprintf(stderr, "k = %u: %llu sets checked by worker 1 of %u\n", k, cnt, jobs);
    }
}

static int run_conjecture(int argc, char **argv, const cli_options *opts) {
    size_t maxk = 0, jobs = 2, rows = 12;
    const char *name = NULL;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--max-k") == 0 && i + 1 < argc) {
            if (parse_size(argv[++i], &maxk)) return cli_fail(NULL);
        } else if (strcmp(argv[i], "--jobs") == 0 && i + 1 < argc) {
            if (parse_size(argv[++i], &jobs)) return cli_fail(NULL);
        } else if (strcmp(argv[i], "--rows") == 0 && i + 1 < argc) {
            if (parse_size(argv[++i], &rows)) return cli_fail(NULL);
            if (rows > 64) return cli_usage_error("scoring", "--rows R needs R <= 64");
        } else if (!name && strncmp(argv[i], "--", 2) != 0)
            name = argv[i];
        else
            return cli_usage_error("scoring", "unknown conjecture argument '%s'",
                                   cli_excerpt(argv[i]));
    }
    if (name && (strcmp(name, "3.1.2") == 0 || strcmp(name, "4.2.2") == 0 ||
                 strcmp(name, "4.2.3") == 0 || strcmp(name, "4.3.1") == 0)) {
        if (maxk < 1 || maxk > 4)
            return cli_usage_error("scoring", "--max-k K needs 1 <= K <= 4 for %s", name);
        return run_pair_conjecture(name, maxk, rows);
    }
    if (!name || strcmp(name, "3.1.1") != 0)
        return cli_usage_error("scoring",
                               "scoring conjecture: 3.1.1, 3.1.2, 4.2.2, 4.2.3 or 4.3.1");
    if (maxk < 1 || maxk > 30) return cli_usage_error("scoring", "--max-k K needs 1 <= K <= 30");
    if (jobs < 1 || jobs > 64) return cli_usage_error("scoring", "--jobs J needs 1 <= J <= 64");
    bool progress = opts->progress || !opts->json;
    sweep_result all;
    memset(&all, 0, sizeof all);
    if (jobs == 1)
        sweep(&all, maxk, 0, 1, progress);
    else {
        /* one worker process per job, each reporting its totals through a pipe */
        int fds[64][2];
        pid_t pids[64];
        fflush(stdout);
        for (unsigned w = 0; w < jobs; w++) {
            if (pipe(fds[w]) != 0) {
                cli_error("pipe failed");
                return CLI_FAIL;
            }
            pids[w] = fork();
            if (pids[w] < 0) {
                cli_error("fork failed");
                return CLI_FAIL;
            }
            if (pids[w] == 0) {
                close(fds[w][0]);
                sweep_result r;
                sweep(&r, maxk, w, (unsigned)jobs, progress);
                ssize_t wr = write(fds[w][1], &r, sizeof r);
                _exit(wr == (ssize_t)sizeof r ? 0 : 1);
            }
            close(fds[w][1]);
        }
        for (unsigned w = 0; w < jobs; w++) {
            sweep_result r;
            ssize_t rd = read(fds[w][0], &r, sizeof r);
            close(fds[w][0]);
            int st = 0;
            waitpid(pids[w], &st, 0);
            if (rd != (ssize_t)sizeof r || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
                all.error = 1;
                continue;
            }
            all.total += r.total;
            all.fails += r.fails;
            all.error |= r.error;
            if (r.worst_from > all.worst_from) all.worst_from = r.worst_from;
            if (r.maxper > all.maxper) all.maxper = r.maxper;
        }
    }
    if (all.error) return cli_fail("conjecture sweep failed");
    if (opts->json)
        printf("{\"conjecture\":\"3.1.1\",\"max_k\":%zu,\"sets\":%llu,\"counterexamples\":%llu,"
               "\"largest_N\":%llu,\"largest_period\":%llu}\n",
               maxk, all.total, all.fails, all.worst_from, all.maxper);
    else
        printf("Conjecture 3.1.1, max S <= %zu: %llu sets, %llu counterexamples; largest N %llu, "
               "largest period %llu\n",
               maxk, all.total, all.fails, all.worst_from, all.maxper);
    return all.fails ? CLI_FAIL : CLI_OK;
}

int cli_scoctal_run(int argc, char **argv, const cli_options *opts) {
    cgt_error_clear();
    if (strcmp(argv[1], "octal") == 0) return run_octal(argc, argv, opts);
    if (strcmp(argv[1], "table") == 0) return run_table(argc, argv, opts);
    return run_conjecture(argc, argv, opts);
}
