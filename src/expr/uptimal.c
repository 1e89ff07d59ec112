/* uptimal.c - recognises x + ^<n> (the unit up-nth), x + ^[n] (^ + ^<2> + ... +
 * ^<n>) and their negatives, optionally plus *, so the printer can write them
 * as CGSuite does.  ^<n> = {0 | * - ^[n-1]} and ^[n] = {^[n-1] | *}. */
#include <string.h>

#include "expr/expr_internal.h"

#define UPTIMAL_MAX EXPR_UPTIMAL_MAX

/* up_nth[n] = ^<n>, up_sum[n] = ^[n], for 1 <= n < count. */
static game_t up_nth[UPTIMAL_MAX + 1], up_sum[UPTIMAL_MAX + 1];
static int count;

static void uptimal_forget(void) {
    count = 0;
}

static void extend_to(int n) {
    if (n > UPTIMAL_MAX) n = UPTIMAL_MAX;
    if (count == 0) {
        game_table_on_free(uptimal_forget);
        up_nth[1] = up_sum[1] = game_up();
        count = 2;
    }
    game_t z = game_zero(), s = game_star();
    while (count <= n && !cgt_aborted()) {
        game_t r = game_sub(s, up_sum[count - 1]);
        up_nth[count] = game_make(&z, 1, &r, 1);
        up_sum[count] = game_make(&up_sum[count - 1], 1, &s, 1);
        count++;
    }
}

/* Looks h up among +-^<n>, +-^[n] (n >= 2); 1 if found. */
static int lookup(game_t h, expr_uptimal *u) {
    uint64_t b = game_birthday(h);
    extend_to(b + 1 > UPTIMAL_MAX ? UPTIMAL_MAX : (int)b + 1);
    if (cgt_aborted()) return 0;
    game_t nh = game_neg(h);
    for (int n = 2; n < count; n++) {
        for (int neg = 0; neg < 2; neg++) {
            game_t t = neg ? nh : h;
            if (t == up_nth[n] || t == up_sum[n]) {
                u->n = n;
                u->sum = t == up_sum[n];
                u->negative = neg;
                return 1;
            }
        }
    }
    return 0;
}

int expr_uptimal_match(game_t g, expr_uptimal *u) {
    if (g == GAME_NONE || game_is_nus(g) || cgt_aborted()) return 0;
    /* Cheap shape tests first: these games have at most two options a side
     * and are born by day UPTIMAL_MAX + 2 (plus their number part). */
    if (game_num_left(g) > 2 || game_num_right(g) > 2) return 0;
    game_t ls = game_left_stop(g);
    if (ls == GAME_NONE || ls != game_right_stop(g)) return 0;
    game_t h = game_sub(g, ls);
    memset(u, 0, sizeof *u);
    u->number = ls;
    if (lookup(h, u)) return 1;
    if (lookup(game_add(h, game_star()), u)) {
        u->star = 1;
        return 1;
    }
    return 0;
}

game_t expr_uptimal_game(int n, int sum, int neg) {
    extend_to(n);
    if (cgt_aborted() || n < 1 || n >= count) return GAME_NONE;
    game_t g = sum ? up_sum[n] : up_nth[n];
    return neg ? game_neg(g) : g;
}
