/* test_compound.c - the ordinal sum, the compounds of ONAG chapter 14, the
 * sequential join, the nimber field and the Conway product, each against an
 * independent truth: a brute-force player of the compound's rules, ONAG's
 * theorems on remoteness and suspense, the mex definition of nim
 * multiplication, the field laws, and Hackenbush strings. */
#include "cgt/compound.h"
#include "cgt/expr.h"
#include "cgt/games.h"
#include "randgame.h"
#include "test.h"

/* A generator seeded with the run's seed plus k (printed, to reproduce). */
static void seeded(cgt_rng *r, uint64_t k) {
    uint64_t seed = test_seed() + k;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng_seed(r, seed);
}

/* ---- random literal forms ------------------------------------------------------ */

static form_t rand_form(cgt_rng *r, int depth, int width, bool impartial) {
    form_t L[4], R[4];
    if (width > 4) width = 4;
    size_t nl = depth <= 0 ? 0 : cgt_rng_below(r, (uint64_t)width + 1);
    size_t nr = impartial ? nl : depth <= 0 ? 0 : cgt_rng_below(r, (uint64_t)width + 1);
    for (size_t i = 0; i < nl; i++)
        L[i] = rand_form(r, depth - 1 - (int)cgt_rng_below(r, 2), width, impartial);
    if (impartial)
        for (size_t i = 0; i < nl; i++) R[i] = L[i];
    else
        for (size_t i = 0; i < nr; i++)
            R[i] = rand_form(r, depth - 1 - (int)cgt_rng_below(r, 2), width, false);
    return form_make(L, nl, R, nr);
}

/* ---- a brute-force player of the compounds' rules ------------------------------
 * wins(kind, g, h, s): the player s (0 Left, 1 Right) to move in the compound
 * of g and h wins, playing the rules move by move (no forms are built). */
static size_t nopt(form_t f, int s) {
    return s ? form_num_right(f) : form_num_left(f);
}
static form_t opt(form_t f, int s, size_t i) {
    return s ? form_right(f, i) : form_left(f, i);
}
static bool wins(compound_kind kind, form_t g, form_t h, int s);
/* The opponent loses after s moves to (a, b). */
static bool good(compound_kind kind, form_t a, form_t b, int s) {
    return !wins(kind, a, b, 1 - s);
}
static bool plain_wins(form_t f, int s) { /* an ordinary game, s to move */
    for (size_t i = 0; i < nopt(f, s); i++)
        if (!plain_wins(opt(f, s, i), 1 - s)) return true;
    return false;
}
static bool wins(compound_kind kind, form_t g, form_t h, int s) {
    size_t ng = nopt(g, s), nh = nopt(h, s);
    bool single = kind == COMPOUND_SELECTIVE || kind == COMPOUND_DIMINISHED ||
                  kind == COMPOUND_SHORTENED || (kind == COMPOUND_CONTINUED && (!ng || !nh));
    bool both = kind == COMPOUND_CONJUNCTIVE || kind == COMPOUND_SELECTIVE ||
                kind == COMPOUND_SHORTENED || kind == COMPOUND_CONTINUED;
    if ((kind == COMPOUND_DIMINISHED || kind == COMPOUND_SHORTENED) && (!ng || !nh)) return false;
    if (kind == COMPOUND_SEQUENTIAL) {
        if (!form_num_left(g) && !form_num_right(g)) return plain_wins(h, s);
        for (size_t i = 0; i < ng; i++)
            if (good(kind, opt(g, s, i), h, s)) return true;
        return false;
    }
    if (single) {
        for (size_t i = 0; i < ng; i++)
            if (good(kind, opt(g, s, i), h, s)) return true;
        for (size_t j = 0; j < nh; j++)
            if (good(kind, g, opt(h, s, j), s)) return true;
    }
    if (both)
        for (size_t i = 0; i < ng; i++)
            for (size_t j = 0; j < nh; j++)
                if (good(kind, opt(g, s, i), opt(h, s, j), s)) return true;
    return false;
}

static game_outcome outcome_of(bool left_first, bool right_first) {
    return left_first ? (right_first ? GAME_OUTCOME_N : GAME_OUTCOME_L)
                      : (right_first ? GAME_OUTCOME_R : GAME_OUTCOME_P);
}

