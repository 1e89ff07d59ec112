/* tour.c - section 4.3's problem: the shortest walk from a given start cell
 * that visits every cell (a travelling salesman's problem on the maze's
 * distances, "restricted in that the start cell is stipulated", with no
 * need to come back).  Exact on perfect mazes of any size (the walk goes
 * down every branch and back, except the way to the deepest cell, which
 * comes last: 2(n-1) - depth), exact by Held-Karp dynamic programming up
 * to MAZE_TOUR_EXACT_MAX cells, and the nearest-unvisited-cell heuristic
 * beyond. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze_internal.h"

void maze_tour_clear(maze_tour *t) {
    cgt_free(t->walk);
    memset(t, 0, sizeof *t);
}

static void push(maze_tour *t, long *cap, long cell) {
    if (t->walk_len == *cap) t->walk = cgt_realloc(t->walk, (size_t)(*cap *= 2) * sizeof *t->walk);
    t->walk[t->walk_len++] = cell;
}

/* Breadth-first search from src following grid_move; dist and par (the
 * cell before, -1 for src) have n entries.  Stops early at the first cell
 * with stop_at[x] == 0 when stop_at is given, returning it (else -1). */
static long bfs_par(long *dist, long *par, long *q, const grid *g, long src,
                    const uint8_t *stop_at) {
    long n = grid_cells(g), head = 0, tail = 0;
    for (long x = 0; x < n; x++) dist[x] = -1;
    dist[src] = 0;
    par[src] = -1;
    q[tail++] = src;
    while (head < tail) {
        long x = q[head++];
        if (stop_at && !stop_at[x]) return x;
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y >= 0 && dist[y] < 0) {
                dist[y] = dist[x] + 1;
                par[y] = x;
                q[tail++] = y;
            }
        }
    }
    return -1;
}

/* Appends the shortest path from the walk's last cell to `to` (par from a
 * search started at that cell), without repeating the first cell. */
static void append_path(maze_tour *t, long *cap, const long *par, long to, long *tmp) {
    long k = 0;
    for (long x = to; par[x] >= 0; x = par[x]) tmp[k++] = x;
    while (k > 0) push(t, cap, tmp[--k]);
}

/* ---- perfect mazes: every branch there and back, the deepest one last ---- */
static int tour_tree(maze_tour *t, const grid *g, long start, long *cap) {
    long n = grid_cells(g);
    long *dist = cgt_malloc((size_t)n * sizeof *dist), *par = cgt_malloc((size_t)n * sizeof *par);
    long *order = cgt_malloc((size_t)n * sizeof *order);
    bfs_par(dist, par, order, g, start, NULL);
    /* height of each subtree, from the leaves up (reverse BFS order) */
    long *height = cgt_calloc((size_t)n, sizeof *height);
    for (long k = n - 1; k > 0; k--) {
        long x = order[k], p = par[x];
        if (height[x] + 1 > height[p]) height[p] = height[x] + 1;
    }
    /* children lists (CSR) with the tallest child last */
    long *first = cgt_calloc((size_t)n + 1, sizeof *first),
         *kids = cgt_malloc((size_t)n * sizeof *kids);
    for (long k = 1; k < n; k++) first[par[order[k]] + 1]++;
    for (long x = 0; x < n; x++) first[x + 1] += first[x];
    long *fill = cgt_malloc((size_t)n * sizeof *fill);
    for (long x = 0; x < n; x++) fill[x] = first[x];
    for (long k = 1; k < n; k++) kids[fill[par[order[k]]]++] = order[k];
    for (long x = 0; x < n; x++) { /* move the tallest child to the end */
        long a = first[x], b = first[x + 1];
        if (b - a < 2) continue;
        long best = a;
        for (long i = a + 1; i < b; i++)
            if (height[kids[i]] > height[kids[best]]) best = i;
        long tmp = kids[best];
        kids[best] = kids[b - 1];
        kids[b - 1] = tmp;
    }
    /* the walk: depth-first, returning from every child but the last one of
     * the chain from the start to its deepest cell */
    uint8_t *chain = cgt_calloc((size_t)n, 1);
    for (long x = start;;) {
        chain[x] = 1;
        if (first[x + 1] == first[x]) break;
        x = kids[first[x + 1] - 1];
    }
    long *next = fill; /* reuse: the next child to visit */
    for (long x = 0; x < n; x++) next[x] = first[x];
    long x = start;
    push(t, cap, x);
    while (x >= 0) {
        if (MZ_STOP()) break;
        if (next[x] < first[x + 1]) {
            x = kids[next[x]++];
            push(t, cap, x);
            continue;
        }
        if (chain[x]) break; /* the deepest cell: the walk ends here */
        x = par[x];
        push(t, cap, x);
    }
    t->lower_bound = 2 * (n - 1) - height[start];
    cgt_free(dist), cgt_free(par), cgt_free(order), cgt_free(height), cgt_free(first);
    cgt_free(kids), cgt_free(fill), cgt_free(chain);
    return 0;
}

