/* rcf.c - reduced canonical forms: cooling by star, star projection, and the
 * Grossman-Siegel reductions, each memoized by game id. */
#include "cgt/rcf.h"

#include <string.h>

/* A memo from game id to game id, growing with the table. */
typedef struct id_memo {
    game_t *v;
    size_t cap;
} id_memo;

static id_memo cool_memo, proj_memo, gs_memo;

static void memos_free(void) {
    id_memo *all[3] = {&cool_memo, &proj_memo, &gs_memo};
    for (int i = 0; i < 3; i++) {
        cgt_free(all[i]->v);
        all[i]->v = NULL;
        all[i]->cap = 0;
    }
}

static game_t memo_get(const id_memo *m, game_t g) {
    return g < m->cap ? m->v[g] : GAME_NONE;
}

static void memo_put(id_memo *m, game_t g, game_t r) {
    if (r == GAME_NONE || cgt_aborted()) return;
    game_table_on_free(memos_free);
    if (g >= m->cap) {
        size_t cap = m->cap ? m->cap : 1024;
        while (cap <= g) cap *= 2;
        m->v = cgt_realloc(m->v, cap * sizeof *m->v);
        memset(m->v + m->cap, 0xff, (cap - m->cap) * sizeof *m->v);
        m->cap = cap;
    }
    m->v[g] = r;
}

/* Growable id list. */
typedef struct ids {
    game_t *v;
    size_t n, cap;
} ids;

static void ids_push(ids *l, game_t g) {
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i] == g) return; /* keep the list duplicate-free */
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 8;
        l->v = cgt_realloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = g;
}

static void ids_remove(ids *l, size_t i) {
    l->v[i] = l->v[--l->n];
}

/* The leaves of cool_star (numbers, which are unchanged) and of
 * star_projection (x and x* become x); GAME_NONE when g is not a leaf. */
static game_t cool_leaf(game_t g) {
    return game_is_number(g) ? g : GAME_NONE;
}

static game_t proj_leaf(game_t h) {
    if (!game_is_nus(h)) return GAME_NONE;
    dyadic_t x;
    int64_t ups;
    uint64_t nim;
    dyadic_init(x);
    game_nus_parts(x, &ups, &nim, h);
    game_t r = ups == 0 && nim <= 1 ? game_from_dyadic(x) : GAME_NONE;
    dyadic_clear(x);
    return r;
}

/* cool_star and star_projection map every option and rebuild: an iterative
 * post-order walk (an explicit stack on the heap), since the depth is the
 * input's (^30000 is 30000 levels deep). add_star: cool_star's options are
 * the cooled options plus star. */
static game_t map_walk(id_memo *m, game_t (*leaf)(game_t), bool add_star, game_t g) {
    if (g == GAME_NONE || cgt_aborted()) return GAME_NONE;
    game_t r = leaf(g);
    if (r != GAME_NONE) return r;
    if ((r = memo_get(m, g)) != GAME_NONE) return r;
    ids stack = {0};
    game_t star = game_star();
    stack.cap = 64;
    stack.v = cgt_malloc(stack.cap * sizeof *stack.v);
    stack.v[stack.n++] = g;
    while (stack.n && !cgt_aborted()) {
        game_t y = stack.v[stack.n - 1];
        if (memo_get(m, y) != GAME_NONE) {
            stack.n--;
            continue;
        }
        size_t nl = game_num_left(y), nr = game_num_right(y);
        bool pending = false;
        for (size_t i = 0; i < nl + nr; i++) {
            game_t o = i < nl ? game_left(y, i) : game_right(y, i - nl);
            if (memo_get(m, o) != GAME_NONE || leaf(o) != GAME_NONE) continue;
            if (stack.n == stack.cap)
                stack.v = cgt_realloc(stack.v, (stack.cap *= 2) * sizeof *stack.v);
            stack.v[stack.n++] = o; /* not ids_push: duplicates are harmless here */
            pending = true;
        }
        if (pending) continue;
        stack.n--;
        ids L = {0}, R = {0};
        for (size_t i = 0; i < nl + nr; i++) {
            game_t o = i < nl ? game_left(y, i) : game_right(y, i - nl);
            game_t v = leaf(o);
            if (v == GAME_NONE) v = memo_get(m, o);
            if (add_star) v = game_add(v, star);
            ids_push(i < nl ? &L : &R, v);
        }
        game_t made = cgt_aborted() ? GAME_NONE : game_make(L.v, L.n, R.v, R.n);
        cgt_free(L.v);
        cgt_free(R.v);
        if (made == GAME_NONE) break;
        memo_put(m, y, made);
    }
    cgt_free(stack.v);
    return cgt_aborted() ? GAME_NONE : memo_get(m, g);
}

