/* test_octal.c - octal games: Czajka's 82 trivial games (sequence, period,
 * preperiod), Kayles, Dawson's Kayles and Chess, Grundy's game, parsing. */
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "test.h"

static uint32_t *values(const char *spec, size_t upto, octal_game *g) {
    int rc = octal_parse(g, spec);
    CHECK_MSG(rc == 0, "parse %s: %s", spec, cgt_error_message());
    uint32_t *v = malloc((upto + 1) * sizeof *v);
    rc = octal_nim_values(v, g, upto);
    CHECK_INT(rc, 0);
    return v;
}

static int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return -1;
}

/* Every row `game | prefix | period | prefix-digits(period-digits)` of
 * tczajka_TrivialGames.md: the values up to 2000 follow the row, and the
 * periodicity theorem proves exactly the listed prefix and period. */
TEST(trivial_games_table) {
    const char *path = test_data_path("octal/tczajka_TrivialGames.md");
    FILE *f = fopen(path, "r");
    CHECK_MSG(f != NULL, "cannot open %s", path);
    if (!f) return;
    char line[4096];
    int rows = 0;
    const size_t upto = 2000;
    while (fgets(line, sizeof line, f)) {
        char code[32], seq[2048];
        unsigned long prefix, period;
        if (sscanf(line, " %31[0-9.] | %lu | %lu | %2047s", code, &prefix, &period, seq) != 4)
            continue;
        rows++;
        octal_game g;
        uint32_t *v = values(code, upto, &g);
        char *open = strchr(seq, '(');
        CHECK_MSG(open && (size_t)(open - seq) == prefix, "%s: bad row", code);
        if (!open) {
            free(v);
            octal_clear(&g);
            continue;
        }
        size_t n = 0;
        for (const char *c = seq; *c && *c != '('; c++, n++)
            CHECK_MSG(v[n] == (uint32_t)digit_value(*c), "%s: G(%zu) = %u, want %c", code, n, v[n],
                      *c);
        const char *per = open + 1;
        for (; n <= upto; n++) {
            char want = per[(n - prefix) % period];
            if (v[n] != (uint32_t)digit_value(want)) {
                CHECK_MSG(0, "%s: G(%zu) = %u, want %c", code, n, v[n], want);
                break;
            }
        }
        octal_period p;
        octal_find_period(&p, &g, v, upto);
        CHECK_MSG(p.proven && p.preperiod == prefix && p.period == period,
                  "%s: proven %d preperiod %zu period %zu, want %lu %lu", code, p.proven,
                  p.preperiod, p.period, prefix, period);
        /* the proof needs no more values than the theorem says */
        if (p.proven) {
            octal_period q;
            octal_find_period(&q, &g, v, p.needed);
            CHECK_MSG(q.proven && q.period == period && q.preperiod == prefix, "%s: needed %zu",
                      code, p.needed);
            if (p.needed > 0) {
                octal_find_period(&q, &g, v, p.needed - 1);
                CHECK_MSG(!q.proven || q.period != period || q.preperiod != prefix,
                          "%s: proven below needed", code);
            }
        }
        free(v);
        octal_clear(&g);
    }
    fclose(f);
    CHECK_INT(rows, 82);
}

TEST(kayles) {
    octal_game g;
    uint32_t *v = values("kayles", 1000, &g);
    const uint32_t head[] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2};
    for (size_t i = 0; i < sizeof head / sizeof *head; i++) CHECK_INT(v[i], head[i]);
    octal_period p;
    octal_find_period(&p, &g, v, 1000);
    CHECK(p.proven);
    CHECK_INT(p.period, 12);
    CHECK_INT(p.preperiod, 71);
    /* the last exceptional values: G(70) = 6, while G(70 + 12) = 2 */
    CHECK_INT(v[70], 6);
    CHECK(v[70] != v[82]);
    char *s = octal_code_string(&g);
    CHECK_STR(s, ".77");
    cgt_free(s);
    free(v);
    octal_clear(&g);
}

/* Dawson's Kayles .07 is the .4 row shifted by one, Dawson's Chess .137 is
 * .07 shifted by one; period 34. */
