/* test_witnesses.c - Theorems 2.3.3, 4.1.2 and 4.2.2 (Stewart's thesis,
 * seed 004): "for any three outcome classes X, Y, Z there is G in X and H
 * in Y with G op H in Z" for the disjunctive, conjunctive and selective
 * sums.  Every witness of scoring_witnesses is replayed by the plain
 * game-tree search of support.c (sc_ref_final, written from Definitions
 * 2.2.1, 4.1.1 and 4.2.1, no forms built) and by the library's explicit
 * compound; the table must be complete (all 125 triples), as the theorems
 * claim; and the thesis' own constructions are checked to realise every
 * triple. */
#include <stdlib.h>

#include "scoring_check.h"

/* the outcome from the signs of the two final scores, Definition 2.1.2
 * written out again (not scoring_outcome_of_signs) */
static int ref_outcome(double sl, double sr) {
    if (sl > 0 && sr < 0) return SCORING_OUTCOME_N;
    if (sl < 0 && sr > 0) return SCORING_OUTCOME_P;
    if (sl == 0 && sr == 0) return SCORING_OUTCOME_T;
    if ((sl > 0 && sr >= 0) || (sl == 0 && sr > 0)) return SCORING_OUTCOME_L;
    return SCORING_OUTCOME_R;
}

/* outcome of G op H by the slow reference; op '0' is G alone (G + 0) */
static int slow_outcome(int op, scoring_t g, scoring_t h) {
    if (op == '0') {
        h = scoring_integer(0);
        op = '+';
    }
    return ref_outcome(sc_ref_final(op, 0, g, h, 1), sc_ref_final(op, 0, g, h, 0));
}

static scoring_t library_compound(int op, scoring_t g, scoring_t h) {
    return op == '+'   ? scoring_sum(g, h, SCORING_LONG)
           : op == '&' ? scoring_conj(g, h, SCORING_LONG)
                       : scoring_sel(g, h, SCORING_LONG);
}

/* every witness in w: G in x, H in y, G op H in z, by both checks */
static void check_table(const scoring_witness_table *w, int op) {
    unsigned found = 0;
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 5; y++)
            for (int z = 0; z < 5; z++) {
                scoring_t g = w->g[x][y][z], h = w->h[x][y][z];
                CHECK((g == SCORING_NONE) == (h == SCORING_NONE));
                if (g == SCORING_NONE) continue;
                found++;
                CHECK_MSG(slow_outcome('0', g, 0) == x, "op %c: G = %s not in class %d", op,
                          sc_str(g), x);
                CHECK_MSG(slow_outcome('0', h, 0) == y, "op %c: H = %s not in class %d", op,
                          sc_str(h), y);
                CHECK_MSG(slow_outcome(op, g, h) == z, "op %c: %s, %s: compound not in %d", op,
                          sc_str(g), sc_str(h), z);
                scoring_t c = library_compound(op, g, h);
                CHECK(c != SCORING_NONE && (int)scoring_get_outcome(c) == z);
                CHECK(scoring_birthday(g) <= (uint64_t)w->max_birthday);
                CHECK(scoring_birthday(h) <= (uint64_t)w->max_birthday);
            }
    CHECK_INT(found, w->found);
}

/* The smallest pairs are known by hand for these triples: atoms 1 + 1 is
 * in L, 0 op 0 is 0 (T), and -1 op 1 is T for every sum (atoms add). */
static void check_small_by_hand(const scoring_witness_table *w) {
    enum { L = SCORING_OUTCOME_L, R = SCORING_OUTCOME_R, T = SCORING_OUTCOME_T };
    CHECK_STR(sc_str(w->g[L][L][L]), "1");
    CHECK_STR(sc_str(w->h[L][L][L]), "1");
    CHECK_STR(sc_str(w->g[T][T][T]), "0");
    CHECK_STR(sc_str(w->g[R][L][T]), "-1");
    CHECK_STR(sc_str(w->h[R][L][T]), "1");
}

static void theorem(int op, int b) {
    scoring_witness_table *w = malloc(sizeof *w);
    cgt_limits_set(0, 0);
    CHECK_INT(scoring_witnesses(w, op, b, 1), 0);
    printf("  op %c: %u of 125 triples, %llu forms, %llu compounds\n", op, w->found,
           (unsigned long long)w->forms, (unsigned long long)w->pairs);
    CHECK_INT(w->found, 125); /* the theorem's claim: every triple */
    check_table(w, op);
    check_small_by_hand(w);
    free(w);
}

TEST(theorem_2_3_3_witnesses_disjunctive) {
    theorem('+', 3);
}
TEST(theorem_4_1_2_witnesses_conjunctive) {
    theorem('&', 3);
}
TEST(theorem_4_2_2_witnesses_selective) {
    theorem('v', 3);
}

/* The proofs' constructions, with each free score in {-1, 0, 1}, realise
 * all 125 triples (checked by the slow reference only).  v[0..7) are the
 * free scores; the proof's other scores are 0 (they do not matter). */
