/* table.c - the interned game table: records, hash index, option pool, and the
 * closed-form (number-up-star) records with their lazily built options. */
#include <stdlib.h>
#include <string.h>

#include "game/game_internal.h"

game_table game_tab;
int game_depth;

/* Nimbers with more options than this are not expanded into option lists. */
#define MAX_NIMBER_EXPANSION 1000000

/* memcpy/memcmp on id lists that may be empty (and then NULL). */
static void copy_ids(game_t *dst, const game_t *src, size_t n) {
    if (n) memcpy(dst, src, n * sizeof *src);
}
static int ids_equal(const game_t *a, const game_t *b, size_t n) {
    return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

static uint64_t hash_nus(const dyadic_t x, int64_t ups, uint64_t nim) {
    return cgt_hash_mix(dyadic_hash(x) ^ cgt_hash_mix((uint64_t)ups * 31 + 7) ^
                        cgt_hash_mix(nim + 0x1234567ULL));
}

static uint64_t hash_general(const game_t *l, size_t nl, const game_t *r, size_t nr) {
    uint64_t h = cgt_hash_bytes(l, nl * sizeof *l, 0x51ed270b27a6b3c5ULL);
    return cgt_hash_mix(h ^ cgt_hash_bytes(r, nr * sizeof *r, nl + 0x9e3779b97f4a7c15ULL));
}

/* Room for cap records: the hot array aligned to 64 bytes (records of 32
 * bytes then never straddle two cache lines; realloc keeps only malloc's
 * 16-byte alignment, so the records are copied into a new block), in
 * transparent huge pages once large (cgt_calloc_huge); the cold array by
 * realloc. */
static void recs_grow(size_t cap) {
    void *raw;
    game_rec *recs = cgt_calloc_huge(cap * sizeof(game_rec), &raw); /* huge pages from 256 KiB */
    if (game_tab.nrecs) memcpy(recs, game_tab.recs, game_tab.nrecs * sizeof *recs);
    cgt_free(game_tab.recs_raw);
    game_tab.recs_raw = raw;
    game_tab.recs = recs;
    game_tab.cold = cgt_realloc(game_tab.cold, cap * sizeof *game_tab.cold);
    game_tab.caprecs = cap;
}

static game_t new_record(uint8_t kind, uint64_t hash) {
    if (game_tab.nrecs + 1 >= 0xFFFFFFF0u) {
        cgt_error(CGT_ERANGE, "game table full (2^32 games)");
        abort();
    }
    if (game_tab.nrecs == game_tab.caprecs) recs_grow(game_tab.caprecs * 2);
    game_t id = (game_t)game_tab.nrecs++;
    game_rec *r = &game_tab.recs[id];
    memset(r, 0, sizeof *r);
    r->kind = kind;
    r->neg = GAME_NONE;
    game_cold *c = &game_tab.cold[id];
    c->lstop = c->rstop = GAME_NONE;
    c->birthday = GAME_UNKNOWN_BIRTHDAY;
    cgt_index_add(&game_tab.index, hash, id);
    cgt_limit_tick_fast();
    return id;
}

static size_t pool_reserve(size_t n) {
    if (game_tab.npool + n > game_tab.cappool) {
        /* copied into a new block (in huge pages once large: the options
         * are read at random by the comparisons) */
        size_t cap = game_tab.cappool ? game_tab.cappool : 4096;
        while (cap < game_tab.npool + n) cap *= 2;
        void *block;
        game_t *pool = cgt_calloc_huge(cap * sizeof *pool, &block);
        if (game_tab.npool) memcpy(pool, game_tab.pool, game_tab.npool * sizeof *pool);
        cgt_free(game_tab.pool_block);
        game_tab.pool = pool;
        game_tab.pool_block = block;
        game_tab.cappool = cap;
    }
    size_t at = game_tab.npool;
    game_tab.npool += n;
    return at;
}

game_t game_intern_nus(const dyadic_t x, int64_t ups, uint64_t nim) {
    game_table_ensure();
    uint64_t h = hash_nus(x, ups, nim);
    size_t pos;
    for (game_t id = cgt_index_first(&game_tab.index, h, &pos); id != CGT_INDEX_END;
         id = cgt_index_next(&game_tab.index, h, &pos)) {
        const game_rec *r = &game_tab.recs[id];
        if (r->kind != GK_NUS) continue;
        const game_nus_rec *n = &game_tab.nus[r->nus];
        if (n->ups == ups && n->nim == nim && dyadic_equal(n->x, x)) return id;
    }
    if (game_tab.nnus == game_tab.capnus) {
        game_tab.capnus = game_tab.capnus ? game_tab.capnus * 2 : 256;
        game_tab.nus = cgt_realloc(game_tab.nus, game_tab.capnus * sizeof *game_tab.nus);
    }
    game_nus_rec *n = &game_tab.nus[game_tab.nnus];
    dyadic_init(n->x);
    dyadic_set(n->x, x);
    n->ups = ups;
    n->nim = nim;
    game_t id = new_record(GK_NUS, h);
    game_tab.recs[id].nus = (uint32_t)game_tab.nnus++;
    return id;
}

game_t game_intern_general(const game_t *left, size_t nl, const game_t *right, size_t nr) {
    game_table_ensure();
    uint64_t h = hash_general(left, nl, right, nr);
    size_t pos;
    for (game_t id = cgt_index_first(&game_tab.index, h, &pos); id != CGT_INDEX_END;
         id = cgt_index_next(&game_tab.index, h, &pos)) {
        const game_rec *r = &game_tab.recs[id];
        if (r->kind != GK_GENERAL || r->nl != nl || r->nr != nr) continue;
        const game_t *o = game_tab.pool + r->opts;
        if (ids_equal(o, left, nl) && ids_equal(o + nl, right, nr)) return id;
    }
    size_t at = pool_reserve(nl + nr);
    copy_ids(game_tab.pool + at, left, nl);
    copy_ids(game_tab.pool + at + nl, right, nr);
    game_t id = new_record(GK_GENERAL, h);
    game_rec *r = &game_tab.recs[id];
    r->flags = GF_OPTS_READY;
    r->nl = (uint32_t)nl;
    r->nr = (uint32_t)nr;
    r->opts = (uint32_t)at;
    return id;
}

void game_table_ensure(void) {
    if (game_tab.recs) return;
    dyadic_t z;
    dyadic_init(z);
    game_tab.zero = GAME_NONE; /* set below; intern_nus calls ensure, which returns early */
    recs_grow(1024);
    game_tab.pool = cgt_calloc_huge(4096 * sizeof *game_tab.pool, &game_tab.pool_block);
    game_tab.cappool = 4096;
    game_tab.zero = game_intern_nus(z, 0, 0);
    game_tab.star = game_intern_nus(z, 0, 1);
    game_tab.up = game_intern_nus(z, 1, 0);
    dyadic_clear(z);
}

/* Stores the materialized options of a closed-form record. */
static void set_options(game_t g, const game_t *l, size_t nl, const game_t *r, size_t nr) {
    size_t at = pool_reserve(nl + nr);
    copy_ids(game_tab.pool + at, l, nl);
    copy_ids(game_tab.pool + at + nl, r, nr);
    game_rec *rec = &game_tab.recs[g];
    rec->nl = (uint32_t)nl;
    rec->nr = (uint32_t)nr;
    rec->opts = (uint32_t)at;
    rec->flags |= GF_OPTS_READY;
}

/* Canonical options of x + n.^ + *k (see docs/game.md for the formulas):
 *   a number x: integers {x-1|} or {|x+1} or {|}; m/2^e: {(m-1)/2^e | (m+1)/2^e};
 *   x + *k: {x, x*, ..., x*(k-1) | same};
 *   x + ^*: {x, x* | x};  x + n.^ + *k (n >= 1 otherwise): {x | x + (n-1).^ + *(k xor 1)};
 *   negative n mirrored. */
void game_options_build(game_t g) {
    if (game_tab.recs[g].flags & GF_OPTS_READY) return;
    const game_nus_rec *nr0 = game_nus_of(g);
    dyadic_t x, t;
    dyadic_init(x);
    dyadic_init(t);
    dyadic_set(x, nr0->x);
    int64_t n = nr0->ups;
    uint64_t k = nr0->nim;
    if (n == 0 && k == 0) {
        game_t o;
        if (dyadic_is_integer(x)) {
            int s = dyadic_sgn(x);
            if (s > 0) {
                dyadic_add_si(t, x, -1);
                o = game_intern_nus(t, 0, 0);
                set_options(g, &o, 1, NULL, 0);
            } else if (s < 0) {
                dyadic_add_si(t, x, 1);
                o = game_intern_nus(t, 0, 0);
                set_options(g, NULL, 0, &o, 1);
            } else {
                set_options(g, NULL, 0, NULL, 0);
            }
        } else {
            game_t l, r;
            dyadic_t step;
            dyadic_init(step);
            dyadic_set_si_2exp(step, 1, dyadic_get_exp(x));
            dyadic_sub(t, x, step);
            l = game_intern_nus(t, 0, 0);
            dyadic_add(t, x, step);
            r = game_intern_nus(t, 0, 0);
            dyadic_clear(step);
            set_options(g, &l, 1, &r, 1);
        }
    } else if (n == 0 && k > MAX_NIMBER_EXPANSION) {
        /* Leave the record without options: callers see cgt_aborted_fast(). */
        cgt_limit_abort("nimber too large to expand into options (more than 10^6)");
        set_options(g, NULL, 0, NULL, 0);
        game_tab.recs[g].flags &= (uint8_t)~GF_OPTS_READY;
    } else if (n == 0) {
        /* Every option written counts as a node, so that expanding thousands
         * of big nimbers ({0|*20000}) meets --max-nodes and --timeout; on a
         * limit the record stays without options, as above. */
        game_t *o = cgt_malloc(k * sizeof *o);
        uint64_t j = 0;
        /* The options of x + *k are those of x + *(k-1) and x + *(k-1)
         * itself: when that record has its options, they are copied (sums
         * with big nimbers expand x + *j for j = 0, 1, 2, ... in turn, and
         * interning each option anew made that quadratic in k). */
        if (k >= 2) {
            game_t prev = game_intern_nus(x, 0, k - 1);
            const game_rec *p = &game_tab.recs[prev];
            if ((p->flags & GF_OPTS_READY) && p->nl == k - 1 && !cgt_limit_tick_fast()) {
                copy_ids(o, game_tab.pool + p->opts, k - 1);
                o[k - 1] = prev;
                j = k;
            }
        }
        for (; j < k && !cgt_limit_tick_fast(); j++) o[j] = game_intern_nus(x, 0, j);
        if (j == k) {
            set_options(g, o, k, o, k);
        } else {
            set_options(g, NULL, 0, NULL, 0);
            game_tab.recs[g].flags &= (uint8_t)~GF_OPTS_READY;
        }
        cgt_free(o);
    } else {
        game_t a = game_intern_nus(x, 0, 0);
        if (n == 1 && k == 1) {
            game_t two[2] = {a, game_intern_nus(x, 0, 1)};
            set_options(g, two, 2, &a, 1);
        } else if (n == -1 && k == 1) {
            game_t two[2] = {a, game_intern_nus(x, 0, 1)};
            set_options(g, &a, 1, two, 2);
        } else if (n > 0) {
            game_t b = game_intern_nus(x, n - 1, k ^ 1);
            set_options(g, &a, 1, &b, 1);
        } else {
            game_t b = game_intern_nus(x, n + 1, k ^ 1);
            set_options(g, &b, 1, &a, 1);
        }
    }
    /* Keep the lists sorted by id like general records. */
    game_rec *rec = &game_tab.recs[g];
    game_t *p = game_tab.pool + rec->opts;
    for (int side = 0; side < 2; side++) {
        game_t *s = side ? p + rec->nl : p;
        size_t m = side ? rec->nr : rec->nl;
        for (size_t i = 1; i < m; i++)
            for (size_t j = i; j > 0 && s[j - 1] > s[j]; j--) {
                game_t tmp = s[j];
                s[j] = s[j - 1];
                s[j - 1] = tmp;
            }
    }
    dyadic_clear(x);
    dyadic_clear(t);
}

#define MAX_FREE_HOOKS 32
static void (*free_hooks[MAX_FREE_HOOKS])(void);
static int nfree_hooks;

void game_table_on_free(void (*fn)(void)) {
    for (int i = 0; i < nfree_hooks; i++)
        if (free_hooks[i] == fn) return;
    if (nfree_hooks < MAX_FREE_HOOKS) free_hooks[nfree_hooks++] = fn;
}

void game_table_free(void) {
    for (int i = 0; i < nfree_hooks; i++) free_hooks[i]();
    game_caches_free();
    for (size_t i = 0; i < game_tab.nnus; i++) dyadic_clear(game_tab.nus[i].x);
    cgt_free(game_tab.recs_raw);
    cgt_free(game_tab.cold);
    cgt_free(game_tab.nus);
    cgt_free(game_tab.pool_block);
    cgt_index_clear(&game_tab.index);
    memset(&game_tab, 0, sizeof game_tab);
}

size_t game_table_size(void) {
    return game_tab.nrecs;
}

size_t game_table_bytes(void) {
    return game_tab.nrecs * (sizeof(game_rec) + sizeof(game_cold)) +
           game_tab.nnus * sizeof(game_nus_rec) + game_tab.npool * sizeof(game_t) +
           cgt_index_bytes(&game_tab.index);
}

/* ---- small shared helpers -------------------------------------------------- */

void game_vec_push(game_vec *v, game_t g) {
    if (v->n == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 16;
        if (v->borrowed) { /* leave the caller's buffer */
            game_t *nv = cgt_malloc(cap * sizeof *nv);
            if (v->n) memcpy(nv, v->v, v->n * sizeof *nv);
            v->v = nv;
            v->borrowed = false;
        } else {
            v->v = cgt_realloc(v->v, cap * sizeof *v->v);
        }
        v->cap = cap;
    }
    v->v[v->n++] = g;
}

void game_vec_free(game_vec *v) {
    if (!v->borrowed) cgt_free(v->v);
    v->v = NULL;
    v->n = v->cap = 0;
    v->borrowed = false;
}

static int cmp_id(const void *a, const void *b) {
    game_t x = *(const game_t *)a, y = *(const game_t *)b;
    return x < y ? -1 : x > y;
}

void game_sort_unique(game_vec *v) {
    if (v->n < 2) return;
    if (v->n <= 16) {
        /* The usual option list, sorted without data-dependent branches
         * (an insertion sort's comparisons of ids are coin flips to the
         * branch predictor: a tenth of the mispredictions of a Domineering
         * evaluation): each id goes to the place given by the count of
         * smaller ids; equal ids share their place, and the places none
         * took are skipped. */
        game_t *a = v->v, s[16] = {0};
        bool used[16] = {false};
        size_t n = v->n;
        for (size_t i = 0; i < n; i++) {
            game_t x = a[i];
            size_t r = 0;
            for (size_t j = 0; j < n; j++) r += a[j] < x;
            s[r] = x;
            used[r] = true;
        }
        size_t w = 0;
        for (size_t i = 0; i < n; i++) { /* repeats are common (equal options) */
            a[w] = s[i];
            w += used[i];
        }
        v->n = w;
        return;
    }
    if (v->n <= 32) { /* insertion sort, no calls */
        game_t *a = v->v;
        for (size_t i = 1; i < v->n; i++) {
            game_t x = a[i];
            size_t j = i;
            for (; j > 0 && a[j - 1] > x; j--) a[j] = a[j - 1];
            a[j] = x;
        }
    } else {
        qsort(v->v, v->n, sizeof *v->v, cmp_id);
    }
    size_t w = 1;
    for (size_t i = 1; i < v->n; i++)
        if (v->v[i] != v->v[w - 1]) v->v[w++] = v->v[i];
    v->n = w;
}

/* ---- caches -------------------------------------------------------------- */

/* Exact memo tables keyed by a pair of ids: open addressing with linear
 * probing, at most half full, doubling up to CACHE_MAX_SLOTS slots (12 bytes
 * each).  A lossy cache is not enough: evicting comparisons makes some
 * computations (heating nimbers, sums of Norton products) exponential.  Only
 * when the largest table fills up is it emptied and refilled. */
#define CACHE_MAX_SLOTS ((size_t)1 << 25)

static size_t cache_slot(size_t cap, game_t a, game_t b) {
    /* game_cache_prefetch (game_internal.h) computes the same slot */
    return cgt_hash_mix(((uint64_t)a << 32) | b) & (cap - 1);
}

int game_cache_get(game_cache *c, game_t a, game_t b, game_t *r) {
    if (!c->cap) return 0;
    for (size_t i = cache_slot(c->cap, a, b);; i = (i + 1) & (c->cap - 1)) {
        const game_cache_entry *e = &c->e[i];
        if (e->r == GAME_NONE) return 0;
        if (e->a == a && e->b == b) {
            *r = e->r;
            return 1;
        }
    }
}

static void cache_insert(game_cache *c, game_t a, game_t b, game_t r) {
    size_t i = cache_slot(c->cap, a, b);
    while (c->e[i].r != GAME_NONE) {
        if (c->e[i].a == a && c->e[i].b == b) break;
        i = (i + 1) & (c->cap - 1);
    }
    if (c->e[i].r == GAME_NONE) c->n++;
    c->e[i].a = a;
    c->e[i].b = b;
    c->e[i].r = r;
}

void game_cache_put(game_cache *c, game_t a, game_t b, game_t r) {
    if (cgt_aborted_fast() || r == GAME_NONE) return;
    if (2 * (c->n + 1) > c->cap) {
        game_cache old = *c;
        size_t cap = old.cap ? 2 * old.cap : 1024;
        int keep = 1;
        if (cap > CACHE_MAX_SLOTS) {
            cap = CACHE_MAX_SLOTS; /* full at the largest size: start afresh */
            keep = 0;
        }
        c->e = cgt_calloc_huge(cap * sizeof *c->e, &c->block);
        c->cap = cap;
        c->n = 0;
        for (size_t i = 0; i < cap; i++) c->e[i].r = GAME_NONE;
        if (keep)
            for (size_t i = 0; i < old.cap; i++)
                if (old.e[i].r != GAME_NONE) cache_insert(c, old.e[i].a, old.e[i].b, old.e[i].r);
        cgt_free(old.block);
    }
    cache_insert(c, a, b, r);
}

void game_cache_free(game_cache *c) {
    cgt_free(c->block);
    c->block = NULL;
    c->e = NULL;
    c->cap = c->n = 0;
}

void game_caches_free(void) {
    game_order_caches_free();
    game_ops_caches_free();
}
