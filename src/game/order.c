/* order.c - comparison of canonical games: closed forms for number-up-stars,
 * number avoidance against numbers, and the memoized recursive rule
 * G <= H  iff  no G^L >= H and no H^R <= G. */
#include <string.h>

#include "game/game_internal.h"

/* Two levels of memo: every result goes into a small direct-mapped table that
 * stays in the processor's cache; results that took more than CHEAP_WORK
 * recursive comparisons also go into an exact table (table.c), so that no
 * expensive comparison is ever recomputed while cheap ones do not flood a
 * large table (looking those up costs more than recomputing them).  Few
 * comparisons are expensive (52498 of 126 million computed for Domineering
 * 6 x 6): the games of a stored pair are marked in their records (GF_LEQ_A,
 * GF_LEQ_B), which the stops test has just read, and other pairs skip the
 * exact table's probe, a cache miss. */
static game_cache leq_cache;
static uint64_t leq_work; /* recursive comparisons computed so far */
#define CHEAP_WORK 64
/* The small table: buckets of FAST_WAYS results in one cache line each, the
 * most recent first, a new result pushing out the bucket's oldest (a
 * direct-mapped table of as many slots lost a pair to every collision:
 * Domineering 5 x 6 recomputed 1.6 million of its 3.3 million comparisons). */
#define FAST_WAYS 5
typedef struct leq_bucket {
    game_cache_entry e[FAST_WAYS];
    uint32_t pad; /* 64 bytes */
} leq_bucket;
_Static_assert(sizeof(leq_bucket) == 64, "a bucket is one cache line (game_leq_prefetch)");
static leq_bucket *leq_fast;
void *game_leq_fast_;                         /* leq_fast for game_leq_prefetch (game_internal.h) */
size_t game_leq_fast_mask_;                   /* fast_buckets - 1 */
static void *leq_fast_raw;                    /* the allocation leq_fast is aligned in */
static size_t fast_buckets = (size_t)1 << 14; /* a power of two: 1 MB */
bool game_leq_stops_ = true;

void game_order_use_stops(bool on) {
    game_leq_stops_ = on;
}

bool game_order_stops_on(void) {
    return game_leq_stops_;
}

static void fast_alloc(void) {
    /* in a huge page of its own (one TLB entry: the buckets are probed at
     * random millions of times, among tables of tens of megabytes) */
    leq_fast = cgt_calloc_huge(fast_buckets * sizeof *leq_fast, &leq_fast_raw);
    game_leq_fast_ = leq_fast;
    game_leq_fast_mask_ = fast_buckets - 1;
    for (size_t i = 0; i < fast_buckets; i++)
        for (int k = 0; k < FAST_WAYS; k++) leq_fast[i].e[k].r = GAME_NONE;
}

static inline leq_bucket *fast_bucket(game_t a, game_t b) {
    return &leq_fast[cgt_hash_mix(((uint64_t)a << 32) | b) & (fast_buckets - 1)];
}

void game_order_caches_free(void) {
    game_cache_free(&leq_cache);
    cgt_free(leq_fast_raw);
    leq_fast_raw = NULL;
    leq_fast = NULL;
    game_leq_fast_ = NULL;
}

void game_order_fast_buckets(size_t n) {
    game_order_caches_free();
    fast_buckets = n;
}

/* Sign class of u.^ + *k: +1 positive, -1 negative, 0 zero, 2 fuzzy. */
static int infinitesimal_sign(int64_t u, uint64_t k) {
    if (u == 0) return k == 0 ? 0 : 2;
    if (u == 1 || u == -1) {
        if (k == 1) return 2; /* ^* and v* are confused with 0 */
    }
    return u > 0 ? 1 : -1;
}

