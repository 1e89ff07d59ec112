/* test_cram.c - the dedicated Cram solver (cram.h) against Piotr Beling's
 * table of Cram nim values and against the position engine.
 *
 * Beling's table: "The results obtained so far", "Cram (under the normal
 * play convention)", README.md of github.com/beling/impartial-games (the
 * smaller boards first computed by Lemoine and Viennot's Glop and by
 * Schneider's thesis, 11x5 by Uiterwijk).  Boards computed here in about a
 * second each are asserted by `make check`; the larger ones only with
 * CGT_CHECK_FULL=1 (`make check-full`), the largest in `make bench`
 * (bench/rulesets.c). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/cram.h"
#include "cgt/expr.h"
#include "cgt/games.h"
#include "cgt/octal.h"
#include "test.h"

/* Beling's table, rows x columns -> nim value (every entry but the '?'). */
static const struct {
    int rows, cols, nim;
} beling[] = {
    {4, 4, 0},  {4, 5, 2},  {4, 6, 0},  {4, 7, 3},  {4, 8, 0}, {4, 9, 1}, {4, 10, 0}, {4, 11, 1},
    {4, 12, 0}, {4, 13, 3}, {4, 14, 0}, {4, 15, 4}, {5, 5, 0}, {5, 6, 2}, {5, 7, 1},  {5, 8, 1},
    {5, 9, 1},  {5, 10, 2}, {5, 11, 0}, {5, 12, 3}, {6, 6, 0}, {6, 7, 5}, {6, 8, 0},  {6, 9, 1},
    {6, 10, 0}, {6, 12, 0}, {6, 14, 0}, {7, 7, 1},  {7, 8, 3}, {7, 9, 1},
};
#define NBELING (sizeof beling / sizeof *beling)

static uint64_t full(int rows, int cols) {
    return rows * cols >= 64 ? ~0ULL : (1ULL << (rows * cols)) - 1;
}

/* Checks Beling's entries with at most max_cells cells (and more than
 * min_cells), searched without the mirror theorem; with `both`, the
 * transposed board too (the solver's turning of a wide board). */
static void check_beling(int min_cells, int max_cells, int both, unsigned flags) {
    for (size_t i = 0; i < NBELING; i++) {
        int r = beling[i].rows, c = beling[i].cols;
        if (r * c <= min_cells || r * c > max_cells) continue;
        for (int t = 0; t < 2; t++) {
            unsigned nim = 99;
            int rc = t ? cram_nim(&nim, c, r, full(c, r), flags, NULL)
                       : cram_nim(&nim, r, c, full(r, c), flags, NULL);
            CHECK_MSG(rc == 0 && nim == (unsigned)beling[i].nim,
                      "%dx%d, flags %u: rc %d, *%u, Beling *%d", t ? c : r, t ? r : c, flags, rc,
                      nim, beling[i].nim);
            if (r == c || !both) break;
        }
    }
}

TEST(beling_table) {
    /* 4x4 .. 4x8, 5x5, 5x6: well under a second each; each search, with
     * and without the reductions */
    check_beling(0, 32, 1, 0);
    check_beling(0, 32, 1, CRAM_BR);
    check_beling(0, 32, 1, CRAM_NO_REDUCE);
}

TEST(beling_table_full) {
    const char *s = getenv("CGT_CHECK_FULL");
    if (!s || !*s) {
        printf("  boards of 33 to 45 cells skipped (set CGT_CHECK_FULL=1 or run make "
               "check-full)\n");
        return;
    }
    /* 5x7, 6x6, 4x9, 4x10, 5x8: 1 to 10 s of CPU each, by both searches (6x7,
     * 42 cells, is far longer: not here) */
    check_beling(32, 40, 0, 0);
    check_beling(32, 40, 0, CRAM_BR);
    /* 4x11 (Beling's first own result) in about 30 s of CPU, 8.5 million
     * positions; 5x9 with the mirror theorem in about 80 s, 20 million */
    static const struct {
        int rows, cols, nim;
        unsigned flags;
    } larger[] = {{4, 11, 1, 0}, {5, 9, 1, CRAM_MIRROR}};
    for (size_t i = 0; i < sizeof larger / sizeof *larger; i++) {
        int r = larger[i].rows, c = larger[i].cols;
        unsigned nim = 99;
        int rc = cram_nim(&nim, r, c, full(r, c), larger[i].flags, NULL);
        CHECK_MSG(rc == 0 && nim == (unsigned)larger[i].nim, "%dx%d: rc %d, *%u, Beling *%d", r, c,
                  rc, nim, larger[i].nim);
    }
}

/* make check-records (CGT_CHECK_RECORDS=1): Beling's 7x7 (*1) and 6x7 (*5)
 * (README.md of github.com/beling/impartial-games, "The results obtained so
 * far"), with the mirror theorem and the reductions, under a 6.6 GB budget
 * (a 2 GiB table): 426 s and 1213 s of CPU when first run (docs/cram.md). */
