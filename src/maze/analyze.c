/* analyze.c - breadth-first search, connectivity, the paper's connection
 * matrices M^1, M^i, M^c, M^d, M^s, and counting perfect mazes by the
 * matrix-tree theorem. */
#include <string.h>

#include "maze_internal.h"

long maze_bfs(long *dist, const grid *g, long from) {
    long n = grid_cells(g);
    for (long i = 0; i < n; i++) dist[i] = -1;
    if (from < 0 || from >= n) return 0;
    long *q = cgt_malloc((size_t)n * sizeof *q), head = 0, tail = 0;
    dist[from] = 0;
    q[tail++] = from;
    while (head < tail) {
        long x = q[head++];
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y >= 0 && dist[y] < 0) {
                dist[y] = dist[x] + 1;
                q[tail++] = y;
            }
        }
    }
    cgt_free(q);
    return tail;
}

/* Cells that can reach `to` (reverse search). */
static long reverse_reach(const grid *g, long to, uint8_t *mark) {
    long n = grid_cells(g);
    /* reverse adjacency in CSR form */
    long *deg = cgt_calloc((size_t)n + 1, sizeof *deg);
    for (long x = 0; x < n; x++)
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y >= 0) deg[y + 1]++;
        }
    for (long i = 0; i < n; i++) deg[i + 1] += deg[i];
    long *adj = cgt_malloc((size_t)(deg[n] + 1) * sizeof *adj);
    long *fill = cgt_malloc((size_t)n * sizeof *fill);
    memcpy(fill, deg, (size_t)n * sizeof *fill);
    for (long x = 0; x < n; x++)
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y >= 0) adj[fill[y]++] = x;
        }
    long *q = fill, head = 0, tail = 0;
    memset(mark, 0, (size_t)n);
    mark[to] = 1;
    q[tail++] = to;
    while (head < tail) {
        long x = q[head++];
        for (long k = deg[x]; k < deg[x + 1]; k++)
            if (!mark[adj[k]]) {
                mark[adj[k]] = 1;
                q[tail++] = adj[k];
            }
    }
    cgt_free(deg);
    cgt_free(adj);
    cgt_free(fill);
    return tail;
}

int maze_is_connected(const grid *g) {
    long n = grid_cells(g);
    long *dist = cgt_malloc((size_t)n * sizeof *dist);
    long reached = maze_bfs(dist, g, 0);
    cgt_free(dist);
    if (reached != n) return 0;
    uint8_t *mark = cgt_malloc((size_t)n);
    long back = reverse_reach(g, 0, mark);
    cgt_free(mark);
    return back == n;
}

int maze_is_perfect(const grid *g) {
    long n = grid_cells(g), moves = 0;
    for (long x = 0; x < n; x++)
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y < 0) continue;
            if (grid_move(g, y, grid_dir_opposite(d)) != x) return 0; /* one-way */
            moves++;
        }
    return moves == 2 * (n - 1) && maze_is_connected(g);
}

static int matrix_size_ok(const grid *g) {
    if (grid_cells(g) > MAZE_MATRIX_MAX)
        return cgt_error(CGT_EVALUE,
                         "the matrices are for mazes of at most %d cells (this one has %ld); "
                         "use the graph-search analysis",
                         MAZE_MATRIX_MAX, grid_cells(g));
    return 0;
}

int maze_connection_matrix(long *m, const grid *g) {
    int rc = matrix_size_ok(g);
    if (rc < 0) return rc;
    long n = grid_cells(g);
    memset(m, 0, (size_t)(n * n) * sizeof *m);
    for (long i = 0; i < n; i++) {
        m[i * n + i] = 1;
        for (int d = 0; d < 4; d++) {
            long j = grid_move(g, i, d);
            if (j >= 0) m[i * n + j] = 1;
        }
    }
    return 0;
}

int maze_matrix_power(mpz_t *out, const grid *g, long k) {
    int rc = matrix_size_ok(g);
    if (rc < 0) return rc;
    if (k < 1) return cgt_error(CGT_EVALUE, "matrix powers start at M^1, not M^%ld", k);
    long n = grid_cells(g);
    long *m1 = cgt_malloc((size_t)(n * n) * sizeof *m1);
    maze_connection_matrix(m1, g);
    for (long i = 0; i < n * n; i++) mpz_set_si(out[i], m1[i]);
    mpz_t *tmp = cgt_malloc((size_t)(n * n) * sizeof *tmp);
    for (long i = 0; i < n * n; i++) mpz_init(tmp[i]);
    for (long p = 2; p <= k; p++) { /* out = out * M^1 (M^1 has at most 5 ones a row) */
        for (long i = 0; i < n; i++)
            for (long j = 0; j < n; j++) {
                mpz_set_ui(tmp[i * n + j], 0);
                for (long l = 0; l < n; l++)
                    if (m1[l * n + j]) mpz_add(tmp[i * n + j], tmp[i * n + j], out[i * n + l]);
            }
        for (long i = 0; i < n * n; i++) mpz_swap(out[i], tmp[i]);
    }
    for (long i = 0; i < n * n; i++) mpz_clear(tmp[i]);
    cgt_free(tmp);
    cgt_free(m1);
    return 0;
}

/* M^d from the non-zero patterns of M^1, M^2, ...: row i of the pattern of
 * M^k is the set of cells within k moves of i, kept as bitsets. */
