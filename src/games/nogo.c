/* nogo.c - NoGo: a player places a stone of their colour (x Left, o Right)
 * on an empty point; a move that leaves any group, of either colour,
 * without a liberty is illegal (no captures, no suicide).  impartial_nogo is
 * the same game played impartially: either player may place either colour
 * (MCGS's impartial NoGo). */
#include <pthread.h>
#include <string.h>

#include "cgt/nimsearch.h"
#include "games/games_internal.h"

/* Cells: 0 empty, 1 x (Left), 2 o (Right), 3 # (no point), and inside the
 * engine 4, a dead point: empty, but no stone may ever be placed there (it
 * prints as '.', which reads back as a point with the same moves). */
static const char nogo_chars[] = ".xo#";
static const char nogo_print_chars[] = ".xo#.";

/* ---- the bit-board path: boards of at most 64 cells ------------------------
 * Bit i of a mask is cell i.  Legality comes from the groups' liberties at
 * once: a stone of colour c may go on an empty point p unless p is the last
 * liberty of a group of the other colour (a capture), and unless the new
 * stone would have no liberty: p has no empty (or dead) neighbour and every
 * group of colour c next to it has p as its only liberty (suicide). */
typedef struct nogo_bb {
    size_t rows, cols, n;
    unsigned down; /* the shift to the next row: cols, or 0 on a board of one row of 64 */
    uint64_t all, notleft, notright;
    uint64_t x, o, e, d; /* x's and o's stones, empty points, dead points */
} nogo_bb;

/* b as a rows x cols board (at most 64 cells) with these points. */
static void nogo_set(nogo_bb *b, size_t rows, size_t cols, uint64_t e, uint64_t x, uint64_t o,
                     uint64_t d) {
    b->rows = rows;
    b->cols = cols;
    b->n = rows * cols;
    b->down = cols < 64 ? (unsigned)cols : 0;
    b->all = b->n == 64 ? ~0ull : (1ull << b->n) - 1;
    uint64_t col0 = 0;
    if (cols == 1)
        col0 = b->all;
    else
        for (size_t r = 0; r < rows; r++) col0 |= 1ull << (r * cols);
    b->notleft = b->all & ~col0;
    b->notright = b->all & ~(col0 << (cols - 1));
    b->e = e;
    b->x = x;
    b->o = o;
    b->d = d;
}

static void nogo_load(nogo_bb *b, const uint8_t *p) {
    uint64_t plane[5] = {0, 0, 0, 0, 0};
    size_t n = (size_t)p[0] * p[1];
    for (size_t i = 0; i < n; i++) plane[p[2 + i] < 5 ? p[2 + i] : 3] |= 1ull << i;
    nogo_set(b, p[0], p[1], plane[0], plane[1], plane[2], plane[4]);
}

/* The cells next to a cell of m. */
static inline uint64_t nogo_nb(const nogo_bb *b, uint64_t m) {
    uint64_t ud = b->down ? (m << b->down) | (m >> b->down) : 0;
    return (((m << 1) & b->notleft) | ((m >> 1) & b->notright) | ud) & b->all;
}

/* Does the group of cell i have a liberty?  seen is scratch of n cells. */
static bool has_liberty(const uint8_t *cell, size_t rows, size_t cols, size_t i, uint8_t *seen,
                        uint16_t *stack) {
    uint8_t colour = cell[i];
    size_t top = 0, n = rows * cols;
    memset(seen, 0, n);
    seen[i] = 1;
    stack[top++] = (uint16_t)i;
    while (top) {
        size_t j = stack[--top], nb[4];
        int k = grid_neighbours(nb, j, rows, cols);
        for (int m = 0; m < k; m++) {
            if (cell[nb[m]] == 0 || cell[nb[m]] == 4) return true;
            if (cell[nb[m]] == colour && !seen[nb[m]]) {
                seen[nb[m]] = 1;
                stack[top++] = (uint16_t)nb[m];
            }
        }
    }
    return false;
}

/* May a stone of colour (1 x, 2 o) go on the empty cell i?  Only the new
 * stone's group and the groups next to it lose a liberty. */
static bool legal(uint8_t *cell, size_t rows, size_t cols, size_t i, int colour, uint8_t *seen,
                  uint16_t *stack) {
    cell[i] = (uint8_t)colour;
    bool ok = has_liberty(cell, rows, cols, i, seen, stack);
    size_t nb[4];
    int k = grid_neighbours(nb, i, rows, cols);
    for (int m = 0; m < k && ok; m++)
        if (cell[nb[m]] == 3 - colour) ok = has_liberty(cell, rows, cols, nb[m], seen, stack);
    cell[i] = 0;
    return ok;
}

