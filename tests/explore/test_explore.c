/* test_explore.c - the explorers' library calls (cgt/explore.h), each chunk against a
 * direct slow computation:
 *  - findings: random adds and merges in random splits equal a naive list (linear
 *    search, counts summed, smallest example); the bytes of a chunk survive a sweep
 *    (cgt/sweep.h) through a worker process;
 *  - MAZE: every board of a chunk drawn as text by the test itself, read back, its
 *    value from the engine and its rcf from Theorem 14 (mazegame_rcf_all, another
 *    algorithm than rcf_reduce, seed 000); the bounds against Winning Ways' facts;
 *  - scoring breaking: codes enumerated by nested loops; G_s(n) and G_s(n + m) from
 *    scoctal_position (the multiset search) and the observed period by its definition;
 *  - octal survey: nim values by mex over the code's moves (Winning Ways ch. 4's
 *    definition of octal games), Dawson's Kayles .07 with period 34 (Winning Ways,
 *    ch. 4: Dawson's Chess .137's last exceptional value is at heap 51; .07 is it
 *    shifted by one, so preperiod 53). */
#include <stdlib.h>

#include "cgt/explore.h"
#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/mazegame.h"
#include "cgt/octal.h"
#include "cgt/scoctal.h"
#include "test.h"

/* ---- a naive findings list ------------------------------------------------------------ */

typedef struct naive {
    char kind[32][32], value[32][32], example[32][32];
    uint64_t count[32], size[32];
    size_t n;
} naive;

static void naive_add(naive *a, const char *k, const char *v, uint64_t c, uint64_t s,
                      const char *ex) {
    for (size_t i = 0; i < a->n; i++)
        if (!strcmp(a->kind[i], k) && !strcmp(a->value[i], v)) {
            a->count[i] += c;
            if (s < a->size[i]) {
                a->size[i] = s;
                snprintf(a->example[i], 32, "%s", ex);
            }
            return;
        }
    snprintf(a->kind[a->n], 32, "%s", k);
    snprintf(a->value[a->n], 32, "%s", v);
    snprintf(a->example[a->n], 32, "%s", ex);
    a->count[a->n] = c;
    a->size[a->n++] = s;
}

static void check_equal(const explore_findings *f, const naive *a) {
    CHECK_INT(f->n, a->n);
    for (size_t i = 0; i < a->n; i++) {
        const explore_entry *e = explore_find(f, a->kind[i], a->value[i]);
        CHECK_MSG(e != NULL, "missing %s %s", a->kind[i], a->value[i]);
        if (!e) continue;
        CHECK_INT(e->count, a->count[i]);
        CHECK_INT(e->size, a->size[i]);
        CHECK_STR(e->example, a->example[i]);
    }
}

TEST(findings_equal_naive_list) {
    cgt_rng r;
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng_seed(&r, seed);
    for (long it = 0; it < test_iterations(200); it++) {
        naive a = {0};
        explore_findings whole = {0}, part[3] = {{0}}, merged = {0};
        long n = 1 + (long)cgt_rng_below(&r, 60);
        for (long i = 0; i < n; i++) {
            char k[24], v[24], ex[24];
            snprintf(k, sizeof k, "k%d", (int)cgt_rng_below(&r, 3));
            snprintf(v, sizeof v, "v%d", (int)cgt_rng_below(&r, 8));
            snprintf(ex, sizeof ex, "e%ld", i);
            uint64_t c = 1 + cgt_rng_below(&r, 5), s = cgt_rng_below(&r, 20);
            naive_add(&a, k, v, c, s, ex);
            explore_add(&whole, k, v, c, s, ex);
            explore_add(&part[cgt_rng_below(&r, 3)], k, v, c, s, ex);
        }
        check_equal(&whole, &a);
        /* merged in chunk order: ties keep the first example, as the whole does only
         * when the parts are in order; counts and sizes always agree */
        for (int p = 0; p < 3; p++) explore_merge(&merged, &part[p]);
        CHECK_INT(merged.n, whole.n);
        for (size_t i = 0; i < whole.n; i++) {
            const explore_entry *e = explore_find(&merged, whole.e[i].kind, whole.e[i].value);
            CHECK(e && e->count == whole.e[i].count && e->size == whole.e[i].size);
        }
        explore_sort(&whole);
        for (size_t i = 1; i < whole.n; i++) {
            int c = strcmp(whole.e[i - 1].kind, whole.e[i].kind);
            CHECK(c < 0 || (c == 0 && whole.e[i - 1].size <= whole.e[i].size));
        }
        check_equal(&whole, &a); /* lookups still work after the sort */
        uint64_t k0 = 0;
        for (size_t i = 0; i < a.n; i++) k0 += !strcmp(a.kind[i], "k0");
        CHECK_INT(explore_count_kind(&whole, "k0"), k0);
        explore_clear(&whole);
        explore_clear(&merged);
        for (int p = 0; p < 3; p++) explore_clear(&part[p]);
        if (test_failures()) break;
    }
}

