/* test_tables.c - normal and misère outcomes of forms, and Tables 1.1, 1.3,
 * 1.4 checked cell by cell: every pair born by day 2, the random search
 * beyond, and every witness pair replayed by a slow game-tree search written
 * from Definitions 1.2.1 and 1.5.2 and by the explicit compound. */
#include <stdlib.h>

#include "scoring_check.h"

enum {
    L_ = 1 << SCORING_OUTCOME_L,
    R_ = 1 << SCORING_OUTCOME_R,
    N_ = 1 << SCORING_OUTCOME_N,
    P_ = 1 << SCORING_OUTCOME_P,
    ALL = L_ | R_ | N_ | P_
};
enum { P = 0, N = 1, L = 2, R = 3 }; /* row / column indices */

/* The thesis' tables, rows H and columns G both in the order P, N, L, R
 * (Table 1.4 prints N, P, L, R; reordered here). */
static const unsigned table_1_1[4][4] = {
    {P_, N_, L_, R_}, {N_, ALL, ALL, ALL}, {L_, ALL, L_, ALL}, {R_, ALL, ALL, R_}};
/* Thesis error: Table 1.1 (from [LIP]) prints L,R,N,P for L + N and R + N.
 * In normal play G in L means G > 0 and H in N means H || 0.  G + H in P
 * would give H = -G < 0, and G + H in R (G + H < 0) would give H < -G < 0;
 * both contradict H || 0.  So L + N is L or N, and R + N is R or N, which
 * is exactly what the enumeration observes (and Lessons in Play's table). */
static const unsigned table_1_1_corrected[4][4] = {
    {P_, N_, L_, R_}, {N_, ALL, L_ | N_, R_ | N_}, {L_, L_ | N_, L_, ALL}, {R_, R_ | N_, ALL, R_}};
static const unsigned table_1_3[4][4] = {{P_, N_, L_, R_},
                                         {ALL, ALL, ALL, ALL},
                                         {L_ | P_, L_ | N_, L_, ALL},
                                         {R_ | P_, R_ | N_, ALL, R_}};
static const unsigned table_1_4[4][4] = {{ALL, ALL, ALL, ALL},
                                         {P_, N_, L_, R_},
                                         {L_ | P_, L_ | N_, L_, ALL},
                                         {R_ | P_, R_ | N_, ALL, R_}};

/* ---- the slow reference: plain game-tree search, no memo, no forms built ---- */
static size_t nopts(scoring_t g, int right) {
    return right ? scoring_right_count(g) : scoring_left_count(g);
}
static scoring_t opt(scoring_t g, int right, size_t i) {
    return right ? scoring_right(g, i) : scoring_left(g, i);
}

/* Does the player to move (right = 1: Right) win?  h == SCORING_NONE: the
 * game g alone.  op '+': g + h (Definition 1.2.1).  op '>': g ▷ h
 * (Definition 1.5.2): while g is not {.|.}, only g is played; then h.  A
 * player with no move loses (normal play) or wins (misère play). */
static int ref_wins(int op, scoring_t g, scoring_t h, int right, int misere) {
    if (h != SCORING_NONE && op == '>' && nopts(g, 0) + nopts(g, 1) == 0)
        return ref_wins(op, h, SCORING_NONE, right, misere);
    int moved = 0;
    for (size_t i = 0; i < nopts(g, right); i++) {
        moved = 1;
        if (!ref_wins(op, opt(g, right, i), h, !right, misere)) return 1;
    }
    if (h != SCORING_NONE && op == '+')
        for (size_t i = 0; i < nopts(h, right); i++) {
            moved = 1;
            if (!ref_wins(op, g, opt(h, right, i), !right, misere)) return 1;
        }
    return !moved && misere;
}

/* nodes of g's tree written out */
static uint64_t ref_size(scoring_t g) {
    uint64_t n = 1;
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < nopts(g, side); i++) n += ref_size(opt(g, side, i));
    return n;
}

/* the class index (P, N, L, R) from who wins moving first */
static int ref_class(int op, scoring_t g, scoring_t h, int misere) {
    int lw = ref_wins(op, g, h, 0, misere), rw = ref_wins(op, g, h, 1, misere);
    return lw && rw ? N : lw ? L : rw ? R : P;
}
static const scoring_outcome outcome_of[4] = {SCORING_OUTCOME_P, SCORING_OUTCOME_N,
                                              SCORING_OUTCOME_L, SCORING_OUTCOME_R};

/* Every witness of c replays: G and H are in the cell's classes and the
 * compound has the witnessed outcome, by the slow reference and by the
 * explicit compound; cells without the outcome have no witness. */
