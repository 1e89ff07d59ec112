/* nim.c - Cram's nim values by search (cram.h; the method in docs/cram.md).
 *
 * A component is a 4-connected set of empty cells, held as the bits of a
 * 64-bit word over its bounding box of h rows and w columns (cell r * w + c),
 * normalised: w <= h (so w <= 8) and the least word among the images under
 * the symmetries of the box.  The table maps a component to its nim value, or
 * while that is unknown to the set of values it is known not to have.
 *
 * win(G, n) decides whether G + *n is an N-position.  Its options are G' + *n
 * for the moves G -> G' and G + *j for j < n.  An option G' splits into
 * components; all of them but the largest get their nim values (nim_of), whose
 * XOR x is folded into the heap, and the option is a P-position iff
 * win(L, n ^ x) is false for the largest component L.  G + *n is a P-position
 * iff the nim value of G is n, so a loss stores the exact value and a win
 * excludes n.  nim_of(G) is the first k for which win(G, k) is false. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/cram.h"

/* Components have at most 6 parts after a move (a domino has 6 neighbours)
 * and at most 2 * 64 moves. */
#define MAX_PARTS 6
#define MAX_MOVES 128
/* Values excluded are remembered below this bound (nim values of Cram
 * components seen so far stay far below it). */
#define EXCL_BITS 32

typedef struct comp {
    uint64_t b;    /* empty cells, row by row, stride w */
    uint8_t h, w;  /* bounding box; w <= h once normalised */
    uint8_t cells; /* popcount(b) */
    uint32_t hash; /* of the normalised component (hash_of) */
} comp;

typedef struct option {
    uint64_t sig;  /* for sorting equal options next to each other */
    unsigned cost; /* cells of the largest unknown part */
    unsigned x;    /* XOR of the parts whose nim values are known */
    unsigned nunk; /* parts of unknown value, the largest first */
    comp unk[MAX_PARTS];
} option;

enum { SLOT_EMPTY = 0, SLOT_PARTIAL = 1, SLOT_EXACT = 2 };

typedef struct entry {
    uint64_t b;
    uint16_t hw;   /* h << 4 | w; 0 for an empty slot */
    uint8_t state; /* SLOT_* */
    uint8_t nim;   /* SLOT_EXACT: the nim value */
    uint32_t excl; /* SLOT_PARTIAL: bit k set when the value is not k */
} entry;

#define BUCKET 4

typedef struct solver {
    entry *tab;
    size_t nbuckets, count, max_buckets;
    option **frames;
    size_t nframes, depth;
    unsigned flags;
    uint64_t searched, next_report;
    uint64_t notlast[9], notfirst[9];
} solver;

/* ---- bit boards ------------------------------------------------------------ */

static inline unsigned popcount(uint64_t x) {
#ifdef __POPCNT__
    return (unsigned)__builtin_popcountll(x);
#else
    /* without the instruction the builtin is a call: the same in line */
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (unsigned)((x * 0x0101010101010101ULL) >> 56);
#endif
}
static inline unsigned ctz(uint64_t x) {
    return (unsigned)__builtin_ctzll(x);
}

