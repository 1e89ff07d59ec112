/* test_reference.c - both values of Go regions against the slow reference
 * (reference.c) that plays the rules on the whole board: every 2x3 board and
 * every 1x7 row over . x o X O, and random boards of up to 12 points with at
 * most 8 empty points, under Japanese and Chinese rules.  Also checks that
 * invalid boards and loopy (ko) boards are recognised by both. */
#include <stdlib.h>
#include <string.h>

#include "cgt/number.h"
#include "cgt/thermo.h"
#include "go_check.h"

static long compared, loopy, invalid;

static void compare(const char *text, go_rules rules) {
    ref_result want = ref_eval(text, rules);
    go_board *b = NULL;
    int rc = go_parse(&b, text, NULL);
    if (want.status == 1) {
        invalid++;
        CHECK_MSG(rc == CGT_EVALUE && strstr(cgt_error_message(), "without liberties"),
                  "%s: the reference finds stones without liberties, go_parse says %d (%s)", text,
                  rc, rc ? cgt_error_message() : "ok");
        go_board_free(b);
        return;
    }
    CHECK_MSG(rc == 0, "%s: go_parse failed: %s", text, cgt_error_message());
    if (rc) return;
    go_value v;
    rc = go_board_value(&v, b, rules);
    go_board_free(b);
    if (want.status == 2) {
        loopy++;
        CHECK_MSG(rc == CGT_EVALUE && strstr(cgt_error_message(), "loopy"),
                  "%s: the reference finds a repetition, go_board_value says %d (%s)", text, rc,
                  rc ? cgt_error_message() : "evaluated");
        return;
    }
    CHECK_MSG(rc == 0, "%s: go_board_value failed: %s", text, cgt_error_message());
    if (rc) return;
    compared++;
    if (v.scoring != want.scoring) {
        char *a = scoring_get_str(v.scoring), *c = scoring_get_str(want.scoring);
        test_fail(__FILE__, __LINE__, "%s (%s): scoring form %s, reference %s", text,
                  rules == GO_CHINESE ? "chinese" : "japanese", a, c);
        cgt_free(a);
        cgt_free(c);
    }
    CHECK_MSG(v.counting == want.counting, "%s: counting value differs from the reference", text);
    CHECK_MSG(v.chilled == ref_chill(want.counting), "%s: chilled value differs from the reference",
              text);
}

static const char alphabet[] = ".xoXO";

/* Every board of h rows of w points over the alphabet. */
static void all_boards(int w, int h) {
    int n = w * h;
    long total = 1;
    for (int i = 0; i < n; i++) total *= 5;
    char text[64];
    for (long code = 0; code < total && test_failures() < 5; code++) {
        long c = code;
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (i && i % w == 0) text[k++] = '|';
            text[k++] = alphabet[c % 5];
            c /= 5;
        }
        text[k] = 0;
        compare(text, GO_JAPANESE);
        compare(text, GO_CHINESE);
    }
}

TEST(every_2x3_board) {
    all_boards(3, 2);
    printf("  2x3: %ld compared, %ld loopy, %ld invalid\n", compared, loopy, invalid);
    CHECK(compared > 1000);
}

TEST(every_1x7_row) {
    compared = loopy = invalid = 0;
    all_boards(7, 1);
    printf("  1x7: %ld compared, %ld loopy, %ld invalid\n", compared, loopy, invalid);
    CHECK(compared > 1000);
}

/* Random boards: each cell empty with probability 1/2, an immortal stone
 * with probability 1/4, else a mortal stone or off the board; at most 8
 * empty points.  (Boards of mortal stones only are mostly loopy.) */
TEST(random_boards) {
    uint64_t seed = test_seed();
    printf("  seed %llu\n", (unsigned long long)seed);
    cgt_rng rng;
    cgt_rng_seed(&rng, seed);
    compared = loopy = invalid = 0;
    long iters = test_iterations(400);
    static const int shapes[][2] = {{3, 3}, {4, 2}, {4, 3}, {3, 4}, {5, 2}};
    for (long it = 0; it < iters && test_failures() < 5; it++) {
        const int *sh = shapes[cgt_rng_below(&rng, 5)];
        int w = sh[0], h = sh[1], k = 0, empty = 0;
        char text[64];
        for (int i = 0; i < w * h; i++) {
            if (i && i % w == 0) text[k++] = '|';
            uint64_t r = cgt_rng_below(&rng, 16);
            char c = r < 8 ? '.' : r < 12 ? "XO"[r & 1] : r < 15 ? "xo"[r & 1] : '#';
            if (c == '.' && ++empty > 8) c = "xoXO"[cgt_rng_below(&rng, 4)];
            text[k++] = c;
        }
        text[k] = 0;
        compare(text, cgt_rng_below(&rng, 2) ? GO_CHINESE : GO_JAPANESE);
    }
    printf("  random: %ld compared, %ld loopy, %ld invalid\n", compared, loopy, invalid);
    CHECK(compared > iters / 10 && loopy > 0);
}
