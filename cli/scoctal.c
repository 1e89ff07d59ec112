/* scoctal.c - `cgt scoring octal|table|conjecture`: G_s sequences, positions of several
 * heaps, two-heap tables, conjecture sweeps in worker processes (stored by scoctal_store.c). */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
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

static bool write_all(int fd, const void *buf, size_t n) {
    const char *p = buf;
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w <= 0) return false;
        p += w;
        n -= (size_t)w;
    }
    return true;
}

static bool read_all(int fd, void *buf, size_t n) {
    char *p = buf;
    while (n) {
        ssize_t r = read(fd, p, n);
        if (r <= 0) return false;
        p += r;
        n -= (size_t)r;
    }
    return true;
}

/* A record of status WIRE_DONE ends an MPI rank's stream (a pipe ends by closing). */
#define WIRE_DONE (-2)

/* Where a worker's records go: the pipe fd to its parent, or rank 0 by MPI
 * (fd < 0), where a chunk's records travel as one message, sent at the
 * chunk's end mark (status 0) or at an error or the end of the stream. */
static bool send_rec(int fd, const scoctal_case *r) {
    static char *out;
    static size_t len, cap;
    char buf[SCOCTAL_CASE_WIRE_MAX];
    size_t n = scoctal_case_encode(buf, r);
    if (fd >= 0) return write_all(fd, buf, n);
    if (len + n > cap) {
        cap = 2 * (len + n) + 4096;
        out = cgt_realloc(out, cap);
    }
    memcpy(out + len, buf, n);
    len += n;
    if (r->status > 0 && len < ((size_t)1 << 20)) return true;
    bool ok = cli_mpi_send(0, CLI_MPI_REC, out, len);
    len = 0;
    if (r->status == WIRE_DONE) {
        cgt_free(out);
        out = NULL;
        cap = 0;
    }
    return ok;
}

static bool recv_rec(int fd, scoctal_case *r) {
    char buf[SCOCTAL_CASE_WIRE_MAX];
    if (!read_all(fd, buf, SCOCTAL_CASE_WIRE_HEAD)) return false;
    size_t n = scoctal_case_wire_size(buf);
    return n && read_all(fd, buf + SCOCTAL_CASE_WIRE_HEAD, n - SCOCTAL_CASE_WIRE_HEAD) &&
           scoctal_case_decode(buf, n, r) == n;
}

/* A worker: the chunks c = w (mod jobs) not yet done, one record per case and
 * an end marker per chunk, through fd (or to rank 0 by MPI when fd < 0; such
 * a worker stops between chunks when rank 0 says so). */
static int worker(const scoctal_sweep *d, unsigned w, unsigned jobs, const unsigned char *done,
                  int fd) {
    for (uint64_t c = w; c < d->nchunks; c += jobs) {
        if (done[c]) continue;
        int from;
        if (fd < 0 && cli_mpi_probe(CLI_MPI_STOP, &from) >= 0) return 0;
        uint64_t hi = (c + 1) * d->chunk_size;
        if (hi > d->ncases) hi = d->ncases;
        for (uint64_t idx = c * d->chunk_size; idx < hi; idx++) {
            scoctal_case r;
            int st = scoctal_sweep_case(d, idx, &r);
            if (st < 0) {
                r.status = -1;
                snprintf(r.msg, sizeof r.msg, "%s", cgt_error_message());
                send_rec(fd, &r);
                return 1;
            }
            if (st > 0 && !send_rec(fd, &r)) return 1;
        }
        scoctal_case end;
        memset(&end, 0, sizeof end);
        end.chunk = (uint32_t)c;
        if (!send_rec(fd, &end)) return 1;
    }
    return 0;
}

static volatile sig_atomic_t sweep_signal;
static void on_signal(int sig) {
    sweep_signal = sig;
}

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

/* Runs the sweep in `jobs` worker processes; the parent alone writes the
 * store, one transaction per few chunks. */
/* A rank other than 0 of an MPI sweep: one worker, whose number and the
 * chunks already done come from rank 0; says CLI_MPI_DONE when it ends. */
static int remote_sweep(const scoctal_sweep *d) {
    uint32_t plan[2]; /* worker number of rank 1 (0 = rank 0 failed), workers in all */
    cli_mpi_bcast(plan, sizeof plan);
    if (plan[1] == 0) return CLI_FAIL;
    unsigned char *done = cgt_calloc(d->nchunks + 1, 1);
    cli_mpi_bcast(done, d->nchunks);
    int rc = worker(d, plan[0] + (unsigned)cli_mpi_rank() - 1, plan[1], done, -1);
    cgt_free(done);
    /* the end, after every record on the same tag, so it cannot overtake them */
    scoctal_case end;
    memset(&end, 0, sizeof end);
    end.status = WIRE_DONE;
    send_rec(-1, &end);
    return rc ? CLI_FAIL : CLI_OK;
}