static void check_witnesses(const char *name, const scoring_play_cells *c, int op, int misere) {
    for (int h = 0; h < 4; h++)
        for (int g = 0; g < 4; g++)
            for (int o = 0; o < 4; o++) {
                scoring_t G = c->wg[h][g][o], H = c->wh[h][g][o];
                if (!(c->seen[h][g] >> o & 1)) {
                    CHECK(G == SCORING_NONE && H == SCORING_NONE);
                    continue;
                }
                if (G == SCORING_NONE || H == SCORING_NONE) {
                    CHECK_MSG(0, "%s cell H=%c G=%c: outcome %d has no witness", name, "PNLR"[h],
                              "PNLR"[g], o);
                    continue;
                }
                CHECK_INT(ref_class(op, G, SCORING_NONE, misere), g);
                CHECK_INT(ref_class(op, H, SCORING_NONE, misere), h);
                CHECK_MSG(outcome_of[ref_class(op, G, H, misere)] == (scoring_outcome)o,
                          "%s cell H=%c G=%c: witness %s, %s does not give %s", name, "PNLR"[h],
                          "PNLR"[g], sc_str(G), sc_str(H), scoring_outcome_name(o));
                scoring_t x = op == '+' ? scoring_sum(G, H, SCORING_LONG) : scoring_seq(G, H);
                CHECK_INT(scoring_play_outcome(x, misere), o);
                CHECK_INT(c->wsize[h][g][o], ref_size(G) + ref_size(H));
            }
}

TEST(play_outcomes) {
    CHECK_INT(scoring_play_outcome(sc_parse("0"), false), SCORING_OUTCOME_P);
    CHECK_INT(scoring_play_outcome(sc_parse("0"), true), SCORING_OUTCOME_N);
    CHECK_INT(scoring_play_outcome(sc_parse("{0|0|.}"), false), SCORING_OUTCOME_L);
    CHECK_INT(scoring_play_outcome(sc_parse("{0|0|.}"), true), SCORING_OUTCOME_R);
    CHECK_INT(scoring_play_outcome(sc_parse("{0|0|0}"), false), SCORING_OUTCOME_N);
    CHECK_INT(scoring_play_outcome(sc_parse("{0|0|0}"), true), SCORING_OUTCOME_P);
}

/* Every observed class must be allowed by the table and every witness
 * replays; returns the number of cells where the table allows a class no
 * pair born by day 2 produces. */
static int check_table(const char *name, int op, bool misere, const unsigned want[4][4]) {
    scoring_play_cells got;
    CHECK_INT(scoring_play_table(&got, op, misere, 2), 0);
    CHECK_INT(got.pairs, 256 * 256);
    CHECK_INT(got.samples, 0);
    int unseen = 0;
    for (int h = 0; h < 4; h++)
        for (int g = 0; g < 4; g++) {
            CHECK_MSG((got.seen[h][g] & ~want[h][g]) == 0,
                      "%s cell H=%c G=%c: observed %#x, table %#x", name, "PNLR"[h], "PNLR"[g],
                      got.seen[h][g], want[h][g]);
            unseen += got.seen[h][g] != want[h][g];
        }
    check_witnesses(name, &got, op, misere);
    return unseen;
}

TEST(table_claims_are_the_thesis_tables) {
    unsigned t[4][4];
    CHECK_INT(scoring_play_table_claim(t, '+', false, false), 0);
    CHECK(memcmp(t, table_1_1, sizeof t) == 0);
    CHECK_INT(scoring_play_table_claim(t, '+', false, true), 0);
    CHECK(memcmp(t, table_1_1_corrected, sizeof t) == 0);
    CHECK_INT(scoring_play_table_claim(t, '>', false, false), 0);
    CHECK(memcmp(t, table_1_3, sizeof t) == 0);
    CHECK_INT(scoring_play_table_claim(t, '>', true, false), 0);
    CHECK(memcmp(t, table_1_4, sizeof t) == 0);
    CHECK_INT(scoring_play_table_claim(t, '+', true, false), CGT_EUSAGE);
    CHECK_INT(scoring_play_table_claim(t, '*', false, false), CGT_EUSAGE);
    scoring_play_cells c;
    CHECK_INT(scoring_play_table(&c, '+', false, 3), CGT_EUSAGE);
    CHECK_INT(scoring_play_table_search(&c, '>', false, 2, 10, 1), CGT_EUSAGE);
    CHECK_INT(scoring_play_table_search(&c, '>', false, 7, 10, 1), CGT_EUSAGE);
}

