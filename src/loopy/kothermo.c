/* kothermo.c - Berlekamp's komaster thermographs of games with one ko.
 *
 * A ko is a pair of positions P, Q where Right moves P -> Q (takes the ko)
 * and Left moves Q -> P (retakes); here it must be the game's only cycle.
 * With Left the komaster (Berlekamp, "The Economist's View of Combinatorial
 * Games", 1996, as quoted on Sensei's Library, "Komaster": the komaster
 * "makes two moves consecutively, to and from the critical ko position, and
 * pays two taxes"), a Right take P -> Q leads to Q*, where Left may not
 * simply retake: she retakes and moves again from P at once (a double move,
 * taxed twice), or plays one of Q's other Left options; Right's options at Q*
 * are Q's.  Everything else is as in the game.  That graph is acyclic, and
 * its thermograph is the short construction with a tax multiplier per move:
 * the Left scaffold max RW(G^L)(t) - k t, the Right one min LW(G^R)(t) + k t,
 * and the walls their generalized thermographic intersection (pl_walls), in
 * which masts may slope.  A Right komaster is the mirror image (P* after a
 * Left take at Q, Right's double move through Q).  docs/loopy.md gives the
 * details. */
#include <assert.h>
#include <string.h>

#include "loopy/loopy_internal.h"

/* A continuous piecewise-linear function of t >= -1: piece i from t[i] (t[0]
 * = -1) with value v[i] there and slope s[i]; consecutive slopes differ. */
typedef struct pl {
    size_t n, cap;
    mpq_t *t, *v, *s;
} pl;

static void pl_init(pl *f) {
    memset(f, 0, sizeof *f);
}

static void pl_clear(pl *f) {
    for (size_t i = 0; i < f->cap; i++) mpq_clears(f->t[i], f->v[i], f->s[i], NULL);
    cgt_free(f->t), cgt_free(f->v), cgt_free(f->s);
    memset(f, 0, sizeof *f);
}

/* Appends a piece from t (>= the last start); one with the last slope adds
 * nothing, one at the last start replaces it. */
static void pl_push(pl *f, const mpq_t t, const mpq_t v, const mpq_t s) {
    if (f->n && mpq_equal(f->t[f->n - 1], t)) {
        f->n--;
    } else if (f->n && mpq_equal(f->s[f->n - 1], s)) {
        return;
    }
    if (f->n && mpq_equal(f->s[f->n - 1], s)) return;
    if (f->n == f->cap) {
        size_t nc = f->cap ? 2 * f->cap : 4;
        f->t = cgt_realloc(f->t, nc * sizeof *f->t);
        f->v = cgt_realloc(f->v, nc * sizeof *f->v);
        f->s = cgt_realloc(f->s, nc * sizeof *f->s);
        for (size_t i = f->cap; i < nc; i++) mpq_inits(f->t[i], f->v[i], f->s[i], NULL);
        f->cap = nc;
    }
    mpq_set(f->t[f->n], t), mpq_set(f->v[f->n], v), mpq_set(f->s[f->n], s);
    f->n++;
}

/* The piece holding t (the last one starting at or below t). */
static size_t pl_piece(const pl *f, const mpq_t t) {
    size_t i = f->n - 1;
    while (i > 0 && mpq_cmp(f->t[i], t) > 0) i--;
    return i;
}

static void pl_eval(mpq_t out, const pl *f, const mpq_t t) {
    size_t i = pl_piece(f, t);
    mpq_t x;
    mpq_init(x);
    mpq_sub(x, t, f->t[i]);
    mpq_mul(x, x, f->s[i]);
    mpq_add(out, x, f->v[i]);
    mpq_clear(x);
}

/* f(t) += k t. */
static void pl_tilt(pl *f, long k) {
    mpq_t kq, x;
    mpq_inits(kq, x, NULL);
    mpq_set_si(kq, k, 1);
    for (size_t i = 0; i < f->n; i++) {
        mpq_mul(x, kq, f->t[i]);
        mpq_add(f->v[i], f->v[i], x);
        mpq_add(f->s[i], f->s[i], kq);
    }
    mpq_clears(kq, x, NULL);
}

