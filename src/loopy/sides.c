/* sides.c - onsides and offsides (sidling).  G's onside G+ is G played with
 * infinite play won by Left, its offside G- with infinite play won by Right.
 * Comparing sides is a Buchi game on the product of a sum: G+ <= H+ iff Left,
 * moving second in H - G, can make sure that she wins or that play goes on
 * for ever with infinitely many moves in H; G- <= H- likewise with
 * infinitely many moves in -G (for stoppers both are "Left survives").  The
 * onside as a stopper is found by deleting options while every node keeps
 * its side, checked with those comparisons, until no alternating cycle is
 * left. */
#include <string.h>

#include "loopy/loopy_internal.h"

/* g with Left and Right exchanged, sharing g's arrays (same numbering). */
static loopy_game negated_view(const loopy_game *g) {
    loopy_game t = *g;
    t.lstart = g->rstart, t.left = g->right;
    t.rstart = g->lstart, t.right = g->left;
    return t;
}

/* States of the product of two components: s = 4 idx + 2 mover + bit, with
 * idx = t0 * n1 + t1, mover 0 Left to move, bit 1 if the move that led here
 * was made in component fcomp. */
typedef struct buchi {
    const loopy_game *c; /* two components */
    loopy_reverse rv[2];
    uint64_t n1, N;
    int fcomp;
} buchi;

static uint32_t outdeg(const buchi *b, uint64_t idx, int mover) {
    uint32_t t0 = (uint32_t)(idx / b->n1), t1 = (uint32_t)(idx % b->n1), d = 0;
    const loopy_game *c = b->c;
    if (mover)
        d = c[0].rstart[t0 + 1] - c[0].rstart[t0] + c[1].rstart[t1 + 1] - c[1].rstart[t1];
    else
        d = c[0].lstart[t0 + 1] - c[0].lstart[t0] + c[1].lstart[t1 + 1] - c[1].lstart[t1];
    return d;
}

/* Runs the code after p for every predecessor state p of state s. */
#define FOR_PREDS(b, s, p, ...)                                                                    \
    do {                                                                                           \
        uint64_t idx_ = (s) / 4;                                                                   \
        int mover_ = (int)(((s) / 2) & 1), bit_ = (int)((s)&1), pm_ = mover_ ^ 1;                  \
        uint32_t t_[2] = {(uint32_t)(idx_ / (b)->n1), (uint32_t)(idx_ % (b)->n1)};                 \
        for (int i_ = 0; i_ < 2; i_++) {                                                           \
            if ((i_ == (b)->fcomp) != bit_) continue;                                              \
            /* the move into s was made by pm_: s's position is a pm_-option of p's */             \
            const uint32_t *ps_ = pm_ ? (b)->rv[i_].rpstart : (b)->rv[i_].lpstart;                 \
            const uint32_t *pr_ = pm_ ? (b)->rv[i_].rpred : (b)->rv[i_].lpred;                     \
            for (uint32_t j_ = ps_[t_[i_]]; j_ < ps_[t_[i_] + 1]; j_++) {                          \
                uint64_t pidx_ = i_ == 0 ? (uint64_t)pr_[j_] * (b)->n1 + t_[1]                     \
                                         : (uint64_t)t_[0] * (b)->n1 + pr_[j_];                    \
                for (int pb_ = 0; pb_ < 2; pb_++) {                                                \
                    uint64_t p = 4 * pidx_ + 2 * (uint64_t)pm_ + (uint64_t)pb_;                    \
                    __VA_ARGS__;                                                                   \
                }                                                                                  \
            }                                                                                      \
        }                                                                                          \
    } while (0)

/* Solves the Buchi game: win[s] = 1 iff Left wins from state s (wins
 * outright, or infinitely many moves in component fcomp). */
