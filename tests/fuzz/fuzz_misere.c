/* fuzz_misere.c - libFuzzer target for CGSuite's misère notation
 * (misere_parse): any bytes give a canonical game whose printed form reads
 * back as the same game, or a one-line error naming the column, never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/misere.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static unsigned calls;
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    cgt_limits_set(20000, 0.5);
    misere_t g;
    int rc = misere_parse(&g, text);
    if (rc == 0) {
        char *s = misere_str(g);
        misere_t back;
        int rb = misere_parse(&back, s);
        if (rb == 0 && back != g) abort();
        if (rb != 0 && strstr(s, "...")) rb = CGT_ELIMIT; /* cut at PRINT_MAX */
        if (rb != 0 && rb != CGT_ELIMIT) abort();
        misere_genus gen;
        if (misere_get_genus(&gen, g) != 0 && !cgt_aborted()) abort();
        cgt_free(s);
    } else if (rc == CGT_EPARSE) {
        const char *msg = cgt_error_message();
        if (strncmp(msg, "column ", 7) != 0 || strchr(msg, '\n')) abort();
    } else if (rc != CGT_ELIMIT) {
        abort();
    }
    cgt_limits_set(0, 0);
    free(text);
    if (++calls % 64 == 0) game_table_free();
    return 0;
}
