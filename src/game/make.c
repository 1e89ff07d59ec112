/* make.c - canonical form of {L | R} from canonical options: remove dominated
 * options, bypass reversible ones, then recognise numbers and x + n.^ + *k. */
#include <stdlib.h>
#include <string.h>

#include "game/game_internal.h"

/* ---- comparing an id with the game G = {L | R} given by option lists ------ */

/* A tiny memo for one construction: results of x <= G and G <= x by id.  The
 * value of G never changes while options are simplified, so entries stay valid
 * for the whole construction. */
typedef struct arr_memo {
    uint64_t *keys; /* (id << 2) | (dir << 1) | result, 0 = empty */
    size_t cap, n;
} arr_memo;

typedef struct arr_game {
    const game_vec *L, *R;
    arr_memo memo;
} arr_game;

static int memo_get(arr_memo *m, game_t x, int dir, int *res) {
    if (!m->cap) return 0;
    uint64_t key = ((uint64_t)x << 2) | ((uint64_t)dir << 1);
    for (size_t i = cgt_hash_mix(key) & (m->cap - 1); m->keys[i]; i = (i + 1) & (m->cap - 1))
        if ((m->keys[i] & ~(uint64_t)1) == key) {
            *res = (int)(m->keys[i] & 1);
            return 1;
        }
    return 0;
}

static void memo_put(arr_memo *m, game_t x, int dir, int res) {
    if (cgt_aborted_fast()) return;
    if (2 * (m->n + 1) > m->cap) {
        arr_memo old = *m;
        m->cap = old.cap ? old.cap * 2 : 64;
        m->keys = cgt_calloc(m->cap, sizeof *m->keys);
        m->n = 0;
        for (size_t i = 0; i < old.cap; i++)
            if (old.keys[i]) {
                uint64_t k = old.keys[i];
                size_t j = cgt_hash_mix(k & ~(uint64_t)1) & (m->cap - 1);
                while (m->keys[j]) j = (j + 1) & (m->cap - 1);
                m->keys[j] = k;
                m->n++;
            }
        cgt_free(old.keys);
    }
    uint64_t key = ((uint64_t)x << 2) | ((uint64_t)dir << 1) | (uint64_t)res;
    size_t j = cgt_hash_mix(key & ~(uint64_t)1) & (m->cap - 1);
    while (m->keys[j]) j = (j + 1) & (m->cap - 1);
    m->keys[j] = key;
    m->n++;
}

static int g_leq_x(arr_game *G, game_t x);

/* x <= G  iff  no G^R <= x and no x^L >= G. */
static int x_leq_g(arr_game *G, game_t x) {
    /* A unit of work for the node budget and the clock: bypassing reversible
     * options of a big nimber makes cubically many of these (+-^*3333). */
    if (cgt_limit_tick_fast()) return 0;
    int res;
    if (memo_get(&G->memo, x, 0, &res)) return res;
    for (size_t i = 0; i < G->R->n; i++)
        if (game_leq_quick(G->R->v[i], x)) {
            if (G->memo.cap) memo_put(&G->memo, x, 0, 0);
            return 0;
        }
    if (!game_depth_enter()) {
        game_depth_leave();
        return 0;
    }
    res = 1;
    game_options_ready(x);
    size_t nl = game_tab.recs[x].nl;
    for (size_t i = 0; res && i < nl; i++)
        if (g_leq_x(G, game_lopts(x)[i])) res = 0;
    game_depth_leave();
    memo_put(&G->memo, x, 0, res);
    return res;
}

/* G <= x  iff  no G^L >= x and no x^R <= G. */
static int g_leq_x(arr_game *G, game_t x) {
    if (cgt_limit_tick_fast()) return 0;
    int res;
    if (memo_get(&G->memo, x, 1, &res)) return res;
    for (size_t i = 0; i < G->L->n; i++)
        if (game_leq_quick(x, G->L->v[i])) {
            if (G->memo.cap) memo_put(&G->memo, x, 1, 0);
            return 0;
        }
    if (!game_depth_enter()) {
        game_depth_leave();
        return 0;
    }
    res = 1;
    game_options_ready(x);
    size_t nl = game_tab.recs[x].nl, nr = game_tab.recs[x].nr;
    for (size_t i = 0; res && i < nr; i++)
        if (x_leq_g(G, game_tab.pool[game_tab.recs[x].opts + nl + i])) res = 0;
    game_depth_leave();
    memo_put(&G->memo, x, 1, res);
    return res;
}

