/* outcome.c - the outcome class of a position by search, without the
 * canonical value of the whole position (see docs/position.md).
 *
 * A state is a sum G1 + ... + Gk + B1 + ... + Bm: the Gi are the canonical
 * values of the components of at most `small` bytes (position_eval, cached by
 * the engine's transposition table; all numbers among them added into one),
 * the Bi are the larger components, kept as bytes and searched move by move.
 * Replacing components by equal games keeps the outcome of a sum, so a move
 * in Gi is a move to one of its canonical options.  Canonical sums are never
 * built (they can be exponentially large): with no Bi left, one component
 * gives its outcome and two give it by comparison (G + H >= 0 iff -H <= G).
 * Won/lost states are memoised on (player to move, sorted Gi, sorted Bi). */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/number.h"
#include "cgt/position.h"
#include "position/position_internal.h"

/* A large component: its (normalised) bytes, and whether the component is
 * the negative of the position these bytes encode (a colour-swapping
 * symmetry of the rules). */
typedef struct {
    const uint8_t *p;
    size_t n;
    bool neg;
} comp;

typedef struct {
    uint64_t hash; /* 0 = empty */
    size_t key, len;
    int win;
} memo_slot;

/* Scratch of one search depth, reused from call to call. */
typedef struct {
    position_sink opts;
} level;

typedef struct {
    const position_rules *r;
    unsigned flags;
    size_t small;
    /* the memo: won/lost states, and components found too costly to value */
    memo_slot *slots;
    size_t cap, used;
    uint8_t *keys;
    size_t klen, kcap;
    /* scratch */
    position_sink parts;
    uint8_t *norm;
    size_t normcap;
    level **lv;
    size_t nlv;
} solver;

static void solver_free_scratch(solver *s) {
    position_sink_clear(&s->parts);
    cgt_free(s->norm);
    s->norm = NULL;
    s->normcap = 0;
    for (size_t i = 0; i < s->nlv; i++) {
        position_sink_clear(&s->lv[i]->opts);
        cgt_free(s->lv[i]);
    }
    cgt_free(s->lv);
    s->lv = NULL;
    s->nlv = 0;
}

static level *get_level(solver *s, size_t depth) {
    if (depth >= s->nlv) {
        size_t nn = depth + 16;
        s->lv = cgt_realloc(s->lv, nn * sizeof *s->lv);
        for (size_t i = s->nlv; i < nn; i++) s->lv[i] = cgt_calloc(1, sizeof(level));
        s->nlv = nn;
    }
    return s->lv[depth];
}

static int comp_cmp(const void *a, const void *b) {
    const comp *x = a, *y = b;
    if (x->n != y->n) return x->n < y->n ? -1 : 1;
    int c = x->n ? memcmp(x->p, y->p, x->n) : 0;
    return c ? c : (int)x->neg - (int)y->neg;
}

/* ---- the memo ------------------------------------------------------------ */

static memo_slot *memo_find(solver *s, uint64_t h, const uint8_t *k, size_t n) {
    size_t mask = s->cap - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        memo_slot *m = &s->slots[i];
        if (!m->hash) return m;
        if (m->hash == h && m->len == n && memcmp(s->keys + m->key, k, n) == 0) return m;
    }
}

static void memo_store(solver *s, uint64_t h, const uint8_t *k, size_t n, int win) {
    if (2 * (s->used + 1) > s->cap) {
        size_t nc = s->cap ? 2 * s->cap : 1 << 10;
        memo_slot *ns = cgt_calloc(nc, sizeof *ns);
        for (size_t i = 0; i < s->cap; i++) {
            if (!s->slots[i].hash) continue;
            size_t j = s->slots[i].hash & (nc - 1);
            while (ns[j].hash) j = (j + 1) & (nc - 1);
            ns[j] = s->slots[i];
        }
        cgt_free(s->slots);
        s->slots = ns;
        s->cap = nc;
    }
    memo_slot *m = memo_find(s, h, k, n);
    if (m->hash) return;
    if (s->klen + n > s->kcap || !s->keys) {
        size_t nc = s->kcap ? 2 * s->kcap : 1 << 14;
        while (nc < s->klen + n) nc *= 2;
        s->keys = cgt_realloc(s->keys, nc);
        s->kcap = nc;
    }
    memcpy(s->keys + s->klen, k, n);
    m->hash = h;
    m->key = s->klen;
    m->len = n;
    m->win = win;
    s->klen += n;
    s->used++;
}

