/* test_nimsearch.c - the shared search of nim values (nimsearch.h) on a
 * game with known nim values: Kayles (octal .77: knock down one pin or two
 * adjacent pins of a row), against the octal module's nim sequence (which
 * tests/octal checks against Winning Ways' Kayles table), and the board
 * helpers against cell-by-cell references.  Cram and impartial NoGo, the
 * search's real games, are tested in tests/cram and tests/games. */
#include <string.h>

#include "cgt/nimsearch.h"
#include "cgt/octal.h"
#include "test.h"

/* Kayles rows as components: a row of n pins is the word (1 << n) - 1 over
 * an n x 1 box; a move is a mask of one pin or two adjacent pins; the parts
 * it leaves are the runs of pins, each a row of its own. */
static unsigned runs(nimsearch_comp *out, uint64_t m) {
    unsigned n = 0;
    while (m) {
        unsigned lo = (unsigned)__builtin_ctzll(m);
        uint64_t rest = ~(m >> lo);
        unsigned len = rest ? (unsigned)__builtin_ctzll(rest) : 64 - lo;
        nimsearch_comp *c = &out[n++];
        memset(c, 0, sizeof *c);
        c->k[0] = len >= 64 ? ~0ull : (1ull << len) - 1;
        c->h = (uint8_t)len;
        c->w = 1;
        nimsearch_hash(c, 1);
        m &= ~(c->k[0] << lo);
    }
    return n;
}

static unsigned kayles_moves(const void *ctx, uint64_t *mv, const nimsearch_comp *c) {
    (void)ctx;
    unsigned n = 0;
    for (unsigned i = 0; i < c->h; i++) {
        mv[n++] = 1ull << i;
        if (i + 1 < c->h) mv[n++] = 3ull << i;
    }
    return n;
}

static unsigned kayles_play(const void *ctx, nimsearch_comp *parts, unsigned *x,
                            const nimsearch_comp *c, uint64_t mv) {
    (void)ctx;
    (void)x;
    return runs(parts, c->k[0] & ~mv);
}

static unsigned kayles_count(const void *ctx, const nimsearch_comp *c) {
    (void)ctx;
    return 2 * c->h - 1;
}

TEST(kayles_against_octal) {
    octal_game g;
    CHECK(octal_parse(&g, "kayles") == 0);
    uint32_t want[41];
    CHECK(octal_nim_values(want, &g, 40) == 0);
    octal_clear(&g);
    static const nimsearch_game kayles = {"kayles",     1,   NULL, kayles_moves, kayles_play,
                                          kayles_count, NULL};
    nimsearch *s;
    CHECK(nimsearch_new(&s, &kayles) == 0);
    /* one table for all: each row's value, and sums of two rows with a heap */
    for (unsigned n = 1; n <= 40; n++) {
        nimsearch_comp c[2];
        CHECK(runs(c, (1ull << n) - 1) == 1);
        unsigned nim = 99;
        CHECK(nimsearch_nim(s, &nim, c, 1, 0, 0) == 0);
        CHECK_MSG(nim == want[n], "K%u: *%u, octal *%u", n, nim, want[n]);
        unsigned m = n / 2 + 1, heap = n % 5;
        CHECK(runs(&c[1], (1ull << m) - 1) == 1);
        unsigned out = 9;
        CHECK(nimsearch_nim(s, &nim, c, 2, heap, 0) == 0);
        CHECK(nimsearch_nim(s, &out, c, 2, heap, 1) == 0);
        CHECK_MSG(nim == (want[n] ^ want[m] ^ heap), "K%u + K%u + *%u: *%u", n, m, heap, nim);
        CHECK_MSG(out == (nim != 0), "K%u + K%u + *%u: outcome %u", n, m, heap, out);
    }
    nimsearch_stats st;
    nimsearch_free(s, &st);
    CHECK(st.searched > 0 && st.stored > 0 && st.bytes > 0);
}

/* The board helpers on random boxes, cell by cell. */
TEST(board_helpers) {
    cgt_rng r;
    uint64_t seed = test_seed() + 71;
    printf("  seed %llu\n", (unsigned long long)seed);
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(2000);
    for (long it = 0; it < iters; it++) {
        unsigned w = 1 + (unsigned)cgt_rng_below(&r, 16),
                 h = 1 + (unsigned)cgt_rng_below(&r, 64 / w);
        uint64_t all = h * w == 64 ? ~0ull : (1ull << (h * w)) - 1, b = cgt_rng_next(&r) & all;
        uint64_t rot = 0, vf = 0, tr = 0;
        for (unsigned i = 0; i < h * w; i++) {
            if (!(b >> i & 1)) continue;
            unsigned row = i / w, col = i % w;
            rot |= 1ull << ((h - 1 - row) * w + (w - 1 - col));
            vf |= 1ull << ((h - 1 - row) * w + col);
            tr |= 1ull << (col * h + row);
        }
        CHECK(nimsearch_rot180(b, h, w) == rot);
        CHECK(nimsearch_vflip(b, h, w) == vf);
        CHECK(nimsearch_transpose(b, h, w) == tr);
        if (w <= h && w <= 8) {
            /* the least image: the least of the 4 (8 when square) images, each
             * cell by cell */
            uint64_t least = ~0ull;
            for (unsigned t = 0; t < (h == w ? 8u : 4u); t++) {
                uint64_t img = 0;
                for (unsigned i = 0; i < h * w; i++) {
                    if (!(b >> i & 1)) continue;
                    unsigned row = i / w, col = i % w;
                    if (t & 1) row = h - 1 - row;
                    if (t & 2) col = w - 1 - col;
                    img |= 1ull << ((t & 4) ? col * h + row : row * w + col);
                }
                least = img < least ? img : least;
            }
            CHECK_MSG(nimsearch_least_image(b, h, w) == least, "least image in %ux%u", h, w);
        }
        if (!b) continue;
        /* the flood from the lowest cell, by repeated relaxation cell by cell */
        uint64_t seed_bit = b & -b, reach = seed_bit, prev = 0;
        while (reach != prev) {
            prev = reach;
            for (unsigned i = 0; i < h * w; i++) {
                if (!(reach >> i & 1)) continue;
                unsigned row = i / w, col = i % w;
                if (col > 0) reach |= (1ull << (i - 1)) & b;
                if (col + 1 < w) reach |= (1ull << (i + 1)) & b;
                if (row > 0) reach |= (1ull << (i - w)) & b;
                if (row + 1 < h) reach |= (1ull << (i + w)) & b;
            }
        }
        CHECK_MSG(nimsearch_flood(b, seed_bit, h, w) == reach, "flood in %ux%u", h, w);
        unsigned r0, c0, nh, nw, rmin = h, rmax = 0, cmin = w, cmax = 0;
        nimsearch_box(&r0, &c0, &nh, &nw, b, h, w);
        for (unsigned i = 0; i < h * w; i++)
            if (b >> i & 1) {
                unsigned row = i / w, col = i % w;
                rmin = row < rmin ? row : rmin;
                rmax = row > rmax ? row : rmax;
                cmin = col < cmin ? col : cmin;
                cmax = col > cmax ? col : cmax;
            }
        CHECK(r0 == rmin && c0 == cmin && nh == rmax - rmin + 1 && nw == cmax - cmin + 1);
        uint64_t crop = nimsearch_crop_word(b, r0, c0, nh, nw, w), want = 0;
        for (unsigned i = 0; i < h * w; i++)
            if (b >> i & 1) want |= 1ull << ((i / w - r0) * nw + (i % w - c0));
        CHECK(crop == want);
        if (test_failures()) break;
    }
}