TEST(compounds_play_their_rules) {
    cgt_rng r;
    seeded(&r, 0);
    long n = test_iterations(150);
    for (long it = 0; it < n; it++) {
        form_t g = rand_form(&r, 3, 3, false), h = rand_form(&r, 3, 3, false);
        for (int k = COMPOUND_CONJUNCTIVE; k <= COMPOUND_SEQUENTIAL; k++) {
            form_t c = compound_form((compound_kind)k, g, h);
            game_outcome got = game_get_outcome(form_canonical(c));
            game_outcome want =
                outcome_of(wins((compound_kind)k, g, h, 0), wins((compound_kind)k, g, h, 1));
            if (got != want) {
                char *a = form_str(g, 200), *b = form_str(h, 200);
                CHECK_MSG(0, "%s(%s, %s): outcome %c, brute force %c",
                          compound_name((compound_kind)k), a, b, game_outcome_char(got),
                          game_outcome_char(want));
                cgt_free(a);
                cgt_free(b);
            }
        }
    }
    game_table_free();
}

/* ---- ONAG ch. 14: remoteness and suspense decide the impartial compounds -------- */

/* Steinhaus remoteness: 0 at the end; the winner hurries (1 + the least even
 * remoteness of an option), the loser delays (1 + the largest odd). */
static int remoteness(form_t f) {
    int best_even = -1, worst_odd = -1;
    for (size_t i = 0; i < form_num_left(f); i++) {
        int x = remoteness(form_left(f, i));
        if (x % 2 == 0 && (best_even < 0 || x < best_even)) best_even = x;
        if (x % 2 == 1 && x > worst_odd) worst_odd = x;
    }
    if (best_even >= 0) return best_even + 1;
    return worst_odd < 0 ? 0 : worst_odd + 1;
}
/* Suspense: the winner delays (1 + the largest even), the loser hurries. */
static int suspense(form_t f) {
    int best_even = -1, least_odd = -1;
    for (size_t i = 0; i < form_num_left(f); i++) {
        int x = suspense(form_left(f, i));
        if (x % 2 == 0 && x > best_even) best_even = x;
        if (x % 2 == 1 && (least_odd < 0 || x < least_odd)) least_odd = x;
    }
    if (best_even >= 0) return best_even + 1;
    return least_odd < 0 ? 0 : least_odd + 1;
}

TEST(impartial_compounds_follow_onag) {
    cgt_rng r;
    seeded(&r, 1);
    long n = test_iterations(200);
    for (long it = 0; it < n; it++) {
        form_t g = rand_form(&r, 4, 3, true), h = rand_form(&r, 4, 3, true);
        int rg = remoteness(g), rh = remoteness(h), sg = suspense(g), sh = suspense(h);
        /* conjunctive: the first player wins iff the least remoteness is odd */
        int m = rg < rh ? rg : rh;
        game_outcome oc =
            game_get_outcome(form_canonical(compound_form(COMPOUND_CONJUNCTIVE, g, h)));
        CHECK_MSG(oc == (m % 2 ? GAME_OUTCOME_N : GAME_OUTCOME_P), "conjunctive: remoteness %d %d",
                  rg, rh);
        /* continued conjunctive: iff the largest suspense is odd */
        int M = sg > sh ? sg : sh;
        oc = game_get_outcome(form_canonical(compound_form(COMPOUND_CONTINUED, g, h)));
        CHECK_MSG(oc == (M % 2 ? GAME_OUTCOME_N : GAME_OUTCOME_P), "continued: suspense %d %d", sg,
                  sh);
        /* selective: the second player wins iff both components are P */
        bool pg = game_get_outcome(form_canonical(g)) == GAME_OUTCOME_P;
        bool ph = game_get_outcome(form_canonical(h)) == GAME_OUTCOME_P;
        oc = game_get_outcome(form_canonical(compound_form(COMPOUND_SELECTIVE, g, h)));
        CHECK(oc == (pg && ph ? GAME_OUTCOME_P : GAME_OUTCOME_N));
    }
    game_table_free();
}

/* Seed 004, Table 1.3 (Theorem 1.5.1): if H is in P, G ▷ H has G's class; if
 * G is in L, H in L then G ▷ H is in L. */
TEST(sequential_join_table_1_3) {
    cgt_rng r;
    seeded(&r, 2);
    long n = test_iterations(300), checked = 0;
    for (long it = 0; it < n; it++) {
        form_t g = rand_form(&r, 3, 3, false), h = rand_form(&r, 3, 3, false);
        game_outcome og = game_get_outcome(form_canonical(g));
        game_outcome oh = game_get_outcome(form_canonical(h));
        game_outcome oj =
            game_get_outcome(form_canonical(compound_form(COMPOUND_SEQUENTIAL, g, h)));
        if (oh == GAME_OUTCOME_P) {
            CHECK(oj == og);
            checked++;
        }
        if (og == oh && (og == GAME_OUTCOME_L || og == GAME_OUTCOME_R)) {
            CHECK(oj == og);
            checked++;
        }
    }
    CHECK(checked > 0);
    /* the identity: {|} ▷ H = H, and G ▷ {|} = G is not true in general */
    form_t zero = form_make(NULL, 0, NULL, 0), star = form_from_game(game_star());
    CHECK(compound_form(COMPOUND_SEQUENTIAL, zero, star) == star);
    char *s = form_str(compound_form(COMPOUND_SEQUENTIAL, star, star), 0);
    CHECK_STR(s, "{*|*}");
    cgt_free(s);
    game_table_free();
}

