/* outcome.c - outcomes with draws: retrograde analysis over the product of
 * the components of a sum (fast, implicit product with counters) and the
 * slow reference (explicit sum graph, naive fixed-point iteration). */
#include <string.h>

#include "loopy/loopy_internal.h"

const char *loopy_outcome_name(loopy_outcome o) {
    static const char *names[3][3] = {
        /* left_first: R wins        D          L wins;  rows: right_first */
        {"R", "NCheck", "N"},    /* right first: Right wins */
        {"PCheck", "D", "NHat"}, /* right first: draw */
        {"P", "PHat", "L"},      /* right first: Left wins */
    };
    return names[o.right_first + 1][o.left_first + 1];
}

const char *loopy_result_name(loopy_result r) {
    return r == LOOPY_LEFT_WINS ? "Left wins" : r == LOOPY_RIGHT_WINS ? "Right wins" : "draw";
}

/* State results: 0 undecided (a draw at the end), 1 the player to move wins,
 * 2 the player to move loses. */
enum { UNDECIDED = 0, MOVER_WINS = 1, MOVER_LOSES = 2 };

static loopy_outcome outcome_from_states(uint8_t left_to_move, uint8_t right_to_move) {
    loopy_outcome o;
    o.left_first = left_to_move == MOVER_WINS    ? LOOPY_LEFT_WINS
                   : left_to_move == MOVER_LOSES ? LOOPY_RIGHT_WINS
                                                 : LOOPY_DRAW;
    o.right_first = right_to_move == MOVER_WINS    ? LOOPY_RIGHT_WINS
                    : right_to_move == MOVER_LOSES ? LOOPY_LEFT_WINS
                                                   : LOOPY_DRAW;
    return o;
}

/* Solves every state of the product of comps[0..k): position index
 * idx = sum t_i * stride_i (component 0 most significant), state 2 idx +
 * mover (0 Left to move).  *res (2 N bytes) is cgt_malloc'd. */
int loopy_solve_product(uint8_t **res_out, const loopy_game *comps, size_t k) {
    *res_out = NULL;
    uint64_t N = 1;
    for (size_t i = 0; i < k; i++) {
        N *= comps[i].n;
        if (N > (UINT32_MAX - 1) / 2) {
            cgt_limit_abort("loopy sum over 2^31 positions");
            return cgt_limit_error();
        }
    }
    uint64_t ns = 2 * N;
    if (cgt_limit_memory(ns * 9, "loopy retrograde analysis")) return cgt_limit_error();
    uint64_t *stride = cgt_malloc((k ? k : 1) * sizeof *stride);
    loopy_reverse *rv = cgt_malloc((k ? k : 1) * sizeof *rv);
    for (size_t i = k; i-- > 0;) {
        stride[i] = i + 1 < k ? stride[i + 1] * comps[i + 1].n : 1;
        loopy_reverse_init(&rv[i], &comps[i]);
    }
    uint8_t *res = cgt_calloc(ns, 1);
    uint32_t *cnt = cgt_malloc(ns * sizeof *cnt), *queue = cgt_malloc(ns * sizeof *queue);
    uint32_t nq = 0, head = 0;
    for (uint64_t idx = 0; idx < N; idx++) {
        uint32_t cl = 0, cr = 0;
        uint64_t rest = idx;
        for (size_t i = 0; i < k; i++) {
            uint32_t t = (uint32_t)(rest / stride[i]);
            rest %= stride[i];
            cl += comps[i].lstart[t + 1] - comps[i].lstart[t];
            cr += comps[i].rstart[t + 1] - comps[i].rstart[t];
        }
        cnt[2 * idx] = cl, cnt[2 * idx + 1] = cr;
        if (!cl) res[2 * idx] = MOVER_LOSES, queue[nq++] = (uint32_t)(2 * idx);
        if (!cr) res[2 * idx + 1] = MOVER_LOSES, queue[nq++] = (uint32_t)(2 * idx + 1);
    }
    while (head < nq) {
        if ((head & 1023) == 0 && cgt_limit_tick()) break;
        uint32_t s = queue[head++];
        uint64_t idx = s / 2;
        int mover = s & 1; /* the predecessors' mover is the other player */
        uint8_t r = res[s];
        uint64_t rest = idx;
        for (size_t i = 0; i < k; i++) {
            uint32_t t = (uint32_t)(rest / stride[i]);
            rest %= stride[i];
            /* mover 1 (Right to move at s): s was reached by a Left move */
            const uint32_t *ps = mover ? rv[i].lpstart : rv[i].rpstart;
            const uint32_t *pr = mover ? rv[i].lpred : rv[i].rpred;
            for (uint32_t j = ps[t]; j < ps[t + 1]; j++) {
                uint64_t pidx = idx - (uint64_t)t * stride[i] + (uint64_t)pr[j] * stride[i];
                uint32_t p = (uint32_t)(2 * pidx + (mover ^ 1));
                if (res[p] != UNDECIDED) continue;
                if (r == MOVER_LOSES) {
                    res[p] = MOVER_WINS;
                    queue[nq++] = p;
                } else if (--cnt[p] == 0) {
                    res[p] = MOVER_LOSES;
                    queue[nq++] = p;
                }
            }
        }
    }
    for (size_t i = 0; i < k; i++) loopy_reverse_clear(&rv[i]);
    cgt_free(rv);
    cgt_free(stride);
    cgt_free(cnt);
    cgt_free(queue);
    if (cgt_aborted()) {
        cgt_free(res);
        return cgt_limit_error();
    }
    *res_out = res;
    return 0;
}

