/* nimsearch.c - Lemoine and Viennot's search for nim values (nimsearch.h;
 * the method in docs/nimsearch.md), for any game given as a nimsearch_game.
 *
 * win(G, n) decides whether G + *n is an N-position.  Its options are G' + *n
 * for the moves G -> G' and G + *j for j < n.  An option G' splits into
 * components; all of them but the largest get their nim values (nim_of),
 * whose XOR x is folded into the heap, and the option is a P-position iff
 * win(L, n ^ x) is false for the largest component L.  G + *n is a
 * P-position iff the nim value of G is n, so a loss stores the exact value
 * and a win excludes n.  nim_of(G) is the first k for which win(G, k) is
 * false. */
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/nimsearch.h"

/* Values excluded are remembered below this bound (the nim values of the
 * games searched so far stay far below it). */
#define EXCL_BITS 32
#define MAX_PARTS NIMSEARCH_MAX_PARTS
#define MAX_MOVES NIMSEARCH_MAX_MOVES

typedef nimsearch_comp comp;

typedef struct option {
    uint64_t sig;   /* for sorting equal options next to each other */
    unsigned idx;   /* its move's place in the game's order */
    unsigned rank;  /* at equal cost: the least idx of the options equal to it */
    unsigned cost;  /* moves and size of the largest unknown part, or
                     * (NIMSEARCH_BY_SIZE) the unknown parts' sizes squared */
    unsigned moves; /* the largest unknown part's number of moves */
    unsigned x;     /* XOR of the parts whose nim values are known */
    unsigned nunk;  /* parts of unknown value, the largest first */
    comp unk[MAX_PARTS];
} option;

enum { SLOT_EMPTY = 0, SLOT_PARTIAL = 1, SLOT_EXACT = 2 };

/* A table entry: this header, then the game's nwords key words (the stride
 * is 8 + 8 * nwords bytes: 16 for Cram, as small as its key allows). */
typedef struct entry {
    uint16_t hw;       /* h << 8 | w, plus 1: 0 for an empty slot */
    uint8_t state : 2; /* SLOT_* */
    uint8_t work : 6;  /* the bit length of the positions searched for it */
    uint8_t nim;       /* SLOT_EXACT: the nim value */
    uint32_t excl;     /* SLOT_PARTIAL: bit k set when the value is not k */
    uint64_t k[];
} entry;

#define BUCKET 4

/* Options cut a batch at a time, their buckets fetched ahead: 4 (8 cut 13%
 * more options for the cutoffs, 2 keeps too few fetches in flight;
 * docs/performance-notes.md). */
#define BATCH 4

struct nimsearch {
    const nimsearch_game *g;
    unsigned nwords;
    size_t stride;      /* bytes of an entry */
    unsigned char *tab; /* the buckets, at a cache line's start */
    void *tab_mem;      /* its allocation */
    size_t nbuckets, count, max_buckets;
    option **frames;
    size_t nframes, depth;
    unsigned top; /* the heap of the outermost win() under way, plus 1 (0: none) */
    /* the outermost win()'s options: how many it has to search (distinct,
     * after those the table settled), and the one under way (from 1; 0:
     * not yet at them), for the progress line of a long run */
    size_t top_opts, top_at;
    uint64_t searched, next_report;
    int method; /* NIMSEARCH_LV or NIMSEARCH_BR */
    /* checkpoints (nimsearch_set_checkpoint): the file, the seconds between
     * saves, the clock of the last one; the message that stopped the search
     * (a failed save, or facts that contradict each other: no save then) */
    char *ckpt_path;
    double ckpt_every, ckpt_last;
    uint64_t ckpt_saved; /* entries of the save at the end of nimsearch_nim */
    uint64_t loaded;     /* entries nimsearch_load added, in all */
    char ckpt_error[256];
};

/* ---- bit boards ------------------------------------------------------------ */

