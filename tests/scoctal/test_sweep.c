/* test_sweep.c - the conjecture sweeps as library calls (scoctal_sweep_*): the case
 * families have the sizes counting gives, the 3.1.1 cases are the subtraction sets one to
 * one, a case's wire form reads back, totals sort their witnesses, and wrong combinations
 * are usage errors. */
#include <stdlib.h>
#include <string.h>

#include "cgt/scoctal.h"
#include "test.h"

/* 3.1.1 up to K: the sets S with max S = k <= K are the 2^(k-1) subsets of 1..k-1 plus k,
 * 2^K - 1 in all; every case is one of them, each once. */
TEST(sweep_311_cases_are_the_sets) {
    for (size_t K = 1; K <= 6; K++) {
        scoctal_sweep d;
        CHECK(scoctal_sweep_init(&d, "3.1.1", K, NULL, false) == 0);
        CHECK(!d.pair);
        CHECK(d.ncases == ((uint64_t)1 << K) - 1);
        CHECK(d.nchunks * d.chunk_size >= d.ncases && (d.nchunks - 1) * d.chunk_size < d.ncases);
        unsigned char *seen = calloc((size_t)1 << K, 1);
        scoctal_totals t = {0};
        for (uint64_t i = 0; i < d.ncases; i++) {
            scoctal_case r;
            int st = scoctal_sweep_case(&d, i, &r);
            CHECK_MSG(st == SCOCTAL_HOLDS || st == SCOCTAL_FAILS, "case %llu: %d",
                      (unsigned long long)i, st);
            CHECK(r.idx == i && r.chunk == i / d.chunk_size && r.status == st);
            /* "sub:a,b,...,k": the mask of the set, its maximum at most K */
            CHECK(strncmp(r.game, "sub:", 4) == 0);
            unsigned mask = 0, last = 0;
            for (char *q = r.game + 4; *q;) {
                unsigned s = (unsigned)strtoul(q, &q, 10);
                CHECK(s > last && s <= K);
                last = s;
                mask |= 1u << (s - 1);
                if (*q == ',') q++;
            }
            CHECK_MSG(!seen[mask], "set %s twice", r.game);
            seen[mask] = 1;
            scoctal_totals_add(&t, &r);
        }
        CHECK(t.cases == d.ncases && t.holds + t.fails + t.undecided == t.cases);
        scoctal_totals_clear(&t);
        free(seen);
        scoctal_sweep_clear(&d);
    }
}

/* The pair sweeps: every digit string over 0..3 of length 1..K with a nonzero last digit,
 * 3 * 4^(len-1) of each length, 4^K - 1 in all, and every ordered pair of them. */
TEST(sweep_pairs_count) {
    for (size_t K = 1; K <= 3; K++) {
        scoctal_sweep d;
        CHECK(scoctal_sweep_init(&d, "4.2.3", K, "const:1/2", true) == 0);
        CHECK(d.pair && d.per_row && d.op1 == SCOCTAL_SUM && d.op2 == SCOCTAL_SEL);
        CHECK(d.ngames == ((size_t)1 << (2 * K)) - 1);
        CHECK(d.ncases == (uint64_t)d.ngames * d.ngames);
        for (size_t i = 0; i < d.ngames; i++) CHECK(d.lens[i] >= 1 && d.codes[i][d.lens[i] - 1]);
        CHECK_STR(d.points.text, "const:1/2");
        scoctal_sweep_clear(&d);
    }
}

