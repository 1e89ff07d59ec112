/* test_formula.c - cgt table's library: ranges, $r/$c substitution, and
 * cells against the same values written out by hand (boards typed, not
 * built by rect()). */
#include <string.h>

#include "cgt/expr.h"
#include "cgt/formula.h"
#include "cgt/games.h"
#include "test.h"

TEST(ranges) {
    long lo, hi;
    CHECK(formula_range(&lo, &hi, "1..5", "--rows") == 0 && lo == 1 && hi == 5);
    CHECK(formula_range(&lo, &hi, "-2..-2", "--rows") == 0 && lo == -2 && hi == -2);
    CHECK(formula_range(&lo, &hi, "7", "--rows") == 0 && lo == 7 && hi == 7);
    CHECK(formula_range(&lo, &hi, "5..1", "--rows") == CGT_EUSAGE);
    CHECK_STR(cgt_error_message(), "--rows 5..1: the range is empty (write the smaller end first)");
    CHECK(formula_range(&lo, &hi, "1..", "--cols") == CGT_EUSAGE);
    CHECK(formula_range(&lo, &hi, "1...3", "--cols") == CGT_EUSAGE);
    CHECK(formula_range(&lo, &hi, "", "--cols") == CGT_EUSAGE);
    CHECK(formula_range(&lo, &hi, "99999999999999999999..1", "--cols") == CGT_EUSAGE);
}

TEST(substitution) {
    char *s;
    CHECK(formula_substitute(&s, "rect($r,$c)", 2, 3, true) == 0);
    CHECK_STR(s, "rect(2,3)");
    cgt_free(s);
    CHECK(formula_substitute(&s, "$r+$r", -1, 0, false) == 0);
    CHECK_STR(s, "(-1)+(-1)");
    cgt_free(s);
    CHECK(formula_substitute(&s, "\"x$r\"", -1, 0, false) == 0);
    CHECK_STR(s, "\"x-1\"");
    cgt_free(s);
    CHECK(formula_substitute(&s, "1+$c", 1, 2, false) == CGT_EPARSE);
    CHECK_STR(cgt_error_message(),
              "column 3: '$' must be followed by r (no --cols given, so no $c)");
    CHECK(formula_substitute(&s, "$rows", 1, 2, true) == CGT_EPARSE);
    /* a '$' at the very end (fuzz finding tests/fuzz/corpus/formula/finding-dollar-at-end:
     * the check for an identifier after "$r" read past the string) */
    CHECK(formula_substitute(&s, "d($", 1, 2, true) == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 3: '$' must be followed by r or c");
    CHECK(formula_substitute(&s, "$r", 4, 2, true) == 0);
    CHECK_STR(s, "4");
    cgt_free(s);
}

TEST(cells_match_boards_written_out) {
    /* Domineering on every rectangle up to 4x4 (minus the 4x4): rect() and
     * the same board typed by hand give the same value */
    for (long r = 1; r <= 4; r++)
        for (long c = 1; c <= 4; c++) {
            if (r * c > 12) continue;
            char *cell;
            CHECK(formula_cell(&cell, "domineering(rect($r,$c))", r, c, true) == 0);
            char board[64];
            size_t k = 0;
            for (long i = 0; i < r; i++) {
                if (i) board[k++] = '|';
                for (long j = 0; j < c; j++) board[k++] = '.';
            }
            board[k] = '\0';
            game_t g;
            CHECK(games_eval(&g, GAMES_DOMINEERING, board, 0) == 0);
            char *want = expr_game_str(g);
            CHECK_STR(cell, want);
            cgt_free(want);
            cgt_free(cell);
        }
    /* errors name the cell */
    char *cell;
    CHECK(formula_cell(&cell, "1/$r", 3, 0, false) == CGT_EVALUE);
    CHECK_STR(cgt_error_message(),
              "r=3: column 1: 1/3 is not a dyadic rational (denominator 3 is not a power of two)");
    CHECK(formula_cell(&cell, "concat(repeat(\"t\",$r),\".\",repeat(\"f\",$c))", 2, 1, true) == 0);
    CHECK_STR(cell, "tt.f");
    cgt_free(cell);
    game_table_free();
}
