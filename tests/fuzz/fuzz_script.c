/* fuzz_script.c - libFuzzer target for the scripting language (script.h):
 * any bytes must run or stop with a one-line error, never crash or hang. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/script.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int print(void *ctx, const char *stmt, size_t len, const script_value *v) {
    char *s = script_value_str(v);
    if (!s) abort();
    cgt_free(s);
    (void)ctx;
    (void)stmt;
    (void)len;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    /* a budget so that no loop or recursion runs away */
    cgt_limits_set(100000, 1.0);
    script_state *s = script_new();
    int rc = script_run(s, text, print, NULL);
    if (rc < 0) {
        const char *msg = cgt_error_message();
        if (!msg[0] || strchr(msg, '\n')) abort(); /* errors are one line */
    }
    script_free(s);
    cgt_limits_set(0, 0);
    free(text);
    return 0;
}