TEST(dawson) {
    octal_game g07, g4, g137;
    uint32_t *a = values("dawson", 1200, &g07);
    uint32_t *b = values(".4", 1201, &g4);
    uint32_t *c = values("dawsons-chess", 1200, &g137);
    for (size_t n = 0; n <= 1200; n++) CHECK_INT(a[n], b[n + 1]);
    for (size_t n = 0; n < 1200; n++) CHECK_INT(c[n], a[n + 1]);
    octal_period p;
    octal_find_period(&p, &g07, a, 1200);
    CHECK(p.proven);
    CHECK_INT(p.period, 34);
    CHECK_INT(p.preperiod, 53);
    octal_find_period(&p, &g137, c, 1200);
    CHECK(p.proven);
    CHECK_INT(p.period, 34);
    CHECK_INT(p.preperiod, 52);
    free(a);
    free(b);
    free(c);
    octal_clear(&g07);
    octal_clear(&g4);
    octal_clear(&g137);
}

/* Grundy's game against a direct recursion over unequal splits. */
TEST(grundy) {
    const uint32_t head[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0};
    octal_game g;
    const size_t upto = 3000;
    uint32_t *v = values("grundy", upto, &g);
    for (size_t i = 0; i < sizeof head / sizeof *head; i++) CHECK_INT(v[i], head[i]);
    uint32_t *ref = calloc(upto + 1, sizeof *ref);
    unsigned char seen[1024];
    for (size_t n = 0; n <= upto; n++) {
        memset(seen, 0, sizeof seen);
        for (size_t a = 1; 2 * a < n; a++) seen[ref[a] ^ ref[n - a]] = 1;
        uint32_t x = 0;
        while (seen[x]) x++;
        ref[n] = x;
        if (v[n] != x) {
            CHECK_MSG(0, "grundy G(%zu) = %u, want %u", n, v[n], x);
            break;
        }
    }
    octal_period p;
    octal_find_period(&p, &g, v, upto);
    CHECK(!p.proven);
    free(ref);
    free(v);
    octal_clear(&g);
}

TEST(subtraction) {
    octal_game g;
    CHECK_INT(octal_subtraction(&g, "1,2,5"), 0);
    char *s = octal_code_string(&g);
    CHECK_STR(s, ".33003");
    cgt_free(s);
    uint32_t v[64];
    CHECK_INT(octal_nim_values(v, &g, 63), 0);
    /* S = {1,2,5}: 5 = 2 (mod 3), so by induction G(n) = n mod 3 */
    for (size_t n = 0; n < 64; n++) CHECK_INT(v[n], n % 3);
    octal_period p;
    octal_find_period(&p, &g, v, 63);
    CHECK(p.proven && p.period == 3 && p.preperiod == 0);
    octal_clear(&g);
    /* S = {2,3} by hand: G(0..4) = 0,0,1,1,2 (G(4) = mex{G(2),G(1)} = mex{1,0}),
     * then G(5) = mex{G(3),G(2)} = 0 and the pattern repeats with period 5 */
    CHECK_INT(octal_subtraction(&g, "2,3"), 0);
    CHECK_INT(octal_nim_values(v, &g, 63), 0);
    const uint32_t head[] = {0, 0, 1, 1, 2};
    for (size_t n = 0; n < 64; n++) CHECK_INT(v[n], head[n % 5]);
    octal_find_period(&p, &g, v, 63);
    CHECK(p.proven && p.period == 5 && p.preperiod == 0);
    /* no splits, t = 3, e = 0: G(n+5) = G(n) for n < t + 1 = 4 proves it */
    CHECK_INT(p.needed, 3 + 5);
    octal_clear(&g);
    /* subtraction {1,2,3}: G(n) = n mod 4 */
    CHECK_INT(octal_parse(&g, "sub:{1, 2, 3}"), 0);
    CHECK_INT(octal_nim_values(v, &g, 63), 0);
    for (size_t n = 0; n < 64; n++) CHECK_INT(v[n], n % 4);
    /* the scoring octal games' spelling is the same game (issue 22) */
    octal_game g2;
    CHECK_INT(octal_parse(&g2, "sub{1,2,3}"), 0);
    CHECK(g2.ndigits == g.ndigits && memcmp(g2.digits, g.digits, g.ndigits) == 0);
    octal_clear(&g2);
    octal_find_period(&p, &g, v, 63);
    CHECK(p.proven && p.period == 4 && p.preperiod == 0);
    octal_clear(&g);
}

