/* fuzz_cram_checkpoint.c - libFuzzer target for the checkpoint reader of the
 * nim-value search (nimsearch_load, through cram_nim_checkpointed): any bytes
 * give a search (whose facts may be wrong, but which neither crashes nor
 * hangs) or a one-line error.  An odd first byte wraps the rest as entries
 * under a header with the right count and checksum, so that the entries'
 * own checks and the table's merging are reached too. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/cram.h"
#include "fuzz.h"

#define RECORD 17 /* one-word keys: boards of up to 64 cells */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size == 0) return 0;
    char path[64];
    snprintf(path, sizeof path, "/tmp/cgt_fuzz_cramckpt_%ld", (long)getpid());
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    const uint8_t *body = data + 1;
    size_t n = size - 1;
    if (data[0] & 1) {
        size_t entries = n / RECORD;
        uint64_t sum = 0x636b7074ULL; /* the reader's seed (nimsearch.c) */
        for (size_t i = 0; i < entries; i++) sum = cgt_hash_bytes(body + i * RECORD, RECORD, sum);
        fprintf(f,
                "cgt-nimsearch-checkpoint 1\ngame cram\nwords 1\nentries %020zu\nchecksum "
                "%016llx\n\n",
                entries, (unsigned long long)sum);
        n = entries * RECORD;
    }
    if (n) fwrite(body, 1, n, f);
    fclose(f);
    /* a 3 x 4 board with a hole, by either search */
    uint64_t empty[2] = {0xFFFu & ~(1u << 5), 0};
    unsigned flags =
        CRAM_MIRROR | ((data[0] & 2) ? CRAM_BR : 0) | ((data[0] & 4) ? CRAM_OUTCOME : 0);
    cram_checkpoint ck = {path, 0};
    unsigned nim = 0;
    cram_stats st;
    cgt_limits_set(20000, 0.5);
    int rc = cram_nim_checkpointed(&nim, 3, 4, empty, flags, &ck, &st);
    if (rc != 0) {
        if (rc != CGT_EPARSE && rc != CGT_EIO && rc != CGT_ELIMIT) abort();
        fuzz_check_message();
    }
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    remove(path);
    return 0;
}
