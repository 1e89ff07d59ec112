/* nim.c - Cram's nim values by search (cram.h; the method in docs/cram.md):
 * Cram as a game of the shared search (nimsearch.h).
 *
 * A component is a 4-connected set of empty cells, held as the bits of a
 * 64-bit word (the key's one word) over its bounding box of h rows and w
 * columns (cell r * w + c), normalised: w <= h (so w <= 8) and the least
 * word among the images under the symmetries of the box.  A move is a
 * domino; the parts it leaves come from a flood fill on the word. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/cram.h"
#include "cgt/nimsearch.h"

/* Components have at most 6 parts after a move (a domino has 6 neighbours). */

typedef nimsearch_comp comp;

typedef struct cram_ctx {
    unsigned flags;
    unsigned nwords; /* 1, or 2 when some component has a box of over 64 cells */
    uint64_t notlast[9], notfirst[9];
    uint8_t path[65], cycle[65]; /* values of a path and a cycle of n cells */
} cram_ctx;

static inline unsigned popcount(uint64_t x) {
    return nimsearch_popcount(x);
}

static inline unsigned ctz(uint64_t x) {
    return (unsigned)__builtin_ctzll(x);
}

/* c's least image under the symmetries of its box, with w <= h (a box of at
 * most 64 cells); the hash over nwords key words. */
static void normalise(comp *c, unsigned nwords) {
    unsigned h = c->h, w = c->w;
    uint64_t b = c->k[0];
    if (w > h) {
        b = nimsearch_transpose(b, h, w);
        unsigned t = h;
        h = w;
        w = t;
    }
    c->k[0] = nimsearch_least_image(b, h, w);
    c->k[1] = c->k[2] = 0;
    c->h = (uint8_t)h;
    c->w = (uint8_t)w;
    nimsearch_hash(c, nwords);
}

/* The cells of an empty-cell set of an h x w box that are their own image
 * under the half turn or next to it. */
static uint64_t centre_mask(unsigned h, unsigned w) {
    if (h % 2 == 0 && w % 2 == 0) return 0;
    if (h % 2 && w % 2) return 1ULL << ((h / 2) * w + w / 2);
    if (h % 2) return 3ULL << ((h / 2) * w + w / 2 - 1);
    return (1ULL << ((h / 2 - 1) * w + w / 2)) | (1ULL << ((h / 2) * w + w / 2));
}

/* The mirror theorem: the second player wins by answering each move with its
 * image under the half turn. */
static bool mirror_p(const comp *c) {
    return nimsearch_rot180(c->k[0], c->h, c->w) == c->k[0] && !(c->k[0] & centre_mask(c->h, c->w));
}

/* Part x of an h x w box cropped to its bounding box and normalised. */
static void crop(comp *out, uint64_t x, unsigned h, unsigned w, unsigned nwords) {
    unsigned r0, c0, nh, nw;
    nimsearch_box(&r0, &c0, &nh, &nw, x, h, w);
    out->k[0] = nimsearch_crop_word(x, r0, c0, nh, nw, w);
    out->h = (uint8_t)nh;
    out->w = (uint8_t)nw;
    normalise(out, nwords);
}

/* m (an h x w box, w <= 8) with cells taken out that do not change its nim
 * value (Cram is played on the graph of the cells' adjacency: a domino takes
 * an edge's two ends):
 * - of two or more leaves (cells of one neighbour) on one cell, all but one:
 *   taking the cell with either leaf leaves the same position, and every
 *   other move keeps both leaves, so by induction the values agree;
 * - a cell none of whose neighbours is a leaf or another such cell, every
 *   neighbour u of which thus has a leaf l: its move with u leaves the
 *   position of the move u l without it (l alone is worth 0), and the other
 *   moves keep the cell in the same state, so by induction it can go.
 * The same reductions as Beling's solver's (github.com/beling/impartial-games,
 * "reduced stars" and "bridges"). */
