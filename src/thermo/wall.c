/* wall.c - exact piecewise-linear walls and scaffolds (max, min, tilt,
 * evaluation) and the public thermograph value type built on them. */
#include <assert.h>
#include <string.h>

#include "thermo/thermo_internal.h"

/* Every entry [0, cap) of the three arrays is an initialized dyadic. */
static void tw_reserve(thermo_wall *w, size_t len) {
    if (len <= w->cap) return;
    size_t nc = w->cap ? w->cap * 2 : 4;
    while (nc < len) nc *= 2;
    w->temps = cgt_realloc(w->temps, nc * sizeof *w->temps);
    w->values = cgt_realloc(w->values, nc * sizeof *w->values);
    w->slopes = cgt_realloc(w->slopes, nc * sizeof *w->slopes);
    for (size_t i = w->cap; i < nc; i++) {
        dyadic_init(&w->temps[i]);
        dyadic_init(&w->values[i]);
        dyadic_init(&w->slopes[i]);
    }
    w->cap = nc;
}

void tw_init(thermo_wall *w) {
    memset(w, 0, sizeof *w);
    tw_reserve(w, 2);
}

void tw_clear(thermo_wall *w) {
    for (size_t i = 0; i < w->cap; i++) {
        dyadic_clear(&w->temps[i]);
        dyadic_clear(&w->values[i]);
        dyadic_clear(&w->slopes[i]);
    }
    cgt_free(w->temps);
    cgt_free(w->values);
    cgt_free(w->slopes);
    memset(w, 0, sizeof *w);
}

void tw_set(thermo_wall *r, const thermo_wall *a) {
    assert(r != a);
    tw_reserve(r, a->n + 1);
    r->n = a->n;
    for (size_t i = 0; i < a->n; i++) dyadic_set(&r->temps[i], &a->temps[i]);
    for (size_t i = 0; i <= a->n; i++) {
        dyadic_set(&r->values[i], &a->values[i]);
        dyadic_set(&r->slopes[i], &a->slopes[i]);
    }
}

void tw_set_const(thermo_wall *w, const dyadic_t v) {
    w->n = 0;
    dyadic_set(&w->values[0], v);
    dyadic_set_si(&w->slopes[0], 0);
}

bool tw_equal(const thermo_wall *a, const thermo_wall *b) {
    if (a->n != b->n) return false;
    for (size_t i = 0; i < a->n; i++)
        if (!dyadic_equal(&a->temps[i], &b->temps[i])) return false;
    for (size_t i = 0; i <= a->n; i++)
        if (!dyadic_equal(&a->values[i], &b->values[i]) ||
            !dyadic_equal(&a->slopes[i], &b->slopes[i]))
            return false;
    return true;
}

void tw_breakpoint(dyadic_t out, const thermo_wall *w, size_t i) {
    if (i == 0)
        dyadic_set_si(out, -1);
    else
        dyadic_set(out, &w->temps[i - 1]);
}