/* ---- findings through a sweep ------------------------------------------------------------ */

static int survey_run(void *arg, uint64_t c, sweep_out *out) {
    explore_findings f = {0};
    int rc = explore_survey_chunk(&f, 2, 60, c);
    if (rc == 0) explore_write(out, &f);
    explore_clear(&f);
    return rc;
}

static int survey_merge(void *arg, uint64_t c, const char *data, size_t n) {
    return explore_read(arg, data, n) < 0 ? -1 : 0;
}

TEST(findings_through_a_sweep) {
    explore_findings direct = {0}, swept = {0};
    for (uint64_t c = 0; c < explore_code_count(2); c++)
        CHECK(explore_survey_chunk(&direct, 2, 60, c) == 0);
    sweep_spec s = {
        explore_code_count(2), 2, &swept, survey_run, survey_merge, NULL, NULL, 0, false};
    sweep_result res;
    CHECK_MSG(sweep_run(&res, &s, NULL, NULL) == 0, "%s", cgt_error_message());
    CHECK_INT(swept.n, direct.n);
    for (size_t i = 0; i < direct.n; i++) {
        const explore_entry *e = explore_find(&swept, direct.e[i].kind, direct.e[i].value);
        CHECK(e && e->count == direct.e[i].count && e->size == direct.e[i].size &&
              !strcmp(e->example, direct.e[i].example));
    }
    /* malformed bytes: an entry cut short */
    explore_findings bad = {0};
    CHECK(explore_read(&bad, "code\0.07\0", 9) == CGT_EPARSE);
    CHECK(explore_read(&bad, "", 0) == 0 && bad.n == 0);
    explore_clear(&bad);
    explore_clear(&direct);
    explore_clear(&swept);
}

/* ---- MAZE ----------------------------------------------------------------------------- */

/* The board text of an r x c board with interior segments from mask (bit b of the east
 * sides row by row, then of the south sides), drawn by hand. */
static void draw(char *buf, long r, long c, uint64_t mask) {
    long east = r * (c - 1), k = 0;
    char *p = buf;
    for (long j = 0; j < c; j++) p += sprintf(p, "+---");
    p += sprintf(p, "+\n");
    for (long i = 0; i < r; i++) {
        p += sprintf(p, "|");
        for (long j = 0; j < c; j++) {
            bool door = j + 1 < c && ((mask >> (i * (c - 1) + j)) & 1);
            p += sprintf(p, "   %c", j + 1 == c ? '|' : door ? ' ' : '|');
        }
        p += sprintf(p, "\n");
        for (long j = 0; j < c; j++) {
            bool door = i + 1 < r && ((mask >> (east + i * c + j)) & 1);
            p += sprintf(p, "+%s", door ? "   " : "---");
        }
        p += sprintf(p, "+\n");
        (void)k;
    }
}

