/* test_nogo_fast.c - NoGo's bit-board path (legal moves from the groups'
 * liberties, split, the one-row normalisation) against the cell-by-cell
 * reference nogo_rules_slow on random legal boards: the same options, and
 * the same value and nim value with split and symmetry on or off. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/util.h"
#include "games/games_internal.h"
#include "test.h"

/* A random legal board of rows x cols: walls (#) here and there, then
 * random legal stones placed one by one (legality by the reference). */
static size_t random_nogo(uint8_t *p, cgt_rng *r, size_t rows, size_t cols) {
    size_t n = rows * cols, len = 2 + n;
    p[0] = (uint8_t)rows;
    p[1] = (uint8_t)cols;
    uint64_t walls = cgt_rng_below(r, 4);
    for (size_t i = 0; i < n; i++) p[2 + i] = cgt_rng_below(r, 16) < walls ? 3 : 0;
    size_t stones = cgt_rng_below(r, n + 1);
    position_sink s;
    position_sink_init(&s);
    for (size_t k = 0; k < stones; k++) {
        position_sink_reset(&s);
        nogo_rules_slow.options(&s, p, len, NULL);
        if (s.n == 0) break;
        size_t ol;
        const uint8_t *o = position_sink_at(&s, cgt_rng_below(r, s.n), &ol);
        memcpy(p, o, len);
    }
    position_sink_clear(&s);
    return len;
}

static void print_nogo(const uint8_t *p, size_t len) {
    char *t = grid_format(p, len, ".xo#.");
    fprintf(stderr, "  board %s\n", t);
    cgt_free(t);
}

/* The options of s as a sorted list of (side, bytes) strings. */
static int cmp_opt(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}
static char **sorted_options(const position_sink *s) {
    char **v = cgt_malloc((s->n + 1) * sizeof *v);
    for (size_t i = 0; i < s->n; i++) {
        size_t ol;
        const uint8_t *o = position_sink_at(s, i, &ol);
        v[i] = cgt_malloc(2 * ol + 2);
        v[i][0] = (char)('0' + s->side[i]);
        for (size_t k = 0; k < ol; k++) {
            v[i][1 + 2 * k] = (char)('a' + (o[k] >> 4));
            v[i][2 + 2 * k] = (char)('a' + (o[k] & 15));
        }
        v[i][1 + 2 * ol] = '\0';
    }
    qsort(v, s->n, sizeof *v, cmp_opt);
    return v;
}
static void free_options(char **v, size_t n) {
    for (size_t i = 0; i < n; i++) cgt_free(v[i]);
    cgt_free(v);
}

/* Seeds r (the seed printed) and returns the rules under test. */
static const position_rules *start(cgt_rng *r, uint64_t salt) {
    uint64_t seed = test_seed() + salt;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng_seed(r, seed);
    return games_find("nogo")->rules;
}

TEST(nogo_options_against_cells) {
    cgt_rng r;
    const position_rules *fast = start(&r, 31);
    long iters = test_iterations(3000);
    position_sink a, b;
    position_sink_init(&a);
    position_sink_init(&b);
    for (long it = 0; it < iters; it++) {
        uint8_t p[2 + 128];
        size_t rows, cols;
        switch (it % 4) {
        case 0: /* one row, up to 64 points (the bit board's limit) */
            rows = 1;
            cols = 1 + cgt_rng_below(&r, 64);
            break;
        case 1: /* over 64 cells: the reference path itself */
            rows = 9;
            cols = 8 + cgt_rng_below(&r, 6);
            break;
        default: rows = 1 + cgt_rng_below(&r, 8); cols = 1 + cgt_rng_below(&r, 8);
        }
        size_t len = random_nogo(p, &r, rows, cols);
        position_sink_reset(&a);
        position_sink_reset(&b);
        fast->options(&a, p, len, NULL);
        nogo_rules_slow.options(&b, p, len, NULL);
        bool same = a.n == b.n;
        if (same) {
            char **va = sorted_options(&a), **vb = sorted_options(&b);
            for (size_t i = 0; same && i < a.n; i++) same = strcmp(va[i], vb[i]) == 0;
            free_options(va, a.n);
            free_options(vb, b.n);
        }
        if (!same) {
            CHECK_MSG(0, "iteration %ld: %zu options, reference %zu", it, a.n, b.n);
            print_nogo(p, len);
            break;
        }
    }
    position_sink_clear(&a);
    position_sink_clear(&b);
}