/* The sorted union of the starts of a and b: a merge. */
static size_t pl_breaks(mpq_t **out, const pl *a, const pl *b) {
    size_t n = 0, i = 0, j = 0;
    mpq_t *x = cgt_malloc((a->n + b->n) * sizeof *x);
    while (i < a->n || j < b->n) {
        int c = i == a->n ? 1 : j == b->n ? -1 : mpq_cmp(a->t[i], b->t[j]);
        mpq_init(x[n]);
        mpq_set(x[n++], c <= 0 ? a->t[i] : b->t[j]);
        if (c <= 0) i++;
        if (c >= 0) j++;
    }
    *out = x;
    return n;
}

static void breaks_free(mpq_t *x, size_t n) {
    for (size_t i = 0; i < n; i++) mpq_clear(x[i]);
    cgt_free(x);
}

/* r = max(a, b) (want_max) or min(a, b); r is neither. */
static void pl_minmax(pl *r, const pl *a, const pl *b, bool want_max) {
    mpq_t *x;
    size_t nb = pl_breaks(&x, a, b);
    mpq_t va, vb, c, d;
    mpq_inits(va, vb, c, d, NULL);
    r->n = 0;
    for (size_t k = 0; k < nb; k++) {
        pl_eval(va, a, x[k]), pl_eval(vb, b, x[k]);
        mpq_srcptr sa = a->s[pl_piece(a, x[k])], sb = b->s[pl_piece(b, x[k])];
        int cv = mpq_cmp(va, vb), cs = mpq_cmp(sa, sb);
        int pick_a = want_max ? (cv > 0 || (cv == 0 && cs >= 0)) : (cv < 0 || (cv == 0 && cs <= 0));
        pl_push(r, x[k], pick_a ? va : vb, pick_a ? sa : sb);
        /* the other overtakes inside the interval? */
        if (cs == 0 || cv == 0) continue;
        bool overtakes = want_max ? (pick_a ? cs < 0 : cs > 0) : (pick_a ? cs > 0 : cs < 0);
        if (!overtakes) continue;
        mpq_sub(c, va, vb);
        mpq_sub(d, sb, sa);
        mpq_div(c, c, d); /* (va - vb) / (sb - sa) > 0 */
        mpq_add(c, c, x[k]);
        if (k + 1 < nb && mpq_cmp(c, x[k + 1]) >= 0) continue;
        pl_eval(d, pick_a ? b : a, c);
        pl_push(r, c, d, pick_a ? sb : sa);
    }
    mpq_clears(va, vb, c, d, NULL);
    breaks_free(x, nb);
}

/* The walls of a node from its scaffolds: Berlekamp's generalized
 * thermographic intersection, as CGSuite's Trajectory implements it (0.6
 * on).  Where Left's scaffold is at least Right's (a hill) the walls are the
 * scaffolds (coinciding: an inclined mast).  Where it is below (a cave) both
 * walls are one mast: vertical at the cave's value, except that a scaffold
 * pushing past that value drags the mast along (Left's rising above it,
 * Right's falling below it), until the scaffolds meet again and a hill
 * begins.  A cave at t = -1 has CGSuite's base value (0 if between the
 * scaffolds, else the nearer).  For short games, whose Left scaffolds never
 * rise and Right ones never fall, this is the first crossing and a vertical
 * mast above.  Returns whether the base value was used. */