TEST(table_1_1_sum_normal_play) {
    /* as printed, four cells allow classes that never occur; corrected, every
     * cell is realised exactly by the forms born by day 2 */
    CHECK_INT(check_table("Table 1.1", '+', false, table_1_1), 4);
    CHECK_INT(check_table("Table 1.1 corrected", '+', false, table_1_1_corrected), 0);
}
TEST(table_1_3_seq_normal_play) {
    /* all cells realised by day 2 except P in (H=N, G=P) */
    CHECK_INT(check_table("Table 1.3", '>', false, table_1_3), 1);
    scoring_play_cells c;
    CHECK_INT(scoring_play_table(&c, '>', false, 2), 0);
    CHECK_INT(c.seen[N][P], L_ | R_ | N_);
}
TEST(table_1_4_seq_misere_play) {
    CHECK_INT(check_table("Table 1.4", '>', true, table_1_4), 0);
}

/* Small forms for the hand-made witness and the lemma below. */
static scoring_t born2[256];
static void build_born2(void) {
    scoring_t d1[4] = {sc_parse("0"), sc_parse("{0|0|.}"), sc_parse("{.|0|0}"),
                       sc_parse("{0|0|0}")};
    mpq_t zero;
    mpq_init(zero);
    for (int ls = 0; ls < 16; ls++)
        for (int rs = 0; rs < 16; rs++) {
            scoring_t a[4], b[4];
            size_t na = 0, nb = 0;
            for (int j = 0; j < 4; j++) {
                if (ls >> j & 1) a[na++] = d1[j];
                if (rs >> j & 1) b[nb++] = d1[j];
            }
            born2[ls * 16 + rs] = scoring_make(zero, a, na, b, nb);
        }
    mpq_clear(zero);
}

/* Table 1.3, cell (H in N, G in P), outcome P: G = {.|2} (normal-play value
 * 0, born on day 3).  G is in P: Left has no move, and Right's only move is to
 * 2, where Left moves to 1 and wins.  In G ▷ H, Left still has no move (G is
 * not {.|.}), and after Right's move to 2 ▷ H Left moves to 1 ▷ H = {H|.},
 * where Right has no move: H is never reached.  So G ▷ H is in P for every
 * H, in particular for H = * in N.  No form born by day 2 does this (the cell
 * lacks P in the day-2 table above), which is why the day-2 table misses it. */
TEST(table_1_3_N_P_witness_by_hand) {
    scoring_t G = sc_parse("{.|0|{{0|0|.}|0|.}}"), star = sc_parse("{0|0|0}");
    CHECK_INT(scoring_birthday(G), 3);
    CHECK_INT(ref_class('>', G, SCORING_NONE, 0), P);
    CHECK_INT(ref_class('>', star, SCORING_NONE, 0), N);
    CHECK_INT(ref_class('>', G, star, 0), P);
    CHECK_INT(scoring_play_outcome(scoring_seq(G, star), false), SCORING_OUTCOME_P);
    build_born2();
    for (int i = 0; i < 256; i++) CHECK_INT(ref_class('>', G, born2[i], 0), P);
    /* its mirror image {-2|.} as well */
    scoring_t Gm = scoring_neg(G);
    CHECK_STR(sc_str(Gm), "{{.|0|{.|0|0}}|0|.}");
    CHECK_INT(ref_class('>', Gm, star, 0), P);
}

/* g with the k-th node below the root removed (with its subtree), counting
 * g's own options first, then the nodes inside each option in turn */
static scoring_t delete_node(scoring_t g, uint64_t k) {
    size_t nl = nopts(g, 0), n = nl + nopts(g, 1), drop = n;
    scoring_t o[64];
    for (size_t i = 0; i < n; i++) o[i] = i < nl ? opt(g, 0, i) : opt(g, 1, i - nl);
    if (k < n) {
        drop = (size_t)k;
    } else {
        k -= n;
        for (size_t i = 0; i < n; i++) {
            if (k + 1 < ref_size(o[i])) {
                o[i] = delete_node(o[i], k);
                break;
            }
            k -= ref_size(o[i]) - 1;
        }
    }
    if (drop < n) {
        memmove(o + drop, o + drop + 1, (n - drop - 1) * sizeof *o);
        nl -= drop < nl;
        n--;
    }
    mpq_t zero;
    mpq_init(zero);
    scoring_t out = scoring_make(zero, o, nl, o + nl, n - nl);
    mpq_clear(zero);
    return out;
}

/* The random search finds P in (H in N, G in P) by day 3 (measured: about
 * one sampled pair in 135 does it, so 4000 pairs miss it with probability
 * about e^-29, whatever the seed), and the witness it keeps replays. */
