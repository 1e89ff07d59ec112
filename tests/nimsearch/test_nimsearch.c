/* test_nimsearch.c - the shared search of nim values (nimsearch.h) on a
 * game with known nim values: Kayles (octal .77: knock down one pin or two
 * adjacent pins of a row), against the octal module's nim sequence (which
 * tests/octal checks against Winning Ways' Kayles table), and the board
 * helpers against cell-by-cell references.  Cram and impartial NoGo, the
 * search's real games, are tested in tests/cram and tests/games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/nimsearch.h"
#include "cgt/octal.h"
#include "cgt/util.h"
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
    static const nimsearch_game kayles = {"kayles",     1,    NULL, kayles_moves, kayles_play,
                                          kayles_count, NULL, 0};
    for (int method = NIMSEARCH_LV; method <= NIMSEARCH_BR; method++) {
        nimsearch *s;
        CHECK(nimsearch_new(&s, &kayles) == 0);
        nimsearch_set_method(s, method);
        /* one table for all: each row's value, and sums of two rows with a heap
         * (rows of 33 pins and more have over 64 moves) */
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

/* ---- random games: a DAG of components, against a plain mex ---------------
 *
 * Component i (1..NDAG-1) has moves to options of zero, one or two lower
 * components (a sum), drawn at random; its nim value is the mex of its
 * options' (the XOR of their parts'), computed in order of i. */
#define NDAG 400
#define DAG_MOVES 24

typedef struct dag {
    unsigned nmoves[NDAG];
    uint16_t part[NDAG][DAG_MOVES][2]; /* 0: no part */
    unsigned value[NDAG];
} dag;

/* A one-word component of key `key` whose size (which the search reads as
 * its cost and for the part to search) the toy game chooses. */
static void toy_comp(nimsearch_comp *c, uint64_t key, unsigned size) {
    memset(c, 0, sizeof *c);
    c->k[0] = key;
    c->h = c->w = 1;
    nimsearch_hash(c, 1);
    c->size = (uint8_t)size;
}

static void dag_comp(nimsearch_comp *c, unsigned id) {
    toy_comp(c, id, id >> 1); /* the searched part: the highest id */
}

static unsigned dag_moves(const void *ctx, uint64_t *mv, const nimsearch_comp *c) {
    const dag *d = ctx;
    unsigned n = d->nmoves[c->k[0]];
    for (unsigned i = 0; i < n; i++) mv[i] = i;
    return n;
}

static unsigned dag_play(const void *ctx, nimsearch_comp *parts, unsigned *x,
                         const nimsearch_comp *c, uint64_t mv) {
    const dag *d = ctx;
    (void)x;
    unsigned n = 0;
    for (unsigned j = 0; j < 2; j++) {
        unsigned id = d->part[c->k[0]][mv][j];
        if (id) dag_comp(&parts[n++], id);
    }
    return n;
}

static unsigned dag_count(const void *ctx, const nimsearch_comp *c) {
    const dag *d = ctx;
    return d->nmoves[c->k[0]];
}

