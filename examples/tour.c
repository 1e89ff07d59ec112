/* tour.c - a tour of the cgt library's public API: building games, sums,
 * order, invariants and CGSuite notation.  Prints each fact it checks and
 * exits 0 only if all of them hold.  Build, from the top of the source tree
 * after `make` (tests/docs/check_docs.sh runs this line):
 *   cc -I include examples/tour.c build/libcgt.a -lgmp -lm -o tour
 */
#include <stdio.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/game.h"

static int failures;

/* Checks that g prints as `want` in CGSuite notation. */
static void check_str(const char *what, game_t g, const char *want) {
    char *s = expr_game_str(g);
    int ok = s && strcmp(s, want) == 0;
    printf("%s %-34s = %s\n", ok ? "ok  " : "FAIL", what, s ? s : "(error)");
    if (!ok) {
        printf("     expected %s\n", want);
        failures++;
    }
    cgt_free(s);
}

static void check(const char *what, int ok) {
    printf("%s %s\n", ok ? "ok  " : "FAIL", what);
    if (!ok) failures++;
}

static game_t parse(const char *text) {
    game_t g = GAME_NONE;
    if (expr_eval_game(&g, text) != 0) {
        printf("FAIL parsing %s: %s\n", text, cgt_error_message());
        failures++;
    }
    return g;
}

int main(void) {
    game_t zero = game_zero(), star = game_star(), one = game_from_si(1);

    printf("Building games from their options:\n");
    game_t up = game_make(&zero, 1, &star, 1); /* {0|*} */
    check_str("{0|*}", up, "^");
    check_str("^ + ^", game_add(up, up), "^^");
    check_str("*2 + *3", game_add(game_nimber(2), game_nimber(3)), "*");
    game_t zero_star[2] = {zero, star};
    check_str("{0,*|0,*}", game_make(zero_star, 2, zero_star, 2), "*2");
    game_t minus_one = game_neg(one);
    game_t sw = game_make(&one, 1, &minus_one, 1); /* {1|-1} */
    check_str("{1|-1}", sw, "+-1");
    game_t half_switch = game_make(&one, 1, &zero, 1); /* {1|0} */
    check_str("{1|0} + {1|0}", game_add(half_switch, half_switch), "1");

    printf("\nOrder and outcomes:\n");
    check("^ > 0", game_gt(up, zero));
    check("* <> 0 (confused with zero)", game_fuzzy(star, zero));
    check("^ + * <> 0", game_compare(game_add(up, star), zero) == GAME_FUZZY);
    check("+-1 is a first-player win (N)", game_get_outcome(sw) == GAME_OUTCOME_N);
    check("-(+-1) == +-1", game_neg(sw) == sw);

    printf("\nParsing CGSuite notation (equal games are equal ids):\n");
    game_t g = parse("{3||2+*|1+*}");
    check_str("{3||2+*|1+*}", g, "{3||2*|1*}");
    game_t two_star = game_add(game_from_si(2), star), one_star = game_add(one, star);
    game_t right = game_make(&two_star, 1, &one_star, 1), three = game_from_si(3);
    check("{3||2*|1*} built by hand is the same id", game_make(&three, 1, &right, 1) == g);
    check_str("left stop of {3||2*|1*}", game_left_stop(g), "3");
    check_str("right stop of {3||2*|1*}", game_right_stop(g), "2");
    check("birthday of 25/16 is 6", game_birthday(parse("25/16")) == 6);
    check_str("1/2 + 1/4", parse("1/2+1/4"), "3/4");

    printf("\nThe census of games born by day n:\n");
    static const size_t expected[4] = {1, 4, 22, 1474};
    for (int day = 0; day <= 3; day++) {
        game_t *games = NULL;
        size_t count = 0;
        char what[64];
        int rc = game_census(&games, &count, day);
        snprintf(what, sizeof what, "day %d: %zu games", day, count);
        check(what, rc == 0 && count == expected[day]);
        cgt_free(games);
    }

    game_table_free();
    printf("\n%s\n", failures ? "SOME CHECKS FAILED" : "all checks passed");
    return failures ? 1 : 0;
}