TEST(table_1_3_search_finds_N_P) {
    uint64_t seed = test_seed();
    printf("  seed %llu\n", (unsigned long long)seed);
    scoring_play_cells c;
    CHECK_INT(scoring_play_table(&c, '>', false, 2), 0);
    CHECK_INT(scoring_play_table_search(&c, '>', false, 3, 4000, seed), 0);
    CHECK_INT(c.samples, 4000);
    CHECK_INT(c.seen[N][P], ALL);
    CHECK(c.wsampled[N][P][SCORING_OUTCOME_P]);
    CHECK(!c.wsampled[N][P][SCORING_OUTCOME_L]); /* day-2 witnesses are smaller */
    CHECK(memcmp(c.seen, table_1_3, sizeof c.seen) == 0);
    check_witnesses("Table 1.3 searched", &c, '>', 0);
    scoring_t G = c.wg[N][P][SCORING_OUTCOME_P];
    CHECK(scoring_birthday(G) == 3);
    /* shrunk: H is the smallest form of class N, and deleting any option
     * anywhere in G changes G's class or the outcome */
    scoring_t H = c.wh[N][P][SCORING_OUTCOME_P];
    CHECK_STR(sc_str(H), "{0|0|0}");
    for (uint64_t k = 0; k + 1 < ref_size(G); k++) {
        scoring_t y = delete_node(G, k);
        CHECK_MSG(ref_class('>', y, SCORING_NONE, 0) != P || ref_class('>', y, H, 0) != P,
                  "witness %s is not shrunk: %s", sc_str(G), sc_str(y));
    }
    printf("  witness G = %s, H = %s\n", sc_str(G), sc_str(c.wh[N][P][SCORING_OUTCOME_P]));
}

/* Beyond day 2, the search never contradicts the (corrected) tables and
 * every witness replays; the same seed gives the same cells. */
TEST(tables_search_days_3_and_4) {
    uint64_t seed = test_seed() + 11;
    struct {
        int op, misere;
        const unsigned (*want)[4];
    } t[] = {{'+', 0, table_1_1_corrected}, {'>', 0, table_1_3}, {'>', 1, table_1_4}};
    for (int day = 3; day <= 4; day++)
        for (int k = 0; k < 3; k++) {
            scoring_play_cells c, d;
            long n = test_iterations(day == 3 ? 3000 : 800);
            CHECK_INT(scoring_play_table(&c, t[k].op, t[k].misere, 1), 0);
            CHECK_INT(scoring_play_table_search(&c, t[k].op, t[k].misere, day, (uint64_t)n, seed),
                      0);
            for (int h = 0; h < 4; h++)
                for (int g = 0; g < 4; g++)
                    CHECK_MSG((c.seen[h][g] & ~t[k].want[h][g]) == 0,
                              "day %d op %c misere %d cell H=%c G=%c: observed %#x, table %#x", day,
                              t[k].op, t[k].misere, "PNLR"[h], "PNLR"[g], c.seen[h][g],
                              t[k].want[h][g]);
            check_witnesses("searched", &c, t[k].op, t[k].misere);
            CHECK_INT(scoring_play_table(&d, t[k].op, t[k].misere, 1), 0);
            CHECK_INT(scoring_play_table_search(&d, t[k].op, t[k].misere, day, (uint64_t)n, seed),
                      0);
            CHECK(memcmp(c.seen, d.seen, sizeof c.seen) == 0);
            CHECK(memcmp(c.wg, d.wg, sizeof c.wg) == 0);
            CHECK(memcmp(c.wh, d.wh, sizeof c.wh) == 0);
        }
}

/* The search's shortcut for G ▷ H: it depends on H only through H's class,
 * because G ▷ H is G's tree with each {.|.} leaf replaced by H.  Checked on
 * random score-0 forms G against all 256 forms born by day 2. */
TEST(seq_outcome_depends_on_the_class_of_H_only) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 3);
    build_born2();
    for (long it = 0; it < test_iterations(40); it++) {
        scoring_t G = sc_random(&r, 3, 2, 0);
        for (int mis = 0; mis < 2; mis++) {
            int by_class[4] = {-1, -1, -1, -1};
            for (int i = 0; i < 256; i++) {
                int hc = ref_class('>', born2[i], SCORING_NONE, mis);
                int o = (int)scoring_play_outcome(scoring_seq(G, born2[i]), mis);
                if (by_class[hc] < 0) by_class[hc] = o;
                CHECK_MSG(by_class[hc] == o, "G = %s, H = %s (misere %d)", sc_str(G),
                          sc_str(born2[i]), mis);
            }
        }
    }
}

TEST(tables_search_stops_at_the_limit) {
    scoring_play_cells c;
    CHECK_INT(scoring_play_table(&c, '+', false, 0), 0);
    cgt_limits_set(50, 0);
    CHECK_INT(scoring_play_table_search(&c, '+', false, 6, 1000000, 1), CGT_ELIMIT);
    CHECK(c.samples < 1000000);
    cgt_limits_set(0, 0);
    check_witnesses("stopped", &c, '+', 0);
}
