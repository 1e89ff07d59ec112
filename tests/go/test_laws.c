/* test_laws.c - theorems as properties over random boards of several
 * regions: the value of a board evaluated as one position (no split) equals
 * the sum of its regions' values: the scoring form is the disjunctive sum of
 * the parts (long rule: play ends when the player to move has no move
 * anywhere), the counting value is additive, and chilling a sum is the sum of
 * the chilled parts (cooling is additive: Mathematical Go, chapter 3; Conway,
 * On Numbers and Games, chapter 9). */
#include <gmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/number.h"
#include "cgt/thermo.h"
#include "go_check.h"

/* A board of two or three random regions of at most 6 points side by side,
 * separated by walls of immortal stones or off-board points. */
static void random_board(char *text, cgt_rng *rng) {
    int parts = 2 + (int)cgt_rng_below(rng, 2), h = 2;
    int w = parts * 4 - 1;
    char cell[2][16];
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (x % 4 == 3) {
                cell[y][x] = "XO#"[cgt_rng_below(rng, 3)];
                continue;
            }
            uint64_t r = cgt_rng_below(rng, 12);
            cell[y][x] = r < 6 ? '.' : r < 10 ? "XO"[r & 1] : r < 11 ? "xo"[r & 1] : '#';
        }
    int k = 0;
    for (int y = 0; y < h; y++) {
        if (y) text[k++] = '|';
        for (int x = 0; x < w; x++) text[k++] = cell[y][x];
    }
    text[k] = 0;
}

TEST(chilling_a_sum_is_the_sum_of_the_chilled_parts) {
    uint64_t seed = test_seed();
    printf("  seed %llu\n", (unsigned long long)seed);
    cgt_rng rng;
    cgt_rng_seed(&rng, seed);
    long iters = test_iterations(1000), checked = 0, multi = 0;
    for (long it = 0; it < iters && test_failures() < 5; it++) {
        char text[64];
        random_board(text, &rng);
        go_board *b;
        if (go_parse(&b, text, NULL)) continue;
        go_rules rules = cgt_rng_below(&rng, 2) ? GO_CHINESE : GO_JAPANESE;
        go_value split, whole;
        int rc = go_board_value(&split, b, rules);
        int rc2 = go_board_value_unsplit(&whole, b, rules);
        CHECK_MSG((rc == 0) == (rc2 == 0), "%s: split %d, unsplit %d", text, rc, rc2);
        if (!rc && !rc2) {
            checked++;
            multi += go_region_count(b) > 1;
            CHECK_MSG(split.scoring == SCORING_NONE || whole.scoring == split.scoring,
                      "%s: scoring form of the sum", text);
            CHECK_MSG(whole.counting == split.counting, "%s: counting value of the sum", text);
            CHECK_MSG(whole.chilled == split.chilled, "%s: chilled whole != sum of chilled", text);
            CHECK_MSG(ref_chill(whole.counting) == whole.chilled, "%s: chilled is counting cooled",
                      text);
        }
        go_board_free(b);
    }
    printf("  %ld boards checked, %ld with several regions\n", checked, multi);
    CHECK(multi > iters / 20);
}

/* The counting value's stops are scores Black and White can force with
 * passes allowed, so they lie between the scoring form's final scores'
 * extremes and are integers under Japanese rules (Mathematical Go: a Go
 * position's value is an integer, an integer plus * or hot). */
TEST(counting_stops_are_integers) {
    uint64_t seed = test_seed() + 1;
    cgt_rng rng;
    cgt_rng_seed(&rng, seed);
    long iters = test_iterations(300);
    for (long it = 0; it < iters && test_failures() < 5; it++) {
        char text[64];
        random_board(text, &rng);
        go_board *b;
        if (go_parse(&b, text, NULL)) continue;
        go_value v;
        if (go_board_value(&v, b, GO_JAPANESE) == 0) {
            CHECK_MSG(game_is_integer(game_left_stop(v.counting)) &&
                          game_is_integer(game_right_stop(v.counting)),
                      "%s: stops of the counting value", text);
        }
        go_board_free(b);
    }
}

/* The final scores by search over the regions' forms (go_board_final_scores,
 * scoring_search_final) equal those of the whole board evaluated as one
 * position, and solve("go", ...) is the outcome class of that form. */
TEST(final_scores_by_search_equal_the_whole_boards) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed() + 2);
    long iters = test_iterations(400), checked = 0;
    mpq_t sl, sr, wl, wr;
    mpq_inits(sl, sr, wl, wr, NULL);
    for (long it = 0; it < iters && test_failures() < 5; it++) {
        char text[64];
        random_board(text, &rng);
        go_board *b;
        if (go_parse(&b, text, NULL)) continue;
        go_rules rules = cgt_rng_below(&rng, 2) ? GO_CHINESE : GO_JAPANESE;
        go_value whole;
        if (go_board_value_unsplit(&whole, b, rules) == 0) {
            CHECK_MSG(go_board_final_scores(sl, sr, b, rules) == 0, "%s: %s", text,
                      cgt_error_message());
            scoring_final_scores(wl, wr, whole.scoring);
            CHECK_MSG(mpq_cmp(sl, wl) == 0 && mpq_cmp(sr, wr) == 0, "%s: final scores", text);
            char expr[128], want[8];
            snprintf(expr, sizeof expr, "solve(\"go\", \"%s\"%s)", text,
                     rules == GO_CHINESE ? ", \"chinese\"" : "");
            snprintf(want, sizeof want, "%s",
                     scoring_outcome_name(scoring_get_outcome(whole.scoring)));
            expr_value v;
            int erc = expr_eval(&v, expr);
            CHECK_MSG(erc == 0 && v.kind == EXPR_TEXT && strcmp(v.text, want) == 0,
                      "%s: got %s, want %s", expr, erc == 0 && v.kind == EXPR_TEXT ? v.text : "?",
                      want);
            checked++;
        } else
            cgt_error_clear();
        go_board_free(b);
    }
    mpq_clears(sl, sr, wl, wr, NULL);
    printf("  %ld boards checked\n", checked);
    CHECK(checked > iters / 10); /* most random boards are invalid (dead stones) */
}