TEST(beling_table_records) {
    const char *s = getenv("CGT_CHECK_RECORDS");
    if (!s || !*s) {
        printf("  7x7 and 6x7 skipped (set CGT_CHECK_RECORDS=1 or run make check-records)\n");
        return;
    }
    static const struct { int rows, cols, nim; } boards[] = {{7, 7, 1}, {6, 7, 5}};
    cgt_limits_set_memory((uint64_t)6600 << 20);
    for (size_t i = 0; i < sizeof boards / sizeof *boards; i++) {
        int r = boards[i].rows, c = boards[i].cols;
        unsigned nim = 99;
        cram_stats st;
        int rc = cram_nim(&nim, r, c, full(r, c), CRAM_MIRROR, &st);
        CHECK_MSG(rc == 0 && nim == (unsigned)boards[i].nim, "%dx%d: rc %d, *%u, Beling *%d", r, c,
                  rc, nim, boards[i].nim);
        printf("  %dx%d: *%u (Beling *%d)\n", r, c, nim, boards[i].nim);
    }
    cgt_limits_set_memory(0);
}

/* Beling's boards of 50 to 63 cells (README.md of
 * github.com/beling/impartial-games, "The results obtained so far": 13x4 is
 * *3, 10x5 *2, 9x6 *1, 11x5 0), with the mirror theorem and the reductions,
 * each under a 12.3 GB budget (a 4 GiB table; 5x11 9 GB, a 2 GiB table).
 * By hand only, CGT_CHECK_RECORDS_50=1 (or one board, as 4x13): 4x13 was
 * reproduced in 3924 s of CPU and 5x10 in 2787 s, 6x9 in about 2.1 billion
 * positions over four legs resumed from a checkpoint (cgt cram
 * --checkpoint; hours of CPU), 5x11 in about 2.5 billion over five
 * (docs/cram.md).
 * Too long for make check-records. */
TEST(beling_table_records_50) {
    const char *s = getenv("CGT_CHECK_RECORDS_50");
    if (!s || !*s) {
        printf("  4x13, 5x10, 6x9 and 5x11 skipped (set CGT_CHECK_RECORDS_50=1, or to one "
               "board as 4x13: an hour of CPU or more each)\n");
        return;
    }
    static const struct {
        int rows, cols, nim;
        unsigned budget_mib;
    } boards[] = {{4, 13, 3, 12300}, {5, 10, 2, 12300}, {6, 9, 1, 12300}, {5, 11, 0, 9216}};
    for (size_t i = 0; i < sizeof boards / sizeof *boards; i++) {
        int r = boards[i].rows, c = boards[i].cols;
        char name[16];
        snprintf(name, sizeof name, "%dx%d", r, c);
        if (strcmp(s, "1") != 0 && strcmp(s, name) != 0) continue;
        unsigned nim = 99;
        cram_stats st;
        cgt_limits_set_memory((uint64_t)boards[i].budget_mib << 20);
        int rc = cram_nim(&nim, r, c, full(r, c), CRAM_MIRROR, &st);
        cgt_limits_set_memory(0);
        CHECK_MSG(rc == 0 && nim == (unsigned)boards[i].nim, "%dx%d: rc %d, *%u, Beling *%d", r, c,
                  rc, nim, boards[i].nim);
        printf("  %dx%d: *%u (Beling *%d), %llu positions\n", r, c, nim, boards[i].nim,
               (unsigned long long)st.searched);
    }
}

/* ---- checkpoints (cram_nim_checkpointed, nimsearch_save/load) ---- */

static const char *ckpt_path(const char *tag) {
    static char buf[128];
    snprintf(buf, sizeof buf, "/tmp/cgt_test_cram_%ld_%s.ckpt", (long)getpid(), tag);
    return buf;
}

static bool file_exists(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f) fclose(f);
    return f != NULL;
}

/* Beling's 5x6 (*2), stopped by a node limit a third of the way, resumes
 * from its checkpoint with fewer positions than a whole run and Beling's
 * value; a run after it finds the board in the checkpoint (no search), and
 * so does the transposed board. */