TEST(sweep_usage_errors) {
    scoctal_sweep d;
    CHECK(scoctal_sweep_init(&d, "9.9.9", 2, NULL, false) == CGT_EUSAGE);
    scoctal_sweep_clear(&d);
    CHECK(scoctal_sweep_init(&d, "3.1.1", 31, NULL, false) == CGT_EUSAGE);
    scoctal_sweep_clear(&d);
    CHECK(scoctal_sweep_init(&d, "3.1.2", 2, "const:2", false) == CGT_EUSAGE);
    scoctal_sweep_clear(&d);
    CHECK(scoctal_sweep_init(&d, "4.2.3", 3, "list:1;2", false) == CGT_EUSAGE);
    CHECK(strstr(cgt_error_message(), "points count mismatch") != NULL);
    scoctal_sweep_clear(&d);
    CHECK(scoctal_sweep_init(&d, "3.1.3", 2, NULL, true) == CGT_EUSAGE);
    scoctal_sweep_clear(&d);
    CHECK(scoctal_sweep_init(&d, "3.1.3", 2, "list:1;x", false) == CGT_EPARSE);
    scoctal_sweep_clear(&d);
    scoctal_sweep_init(&d, "3.1.1", 2, NULL, false);
    scoctal_case r;
    CHECK(scoctal_sweep_case(&d, d.ncases, &r) == CGT_EUSAGE);
    scoctal_sweep_clear(&d);
}

/* A taking-no-breaking game of the sweep is the ruleset the points say. */
TEST(sweep_tnb_make) {
    scoctal_points p;
    CHECK(scoctal_points_parse(&p, "list:1/2;3") == 0);
    CHECK_STR(p.text, "list:1/2;3");
    const uint8_t code[] = {3, 0, 2};
    scoctal_game g, h;
    CHECK(scoctal_tnb_make(&g, code, 3, &p) == CGT_EUSAGE); /* 3 digits, 2 points */
    CHECK(scoctal_tnb_make(&g, code, 2, &p) == 0);
    CHECK(scoctal_parse(&h, "(30,1/2;0)") == 0);
    char *s1 = scoctal_str(&g), *s2 = scoctal_str(&h);
    CHECK_STR(s1, s2);
    cgt_free(s1);
    cgt_free(s2);
    scoctal_clear(&g);
    scoctal_clear(&h);
    CHECK(scoctal_points_parse(&p, "beans") == 0);
    CHECK(scoctal_tnb_make(&g, code, 3, &p) == 0);
    CHECK(scoctal_parse(&h, "(302,1;0;3)") == 0);
    char *a = scoctal_str(&g), *b = scoctal_str(&h);
    CHECK_STR(a, b);
    cgt_free(a);
    cgt_free(b);
    scoctal_clear(&g);
    scoctal_clear(&h);
    CHECK(scoctal_points_parse(&p, "bogus") == CGT_EPARSE);
}

/* encode then decode gives the case back; a cut or corrupted buffer is refused. */
TEST(sweep_wire_roundtrip) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed);
    for (long it = 0; it < test_iterations(2000); it++) {
        scoctal_case r, back;
        memset(&r, 0, sizeof r);
        r.idx = cgt_rng_next(&rng);
        r.n = cgt_rng_next(&rng);
        r.period = cgt_rng_next(&rng);
        r.chunk = (uint32_t)cgt_rng_next(&rng);
        r.status = (int32_t)cgt_rng_below(&rng, 6) - 2;
        char *str[3] = {r.game, r.game2, r.msg};
        size_t sz[3] = {sizeof r.game, sizeof r.game2, sizeof r.msg};
        for (int i = 0; i < 3; i++) {
            size_t len = (size_t)cgt_rng_below(&rng, sz[i]);
            for (size_t j = 0; j < len; j++) str[i][j] = (char)(' ' + cgt_rng_below(&rng, 95));
        }
        char buf[SCOCTAL_CASE_WIRE_MAX];
        size_t n = scoctal_case_encode(buf, &r);
        CHECK(n <= sizeof buf && n >= SCOCTAL_CASE_WIRE_HEAD);
        CHECK(scoctal_case_wire_size(buf) == n);
        CHECK(scoctal_case_decode(buf, n, &back) == n);
        CHECK(memcmp(&r, &back, sizeof r) == 0);
        if (n > SCOCTAL_CASE_WIRE_HEAD) CHECK(scoctal_case_decode(buf, n - 1, &back) == 0);
        if (test_failures()) {
            printf("seed %llu iteration %ld\n", (unsigned long long)seed, it);
            break;
        }
    }
}

