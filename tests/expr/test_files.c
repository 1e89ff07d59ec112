/* test_files.c - expressions read files only when the caller allows it
 * (expr_allow_files; issue 22: a library context must not probe the file
 * system through mazegame("PATH")). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/expr.h"
#include "test.h"

static const char board[] = "+---+---+\n|       |\n+   +---+\n|   |   |\n+---+---+\n";

TEST(files_off_by_default) {
    CHECK(!expr_files_allowed());
    expr_value v;
    int rc = expr_eval(&v, "mazegame(\"/etc/passwd\")");
    CHECK_INT(rc, CGT_EUSAGE);
    CHECK_STR(cgt_error_message(), "column 10: mazegame: reading files is switched off here "
                                   "(give the board itself, starting with '+')");
    /* the same message for a path that does not exist: nothing is learnt */
    rc = expr_eval(&v, "mazegame(\"/nonexistent/x\")");
    CHECK_INT(rc, CGT_EUSAGE);
    CHECK(strstr(cgt_error_message(), "switched off") != NULL);
}

TEST(files_when_allowed) {
    char path[] = "/tmp/cgt-test-board-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    CHECK(write(fd, board, sizeof board - 1) == (ssize_t)(sizeof board - 1));
    close(fd);
    char text[128];
    snprintf(text, sizeof text, "mazegame(\"%s\")", path);
    game_t g;
    CHECK_INT(expr_eval_game(&g, text), CGT_EUSAGE);
    expr_allow_files(true);
    CHECK_INT(expr_eval_game(&g, text), 0);
    CHECK(g == game_star()); /* docs/mazegame.md: this board is * */
    expr_allow_files(false);
    CHECK_INT(expr_eval_game(&g, text), CGT_EUSAGE);
    /* the board text itself is always read */
    CHECK_INT(expr_eval_game(&g, "mazegame(\"+---+---+\\n|       |\\n+   +---+\\n|   |   |\\n"
                                 "+---+---+\")"),
              0);
    CHECK(g == game_star());
    unlink(path);
}
