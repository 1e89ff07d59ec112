/* distinguish.c - a bounded search for a game X with outcome(G + X) !=
 * outcome(H + X), which refutes G = H (Definition 2.3.1); Stewart's order
 * quantifies over all games, so no finite search can prove equality. */
#include "scoring/scoring_internal.h"

/* The relation being refuted: '=' (same outcome), '>' (G >= H) or '<'
 * (G <= H), as Definition 2.3.1 states them. */
static int relation = '=';

/* The search of the sums G + X and H + X: they are searched, not built, so
 * that a distinguishing search keeps no sum in the scoring table (`cgt
 * scoring search 2.4.1 --max-score 2` refutes 384000 pairs against thousands
 * of X each, and the built sums ran past 4 GiB at a tenth of them).  Renewed
 * every SUM_TABLE_MAX positions, freed at the end of scoring_distinguish. */
static scoring_search *sums;
#define SUM_TABLE_MAX ((uint64_t)1 << 16)

/* The signs of the final scores of a + x, Left and Right moving first: 0, or
 * negative at a limit. */
static int sum_signs(int *left, int *right, scoring_t a, scoring_t x) {
    if (!sums || scoring_search_positions(sums) > SUM_TABLE_MAX) {
        scoring_search_free(sums);
        sums = scoring_search_new();
    }
    scoring_t parts[2] = {a, x};
    mpq_t sl, sr;
    mpq_inits(sl, sr, NULL);
    int rc = scoring_search_final(sums, sl, parts, 2, 0);
    if (rc == 0) rc = scoring_search_final(sums, sr, parts, 2, 1);
    *left = mpq_sgn(sl);
    *right = mpq_sgn(sr);
    mpq_clears(sl, sr, NULL);
    return rc < 0 ? rc : 0;
}

/* 1 if X refutes the relation between g and h, 0 if not, negative at a limit. */
static int differs(scoring_t g, scoring_t h, scoring_t x) {
    int gl, gr, hl, hr, rc = sum_signs(&gl, &gr, g, x);
    if (rc == 0) rc = sum_signs(&hl, &hr, h, x);
    if (rc < 0) return cgt_limit_check();
    if (relation == '=')
        return scoring_outcome_of_signs(gl, gr) != scoring_outcome_of_signs(hl, hr);
    if (relation == '>') /* H+X in O implies G+X in O, O = L>=, R>=, L>, R> */
        return (hl >= 0 && gl < 0) || (hr >= 0 && gr < 0) || (hl > 0 && gl <= 0) ||
               (hr > 0 && gr <= 0);
    /* '<': H+X in O implies G+X in O, O = L<=, R<=, L<, R< */
    return (hl <= 0 && gl > 0) || (hr <= 0 && gr > 0) || (hl < 0 && gl >= 0) || (hr < 0 && gr >= 0);
}

int scoring_refute(scoring_t *witness, scoring_t g, scoring_t h, int rel, int max_birthday,
                   int max_score) {
    if (rel != '=' && rel != '>' && rel != '<')
        return cgt_error(CGT_EUSAGE, "refute: the relation is '=', '>' (>=) or '<' (<=)");
    relation = rel;
    int rc = scoring_distinguish(witness, g, h, max_birthday, max_score);
    relation = '=';
    return rc;
}

int scoring_distinguish(scoring_t *witness, scoring_t g, scoring_t h, int max_birthday,
                        int max_score) {
    if (max_score < 0 || max_score > 3)
        return cgt_error(CGT_EUSAGE, "distinguish: the score range must be 0..3");
    if (max_birthday < 0 || max_birthday > 2)
        return cgt_error(CGT_EUSAGE, "distinguish: the birthday must be 0..2");
    int rc = 0;
    sc_idvec b0 = {0}, b1 = {0}, small1 = {0};
    for (int s = -max_score; s <= max_score; s++) sc_idvec_push(&b0, scoring_integer(s));
    /* birthday 0 */
    for (size_t i = 0; i < b0.n && !rc; i++)
        if ((rc = differs(g, h, b0.v[i])) == 1) *witness = b0.v[i];
    /* birthday 1: every subset of b0 on each side, every score */
    size_t k = b0.n, subsets = (size_t)1 << k;
    scoring_t *L = cgt_malloc((k + 1) * sizeof *L), *R = cgt_malloc((k + 1) * sizeof *R);
    if (max_birthday >= 1)
        for (size_t ls = 0; ls < subsets && !rc; ls++)
            for (size_t rs = 0; rs < subsets && !rc; rs++) {
                if (!ls && !rs) continue;
                for (size_t si = 0; si < k && !rc; si++) {
                    size_t nl = 0, nr = 0;
                    for (size_t j = 0; j < k; j++) {
                        if (ls >> j & 1) L[nl++] = b0.v[j];
                        if (rs >> j & 1) R[nr++] = b0.v[j];
                    }
                    scoring_t x = scf_make(scs_from_si((int64_t)si - max_score), L, nl, R, nr);
                    if (x == SCORING_NONE) {
                        rc = cgt_limit_check();
                        break;
                    }
                    if (nl <= 1 && nr <= 1) sc_idvec_push(&small1, x);
                    sc_idvec_push(&b1, x);
                    if ((rc = differs(g, h, x)) == 1) *witness = x;
                }
            }
    /* birthday 2: at most one option a side, drawn from birthday <= 1 forms
     * with at most one option a side */
    if (max_birthday >= 2 && !rc) {
        sc_idvec opts = {0};
        sc_idvec_push(&opts, SCORING_NONE); /* no option */
        for (size_t i = 0; i < b0.n; i++) sc_idvec_push(&opts, b0.v[i]);
        for (size_t i = 0; i < small1.n; i++) sc_idvec_push(&opts, small1.v[i]);
        for (size_t a = 0; a < opts.n && !rc; a++)
            for (size_t b = 0; b < opts.n && !rc; b++) {
                if (a <= b0.n && b <= b0.n) continue; /* birthday <= 1: done */
                for (size_t si = 0; si < k && !rc; si++) {
                    scoring_t l1 = opts.v[a], r1 = opts.v[b];
                    scoring_t x = scf_make(scs_from_si((int64_t)si - max_score), &l1, a ? 1 : 0,
                                           &r1, b ? 1 : 0);
                    if (x == SCORING_NONE) {
                        rc = cgt_limit_check();
                        break;
                    }
                    if ((rc = differs(g, h, x)) == 1) *witness = x;
                }
            }
        cgt_free(opts.v);
    }
    cgt_free(L);
    cgt_free(R);
    cgt_free(b0.v);
    cgt_free(b1.v);
    cgt_free(small1.v);
    scoring_search_free(sums);
    sums = NULL;
    return rc;
}
