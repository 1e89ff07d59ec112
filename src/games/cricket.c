/* cricket.c - CRICKET PITCH (Nowakowski-Ottaway section 3.2): the form from the
 * rules, pruning (Observation 3.3), reduction (Lemma 3.4), ldip/rdip and the
 * outcome prediction of Theorem 3.6. */
#include <string.h>

#include "cgt/optclosed.h"
#include "games/lawn_internal.h"

form_t cricket_form(const lawn_pos *p) {
    return lawn_roll_form(p, true);
}

void cricket_prune(lawn_pos *p) {
    size_t lo = 0, hi = p->n; /* keep bumps[lo, hi) */
    for (size_t i = p->roller; i-- > 0;)
        if (p->bumps[i] == 0) {
            lo = i + 1;
            break;
        }
    for (size_t i = p->roller; i < p->n; i++)
        if (p->bumps[i] == 0) {
            hi = i;
            break;
        }
    memmove(p->bumps, p->bumps + lo, (hi - lo) * sizeof *p->bumps);
    p->n = hi - lo;
    p->roller -= lo;
}

void cricket_reduce(lawn_pos *p) {
    if (p->n == 0) return;
    uint32_t mn = UINT32_MAX;
    for (size_t i = 0; i < p->n; i++)
        if (p->bumps[i] < mn) mn = p->bumps[i];
    uint32_t d = mn - mn % 2; /* the largest even number <= min: leaves a 0 or a 1 */
    for (size_t i = 0; i < p->n; i++) p->bumps[i] -= d;
}

void cricket_reduce_prune(lawn_pos *p) {
    for (;;) {
        size_t n = p->n;
        cricket_reduce(p);
        cricket_prune(p);
        if (p->n == n) {
            bool one = false;
            for (size_t i = 0; i < p->n; i++) one |= p->bumps[i] <= 1;
            if (one || p->n == 0) return;
        }
    }
}

uint32_t cricket_ldip(const lawn_pos *p) {
    uint32_t best = UINT32_MAX, mn = UINT32_MAX; /* mn: least bump between i and the roller */
    for (size_t i = p->roller; i-- > 0;) {
        uint32_t a = p->bumps[i];
        if ((a & 1) && a < mn && a < best) best = a;
        if (a < mn) mn = a;
    }
    return best;
}

uint32_t cricket_rdip(const lawn_pos *p) {
    uint32_t best = UINT32_MAX, mn = UINT32_MAX;
    for (size_t i = p->roller; i < p->n; i++) {
        uint32_t a = p->bumps[i];
        if ((a & 1) && a < mn && a < best) best = a;
        if (a < mn) mn = a;
    }
    return best;
}

game_outcome cricket_predict_outcome(const lawn_pos *p) {
    uint32_t l = cricket_ldip(p), r = cricket_rdip(p);
    if (l < r) return GAME_OUTCOME_L;
    if (l > r) return GAME_OUTCOME_R;
    return l == UINT32_MAX ? GAME_OUTCOME_P : GAME_OUTCOME_N;
}
