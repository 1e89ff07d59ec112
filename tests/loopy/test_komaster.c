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