static int solve_buchi(uint8_t **win_out, const loopy_game c[2], int fcomp) {
    buchi b;
    b.c = c;
    b.n1 = c[1].n;
    b.N = (uint64_t)c[0].n * c[1].n;
    b.fcomp = fcomp;
    *win_out = NULL;
    if (b.N > (UINT32_MAX / 4)) {
        cgt_limit_abort("loopy comparison over 2^30 positions");
        return cgt_limit_error();
    }
    uint64_t ns = 4 * b.N;
    if (cgt_limit_memory(ns * 10, "loopy side comparison")) return cgt_limit_error();
    loopy_reverse_init(&b.rv[0], &c[0]);
    loopy_reverse_init(&b.rv[1], &c[1]);
    uint8_t *inR = cgt_calloc(ns, 1), *inA = cgt_malloc(ns);
    uint32_t *cnt = cgt_malloc(ns * sizeof *cnt), *queue = cgt_malloc(ns * sizeof *queue);
    for (;;) {
        if (cgt_limit_tick()) break;
        /* A: Left's attractor of the visits to fcomp, inside the arena */
        uint32_t nq = 0, head = 0;
        for (uint64_t s = 0; s < ns; s++) {
            inA[s] = 0;
            if (inR[s]) continue;
            int mover = (int)((s / 2) & 1);
            uint32_t d = outdeg(&b, s / 4, mover);
            cnt[s] = mover ? d : 1;
            /* a visit counts unless Left is stuck there (play ends, Right
             * wins); Right stuck is a win for Left */
            if (((s & 1) && (mover || d > 0)) || (mover && d == 0))
                inA[s] = 1, queue[nq++] = (uint32_t)s;
        }
        while (head < nq) {
            if ((head & 4095) == 0 && cgt_limit_tick()) break;
            uint64_t s = queue[head++];
            FOR_PREDS(&b, s, p, {
                if (!inR[p] && !inA[p] && --cnt[p] == 0) inA[p] = 1, queue[nq++] = (uint32_t)p;
            });
        }
        if (cgt_aborted()) break;
        /* C: the arena states from which Right avoids such visits */
        bool any = false;
        for (uint64_t s = 0; s < ns && !any; s++) any = !inR[s] && !inA[s];
        if (!any) break;
        /* W_R := Right's attractor of W_R and C */
        nq = head = 0;
        for (uint64_t s = 0; s < ns; s++) {
            int mover = (int)((s / 2) & 1);
            if (inR[s] || !inA[s]) {
                inR[s] = 1;
                queue[nq++] = (uint32_t)s;
            } else {
                cnt[s] = mover ? 1 : outdeg(&b, s / 4, 0);
            }
        }
        while (head < nq) {
            if ((head & 4095) == 0 && cgt_limit_tick()) break;
            uint64_t s = queue[head++];
            FOR_PREDS(&b, s, p, {
                if (!inR[p] && --cnt[p] == 0) inR[p] = 1, queue[nq++] = (uint32_t)p;
            });
        }
    }
    loopy_reverse_clear(&b.rv[0]);
    loopy_reverse_clear(&b.rv[1]);
    cgt_free(inA);
    cgt_free(cnt);
    cgt_free(queue);
    if (cgt_aborted()) {
        cgt_free(inR);
        return cgt_limit_error();
    }
    for (uint64_t s = 0; s < ns; s++) inR[s] = !inR[s];
    *win_out = inR;
    return 0;
}

int loopy_side_leq(bool *out, const loopy_game *a, const loopy_game *b, loopy_side side) {
    loopy_game c[2] = {*b, negated_view(a)};
    uint8_t *win;
    int rc = solve_buchi(&win, c, side == LOOPY_ONSIDE ? 0 : 1);
    if (rc < 0) return rc;
    uint64_t idx = (uint64_t)b->root * a->n + a->root;
    *out = win[4 * idx + 2];
    cgt_free(win);
    return 0;
}

/* Every node of b (same numbering as a) has the same side as in a. */
static int same_sides(bool *out, const loopy_game *a, const loopy_game *b, loopy_side side) {
    *out = true;
    uint32_t n = a->n;
    for (int dir = 0; dir < 2 && *out; dir++) {
        /* dir 0: a_v <= b_v, played in b - a */
        loopy_game c[2] = {dir ? *a : *b, negated_view(dir ? b : a)};
        uint8_t *win;
        int rc = solve_buchi(&win, c, side == LOOPY_ONSIDE ? 0 : 1);
        if (rc < 0) return rc;
        for (uint32_t v = 0; v < n && *out; v++) *out = win[4 * ((uint64_t)v * n + v) + 2];
        cgt_free(win);
    }
    return 0;
}