static void nogo_options_slow(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t rows = p[0], cols = p[1], n = rows * cols;
    uint8_t b[2 + GRID_MAX_CELLS], seen[GRID_MAX_CELLS];
    uint16_t stack[GRID_MAX_CELLS];
    memcpy(b, p, len);
    uint8_t *cell = b + 2;
    for (size_t i = 0; i < n; i++) {
        if (cell[i] != 0) continue;
        for (int side = 0; side < 2; side++)
            if (legal(cell, rows, cols, i, side + 1, seen, stack)) {
                cell[i] = (uint8_t)(side + 1);
                memcpy(position_sink_push(s, side, len), b, len);
                cell[i] = 0;
            }
    }
    (void)arg;
}

/* Independent components: a move changes the liberties only of the groups
 * next to it, so the empty points, linked to the empty points and the groups
 * next to them (a group's stones to each other, but not to the stones of the
 * other colour), fall into parts that do not interact; each is a board of
 * its own, the rest walled off.  Parts without an empty point have no move.
 *
 * Dead points first: an empty point where neither colour may play now never
 * becomes playable (no stone is ever removed, and a group whose last liberty
 * it is cannot grow), so it stays empty for good: a liberty of its neighbours
 * forever, and nothing else.  It becomes cell 4, which links nothing; each
 * part next to it gets a copy.  Boards over 64 cells are not split. */
static void nogo_emit_parts(position_sink *s, const uint8_t *p, size_t len, const nogo_bb *b);

static void nogo_split_slow(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    (void)arg;
    size_t rows = p[0], cols = p[1], n = rows * cols;
    if (n > 64) {
        memcpy(position_sink_push(s, 0, len), p, len);
        return;
    }
    uint8_t b[2 + 64], seen[64];
    uint16_t stack[64];
    memcpy(b, p, len);
    for (size_t i = 0; i < n; i++) {
        if (b[2 + i] != 0) continue;
        size_t nb[4];
        int k = grid_neighbours(nb, i, rows, cols), stones = 0;
        for (int m = 0; m < k; m++) stones += b[2 + nb[m]] == 1 || b[2 + nb[m]] == 2;
        if (stones && !legal(b + 2, rows, cols, i, 1, seen, stack) && /* else both may */
            !legal(b + 2, rows, cols, i, 2, seen, stack)) {
            b[2 + i] = 4;
        }
    }
    nogo_bb bb;
    nogo_load(&bb, b);
    nogo_emit_parts(s, b, len, &bb);
}

/* The group of stones (a mask) that holds the cell `seed`. */
static inline uint64_t nogo_group(const nogo_bb *b, uint64_t stones, uint64_t seed) {
    uint64_t g = seed, prev = 0;
    while (g != prev) {
        prev = g;
        g |= nogo_nb(b, g) & stones;
    }
    return g;
}

/* x with its bits in the reverse order. */
static inline uint64_t rev64(uint64_t x) {
    x = __builtin_bswap64(x);
    x = ((x >> 4) & 0x0f0f0f0f0f0f0f0full) | ((x & 0x0f0f0f0f0f0f0f0full) << 4);
    x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
    return ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
}

/* The runs of s (maximal sets of consecutive bits) that hold a bit of
 * seeds at their low end: adding it carries through the run. */
static inline uint64_t runs_from_low(uint64_t s, uint64_t low_seeds) {
    return ((s + low_seeds) ^ s) & s;
}

/* nogo_legal on a line (one row or one column: point i is next to i - 1 and
 * i + 1), for all groups at once: a group is a run of one colour's stones,
 * its liberties at most the points before its first and after its last
 * stone; which runs have each is carried along the run by an addition (from
 * the first stone up) or by one on the reversed bits (from the last stone
 * down).  The same sets as the group-by-group flood (tests/games,
 * nogo_options_against_cells). */
