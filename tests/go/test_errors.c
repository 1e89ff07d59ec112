/* test_errors.c - bad input: one-line errors with the row and column, and
 * the limits. */
#include <string.h>

#include "go_check.h"

static void check_error(const char *text, int code, const char *msg, size_t offset) {
    go_board *b = NULL;
    size_t bad = 9999;
    int rc = go_parse(&b, text, &bad);
    CHECK_MSG(rc == code, "%s: code %d, want %d", text, rc, code);
    CHECK_STR(cgt_error_message(), msg);
    CHECK_MSG(bad == offset, "%s: offset %zu, want %zu", text, bad, offset);
    CHECK(b == NULL);
    go_board_free(b);
}

TEST(malformed_boards) {
    check_error("", CGT_EPARSE, "row 1 column 1: empty row", 0);
    check_error("XX|X", CGT_EPARSE, "row 2 column 2: row has 1 point, row 1 has 2", 4);
    check_error("X.|.Z", CGT_EPARSE,
                "row 2 column 2: expected one of x o X O . # or '|', found 'Z'", 4);
    check_error("X.||..", CGT_EPARSE, "row 2 column 1: empty row", 3);
    check_error("..|..|", CGT_EPARSE, "row 3 column 1: empty row", 6);
    check_error("..\x01", CGT_EPARSE,
                "row 1 column 3: expected one of x o X O . # or '|', found 0x01", 2);
    /* stones without liberties: the first point of the chain */
    check_error("Ox|OO", CGT_EVALUE, "row 1 column 2: black stones without liberties", 1);
    check_error("XX.|oXO|XOO", CGT_EVALUE, "row 2 column 1: white stones without liberties", 4);
    check_error("x", CGT_EVALUE, "row 1 column 1: black stones without liberties", 0);
    /* a chain touching an immortal stone of its colour is immortal */
    go_board *b = NULL;
    CHECK(go_parse(&b, "Ox|OX", NULL) == 0);
    go_board_free(b);
}

TEST(files_with_newlines) {
    go_board *b = NULL;
    CHECK(go_parse(&b, "XXX\nX.O\r\nXXX\n", NULL) == 0);
    if (b) {
        CHECK_INT(go_width(b), 3);
        CHECK_INT(go_height(b), 3);
        CHECK_INT(go_region_count(b), 1);
        char *s = go_board_str(b);
        CHECK_STR(s, "XXX|X.O|XXX");
        cgt_free(s);
    }
    go_board_free(b);
}

TEST(ko_is_reported) {
    /* the simplest ko: between the walls, a black stone at column 3 and a
     * white one at column 2 capture each other in turn */
    go_board *b = NULL;
    CHECK(go_parse(&b, "X..O", NULL) == 0);
    go_value v;
    CHECK_INT(go_board_value(&v, b, GO_JAPANESE), CGT_EVALUE);
    CHECK_STR(cgt_error_message(), "row 1 column 3: ko: a black stone here retakes and play can "
                                   "repeat; the region is loopy and is not evaluated");
    go_board_free(b);
}

TEST(region_too_large_and_limits) {
    go_board *b = NULL;
    CHECK(go_parse(&b, ".....|.....|.....|.....|.....", NULL) == 0);
    go_value v;
    CHECK_INT(go_board_value(&v, b, GO_JAPANESE), CGT_ERANGE);
    CHECK_STR(cgt_error_message(), "row 1 column 1: region of 25 points is too large (at most 24)");
    go_board_free(b);
    CHECK(go_parse(&b, "XXXXXXXXX|X.......O|XXXXXXXXX", NULL) == 0);
    cgt_limits_set(50, 0);
    CHECK_INT(go_board_value(&v, b, GO_JAPANESE), CGT_ELIMIT);
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    CHECK_INT(go_board_value(&v, b, GO_JAPANESE), 0);
    go_board_free(b);
}

TEST(play) {
    go_board *b = NULL, *c = NULL;
    CHECK(go_parse(&b, "OOOO|O.xO|OOOO", NULL) == 0);
    int cap = -1;
    CHECK_INT(go_play(&c, &cap, b, (go_move){1, 1, 'x'}), CGT_EVALUE);
    CHECK_STR(cgt_error_message(), "row 2 column 2: suicide is not allowed");
    CHECK_INT(go_play(&c, &cap, b, (go_move){1, 2, 'o'}), CGT_EVALUE);
    CHECK_INT(go_play(&c, &cap, b, (go_move){1, 1, 'o'}), 0);
    CHECK_INT(cap, 1);
    if (c) {
        char *s = go_board_str(c);
        CHECK_STR(s, "OOOO|Oo.O|OOOO");
        cgt_free(s);
    }
    go_board_free(b);
    go_board_free(c);
}

TEST(render_svg) {
    go_board *b = NULL;
    CHECK(go_parse(&b, "XXXX|X..O|#XXO", NULL) == 0);
    if (!b) return;
    const char *labels[] = {"chilled 1/2 <&>"};
    char *s = go_render_svg(b, labels);
    CHECK(strncmp(s, "<svg", 4) == 0);
    CHECK(strstr(s, "chilled 1/2 &lt;&amp;&gt;") != NULL);
    /* one disc per stone and one ring per immortal stone: 9 and 9 */
    int circles = 0;
    for (const char *p = s; (p = strstr(p, "<circle")); p++) circles++;
    CHECK_INT(circles, 18);
    cgt_free(s);
    go_board_free(b);
}