/* A random legal board (random_nogo) of up to 3 x 4 points, or (when line
 * is set) of one row or column of up to `maxline` points, a row on odd
 * iterations. */
static size_t random_board(uint8_t *p, cgt_rng *r, long it, bool line, size_t maxline) {
    size_t rows = 1 + cgt_rng_below(r, 3), cols = 1 + cgt_rng_below(r, 4);
    if (line) {
        rows = 1 + cgt_rng_below(r, maxline);
        cols = 1;
        if (it % 2) {
            cols = rows;
            rows = 1;
        }
    }
    return random_nogo(p, r, rows, cols);
}

/* Values: the fast rules with split and symmetry, against the reference
 * without either (and the nim values of the impartial game). */
TEST(nogo_values_against_cells) {
    cgt_rng r;
    const position_rules *fast = start(&r, 32);
    long iters = test_iterations(250);
    for (long it = 0; it < iters; it++) {
        uint8_t p[2 + 16]; /* a third are lines of up to 10 points */
        size_t len = random_board(p, &r, it, it % 3 == 0, 10);
        for (unsigned imp = 0; imp <= POSITION_IMPARTIAL; imp += POSITION_IMPARTIAL) {
            game_t g, h;
            CHECK(position_eval(&g, fast, p, len, imp) == 0);
            CHECK(position_eval(&h, &nogo_rules_slow, p, len,
                                imp | POSITION_NO_SPLIT | POSITION_NO_SYMMETRY) == 0);
            if (g != h) {
                CHECK_MSG(0, "iteration %ld%s: values differ", it, imp ? " (impartial)" : "");
                print_nogo(p, len);
                return;
            }
        }
    }
    game_table_free();
}

/* Impartial NoGo's dedicated solver (nogo_board_nim: the search of
 * nimsearch.h with the bit-board legality, its own split, the line's runs
 * made one point and the colour swap) against the position engine on random
 * legal boards with walls and stones, a third of them lines: the same nim
 * value, and the outcome P exactly when it is 0.  Boards of at most 12
 * points against the cell-by-cell reference without split or symmetry;
 * lines of up to 18 points against the engine with the fast rules, split
 * and symmetry (larger two-dimensional boards take the engine seconds). */
TEST(nogo_nim_solver_against_cells) {
    cgt_rng r;
    const position_rules *fast = start(&r, 33);
    long iters = test_iterations(240);
    for (long it = 0; it < iters; it++) {
        uint8_t p[2 + 20];
        bool big = it % 4 == 3;
        size_t len = random_board(p, &r, it, big || it % 3 == 0, big ? 18 : 12);
        game_t h;
        if (big)
            CHECK(position_eval(&h, fast, p, len, POSITION_IMPARTIAL) == 0);
        else
            CHECK(position_eval(&h, &nogo_rules_slow, p, len,
                                POSITION_IMPARTIAL | POSITION_NO_SPLIT | POSITION_NO_SYMMETRY) ==
                  0);
        unsigned nim = 99, out = 98;
        CHECK(nogo_board_nim(&nim, p, len, 0) == 0);
        CHECK(nogo_board_nim(&out, p, len, 1) == 0);
        if (h != game_nimber(nim) || out != (nim != 0)) {
            CHECK_MSG(0, "iteration %ld: solver *%u (outcome %u), reference not that", it, nim,
                      out);
            print_nogo(p, len);
            return;
        }
    }
    game_table_free();
}

