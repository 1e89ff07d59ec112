/* test_record.c - record-scale runs (octal_run): the bit-packed tables give
 * the naive mex's values, widen when values outgrow a byte, detect periods as
 * they stream, and resume from a checkpoint to the same values; Grundy's game
 * against Flammenkamp's table of its sparse values. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "test.h"

static void check_run_equals(const char *spec, const octal_run *r, const uint32_t *want,
                             size_t upto) {
    CHECK_MSG(r->computed == upto + 1, "%s: computed %zu, want %zu", spec, r->computed, upto + 1);
    for (size_t n = 0; n <= upto && n < r->computed; n++)
        if (octal_run_value(r, n) != want[n]) {
            CHECK_MSG(0, "%s G(%zu): run %u, reference %u", spec, n, octal_run_value(r, n),
                      want[n]);
            return;
        }
}

/* octal_run_sparse against every mask tried by hand on the values a[0..upto]:
 * the fewest rare heaps (heap 0 included), the smaller mask on a tie, and the
 * last rare heap under it. */
static void check_sparse(const char *spec, const octal_run *r, const uint32_t *a, size_t upto) {
    uint32_t mx = 0;
    for (size_t n = 0; n <= upto; n++) mx = a[n] > mx ? a[n] : mx;
    uint32_t top = 2;
    while (top <= mx) top *= 2;
    if (top > 4096) top = 4096;
    size_t best = (size_t)-1, last = 0;
    uint32_t bm = 0;
    for (uint32_t m = 1; m < top; m++) {
        size_t c = 0, l = 0;
        for (size_t n = 0; n <= upto; n++)
            if (!__builtin_parity(a[n] & m)) c++, l = n;
        if (c < best) best = c, bm = m, last = l;
    }
    octal_sparse sp;
    octal_run_sparse(&sp, r);
    CHECK_MSG(sp.mask == bm && sp.rare == best && sp.last_rare == last,
              "%s: sparse space mask %u, %zu rare, last %zu; want %u, %zu, %zu", spec, sp.mask,
              sp.rare, sp.last_rare, bm, best, last);
}

/* The naive mex (the definition, O(n^2)) on games of every kind: splits at
 * several removals, Grundy's game, tail games, subtraction games. */
TEST(run_equals_naive) {
    const char *specs[] = {"grundy", ".6",    ".04",  ".16",          ".156",       ".45",
                           ".77",    "4.005", ".356", "nim",          "allbut:1,3", "sub:1,2,5",
                           "0",      ".07",   ".72",  "dawsons-chess"};
    const size_t upto = 3000;
    uint32_t *a = malloc((upto + 1) * 4);
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        octal_game g;
        CHECK_INT(octal_parse(&g, specs[i]), 0);
        CHECK_INT(octal_nim_values_alg(a, &g, upto, OCTAL_ALG_NAIVE), 0);
        octal_run r;
        octal_run_init(&r, &g);
        CHECK_INT(octal_run_extend(&r, upto), 0);
        check_run_equals(specs[i], &r, a, upto);
        /* the largest value and its first heap */
        uint32_t mx = 0;
        size_t at = 0;
        for (size_t n = 0; n <= upto; n++)
            if (a[n] > mx) mx = a[n], at = n;
        CHECK_MSG(r.max_value == mx && r.max_heap == at, "%s: max *%u at %zu, want *%u at %zu",
                  specs[i], r.max_value, r.max_heap, mx, at);
        /* the rare heaps under the run's mask, periodic part included */
        size_t rare = 0;
        for (size_t n = 1; r.mask && n <= upto; n++) rare += !__builtin_parity(a[n] & r.mask);
        CHECK_MSG(r.nrare == rare, "%s: %zu rare heaps, want %zu (mask %u)", specs[i], r.nrare,
                  rare, r.mask);
        check_sparse(specs[i], &r, a, upto);
        octal_run_clear(&r);
        octal_clear(&g);
    }
    free(a);
}