static bool pl_walls(pl *lw, pl *rw, const pl *ls, const pl *rs) {
    mpq_t *x;
    size_t nb = pl_breaks(&x, ls, rs);
    mpq_t cur, l0, r0, d, sig, c, ev, tmp, zero;
    mpq_inits(cur, l0, r0, d, sig, c, ev, tmp, zero, NULL);
    lw->n = rw->n = 0;
    bool base = false, hill;
    /* the start: a hill unless Left's scaffold is below (or equal and falling
     * below) Right's */
    pl_eval(l0, ls, x[0]), pl_eval(r0, rs, x[0]);
    mpq_sub(d, l0, r0);
    mpq_sub(sig, ls->s[0], rs->s[0]);
    hill = mpq_sgn(d) > 0 || (mpq_sgn(d) == 0 && mpq_sgn(sig) >= 0);
    if (!hill) {
        base = true;
        if (mpq_sgn(l0) > 0)
            mpq_set(c, l0);
        else if (mpq_sgn(r0) < 0)
            mpq_set(c, r0);
        else
            mpq_set_si(c, 0, 1);
    }
    for (size_t k = 0; k < nb; k++) {
        bool last = k + 1 == nb; /* the interval [x[k], x[k+1]) or [x[k], oo) */
        mpq_set(cur, x[k]);
        mpq_srcptr sl = ls->s[pl_piece(ls, cur)], sr = rs->s[pl_piece(rs, cur)];
        mpq_sub(sig, sl, sr);
        for (;;) { /* events inside the interval, from cur */
            pl_eval(l0, ls, cur), pl_eval(r0, rs, cur);
            mpq_sub(d, l0, r0);
            bool have = false; /* the next event, at ev */
            if (hill) {
                pl_push(lw, cur, l0, sl), pl_push(rw, cur, r0, sr);
                if (mpq_sgn(sig) < 0 && mpq_sgn(d) >= 0) { /* the scaffolds cross */
                    mpq_neg(tmp, sig);
                    mpq_div(ev, d, tmp);
                    mpq_add(ev, ev, cur);
                    have = true;
                }
                if (have && (last || mpq_cmp(ev, x[k + 1]) < 0)) {
                    mpq_set(cur, ev);
                    pl_eval(c, ls, cur);
                    hill = false;
                    continue;
                }
                break;
            }
            /* a cave with mast value c at cur: dragged by a scaffold? */
            int follow = 0; /* -1 Left's scaffold, 1 Right's, 0 vertical */
            if (mpq_cmp(l0, c) > 0 || (mpq_equal(l0, c) && mpq_sgn(sl) > 0))
                follow = -1;
            else if (mpq_cmp(r0, c) < 0 || (mpq_equal(r0, c) && mpq_sgn(sr) < 0))
                follow = 1;
            if (follow) { /* the mast is that scaffold, up to the next hill */
                mpq_set(c, follow < 0 ? l0 : r0);
                pl_push(lw, cur, c, follow < 0 ? sl : sr);
                pl_push(rw, cur, c, follow < 0 ? sl : sr);
                if (mpq_sgn(sig) > 0) { /* d < 0 rising: they meet */
                    mpq_neg(ev, d);
                    mpq_div(ev, ev, sig);
                    mpq_add(ev, ev, cur);
                    have = true;
                }
                if (have && (last || mpq_cmp(ev, x[k + 1]) < 0)) {
                    mpq_set(cur, ev);
                    hill = true;
                    continue;
                }
                if (!last) pl_eval(c, follow < 0 ? ls : rs, x[k + 1]);
                break;
            }
            pl_push(lw, cur, c, zero), pl_push(rw, cur, c, zero);
            /* vertical until a scaffold reaches c */
            if (mpq_sgn(sl) > 0) {
                mpq_sub(ev, c, l0);
                mpq_div(ev, ev, sl);
                mpq_add(ev, ev, cur);
                have = true;
            }
            if (mpq_sgn(sr) < 0) {
                mpq_sub(tmp, r0, c);
                mpq_neg(d, sr);
                mpq_div(tmp, tmp, d);
                mpq_add(tmp, tmp, cur);
                if (!have || mpq_cmp(tmp, ev) < 0) mpq_set(ev, tmp);
                have = true;
            }
            if (have && (last || mpq_cmp(ev, x[k + 1]) < 0)) {
                mpq_set(cur, ev);
                continue;
            }
            break;
        }
    }
    mpq_clears(cur, l0, r0, d, sig, c, ev, tmp, zero, NULL);
    breaks_free(x, nb);
    return base;
}

static void pl_from_graph(pl *f, const thermograph_t th, thermo_side side) {
    thermo_qgraph_t q;
    thermo_qgraph_init(q);
    thermo_qgraph_set_graph(q, th);
    const thermo_qwall *w = &q->wall[side];
    f->n = 0;
    for (size_t i = 0; i < w->n; i++) pl_push(f, w->p[i].t, w->p[i].v, w->p[i].s);
    thermo_qgraph_clear(q);
}

/* ---- the ko and the komaster graph ------------------------------------------ */

/* An edge of the komaster graph: target and tax multiplier. */
typedef struct kedge {
    uint32_t to, k;
} kedge;