/* A component is minimised before the product when the other components
 * have at least this many position combinations. */
#define MINIMIZE_FACTOR 32

int loopy_outcome_sum(loopy_outcome *out, const loopy_game *comps, size_t k) {
    if (k == 0) {
        out->left_first = LOOPY_RIGHT_WINS, out->right_first = LOOPY_LEFT_WINS;
        return 0;
    }
    /* loop-free components are replaced by their canonical forms (often far
     * smaller: a sum of short games is one node per canonical follower) */
    loopy_game *c = cgt_calloc(k, sizeof *c);
    int rc = 0;
    for (size_t i = 0; i < k && rc == 0; i++) {
        /* a loopy component is minimised only when the product with the
         * others is large enough to repay the refinement rounds (a single
         * large game, or one against a small one, is solved as it is) */
        uint64_t others = 1;
        for (size_t j = 0; j < k && others < MINIMIZE_FACTOR; j++)
            if (j != i) others *= comps[j].n;
        game_t g = loopy_get_game(&comps[i]);
        if (g != GAME_NONE)
            rc = loopy_from_game(&c[i], g);
        else if (cgt_aborted())
            rc = cgt_limit_error();
        else if (others >= MINIMIZE_FACTOR)
            rc = loopy_minimize(&c[i], &comps[i]);
        else
            rc = loopy_copy(&c[i], &comps[i]);
    }
    uint8_t *res = NULL;
    if (rc == 0) rc = loopy_solve_product(&res, c, k);
    if (rc == 0) {
        uint64_t idx = 0, stride = 1;
        for (size_t i = k; i-- > 0;) {
            idx += c[i].root * stride;
            stride *= c[i].n;
        }
        *out = outcome_from_states(res[2 * idx], res[2 * idx + 1]);
        cgt_free(res);
    }
    for (size_t i = 0; i < k; i++) loopy_clear(&c[i]);
    cgt_free(c);
    return rc;
}

int loopy_get_outcome(loopy_outcome *out, const loopy_game *g) {
    return loopy_outcome_sum(out, g, 1);
}

int loopy_outcome_sum_slow(loopy_outcome *out, const loopy_game *comps, size_t k) {
    if (k == 0) return loopy_outcome_sum(out, comps, 0);
    loopy_game s;
    int rc = loopy_copy(&s, &comps[0]);
    for (size_t i = 1; i < k && rc == 0; i++) {
        loopy_game t;
        rc = loopy_add(&t, &s, &comps[i]);
        loopy_clear(&s);
        s = t;
    }
    if (rc < 0) return rc;
    uint8_t *res = cgt_calloc(2 * (size_t)s.n, 1);
    bool changed = true;
    while (changed && !cgt_limit_poll()) {
        changed = false;
        for (uint32_t v = 0; v < s.n; v++)
            for (int m = 0; m < 2; m++) {
                if (res[2 * v + m]) continue;
                const uint32_t *st = m ? s.rstart : s.lstart, *op = m ? s.right : s.left;
                bool win = false, all_lose = true;
                for (uint32_t i = st[v]; i < st[v + 1]; i++) {
                    uint8_t r = res[2 * op[i] + (m ^ 1)];
                    if (r == MOVER_LOSES) win = true;
                    if (r != MOVER_WINS) all_lose = false;
                }
                if (win)
                    res[2 * v + m] = MOVER_WINS, changed = true;
                else if (all_lose)
                    res[2 * v + m] = MOVER_LOSES, changed = true;
            }
    }
    if (!cgt_aborted()) *out = outcome_from_states(res[2 * s.root], res[2 * s.root + 1]);
    cgt_free(res);
    loopy_clear(&s);
    return cgt_aborted() ? cgt_limit_error() : 0;
}
