/* questions.c - the thesis' open questions searched (scoring.h): Question 2.4.1
 * (reversible options) and Conjectures 3.0.1 and 4.2.1 (inverses of impartial
 * games) over small families; what survives is a candidate, not a proof. */
#include <gmp.h>

#include "cgt/scoring.h"
#include "cgt/util.h"

typedef struct sc_list {
    scoring_t *v;
    size_t n, cap;
} sc_list;

static void sl_push(sc_list *l, scoring_t g) {
    if (g == SCORING_NONE) return;
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i] == g) return;
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->v = cgt_realloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = g;
}

static scoring_t make_int(long s, const scoring_t *l, size_t nl, const scoring_t *r, size_t nr) {
    mpq_t q;
    mpq_init(q);
    mpq_set_si(q, s, 1);
    scoring_t g = scoring_make(q, l, nl, r, nr);
    mpq_clear(q);
    return g;
}

/* The Right option that mirrors Left option a of an impartial game with
 * score s: a^R - s = -(a - s), i.e. -a shifted by 2s. */
static scoring_t mirror(scoring_t a, long s) {
    mpq_t q;
    mpq_init(q);
    mpq_set_si(q, 2 * s, 1);
    scoring_t m = scoring_shift(scoring_neg(a), q);
    mpq_clear(q);
    return m;
}

static void impartial_family(sc_list *f, long S, int levels) {
    sc_list prev = {0};
    for (long s = -S; s <= S; s++) sl_push(&prev, scoring_integer(s));
    for (size_t i = 0; i < prev.n; i++) sl_push(f, prev.v[i]);
    for (int lev = 1; lev <= levels; lev++) {
        sc_list next = {0};
        size_t np = prev.n;
        for (long s = -S; s <= S; s++)
            for (size_t a = 0; a < np; a++)
                for (size_t b = a; b < np; b++) {
                    scoring_t l[2] = {prev.v[a], prev.v[b]},
                              r[2] = {mirror(l[0], s), mirror(l[1], s)};
                    size_t k = a == b ? 1 : 2;
                    scoring_t g = make_int(s, l, k, r, k);
                    if (g != SCORING_NONE && scoring_is_impartial_hereditary(g)) sl_push(&next, g);
                }
        for (size_t i = 0; i < next.n; i++) sl_push(f, next.v[i]);
        if (lev == 1)
            for (size_t i = 0; i < next.n; i++) sl_push(&prev, next.v[i]);
        cgt_free(next.v);
    }
    cgt_free(prev.v);
}

void scoring_impartial_family(scoring_t **out, size_t *n, long S, int levels) {
    sc_list f = {0};
    impartial_family(&f, S, levels);
    *out = f.v;
    *n = f.n;
}

void scoring_search_2_4_1(scoring_q241 *out, long S, int D) {
    /* G = {A | s | R}: A of birthday 1 with Right options (atoms), R empty or
     * one atom.  A is reversible through A^R when A^R <= G. */
    sc_list atoms = {0}, b1 = {0};
    for (long s = -S; s <= S; s++) sl_push(&atoms, scoring_integer(s));
    size_t na = atoms.n;
    for (long s = -S; s <= S; s++)
        for (unsigned lm = 0; lm < (1u << na); lm++)
            for (unsigned rm = 1; rm < (1u << na); rm++) {
                scoring_t l[8], r[8];
                size_t nl = 0, nr = 0;
                for (size_t i = 0; i < na; i++) {
                    if (lm >> i & 1) l[nl++] = atoms.v[i];
                    if (rm >> i & 1) r[nr++] = atoms.v[i];
                }
                sl_push(&b1, make_int(s, l, nl, r, nr));
            }
    *out = (scoring_q241){0, 0, 0, true, SCORING_NONE, SCORING_NONE, SCORING_NONE, 0};
    for (size_t ai = 0; ai < b1.n; ai++) /* every G of A: 2S + 1 scores, na + 1 sides R */
        out->total_pairs += scoring_right_count(b1.v[ai]) * (uint64_t)(2 * S + 1) * (na + 1);
    bool stopped = false;
    for (size_t ai = 0; ai < b1.n && !stopped; ai++)
        for (long s = -S; s <= S && !stopped; s++)
            for (size_t ri = 0; ri <= na && !stopped; ri++) {
                scoring_t a = b1.v[ai], r = ri < na ? atoms.v[ri] : SCORING_NONE;
                scoring_t g = make_int(s, &a, 1, &r, ri < na ? 1 : 0);
                for (size_t k = 0; k < scoring_right_count(a); k++) {
                    scoring_t ar = scoring_right(a, k), w = SCORING_NONE;
                    int rc = scoring_refute(&w, ar, g, '<', D, (int)S);
                    if (rc < 0 || cgt_limit_poll()) {
                        stopped = true;
                        break;
                    }
                    out->pairs++;
                    if (rc == 1) {
                        out->refuted++;
                    } else if (out->candidates++ == 0) {
                        out->first_game = g, out->first_option = a, out->first_reply = ar;
                    }
                }
                cgt_progress("scoring search 2.4.1: %zu of %zu options, %llu candidates", ai + 1,
                             b1.n, (unsigned long long)out->candidates);
            }
    cgt_progress_done();
    out->complete = !stopped;
    cgt_free(atoms.v);
    cgt_free(b1.v);
}

