/* position.c - the position engine: recursive evaluation of positions to
 * canonical games with a transposition table, component split and symmetry
 * normalisation (see docs/position.md). */
#include <string.h>

#include "cgt/position.h"
#include "position/position_internal.h"

/* ---- sinks --------------------------------------------------------------- */

void position_sink_init(position_sink *s) {
    memset(s, 0, sizeof *s);
}

void position_sink_clear(position_sink *s) {
    cgt_free(s->buf);
    cgt_free(s->off);
    cgt_free(s->side);
    memset(s, 0, sizeof *s);
}

void position_sink_reset(position_sink *s) {
    s->len = 0;
    s->n = 0;
    if (s->off) s->off[0] = 0;
}

uint8_t *position_sink_push(position_sink *s, int side, size_t len) {
    if (s->n + 2 > s->ncap) {
        size_t nc = s->ncap ? 2 * s->ncap : 16;
        s->off = cgt_realloc(s->off, nc * sizeof *s->off);
        s->side = cgt_realloc(s->side, nc);
        if (s->ncap == 0) s->off[0] = 0;
        s->ncap = nc;
    }
    if (s->len + len > s->cap || !s->buf) { /* never NULL, even for empty entries */
        size_t nc = s->cap ? 2 * s->cap : 256;
        while (nc < s->len + len) nc *= 2;
        s->buf = cgt_realloc(s->buf, nc);
        s->cap = nc;
    }
    uint8_t *p = s->buf + s->len;
    s->side[s->n] = (unsigned char)side;
    s->len += len;
    s->n++;
    s->off[s->n] = s->len;
    return p;
}

void position_sink_add(position_sink *s, int side, const uint8_t *pos, size_t len) {
    uint8_t *p = position_sink_push(s, side, len);
    if (len) memcpy(p, pos, len);
}

/* ---- the transposition table ---------------------------------------------- */

/* Open addressing; a slot holds the key's hash, where its bytes are in the
 * key arena, and the value.  Keys are (rules, impartial flag, bytes). */
typedef struct tt_slot {
    uint64_t hash; /* 0 = empty slot */
    const position_rules *rules;
    size_t key; /* offset of the bytes in tt.keys */
    uint32_t len : 31;
    uint32_t imp : 1; /* POSITION_IMPARTIAL */
    game_t value;
} tt_slot;

static struct {
    tt_slot *slots;
    size_t cap, used; /* cap is a power of two */
    uint8_t *keys;
    size_t klen, kcap;
    position_stats st;
    int hooked; /* registered with game_table_on_free */
} tt;

static void wt_free(void);

void position_table_free(void) {
    cgt_free(tt.slots);
    cgt_free(tt.keys);
    int hooked = tt.hooked;
    memset(&tt, 0, sizeof tt);
    tt.hooked = hooked;
    wt_free();
}

static uint64_t tt_hash(const position_rules *r, unsigned imp, const uint8_t *p, size_t n) {
    uint64_t h = cgt_hash_bytes(p, n, (uint64_t)(uintptr_t)r * 2 + imp);
    return h ? h : 1;
}

static tt_slot *tt_find(uint64_t h, const position_rules *r, unsigned imp, const uint8_t *p,
                        size_t n) {
    if (!tt.cap) return NULL;
    size_t mask = tt.cap - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        tt_slot *s = &tt.slots[i];
        if (!s->hash) return s;
        if (s->hash == h && s->rules == r && s->imp == imp && s->len == n &&
            memcmp(tt.keys + s->key, p, n) == 0)
            return s;
    }
}

static void tt_grow(void) {
    size_t nc = tt.cap ? 2 * tt.cap : 1 << 12;
    tt_slot *ns = cgt_calloc(nc, sizeof *ns);
    for (size_t i = 0; i < tt.cap; i++) {
        tt_slot *s = &tt.slots[i];
        if (!s->hash) continue;
        size_t j = s->hash & (nc - 1);
        while (ns[j].hash) j = (j + 1) & (nc - 1);
        ns[j] = *s;
    }
    cgt_free(tt.slots);
    tt.slots = ns;
    tt.cap = nc;
}