static uint64_t memo_hash(const uint8_t *k, size_t n) {
    uint64_t h = cgt_hash_bytes(k, n, 0x6f7574636f6d65);
    return h ? h : 1;
}

/* ---- states ---------------------------------------------------------------- */

/* A state: canonical components g[0..ng) (ascending ids after st_finish, at
 * most one number-up-star, no zeros, no G beside -G) and large components
 * b[0..nb) (sorted).  Small states live in the inline arrays. */
#define ST_G 16
#define ST_B 8
#define ST_A 512
typedef struct {
    game_t *g;
    size_t ng, gcap;
    comp *b;
    size_t nb, bcap;
    uint8_t *arena; /* bytes of the b[] copied into this state */
    size_t alen, acap;
    size_t *off; /* arena offset of b[i], or SIZE_MAX when b[i].p is borrowed */
    game_t g0[ST_G];
    comp b0[ST_B];
    size_t off0[ST_B];
    uint8_t a0[ST_A];
} state;

static void st_init(state *t) {
    t->g = t->g0;
    t->gcap = ST_G;
    t->b = t->b0;
    t->off = t->off0;
    t->bcap = ST_B;
    t->arena = t->a0;
    t->acap = ST_A;
    t->ng = t->nb = t->alen = 0;
}

static void st_clear(state *t) {
    if (t->g != t->g0) cgt_free(t->g);
    if (t->b != t->b0) cgt_free(t->b);
    if (t->off != t->off0) cgt_free(t->off);
    if (t->arena != t->a0) cgt_free(t->arena);
}

/* Grows an array that starts inline (inl) to hold n elements of size sz. */
static void *grow(void *p, const void *inl, size_t used, size_t n, size_t sz) {
    if (p == inl) {
        void *q = cgt_malloc(n * sz);
        memcpy(q, p, used * sz);
        return q;
    }
    return cgt_realloc(p, n * sz);
}

static void st_add_game(state *t, game_t x) {
    if (x == game_zero()) return;
    /* number-up-stars add in closed form: at most one of them is kept */
    if (game_is_nus(x))
        for (size_t i = 0; i < t->ng; i++)
            if (game_is_nus(t->g[i])) {
                t->g[i] = game_add(t->g[i], x);
                if (t->g[i] == game_zero()) t->g[i] = t->g[--t->ng];
                return;
            }
    /* G + -G = 0 */
    game_t nx = game_neg(x);
    for (size_t i = 0; i < t->ng; i++)
        if (t->g[i] == nx) {
            t->g[i] = t->g[--t->ng];
            return;
        }
    if (t->ng == t->gcap) {
        t->g = grow(t->g, t->g0, t->ng, 2 * t->gcap, sizeof *t->g);
        t->gcap *= 2;
    }
    t->g[t->ng++] = x;
}

static void st_add_bytes(state *t, const uint8_t *p, size_t n, bool neg, bool copy) {
    if (t->nb == t->bcap) {
        t->b = grow(t->b, t->b0, t->nb, 2 * t->bcap, sizeof *t->b);
        t->off = grow(t->off, t->off0, t->nb, 2 * t->bcap, sizeof *t->off);
        t->bcap *= 2;
    }
    t->b[t->nb] = (comp){p, n, neg};
    t->off[t->nb] = SIZE_MAX;
    if (copy) {
        if (t->alen + n > t->acap) {
            size_t nc = 2 * t->acap;
            while (nc < t->alen + n) nc *= 2;
            t->arena = grow(t->arena, t->a0, t->alen, nc, 1);
            t->acap = nc;
        }
        if (n) memcpy(t->arena + t->alen, p, n);
        t->off[t->nb] = t->alen;
        t->alen += n;
    }
    t->nb++;
}

