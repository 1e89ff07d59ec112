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

static int parse_op(const char *s, scoctal_op *op);

/* `scoring octal GAME... --position H,R:H,... [--op OP]`: one position of
 * several heaps, heap H of the first GAME or R:H of the R-th. */
static int run_position(const char *const *specs, size_t nspecs, const char *list,
                        const char *opname, const cli_options *opts) {
    scoctal_op op;
    if (parse_op(opname, &op))
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

/* ---- conjecture sweeps -------------------------------------------------------------- */

/* The points of the games a pair sweep builds: p_i for a nonzero digit t_i
 * (a zero digit gets 0; it has no move). */
typedef struct points_rule {
    int kind;       /* 0 beans (p_i = i), 1 constant, 2 list */
    char text[256]; /* canonical text: "beans", "const:C", "list:P1;P2;..." */
    char value[64]; /* the constant */
    char list[64][24];
    size_t nlist;
} points_rule;

static int parse_points(points_rule *pr, const char *s) {
    memset(pr, 0, sizeof *pr);
    if (strcmp(s, "beans") == 0) {
        strcpy(pr->text, "beans");
        return 0;
    }
    bool cst = strncmp(s, "const:", 6) == 0, lst = strncmp(s, "list:", 5) == 0;
    if (!cst && !lst)
        return cgt_error(CGT_EPARSE, "--points '%s': expected beans, const:C or list:P1;P2;...",
                         cli_excerpt(s));
    const char *q = s + (cst ? 6 : 5);
    while (*q) {
        size_t len = strcspn(q, ";,");
        if (len == 0 || len >= sizeof pr->list[0])
            return cgt_error(CGT_EPARSE, "--points '%s': bad value at column %d", cli_excerpt(s),
                             (int)(q - s) + 1);
        if (pr->nlist == 64) return cgt_error(CGT_ERANGE, "--points: more than 64 values");
        memcpy(pr->list[pr->nlist], q, len);
        pr->list[pr->nlist++][len] = 0;
        q += len;
        if (*q) q++;
    }
    if (pr->nlist == 0) return cgt_error(CGT_EPARSE, "--points '%s': no value", cli_excerpt(s));
    if (cst && pr->nlist != 1)
        return cgt_error(CGT_EPARSE, "--points '%s': const takes one value", cli_excerpt(s));
    /* check each value with the ruleset parser: (3,value;0) */
    for (size_t i = 0; i < pr->nlist; i++) {
        char spec[64];
        snprintf(spec, sizeof spec, "(33,%s;0)", pr->list[i]);
        scoctal_game g;
        if (scoctal_parse(&g, spec))
            return cgt_error(CGT_EPARSE, "--points: value %zu '%s' is not a rational a or a/b",
                             i + 1, pr->list[i]);
        scoctal_clear(&g);
    }
    pr->kind = cst ? 1 : 2;
    char *w = pr->text + sprintf(pr->text, "%s", cst ? "const:" : "list:");
    for (size_t i = 0; i < pr->nlist; i++) w += sprintf(w, "%s%s", i ? ";" : "", pr->list[i]);
    return 0;
}

/* The taking-no-breaking game with digit string code[0..len) and the points of pr. */
static int make_game(scoctal_game *g, const uint8_t *code, size_t len, const points_rule *pr) {
    char spec[2048], *q = spec;
    *q++ = '(';
    for (size_t i = 0; i < len; i++) *q++ = (char)('0' + code[i]);
    *q++ = ',';
    for (size_t i = 0; i < len; i++) {
        const char *v = !code[i]        ? "0"
                        : pr->kind == 1 ? pr->list[0]
                        : pr->kind == 2 ? pr->list[i]
                                        : NULL;
        if (v)
            q += sprintf(q, "%s%s", i ? ";" : "", v);
        else
            q += sprintf(q, "%s%zu", i ? ";" : "", i + 1);
    }
    strcpy(q, ")");
    return scoctal_parse(g, spec);
}

/* Limits of the all-rows period proof per pair. */
#define PAIR_MAX_ROWS 256
#define PAIR_MAX_LEN 4096

typedef struct sweep_def {
    const char *name;
    bool pair; /* false: 3.1.1 over subtraction sets */
    size_t maxk;
    points_rule points;
    scoctal_op op1, op2; /* 3.1.2/4.2.2: op1 only; 4.2.3/4.3.1: op2 against + */
    bool twok;           /* 3.1.2, 4.2.2: the period divides 2k */
    bool uniform;        /* 3.1.3: a period valid for all m exists */
    bool per_row;        /* 4.2.3, 4.3.1: compare each row's least periods */
    size_t ngames;
    uint8_t (*codes)[8];
    size_t *lens;
    uint64_t ncases, chunk_size, nchunks; /* case numbers 0..ncases-1 */
} sweep_def;

static const char *op_name(scoctal_op op) {
    return op == SCOCTAL_SUM    ? "+"
           : op == SCOCTAL_CONJ ? "conj"
           : op == SCOCTAL_SEL  ? "sel"
                                : "seq";
}

/* 3.1.1: case idx = 2^(k-1) - 1 + mask, S = {s < k : bit s-1 of mask} + {k}. */
static int check_311(const sweep_def *d, uint64_t idx, sc_rec *r) {
    unsigned k = 1;
    while (((uint64_t)1 << k) - 1 <= idx) k++;
    uint64_t mask = idx - (((uint64_t)1 << (k - 1)) - 1);
    unsigned set[32];
    size_t n = 0;
    for (unsigned s = 1; s < k; s++)
        if (mask >> (s - 1) & 1) set[n++] = s;
    set[n++] = k;
    int len = snprintf(r->game, sizeof r->game, "sub:");
    for (size_t j = 0; j < n; j++)
        len += snprintf(r->game + len, sizeof r->game - (size_t)len, "%s%u", j ? "," : "", set[j]);
    size_t from = 0, per = 0;
    int rc = scoctal_conj311(set, n, &from, &per);
    if (rc < 0) return rc;
    r->n = from;
    r->period = per;
    if (rc == 1) return SC_HOLDS;
    snprintf(r->msg, sizeof r->msg, "S = %s, G_s(n+%u) != %u - G_s(n) at n = %zu (period %zu)",
             r->game, k, k, from, per);
    (void)d;
    return SC_FAILS;
}

/* Pair conjectures: case idx = a * ngames + b, n in game a, m in game b. */
static int check_pair(const sweep_def *d, uint64_t idx, sc_rec *r) {
    size_t a = (size_t)(idx / d->ngames), b = (size_t)(idx % d->ngames);
    size_t kk = 0; /* largest index with digit 2 or 3 */
    for (size_t i = 0; i < d->lens[a]; i++)
        if (d->codes[a][i] >= 2) kk = i + 1;
    if (d->twok && !kk) return 0; /* 3.1.2, 4.2.2 need some digit 2 or 3 */
    scoctal_game g, h;
    int rc = make_game(&g, d->codes[a], d->lens[a], &d->points);
    if (rc) return rc;
    if ((rc = make_game(&h, d->codes[b], d->lens[b], &d->points))) {
        scoctal_clear(&g);
        return rc;
    }
    char *gs = scoctal_str(&g), *hs = scoctal_str(&h);
    snprintf(r->game, sizeof r->game, "%s", gs);
    snprintf(r->game2, sizeof r->game2, "%s", hs);
    scoctal_rows r1, r2;
    memset(&r2, 0, sizeof r2);
    int st = SC_UNDECIDED;
    rc = scoctal_rows_period(&r1, &g, &h, d->op1, PAIR_MAX_ROWS, PAIR_MAX_LEN);
    if (rc == 1 && d->twok) {
        r->n = r1.pre;
        r->period = r1.period;
        st = SC_HOLDS;
        if ((2 * kk) % r1.period) {
            size_t m = 0;
            while (m < r1.rows && (2 * kk) % r1.rowper[m] == 0) m++;
            st = SC_FAILS;
            snprintf(r->msg, sizeof r->msg,
                     "n in %s %s m in %s: row m = %zu has least period %zu (preperiod %zu), "
                     "which does not divide 2k = %zu",
                     gs, op_name(d->op1), hs, m, r1.rowper[m], r1.rowpre[m], 2 * kk);
        }
    } else if (rc == 1 && d->uniform) {
        r->n = r1.pre;
        r->period = r1.period;
        st = SC_HOLDS;
    } else if (rc == 1) {
        rc = scoctal_rows_period(&r2, &g, &h, d->op2, PAIR_MAX_ROWS, PAIR_MAX_LEN);
        if (rc == 1) {
            r->n = r2.pre;
            r->period = r2.period;
            st = SC_HOLDS;
            size_t lo = r1.mpre > r2.mpre ? r1.mpre : r2.mpre;
            size_t hi = lo + cgt_lcm_size(r1.mperiod, r2.mperiod);
            for (size_t m = 0; m < hi; m++) {
                size_t m1 = scoctal_rows_rep(&r1, m), m2 = scoctal_rows_rep(&r2, m);
                /* uniform reading: the period p of + over all m is one of op2 over all m;
                 * per-row reading: each row's least period under + is one of op2 */
                size_t p1 = d->per_row ? r1.rowper[m1] : r1.period;
                if (p1 % r2.rowper[m2] == 0) continue;
                st = SC_FAILS;
                snprintf(r->msg, sizeof r->msg,
                         "n in %s, m = %zu in %s: period %zu under +%s, least period %zu "
                         "(preperiod %zu) under %s",
                         gs, m, hs, p1, d->per_row ? " (this row)" : " (all m)", r2.rowper[m2],
                         r2.rowpre[m2], op_name(d->op2));
                break;
            }
        }
    }
    scoctal_rows_clear(&r1);
    scoctal_rows_clear(&r2);
    cgt_free(gs);
    cgt_free(hs);
    scoctal_clear(&g);
    scoctal_clear(&h);
    return rc < 0 ? rc : st;
}

static int check_case(const sweep_def *d, uint64_t idx, sc_rec *r) {
    memset(r, 0, sizeof *r);
    r->idx = idx;
    r->chunk = (uint32_t)(idx / d->chunk_size);
    int st = d->pair ? check_pair(d, idx, r) : check_311(d, idx, r);
    if (st > 0) r->status = st;
    return st;
}

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

/* Records travel as a fixed header and then their three strings (most cases
 * have no witness line, so this keeps the pipes light).  A record of status
 * WIRE_DONE ends an MPI rank's stream (a pipe ends by closing). */
#define WIRE_DONE (-2)
typedef struct wire_head {
    uint64_t idx, n, period;
    uint32_t chunk;
    int32_t status;
    uint16_t len[3];
} wire_head;

#define WIRE_MAX                                                                                   \
    (sizeof(wire_head) + sizeof(((sc_rec *)0)->game) + sizeof(((sc_rec *)0)->game2) +              \
     sizeof(((sc_rec *)0)->msg))

/* r in the wire format into buf (WIRE_MAX bytes); returns the length. */
static size_t encode_rec(char *buf, const sc_rec *r) {
    wire_head h;
    memset(&h, 0, sizeof h);
    h.idx = r->idx;
    h.n = r->n;
    h.period = r->period;
    h.chunk = r->chunk;
    h.status = r->status;
    const char *str[3] = {r->game, r->game2, r->msg};
    size_t sz[3] = {sizeof r->game, sizeof r->game2, sizeof r->msg}, off = sizeof h;
    for (int i = 0; i < 3; i++) {
        h.len[i] = (uint16_t)strnlen(str[i], sz[i] - 1);
        memcpy(buf + off, str[i], h.len[i]);
        off += h.len[i];
    }
    memcpy(buf, &h, sizeof h);
    return off;
}

/* The first record in buf[0..n) (an MPI message carries a chunk's records
 * one after another): its length, or 0 if malformed. */
static size_t decode_rec(const char *buf, size_t n, sc_rec *r) {
    wire_head h;
    if (n < sizeof h) return 0;
    memcpy(&h, buf, sizeof h);
    memset(r, 0, sizeof *r);
    r->idx = h.idx;
    r->n = h.n;
    r->period = h.period;
    r->chunk = h.chunk;
    r->status = h.status;
    char *str[3] = {r->game, r->game2, r->msg};
    size_t sz[3] = {sizeof r->game, sizeof r->game2, sizeof r->msg}, off = sizeof h;
    for (int i = 0; i < 3; i++) {
        if (h.len[i] >= sz[i] || off + h.len[i] > n) return 0;
        memcpy(str[i], buf + off, h.len[i]);
        off += h.len[i];
    }
    return off;
}

/* Where a worker's records go: the pipe fd to its parent, or rank 0 by MPI
 * (fd < 0), where a chunk's records travel as one message, sent at the
 * chunk's end mark (status 0) or at an error or the end of the stream. */
static bool send_rec(int fd, const sc_rec *r) {
    static char *out;
    static size_t len, cap;
    char buf[WIRE_MAX];
    size_t n = encode_rec(buf, r);
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

static bool recv_rec(int fd, sc_rec *r) {
    wire_head h;
    if (!read_all(fd, &h, sizeof h)) return false;
    memset(r, 0, sizeof *r);
    r->idx = h.idx;
    r->n = h.n;
    r->period = h.period;
    r->chunk = h.chunk;
    r->status = h.status;
    char *str[3] = {r->game, r->game2, r->msg};
    size_t sz[3] = {sizeof r->game, sizeof r->game2, sizeof r->msg};
    for (int i = 0; i < 3; i++)
        if (h.len[i] >= sz[i] || !read_all(fd, str[i], h.len[i])) return false;
    return true;
}

/* A worker: the chunks c = w (mod jobs) not yet done, one record per case and
 * an end marker per chunk, through fd (or to rank 0 by MPI when fd < 0; such
 * a worker stops between chunks when rank 0 says so). */
static int worker(const sweep_def *d, unsigned w, unsigned jobs, const unsigned char *done,
                  int fd) {
    for (uint64_t c = w; c < d->nchunks; c += jobs) {
        if (done[c]) continue;
        int from;
        if (fd < 0 && cli_mpi_probe(CLI_MPI_STOP, &from) >= 0) return 0;
        uint64_t hi = (c + 1) * d->chunk_size;
        if (hi > d->ncases) hi = d->ncases;
        for (uint64_t idx = c * d->chunk_size; idx < hi; idx++) {
            sc_rec r;
            int st = check_case(d, idx, &r);
            if (st < 0) {
                r.status = -1;
                snprintf(r.msg, sizeof r.msg, "%s", cgt_error_message());
                send_rec(fd, &r);
                return 1;
            }
            if (st > 0 && !send_rec(fd, &r)) return 1;
        }
        sc_rec end;
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

static int cmp_wit(const void *a, const void *b) {
    uint64_t x = **(const uint64_t *const *)a, y = **(const uint64_t *const *)b;
    return (x > y) - (x < y);
}

static void print_totals(const sweep_def *d, sc_totals *t, bool complete, uint64_t done_cases,
                         const cli_options *opts) {
    /* witnesses in case order, whatever order the workers finished in */
    uint64_t **order = cgt_malloc((t->nwit + 1) * sizeof *order);
    for (size_t i = 0; i < t->nwit; i++) order[i] = &t->wit_idx[i];
    qsort(order, t->nwit, sizeof *order, cmp_wit);
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
            const char *w = t->wit[order[i] - t->wit_idx];
            json_write_string(stdout, w, strlen(w));
        }
        printf("]}\n");
    } else if (complete) {
        for (size_t i = 0; i < t->nwit; i++)
            printf("counterexample: %s\n", t->wit[order[i] - t->wit_idx]);
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
    cgt_free(order);
}

/* Runs the sweep in `jobs` worker processes; the parent alone writes the
 * store, one transaction per few chunks. */
/* A rank other than 0 of an MPI sweep: one worker, whose number and the
 * chunks already done come from rank 0; says CLI_MPI_DONE when it ends. */
static int remote_sweep(const sweep_def *d) {
    uint32_t plan[2]; /* worker number of rank 1 (0 = rank 0 failed), workers in all */
    cli_mpi_bcast(plan, sizeof plan);
    if (plan[1] == 0) return CLI_FAIL;
    unsigned char *done = cgt_calloc(d->nchunks + 1, 1);
    cli_mpi_bcast(done, d->nchunks);
    int rc = worker(d, plan[0] + (unsigned)cli_mpi_rank() - 1, plan[1], done, -1);
    cgt_free(done);
    /* the end, after every record on the same tag, so it cannot overtake them */
    sc_rec end;
    memset(&end, 0, sizeof end);
    end.status = WIRE_DONE;
    send_rec(-1, &end);
    return rc ? CLI_FAIL : CLI_OK;
}

/* Rank 0 tells the other ranks to stop and waits until each has ended. */
static void stop_remote(unsigned remote_active) {
    int from;
    sc_rec r;
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
            if (!(k = decode_rec(buf + off, (size_t)n - off, &r)) ||
                (r.status == WIRE_DONE && remote_active--))
                break;
        cgt_free(buf);
    }
}

static int run_sweep(sweep_def *d, unsigned jobs, const char *dbpath, uint64_t max_cases,
                     const cli_options *opts) {
    if (cli_mpi_rank() > 0) return remote_sweep(d);
    unsigned remote = (unsigned)cli_mpi_size() - 1;
    uint32_t plan[2] = {0, 0};
    unsigned char *done = cgt_calloc(d->nchunks + 1, 1);
    sc_totals t;
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
            sc_totals_clear(&t);
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
    sc_rec *pend[64];
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
            sc_rec r;
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
                size_t k = decode_rec(msg + msg_off, msg_len - msg_off, &r);
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
                if (r.status == SC_FAILS && progress)
                    fprintf(stderr, "counterexample: %s\n", r.msg);
                continue;
            }
            /* end of a chunk: it and its cases go into the store together */
            if (db && sc_store_chunk(db, r.chunk, pend[w], npend[w])) {
                failed = true;
                break;
            }
            for (size_t j = 0; j < npend[w]; j++) sc_totals_add(&t, &pend[w][j]);
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
    sc_totals_clear(&t);
    return rc;
}

/* All digit strings of length 1..K over 0..3 with a nonzero last digit. */
static void all_tnb_games(sweep_def *d) {
    size_t cap = 0;
    for (size_t len = 1; len <= d->maxk; len++) {
        size_t total = (size_t)1 << (2 * len);
        for (size_t c = 0; c < total; c++) {
            uint8_t code[8];
            size_t x = c;
            for (size_t i = 0; i < len; i++, x /= 4) code[i] = (uint8_t)(x % 4);
            if (!code[len - 1]) continue;
            if (d->ngames == cap) {
                cap = cap ? 2 * cap : 64;
                d->codes = cgt_realloc(d->codes, cap * sizeof *d->codes);
                d->lens = cgt_realloc(d->lens, cap * sizeof *d->lens);
            }
            memcpy(d->codes[d->ngames], code, len);
            d->lens[d->ngames++] = len;
        }
    }
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
    static const char *const names[] = {"3.1.1", "3.1.2", "3.1.3", "4.2.2", "4.2.3", "4.3.1"};
    int which = -1;
    for (int i = 0; name && i < 6; i++)
        if (strcmp(name, names[i]) == 0) which = i;
    if (which < 0)
        return cli_usage_error("scoring",
                               "scoring conjecture: 3.1.1, 3.1.2, 3.1.3, 4.2.2, 4.2.3 or 4.3.1");
    if (jobs < 1 || jobs > 64) return cli_usage_error("scoring", "--jobs J needs 1 <= J <= 64");
    sweep_def d;
    memset(&d, 0, sizeof d);
    d.name = names[which];
    d.maxk = maxk;
    if (parse_points(&d.points, points)) return cli_fail(NULL);
    bool beans_only = which == 0 || which == 1 || which == 3;
    if (per_row && which != 4 && which != 5)
        return cli_usage_error("scoring", "--per-row applies to 4.2.3 and 4.3.1 only");
    if (beans_only && d.points.kind != 0)
        return cli_usage_error("scoring", "Conjecture %s is stated for points = beans only",
                               d.name);
    if (which == 0) {
        if (maxk < 1 || maxk > 30)
            return cli_usage_error("scoring", "--max-k K needs 1 <= K <= 30");
        d.ncases = ((uint64_t)1 << maxk) - 1;
        d.chunk_size = maxk <= 12 ? 64 : 4096;
    } else {
        if (maxk < 1 || maxk > 4)
            return cli_usage_error("scoring", "--max-k K needs 1 <= K <= 4 for %s", d.name);
        if (d.points.kind == 2 && d.points.nlist < maxk)
            return cli_usage_error("scoring",
                                   "--points list has %zu values but --max-k %zu needs %zu "
                                   "(points count mismatch)",
                                   d.points.nlist, maxk, maxk);
        d.pair = true;
        d.op1 = which == 3 ? SCOCTAL_SEL : SCOCTAL_SUM;
        d.op2 = which == 4 ? SCOCTAL_SEL : SCOCTAL_SEQ;
        d.twok = which == 1 || which == 3;
        d.uniform = which == 2;
        d.per_row = per_row;
        all_tnb_games(&d);
        d.ncases = (uint64_t)d.ngames * d.ngames;
        d.chunk_size = d.ngames;
    }
    d.nchunks = (d.ncases + d.chunk_size - 1) / d.chunk_size;
    int rc = run_sweep(&d, (unsigned)jobs, dbpath, max_cases, opts);
    cgt_free(d.codes);
    cgt_free(d.lens);
    return rc;
}
int cli_scoctal_run(int argc, char **argv, const cli_options *opts) {
    cgt_error_clear();
    if (strcmp(argv[1], "octal") == 0) return run_octal(argc, argv, opts);
    if (strcmp(argv[1], "table") == 0) return run_table(argc, argv, opts);
    return run_conjecture(argc, argv, opts);
}