static void tt_store(uint64_t h, const position_rules *r, unsigned imp, const uint8_t *p, size_t n,
                     game_t g) {
    if (!tt.hooked) {
        game_table_on_free(position_table_free);
        tt.hooked = 1;
    }
    if (2 * (tt.used + 1) > tt.cap) tt_grow();
    tt_slot *s = tt_find(h, r, imp, p, n);
    if (s->hash) return; /* already there (cannot differ: values are unique) */
    if (tt.klen + n > tt.kcap || !tt.keys) {
        size_t nc = tt.kcap ? 2 * tt.kcap : 1 << 16;
        while (nc < tt.klen + n) nc *= 2;
        tt.keys = cgt_realloc(tt.keys, nc);
        tt.kcap = nc;
    }
    memcpy(tt.keys + tt.klen, p, n);
    s->hash = h;
    s->rules = r;
    s->key = tt.klen;
    s->len = (uint32_t)n;
    s->imp = imp;
    s->value = g;
    tt.klen += n;
    tt.used++;
}

/* ---- the table of words ------------------------------------------------------
 * Positions that are one 64-bit word (position_word_rules) are keyed by the
 * word itself: a slot of 16 bytes holds the key, the value and a tag naming
 * the rules (their index among the registered ones) and the impartial flag,
 * so that a probe touches one slot and no key bytes elsewhere. */

#define WORD_RULES_MAX 16

static struct {
    const position_rules *r;
    const position_word_rules *w;
} word_reg[WORD_RULES_MAX];
static size_t nword_reg;

void position_set_word_rules(const position_rules *r, const position_word_rules *w) {
    for (size_t i = 0; i < nword_reg; i++)
        if (word_reg[i].r == r) {
            word_reg[i].w = w; /* the index (the tag of its words) stays */
            return;
        }
    if (w && nword_reg < WORD_RULES_MAX) {
        word_reg[nword_reg].r = r;
        word_reg[nword_reg].w = w;
        nword_reg++;
    }
}

const position_word_rules *position_get_word_rules(const position_rules *r) {
    for (size_t i = 0; i < nword_reg; i++)
        if (word_reg[i].r == r) return word_reg[i].w;
    return NULL;
}

/* The word rules of r and the tag of its words (0 when it has none). */
static const position_word_rules *word_rules_of(const position_rules *r, unsigned imp,
                                                uint32_t *tag) {
    for (size_t i = 0; i < nword_reg; i++)
        if (word_reg[i].r == r && word_reg[i].w) {
            *tag = (uint32_t)(2 * (i + 1) + imp);
            return word_reg[i].w;
        }
    *tag = 0;
    return NULL;
}

/* Filled up to 3/4 before it doubles: a probe of a 16-byte slot reads its
 * neighbours in the same cache line, and a smaller table misses the caches
 * less (Domineering 6 x 6: 4.2 million words in 128 MB instead of 256). */
typedef struct wt_slot {
    uint64_t key;
    game_t value;
    uint32_t tag; /* 0 = empty slot */
} wt_slot;

static struct {
    wt_slot *slots;
    void *block;      /* the allocation of slots (cgt_calloc_huge: huge pages) */
    size_t cap, used; /* cap is a power of two */
} wt;

static inline uint64_t wt_hash(uint64_t key, uint32_t tag) {
    return cgt_hash_mix(key ^ ((uint64_t)tag * 0x9e3779b97f4a7c15ull));
}

static inline wt_slot *wt_find(uint64_t h, uint64_t key, uint32_t tag) {
    size_t mask = wt.cap - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        wt_slot *s = &wt.slots[i];
        if (!s->tag || (s->key == key && s->tag == tag)) return s;
    }
}

static void wt_grow(void) {
    size_t nc = wt.cap ? 2 * wt.cap : 1 << 12;
    void *block;
    wt_slot *ns = cgt_calloc_huge(nc * sizeof *ns, &block);
    for (size_t i = 0; i < wt.cap; i++) {
        wt_slot *s = &wt.slots[i];
        if (!s->tag) continue;
        size_t j = wt_hash(s->key, s->tag) & (nc - 1);
        while (ns[j].tag) j = (j + 1) & (nc - 1);
        ns[j] = *s;
    }
    cgt_free(wt.block);
    wt.slots = ns;
    wt.block = block;
    wt.cap = nc;
}