static uint64_t reduce(const cram_ctx *s, uint64_t m, unsigned w) {
    uint64_t nf = s->notfirst[w], nl = s->notlast[w];
    for (;;) {
        /* cells with a neighbour to the left, right, above, below */
        uint64_t l = (m << 1) & nf & m, r = (m >> 1) & nl & m, u = (m << w) & m, d = (m >> w) & m;
        uint64_t any = l | r | u | d, two = (l & r) | (u & d) | ((l | r) & (u | d));
        uint64_t leaf = any & ~two;
        /* the leaves by the side of their neighbour; the cells they hang on */
        uint64_t ll = leaf & l, lr = leaf & r, lu = leaf & u, ld = leaf & d;
        uint64_t hub = ll >> 1, out = 0;
        uint64_t x = (lr << 1) & hub;
        out |= x >> 1;
        hub |= lr << 1;
        x = (lu >> w) & hub;
        out |= x << w;
        hub |= lu >> w;
        x = (ld << w) & hub;
        out |= x >> w;
        hub |= ld << w;
        uint64_t rest = m & ~(leaf | hub);
        uint64_t lone =
            rest & ~(((rest << 1) & nf) | ((rest >> 1) & nl) | (rest << w) | (rest >> w));
        out |= lone;
        if (!out) return m;
        m &= ~out;
    }
}

/* The horizontal edges (each by its left cell) of m that can go: in a
 * square of four cells A B / C D of which two opposite corners have no
 * neighbour outside it, the move A B leaves the position of B D up to a
 * reflection (the rest and C with one leaf), and C D that of A C; with
 * the edges A B and C D gone the other moves leave the same positions as
 * before, or (a move of B or C with an outside cell) positions that differ
 * by a second leaf on one cell (reduce()).  So the value stays (Beling's
 * solver cuts the same edges). */
static uint64_t cut_edges(const cram_ctx *s, uint64_t m, unsigned w) {
    uint64_t l = (m << 1) & s->notfirst[w] & m, r = (m >> 1) & s->notlast[w] & m;
    uint64_t u = (m << w) & m, d = (m >> w) & m;
    /* corners: top left, top right, bottom left, bottom right */
    uint64_t tl = r & d & ~l & ~u, tr = l & d & ~r & ~u, bl = r & u & ~l & ~d, br = l & u & ~r & ~d;
    uint64_t a = tl & (br >> (w + 1));        /* A top left, D bottom right */
    uint64_t b = (tr & (bl >> (w - 1))) >> 1; /* B top right, C bottom left: A's cell */
    a |= b;
    return a | (a << w);
}

/* The 4-connected parts of m (an h x w box, w <= 8) of at least four cells
 * into out (at most cap), the number of parts of two or three cells (each
 * *1) XORed into *x; returns how many parts went into out, or -1 when more
 * than cap.  With reduce set, m is reduced first (reduce()) and cut at the
 * edges of cut_edges(), and a part the cut separated is split again. */
static int split_parts(const cram_ctx *s, comp *out, unsigned cap, unsigned *x, uint64_t m,
                       unsigned h, unsigned w, bool reduced) {
    unsigned n = 0;
    uint64_t cut = 0;
    if (reduced) {
        m = reduce(s, m, w);
        if (w > 1) cut = cut_edges(s, m, w);
    }
    uint64_t all = m, go = ~cut;
    /* the cells a step right, left, down or up may enter */
    uint64_t er = all & s->notfirst[w] & (go << 1), el = all & s->notlast[w] & go;
    while (m) {
        uint64_t p = m & -m, y;
        do {
            y = p;
            p |= ((p << 1) & er) | ((p >> 1) & el) | (((p << w) | (p >> w)) & all);
        } while (p != y);
        m &= ~p;
        unsigned cells = popcount(p);
        if (cut && p != all && (p & (cut | cut << 1)) && cells >= 4) {
            /* its cells by the cut may be leaves now */
            int k = split_parts(s, out + n, cap - n, x, p, h, w, true);
            if (k < 0) return -1;
            n += (unsigned)k;
        } else if (cells >= 4) {
            if (n == cap) return -1;
            crop(&out[n++], p, h, w, s->nwords);
        } else if (cells >= 2)
            *x ^= 1; /* every move leaves at most one cell */
    }
    return (int)n;
}