TEST(maze_chunk_equals_direct) {
    cgt_rng rng;
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng_seed(&rng, seed);
    static const long sizes[][2] = {{1, 1}, {1, 3}, {2, 2}, {2, 3}, {3, 3}};
    for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
        long r = sizes[z][0], c = sizes[z][1];
        uint64_t boards = (uint64_t)1 << explore_maze_bits(r, c);
        uint64_t lo = boards > 64 ? cgt_rng_below(&rng, boards - 64) : 0;
        uint64_t hi = boards > 64 ? lo + 64 : boards;
        explore_findings f = {0};
        CHECK(explore_maze_chunk(&f, r, c, lo, hi) == 0);
        explore_findings want = {0};
        for (uint64_t m = lo; m < hi; m++) {
            char text[2048], ex[64];
            draw(text, r, c, m);
            grid g;
            CHECK_MSG(mazegame_read(&g, text) == 0, "%s", cgt_error_message());
            char *back = explore_maze_board(
                (snprintf(ex, sizeof ex, "%ldx%ld:%llx", r, c, (unsigned long long)m), ex));
            CHECK_STR(back, text);
            cgt_free(back);
            game_t v = mazegame_value(&g, 0);
            mazegame_rcf t;
            CHECK(mazegame_rcf_all(&t, &g) == 0);
            game_t rc = mazegame_rcf_game(&t, 0);
            mazegame_rcf_clear(&t);
            char *ds = expr_game_str(game_sub(v, rc)), *rs = expr_game_str(rc);
            uint64_t size = ((uint64_t)(r * c) << 44) | ((uint64_t)r << 36) | m;
            explore_add(&want, "infinitesimal", ds, 1, size, ex);
            explore_add(&want, game_is_number(rc) ? "rcf number" : "rcf switch", rs, 1, size, ex);
            if (!game_is_number(rc) && v == rc) explore_add(&want, "exact switch", rs, 1, size, ex);
            cgt_free(ds);
            cgt_free(rs);
            grid_clear(&g);
        }
        CHECK_INT(f.n, want.n);
        for (size_t i = 0; i < want.n; i++) {
            const explore_entry *e = explore_find(&f, want.e[i].kind, want.e[i].value);
            CHECK_MSG(e && e->count == want.e[i].count && !strcmp(e->example, want.e[i].example),
                      "%ldx%ld: %s %s", r, c, want.e[i].kind, want.e[i].value);
        }
        explore_clear(&f);
        explore_clear(&want);
    }
    uint64_t lo, hi;
    explore_maze_range(&lo, &hi, 2, 3, 0);
    CHECK(lo == 0 && hi == 128);
    explore_maze_range(&lo, &hi, 3, 4, 2);
    CHECK(lo == 2 * EXPLORE_MAZE_CHUNK && hi == 3 * EXPLORE_MAZE_CHUNK);
    CHECK(explore_maze_board("3x") == NULL);
}

TEST(maze_bounds_winning_ways) {
    /* Winning Ways ch. 3: ^* is fuzzy with 0 and ^^* is positive, so * lies strictly
     * within +-^* (^* - * = ^ > 0), +-^^ and +-^^* but not within +-^ (^ - * = ^* is
     * fuzzy); ^ itself is not strictly within +-^. */
    CHECK_INT(explore_maze_within("*", 0), 0);
    CHECK_INT(explore_maze_within("*", 1), 1);
    CHECK_INT(explore_maze_within("*", 2), 1);
    CHECK_INT(explore_maze_within("*", 3), 1);
    CHECK_INT(explore_maze_within("^", 0), 0);
    CHECK_INT(explore_maze_within("^", 2), 1);
    CHECK_INT(explore_maze_within("0", 0), 1);
    CHECK_INT(explore_maze_within("v*", 2), 0); /* ^^ - ^* = ^* fuzzy, by symmetry */
    CHECK_INT(explore_maze_within("{", 0), -1);
    CHECK_STR(cgt_error_message(), "");
    /* the summary of the 2x2 boards, every board's findings by hand from the list */
    explore_findings f = {0};
    CHECK(explore_maze_chunk(&f, 2, 2, 0, 16) == 0);
    explore_maze_summary s;
    explore_maze_summarize(&s, &f);
    CHECK_INT(s.boards, 16);
    uint64_t inf = 0, within0 = 0;
    for (size_t i = 0; i < f.n; i++)
        if (!strcmp(f.e[i].kind, "infinitesimal")) {
            inf++;
            within0 += explore_maze_within(f.e[i].value, 0) == 1;
        }
    CHECK_INT(s.infinitesimals, inf);
    CHECK_INT(s.within[0], within0);
    CHECK_INT(s.rcf_numbers + s.rcf_switches,
              explore_count_kind(&f, "rcf number") + explore_count_kind(&f, "rcf switch"));
    explore_clear(&f);
}