/* ---- the ordinal sum ---------------------------------------------------------------- */

/* Reference: the definition on literal forms, canonicalised at the end. */
TEST(ordinal_sum_definition) {
    cgt_rng r;
    seeded(&r, 3);
    long n = test_iterations(200);
    for (long it = 0; it < n; it++) {
        game_t g = randgame(&r, 2, 2), h = randgame(&r, 2, 2);
        game_t got = compound_ordinal_sum(g, h);
        form_t f = compound_ordinal_sum_form(form_from_game(g), form_from_game(h));
        CHECK(got == form_canonical(f));
        /* the value depends only on H's value: a non-canonical form of H */
        form_t hk = rand_form(&r, 3, 2, false);
        CHECK(form_canonical(compound_ordinal_sum_form(form_from_game(g), hk)) ==
              compound_ordinal_sum(g, form_canonical(hk)));
        /* associativity and the identity 0 */
        game_t k = randgame(&r, 1, 2);
        CHECK(compound_ordinal_sum(compound_ordinal_sum(g, h), k) ==
              compound_ordinal_sum(g, compound_ordinal_sum(h, k)));
        CHECK(compound_ordinal_sum(g, game_zero()) == g);
        CHECK(compound_ordinal_sum(game_zero(), h) == h);
        /* a nonzero H only tips G: G:H has the sign of H where G = 0, and
         * G:H - G is confused with or has the sign of H (Winning Ways) */
    }
    game_table_free();
}

/* Hackenbush strings are ordinal sums of their edges: B = 1, R = -1, G = *
 * (Winning Ways ch. 2; ONAG ch. 15), so the string's value (computed by the
 * ruleset's own position engine) is 1:(-1):... read from the ground up. */
TEST(hackenbush_strings_are_ordinal_sums) {
    cgt_rng r;
    seeded(&r, 4);
    long n = test_iterations(200);
    for (long it = 0; it < n; it++) {
        char s[12];
        size_t len = 1 + cgt_rng_below(&r, 9);
        game_t want = game_zero();
        for (size_t i = 0; i < len; i++) {
            int c = (int)cgt_rng_below(&r, 3);
            s[i] = "BRG"[c];
            game_t edge = c == 0 ? game_from_si(1) : c == 1 ? game_from_si(-1) : game_star();
            want = i == 0 ? edge : compound_ordinal_sum(want, edge);
        }
        s[len] = '\0';
        game_t got = GAME_NONE;
        CHECK(games_eval(&got, GAMES_HACKENBUSH_STRING, s, 0) == 0);
        CHECK_MSG(got == want, "hackenbush string %s", s);
    }
    /* Winning Ways: the string BR (blue then red) is 1/2, BRR is 1/4 */
    CHECK(compound_ordinal_sum(game_from_si(1), game_from_si(-1)) == tgame_num(1, 1));
    CHECK(compound_ordinal_sum(game_from_si(1), game_from_si(-2)) == tgame_num(1, 2));
    game_table_free();
}

/* ---- the nimber field -------------------------------------------------------------- */

/* The definition: a ⊗ b = mex { a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b }. */
TEST(nim_multiplication_mex_definition) {
    enum { N = 40 };
    static uint64_t t[N][N];
    for (int a = 0; a < N; a++)
        for (int b = 0; b < N; b++) {
            bool seen[N * 2 * 64] = {0};
            for (int x = 0; x < a; x++)
                for (int y = 0; y < b; y++) {
                    uint64_t v = t[x][b] ^ t[a][y] ^ t[x][y];
                    if (v < sizeof seen) seen[v] = true;
                }
            uint64_t m = 0;
            while (seen[m]) m++;
            t[a][b] = m;
            CHECK_MSG(compound_nim_mul((uint64_t)a, (uint64_t)b) == m, "%d (x) %d", a, b);
        }
    /* ONAG ch. 6 (and Winning Ways ch. 14): squares of the Fermat 2-powers are
     * 3/2 of them: 2(x)2 = 3, 4(x)4 = 6, 16(x)16 = 24, 256(x)256 = 384, and a
     * Fermat power times a smaller number is the ordinary product. */
    CHECK_INT(compound_nim_mul(2, 2), 3);
    CHECK_INT(compound_nim_mul(4, 4), 6);
    CHECK_INT(compound_nim_mul(16, 16), 24);
    CHECK_INT(compound_nim_mul(256, 256), 384);
    CHECK_INT(compound_nim_mul(65536, 65536), 98304);
    CHECK_INT(compound_nim_mul(UINT64_C(1) << 32, UINT64_C(1) << 32), (UINT64_C(3) << 31));
    CHECK_INT(compound_nim_mul(16, 7), 112);
    /* ONAG's table: 8 (x) 8 = 13, 3 (x) 3 = 2, 2 (x) 3 = 1 */
    CHECK_INT(compound_nim_mul(8, 8), 13);
    CHECK_INT(compound_nim_mul(3, 3), 2);
    CHECK_INT(compound_nim_mul(2, 3), 1);
}