static void nogo_legal_line(const nogo_bb *b, uint64_t *lx, uint64_t *lo) {
    uint64_t lib = b->e | b->d, atari[2], safe[2];
    for (int c = 0; c < 2; c++) {
        uint64_t st = c ? b->o : b->x;
        uint64_t first = st & ~(st << 1), last = st & ~(st >> 1);
        uint64_t before = runs_from_low(st, first & (lib << 1)); /* runs with a liberty below */
        uint64_t after = rev64(runs_from_low(rev64(st), rev64(last & (lib >> 1)))); /* above */
        uint64_t one = before ^ after, two = before & after;
        atari[c] = (((first & one & before) >> 1) | ((last & one & after) << 1)) & lib;
        safe[c] = (((first & two) >> 1) | ((last & two) << 1)) & b->e;
    }
    uint64_t free = ((lib << 1) | (lib >> 1)) & b->all & b->e;
    *lx = b->e & ~atari[1] & (free | safe[0]);
    *lo = b->e & ~atari[0] & (free | safe[1]);
}

/* The empty points where x (lx) and o (lo) may play. */
static void nogo_legal(const nogo_bb *b, uint64_t *lx, uint64_t *lo) {
    if (b->rows == 1 || b->cols == 1) {
        nogo_legal_line(b, lx, lo);
        return;
    }
    uint64_t lib = b->e | b->d, atari[2] = {0, 0}, safe[2] = {0, 0};
    for (int c = 0; c < 2; c++) {
        uint64_t stones = c ? b->o : b->x, todo = stones;
        while (todo) {
            uint64_t g = nogo_group(b, stones, todo & -todo);
            todo &= ~g;
            uint64_t around = nogo_nb(b, g), l = around & lib;
            if (l & (l - 1))
                safe[c] |= around & b->e; /* two liberties: one stays */
            else
                atari[c] |= l;
        }
    }
    uint64_t free = nogo_nb(b, lib) & b->e;
    *lx = b->e & ~atari[1] & (free | safe[0]);
    *lo = b->e & ~atari[0] & (free | safe[1]);
}

/* The components of a board of at most 64 points whose dead points are
 * marked (b->d), as masks into out (room for 64): each empty point with the
 * empty points and groups next to it (x's stones link to x's, o's to o's),
 * its dead neighbours added.  Returns how many. */
static unsigned nogo_parts(uint64_t *out, const nogo_bb *b) {
    uint64_t e = b->e, x = b->x, o = b->o, todo = e;
    unsigned n = 0;
    if (b->cols == 1) {
        /* a column: cell i is linked to i + 1 unless one is not a point (a
         * wall or dead), or they hold stones of two colours; a part is a run
         * of links */
        uint64_t pts = e | x | o;
        uint64_t link = pts & (pts >> 1) & ~((x & (o >> 1)) | (o & (x >> 1)));
        while (todo) {
            unsigned i = (unsigned)__builtin_ctzll(todo);
            uint64_t below = ~link & ((1ull << i) - 1);
            unsigned lo = below ? 64 - (unsigned)__builtin_clzll(below) : 0;
            uint64_t above = ~(link >> i);
            unsigned hi = i + (above ? (unsigned)__builtin_ctzll(above) : 64 - i - 1);
            uint64_t comp = (hi >= 63 ? ~0ull : (1ull << (hi + 1)) - 1) & ~((1ull << lo) - 1);
            todo &= ~comp;
            out[n++] = comp | (nogo_nb(b, comp) & b->d);
        }
        return n;
    }
    while (todo) {
        uint64_t comp = todo & -todo, prev = 0;
        while (comp != prev) {
            prev = comp;
            comp |= (nogo_nb(b, comp & e) & (e | x | o)) | (nogo_nb(b, comp & x) & (e | x)) |
                    (nogo_nb(b, comp & o) & (e | o));
        }
        todo &= ~comp;
        out[n++] = comp | (nogo_nb(b, comp) & b->d);
    }
    return n;
}

/* The components of the board p (nogo_parts) into s. */
static void nogo_emit_parts(position_sink *s, const uint8_t *p, size_t len, const nogo_bb *b) {
    uint64_t e = b->e, x = b->x, o = b->o;
    if ((x & nogo_nb(b, o)) == 0 && (e | x | o) == b->all) {
        if (e) memcpy(position_sink_push(s, 0, len), p, len); /* one part: the board */
        return;
    }
    uint64_t parts[64];
    unsigned n = nogo_parts(parts, b);
    for (unsigned i = 0; i < n; i++) grid_emit_mask(s, p, parts[i], 3, NULL);
}

