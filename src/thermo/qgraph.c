/* qgraph.c - generalized thermographs: walls with rational breakpoints and
 * any slopes (Berlekamp's thermographs of kos, whose masts may be inclined),
 * their builder, accessors and text form; and the builder of the dyadic
 * thermograph_t. */
#include <assert.h>
#include <string.h>

#include "thermo/thermo_internal.h"

/* ---- the dyadic builder ------------------------------------------------------ */

void thermo_graph_wall_start(thermograph_t th, thermo_side side, const dyadic_t v,
                             const dyadic_t s) {
    assert(side == THERMO_LEFT || side == THERMO_RIGHT);
    tw_start(&th->wall[side], v, s);
}

void thermo_graph_wall_push(thermograph_t th, thermo_side side, const dyadic_t t, const dyadic_t v,
                            const dyadic_t s) {
    assert(side == THERMO_LEFT || side == THERMO_RIGHT);
    tw_push(&th->wall[side], t, v, s);
}

/* ---- rational walls ------------------------------------------------------------ */

static void qw_reserve(thermo_qwall *w, size_t len) {
    if (len <= w->cap) return;
    size_t nc = w->cap ? 2 * w->cap : 4;
    while (nc < len) nc *= 2;
    w->p = cgt_realloc(w->p, nc * sizeof *w->p);
    for (size_t i = w->cap; i < nc; i++) mpq_inits(w->p[i].t, w->p[i].v, w->p[i].s, NULL);
    w->cap = nc;
}

static void qw_clear(thermo_qwall *w) {
    for (size_t i = 0; i < w->cap; i++) mpq_clears(w->p[i].t, w->p[i].v, w->p[i].s, NULL);
    cgt_free(w->p);
    memset(w, 0, sizeof *w);
}

static void qw_set(thermo_qwall *r, const thermo_qwall *a) {
    qw_reserve(r, a->n);
    r->n = a->n;
    for (size_t i = 0; i < a->n; i++) {
        mpq_set(r->p[i].t, a->p[i].t);
        mpq_set(r->p[i].v, a->p[i].v);
        mpq_set(r->p[i].s, a->p[i].s);
    }
}

/* An empty wall reads as the constant 0: give it that piece. */
static const thermo_qwall *qwall(const thermo_qgraph_t th, thermo_side side) {
    assert(side == THERMO_LEFT || side == THERMO_RIGHT);
    return &th->wall[side];
}

static void qw_const0(thermo_qwall *w) {
    qw_reserve(w, 1);
    w->n = 1;
    mpq_set_si(w->p[0].t, -1, 1);
    mpq_set_si(w->p[0].v, 0, 1);
    mpq_set_si(w->p[0].s, 0, 1);
}

void thermo_qgraph_init(thermo_qgraph_t th) {
    memset(th, 0, sizeof *th);
    qw_const0(&th->wall[0]);
    qw_const0(&th->wall[1]);
}

void thermo_qgraph_clear(thermo_qgraph_t th) {
    qw_clear(&th->wall[0]);
    qw_clear(&th->wall[1]);
}

void thermo_qgraph_set(thermo_qgraph_t r, const thermo_qgraph_t th) {
    if (r == th) return;
    qw_set(&r->wall[0], &th->wall[0]);
    qw_set(&r->wall[1], &th->wall[1]);
}

bool thermo_qgraph_equal(const thermo_qgraph_t a, const thermo_qgraph_t b) {
    for (int side = 0; side < 2; side++) {
        const thermo_qwall *x = &a->wall[side], *y = &b->wall[side];
        if (x->n != y->n) return false;
        for (size_t i = 0; i < x->n; i++)
            if (!mpq_equal(x->p[i].t, y->p[i].t) || !mpq_equal(x->p[i].v, y->p[i].v) ||
                !mpq_equal(x->p[i].s, y->p[i].s))
                return false;
    }
    return true;
}

void thermo_qgraph_reset(thermo_qgraph_t th) {
    th->wall[0].n = th->wall[1].n = 0;
}

int thermo_qgraph_push(thermo_qgraph_t th, thermo_side side, const mpq_t t, const mpq_t v,
                       const mpq_t s) {
    if (side != THERMO_LEFT && side != THERMO_RIGHT)
        return cgt_error(CGT_EVALUE, "thermograph builder: a wall is THERMO_LEFT or THERMO_RIGHT");
    thermo_qwall *w = &th->wall[side];
    if (w->n == 0) {
        if (mpq_cmp_si(t, -1, 1) != 0)
            return cgt_error(CGT_EVALUE, "thermograph builder: a wall's first piece starts at "
                                         "t = -1");
    } else {
        const thermo_qpiece *last = &w->p[w->n - 1];
        if (mpq_cmp(t, last->t) <= 0)
            return cgt_error(CGT_EVALUE, "thermograph builder: pieces must start at increasing "
                                         "temperatures");
        mpq_t x;
        mpq_init(x);
        mpq_sub(x, t, last->t);
        mpq_mul(x, x, last->s);
        mpq_add(x, x, last->v);
        bool ok = mpq_equal(x, v);
        mpq_clear(x);
        if (!ok)
            return cgt_error(CGT_EVALUE, "thermograph builder: a wall must be continuous (the "
                                         "new piece's value differs from the previous piece's)");
        if (mpq_equal(last->s, s)) return 0; /* no breakpoint */
    }
    qw_reserve(w, w->n + 1);
    mpq_set(w->p[w->n].t, t);
    mpq_set(w->p[w->n].v, v);
    mpq_set(w->p[w->n].s, s);
    w->n++;
    return 0;
}

