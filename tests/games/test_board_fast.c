/* test_board_fast.c - the fast board routines of src/games/board.c (the
 * bit-word symmetry normalisation and the bit-mask component split) against
 * their cell-by-cell references on random boards: same bytes out, same
 * symmetry chosen, same components in the same order. */
#include <stdio.h>
#include <string.h>

#include "cgt/util.h"
#include "games/games_internal.h"
#include "test.h"

/* A random rows x cols board: cells 1 with probability dens/8, and (when
 * `other`) now and then another value: 2, 3 or 4 (NoGo's cells, the colour
 * swap) or 9 (which the bit-plane path must refuse). */
static size_t random_board(uint8_t *p, cgt_rng *r, size_t maxside, bool other) {
    size_t rows = 1 + cgt_rng_below(r, maxside), cols = 1 + cgt_rng_below(r, maxside);
    uint64_t dens = cgt_rng_below(r, 9);
    p[0] = (uint8_t)rows;
    p[1] = (uint8_t)cols;
    for (size_t i = 0; i < rows * cols; i++) {
        p[2 + i] = cgt_rng_below(r, 8) < dens;
        if (other && cgt_rng_below(r, 8) == 0) p[2 + i] = "\2\3\4\2\t"[cgt_rng_below(r, 5)];
    }
    return 2 + rows * cols;
}

static void print_board(const uint8_t *p) {
    for (size_t i = 0; i < (size_t)p[0] * p[1]; i++) fprintf(stderr, "%u", p[2 + i]);
    fprintf(stderr, " (%ux%u)\n", p[0], p[1]);
}

TEST(normalise_bits_against_cells) {
    uint64_t seed = test_seed() + 11;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(20000);
    static const unsigned masks[] = {0xFF, 0x0F, 1u << 4, 0xF0, 0x55, 0x00};
    for (long it = 0; it < iters; it++) {
        uint8_t a[2 + 100], b[2 + 100];
        size_t len = random_board(a, &r, 10, it % 3 == 0);
        unsigned mask = it % 2 ? 0xFF : masks[cgt_rng_below(&r, 6)];
        memcpy(b, a, len);
        bool swap12 = it % 5 == 1;
        int sa = grid_normalise(a, len, mask, swap12);
        int sb = grid_normalise_slow(b, len, mask, swap12);
        if (sa != sb || memcmp(a, b, len) != 0) {
            CHECK_MSG(0, "iteration %ld mask %#x swap %d: symmetry %d, reference %d", it, mask,
                      swap12, sa, sb);
            print_board(a);
            print_board(b);
            break;
        }
    }
}

static bool keep_big(const uint8_t *q, size_t len) {
    (void)q;
    return len > 3;
}

TEST(split_masks_against_cells) {
    uint64_t seed = test_seed() + 12;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(20000);
    static bool member0[256] = {[0] = true}, member1[256] = {[1] = true, [2] = true};
    position_sink sa, sb;
    position_sink_init(&sa);
    position_sink_init(&sb);
    for (long it = 0; it < iters; it++) {
        uint8_t p[2 + 144];
        random_board(p, &r, 12, it % 2 == 0);
        const bool *m = it % 4 < 2 ? member0 : member1;
        bool (*keep)(const uint8_t *, size_t) = it % 3 ? keep_big : NULL;
        uint8_t fill = (uint8_t)(it % 5 == 0 ? 3 : 1);
        position_sink_reset(&sa);
        position_sink_reset(&sb);
        grid_split(&sa, p, m, fill, keep);
        grid_split_slow(&sb, p, m, fill, keep, false);
        bool same = sa.n == sb.n && sa.len == sb.len &&
                    (sa.len == 0 || memcmp(sa.buf, sb.buf, sa.len) == 0);
        for (size_t i = 0; same && i <= sa.n; i++) same = sa.off[i] == sb.off[i];
        if (!same) {
            CHECK_MSG(0, "iteration %ld: %zu components, reference %zu", it, sa.n, sb.n);
            print_board(p);
            break;
        }
    }
    position_sink_clear(&sa);
    position_sink_clear(&sb);
}