typedef struct kgraph {
    uint32_t n; /* the game's nodes, then the star node n */
    uint32_t *lstart, *rstart;
    kedge *l, *r;
} kgraph;

/* Whether g is acyclic once the edge from -> to of the given side is
 * removed (side 0 Left, 1 Right): depth first, colours 0 new, 1 open, 2 done. */
static bool acyclic_without(const loopy_game *g, uint32_t from, uint32_t to, int side) {
    uint8_t *col = cgt_calloc(g->n, 1);
    uint32_t *stack = cgt_malloc(2 * ((size_t)g->n + 1) * sizeof *stack); /* (node, next edge) */
    bool ok = true;
    for (uint32_t s0 = 0; s0 < g->n && ok; s0++) {
        if (col[s0]) continue;
        size_t sp = 0;
        stack[0] = s0, stack[1] = 0, sp = 1, col[s0] = 1;
        while (sp && ok) {
            uint32_t v = stack[2 * (sp - 1)], e = stack[2 * (sp - 1) + 1];
            uint32_t nl = g->lstart[v + 1] - g->lstart[v], nr = g->rstart[v + 1] - g->rstart[v];
            if (e == nl + nr) {
                col[v] = 2, sp--;
                continue;
            }
            stack[2 * (sp - 1) + 1]++;
            int es = e < nl ? 0 : 1;
            uint32_t w = es ? g->right[g->rstart[v] + e - nl] : g->left[g->lstart[v] + e];
            if (v == from && w == to && es == side) continue;
            if (col[w] == 1) ok = false;
            if (col[w] == 0) {
                col[w] = 1;
                stack[2 * sp] = w, stack[2 * sp + 1] = 0, sp++;
            }
        }
    }
    cgt_free(col), cgt_free(stack);
    return ok;
}

static bool has_opt(const loopy_game *g, uint32_t v, uint32_t w, int right) {
    const uint32_t *st = right ? g->rstart : g->lstart, *op = right ? g->right : g->left;
    for (uint32_t i = st[v]; i < st[v + 1]; i++)
        if (op[i] == w) return true;
    return false;
}

/* Finds the ko: *p, *q with Right P -> Q and Left Q -> P, the only cycle. */
static int find_ko(uint32_t *p, uint32_t *q, const loopy_game *g) {
    uint32_t found = 0;
    for (uint32_t v = 0; v < g->n; v++)
        for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++) {
            uint32_t w = g->right[i];
            if (w != v && has_opt(g, w, v, 0)) {
                if (found++ == 0) *p = v, *q = w;
            }
        }
    if (found == 0)
        return cgt_error(CGT_EVALUE, "ko thermograph: the game has no ko (a Right move P -> Q "
                                     "answered by a Left move Q -> P)");
    if (found > 1 || !acyclic_without(g, *p, *q, 1) || !acyclic_without(g, *q, *p, 0))
        return cgt_error(CGT_EVALUE, "ko thermograph: only games whose one cycle is a single ko "
                                     "are covered");
    return 0;
}

static void kg_free(kgraph *k) {
    cgt_free(k->lstart), cgt_free(k->rstart), cgt_free(k->l), cgt_free(k->r);
}

