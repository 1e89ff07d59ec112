/* test_board_fast.c - the fast board routines of src/games/board.c (the
 * bit-word symmetry normalisation and the bit-mask component split) against
 * their cell-by-cell references on random boards: same bytes out, same
 * symmetry chosen, same components in the same order. */
#include <stdio.h>
#include <stdlib.h>
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

/* grid_normalise of board a against the cell-by-cell reference on a copy:
 * the same bytes and the same symmetry, else a failure with both boards. */
static bool same_as_slow(uint8_t *a, size_t len, unsigned mask, bool swap12, long it) {
    uint8_t b[2 + 300];
    memcpy(b, a, len);
    int sa = grid_normalise(a, len, mask, swap12);
    int sb = grid_normalise_slow(b, len, mask, swap12);
    if (sa == sb && memcmp(a, b, len) == 0) return true;
    CHECK_MSG(0, "iteration %ld mask %#x swap %d: symmetry %d, reference %d", it, mask, swap12, sa,
              sb);
    print_board(a);
    print_board(b);
    return false;
}

TEST(normalise_bits_against_cells) {
    uint64_t seed = test_seed() + 11;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(20000);
    static const unsigned masks[] = {0xFF, 0x0F, 1u << 4, 0xF0, 0x55, 0x00};
    for (long it = 0; it < iters; it++) {
        uint8_t a[2 + 100];
        size_t len = random_board(a, &r, 10, it % 3 == 0);
        unsigned mask = it % 2 ? 0xFF : masks[cgt_rng_below(&r, 6)];
        if (!same_as_slow(a, len, mask, it % 5 == 1, it)) break;
    }
}

/* Strips (one row, as SEGClobber's rows of 60 cells) take a path of their
 * own past 8 cells: the same image and symmetry as the reference, with every
 * mask and the colour swap, including strips that equal their own images. */
