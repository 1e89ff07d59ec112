/* test_basic.c - the game table on known facts: closed forms, the classic
 * small games, canonical simplification, stops, birthdays, predicates. */
#include "randgame.h"
#include "test.h"

static game_t num(long n, uint64_t e) {
    return tgame_num(n, e);
}
static game_t nus(long n, uint64_t e, int64_t ups, uint64_t nim) {
    return tgame_nus(n, e, ups, nim);
}

static game_t mk(int nl, const game_t *l, int nr, const game_t *r) {
    return game_make(l, (size_t)nl, r, (size_t)nr);
}

TEST(numbers_from_options) {
    game_t z = game_zero(), one = num(1, 0), m1 = num(-1, 0);
    CHECK(mk(0, NULL, 0, NULL) == z);
    CHECK(mk(1, &z, 0, NULL) == one);
    CHECK(mk(0, NULL, 1, &z) == m1);
    CHECK(mk(1, &z, 1, &one) == num(1, 1)); /* {0|1} = 1/2 */
    CHECK(mk(1, &m1, 1, &one) == z);        /* {-1|1} = 0 */
    game_t two = num(2, 0);
    CHECK(mk(1, &one, 0, NULL) == two);
    game_t a = num(3, 2), b = num(7, 3); /* {3/4|7/8} = 13/16 */
    CHECK(mk(1, &a, 1, &b) == num(13, 4));
    CHECK(mk(1, &m1, 0, NULL) == z); /* {-1|} = 0 */
    game_t big = num(1000000, 0);
    CHECK(mk(1, &big, 0, NULL) == num(1000001, 0));
}

TEST(infinitesimals) {
    game_t z = game_zero(), s = game_star(), up = game_up();
    game_t zs[2] = {z, s};
    CHECK(mk(1, &z, 1, &s) == up);              /* {0|*} = ^ */
    CHECK(mk(2, zs, 1, &z) == nus(0, 0, 1, 1)); /* {0,*|0} = ^* */
    CHECK(mk(2, zs, 2, zs) == game_nimber(2));  /* {0,*|0,*} = *2 */
    CHECK(mk(1, &s, 1, &s) == z);               /* {*|*} = 0 */
    CHECK(game_add(up, up) == nus(0, 0, 2, 0));
    CHECK(game_add(game_nimber(2), game_nimber(3)) == s);
    game_t one = num(1, 0);
    CHECK(mk(1, &one, 1, &one) == nus(1, 0, 0, 1)); /* {1|1} = 1* */
    CHECK(mk(1, &s, 0, NULL) == z);                 /* {*|} = 0 */
    CHECK(mk(1, &up, 0, NULL) == one);              /* {^|} = 1 */
}

TEST(closed_form_options_match_general_construction) {
    /* Build x + n.^ + *k as repeated sums of {0|*} and nimbers made from
     * options, and check the closed forms' materialized options agree. */
    for (int64_t n = -4; n <= 4; n++)
        for (uint64_t k = 0; k < 5; k++) {
            game_t g = nus(3, 1, n, k);
            game_t L[8], R[8];
            size_t nl = game_num_left(g), nr = game_num_right(g);
            for (size_t i = 0; i < nl; i++) L[i] = game_left(g, i);
            for (size_t i = 0; i < nr; i++) R[i] = game_right(g, i);
            game_t rebuilt = game_make(L, nl, R, nr);
            CHECK_MSG(rebuilt == g, "n=%lld k=%llu", (long long)n, (unsigned long long)k);
        }
}

TEST(switches_and_sums) {
    game_t one = num(1, 0), m1 = num(-1, 0), z = game_zero();
    game_t pm1 = mk(1, &one, 1, &m1);
    CHECK(!game_is_nus(pm1));
    CHECK(game_is_switch(pm1));
    CHECK(game_is_symmetric_switch(pm1));
    CHECK(game_add(pm1, pm1) == z);
    game_t sw = mk(1, &one, 1, &z); /* {1|0} */
    CHECK(game_add(sw, sw) == one); /* {1|0}+{1|0} = 1 */
    CHECK(game_get_outcome(sw) == GAME_OUTCOME_N);
    CHECK(game_get_outcome(nus(0, 0, 1, 1)) == GAME_OUTCOME_N);
    CHECK(game_get_outcome(game_up()) == GAME_OUTCOME_L);
    CHECK(game_get_outcome(z) == GAME_OUTCOME_P);
    CHECK(game_get_outcome(m1) == GAME_OUTCOME_R);
}

TEST(stops_birthday) {
    /* {3||2*|1*} */
    game_t three = num(3, 0), t2 = nus(2, 0, 0, 1), t1 = nus(1, 0, 0, 1);
    game_t inner = mk(1, &t2, 1, &t1);
    game_t g = mk(1, &three, 1, &inner);
    CHECK(game_left_stop(g) == three);
    CHECK(game_right_stop(g) == num(2, 0));
    CHECK_INT(game_birthday(num(25, 4)), 6);
    CHECK_INT(game_birthday(num(1, 1)), 2);
    CHECK_INT(game_birthday(game_up()), 2);
    CHECK_INT(game_birthday(nus(0, 0, 1, 1)), 2);
    CHECK_INT(game_birthday(nus(0, 0, 2, 0)), 3);
    CHECK_INT(game_birthday(nus(0, 0, 1, 2)), 4); /* ^*2 = {0|*3} */
    CHECK_INT(game_birthday(nus(1, 0, 1, 0)), 3);
    CHECK_INT(game_birthday(g), 5); /* 1 + birthday(2*|1*) = 1 + 4 */
    CHECK(game_is_infinitesimal(game_up()));
    CHECK(!game_is_infinitesimal(g));
    CHECK(game_is_all_small(game_up()));
    CHECK(!game_is_all_small(g));
}

TEST(census_counts) {
    size_t expect[4] = {1, 4, 22, 1474};
    for (int d = 0; d <= 3; d++) {
        game_t *v;
        size_t n;
        CHECK(game_census(&v, &n, d) == 0);
        CHECK_INT(n, expect[d]);
        cgt_free(v);
    }
    game_t *v;
    size_t n;
    CHECK(game_census(&v, &n, 4) == CGT_ERANGE);
}
