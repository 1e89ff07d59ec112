/* compound.c - the four compounds of scoring play under the long and short
 * rules: disjunctive sum (Definition 2.2.1), conjunctive sum (4.1.1),
 * selective sum (4.2.1) and sequential join (4.3.1). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cgt/form.h"
#include "scoring/scoring_internal.h"

scoring_t scoring_shift_id(scoring_t g, scs_id x);

enum kind { K_SUM, K_CONJ, K_SEL };

static scoring_t compound(int kind, int shortrule, scoring_t g, scoring_t h);

/* The options of one side of the compound of g and h (their options on that
 * side are go[0..ng) and ho[0..nh)). */
static void side(sc_idvec *out, int kind, int shortrule, scoring_t g, const scoring_t *go,
                 size_t ng, scoring_t h, const scoring_t *ho, size_t nh) {
    if (shortrule && (ng == 0 || nh == 0)) return;
    if (ng == 0 && nh == 0) return;
    if (kind == K_SUM || kind == K_SEL || ng == 0 || nh == 0) {
        /* one component moves: G^X * H and G * H^X (for conj and sel only
         * when the other component has no move: the long rule) */
        if (kind == K_SUM || kind == K_SEL || nh == 0)
            for (size_t i = 0; i < ng; i++) sc_idvec_push(out, compound(kind, shortrule, go[i], h));
        if (kind == K_SUM || kind == K_SEL || ng == 0)
            for (size_t j = 0; j < nh; j++) sc_idvec_push(out, compound(kind, shortrule, g, ho[j]));
    }
    if ((kind == K_CONJ || kind == K_SEL) && ng && nh)
        for (size_t i = 0; i < ng; i++)
            for (size_t j = 0; j < nh; j++)
                sc_idvec_push(out, compound(kind, shortrule, go[i], ho[j]));
}

/* Recursion depth of the compounds: forms deeper than MAX_RECURSION levels,
 * or deep enough to use form_stack_budget() bytes of the C stack (frames
 * differ a lot between compilers: clang's ASan uses 2.6 KB a level), are
 * refused through cgt_limit_abort instead of overflowing the stack. */
#define MAX_RECURSION 20000
static int depth;
static uintptr_t stack_base;

static bool too_deep(void) {
    char here = 0;
    uintptr_t at = (uintptr_t)&here;
    if (depth == 0) stack_base = at;
    uintptr_t used = stack_base > at ? stack_base - at : at - stack_base;
    if (depth < MAX_RECURSION && used < form_stack_budget()) return false;
    char why[96];
    snprintf(why, sizeof why,
             "scoring form too deep (%d levels, %zu KiB of stack) for the compounds", depth,
             (size_t)(used >> 10));
    cgt_limit_abort(why);
    return true;
}

static scoring_t compound_body(int kind, int shortrule, scoring_t g, scoring_t h);
static scoring_t compound(int kind, int shortrule, scoring_t g, scoring_t h) {
    if (g == SCORING_NONE || h == SCORING_NONE || cgt_aborted()) return SCORING_NONE;
    if (too_deep()) return SCORING_NONE;
    depth++;
    scoring_t r = compound_body(kind, shortrule, g, h);
    depth--;
    return r;
}

static scoring_t compound_body(int kind, int shortrule, scoring_t g, scoring_t h) {
    if (g > h) {
        scoring_t t = g;
        g = h;
        h = t;
    }
    int op = kind == K_SUM    ? (shortrule ? OP_SUM_SHORT : OP_SUM_LONG)
             : kind == K_CONJ ? (shortrule ? OP_CONJ_SHORT : OP_CONJ_LONG)
                              : (shortrule ? OP_SEL_SHORT : OP_SEL_LONG);
    scoring_t c = scoring_opcache_get(op, g, h);
    if (c != SCORING_NONE) return c;
    const scf_rec *rg = &scf_tab.recs[g], *rh = &scf_tab.recs[h];
    size_t gl = rg->nl, gr = rg->nr, hl = rh->nl, hr = rh->nr;
    scs_id s = scs_add(rg->score, rh->score);
    /* copy the option lists: the pool may move while options are built */
    scoring_t *tmp = cgt_malloc((gl + gr + hl + hr + 1) * sizeof *tmp);
    memcpy(tmp, scf_left(g), (gl + gr) * sizeof *tmp);
    memcpy(tmp + gl + gr, scf_left(h), (hl + hr) * sizeof *tmp);
    sc_idvec L = {0}, R = {0};
    side(&L, kind, shortrule, g, tmp, gl, h, tmp + gl + gr, hl);
    side(&R, kind, shortrule, g, tmp + gl, gr, h, tmp + gl + gr + hl, hr);
    cgt_free(tmp);
    scoring_t r = SCORING_NONE;
    if (!cgt_aborted()) r = scf_make(s, L.v, L.n, R.v, R.n);
    cgt_free(L.v);
    cgt_free(R.v);
    if (r != SCORING_NONE) scoring_opcache_put(op, g, h, r);
    return r;
}

scoring_t scoring_sum(scoring_t g, scoring_t h, scoring_rule rule) {
    return compound(K_SUM, rule == SCORING_SHORT, g, h);
}
scoring_t scoring_conj(scoring_t g, scoring_t h, scoring_rule rule) {
    return compound(K_CONJ, rule == SCORING_SHORT, g, h);
}
scoring_t scoring_sel(scoring_t g, scoring_t h, scoring_rule rule) {
    return compound(K_SEL, rule == SCORING_SHORT, g, h);
}

static scoring_t seq_body(scoring_t g, scoring_t h);
scoring_t scoring_seq(scoring_t g, scoring_t h) {
    if (g == SCORING_NONE || h == SCORING_NONE || cgt_aborted()) return SCORING_NONE;
    if (too_deep()) return SCORING_NONE;
    depth++;
    scoring_t r = seq_body(g, h);
    depth--;
    return r;
}

static scoring_t seq_body(scoring_t g, scoring_t h) {
    const scf_rec *rg = &scf_tab.recs[g];
    if (rg->nl == 0 && rg->nr == 0) return scoring_shift_id(h, rg->score);
    scoring_t c = scoring_opcache_get(OP_SEQ, g, h);
    if (c != SCORING_NONE) return c;
    size_t nl = rg->nl, nr = rg->nr;
    scs_id s = scs_add(rg->score, scf_tab.recs[h].score);
    scoring_t *buf = cgt_malloc((nl + nr) * sizeof *buf);
    memcpy(buf, scf_left(g), (nl + nr) * sizeof *buf);
    for (size_t i = 0; i < nl + nr; i++) buf[i] = scoring_seq(buf[i], h);
    scoring_t r = cgt_aborted() ? SCORING_NONE : scf_make(s, buf, nl, buf + nl, nr);
    cgt_free(buf);
    if (r != SCORING_NONE) scoring_opcache_put(OP_SEQ, g, h, r);
    return r;
}
