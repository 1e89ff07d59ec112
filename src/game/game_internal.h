/* game_internal.h - the game table's records, option pool and caches, shared
 * by the files of src/game/ only. */
#ifndef CGT_GAME_INTERNAL_H
#define CGT_GAME_INTERNAL_H

#include "cgt/game.h"
#include "util/limits_internal.h"

/* Kinds of records. */
enum {
    GK_NUS = 0,    /* x + n.^ + *k in closed form (numbers included) */
    GK_GENERAL = 1 /* any other canonical game, stored by its option lists */
};

/* Flag bits in game_rec.flags. */
enum {
    GF_OPTS_READY = 1,  /* options are in the pool (always for GK_GENERAL) */
    GF_SMALL_KNOWN = 2, /* GF_ALL_SMALL is valid */
    GF_ALL_SMALL = 4,
    GF_STOPS_EXACT = 8, /* both stops known, and lsf, rsf hold them exactly */
    /* the game was once the left (GF_LEQ_A) or right (GF_LEQ_B) side of a
     * comparison stored in game_leq's exact memo (order.c): a pair whose
     * games lack these bits is not looked up there */
    GF_LEQ_A = 16,
    GF_LEQ_B = 32
};

#define GAME_UNKNOWN_BIRTHDAY UINT64_MAX

/* One canonical game.  Invariants: a GK_GENERAL record is in canonical form,
 * is not equal to any number-up-star, and its option lists (left then right,
 * each sorted by id, no duplicates) start at opts in the pool; every value has
 * exactly one record.  A record is the 32 bytes the comparisons read, in an
 * array aligned to 64 bytes, so that no record straddles two cache lines
 * (a 48-byte record did one time in four); the memos rarely read (the stops
 * as games, the birthday) are in a parallel array of game_cold. */
typedef struct game_rec {
    uint8_t kind;
    uint8_t flags;
    /* The stops as floats when GF_STOPS_EXACT (numerators below 2^24): the
     * comparisons by the stops then read no number records. */
    float lsf, rsf;
    uint32_t nl, nr; /* option counts (valid once GF_OPTS_READY) */
    uint32_t opts;   /* offset of the options in the pool */
    uint32_t nus;    /* index into the nus array (GK_NUS) */
    game_t neg;      /* memoized negative, GAME_NONE if not yet known */
} game_rec;

/* The cold part of a record (game_tab.cold[g]). */
typedef struct game_cold {
    game_t lstop, rstop; /* memoized stops (number games), GAME_NONE if unknown */
    uint64_t birthday;   /* memoized, GAME_UNKNOWN_BIRTHDAY if unknown or huge */
} game_cold;

/* The closed-form data of a GK_NUS record. */
typedef struct game_nus_rec {
    dyadic_t x;
    int64_t ups;
    uint64_t nim;
} game_nus_rec;

typedef struct game_table {
    game_rec *recs;  /* aligned to 64 bytes within recs_raw */
    void *recs_raw;  /* the allocation of recs */
    game_cold *cold; /* as many as recs */
    size_t nrecs, caprecs;
    game_nus_rec *nus;
    size_t nnus, capnus;
    game_t *pool;     /* option lists */
    void *pool_block; /* the allocation of pool */
    size_t npool, cappool;
    cgt_index index; /* the records by hash (util.h, the interning index) */
    game_t zero, star, up;
} game_table;

extern game_table game_tab;

/* Ensures the table exists (idempotent). */
void game_table_ensure(void);

static inline game_rec *game_rec_of(game_t g) {
    return &game_tab.recs[g];
}
static inline game_cold *game_cold_of(game_t g) {
    return &game_tab.cold[g];
}
static inline const game_nus_rec *game_nus_of(game_t g) {
    return &game_tab.nus[game_tab.recs[g].nus];
}
static inline int game_is_nus_fast(game_t g) {
    return game_tab.recs[g].kind == GK_NUS;
}
static inline int game_is_number_fast(game_t g) {
    const game_rec *r = &game_tab.recs[g];
    return r->kind == GK_NUS && game_tab.nus[r->nus].ups == 0 && game_tab.nus[r->nus].nim == 0;
}

/* 1 (the default): game_add adds big nimbers by the gift-horse shortcut
 * (ops.c); 0: by forming every option (the benchmark's baseline). */
extern int game_big_nimber_shortcut;

/* Interns x + ups.^ + *nim (copies x). */
game_t game_intern_nus(const dyadic_t x, int64_t ups, uint64_t nim);
/* Interns a general record with the given canonical, sorted, duplicate-free
 * option lists (the caller guarantees canonicity and that it is not a nus). */
game_t game_intern_general(const game_t *left, size_t nl, const game_t *right, size_t nr);
/* Makes the options of g available in the pool (materializes closed forms):
 * game_options_build does the work, game_options_ready only when needed. */
