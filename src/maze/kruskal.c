/* kruskal.c - Kruskal's maze in tiles: the minimum spanning tree of the
 * grid under random segment weights, found with a working set that fits
 * in cache.
 *
 * Kruskal's generator opens the segments in a uniformly random order
 * wherever they join two regions, so the maze is the minimum spanning tree
 * of the grid when the segments are weighted by an independent random key
 * each: a 64-bit hash of the segment under a key drawn from the seed, ties
 * (about one pair in 2^64 / segments^2) broken by the segment's number.
 * Processing the segments in that order needs the regions of two random
 * cells per segment: one miss to memory each once the board is past the
 * caches, and the cost per cell rises with the board (docs/performance.md).
 * Here the same tree is found tile by tile:
 *
 * 1. Each KT x KT tile takes the minimum spanning tree of its own segments
 *    (Kruskal in the tile: its sort, its union-find, all in cache).  A
 *    segment left out is the heaviest on a cycle inside the tile, so it is
 *    not in the whole tree either (the cycle property).
 * 2. The tile's *terminals* are its cells with a neighbour in another tile.
 *    Leaves that are not terminals are pruned, again and again: a pruned
 *    segment cuts off cells with no way out of the tile but through it, and
 *    it is the lightest such segment (it is in the tile's tree), so it is
 *    in the whole tree (the cut property): its door is opened now.
 * 3. What is left is the tile's tree spanning its terminals.  It is cut at
 *    the terminals and at the cells of degree 3 or more ("key" cells) into
 *    chains.  Every cycle of the whole board that uses a segment of a chain
 *    runs along the whole chain (its inner cells have no other way out), so
 *    every segment of a chain but the heaviest is in the whole tree (it is
 *    never the heaviest of a cycle): their doors are opened now.  The chain
 *    becomes one edge between its two key cells, weighted by its heaviest
 *    segment, which is opened if that edge is.
 * 4. The chain edges of every tile and the segments between tiles form a
 *    graph of about one edge for 18 cells (a key cell numbered inside its
 *    tile's block of ids); Kruskal's loop on that graph opens the rest.
 *
 * The tree is the one Kruskal's loop over all the segments in key order
 * gives, door for door (tests/maze/test_gen_ref.c: a plain sort of every
 * segment and a union-find).  Each key is a hash of the segment, not a
 * draw in sequence, so a tile makes its own keys. */
#include <string.h>

#include "maze_internal.h"

enum {
    KT = 128,      /* tile side; local cell l = row * KT + column */
    KB = 8 * KT,   /* compact ids per tile: perimeter slots, then branch cells */
    KR_AHEAD2 = 16 /* top-level segments whose parents are fetched ahead */
};

/* An edge of a sort: its key, its two ends and the segment it opens
 * (cell << 1 | south). */
typedef struct kedge {
    uint64_t key;
    uint32_t a, b, seg, pad;
} kedge;

/* The random weight of segment s: the output of splitmix64 for the stream
 * seeded by k. */
