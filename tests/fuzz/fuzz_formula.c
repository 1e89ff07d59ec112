/* fuzz_formula.c - libFuzzer target for cgt table's parsers (formula.h): the
 * range "a..b" and the substitution of $r, $c: any bytes give a range with
 * lo <= hi or a one-line usage error, and a substituted text with no '$' left
 * or a one-line "column N: ..." error, never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/formula.h"
#include "cgt/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *s = malloc(size + 1);
    if (!s) return 0;
    memcpy(s, data, size);
    s[size] = '\0';
    long lo, hi;
    int rc = formula_range(&lo, &hi, s, "--rows");
    if (rc == 0 && lo > hi) abort();
    if (rc < 0 && (rc != CGT_EUSAGE || strchr(cgt_error_message(), '\n'))) abort();
    char *out = NULL;
    rc = formula_substitute(&out, s, -3, 12, size % 2 == 0);
    if (rc == 0) {
        /* every '$' was replaced (any other is an error) */
        if (strchr(out, '$')) abort();
        cgt_free(out);
    } else if (rc != CGT_EPARSE || strncmp(cgt_error_message(), "column ", 7) != 0) {
        abort();
    }
    /* a short text is also evaluated as a table cell (limits keep it small) */
    if (size < 64 && memchr(data, '\0', size) == NULL) {
        cgt_limits_set(2000, 0);
        rc = formula_cell(&out, s, 2, 3, true);
        if (rc == 0)
            cgt_free(out);
        else if (strchr(cgt_error_message(), '\n'))
            abort();
        cgt_limits_reset();
        game_table_free();
    }
    free(s);
    return 0;
}