int game_nus_leq(game_t a, game_t b) {
    const game_nus_rec *x = game_nus_of(a), *y = game_nus_of(b);
    int c = dyadic_cmp(x->x, y->x);
    if (c != 0) return c < 0;
    /* b - a = (y.ups - x.ups).^ + *(x.nim ^ y.nim); need it >= 0. */
    int64_t u;
    if (__builtin_sub_overflow(y->ups, x->ups, &u)) return y->ups > x->ups;
    int s = infinitesimal_sign(u, x->nim ^ y->nim);
    return s == 0 || s == 1;
}

/* x <= y for two numbers (stops): most have one denominator. */
static inline bool number_leq(game_t x, game_t y) {
    const dyadic_struct *p = game_nus_of(x)->x, *q = game_nus_of(y)->x;
    if (!p->big && !q->big && p->exp == q->exp) return p->small <= q->small;
    return dyadic_cmp(p, q) <= 0;
}

bool game_leq(game_t a, game_t b) {
    if (a == GAME_NONE || b == GAME_NONE || cgt_aborted_fast()) return false;
    if (a == b) return true;
    /* the memo's slot is fetched while the records are read and the stops
     * compared (large tables: all three are cache misses, which overlap) */
    if (__builtin_expect(!leq_fast, 0)) fast_alloc();
    leq_bucket *bk = fast_bucket(a, b);
    __builtin_prefetch(bk);
    int an = game_is_nus_fast(a), bn = game_is_nus_fast(b);
    if (an && bn) return game_nus_leq(a, b);
    /* The stops (memoized in the records, which are in the cache now) settle
     * most comparisons: a <= b implies L(a) <= L(b) and R(a) <= R(b), and
     * L(a) < R(b) implies a < b (Siegel, Combinatorial Game Theory, II.6:
     * stops are monotone, and R(b) > L(a) gives b > a).  They go first: the
     * memo below is a likely cache miss. */
    /* With a number-up-star a = x + n.^ + *k (not a number), every a^L has
     * both stops x, and b <= a^L needs L(b) <= x and R(b) <= x: when the
     * stops of b refute that, no a^L is looked at (nor, for a big nimber, its
     * thousands of options built).  Likewise for b^R <= a with b such a game. */
    bool skip_al = false, skip_br = false;
    if (game_leq_stops_) {
        if (!(game_tab.recs[a].flags & GF_STOPS_EXACT)) game_stops_ready(a);
        if (!(game_tab.recs[b].flags & GF_STOPS_EXACT)) game_stops_ready(b);
    }
    if (game_leq_stops_ && (game_tab.recs[a].flags & game_tab.recs[b].flags & GF_STOPS_EXACT)) {
        /* the same tests on the floats of the records: no number records read */
        const game_rec *rA = game_rec_of(a), *rB = game_rec_of(b);
        float la = rA->lsf, lb = rB->lsf, ra = rA->rsf, rb = rB->rsf;
        if (la > lb || ra > rb) return false;
        if (rb > la) return true;
        if (an) skip_al = lb > la || rb > la;
        if (bn) skip_br = lb > la || lb > ra;
    } else if (game_leq_stops_) {
        const game_cold *rA = game_cold_of(a), *rB = game_cold_of(b);
        game_t la = rA->lstop, lb = rB->lstop, ra = rA->rstop, rb = rB->rstop;
        if (la == GAME_NONE) la = game_left_stop(a);
        if (lb == GAME_NONE) lb = game_left_stop(b);
        if (ra == GAME_NONE) ra = game_right_stop(a);
        if (rb == GAME_NONE) rb = game_right_stop(b);
        if (la != GAME_NONE && lb != GAME_NONE && ra != GAME_NONE && rb != GAME_NONE) {
            /* stops are interned numbers: equal ones are the same id */
            if ((la != lb && !number_leq(la, lb)) || (ra != rb && !number_leq(ra, rb)))
                return false;
            if (rb != la && !number_leq(rb, la)) return true;
            if (an)
                skip_al = (lb != la && !number_leq(lb, la)) || (rb != la && !number_leq(rb, la));
            if (bn)
                skip_br = (lb != la && !number_leq(lb, la)) || (lb != ra && !number_leq(lb, ra));
        }
    }
    for (int k = 0; k < FAST_WAYS; k++)
        if (bk->e[k].a == a && bk->e[k].b == b && bk->e[k].r != GAME_NONE) return bk->e[k].r != 0;
    game_t memo;
    if ((game_tab.recs[a].flags & GF_LEQ_A) && (game_tab.recs[b].flags & GF_LEQ_B) &&
        game_cache_get(&leq_cache, a, b, &memo))
        return memo != 0;
    /* Comparisons count toward the node budget, and their depth is bounded. */
    if (cgt_limit_tick_fast()) return false;
    if (!game_depth_enter()) {
        game_depth_leave();
        return false;
    }
    uint64_t work0 = leq_work++;
    bool result = true;
    if (bn && game_is_number_fast(b)) {
        /* a is not a number: by number avoidance a <= x iff no a^L >= x. */
        game_options_ready(a);
        for (size_t i = 0; result && i < game_tab.recs[a].nl; i++)
            if (game_leq_quick(b, game_lopts(a)[i])) result = false;
    } else if (an && game_is_number_fast(a)) {
        game_options_ready(b);
        for (size_t i = 0; result && i < game_tab.recs[b].nr; i++)
            if (game_leq_quick(game_ropts(b)[i], a)) result = false;
    } else {
        if (!skip_al) {
            game_options_ready(a);
            for (size_t i = 0; result && i < game_tab.recs[a].nl; i++)
                if (game_leq_quick(b, game_lopts(a)[i])) result = false;
        }
        if (!skip_br) {
            game_options_ready(b);
            for (size_t i = 0; result && i < game_tab.recs[b].nr; i++)
                if (game_leq_quick(game_ropts(b)[i], a)) result = false;
        }
    }
    game_depth_leave();
    if (cgt_aborted_fast()) return false;
    /* (the recursion may have freed the caches: game_table_free is not called
     * inside a comparison, but be plain) */
    if (__builtin_expect(!leq_fast, 0)) fast_alloc();
    bk = fast_bucket(a, b);
    memmove(&bk->e[1], &bk->e[0], (FAST_WAYS - 1) * sizeof bk->e[0]);
    bk->e[0].a = a;
    bk->e[0].b = b;
    bk->e[0].r = result ? 1 : 0;
    if (leq_work - work0 > CHEAP_WORK) {
        game_cache_put(&leq_cache, a, b, result ? 1 : 0);
        game_tab.recs[a].flags |= GF_LEQ_A;
        game_tab.recs[b].flags |= GF_LEQ_B;
    }
    return result;
}