static void construction(int op) {
    int seen[5][5][5] = {{{0}}};
    int v[7], total = 0;
    char gb[128], hb[128];
    for (int code = 0; code < 2187; code++) {
        for (int k = 0, c = code; k < 7; k++, c /= 3) v[k] = c % 3 - 1;
        if (op == '&') { /* G = {{.|b|{.|c|{e|d|f}}}|a|.}, H = {.|g|{{{k|j|.}|i|.}|h|.}};
                            v = a, c, e, g, i, j, k */
            snprintf(gb, sizeof gb, "{{.|0|{.|%d|{%d|0|0}}}|%d|.}", v[1], v[2], v[0]);
            snprintf(hb, sizeof hb, "{.|%d|{{{%d|%d|.}|%d|.}|0|.}}", v[3], v[6], v[5], v[4]);
        } else { /* G = {{c|b|.}|a|.}, H = {.|d|{.|e|{.|f|g}}}; v = a .. g */
            snprintf(gb, sizeof gb, "{{%d|%d|.}|%d|.}", v[2], v[1], v[0]);
            snprintf(hb, sizeof hb, "{.|%d|{.|%d|{.|%d|%d}}}", v[3], v[4], v[5], v[6]);
        }
        scoring_t g = sc_parse(gb), h = sc_parse(hb);
        int x = slow_outcome('0', g, 0), y = slow_outcome('0', h, 0), z = slow_outcome(op, g, h);
        total += !seen[x][y][z];
        seen[x][y][z] = 1;
    }
    CHECK_INT(total, 125);
}

TEST(theorem_4_1_2_proof_construction) {
    construction('&');
}
TEST(theorem_4_2_2_proof_construction) {
    construction('v');
}

TEST(witnesses_stop_at_the_limit) {
    scoring_witness_table *w = malloc(sizeof *w);
    cgt_limits_set(300, 0);
    CHECK_INT(scoring_witnesses(w, '&', 2, 1), CGT_ELIMIT);
    cgt_limits_set(0, 0);
    CHECK(w->found < 125);
    check_table(w, '&');
    free(w);
}

TEST(witnesses_bad_arguments) {
    scoring_witness_table *w = malloc(sizeof *w);
    CHECK_INT(scoring_witnesses(w, '>', 1, 1), CGT_EUSAGE);
    CHECK_INT(scoring_witnesses(w, '&', 4, 1), CGT_EUSAGE);
    CHECK_INT(scoring_witnesses(w, '&', 1, 5), CGT_EUSAGE);
    CHECK_INT(scoring_witnesses(w, '&', 3, 2), CGT_ERANGE);
    free(w);
}

/* ---- Theorems 2.3.4, 4.1.1, 4.2.1: G ≇ 0 implies G != 0 ------------------- */

static void identity(int op) {
    scoring_identity_report r;
    cgt_limits_set(0, 0);
    CHECK_INT(scoring_identity_refute(&r, op, 2, 1), 0);
    CHECK_INT(r.checked, r.forms - 1); /* every G but 0 */
    CHECK_INT(r.unrefuted_count, 0);   /* the theorem: each has an X */
    CHECK(r.hardest_g != SCORING_NONE && r.hardest_x != SCORING_NONE);
    /* the reported pair, replayed by the slow reference: 0 op X is X */
    CHECK(slow_outcome(op, r.hardest_g, r.hardest_x) != slow_outcome('0', r.hardest_x, 0));
    /* with every score 0 nothing can be told apart (every compound ties):
     * all 24 forms G but 0 stay unrefuted, as they must */
    CHECK_INT(scoring_identity_refute(&r, op, 2, 0), 0);
    CHECK_INT(r.unrefuted_count, 24);
}

TEST(theorem_2_3_4_identity_disjunctive) {
    identity('+');
}
TEST(theorem_4_1_1_identity_conjunctive) {
    identity('&');
}
TEST(theorem_4_2_1_identity_selective) {
    identity('v');
}

/* The proofs' X on random forms: for G with a Left option, P = {.|1|-M} with
 * -M below every score of G (for a Right option only, {M|-1|.}; for an
 * atom G^S != 0, X = 0); G op P and P differ in outcome. */
static int min_score(scoring_t g) {
    mpq_t q;
    mpq_init(q);
    scoring_get_score(q, g);
    int m = (int)mpq_get_d(q);
    mpq_clear(q);
    for (size_t i = 0; i < scoring_left_count(g); i++) {
        int v = min_score(scoring_left(g, i));
        if (v < m) m = v;
    }
    for (size_t i = 0; i < scoring_right_count(g); i++) {
        int v = min_score(scoring_right(g, i));
        if (v < m) m = v;
    }
    return m;
}

TEST(identity_proofs_x_on_random_forms) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    static const int ops[] = {'+', '&', 'v'};
    long n = test_iterations(300);
    for (long i = 0; i < n; i++) {
        scoring_t g = sc_random(&r, 3, 2, 2);
        if (g == scoring_integer(0)) continue;
        int m = -min_score(scoring_neg(g)); /* the largest score of G */
        int lo = min_score(g);
        scoring_t x;
        if (scoring_is_atomic(g))
            x = scoring_integer(0);
        else if (scoring_left_count(g)) {
            char buf[64];
            snprintf(buf, sizeof buf, "{.|1|%d}", lo - 10);
            x = sc_parse(buf);
        } else {
            char buf[64];
            snprintf(buf, sizeof buf, "{%d|-1|.}", m + 10);
            x = sc_parse(buf);
        }
        for (int k = 0; k < 3; k++)
            CHECK_MSG(slow_outcome(ops[k], g, x) != slow_outcome('0', x, 0),
                      "op %c: G = %s, X = %s", ops[k], sc_str(g), sc_str(x));
    }
}
