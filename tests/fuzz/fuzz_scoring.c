/* fuzz_scoring.c - libFuzzer target for the scoring notation parser and the
 * `cgt scoring eval` language: any bytes give a form or a one-line error,
 * never a crash, and printed forms read back as the same form. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoring.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    cgt_limits_set(100000, 1.0);
    scoring_t g;
    if (scoring_parse(&g, text) == 0) {
        char *s = scoring_get_str(g);
        scoring_t back;
        if (scoring_parse(&back, s) != 0 || back != g) abort();
        if (scoring_neg(scoring_neg(g)) != g && !cgt_aborted()) abort();
        cgt_free(s);
    } else {
        fuzz_check_message();
    }
    cgt_limits_reset();
    cgt_limits_set(100000, 1.0);
    char *out = NULL;
    if (scoring_eval(&out, &g, text) == 0) {
        if (g != SCORING_NONE && !cgt_aborted()) {
            scoring_t back;
            if (scoring_parse(&back, out) != 0 || back != g) abort();
        }
        cgt_free(out);
    } else {
        fuzz_check_message();
    }
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    free(text);
    return 0;
}