/* The komaster graph (see the head of the file). */
static void kg_build(kgraph *k, const loopy_game *g, uint32_t p, uint32_t q, bool left_km) {
    uint32_t n = g->n, star = n;
    size_t cap = (size_t)g->lstart[n] + g->rstart[n] + g->lstart[n] + g->rstart[n] + 4;
    k->n = n;
    k->lstart = cgt_malloc(((size_t)n + 2) * sizeof *k->lstart);
    k->rstart = cgt_malloc(((size_t)n + 2) * sizeof *k->rstart);
    k->l = cgt_malloc(cap * sizeof *k->l);
    k->r = cgt_malloc(cap * sizeof *k->r);
    /* the komaster's side is `km` (0 Left), the koloser takes at `from`
     * (Right's P -> Q for a Left komaster) and the star replaces `to` */
    int km = left_km ? 0 : 1;
    uint32_t from = left_km ? p : q, to = left_km ? q : p;
    size_t nl = 0, nr = 0;
    for (uint32_t v = 0; v <= n; v++) {
        k->lstart[v] = (uint32_t)nl, k->rstart[v] = (uint32_t)nr;
        for (int side = 0; side < 2; side++) {
            kedge *out = side ? k->r : k->l;
            size_t *cnt = side ? &nr : &nl;
            if (v < n) {
                const uint32_t *st = side ? g->rstart : g->lstart, *op = side ? g->right : g->left;
                for (uint32_t i = st[v]; i < st[v + 1]; i++) {
                    uint32_t w = op[i];
                    if (v == from && w == to && side != km) w = star; /* the koloser's take */
                    out[(*cnt)++] = (kedge){w, 1};
                }
                continue;
            }
            /* the star: the position `to` after the koloser's take */
            const uint32_t *st = side ? g->rstart : g->lstart, *op = side ? g->right : g->left;
            if (side == km) { /* the komaster: a double move through `from`, or to's others */
                for (uint32_t i = st[from]; i < st[from + 1]; i++)
                    out[(*cnt)++] = (kedge){op[i], 2};
                for (uint32_t i = st[to]; i < st[to + 1]; i++)
                    if (op[i] != from) out[(*cnt)++] = (kedge){op[i], 1};
            } else {
                for (uint32_t i = st[to]; i < st[to + 1]; i++) out[(*cnt)++] = (kedge){op[i], 1};
            }
        }
    }
    k->lstart[n + 1] = (uint32_t)nl, k->rstart[n + 1] = (uint32_t)nr;
}

/* ---- the computation ----------------------------------------------------------- */

typedef struct kth {
    const kgraph *k;
    const uint8_t *is_short; /* nodes whose thermograph is the short engine's */
    const game_t *sv;
    uint8_t *done;
    pl *w;         /* 2 v + side */
    unsigned base; /* nodes given the base mast */
} kth;

static int node_walls(kth *c, uint32_t v);

/* The scaffold of node v for `side`: 0, 1 when that side has no move, or
 * an error. */
static int scaffold(pl *out, kth *c, uint32_t v, int side) {
    const kgraph *k = c->k;
    const uint32_t *st = side ? k->rstart : k->lstart;
    const kedge *e = side ? k->r : k->l;
    if (st[v] == st[v + 1]) return 1; /* no move: the caller decides */
    pl tmp, acc;
    pl_init(&tmp), pl_init(&acc);
    int rc = 0;
    for (uint32_t i = st[v]; i < st[v + 1] && rc == 0; i++) {
        rc = node_walls(c, e[i].to);
        if (rc < 0) break;
        const pl *ow = &c->w[2 * (size_t)e[i].to + (uint32_t)(side ^ 1)];
        pl_init(&tmp);
        for (size_t j = 0; j < ow->n; j++) pl_push(&tmp, ow->t[j], ow->v[j], ow->s[j]);
        pl_tilt(&tmp, side ? (long)e[i].k : -(long)e[i].k); /* the taxes */
        if (i == st[v]) {
            pl_clear(out);
            *out = tmp;
            continue;
        }
        pl_minmax(&acc, out, &tmp, side == 0);
        pl_clear(&tmp);
        pl_clear(out);
        *out = acc;
        pl_init(&acc);
    }
    pl_clear(&acc);
    return rc;
}