TEST(random_games_against_mex) {
    /* Property: on random games whose components have up to 24 options,
     * some sums of two (so values up to about 30 and requests of many
     * values), both searches (Lemoine and Viennot's and Beling and
     * Rogalski's) give every component's value, and the value and outcome
     * of sums with a heap, as the plain mex does; a table shared across
     * calls, and a fresh one; options of equal cost by a hash and in the
     * game's order of moves, their cost by moves or by sizes. */
    cgt_rng r;
    uint64_t seed = test_seed() + 73;
    printf("  seed %llu\n", (unsigned long long)seed);
    cgt_rng_seed(&r, seed);
    dag *d = cgt_calloc(1, sizeof *d);
    CHECK(d != NULL);
    if (!d) return;
    long games = test_iterations(20);
    for (long gi = 0; gi < games; gi++) {
        memset(d, 0, sizeof *d);
        unsigned maxm = 2 + (unsigned)cgt_rng_below(&r, DAG_MOVES - 1);
        for (unsigned i = 1; i < NDAG; i++) {
            unsigned n = (unsigned)cgt_rng_below(&r, maxm + 1);
            uint64_t seen = 0;
            d->nmoves[i] = n;
            for (unsigned m = 0; m < n; m++) {
                unsigned v = 0;
                for (unsigned j = 0; j < 2; j++) {
                    /* mostly near ids (so values grow), sometimes none */
                    unsigned id = 0;
                    if (j == 0 || cgt_rng_below(&r, 3) == 0) {
                        unsigned back = 1 + (unsigned)cgt_rng_below(&r, i < 40 ? i : 40);
                        id = i - back;
                    }
                    d->part[i][m][j] = (uint16_t)id;
                    v ^= id ? d->value[id] : 0;
                }
                seen |= 1ull << v;
            }
            d->value[i] = (unsigned)__builtin_ctzll(~seen);
        }
        /* the four orders in turn: the moves' order kept (NIMSEARCH_ORDERED)
         * or not, the cost by the parts' sizes (NIMSEARCH_BY_SIZE) or not */
        unsigned flags = (gi & 1 ? NIMSEARCH_ORDERED : 0) | (gi & 2 ? NIMSEARCH_BY_SIZE : 0);
        nimsearch_game g = {"dag", 1, d, dag_moves, dag_play, dag_count, NULL, flags};
        for (int method = NIMSEARCH_LV; method <= NIMSEARCH_BR; method++) {
            nimsearch *s;
            CHECK(nimsearch_new(&s, &g) == 0);
            nimsearch_set_method(s, method);
            for (long q = 0; q < 60; q++) {
                unsigned a = 1 + (unsigned)cgt_rng_below(&r, NDAG - 1),
                         b = 1 + (unsigned)cgt_rng_below(&r, NDAG - 1),
                         heap = (unsigned)cgt_rng_below(&r, 40);
                nimsearch_comp c[2];
                dag_comp(&c[0], a);
                dag_comp(&c[1], b);
                int fresh = q % 3 == 0;
                nimsearch *t = s;
                if (fresh) {
                    CHECK(nimsearch_new(&t, &g) == 0);
                    nimsearch_set_method(t, method);
                }
                unsigned nim = 999, out = 999, one = 999;
                CHECK(nimsearch_nim(t, &one, c, 1, 0, 0) == 0);
                CHECK(nimsearch_nim(t, &out, c, 2, heap, 1) == 0);
                CHECK(nimsearch_nim(t, &nim, c, 2, heap, 0) == 0);
                unsigned want = d->value[a] ^ d->value[b] ^ heap;
                CHECK_MSG(one == d->value[a], "game %ld, method %d: G%u *%u, mex *%u", gi, method,
                          a, one, d->value[a]);
                CHECK_MSG(nim == want, "game %ld, method %d: G%u + G%u + *%u: *%u, mex *%u", gi,
                          method, a, b, heap, nim, want);
                CHECK_MSG(out == (want != 0), "game %ld, method %d: outcome %u", gi, method, out);
                if (fresh) nimsearch_free(t, NULL);
            }
            nimsearch_free(s, NULL);
        }
        if (test_failures()) break;
    }
    cgt_free(d);
}

/* ---- the game's order of moves (NIMSEARCH_ORDERED) ------------------------
 *
 * A root of FAN moves, each to one component of the same size and number of
 * moves (so of equal cost): the component 100 is a P-position (its options
 * are *1 and *2), the others 101.. are not (*0 and *2).  The root is an
 * N-position, proven by the first option found to be a P-position.  The
 * order of moves puts 100 first or last; the options are the same set
 * either way, so a search that orders them by a hash searches the same
 * positions in both, and one that follows the game's order finds 100 first
 * in one and last in the other. */
#define FAN 12

typedef struct fan {
    bool winner_last;
} fan;

static void fan_comp(nimsearch_comp *c, uint64_t key) {
    toy_comp(c, key, key == 1 ? 20 : 5); /* the root, and its options alike */
}

static unsigned fan_moves(const void *ctx, uint64_t *mv, const nimsearch_comp *c) {
    const fan *f = ctx;
    if (c->k[0] != 1) {
        mv[0] = 0;
        mv[1] = 1;
        return 2;
    }
    /* 100, 101, ..., 111, or 101, ..., 111, 100 */
    for (unsigned i = 0; i < FAN; i++) mv[i] = 100 + (f->winner_last ? (i + 1) % FAN : i);
    return FAN;
}

