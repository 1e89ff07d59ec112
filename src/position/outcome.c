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

#include "cgt/position.h"

typedef struct {
    const uint8_t *p;
    size_t n;
} comp;

typedef struct {
    uint64_t hash; /* 0 = empty */
    size_t key, len;
    int win;
} memo_slot;

typedef struct {
    const position_rules *r;
    unsigned flags;
    size_t small;
    memo_slot *slots;
    size_t cap, used;
    uint8_t *keys;
    size_t klen, kcap;
} solver;

static int comp_cmp(const void *a, const void *b) {
    const comp *x = a, *y = b;
    if (x->n != y->n) return x->n < y->n ? -1 : 1;
    return x->n ? memcmp(x->p, y->p, x->n) : 0;
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

/* ---- states ---------------------------------------------------------------- */

/* A state: canonical components g[0..ng) (ascending ids after st_finish, at
 * most one number, no zeros) and large components b[0..nb) (sorted). */
typedef struct {
    game_t *g;
    size_t ng, gcap;
    comp *b;
    size_t nb, bcap;
    uint8_t *arena; /* bytes of the b[] copied into this state */
    size_t alen, acap;
    size_t *off; /* arena offset of b[i], or SIZE_MAX when b[i].p is borrowed */
} state;

static void st_clear(state *t) {
    cgt_free(t->g);
    cgt_free(t->b);
    cgt_free(t->arena);
    cgt_free(t->off);
}

static void st_add_game(state *t, game_t x) {
    if (x == game_zero()) return;
    if (game_is_number(x))
        for (size_t i = 0; i < t->ng; i++)
            if (game_is_number(t->g[i])) {
                t->g[i] = game_add(t->g[i], x); /* numbers add in closed form */
                if (t->g[i] == game_zero()) t->g[i] = t->g[--t->ng];
                return;
            }
    if (t->ng == t->gcap) {
        t->gcap = t->gcap ? 2 * t->gcap : 8;
        t->g = cgt_realloc(t->g, t->gcap * sizeof *t->g);
    }
    t->g[t->ng++] = x;
}

static void st_add_bytes(state *t, const uint8_t *p, size_t n, bool copy) {
    if (t->nb == t->bcap) {
        t->bcap = t->bcap ? 2 * t->bcap : 8;
        t->b = cgt_realloc(t->b, t->bcap * sizeof *t->b);
        t->off = cgt_realloc(t->off, t->bcap * sizeof *t->off);
    }
    t->b[t->nb] = (comp){p, n};
    t->off[t->nb] = SIZE_MAX;
    if (copy) {
        if (t->alen + n > t->acap || !t->arena) {
            size_t nc = t->acap ? 2 * t->acap : 256;
            while (nc < t->alen + n) nc *= 2;
            t->arena = cgt_realloc(t->arena, nc);
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

static void st_finish(state *t) {
    for (size_t i = 0; i < t->nb; i++)
        if (t->off[i] != SIZE_MAX) t->b[i].p = t->arena + t->off[i];
    if (t->nb) qsort(t->b, t->nb, sizeof *t->b, comp_cmp);
    if (t->ng) qsort(t->g, t->ng, sizeof *t->g, id_cmp);
}

/* d = a copy of t without g[skip_g] and b[skip_b] (SIZE_MAX: none), borrowing
 * t's bytes. */
static void st_copy(state *d, const state *t, size_t skip_g, size_t skip_b) {
    memset(d, 0, sizeof *d);
    for (size_t i = 0; i < t->ng; i++)
        if (i != skip_g) st_add_game(d, t->g[i]);
    for (size_t i = 0; i < t->nb; i++)
        if (i != skip_b) st_add_bytes(d, t->b[i].p, t->b[i].n, false);
}

/* The key of a state: mover, the number of ids, the ids, then each Bi as a
 * 4-byte length and bytes.  *key is cgt_malloc'd. */
static size_t make_key(uint8_t **key, int mover, const state *t) {
    size_t n = 1 + 4 + t->ng * sizeof(game_t);
    for (size_t i = 0; i < t->nb; i++) n += 4 + t->b[i].n;
    uint8_t *k = cgt_malloc(n), *w = k;
    *w++ = (uint8_t)mover;
    uint32_t ng = (uint32_t)t->ng;
    memcpy(w, &ng, 4);
    w += 4;
    if (t->ng) memcpy(w, t->g, t->ng * sizeof(game_t));
    w += t->ng * sizeof(game_t);
    for (size_t i = 0; i < t->nb; i++) {
        uint32_t len = (uint32_t)t->b[i].n;
        memcpy(w, &len, 4);
        w += 4;
        if (t->b[i].n) memcpy(w, t->b[i].p, t->b[i].n);
        w += t->b[i].n;
    }
    *key = k;
    return n;
}

/* Adds the position p (split into its components) to the state. */
static int absorb(solver *s, state *t, const uint8_t *p, size_t n) {
    position_sink parts;
    position_sink_init(&parts);
    if (s->r->split && !(s->flags & POSITION_NO_SPLIT))
        s->r->split(&parts, p, n, s->r->arg);
    else
        position_sink_add(&parts, POSITION_LEFT, p, n);
    int rc = 0;
    uint8_t *norm = NULL;
    for (size_t i = 0; i < parts.n && rc == 0; i++) {
        size_t len;
        const uint8_t *q = position_sink_at(&parts, i, &len);
        if (len <= s->small) {
            game_t g;
            rc = position_eval(&g, s->r, q, len, s->flags);
            if (rc == 0) st_add_game(t, g);
            continue;
        }
        /* a representative of the symmetry class when it has the same value */
        if (s->r->normalise && !(s->flags & POSITION_NO_SYMMETRY)) {
            norm = cgt_realloc(norm, len);
            memcpy(norm, q, len);
            size_t nl = len;
            if (s->r->normalise(norm, &nl, s->r->arg) == 1) {
                st_add_bytes(t, norm, nl, true);
                continue;
            }
        }
        st_add_bytes(t, q, len, true);
    }
    cgt_free(norm);
    position_sink_clear(&parts);
    return rc;
}

static bool first_player_wins(game_outcome o, int mover) {
    return mover == POSITION_LEFT ? (o == GAME_OUTCOME_L || o == GAME_OUTCOME_N)
                                  : (o == GAME_OUTCOME_R || o == GAME_OUTCOME_N);
}

static int solve(solver *s, const state *t, int mover, int *win);

/* Whether `mover` wins by moving to d (d is consumed). */
static int try_state(solver *s, state *d, int mover, int *win) {
    st_finish(d);
    int other_wins = 0;
    int rc = solve(s, d, !mover, &other_wins);
    *win = !other_wins;
    st_clear(d);
    return rc;
}

static int solve(solver *s, const state *t, int mover, int *win) {
    if (cgt_limit_tick()) return cgt_limit_check();
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
        return cgt_aborted() ? cgt_limit_check() : 0;
    }
    uint8_t *key;
    size_t klen = make_key(&key, mover, t);
    uint64_t h = cgt_hash_bytes(key, klen, 0x6f7574636f6d65);
    if (!h) h = 1;
    if (s->cap) {
        memo_slot *m = memo_find(s, h, key, klen);
        if (m->hash) {
            *win = m->win;
            cgt_free(key);
            return 0;
        }
    }
    int rc = 0, won = 0;
    bool imp = s->flags & POSITION_IMPARTIAL;
    position_sink opts;
    position_sink_init(&opts);
    /* moves in the large components first: they decide most positions */
    for (size_t i = 0; i < t->nb && !won && rc == 0; i++) {
        position_sink_reset(&opts);
        s->r->options(&opts, t->b[i].p, t->b[i].n, s->r->arg);
        for (size_t j = 0; j < opts.n && !won && rc == 0; j++) {
            if (!imp && opts.side[j] != mover) continue;
            size_t n;
            const uint8_t *p = position_sink_at(&opts, j, &n);
            state d;
            st_copy(&d, t, SIZE_MAX, i);
            rc = absorb(s, &d, p, n);
            if (rc == 0)
                rc = try_state(s, &d, mover, &won);
            else
                st_clear(&d);
        }
    }
    position_sink_clear(&opts);
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
                rc = try_state(s, &d, mover, &won);
            }
        }
    }
    if (rc == 0) {
        memo_store(s, h, key, klen, won);
        *win = won;
    }
    cgt_free(key);
    return rc;
}

