/* test_limits.c - runaway inputs stop with a clear limit error and leave the
 * table usable (bugs found by fuzzing the expression parser). */
#include <stdbool.h>
#include <string.h>

#include "cgt/game.h"
#include "test.h"

static game_t nus(int64_t ups, uint64_t nim) {
    dyadic_t x;
    dyadic_init(x);
    game_t g = game_nus(x, ups, nim);
    dyadic_clear(x);
    return g;
}

TEST(huge_nimber_is_not_expanded) {
    cgt_limits_set(0, 0);
    game_t big = nus(0, 100000000);
    game_t g = game_make(&big, 1, NULL, 0); /* {*100000000|} */
    CHECK(g == GAME_NONE);
    CHECK(cgt_limit_check() == CGT_ELIMIT);
    CHECK(strstr(cgt_error_message(), "nimber too large") != NULL);
    cgt_limits_reset();
    /* The table still works afterwards. */
    game_t z = game_zero(), s = game_star();
    CHECK(game_make(&z, 1, &s, 1) == game_up());
}

TEST(deep_recursion_is_bounded) {
    cgt_limits_set(0, 0);
    game_t one = game_from_si(1), m1 = game_from_si(-1);
    game_t sw = game_make(&one, 1, &m1, 1);
    game_t g = game_add(sw, nus(4679551616LL, 0)); /* +-1 + 4679551616.^ */
    CHECK(g == GAME_NONE);
    CHECK(cgt_limit_check() == CGT_ELIMIT);
    CHECK(strstr(cgt_error_message(), "deeper than") != NULL);
    cgt_limits_reset();
    CHECK(game_add(sw, sw) == game_zero());
}

TEST(comparisons_count_toward_the_node_budget) {
    game_t *v;
    size_t n;
    CHECK(game_census(&v, &n, 3) == 0);
    game_table_free();
    cgt_free(v);
    CHECK(game_census(&v, &n, 2) == 0);
    cgt_limits_set(50, 0);
    long le = 0;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) le += game_leq(v[i], v[j]);
    CHECK(le >= 0);
    CHECK(cgt_limit_check() == CGT_ELIMIT);
    cgt_limits_set(0, 0);
    cgt_free(v);
}

typedef struct beats {
    int count;
    uint64_t last_nodes;
    bool monotone;
} beats;

static void on_beat(uint64_t nodes, double seconds, void *ctx) {
    beats *b = ctx;
    if (b->count && nodes < b->last_nodes) b->monotone = false;
    b->monotone &= seconds >= 0;
    b->last_nodes = nodes;
    b->count++;
}

/* The heartbeat (the web page's live progress) is called from inside
 * ticking work, with the node count so far, and stops when removed. */
TEST(heartbeat_reports_progress) {
    beats b = {0, 0, true};
    cgt_limits_set(0, 0); /* no timeout: the clock is read for the beat alone */
    cgt_limits_set_heartbeat(on_beat, &b, 0.001);
    for (long i = 0; i < 200000000L && b.count < 3; i++) cgt_limit_tick();
    CHECK(b.count >= 3);
    CHECK(b.monotone);
    CHECK(b.last_nodes > 0);
    cgt_limits_set_heartbeat(NULL, NULL, 0);
    int seen = b.count;
    for (long i = 0; i < 100000; i++) cgt_limit_tick();
    CHECK_INT(b.count, seen);
    cgt_limits_reset();
}
