/* fuzz_sowing.c - libFuzzer target for the sowing parsers (sowing.h): the
 * first byte picks Kalah or Tchoukaillon, the rest is the position; any
 * bytes give a value or a one-line "column N: ..." error, never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/sowing.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!size) return 0;
    char *text = malloc(size);
    if (!text) return 0;
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    cgt_limits_set(20000, 1.0);
    int rc;
    if (data[0] & 1) {
        sowing_kalah k;
        rc = sowing_kalah_parse(&k, text);
        scoring_t f;
        if (!rc) rc = sowing_kalah_form(&f, &k);
    } else {
        unsigned pits[SOWING_MAX_HOUSES];
        size_t n;
        game_t g;
        rc = sowing_tchoukaillon_parse(pits, &n, text);
        if (!rc) rc = sowing_tchoukaillon_value(&g, pits, n);
        if (!rc && !game_is_nimber(g)) abort();
    }
    if (rc) {
        const char *msg = cgt_error_message();
        if (!msg[0] || strchr(msg, '\n')) abort();
    }
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    free(text);
    return 0;
}
