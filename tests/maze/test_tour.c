/* test_tour.c - section 4.3's shortest walk through every cell from a given
 * start, against a breadth-first search over the states (cell, set of cells
 * visited), which finds the fewest moves after which every reachable cell
 * has been visited: the tree formula and Held-Karp must match it on every
 * small maze (perfect, braided, one-way doors), the nearest-cell heuristic
 * must never beat it; every walk is checked move by move. */
#include <stdlib.h>
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

/* The fewest moves from start visiting all `reach` reachable cells, -1 if
 * no walk does (n <= 16). */
static long ref_tour(const grid *g, long start, long reach_mask) {
    long n = grid_cells(g);
    size_t states = (size_t)n << n;
    int32_t *d = malloc(states * sizeof *d);
    uint32_t *q = malloc(states * sizeof *q);
    for (size_t i = 0; i < states; i++) d[i] = -1;
    size_t s0 = (size_t)start << n | (size_t)1 << start, head = 0, tail = 0;
    d[s0] = 0;
    q[tail++] = (uint32_t)s0;
    long ans = -1;
    while (head < tail) {
        size_t s = q[head++];
        long x = (long)(s >> n), mask = (long)(s & (((size_t)1 << n) - 1));
        if (mask == reach_mask) {
            ans = d[s];
            break;
        }
        for (int k = 0; k < 4; k++) {
            long y = grid_move(g, x, k);
            if (y < 0) continue;
            size_t t = (size_t)y << n | (size_t)(mask | 1L << y);
            if (d[t] < 0) {
                d[t] = d[s] + 1;
                q[tail++] = (uint32_t)t;
            }
        }
    }
    free(d);
    free(q);
    return ans;
}

static void check_walk(const grid *g, const maze_tour *t, long start, long reach_mask) {
    CHECK_INT(t->walk[0], start);
    CHECK_INT(t->length, t->walk_len - 1);
    long seen = 1L << start;
    for (long i = 0; i + 1 < t->walk_len; i++) {
        int ok = 0;
        for (int k = 0; k < 4; k++) ok |= grid_move(g, t->walk[i], k) == t->walk[i + 1];
        CHECK(ok);
        seen |= 1L << t->walk[i + 1];
    }
    CHECK_INT(seen, reach_mask);
}

TEST(tours_are_shortest_on_small_mazes) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0x70a7);
    long exact_loops = 0, traps = 0, nearest_trapped = 0;
    for (long it = 0; it < test_iterations(150); it++) {
        grid g;
        long rows = 1 + (long)cgt_rng_below(&rng, 3), cols = 1 + (long)cgt_rng_below(&rng, 4);
        CHECK_INT(maze_generate(&g, (int)cgt_rng_below(&rng, MAZE_ALGO_COUNT), rows, cols,
                                cgt_rng_next(&rng)),
                  0);
        int kind = (int)(it % 3);
        if (kind >= 1) maze_braid(&g, 0.8, cgt_rng_next(&rng));
        if (kind == 2) /* one-way doors at random: walks may be trapped */
            for (long x = 0; x < grid_cells(&g); x++)
                if (grid_neighbor(&g, x, GRID_E) >= 0 && grid_is_open(&g, x, GRID_E) &&
                    cgt_rng_below(&rng, 3) == 0)
                    grid_set_oneway(&g, x, GRID_E);
        long n = grid_cells(&g), start = (long)cgt_rng_below(&rng, (uint64_t)n);
        long *dist = malloc((size_t)n * sizeof *dist), reach_mask = 0;
        maze_bfs(dist, &g, start);
        for (long x = 0; x < n; x++)
            if (dist[x] >= 0) reach_mask |= 1L << x;
        free(dist);
        long want = ref_tour(&g, start, reach_mask);
        for (int m = MAZE_TOUR_AUTO; m <= MAZE_TOUR_NEAREST; m++) {
            maze_tour t;
            int rc = maze_tour_find(&t, &g, start, m);
            if (m == MAZE_TOUR_TREE && !maze_is_perfect(&g)) {
                CHECK_INT(rc, CGT_EVALUE);
                continue;
            }
            if (want < 0) { /* no walk visits every reachable cell */
                if (m != MAZE_TOUR_NEAREST || rc < 0) {
                    CHECK_INT(rc, CGT_EVALUE);
                    traps += m == MAZE_TOUR_HELD_KARP;
                    continue;
                }
            }
            if (rc < 0 && m == MAZE_TOUR_NEAREST && kind == 2) {
                /* the heuristic can walk into a part with no way back first */
                CHECK_INT(rc, CGT_EVALUE);
                nearest_trapped++;
                continue;
            }
            CHECK_MSG(rc == 0, "it %ld method %d: %s", it, m, cgt_error_message());
            if (rc < 0) continue;
            check_walk(&g, &t, start, reach_mask);
            if (t.exact) {
                CHECK_MSG(t.length == want, "it %ld method %d: %ld moves, shortest %ld", it, m,
                          t.length, want);
                CHECK_INT(t.lower_bound, t.length);
                exact_loops += m == MAZE_TOUR_HELD_KARP && kind == 1;
            } else {
                CHECK(t.length >= want);
                CHECK(t.lower_bound <= want);
            }
            maze_tour_clear(&t);
        }
        grid_clear(&g);
    }
    CHECK(exact_loops > 0);
    /* a trap made on purpose: one-way doors out of the start both ways */
    const char *trap = "+---+---+---+\n|   < S >   |\n+---+---+---+\n";
    grid h;
    CHECK_INT(grid_read(&h, trap, strlen(trap)), 0);
    CHECK_INT(ref_tour(&h, 1, 7), -1);
    maze_tour t;
    CHECK_INT(maze_tour_find(&t, &h, 1, MAZE_TOUR_HELD_KARP), CGT_EVALUE);
    CHECK(strstr(cgt_error_message(), "no way back") != NULL);
    CHECK_INT(maze_tour_find(&t, &h, 1, MAZE_TOUR_NEAREST), CGT_EVALUE);
    CHECK_INT(maze_tour_find(&t, &h, 1, MAZE_TOUR_TREE), CGT_EVALUE);
    grid_clear(&h);
    printf("  %ld mazes without a walk through every cell, the heuristic trapped %ld times\n",
           traps, nearest_trapped);
}

