/* fuzz_goboard.c - libFuzzer target for the Go board reader and the region
 * values (go.h): any bytes give a board or a one-line "row R column C: ..."
 * error; a board's values are computed under a small budget and must be a
 * value or a one-line error (ko, region too large, limit), never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/go.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_message(void) {
    const char *msg = cgt_error_message();
    if (!msg[0] || strchr(msg, '\n')) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    cgt_limits_set(20000, 1.0);
    go_board *b = NULL;
    size_t bad = 0;
    int rc = go_parse(&b, text, &bad);
    if (rc) {
        check_message();
        if (strncmp(cgt_error_message(), "row ", 4) != 0) abort();
        if (bad > strlen(text)) abort();
    } else {
        /* the printed board reads back as the same board */
        char *s = go_board_str(b);
        go_board *c = NULL;
        if (go_parse(&c, s, NULL)) abort();
        char *t = go_board_str(c);
        if (strcmp(s, t)) abort();
        cgt_free(s);
        cgt_free(t);
        go_board_free(c);
        go_value v;
        if (go_board_value(&v, b, GO_JAPANESE)) check_message();
        cgt_limits_reset();
        if (go_board_value(&v, b, GO_CHINESE)) check_message();
        go_board_free(b);
    }
    cgt_limits_set(0, 0);
    free(text);
    return 0;
}
