/* test_cricket_explore.c - cricket_explore (`cgt cricket explore`) against a direct
 * slow computation: every position visited once (sum over n of maxbump^n (n + 1)),
 * its value equal to the canonical form of the literal form from the rules
 * (cricket_form), its rcf to rcf_reduce, Theorem 3.6's outcome from the dips (seed
 * 002), and the tally recounted from the visits. */
#include "cgt/form.h"
#include "cgt/optclosed.h"
#include "cgt/rcf.h"
#include "test.h"

typedef struct seen {
    long n, counts[3][3];
    int bad;
} seen;

static int visit(void *arg, const cricket_row *row) {
    seen *s = arg;
    s->n++;
    game_t slow = form_canonical(cricket_form(row->pos));
    if (slow != row->value || rcf_reduce(slow) != row->rcf || cricket_ldip(row->pos) != row->ldip ||
        cricket_rdip(row->pos) != row->rdip ||
        cricket_predict_outcome(row->pos) != game_get_outcome(row->value))
        s->bad++;
    int rel = row->ldip < row->rdip ? 0 : row->ldip == row->rdip ? 1 : 2;
    int kind = game_is_number(row->rcf) ? 0 : game_is_switch(row->rcf) ? 1 : 2;
    if (rel != row->relation || kind != row->kind) s->bad++;
    s->counts[rel][kind]++;
    return 0;
}

static int stop_at_5(void *arg, const cricket_row *row) {
    (void)row;
    return ++*(int *)arg == 5 ? 7 : 0;
}

TEST(cricket_explore_equals_direct) {
    long counts[3][3];
    seen s = {0};
    CHECK_INT(cricket_explore(counts, 3, 4, visit, &s), 0);
    long want = 0, pw = 1;
    for (long n = 0; n <= 4; n++, pw *= 3) want += pw * (n + 1);
    CHECK_INT(s.n, want);
    CHECK_INT(s.bad, 0);
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++) CHECK_INT(counts[i][k], s.counts[i][k]);
    int calls = 0;
    CHECK_INT(cricket_explore(counts, 2, 3, stop_at_5, &calls), 7);
    CHECK_INT(calls, 5);
}
