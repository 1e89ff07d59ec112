/* test_gen_ref.c - the fast generators against the textbook loops they
 * replaced (issue 20: the backtracker's stores, branch-free Eller, Kruskal
 * and the connection-matrix method in tiles, the walks of Wilson and Aldous-Broder, Prim drawing
 * its numbers ahead, the doors kept as side flags in the cells' bytes and gathered at the end by
 * every generator but Eller and Kruskal), written against the public grid API: the same seed must
 * give the same maze, door for door, on many sizes and seeds.  (That the mazes are perfect is
 * test_perfect.c's job; these references pin down which perfect maze, so that a speed-up cannot
 * change the distribution unnoticed.) */
#include <stdlib.h>
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

/* The generators' seeding (generate.c): the seed mixed with the algorithm. */
static void ref_seed(cgt_rng *rng, int algo, uint64_t seed) {
    cgt_rng_seed(rng, seed ^ (0x9e3779b97f4a7c15ULL * (uint64_t)(algo + 1)));
}
static uint64_t ref_rnd(cgt_rng *r, uint64_t n) {
    return (uint64_t)(((unsigned __int128)cgt_rng_next(r) * n) >> 64);
}
/* Random bits, 64 to a word, lowest first: bit i of the stream is bit
 * i mod 64 of word i / 64. */
typedef struct ref_bits {
    cgt_rng *rng;
    uint64_t word;
    long used;
} ref_bits;
static int ref_bit(ref_bits *b) {
    if (b->used % 64 == 0) b->word = cgt_rng_next(b->rng);
    return (int)(b->word >> (b->used++ % 64) & 1);
}

/* Eller's algorithm with branches: each row's sets as circular lists L, R
 * in column order; join c and c+1 at random when apart (always in the last
 * row); a cell not alone in its set keeps no door down with probability 1/2. */
static void ref_eller(grid *g, uint64_t seed) {
    long rows = g->rows, cols = g->cols;
    cgt_rng rng;
    ref_seed(&rng, MAZE_ELLER, seed);
    ref_bits rb = {&rng, 0, 0};
    long *L = malloc((size_t)cols * sizeof *L), *R = malloc((size_t)cols * sizeof *R);
    for (long c = 0; c < cols; c++) L[c] = R[c] = c;
    for (long r = 0; r < rows; r++) {
        int last = r == rows - 1;
        for (long c = 0; c + 1 < cols; c++) {
            if (R[c] == c + 1 || !(last || ref_bit(&rb))) continue;
            R[L[c + 1]] = R[c];
            L[R[c]] = L[c + 1];
            R[c] = c + 1;
            L[c + 1] = c;
            grid_set_open(g, r * cols + c, GRID_E, 1);
        }
        if (last) break;
        for (long c = 0; c < cols; c++) {
            if (L[c] != c && ref_bit(&rb)) {
                L[R[c]] = L[c];
                R[L[c]] = R[c];
                L[c] = R[c] = c;
            } else {
                grid_set_open(g, r * cols + c, GRID_S, 1);
            }
        }
    }
    free(L);
    free(R);
}

static long ref_find(long *p, long x) {
    while (p[x] != x) x = p[x] = p[p[x]]; /* path halving */
    return x;
}
/* Kruskal: every segment (cell << 1 | south) in the order of its key, the
 * output of splitmix64 for the stream seeded by the generator's first number
 * (ties by the segment), opened where it joins two regions. */