TEST(checkpoint_resume) {
    const char *path = ckpt_path("resume");
    remove(path);
    uint64_t empty[2] = {full(5, 6), 0};
    unsigned nim = 99;
    cram_stats whole, part, rest, again;
    int rc = cram_nim_checkpointed(&nim, 5, 6, empty, CRAM_MIRROR, NULL, &whole);
    CHECK(rc == 0 && nim == 2 && whole.searched > 10000);
    cram_checkpoint ck = {path, 0};
    cgt_limits_set(whole.searched / 3, 0);
    rc = cram_nim_checkpointed(&nim, 5, 6, empty, CRAM_MIRROR, &ck, &part);
    cgt_limits_set(0, 0);
    CHECK_MSG(rc == CGT_ELIMIT, "rc %d", rc);
    CHECK(file_exists(path) && part.loaded == 0 && part.saved > 0);
    rc = cram_nim_checkpointed(&nim, 5, 6, empty, CRAM_MIRROR, &ck, &rest);
    CHECK_MSG(rc == 0 && nim == 2, "rc %d, *%u, Beling *2", rc, nim);
    CHECK_MSG(rest.loaded > 0 && rest.searched < whole.searched,
              "loaded %llu, %llu positions resumed against %llu whole",
              (unsigned long long)rest.loaded, (unsigned long long)rest.searched,
              (unsigned long long)whole.searched);
    rc = cram_nim_checkpointed(&nim, 5, 6, empty, CRAM_MIRROR, &ck, &again);
    CHECK_MSG(rc == 0 && nim == 2 && again.searched == 0, "rc %d, *%u, %llu positions", rc, nim,
              (unsigned long long)again.searched);
    rc = cram_nim_checkpointed(&nim, 6, 5, empty, CRAM_MIRROR, &ck, &again);
    CHECK_MSG(rc == 0 && nim == 2 && again.searched == 0, "6x5: rc %d, *%u, %llu positions", rc,
              nim, (unsigned long long)again.searched);
    /* a checkpoint of one-word keys does not go into a search of two */
    uint64_t wide[2] = {~0ULL, (1ULL << (66 - 64)) - 1};
    rc = cram_nim_checkpointed(&nim, 6, 11, wide, CRAM_MIRROR, &ck, &again);
    CHECK(rc == CGT_EPARSE && strstr(cgt_error_message(), "words"));
    remove(path);
}

/* Rewrites byte `at` of the file at path (xor with x). */
static void poke(const char *path, long at, unsigned char x) {
    FILE *f = fopen(path, "r+b");
    if (!f) return;
    fseek(f, at, SEEK_SET);
    int c = fgetc(f);
    fseek(f, at, SEEK_SET);
    fputc(c ^ x, f);
    fclose(f);
}

/* A damaged or foreign checkpoint is refused with a message naming the
 * problem, before any search and without adding a fact. */
TEST(checkpoint_damaged) {
    const char *path = ckpt_path("damaged"), *copy = ckpt_path("copy");
    remove(path);
    uint64_t empty[2] = {full(4, 5), 0};
    unsigned nim = 99;
    cram_stats st;
    cram_checkpoint ck = {path, 0};
    int rc = cram_nim_checkpointed(&nim, 4, 5, empty, 0, &ck, &st);
    CHECK(rc == 0 && nim == 2);
    char *text = NULL;
    size_t len = 0;
    CHECK(cgt_file_read(&text, &len, path) == 0 && len > 100);
    if (!text) return;
    size_t head = (size_t)(strstr(text, "\n\n") - text) + 2; /* the entries start here */
    const struct {
        long at; /* from the first entry; negative: in the header; 0: byte 2 */
        unsigned char x;
        const char *says;
    } cases[] = {
        {17 * 3 + 9, 0x40, "checksum"}, /* a key bit of the fourth entry */
        {17 * 2 + 2, 0x07, "state"},    /* the state byte of the third entry */
        {17 * 1 + 1, 0xFF, "box"},      /* the box of the second entry */
        {-3, 0x40, "line 5"},           /* the checksum's last digit: not hex */
        {0, 0x20, "line 1"},            /* (below) the magic */
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        ck.path = copy;
        FILE *f = fopen(copy, "wb");
        fwrite(text, 1, len, f);
        fclose(f);
        poke(copy, cases[i].at ? (long)head + cases[i].at : 2, cases[i].x);
        rc = cram_nim_checkpointed(&nim, 4, 5, empty, 0, &ck, &st);
        CHECK_MSG(rc == CGT_EPARSE && strstr(cgt_error_message(), cases[i].says) &&
                      st.searched == 0,
                  "case %zu: rc %d, %s", i, rc, cgt_error_message());
    }
    /* cut short */
    FILE *f = fopen(copy, "wb");
    fwrite(text, 1, len - 5, f);
    fclose(f);
    rc = cram_nim_checkpointed(&nim, 4, 5, empty, 0, &ck, &st);
    CHECK(rc == CGT_EPARSE && strstr(cgt_error_message(), "expected exactly"));
    /* unwritable: refused at once */
    ck.path = "/nonexistent-dir/x.ckpt";
    rc = cram_nim_checkpointed(&nim, 4, 5, empty, 0, &ck, &st);
    CHECK(rc == CGT_EIO && st.searched == 0);
    cgt_free(text);
    remove(path);
    remove(copy);
}

