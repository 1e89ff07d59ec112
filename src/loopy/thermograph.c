/* thermograph.c - thermographs of stoppers: the short-game construction
 * (walls from the options' walls, each moved by the tax t, frozen into a mast
 * where they meet) applied node by node to the stopper's graph.  At a fixed
 * temperature the walls of the unfrozen nodes follow alternating play, which
 * ends in a stopper, so they are well defined; the computation sweeps the
 * temperature upward from -1, event by event (a wall's piece changes, or a
 * node's walls meet and it freezes).  docs/loopy.md gives the reasoning. */
#include <assert.h>
#include <string.h>

#include "loopy/loopy_internal.h"

/* A wall's value and right-hand slope at the current temperature; inf is +1
 * or -1 for a wall at +-infinity (a side with no move, on, off). */
typedef struct tv {
    int inf;
    dyadic_t v, s;
} tv;

enum { K_SHORT, K_LOOPY, K_FROZEN };

typedef struct th_pt {
    dyadic_t t, v, s;
} th_pt;

/* A wall under construction, bottom-up from t = -1. */
typedef struct th_wall {
    th_pt *p;
    size_t n, cap;
} th_wall;

typedef struct lth {
    const loopy_game *g;
    uint8_t *kind;
    thermograph_struct *th; /* K_SHORT: the short engine's thermograph */
    dyadic_t *mast;         /* K_FROZEN: the mast value */
    tv *w;                  /* state 2 v + side (0: Left's wall, 1: Right's) */
    uint32_t *order;        /* the states of loopy nodes, options first */
    uint32_t norder;
    dyadic_t t; /* the current temperature */
} lth;

static void tv_set(tv *r, const tv *a) {
    r->inf = a->inf;
    dyadic_set(r->v, a->v);
    dyadic_set(r->s, a->s);
}

/* (inf, value, slope) in lexicographic order: the wall just above t. */
static int tv_cmp(const tv *a, const tv *b) {
    if (a->inf != b->inf) return a->inf < b->inf ? -1 : 1;
    if (a->inf) return 0;
    int c = dyadic_cmp(a->v, b->v);
    return c ? c : dyadic_cmp(a->s, b->s);
}

/* x = x / d for a slope difference d of 1 or 2 (walls have slopes 0 and
 * +-1, so nothing else occurs). */
static void div_rate(dyadic_t x, const dyadic_t d) {
    assert(dyadic_cmp_si(d, 1) == 0 || dyadic_cmp_si(d, 2) == 0);
    if (dyadic_cmp_si(d, 2) == 0) dyadic_div_2exp(x, x, 1);
}

/* The wall of a short thermograph at t: value and slope just above t, and
 * (if next is not NULL) the lowest critical temperature above t, if any. */
static void short_wall(tv *out, const thermograph_struct *th, int side, const dyadic_t t,
                       dyadic_t next, bool *has_next) {
    size_t n = thermo_graph_num_critical(th, (thermo_side)side), i = 0;
    while (i < n && dyadic_cmp(thermo_graph_critical(th, (thermo_side)side, i), t) > 0) i++;
    out->inf = 0;
    thermo_graph_value(out->v, th, (thermo_side)side, t);
    dyadic_set(out->s, thermo_graph_slope(th, (thermo_side)side, i));
    if (next && i > 0) {
        const dyadic_struct *c = thermo_graph_critical(th, (thermo_side)side, i - 1);
        if (!*has_next || dyadic_cmp(c, next) < 0) dyadic_set(next, c);
        *has_next = true;
    }
}

/* The wall `side` of node w at the current temperature. */
static void node_wall(tv *out, lth *c, uint32_t w, int side) {
    if (c->kind[w] == K_SHORT) {
        short_wall(out, &c->th[w], side, c->t, NULL, NULL);
    } else if (c->kind[w] == K_FROZEN) {
        out->inf = 0;
        dyadic_set(out->v, c->mast[w]);
        dyadic_set_si(out->s, 0);
    } else {
        tv_set(out, &c->w[2 * w + (uint32_t)side]);
    }
}

/* Evaluates state s = 2 v + side of a loopy node from its options: Left's
 * wall is max RW(v^L) - t, Right's min LW(v^R) + t (an empty side: -inf for
 * Left, +inf for Right).  With cand != NULL, also the lowest temperature
 * above t where another option overtakes the chosen one. */