/* ---- Held-Karp over the cells the start reaches ------------------------- */
static int tour_held_karp(maze_tour *t, const grid *g, long start, long *cap, const long *cells,
                          long k) {
    long n = grid_cells(g);
    long *dist = cgt_malloc((size_t)n * sizeof *dist), *q = cgt_malloc((size_t)n * sizeof *q);
    long *par = cgt_malloc((size_t)(k * n) * sizeof *par);
    uint16_t *d = cgt_malloc((size_t)(k * k) * sizeof *d);
    for (long i = 0; i < k; i++) {
        bfs_par(dist, par + i * n, q, g, cells[i], NULL);
        for (long j = 0; j < k; j++)
            d[i * k + j] = dist[cells[j]] < 0 ? UINT16_MAX : (uint16_t)dist[cells[j]];
    }
    size_t full = ((size_t)1 << k) - 1;
    uint32_t *dp = cgt_malloc((full + 1) * (size_t)k * sizeof *dp);
    uint8_t *from = cgt_malloc((full + 1) * (size_t)k);
    for (size_t i = 0; i < (full + 1) * (size_t)k; i++) dp[i] = UINT32_MAX;
    dp[1 * (size_t)k + 0] = 0; /* cells[0] is the start */
    int aborted = 0;
    for (size_t mask = 1; mask <= full && !aborted; mask += 2) { /* the start is in every set */
        if ((mask & 1023) == 1 && cgt_limit_poll()) aborted = 1;
        for (long j = 0; j < k; j++) {
            uint32_t cur = dp[mask * (size_t)k + (size_t)j];
            if (cur == UINT32_MAX) continue;
            for (long m = 1; m < k; m++) {
                if (mask >> m & 1 || d[j * k + m] == UINT16_MAX) continue;
                size_t nm = mask | (size_t)1 << m;
                uint32_t v = cur + d[j * k + m];
                if (v < dp[nm * (size_t)k + (size_t)m]) {
                    dp[nm * (size_t)k + (size_t)m] = v;
                    from[nm * (size_t)k + (size_t)m] = (uint8_t)j;
                }
            }
        }
    }
    int rc = 0;
    long best = -1;
    if (!aborted)
        for (long j = 0; j < k; j++)
            if (dp[full * (size_t)k + (size_t)j] != UINT32_MAX &&
                (best < 0 ||
                 dp[full * (size_t)k + (size_t)j] < dp[full * (size_t)k + (size_t)best]))
                best = j;
    if (aborted) {
        rc = -1;
    } else if (best < 0) {
        rc = 1; /* no walk visits every cell (one-way doors) */
    } else {
        long *seq = cgt_malloc((size_t)k * sizeof *seq);
        size_t mask = full;
        for (long i = k - 1, j = best; i >= 0; i--) {
            seq[i] = j;
            long pj = from[mask * (size_t)k + (size_t)j];
            mask &= ~((size_t)1 << j);
            j = pj;
        }
        push(t, cap, start);
        for (long i = 1; i < k; i++) append_path(t, cap, par + seq[i - 1] * n, cells[seq[i]], q);
        t->lower_bound = (long)dp[full * (size_t)k + (size_t)best];
        cgt_free(seq);
    }
    cgt_free(dist), cgt_free(q), cgt_free(par), cgt_free(d), cgt_free(dp), cgt_free(from);
    return rc;
}