void game_options_build(game_t g);
static inline void game_options_ready(game_t g) {
    if (!(game_tab.recs[g].flags & GF_OPTS_READY)) game_options_build(g);
}
/* Pointers into the pool: valid only until the next table modification. */
static inline const game_t *game_lopts(game_t g) {
    return game_tab.pool + game_tab.recs[g].opts;
}
static inline const game_t *game_ropts(game_t g) {
    return game_tab.pool + game_tab.recs[g].opts + game_tab.recs[g].nl;
}

/* Recursion depth guard for the recursive operations (sum, negation,
 * comparison): deeper than GAME_MAX_DEPTH aborts with a clear message instead
 * of overflowing the C stack.  game_depth_enter returns 0 when aborted. */
#define GAME_MAX_DEPTH 10000
extern int game_depth;
static inline int game_depth_enter(void) {
    if (++game_depth > GAME_MAX_DEPTH) {
        cgt_limit_abort("game deeper than 10000 levels");
        return 0;
    }
    return 1;
}
static inline void game_depth_leave(void) {
    game_depth--;
}

/* Computes both stops of g and, when exact as floats, sets GF_STOPS_EXACT
 * with lsf and rsf (props.c).  May intern numbers (records move). */
void game_stops_ready(game_t g);

/* Closed-form comparison of two number-up-stars: a <= b. */
int game_nus_leq(game_t a, game_t b);

/* Exact memo tables keyed by a pair of ids (see table.c). */
typedef struct game_cache_entry {
    game_t a, b, r;
} game_cache_entry;
typedef struct game_cache {
    game_cache_entry *e;
    void *block; /* the allocation of e (cgt_calloc_huge) */
    size_t cap;  /* power of two, 0 when not allocated */
    size_t n;    /* entries in use */
} game_cache;
int game_cache_get(game_cache *c, game_t a, game_t b, game_t *r);
/* Fetches the first slot game_cache_get(c, a, b) reads (the slot function of
 * table.c). */
static inline void game_cache_prefetch(const game_cache *c, game_t a, game_t b) {
    if (c->cap) __builtin_prefetch(&c->e[cgt_hash_mix(((uint64_t)a << 32) | b) & (c->cap - 1)]);
}
void game_cache_put(game_cache *c, game_t a, game_t b, game_t r);
void game_cache_free(game_cache *c);
void game_caches_free(void); /* frees every cache of the module */
void game_order_caches_free(void);
/* Whether game_leq and game_make's removal of dominated options settle
 * comparisons by the stops first (the default); off, the plain recursion
 * (tests compare the two). */
void game_order_use_stops(bool on);
bool game_order_stops_on(void); /* game_make's domination test uses them too */
/* game_order_use_stops's switch (order.c). */
extern bool game_leq_stops_;
/* Fetches the bucket of game_leq's small memo (order.c: 64-byte buckets)
 * where the pair (a, b) is, so that the misses of several comparisons
 * about to be made overlap. */
extern void *game_leq_fast_;
extern size_t game_leq_fast_mask_;
static inline void game_leq_prefetch(game_t a, game_t b) {
    if (game_leq_fast_)
        __builtin_prefetch((const char *)game_leq_fast_ +
                           64 * (cgt_hash_mix(((uint64_t)a << 32) | b) & game_leq_fast_mask_));
}
/* a <= b by the stops' floats alone when both records have them: 0 (no),
 * 1 (yes), -1 (not settled: ask game_leq).  Loops of comparisons try it
 * before a call, so that the comparisons the stops settle cost no call, no
 * memo hash and no fetch of a memo slot. */
static inline int game_leq_by_stops(game_t a, game_t b) {
    const game_rec *rA = game_rec_of(a), *rB = game_rec_of(b);
    if (!(rA->flags & rB->flags & GF_STOPS_EXACT) || !game_leq_stops_) return -1;
    if (rA->lsf > rB->lsf || rA->rsf > rB->rsf) return 0;
    return rB->rsf > rA->lsf ? 1 : -1;
}
/* game_leq with the stops tried inline first. */
static inline bool game_leq_quick(game_t a, game_t b) {
    int q = game_leq_by_stops(a, b);
    return q >= 0 ? q == 1 : game_leq(a, b);
}
/* Empties game_leq's memos and gives its small table n buckets (a power of
 * two; 2^14 by default): tests use 1, where every pair meets others. */
void game_order_fast_buckets(size_t n);
void game_ops_caches_free(void);

/* Growable id vector used by construction. */
typedef struct game_vec {
    game_t *v;
    size_t n, cap;
    bool borrowed; /* v is the caller's buffer (game_vec_with): never freed */
} game_vec;
/* An empty vector whose first cap slots are buf (the caller's, on its stack):
 * no allocation until it grows past them. */
static inline game_vec game_vec_with(game_t *buf, size_t cap) {
    game_vec v = {buf, 0, cap, true};
    return v;
}
void game_vec_push(game_vec *v, game_t g);
void game_vec_free(game_vec *v);
void game_sort_unique(game_vec *v);

#endif