/* The outcome of the long-rule sum G + Y + X by search over the triple
 * (scoring_search_final), without building the sum: a search's memory is its
 * context's table, which the caller renews, where the built sums of every
 * pair and triple stayed in the scoring table (--max-score 2 ran out of
 * memory).  SCORING_OUTCOME_T + 1 on a limit. */
static int sum3_outcome(scoring_search *ctx, scoring_t g, scoring_t y, scoring_t x) {
    scoring_t parts[3] = {g, y, x};
    mpq_t sl, sr;
    mpq_inits(sl, sr, NULL);
    int rc = scoring_search_final(ctx, sl, parts, 3, 0);
    if (rc == 0) rc = scoring_search_final(ctx, sr, parts, 3, 1);
    int o =
        rc < 0 ? SCORING_OUTCOME_T + 1 : (int)scoring_outcome_of_signs(mpq_sgn(sl), mpq_sgn(sr));
    mpq_clears(sl, sr, NULL);
    return o;
}

/* Positions a search context may hold before it is renewed. */
#define SUM3_TABLE_MAX ((uint64_t)1 << 16)

void scoring_search_inverse(scoring_qinverse *out, bool sel, long S, int levels) {
    sc_list f = {0};
    impartial_family(&f, S, levels);
    scoring_t ex = SCORING_NONE;
    if (scoring_parse(&ex, "{2,{1|2|3}|0|-2,{-3|-2|-1}}") == 0) sl_push(&f, ex);
    *out = (scoring_qinverse){f.n, 0, 0, true, -1, SCORING_NONE, SCORING_NONE, SCORING_NONE};
    bool stopped = false;
    scoring_search *ctx = sel ? NULL : scoring_search_new();
    for (size_t gi = 0; gi < f.n && !stopped; gi++) {
        bool found = false;
        for (size_t yi = 0; yi < f.n && !found && !stopped; yi++) {
            /* selective sums are built (no search of them): their memory grows */
            scoring_t gy = sel ? scoring_sel(f.v[gi], f.v[yi], SCORING_LONG) : SCORING_NONE;
            bool refuted = false;
            if (!sel && scoring_search_positions(ctx) > SUM3_TABLE_MAX) {
                scoring_search_free(ctx);
                ctx = scoring_search_new();
            }
            for (size_t xi = 0; xi < f.n && !refuted; xi++) {
                int o;
                if (sel) {
                    scoring_t t = scoring_sel(gy, f.v[xi], SCORING_LONG);
                    o = t == SCORING_NONE ? SCORING_OUTCOME_T + 1 : (int)scoring_get_outcome(t);
                } else {
                    o = sum3_outcome(ctx, f.v[gi], f.v[yi], f.v[xi]);
                }
                if (o > SCORING_OUTCOME_T || cgt_limit_poll()) {
                    stopped = true;
                    break;
                }
                refuted = o != (int)scoring_get_outcome(f.v[xi]);
            }
            if (!refuted && !stopped) {
                found = true;
                if (out->with++ == 0) out->first_with = f.v[gi], out->first_inverse = f.v[yi];
            }
        }
        if (!found && !stopped && out->without++ == 0) out->first_without = f.v[gi];
        if (!stopped && f.v[gi] == ex) out->example_has = found;
        cgt_progress("scoring search: %zu of %zu games", gi + 1, f.n);
    }
    cgt_progress_done();
    out->complete = !stopped;
    scoring_search_free(ctx);
    cgt_free(f.v);
}
