/* fuzz_octal_checkpoint.c - libFuzzer target for the checkpoint reader of
 * long octal runs (octal_run_load): any bytes give a run that extends by a
 * few heaps and saves back to the same values, or a one-line error. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/octal.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char path[64], back[80];
    snprintf(path, sizeof path, "/tmp/cgt_fuzz_ckpt_%ld", (long)getpid());
    snprintf(back, sizeof back, "%s.back", path);
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    if (size) fwrite(data, 1, size, f);
    fclose(f);
    /* the header names the game: try the three kinds of value tables */
    static const char *const specs[] = {"grundy", ".6", "nim"};
    cgt_limits_set(20000, 0.5);
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        octal_game g;
        if (octal_parse(&g, specs[i]) != 0) abort();
        octal_run r;
        int rc = octal_run_load(&r, &g, path);
        if (rc == 0) {
            size_t n = r.computed;
            uint32_t first = n ? octal_run_value(&r, 0) : 0;
            rc = octal_run_extend(&r, n + 20);
            if (rc != 0 && rc != CGT_ELIMIT) abort();
            cgt_limits_reset();
            if (n && octal_run_value(&r, 0) != first) abort();
            if (octal_run_save(&r, back) == 0) {
                octal_run again;
                if (octal_run_load(&again, &g, back) != 0) abort();
                if (again.computed != r.computed) abort();
                for (size_t k = 0; k < r.computed; k++)
                    if (octal_run_value(&again, k) != octal_run_value(&r, k)) abort();
                octal_run_clear(&again);
            }
        } else {
            if (rc != CGT_EPARSE && rc != CGT_EIO && rc != CGT_ELIMIT) abort();
            fuzz_check_message();
            cgt_limits_reset();
        }
        octal_run_clear(&r);
        octal_clear(&g);
    }
    cgt_limits_set(0, 0);
    remove(path);
    remove(back);
    return 0;
}