void thermo_qgraph_set_graph(thermo_qgraph_t r, const thermograph_t th) {
    thermo_qgraph_reset(r);
    mpq_t t, v, s;
    mpq_inits(t, v, s, NULL);
    dyadic_t d, x;
    dyadic_init(d), dyadic_init(x);
    for (int side = 0; side < 2; side++) {
        size_t n = thermo_graph_num_critical(th, (thermo_side)side);
        dyadic_set_si(x, -1);
        for (size_t k = 0; k <= n; k++) { /* bottom-up: k = 0 the piece from -1 */
            if (k) dyadic_set(x, thermo_graph_critical(th, (thermo_side)side, n - k));
            thermo_graph_value(d, th, (thermo_side)side, x);
            dyadic_get_mpq(t, x);
            dyadic_get_mpq(v, d);
            dyadic_get_mpq(s, thermo_graph_slope(th, (thermo_side)side, n - k));
            int rc = thermo_qgraph_push(r, (thermo_side)side, t, v, s);
            assert(rc == 0);
            (void)rc;
        }
    }
    mpq_clears(t, v, s, NULL);
    dyadic_clear(d), dyadic_clear(x);
}

size_t thermo_qgraph_num_critical(const thermo_qgraph_t th, thermo_side side) {
    const thermo_qwall *w = qwall(th, side);
    return w->n ? w->n - 1 : 0;
}

mpq_srcptr thermo_qgraph_critical(const thermo_qgraph_t th, thermo_side side, size_t i) {
    const thermo_qwall *w = qwall(th, side);
    assert(i + 1 < w->n);
    return w->p[w->n - 1 - i].t;
}

mpq_srcptr thermo_qgraph_slope(const thermo_qgraph_t th, thermo_side side, size_t i) {
    static mpq_t zero;
    static bool zero_init;
    const thermo_qwall *w = qwall(th, side);
    if (w->n == 0) {
        if (!zero_init) mpq_init(zero), zero_init = true;
        return zero;
    }
    assert(i < w->n);
    return w->p[w->n - 1 - i].s;
}

void thermo_qgraph_value(mpq_t out, const thermo_qgraph_t th, thermo_side side, const mpq_t t) {
    const thermo_qwall *w = qwall(th, side);
    assert(mpq_cmp_si(t, -1, 1) >= 0);
    if (w->n == 0) {
        mpq_set_si(out, 0, 1);
        return;
    }
    size_t i = w->n - 1;
    while (i > 0 && mpq_cmp(w->p[i].t, t) > 0) i--;
    mpq_t x;
    mpq_init(x);
    mpq_sub(x, t, w->p[i].t);
    mpq_mul(x, x, w->p[i].s);
    mpq_add(out, x, w->p[i].v);
    mpq_clear(x);
}

void thermo_qgraph_temperature(mpq_t out, const thermo_qgraph_t th) {
    mpq_set_si(out, -1, 1);
    for (int side = 0; side < 2; side++) {
        const thermo_qwall *w = &th->wall[side];
        if (w->n > 1 && mpq_cmp(w->p[w->n - 1].t, out) > 0) mpq_set(out, w->p[w->n - 1].t);
    }
}

void thermo_qgraph_mast(mpq_t out, const thermo_qgraph_t th) {
    mpq_t t;
    mpq_init(t);
    thermo_qgraph_temperature(t, th);
    thermo_qgraph_value(out, th, THERMO_LEFT, t);
    mpq_clear(t);
}

/* ---- text ------------------------------------------------------------------------- */

char *thermo_rational_str(mpq_srcptr x) {
    char *s = mpq_get_str(NULL, 10, x), *r = cgt_strdup(s);
    void (*freefn)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &freefn);
    freefn(s, strlen(s) + 1);
    return r;
}

static void sb_mpq(strbuf *b, mpq_srcptr x) {
    char *s = thermo_rational_str(x);
    sb_add(b, s);
    cgt_free(s);
}

/* As sb_wall of wall.c: the wall's mast value (its value at its highest
 * critical temperature, or at t = 0 without one), the critical
 * temperatures and the slopes, top-down. */
static void sb_qwall(strbuf *b, const thermo_qgraph_t th, thermo_side side) {
    size_t n = thermo_qgraph_num_critical(th, side);
    mpq_t m, t;
    mpq_inits(m, t, NULL);
    if (n)
        mpq_set(t, thermo_qgraph_critical(th, side, 0));
    else
        mpq_set_si(t, 0, 1);
    thermo_qgraph_value(m, th, side, t);
    sb_mpq(b, m);
    mpq_clears(m, t, NULL);
    sb_add(b, ",[");
    for (size_t i = 0; i < n; i++) {
        if (i) sb_add(b, ",");
        sb_mpq(b, thermo_qgraph_critical(th, side, i));
    }
    sb_add(b, "],[");
    for (size_t i = 0; i <= n; i++) {
        if (i) sb_add(b, ",");
        sb_mpq(b, thermo_qgraph_slope(th, side, i));
    }
    sb_add(b, "]");
}

char *thermo_qgraph_get_str(const thermo_qgraph_t th) {
    strbuf b = {0};
    sb_add(&b, "Thermograph(");
    sb_qwall(&b, th, THERMO_LEFT);
    sb_add(&b, ",");
    sb_qwall(&b, th, THERMO_RIGHT);
    sb_add(&b, ")");
    return b.s;
}
