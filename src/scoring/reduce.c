/* reduce.c - the reductions of Stewart forms that are proven without his
 * undecidable order: domination between options that are score shifts of
 * each other (Theorem 2.4.2 applied to A ≅ B + c). */
#include <gmp.h>
#include <string.h>

#include "scoring/scoring_internal.h"

enum { OP_REDUCE_SHIFTS = 30 };

/* 1 if a ≅ b + c for some c with sign `sign` (+1: c > 0, -1: c < 0). */
static int is_shift(scoring_t a, scoring_t b, int sign) {
    scs_id sa = scf_tab.recs[a].score, sb = scf_tab.recs[b].score;
    int d = scs_cmp(sa, sb);
    if (d != sign) return 0;
    scs_id c = scs_add(sa, scs_neg(sb));
    return scoring_shift_id(b, c) == a;
}

static size_t drop_dominated(scoring_t *v, size_t n, int sign) {
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            if (i != j && is_shift(v[j], v[i], sign)) {
                v[i] = v[--n];
                i = (size_t)-1;
                break;
            }
    return n;
}

scoring_t scoring_reduce_shifts(scoring_t g) {
    if (g == SCORING_NONE || cgt_aborted()) return SCORING_NONE;
    scoring_t c = scoring_opcache_get(OP_REDUCE_SHIFTS, g, 0);
    if (c != SCORING_NONE) return c;
    size_t nl = scf_tab.recs[g].nl, nr = scf_tab.recs[g].nr;
    scoring_t *o = cgt_malloc((nl + nr + 1) * sizeof *o);
    memcpy(o, scf_left(g), (nl + nr) * sizeof *o);
    for (size_t i = 0; i < nl + nr; i++) o[i] = scoring_reduce_shifts(o[i]);
    scoring_t r = SCORING_NONE;
    if (!cgt_aborted()) {
        size_t kl = drop_dominated(o, nl, +1);
        size_t kr = drop_dominated(o + nl, nr, -1);
        r = scf_make(scf_tab.recs[g].score, o, kl, o + nl, kr);
    }
    cgt_free(o);
    if (r != SCORING_NONE) scoring_opcache_put(OP_REDUCE_SHIFTS, g, 0, r);
    return r;
}
