/* test_tbcode.c - misère play of take-and-break codes in CGSuite's TBCode
 * syntax (misere_tb_heap, misere_tb_outcome): equal to the octal engine on
 * codes both read, and a slow misère search over heap multisets on
 * hexadecimal codes.  CGSuite's published misère table of the hexadecimal
 * code 0.3f is asserted in test_published.c. */
#include <stdlib.h>
#include <string.h>

#include "cgt/misere.h"
#include "test.h"

static octal_tb *tb_ok(const char *code) {
    octal_tb *t = NULL;
    CHECK_MSG(octal_tb_parse(&t, code) == 0 && t, "parse %s: %s", code, cgt_error_message());
    return t;
}

/* The same game read as a take-and-break code and as an octal code (or its
 * octal name) has the same misère canonical form at every heap: the TBCode
 * spellings "0.[3]" (Nim) and "4!.0" (Grundy's game), and octal codes, named
 * and random (the seed is printed). */
TEST(tb_misere_equals_octal) {
    static const char *pairs[][2] = {{"0.[3]", "nim"},   {"4!.0", "grundy"},    {"0.77", "kayles"},
                                     {"0.137", "0.137"}, {"0.07", "0.07"},      {"0.6", "0.6"},
                                     {"4.7", "4.7"},     {"0.0[3]", "allbut:1"}};
    cgt_rng r;
    uint64_t seed = test_seed() + 71;
    cgt_rng_seed(&r, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    long random = test_iterations(12);
    for (long i = 0; i < 8 + random; i++) {
        char code[16];
        const char *tbs = code, *octs = code;
        if (i < 8) {
            tbs = pairs[i][0];
            octs = pairs[i][1];
        } else {
            size_t nd = 1 + cgt_rng_below(&r, 4), k = 0;
            code[k++] = '0';
            code[k++] = '.';
            for (size_t d = 0; d < nd; d++) code[k++] = (char)('0' + cgt_rng_below(&r, 8));
            code[k] = 0;
        }
        octal_game g;
        CHECK(octal_parse(&g, octs) == 0);
        octal_tb *t = tb_ok(tbs);
        for (size_t n = 0; t && n <= 18; n++) {
            misere_t a = MISERE_NONE, b = MISERE_NONE;
            CHECK(misere_tb_heap(&a, t, n) == 0);
            CHECK(misere_octal_heap(&b, &g, n) == 0);
            if (a != b) {
                char *sa = misere_str(a), *sb = misere_str(b);
                CHECK_MSG(a == b, "%s / %s heap %zu: %s against %s", tbs, octs, n, sa, sb);
                cgt_free(sa);
                cgt_free(sb);
                break;
            }
        }
        octal_tb_free(t);
        octal_clear(&g);
        if (test_failures()) break;
    }
}

/* ---- the slow misère search over heap multisets ---------------------------------- */

enum { SLOW_SLOTS = 1 << 18 };
typedef struct slow {
    const octal_tb *t;
    uint64_t key[SLOW_SLOTS];
    uint8_t win[SLOW_SLOTS];
} slow;

static int cmp_size(const void *a, const void *b) {
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

static bool slow_wins(slow *s, const size_t *h, size_t n);

/* The options of heap i of the position h: the other heaps and the ones the
 * option leaves. */
typedef struct slow_move {
    slow *s;
    const size_t *h;
    size_t n, i;
    bool moved, to_loss;
} slow_move;

static int visit_move(void *ctx, const size_t *heaps, size_t count) {
    slow_move *m = ctx;
    size_t nh[64], k = 0;
    for (size_t j = 0; j < m->n; j++)
        if (j != m->i) nh[k++] = m->h[j];
    for (size_t j = 0; j < count && k < 64; j++)
        if (heaps[j]) nh[k++] = heaps[j];
    qsort(nh, k, sizeof *nh, cmp_size);
    m->moved = true;
    if (!slow_wins(m->s, nh, k)) m->to_loss = true;
    return m->to_loss; /* a winning move: stop */
}

/* Misère play, from the rules: the player to move on a position without a
 * move wins; otherwise a player wins when some move reaches a position that
 * the other player, to move, loses.  h is sorted, without heaps of 0. */
static bool slow_wins(slow *s, const size_t *h, size_t n) {
    uint64_t key = 1;
    for (size_t i = 0; i < n; i++) key = key * 64 + h[i];
    size_t slot = (size_t)((key * 0x9E3779B97F4A7C15ull) >> 46);
    while (s->key[slot] && s->key[slot] != key) slot = (slot + 1) % SLOW_SLOTS;
    if (s->key[slot]) return s->win[slot];
    bool moved = false, win = false;
    for (size_t i = 0; i < n && !win; i++) {
        slow_move m = {s, h, n, i, false, false};
        octal_tb_options(s->t, h[i], visit_move, &m);
        moved |= m.moved;
        win = m.to_loss;
    }
    if (!moved) win = true;
    s->key[slot] = key;
    s->win[slot] = win;
    return win;
}

/* Misère outcomes of sums of up to four heaps (tokens 12 in all) against the
 * slow search, on 0.3F, Maundy Cake's split {2+}=.0, the base-32 code 0.1V
 * (leave up to four heaps) and random hexadecimal codes (seed printed). */
TEST(tb_misere_outcomes_against_slow_search) {
    static const char *named[] = {"0.3F", "{2+}=.0", "0.1V", "0.F7", "4!.B"};
    cgt_rng r;
    uint64_t seed = test_seed() + 72;
    cgt_rng_seed(&r, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    size_t nnamed = sizeof named / sizeof *named;
    long total = (long)nnamed + test_iterations(10);
    slow *s = malloc(sizeof *s);
    for (long it = 0; it < total; it++) {
        char code[16];
        if ((size_t)it < nnamed) {
            snprintf(code, sizeof code, "%s", named[it]);
        } else {
            size_t nd = 1 + cgt_rng_below(&r, 3), k = 0;
            code[k++] = '0';
            code[k++] = '.';
            for (size_t d = 0; d < nd; d++) code[k++] = "0123456789ABCDEF"[cgt_rng_below(&r, 16)];
            code[k] = 0;
        }
        octal_tb *t = tb_ok(code);
        if (!t) continue;
        memset(s->key, 0, sizeof s->key);
        s->t = t;
        size_t checked = 0;
        for (long trial = 0; trial < 60; trial++) {
            size_t h[4], n = 1 + cgt_rng_below(&r, 4), sum = 0, k = 0;
            for (size_t i = 0; i < n && sum < 12; i++) {
                size_t v = 1 + cgt_rng_below(&r, 12 - sum < 8 ? 12 - sum : 8);
                h[k++] = v;
                sum += v;
            }
            qsort(h, k, sizeof *h, cmp_size);
            game_outcome o;
            CHECK(misere_tb_outcome(&o, t, h, k) == 0);
            bool want = slow_wins(s, h, k);
            CHECK_MSG((o == GAME_OUTCOME_N) == want && (o == GAME_OUTCOME_N || o == GAME_OUTCOME_P),
                      "%s heaps %zu,%zu,%zu,%zu (%zu): outcome %d, slow %s", code, h[0],
                      k > 1 ? h[1] : 0, k > 2 ? h[2] : 0, k > 3 ? h[3] : 0, k, (int)o,
                      want ? "N" : "P");
            checked++;
        }
        CHECK(checked == 60);
        octal_tb_free(t);
        if (test_failures()) break;
    }
    free(s);
}