static int id_cmp(const void *a, const void *b) {
    game_t x = *(const game_t *)a, y = *(const game_t *)b;
    return x < y ? -1 : x > y;
}

/* Resolves the copied bytes, sorts, and removes pairs B, -B of large
 * components (B + -B = 0). */
static void st_finish(state *t) {
    for (size_t i = 0; i < t->nb; i++)
        if (t->off[i] != SIZE_MAX) t->b[i].p = t->arena + t->off[i];
    if (t->nb > 1) {
        qsort(t->b, t->nb, sizeof *t->b, comp_cmp);
        size_t w = 0;
        for (size_t i = 0; i < t->nb; i++) {
            if (i + 1 < t->nb && t->b[i].n == t->b[i + 1].n && t->b[i].neg != t->b[i + 1].neg &&
                (!t->b[i].n || memcmp(t->b[i].p, t->b[i + 1].p, t->b[i].n) == 0)) {
                i++;
                continue;
            }
            t->b[w++] = t->b[i];
        }
        t->nb = w;
    }
    if (t->ng > 1) qsort(t->g, t->ng, sizeof *t->g, id_cmp);
}

/* d = a copy of t without g[skip_g] and b[skip_b] (SIZE_MAX: none), borrowing
 * t's bytes. */
static void st_copy(state *d, const state *t, size_t skip_g, size_t skip_b) {
    st_init(d);
    for (size_t i = 0; i < t->ng; i++)
        if (i != skip_g) {
            if (d->ng == d->gcap) {
                d->g = grow(d->g, d->g0, d->ng, 2 * d->gcap, sizeof *d->g);
                d->gcap *= 2;
            }
            d->g[d->ng++] = t->g[i];
        }
    for (size_t i = 0; i < t->nb; i++)
        if (i != skip_b) st_add_bytes(d, t->b[i].p, t->b[i].n, t->b[i].neg, false);
}

/* The key of a state: mover, the number of ids, the ids, then each Bi as a
 * 4-byte length with its sign in the top bit, and bytes.  Written to buf when
 * it fits (cap bytes), else to a cgt_malloc'd block; *key is where. */
static size_t make_key(uint8_t **key, uint8_t *buf, size_t cap, int mover, const state *t) {
    size_t n = 1 + 4 + t->ng * sizeof(game_t);
    for (size_t i = 0; i < t->nb; i++) n += 4 + t->b[i].n;
    uint8_t *k = n <= cap ? buf : cgt_malloc(n), *w = k;
    *w++ = (uint8_t)mover;
    uint32_t ng = (uint32_t)t->ng;
    memcpy(w, &ng, 4);
    w += 4;
    if (t->ng) memcpy(w, t->g, t->ng * sizeof(game_t));
    w += t->ng * sizeof(game_t);
    for (size_t i = 0; i < t->nb; i++) {
        uint32_t len = (uint32_t)t->b[i].n | (t->b[i].neg ? 0x80000000u : 0);
        memcpy(w, &len, 4);
        w += 4;
        if (t->b[i].n) memcpy(w, t->b[i].p, t->b[i].n);
        w += t->b[i].n;
    }
    *key = k;
    return n;
}

/* Positions evaluated (position_eval_budget) before a component of at most
 * `small` bytes is searched instead of valued; the verdict is memoised. */
#define EVAL_BUDGET 20000
static uint64_t eval_budget = EVAL_BUDGET;

void position_outcome_set_budget(uint64_t max_new) {
    eval_budget = max_new ? max_new : EVAL_BUDGET;
}

/* Whether the component q (normalised) was found too costly to value: its
 * memo key is the byte 2 then its bytes. */
static bool costly(solver *s, const uint8_t *q, size_t n, bool set) {
    uint8_t buf[256], *k = n + 1 <= sizeof buf ? buf : cgt_malloc(n + 1);
    k[0] = 2;
    if (n) memcpy(k + 1, q, n);
    uint64_t h = memo_hash(k, n + 1);
    bool found = false;
    if (set)
        memo_store(s, h, k, n + 1, 1);
    else
        found = s->cap && memo_find(s, h, k, n + 1)->hash;
    if (k != buf) cgt_free(k);
    return found;
}

