/* tables.c - normal and misère play outcomes of forms (Theorems 1.1.1,
 * 1.1.2) and the enumeration behind Tables 1.1, 1.3 and 1.4: which outcome
 * classes the disjunctive sum and sequential join of two classes produce. */
#include <string.h>

#include "scoring/scoring_internal.h"

/* memo per form id: bit 0 known, bit 1 Left-first wins, bit 2 Right-first
 * wins; one byte array per convention */
static unsigned char *memo[2];
static size_t memo_cap[2];

static unsigned char get(scoring_t g, int mis) {
    if (g >= memo_cap[mis]) {
        size_t cap = memo_cap[mis] ? memo_cap[mis] : 1024;
        while (cap <= g) cap *= 2;
        memo[mis] = cgt_realloc(memo[mis], cap);
        memset(memo[mis] + memo_cap[mis], 0, cap - memo_cap[mis]);
        memo_cap[mis] = cap;
    }
    unsigned char m = memo[mis][g];
    if (m & 1) return m;
    const scf_rec *r = &scf_tab.recs[g];
    size_t nl = r->nl, nr = r->nr;
    int lw = mis && nl == 0, rw = mis && nr == 0;
    for (size_t i = 0; i < nl && !lw; i++) lw = !(get(scf_left(g)[i], mis) & 4);
    for (size_t i = 0; i < nr && !rw; i++) rw = !(get(scf_right(g)[i], mis) & 2);
    m = (unsigned char)(1 | (lw ? 2 : 0) | (rw ? 4 : 0));
    memo[mis][g] = m;
    return m;
}

scoring_outcome scoring_play_outcome(scoring_t g, bool misere) {
    unsigned char m = get(g, misere ? 1 : 0);
    int lw = (m & 2) != 0, rw = (m & 4) != 0;
    return lw && rw ? SCORING_OUTCOME_N
           : lw     ? SCORING_OUTCOME_L
           : rw     ? SCORING_OUTCOME_R
                    : SCORING_OUTCOME_P;
}

static int cls(scoring_outcome o) {
    switch (o) {
    case SCORING_OUTCOME_P: return 0;
    case SCORING_OUTCOME_N: return 1;
    case SCORING_OUTCOME_L: return 2;
    default: return 3;
    }
}

int scoring_play_table(unsigned cells[4][4], int op, bool misere, int max_birthday) {
    if (max_birthday < 0 || max_birthday > 2)
        return cgt_error(CGT_EUSAGE, "tables: the birthday must be 0..2 (day 3 has 2^256 forms)");
    if (op != '+' && op != '>') return cgt_error(CGT_EUSAGE, "tables: op is '+' or '>'");
    memset(cells, 0, 16 * sizeof cells[0][0]);
    /* all score-0 forms by birthday */
    scoring_t day[300];
    size_t n = 0;
    day[n++] = scoring_integer(0);
    for (int b = 1; b <= max_birthday; b++) {
        size_t prev = n, subsets = (size_t)1 << prev;
        scoring_t L[8], R[8];
        n = 0;
        scoring_t next[300];
        for (size_t ls = 0; ls < subsets; ls++)
            for (size_t rs = 0; rs < subsets; rs++) {
                size_t nl = 0, nr = 0;
                for (size_t j = 0; j < prev; j++) {
                    if (ls >> j & 1) L[nl++] = day[j];
                    if (rs >> j & 1) R[nr++] = day[j];
                }
                next[n] = scf_make(scs_from_si(0), L, nl, R, nr);
                if (next[n] == SCORING_NONE) return cgt_limit_check();
                n++;
            }
        memcpy(day, next, n * sizeof *day);
    }
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            scoring_t g = day[i], h = day[j];
            scoring_t c = op == '+' ? scoring_sum(g, h, SCORING_LONG) : scoring_seq(g, h);
            if (c == SCORING_NONE) return cgt_limit_check();
            int cg = cls(scoring_play_outcome(g, misere)),
                ch = cls(scoring_play_outcome(h, misere));
            cells[ch][cg] |= 1u << scoring_play_outcome(c, misere);
        }
    return 0;
}