static unsigned fan_play(const void *ctx, nimsearch_comp *parts, unsigned *x,
                         const nimsearch_comp *c, uint64_t mv) {
    (void)ctx;
    if (c->k[0] == 1) {
        fan_comp(&parts[0], mv);
        return 1;
    }
    /* 100: *1 or *2; the others: *0 or *2 */
    *x ^= mv == 1 ? 2 : c->k[0] == 100 ? 1 : 0;
    return 0;
}

static unsigned fan_count(const void *ctx, const nimsearch_comp *c) {
    (void)ctx;
    return c->k[0] == 1 ? FAN : 2;
}

TEST(ordered_flag_follows_the_games_order) {
    uint64_t searched[2][2]; /* [ordered][winner last] */
    for (int ordered = 0; ordered < 2; ordered++)
        for (int last = 0; last < 2; last++) {
            fan f = {last != 0};
            nimsearch_game g = {"fan",    1,         &f,   fan_moves,
                                fan_play, fan_count, NULL, ordered ? NIMSEARCH_ORDERED : 0};
            nimsearch *s;
            CHECK(nimsearch_new(&s, &g) == 0);
            nimsearch_comp root;
            fan_comp(&root, 1);
            unsigned out = 9;
            CHECK(nimsearch_nim(s, &out, &root, 1, 0, 1) == 0);
            CHECK_MSG(out == 1, "ordered %d, winner last %d: outcome %u", ordered, last, out);
            nimsearch_stats st;
            nimsearch_free(s, &st);
            searched[ordered][last] = st.searched;
            /* and the value, mex{0, 1} = 2, with a fresh table */
            CHECK(nimsearch_new(&s, &g) == 0);
            unsigned nim = 9;
            CHECK(nimsearch_nim(s, &nim, &root, 1, 0, 0) == 0);
            CHECK_MSG(nim == 2, "ordered %d, winner last %d: *%u", ordered, last, nim);
            nimsearch_free(s, NULL);
        }
    printf("  searched: by hash %llu and %llu, in order %llu and %llu\n",
           (unsigned long long)searched[0][0], (unsigned long long)searched[0][1],
           (unsigned long long)searched[1][0], (unsigned long long)searched[1][1]);
    CHECK_MSG(searched[0][0] == searched[0][1], "by hash, the order of moves changed the search");
    /* in order: the root and 100 alone, against the root and all FAN */
    CHECK(searched[1][0] == 2);
    CHECK(searched[1][1] == FAN + 1);
}

/* nimsearch_resume: no file is a first run (nothing loaded); a file saved by
 * a run loads its facts; a path that is there but cannot be opened (a link
 * to itself) is CGT_EIO naming it, not a first run whose checkpoints would
 * replace it. */
TEST(resume_first_run_load_and_unreadable) {
    static const nimsearch_game kayles = {"kayles",     1,    NULL, kayles_moves, kayles_play,
                                          kayles_count, NULL, 0};
    char path[] = "/tmp/cgt_test_resumeXXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    close(fd);
    remove(path);
    nimsearch *s;
    uint64_t loaded = 99;
    CHECK(nimsearch_new(&s, &kayles) == 0);
    CHECK(nimsearch_resume(s, path, 0, &loaded) == 0);
    CHECK(loaded == 0);
    nimsearch_comp c[1];
    CHECK(runs(c, (1ull << 20) - 1) == 1);
    unsigned nim = 99;
    CHECK(nimsearch_nim(s, &nim, c, 1, 0, 0) == 0);
    uint64_t saved = 0;
    CHECK(nimsearch_save(s, path, &saved) == 0 && saved > 0);
    nimsearch_free(s, NULL);
    CHECK(nimsearch_new(&s, &kayles) == 0);
    CHECK(nimsearch_resume(s, path, 0, &loaded) == 0);
    CHECK_MSG(loaded == saved, "loaded %llu of %llu", (unsigned long long)loaded,
              (unsigned long long)saved);
    nimsearch_free(s, NULL);
    /* a link to itself: fopen fails with ELOOP, while the checkpoint's
     * temporary file beside it could be written and renamed over it */
    remove(path);
    CHECK(symlink(path, path) == 0);
    CHECK(nimsearch_new(&s, &kayles) == 0);
    CHECK_INT(nimsearch_resume(s, path, 0, &loaded), CGT_EIO);
    CHECK(strstr(cgt_error_message(), path) != NULL);
    nimsearch_free(s, NULL);
    remove(path);
}
