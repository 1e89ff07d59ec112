/* test_nim_moves.c - Table 1.2 of Stewart's thesis (seed 004): the nim-sum
 * and the winning moves of normal-play Nim, against a brute-force search of
 * the game tree (a position is P iff every move leads to an N position). */
#include <stdint.h>
#include <string.h>

#include "cgt/octal.h"
#include "test.h"

/* Brute force over up to 3 heaps of at most 7: memo[a][b][c] = 1 if P. */
static signed char memo[8][8][8];

static int is_p(int a, int b, int c) {
    signed char *m = &memo[a][b][c];
    if (*m >= 0) return *m;
    int p = 1;
    for (int k = 0; k < a && p; k++) p = !is_p(k, b, c);
    for (int k = 0; k < b && p; k++) p = !is_p(a, k, c);
    for (int k = 0; k < c && p; k++) p = !is_p(a, b, k);
    return *m = (signed char)p;
}

TEST(table_1_2_example) {
    /* the thesis: heaps 6, 7, 3; the columns hold 0 1 0 ones mod 2 (nim-sum
     * 2), so the player to move wins by making every column even */
    size_t h[3] = {6, 7, 3}, to[3];
    CHECK_INT(octal_nim_moves(to, h, 3), 2);
    CHECK_INT(to[0], 4);
    CHECK_INT(to[1], 5);
    CHECK_INT(to[2], 1);
}

TEST(winning_moves_match_brute_force) {
    memset(memo, -1, sizeof memo);
    for (int a = 0; a < 8; a++)
        for (int b = 0; b < 8; b++)
            for (int c = 0; c < 8; c++) {
                size_t h[3] = {(size_t)a, (size_t)b, (size_t)c}, to[3];
                size_t sum = octal_nim_moves(to, h, 3);
                CHECK_MSG((sum == 0) == (is_p(a, b, c) == 1), "%d %d %d", a, b, c);
                /* every move to a P-position is reported, and nothing else */
                for (int i = 0; i < 3; i++) {
                    size_t wins = SIZE_MAX;
                    for (int k = 0; k < (int)h[i]; k++) {
                        int v[3] = {a, b, c};
                        v[i] = k;
                        if (is_p(v[0], v[1], v[2])) {
                            CHECK_MSG(wins == SIZE_MAX, "two winning moves on one heap");
                            wins = (size_t)k;
                        }
                    }
                    CHECK_MSG(to[i] == wins, "%d %d %d heap %d", a, b, c, i);
                }
            }
}
