/* hello.c - the smallest program over an installed libcgt: `make install`'s
 * test (tests/install/install_test.sh) builds it with pkg-config alone,
 *     cc hello.c $(pkg-config --cflags --libs cgt) -o hello
 * and in the source tree, after `make`:
 *   cc -I include examples/hello.c build/libcgt.a -lgmp -lm -o hello
 */
#include <cgt/expr.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    game_t up;
    if (expr_eval_game(&up, "{0|*}") != 0) return fprintf(stderr, "%s\n", cgt_error_message()), 1;
    char *s = expr_game_str(game_add(up, up)); /* ^ + ^ is ^^ (CGSuite notation) */
    int ok = s && strcmp(s, "^^") == 0;
    printf("{0|*} + {0|*} = %s\n", s ? s : "(error)");
    cgt_free(s);
    game_table_free();
    return ok ? 0 : 1;
}