static void eval_state(lth *c, uint32_t s, dyadic_t cand, bool *has_cand) {
    uint32_t v = s / 2;
    int side = (int)(s & 1);
    const uint32_t *st = side ? c->g->rstart : c->g->lstart, *op = side ? c->g->right : c->g->left;
    tv *best = &c->w[s], o;
    dyadic_init(o.v), dyadic_init(o.s);
    best->inf = side ? 1 : -1;
    bool any = false;
    for (int pass = 0; pass < 2; pass++) {
        for (uint32_t i = st[v]; i < st[v + 1]; i++) {
            node_wall(&o, c, op[i], side ^ 1);
            if (!o.inf) { /* the tax: Left's move costs t, Right's gives t */
                if (side)
                    dyadic_add(o.v, o.v, c->t), dyadic_add_si(o.s, o.s, 1);
                else
                    dyadic_sub(o.v, o.v, c->t), dyadic_add_si(o.s, o.s, -1);
            }
            if (pass == 0) {
                int cmp = tv_cmp(&o, best);
                if (!any || (side ? cmp < 0 : cmp > 0)) tv_set(best, &o);
                any = true;
                continue;
            }
            /* pass 1: when does o overtake the best? (slopes differ by 1) */
            if (!cand || o.inf || best->inf) continue;
            int sc = dyadic_cmp(o.s, best->s);
            if (side ? sc >= 0 : sc <= 0) continue;
            dyadic_t x;
            dyadic_init(x);
            dyadic_sub(x, best->v, o.v); /* gap, closed at rate |slope difference| */
            dyadic_t ds;
            dyadic_init(ds);
            dyadic_sub(ds, o.s, best->s);
            if (dyadic_sgn(ds) < 0) dyadic_neg(ds, ds), dyadic_neg(x, x);
            div_rate(x, ds);
            dyadic_add(x, x, c->t);
            if (dyadic_cmp(x, c->t) > 0 && (!*has_cand || dyadic_cmp(x, cand) < 0))
                dyadic_set(cand, x), *has_cand = true;
            dyadic_clear(x), dyadic_clear(ds);
        }
        if (!cand) break;
    }
    dyadic_clear(o.v), dyadic_clear(o.s);
}

static void eval_all(lth *c, dyadic_t cand, bool *has_cand) {
    for (uint32_t i = 0; i < c->norder; i++)
        if (c->kind[c->order[i] / 2] == K_LOOPY) eval_state(c, c->order[i], cand, has_cand);
}

/* Orders the states of loopy nodes so that options come first (Kahn's
 * algorithm on the alternating state graph, acyclic in a stopper). */
static void order_states(lth *c) {
    const loopy_game *g = c->g;
    uint32_t ns = 2 * g->n;
    uint32_t *deg = cgt_calloc(ns, sizeof *deg);
    loopy_reverse rv;
    loopy_reverse_init(&rv, g);
    for (uint32_t v = 0; v < g->n; v++) {
        if (c->kind[v] != K_LOOPY) continue;
        for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++)
            deg[2 * v] += c->kind[g->left[i]] == K_LOOPY;
        for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++)
            deg[2 * v + 1] += c->kind[g->right[i]] == K_LOOPY;
    }
    c->order = cgt_malloc(((size_t)ns + 1) * sizeof *c->order);
    c->norder = 0;
    for (uint32_t s = 0; s < ns; s++)
        if (c->kind[s / 2] == K_LOOPY && deg[s] == 0) c->order[c->norder++] = s;
    for (uint32_t k = 0; k < c->norder; k++) {
        uint32_t s = c->order[k], u = s / 2;
        /* state (u, Left to move) is an option of (p, Right) for p with u
         * among its Right options, and (u, Right) of (p, Left) */
        const uint32_t *ps = (s & 1) ? rv.lpstart : rv.rpstart, *pr = (s & 1) ? rv.lpred : rv.rpred;
        uint32_t pside = (s & 1) ? 0 : 1;
        for (uint32_t i = ps[u]; i < ps[u + 1]; i++) {
            uint32_t p = pr[i];
            if (c->kind[p] == K_LOOPY && --deg[2 * p + pside] == 0)
                c->order[c->norder++] = 2 * p + pside;
        }
    }
    loopy_reverse_clear(&rv);
    cgt_free(deg);
}

static void wall_push(th_wall *w, const dyadic_t t, const dyadic_t v, const dyadic_t s) {
    if (w->n && dyadic_equal(w->p[w->n - 1].t, t)) {
        dyadic_set(w->p[w->n - 1].v, v);
        dyadic_set(w->p[w->n - 1].s, s);
        if (w->n > 1 && dyadic_equal(w->p[w->n - 2].s, s)) {
            w->n--;
            /* the popped point's dyadics stay initialised for reuse */
        }
        return;
    }
    if (w->n && dyadic_equal(w->p[w->n - 1].s, s)) return;
    if (w->n == w->cap) {
        size_t nc = w->cap ? 2 * w->cap : 8;
        w->p = cgt_realloc(w->p, nc * sizeof *w->p);
        for (size_t i = w->cap; i < nc; i++)
            dyadic_init(w->p[i].t), dyadic_init(w->p[i].v), dyadic_init(w->p[i].s);
        w->cap = nc;
    }
    dyadic_set(w->p[w->n].t, t);
    dyadic_set(w->p[w->n].v, v);
    dyadic_set(w->p[w->n].s, s);
    w->n++;
}

