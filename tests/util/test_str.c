/* test_str.c - the growable string (cgt_str) against a plain buffer filled by
 * memcpy and snprintf: random pieces, printf results longer than any small
 * buffer, empty puts. */
#include <stdio.h>
#include <string.h>

#include "cgt/util.h"
#include "test.h"

TEST(str_matches_a_plain_buffer) {
    uint64_t seed = test_seed();
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    static char want[1 << 21];
    for (long round = 0; round < test_iterations(20); round++) {
        cgt_str b = {0};
        size_t n = 0;
        cgt_str_put(&b, "", 0); /* an empty put still gives a string */
        CHECK(b.s != NULL && b.len == 0 && b.s[0] == '\0');
        for (int k = 0; k < 200; k++) {
            char piece[2000], expect[2100];
            size_t len = (size_t)cgt_rng_below(&r, k % 50 == 0 ? sizeof piece - 1 : 40);
            for (size_t i = 0; i < len; i++) piece[i] = (char)('a' + cgt_rng_below(&r, 26));
            piece[len] = '\0';
            size_t m = len;
            memcpy(expect, piece, len);
            switch (cgt_rng_below(&r, 3)) {
            case 0: cgt_str_put(&b, piece, len); break;
            case 1: cgt_str_puts(&b, piece); break;
            default: {
                long v = (long)cgt_rng_next(&r);
                cgt_str_printf(&b, "[%s|%ld]", piece, v);
                m = (size_t)snprintf(expect, sizeof expect, "[%s|%ld]", piece, v);
            }
            }
            CHECK(n + m < sizeof want);
            memcpy(want + n, expect, m);
            n += m;
        }
        CHECK(b.len == n && strlen(b.s) == n);
        CHECK(memcmp(b.s, want, n) == 0);
        cgt_free(b.s);
        if (test_failures()) {
            printf("seed %llu round %ld\n", (unsigned long long)seed, round);
            break;
        }
    }
}