/* Successors of state s = 2v + mover in the alternating state graph. */
static void state_succ(const loopy_game *g, uint32_t s, const uint32_t **op, uint32_t *n) {
    uint32_t v = s / 2;
    if (s & 1)
        *op = g->right + g->rstart[v], *n = g->rstart[v + 1] - g->rstart[v];
    else
        *op = g->left + g->lstart[v], *n = g->lstart[v + 1] - g->lstart[v];
}

/* comp[s]: the strongly connected component of every state (Tarjan's
 * algorithm, iterative). */
void loopy_state_sccs(uint32_t *comp, const loopy_game *g) {
    uint32_t ns = 2 * g->n, counter = 0, ncomp = 0, sp = 0, cs = 0;
    uint32_t *index = cgt_malloc(ns * sizeof *index), *low = cgt_malloc(ns * sizeof *low);
    uint32_t *stack = cgt_malloc(ns * sizeof *stack), *call = cgt_malloc(ns * sizeof *call);
    uint32_t *pos = cgt_malloc(ns * sizeof *pos);
    uint8_t *on = cgt_calloc(ns, 1);
    for (uint32_t s = 0; s < ns; s++) index[s] = UINT32_MAX;
    for (uint32_t r = 0; r < ns; r++) {
        if (index[r] != UINT32_MAX) continue;
        call[cs++] = r, pos[r] = 0, index[r] = low[r] = counter++, stack[sp++] = r, on[r] = 1;
        while (cs) {
            uint32_t s = call[cs - 1];
            const uint32_t *op;
            uint32_t n;
            state_succ(g, s, &op, &n);
            if (pos[s] < n) {
                uint32_t t = 2 * op[pos[s]++] + ((s & 1) ^ 1);
                if (index[t] == UINT32_MAX) {
                    call[cs++] = t, pos[t] = 0, index[t] = low[t] = counter++, stack[sp++] = t,
                    on[t] = 1;
                } else if (on[t] && index[t] < low[s]) {
                    low[s] = index[t];
                }
                continue;
            }
            if (low[s] == index[s]) {
                uint32_t t;
                do {
                    t = stack[--sp];
                    on[t] = 0;
                    comp[t] = ncomp;
                } while (t != s);
                ncomp++;
            }
            cs--;
            if (cs && low[s] < low[call[cs - 1]]) low[call[cs - 1]] = low[s];
        }
    }
    cgt_free(index), cgt_free(low), cgt_free(stack), cgt_free(call), cgt_free(pos), cgt_free(on);
}

/* g without the options of one player (Right for the onside, Left for the
 * offside) that lie on an alternating cycle.  Returns how many were removed. */
static uint32_t without_cycle_moves(loopy_game *out, const loopy_game *g, loopy_side side) {
    uint32_t *comp = cgt_malloc(2 * (size_t)g->n * sizeof *comp), removed = 0;
    loopy_state_sccs(comp, g);
    int right = side == LOOPY_ONSIDE;
    loopy_builder b;
    lb_init(&b);
    lb_nodes_copy(&b, g->n);
    for (uint32_t v = 0; v < g->n; v++) {
        for (uint32_t i = g->lstart[v]; i < g->lstart[v + 1]; i++)
            if (!right && comp[2 * v] == comp[2 * g->left[i] + 1])
                removed++;
            else
                lb_add_left(&b, v, g->left[i]);
        for (uint32_t i = g->rstart[v]; i < g->rstart[v + 1]; i++)
            if (right && comp[2 * v + 1] == comp[2 * g->right[i]])
                removed++;
            else
                lb_add_right(&b, v, g->right[i]);
    }
    /* same numbering as g */
    size_t nl = 0, nr = 0;
    for (uint32_t v = 0; v < b.n; v++) nl += b.nodes[v].nl, nr += b.nodes[v].nr;
    out->n = g->n, out->root = g->root;
    out->lstart = cgt_malloc(((size_t)g->n + 1) * sizeof(uint32_t));
    out->rstart = cgt_malloc(((size_t)g->n + 1) * sizeof(uint32_t));
    out->left = cgt_malloc((nl ? nl : 1) * sizeof(uint32_t));
    out->right = cgt_malloc((nr ? nr : 1) * sizeof(uint32_t));
    uint32_t kl = 0, kr = 0;
    for (uint32_t v = 0; v < b.n; v++) {
        out->lstart[v] = kl, out->rstart[v] = kr;
        for (uint32_t i = 0; i < b.nodes[v].nl; i++) out->left[kl++] = b.nodes[v].l[i];
        for (uint32_t i = 0; i < b.nodes[v].nr; i++) out->right[kr++] = b.nodes[v].r[i];
    }
    out->lstart[g->n] = kl, out->rstart[g->n] = kr;
    lb_clear(&b);
    cgt_free(comp);
    return removed;
}