/* Random octal codes against the slow mex over explicit option lists. */
TEST(run_equals_slow_random) {
    cgt_rng rng;
    uint64_t seed = test_seed();
    cgt_rng_seed(&rng, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    long iters = test_iterations(200);
    const size_t upto = 400;
    uint32_t *v = malloc((upto + 1) * 4);
    for (long it = 0; it < iters; it++) {
        char code[16];
        size_t j = 0;
        if (cgt_rng_below(&rng, 4) == 0) code[j++] = '4';
        code[j++] = '.';
        int nd = 1 + (int)cgt_rng_below(&rng, 5);
        for (int i = 0; i < nd; i++) code[j++] = (char)('0' + cgt_rng_below(&rng, 8));
        code[j] = '\0';
        octal_game g;
        CHECK_INT(octal_parse(&g, code), 0);
        octal_run r;
        octal_run_init(&r, &g);
        CHECK_INT(octal_run_extend(&r, upto), 0);
        for (size_t n = 0; n <= upto; n++) v[n] = octal_run_value(&r, n);
        for (size_t n = 0; n <= upto; n++) {
            uint32_t slow = octal_nim_value_slow(&g, v, n);
            if (slow != v[n]) {
                CHECK_MSG(0, "%s G(%zu): run %u, slow %u", code, n, v[n], slow);
                break;
            }
        }
        octal_run_clear(&r);
        octal_clear(&g);
    }
    free(v);
}

/* Nim's values are the heap sizes: the table widens from 8 to 16 to 32 bits. */
TEST(run_widens) {
    octal_game g;
    CHECK_INT(octal_parse(&g, "nim"), 0);
    octal_run r;
    octal_run_init(&r, &g);
    CHECK_INT(octal_run_extend(&r, 200), 0);
    CHECK_INT(r.width, 1);
    CHECK_INT(octal_run_extend(&r, 300), 0);
    CHECK_INT(r.width, 2);
    CHECK_INT(octal_run_extend(&r, 70000), 0);
    CHECK_INT(r.width, 4);
    for (size_t n = 0; n <= 70000; n++)
        if (octal_run_value(&r, n) != n) {
            CHECK_MSG(0, "nim G(%zu) = %u", n, octal_run_value(&r, n));
            break;
        }
    CHECK_INT(r.max_value, 70000);
    CHECK_INT(r.max_heap, 70000);
    octal_run_clear(&r);
    octal_clear(&g);
}

/* Periods found while streaming.  Kayles .77: preperiod 71, period 12
 * (Winning Ways ch. 4; Guy and Smith 1956).  .127: period 4, "the last
 * exception is at n=46577" (OEIS A071464, after Gangolli and Plambeck, A
 * Note on Periodicity in Some Octal Games, IJGT 18 (1989) 311-320): G(46577)
 * differs from G(46581), so the preperiod is 46578. */
TEST(run_periods_streaming) {
    static const struct {
        const char *spec;
        size_t upto, preperiod, period;
    } cases[] = {{".77", 2000, 71, 12}, {".07", 2000, 53, 34}, {".127", 100000, 46578, 4}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        octal_game g;
        CHECK_INT(octal_parse(&g, cases[i].spec), 0);
        octal_run r;
        octal_run_init(&r, &g);
        CHECK_INT(octal_run_extend(&r, cases[i].upto), 0);
        CHECK_MSG(r.period.proven, "%s: no period found while streaming", cases[i].spec);
        CHECK_INT(r.period.preperiod, cases[i].preperiod);
        CHECK_INT(r.period.period, cases[i].period);
        /* the proven period holds on everything stored */
        for (size_t n = r.period.preperiod; n + r.period.period <= cases[i].upto; n++)
            if (octal_run_value(&r, n) != octal_run_value(&r, n + r.period.period)) {
                CHECK_MSG(0, "%s: period fails at %zu", cases[i].spec, n);
                break;
            }
        octal_run_clear(&r);
        octal_clear(&g);
    }
}

/* Flammenkamp, "Sprague-Grundy Values of Grundy's Game"
 * (wwwhomes.uni-bielefeld.de/achim/grundy.html), "Known Sparse SGV of
 * Grundy's Game": the heaps whose value has an even number of ones without
 * its lowest binary digit (mask ...11110), up to heap 231, with values. */
TEST(run_grundy_sparse_values_flammenkamp) {
    static const unsigned table[][2] = {
        {0, 0},    {1, 0},   {2, 0},    {3, 1},    {4, 0},    {6, 1},    {7, 0},    {9, 1},
        {10, 0},   {12, 1},  {15, 1},   {20, 0},   {23, 0},   {26, 0},   {28, 1},   {31, 1},
        {34, 1},   {37, 1},  {40, 1},   {43, 1},   {46, 1},   {49, 1},   {50, 0},   {52, 1},
        {53, 0},   {55, 1},  {58, 1},   {61, 1},   {87, 7},   {90, 7},   {93, 7},   {146, 6},
        {149, 6},  {152, 6}, {158, 11}, {161, 11}, {164, 11}, {167, 11}, {176, 7},  {179, 7},
        {181, 12}, {182, 7}, {185, 7},  {188, 7},  {190, 12}, {193, 12}, {196, 10}, {231, 10}};
    const size_t count = sizeof table / sizeof *table;
    octal_game g;
    octal_grundy(&g);
    octal_run r;
    octal_run_init(&r, &g);
    CHECK_INT(octal_run_extend(&r, 231), 0);
    size_t k = 0;
    for (size_t n = 0; n <= 231; n++) {
        uint32_t x = octal_run_value(&r, n);
        if (__builtin_parity(x & ~1u)) continue; /* common */
        if (k >= count || table[k][0] != n || table[k][1] != x)
            CHECK_MSG(0, "sparse heap %zu (value %u) is not entry %zu of the table", n, x, k);
        k++;
    }
    CHECK_INT(k, count);
    /* and the run's rare heaps past 256 (where its mask is chosen from the
     * values) are those of this mask: heap 0 aside, a prefix of the same list */
    CHECK_INT(octal_run_extend(&r, 4096), 0);
    CHECK_MSG(r.mask == 126 || r.mask == 254, "mask %u", r.mask);
    octal_run_clear(&r);
    octal_clear(&g);
}

/* Grundy's game against the uint32 rare-value implementation (nimseq.c). */
TEST(run_grundy_equals_nimseq) {
    const size_t upto = (size_t)1 << 16;
    uint32_t *v = malloc((upto + 1) * 4);
    octal_game g;
    octal_grundy(&g);
    CHECK_INT(octal_nim_values_alg(v, &g, upto, OCTAL_ALG_SPARSE), 0);
    octal_run r;
    octal_run_init(&r, &g);
    CHECK_INT(octal_run_extend(&r, upto), 0);
    check_run_equals("grundy", &r, v, upto);
    /* memory: one byte per heap for the values, and some 30 KB of rare heaps
     * and working arrays */
    CHECK_INT(r.width, 1);
    CHECK_MSG(octal_run_bytes(&r) < (upto + 1) + 65536, "%zu bytes for %zu heaps",
              octal_run_bytes(&r), upto + 1);
    octal_run_clear(&r);
    octal_clear(&g);
    free(v);
}

/* A run stopped by a limit, saved, loaded and extended equals the run made
 * in one go, across widenings and periodic extension. */
TEST(run_checkpoint_resume) {
    static const struct {
        const char *spec;
        size_t upto, stop;
    } cases[] = {{"grundy", 20000, 7000}, {".6", 30000, 9000}, {"allbut:1,3", 3000, 1000},
                 {".77", 3000, 100},      {"nim", 1000, 200},  {".16", 20000, 15000},
                 {"sub:1,2,5", 500, 10}};
    const char *path = "test_record_checkpoint.tmp";
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        octal_game g;
        CHECK_INT(octal_parse(&g, cases[i].spec), 0);
        octal_run whole;
        octal_run_init(&whole, &g);
        CHECK_INT(octal_run_extend(&whole, cases[i].upto), 0);
        uint32_t *want = malloc((cases[i].upto + 1) * 4);
        for (size_t n = 0; n <= cases[i].upto; n++) want[n] = octal_run_value(&whole, n);

        octal_run part;
        octal_run_init(&part, &g);
        cgt_limits_set(cases[i].stop, 0);
        int rc = octal_run_extend(&part, cases[i].upto);
        cgt_limits_set(0, 0);
        CHECK_INT(rc, CGT_ELIMIT);
        CHECK_MSG(part.computed > 0 && part.computed <= cases[i].stop + 1,
                  "%s: %zu heaps before the limit", cases[i].spec, part.computed);
        CHECK_INT(octal_run_save(&part, path), 0);
        octal_run back;
        CHECK_INT(octal_run_load(&back, &g, path), 0);
        CHECK_INT(back.computed, part.computed);
        CHECK_INT(back.width, part.width);
        CHECK_INT(octal_run_extend(&back, cases[i].upto), 0);
        check_run_equals(cases[i].spec, &back, want, cases[i].upto);
        CHECK_INT(back.max_value, whole.max_value);
        CHECK_INT(back.max_heap, whole.max_heap);
        /* the sparse space of a resumed run is the one-go run's */
        octal_sparse s1, s2;
        octal_run_sparse(&s1, &whole);
        octal_run_sparse(&s2, &back);
        CHECK_MSG(s1.mask == s2.mask && s1.rare == s2.rare && s1.last_rare == s2.last_rare,
                  "%s: resumed sparse space %u/%zu/%zu, one go %u/%zu/%zu", cases[i].spec, s2.mask,
                  s2.rare, s2.last_rare, s1.mask, s1.rare, s1.last_rare);
        /* a finished run saved and loaded stays the same */
        CHECK_INT(octal_run_save(&back, path), 0);
        octal_run again;
        CHECK_INT(octal_run_load(&again, &g, path), 0);
        check_run_equals(cases[i].spec, &again, want, cases[i].upto);
        octal_run_clear(&again);
        octal_run_clear(&back);
        octal_run_clear(&part);
        octal_run_clear(&whole);
        free(want);
        octal_clear(&g);
    }
    remove(path);
}

