/* advice.c - the best moves on a whole board under the two theories: the
 * counting value (Mathematical Go: stops, then the chilled value for
 * tedomari) and the scoring forms (final score with the opponent next, by
 * search over the regions' forms). */
#include <gmp.h>
#include <string.h>

#include "go/go_internal.h"

void go_advice_clear(go_advice *a) {
    cgt_free(a->counting_best);
    cgt_free(a->scoring_best);
    memset(a, 0, sizeof *a);
}

typedef struct cand {
    go_move m;
    game_t stop;    /* counting stop with the opponent next */
    game_t chilled; /* total chilled value after the move */
    mpq_t final;    /* scoring final score with the opponent next */
} cand;

/* Sign-adjusted comparison: > 0 when a is better than b for the mover. */
static int better_game(game_t a, game_t b, bool black) {
    if (a == b) return 0;
    if (game_gt(a, b)) return black ? 1 : -1;
    if (game_lt(a, b)) return black ? -1 : 1;
    return 0; /* numbers are totally ordered; confused games tie here */
}

int go_best_moves(go_advice *out, const go_board *b, char color, go_rules rules) {
    memset(out, 0, sizeof *out);
    if (color != 'x' && color != 'o')
        return cgt_error(CGT_EUSAGE, "go: the player to move is x or o, got '%c'", color);
    bool black = color == 'x';
    size_t nr = b->nregions;
    go_value *rv = cgt_calloc(nr ? nr : 1, sizeof *rv);
    int rc = 0;
    for (size_t r = 0; r < nr && !rc; r++) rc = go_region_value(&rv[r], b, r, rules);
    /* scoring play: the final score after each move, by a search over the
     * regions' forms (scoring_search_final) that shares one table across the
     * moves, without building the sum form */
    scoring_search *search = scoring_search_new();
    scoring_t *parts = cgt_malloc((nr ? nr : 1) * sizeof *parts);
    for (size_t r = 0; r < nr && !rc; r++) parts[r] = rv[r].scoring;
    size_t ncand = 0, cap = 16;
    cand *c = cgt_malloc(cap * sizeof *c);
    mpq_t fin, shift;
    mpq_init(fin);
    mpq_init(shift);
    for (size_t r = 0; r < nr && !rc; r++) {
        /* the other regions' sums */
        game_t oc = game_zero(), och = game_zero();
        for (size_t k = 0; k < nr; k++) {
            if (k == r) continue;
            oc = game_add(oc, rv[k].counting);
            och = game_add(och, rv[k].chilled);
        }
        if (oc == GAME_NONE || och == GAME_NONE) {
            rc = cgt_limit_error();
            break;
        }
        for (size_t i = b->rstart[r]; i < b->rstart[r + 1] && !rc; i++) {
            int cell = b->rcells[i];
            if (b->cell[cell] != '.') continue;
            go_move m = {cell / b->w, cell % b->w, color};
            go_board *nb;
            int captured = 0;
            if (go_play(&nb, &captured, b, m)) {
                cgt_error_clear();
                continue; /* suicide */
            }
            go_value v;
            rc = go_region_value(&v, nb, r, rules);
            go_board_free(nb);
            if (rc) break;
            long d = rules == GO_CHINESE ? 0 : black ? captured : -captured;
            game_t gd = game_from_si(d);
            game_t total = game_add(game_add(oc, v.counting), gd);
            game_t chilled = game_add(game_add(och, v.chilled), gd);
            mpq_set_si(shift, d, 1);
            parts[r] = scoring_shift(v.scoring, shift);
            if (total == GAME_NONE || chilled == GAME_NONE || parts[r] == SCORING_NONE) {
                rc = cgt_limit_error();
                break;
            }
            /* the opponent moves next */
            rc = scoring_search_final(search, fin, parts, nr, black);
            parts[r] = rv[r].scoring;
            if (rc) break;
            if (ncand == cap) c = cgt_realloc(c, (cap *= 2) * sizeof *c);
            c[ncand].m = m;
            c[ncand].stop = black ? game_right_stop(total) : game_left_stop(total);
            c[ncand].chilled = chilled;
            mpq_init(c[ncand].final);
            mpq_set(c[ncand].final, fin);
            ncand++;
        }
    }
    if (!rc && ncand) {
        /* counting theory: the best stop, then a chilled value at least as
         * good as every other tied candidate's (all tied ones if none is) */
        game_t best = c[0].stop;
        for (size_t i = 1; i < ncand; i++)
            if (better_game(c[i].stop, best, black) > 0) best = c[i].stop;
        bool *tied = cgt_calloc(ncand, sizeof *tied);
        size_t ntied = 0, ndom = 0;
        for (size_t i = 0; i < ncand; i++) ntied += tied[i] = c[i].stop == best;
        bool *dom = cgt_calloc(ncand, sizeof *dom);
        for (size_t i = 0; i < ncand; i++) {
            if (!tied[i]) continue;
            bool all = true;
            for (size_t k = 0; k < ncand && all; k++)
                if (tied[k] && k != i)
                    all = black ? game_geq(c[i].chilled, c[k].chilled)
                                : game_leq(c[i].chilled, c[k].chilled);
            ndom += dom[i] = all;
        }
        out->counting_best = cgt_malloc((ntied ? ntied : 1) * sizeof(go_move));
        for (size_t i = 0; i < ncand; i++)
            if (ndom ? dom[i] : tied[i]) out->counting_best[out->n_counting++] = c[i].m;
        /* scoring theory: the best final score */
        size_t bi = 0;
        for (size_t i = 1; i < ncand; i++) {
            int cmp = mpq_cmp(c[i].final, c[bi].final);
            if (black ? cmp > 0 : cmp < 0) bi = i;
        }
        out->scoring_best = cgt_malloc(ncand * sizeof(go_move));
        for (size_t i = 0; i < ncand; i++)
            if (mpq_equal(c[i].final, c[bi].final)) out->scoring_best[out->n_scoring++] = c[i].m;
        out->differ = true;
        for (size_t i = 0; i < out->n_counting; i++)
            for (size_t k = 0; k < out->n_scoring; k++)
                if (out->counting_best[i].row == out->scoring_best[k].row &&
                    out->counting_best[i].col == out->scoring_best[k].col)
                    out->differ = false;
        cgt_free(tied);
        cgt_free(dom);
    }
    for (size_t i = 0; i < ncand; i++) mpq_clear(c[i].final);
    cgt_free(c);
    cgt_free(rv);
    cgt_free(parts);
    scoring_search_free(search);
    mpq_clear(fin);
    mpq_clear(shift);
    if (rc) go_advice_clear(out);
    return rc;
}