TEST(normalise_strips_against_cells) {
    uint64_t seed = test_seed() + 13;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(20000);
    static const unsigned masks[] = {0xFF, 0x0F, 0x04, 0xF0, 0x55, 0x00, 0x03, 0x0C};
    for (long it = 0; it < iters; it++) {
        uint8_t a[2 + 300];
        size_t n = 1 + cgt_rng_below(&r, it % 10 ? 70 : 300);
        a[0] = 1;
        a[1] = (uint8_t)(n > 255 ? 255 : n);
        n = a[1];
        uint64_t kinds = 2 + cgt_rng_below(&r, 4); /* values 0 .. kinds - 1, and 9 now and then */
        for (size_t i = 0; i < n; i++) {
            a[2 + i] = (uint8_t)cgt_rng_below(&r, kinds);
            if (cgt_rng_below(&r, 40) == 0) a[2 + i] = 9;
        }
        if (it % 7 == 0) /* a palindrome, or a colour-swapped one */
            for (size_t i = 0; i < n / 2; i++) {
                uint8_t v = a[2 + i];
                a[2 + n - 1 - i] = it % 14 == 0 ? v : v == 1 ? 2 : v == 2 ? 1 : v;
            }
        size_t len = 2 + n;
        unsigned mask = masks[cgt_rng_below(&r, 8)];
        bool swap12 = cgt_rng_below(&r, 2);
        if (!same_as_slow(a, len, mask, swap12, it)) break;
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

/* The set of cells of value 0 of board p (at most 8 x 8) as a word: bit
 * 8r + c, written out cell by cell here (the reference of grid_word_of). */
static uint64_t empties(const uint8_t *p) {
    uint64_t w = 0;
    for (size_t r = 0; r < p[0]; r++)
        for (size_t c = 0; c < p[1]; c++)
            if (p[2 + r * p[1] + c] == 0) w |= 1ull << (8 * r + c);
    return w;
}

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* The words of Domineering's word path (games_internal.h, "boards as 64-bit
 * words") against the byte boards: grid_word_of is the set of empty cells;
 * the 8 symmetric images of a board (grid_transform) and the board moved
 * inside a larger frame of filled cells all normalise to one word; an image
 * through a transposition flips the reported flag (unless the set is its own
 * image under a transposing symmetry: then either flag is right); the
 * components of grid_word_split are those of grid_split_slow without the
 * single cells, compared as normalised words. */
TEST(words_against_boards) {
    uint64_t seed = test_seed() + 13;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(20000);
    static const bool member0[256] = {[0] = true};
    position_sink s;
    position_sink_init(&s);
    for (long it = 0; it < iters; it++) {
        uint8_t p[2 + 64], q[2 + 64];
        size_t len = random_board(p, &r, 8, false);
        uint64_t w;
        CHECK(grid_word_of(&w, p, len, member0) == 1);
        CHECK(w == empties(p));
        if (w == 0) {
            uint64_t z = 0;
            CHECK(grid_word_normalise(&z, true) == 0 && z == 0);
            continue;
        }
        uint64_t n0 = w;
        int t0 = grid_word_normalise(&n0, true);
        /* is the set its own image under some transposing symmetry? */
        bool selfdual = false;
        for (int sym = 4; sym < 8; sym++) {
            grid_transform(q, p, sym);
            uint64_t y = grid_word_origin(empties(q));
            if (y == grid_word_origin(w)) selfdual = true;
        }
        for (int sym = 0; sym < 8; sym++) {
            grid_transform(q, p, sym);
            uint64_t y = empties(q);
            int t = grid_word_normalise(&y, true);
            CHECK_MSG(y == n0, "iteration %ld: symmetry %d gives another word", it, sym);
            if (!selfdual)
                CHECK_MSG(t == (t0 ^ (sym >> 2)), "iteration %ld: symmetry %d: flag %d, board %d",
                          it, sym, t, t0);
            uint64_t f = empties(q);
            CHECK(grid_word_normalise(&f, false) == 0);
        }
        /* moved down and right inside filled cells */
        size_t dr = cgt_rng_below(&r, 9 - p[0]), dc = cgt_rng_below(&r, 9 - p[1]);
        q[0] = (uint8_t)(p[0] + dr);
        q[1] = (uint8_t)(p[1] + dc);
        memset(q + 2, 1, (size_t)q[0] * q[1]);
        for (size_t i = 0; i < p[0]; i++)
            for (size_t j = 0; j < p[1]; j++) q[2 + (i + dr) * q[1] + j + dc] = p[2 + i * p[1] + j];
        uint64_t m = empties(q);
        CHECK(grid_word_origin(m) == grid_word_origin(w));
        CHECK(grid_word_normalise(&m, true) == t0 && m == n0);
        /* components */
        uint64_t comp[64], ref[64];
        size_t nc = grid_word_split(comp, w), nr = 0;
        position_sink_reset(&s);
        grid_split_slow(&s, p, member0, 1, keep_big, false);
        for (size_t i = 0; i < s.n; i++) {
            size_t cl;
            const uint8_t *c = position_sink_at(&s, i, &cl);
            uint64_t x = empties(c);
            grid_word_normalise(&x, true);
            ref[nr++] = x;
        }
        uint64_t all = 0;
        for (size_t i = 0; i < nc; i++) {
            CHECK((comp[i] & all) == 0 && (comp[i] & ~w) == 0);
            all |= comp[i];
            grid_word_normalise(&comp[i], true);
        }
        qsort(comp, nc, sizeof *comp, cmp_u64);
        qsort(ref, nr, sizeof *ref, cmp_u64);
        CHECK_MSG(nc == nr && memcmp(comp, ref, nc * sizeof *comp) == 0,
                  "iteration %ld: %zu components, reference %zu", it, nc, nr);
        if (test_failures()) {
            print_board(p);
            break;
        }
    }
    position_sink_clear(&s);
}

/* Domineering's word options (position_get_word_rules) against its byte
 * options: the same boards, with the same sides, on random boards of at
 * most 8 x 8 cells. */
TEST(domineering_word_options_against_bytes) {
    uint64_t seed = test_seed() + 14;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    const position_rules *rules = games_rules(GAMES_DOMINEERING);
    const position_word_rules *wr = position_get_word_rules(rules);
    CHECK(wr != NULL);
    if (!wr) return;
    position_sink s;
    position_sink_init(&s);
    long iters = test_iterations(3000);
    for (long it = 0; it < iters && !test_failures(); it++) {
        uint8_t p[2 + 64];
        size_t len = random_board(p, &r, 8, false);
        uint64_t w, opt[POSITION_WORD_MAX], ref[2][POSITION_WORD_MAX], got[2][POSITION_WORD_MAX];
        unsigned char side[POSITION_WORD_MAX];
        size_t nref[2] = {0, 0}, ngot[2] = {0, 0};
        CHECK(wr->to_word(&w, p, len, NULL) == 1);
        size_t n = wr->options(opt, side, w, NULL);
        for (size_t i = 0; i < n; i++) got[side[i]][ngot[side[i]]++] = opt[i];
        position_sink_reset(&s);
        rules->options(&s, p, len, rules->arg);
        for (size_t i = 0; i < s.n; i++) {
            size_t ol;
            const uint8_t *o = position_sink_at(&s, i, &ol);
            ref[s.side[i]][nref[s.side[i]]++] = empties(o);
        }
        for (int k = 0; k < 2; k++) {
            qsort(got[k], ngot[k], sizeof(uint64_t), cmp_u64);
            qsort(ref[k], nref[k], sizeof(uint64_t), cmp_u64);
            CHECK_MSG(ngot[k] == nref[k] && memcmp(got[k], ref[k], ngot[k] * sizeof(uint64_t)) == 0,
                      "iteration %ld: %s options differ (%zu, bytes %zu)", it, k ? "Right" : "Left",
                      ngot[k], nref[k]);
        }
    }
    position_sink_clear(&s);
}

/* grid_word_split_move (the split of an option of one component, stopping
 * once the fill has met every neighbour of the move) against grid_word_split
 * (above: against grid_split_slow): every component of random boards of at
 * most 8 x 8 cells, every domino in it, vertical and horizontal, and the
 * same sets of components. */
TEST(word_split_move_against_split) {
    uint64_t seed = test_seed() + 15;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(3000);
    static const bool member0[256] = {[0] = true};
    long moves = 0;
    for (long it = 0; it < iters && !test_failures(); it++) {
        uint8_t p[2 + 64];
        size_t len = random_board(p, &r, 8, false);
        uint64_t w, comp[64];
        CHECK(grid_word_of(&w, p, len, member0) == 1);
        size_t nc = grid_word_split(comp, w);
        for (size_t c = 0; c < nc; c++) {
            uint64_t k = comp[c];
            uint64_t pairs[2] = {k & (k >> 8), k & (k >> 1) & ~GRID_WORD_COL7};
            for (int d = 0; d < 2; d++)
                for (uint64_t v = pairs[d]; v; v &= v - 1) {
                    uint64_t taken = (d ? 3ull : 0x101ull) << __builtin_ctzll(v);
                    uint64_t opt = k & ~taken, got[64], ref[64];
                    size_t ng = grid_word_split_move(got, opt, taken);
                    size_t nr = grid_word_split(ref, opt);
                    qsort(got, ng, sizeof *got, cmp_u64);
                    qsort(ref, nr, sizeof *ref, cmp_u64);
                    CHECK_MSG(ng == nr && memcmp(got, ref, ng * sizeof *got) == 0,
                              "iteration %ld: component %llx, move %llx: %zu components, "
                              "reference %zu",
                              it, (unsigned long long)k, (unsigned long long)taken, ng, nr);
                    moves++;
                }
        }
        if (test_failures()) print_board(p);
    }
    printf("%ld moves\n", moves);
}