/* ---- simplification steps ------------------------------------------------- */

/* Whether id x is in the sorted list v. */
static bool in_sorted(const game_vec *v, game_t x) {
    size_t lo = 0, hi = v->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (v->v[mid] < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < v->n && v->v[lo] == x;
}

/* Removes options dominated by another option (for Left smaller, for Right
 * larger) from the sorted list v, keeping it sorted.  Distinct canonical ids
 * are distinct values, so <= means <.  The stops of the options are read
 * once: most pairs are settled by them.  With the stops, the options are
 * ranked by the sum of their stops (for Right negated): an option can only
 * be dominated by one of a rank at least its own, since x <= y needs
 * L(x) <= L(y) and R(x) <= R(y).  They are tried from the strongest down,
 * each against the options kept so far only (the maximal ones among those
 * of a rank at least its own: a dominated option is below a maximal one).
 * Without the stops every pair is compared, an option only with the options
 * still there, since a dominator that was removed is itself below one of
 * them.  Pairs of options both in `kept`
 * (sorted; the list a previous call left, whose options do not dominate each
 * other) are not compared again. */
/* A float's bits as an unsigned integer of the same order (-0 as +0). */
static inline uint32_t float_order(float f) {
    f += 0.0f; /* -0 becomes +0 */
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return (u & 0x80000000u) ? ~u : u | 0x80000000u;
}

static int cmp_u64(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return (a > b) - (a < b);
}

static void remove_dominated(game_vec *v, int left, const game_vec *kept) {
    size_t n = v->n;
    if (n < 2) return;
    enum { SMALL = 32 };
    /* per option (its index in v): its stops, dead, old; ord: the options by
     * rank (the rank's order in the high half, the index in the low half),
     * ascending; surv: survivors */
    float ls_s[SMALL], rs_s[SMALL];
    uint64_t ord_s[SMALL], rank_s[SMALL];
    uint32_t surv_s[SMALL];
    uint8_t dead_s[SMALL], old_s[SMALL];
    bool big = n > SMALL;
    float *ls = big ? cgt_malloc(n * sizeof *ls) : ls_s,
          *rs = big ? cgt_malloc(n * sizeof *rs) : rs_s;
    uint64_t *ord = big ? cgt_malloc(n * sizeof *ord) : ord_s,
             *rank = big ? cgt_malloc(n * sizeof *rank) : rank_s;
    uint32_t *surv = big ? cgt_malloc(n * sizeof *surv) : surv_s;
    uint8_t *dead = big ? cgt_malloc(n) : dead_s, *old = big ? cgt_malloc(n) : old_s;
    bool exact = game_order_stops_on();
    for (size_t i = 0; i < n && exact; i++) {
        game_t g = v->v[i];
        if (!(game_tab.recs[g].flags & GF_STOPS_EXACT)) game_stops_ready(g);
        const game_rec *r = game_rec_of(g);
        exact = (r->flags & GF_STOPS_EXACT) != 0;
        ls[i] = r->lsf;
        rs[i] = r->rsf;
        rank[i] = (uint64_t)float_order(left ? r->lsf + r->rsf : -(r->lsf + r->rsf)) << 32 | i;
    }
    /* ord: the keys ascending.  A short list (the usual one) puts each key
     * at the count of smaller keys (they are distinct: the index is in the
     * low half), without the data-dependent branches of an insertion sort,
     * which the predictor misses; a long one (a sum with a big nimber has
     * as many options as the nimber) by qsort. */
    if (exact && !big) {
        for (size_t i = 0; i < n; i++) {
            size_t k = 0;
            for (size_t j = 0; j < n; j++) k += rank[j] < rank[i];
            ord[k] = rank[i];
        }
    } else if (exact) {
        memcpy(ord, rank, n * sizeof *ord);
        qsort(ord, n, sizeof *ord, cmp_u64);
    }
    for (size_t i = 0; i < n; i++) {
        dead[i] = 0;
        old[i] = kept && in_sorted(kept, v->v[i]);
    }
    if (exact) {
        /* From the strongest down, each option against the options kept so
         * far (the survivors, strongest first): a dominated option is below
         * a maximal one, whose rank is at least its own, so it meets it
         * there; the survivors are few (a canonical side), the options
         * many.  An option's dominator of the same rank (equal stops) may
         * come after it: a new survivor also removes the survivors of its
         * own rank it dominates. */
        size_t ns = 0;
        for (size_t k = n; k-- > 0;) {
            /* one node per option, as a row of comparisons below */
            if (cgt_limit_tick_fast() || (n > 1024 && cgt_limit_poll())) break;
            uint32_t i = (uint32_t)ord[k];
            game_t a = v->v[i];
            bool dom = false;
            /* the memo buckets of the comparisons the stops leave open,
             * fetched before the first is made (their misses overlap) */
            for (size_t t = 0; t < ns; t++) {
                uint32_t j = surv[t];
                float xl = left ? ls[i] : ls[j], xr = left ? rs[i] : rs[j];
                float yl = left ? ls[j] : ls[i], yr = left ? rs[j] : rs[i];
                if (!(xl > yl || xr > yr || xl < yr))
                    game_leq_prefetch(left ? a : v->v[j], left ? v->v[j] : a);
            }
            for (size_t t = 0; t < ns && !dom; t++) {
                uint32_t j = surv[t];
                if (old[i] && old[j]) continue;
                /* Left: a <= b; Right: b <= a */
                float xl = left ? ls[i] : ls[j], xr = left ? rs[i] : rs[j];
                float yl = left ? ls[j] : ls[i], yr = left ? rs[j] : rs[i];
                if (xl > yl || xr > yr) continue;
                game_t b = v->v[j];
                dom = xl < yr || (left ? game_leq(a, b) : game_leq(b, a));
            }
            if (dom) {
                dead[i] = 1;
                continue;
            }
            /* survivors of the same rank that a dominates (equal stops) */
            size_t w = 0;
            for (size_t t = 0; t < ns; t++) {
                uint32_t j = surv[t];
                bool gone = false;
                if (ls[j] == ls[i] && rs[j] == rs[i] && !(old[i] && old[j])) {
                    game_t b = v->v[j];
                    gone = left ? game_leq(b, a) : game_leq(a, b);
                }
                if (gone)
                    dead[j] = 1;
                else
                    surv[w++] = j;
            }
            ns = w;
            surv[ns++] = i;
        }
    } else {
        for (size_t i = 0; i < n; i++) {
            /* one node per row: the comparisons of two closed forms do not
             * tick; a long row (a sum with a big nimber has as many options
             * as the nimber) is also a clock read, as a node stands for much
             * more work than the tick stride assumes */
            if (cgt_limit_tick_fast() || (n > 1024 && cgt_limit_poll())) break;
            game_t a = v->v[i];
            for (size_t j = n; j-- > 0;) {
                if (j == i || dead[j] || (old[i] && old[j])) continue;
                game_t b = v->v[j];
                if (left ? game_leq(a, b) : game_leq(b, a)) {
                    dead[i] = 1;
                    break;
                }
            }
        }
    }
    /* compact, in v's order (sorted by id) */
    size_t w = 0;
    for (size_t i = 0; i < n; i++) { /* without a branch: which die is data */
        v->v[w] = v->v[i];
        w += !dead[i];
    }
    v->n = w;
    if (big) {
        cgt_free(ls);
        cgt_free(rs);
        cgt_free(ord);
        cgt_free(rank);
        cgt_free(surv);
        cgt_free(dead);
        cgt_free(old);
    }
}

static void vec_copy(game_vec *dst, const game_vec *src) {
    dst->n = 0;
    for (size_t i = 0; i < src->n; i++) game_vec_push(dst, src->v[i]);
}

/* Bypasses the first reversible option found; returns 1 if one was.  Before
 * it changes v it copies v and the other side's list into kept and
 * kept_other (the lists free of dominated options, for remove_dominated). */
static int bypass_one(arr_game *G, game_vec *v, int left, game_vec *kept, game_vec *kept_other) {
    for (size_t i = 0; i < v->n; i++) {
        game_t a = v->v[i];
        game_options_ready(a);
        size_t n = left ? game_tab.recs[a].nr : game_tab.recs[a].nl;
        for (size_t j = 0; j < n; j++) {
            game_t ar = left ? game_ropts(a)[j] : game_lopts(a)[j];
            int rev = left ? x_leq_g(G, ar) : g_leq_x(G, ar);
            if (cgt_aborted_fast()) return 0;
            if (!rev) continue;
            vec_copy(kept, v);
            vec_copy(kept_other, left ? G->R : G->L);
            /* Replace a by the options of ar on the same side as a. */
            v->v[i] = v->v[--v->n];
            game_options_ready(ar);
            size_t m = left ? game_tab.recs[ar].nl : game_tab.recs[ar].nr;
            for (size_t k = 0; k < m; k++) {
                game_t opt = left ? game_lopts(ar)[k] : game_ropts(ar)[k];
                game_vec_push(v, opt);
            }
            game_sort_unique(v);
            return 1;
        }
    }
    return 0;
}

/* ---- recognising closed forms ----------------------------------------------- */

static int all_numbers(const game_vec *v) {
    for (size_t i = 0; i < v->n; i++)
        if (!game_is_number_fast(v->v[i])) return 0;
    return 1;
}

/* For all-number option lists: the number if max L < min R, else GAME_NONE. */
static game_t number_of(const game_vec *L, const game_vec *R) {
    const game_nus_rec *hi = NULL, *lo = NULL;
    for (size_t i = 0; i < L->n; i++) {
        const game_nus_rec *n = game_nus_of(L->v[i]);
        if (!lo || dyadic_cmp(n->x, lo->x) > 0) lo = n;
    }
    for (size_t i = 0; i < R->n; i++) {
        const game_nus_rec *n = game_nus_of(R->v[i]);
        if (!hi || dyadic_cmp(n->x, hi->x) < 0) hi = n;
    }
    if (lo && hi && dyadic_cmp(lo->x, hi->x) >= 0) return GAME_NONE;
    dyadic_t lx, hx, r;
    dyadic_init(lx);
    dyadic_init(hx);
    dyadic_init(r);
    if (lo) dyadic_set(lx, lo->x);
    if (hi) dyadic_set(hx, hi->x);
    dyadic_simplest_between(r, lo ? lx : NULL, hi ? hx : NULL);
    game_t g = game_intern_nus(r, 0, 0);
    dyadic_clear(lx);
    dyadic_clear(hx);
    dyadic_clear(r);
    return g;
}

/* x + *k: L = R = {x, x*, ..., x*(k-1)}. */
static game_t recognise_nimber(const game_vec *L, const game_vec *R) {
    if (L->n != R->n || L->n == 0 || memcmp(L->v, R->v, L->n * sizeof *L->v) != 0) return GAME_NONE;
    const game_nus_rec *first = NULL;
    uint64_t k = L->n;
    /* Every option must be x + *j with j < k, all distinct (ids are unique). */
    for (size_t i = 0; i < L->n; i++) {
        if (!game_is_nus_fast(L->v[i])) return GAME_NONE;
        const game_nus_rec *n = game_nus_of(L->v[i]);
        if (n->ups != 0 || n->nim >= k) return GAME_NONE;
        if (!first)
            first = n;
        else if (!dyadic_equal(n->x, first->x))
            return GAME_NONE;
    }
    dyadic_t x;
    dyadic_init(x);
    dyadic_set(x, first->x);
    game_t g = game_intern_nus(x, 0, k);
    dyadic_clear(x);
    return g;
}

/* x + n.^ + *k with n != 0, from the formulas in table.c. */
static game_t recognise_ups(const game_vec *L, const game_vec *R) {
    const game_vec *single = NULL, *other = NULL;
    int sign;
    if (L->n == 1 && game_is_number_fast(L->v[0])) {
        single = L, other = R, sign = 1;
    } else if (R->n == 1 && game_is_number_fast(R->v[0])) {
        single = R, other = L, sign = -1;
    } else {
        return GAME_NONE;
    }
    game_t a = single->v[0];
    const game_nus_rec *xa = game_nus_of(a);
    game_t g = GAME_NONE;
    if (other->n == 1 && game_is_nus_fast(other->v[0])) {
        const game_nus_rec *b = game_nus_of(other->v[0]);
        if (dyadic_equal(b->x, xa->x)) {
            int64_t m = b->ups * sign; /* n - 1 >= 0 for a match */
            if (m >= 0 && m < INT64_MAX) {
                int64_t n = m + 1;
                uint64_t k = b->nim ^ 1;
                if (!(n == 1 && k == 1)) {
                    dyadic_t x;
                    dyadic_init(x);
                    dyadic_set(x, xa->x);
                    g = game_intern_nus(x, n * sign, k);
                    dyadic_clear(x);
                }
            }
        }
    } else if (other->n == 2 && game_is_nus_fast(other->v[0]) && game_is_nus_fast(other->v[1])) {
        /* x + ^* = {x, x* | x} and x + v* = {x | x, x*}. */
        const game_nus_rec *b0 = game_nus_of(other->v[0]), *b1 = game_nus_of(other->v[1]);
        int has_a = other->v[0] == a || other->v[1] == a;
        const game_nus_rec *s = other->v[0] == a ? b1 : b0;
        if (has_a && s->ups == 0 && s->nim == 1 && dyadic_equal(s->x, xa->x)) {
            dyadic_t x;
            dyadic_init(x);
            dyadic_set(x, xa->x);
            g = game_intern_nus(x, -sign, 1);
            dyadic_clear(x);
        }
    }
    return g;
}

/* ---- the constructor --------------------------------------------------------- */

game_t game_make(const game_t *left, size_t nl, const game_t *right, size_t nr) {
    if (cgt_aborted_fast()) return GAME_NONE;
    game_table_ensure();
    /* the options' records are read for their stops below: fetch them all
     * now, so that their cache misses overlap */
    for (size_t i = 0; i < nl; i++)
        if (left[i] != GAME_NONE) __builtin_prefetch(&game_tab.recs[left[i]]);
    for (size_t i = 0; i < nr; i++)
        if (right[i] != GAME_NONE) __builtin_prefetch(&game_tab.recs[right[i]]);
    game_t lbuf[32], rbuf[32];
    game_vec L = game_vec_with(lbuf, 32), R = game_vec_with(rbuf, 32);
    game_t result = GAME_NONE;
    for (size_t i = 0; i < nl; i++) {
        if (left[i] == GAME_NONE) goto done;
        if (L.n < L.cap)
            L.v[L.n++] = left[i]; /* game_vec_push without the call */
        else
            game_vec_push(&L, left[i]);
    }
    for (size_t i = 0; i < nr; i++) {
        if (right[i] == GAME_NONE) goto done;
        if (R.n < R.cap)
            R.v[R.n++] = right[i];
        else
            game_vec_push(&R, right[i]);
    }
    game_sort_unique(&L);
    game_sort_unique(&R);

    if (all_numbers(&L) && all_numbers(&R)) {
        result = number_of(&L, &R);
        if (result != GAME_NONE) goto done;
    }

    arr_game G = {&L, &R, {0}};
    /* the lists after the last removal of dominated options: a bypass
     * changes one option, so the next removal compares the new ones only */
    game_t klbuf[32], krbuf[32];
    game_vec keptL = game_vec_with(klbuf, 32), keptR = game_vec_with(krbuf, 32);
    bool again = false;
    for (;;) {
        remove_dominated(&L, 1, again ? &keptL : NULL);
        remove_dominated(&R, 0, again ? &keptR : NULL);
        if (cgt_aborted_fast()) break;
        again = true;
        if (bypass_one(&G, &L, 1, &keptL, &keptR)) continue;
        if (bypass_one(&G, &R, 0, &keptR, &keptL)) continue;
        break;
    }
    game_vec_free(&keptL);
    game_vec_free(&keptR);
    cgt_free(G.memo.keys);
    if (cgt_aborted_fast()) goto done;

    if (all_numbers(&L) && all_numbers(&R)) {
        result = number_of(&L, &R);
        if (result != GAME_NONE) goto done;
    }
    result = recognise_nimber(&L, &R);
    if (result == GAME_NONE) result = recognise_ups(&L, &R);
    if (result == GAME_NONE) result = game_intern_general(L.v, L.n, R.v, R.n);
done:
    game_vec_free(&L);
    game_vec_free(&R);
    return cgt_aborted_fast() ? GAME_NONE : result;
}