static uint64_t rev64(uint64_t b) {
    b = __builtin_bswap64(b);
    b = ((b >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((b & 0x0F0F0F0F0F0F0F0FULL) << 4);
    b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
    b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
    return b;
}

static inline uint64_t row_mask(unsigned w) {
    return w >= 64 ? ~0ULL : (1ULL << w) - 1;
}

/* The half turn of an h x w box. */
static inline uint64_t rot180(uint64_t b, unsigned h, unsigned w) {
    return rev64(b) >> (64 - h * w);
}

/* The cells of column 0 of a box of width w (1..8) over the whole word. */
static const uint64_t col0_mask[9] = {
    0,
    0xFFFFFFFFFFFFFFFFULL,
    0x5555555555555555ULL,
    0x9249249249249249ULL,
    0x1111111111111111ULL,
    0x1084210842108421ULL,
    0x1041041041041041ULL,
    0x8102040810204081ULL,
    0x0101010101010101ULL,
};

/* Columns right to left (w <= 8): column k swapped with w - 1 - k. */
static inline uint64_t hflip(uint64_t b, unsigned w) {
    for (unsigned k = 0; 2 * k + 1 < w; k++) {
        unsigned d = w - 1 - 2 * k;
        uint64_t t = ((b >> d) ^ b) & (col0_mask[w] << k);
        b ^= t ^ (t << d);
    }
    return b;
}

/* Rows upside down (w <= 8). */
static uint64_t vflip(uint64_t b, unsigned h, unsigned w) {
    if (w > 8) {
        uint64_t out = 0, m = row_mask(w);
        for (unsigned r = 0; r < h; r++) out |= ((b >> (r * w)) & m) << ((h - 1 - r) * w);
        return out;
    }
    return rot180(hflip(b, w), h, w);
}

/* The h x w box transposed into a w x h box. */
static uint64_t transpose(uint64_t b, unsigned h, unsigned w) {
    uint64_t out = 0;
    while (b) {
        unsigned i = ctz(b), r = i / w, c = i % w;
        b &= b - 1;
        out |= 1ULL << (c * h + r);
    }
    return out;
}

static inline uint16_t hw_of(const comp *c) {
    return (uint16_t)(c->h << 4 | c->w);
}

static inline uint32_t hash_of(uint64_t b, uint16_t hw) {
    return (uint32_t)cgt_hash_mix(b ^ ((uint64_t)hw << 52) ^
                                  ((uint64_t)hw * 0x9E3779B97F4A7C15ULL));
}

static inline uint64_t min64(uint64_t a, uint64_t b) {
    return a < b ? a : b;
}

/* c's least image under the symmetries of its box, with w <= h. */
static void normalise(comp *c) {
    unsigned h = c->h, w = c->w;
    uint64_t b = c->b;
    if (w > h) {
        b = transpose(b, h, w);
        unsigned t = h;
        h = w;
        w = t;
    }
    uint64_t v = vflip(b, h, w), best = min64(b, v);
    best = min64(best, rot180(b, h, w));
    best = min64(best, rot180(v, h, w));
    if (h == w) {
        uint64_t t = transpose(b, h, w), tv = vflip(t, h, w);
        best = min64(best, min64(t, tv));
        best = min64(best, min64(rot180(t, h, w), rot180(tv, h, w)));
    }
    c->b = best;
    c->h = (uint8_t)h;
    c->w = (uint8_t)w;
    c->hash = hash_of(best, hw_of(c));
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
    return rot180(c->b, c->h, c->w) == c->b && !(c->b & centre_mask(c->h, c->w));
}

/* Part x of an h x w box cropped to its bounding box and normalised. */
static void crop(comp *out, uint64_t x, unsigned h, unsigned w) {
    (void)h;
    unsigned r0 = ctz(x) / w, r1 = (63 - (unsigned)__builtin_clzll(x)) / w;
    uint64_t m = row_mask(w), cols = x >> (r0 * w);
    for (unsigned sh = w, span = (r1 - r0 + 1) * w; sh < span; sh *= 2) cols |= cols >> sh;
    cols &= m;
    unsigned c0 = ctz(cols), c1 = 63 - (unsigned)__builtin_clzll(cols), nw = c1 - c0 + 1;
    uint64_t nb;
    if (nw == w) {
        nb = x >> (r0 * w);
    } else {
        uint64_t nm = row_mask(nw);
        nb = 0;
        for (unsigned r = r0; r <= r1; r++) nb |= ((x >> (r * w + c0)) & nm) << ((r - r0) * nw);
    }
    out->b = nb;
    out->h = (uint8_t)(r1 - r0 + 1);
    out->w = (uint8_t)nw;
    out->cells = (uint8_t)popcount(x);
    normalise(out);
}

/* The 4-connected parts of m (an h x w box, w <= 8) of at least two cells
 * into out; returns how many. */
static unsigned split(const solver *s, comp *out, uint64_t m, unsigned h, unsigned w) {
    unsigned n = 0;
    uint64_t nf = s->notfirst[w], nl = s->notlast[w], all = m;
    while (m) {
        uint64_t x = m & -m, y;
        do {
            y = x;
            x = (x | ((x << 1) & nf) | ((x >> 1) & nl) | (x << w) | (x >> w)) & all;
        } while (x != y);
        m &= ~x;
        if (x & (x - 1)) crop(&out[n++], x, h, w);
    }
    return n;
}

static inline unsigned moves_of(const solver *s, const comp *c) {
    uint64_t b = c->b;
    return popcount(b & (b >> 1) & s->notlast[c->w]) + popcount(b & (b >> c->w));
}

/* ---- the table ------------------------------------------------------------- */

static inline entry *tt_bucket(const solver *s, const comp *c) {
    return s->tab + (c->hash & (s->nbuckets - 1)) * BUCKET;
}

static entry *tt_find(const solver *s, const comp *c) {
    uint16_t hw = hw_of(c);
    entry *e = tt_bucket(s, c);
    for (int i = 0; i < BUCKET; i++)
        if (e[i].hw == hw && e[i].b == c->b) return &e[i];
    return NULL;
}

/* Whether the table may double (it holds old and new while it does). */
static bool tt_can_grow(const solver *s) {
    return s->nbuckets * 2 <= s->max_buckets;
}

static void tt_put(entry *tab, size_t nbuckets, const entry *x) {
    entry *e = tab + (hash_of(x->b, x->hw) & (nbuckets - 1)) * BUCKET;
    for (int i = 0; i < BUCKET; i++)
        if (!e[i].hw) {
            e[i] = *x;
            return;
        }
    /* full: the least useful entry goes (fewest cells, partial before exact) */
    int v = 0;
    unsigned best = ~0u;
    for (int i = 0; i < BUCKET; i++) {
        unsigned score = popcount(e[i].b) * 2 + (e[i].state == SLOT_EXACT);
        if (score < best) best = score, v = i;
    }
    e[v] = *x;
}

static void tt_grow(solver *s) {
    size_t nb = s->nbuckets * 2;
    entry *t = cgt_calloc(nb * BUCKET, sizeof *t);
    if (!t) {
        s->max_buckets = s->nbuckets; /* no memory: stay at this size */
        return;
    }
    for (size_t i = 0; i < s->nbuckets * BUCKET; i++)
        if (s->tab[i].hw) tt_put(t, nb, &s->tab[i]);
    cgt_free(s->tab);
    s->tab = t;
    s->nbuckets = nb;
}

/* The entry of c, created (partial, nothing excluded) if missing. */
static entry *tt_get(solver *s, const comp *c) {
    entry *e = tt_find(s, c);
    if (e) return e;
    if (s->count + 1 > s->nbuckets * BUCKET / 2 && tt_can_grow(s)) tt_grow(s);
    entry x = {c->b, hw_of(c), SLOT_PARTIAL, 0, 0};
    entry *home = tt_bucket(s, c);
    bool room = false;
    for (int i = 0; i < BUCKET; i++) room |= !home[i].hw;
    if (room) s->count++;
    tt_put(s->tab, s->nbuckets, &x);
    return tt_find(s, c);
}

static void tt_exact(solver *s, const comp *c, unsigned nim) {
    entry *e = tt_get(s, c);
    e->state = SLOT_EXACT;
    e->nim = (uint8_t)nim;
    e->excl = 0;
}

static void tt_exclude(solver *s, const comp *c, unsigned n) {
    if (n >= EXCL_BITS) return;
    entry *e = tt_get(s, c);
    if (e->state != SLOT_EXACT) e->excl |= 1u << n;
}

/* ---- the search ------------------------------------------------------------ */

static option *frame_push(solver *s) {
    if (s->depth == s->nframes) {
        size_t n = s->nframes ? s->nframes * 2 : 64;
        option **f = cgt_realloc(s->frames, n * sizeof *f);
        if (!f) return NULL;
        memset(f + s->nframes, 0, (n - s->nframes) * sizeof *f);
        s->frames = f;
        s->nframes = n;
    }
    if (!s->frames[s->depth]) {
        s->frames[s->depth] = cgt_malloc(MAX_MOVES * sizeof(option));
        if (!s->frames[s->depth]) return NULL;
    }
    return s->frames[s->depth++];
}

static int cmp_comp(const comp *a, const comp *b) {
    if (a->cells != b->cells) return a->cells > b->cells ? -1 : 1;
    if (a->b != b->b) return a->b < b->b ? -1 : 1;
    return (int)hw_of(a) - (int)hw_of(b);
}

static int cmp_option(const void *pa, const void *pb) {
    const option *a = pa, *b = pb;
    if (a->cost != b->cost) return a->cost < b->cost ? -1 : 1;
    if (a->sig != b->sig) return a->sig < b->sig ? -1 : 1;
    return 0;
}

static bool same_option(const option *a, const option *b) {
    if (a->x != b->x || a->nunk != b->nunk) return false;
    for (unsigned i = 0; i < a->nunk; i++)
        if (cmp_comp(&a->unk[i], &b->unk[i])) return false;
    return true;
}

static void report(solver *s) {
    if (s->searched < s->next_report) return;
    s->next_report = s->searched + (1u << 17);
    cgt_progress("cram: %llu positions searched, %zu components in the table (%zu MiB)",
                 (unsigned long long)s->searched, s->count,
                 s->nbuckets * BUCKET * sizeof(entry) >> 20);
}

static int win(solver *s, const comp *c, unsigned n);

/* The nim value of c (normalised), or -1 when a limit stopped the search. */
static int nim_of(solver *s, const comp *c) {
    if (c->cells <= 1) return 0;
    if (c->cells <= 3) return 1; /* every move leaves at most one cell */
    entry *e = tt_find(s, c);
    if (e && e->state == SLOT_EXACT) return e->nim;
    if ((s->flags & CRAM_MIRROR) && mirror_p(c)) {
        tt_exact(s, c, 0);
        return 0;
    }
    for (unsigned k = 0;; k++) {
        e = tt_find(s, c);
        if (e && k < EXCL_BITS && (e->excl >> k & 1)) continue;
        int r = win(s, c, k);
        if (r < 0) return -1;
        if (!r) return (int)k;
    }
}

/* The option of c that leaves the cells m into o: the XOR of its parts of at
 * most 3 cells (*1 each) in o->x, the others in o->unk, their table buckets
 * fetched ahead.  Returns 1 when it is a P-position already (no larger part
 * and the heap equals x), -1 when it is an N-position, 0 otherwise. */
static int gen_option(const solver *s, option *o, const comp *c, uint64_t m, unsigned n) {
    comp parts[MAX_PARTS];
    unsigned k = split(s, parts, m, c->h, c->w);
    o->x = 0;
    o->nunk = 0;
    for (unsigned i = 0; i < k; i++) {
        if (parts[i].cells <= 3) {
            o->x ^= 1;
            continue;
        }
        __builtin_prefetch(tt_bucket(s, &parts[i]));
        o->unk[o->nunk++] = parts[i];
    }
    if (o->nunk == 0) return o->x == n ? 1 : -1;
    return 0;
}

/* Folds the parts of o whose values the table knows into o->x and orders the
 * rest, the largest first.  Returns 1 when o is found a P-position, -1 when
 * an N-position, 0 when it must be searched. */
static int resolve_option(const solver *s, option *o, unsigned n) {
    unsigned k = 0;
    uint32_t excl = 0;
    for (unsigned i = 0; i < o->nunk; i++) {
        const entry *e = tt_find(s, &o->unk[i]);
        if (e && e->state == SLOT_EXACT) {
            o->x ^= e->nim;
            continue;
        }
        excl = e ? e->excl : 0;
        o->unk[k++] = o->unk[i];
    }
    o->nunk = k;
    if (k == 0) return o->x == n ? 1 : -1;
    /* the largest part first, the others in a fixed order */
    for (unsigned i = 1; i < k; i++)
        for (unsigned j = i; j > 0 && cmp_comp(&o->unk[j], &o->unk[j - 1]) < 0; j--) {
            comp t = o->unk[j];
            o->unk[j] = o->unk[j - 1];
            o->unk[j - 1] = t;
        }
    /* two equal parts (mirror images: a move in the middle) add up to 0 */
    unsigned m = 0;
    for (unsigned i = 0; i < k; i++) {
        if (i + 1 < k && !cmp_comp(&o->unk[i], &o->unk[i + 1])) {
            i++;
            continue;
        }
        o->unk[m++] = o->unk[i];
    }
    if (m < k) {
        o->nunk = k = m;
        if (k == 0) return o->x == n ? 1 : -1;
        const entry *e = tt_find(s, &o->unk[0]);
        excl = e ? e->excl : 0;
    }
    if (k == 1) {
        unsigned t = n ^ o->x;
        if (t < EXCL_BITS && (excl >> t & 1)) return -1; /* its value is not t */
        if (t > moves_of(s, &o->unk[0])) return -1;      /* its value is at most that */
        if (t == 0 && (s->flags & CRAM_MIRROR) && mirror_p(&o->unk[0])) return 1;
    }
    /* cheap first: the fewest moves in the part to search */
    o->cost = moves_of(s, &o->unk[0]) * 2 + o->unk[0].cells;
    uint64_t sig = cgt_hash_mix(o->x + 1);
    for (unsigned i = 0; i < k; i++) sig += cgt_hash_mix(o->unk[i].b + o->unk[i].hash);
    o->sig = sig;
    return 0;
}

/* 1 if c + *n is an N-position, 0 if a P-position, -1 when a limit stopped
 * the search.  c is normalised and has at least 4 cells. */
static int win(solver *s, const comp *c, unsigned n) {
    const entry *e = tt_find(s, c);
    if (e) {
        if (e->state == SLOT_EXACT) return e->nim != n;
        if (n < EXCL_BITS && (e->excl >> n & 1)) return 1;
    }
    unsigned w = c->w;
    uint64_t b = c->b, hm = b & (b >> 1) & s->notlast[w], vm = b & (b >> w);
    if (n > popcount(hm) + popcount(vm)) return 1; /* the value is at most the number of moves */
    if ((s->flags & CRAM_MIRROR) && mirror_p(c)) {
        tt_exact(s, c, 0);
        return n != 0;
    }
    if (cgt_limit_tick()) return -1;
    s->searched++;
    report(s);
    option *f = frame_push(s);
    if (!f) return -1;
    /* the dominoes, then their options in batches: the parts of a batch are
     * fetched from the table while the next are cut, and the search stops
     * at the first option the table shows a P-position */
    uint64_t dom[MAX_MOVES];
    size_t nd = 0, no = 0;
    for (uint64_t x = hm; x; x &= x - 1) dom[nd++] = 3ULL << ctz(x);
    for (uint64_t x = vm; x; x &= x - 1) dom[nd++] = (1ULL << ctz(x)) | (1ULL << (ctz(x) + w));
    int result = 0, found = 0;
    for (size_t d0 = 0; d0 < nd && found <= 0; d0 += 8) {
        size_t d1 = d0 + 8 < nd ? d0 + 8 : nd, first = no;
        for (size_t d = d0; d < d1 && found <= 0; d++)
            if ((found = gen_option(s, &f[no], c, b & ~dom[d], n)) == 0) no++;
        size_t kept = first;
        for (size_t i = first; i < no && found <= 0; i++)
            if ((found = resolve_option(s, &f[i], n)) == 0) f[kept++] = f[i];
        no = kept;
    }
    if (found > 0) {
        result = 1;
        goto done;
    }
    qsort(f, no, sizeof *f, cmp_option);
    for (size_t i = 0; i < no; i++) {
        if (i > 0 && same_option(&f[i], &f[i - 1])) continue;
        unsigned x = f[i].x;
        for (unsigned j = 1; j < f[i].nunk; j++) {
            int v = nim_of(s, &f[i].unk[j]);
            if (v < 0) goto stopped;
            x ^= (unsigned)v;
        }
        int r = win(s, &f[i].unk[0], n ^ x);
        if (r < 0) goto stopped;
        if (!r) {
            result = 1;
            goto done;
        }
    }
    /* the heap's options c + *j: a P-position when c's value is j */
    for (unsigned j = 0; j < n; j++) {
        e = tt_find(s, c);
        if (e && j < EXCL_BITS && (e->excl >> j & 1)) continue;
        int r = win(s, c, j);
        if (r < 0) goto stopped;
        if (!r) {
            result = 1;
            goto done;
        }
    }
done:
    s->depth--;
    if (result)
        tt_exclude(s, c, n);
    else
        tt_exact(s, c, n);
    return result;
stopped:
    s->depth--;
    return -1;
}

/* ---- entry points ---------------------------------------------------------- */

static void solver_init(solver *s, unsigned flags) {
    memset(s, 0, sizeof *s);
    s->flags = flags;
    for (unsigned w = 1; w <= 8; w++) {
        uint64_t col0 = 0;
        for (unsigned i = 0; i < 64; i += w) col0 |= 1ULL << i;
        s->notfirst[w] = ~col0;
        s->notlast[w] = ~(col0 << (w - 1));
    }
    /* at most a third of the memory budget (old and new table during a
     * doubling), and 1 GiB (256 MiB in a 32-bit build: WebAssembly) */
    uint64_t cap = (uint64_t)1 << (sizeof(size_t) < 8 ? 28 : 30), budget = cgt_limits_memory();
    if (budget && budget / 3 < cap) cap = budget / 3;
    s->max_buckets = 1024;
    while (s->max_buckets * 2 * BUCKET * sizeof(entry) <= cap) s->max_buckets *= 2;
    s->nbuckets = 1024;
    s->next_report = 1u << 17;
}

static int solver_alloc(solver *s) {
    s->tab = cgt_calloc(s->nbuckets * BUCKET, sizeof(entry));
    return s->tab ? 0 : cgt_error(CGT_ELIMIT, "cram: out of memory");
}

static void solver_free(solver *s, cram_stats *st) {
    if (st) {
        st->searched = s->searched;
        st->stored = s->count;
        st->bytes = (uint64_t)s->nbuckets * BUCKET * sizeof(entry);
    }
    for (size_t i = 0; i < s->nframes; i++) cgt_free(s->frames[i]);
    cgt_free(s->frames);
    cgt_free(s->tab);
    if (s->searched >= (1u << 17)) cgt_progress_done();
}

/* The nim value (or, with CRAM_OUTCOME, 0 or 1 for the outcome) of the sum
 * of the parts. */
static int solve_parts(solver *s, unsigned *nim, comp *parts, size_t n) {
    size_t big = 0;
    for (size_t i = 1; i < n; i++)
        if (parts[i].cells > parts[big].cells) big = i;
    unsigned x = 0;
    for (size_t i = 0; i < n; i++) {
        if (i == big && (s->flags & CRAM_OUTCOME)) continue;
        int v = nim_of(s, &parts[i]);
        if (v < 0) return cgt_limit_error();
        x ^= (unsigned)v;
    }
    if (n && (s->flags & CRAM_OUTCOME)) {
        if (parts[big].cells <= 3) {
            x ^= 1;
        } else {
            int r = win(s, &parts[big], x);
            if (r < 0) return cgt_limit_error();
            x = (unsigned)r;
        }
        x = x != 0;
    }
    *nim = x;
    return 0;
}

int cram_nim(unsigned *nim, int rows, int cols, uint64_t empty, unsigned flags, cram_stats *st) {
    *nim = 0;
    if (rows < 1 || cols < 1 || rows * cols > 64)
        return cgt_error(CGT_EUSAGE, "cram: a board of %d x %d cells is over 64 cells", rows, cols);
    unsigned h = (unsigned)rows, w = (unsigned)cols;
    empty &= row_mask(h * w);
    if (w > h) {
        empty = transpose(empty, h, w);
        unsigned t = h;
        h = w;
        w = t;
    }
    solver s;
    solver_init(&s, flags);
    int rc = solver_alloc(&s);
    if (rc == 0) {
        comp parts[64];
        unsigned n = split(&s, parts, empty, h, w);
        rc = solve_parts(&s, nim, parts, n);
    }
    solver_free(&s, st);
    return rc;
}

/* Pushes the empty cell j on the flood's stack unless seen. */
static inline void visit(const uint8_t *cell, unsigned char *seen, size_t *stack, size_t *top,
                         size_t j) {
    if (!cell[j] && !seen[j]) {
        seen[j] = 1;
        stack[(*top)++] = j;
    }
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
        size_t h = r1 - r0 + 1, w = c1 - c0 + 1;
        if (h * w > 64) {
            rc = 1; /* too large for 64 bits */
            break;
        }
        /* the region's cells: those of the box reached from `first` (seen,
         * and connected: a second region in the same box is flooded later,
         * so mark by a second fill restricted to the box) */
        uint64_t m = 0;
        for (size_t r = r0; r <= r1; r++)
            for (size_t c = c0; c <= c1; c++)
                if (!cell[r * cols + c]) m |= 1ULL << ((r - r0) * w + (c - c0));
        /* keep the part of m connected to first */
        uint64_t x = 1ULL << ((first / cols - r0) * w + (first % cols - c0)), y;
        uint64_t col0 = 0;
        for (size_t i = 0; i < 64; i += w) col0 |= 1ULL << i;
        uint64_t nf = ~col0, nl = ~(col0 << (w - 1));
        do {
            y = x;
            x = (x | ((x << 1) & nf) | ((x >> 1) & nl) | (w < 64 ? (x << w) | (x >> w) : 0)) & m;
        } while (x != y);
        comp *c = &parts[nparts++];
        c->b = x;
        c->h = (uint8_t)h;
        c->w = (uint8_t)w;
        c->cells = (uint8_t)popcount(x);
        normalise(c);
    }
    if (rc == 0) {
        solver s;
        solver_init(&s, flags);
        rc = solver_alloc(&s);
        if (rc == 0) rc = solve_parts(&s, nim, parts, nparts);
        solver_free(&s, NULL);
    }
    cgt_free(seen);
    cgt_free(stack);
    cgt_free(parts);
    return rc;
}
