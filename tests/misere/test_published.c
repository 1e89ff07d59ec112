/* test_published.c - misère values against the published tables the
 * reference search found (docs/misere.md, "Published tables checked"):
 *   - T. E. Plambeck's quaternary-games page (which quotes Winning Ways' table
 *     of the two-digit quaternaries) on which heap games have only misère nim
 *     heaps as values;
 *   - Officers (.6): the normal nim sequence OEIS A046695, the g of its genus;
 *   - CGSuite's own tables (A. N. Siegel, aaron-siegel/cgsuite): misère nim
 *     values and genera of the hexadecimal game 0.3f, Grundy's game heap 22's misère
 *     canonical form, and the genus, misère nim value, outcome, birthday and
 *     tame/restive flags of the literal forms of MisereCanonicalGameTestCase.
 * Kayles, Dawson's Kayles, Grundy's game and the subtraction games {2,3,7}
 * and all-but {2,3,7}, heaps 0-20 (CGSuite's GameHeapTest), and 0.312
 * (Plambeck) are in test_heaps.c. */
#include <stdlib.h>
#include <string.h>

#include "cgt/misere.h"
#include "test.h"

/* The genus sequence γ0 γ1 ... (nterms terms) of CGSuite's genus notation,
 * as CGSuite's Genus class reads it (aaron-siegel/cgsuite,
 * lib/core/.../misere/Genus): "g" alone is the genus of the nim heap *g
 * (γ0 = 1-g for g < 2, else g; then g^2, g, ...); "g^a" with one superscript
 * term goes on alternating a, a^2 (a tame game's a^{a,a^2}: "1^1" is
 * 1^{1313...}, "0^0" is 0^{0202...}); longer superscripts ("3^1431", or with
 * terms of 10 and more "6^(1,9,10,8)") list γ0.. and then repeat their last
 * two terms.  Returns the number of superscript terms read (0 for a bare g). */
size_t cgsuite_genus_terms(unsigned *out, size_t nterms, unsigned *g_out, const char *s);
size_t cgsuite_genus_terms(unsigned *out, size_t nterms, unsigned *g_out, const char *s) {
    char *end;
    unsigned g = (unsigned)strtoul(s, &end, 10), sup[32];
    size_t n = 0;
    s = end;
    if (*s == '^') {
        s++;
        if (*s == '(') {
            for (s++; *s && *s != ')' && n < 32; s += *s == ',') {
                sup[n++] = (unsigned)strtoul(s, &end, 10);
                s = end;
            }
        } else {
            for (; *s >= '0' && *s <= '9' && n < 32; s++) sup[n++] = (unsigned)(*s - '0');
        }
    }
    for (size_t k = 0; k < nterms; k++) {
        if (n == 0)
            out[k] = k == 0 && g < 2 ? 1 - g : g ^ ((k & 1) << 1);
        else if (n == 1)
            out[k] = sup[0] ^ ((k & 1) << 1);
        else
            out[k] = k < n ? sup[k] : sup[n - 2 + ((n ^ k) & 1)];
    }
    if (g_out) *g_out = g;
    return n;
}

/* Our genus of m as nterms terms (the kept ones, then their last two
 * repeated, which is where misere_get_genus cuts). */
static void genus_terms(unsigned *out, size_t nterms, misere_t m) {
    misere_genus gen;
    CHECK(misere_get_genus(&gen, m) == 0);
    for (size_t k = 0; k < nterms; k++)
        out[k] = k < gen.n ? gen.gamma[k] : gen.gamma[gen.n - 2 + ((gen.n ^ k) & 1)];
}

/* Compares m's G+, G- and genus with CGSuite's entries; what names the case. */
static void check_cgsuite(misere_t m, unsigned nim, unsigned mis, const char *genus,
                          const char *what, size_t n) {
    unsigned want[16], got[16], g;
    cgsuite_genus_terms(want, 16, &g, genus);
    genus_terms(got, 16, m);
    misere_genus gen;
    CHECK(misere_get_genus(&gen, m) == 0);
    char *ours = misere_genus_str(&gen);
    CHECK_MSG(misere_normal_value(m) == nim, "%s %zu: nim %u, CGSuite %u", what, n,
              misere_normal_value(m), nim);
    CHECK_MSG(misere_nim_value(m) == mis, "%s %zu: misère nim %u, CGSuite %u", what, n,
              misere_nim_value(m), mis);
    CHECK_MSG(gen.g == g, "%s %zu: genus %s, CGSuite %s", what, n, ours, genus);
    CHECK_MSG(!memcmp(want, got, sizeof want), "%s %zu: genus %s, CGSuite %s", what, n, ours,
              genus);
    cgt_free(ours);
}

