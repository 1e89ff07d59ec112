/* learn.c - the self-teaching maze learner sketched in section 5: a small
 * network that sees only the type of the cell it is in (which sides are
 * doors), chooses a compass move, predicts the type of the next cell, and
 * adjusts its own weights without a teacher. */
#include <string.h>

#include "maze_internal.h"

/* Context: the cell type (4-bit door mask) and the previous move (4 = none),
 * playing the part of Jordan's serial "state" units. */
#define NCTX (16 * 5)

typedef struct net {
    double w[NCTX][4];     /* decision subnet -> move nodes */
    double p[NCTX][4][16]; /* predictor subnet: expected next cell type */
} net;

static int cell_type(const grid *g, long cell) {
    int t = 0;
    for (int d = 0; d < 4; d++)
        if (grid_move(g, cell, d) >= 0) t |= 1 << d;
    return t;
}

static double unit(cgt_rng *r) {
    return (double)(cgt_rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

/* One run from the start; returns steps to the goal or -1.  With learning,
 * weights move away from zero when the prediction comes true, towards zero
 * when it fails, and the moves of a successful run are rewarded. */
static long run(net *nt, const grid *g, long budget, int learning, cgt_rng *rng, long *tr_ctx,
                int *tr_move) {
    long cell = g->start, steps = 0;
    int prev = 4;
    while (steps < budget) {
        if (cell == g->goal || MZ_STOP()) break;
        int t = cell_type(g, cell), ctx = t * 5 + prev;
        /* winner-take-all among the possible moves (walls inhibit the others) */
        int best = -1;
        double bs = 0;
        for (int m = 0; m < 4; m++) {
            if (!(t >> m & 1)) continue;
            double s = nt->w[ctx][m] * (0.5 + unit(rng)) + (unit(rng) < 0.15 ? 1e9 * unit(rng) : 0);
            if (best < 0 || s > bs) best = m, bs = s;
        }
        if (best < 0) return -1;
        int pred = 0;
        for (int k = 1; k < 16; k++)
            if (nt->p[ctx][best][k] > nt->p[ctx][best][pred]) pred = k;
        long y = grid_move(g, cell, best);
        int actual = cell_type(g, y);
        if (learning) {
            if (nt->p[ctx][best][pred] > 0 && pred == actual)
                nt->w[ctx][best] *= 1.01; /* away from zero */
            else
                nt->w[ctx][best] *= 0.99; /* towards zero */
            nt->p[ctx][best][actual] += 1;
            if (nt->w[ctx][best] < 1e-3) nt->w[ctx][best] = 1e-3;
        }
        tr_ctx[steps] = ctx;
        tr_move[steps] = best;
        steps++;
        cell = y;
        prev = best;
    }
    if (cell != g->goal) {
        if (learning) /* a failed run: its moves lose weight */
            for (long i = 0; i < steps; i++) {
                nt->w[tr_ctx[i]][tr_move[i]] *= 0.9;
                if (nt->w[tr_ctx[i]][tr_move[i]] < 1e-3) nt->w[tr_ctx[i]][tr_move[i]] = 1e-3;
            }
        return -1;
    }
    if (learning) /* reward: the moves of this run, most recent most */
        for (long i = steps - 1, k = 0; i >= 0; i--, k++) {
            double bonus = 2.0;
            for (long j = 0; j < k && bonus > 1e-6; j++) bonus *= 0.97;
            nt->w[tr_ctx[i]][tr_move[i]] += bonus;
        }
    return steps;
}

static long random_walk(const grid *g, long budget, cgt_rng *rng) {
    long cell = g->start, steps = 0;
    while (cell != g->goal && steps < budget) {
        if (MZ_STOP()) break;
        long to[4];
        int k = 0;
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, cell, d);
            if (y >= 0) to[k++] = y;
        }
        if (!k) return -1;
        cell = to[cgt_rng_below(rng, (uint64_t)k)];
        steps++;
    }
    return cell == g->goal ? steps : -1;
}

int maze_learn(maze_learn_result *out, const grid *g, long train_runs, long test_runs, long budget,
               uint64_t seed) {
    memset(out, 0, sizeof *out);
    if (g->start < 0 || g->goal < 0)
        return cgt_error(CGT_EVALUE, "the maze needs a start and a goal");
    long n = grid_cells(g);
    long *dist = cgt_malloc((size_t)n * sizeof *dist);
    maze_bfs(dist, g, g->start);
    long shortest = dist[g->goal];
    cgt_free(dist);
    if (shortest < 0) return cgt_error(CGT_EVALUE, "the goal cannot be reached from the start");
    if (budget <= 0) budget = 2 * n + 10;
    net *nt = cgt_malloc(sizeof *nt);
    for (int c = 0; c < NCTX; c++)
        for (int m = 0; m < 4; m++) {
            nt->w[c][m] = 1;
            for (int k = 0; k < 16; k++) nt->p[c][m][k] = 0;
        }
    long *tc = cgt_malloc((size_t)budget * sizeof *tc);
    int *tm = cgt_malloc((size_t)budget * sizeof *tm);
    cgt_rng rng;
    cgt_rng_seed(&rng, seed);
    long won = 0;
    for (long i = 0; i < train_runs && !cgt_limit_poll(); i++)
        won += run(nt, g, budget, 1, &rng, tc, tm) >= 0;
    long ok = 0, rok = 0;
    double steps = 0, rsteps = 0;
    for (long i = 0; i < test_runs && !cgt_limit_poll(); i++) {
        long s = run(nt, g, budget, 0, &rng, tc, tm);
        if (s >= 0) ok++, steps += (double)s;
        long r = random_walk(g, budget, &rng);
        if (r >= 0) rok++, rsteps += (double)r;
    }
    out->train_runs = train_runs;
    out->train_successes = won;
    out->test_runs = test_runs;
    out->budget = budget;
    out->shortest = shortest;
    out->learner_rate = test_runs ? (double)ok / (double)test_runs : 0;
    out->random_rate = test_runs ? (double)rok / (double)test_runs : 0;
    out->learner_mean_steps = ok ? steps / (double)ok : 0;
    out->random_mean_steps = rok ? rsteps / (double)rok : 0;
    cgt_free(nt);
    cgt_free(tc);
    cgt_free(tm);
    return cgt_aborted() ? cgt_limit_error() : 0;
}
