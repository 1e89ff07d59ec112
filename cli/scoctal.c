/* scoctal.c - `cgt scoring octal|table|conjecture`: G_s sequences, positions of several
 * heaps, two-heap tables, conjecture sweeps in worker processes (stored by scoctal_store.c). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/scoctal.h"
#include "cgt/util.h"
#include "cli.h"
#include "mpi.h"
#include "scoctal_store.h"

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

/* `scoring octal GAME... --position H,R:H,... [--op OP]`: one position of
 * several heaps, heap H of the first GAME or R:H of the R-th. */
static int run_position(const char *const *specs, size_t nspecs, const char *list,
                        const char *opname, const cli_options *opts) {
    scoctal_op op;
    if (scoctal_op_parse(&op, opname))
        return cli_usage_error("scoring", "unknown operator '%s' (+, conj, sel, seq)",
                               cli_excerpt(opname));
    scoctal_game games[16];
    const scoctal_game *gp[16];
    size_t ng = 0, nh = 0, cap = 0, *heaps = NULL, *rule = NULL;
    int64_t den = 1;
    int rc = 0;
    for (; ng < nspecs && !rc; ng++) {
        if ((rc = scoctal_parse(&games[ng], specs[ng]))) break;
        gp[ng] = &games[ng];
        int64_t d = scoctal_den(&games[ng], NULL), l;
        if (!d || __builtin_mul_overflow(den / cgt_gcd_i64(den, d), d, &l) ||
            l > ((int64_t)1 << 40))
            rc = cgt_error(CGT_ERANGE, "point denominators too large");
        else
            den = l;
    }
    const char *q = list;
    while (!rc) {
        size_t len = strcspn(q, ",");
        char tok[64];
        if (len == 0 || len >= sizeof tok) {
            rc = cgt_error(CGT_EPARSE, "--position: heap %zu at column %d is empty or too long",
                           nh + 1, (int)(q - list) + 1);
            break;
        }
        memcpy(tok, q, len);
        tok[len] = 0;
        size_t r = 1, h = 0;
        char *colon = strchr(tok, ':'), *hs = tok;
        if (colon) {
            *colon = 0;
            hs = colon + 1;
            if ((rc = parse_size(tok, &r))) break;
            if (r < 1 || r > nspecs) {
                rc = cgt_error(CGT_EVALUE, "--position: heap %zu names game %zu of %zu", nh + 1, r,
                               nspecs);
                break;
            }
        }
        if ((rc = parse_size(hs, &h))) break;
        if (nh == cap) {
            cap = cap ? 2 * cap : 8;
            heaps = cgt_realloc(heaps, cap * sizeof *heaps);
            rule = cgt_realloc(rule, cap * sizeof *rule);
        }
        heaps[nh] = h;
        rule[nh++] = r - 1;
        q += len;
        if (!*q) break;
        q++;
    }
    int64_t v = 0;
    if (!rc) rc = scoctal_position(&v, gp, ng, rule, heaps, nh, den, op);
    if (!rc) {
        char b[48];
        scoctal_value_str(b, sizeof b, v, den);
        if (opts->json) {
            printf("{\"games\":[");
            for (size_t i = 0; i < ng; i++) {
                char *c = scoctal_str(&games[i]);
                printf("%s\"%s\"", i ? "," : "", c);
                cgt_free(c);
            }
            printf("],\"op\":\"%s\",\"heaps\":[", opname);
            for (size_t i = 0; i < nh; i++) printf("%s%zu", i ? "," : "", heaps[i]);
            printf("],\"games_of_heaps\":[");
            for (size_t i = 0; i < nh; i++) printf("%s%zu", i ? "," : "", rule[i] + 1);
            printf("],\"G_s\":\"%s\"}\n", b);
        } else {
            for (size_t i = 0; i < ng; i++) {
                char *c = scoctal_str(&games[i]);
                printf("game %zu: %s\n", i + 1, c);
                cgt_free(c);
            }
            printf("G_s(");
            for (size_t i = 0; i < nh; i++) {
                if (i) printf(" %s ", opname);
                if (ng > 1)
                    printf("%zu:%zu", rule[i] + 1, heaps[i]);
                else
                    printf("%zu", heaps[i]);
            }
            printf(") = %s\n", b);
        }
    }
    for (size_t i = 0; i < ng; i++) scoctal_clear(&games[i]);
    cgt_free(heaps);
    cgt_free(rule);
    return rc ? cli_fail(NULL) : CLI_OK;
}

