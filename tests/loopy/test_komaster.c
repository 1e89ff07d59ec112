/* test_komaster.c - loopy games played with a komaster.  Truth: the
 * definition (the player who is not komaster may not move to a position that
 * already occurred; the komaster may), worked out by hand on a simple ko
 * below; and the short-game engine: without cycles nothing is restricted, so
 * a loop-free game is its own komaster game for either komaster. */
#include <stdio.h>

#include "cgt/thermo.h"
#include "loopy_check.h"
#include "test.h"

static game_t km(const char *s, bool left) {
    loopy_game g = lp(s);
    game_t x = GAME_NONE;
    int rc = loopy_komaster(&x, &g, left);
    CHECK_MSG(rc == 0, "komaster(%s): %s", s, cgt_error_message());
    loopy_clear(&g);
    return x;
}

TEST(simple_ko_by_hand) {
    /* A = a{B|-1}, B = {1|A}: Left takes the ko (A to B), Right retakes (B to
     * A); Left's other choice settles at 1, Right's at -1.  Left komaster:
     * Right may not retake, so B = {1|} = 2 and A = {2|-1}.  Right komaster:
     * after Left's take and Right's retake Left may not take again, so the
     * second A is {|-1} = -2, B = {1|-2}, and A = {{1|-2}|-1}, whose Left
     * option reverses through -2 (-2 <= A) to nothing: A = {|-1} = -2. */
    const char *ko = "a{{1|a}|-1}";
    game_t two_minus_one =
        game_make((game_t[]){game_from_si(2)}, 1, (game_t[]){game_from_si(-1)}, 1);
    CHECK(km(ko, true) == two_minus_one);
    CHECK(km(ko, false) == game_from_si(-2));
    /* the Left-komaster thermograph is that of {2|-1}: mean 1/2, temperature 3/2 */
    dyadic_t t;
    dyadic_init(t);
    CHECK(thermo_temperature(t, km(ko, true)) == 0);
    CHECK(dyadic_cmp_si(t, 1) > 0 && dyadic_cmp_si(t, 2) < 0);
    dyadic_clear(t);
}

TEST(komaster_needs_finite_play) {
    loopy_game g = lp("on");
    game_t x;
    /* Left passes for ever in on: as komaster she may repeat: undefined */
    CHECK(loopy_komaster(&x, &g, true) == CGT_EVALUE);
    /* Right komaster: Left may not pass again, so on is {|} = 0 */
    CHECK(loopy_komaster(&x, &g, false) == 0 && x == game_zero());
    loopy_clear(&g);
}

TEST(loopfree_games_are_their_own_komaster_games) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 60);
    for (long it = 0; it < test_iterations(200); it++) {
        loopy_game g = lrandom(&r, 6, true);
        game_t s = loopy_get_game(&g), a, b;
        CHECK(loopy_komaster(&a, &g, true) == 0 && loopy_komaster(&b, &g, false) == 0);
        CHECK(a == s && b == s);
        loopy_clear(&g);
        if (test_failures()) break;
    }
}

/* Left komaster >= Right komaster: at every (position, positions seen) Left
 * has a superset of the Left options and Right a subset of the Right options
 * when the restriction moves from Left to Right, and the common options
 * compare the same way by induction; {A|B} is monotone in A and antitone in B. */
TEST(left_komaster_is_at_least_right_komaster) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 61);
    int defined = 0;
    long iters = test_iterations(1000);
    for (long it = 0; it < iters; it++) {
        loopy_game g = lrandom(&r, 5, false);
        game_t a, b;
        int ra = loopy_komaster(&a, &g, true), rb = loopy_komaster(&b, &g, false);
        CHECK(ra == 0 || ra == CGT_EVALUE);
        CHECK(rb == 0 || rb == CGT_EVALUE);
        if (ra == 0 && rb == 0) {
            defined++;
            CHECK_MSG(game_leq(b, a), "seed %llu: %s", (unsigned long long)test_seed(), lstr(&g));
        }
        loopy_clear(&g);
        if (test_failures()) break;
    }
    printf("komaster games defined both ways for %d games\n", defined);
    CHECK(defined > iters / 50);
}

