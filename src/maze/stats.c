/* stats.c - the statistics users of maze software expect: cell types, dead
 * ends, solution share, longest path, loops, bottlenecks, bias, river. */
#include <string.h>

#include "maze_internal.h"

/* Undirected door graph: y is a neighbour of x if a move goes x->y or y->x. */
static int linked(const grid *g, long x, int d, long *y) {
    long t = grid_move(g, x, d);
    if (t >= 0) {
        *y = t;
        return 1;
    }
    /* a one-way door into x from the other side */
    long nb = grid_neighbor(g, x, d);
    if (nb >= 0 && grid_move(g, nb, grid_dir_opposite(d)) == x) {
        *y = nb;
        return 1;
    }
    return 0;
}

/* Articulation points of the undirected door graph (iterative Tarjan). */
static long articulation_points(const grid *g) {
    long n = grid_cells(g), count = 0, timer = 0;
    long *disc = cgt_malloc((size_t)n * sizeof *disc), *low = cgt_malloc((size_t)n * sizeof *low);
    long *parent = cgt_malloc((size_t)n * sizeof *parent);
    uint8_t *it = cgt_calloc((size_t)n, 1), *art = cgt_calloc((size_t)n, 1);
    long *stack = cgt_malloc((size_t)n * sizeof *stack);
    for (long i = 0; i < n; i++) disc[i] = -1;
    for (long root = 0; root < n; root++) {
        if (disc[root] >= 0) continue;
        long top = 0, rootkids = 0;
        stack[top++] = root;
        disc[root] = low[root] = timer++;
        parent[root] = -1;
        while (top > 0) {
            long x = stack[top - 1];
            if (it[x] < 4) {
                int d = it[x]++;
                long y;
                if (!linked(g, x, d, &y) || y == x) continue;
                if (disc[y] < 0) {
                    parent[y] = x;
                    disc[y] = low[y] = timer++;
                    stack[top++] = y;
                    if (x == root) rootkids++;
                } else if (y != parent[x] && disc[y] < low[x]) {
                    low[x] = disc[y];
                }
                continue;
            }
            top--;
            long p = parent[x];
            if (p >= 0) {
                if (low[x] < low[p]) low[p] = low[x];
                if (p != root && low[x] >= disc[p]) art[p] = 1;
            }
        }
        if (rootkids > 1) art[root] = 1;
    }
    for (long i = 0; i < n; i++) count += art[i];
    cgt_free(disc);
    cgt_free(low);
    cgt_free(parent);
    cgt_free(it);
    cgt_free(art);
    cgt_free(stack);
    return count;
}

int maze_stats_compute(maze_stats *s, const grid *g) {
    memset(s, 0, sizeof *s);
    long n = grid_cells(g);
    s->cells = n;
    long hdoors = 0, edges = 0, branch_deg = 0;
    for (long x = 0; x < n; x++) {
        int deg = 0, open[4] = {0, 0, 0, 0};
        for (int d = 0; d < 4; d++) {
            long y;
            if (linked(g, x, d, &y)) {
                open[d] = 1;
                deg++;
                if (y > x || (y == x && d < 2)) {
                    edges++;
                    if (d == GRID_E || d == GRID_W) hdoors++;
                }
            }
        }
        switch (deg) {
        case 0: s->isolated++; break;
        case 1: s->dead_ends++; break;
        case 2:
            if ((open[0] && open[2]) || (open[1] && open[3]))
                s->straights++;
            else
                s->turns++;
            break;
        case 3: s->junctions++; break;
        default: s->crossroads++; break;
        }
        if (deg != 2) branch_deg += deg;
    }
    s->doors = edges;
    s->dead_end_percent = n ? 100.0 * (double)s->dead_ends / (double)n : 0;
    s->horizontal_bias = edges ? (double)hdoors / (double)edges : 0;
    long segments = branch_deg / 2;
    s->river_factor = segments ? (double)(s->straights + s->turns) / (double)segments : 0;
    /* components of the undirected graph */
    long *dist = cgt_malloc((size_t)n * sizeof *dist), *q = cgt_malloc((size_t)n * sizeof *q);
    uint8_t *seen = cgt_calloc((size_t)n, 1);
    for (long r = 0; r < n; r++) {
        if (seen[r]) continue;
        s->components++;
        long h = 0, t = 0;
        q[t++] = r;
        seen[r] = 1;
        while (h < t) {
            long x = q[h++], y;
            for (int d = 0; d < 4; d++)
                if (linked(g, x, d, &y) && !seen[y]) {
                    seen[y] = 1;
                    q[t++] = y;
                }
        }
    }
    cgt_free(seen);
    cgt_free(q);
    s->loops = s->doors - n + s->components;
    s->connected = maze_is_connected(g);
    s->perfect = maze_is_perfect(g);
    s->solution_length = -1;
    if (g->start >= 0 && g->goal >= 0) {
        maze_bfs(dist, g, g->start);
        s->solution_length = dist[g->goal];
        s->solution_share = dist[g->goal] >= 0 ? (double)(dist[g->goal] + 1) / (double)n : 0;
    }
    /* longest shortest path by two searches (exact on trees) */
    maze_bfs(dist, g, g->start >= 0 ? g->start : 0);
    long far = 0;
    for (long i = 0; i < n; i++)
        if (dist[i] > dist[far]) far = i;
    maze_bfs(dist, g, far);
    for (long i = 0; i < n; i++)
        if (dist[i] > s->longest_path) s->longest_path = dist[i];
    if (!s->perfect && n <= 4096) /* exact diameter by a search from every cell */
        for (long x = 0; x < n; x++) {
            maze_bfs(dist, g, x);
            for (long i = 0; i < n; i++)
                if (dist[i] > s->longest_path) s->longest_path = dist[i];
        }
    cgt_free(dist);
    s->bottlenecks = articulation_points(g);
    return 0;
}