TEST(nim_field_laws) {
    cgt_rng r;
    seeded(&r, 5);
    long n = test_iterations(2000);
    for (long it = 0; it < n; it++) {
        uint64_t a = cgt_rng_next(&r), b = cgt_rng_next(&r), c = cgt_rng_next(&r);
        if (it % 3 == 1) a >>= cgt_rng_below(&r, 64), b >>= cgt_rng_below(&r, 64);
        CHECK(compound_nim_mul(a, b) == compound_nim_mul(b, a));
        CHECK(compound_nim_mul(compound_nim_mul(a, b), c) ==
              compound_nim_mul(a, compound_nim_mul(b, c)));
        CHECK(compound_nim_mul(a, b ^ c) == (compound_nim_mul(a, b) ^ compound_nim_mul(a, c)));
        CHECK(compound_nim_mul(a, 1) == a);
        if (a) CHECK(compound_nim_mul(a, compound_nim_inverse(a)) == 1);
        if (a && b) CHECK(compound_nim_mul(a, b) != 0);
    }
    /* the games */
    game_t q = GAME_NONE;
    CHECK(compound_nim_product(&q, game_nimber(2), game_nimber(3)) == 0 && q == game_star());
    CHECK(compound_nim_quotient(&q, game_star(), game_nimber(2)) == 0 && q == game_nimber(3));
    CHECK(compound_nim_quotient(&q, game_star(), game_zero()) == CGT_EVALUE);
    CHECK(compound_nim_product(&q, game_up(), game_star()) == CGT_EVALUE);
    game_table_free();
}

/* ---- the Conway product of numbers --------------------------------------------------- */

/* ONAG's definition on forms: xy = {x^L y + x y^L - x^L y^L, x^R y + x y^R -
 * x^R y^R | x^L y + x y^R - x^L y^R, x^R y + x y^L - x^R y^L}, recursively on
 * the canonical forms of numbers. */
static game_t conway_ref(game_t x, game_t y) {
    game_t L[8], R[8];
    size_t nl = 0, nr = 0;
    for (int sa = 0; sa < 2; sa++)
        for (int sb = 0; sb < 2; sb++) {
            size_t na = sa ? game_num_right(x) : game_num_left(x);
            size_t nb = sb ? game_num_right(y) : game_num_left(y);
            for (size_t i = 0; i < na; i++)
                for (size_t j = 0; j < nb; j++) {
                    game_t xo = sa ? game_right(x, i) : game_left(x, i);
                    game_t yo = sb ? game_right(y, j) : game_left(y, j);
                    game_t v = game_sub(game_add(conway_ref(xo, y), conway_ref(x, yo)),
                                        conway_ref(xo, yo));
                    if (sa == sb)
                        L[nl++] = v;
                    else
                        R[nr++] = v;
                }
        }
    return game_make(L, nl, R, nr);
}

TEST(conway_product_definition) {
    cgt_rng r;
    seeded(&r, 6);
    long n = test_iterations(100);
    for (long it = 0; it < n; it++) {
        game_t x = tgame_num((long)cgt_rng_below(&r, 9) - 4, cgt_rng_below(&r, 3));
        game_t y = tgame_num((long)cgt_rng_below(&r, 9) - 4, cgt_rng_below(&r, 3));
        game_t p = GAME_NONE;
        CHECK(compound_conway_product(&p, x, y) == 0);
        CHECK(p == conway_ref(x, y));
    }
    game_t p;
    CHECK(compound_conway_product(&p, tgame_num(3, 1), tgame_num(-5, 2)) == 0 &&
          p == tgame_num(-15, 3));
    CHECK(compound_conway_product(&p, game_up(), game_from_si(2)) == CGT_EVALUE);
    game_table_free();
}