static inline unsigned popcount(uint64_t x) {
    return nimsearch_popcount(x);
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

uint64_t nimsearch_rot180(uint64_t b, unsigned h, unsigned w) {
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

uint64_t nimsearch_vflip(uint64_t b, unsigned h, unsigned w) {
    if (w > 8) {
        uint64_t out = 0, m = row_mask(w);
        for (unsigned r = 0; r < h; r++) out |= ((b >> (r * w)) & m) << ((h - 1 - r) * w);
        return out;
    }
    return nimsearch_rot180(hflip(b, w), h, w);
}

static inline uint64_t min64(uint64_t a, uint64_t b) {
    return a < b ? a : b;
}

uint64_t nimsearch_least_image(uint64_t b, unsigned h, unsigned w) {
    /* the images of the box: b, its columns reversed, its half turn (the
     * word reversed) and its rows reversed (the half turn of the second) */
    unsigned sh = 64 - h * w;
    uint64_t hf = hflip(b, w);
    uint64_t best = min64(min64(b, hf), min64(rev64(b) >> sh, rev64(hf) >> sh));
    if (h == w) {
        uint64_t t = nimsearch_transpose(b, h, w), th = hflip(t, w);
        best = min64(best, min64(min64(t, th), min64(rev64(t) >> sh, rev64(th) >> sh)));
    }
    return best;
}

/* An h x w box (h, w <= 8) to rows of stride 8, and back. */
static inline uint64_t to_stride8(uint64_t b, unsigned h, unsigned w) {
    if (w == 8) return b;
    uint64_t m = row_mask(w), out = 0;
    for (unsigned r = 0; r < h; r++) out |= ((b >> (r * w)) & m) << (r * 8);
    return out;
}

static inline uint64_t from_stride8(uint64_t b, unsigned h, unsigned w) {
    if (w == 8) return b;
    uint64_t m = row_mask(w), out = 0;
    for (unsigned r = 0; r < h; r++) out |= ((b >> (r * 8)) & m) << (r * w);
    return out;
}

uint64_t nimsearch_transpose(uint64_t b, unsigned h, unsigned w) {
    if (h <= 8 && w <= 8) {
        /* the 8 x 8 bit matrix transposed by three delta swaps (Warren,
         * Hacker's Delight, 7-3) */
        uint64_t x = to_stride8(b, h, w), t;
        t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAULL;
        x ^= t ^ (t << 7);
        t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCULL;
        x ^= t ^ (t << 14);
        t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ULL;
        x ^= t ^ (t << 28);
        return from_stride8(x, w, h);
    }
    uint64_t out = 0;
    while (b) {
        unsigned i = ctz(b), r = i / w, c = i % w;
        b &= b - 1;
        out |= 1ULL << (c * h + r);
    }
    return out;
}

uint64_t nimsearch_flood(uint64_t m, uint64_t seed, unsigned h, unsigned w) {
    uint64_t col0 = w >= 64 ? 1 : col0_mask[w <= 8 ? w : 0], x = seed & m, y;
    if (w > 8 && w < 64) {
        col0 = 0;
        for (unsigned i = 0; i < h * w; i += w) col0 |= 1ULL << i;
    }
    uint64_t nf = ~col0, nl = ~(col0 << (w - 1));
    do {
        y = x;
        x = (x | ((x << 1) & nf) | ((x >> 1) & nl) | (w < 64 ? (x << w) | (x >> w) : 0)) & m;
    } while (x != y);
    return x;
}

void nimsearch_box(unsigned *r0, unsigned *c0, unsigned *nh, unsigned *nw, uint64_t x, unsigned h,
                   unsigned w) {
    (void)h;
    unsigned a = ctz(x) / w, z = (63 - (unsigned)__builtin_clzll(x)) / w;
    uint64_t cols = x >> (a * w);
    for (unsigned sh = w, span = (z - a + 1) * w; sh < span; sh *= 2) cols |= cols >> sh;
    cols &= row_mask(w);
    unsigned ca = ctz(cols), cz = 63 - (unsigned)__builtin_clzll(cols);
    *r0 = a;
    *c0 = ca;
    *nh = z - a + 1;
    *nw = cz - ca + 1;
}

uint64_t nimsearch_crop_word(uint64_t b, unsigned r0, unsigned c0, unsigned nh, unsigned nw,
                             unsigned w) {
    if (nw == w) return (b >> (r0 * w)) & row_mask(nh * nw);
    uint64_t nm = row_mask(nw), out = 0;
    for (unsigned r = 0; r < nh; r++) out |= ((b >> ((r0 + r) * w + c0)) & nm) << (r * nw);
    return out;
}

static inline uint16_t hw_of(const comp *c) {
    return (uint16_t)((c->h << 8 | c->w) + 1);
}

void nimsearch_hash(comp *c, unsigned nwords) {
    uint64_t hw = (uint64_t)hw_of(c), h = hw * 0x9E3779B97F4A7C15ULL;
    for (unsigned i = 0; i < nwords; i++) h = cgt_hash_mix(h ^ c->k[i]) + i;
    c->hash = (uint32_t)(h ^ (h >> 32));
    c->size = (uint8_t)popcount(c->k[0]);
}

/* ---- the table ------------------------------------------------------------- */

static inline entry *slot(const nimsearch *s, const unsigned char *tab, size_t i) {
    return (entry *)(void *)(tab + i * s->stride);
}

static inline entry *tt_bucket(const nimsearch *s, const comp *c) {
    return slot(s, s->tab, (c->hash & (s->nbuckets - 1)) * BUCKET);
}

static inline bool same_key(const nimsearch *s, const entry *e, const comp *c) {
    for (unsigned i = 0; i < s->nwords; i++)
        if (e->k[i] != c->k[i]) return false;
    return true;
}

static entry *tt_find(const nimsearch *s, const comp *c) {
    uint16_t hw = hw_of(c);
    size_t b = (c->hash & (s->nbuckets - 1)) * BUCKET;
    for (size_t i = 0; i < BUCKET; i++) {
        entry *e = slot(s, s->tab, b + i);
        if (e->hw == hw && same_key(s, e, c)) return e;
    }
    return NULL;
}

/* Whether the table may double (it holds old and new while it does). */
static bool tt_can_grow(const nimsearch *s) {
    return s->nbuckets * 2 <= s->max_buckets;
}

/* Stores x (hash h) in tab of nbuckets buckets. */
static void tt_put(const nimsearch *s, unsigned char *tab, size_t nbuckets, const entry *x,
                   uint32_t h) {
    size_t b = (h & (nbuckets - 1)) * BUCKET;
    for (size_t i = 0; i < BUCKET; i++) {
        entry *e = slot(s, tab, b + i);
        if (!e->hw) {
            memcpy(e, x, s->stride);
            return;
        }
    }
    /* full: the least useful entry goes: the one that cost the fewest
     * positions to search (then the smallest, partial before exact) */
    size_t v = 0;
    unsigned best = ~0u;
    for (size_t i = 0; i < BUCKET; i++) {
        const entry *e = slot(s, tab, b + i);
        unsigned score = (unsigned)e->work << 8 | popcount(e->k[0]) << 1 | (e->state == SLOT_EXACT);
        if (score < best) best = score, v = i;
    }
    memcpy(slot(s, tab, b + v), x, s->stride);
}

/* The hash of a stored entry (as nimsearch_hash has it). */
static uint32_t entry_hash(const nimsearch *s, const entry *e) {
    comp c;
    memset(&c, 0, sizeof c);
    memcpy(c.k, e->k, s->nwords * sizeof(uint64_t));
    unsigned hw = e->hw - 1u;
    c.h = (uint8_t)(hw >> 8);
    c.w = (uint8_t)hw;
    nimsearch_hash(&c, s->nwords);
    return c.hash;
}

/* A zeroed table of nb buckets starting at a cache line (a bucket of Cram's
 * four 16-byte entries is one line: one miss a lookup), its allocation into
 * *mem. */
static unsigned char *tt_alloc(void **mem, const nimsearch *s, size_t nb) {
    unsigned char *m = cgt_calloc(nb * BUCKET * s->stride + 64, 1);
    *mem = m;
    if (!m) return NULL;
    return m + ((64 - ((uintptr_t)m & 63)) & 63);
}

static void tt_grow(nimsearch *s) {
    size_t nb = s->nbuckets * 2;
    void *mem;
    unsigned char *t = tt_alloc(&mem, s, nb);
    if (!t) {
        s->max_buckets = s->nbuckets; /* no memory: stay at this size */
        return;
    }
    for (size_t i = 0; i < s->nbuckets * BUCKET; i++) {
        const entry *e = slot(s, s->tab, i);
        if (e->hw) tt_put(s, t, nb, e, entry_hash(s, e));
    }
    cgt_free(s->tab_mem);
    s->tab = t;
    s->tab_mem = mem;
    s->nbuckets = nb;
}

/* Adds the entry x (hash h, its key not in the table): the table doubles
 * first while more than half full and allowed to, and a full bucket gives
 * up its least useful entry (tt_put). */
static void tt_insert(nimsearch *s, const entry *x, uint32_t h) {
    if (s->count + 1 > s->nbuckets * BUCKET / 2 && tt_can_grow(s)) tt_grow(s);
    size_t b = (h & (s->nbuckets - 1)) * BUCKET;
    bool room = false;
    for (size_t i = 0; i < BUCKET; i++) room |= !slot(s, s->tab, b + i)->hw;
    if (room) s->count++;
    tt_put(s, s->tab, s->nbuckets, x, h);
}

/* The entry of c, created (partial, nothing excluded) if missing. */
static entry *tt_get(nimsearch *s, const comp *c) {
    entry *e = tt_find(s, c);
    if (e) return e;
    uint64_t buf[1 + NIMSEARCH_WORDS];
    entry *x = (entry *)(void *)buf;
    memset(buf, 0, sizeof buf);
    x->hw = hw_of(c);
    x->state = SLOT_PARTIAL;
    memcpy(x->k, c->k, s->nwords * sizeof(uint64_t));
    tt_insert(s, x, c->hash);
    return tt_find(s, c);
}

/* The bit length of the positions searched since `from` (0 for none). */
static inline unsigned work_since(const nimsearch *s, uint64_t from) {
    uint64_t d = s->searched - from;
    return d ? 64 - (unsigned)__builtin_clzll(d) : 0;
}

/* Records that e cost the positions searched since `from`: the bit length
 * of the most positions any of its searches took, for the replacement. */
static void add_work(const nimsearch *s, entry *e, uint64_t from) {
    unsigned w = work_since(s, from);
    if (w > 63) w = 63;
    if (w > e->work) e->work = (uint8_t)w & 63;
}

static void tt_exact(nimsearch *s, const comp *c, unsigned nim, uint64_t from) {
    entry *e = tt_get(s, c);
    e->state = SLOT_EXACT;
    e->nim = (uint8_t)nim;
    e->excl = 0;
    add_work(s, e, from);
}

static void tt_exclude(nimsearch *s, const comp *c, unsigned n, uint64_t from) {
    if (n >= EXCL_BITS) return;
    entry *e = tt_get(s, c);
    if (e->state != SLOT_EXACT) e->excl |= 1u << n;
    add_work(s, e, from);
}

/* ---- the search ------------------------------------------------------------ */

static option *frame_push(nimsearch *s) {
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

static int cmp_comp(const nimsearch *s, const comp *a, const comp *b) {
    if (a->size != b->size) return a->size > b->size ? -1 : 1;
    for (unsigned i = 0; i < s->nwords; i++)
        if (a->k[i] != b->k[i]) return a->k[i] < b->k[i] ? -1 : 1;
    return (int)hw_of(a) - (int)hw_of(b);
}

/* Options by their pointers (the options stay where they were cut). */
static int cmp_option(const void *pa, const void *pb) {
    const option *a = *(const option *const *)pa, *b = *(const option *const *)pb;
    if (a->cost != b->cost) return a->cost < b->cost ? -1 : 1;
    if (a->sig != b->sig) return a->sig < b->sig ? -1 : 1;
    return 0;
}

static bool same_option(const nimsearch *s, const option *a, const option *b) {
    if (a->x != b->x || a->nunk != b->nunk) return false;
    for (unsigned i = 0; i < a->nunk; i++)
        if (cmp_comp(s, &a->unk[i], &b->unk[i])) return false;
    return true;
}

static int cmp_option_ranked(const void *pa, const void *pb) {
    const option *a = *(const option *const *)pa, *b = *(const option *const *)pb;
    if (a->cost != b->cost) return a->cost < b->cost ? -1 : 1;
    if (a->rank != b->rank) return a->rank < b->rank ? -1 : 1;
    if (a->sig != b->sig) return a->sig < b->sig ? -1 : 1;
    return 0;
}

/* The options to search, in order: by cost and, at equal cost, by the
 * signature, or for a game of NIMSEARCH_ORDERED by its order of moves (the
 * first of the options equal to each); equal options stay next to each
 * other either way. */
static void sort_options(const nimsearch *s, option **ord, size_t no) {
    qsort(ord, no, sizeof *ord, cmp_option);
    if (!(s->g->flags & NIMSEARCH_ORDERED) || no < 2) return;
    for (size_t i = 0; i < no;) {
        size_t j = i + 1;
        unsigned m = ord[i]->idx;
        for (; j < no && same_option(s, ord[j], ord[i]); j++)
            if (ord[j]->idx < m) m = ord[j]->idx;
        for (size_t k = i; k < j; k++) ord[k]->rank = m;
        i = j;
    }
    qsort(ord, no, sizeof *ord, cmp_option_ranked);
}

static void checkpoint_due(nimsearch *s);

static void report(nimsearch *s) {
    if (s->searched < s->next_report) return;
    s->next_report = s->searched + (1u << 17);
    if (s->ckpt_path) checkpoint_due(s);
    char stage[96] = ""; /* the outermost search's heap and option under way */
    if (s->top && s->top_at)
        snprintf(stage, sizeof stage, ", at G + *%u, option %zu of %zu", s->top - 1, s->top_at,
                 s->top_opts);
    else if (s->top)
        snprintf(stage, sizeof stage, ", at G + *%u", s->top - 1);
    cgt_progress("%s: %llu positions searched, %zu components in the table (%zu MiB)%s", s->g->name,
                 (unsigned long long)s->searched, s->count, s->nbuckets * BUCKET * s->stride >> 20,
                 stage);
}

static inline int known(const nimsearch *s, const comp *c) {
    return s->g->known ? s->g->known(s->g->ctx, c) : -1;
}

/* NO_COUNT: the number of moves of c is not known yet. */
#define NO_COUNT (~0u)

static int win(nimsearch *s, const comp *c, unsigned n, unsigned moves);

/* The nim value of c, or -1 when a limit stopped the search. */
static int nim_of(nimsearch *s, const comp *c) {
    entry *e = tt_find(s, c);
    if (e && e->state == SLOT_EXACT) return e->nim;
    int v = known(s, c);
    if (v >= 0) {
        tt_exact(s, c, (unsigned)v, s->searched);
        return v;
    }
    unsigned moves = s->g->count(s->g->ctx, c);
    for (unsigned k = 0;; k++) {
        if (k > moves) {
            /* the value is at most the number of moves: only facts loaded
             * from a checkpoint written by hand can exclude them all */
            snprintf(s->ckpt_error, sizeof s->ckpt_error,
                     "%s: the table excludes every value a component can have (a checkpoint "
                     "with wrong facts?)",
                     s->g->name);
            cgt_limit_abort(s->ckpt_error);
            return -1;
        }
        e = tt_find(s, c);
        if (e && k < EXCL_BITS && (e->excl >> k & 1)) continue;
        int r = win(s, c, k, moves);
        if (r < 0) return -1;
        if (!r) return (int)k;
    }
}

/* The option of c after move mv into o, its parts' table buckets fetched
 * ahead.  Returns 1 when it is a P-position already (no part left and the
 * heap equals x), -1 when an N-position, 0 otherwise. */
static int gen_option(const nimsearch *s, option *o, const comp *c, uint64_t mv, unsigned n) {
    o->x = 0;
    o->nunk = s->g->play(s->g->ctx, o->unk, &o->x, c, mv);
    for (unsigned i = 0; i < o->nunk; i++) __builtin_prefetch(tt_bucket(s, &o->unk[i]));
    if (o->nunk == 0) return o->x == n ? 1 : -1;
    return 0;
}

/* Folds the parts of o whose values the table knows into o->x, orders the
 * rest (the largest first), cancels equal pairs and, when parts are left,
 * sets o's moves, cost and signature; the values the table excludes for the
 * largest part into *excl.  Returns the number of parts left. */
static unsigned fold_option(const nimsearch *s, option *o, uint32_t *excl) {
    unsigned k = 0;
    *excl = 0;
    for (unsigned i = 0; i < o->nunk; i++) {
        const entry *e = tt_find(s, &o->unk[i]);
        if (e && e->state == SLOT_EXACT) {
            o->x ^= e->nim;
            continue;
        }
        *excl = e ? e->excl : 0;
        o->unk[k++] = o->unk[i];
    }
    o->nunk = k;
    if (k == 0) return 0;
    /* the largest part first, the others in a fixed order */
    for (unsigned i = 1; i < k; i++)
        for (unsigned j = i; j > 0 && cmp_comp(s, &o->unk[j], &o->unk[j - 1]) < 0; j--) {
            comp t = o->unk[j];
            o->unk[j] = o->unk[j - 1];
            o->unk[j - 1] = t;
        }
    /* two equal parts (mirror images: a move in the middle) add up to 0 */
    unsigned m = 0;
    for (unsigned i = 0; i < k; i++) {
        if (i + 1 < k && !cmp_comp(s, &o->unk[i], &o->unk[i + 1])) {
            i++;
            continue;
        }
        o->unk[m++] = o->unk[i];
    }
    if (m < k) {
        o->nunk = k = m;
        if (k == 0) return 0;
        const entry *e = tt_find(s, &o->unk[0]);
        *excl = e ? e->excl : 0;
    }
    unsigned moves = s->g->count(s->g->ctx, &o->unk[0]);
    /* cheap first: the fewest moves in the part to search, or the smallest
     * parts (Beling's sum of squares) */
    o->cost = moves * 2 + o->unk[0].size;
    if (s->g->flags & NIMSEARCH_BY_SIZE) {
        o->cost = 0;
        for (unsigned i = 0; i < k; i++) o->cost += (unsigned)o->unk[i].size * o->unk[i].size;
    }
    o->moves = moves;
    uint64_t sig = cgt_hash_mix(o->x + 1);
    for (unsigned i = 0; i < k; i++) sig += cgt_hash_mix(o->unk[i].k[0] + o->unk[i].hash);
    o->sig = sig;
    return k;
}

/* fold_option, then what the heap n decides at once.  Returns 1 when o is
 * found a P-position, -1 when an N-position, 0 when it must be searched. */
static int resolve_option(const nimsearch *s, option *o, unsigned n) {
    uint32_t excl;
    unsigned k = fold_option(s, o, &excl);
    if (k == 0) return o->x == n ? 1 : -1;
    if (k == 1) {
        unsigned t = n ^ o->x;
        if (t < EXCL_BITS && (excl >> t & 1)) return -1; /* its value is not t */
        if (t > o->moves) return -1;                     /* its value is at most that */
        int v = known(s, &o->unk[0]);
        if (v >= 0) return (unsigned)v == t ? 1 : -1;
    }
    return 0;
}

/* 1 if c + *n is an N-position, 0 if a P-position, -1 when a limit stopped
 * the search.  moves is c's number of moves, or NO_COUNT. */
static int win(nimsearch *s, const comp *c, unsigned n, unsigned moves) {
    const entry *e = tt_find(s, c);
    if (e) {
        if (e->state == SLOT_EXACT) return e->nim != n;
        if (n < EXCL_BITS && (e->excl >> n & 1)) return 1;
    }
    if (moves == NO_COUNT) moves = s->g->count(s->g->ctx, c);
    if (n > moves) return 1; /* the value is at most the number of moves */
    int v = known(s, c);
    if (v >= 0) {
        tt_exact(s, c, (unsigned)v, s->searched);
        return (unsigned)v != n;
    }
    if (cgt_limit_tick()) return -1;
    uint64_t from = s->searched++;
    bool outermost = s->depth == 0;
    if (outermost) { /* for the progress line */
        s->top = n + 1;
        s->top_at = s->top_opts = 0;
    }
    report(s);
    option *f = frame_push(s);
    if (!f) return -1;
    /* the moves, then their options in batches: the parts of a batch are
     * fetched from the table while the next are cut, and the search stops
     * at the first option the table shows a P-position */
    uint64_t mv[MAX_MOVES];
    option *ord[MAX_MOVES]; /* the options left to search, by pointer */
    size_t nd = s->g->moves(s->g->ctx, mv, c), ng = 0, no = 0;
    int result = 0, found = 0;
    for (size_t d0 = 0; d0 < nd && found <= 0; d0 += BATCH) {
        size_t d1 = d0 + BATCH < nd ? d0 + BATCH : nd, first = ng;
        for (size_t d = d0; d < d1 && found <= 0; d++)
            if ((found = gen_option(s, &f[ng], c, mv[d], n)) == 0) f[ng++].idx = (unsigned)d;
        for (size_t i = first; i < ng && found <= 0; i++)
            if ((found = resolve_option(s, &f[i], n)) == 0) ord[no++] = &f[i];
    }
    if (found > 0) {
        result = 1;
        goto done;
    }
    sort_options(s, ord, no);
    if (outermost) { /* the distinct options, then the heap's n */
        for (size_t i = 0; i < no; i++)
            s->top_opts += !(i > 0 && same_option(s, ord[i], ord[i - 1]));
        s->top_opts += n;
    }
    for (size_t i = 0; i < no; i++) {
        const option *o = ord[i];
        if (i > 0 && same_option(s, o, ord[i - 1])) continue;
        if (outermost) s->top_at++;
        unsigned x = o->x;
        for (unsigned j = 1; j < o->nunk; j++) {
            int vj = nim_of(s, &o->unk[j]);
            if (vj < 0) goto stopped;
            x ^= (unsigned)vj;
        }
        int r = win(s, &o->unk[0], n ^ x, o->moves);
        if (r < 0) goto stopped;
        if (!r) {
            result = 1;
            goto done;
        }
    }
    /* the heap's options c + *j: a P-position when c's value is j */
    for (unsigned j = 0; j < n; j++) {
        if (outermost) s->top_at++;
        e = tt_find(s, c);
        if (e && j < EXCL_BITS && (e->excl >> j & 1)) continue;
        int r = win(s, c, j, moves);
        if (r < 0) goto stopped;
        if (!r) {
            result = 1;
            goto done;
        }
    }
done:
    s->depth--;
    if (result)
        tt_exclude(s, c, n, from);
    else
        tt_exact(s, c, n, from);
    return result;
stopped:
    s->depth--;
    return -1;
}

/* ---- Beling and Rogalski's search ------------------------------------------
 *
 * br_in_set(G, R) returns G's nim value when it lies in R, or NOT_IN_SET
 * (then it does not).  P, the values G may still have, starts as
 * {0 .. m} for G's m moves; every option takes one element out of it: its
 * value when the option's value is known and in P, else P's largest.  G's
 * value g stays in P as long as g <= max R (the elements below g are
 * values of options not yet seen, one each, and one more than the options
 * left: g is never the largest when taken); an option is asked only for
 * the values of P but its largest, up to max R, and one that answers
 * NOT_IN_SET leaves an element of P which may be its value, so the search
 * is exact only if every option answered or the last element is at most
 * max R.  A search stops with NOT_IN_SET as soon as P and R are disjoint.
 * Values are held as 64-bit sets: a value of 64 or more goes to win(). */

#define NOT_IN_SET 255

static inline uint64_t low_bits(unsigned n) {
    return n >= 64 ? ~0ULL : (1ULL << n) - 1;
}

static inline uint64_t top_bit(uint64_t x) {
    return x ? 1ULL << (63 - __builtin_clzll(x)) : 0;
}

/* The set {v ^ x : v in set} (x < 64): a swap of blocks per bit of x. */
static uint64_t xor_each(uint64_t set, unsigned x) {
    static const uint64_t lo[6] = {0x5555555555555555ULL, 0x3333333333333333ULL,
                                   0x0F0F0F0F0F0F0F0FULL, 0x00FF00FF00FF00FFULL,
                                   0x0000FFFF0000FFFFULL, 0x00000000FFFFFFFFULL};
    for (unsigned i = 0; i < 6; i++)
        if (x >> i & 1) {
            unsigned d = 1u << i;
            set = ((set >> d) & lo[i]) | ((set & lo[i]) << d);
        }
    return set;
}

/* P: its elements below 64, and how many it has above. */
typedef struct pset {
    uint64_t lo;
    unsigned big;
} pset;

static inline uint64_t pset_without_largest(const pset *p) {
    return p->big ? p->lo : p->lo & ~top_bit(p->lo);
}

static inline void pset_remove_largest(pset *p) {
    if (p->big)
        p->big--;
    else
        p->lo &= ~top_bit(p->lo);
}

/* Takes v out of P, or P's largest when v is not in it. */
static inline void pset_remove(pset *p, unsigned v) {
    if (v < 64 && (p->lo >> v & 1))
        p->lo &= ~(1ULL << v);
    else
        pset_remove_largest(p);
}

static int br_in_set(nimsearch *s, const comp *c, uint64_t req, unsigned moves);

/* The start of a search of c: NULL with c's value in *v when the game knows
 * it (stored), or with -1 when a limit stopped it; else a frame for its
 * options. */
static option *br_enter(nimsearch *s, const comp *c, int *v) {
    *v = known(s, c);
    if (*v >= 0) {
        tt_exact(s, c, (unsigned)*v, s->searched);
        return NULL;
    }
    if (cgt_limit_tick()) return NULL;
    s->searched++;
    report(s);
    return frame_push(s);
}

/* c's nim value by br_in_set, every value requested (win() for a value of
 * 64 or more); -1 when a limit stopped the search. */
static int br_nim(nimsearch *s, const comp *c, unsigned moves) {
    const entry *e = tt_find(s, c);
    if (e && e->state == SLOT_EXACT) return e->nim;
    if (moves == NO_COUNT) moves = s->g->count(s->g->ctx, c);
    int v = br_in_set(s, c, low_bits(moves + 1), moves);
    return v == NOT_IN_SET ? nim_of(s, c) : v;
}

/* The value of option o (its parts but the first valued, their XOR with
 * o->x into x) if it lies in want, else NOT_IN_SET; -1 when stopped. */
static int br_option(nimsearch *s, const option *o, uint64_t want) {
    unsigned x = o->x;
    for (unsigned j = 1; j < o->nunk; j++) {
        int v = br_nim(s, &o->unk[j], NO_COUNT);
        if (v < 0) return -1;
        x ^= (unsigned)v;
    }
    int r;
    if (x >= 64) /* the values to ask for are 64 or more */
        r = nim_of(s, &o->unk[0]);
    else {
        uint64_t rq = xor_each(want, x);
        if (!rq) return NOT_IN_SET;
        r = br_in_set(s, &o->unk[0], rq, o->moves);
    }
    return r < 0 || r == NOT_IN_SET ? r : (int)((unsigned)r ^ x);
}

/* G's values in req excluded: the table remembers those below EXCL_BITS. */
static void tt_exclude_set(nimsearch *s, const comp *c, uint64_t req, uint64_t from) {
    uint32_t bits = (uint32_t)(req & low_bits(EXCL_BITS));
    if (!bits) return;
    entry *e = tt_get(s, c);
    if (e->state != SLOT_EXACT) e->excl |= bits;
    add_work(s, e, from);
}

/* c's nim value if it lies in req (values below 64), else NOT_IN_SET; -1
 * when a limit stopped the search.  moves is c's number of moves, or
 * NO_COUNT. */
static int br_in_set(nimsearch *s, const comp *c, uint64_t req, unsigned moves) {
    const entry *e = tt_find(s, c);
    if (e) {
        if (e->state == SLOT_EXACT) return e->nim;
        req &= ~(uint64_t)e->excl;
    }
    if (moves == NO_COUNT) moves = s->g->count(s->g->ctx, c);
    req &= low_bits(moves + 1); /* the value is at most the number of moves */
    if (!req) return NOT_IN_SET;
    int v;
    uint64_t from = s->searched;
    option *f = br_enter(s, c, &v);
    if (!f) return v;
    uint64_t mv[MAX_MOVES];
    option *ord[MAX_MOVES];
    size_t nd = s->g->moves(s->g->ctx, mv, c), ng = 0, no = 0;
    pset p = {low_bits((unsigned)nd + 1), nd + 1 > 64 ? (unsigned)nd + 1 - 64 : 0};
    /* the options in batches (their buckets fetched ahead); those the table
     * values take their value out of P at once */
    for (size_t d0 = 0; d0 < nd; d0 += BATCH) {
        size_t d1 = d0 + BATCH < nd ? d0 + BATCH : nd, first = ng;
        for (size_t d = d0; d < d1; d++, ng++) {
            option *o = &f[ng];
            o->idx = (unsigned)d;
            o->x = 0;
            o->nunk = s->g->play(s->g->ctx, o->unk, &o->x, c, mv[d]);
            for (unsigned i = 0; i < o->nunk; i++) __builtin_prefetch(tt_bucket(s, &o->unk[i]));
        }
        for (size_t i = first; i < ng; i++) {
            uint32_t ex;
            if (fold_option(s, &f[i], &ex) == 0)
                pset_remove(&p, f[i].x);
            else
                ord[no++] = &f[i];
        }
        if (!(p.lo & req)) goto not_in_set;
    }
    sort_options(s, ord, no);
    uint64_t upto = low_bits(64 - (unsigned)__builtin_clzll(req)); /* 0 .. max req */
    bool exact = true;
    int last = NOT_IN_SET;
    for (size_t i = 0; i < no; i++) {
        if (!(p.lo & req)) goto not_in_set;
        const option *o = ord[i];
        int r = last; /* an option equal to the one before has its value */
        if (i == 0 || !same_option(s, o, ord[i - 1])) {
            r = br_option(s, o, pset_without_largest(&p) & upto);
            if (r < 0) goto stopped;
            last = r;
        }
        if (r == NOT_IN_SET) {
            pset_remove_largest(&p);
            exact = false;
        } else
            pset_remove(&p, (unsigned)r);
    }
    s->depth--;
    if (exact || (p.lo & upto)) {
        if (!p.lo) return nim_of(s, c); /* 64 or more */
        unsigned g = (unsigned)__builtin_ctzll(p.lo);
        tt_exact(s, c, g, from);
        return (int)g;
    }
    tt_exclude_set(s, c, req, from);
    return NOT_IN_SET;
not_in_set:
    s->depth--;
    tt_exclude_set(s, c, req, from);
    return NOT_IN_SET;
stopped:
    s->depth--;
    return -1;
}

/* c's nim value by aspiration: for k = 0, 1, ...: is some option's value
 * k (br_option asked for {k} only)?  The first k no option has is c's
 * value.  An option whose value was found leaves the list: its value is
 * skipped later.  -1 when a limit stopped the search. */
static int br_aspire(nimsearch *s, const comp *c) {
    const entry *e = tt_find(s, c);
    if (e && e->state == SLOT_EXACT) return e->nim;
    int v;
    uint64_t from = s->searched;
    option *f = br_enter(s, c, &v);
    if (!f) return v;
    uint64_t mv[MAX_MOVES], skip = 0;
    option *ord[MAX_MOVES];
    size_t nd = s->g->moves(s->g->ctx, mv, c), no = 0;
    for (size_t d = 0; d < nd; d++) {
        option *o = &f[d];
        o->idx = (unsigned)d;
        o->x = 0;
        o->nunk = s->g->play(s->g->ctx, o->unk, &o->x, c, mv[d]);
        uint32_t ex;
        if (fold_option(s, o, &ex) == 0) {
            if (o->x < 64) skip |= 1ULL << o->x;
        } else
            ord[no++] = o;
    }
    sort_options(s, ord, no);
    unsigned k = 0;
    for (; k < nd && k < 64; k++) {
        if (skip >> k & 1) continue;
        bool found = false;
        for (size_t i = 0; i < no && !found;) {
            int r = br_option(s, ord[i], 1ULL << k);
            if (r < 0) {
                s->depth--;
                return -1;
            }
            if (r == NOT_IN_SET) {
                i++;
                continue;
            }
            memmove(&ord[i], &ord[i + 1], (no - i - 1) * sizeof *ord);
            no--;
            if ((unsigned)r == k)
                found = true;
            else if (r < 64)
                skip |= 1ULL << r;
        }
        if (!found) break;
    }
    s->depth--;
    if (k == 64) return nim_of(s, c);
    tt_exact(s, c, k, from);
    return (int)k;
}

/* ---- checkpoints -----------------------------------------------------------
 *
 * Every entry of the table is a proven fact about the component its key
 * describes (its nim value, or values it does not have), true in any search
 * of the same game: a checkpoint keeps the facts that cost the most, and a
 * search that loads it starts from them.  The file: a text header, then the
 * entries (little-endian: hw 2 bytes, state, work, nim 1 byte each, excl 4
 * bytes, then the key's words, 8 bytes each):
 *
 *   cgt-nimsearch-checkpoint 1
 *   game cram
 *   words 1
 *   entries 00000000000000001234
 *   checksum 0123456789abcdef
 *   (an empty line)
 *
 * The checksum chains cgt_hash_bytes over the entries' bytes. */

#define CKPT_MAGIC "cgt-nimsearch-checkpoint 1"
/* Entries a checkpoint holds at most: those of the most work (16 bytes each
 * for Cram's one-word keys, 64 MiB at most in all). */
#define CKPT_MAX_ENTRIES ((uint64_t)1 << 22)
#define CKPT_SEED 0x636b7074ULL

static size_t record_bytes(unsigned nwords) {
    return 9 + 8 * (size_t)nwords;
}

static void put_record(unsigned char *b, const entry *e, unsigned nwords) {
    b[0] = (unsigned char)(e->hw & 0xFF);
    b[1] = (unsigned char)(e->hw >> 8);
    b[2] = (unsigned char)e->state;
    b[3] = (unsigned char)e->work;
    b[4] = e->nim;
    for (int i = 0; i < 4; i++) b[5 + i] = (unsigned char)(e->excl >> (8 * i));
    for (unsigned w = 0; w < nwords; w++)
        for (int i = 0; i < 8; i++) b[9 + 8 * w + i] = (unsigned char)(e->k[w] >> (8 * i));
}

/* The entry of record b, or a message when it is not one. */
static const char *get_record(entry *e, const unsigned char *b, unsigned nwords) {
    e->hw = (uint16_t)(b[0] | b[1] << 8);
    unsigned h = (e->hw - 1u) >> 8, w = (e->hw - 1u) & 0xFF;
    if (!e->hw || !h || !w || h * w > 64 * nwords) return "a box of no cells or too many";
    if (b[2] != SLOT_PARTIAL && b[2] != SLOT_EXACT) return "a state other than 1 or 2";
    if (b[3] > 63) return "a work over 63";
    e->state = b[2] & 3;
    e->work = b[3] & 63;
    e->nim = b[4];
    e->excl = 0;
    for (int i = 0; i < 4; i++) e->excl |= (uint32_t)b[5 + i] << (8 * i);
    if (e->state == SLOT_EXACT && e->excl) return "an exact value with values excluded";
    if (e->state == SLOT_PARTIAL && !e->excl) return "no value known or excluded";
    for (unsigned k = 0; k < nwords; k++) {
        e->k[k] = 0;
        for (int i = 0; i < 8; i++) e->k[k] |= (uint64_t)b[9 + 8 * k + i] << (8 * i);
    }
    return NULL;
}

static void header(FILE *f, const nimsearch *s, uint64_t n, uint64_t sum) {
    fprintf(f, "%s\ngame %s\nwords %u\nentries %020" PRIu64 "\nchecksum %016" PRIx64 "\n\n",
            CKPT_MAGIC, s->g->name, s->nwords, n, sum);
}

int nimsearch_save(const nimsearch *s, const char *path, uint64_t *saved) {
    if (saved) *saved = 0;
    /* the least work kept: the entries of the most work, at most
     * CKPT_MAX_ENTRIES of them */
    uint64_t hist[64] = {0}, n = 0;
    size_t slots = s->nbuckets * BUCKET;
    for (size_t i = 0; i < slots; i++) {
        const entry *e = slot(s, s->tab, i);
        if (e->hw) hist[e->work]++, n++;
    }
    unsigned min_work = 0;
    while (n > CKPT_MAX_ENTRIES && min_work < 63) n -= hist[min_work++];
    size_t len = strlen(path) + 8;
    char *tmp = cgt_malloc(len);
    snprintf(tmp, len, "%s.tmp", path);
    int rc = 0;
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        rc = cgt_error(CGT_EIO, "%s: %s", tmp, strerror(errno));
        cgt_free(tmp);
        return rc;
    }
    header(f, s, 0, 0); /* written again with the count and the checksum */
    unsigned char rec[9 + 8 * NIMSEARCH_WORDS];
    size_t rb = record_bytes(s->nwords);
    uint64_t sum = CKPT_SEED, put = 0;
    bool ok = true;
    for (size_t i = 0; i < slots && ok; i++) {
        const entry *e = slot(s, s->tab, i);
        if (!e->hw || e->work < min_work) continue;
        put_record(rec, e, s->nwords);
        sum = cgt_hash_bytes(rec, rb, sum);
        ok = fwrite(rec, 1, rb, f) == rb;
        put++;
    }
    if (ok) {
        rewind(f);
        header(f, s, put, sum);
        ok = !ferror(f);
    }
    if (fclose(f) != 0 || !ok) {
        rc = cgt_error(CGT_EIO, "%s: write failed", tmp);
        remove(tmp);
    } else if (rename(tmp, path) != 0) {
        rc = cgt_error(CGT_EIO, "%s: %s", path, strerror(errno));
        remove(tmp);
    } else if (saved) {
        *saved = put;
    }
    cgt_free(tmp);
    return rc;
}

/* Adds the fact x to the table: a new entry, or merged into the entry of the
 * same key (an exact value wins over values excluded). */
static void tt_merge(nimsearch *s, const entry *x) {
    uint32_t h = entry_hash(s, x);
    size_t b = (h & (s->nbuckets - 1)) * BUCKET;
    for (size_t i = 0; i < BUCKET; i++) {
        entry *e = slot(s, s->tab, b + i);
        if (e->hw != x->hw || memcmp(e->k, x->k, s->nwords * sizeof(uint64_t)) != 0) continue;
        if (x->state == SLOT_EXACT) {
            e->state = SLOT_EXACT;
            e->nim = x->nim;
            e->excl = 0;
        } else if (e->state != SLOT_EXACT) {
            e->excl |= x->excl;
        }
        if (x->work > e->work) e->work = x->work;
        return;
    }
    tt_insert(s, x, h);
}

/* The number of the header line "KEY N" (line without its newline): digits
 * only in `base` (16: exactly 16 of them), nothing after. */
static bool header_field(const char *line, const char *key, int base, uint64_t *v) {
    size_t k = strlen(key);
    if (strncmp(line, key, k) != 0 || line[k] != ' ') return false;
    const char *p = line + k + 1;
    size_t n = strspn(p, base == 16 ? "0123456789abcdef" : "0123456789");
    if (n == 0 || p[n] || n > 20 || (base == 16 && n != 16)) return false;
    errno = 0;
    char *end;
    unsigned long long x = strtoull(p, &end, base);
    if (errno || *end) return false;
    *v = x;
    return true;
}

/* The next line of f into line, without its newline; false at the end of
 * the file or for a line too long. */
static bool header_line(char *line, size_t cap, FILE *f) {
    if (!fgets(line, (int)cap, f)) return false;
    size_t n = strlen(line);
    if (!n || line[n - 1] != '\n') return false;
    line[n - 1] = '\0';
    return true;
}

int nimsearch_load(nimsearch *s, const char *path, uint64_t *loaded) {
    if (loaded) *loaded = 0;
    FILE *f = fopen(path, "rb");
    if (!f) return cgt_error(CGT_EIO, "%s: %s", path, strerror(errno));
    char line[256], game[64];
    unsigned words = 0;
    uint64_t n = 0, sum = 0;
    int rc = 0;
    if (!header_line(line, sizeof line, f) || strcmp(line, CKPT_MAGIC) != 0) {
        rc = cgt_error(CGT_EPARSE, "%s: line 1: not a cgt nimsearch checkpoint", path);
        goto out;
    }
    if (!header_line(line, sizeof line, f) || strncmp(line, "game ", 5) != 0 ||
        strlen(line + 5) >= sizeof game || !line[5] || strchr(line + 5, ' ')) {
        rc = cgt_error(CGT_EPARSE, "%s: line 2: expected 'game NAME'", path);
        goto out;
    }
    snprintf(game, sizeof game, "%s", line + 5);
    if (strcmp(game, s->g->name) != 0) {
        rc = cgt_error(CGT_EPARSE, "%s: a checkpoint of %s, not of %s", path, game, s->g->name);
        goto out;
    }
    if (!header_line(line, sizeof line, f) || !header_field(line, "words", 10, &n) || n < 1 ||
        n > NIMSEARCH_WORDS) {
        rc = cgt_error(CGT_EPARSE, "%s: line 3: expected 'words N' (N from 1 to %d)", path,
                       NIMSEARCH_WORDS);
        goto out;
    }
    words = (unsigned)n;
    if (words != s->nwords) {
        rc = cgt_error(CGT_EPARSE,
                       "%s: a checkpoint of keys of %u 64-bit words, and this search's keys have "
                       "%u (for Cram: boards of up to 64 cells have one, larger boards two)",
                       path, words, s->nwords);
        goto out;
    }
    if (!header_line(line, sizeof line, f) || !header_field(line, "entries", 10, &n)) {
        rc = cgt_error(CGT_EPARSE, "%s: line 4: expected 'entries N'", path);
        goto out;
    }
    if (!header_line(line, sizeof line, f) || !header_field(line, "checksum", 16, &sum)) {
        rc = cgt_error(CGT_EPARSE, "%s: line 5: expected 'checksum H' (16 hexadecimal digits)",
                       path);
        goto out;
    }
    if (!header_line(line, sizeof line, f) || line[0]) {
        rc = cgt_error(CGT_EPARSE, "%s: line 6: expected an empty line", path);
        goto out;
    }
    size_t rb = record_bytes(s->nwords);
    long here = ftell(f);
    if (here < 0 || fseek(f, 0, SEEK_END) != 0) {
        rc = cgt_error(CGT_EIO, "%s: cannot seek", path);
        goto out;
    }
    long total = ftell(f);
    if (total < here || (uint64_t)(total - here) / rb != n || (uint64_t)(total - here) % rb ||
        fseek(f, here, SEEK_SET) != 0) {
        rc = cgt_error(CGT_EPARSE,
                       "%s: expected exactly %" PRIu64 " entries of %zu bytes after "
                       "the header",
                       path, n, rb);
        goto out;
    }
    /* all the entries are checked (each, and the checksum) before any
     * enters the table: a damaged file changes nothing */
    unsigned char rec[9 + 8 * NIMSEARCH_WORDS];
    uint64_t buf[1 + NIMSEARCH_WORDS];
    entry *x = (entry *)(void *)buf;
    uint64_t got = CKPT_SEED;
    for (uint64_t i = 0; i < n; i++) {
        if (fread(rec, 1, rb, f) != rb) {
            rc = cgt_error(CGT_EIO, "%s: read failed at entry %" PRIu64, path, i + 1);
            goto out;
        }
        memset(buf, 0, sizeof buf);
        const char *bad = get_record(x, rec, s->nwords);
        if (bad) {
            rc = cgt_error(CGT_EPARSE, "%s: entry %" PRIu64 " (byte %" PRIu64 "): %s", path, i + 1,
                           (uint64_t)here + i * rb, bad);
            goto out;
        }
        got = cgt_hash_bytes(rec, rb, got);
    }
    if (got != sum) {
        rc = cgt_error(CGT_EPARSE, "%s: the checksum does not match the entries (a damaged file)",
                       path);
        goto out;
    }
    if (fseek(f, here, SEEK_SET) != 0) {
        rc = cgt_error(CGT_EIO, "%s: cannot seek", path);
        goto out;
    }
    for (uint64_t i = 0; i < n; i++) {
        if (fread(rec, 1, rb, f) != rb) {
            rc = cgt_error(CGT_EIO, "%s: read failed at entry %" PRIu64, path, i + 1);
            goto out;
        }
        memset(buf, 0, sizeof buf);
        get_record(x, rec, s->nwords);
        tt_merge(s, x);
    }
    if (loaded) *loaded = n;
    s->loaded += n;
out:
    fclose(f);
    return rc;
}

int nimsearch_set_checkpoint(nimsearch *s, const char *path, double every_seconds) {
    cgt_free(s->ckpt_path);
    s->ckpt_path = NULL;
    s->ckpt_every = every_seconds > 0 ? every_seconds : 600;
    s->ckpt_last = cgt_clock_seconds();
    s->ckpt_error[0] = '\0';
    if (!path) return 0;
    /* the file it will write, tried now rather than after hours of search */
    size_t len = strlen(path) + 8;
    char *tmp = cgt_malloc(len);
    snprintf(tmp, len, "%s.tmp", path);
    FILE *f = fopen(tmp, "wb");
    int rc = f ? 0 : cgt_error(CGT_EIO, "%s: %s", tmp, strerror(errno));
    if (f) {
        fclose(f);
        remove(tmp);
        s->ckpt_path = cgt_strdup(path);
    }
    cgt_free(tmp);
    return rc;
}

int nimsearch_resume(nimsearch *s, const char *path, double every_seconds, uint64_t *loaded) {
    if (loaded) *loaded = 0;
    bool there; /* none: a first run; there but not readable: an error */
    int rc = cgt_file_exists(path, &there);
    if (!rc && there) rc = nimsearch_load(s, path, loaded);
    return rc ? rc : nimsearch_set_checkpoint(s, path, every_seconds);
}

/* From report(): a save when the time has come.  A save that fails stops
 * the search (with the save's message), rather than let it run on for hours
 * without the checkpoint it was asked for. */
static void checkpoint_due(nimsearch *s) {
    if (cgt_clock_seconds() - s->ckpt_last < s->ckpt_every) return;
    if (nimsearch_save(s, s->ckpt_path, NULL) != 0) {
        snprintf(s->ckpt_error, sizeof s->ckpt_error, "%s", cgt_error_message());
        cgt_limit_abort(s->ckpt_error);
    }
    s->ckpt_last = cgt_clock_seconds();
}

/* ---- entry points ---------------------------------------------------------- */

int nimsearch_new(nimsearch **out, const nimsearch_game *g) {
    nimsearch *s = cgt_calloc(1, sizeof *s);
    *out = NULL;
    if (!s) return cgt_error(CGT_ELIMIT, "%s: out of memory", g->name);
    s->g = g;
    s->nwords = g->nwords;
    s->stride = sizeof(entry) + g->nwords * sizeof(uint64_t);
    /* at most a third of the memory budget (old and new table during a
     * doubling); without a budget 1 GiB; 256 MiB in a 32-bit build
     * (WebAssembly) */
    uint64_t cap = (uint64_t)1 << 30, budget = cgt_limits_memory();
    if (budget) cap = budget / 3;
    if (sizeof(size_t) < 8 && cap > ((uint64_t)1 << 28)) cap = (uint64_t)1 << 28;
    s->max_buckets = 1024;
    while (s->max_buckets * 2 * BUCKET * s->stride <= cap) s->max_buckets *= 2;
    s->nbuckets = 1024;
    s->next_report = 1u << 17;
    s->tab = tt_alloc(&s->tab_mem, s, s->nbuckets);
    if (!s->tab) {
        cgt_free(s);
        return cgt_error(CGT_ELIMIT, "%s: out of memory", g->name);
    }
    *out = s;
    return 0;
}

void nimsearch_free(nimsearch *s, nimsearch_stats *st) {
    if (st) memset(st, 0, sizeof *st);
    if (!s) return;
    if (st) {
        st->searched = s->searched;
        st->stored = s->count;
        st->bytes = (uint64_t)s->nbuckets * BUCKET * s->stride;
        st->saved = s->ckpt_saved;
        st->loaded = s->loaded;
    }
    for (size_t i = 0; i < s->nframes; i++) cgt_free(s->frames[i]);
    cgt_free(s->frames);
    cgt_free(s->tab_mem);
    cgt_free(s->ckpt_path);
    if (s->searched >= (1u << 17)) cgt_progress_done();
    cgt_free(s);
}

void nimsearch_set_method(nimsearch *s, int method) {
    s->method = method;
}

static int nim_search(nimsearch *s, unsigned *nim, const comp *parts, size_t n, unsigned heap,
                      int outcome) {
    size_t big = 0;
    bool br = s->method == NIMSEARCH_BR;
    *nim = 0;
    for (size_t i = 1; i < n; i++)
        if (parts[i].size > parts[big].size) big = i;
    unsigned x = heap;
    for (size_t i = 0; i < n; i++) {
        if (i == big && outcome) continue;
        int v = br ? br_aspire(s, &parts[i]) : nim_of(s, &parts[i]);
        if (v < 0) return cgt_limit_error();
        x ^= (unsigned)v;
    }
    if (n && outcome) {
        int r;
        if (br && x < 64) {
            /* a P-position iff the largest part's value is x */
            r = br_in_set(s, &parts[big], 1ULL << x, NO_COUNT);
            if (r >= 0) r = r != (int)x;
        } else
            r = win(s, &parts[big], x, NO_COUNT);
        if (r < 0) return cgt_limit_error();
        x = (unsigned)r;
    }
    *nim = outcome ? x != 0 : x;
    return 0;
}

int nimsearch_nim(nimsearch *s, unsigned *nim, const comp *parts, size_t n, unsigned heap,
                  int outcome) {
    int rc = nim_search(s, nim, parts, n, heap, outcome);
    /* the last checkpoint: after a result, and after a limit (what was
     * proven so far) */
    if (s->ckpt_path && !s->ckpt_error[0]) {
        char msg[512];
        snprintf(msg, sizeof msg, "%s", rc ? cgt_error_message() : "");
        int sv = nimsearch_save(s, s->ckpt_path, &s->ckpt_saved);
        if (sv) return sv;
        if (rc) cgt_error(rc, "%s", msg);
    }
    return rc;
}