static int run_octal(int argc, char **argv, const cli_options *opts) {
    const char *spec = NULL, *specs[16], *position = NULL, *opname = "+";
    size_t upto = 30, nspecs = 0;
    bool csv = false;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--upto") == 0 && i + 1 < argc) {
            if (parse_size(argv[++i], &upto)) return cli_fail(NULL);
        } else if (strcmp(argv[i], "--csv") == 0)
            csv = true;
        else if (strcmp(argv[i], "--position") == 0 && i + 1 < argc)
            position = argv[++i];
        else if (strcmp(argv[i], "--op") == 0 && i + 1 < argc)
            opname = argv[++i];
        else if (nspecs < 16 && strncmp(argv[i], "--", 2) != 0)
            specs[nspecs++] = argv[i];
        else
            return cli_usage_error("scoring", "unknown octal argument '%s'", cli_excerpt(argv[i]));
    }
    if (!nspecs) return cli_usage_error("scoring", "scoring octal needs a GAME");
    if (position) return run_position(specs, nspecs, position, opname, opts);
    if (nspecs > 1)
        return cli_usage_error("scoring", "several GAMEs need --position (one GAME otherwise)");
    spec = specs[0];
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
    if (scoctal_op_parse(&op, pos[1]))
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

/* ---- conjecture sweeps -------------------------------------------------------------- */

static void print_totals(const scoctal_sweep *d, scoctal_totals *t, bool complete,
                         uint64_t done_cases, const cli_options *opts) {
    /* witnesses in case order, whatever order the workers finished in */
    scoctal_totals_sort(t);
    const char *what = d->pair ? "pairs" : "sets";
    if (opts->json) {
        printf(
            "{\"conjecture\":\"%s\",\"per_row\":%s,\"max_k\":%zu,\"points\":\"%s\",\"complete\":%s,"
            "\"%s\":%llu,\"holds\":%llu,\"counterexamples\":%llu,\"undecided\":%llu,"
            "\"largest_%s\":%llu,\"largest_period\":%llu,\"witnesses\":[",
            d->name, d->per_row ? "true" : "false", d->maxk, d->points.text,
            complete ? "true" : "false", what, (unsigned long long)done_cases,
            (unsigned long long)t->holds, (unsigned long long)t->fails,
            (unsigned long long)t->undecided, d->pair ? "preperiod" : "N",
            (unsigned long long)t->max_n, (unsigned long long)t->max_period);
        for (size_t i = 0; i < t->nwit; i++) {
            if (i) putchar(',');
            const char *w = t->wit[i];
            json_write_string(stdout, w, strlen(w));
        }
        printf("]}\n");
    } else if (complete) {
        for (size_t i = 0; i < t->nwit; i++) printf("counterexample: %s\n", t->wit[i]);
        if (!d->pair)
            printf("Conjecture 3.1.1, max S <= %zu: %llu sets, %llu counterexamples; largest N "
                   "%llu, largest period %llu\n",
                   d->maxk, (unsigned long long)t->cases, (unsigned long long)t->fails,
                   (unsigned long long)t->max_n, (unsigned long long)t->max_period);
        else
            printf("Conjecture %s%s, taking-no-breaking games with <= %zu digits, points = %s, "
                   "all m: %llu pairs, %llu hold, %llu counterexamples, %llu undecided; largest "
                   "preperiod %llu, largest period %llu\n",
                   d->name, d->per_row ? " (per row)" : "", d->maxk, d->points.text,
                   (unsigned long long)t->cases, (unsigned long long)t->holds,
                   (unsigned long long)t->fails, (unsigned long long)t->undecided,
                   (unsigned long long)t->max_n, (unsigned long long)t->max_period);
    }
}