static void write_file(const char *path, const char *text, size_t len) {
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (!f) return;
    fwrite(text, 1, len, f);
    fclose(f);
}

/* octal_run_resume and octal_run_extend_saving (the long-run driver of
 * `cgt octal --checkpoint` and the Python module): a run stopped by a limit
 * has saved what it computed, a second call resumes from the file and ends
 * with the one-go values; every < 0 saves only at the end; no file: an empty
 * run; a damaged file, or one that cannot be opened, is an error and an
 * empty run. */
TEST(run_extend_saving_resumes) {
    const char *path = "test_record_saving.tmp";
    remove(path);
    octal_game g;
    octal_grundy(&g);
    octal_run whole;
    octal_run_init(&whole, &g);
    CHECK_INT(octal_run_extend(&whole, 30000), 0);

    octal_run r;
    size_t resumed = 99;
    CHECK_INT(octal_run_resume(&r, &g, path, &resumed), 0); /* no file yet */
    CHECK_INT(resumed, 0);
    CHECK_INT(r.computed, 0);
    int saved = -1;
    cgt_limits_set(12000, 0);
    int rc = octal_run_extend_saving(&r, 30000, path, 0, &saved);
    cgt_limits_set(0, 0);
    CHECK_INT(rc, CGT_ELIMIT);
    CHECK_INT(saved, 1);
    CHECK(strstr(cgt_error_message(), "limit") != NULL);
    size_t stopped = r.computed;
    CHECK(stopped > 1000 && stopped < 30000);
    octal_run_clear(&r);

    CHECK_INT(octal_run_resume(&r, &g, path, &resumed), 0);
    CHECK_INT(resumed, stopped);
    CHECK_INT(octal_run_extend_saving(&r, 30000, path, -1, &saved), 0);
    CHECK_INT(saved, 1);
    for (size_t n = 0; n <= 30000; n++)
        if (octal_run_value(&r, n) != octal_run_value(&whole, n)) {
            CHECK_MSG(0, "heap %zu: %u resumed, %u in one go", n, octal_run_value(&r, n),
                      octal_run_value(&whole, n));
            break;
        }
    octal_run_clear(&r);
    /* the file holds the finished run */
    CHECK_INT(octal_run_resume(&r, &g, path, &resumed), 0);
    CHECK_INT(resumed, 30001);
    octal_run_clear(&r);

    write_file(path, "hello\n", 6);
    CHECK_INT(octal_run_resume(&r, &g, path, &resumed), CGT_EPARSE);
    CHECK_INT(r.computed, 0);
    octal_run_clear(&r);
    /* a checkpoint that cannot be opened for another reason than a missing
       file (ENOTDIR: under a regular file) is CGT_EIO naming it, and an
       empty run */
    char under[64];
    snprintf(under, sizeof under, "%s/run.ckpt", path);
    resumed = 99;
    CHECK_INT(octal_run_resume(&r, &g, under, &resumed), CGT_EIO);
    CHECK_INT(resumed, 0);
    CHECK_INT(r.computed, 0);
    CHECK(strncmp(cgt_error_message(), under, strlen(under)) == 0);
    octal_run_clear(&r);
    /* a save that cannot be written stops the run with CGT_EIO */
    octal_run_init(&r, &g);
    CHECK_INT(octal_run_extend_saving(&r, 100, "no/such/dir/run.ckpt", 0, &saved), CGT_EIO);
    CHECK_INT(saved, 0);
    octal_run_clear(&r);
    octal_run_clear(&whole);
    octal_clear(&g);
    remove(path);
}

