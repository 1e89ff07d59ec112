/* test_canon.c - impartial misère canonical forms: the counts of games born
 * by each day, CGSuite's notation, genus, and canonical forms against a slow
 * outcome search on literal sums. */
#include <stdlib.h>

#include "cgt/games.h"
#include "cgt/misere.h"
#include "test.h"

static misere_t M(const char *s) {
    misere_t g = MISERE_NONE;
    int rc = misere_parse(&g, s);
    CHECK_MSG(rc == 0, "misere_parse(%s): %s", s, cgt_error_message());
    return g;
}

static const char *S(misere_t g) {
    static char buf[8][256];
    static int k;
    char *b = buf[k++ & 7], *s = misere_str(g);
    snprintf(b, 256, "%s", s);
    cgt_free(s);
    return b;
}

static const char *GEN(misere_t g) {
    static char buf[8][128];
    static int k;
    char *b = buf[k++ & 7];
    misere_genus gen;
    CHECK(misere_get_genus(&gen, g) == 0);
    char *s = misere_genus_str(&gen);
    snprintf(b, 128, "%s", s);
    cgt_free(s);
    return b;
}

/* Conway (ONAG ch. 12) and Siegel (CGT, ch. V, table of misère games born by
 * day n): 1, 2, 3, 5, 22 distinct impartial misère games are born by days 0-4. */
TEST(games_born_by_day) {
    misere_t day[64];
    size_t n = 1;
    day[0] = misere_zero();
    static const size_t want[] = {1, 2, 3, 5, 22};
    for (int d = 1; d <= 4; d++) {
        misere_t next[64];
        size_t m = 0;
        for (uint64_t mask = 0; mask < (1ull << n); mask++) {
            misere_t o[64];
            size_t k = 0;
            for (size_t i = 0; i < n; i++)
                if (mask >> i & 1) o[k++] = day[i];
            misere_t g = misere_make(o, k);
            bool seen = false;
            for (size_t i = 0; i < m; i++) seen |= next[i] == g;
            if (!seen) next[m++] = g;
        }
        CHECK_INT(m, want[d]);
        memcpy(day, next, m * sizeof *day);
        n = m;
    }
}

TEST(small_identities) {
    misere_t z = misere_zero(), one = misere_nimber(1), two = misere_nimber(2);
    CHECK(misere_make(&one, 1) == z); /* {*} = 0 */
    CHECK(misere_add(one, one) == z); /* * + * = 0 */
    CHECK(misere_add(two, one) == misere_nimber(3));
    CHECK(misere_add(two, two) != z); /* *2 + *2 is not 0 in misère play */
    CHECK(!misere_is_p(z) && misere_is_p(one) && !misere_is_p(two));
    CHECK_INT(misere_nim_value(z), 1);
    CHECK_INT(misere_nim_value(one), 0);
}

/* Winning Ways ch. 13: 0 = 0^120, * = 1^031, *2 = 2^20; a nim position with a
 * heap of at least 2 has genus g^{g, g^2}: *2+*2 = 0^02, *3 = 3^31. */
TEST(genus_of_nimbers) {
    CHECK_STR(GEN(misere_zero()), "0^120");
    CHECK_STR(GEN(misere_nimber(1)), "1^031");
    CHECK_STR(GEN(misere_nimber(2)), "2^20");
    CHECK_STR(GEN(misere_nimber(3)), "3^31");
    CHECK_STR(GEN(misere_add(misere_nimber(2), misere_nimber(2))), "0^02");
    misere_class c;
    CHECK(misere_classify(&c, misere_add(misere_nimber(2), misere_nimber(3))) == 0);
    CHECK(c == MISERE_TAME);
}

TEST(notation) {
    CHECK_STR(S(misere_zero()), "*[0]");
    CHECK_STR(S(misere_nimber(4)), "*[4]");
    CHECK_STR(S(misere_add(misere_nimber(2), misere_nimber(2))), "*[2[2]]");
    CHECK_STR(S(M("*[2[/]]")), "*[2[/]]");
    CHECK(M("*[2[/]]") == misere_make((misere_t[]){misere_nimber(2)}, 1));
    CHECK(M("*[2[2]]") == M("*[32]"));
    CHECK(M("*3") == misere_nimber(3) && M("0") == misere_zero() && M("*") == misere_nimber(1));
    CHECK(M("*[<12>]") == misere_nimber(12));
    const char *forms[] = {"*[2[2]321]", "*[2[/]321]", "*[2[/1/]]", "*[(2[/]2)[/]]", "*[2[/]0]"};
    for (size_t i = 0; i < sizeof forms / sizeof *forms; i++) {
        misere_t g = M(forms[i]);
        CHECK_MSG(M(S(g)) == g, "%s prints as %s", forms[i], S(g));
    }
    misere_t g;
    CHECK(misere_parse(&g, "*[2[2]") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 7: missing ']'");
    CHECK(misere_parse(&g, "*[x]") == CGT_EPARSE);
    CHECK(misere_parse(&g, "*[]") == CGT_EPARSE);
    CHECK(misere_parse(&g, "*[2]]") == CGT_EPARSE);
}

/* The issue's example: the Cram position .........|##.###### has the misère
 * canonical form *[2[2]321] (CGSuite). */
TEST(cram_example) {
    uint8_t *p = NULL;
    size_t n = 0;
    CHECK(games_parse(&p, &n, GAMES_CRAM, ".........|##.######") == 0);
    misere_t g = MISERE_NONE;
    CHECK(misere_position_canonical(&g, games_rules(GAMES_CRAM), p, n, 0) == 0);
    CHECK_STR(S(g), "*[2[2]321]");
    cgt_free(p);
}
