/* test_gen_stats.c - the distributions the generators define, on a 3x2
 * board (7 interior segments, 15 spanning trees), against exact
 * probabilities computed here from the algorithms' definitions (issue 20:
 * the speed-ups of Kruskal, Prim and Wilson must keep their distributions):
 *   - Kruskal: the tree left by a uniformly random order of the segments,
 *     by enumerating all 7! = 5040 orders;
 *   - Prim: from a uniformly random cell, a uniformly random segment from
 *     the tree to a cell outside it at each step, by enumerating every
 *     sequence of choices with its probability;
 *   - Wilson and Aldous-Broder: every spanning tree equally likely (D. B.
 *     Wilson, "Generating random spanning trees more quickly than the cover
 *     time", STOC 1996; Aldous 1990, Broder 1989).
 * Each tree's count over many seeds must lie within 5 standard deviations
 * of the expected count, and no other door set may appear. */
#include <math.h>
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

enum { ROWS = 2, COLS = 3, CELLS = 6, SEGS = 7 };
/* The segments as (cell, direction): east ones, then south ones. */
static const int seg_cell[SEGS] = {0, 1, 3, 4, 0, 1, 2};
static const int seg_dir[SEGS] = {GRID_E, GRID_E, GRID_E, GRID_E, GRID_S, GRID_S, GRID_S};
static int seg_other(int s) {
    return seg_cell[s] + (seg_dir[s] == GRID_E ? 1 : COLS);
}

static int uf_root(int *p, int x) {
    while (p[x] != x) x = p[x];
    return x;
}
/* 1 if the segments of mask form a spanning tree of the 6 cells. */
static int is_tree(int mask) {
    int p[CELLS], k = 0;
    for (int i = 0; i < CELLS; i++) p[i] = i;
    for (int s = 0; s < SEGS; s++)
        if (mask >> s & 1) {
            int a = uf_root(p, seg_cell[s]), b = uf_root(p, seg_other(s));
            if (a == b) return 0;
            p[a] = b;
            k++;
        }
    return k == CELLS - 1;
}

/* Kruskal's exact distribution: every order of the 7 segments. */
static void kruskal_exact(double prob[1 << SEGS]) {
    int order[SEGS];
    for (int i = 0; i < SEGS; i++) order[i] = i;
    long total = 0;
    memset(prob, 0, sizeof(double) << SEGS);
    for (;;) {
        int p[CELLS], mask = 0;
        for (int i = 0; i < CELLS; i++) p[i] = i;
        for (int i = 0; i < SEGS; i++) {
            int s = order[i], a = uf_root(p, seg_cell[s]), b = uf_root(p, seg_other(s));
            if (a != b) p[a] = b, mask |= 1 << s;
        }
        prob[mask] += 1;
        total++;
        /* the next permutation in lexicographic order */
        int i = SEGS - 2;
        while (i >= 0 && order[i] > order[i + 1]) i--;
        if (i < 0) break;
        int j = SEGS - 1;
        while (order[j] < order[i]) j--;
        int t = order[i];
        order[i] = order[j], order[j] = t;
        for (int a = i + 1, b = SEGS - 1; a < b; a++, b--)
            t = order[a], order[a] = order[b], order[b] = t;
    }
    for (int m = 0; m < 1 << SEGS; m++) prob[m] /= (double)total;
}

/* Prim's exact distribution: from the tree `in` (cells) with doors `mask`,
 * each segment from the tree to a cell outside it with equal probability. */
static void prim_grow(double prob[1 << SEGS], int in, int mask, double p) {
    int cand[SEGS], k = 0;
    for (int s = 0; s < SEGS; s++) {
        int a = in >> seg_cell[s] & 1, b = in >> seg_other(s) & 1;
        if (a != b) cand[k++] = s;
    }
    if (k == 0) {
        prob[mask] += p;
        return;
    }
    for (int i = 0; i < k; i++) {
        int s = cand[i];
        prim_grow(prob, in | 1 << seg_cell[s] | 1 << seg_other(s), mask | 1 << s, p / k);
    }
}

/* Draws `reps` mazes of algo and checks the door sets' counts against prob. */
static void check_distribution(int algo, const double prob[1 << SEGS], long reps) {
    long count[1 << SEGS] = {0};
    uint64_t seed = test_seed();
    for (long i = 0; i < reps; i++) {
        grid g;
        CHECK_INT(maze_generate(&g, algo, ROWS, COLS, seed + (uint64_t)i), 0);
        int mask = 0;
        for (int s = 0; s < SEGS; s++) mask |= grid_is_open(&g, seg_cell[s], seg_dir[s]) << s;
        count[mask]++;
        grid_clear(&g);
    }
    int trees = 0;
    for (int m = 0; m < 1 << SEGS; m++) {
        double want = prob[m] * (double)reps, sd = sqrt(want * (1 - prob[m]));
        trees += prob[m] > 0;
        if (prob[m] == 0)
            CHECK_MSG(count[m] == 0, "%s: door set %#x (not a possible maze) drawn %ld times",
                      maze_algo_name(algo), m, count[m]);
        else
            CHECK_MSG(fabs((double)count[m] - want) <= 5 * sd + 1,
                      "%s: tree %#x drawn %ld times in %ld, expected %.1f (sd %.1f; seeds from "
                      "%llu)",
                      maze_algo_name(algo), m, count[m], reps, want, sd, (unsigned long long)seed);
    }
    CHECK_INT(trees, 15); /* the 3x2 grid's spanning trees (matrix-tree theorem) */
}

TEST(kruskal_is_a_random_segment_order) {
    double prob[1 << SEGS];
    kruskal_exact(prob);
    /* Kruskal's trees are not all equally likely: the table is the truth */
    check_distribution(MAZE_KRUSKAL, prob, test_iterations(30000));
}

TEST(prim_picks_uniform_frontier_segments) {
    double prob[1 << SEGS];
    memset(prob, 0, sizeof prob);
    for (int c = 0; c < CELLS; c++) prim_grow(prob, 1 << c, 0, 1.0 / CELLS);
    check_distribution(MAZE_PRIM, prob, test_iterations(30000));
}

TEST(wilson_and_aldous_broder_are_uniform) {
    double prob[1 << SEGS];
    for (int m = 0; m < 1 << SEGS; m++) prob[m] = is_tree(m) ? 1.0 / 15 : 0;
    check_distribution(MAZE_WILSON, prob, test_iterations(30000));
    check_distribution(MAZE_ALDOUS_BRODER, prob, test_iterations(30000));
}
