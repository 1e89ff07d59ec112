/* fuzz_expr.c - libFuzzer target for the expression parser, evaluator and
 * printer: any bytes must give a value or a one-line error, never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    /* a budget so that no input runs away; it also bounds the printer's work */
    cgt_limits_set(100000, 1.0);
    expr_value v;
    int rc = expr_eval(&v, text);
    if (rc == 0) {
        char *s = expr_value_str(&v);
        /* the printed form of a game reads back as the same game */
        if (v.kind == EXPR_GAME && !cgt_aborted()) {
            game_t back;
            if (expr_eval_game(&back, s) == 0 && back != v.game && !cgt_aborted()) abort();
        }
        cgt_free(s);
    } else {
        const char *msg = cgt_error_message();
        /* errors are one line */
        if (!msg[0] || strchr(msg, '\n')) abort();
    }
    cgt_limits_set(0, 0);
    free(text);
    return 0;
}
