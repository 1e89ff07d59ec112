/* fuzz_scoctal.c - libFuzzer target for the scoring octal game codes
 * (scoctal_parse: "(123,123)", "(33,1;-3/2)", "sub:4,5"): any bytes give a
 * ruleset whose printed code reads back as the same ruleset with the same
 * first G_s values, or a one-line error, never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoctal.h"
#include "fuzz.h"

#define UPTO 24

static int same_game(const scoctal_game *a, const scoctal_game *b) {
    if (a->k != b->k) return 0;
    for (size_t i = 1; i <= a->k; i++)
        if (a->t[i] != b->t[i] || a->pnum[i] != b->pnum[i] || a->pden[i] != b->pden[i]) return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    cgt_limits_set(200000, 1.0);
    scoctal_game g;
    if (scoctal_parse(&g, text) == 0) {
        char *s = scoctal_str(&g);
        if (!s || strchr(s, '\n')) abort();
        scoctal_game back;
        if (scoctal_parse(&back, s) != 0 || !same_game(&g, &back)) abort();
        int64_t den = scoctal_den(&g, NULL);
        /* only small rulesets get values: breaking games are searched */
        if (den > 0 && g.k <= 8) {
            int64_t a[UPTO + 1], b[UPTO + 1];
            int ra = scoctal_values(a, &g, UPTO, den, SCOCTAL_SUM);
            int rb = scoctal_values(b, &back, UPTO, den, SCOCTAL_SUM);
            if (ra != rb) abort();
            if (ra == 0 && memcmp(a, b, sizeof a) != 0) abort();
        }
        scoctal_clear(&back);
        scoctal_clear(&g);
        cgt_free(s);
    } else {
        fuzz_check_message();
    }
    cgt_limits_reset();
    cgt_limits_set(0, 0);
    free(text);
    return 0;
}