bool game_geq(game_t a, game_t b) {
    return game_leq(b, a);
}
bool game_lt(game_t a, game_t b) {
    return game_leq(a, b) && !game_leq(b, a);
}
bool game_gt(game_t a, game_t b) {
    return game_lt(b, a);
}
bool game_fuzzy(game_t a, game_t b) {
    return !game_leq(a, b) && !game_leq(b, a);
}

game_relation game_compare(game_t a, game_t b) {
    bool le = game_leq(a, b), ge = game_leq(b, a);
    if (le && ge) return GAME_EQUAL;
    if (le) return GAME_LESS;
    if (ge) return GAME_GREATER;
    return GAME_FUZZY;
}

game_outcome game_get_outcome(game_t g) {
    switch (game_compare(g, game_zero())) {
    case GAME_EQUAL: return GAME_OUTCOME_P;
    case GAME_GREATER: return GAME_OUTCOME_L;
    case GAME_LESS: return GAME_OUTCOME_R;
    default: return GAME_OUTCOME_N;
    }
}

char game_outcome_char(game_outcome o) {
    switch (o) {
    case GAME_OUTCOME_L: return 'L';
    case GAME_OUTCOME_R: return 'R';
    case GAME_OUTCOME_N: return 'N';
    default: return 'P';
    }
}