static void wt_store(uint64_t h, uint64_t key, uint32_t tag, game_t g) {
    if (!tt.hooked) {
        game_table_on_free(position_table_free);
        tt.hooked = 1;
    }
    if (4 * (wt.used + 1) > 3 * wt.cap) wt_grow();
    wt_slot *s = wt_find(h, key, tag);
    if (s->tag) return;
    s->key = key;
    s->tag = tag;
    s->value = g;
    wt.used++;
}

/* Small words (every cell within rows 0-3 and columns 0-3, as normalised
 * words at the origin are) skip the word table: their 16 cells index a
 * direct table of 2^16 slots, 512 KB that stay in the processor's cache,
 * where a probe of the word table (tens of megabytes) is a cache miss.  A
 * slot holds the value of that word (a representative, or any image of one:
 * word_image) under one tag; another tag's word replaces it (recomputed when
 * asked again).  About a third of the components of a Domineering search
 * are that small. */
#define WS_MASK 0x0F0F0F0Full
typedef struct img_slot {
    game_t value;
    uint32_t tag; /* 0 = empty */
} img_slot;
static struct {
    img_slot *slots; /* 2^16 of them: the index is the word */
    void *block;     /* the allocation of slots */
    size_t used;
} ws;

static inline unsigned ws_small(uint64_t key) {
    return (key & ~WS_MASK) == 0;
}
static inline img_slot *ws_slot(uint64_t key) {
    size_t i = (key & 0xF) | (key >> 4 & 0xF0) | (key >> 8 & 0xF00) | (key >> 12 & 0xF000);
    return &ws.slots[i];
}

/* Images a little larger (words within rows 0-3 and columns 0-4, or rows
 * 0-4 and columns 0-3, not within 4 x 4) have their own direct table of
 * 2 x 2^20 slots of 8 bytes (16 MB), keyed by the image itself (word_image):
 * a probe is a cache miss, fetched ahead, but such a component
 * is then neither normalised nor hashed. */
#define WM_WIDE 0x1F1F1F1Full   /* 4 rows, 5 columns */
#define WM_TALL 0x0F0F0F0F0Full /* 5 rows, 4 columns */
static struct {
    img_slot *slots; /* 2^21: the wide images, then the tall ones */
    void *block;     /* the allocation of slots */
    size_t used;
} wm;

static inline unsigned wm_fits(uint64_t key) {
    return ((key & ~WM_WIDE) == 0) | ((key & ~WM_TALL) == 0); /* no branch */
}
static inline img_slot *wm_slot_of(uint64_t key) {
    size_t i;
    if ((key & ~WM_WIDE) == 0)
        i = (key & 0x1F) | (key >> 3 & 0x3E0) | (key >> 6 & 0x7C00) | (key >> 9 & 0xF8000);
    else
        i = ((size_t)1 << 20) | (key & 0xF) | (key >> 4 & 0xF0) | (key >> 8 & 0xF00) |
            (key >> 12 & 0xF000) | (key >> 16 & 0xF0000);
    return &wm.slots[i];
}

static void wt_free(void) {
    cgt_free(wt.block);
    memset(&wt, 0, sizeof wt);
    cgt_free(ws.block);
    memset(&ws, 0, sizeof ws);
    cgt_free(wm.block);
    memset(&wm, 0, sizeof wm);
}

/* Allocates a direct table of n slots (the tables are emptied with the game
 * table, as the others). */
static img_slot *img_table(size_t n, void **block) {
    if (!tt.hooked) {
        game_table_on_free(position_table_free);
        tt.hooked = 1;
    }
    /* 2 MiB-aligned, advised for huge pages: the small table (512 KB) in
     * one TLB entry, the larger (16 MB) in eight */
    return cgt_calloc_huge(n * sizeof(img_slot), block);
}

void position_get_stats(position_stats *st) {
    *st = tt.st;
    st->stored = tt.used + wt.used + ws.used + wm.used;
    st->bytes = tt.cap * sizeof(tt_slot) + tt.kcap + wt.cap * sizeof(wt_slot) +
                (ws.slots ? ((size_t)1 << 16) * sizeof(img_slot) : 0) +
                (wm.slots ? ((size_t)1 << 21) * sizeof(img_slot) : 0);
}