static bool is_nim_heap(misere_t m) {
    return m == misere_nimber(misere_normal_value(m));
}

/* T. E. Plambeck, "quaternary games" (plambeck.org/oldhtml/mathematics/games/
 * misere/quaternary/index.htm, "Stalking the Woolly Mammoths", note of 27 June
 * 2005): "Winning Ways contains a table showing that the only two-digit
 * quaternary that does not contain only nim-positions is the game .31, called
 * Stalking ... We've extended this analysis to three-digit quaternaries,
 * finding that all these games have only misère nim-heaps as values, except
 * for the seven Woolly Mammoths .121, .123, .131, .201, .211, .312 and .331."
 * (Subtraction games, digits 0 and 3 only, "always reduce to nim heaps in
 * misère play (see Winning Ways)" is the special case.)  Checked on every
 * code 0.d1, 0.d1d2 and 0.d1d2d3 with digits 0-3 (last digit nonzero), heaps
 * 0..60: a heap is a nim heap when its misère canonical form is *G+; each
 * listed game must have a heap that is not. */
TEST(quaternary_games_plambeck_and_winning_ways) {
    static const char *mammoths[] = {"0.31",  "0.121", "0.123", "0.131",
                                     "0.201", "0.211", "0.312", "0.331"};
    size_t codes = 0, wild = 0;
    for (unsigned len = 1; len <= 3; len++) {
        unsigned lim = 1u << (2 * len);
        for (unsigned c = 0; c < lim; c++) {
            char code[8] = "0.";
            for (unsigned i = 0; i < len; i++)
                code[2 + i] = (char)('0' + ((c >> (2 * (len - 1 - i))) & 3));
            code[2 + len] = 0;
            if (code[1 + len] == '0') continue; /* a shorter code, already done */
            bool listed = false;
            for (size_t i = 0; i < sizeof mammoths / sizeof *mammoths; i++)
                listed |= !strcmp(code, mammoths[i]);
            octal_game g;
            CHECK(octal_parse(&g, code) == 0);
            size_t first = 0;
            for (size_t n = 0; n <= 60 && !first; n++) {
                misere_t m;
                CHECK(misere_octal_heap(&m, &g, n) == 0);
                if (!is_nim_heap(m)) first = n;
            }
            CHECK_MSG(listed == (first != 0), "%s: first heap that is not a nim heap: %zu", code,
                      first);
            codes++;
            wild += first != 0;
            octal_clear(&g);
        }
    }
    CHECK_INT(codes, 3 + 12 + 48);
    CHECK_INT(wild, 8);
}

/* Officers (.6): OEIS A046695 ("Sprague-Grundy values for the game
 * Couples-are-Forever (and for octal games .6, .601, .61, ...)", offset 0) is
 * the g of each heap's genus.  No published misère table of Officers was
 * found (docs/misere.md); its misère nim values are checked against a slow
 * mex in test_heaps.c. */
TEST(officers_genus_g_is_oeis_a046695) {
    static const unsigned a046695[] = {0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4,
                                       2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2,
                                       0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2};
    octal_game g;
    CHECK(octal_parse(&g, "0.6") == 0);
    for (size_t n = 0; n < sizeof a046695 / sizeof *a046695; n++) {
        misere_t m;
        CHECK(misere_octal_heap(&m, &g, n) == 0);
        misere_genus gen;
        CHECK(misere_get_genus(&gen, m) == 0);
        CHECK_MSG(gen.g == a046695[n] && misere_normal_value(m) == a046695[n],
                  "Officers heap %zu: g %u, A046695 %u", n, gen.g, a046695[n]);
    }
    octal_clear(&g);
}

/* The hexadecimal game 0.3f of the same CGSuite table (remove one bean
 * leaving at most one heap, or two leaving up to three heaps), through
 * misere_tb_heap, the heap builder of take-and-break codes (`cgt octal 0.3f
 * --misere`).  Genera with terms of 10 and more are written in parentheses
 * there: 6^(1,9,10,8). */