/* Adds the position p (split into its components), negated when neg, to the
 * state. */
static int absorb(solver *s, state *t, const uint8_t *p, size_t n, bool neg, size_t small) {
    position_sink *parts = &s->parts;
    position_sink_reset(parts);
    if (s->r->split && !(s->flags & POSITION_NO_SPLIT))
        s->r->split(parts, p, n, s->r->arg);
    else
        position_sink_add(parts, POSITION_LEFT, p, n);
    bool sym = s->r->normalise && !(s->flags & POSITION_NO_SYMMETRY);
    bool imp = s->flags & POSITION_IMPARTIAL;
    for (size_t i = 0; i < parts->n; i++) {
        size_t len;
        const uint8_t *q = position_sink_at(parts, i, &len);
        /* a representative of the symmetry class (maybe the negative) */
        bool cneg = neg;
        if (sym) {
            if (len > s->normcap || !s->norm) {
                s->normcap = len + 64;
                s->norm = cgt_realloc(s->norm, s->normcap);
            }
            if (len) memcpy(s->norm, q, len);
            if (s->r->normalise(s->norm, &len, s->r->arg) < 0 && !imp) cneg = !cneg;
            q = s->norm;
        }
        if (len <= small && !costly(s, q, len, false)) {
            game_t g;
            int rc = position_eval_budget(&g, s->r, q, len, s->flags, eval_budget);
            if (rc < 0) return rc;
            if (rc == 0) {
                st_add_game(t, cneg ? game_neg(g) : g);
                continue;
            }
            costly(s, q, len, true);
        }
        st_add_bytes(t, q, len, cneg, true);
    }
    return 0;
}

static bool first_player_wins(game_outcome o, int mover) {
    return mover == POSITION_LEFT ? (o == GAME_OUTCOME_L || o == GAME_OUTCOME_N)
                                  : (o == GAME_OUTCOME_R || o == GAME_OUTCOME_N);
}

static int solve(solver *s, const state *t, size_t depth, int mover, int *win);

/* The outcome of a sum S of canonical components from their stops alone:
 * R(G) + R(H) <= R(G + H) <= R(G) + L(H) <= L(G + H) <= L(G) + L(H) (Winning
 * Ways ch. 6, Siegel's Combinatorial Game Theory II.5), so with the sums SL, SR
 * of the components' Left and Right stops and D the largest L(Gi) - R(Gi),
 * SR + D <= L(S) <= SL and SR <= R(S) <= SL - D.  Left moving first wins when
 * L(S) > 0 and loses when L(S) < 0; Right moving first wins when R(S) < 0 and
 * loses when R(S) > 0.  1: the mover wins, 0: loses, -1: the stops do not tell. */
static int stop_cut_slow(const game_t *g, size_t ng, int mover) {
    dyadic_t sl, sr, d, l, r;
    dyadic_init(sl);
    dyadic_init(sr);
    dyadic_init(d);
    dyadic_init(l);
    dyadic_init(r);
    for (size_t i = 0; i < ng; i++) {
        game_get_dyadic(l, game_left_stop(g[i]));
        game_get_dyadic(r, game_right_stop(g[i]));
        dyadic_add(sl, sl, l);
        dyadic_add(sr, sr, r);
        dyadic_sub(l, l, r);
        if (dyadic_cmp(l, d) > 0) dyadic_set(d, l);
    }
    dyadic_set_si(r, 0);
    int cut = -1;
    if (mover == POSITION_LEFT) {
        dyadic_add(l, sr, d);
        cut = dyadic_cmp(sl, r) < 0 ? 0 : dyadic_cmp(l, r) > 0 ? 1 : -1;
    } else {
        dyadic_sub(l, sl, d);
        cut = dyadic_cmp(sr, r) > 0 ? 0 : dyadic_cmp(l, r) < 0 ? 1 : -1;
    }
    dyadic_clear(sl);
    dyadic_clear(sr);
    dyadic_clear(d);
    dyadic_clear(l);
    dyadic_clear(r);
    return cut;
}