/* split_parts of m, reduced unless CRAM_NO_REDUCE; if that gives more than
 * cap parts (the cuts and the cells taken out can separate many), not
 * reduced (at most 6 parts when m is a region less a domino). */
static unsigned split(const cram_ctx *s, comp *out, unsigned cap, unsigned *x, uint64_t m,
                      unsigned h, unsigned w) {
    unsigned x0 = *x;
    int n = split_parts(s, out, cap, x, m, h, w, !(s->flags & CRAM_NO_REDUCE));
    if (n >= 0) return (unsigned)n;
    *x = x0;
    return (unsigned)split_parts(s, out, cap, x, m, h, w, false);
}

/* ---- wide components: a box of 65 to 128 cells --------------------------
 *
 * A component whose bounding box has more than 64 cells is held in two key
 * words (cells 0..63 and 64..127, still r * w + c, w <= h) and handled cell
 * by cell here; its parts of at most 64 cells go back to the words above.
 * Only searches of boards over 64 cells meet them (nwords 2). */

typedef unsigned __int128 u128;

static inline bool is_wide(const comp *c) {
    return (unsigned)c->h * c->w > 64;
}

static inline u128 wide_bits(const comp *c) {
    return (u128)c->k[1] << 64 | c->k[0];
}

static inline unsigned popcount128(u128 x) {
    return popcount((uint64_t)x) + popcount((uint64_t)(x >> 64));
}

static inline unsigned ctz128(u128 x) {
    uint64_t lo = (uint64_t)x;
    return lo ? ctz(lo) : 64 + ctz((uint64_t)(x >> 64));
}

static inline unsigned top128(u128 x) {
    uint64_t hi = (uint64_t)(x >> 64);
    return hi ? 127 - (unsigned)__builtin_clzll(hi) : 63 - (unsigned)__builtin_clzll((uint64_t)x);
}

static inline u128 low128(unsigned n) {
    return n >= 128 ? ~(u128)0 : ((u128)1 << n) - 1;
}

/* The cells of column 0 of an h x w box. */
static u128 col0_128(unsigned h, unsigned w) {
    u128 m = 0;
    for (unsigned r = 0; r < h; r++) m |= (u128)1 << (r * w);
    return m;
}

/* The image of b (an h x w box) under symmetry t: bit 1 turns the rows
 * upside down, bit 2 the columns, then bit 0 transposes (into w x h). */
static u128 image128(u128 b, unsigned h, unsigned w, unsigned t) {
    u128 out = 0;
    for (; b; b &= b - 1) {
        unsigned i = ctz128(b), r = i / w, col = i % w;
        if (t & 2) r = h - 1 - r;
        if (t & 4) col = w - 1 - col;
        out |= (u128)1 << ((t & 1) ? col * h + r : r * w + col);
    }
    return out;
}

/* c from the cells b of an h x w box of more than 64 cells: its least image
 * with w <= h. */
static void normalise_wide(comp *c, u128 b, unsigned h, unsigned w, unsigned nwords) {
    u128 best = ~(u128)0;
    for (unsigned t = 0; t < 8; t++) {
        if ((h > w && (t & 1)) || (h < w && !(t & 1))) continue;
        u128 v = image128(b, h, w, t);
        if (v < best) best = v;
    }
    if (h < w) {
        unsigned x = h;
        h = w;
        w = x;
    }
    c->k[0] = (uint64_t)best;
    c->k[1] = (uint64_t)(best >> 64);
    c->k[2] = 0;
    c->h = (uint8_t)h;
    c->w = (uint8_t)w;
    nimsearch_hash(c, nwords);
    c->size = (uint8_t)popcount128(best);
}