static void nogo_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    if ((size_t)p[0] * p[1] > 64) {
        nogo_options_slow(s, p, len, arg);
        return;
    }
    nogo_bb b;
    nogo_load(&b, p);
    uint64_t legal_side[2];
    nogo_legal(&b, &legal_side[0], &legal_side[1]);
    for (int side = 0; side < 2; side++)
        for (uint64_t m = legal_side[side]; m; m &= m - 1) {
            uint8_t *q = position_sink_push(s, side, len);
            memcpy(q, p, len);
            q[2 + __builtin_ctzll(m)] = (uint8_t)(side + 1);
        }
}

/* nogo_split_slow with the dead points found from the legal moves. */
static void nogo_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    (void)arg;
    if ((size_t)p[0] * p[1] > 64) {
        nogo_split_slow(s, p, len, arg);
        return;
    }
    nogo_bb b;
    nogo_load(&b, p);
    uint64_t lx, lo;
    nogo_legal(&b, &lx, &lo);
    uint64_t dead = b.e & ~(lx | lo);
    uint8_t q[2 + 64];
    if (dead) {
        memcpy(q, p, len);
        for (uint64_t m = dead; m; m &= m - 1) q[2 + __builtin_ctzll(m)] = 4;
        b.e &= ~dead;
        b.d |= dead;
        p = q;
    }
    nogo_emit_parts(s, p, len, &b);
}

/* ---- impartial NoGo's nim values by the shared search (nimsearch.h) -------
 * A component (one of nogo_parts) is three words over its bounding box of
 * h rows and w columns (w <= h, cell r * w + c): k[0] the empty points,
 * k[1] x's stones and the dead points, k[2] o's stones and the dead points
 * (a dead point is in both); the other cells are walls.  In impartial NoGo
 * either player places either colour, so swapping the colours keeps the
 * value, as do the symmetries of the box; a line (w = 1) has its runs of
 * one colour, and of dead points, made one point (a group on a line has the
 * liberties at its two ends only, and a dead point is a liberty for good).
 * Normalised, a component is the least of its images (k[0], then k[1],
 * k[2]).  A move (point p, colour c) is the code 2p + c. */

typedef struct nogo_img {
    uint64_t k[3];
} nogo_img;

static inline bool img_less(const nogo_img *a, const nogo_img *b) {
    for (int i = 0; i < 3; i++)
        if (a->k[i] != b->k[i]) return a->k[i] < b->k[i];
    return false;
}

/* img and its colour swap against *best. */
static inline void img_try(nogo_img *best, uint64_t e, uint64_t a, uint64_t b) {
    nogo_img x = {{e, a, b}}, y = {{e, b, a}};
    if (img_less(&x, best)) *best = x;
    if (img_less(&y, best)) *best = y;
}

/* A line of h cells (w = 1) with each run of x's, o's or dead points made
 * one point; the new length into *h. */
static void nogo_line_runs(uint64_t k[3], unsigned *h) {
    uint64_t x = k[1] & ~k[2], o = k[2] & ~k[1], d = k[1] & k[2];
    uint64_t drop = (x & (x << 1)) | (o & (o << 1)) | (d & (d << 1));
    /* removed from the highest, so that the lower positions stay put */
    while (drop) {
        unsigned i = 63 - (unsigned)__builtin_clzll(drop);
        uint64_t low = (1ull << i) - 1;
        for (int j = 0; j < 3; j++) k[j] = (k[j] & low) | ((k[j] >> 1) & ~low);
        drop &= low;
        (*h)--;
    }
}

static void nogo_normalise_comp(nimsearch_comp *c) {
    unsigned h = c->h, w = c->w;
    uint64_t *k = c->k;
    if (w > h) {
        for (int i = 0; i < 3; i++) k[i] = nimsearch_transpose(k[i], h, w);
        unsigned t = h;
        h = w;
        w = t;
    }
    if (w == 1) nogo_line_runs(k, &h);
    nogo_img best = {{k[0], k[1], k[2]}};
    img_try(&best, k[0], k[2], k[1]);
    uint64_t v[3], r[3];
    for (int i = 0; i < 3; i++) r[i] = nimsearch_rot180(k[i], h, w);
    img_try(&best, r[0], r[1], r[2]);
    if (w > 1) {
        for (int i = 0; i < 3; i++) v[i] = nimsearch_vflip(k[i], h, w);
        img_try(&best, v[0], v[1], v[2]);
        for (int i = 0; i < 3; i++) v[i] = nimsearch_rot180(v[i], h, w);
        img_try(&best, v[0], v[1], v[2]);
    }
    if (h == w && w > 1) {
        uint64_t t[3];
        for (int i = 0; i < 3; i++) t[i] = nimsearch_transpose(k[i], h, w);
        img_try(&best, t[0], t[1], t[2]);
        for (int i = 0; i < 3; i++) r[i] = nimsearch_rot180(t[i], h, w);
        img_try(&best, r[0], r[1], r[2]);
        for (int i = 0; i < 3; i++) v[i] = nimsearch_vflip(t[i], h, w);
        img_try(&best, v[0], v[1], v[2]);
        for (int i = 0; i < 3; i++) v[i] = nimsearch_rot180(v[i], h, w);
        img_try(&best, v[0], v[1], v[2]);
    }
    memcpy(k, best.k, sizeof best.k);
    c->h = (uint8_t)h;
    c->w = (uint8_t)w;
    nimsearch_hash(c, 3);
}