TEST(run_load_errors) {
    const char *path = "test_record_bad.tmp";
    octal_game g, k;
    octal_grundy(&g);
    CHECK_INT(octal_parse(&k, ".77"), 0);
    octal_run r;
    CHECK_INT(octal_run_load(&r, &g, "no/such/checkpoint"), CGT_EIO);
    CHECK_INT(r.computed, 0);
    octal_run_clear(&r);

    write_file(path, "hello\n", 6);
    CHECK_INT(octal_run_load(&r, &g, path), CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "not a cgt octal checkpoint") != NULL);
    octal_run_clear(&r);

    octal_run_init(&r, &k);
    CHECK_INT(octal_run_extend(&r, 100), 0);
    CHECK_INT(octal_run_save(&r, path), 0);
    octal_run_clear(&r);
    CHECK_INT(octal_run_load(&r, &g, path), CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "a checkpoint of .77, not of grundy") != NULL);
    octal_run_clear(&r);

    const char trunc[] = "cgt-octal-checkpoint 1\ncode grundy\nheaps 10\nwidth 1\n\n\0\0\0";
    write_file(path, trunc, sizeof trunc - 1);
    CHECK_INT(octal_run_load(&r, &g, path), CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "expected exactly 10 values") != NULL);
    octal_run_clear(&r);

    const char width[] = "cgt-octal-checkpoint 1\ncode grundy\nheaps 1\nwidth 3\n\n\0\0\0";
    write_file(path, width, sizeof width - 1);
    CHECK_INT(octal_run_load(&r, &g, path), CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "line 4") != NULL);
    octal_run_clear(&r);

    octal_run_init(&r, &g);
    CHECK_INT(octal_run_extend(&r, OCTAL_RUN_MAX_HEAP + 1), CGT_ERANGE);
    octal_run_clear(&r);
    remove(path);
    octal_clear(&g);
    octal_clear(&k);
}