/* The memo kept across calls (POSITION_SHARED_MEMO): its states' games are
 * ids of the game table, so it is emptied with it. */
static struct {
    const position_rules *r;
    unsigned flags;
    size_t small;
    memo_slot *slots;
    size_t cap, used;
    uint8_t *keys;
    size_t klen, kcap;
    bool hooked;
} shared;

static void shared_free(void) {
    cgt_free(shared.slots);
    cgt_free(shared.keys);
    shared.slots = NULL;
    shared.keys = NULL;
    shared.cap = shared.used = shared.klen = shared.kcap = 0;
    shared.r = NULL;
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
        if (shared.r != r || shared.flags != flags || shared.small != small ||
            shared.used > SHARED_MAX_STATES)
            shared_free();
        shared.r = r;
        shared.flags = flags;
        shared.small = small;
        s.slots = shared.slots;
        s.cap = shared.cap;
        s.used = shared.used;
        s.keys = shared.keys;
        s.klen = shared.klen;
        s.kcap = shared.kcap;
    }
    state t = {0};
    int rc = absorb(&s, &t, pos, len);
    int lw = 0, rw = 0;
    if (rc == 0) {
        st_finish(&t);
        rc = solve(&s, &t, POSITION_LEFT, &lw);
    }
    if (rc == 0) rc = solve(&s, &t, POSITION_RIGHT, &rw);
    st_clear(&t);
    if (keep) { /* only solved states were stored: valid after a limit too */
        shared.slots = s.slots;
        shared.cap = s.cap;
        shared.used = s.used;
        shared.keys = s.keys;
        shared.klen = s.klen;
        shared.kcap = s.kcap;
    } else {
        cgt_free(s.slots);
        cgt_free(s.keys);
    }
    if (rc) return rc;
    *out = lw ? (rw ? GAME_OUTCOME_N : GAME_OUTCOME_L) : (rw ? GAME_OUTCOME_R : GAME_OUTCOME_P);
    return 0;
}