int loopy_get_side_slow(loopy_game *out, const loopy_game *g, loopy_side side) {
    memset(out, 0, sizeof *out);
    loopy_game cur;
    int rc = loopy_minimize(&cur, g);
    if (rc < 0) return rc;
    /* first the cheap guess: the opponent's moves around alternating cycles
     * (infinite play is the side's winner's) all deleted at once */
    if (!loopy_is_stopper(&cur)) {
        loopy_game cand;
        bool same = false;
        uint32_t nrem = without_cycle_moves(&cand, &cur, side);
        if (nrem > 0 && (rc = same_sides(&same, &cur, &cand, side)) == 0 && same) {
            loopy_clear(&cur);
            cur = cand;
        } else {
            loopy_clear(&cand);
        }
        if (rc < 0) {
            loopy_clear(&cur);
            return rc;
        }
    }
    /* delete options, one at a time, while every node keeps its side */
    for (uint32_t round = 0; rc == 0 && !loopy_is_stopper(&cur); round++) {
        bool accepted = false;
        for (uint32_t x = 0; !accepted && rc == 0 && x < cur.n; x++)
            for (int right = 0; right < 2 && !accepted && rc == 0; right++) {
                const uint32_t *st = right ? cur.rstart : cur.lstart;
                for (uint32_t i = st[x]; !accepted && rc == 0 && i < st[x + 1]; i++) {
                    /* the candidate: cur without option i of x */
                    loopy_game cand;
                    cand.n = cur.n, cand.root = cur.root;
                    uint32_t ml = cur.lstart[cur.n], mr = cur.rstart[cur.n];
                    cand.lstart = cgt_malloc((cur.n + 1) * sizeof(uint32_t));
                    cand.rstart = cgt_malloc((cur.n + 1) * sizeof(uint32_t));
                    cand.left = cgt_malloc((ml ? ml : 1) * sizeof(uint32_t));
                    cand.right = cgt_malloc((mr ? mr : 1) * sizeof(uint32_t));
                    uint32_t kl = 0, kr = 0;
                    for (uint32_t v = 0; v < cur.n; v++) {
                        cand.lstart[v] = kl, cand.rstart[v] = kr;
                        for (uint32_t j = cur.lstart[v]; j < cur.lstart[v + 1]; j++)
                            if (right || j != i) cand.left[kl++] = cur.left[j];
                        for (uint32_t j = cur.rstart[v]; j < cur.rstart[v + 1]; j++)
                            if (!right || j != i) cand.right[kr++] = cur.right[j];
                    }
                    cand.lstart[cur.n] = kl, cand.rstart[cur.n] = kr;
                    bool same = false;
                    rc = same_sides(&same, &cur, &cand, side);
                    if (rc == 0 && same) {
                        loopy_clear(&cur);
                        cur = cand;
                        accepted = true;
                    } else {
                        loopy_clear(&cand);
                    }
                }
            }
        if (rc == 0 && !accepted)
            rc = cgt_error(CGT_EVALUE, "the %s of this game is not a stopper that sidling finds",
                           side == LOOPY_ONSIDE ? "onside" : "offside");
        if (rc == 0) {
            /* drop unreachable nodes */
            loopy_game t;
            rc = loopy_copy(&t, &cur);
            if (rc == 0) {
                loopy_clear(&cur);
                cur = t;
            }
        }
    }
    if (rc == 0) rc = loopy_simplify(out, &cur);
    loopy_clear(&cur);
    return rc;
}

