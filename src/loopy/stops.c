/* stops.c - the stops of a stopper, as CGSuite's CanonicalStopper defines
 * them: a pseudonumber (a number x, x + over, x + under, on or off) is its
 * own stop; otherwise the Left stop is the largest Right stop of a Left
 * option and the Right stop the smallest Left stop of a Right option.  In a
 * stopper alternating play always ends, so the recursion over (node, player
 * to move) states is well founded. */
#include <string.h>

#include "loopy/loopy_internal.h"

/* A pseudonumber: off < x under < x < x over < on (x a number); the kinds
 * are loopy_internal.h's. */
typedef struct pn {
    int kind;
    game_t x;
} pn;

static int pn_cmp(pn a, pn b) {
    bool ainf = a.kind == PN_OFF || a.kind == PN_ON, binf = b.kind == PN_OFF || b.kind == PN_ON;
    if (ainf || binf) {
        int ra = a.kind == PN_OFF ? -1 : a.kind == PN_ON ? 1 : 0;
        int rb = b.kind == PN_OFF ? -1 : b.kind == PN_ON ? 1 : 0;
        return (ra > rb) - (ra < rb);
    }
    if (a.x != b.x) return game_leq(a.x, b.x) ? -1 : 1;
    return (a.kind > b.kind) - (a.kind < b.kind);
}

/* The pseudonumber node v is, or PN_NONE. */
static pn classify(const loopy_game *g, const game_t *sv, uint32_t v) {
    pn r = {PN_NONE, GAME_NONE};
    uint32_t nl = g->lstart[v + 1] - g->lstart[v], nr = g->rstart[v + 1] - g->rstart[v];
    const uint32_t *l = g->left + g->lstart[v], *rr = g->right + g->rstart[v];
    if (sv[v] != GAME_NONE) {
        if (game_is_number(sv[v])) r.kind = PN_NUM, r.x = sv[v];
        return r;
    }
    if (nl == 1 && nr == 0 && l[0] == v) r.kind = PN_ON;
    if (nr == 1 && nl == 0 && rr[0] == v) r.kind = PN_OFF;
    if (nl == 1 && nr == 1 && rr[0] == v && sv[l[0]] != GAME_NONE && game_is_number(sv[l[0]]))
        r.kind = PN_OVER, r.x = sv[l[0]];
    if (nl == 1 && nr == 1 && l[0] == v && sv[rr[0]] != GAME_NONE && game_is_number(sv[rr[0]]))
        r.kind = PN_UNDER, r.x = sv[rr[0]];
    return r;
}

typedef struct st {
    const loopy_game *g;
    const game_t *sv;
    pn *memo; /* per state 2 v + (1 if Right to move); kind -1: not yet */
    bool stuck;
} st;

/* The stop of state s = 2 v + right: Left's stop (right == 0) or Right's. */
static pn stop_of(st *c, uint32_t s) {
    if (c->memo[s].kind >= 0) return c->memo[s];
    uint32_t v = s / 2;
    int right = (int)(s & 1);
    pn r = classify(c->g, c->sv, v);
    if (r.kind == PN_NONE) {
        const uint32_t *st0 = right ? c->g->rstart : c->g->lstart,
                       *op = right ? c->g->right : c->g->left;
        if (st0[v] == st0[v + 1]) c->stuck = true; /* not a pseudonumber, no move */
        for (uint32_t i = st0[v]; i < st0[v + 1] && !c->stuck; i++) {
            pn y = stop_of(c, 2 * op[i] + (uint32_t)(right ^ 1));
            if (r.kind == PN_NONE || (right ? pn_cmp(y, r) < 0 : pn_cmp(y, r) > 0)) r = y;
        }
    }
    c->memo[s] = r;
    return r;
}

int loopy_pseudonumber(loopy_game *out, int kind, game_t x) {
    pn p = {kind, x};
    if (p.kind == PN_NUM) return loopy_from_game(out, p.x);
    loopy_builder b;
    lb_init(&b);
    uint32_t root = lb_node_new(&b);
    if (p.kind == PN_ON) lb_add_left(&b, root, root);
    if (p.kind == PN_OFF) lb_add_right(&b, root, root);
    if (p.kind == PN_OVER || p.kind == PN_UNDER) {
        loopy_game xg;
        int rc = loopy_from_game(&xg, p.x);
        if (rc < 0) {
            lb_clear(&b);
            return rc;
        }
        uint32_t xr = lb_embed(&b, &xg);
        loopy_clear(&xg);
        if (p.kind == PN_OVER)
            lb_add_left(&b, root, xr), lb_add_right(&b, root, root);
        else
            lb_add_left(&b, root, root), lb_add_right(&b, root, xr);
    }
    int rc = cgt_aborted() ? cgt_limit_error() : lb_finish(out, &b, root);
    lb_clear(&b);
    return rc;
}

int loopy_stop(loopy_game *out, const loopy_game *g, bool left) {
    memset(out, 0, sizeof *out);
    if (!loopy_is_stopper(g)) return cgt_error(CGT_EVALUE, "stops need a stopper");
    loopy_game s;
    int rc = loopy_simplify(&s, g);
    if (rc < 0) return rc;
    if (s.n > (1u << 16)) {
        loopy_clear(&s);
        return cgt_error(CGT_EVALUE, "stops: the simplified stopper has over 65536 nodes");
    }
    game_t *sv = cgt_malloc((size_t)s.n * sizeof *sv);
    uint8_t *loopy = cgt_malloc(s.n);
    loopy_mark_loopy(loopy, &s);
    loopy_short_values(sv, &s, loopy);
    st c = {&s, sv, cgt_malloc(2 * (size_t)s.n * sizeof(pn)), false};
    for (uint32_t i = 0; i < 2 * s.n; i++) c.memo[i].kind = -1;
    pn p = stop_of(&c, 2 * s.root + (left ? 0 : 1));
    if (c.stuck)
        rc = cgt_error(CGT_EVALUE, "stops: alternating play reaches a position that is not a "
                                   "pseudonumber and where the mover has no move");
    else
        rc = loopy_pseudonumber(out, p.kind, p.x);
    cgt_free(c.memo), cgt_free(sv), cgt_free(loopy);
    loopy_clear(&s);
    return rc;
}