/* ---- scoring breaking ---------------------------------------------------------------- */

/* The least (p, pre) by the definition, tried in order. */
static bool period_by_definition(size_t *pre, size_t *per, const int64_t *v, size_t len) {
    for (size_t p = 1; 3 * p <= len; p++)
        for (size_t s = 0; len - s >= 3 * p; s++) {
            bool ok = true;
            for (size_t n = s; n + p < len && ok; n++) ok = v[n + p] == v[n];
            if (ok) {
                *pre = s;
                *per = p;
                return true;
            }
        }
    return false;
}

TEST(breaking_chunk_equals_direct) {
    /* codes of length 2 by nested loops: index = 7 * d0 + (d1 - 1) */
    uint64_t idx = 0;
    for (int d0 = 0; d0 < 8; d0++)
        for (int d1 = 1; d1 < 8; d1++, idx++) {
            char want[32], got[48];
            snprintf(want, sizeof want, "(%d%d,12)", d0, d1);
            bool br = explore_breaking_code(got, sizeof got, idx, 2);
            CHECK_STR(got, want);
            CHECK(br == (d0 >= 4 || d1 >= 4));
        }
    CHECK_INT(idx, explore_code_count(2));
    long upto = 12, rows = 1;
    for (idx = 0; idx < explore_code_count(2); idx += 5) {
        explore_findings f = {0};
        CHECK(explore_breaking_chunk(&f, 2, upto, rows, idx) == 0);
        char code[48];
        if (!explore_breaking_code(code, sizeof code, idx, 2)) {
            CHECK_INT(f.n, 0);
            continue;
        }
        scoctal_game g;
        CHECK(scoctal_parse(&g, code) == 0);
        int64_t den = scoctal_den(&g, NULL), v[13];
        const scoctal_game *games[1] = {&g};
        size_t rule[2] = {0, 0};
        char rowtext[512] = "";
        uint64_t t = 1;
        bool all = true;
        for (long m = 0; m <= rows; m++) {
            for (long n = 0; n <= upto; n++) {
                size_t heaps[2] = {(size_t)n, (size_t)m};
                CHECK(scoctal_position(&v[n], games, 1, rule, heaps, m ? 2 : 1, den, SCOCTAL_SUM) ==
                      0);
            }
            size_t pre, per;
            char part[64];
            if (period_by_definition(&pre, &per, v, (size_t)upto + 1)) {
                uint64_t a = t, b = per;
                while (b) {
                    uint64_t x = a % b;
                    a = b;
                    b = x;
                }
                t = t / a * per;
                snprintf(part, sizeof part, "%sm=%ld: period %zu from %zu", m ? "; " : "", m, per,
                         pre);
            } else {
                all = false;
                snprintf(part, sizeof part, "%sm=%ld: none", m ? "; " : "", m);
            }
            strcat(rowtext, part);
        }
        scoctal_clear(&g);
        const explore_entry *e = explore_find(&f, "code", code);
        CHECK_MSG(e && !strcmp(e->example, rowtext), "%s: got %s, want %s", code,
                  e ? e->example : "nothing", rowtext);
        char tv[32];
        snprintf(tv, sizeof tv, "%llu", (unsigned long long)t);
        e = explore_find(&f, "t", all ? tv : "none observed");
        CHECK_MSG(e && e->count == 1 && !strcmp(e->example, code), "%s: t", code);
        CHECK_INT(f.n, 2);
        explore_clear(&f);
    }
}

