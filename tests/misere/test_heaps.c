/* test_heaps.c - misère nim values and genus of heap games: against a
 * published genus table (Plambeck's 0.312), the published normal-play nim
 * sequences (the g of the genus) and a slow misère mex on heap multisets. */
#include <stdlib.h>

#include "cgt/misere.h"
#include "test.h"

static const char *heap_genus(const char *code, size_t n) {
    static char buf[8][128];
    static int k;
    char *b = buf[k++ & 7];
    octal_game g;
    CHECK(octal_parse(&g, code) == 0);
    misere_t m;
    CHECK(misere_octal_heap(&m, &g, n) == 0);
    misere_genus gen;
    CHECK(misere_get_genus(&gen, m) == 0);
    char *s = misere_genus_str(&gen);
    snprintf(b, 128, "%s", s);
    cgt_free(s);
    octal_clear(&g);
    return b;
}

/* T. Plambeck, "0.312" (plambeck.org, misère octal games, quaternary games,
 * solved 4 February 2003): single-heap genus sequence 1^{03131}, 2^{20},
 * 0^{02}, 2^{1420}, 0^{02}, 1^{13} for heaps 1-6.  The page writes heap 1
 * uncut; cut where it starts to alternate it is 1^031. */
TEST(genus_0312_plambeck) {
    static const char *want[] = {"1^031", "2^20", "0^02", "2^1420", "0^02", "1^13"};
    for (size_t n = 1; n <= 6; n++) CHECK_STR(heap_genus("0.312", n), want[n - 1]);
}

/* The g of the genus is the normal-play nim value: Kayles (OEIS A002186,
 * Winning Ways p. 91), Dawson's Kayles (.07: A002187 shifted by one, WW
 * p. 89), Grundy's game (WW ch. 4; A. Flammenkamp's table). */
TEST(genus_g_is_the_published_nim_value) {
    static const unsigned kayles[] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2};
    static const unsigned dawson[] = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3};
    static const unsigned grundy[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3};
    struct {
        const char *code;
        const unsigned *v;
        size_t shift; /* Dawson's Kayles .07 heap n + 1 is Dawson's chess n */
    } t[] = {{"kayles", kayles, 0}, {"0.07", dawson, 1}, {"grundy", grundy, 0}};
    for (size_t i = 0; i < 3; i++) {
        octal_game g;
        CHECK(octal_parse(&g, t[i].code) == 0);
        for (size_t n = t[i].shift; n <= 16; n++) {
            misere_t m;
            CHECK(misere_octal_heap(&m, &g, n) == 0);
            CHECK_MSG(misere_normal_value(m) == t[i].v[n - t[i].shift], "%s heap %zu: G+ %u",
                      t[i].code, n, misere_normal_value(m));
        }
        octal_clear(&g);
    }
}

/* ---- slow misère nim values of heap multisets ---------------------------------- */

typedef struct memo {
    uint64_t key[4096];
    uint32_t val[4096];
} memo;

static uint64_t pack(const size_t *h, size_t n) {
    uint64_t k = 1;
    for (size_t i = 0; i < n; i++) k = k * 32 + h[i];
    return k;
}