int loopy_get_side(loopy_game *out, const loopy_game *g, loopy_side side) {
    int rc = loopy_sidle(out, g, side);
    /* sidling does not settle when a stopper part is only approached in the
     * limit (over = {0|pass}: 1, 1/2, 1/4, ...); the search by deletions is
     * practical on small graphs only */
    if (rc == CGT_EVALUE && g->n <= LOOPY_SIDLE_FALLBACK) {
        cgt_error_clear();
        rc = loopy_get_side_slow(out, g, side);
    }
    return rc;
}

int loopy_general_leq(bool *out, const loopy_game *a, const loopy_game *b) {
    if (loopy_is_stopper(a) && loopy_is_stopper(b)) return loopy_leq(out, a, b);
    bool on = false, off = false;
    int rc = loopy_side_leq(&on, a, b, LOOPY_ONSIDE);
    if (rc == 0 && on) rc = loopy_side_leq(&off, a, b, LOOPY_OFFSIDE);
    *out = on && off;
    return rc;
}

int loopy_upsum(loopy_game *out, const loopy_game *a, const loopy_game *b, loopy_side side) {
    memset(out, 0, sizeof *out);
    loopy_game s;
    int rc = loopy_add(&s, a, b);
    if (rc < 0) return rc;
    rc = loopy_get_side(out, &s, side);
    loopy_clear(&s);
    return rc;
}

int loopy_degree(loopy_game *out, const loopy_game *g) {
    memset(out, 0, sizeof *out);
    if (!loopy_is_stopper(g)) return cgt_error(CGT_EVALUE, "the degree needs a stopper");
    if (loopy_is_loopfree(g)) return loopy_from_game(out, game_zero());
    loopy_game n;
    int rc = loopy_neg(&n, g);
    if (rc < 0) return rc;
    rc = loopy_upsum(out, g, &n, LOOPY_ONSIDE);
    loopy_clear(&n);
    return rc;
}

int loopy_equal(bool *eq, const loopy_game *a, const loopy_game *b) {
    bool x = false, y = false;
    int rc = loopy_general_leq(&x, a, b);
    if (rc == 0 && x) rc = loopy_general_leq(&y, b, a);
    *eq = x && y;
    return rc;
}

int loopy_variety(loopy_game *out, const loopy_game *g) {
    memset(out, 0, sizeof *out);
    loopy_game d, dd, ng, nd, t1, t2, up, down;
    memset(&dd, 0, sizeof dd), memset(&ng, 0, sizeof ng), memset(&nd, 0, sizeof nd);
    memset(&t1, 0, sizeof t1), memset(&t2, 0, sizeof t2), memset(&up, 0, sizeof up),
        memset(&down, 0, sizeof down);
    bool idem = false, same = false;
    int rc = loopy_degree(&d, g);
    if (rc < 0) return rc;
    if ((rc = loopy_add(&dd, &d, &d)) == 0 && (rc = loopy_equal(&idem, &dd, &d)) == 0 && !idem)
        rc = cgt_error(CGT_EVALUE, "the degree is not an idempotent");
    if (rc == 0 && (rc = loopy_neg(&ng, g)) == 0 && (rc = loopy_neg(&nd, &d)) == 0 &&
        (rc = loopy_upsum(&t1, &ng, &nd, LOOPY_OFFSIDE)) == 0 &&
        (rc = loopy_upsum(&up, g, &t1, LOOPY_ONSIDE)) == 0 &&
        (rc = loopy_upsum(&t2, &ng, &d, LOOPY_ONSIDE)) == 0 &&
        (rc = loopy_upsum(&down, g, &t2, LOOPY_OFFSIDE)) == 0 &&
        (rc = loopy_equal(&same, &up, &down)) == 0 && !same)
        rc =
            cgt_error(CGT_EVALUE, "the upsum and downsum varieties differ (a counterexample to the "
                                  "Stability Conjecture)");
    if (rc == 0) {
        *out = up;
        memset(&up, 0, sizeof up);
    }
    loopy_clear(&d), loopy_clear(&dd), loopy_clear(&ng), loopy_clear(&nd);
    loopy_clear(&t1), loopy_clear(&t2), loopy_clear(&up), loopy_clear(&down);
    return rc;
}
