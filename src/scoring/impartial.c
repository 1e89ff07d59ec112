/* impartial.c - impartial scoring games (Definition 3.0.1), as printed and
 * in the hereditary two-sided reading the thesis' proofs rely on. */
#include "scoring/scoring_internal.h"

/* every option in a[] has a partner b in b[] with a - S ≅ -(b - S) */
static bool matched(const scoring_t *a, size_t na, const scoring_t *b, size_t nb, scs_id minus_s) {
    for (size_t i = 0; i < na; i++) {
        scoring_t x = scoring_shift_id(a[i], minus_s);
        bool found = false;
        for (size_t j = 0; j < nb && !found; j++)
            found = x == scoring_neg(scoring_shift_id(b[j], minus_s));
        if (!found) return false;
    }
    return true;
}

static bool root_ok(scoring_t g, int both) {
    const scf_rec *r = &scf_tab.recs[g];
    size_t nl = r->nl, nr = r->nr;
    if ((nl == 0) != (nr == 0)) return false;
    if (nl == 0) return true;
    scs_id ms = scs_neg(r->score);
    /* copy: shifting may grow the pool */
    scoring_t *o = cgt_malloc((nl + nr) * sizeof *o);
    for (size_t i = 0; i < nl + nr; i++) o[i] = scf_left(g)[i];
    bool ok = matched(o, nl, o + nl, nr, ms) && (!both || matched(o + nl, nr, o, nl, ms));
    cgt_free(o);
    return ok;
}

bool scoring_is_impartial(scoring_t g) {
    return root_ok(g, 0);
}

bool scoring_is_impartial_hereditary(scoring_t g) {
    /* options have smaller ids: visit the subpositions from g downwards */
    size_t n = (size_t)g + 1;
    char *want = cgt_calloc(n, 1);
    want[g] = 1;
    bool ok = true;
    for (size_t i = n; i-- > 0 && ok;) {
        if (!want[i]) continue;
        ok = root_ok((scoring_t)i, 1);
        const scoring_t *o = scf_left((scoring_t)i);
        size_t k = scf_tab.recs[i].nl + scf_tab.recs[i].nr;
        for (size_t j = 0; j < k; j++) want[o[j]] = 1;
    }
    cgt_free(want);
    return ok;
}