TEST(beling_table_small_table) {
    /* Beling's boards of at most 35 cells again (5x7 among them: with the
     * moves tried from the centre out, most smaller boards search fewer
     * positions than the table holds), under a 2 MiB memory budget:
     * a table of 512 KiB (32768 entries) that fills up, so that entries are
     * replaced (the least work first) while the search goes on; the values
     * must not change.  Both searches. */
    static const unsigned flags[] = {0, CRAM_BR};
    cgt_limits_set_memory((uint64_t)2 << 20);
    unsigned full_tables = 0;
    for (size_t f = 0; f < 2; f++)
        for (size_t i = 0; i < NBELING; i++) {
            int r = beling[i].rows, c = beling[i].cols;
            if (r * c > 35) continue;
            unsigned nim = 99;
            cram_stats st;
            int rc = cram_nim(&nim, r, c, full(r, c), flags[f], &st);
            CHECK_MSG(rc == 0 && nim == (unsigned)beling[i].nim,
                      "%dx%d, flags %u: rc %d, *%u, Beling *%d", r, c, flags[f], rc, nim,
                      beling[i].nim);
            CHECK(st.bytes <= (512u << 10));
            /* the table is full: more entries made than it holds */
            if (st.bytes == (512u << 10) && st.searched > 32768) full_tables++;
        }
    cgt_limits_set_memory(0);
    CHECK_MSG(full_tables >= 4, "only %u searches filled their table", full_tables);
}

TEST(beling_table_mirror) {
    /* With the mirror theorem every even x even board of the table of at
     * most 64 cells is 0 at once (6x12 and 6x14 are over 64 cells). */
    for (size_t i = 0; i < NBELING; i++) {
        int r = beling[i].rows, c = beling[i].cols;
        if (r % 2 || c % 2 || r * c > 64) continue;
        unsigned nim = 99;
        CHECK(cram_nim(&nim, r, c, full(r, c), CRAM_MIRROR, NULL) == 0);
        CHECK_MSG(nim == (unsigned)beling[i].nim, "%dx%d: *%u", r, c, nim);
    }
}

/* The board text of a rows x cols board, empty where bit r * cols + c of
 * empty is set. */
static void board_text(char *buf, int rows, int cols, uint64_t empty) {
    size_t k = 0;
    for (int r = 0; r < rows; r++) {
        if (r) buf[k++] = '|';
        for (int c = 0; c < cols; c++) buf[k++] = (empty >> (r * cols + c) & 1) ? '.' : '#';
    }
    buf[k] = '\0';
}

/* The position engine's value of a board's text (canonical forms, no fast
 * path). */
static game_t engine_text_value(const char *text) {
    uint8_t *p = NULL;
    size_t n = 0;
    game_t g = GAME_NONE;
    if (games_parse(&p, &n, GAMES_CRAM, text) == 0)
        position_eval(&g, games_rules(GAMES_CRAM), p, n, POSITION_IMPARTIAL);
    cgt_free(p);
    return g;
}

static game_t engine_value(int rows, int cols, uint64_t empty) {
    char text[200];
    board_text(text, rows, cols, empty);
    return engine_text_value(text);
}

TEST(random_boards_against_engine) {
    /* Property: on random boards with blocked cells (at most 20 empty), the
     * solver's nim value (with and without the mirror theorem) is the
     * engine's canonical value, its outcome is P exactly when the value is
     * 0, and the registry's cram() (which uses the solver) agrees. */
    cgt_rng rng;
    uint64_t seed = test_seed() + 29;
    cgt_rng_seed(&rng, seed);
    printf("  seed %llu\n", (unsigned long long)seed);
    long iters = test_iterations(300);
    for (long it = 0; it < iters; it++) {
        int rows = 1 + (int)cgt_rng_below(&rng, 8), cols = 1 + (int)cgt_rng_below(&rng, 8);
        int cells = rows * cols, want = 2 + (int)cgt_rng_below(&rng, 19);
        uint64_t empty = full(rows, cols);
        /* block cells at random until at most `want` are empty */
        while (__builtin_popcountll(empty) > want) {
            int i = (int)cgt_rng_below(&rng, (uint64_t)cells);
            empty &= ~(1ULL << i);
        }
        game_t g = engine_value(rows, cols, empty);
        char text[200];
        board_text(text, rows, cols, empty);
        CHECK_MSG(g != GAME_NONE && game_is_nimber(g), "%s: the engine gives no nimber", text);
        unsigned a = 99, b = 98, o = 97;
        CHECK(cram_nim(&a, rows, cols, empty, 0, NULL) == 0);
        CHECK(cram_nim(&b, rows, cols, empty, CRAM_MIRROR, NULL) == 0);
        CHECK(cram_nim(&o, rows, cols, empty, CRAM_OUTCOME, NULL) == 0);
        CHECK_MSG(g == game_nimber(a), "%s: solver *%u", text, a);
        CHECK_MSG(a == b, "%s: *%u without the mirror theorem, *%u with it", text, a, b);
        CHECK_MSG(o == (a != 0), "%s: outcome %u for *%u", text, o, a);
        game_t r = GAME_NONE;
        CHECK(games_eval(&r, GAMES_CRAM, text, 0) == 0);
        CHECK_MSG(r == g, "%s: cram() differs from the engine", text);
        if (test_failures()) break;
    }
    game_table_free();
}