TEST(observed_period_by_definition) {
    cgt_rng r;
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng_seed(&r, seed);
    for (long it = 0; it < test_iterations(2000); it++) {
        int64_t v[40];
        size_t len = 1 + cgt_rng_below(&r, 40), p0 = 1 + cgt_rng_below(&r, 6),
               s0 = cgt_rng_below(&r, 10);
        for (size_t n = 0; n < len; n++)
            v[n] = n < s0 || n < p0 ? (int64_t)cgt_rng_below(&r, 4) : v[n - p0];
        size_t a1 = 0, b1 = 0, a2 = 0, b2 = 0;
        bool x = explore_observed_period(&a1, &b1, v, len),
             y = period_by_definition(&a2, &b2, v, len);
        CHECK(x == y);
        if (x && y) CHECK(a1 == a2 && b1 == b2);
        if (test_failures()) break;
    }
}

/* ---- octal survey --------------------------------------------------------------------- */

/* Nim values of the octal code d1 d2 ... (digit k: bit 0 takes k leaving no heap, bit 1
 * one heap, bit 2 two nonempty heaps), by mex. */
static void nim_by_mex(uint32_t *v, const char *code, size_t upto) {
    size_t nd = strlen(code) - 1;
    for (size_t n = 0; n <= upto; n++) {
        bool seen[512] = {false};
        for (size_t k = 1; k <= nd && k <= n; k++) {
            int d = code[k] - '0';
            size_t rest = n - k;
            if ((d & 1) && rest == 0) seen[0] = true;
            if ((d & 2) && rest > 0) seen[v[rest]] = true;
            if (d & 4)
                for (size_t a = 1; 2 * a <= rest; a++) seen[v[a] ^ v[rest - a]] = true;
        }
        uint32_t m = 0;
        while (seen[m]) m++;
        v[n] = m;
    }
}

TEST(survey_chunk_equals_direct) {
    size_t upto = 200;
    uint32_t v[201];
    for (uint64_t idx = 0; idx < explore_code_count(2); idx++) {
        char code[8];
        explore_survey_code(code, idx, 2);
        CHECK(code[0] == '.' && code[2] == (char)('1' + idx % 7) &&
              code[1] == (char)('0' + idx / 7));
        explore_findings f = {0};
        CHECK(explore_survey_chunk(&f, 2, upto, idx) == 0);
        nim_by_mex(v, code, upto);
        uint32_t maxv = 0;
        for (size_t n = 0; n <= upto; n++) maxv = v[n] > maxv ? v[n] : maxv;
        const explore_entry *e = explore_find(&f, "code", code);
        CHECK(e != NULL);
        if (!e) continue;
        explore_survey_row row;
        int k = explore_survey_row_parse(&row, e->example);
        CHECK(k == 0 || k == 1);
        CHECK_INT(row.max_value, maxv);
        if (k == 1) /* the proven period holds over the values computed */
            for (size_t n = row.preperiod; n + row.period <= upto; n++)
                CHECK(v[n + row.period] == v[n]);
        if (!strcmp(code, ".07")) {
            CHECK_INT(k, 1);
            CHECK_INT(row.period, 34);
            /* the least preperiod of the mex values themselves: one past the last n with
             * v(n + 34) != v(n) (Dawson's Chess .137's last exception is at 51, and .07
             * is .137 shifted by one: 53) */
            size_t last = 0;
            for (size_t n = 0; n + 34 <= upto; n++)
                if (v[n + 34] != v[n]) last = n + 1;
            CHECK_INT(row.preperiod, last);
            CHECK_INT(row.preperiod, 53);
        }
        explore_clear(&f);
    }
    explore_findings f = {0};
    for (uint64_t idx = 0; idx < 7; idx++) CHECK(explore_survey_chunk(&f, 1, 50, idx) == 0);
    uint64_t codes, proven, want = 0;
    explore_survey_summarize(&codes, &proven, &f);
    explore_survey_row row;
    for (size_t i = 0; i < f.n; i++)
        if (!strcmp(f.e[i].kind, "code"))
            want += explore_survey_row_parse(&row, f.e[i].example) == 1;
    CHECK_INT(codes, 7);
    CHECK_INT(proven, want);
    /* .1 (values 0 1 0 0 ...) and .2 (nim on one heap... of 1) are proven from 50 heaps */
    CHECK(want >= 2);
    CHECK_INT(explore_survey_row_parse(&row, "x"), -1);
    explore_clear(&f);
}