game_t rcf_cool_star(game_t g) {
    return map_walk(&cool_memo, cool_leaf, true, g);
}

game_t rcf_star_projection(game_t h) {
    return map_walk(&proj_memo, proj_leaf, false, h);
}

game_t rcf_reduce(game_t g) {
    return rcf_star_projection(rcf_cool_star(g));
}

bool rcf_geq_inf(game_t g, game_t h) {
    game_t rs = game_right_stop(game_sub(g, h));
    return rs != GAME_NONE && game_leq(game_zero(), rs);
}

bool rcf_equalish(game_t g, game_t h) {
    return game_is_infinitesimal(game_sub(g, h));
}

bool rcf_is_numberish(game_t g) {
    game_t l = game_left_stop(g);
    return l != GAME_NONE && l == game_right_stop(g);
}

/* Removes Inf-dominated options: for Left, A when some other B >=_Inf A; for
 * Right, A when some other B <=_Inf A.  Options are distinct reduced forms,
 * which are never equalish, so domination is strict. */
static void remove_inf_dominated(ids *v, int left) {
    for (size_t i = 0; i < v->n; i++)
        for (size_t j = 0; j < v->n; j++) {
            if (i == j) continue;
            if (left ? rcf_geq_inf(v->v[j], v->v[i]) : rcf_geq_inf(v->v[i], v->v[j])) {
                ids_remove(v, i);
                i--;
                break;
            }
        }
}

/* Bypasses one Inf-reversible option: a Left option A with some A^R <=_Inf G
 * is replaced by the Left options of A^R (mirror for Right). */
static int bypass_inf_reversible(ids *v, game_t g, int left) {
    for (size_t i = 0; i < v->n; i++) {
        game_t a = v->v[i];
        size_t n = left ? game_num_right(a) : game_num_left(a);
        for (size_t j = 0; j < n; j++) {
            game_t ar = left ? game_right(a, j) : game_left(a, j);
            if (!(left ? rcf_geq_inf(g, ar) : rcf_geq_inf(ar, g))) continue;
            ids_remove(v, i);
            size_t m = left ? game_num_left(ar) : game_num_right(ar);
            for (size_t k = 0; k < m; k++) ids_push(v, left ? game_left(ar, k) : game_right(ar, k));
            return 1;
        }
    }
    return 0;
}

game_t rcf_reduce_gs(game_t g) {
    if (g == GAME_NONE || cgt_aborted()) return GAME_NONE;
    /* A numberish game is infinitesimally close to its stop. */
    if (rcf_is_numberish(g)) return game_left_stop(g);
    game_t r = memo_get(&gs_memo, g);
    if (r != GAME_NONE) return r;
    ids L = {0}, R = {0};
    size_t nl = game_num_left(g), nr = game_num_right(g);
    for (size_t i = 0; i < nl; i++) ids_push(&L, rcf_reduce_gs(game_left(g, i)));
    for (size_t i = 0; i < nr; i++) ids_push(&R, rcf_reduce_gs(game_right(g, i)));
    /* g is not numberish, so {reduced options} is infinitesimally close to g
     * (Calistrate's Theorem 6: a hot game permits no number) and every >=_Inf
     * test against the game being reduced may use g itself. */
    for (;;) {
        remove_inf_dominated(&L, 1);
        remove_inf_dominated(&R, 0);
        if (cgt_aborted()) break;
        if (bypass_inf_reversible(&L, g, 1)) continue;
        if (bypass_inf_reversible(&R, g, 0)) continue;
        break;
    }
    r = game_make(L.v, L.n, R.v, R.n);
    cgt_free(L.v);
    cgt_free(R.v);
    memo_put(&gs_memo, g, r);
    return r;
}