/* Part x (4-connected, at least 4 cells) of an h x w box cropped to its
 * bounding box: into 64 bits when the box allows, else wide. */
static void crop_wide(comp *out, u128 x, unsigned h, unsigned w, unsigned nwords) {
    (void)h;
    unsigned r0 = ctz128(x) / w, r1 = top128(x) / w;
    u128 rows = 0, m = low128(w);
    for (unsigned r = r0; r <= r1; r++) rows |= (x >> (r * w)) & m;
    unsigned c0 = ctz128(rows), c1 = top128(rows), nh = r1 - r0 + 1, nw = c1 - c0 + 1;
    u128 cut = 0, nm = low128(nw);
    for (unsigned r = 0; r < nh; r++) cut |= ((x >> ((r0 + r) * w + c0)) & nm) << (r * nw);
    if (nh * nw <= 64) {
        out->k[0] = (uint64_t)cut;
        out->h = (uint8_t)nh;
        out->w = (uint8_t)nw;
        normalise(out, nwords);
    } else
        normalise_wide(out, cut, nh, nw, nwords);
}

/* The cells of m (an h x w box) reached from seed through 4-neighbours. */
static u128 flood128(u128 m, u128 seed, unsigned h, unsigned w) {
    u128 col0 = col0_128(h, w), nf = ~col0, nl = ~(col0 << (w - 1)), p = seed & m, y;
    unsigned v = w < 128 ? w : 0; /* a 1 x 128 board has no vertical step */
    do {
        y = p;
        p = (p | ((p << 1) & nf) | ((p >> 1) & nl) | (p << v) | (p >> v)) & m;
    } while (p != y);
    return p;
}

/* The parts of m (an h x w box of up to 128 cells) as split() has them. */
static unsigned split_wide(const cram_ctx *s, comp *out, unsigned *x, u128 m, unsigned h,
                           unsigned w) {
    unsigned n = 0;
    while (m) {
        u128 p = flood128(m, m & -m, h, w);
        m &= ~p;
        unsigned cells = popcount128(p);
        if (cells >= 4)
            crop_wide(&out[n++], p, h, w, s->nwords);
        else if (cells >= 2)
            *x ^= 1;
    }
    return n;
}

/* Sorts the moves mv[0 .. nd - 1] of an h x w component from the centre
 * out: by the distance (rows plus columns) of the domino's centre from the
 * box's, a horizontal domino (across the box, w <= h) before a vertical one
 * at equal distance, else in the order given.  A wide component's move is a
 * cell plus 128 when vertical (moves_wide); another's is its two cells, a
 * horizontal one a cell and its right neighbour (one column: vertical moves
 * only).  Searched in this order at equal cost (NIMSEARCH_ORDERED), the cost
 * the sum of the parts' sizes squared (NIMSEARCH_BY_SIZE), 5x9 takes 11.0
 * million positions and 4x11 4.3 million, against 13.5 and 7.8 million
 * with vertical dominoes first and the cost of moves and cells
 * (docs/performance-notes.md). */
static void centre_first(uint64_t *mv, unsigned nd, unsigned h, unsigned w, bool wide) {
    int key[NIMSEARCH_MAX_MOVES];
    for (unsigned i = 0; i < nd; i++) {
        unsigned a = wide ? (unsigned)(mv[i] & 127) : ctz(mv[i]);
        unsigned v = wide ? mv[i] >= 128 : w == 1 || mv[i] != 3ULL << a;
        int dr = 2 * (int)(a / w) + (int)v - ((int)h - 1);
        int dc = 2 * (int)(a % w) + (int)!v - ((int)w - 1);
        key[i] = 2 * ((dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc)) + (int)v;
    }
    for (unsigned i = 1; i < nd; i++) /* insertion: stable, and the lists are short */
        for (unsigned j = i; j > 0 && key[j] < key[j - 1]; j--) {
            int k = key[j];
            key[j] = key[j - 1];
            key[j - 1] = k;
            uint64_t m = mv[j];
            mv[j] = mv[j - 1];
            mv[j - 1] = m;
        }
}

