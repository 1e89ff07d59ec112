/* cricket.c - CRICKET PITCH (Nowakowski-Ottaway section 3.2): the form from the
 * rules, pruning (Observation 3.3), reduction (Lemma 3.4), ldip/rdip and the
 * outcome prediction of Theorem 3.6. */
#include <stdlib.h>
#include <string.h>

#include "cgt/optclosed.h"
#include "cgt/rcf.h"
#include "cgt/util.h"
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

/* key[0] = roller, key[1..n] = bumps, already reduced and pruned. */
static game_t value_rec(const uint32_t *key, size_t n, int depth);

/* Normalises p (reduce, prune, mirror) into a fresh key; *neg if mirrored. */
static game_t value_of(lawn_pos *p, int depth) {
    cricket_reduce_prune(p);
    size_t n = p->n;
    uint32_t *k = cgt_malloc((n + 1) * sizeof *k), *m = cgt_malloc((n + 1) * sizeof *m);
    k[0] = (uint32_t)p->roller;
    m[0] = (uint32_t)(n - p->roller);
    for (size_t i = 0; i < n; i++) k[1 + i] = p->bumps[i], m[1 + i] = p->bumps[n - 1 - i];
    bool neg = memcmp(m, k, (n + 1) * sizeof *k) < 0;
    game_t g = value_rec(neg ? m : k, n, depth);
    cgt_free(k);
    cgt_free(m);
    return g == GAME_NONE ? g : neg ? game_neg(g) : g;
}

static game_t value_rec(const uint32_t *key, size_t n, int depth) {
    uint32_t *hit = lawn_memo_find(2, key, n + 1);
    if (hit) return *hit;
    if (cgt_aborted()) return GAME_NONE;
    if (depth > FORM_MAX_DEPTH) {
        cgt_limit_abort("position too deep");
        return GAME_NONE;
    }
    size_t roller = key[0];
    game_t *opts = cgt_malloc((n + 1) * sizeof *opts);
    size_t nl = 0, nr = 0;
    lawn_pos c = {cgt_malloc((n + 1) * sizeof(uint32_t)), n, 0};
    bool ok = true;
    for (int side = 0; side < 2 && ok; side++) {
        size_t reach = side == 0 ? roller : n - roller;
        for (size_t k = 1; k <= reach && ok; k++) {
            size_t b = side == 0 ? roller - k : roller + k - 1;
            if (key[1 + b] == 0) break;
            memcpy(c.bumps, key + 1, n * sizeof *c.bumps);
            c.n = n;
            for (size_t j = 1; j <= k; j++) c.bumps[side == 0 ? roller - j : roller + j - 1]--;
            c.roller = side == 0 ? roller - k : roller + k;
            game_t g = value_of(&c, depth + 1);
            if (g == GAME_NONE) ok = false;
            opts[side == 0 ? nl++ : n - nr++] = g;
        }
    }
    cgt_free(c.bumps);
    /* Left options fill opts from the front, Right options from the back */
    game_t res = ok ? game_make(opts, nl, opts + n + 1 - nr, nr) : GAME_NONE;
    cgt_free(opts);
    if (res != GAME_NONE && !cgt_aborted()) lawn_memo_put(2, key, n + 1, res);
    return res;
}

game_t cricket_value(const lawn_pos *p) {
    lawn_pos q = {cgt_malloc((p->n + 1) * sizeof(uint32_t)), p->n, p->roller};
    if (p->n) memcpy(q.bumps, p->bumps, p->n * sizeof *q.bumps);
    game_t g = value_of(&q, 0);
    lawn_pos_clear(&q);
    return g;
}

int cricket_explore(long counts[3][3], long maxbump, long maxlen,
                    int (*visit)(void *arg, const cricket_row *row), void *arg) {
    memset(counts, 0, 3 * sizeof *counts);
    uint32_t *b = cgt_malloc((size_t)(maxlen + 1) * sizeof *b);
    int rc = 0;
    for (long n = 0; n <= maxlen && rc == 0; n++) {
        for (long i = 0; i < n; i++) b[i] = 1;
        for (;;) {
            for (long roller = 0; roller <= n && rc == 0; roller++) {
                lawn_pos p = {b, (size_t)n, (size_t)roller};
                game_t g = cricket_value(&p);
                if (g == GAME_NONE) {
                    rc = cgt_limit_check();
                    if (rc == 0) rc = cgt_error(CGT_ELIMIT, "limit reached");
                    break;
                }
                cricket_row row = {&p, g, rcf_reduce(g), cricket_ldip(&p), cricket_rdip(&p), 0, 0};
                row.relation = row.ldip < row.rdip ? 0 : row.ldip == row.rdip ? 1 : 2;
                row.kind = game_is_number(row.rcf) ? 0 : game_is_switch(row.rcf) ? 1 : 2;
                counts[row.relation][row.kind]++;
                if (visit) rc = visit(arg, &row);
            }
            if (rc) break;
            long i = 0;
            while (i < n && b[i] == (uint32_t)maxbump) b[i++] = 1;
            if (i == n) break;
            b[i]++;
        }
    }
    cgt_free(b);
    return rc;
}