TEST(hexadecimal_0_3f_against_cgsuite) {
    static const unsigned mis[] = {1, 0, 2, 1, 0, 2, 1, 0, 4, 1, 0, 4, 1, 0, 6, 1, 0, 6, 1, 0, 6};
    static const char *genus[] = {"0",
                                  "1",
                                  "2",
                                  "0",
                                  "1",
                                  "2",
                                  "3^1431",
                                  "4^0564",
                                  "5^46",
                                  "3^1431",
                                  "4^0564",
                                  "5^4875",
                                  "6^(1,9,10,8)",
                                  "7^075",
                                  "8^6875",
                                  "6^(1,9,10,8)",
                                  "7^075",
                                  "8^(6,10,8)",
                                  "9^(1,9,12,11,9)",
                                  "10^(0,11,13,9,11)",
                                  "11^(6,10,8)"};
    static const unsigned nim[] = {0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11};
    octal_tb *tb;
    CHECK(octal_tb_parse(&tb, "0.3f") == 0);
    uint32_t values[21];
    CHECK(octal_tb_nim_values(values, tb, 20) == 0);
    for (size_t n = 0; n <= 20; n++) {
        misere_t m = MISERE_NONE;
        CHECK(misere_tb_heap(&m, tb, n) == 0);
        CHECK(m != MISERE_NONE);
        CHECK_INT(values[n], nim[n]);
        check_cgsuite(m, nim[n], mis[n], genus[n], "0.3f", n);
    }
    octal_tb_free(tb);
}

/* game.heap.GrundysGame(22).MisereCanonicalForm in the same CGSuite test. */
TEST(grundy_heap_22_form_against_cgsuite) {
    static const char *want =
        "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]";
    octal_game g;
    CHECK(octal_parse(&g, "grundy") == 0);
    misere_t m, p;
    CHECK(misere_octal_heap(&m, &g, 22) == 0);
    char *s = misere_str(m);
    CHECK_STR(s, want);
    cgt_free(s);
    CHECK(misere_parse(&p, want) == 0);
    CHECK(p == m);
    octal_clear(&g);
}

/* The literal forms of CGSuite's MisereCanonicalGameTestCase
 * (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
 * MisereCanonicalGameTestCase.scala), built with misere_make: birthday,
 * genus, misère nim value, misère outcome (P or N), nim value and CGSuite's
 * IsTame / IsRestive.  CGSuite's input "*[[2],1]" is the game with options
 * {*2} and *1; "+" is the sum.
 *
 * misere_classify follows D. Hoey's phyla as CGSuite has them (cgsuite
 * .../core/misere/Phylum.java: HEREDITARILY_RESTIVE is "nontame games with
 * all options hereditarily tame and a GPLUS value of 0 or 1"), so
 * *[[2],0] = {{*2}, 0} (case 7, genus 1^{2020...}) is restive.  An earlier
 * reading of ONAG's "ambivalent nim heaps" of ours called it wild; this
 * table is why it was replaced. */