/* stop_cut_slow in 128-bit fixed point (the stops' numerators over the
 * largest of their denominators), when every stop's numerator fits in 62
 * bits and its denominator is at most 2^56 and there are at most 32
 * components, so that no sum can overflow; -2 (not decided here) otherwise.
 * Most sums are of such games: the dyadics' arithmetic was a twentieth of
 * SEGClobber's rows. */
static int stop_cut_fixed(const game_t *g, size_t ng, int mover) {
    if (ng > 32) return -2;
    const dyadic_struct *ls[32], *rs[32];
    uint64_t e = 0;
    for (size_t i = 0; i < ng; i++) {
        game_t a = game_left_stop(g[i]), b = game_right_stop(g[i]);
        if (a == GAME_NONE || b == GAME_NONE) return -2;
        ls[i] = game_dyadic_of(a);
        rs[i] = game_dyadic_of(b);
        const dyadic_struct *x[2] = {ls[i], rs[i]};
        for (int k = 0; k < 2; k++) {
            if (x[k]->big || x[k]->exp > 56 || x[k]->small >= ((int64_t)1 << 62) ||
                x[k]->small <= -((int64_t)1 << 62))
                return -2;
            if (x[k]->exp > e) e = x[k]->exp;
        }
    }
    __int128 sl = 0, sr = 0, d = 0;
    for (size_t i = 0; i < ng; i++) {
        __int128 l = (__int128)ls[i]->small * ((__int128)1 << (e - ls[i]->exp));
        __int128 r = (__int128)rs[i]->small * ((__int128)1 << (e - rs[i]->exp));
        sl += l;
        sr += r;
        if (l - r > d) d = l - r;
    }
    if (mover == POSITION_LEFT) return sl < 0 ? 0 : sr + d > 0 ? 1 : -1;
    return sr > 0 ? 0 : sl - d < 0 ? 1 : -1;
}

static int stop_cut(const state *t, int mover) {
    int cut = stop_cut_fixed(t->g, t->ng, mover);
    return cut != -2 ? cut : stop_cut_slow(t->g, t->ng, mover);
}

void position_stop_cuts(int *fixed, int *slow, const game_t *g, size_t n, int mover) {
    *fixed = stop_cut_fixed(g, n, mover);
    *slow = stop_cut_slow(g, n, mover);
}

/* Whether `mover` wins by moving to d (d is consumed). */
static int try_state(solver *s, state *d, size_t depth, int mover, int *win) {
    st_finish(d);
    int other_wins = 0;
    int rc = solve(s, d, depth + 1, !mover, &other_wins);
    *win = !other_wins;
    st_clear(d);
    return rc;
}