TEST(parse_errors) {
    struct {
        const char *spec, *msg;
    } cases[] = {
        {"", "column 1: empty game code"},
        {"0.78", "column 4: '8' is not an octal digit (0-7)"},
        {".7x", "column 3: unexpected 'x' in an octal code"},
        {"9", "column 1: '9' is not an octal digit (0-7)"},
        {"3.1", "column 1: the digit before the point must be 0 or 4 (split a heap without "
                "removing beans)"},
        {"07", "column 2: expected '.' after the digit before the point"},
        {"0.", "column 3: expected octal digits after '.'"},
        {"0.3F", "column 4: 'F' is a hexadecimal digit (leaving three heaps): only octal digits "
                 "(0-7) are read"},
        {"0.7[3]", "column 4: [3] follows digits 0 and 3 only (an all-but subtraction game)"},
        {"0.[7]", "column 3: a repeated digit is read only as a final [3]"},
        {"4!.07", "column 2: '!' (unequal heaps) is read only in 4!.0, Grundy's game"},
        {"foo", "column 1: expected an octal code (.77, 0.07, 4.3), a name (kayles, dawson, "
                "dawsons-chess, grundy, nim), sub:1,2,5 or allbut:1,3"},
        {"allbut:", "column 8: expected a positive integer, got the end"},
        {"sub:", "column 5: expected a positive integer, got the end"},
        {"sub:1,0", "column 7: subtraction set elements must be positive"},
        {"sub:1,,2", "column 7: expected a positive integer"},
        {"sub:{1,2", "column 9: expected ',' or '}'"},
        {"sub:1 2", "column 7: expected ',' or the end of the set"},
        {"sub:99999999", "column 5: subtraction set element over 1048576"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        octal_game g;
        int rc = octal_parse(&g, cases[i].spec);
        CHECK_MSG(rc == CGT_EPARSE, "%s: rc %d", cases[i].spec, rc);
        CHECK_STR(cgt_error_message(), cases[i].msg);
        octal_clear(&g);
    }
    const char *ok[][2] = {{".77", ".77"}, {"0.77", ".77"},  {"4.3", "4.3"},
                           {"4", "4"},     {"0.070", ".07"}, {"0", "0"},
                           {"0.0", "0"},   {"4.0", "4"},     {"grundy", "grundy"}};
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        octal_game g;
        CHECK_INT(octal_parse(&g, ok[i][0]), 0);
        char *s = octal_code_string(&g);
        CHECK_STR(s, ok[i][1]);
        cgt_free(s);
        octal_clear(&g);
    }
}

TEST(range_and_values) {
    octal_game g;
    CHECK_INT(octal_parse(&g, ".77"), 0);
    uint32_t v[1];
    CHECK_INT(octal_nim_values(v, &g, OCTAL_MAX_HEAP + 1), CGT_ERANGE);
    CHECK_INT(octal_max_removal(&g), 2);
    game_t x = octal_game_value(&g, 15);
    CHECK(x == game_nimber(7));
    CHECK(octal_game_value(&g, OCTAL_MAX_HEAP + 1) == GAME_NONE);
    octal_clear(&g);
    /* the game with no moves: all zero, period 1 */
    CHECK_INT(octal_parse(&g, "0"), 0);
    uint32_t w[10];
    CHECK_INT(octal_nim_values(w, &g, 9), 0);
    for (int i = 0; i < 10; i++) CHECK_INT(w[i], 0);
    octal_period p;
    octal_find_period(&p, &g, w, 9);
    CHECK(p.proven && p.period == 1 && p.preperiod == 0);
    octal_clear(&g);
    game_table_free();
}

/* The rows of tczajka_SolvedGames.md that fit in a test: the rare-value
 * method alone (no periodic extension) computes far enough for the theorem
 * to prove the listed prefix and period, and the largest value and its first
 * heap agree, and so do the rare heaps where the row counts them.  (.56, prefix 326640, and .376,
 * prefix 2268248, were checked the same way by hand: 0.3 s and 5 min; .354, prefix 10061916, is out
 * of reach.) */