static game_t kt(const char *s, int32_t l, int32_t r) {
    loopy_game g = lp(s);
    game_t x = GAME_NONE;
    int rc = loopy_ko_threats(&x, &g, l, r);
    CHECK_MSG(rc == 0, "ko_threats(%s, %d, %d): %s", s, (int)l, (int)r, cgt_error_message());
    loopy_clear(&g);
    return x;
}

TEST(ko_threats_simple_ko_by_hand) {
    /* A = a{B|-1}, B = {1|A}, with L threats for Left and R for Right; a
     * move back to a position already seen costs the mover one threat.
     * Left's take A -> B is free (B is new); Right's retake B -> A costs
     * him one, Left's retake A -> B then costs her one, and so on: the
     * retakes alternate and whoever runs out first loses the ko.  Right
     * runs out first iff R <= L: then the last B is {1|} = 2 and every
     * earlier B is {1|{2|-1}}, whose Right option reverses through 2 (Left
     * retakes) to nothing, so B = 2 and A = {2|-1}, the Left-komaster value.
     * If R > L, Left runs out first: the last A is {|-1} = -2, and as in the
     * Right-komaster case A = -2. */
    const char *ko = "a{{1|a}|-1}";
    game_t left_wins = game_make((game_t[]){game_from_si(2)}, 1, (game_t[]){game_from_si(-1)}, 1);
    for (int32_t l = 0; l <= 3; l++)
        for (int32_t r = 0; r <= 3; r++)
            CHECK_MSG(kt(ko, l, r) == (r <= l ? left_wins : game_from_si(-2)), "L %d R %d", (int)l,
                      (int)r);
    /* unlimited threats are the komaster */
    CHECK(kt(ko, -1, 0) == km(ko, true) && kt(ko, 0, -1) == km(ko, false));
    /* Left may pass in on once per threat */
    CHECK(kt("on", 3, 0) == game_from_si(3));
    loopy_game g = lp(ko);
    game_t x;
    CHECK(loopy_ko_threats(&x, &g, -1, -1) == CGT_EVALUE);
    CHECK(loopy_ko_threats(&x, &g, 256, 0) == CGT_EVALUE);
    loopy_clear(&g);
}

/* Properties on random graphs: threats are monotone (one more threat for
 * Left adds Left options at some nodes of the game tree and removes none, so
 * by induction the value does not decrease; for Right it does not
 * increase); unlimited threats are the komaster; a loop-free game ignores
 * them; and when the Left-komaster game is defined, its plays repeat at most
 * n (n + 1) times (at most n moves without a new position, n new ones), so
 * that many threats give the komaster value. */
TEST(ko_threats_properties) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 62);
    long iters = test_iterations(300);
    for (long it = 0; it < iters; it++) {
        loopy_game g = lrandom(&r, 4, false);
        int32_t l = (int32_t)cgt_rng_below(&r, 3), rt = (int32_t)cgt_rng_below(&r, 3);
        game_t a, b, c;
        CHECK(loopy_ko_threats(&a, &g, l, rt) == 0);
        CHECK(loopy_ko_threats(&b, &g, l + 1, rt) == 0);
        CHECK(loopy_ko_threats(&c, &g, l, rt + 1) == 0);
        CHECK_MSG(game_leq(a, b) && game_leq(c, a), "iteration %ld: %s with %d, %d", it, lstr(&g),
                  (int)l, (int)rt);
        game_t k, m;
        if (loopy_komaster(&k, &g, true) == 0) {
            CHECK(loopy_ko_threats(&m, &g, -1, 0) == 0 && m == k);
            int32_t big = (int32_t)(g.n * (g.n + 1));
            CHECK(loopy_ko_threats(&m, &g, big, 0) == 0);
            CHECK_MSG(m == k, "iteration %ld: %s", it, lstr(&g));
        }
        loopy_clear(&g);
        g = lrandom(&r, 6, true);
        CHECK(loopy_ko_threats(&a, &g, l, rt) == 0 && a == loopy_get_game(&g));
        loopy_clear(&g);
        if (test_failures()) break;
    }
}
