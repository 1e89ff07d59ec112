/* fuzz_tbcode.c - libFuzzer target for the take-and-break code reader
 * (octal_tb_parse, octal.h): any bytes give a code whose canonical spelling
 * reads back to itself with the same nim values, whose options agree with
 * its values (the mex), or a one-line "column N: ..." error; never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "fuzz.h"

#define MAX_HEAP 24

typedef struct mex_ctx {
    const uint32_t *v;
    uint8_t seen[4096];
} mex_ctx;

static int mark(void *ctx, const size_t *heaps, size_t count) {
    mex_ctx *m = ctx;
    uint32_t x = 0;
    for (size_t i = 0; i < count; i++) x ^= m->v[heaps[i]];
    if (x < sizeof m->seen) m->seen[x] = 1;
    return cgt_limit_tick() ? 1 : 0;
}

static void fuzz_code(const octal_tb *t) {
    char *s = octal_tb_string(t);
    if (!s || !s[0] || strchr(s, '\n')) abort();
    octal_tb *back = NULL;
    if (octal_tb_parse(&back, s) != 0) abort();
    char *s2 = octal_tb_string(back);
    if (strcmp(s, s2) != 0) abort();
    uint32_t a[MAX_HEAP + 1], b[MAX_HEAP + 1];
    int ra = octal_tb_nim_values(a, t, MAX_HEAP);
    int rb = ra == 0 ? octal_tb_nim_values(b, back, MAX_HEAP) : ra;
    if (ra == 0 && rb == 0) {
        if (memcmp(a, b, sizeof a) != 0) abort();
        /* the value of each small heap is the mex over its options */
        for (size_t n = 0; n <= 12; n++) {
            mex_ctx m;
            m.v = a;
            memset(m.seen, 0, sizeof m.seen);
            if (octal_tb_options(t, n, mark, &m) != 0) break; /* a limit */
            uint32_t x = 0;
            while (m.seen[x]) x++;
            if (x != a[n]) abort();
        }
    } else if ((ra != 0 && ra != CGT_ELIMIT) || (rb != 0 && rb != CGT_ELIMIT)) {
        abort();
    }
    cgt_limits_reset();
    cgt_free(s);
    cgt_free(s2);
    octal_tb_free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    cgt_limits_set(200000, 0.5);
    octal_tb *t = NULL;
    int rc = octal_tb_parse(&t, text);
    if (rc == 0) {
        fuzz_code(t);
        octal_tb_free(t);
    } else {
        const char *msg = cgt_error_message();
        if (rc != CGT_EPARSE || t || strncmp(msg, "column ", 7) != 0 || strchr(msg, '\n')) abort();
    }
    cgt_limits_set(0, 0);
    free(text);
    return 0;
}