/* ---- a plain mex recursion: the reference of the searches' pruning --------- */

/* A memo of nim values of whole boards (cell sets of one rows x cols board):
 * open addressing on the word, value + 1 (0 free). */
#define MEMO_BITS 20
typedef struct memo {
    uint64_t key[1u << MEMO_BITS];
    uint8_t val[1u << MEMO_BITS];
} memo;

/* The nim value of the empty cells b of a rows x cols board: the mex of the
 * values of the boards a domino leaves (no split, symmetry or theorem). */
static unsigned mex_value(memo *m, int rows, int cols, uint64_t b) {
    size_t i = (size_t)((b * 0x9E3779B97F4A7C15ULL) >> (64 - MEMO_BITS));
    while (m->val[i]) {
        if (m->key[i] == b) return m->val[i] - 1u;
        i = (i + 1) & ((1u << MEMO_BITS) - 1);
    }
    uint64_t seen = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            int k = r * cols + c;
            if (!(b >> k & 1)) continue;
            if (c + 1 < cols && (b >> (k + 1) & 1))
                seen |= 1ULL << mex_value(m, rows, cols, b & ~(3ULL << k));
            if (r + 1 < rows && (b >> (k + cols) & 1))
                seen |= 1ULL << mex_value(m, rows, cols, b & ~((1ULL << k) | (1ULL << (k + cols))));
        }
    unsigned v = (unsigned)__builtin_ctzll(~seen);
    /* the recursion may have filled slots: find a free one again */
    i = (size_t)((b * 0x9E3779B97F4A7C15ULL) >> (64 - MEMO_BITS));
    while (m->val[i]) i = (i + 1) & ((1u << MEMO_BITS) - 1);
    m->key[i] = b;
    m->val[i] = (uint8_t)(v + 1);
    return v;
}

/* A random region grown from one cell of a rows x cols board: cells added
 * next to it, some holes left inside its box. */
static uint64_t grow_region(cgt_rng *rng, int rows, int cols, int cells) {
    uint64_t b = 1ULL << cgt_rng_below(rng, (uint64_t)(rows * cols));
    for (int tries = 0; __builtin_popcountll(b) < cells && tries < 1000; tries++) {
        int k = (int)cgt_rng_below(rng, (uint64_t)(rows * cols)), r = k / cols, c = k % cols;
        if (b >> k & 1) continue;
        bool next = (c > 0 && (b >> (k - 1) & 1)) || (c + 1 < cols && (b >> (k + 1) & 1)) ||
                    (r > 0 && (b >> (k - cols) & 1)) || (r + 1 < rows && (b >> (k + cols) & 1));
        if (next) b |= 1ULL << k;
    }
    return b;
}

static uint64_t transpose_cells(uint64_t b, int rows, int cols) {
    uint64_t t = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (b >> (r * cols + c) & 1) t |= 1ULL << (c * rows + r);
    return t;
}

TEST(searches_against_mex_recursion) {
    /* Property: on random regions of up to 18 cells (grown cell by cell, so
     * with leaves, bends, 2x2 squares and holes, and sometimes two or three
     * regions on one board), every search of the solver (Lemoine and
     * Viennot's, Beling and Rogalski's, each with and without the reductions
     * and the mirror theorem, value and outcome, the board and its
     * transpose) gives the value of a plain mex recursion over the moves. */
    cgt_rng rng;
    uint64_t seed = test_seed() + 37;
    cgt_rng_seed(&rng, seed);
    printf("  seed %llu\n", (unsigned long long)seed);
    memo *m = cgt_calloc(1, sizeof *m);
    CHECK(m != NULL);
    if (!m) return;
    long iters = test_iterations(400);
    static const unsigned flags[] = {
        0, CRAM_BR, CRAM_NO_REDUCE, CRAM_BR | CRAM_NO_REDUCE, CRAM_MIRROR, CRAM_BR | CRAM_MIRROR};
    for (long it = 0; it < iters; it++) {
        int rows = 2 + (int)cgt_rng_below(&rng, 6), cols = 2 + (int)cgt_rng_below(&rng, 6);
        int cells = 4 + (int)cgt_rng_below(&rng, 15);
        if (cells > rows * cols) cells = rows * cols;
        uint64_t b = grow_region(&rng, rows, cols, cells);
        if (cgt_rng_below(&rng, 3) == 0) b |= grow_region(&rng, rows, cols, cells / 3);
        memset(m, 0, sizeof *m);
        unsigned want = mex_value(m, rows, cols, b);
        char text[200];
        board_text(text, rows, cols, b);
        for (int t = 0; t < 2; t++) {
            uint64_t e = t ? transpose_cells(b, rows, cols) : b;
            int h = t ? cols : rows, w = t ? rows : cols;
            for (size_t f = 0; f < sizeof flags / sizeof *flags; f++) {
                unsigned nim = 99, out = 99;
                CHECK(cram_nim(&nim, h, w, e, flags[f], NULL) == 0);
                CHECK(cram_nim(&out, h, w, e, flags[f] | CRAM_OUTCOME, NULL) == 0);
                CHECK_MSG(nim == want, "%s%s, flags %u: *%u, the recursion *%u", text,
                          t ? " transposed" : "", flags[f], nim, want);
                CHECK_MSG(out == (want != 0), "%s%s, flags %u: outcome %u for *%u", text,
                          t ? " transposed" : "", flags[f], out, want);
            }
        }
        if (test_failures()) break;
    }
    cgt_free(m);
}