/* On a perfect maze of any size the tree walk visits every cell in
 * 2(cells-1) - (the distance from the start to the farthest cell) moves. */
TEST(tree_tours_of_large_perfect_mazes) {
    uint64_t seed = test_seed();
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        if (a == MAZE_CONNECTION_MATRIX) continue;
        grid g;
        CHECK_INT(maze_generate(&g, a, 40, 30, seed + (uint64_t)a), 0);
        long n = grid_cells(&g), start = (long)((seed * 7 + (uint64_t)a) % (uint64_t)n);
        maze_tour t;
        CHECK_INT(maze_tour_find(&t, &g, start, MAZE_TOUR_AUTO), 0);
        CHECK_INT(t.method, MAZE_TOUR_TREE);
        long *dist = malloc((size_t)n * sizeof *dist), far = 0;
        maze_bfs(dist, &g, start);
        for (long x = 0; x < n; x++)
            if (dist[x] > far) far = dist[x];
        CHECK_INT(t.length, 2 * (n - 1) - far);
        uint8_t *seen = calloc((size_t)n, 1);
        long nseen = 0;
        for (long i = 0; i < t.walk_len; i++) {
            if (i) {
                int ok = 0;
                for (int k = 0; k < 4; k++) ok |= grid_move(&g, t.walk[i - 1], k) == t.walk[i];
                CHECK(ok);
            }
            if (!seen[t.walk[i]]) seen[t.walk[i]] = 1, nseen++;
        }
        CHECK_INT(nseen, n);
        maze_tour t2;
        CHECK_INT(maze_tour_find(&t2, &g, start, MAZE_TOUR_NEAREST), 0);
        CHECK(t2.length >= t.length);
        maze_tour_clear(&t2);
        free(seen);
        free(dist);
        maze_tour_clear(&t);
        grid_clear(&g);
    }
}

/* Held-Karp at its limit, 18 cells, against the state search. */
TEST(held_karp_at_its_limit) {
    uint64_t seed = test_seed();
    for (int i = 0; i < 3; i++) {
        grid g;
        CHECK_INT(maze_generate(&g, MAZE_KRUSKAL, 3, 6, seed + (uint64_t)i), 0);
        maze_braid(&g, 1, seed + (uint64_t)i);
        long start = (long)((seed + (uint64_t)i) % 18);
        maze_tour t;
        CHECK_INT(maze_tour_find(&t, &g, start, MAZE_TOUR_HELD_KARP), 0);
        CHECK_INT(t.length, ref_tour(&g, start, (1L << 18) - 1));
        check_walk(&g, &t, start, (1L << 18) - 1);
        maze_tour_clear(&t);
        grid_clear(&g);
    }
    grid g;
    CHECK_INT(maze_generate(&g, MAZE_KRUSKAL, 4, 5, 1), 0);
    maze_braid(&g, 1, 1);
    maze_tour t;
    CHECK_INT(maze_tour_find(&t, &g, 0, MAZE_TOUR_HELD_KARP), CGT_EVALUE);
    CHECK(strstr(cgt_error_message(), "at most 18") != NULL);
    grid_clear(&g);
}