int maze_distance_matrix(long *md, const grid *g) {
    int rc = matrix_size_ok(g);
    if (rc < 0) return rc;
    long n = grid_cells(g), words = (n + 63) / 64;
    long *m1 = cgt_malloc((size_t)(n * n) * sizeof *m1);
    maze_connection_matrix(m1, g);
    uint64_t *cur = cgt_calloc((size_t)(n * words), sizeof *cur);
    uint64_t *next = cgt_calloc((size_t)(n * words), sizeof *next);
    for (long i = 0; i < n * n; i++) md[i] = -1;
    for (long i = 0; i < n; i++) {
        md[i * n + i] = 0;
        for (long j = 0; j < n; j++)
            if (m1[i * n + j]) {
                cur[i * words + j / 64] |= 1ULL << (j % 64);
                if (j != i) md[i * n + j] = 1;
            }
    }
    for (long k = 2; k <= n - 1; k++) { /* M^k = M^(k-1) M^1 */
        int changed = 0;
        for (long i = 0; i < n; i++) {
            uint64_t *row = next + i * words;
            memcpy(row, cur + i * words, (size_t)words * sizeof *row);
            for (long l = 0; l < n; l++)
                if (cur[i * words + l / 64] >> (l % 64) & 1)
                    for (long j = 0; j < n; j++)
                        if (m1[l * n + j]) row[j / 64] |= 1ULL << (j % 64);
            for (long j = 0; j < n; j++)
                if ((row[j / 64] >> (j % 64) & 1) && md[i * n + j] < 0) {
                    md[i * n + j] = k;
                    changed = 1;
                }
        }
        uint64_t *t = cur;
        cur = next;
        next = t;
        if (!changed) break; /* the pattern is stable from here on */
    }
    cgt_free(cur);
    cgt_free(next);
    cgt_free(m1);
    return 0;
}

int maze_distance_matrix_bfs(long *md, const grid *g) {
    long n = grid_cells(g);
    for (long i = 0; i < n; i++) maze_bfs(md + i * n, g, i);
    return 0;
}

long maze_complete_power(const grid *g) {
    long n = grid_cells(g);
    if (matrix_size_ok(g) < 0) return -1;
    long *md = cgt_malloc((size_t)(n * n) * sizeof *md);
    maze_distance_matrix(md, g);
    long c = 1;
    for (long i = 0; i < n * n; i++) {
        if (md[i] < 0) {
            c = -1;
            break;
        }
        if (md[i] > c) c = md[i];
    }
    cgt_free(md);
    return c;
}

void maze_solution_matrix(long *ms, const long *md, long n, long goal) {
    for (long i = 0; i < n * n; i++) ms[i] = -1;
    for (long i = 0; i < n; i++) {
        if (i == goal) continue;
        for (long k = 0; k < n; k++)
            if (md[i * n + k] == 1 && md[k * n + goal] >= 0 &&
                (md[i * n + goal] < 0 || md[k * n + goal] < md[i * n + goal]))
                ms[i * n + k] = md[i * n + goal];
    }
    ms[goal * n + goal] = 0;
}

/* Determinant of the reduced Laplacian of the rows x cols grid graph, by
 * exact Gaussian elimination over the rationals inside the band (the cells
 * are numbered along the shorter side, so the band is min(rows, cols) wide
 * and elimination creates no entries outside it). */
int maze_count(mpz_t out, long rows, long cols) {
    int rc = grid_check_size(rows, cols);
    if (rc < 0) return rc;
    if (rows * cols > MAZE_COUNT_MAX)
        return cgt_error(CGT_EVALUE, "counting is limited to %d cells (%ldx%ld has %ld)",
                         MAZE_COUNT_MAX, cols, rows, rows * cols);
    long n = rows * cols;
    if (n == 1) {
        mpz_set_ui(out, 1);
        return 0;
    }
    long b = rows < cols ? rows : cols, L = rows < cols ? cols : rows; /* b x L, b short */
    long m = n - 1, bw = 2 * b + 1;
    mpq_t *a = cgt_malloc((size_t)(m * bw) * sizeof *a);
    for (long i = 0; i < m * bw; i++) mpq_init(a[i]);
#define A(i, j) a[(i)*bw + ((j) - (i) + b)]
    for (long v = 0; v < m; v++) {
        long x = v / b, y = v % b; /* position along L, across b */
        long deg = 0;
        long nb[4], k = 0;
        if (y > 0) nb[k++] = v - 1;
        if (y < b - 1) nb[k++] = v + 1;
        if (x > 0) nb[k++] = v - b;
        if (x < L - 1) nb[k++] = v + b;
        deg = k;
        mpq_set_si(A(v, v), deg, 1);
        for (long t = 0; t < k; t++)
            if (nb[t] < m) mpq_set_si(A(v, nb[t]), -1, 1);
    }
    mpq_t det, f, t;
    mpq_init(det);
    mpq_init(f);
    mpq_init(t);
    mpq_set_ui(det, 1, 1);
    for (long k = 0; k < m; k++) {
        mpq_mul(det, det, A(k, k));
        long hi = k + b < m - 1 ? k + b : m - 1;
        for (long i = k + 1; i <= hi; i++) {
            if (mpq_sgn(A(i, k)) == 0) continue;
            mpq_div(f, A(i, k), A(k, k));
            for (long j = k; j <= hi; j++) {
                if (mpq_sgn(A(k, j)) == 0) continue;
                mpq_mul(t, f, A(k, j));
                mpq_sub(A(i, j), A(i, j), t);
            }
        }
    }
#undef A
    mpz_set(out, mpq_numref(det));
    mpq_clear(det);
    mpq_clear(f);
    mpq_clear(t);
    for (long i = 0; i < m * bw; i++) mpq_clear(a[i]);
    cgt_free(a);
    return 0;
}