TEST(sweep_op_names_read_back) {
    for (int k = SCOCTAL_SUM; k <= SCOCTAL_SEQ; k++) {
        scoctal_op op = SCOCTAL_SEQ;
        CHECK(scoctal_op_parse(&op, scoctal_op_name((scoctal_op)k)) == 0 && (int)op == k);
    }
    scoctal_op op;
    CHECK(scoctal_op_parse(&op, "sum") == 0 && op == SCOCTAL_SUM);
    CHECK(scoctal_op_parse(&op, "times") == -1);
}

TEST(sweep_totals_sorted) {
    scoctal_totals t = {0};
    scoctal_case r;
    memset(&r, 0, sizeof r);
    r.status = SCOCTAL_FAILS;
    const uint64_t order[] = {5, 1, 9, 3, 7};
    for (int i = 0; i < 5; i++) {
        r.idx = order[i];
        snprintf(r.msg, sizeof r.msg, "case %llu", (unsigned long long)order[i]);
        scoctal_totals_add(&t, &r);
    }
    scoctal_totals_sort(&t);
    CHECK(t.fails == 5 && t.nwit == 5);
    for (size_t i = 0; i < 5; i++) {
        char want[32];
        snprintf(want, sizeof want, "case %llu", (unsigned long long)t.wit_idx[i]);
        CHECK_STR(t.wit[i], want);
        if (i) CHECK(t.wit_idx[i - 1] < t.wit_idx[i]);
    }
    scoctal_totals_clear(&t);
}

/* scoctal_sweep_chunk run by sweep_run in 1 and 3 worker processes: each chunk's
 * bytes equal the cases decided one by one (scoctal_sweep_case, the status > 0 ones
 * in wire form), whichever process decided them. */
typedef struct chunk_capture {
    char **bytes;
    size_t *len;
    uint64_t n;
} chunk_capture;

static const scoctal_sweep *capture_sweep;
static int capture_run(void *arg, uint64_t c, sweep_out *out) {
    (void)arg;
    return scoctal_sweep_chunk(capture_sweep, c, out);
}
static int capture_merge(void *arg, uint64_t c, const char *data, size_t n) {
    chunk_capture *k = arg;
    if (c >= k->n || k->bytes[c]) return -1;
    k->bytes[c] = cgt_malloc(n + 1);
    memcpy(k->bytes[c], data, n);
    k->len[c] = n;
    return 0;
}

TEST(sweep_chunks_in_worker_processes_equal_the_cases) {
    static const char *const names[] = {"3.1.1", "4.3.1"};
    for (int t = 0; t < 2; t++) {
        scoctal_sweep d;
        CHECK(scoctal_sweep_init(&d, names[t], t == 0 ? 9 : 2, NULL, t == 1) == 0);
        capture_sweep = &d;
        for (unsigned jobs = 1; jobs <= 3; jobs += 2) {
            chunk_capture k = {cgt_calloc(d.nchunks, sizeof(char *)),
                               cgt_calloc(d.nchunks, sizeof(size_t)), d.nchunks};
            sweep_spec s = {d.nchunks, jobs, &k, capture_run, capture_merge, NULL, NULL, 0, false};
            sweep_result r;
            CHECK_INT(sweep_run(&r, &s, NULL, NULL), 0);
            CHECK_INT(r.chunks_done, d.nchunks);
            for (uint64_t c = 0; c < d.nchunks; c++) {
                char *want = cgt_malloc(d.chunk_size * SCOCTAL_CASE_WIRE_MAX + 1);
                size_t wl = 0;
                for (uint64_t i = c * d.chunk_size; i < (c + 1) * d.chunk_size && i < d.ncases;
                     i++) {
                    scoctal_case rc;
                    int st = scoctal_sweep_case(&d, i, &rc);
                    CHECK(st >= 0);
                    rc.chunk = (uint32_t)c;
                    if (st > 0) wl += scoctal_case_encode(want + wl, &rc);
                }
                CHECK(k.bytes[c] != NULL);
                CHECK(k.bytes[c] && k.len[c] == wl && memcmp(k.bytes[c], want, wl) == 0);
                cgt_free(want);
                cgt_free(k.bytes[c]);
            }
            cgt_free(k.bytes);
            cgt_free(k.len);
        }
        scoctal_sweep_clear(&d);
    }
}