/* The dominoes of a wide c: horizontal ones with their first cell, vertical
 * ones by that plus 128.  Counted when mv is NULL. */
static unsigned moves_wide(uint64_t *mv, const comp *c) {
    unsigned h = c->h, w = c->w, nd = 0;
    u128 b = wide_bits(c), last = col0_128(h, w) << (w - 1);
    u128 hm = b & (b >> 1) & ~last, vm = b & (b >> w);
    if (!mv) return popcount128(hm) + popcount128(vm);
    for (u128 x = hm; x; x &= x - 1) mv[nd++] = ctz128(x);
    for (u128 x = vm; x; x &= x - 1) mv[nd++] = 128 + ctz128(x);
    centre_first(mv, nd, h, w, true);
    return nd;
}

static unsigned play_wide(const cram_ctx *s, comp *parts, unsigned *x, const comp *c, uint64_t mv) {
    unsigned i = (unsigned)(mv & 127), w = c->w;
    u128 cells = ((u128)1 << i) | ((u128)1 << (i + (mv >= 128 ? w : 1)));
    return split_wide(s, parts, x, wide_bits(c) & ~cells, c->h, w);
}

/* The mirror theorem on a wide component. */
static bool mirror_wide(const comp *c) {
    unsigned h = c->h, w = c->w;
    u128 b = wide_bits(c), centre = 0;
    if (image128(b, h, w, 6) != b) return false;
    if (h % 2 && w % 2)
        centre = (u128)1 << ((h / 2) * w + w / 2);
    else if (h % 2)
        centre = (u128)3 << ((h / 2) * w + w / 2 - 1);
    else if (w % 2)
        centre = ((u128)1 << ((h / 2 - 1) * w + w / 2)) | ((u128)1 << ((h / 2) * w + w / 2));
    return !(b & centre);
}

/* ---- the game ---------------------------------------------------------------- */

static unsigned cram_count(const void *ctx, const comp *c) {
    const cram_ctx *s = ctx;
    if (is_wide(c)) return moves_wide(NULL, c);
    uint64_t b = c->k[0], hm = b & (b >> 1) & s->notlast[c->w];
    if (!(s->flags & CRAM_NO_REDUCE) && c->w > 1) hm &= ~cut_edges(s, b, c->w);
    return popcount(hm) + popcount(b & (b >> c->w));
}

/* The dominoes of c, as the masks of their two cells. */
static unsigned cram_moves(const void *ctx, uint64_t *mv, const comp *c) {
    const cram_ctx *s = ctx;
    if (is_wide(c)) return moves_wide(mv, c);
    unsigned w = c->w, nd = 0;
    uint64_t b = c->k[0], hm = b & (b >> 1) & s->notlast[w], vm = b & (b >> w);
    /* the moves A B and C D of a square of cut_edges() leave the positions
     * of B D and A C up to a reflection: the same values (and the value is
     * at most the number of moves left) */
    if (!(s->flags & CRAM_NO_REDUCE) && w > 1) hm &= ~cut_edges(s, b, w);
    for (uint64_t x = hm; x; x &= x - 1) mv[nd++] = 3ULL << ctz(x);
    for (uint64_t x = vm; x; x &= x - 1) mv[nd++] = (1ULL << ctz(x)) | (1ULL << (ctz(x) + w));
    centre_first(mv, nd, c->h, w, false);
    return nd;
}

static unsigned cram_play(const void *ctx, comp *parts, unsigned *x, const comp *c, uint64_t mv) {
    if (is_wide(c)) return play_wide(ctx, parts, x, c, mv);
    return split(ctx, parts, NIMSEARCH_MAX_PARTS, x, c->k[0] & ~mv, c->h, c->w);
}