size_t tw_segment(const thermo_wall *w, const dyadic_t t) {
    size_t lo = 0, hi = w->n; /* count of temps <= t lies in [lo, hi] */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (dyadic_cmp(&w->temps[mid], t) <= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* out = value of segment i of w at t (t need not lie in the segment). */
static void seg_value(dyadic_t out, const thermo_wall *w, size_t i, const dyadic_t t) {
    dyadic_t d;
    dyadic_init(d);
    tw_breakpoint(d, w, i);
    dyadic_sub(d, t, d);
    dyadic_mul(d, d, &w->slopes[i]);
    dyadic_add(out, &w->values[i], d);
    dyadic_clear(d);
}

void tw_value(dyadic_t out, const thermo_wall *w, const dyadic_t t) {
    assert(dyadic_cmp_si(t, -1) >= 0);
    seg_value(out, w, tw_segment(w, t), t);
}

void tw_start(thermo_wall *w, const dyadic_t v, const dyadic_t s) {
    w->n = 0;
    dyadic_set(&w->values[0], v);
    dyadic_set(&w->slopes[0], s);
}

void tw_push(thermo_wall *w, const dyadic_t t, const dyadic_t v, const dyadic_t s) {
    int c = w->n ? dyadic_cmp(t, &w->temps[w->n - 1]) : dyadic_cmp_si(t, -1);
    assert(c >= 0);
    if (c == 0) {
        dyadic_set(&w->slopes[w->n], s);
        if (w->n > 0 && dyadic_equal(&w->slopes[w->n - 1], &w->slopes[w->n])) w->n--;
        return;
    }
    if (dyadic_equal(&w->slopes[w->n], s)) return;
    tw_reserve(w, w->n + 2);
    dyadic_set(&w->temps[w->n], t);
    dyadic_set(&w->values[w->n + 1], v);
    dyadic_set(&w->slopes[w->n + 1], s);
    w->n++;
}

void thermo_div_pow2(dyadic_t out, const dyadic_t a, const dyadic_t d) {
    mpz_t z;
    mpz_init(z);
    dyadic_get_num(z, d);
    int sign = mpz_sgn(z);
    assert(sign != 0);
    mpz_abs(z, z);
    assert(mpz_popcount(z) == 1);
    uint64_t k = mpz_scan1(z, 0), e = dyadic_get_exp(d);
    mpz_clear(z);
    dyadic_mul_2exp(out, a, e);
    dyadic_div_2exp(out, out, k);
    if (sign < 0) dyadic_neg(out, out);
}

void tw_minmax(thermo_wall *r, const thermo_wall *a, const thermo_wall *b, bool want_max) {
    assert(r != a && r != b);
    int sign = want_max ? 1 : -1;
    size_t ia = 0, ib = 0;
    dyadic_t p, fa, fb, x, v, tmp;
    dyadic_init(p);
    dyadic_init(fa);
    dyadic_init(fb);
    dyadic_init(x);
    dyadic_init(v);
    dyadic_init(tmp);
    dyadic_set_si(p, -1);
    bool first = true;
    for (;;) {
        const dyadic_struct *na = ia < a->n ? &a->temps[ia] : NULL;
        const dyadic_struct *nb = ib < b->n ? &b->temps[ib] : NULL;
        const dyadic_struct *next = !na ? nb : !nb ? na : dyadic_cmp(na, nb) <= 0 ? na : nb;
        seg_value(fa, a, ia, p);
        seg_value(fb, b, ib, p);
        const dyadic_struct *sa = &a->slopes[ia], *sb = &b->slopes[ib];
        int c = sign * dyadic_cmp(fa, fb);
        if (c == 0) c = sign * dyadic_cmp(sa, sb);
        bool use_a = c >= 0;
        if (first)
            tw_start(r, use_a ? fa : fb, use_a ? sa : sb);
        else
            tw_push(r, p, use_a ? fa : fb, use_a ? sa : sb);
        first = false;
        /* A crossing strictly inside (p, next): the functions differ at p and
         * the other one catches up. */
        if (!dyadic_equal(fa, fb) && !dyadic_equal(sa, sb)) {
            dyadic_sub(tmp, fb, fa);
            dyadic_sub(x, sa, sb);
            thermo_div_pow2(tmp, tmp, x); /* x - p */
            if (dyadic_sgn(tmp) > 0) {
                dyadic_add(x, p, tmp);
                if (!next || dyadic_cmp(x, next) < 0) {
                    seg_value(v, a, ia, x);
                    tw_push(r, x, v, use_a ? sb : sa);
                }
            }
        }
        if (!next) break;
        dyadic_set(p, next);
        if (na && dyadic_equal(na, p)) ia++;
        if (nb && dyadic_equal(nb, p)) ib++;
    }
    dyadic_clear(p);
    dyadic_clear(fa);
    dyadic_clear(fb);
    dyadic_clear(x);
    dyadic_clear(v);
    dyadic_clear(tmp);
}

void tw_tilt(thermo_wall *w, long s) {
    dyadic_t d;
    dyadic_init(d);
    for (size_t i = 0; i <= w->n; i++) {
        tw_breakpoint(d, w, i);
        dyadic_mul_si(d, d, s);
        dyadic_add(&w->values[i], &w->values[i], d);
        dyadic_add_si(&w->slopes[i], &w->slopes[i], s);
    }
    dyadic_clear(d);
}

void tw_translate(thermo_wall *w, const dyadic_t x) {
    for (size_t i = 0; i <= w->n; i++) dyadic_add(&w->values[i], &w->values[i], x);
}

/* ---- the public thermograph value type ------------------------------------ */

void thermo_graph_init(thermograph_t th) {
    tw_init(&th->wall[0]);
    tw_init(&th->wall[1]);
}

void thermo_graph_clear(thermograph_t th) {
    tw_clear(&th->wall[0]);
    tw_clear(&th->wall[1]);
}

void thermo_graph_set(thermograph_t r, const thermograph_t th) {
    if (r == th) return;
    tw_set(&r->wall[0], &th->wall[0]);
    tw_set(&r->wall[1], &th->wall[1]);
}

void thermo_graph_set_mast(thermograph_t r, const dyadic_t x) {
    tw_set_const(&r->wall[0], x);
    tw_set_const(&r->wall[1], x);
}

bool thermo_graph_equal(const thermograph_t a, const thermograph_t b) {
    return tw_equal(&a->wall[0], &b->wall[0]) && tw_equal(&a->wall[1], &b->wall[1]);
}

static const thermo_wall *wall_of(const thermograph_t th, thermo_side side) {
    assert(side == THERMO_LEFT || side == THERMO_RIGHT);
    return &th->wall[side];
}

size_t thermo_graph_num_critical(const thermograph_t th, thermo_side side) {
    return wall_of(th, side)->n;
}

dyadic_srcptr thermo_graph_critical(const thermograph_t th, thermo_side side, size_t i) {
    const thermo_wall *w = wall_of(th, side);
    assert(i < w->n);
    return &w->temps[w->n - 1 - i];
}

dyadic_srcptr thermo_graph_slope(const thermograph_t th, thermo_side side, size_t i) {
    const thermo_wall *w = wall_of(th, side);
    assert(i <= w->n);
    return &w->slopes[w->n - i];
}

void thermo_graph_wall_mast(dyadic_t out, const thermograph_t th, thermo_side side) {
    const thermo_wall *w = wall_of(th, side);
    if (w->n > 0) {
        dyadic_set(out, &w->values[w->n]);
    } else {
        /* CGSuite: the intercept of the single line at t = 0. */
        dyadic_add(out, &w->values[0], &w->slopes[0]);
    }
}

void thermo_graph_value(dyadic_t out, const thermograph_t th, thermo_side side, const dyadic_t t) {
    tw_value(out, wall_of(th, side), t);
}

void thermo_graph_temperature(dyadic_t out, const thermograph_t th) {
    const thermo_wall *l = &th->wall[0], *r = &th->wall[1];
    const dyadic_struct *best = NULL;
    if (l->n) best = &l->temps[l->n - 1];
    if (r->n && (!best || dyadic_cmp(&r->temps[r->n - 1], best) > 0)) best = &r->temps[r->n - 1];
    if (best)
        dyadic_set(out, best);
    else
        dyadic_set_si(out, -1);
}

void thermo_graph_mast(dyadic_t out, const thermograph_t th) {
    dyadic_t t;
    dyadic_init(t);
    thermo_graph_temperature(t, th);
    tw_value(out, &th->wall[0], t);
    dyadic_clear(t);
}

/* ---- text form -------------------------------------------------------------- */

void sb_dyadic(strbuf *b, const dyadic_struct *x) {
    char *s = dyadic_get_str(x);
    sb_add(b, s);
    cgt_free(s);
}

static void sb_wall(strbuf *b, const thermograph_t th, thermo_side side) {
    dyadic_t m;
    dyadic_init(m);
    thermo_graph_wall_mast(m, th, side);
    sb_dyadic(b, m);
    dyadic_clear(m);
    size_t n = thermo_graph_num_critical(th, side);
    sb_add(b, ",[");
    for (size_t i = 0; i < n; i++) {
        if (i) sb_add(b, ",");
        sb_dyadic(b, thermo_graph_critical(th, side, i));
    }
    sb_add(b, "],[");
    for (size_t i = 0; i <= n; i++) {
        if (i) sb_add(b, ",");
        sb_dyadic(b, thermo_graph_slope(th, side, i));
    }
    sb_add(b, "]");
}

char *thermo_graph_get_str(const thermograph_t th) {
    strbuf b = {0};
    sb_add(&b, "Thermograph(");
    sb_wall(&b, th, THERMO_LEFT);
    sb_add(&b, ",");
    sb_wall(&b, th, THERMO_RIGHT);
    sb_add(&b, ")");
    return b.s;
}