TEST(literal_forms_against_cgsuite) {
    misere_t z = misere_zero(), s1 = misere_nimber(1), s2 = misere_nimber(2), s3 = misere_nimber(3),
             s4 = misere_nimber(4);
    misere_t a = misere_make(&s2, 1);                          /* *[[2]] = {*2} */
    misere_t b = misere_make(&a, 1);                           /* *[[[2]]] */
    misere_t c = misere_add(s2, s2);                           /* *[2]+*[2] */
    misere_t d0 = misere_add(s2, a), d = misere_make(&d0, 1);  /* *[[*[2]+*[[2]]]] */
    misere_t eo[] = {a, z}, e = misere_make(eo, 2);            /* *[[2],0] */
    misere_t fo[] = {a, s1}, f = misere_make(fo, 2);           /* *[[2],1] */
    misere_t g0 = misere_add(s4, s2), g = misere_make(&g0, 1); /* *[[*[4]+*[2]]] */
    misere_t ho[] = {b, f}, h = misere_make(ho, 2);            /* *[[[2]],[[2],1]] */
    misere_t io0[] = {e, z, s1}, io[] = {b, misere_make(io0, 3)};
    misere_t i = misere_make(io, 2); /* *[[[2]],[[[2],0],0,1]] */
    misere_t jo0[] = {a, misere_add(a, s1), e}, jo[] = {misere_add(f, s1), misere_make(jo0, 3)};
    misere_t j = misere_make(jo, 2); /* *[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]] */
    misere_t ko0[] = {a, s2, z}, ko1[] = {a, s3},
             ko[] = {misere_make(ko0, 3), misere_make(ko1, 2), s1};
    misere_t k = misere_make(ko, 3); /* *[[[2],2,0],[[2],3],1] */
    static const struct {
        unsigned birthday;
        const char *genus;
        bool tame, restive;
        unsigned misere_nim;
        bool p;
        unsigned nim;
    } want[] = {
        {0, "0", true, false, 1, false, 0},       {1, "1", true, false, 0, true, 1},
        {2, "2", true, false, 2, false, 2},       {3, "0^0", true, false, 0, true, 0},
        {4, "1^1", true, false, 1, false, 1},     {4, "0^0", true, false, 0, true, 0},
        {6, "0^0", true, false, 0, true, 0},      {4, "1^2", false, true, 2, false, 1},
        {4, "2^1420", false, false, 1, false, 2}, {7, "0^0", true, false, 0, true, 0},
        {5, "0^0", false, false, 0, true, 0},     {6, "0^0", false, false, 0, true, 0},
        {6, "0^120", false, false, 1, false, 0},  {5, "0^2", false, false, 2, false, 0},
    };
    misere_t got[] = {z, s1, s2, a, b, c, d, e, f, g, h, i, j, k};
    for (size_t n = 0; n < sizeof got / sizeof *got; n++) {
        CHECK(got[n] != MISERE_NONE);
        CHECK_MSG(misere_birthday(got[n]) == want[n].birthday, "case %zu: birthday %u", n,
                  misere_birthday(got[n]));
        check_cgsuite(got[n], want[n].nim, want[n].misere_nim, want[n].genus, "case", n);
        CHECK_MSG(misere_is_p(got[n]) == want[n].p, "case %zu: outcome", n);
        misere_class cls;
        CHECK(misere_classify(&cls, got[n]) == 0);
        const char *name = misere_class_name(cls);
        CHECK_MSG(!strcmp(name, "tame") == want[n].tame, "case %zu: %s, CGSuite IsTame %d", n, name,
                  want[n].tame);
        CHECK_MSG(!strcmp(name, "restive") == want[n].restive, "case %zu: %s, CGSuite IsRestive %d",
                  n, name, want[n].restive);
    }
    char *cs = misere_str(c);
    CHECK_STR(cs, "*[2[2]]");
    cgt_free(cs);
}

/* D. Hoey's phyla (cgsuite .../core/misere/Phylum.java) beyond CGSuite's
 * IsRestive flag: RESTLESS is "nontame games with all options tame and a
 * GMINUS value of 0 or 1", WILD has "GPLUS and GMINUS values different and
 * greater than 1".  Kayles' heap 5 (4^146: G+ 4, G- 1, heaps 0-4 tame) is
 * restless; a form with a restless option is wild. */
TEST(restless_and_wild_by_hoey_phyla) {
    octal_game k;
    CHECK(octal_parse(&k, "0.77") == 0);
    misere_t h5, h4;
    CHECK(misere_octal_heap(&h5, &k, 5) == 0);
    CHECK(misere_octal_heap(&h4, &k, 4) == 0);
    misere_class c;
    CHECK(misere_classify(&c, h4) == 0);
    CHECK_STR(misere_class_name(c), "tame");
    CHECK(misere_classify(&c, h5) == 0);
    CHECK_STR(misere_class_name(c), "restless");
    CHECK(misere_nim_value(h5) == 1);
    misere_t opt = misere_make(&h5, 1); /* {K5}: an option that is not tame */
    CHECK(misere_classify(&c, opt) == 0);
    CHECK_STR(misere_class_name(c), "wild");
    octal_clear(&k);
}

/* T. E. Plambeck, "0.312" (plambeck.org/oldhtml/mathematics/games/misere/
 * quaternary/0312/index.htm): heap 4 is "the game g0 of genus 2^{1420} and
 * genus (A+A) = 0^{1202}" (written uncut: the terms 1 2 0 2, then 0 2
 * repeated; ours cuts it at 0^120).  The heap genera 1-6 of that page are
 * checked in test_heaps.c. */
TEST(plambeck_0312_heap_4_doubled) {
    octal_game g;
    CHECK(octal_parse(&g, "0.312") == 0);
    misere_t a;
    CHECK(misere_octal_heap(&a, &g, 4) == 0);
    unsigned want[16], got[16], g0;
    cgsuite_genus_terms(want, 16, &g0, "2^1420");
    genus_terms(got, 16, a);
    CHECK(!memcmp(want, got, sizeof want));
    cgsuite_genus_terms(want, 16, &g0, "0^1202");
    genus_terms(got, 16, misere_add(a, a));
    CHECK(!memcmp(want, got, sizeof want));
    CHECK_INT(g0, misere_normal_value(misere_add(a, a)));
    octal_clear(&g);
}