static void nogo_comp_bb(nogo_bb *b, const nimsearch_comp *c) {
    nogo_set(b, c->h, c->w, c->k[0], c->k[1] & ~c->k[2], c->k[2] & ~c->k[1], c->k[1] & c->k[2]);
}

/* The parts of the board b (dead points not yet marked) of at least two
 * empty points into out (at most NIMSEARCH_MAX_PARTS: past that the rest
 * share the last, which is a sum as good as any), those of one (*1: its
 * point is playable, and then nothing is) XORed into *x. */
static unsigned nogo_nim_parts(nimsearch_comp *out, unsigned *x, nogo_bb *b) {
    uint64_t lx, lo;
    nogo_legal(b, &lx, &lo);
    uint64_t dead = b->e & ~(lx | lo);
    b->e &= ~dead;
    b->d |= dead;
    uint64_t masks[64];
    unsigned n = nogo_parts(masks, b), k = 0;
    for (unsigned i = 0; i < n; i++) {
        uint64_t m = b->e & masks[i];
        if (m & (m - 1))
            masks[k++] = masks[i];
        else
            *x ^= 1;
    }
    for (; k > NIMSEARCH_MAX_PARTS; k--) masks[k - 2] |= masks[k - 1];
    for (unsigned i = 0; i < k; i++) {
        uint64_t m = masks[i];
        unsigned r0, c0, nh, nw, w = (unsigned)b->cols;
        nimsearch_box(&r0, &c0, &nh, &nw, m, (unsigned)b->rows, w);
        nimsearch_comp *c = &out[i];
        c->k[0] = nimsearch_crop_word(b->e & m, r0, c0, nh, nw, w);
        c->k[1] = nimsearch_crop_word((b->x | b->d) & m, r0, c0, nh, nw, w);
        c->k[2] = nimsearch_crop_word((b->o | b->d) & m, r0, c0, nh, nw, w);
        c->h = (uint8_t)nh;
        c->w = (uint8_t)nw;
        nogo_normalise_comp(c);
    }
    return k;
}

static unsigned nogo_nim_count(const void *ctx, const nimsearch_comp *c) {
    (void)ctx;
    nogo_bb b;
    uint64_t lx, lo;
    nogo_comp_bb(&b, c);
    nogo_legal(&b, &lx, &lo);
    return nimsearch_popcount(lx) + nimsearch_popcount(lo);
}

/* The points of every box of h x w <= 64 points from its centre out (by
 * the squared distance of the point from the box's centre, then in row
 * order): the search's order of moves (NIMSEARCH_ORDERED).  From the centre
 * out, 3x6 took 3.61 million positions instead of 4.48 million by the hash,
 * 2x9 3.21 million instead of 4.42, 3x5 193,682 instead of 318,696
 * (docs/performance-notes.md). */
#define NOGO_ORDER_POOL 10096 /* the sum of h * w over the boxes */
typedef struct nogo_order {
    uint16_t at[65][65]; /* box h x w: its points from pool[at[h][w]] on */
    uint8_t pool[NOGO_ORDER_POOL];
} nogo_order;

/* Built once a process (pthread_once): a run of a tiny board, as a sweep
 * makes thousands of, costs less than sorting the 280 boxes again. */
static nogo_order nogo_order_tab;
static pthread_once_t nogo_order_once = PTHREAD_ONCE_INIT;