/* Czajka's table of unsolved octal games (tczajka/octal-games,
 * UnsolvedGames.md, copied verbatim to tests/data/octal/tczajka_UnsolvedGames.md;
 * Flammenkamp's sparse-space convention): for heaps 0..n-1, the largest value
 * and its first heap, the mask, the number of rare heaps and the last one.
 * All four rows in make check-full (CGT_CHECK_FULL=1: about 18 s, 80 s
 * under ASan); make check tests octal_run_sparse on the solved table's rows
 * (test_octal.c) and against every mask by hand (check_sparse). */
TEST(run_sparse_czajka_unsolved) {
    static const struct {
        const char *spec;
        unsigned log2n;
        uint32_t max_value;
        size_t max_heap;
        uint32_t mask;
        size_t rare, last_rare;
    } rows[] = {
        {".04", 17, 1024, 109363, 0x7b8, 18860, 131003},
        {".06", 17, 1045, 127083, 0x5a0, 52923, 131070},
        {"grundy", 21, 231, 763622, 0xfe, 1274, 82860},
        {".6", 21, 319, 1274955, 0x1ee, 1584, 20627},
    };
    const char *full = getenv("CGT_CHECK_FULL");
    if (!full || !*full || strcmp(full, "0") == 0) {
        printf("  skipped (set CGT_CHECK_FULL=1 or run make check-full)\n");
        return;
    }
    for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
        octal_game g;
        CHECK_INT(octal_parse(&g, rows[i].spec), 0);
        octal_run r;
        octal_run_init(&r, &g);
        CHECK_INT(octal_run_extend(&r, ((size_t)1 << rows[i].log2n) - 1), 0);
        octal_sparse sp;
        octal_run_sparse(&sp, &r);
        CHECK_MSG(r.max_value == rows[i].max_value && r.max_heap == rows[i].max_heap,
                  "%s: largest *%u at %zu, Czajka *%u at %zu", rows[i].spec, r.max_value,
                  r.max_heap, rows[i].max_value, rows[i].max_heap);
        CHECK_MSG(sp.mask == rows[i].mask && sp.rare == rows[i].rare &&
                      sp.last_rare == rows[i].last_rare,
                  "%s: mask %x, %zu rare, last %zu; Czajka %x, %zu, %zu", rows[i].spec, sp.mask,
                  sp.rare, sp.last_rare, rows[i].mask, rows[i].rare, rows[i].last_rare);
        octal_run_clear(&r);
        octal_clear(&g);
    }
}