/* ---- evaluation ------------------------------------------------------------ */

/* Scratch space of one recursion level, reused from call to call.  Frames are
 * allocated one by one and never move, so a level may hold pointers into its
 * own frame while deeper levels run. */
typedef struct frame {
    position_sink opts;  /* options of the position being evaluated */
    position_sink comps; /* components of the position being split */
    uint8_t *norm;       /* the normalised position (the table key) */
    size_t normcap;
    game_t *ids; /* option values: Left ones from the front */
    size_t idcap;
    /* the word path: the options of a word, their components (the entries
     * wstart[i] to wstart[i + 1] - 1 for option i), normalised, with their
     * signs and hashes */
    uint64_t wopt[POSITION_WORD_MAX];
    unsigned char wside[POSITION_WORD_MAX];
    size_t wstart[POSITION_WORD_MAX + 1];
    uint32_t wmulti[POSITION_WORD_MAX]; /* the options of two components or more */
    uint64_t *wcomp, *whash;
    signed char *wsign;
    game_t *wval; /* the components' values */
    size_t wcap;
    uint32_t *widx; /* the components by kind: three lists of widxcap (word_node) */
    size_t widxcap;
} frame;

static struct {
    frame **v;
    size_t n;
} frames;

static void frames_free(void) {
    for (size_t i = 0; i < frames.n; i++) {
        position_sink_clear(&frames.v[i]->opts);
        position_sink_clear(&frames.v[i]->comps);
        cgt_free(frames.v[i]->norm);
        cgt_free(frames.v[i]->ids);
        cgt_free(frames.v[i]->wcomp);
        cgt_free(frames.v[i]->whash);
        cgt_free(frames.v[i]->wsign);
        cgt_free(frames.v[i]->wval);
        cgt_free(frames.v[i]->widx);
        cgt_free(frames.v[i]);
    }
    cgt_free(frames.v);
    frames.v = NULL;
    frames.n = 0;
}

static frame *get_frame(size_t depth) {
    if (depth >= frames.n) {
        size_t nn = depth + 16;
        frames.v = cgt_realloc(frames.v, nn * sizeof *frames.v);
        for (size_t i = frames.n; i < nn; i++) frames.v[i] = cgt_calloc(1, sizeof(frame));
        frames.n = nn;
    }
    return frames.v[depth];
}

/* Longest line of play followed (two small C frames per move). */
#define POSITION_MAX_DEPTH 20000

typedef struct ctx {
    const position_rules *r;
    unsigned flags;
    uint64_t stop_at;              /* tt.st.evaluated at which to give up (0: never) */
    bool over;                     /* stopped at stop_at */
    const position_word_rules *wr; /* the word path, NULL when off */
    uint32_t wtag;                 /* the tag of this evaluation's words */
} ctx;

static game_t eval_full(ctx *c, size_t depth, const uint8_t *pos, size_t len);

/* Impartial play whose options are all nimbers *k: the value is *mex of the
 * k (the Sprague-Grundy theorem), found without canonicalising what may be
 * hundreds of options (Wythoff, take-away games).  GAME_NONE if an option is
 * not a nimber. */
static game_t mex_value(const game_t *ids, size_t n) {
    bool small[257] = {false}, *seen = n < 257 ? small : cgt_malloc(n + 1);
    if (seen != small) memset(seen, 0, n + 1);
    game_t g = GAME_NONE;
    dyadic_t x;
    dyadic_init(x);
    size_t i = 0;
    for (; i < n; i++) {
        int64_t ups;
        uint64_t nim;
        if (!game_is_nimber(ids[i])) break;
        game_nus_parts(x, &ups, &nim, ids[i]);
        if (nim <= n) seen[nim] = true;
    }
    if (i == n) {
        size_t m = 0;
        while (seen[m]) m++;
        g = game_nimber(m);
    }
    dyadic_clear(x);
    if (seen != small) cgt_free(seen);
    return g;
}

/* The checks before a position's options are generated: the budget, the
 * limits, the depth.  false when the evaluation must stop. */