/* What the collector of a conjecture sweep keeps: the store and the totals. */
typedef struct conj_run {
    const scoctal_sweep *d;
    sc_store *db;
    scoctal_totals t;
    uint64_t new_cases, max_cases;
    bool progress, reported; /* reported: an error is printed already */
    scoctal_case *recs;
    size_t cap;
} conj_run;

static int conj_chunk(void *arg, uint64_t chunk, sweep_out *out) {
    return scoctal_sweep_chunk(((conj_run *)arg)->d, chunk, out);
}

/* A finished chunk: it and its cases go into the store together. */
static int conj_merge(void *arg, uint64_t chunk, const char *data, size_t len) {
    conj_run *x = arg;
    size_t n = 0;
    for (size_t off = 0, k; off < len; off += k) {
        if (n == x->cap)
            x->recs = cgt_realloc(x->recs, (x->cap = 2 * x->cap + 64) * sizeof *x->recs);
        if (!(k = scoctal_case_decode(data + off, len - off, &x->recs[n])) ||
            x->recs[n].chunk != chunk || x->recs[n].status <= 0 ||
            x->recs[n].status > SCOCTAL_UNDECIDED) {
            cli_error("a malformed result of chunk %llu", (unsigned long long)chunk);
            x->reported = true;
            return -1;
        }
        if (x->recs[n].status == SCOCTAL_FAILS && x->progress)
            fprintf(stderr, "counterexample: %s\n", x->recs[n].msg);
        n++;
    }
    if (x->db && sc_store_chunk(x->db, (uint32_t)chunk, x->recs, n)) {
        x->reported = true;
        return -1;
    }
    for (size_t j = 0; j < n; j++) scoctal_totals_add(&x->t, &x->recs[j]);
    x->new_cases += n;
    return x->max_cases && x->new_cases >= x->max_cases;
}

static int conj_commit(void *arg) {
    conj_run *x = arg;
    if (x->db && sc_store_commit(x->db)) {
        x->reported = true;
        return -1;
    }
    return 0;
}

static void conj_progress(void *arg, uint64_t done, uint64_t nchunks) {
    conj_run *x = arg;
    if (x->progress)
        fprintf(stderr, "%s: %llu of %llu chunks, %llu cases, %llu counterexamples\n", x->d->name,
                (unsigned long long)done, (unsigned long long)nchunks,
                (unsigned long long)x->t.cases, (unsigned long long)x->t.fails);
}

/* The reason a sweep stopped early, for "stopped by ...". */
static const char *stop_reason(const sweep_result *res) {
    switch (res->stop) {
    case SWEEP_STOP_MERGE: return "--max-cases";
    case SWEEP_STOP_TIMEOUT: return "--timeout";
    case SWEEP_STOP_SIGNAL:
        return res->signal_number == SIGINT ? "an interrupt" : "a termination signal";
    case SWEEP_STOP_LIMIT: return "a limit";
    default: return "an error";
    }
}

/* Runs the sweep (cgt/sweep.h: worker processes, and the other ranks under mpirun);
 * this process alone writes the store, one transaction per few chunks. */