static void wall_free(th_wall *w) {
    for (size_t i = 0; i < w->cap; i++)
        dyadic_clear(w->p[i].t), dyadic_clear(w->p[i].v), dyadic_clear(w->p[i].s);
    cgt_free(w->p);
}

/* Writes a wall into a thermograph through thermo.h's builder. */
static void wall_store(thermograph_t out, thermo_side side, const th_wall *w) {
    thermo_graph_wall_start(out, side, w->p[0].v, w->p[0].s);
    for (size_t i = 1; i < w->n; i++)
        thermo_graph_wall_push(out, side, w->p[i].t, w->p[i].v, w->p[i].s);
}

/* Freezes every unfrozen node whose walls meet at t; at t = -1 walls that
 * start crossed give CGSuite's base mast (0 if between them, else the
 * nearer).  Returns whether any froze. */
static bool freeze(lth *c) {
    bool any = false;
    for (uint32_t v = 0; v < c->g->n; v++) {
        if (c->kind[v] != K_LOOPY) continue;
        tv *L = &c->w[2 * v], *R = &c->w[2 * v + 1];
        if (L->inf || R->inf || dyadic_cmp(L->v, R->v) > 0) continue;
        if (dyadic_equal(L->v, R->v))
            dyadic_set(c->mast[v], L->v);
        else if (dyadic_sgn(L->v) > 0)
            dyadic_set(c->mast[v], L->v);
        else if (dyadic_sgn(R->v) < 0)
            dyadic_set(c->mast[v], R->v);
        else
            dyadic_set_si(c->mast[v], 0);
        c->kind[v] = K_FROZEN;
        any = true;
    }
    return any;
}

/* The sweep; short_nodes false treats every node that is not a number as a
 * graph node (the tests' slow path on loop-free games). */