static int cram_known(const void *ctx, const comp *c) {
    const cram_ctx *s = ctx;
    if (c->size <= 1) return 0;
    if (c->size <= 3) return 1;
    if ((s->flags & CRAM_MIRROR) && (is_wide(c) ? mirror_wide(c) : mirror_p(c))) return 0;
    if (!(s->flags & CRAM_NO_REDUCE) && !is_wide(c)) {
        /* no cell of three neighbours: a path (two leaves) or a cycle */
        uint64_t m = c->k[0];
        unsigned w = c->w;
        uint64_t l = (m << 1) & s->notfirst[w] & m, r = (m >> 1) & s->notlast[w] & m;
        uint64_t u = (m << w) & m, d = (m >> w) & m;
        if (!(((l & r) & (u | d)) | ((u & d) & (l | r)))) {
            uint64_t two = (l & r) | (u & d) | ((l | r) & (u | d));
            return two == m ? s->cycle[c->size] : s->path[c->size];
        }
    }
    return -1;
}

static void ctx_init(cram_ctx *s, nimsearch_game *g, unsigned flags, unsigned nwords) {
    memset(s, 0, sizeof *s);
    s->flags = flags;
    s->nwords = nwords;
    for (unsigned w = 1; w <= 8; w++) {
        uint64_t col0 = 0;
        for (unsigned i = 0; i < 64; i += w) col0 |= 1ULL << i;
        s->notfirst[w] = ~col0;
        s->notlast[w] = ~(col0 << (w - 1));
    }
    /* a domino on a path of n cells leaves paths of a and n - 2 - a cells
     * (Dawson's Kayles, the octal game 0.07); on a cycle, a path of n - 2 */
    for (unsigned n = 0; n <= 64; n++) {
        uint64_t seen = 0;
        for (unsigned a = 0; n >= 2 && a <= n - 2; a++)
            seen |= 1ULL << (s->path[a] ^ s->path[n - 2 - a]);
        s->path[n] = (uint8_t)ctz(~seen);
        s->cycle[n] = n >= 2 && s->path[n - 2] == 0;
    }
    memset(g, 0, sizeof *g);
    g->name = "cram";
    g->nwords = nwords;
    g->ctx = s;
    g->moves = cram_moves;
    g->play = cram_play;
    g->count = cram_count;
    g->known = cram_known;
    g->flags = NIMSEARCH_ORDERED | NIMSEARCH_BY_SIZE; /* cram_moves: from the centre out */
}

/* The nim value (or, with CRAM_OUTCOME, 0 or 1 for the outcome) of the sum
 * of the parts and *x, with a table of its own. */
static int solve_parts(const nimsearch_game *g, unsigned *nim, const comp *parts, size_t n,
                       unsigned x, unsigned flags, const cram_checkpoint *ck, cram_stats *st) {
    nimsearch *s;
    int rc = nimsearch_new(&s, g);
    if (rc == 0) nimsearch_set_method(s, (flags & CRAM_BR) ? NIMSEARCH_BR : NIMSEARCH_LV);
    if (rc == 0 && ck && ck->path) rc = nimsearch_resume(s, ck->path, ck->every, NULL);
    if (rc == 0) rc = nimsearch_nim(s, nim, parts, n, x, (flags & CRAM_OUTCOME) != 0);
    nimsearch_free(s, st);
    return rc;
}

/* Sets the hashes of the n parts for a search of nwords key words. */
static void rehash(comp *parts, size_t n, unsigned nwords) {
    for (size_t i = 0; i < n; i++) {
        uint8_t size = parts[i].size;
        nimsearch_hash(&parts[i], nwords);
        parts[i].size = size;
    }
}

/* The nim value of the parts and *x: the key in two words when a part is
 * wide (the parts were hashed for two). */
static int solve_any(unsigned *nim, comp *parts, size_t n, unsigned x, unsigned flags,
                     const cram_checkpoint *ck, cram_stats *st) {
    unsigned nwords = 1;
    for (size_t i = 0; i < n; i++)
        if (is_wide(&parts[i])) nwords = 2;
    if (nwords == 1) rehash(parts, n, 1);
    cram_ctx ctx;
    nimsearch_game g;
    ctx_init(&ctx, &g, flags, nwords);
    return solve_parts(&g, nim, parts, n, x, flags, ck, st);
}