static int run_sweep(scoctal_sweep *d, unsigned jobs, const char *dbpath, uint64_t max_cases,
                     const cli_options *opts) {
    const sweep_comm *comm = cli_mpi_comm();
    conj_run x;
    memset(&x, 0, sizeof x);
    x.d = d;
    x.max_cases = max_cases;
    x.progress = opts->progress || isatty(2);
    sweep_spec spec = {d->nchunks,
                       jobs,
                       &x,
                       conj_chunk,
                       conj_merge,
                       conj_commit,
                       conj_progress,
                       opts->timeout > 0 ? opts->timeout * 1000.0 : 0,
                       true};
    sweep_result res;
    unsigned char *done = NULL;
    if (cli_mpi_rank() == 0 && dbpath) {
        done = cgt_calloc(d->nchunks + 1, 1);
        x.db = sc_store_open(dbpath);
        char key[32];
        snprintf(key, sizeof key, "%s%s", d->name, d->per_row ? " per-row" : "");
        if (!x.db || sc_store_load(x.db, key, d->maxk, d->points.text, d->chunk_size, d->nchunks,
                                   done, &x.t)) {
            sc_store_close(x.db);
            cgt_free(done);
            scoctal_totals_clear(&x.t);
            sweep_cancel(comm); /* tells the other ranks to give up */
            return CLI_FAIL;
        }
    }
    int rc = sweep_run(&res, &spec, done, comm);
    sc_store_close(x.db);
    cgt_free(done);
    cgt_free(x.recs);
    if (cli_mpi_rank() > 0) {
        scoctal_totals_clear(&x.t);
        return rc ? CLI_FAIL : CLI_OK;
    }
    if (rc < 0 && !x.reported) cli_error("%s", cgt_error_message());
    bool complete = rc == 0 && res.chunks_done == d->nchunks;
    if (rc < 0)
        rc = CLI_FAIL;
    else {
        print_totals(d, &x.t, complete, x.t.cases, opts);
        rc = CLI_OK;
        if (!complete) {
            cli_error("sweep stopped by %s after %llu new cases (%llu of %llu chunks done)%s",
                      stop_reason(&res), (unsigned long long)x.new_cases,
                      (unsigned long long)res.chunks_done, (unsigned long long)d->nchunks,
                      dbpath ? "; run the same command to resume" : "; use --db FILE to resume");
            rc = CLI_FAIL;
        } else if (x.t.fails)
            rc = CLI_FAIL;
    }
    scoctal_totals_clear(&x.t);
    return rc;
}

static int run_conjecture(int argc, char **argv, const cli_options *opts) {
    size_t maxk = 0, jobs = 2;
    uint64_t max_cases = 0;
    const char *name = NULL, *dbpath = NULL, *points = "beans";
    bool per_row = false;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--max-k") == 0 && i + 1 < argc) {
            if (parse_size(argv[++i], &maxk)) return cli_fail(NULL);
        } else if (strcmp(argv[i], "--jobs") == 0 && i + 1 < argc) {
            if (parse_size(argv[++i], &jobs)) return cli_fail(NULL);
        } else if (strcmp(argv[i], "--max-cases") == 0 && i + 1 < argc) {
            size_t v;
            if (parse_size(argv[++i], &v)) return cli_fail(NULL);
            max_cases = v;
        } else if (strcmp(argv[i], "--db") == 0 && i + 1 < argc)
            dbpath = argv[++i];
        else if (strcmp(argv[i], "--points") == 0 && i + 1 < argc)
            points = argv[++i];
        else if (strcmp(argv[i], "--per-row") == 0)
            per_row = true;
        else if (!name && strncmp(argv[i], "--", 2) != 0)
            name = argv[i];
        else
            return cli_usage_error("scoring", "unknown conjecture argument '%s'",
                                   cli_excerpt(argv[i]));
    }
    if (jobs < 1 || jobs > 64) return cli_usage_error("scoring", "--jobs J needs 1 <= J <= 64");
    scoctal_sweep d;
    int rc = scoctal_sweep_init(&d, name, maxk, points, per_row);
    if (rc == CGT_EUSAGE) {
        rc = cli_usage_error("scoring", "%s", cgt_error_message());
        scoctal_sweep_clear(&d);
        return rc;
    }
    if (rc) {
        scoctal_sweep_clear(&d);
        return cli_fail(NULL);
    }
    rc = run_sweep(&d, (unsigned)jobs, dbpath, max_cases, opts);
    scoctal_sweep_clear(&d);
    return rc;
}
int cli_scoctal_run(int argc, char **argv, const cli_options *opts) {
    cgt_error_clear();
    if (strcmp(argv[1], "octal") == 0) return run_octal(argc, argv, opts);
    if (strcmp(argv[1], "table") == 0) return run_table(argc, argv, opts);
    return run_conjecture(argc, argv, opts);
}