int loopy_thermograph_sweep(thermograph_t out, const loopy_game *g, bool short_nodes) {
    uint32_t n = g->n;
    lth c;
    memset(&c, 0, sizeof c);
    c.g = g;
    c.kind = cgt_malloc(n);
    c.th = cgt_calloc(n, sizeof *c.th);
    c.mast = cgt_malloc((size_t)n * sizeof *c.mast);
    c.w = cgt_malloc(2 * (size_t)n * sizeof *c.w);
    uint8_t *loopy = cgt_malloc(n);
    game_t *sv = cgt_malloc((size_t)n * sizeof *sv);
    loopy_mark_loopy(loopy, g);
    loopy_short_values(sv, g, loopy);
    int rc = 0;
    for (uint32_t v = 0; v < n; v++) {
        dyadic_init(c.mast[v]);
        dyadic_init(c.w[2 * v].v), dyadic_init(c.w[2 * v].s);
        dyadic_init(c.w[2 * v + 1].v), dyadic_init(c.w[2 * v + 1].s);
        bool sh = !loopy[v] && (short_nodes || (sv[v] != GAME_NONE && game_is_number(sv[v])));
        c.kind[v] = sh ? K_SHORT : K_LOOPY;
        if (!loopy[v] && sv[v] == GAME_NONE) rc = cgt_limit_error();
        if (sh && rc == 0) {
            thermo_graph_init(&c.th[v]);
            if (thermo_thermograph(&c.th[v], sv[v]) < 0) rc = cgt_limit_error();
        }
    }
    dyadic_init(c.t);
    dyadic_set_si(c.t, -1);
    th_wall walls[2] = {{0}, {0}};
    dyadic_t cand, zero;
    dyadic_init(cand), dyadic_init(zero);
    if (rc == 0 && c.kind[g->root] == K_SHORT) {
        thermo_graph_set(out, &c.th[g->root]);
        goto done;
    }
    /* a side without moves: on's Right side (+inf) and off's Left side
     * (-inf) are walls at infinity; elsewhere, as for stops, an error */
    for (uint32_t v = 0; v < n && rc == 0; v++) {
        uint32_t nl = g->lstart[v + 1] - g->lstart[v], nr = g->rstart[v + 1] - g->rstart[v];
        bool on = nl == 1 && nr == 0 && g->left[g->lstart[v]] == v;
        bool off = nr == 1 && nl == 0 && g->right[g->rstart[v]] == v;
        if (c.kind[v] == K_LOOPY && (nl == 0 || nr == 0) && !on && !off)
            rc = cgt_error(CGT_EVALUE,
                           "thermograph: a position that is not a pseudonumber has no "
                           "%s move",
                           nl == 0 ? "Left" : "Right");
    }
    if (rc == 0) order_states(&c);
    while (rc == 0) {
        if (cgt_limit_tick()) {
            rc = cgt_limit_error();
            break;
        }
        eval_all(&c, NULL, NULL);
        tv *rl = &c.w[2 * g->root], *rr = &c.w[2 * g->root + 1];
        if (rl->inf || rr->inf) {
            rc = cgt_error(CGT_EVALUE,
                           "thermograph: the %s wall is infinite (the %s stop is %s), so the "
                           "stopper has no thermograph",
                           rl->inf ? "Left" : "Right", rl->inf ? "Left" : "Right",
                           (rl->inf ? rl->inf : rr->inf) > 0 ? "on" : "off");
            break;
        }
        while (freeze(&c)) eval_all(&c, NULL, NULL);
        if (c.kind[g->root] == K_FROZEN) {
            if (dyadic_cmp_si(c.t, -1) == 0) {
                thermo_graph_set_mast(out, c.mast[g->root]);
                break;
            }
            for (int side = 0; side < 2; side++)
                wall_push(&walls[side], c.t, c.mast[g->root], zero);
            wall_store(out, THERMO_LEFT, &walls[0]);
            wall_store(out, THERMO_RIGHT, &walls[1]);
            break;
        }
        for (int side = 0; side < 2; side++)
            wall_push(&walls[side], c.t, c.w[2 * g->root + (uint32_t)side].v,
                      c.w[2 * g->root + (uint32_t)side].s);
        /* the next event: an overtake, a short wall's corner, or a meeting */
        bool has = false;
        eval_all(&c, cand, &has);
        for (uint32_t v = 0; v < n; v++) {
            if (c.kind[v] != K_LOOPY) continue;
            const uint32_t *lists[2][2] = {{g->lstart, g->left}, {g->rstart, g->right}};
            for (int side = 0; side < 2; side++)
                for (uint32_t i = lists[side][0][v]; i < lists[side][0][v + 1]; i++) {
                    uint32_t w = lists[side][1][i];
                    if (c.kind[w] != K_SHORT) continue;
                    tv o;
                    dyadic_init(o.v), dyadic_init(o.s);
                    short_wall(&o, &c.th[w], side ^ 1, c.t, cand, &has);
                    dyadic_clear(o.v), dyadic_clear(o.s);
                }
            tv *L = &c.w[2 * v], *R = &c.w[2 * v + 1];
            if (L->inf || R->inf) continue;
            dyadic_t ds, x;
            dyadic_init(ds), dyadic_init(x);
            dyadic_sub(ds, R->s, L->s); /* the gap L - R closes at rate ds */
            if (dyadic_sgn(ds) > 0) {
                dyadic_sub(x, L->v, R->v);
                div_rate(x, ds);
                dyadic_add(x, x, c.t);
                if (!has || dyadic_cmp(x, cand) < 0) dyadic_set(cand, x), has = true;
            }
            dyadic_clear(ds), dyadic_clear(x);
        }
        if (!has) { /* cannot happen for finite walls (docs/loopy.md) */
            rc = cgt_error(CGT_EVALUE, "thermograph: the walls never meet");
            break;
        }
        dyadic_set(c.t, cand);
    }
done:
    wall_free(&walls[0]), wall_free(&walls[1]);
    dyadic_clear(cand), dyadic_clear(zero), dyadic_clear(c.t);
    for (uint32_t v = 0; v < n; v++) {
        dyadic_clear(c.mast[v]);
        dyadic_clear(c.w[2 * v].v), dyadic_clear(c.w[2 * v].s);
        dyadic_clear(c.w[2 * v + 1].v), dyadic_clear(c.w[2 * v + 1].s);
        if (c.th[v].wall[0].cap) thermo_graph_clear(&c.th[v]);
    }
    cgt_free(c.kind), cgt_free(c.th), cgt_free(c.mast), cgt_free(c.w), cgt_free(c.order);
    cgt_free(loopy), cgt_free(sv);
    return rc;
}

int loopy_thermograph(thermograph_t out, const loopy_game *g) {
    if (!loopy_is_stopper(g)) return cgt_error(CGT_EVALUE, "thermographs need a stopper");
    if (loopy_is_loopfree(g)) {
        game_t x = loopy_get_game(g);
        return x == GAME_NONE ? cgt_limit_error() : thermo_thermograph(out, x);
    }
    loopy_game s;
    int rc = loopy_simplify(&s, g);
    if (rc < 0) return rc;
    if (s.n > 4096)
        rc = cgt_error(CGT_EVALUE, "thermograph: the simplified stopper has over 4096 nodes");
    else
        rc = loopy_thermograph_sweep(out, &s, true);
    loopy_clear(&s);
    return rc;
}