static void nogo_order_init(void) {
    nogo_order *o = &nogo_order_tab;
    size_t used = 0;
    for (unsigned h = 1; h <= 64; h++)
        for (unsigned w = 1; h * w <= 64; w++) {
            uint8_t *pt = o->pool + used;
            unsigned key[64], n = h * w;
            o->at[h][w] = (uint16_t)used;
            for (unsigned p = 0; p < n; p++) {
                int dr = 2 * (int)(p / w) - (int)(h - 1), dc = 2 * (int)(p % w) - (int)(w - 1);
                key[p] = (unsigned)(dr * dr + dc * dc) << 6 | p; /* distinct */
            }
            for (unsigned i = 1; i < n; i++) /* insertion sort: once a run */
                for (unsigned j = i; j > 0 && key[j] < key[j - 1]; j--) {
                    unsigned t = key[j];
                    key[j] = key[j - 1];
                    key[j - 1] = t;
                }
            for (unsigned i = 0; i < n; i++) pt[i] = (uint8_t)(key[i] & 63);
            used += n;
        }
}

static unsigned nogo_nim_moves(const void *ctx, uint64_t *mv, const nimsearch_comp *c) {
    const nogo_order *o = ctx;
    nogo_bb b;
    uint64_t lx, lo;
    unsigned n = 0, np = (unsigned)c->h * c->w;
    nogo_comp_bb(&b, c);
    nogo_legal(&b, &lx, &lo);
    const uint8_t *pt = o->pool + o->at[c->h][c->w];
    for (unsigned i = 0; i < np; i++) {
        unsigned p = pt[i];
        if (lx >> p & 1) mv[n++] = 2 * (uint64_t)p;
        if (lo >> p & 1) mv[n++] = 2 * (uint64_t)p + 1;
    }
    return n;
}

static unsigned nogo_nim_play(const void *ctx, nimsearch_comp *parts, unsigned *x,
                              const nimsearch_comp *c, uint64_t mv) {
    (void)ctx;
    nogo_bb b;
    nogo_comp_bb(&b, c);
    uint64_t p = 1ull << (mv >> 1);
    b.e &= ~p;
    if (mv & 1)
        b.o |= p;
    else
        b.x |= p;
    return nogo_nim_parts(parts, x, &b);
}

static int nogo_nim_known(const void *ctx, const nimsearch_comp *c) {
    (void)ctx;
    return c->size <= 1 ? (int)c->size : -1;
}

/* ctx: the order of the points (nogo_order_tab, built before a search) */
static const nimsearch_game nogo_nim_game = {"impartial_nogo", 3,
                                             &nogo_order_tab,  nogo_nim_moves,
                                             nogo_nim_play,    nogo_nim_count,
                                             nogo_nim_known,   NIMSEARCH_ORDERED};

int nogo_board_nim_run(unsigned *nim, nimsearch_stats *st, const uint8_t *p, size_t len,
                       const games_nim_run *run) {
    *nim = 0;
    if (st) memset(st, 0, sizeof *st);
    if (len < 2 || len != 2 + (size_t)p[0] * p[1])
        return cgt_error(CGT_EPARSE, "impartial_nogo: not a board of the position engine");
    if ((size_t)p[0] * p[1] > 64)
        return cgt_error(CGT_EUSAGE,
                         "impartial_nogo: a board of %u x %u points is over the solver's 64 "
                         "(cgt eval 'impartial_nogo(\"...\")' takes larger boards to the "
                         "position engine)",
                         p[0], p[1]);
    nogo_bb b;
    nogo_load(&b, p);
    nimsearch_comp parts[NIMSEARCH_MAX_PARTS];
    unsigned x = 0, n = nogo_nim_parts(parts, &x, &b);
    pthread_once(&nogo_order_once, nogo_order_init);
    nimsearch *s;
    int rc = nimsearch_new(&s, &nogo_nim_game);
    if (rc == 0 && run) nimsearch_set_method(s, run->method);
    if (rc == 0 && run && run->checkpoint)
        rc = nimsearch_resume(s, run->checkpoint, run->every, NULL);
    if (rc == 0) rc = nimsearch_nim(s, nim, parts, n, x, run && run->outcome);
    nimsearch_free(s, st);
    return rc;
}

int nogo_board_nim(unsigned *nim, const uint8_t *p, size_t len, int outcome) {
    *nim = 0;
    if (len < 2 || (size_t)p[0] * p[1] > 64 || len != 2 + (size_t)p[0] * p[1]) return 1;
    games_nim_run run = {outcome, NIMSEARCH_LV, 0, NULL, 0};
    return nogo_board_nim_run(nim, NULL, p, len, &run);
}

