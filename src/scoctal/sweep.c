/* sweep.c - conjecture sweeps of scoring octal games (scoctal.h, docs/scoctal.md): the
 * cases of each conjecture, deciding one case, totals and the cases' wire form.  The
 * CLI runs the cases in worker processes and keeps them in a store. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoctal.h"

/* Limits of the all-rows period proof per pair. */
#define PAIR_MAX_ROWS 256
#define PAIR_MAX_LEN 4096

/* An argument quoted in a message: at most 40 bytes, cut with "..." (cgt_error escapes). */
static const char *excerpt(char *buf, size_t size, const char *s) {
    size_t n = strlen(s);
    if (n <= 40) return s;
    n = 37;
    while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80) n--;
    snprintf(buf, size, "%.*s...", (int)n, s);
    return buf;
}

int scoctal_points_parse(scoctal_points *pr, const char *s) {
    char ex[48];
    memset(pr, 0, sizeof *pr);
    if (strcmp(s, "beans") == 0) {
        strcpy(pr->text, "beans");
        return 0;
    }
    bool cst = strncmp(s, "const:", 6) == 0, lst = strncmp(s, "list:", 5) == 0;
    if (!cst && !lst)
        return cgt_error(CGT_EPARSE, "--points '%s': expected beans, const:C or list:P1;P2;...",
                         excerpt(ex, sizeof ex, s));
    const char *q = s + (cst ? 6 : 5);
    while (*q) {
        size_t len = strcspn(q, ";,");
        if (len == 0 || len >= sizeof pr->list[0])
            return cgt_error(CGT_EPARSE, "--points '%s': bad value at column %d",
                             excerpt(ex, sizeof ex, s), (int)(q - s) + 1);
        if (pr->nlist == 64) return cgt_error(CGT_ERANGE, "--points: more than 64 values");
        memcpy(pr->list[pr->nlist], q, len);
        pr->list[pr->nlist++][len] = 0;
        q += len;
        if (*q) q++;
    }
    if (pr->nlist == 0)
        return cgt_error(CGT_EPARSE, "--points '%s': no value", excerpt(ex, sizeof ex, s));
    if (cst && pr->nlist != 1)
        return cgt_error(CGT_EPARSE, "--points '%s': const takes one value",
                         excerpt(ex, sizeof ex, s));
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

int scoctal_tnb_make(scoctal_game *g, const uint8_t *code, size_t len, const scoctal_points *pr) {
    if (len > 64) return cgt_error(CGT_EUSAGE, "a swept game has at most 64 digits");
    if (pr->kind == 2 && len > pr->nlist)
        return cgt_error(CGT_EUSAGE, "%zu digits but %zu points (points count mismatch)", len,
                         pr->nlist);
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

const char *scoctal_op_name(scoctal_op op) {
    return op == SCOCTAL_SUM    ? "+"
           : op == SCOCTAL_CONJ ? "conj"
           : op == SCOCTAL_SEL  ? "sel"
                                : "seq";
}

int scoctal_op_parse(scoctal_op *op, const char *s) {
    static const struct {
        const char *name;
        scoctal_op op;
    } ops[] = {{"+", SCOCTAL_SUM},
               {"sum", SCOCTAL_SUM},
               {"conj", SCOCTAL_CONJ},
               {"sel", SCOCTAL_SEL},
               {"seq", SCOCTAL_SEQ}};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (strcmp(s, ops[i].name) == 0) {
            *op = ops[i].op;
            return 0;
        }
    return -1;
}

/* All digit strings of length 1..K over 0..3 with a nonzero last digit. */
static void all_tnb_games(scoctal_sweep *d) {
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

int scoctal_sweep_init(scoctal_sweep *d, const char *name, size_t maxk, const char *points,
                       bool per_row) {
    static const char *const names[] = {"3.1.1", "3.1.2", "3.1.3", "4.2.2", "4.2.3", "4.3.1"};
    memset(d, 0, sizeof *d);
    int which = -1;
    for (int i = 0; name && i < 6; i++)
        if (strcmp(name, names[i]) == 0) which = i;
    if (which < 0)
        return cgt_error(CGT_EUSAGE,
                         "scoring conjecture: 3.1.1, 3.1.2, 3.1.3, 4.2.2, 4.2.3 or 4.3.1");
    d->name = names[which];
    d->maxk = maxk;
    int rc = scoctal_points_parse(&d->points, points ? points : "beans");
    if (rc) return rc;
    bool beans_only = which == 0 || which == 1 || which == 3;
    if (per_row && which != 4 && which != 5)
        return cgt_error(CGT_EUSAGE, "--per-row applies to 4.2.3 and 4.3.1 only");
    if (beans_only && d->points.kind != 0)
        return cgt_error(CGT_EUSAGE, "Conjecture %s is stated for points = beans only", d->name);
    if (which == 0) {
        if (maxk < 1 || maxk > 30) return cgt_error(CGT_EUSAGE, "--max-k K needs 1 <= K <= 30");
        d->ncases = ((uint64_t)1 << maxk) - 1;
        d->chunk_size = maxk <= 12 ? 64 : 4096;
    } else {
        if (maxk < 1 || maxk > 4)
            return cgt_error(CGT_EUSAGE, "--max-k K needs 1 <= K <= 4 for %s", d->name);
        if (d->points.kind == 2 && d->points.nlist < maxk)
            return cgt_error(CGT_EUSAGE,
                             "--points list has %zu values but --max-k %zu needs %zu "
                             "(points count mismatch)",
                             d->points.nlist, maxk, maxk);
        d->pair = true;
        d->op1 = which == 3 ? SCOCTAL_SEL : SCOCTAL_SUM;
        d->op2 = which == 4 ? SCOCTAL_SEL : SCOCTAL_SEQ;
        d->twok = which == 1 || which == 3;
        d->uniform = which == 2;
        d->per_row = per_row;
        all_tnb_games(d);
        d->ncases = (uint64_t)d->ngames * d->ngames;
        d->chunk_size = d->ngames;
    }
    d->nchunks = (d->ncases + d->chunk_size - 1) / d->chunk_size;
    return 0;
}

void scoctal_sweep_clear(scoctal_sweep *d) {
    cgt_free(d->codes);
    cgt_free(d->lens);
    memset(d, 0, sizeof *d);
}

/* 3.1.1: case idx = 2^(k-1) - 1 + mask, S = {s < k : bit s-1 of mask} + {k}. */
static int check_311(uint64_t idx, scoctal_case *r) {
    unsigned k = 1;
    while (((uint64_t)1 << k) - 1 <= idx) k++;
    uint64_t mask = idx - (((uint64_t)1 << (k - 1)) - 1);
    unsigned set[64];
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
    if (rc == 1) return SCOCTAL_HOLDS;
    snprintf(r->msg, sizeof r->msg, "S = %s, G_s(n+%u) != %u - G_s(n) at n = %zu (period %zu)",
             r->game, k, k, from, per);
    return SCOCTAL_FAILS;
}

/* Pair conjectures: case idx = a * ngames + b, n in game a, m in game b. */
static int check_pair(const scoctal_sweep *d, uint64_t idx, scoctal_case *r) {
    size_t a = (size_t)(idx / d->ngames), b = (size_t)(idx % d->ngames);
    size_t kk = 0; /* largest index with digit 2 or 3 */
    for (size_t i = 0; i < d->lens[a]; i++)
        if (d->codes[a][i] >= 2) kk = i + 1;
    if (d->twok && !kk) return 0; /* 3.1.2, 4.2.2 need some digit 2 or 3 */
    scoctal_game g, h;
    int rc = scoctal_tnb_make(&g, d->codes[a], d->lens[a], &d->points);
    if (rc) return rc;
    if ((rc = scoctal_tnb_make(&h, d->codes[b], d->lens[b], &d->points))) {
        scoctal_clear(&g);
        return rc;
    }
    char *gs = scoctal_str(&g), *hs = scoctal_str(&h);
    snprintf(r->game, sizeof r->game, "%s", gs);
    snprintf(r->game2, sizeof r->game2, "%s", hs);
    scoctal_rows r1, r2;
    memset(&r2, 0, sizeof r2);
    int st = SCOCTAL_UNDECIDED;
    rc = scoctal_rows_period(&r1, &g, &h, d->op1, PAIR_MAX_ROWS, PAIR_MAX_LEN);
    if (rc == 1 && d->twok) {
        r->n = r1.pre;
        r->period = r1.period;
        st = SCOCTAL_HOLDS;
        if ((2 * kk) % r1.period) {
            size_t m = 0;
            while (m < r1.rows && (2 * kk) % r1.rowper[m] == 0) m++;
            st = SCOCTAL_FAILS;
            snprintf(r->msg, sizeof r->msg,
                     "n in %s %s m in %s: row m = %zu has least period %zu (preperiod %zu), "
                     "which does not divide 2k = %zu",
                     gs, scoctal_op_name(d->op1), hs, m, r1.rowper[m], r1.rowpre[m], 2 * kk);
        }
    } else if (rc == 1 && d->uniform) {
        r->n = r1.pre;
        r->period = r1.period;
        st = SCOCTAL_HOLDS;
    } else if (rc == 1) {
        rc = scoctal_rows_period(&r2, &g, &h, d->op2, PAIR_MAX_ROWS, PAIR_MAX_LEN);
        if (rc == 1) {
            r->n = r2.pre;
            r->period = r2.period;
            st = SCOCTAL_HOLDS;
            size_t lo = r1.mpre > r2.mpre ? r1.mpre : r2.mpre;
            size_t hi = lo + cgt_lcm_size(r1.mperiod, r2.mperiod);
            for (size_t m = 0; m < hi; m++) {
                size_t m1 = scoctal_rows_rep(&r1, m), m2 = scoctal_rows_rep(&r2, m);
                /* uniform reading: the period p of + over all m is one of op2 over all m;
                 * per-row reading: each row's least period under + is one of op2 */
                size_t p1 = d->per_row ? r1.rowper[m1] : r1.period;
                if (p1 % r2.rowper[m2] == 0) continue;
                st = SCOCTAL_FAILS;
                snprintf(r->msg, sizeof r->msg,
                         "n in %s, m = %zu in %s: period %zu under +%s, least period %zu "
                         "(preperiod %zu) under %s",
                         gs, m, hs, p1, d->per_row ? " (this row)" : " (all m)", r2.rowper[m2],
                         r2.rowpre[m2], scoctal_op_name(d->op2));
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

int scoctal_sweep_case(const scoctal_sweep *d, uint64_t idx, scoctal_case *r) {
    memset(r, 0, sizeof *r);
    if (idx >= d->ncases)
        return cgt_error(CGT_EUSAGE, "case %llu of a sweep of %llu cases", (unsigned long long)idx,
                         (unsigned long long)d->ncases);
    r->idx = idx;
    r->chunk = (uint32_t)(idx / d->chunk_size);
    int st = d->pair ? check_pair(d, idx, r) : check_311(idx, r);
    if (st > 0) r->status = st;
    return st;
}

void scoctal_totals_add(scoctal_totals *t, const scoctal_case *r) {
    t->cases++;
    if (r->status == SCOCTAL_HOLDS) {
        t->holds++;
        if (r->n > t->max_n) t->max_n = r->n;
    } else if (r->status == SCOCTAL_FAILS) {
        t->fails++;
        t->wit = cgt_realloc(t->wit, (t->nwit + 1) * sizeof *t->wit);
        t->wit_idx = cgt_realloc(t->wit_idx, (t->nwit + 1) * sizeof *t->wit_idx);
        size_t len = strnlen(r->msg, sizeof r->msg);
        t->wit[t->nwit] = cgt_malloc(len + 1);
        memcpy(t->wit[t->nwit], r->msg, len);
        t->wit[t->nwit][len] = 0;
        t->wit_idx[t->nwit++] = r->idx;
    } else
        t->undecided++;
    if (r->status != SCOCTAL_UNDECIDED && r->period > t->max_period) t->max_period = r->period;
}

void scoctal_totals_sort(scoctal_totals *t) {
    /* insertion sort of (idx, line) pairs: witnesses are few */
    for (size_t i = 1; i < t->nwit; i++) {
        uint64_t k = t->wit_idx[i];
        char *w = t->wit[i];
        size_t j = i;
        for (; j > 0 && t->wit_idx[j - 1] > k; j--) {
            t->wit_idx[j] = t->wit_idx[j - 1];
            t->wit[j] = t->wit[j - 1];
        }
        t->wit_idx[j] = k;
        t->wit[j] = w;
    }
}

void scoctal_totals_clear(scoctal_totals *t) {
    for (size_t i = 0; i < t->nwit; i++) cgt_free(t->wit[i]);
    cgt_free(t->wit);
    cgt_free(t->wit_idx);
    memset(t, 0, sizeof *t);
}

/* The wire header of a case; its three strings follow. */
typedef struct wire_head {
    uint64_t idx, n, period;
    uint32_t chunk;
    int32_t status;
    uint16_t len[3];
} wire_head;
_Static_assert(SCOCTAL_CASE_WIRE_MAX >= sizeof(wire_head) + sizeof(((scoctal_case *)0)->game) +
                                            sizeof(((scoctal_case *)0)->game2) +
                                            sizeof(((scoctal_case *)0)->msg),
               "SCOCTAL_CASE_WIRE_MAX too small");

_Static_assert(sizeof(wire_head) == SCOCTAL_CASE_WIRE_HEAD, "SCOCTAL_CASE_WIRE_HEAD");

size_t scoctal_case_wire_size(const char *head) {
    wire_head h;
    memcpy(&h, head, sizeof h);
    if (h.len[0] >= 96 || h.len[1] >= 96 || h.len[2] >= 256) return 0;
    return sizeof h + h.len[0] + h.len[1] + h.len[2];
}

size_t scoctal_case_encode(char *buf, const scoctal_case *r) {
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

size_t scoctal_case_decode(const char *buf, size_t n, scoctal_case *r) {
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

int scoctal_sweep_chunk(const scoctal_sweep *d, uint64_t chunk, sweep_out *out) {
    uint64_t hi = (chunk + 1) * d->chunk_size;
    if (hi > d->ncases) hi = d->ncases;
    for (uint64_t idx = chunk * d->chunk_size; idx < hi; idx++) {
        scoctal_case r;
        int st = scoctal_sweep_case(d, idx, &r);
        if (st < 0) return st;
        if (st > 0) {
            char buf[SCOCTAL_CASE_WIRE_MAX];
            r.chunk = (uint32_t)chunk;
            sweep_out_put(out, buf, scoctal_case_encode(buf, &r));
        }
    }
    return 0;
}
