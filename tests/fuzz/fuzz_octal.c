/* fuzz_octal.c - libFuzzer target for the heap game specification parser
 * (octal.h): any bytes give a game whose code reads back as itself and whose
 * first nim values agree across algorithms, or a one-line error, never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "fuzz.h"

/* Heaps whose values are computed: enough for short periods, cheap per input. */
#define MAX_HEAP 200
/* Longest digit array whose values are computed (see fuzz_game). */
#define MAX_DIGITS (1u << 21)

/* A failed call left CGT_EPARSE and a one-line "column N: ..." message. */
static void check_parse_error(int rc) {
    const char *msg = cgt_error_message();
    if (rc != CGT_EPARSE || strncmp(msg, "column ", 7) != 0 || strchr(msg, '\n')) abort();
}

static int same_game(const octal_game *a, const octal_game *b) {
    return a->ndigits == b->ndigits && a->unequal == b->unequal && a->tail == b->tail &&
           (a->ndigits == 0 || memcmp(a->digits, b->digits, a->ndigits) == 0);
}

static void fuzz_game(const octal_game *g) {
    /* the canonical code reads back as the same game */
    char *code = octal_code_string(g);
    if (!code || !code[0] || strchr(code, '\n')) abort();
    octal_game back;
    if (octal_parse(&back, code) != 0) abort();
    if (!same_game(g, &back)) abort();
    octal_clear(&back);
    cgt_free(code);

    /* A heap's mex only looks at the digits up to its size, so long digit
     * arrays (allbut:1048575) are cheap here; only absurd ones are skipped. */
    if (g->ndigits > MAX_DIGITS) return;
    /* the algorithms agree with each other and with the definition */
    uint32_t fast[MAX_HEAP + 1], naive[MAX_HEAP + 1];
    int rf = octal_nim_values_alg(fast, g, MAX_HEAP, OCTAL_ALG_FAST);
    int rn = octal_nim_values_alg(naive, g, MAX_HEAP, OCTAL_ALG_NAIVE);
    if (rf != 0 || rn != 0) {
        if ((rf != 0 && rf != CGT_ELIMIT) || (rn != 0 && rn != CGT_ELIMIT)) abort();
        cgt_limits_reset();
        return;
    }
    for (size_t n = 0; n <= MAX_HEAP; n++) {
        if (fast[n] != naive[n]) abort();
        if (n <= 40 && octal_nim_value_slow(g, naive, n) != naive[n]) abort();
    }
    octal_period p;
    octal_find_period(&p, g, fast, MAX_HEAP);
    if (p.proven) {
        if (p.period == 0 || p.needed > MAX_HEAP) abort();
        for (size_t n = p.preperiod; n + p.period <= MAX_HEAP; n++)
            if (fast[n + p.period] != fast[n]) abort();
    }
    /* one heap as a game is the nimber of its value */
    game_t v = octal_game_value(g, 7);
    if (v != GAME_NONE && v != game_nimber(fast[7])) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static unsigned calls;
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    cgt_limits_set(20000, 0.5);

    octal_game g;
    int rc = octal_parse(&g, text);
    if (rc == 0) {
        fuzz_game(&g);
        octal_clear(&g);
    } else {
        check_parse_error(rc);
    }
    /* the set syntax alone, as octal_subtraction takes it */
    rc = octal_subtraction(&g, text);
    if (rc == 0) {
        if (g.unequal || g.tail) abort();
        fuzz_game(&g);
        octal_clear(&g);
    } else {
        check_parse_error(rc);
    }
    cgt_limits_set(0, 0);
    free(text);
    if (++calls % 64 == 0) game_table_free();
    return 0;
}