TEST(solved_games_table) {
    const char *path = test_data_path("octal/tczajka_SolvedGames.md");
    FILE *f = fopen(path, "r");
    CHECK_MSG(f != NULL, "cannot open %s", path);
    if (!f) return;
    char line[512];
    int rows = 0, sparse_rows = 0;
    while (fgets(line, sizeof line, f)) {
        char code[32];
        unsigned long prefix, period, largest_idx, largest;
        if (sscanf(line, " %31[0-9.] | %lu | %lu | %lu | %lu", code, &prefix, &period, &largest_idx,
                   &largest) != 5)
            continue;
        if (prefix > 200000) continue; /* .56 (326640) takes 5 s under ASan */
        rows++;
        octal_game g;
        CHECK_INT(octal_parse(&g, code), 0);
        size_t t = octal_max_removal(&g), upto = 2 * prefix + 2 * period + t + 1;
        uint32_t *v = malloc((upto + 1) * sizeof *v);
        CHECK_INT(octal_nim_values_alg(v, &g, upto, OCTAL_ALG_SPARSE), 0);
        octal_period p;
        octal_find_period(&p, &g, v, upto);
        CHECK_MSG(p.proven && p.preperiod == prefix && p.period == period,
                  "%s: proven %d preperiod %zu period %zu, want %lu %lu", code, p.proven,
                  p.preperiod, p.period, prefix, period);
        size_t at = 0;
        for (size_t n = 0; n <= upto; n++)
            if (v[n] > v[at]) at = n;
        CHECK_MSG(v[at] == largest && at == largest_idx, "%s: largest %u at %zu, want %lu at %lu",
                  code, v[at], at, largest, largest_idx);
        /* the sparse space where the row gives one of the range type (a hex
           mask; .127's "1+pos" is of the position type, .165 has none): the
           best mask, the rare heaps counting heap 0 and the last, as
           octal_run_sparse finds them on the same heaps */
        unsigned mask;
        unsigned long nrare, last;
        const char *cell = line;
        for (int bar = 0; bar < 5 && cell; bar++) cell = strchr(cell + 1, '|');
        if (cell && sscanf(cell, "| %x | %lu | %lu", &mask, &nrare, &last) == 3 &&
            !strstr(line, "pos")) {
            octal_run r;
            octal_run_init(&r, &g);
            CHECK_INT(octal_run_extend(&r, upto), 0);
            octal_sparse sp;
            octal_run_sparse(&sp, &r);
            CHECK_MSG(sp.mask == mask && sp.rare == nrare && sp.last_rare == last,
                      "%s: sparse space mask %x, %zu rare, last %zu; Czajka %x, %lu, %lu", code,
                      sp.mask, sp.rare, sp.last_rare, mask, nrare, last);
            sparse_rows++;
            octal_run_clear(&r);
        }
        free(v);
        octal_clear(&g);
    }
    fclose(f);
    CHECK_INT(rows, 7);
    CHECK_INT(sparse_rows, 5); /* .45, .156, .356, .644, .16 */
}

/* Nim (any number of beans) and all-but subtraction games against the
 * recursion G(n) = mex{G(n - k) : 1 <= k <= n, k not excluded}. */
TEST(all_but) {
    octal_game g;
    uint32_t v[401], ref[401];
    CHECK_INT(octal_parse(&g, "nim"), 0);
    CHECK_INT(octal_nim_values(v, &g, 400), 0);
    for (size_t n = 0; n <= 400; n++) CHECK_INT(v[n], n);
    char *s = octal_code_string(&g);
    CHECK_STR(s, "nim");
    cgt_free(s);
    CHECK(octal_max_removal(&g) == SIZE_MAX);
    octal_period p;
    octal_find_period(&p, &g, v, 400);
    CHECK(!p.proven);
    octal_clear(&g);
    /* all but 1: no move from 1, then G(n) = floor(n / 2) by induction */
    CHECK_INT(octal_parse(&g, "allbut:1"), 0);
    CHECK_INT(octal_nim_values(v, &g, 400), 0);
    for (size_t n = 0; n <= 400; n++) CHECK_INT(v[n], n / 2);
    octal_clear(&g);
    const char *sets[] = {"2", "1,3", "2,3,7", "1,2,4,8,16", "5", "3,6,9,10"};
    for (size_t i = 0; i < sizeof sets / sizeof *sets; i++) {
        char spec[64];
        snprintf(spec, sizeof spec, "allbut:%s", sets[i]);
        CHECK_INT(octal_parse(&g, spec), 0);
        s = octal_code_string(&g);
        CHECK_STR(s, spec);
        cgt_free(s);
        bool excluded[17] = {false};
        for (const char *c = sets[i]; *c;) {
            char *end;
            excluded[strtoul(c, &end, 10)] = true;
            c = *end ? end + 1 : end;
        }
        for (size_t n = 0; n <= 400; n++) {
            unsigned char seen[402] = {0};
            for (size_t k = 1; k <= n; k++)
                if (k > 16 || !excluded[k]) seen[ref[n - k]] = 1;
            uint32_t x = 0;
            while (seen[x]) x++;
            ref[n] = x;
        }
        CHECK_INT(octal_nim_values(v, &g, 400), 0);
        for (size_t n = 0; n <= 400; n++)
            if (v[n] != ref[n]) {
                CHECK_MSG(0, "%s G(%zu) = %u, want %u", spec, n, v[n], ref[n]);
                break;
            }
        octal_clear(&g);
    }
}