TEST(beling_boards_against_engine) {
    /* The boards of Beling's table up to 5x5, by the engine too. */
    for (size_t i = 0; i < NBELING; i++) {
        int r = beling[i].rows, c = beling[i].cols;
        if (r * c > 25) continue;
        unsigned nim = 99;
        CHECK(cram_nim(&nim, r, c, full(r, c), 0, NULL) == 0);
        CHECK_MSG(engine_value(r, c, full(r, c)) == game_nimber(nim), "%dx%d: *%u", r, c, nim);
    }
    game_table_free();
}

TEST(registry_uses_it) {
    /* cram() and solve("cram", ...) on a board the engine takes half a
     * minute for (5x6, Beling's *2), and a board of more than 64 cells
     * whose regions are small. */
    game_t g = GAME_NONE;
    CHECK(games_eval(&g, GAMES_CRAM, "......|......|......|......|......", 0) == 0);
    CHECK(g == game_nimber(2));
    game_outcome o;
    CHECK(games_def_outcome(&o, games_find("cram"), "......|......|......|......|......", 0) == 0);
    CHECK(o == GAME_OUTCOME_N);
    CHECK(games_def_outcome(&o, games_find("cram"), "......|......|......|......", 0) == 0);
    CHECK(o == GAME_OUTCOME_P);
    char big[400];
    size_t k = 0;
    for (int r = 0; r < 8; r++) {
        if (r) big[k++] = '|';
        for (int c = 0; c < 11; c++) { big[k++] = (r % 3 == 2 || c % 4 == 3) ? '#' : '.'; }
    }
    big[k] = '\0';
    CHECK(games_eval(&g, GAMES_CRAM, big, 0) == 0);
    /* rows 2 and 5 and columns 3 and 7 filled: 9 blocks of 2 x 3 cells,
     * each *1 (below), so *1 */
    CHECK(g == game_nimber(1));
    game_t block = GAME_NONE;
    CHECK(games_eval(&block, GAMES_CRAM, "...|...", 0) == 0 && block == game_nimber(1));
    game_table_free();
}

TEST(strips_against_dawsons_kayles) {
    /* Cram on a 1 x n strip is the octal game 0.07 (Dawson's Kayles: a move
     * takes two adjacent beans, leaving 0, 1 or 2 heaps), computed by the
     * octal module: n = 1..64 by the solver (both orientations), and 70
     * (a region of over 64 cells: the registry falls back to the engine). */
    octal_game og;
    CHECK(octal_parse(&og, "0.07") == 0);
    uint32_t v[71];
    CHECK(octal_nim_values(v, &og, 70) == 0);
    for (int n = 1; n <= 64; n++) {
        unsigned a = 99, b = 98;
        CHECK(cram_nim(&a, 1, n, full(1, n), 0, NULL) == 0);
        CHECK(cram_nim(&b, n, 1, full(1, n), CRAM_MIRROR, NULL) == 0);
        CHECK_MSG(a == v[n] && b == v[n], "1x%d: *%u and *%u, 0.07 gives *%u", n, a, b, v[n]);
    }
    char strip[80];
    memset(strip, '.', 70);
    strip[70] = '\0';
    game_t g = GAME_NONE;
    CHECK(games_eval(&g, GAMES_CRAM, strip, 0) == 0);
    CHECK(g == game_nimber(v[70]));
    octal_clear(&og);
    game_table_free();
}

/* Bit i of a two-word board. */
static void set_cell(uint64_t *b, int i) {
    b[i / 64] |= 1ULL << (i % 64);
}