/* The wide path (keys of two words when a part needs them; with a
 * checkpoint always, so that its keys are of one kind). */
static int nim_wide(unsigned *nim, int rows, int cols, const uint64_t empty[2], unsigned flags,
                    const cram_checkpoint *ck, cram_stats *st) {
    unsigned h = (unsigned)rows, w = (unsigned)cols;
    u128 b = ((u128)empty[1] << 64 | empty[0]) & low128(h * w);
    cram_ctx ctx;
    nimsearch_game g;
    ctx_init(&ctx, &g, flags, 2);
    comp parts[64];
    unsigned x = 0, n = split_wide(&ctx, parts, &x, b, h, w);
    if (ck) return solve_parts(&g, nim, parts, n, x, flags, ck, st);
    return solve_any(nim, parts, n, x, flags, NULL, st);
}

static int check_size(int rows, int cols) {
    if (rows < 1 || cols < 1 || rows * cols > CRAM_MAX_CELLS)
        return cgt_error(CGT_EUSAGE, "cram: a board of %d x %d cells is over %d cells", rows, cols,
                         CRAM_MAX_CELLS);
    return 0;
}

int cram_nim_wide(unsigned *nim, int rows, int cols, const uint64_t empty[2], unsigned flags,
                  cram_stats *st) {
    *nim = 0;
    if (st) memset(st, 0, sizeof *st);
    int rc = check_size(rows, cols);
    return rc ? rc : nim_wide(nim, rows, cols, empty, flags, NULL, st);
}

static int nim_ck(unsigned *nim, int rows, int cols, uint64_t empty, unsigned flags,
                  const cram_checkpoint *ck, cram_stats *st);

int cram_nim_checkpointed(unsigned *nim, int rows, int cols, const uint64_t empty[2],
                          unsigned flags, const cram_checkpoint *ck, cram_stats *st) {
    *nim = 0;
    if (st) memset(st, 0, sizeof *st);
    int rc = check_size(rows, cols);
    if (rc) return rc;
    if (rows * cols <= 64) return nim_ck(nim, rows, cols, empty[0], flags, ck, st);
    return nim_wide(nim, rows, cols, empty, flags, ck, st);
}

int cram_nim(unsigned *nim, int rows, int cols, uint64_t empty, unsigned flags, cram_stats *st) {
    return nim_ck(nim, rows, cols, empty, flags, NULL, st);
}

static int nim_ck(unsigned *nim, int rows, int cols, uint64_t empty, unsigned flags,
                  const cram_checkpoint *ck, cram_stats *st) {
    *nim = 0;
    if (st) memset(st, 0, sizeof *st);
    if (rows < 1 || cols < 1 || rows * cols > 64)
        return cgt_error(CGT_EUSAGE,
                         "cram: a board of %d x %d cells is over 64 cells (cram_nim_wide takes "
                         "up to %d)",
                         rows, cols, CRAM_MAX_CELLS);
    unsigned h = (unsigned)rows, w = (unsigned)cols;
    empty &= h * w >= 64 ? ~0ULL : (1ULL << (h * w)) - 1;
    if (w > h) {
        empty = nimsearch_transpose(empty, h, w);
        unsigned t = h;
        h = w;
        w = t;
    }
    cram_ctx ctx;
    nimsearch_game g;
    ctx_init(&ctx, &g, flags, 1);
    comp parts[64];
    unsigned x = 0, n = split(&ctx, parts, 64, &x, empty, h, w);
    return solve_parts(&g, nim, parts, n, x, flags, ck, st);
}

/* Pushes the empty cell j on the flood's stack unless seen. */
static inline void visit(const uint8_t *cell, unsigned char *seen, size_t *stack, size_t *top,
                         size_t j) {
    if (!cell[j] && !seen[j]) {
        seen[j] = 1;
        stack[(*top)++] = j;
    }
}