static bool node_enter(ctx *c, size_t depth) {
    if (c->stop_at && tt.st.evaluated >= c->stop_at) {
        c->over = true;
        return false;
    }
    if (cgt_limit_tick_fast()) return false;
    if (depth > POSITION_MAX_DEPTH) { /* keep the C stack bounded */
        cgt_limit_abort("position: a line of play longer than 20000 moves");
        return false;
    }
    tt.st.evaluated++;
    return true;
}

static void frame_ids(frame *f, size_t n) {
    if (n > f->idcap) {
        f->idcap = n + 16;
        f->ids = cgt_realloc(f->ids, f->idcap * sizeof *f->ids);
    }
}

/* The value from the option values in f->ids: nl Left ones from the front,
 * nr Right ones at the back of n places (impartial: all nl at the front). */
static game_t value_of_options(frame *f, size_t n, size_t nl, size_t nr, unsigned imp) {
    /* f->ids is NULL when there are no options: no pointer arithmetic on it then */
    game_t *right = n ? f->ids + n - nr : NULL;
    game_t g = imp ? mex_value(f->ids, nl) : GAME_NONE;
    if (g == GAME_NONE)
        g = imp ? game_make(f->ids, nl, f->ids, nl) : game_make(f->ids, nl, right, nr);
    return g;
}

/* ---- the word path ---- */

static game_t word_node(ctx *c, size_t depth, uint64_t key, bool connected);

/* The value of the representative `key` (hash h): from the table, or
 * evaluated and stored.  `connected`: key is one piece (a component). */
static game_t word_value(ctx *c, size_t depth, uint64_t key, uint64_t h, bool connected) {
    bool use_table = !(c->flags & POSITION_NO_TABLE);
    if (use_table && ws_small(key)) {
        if (!ws.slots) ws.slots = img_table((size_t)1 << 16, &ws.block);
        img_slot *s = ws_slot(key);
        if (s->tag == c->wtag) {
            tt.st.hits++;
            return s->value;
        }
        game_t g = word_node(c, depth, key, connected);
        if (g != GAME_NONE) {
            s = ws_slot(key); /* the recursion may have allocated the table */
            if (!s->tag) ws.used++;
            s->tag = c->wtag;
            s->value = g;
        }
        return g;
    }
    if (use_table) {
        wt_slot *s = wt_find(h, key, c->wtag);
        if (s->tag) {
            tt.st.hits++;
            return s->value;
        }
    }
    game_t g = word_node(c, depth, key, connected);
    if (g != GAME_NONE && use_table) wt_store(h, key, c->wtag, g);
    return g;
}

/* The value of the word x itself (not normalised), kept in its slot s of a
 * direct table, else found through its representative and kept there with
 * the sign applied: a small component needs no normalisation once its image
 * has been seen.  used: the table's count of slots in use. */
static inline __attribute__((always_inline)) game_t
word_image(ctx *c, size_t depth, uint64_t x, bool connected, img_slot *s, size_t *used) {
    if (s->tag == c->wtag) {
        tt.st.hits++;
        return s->value;
    }
    uint64_t n = x;
    int sign = c->wr->normalise(&n, c->r->arg);
    if (c->flags & POSITION_IMPARTIAL) sign = 1;
    game_t g = word_value(c, depth, n, ws_small(n) ? 0 : wt_hash(n, c->wtag), connected);
    if (g != GAME_NONE && sign < 0) g = game_neg(g);
    if (g != GAME_NONE) { /* the tables never move while they live */
        if (!s->tag) (*used)++;
        s->tag = c->wtag;
        s->value = g;
    }
    return g;
}

/* The value of one component w (`connected`: w is one piece). */
static game_t word_single(ctx *c, size_t depth, uint64_t w, bool connected) {
    int sign = 1;
    if (!(c->flags & POSITION_NO_SYMMETRY)) sign = c->wr->normalise(&w, c->r->arg);
    if (c->flags & POSITION_IMPARTIAL) sign = 1;
    bool use_table = !(c->flags & POSITION_NO_TABLE);
    if (use_table && !wt.cap) wt_grow();
    game_t g = word_value(c, depth, w, use_table ? wt_hash(w, c->wtag) : 0, connected);
    return sign > 0 || g == GAME_NONE ? g : game_neg(g);
}