TEST(wide_strips_against_dawsons_kayles) {
    /* Strips of 65 to 128 cells, one region over 64 cells (two key words),
     * against the octal module's Dawson's Kayles (0.07), both orientations;
     * the registry's cram() on 1 x 100 too. */
    octal_game og;
    CHECK(octal_parse(&og, "0.07") == 0);
    uint32_t v[129];
    CHECK(octal_nim_values(v, &og, 128) == 0);
    for (int n = 65; n <= 128; n++) {
        uint64_t b[2] = {0, 0};
        for (int i = 0; i < n; i++) set_cell(b, i);
        unsigned a = 99, t = 98;
        CHECK(cram_nim_wide(&a, 1, n, b, 0, NULL) == 0);
        CHECK(cram_nim_wide(&t, n, 1, b, CRAM_MIRROR, NULL) == 0);
        CHECK_MSG(a == v[n] && t == v[n], "1x%d: *%u and *%u, 0.07 gives *%u", n, a, t, v[n]);
    }
    char strip[101];
    memset(strip, '.', 100);
    strip[100] = '\0';
    game_t g = GAME_NONE;
    CHECK(games_eval(&g, GAMES_CRAM, strip, 0) == 0);
    CHECK(g == game_nimber(v[100]));
    octal_clear(&og);
    game_table_free();
}

TEST(wide_regions_against_engine) {
    /* Property: on boards of 65 to 128 cells whose empty cells are a random
     * monotone path from corner to corner and a few cells next to it (one
     * region whose bounding box is the whole board: the two-word
     * components), the solver's value is the engine's canonical value, the
     * same on the transposed board, with or without the mirror theorem, and
     * the registry's cram() agrees. */
    cgt_rng rng;
    uint64_t seed = test_seed() + 31;
    cgt_rng_seed(&rng, seed);
    printf("  seed %llu\n", (unsigned long long)seed);
    long iters = test_iterations(100);
    for (long it = 0; it < iters; it++) {
        int rows, cols;
        do {
            rows = 2 + (int)cgt_rng_below(&rng, 15);
            cols = 2 + (int)cgt_rng_below(&rng, 15);
        } while (rows * cols <= 64 || rows * cols > 128);
        uint64_t b[2] = {0, 0}, bt[2] = {0, 0};
        int r = 0, c = 0, extra = (int)cgt_rng_below(&rng, 5);
        set_cell(b, 0);
        while (r < rows - 1 || c < cols - 1) {
            if (c == cols - 1 || (r < rows - 1 && cgt_rng_below(&rng, 2)))
                r++;
            else
                c++;
            set_cell(b, r * cols + c);
        }
        for (int e = 0; e < extra; e++)
            set_cell(b, (int)cgt_rng_below(&rng, (uint64_t)(rows * cols)));
        char text[300];
        size_t k = 0;
        for (int i = 0; i < rows * cols; i++) {
            if (i && i % cols == 0) text[k++] = '|';
            int on = b[i / 64] >> (i % 64) & 1;
            text[k++] = on ? '.' : '#';
            if (on) set_cell(bt, (i % cols) * rows + i / cols);
        }
        text[k] = '\0';
        game_t g = engine_text_value(text);
        CHECK_MSG(g != GAME_NONE && game_is_nimber(g), "%s: the engine gives no nimber", text);
        unsigned a = 99, m = 98, t = 97, o = 96;
        CHECK(cram_nim_wide(&a, rows, cols, b, 0, NULL) == 0);
        CHECK(cram_nim_wide(&m, rows, cols, b, CRAM_MIRROR, NULL) == 0);
        CHECK(cram_nim_wide(&t, cols, rows, bt, 0, NULL) == 0);
        CHECK(cram_nim_wide(&o, rows, cols, b, CRAM_OUTCOME, NULL) == 0);
        CHECK_MSG(g == game_nimber(a), "%dx%d %s: solver *%u", rows, cols, text, a);
        CHECK_MSG(a == m && a == t && o == (a != 0),
                  "%s: *%u, mirror *%u, transposed *%u, outcome %u", text, a, m, t, o);
        game_t reg = GAME_NONE;
        CHECK(games_eval(&reg, GAMES_CRAM, text, 0) == 0);
        CHECK_MSG(reg == g, "%s: cram() differs from the engine", text);
        if (test_failures()) break;
    }
    game_table_free();
}

TEST(wide_beling_mirror) {
    /* Beling's 6x12 and 6x14 (0, even x even) by the mirror theorem on
     * two-word components; 64-cell boards agree with cram_nim. */
    int sizes[2][2] = {{6, 12}, {6, 14}};
    for (int i = 0; i < 2; i++) {
        uint64_t b[2] = {0, 0};
        for (int c = 0; c < sizes[i][0] * sizes[i][1]; c++) set_cell(b, c);
        unsigned nim = 99;
        CHECK(cram_nim_wide(&nim, sizes[i][0], sizes[i][1], b, CRAM_MIRROR, NULL) == 0);
        CHECK_MSG(nim == 0, "%dx%d: *%u", sizes[i][0], sizes[i][1], nim);
    }
    uint64_t b[2] = {full(5, 6), 0};
    unsigned a = 99, w = 98;
    CHECK(cram_nim(&a, 5, 6, b[0], 0, NULL) == 0 && cram_nim_wide(&w, 5, 6, b, 0, NULL) == 0);
    CHECK(a == 2 && w == 2);
}

