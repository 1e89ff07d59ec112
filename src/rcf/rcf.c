/* rcf.c - reduced canonical forms: cooling by star, star projection, and the
 * Grossman-Siegel reductions, each memoized by game id. */
#include "cgt/rcf.h"

#include <stdio.h>
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

/* ---- Calistrate's permitted numbers and Theorem 6 ------------------------------------ */

/* x is permitted: no Left option >= x, no Right option <= x. */
static bool permits(game_t x, const game_t *left, size_t nl, const game_t *right, size_t nr) {
    for (size_t i = 0; i < nl; i++)
        if (game_leq(x, left[i])) return false;
    for (size_t i = 0; i < nr; i++)
        if (game_leq(right[i], x)) return false;
    return true;
}

void rcf_permitted_opts(rcf_permitted *out, const game_t *left, size_t nl, const game_t *right,
                        size_t nr) {
    memset(out, 0, sizeof *out);
    out->lo = out->hi = out->only = GAME_NONE;
    /* x <= H for a number x exactly when x < RS(H), or x = RS(H) and x <= H
     * (Lemma 2.12 of 002); so Left's side excludes everything up to the
     * largest right stop, Right's everything from the smallest left stop. */
    for (size_t i = 0; i < nl; i++) {
        game_t s = game_right_stop(left[i]);
        if (out->lo == GAME_NONE || game_compare(out->lo, s) == GAME_LESS) out->lo = s;
    }
    for (size_t i = 0; i < nr; i++) {
        game_t s = game_left_stop(right[i]);
        if (out->hi == GAME_NONE || game_compare(s, out->hi) == GAME_LESS) out->hi = s;
    }
    if (out->lo != GAME_NONE) out->lo_closed = permits(out->lo, left, nl, right, nr);
    if (out->hi != GAME_NONE) out->hi_closed = permits(out->hi, left, nl, right, nr);
    if (out->lo == GAME_NONE || out->hi == GAME_NONE) {
        out->count = 2; /* a half-line: every large (small) enough integer */
    } else if (out->lo == out->hi) {
        out->count = out->lo_closed ? 1 : 0;
        if (out->count) out->only = out->lo;
    } else {
        out->count = game_compare(out->lo, out->hi) == GAME_LESS ? 2 : 0;
    }
}

void rcf_permitted_game(rcf_permitted *out, game_t g) {
    size_t nl = game_num_left(g), nr = game_num_right(g);
    game_t *v = cgt_malloc((nl + nr + 1) * sizeof *v);
    for (size_t i = 0; i < nl; i++) v[i] = game_left(g, i);
    for (size_t i = 0; i < nr; i++) v[nl + i] = game_right(g, i);
    rcf_permitted_opts(out, v, nl, v + nl, nr);
    cgt_free(v);
}

static char *number_str(game_t x) {
    dyadic_t d;
    dyadic_init(d);
    game_get_dyadic(d, x);
    char *s = dyadic_get_str(d);
    dyadic_clear(d);
    return s;
}

char *rcf_permitted_str(const rcf_permitted *p) {
    if (p->count == 0) return cgt_strdup("none");
    if (p->count == 1) return number_str(p->only);
    char *lo = p->lo == GAME_NONE ? cgt_strdup("-inf") : number_str(p->lo);
    char *hi = p->hi == GAME_NONE ? cgt_strdup("inf") : number_str(p->hi);
    size_t n = strlen(lo) + strlen(hi) + 8;
    char *s = cgt_malloc(n);
    snprintf(s, n, "%c%s, %s%c", p->lo != GAME_NONE && p->lo_closed ? '[' : '(', lo, hi,
             p->hi != GAME_NONE && p->hi_closed ? ']' : ')');
    cgt_free(lo);
    cgt_free(hi);
    return s;
}

bool rcf_theorem6(game_t g, game_t *h) {
    size_t nl = game_num_left(g), nr = game_num_right(g);
    game_t *v = cgt_malloc((nl + nr + 1) * sizeof *v);
    for (size_t i = 0; i < nl; i++) v[i] = rcf_reduce(game_left(g, i));
    for (size_t i = 0; i < nr; i++) v[nl + i] = rcf_reduce(game_right(g, i));
    rcf_permitted p;
    rcf_permitted_opts(&p, v, nl, v + nl, nr);
    if (h) *h = game_make(v, nl, v + nl, nr);
    cgt_free(v);
    return p.count <= 1;
}