static int solve(solver *s, const state *t, size_t depth, int mover, int *win) {
    if (cgt_limit_tick_fast()) return cgt_limit_check();
    if (t->nb == 0 && t->ng >= 2) {
        int cut = stop_cut(t, mover);
        if (cut >= 0) {
            *win = cut;
            return 0;
        }
    }
    if (t->nb == 0 && t->ng <= 2) {
        if (t->ng == 0) {
            *win = 0;
        } else if (t->ng == 1) {
            *win = first_player_wins(game_get_outcome(t->g[0]), mover);
        } else {
            /* Left moving first wins G + H iff not G + H <= 0, i.e. not G <= -H;
             * Right iff not G + H >= 0, i.e. not -H <= G */
            game_t g = t->g[0], mh = game_neg(t->g[1]);
            *win = mover == POSITION_LEFT ? !game_leq(g, mh) : !game_leq(mh, g);
        }
        return cgt_aborted_fast() ? cgt_limit_check() : 0;
    }
    uint8_t kbuf[512], *key;
    size_t klen = make_key(&key, kbuf, sizeof kbuf, mover, t);
    uint64_t h = memo_hash(key, klen);
    if (s->cap) {
        memo_slot *m = memo_find(s, h, key, klen);
        if (m->hash) {
            *win = m->win;
            if (key != kbuf) cgt_free(key);
            return 0;
        }
    }
    int rc = 0, won = 0;
    bool imp = s->flags & POSITION_IMPARTIAL;
    position_sink *opts = &get_level(s, depth)->opts;
    /* moves in the large components first: they decide most positions */
    for (size_t i = 0; i < t->nb && !won && rc == 0; i++) {
        position_sink_reset(opts);
        s->r->options(opts, t->b[i].p, t->b[i].n, s->r->arg);
        /* Left's moves in -B are the negatives of Right's moves in B */
        int side = t->b[i].neg ? !mover : mover;
        for (size_t j = 0; j < opts->n && !won && rc == 0; j++) {
            if (!imp && opts->side[j] != side) continue;
            size_t n;
            const uint8_t *p = position_sink_at(opts, j, &n);
            state d;
            st_copy(&d, t, SIZE_MAX, i);
            /* the parts of a component found costly are valued when half its size */
            rc = absorb(s, &d, p, n, t->b[i].neg, t->b[i].n <= s->small ? t->b[i].n / 2 : s->small);
            if (rc == 0)
                rc = try_state(s, &d, depth, mover, &won);
            else
                st_clear(&d);
        }
    }
    /* then the moves in the canonical components (both sides' when impartial) */
    for (size_t i = 0; i < t->ng && !won && rc == 0; i++) {
        game_t x = t->g[i];
        for (int side = 0; side < 2 && !won && rc == 0; side++) {
            if (!imp && side != mover) continue;
            size_t no = side == POSITION_LEFT ? game_num_left(x) : game_num_right(x);
            for (size_t j = 0; j < no && !won && rc == 0; j++) {
                state d;
                st_copy(&d, t, i, SIZE_MAX);
                st_add_game(&d, side == POSITION_LEFT ? game_left(x, j) : game_right(x, j));
                rc = try_state(s, &d, depth, mover, &won);
            }
        }
    }
    if (rc == 0) {
        memo_store(s, h, key, klen, won);
        *win = won;
    }
    if (key != kbuf) cgt_free(key);
    return rc;
}

/* The memo kept across calls (POSITION_SHARED_MEMO): its states' games are
 * ids of the game table, so it is emptied with it. */
static struct {
    solver s;
    bool hooked;
} shared;

static void shared_free(void) {
    cgt_free(shared.s.slots);
    cgt_free(shared.s.keys);
    memset(&shared.s, 0, sizeof shared.s);
}

/* Above this many states the shared memo starts again (memory). */
#define SHARED_MAX_STATES ((size_t)1 << 22)

int position_outcome(game_outcome *out, const position_rules *r, const uint8_t *pos, size_t len,
                     unsigned flags, size_t small) {
    bool keep = flags & POSITION_SHARED_MEMO;
    flags &= ~(unsigned)(POSITION_NO_TABLE | POSITION_SHARED_MEMO);
    solver s = {.r = r, .flags = flags, .small = small};
    if (keep) {
        if (!shared.hooked) {
            game_table_on_free(shared_free);
            shared.hooked = true;
        }
        if (shared.s.r != r || shared.s.flags != flags || shared.s.small != small ||
            shared.s.used > SHARED_MAX_STATES)
            shared_free();
        s.slots = shared.s.slots;
        s.cap = shared.s.cap;
        s.used = shared.s.used;
        s.keys = shared.s.keys;
        s.klen = shared.s.klen;
        s.kcap = shared.s.kcap;
    }
    state t;
    st_init(&t);
    int rc = absorb(&s, &t, pos, len, false, small);
    int lw = 0, rw = 0;
    if (rc == 0) {
        st_finish(&t);
        rc = solve(&s, &t, 0, POSITION_LEFT, &lw);
    }
    if (rc == 0) rc = solve(&s, &t, 0, POSITION_RIGHT, &rw);
    st_clear(&t);
    solver_free_scratch(&s);
    position_scratch_free();
    if (keep) { /* only solved states were stored: valid after a limit too */
        shared.s = s;
    } else {
        cgt_free(s.slots);
        cgt_free(s.keys);
    }
    if (rc) return rc;
    *out = lw ? (rw ? GAME_OUTCOME_N : GAME_OUTCOME_L) : (rw ? GAME_OUTCOME_R : GAME_OUTCOME_P);
    return 0;
}