/* position_rules.normalise: a board of one row or one column becomes one
 * row in which each run of stones of one colour is one stone (on a line a
 * group's liberties are the points at its two ends: the game is the same),
 * then the least (bytewise) of it, its reversal and their colour swaps;
 * other boards go through the 8 symmetries and the colour swap
 * (grid_normalise_colours).  Swapping the colours negates the value. */
static int nogo_normalise(uint8_t *p, size_t *len, const void *arg) {
    size_t cells = (size_t)p[0] * p[1], n = 0;
    if ((p[0] != 1 && p[1] != 1) || cells < 2 || cells > GRID_MAX_SIDE)
        return grid_normalise_colours(p, len, arg);
    static const uint8_t swap[5] = {0, 2, 1, 3, 4};
    uint8_t line[GRID_MAX_SIDE];
    for (size_t i = 0; i < cells; i++) {
        uint8_t c = p[2 + i] < 5 ? p[2 + i] : 3; /* only 0 to 4 occur */
        if (n == 0 || c != line[n - 1] || (c != 1 && c != 2)) line[n++] = c;
    }
    uint8_t img[4][GRID_MAX_SIDE];
    for (size_t i = 0; i < n; i++) {
        uint8_t c = line[i];
        img[0][i] = c;
        img[1][n - 1 - i] = c;
        img[2][i] = swap[c];
        img[3][n - 1 - i] = swap[c];
    }
    int best = 0;
    for (int k = 1; k < 4; k++)
        if (memcmp(img[k], img[best], n) < 0) best = k;
    p[0] = 1;
    p[1] = (uint8_t)n;
    memcpy(p + 2, img[best], n);
    *len = 2 + n;
    return best >= 2 ? -1 : 1;
}

/* The cell-by-cell reference (tests/games compares the two). */
const position_rules nogo_rules_slow = {"nogo", nogo_options_slow, nogo_split_slow,
                                        grid_normalise_colours, NULL};

/* The 8 symmetries of the board keep the value; swapping colours negates. */
static const position_rules nogo_rules = {"nogo", nogo_options, nogo_split, nogo_normalise, NULL};

/* A position given must be legal: every group has a liberty. */
static int nogo_check(uint8_t **pos, size_t *len, const char *what) {
    const uint8_t *p = *pos;
    size_t rows = p[0], cols = p[1];
    uint8_t seen[GRID_MAX_CELLS];
    uint16_t stack[GRID_MAX_CELLS];
    for (size_t i = 0; i < rows * cols; i++)
        if ((p[2 + i] == 1 || p[2 + i] == 2) && !has_liberty(p + 2, rows, cols, i, seen, stack)) {
            int rc =
                cgt_error(CGT_EPARSE,
                          "column %zu: the group of the stone in row %zu, column %zu has no "
                          "liberty (illegal in %s)",
                          i / cols * (cols + 1) + i % cols + 1, i / cols + 1, i % cols + 1, what);
            cgt_free(*pos);
            *pos = NULL;
            *len = 0;
            return rc;
        }
    return 0;
}

static int nogo_parse(uint8_t **pos, size_t *len, const char *text) {
    int rc = grid_parse(pos, len, text, nogo_chars, "nogo");
    return rc < 0 ? rc : nogo_check(pos, len, "nogo");
}

static int inogo_parse(uint8_t **pos, size_t *len, const char *text) {
    int rc = grid_parse(pos, len, text, nogo_chars, "impartial_nogo");
    return rc < 0 ? rc : nogo_check(pos, len, "impartial_nogo");
}

static char *nogo_format(const uint8_t *p, size_t len) {
    return grid_format(p, len, nogo_print_chars);
}

const games_def games_def_nogo = {
    "nogo",
    "nogo(\"...|...\")  NoGo: x Left, o Right place stones; no group may lose its last "
    "liberty",
    "...|...",
    nogo_parse,
    nogo_format,
    &nogo_rules,
    GAMES_DEF_BOARD,
    0,
    "impartial_nogo"};

const games_def games_def_impartial_nogo = {
    "impartial_nogo",
    "impartial_nogo(\"...|...\")  NoGo where either player places either colour; a nimber",
    "...|...",
    inogo_parse,
    nogo_format,
    &nogo_rules,
    POSITION_IMPARTIAL | GAMES_DEF_BOARD,
    0,
    NULL};