/* A long computation stops at --timeout: .777 by the naive mex costs O(n) per
 * heap, so 10^7 heaps would take hours; a 0.2 s budget ends it with
 * CGT_ELIMIT and a message naming the limit.  A digit array of a million
 * entries (allbut:1048575) costs nothing on small heaps and gives nim. */
TEST(limits_and_long_digit_arrays) {
    octal_game g;
    CHECK_INT(octal_parse(&g, "0.777"), 0);
    size_t upto = 10000000;
    uint32_t *v = cgt_malloc((upto + 1) * sizeof *v);
    cgt_limits_set(0, 0.2);
    CHECK_INT(octal_nim_values_alg(v, &g, upto, OCTAL_ALG_NAIVE), CGT_ELIMIT);
    CHECK(strstr(cgt_error_message(), "seconds") != NULL);
    cgt_limits_set(0, 0);
    octal_clear(&g);
    CHECK_INT(octal_parse(&g, "allbut:1048575"), 0);
    CHECK_INT(octal_nim_values(v, &g, 300), 0);
    for (size_t n = 0; n <= 300; n++) CHECK_INT(v[n], n);
    octal_clear(&g);
    cgt_free(v);
}

/* CGSuite's TBCode spellings (lib/core/.../game/heap/constants.cgs: Nim is
 * TakeAndBreak("0.[3]"), GrundysGame TakeAndBreak("4!.0")): the same games
 * as nim and grundy; "0.0[3]" is the all-but game allbut:1. */
TEST(tbcode_spellings) {
    static const char *const pairs[][2] = {{"0.[3]", "nim"},  {"4!.0", "grundy"},
                                           {"4!", "grundy"},  {"0.0[3]", "allbut:1"},
                                           {"0.3[3]", "nim"}, {"0.30[3]", "allbut:2"}};
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        octal_game a, b;
        CHECK_MSG(octal_parse(&a, pairs[i][0]) == 0, "%s: %s", pairs[i][0], cgt_error_message());
        CHECK(octal_parse(&b, pairs[i][1]) == 0);
        uint32_t va[41], vb[41];
        CHECK(octal_nim_values(va, &a, 40) == 0);
        CHECK(octal_nim_values(vb, &b, 40) == 0);
        CHECK_MSG(memcmp(va, vb, sizeof va) == 0, "%s differs from %s", pairs[i][0], pairs[i][1]);
        octal_clear(&a);
        octal_clear(&b);
    }
    /* CGSuite GameHeapTest.scala: GrundysGame and Nim nim values, heaps
     * 0..20 */
    static const uint32_t grundy[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0,
                                      2, 1, 3, 2, 1, 3, 2, 4, 3, 0};
    octal_game g;
    uint32_t v[21];
    CHECK(octal_parse(&g, "4!.0") == 0);
    CHECK(octal_nim_values(v, &g, 20) == 0);
    CHECK(memcmp(v, grundy, sizeof v) == 0);
    octal_clear(&g);
    CHECK(octal_parse(&g, "0.[3]") == 0);
    CHECK(octal_nim_values(v, &g, 20) == 0);
    for (uint32_t n = 0; n <= 20; n++) CHECK(v[n] == n);
    octal_clear(&g);
}