/* The value of w: the sum of its components'. */
static game_t word_full(ctx *c, size_t depth, uint64_t w) {
    if (c->flags & POSITION_NO_SPLIT) return word_single(c, depth, w, false);
    uint64_t comp[POSITION_WORD_MAX];
    size_t n = c->wr->split(comp, w, c->r->arg);
    game_t sum = game_zero();
    for (size_t i = 0; i < n && sum != GAME_NONE; i++) {
        game_t g = word_single(c, depth, comp[i], true);
        sum = i == 0 ? g : game_add(sum, g);
    }
    return sum;
}

/* Evaluates the representative `key` (not in the table).  The options are
 * split and normalised first, and the table slots of all their components
 * fetched into the cache, before any is looked up.  When key is one piece
 * (`connected`), the split of an option may stop early (split_move). */
static game_t word_node(ctx *c, size_t depth, uint64_t key, bool connected) {
    if (!node_enter(c, depth)) return GAME_NONE;
    const position_word_rules *wr = c->wr;
    const void *arg = c->r->arg;
    unsigned imp = c->flags & POSITION_IMPARTIAL;
    bool split = !(c->flags & POSITION_NO_SPLIT), sym = !(c->flags & POSITION_NO_SYMMETRY),
         use_table = !(c->flags & POSITION_NO_TABLE);
    bool direct = sym && use_table && wr->translate; /* small components: word_image */
    frame *f = get_frame(depth);
    size_t n = wr->options(f->wopt, f->wside, key, arg), k = 0, nmulti = 0;
    if (use_table && (!wt.cap || 4 * (wt.used + n) > 3 * wt.cap)) wt_grow();
    for (size_t i = 0; i < n; i++) {
        if (k + POSITION_WORD_MAX > f->wcap) {
            f->wcap = 2 * (k + POSITION_WORD_MAX);
            f->wcomp = cgt_realloc(f->wcomp, f->wcap * sizeof *f->wcomp);
            f->whash = cgt_realloc(f->whash, f->wcap * sizeof *f->whash);
            f->wsign = cgt_realloc(f->wsign, f->wcap * sizeof *f->wsign);
            f->wval = cgt_realloc(f->wval, f->wcap * sizeof *f->wval);
        }
        f->wstart[i] = k;
        size_t m = 1;
        if (split && connected && wr->split_move)
            m = wr->split_move(f->wcomp + k, f->wopt[i], key, arg);
        else if (split)
            m = wr->split(f->wcomp + k, f->wopt[i], arg);
        else
            f->wcomp[k] = f->wopt[i];
        f->wmulti[nmulti] = (uint32_t)i; /* kept when m >= 2 (no branch) */
        nmulti += m >= 2;
        k += m;
    }
    f->wstart[n] = k;
    frame_ids(f, n);
    /* The components by kind, in three lists of their indices, so that the
     * loops below do not branch on each component's kind (data to the
     * branch predictor): 0, within 4 x 4 cells once translated (word_image
     * in the small direct table); 2, within 4 x 5 or 5 x 4 (the larger
     * direct table); 1, the others (normalised, looked up in the table of
     * words).  Without the direct tables every component is of kind 1. */
    if (k > f->widxcap || !f->widx) { /* (also for k = 0: no offsets from a null pointer) */
        f->widxcap = k + POSITION_WORD_MAX;
        f->widx = cgt_realloc(f->widx, 3 * f->widxcap * sizeof *f->widx);
    }
    uint32_t *list[3] = {f->widx, f->widx + f->widxcap, f->widx + 2 * f->widxcap};
    size_t cnt[3] = {0, 0, 0};
    for (size_t j = 0; j < k; j++) {
        unsigned kind = 1;
        if (direct) {
            uint64_t x = wr->translate(f->wcomp[j], arg);
            unsigned small = ws_small(x), mid = (small ^ 1) & wm_fits(x);
            kind = 1 - small + mid;
            f->wcomp[j] = kind == 1 ? f->wcomp[j] : x;
        }
        list[kind][cnt[kind]] = (uint32_t)j;
        cnt[kind]++;
    }
    if (cnt[0] && __builtin_expect(!ws.slots, 0)) ws.slots = img_table((size_t)1 << 16, &ws.block);
    if (cnt[2] && __builtin_expect(!wm.slots, 0)) wm.slots = img_table((size_t)1 << 21, &wm.block);
    for (size_t t = 0; t < cnt[2]; t++) __builtin_prefetch(wm_slot_of(f->wcomp[list[2][t]]));
    for (size_t t = 0; t < cnt[1]; t++) {
        size_t j = list[1][t];
        int s = sym ? wr->normalise(&f->wcomp[j], arg) : 1;
        f->wsign[j] = (signed char)(imp ? 1 : s);
        if (use_table && !ws_small(f->wcomp[j])) {
            uint64_t h = wt_hash(f->wcomp[j], c->wtag);
            f->whash[j] = h;
            __builtin_prefetch(&wt.slots[h & (wt.cap - 1)]);
        }
    }
    size_t nl = 0, nr = 0;
    /* the components' values first, then the sums: the memo slots of the
     * options' first sums are fetched before any is asked for */
    for (size_t t = 0; t < cnt[0]; t++) {
        size_t j = list[0][t];
        game_t v = word_image(c, depth + 1, f->wcomp[j], split, ws_slot(f->wcomp[j]), &ws.used);
        if (v == GAME_NONE) return GAME_NONE;
        f->wval[j] = v;
    }
    for (size_t t = 0; t < cnt[2]; t++) {
        size_t j = list[2][t];
        game_t v = word_image(c, depth + 1, f->wcomp[j], split, wm_slot_of(f->wcomp[j]), &wm.used);
        if (v == GAME_NONE) return GAME_NONE;
        f->wval[j] = v;
    }
    for (size_t t = 0; t < cnt[1]; t++) {
        size_t j = list[1][t];
        game_t v = word_value(c, depth + 1, f->wcomp[j], use_table ? f->whash[j] : 0, split);
        if (v != GAME_NONE && f->wsign[j] < 0) v = game_neg(v);
        if (v == GAME_NONE) return GAME_NONE;
        f->wval[j] = v;
    }
    /* The options of two components or more are summed in a loop of their
     * own (f->wmulti), so that the loop over all options does not branch on
     * how many pieces each option left (data to the branch predictor). */
    for (size_t t = 0; t < nmulti; t++) {
        size_t j0 = f->wstart[f->wmulti[t]];
        game_add_prefetch(f->wval[j0], f->wval[j0 + 1]);
    }
    for (size_t t = 0; t < nmulti; t++) {
        size_t j0 = f->wstart[f->wmulti[t]], j1 = f->wstart[f->wmulti[t] + 1];
        game_t g = f->wval[j0];
        for (size_t j = j0 + 1; j < j1; j++) {
            g = game_add(g, f->wval[j]);
            if (g == GAME_NONE) return GAME_NONE;
        }
        f->wval[j0] = g; /* the option's value, in place of its first component */
    }
    game_t zero = game_zero();
    for (size_t i = 0; i < n; i++) {
        size_t j0 = f->wstart[i];
        game_t g = j0 < f->wstart[i + 1] ? f->wval[j0] : zero; /* no components: 0 */
        /* Left's at the front, Right's at the back, without a branch (the
         * sides of successive options are data to the branch predictor) */
        unsigned left = (f->wside[i] == POSITION_LEFT) | (imp != 0);
        f->ids[left ? nl : n - 1 - nr] = g;
        nl += left;
        nr += !left;
    }
    return value_of_options(f, n, nl, nr, imp);
}