/* ---- the nearest unvisited cell, again and again ------------------------- */
static int tour_nearest(maze_tour *t, const grid *g, long start, long *cap, long reach) {
    long n = grid_cells(g);
    long *dist = cgt_malloc((size_t)n * sizeof *dist), *par = cgt_malloc((size_t)n * sizeof *par);
    long *q = cgt_malloc((size_t)n * sizeof *q);
    uint8_t *seen = cgt_calloc((size_t)n, 1);
    long x = start, nseen = 1, rc = 0;
    seen[x] = 1;
    push(t, cap, x);
    while (nseen < reach) {
        if (MZ_STOP()) break;
        long y = bfs_par(dist, par, q, g, x, seen);
        if (y < 0) {
            rc = 1; /* the cells left cannot be reached from here */
            break;
        }
        long from = t->walk_len;
        append_path(t, cap, par, y, q);
        for (long i = from; i < t->walk_len; i++)
            if (!seen[t->walk[i]]) seen[t->walk[i]] = 1, nseen++;
        x = y;
    }
    t->lower_bound = reach - 1;
    cgt_free(dist), cgt_free(par), cgt_free(q), cgt_free(seen);
    return (int)rc;
}

int maze_tour_find(maze_tour *t, const grid *g, long start, int method) {
    memset(t, 0, sizeof *t);
    long n = grid_cells(g);
    if (start < 0 || start >= n)
        return cgt_error(CGT_EVALUE, "the tour needs a start cell (S or --start)");
    if (method < MAZE_TOUR_AUTO || method > MAZE_TOUR_NEAREST)
        return cgt_error(CGT_EVALUE, "unknown tour method %d", method);
    long *dist = cgt_malloc((size_t)n * sizeof *dist);
    long reach = maze_bfs(dist, g, start);
    long *cells = NULL;
    int perfect = maze_is_perfect(g);
    if (method == MAZE_TOUR_AUTO)
        method = perfect                        ? MAZE_TOUR_TREE
                 : reach <= MAZE_TOUR_EXACT_MAX ? MAZE_TOUR_HELD_KARP
                                                : MAZE_TOUR_NEAREST;
    if (method == MAZE_TOUR_TREE && !perfect) {
        cgt_free(dist);
        return cgt_error(CGT_EVALUE, "the tree tour is for perfect mazes (this one has loops, "
                                     "one-way doors or parts the start cannot reach)");
    }
    if (method == MAZE_TOUR_HELD_KARP && reach > MAZE_TOUR_EXACT_MAX) {
        cgt_free(dist);
        return cgt_error(CGT_EVALUE,
                         "Held-Karp takes at most %d cells (the start reaches %ld); the "
                         "nearest-cell heuristic takes any number",
                         MAZE_TOUR_EXACT_MAX, reach);
    }
    long cap = 64;
    t->walk = cgt_malloc((size_t)cap * sizeof *t->walk);
    t->cells = reach;
    t->method = method;
    int rc;
    if (method == MAZE_TOUR_TREE) {
        rc = tour_tree(t, g, start, &cap);
        t->exact = 1;
    } else if (method == MAZE_TOUR_HELD_KARP) {
        cells = cgt_malloc((size_t)reach * sizeof *cells);
        long k = 0;
        cells[k++] = start;
        for (long x = 0; x < n; x++)
            if (dist[x] > 0) cells[k++] = x;
        rc = tour_held_karp(t, g, start, &cap, cells, k);
        t->exact = 1;
    } else {
        rc = tour_nearest(t, g, start, &cap, reach);
    }
    cgt_free(dist);
    cgt_free(cells);
    if (cgt_aborted() || rc < 0) {
        maze_tour_clear(t);
        return cgt_limit_error();
    }
    if (rc == 1) {
        maze_tour_clear(t);
        return cgt_error(CGT_EVALUE, "no walk from the start visits every cell it reaches "
                                     "(one-way doors lead into a part with no way back)");
    }
    t->length = t->walk_len - 1;
    return 0;
}