TEST(limits_and_bad_input) {
    unsigned nim = 7;
    CHECK(cram_nim(&nim, 9, 9, ~0ULL, 0, NULL) == CGT_EUSAGE);
    CHECK(strstr(cgt_error_message(), "over 64 cells") != NULL);
    CHECK(cram_nim(&nim, 0, 3, 0, 0, NULL) == CGT_EUSAGE);
    uint64_t big[2] = {~0ULL, ~0ULL};
    CHECK(cram_nim_wide(&nim, 12, 11, big, 0, NULL) == CGT_EUSAGE);
    CHECK(strstr(cgt_error_message(), "over 128 cells") != NULL);
    CHECK(cram_nim_wide(&nim, 3, 0, big, 0, NULL) == CGT_EUSAGE);
    /* a node budget stops the 6x6 search cleanly, with the limit named */
    cgt_limits_set(500, 0);
    cgt_limits_reset();
    CHECK_INT(cram_nim(&nim, 6, 6, full(6, 6), 0, NULL), CGT_ELIMIT);
    CHECK(strstr(cgt_error_message(), "max-nodes") != NULL);
    game_t g = GAME_NONE;
    CHECK_INT(games_eval(&g, GAMES_CRAM, ".......|.......|.......|.......|.......|.......", 0),
              CGT_ELIMIT);
    CHECK(g == GAME_NONE);
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    CHECK(cram_nim(&nim, 4, 4, full(4, 4), 0, NULL) == 0 && nim == 0);
    /* a board of no empty cell, and of one */
    CHECK(cram_nim(&nim, 3, 3, 0, 0, NULL) == 0 && nim == 0);
    CHECK(cram_nim(&nim, 1, 1, 1, 0, NULL) == 0 && nim == 0);
    CHECK(cram_nim(&nim, 1, 64, ~0ULL, 0, NULL) == 0);
    cram_stats st;
    CHECK(cram_nim(&nim, 4, 5, full(4, 5), 0, &st) == 0 && nim == 2);
    CHECK(st.searched > 0 && st.stored > 0 && st.bytes > 0);
}

/* cram_board_words: the text of cram("...") through games_def_parse to the
 * solver's bits, cell by cell; a board over 128 cells and a wrong length are
 * errors; a board's words give the value cram("...") gives. */
TEST(board_words_from_text) {
    const char *text = ".#...|....#|#....";
    uint8_t *pos = NULL;
    size_t len = 0;
    CHECK_INT(games_def_parse(&pos, &len, games_find("cram"), text), 0);
    int rows = 0, cols = 0;
    uint64_t empty[2];
    CHECK_INT(cram_board_words(&rows, &cols, empty, pos, len), 0);
    CHECK_INT(rows, 3);
    CHECK_INT(cols, 5);
    CHECK_INT(empty[1], 0);
    for (int r = 0, i = 0; r < rows; r++)
        for (int c = 0; c < cols; c++, i++) {
            bool want = text[r * (cols + 1) + c] == '.';
            CHECK_MSG(((empty[0] >> i) & 1) == want, "cell %d,%d", r, c);
        }
    CHECK_INT(cram_board_words(&rows, &cols, empty, pos, len - 1), CGT_EPARSE);
    unsigned nim = 99;
    cram_stats st;
    CHECK_INT(cram_board_words(&rows, &cols, empty, pos, len), 0);
    CHECK_INT(cram_nim_checkpointed(&nim, rows, cols, empty, CRAM_MIRROR, NULL, &st), 0);
    expr_value v; /* cram("...") splits the board into regions itself (cram_board_nim) */
    CHECK_INT(expr_eval(&v, "cram(\".#...|....#|#....\")"), 0);
    CHECK(v.kind == EXPR_GAME && v.game == game_nimber(nim));
    cgt_free(pos);
    /* 12 x 11 = 132 cells */
    char big[12 * 12 + 1];
    for (int i = 0; i < 12 * 12; i++) big[i] = i % 12 == 11 ? '|' : '.';
    big[12 * 12 - 1] = '\0';
    CHECK_INT(games_def_parse(&pos, &len, games_find("cram"), big), 0);
    CHECK_INT(cram_board_words(&rows, &cols, empty, pos, len), CGT_EUSAGE);
    CHECK(strstr(cgt_error_message(), "over the solver's 128 cells") != NULL);
    cgt_free(pos);
    game_table_free();
}