/* ---- the byte path ---- */

/* Value of one position (no split), through the table; `connected`: it is a
 * component of the rules' split. */
static game_t eval_single(ctx *c, size_t depth, const uint8_t *pos, size_t len, bool connected) {
    const position_rules *r = c->r;
    uint64_t w;
    if (c->wr && c->wr->to_word(&w, pos, len, r->arg)) return word_single(c, depth, w, connected);
    frame *f = get_frame(depth);
    unsigned imp = c->flags & POSITION_IMPARTIAL;
    if (len > f->normcap || !f->norm) {
        f->normcap = len + 64;
        f->norm = cgt_realloc(f->norm, f->normcap);
    }
    if (len) memcpy(f->norm, pos, len);
    int sign = 1;
    if (r->normalise && !(c->flags & POSITION_NO_SYMMETRY))
        sign = r->normalise(f->norm, &len, r->arg);
    if (imp) sign = 1; /* impartial values are their own negatives */
    const uint8_t *key = f->norm;
    bool use_table = !(c->flags & POSITION_NO_TABLE);
    uint64_t h = 0;
    if (use_table) {
        h = tt_hash(r, imp, key, len);
        tt_slot *s = tt_find(h, r, imp, key, len);
        if (s && s->hash) {
            tt.st.hits++;
            return sign > 0 ? s->value : game_neg(s->value);
        }
    }
    if (!node_enter(c, depth)) return GAME_NONE;
    position_sink_reset(&f->opts);
    r->options(&f->opts, key, len, r->arg);
    size_t n = f->opts.n;
    frame_ids(f, n);
    /* Left options fill ids from the front, Right options from the back. */
    size_t nl = 0, nr = 0;
    for (size_t i = 0; i < n; i++) {
        size_t olen;
        const uint8_t *o = position_sink_at(&f->opts, i, &olen);
        game_t g = eval_full(c, depth + 1, o, olen);
        if (g == GAME_NONE) return GAME_NONE;
        if (f->opts.side[i] == POSITION_LEFT || imp)
            f->ids[nl++] = g;
        else
            f->ids[n - 1 - nr++] = g;
    }
    game_t g = value_of_options(f, n, nl, nr, imp);
    if (g == GAME_NONE) return GAME_NONE;
    if (use_table) tt_store(h, r, imp, key, len, g);
    return sign > 0 ? g : game_neg(g);
}