/* Rank 0 tells the other ranks to stop and waits until each has ended. */
static void stop_remote(unsigned remote_active) {
    int from;
    scoctal_case r;
    for (int k = 1; k < cli_mpi_size(); k++) cli_mpi_send(k, CLI_MPI_STOP, "", 1);
    while (remote_active) {
        long n = cli_mpi_probe(CLI_MPI_REC, &from);
        if (n < 0) {
            usleep(1000);
            continue;
        }
        char *buf = cgt_malloc((size_t)n + 1);
        if (!cli_mpi_recv(from, CLI_MPI_REC, buf, (size_t)n)) {
            cgt_free(buf);
            break;
        }
        for (size_t off = 0, k; off < (size_t)n; off += k)
            if (!(k = scoctal_case_decode(buf + off, (size_t)n - off, &r)) ||
                (r.status == WIRE_DONE && remote_active--))
                break;
        cgt_free(buf);
    }
}

static int run_sweep(scoctal_sweep *d, unsigned jobs, const char *dbpath, uint64_t max_cases,
                     const cli_options *opts) {
    if (cli_mpi_rank() > 0) return remote_sweep(d);
    unsigned remote = (unsigned)cli_mpi_size() - 1;
    uint32_t plan[2] = {0, 0};
    unsigned char *done = cgt_calloc(d->nchunks + 1, 1);
    scoctal_totals t;
    memset(&t, 0, sizeof t);
    sc_store *db = NULL;
    if (dbpath) {
        db = sc_store_open(dbpath);
        char key[32];
        snprintf(key, sizeof key, "%s%s", d->name, d->per_row ? " per-row" : "");
        if (!db ||
            sc_store_load(db, key, d->maxk, d->points.text, d->chunk_size, d->nchunks, done, &t)) {
            sc_store_close(db);
            cgt_free(done);
            scoctal_totals_clear(&t);
            cli_mpi_bcast(plan, sizeof plan); /* tells the other ranks to give up */
            return CLI_FAIL;
        }
    }
    uint64_t todo = 0;
    for (uint64_t c = 0; c < d->nchunks; c++) todo += !done[c];
    if (todo < jobs) jobs = todo ? (unsigned)todo : 1;
    if (jobs + remote > 64) jobs = remote < 64 ? 64 - remote : 1;
    /* workers 0..jobs-1 are this rank's processes, jobs.. the other ranks */
    plan[0] = jobs;
    plan[1] = jobs + remote;
    cli_mpi_bcast(plan, sizeof plan);
    cli_mpi_bcast(done, d->nchunks);
    unsigned all = jobs + remote, remote_active = remote;
    bool progress = opts->progress || isatty(2);
    int fds[64];
    pid_t pids[64];
    unsigned active = 0, started = 0;
    bool failed = false, stopped = false;
    const char *why = NULL;
    if (todo) {
        fflush(stdout);
        fflush(stderr);
        for (unsigned w = 0; w < jobs; w++) {
            int p[2];
            if (pipe(p) != 0 || (pids[w] = fork()) < 0) {
                cli_error("cannot start worker %u", w + 1);
                failed = true;
                break;
            }
            if (pids[w] == 0) {
                close(p[0]);
                for (unsigned v = 0; v < w; v++) close(fds[v]);
                _exit(worker(d, w, all, done, p[1]));
            }
            close(p[1]);
            fds[w] = p[0];
            active++;
            started++;
        }
    }
    struct sigaction sa, old_int, old_term;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    sweep_signal = 0;
    scoctal_case *pend[64];
    size_t npend[64], cap[64];
    if (started < jobs) { /* a fork failed: the other ranks' work cannot be merged */
        stop_remote(remote_active);
        remote_active = 0;
    }
    jobs = started;
    for (unsigned w = 0; w < all; w++) {
        pend[w] = NULL;
        npend[w] = cap[w] = 0;
    }
    double t0 = cli_now_ms(), last_commit = t0, last_progress = t0;
    uint64_t new_cases = 0, chunks_done = d->nchunks - todo, uncommitted = 0;
    bool open_fd[64];
    for (unsigned w = 0; w < jobs; w++) open_fd[w] = !failed;
    char *msg = NULL; /* an MPI message from rank msg_from, read up to msg_off */
    size_t msg_len = 0, msg_off = 0, msg_cap = 0;
    int msg_from = 0;
    bool mpi_busy = false;
    while ((active || remote_active) && !failed && !stopped) {
        struct pollfd pf[64];
        unsigned map[64], np = 0;
        for (unsigned w = 0; w < jobs; w++)
            if (open_fd[w]) {
                pf[np].fd = fds[w];
                pf[np].events = POLLIN;
                map[np++] = w;
            }
        /* with other ranks at work, wait at most 1 ms (none while messages flow) */
        int pr = poll(pf, np, remote_active ? (mpi_busy ? 0 : 1) : 200);
        mpi_busy = false;
        if (pr < 0 && errno != EINTR) {
            cli_error("poll failed");
            failed = true;
            break;
        }
        /* the local workers' pipes, then the other ranks' messages */
        for (unsigned i = 0; (i < np || remote_active) && !failed && !stopped; i++) {
            unsigned w;
            scoctal_case r;
            if (i < np) {
                if (pr <= 0 || !(pf[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
                w = map[i];
                if (!recv_rec(fds[w], &r)) {
                    open_fd[w] = false;
                    active--;
                    continue;
                }
            } else {
                /* the next record of the message being read, or a new message */
                if (msg_off == msg_len) {
                    long n = cli_mpi_probe(CLI_MPI_REC, &msg_from);
                    if (n < 0) break;
                    mpi_busy = true;
                    if ((size_t)n > msg_cap) msg = cgt_realloc(msg, msg_cap = (size_t)n);
                    msg_off = 0;
                    msg_len = (size_t)n;
                    if (!cli_mpi_recv(msg_from, CLI_MPI_REC, msg, msg_len) || msg_from < 1 ||
                        msg_from > (int)remote) {
                        cli_error("a malformed message from rank %d", msg_from);
                        failed = true;
                        break;
                    }
                }
                size_t k = scoctal_case_decode(msg + msg_off, msg_len - msg_off, &r);
                if (!k) {
                    cli_error("a malformed message from rank %d", msg_from);
                    failed = true;
                    break;
                }
                msg_off += k;
                w = jobs + (unsigned)msg_from - 1;
                if (r.status == WIRE_DONE) {
                    remote_active--;
                    continue;
                }
            }
            if (r.status < 0) {
                cli_error("%s", r.msg);
                failed = true;
                break;
            }
            if (r.status > 0) {
                if (npend[w] == cap[w]) {
                    cap[w] = cap[w] ? 2 * cap[w] : 256;
                    pend[w] = cgt_realloc(pend[w], cap[w] * sizeof *pend[w]);
                }
                pend[w][npend[w]++] = r;
                if (r.status == SCOCTAL_FAILS && progress)
                    fprintf(stderr, "counterexample: %s\n", r.msg);
                continue;
            }
            /* end of a chunk: it and its cases go into the store together */
            if (db && sc_store_chunk(db, r.chunk, pend[w], npend[w])) {
                failed = true;
                break;
            }
            for (size_t j = 0; j < npend[w]; j++) scoctal_totals_add(&t, &pend[w][j]);
            new_cases += npend[w];
            npend[w] = 0;
            chunks_done++;
            uncommitted++;
            if (max_cases && new_cases >= max_cases) {
                stopped = true;
                why = "--max-cases";
            }
        }
        double now = cli_now_ms();
        if (db && uncommitted &&
            (now - last_commit > 1000 || stopped || (!active && !remote_active))) {
            if (sc_store_commit(db)) failed = true;
            uncommitted = 0;
            last_commit = now;
        }
        if (opts->timeout > 0 && now - t0 > opts->timeout * 1000 && (active || remote_active)) {
            stopped = true;
            why = "--timeout";
        }
        if (sweep_signal && (active || remote_active)) {
            stopped = true;
            why = sweep_signal == SIGINT ? "an interrupt" : "a termination signal";
        }
        if (progress && now - last_progress > 1000) {
            fprintf(stderr, "%s: %llu of %llu chunks, %llu cases, %llu counterexamples\n", d->name,
                    (unsigned long long)chunks_done, (unsigned long long)d->nchunks,
                    (unsigned long long)t.cases, (unsigned long long)t.fails);
            last_progress = now;
        }
    }
    cgt_free(msg);
    if (remote_active) stop_remote(remote_active);
    for (unsigned w = jobs; w < all; w++) cgt_free(pend[w]);
    for (unsigned w = 0; w < jobs; w++) {
        if (open_fd[w] && (stopped || failed)) kill(pids[w], SIGTERM);
        close(fds[w]);
        int st = 0;
        waitpid(pids[w], &st, 0);
        if (!stopped && !failed && (!WIFEXITED(st) || WEXITSTATUS(st) != 0)) {
            cli_error("worker %u died (%s %d); finished chunks are kept, run again to resume",
                      w + 1, WIFSIGNALED(st) ? "signal" : "exit status",
                      WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
            failed = true;
        }
        cgt_free(pend[w]);
    }
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    if (db && uncommitted && sc_store_commit(db)) failed = true;
    sc_store_close(db);
    cgt_free(done);
    bool complete = !failed && chunks_done == d->nchunks;
    int rc = CLI_OK;
    if (failed)
        rc = CLI_FAIL;
    else {
        print_totals(d, &t, complete, t.cases, opts);
        if (!complete) {
            cli_error("sweep stopped by %s after %llu new cases (%llu of %llu chunks done)%s",
                      why ? why : "an error", (unsigned long long)new_cases,
                      (unsigned long long)chunks_done, (unsigned long long)d->nchunks,
                      db ? "; run the same command to resume" : "; use --db FILE to resume");
            rc = CLI_FAIL;
        } else if (t.fails)
            rc = CLI_FAIL;
    }
    scoctal_totals_clear(&t);
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