/* Every octal code of Czajka's three tables (trivial, solved and unsolved
 * games, 82 + 10 + 82 codes; Grundy's game is tested elsewhere) computed
 * three ways: octal_run (the record-scale run), octal_nim_values (the
 * rare-value method with the periodic extension) and the naive mex (the
 * definition, O(n^2)): equal on heaps 0..10^5 in make check-full
 * (CGT_CHECK_FULL=1: about 10 minutes of CPU), 0..3000 otherwise. */
TEST(run_czajka_codes_equal_naive) {
    static const char *files[] = {"octal/tczajka_TrivialGames.md", "octal/tczajka_SolvedGames.md",
                                  "octal/tczajka_UnsolvedGames.md"};
    static const int want_rows[] = {82, 10, 82};
    const char *full = getenv("CGT_CHECK_FULL");
    const size_t upto = full && *full && strcmp(full, "0") != 0 ? 100000 : 3000;
    uint32_t *a = malloc((upto + 1) * 4), *b = malloc((upto + 1) * 4);
    for (size_t fi = 0; fi < sizeof files / sizeof *files; fi++) {
        const char *path = test_data_path(files[fi]);
        FILE *f = fopen(path, "r");
        CHECK_MSG(f != NULL, "cannot open %s", path);
        if (!f) continue;
        char line[4096];
        int rows = 0;
        while (fgets(line, sizeof line, f)) {
            char code[32];
            if (sscanf(line, " %31[0-9.] |", code) != 1 || code[0] == '\0' || !strchr(line, '|'))
                continue;
            octal_game g;
            if (octal_parse(&g, code) < 0) {
                CHECK_MSG(0, "%s: cannot parse %s", files[fi], code);
                continue;
            }
            rows++;
            CHECK_INT(octal_nim_values_alg(a, &g, upto, OCTAL_ALG_NAIVE), 0);
            CHECK_INT(octal_nim_values(b, &g, upto), 0);
            octal_run r;
            octal_run_init(&r, &g);
            CHECK_INT(octal_run_extend(&r, upto), 0);
            for (size_t n = 0; n <= upto; n++)
                if (a[n] != b[n] || (n < r.computed && a[n] != octal_run_value(&r, n))) {
                    CHECK_MSG(0, "%s G(%zu): naive %u, octal_nim_values %u, octal_run %u", code, n,
                              a[n], b[n], n < r.computed ? octal_run_value(&r, n) : 0);
                    break;
                }
            CHECK_MSG(r.computed == upto + 1, "%s: run computed %zu", code, r.computed);
            octal_run_clear(&r);
            octal_clear(&g);
        }
        fclose(f);
        CHECK_MSG(rows == want_rows[fi], "%s: %d codes, want %d", files[fi], rows, want_rows[fi]);
    }
    printf("  Czajka's codes equal the naive mex on heaps 0..%zu\n", upto);
    free(a);
    free(b);
}