static int cmp(const void *a, const void *b) {
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

/* G-(H) = 1 for a position without moves, else the mex of the options' values;
 * the options of a heap follow the octal digits directly. */
static uint32_t slow_gminus(const octal_game *g, const size_t *h, size_t n, memo *m) {
    if (n == 0) return 1;
    uint64_t key = pack(h, n);
    size_t slot = key % 4093;
    while (m->key[slot] && m->key[slot] != key) slot = (slot + 1) % 4096;
    if (m->key[slot]) return m->val[slot];
    bool seen[64] = {0}, moved = false;
    size_t nh[16];
    for (size_t i = 0; i < n; i++) {
        size_t s = h[i];
        for (size_t k = 1; k <= s; k++) {
            uint8_t d = k < g->ndigits ? g->digits[k] : 0;
            size_t rest = s - k;
            for (size_t a = 0; a <= rest; a++) {
                size_t b = rest - a;
                bool ok = (a == 0 && b == 0) ? (d & 1)
                          : (a == 0)         ? (d & 2)
                          : (b == 0)         ? false
                                             : (d & 4);
                if (!ok || a > b) continue;
                size_t m2 = 0;
                for (size_t j = 0; j < n; j++)
                    if (j != i) nh[m2++] = h[j];
                if (a) nh[m2++] = a;
                if (b) nh[m2++] = b;
                qsort(nh, m2, sizeof *nh, cmp);
                uint32_t v = slow_gminus(g, nh, m2, m);
                if (v < 64) seen[v] = true;
                moved = true;
            }
        }
    }
    uint32_t mex = 0;
    while (seen[mex]) mex++;
    if (!moved) mex = 1; /* a position without moves is the game 0 */
    m->key[slot] = key;
    m->val[slot] = mex;
    return mex;
}

/* Misère nim values of single heaps (and of the genus terms γ1 = G-(H + *2),
 * checked on Nim's heap of 2 as a second heap) for Kayles, Dawson's Kayles
 * and Officers (.6) against the slow definition. */
TEST(misere_nim_values_against_slow_mex) {
    const char *codes[] = {"0.77", "0.07", "0.6", "0.137"};
    for (size_t c = 0; c < 4; c++) {
        octal_game g;
        CHECK(octal_parse(&g, codes[c]) == 0);
        memo *m = calloc(1, sizeof *m);
        for (size_t n = 0; n <= 10; n++) {
            misere_t x;
            CHECK(misere_octal_heap(&x, &g, n) == 0);
            size_t h[1] = {n};
            uint32_t want = slow_gminus(&g, h, n ? 1 : 0, m);
            CHECK_MSG(misere_nim_value(x) == want, "%s heap %zu: G- %u, slow %u", codes[c], n,
                      misere_nim_value(x), want);
        }
        free(m);
        octal_clear(&g);
    }
}

/* The genus terms γk = G-(H + k·*2) by the slow definition: a Kayles heap of
 * 2 is the form {0, *} = *2, so γk of Kayles heap n is the slow misère nim
 * value of the Kayles position n, 2, ..., 2 (k heaps of 2).  Officers (.6)
 * likewise: its heap of 3 is {heap 2, 1+1} = {*, 0} = *2.  No published
 * misère table of Officers was found (docs/misere.md), so this slow check is
 * what its genus stands on, with A046695 for the g (test_published.c). */
TEST(kayles_genus_terms_against_slow_mex) {
    static const struct {
        const char *code, *name;
        size_t star2, upto;
    } games[] = {{"kayles", "Kayles", 2, 8}, {"0.6", "Officers", 3, 10}};
    for (size_t gi = 0; gi < 2; gi++) {
        octal_game g;
        CHECK(octal_parse(&g, games[gi].code) == 0);
        memo *m = calloc(1, sizeof *m);
        for (size_t n = 0; n <= games[gi].upto; n++) {
            misere_t x;
            CHECK(misere_octal_heap(&x, &g, n) == 0);
            misere_genus gen;
            CHECK(misere_get_genus(&gen, x) == 0);
            for (size_t k = 0; k < 4; k++) {
                size_t h[8], c = 0;
                for (size_t i = 0; i < k; i++) h[c++] = games[gi].star2;
                if (n) h[c++] = n;
                qsort(h, c, sizeof *h, cmp);
                uint32_t want = slow_gminus(&g, h, c, m);
                uint32_t got = k < gen.n ? gen.gamma[k] : gen.gamma[gen.n - 2 + (k - gen.n) % 2];
                CHECK_MSG(got == want, "%s %zu: γ%zu = %u, slow %u", games[gi].name, n, k, got,
                          want);
            }
        }
        free(m);
        octal_clear(&g);
    }
}

/* ---- CGSuite's published table ---------------------------------------------------- */

/* CGSuite's genus notation read into γ0 γ1 ... (test_published.c). */
size_t cgsuite_genus_terms(unsigned *out, size_t nterms, unsigned *g_out, const char *s);

/* Misère nim values and genus of Kayles, Dawson's Kayles, Grundy's game and
 * the subtraction games {2,3,7} and all-but {2,3,7}, heaps 0-20, as published in CGSuite's test
 * table (A. N. Siegel, aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
 * GameHeapTest.scala, "define TakeAndBreak properly"): an implementation
 * independent of ours (CGSuite computes the genus from the options' genera,
 * WW ch. 13; ours from misère nim values of sums with copies of *2).  Winning
 * Ways' own ch. 13 tables were not found in the reference search.  Officers
 * (.6) is not in that table: its misère nim values are checked against the
 * slow mex above. */
TEST(misere_tables_against_cgsuite) {
    static const struct {
        const char *code, *nim, *misere, *genus;
    } t[] = {
        {"kayles", "0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1",
         "1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0",
         "0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031"},
        {"0.07", "0,0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3",
         "1,1,0,0,2,1,3,0,0,1,1,3,0,2,1,1,0,0,2,1,3",
         "0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3"},
        {"grundy", "0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0",
         "1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2",
         "0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20"},
        /* game.heap.Subtraction([2,3,7]) and Subtraction([2,3,7], allbut => true) */
        {"sub:2,3,7", "0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0",
         "1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1", "0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0"},
        {"allbut:2,3,7", "0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10",
         "1,0,1,0,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10",
         "0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10"},
    };
    for (size_t i = 0; i < sizeof t / sizeof *t; i++) {
        octal_game g;
        CHECK(octal_parse(&g, t[i].code) == 0);
        const char *pn = t[i].nim, *pm = t[i].misere, *pg = t[i].genus;
        for (size_t n = 0; n <= 20; n++) {
            unsigned nim = (unsigned)strtoul(pn, (char **)&pn, 10);
            unsigned mis = (unsigned)strtoul(pm, (char **)&pm, 10);
            pn += *pn == ',';
            pm += *pm == ',';
            char gs[32];
            size_t len = strcspn(pg, ","); /* no superscript here has commas */
            snprintf(gs, sizeof gs, "%.*s", (int)len, pg);
            pg += len + (pg[len] == ',');
            misere_t m;
            CHECK(misere_octal_heap(&m, &g, n) == 0);
            CHECK_MSG(misere_normal_value(m) == nim, "%s heap %zu: nim %u, CGSuite %u", t[i].code,
                      n, misere_normal_value(m), nim);
            CHECK_MSG(misere_nim_value(m) == mis, "%s heap %zu: misère nim %u, CGSuite %u",
                      t[i].code, n, misere_nim_value(m), mis);
            misere_genus gen;
            CHECK(misere_get_genus(&gen, m) == 0);
            unsigned want[16], got[16] = {0};
            cgsuite_genus_terms(want, 16, NULL, gs);
            char *ours = misere_genus_str(&gen);
            /* ours, extended the same way: the kept terms, then their last two
             * (a genus keeps at least two: "0^120" keeps 1, 2, 0) */
            CHECK_MSG(gen.n >= 2, "%s heap %zu: genus %s keeps %zu terms", t[i].code, n, ours,
                      gen.n);
            for (size_t k = 0; k < 16 && gen.n >= 2; k++)
                got[k] = k < gen.n ? gen.gamma[k] : gen.gamma[gen.n - 2 + ((gen.n ^ k) & 1)];
            CHECK_MSG(gen.g == nim, "%s heap %zu: genus g %u", t[i].code, n, gen.g);
            CHECK_MSG(!memcmp(want, got, sizeof want), "%s heap %zu: genus %s, CGSuite %s",
                      t[i].code, n, ours, gs);
            cgt_free(ours);
        }
        octal_clear(&g);
    }
}
