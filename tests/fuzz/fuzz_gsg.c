/* fuzz_gsg.c - libFuzzer target for the guaranteed scoring game notation
 * (gsg_parse, "<@-1|@1>"): any bytes give a game that prints and reads back as
 * the same id, or a one-line error, never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoring.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    cgt_limits_set(100000, 1.0);
    gsg_t g;
    if (gsg_parse(&g, text) == 0) {
        char *s = gsg_get_str(g);
        if (!s || strchr(s, '\n')) abort();
        gsg_t back;
        if (gsg_parse(&back, s) != 0 || back != g) abort();
        cgt_free(s);
        /* conjugation is an involution */
        if (gsg_neg(gsg_neg(g)) != g && !cgt_aborted()) abort();
    } else {
        fuzz_check_message();
    }
    cgt_limits_reset();
    cgt_limits_set(0, 0);
    free(text);
    return 0;
}