static inline uint64_t kr_key(uint64_t k, uint64_t s) {
    uint64_t z = k + (s + 1) * 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static inline int kedge_less(const kedge *x, const kedge *y) {
    return x->key < y->key || (x->key == y->key && x->seg < y->seg);
}

/* Sorts a[0..n) by (key, seg): a stable radix sort on the key's top 16 or
 * 24 bits, 8 at a time (through tmp), enough to leave runs of about one
 * edge, then insertion on the whole order. */
static void kedge_sort(kedge *a, kedge *tmp, size_t n) {
    int passes = n > 65536 ? 3 : 2;
    kedge *src = a, *dst = tmp;
    for (int p = 0; p < passes; p++) {
        int sh = 64 - 8 * passes + 8 * p;
        size_t count[256] = {0};
        for (size_t i = 0; i < n; i++) count[src[i].key >> sh & 255]++;
        for (size_t b = 0, at = 0; b < 256; b++) {
            size_t c = count[b];
            count[b] = at;
            at += c;
        }
        for (size_t i = 0; i < n; i++) dst[count[src[i].key >> sh & 255]++] = src[i];
        kedge *x = src;
        src = dst;
        dst = x;
    }
    if (src != a) memcpy(a, src, n * sizeof *a);
    for (size_t i = 1; i < n; i++) {
        if (!kedge_less(&a[i], &a[i - 1])) continue;
        kedge x = a[i];
        size_t j = i;
        for (; j > 0 && kedge_less(&x, &a[j - 1]); j--) a[j] = a[j - 1];
        a[j] = x;
    }
}

/* Union-find with path halving over parents of type T: tf_find inside a
 * tile (16-bit parents: a tile has KT * KT cells), cf_find over the compact
 * ids of the top level (links by index). */
#define UF_FIND(name, T)                                                                           \
    static inline T name(T *p, T x) {                                                              \
        while (p[x] != x) {                                                                        \
            p[x] = p[p[x]];                                                                        \
            x = p[x];                                                                              \
        }                                                                                          \
        return x;                                                                                  \
    }
UF_FIND(tf_find, uint16_t)
UF_FIND(cf_find, uint32_t)

/* A growable array of edges. */
typedef struct kvec {
    kedge *v;
    size_t n, cap;
} kvec;
static inline void kvec_push(kvec *k, uint64_t key, uint32_t a, uint32_t b, uint32_t seg) {
    if (k->n == k->cap) {
        k->cap = k->cap ? 2 * k->cap : 4096;
        k->v = cgt_realloc(k->v, k->cap * sizeof *k->v);
    }
    k->v[k->n++] = (kedge){key, a, b, seg, 0};
}

/* Directions in a cell's tree mask: bit 0 north, 1 east, 2 south, 3 west
 * (GRID_N..GRID_W); a step in direction d moves the local index by dl[d]. */
static const int dl[4] = {-KT, 1, KT, -1};

/* The geometry of the board's tiles. */
typedef struct tiling {
    long rows, cols, trows, tcols;
    uint64_t key;   /* the weights' hash key */
    uint64_t recip; /* mz_recip(cols) */
    const grid *g;  /* the board; with `preset`, its open doors come first */
    int preset;
} tiling;

/* The key of segment s = x << 1 | south of cell x = (r, c): its hash; with
 * `preset` (the connection-matrix method), 0 for a door open from the start
 * and the hash with bit 16 set for the others (so a sort word's key bits,
 * the top 48, are 0 exactly for the doors open from the start).  Read only
 * before the tiles open doors of their own. */
static inline uint64_t seg_key_rc(const tiling *t, uint32_t s, long r, long c) {
    if (!t->preset) return kr_key(t->key, s);
    if ((s & 1) ? mz_is_s(t->g, r, c) : mz_is_e(t->g, r, c)) return 0;
    return kr_key(t->key, s) | 1ULL << 16; /* never 0, not even in the top 48 bits */
}
static inline uint64_t seg_key(const tiling *t, uint32_t s) {
    if (!t->preset) return kr_key(t->key, s);
    long cell = (long)(s >> 1), r = (long)mz_div((uint64_t)cell, t->recip);
    return seg_key_rc(t, s, r, cell - r * t->cols);
}

static inline long tile_h(const tiling *t, long tr) {
    long h = t->rows - tr * KT;
    return h < KT ? h : KT;
}
static inline long tile_w(const tiling *t, long tc) {
    long w = t->cols - tc * KT;
    return w < KT ? w : KT;
}
/* The perimeter slot of a border cell (lr, lc) of an h x w tile: the top
 * row, the bottom row, then the left and right columns without corners. */
static inline uint32_t perim_slot(long lr, long lc, long h, long w) {
    if (lr == 0) return (uint32_t)lc;
    if (lr == h - 1) return (uint32_t)(w + lc);
    return (uint32_t)(2 * w + (lc == 0 ? lr - 1 : h - 2 + lr - 1));
}

/* Opens (open = 1) or closes segment s (cell << 1 | south) of the board. */
static inline void set_seg(grid *g, const tiling *t, uint32_t s, int open) {
    long cell = (long)(s >> 1), r = (long)mz_div((uint64_t)cell, t->recip), c = cell - r * t->cols;
    if (s & 1) {
        if (open)
            mz_open_s(g, r, c);
        else
            mz_close_s(g, r, c);
    } else if (open)
        mz_open_e(g, r, c);
    else
        mz_close_e(g, r, c);
}

/* A sort of a tile's segments as words: the key's top bits above `low` low
 * bits holding the segment's local code l << 1 | south (l = row * KT +
 * column in the tile at (r0, c0)), codes in the order of the segments'
 * numbers. */
typedef struct wsort {
    const tiling *t;
    long r0, c0;
    int low;
} wsort;
static inline uint32_t ws_seg(const wsort *s, uint64_t word) {
    uint32_t code = (uint32_t)(word & ((1ULL << s->low) - 1)), l = code >> 1;
    return (uint32_t)((s->r0 + l / KT) * s->t->cols + s->c0 + l % KT) << 1 | (code & 1);
}

/* Sorts words by (key, segment): a stable radix sort on the top 16 bits, 8
 * at a time (through tmp and back: two passes; 256 buckets keep the
 * scattered writes in the first-level cache), which leaves runs of about one
 * word, then insertion on the whole words, and for the rare equal key bits
 * the whole keys. */
static void word_sort(uint64_t *a, uint64_t *tmp, size_t n, const wsort *ws) {
    for (int p = 0; p < 2; p++) {
        int sh = 48 + 8 * p;
        uint32_t count[256] = {0};
        for (size_t i = 0; i < n; i++) count[a[i] >> sh & 255]++;
        for (uint32_t b = 0, at = 0; b < 256; b++) {
            uint32_t x = count[b];
            count[b] = at;
            at += x;
        }
        for (size_t i = 0; i < n; i++) tmp[count[a[i] >> sh & 255]++] = a[i];
        uint64_t *x = a;
        a = tmp;
        tmp = x;
    }
    for (size_t i = 1; i < n; i++) {
        uint64_t x = a[i];
        if (x >= a[i - 1]) continue;
        size_t j = i;
        for (; j > 0 && a[j - 1] > x; j--) a[j] = a[j - 1];
        a[j] = x;
    }
    int low = ws->low;
    for (size_t i = 1; i < n; i++) {
        /* (with preset, key bits 0: doors open from the start, in code order
         * already) */
        if (a[i] >> low != a[i - 1] >> low || (ws->t->preset && a[i] >> low == 0)) continue;
        /* equal key bits: by the whole keys, then the segment */
        uint64_t x = a[i], kx = seg_key(ws->t, ws_seg(ws, x));
        size_t j = i;
        for (; j > 0 && a[j - 1] >> low == x >> low; j--) {
            uint64_t y = a[j - 1], ky = seg_key(ws->t, ws_seg(ws, y));
            if (ky < kx || (ky == kx && ws_seg(ws, y) < ws_seg(ws, x))) break;
            a[j] = y;
        }
        a[j] = x;
    }
}

/* The per-tile scratch. */
typedef struct tile_work {
    uint64_t e[2 * KT * KT], tmp[2 * KT * KT];
    uint16_t parent[KT * KT];
    uint8_t mask[KT * KT], term[KT * KT], key[KT * KT], rank[KT * KT];
    uint16_t stack[KT * KT];
    uint32_t id[KT * KT];
} tile_work;

/* Steps 1-3 for tile (tr, tc): opens its sure doors and adds its chain
 * edges and its segments to the east and south tiles to top. */
static void do_tile(grid *g, const tiling *t, long tr, long tc, tile_work *w, kvec *top) {
    long h = tile_h(t, tr), wd = tile_w(t, tc), r0 = tr * KT, c0 = tc * KT;
    long cols = t->cols;
    uint32_t base = (uint32_t)((tr * t->tcols + tc) * KB);
    int up = r0 > 0, down = r0 + h<t->rows, left = c0> 0, right = c0 + wd < cols;
    /* 1: the tile's segments in key order, Kruskal's loop on them.  A
     * segment is sorted as one word: its key's top 48 bits, then its local
     * code l << 1 | south (in the order of the segments' numbers). */
    size_t m = 0;
    for (long lr = 0; lr < h; lr++)
        for (long lc = 0; lc < wd; lc++) {
            uint32_t l = (uint32_t)(lr * KT + lc), x = (uint32_t)((r0 + lr) * cols + c0 + lc);
            w->parent[l] = (uint16_t)l;
            w->rank[l] = 0;
            w->mask[l] = 0;
            w->term[l] = (uint8_t)((lr == 0 && up) || (lr == h - 1 && down) || (lc == 0 && left) ||
                                   (lc == wd - 1 && right));
            if (lc + 1 < wd)
                w->e[m++] = (seg_key_rc(t, x << 1, r0 + lr, c0 + lc) & ~0xffffULL) | l << 1;
            if (lr + 1 < h)
                w->e[m++] =
                    (seg_key_rc(t, x << 1 | 1, r0 + lr, c0 + lc) & ~0xffffULL) | (l << 1 | 1);
        }
    wsort ws = {t, r0, c0, 16};
    word_sort(w->e, w->tmp, m, &ws);
    long left_to_join = h * wd - 1;
    for (size_t i = 0; i < m && left_to_join > 0; i++) {
        uint32_t code = (uint16_t)w->e[i], u = code >> 1, v = u + ((code & 1) ? KT : 1);
        unsigned a = tf_find(w->parent, u), b = tf_find(w->parent, v);
        if (a == b) continue;
        if (w->rank[a] < w->rank[b]) { /* by rank: the finds stay short */
            unsigned x = a;
            a = b;
            b = x;
        }
        w->parent[b] = (uint16_t)a;
        w->rank[a] += w->rank[a] == w->rank[b];
        left_to_join--;
        int d = (code & 1) ? GRID_S : GRID_E; /* from u to v */
        w->mask[u] |= (uint8_t)(1u << d);
        w->mask[v] |= (uint8_t)(1u << (d ^ 2));
    }
    /* 2: prune leaves that are not terminals (their doors are sure) */
    size_t sp = 0;
    for (long lr = 0; lr < h; lr++)
        for (long lc = 0; lc < wd; lc++) {
            uint32_t l = (uint32_t)(lr * KT + lc);
            if (!w->term[l] && __builtin_popcount(w->mask[l]) == 1) w->stack[sp++] = (uint16_t)l;
        }
    while (sp > 0) {
        uint32_t v = w->stack[--sp];
        if (w->mask[v] == 0) continue; /* the last cell of a tile with no terminal */
        int d = __builtin_ctz(w->mask[v]);
        uint32_t u = (uint32_t)((int)v + dl[d]);
        long lr = (long)(v / KT), lc = (long)(v % KT);
        mz_open(g, r0 + lr, c0 + lc, d);
        w->mask[v] = 0;
        w->mask[u] &= (uint8_t) ~(1u << (d ^ 2));
        if (!w->term[u] && __builtin_popcount(w->mask[u]) == 1) w->stack[sp++] = (uint16_t)u;
    }
    /* 3: key cells (terminals, and cells of degree 3 or more) get ids */
    uint32_t branch = 4 * KT;
    for (long lr = 0; lr < h; lr++)
        for (long lc = 0; lc < wd; lc++) {
            uint32_t l = (uint32_t)(lr * KT + lc);
            w->key[l] = (uint8_t)(w->term[l] || __builtin_popcount(w->mask[l]) >= 3);
            if (w->term[l])
                w->id[l] = base + perim_slot(lr, lc, h, wd);
            else if (w->key[l])
                w->id[l] = base + branch++;
        }
    /* ... and the chains between them become edges */
    for (long lr = 0; lr < h; lr++)
        for (long lc = 0; lc < wd; lc++) {
            uint32_t a = (uint32_t)(lr * KT + lc);
            if (!w->key[a]) continue;
            while (w->mask[a]) {
                int d = __builtin_ctz(w->mask[a]);
                uint32_t prev = a, cur = (uint32_t)((int)a + dl[d]);
                uint64_t best = 0;
                uint32_t best_seg = 0;
                int have = 0;
                for (;;) {
                    /* the segment prev -> cur (direction d), opened for now */
                    w->mask[prev] &= (uint8_t) ~(1u << d);
                    w->mask[cur] &= (uint8_t) ~(1u << (d ^ 2));
                    uint32_t lo = d == GRID_N || d == GRID_W ? cur : prev;
                    uint32_t x = (uint32_t)((r0 + lo / KT) * cols + c0 + lo % KT);
                    uint32_t s = x << 1 | (uint32_t)(d == GRID_N || d == GRID_S);
                    uint64_t k = seg_key_rc(t, s, r0 + lo / KT, c0 + lo % KT);
                    if (!have || k > best || (k == best && s > best_seg)) {
                        best = k;
                        best_seg = s;
                        have = 1;
                    }
                    mz_open(g, r0 + (long)(prev / KT), c0 + (long)(prev % KT), d);
                    if (w->key[cur]) break;
                    d = __builtin_ctz(w->mask[cur]); /* the one way on */
                    prev = cur;
                    cur = (uint32_t)((int)cur + dl[d]);
                }
                /* the heaviest waits for the top level (a door open from
                 * the start stays open) */
                if (best) set_seg(g, t, best_seg, 0);
                kvec_push(top, best, w->id[a], w->id[cur], best_seg);
            }
        }
    /* the segments to the east and south tiles */
    if (right) {
        long w2 = tile_w(t, tc + 1);
        uint32_t b2 = base + KB;
        for (long lr = 0; lr < h; lr++) {
            uint32_t x = (uint32_t)((r0 + lr) * cols + c0 + wd - 1), s = x << 1;
            kvec_push(top, seg_key_rc(t, s, r0 + lr, c0 + wd - 1), w->id[lr * KT + wd - 1],
                      b2 + perim_slot(lr, 0, h, w2), s);
        }
    }
    if (down) {
        long h2 = tile_h(t, tr + 1);
        uint32_t b2 = base + (uint32_t)(t->tcols * KB);
        for (long lc = 0; lc < wd; lc++) {
            uint32_t x = (uint32_t)((r0 + h - 1) * cols + c0 + lc), s = x << 1 | 1;
            kvec_push(top, seg_key_rc(t, s, r0 + h - 1, c0 + lc), w->id[(h - 1) * KT + lc],
                      b2 + perim_slot(0, lc, h2, wd), s);
        }
    }
}

void mz_kruskal(grid *g, cgt_rng *rng, int preset) {
    tiling t = {g->rows,
                g->cols,
                (g->rows + KT - 1) / KT,
                (g->cols + KT - 1) / KT,
                cgt_rng_next(rng),
                mz_recip((uint64_t)g->cols),
                g,
                preset};
    tile_work *w = cgt_malloc(sizeof *w);
    kvec top = {NULL, 0, 0};
    for (long tr = 0; tr < t.trows; tr++)
        for (long tc = 0; tc < t.tcols; tc++) {
            if (MZ_STOP()) goto out;
            do_tile(g, &t, tr, tc, w, &top);
        }
    /* 4: Kruskal's loop on the chain edges and the segments between tiles.
     * Edges of key 0 (doors open from the start) join their ends first, in
     * any order: the regions they leave do not depend on it, and they are
     * open anyway.  Only the others are sorted (many equal keys would make
     * the sort's last insertion pass quadratic). */
    if (top.n) {
        size_t ids = (size_t)(t.trows * t.tcols) * KB, k = 0;
        uint32_t *p = cgt_malloc(ids * sizeof *p);
        for (size_t i = 0; i < ids; i++) p[i] = (uint32_t)i;
        for (size_t i = 0; i < top.n; i++) {
            if (top.v[i].key) {
                top.v[k++] = top.v[i];
                continue;
            }
            uint32_t a = cf_find(p, top.v[i].a), b = cf_find(p, top.v[i].b);
            if (a < b)
                p[a] = b;
            else if (b < a)
                p[b] = a;
        }
        top.n = k;
        kedge *tmp = cgt_malloc((top.n + 1) * sizeof *tmp);
        kedge_sort(top.v, tmp, top.n);
        cgt_free(tmp);
        for (size_t i = 0; i < top.n; i++) {
            if (MZ_STOP()) break;
            if (i + KR_AHEAD2 < top.n) {
                __builtin_prefetch(p + top.v[i + KR_AHEAD2].a, 1);
                __builtin_prefetch(p + top.v[i + KR_AHEAD2].b, 1);
            }
            uint32_t a = cf_find(p, top.v[i].a), b = cf_find(p, top.v[i].b);
            if (a == b) continue;
            if (a < b)
                p[a] = b;
            else
                p[b] = a;
            set_seg(g, &t, top.v[i].seg, 1);
        }
        cgt_free(p);
    }
out:
    cgt_free(top.v);
    cgt_free(w);
}