/* games_def_nim_search (`cgt nimsearch impartial_nogo`) on random boards as
 * text: Lemoine and Viennot's search and Beling and Rogalski's give the
 * registry's solver's value, the outcome is P exactly when it is 0; a 1 x 19
 * line (MCGS' results page, "Impartial Linear NoGo": *3) stopped by a limit
 * resumes from its checkpoint with fewer positions than a run from the
 * start; the result carries the board's size as the solver read it (Cram's
 * too); boards past the solver and rulesets without one are errors. */
TEST(nogo_nim_search_runs) {
    cgt_rng r;
    start(&r, 35);
    const games_def *d = games_find("impartial_nogo");
    CHECK(games_def_nim_solver(d) && games_def_nim_solver(games_find("cram")));
    CHECK(!games_def_nim_solver(games_find("domineering")));
    long iters = test_iterations(120);
    for (long it = 0; it < iters && !test_failures(); it++) {
        uint8_t p[2 + 20];
        size_t len = random_board(p, &r, it, it % 3 == 0, 12);
        char *text = grid_format(p, len, ".xo#.");
        unsigned want = 99;
        CHECK_INT(nogo_board_nim(&want, p, len, 0), 0);
        games_nim_run run = {0, NIMSEARCH_LV, 0, NULL, 0};
        games_nim_result lv, br, out;
        CHECK_INT(games_def_nim_search(&lv, d, text, &run), 0);
        run.method = NIMSEARCH_BR;
        CHECK_INT(games_def_nim_search(&br, d, text, &run), 0);
        run.outcome = 1;
        CHECK_INT(games_def_nim_search(&out, d, text, &run), 0);
        CHECK_MSG(lv.nim == want && br.nim == want && out.nim == (want != 0),
                  "iteration %ld, %s: solver *%u, LV *%u, BR *%u, outcome %u", it, text, want,
                  lv.nim, br.nim, out.nim);
        CHECK_MSG(lv.rows == p[0] && lv.cols == p[1] && br.rows == p[0] && out.cols == p[1],
                  "iteration %ld, %s: %dx%d board read as %dx%d", it, text, p[0], p[1], lv.rows,
                  lv.cols);
        cgt_free(text);
    }
    const char *path = "test_nogo_nim.ckpt";
    remove(path);
    const char *line = "...................";
    games_nim_result whole, part, resumed, res;
    CHECK_INT(games_def_nim_search(&whole, d, line, NULL), 0);
    CHECK_INT(whole.nim, 3);
    CHECK(whole.rows == 1 && whole.cols == 19);
    games_nim_run run = {0, NIMSEARCH_LV, 0, path, 0};
    cgt_limits_set(whole.stats.searched / 2, 0);
    CHECK_INT(games_def_nim_search(&part, d, line, &run), CGT_ELIMIT);
    cgt_limits_set(0, 0);
    CHECK(part.stats.saved > 0 && part.rows == 1 && part.cols == 19);
    CHECK_INT(games_def_nim_search(&resumed, d, line, &run), 0);
    CHECK_INT(resumed.nim, 3);
    CHECK(resumed.stats.loaded > 0 && resumed.stats.searched < whole.stats.searched);
    remove(path);
    CHECK_INT(games_def_nim_search(&res, games_find("cram"), "...|...|...|...|...", NULL), 0);
    CHECK(res.rows == 5 && res.cols == 3);
    char big[80];
    memset(big, '.', 70);
    big[70] = '\0';
    CHECK_INT(games_def_nim_search(&res, d, big, NULL), CGT_EUSAGE);
    CHECK(strstr(cgt_error_message(), "over the solver's 64") != NULL);
    CHECK_INT(games_def_nim_search(&res, d, "..q", NULL), CGT_EPARSE);
    CHECK(res.nim == 0 && res.rows == 0 && res.cols == 0); /* nothing read */
    CHECK_INT(games_def_nim_search(&res, games_find("domineering"), "..", NULL), CGT_EUSAGE);
    game_table_free();
}