/* Depth first over an acyclic graph: depth at most n + 1. */
static int node_walls(kth *c, uint32_t v) {
    if (c->done[v]) return 0;
    if (cgt_limit_tick()) return cgt_limit_error();
    pl *lw = &c->w[2 * (size_t)v], *rw = &c->w[2 * (size_t)v + 1];
    if (c->is_short[v]) {
        thermograph_t th;
        thermo_graph_init(th);
        int rc = thermo_thermograph(th, c->sv[v]);
        if (rc == 0) pl_from_graph(lw, th, THERMO_LEFT), pl_from_graph(rw, th, THERMO_RIGHT);
        thermo_graph_clear(th);
        if (rc < 0) return rc;
        c->done[v] = 1;
        return 0;
    }
    pl ls, rs;
    pl_init(&ls), pl_init(&rs);
    int rl = scaffold(&ls, c, v, 0), rr = rl < 0 ? rl : scaffold(&rs, c, v, 1), rc = 0;
    if (rl < 0 || rr < 0) {
        rc = rl < 0 ? rl : rr;
    } else if (rl == 1 && rr == 1) {
        rc = cgt_error(CGT_EVALUE, "ko thermograph: a position that depends on the ko has no "
                                   "move for either player");
    } else if (rl == 1 || rr == 1) {
        /* A player without a move here can only pass (Berlekamp's rules let
         * either player pass at the current tax), so moving first he gets
         * what his opponent gets moving first: his wall is the other one,
         * a mast (inclined where that scaffold slopes) that never crosses.
         * Loop-free positions never get here: a game with no Left (Right)
         * option is a number, and numbers take the short engine's walls. */
        pl *from = rl == 1 ? &rs : &ls, *to = rl == 1 ? &ls : &rs;
        for (size_t i = 0; i < from->n; i++) pl_push(to, from->t[i], from->v[i], from->s[i]);
    }
    if (rc == 0) {
        c->base += pl_walls(lw, rw, &ls, &rs);
        c->done[v] = 1;
    }
    pl_clear(&ls), pl_clear(&rs);
    return rc;
}

int loopy_ko_thermograph_sweep(thermo_qgraph_t out, const loopy_game *g, bool left_komaster,
                               bool short_nodes, unsigned *base_rules) {
    uint32_t p = 0, q = 0, n = g->n;
    bool loopfree = loopy_is_loopfree(g);
    if (!loopfree) {
        int rc = find_ko(&p, &q, g);
        if (rc < 0) return rc;
    }
    kgraph k;
    memset(&k, 0, sizeof k);
    if (loopfree) { /* no ko: the star is an unreachable copy of the root */
        kg_build(&k, g, g->root, g->root, left_komaster);
    } else {
        kg_build(&k, g, p, q, left_komaster);
    }
    uint8_t *loopy = cgt_malloc(n + 1), *is_short = cgt_calloc(n + 1, 1);
    game_t *sv = cgt_malloc(((size_t)n + 1) * sizeof *sv);
    loopy_mark_loopy(loopy, g);
    loopy_short_values(sv, g, loopy);
    int rc = 0;
    for (uint32_t v = 0; v < n; v++) {
        if (loopy[v]) continue;
        if (sv[v] == GAME_NONE)
            rc = cgt_limit_error();
        else
            is_short[v] = short_nodes || game_is_number(sv[v]);
    }
    sv[n] = GAME_NONE;
    kth c = {&k, is_short, sv, cgt_calloc(n + 1, 1), cgt_calloc(2 * ((size_t)n + 1), sizeof(pl)),
             0};
    if (rc == 0) rc = node_walls(&c, g->root);
    if (rc == 0) {
        thermo_qgraph_reset(out);
        for (int side = 0; side < 2; side++) {
            const pl *w = &c.w[2 * (size_t)g->root + (uint32_t)side];
            for (size_t i = 0; i < w->n && rc == 0; i++)
                rc = thermo_qgraph_push(out, (thermo_side)side, w->t[i], w->v[i], w->s[i]);
        }
    }
    if (base_rules) *base_rules = c.base;
    for (size_t i = 0; i < 2 * ((size_t)n + 1); i++) pl_clear(&c.w[i]);
    cgt_free(c.w), cgt_free(c.done), cgt_free(loopy), cgt_free(is_short), cgt_free(sv);
    kg_free(&k);
    return rc;
}

int loopy_ko_thermograph(thermo_qgraph_t out, const loopy_game *g, bool left_komaster) {
    if (loopy_is_loopfree(g)) {
        game_t x = loopy_get_game(g);
        if (x == GAME_NONE) return cgt_limit_error();
        thermograph_t th;
        thermo_graph_init(th);
        int rc = thermo_thermograph(th, x);
        if (rc == 0) thermo_qgraph_set_graph(out, th);
        thermo_graph_clear(th);
        return rc;
    }
    if (g->n > LOOPY_KO_MAX_NODES)
        return cgt_error(CGT_EVALUE, "ko thermograph: the game has over %u positions",
                         LOOPY_KO_MAX_NODES);
    return loopy_ko_thermograph_sweep(out, g, left_komaster, true, NULL);
}