static uint64_t ref_key(uint64_t k, uint64_t s) {
    uint64_t z = k + (s + 1) * 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
typedef struct ref_seg {
    uint64_t key;
    long seg;
} ref_seg;
static int ref_seg_cmp(const void *x, const void *y) {
    const ref_seg *a = x, *b = y;
    if (a->key != b->key) return a->key < b->key ? -1 : 1;
    return (a->seg > b->seg) - (a->seg < b->seg);
}
/* Kruskal's loop over the segments of g in key order; with preset, the
 * doors already open join their cells first and the others' keys have bit
 * 16 set. */
static void ref_join(grid *g, cgt_rng *rng, int preset) {
    long rows = g->rows, cols = g->cols, n = rows * cols, m = 0;
    uint64_t k = cgt_rng_next(rng);
    ref_seg *e = malloc((size_t)(2 * n + 1) * sizeof *e);
    long *p = malloc((size_t)n * sizeof *p);
    for (long x = 0; x < n; x++) p[x] = x;
    for (long x = 0; x < n; x++)
        for (int south = 0; south < 2; south++) {
            if (south ? x / cols == rows - 1 : x % cols == cols - 1) continue;
            long s = x << 1 | south, other = x + (south ? cols : 1);
            if (preset && grid_is_open(g, x, south ? GRID_S : GRID_E)) {
                long a = ref_find(p, x), b = ref_find(p, other);
                if (a != b) p[a] = b;
                continue;
            }
            e[m].seg = s;
            e[m].key = ref_key(k, (uint64_t)s) | (preset ? 1ULL << 16 : 0);
            m++;
        }
    qsort(e, (size_t)m, sizeof *e, ref_seg_cmp);
    for (long i = 0; i < m; i++) {
        long cell = e[i].seg >> 1, south = e[i].seg & 1, other = cell + (south ? cols : 1);
        long a = ref_find(p, cell), b = ref_find(p, other);
        if (a == b) continue;
        p[a] = b;
        grid_set_open(g, cell, south ? GRID_S : GRID_E, 1);
    }
    free(p);
    free(e);
}
static void ref_kruskal(grid *g, uint64_t seed) {
    cgt_rng rng;
    ref_seed(&rng, MAZE_KRUSKAL, seed);
    ref_join(g, &rng, 0);
}
/* The connection-matrix method: a random bit per segment in reading order
 * (east, then south, of each cell) opens it; then the regions are joined. */
static void ref_connection_matrix(grid *g, uint64_t seed) {
    cgt_rng rng;
    ref_seed(&rng, MAZE_CONNECTION_MATRIX, seed);
    ref_bits rb = {&rng, 0, 0};
    long rows = g->rows, cols = g->cols;
    for (long x = 0; x < rows * cols; x++) {
        if (x % cols < cols - 1 && ref_bit(&rb)) grid_set_open(g, x, GRID_E, 1);
        if (x / cols < rows - 1 && ref_bit(&rb)) grid_set_open(g, x, GRID_S, 1);
    }
    ref_join(g, &rng, 1);
}

/* The directions from cell x to neighbours inside the board, N, E, S, W
 * (grid_neighbor: -1 at the border). */
static int ref_inside(const grid *g, long x, int d[4]) {
    int k = 0;
    for (int dir = GRID_N; dir <= GRID_W; dir++)
        if (grid_neighbor(g, x, dir) >= 0) d[k++] = dir;
    return k;
}

/* Wilson: a random cell starts the tree; from each cell not in it, in
 * reading order, a random walk (one random number per step, picking among
 * the directions inside the board) until it meets the tree, then the walk's
 * last exits from its start are added (the loop-erased walk). */
static void ref_wilson(grid *g, uint64_t seed) {
    long n = grid_cells(g);
    cgt_rng rng;
    ref_seed(&rng, MAZE_WILSON, seed);
    unsigned char *in = calloc((size_t)n, 1), *exit_dir = calloc((size_t)n, 1);
    in[ref_rnd(&rng, (uint64_t)n)] = 1;
    for (long s = 0; s < n; s++) {
        long x = s;
        while (!in[x]) {
            int d[4], k = ref_inside(g, x, d);
            int dir = d[ref_rnd(&rng, (uint64_t)k)];
            exit_dir[x] = (unsigned char)dir;
            x = grid_neighbor(g, x, dir);
        }
        for (x = s; !in[x]; x = grid_neighbor(g, x, exit_dir[x])) {
            in[x] = 1;
            grid_set_open(g, x, exit_dir[x], 1);
        }
    }
    free(in);
    free(exit_dir);
}

/* Aldous-Broder: a random walk from a random cell, one random number per
 * step (the top 32 bits times the number of directions inside the board,
 * top 32 bits of that), opening the door into each cell it enters first. */
static void ref_aldous_broder(grid *g, uint64_t seed) {
    long n = grid_cells(g), left = n - 1;
    cgt_rng rng;
    ref_seed(&rng, MAZE_ALDOUS_BRODER, seed);
    unsigned char *in = calloc((size_t)n, 1);
    long x = (long)ref_rnd(&rng, (uint64_t)n);
    in[x] = 1;
    while (left > 0) {
        int d[4], k = ref_inside(g, x, d);
        int dir = d[((cgt_rng_next(&rng) >> 32) * (uint64_t)k) >> 32];
        long y = grid_neighbor(g, x, dir);
        if (!in[y]) {
            in[y] = 1;
            grid_set_open(g, x, dir, 1);
            left--;
        }
        x = y;
    }
    free(in);
}

/* Prim: from a random cell, the edges out of the tree (cell << 2 | direction,
 * appended N, E, S, W for the neighbours not in the tree) in a list; each
 * draw takes a uniformly random entry, replaced by the last, and opens it if
 * it leads out of the tree. */
static void ref_prim(grid *g, uint64_t seed) {
    long n = grid_cells(g), ne = 0;
    cgt_rng rng;
    ref_seed(&rng, MAZE_PRIM, seed);
    unsigned char *in = calloc((size_t)n, 1);
    long *edges = malloc((size_t)(4 * n) * sizeof *edges);
    long x = (long)ref_rnd(&rng, (uint64_t)n);
    for (;;) {
        in[x] = 1;
        for (int dir = GRID_N; dir <= GRID_W; dir++) {
            long y = grid_neighbor(g, x, dir);
            if (y >= 0 && !in[y]) edges[ne++] = x << 2 | dir;
        }
        x = -1;
        while (ne > 0) {
            long i = (long)ref_rnd(&rng, (uint64_t)ne), e = edges[i];
            edges[i] = edges[--ne];
            long y = grid_neighbor(g, e >> 2, (int)(e & 3));
            if (in[y]) continue;
            grid_set_open(g, e >> 2, (int)(e & 3), 1);
            x = y;
            break;
        }
        if (x < 0) break;
    }
    free(in);
    free(edges);
}

/* The growing tree: a list of active cells, from a random one; each step
 * takes the newest (when a random number's top bit is 1) or a uniformly
 * random one; a cell with unvisited neighbours (N, E, S, W) opens to one of
 * them at random, which becomes the newest; a cell without leaves the list
 * (replaced by the last).
 * The recursive backtracker is the growing tree that always takes the
 * newest (depth-first search with a stack of every cell entered), and with
 * k > 1 unvisited neighbours the next random number y (top 32 bits) picks
 * the (y * k) >> 32-th (none is drawn when k = 1). */
static void ref_grow(grid *g, uint64_t seed, int algo) {
    int backtracker = algo == MAZE_BACKTRACKER;
    long n = grid_cells(g), na = 0;
    cgt_rng rng;
    ref_seed(&rng, algo, seed);
    unsigned char *seen = calloc((size_t)n, 1);
    long *act = malloc((size_t)n * sizeof *act);
    long s = (long)ref_rnd(&rng, (uint64_t)n);
    seen[s] = 1;
    act[na++] = s;
    while (na > 0) {
        long i = backtracker || ref_rnd(&rng, 2) ? na - 1 : (long)ref_rnd(&rng, (uint64_t)na);
        long x = act[i];
        int d[4], k = 0;
        for (int dir = GRID_N; dir <= GRID_W; dir++) {
            long y = grid_neighbor(g, x, dir);
            if (y >= 0 && !seen[y]) d[k++] = dir;
        }
        if (k == 0) {
            act[i] = act[--na];
            continue;
        }
        long j = !backtracker ? (long)ref_rnd(&rng, (uint64_t)k)
                 : k == 1     ? 0
                              : (long)(((cgt_rng_next(&rng) >> 32) * (uint64_t)k) >> 32);
        long y = grid_neighbor(g, x, d[j]);
        grid_set_open(g, x, d[j], 1);
        seen[y] = 1;
        act[na++] = y;
    }
    free(seen);
    free(act);
}
static void ref_growing_tree(grid *g, uint64_t seed) {
    ref_grow(g, seed, MAZE_GROWING_TREE);
}
static void ref_backtracker(grid *g, uint64_t seed) {
    ref_grow(g, seed, MAZE_BACKTRACKER);
}

typedef void (*ref_fn)(grid *g, uint64_t seed);

/* 1 if every door of a and b agrees (both rows x cols). */
static int same_doors(const grid *a, const grid *b) {
    long n = grid_cells(a);
    for (long x = 0; x < n; x++)
        for (int d = 0; d < 4; d++)
            if (grid_is_open(a, x, d) != grid_is_open(b, x, d)) return 0;
    return 1;
}

static void check_against(int algo, ref_fn ref, long rows, long cols, uint64_t seed) {
    grid g, h;
    CHECK_INT(maze_generate(&g, algo, rows, cols, seed), 0);
    CHECK_INT(grid_init(&h, rows, cols), 0);
    ref(&h, seed);
    CHECK_MSG(same_doors(&g, &h), "%s %ldx%ld seed %llu differs from the reference loop",
              maze_algo_name(algo), cols, rows, (unsigned long long)seed);
    grid_clear(&g);
    grid_clear(&h);
}

/* Every shape up to 20x20 (odd widths exercise the bit writer's partial
 * words), then larger boards whose rows straddle 64-bit words. */
static void check_algo(int algo, ref_fn ref) {
    uint64_t seed = test_seed();
    for (long rows = 1; rows <= 20; rows++)
        for (long cols = 1; cols <= 20; cols++)
            check_against(algo, ref, rows, cols, seed * 1000003 + (uint64_t)(rows * 31 + cols));
    static const long big[][2] = {{64, 64}, {65, 63}, {100, 129}, {7, 1000}, {300, 200}};
    for (size_t i = 0; i < sizeof big / sizeof *big; i++)
        for (long k = 0; k < test_iterations(3); k++)
            check_against(algo, ref, big[i][0], big[i][1], seed + (uint64_t)(i * 97 + k));
}

TEST(eller_equals_reference) {
    check_algo(MAZE_ELLER, ref_eller);
}

TEST(kruskal_equals_reference) {
    check_algo(MAZE_KRUSKAL, ref_kruskal);
    /* many tiles of 128x128, with partial tiles at the edges (of widths 1,
     * 2, 44, 127, ...) */
    static const long tiled[][2] = {{257, 258}, {300, 129}, {1, 600}, {600, 1}, {255, 383}};
    for (size_t i = 0; i < sizeof tiled / sizeof *tiled; i++)
        check_against(MAZE_KRUSKAL, ref_kruskal, tiled[i][0], tiled[i][1], test_seed() + i);
    check_against(MAZE_KRUSKAL, ref_kruskal, 700, 800, test_seed());
}

TEST(connection_matrix_equals_reference) {
    check_algo(MAZE_CONNECTION_MATRIX, ref_connection_matrix);
    check_against(MAZE_CONNECTION_MATRIX, ref_connection_matrix, 257, 258, test_seed());
    check_against(MAZE_CONNECTION_MATRIX, ref_connection_matrix, 300, 400, test_seed() + 1);
}

TEST(wilson_equals_reference) {
    check_algo(MAZE_WILSON, ref_wilson);
}

TEST(aldous_broder_equals_reference) {
    check_algo(MAZE_ALDOUS_BRODER, ref_aldous_broder);
}

TEST(backtracker_equals_reference) {
    check_algo(MAZE_BACKTRACKER, ref_backtracker);
}

TEST(prim_equals_reference) {
    check_algo(MAZE_PRIM, ref_prim);
}

TEST(growing_tree_equals_reference) {
    check_algo(MAZE_GROWING_TREE, ref_growing_tree);
}