int cram_board_words(int *rows, int *cols, uint64_t empty[2], const uint8_t *p, size_t len) {
    *rows = *cols = 0;
    empty[0] = empty[1] = 0;
    if (len < 2 || len != 2 + (size_t)p[0] * p[1])
        return cgt_error(CGT_EPARSE, "cram: not a board of the position engine");
    int r = p[0], c = p[1];
    if (r * c > CRAM_MAX_CELLS)
        return cgt_error(CGT_EUSAGE,
                         "cram: a board of %d x %d cells is over the solver's %d cells (cgt eval "
                         "'cram(\"...\")' takes larger boards to the position engine)",
                         r, c, CRAM_MAX_CELLS);
    for (int i = 0; i < r * c; i++)
        if (p[2 + i] == 0) empty[i / 64] |= 1ULL << (i % 64);
    *rows = r;
    *cols = c;
    return 0;
}

int cram_board_nim(unsigned *nim, const uint8_t *p, size_t len, int outcome) {
    unsigned flags = CRAM_MIRROR | (outcome ? CRAM_OUTCOME : 0);
    *nim = 0;
    if (len < 2) return 1;
    size_t rows = p[0], cols = p[1], ncell = rows * cols;
    if (len != 2 + ncell) return 1;
    const uint8_t *cell = p + 2;
    /* the regions of empty cells, by a flood fill cell by cell */
    unsigned char *seen = cgt_calloc(ncell ? ncell : 1, 1);
    size_t *stack = cgt_malloc((ncell ? ncell : 1) * sizeof *stack);
    comp *parts = cgt_malloc((ncell / 2 + 1) * sizeof *parts);
    size_t nparts = 0;
    unsigned x = 0;
    int rc = seen && stack && parts ? 0 : cgt_error(CGT_ELIMIT, "cram: out of memory");
    for (size_t start = 0; rc == 0 && start < ncell; start++) {
        if (cell[start] || seen[start]) continue;
        size_t top = 0, r0 = rows, r1 = 0, c0 = cols, c1 = 0, count = 0;
        stack[top++] = start;
        seen[start] = 1;
        size_t first = start;
        while (top) {
            size_t i = stack[--top], r = i / cols, c = i % cols;
            count++;
            if (r < r0) r0 = r;
            if (r > r1) r1 = r;
            if (c < c0) c0 = c;
            if (c > c1) c1 = c;
            if (r > 0) visit(cell, seen, stack, &top, i - cols);
            if (r + 1 < rows) visit(cell, seen, stack, &top, i + cols);
            if (c > 0) visit(cell, seen, stack, &top, i - 1);
            if (c + 1 < cols) visit(cell, seen, stack, &top, i + 1);
        }
        if (count < 2) continue;
        if (count < 4) {
            x ^= 1; /* every move leaves at most one cell */
            continue;
        }
        size_t h = r1 - r0 + 1, w = c1 - c0 + 1;
        if (h * w > CRAM_MAX_CELLS) {
            rc = 1; /* too large for the solver's 128 bits */
            break;
        }
        /* the region's cells: those of the box connected to `first` (a
         * second region in the same box is flooded later) */
        u128 m = 0;
        for (size_t r = r0; r <= r1; r++)
            for (size_t c = c0; c <= c1; c++)
                if (!cell[r * cols + c]) m |= (u128)1 << ((r - r0) * w + (c - c0));
        u128 seed = (u128)1 << ((first / cols - r0) * w + (first % cols - c0));
        crop_wide(&parts[nparts++], flood128(m, seed, (unsigned)h, (unsigned)w), (unsigned)h,
                  (unsigned)w, 2);
    }
    if (rc == 0) rc = solve_any(nim, parts, nparts, x, flags, NULL, NULL);
    cgt_free(seen);
    cgt_free(stack);
    cgt_free(parts);
    return rc;
}