/* Value of a position: the sum of its components' values. */
static game_t eval_full(ctx *c, size_t depth, const uint8_t *pos, size_t len) {
    const position_rules *r = c->r;
    uint64_t w;
    if (c->wr && c->wr->to_word(&w, pos, len, r->arg)) return word_full(c, depth, w);
    if (!r->split || (c->flags & POSITION_NO_SPLIT)) return eval_single(c, depth, pos, len, false);
    frame *f = get_frame(depth);
    position_sink_reset(&f->comps);
    r->split(&f->comps, pos, len, r->arg);
    size_t n = f->comps.n;
    if (n == 0) return game_zero();
    game_t sum = game_zero();
    for (size_t i = 0; i < n; i++) {
        size_t clen;
        const uint8_t *p = position_sink_at(&f->comps, i, &clen);
        game_t g = eval_single(c, depth, p, clen, true);
        if (g == GAME_NONE) return GAME_NONE;
        sum = n == 1 ? g : game_add(sum, g);
        if (sum == GAME_NONE) return GAME_NONE;
    }
    return sum;
}

static int eval_with(game_t *out, ctx *c, const uint8_t *pos, size_t len) {
    *out = GAME_NONE;
    if (cgt_aborted_fast()) return cgt_limit_check();
    game_t g = eval_full(c, 0, pos, len);
    if (!c->stop_at) frames_free(); /* the outcome search frees them once at its end */
    if (c->over && !cgt_aborted_fast()) return 1;
    const position_rules *r = c->r;
    if (g == GAME_NONE || cgt_aborted_fast()) {
        int rc = cgt_limit_check();
        return rc ? rc : cgt_error(CGT_ELIMIT, "%s: evaluation stopped", r->name);
    }
    *out = g;
    return 0;
}

/* The word path of r under flags, in c. */
static void ctx_words(ctx *c) {
    c->wr = NULL;
    c->wtag = 0;
    if (!(c->flags & POSITION_NO_WORD))
        c->wr = word_rules_of(c->r, c->flags & POSITION_IMPARTIAL, &c->wtag);
}

int position_eval(game_t *out, const position_rules *r, const uint8_t *pos, size_t len,
                  unsigned flags) {
    ctx c = {r, flags, 0, false, NULL, 0};
    ctx_words(&c);
    return eval_with(out, &c, pos, len);
}

void position_scratch_free(void) {
    frames_free();
}

int position_eval_budget(game_t *out, const position_rules *r, const uint8_t *pos, size_t len,
                         unsigned flags, uint64_t max_new) {
    ctx c = {r, flags & ~(unsigned)POSITION_NO_TABLE, tt.st.evaluated + max_new, false, NULL, 0};
    ctx_words(&c);
    return eval_with(out, &c, pos, len);
}
