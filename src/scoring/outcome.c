/* outcome.c - final scores G_F^{SL}, G_F^{SR} by memoized minimax
 * (Definition 2.0.1) and the outcome classes of Definitions 2.1.1-2.1.2. */
#include "scoring/scoring_internal.h"

/* SL(G) = G^S if G^L is empty, else max over g^L of SR(g^L);
 * SR(G) = G^S if G^R is empty, else min over g^R of SL(g^R).
 * Iterative (an explicit stack on the heap), so forms of any depth work. */
static void final_one(scoring_t g) {
    const scf_rec *r = &scf_tab.recs[g];
    uint32_t nl = r->nl, nr = r->nr;
    scs_id sl = r->score, sr = r->score;
    for (uint32_t i = 0; i < nl; i++) {
        scs_id v = scf_tab.recs[scf_left(g)[i]].sr;
        if (i == 0 || scs_cmp(v, sl) > 0) sl = v;
    }
    for (uint32_t i = 0; i < nr; i++) {
        scs_id v = scf_tab.recs[scf_right(g)[i]].sl;
        if (i == 0 || scs_cmp(v, sr) < 0) sr = v;
    }
    scf_tab.recs[g].sl = sl;
    scf_tab.recs[g].sr = sr;
}

void scf_final(scoring_t g) {
    if (scf_tab.recs[g].sl != UINT32_MAX) return;
    size_t cap = 256, n = 0;
    scoring_t *stack = cgt_malloc(cap * sizeof *stack);
    stack[n++] = g;
    while (n) {
        scoring_t x = stack[n - 1];
        if (scf_tab.recs[x].sl != UINT32_MAX) {
            n--;
            continue;
        }
        const scoring_t *o = scf_left(x);
        size_t k = scf_tab.recs[x].nl + scf_tab.recs[x].nr, pushed = 0;
        for (size_t i = 0; i < k; i++)
            if (scf_tab.recs[o[i]].sl == UINT32_MAX) {
                if (n == cap) stack = cgt_realloc(stack, (cap *= 2) * sizeof *stack);
                stack[n++] = o[i];
                pushed++;
            }
        if (!pushed) {
            final_one(x);
            n--;
        }
    }
    cgt_free(stack);
}

void scoring_final_scores(mpq_t sl, mpq_t sr, scoring_t g) {
    scf_final(g);
    scs_get_mpq(sl, scf_tab.recs[g].sl);
    scs_get_mpq(sr, scf_tab.recs[g].sr);
}

int scoring_left_sign(scoring_t g) {
    scf_final(g);
    return scs_sgn(scf_tab.recs[g].sl);
}
int scoring_right_sign(scoring_t g) {
    scf_final(g);
    return scs_sgn(scf_tab.recs[g].sr);
}

scoring_outcome scoring_get_outcome(scoring_t g) {
    return scoring_outcome_of_signs(scoring_left_sign(g), scoring_right_sign(g));
}

scoring_outcome scoring_outcome_of_signs(int l, int r) {
    if (l > 0 && r < 0) return SCORING_OUTCOME_N;
    if (l < 0 && r > 0) return SCORING_OUTCOME_P;
    if (l == 0 && r == 0) return SCORING_OUTCOME_T;
    /* remaining: (>,>), (>,=), (=,>) are L; (<,<), (<,=), (=,<) are R */
    if (l > 0 || r > 0) return SCORING_OUTCOME_L;
    return SCORING_OUTCOME_R;
}

const char *scoring_outcome_name(scoring_outcome o) {
    static const char *const names[] = {"L", "R", "N", "P", "T"};
    return (unsigned)o < 5 ? names[o] : "?";
}
